"""Glop's table: the score board to 30 with the favourite colour, the exposed cards, your hand,
the other seats (hands as counts), both sides' captured piles as counts, and the last play.

Everything legal comes from the engine's view: for each card of the hand, ``moves`` lists the
takes it makes now (several = the player chooses), whether each is a glop, and whether the
card may be laid. A click on a hand card selects it and shows its takes; a click on a take
(or on a table card of the take, when there are several) plays it.

UI-only state (``self.ui``): ``card`` (the selected hand card), ``take`` (the take shown on the
table when there are several). ``self.studied`` remembers, across actions, that the person
pressed "Memorised" for the hand he looked at this deal (the memory option).

Keys: cards carry ``data-key`` = deal number + card id, so a card animates from hand or table
to the last-play strip, and then into its side's pile (``data-sink``) at the next play; a pile
names only those cards, never the rest of its contents (see ``sinks``); a new deal's cards are
new elements. Focus: hand cards are focused by position (``hand:i``) and the
choice shown for the selected card (the first, or the one ↑ ↓ moved to) takes the card's focus
key, so keyboard play flows card → choice → next card. Digits make takes 1 to 9; a card can
have more (a big table of small cards: 51 for one 11 in random play), so ↑ ↓ step the shown
take through all of them, on the table and with the focus, and Enter makes it.
"""

from pyengine.glop import materials

from ..html import esc, join, tag
from ..guide import Guide, Step
from .base import GameView, Recap, Table
from .art import GLOP_INK, suit_mark
from .parts import backs, card_face, counter, piece

# Card ink classes of tapis.css (dark, AA on the card face) for the engine's colour ids.
INK = GLOP_INK


def value_of(card: str) -> int:
    return materials.VALUE[card]


def colour_of(card: str) -> str:
    return materials.COLOUR[card]


def _selected(view, ui):
    """The move of the hand card chosen on screen, if any."""
    card = ui.get("card")
    return next((m for m in view["moves"] or [] if m["card"] == card), None) if card else None


def _studying(view, ctx):
    memory = view["memory"]
    return bool(memory and memory["hide_after_study"] and memory["where"] != "hand" and ctx.seat is not None
                and view["seat_plays"][ctx.seat] == 0)


def _others_played(view, ctx):
    last = view["last_play"]
    return bool(last and last["deal"] == view["deal"] and last["seat"] != ctx.seat)


# The guided first game: two players, the memory game on, against the easy computer.
GUIDE = Guide("glop", "h,easy", 41, [
    Step("welcome", lambda view, ctx, ui: True),
    Step("memory", lambda view, ctx, ui: _studying(view, ctx), target="memory"),
    Step("table", lambda view, ctx, ui: bool(view["table"]), target="table"),
    # (not while the playing hand lies face down, the reserve being memorised)
    Step("pick", lambda view, ctx, ui: bool(view["moves"]) and _selected(view, ui) is None
         and (ui.get("studied") or not _studying(view, ctx)), target="hand", wait="act"),
    Step("take", lambda view, ctx, ui: bool((_selected(view, ui) or {}).get("takes")), target="actions", wait="act"),
    Step("lay", lambda view, ctx, ui: (_selected(view, ui) or {}).get("lay", False)
         and not (_selected(view, ui) or {}).get("takes"), target="actions", wait="act", optional=True),
    Step("computer", lambda view, ctx, ui: _others_played(view, ctx), target="last", anytime=True),
    Step("piles", lambda view, ctx, ui: any(side["captured"] for side in view["sides"]), target="piles"),
    Step("favourite", lambda view, ctx, ui: sum(view["seat_plays"]) >= 3, target="status"),
    Step("glop", lambda view, ctx, ui: bool(view["last_play"] and view["last_play"]["glop"]), target="last",
         anytime=True, optional=True),
    Step("reserve", lambda view, ctx, ui: view["reserve_counts"] is not None and ctx.seat is not None
         and view["reserve_counts"][ctx.seat] == 0 and bool(view["hand"]), optional=True),
    Step("count", lambda view, ctx, ui: bool(view["history"]), target="status"),
])


class View(GameView):
    game_id = "glop"
    GUIDE = GUIDE
    shortcuts = [("← →", "glop.ui.key.arrows"), ("1–9", "glop.ui.key.digits"), ("↑ ↓", "glop.ui.key.updown"),
                 ("P", "glop.ui.key.lay"), ("Échap / Esc", "glop.ui.key.escape")]

    def __init__(self):
        super().__init__()
        self.studied = None  # (deal, seat, seen cards) of the hand the person said he memorised

    # ================================================================== words
    def _symbols(self, view) -> dict:
        return {c["id"]: c["symbol"] for c in view["colours"]}

    def card_label(self, card: str, view, ctx) -> str:
        """« 8 rouge ● » / "red 8 ●": the accessible name of a card."""
        colour = colour_of(card)
        return ctx.t("glop.ui.card_label", value=value_of(card), colour=ctx.t(f"glop.colour.{colour}"),
                     symbol=self._symbols(view)[colour])

    @staticmethod
    def card_name(card: str, ctx) -> str:
        """« le 8 rouge » / "the red 8": a card inside a sentence."""
        return ctx.t("glop.card", value=value_of(card), colour={"key": f"glop.colour.{colour_of(card)}"})

    def names(self, cards, ctx) -> str:
        """« le 5 bleu, le 2 vert et le 1 jaune »."""
        words = [self.card_name(c, ctx) for c in cards]
        if len(words) <= 1:
            return "".join(words)
        return ctx.t("glop.ui.list", first=", ".join(words[:-1]), last=words[-1])

    def short_html(self, cards, view) -> str:
        """« 5■ + 2▲ » (materials.short), as HTML, each symbol in its colour's ink."""
        symbols = self._symbols(view)
        return " + ".join(f"{value_of(c)}" + tag("span", suit_mark(symbols[colour_of(c)]), class_=f"glop-sym {INK[colour_of(c)]}")
                          for c in cards)

    def side_name(self, side: int, view, ctx) -> str:
        seats = view["sides"][side]["seats"]
        if len(seats) == 1:
            return ctx.name(seats[0])
        return ctx.t("glop.ui.team", seat=ctx.name(seats[0]), partner_seat=ctx.name(seats[1]))

    # ================================================================== pieces
    def card(self, card: str, view, ctx, *, deal=None, act=None, arg=None, cls="", selected=False,
             pressed=None, focus=None, from_=None, label=None) -> str:
        """A face-up card; ``deal`` prefixes its animation key (a card id repeats every deal)."""
        deal = view["deal"] if deal is None else deal
        symbol = self._symbols(view)[colour_of(card)]
        face = card_face(str(value_of(card)), symbol)
        name = label or self.card_label(card, view, ctx)
        classes = join(["card ", INK[colour_of(card)], f" {cls}" if cls else ""])
        key = f"d{deal}-{card}"
        if not act:
            return piece(face, label=name, cls=classes, key=key, from_=from_)
        # A button is named by its own screen-reader text rather than aria-label, so what is
        # seen (« 8 ● ») and what is heard (« 8 rouge ● ») never disagree (axe: label-content).
        return tag("button", face + tag("span", esc(name), class_="sr-only"), type="button",
                   class_=classes + (" is-selected" if selected else ""), data_act=act, data_arg=arg,
                   data_focus=focus or f"card:{key}", data_key=key, data_from=from_,
                   aria_pressed=None if pressed is None else ("true" if pressed else "false"))

    # ================================================================== the table, zone by zone
    def draw(self, view, ctx) -> Table:
        me = ctx.seat
        players = view["players"]
        bottom = me if me is not None else 0
        others = [(bottom + k) % players for k in range(1, players)]  # clockwise from you
        person = me is not None and ctx.person
        studying = self.studying(view, ctx)
        return Table(
            status=self.status(view, ctx),
            others="".join(self.other_seat(seat, view, ctx) for seat in others),
            # the hand to memorise covers the middle of the table for the moment it is studied
            center=self.felt(view, ctx) + (self.memory(view["memory"], view, ctx) if studying else ""),
            prompt=self.prompt(view, ctx, studying),
            # one hand at a time: while the reserve is studied, the playing hand lies face down
            hand=self.hand_face_down(view) if studying else self.hand(view, ctx, person),
            hand_count=self.hand_size(view, ctx),
            hand_label=ctx.t("glop.ui.hand.later") if studying else
            ctx.t("glop.ui.hand") if person else ctx.t("glop.ui.hand_of", name=ctx.name(bottom)),
            actions=self.choices(view, ctx) if person and not view["over"] and not studying else "",
            sheet=self.result(view, ctx),
        )

    # ---- the strip of facts: deal, cards to play, favourite colour, scores to 30
    def status(self, view, ctx) -> str:
        favourite = view["favourite"]
        symbol = self._symbols(view)[favourite]
        mine = view["seat_side"] if view["seat_side"] is not None else 0
        scores = ctx.t("glop.ui.score_line", mine=self.short_side(mine, view, ctx), theirs=self.short_side(1 - mine, view, ctx),
                       a=view["sides"][mine]["score"], b=view["sides"][1 - mine]["score"])
        return join([
            tag("span", esc(ctx.t("glop.ui.deal", deal=view["deal"])), class_="glop-deal"),
            tag("span", esc(ctx.t("glop.ui.cards_left_short", n=view["cards_left"]))),
            tag("span", tag("span", suit_mark(symbol), class_=f"glop-chip {INK[favourite]}", aria_hidden="true") + " " +
                esc(ctx.t("glop.ui.favourite", colour=ctx.t(f"glop.colour.{favourite}"))), class_="glop-favourite"),
            tag("span", esc(ctx.t("glop.ui.scores", scores=scores, target=view["target"])), class_="glop-scores"),
        ])

    def short_side(self, side, view, ctx) -> str:
        """A side in two words for the strips: « Vous », « Ordinateur »; with partners « Votre
        équipe » / « L'autre équipe » (or « Équipe 1 » for a spectator)."""
        if view["players"] == 2:
            return ctx.name(view["sides"][side]["seats"][0])
        if view["seat_side"] is None or not ctx.person:
            return ctx.t("glop.ui.team_n", n=side + 1)
        return ctx.t("glop.ui.team_ours" if side == view["seat_side"] else "glop.ui.team_theirs")

    # ---- the other seats: name and side score, cards in hand, reserve, piles
    def other_seat(self, seat, view, ctx) -> str:
        name = ctx.name(seat)
        n = view["hand_counts"][seat]
        side = next(side for side in view["sides"] if seat in side["seats"])
        parts = [self.tags(seat, view, ctx),
                 tag("div", backs(n, ctx.t("glop.ui.hand_count", name=name, n=n), limit=11), class_="glop-backs")]
        if view["reserve_counts"] is not None and view["reserve_counts"][seat]:
            parts.append(tag("p", esc(ctx.t("glop.ui.reserve", n=view["reserve_counts"][seat])), class_="glop-reserve"))
        return self.seat_panel(seat, ctx, join(parts), active=view["current"] == seat,
                               extra_class="glop-seat", score=ctx.t("glop.ui.points", n=side["score"]))

    def tags(self, seat, view, ctx) -> str:
        """Small labels beside a name: dealer, partner."""
        out = []
        if view["dealer"] == seat:
            out.append(tag("span", esc(ctx.t("glop.ui.dealer")), class_="glop-tag"))
        if view["partner"] is not None and view["partner"] == seat:
            out.append(tag("span", esc(ctx.t("glop.ui.partner")), class_="glop-tag glop-tag--partner"))
        return tag("p", "".join(out), class_="glop-tags") if out else ""

    # ---- the felt: exposed cards, the last play, both sides' piles
    def felt(self, view, ctx) -> str:
        table = view["table"]
        move = self.selected_move(view)
        takes = move["takes"] if move else []
        shown = self.ui.get("take", 0) if takes else None
        target = set(takes[shown]) if takes else set()
        choosing = len(takes) > 1 and self.my_turn(view, ctx)
        last = view["last_play"] if view["last_play"] and view["last_play"]["deal"] == view["deal"] else None
        cards = []
        for card in table:
            cls = "is-target" if card in target else ("is-dim" if target else "")
            from_ = None
            if last and last["laid"] and last["card"] == card and last["seat"] != ctx.seat:
                from_ = f"seat-{last['seat']}"
            if choosing and any(card in t for t in takes):
                cards.append(self.card(card, view, ctx, act="view", arg=f"table:{card}", cls=cls,
                                       pressed=card in target, from_=from_))
            else:
                cards.append(self.card(card, view, ctx, cls=cls, from_=from_))
        if table or view["over"]:
            row = tag("div", "".join(cards), class_="cards glop-exposed", data_coach="table")
        else:
            row = tag("div", tag("p", esc(ctx.t("glop.ui.table_empty")), class_="glop-empty"),
                      class_="cards glop-exposed", data_coach="table")
        head = tag("h2", tag("span", esc(ctx.t("glop.ui.table")), class_="glop-table-name") +
                   (tag("span", esc(ctx.t("glop.ui.table_sum", n=view["table_sum"])), class_="glop-sum") if table else ""),
                   class_="table-label")
        return tag("section", join([head, row, self.last_play(last, view, ctx), self.reminder(view, ctx),
                                    self.piles(view, ctx)]), class_="glop-felt",
                   aria_label=ctx.t("glop.ui.table_region", n=len(table)))

    def reminder(self, view, ctx) -> str:
        """Without the memory game, the hand you looked at stays on the table as a reminder
        (cards already played from it dimmed)."""
        memory = view["memory"]
        if not memory or memory["where"] == "hand" or memory["hide_after_study"] or view["over"]:
            return ""
        away = set(memory["away"])
        cards = []
        for card in memory["cards"]:
            label = self.card_label(card, view, ctx)
            gone = card not in away
            cards.append(piece(card_face(str(value_of(card)), self._symbols(view)[colour_of(card)]),
                               label=ctx.t("glop.ui.memory.played", card=label) if gone else label,
                               cls=join(["card card--small ", INK[colour_of(card)], " is-dim" if gone else ""])))
        where = ctx.t(f"glop.ui.memory.{memory['where']}")
        return tag("div", tag("p", esc(ctx.t("glop.ui.memory.title") + " — " + where), class_="glop-note") +
                   tag("div", "".join(cards), class_="cards glop-memory-cards"), class_="glop-reminder")

    def piles(self, view, ctx) -> str:
        """Each side's captured cards, as a count only (« Les cartes ramassées ne doivent plus
        être regardées »), and its glops. Cards that leave the table fly into their pile."""
        sinks = self.sinks(view)
        out = []
        for side in (0, 1):
            info = view["sides"][side]
            name = self.short_side(side, view, ctx)
            label = ctx.t("glop.ui.pile_label", name=self.side_name(side, view, ctx), n=info["captured"],
                          glops=info["glops"])
            glops = info["glops"] if not info["royal"] else f"{info['glops']} ♛"
            body = join([
                tag("span", esc(name), class_="glop-pile-name"),
                counter(ctx.t("glop.ui.piles"), info["captured"], sink=sinks[side], cls="glop-pile-count"),
                counter(ctx.t("glop.ui.glops"), glops, cls="glop-pile-glops"),
            ])
            out.append(tag("div", body, class_="glop-pile" + (" glop-pile--mine" if side == view["seat_side"] else ""),
                           role="group", aria_label=label))
        return tag("div", "".join(out), class_="glop-piles", data_coach="piles")

    @staticmethod
    def sinks(view) -> list[list[str]]:
        """Per side, the keys of the cards that leave the screen for its pile with this picture,
        all seen in the open a moment ago — never the rest of the pile, which shows as a count
        only: the cards of the play before the last (played, taken, swept), which the last-play
        strip held until now, and the last play's leftover (the table left to the last taker).
        The last play's own cards stay on screen in the strip: they fly at the next play."""
        sinks = [[], []]
        before = view["previous_play"]
        if before and not before["laid"]:
            side = next(i for i, side in enumerate(view["sides"]) if before["seat"] in side["seats"])
            sinks[side] += [f"d{before['deal']}-{c}"
                                          for c in [before["card"], *before["taken"], *before["swept"]]]
        last = view["last_play"]
        if last and last["leftover"] and last["leftover_side"] is not None:
            sinks[last["leftover_side"]] += [f"d{last['deal']}-{c}" for c in last["leftover"]]
        return sinks

    def last_play(self, last, view, ctx) -> str:
        """What the last card did: who played it, what it took (the cards themselves, which
        then go to the pile), a glop, the last take's sweep."""
        if not last:
            return tag("div", tag("p", esc(ctx.t("glop.ui.last.none")), class_="glop-last-line"),
                       class_="glop-last glop-last--none")
        deal = last["deal"]
        seat = last["seat"]
        card = self.card_name(last["card"], ctx)
        # the sentence that the player's own place says too, in its caption: a short felt hides it
        # (for the eyes only) and keeps the cards
        said = " glop-last-line--said" if seat != ctx.seat and ctx.said(seat) else ""
        lines = []
        if last["laid"]:
            lines.append(tag("p", esc(ctx.about(seat, "glop.ui.last.lay", card=card)), class_="glop-last-line" + said))
        else:
            played = self.card(last["card"], view, ctx, deal=deal, cls="card--small glop-played",
                               from_=f"seat-{seat}" if seat != ctx.seat else None)
            taken = "".join(self.card(c, view, ctx, deal=deal, cls="card--small") for c in last["taken"])
            badge = ""
            if last["glop"]:
                badge = tag("strong", esc(ctx.t("glop.ui.royal_badge" if last["royal"] else "glop.ui.glop_badge")),
                            class_="glop-badge")
            lines.append(tag("p", esc(ctx.about(seat, "glop.ui.last.take", card=card)), class_="glop-last-line" + said))
            lines.append(tag("div", played + tag("span", "→", class_="glop-arrow", aria_hidden="true") + taken + badge,
                             class_="glop-last-cards"))
            if last["swept"]:
                lines.append(tag("p", esc(ctx.about(seat, "glop.ui.last.sweep")), class_="glop-last-line"))
                lines.append(tag("div", "".join(self.card(c, view, ctx, deal=deal, cls="card--small")
                                                for c in last["swept"]), class_="glop-last-cards"))
        if last["leftover"]:
            side = last["leftover_side"]
            if side is None:
                line = ctx.t("glop.ui.last.leftover_nobody")
            else:
                line = ctx.t("glop.ui.last.leftover", you=ctx.you is not None and side == view["seat_side"],
                             name=self.side_name(side, view, ctx))
            lines.append(tag("p", esc(line), class_="glop-last-line"))
        return tag("div", tag("h3", esc(ctx.t("glop.ui.last.title")), class_="sr-only") + "".join(lines),
                   class_="glop-last" + (" glop-last--glop" if last["glop"] else ""), aria_live="polite",
                   data_coach="last")

    # ---- the dock: the sentence of the moment, your hand, what the chosen card does
    def my_turn(self, view, ctx) -> bool:
        return (ctx.seat is not None and view["current"] == ctx.seat and not view["over"]
                and not ctx.is_bot(ctx.seat))

    def selected_move(self, view):
        card = self.ui.get("card")
        if not card or not view["moves"]:
            return None
        return next((m for m in view["moves"] if m["card"] == card), None)

    def prompt(self, view, ctx, studying: bool) -> str:
        if studying:
            return ctx.t("glop.ui.memory.study_prompt")
        move = self.selected_move(view)
        if not self.my_turn(view, ctx):
            return ctx.t("glop.ui.not_yet") if move is not None else ""
        if move is None:
            return ctx.t("glop.ui.pick_card" if view["table"] else "glop.ui.table_empty")
        name = self.card_name(move["card"], ctx)
        if len(move["takes"]) > 1:
            return ctx.t("glop.ui.choose_take_with", card=name)
        if move["takes"]:
            return ctx.t("glop.ui.take_with", card=name)
        return ctx.t("glop.ui.lay_only" if move["lay"] else "glop.ui.must_take_card", card=name)

    def hand(self, view, ctx, person: bool) -> str:
        me = ctx.seat
        if me is None:
            return ""
        selected = self.ui.get("card")
        hint = ctx.hint if ctx.hint and view["current"] == me else None
        cards = []
        hand = [m["card"] for m in view["moves"]] if view["moves"] else (view["hand"] or [])
        for i, card in enumerate(hand):
            cls = "is-hint" if hint and hint.get("card") == card else ""
            if person and view["moves"]:
                is_sel = card == selected
                cards.append(self.card(card, view, ctx, act="view", arg=f"card:{card}", cls=cls,
                                       selected=is_sel, pressed=is_sel,
                                       focus=f"hand:{i}:open" if is_sel else f"hand:{i}"))
            else:
                cards.append(self.card(card, view, ctx, cls=cls))
        reserve = self.reserve(view, ctx)
        if reserve:  # the reserve waits face down at the end of the hand, with its count
            cards.append(tag("div", tag("span", esc(reserve), class_="glop-reserve-count", aria_hidden="true"),
                             class_="card card--back glop-reserve-pile", role="img",
                             aria_label=ctx.t("glop.ui.reserve", n=reserve)))
        return "".join(cards)

    @staticmethod
    def hand_face_down(view) -> str:
        """The playing hand as backs, while the hand looked at (the reserve) is memorised."""
        return "".join(tag("div", "", class_="card card--back glop-hand-later") for _ in view["hand"] or [])

    @staticmethod
    def reserve(view, ctx) -> int:
        return view["reserve_counts"][ctx.seat] if view["reserve_counts"] is not None and ctx.seat is not None else 0

    def hand_size(self, view, ctx) -> int:
        cards = len(view["moves"]) if view["moves"] else len(view["hand"] or [])
        return cards + (1 if self.reserve(view, ctx) else 0)

    def choices(self, view, ctx) -> str:
        """The chosen card's takes (one button each), laying it, another card."""
        move = self.selected_move(view)
        if move is None:
            return ""
        index = next(i for i, m in enumerate(view["moves"]) if m is move)
        card = move["card"]
        name = self.card_name(card, ctx)
        mine = self.my_turn(view, ctx)
        hint = ctx.hint if mine else None
        buttons = []
        shown = self.ui.get("take", 0)
        royal = view["cards_left"] == 1
        for n, (take, glop) in enumerate(zip(move["takes"], move["glops"])):
            # the sentence escaped, then the cards (HTML: coloured symbols) put in its place
            text = esc(ctx.t("glop.ui.take", cards_text="\x00")).replace("\x00", self.short_html(take, view))
            badge = ""
            if glop:
                badge = " " + tag("strong", esc(ctx.t("glop.ui.royal_badge" if royal else "glop.ui.glop_badge")),
                                  class_="glop-badge")
            # the digit that makes it, for the first nine (↑ ↓ reach the others)
            number = tag("span", str(n + 1), class_="glop-key", aria_hidden="true") \
                if 1 < len(move["takes"]) and n < 9 else ""
            action = {"type": "take", "card": card, "cards": take}
            cls = "btn glop-choice" + (" is-shown" if n == shown and len(move["takes"]) > 1 else "") + \
                (" is-hint" if hint == action else "")
            buttons.append(self.play_button(number + text + badge, action, cls=cls, disabled=not mine,
                                            aria_label=ctx.t("glop.ui.take_label", cards=self.names(take, ctx))
                                            + (" — " + ctx.t("glop.ui.glop_badge") if glop else ""),
                                            focus=f"hand:{index}" if n == shown else f"choice:{n}"))
        action = {"type": "lay", "card": card}
        buttons.append(self.play_button(esc(ctx.t("glop.ui.lay")), action,
                                        cls="btn glop-choice" + (" is-hint" if hint == action else ""),
                                        disabled=not mine or not move["lay"],
                                        aria_label=ctx.t("glop.ui.lay_label", card=name),
                                        focus=f"hand:{index}" if not move["takes"] else "choice:lay"))
        # the focus goes back to the card when the choice is cancelled
        buttons.append(self.view_button(esc(ctx.t("glop.ui.cancel")), "cancel", cls="btn btn--ghost glop-cancel",
                                        focus=f"hand:{index}"))
        return "".join(buttons)

    # ---- the memory game: the hand you looked at, to memorise before it hides
    def studying(self, view, ctx) -> bool:
        memory = view["memory"]
        me = ctx.seat
        if not memory or me is None or not ctx.person or view["over"] or memory["where"] == "hand":
            return False
        mark = (view["deal"], me, tuple(memory["cards"]))
        return memory["hide_after_study"] and view["seat_plays"][me] == 0 and self.studied != mark

    def memory(self, memory, view, ctx) -> str:
        cards = []
        for card in memory["cards"]:
            cards.append(piece(card_face(str(value_of(card)), self._symbols(view)[colour_of(card)]),
                               label=self.card_label(card, view, ctx),
                               cls=join(["card ", INK[colour_of(card)]])))
        return tag("section", join([
            tag("h2", esc(ctx.t("glop.ui.memory.study.title")), class_="table-label"),
            tag("p", esc(ctx.t("glop.ui.memory.what")), class_="glop-note"),
            tag("div", "".join(cards), class_="cards glop-memory-cards", data_coach="memory",
                data_measure="inline", style=f"--n:{len(cards)}"),
            # (a replay shows the hand as the seat saw it, without the button that ended its study)
            "" if ctx.replay else self.view_button(esc(ctx.t("glop.ui.memory.done")), "studied",
                                                   cls="btn btn--primary", data_coach="memory-done")]),
            class_="glop-memory glop-memory--study", aria_label=ctx.t("glop.ui.memory.study.title"))

    # ---- the end of a deal: its count, over the table, until you go on
    def recap(self, view, ctx) -> Recap | None:
        me = ctx.seat
        if not view["history"] or view["over"]:
            return None
        if me is None:
            fresh = not (view["last_play"] and view["last_play"]["deal"] == view["deal"])
        else:
            fresh = view["seat_plays"][me] == 0
        if not fresh:
            return None
        summary = view["history"][-1]
        last = view["last_play"] if view["last_play"] and view["last_play"]["deal"] == summary["deal"] else None
        body = join([self.last_play(last, view, ctx) if last else "", self.count_table(summary, view, ctx)])
        return Recap(key=f"deal-{summary['deal']}", title=ctx.t("glop.ui.previous", deal=summary["deal"]),
                     body=tag("div", body, class_="glop-recap"))

    def count_table(self, summary, view, ctx) -> str:
        """One deal's count, item by item, one column per side."""
        sides = summary["sides"]
        favourite = summary["favourite"]
        symbol = self._symbols(view)[favourite]
        head = tag("tr", tag("th", esc(ctx.t("glop.ui.count.item")), scope="col") +
                   "".join(tag("th", esc(self.side_name(s, view, ctx)), scope="col") for s in (0, 1)))

        def pair(count, points):
            return ctx.t("glop.ui.count.pair", count=count, points=points)

        rows = [
            ("glop.ui.count.cards", [pair(s["cards"], s["cards_points"]) for s in sides]),
            ("glop.ui.count.favourite_one", [str(s["favourite_one"]) for s in sides]),
            ("glop.ui.count.favourite_six", [str(s["favourite_six"]) for s in sides]),
            ("glop.ui.count.sixes", [pair(s["sixes"], s["sixes_points"]) for s in sides]),
            ("glop.ui.count.favourite_cards", [pair(s["favourite_cards"], s["favourite_points"]) for s in sides]),
            ("glop.ui.count.glops", [pair(s["glops"], s["glop_points"]) for s in sides]),
            ("glop.ui.count.total", [str(s["total"]) for s in sides]),
            ("glop.ui.count.score", [str(s["score"]) for s in sides]),
        ]
        body = []
        for key, cells in rows:
            label = esc(ctx.t(key))
            if key == "glop.ui.count.favourite_cards":
                label += " " + tag("span", suit_mark(symbol), class_=f"glop-sym {INK[favourite]}")
            body.append(tag("tr", tag("th", label, scope="row") + "".join(tag("td", esc(c)) for c in cells),
                            class_="glop-total" if key == "glop.ui.count.total" else None))
        return tag("table", tag("thead", head) + tag("tbody", "".join(body)), class_="glop-count")

    # ================================================================== clicks and keys
    def handle(self, arg, view, ctx):
        kind, _, value = arg.partition(":")
        if kind == "card" and self.studying(view, ctx):
            self.handle("studied", view, ctx)  # touching your cards ends the study of the other hand
        if kind == "card":
            if self.ui.get("card") == value:
                self.ui = {}
            elif view["hand"] and value in view["hand"]:
                self.ui = {"card": value, "take": 0}
            return None
        if kind == "table":
            move = self.selected_move(view)
            if move:
                takes = move["takes"]
                start = self.ui.get("take", 0)
                # the next take (after the one shown) that holds this table card
                for step in range(1, len(takes) + 1):
                    n = (start + step) % len(takes)
                    if value in takes[n]:
                        self.ui["take"] = n
                        break
            return None
        if kind == "cancel":
            self.ui = {}
            return None
        if kind == "studied" and view["memory"]:
            self.studied = (view["deal"], ctx.seat, tuple(view["memory"]["cards"]))
            self.ui = {"studied": True}  # (the guide's next step: the playing hand is face up)
            return None
        return None

    def key(self, key, view, ctx):
        hand = view["hand"] or []
        if not hand or view["over"]:
            return None
        card = self.ui.get("card")
        if key in ("ArrowLeft", "ArrowRight") and self.studying(view, ctx):
            self.handle("studied", view, ctx)  # choosing a card ends the study of the other hand
        if key in ("ArrowLeft", "ArrowRight"):
            if card in hand:
                i = (hand.index(card) + (1 if key == "ArrowRight" else -1)) % len(hand)
            else:
                i = 0 if key == "ArrowRight" else len(hand) - 1
            self.ui = {"card": hand[i], "take": 0}
            return True
        if key == "Escape" and card:
            self.ui = {}
            return True
        move = self.selected_move(view)
        if move is None:
            return None
        if key in ("ArrowUp", "ArrowDown") and len(move["takes"]) > 1:
            # the previous or next take, shown on the table; the focus follows it (it carries
            # the focus key the shown take's button had)
            step = 1 if key == "ArrowDown" else -1
            self.ui["take"] = (self.ui.get("take", 0) + step) % len(move["takes"])
            return True
        if key.isdigit() and key != "0":
            n = int(key) - 1
            if n < len(move["takes"]):
                return {"type": "take", "card": move["card"], "cards": move["takes"][n]}
            return None
        if key.lower() == "p":
            # the engine refuses laying when a card could take, with its own sentence
            return {"type": "lay", "card": move["card"]}
        return None

    def reset(self) -> None:
        self.ui = {}

    # ================================================================== hints and the end
    def describe(self, action, view, ctx) -> str:
        card = self.card_name(action["card"], ctx)
        if action.get("type") == "lay":
            return ctx.t("glop.ui.describe.lay", card=card)
        taken = action.get("cards") or []
        # the engine says which takes are glops (a view counts nothing itself)
        move = next((m for m in view["moves"] or [] if m["card"] == action["card"]), None)
        glop = bool(move) and any(glop and sorted(take) == sorted(taken)
                                  for take, glop in zip(move["takes"], move["glops"]))
        return ctx.t("glop.ui.describe.glop" if glop else "glop.ui.describe.take",
                     cards=materials.short(taken), card=card)

    def result(self, view, ctx) -> str:
        """The score sheet: each deal's points per side with the running total, then the last
        deal item by item."""
        history = view["history"]
        if not history:
            return ""
        symbols = self._symbols(view)
        head = tag("tr", join([
            tag("th", esc(ctx.t("glop.ui.sheet.deal")), scope="col"),
            tag("th", esc(ctx.t("glop.ui.sheet.favourite")), scope="col"),
            *[tag("th", esc(self.side_name(s, view, ctx)), scope="col") for s in (0, 1)]]))
        rows = []
        for summary in history:
            fav = summary["favourite"]
            cells = [tag("th", esc(summary["deal"]), scope="row"),
                     tag("td", tag("span", suit_mark(symbols[fav]), class_=f"glop-sym {INK[fav]}") + " " +
                         esc(ctx.t(f"glop.colour.{fav}")))]
            for side in summary["sides"]:
                cells.append(tag("td", esc(ctx.t("glop.ui.sheet.cell", n=side["total"], score=side["score"]))))
            rows.append(tag("tr", "".join(cells)))
        sheet = tag("table", tag("caption", esc(ctx.t("glop.ui.sheet.caption"))) + tag("thead", head) +
                    tag("tbody", "".join(rows)), class_="ranking glop-sheet")
        last = tag("h4", esc(ctx.t("glop.ui.sheet.last"))) + self.count_table(history[-1], view, ctx)
        return tag("section", tag("h3", esc(ctx.t("glop.ui.sheet"))) + sheet + last, class_="glop-result")
