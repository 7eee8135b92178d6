"""The picker (issue 30, item 1): one tap plays, « Options » opens the set-up (the last one used),
the guided first game stays offered the first time, and a game in progress comes first."""

import json
import re
from html import unescape

from tapis_app.app import App
from tests.helpers.language import plain

from .conftest import FakeHost


def start(host, params=None):
    app = App(host, params or {})
    app.start()
    return app


def main_html(host) -> str:
    return unescape(host.html[host.html.index("<main"):])


def test_one_tap_plays_against_one_computer_at_the_normal_level(host):
    app = start(host)
    assert 'data-act="quick" data-arg="glop"' in host.html
    assert "Vous contre l'ordinateur (moyen)." in main_html(host)
    app.handle("quick", "glop")
    assert app.shell.screen == "game" and app.session.game.game_id == "glop"
    assert app.session.seats == [{"kind": "human", "name": ""}, {"kind": "bot", "level": "normal", "name": ""}]
    assert 'class="table' in host.html


def test_every_game_plays_in_one_tap(host):
    for game_id in ("glossa", "glop", "glukz", "buyword", "juggler"):
        app = start(FakeHost())
        app.handle("quick", game_id)
        assert app.shell.screen == "game" and app.session.game.game_id == game_id, (game_id, app.shell.message)
        assert [s["kind"] for s in app.session.seats] == ["human", "bot"]


def test_one_tap_plays_the_last_set_up_used_for_that_game(host):
    app = start(host)
    app.handle("pick", "glukz")
    app.handle("setup", json.dumps({"arg": "players", "value": "4"}))
    app.handle("setup", json.dumps({"arg": "kind.1", "value": "hard"}))
    app.handle("setup", json.dumps({"arg": "kind.3", "value": "easy"}))
    app.handle("setup", json.dumps({"arg": "name.0", "value": "Ana"}))
    app.handle("setup", json.dumps({"arg": "option.decks", "value": "2"}))
    app.handle("setup", json.dumps({"arg": "seed", "value": "77"}))
    app.handle("start")
    assert app.shell.screen == "game"
    app.handle("home")
    # the picker says what the tap starts, in words
    assert "Vous contre 3 ordinateurs (facile, moyen, difficile)." in main_html(host)
    again = start(FakeHost(host.storage))  # a later visit
    again.handle("quick", "glukz")
    session = again.session
    assert [s.get("level", s["kind"]) for s in session.seats] == ["human", "hard", "normal", "easy"]
    assert session.seats[0]["name"] == "Ana"
    assert session.game.options["decks"] == 2
    assert session.game.seed != 77  # the deal number is not remembered: a new deal each time
    # « Options » opens that same set-up, to change it
    again.handle("home")
    again.handle("pick", "glukz")
    assert again.setup.setup["players"] == 4 and again.setup.setup["kinds"][:4] == ["human", "hard", "normal", "easy"]
    assert again.setup.setup["options"]["decks"] == 2 and again.setup.setup["seed"] == ""
    # other games keep their own defaults
    again.handle("home")
    again.handle("quick", "glop")
    assert [s["kind"] for s in again.session.seats] == ["human", "bot"]


def test_a_table_with_people_is_summed_up_by_its_size(host):
    app = start(host)
    app.handle("pick", "glop")
    app.handle("setup", json.dumps({"arg": "kind.1", "value": "friend"}))
    app.handle("start")
    app.handle("home")
    assert "Comme la dernière fois : 2 joueurs." in plain(main_html(host))


def test_a_remembered_set_up_that_no_longer_holds_falls_back(host):
    app = start(host)
    for kept in ("not json", json.dumps([1]), json.dumps({"players": 9}),
                 json.dumps({"players": 3, "kinds": ["human", "robot", 5], "names": [7, "Bo" * 40],
                             "options": {"decks": 99, "tarot": True, "nonsense": 1}})):
        app.store.set_setting("setup.glukz", kept)
        app.handle("home")
        app.handle("quick", "glukz")
        assert app.shell.screen == "game", (kept, app.shell.message)
        seats = app.session.seats
        if kept.startswith('{"players": 3'):
            assert [s.get("level", s["kind"]) for s in seats] == ["human", "normal", "normal"]
            assert seats[0]["name"] == "" and seats[1]["name"] == "Bo" * 12
            assert app.session.game.options["tarot"] is True
            assert app.session.game.options["decks"] != 99
        else:
            assert len(seats) == 2


def test_the_guided_game_is_offered_on_the_picker_until_the_game_is_played(host):
    app = start(host)
    assert 'data-act="guide-start" data-arg="glop"' in host.html
    app.handle("guide-start", "glop")  # from the picker, in one tap
    assert app.shell.screen == "game" and app.session.guide == {"seen": []}
    app.handle("home")
    assert 'data-act="guide-start" data-arg="glop"' not in host.html  # played guided: not offered again
    assert 'data-act="guide-start" data-arg="juggler"' in host.html
    app.handle("quick", "juggler")
    app.handle("home")
    assert 'data-act="guide-start" data-arg="juggler"' not in host.html  # played once: not any more
    app.handle("pick", "juggler")  # still there, in the set-up
    assert 'data-act="guide-start" data-arg="juggler"' in host.html


def test_a_game_in_progress_is_the_pickers_first_offer(host, monkeypatch):
    from tapis_app import saving

    app = start(host)
    monkeypatch.setattr(saving, "now_iso", lambda: "2030-01-01T10:00:00+00:00")
    app.handle("quick", "glossa")
    app.handle("home")
    monkeypatch.setattr(saving, "now_iso", lambda: "2030-01-01T11:00:00+00:00")
    app.handle("quick", "glop")
    app.handle("home")
    html = main_html(host)
    first = re.search(r'<button[^>]*data-act="([a-z-]+)"[^>]*>(.*?)</button>', html)
    assert first.group(1) == "resume"
    assert "Reprendre la partie de Glop" in first.group(2)  # the latest first
    assert html.index("Reprendre la partie de Glop") < html.index('data-game="glossa"')
    assert "Autres parties en cours" in html and "Reprendre votre partie de Glossa" in html
    app.handle("lang")
    assert "Resume your Glop game" in main_html(host)
    glop_save = first.group(0).split('data-arg="')[1].split('"')[0]
    app.handle("resume", glop_save)
    assert app.shell.screen == "game" and app.session.game.game_id == "glop"


def test_the_choice_made_on_the_first_screen_before_python_plays_the_same(host):
    """js/first.js records a tap on the build-time picker as ("quick", game) and main.py hands
    it to App.handle once Python is ready: the same table as a tap afterwards."""
    app = start(host)
    events = [["quick", "juggler"]]
    for act, arg in events:
        app.handle(act, arg)
    assert app.shell.screen == "game" and app.session.game.game_id == "juggler"


def test_each_game_shows_its_material_as_a_table_scene():
    """(issue 30, item 1) every game's card opens on a strip of felt laid with its own material
    (views/art.py, drawn from the engine's materials), hidden from screen readers: the title,
    the pitch and the buttons stay what is read."""
    from tapis_app.games import scene as game_scene
    for lang in ("fr", "en"):
        host = FakeHost(lang=lang)
        start(host)
        html = host.html
        for game_id in ("glossa", "glop", "glukz", "buyword", "juggler"):
            card = re.search(rf'<li class="game-card[^"]*" data-game="{game_id}"[^>]*>(.*?)</li>', html, re.S)
            assert card, game_id
            body = card.group(1)
            assert body.startswith(game_scene(game_id, lang)), game_id  # the scene first, in the card's language
            assert 'aria-hidden="true"' in body[:200] and 'data-act="quick"' in body
        assert html.count('class="game-scene"') == 5
    # the English scene reads the English material: BuyWord's English bag, Le Glükz's English letters
    assert game_scene("glukz", "en") != game_scene("glukz", "fr")


def modules_at_start() -> dict:
    """The modules of the app and its engines that starting the app and drawing the picker
    imports, by name, with their file under web/app or the repository (a fresh interpreter, so
    that what other tests imported does not count)."""
    import subprocess
    import sys
    from pathlib import Path

    tests = Path(__file__).resolve().parent
    roots = [str(tests.parents[1] / "web" / "app"), str(tests.parents[1])]
    script = f"""
import sys, types
sys.path[:0] = [{str(tests)!r}, *{roots!r}]
sys.modules["js"] = types.ModuleType("js")
from conftest import FakeHost
from tapis_app.app import App
host = FakeHost()
App(host, {{}}).start()
assert 'data-act="guide-start" data-arg="glop"' in host.html
for name, module in sorted(sys.modules.items()):
    if name.startswith(("tapis_app", "pyengine")):
        print(name, getattr(module, "__file__", None) or "")
"""
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    loaded = {}
    for line in out.splitlines():
        name, _, path = line.partition(" ")
        loaded[name] = next((path[len(root) + 1:] for root in roots if path.startswith(root + "/")), path)
    return loaded


def test_drawing_the_picker_imports_no_game_or_view():
    """A first visit compiles every module the start imports that ships as source: the picker
    imports no game's rules or view, only their card models for its scenes (imported, the five
    views cost 0.2-0.3 s of a first visit in the browser)."""
    loaded = modules_at_start()
    games = ("glossa", "glop", "glukz", "buyword", "juggler")
    views = [m for m in loaded if m.startswith(tuple(f"tapis_app.views.{g}" for g in games))]
    engines = [m for m in loaded if m.startswith(tuple(f"pyengine.{g}." for g in games))
               and m.rsplit(".", 1)[1] not in ("materials", "rules")]
    assert not views and not engines, (views, engines)


def test_every_module_the_start_imports_ships_as_bytecode():
    """build.STARTUP_MODULES names every module imported before the picker shows (compiled at
    build time by Pyodide's Python: the browser then does not compile them at each first visit)."""
    import build

    loaded = modules_at_start()
    assert "tapis_app.app" in loaded and loaded["tapis_app.app"] == "tapis_app/app.py"
    missing = [path for path in loaded.values() if path.endswith(".py") and not path.startswith(tuple(build.STARTUP_MODULES))]
    assert not missing, f"imported at start but shipped as source (add them to build.STARTUP_MODULES): {missing}"
