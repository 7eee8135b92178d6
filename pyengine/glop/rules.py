"""Glop's rules as pure functions, named after the rule book (shared/rules/glop.fr.md).

Nothing here holds state: the game (game.py), the bots and the tests all ask these functions.
"""

from collections import Counter

from .materials import COLOUR, COLOUR_IDS, ORDER, TARGET, VALUE, sort_cards

MAJORITY = 23  # « 23 cartes au moins dans les levées » (22–22 scores nothing)
MAJORITY_POINTS = 2
SIXES_NEEDED = 3  # « trois ou quatre 6 »
SIXES_POINTS = 2
LADDER_FROM = 6  # « six cartes dans la couleur forte » is the first rung: 1 point
GLOP_POINTS = 1  # « le simple (marque au moment de la réalisation) »
ROYAL_GLOP_POINTS = 3  # « le Royal (réalisé au dernier coup de la donne) », instead of 1


# --------------------------------------------------------------------- taking (levées)
def take_options(table_cards, played_card) -> list[tuple]:
    """Every take ``played_card`` makes from ``table_cards``, each a tuple of card ids; ``[]``
    when it takes nothing.

    « On n'a pas le droit de ramasser plusieurs cartes à la fois s'il est possible de n'en
    prendre qu'une seule » : with an equal card on the table, the only takes are the equal
    cards, one at a time. Otherwise any set whose values add up to the card's value. « Le 11 ne
    peut être pris que par un autre 11 » follows: a set holding an 11 and anything else sums to
    more than 11. Two cards of one value are two takes (their colours may matter at the count).

    >>> take_options(["8R", "5B", "2V", "1J"], "8B")
    [('8R',)]
    >>> take_options(["6R", "5B", "3V"], "11J")
    [('5B', '6R')]
    >>> take_options(["5R", "5B", "3V"], "8J")
    [('3V', '5R'), ('3V', '5B')]
    """
    return takes_by_value(table_cards).get(VALUE[played_card], [])


def takes_by_value(table_cards) -> dict[int, list[tuple]]:
    """Every take the table offers, by the value of the card that would make it:
    ``{value: [take, ...]}`` (values with no take are absent), from one pass over the table:
    :func:`take_options` of every card at once, as a whole hand asks. Takes are sorted card by
    card, by value then colour (:func:`take_order`), the only order a take is accepted in."""
    items = take_order(table_cards)
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


def take_order(taken) -> list:
    """A take's cards in the one order the game lists and accepts (:func:`takes_by_value`'s:
    by value, then colour)."""
    return sorted(taken, key=ORDER.__getitem__)


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


def must_take(hand, table_cards, forced: bool = True) -> list:
    """Compulsory taking (option ``forced_capture``, on unless the table turns it off): when a
    card of ``hand`` takes something from ``table_cards``, a card that takes must be played and
    none may be laid. The cards of ``hand`` that take, by value then colour; ``[]`` when a card
    may be laid.

    >>> must_take(["3R", "9B"], ["4V", "5J"]), must_take(["3R"], ["4V", "5J"])
    (['9B'], [])
    """
    if not forced:
        return []
    offered = takes_by_value(table_cards)
    return [card for card in sort_cards(hand) if VALUE[card] in offered]


def is_glop(table_cards, taken) -> bool:
    """« Le joueur qui ramasse toutes les cartes exposées d'un coup fait un glop »: the take
    clears every card exposed on the table."""
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


def seats_of(side: int, players: int) -> list[int]:
    """The seats of ``side``: one player, or two partners sitting opposite."""
    return [seat for seat in range(players) if side_of(seat) == side]


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
