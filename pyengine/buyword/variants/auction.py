"""« Enchères » (option ``auction``, two players or more; discouraged at two by the rule book,
but allowed): instead of buying or rejecting his lot, a player may put it up for auction. The
others bid clockwise from his left, a pass is final (phase ``auction``); then the seller may top
the last bid by one dollar and keep the lot (phase ``top``); whoever takes it pays the bank.

Changes the phase ``buy`` (one more choice: ``auction``); adds the phases ``auction`` (actions
``bid``, ``pass``) and ``top`` (``top``, ``decline``)."""

from ...core import IllegalAction
from .. import rules
from ..round import BUY, Round, is_int, tiles_text

AUCTION, TOP = "auction", "top"
ACTION_KEYS = {"auction": (), "bid": ("amount",), "pass": (), "top": (), "decline": ()}
PHASE_ACTIONS = {BUY: ("auction",), AUCTION: ("bid", "pass"), TOP: ("top", "decline")}
#: Extra bids offered by legal_actions above the minimum (any amount is accepted).
BID_STEPS = (0, 1, 5, 10, 25, 50)


class Auction(Round):
    def setup(self) -> None:
        self.auction = None  # {"seller", "tiles", "price", "min", "bid", "bidder", "active"}
        super().setup()

    def _auctions(self) -> bool:
        return self.options["auction"] and self.players > 1

    def _open_auction(self, seat) -> None:
        cost = self.lot_price(seat)
        bidders = self._order(seat)[1:]
        self.auction = {"seller": seat, "tiles": self.lots[seat], "price": cost,
                        "min": rules.opening_bid(cost), "bid": None, "bidder": None,
                        "active": bidders}
        self.emit("auction", seat=seat, tiles=tiles_text(self.lots[seat]), price=cost,
                  min=self.auction["min"])
        self.phase, self.current = AUCTION, bidders[0]

    def _min_bid(self) -> int:
        auction = self.auction
        return auction["min"] if auction["bid"] is None else auction["bid"] + 1

    def _top_price(self) -> int:
        """The seller's last word: « surenchérir sur l'enchère finale » — one dollar over the
        last bid. When nobody bid there is no final bid to top: the lot is back where it was
        before the auction, so he may buy it at its normal price (or let it leave the game). The
        opening bid is what a bidder must offer, never a price for the seller: otherwise putting
        every lot up for auction would halve its price whenever nobody wanted it."""
        auction = self.auction
        return auction["price"] if auction["bid"] is None else auction["bid"] + 1

    def _bid(self, seat, amount) -> None:
        self.auction["bid"], self.auction["bidder"] = amount, seat
        self.emit("bid", seat=seat, amount=amount)
        self._continue_auction(self._next_bidder(seat))

    def _pass_bid(self, seat) -> None:
        """« passer » is final."""
        self.emit("bid_pass", seat=seat)
        nxt = self._next_bidder(seat)
        self.auction["active"].remove(seat)
        self._continue_auction(nxt)

    def _next_bidder(self, seat):
        """The next player still bidding after ``seat``, clockwise, other than the holder of the
        last bid; None when the bidding is over (« jusqu'à ce que tous les joueurs sauf un
        aient passé »)."""
        auction = self.auction
        for other in self._order(seat)[1:]:
            if other in auction["active"] and other != seat and other != auction["bidder"]:
                return other
        return None

    def _continue_auction(self, nxt) -> None:
        if nxt is not None:
            self.current = nxt
        else:
            self.phase, self.current = TOP, self.auction["seller"]

    def _decline(self, seat) -> None:
        auction = self.auction
        if auction["bidder"] is None:
            self.discarded += auction["tiles"]
            self.fates[seat] = {"fate": "rejected", "tiles": auction["tiles"], "price": 0, "seat": None}
            self.emit("auction_void", seat=seat, tiles=tiles_text(auction["tiles"]))
            self.lots[seat] = None
            self.auction = None
            self._next_buyer()
        else:
            self._settle_auction(auction["bidder"], auction["bid"], topped=False)

    def _settle_auction(self, winner, cost, topped) -> None:
        """« Quelque soit le joueur qui emporte le lot, il doit en payer le prix à la banque et non
        au vendeur. »"""
        auction = self.auction
        seller = auction["seller"]
        self._pay_bank(winner, cost)
        self._gain(winner, auction["tiles"])
        self.fates[seller] = {"fate": "auctioned", "tiles": auction["tiles"], "price": cost, "seat": winner}
        if topped:
            self.emit("auction_top", seat=winner, amount=cost, tiles=tiles_text(auction["tiles"]))
        else:
            self.emit("auction_won", seat=winner, seller_seat=seller, amount=cost,
                      tiles=tiles_text(auction["tiles"]))
        self.lots[seller] = None
        self.auction = None
        self._next_buyer()

    # ------------------------------------------------------------------ the phases buy, auction, top
    def _phase_actions(self, seat) -> list:
        phase = self.phase
        if phase == AUCTION:
            low = self._min_bid()
            bids = sorted({low + step for step in BID_STEPS} | {self.money[seat]})
            return [{"type": "pass"}] + [{"type": "bid", "amount": b} for b in bids
                                         if low <= b <= self.money[seat]]
        if phase == TOP:
            actions = [{"type": "top"}] if self._top_price() <= self.money[seat] else []
            return actions + [{"type": "decline"}]
        actions = super()._phase_actions(seat)
        if phase == BUY and self._auctions():
            actions.append({"type": "auction"})
        return actions

    def _check_phase(self, seat, action) -> None:
        phase, kind = self.phase, action["type"]
        if phase == BUY and kind == "auction":
            if not self._auctions():
                raise IllegalAction("buyword.error.no_auction")
        elif phase == AUCTION:
            if kind == "pass":
                return
            amount = action["amount"]
            if not is_int(amount):
                raise IllegalAction("core.malformed_action")
            low = self._min_bid()
            if amount < low:
                raise IllegalAction("buyword.error.bid_too_low", amount=amount, min=low)
            if amount > self.money[seat]:
                raise IllegalAction("buyword.error.cannot_pay", amount=amount)
        elif phase == TOP:
            if kind == "top" and self._top_price() > self.money[seat]:
                raise IllegalAction("buyword.error.cannot_pay", amount=self._top_price())
        else:
            super()._check_phase(seat, action)

    def _play(self, seat, action) -> None:
        phase, kind = self.phase, action["type"]
        if phase == BUY and kind == "auction":
            self._open_auction(seat)
        elif phase == AUCTION:
            if kind == "bid":
                self._bid(seat, action["amount"])
            else:
                self._pass_bid(seat)
        elif phase == TOP:
            if kind == "top":
                self._settle_auction(seat, self._top_price(), topped=True)
            else:
                self._decline(seat)
        else:
            super()._play(seat, action)

    def _prompt(self, seat) -> dict:
        if self.phase == AUCTION:
            return {"key": "buyword.prompt.bid", "min": self._min_bid(),
                    "seller_seat": self.auction["seller"]}
        if self.phase == TOP:
            if self.auction["bidder"] is None:
                return {"key": "buyword.prompt.top_nobody", "amount": self._top_price()}
            return {"key": "buyword.prompt.top", "amount": self._top_price(),
                    "bidder_seat": self.auction["bidder"], "bid": self.auction["bid"]}
        return super()._prompt(seat)

    def _add_to_view(self, view: dict) -> None:
        super()._add_to_view(view)
        if self.auction:
            a = self.auction
            view["auction"] = {"seller": a["seller"], "tiles": list(a["tiles"]), "price": a["price"],
                               "min": a["min"], "bid": a["bid"], "bidder": a["bidder"],
                               "next_min": self._min_bid(), "active": list(a["active"]),
                               "top_price": self._top_price()}
