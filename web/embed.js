// <tapis-game game="glop" seats="h,normal" seed="2026"></tapis-game>
// One script tag on a blog page defines this element; it inserts Tapis's embed page in an
// iframe (sandboxed, lazily loaded) as wide as its container. Its height follows what the game
// asks for (a table's height for its width, a picker's whole length), unless the element has a
// height="…" of its own. Everything else runs inside the frame.
(function () {
  "use strict";
  var here = document.currentScript && document.currentScript.src;
  var base = here ? here.slice(0, here.lastIndexOf("/") + 1) : "./";
  var KEYS = ["game", "seats", "seed", "options", "lang", "speed"];
  // the same sandbox as the README's one-line iframe (links.py EMBED_SANDBOX)
  var SANDBOX = "allow-scripts allow-same-origin allow-downloads allow-popups allow-popups-to-escape-sandbox allow-storage-access-by-user-activation";
  var ALLOW = "camera; clipboard-write; web-share";  // (links.py EMBED_ALLOW: remote play's camera, copy, share)
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
        frame.setAttribute("allow", ALLOW);
        var fixed = this.getAttribute("height");
        if (fixed && /^\d+$/.test(fixed)) fixed += "px";
        frame.style.cssText = "display:block;width:100%;height:" + (fixed || "620px") + ";border:0;border-radius:8px";
        this.appendChild(frame);
        if (!fixed) {
          window.addEventListener("message", function (event) {
            var data = event.data;
            if (event.source !== frame.contentWindow || !data || data.tapis !== "height") return;
            var height = Math.max(320, Math.min(2400, Number(data.height) || 0));
            frame.style.height = height + "px";
          });
        }
      }
    });
  }
})();
