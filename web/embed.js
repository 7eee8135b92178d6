// <tapis-game game="glop" seats="h,normal" seed="2026"></tapis-game>
// One script tag on a blog page defines this element; it inserts Tapis's embed page in an
// iframe (sandboxed, lazily loaded) sized to its container. Everything else runs inside it.
(function () {
  "use strict";
  var here = document.currentScript && document.currentScript.src;
  var base = here ? here.slice(0, here.lastIndexOf("/") + 1) : "./";
  var KEYS = ["game", "seats", "seed", "options", "lang", "speed"];
  // the same sandbox as the README's one-line iframe (links.py EMBED_SANDBOX)
  var SANDBOX = "allow-scripts allow-same-origin allow-downloads allow-popups allow-popups-to-escape-sandbox allow-storage-access-by-user-activation";
  if (window.customElements && !customElements.get("tapis-game")) {
    customElements.define("tapis-game", class extends HTMLElement {
      connectedCallback() {
        if (this.querySelector("iframe")) return;
        var query = [];
        for (var i = 0; i < KEYS.length; i++) {
          var value = this.getAttribute(KEYS[i]);
          if (value) query.push(KEYS[i] + "=" + encodeURIComponent(value));
        }
        var frame = document.createElement("iframe");
        frame.src = base + "embed.html" + (query.length ? "?" + query.join("&") : "");
        frame.title = this.getAttribute("title") || "Tapis";
        frame.loading = "lazy";
        frame.setAttribute("sandbox", SANDBOX);
        frame.style.cssText = "width:100%;height:" + (this.getAttribute("height") || "640px") + ";border:0;border-radius:8px";
        this.appendChild(frame);
      }
    });
  }
})();
