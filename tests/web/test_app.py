"""The shell's logic in CPython: picker, set-up, playing, hot seat, saving, links, undo."""

import json
from html import unescape

import pytest

from tapis_app.app import App
from tapis_app.store import MemoryStorage
from tests.helpers.language import plain

from .conftest import FakeHost


def start(host, params=None, embedded=False):
    app = App(host, params or {}, embedded=embedded)
    app.start()
    return app


def test_picker_lists_the_five_games(host):
    start(host)
    for game in ("glossa", "glop", "glukz", "buyword", "juggler"):
        assert f'data-game="{game}"' in host.html
    assert "Choisissez un jeu" in host.html


def test_every_view_module_in_the_folder_is_a_site_game_and_each_loads():
    """The site's list of games (games.SITE_GAMES) names exactly the view modules (a module, or a
    package of zones such as views/buyword/), and each loads its view."""
    from pathlib import Path

    from tapis_app import views
    from tapis_app.games import SITE_GAMES

    folder = Path(views.__file__).parent
    modules = {p.stem for p in folder.glob("*.py")} - {"__init__", "base", "parts", "art"}
    modules |= {p.parent.name for p in folder.glob("*/__init__.py")}
    assert set(SITE_GAMES) == modules
    for game in SITE_GAMES.values():
        assert game.view().game_id == game.id and game.scene is not None
    letters = [game.letter for game in SITE_GAMES.values()]
    assert len(set(letters)) == len(letters)  # (a challenge code's first letter names one game)


def test_a_game_added_to_the_one_list_is_on_the_picker_and_plays(host, toy_view):
    """Adding a game to the site: an engine, a view and one line (games.register, as the toy
    game's fixture does): the picker lists it, its table opens, a challenge code names it."""
    app = start(host)
    assert 'data-game="toy"' in host.html
    app.handle("quick", "toy")
    assert app.session.game.game_id == "toy" and app.shell.screen == "game"
    assert app.links.challenge_links()["code"].startswith("T")


def test_english_switch(host):
    app = start(host)
    app.handle("lang")
    assert "Choose a game" in host.html
    assert start(FakeHost(host.storage)).lang == "en"  # remembered


def test_set_up_and_play_against_the_computer(host, toy_view):
    app = start(host)
    app.handle("pick", "toy")
    assert app.shell.screen == "setup"
    app.handle("setup", json.dumps({"arg": "kind.1", "value": "easy"}))
    app.handle("setup", json.dumps({"arg": "seed", "value": "12"}))
    app.handle("start")
    assert app.shell.screen == "game" and app.session.game.seed == 12
    card = app.session.game.view(0)["hand"][0]
    assert app.handle("play", json.dumps({"play": card}))
    assert app.table.pacer.bot_to_act() == 1
    revision = app.session.revision
    action = app.session.bot_move(1)
    assert app.table.pacer.apply_bot(1, action, revision)
    assert len(app.session.game.actions) == 2
    assert host.announced  # what happened was said to screen readers


def test_an_illegal_click_shows_the_engines_sentence(host, toy_view):
    app = start(host, {"game": "toy", "seats": "h,easy", "seed": "3"})
    missing = next(c for c in range(1, 11) if c not in app.session.game.view(0)["hand"])
    app.handle("play", json.dumps({"play": missing}))
    assert app.shell.message == ("error", "Vous n'avez pas cette carte.")
    assert 'role="alert"' in host.html


def test_a_game_in_progress_survives_a_reload(host, toy_view):
    app = start(host, {"game": "toy", "seats": "h,easy"})
    app.handle("play", json.dumps(app.session.game.legal_actions(0)[0]))
    before = app.session.game.actions
    again = start(FakeHost(host.storage))
    assert again.shell.screen == "game"
    assert again.session.game.actions == before


def test_a_link_with_a_seed_resumes_instead_of_restarting(host, toy_view):
    params = {"game": "toy", "seats": "h,easy", "seed": "77"}
    app = start(host, params)
    app.handle("play", json.dumps(app.session.game.legal_actions(0)[0]))
    again = start(FakeHost(host.storage), params)
    assert len(again.session.game.actions) == 1


def test_hot_seat_hides_the_hand_until_the_next_person_is_ready(host, toy_view):
    app = start(host, {"game": "toy", "seats": "h,h", "seed": "5"})
    assert app.session.needs_handover()
    assert "Passez l'appareil" in unescape(host.html) and 'data-act="play"' not in host.html
    app.handle("handover")
    assert 'data-act="play"' in host.html
    app.handle("play", json.dumps(app.session.game.legal_actions(0)[0]))
    assert "Passez l'appareil à Joueur 2" in unescape(host.html)
    assert 'data-act="play"' not in host.html


def test_names_are_text_never_markup(host, toy_view):
    app = start(host)
    app.handle("pick", "toy")
    app.handle("setup", json.dumps({"arg": "name.0", "value": "<img src=x onerror=alert(1)>"}))
    app.handle("start")
    assert "<img" not in host.html
    assert "&lt;img src=x onerror=alert" in host.html


def test_two_tabs_never_overwrite_each_other_silently(toy_view):
    storage = MemoryStorage()
    first = start(FakeHost(storage), {"game": "toy", "seats": "h,h", "seed": "9"})
    second = start(FakeHost(storage), {"game": "toy", "seats": "h,h", "seed": "9"})
    first.handle("handover")
    second.handle("handover")
    first.handle("play", json.dumps(first.session.game.legal_actions(0)[0]))
    second.handle("play", json.dumps(second.session.game.legal_actions(0)[-1]))
    assert second.shell.message[1].startswith("Cette partie a avancé dans un autre onglet")
    assert second.session.game.actions == first.session.game.actions


def test_saving_off_is_said_and_play_goes_on(toy_view):
    host = FakeHost(MemoryStorage(fail=True))
    app = start(host)
    assert "Votre navigateur refuse la sauvegarde" in unescape(host.html)
    app.handle("pick", "toy")
    app.handle("start")
    app.handle("play", json.dumps(app.session.game.legal_actions(0)[0]))
    assert len(app.session.game.actions) == 1


def test_undo_takes_back_my_move_and_the_computers_reply(host, toy_view):
    app = start(host, {"game": "toy", "seats": "h,easy", "seed": "21"})
    app.handle("play", json.dumps({"play": app.session.game.view(0)["hand"][0]}))
    seat = app.table.pacer.bot_to_act()
    action = app.session.bot_move(seat)
    if "draw" in action:  # a draw reveals a card: undo is then refused, with the reason
        app.table.pacer.apply_bot(seat, action, app.session.revision)
        app.handle("menu")
        assert "Impossible d'annuler" in unescape(host.html)
        return
    app.table.pacer.apply_bot(seat, action, app.session.revision)
    app.handle("undo")
    assert app.session.game.actions == []


def test_bad_links_and_imports_are_refused_with_a_sentence(host, toy_view):
    app = start(host, {"game": "toy", "seats": "h,wizard"})
    assert app.shell.screen == "picker" and app.shell.message[0] == "error"
    app.handle("import", "not a save")
    assert app.shell.message[0] == "error"
    assert plain(app.shell.message[1]) == "Impossible d'importer : Ce fichier n'est pas une partie sauvegardée lisible."


def test_watch_mode_plays_itself(host, toy_view):
    app = start(host, {"game": "toy", "seats": "easy,easy", "seed": "4", "speed": "max"})
    assert app.table.pacer.bot_delay(0) == 0.0
    while (seat := app.table.pacer.bot_to_act()) is not None:
        app.table.pacer.apply_bot(seat, app.session.bot_move(seat), app.session.revision)
    assert app.session.game.is_over()
    assert 'data-game-over="true"' in host.html


def test_the_tables_clock_is_kept_in_the_save_and_ignored_without_a_time_limit(host, toy_view):
    app = start(host, {"game": "toy", "seats": "easy,easy", "seed": "4", "speed": "max"})
    moves = 0
    while (seat := app.table.pacer.bot_to_act()) is not None:
        host.now += 3600  # an hour a move: a game without a time limit does not care
        app.table.pacer.apply_bot(seat, app.session.bot_move(seat), app.session.revision)
        moves += 1
    assert app.session.game.is_over() and len(app.session.game.actions) == moves
    saved = json.loads(app.store.load_game(app.session.save_id))
    assert saved["meta"]["played"] == moves * 3600


def test_embed_keeps_its_saves_apart(toy_view):
    storage = MemoryStorage()
    start(FakeHost(storage), {"game": "toy", "seats": "h,easy", "seed": "8"}, embedded=True)
    assert all(k.startswith("tapis-embed.") for k in storage.data)
    assert start(FakeHost(storage)).shell.screen == "picker"


def test_a_race_start_counts_down_before_anyone_may_play(host, toy_view):
    app = start(host, {"game": "toy", "seats": "h,easy", "seed": "2"})
    app.session.movers = lambda: [0, 1]  # the toy has no race: pretend both may start
    app.refresh()
    assert app.table.pacer.countdown() == 3 and "Départ dans 3" in host.html
    assert app.table.pacer.bot_delay(1) >= 3.0
    app.handle("play", json.dumps(app.session.game.legal_actions(0)[0]))
    assert plain(app.shell.message[1]) == "Attendez le signal de départ !" and not app.session.game.actions
    host.now += 3.1
    assert app.table.pacer.countdown() == 0 and app.table.pacer.countdown_tick() is None
    del app.session.movers
    app.handle("play", json.dumps(app.session.game.legal_actions(0)[0]))
    assert len(app.session.game.actions) == 1 and app.table.state.race_go_at is None


def test_saving_off_is_said_in_the_tables_dock_too(toy_view):
    """Storage refused from the start, or full since: a short line stays in the table's dock,
    in its flow (issue 27: floating over the table it hid the shared cards), never in the
    notes that float over the screen."""
    import re

    host = FakeHost(MemoryStorage(fail=True))
    start(host, {"game": "toy", "seats": "h,easy", "seed": "4"})
    dock = re.search(r'<section class="table-dock[^"]*".*?</section>', host.html, re.S).group(0)
    assert 'class="saving-off"' in dock
    assert "Votre navigateur ne garde pas cette partie." in unescape(dock)
    notes = re.search(r'<div class="notes">.*?</div>', host.html, re.S)
    assert notes is None or "saving-off" not in notes.group(0)
    assert 'data-act="export"' in host.html  # what to do instead: export the game
    storage = MemoryStorage()
    host = FakeHost(storage)
    app = start(host, {"game": "toy", "seats": "h,easy", "seed": "4"})
    assert "saving-off" not in host.html
    storage.fail = True  # the storage is full now
    app.handle("play", json.dumps(app.session.game.legal_actions(0)[0]))
    assert len(app.session.game.actions) == 1 and "saving-off" in host.html


def test_an_open_table_gets_its_computer_players_ready_once(host):
    """The page's loop runs ``preparation()`` before anything else: one generator per game, only
    once a table is open (the picker prepares nothing)."""
    app = App(host, {})
    app.start()
    assert app.table.pacer.preparation() is None
    app = App(host, {"game": "juggler", "seats": "h,normal", "seed": "3"})
    app.start()
    steps = app.table.pacer.preparation()
    assert steps is not None and app.table.pacer.preparation() is None
    assert sum(1 for _ in steps) >= 1
    import sys
    assert "pyengine.juggler.bots" in sys.modules


def _glukz_setup(host, kinds):
    app = start(host)
    app.handle("pick", "glukz")
    app.handle("setup", json.dumps({"arg": "players", "value": str(len(kinds))}))
    for index, kind in enumerate(kinds):
        app.handle("setup", json.dumps({"arg": f"kind.{index}", "value": kind}))
    app.handle("setup", json.dumps({"arg": "seed", "value": "9"}))
    return app


def _start_select(html):
    start_at = html.index('data-arg="option.start"')
    return html[start_at: html.index("</select>", start_at)]


def test_several_people_on_one_device_start_with_the_drawn_starter_not_a_race(host):
    """A race cannot be held on one screen (the hand-over would always go to seat 1 first): with
    two or more people at the table the option that needs one person per device is fixed."""
    app = _glukz_setup(host, ["human", "friend", "normal"])
    app.handle("setup", json.dumps({"arg": "option.start", "value": "race"}))  # asked, yet not held
    select = _start_select(host.html)
    assert 'value="drawn"' in select and 'value="race"' not in select and " disabled" in select
    assert "plusieurs personnes partagent cet appareil" in unescape(host.html)
    app.handle("start")
    game = app.session.game
    assert game.options["start"] == "drawn" and game.phase == "play"
    assert app.session.movers() == [game.starter]
    app.table.play_again()
    assert app.session.game.options["start"] == "drawn"
    linked = start(FakeHost(), {"game": "glukz", "seats": "h,h,normal", "seed": "4", "o.start": "race"})
    assert linked.session.game.options["start"] == "drawn"


def test_one_person_against_the_computer_keeps_the_race_start(host):
    app = _glukz_setup(host, ["human", "normal", "normal"])
    select = _start_select(host.html)
    assert 'value="race"' in select and 'value="drawn"' in select and " disabled" not in select
    assert "plusieurs personnes partagent cet appareil" not in unescape(host.html)
    app.handle("start")
    assert app.session.game.options["start"] == "race" and app.session.game.phase == "race"
    assert len(app.session.movers()) == 3


def test_a_frame_without_storage_says_so_and_may_ask_to_keep_its_games(toy_view):
    """Issue 17: an embed in a browser that blocks third-party storage says this frame cannot
    keep games, offers the export, and (where the browser has the Storage Access API) a
    « Garder mes parties » button; once granted, the game in progress is saved at once."""
    host = FakeHost(MemoryStorage(fail=True))
    app = start(host, {"game": "toy", "seats": "h,easy", "seed": "4"}, embedded=True)
    page = unescape(host.html)
    assert "Ce cadre ne peut pas garder vos parties" in page and 'data-act="export"' in page
    assert 'data-act="keep-saves"' not in page  # no Storage Access API: no button
    host.storage_answer = False  # the browser has the API, and refuses
    app.refresh()
    app.handle("keep-saves")
    assert app.shell.message == ("error", "Votre navigateur n'a pas permis à ce cadre de garder vos parties. "
                                    "Exportez la partie pour la garder.")
    assert not app.store.working and not host.storage.data
    host.storage_answer = True  # asked again, granted
    app.handle("keep-saves")
    assert app.store.working and plain(app.shell.message[1]) == "C'est fait : ce cadre garde maintenant vos parties."
    assert app.store.load_game(app.session.save_id)  # the game in progress is kept at once
    assert "saving-off" not in host.html


def test_the_saving_notice_can_be_closed(toy_view):
    host = FakeHost(MemoryStorage(fail=True))
    app = start(host, {"game": "toy", "seats": "h,easy", "seed": "4"})
    app.handle("saving-dismiss")
    assert "saving-off" not in host.html


def test_a_new_table_lets_go_of_the_last_ones_cached_searches(host):
    """Issue 22's long evening: the bots' caches (here Juggler's words of a hand) are emptied when
    another table begins, and kept while the same table goes on."""
    from pyengine.juggler import rules as juggler_rules

    app = start(host, {"game": "juggler", "seats": "normal,normal", "seed": "5"})
    assert app.shell.screen == "game"
    for _ in range(6):
        seat = app.table.pacer.bot_to_act()
        if seat is None:
            break
        revision = app.session.revision
        app.table.pacer.apply_bot(seat, app.session.bot_move(seat), revision)
    juggler_rules.words_in("CHEVEUX")
    assert juggler_rules._WORDS_CACHE  # filled by the table's players
    app.table.enter(app.session)  # the same table again (a stale save reloaded): nothing forgotten
    assert juggler_rules._WORDS_CACHE
    app.handle("home")
    app.handle("pick", "glop")
    app.handle("start")
    assert app.session.game.game_id == "glop"
    assert not juggler_rules._WORDS_CACHE


@pytest.mark.parametrize("game_id", ["glossa", "glop", "glukz", "buyword", "juggler"])
def test_a_click_builds_the_engines_view_once(host, monkeypatch, game_id):
    """Issue 26: drawing after a move builds the seat's view once (the table, the recap, the
    guide and the turn marker share it), however many parts of the screen read it."""
    app = App(host, {"game": game_id, "seats": "h,normal", "seed": "4"})
    app.start()
    game = app.session.game
    for _ in range(400):  # the computer's moves until the person may play
        if game.is_over() or 0 in game.to_move():
            break
        seat = game.to_move()[0]
        app.table.pacer.apply_bot(seat, bot_action(app, seat), app.session.revision)
    app.table.state.recaps_seen.add(getattr(app.table.pending_recap(), "key", None))
    host.now += 60  # past a race start's countdown (Le Glükz)
    app.refresh()
    assert 0 in game.to_move()
    built = []
    original = type(game).view

    def counted(self, seat):
        built.append(seat)
        return original(self, seat)

    monkeypatch.setattr(type(game), "view", counted)
    played = len(game.actions)
    assert app.handle("play", json.dumps(game.legal_actions(0)[0]))
    assert len(game.actions) == played + 1
    assert built == [0], built


def bot_action(app, seat):
    """A computer player's choice for ``seat``, its thought run to the end."""
    steps = app.session.bot_thinking(seat)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
