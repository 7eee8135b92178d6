"""Tapis's drawings (views/art.py): the court figures of a standard deck and the picker's table
scenes are well-formed SVG, self-contained (a viewBox, no address outside the page), hidden from
screen readers, and small."""

import re
import xml.etree.ElementTree as ET

import pytest

from pyengine.core import i18n
from pyengine.glop.materials import COLOURS as GLOP_COLOURS
from pyengine.glukz.materials import RANK_LETTER, SUIT_SYMBOL
from tapis_app.games import scene
from tapis_app.views import art
from tapis_app.views.juggler.common import SUIT as JUGGLER_SUIT
from tapis_app.views.parts import card_face, court_face

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]
COURTS = ["J", "N", "Q", "K"]
# In bytes of markup: the sprite is in every page once (the figures alone aim under 6 KB), the
# five table scenes in the picker (and in index.html's first screen, gzipped to about a quarter).
SPRITE_BUDGET = 6_000
SCENES_BUDGET = 15_000


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
            assert "".join(corner.itertext()) == letter  # the suit drawn beside it
            assert [svg.get("class") for svg in corner.iter("svg")] == ["suit"]
        svgs = [svg for svg in root.iter("svg") if svg.get("class") != "suit"]
        if rank in COURTS:
            assert len(svgs) == 1 and svgs[0].get("viewBox")
            assert_hidden(svgs[0])
            assert markup.index("<svg") < markup.index("card-corner")  # the indexes drawn on top
        else:
            assert svgs == [] and markup == card_face(letter, symbol)


def test_card_face_keeps_its_layout():
    heart = art.suit_mark("♥")
    assert card_face("7", "♥") == ('<span class="card-corner" aria-hidden="true">7<span class="card-pip">' + heart +
                                   '</span></span><span class="card-middle" aria-hidden="true">' + heart + '</span>'
                                   '<span class="card-corner card-corner--end" aria-hidden="true">7'
                                   '<span class="card-pip">' + heart + '</span></span>')
    assert '<span class="card-middle" aria-hidden="true">R</span>' in card_face("R", "♠", big="R")


# Every mark the card games put on a card or a chip: Glop's colours, a deck's suits, Juggler's two decks
MARKS = sorted({c["symbol"] for c in GLOP_COLOURS} | set(SUIT_SYMBOL.values()) | set(JUGGLER_SUIT.values()))


@pytest.mark.parametrize("symbol", MARKS)
def test_every_suit_mark_is_drawn_not_a_glyph(symbol):
    """Issue 49, item 2: a font's glyph for ● ■ ▲ ◆ ♠ ♥ ♦ ♣ is the size and shape that font
    gives it (in WebKit ● and ■ a third of ▲ and ◆; in Chromium and Firefox the big ■ and ●
    over the corners'): each is a shape of ours, in a 10 × 10 box, in the text's ink."""
    markup = art.suit_mark(symbol)
    svg = parse(markup)[0]
    assert_hidden(svg)
    assert_self_contained(markup)
    assert svg.get("class") == "suit" and svg.get("viewBox") == "0 0 10 10"
    assert symbol not in markup and len(list(svg)) >= 1  # a shape, not the character
    for face in (card_face("7", symbol), court_face("K", "R", symbol)):
        assert symbol not in face and face.count('class="suit"') == (3 if face.startswith("<span") else 2)


def test_other_text_is_left_as_text():
    assert art.suit_mark("R") == "R" and art.suit_mark("<") == "&lt;"


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game_id", FIVE)
def test_every_game_has_a_table_scene(game_id, lang):
    markup = scene(game_id, lang)
    svg = parse(markup)[0]
    assert_hidden(svg)
    assert svg.get("viewBox") == "0 0 200 60" and svg.get("class") == "game-scene"
    assert svg.get("data-scene") == game_id
    assert not set(markup) & set(MARKS)  # the suits' marks drawn, as on the cards
    assert_self_contained(markup)
    assert hrefs(markup) == []  # a scene needs nothing else on the page
    assert len(svg.findall(".//rect")) >= 4, "cards or tiles laid on the felt"


def texts(markup: str) -> list[str]:
    return [t.text for t in parse(markup).iter("text")]


def test_scenes_show_the_engines_material():
    """Each scene's letters, values and symbols are the engine's (materials), not a copy."""
    from pyengine.buyword.materials import pips
    from pyengine.glop.materials import SYMBOL
    from pyengine.glossa.materials import VALUE
    from pyengine.glukz.rules import JOKERS
    from pyengine.juggler.materials import edition
    glossa = texts(scene("glossa", "fr"))
    assert ["8", "CH", "1", "A", "2", "T"] == glossa and VALUE["CH"] == 8
    for symbol in SYMBOL.values():  # each colour's mark, drawn
        assert art.SUIT_SHAPES[symbol] in scene("glop")
    glukz = texts(scene("glukz", "fr"))
    assert JOKERS[0] == glukz[-1] and "D" in glukz  # a joker on top; the queen's French letter
    assert "Q" in texts(scene("glukz", "en"))
    buyword = scene("buyword", "fr")
    assert all(letter in texts(buyword) for letter in "MOTS")
    assert buyword.count('r="1.2"') == sum(pips("fr")[letter] for letter in "MOTS")  # each tile's pips
    juggler = texts(scene("juggler", "fr"))
    assert juggler[:2] == [str(edition("fr").letter_value["E"]), "E"] and "J" in juggler
    assert 'class="card--red"' in scene("juggler") and 'class="card--black"' in scene("juggler")
    assert scene("chess") == ""


def test_scenes_differ():
    scenes = [scene(g) for g in FIVE]
    assert len(set(scenes)) == len(scenes)


def test_bytes_within_budget():
    sprite = len(art.sprite().encode())
    scenes = sum(len(scene(g).encode()) for g in FIVE)
    figure = max(len(art.court_figure(r).encode()) for r in COURTS)
    print(f"\nart: sprite {sprite} B, five scenes {scenes} B, one court card's figure {figure} B "
          f"(budgets {SPRITE_BUDGET} B, {SCENES_BUDGET} B)")
    assert sprite <= SPRITE_BUDGET
    assert scenes <= SCENES_BUDGET
    assert figure <= 200


def test_css_has_the_classes():
    from pathlib import Path
    css = (Path(__file__).resolve().parents[2] / "web" / "css" / "games" / "art.css").read_text()
    for cls in ("art-sprite", "court-figure", "game-scene"):
        assert f".{cls}" in css
