"""BuyWord's rules as pure functions, named after the rule book.

« Le prix est déterminé en comptant le nombre de points sur cette lettre et en ajustant la
valeur (en multipliant le total par lui-même) »: a lot and a word cost (sum of pips)².

    >>> price("DES", bag="en")
    16
    >>> price("MBL", bag="en")
    64
    >>> price("ENJOYED", bag="en")
    169

Tiles are written as capital letters, a wild as ``"*"``. The crossword helpers take the grid as
a dict ``{(row, col): (letter, is_wild)}``.
"""

from collections import Counter
from typing import NamedTuple

from . import materials
from .materials import WILD

#: Shortest word that may be sold (a lone letter is not a word at a French word-game table).
MIN_WORD = 2
#: Directions of a crossword word: (row step, column step).
DIRECTIONS = {"across": (0, 1), "down": (1, 0)}
#: Crossword cells stay within this distance of the origin (a pannable but finite table).
GRID_REACH = 60

_PIPS = {bag: materials.pips(bag) for bag in materials.BAGS}


def pip_table(bag: str = "fr") -> dict:
    """Pips per letter of ``bag`` (a shared dict: do not modify)."""
    return _PIPS[bag]


def pip_sum(letters, bag: str = "fr", wild_value: int = materials.WILD_PIPS) -> int:
    """Sum of the pips of ``letters`` (a string or list of tiles, ``"*"`` for a wild)."""
    table = _PIPS[bag]
    total = 0
    for tile in letters:
        if tile == WILD:
            total += wild_value
        else:
            try:
                total += table[tile]
            except KeyError:
                raise ValueError(f"not a tile: {tile!r}") from None
    return total


def price(letters, bag: str = "fr", wild_value: int = materials.WILD_PIPS) -> int:
    """(sum of pips)²: the price of a lot bought from the bank, or of a word sold to it."""
    total = pip_sum(letters, bag, wild_value)
    return total * total


def word_tiles(word: str, wild: int | None) -> str:
    """The tiles a word is made of: its letters, with a ``"*"`` where the wild stands."""
    if wild is None:
        return word
    return word[:wild] + WILD + word[wild + 1:]


def wilds_per_player(players: int) -> int:
    """Wilds each player takes at the start (8 alone, 4 at two, 3 at three, 2 at four)."""
    return materials.WILDS_PER_PLAYER[players]


def opening_bid(lot_price: int) -> int:
    """Auction: « la première enchère doit être au moins égale à la moitié de la valeur normale
    du lot, arrondi au-dessus »."""
    return (lot_price + 1) // 2


def rating(money: int) -> str:
    """Solo play: « un total de 800$ est moyen, 900$ bon, 1000$ extraordinaire »."""
    if money >= 1000:
        return "outstanding"
    if money >= 900:
        return "good"
    if money >= 800:
        return "average"
    return "below"


def excess(hand, limit: int = materials.TILE_LIMIT) -> int:
    """Tiles over the end-of-round limit (wilds are kept apart and never counted)."""
    return max(0, len(hand) - limit)


def take(hand, tiles) -> list | None:
    """``hand`` without ``tiles`` (a multiset difference), or None when the hand lacks one."""
    need = Counter(tiles)
    have = Counter(hand)
    for letter, count in need.items():
        if have[letter] < count:
            return None
    out = list(hand)
    for letter in tiles:
        out.remove(letter)
    return out


# --------------------------------------------------------------------------- crossword
class Placement(NamedTuple):
    """A word laid on the grid: ``placed`` the new cells ``(row, col, letter, is_wild)``,
    ``words`` every word made or extended, each ``(word, cells, pips)`` with its cells as
    ``(row, col)``, main word first."""
    placed: list
    words: list
    reused: int


class PlacementError(ValueError):
    """Why a placement is not allowed: ``reason`` names an error sentence, ``params`` its
    fields."""

    def __init__(self, reason: str, **params):
        super().__init__(reason)
        self.reason = reason
        self.params = params


def line_cells(row: int, col: int, direction: str, length: int) -> list:
    dr, dc = DIRECTIONS[direction]
    return [(row + dr * i, col + dc * i) for i in range(length)]


def _run(grid: dict, new: dict, row: int, col: int, dr: int, dc: int) -> list:
    """The maximal run of filled cells through (row, col) along (dr, dc)."""
    def filled(r, c):
        return (r, c) in grid or (r, c) in new
    r, c = row, col
    while filled(r - dr, c - dc):
        r, c = r - dr, c - dc
    cells = []
    while filled(r, c):
        cells.append((r, c))
        r, c = r + dr, c + dc
    return cells


def place(grid: dict, word: str, row: int, col: int, direction: str, wild: int | None = None,
          bag: str = "fr", wild_value: int = materials.WILD_PIPS) -> Placement:
    """Lay ``word`` from (row, col) in ``direction`` on ``grid``; PlacementError when not
    allowed.

    Mots croisés: « les nouveaux mots doivent être raccordés comme dans un jeu de mots-croisés,
    en réutilisant une ou plusieurs lettres déjà posées. Le prix de vente inclut les lettres
    réutilisées. Lorsque plusieurs mots sont créés ou allongés, chacun de ces mots est vendu à
    sa valeur appropriée. » Tapis's reading: the word is a whole run of the line (no letter
    glued before or after it), puts down at least one tile and, once the grid is not empty, is
    joined to it as on any crossword table: some word it makes reuses a laid letter — the word
    laid crosses one, or one of its tiles makes or extends a word across its line (a hook: SE
    laid down from the end of MAISON makes MAISONS, « allongé », sold with every letter it
    reuses). The wild (if any) is one of the new tiles. Every run of two or more cells crossing a
    new tile is a word made or extended, sold at its own price. No word
    made or extended may hold two wilds (one laid earlier counts): « une seule par mot ».
    """
    if direction not in DIRECTIONS:
        raise PlacementError("buyword.error.bad_direction")
    dr, dc = DIRECTIONS[direction]
    cells = line_cells(row, col, direction, len(word))
    if any(abs(r) > GRID_REACH or abs(c) > GRID_REACH for r, c in cells):
        raise PlacementError("buyword.error.off_grid")
    if (row - dr, col - dc) in grid or (cells[-1][0] + dr, cells[-1][1] + dc) in grid:
        raise PlacementError("buyword.error.glued")
    new = {}
    reused = 0
    for i, cell in enumerate(cells):
        laid = grid.get(cell)
        if laid is not None:
            if laid[0] != word[i]:
                raise PlacementError("buyword.error.clash", letter=word[i], laid=laid[0])
            if wild == i:
                raise PlacementError("buyword.error.wild_on_grid")
            reused += 1
        else:
            new[cell] = (word[i], wild == i)
    if not new:
        raise PlacementError("buyword.error.no_new_tile")
    table = _PIPS[bag]

    def pips_of(run):
        total = 0
        for cell in run:
            letter, is_wild = grid[cell] if cell in grid else new[cell]
            total += wild_value if is_wild else table[letter]
        return total

    def spell(run):
        return "".join((grid[cell] if cell in grid else new[cell])[0] for cell in run)

    def wilds_in(run):
        return sum(1 for cell in run if (grid[cell] if cell in grid else new[cell])[1])

    words = [(word, cells, pips_of(cells))]
    cross_dr, cross_dc = dc, dr
    for (r, c) in new:
        run = _run(grid, new, r, c, cross_dr, cross_dc)
        if len(run) >= 2:
            words.append((spell(run), run, pips_of(run)))
    if grid and not reused and len(words) == 1:
        raise PlacementError("buyword.error.must_cross")  # touches no laid letter at all
    for spelled, run, _ in words:
        # « une seule tuile joker peut être utilisée [...] (Une seule par mot) »: a wild laid
        # earlier counts in every word that runs through it.
        if wilds_in(run) > 1:
            raise PlacementError("buyword.error.two_wilds", word=spelled)
    placed = [(r, c, letter, is_wild) for (r, c), (letter, is_wild) in new.items()]
    return Placement(placed, words, reused)


def placement_prices(placement: Placement) -> list[tuple[str, int]]:
    """« chacun de ces mots est vendu à sa valeur appropriée »: every word made or extended,
    main word first, with its own price, (its pips)², the letters it reuses counted. The sale
    fetches their sum.

    >>> placement_prices(place({}, "DES", 0, 0, "across", bag="en"))
    [('DES', 16)]
    """
    return [(word, pips * pips) for word, _, pips in placement.words]
