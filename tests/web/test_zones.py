"""Zones that redraw alone (issue 48): a drawing sends only the zones that changed, and the page,
applying them as js/ui/page.mjs does (each zone morphed in place, a ``data-same`` stub kept as
the element it stands for), holds exactly the whole screen. A model of the page in Python plays
whole games of every game, a screen at a time, and compares after each drawing."""

import json
import random
from html.parser import HTMLParser

import pytest

import pyengine
from tapis_app import zones
from tapis_app.app import App

from .conftest import FakeHost

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Node:
    def __init__(self, tag, attrs):
        self.tag, self.attrs, self.children = tag, dict(attrs), []

    def html(self) -> str:
        attrs = "".join(f' {k}="{v}"' if v is not None else f" {k}" for k, v in self.attrs.items())
        inner = "".join(c if isinstance(c, str) else c.html() for c in self.children)
        return f"<{self.tag}{attrs}>" + ("" if self.tag in VOID else f"{inner}</{self.tag}>")


class Tree(HTMLParser):
    """HTML to a tree of Nodes (the page's document, in this model)."""

    def __init__(self, text: str):
        super().__init__(convert_charrefs=False)
        self.root = Node("root", {})
        self.stack = [self.root]
        self.feed(text)
        self.close()

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs)
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_endtag(self, tag):
        if tag not in VOID:
            assert self.stack[-1].tag == tag, (self.stack[-1].tag, tag)
            self.stack.pop()

    def handle_data(self, data):
        self.stack[-1].children.append(data)

    def handle_entityref(self, name):
        self.stack[-1].children.append(f"&{name};")

    def handle_charref(self, name):
        self.stack[-1].children.append(f"&#{name};")


def find(node, name):
    """(parent, index) of the element carrying data-zone=name."""
    for index, child in enumerate(node.children):
        if isinstance(child, Node):
            if child.attrs.get("data-zone") == name:
                return node, index
            found = find(child, name)
            if found:
                return found
    return None


def keep_stubs(node, page):
    """Every data-same stub replaced by the page's element of the same zone (kept as it is)."""
    for index, child in enumerate(node.children):
        if isinstance(child, Node):
            if "data-same" in child.attrs:
                parent, at = find(page, child.attrs["data-zone"])
                node.children[index] = parent.children[at]
            else:
                keep_stubs(child, page)


class ModelPage(FakeHost):
    """The page as js/ui/page.mjs treats it: the whole screen, or zones morphed in place."""

    def __init__(self):
        super().__init__()
        self.document = None
        self.patches = 0

    def render(self, html, frame, zones_sent=None):
        super().render(html, frame, zones_sent)
        if zones_sent is None:
            self.document = Tree(html).root
        else:
            self.patches += 1
            for name, markup in zones_sent.items():
                new = Tree(markup).root.children[0]
                keep_stubs(new, self.document)
                parent, at = find(self.document, name)
                parent.children[at] = new
        assert "".join(c if isinstance(c, str) else c.html() for c in self.document.children) == \
            "".join(c if isinstance(c, str) else c.html() for c in Tree(html).root.children)
        return True


@pytest.mark.parametrize("game_id, seats", [("glossa", "h,easy,easy"), ("glop", "h,easy"), ("glukz", "h,easy,easy"),
                                             ("buyword", "h,easy"), ("juggler", "h,easy")])
def test_the_zones_a_drawing_sends_make_the_whole_screen_on_the_page(game_id, seats):
    page = ModelPage()
    app = App(page, {"game": game_id, "seats": seats, "seed": "3", "speed": "max"})
    app.start()
    rng = random.Random(3)
    for _ in range(400):
        session = app.session
        if session.game.is_over():
            break
        recap = app.table.pending_recap()
        seat = app.table.pacer.bot_to_act()
        if recap is not None:
            app.handle("recap-next", recap.key)
        elif seat is not None:
            app.table.pacer.apply_bot(seat, session.bot_move(seat), session.revision)
        elif app.table.person_to_act():
            person = session.viewer()
            app.handle("menu")  # a drawer opened and closed, the message line…
            app.handle("close")
            app.handle("play", json.dumps(pyengine.bots.choose(session.game, person, "easy", rng.randrange(10**6))))
        else:
            page.now += 1
            app.refresh()
    assert page.patches > 20  # (most drawings sent zones only; each checked against the whole)


def test_a_change_inside_an_unchanged_zone_inside_a_changed_one_is_sent():
    """The bug the model caught: the table's status changed inside the side, which did not, inside
    the main, which did (a recap came): the status must reach the page."""
    changes = zones.Changes()
    for status, recap in (("Donne 1", ""), ("Donne 2", "<p>recap</p>")):
        with zones.Drawing() as parts:
            inner = zones.zone("status", f'<p data-zone="status">{status}</p>')
            side = zones.zone("side", f'<div data-zone="side">{inner}</div>')
            screen = zones.zone("main", f'<main data-zone="main">{side}{recap}</main>')
        whole, sent, _ = changes.next(screen, parts)
    assert whole is None and list(sent) == ["main"] and "Donne 2" in sent["main"]
