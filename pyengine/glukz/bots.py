"""Le Glükz's computer players.

They see only their view (their hand, the table, and what was shown in the open: taken piles,
burned cards) and the legal actions.

- easy: lays its lowest playable rank, jokers included, usually a single card (sometimes all its
  copies); takes only when it must.
- normal: keeps its jokers, lays all copies of its lowest playable rank, burns whenever it can
  and spends a joker rather than take the pile (measured: taking even a one- or two-card pile to
  save a joker wins less often).
- hard: perfect-information Monte Carlo: it deals the cards it cannot see at random into worlds
  consistent with its view, tries each candidate move in each world, plays on with the normal
  policy for everyone until the next player gets rid of all his cards, and keeps the move that
  makes it that player most often. When the game goes round in circles (no progress for
  HARD_SEARCH_STALL of the safety stop's limit), it plays the normal move until progress.

The easy and normal choices are computed from the seat's cards grouped by rank and the pile
(:func:`choose_move`), the same function in the real game and in the hard bot's rollouts, where it
runs without building views or legal-action lists.
"""

from ..core.rng import Rng
from . import materials
from .materials import RANK_OF
from .rules import JOKERS, RANK_VALUE, ranks_allowed_on

# Budgets, counted in work (never in seconds, so a seeded bot plays the same move anywhere): the
# hard bot samples worlds until it has simulated HARD_STEPS moves, within HARD_WORLDS bounds.
HARD_STEPS = 12000
HARD_WORLDS = (8, 40)
HARD_CANDIDATES = 6
ROLLOUT_LIMIT = 1000
SLICE_STEPS = 200  # simulated moves between two pauses: ~25 ms in Pyodide (the browser paints between)
# Hard players that go round in circles (issue 28): two of them at two players forced takes
# back and forth until the safety stop (game.STALL_PER_PLAYER) ended 7 to 13 games in 60. Their
# rollouts play the normal policy, which never stalls, so the search cannot see a loop it
# makes with a real hard opponent. Once the game has gone this share of the stop's limit
# without progress (30 moves at two players), the hard player plays the normal move, whose
# games end; the search resumes at the next progress. Measured in README (stall table).
HARD_SEARCH_STALL = 0.3
EASY_ALL_COPIES = 0.2  # easy: how often it lays all its copies instead of a single card
JOKER_BURN_PILE = 3  # normal: burns with jokers only a pile of at least this many cards


def choose_move(level: str, groups: dict, source: str, pile_value: str | None, top_run: int,
                pile_size: int, burn_size: int, rng: Rng, flip_slot: int = 0) -> dict:
    """The easy or normal move.

    ``groups``: the cards of the seat's current source (hand or face-up row) by rank, each list
    in sort order; ``source``: ``"hand"``, ``"face_up"`` or ``"face_down"`` (then the move is to
    turn ``flip_slot``).
    """
    if source == "face_down":
        return {"type": "flip", "slot": flip_slot}
    allowed = ranks_allowed_on(pile_value)
    playable = [r for r in groups if r in allowed]
    if not playable:
        lowest = min(groups, key=RANK_VALUE.__getitem__)
        return {"type": "take", "cards": [groups[lowest][0]]}
    if level == "easy":
        rank = min(playable, key=RANK_VALUE.__getitem__)
        cards = groups[rank]
        return {"type": "play", "cards": cards if rng.random() < EASY_ALL_COPIES else cards[:1]}
    for rank in playable:  # burn whenever possible (with jokers, only a real pile)
        run = top_run if rank == pile_value else 0
        cards = groups[rank]
        if run + len(cards) >= burn_size and (rank not in JOKERS or pile_size >= JOKER_BURN_PILE):
            return {"type": "play", "cards": cards[:burn_size - run]}
    ordinary = [r for r in playable if r not in JOKERS]  # the jokers, kept for when nothing else goes
    if ordinary:
        return {"type": "play", "cards": groups[min(ordinary, key=RANK_VALUE.__getitem__)]}
    # a single joker, the 7 first: it asks more of the next player than a 3
    return {"type": "play", "cards": groups["7" if "7" in playable else "3"][:1]}


def think(view: dict, legal: list[dict], level: str, rng: Rng):
    """Generator: yields between slices of work, returns the chosen action."""
    if level == "hard" and view["phase"] not in ("race", "direction") and len(legal) > 1 \
            and view["stall"] < HARD_SEARCH_STALL * view["stall_limit"]:
        action = yield from _hard(view, legal, rng)
        return action
    return _view_move(level, view, legal, rng)


def _view_move(level: str, view: dict, legal: list[dict], rng: Rng) -> dict:
    moves = view["moves"]
    groups = {g["rank"]: g["cards"] for g in moves["groups"]}
    action = choose_move(level, groups, moves["stage"], view["pile_value"], view["top_run"],
                         len(view["pile"]), view["burn_size"], rng,
                         moves["flip"][0] if moves["flip"] else 0)
    if action["type"] == "take" and action not in legal:  # face-up row: show the canonical cards
        action = next(a for a in legal if a["type"] == "take")
    return action


# ---------------------------------------------------------------------- hard: worlds and rollouts
def world_move(world, seat: int, rng: Rng | None = None) -> dict:
    """The normal move in an imagined world, read straight from its state (rollouts' speed)."""
    hand = world.hands[seat]
    if hand:
        source, cards = "hand", hand
    else:
        cards = [c for c in world.face_up[seat] if c is not None]
        source = "face_up"
        if not cards:
            row = world.face_down[seat]
            slot = next(i for i, c in enumerate(row) if c is not None)
            return {"type": "flip", "slot": slot}
    groups: dict[str, list[str]] = {}
    for card in cards:  # unsorted: in a world, which suit is laid does not matter
        groups.setdefault(RANK_OF[card], []).append(card)
    pile = world.pile
    return choose_move("normal", groups, source, RANK_OF[pile[-1]] if pile else None,
                       world.run, len(pile), world.burn_size, rng)


def determinizer(view: dict):
    """``determinize(view, rng)`` for the search: a world where everything the seat cannot see
    (others' unknown hand cards, every face-down card, its own included) is dealt at random."""
    from .game import GlukzGame

    seat = view["seat"]
    options = view["options"]
    players = view["players"]
    seen = set(view["hand"]) | set(view["pile"]) | set(view["burned"])
    hands, face_up, hidden_hand, face_down = [], [], [], []
    for s, info in enumerate(view["seats"]):
        face_up.append(list(info["face_up"]))
        seen.update(c for c in info["face_up"] if c)
        if s == seat:
            hands.append(list(view["hand"]))
            hidden_hand.append(0)
        else:
            hands.append(list(info["known"]))
            seen.update(info["known"])
            hidden_hand.append(info["hand_size"] - len(info["known"]))
        face_down.append(list(info["face_down"]))
    unseen = [c for c in materials.deck(options["decks"], options["tarot"]) if c not in seen]
    template = GlukzGame.from_position(
        players, options, hands=hands, face_up=face_up,
        face_down=[["?" if present else None for present in row] for row in face_down], pile=view["pile"],
        burned=view["burned"], out=view["order"], known=[info["known"] for info in view["seats"]],
        phase=view["phase"], current=view["current"], direction=view["direction"],
        starter=view["starter"])
    template.recording = False  # "?" marks the face-down cards each world deals anew
    template.burns = view["burns"]
    template.stall = view["stall"]
    template.fewest = [info["fewest"] for info in view["seats"]]

    def determinize(_view, rng: Rng):
        world = template.clone()
        pool = rng.shuffled(unseen)
        for s in range(players):
            if hidden_hand[s]:
                world.hands[s].extend(pool.pop() for _ in range(hidden_hand[s]))
            row = world.face_down[s]
            for slot, present in enumerate(face_down[s]):
                if present:
                    row[slot] = pool.pop()
        return world

    return determinize


def _candidates(view: dict, legal: list[dict], rng: Rng) -> list[dict]:
    """The moves worth searching: the normal move first, then for each playable rank (lowest
    first) one card and all copies, then the takes; at most HARD_CANDIDATES."""
    out = [_view_move("normal", view, legal, rng)]
    by_rank: dict[str, list[dict]] = {}
    for action in legal:
        if action["type"] == "play":
            by_rank.setdefault(RANK_OF[action["cards"][0]], []).append(action)
    for rank in sorted(by_rank, key=RANK_VALUE.__getitem__):
        for action in (by_rank[rank][0], by_rank[rank][-1]):
            if action not in out:
                out.append(action)
    for action in legal:
        if action["type"] != "play" and action not in out:
            out.append(action)
    return out[:HARD_CANDIDATES]


def _hard(view: dict, legal: list[dict], rng: Rng):
    seat = view["seat"]
    if legal[0]["type"] == "flip":
        return legal[0]  # the face-down cards are unknown: nothing to think about
    candidates = _candidates(view, legal, rng)
    if len(candidates) == 1:
        return candidates[0]
    already_out = len(view["order"])
    determinize = determinizer(view)
    yield
    totals = [0.0] * len(candidates)
    clock = [0, SLICE_STEPS]  # moves simulated, and when to pause next
    worlds = 0
    fewest, most = HARD_WORLDS
    while worlds < most and (worlds < fewest or clock[0] < HARD_STEPS):
        world = determinize(view, rng)
        for i, action in enumerate(candidates):
            totals[i] += yield from _rollout(world.clone(), seat, action, already_out, clock)
        worlds += 1
    return candidates[max(range(len(candidates)), key=lambda i: (totals[i], -i))]


def _rollout(world, seat: int, action: dict, already_out: int, clock: list):
    """Play ``action`` then the normal policy for everyone until one more player is out; returns
    1 if it is the seat, else 0. Perfect-information Monte Carlo, as
    :func:`pyengine.bots.search.sampled_best`, but with a budget in simulated moves, and a pause
    every SLICE_STEPS of them (``clock``: moves so far, next pause)."""
    world.step(seat, action)
    out = world.out
    steps = 1
    while len(out) == already_out and steps < ROLLOUT_LIMIT:
        mover = world.current if world.phase == "play" else world.to_move()[0]
        world.step(mover, world_move(world, mover, None))
        steps += 1
        if clock[0] + steps >= clock[1]:  # about 10 ms of CPython work
            clock[1] += SLICE_STEPS
            yield
    clock[0] += steps
    return 1.0 if len(out) > already_out and out[already_out] == seat else 0.0
