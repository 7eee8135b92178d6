// What the person does, reported to the app: clicks on [data-act], keys, forms, typing, copy,
// share and paste, dragging a card. (Before the app is ready there is nobody to answer: the
// first screen keeps its taps itself.)
let handler = null;
export function setHandler(fn) { handler = fn; }

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
let drag = null, dragEnded = -1e9;
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
