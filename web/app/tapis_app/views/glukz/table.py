"""Le Glükz's table above the dock: the strip of facts (the direction, what burns, who has
finished), the other players along the top (their hand as a count, their rows face up on face
down, what they were seen picking up), and a seat's two rows as slots."""

import json

from ...html import esc, join, tag
from ..base import Table
from .common import Common

KNOWN_SHOWN = 10  # cards seen going into another player's hand, named beside their place


class TableZones(Common):
    """The table zone by zone, the other players and their rows."""

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

    @staticmethod
    def _taken_keys(view: dict, s: int) -> list[str]:
        """The pile's cards when seat ``s`` has just taken them: they leave the screen and fly to
        that seat's hand (a person's own hand shows them again, and they move there by key)."""
        last = view.get("last") or {}
        if last.get("type") != "take" or last.get("seat") != s:
            return []
        return list(view["seats"][s]["known"])

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
