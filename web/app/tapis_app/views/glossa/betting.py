"""Glossa's bets and loans: check, call, raise or fold with the amount chosen on a slider or a
few usual amounts; between deals, ask a lender for a loan, or lend."""

from ...html import attrs, button, esc, join, tag
from .common import Common


class Betting(Common):
    """The betting controls and the loans."""

    def _betting(self, view, ctx) -> str:
        t = ctx.t
        c = view["controls"]
        if c is None:
            return ""
        buttons = []
        if c["can_check"]:
            buttons.append(self._play(t("glossa.ui.check"), {"type": "check"}, ctx, coach="check"))
        if c["can_call"]:
            key = "glossa.ui.call_all_in" if c["call_all_in"] else "glossa.ui.call"
            buttons.append(self._play(t(key, amount=c["call_amount"]), {"type": "call"}, ctx, coach="call"))
        buttons.append(self._play(t("glossa.ui.fold"), {"type": "fold"}, ctx, cls="btn btn--ghost g-fold", coach="fold"))
        rng = c["bet"] or c["raise"]
        amount_block = ""
        if rng:
            kind = "bet" if c["bet"] else "raise"
            amount = self._amount(rng, ctx)
            slider = self._slider("glossa-amount", "amount", t(f"glossa.ui.amount.{kind}"), amount, rng)
            quick = self._quick_amounts(view, rng, amount)
            action = {"type": kind, "amount": amount}
            if kind == "bet":
                go = self._play(t("glossa.ui.bet", amount=amount), action, ctx, primary=True, coach="bet-go")
            else:  # what the raise puts in, under it
                label = esc(t("glossa.ui.raise", amount=amount)) + \
                    tag("small", esc(t("glossa.ui.raise.total", total=c["to_call"] + amount)), class_="g-btn-more")
                cls = "btn btn--primary g-go" + (" is-hint" if ctx.hint == action else "")
                go = self.play_button(label, action, cls=cls, data_coach="bet-go")
            amount_block = tag("div", quick + slider + go, class_="g-amount", role="group",
                               aria_label=t(f"glossa.ui.amount.{kind}"), data_coach="bet")
        return tag("div", "".join(buttons), class_="g-bet-row") + amount_block

    def _amount(self, rng, ctx) -> int:
        """The amount being chosen: the one picked, else the hint's, else the smallest."""
        amount = self.ui.get("amount")
        hint = ctx.hint if isinstance(ctx.hint, dict) else None
        if amount is None and hint and hint.get("type") in ("bet", "raise"):
            amount = hint.get("amount")
        if not isinstance(amount, int):
            amount = rng["min"]
        return max(rng["min"], min(rng["max"], amount - amount % rng["step"]))

    def _slider(self, ident, arg, label, value, rng) -> str:
        minus = button("−", "view", f"{arg}:-", cls="btn btn--icon g-inc", aria_label=f"{label} −{rng['step']}",
                       disabled=value <= rng["min"])
        plus = button("+", "view", f"{arg}:+", cls="btn btn--icon g-inc", aria_label=f"{label} +{rng['step']}",
                      disabled=value >= rng["max"])
        field = (f'<input type="range" id="{ident}" class="g-range"'
                 f'{attrs(min=rng["min"], max=rng["max"], step=rng["step"], value=value, data_act="view", data_arg=arg)}>')
        return tag("div", tag("label", esc(label), for_=ident, class_="sr-only") +
                   minus + field + tag("output", esc(value), for_=ident, class_="g-amount-value") + plus,
                   class_="g-slider")

    def _quick_amounts(self, view, rng, amount) -> str:
        """A few usual amounts: the least, half the chips on the table, all of them, the most allowed."""
        wanted = [rng["min"], view["pot"] // 2, view["pot"], rng["max"]]
        seen = []
        for value in wanted:
            value = max(rng["min"], min(rng["max"], value - value % rng["step"]))
            if value not in seen:
                seen.append(value)
        chips = "".join(button(esc(v), "view", f"amount:{v}", cls="btn btn--chip g-quick-amount" + (" is-on" if v == amount else ""),
                               aria_pressed="true" if v == amount else "false") for v in seen)
        return tag("div", chips, class_="g-quick")

    # ---- loans between deals
    def _loans(self, view, ctx) -> str:
        t = ctx.t
        loan = view["loan"]
        if loan is not None:
            return join([self._play(t("glossa.ui.lend", amount=loan["amount"]), {"type": "lend"}, ctx, primary=True,
                                    coach="lend"),
                         self._play(t("glossa.ui.refuse"), {"type": "refuse"}, ctx, coach="refuse")])
        options = view["loan_options"] or {"lenders": [], "step": 10}
        lenders = options["lenders"]
        no = self._play(t("glossa.ui.no_loan"), {"type": "no_loan"}, ctx, coach="no-loan")
        if not lenders:
            return no
        chosen = self._lender(view, lenders)
        top = next(x["max"] for x in lenders if x["seat"] == chosen)
        rng = {"min": options["step"], "max": top, "step": options["step"]}
        amount = self.ui.get("loan")
        amount = top if not isinstance(amount, int) else max(rng["min"], min(top, amount))
        if len(lenders) <= 2:  # one button per lender
            picks = "".join(button(esc(ctx.name(x["seat"])), "view", f"lender:{x['seat']}",
                                   cls="btn btn--chip g-lender" + (" is-on" if x["seat"] == chosen else ""),
                                   aria_pressed="true" if x["seat"] == chosen else "false") for x in lenders)
            who = tag("div", tag("span", esc(t("glossa.ui.lender")), class_="g-amount-label", id="glossa-lender") + picks,
                      class_="g-lenders", role="group", aria_labelledby="glossa-lender")
        else:  # more: a list, which a phone opens in its own picker
            options = "".join(tag("option", esc(ctx.name(x["seat"])), value=str(x["seat"]),
                                  selected=x["seat"] == chosen) for x in lenders)
            who = tag("div", tag("label", esc(t("glossa.ui.lender")), for_="glossa-lender", class_="g-amount-label") +
                      tag("select", options, id="glossa-lender", class_="field g-lender-list", data_act="view",
                          data_arg="lender"), class_="g-lenders")
        slider = self._slider("glossa-loan", "loan", t("glossa.ui.amount.loan"), amount, rng)
        ask = self._play(t("glossa.ui.borrow", amount=amount, lender=ctx.name(chosen)),
                         {"type": "borrow", "lender": chosen, "amount": amount}, ctx, primary=True, coach="borrow")
        return tag("div", who + slider + ask + no, class_="g-amount")

    def _lender(self, view, lenders) -> int:
        """The lender picked, else the richest one (the likeliest to say yes)."""
        chosen = self.ui.get("lender")
        if chosen in [x["seat"] for x in lenders]:
            return chosen
        return max(lenders, key=lambda x: (view["seats"][x["seat"]]["chips"], -x["seat"]))["seat"]

    def _step(self, name, value, view) -> None:
        if name == "amount":
            c = view.get("controls") or {}
            rng = c.get("bet") or c.get("raise")
        else:
            options = view.get("loan_options") or {"lenders": []}
            lenders = options["lenders"]
            if not lenders:
                return
            chosen = self._lender(view, lenders)
            entry = next(x for x in lenders if x["seat"] == chosen)
            rng = {"min": options["step"], "max": entry["max"], "step": options["step"]}
        if not rng:
            return
        current = self.ui.get(name)
        if not isinstance(current, int):
            current = rng["min"] if name == "amount" else rng["max"]
        if value == "+":
            current += rng["step"]
        elif value == "-":
            current -= rng["step"]
        elif value.isdigit():
            current = int(value)
        self.ui[name] = max(rng["min"], min(rng["max"], current))
