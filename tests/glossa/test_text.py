"""Every sentence Glossa can show exists in French and English."""

import random
import re
from pathlib import Path

import pyengine
from pyengine.core import i18n
from pyengine.glossa import OPTIONS
from pyengine.glossa.text import TEXT
from tests.glossa.test_properties import pick
from tests.helpers.protocol import play_random

SOURCE = Path(pyengine.__file__).parent / "glossa"


def test_every_error_key_in_the_code_exists():
    code = (SOURCE / "game.py").read_text() + (SOURCE / "rules.py").read_text()
    keys = set(re.findall(r'"(glossa\.error\.[a-z_.]+)"', code))
    keys |= {f"glossa.error.phase.{p}" for p in ("entry", "exchange", "compose", "betting", "collect", "loans")}
    assert keys
    assert sorted(k for k in keys if k not in TEXT) == []


def test_every_event_has_a_sentence(lexicon):
    rng = random.Random(5)
    kinds = set()
    for seed in range(6):
        game = pyengine.new_game("glossa", players=2 + seed % 5, seed=seed,
                                 options={"length": "30min" if seed % 2 else 10})
        play_random(game, rng, pick=pick)
        for event in game.events:
            kinds.add(event["type"])
            params = {k: v for k, v in event.items() if k not in ("type", "turn", "seats")}
            for lang in ("fr", "en"):
                sentence = i18n.text(f"glossa.event.{event['type']}", lang, **params)
                assert "{" not in sentence, (event, sentence)
    assert {"deal", "enter", "bet", "showdown_word", "pot_won", "game_over"} <= kinds
    assert sorted(k for k in kinds if f"glossa.event.{k}" not in TEXT) == []


def test_option_labels():
    for option in OPTIONS:
        assert f"glossa.option.{option.key}" in TEXT
        assert f"glossa.option.{option.key}.help" in TEXT
        for choice in option.choices:
            assert f"glossa.option.{option.key}.{choice}" in TEXT, choice


def test_the_in_app_rules_use_only_the_allowed_tags():
    for lang in ("fr", "en"):
        html = TEXT["glossa.rules"][lang]
        tags = set(re.findall(r"</?([a-z0-9]+)", html))
        assert tags <= {"h3", "p", "ul", "ol", "li", "strong", "em"}, tags
        assert "reconstruction" in html.lower() or "reconstitution" in html.lower()


def test_the_in_app_rules_state_tapis_readings():
    """Every reading the engine makes where the rule book is silent or open is written in the
    in-app rules, in both languages."""
    readings = [  # (French, English) phrases
        ("même s'il est le seul à être entré", "even the only one who entered"),  # lone entrant
        ("un mot refusé à la comparaison compte comme un jeu retiré",
         "a word found invalid at the showdown counts as a folded hand"),
        ("ce que des mots refusés ont misé au-delà, personne ne pouvant le gagner, leur est rendu",
         "what invalid words put in beyond that, which nobody can win, goes back to them"),
        ("moins de deux joueurs peuvent payer l'entrée", "fewer than two players can pay the entry"),
        ("elle est partagée à parts égales entre tous les joueurs",
         "it is shared equally between all the players"),
        ("Le temps écoulé, la donne en cours est la dernière", "When the time is up, the deal in progress is the"),
    ]
    fr = " ".join(TEXT["glossa.rules"]["fr"].split())
    en = " ".join(TEXT["glossa.rules"]["en"].split())
    for phrase_fr, phrase_en in readings:
        assert phrase_fr in fr, phrase_fr
        assert phrase_en in en, phrase_en
