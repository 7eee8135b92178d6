"""What surrounds every game (issue 9), on the toy game: statistics, replay, hints, challenges,
backups."""

import json
import re
from urllib.parse import parse_qs, urlparse

from tapis_app import challenge
from tapis_app.app import App
from tapis_app.links import EMBED_ALLOW, EMBED_HEIGHT, EMBED_SANDBOX

from .conftest import FakeHost


def finish(app, moves=None):
    """Play on (every seat, a computer's choice) to the end, or ``moves`` moves."""
    while not app.session.game.is_over() and moves != 0:
        seat = app.session.game.to_move()[0]
        action = app.session.bot_move(seat)
        if app.session.is_bot(seat):
            app.table.pacer.apply_bot(seat, action, app.session.revision)
        else:
            app.handle("play", json.dumps(action))
        moves = None if moves is None else moves - 1


def start(host, params):
    app = App(host, params)
    app.start()
    return app


def test_statistics_count_each_finished_game_once(host, toy_view):
    app = start(host, {"game": "toy", "seats": "h,hard", "seed": "5"})
    finish(app)
    app.handle("again")
    finish(app)
    app.handle("stats")
    rows = [r for r in __import__("tapis_app.stats", fromlist=["rows"]).rows(app.store) if r[0] == "toy"]
    assert [(g, level, e["played"]) for g, level, e in rows] == [("toy", "hard", 2)]
    assert "Ordinateur difficile" in host.html


def test_replay_steps_through_every_view(host, toy_view):
    app = start(host, {"game": "toy", "seats": "h,easy", "seed": "6"})
    finish(app)
    game = app.session.game
    app.handle("replay")
    assert app.replay.replay.position == 1  # (it opens at the first move: issue 50)
    app.handle("replay-step", "start")
    for index in range(len(game.actions) + 1):
        assert app.replay.replay.view() == game.replay(index).view(app.replay.replay.seat)
        app.handle("key", "ArrowRight")
    app.handle("replay-seat", "1")
    assert app.replay.replay.seat == 1 and "inert" in host.html
    # its two ends are drawn, not written with ⏮ and ⏭, which many fonts lack; each says its name
    for arg, name in (("start", "Revenir au début"), ("end", "Aller à la fin")):
        control = re.search(rf'<button[^>]*data-arg="{arg}"[^>]*>(.*?)</button>', host.html).group(0)
        assert "<svg" in control and f'aria-label="{name}"' in control
    assert "⏮" not in host.html and "⏭" not in host.html


def test_a_hint_names_a_legal_move(host, toy_view):
    app = start(host, {"game": "toy", "seats": "h,easy", "seed": "8"})
    app.handle("hint")
    seat, revision = app.table.pacer.hint_to_compute()
    action = app.session.bot_thinking_as(seat, "hard")
    from pyengine.bots import choose
    app.table.pacer.set_hint(choose(app.session.game, seat, "hard", 1), revision)
    assert app.table.state.hint in app.session.game.legal_actions(0)
    assert app.shell.message[1].startswith("Suggestion de l'ordinateur difficile")


def test_challenge_link_replays_the_same_deal_and_compares(host, toy_view):
    app = start(host, {"game": "toy", "seats": "h,hard", "seed": "1234"})
    first_hand = app.session.game.view(0)["hand"]
    finish(app)
    links = app.links.challenge_links()
    assert challenge.decode(links["code"])["seed"] == "1234"
    query = {k: v[0] for k, v in parse_qs(urlparse(links["link"]).query).items()}
    friend = start(FakeHost(), query)
    assert friend.session.game.view(0)["hand"] == first_hand  # the same deal
    finish(friend)
    assert "Le défi" in friend.host.html
    duel = {k: v[0] for k, v in parse_qs(urlparse(friend.links.challenge_links()["result_link"]).query).items()}
    back = start(FakeHost(), duel)
    assert back.shell.screen == "duel" and 'data-duel="true"' in back.host.html


def test_a_challenge_code_typed_on_a_friends_picker_deals_the_same_first_hand():
    """Glop (e2e/test_around.py played it in two browsers): the code the menu's « Défier un ami »
    shows, typed in another device's picker form, deals the same first hand there."""
    from .html_probe import part, text

    mine = start(FakeHost(), {"game": "glop", "seats": "h,easy", "seed": "21"})
    mine.handle("challenge")
    code = text(part(mine.host.html, data_challenge_code="true")).strip()
    assert code, "no code in the challenge panel"
    friend = start(FakeHost(), {})  # another browser: nothing shared
    assert 'data-act="code"' in friend.host.html  # the picker's form
    friend.handle("code", json.dumps({"code": code}))  # what ui.js sends for the form
    assert friend.session.game.view(0)["hand"] == mine.session.game.view(0)["hand"]
    assert friend.session.game.view(0)["hand"]


def test_challenge_codes_round_trip_and_reject_garbage():
    code = challenge.encode("glop", "h,hard", 987654321, {"memory": False}, {"memory": True})
    assert code.startswith("PHD-")
    params = challenge.decode(code)
    assert params["game"] == "glop" and params["seats"] == "h,hard" and json.loads(params["options"]) == {"memory": False}
    for bad in ["", "X", "ZZ-1", "PH-", "PHQ-12", "P-12", "PH-1-!!!"]:
        try:
            challenge.decode(bad)
        except ValueError:
            continue
        raise AssertionError(bad)


def test_backup_exports_and_restores_every_game(host, toy_view):
    app = start(host, {"game": "toy", "seats": "h,easy", "seed": "31"})
    app.handle("play", json.dumps(app.session.game.legal_actions(0)[0]))
    app.handle("export-all")
    name, text = host.downloads[-1]
    other = start(FakeHost(), {})
    other.handle("import", text)
    assert other.shell.message == ("info", "1 partie restaurée.")
    assert len(other.store.games()) == 1


def test_embed_snippets_open_the_same_table(host, toy_view):
    app = start(host, {"game": "toy", "seats": "h,easy", "seed": "44"})
    app.handle("embed")
    snippets = app.links.embed_snippets()
    assert snippets["iframe"].startswith('<iframe src="http://127.0.0.1/tapis/embed.html?game=toy&amp;seats=h%2Ceasy"')
    assert "seed=44" in snippets["iframe_seed"] and "seed" not in snippets["iframe"]
    assert f'sandbox="{EMBED_SANDBOX}"' in snippets["iframe"] and f'allow="{EMBED_ALLOW}"' in snippets["iframe"]
    assert '<tapis-game game="toy" seats="h,easy">' in snippets["element"]
    assert "&lt;iframe" in host.html  # shown as text to copy, not as a live frame


def test_the_readme_the_menu_and_embed_js_give_the_same_embed():
    """The README's one-line iframe is the line the game's menu writes (same sandbox and height),
    and embed.js frames the game with the same sandbox."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text()
    line = re.search(r'<iframe src="https://YOUR-SITE/embed\.html[^\n]*?</iframe>', readme).group(0)
    assert f'sandbox="{EMBED_SANDBOX}"' in line and f'height="{EMBED_HEIGHT}"' in line
    assert f'allow="{EMBED_ALLOW}"' in line and "camera" in EMBED_ALLOW  # (a reader may host friends: issue 46)
    embed_js = (root / "web" / "embed.js").read_text()
    assert f'var SANDBOX = "{EMBED_SANDBOX}";' in embed_js and f'var ALLOW = "{EMBED_ALLOW}";' in embed_js
    assert "allow-storage-access-by-user-activation" in EMBED_SANDBOX and "allow-downloads" in EMBED_SANDBOX


def test_the_journal_opens_on_the_latest_move(host):
    """Issue 30: the journal lists the moves newest first, numbered as they were played."""
    import re
    from html import unescape

    app = start(host, {"game": "glop", "seats": "h,easy", "seed": "5"})
    finish(app, moves=5)
    app.handle("log")
    log = app.session.game.log(app.session.viewer())
    listed = re.search(r'<ol class="log" reversed start="(\d+)">(.*?)</ol>', host.html)
    assert listed and int(listed.group(1)) == len(log) >= 5
    items = [unescape(i) for i in re.findall(r"<li>(.*?)</li>", listed.group(2))]
    assert items[0] == app.table.namer.sentence(log[-1], app.session) and items[-1] == app.table.namer.sentence(log[0], app.session)
