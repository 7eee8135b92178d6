"""What a link, an imported file or the browser's storage may hold that the site did not write:
each is refused or skipped with a sentence, the page keeps working and no saved game is lost."""

import json
from html import unescape

import pytest

from tapis_app.store import MemoryStorage

from .conftest import FakeHost
from .test_app import start

JARGON = ("Traceback", "Error", "Expecting", "invalid literal", "int()", "ui.", "core.", "{", "None")


def said_in_a_sentence(message, kind="error"):
    """The message the page shows: of the kind expected, a sentence, no Python in it."""
    assert message and message[0] == kind, message
    text = message[1]
    assert text.rstrip().endswith((".", "!")), text
    assert not any(word in text for word in JARGON), text
    return text


@pytest.fixture
def two_saved_games(toy_view):
    """A storage holding two games in progress (and what it held, to compare)."""
    storage = MemoryStorage()
    for seed in ("21", "22"):
        app = start(FakeHost(storage), {"game": "toy", "seats": "h,easy", "seed": seed})
        app.handle("play", json.dumps(app.session.game.legal_actions(0)[0]))
    assert len([k for k in storage.keys() if k.startswith("tapis.game.")]) == 2
    return storage


BAD_LINKS = [
    {"game": "toy", "seats": "h,wizard"},
    {"game": "toy", "seats": "h," * 40},
    {"game": "toy", "seed": "abc"},
    {"game": "toy", "seed": "9" * 5000},
    {"game": "toy", "seed": "-5"},
    {"game": "toy", "options": "{nope"},
    {"game": "toy", "options": "[1]"},
    {"game": "toy", "options": "[" * 5000 + "]" * 5000},
    {"game": "toy", "o.unknown": "1"},
    {"game": "chess"},
    {"game": "<img src=x onerror=alert(1)>"},
    {"duel": "zzz"},
    {"duel": "[" * 5000},
]


@pytest.mark.parametrize("params", BAD_LINKS, ids=range(len(BAD_LINKS)))
def test_a_bad_link_says_why_and_keeps_every_saved_game(two_saved_games, params):
    before = dict(two_saved_games.data)
    host = FakeHost(two_saved_games)
    app = start(host, params)
    assert app.shell.screen == "picker" and app.session is None
    text = said_in_a_sentence(app.shell.message)
    assert text.startswith(("Ce lien ne décrit pas une partie valable", "Impossible de commencer"))
    assert "<img" not in host.html
    assert two_saved_games.data == before
    assert len(app.store.games()) == 2


@pytest.mark.parametrize("params, says", [
    ({"game": "glop", "options": "[1]"}, "ses options sont illisibles."),
    ({"game": "glop", "options": "[" * 3000 + "]" * 3000}, "ses options sont illisibles."),
    ({"game": "glop", "seed": "abc"}, "le numéro de donne doit être un nombre entier positif"),
    ({"game": "<img src=x onerror=alert(1)>"}, "<img src=x onerror=alert(1)> n'est pas encore disponible."),
], ids=["options", "options nested", "seed", "markup"])
def test_a_bad_links_sentence_says_what_is_wrong_on_the_picker(params, says):
    """(e2e/test_platform.py keeps the markup one, typed in a real address bar.)"""
    host = FakeHost()
    app = start(host, params)
    assert app.shell.screen == "picker" and says in said_in_a_sentence(app.shell.message)
    assert 'data-game="glop"' in host.html and "<img" not in host.html


@pytest.mark.parametrize("rival", ['[' * 5000 + ']' * 5000, '["Zoé", 1e999, 1]', '[1, 2, 3]', '"x"'])
def test_a_challenge_result_that_cannot_be_read_is_left_out(toy_view, rival):
    app = start(FakeHost(), {"game": "toy", "seats": "h,easy", "seed": "5", "vs": rival})
    assert app.shell.screen == "game" and "vs" not in app.session.game.meta


def bad_saves(real: str) -> dict[str, str]:
    """Each kind of damage the issue lists, made from a real save."""
    data = json.loads(real)

    def edited(**changes):
        return json.dumps({**data, **changes})

    tampered = json.loads(real)
    tampered["actions"][0][1] = {"play": 999}
    return {
        "truncated": real[: len(real) // 2],
        "oversized": real[:-1] + " " * 3_000_000 + "}",
        "wrong version": edited(version=99),
        "old version": edited(version=0),
        "wrong game": edited(game="chess"),
        "tampered log": json.dumps(tampered),
        "log not a list": edited(actions={"0": 1}),
        "not JSON": "ceci n'est pas une partie",
        "deeply nested": "[" * 100_000 + "]" * 100_000,
        "huge number": real.replace('"seed":', '"seed":' + "9" * 5000, 1),
        "infinite number": edited(players=1e400),
        "a backup of garbage": json.dumps({"format": "tapis-backup", "games": ["x"], "stats": []}),
    }


def test_a_bad_import_says_why_and_changes_nothing(two_saved_games):
    host = FakeHost(two_saved_games)
    app = start(host, {})
    app.handle("resume", app.store.games()[0][0])
    playing = (app.session.save_id, list(app.session.game.actions))
    before = dict(two_saved_games.data)
    cases = bad_saves(app.session.to_json())
    assert "9" * 5000 in cases["huge number"]
    for name, text in cases.items():
        app.handle("import", text)
        kind = "info" if name == "a backup of garbage" else "error"
        said = said_in_a_sentence(app.shell.message, kind)
        assert said.startswith("Impossible d'importer" if kind == "error" else "0 partie"), (name, said)
        assert two_saved_games.data == before, name
        assert (app.session.save_id, list(app.session.game.actions)) == playing, name
        assert app.shell.screen == "game", name


def test_a_hand_edited_save_loads_with_the_tables_fields_reset(toy_view):
    first = start(FakeHost(), {"game": "toy", "seats": "h,easy", "seed": "8"})
    data = json.loads(first.session.to_json())
    data["meta"].update(revision="abc", played=[1], created={"a": 1}, id=["x"], vs="garbage",
                        seats=[{"kind": "bot", "level": "wizard"}, 3])
    host = FakeHost()
    app = start(host, {})
    app.handle("import", json.dumps(data))
    said_in_a_sentence(app.shell.message, "info")
    assert app.session.played == 0 and "vs" not in app.session.game.meta
    assert [s["kind"] for s in app.session.seats] == ["human", "bot"]
    app.handle("play", json.dumps(app.session.game.legal_actions(0)[0]))
    assert len(app.session.game.actions) == 1
    app.handle("home")
    assert "Reprendre" in unescape(host.html) or "toy" in host.html.lower()


def test_unreadable_storage_entries_are_skipped_and_the_rest_still_works(two_saved_games):
    storage = two_saved_games
    storage.set("tapis.game.deep", "[" * 100_000 + "]" * 100_000)
    storage.set("tapis.game.list", "[1, 2]")
    storage.set("tapis.game.nogame", '{"format": "tapis-game", "game": 7}')
    storage.set("tapis.game.badmeta", json.dumps({"format": "tapis-game", "game": "toy",
                                                  "meta": {"created": {"a": 1}, "revision": "x"}}))
    storage.set("tapis.stats", json.dumps({"_counted": "x", "toy.easy": {"played": "many"},
                                           "toy.hard": {"played": 2, "won": 1, "best": None,
                                                        "total": 0, "scored": 0}}))
    storage.set("tapis.current", "badmeta")
    host = FakeHost(storage)
    app = start(host, {})
    assert app.shell.screen == "picker" and app.session is None
    assert [save_id for save_id, _ in app.store.games()] != []
    assert {"deep", "list", "nogame"}.isdisjoint(save_id for save_id, _ in app.store.games())
    app.handle("resume", "badmeta")
    said_in_a_sentence(app.shell.message)
    app.handle("export-all")
    exported = json.loads(host.downloads[-1][1])
    assert len(exported["games"]) == 2  # the two real games
    # the readable-but-broken one the start tried to resume is kept aside, exported as it was
    assert exported["aside"] == {"badmeta": storage.get("tapis.aside.badmeta")}
    assert "badmeta" not in [save_id for save_id, _ in app.store.games()]
    app.handle("stats")
    assert "Ordinateur difficile" in host.html
    good = next(save_id for save_id, meta in app.store.games() if save_id not in ("badmeta",))
    app.handle("resume", good)
    assert app.shell.screen == "game"
    app.handle("play", json.dumps(app.session.game.legal_actions(0)[0]))
    assert storage.get("tapis.game.deep").startswith("[[[")  # skipped, never deleted


def test_text_nested_too_deep_is_refused_before_it_is_parsed():
    """Issue 26: in the page's worker, JSON nested thousands deep would overflow the worker's
    stack, not raise RecursionError; every text from outside is measured first."""
    from tapis_app import jsontext

    deep = "[" * 3000 + "]" * 3000
    for text in (deep, '{"a":' * 50 + "1" + "}" * 50):
        with pytest.raises(ValueError):
            jsontext.loads(text)
    assert jsontext.loads('{"text": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}') == {"text": "[" * 50}
    assert jsontext.loads("[[[1]]]", 3) == [[[1]]]
    with pytest.raises(ValueError):
        jsontext.loads("[[[[1]]]]", 3)
