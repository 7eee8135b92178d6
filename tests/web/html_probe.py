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


def tags(html: str, *names: str) -> list[tuple[str, dict]]:
    """Every start tag (or only those named) as (name, attributes), in the order drawn; a bare
    attribute (``disabled``) has the value ``""``."""
    out = []
    for name, rest in TAG.findall(html):
        if names and name not in names:
            continue
        out.append((name, {key: unescape(value) for key, value in ATTR.findall(rest)}))
    return out


def enabled(attributes: dict) -> bool:
    """Whether a tap on the element reaches the app (ui.js ignores disabled ones)."""
    return "disabled" not in attributes and attributes.get("aria-disabled") != "true"


def args(html: str, act: str, tag: str = "button") -> list[str]:
    """The ``data-arg`` of every enabled ``tag`` whose ``data-act`` is ``act``: what tapping each
    would send."""
    return [a.get("data-arg", "") for _, a in tags(html, tag) if a.get("data-act") == act and enabled(a)]


def plays(html: str) -> list[dict]:
    """The engine actions of the enabled « play » buttons."""
    return [json.loads(arg) for arg in args(html, "play")]


def disabled_plays(html: str) -> list[dict]:
    """The engine actions of the « play » buttons shown but disabled."""
    return [json.loads(a["data-arg"]) for _, a in tags(html, "button")
            if a.get("data-act") == "play" and not enabled(a)]


def attr(html: str, name: str) -> str | None:
    """The first value of the attribute ``name`` on the screen, or None."""
    for _, attributes in tags(html):
        if name in attributes:
            return attributes[name]
    return None


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
