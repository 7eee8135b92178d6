"""Glossa's table above the felt: the strip of facts (the deal, the last one, a timed game's
clock) and the other players (chips, stake, status, seven cards face down, their last move)."""

from ...html import esc, join, tag
from ..base import Table
from .common import STATUS_MARK, Common


class TableZones(Common):
    """The table zone by zone, and the other players."""

    def draw(self, view: dict, ctx) -> Table:
        me = ctx.seat
        n = view["players"]
        first = 0 if me is None else me + 1
        others = [(first + i) % n for i in range(n) if me is None or (first + i) % n != me]
        acting = self._acting(view, ctx)
        hand = view["hand"] or []
        return Table(
            status=self.status(view, ctx),
            others="".join(self.other_seat(s, view, ctx) for s in others),
            center=self.felt(view, ctx, acting),
            prompt=self.prompt(view, ctx) if acting else "",
            work=self.work(view, ctx, acting),
            hand=self.hand(view, ctx, acting),
            hand_count=len(hand),
            hand_label=ctx.t("glossa.ui.your_cards") if ctx.person else
            ctx.t("glossa.ui.cards_of", name=ctx.name(me)) if me is not None else "",
            actions=self.actions(view, ctx) if acting else "",
            sheet=self._sheet(view["sheet"], ctx, ident="glossa-sheet"),
        )

    # ---- the strip of facts: the deal, the last one, a timed game's clock
    def status(self, view, ctx) -> str:
        t = ctx.t
        if view["deals"]:
            deal = t("glossa.ui.deal", deal=view["deal"], deals=view["deals"])
        else:
            deal = t("glossa.ui.deal_timed", deal=view["deal"], minutes=view["time_limit"])
        items = [tag("strong", esc(deal), class_="g-bar-deal"),
                 # (the chips on the table again, for a screen too short to show the felt)
                 tag("span", esc(t("glossa.ui.pot.label", amount=view["pot"])), class_="g-bar-pot")]
        if view["ending"] and not view["over"]:
            items.append(tag("strong", esc(t("glossa.ui.last_deal")), class_="g-bar-last"))
        if "end_after_deal" in view["choices"] and self._acting(view, ctx):
            elapsed = ctx.minutes_played
            if elapsed is not None:
                items.append(tag("span", esc(t("glossa.ui.elapsed", n=elapsed)), class_="g-elapsed"))
        return join(items)

    # ---- the other players: chips, stake, status, seven cards face down, their last move
    def other_seat(self, seat: int, view, ctx) -> str:
        t = ctx.t
        info = view["seats"][seat]
        status = info["status"]
        between = view["phase"] in ("loans", "over")  # the deal is over: statuses are past
        tags = []
        if info["dealer"]:
            tags.append(tag("span", esc(t("glossa.ui.dealer")), class_="g-badge g-badge--dealer",
                            title=t("glossa.ui.dealer.long")))
        if not between and status in STATUS_MARK:
            tags.append(tag("span", esc(STATUS_MARK[status] + " " + t(f"glossa.ui.status.{status}")),
                            class_=f"g-badge g-badge--{status}"))
        line = tags + [tag("span", tag("strong", esc(info["chips"]), class_="g-stat-value") + " " +
                           tag("span", esc(t("glossa.ui.chips")), class_="g-stat-label"),
                           class_="g-stat g-stat--chips", data_sink=self._pot_sink(view, seat))]
        if info["stake"] and not between:
            line.append(tag("span", tag("span", esc(t("glossa.ui.stake")), class_="g-stat-label") + " " +
                            tag("strong", esc(info["stake"]), class_="g-stat-value"), class_="g-stat g-stat--stake"))
        line.append(self._backs(seat, view, ctx))
        body = [tag("div", join(line), class_="g-seat-line"),
                tag("p", esc(t("glossa.ui.game_points", n=info["game_points"])), class_="g-points")]
        if not ctx.said(seat) and not ctx.thinking(seat):
            move = self._last_move(view, ctx, seat)
            if move:
                body.append(tag("p", esc(move), class_="g-move"))
        return self.seat_panel(seat, ctx, join(body), active=seat in view["to_move"],
                               extra_class=f"g-seat g-seat--{'between' if between else status}")

    def _backs(self, seat, view, ctx) -> str:
        """A player's cards face down, each keyed: the deal's cards fly in from the stock; those
        thrown at the exchange leave for the discards (``discard_sink``) and their replacements
        come from the stock."""
        info = view["seats"][seat]
        count = info["cards"]
        if not count or info["status"] in ("folded", "out") or view["phase"] in ("loans", "over"):
            return ""
        deal = view["deal"]
        fresh = count - (info["exchanged"] or 0)
        dealing = view["phase"] == "entry"
        backs = []
        for i in range(count):
            fresh_card = i < fresh
            backs.append(tag("div", "", class_="card card--back card--small g-back",
                             data_key=f"b{deal}-{seat}-{i}" if fresh_card else f"b{deal}-{seat}-x{i}",
                             data_from="stock" if dealing or not fresh_card else None))
        ready = view["phase"] == "compose" and info["word_ready"]
        label = ctx.t("glossa.ui.word_ready" if ready else "glossa.ui.hidden_cards", n=count)
        mark = tag("span", "✓", class_="g-ready", aria_hidden="true") if ready else \
            tag("span", esc(count), class_="count-badge", aria_hidden="true")
        # the backs themselves are decoration: the group's name says how many and what
        fan = tag("div", "".join(backs), class_="cards cards--fan g-fan", aria_hidden="true")
        return tag("div", fan + mark, class_="g-backs", role="img", aria_label=label)

    @staticmethod
    def _last_move(view, ctx, seat) -> str:
        """This seat's latest public move of the deal, in a few words."""
        if view["phase"] in ("loans", "over"):
            return ""
        for move in reversed(view["history"]):
            if move["seat"] != seat:
                continue
            kind = move["type"]
            if kind == "exchange":
                return ctx.t("glossa.ui.move.exchange", n=move["n"]) if move["n"] else ctx.t("glossa.ui.move.served")
            if kind == "call" and move.get("all_in"):
                return ctx.t("glossa.ui.move.call_all_in", amount=move["amount"])
            return ctx.t(f"glossa.ui.move.{kind}", amount=move.get("amount", 0))
        return ""
