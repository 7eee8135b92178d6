"""Glop's rules as pure functions, named after the rule book (shared/rules/glop.fr.md).

Nothing here holds state: the game (game.py), the bots and the tests all ask these functions.
"""

from collections import Counter

from .materials import COLOUR, COLOUR_IDS, ORDER, TARGET, VALUE

MAJORITY = 23  # « 23 cartes au moins dans les levées » (22–22 scores nothing)
MAJORITY_POINTS = 2
SIXES_NEEDED = 3  # « trois ou quatre 6 »
SIXES_POINTS = 2
LADDER_FROM = 6  # « six cartes dans la couleur forte » is the first rung: 1 point
GLOP_POINTS = 1  # « le simple (marque au moment de la réalisation) »
ROYAL_GLOP_POINTS = 3  # « le Royal (réalisé au dernier coup de la donne) », instead of 1


# --------------------------------------------------------------------- taking (levées)
def _sums(items, target, distinct_values):
    """Every combination of ``items`` ((value, label) sorted by value) whose values sum to
    ``target``, as tuples of labels. ``distinct_values``: combinations equal as value lists
    count once."""
    found = []
    chosen = []

    def walk(start, remaining):
        for i in range(start, len(items)):
            value = items[i][0]
            if value > remaining:
                return
            if distinct_values and i > start and value == items[i - 1][0]:
                continue
            chosen.append(items[i][1])
            if value == remaining:
                found.append(tuple(chosen))
            else:
                walk(i + 1, remaining - value)
            chosen.pop()

    walk(0, target)
    return found


def capture_options(table_values, played_value) -> list[tuple]:
    """Every distinct take a card of ``played_value`` makes from a table showing
    ``table_values``, each as a sorted tuple of values; ``[]`` when it takes nothing.

    « On n'a pas le droit de ramasser plusieurs cartes à la fois s'il est possible de n'en
    prendre qu'une seule » : with an equal card on the table, the only take is that one card.
    Otherwise any set whose values add up to the card's value. « Le 11 ne peut être pris que
    par un autre 11 » follows: a set holding an 11 and anything else sums to more than 11.

    >>> capture_options([8, 5, 2, 1], 8)
    [(8,)]
    >>> capture_options([6, 5, 3], 11)
    [(5, 6)]
    """
    if played_value in table_values:
        return [(played_value,)]
    items = [(v, v) for v in sorted(table_values)]
    return sorted(_sums(items, played_value, distinct_values=True))


def take_options(table_cards, played_card) -> list[tuple]:
    """The takes ``played_card`` makes from ``table_cards``, as tuples of card ids.

    The same takes as :func:`capture_options`, card by card: when two 5s lie on the table a 5
    takes either one (their colours may matter at the count), so both are offered.
    """
    value = VALUE[played_card]
    equal = [c for c in table_cards if VALUE[c] == value]
    if equal:
        return [(c,) for c in sorted(equal, key=ORDER.__getitem__)]
    items = sorted(((VALUE[c], c) for c in table_cards), key=lambda item: ORDER[item[1]])
    return _sums(items, value, distinct_values=False)


def takes_by_value(table_cards) -> dict[int, list[tuple]]:
    """Every take the table offers, by the value of the card that would make it:
    ``{value: [take, ...]}`` (values with no take are absent). The same takes, in the same
    order, as :func:`take_options` for each value, from one pass over the table (bots ask
    this for a whole hand at once)."""
    items = sorted(table_cards, key=ORDER.__getitem__)
    singles: dict[int, list[tuple]] = {}
    subsets = [((), 0)]  # every set of table cards summing to 11 or less, with its sum
    for c in items:
        value = VALUE[c]
        singles.setdefault(value, []).append((c,))
        subsets += [(s + (c,), total + value) for s, total in subsets if total + value <= 11]
    found: dict[int, list[tuple]] = {}
    for s, total in subsets:
        if len(s) > 1 and total not in singles:  # an equal card forbids taking a sum
            found.setdefault(total, []).append(s)
    for takes in found.values():
        if len(takes) > 1:
            takes.sort(key=lambda take: [ORDER[c] for c in take])
    found.update(singles)
    return found


def take_problem(table_cards, played_card, taken) -> tuple[str, dict] | None:
    """Why taking ``taken`` (ids on the table) with ``played_card`` is not allowed, as
    (message key, params), or None when it is allowed. The caller has checked that every card
    of ``taken`` lies on the table, once."""
    value = VALUE[played_card]
    if not taken:
        return "glop.error.take_nothing", {}
    has_equal = any(VALUE[c] == value for c in table_cards)
    if has_equal and (len(taken) != 1 or VALUE[taken[0]] != value):
        return "glop.error.equal_only", {"value": value}
    if any(VALUE[c] == 11 for c in taken) and value != 11:
        return "glop.error.eleven", {}
    total = sum(VALUE[c] for c in taken)
    if total != value:
        return "glop.error.wrong_sum", {"total": total, "value": value}
    return None


def is_glop(table_cards, taken) -> bool:
    """A glop: the take clears every card exposed on the table."""
    return len(taken) == len(table_cards)


def glop_value(table_values) -> int | None:
    """The value of the card that would take the whole table (a glop), or None.

    One card: its own value. Several: their sum when it is at most 11 (no single card can
    then equal the sum, so the whole table is one of the allowed takes)."""
    if not table_values:
        return None
    if len(table_values) == 1:
        return table_values[0]
    total = sum(table_values)
    return total if total <= 11 else None


# --------------------------------------------------------------------- the deal
def needs_redeal(exposed_cards) -> bool:
    """« Si plus de 2 cartes de même valeur sont exposées, il recommence la donne. »"""
    counts = Counter(VALUE[c] for c in exposed_cards)
    return max(counts.values(), default=0) > 2


def next_favourite(colour: str) -> str:
    """The favourite colour of the next deal: the marker moves one colour on, clockwise."""
    return COLOUR_IDS[(COLOUR_IDS.index(colour) + 1) % len(COLOUR_IDS)]


def partner(seat: int, players: int) -> int | None:
    """The partner sitting opposite (four players), or None (two players)."""
    return (seat + 2) % 4 if players == 4 else None


def side_of(seat: int) -> int:
    """Side 0 is seat 0 (and its partner, seat 2); side 1 is seat 1 (and seat 3)."""
    return seat % 2


# --------------------------------------------------------------------- scoring (décompte)
def favourite_ladder_points(count: int) -> int:
    """« Six cartes dans la couleur forte » 1 point … « onze cartes » 6 points."""
    return count - LADDER_FROM + 1 if count >= LADDER_FROM else 0


def deal_points(pile, favourite: str) -> dict:
    """The count of one side's captured cards at the end of a deal, item by item.

    Glops are not in it: they are scored the moment they are made.
    """
    count = len(pile)
    in_favourite = [c for c in pile if COLOUR[c] == favourite]
    sixes = sum(1 for c in pile if VALUE[c] == 6)
    out = {
        "cards": count,
        "cards_points": MAJORITY_POINTS if count >= MAJORITY else 0,
        "favourite_one": 1 if f"1{favourite}" in in_favourite else 0,
        "favourite_six": 1 if f"6{favourite}" in in_favourite else 0,
        "sixes": sixes,
        "sixes_points": SIXES_POINTS if sixes >= SIXES_NEEDED else 0,
        "favourite_cards": len(in_favourite),
        "favourite_points": favourite_ladder_points(len(in_favourite)),
    }
    out["points"] = (out["cards_points"] + out["favourite_one"] + out["favourite_six"]
                     + out["sixes_points"] + out["favourite_points"])
    return out


def winning_side(scores, target: int = TARGET) -> int | None:
    """At the end of a deal: the side that has won, or None to play another deal.

    « La partie est terminée quand une équipe a marqué 30 points et que la donne en cours est
    jouée complètement » ; the higher total wins; equal totals play on (RULES-NOTES).
    """
    if max(scores) < target or scores[0] == scores[1]:
        return None
    return 0 if scores[0] > scores[1] else 1
