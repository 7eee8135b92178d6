// Tapis UI glue: the only hand-written JavaScript besides boot.js and the service worker.
// Python renders every screen to an HTML string; this file morphs the page to it (morphdom),
// reports clicks, keys and fields, and animates what moved (FLIP: First, Last, Invert, Play).
// It holds no rules and no game state.
(function () {
  "use strict";
  var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)");
  var handler = null;
  var grantedStorage = null;  // localStorage handed over by the Storage Access API, once granted
  function local() { return grantedStorage || window.localStorage; }

  function rects(root) {
    var out = {};
    root.querySelectorAll("[data-key]").forEach(function (el) {
      out[el.getAttribute("data-key")] = { rect: el.getBoundingClientRect(), el: el };
    });
    return out;
  }

  // The element to focus after a redraw when the focused one is gone: the one Python names
  // (options.focus), else the new element with the old one's data-focus or id.
  function focusKey() {
    var el = document.activeElement;
    if (!el || el === document.body) return null;
    return el.getAttribute("data-focus") || el.id || null;
  }

  function restoreFocus(root, key, wanted) {
    var target = null;
    if (wanted) target = root.querySelector(wanted);
    // the focus follows its key (data-focus, else id) to the first element holding it: a view
    // hands it on by giving the key to an element before (« Poser une carte » → the first card)
    if (!target && key) {
      target = root.querySelector('[data-focus="' + CSS.escape(key) + '"]') || document.getElementById(key);
    }
    if (target && typeof target.focus === "function" && target !== document.activeElement) target.focus({ preventScroll: true });
  }

  // Issue 26: the page is morphed to the new HTML (morphdom, vendor/morphdom) instead of being
  // replaced: elements that stay keep their focus, an open <details>, what is typed in a field,
  // the scroll inside a panel, and a card keeps its element (data-key) wherever it goes.
  // (data-place: a place that is always there, whatever it holds, so that what comes or goes
  // inside it never makes the morph rebuild its next siblings; unlike data-key, never animated)
  function nodeKey(node) {
    if (!node.getAttribute) return undefined;
    return node.id || node.getAttribute("data-key") || node.getAttribute("data-place") || undefined;
  }
  function beforeUpdate(from, to) {
    if (from.hasAttribute("data-measure")) keepRoom(from, to);
    if (from.isEqualNode(to)) return false;
    // what the person opened or typed, which Python's HTML does not say
    if (from.tagName === "DETAILS" && from.open && !to.hasAttribute("open")) to.setAttribute("open", "");
    if (from.tagName === "INPUT" && from.hasAttribute("data-keep") && from.value && !to.getAttribute("value")) {
      to.setAttribute("value", from.value);
    }
    return true;
  }
  function morph(root, html) {
    var next = document.createElement("div");
    next.innerHTML = html;
    window.morphdom(root, next, { childrenOnly: true, getNodeKey: nodeKey, onBeforeElUpdated: beforeUpdate });
  }

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
    return el.getAttribute("data-measure") === "size" ? Math.max(0, height - grown) : null;
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
  function measure(root) {
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
  function keepRoom(from, to) {
    ["--room-w", "--room-h"].forEach(function (name) {
      var value = from.style.getPropertyValue(name);
      if (value) to.style.setProperty(name, value);
    });
    if (from.hasAttribute("data-room")) to.setAttribute("data-room", from.getAttribute("data-room"));
  }

  function animates(speed) { return !((reduced && reduced.matches) || speed === 0); }

  // Every position is read first, then every animation started: a read after an animation was
  // started would make the browser lay the page out again, once per moved card (measured: 70-120
  // ms per move on Le Glükz's table, 5 ms with the reads together).
  function animate(root, before, speed) {
    if (!animates(speed)) return;
    var duration = 260 * (speed || 1);
    var seen = {}, moves = [], flights = [];
    root.querySelectorAll("[data-key]").forEach(function (el) {
      var key = el.getAttribute("data-key");
      seen[key] = true;
      var old = before[key];
      var from = null;
      if (old) from = old.rect;
      else if (el.hasAttribute("data-from")) {
        var origin = root.querySelector('[data-anchor="' + el.getAttribute("data-from") + '"]');
        if (origin) from = origin.getBoundingClientRect();
      }
      if (from) moves.push([el, from, el.getBoundingClientRect()]);
    });
    // cards that left the screen fly to their "sink" (e.g. a capture pile) and fade out
    root.querySelectorAll("[data-sink]").forEach(function (sink) {
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

  // An attribute of the page's root, written only when it changes: the browser restyles the whole
  // page when some are written again unchanged (measured for lang: 33 ms a drawing at 4× CPU).
  function setRoot(name, value) {
    var root = document.documentElement;
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  }

  // The others' places in a list that scrolls (five players or more on a phone: tapis.css): the
  // one to play is brought into it. Read and scrolled in the frame, before the animations start
  // (the layout is the frame's own; a scroll does not lay out again).
  function keepActiveInView(root) {
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
  var afterLayout = null;
  function nextFrame(root, before, speed) {
    if (afterLayout) return;
    afterLayout = { before: before, speed: speed };
    requestAnimationFrame(function () {
      var pending = afterLayout;
      afterLayout = null;
      keepActiveInView(root);
      animate(root, pending.before, pending.speed);
      placeCoach();
      askHeight();
    });
  }

  function render(html, options) {
    options = options || {};
    var root = document.getElementById("app");
    var key = focusKey();
    // where the cards were, for the animation (not read when nothing will move: reading them
    // makes the browser lay out the page as it stands, at once), unless an earlier drawing's
    // animation is still to start: its positions are the older ones
    var before = !afterLayout && animates(options.speed) ? rects(root) : {};
    var screen = document.documentElement.getAttribute("data-screen");
    morph(root, html);
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
    var cardsWillMove = !afterLayout && Object.keys(before).length > 0;
    nextFrame(root, before, options.speed);
    if (cardsWillMove) root.getBoundingClientRect();
    // another screen starts at its top (a table never scrolls: not read there, it would lay out)
    if (options.screen && options.screen !== screen && options.screen !== "game" && options.screen !== "replay" &&
        window.scrollY) window.scrollTo(0, 0);
  }

  // The guided game's bubble: near the element it explains, never over it, joined to it by a
  // line with an arrow head; the element is outlined while the bubble points at it. The place is
  // chosen among many around the screen by what it would cover: the target never; the middle's
  // cards, the dock (your hand, the actions) and what moves there as little as can be; the other
  // players' strip only while nothing happens there (nobody's turn, no move just told).
  var COACH_GAP = 14;
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
    all(".table-dock [data-role=prompt]", dock / 2);
    // the others' strip is free while nobody there is to move (their last move's caption stays
    // readable at a small price)
    var busy = document.querySelector(".table-side .seat--active, .table-side .seat-caption--thinking");
    all(".table-side .seat", busy ? 100 : 1);
    all(".table-side .seat-caption", busy ? 100 : 3);
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
  function placeCoachNow() {
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
  function placeCoach() {
    placeCoachNow();
    clearTimeout(coachTimer);
    coachTimer = document.querySelector(".coach") ? setTimeout(placeCoachNow, 420) : null;
  }
  window.addEventListener("resize", placeCoach);

  // Embedded in another page (embed.js's <tapis-game>), the frame tells its page the height it
  // wants: a table fits most heights, so it asks for one that suits its width, and more when its
  // middle holds more than it has room for at this moment (issue 27: Glop's hand to memorise in
  // a phone's frame); a picker or a set-up screen asks for its whole length, so no inner
  // scrollbar hides part of it.
  var embedded = document.documentElement.hasAttribute("data-embed") && window.parent !== window;
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
  // the height that sizes a dock's cards (--frame-vh, 1 % of it; the window's vh outside a frame)
  function writeFrameHeight() {
    if (!embedded) return;
    var px = (window.innerHeight - grown) / 100 + "px";
    var root = document.documentElement;
    if (root.style.getPropertyValue("--frame-vh") !== px) root.style.setProperty("--frame-vh", px);
  }
  function postHeight() {
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
  function askHeight() {
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

  function announce(text) {
    var live = document.getElementById("live");
    if (!live) return;
    live.textContent = "";
    setTimeout(function () { live.textContent = text; }, 30);
  }

  // A tap answers at once (issue 26): the pressed element shows it in this very frame, before
  // Python's answer (the next drawing, which does not carry the mark, takes it off).
  function pressed(el) {
    el.classList.add("is-pressed");
  }

  // Every act sent marks the page busy until the app has answered it (shell.mjs: its drawing,
  // then "idle"), for the cursor and for tests that wait for the answer.
  // (Before the app is ready there is nobody to answer: the first screen keeps its taps itself.)
  function dispatch(act, arg) {
    if (!handler) return;
    document.documentElement.setAttribute("data-busy", "");
    handler(act, arg == null ? "" : String(arg));
  }

  // A form[data-act] is sent as its fields, never submitted: a frame sandboxed without
  // allow-forms (a blog's embed) refuses every submission, silently (issue 46).
  function sendForm(form) {
    var data = {};
    new FormData(form).forEach(function (value, name) { data[name] = value; });
    dispatch(form.getAttribute("data-act"), JSON.stringify(data));
  }

  // Copy, share and paste, in the tap's own gesture (browsers allow them only then):
  // [data-copy] copies its text, [data-share] opens the device's share sheet with it (copies
  // where there is none), [data-paste] puts the clipboard's text in its form's field and sends
  // the form. The button says what happened (data-done, data-failed) for two seconds.
  function said(el, word) {
    if (!word) return;
    var before = el.textContent;
    el.textContent = word;
    setTimeout(function () { el.textContent = before; }, 2000);
  }
  function copy(el, text) {
    function done() { said(el, el.getAttribute("data-done")); }
    function byHand() {  // no clipboard API here (a frame without clipboard-write): the old way
      var field = document.createElement("textarea");
      field.value = text;
      field.setAttribute("readonly", "");
      field.style.cssText = "position:fixed;top:0;opacity:0";
      document.body.appendChild(field);
      field.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      field.remove();
      if (ok) done(); else said(el, el.getAttribute("data-failed"));
    }
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, byHand);
    else byHand();
  }
  function share(el, text) {
    if (!navigator.share) return copy(el, text);
    var data = /^https?:/.test(text) ? { url: text } : { text: text };
    if (el.getAttribute("data-title")) data.title = el.getAttribute("data-title");
    navigator.share(data).catch(function (error) {
      if (error && error.name !== "AbortError") copy(el, text);  // (closed by the person: nothing to say)
    });
  }
  function paste(el) {
    var form = el.closest("form[data-act]");
    var field = form && form.querySelector("input[type=text]");
    if (!field) return;
    if (!navigator.clipboard || !navigator.clipboard.readText) { field.focus(); return; }
    navigator.clipboard.readText().then(function (text) {
      field.value = String(text || "").trim();
      if (field.value) sendForm(form); else field.focus();
    }, function () { field.focus(); said(el, el.getAttribute("data-failed")); });
  }
  document.addEventListener("click", function (event) {
    var el = event.target.closest && event.target.closest("button[data-copy], button[data-share], button[data-paste]");
    if (!el || el.disabled) return;
    event.preventDefault();
    if (el.hasAttribute("data-paste")) paste(el);
    else if (el.hasAttribute("data-share")) share(el, el.getAttribute("data-share"));
    else copy(el, el.getAttribute("data-copy"));
  });
  document.addEventListener("keydown", function (event) {  // Enter in a form's field sends the form
    var field = event.target;
    if (event.key !== "Enter" || event.isComposing || !field || field.tagName !== "INPUT") return;
    var form = field.closest && field.closest("form[data-act]");
    if (!form) return;
    event.preventDefault();
    sendForm(form);
  });

  // One listener for the whole app: any element with data-act reports to Python.
  document.addEventListener("click", function (event) {
    var el = event.target.closest && event.target.closest("[data-act]");
    if (!el || el.disabled || el.getAttribute("aria-disabled") === "true") return;
    if (performance.now() - dragEnded < 300) { event.preventDefault(); return; }
    // A click inside a form[data-act]: its submit button sends the form's fields; its
    // background and fields are the form's own business.
    if (el.tagName === "FORM") {
      var submit = event.target.closest("button[type=submit], input[type=submit]");
      if (submit && !submit.disabled) {
        event.preventDefault();
        pressed(submit);
        sendForm(el);
      }
      return;
    }
    if (el.tagName === "SELECT" || (el.tagName === "INPUT" && el.type !== "button" && el.type !== "submit")) return;
    event.preventDefault();
    pressed(el);
    dispatch(el.getAttribute("data-act"), el.getAttribute("data-arg"));
  });
  document.addEventListener("change", function (event) {
    var el = event.target;
    if (!el.getAttribute || !el.getAttribute("data-act")) return;
    if (el.type === "file") {  // a file to import: Python receives its text
      var file = el.files && el.files[0];
      if (file && file.size < 20e6) file.text().then(function (text) { dispatch(el.getAttribute("data-act"), text); });
      return;
    }
    var value = el.type === "checkbox" ? (el.checked ? "true" : "false") : el.value;
    dispatch(el.getAttribute("data-act"), JSON.stringify({ arg: el.getAttribute("data-arg"), value: value }));
  });
  document.addEventListener("input", function (event) {
    var el = event.target;
    if (!el.getAttribute || !el.hasAttribute("data-input")) return;
    dispatch(el.getAttribute("data-input"), JSON.stringify({ arg: el.getAttribute("data-arg"), value: el.value }));
  });
  document.addEventListener("submit", function (event) {  // (any other way a form is submitted)
    var form = event.target;
    if (!form.getAttribute || !form.getAttribute("data-act")) return;
    event.preventDefault();
    sendForm(form);
  });
  // Reordering (a word's cards): an element with data-drag may be dragged (mouse, pen or finger)
  // onto an element with data-drop; the view receives "move:<drag>:<drop>". With the keyboard, a
  // focused element's data-arrow-left / data-arrow-right is sent on ArrowLeft / ArrowRight.
  var drag = null, dragEnded = -1e9;
  document.addEventListener("pointerdown", function (event) {
    var el = event.target.closest && event.target.closest("[data-drag]");
    if (!el || event.button > 0) return;
    drag = { el: el, x: event.clientX, y: event.clientY, moving: false };
  });
  document.addEventListener("pointermove", function (event) {
    if (!drag) return;
    var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
    if (!drag.moving && Math.abs(dx) + Math.abs(dy) < 10) return;
    drag.moving = true;
    drag.el.classList.add("is-dragging");
    drag.el.style.transform = "translate(" + dx + "px, " + dy + "px)";
    event.preventDefault();
  });
  function endDrag(event) {
    if (!drag) return;
    var d = drag;
    drag = null;
    d.el.classList.remove("is-dragging");
    d.el.style.transform = "";
    if (!d.moving || event.type === "pointercancel") return;
    var under = document.elementFromPoint(event.clientX, event.clientY);
    var target = under && under.closest("[data-drop]");
    dragEnded = performance.now();  // the click that ends a drag is not a tap on the card
    if (target && target !== d.el) {
      dispatch("view", "move:" + d.el.getAttribute("data-drag") + ":" + target.getAttribute("data-drop"));
    }
  }
  document.addEventListener("pointerup", endDrag);
  document.addEventListener("pointercancel", endDrag);

  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    var t = event.target;
    if (t && t.getAttribute && (event.key === "ArrowLeft" || event.key === "ArrowRight")) {
      var move = t.getAttribute(event.key === "ArrowLeft" ? "data-arrow-left" : "data-arrow-right");
      if (move) { event.preventDefault(); dispatch("view", move); return; }
    }
    if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT") && event.key !== "Escape") return;
    if (event.key.length === 1 || ["Escape", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].indexOf(event.key) >= 0) {
      if (handler && (document.documentElement.setAttribute("data-busy", ""), handler("key", event.key)) === true) {
        event.preventDefault();
      }
    }
  });

  window.Tapis = {
    render: render,
    setRoot: setRoot,
    announce: announce,
    setHandler: function (fn) { handler = fn; },
    download: function (name, text) {
      var url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
      var a = document.createElement("a");
      a.href = url; a.download = name; document.body.appendChild(a); a.click(); a.remove();
      setTimeout(function () { URL.revokeObjectURL(url); }, 1000);
    },
    readFile: function (input) {
      return input.files && input.files[0] ? input.files[0].text() : Promise.resolve("");
    },
    storage: {
      get: function (key) { try { return local().getItem(key); } catch (e) { return null; } },
      set: function (key, value) { try { local().setItem(key, value); return true; } catch (e) { return false; } },
      remove: function (key) { try { local().removeItem(key); return true; } catch (e) { return false; } },
      keys: function () { try { return Object.keys(local()); } catch (e) { return []; } }
    },
    // A frame on another site, where the browser blocks third-party storage, may ask for it
    // (Storage Access API; the person's click is the gesture it needs). Chromium hands back a
    // handle whose localStorage is the one to use; Safari and Firefox open the page's own.
    grantedStorage: function () { return grantedStorage; },
    canAskStorage: function () { return typeof document.requestStorageAccess === "function"; },
    askStorage: function () {
      if (typeof document.requestStorageAccess !== "function") return Promise.resolve(false);
      return document.requestStorageAccess({ localStorage: true }).then(function (handle) {
        if (handle && handle.localStorage) grantedStorage = handle.localStorage;
        try { local().setItem("tapis.probe", "1"); local().removeItem("tapis.probe"); return true; }
        catch (e) { return false; }
      }, function () { return false; });
    },
    // Remote play: the camera reads a friend's QR code (js/scan.js) in a panel over the page,
    // outside #app so the screen's redraws never cut the video. Resolves with the text read, or
    // rejects with why not ("closed" when the person closed the panel).
    scan: function (title, closeLabel) {
      if (!window.TapisScan) return Promise.reject(new Error("no-camera"));
      var panel = document.createElement("div");
      panel.className = "scanner";
      panel.setAttribute("role", "dialog");
      panel.setAttribute("aria-label", title);
      var heading = document.createElement("p");
      heading.textContent = title;
      var view = document.createElement("div");
      view.className = "scanner-view";
      var close = document.createElement("button");
      close.type = "button";
      close.className = "btn";
      close.textContent = closeLabel;
      close.addEventListener("click", function () { window.TapisScan.close(); });
      panel.appendChild(heading); panel.appendChild(view); panel.appendChild(close);
      document.body.appendChild(panel);
      close.focus();
      function done() { panel.remove(); }
      return window.TapisScan.open(view).then(function (text) { done(); return text; },
                                              function (error) { done(); throw error; });
    },
    canInstall: function () { return !!(window.TapisBoot && window.TapisBoot.installPrompt); },
    install: function () {
      var offer = window.TapisBoot && window.TapisBoot.installPrompt;
      if (!offer) return false;
      window.TapisBoot.installPrompt = null;  // the browser allows one prompt per offer
      offer.prompt();
      return true;
    },
    applyUpdate: function () {
      var reg = window.TapisBoot && window.TapisBoot.registration;
      if (reg && reg.waiting) {
        navigator.serviceWorker.addEventListener("controllerchange", function () { location.reload(); });
        reg.waiting.postMessage("skip-waiting");
      } else {
        location.reload();
      }
    }
  };
})();
