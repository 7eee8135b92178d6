"""« Vérification des mots » on honour (option ``check_words = "honour"``, two players or more):
any word may be sold, and any other player may challenge it while the sale is reviewed;
« dans le cas où un joueur défie le mot d'un autre, le perdant doit payer 20$ de pénalité ».

Changes the steps ``_lexicon_judges`` (the lexicon no longer refuses a word at the sale),
``_sell`` (a penalty still owed is withheld from the price), ``_paid_for`` and ``_undo_sale``
(what a sale taken back returns), ``_final_scores`` (what is still owed counts against its
debtor), and the review's ``_reviewed``, ``_review_actions`` (``challenge``),
``_check_review`` and ``_answer_review``."""

from ...core import IllegalAction
from ... import lexicon
from .. import materials
from .review import REVIEW, Review

ACTION_KEYS = {"challenge": ()}
PHASE_ACTIONS = {REVIEW: ("challenge",)}


class Honour(Review):
    def setup(self) -> None:
        self.honour = self.options["check_words"] == "honour" and self.players > 1
        self.debts = [0] * self.players  # challenge penalties not paid yet, withheld from the next sales
        super().setup()

    def _lexicon_judges(self) -> bool:
        return not self.honour and super()._lexicon_judges()

    def _reviewed(self) -> bool:
        return self.honour or super()._reviewed()

    def _sell(self, seat, action) -> None:
        """A penalty owed is paid first: the bank withholds it from the price it pays."""
        super()._sell(seat, action)
        record = self.sales[-1]
        withheld = min(self.debts[seat], record["price"])
        record["withheld"] = withheld
        if withheld:
            self.debts[seat] -= withheld
            self.money[seat] -= withheld
            self.bank += withheld
            self.emit("debt_paid", seat=seat, amount=withheld, left=self.debts[seat])

    def _paid_for(self, record) -> int:
        return record["price"] - record["withheld"]

    def _undo_sale(self, record) -> None:
        super()._undo_sale(record)
        self.debts[record["seat"]] += record["withheld"]  # what was withheld is owed again

    def _final_scores(self) -> list:
        """A challenge penalty still owed counts against its debtor."""
        return [money - debt for money, debt in zip(super()._final_scores(), self.debts)]

    def _may_challenge(self, seat) -> bool:
        """A sale may be challenged until someone has (the lexicon then settles it); a
        challenger must be able to pay the $20 he risks."""
        return (self.honour and not self.review["verified"]
                and self.money[seat] >= materials.CHALLENGE_PENALTY)

    def _challenge(self, seat) -> None:
        """The lexicon settles it; a refused word is taken back (tiles, wild and money return to
        where they were), as a French table would not pay for it. A seller caught without $20
        pays what he has and owes the rest: the bank withholds it from his next sales, and what
        is still owed at the end counts against his total: cheating always costs the full $20.
        (A challenger must have the $20.)"""
        review = self.review
        record = self.sales[review["sale"]]
        seller = review["seller"]
        bad = [w for w, _ in record["words"] if not lexicon.is_word(w, self.lang)]
        penalty = materials.CHALLENGE_PENALTY
        if bad:
            self._cancel_sale("challenge", bad)
            paid = min(penalty, self.money[seller])  # what he has, up to $20...
            self._pay_bank(seller, paid)
            self.emit("challenge_won", seat=seat, seller_seat=seller, word=bad[0], amount=paid,
                      refund=self._paid_for(record))
            if paid < penalty:  # ...and he owes the rest
                self.debts[seller] += penalty - paid
                self.emit("debt", seat=seller, amount=penalty - paid, total=self.debts[seller])
            self._end_review()
            return
        self._pay_bank(seat, penalty)
        review["verified"] = True
        review["votes"][str(seat)] = "challenge"
        self.emit("challenge_lost", seat=seat, seller_seat=seller, word=record["words"][0][0],
                  amount=penalty)
        if self._still_to_decide():
            self._next_reviewer()
        else:
            self._end_review()  # nothing left to decide

    # ------------------------------------------------------------------ the phase review
    def _review_actions(self, seat) -> list:
        actions = super()._review_actions(seat)
        if self._may_challenge(seat):
            actions.append({"type": "challenge"})
        return actions

    def _check_review(self, seat, action) -> None:
        if action["type"] == "challenge" and not self._may_challenge(seat):
            if not self.honour:
                raise IllegalAction("buyword.error.no_challenge")
            if self.review["verified"]:
                raise IllegalAction("buyword.error.already_verified")
            raise IllegalAction("buyword.error.cannot_pay", amount=materials.CHALLENGE_PENALTY)
        super()._check_review(seat, action)

    def _answer_review(self, seat, action) -> None:
        if action["type"] == "challenge":
            self._challenge(seat)
        else:
            super()._answer_review(seat, action)

    def _add_to_view(self, view: dict) -> None:
        super()._add_to_view(view)
        view["debts"] = list(self.debts)
        view["honour"] = self.honour
