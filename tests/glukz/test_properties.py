"""Properties over many seeded random games, for each deck option.

At every step: every card is accounted for (hands, rows, pile, burned), the engine's counters
agree with the cards, public memory only holds cards really in that hand, views never show a
hidden card, and the game's save reloads to the same state (checked by replaying the log once and
comparing at every step: loading the save of step k *is* replaying its first k actions). At the
end: the game is over and everyone has a place.

The default run plays a few dozen games per option; ``pytest -m slow`` plays 2,000 per option.
"""

import json
import random
from collections import Counter

import pytest

import pyengine
from pyengine.glukz import OPTIONS, check_options, materials
from pyengine.glukz.materials import RANK_OF
from pyengine.glukz.rules import RANK_VALUE, may_lay, top_run
from pyengine.core import BadOptions
from tests.helpers.protocol import (assert_json_roundtrip, assert_refused, assert_replay_identical,
                                    play_random)

DECK_OPTIONS = {
    "standard": {},
    "tarot_reverse": {"tarot": True, "knights": "reverse"},
    "tarot_skip": {"tarot": True, "knights": "skip"},
    "two_decks": {"decks": 2},
}
ROW_CHOICES = [o for o in OPTIONS if o.key == "row_cards"][0]

# The stop after 50 moves per player without progress (game.STALL_PER_PLAYER), bounded per kind of
# random player: (most share stopped among "lowish" games, among "uniform" games). Measured over
# seeds 1000–2999 (1,500 lowish and 500 uniform games per option): lowish games stop 0.1–0.4 % of
# the time with one deck and 3.5–4 % with two (a burn needs eight equal cards); uniform players, who
# lay Aces as readily as 2s and take on purpose, go round in circles in 69–72 % of one-deck games
# and 98 % of two-deck ones — left alone, those games last thousands of moves (up to 17,000).
# Uniform two-deck games are therefore not bounded.
STALL_BOUNDS = {"standard": (0.02, 0.8), "tarot_reverse": (0.02, 0.8), "tarot_skip": (0.02, 0.8),
                "two_decks": (0.08, 1.0)}


def setup_for(seed: int, deck_option: str) -> tuple[int, dict]:
    """A varied table for this seed: 2–8 players, race or drawn start, any row size that deals."""
    rng = random.Random(seed)
    players = 2 + seed % 7
    options = dict(DECK_OPTIONS[deck_option])
    options["start"] = "drawn" if seed % 3 == 0 else "race"
    if seed % 2:
        options["row_cards"] = rng.randint(ROW_CHOICES.low, ROW_CHOICES.high)
        full = {"decks": 1 if players <= 5 else 2, "tarot": False, "knights": "reverse", **options}
        try:
            check_options(full, players)
        except BadOptions:
            options["row_cards"] = 1
    return players, options


def lowish(game, seat, legal, rng):
    """A random player that mostly lays low (so games reach their natural end), sometimes
    anything, and now and then takes on purpose."""
    plays = [a for a in legal if a["type"] == "play"]
    x = rng.random()
    if plays and x < 0.7:
        low = min(RANK_VALUE[RANK_OF[a["cards"][0]]] for a in plays)
        plays = [a for a in plays if RANK_VALUE[RANK_OF[a["cards"][0]]] == low]
        return plays[rng.randrange(len(plays))]
    if plays and x < 0.95:
        return plays[rng.randrange(len(plays))]
    return legal[rng.randrange(len(legal))]


def uniform(game, seat, legal, rng):
    return legal[rng.randrange(len(legal))]


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def check_invariants(game, deck):
    """Conservation of cards and consistency of every counter the engine keeps."""
    cards = list(game.pile) + list(game.burned)
    for s in range(game.players):
        rows = [c for c in game.face_up[s] if c] + [c for c in game.face_down[s] if c]
        cards += game.hands[s] + rows
        assert game.rows_left[s] == len(rows)
        assert not Counter(game.known[s]) - Counter(game.hands[s]), "known cards must be in the hand"
        assert game.fewest[s] <= game.cards_left(s)
        finished = game.out[:-1] if game.is_over() else game.out  # the last one keeps his cards
        if s in finished and not game.stalled:
            assert game.cards_left(s) == 0
        if s not in game.out:
            assert game.cards_left(s) > 0 and game.places[s] is None
    assert Counter(cards) == deck, "a card appeared or vanished"
    ranks = [RANK_OF[c] for c in game.pile]
    assert game.run == top_run(ranks)[1] < game.burn_size
    for below, above in zip(ranks, ranks[1:]):  # every card laid on the pile was allowed
        assert may_lay(above, below)
    assert len(game.burned) >= game.burns * game.burn_size
    if game.is_over():
        assert sorted(game.out) == list(range(game.players))
        assert all(p is not None for p in game.places)
    else:
        movers = game.to_move()
        assert movers and all(s not in game.out for s in movers)
        assert game.stall < game.stall_limit


def check_views(game, rng):
    """A spectator, the seat to move and one random seat: no hidden card shows."""
    hidden_down = {c for row in game.face_down for c in row if c}
    seats = {None, game.to_move()[0] if not game.is_over() else None, rng.randrange(game.players)}
    for seat in seats:
        view = game.view(seat)
        shown = set(_strings(view))
        assert not shown & hidden_down
        for other in range(game.players):
            if other != seat:
                assert not (shown & set(game.hands[other])) - set(game.known[other])
        if seat is not None and view["moves"]:
            legal = game.legal_actions(seat)
            plays = {c for a in legal if a["type"] == "play" for c in a["cards"]}
            assert set(view["moves"]["playable"]) == plays
            assert view["moves"]["take"] == any(a["type"] == "take" for a in legal)
        json.dumps(view)


def state_print(game) -> str:
    """The rules' state as text (the full ``fingerprint`` also holds the whole log and events:
    taking it at every step of a long game costs O(n²))."""
    state = {k: v for k, v in game.__dict__.items() if k not in ("actions", "events", "rng")}
    return json.dumps(state, sort_keys=True) + str(game.rng.calls)


def picker(seed: int):
    """The random player of a seed: one game in four is uniform, the others lowish."""
    return uniform if seed % 4 == 3 else lowish


def play_one(seed: int, deck_option: str, check_every_view: bool = True) -> dict:
    """One game with every check at every step (asserted here); returns what the callers count."""
    players, options = setup_for(seed, deck_option)
    game = pyengine.new_game("glukz", players, seed=seed, options=options)
    deck = Counter(materials.deck(game.options["decks"], game.options["tarot"]))
    rng = random.Random(seed)
    pick = picker(seed)
    views_checked = 0
    prints = [state_print(game)]
    saves = {0: game.to_json()}
    check_invariants(game, deck)
    while not game.is_over():
        movers = game.to_move()
        seat = movers[rng.randrange(len(movers))]
        legal = game.legal_actions(seat)
        assert legal
        action = pick(game, seat, legal, rng)
        game.apply(seat, action)
        check_invariants(game, deck)
        if check_every_view or rng.random() < 0.1:
            check_views(game, rng)
            views_checked += 1
        prints.append(state_print(game))
        if len(game.actions) == 25:
            saves[25] = game.to_json()
        assert len(game.actions) < 20_000
    result = game.result()
    ranking = result["ranking"]
    if game.stalled:  # ties possible among those stopped, never ahead of someone who went out
        assert [ranking[s] for s in game.out] == sorted(ranking[s] for s in game.out)
        assert all(1 <= place <= players for place in ranking)
    else:
        assert sorted(ranking) == list(range(1, players + 1))
        assert [ranking[s] for s in game.out] == list(range(1, players + 1))
    assert result["winners"] == [s for s in range(players) if ranking[s] == 1]
    assert result["forfeit"] == [s for s in range(players) if ranking[s] == max(ranking)]
    # the save round trip at every step: replay once, compare step by step
    again = pyengine.load_game(saves[0])
    assert state_print(again) == prints[0]
    replayed = 0
    for number, (actor, action) in enumerate(game.actions, 1):
        again.apply(actor, action)
        assert state_print(again) == prints[number]
        replayed += 1
    assert again.fingerprint() == game.fingerprint()  # the events too
    saves[len(game.actions)] = game.to_json()
    for k, text in saves.items():  # and through the real loader, at a few steps
        assert state_print(pyengine.load_game(text)) == prints[k]
    return {"moves": len(game.actions), "stalled": game.stalled, "over": game.is_over(),
            "ranked": sorted(game.out) == list(range(players)) and None not in ranking,
            "replayed": replayed, "views": views_checked, "picker": pick.__name__}


def run_many(deck_option, seeds, check_every_view=True) -> list[dict]:
    return [play_one(seed, deck_option, check_every_view) for seed in seeds]


def stall_rates(games) -> dict:
    """Share of games stopped as going round in circles, per kind of random player."""
    rates = {}
    for kind in ("lowish", "uniform"):
        these = [g["stalled"] for g in games if g["picker"] == kind]
        rates[kind] = sum(these) / len(these)
    return rates


def assert_stall_rates(deck_option, rates):
    most_lowish, most_uniform = STALL_BOUNDS[deck_option]
    assert rates["lowish"] <= most_lowish, rates
    assert rates["uniform"] <= most_uniform, rates


def assert_every_promise(games, check_every_view):
    """What each game promised, counted over all of them (play_one asserts it step by step)."""
    assert all(g["over"] for g in games), "every game ends"
    assert all(g["ranked"] for g in games), "everyone gets a place"
    assert all(g["replayed"] == g["moves"] for g in games), "the save round trip at every step"
    assert max(g["moves"] for g in games) < 20_000
    if check_every_view:
        assert all(g["views"] == g["moves"] for g in games)
    else:
        assert sum(g["views"] for g in games) >= 0.05 * sum(g["moves"] for g in games)


@pytest.mark.parametrize("deck_option", DECK_OPTIONS)
def test_random_games_keep_every_promise(deck_option):
    games = run_many(deck_option, range(16))
    assert_every_promise(games, check_every_view=True)
    assert sum(g["stalled"] for g in games if g["picker"] == "lowish") <= 2  # of 12


def quick_game(seed: int, deck_option: str) -> bool:
    """A game played to its end without the step checks; whether it was stopped as stalled."""
    players, options = setup_for(seed, deck_option)
    game = pyengine.new_game("glukz", players, seed=seed, options=options)
    game.recording = False
    rng = random.Random(seed)
    pick = picker(seed)
    while not game.is_over():
        movers = game.to_move()
        seat = movers[rng.randrange(len(movers))]
        game.apply(seat, pick(game, seat, game.legal_actions(seat), rng))
    return game.stalled


@pytest.mark.parametrize("deck_option", DECK_OPTIONS)
def test_random_games_rarely_stop_as_going_round_in_circles(deck_option):
    """160 games per option (120 lowish, 40 uniform), within the bounds measured on 2,000."""
    games = [{"picker": picker(seed).__name__, "stalled": quick_game(seed, deck_option)}
             for seed in range(100, 260)]
    assert_stall_rates(deck_option, stall_rates(games))


@pytest.mark.slow
@pytest.mark.parametrize("deck_option", DECK_OPTIONS)
def test_two_thousand_random_games_per_deck_option(deck_option):
    """Every card accounted for at every step, every game ends with everyone ranked, the save
    round trip at every step, views at one step in ten, and stops within the measured bounds."""
    games = run_many(deck_option, range(1000, 3000), check_every_view=False)
    lengths = sorted(g["moves"] for g in games)
    rates = stall_rates(games)
    print(f"\n{deck_option}: {len(games)} games, median {lengths[len(lengths) // 2]} moves, "
          f"longest {lengths[-1]}, stopped as going round in circles: "
          f"{sum(g['stalled'] for g in games)} (lowish {100 * rates['lowish']:.1f} %, "
          f"uniform {100 * rates['uniform']:.1f} %)")
    assert len(games) == 2000
    assert_every_promise(games, check_every_view=False)
    assert_stall_rates(deck_option, rates)


def test_the_protocol_helpers_on_glukz():
    """The shared protocol checks: junk and stale actions refused unchanged, save round trip."""
    for seed in range(4):
        players, options = setup_for(seed, "tarot_skip" if seed % 2 else "standard")
        game = pyengine.new_game("glukz", players, seed=seed, options=options)
        play_random(game, random.Random(seed), illegal_every=4, roundtrip_every=12, pick=lowish)
        assert_replay_identical(game)
        assert_json_roundtrip(game)


def test_a_flip_is_a_point_undo_never_crosses():
    for seed in range(40):
        game = pyengine.new_game("glukz", 2, seed=seed, options={"row_cards": 1})
        rng = random.Random(seed)
        while not game.is_over():
            seat = game.to_move()[0]
            action = lowish(game, seat, game.legal_actions(seat), rng)
            game.apply(seat, action)
            if action["type"] == "flip":
                assert game.barrier == len(game.actions)
                assert game.undo_target(seat)[1] == "core.undo.hidden"
                return
    pytest.fail("no flip in 40 games")


def test_an_illegal_action_changes_nothing():
    game = pyengine.new_game("glukz", 4, seed=2)
    seat = 0
    other_hand = game.hands[1][0]
    for action in [{"type": "play", "cards": [other_hand]}, {"type": "take", "cards": [game.hands[0][0]]},
                   {"type": "flip", "slot": 0}, {"type": "play", "cards": [game.face_up[0][0]]},
                   {"type": "play", "cards": "2S1"}, {"type": "play", "cards": [game.hands[0][0]], "x": 1}]:
        assert_refused(game, seat, action)
