"""Issue 29: nothing a browser keeps may stop the start. An address opened twice (after its game
ended, in the middle, in two tabs at once), a save from another version, one cut short or edited
by hand, storage full or throwing on every call: each ends in a sentence and a working page,
never in the start's error screen, and what could not be read is kept aside, never deleted."""

import json

import pytest

from tapis_app.app import App
from tapis_app.store import MemoryStorage, Store

from .conftest import FakeHost

LINK = {"game": "toy", "seats": "h,easy", "seed": "11"}


def start(storage, params=None):
    host = FakeHost(storage)
    app = App(host, dict(params or {}))
    app.start()
    return app, host


def play_to_the_end(app):
    session = app.session
    while not session.game.is_over():
        seat = session.movers()[0]
        if session.is_bot(seat):
            assert app.table.pacer.apply_bot(seat, session.bot_move(seat), session.revision)
        else:
            assert app.handle("play", json.dumps(session.game.legal_actions(seat)[0]))


def link_keys(storage):
    return sorted(k for k in storage.keys() if k.startswith("tapis.game.link-"))


def test_an_address_opened_again_after_its_game_ended_shows_that_game(toy_view):
    storage = MemoryStorage()
    app, _ = start(storage, LINK)
    play_to_the_end(app)
    finished = app.session.game.actions
    # the tab is closed; the same address is opened again
    again, host = start(storage, LINK)
    assert again.shell.screen == "game" and again.shell.message is None
    assert again.session.game.is_over() and again.session.game.actions == finished
    assert 'data-game-over="true"' in host.html and "Rejouer cette donne" in host.html
    assert storage.get("tapis.current") is None  # a finished game is not offered as one in progress
    # « Rejouer cette donne »: the same deal from its start, beside the finished game
    again.handle("again-deal")
    assert again.shell.screen == "game" and not again.session.game.actions
    assert again.session.game.seed == 11 and again.session.save_id != link_keys(storage)[0][len("tapis.game."):]
    again.handle("play", json.dumps(again.session.game.legal_actions(0)[0]))
    assert len(link_keys(storage)) == 2
    assert json.loads(storage.get(link_keys(storage)[0]))["meta"]["over"] is True  # kept as it was
    # and a third visit of the address still opens the finished game, every time
    for _ in range(2):
        third, host = start(storage, LINK)
        assert third.session.game.is_over() and 'data-game-over="true"' in host.html


def test_an_address_opened_again_in_the_middle_goes_on_where_it_was(toy_view):
    storage = MemoryStorage()
    app, _ = start(storage, LINK)
    app.handle("play", json.dumps(app.session.game.legal_actions(0)[0]))
    moves = len(app.session.game.actions)
    again, host = start(storage, LINK)
    assert again.shell.screen == "game" and len(again.session.game.actions) == moves and again.shell.message is None


def test_two_tabs_on_one_address_keep_the_protection_between_tabs(toy_view):
    storage = MemoryStorage()
    first, _ = start(storage, LINK)
    second, _ = start(storage, LINK)  # the same address in a second tab: the same game
    assert first.session.save_id == second.session.save_id
    first.handle("play", json.dumps(first.session.game.legal_actions(0)[0]))
    # the second tab, behind, plays: it is not overwritten but reloaded, with a sentence
    second.handle("play", json.dumps(second.session.game.legal_actions(0)[0]))
    assert second.shell.message[0] == "error" and "autre onglet" in second.shell.message[1]
    assert len(second.session.game.actions) == len(first.session.game.actions)


def test_two_tabs_starting_one_address_at_once(toy_view, monkeypatch):
    """Both tabs found nothing stored and began; the second's first save meets the first's."""
    storage = MemoryStorage()
    first, _ = start(storage, LINK)
    second = App(FakeHost(storage), dict(LINK))
    monkeypatch.setattr(second.store, "has_game", lambda save_id: False)  # it looked before the first saved
    second.start()
    assert second.shell.screen == "game" and second.session.save_id == first.session.save_id
    assert "autre onglet" in second.shell.message[1]


@pytest.mark.parametrize("damage", ["newer", "older", "cut", "edited", "not json", "other game"])
def test_a_stored_link_game_that_cannot_be_read_is_kept_aside_and_a_fresh_one_starts(toy_view, damage):
    storage = MemoryStorage()
    app, _ = start(storage, LINK)
    app.handle("play", json.dumps(app.session.game.legal_actions(0)[0]))
    key = link_keys(storage)[0]
    text = storage.get(key)
    data = json.loads(text)
    if damage == "newer":
        data["version"] += 1
    elif damage == "older":
        data["version"] -= 1
    elif damage == "edited":
        data["actions"][0][1] = {"play": "no such card"}
    elif damage == "other game":
        data["game"] = "chess"
    damaged = {"cut": text[: len(text) // 2], "not json": "<html>"}.get(damage, json.dumps(data))
    storage.set(key, damaged)
    again, host = start(storage, LINK)
    assert again.shell.screen == "game" and not again.session.game.actions  # a fresh start of the link
    assert again.shell.message[0] == "error" and "mise de côté" in again.shell.message[1]
    assert damaged in storage.data.values()  # never deleted
    again.handle("export-all")
    assert json.loads(host.downloads[-1][1])["aside"] == {key[len("tapis.game."):]: damaged}


def test_a_damaged_game_in_progress_at_start_leaves_the_picker_with_a_sentence(toy_view):
    storage = MemoryStorage()
    app, _ = start(storage, {"game": "toy", "seats": "h,easy"})
    app.handle("play", json.dumps(app.session.game.legal_actions(0)[0]))
    current = storage.get("tapis.current")
    storage.set(f"tapis.game.{current}", storage.get(f"tapis.game.{current}")[:-40])
    again, host = start(storage)
    assert again.shell.screen == "picker" and "Choisissez un jeu" in host.html
    assert "mise de côté" in again.shell.message[1] and storage.get("tapis.current") is None
    assert storage.get(f"tapis.aside.{current}") is not None


class ThrowingStorage(MemoryStorage):
    """A browser storage that throws (a security error, a quota) on the calls named."""

    def __init__(self, on=("get", "set", "remove", "keys")):
        super().__init__()
        self.on = set(on)

    def get(self, key):
        if "get" in self.on:
            raise RuntimeError("SecurityError")
        return super().get(key)

    def set(self, key, value):
        if "set" in self.on:
            raise RuntimeError("QuotaExceededError")
        return super().set(key, value)

    def remove(self, key):
        if "remove" in self.on:
            raise RuntimeError("SecurityError")
        return super().remove(key)

    def keys(self):
        if "keys" in self.on:
            raise RuntimeError("SecurityError")
        return super().keys()


@pytest.mark.parametrize("on", [("get", "set", "remove", "keys"), ("set",), ("get",), ("keys",)])
@pytest.mark.parametrize("params", [{}, LINK])
def test_storage_that_throws_never_stops_the_start_or_the_game(toy_view, on, params):
    storage = ThrowingStorage(on)
    app, host = start(storage, params)
    assert app.shell.screen == ("game" if params else "picker")
    if params:
        assert app.handle("play", json.dumps(app.session.game.legal_actions(0)[0]))
        assert len(app.session.game.actions) >= 1
    if "set" in on:
        assert not app.store.working  # and the page says saving is off (issue 17's notice)
    app.handle("home")
    app.handle("stats")
    app.handle("export-all")
    assert host.downloads


def test_storage_full_midway_says_so_and_the_game_goes_on(toy_view):
    storage = MemoryStorage()
    app, host = start(storage, {"game": "toy", "seats": "h,easy"})
    storage.fail = True  # the disk fills up
    app.handle("play", json.dumps(app.session.game.legal_actions(0)[0]))
    assert not app.store.working and "saving-off" in host.html
    assert len(app.session.game.actions) >= 1


def test_a_stored_setting_of_any_shape_is_read_safely(toy_view):
    storage = MemoryStorage()
    for name, value in [("lang", "xx"), ("speed", "warp"), ("current", "nothing-there"), ("stats", "[1,"),
                        ("guided.toy", "{")]:
        storage.set(f"tapis.{name}", value)
    app, host = start(storage)
    assert app.shell.screen == "picker" and app.lang == "fr" and app.shell.speed == "normal" and app.shell.message is None
    app.handle("stats")
    assert app.shell.overlay == "stats"


def test_store_free_id_and_keep_aside():
    storage = MemoryStorage()
    store = Store(storage)
    assert store.free_id("a") == "a"
    storage.set(store.game_key("a"), "x")
    storage.set(store.game_key("a-2"), "y")
    assert store.free_id("a") == "a-3"
    store.set_setting("current", "a")
    assert store.keep_aside("a") and store.load_game("a") is None
    assert store.aside() == {"a": "x"} and store.setting("current") is None
    assert not store.keep_aside("missing")
