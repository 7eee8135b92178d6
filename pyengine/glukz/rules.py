"""Le Glükz's rules as small pure functions, named after the rule book.

Ranks are the strings of :mod:`pyengine.glukz.materials` (``"2"`` … ``"10"``, ``"J"``, ``"N"`` for
the tarot Knight, ``"Q"``, ``"K"``, ``"A"``). A pile is read through the ranks of its cards,
bottom first. Tapis reads the rank order from the examples, not from the heading that lists it
"from strongest to weakest" (see shared/RULES-NOTES.md): 2 is the lowest, the Ace the highest.
"""

from .materials import STANDARD_RANKS, TAROT_RANKS

# Value of each rank: only the order matters (the Knight sits between the Jack and the Queen).
RANK_VALUE = {rank: value for value, rank in enumerate(TAROT_RANKS, start=2)}

JOKERS = ("3", "7")  # « joker » : laid on anything, they bring the pile back to 3 or 7
KNIGHT = "N"  # « Cavalier » (tarot decks only)
KNIGHT_RULES = ("reverse", "skip", "none")


def rank_order(tarot: bool = False) -> tuple[str, ...]:
    """The ranks from lowest to highest: 2, 3, …, 10, J, (Knight), Q, K, A."""
    return TAROT_RANKS if tarot else STANDARD_RANKS


def is_joker(rank: str) -> bool:
    """« un joker (3 ou 7) »: laid on anything (a Knight is no joker)."""
    return rank in JOKERS


def may_lay(rank: str, pile_value: str | None) -> bool:
    """Whether cards of ``rank`` may be laid on a pile whose value is ``pile_value``.

    « Il est obligatoire de poser une (ou des) carte(s) d'une valeur égale ou supérieure. Ou un
    joker (3 ou 7). » An empty pile (value ``None``) takes anything.

    >>> may_lay("4", "4"), may_lay("10", "J"), may_lay("3", "J"), may_lay("2", None)
    (True, False, True, True)
    """
    if pile_value is None or is_joker(rank):
        return True
    return RANK_VALUE[rank] >= RANK_VALUE[pile_value]


def ranks_allowed_on(pile_value: str | None) -> frozenset:
    """:func:`may_lay` for every rank at once: the ranks that may be laid on a pile of value
    ``pile_value``, read from a table (the legal actions and the computer players' thousands of
    imagined moves ask it).

    >>> sorted(ranks_allowed_on("Q"), key=RANK_VALUE.get)
    ['3', '7', 'Q', 'K', 'A']
    """
    return _ALLOWED[pile_value]


_ALLOWED = {value: frozenset(rank for rank in TAROT_RANKS if may_lay(rank, value))
            for value in (None, *TAROT_RANKS)}


def pile_value(pile_ranks) -> str | None:
    """The value a play must reach: the rank of the top card (a joker « ramène la pile à sa
    valeur », which is simply its own rank: laid on a Jack, a 3 brings the pile to 3); ``None``
    for an empty pile.

    >>> pile_value(["2", "4", "4", "J", "J", "3"]), pile_value([])
    ('3', None)
    """
    return pile_ranks[-1] if pile_ranks else None


def top_run(pile_ranks) -> tuple[str | None, int]:
    """The rank on top of the pile and how many cards of that rank sit there in a row."""
    if not pile_ranks:
        return None, 0
    top = pile_ranks[-1]
    count = 0
    for rank in reversed(pile_ranks):
        if rank != top:
            break
        count += 1
    return top, count


def burn_size(decks: int = 1) -> int:
    """How many equal cards in a row burn the pile: four per deck in play
    (« il faudra plus de 4 cartes identiques pour annuler » with several decks)."""
    return 4 * decks


def burns(pile_ranks, size: int = 4) -> bool:
    """« Annulation » : the pile leaves the game when its top holds ``size`` cards of the same
    rank in a row, laid in one go or completed across turns, jokers and Knights included."""
    return top_run(pile_ranks)[1] >= size


def knight_effect(knights: int, rule: str, burned: bool) -> tuple[bool, int]:
    """What ``knights`` Knights laid together do: ``(reverse the direction?, players skipped)``.

    Rule n°1 ``reverse``: each Knight turns play around, so an even number changes nothing.
    Rule n°2 ``skip``: each Knight skips the next player. A play that burns the pile is
    « simplement une annulation »: its Knights have no further effect (Tapis applies this to
    both rules, also when the Knights only complete a burn begun earlier).
    """
    if not knights or burned or rule == "none":
        return False, 0
    if rule == "reverse":
        return knights % 2 == 1, 0
    if rule == "skip":
        return False, knights
    raise ValueError(f"unknown knight rule {rule!r}")


def next_seat(seat: int, direction: int, players: int, out=(), steps: int = 1) -> int:
    """The seat ``steps`` places after ``seat`` in ``direction`` (+1 or -1), counting only
    players still in the game (``out``: seats that have no cards left). ``seat`` itself counts
    when play wraps all the way round: three Knights at four players skip the three others and
    the same player plays again (the rule book's example)."""
    step = 0
    current = seat
    while step < steps:
        current = (current + direction) % players
        if current not in out:
            step += 1
    return current


def direction_set_by(starter: int, seat: int, players: int, out=()) -> int:
    """« Le sens du jeu est définit par la seconde personne à jouer après l'action du premier »,
    one of the starter's two neighbours: play goes from the starter toward him, +1 when he is the
    next player in seat order, -1 when he is the previous one. ``out``: the players who had no
    cards left *before* his play (he may go out with it and still set the direction).

    >>> direction_set_by(0, 1, 4), direction_set_by(0, 3, 4), direction_set_by(0, 3, 4, out=[1, 2])
    (1, -1, 1)
    """
    return 1 if seat == next_seat(starter, 1, players, [s for s in out if s != seat]) else -1


def stage(hand_count: int, face_up_count: int, face_down_count: int) -> str:
    """Where a player plays from: his hand first; « Premier rang : visible » only with an empty
    hand; « Second rang : invisible » only once the face-up row is gone too; then he is out."""
    if hand_count:
        return "hand"
    if face_up_count:
        return "face_up"
    if face_down_count:
        return "face_down"
    return "out"
