"""A sale put to the table, for the honour and theme variants: once a word is sold, the other
players, clockwise from the seller's left, answer it (phase ``review``) — accept it, or, by
variant, challenge it (honour) or vote against it (theme). A refused sale is taken back; it
stays on record in ``refused``, and the seller may not offer its words again this round.

Changes the steps ``_after_sale`` (the review opens) and ``_refused_again``; adds the phase
``review`` (action ``accept``; the honour and theme rooms add theirs). The steps of the review
that those rooms change: ``_reviewed``, ``_review_actions``, ``_check_review``,
``_answer_review``, ``_close_review`` and ``_still_to_decide``."""

from ..round import SELL, Round

REVIEW = "review"
ACTION_KEYS = {"accept": ()}
PHASE_ACTIONS = {REVIEW: ("accept",)}


class Review(Round):
    def setup(self) -> None:
        self.review = None  # {"sale", "seller", "pending", "verified", "votes"}
        self.refused = []  # sales taken back: {"round", "seat", "why", "words", "bad"}
        super().setup()

    def _reviewed(self) -> bool:
        """*Step*: whether each sale is put to the table (not without a room that asks it)."""
        return False

    def _after_sale(self, seat) -> None:
        super()._after_sale(seat)
        if self.players > 1 and self._reviewed():
            pending = self._order(seat)[1:]
            self.review = {"sale": len(self.sales) - 1, "seller": seat, "pending": pending,
                           "verified": False, "votes": {}}
            self.phase, self.current = REVIEW, pending[0]

    def _refused_again(self, seat: int, words: list) -> str | None:
        """A word of ``words`` the table already turned down from ``seat`` this round (theme
        vote or challenge), or None: it cannot be offered again until the next round."""
        for record in self.refused:
            if record["round"] == self.round and record["seat"] == seat:
                for word in words:
                    if word in record["bad"]:
                        return word
        return super()._refused_again(seat, words)

    def _vote(self, seat, vote) -> None:
        self.review["votes"][str(seat)] = vote
        self._next_reviewer()

    def _next_reviewer(self) -> None:
        review = self.review
        review["pending"].pop(0)
        if review["pending"]:
            self.current = review["pending"][0]
        else:
            self._close_review()

    def _close_review(self) -> None:
        """*Step*: every reviewer has answered; the seller goes on selling."""
        self._end_review()

    def _still_to_decide(self) -> bool:
        """*Step*: whether the others still have something to answer once a challenge proved
        the word (nothing, here)."""
        return False

    def _end_review(self) -> None:
        seller = self.review["seller"]
        self.review = None
        self.phase, self.current = SELL, seller

    def _cancel_sale(self, why: str, bad: list) -> None:
        """Take back the sale under review (``_undo_sale``). The refusal stays on record with
        ``bad``, the words the table turned down (the main word for a theme, the words not in
        the lexicon for a challenge): the seller may not offer them again this round."""
        record = self.sales.pop(self.review["sale"])
        self.refused.append({"round": self.round, "seat": record["seat"], "why": why,
                             "words": [w for w, _ in record["words"]], "bad": list(bad)})
        self._undo_sale(record)

    # ------------------------------------------------------------------ the phase review
    def _phase_actions(self, seat) -> list:
        if self.phase == REVIEW:
            return self._review_actions(seat)
        return super()._phase_actions(seat)

    def _review_actions(self, seat) -> list:
        """*Step*: what a reviewer may answer."""
        return [{"type": "accept"}]

    def _check_phase(self, seat, action) -> None:
        if self.phase == REVIEW:
            self._check_review(seat, action)
        else:
            super()._check_phase(seat, action)

    def _check_review(self, seat, action) -> None:
        """*Step*: refuse an answer with its reason (``accept`` always goes)."""

    def _play(self, seat, action) -> None:
        if self.phase == REVIEW:
            self._answer_review(seat, action)
        else:
            super()._play(seat, action)

    def _answer_review(self, seat, action) -> None:
        """*Step*: carry out an answer."""
        self._vote(seat, "accept")

    def _prompt(self, seat) -> dict:
        if self.phase != REVIEW:
            return super()._prompt(seat)
        record = self.sales[self.review["sale"]]
        return {"key": "buyword.prompt.review", "seller_seat": self.review["seller"],
                "word": record["words"][0][0]}

    def _add_to_view(self, view: dict) -> None:
        super()._add_to_view(view)
        view["refused"] = [dict(r, words=list(r["words"])) for r in self.refused]
        if self.review:
            r = self.review
            record = self.sales[r["sale"]]
            view["review"] = {"seller": r["seller"], "words": [list(w) for w in record["words"]],
                              "price": record["price"], "pending": list(r["pending"]),
                              "verified": r["verified"], "votes": dict(r["votes"])}
