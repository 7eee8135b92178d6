"""Every Juggler sentence exists in French and English and formats without holes."""

import random
import re
from pathlib import Path

import pyengine
from pyengine.core import i18n
from pyengine.juggler import OPTIONS
from tests.juggler.test_properties import pick

SOURCE = Path(pyengine.__file__).parent / "juggler"
ALLOWED_TAGS = {"h3", "p", "ul", "ol", "li", "strong", "em"}


def test_every_message_key_used_by_the_engine_exists():
    source = (SOURCE / "game.py").read_text(encoding="utf-8")
    used = set(re.findall(r'"(juggler\.(?:error|event|deck)\.[a-z_]+)"', source))
    used |= {f"juggler.event.{kind}" for kind in re.findall(r'emit\(\s*"([a-z_]+)"', source)}
    used |= {f"juggler.deck.{d}" for d in ("vowels", "consonants")}
    assert len(used) > 30
    for key in used:
        assert i18n.has(key), key


def test_options_have_labels_help_and_choice_names():
    for option in OPTIONS:
        for suffix in ("", ".help"):
            assert i18n.has(f"juggler.option.{option.key}{suffix}"), option.key
        for choice in option.choices:
            assert i18n.has(f"juggler.option.{option.key}.{choice}")


def format_event(event, lang):
    params = {k: v for k, v in event.items() if k not in ("type", "turn", "seats")}
    for k in list(params):
        if k == "seat" or k.endswith("_seat"):
            params[k] = "Alice"
    return i18n.text(f"juggler.event.{event['type']}", lang, **params)


def test_every_event_of_random_games_reads_as_a_sentence():
    kinds = set()
    for seed in range(8):
        options = {"check_words": "honour"} if seed % 2 else {}
        game = pyengine.new_game("juggler", players=2 + seed % 3, seed=seed, options=options)
        rng = random.Random(seed)
        while not game.is_over():
            seat = game.to_move()[0]
            game.apply(seat, pick(game, seat, game.legal_actions(seat), rng))
        for event in game.events:
            kinds.add(event["type"])
            for lang in ("fr", "en"):
                line = format_event(event, lang)
                assert line != f"juggler.event.{event['type']}" and "{" not in line, (event, line)
    assert {"deal", "draw", "drawn", "take", "no_take", "lay", "keep", "announce", "reveal_start",
            "declared", "declared_word", "word", "no_word", "game_over", "invalid_word"} <= kinds


def test_errors_read_as_sentences():
    from pyengine.core import IllegalAction
    for key, params in [("juggler.error.deck_empty", {"deck": {"key": "juggler.deck.vowels"}}),
                        ("juggler.error.not_a_word", {"word": "CHEVUE"}),
                        ("juggler.error.already_announced", {"seat": "Alice"}),
                        ("juggler.error.not_in_hand", {"card": "K"})]:
        error = IllegalAction(key, **params)
        for lang in ("fr", "en"):
            assert "{" not in error.message(lang) and error.message(lang) != key
    assert IllegalAction("juggler.error.deck_empty", deck={"key": "juggler.deck.vowels"}).message("fr") == \
        "Il n'y a plus de carte dans le paquet rouge (voyelles)."


def test_in_app_rules_use_only_the_allowed_tags_and_state_the_readings():
    for lang in ("fr", "en"):
        html = i18n.text("juggler.rules", lang)
        assert set(re.findall(r"</?([a-z0-9]+)", html)) <= ALLOWED_TAGS
        assert html.count("<") == 2 * html.count("</")
        for example in ("CHEVEU", "CHAUVE", "CHEVREAU", "ECHEVEAU", "CHEVAUX", "CHEVEUX", "70"):
            assert example in html
    assert "reconstruction" in i18n.text("juggler.rules", "fr")
    assert "reconstruction" in i18n.text("juggler.rules", "en")
    assert "épuisés" in i18n.text("juggler.rules", "fr") and "40" in i18n.text("juggler.rules", "en")


def test_the_rules_name_exactly_the_one_letter_words_of_the_word_list():
    # Issue 19, item 7: the rules page and the word list must agree on one-letter words.
    from pyengine import lexicon
    one_letter = {f.word for f in lexicon.words_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ", max_length=1)}
    assert one_letter == {"A", "O", "Y"}
    english = {f.word for f in lexicon.words_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 0, "en", max_length=1)}
    german = {f.word for f in lexicon.words_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 0, "de", max_length=1)}
    assert english == {"A", "I"} and german == set()
    for lang, marker in (("fr", "d'une lettre comptent"), ("en", "one-letter words count")):
        rules = i18n.text("juggler.rules", lang)
        sentence = next(p for p in rules.split("<p>") if marker in p)
        named = set(re.findall(r"<strong>([A-Z])</strong>", sentence))
        assert named == one_letter, lang
        sentence = next(p for p in rules.split("<p>") if "SCOWL" in p)
        assert set(re.findall(r"<strong>([A-Z])</strong>", sentence)) == english | german, lang
