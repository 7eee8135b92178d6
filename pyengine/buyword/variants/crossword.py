"""« Mots croisés » (option ``crossword``): the words sold are laid on a shared grid; « les
nouveaux mots doivent être raccordés comme dans un jeu de mots-croisés, en réutilisant une ou
plusieurs lettres déjà posées. Le prix de vente inclut les lettres réutilisées. Lorsque
plusieurs mots sont créés ou allongés, chacun de ces mots est vendu à sa valeur appropriée. »
(``rules.place`` says how Tapis reads it.)

Changes the steps ``_action_keys`` (a sale says where it goes: ``row``, ``col``, ``dir``),
``_sold_words`` (the placement and every word it makes), ``_suggested_sales``,
``_before_sale`` and ``_moment`` (the grid counts in the hand reviews), ``_record_sale`` and
``_undo_sale`` (the grid takes the word, or gives it back), and ``_refill`` (in the long game the
grid is picked up with the sold letters)."""

from ...core import IllegalAction
from ... import lexicon
from .. import rules
from ..round import Round, is_int

CROSSWORD_KEYS = ("word", "wild", "row", "col", "dir")
#: At most this many placements in legal_actions' sample of sales...
SUGGEST_GRID = 30
#: ...out of at most this many tried.
SUGGEST_GRID_TRIES = 150


class Crossword(Round):
    def setup(self) -> None:
        self.crossword = self.options["crossword"]
        self.cells = []  # the grid: [row, col, letter, is_wild]
        self.grid_words = []  # the words on the grid: {"word", "row", "col", "dir", "seat"}
        super().setup()

    def grid(self) -> dict:
        """The crossword grid as ``{(row, col): (letter, is_wild)}``."""
        return {(r, c): (letter, bool(w)) for r, c, letter, w in self.cells}

    def _action_keys(self, kind: str) -> tuple:
        if kind == "sell" and self.crossword:
            return CROSSWORD_KEYS
        return super()._action_keys(kind)

    def _sold_words(self, action, grid) -> tuple:
        if not self.crossword:
            return super()._sold_words(action, grid)
        word, wild = action["word"], action["wild"]
        row, col, direction = action["row"], action["col"], action["dir"]
        if not is_int(row) or not is_int(col) or not isinstance(direction, str) or direction not in rules.DIRECTIONS:
            raise IllegalAction("core.malformed_action")
        try:
            placement = rules.place(self.grid() if grid is None else grid, word, row, col,
                                    direction, wild, self.bag_name, self.wild_value)
        except rules.PlacementError as error:
            raise IllegalAction(error.reason, **error.params) from None
        tiles = sorted(letter for _, _, letter, is_wild in placement.placed if not is_wild)
        return tiles, rules.placement_prices(placement), [list(p) for p in placement.placed]

    def _suggested_sales(self, seat, hand, found) -> list:
        """The words found, laid anywhere on an empty grid; else the grid's own sample."""
        if not self.crossword:
            return super()._suggested_sales(seat, hand, found)
        if not self.cells:
            return [{"type": "sell", "word": f.word, "wild": f.blanks[0] if f.blanks else None,
                     "row": 0, "col": 0, "dir": "across"} for f in found]
        return self._grid_suggestions(seat, hand)

    def _grid_suggestions(self, seat: int, hand: str) -> list:
        """Crossword sample, kept cheap: words of two or three letters through a laid letter,
        along the direction free around it, made with the tiles (no wild), kept when every
        word they make is valid (strict mode); at most ``SUGGEST_GRID`` of them, out of at most
        ``SUGGEST_GRID_TRIES`` tried."""
        grid = self.grid()
        out = []
        words_with = {}
        attempts = 0
        for (r, c), (letter, _) in sorted(grid.items()):
            if letter not in words_with:
                words_with[letter] = [f.word for f in lexicon.words_from(
                    hand + letter, 0, self.lang, min_length=rules.MIN_WORD, max_length=3)
                    if letter in f.word]
            for direction, (dr, dc) in rules.DIRECTIONS.items():
                if (r - dr, c - dc) in grid or (r + dr, c + dc) in grid:
                    continue  # the letter already has a neighbour along this direction
                for word in words_with[letter]:
                    i = word.index(letter)
                    action = {"type": "sell", "word": word, "wild": None,
                              "row": r - dr * i, "col": c - dc * i, "dir": direction}
                    attempts += 1
                    if attempts > SUGGEST_GRID_TRIES:
                        return out
                    try:
                        self._sale(seat, action, grid=grid)
                    except IllegalAction:
                        continue
                    out.append(action)
                    if len(out) >= SUGGEST_GRID:
                        return out
        return out

    def _moment(self, seat: int) -> dict:
        moment = super()._moment(seat)
        if self.crossword:
            moment["cells"] = [list(cell) for cell in self.cells]
        return moment

    def _before_sale(self, seat) -> None:
        """Each sale may open new crossings for the next one: the hand reviews look from each."""
        super()._before_sale(seat)
        if self.crossword:
            moment, moments = self._moment(seat), self.sell_turns[-1]["moments"]
            if moment != moments[-1]:
                moments.append(moment)

    def _record_sale(self, seat, action, sale, record) -> None:
        super()._record_sale(seat, action, sale, record)
        if self.crossword:
            self.cells += sale["cells"]
            self.grid_words.append({"word": action["word"], "row": action["row"], "col": action["col"],
                                    "dir": action["dir"], "seat": seat})
            record["at"] = [action["row"], action["col"], action["dir"]]

    def _undo_sale(self, record) -> None:
        super()._undo_sale(record)
        if self.crossword:
            placed = {(r, c) for r, c, _, _ in record["cells"]}
            self.cells = [cell for cell in self.cells if (cell[0], cell[1]) not in placed]
            self.grid_words.pop()

    def _refill(self) -> bool:
        """The long game's refill picks the grid up: the next word starts a new grid anywhere."""
        refilled = super()._refill()
        if refilled and self.crossword:
            self.cells = []
            self.grid_words = []
        return refilled

    def _add_to_view(self, view: dict) -> None:
        super()._add_to_view(view)
        view["crossword"] = self.crossword
        if self.crossword:
            view["grid"] = self.grid_view()

    def grid_view(self) -> dict:
        """The crossword grid for drawing: cells with coordinates (row down, column right),
        words with their start and direction, and the bounding box (empty grid: None; the
        first word goes anywhere)."""
        cells = [{"row": r, "col": c, "letter": letter, "wild": bool(w),
                  "pips": self.wild_value if w else self.pips[letter]}
                 for r, c, letter, w in sorted(self.cells)]
        bounds = None
        if cells:
            rows = [c["row"] for c in cells]
            cols = [c["col"] for c in cells]
            bounds = {"top": min(rows), "bottom": max(rows), "left": min(cols), "right": max(cols)}
        return {"cells": cells, "words": [dict(w) for w in self.grid_words], "bounds": bounds,
                "reach": rules.GRID_REACH}
