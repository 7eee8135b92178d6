"""Le Glükz's table: the other players round the top, the pile in the middle, your rows and hand
below.

Everything comes from the engine's view (``pyengine/glukz/game.py``, ``table_view``): which cards
may be laid (``moves.groups``), whether the pile may be taken and what would be shown by default,
the pile's value and its run, who plays after. The view keeps one piece of UI state: the cards
chosen for the next play (``self.ui["chosen"]``), always cards of one rank from the place the
player plays from now (hand or face-up row).
"""

import json

from ..html import esc, join, tag
from .base import GameView
from .parts import court_face, piece

SUIT_SYMBOL = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
RED_SUITS = ("H", "D")
# Letters printed in a card's corners (French cards: Valet, Cavalier, Dame, Roi, As).
CORNER = {"fr": {"J": "V", "N": "C", "Q": "D", "K": "R", "A": "A"},
          "en": {"J": "J", "N": "Kn", "Q": "Q", "K": "K", "A": "A"}}
PILE_SHOWN = 6  # cards of the pile drawn face up (the rest are counted)


def rank_of(card: str) -> str:
    return card[:-2]


def suit_of(card: str) -> str:
    return card[-2]


class View(GameView):
    game_id = "glukz"
    shortcuts = [("P", "glukz.ui.key.play"), ("R", "glukz.ui.key.take"), ("A", "glukz.ui.key.all"),
                 ("Escape", "glukz.ui.key.clear")]

    # ================================================================== drawing
    def table(self, view: dict, ctx) -> str:
        seat = view["seat"]
        players = view["players"]
        others = [(seat + k) % players for k in range(1, players)] if seat is not None else list(range(players))
        return tag("div", join([
            self._others(view, ctx, others),
            self._centre(view, ctx),
            self._prompt(view, ctx),
            self._mine(view, ctx) if seat is not None else "",
        ]), class_="gz", data_phase=view["phase"], data_turn=view["turn"])

    # ---- the other players
    def _others(self, view: dict, ctx, others: list[int]) -> str:
        direction = view["direction"]
        if direction == 0:
            order = ctx.t("glukz.ui.order.none")
        else:
            # seats are drawn in seat order from the viewer's left: +1 runs left to right
            order = ctx.t("glukz.ui.order.forward" if direction == 1 else "glukz.ui.order.backward")
        panels = "".join(self._other(view, ctx, s) for s in others)
        return tag("section", tag("h2", esc(ctx.t("glukz.ui.players")), class_="sr-only") +
                   tag("p", esc(order), class_="gz-order table-label") +
                   tag("div", panels, class_="gz-others"),
                   class_="gz-around", aria_label=ctx.t("glukz.ui.players"))

    def _other(self, view: dict, ctx, s: int) -> str:
        info = view["seats"][s]
        lang = ctx.lang
        lines = []
        next_badge = ""
        if view["after"] == s and view["phase"] == "play":
            next_badge = " " + tag("span", esc(ctx.t("glukz.ui.next")), class_="gz-next")
        if info["place"]:
            lines.append(self._place_badge(info["place"], view, s, ctx))
        else:
            lines.append(tag("p", esc(ctx.t(f"glukz.ui.stage.{info['stage']}")) + next_badge, class_="gz-stage"))
        hand = info["hand_size"]
        if info["place"] and not hand:  # out of the game: nothing left to show
            return self.seat_panel(s, ctx, "".join(lines), active=False, extra_class="gz-seat gz-seat--out")
        just_taken = self._taken_keys(view, s)
        backs = "".join(tag("span", "", class_="gz-mini gz-mini--back") for _ in range(min(hand, 3)))
        lines.append(tag("div", tag("span", backs, class_="gz-minis", aria_hidden="true") +
                         tag("span", esc(hand), class_="count-badge", aria_hidden="true"),
                         class_="gz-handcount", role="img", aria_label=ctx.t("glukz.ui.hand_count", n=hand),
                         data_key=f"hand-{s}", data_sink=" ".join(just_taken) if just_taken else None))
        lines.append(self._slots(view, ctx, s, mini=True))
        known = info["known"]
        if known and hand:
            names = " ".join(self._short(c, lang) for c in known[:12]) + (" …" if len(known) > 12 else "")
            lines.append(tag("p", tag("span", esc(ctx.t("glukz.ui.known", cards=names)), aria_hidden="true") +
                             tag("span", esc(ctx.t("glukz.ui.known.label", cards=names)), class_="sr-only"),
                             class_="gz-known"))
        active = s in view["to_move"]
        return self.seat_panel(s, ctx, "".join(lines), active=active,
                               extra_class="gz-seat" + (" gz-seat--out" if info["place"] else ""))

    def _place_badge(self, place: int, view: dict, s: int, ctx) -> str:
        result = view.get("result") or {}
        forfeit = s in (result.get("forfeit") or [])
        text = ctx.t("glukz.ui.place.label", place=place, n=place)
        if forfeit:
            text += " · " + ctx.t("glukz.ui.result.forfeit")
        return tag("p", esc(text), class_="gz-place" + (" gz-place--first" if place == 1 else ""))

    def _slots(self, view: dict, ctx, s: int, mini: bool, clickable: str = "") -> str:
        """A seat's two rows as slots: the face-up card lies on its face-down card.
        ``clickable``: ``"face_up"`` or ``"face_down"`` when those cards are buttons."""
        info = view["seats"][s]
        hint = ctx.hint or {}
        chosen = set(self.ui.get("chosen", []))
        items = []
        moves = view.get("moves") or {}
        playable = set(moves.get("playable") or [])
        for slot, (up, down) in enumerate(zip(info["face_up"], info["face_down"])):
            if up is None and not down:
                if not mini:
                    items.append(tag("div", "", class_="gz-slot gz-slot--empty", aria_hidden="true"))
                continue
            parts = []
            if down:
                if clickable == "face_down":
                    label = ctx.t("glukz.ui.flip", n=slot + 1)
                    cls = "card card--back gz-down" + (" is-hint" if hint.get("slot") == slot and
                                                       hint.get("type") == "flip" else "")
                    parts.append(self._button("", label, cls, key=f"down-{s}-{slot}", act="play",
                                              arg=json.dumps({"type": "flip", "slot": slot}, separators=(",", ":"),
                                                             sort_keys=True), focus=f"flip:{slot}"))
                elif mini:
                    parts.append(tag("span", "", class_="gz-mini gz-mini--back gz-down"))
                else:  # the slot carries the name
                    small = "" if clickable == "face_up" and up is not None else " card--small"
                    parts.append(tag("div", "", class_="card card--back" + small, data_key=f"down-{s}-{slot}",
                                     aria_hidden="true"))
            if up is not None:
                if mini:
                    parts.append(self._mini(up, ctx, key=up))
                elif clickable == "face_up":
                    parts.append(self._card_button(up, ctx, chosen, playable, moves, hint))
                else:
                    parts.append(self._card(up, ctx, small=True))
            what = (ctx.t("glukz.ui.slot.up_on_down", card=self._name(up, ctx)) if up and down
                    else self._name(up, ctx) if up else ctx.t("glukz.ui.slot.down"))
            label = ctx.t("glukz.ui.slot", n=slot + 1, what=what)
            attrs = {"role": "img", "aria_label": label} if mini or not clickable else {"role": "group",
                                                                                      "aria_label": label}
            items.append(tag("div", "".join(parts), class_="gz-slot" + (" gz-slot--up" if up else ""), **attrs))
        up_count = sum(c is not None for c in info["face_up"])
        down_count = sum(bool(d) for d in info["face_down"])
        if mini and not items:
            return ""
        label = ctx.t("glukz.ui.rows", up=up_count, down=down_count)
        return tag("div", "".join(items), class_="gz-slots" + (" gz-slots--mini" if mini else ""),
                   role="group", aria_label=label)

    # ---- the pile
    def _centre(self, view: dict, ctx) -> str:
        pile = view["pile"]
        last = view.get("last") or {}
        turn = view["turn"]
        fresh_from = None
        if last.get("type") == "play" and last.get("seat") is not None:
            fresh_from = f"seat-{last['seat']}"
        if pile:
            shown = pile[-PILE_SHOWN:]
            cards = "".join(self._card(c, ctx, from_=fresh_from if c in last.get("cards", []) else None)
                            for c in shown)
            more = len(pile) - len(shown)
            below = tag("span", esc(ctx.t("glukz.ui.pile.more", n=more)), class_="gz-more") if more else ""
            top = self._name(pile[-1], ctx)
            stack = tag("div", below + tag("div", cards, class_="gz-pile-cards"), class_="gz-pile",
                        role="img", aria_label=ctx.t("glukz.ui.pile.label", n=len(pile), top=top))
            value = view["pile_value"]
            facts = [tag("p", esc(ctx.t("glukz.ui.pile.value", value=ctx.t(f"glukz.rank_name.{value}"))),
                         class_="gz-value"),
                     tag("p", esc(ctx.t("glukz.ui.pile.run", n=view["top_run"], size=view["burn_size"])),
                         class_="gz-run" + (" gz-run--hot" if view["top_run"] >= view["burn_size"] - 1 else ""))]
        else:
            stack = tag("div", tag("p", esc(ctx.t("glukz.ui.pile.empty"))), class_="gz-pile gz-pile--empty")
            facts = [tag("p", esc(ctx.t("glukz.ui.pile.burn_size", n=view["burn_size"])), class_="gz-run")]
        burned = view["burned"]
        burn = view.get("last_burn")
        sink = None
        if burn and burn["turn"] == turn - 1:  # the pile just went out of the game
            sink = burned[-burn["cards"]:]
        counters = tag("div", join([
            tag("div", tag("span", esc(ctx.t("glukz.ui.pile.count")), class_="counter-label") +
                tag("span", esc(len(pile)), class_="counter-value"), class_="counter"),
            tag("div", tag("span", esc(ctx.t("glukz.ui.burned")), class_="counter-label") +
                tag("span", esc(len(burned)), class_="counter-value"), class_="counter",
                data_key="burned", data_sink=" ".join(sink) if sink else None),
        ]), class_="gz-counters")
        after = view.get("after")
        if view["phase"] == "play" and after is not None and view["current"] is not None:
            facts.append(tag("p", esc(ctx.t("glukz.ui.after", seat=ctx.name(after))), class_="gz-after"))
        return tag("section", join([
            tag("h2", esc(ctx.t("glukz.ui.pile")), class_="sr-only"),
            tag("div", stack + tag("div", "".join(facts) + counters, class_="gz-facts"), class_="gz-middle"),
            self._last(view, ctx),
        ]), class_="gz-centre", aria_label=ctx.t("glukz.ui.pile"))

    def _last(self, view: dict, ctx) -> str:
        """What just happened, in one sentence (the log has the rest)."""
        last = view.get("last")
        if not last:
            return ""
        name = ctx.name(last["seat"])
        you = self._is_you(last["seat"], ctx)
        mine = ".you" if you else ""
        cards = last.get("cards") or []
        what = self._rank_phrase(cards)
        burn = view.get("last_burn")
        if last["type"] == "play" and last.get("burn") and burn:
            run = last.get("run") or view["burn_size"]
            text = ctx.t("glukz.ui.last.burn" + mine, seat=name, what=self._rank_phrase([cards[0]] * run),
                         n=burn["cards"])
        elif last["type"] == "play" and last["source"] == "face_down":
            text = ctx.t("glukz.ui.last.flip" + mine, seat=name, what=what)
        elif last["type"] == "play":
            where = f"glukz.ui.your.where.{last['source']}" if you else f"glukz.where.{last['source']}"
            text = ctx.t("glukz.ui.last.play" + mine, seat=name, what=what, where={"key": where})
        elif last["source"] == "face_down":
            text = ctx.t("glukz.ui.last.flip_miss" + mine, seat=name, what=what, n=last.get("taken", 0))
        else:
            text = ctx.t("glukz.ui.last.take" + mine, seat=name, what=what, n=last.get("taken", 0))
        return tag("p", esc(text), class_="gz-last" + (" gz-last--burn" if last.get("burn") else ""))

    @staticmethod
    def _is_you(seat: int, ctx) -> bool:
        """The seat is the one person at the table, named « Vous »: sentences speak to them."""
        return seat == ctx.seat and not ctx.is_bot(seat) and ctx.name(seat) == ctx.t("ui.name.you")

    # ---- what the person on screen may do now
    def _prompt(self, view: dict, ctx) -> str:
        seat = view["seat"]
        phase = view["phase"]
        text = ""
        if phase == "race":
            playing = seat is not None and not ctx.is_bot(seat)
            text = ctx.t("glukz.ui.race" if playing else "glukz.ui.race.watch")
        elif phase == "direction":
            starter = ctx.name(view["starter"])
            if seat in view["neighbours"] and not ctx.is_bot(seat):
                text = ctx.t("glukz.ui.direction.you", seat=starter)
            elif seat == view["starter"] and not ctx.is_bot(seat):
                text = ctx.t("glukz.ui.direction.starter", names=", ".join(ctx.name(s) for s in view["neighbours"]))
            else:
                text = ctx.t("glukz.ui.direction.others", seat=starter,
                             names=", ".join(ctx.name(s) for s in view["neighbours"]))
        elif self._interactive(view, ctx):
            stage = view["moves"]["stage"]
            value = view["pile_value"]
            if stage == "face_down":
                text = ctx.t("glukz.ui.your_move.face_down")
            elif value is None:
                text = ctx.t(f"glukz.ui.your_move.{stage}.empty")
            else:
                text = ctx.t(f"glukz.ui.your_move.{stage}", value=ctx.t(f"glukz.rank_name.{value}"))
        if not text:
            return ""
        return tag("p", esc(text), class_="gz-prompt" + (" gz-prompt--race" if phase != "play" else ""))

    def _interactive(self, view: dict, ctx) -> bool:
        seat = view["seat"]
        return seat is not None and bool(view.get("moves")) and not view["over"] and not ctx.is_bot(seat)

    # ---- the seat on screen
    def _mine(self, view: dict, ctx) -> str:
        seat = view["seat"]
        info = view["seats"][seat]
        moves = view.get("moves") or {}
        live = self._interactive(view, ctx)
        stage = moves.get("stage") if live else None
        chosen = set(self._chosen(view)) if live else set()
        playable = set(moves.get("playable") or [])
        hint = ctx.hint or {}
        hand = view["hand"] or []
        parts = []
        if info["place"]:
            parts.append(self._place_badge(info["place"], view, seat, ctx))
        rows = self._slots(view, ctx, seat, mini=False, clickable=stage if stage in ("face_up", "face_down") else "")
        parts.append(tag("div", tag("h3", esc(ctx.t("glukz.ui.your_rows")), class_="table-label") + rows,
                         class_="gz-rows" + (" gz-rows--live" if stage in ("face_up", "face_down") else "")))
        heading = tag("h3", esc(ctx.t("glukz.ui.hand")) + " " + tag("span", esc(len(hand)), class_="count-badge"),
                      class_="table-label")
        if hand:
            if stage == "hand":
                cards = "".join(self._card_button(c, ctx, chosen, playable, moves, hint) for c in hand)
            else:
                cards = "".join(self._card(c, ctx) for c in hand)
            parts.append(tag("div", heading + tag("div", cards, class_="cards gz-hand", role="group",
                                                  aria_label=ctx.t("glukz.ui.hand")), class_="gz-handbox"))
        else:
            parts.append(tag("div", heading + tag("p", esc(ctx.t("glukz.ui.hand.empty")), class_="gz-empty"),
                             class_="gz-handbox gz-handbox--empty"))
        if live and stage in ("hand", "face_up"):
            parts.append(self._controls(view, ctx, moves))
        active = seat in view["to_move"]
        return self.seat_panel(seat, ctx, "".join(parts), active=active, extra_class="gz-me")

    def _controls(self, view: dict, ctx, moves: dict) -> str:
        chosen = self._chosen(view)
        if chosen:
            lay = ctx.t("glukz.ui.lay.what", what=self._rank_phrase(chosen))
        else:
            lay = ctx.t("glukz.ui.lay")
        playable = set(moves.get("playable") or [])
        ready = bool(chosen) and all(c in playable for c in chosen)
        buttons = [self.view_button(esc(lay), "lay", cls="btn btn--primary", focus="gz-lay", disabled=not ready)]
        if moves.get("take"):
            shown = chosen or moves["take_default"]
            label = ctx.t("glukz.ui.take.what", what=self._rank_phrase(shown))
            buttons.append(self.view_button(esc(label), "take", cls="btn", focus="gz-take"))
        if chosen:
            buttons.append(self.view_button(esc(ctx.t("glukz.ui.clear")), "clear", cls="btn btn--ghost",
                                            focus="gz-clear"))
        said = ctx.t("glukz.ui.selected", what=self._rank_phrase(chosen)) if chosen else \
            ctx.t("glukz.ui.nothing_selected")
        return tag("div", "".join(buttons) + tag("span", esc(said), class_="sr-only", aria_live="polite"),
                   class_="controls gz-controls")

    # ---- cards
    def _name(self, card: str | None, ctx) -> str:
        if not card:
            return ""
        return ctx.t("glukz.card", rank=ctx.t(f"glukz.rank_name.{rank_of(card)}"),
                     suit=ctx.t(f"glukz.suit.{suit_of(card)}")) + " " + SUIT_SYMBOL[suit_of(card)]

    @staticmethod
    def _short(card: str, lang: str) -> str:
        rank = rank_of(card)
        return CORNER.get(lang, CORNER["fr"]).get(rank, rank) + SUIT_SYMBOL[suit_of(card)]

    def _face(self, card: str, ctx) -> str:
        rank = rank_of(card)
        letter = CORNER.get(ctx.lang, CORNER["fr"]).get(rank, rank)
        return court_face(rank, letter, SUIT_SYMBOL[suit_of(card)])

    def _colour(self, card: str) -> str:
        return " card--red" if suit_of(card) in RED_SUITS else " card--black"

    def _card(self, card: str, ctx, small: bool = False, from_: str | None = None) -> str:
        cls = "card gz-card" + self._colour(card) + (" card--small" if small else "")
        return piece(self._face(card, ctx), label=self._name(card, ctx), cls=cls, key=card, from_=from_)

    def _mini(self, card: str, ctx, key: str | None = None) -> str:
        """A face-up card of another player, small: its corner letter and suit."""
        colour = " gz-mini--red" if suit_of(card) in RED_SUITS else ""
        return tag("span", esc(self._short(card, ctx.lang)), class_="gz-mini" + colour, data_key=key,
                   aria_hidden="true")

    def _card_button(self, card: str, ctx, chosen: set, playable: set, moves: dict, hint: dict) -> str:
        name = self._name(card, ctx)
        burns = rank_of(card) in (moves.get("burn_ranks") or [])
        if card not in playable:
            label = ctx.t("glukz.ui.card.too_low", card=name)
        elif burns:
            label = ctx.t("glukz.ui.card.burns", card=name)
        else:
            label = name
        cls = "card gz-card" + self._colour(card)
        if card not in playable:
            cls += " is-dim"
        if burns:
            cls += " gz-burns"
        if card in (hint.get("cards") or []):
            cls += " is-hint"
        return self._button(self._face(card, ctx), label, cls + (" is-selected" if card in chosen else ""),
                            key=card, act="view", arg=f"card:{card}", pressed=card in chosen)

    @staticmethod
    def _button(content: str, name: str, cls: str, *, key: str, act: str, arg: str, focus: str | None = None,
                pressed: bool | None = None) -> str:
        """A card that is a button, named by its own screen-reader text rather than aria-label,
        so that what is seen (« 4 ♠ ») and what is heard (« 4 de pique ♠ ») never disagree."""
        return tag("button", content + tag("span", esc(name), class_="sr-only"), type="button", class_=cls,
                   data_act=act, data_arg=arg, data_focus=focus or f"card:{key}", data_key=key,
                   aria_pressed=None if pressed is None else ("true" if pressed else "false"))

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
        return ctx.t("glukz.ui.describe.play", what=what, where={"key": f"glukz.ui.your.where.{stage}"})

    def result(self, view: dict, ctx) -> str:
        """Under the shell's ranking: who pays the forfeit and with how many cards, why the game
        stopped if it went round in circles, and how many burns it saw."""
        outcome = view.get("result") or {}
        order = outcome.get("order") or view["order"]
        forfeit = set(outcome.get("forfeit") or [])
        lines = []
        for s in order:
            info = view["seats"][s]
            left = info["hand_size"] + sum(c is not None for c in info["face_up"]) + sum(info["face_down"])
            if s in forfeit:
                lines.append(tag("li", esc(ctx.t("glukz.ui.result.forfeit_line", seat=ctx.name(s), n=left)),
                                 class_="gz-forfeit"))
            elif left:
                lines.append(tag("li", esc(ctx.t("glukz.ui.result.left_line", seat=ctx.name(s), n=left))))
        parts = [tag("h3", esc(ctx.t("glukz.ui.result.title"))), tag("ul", "".join(lines), class_="gz-result")]
        if outcome.get("stalled"):
            parts.append(tag("p", esc(ctx.t("glukz.ui.result.stalled"))))
        parts.append(tag("p", esc(ctx.t("glukz.ui.result.burns", n=view["burns"], moves=view["turn"]))))
        return tag("section", "".join(parts), class_="gz-summary")
