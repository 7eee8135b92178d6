// The page's side of drawing (issue 26, split into modules in issue 47): Python renders every
// screen to an HTML string; the page is morphed to it (morph.mjs), its zones measured (rooms.mjs),
// what moved animated (motion.mjs), the guide's bubble placed (coach.mjs), an embed's height asked
// for (embed-size.mjs); what the person does is reported (events.mjs). The rest here is what only
// a page can do for the app: announce, download, storage access, the camera's panel, install,
// updates. It holds no rules and no game state.
import { SITE } from "../bridge.mjs";
import { embedded, postHeight } from "./embed-size.mjs";
import { focusKey, morph, morphZone, restoreFocus } from "./morph.mjs";
import { animates, layoutPending, nextFrame, rects } from "./motion.mjs";
import { measure } from "./rooms.mjs";

export { setHandler } from "./events.mjs";

// An attribute of the page's root, written only when it changes: the browser restyles the whole
// page when some are written again unchanged (measured for lang: 33 ms a drawing at 4× CPU).
export function setRoot(name, value) {
  const root = document.documentElement;
  if (root.getAttribute(name) !== value) root.setAttribute(name, value);
}

export function render(html, options) {
  options = options || {};
  const root = document.getElementById("app");
  const key = focusKey();
  // where the cards were, for the animation (not read when nothing will move: reading them
  // makes the browser lay out the page as it stands, at once), unless an earlier drawing's
  // animation is still to start: its positions are the older ones
  const before = !layoutPending() && animates(options.speed) ? rects([root]) : {};
  const screen = document.documentElement.getAttribute("data-screen");
  morph(root, html);
  finish(root, [root], before, key, screen, options);
}

// Issue 48: a drawing that changed only some zones sends only those; the page morphs each in
// place (what did not change inside one is a stub it keeps), measures and animates within them
// alone. False when a zone is not on the page (then the worker sends the whole screen).
export function renderZones(zones, options) {
  options = options || {};
  const root = document.getElementById("app");
  const parts = [];
  for (const name of Object.keys(zones)) {
    const el = root.querySelector('[data-zone="' + CSS.escape(name) + '"]');
    if (!el) return false;
    parts.push([el, zones[name]]);
  }
  const key = focusKey();
  const scopes = parts.map((part) => part[0]);
  const before = !layoutPending() && animates(options.speed) ? rects(scopes) : {};
  parts.forEach((part) => morphZone(part[0], part[1]));  // (each keeps its element: morphed in place)
  finish(root, scopes, before, key, document.documentElement.getAttribute("data-screen"), options);
  return true;
}

function finish(root, scopes, before, key, screen, options) {
  measure(root);
  if (options.turn) setRoot("data-turn", options.turn);
  // a table with friends on their own devices (issue 25): this device's part, and guests here
  if (options.link) setRoot("data-link", options.link);
  if (options.peers !== undefined) setRoot("data-peers", String(options.peers));
  if (options.screen) setRoot("data-screen", options.screen);
  restoreFocus(root, key, options.focus);
  // an embed's frame is asked for its new height at once, so it has grown by the time a person
  // (or a test) reaches for a control the drawing moved; asked again once the rooms are measured
  if (embedded) postHeight();
  // When cards will move, the new table is laid out now, at the end of the drawing's task: the
  // frame then finds the layout made (nothing changes it in between) and only starts the
  // animations and paints. One layout either way, but in two tasks instead of one (issue 26,
  // 4x CPU, watched games, alternating builds: page tasks over 50 ms 194 -> 95).
  const cardsWillMove = !layoutPending() && Object.keys(before).length > 0;
  nextFrame(scopes, before, options.speed);
  if (cardsWillMove) root.getBoundingClientRect();
  // another screen starts at its top (a table never scrolls: not read there, it would lay out)
  if (options.screen && options.screen !== screen && options.screen !== "game" && options.screen !== "replay" &&
      window.scrollY) window.scrollTo(0, 0);
}

export function announce(text) {
  const live = document.getElementById("live");
  if (!live) return;
  live.textContent = "";
  setTimeout(() => { live.textContent = text; }, 30);
}

export function download(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url; a.download = name; document.body.appendChild(a); a.click(); a.remove();
  setTimeout(() => { URL.revokeObjectURL(url); }, 1000);
}

// A frame on another site, where the browser blocks third-party storage, may ask for it (Storage
// Access API; the person's click is the gesture it needs). Chromium hands back a handle whose
// localStorage is the one to use; Safari and Firefox open the page's own.
let granted = null;
export function grantedStorage() { return granted; }
export function canAskStorage() { return typeof document.requestStorageAccess === "function"; }
export function askStorage() {
  if (!canAskStorage()) return Promise.resolve(false);
  return document.requestStorageAccess({ localStorage: true }).then((handle) => {
    if (handle && handle.localStorage) granted = handle.localStorage;
    const probe = SITE.prefixes[0] + SITE.probe;
    try { (granted || window.localStorage).setItem(probe, "1"); (granted || window.localStorage).removeItem(probe); return true; }
    catch (e) { return false; }
  }, () => false);
}

// Remote play: the camera reads a friend's QR code (js/scan.js) in a panel over the page,
// outside #app so the screen's redraws never cut the video. Resolves with the text read, or
// rejects with why not ("closed" when the person closed the panel).
export function scan(title, closeLabel) {
  if (!window.TapisScan) return Promise.reject(new Error("no-camera"));
  const panel = document.createElement("div");
  panel.className = "scanner";
  panel.setAttribute("role", "dialog");
  panel.setAttribute("aria-label", title);
  const heading = document.createElement("p");
  heading.textContent = title;
  const view = document.createElement("div");
  view.className = "scanner-view";
  const close = document.createElement("button");
  close.type = "button";
  close.className = "btn";
  close.textContent = closeLabel;
  close.addEventListener("click", () => window.TapisScan.close());
  panel.append(heading, view, close);
  document.body.appendChild(panel);
  close.focus();
  const done = () => panel.remove();
  return window.TapisScan.open(view).then((text) => { done(); return text; }, (error) => { done(); throw error; });
}

// (boot.js keeps the browser's install offer and the service worker's registration)
export function canInstall() { return !!(window.TapisBoot && window.TapisBoot.installPrompt); }
export function install() {
  const offer = window.TapisBoot && window.TapisBoot.installPrompt;
  if (!offer) return false;
  window.TapisBoot.installPrompt = null;  // the browser allows one prompt per offer
  offer.prompt();
  return true;
}
export function applyUpdate() {
  const reg = window.TapisBoot && window.TapisBoot.registration;
  if (reg && reg.waiting) {
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload());
    reg.waiting.postMessage("skip-waiting");
  } else {
    location.reload();
  }
}
