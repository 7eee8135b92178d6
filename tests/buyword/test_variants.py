"""The honour rule and the « Règles avancées », each played on a stacked bag."""

import pytest

import pyengine
from pyengine import lexicon
from tests.helpers.protocol import assert_refused

from .scripted import act, kinds, only, roll, sell, stack, table


def money_total(game):
    return sum(game.money) + game.bank


def to_selling(game, *lots):
    """Stack the lots, roll their size, everyone buys: the first player is selling."""
    stack(game, *lots)
    roll(game, len(lots[0]))
    for seat in list(game.queue):
        act(game, seat, "buy")
    assert game.phase == "sell"


# ----------------------------------------------------------------------------- honour
def test_honour_an_invalid_word_sells_until_challenged():
    """Honour mode: any word can be sold; « dans le cas où un joueur défie le mot d'un autre, le
    perdant doit payer 20$ de pénalité ». A word found invalid is taken back."""
    game = table(players=3, options={"check_words": "honour"})
    to_selling(game, "ZEU", "LES", "AIR")
    total = money_total(game)
    assert not lexicon.is_word("ZEU")
    events = sell(game, 0, "ZEU")
    assert events[0]["price"] == 36 and game.money[0] == 200 - 36 + 36
    assert game.phase == "review" and game.to_move() == [1]  # clockwise from the seller's left
    assert {a["type"] for a in game.legal_actions(1)} == {"accept", "challenge"}
    act(game, 1, "accept")
    events = act(game, 2, "challenge")
    assert kinds(events) == ["challenge_won"]
    assert game.hands[0] == ["E", "U", "Z"] and game.money[0] == 200 - 36 - 20
    assert game.money[2] == 200 - 9
    assert game.phase == "sell" and game.to_move() == [0] and game.sales == []
    assert money_total(game) == total
    # caught once, ZEU cannot be offered again this round (it would be challenged forever)
    with pytest.raises(pyengine.IllegalAction) as error:
        game.check(0, {"type": "sell", "word": "ZEU", "wild": None})
    assert error.value.key == "buyword.error.refused_again" and error.value.params == {"word": "ZEU"}
    assert_refused(game, 0, {"type": "sell", "word": "ZEU", "wild": None})


def test_honour_a_valid_word_costs_the_challenger():
    game = table(players=2, options={"check_words": "honour"})
    to_selling(game, "LES", "AIR")
    sell(game, 0, "LES")
    events = act(game, 1, "challenge")
    assert kinds(events) == ["challenge_lost"]
    assert game.money == [200 - 9 + 9, 200 - 9 - 20]
    assert game.phase == "sell" and game.hands[0] == []


def test_honour_challenger_needs_twenty_dollars_and_a_poor_seller_pays_what_he_has():
    game = table(players=2, options={"check_words": "honour"})
    to_selling(game, "JKW", "AIR")
    game.money[1] = 19
    game.bank += 200 - 9 - 19
    sell(game, 0, "WKJ")
    assert {a["type"] for a in game.legal_actions(1)} == {"accept"}
    assert_refused(game, 1, {"type": "challenge"})
    act(game, 1, "accept")
    # the seller spends down to $4, then sells nonsense and is caught
    game.money[0], game.bank = 4, game.bank + (200 - 144 + 144) - 4
    game.money[1] = 100
    game.bank -= 81
    to_check = money_total(game)
    stack(game, "EE")
    game.hands[0] += ["E", "E"]
    game.bag.remove("E")
    game.bag.remove("E")
    sell(game, 0, "EE")
    events = act(game, 1, "challenge")
    assert game.money[0] == 0 and game.hands[0] == ["E", "E"]
    assert money_total(game) == to_check
    # he had $4 of the $20: he owes the bank the other $16
    assert kinds(events) == ["challenge_won", "debt"] and events[-1]["amount"] == 16
    assert game.debts == [16, 0] and game.view(1)["debts"] == [16, 0]


def test_honour_a_penniless_cheat_pays_the_rest_from_his_next_sales_or_at_the_end():
    """« le perdant doit payer 20$ de pénalité », even with no money: the bank withholds what he
    owes from his next sales (taken back with a sale that is undone), and what is left at the
    end counts against his total."""
    game = table(players=2, options={"check_words": "honour"})
    to_selling(game, "JKW", "AIR")
    game.bank += game.money[0]
    game.money[0] = 0
    for tile in "EEET":
        game.bag.remove(tile)
    game.hands[0] = sorted(game.hands[0] + list("EEET"))  # J K W E E E T
    sell(game, 0, "EE")
    act(game, 1, "challenge")
    assert game.debts[0] == 20 and game.money[0] == 0
    events = sell(game, 0, "ET")  # $4: all of it goes to the debt
    assert {k: events[-1][k] for k in ("type", "seat", "amount", "left")} == \
        {"type": "debt_paid", "seat": 0, "amount": 4, "left": 16}
    assert game.money[0] == 0 and game.debts[0] == 16
    act(game, 1, "accept")
    sell(game, 0, "KW")  # $64 of nonsense: $16 withheld, $48 paid...
    assert game.money[0] == 48 and game.debts[0] == 0
    act(game, 1, "challenge")  # ...and all of it taken back: the $16 is owed again, plus $20
    assert game.money[0] == 0 and game.debts[0] == 16 + 20
    assert money_total(game) == 2 * 200 + 10_000
    game.last_round = True
    act(game, 0, "done")
    act(game, 1, "done")
    assert game.is_over() and game.outcome()["scores"][0] == game.money[0] - 36


def test_strict_is_the_default_and_solo_has_no_review():
    game = table(players=1, options={"theme": "sport"})
    to_selling(game, "LES")
    sell(game, 0, "LES")
    assert game.phase == "sell"  # self-declared theme: nobody to ask
    # the honour rule needs someone to challenge: alone, the option does not apply
    solo = pyengine.new_game("buyword", players=1, options={"check_words": "honour"})
    assert solo.options["check_words"] == "strict" and not solo.honour


# ----------------------------------------------------------------------------- auction
def test_auction_bidding_clockwise_and_the_sellers_last_word():
    """« La première enchère doit être au moins égale à la moitié de la valeur normale du lot,
    arrondi au-dessus. [...] Le vendeur a alors la possibilité de surenchérir sur l'enchère
    finale [...] il doit en payer le prix à la banque et non au vendeur. »"""
    game = table(players=3, options={"auction": True})
    stack(game, "MAI", "LES", "RUE")
    roll(game, 3)
    total = money_total(game)
    assert {"type": "auction"} in game.legal_actions(0)
    events = act(game, 0, "auction")
    assert events[0]["min"] == 8  # MAI: 4 pips → $16, half is 8
    assert game.phase == "auction" and game.to_move() == [1]
    assert_refused(game, 1, {"type": "bid", "amount": 7})
    act(game, 1, "bid", amount=8)
    assert game.to_move() == [2]
    assert_refused(game, 2, {"type": "bid", "amount": 8})
    act(game, 2, "bid", amount=12)
    act(game, 1, "pass")  # a pass is final; seat 2 holds the last bid
    assert game.phase == "top" and game.to_move() == [0]
    assert game.view(0)["auction"]["top_price"] == 13
    events = act(game, 0, "top")
    assert kinds(events) == ["auction_top"]
    assert game.money == [187, 200, 200] and game.hands[0] == ["A", "I", "M"]
    assert game.phase == "buy" and game.to_move() == [1]
    assert money_total(game) == total


def test_auction_won_by_a_bidder_who_pays_the_bank():
    game = table(players=3, options={"auction": True})
    stack(game, "MAI", "LES", "RUE")
    roll(game, 3)
    act(game, 0, "auction")
    act(game, 1, "pass")
    act(game, 2, "bid", amount=30)
    act(game, 0, "decline")
    assert game.money == [200, 200, 170] and game.hands[2] == ["A", "I", "M"]
    assert game.fates[0] == {"fate": "auctioned", "tiles": ["A", "I", "M"], "price": 30, "seat": 2}


def test_auction_nobody_bids():
    """Nobody bids: there is no « enchère finale » to top, so the seller may buy the lot at its
    normal price, as without the auction ($16 for MAI, not the $8 opening bid), or it leaves
    the game."""
    game = table(players=2, options={"auction": True})
    stack(game, "MAI", "LES")
    roll(game, 3)
    act(game, 0, "auction")
    act(game, 1, "pass")
    prompt = game.view(0)["you"]["prompt"]
    assert prompt == {"key": "buyword.prompt.top_nobody", "amount": 16}
    assert game.view(0)["auction"]["top_price"] == 16
    events = act(game, 0, "top")
    assert game.money[0] == 200 - 16 and game.hands[0] == ["A", "I", "M"]
    assert events[0]["amount"] == 16
    act(game, 1, "auction")
    act(game, 0, "pass")
    events = act(game, 1, "decline")
    assert kinds(events)[0] == "auction_void" and game.discarded[-3:] == ["E", "L", "S"]


def test_bids_are_limited_by_money():
    game = table(players=2, options={"auction": True})
    stack(game, "JKW", "LES")
    roll(game, 3)
    act(game, 0, "auction")
    game.money[1], game.bank = 50, game.bank + 150
    assert_refused(game, 1, {"type": "bid", "amount": 71})  # opening bid is 72
    assert game.legal_actions(1) == [{"type": "pass"}]
    act(game, 1, "pass")
    game.money[0], game.bank = 100, game.bank + 100
    assert game.legal_actions(0) == [{"type": "decline"}]  # $144 at the normal price: too dear
    assert_refused(game, 0, {"type": "top"})
    act(game, 0, "decline")
    assert game.money[0] == 100 and game.fates[0]["fate"] == "rejected"


# ----------------------------------------------------------------------------- exchange, sale
def test_exchange_of_whole_lots_without_money():
    """« L'échange doit concerner l'ensemble du lot tiré [...] Aucune somme d'argent ne peut être
    échangée à cette occasion. »"""
    game = table(players=3, options={"trade": "exchange"})
    stack(game, "MAI", "LES", "RUE")
    roll(game, 3)
    assert game.phase == "trade" and game.to_move() == [0]
    assert_refused(game, 0, {"type": "offer", "to": 1, "pay": 5})
    assert_refused(game, 0, {"type": "offer", "to": 0, "pay": 0})
    act(game, 0, "offer", to=2, pay=0)
    assert game.phase == "answer" and game.to_move() == [2]
    act(game, 2, "accept")
    assert game.lots == [["E", "R", "U"], ["E", "L", "S"], ["A", "I", "M"]]
    assert game.to_move() == [0]
    assert_refused(game, 0, {"type": "offer", "to": 2, "pay": 0})  # one offer per partner
    act(game, 0, "offer", to=1, pay=0)
    act(game, 1, "refuse")
    act(game, 0, "pass")
    act(game, 1, "pass")
    act(game, 2, "pass")
    assert game.phase == "buy" and game.to_move() == [0]


def test_sale_exchange_with_money_either_way():
    game = table(players=2, options={"trade": "sale"})
    stack(game, "MAI", "LES")
    roll(game, 3)
    total = money_total(game)
    act(game, 0, "offer", to=1, pay=-15)  # seat 0 asks for $15 on top of the swap
    assert game.view(1)["you"]["prompt"]["key"] == "buyword.prompt.answer_pay"
    act(game, 1, "accept")
    assert game.money == [215, 185] and game.lots == [["E", "L", "S"], ["A", "I", "M"]]
    assert_refused(game, 0, {"type": "offer", "to": 1, "pay": 300})
    act(game, 0, "pass")
    act(game, 1, "offer", to=0, pay=500 - 315)  # 185: everything seat 1 has
    act(game, 0, "accept")
    assert game.money == [400, 0] and money_total(game) == total


# ----------------------------------------------------------------------------- draft
def test_tile_choice_draft():
    """« Le donneur tire du sac un nombre de tuiles égal à la valeur du dé multiplié par le
    nombre de joueurs. Puis, en commençant par le donneur et en continuant dans le sens
    horaire, les joueurs prennent à tour de rôle une tuile »."""
    game = table(players=2, options={"draft": True}, first=1)
    stack(game, "ZAEI")
    events = roll(game, 2)
    assert kinds(events)[-1] == "pool" and sorted(game.pool) == ["A", "E", "I", "Z"]
    assert game.phase == "draft" and game.to_move() == [1]
    assert_refused(game, 1, {"type": "pick", "tile": "Q"})
    act(game, 1, "pick", tile="Z")
    assert game.to_move() == [0]
    act(game, 0, "pick", tile="E")
    act(game, 1, "pick", tile="A")
    act(game, 0, "pick", tile="I")
    assert game.lots == [["E", "I"], ["A", "Z"]] and game.phase == "buy" and game.to_move() == [1]
    assert game.lot_price(1) == 25


# ----------------------------------------------------------------------------- theme
def test_theme_vote_computer_players_abstain():
    """A declared theme, judged by the other players: the sale stands unless the noes outnumber
    the yeses."""
    game = table(players=3, options={"theme": "sport"})
    to_selling(game, "BUT", "LES", "AIR")
    sell(game, 0, "BUT")
    assert game.phase == "review" and game.to_move() == [1]
    assert {a["type"] for a in game.legal_actions(1)} == {"accept", "refuse", "abstain"}
    prompt = game.view(1)["you"]["prompt"]
    assert prompt["key"] == "buyword.prompt.review_theme" and prompt["theme"]["key"] == "buyword.theme.sport"
    act(game, 1, "refuse")
    act(game, 2, "abstain")  # one no, no yes: undone
    assert game.sales == [] and game.hands[0] == ["B", "T", "U"] and game.money[0] == 200 - 25
    assert game.refused[-1]["bad"] == ["BUT"]
    sell(game, 0, "TU")
    act(game, 1, "refuse")
    act(game, 2, "accept")  # a tie stands
    assert len(game.sales) == 1 and game.money[0] == 200 - 25 + 4


def test_a_sale_the_table_refused_cannot_be_offered_again_that_round():
    """The theme vote turned BUT down: the same seller may not offer it again this round (the
    engine refuses it, the word builder says why); another word is fine, and BUT is free again
    the next round."""
    game = table(players=3, options={"theme": "sport"})
    to_selling(game, "BUT", "LES", "AIR")
    sell(game, 0, "BUT")
    act(game, 1, "refuse")
    act(game, 2, "refuse")
    again = {"type": "sell", "word": "BUT", "wild": None}
    with pytest.raises(pyengine.IllegalAction) as error:
        game.check(0, again)
    assert error.value.key == "buyword.error.refused_again" and error.value.params == {"word": "BUT"}
    assert_refused(game, 0, again)
    assert game.quote(0, again)["error"]["key"] == "buyword.error.refused_again"
    assert again not in game.legal_actions(0)
    act(game, 0, "done")
    for seat in (1, 2):
        act(game, seat, "done")
    assert game.round == 2 and game.refused[-1]["round"] == 1
    assert game.quote(0, again)["error"]["key"] == "buyword.error.not_selling_now"  # not refused any more


def test_theme_with_honour_a_failed_challenge_still_goes_to_the_vote():
    game = table(players=3, options={"theme": "games", "check_words": "honour"})
    to_selling(game, "BUT", "LES", "AIR")
    sell(game, 0, "BUT")
    act(game, 1, "challenge")
    assert game.money[1] == 200 - 9 - 20 and game.to_move() == [2]
    assert {a["type"] for a in game.legal_actions(2)} == {"accept", "refuse", "abstain"}
    act(game, 2, "refuse")
    assert game.sales == []  # the challenger's turn was his challenge: one no, no yes


# ----------------------------------------------------------------------------- long game
def test_long_game_refills_the_bag_with_sold_letters_not_wilds():
    """« remettre les lettres des mots revendus dans le sac lorsque celui-ci est vide (mais pas
    les jokers) »."""
    game = table(players=1, options={"long_game": 1})
    only(game, "MASON")
    events = roll(game, 5)
    assert "last_round" not in kinds(events)  # sold letters will refill it
    act(game, 0, "buy")
    sell(game, 0, "MAISON", wild=2)
    act(game, 0, "done")
    assert not game.last_round and game.bag == []
    events = roll(game, 3)
    refill = next(e for e in events if e["type"] == "refill")
    assert refill["n"] == 5 and game.refills_left == 0
    assert sorted(game.lots[0] + game.bag) == ["A", "M", "N", "O", "S"]
    assert game.last_round is False  # two tiles are left in the bag
    act(game, 0, "reject")
    act(game, 0, "done")
    roll(game, 3)
    assert game.last_round


# ----------------------------------------------------------------------------- crossword
def crossword_table(players=2, **options):
    return table(players=players, options={"crossword": True, **options})


def test_crossword_first_word_anywhere_then_crossing():
    game = crossword_table()
    to_selling(game, "MASON", "OUSLE")
    assert_refused(game, 0, {"type": "sell", "word": "MAISON", "wild": 2})  # needs row/col/dir
    events = sell(game, 0, "MAISON", wild=2, row=4, col=-3, dir="across")
    assert events[0]["price"] == 49
    grid = game.view(0)["grid"]
    assert grid["bounds"] == {"top": 4, "bottom": 4, "left": -3, "right": 2}
    assert [c["letter"] for c in grid["cells"]] == list("MAISON")
    assert grid["cells"][2]["wild"] is True and grid["cells"][2]["pips"] == 1
    assert grid["words"] == [{"word": "MAISON", "row": 4, "col": -3, "dir": "across", "seat": 0}]
    act(game, 0, "done")
    # seat 1: SOUS down through the S of MAISON (column 0)
    with pytest.raises(pyengine.IllegalAction) as error:
        sell(game, 1, "SOUS", row=7, col=5, dir="down")
    assert error.value.key == "buyword.error.must_cross"
    events = sell(game, 1, "SOUS", row=4, col=0, dir="down")
    assert events[0]["price"] == 16  # the reused S counts
    assert game.hands[1] == ["E", "L"] and game.money[1] == 200 - 25 + 16


def test_crossword_the_dealer_lays_first_then_clockwise():
    """« Le donneur est le premier à poser puis on continue dans le sens horaire »: the first
    player of the round (who rolled the die) lays the first word, then the seats to his left."""
    game = table(players=3, options={"crossword": True}, first=2)
    to_selling(game, "MASON", "LESTU", "AIRES")
    assert game.first == 2 and game.to_move() == [2] and game.hands[2] == sorted("MASON")
    for seat in (0, 1):  # not their turn to lay
        assert_refused(game, seat, {"type": "sell", "word": "LES", "wild": None, "row": 0, "col": 0, "dir": "across"})
    sell(game, 2, "MAISON", wild=2, row=0, col=0, dir="across")
    assert game.grid_words[0]["seat"] == 2
    act(game, 2, "done")
    assert game.to_move() == [0]
    act(game, 0, "done")
    assert game.to_move() == [1]
    act(game, 1, "done")
    assert game.round == 2 and game.first == 0 and game.to_move() == [0]  # the die passes left


def test_crossword_one_wild_per_word_counts_the_wild_on_the_grid():
    """« une seule tuile joker peut être utilisée [...] (Une seule par mot) »: IL down through
    MAISON's wild I may not take a second wild; with the L tile it sells."""
    game = crossword_table()
    to_selling(game, "MASON", "LEUTS")
    sell(game, 0, "MAISON", wild=2, row=0, col=0, dir="across")
    act(game, 0, "done")
    action = {"type": "sell", "word": "IL", "wild": 1, "row": 0, "col": 2, "dir": "down"}
    with pytest.raises(pyengine.IllegalAction) as error:
        game.check(1, action)
    assert error.value.key == "buyword.error.two_wilds" and error.value.params == {"word": "IL"}
    assert_refused(game, 1, action)
    assert game.quote(1, action)["error"]["key"] == "buyword.error.two_wilds"
    events = sell(game, 1, "IL", row=0, col=2, dir="down")
    assert events[0]["price"] == (1 + 1) ** 2 and game.wilds[1] == 4


def test_crossword_every_word_made_is_sold_and_reused_letters_count():
    """« Lorsque plusieurs mots sont créés ou allongés, chacun de ces mots est vendu à sa valeur
    appropriée. »   L E S
                      T U     TU laid across from the T also makes SU down."""
    game = crossword_table(players=1)
    to_selling(game, "LESTU")
    sell(game, 0, "LES", row=0, col=0, dir="across")
    events = sell(game, 0, "ET", row=0, col=1, dir="down")
    assert events[0]["price"] == 4  # E reused + T
    assert lexicon.is_word("SU") and lexicon.is_word("TU")
    events = sell(game, 0, "TU", row=1, col=1, dir="across")
    assert sorted((e["word"], e["price"]) for e in events if e["type"] == "sell") == [("SU", 4), ("TU", 4)]
    assert events[-1]["type"] == "sell_total" and events[-1]["price"] == 8
    assert game.hands[0] == [] and game.sold == ["E", "L", "S", "T", "U"]


def test_crossword_a_hook_sells_the_word_it_lengthens():
    """« Lorsque plusieurs mots sont créés ou allongés, chacun de ces mots est vendu à sa valeur
    appropriée »: SE laid down from the end of MAISON sells SE and MAISONS ($4 + $64)."""
    game = crossword_table()
    to_selling(game, "MASON", "LESTU")
    sell(game, 0, "MAISON", wild=2, row=0, col=0, dir="across")
    act(game, 0, "done")
    money = game.money[1]
    events = sell(game, 1, "SE", row=0, col=6, dir="down")
    assert [(e["word"], e["price"]) for e in events if e["type"] == "sell"] == [("SE", 4), ("MAISONS", 64)]
    assert game.money[1] == money + 68 and game.hands[1] == ["L", "T", "U"]
    assert {(r, c, letter) for r, c, letter, _ in game.cells[-2:]} == {(0, 6, "S"), (1, 6, "E")}
    # one cell further, it touches nothing
    with pytest.raises(pyengine.IllegalAction) as error:
        sell(game, 1, "TU", row=0, col=8, dir="down")
    assert error.value.key == "buyword.error.must_cross"


def test_crossword_strict_refuses_a_placement_making_a_nonword():
    """A French table refuses a placement whose incidental word is not a word (strict mode).
       L E Z
         T A     TA across would make ZA down."""
    game = crossword_table(players=1)
    to_selling(game, "AEIOU")
    game.cells = [[0, 0, "L", False], [0, 1, "E", False], [0, 2, "Z", False], [1, 1, "T", False]]
    assert not lexicon.is_word("ZA")
    with pytest.raises(pyengine.IllegalAction) as error:
        sell(game, 0, "TA", row=1, col=1, dir="across")
    assert error.value.key == "buyword.error.not_a_word" and error.value.params == {"word": "ZA"}
    quote = game.quote(0, {"word": "TA", "wild": None, "row": 1, "col": 1, "dir": "across"})
    assert quote["ok"] is False and quote["price"] == 4 + 25
    assert {w["word"]: w["valid"] for w in quote["words"]} == {"TA": True, "ZA": False}


def test_crossword_honour_challenge_lifts_the_placement():
    game = crossword_table(players=2, check_words="honour")
    to_selling(game, "LESTZ", "AIRES")
    sell(game, 0, "ZEST", row=0, col=0, dir="across")
    act(game, 1, "accept")
    sell(game, 0, "LZ", row=-1, col=0, dir="down")  # L above Z: LZ is not a word
    assert len(game.cells) == 5
    act(game, 1, "challenge")
    assert len(game.cells) == 4 and game.hands[0] == ["L"] and len(game.grid_words) == 1
