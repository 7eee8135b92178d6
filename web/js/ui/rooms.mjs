// The room each zone has, measured and written on it (--room-w, --room-h, data-room).
import { askHeight, grownBy } from "./embed-size.mjs";
import { placeCoachNow } from "./coach.mjs";
import { keepActiveInView } from "./motion.mjs";

// The room a zone has (the middle, a hand, a row of cards), measured here rather than by CSS
// container units: the cards' sizes read --room-w / --room-h (px) on the nearest element marked
// data-measure ("size": both, "inline": the width). Measured (issue 26, CPU 4×): with container
// units, every change anywhere on the table laid out and restyled each zone's cards again,
// 20-75 ms a redraw; with sizes written only when a zone's size changes, 1-10 ms.
// A zone's CSS may also name steps of room (--room-steps: w700 h240): the page lists on the
// zone, in data-room, those its room reaches (width ≥ 700 px, height ≥ 240 px), and the CSS
// selects on them ([data-room~=w700]) where it would have used a container query.
var measured = new Set();
var steps = new WeakMap();
var rooms = window.ResizeObserver ? new ResizeObserver(function (entries) {
  var changed = false;
  // (every zone's steps read before any room is written: a read after a write would restyle)
  entries.forEach(function (entry) { stepsOf(entry.target); });
  entries.forEach(function (entry) {
    var el = entry.target, box = entry.contentBoxSize && entry.contentBoxSize[0];
    var width = box ? box.inlineSize : entry.contentRect.width;
    var height = roomHeight(el, box ? box.blockSize : entry.contentRect.height);
    if (grewALittle(el, width, height)) { waiting.set(el, [width, height]); return; }
    waiting.delete(el);
    changed = writeRoom(el, width, height) || changed;
  });
  if (waiting.size) { clearTimeout(waitTimer); waitTimer = setTimeout(settleRooms, ROOM_GROWS_AFTER); }
  if (changed) roomsChanged();
}) : null;
// the cards took their new size: an embed's frame asks again for the height it needs, the
// coach's bubble finds its place again (both read the layout the browser makes now), and the
// one to play is brought back into the others' list in the next frame (its places changed size)
function roomsChanged() {
  askHeight();
  if (document.querySelector(".coach")) placeCoachNow();
  requestAnimationFrame(function () { keepActiveInView(document.getElementById("app")); });
}
// A zone that grows by a little (less than ROOM_GROWS_AT_ONCE px) keeps its cards' size until it
// has stayed still for ROOM_GROWS_AFTER ms; one that shrinks, or grows by more, is followed at
// once. What a player just did, said under their place, comes and goes at every move and
// changes the felt's height by 5-50 px: the felt's cards were resized, restyled and laid out
// again at every move (measured, issue 26: 30 times in 20 s of a watched Glossa game, 34 in
// BuyWord, 43 in Glop). They now wait for a pause in the game.
var ROOM_GROWS_AFTER = 1200, ROOM_GROWS_AT_ONCE = 96;
var waiting = new Map(), waitTimer = null;
function grewALittle(el, width, height) {
  var oldWidth = written(el, "--room-w"), oldHeight = height === null ? null : written(el, "--room-h");
  if (isNaN(oldWidth) || oldHeight !== null && isNaN(oldHeight)) return false;
  var dw = width - oldWidth, dh = height === null ? 0 : height - oldHeight;
  return dw >= 0 && dh >= 0 && (dw > 0 || dh > 0) && dw < ROOM_GROWS_AT_ONCE && dh < ROOM_GROWS_AT_ONCE;
}
function settleRooms() {
  var changed = false;
  waiting.forEach(function (box, el) { if (el.isConnected) changed = writeRoom(el, box[0], box[1]) || changed; });
  waiting.clear();
  if (changed) roomsChanged();
}
// the height a zone has room for, or null for a zone measured only in width (the height an
// embed's frame grew by, for content that did not fit, is not room for bigger cards: cards
// that grew with the frame would ask for more again, and the frame would creep)
function roomHeight(el, height) {
  return el.getAttribute("data-measure") === "size" ? Math.max(0, height - grownBy()) : null;
}
// a zone's room (its content box) written on it, with the steps it reaches; true when it changed
function writeRoom(el, width, height) {
  var changed = setRoom(el, "--room-w", width);
  if (height !== null) changed = setRoom(el, "--room-h", height) || changed;
  var named = stepsOf(el);
  if (!named.length) return changed;
  var reached = named.filter(function (step) {
    var size = step.charAt(0) === "w" ? width : height;
    return size !== null && size >= parseFloat(step.slice(1));
  }).join(" ");
  if (el.getAttribute("data-room") === reached) return changed;
  el.setAttribute("data-room", reached);
  return true;
}
// the size written on a zone (px), NaN before the first
function written(el, name) { return parseFloat(el.style.getPropertyValue(name)); }
// writes one size on a zone; true when it changed
function setRoom(el, name, px) {
  var old = written(el, name);
  // a room that grows by under 24 px in height keeps its cards as they are even after the pause
  // (grewALittle): they still fit, and cards that changed size with every caption would restyle
  // and lay out the whole middle; a room that shrinks is followed at once
  if (name === "--room-h" && old && px > old && px - old < 24) return false;
  if (old === px) return false;
  el.style.setProperty(name, px + "px");
  return true;
}
export function measure(root) {
  if (!rooms) return;
  measured.forEach(function (el) { if (!el.isConnected) { rooms.unobserve(el); measured.delete(el); } });
  root.querySelectorAll("[data-measure]").forEach(function (el) {
    if (measured.has(el)) return;
    measured.add(el);
    rooms.observe(el);
  });
}
// A zone's steps (--room-steps in its CSS), read once, when its room is first measured: the
// observer reports after the browser's layout, when the styles are up to date. (Read as a zone
// came in, inside the drawing's task, they made the browser restyle the new screen at once:
// 36 ms of a table's first drawing at 4× CPU, measured.)
function stepsOf(el) {
  var named = steps.get(el);
  if (named) return named;
  named = getComputedStyle(el).getPropertyValue("--room-steps").trim().split(/\s+/)
    .filter(function (step) { return /^[wh]\d+$/.test(step); });
  steps.set(el, named);
  return named;
}
// a zone that stays keeps the room measured on it (Python's HTML does not carry it)
export function keepRoom(from, to) {
  ["--room-w", "--room-h"].forEach(function (name) {
    var value = from.style.getPropertyValue(name);
    if (value) to.style.setProperty(name, value);
  });
  if (from.hasAttribute("data-room")) to.setAttribute("data-room", from.getAttribute("data-room"));
}
