"""Every Glop sentence exists in French and English and formats without holes."""

import random
import re
from pathlib import Path

import pyengine
from pyengine.core import i18n
from pyengine.glop import OPTIONS
from pyengine.glop.game import card_name

SOURCE = Path(pyengine.__file__).parent / "glop"
ALLOWED_TAGS = {"h3", "p", "ul", "ol", "li", "strong", "em"}


def test_every_message_key_used_by_the_engine_exists():
    used = set()
    for name in ("game.py", "rules.py"):
        used |= set(re.findall(r'"(glop\.(?:error|event)\.[a-z_]+)"', (SOURCE / name).read_text()))
    used |= {f"glop.event.{kind}" for kind in re.findall(r'emit\(\s*"([a-z_]+)"', (SOURCE / "game.py").read_text())}
    assert len(used) > 15
    for key in used:
        assert i18n.has(key), key


def test_options_have_labels_help_and_choice_names():
    for option in OPTIONS:
        for suffix in ("", ".help"):
            assert i18n.has(f"glop.option.{option.key}{suffix}"), option.key
        for choice in option.choices:
            assert i18n.has(f"glop.option.{option.key}.{choice}")


def test_card_names():
    assert i18n.text("glop.card", "fr", **{k: v for k, v in card_name("7R").items() if k != "key"}) == "le 7 rouge"
    assert i18n.text("glop.card", "en", **{k: v for k, v in card_name("11J").items() if k != "key"}) == "the yellow 11"


def format_event(event, lang):
    params = {k: v for k, v in event.items() if k not in ("type", "turn", "seats")}
    for k in list(params):
        if k == "seat" or k.endswith("_seat"):
            params[k] = "Alice" if params[k] is not None else "?"
    return i18n.text(f"glop.event.{event['type']}", lang, **params)


def test_every_event_of_random_games_reads_as_a_sentence():
    kinds = set()
    for seed in range(30):
        options = {"last_cards": "nobody"} if seed % 3 == 0 else {}
        game = pyengine.new_game("glop", players=2 + 2 * (seed % 2), seed=seed, options=options)
        rng = random.Random(seed)
        while not game.is_over():
            seat = game.to_move()[0]
            legal = game.legal_actions(seat)
            game.apply(seat, legal[rng.randrange(len(legal))])
        for event in game.events:
            kinds.add(event["type"])
            for lang in ("fr", "en"):
                line = format_event(event, lang)
                assert line != f"glop.event.{event['type']}" and "{" not in line, (event, line)
    assert {"deal", "take", "lay", "glop", "deal_score", "deal_score_team", "game_over", "game_over_team",
            "swap", "swap_reserve", "pickup"} <= kinds


def test_in_app_rules_use_only_the_allowed_tags_and_state_the_readings():
    for lang in ("fr", "en"):
        html = i18n.text("glop.rules", lang)
        assert set(re.findall(r"</?([a-z0-9]+)", html)) <= ALLOWED_TAGS
        assert html.count("<") == 2 * html.count("</")
    assert "obligatoire" in i18n.text("glop.rules", "fr") and "compulsory" in i18n.text("glop.rules", "en")
