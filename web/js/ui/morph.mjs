// The page morphed to each new screen (issue 26): morphdom (vendor/morphdom, a classic script
// that defines window.morphdom), and the focus kept or handed on.
import { keepRoom } from "./rooms.mjs";

// The element to focus after a redraw when the focused one is gone: the one Python names
// (options.focus), else the new element with the old one's data-focus or id.
export function focusKey() {
  var el = document.activeElement;
  if (!el || el === document.body) return null;
  return el.getAttribute("data-focus") || el.id || null;
}

export function restoreFocus(root, key, wanted) {
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
// (data-zone: a part the worker may send alone, issue 48; its stub, data-same, stands for a part
// that did not change: the page keeps it as it is)
function nodeKey(node) {
  if (!node.getAttribute) return undefined;
  return node.getAttribute("data-zone") || node.id || node.getAttribute("data-key") ||
    node.getAttribute("data-place") || undefined;
}
function beforeUpdate(from, to) {
  if (to.hasAttribute("data-same")) return false;
  if (from.hasAttribute("data-measure")) keepRoom(from, to);
  if (from.isEqualNode(to)) return false;
  // what the person opened or typed, which Python's HTML does not say
  if (from.tagName === "DETAILS" && from.open && !to.hasAttribute("open")) to.setAttribute("open", "");
  if (from.tagName === "INPUT" && from.hasAttribute("data-keep") && from.value && !to.getAttribute("value")) {
    to.setAttribute("value", from.value);
  }
  return true;
}
export function morph(root, html) {
  var next = document.createElement("div");
  next.innerHTML = html;
  window.morphdom(root, next, { childrenOnly: true, getNodeKey: nodeKey, onBeforeElUpdated: beforeUpdate });
}

// one zone morphed to its new markup (its unchanged zones inside it sent as stubs, kept)
export function morphZone(el, html) {
  window.morphdom(el, html, { getNodeKey: nodeKey, onBeforeElUpdated: beforeUpdate });
}
