"""« Thèmes » (option ``theme``): the words sold must fit a theme, and the other players vote on
each sale (« approuvé par un vote des autres joueurs »); when more refuse it than accept it, it
is taken back.

Changes the review's steps ``_reviewed``, ``_review_actions`` (``refuse``, ``abstain``),
``_check_review``, ``_answer_review``, ``_close_review`` (the count) and ``_still_to_decide``."""

from ...core import IllegalAction
from .review import REVIEW, Review

ACTION_KEYS = {"refuse": (), "abstain": ()}
PHASE_ACTIONS = {REVIEW: ("refuse", "abstain")}


class Theme(Review):
    def setup(self) -> None:
        self.theme = self.options["theme"]
        super().setup()

    def _themed(self) -> bool:
        return self.theme != "none"

    def _reviewed(self) -> bool:
        return self._themed() or super()._reviewed()

    def _still_to_decide(self) -> bool:
        return self._themed() or super()._still_to_decide()  # the vote goes on

    def _review_actions(self, seat) -> list:
        actions = super()._review_actions(seat)
        if self._themed():
            actions += [{"type": "refuse"}, {"type": "abstain"}]
        return actions

    def _check_review(self, seat, action) -> None:
        if action["type"] in ("refuse", "abstain") and not self._themed():
            raise IllegalAction("buyword.error.no_theme")
        super()._check_review(seat, action)

    def _answer_review(self, seat, action) -> None:
        if action["type"] in ("refuse", "abstain"):
            self._vote(seat, action["type"])
        else:
            super()._answer_review(seat, action)

    def _vote(self, seat, vote) -> None:
        if self._themed():
            self.emit(f"vote_{vote}", seat=seat)
        super()._vote(seat, vote)

    def _close_review(self) -> None:
        review = self.review
        if self._themed():
            votes = list(review["votes"].values())
            if votes.count("refuse") > votes.count("accept"):
                record = self.sales[review["sale"]]
                word = record["words"][0][0]
                self.emit("theme_refused", seat=review["seller"], word=word, refund=self._paid_for(record))
                self._cancel_sale("theme", [word])
        super()._close_review()

    def _prompt(self, seat) -> dict:
        prompt = super()._prompt(seat)
        if self.phase == REVIEW:
            if self._themed():
                prompt["key"] = "buyword.prompt.review_theme"
            prompt["theme"] = {"key": f"buyword.theme.{self.theme}"}
        return prompt

    def _add_to_view(self, view: dict) -> None:
        super()._add_to_view(view)
        view["theme"] = self.theme
