"""Every sentence BuyWord can show exists in French and English and formats completely."""

import random
import re
from pathlib import Path

import pytest

import pyengine
from pyengine.buyword import OPTIONS
from pyengine.buyword.text import TEXT
from pyengine.core import i18n
from tests.helpers.protocol import play_random

from .test_properties import COMBOS, pick

SOURCE = Path(pyengine.__file__).parent / "buyword"


def fully_formatted(key, params):
    for lang in ("fr", "en"):
        sentence = i18n.text(key, lang, **params)
        assert sentence != key and "{" not in sentence, (key, lang, sentence)


def test_option_labels():
    for option in OPTIONS:
        assert f"buyword.option.{option.key}" in TEXT
        assert f"buyword.option.{option.key}.help" in TEXT
        if option.type == "choice" or option.choices:
            for value in option.choices:
                assert f"buyword.option.{option.key}.{value}" in TEXT, (option.key, value)


def test_every_error_key_in_the_code_has_a_sentence():
    keys = set()
    for path in SOURCE.glob("*.py"):
        keys |= set(re.findall(r'"(buyword\.error\.\w+)"', path.read_text()))
    assert keys and keys <= set(TEXT), keys - set(TEXT)


def test_events_and_prompts_of_random_games_format():
    seen_events, seen_prompts = set(), set()
    for players, options in [COMBOS[i] for i in (0, 5, 7, 8, 11, 13)]:
        game = pyengine.new_game("buyword", players=players, seed=3, options=options)

        def collect(g):
            for seat in range(g.players):
                prompt = g.view(seat)["you"]["prompt"]
                params = {k: v for k, v in prompt.items() if k != "key"}
                if prompt["key"] not in seen_prompts:
                    seen_prompts.add(prompt["key"])
                    fully_formatted(prompt["key"], params)

        play_random(game, random.Random(3), invariant=collect, pick=pick)
        for event in game.events:
            params = {k: v for k, v in event.items() if k not in ("type", "turn", "seats")}
            if event["type"] not in seen_events:
                seen_events.add(event["type"])
                fully_formatted(f"buyword.event.{event['type']}", params)
    assert {"round", "roll", "draw", "buy", "reject", "sell", "auction", "bid", "trade",
            "pick", "challenge_won", "challenge_lost", "refill", "last_round"} <= seen_events
    assert {"buyword.prompt.roll", "buyword.prompt.buy", "buyword.prompt.sell"} <= seen_prompts


def test_rules_use_only_the_allowed_tags():
    for lang in ("fr", "en"):
        html = TEXT["buyword.rules"][lang]
        tags = set(re.findall(r"</?(\w+)", html))
        assert tags <= {"h3", "p", "ul", "ol", "li", "strong", "em"}, tags
        assert "reconstruction" in html or "reconstruction" in html.lower() or "reconstitu" in html


@pytest.mark.parametrize("key", ["buyword.error.over_limit", "buyword.error.cannot_afford"])
def test_error_sentences_name_the_figures(key):
    params = {"n": 11, "limit": 8, "excess": 3, "price": 400, "money": 200}
    for lang in ("fr", "en"):
        sentence = i18n.text(key, lang, **params)
        assert "{" not in sentence


@pytest.mark.parametrize("phase", ["roll", "choose", "draft", "trade", "answer", "buy", "auction", "top",
                                   "sell", "review", "over"])
def test_an_action_out_of_turn_names_the_phase_in_good_french(phase):
    """The phase names carry their article (« le lancer du dé », « les enchères »): the sentence
    must not glue a preposition to it (« à le », « à les », « de le »)."""
    sentence = i18n.text("buyword.error.not_now", "fr", phase={"key": f"buyword.phase.{phase}"})
    assert not re.search(r"\b(à|de) (le|les)\b", sentence), sentence
