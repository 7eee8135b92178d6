"""Tapis's own drawings, as inline SVG: the court figures of a standard deck and the picker's
table scenes. Pure vector (a viewBox, no raster, no external reference), so they are crisp at any
size; every shape here was written by hand for Tapis.

Court cards. Each rank is one ``<symbol>`` in a sprite the page holds once (``sprite()``); a
card's middle (``court_figure(rank)``) uses its symbol twice, the second turned half a turn, so
the figure reads the same way up from both sides of the table, like a real court card. The
symbols are drawn in the card's own coordinates (a 50 x 70 box, the card's 5:7 shape): the
half-figure stays clear of the corner index (top left; the turned copy, bottom right) and holds
its attribute (sceptre, flower, feather, horse) in the free corner opposite. Lines and garments
are ``currentColor``: the card's ink class (card--red, card--black) tints the figure.

Table scenes. ``game_scene(game_id, draw, lang)`` (``games.scene``) lays each game's own material (read from its
engine's ``materials``) on a strip of felt, for the picker: they are self-contained (they do not
need the sprite).

Everything is decoration: the card or the picker entry keeps its accessible name, so each
``<svg>`` is ``aria-hidden="true"`` and ``focusable="false"``.
"""

from ..html import esc

# Colours of the site (web/css/tapis.css): card paper, felt, copper, gold, card inks.
PAPER = "#fffdf7"
FELT = "#1e4d3b"
COPPER = "#9c4a12"
GOLD = "#f2c14e"
SKIN = "#f7e4d0"  # faces and hands
METAL = "#d9a32e"  # crowns and jewels on the card's paper: a deeper gold, outlined in ink
RED = "#b3261e"
BLACK = "#1f2622"
GREEN = "#2b6e2f"

COURT_RANKS = ("J", "N", "Q", "K")  # Jack (Valet), Knight (Cavalier), Queen (Dame), King (Roi)
_PREFIX = "tapis-court-"

# ---------------------------------------------------------------------- court figures
# Pieces every half-figure shares, defined once in the sprite and used by reference. The
# diagonal through the card's centre (25, 35) separates the two halves; each half's garment ends
# on it. The top-left corner (x < 18, y < 29) is the corner index's: only the head, in the
# middle, rises beside it.
_FACE_SHAPES = (f'<ellipse cx="26" cy="16" rx="5" ry="6" fill="{SKIN}"/>'
                '<circle cx="24.1" cy="15.6" r=".5"/><circle cx="27.9" cy="15.6" r=".5"/>'
                '<path d="M26.1 16.6q.7 1.1-.3 1.5M24.9 19.8q1.1.6 2.2 0" fill="none" stroke-width=".5"/>')
# Shoulders and chest ending on the diagonal (the chest tinted with the suit's colour, the
# sleeves or mantle in it), and the diagonal's piece right of them: the turned copy draws the
# left one.
_BODY_SHAPES = ('<path d="M40.6 31.9 47 30.6" fill="none"/>'
                '<path d="M9 38.2Q9.8 33 14 30.6 18.2 28.6 19.6 25.4 22.6 23.6 26 23.6 29.4 23.6 32.4 25.4 35.6 29.6'
                ' 40.6 31.9Z" fill-opacity=".3"/>'
                '<path d="M9 38.2Q9.8 33 14 30.6 18.2 28.6 19.6 25.4L22 27Q19 31.5 17.5 36.5ZM32.4 25.4Q35.6 29.6'
                ' 40.6 31.9L34.6 33.1Q33 29.5 30 27Z"/>')
_FACE = f'<use href="#{_PREFIX}face"/>'
_BODY = f'<use href="#{_PREFIX}body"/>'


def _hand(x: float, y: float) -> str:
    return f'<circle cx="{x}" cy="{y}" r="1.8" fill="{SKIN}"/>'


_HALVES = {
    # King: a crown with three points, a full beard, an ermine cape, a sceptre.
    "K": (_BODY +
          f'<path d="M19.6 25.4Q26 30.4 32.4 25.4L33.6 28.4Q26 34 18.4 28.4Z" fill="{PAPER}"/>'
          '<path d="M21.4 29.2v.9M26 30.9v.9M30.6 29.2v.9" stroke-width="1.1"/>'
          f'<circle cx="26" cy="34.2" r="1.5" fill="{METAL}" stroke-width=".5"/>'
          '<path d="M38.6 29.4 42.6 7.6" stroke-width="1.2"/>' + _hand(38.6, 29.4) +
          f'<circle cx="42.9" cy="6" r="1.9" fill="{METAL}"/>'
          '<path d="M21 11.4Q19.6 16 21.2 19.6M31 11.4Q32.4 16 30.8 19.6" fill="none" stroke-width="1.6"/>' +
          _FACE +
          '<path d="M21.2 18Q21.4 26.4 26 27.4 30.6 26.4 30.8 18 29.2 21.4 26 21.6 22.8 21.4 21.2 18Z"/>'
          f'<path d="M23.4 21.2Q26 19.8 28.6 21.2" fill="none" stroke="{SKIN}" stroke-width=".7"/>'
          f'<path d="M20.4 11.4 19.6 4.2 23 7.6 26 2.6 29 7.6 32.4 4.2 31.6 11.4Z" fill="{METAL}"/>'
          '<path d="M20.4 9.8h11.2" fill="none" stroke-width=".5"/>'),
    # Queen: a crown of pearls, long hair, a pearl necklace, a flower.
    "Q": (_BODY +
          f'<path d="M21.4 25.6Q26 28.8 30.6 25.6L29.8 29.4Q26 31.2 22.2 29.4Z" fill="{PAPER}"/>'
          '<path d="M22.2 29.4Q26 31.2 29.8 29.4L28.6 34.2 23.6 35.2Z"/>'
          '<path d="M38.6 29.4Q40 20 41.8 12" fill="none" stroke-width=".9"/>'
          '<path d="M40.2 22.4q3.6-2.6 5.2-.2-3.2 1.8-5.2.2Z"/>' + _hand(38.6, 29.4) +
          f'<g fill="{PAPER}"><circle cx="41.9" cy="6.7" r="1.8"/><circle cx="44.6" cy="8.7" r="1.8"/>'
          '<circle cx="43.6" cy="11.8" r="1.8"/><circle cx="40.3" cy="11.8" r="1.8"/><circle cx="39.3" cy="8.7" r="1.8"/>'
          f'</g><circle cx="41.9" cy="9.6" r="1.3" fill="{METAL}" stroke-width=".5"/>'
          '<path d="M21.2 12.4Q19.2 20 19.6 26.6L23.2 25Q21.6 19 22.2 13ZM30.8 12.4Q32.8 20 32.4 26.6L28.8 25'
          'Q30.4 19 29.8 13Z"/>' +
          _FACE +
          '<path d="M20.9 14.8Q21 9.6 26 9.6 31 9.6 31.1 14.8 26 11.6 20.9 14.8Z"/>'
          f'<g fill="{PAPER}" stroke-width=".5"><circle cx="22.9" cy="26.6" r=".8"/><circle cx="24.4" cy="27.6" r=".8"/>'
          '<circle cx="26" cy="28" r=".8"/><circle cx="27.6" cy="27.6" r=".8"/><circle cx="29.1" cy="26.6" r=".8"/></g>'
          f'<path d="M21.6 10.8 22.4 7.4 24.2 9.2 26 6 27.8 9.2 29.6 7.4 30.4 10.8Z" fill="{METAL}"/>'
          f'<g fill="{PAPER}" stroke-width=".5"><circle cx="22.4" cy="6.8" r=".9"/><circle cx="26" cy="5.3" r=".9"/>'
          '<circle cx="29.6" cy="6.8" r=".9"/></g>'),
    # Jack: a beret with a long feather, short hair, a white collar, a buttoned doublet, a halberd.
    "J": (_BODY +
          f'<path d="M20 25.2Q26 29.8 32 25.2L30.6 28.6Q26 31 21.4 28.6Z" fill="{PAPER}"/>'
          f'<g fill="{PAPER}" stroke-width=".5"><circle cx="26" cy="31.4" r=".8"/><circle cx="26" cy="33.7" r=".8"/></g>'
          '<path d="M38.8 29.4 42.6 9.4" stroke-width="1.1"/>'
          f'<path d="M42.2 11.6Q47 10.6 46.8 15.8 44.8 13.8 41.7 14.4ZM42.5 10 43.1 6 44 10.3Z" fill="{PAPER}"/>' +
          _hand(38.8, 29.4) +
          '<path d="M21 12.4Q19.6 18 21.2 21.6L22.4 21Q21.6 16.4 22.4 13ZM31 12.4Q32.4 18 30.8 21.6L29.6 21'
          'Q30.4 16.4 29.6 13Z"/>' +
          _FACE +
          f'<path d="M32 9.4Q36.4 2.4 45.4 3.6 40 4.8 33.2 11Z" fill="{METAL}"/>'
          '<path d="M19.8 13Q18.6 5.8 26.4 5.4 34.2 5.8 33.8 12 27.4 9.4 19.8 13Z"/>'
          f'<path d="M20.2 12.6Q26.6 9.4 33.4 11.6" fill="none" stroke="{PAPER}" stroke-width=".7"/>'),
    # Knight: a helmet with its plume, armour, and his horse's head beside him.
    "N": (f'<path d="M33.4 31 34.4 19.6Q35 12 39.8 10.4L40.6 6.8 42.2 10.2Q45.6 12 47 18.4 47.2 21 45.4 21.2'
          f' 43 20.6 41.8 19.2 41 24 42 31Z" fill="{PAPER}" stroke-width=".7"/>'
          '<path d="M34.4 19.6Q35 12 39.8 10.4 37.8 13.4 36.8 20.6 36.6 25 36.8 30Z"/>'
          '<circle cx="42.2" cy="14" r=".7"/><path d="M41.8 19.2 38.8 28" fill="none" stroke-width=".5"/>' +
          _BODY +
          '<path d="M19.6 25.4Q15 26.2 13.6 30.4 17.6 30.8 21.2 27.6ZM32.4 25.4Q37 26.2 38.4 30.4 34.4 30.8 30.8 27.6Z"/>'
          f'<path d="M20.4 25Q26 28.6 31.6 25L31 27.4Q26 30.8 21 27.4Z" fill="{PAPER}"/>'
          '<path d="M26 30.2v5" fill="none"/>' + _hand(38.8, 29.4) +
          _FACE +
          '<path d="M19.8 23.4Q19 7.8 26 7.4 33 7.8 32.2 23.4 30.6 23.6 30.8 19.6 31 13 26 12.8 21 13 21.2 19.6'
          ' 21.4 23.6 19.8 23.4Z"/><path d="M26 12.6v5.2" stroke-width="1.5"/>'
          f'<path d="M21.2 12.4Q26 10.2 30.8 12.4" fill="none" stroke="{METAL}" stroke-width=".8"/>'
          f'<path d="M26.4 8.2Q28 1.6 37 2.6 31.8 3.8 29.4 8.8Z" fill="{METAL}"/>'),
}


def sprite() -> str:
    """The court figures' symbols: an invisible ``<svg>`` to put once in the page (outside the
    part that is redrawn), before any card that uses them."""
    symbols = "".join(
        f'<symbol id="{_PREFIX}{rank}"><g fill="currentColor" stroke="currentColor" stroke-width=".6"'
        f' stroke-linejoin="round" stroke-linecap="round">{_HALVES[rank]}</g></symbol>'
        for rank in COURT_RANKS)
    shared = f'<defs><g id="{_PREFIX}face">{_FACE_SHAPES}</g><g id="{_PREFIX}body">{_BODY_SHAPES}</g></defs>'
    return (f'<svg class="art-sprite" aria-hidden="true" focusable="false" style="display:none">{shared}'
            f'{symbols}</svg>')


def court_figure(rank: str) -> str:
    """The middle of a court card of engine rank ``rank`` (J, N, Q, K): the rank's figure and its
    turned copy, filling the card under its corner indexes. "" for any other rank."""
    if rank not in _HALVES:
        return ""
    ref = f'href="#{_PREFIX}{rank}"'
    return (f'<svg class="court-figure" viewBox="0 0 50 70" aria-hidden="true" focusable="false">'
            f'<use {ref}/><use {ref} transform="rotate(180 25 35)"/></svg>')


# ---------------------------------------------------------------------- suit marks
# The marks of the card games' suits and colours, drawn. As font glyphs their size and shape
# were the browser's fonts': in WebKit ● and ■ came out a third the size of ▲ and ◆ (the red ●
# a dot on a phone), in Chromium and Firefox the big ■ and ● of a card's middle overlapped its
# corners'. Each is a shape of ours in a 10 × 10 box, filled with the text's colour (the card's
# ink), and as tall as its text lets it (.suit in tapis.css: 0.72 em, a glyph's ink).
SUIT_SHAPES = {
    # Glop's colours (materials.COLOURS): red ●, blue ■, green ▲, yellow ◆, of one weight
    "●": '<circle cx="5" cy="5" r="4.4"/>',
    "■": '<rect x="1.1" y="1.1" width="7.8" height="7.8" rx=".4"/>',
    "▲": '<path d="M5 .6 9.8 9.2H.2Z"/>',
    "◆": '<path d="M5 0 10 5 5 10 0 5Z"/>',
    # a standard deck's suits (Le Glükz; Juggler marks its two decks with ♠ and ♦)
    "♠": '<path d="M5 0C6.6 2 9.6 3.6 9.6 6.1 9.6 7.6 8.5 8.5 7.3 8.5 6.5 8.5 5.9 8.1 5.5 7.6L6.1 10H3.9L4.5 7.6C4.1'
         ' 8.1 3.5 8.5 2.7 8.5 1.5 8.5.4 7.6.4 6.1.4 3.6 3.4 2 5 0Z"/>',
    "♥": '<path d="M5 9.6C3.2 8 .3 5.9.3 3.3.3 1.7 1.5.5 2.9.5 3.9.5 4.6 1.1 5 1.9 5.4 1.1 6.1.5 7.1.5 8.5.5 9.7 1.7'
         ' 9.7 3.3 9.7 5.9 6.8 8 5 9.6Z"/>',
    "♦": '<path d="M5 0 8.7 5 5 10 1.3 5Z"/>',
    "♣": '<circle cx="5" cy="2.7" r="2.4"/><circle cx="2.6" cy="6" r="2.4"/><circle cx="7.4" cy="6" r="2.4"/>'
         '<path d="M4.3 5.6h1.4L6.4 10H3.6Z"/>',
}


def suit_mark(symbol: str) -> str:
    """The mark ``symbol`` (● ■ ▲ ◆ ♠ ♥ ♦ ♣) drawn, for a card or a chip whose name says it in
    words (decoration: aria-hidden); any other text as it is, escaped."""
    shape = SUIT_SHAPES.get(symbol)
    if shape is None:
        return esc(symbol)
    return f'<svg class="suit" viewBox="0 0 10 10" aria-hidden="true" focusable="false">{shape}</svg>'


# ---------------------------------------------------------------------- drawing helpers
def _card(x, y, w, h, angle=0.0, pivot=None, fill=PAPER, body="") -> str:
    """A card (or tile) outline at (x, y), turned by ``angle`` degrees round ``pivot``."""
    turn = ""
    if angle:
        px, py = pivot or (x + w / 2, y + h)
        turn = f' transform="rotate({angle:g} {px:g} {py:g})"'
    return (f'<g{turn}><rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{min(w, h) * .14:.1f}"'
            f' fill="{fill}" stroke="#00000040" stroke-width=".6"/>{body}</g>')


def _text(x, y, size, text, fill=BLACK, weight=800, anchor="middle") -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" font-weight="{weight}" fill="{fill}"'
            f' text-anchor="{anchor}">{text}</text>')


_FLAME = "M0-7C3-4 5-1 4 2.6 3.4 5 1.6 6 0 6-1.6 6-3.4 5-4 2.6-4.6 0-3-1-2.6-3.6-1.2-2-.6-1.4 0-7Z"


def _tile(x, y, letter, pips) -> str:
    dots = "".join(f'<circle cx="{x + 4.4 + i * 3.4:g}" cy="{y + 15.6:g}" r="1.2"/>' for i in range(pips))
    return (_card(x, y, 18, 18, fill="#f5e6c4", body=_text(x + 9, y + 12.6, 12.5, letter, "#2b2111")) +
            f'<g fill="{COPPER}">{dots}</g>')


# ---------------------------------------------------------------------- table scenes
# The picker's scene of each game: a strip of felt (the ``game-scene`` class draws the felt
# itself, so the strip fills any width) with the game's material laid out as on its table, read
# from the engine's materials (letters and their values, colours and their symbols, a suit's
# card, the die's faces). Ink comes from the cards' CSS classes (card--red…) through
# ``currentColor``. 200 x 60 units, centred whatever the strip's shape.
SCENE_W, SCENE_H = 200, 60
CARD_W, CARD_H = 24, 34

# Glop's colours (engine ids) as the card ink classes of tapis.css, shared with views/glop/.
GLOP_INK = {"R": "card--red", "B": "card--blue", "V": "card--green", "J": "card--gold"}


def _inked(ink: str, body: str) -> str:
    return f'<g class="{ink}" fill="currentColor">{body}</g>'


def _scene_card(x, y, corner, middle, ink="card--black", angle=0.0, small=None) -> str:
    """A face-up card at (x, y): ``corner`` (its value or rank) small in the top left corner,
    ``middle`` big in its centre, both in ``ink``."""
    if middle in SUIT_SHAPES:  # a suit's mark, drawn as on the cards (11 units, centred)
        big = f'<g transform="translate({x + CARD_W / 2 - 5.5:g} {y + 13.5:g}) scale(1.1)">{SUIT_SHAPES[middle]}</g>'
    else:
        big = _text(x + CARD_W / 2, y + 24.5, 15 if len(str(middle)) < 2 else 11, esc(middle), "currentColor")
    body = _text(x + 5.2, y + 8.4, 7, esc(corner), "currentColor", 700) + big + (small or "")
    return _card(x, y, CARD_W, CARD_H, angle, (x + CARD_W / 2, y + CARD_H + 30), body=_inked(ink, body))


def _scene_back(x, y, angle=0.0) -> str:
    return _card(x, y, CARD_W, CARD_H, angle, fill=COPPER,
                 body=f'<rect x="{x + 3:g}" y="{y + 3:g}" width="{CARD_W - 6}" height="{CARD_H - 6}" rx="2"'
                      f' fill="none" stroke="{PAPER}" stroke-opacity=".5" stroke-width=".8"/>')


def _chip(cx, cy, r=7.0) -> str:
    return (f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="{COPPER}"/>'
            f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="none" stroke="{PAPER}" stroke-width="1.8"'
            f' stroke-dasharray="2.6 3"/>'
            f'<circle cx="{cx:g}" cy="{cy:g}" r="{r * .55:.1f}" fill="{GOLD}" stroke="{PAPER}" stroke-width=".7"/>')


def scene_glossa(lang: str) -> str:
    """A word laid in letter cards with their values (a two-letter card among them), the bid's
    chips beside it."""
    from pyengine.glossa.materials import VALUE
    word = ("CH", "A", "T") if lang == "fr" else ("QU", "I", "T")
    cards = "".join(_scene_card(52 + i * 28, 13, VALUE[card], card) for i, card in enumerate(word))
    stack = "".join(_chip(150, 44 - i * 3.2) for i in range(4)) + _chip(168, 44)
    return cards + stack + _scene_back(18, 15, -8)


def scene_glop(lang: str) -> str:
    """Four cards face up on the felt, and your hand fanned in front of you."""
    from pyengine.glop.materials import COLOUR, SYMBOL, VALUE

    def glop(x, y, card, angle=0.0):
        return _scene_card(x, y, VALUE[card], SYMBOL[COLOUR[card]], GLOP_INK[COLOUR[card]], angle)
    table = "".join(glop(8 + i * 26, 6, card) for i, card in enumerate(("3B", "8V", "5R", "11J")))
    hand = "".join(glop(118 + i * 12, 20, card, -15 + i * 8) for i, card in enumerate(("2J", "5B", "7V", "9R")))
    return table + hand


def scene_glukz(lang: str) -> str:
    """The pile mounting, card on card, a joker laid on top of it."""
    from pyengine.glukz.materials import card_info
    from pyengine.glukz.rules import JOKERS
    pile = ("5S1", "8H1", "9C1", "QD1", f"{JOKERS[0]}H1")
    cards = []
    for i, card in enumerate(pile):
        info = card_info(card, lang)
        cards.append(_scene_card(46 + i * 17, 18 - i * 3, info["letter"], info["symbol"], f"card--{info['colour']}",
                                 -10 + i * 5))
    return _scene_back(14, 14, -6) + _scene_back(17, 12, 3) + "".join(cards) + \
        f'<path d="{_FLAME}" fill="{GOLD}" transform="translate(160 20) scale(1.1)"/>'


def scene_buyword(lang: str) -> str:
    """Letter tiles with their pips, the die showing a face, a coin of the bank."""
    from pyengine.buyword.materials import DIE_FACES, pips
    values = pips(lang if lang in ("fr", "en") else "fr")
    tiles = "".join(_tile(56 + i * 21, 30, letter, values[letter]) for i, letter in enumerate("MOTS"))
    face = DIE_FACES[2]  # 4 pips: buy four tiles
    spots = ((-4.5, -4.5), (4.5, -4.5), (-4.5, 4.5), (4.5, 4.5))[:face]
    die = (f'<g transform="rotate(-10 30 30)"><rect x="19" y="19" width="22" height="22" rx="4.4" fill="{PAPER}"'
           ' stroke="#00000040" stroke-width=".6"/>' +
           "".join(f'<circle cx="{30 + dx:g}" cy="{30 + dy:g}" r="2" fill="{BLACK}"/>' for dx, dy in spots) + '</g>')
    coin = (f'<circle cx="164" cy="22" r="11" fill="{GOLD}" stroke="{COPPER}" stroke-width="1.4"/>'
            f'<circle cx="164" cy="22" r="8" fill="none" stroke="{COPPER}"/>' + _text(164, 27, 14, "$", COPPER))
    return die + tiles + coin + f'<circle cx="176" cy="42" r="9" fill="{GOLD}" stroke="{COPPER}" stroke-width="1.2"/>'


def scene_juggler(lang: str) -> str:
    """The two decks, vowels and consonants, each with its top card turned up."""
    from pyengine.juggler.materials import DECK_COLOUR, EDITIONS, edition
    cards = edition(lang if lang in EDITIONS else "fr")
    scene = []
    for x, deck, letters in ((22, "vowels", "EA"), (112, "consonants", "RJ")):
        ink = f"card--{DECK_COLOUR[deck]}"
        scene.append(_scene_back(x, 14) + _scene_back(x + 2, 12))
        for i, letter in enumerate(letters):
            scene.append(_scene_card(x + 30 + i * 20, 13 - i * 1, cards.letter_value[letter], letter, ink, -6 + i * 10))
    return "".join(scene)


def game_scene(game_id: str, draw, lang: str = "fr") -> str:
    """The picker's table scene of ``game_id``, drawn by ``draw(lang)`` (its ``SiteGame.scene``;
    decoration: aria-hidden). "" for a game without one."""
    if draw is None:
        return ""
    return (f'<svg class="game-scene" viewBox="0 0 {SCENE_W} {SCENE_H}" aria-hidden="true" focusable="false"'
            f' data-scene="{game_id}">{draw(lang)}</svg>')


# ---------------------------------------------------------------------- table objects
# Things that lie in the middle of a table, drawn big where the table has room (a laptop: the
# ``table-object`` class shows them, web/css/games/art.css; a phone keeps its plain counters).
# Each is decoration beside a counter that says the same in words (aria-hidden).
def _object(kind: str, view_box: str, body: str) -> str:
    return (f'<svg class="table-object table-object--{kind}" viewBox="{view_box}" aria-hidden="true"'
            f' focusable="false">{body}</svg>')


def bag_object() -> str:
    """A cloth bag tied at its neck (where tiles are drawn from)."""
    return _object("bag", "0 0 40 44",
                   '<path d="M13 11Q6 17 5 28 4 40 20 41 36 40 35 28 34 17 27 11Z" fill="#b98b52" stroke="#00000055"'
                   ' stroke-width=".8"/>'
                   '<path d="M10 20Q20 24 30 20" fill="none" stroke="#00000030" stroke-width=".8"/>'
                   '<path d="M13 11 9 4Q20 8 31 4L27 11Z" fill="#a87a43" stroke="#00000055" stroke-width=".8"/>'
                   f'<path d="M12 11.5Q20 14 28 11.5" fill="none" stroke="{COPPER}" stroke-width="2" stroke-linecap="round"/>')


# pip places on a die's face of 30 units, for 1 to 6
_PIPS = {1: ((15, 15),), 2: ((8, 8), (22, 22)), 3: ((8, 8), (15, 15), (22, 22)),
         4: ((8, 8), (22, 8), (8, 22), (22, 22)), 5: ((8, 8), (22, 8), (15, 15), (8, 22), (22, 22)),
         6: ((8, 8), (22, 8), (8, 15), (22, 15), (8, 22), (22, 22))}


def die_pips(face) -> str:
    """The pips of a die's face ``face`` (1 to 6) on its 30-unit square; "" for another face."""
    spots = _PIPS.get(face) if isinstance(face, int) else None
    if not spots:
        return ""
    return _object("pips", "0 0 30 30",
                   "".join(f'<circle cx="{x}" cy="{y}" r="3.2" fill="{BLACK}"/>' for x, y in spots))


def chip_stack(chips: int) -> str:
    """A stack of ``chips`` chips (0 to 8) seen from the side, a flat one on top: a pot, a bank."""
    chips = max(0, min(8, chips))
    rows = []
    for i in range(chips):
        y = 36 - i * 4.2
        fill = COPPER if i % 2 else GOLD
        rows.append(f'<path d="M6 {y:g}v-3.4a14 5 0 0 1 28 0V{y:g}a14 5 0 0 1-28 0Z" fill="{fill}"'
                    f' stroke="#00000055" stroke-width=".6"/>')
    top = 36 - chips * 4.2
    rows.append(f'<ellipse cx="20" cy="{top:g}" rx="14" ry="5" fill="{GOLD if chips % 2 == 0 else COPPER}"'
                f' stroke="#00000055" stroke-width=".6"/>'
                f'<ellipse cx="20" cy="{top:g}" rx="9" ry="3.1" fill="none" stroke="{PAPER}" stroke-width="1.2"'
                f' stroke-dasharray="2.4 2.2"/>' if chips else
                '<ellipse cx="20" cy="36" rx="14" ry="5" fill="none" stroke="#ffffff55" stroke-dasharray="2 2"/>')
    return _object("chips", "0 0 40 44", "".join(rows))


def tile_heap(tiles: int) -> str:
    """Up to five letter tiles' backs in a heap (tiles out of play); an empty place for none."""
    spots = ((6, 22, -12), (18, 24, 8), (12, 13, 20), (3, 10, -4), (20, 9, -18))[:max(0, min(5, tiles))]
    body = "".join(_card(x, y, 15, 15, angle, fill="#e4d6b4") for x, y, angle in spots) if spots else \
        '<rect x="8" y="12" width="24" height="24" rx="4" fill="none" stroke="#ffffff55" stroke-dasharray="2 2"/>'
    return _object("heap", "0 0 40 44", body)
