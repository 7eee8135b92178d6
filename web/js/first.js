// Tapis's first screen, before Python is ready (issue 22). The picker is in the page itself, drawn
// at build time by the app's own Python (build.py); the set-up screens (rules included) and the
// picker in another language come from first/<lang>-*.json.gz, drawn by the same code at build
// time and fetched when first needed. This script only shows them and keeps what the person
// chose: which game, the set-up's fields, Start, the language. When Python starts it takes
// those choices (TapisFirst.take) and carries on from them; it draws everything from then on.
// Loaded without defer at the start of <body>, so the choice of first screen is made before the
// first paint.
(function () {
  "use strict";
  var root = document.documentElement;
  var info = {};
  try { info = JSON.parse(document.getElementById("build-info").textContent); } catch (e) {}
  var first = info.first || {};
  var params = new URLSearchParams(location.search);
  // the storage's prefixes and the languages, as the app declares them (tapis_app/bridge.py SITE)
  var site = info.site;
  var prefix = site.prefixes[root.hasAttribute("data-embed") ? 1 : 0];
  function setting(name) { try { return localStorage.getItem(prefix + name); } catch (e) { return null; } }
  // The language, decided here once for the page (boot.js reads it; the app's worker gets it as
  // the page's): the address's, the saved setting, the site's own saved one, then the browser's.
  var browser = site.langs[0];
  try {
    browser = localStorage.getItem(site.prefixes[0] + "lang") ||
      ((navigator.language || "").toLowerCase().indexOf("en") === 0 ? "en" : site.langs[0]);
  } catch (e) {}
  var lang = params.get("lang") || setting("lang") || browser;
  if (site.langs.indexOf(lang) < 0) lang = site.langs[0];
  // The picker only when the app would open on it: no table or duel asked for by the address, no
  // game in progress to resume.
  var current = setting("current");
  var opensElsewhere = params.get("game") || params.get("duel") || (current && setting("game." + current));
  var state = { screen: "picker", game: null, players: null, lang: lang };
  var screen = !first.inline || opensElsewhere ? "loading" : lang === first.inline ? "picker" : "wait";
  root.setAttribute("data-first", screen);
  if (screen !== "loading") {
    root.setAttribute("lang", lang);
    root.setAttribute("data-screen", "picker");
  }
  var events = [];
  var done = screen === "loading";
  var shown = 0;  // the latest screen asked for (an answer for an older one is dropped)
  var inlinePicker = null;
  var api = window.TapisFirst = { screen: screen, lang: lang, events: events };
  api.take = function () {
    done = true;
    root.removeAttribute("data-first-wait");
    return JSON.stringify(events);
  };

  // ---- the screens drawn at build time
  var bundles = {};
  function gunzip(buffer) {
    var bytes = new Uint8Array(buffer);
    if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return Promise.resolve(new TextDecoder().decode(bytes));
    return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
  }
  function bundle(name) {
    if (!bundles[name]) {
      var url = new URL("./first/" + name + ".json.gz", location.href).href;
      bundles[name] = fetch(url).then(function (response) {
        if (!response.ok) throw new Error("HTTP " + response.status);
        // kept for offline visits (the service worker does not precache them: bytes of a first visit)
        if (window.caches && info.version) {
          var copy = response.clone();
          // the service worker's cache, named by the site's path (sw.js)
          caches.open("tapis:" + new URL("./", location.href).pathname + ":" + info.version).then(function (cache) { return cache.put(url, copy); })
            .catch(function () {});
        }
        return response.arrayBuffer();
      }).then(gunzip).then(JSON.parse);
      bundles[name].catch(function () { delete bundles[name]; });
    }
    return bundles[name];
  }
  function place(html, name) {
    var app = document.getElementById("app");
    var loading = document.getElementById("loading-screen");
    if (!app) return;
    if (inlinePicker === null) {  // the picker in the page, without the loading bar
      var copy = app.cloneNode(true), bar = copy.querySelector("#loading-screen");
      if (bar) bar.remove();
      inlinePicker = copy.innerHTML;
    }
    var opened = Array.prototype.map.call(app.querySelectorAll("details[open][id]"), function (d) { return d.id; });
    var other = root.getAttribute("data-screen") !== name;
    app.innerHTML = html;
    if (loading) app.appendChild(loading);
    if (other) window.scrollTo(0, 0);  // another screen opens at its top
    opened.forEach(function (id) { var d = document.getElementById(id); if (d) d.open = true; });
    root.setAttribute("data-screen", name);
    root.setAttribute("lang", state.lang);
  }
  function showPicker() {
    var ticket = ++shown;
    state.screen = "picker";
    if (state.lang === first.inline && inlinePicker !== null) { place(inlinePicker, "picker"); return Promise.resolve(); }
    if (state.lang === first.inline) return Promise.resolve();
    var template = document.getElementById("first-picker-" + state.lang);
    if (template) {  // written in the page beside the inline picker (build.py)
      place(template.innerHTML, "picker");
      if (root.getAttribute("data-first") === "wait") root.setAttribute("data-first", "picker");
      api.shownAt = api.shownAt || performance.now();
      return Promise.resolve();
    }
    return bundle(state.lang + "-picker").then(function (b) {
      if (ticket !== shown || done) return;
      place(b.picker, "picker");
      if (root.getAttribute("data-first") === "wait") root.setAttribute("data-first", "picker");
      api.shownAt = api.shownAt || performance.now();
    });
  }
  // The set-up as Python draws it for this game and number of players, then the fields the
  // person already changed (the choices recorded since the game was picked) put back in it.
  function showSetup() {
    var ticket = ++shown;
    state.screen = "setup";
    return bundle(state.lang + "-setup").then(function (b) {
      var game = b.setup[state.game];
      if (ticket !== shown || done || !game) return;
      var html = game[state.players] || game[b.defaults[state.game]];
      place(html, "setup");
      var since = 0;
      events.forEach(function (event, i) { if (event[0] === "pick") since = i; });
      events.slice(since).forEach(function (event) {
        if (event[0] !== "setup") return;
        var change = JSON.parse(event[1]);
        var field = document.querySelector('#app [data-arg="' + CSS.escape(change.arg) + '"]');
        if (!field || change.arg === "players") return;
        if (field.type === "checkbox") field.checked = change.value === "true";
        else field.value = change.value;
      });
    });
  }

  // ---- what the person does before Python: recorded as the page would report it to Python
  function early(act, arg) {
    events.push([act, arg]);
    if (act === "pick") {
      state.game = arg;
      state.players = null;
      showSetup().catch(function () {});
    } else if (act === "setup") {
      var change = JSON.parse(arg);
      if (change.arg === "players") {
        state.players = String(change.value);
        showSetup().catch(function () {});
      }
    } else if (act === "home") {
      showPicker().catch(function () {});
    } else if (act === "lang") {
      state.lang = api.lang = state.lang === "fr" ? "en" : "fr";
      (state.screen === "setup" ? showSetup() : showPicker()).catch(function () {});
    } else {
      // Start, and anything else only Python can do: done as soon as it is ready
      root.setAttribute("data-first-wait", act);
      window.dispatchEvent(new Event("tapis:first-wait"));
    }
  }
  // Fetching a set-up before it is asked for: when the person points at, touches or tabs to a
  // control (a visit nobody touches fetches nothing more).
  function soon() { if (!done) bundle(state.lang + "-setup").catch(function () {}); }
  function live() { return !done && root.getAttribute("data-first") === "picker"; }
  document.addEventListener("pointerover", function (event) {
    if (live() && event.target.closest && event.target.closest("[data-act]")) soon();
  }, { passive: true });
  document.addEventListener("focusin", function () { if (live()) soon(); });
  document.addEventListener("touchstart", function () { if (live()) soon(); }, { passive: true });
  document.addEventListener("click", function (event) {
    if (!live()) return;
    var el = event.target.closest && event.target.closest("[data-act]");
    if (!el || el.disabled) return;
    if (el.tagName === "FORM" || el.tagName === "SELECT" ||
        (el.tagName === "INPUT" && el.type !== "button" && el.type !== "submit")) return;
    event.preventDefault();
    el.setAttribute("data-first-busy", "");  // (shown busy while it waits for Python)
    early(el.getAttribute("data-act"), el.getAttribute("data-arg") || "");
  });
  document.addEventListener("change", function (event) {
    var el = event.target;
    if (!live() || !el.getAttribute || !el.getAttribute("data-act")) return;
    if (el.type === "file") {
      var file = el.files && el.files[0];
      if (file && file.size < 20e6) file.text().then(function (text) { if (!done) early(el.getAttribute("data-act"), text); });
      return;
    }
    var value = el.type === "checkbox" ? (el.checked ? "true" : "false") : el.value;
    early(el.getAttribute("data-act"), JSON.stringify({ arg: el.getAttribute("data-arg"), value: value }));
  });
  document.addEventListener("input", function (event) {
    var el = event.target;
    if (!live() || !el.getAttribute || !el.hasAttribute("data-input")) return;
    // typing: one event per field while it is typed in (its latest value)
    var arg = el.getAttribute("data-arg"), act = el.getAttribute("data-input");
    var last = events[events.length - 1];
    if (last && last[0] === act && last[2] === arg) events.pop();
    events.push([act, JSON.stringify({ arg: arg, value: el.value }), arg]);
  });
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!live() || !form.getAttribute || !form.getAttribute("data-act")) return;
    event.preventDefault();
    var data = {};
    new FormData(form).forEach(function (value, name) { data[name] = value; });
    early(form.getAttribute("data-act"), JSON.stringify(data));
  });
  // ---- a table's address (a challenge, an embed, a shared link): the felt and its seats at once,
  // with the loading bar in the middle, until Python draws the table over them (issue 26)
  var TITLES = { glossa: "Glossa", glop: "Glop", glukz: "Le Glükz", buyword: "BuyWord", juggler: "Juggler" };
  function showFelt() {
    var game = params.get("game");
    var app = document.getElementById("app");
    if (!app || !TITLES.hasOwnProperty(game) || params.get("duel") || app.querySelector(".felt-skeleton")) return;
    var seats = (params.get("seats") || "h,normal").split(",").slice(0, 6);
    var others = Math.max(1, seats.length - 1);
    var felt = document.createElement("div");
    felt.className = "felt-skeleton";
    felt.setAttribute("aria-hidden", "true");
    var bar = document.createElement("div");
    bar.className = "app-header";
    var brand = document.createElement("span");
    brand.className = "brand";
    brand.innerHTML = '<span class="brand-mark">♣</span>';
    var title = document.createElement("span");
    title.className = "header-game";
    title.textContent = TITLES[game];
    bar.append(brand, title);
    var table = document.createElement("div");
    table.className = "table table--" + game;
    var side = document.createElement("div");
    side.className = "table-side";
    var row = document.createElement("div");
    row.className = "table-others";
    for (var i = 0; i < others; i++) {
      var seat = document.createElement("div");
      seat.className = "seat seat--waiting";
      row.appendChild(seat);
    }
    side.appendChild(row);
    var center = document.createElement("div");
    center.className = "table-center";
    var words = (info.loading || {})[lang] || (info.loading || {}).fr || {};
    if (words.table) {  // what the middle says until the table is drawn
      var note = document.createElement("p");
      note.className = "felt-note";
      note.textContent = words.table.replace("{game}", TITLES[game]);
      center.appendChild(note);
    }
    var dock = document.createElement("section");
    dock.className = "table-dock";
    table.append(side, center, dock);
    felt.append(bar, table);
    app.insertBefore(felt, app.firstChild);
    root.setAttribute("data-first", "table");
    root.setAttribute("data-screen", "game");
  }
  // this script runs before #app is parsed: the page is marked now (no flash of another
  // screen), the felt is drawn as soon as #app is there
  if (screen === "loading" && TITLES.hasOwnProperty(params.get("game")) && !params.get("duel")) {
    root.setAttribute("data-first", "table");
    root.setAttribute("data-screen", "game");
    if (document.getElementById("app")) showFelt();
    else {  // as soon as the parser inserts #app (DOMContentLoaded would wait for every script)
      var watch = new MutationObserver(function () {
        if (!document.getElementById("app")) return;
        watch.disconnect();
        showFelt();
      });
      watch.observe(document.documentElement, { childList: true, subtree: true });
    }
  }

  api.clickableAt = performance.now();
  // the picker in another language: once the page's #app is whole (the element after it parsed)
  if (screen === "wait") {
    var whole = function () { return document.getElementById("live"); };
    if (whole()) showPicker().catch(function () {});
    else {
      var waiting = new MutationObserver(function () {
        if (!whole()) return;
        waiting.disconnect();
        showPicker().catch(function () {});
      });
      waiting.observe(document.documentElement, { childList: true, subtree: true });
    }
  }
})();
