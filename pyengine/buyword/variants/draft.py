"""« Choix des tuiles » (option ``draft``, two players or more): the first player draws die ×
players tiles instead of the lots, and everyone picks one at a time from him, clockwise, until
none is left; what each picked is his lot.

Changes the step ``_deal``; adds the phase ``draft`` (action ``pick``)."""

from ...core import IllegalAction
from ..round import Round, tiles_text

DRAFT = "draft"
ACTION_KEYS = {"pick": ("tile",)}
PHASE_ACTIONS = {DRAFT: ("pick",)}


class Draft(Round):
    def setup(self) -> None:
        self.pool = []  # tiles still to pick
        super().setup()

    def _deal(self) -> None:
        n = self.players
        if not (self.options["draft"] and n > 1):
            return super()._deal()
        self.reveal()
        self.pool = self._draw(self.count * n)
        self.lots = [[] for _ in range(n)]
        self.emit("pool", seat=self.first, n=len(self.pool), tiles=tiles_text(self.pool))
        self._check_last_round()
        if self.pool:
            self.phase, self.current = DRAFT, self.first
        else:
            self._after_lots()

    def _pick(self, seat, tile) -> None:
        self.pool.remove(tile)
        self.lots[seat] = sorted(self.lots[seat] + [tile])
        self.emit("pick", seat=seat, tile=tile)
        if self.pool:
            self.current = (seat + 1) % self.players
        else:
            self._after_lots()

    # ------------------------------------------------------------------ the phase draft
    def _phase_actions(self, seat) -> list:
        if self.phase == DRAFT:
            return [{"type": "pick", "tile": t} for t in sorted(set(self.pool))]
        return super()._phase_actions(seat)

    def _check_phase(self, seat, action) -> None:
        if self.phase != DRAFT:
            return super()._check_phase(seat, action)
        if action["tile"] not in self.pool:
            raise IllegalAction("buyword.error.not_in_pool", tile=str(action["tile"])[:3])

    def _play(self, seat, action) -> None:
        if self.phase != DRAFT:
            return super()._play(seat, action)
        self._pick(seat, action["tile"])

    def _add_to_view(self, view: dict) -> None:
        super()._add_to_view(view)
        if self.phase == DRAFT:
            view["pool"] = list(self.pool)
