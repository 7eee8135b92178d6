"""BuyWord in English (issue 20): the table's language sets the words and the bag; the
rule book's English prices with English words; a bag apart from the language to mix."""

import pytest

import pyengine
from pyengine import bots
from tests.buyword.scripted import act, give, roll, sell, stack, table


def test_the_language_sets_words_and_bag():
    game = pyengine.new_game("buyword", players=2, seed=1, options={"language": "en"})
    assert game.lang == "en" and game.bag_name == "en"
    assert game.view(0)["language"] == "en" and game.view(0)["pips"]["W"] == 3
    default = pyengine.new_game("buyword", players=2, seed=1)
    assert default.lang == "fr" and default.bag_name == "fr"
    mixed = pyengine.new_game("buyword", players=2, seed=1, options={"language": "en", "bag": "fr"})
    assert mixed.lang == "en" and mixed.bag_name == "fr"


@pytest.mark.parametrize("tiles,word,price", [
    # D+E+S = $16 (the English edition's sourced price); its one anagram in SCOWL, SED, is no
    # word-game word since issue 28 (not in ENABLE), so only the lot's price is checked
    ("DES", None, 16),
    ("MBL", None, 64),        # M+B+L = $64: no English word, the lot's price
])
def test_the_english_prices_with_english_words(tiles, word, price):
    game = table(players=1, options={"language": "en"})
    stack(game, tiles)
    roll(game, len(tiles))
    assert game.view(0)["lot_prices"] == [price]
    if word is None:
        return
    act(game, 0, "buy")
    events = sell(game, 0, word)
    assert events[0]["type"] == "sell" and events[0]["price"] == price


def test_enjoyed_sells_for_169_at_an_english_table():
    # « Exemple Enjoyed : 13 points, la valeur est 169 13*13 »
    game = table(players=1, options={"language": "en"})
    give(game, 0, "ENJOY")  # bought in earlier rounds
    stack(game, "ED")
    roll(game, 2)
    act(game, 0, "buy")
    events = sell(game, 0, "ENJOYED")
    assert events[0]["type"] == "sell" and events[0]["price"] == 169


def test_an_english_table_refuses_french_words_and_a_french_one_english_words():
    game = table(players=1, options={"language": "en"})
    stack(game, "MASON")
    roll(game, 5)
    act(game, 0, "buy")
    assert game.quote(0, {"word": "MASON", "wild": None})["ok"] is True
    assert game.quote(0, {"word": "MAISON", "wild": 2})["error"]["key"] == "buyword.error.not_a_word"
    french = table(players=1)
    stack(french, "MASON")
    roll(french, 5)
    act(french, 0, "buy")
    assert french.quote(0, {"word": "MASON", "wild": None})["error"]["key"] == "buyword.error.not_a_word"


def test_computer_players_sell_english_words_at_an_english_table():
    from pyengine import lexicon
    game = pyengine.new_game("buyword", players=2, seed=5, options={"language": "en"})
    n = 0
    while not game.is_over() and n < 400:
        seat = game.to_move()[0]
        game.apply(seat, bots.choose(game, seat, "normal", 1000 + n))
        n += 1
    sold = [w for s in game.sales for w, _ in s["words"]]
    assert sold and all(lexicon.is_word(w, "en") for w in sold)
    assert any(not lexicon.is_word(w, "fr") for w in sold)
