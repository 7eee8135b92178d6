"""Glossa's felt: the stock and the discards (where thrown cards fly), the chips on the table
(the latest payment flying in from its payer), the side pots, how the deal before ended, and your
own place at the felt's edge."""

from ...html import esc, join, tag
from ..art import chip_stack
from .common import STATUS_MARK, Common

PAYMENTS = ("enter", "call", "bet", "raise")


class Felt(Common):
    """The stock, the discards, the pot and your place."""

    def felt(self, view, ctx, acting) -> str:
        t = ctx.t
        phase = view["phase"]
        stock = tag("div", tag("div", "", class_="card card--back card--small", aria_hidden="true") +
                    tag("span", esc(view["stock"]), class_="count-badge", aria_hidden="true"),
                    class_="g-pile g-stock", data_anchor="stock", data_coach="stock", role="img",
                    aria_label=t("glossa.ui.stock", n=view["stock"]))
        discards = tag("div", tag("div", "", class_="card card--small g-discard-card", aria_hidden="true") +
                       tag("span", esc(view["discard_pile"]), class_="count-badge", aria_hidden="true"),
                       class_="g-pile g-discards" + ("" if view["discard_pile"] else " g-pile--empty"), data_sink=" ".join(self._discard_sink(view, ctx)) or None,
                       data_coach="discards", role="img", aria_label=t("glossa.ui.discards", n=view["discard_pile"]))
        row = tag("div", stock + self.pot(view, ctx) + discards, class_="g-felt-row")
        parts = [row]
        if phase == "betting" and view["bet_made"]:
            parts.append(tag("p", esc(t("glossa.ui.level", amount=view["level"])), class_="g-level"))
        if len(view["pots"]) > 1:
            items = []
            for index, p in enumerate(view["pots"]):
                names = ", ".join(ctx.name(s) for s in p["eligible"])
                key = "glossa.ui.pot.main" if index == 0 else "glossa.ui.pot.side"
                items.append(tag("li", esc(t(key, amount=p["amount"], names=names))))
            parts.append(tag("ul", "".join(items), class_="g-pots"))
        previous = self._previous(view, ctx)
        if previous:
            parts.append(previous)
        if ctx.seat is not None:
            parts.append(self.my_place(view, ctx))
        return tag("section", join(parts), class_="g-felt", data_phase=phase, data_moves=str(view["turn"]),
                   aria_label=t("glossa.ui.felt"))

    def pot(self, view, ctx) -> str:
        """The chips on the table: the total (which swallows the chips just put in), the
        cagnotte in it, and the latest payment flying in from its payer's place."""
        t = ctx.t
        deal = view["deal"]
        history = view["history"]
        keys = [f"chip-{deal}-{i}" for i, move in enumerate(history) if move["type"] in PAYMENTS]
        chip = ""
        if history and history[-1]["type"] in PAYMENTS and view["phase"] not in ("loans", "over"):
            move = history[-1]
            paid = view["ante"] if move["type"] == "enter" else move.get("paid", move.get("amount", 0))
            chip = tag("span", esc(f"+{paid}"), class_="g-chip", data_key=f"chip-{deal}-{len(history) - 1}",
                       data_from=f"seat-{move['seat']}", aria_hidden="true")
        # the chips as a stack that grows with the pot (drawn where the felt has room)
        stack = chip_stack(min(8, 2 + view["pot"] // 30) if view["pot"] else 0)
        lines = [tag("span", esc(t("glossa.ui.pot")), class_="g-pot-label"), stack,
                 tag("span", tag("strong", esc(view["pot"]), class_="g-pot-value", data_sink=" ".join(keys) or None) + chip,
                     class_="g-pot-line")]
        if view["cagnotte"]:
            lines.append(tag("span", esc(t("glossa.ui.cagnotte", amount=view["cagnotte"])), class_="g-pot-note"))
        return tag("div", join(lines), class_="g-pot", data_key=f"pot-{deal}", data_coach="pot",
                   role="group", aria_label=t("glossa.ui.pot.label", amount=view["pot"]))

    def _discard_sink(self, view, ctx) -> list[str]:
        """Keys of the cards that left a hand for the discards at this deal's exchange: the
        other players' backs, and your own cards thrown."""
        deal = view["deal"]
        out = []
        for seat, info in enumerate(view["seats"]):
            n = info["exchanged"] or 0
            if n and seat != ctx.seat:
                out += [f"b{deal}-{seat}-{i}" for i in range(info["cards"] - n, info["cards"])]
        thrown = view.get("discarded") or []
        if thrown and ctx.seat is not None:
            hand = view["hand"] or []
            kept = hand[:len(hand) - len(view["drawn"] or [])]
            for card in sorted(set(thrown)):
                before = kept.count(card) + thrown.count(card)
                out += [f"h{deal}-{card}-{k}" for k in range(kept.count(card) + 1, before + 1)]
        return out

    def _previous(self, view, ctx) -> str:
        """How the deal before ended, in a line, while the next one begins (its recap is over)."""
        last = view.get("last")
        if not last or not ((view["phase"] == "entry" and last["deal"] == view["deal"] - 1) or
                            (view["phase"] == "loans" and last["deal"] == view["deal"])):
            return ""
        deal = last["deal"]
        kind = last["kind"]
        if kind == "showdown":
            winners = sorted({s for p in last["pots"] for s in p["winners"]})
            main = last["pots"][0]["winners"] if last["pots"] else []
            if len(main) == 1:
                record = last["words"][str(main[0])]
                text = ctx.about(main[0], "glossa.ui.previous.won", deal=deal, word=record["word"],
                                 n=record["value"])
            elif winners:
                text = ctx.t("glossa.ui.previous.shared", deal=deal)
            else:
                text = ctx.t("glossa.ui.previous.nobody", deal=deal)
        elif kind == "uncontested":
            text = ctx.about(last["seat"], "glossa.ui.previous.uncontested", deal=deal)
        elif kind == "cagnotte":
            text = ctx.t("glossa.ui.previous.cagnotte", deal=deal)
        else:
            text = ctx.t("glossa.ui.previous.void", deal=deal)
        return tag("p", esc(text), class_="g-previous", data_coach="previous")

    def my_place(self, view, ctx) -> str:
        """Your own place at the felt's edge: your chips, what you put in, your game points."""
        t = ctx.t
        me = ctx.seat
        info = view["seats"][me]
        between = view["phase"] in ("loans", "over")
        items = [tag("span", esc(ctx.name(me)), class_="g-me-name")]
        if info["dealer"]:
            items.append(tag("span", esc(t("glossa.ui.dealer")), class_="g-badge g-badge--dealer",
                             title=t("glossa.ui.dealer.long")))
        if not between and info["status"] in STATUS_MARK:
            items.append(tag("span", esc(STATUS_MARK[info["status"]] + " " + t(f"glossa.ui.status.{info['status']}")),
                             class_=f"g-badge g-badge--{info['status']}"))
        items.append(tag("span", tag("strong", esc(info["chips"]), class_="g-stat-value") + " " +
                         tag("span", esc(t("glossa.ui.chips")), class_="g-stat-label"), class_="g-stat g-stat--chips",
                         data_sink=self._pot_sink(view, me)))
        if info["stake"] and not between:
            items.append(tag("span", tag("span", esc(t("glossa.ui.stake")), class_="g-stat-label") + " " +
                             tag("strong", esc(info["stake"]), class_="g-stat-value"), class_="g-stat g-stat--stake"))
        items.append(tag("span", esc(t("glossa.ui.game_points", n=info["game_points"])), class_="g-stat g-points"))
        return tag("div", "".join(items), class_="g-me" + (" seat--active" if me in view["to_move"] else ""),
                   data_anchor=f"seat-{me}", data_coach="my-place", role="group",
                   aria_label=t("glossa.ui.my_place"))
