// What moved, animated (FLIP: First, Last, Invert, Play), in the frame after a drawing.
import { placeCoach } from "./coach.mjs";
import { askHeight } from "./embed-size.mjs";

const reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)");

// the keyed pieces inside the parts of the page a drawing changes (the whole page, or the zones
// it redrew: issue 48), never the others: reading them would lay out the page at once
function keyed(scopes, selector, each) {
  scopes.forEach(function (scope) {
    if (scope.isConnected) scope.querySelectorAll(selector).forEach(each);
  });
}

export function rects(scopes) {
  var out = {};
  keyed(scopes, "[data-key]", function (el) {
    out[el.getAttribute("data-key")] = { rect: el.getBoundingClientRect(), el: el };
  });
  return out;
}

export function animates(speed) { return !((reduced && reduced.matches) || speed === 0); }

// Every position is read first, then every animation started: a read after an animation was
// started would make the browser lay the page out again, once per moved card (measured: 70-120
// ms per move on Le Glükz's table, 5 ms with the reads together).
function animate(scopes, before, speed) {
  if (!animates(speed)) return;
  var duration = 260 * (speed || 1);
  var seen = {}, moves = [], flights = [];
  keyed(scopes, "[data-key]", function (el) {
    var key = el.getAttribute("data-key");
    seen[key] = true;
    var old = before[key];
    var from = null;
    if (old) from = old.rect;
    else if (el.hasAttribute("data-from")) {
      var origin = document.querySelector('[data-anchor="' + el.getAttribute("data-from") + '"]');
      if (origin) from = origin.getBoundingClientRect();
    }
    if (from) moves.push([el, from, el.getBoundingClientRect()]);
  });
  // cards that left the screen fly to their "sink" (e.g. a capture pile) and fade out
  keyed(scopes, "[data-sink]", function (sink) {
    var target = sink.getBoundingClientRect();
    sink.getAttribute("data-sink").split(" ").forEach(function (key) {
      if (before[key] && !seen[key]) flights.push([before[key], target]);
    });
  });
  moves.forEach(function (move) {
    var from = move[1], now = move[2];
    var dx = from.left - now.left, dy = from.top - now.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
    move[0].animate([{ transform: "translate(" + dx + "px," + dy + "px)" }, { transform: "none" }],
                    { duration: duration, easing: "cubic-bezier(.2,.7,.3,1)" });
  });
  flights.forEach(function (flight) {
    var old = flight[0], target = flight[1];
    var ghost = old.el.cloneNode(true);
    ghost.removeAttribute("data-key");
    ghost.setAttribute("aria-hidden", "true");
    ghost.className += " ghost";
    ghost.style.cssText += ";position:fixed;margin:0;left:" + old.rect.left + "px;top:" + old.rect.top +
      "px;width:" + old.rect.width + "px;height:" + old.rect.height + "px;pointer-events:none;z-index:50";
    document.body.appendChild(ghost);
    var dx = target.left + target.width / 2 - (old.rect.left + old.rect.width / 2);
    var dy = target.top + target.height / 2 - (old.rect.top + old.rect.height / 2);
    var run = ghost.animate([{ transform: "none", opacity: 1 },
                             { transform: "translate(" + dx + "px," + dy + "px) scale(.5)", opacity: 0.2 }],
                            { duration: duration * 1.6, easing: "ease-in", delay: duration * 0.4 });
    run.onfinish = function () { ghost.remove(); };
  });
}

// The others' places in a list that scrolls (five players or more on a phone: tapis.css): the
// one to play is brought into it. Read and scrolled in the frame, before the animations start
// (the layout is the frame's own; a scroll does not lay out again).
export function keepActiveInView(root) {
  var list = root.querySelector(".table-others");
  if (!list || list.scrollHeight <= list.clientHeight + 1) return;
  var seat = list.querySelector(".seat--active");
  if (!seat) return;
  var box = list.getBoundingClientRect(), place = seat.getBoundingClientRect();
  if (place.top < box.top) list.scrollTop -= box.top - place.top + 4;
  else if (place.bottom > box.bottom) list.scrollTop += Math.min(place.bottom - box.bottom + 4, place.top - box.top);
}

// What is read from the new layout (where the cards went, the coach's place, an embed's height)
// is read in the next frame, once for every drawing since the last one: several drawings before
// that frame animate once, from the first positions.
let afterLayout = null;
// (an earlier drawing's animation still to start: its positions are the older ones)
export function layoutPending() { return afterLayout !== null; }
export function nextFrame(scopes, before, speed) {
  if (afterLayout) {  // (a drawing before the frame: its parts move too, from the first positions)
    scopes.forEach(function (scope) { if (afterLayout.scopes.indexOf(scope) < 0) afterLayout.scopes.push(scope); });
    return;
  }
  afterLayout = { scopes: scopes.slice(), before: before, speed: speed };
  requestAnimationFrame(function () {
    var pending = afterLayout;
    afterLayout = null;
    keepActiveInView(document.getElementById("app"));
    animate(pending.scopes, pending.before, pending.speed);
    placeCoach();
    askHeight();
  });
}
