"""Glop's table above the dock: the strip of facts (deal, cards to play, favourite colour,
scores to 30), the other seats (their hands as counts), and the felt: the exposed cards, the last
play, both sides' piles (counts only) into which captured cards fly."""

from ...html import esc, join, tag
from ..art import suit_mark
from ..base import Table
from ..parts import backs, counter
from .common import INK, Common


class TableZones(Common):
    """The table zone by zone, and the felt in the middle."""

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
