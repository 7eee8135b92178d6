"""The post-round review (``hand_reviews``): per finished round of a seat, what it sold beside the
three best sales its tiles allowed, priced as the game prices them."""

import pytest

from pyengine import lexicon
from pyengine.bots import choose
from pyengine.core.slices import finish
from pyengine.buyword import rules, search

from .scripted import act, give, roll, sell, stack, table
from .test_bots import play


def price_from(hand, word, wild, bag="fr", wild_value=1):
    """The price of ``word`` made from ``hand`` (+ one wild when ``wild``), or None: the
    cheapest way never beats the dearest, so the tiles go first and the wild fills one gap."""
    left = list(hand)
    missing = []
    for letter in word:
        if letter in left:
            left.remove(letter)
        else:
            missing.append(letter)
    if not missing:
        return rules.price(word, bag, wild_value)
    if len(missing) == 1 and wild:
        at = word.rindex(missing[0])
        return rules.price(rules.word_tiles(word, at), bag, wild_value)
    return None


def test_a_solo_round_reviewed():
    """Seat 0 holds A E R T, buys S I N, sells RATE and stops: the review shows RATE at its
    price beside better words of the seven tiles and the wild (eight letters are dearer)."""
    game = table(players=1)
    give(game, 0, "AERT")
    stack(game, "SIN")
    roll(game, 3)
    act(game, 0, "buy")
    sell(game, 0, "RATE")
    assert game.hand_reviews(0) == [], "the round is not over yet"
    act(game, 0, "done")
    [review] = game.hand_reviews(0)
    assert review["hand"] == 1
    assert review["played"] == [{"word": "RATE", "value": rules.price("RATE")}]
    best = review["best"]
    assert len(best) == 3 and [b["value"] for b in best] == sorted((b["value"] for b in best), reverse=True)
    assert best[0]["value"] > rules.price("RATE")
    for entry in best:
        assert lexicon.is_word(entry["word"])
        assert entry["value"] == price_from("AEINRST", entry["word"], wild=True)
    # seven tiles and the wild: the best is an eight-letter word (all pips + the wild's one)
    assert best[0]["value"] == (rules.pip_sum("AEINRST") + 1) ** 2


def test_nothing_sold_still_shows_what_was_possible():
    game = table(players=1)
    stack(game, "QIU")
    roll(game, 3)
    act(game, 0, "buy")
    act(game, 0, "done")
    [review] = game.hand_reviews(0)
    assert review["played"] == []
    assert review["best"][0]["value"] >= rules.price("QUI")


@pytest.mark.parametrize("players,levels,options", [
    (1, ["normal"], {}),
    (2, ["hard", "easy"], {"tile_limit": 10, "wild_value": 0}),
    (2, ["easy", "easy"], {"crossword": True}),
])
def test_seeded_games_best_is_never_below_what_was_sold(players, levels, options):
    game = play(players, levels, 3, options)
    rounds = game.round
    for seat in range(players):
        reviews = game.hand_reviews(seat)
        assert [r["hand"] for r in reviews] == list(range(1, rounds + 1))
        sold = sum(len(r["played"]) for r in reviews)
        assert sold == sum(1 for s in game.sales if s["seat"] == seat)
        for review, turn in zip(reviews, [t for t in game.sell_turns if t["seat"] == seat]):
            best = review["best"]
            top = best[0]["value"] if best else 0
            assert all(top >= p["value"] for p in review["played"]), review
            held = turn["moments"][0]
            for entry in best:
                assert lexicon.is_word(entry["word"])
                if not options.get("crossword"):
                    assert entry["value"] == price_from(held["hand"], entry["word"], held["wild"],
                                                        wild_value=game.wild_value), (entry, held)
    assert any(r["played"] for seat in range(players) for r in game.hand_reviews(seat))


def test_reviews_are_deterministic_and_leave_the_game_alone():
    game = play(2, ["easy", "easy"], 4, {"crossword": True})
    before = game.fingerprint()
    first = [game.hand_reviews(seat) for seat in range(2)]
    search._BEST_CACHE.clear()
    assert [game.replay().hand_reviews(seat) for seat in range(2)] == first
    assert game.fingerprint() == before


def test_the_round_being_played_is_not_reviewed():
    game = table(players=2)
    stack(game, "RAT", "SEL")
    roll(game, 3)
    for _ in range(2):
        act(game, game.to_move()[0], "buy")
    seller = game.to_move()[0]
    act(game, seller, "done")
    assert game.hand_reviews(seller) == [] and game.hand_reviews(1 - seller) == []
    act(game, 1 - seller, "done")
    assert [r["hand"] for r in game.hand_reviews(seller)] == [1]


def test_best_rack_words_matches_a_full_search():
    """The branch and bound finds what the plain enumeration of every word would rank first
    (most pips, then words that need no wild, then alphabetical)."""
    pips = rules.pip_table("fr")
    cases = [("AEILNRST", False, 3), ("AEILNRST", True, 3), ("QZXKWYJ", True, 3), ("EEIILNNRSSTT", True, 3),
             ("AI", True, 3), ("AIES", True, 400)]  # the last: 4-pip words with and without the wild
    for rack, wild, count in cases:
        ways = {}  # word -> (minus its pips, needs the wild): the smallest is the best way
        for word, at in finish(search.rack_words(rack, wild)):
            way = (-rules.pip_sum(rules.word_tiles(word, at)), at is not None)
            ways[word] = min(ways.get(word, way), way)
        expected = [(-way[0], word) for word, way in sorted(ways.items(), key=lambda item: (item[1], item[0]))[:count]]
        assert search.best_rack_words(rack, wild, pips, 1, count) == expected
        if count == 400:  # the ties are there to break: at 4 pips, AISE (tiles only) before AIDE
            needs_wild = [ways[word][1] for value, word in expected if value == 4]
            assert needs_wild == sorted(needs_wild) and needs_wild[0] is False and needs_wild[-1] is True


def test_a_computer_players_turn_is_reviewed_like_a_persons():
    """Reviews read only the seat's own tiles: a bot's seat gets one too, from its own hand."""
    game = table(players=2)
    stack(game, "MOT", "LIT")
    roll(game, 3)
    while game.phase != "roll":
        seat = game.to_move()[0]
        game.apply(seat, choose(game, seat, "normal", 1))
    for seat in range(2):
        [review] = game.hand_reviews(seat)
        held = [t for t in game.sell_turns if t["seat"] == seat][0]["moments"][0]
        assert all(price_from(held["hand"], b["word"], held["wild"]) == b["value"] for b in review["best"])
