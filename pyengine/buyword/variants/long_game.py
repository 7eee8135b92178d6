"""« Jeu long » (option ``long_game``: how many times, 0 to 5; at least once with more than four
players): « remettre les lettres des mots revendus dans le sac lorsque celui-ci est vide (mais
pas les jokers) ».

Changes the steps ``_refill`` (an empty bag takes the sold letters back) and ``_refills_ahead``
(so the round whose draw empties the bag is not the last while a refill is left)."""

from ..round import Round


class LongGame(Round):
    def setup(self) -> None:
        self.refills_left = self.options["long_game"]
        super().setup()

    def _refill(self) -> bool:
        if not (self.refills_left > 0 and self.sold):
            return super()._refill()
        self.bag = self.rng.shuffled(self.sold)
        self.sold = []
        self.refills_left -= 1
        self.emit("refill", n=len(self.bag), left=self.refills_left)
        return True

    def _refills_ahead(self) -> bool:
        """A refill is left, and no draw this round found the bag empty with nothing sold yet
        to refill it."""
        return (self.refills_left > 0 and not self.short) or super()._refills_ahead()

    def _add_to_view(self, view: dict) -> None:
        super()._add_to_view(view)
        view["refills_left"] = self.refills_left
