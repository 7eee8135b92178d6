"""Reading the HTML the app draws, as the page reads it: the one place the view and shell tests
scrape a screen (the tags and their attributes, what a tap would send, the text a person reads).

"Enabled" means what web/js/ui.js sends a click for: no ``disabled`` attribute and no
``aria-disabled="true"``. Attribute values come back with their entities decoded (a button's
``data-arg`` is JSON as the page reads it).
"""

import json
import re
from html import unescape
from html.parser import HTMLParser

TAG = re.compile(r"<([a-zA-Z][\w-]*)\b([^>]*)>")
ATTR = re.compile(r'([^\s=/"]+)(?:="([^"]*)")?')


def tags(html: str, *names: str, having: str = "") -> list[tuple[str, dict]]:
    """Every start tag (or only those named, and only those whose text holds ``having``) as
    (name, attributes), in the order drawn; a bare attribute (``disabled``) has the value ``""``."""
    out = []
    for name, rest in TAG.findall(html):
        if (names and name not in names) or having not in rest:
            continue
        out.append((name, {key: unescape(value) for key, value in ATTR.findall(rest)}))
    return out


def enabled(attributes: dict) -> bool:
    """Whether a tap on the element reaches the app (ui.js ignores disabled ones)."""
    return "disabled" not in attributes and attributes.get("aria-disabled") != "true"


def args(html: str, act: str, tag: str = "button") -> list[str]:
    """The ``data-arg`` of every enabled ``tag`` whose ``data-act`` is ``act``: what tapping each
    would send."""
    marked = f'data-act="{act}"'
    return [a.get("data-arg", "") for _, a in tags(html, tag, having=marked) if a.get("data-act") == act and enabled(a)]


def acts(html: str) -> set[str]:
    """The ``data-act`` of every enabled button: what the screen lets a person do."""
    return {a["data-act"] for _, a in tags(html, "button", having="data-act=") if "data-act" in a and enabled(a)}


def plays(html: str) -> list[dict]:
    """The engine actions of the enabled « play » buttons."""
    return [json.loads(arg) for arg in args(html, "play")]


def disabled_plays(html: str) -> list[dict]:
    """The engine actions of the « play » buttons shown but disabled."""
    return [json.loads(a["data-arg"]) for _, a in tags(html, "button")
            if a.get("data-act") == "play" and not enabled(a)]


def attr(html: str, name: str) -> str | None:
    """The first value of the attribute ``name`` on the screen, or None."""
    found = re.search(rf'\s{re.escape(name)}(?:="([^"]*)")?[\s/>]', html)
    return None if found is None else unescape(found.group(1) or "")


def matches(tag: tuple[str, dict], name: str | None = None, cls: str | None = None, **attributes) -> bool:
    """Whether a (name, attributes) tag is a ``name`` (any when None) whose class list holds
    ``cls`` and which has the ``attributes`` (``data_role="hand"`` for ``data-role="hand"``;
    True: present, whatever its value)."""
    tag_name, found = tag
    if name and tag_name != name:
        return False
    if cls and cls not in found.get("class", "").split():
        return False
    for key, value in attributes.items():
        key = key.replace("_", "-")
        if key not in found or (value is not True and found[key] != value):
            return False
    return True


def _hint(cls, attributes) -> str:
    """A piece of text every matching start tag holds (to skip the others unread)."""
    return cls or next((key.replace("_", "-") for key in attributes), "")


def count(html: str, name: str | None = None, cls: str | None = None, **attributes) -> int:
    """How many elements match (see ``matches``)."""
    return sum(matches(t, name, cls, **attributes) for t in tags(html, *([name] if name else []),
                                                                       having=_hint(cls, attributes)))


def part(html: str, name: str | None = None, cls: str | None = None, **attributes) -> str:
    """The whole first element that matches (see ``matches``), from its start tag to its end tag,
    or "": the end panel (``data_game_over=True``), the hand (``data_role="hand"``), the screen
    (``"main"``)…"""
    hint = _hint(cls, attributes)
    for match in TAG.finditer(html):
        tag_name, rest = match.groups()
        if (name and tag_name != name) or hint not in rest:
            continue
        found = {key: unescape(value) for key, value in ATTR.findall(rest)}
        if not matches((tag_name, found), name, cls, **attributes):
            continue
        depth = 0
        for tag_match in re.finditer(rf"<(/?){tag_name}\b[^>]*>", html[match.start():]):
            depth += -1 if tag_match.group(1) else 1
            if depth == 0:
                return html[match.start():match.start() + tag_match.end()]
        raise AssertionError(f"<{tag_name}> is never closed")
    return ""


def text(html: str) -> str:
    """What a person reads: the markup's text, tags taken out, entities decoded."""
    return unescape(re.sub(r"<[^>]+>", " ", html))


class _Elements(HTMLParser):
    VOID = {"input", "br", "img", "meta", "link", "hr"}

    def __init__(self, html):
        super().__init__(convert_charrefs=True)
        self.found, self.stack = [], []
        self.feed(html)
        self.close()
        assert not self.stack, f"unclosed: {self.stack}"

    def handle_starttag(self, name, attributes):
        self.found.append((name, {k: v if v is not None else "" for k, v in attributes}))
        if name not in self.VOID:
            self.stack.append(name)

    def handle_endtag(self, name):
        assert self.stack and self.stack[-1] == name, (name, self.stack[-3:])
        self.stack.pop()


def elements(html: str) -> list[tuple[str, dict]]:
    """Every start tag as (name, attributes), checking that each element is closed where it was
    opened (a view that leaves a tag open breaks the page's layout)."""
    return _Elements(html).found
