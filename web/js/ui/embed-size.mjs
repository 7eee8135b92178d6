// An embed's frame asks its page for the height it needs (embed.js's <tapis-game>).
// Embedded in another page (embed.js's <tapis-game>), the frame tells its page the height it
// wants: a table fits most heights, so it asks for one that suits its width, and more when its
// middle holds more than it has room for at this moment (issue 27: Glop's hand to memorise in
// a phone's frame); a picker or a set-up screen asks for its whole length, so no inner
// scrollbar hides part of it.
export const embedded = document.documentElement.hasAttribute("data-embed") && window.parent !== window;
var lastHeight = 0;
// The frame's height the table needs, or 0: a panel over its middle (Glop's hand to memorise)
// needs its content's own height, more or less than it has now; a middle whose content
// overflows with its cards at their smallest needs the overflow more, and keeps it for the rest
// of this screen (asking for less would make it overflow again: the frame would never settle).
var kept = 0, keptScreen = null;
function tableNeed(screen) {
  if (keptScreen !== screen) { kept = 0; keptScreen = screen; }
  var center = document.querySelector(".table-center");
  if (!center) return kept;
  // the middle's own overflow counts: the frame's growth is no room for its cards (writeRoom)
  // nor the dock's (--frame-vh), so the content stays as it is and one request settles it
  // (not while its cards move: a card flying in from the hand is drawn below the middle, and
  // a moved element's drawing counts in the overflow; asked again once they are still)
  var moving = center.getAnimations ? center.getAnimations({ subtree: true }) : [];
  if (moving.length) askWhenStill(moving);
  var over = moving.length ? 0 : center.scrollHeight - center.clientHeight;
  if (over > 0 && center.querySelector(".card")) kept = Math.min(1400, Math.max(kept, window.innerHeight + over));
  var need = kept;
  for (var i = 0; i < center.children.length; i++) {
    var part = center.children[i], style = getComputedStyle(part);
    // (a panel not laid out yet, the table still hidden behind the first screen, has no size:
    // its padding alone would read as a need, 20 px more at each drawing until it shows)
    if (style.position !== "absolute" || !part.firstElementChild || !part.clientHeight) continue;
    var head = part.firstElementChild, foot = part.lastElementChild;
    // (from the first one's top margin to the last one's bottom margin: a heading's margin is height)
    var natural = foot.getBoundingClientRect().bottom + parseFloat(getComputedStyle(foot).marginBottom) -
      head.getBoundingClientRect().top + parseFloat(getComputedStyle(head).marginTop) +
      parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    need = Math.max(need, Math.ceil(window.innerHeight + natural - part.clientHeight));
  }
  return need;
}
var stillAwaited = null;  // the middle's animations whose end will ask for the height again
function askWhenStill(animations) {
  if (stillAwaited) return;
  stillAwaited = Promise.all(animations.map(function (run) { return run.finished.catch(function () {}); }))
    .then(function () { stillAwaited = null; askHeight(); });
}
// how much taller than its base height the frame is because it takes the heights this table
// asks for (0 in a frame whose height the blog fixed: that height is all room); set when the
// frame is resized, so it always goes with the frame's height of the moment. (Once the frame
// has taken a height asked for, it follows: another request may be on its way when it is
// resized, so its height need not be the last one asked for.)
var grown = 0, follows = false;
// (the rooms' heights leave it out: rooms.mjs)
export function grownBy() { return grown; }
// the height that sizes a dock's cards (--frame-vh, 1 % of it; the window's vh outside a frame)
function writeFrameHeight() {
  if (!embedded) return;
  var px = (window.innerHeight - grown) / 100 + "px";
  var root = document.documentElement;
  if (root.style.getPropertyValue("--frame-vh") !== px) root.style.setProperty("--frame-vh", px);
}
export function postHeight() {
  if (!embedded) return;
  var screen = document.documentElement.getAttribute("data-screen");
  var height = (screen === "game" || screen === "replay") ? Math.max(baseHeight(), tableNeed(screen))
    : Math.ceil(document.getElementById("app").getBoundingClientRect().height) + 2;
  if (Math.abs(height - lastHeight) < 2) return;
  lastHeight = height;
  window.parent.postMessage({ tapis: "height", height: height }, "*");
}
// a table's height in an embed before anything overflows: for its width, within 560-760 px
function baseHeight() { return Math.round(Math.min(760, Math.max(560, window.innerWidth * 0.85))); }
// once this frame is laid out whole (the zones' rooms measured and written, ResizeObserver),
// never from a layout the rooms are about to change: one height asked for per frame, the right one
var heightAsked = false;
export function askHeight() {
  if (!embedded || heightAsked) return;
  heightAsked = true;
  setTimeout(function () { heightAsked = false; postHeight(); }, 0);
}
window.addEventListener("resize", function () {
  follows = follows || (embedded && Math.abs(window.innerHeight - lastHeight) <= 2);
  grown = follows ? Math.max(0, window.innerHeight - baseHeight()) : 0;
  writeFrameHeight();
  askHeight();
});
writeFrameHeight();
