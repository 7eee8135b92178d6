"""BuyWord's base game, played move by move on stacked bags (tests/buyword/scripted.py)."""

import pytest

import pyengine
from pyengine.buyword import materials
from pyengine.core import BadOptions
from tests.helpers.protocol import assert_refused

from .scripted import act, kinds, only, roll, sell, stack, table

TOTAL = 2 * materials.START_MONEY + materials.BANK_START


def money_total(game):
    return sum(game.money) + game.bank


# ----------------------------------------------------------------------------- set-up
@pytest.mark.parametrize("players,wilds", [(1, 8), (2, 4), (3, 3), (4, 2)])
def test_set_up_money_wilds_and_bag(players, wilds):
    """« Chaque joueur commence avec 200$ » ; « seul [...] 8 jokers. [...] à deux [...] 4 [...],
    à 3, 3 tuiles et à 4 seulement 2 tuiles chacun »."""
    game = pyengine.new_game("buyword", players=players, seed=5)
    view = game.view(0)
    assert view["money"] == [200] * players
    assert view["wilds"] == [wilds] * players
    assert view["bank"] == materials.BANK_START
    assert view["bag"] == 108 and sum(view["bag_letters"].values()) == 108
    assert view["phase"] == "roll" and game.to_move() == [view["first"]]


def test_more_than_four_players_need_the_long_game():
    with pytest.raises(BadOptions) as error:
        pyengine.new_game("buyword", players=5, seed=1, options={"long_game": 0})
    assert error.value.key == "buyword.error.long_game_needed"
    game = pyengine.new_game("buyword", players=6, seed=1)
    assert game.options["long_game"] == 1 and game.view(0)["wilds"] == [1] * 6


def test_bad_option_values_are_refused():
    for options in ({"wild_value": True}, {"wild_value": 2}, {"tile_limit": 7}, {"tile_limit": 13},
                    {"trade": "gift"}, {"theme": "politics"}, {"bag": "de"}):
        with pytest.raises(BadOptions):
            pyengine.new_game("buyword", players=2, seed=1, options=options)


# ----------------------------------------------------------------------------- a round
def test_a_round_draw_buy_reject_sell():
    """The first player rolls; each draws that many tiles, kept apart; each buys his lot for
    (sum of pips)² or rejects it; then words are sold for (sum of pips)²."""
    game = table(players=2, first=1)
    stack(game, "MAI", "ZKW")  # seat 1 (first) draws MAI, then seat 0 draws ZKW
    events = roll(game, 3)
    assert kinds(events)[:3] == ["roll", "draw", "draw"]
    assert events[1]["seat"] == 1 and events[2]["seat"] == 0
    view = game.view(1)
    assert view["lots"] == [["K", "W", "Z"], ["A", "I", "M"]]
    assert view["lot_prices"] == [144, 16]  # 4+4+4 → 144; M 2 + A 1 + I 1 → 16
    assert view["hands"] == [[], []]
    assert game.to_move() == [1] and view["you"]["prompt"]["key"] == "buyword.prompt.buy"
    # « Aucun mot ne peut être vendu tant que les tuiles piochées ce round ne sont pas achetées »
    assert_refused(game, 1, {"type": "sell", "word": "MAI", "wild": None})
    act(game, 1, "buy")
    assert game.money == [200, 184] and game.hands[1] == ["A", "I", "M"]
    assert_refused(game, 0, {"type": "sell", "word": "MAI", "wild": None})
    act(game, 0, "reject")  # rejected tiles leave the game
    assert game.discarded[-3:] == ["K", "W", "Z"] and game.money[0] == 200
    assert game.phase == "sell" and game.to_move() == [1]  # selling, from the first player
    events = sell(game, 1, "MAI")
    assert events[0]["type"] == "sell" and events[0]["price"] == 16
    assert game.money == [200, 200] and game.hands[1] == []
    assert money_total(game) == TOTAL
    act(game, 1, "done")
    act(game, 0, "done")
    # « Le dé passe au joueur de gauche du premier »
    assert game.phase == "roll" and game.first == 0 and game.round == 2


def test_a_lot_too_dear_must_be_rejected():
    """« Si un joueur [...] n'a simplement pas assez d'argent, les tuiles sont alors placées dans
    la boîte »."""
    game = table(players=1)
    stack(game, "JKWXY")  # 20 pips: $400
    roll(game, 5)
    assert game.legal_actions(0) == [{"type": "reject"}]
    assert_refused(game, 0, {"type": "buy"})
    with pytest.raises(pyengine.IllegalAction) as error:
        game.apply(0, {"type": "buy"})
    assert error.value.key == "buyword.error.cannot_afford"
    assert "400" in error.value.message("fr")


def test_choice_lets_the_roller_pick_two_to_five():
    """« Si le résultat est «choice» le joueur l'ayant lancé choisi un chiffre entre 2 et 5. »"""
    game = table(players=2)
    events = roll(game, "choice")
    assert kinds(events) == ["roll_choice"] and game.phase == "choose"
    assert game.legal_actions(0) == [{"type": "choose", "count": c} for c in (2, 3, 4, 5)]
    assert_refused(game, 0, {"type": "choose", "count": 6})
    assert_refused(game, 0, {"type": "choose", "count": 1})
    assert_refused(game, 1, {"type": "choose", "count": 2})
    act(game, 0, "choose", count=4)
    assert [len(lot) for lot in game.lots] == [4, 4]


def test_selling_words_with_a_wild():
    """« une seule tuile joker peut être utilisée comme n'importe quelle lettre (Une seule par
    mot) »; the wild counts its printed pip."""
    game = table(players=1)
    stack(game, "MASON")
    roll(game, 5)
    act(game, 0, "buy")  # 6 pips: $36
    assert game.money == [164]
    # MAISON with the wild as I: M 2 + A + (wild 1) + S + O + N = 7 pips → $49
    events = sell(game, 0, "MAISON", wild=2)
    assert events[0]["price"] == 49
    assert game.wilds == [7] and game.wilds_used == 1 and game.hands[0] == []
    assert game.sold == ["A", "M", "N", "O", "S"]


def test_sales_refused_with_a_reason():
    game = table(players=1)
    stack(game, "MASON")
    roll(game, 5)
    act(game, 0, "buy")
    for action, key in [
        ({"type": "sell", "word": "MAISON", "wild": None}, "buyword.error.missing_tiles"),
        ({"type": "sell", "word": "NSAMO", "wild": None}, "buyword.error.not_a_word"),
        ({"type": "sell", "word": "maison", "wild": 2}, "buyword.error.bad_word"),
        ({"type": "sell", "word": "MA", "wild": 9}, "core.malformed_action"),
        ({"type": "sell", "word": "S", "wild": None}, "buyword.error.too_short"),
        ({"type": "sell", "word": "MAISON"}, "core.malformed_action"),
        ({"type": "sell", "word": "MAISONS", "wild": 2}, "buyword.error.missing_tiles"),
    ]:
        with pytest.raises(pyengine.IllegalAction) as error:
            game.apply(0, action)
        assert error.value.key == key, action
        assert_refused(game, 0, action)


def test_the_wild_needs_a_wild_left():
    game = table(players=1)
    game.wilds = [0]
    stack(game, "MASON")
    roll(game, 5)
    act(game, 0, "buy")
    with pytest.raises(pyengine.IllegalAction) as error:
        sell(game, 0, "MAISON", wild=2)
    assert error.value.key == "buyword.error.no_wild"


def test_the_eight_tile_limit():
    """« À la fin d'un round aucun joueur ne doit avoir plus de 8 tuiles (on ne compte pas les
    jokers). [...] le joueur peut former un mot et le vendre ou mettre l'excès de tuiles
    hors-jeu. »"""
    game = table(players=1)
    stack(game, "EEEAA", "RRSSU")
    roll(game, 5)
    act(game, 0, "buy")
    act(game, 0, "done")
    roll(game, 5)
    act(game, 0, "buy")
    assert len(game.hands[0]) == 10 and game.view(0)["you"]["excess"] == 2
    assert game.view(0)["you"]["prompt"]["key"] == "buyword.prompt.over_limit"
    with pytest.raises(pyengine.IllegalAction) as error:
        act(game, 0, "done")
    assert error.value.key == "buyword.error.over_limit"
    assert "10" in error.value.message("fr") and "8" in error.value.message("en")
    assert {"type": "done"} not in game.legal_actions(0)
    assert_refused(game, 0, {"type": "discard", "tiles": ["A", "E", "E"]})  # only the excess
    assert_refused(game, 0, {"type": "discard", "tiles": ["Z"]})
    assert_refused(game, 0, {"type": "discard", "tiles": ["E", "A"]})  # tiles given sorted
    act(game, 0, "discard", tiles=["A", "E"])
    assert len(game.hands[0]) == 8
    assert_refused(game, 0, {"type": "discard", "tiles": ["E"]})  # nothing more to throw
    act(game, 0, "done")
    assert game.round == 3


def test_a_larger_tile_limit():
    game = table(players=1, options={"tile_limit": 10})
    stack(game, "EEEAA", "RRSSU")
    roll(game, 5)
    act(game, 0, "buy")
    act(game, 0, "done")
    roll(game, 5)
    act(game, 0, "buy")
    act(game, 0, "done")  # 10 tiles are allowed
    assert len(game.hands[0]) == 10


def test_last_round_when_the_bag_cannot_serve_everyone():
    """« Lorsque la dernière tuile est piochée (et lorsqu'il y a donc moins de tuiles que le
    nombre demandé par le dé) le dernier round commence. [...] Les tuiles non utilisées sont
    jetées. Le joueur avec le plus d'argent gagne la partie. »"""
    game = table(players=2, first=0)
    only(game, "MAIS", "ON")  # seat 0 gets four tiles, seat 1 only two
    events = roll(game, 4)
    assert "last_round" in kinds(events) and game.last_round
    assert game.lots == [["A", "I", "M", "S"], ["N", "O"]]
    act(game, 0, "buy")
    act(game, 1, "buy")
    assert game.view(0)["you"]["prompt"]["key"] == "buyword.prompt.sell_last"
    sell(game, 0, "MAIS")
    act(game, 0, "done")
    act(game, 1, "done")  # ON is a word, but unsold: lost
    assert game.is_over()
    assert game.hands == [[], []] and game.discarded[-2:] == ["N", "O"]
    result = game.result()
    assert result["scores"] == [200 - 25 + 25, 200 - 4]
    assert result["winners"] == [0] and result["ranking"] == [1, 2]
    assert money_total(game) == TOTAL


def test_the_round_drawing_the_last_tile_is_the_last():
    game = table(players=1)
    only(game, "LES")
    roll(game, 3)
    assert game.last_round and game.bag == []


def test_over_limit_does_not_matter_in_the_last_round():
    game = table(players=1)
    stack(game, "EEEAA")
    roll(game, 5)
    act(game, 0, "buy")
    act(game, 0, "done")
    only(game, "RRSSU")
    game.hands[0] += ["T", "T"]
    game.discarded.remove("T")
    game.discarded.remove("T")
    roll(game, 5)
    act(game, 0, "buy")
    assert len(game.hands[0]) == 12 and game.view(0)["you"]["excess"] == 0
    act(game, 0, "done")
    assert game.is_over()


def test_solo_rating_in_the_outcome():
    game = table(players=1)
    only(game, "JKWXY")
    game.money = [990]
    game.bank -= 790
    roll(game, 5)
    act(game, 0, "reject")
    act(game, 0, "done")
    result = game.result()
    assert result["rating"] == "good" and result["scores"] == [990]
    assert game.events[-1]["type"] == "solo_over"


def test_every_seat_sees_the_same_table():
    """Lots and bought tiles lie face up: every seat sees the same table (and the bag only as
    counts, never its order)."""
    game = table(players=3)
    roll(game, 3)
    views = [game.view(s) for s in (None, 0, 1, 2)]
    stripped = [{k: v for k, v in view.items() if k not in ("seat", "you")} for view in views]
    assert all(s == stripped[0] for s in stripped)
    assert "".join(sorted(game.bag)) == "".join(k * v for k, v in views[0]["bag_letters"].items())
    assert views[0]["you"] is None
    assert views[1]["you"]["lot"] == game.lots[0]
    assert views[1]["you"]["lot_price"] == views[1]["lot_prices"][0]


def test_quote_prices_a_word_for_the_builder():
    game = table(players=1)
    stack(game, "MASON")
    roll(game, 5)
    quote = game.quote(0, {"word": "MAISON", "wild": 2})
    assert quote["ok"] is False and quote["error"]["key"] == "buyword.error.not_selling_now"
    assert quote["price"] == 49 and quote["words"] == [{"word": "MAISON", "price": 49, "pips": 7, "valid": True}]
    act(game, 0, "buy")
    assert game.quote(0, {"word": "MAISON", "wild": 2})["ok"] is True
    bad = game.quote(0, {"word": "NOSAM", "wild": None})
    assert bad["ok"] is False and bad["error"]["key"] == "buyword.error.not_a_word"
    assert bad["words"] == [{"word": "NOSAM", "price": 36, "pips": 6, "valid": False}]
    assert game.quote(0, {"word": "ZOO", "wild": None})["error"]["key"] == "buyword.error.missing_tiles"


def test_the_view_keeps_each_round_and_the_last_action():
    """For the table: the last action (all are public), each lot's pips, each sale's tiles and
    the wild's place, and one summary per finished round (lots, thrown tiles, money)."""
    game = table(players=2, first=1)
    assert game.view(0)["last"] is None and game.view(0)["history"] == []
    stack(game, "MAI", "EEEAARRSSU")
    roll(game, 3)
    view = game.view(0)
    assert view["last"] == {"seat": 1, "action": {"type": "roll"}, "turn": 1}
    assert view["lot_pips"] == [view["lot_pips"][0], 4] and view["lot_prices"][1] == 16
    act(game, 1, "buy")
    act(game, 0, "reject")
    sell(game, 1, "MAIS", wild=3)
    sale = game.view(0)["sales"][-1]
    assert sale["tiles"] == ["A", "I", "M"] and sale["wild"] is True and sale["wild_at"] == 3
    assert game.view(0)["last"]["action"] == {"type": "sell", "word": "MAIS", "wild": 3}
    act(game, 1, "done")
    act(game, 0, "done")
    history = game.view(0)["history"]
    assert len(history) == 1
    summary = history[0]
    assert summary["round"] == 1 and summary["count"] == 3 and summary["first"] == 1
    assert summary["fates"][1] == {"fate": "bought", "tiles": ["A", "I", "M"], "price": 16, "seat": 1}
    assert summary["fates"][0]["fate"] == "rejected"
    assert summary["money_before"] == [200, 200] and summary["money"] == game.money
    assert summary["thrown"] == [[], []] and summary["lost"] == [[], []]
    # tiles thrown away over the limit are kept in the round's summary
    game = table(players=1)
    stack(game, "EEEAA", "RRSSU")
    roll(game, 5)
    act(game, 0, "buy")
    act(game, 0, "done")
    roll(game, 5)
    act(game, 0, "buy")
    act(game, 0, "discard", tiles=["A", "E"])
    act(game, 0, "done")
    assert game.view(0)["history"][-1]["thrown"] == [["A", "E"]]


# ----------------------------------------------------------------------------- undo boundaries
# Board Game Arena's policy (Game.undo_target): never back past chance or hidden information
# shown. In BuyWord lots and bought tiles lie face up, so the only barriers are the die roll
# (chance) and the lot draw (tiles from the shuffled bag, after a roll or a chosen count).
def test_undo_the_die_roll_is_never_undone():
    """Rolling the die is chance: the roll (here a CHOICE, which draws no tile yet) is never
    undone, by the roller or through a computer's move."""
    game = table(players=2, first=0)
    roll(game, "choice")
    assert game.phase == "choose" and game.barrier == 1
    assert game.undo_target(0) == (None, "core.undo.hidden")
    assert game.undo_target(1, humans=[1]) == (None, "core.undo.hidden")


def test_undo_the_lot_draw_is_never_undone_but_buying_or_rejecting_may_be():
    """Choosing a count after a CHOICE draws the lots from the bag: that choice is never undone.
    Buying or rejecting a lot shows nothing hidden: either may be undone, with the computers'
    moves after it, never into another person's turn."""
    game = table(players=2, first=0)
    roll(game, "choice")
    act(game, 0, "choose", count=3)
    assert game.phase == "buy" and game.barrier == 2
    assert game.undo_target(0) == (None, "core.undo.hidden")
    act(game, 0, "buy" if game.lot_price(0) <= game.money[0] else "reject")
    assert game.undo_target(0) == (2, "")
    act(game, 1, "reject")
    assert game.undo_target(1) == (3, "")
    assert game.undo_target(0, humans=[0]) == (2, "")
    assert game.undo_target(0, humans=[0, 1]) == (None, "core.undo.other_person")
    assert game.barrier == 2
