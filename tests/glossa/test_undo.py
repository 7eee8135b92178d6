"""Undo boundaries in Glossa (issue 9), on scripted deals.

Board Game Arena's policy (``Game.undo_target``): undo never goes back past a chance event or
hidden information shown, nor into another person's turn. In Glossa the barriers are:

- a new deal (a shuffle, or cards dealt from the stock in the continuous deal);
- an exchange that draws cards from the stock (« servi », keeping one's hand, draws nothing);
- the showdown (the words of the players still in are shown);
- an uncontested player showing his word (concealing it shows nothing).

Entering, sitting out, the secret word, checks, bets, calls, raises, folds and loans show no
hidden card: they may be undone until one of those points.
"""

import pytest

from tests.glossa.scripted import (CALL, CHECK, CONCEAL, ENTER, FOLD, SERVED, SHOW, SIT_OUT, bet,
                                   everyone, exchange, play, raise_, rigged, word)

HIDDEN = (None, "core.undo.hidden")


def three_at_the_table(chips=None):
    """Seat 0 speaks first with WHIST, then BOUCLES and ENTRERA; everyone enters and is served."""
    game = rigged([list("WHISTKZ"), list("BOUCLES"), list("ENTRERA")], dealer=2, chips=chips)
    everyone(game, ENTER)
    everyone(game, SERVED)
    return game


def heads_up(chips=(2900, 100)):
    """Two players, words chosen: seat 0 WHIST, seat 1 BOUCLES. Seat 1, short of chips, may ask
    for a loan after the deal, so the deal's end does not start the next one in the same action."""
    game = rigged([list("WHISTKZ"), list("BOUCLES")], dealer=1, chips=list(chips))
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word(*"WHIST")), (1, word(*"BOUCLES")))
    return game


def test_undo_entering_or_sitting_out_may_be_undone_but_never_into_another_persons_turn():
    """The entry shows nothing: each player may take back his choice, with the computers'
    choices after it; in hot seat never past another person's choice."""
    game = rigged([list("WHISTKZ"), list("BOUCLES"), list("ENTRERA")], dealer=2)
    game.apply(0, ENTER)
    assert game.undo_target(0) == (0, "")
    game.apply(1, SIT_OUT)
    assert game.undo_target(1) == (1, "")
    assert game.undo_target(0, humans=[0]) == (0, "")
    assert game.undo_target(0, humans=[0, 1]) == (None, "core.undo.other_person")
    game.apply(2, ENTER)
    assert game.phase == "exchange" and game.undo_target(2) == (2, "")
    assert game.undo_target(1, humans=[1]) == (1, "")
    assert game.barrier == 0


def test_undo_a_word_a_check_a_bet_a_call_a_raise_or_a_fold_may_be_undone_while_no_card_is_shown():
    """The secret word and every betting move show no card: each may be undone, with the
    computers' moves after it, until a card is shown; never into another person's turn."""
    game = three_at_the_table()
    start = len(game.actions)
    moves = [(0, word(*"WHIST")), (1, word(*"BOUCLES")), (2, word(*"ENTRERA")),
             (0, CHECK), (1, bet(50)), (2, CALL), (0, raise_(20)), (1, FOLD)]
    for index, (seat, action) in enumerate(moves, start):
        game.apply(seat, action)
        assert game.undo_target(seat) == (index, ""), action
        assert game.barrier == 0
    assert game.phase == "betting" and game.to_move() == [2]
    assert game.undo_target(2, humans=[2]) == (start + 5, ""), "the call, with the raise and fold after it"
    assert game.undo_target(2, humans=[0, 1, 2]) == (None, "core.undo.other_person")
    game.apply(2, FOLD)  # seat 0 is left alone: he takes the pot, nothing shown yet
    assert game.phase == "collect" and game.undo_target(2) == (len(game.actions) - 1, "")
    assert game.barrier == 0


def test_undo_being_served_may_be_undone_but_an_exchange_that_draws_cards_is_never_crossed():
    """Keeping one's hand draws nothing; discarding and drawing shows cards of the stock to the
    player: that exchange, and everything before it, is never undone."""
    game = rigged([list("WHISTKZ"), list("BOUCLES")], dealer=1)
    everyone(game, ENTER)
    game.apply(0, SERVED)
    assert game.undo_target(0) == (2, "") and game.barrier == 0
    game.apply(1, exchange("E", "S"))
    assert game.barrier == 4
    assert game.undo_target(1) == HIDDEN
    assert game.undo_target(0, humans=[0]) == HIDDEN
    game.apply(0, word(*"WHIST"))
    assert game.undo_target(0) == (4, "")


def test_undo_the_showdown_is_never_crossed():
    """The call that ends the betting shows the words of the players still in: it is never
    undone (here the deal ends in a break for loans, so no new deal is dealt in that action)."""
    game = heads_up()
    game.apply(0, bet(300))
    assert game.undo_target(0) == (6, "")
    game.apply(1, CALL)
    assert game.phase == "loans" and game.view(None)["last"]["kind"] == "showdown"
    assert game.barrier == len(game.actions)
    assert game.undo_target(1) == HIDDEN
    assert game.undo_target(0, humans=[0]) == HIDDEN


@pytest.mark.parametrize("answer, barrier", [(SHOW, True), (CONCEAL, False)])
def test_undo_showing_the_uncontested_word_is_never_crossed_but_concealing_it_may_be_undone(answer, barrier):
    """The player left alone takes the pot and shows his word (a barrier) or keeps it hidden
    (nothing shown: it may be undone while the deal ends in a break for loans)."""
    game = heads_up()
    play(game, (0, bet(50)), (1, FOLD))
    assert game.phase == "collect" and game.to_move() == [0]
    game.apply(0, answer)
    assert game.phase == "loans" and game.view(None)["last"]["shown"] is barrier
    last = len(game.actions) - 1
    assert game.undo_target(0) == (HIDDEN if barrier else (last, ""))


@pytest.mark.parametrize("continuous", [False, True])
def test_undo_a_new_deal_is_never_crossed(continuous):
    """Dealing the next hands (a shuffle, or the next cards of the stock in the continuous deal)
    happens in the action that ends the break or the deal: it is never undone. Here: the loan
    that ends the break (asking for it may be undone), a concealed pot, and a deal where
    everybody checks."""
    options = {"continuous_deal": continuous}
    game = rigged([list("WHISTKZ"), list("BOUCLES")], dealer=1, chips=[2900, 100], options=options)
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word(*"WHIST")), (1, word(*"BOUCLES")), (0, bet(50)), (1, FOLD), (0, CONCEAL))
    assert game.phase == "loans" and game.to_move() == [1] and game.barrier == 0
    game.apply(1, {"type": "borrow", "lender": 0, "amount": 100})  # asking shows nothing
    assert game.undo_target(1) == (len(game.actions) - 1, "")
    game.apply(0, {"type": "lend"})  # the last loan of the break: the next deal is dealt
    assert game.deal_no == 2 and game.barrier == len(game.actions)
    assert game.undo_target(0) == HIDDEN
    assert game.undo_target(1, humans=[1]) == HIDDEN

    game = rigged([list("WHISTKZ"), list("BOUCLES")], dealer=1, options=options)
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word(*"WHIST")), (1, word(*"BOUCLES")), (0, bet(50)), (1, FOLD))
    game.apply(0, CONCEAL)
    assert game.deal_no == 2 and game.undo_target(0) == HIDDEN

    game = rigged([list("WHISTKZ"), list("BOUCLES")], dealer=1, options=options)
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word(*"WHIST")), (1, word(*"BOUCLES")), (0, CHECK))
    assert game.undo_target(0) == (6, "")
    game.apply(1, CHECK)  # everybody checks: the stakes stay as cagnotte, next deal
    assert game.deal_no == 2 and game.undo_target(1) == HIDDEN
    assert game.undo_target(0, humans=[0]) == HIDDEN
