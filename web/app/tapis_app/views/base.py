"""What every game view shares: the narrow context it draws with, the zones of the table it
fills, and the base class.

A game's view (a package ``views/<id>/``: class ``View``, its sentences in ``text.py``) turns the engine's ``view(seat)`` dict into
the table on screen and turns clicks into engine actions. It may keep *UI-only* state (which
card is selected) in ``self.ui``; it never decides what is legal: the engine's view says so
(legal actions, takes per card, prices…), or a query the engine answers (``ctx.ask``), and an
illegal click comes back as the engine's own message.

What a view may import:
- from the shell: ``..html``, ``..text`` (through ``ctx.t``), ``..guide``, ``..review``, and
  the other modules of ``views/`` (this one, ``parts``, ``art``);
- from its engine, its card model: ``pyengine.<game>.materials`` (card ids and what a card
  shows: rank, suit, colour, value, letters, the letter printed in a corner; e.g. Le Glükz's
  ``card_info``, Glop's ``VALUE``) and the named constants of its ``rules`` (Le Glükz's
  ``JOKERS``). A view never parses a card id nor copies a table of the engine;
- ``pyengine.lexicon.normalize``, to fold a typed word as the word checks do;
- ``pyengine.core.i18n``, in its ``text.py`` only: the view's sentences, registered when the
  view is imported (its engine keeps its own: events, errors, options, rules).
Whatever applies a rule to the game (what is legal, what a move or a seat's cards count) is
read from the engine's ``view(seat)`` or asked with ``ctx.ask`` (``Game.QUERIES``), never
worked out again. One named exception: a word builder may call its engine's pure word helpers
(Glossa's ``describe_word``, ``spell_text``, ``word_value``), which read only the person's own
cards and the word list, so that the word is checked at every tap, even at a remote table
without a message to the host.

The table is one screen (``Table``): the other players, the shared area, and a dock at the
bottom that never leaves the screen, holding the sentence of what to do now, your hand and the
actions of the moment. The frame (``table.py``) lays the zones out for the screen's size and
marks them for tests: ``[data-role=prompt]``, ``[data-role=hand]``, ``[data-role=actions]``.

Interactive elements use ``data-act``:
- ``data-act="play" data-arg=<action JSON>``: the shell applies that engine action directly;
- ``data-act="view" data-arg=<your string>``: the shell calls ``handle(arg, view, ctx)``.
Elements that move carry ``data-key`` (a stable id, e.g. a card's id) so the page animates
them from their old place to the new one; a new element with ``data-from="<anchor>"`` flies in
from the element carrying ``data-anchor="<anchor>"`` (e.g. a player's seat); an element with
``data-sink="key1 key2"`` receives the cards with those keys that just left the screen.
``data-coach="<name>"`` marks what the guided first game may point at.
"""

from dataclasses import dataclass

from ..html import button, esc, join, tag
from ..text import t
from ..zones import zone


class Ctx:
    """What a view draws with, and nothing more: the seat on screen, the language and its
    sentences, names, who is a computer and who is thinking, the hint, the last thing each seat
    did (a caption beside its place), and the engine's answers for this seat: the queries the
    game declares in ``QUERIES``. ``game`` may be None where nobody asks it anything (a test
    drawing a view dict alone)."""

    def __init__(self, *, game, seat, lang="fr", names=None, bots=(), thinking=None, hint=None, speed="normal",
                 said=None, person=True, minutes_played=None, you=None, countdown=0, replay=False):
        self._game = game
        self.seat = seat
        self.lang = lang
        self._names = names or (lambda seat: str(seat))
        self._bots = set(bots)
        self._thinking = thinking
        self.hint = hint  # the hard computer player's suggestion, when asked for
        self.speed = speed
        self._said = said or {}
        self.person = person  # a person at this device plays this seat (not a spectator)
        self.minutes_played = minutes_played  # whole minutes of play by the table's clock
        self.you = you  # the seat spoken to in the second person (the one person here), or None
        self.countdown = countdown  # whole seconds before a race's starting signal (0: none, or given)
        self.replay = replay  # a replay's picture of what this seat saw: nothing on it can be acted on

    def t(self, key: str, **params) -> str:
        return t(key, self.lang, **params)

    def about(self, seat, key: str, **params) -> str:
        """A sentence whose subject is ``seat``: « Vous prenez… » when it is the person here
        (the ``key@you`` sentence), « Ordinateur prend… » otherwise; ``name`` is filled in."""
        return t(key, self.lang, you=seat is not None and seat == self.you, name=self.name(seat), **params)

    def name(self, seat: int) -> str:
        return self._names(seat)

    def is_bot(self, seat: int) -> bool:
        return seat in self._bots

    def thinking(self, seat: int) -> bool:
        return self._thinking == seat

    def said(self, seat: int) -> str:
        """What that seat just did, in a sentence (empty when nothing new)."""
        return self._said.get(seat, "")

    def ask(self, query: str, *args):
        """One of the game's own questions about this seat (``Game.QUERIES``), e.g. BuyWord's
        ``quote`` (what selling this word would pay)."""
        if query not in getattr(self._game, "QUERIES", ()):
            raise ValueError(f"{query} is not a query of {self._game.game_id}")
        return getattr(self._game, query)(self.seat, *args)


@dataclass
class Table:
    """One moment of a game on screen, zone by zone (each an HTML string; ``prompt`` is text).

    - ``others``: the other players' places (names, cards in hand, scores);
    - ``center``: the shared area (the felt, piles, board, the word on offer);
    - ``prompt``: the sentence saying what to do now (or what is happening);
    - ``work``: an optional strip above the hand (a word being built, a lot on offer);
    - ``hand``: your cards or tiles, each selectable one a button;
    - ``actions``: the actions of the moment (buttons; unavailable ones ``disabled``);
    - ``status``: a short line of facts for the header strip (deal, scores, pot);
    - ``sheet``: the score sheet so far (opened from the header), or "" when there is none.
    """

    others: str = ""
    center: str = ""
    prompt: str = ""
    work: str = ""
    hand: str = ""
    actions: str = ""
    status: str = ""
    sheet: str = ""
    hand_label: str = ""  # the hand's accessible name (« Votre main »)
    hand_count: int = 0  # cards in the hand: the dock overlaps them when they would not fit

    def all_html(self) -> str:
        """Every zone but the score sheet, one after the other (what a seat's screen holds:
        tests look through it for secrets and buttons)."""
        return join([self.status, self.others, self.center, esc(self.prompt), self.work, self.hand, self.actions])


@dataclass
class Recap:
    """The end of a deal, hand or round, shown over the table until the person goes on:
    ``key`` names that moment once per game (e.g. "deal-3"), ``title`` and ``body`` (HTML: the
    rule book's scoring lines per player); ``go_on``: the button's words when « Donne suivante »
    is not the game's word for what comes next."""

    key: str
    title: str
    body: str
    go_on: str = ""


class GameView:
    """Base class: override ``draw``; ``handle``, ``key``, ``recap`` and ``result`` when needed."""

    game_id = ""
    shortcuts: list[tuple[str, str]] = []  # (key, text key) listed in the help

    def __init__(self):
        self.ui: dict = {}

    def reset(self) -> None:
        """Called after every action that changed the game: forget selections."""
        self.ui = {}

    def draw(self, view: dict, ctx: Ctx) -> Table:
        raise NotImplementedError

    def handle(self, arg: str, view: dict, ctx: Ctx):
        """A click on ``data-act="view"``: return an engine action, or None after updating self.ui."""
        return None

    def key(self, key: str, view: dict, ctx: Ctx):
        """A key press: an engine action, True (handled, redraw), or None (not ours)."""
        return None

    def recap(self, view: dict, ctx: Ctx) -> Recap | None:
        """The deal (hand, round) that has just ended, while the next has not really begun."""
        return None

    def result(self, view: dict, ctx: Ctx) -> str:
        """Extra HTML for the end screen (a score sheet); the shell shows ranking and scores."""
        return ""

    # ---- helpers for subclasses
    @staticmethod
    def play_button(label: str, action: dict, **kw) -> str:
        return button(label, "play", action, **kw)

    @staticmethod
    def view_button(label: str, arg: str, **kw) -> str:
        return button(label, "view", arg, **kw)

    @staticmethod
    def seat_panel(seat: int, ctx: Ctx, body: str, *, active: bool = False, extra_class: str = "",
                   score: str = "") -> str:
        """A player's place at the table: name, turn marker, what they just did (a caption), a
        score, and the game's own content."""
        who = tag("span", esc(ctx.name(seat)), class_="seat-who")
        if ctx.thinking(seat):
            caption = tag("p", esc(ctx.t("ui.seat.thinking")), class_="seat-caption seat-caption--thinking")
        elif ctx.said(seat):
            caption = tag("p", esc(ctx.said(seat)), class_="seat-caption", data_key=f"said-{seat}-{ctx.said(seat)[:40]}")
        else:
            caption = ""
        # the caption's place is always there, under a key of its own: a caption coming or going
        # then changes only that place, and the redraw keeps the seat's cards as they are (without
        # it, the page's morph would rebuild everything after a new caption; issue 26). It comes
        # last, under the seat's cards: a caption that comes or goes above them made them jump at
        # every move (measured in Glossa: 378 of 595 card movements in 20 s were that jump, each
        # one animated, about a third of the page's long tasks)
        caption = tag("div", caption, class_="seat-said", data_place=f"said-{seat}")
        head = tag("h2", who + (tag("span", esc(score), class_="seat-score") if score else ""), class_="seat-name")
        cls = join(["seat", " seat--active" if active else "", " seat--you" if seat == ctx.seat else "",
                    f" {extra_class}" if extra_class else ""])
        # (a zone of its own: the page redraws only the seats that changed, zones.py)
        return zone(f"seat-{seat}", tag("section", head + body + caption, class_=cls, data_anchor=f"seat-{seat}",
                                        aria_label=ctx.name(seat), aria_current="true" if active else None,
                                        data_zone=f"seat-{seat}"))
