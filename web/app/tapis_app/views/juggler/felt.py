"""Juggler's felt: the banner once the hand is ending, another player's last move, the two
decks (to draw from when it is your turn to take) and the face-up cards (to take)."""

import json

from ...html import esc, join, tag
from ..art import suit_mark
from .common import SUIT, Common


class Felt(Common):
    """The banner, the decks and the face-up cards."""

    def felt(self, view, ctx) -> str:
        t = ctx.t
        taking = self.acting(view, ctx) and view["step"] == "take"
        hint = ctx.hint if taking else None
        decks = []
        for deck in view["deck_order"]:
            count = view["decks"][deck]
            if taking and count:
                action = {"type": "draw", "deck": deck}
                decks.append(self.deck_back(deck, count, ctx, act="play", arg=json.dumps(action, separators=(",", ":"), sort_keys=True),
                                            label=t("juggler.ui.draw_label", deck={"key": f"juggler.deck.{deck}"}, n=count),
                                            cls="is-hint" if hint == action else ""))
            else:
                decks.append(self.deck_back(deck, count, ctx))
        deck_row = tag("div", "".join(decks), class_="jg-decks")
        cards = []
        for card in view["table"]:
            from_ = None
            for seat, move in enumerate(view["last_moves"]):
                if move and move["laid"] == card and seat != ctx.seat:
                    from_ = f"seat-{seat}"
            if taking:
                action = {"type": "take", "card": card}
                cards.append(self.card(card, view, ctx, act="play", arg=action, from_=from_,
                                       cls="is-hint" if hint == action else "",
                                       label=t("juggler.ui.take_label", card=self.card_label(card, view, ctx))))
            else:
                cards.append(self.card(card, view, ctx, from_=from_))
        n = len(view["table"])
        # the more cards on the table, the smaller (the felt's room is shared among them)
        size = next((cls for limit, cls in ((24, " jg-table-cards--lots"), (12, " jg-table-cards--many"),
                                            (6, " jg-table-cards--some")) if n > limit), "")
        if cards:
            # (a row that scrolls sideways on a phone: when its cards are no buttons to tab to,
            # the row itself takes the keyboard's focus, to be scrolled by the arrows)
            row = tag("div", "".join(cards), class_="jg-table-cards" + size, data_coach="table-cards",
                      tabindex=None if taking else "0", role=None if taking else "group",
                      aria_label=None if taking else t("juggler.ui.table", n=n))
        else:
            row = tag("div", tag("p", esc(t("juggler.ui.table_empty")), class_="jg-empty"),
                      class_="jg-table-cards", data_coach="table-cards")
        faceup = tag("div", tag("h2", esc(t("juggler.ui.table", n=n)), class_="table-label") + row, class_="jg-faceup")
        lay_here = self.acting(view, ctx) and view["step"] == "lay"
        return tag("section", join([self.banner(view, ctx), self.said(view, ctx),
                                    tag("div", deck_row + faceup, class_="jg-felt-row")]),
                   class_="jg-felt" + (" jg-felt--drop" if lay_here else ""), aria_label=t("juggler.ui.felt"),
                   data_phase=view["phase"], data_step=view["step"], data_hand=view["hand_number"],
                   data_turns=view["turns"], data_drop="table" if lay_here else None)

    @staticmethod
    def deck_back(deck, count, ctx, *, act=None, arg=None, cls="", label=None) -> str:
        """A deck: the back of its cards (red or black) with the number left."""
        name = ctx.t(f"juggler.deck_short.{deck}")
        body = join([tag("span", suit_mark(SUIT[deck]), class_="jg-back-suit", aria_hidden="true"),
                     tag("span", esc(count), class_="jg-back-count", aria_hidden="true")])
        label = label or ctx.t("juggler.ui.deck_label", deck=name, n=count)
        classes = f"card jg-deck jg-deck--{deck}" + (" is-empty" if not count else "") + (f" {cls}" if cls else "")
        caption = tag("span", esc(name), class_="jg-deck-name", aria_hidden="true")
        if act:
            back = tag("button", body + tag("span", esc(label), class_="sr-only"), type="button", class_=classes,
                       data_act=act, data_arg=arg, data_anchor=f"deck-{deck}", data_focus=f"deck:{deck}",
                       disabled=not count, data_coach=f"deck-{deck}")
        else:
            back = tag("div", body, class_=classes, role="img", aria_label=label, data_anchor=f"deck-{deck}",
                       data_coach=f"deck-{deck}")
        return tag("div", back + caption, class_="jg-deck-wrap")

    def said(self, view, ctx) -> str:
        """The last move of another player, in a sentence, on the felt: on a phone with many
        players it takes the place of the captions their narrow places cannot hold."""
        for seat in range(view["players"]):
            if seat != ctx.seat and ctx.said(seat):
                return tag("p", esc(ctx.said(seat)), class_="jg-said", aria_hidden="true")
        return ""

    def banner(self, view, ctx) -> str:
        """The hand is ending: who announced (or why it ends) and who still plays; the reveal."""
        closing = view["closing"]
        if view["over"] or closing is None:
            return ""
        t = ctx.t
        if view["step"] == "reveal":
            head = t("juggler.ui.banner.reveal")
            tail = t("juggler.ui.banner.reveal_how")
        else:
            seat = closing["seat"]
            if closing["reason"] == "announce":
                head = ctx.about(seat, "juggler.ui.banner.announced")
                tail = ctx.about(seat, "juggler.ui.banner.whole_hand", n=view["hand_counts"][seat]) + " " + \
                    t("juggler.ui.banner.last_turns", names=self.names(closing["to_play"], ctx))
            elif closing["reason"] == "decks":
                head = t("juggler.ui.banner.decks")
            else:
                head = t("juggler.ui.banner.limit", n=view["turn_limit"] // view["players"])
            if closing["reason"] != "announce":
                tail = t("juggler.ui.banner.last_turns", names=self.names(closing["to_play"], ctx))
        star = tag("span", "★", class_="jg-banner-star", aria_hidden="true") if closing["reason"] == "announce" else ""
        return tag("div", star + tag("p", tag("strong", esc(head)) + " " + tag("span", esc(tail), class_="jg-banner-tail"),
                                     class_="jg-banner-text"),
                   class_="jg-banner", role="status", data_coach="banner",
                   data_key=f"banner-{view['hand_number']}-{view['step']}")
