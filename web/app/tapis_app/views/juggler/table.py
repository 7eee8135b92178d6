"""Juggler's table above the dock: the strip of facts (hand, dealer, target, your total) and the
other players (their totals, their cards in hand counted by deck, the cards seen going into their
hands, their last move in a short line)."""

from ...html import esc, join, tag
from ..base import Table
from ..art import suit_mark
from .common import SUIT, Common


class TableZones(Common):
    """The table zone by zone, and the other players."""

    def draw(self, view, ctx) -> Table:
        me = ctx.seat
        self.sync(view, ctx)
        hint = ctx.hint
        if hint and hint.get("type") in ("announce", "declare") and hint.get("cards") \
                and self.ui.get("hinted") != hint:
            # a suggested word is laid out in the word, so its button is there to press
            self.word = [c for c in hint["cards"] if c in (view.get("hand") or [])]
            self.ui["hinted"] = hint
        players = view["players"]
        order = [(me + k) % players for k in range(1, players)] if me is not None else list(range(players))
        word, rest = self.arrangement(view, ctx)
        return Table(
            status=self.status(view, ctx),
            others="".join(self.other_seat(s, view, ctx) for s in order),
            center=self.felt(view, ctx),
            prompt=self.prompt(word, rest, view, ctx),
            work=self.work(word, rest, view, ctx) if me is not None else "",
            hand=self.hand(word, rest, view, ctx) if me is not None else "",
            hand_count=len(word) + len(rest) + (1 if self.arranging(view, ctx) and not word else 0),
            hand_label=self.hand_label(view, ctx),
            actions=self.actions(word, rest, view, ctx),
            sheet=self.sheet(view, ctx),
        )

    # ---- the strip of facts: hand, dealer, target, your total
    def status(self, view, ctx) -> str:
        t = ctx.t
        me = ctx.seat
        facts = [tag("strong", esc(t("juggler.ui.hand_no", n=view["hand_number"])))]
        facts.append(tag("span", esc(ctx.about(view["dealer"], "juggler.ui.dealer")), class_="jg-dealer"))
        if me is not None:
            facts.append(tag("span", esc(ctx.about(me, "juggler.ui.total", n=view["totals"][me]))))
        facts.append(tag("span", esc(t("juggler.ui.target", n=view["target"]))))
        if view["check_words"] == "honour":
            facts.append(tag("span", esc(t("juggler.ui.honour"))))
        return "".join(facts)

    # ---- the other players
    def other_seat(self, seat, view, ctx) -> str:
        t = ctx.t
        n = view["hand_counts"][seat]
        vowels = view["hand_vowels"][seat]
        known = view["known"][seat]
        taken = view["taken"]
        drawing = taken and taken["seat"] == seat and taken["from"] != "table"
        # one small back per card, red for vowels, black for consonants; a card being drawn
        # now flies in from its deck
        backs = []
        for i in range(n):
            deck = "vowels" if i < vowels else "consonants"
            fresh = drawing and deck == taken["from"] and i == (vowels - 1 if deck == "vowels" else n - 1)
            backs.append(tag("span", "", class_=f"jg-mini jg-mini--{deck}",
                             data_key=f"drawn-{view['hand_number']}-{view['turns']}-{seat}" if fresh else None,
                             data_from=f"deck-{deck}" if fresh else None))
        sink = []
        move = view["last_moves"][seat]
        if move and move["taken"] and move["taken"]["from"] == "table" and move["taken"]["card"] not in known:
            sink.append(self.key_of(move["taken"]["card"], view))
        words = t("juggler.ui.count", n=n) + (t("juggler.ui.count_vowels", n=vowels) if vowels or not n
                                               else t("juggler.ui.count_vowels.none"))
        chips = tag("span", tag("span", suit_mark(SUIT["consonants"]), class_="jg-chip-suit") + esc(n - vowels),
                    class_="jg-chip jg-chip--consonants") + \
            tag("span", tag("span", suit_mark(SUIT["vowels"]), class_="jg-chip-suit") + esc(vowels), class_="jg-chip jg-chip--vowels")
        count = tag("div", tag("div", "".join(backs), class_="jg-minis", aria_hidden="true") +
                    tag("span", chips, class_="jg-chips", aria_hidden="true"),
                    class_="jg-hand-count", role="img", aria_label=words, data_sink=" ".join(sink) if sink else None)
        known_html = ""
        if known:
            cards = "".join(self.card(c, view, ctx, small=True) for c in known)
            known_html = tag("div", tag("span", esc(t("juggler.ui.known")), class_="jg-known-label") +
                             tag("div", cards, class_="jg-known-cards"), class_="jg-known")
        # (on a phone the total stands beside the counts, leaving the name its whole line)
        total = tag("span", esc(t("juggler.ui.points", n=view["totals"][seat])), class_="jg-seat-total")
        body = join([self.badges(seat, view, ctx), tag("div", count + total + known_html, class_="jg-seat-cards"),
                     self.last_move(seat, view, ctx)])
        return self.seat_panel(seat, ctx, body, active=self.mover(view) == seat,
                               extra_class="jg-seat" + (" jg-seat--announcer" if view["announcer"] == seat else ""),
                               score=t("juggler.ui.points", n=view["totals"][seat]))

    def badges(self, seat, view, ctx) -> str:
        t = ctx.t
        out = []
        if view["dealer"] == seat:
            out.append((" jg-badge--dealer", t("juggler.ui.badge.dealer")))
        if view["announcer"] == seat:
            out.append((" jg-badge--announce", "★ " + t("juggler.ui.badge.announced")))
        closing = view["closing"]
        if closing and seat in closing["to_play"]:
            out.append((" jg-badge--last", t("juggler.ui.badge.last_turn")))
        if view["step"] == "reveal" and view["declared"]:
            if view["declared"][seat] and seat != view["announcer"]:
                out.append((" jg-badge--done", "✓ " + t("juggler.ui.badge.declared")))
            elif not view["declared"][seat]:
                out.append((" jg-badge--wait", t("juggler.ui.badge.choosing")))
        if not out:
            return ""
        return tag("p", "".join(tag("span", esc(text), class_="jg-badge" + cls) for cls, text in out), class_="jg-badges")

    def last_move(self, seat, view, ctx) -> str:
        """What the seat did on its latest turn of this hand, in a short line (nothing before
        it has played, nor while the caption beside its name says it in full)."""
        move = view["last_moves"][seat]
        if move is None or ctx.said(seat):
            return ""
        return tag("p", esc(self.move_text(move, view, ctx)), class_="jg-move")

    def move_text(self, move, view, ctx) -> str:
        t = ctx.t
        taken = move["taken"]
        if taken is None:
            first = t("juggler.ui.move.took_nothing")
        elif taken["from"] == "table":
            first = t("juggler.ui.move.took_table", letter=view["letters"][taken["card"]])
        elif taken["card"] is not None:
            first = t("juggler.ui.move.drew_known", deck={"key": f"juggler.ui.kind.{taken['from']}"},
                      letter=view["letters"][taken["card"]])
        else:
            first = t(f"juggler.ui.move.drew.{taken['from']}")
        if move["laid"]:
            second = t("juggler.ui.move.laid", letter=view["letters"][move["laid"]])
        else:
            second = t("juggler.ui.move.kept")
        text = t("juggler.ui.move.line", first=first, second=second)
        if move["announced"]:
            text += " " + t("juggler.ui.move.announced")
        return text
