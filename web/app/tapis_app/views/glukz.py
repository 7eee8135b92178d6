"""Le Glükz's table on one screen: the other players along the top (their hand as a count, their
rows face up on face down, what they were seen picking up), the pile in the middle with the
burned cards beside it, and the dock: the sentence of the moment, your rows, the cards you play
from now (your hand, else your face-up row, else your face-down cards) and Lay / Take.

Everything comes from the engine's view (``pyengine/glukz/game.py``, ``table_view``): which cards
may be laid (``moves.groups``), whether the pile may be taken and what would be shown by default,
the pile's value and its run, who plays after, the last burn and its run. The view keeps one
piece of UI state: the cards chosen for the next play (``self.ui["chosen"]``), always cards of
one rank from the place the player plays from now (hand or face-up row).

Moves on screen: a card keeps its id as ``data-key`` wherever it lies (hand, rows, pile), so it
slides from one place to the next; a card another player lays appears from that player's hand
or rows (``data-from``); a taken pile flies into the taker's hand (``data-sink``); a burned pile
flies onto the burned heap, where the run that burned it stays face up until the next burn.
"""

import json

from pyengine.glukz.materials import RANK_OF, SUIT_COLOUR, SUIT_OF, SUIT_SYMBOL, card_info
from pyengine.glukz.rules import JOKERS

from ..guide import Guide, Step
from ..html import esc, join, tag
from .art import suit_mark
from .base import GameView, Recap, Table
from .parts import court_face, piece

PILE_SHOWN = 6  # cards of the pile drawn face up (the rest are counted)
HEAP_SHOWN = 4  # cards of the last burn's run drawn on the burned heap
KNOWN_SHOWN = 10  # cards seen going into another player's hand, named beside their place


def rank_of(card: str) -> str:
    return RANK_OF[card]


def suit_of(card: str) -> str:
    return SUIT_OF[card]


def letter_of(card: str, lang: str) -> str:
    """The letter printed in the card's corners (« V » for a French Valet)."""
    return card_info(card, lang)["letter"]


def _moves(view):
    return view.get("moves") or {}


# The guided first game: two players against the easy computer, one deck, the race start.
GUIDE = Guide("glukz", "h,easy", 41, [
    Step("welcome", lambda view, ctx, ui: True, anytime=True),
    Step("race", lambda view, ctx, ui: view["phase"] == "race", target="pile", anytime=True),
    Step("pile", lambda view, ctx, ui: bool(view["pile"]) and view["phase"] != "race", target="pile-value"),
    Step("play", lambda view, ctx, ui: bool(_moves(view).get("playable")) and bool(view["pile"]), target="playable",
         wait="act"),
    Step("jokers", lambda view, ctx, ui: any(rank_of(c) in JOKERS for c in _moves(view).get("playable") or [])
         and view["pile"], target="hand"),
    Step("take", lambda view, ctx, ui: bool(_moves(view).get("take")) and not _moves(view).get("playable"),
         target="take", optional=True),
    Step("burn", lambda view, ctx, ui: view["burns"] > 0, target="burned", anytime=True, optional=True),
    Step("rows", lambda view, ctx, ui: view["turn"] >= 6, target="my-rows"),
])


class View(GameView):
    game_id = "glukz"
    GUIDE = GUIDE
    shortcuts = [("P", "glukz.ui.key.play"), ("R", "glukz.ui.key.take"), ("A", "glukz.ui.key.all"),
                 ("Escape", "glukz.ui.key.clear")]

    # ================================================================== the table, zone by zone
    def draw(self, view: dict, ctx) -> Table:
        seat = view["seat"]
        players = view["players"]
        if seat is None:  # a spectator: everyone along the top
            others = list(range(players))
        else:
            others = [(seat + k) % players for k in range(1, players)]  # play order from your left
        live = self._interactive(view, ctx)
        mine = seat is not None
        return Table(
            status=self.status(view, ctx),
            others="".join(self.other_seat(s, view, ctx) for s in others),
            center=self.felt(view, ctx),
            prompt=self.prompt(view, ctx) if live else self.waiting(view, ctx),
            work=self.rows_strip(view, ctx) if mine else "",
            hand=self.hand(view, ctx) if mine else "",
            hand_count=self.hand_count(view) if mine else 0,
            hand_label=self.hand_label(view, ctx) if mine else "",
            actions=self.actions(view, ctx) if live and view["moves"]["stage"] != "face_down" else "",
            sheet=self.sheet(view, ctx),
        )

    # ---- the strip of facts: the direction, what burns, who has finished
    def status(self, view: dict, ctx) -> str:
        parts = []
        if view["players"] > 2:  # with two players, play simply goes back and forth
            direction = view["direction"]
            if direction:
                # the other players are drawn in play order from your left: +1 runs left to right
                key = "glukz.ui.order.forward" if direction == 1 else "glukz.ui.order.backward"
                parts.append(tag("span", esc(ctx.t(key)), class_="gz-order", data_coach="direction"))
            else:
                parts.append(tag("span", esc(ctx.t("glukz.ui.order.none")), class_="gz-order gz-order--open",
                                 data_coach="direction"))
        parts.append(tag("span", esc(ctx.t("glukz.ui.burn_rule", n=view["burn_size"]))))
        finished = [s for s in view["order"] if view["seats"][s]["place"]]
        if finished and not view["over"]:
            first = finished[0]
            parts.append(tag("strong", esc(ctx.about(first, "glukz.ui.status.winner"))))
        return join(parts)

    # ---- the other players: hand as a count, rows, cards seen going into their hand
    def other_seat(self, s: int, view: dict, ctx) -> str:
        info = view["seats"][s]
        parts = []
        hand = info["hand_size"]
        taken = self._taken_keys(view, s)
        hold = tag("div", tag("span", "", class_="card card--back gz-back", aria_hidden="true") +
                   tag("span", esc(hand), class_="count-badge gz-count", aria_hidden="true"),
                   class_="gz-hold" + (" gz-hold--empty" if not hand else ""), role="img",
                   aria_label=ctx.t("glukz.ui.hand_count", n=hand), data_anchor=f"hold-{s}",
                   data_key=f"hold-{s}", data_sink=" ".join(taken) if taken else None)
        parts.append(tag("div", hold + self.slots(view, ctx, s, small=True), class_="gz-seat-cards"))
        known = info["known"] if hand else []
        if known:
            shown = " ".join(self._short(c, ctx.lang) for c in known[:KNOWN_SHOWN]) + \
                (" …" if len(known) > KNOWN_SHOWN else "")
            parts.append(tag("p", tag("span", esc(ctx.t("glukz.ui.known", cards=shown)), aria_hidden="true") +
                             tag("span", esc(ctx.t("glukz.ui.known.label", cards=shown)), class_="sr-only"),
                             class_="gz-known"))
        playing = view["phase"] == "play" and view["players"] > 2
        if playing and view["after"] == s and view["current"] != s:
            parts.append(tag("span", esc(ctx.t("glukz.ui.next.label")), class_="sr-only"))
        classes = ["gz-seat"]
        if info["place"]:
            classes.append("gz-seat--out")
        if playing and view["after"] == s and view["current"] != s:
            classes.append("gz-seat--next")
        if view["direction"] and view["players"] > 2:
            classes.append("gz-flow-fwd" if view["direction"] == 1 else "gz-flow-back")
        score = self._place(info["place"], ctx) if info["place"] else ""
        return self.seat_panel(s, ctx, join(parts), active=s in view["to_move"], extra_class=" ".join(classes),
                               score=score)

    def _place(self, place: int, ctx) -> str:
        return ctx.t("glukz.ui.place", place=place, n=place)

    def slots(self, view: dict, ctx, s: int, *, small: bool, clickable: str = "") -> str:
        """A seat's two rows as slots: each face-up card lies on its face-down card.
        ``clickable``: ``"face_up"`` or ``"face_down"`` when those cards are buttons (the cards you
        play from now); ``small``: the readable small cards of the top strip and of your rows strip."""
        info = view["seats"][s]
        hint = ctx.hint or {}
        moves = view.get("moves") or {}
        chosen = set(self._chosen(view)) if clickable else set()
        playable = set(moves.get("playable") or [])
        first_down = True
        items = []
        for slot, (up, down) in enumerate(zip(info["face_up"], info["face_down"])):
            if up is None and not down:
                items.append(tag("div", "", class_="gz-slot gz-slot--empty", aria_hidden="true"))
                continue
            parts = []
            if down:
                if clickable == "face_down":
                    hinted = hint.get("type") == "flip" and hint.get("slot") == slot
                    action = json.dumps({"type": "flip", "slot": slot}, separators=(",", ":"), sort_keys=True)
                    parts.append(self._button(tag("span", "?", class_="gz-flip-mark", aria_hidden="true"),
                                              ctx.t("glukz.ui.flip", n=slot + 1),
                                              "card card--back gz-down" + (" is-hint" if hinted else ""),
                                              key=f"down-{s}-{slot}", act="play", arg=action, focus=f"flip:{slot}",
                                              coach="face-down" if first_down else None))
                    first_down = False
                else:
                    parts.append(tag("div", "", class_="card card--back gz-down" + (" gz-mini" if small else ""),
                                     data_key=f"down-{s}-{slot}", aria_hidden="true"))
            if up is not None:
                if clickable == "face_up":
                    parts.append(self._card_button(up, ctx, chosen, playable, moves, hint))
                elif small:
                    parts.append(self._mini(up, ctx))
                else:
                    parts.append(self._card(up, ctx))
            what = (ctx.t("glukz.ui.slot.up_on_down", card=self._name(up, ctx)) if up and down
                    else self._name(up, ctx) if up else ctx.t("glukz.ui.slot.down"))
            label = ctx.t("glukz.ui.slot", n=slot + 1, what=what)
            attrs = {"role": "group", "aria_label": label} if clickable else {"role": "img", "aria_label": label}
            items.append(tag("div", "".join(parts), class_="gz-slot" + (" gz-slot--up" if up else ""), **attrs))
        up_count = sum(c is not None for c in info["face_up"])
        down_count = sum(bool(d) for d in info["face_down"])
        label = ctx.t("glukz.ui.rows", up=up_count, down=down_count)
        return tag("div", "".join(items), class_="gz-slots" + (" gz-slots--small" if small else ""),
                   role="group", aria_label=label, data_anchor=f"rows-{s}", data_measure="inline",
                   style=f"--n:{len(items)}")

    # ---- the middle: the burned heap, the pile, its value and run, the last move
    def felt(self, view: dict, ctx) -> str:
        board = join([self.heap(view, ctx), self.pile(view, ctx), self.facts(view, ctx)])
        return tag("section", join([
            tag("h2", esc(ctx.t("glukz.ui.pile")), class_="sr-only"),
            tag("div", board, class_="gz-board"),
            self.last_move(view, ctx),
        ]), class_="gz-felt", aria_label=ctx.t("glukz.ui.pile"), data_phase=view["phase"], data_moves=view["turn"])

    def heap(self, view: dict, ctx) -> str:
        """The burned cards, out of the game: a face-down heap with its count and, face up on it,
        the run that burned last. A pile that burns just now flies onto it."""
        burned = view["burned"]
        burn = view["last_burn"]
        fresh = bool(burn) and burn["turn"] == view["turn"] - 1
        sink = [c for c in burned[-burn["cards"]:] if c not in burn["run"]] if fresh else None
        inside = []
        if burned:
            inside.append(tag("span", "", class_="card card--back gz-heap-back", aria_hidden="true"))
            run = burn["run"][-HEAP_SHOWN:]
            from_ = None if burn["seat"] == ctx.seat else f"hold-{burn['seat']}"
            inside.append(tag("div", "".join(self._card(c, ctx, from_=from_) for c in run), class_="gz-heap-run"))
            label = ctx.t("glukz.ui.burned.label", n=len(burned), what=self._rank_phrase(burn["run"]))
            count = tag("span", esc(ctx.t("glukz.ui.burned.count", n=len(burned))), class_="gz-heap-count",
                        aria_hidden="true")
        else:
            label = ctx.t("glukz.ui.burned.none")
            count = tag("span", esc(ctx.t("glukz.ui.burned")), class_="gz-heap-count", aria_hidden="true")
        return tag("div", tag("div", "".join(inside), class_="gz-heap-cards") + count,
                   class_="gz-heap" + (" gz-heap--fresh" if fresh else "") + ("" if burned else " gz-heap--empty"),
                   role="img", aria_label=label, data_key="burned", data_sink=" ".join(sink) if sink else None,
                   data_coach="burned")

    def pile(self, view: dict, ctx) -> str:
        pile = view["pile"]
        last = view.get("last") or {}
        seat = last.get("seat")
        fresh_from = None
        if last.get("type") == "play" and seat is not None:
            fresh_from = f"hold-{seat}" if last["source"] == "hand" else f"rows-{seat}"
        if pile:
            shown = pile[-PILE_SHOWN:]
            cards = "".join(self._card(c, ctx, from_=fresh_from if c in last.get("cards", []) else None)
                            for c in shown)
            more = len(pile) - len(shown)
            below = tag("span", esc(ctx.t("glukz.ui.pile.more", n=more)), class_="gz-more", aria_hidden="true") \
                if more else ""
            return tag("div", tag("div", cards, class_="gz-pile-cards") + below, class_="gz-pile",
                       role="img", aria_label=ctx.t("glukz.ui.pile.label", n=len(pile), top=self._name(pile[-1], ctx)),
                       data_coach="pile")
        if view["phase"] == "race":
            countdown = ctx.countdown
            word = str(countdown) if countdown else ctx.t("glukz.ui.race.go")
            inside = tag("p", esc(word), class_="gz-signal" + (" gz-signal--go" if not countdown else ""))
            return tag("div", inside, class_="gz-pile gz-pile--empty gz-pile--race", data_coach="pile")
        return tag("div", tag("p", esc(ctx.t("glukz.ui.pile.empty"))), class_="gz-pile gz-pile--empty",
                   data_coach="pile")

    def facts(self, view: dict, ctx) -> str:
        phase = view["phase"]
        lines = []
        if phase == "race":
            two = view["players"] == 2
            lines.append(tag("p", esc(ctx.t("glukz.ui.race.title")), class_="gz-value"))
            lines.append(tag("p", esc(ctx.t("glukz.ui.race.two" if two else "glukz.ui.race.many")), class_="gz-run"))
        elif view["pile"]:
            value = view["pile_value"]
            lines.append(tag("p", esc(ctx.t("glukz.ui.pile.value", value=ctx.t(f"glukz.rank_name.{value}"))),
                             class_="gz-value", data_coach="pile-value"))
            hot = view["top_run"] >= view["burn_size"] - 1
            lines.append(tag("p", esc(ctx.t("glukz.ui.pile.run", n=view["top_run"], size=view["burn_size"])),
                             class_="gz-run" + (" gz-run--hot" if hot else "")))
        else:
            lines.append(tag("p", esc(ctx.t("glukz.ui.pile.open")), class_="gz-value"))
            lines.append(tag("p", esc(ctx.t("glukz.ui.pile.anything")), class_="gz-run"))
        if phase == "direction" and view["players"] > 2:
            names = ctx.t("glukz.ui.or", first=ctx.name(view["neighbours"][0]), last=ctx.name(view["neighbours"][-1]))
            lines.append(tag("p", esc(ctx.t("glukz.ui.direction.open", names=names)), class_="gz-after"))
        elif phase == "play" and view["players"] > 2 and view["after"] is not None and view["after"] != view["current"]:
            lines.append(tag("p", esc(ctx.about(view["after"], "glukz.ui.after")), class_="gz-after"))
        return tag("div", "".join(lines), class_="gz-facts")

    def last_move(self, view: dict, ctx) -> str:
        """What just happened, in one sentence, with the card shown to take the pile."""
        last = view.get("last")
        burn = view["last_burn"]
        if not last:
            text = ctx.t("glukz.ui.last.none_race" if view["phase"] == "race" else "glukz.ui.last.none")
            return tag("p", esc(text), class_="gz-last gz-last--none")
        seat = last["seat"]
        cards = last.get("cards") or []
        what = self._rank_phrase(cards)
        badge = ""
        if last["type"] == "play" and last.get("burn") and burn and burn["turn"] == view["turn"] - 1:
            text = ctx.about(seat, "glukz.ui.last.burn", what=self._rank_phrase(burn["run"]), n=burn["cards"])
            if view["current"] == seat:
                text += " " + ctx.about(seat, "glukz.ui.again")
            badge = tag("strong", esc(ctx.t("glukz.ui.burn_badge")), class_="gz-badge")
        elif last["type"] == "play" and last["source"] == "face_down":
            text = ctx.about(seat, "glukz.ui.last.flip", what=what)
        elif last["type"] == "play" and view["start"] == "race" and view["turn"] == 1:
            text = ctx.about(seat, "glukz.ui.last.first", what=what)  # the race's winner
        elif last["type"] == "play":
            text = ctx.about(seat, "glukz.ui.last.play", what=what,
                             where={"key": f"glukz.where{'_you' if seat == ctx.you else ''}.{last['source']}"})
        elif last["source"] == "face_down":
            text = ctx.about(seat, "glukz.ui.last.flip_miss", what=what, n=last.get("taken", 0))
        else:
            text = ctx.about(seat, "glukz.ui.last.take", what=what, n=last.get("taken", 0))
        return tag("p", badge + (" " if badge else "") + esc(text),
                   class_="gz-last" + (" gz-last--burn" if badge else "") +
                   (" gz-last--take" if last["type"] == "take" else ""))

    # ---- the dock: what to do now, your rows, the cards you play from, the actions
    def prompt(self, view: dict, ctx) -> str:
        phase = view["phase"]
        if phase == "race":
            return ctx.t("glukz.ui.race")
        if phase == "direction" and view["players"] > 2:
            return ctx.t("glukz.ui.direction.you", seat=ctx.name(view["starter"]))
        stage = view["moves"]["stage"]
        value = view["pile_value"]
        if stage == "face_down":
            return ctx.t("glukz.ui.your_move.face_down")
        if value is None:
            return ctx.t(f"glukz.ui.your_move.{stage}.empty")
        return ctx.t(f"glukz.ui.your_move.{stage}", value=ctx.t(f"glukz.rank_name.{value}"))

    def waiting(self, view: dict, ctx) -> str:
        """While the starter's two neighbours race to answer, the others are told who may play
        (the frame would otherwise say that everyone may)."""
        if view["phase"] != "direction" or view["players"] <= 2:
            return ""
        names = ctx.t("glukz.ui.or", first=ctx.name(view["neighbours"][0]), last=ctx.name(view["neighbours"][-1]))
        return ctx.t("glukz.ui.direction.wait", names=names)

    def _interactive(self, view: dict, ctx) -> bool:
        seat = view["seat"]
        return (seat is not None and bool(view.get("moves")) and not view["over"] and not ctx.is_bot(seat)
                and ctx.person)

    def _stage(self, view: dict) -> str:
        """Where the seat on screen plays from now (or would, were it its turn)."""
        info = view["seats"][view["seat"]]
        return info["stage"]

    def rows_strip(self, view: dict, ctx) -> str:
        """Your rows, small, while your hand holds cards (once it is empty they become the hand)."""
        if not view["hand"] or self._stage(view) == "out":
            return ""
        head = tag("span", esc(ctx.t("glukz.ui.your_rows")), class_="gz-rows-label")
        return tag("div", head + self.slots(view, ctx, view["seat"], small=True), class_="gz-rows",
                   data_coach="my-rows")

    def hand(self, view: dict, ctx) -> str:
        seat = view["seat"]
        stage = self._stage(view)
        live = self._interactive(view, ctx)
        moves = view.get("moves") or {}
        if stage == "hand":  # one card per value, with its count: a tap chooses one more of it
            chosen = set(self._chosen(view)) if live else set()
            playable = set(moves.get("playable") or [])
            hint = ctx.hint or {}
            groups = []
            coached = set()
            for same in self._rank_groups(view["hand"]):
                if live:
                    coach = None
                    kind = "playable" if same[0] in playable else "too-low"
                    if kind not in coached:
                        coached.add(kind)
                        coach = kind
                    groups.append(self._group_button(same, ctx, chosen, playable, moves, hint, coach=coach))
                else:
                    groups.append(self._group(same, ctx))
            return "".join(groups)
        if stage == "out":  # (once the game is over, it no longer "goes on without you")
            key = "glukz.ui.done.over" if view["over"] else "glukz.ui.done"
            return tag("p", esc(ctx.about(seat, key, place=self._place(view["seats"][seat]["place"], ctx))),
                       class_="gz-done")
        clickable = stage if live else ""
        return self.slots(view, ctx, seat, small=False, clickable=clickable)

    def hand_count(self, view: dict) -> int:
        stage = self._stage(view)
        if stage == "hand":
            return len(self._rank_groups(view["hand"]))
        if stage == "out":
            return 0
        return len(view["seats"][view["seat"]]["face_up"])

    def hand_label(self, view: dict, ctx) -> str:
        stage = self._stage(view)
        key = {"hand": "glukz.ui.hand", "face_up": "glukz.ui.hand.face_up",
               "face_down": "glukz.ui.hand.face_down"}.get(stage, "glukz.ui.hand")
        if not ctx.person or ctx.is_bot(view["seat"]):
            return ctx.t("glukz.ui.hand_of", name=ctx.name(view["seat"]))
        return ctx.t(key)

    def actions(self, view: dict, ctx) -> str:
        moves = view["moves"]
        chosen = self._chosen(view)
        if chosen:
            lay = ctx.t("glukz.ui.lay.what", what=self._rank_phrase(chosen))
        else:
            lay = ctx.t("glukz.ui.lay")
        playable = set(moves.get("playable") or [])
        waiting = bool(ctx.countdown)
        ready = bool(chosen) and all(c in playable for c in chosen) and not waiting
        hint = ctx.hint or {}
        buttons = [self.view_button(esc(lay), "lay", cls="btn btn--primary gz-lay", focus="gz-lay", disabled=not ready,
                                    data_coach="lay")]
        if moves.get("take"):
            shown = chosen or moves["take_default"]
            shown = ctx.t("glukz.ui.take.shown", what=self._rank_phrase(shown))
            label = esc(ctx.t("glukz.ui.take")) + " " + tag("span", esc(shown), class_="gz-shown")
            buttons.append(self.view_button(label, "take", cls="btn gz-take" +
                                            (" is-hint" if hint.get("type") == "take" else ""),
                                            focus="gz-take", disabled=waiting, data_coach="take"))
        else:  # nothing to take: said, so a newcomer learns the pile is taken only when there is one
            buttons.append(self.view_button(esc(ctx.t("glukz.ui.take")), "take", cls="btn gz-take", focus="gz-take",
                                            disabled=True, title=ctx.t("glukz.ui.take.none"), data_coach="take"))
        if chosen:
            buttons.append(self.view_button(esc(ctx.t("glukz.ui.clear")), "clear", cls="btn btn--ghost",
                                            focus="gz-clear"))
        said = ctx.t("glukz.ui.selected", what=self._rank_phrase(chosen)) if chosen else \
            ctx.t("glukz.ui.nothing_selected")
        return "".join(buttons) + tag("span", esc(said), class_="sr-only", aria_live="polite")

    # ---- the score sheet: what each player still holds, and who has finished
    def standings(self, view: dict, ctx) -> str:
        """Each player's place (once finished) and the cards they still hold: in hand, face up,
        face down. Finished players first, then the others by cards left."""
        players = range(view["players"])
        finished = [s for s in view["order"] if view["seats"][s]["place"]]
        still = sorted((s for s in players if s not in finished), key=lambda s: (self._left(view, s), s))
        head = tag("tr", join(tag("th", esc(ctx.t(k)), scope="col") for k in (
            "glukz.ui.sheet.place", "glukz.ui.sheet.player", "glukz.ui.sheet.detail", "glukz.ui.sheet.left")))
        rows = []
        for s in [*finished, *still]:
            info = view["seats"][s]
            up = sum(c is not None for c in info["face_up"])
            down = sum(bool(d) for d in info["face_down"])
            place = self._place(info["place"], ctx) if info["place"] else "—"
            detail = ctx.t("glukz.ui.sheet.detail_cell", hand=info["hand_size"], up=up, down=down)
            cells = [tag("td", esc(place)), tag("th", esc(ctx.name(s)), scope="row"), tag("td", esc(detail)),
                     tag("td", esc(self._left(view, s)), class_="gz-total")]
            rows.append(tag("tr", "".join(cells), class_="winner" if info["place"] == 1 else None))
        table = tag("table", tag("thead", head) + tag("tbody", "".join(rows)), class_="ranking gz-standings")
        return tag("div", table, class_="gz-standings-wrap")

    def sheet(self, view: dict, ctx) -> str:
        return tag("section", tag("h3", esc(ctx.t("glukz.ui.sheet"))) + self.standings(view, ctx) +
                   tag("p", esc(ctx.t("glukz.ui.result.burns", n=view["burns"], moves=view["turn"]))),
                   class_="gz-sheet")

    @staticmethod
    def _left(view: dict, s: int) -> int:
        return view["seats"][s]["left"]

    # ---- a player has just finished: the standings so far, over the table
    def recap(self, view: dict, ctx) -> Recap | None:
        if view["over"] or not view["order"]:
            return None
        last = view.get("last") or {}
        out = view["order"][-1]
        if last.get("seat") != out:  # only right after the move that emptied their cards
            return None
        place = view["seats"][out]["place"]
        title = ctx.about(out, "glukz.ui.recap.win" if place == 1 else "glukz.ui.recap.out",
                          place=self._place(place, ctx))
        left = view["players"] - len(view["order"])
        body = join([
            tag("p", esc(ctx.t("glukz.ui.recap.goes_on", n=left))),
            self.standings(view, ctx),
        ])
        return Recap(key=f"out-{len(view['order'])}", title=title, body=tag("div", body, class_="gz-recap"),
                     go_on=ctx.t("glukz.ui.recap.go_on"))

    # ================================================================== cards
    def _name(self, card: str | None, ctx) -> str:
        if not card:
            return ""
        return ctx.t("glukz.card", rank=ctx.t(f"glukz.rank_name.{rank_of(card)}"),
                     suit=ctx.t(f"glukz.suit.{suit_of(card)}")) + " " + SUIT_SYMBOL[suit_of(card)]

    @staticmethod
    def _short(card: str, lang: str) -> str:
        return letter_of(card, lang) + SUIT_SYMBOL[suit_of(card)]

    def _face(self, card: str, ctx) -> str:
        return court_face(rank_of(card), letter_of(card, ctx.lang), SUIT_SYMBOL[suit_of(card)])

    def _colour(self, card: str) -> str:
        return f" card--{SUIT_COLOUR[suit_of(card)]}"

    def _card(self, card: str, ctx, from_: str | None = None) -> str:
        cls = "card gz-card" + self._colour(card)
        return piece(self._face(card, ctx), label=self._name(card, ctx), cls=cls, key=card, from_=from_)

    def _mini(self, card: str, ctx) -> str:
        """A face-up card in a row of the top strip, small but readable: its corner letter over
        its suit, large."""
        letter = letter_of(card, ctx.lang)
        face = tag("span", esc(letter), class_="gz-mini-rank") + tag("span", suit_mark(SUIT_SYMBOL[suit_of(card)]),
                                                                      class_="gz-mini-suit")
        return tag("div", face, class_="card gz-mini" + self._colour(card), data_key=card, aria_hidden="true")

    @staticmethod
    def _play_label(card: str, what: str, playable: set, burns: bool, ctx) -> str:
        """A hand card's (or value's) name as a button says it: too low, burns the pile, or just its name."""
        if card not in playable:
            return ctx.t("glukz.ui.card.too_low", card=what)
        if burns:
            return ctx.t("glukz.ui.card.burns", card=what)
        return what

    def _card_button(self, card: str, ctx, chosen: set, playable: set, moves: dict, hint: dict,
                     coach: str | None = None) -> str:
        burns = rank_of(card) in (moves.get("burn_ranks") or [])
        label = self._play_label(card, self._name(card, ctx), playable, burns, ctx)
        cls = "card gz-card" + self._colour(card)
        if card not in playable:
            cls += " is-dim"
        if burns:
            cls += " gz-burns"
        if card in (hint.get("cards") or []):
            cls += " is-hint"
        return self._button(self._face(card, ctx), label, cls + (" is-selected" if card in chosen else ""),
                            key=card, act="view", arg=f"card:{card}", pressed=card in chosen, coach=coach)

    @staticmethod
    def _rank_groups(cards: list[str]) -> list[list[str]]:
        """The cards (sorted) in groups of one value, lowest first: the rules lay a value's cards
        together, so the hand shows one card per value with its count."""
        groups: dict[str, list[str]] = {}
        for card in cards:
            groups.setdefault(rank_of(card), []).append(card)
        return list(groups.values())

    def _group_label(self, same: list[str], ctx) -> str:
        if len(same) == 1:
            return self._name(same[0], ctx)
        return ctx.t("glukz.ui.group", what=self._rank_phrase(same),
                     cards=", ".join(self._name(c, ctx) for c in same))

    @staticmethod
    def _group_badge(count: int, chosen: int) -> str:
        """« ×3 » on a value held three times; « 2/3 » once two of them are chosen."""
        if count < 2:
            return ""
        text = f"{chosen}/{count}" if chosen else f"×{count}"
        return tag("span", esc(text), class_="gz-group-count" + (" is-on" if chosen else ""), aria_hidden="true")

    def _group(self, same: list[str], ctx) -> str:
        """A value of a hand that is not played from this screen now: its card and its count."""
        cls = "card gz-card gz-group" + self._colour(same[0]) + (" gz-group--many" if len(same) > 1 else "")
        return piece(self._face(same[0], ctx) + self._group_badge(len(same), 0), label=self._group_label(same, ctx),
                     cls=cls, key=same[0])

    def _group_button(self, same: list[str], ctx, chosen: set, playable: set, moves: dict, hint: dict,
                      coach: str | None = None) -> str:
        """A value of the hand as one button: each tap chooses one more of its cards (after the
        last, the next tap puts them all back)."""
        first = same[0]
        rank = rank_of(first)
        taken = sum(c in chosen for c in same)
        what = self._group_label(same, ctx)
        burns = rank in (moves.get("burn_ranks") or [])
        label = self._play_label(first, what, playable, burns, ctx)
        if taken and len(same) > 1:
            key = "glukz.ui.group.chosen_all" if taken == len(same) else "glukz.ui.group.chosen"
            label = ctx.t(key, group=label, n=taken)
        cls = "card gz-card gz-group" + self._colour(first) + (" gz-group--many" if len(same) > 1 else "")
        if first not in playable:
            cls += " is-dim"
        if burns:
            cls += " gz-burns"
        if any(c in (hint.get("cards") or []) for c in same):
            cls += " is-hint"
        return self._button(self._face(first, ctx) + self._group_badge(len(same), taken), label,
                            cls + (" is-selected" if taken else ""), key=first, act="view", arg=f"rank:{rank}",
                            focus=f"rank:{rank}", pressed=taken > 0, coach=coach, data_count=len(same),
                            data_chosen=taken)

    @staticmethod
    def _button(content: str, name: str, cls: str, *, key: str, act: str, arg: str, focus: str | None = None,
                pressed: bool | None = None, coach: str | None = None, **data) -> str:
        """A card that is a button, named by its own screen-reader text rather than aria-label,
        so that what is seen (« 4 ♠ ») and what is heard (« 4 de pique ♠ ») never disagree."""
        return tag("button", content + tag("span", esc(name), class_="sr-only"), type="button", class_=cls,
                   data_act=act, data_arg=arg, data_focus=focus or f"card:{key}", data_key=key,
                   aria_pressed=None if pressed is None else ("true" if pressed else "false"), data_coach=coach, **data)

    def _rank_phrase(self, cards: list[str]) -> dict:
        """« deux Valets », as a nested sentence for ctx.t."""
        rank = rank_of(cards[0])
        return {"key": f"glukz.rank.{rank}", "n": len(cards), "count": {"key": f"glukz.number.{len(cards)}"}}

    @staticmethod
    def _taken_keys(view: dict, s: int) -> list[str]:
        """The pile's cards when seat ``s`` has just taken them: they leave the screen and fly to
        that seat's hand (a person's own hand shows them again, and they move there by key)."""
        last = view.get("last") or {}
        if last.get("type") != "take" or last.get("seat") != s:
            return []
        return list(view["seats"][s]["known"])

    # ================================================================== clicks and keys
    def _source_cards(self, view: dict) -> list[str]:
        moves = view.get("moves") or {}
        stage = moves.get("stage")
        if stage == "hand":
            return view["hand"] or []
        if stage == "face_up":
            return [c for c in view["seats"][view["seat"]]["face_up"] if c]
        return []

    def _chosen(self, view: dict) -> list[str]:
        """The chosen cards still in the place the seat plays from (a redraw after an undo or a
        move may have taken them away)."""
        own = self._source_cards(view)
        return [c for c in self.ui.get("chosen", []) if c in own]

    def handle(self, arg: str, view: dict, ctx):
        if not self._interactive(view, ctx):
            return None
        moves = view["moves"]
        chosen = self._chosen(view)
        if arg.startswith("rank:"):  # one more card of that value (none again after the last)
            same = [c for c in self._source_cards(view) if rank_of(c) == arg[5:]]
            if not same:
                return None
            if chosen and rank_of(chosen[0]) == arg[5:]:
                rest = [c for c in same if c not in chosen]
                chosen = chosen + rest[:1] if rest else []
            else:
                chosen = same[:1]
            self.ui["chosen"] = chosen
            return None
        if arg.startswith("card:"):
            card = arg[5:]
            if card not in self._source_cards(view):
                return None
            if card in chosen:
                chosen.remove(card)
            elif chosen and rank_of(chosen[0]) == rank_of(card):
                chosen.append(card)
            else:
                chosen = [card]
            self.ui["chosen"] = chosen
            return None
        if arg == "clear":
            self.ui["chosen"] = []
            return None
        if arg == "all":
            if chosen:
                rank = rank_of(chosen[0])
                self.ui["chosen"] = [c for c in self._source_cards(view) if rank_of(c) == rank]
            return None
        if arg == "lay":  # nothing chosen: nothing to lay (a too-low choice gets the engine's reason)
            return {"type": "play", "cards": chosen} if chosen else None
        if arg == "take" and moves.get("take"):
            return {"type": "take", "cards": chosen or list(moves["take_default"])}
        return None

    def key(self, key: str, view: dict, ctx):
        if not self._interactive(view, ctx):
            return None
        lowered = key.lower()
        if lowered == "p":
            return self.handle("lay", view, ctx)
        if lowered == "r":
            return self.handle("take", view, ctx)
        if lowered == "a":
            self.handle("all", view, ctx)
            return True
        if key == "Escape" and self.ui.get("chosen"):
            self.ui["chosen"] = []
            return True
        return None

    # ================================================================== hints and the end
    def describe(self, action: dict, view: dict, ctx) -> str:
        if action.get("type") == "flip":
            return ctx.t("glukz.ui.describe.flip", n=action["slot"] + 1)
        cards = action.get("cards") or []
        if not cards:
            return ""
        what = self._rank_phrase(cards)
        if action["type"] == "take":
            return ctx.t("glukz.ui.describe.take", what=what)
        stage = (view.get("moves") or {}).get("stage", "hand")
        return ctx.t("glukz.ui.describe.play", what=what, where={"key": f"glukz.where_you.{stage}"})

    def result(self, view: dict, ctx) -> str:
        """Under the shell's ranking: who pays the forfeit and with how many cards, why the game
        stopped if it went round in circles, and how many burns it saw."""
        outcome = view.get("result") or {}
        order = outcome.get("order") or view["order"]
        forfeit = set(outcome.get("forfeit") or [])
        lines = []
        for s in order:
            left = self._left(view, s)
            if s in forfeit:
                lines.append(tag("li", esc(ctx.about(s, "glukz.ui.result.forfeit_line", n=left)), class_="gz-forfeit"))
            elif left:
                lines.append(tag("li", esc(ctx.about(s, "glukz.ui.result.left_line", n=left))))
        parts = [tag("h3", esc(ctx.t("glukz.ui.result.title"))), tag("ul", "".join(lines), class_="gz-result")]
        if outcome.get("stalled"):
            parts.append(tag("p", esc(ctx.t("glukz.ui.result.stalled"))))
        parts.append(tag("p", esc(ctx.t("glukz.ui.result.burns", n=view["burns"], moves=view["turn"]))))
        return tag("section", "".join(parts), class_="gz-summary")
