"""« Limite en tuiles » (option ``tile_limit``): the tiles one may keep at the end of a selling
turn, 8 to 12 instead of 8.

Changes the step ``limit``."""

from ..round import Round


class TileLimit(Round):
    @property
    def limit(self) -> int:
        return self.options["tile_limit"]
