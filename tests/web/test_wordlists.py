"""Issue 20 in the shell: a table in English or German waits for its word list (fetched by
main.bot_loop through tapis_app.wordlists), the set-up preselects the interface language."""

import json

import pytest

from pyengine import lexicon
from tapis_app import wordlists
from tapis_app.app import App

from .conftest import FakeHost


@pytest.fixture
def no_english(monkeypatch):
    """As in the browser: the English list is not in the wheel until the page provides it."""
    with open(lexicon._repository_file("en", "words.tlx"), "rb") as f:
        words = f.read()
    with open(lexicon._repository_file("en", "tiers.tlt"), "rb") as f:
        tiers = f.read()
    monkeypatch.setattr(lexicon, "_repository_file", lambda lang, name: None)
    monkeypatch.setattr(lexicon, "_OTHER_WORDS", {})
    monkeypatch.setattr(lexicon, "_OTHER_TIERS", {})
    monkeypatch.setattr(lexicon, "_PROVIDED", {})
    return {"words.tlx": words, "tiers.tlt": tiers}


def test_the_set_up_preselects_the_interface_language():
    host = FakeHost(lang="en")
    app = App(host, {"lang": "en"})
    app.start()
    app.handle("pick", "juggler")
    assert app.setup["options"]["language"] == "en"
    french = App(FakeHost(), {"lang": "fr"})
    french.start()
    french.handle("pick", "buyword")
    assert french.setup["options"]["language"] == "fr"
    french.handle("pick", "glop")
    assert "language" not in french.setup["options"]  # a game without words


def test_an_english_table_waits_for_its_word_list(no_english):
    app = App(FakeHost(), {"lang": "en"})
    app.start()
    app.handle("pick", "buyword")
    app.handle("start")
    assert app.screen == "setup" and app.waiting_words[0] == "begin" and app.waiting_words[2] == "en"
    assert wordlists.missing({"language": "en"}) == "en" and wordlists.missing({}) is None
    for name, data in no_english.items():  # what main.fetch_words does with the fetched bytes
        lexicon.provide("en", name, data)
    app.words_fetched()
    assert app.screen == "game" and app.session.game.lang == "en" and app.waiting_words is None
    steps = app.preparation()
    for _ in steps:
        pass
    assert lexicon.is_loaded("en")


def test_a_failed_download_says_so(no_english):
    app = App(FakeHost(), {"lang": "en"})
    app.start()
    app.handle("pick", "juggler")
    app.handle("start")
    app.words_fetched(OSError("words.tlx (en): HTTP 404"))
    assert app.screen == "setup" and app.message[0] == "error" and "404" in app.message[1]


def test_the_about_page_offers_every_list_for_offline_play():
    host = FakeHost()
    app = App(host, {"lang": "fr"})
    app.start()
    app.handle("about")
    assert 'data-act="wordlists"' in host.html and "SCOWL" in host.html
    app.handle("wordlists")
    assert app.waiting_words == ("all", None, "")
    app.words_fetched()
    assert app.message[0] == "info"


def test_a_german_juggler_table_folds_typed_umlauts_as_its_cards_do():
    from pyengine.juggler.game import JugglerGame
    from pyengine.juggler.materials import edition
    from tapis_app.views.juggler import View

    from .conftest import FakeCtx

    ed = edition("de")
    used, hands = set(), []
    for letters in ("FUESSEN", "RSTLNAE"):
        ids = []
        for ch in letters:
            card = next(c for c in ed.cards if ed.letter[c] == ch and c not in used)
            used.add(card)
            ids.append(card)
        hands.append(ids)
    game = JugglerGame.position(2, hands, options={"language": "de"})
    game.apply(0, {"type": "no_take"})
    obj, view, ctx = View(), game.view(0), FakeCtx(0)
    obj.handle(json.dumps({"word": "Füßen"}), view, ctx)
    assert "".join(ed.letter[c] for c in obj.word) == "FUESSEN"
    html = obj.draw(view, ctx).all_html()
    assert "FUESSEN" in html


@pytest.mark.parametrize("game_id,lang", [("juggler", "en"), ("juggler", "de"), ("buyword", "en")])
def test_tables_in_other_languages_render_through_a_random_game(game_id, lang):
    """Every seat's page of a few random turns of a table in another language draws, with
    its words checked in that language."""
    import random

    import pyengine
    from tapis_app.views import make_view

    from .conftest import FakeCtx

    game = pyengine.new_game(game_id, players=2, seed=3, options={"language": lang})
    rng = random.Random(3)
    obj = make_view(game_id)
    for _ in range(60):
        if game.is_over():
            break
        seat = game.to_move()[0]
        for s in (0, 1):
            assert obj.draw(game.view(s), FakeCtx(s)).all_html()
        legal = game.legal_actions(seat)
        game.apply(seat, legal[rng.randrange(len(legal))])


def test_statistics_count_tables_in_other_languages_apart():
    from types import SimpleNamespace

    from tapis_app import stats

    english = SimpleNamespace(game_id="juggler", options={"language": "en"})
    french = SimpleNamespace(game_id="juggler", options={"language": "fr", "check_words": "strict"})
    assert stats.stats_game(english) == "juggler:en" and stats.stats_game(french) == "juggler"
    assert stats.split_game("juggler:en") == ("juggler", "en")
    assert stats.split_game("glop") == ("glop", "fr")
    host = FakeHost()
    app = App(host, {"lang": "fr"})
    app.start()
    app.store.set_setting("stats", json.dumps({"juggler:en.hard": {"played": 2, "won": 1, "best": 40,
                                                                   "total": 60, "scored": 2},
                                               "juggler.hard": {"played": 1, "won": 0, "best": 20,
                                                                "total": 20, "scored": 1}}))
    app.handle("stats")
    assert "Juggler (anglais)" in host.html and host.html.count("Juggler") >= 2


def test_a_saved_english_table_waits_for_its_list_on_the_next_visit(monkeypatch):
    host = FakeHost()
    app = App(host, {"lang": "en", "game": "juggler", "seats": "h,easy", "seed": "9",
                     "o.language": "en"})
    app.start()
    assert app.screen == "game" and app.session.game.edition == "en"  # the repository's list
    save_id = app.session.save_id
    with open(lexicon._repository_file("en", "words.tlx"), "rb") as f:
        words = f.read()
    with open(lexicon._repository_file("en", "tiers.tlt"), "rb") as f:
        tiers = f.read()
    monkeypatch.setattr(lexicon, "_repository_file", lambda lang, name: None)
    monkeypatch.setattr(lexicon, "_OTHER_WORDS", {})
    monkeypatch.setattr(lexicon, "_OTHER_TIERS", {})
    monkeypatch.setattr(lexicon, "_PROVIDED", {})
    again = App(FakeHost(host.storage), {"lang": "en"})  # the next visit: the list is not here
    again.start()
    assert again.session is None and again.waiting_words[0] == "resume"
    assert again.waiting_words[2] == "en"
    lexicon.provide("en", "words.tlx", words)
    lexicon.provide("en", "tiers.tlt", tiers)
    again.words_fetched()
    assert again.session is not None and again.session.save_id == save_id
