"""Tapis's drawings (views/art.py): the court figures of a standard deck and the picker's game
icons are well-formed SVG, self-contained (a viewBox, no address outside the page), hidden from
screen readers, and small."""

import re
import xml.etree.ElementTree as ET

import pytest

from pyengine.core import i18n
from pyengine.glukz.materials import RANK_LETTER, SUIT_SYMBOL
from tapis_app.views import art
from tapis_app.views.parts import card_face, court_face

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]
COURTS = ["J", "N", "Q", "K"]
# The sprite and the five icons, in bytes of markup: the sprite is in every page once, the icons
# in the picker. (The figures alone aim under 6 KB.)
BUDGET = 12_000
SPRITE_BUDGET = 6_000


def parse(markup: str) -> ET.Element:
    """The markup as XML (one root), which also proves it is well-formed."""
    return ET.fromstring(f"<root>{markup}</root>")


def hrefs(markup: str) -> list[str]:
    return re.findall(r'\bhref="([^"]*)"', markup)


def assert_self_contained(markup: str) -> None:
    assert "http" not in markup and "url(" not in markup and "<image" not in markup
    assert "<style" not in markup  # the Content Security Policy forbids inline style elements
    for href in hrefs(markup):
        assert href.startswith("#"), href


def assert_hidden(svg: ET.Element) -> None:
    assert svg.tag == "svg"
    assert svg.get("aria-hidden") == "true" and svg.get("focusable") == "false"


def test_sprite_is_one_hidden_svg_of_symbols():
    markup = art.sprite()
    root = parse(markup)
    assert len(root) == 1
    svg = root[0]
    assert_hidden(svg)
    assert svg.get("style") == "display:none"
    assert_self_contained(markup)
    ids = {el.get("id") for el in svg.iter() if el.get("id")}
    assert {f"tapis-court-{rank}" for rank in COURTS} <= ids
    assert {el.get("id") for el in svg.iter("symbol")} == {f"tapis-court-{rank}" for rank in COURTS}
    # whatever the sprite refers to, it holds
    assert {h[1:] for h in hrefs(markup)} <= ids


FIVE = ("glossa", "glop", "glukz", "buyword", "juggler")  # (the test suite registers a toy game too)


@pytest.mark.parametrize("rank", COURTS)
def test_court_figure_uses_its_symbol_twice(rank):
    markup = art.court_figure(rank)
    svg = parse(markup)[0]
    assert_hidden(svg)
    assert svg.get("viewBox") == "0 0 50 70"  # the card's 5:7
    assert "court-figure" in svg.get("class").split()
    assert_self_contained(markup)
    uses = list(svg.iter("use"))
    assert [u.get("href") for u in uses] == [f"#tapis-court-{rank}"] * 2
    assert uses[1].get("transform") == "rotate(180 25 35)"


@pytest.mark.parametrize("rank", [r for r in RANKS if r not in COURTS])
def test_other_ranks_have_no_figure(rank):
    assert art.court_figure(rank) == ""


@pytest.mark.parametrize("lang", i18n.LANGS)
@pytest.mark.parametrize("rank", RANKS)
def test_every_face_of_every_language(lang, rank):
    """court_face for every rank of the deck and every suit, in every language: a court card
    gets its figure (an SVG with a viewBox) and keeps both corner indexes in the language of the
    page; any other rank is card_face's layout, unchanged."""
    letter = RANK_LETTER[lang].get(rank, rank)
    for suit, symbol in SUIT_SYMBOL.items():
        markup = court_face(rank, letter, symbol)
        root = parse(markup)
        assert_self_contained(markup)
        corners = [el for el in root.iter("span") if "card-corner" in el.get("class", "").split()]
        assert len(corners) == 2
        for corner in corners:
            assert corner.get("aria-hidden") == "true"
            assert "".join(corner.itertext()) == letter + symbol
        svgs = list(root.iter("svg"))
        if rank in COURTS:
            assert len(svgs) == 1 and svgs[0].get("viewBox")
            assert_hidden(svgs[0])
            assert markup.index("<svg") < markup.index("card-corner")  # the indexes drawn on top
        else:
            assert svgs == [] and markup == card_face(letter, symbol)


def test_card_face_keeps_its_layout():
    assert card_face("7", "♥") == ('<span class="card-corner" aria-hidden="true">7<span class="card-pip">♥</span></span>'
                                   '<span class="card-middle" aria-hidden="true">♥</span>'
                                   '<span class="card-corner card-corner--end" aria-hidden="true">7'
                                   '<span class="card-pip">♥</span></span>')
    assert '<span class="card-middle" aria-hidden="true">R</span>' in card_face("R", "♠", big="R")


@pytest.mark.parametrize("game_id", FIVE)
def test_every_game_has_an_icon(game_id):
    markup = art.game_icon(game_id)
    svg = parse(markup)[0]
    assert_hidden(svg)
    assert svg.get("viewBox") == "0 0 64 64" and svg.get("class") == "game-icon"
    assert_self_contained(markup)
    assert hrefs(markup) == []  # an icon needs nothing else on the page
    assert len(list(svg.iter())) > 5, "drawn, not the bare felt square"


def test_icons_differ():
    icons = [art.game_icon(g) for g in FIVE]
    assert len(set(icons)) == len(icons)


def test_bytes_within_budget():
    sprite = len(art.sprite().encode())
    icons = sum(len(art.game_icon(g).encode()) for g in FIVE)
    figure = max(len(art.court_figure(r).encode()) for r in COURTS)
    print(f"\nart: sprite {sprite} B, five icons {icons} B, one court card's figure {figure} B, "
          f"total {sprite + icons} B (budget {BUDGET} B)")
    assert sprite <= SPRITE_BUDGET
    assert sprite + icons <= BUDGET
    assert figure <= 200


def test_css_has_the_classes():
    from pathlib import Path
    css = (Path(__file__).resolve().parents[2] / "web" / "css" / "games" / "art.css").read_text()
    for cls in ("art-sprite", "court-figure", "game-icon"):
        assert f".{cls}" in css
