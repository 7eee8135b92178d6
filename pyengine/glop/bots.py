"""Glop's computer players.

Each sees only its seat's view: its hand, the table, counts, and what it may legitimately
remember (the hand it looked at before the swap, ``memory``; every card laid and taken in the
open, ``captured_memory``). From that it knows which cards are unseen: the opponents' hands
(and, with two players, the opponent's reserve).

- easy: little care. It takes a glop it sees; otherwise a card at random, then one of its
  takes at random (or lays it).
- normal: greedy. Each play is valued by what it gains at the count (cards, the favourite
  colour, its 1 and its 6, the 6s, glops) minus the risk it leaves for the next player, an
  opponent: the chance he holds the card that glops the table, or an equal card that takes
  a valuable one (computed from the unseen cards).
- hard: perfect-information Monte Carlo (:func:`pyengine.bots.search.sampled_best`). It deals
  the unseen cards at random into many worlds consistent with its view (:func:`determinize`),
  plays each of the normal player's best few candidate moves in every world, then plays the
  deal out with a quick greedy policy, and keeps the move with the best mean point difference
  for the deal.
"""

from ..bots.search import sampled_best
from . import rules
from .game import GlopGame
from .materials import CARDS, COLOUR, COLOUR_IDS, VALUE

# What a captured card is worth at the count, roughly, in points.
W_CARD = 0.1  # one card towards 23 (2 points)
W_FAVOURITE = 0.45  # one card towards six of the favourite colour and beyond (1 point each)
W_SIX = 0.5  # one 6 towards three or four 6s (2 points)
W_HONOUR = 1.0  # the 1 and the 6 of the favourite colour score a point each
PARTIAL_RISK = 0.5  # share of a card's worth lost when the next player may take it alone

HARD_CANDIDATES = 6  # moves the hard player compares (the normal player's best ones)
# Work per move, counted in simulated plays (never in seconds: a seeded bot plays the same
# move on any machine). A world costs one play-out per candidate, to the end of the deal.
HARD_PLIES = 4000
HARD_WORLDS = (12, 40)  # fewest and most sampled worlds per move
SLICE_PLIES = 400  # simulated plays between two yields (a few milliseconds)


def _worth(favourite: str) -> dict:
    worth = {}
    for card in CARDS:
        value = W_CARD
        if VALUE[card] == 6:
            value += W_SIX
        if COLOUR[card] == favourite:
            value += W_FAVOURITE
            if VALUE[card] in (1, 6):
                value += W_HONOUR
        worth[card] = value
    return worth


WORTH = {colour: _worth(colour) for colour in COLOUR_IDS}


# --------------------------------------------------------------------- what the seat knows
def unseen_cards(view) -> list:
    """The cards this seat has not seen this deal: they are in the opponents' hands (and the
    opponent's reserve with two players)."""
    memory = view["memory"] or {}
    seen = set(view["hand"]) | set(memory.get("away", ())) | set(view["table"]) | set(view["unclaimed"])
    for pile in view["captured_memory"]:
        seen.update(pile)
    return [c for c in CARDS if c not in seen]


def hold_chances(unseen, hand_size: int) -> dict:
    """For each value, the chance that a hand of ``hand_size`` cards drawn from ``unseen``
    holds at least one card of that value."""
    total = len(unseen)
    counts = [0] * 12
    for c in unseen:
        counts[VALUE[c]] += 1
    chances = {}
    for value in range(1, 12):
        none = 1.0
        for i in range(min(hand_size, total)):
            if total - i <= 0:
                break
            none *= max(0, total - counts[value] - i) / (total - i)
        chances[value] = 1.0 - none
    return chances


# Option « premier à 30 » (two players): reaching 30 first wins the game at once, which is worth
# more than any count of points.
WIN_MARGIN = 100.0

# A rough chance that the next hand holds a given value, without counting cards (about four
# cards of each value unseen among thirty), by hand size: the quick policy of the worlds.
ROUGH_CHANCE = [1.0 - (1.0 - 0.13) ** h for h in range(21)]


# --------------------------------------------------------------------- the greedy value
def _risk(rest, worth, chances) -> float:
    """What the next player (an opponent) may take from the table ``rest``."""
    if not rest:
        return 0.0  # he must lay a card
    values = [VALUE[c] for c in rest]
    risk = 0.0
    target = rules.glop_value(values)
    if target is not None:
        risk += chances[target] * (1.0 + W_CARD + sum(worth[c] for c in rest))
    if len(rest) > 1:
        risk += PARTIAL_RISK * sum(chances[v] * worth[c] for v, c in zip(values, rest))
    return risk


def move_value(card, taken, table, worth, chances, last: bool, leftover_mine: bool | None) -> float:
    """The greedy value of playing ``card`` (taking ``taken``, or laying it when None).

    ``last``: it is the deal's last card; ``leftover_mine``: whether a table left after a last
    card that takes nothing comes to the mover's side (True), the other side (False) or nobody.
    """
    if taken is not None:
        rest = [c for c in table if c not in taken]
        gain = worth[card] + sum(worth[c] for c in taken)
        if not rest:
            return gain + (rules.ROYAL_GLOP_POINTS if last else rules.GLOP_POINTS)
        if last:
            return gain + sum(worth[c] for c in rest)  # the last take sweeps the table
        return gain - _risk(rest, worth, chances)
    rest = table + [card]
    if last:
        left = sum(worth[c] for c in rest)
        return 0.0 if leftover_mine is None else (left if leftover_mine else -left)
    return -_risk(rest, worth, chances)


def _leftover_mine(options, last_taker, seat):
    if options["last_cards"] != "last_taker" or last_taker is None:
        return None
    return rules.side_of(last_taker) == rules.side_of(seat)


def normal_values(view, legal) -> list[float]:
    """The normal player's value of each legal action."""
    seat = view["seat"]
    players = view["players"]
    worth = WORTH[view["favourite"]]
    unseen = unseen_cards(view)
    nxt = (seat + 1) % players
    chances = hold_chances(unseen, view["hand_counts"][nxt])
    last = view["cards_left"] == 1
    mine = _leftover_mine(view["options"], view["last_taker"], seat)
    table = view["table"]
    values = [move_value(a["card"], a.get("cards"), table, worth, chances, last, mine) for a in legal]
    if view["options"].get("first_to_30"):
        side, scores = rules.side_of(seat), view["scores"]
        glop = rules.ROYAL_GLOP_POINTS if last else rules.GLOP_POINTS
        after = [scores[0] + glop * (side == 0), scores[1] + glop * (side == 1)]
        if rules.winning_side(after) == side:  # a glop now reaches 30: the game is won
            for i, action in enumerate(legal):
                if action["type"] == "take" and rules.is_glop(table, action["cards"]):
                    values[i] += WIN_MARGIN
    return values


def _best(values) -> int:
    """Index of the highest value; ties go to the earliest (deterministic)."""
    return max(range(len(values)), key=lambda i: (values[i], -i))


# --------------------------------------------------------------------- worlds for the search
def determinize(view, rng) -> GlopGame:
    """A full game consistent with ``view``: the unseen cards dealt at random to the hidden
    hands (and reserve) in the right numbers; everything the seat knows kept as it is."""
    seat, players = view["seat"], view["players"]
    memory = view["memory"] or {}
    pool = rng.shuffled(unseen_cards(view))
    hands = [None] * players
    reserves = [[] for _ in range(players)]
    hands[seat] = list(view["hand"])
    if players == 4:
        hands[rules.partner(seat, 4)] = list(memory.get("away", ()))
    elif memory.get("where") == "reserve":
        reserves[seat] = list(memory["away"])
    for other in range(players):
        if rules.side_of(other) == rules.side_of(seat):
            continue
        n = view["hand_counts"][other]
        hands[other], pool = pool[:n], pool[n:]
        if players == 2:
            n = view["reserve_counts"][other]
            reserves[other], pool = pool[:n], pool[n:]
    assert not pool, "the unseen cards must fill the hidden hands exactly"
    sides = view["sides"]
    royal = next((i for i, s in enumerate(sides) if s["royal"]), None)
    world = GlopGame.position(
        players, hands, view["table"], reserves=reserves, piles=view["captured_memory"],
        scores=view["scores"], favourite=view["favourite"], dealer=view["dealer"],
        current=view["current"], deal=view["deal"], glops=[s["glops"] for s in sides],
        glop_points=[s["glop_points"] for s in sides], royal=royal, last_taker=view["last_taker"],
        unclaimed=view["unclaimed"], options=view["options"], seed=rng.below(2**31))
    world.recording = False
    return world


def rollout_move(world, seat) -> dict:
    """The quick greedy policy that plays the worlds out: the normal player's values, made
    cheap (a rough chance instead of counting the unseen cards, glop risk only)."""
    table = world.table
    worth = WORTH[world.favourite]
    chance = ROUGH_CHANCE[len(world.hands[(seat + 1) % world.players])]
    last = world.left == 1
    offered = rules.takes_by_value(table)
    n = len(table)
    table_worth = sum(worth[c] for c in table)
    table_sum = sum(VALUE[c] for c in table)
    glop_bonus = rules.ROYAL_GLOP_POINTS if last else rules.GLOP_POINTS
    best, best_take, best_value = None, None, -1e9
    for card in world.hands[seat]:
        takes = offered.get(VALUE[card])
        if not takes:
            continue
        card_worth = worth[card]
        for take in takes:
            taken_worth = sum(worth[c] for c in take)
            value = card_worth + taken_worth
            left = n - len(take)
            if not left:
                value += glop_bonus
            elif last:
                value += table_worth - taken_worth
            elif left == 1 or table_sum - sum(VALUE[c] for c in take) <= 11:
                value -= chance * (1.0 + W_CARD + table_worth - taken_worth)
            if value > best_value:
                best, best_take, best_value = card, take, value
    if best is None or not world.options["forced_capture"]:
        # whose the table is at the end: asked at the last card only
        mine = _leftover_mine(world.options, world.last_taker, seat) if last else None
        for card in world.hands[seat]:
            rest_worth = table_worth + worth[card]
            if last:
                value = 0.0 if mine is None else (rest_worth if mine else -rest_worth)
            else:
                value = -PARTIAL_RISK * chance * worth[card]
                if n == 0 or table_sum + VALUE[card] <= 11:
                    value -= chance * (1.0 + W_CARD + rest_worth)
            if value > best_value:
                best, best_take, best_value = card, None, value
    if best_take is None:
        return {"type": "lay", "card": best}
    return {"type": "take", "card": best, "cards": list(best_take)}


def play_out_deal(world, seat, before=None) -> float:
    """Play the world to the end of its deal: the points the seat's side made since ``before``
    (the scores as the thought began; by default, as they are now) minus the other side's, or
    ``WIN_MARGIN`` either way when a glop at 30 ends the game (option ``first_to_30``)."""
    side = rules.side_of(seat)
    before = list(world.scores) if before is None else before
    deal = world.deal_number
    while world.winner is None and world.deal_number == deal:
        mover = world.current
        world.step(mover, rollout_move(world, mover))
    if world.winner is not None and world.options["first_to_30"]:
        return WIN_MARGIN if world.winner == side else -WIN_MARGIN
    gained = [world.scores[s] - before[s] for s in (0, 1)]
    return gained[side] - gained[1 - side]


# --------------------------------------------------------------------- the three levels
def easy_choice(view, legal, rng) -> dict:
    """A glop when one is in sight; otherwise a card at random, then one of its takes at
    random (or lay it)."""
    table = view["table"]
    for action in legal:
        if action["type"] == "take" and len(action["cards"]) == len(table):
            return action
    cards = sorted({a["card"] for a in legal}, key=lambda c: (VALUE[c], c))
    card = cards[rng.below(len(cards))]
    options = [a for a in legal if a["card"] == card]
    return options[rng.below(len(options))]


def hard_worlds(candidates: int, cards_left: int) -> int:
    """Sampled worlds for a move: the play budget shared out, within bounds."""
    low, high = HARD_WORLDS
    return max(low, min(high, HARD_PLIES // max(1, candidates * cards_left)))


def think(view, legal, level, rng):
    """Generator: yields between slices of thought, returns the chosen action."""
    if level == "easy":
        return easy_choice(view, legal, rng)
    values = normal_values(view, legal)
    if level == "normal":
        return legal[_best(values)]
    order = sorted(range(len(legal)), key=lambda i: (-values[i], i))
    candidates = [legal[i] for i in order[:HARD_CANDIDATES]]
    if len(candidates) == 1:
        return candidates[0]
    seat = view["seat"]
    before = list(view["scores"])

    def score(world, action):
        world.step(seat, action)
        return play_out_deal(world, seat, before)

    plies = len(candidates) * view["cards_left"]  # the work one world costs, about
    choice = yield from sampled_best(view, candidates, determinize=determinize, score=score, rng=rng,
                                     worlds=hard_worlds(len(candidates), view["cards_left"]),
                                     slice_size=max(1, SLICE_PLIES // plies))
    return choice
