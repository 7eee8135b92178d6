// The guided game's bubble placed near what it explains (the coach).
// The guided game's bubble: near the element it explains, never over it, joined to it by a
// line with an arrow head; the element is outlined while the bubble points at it. The place is
// chosen among many around the screen by what it would cover: the target never; the middle's
// cards, the dock (your hand, the actions) and what moves there as little as can be; the other
// players' strip only while nothing happens there (nobody's turn, no move just told); the dock's
// sentence and a player's caption (what a computer just did) next to never: they are what a bubble
// speaks of, and on a phone, where every place covers something, the cheaper places were often
// over them (issue 50).
var COACH_GAP = 14;
var SPOKEN_OF = 3000;  // per pixel covered: more than anything but the target itself
function area(a, b) {
  var w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  var h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}
function coachAvoid(target, reading) {
  // [rect, weight per pixel covered]; while the person reads (the table waits for « Compris »)
  // the dock may be covered a little, never when the step waits for a move there
  var out = [], dock = reading ? 12 : 200;
  function add(el, weight) {
    if (!el || el === target || (target && (el.contains(target) || target.contains(el)))) return;
    var r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) out.push([r, weight]);
  }
  function all(selector, weight) { document.querySelectorAll(selector).forEach(function (el) { add(el, weight); }); }
  all(".table-center .card, .table-center .tile, .table-center button, .table-center [data-coach], .table-center [role=img]", 500);
  all(".table-center p, .table-center h2, .table-center h3", 25);
  all(".table-dock [data-role=hand] > *, .table-dock [data-role=actions] > *, .table-dock .dock-work", dock);
  all(".table-dock [data-role=prompt]", SPOKEN_OF);
  // the others' strip is free while nobody there is to move (their last move's caption stays
  // readable at a small price)
  var busy = document.querySelector(".table-side .seat--active, .table-side .seat-caption--thinking");
  all(".table-side .seat", busy ? 100 : 1);
  all(".table-side .seat-caption", SPOKEN_OF);
  all(".table-status", 2);
  return out;
}
function coachLine(coach, r) {
  var line = document.querySelector(".coach-line");
  if (!r) { if (line) line.remove(); return; }
  if (!line) {
    line = document.createElement("div");
    line.className = "coach-line";
    line.setAttribute("aria-hidden", "true");
    document.body.appendChild(line);
  }
  var c = coach.getBoundingClientRect();
  // from the bubble's edge to the target's edge, along the line joining their centres
  var cx = c.left + c.width / 2, cy = c.top + c.height / 2;
  var tx = Math.max(r.left, Math.min(r.right, cx)), ty = Math.max(r.top, Math.min(r.bottom, cy));
  var sx = Math.max(c.left, Math.min(c.right, tx)), sy = Math.max(c.top, Math.min(c.bottom, ty));
  var dx = tx - sx, dy = ty - sy, length = Math.sqrt(dx * dx + dy * dy);
  if (length < 4) { line.style.display = "none"; return; }
  line.style.display = "";
  line.style.left = sx + "px";
  line.style.top = sy + "px";
  line.style.width = Math.max(0, length - 4) + "px";
  line.style.transform = "rotate(" + Math.atan2(dy, dx) + "rad)";
}
export function placeCoachNow() {
  document.querySelectorAll(".coach-target").forEach(function (el) { el.classList.remove("coach-target"); });
  var coach = document.querySelector(".coach");
  if (!coach) { coachLine(null, null); return; }
  var name = coach.getAttribute("data-target");
  var target = name ? document.querySelector('[data-coach="' + CSS.escape(name) + '"]') : null;
  if (target && !target.getClientRects().length) target = null;
  if (target) target.classList.add("coach-target");
  var c = coach.getBoundingClientRect(), w = c.width, h = c.height;
  var header = document.querySelector(".app-header");
  var top0 = (header ? header.getBoundingClientRect().bottom : 0) + 4;
  var maxTop = Math.max(top0, window.innerHeight - h - 4), maxLeft = Math.max(4, window.innerWidth - w - 4);
  var r = target ? target.getBoundingClientRect() : null;
  // the target with its outline, and a little air, is never covered
  var keep = r ? { left: r.left - 8, top: r.top - 8, right: r.right + 8, bottom: r.bottom + 8 } : null;
  var avoid = coachAvoid(target, !!coach.querySelector("[data-coach-ok]"));
  var tops = [], lefts = [], i;
  for (i = 0; i <= 24; i++) tops.push(top0 + (maxTop - top0) * i / 24);
  for (i = 0; i <= 12; i++) lefts.push(4 + (maxLeft - 4) * i / 12);
  if (r) {  // and the places right beside the target
    tops.push(r.top - h - COACH_GAP, r.bottom + COACH_GAP, r.top + r.height / 2 - h / 2);
    lefts.push(r.left + r.width / 2 - w / 2, r.left - w - COACH_GAP, r.right + COACH_GAP);
  } else {
    lefts.push((window.innerWidth - w) / 2);
  }
  var best = null;
  tops.forEach(function (top) {
    top = Math.max(top0, Math.min(maxTop, top));
    lefts.forEach(function (left) {
      left = Math.max(4, Math.min(maxLeft, left));
      var box = { left: left, top: top, right: left + w, bottom: top + h };
      var cost = keep ? area(box, keep) * 1e4 : 0;
      for (var k = 0; k < avoid.length; k++) cost += area(box, avoid[k][0]) * avoid[k][1];
      // near its target (or, without one, near the top of the middle)
      var dx = r ? Math.max(0, r.left - box.right, box.left - r.right) : Math.abs(left + w / 2 - window.innerWidth / 2);
      var dy = r ? Math.max(0, r.top - box.bottom, box.top - r.bottom) : top - top0;
      cost += (dx + dy) * 40;
      if (!best || cost < best.cost) best = { cost: cost, top: top, left: left };
    });
  });
  coach.classList.remove("coach--free");
  coach.style.transform = "none";
  coach.style.top = best.top + "px";
  coach.style.left = best.left + "px";
  if (r) coach.setAttribute("data-side", best.top + h <= r.top ? "above" : best.top >= r.bottom ? "below" : "beside");
  coachLine(coach, r);
}
// the cards that moved are measured where they end, once their animation is over
var coachTimer = null;
export function placeCoach() {
  placeCoachNow();
  clearTimeout(coachTimer);
  coachTimer = document.querySelector(".coach") ? setTimeout(placeCoachNow, 420) : null;
}
window.addEventListener("resize", placeCoach);
