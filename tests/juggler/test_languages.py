"""Juggler in English and German (issue 20): the reconstructed editions, their scoring, and
tables whose words are those of their language."""

import random
from collections import Counter

import pytest

import pyengine
from pyengine import lexicon
from pyengine.juggler import rules
from pyengine.juggler.game import JugglerGame
from pyengine.juggler.materials import BOX, EDITIONS, edition
from tests.helpers.protocol import play_random
from tests.juggler.test_properties import pick

NO_TAKE = {"type": "no_take"}


def test_each_language_plays_72_of_the_boxs_80_cards():
    # « Le jeu français utilise 72 des cartes (8 cartes ne sont pas utilisées) »; Tapis
    # reconstructs the other two languages the same way (materials.py).
    assert sum(BOX.values()) == 80
    most = Counter()
    for code in ("fr", "en", "de"):
        ed = edition(code)
        assert len(ed.cards) == 72, code
        assert all(n <= BOX[letter] for letter, n in ed.letter_count.items()), code
        assert sum(BOX.values()) - len(ed.cards) == 8
        for letter, n in ed.letter_count.items():
            most[letter] = max(most[letter], n)
        assert set(ed.vowel_letters) == set("AEIOU")
    assert dict(most) == BOX  # the box holds what the most demanding language needs
    assert "W" not in edition("fr").letter_value and "W" in edition("en").letter_value


def test_french_edition_is_unchanged():
    assert EDITIONS["fr"]["vowels"][0] == ("E", 10, 1)
    assert rules.score("CHEVEU", "") == 17 and rules.score("CHEVAUX", "") == 25


@pytest.mark.parametrize("code,word,unused,points", [
    ("en", "QUIZ", "", 10 + 2 + 1 + 10),
    ("en", "JINX", "E", 8 + 1 + 1 + 8 - 1),
    ("en", "WHY", "", 4 + 2 + 4),
    ("de", "HAUS", "", 2 + 1 + 1 + 1),
    ("de", "STRASSE", "", 7),
    ("de", "QUIZ", "", 10 + 1 + 1 + 4),
    ("de", "FUESSE", "Y", 0),  # F4 U1 E1 S1 S1 E1 = 9, less Y 10: never below zero
])
def test_scoring_in_each_language(code, word, unused, points):
    assert rules.score(word, unused, code) == points
    assert rules.is_valid_word(word, code)


def _ids(ed, letters, used):
    out = []
    for ch in letters:
        card = next(c for c in ed.cards if ed.letter[c] == ch and c not in used)
        used.add(card)
        out.append(card)
    return out


def _table(code, hands):
    ed = edition(code)
    used = set()
    ids = [_ids(ed, h, used) for h in hands]
    return JugglerGame.position(len(hands), ids, options={"language": code})


@pytest.mark.parametrize("code,hand,other_lang", [("en", "JINX", "fr"), ("de", "HAUS", "fr"),
                                                  ("de", "KATZE", "en")])
def test_a_whole_hand_word_of_the_tables_language_is_announced(code, hand, other_lang):
    game = _table(code, [hand, "RSTLNE"])
    assert game.edition == code and game.view(0)["edition"] == code
    game.apply(0, NO_TAKE)
    announce = [a for a in game.legal_actions(0) if a["type"] == "announce" and a["lay"] is None]
    assert [rules.spelling(a["cards"], code) for a in announce] == [hand]
    assert not lexicon.is_word(hand, other_lang)
    game.apply(0, announce[0])
    assert game.announcer == 0


def test_a_french_word_is_not_a_word_at_an_english_table():
    game = _table("en", ["CHEVAUX", "RSTLNE"])
    game.apply(0, NO_TAKE)
    assert not [a for a in game.legal_actions(0) if a["type"] == "announce" and a["lay"] is None]


@pytest.mark.parametrize("code", ["en", "de"])
def test_random_games_in_each_language_keep_their_edition(code):
    for seed in range(3):
        game = pyengine.new_game("juggler", players=3, seed=seed, options={"language": code})
        play_random(game, random.Random(seed), illegal_every=7, roundtrip_every=50, pick=pick)
        assert game.edition == code
        for row in game.history:
            for line in row["lines"]:
                if line["valid"]:
                    assert lexicon.is_word(line["word"], code)


def test_the_option_defaults_to_french():
    game = pyengine.new_game("juggler", players=2, seed=1)
    assert game.edition == "fr" and game.options["language"] == "fr"
