"""« Échanges » and « Vente » (option ``trade``: ``"exchange"`` or ``"sale"``, two players or
more): once the lots are drawn, from the first player, each player with a lot may offer another
one to swap their whole lots — with money, either way, under ``"sale"`` — and the other accepts
or refuses; at most one offer from a player to each other player per round.

Changes the steps ``_start_round`` (no offer made yet) and ``_start_buy`` (the lots are
traded first); adds the phases ``trade`` (actions ``offer``, ``pass``) and ``answer``
(``accept``, ``refuse``)."""

from ...core import IllegalAction
from ..round import Round, is_int

TRADE, ANSWER = "trade", "answer"
ACTION_KEYS = {"offer": ("to", "pay"), "pass": (), "accept": (), "refuse": ()}
PHASE_ACTIONS = {TRADE: ("offer", "pass"), ANSWER: ("accept", "refuse")}
#: Money offered with a swap under the "sale" trade, each way (any amount is accepted).
PAY_STEPS = (0, 5, 10, 20, 50)


class Trade(Round):
    def setup(self) -> None:
        self.offered = []  # [from, to] pairs already offered this round
        self.offer = None  # {"from", "to", "pay"}
        super().setup()

    def _start_round(self) -> None:
        self.offered = []
        super()._start_round()

    def _start_buy(self) -> None:
        traders = [s for s in self._order(self.first) if self.lots[s]]
        if self.options["trade"] == "none" or len(traders) < 2:
            return super()._start_buy()
        self.phase, self.queue, self.current = TRADE, traders, traders[0]

    def _offer(self, seat, target, pay) -> None:
        self.offered.append([seat, target])
        self.offer = {"from": seat, "to": target, "pay": pay}
        if pay > 0:
            self.emit("offer_pay", seat=seat, to_seat=target, amount=pay)
        elif pay < 0:
            self.emit("offer_ask", seat=seat, to_seat=target, amount=-pay)
        else:
            self.emit("offer", seat=seat, to_seat=target)
        self.phase, self.current = ANSWER, target

    def _no_offer(self) -> None:
        self.queue.pop(0)
        if self.queue:
            self.current = self.queue[0]
        else:
            super()._start_buy()

    def _accept_offer(self, seat) -> None:
        giver, pay = self.offer["from"], self.offer["pay"]
        self.lots[giver], self.lots[seat] = self.lots[seat], self.lots[giver]
        self.money[giver] -= pay
        self.money[seat] += pay
        self.emit("trade", seat=giver, partner_seat=seat, pay=pay)
        self._back_to_trade()

    def _refuse_offer(self, seat) -> None:
        self.emit("trade_refused", seat=seat, from_seat=self.offer["from"])
        self._back_to_trade()

    def _back_to_trade(self) -> None:
        self.phase, self.current = TRADE, self.offer["from"]
        self.offer = None

    # ------------------------------------------------------------------ the phases trade, answer
    def _phase_actions(self, seat) -> list:
        if self.phase == TRADE:
            return [{"type": "pass"}] + self._offer_actions(seat)
        if self.phase == ANSWER:
            return [{"type": "accept"}, {"type": "refuse"}]
        return super()._phase_actions(seat)

    def _offer_actions(self, seat: int) -> list:
        actions = []
        sale = self.options["trade"] == "sale"
        for target in self._order(seat)[1:]:
            if not self.lots[target] or [seat, target] in self.offered:
                continue
            pays = sorted({0, *PAY_STEPS, *(-p for p in PAY_STEPS)}) if sale else [0]
            for pay in pays:
                if -self.money[target] <= pay <= self.money[seat]:
                    actions.append({"type": "offer", "to": target, "pay": pay})
        return actions

    def _check_phase(self, seat, action) -> None:
        if self.phase == ANSWER:
            return
        if self.phase != TRADE:
            return super()._check_phase(seat, action)
        if action["type"] == "pass":
            return
        target, pay = action["to"], action["pay"]
        if not is_int(target) or not 0 <= target < self.players or target == seat:
            raise IllegalAction("buyword.error.bad_partner")
        if not self.lots[target]:
            raise IllegalAction("buyword.error.partner_no_lot", partner_seat=target)
        if [seat, target] in self.offered:
            raise IllegalAction("buyword.error.offered_already", partner_seat=target)
        if not is_int(pay):
            raise IllegalAction("core.malformed_action")
        if pay and self.options["trade"] != "sale":
            raise IllegalAction("buyword.error.no_money_in_exchange")
        if pay > self.money[seat]:
            raise IllegalAction("buyword.error.cannot_pay", amount=pay)
        if -pay > self.money[target]:
            raise IllegalAction("buyword.error.partner_cannot_pay", partner_seat=target, amount=-pay)

    def _play(self, seat, action) -> None:
        kind = action["type"]
        if self.phase == TRADE:
            if kind == "offer":
                self._offer(seat, action["to"], action["pay"])
            else:
                self._no_offer()
        elif self.phase == ANSWER:
            if kind == "accept":
                self._accept_offer(seat)
            else:
                self._refuse_offer(seat)
        else:
            super()._play(seat, action)

    def _action_types(self, seat) -> list:
        if self.phase == TRADE:  # cheap: the offers without the word search of a sale
            return sorted({a["type"] for a in [{"type": "pass"}] + self._offer_actions(seat)})
        return super()._action_types(seat)

    def _prompt(self, seat) -> dict:
        if self.phase != ANSWER:
            return super()._prompt(seat)
        offer = self.offer
        key = "buyword.prompt.answer"
        if offer["pay"] > 0:
            key = "buyword.prompt.answer_paid"
        elif offer["pay"] < 0:
            key = "buyword.prompt.answer_pay"
        return {"key": key, "partner_seat": offer["from"], "amount": abs(offer["pay"])}

    def _add_to_view(self, view: dict) -> None:
        super()._add_to_view(view)
        if self.offer:
            view["offer"] = dict(self.offer)
        if self.options["trade"] != "none":
            view["offered"] = [list(p) for p in self.offered]
