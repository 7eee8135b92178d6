"""Issue 20 in the shell: a table in English or German waits for its word list (fetched by
main.bot_loop through tapis_app.wordlists), the set-up preselects the interface language."""

import json

import pytest

from pyengine import lexicon
from tapis_app import wordlists
from tapis_app.shell import App

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
