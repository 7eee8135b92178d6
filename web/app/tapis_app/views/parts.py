"""Pieces every table is made of: cards, backs, tiles, counters, a score track.

Each returns an HTML string. A piece that can be clicked is a real ``<button>`` (keyboard and
screen readers for free) reporting ``act``/``arg``; otherwise it is an element with
``role="img"`` and an accessible name, so a screen reader says "7 de cœur", not "7".
``key`` makes the piece animate from wherever it was drawn last time (see views/base.py).
"""

import json

from ..html import attrs, esc, join, tag
from ..zones import piece_zone, zone
from .art import court_figure, suit_mark


def piece(content: str, *, label: str, cls: str, key: str | None = None, act: str | None = None,
          arg=None, selected: bool = False, disabled: bool = False, from_: str | None = None,
          focus: str | None = None, pressed: bool | None = None, title: str | None = None) -> str:
    """A card-like element: a button when ``act`` is given, else an image with a name."""
    classes = join([cls, " is-selected" if selected else ""])
    if isinstance(arg, (dict, list)):
        arg = json.dumps(arg, separators=(",", ":"), sort_keys=True)
    name = piece_zone(key) if key else None  # (a zone of its own: the page redraws the cards that changed)
    common = dict(class_=classes, data_key=key, data_from=from_, title=title, data_zone=name)
    if act:
        markup = tag("button", content, type="button", data_act=act, data_arg=arg, disabled=disabled,
                     aria_label=label, data_focus=focus or (f"card:{key}" if key else None),
                     aria_pressed=None if pressed is None else ("true" if pressed else "false"), **common)
    else:
        markup = tag("div", content, role="img", aria_label=label, **common)
    return zone(name, markup) if name else markup


def play_mark(playable: bool, marked: bool = False) -> str:
    """The class a card or tile of your hand wears for what it may do now, the same at every
    table: `` is-dim`` when it cannot be played now (Le Glükz's values too low for the pile,
    Glop's cards that take nothing while taking is compulsory), `` is-marked`` when it is what the
    moment asks for (Glop's cards that take then). The dimming is never the only word: the
    reason is in the card's name or the sentence of the moment, and a card that cannot be
    played at all is also ``disabled``."""
    if not playable:
        return " is-dim"
    return " is-marked" if marked else ""


def named_button(content: str, name: str, **attributes) -> str:
    """A card that is a button, named by its own screen-reader text rather than aria-label, so
    that what is seen (« 8 ● ») stays part of what is heard (« 8 rouge ● »): axe's
    label-content-name-mismatch rule. ``attributes`` are written in the order given; a card
    with a ``data_key`` is a zone of its own, as ``piece`` makes it."""
    key = attributes.get("data_key")
    if key:
        attributes["data_zone"] = piece_zone(key)
    markup = tag("button", content + tag("span", esc(name), class_="sr-only"), type="button", **attributes)
    return zone(attributes["data_zone"], markup) if key else markup


def said_apart(seen: str, heard: str) -> str:
    """A button's content when what it shows (« Prendre 5■ + 2▲ ») is shorter than what a screen
    reader must say (« Prendre le 5 bleu et le 2 vert »): the sight hidden from speech, the words
    in its own screen-reader text — its name then holds no aria-label that would miss the text
    shown (axe's label-content-name-mismatch)."""
    return tag("span", seen, aria_hidden="true") + tag("span", esc(heard), class_="sr-only")


def word_field(ident: str, cls: str, maxlength: int, **attributes) -> str:
    """A field to type a word in: no autocomplete, capitals, no spelling check (a game's word
    need not be the keyboard's). ``attributes`` follow the fixed ones, in the order given."""
    return (f'<input type="text" id="{ident}" name="word" class="field {cls}" maxlength="{maxlength}" '
            f'autocomplete="off" autocapitalize="characters" spellcheck="false"{attrs(**attributes)}>')


def listed(words: list[str], ctx, key: str) -> str:
    """« A, B et C »: the last two joined by the game's sentence ``key`` (« {first} et {last} »)."""
    if len(words) <= 1:
        return "".join(words)
    return ctx.t(key, first=", ".join(words[:-1]), last=words[-1])


def _corner(rank: str, symbol: str, cls: str) -> str:
    return tag("span", esc(rank) + tag("span", suit_mark(symbol), class_="card-pip"), class_=cls, aria_hidden="true")


def card_face(rank: str, symbol: str, big: str | None = None) -> str:
    """The classic layout: rank and symbol in two corners, a big sign in the middle (the symbol,
    drawn: art.suit_mark)."""
    middle = tag("span", esc(big) if big is not None else suit_mark(symbol), class_="card-middle", aria_hidden="true")
    return _corner(rank, symbol, "card-corner") + middle + _corner(rank, symbol, "card-corner card-corner--end")


def court_face(rank: str, letter: str, symbol: str) -> str:
    """A court card of a standard deck: the figure of engine rank ``rank`` (J, N, Q, K; drawn in
    views/art.py, tinted by the card's ink class) under the two corner indexes ``letter`` +
    ``symbol``. Any other rank gets card_face's layout. The page must hold art.sprite() once."""
    figure = court_figure(rank)
    if not figure:
        return card_face(letter, symbol)
    wide = " card-corner--wide" if len(letter) > 1 else ""  # « Kn »: narrower, clear of the head
    return figure + _corner(letter, symbol, "card-corner" + wide) + \
        _corner(letter, symbol, "card-corner card-corner--end" + wide)


def card_back(label: str, key: str | None = None, small: bool = False, from_: str | None = None) -> str:
    return piece("", label=label, cls="card card--back" + (" card--small" if small else ""), key=key, from_=from_)


def backs(count: int, label: str, limit: int = 8, small: bool = True) -> str:
    """A fanned stack of face-down cards with its count (hands of other players)."""
    shown = "".join(card_back("", small=small) for _ in range(min(count, limit)))
    return tag("div", tag("div", shown, class_="cards cards--fan", aria_hidden="true") +
               tag("span", esc(count), class_="count-badge"), class_="backs", role="img", aria_label=label)


def tile(letter: str, value, *, label: str, key: str | None = None, act: str | None = None, arg=None,
         selected: bool = False, disabled: bool = False, cls: str = "", from_: str | None = None) -> str:
    """A letter tile with its value in the corner."""
    content = tag("span", esc(letter), class_="tile-letter", aria_hidden="true") + \
        tag("span", esc(value), class_="tile-value", aria_hidden="true")
    return piece(content, label=label, cls=join(["tile", f" {cls}" if cls else ""]), key=key, act=act, arg=arg,
                 selected=selected, disabled=disabled, from_=from_)


def counter(label: str, value, *, key: str | None = None, sink: list[str] | None = None, cls: str = "",
            picture: str = "") -> str:
    """A labelled number (cards taken, chips…). ``sink``: keys of cards that just went there.
    ``picture``: a table object drawn between label and number (art.py; decoration)."""
    return tag("div", tag("span", esc(label), class_="counter-label") + picture +
               tag("span", esc(value), class_="counter-value"),
               class_=join(["counter", f" {cls}" if cls else ""]), data_key=key,
               data_sink=" ".join(sink) if sink else None)


def score_track(rows: list[tuple[str, int, bool]], target: int, label: str) -> str:
    """Scores on a track to ``target`` (Glop's board to 30): one line per side,
    (name, score, is_viewer's side)."""
    lines = []
    for name, score, mine in rows:
        share = max(0.0, min(1.0, score / target)) if target else 0
        bar = f'<span class="track-fill"{attrs(style=f"width:{share * 100:.1f}%")}></span>'
        lines.append(tag("div", tag("span", esc(name), class_="track-name") +
                         tag("span", bar, class_="track-bar", aria_hidden="true") +
                         tag("span", esc(score), class_="track-score"),
                         class_="track-row" + (" track-row--mine" if mine else "")))
    return tag("div", "".join(lines), class_="score-track", role="group", aria_label=label)
