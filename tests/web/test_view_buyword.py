"""BuyWord's table view in CPython: real seeded games drawn zone by zone for every seat and a
spectator, clicks mapped to legal actions, the word builder (live quotes, the wild's letter, the
crossword start cell and direction), the tile limit, your lot drawn once, a computer player's
sale shown where it happens, the round's recap and the score sheet, keys, hints, the end screen,
and both languages."""

import json
import random
import re
from html import unescape

import pytest

import pyengine
from pyengine.core import IllegalAction
from tapis_app.session import Session
from tapis_app.app import App
from tapis_app.store import MemoryStorage
from tapis_app.views.base import Ctx
from tapis_app.views.buyword import View
from tests.helpers.language import plain

from .conftest import FakeHost
from .html_probe import args, plays, tags

# Variant combinations whose random games, together, reach every phase of the game.
COMBOS = [
    (1, {}),
    (2, {"check_words": "honour", "theme": "sport"}),
    (3, {"auction": True, "trade": "sale"}),
    (3, {"draft": True, "trade": "exchange", "crossword": True}),
    (2, {"crossword": True, "long_game": 1, "bag": "en"}),
]
PHASES = {"roll", "choose", "draft", "trade", "answer", "buy", "auction", "top", "sell", "review", "over"}
def table_for(app, seat, lang="fr"):
    """The table HTML (every zone) as ``seat`` sees it (None: a spectator)."""
    table, ctx = zones_for(app, seat, lang)
    return table.all_html(), ctx


def zones_for(app, seat, lang="fr"):
    """The table zone by zone (views/base.py Table) as ``seat`` sees it."""
    app.lang = lang
    ctx = app.table.ctx()
    ctx.seat = seat
    return app.view.draw(app.session.game.view(seat), ctx), ctx


def open_game(players, options, seed, seats=None, host=None):
    """An app at the table with a game of ``players`` people (the view under test)."""
    host = host or FakeHost()
    app = App(host, {})
    seats = seats or [{"kind": "human", "name": ""} for _ in range(players)]
    session = Session.new("buyword", seats, seed, options, "test", "2026-01-01")
    app.session, app.view, app.shell.screen = session, View(), "game"
    session.confirm_viewer()
    return app


def random_pick(game, seat, legal, rng):
    """Uniform, but in honour mode sometimes a nonsense sale, so challenges happen."""
    if game.honour and game.phase == "sell" and len(game.hands[seat]) >= 2 and rng.random() < 0.3:
        word = "".join(game.hands[seat][:2])
        action = {"type": "sell", "word": word, "wild": None}
        if any(r["round"] == game.round and r["seat"] == seat and word in r["bad"] for r in game.refused):
            return legal[rng.randrange(len(legal))]  # caught once this round already: refused
        if game.crossword:
            if game.cells:
                return legal[rng.randrange(len(legal))]
            action.update(row=0, col=0, dir="across")
        return action
    return legal[rng.randrange(len(legal))]


def random_states(players, options, seed, every=1):
    """Yield (app, game) at each step of a seeded random game (actions applied to the app's
    session so the view's quotes see the live game)."""
    app = open_game(players, options, seed)
    game = app.session.game
    rng = random.Random(seed)
    step = 0
    while True:
        if step % every == 0 or game.is_over():
            yield app, game
        if game.is_over():
            return
        seat = game.to_move()[0]
        action = random_pick(game, seat, game.legal_actions(seat), rng)
        app.session.apply(seat, action)
        app.view.reset()
        step += 1


# ------------------------------------------------------------------------------------ rendering
def test_every_phase_renders_for_every_seat_and_a_spectator():
    seen = set()
    for index, (players, options) in enumerate(COMBOS):
        for step, (app, game) in enumerate(random_states(players, options, seed=100 + index)):
            fresh = game.phase not in seen
            seen.add(game.phase)
            seats = [None, *range(players)] if fresh or step % 10 == 0 else game.to_move()
            for seat in seats:
                html, ctx = table_for(app, seat)
                assert 'class="bw-centre' in html
                assert "buyword." not in html, re.findall(r"buyword\.[\w.#]+", html)[:3]
                assert "{" not in re.sub(r"data-(arg|focus)=\"[^\"]*\"", "", html)
            if game.is_over():
                ctx = app.table.ctx()
                sheet = app.view.result(game.view(0), ctx)
                assert "bw-sheet" in sheet and "buyword." not in sheet
    assert seen == PHASES, PHASES - seen


def test_the_whole_page_renders_through_the_shell():
    host = FakeHost()
    app = App(host, {"game": "buyword", "seats": "h", "seed": "7"})
    app.start()
    assert app.shell.screen == "game" and "table--buyword" in host.html
    assert "Lancez le dé" in unescape(host.html)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_both_languages_have_every_label(lang):
    """Render many states in each language: no key shows untranslated and the words differ."""
    texts = set()
    for app, game in random_states(3, {"auction": True, "trade": "sale", "crossword": True}, seed=5, every=3):
        seat = game.to_move()[0] if not game.is_over() else 0
        html, _ = table_for(app, seat, lang)
        assert "buyword." not in html
        texts.add(re.sub(r"<[^>]+>", " ", html))
    joined = " ".join(texts)
    if lang == "fr":
        assert "Round" in joined and "Banque" in joined and "Votre argent" in joined
    else:
        assert "Round" in joined and "Bank" in joined and "Your money" in joined


def test_the_rule_books_word_round_everywhere():
    """« round », as in the rule book: never « manche » nor « tour » for it, in any sentence the
    game shows (the table, the events, the rules, the review line)."""
    from pyengine.buyword.text import TEXT

    for key, entry in TEXT.items():
        assert "manche" not in entry["fr"].lower(), key
        assert not re.search(r"\bTour \{", entry["fr"]), key


def test_every_ui_key_the_view_names_exists_in_both_languages():
    from pathlib import Path

    from pyengine.core import i18n

    package = Path(__file__).resolve().parents[2] / "web/app/tapis_app/views/buyword"
    source = "".join(path.read_text() for path in sorted(package.glob("*.py")))
    keys = set(re.findall(r'"(buyword\.(?:ui|describe)\.[\w.]+)"', source))
    assert len(keys) > 60
    for key in keys:
        entry = i18n.entry(key)
        assert entry and entry.get("fr") and entry.get("en"), key


# ------------------------------------------------------------------------------------ clicks
def test_every_enabled_button_is_a_legal_action():
    """At every step of random games, for the player to move: each play button is accepted by
    the engine's own check, and nothing but the mover's table offers play buttons."""
    checked = 0
    for index, (players, options) in enumerate(COMBOS):
        for app, game in random_states(players, options, seed=200 + index, every=3):
            if game.is_over():
                continue
            mover = game.to_move()[0]
            for seat in range(players):
                html, _ = table_for(app, seat)
                actions = plays(html)
                if seat != mover:
                    assert actions == [], (seat, mover, actions)
                    continue
                for action in actions:
                    before = game.fingerprint()
                    game.check(mover, action)  # raises if the button were illegal
                    assert game.fingerprint() == before
                    checked += 1
    assert checked > 200


def clicker_game(players, options, seed, seats=None):
    """Play a whole game through the app by clicking what a person would: the buttons on the
    table, and in the sell phase the tiles of a word the player can spell (found as a person
    would think of it, from the engine's sample of sales), then Sell. Returns the app."""
    host = FakeHost()
    app = open_game(players, options, seed, seats=seats, host=host)
    game = app.session.game
    rng = random.Random(seed)
    clicks = 0
    while not game.is_over():
        clicks += 1
        assert clicks < 5000
        session = app.session
        bots = session.bot_movers()
        if bots:
            revision = session.revision
            assert app.table.pacer.apply_bot(bots[0], session.bot_move(bots[0]), revision)
            continue
        seat = session.viewer()
        session.confirm_viewer()
        app.refresh()
        html = host.html
        view = game.view(seat)
        if view["phase"] == "sell":
            sales = [a for a in game.legal_actions(seat) if a["type"] == "sell"]
            throwing = app.view.ui.get("mode") == "throw"
            if sales and rng.random() < 0.7 and not app.view.ui.get("word") and not throwing:
                spell(app, lambda: host.html, rng.choice(sales), view)
                continue
            if app.view.ui.get("word") and not throwing:
                assert "sell" in args(host.html, "view"), "a spelled word can be sold"
                app.handle("view", "sell")
                continue
            if view["you"]["excess"]:
                if app.view.ui.get("mode") != "throw":
                    app.handle("view", "throw")
                    continue
                tosses = [a for a in args(html, "view") if a.startswith("toss:")]
                chosen = len(app.view.ui.get("throw", []))
                if chosen < view["you"]["excess"]:
                    app.handle("view", tosses[chosen])
                    continue
        buttons = plays(html)
        assert buttons, (view["phase"], html[-2000:])
        action = rng.choice(buttons)
        turn = len(game.actions)
        app.handle("play", json.dumps(action))
        assert len(game.actions) == turn + 1, (action, app.shell.message)
    return app


def spell(app, read, sale, view):
    """Click what spells ``sale``: with the crossword, the start cell and the direction first;
    then the rack tiles and the wild, skipping the letters already on the grid. ``read()``
    gives the table as drawn now."""
    laid, dr, dc = set(), 0, 1
    if view.get("crossword") and view["grid"]["cells"]:
        app.handle("view", f"cell:{sale['row']}:{sale['col']}")
        app.handle("view", f"dir:{sale['dir']}")
        laid = {(c["row"], c["col"]) for c in view["grid"]["cells"]}
        dr, dc = (0, 1) if sale["dir"] == "across" else (1, 0)
    for i, letter in enumerate(sale["word"]):
        if laid and (sale["row"] + dr * i, sale["col"] + dc * i) in laid:
            continue
        if sale["wild"] == i:
            app.handle("view", "wild")
            app.handle("view", json.dumps({"arg": "wildletter", "value": letter}))
        else:
            app.handle("view", f"add:{_rack_index(read(), letter)}")


def _rack_index(html, letter):
    """The rack index of a free tile showing ``letter`` (read from the buttons' labels)."""
    for _, a in tags(html, "button"):
        if a.get("data-arg", "").startswith("add:") and a.get("aria-label", "").startswith(f"{letter},"):
            return int(a["data-arg"][4:])
    raise AssertionError(f"no {letter} tile to click")


@pytest.mark.parametrize("players,options,seed", [
    (1, {}, 3),
    (2, {"auction": True, "trade": "sale", "check_words": "honour"}, 4),
    (3, {"draft": True, "theme": "food"}, 5),
])
def test_a_whole_game_by_clicks_only(players, options, seed):
    app = clicker_game(players, options, seed)
    game = app.session.game
    assert game.is_over()
    kinds = {e["type"] for e in game.events}
    assert "sell" in kinds and "buy" in kinds


def test_a_crossword_game_by_clicks_against_the_computer():
    seats = [{"kind": "human", "name": ""}, {"kind": "bot", "level": "easy", "name": ""}]
    app = clicker_game(2, {"crossword": True}, 9, seats=seats)
    game = app.session.game
    assert game.is_over()
    assert any(e["type"] == "sell" and e["seat"] == 0 for e in game.events)
    assert game.grid_words


def cells_of(word):
    """The grid cells a word on the grid covers."""
    dr, dc = (0, 1) if word["dir"] == "across" else (1, 0)
    return {(word["row"] + dr * i, word["col"] + dc * i) for i in range(len(word["word"]))}


def test_a_crossword_game_with_auctions_by_clicks_crosses_words_and_tops_a_lot():
    """(e2e/test_buyword.py played this one on a phone before issue 47.) The person auctions
    lots and, as the seller, keeps or leaves them at the top price; spells words on the grid
    through letters already laid (the start cell and direction tapped, the laid letters skipped)."""
    seats = [{"kind": "human", "name": ""}, {"kind": "bot", "level": "easy", "name": ""}]
    app = clicker_game(2, {"crossword": True, "auction": True}, 8, seats=seats)
    game = app.session.game
    assert game.is_over()
    mine = [action for seat, action in game.actions if seat == 0]
    assert any(a["type"] == "auction" for a in mine) and any(a["type"] in ("top", "decline") for a in mine)
    crossed = [w for i, w in enumerate(game.grid_words)
               if w["seat"] == 0 and any(cells_of(w) & cells_of(v) for v in game.grid_words[:i])]
    assert crossed, game.grid_words


# ------------------------------------------------------------------------------------ builder
def at_phase(players, options, seed, phase, seat=None, test=lambda g: True):
    """The first state of a seeded random game in ``phase`` with ``seat`` to move."""
    for app, game in random_states(players, options, seed):
        if game.phase == phase and (seat is None or game.to_move() == [seat]) and test(game):
            return app, game
    raise AssertionError(f"no {phase} state")


def test_the_builder_shows_the_engines_verdict_and_sells():
    app, game = at_phase(1, {}, 21, "sell", test=lambda g: any(
        a["type"] == "sell" and a["wild"] is None and len(a["word"]) >= 3 for a in g.legal_actions(0)))
    sale = next(a for a in game.legal_actions(0) if a["type"] == "sell" and a["wild"] is None and len(a["word"]) >= 3)
    html, _ = table_for(app, 0)
    assert "Vendre" in unescape(html) and 'data-arg="sell"' in html and "disabled" in re.search(
        r'<button[^>]*data-arg="sell"[^>]*>', html).group(0)  # nothing to sell yet
    for letter in sale["word"]:
        app.handle("view", f"add:{_rack_index(table_for(app, 0)[0], letter)}")
    html = unescape(table_for(app, 0)[0])
    quote = game.quote(0, {"word": sale["word"], "wild": None})
    price, pips = quote["price"], quote["words"][0]["pips"]
    assert price == pips * pips
    assert f"✓ {sale['word']} : {pips} × {pips} = {price} $" in plain(html)
    assert f"Vendre pour {price} $" in html
    money = game.money[0]
    app.handle("view", "sell")
    assert game.money[0] == money + price
    assert app.view.ui.get("word") in (None, [])  # the sold word leaves the builder


def test_a_word_that_is_not_a_word_is_said_so_and_cannot_be_sold_in_strict_mode():
    app, game = at_phase(1, {}, 22, "sell", test=lambda g: len(g.hands[0]) >= 3)
    hand = game.hands[0]
    word = hand[0] + hand[1] + hand[2]
    for letter in word:
        app.handle("view", f"add:{_rack_index(table_for(app, 0)[0], letter)}")
    html = unescape(table_for(app, 0)[0])
    from pyengine import lexicon

    if lexicon.is_word(word):
        pytest.skip("the three first tiles happen to spell a word")
    assert f"✗ {word} : pas dans le lexique" in plain(html)
    assert re.search(r'<button[^>]*data-arg="sell"[^>]*disabled', html)


def test_the_wild_asks_for_its_letter_by_menu_or_by_key():
    app, game = at_phase(1, {}, 23, "sell", test=lambda g: g.wilds[0] > 0 and len(g.hands[0]) >= 1)
    view = game.view(0)
    letter = view["you"]["tiles"][0]["letter"]
    app.handle("view", f"add:0")
    app.handle("view", "wild")
    html = table_for(app, 0)[0]
    assert 'data-arg="wildletter"' in html and "Choisissez la lettre" in unescape(html)
    assert app.view.key("S", game.view(0), app.table.ctx()) is True  # a typed letter names the wild
    assert app.view.ui["word"] == [[letter, False], ["S", True]]
    app.handle("view", json.dumps({"arg": "wildletter", "value": "E"}))
    assert app.view.ui["word"][1] == ["E", True]
    html = unescape(table_for(app, 0)[0])
    quote = game.quote(0, {"word": letter + "E", "wild": 1})
    assert (f"{letter}E : " in plain(html) and f"= {quote['price']} $" in html) == all(w["valid"] for w in quote["words"])


def test_typing_builds_the_word_and_equals_sells_it():
    app, game = at_phase(1, {}, 24, "sell", test=lambda g: any(
        a["type"] == "sell" and a["wild"] is None for a in g.legal_actions(0)))
    sale = next(a for a in game.legal_actions(0) if a["type"] == "sell" and a["wild"] is None)
    ctx = app.table.ctx()
    for letter in sale["word"].lower():
        assert app.view.key(letter, game.view(0), ctx) is True
    assert "".join(l for l, _ in app.view.ui["word"]) == sale["word"]
    action = app.view.key("=", game.view(0), ctx)
    assert action == {"type": "sell", "word": sale["word"], "wild": None}
    assert app.view.key("Escape", game.view(0), ctx) is True and not app.view.ui.get("word")


def test_the_word_in_progress_survives_other_players_moves():
    """A person may prepare a word while the others settle their lots."""
    seats = [{"kind": "human", "name": ""}, {"kind": "bot", "level": "easy", "name": ""}]
    for app, game in random_states(2, {}, 31):
        if game.phase == "buy" and game.to_move() == [1] and game.hands[0]:
            break
    else:
        raise AssertionError("no state")
    app.session.seats = seats
    letter = game.hands[0][0]
    app.handle("view", f"add:{_rack_index(table_for(app, 0)[0], letter)}")
    app.session.apply(1, game.legal_actions(1)[0])
    app.view.reset()
    assert app.view.ui["word"] == [[letter, False]]


def test_over_the_limit_the_prompt_is_clear_and_throwing_works():
    app, game = at_phase(1, {}, 41, "sell", test=lambda g: g.excess(0) > 0)
    excess = game.excess(0)
    table, _ = zones_for(app, 0)
    html = unescape(table.all_html())
    assert "limite de 8" in table.prompt  # the sentence of the moment says it...
    assert html.count("limite de 8") == 1, "...once"
    assert not any(a == {"type": "done"} for a in plays(html))
    app.handle("view", "throw")
    html = table_for(app, 0)[0]
    tosses = [a for a in args(html, "view") if a.startswith("toss:")]
    assert len(tosses) == len(game.hands[0])
    for arg in tosses[: excess + 1]:  # one more than allowed is ignored
        app.handle("view", arg)
    assert len(app.view.ui["throw"]) == excess
    discard = next(a for a in plays(table_for(app, 0)[0]) if a["type"] == "discard")
    assert len(discard["tiles"]) == excess
    app.handle("play", json.dumps(discard))
    assert game.excess(0) == 0 and app.shell.message is None


def test_crossword_start_cell_direction_and_preview():
    app, game = at_phase(1, {"crossword": True}, 51, "sell", test=lambda g: bool(g.cells) and any(
        a["type"] == "sell" for a in g.legal_actions(0)))
    sale = next(a for a in game.legal_actions(0) if a["type"] == "sell")
    view = game.view(0)
    spell(app, lambda: table_for(app, 0)[0], sale, view)
    html = unescape(table_for(app, 0)[0])
    assert "bw-cell--start" in html and "bw-cell--new" in html
    quote = game.quote(0, {k: sale[k] for k in ("word", "wild", "row", "col", "dir")})
    for entry in quote["words"]:
        assert f"{entry['word']} : {entry['pips']} × {entry['pips']} = {entry['price']} $" in plain(html)
    action = app.handle("view", "sell")
    assert game.grid_words[-1]["word"] == sale["word"]


def test_crossword_keys_move_the_start_and_turn_the_direction():
    app, game = at_phase(1, {"crossword": True}, 52, "sell", test=lambda g: bool(g.cells))
    ctx = app.table.ctx()
    app.handle("view", "cell:0:0")
    assert app.view.key("ArrowDown", game.view(0), ctx) is True
    assert app.view.key("ArrowRight", game.view(0), ctx) is True
    assert app.view.ui["at"] == [1, 1]
    assert app.view.key(".", game.view(0), ctx) is True and app.view.ui["dir"] == "down"
    html = table_for(app, 0)[0]
    start = re.search(r'<button[^>]*bw-cell--start[^>]*>', html).group(0)
    assert 'data-arg="cell:1:1"' in start and 'tabindex="0"' in start
    for _ in range(8):  # walking off the phone's window pans the view with it
        app.view.key("ArrowRight", game.view(0), ctx)
    assert app.view.ui["pan"][1] > 0


# ------------------------------------------------------------------------------------ variants
def test_bids_and_offers_with_money_come_from_forms():
    app, game = at_phase(3, {"auction": True}, 61, "auction")
    seat = game.to_move()[0]
    html, ctx = table_for(app, seat)
    assert 'name="amount"' in html and 'data-act="view"' in html
    low = game.view(seat)["auction"]["next_min"]
    action = app.view.handle(json.dumps({"form": "bid", "amount": str(low + 3)}), game.view(seat), ctx)
    assert action == {"type": "bid", "amount": low + 3}
    game.check(seat, action) if low + 3 <= game.money[seat] else None
    app2, game2 = at_phase(3, {"trade": "sale"}, 62, "trade")
    seat = game2.to_move()[0]
    view = game2.view(seat)
    target = next(s for s in range(3) if s != seat and view["lots"][s])
    html, ctx = table_for(app2, seat)
    assert f'offer{target}' in html
    ask = app2.view.handle(json.dumps({"form": f"offer{target}", "amount": "5", "way": "ask"}), view, ctx)
    assert ask == {"type": "offer", "to": target, "pay": -5}
    give = app2.view.handle(json.dumps({"form": f"offer{target}", "amount": "5", "way": "give"}), view, ctx)
    assert give == {"type": "offer", "to": target, "pay": 5}
    game2.check(seat, give)


def test_review_buttons_follow_the_rules_in_play():
    app, game = at_phase(2, {"check_words": "honour", "theme": "sport"}, 71, "review")
    seat = game.to_move()[0]
    html = table_for(app, seat)[0]
    kinds = {a["type"] for a in plays(html)}
    assert kinds == {a["type"] for a in game.legal_actions(seat)}
    assert "Contester" in unescape(html) and "thème" in unescape(html).lower()


def test_a_challenge_penalty_still_owed_shows_beside_the_money():
    """A cheat caught without $20 owes the rest: every seat sees it next to his money."""
    app, game = at_phase(2, {"check_words": "honour"}, 0, "sell", test=lambda g: any(g.debts))
    debtor = next(s for s in range(2) if game.debts[s])
    for seat in (0, 1, None):
        html = unescape(table_for(app, seat)[0])
        assert f"doit {game.debts[debtor]} $" in html
    assert f"owes ${game.debts[debtor]}" in unescape(table_for(app, 0, lang="en")[0])


# ------------------------------------------------------------------------------------ secrets
def test_the_bags_order_never_shows():
    """Everything on a BuyWord table is public except the order of the bag: two games that differ
    only in that order draw the same HTML for every seat."""
    for index, (players, options) in enumerate(COMBOS[:3]):
        for app, game in random_states(players, options, seed=300 + index, every=7):
            twin = open_game(players, options, game.seed)
            twin.session.game = game.clone()
            twin.session.game.bag = sorted(game.bag)
            twin.view.ui = dict(app.view.ui)
            twin.view._shown = set(app.view._shown)  # what was drawn before (tiles that left fly out)
            for seat in [None, *range(players)]:
                mine, _ = table_for(app, seat)
                theirs, _ = table_for(twin, seat)
                assert mine == theirs


def test_names_are_escaped():
    seats = [{"kind": "human", "name": "<b>Zoé</b>"}, {"kind": "bot", "level": "easy", "name": "<i>x"}]
    app = open_game(2, {"auction": True}, 3, seats=seats)
    html, _ = table_for(app, 0)
    assert "<b>Zoé" not in html and "&lt;b&gt;Zoé&lt;/b&gt;" in html and "<i>x" not in html


# ------------------------------------------------------------------------------------ hints, end
def test_describe_says_every_action_in_a_sentence():
    kinds = set()
    for index, (players, options) in enumerate(COMBOS):
        for app, game in random_states(players, options, seed=400 + index, every=3):
            if game.is_over():
                continue
            seat = game.to_move()[0]
            view = game.view(seat)
            ctx = app.table.ctx()
            ctx.seat = seat
            for action in game.legal_actions(seat)[:6]:
                sentence = app.view.describe(action, view, ctx)
                assert sentence and "buyword." not in sentence and "{" not in sentence, (action, sentence)
                assert sentence.endswith("."), sentence
                kinds.add(action["type"])
    assert kinds >= {"roll", "choose", "buy", "reject", "sell", "done", "bid", "pass", "offer", "accept", "pick"}


def test_a_hinted_word_can_be_spelled_in_one_click():
    app, game = at_phase(1, {}, 81, "sell", test=lambda g: any(
        a["type"] == "sell" and a["wild"] is None for a in g.legal_actions(0)))
    sale = next(a for a in game.legal_actions(0) if a["type"] == "sell" and a["wild"] is None)
    app.table.state.hint = sale
    html = table_for(app, 0)[0]
    assert 'data-arg="hint"' in html
    app.handle("view", "hint")
    assert "".join(l for l, _ in app.view.ui["word"]) == sale["word"]


def test_the_end_screen_shows_the_solo_rating_and_the_score_sheet():
    host = FakeHost()
    app = App(host, {"game": "buyword", "seats": "hard", "seed": "12", "speed": "max"})
    app.start()
    session = app.session
    while not session.game.is_over():
        seat = session.bot_movers()[0]
        app.table.pacer.apply_bot(seat, session.bot_move(seat), session.revision)
    html = unescape(host.html)
    money = session.game.money[0]
    rating = session.game.outcome()["rating"]
    label = {"outstanding": "extraordinaire", "good": "bon", "average": "moyen",
             "below": "en dessous de la moyenne"}[rating]
    flat = html.replace("\u202f", "")
    assert "data-game-over" in html and f"Votre note en solo : {money} $, {label}" in plain(flat)
    assert "Feuille de marque" in html and f"{money} $" in html.replace("\u202f", "")


# ------------------------------------------------------------------------------------ the zones
def versus_computer(seed, options=None):
    """A person (seat 0) against the easy computer player (seat 1)."""
    seats = [{"kind": "human", "name": ""}, {"kind": "bot", "level": "easy", "name": ""}]
    return open_game(2, options or {}, seed, seats=seats)


def play_until(app, stop, limit=2000):
    """Play the seeded game (the engine's first legal action; the computer's own choice) until
    ``stop(game)``; the view is drawn for the person after each move, as the shell does."""
    game = app.session.game
    for _ in range(limit):
        if stop(game):
            return game
        seat = game.to_move()[0]
        if app.session.is_bot(seat):
            action = app.session.bot_move(seat)
        else:
            legal = game.legal_actions(seat)
            action = next((a for a in legal if a["type"] == "buy"), None) or \
                next((a for a in legal if a["type"] == "sell"), None) or legal[0]
        app.session.apply(seat, action)
        app.view.reset()
        zones_for(app, 0)
    raise AssertionError("never reached")


def test_your_lot_is_drawn_once_in_the_work_strip_and_your_tiles_in_the_hand():
    app, game = at_phase(2, {}, 91, "buy", seat=0, test=lambda g: bool(g.hands[0]))
    table, _ = zones_for(app, 0)
    lot = game.lots[0]
    keys = app.view._keys(game.view(0), 0)["lot"]
    assert len(keys) == len(lot) and table.work.count('class="tile tile--lot') == len(lot)
    for key in keys:  # the lot, once: above your tiles
        assert table.all_html().count(f'data-key="{key}"') == 1 and f'data-key="{key}"' in table.work
    assert "tile--lot" not in table.hand
    assert table.hand.count('data-arg="add:') == len(game.hands[0])  # your bought tiles
    assert 'data-coach="lot"' in table.work
    price = game.lot_price(0)
    assert f"= {price} $" in unescape(table.work)  # « 7 points : 7 × 7 = 49 $ »
    assert 'data-coach="buy"' in table.actions and 'data-coach="reject"' in table.actions


def test_the_builder_and_its_buttons_stay_in_the_dock():
    app, game = at_phase(1, {}, 21, "sell", test=lambda g: len(g.hands[0]) >= 2)
    table, _ = zones_for(app, 0)
    assert "bw-builder" not in table.work  # nothing spelled yet: the prompt says what to do
    assert 'data-arg="sell"' in table.actions and 'data-coach="done"' in table.actions
    app.handle("view", "add:0")
    app.handle("view", "add:1")
    table, _ = zones_for(app, 0)
    assert "bw-builder" in table.work and 'data-coach="word"' in table.work
    assert 'data-arg="rm:0"' in table.work and 'data-arg="back"' in table.actions and 'data-arg="clear"' in table.actions
    assert table.hand_count == len(game.hands[0]) - 2 + (1 if game.wilds[0] else 0)


def test_a_computer_sale_is_shown_where_it_happens_with_its_price():
    """The word the computer just sold lies in the middle, its tiles keyed as they lay in its
    hand (they fly from there), with its price; the money flies from the bank to its place."""
    app = versus_computer(5)
    game = play_until(app, lambda g: g.actions and g.actions[-1][0] == 1 and g.actions[-1][1]["type"] == "sell")
    sale = game.sales[-1]
    before, _ = zones_for(app, 0)  # (the picture just after the sale)
    html = unescape(before.center)
    word, price = sale["words"][0]
    assert f"Ordinateur vend {word} : {price} $" in plain(html)
    for letter in sale["tiles"]:
        assert re.search(rf'data-key="t1-{letter}\d+"[^>]*data-from="seat-1"', before.center)
    flow = re.search(r'<span class="bw-flow bw-flow--in"[^>]*>', before.others).group(0)
    assert 'data-from="bank"' in flow and f"+{price} $" in unescape(before.others)
    assert "Vendu : " in plain(unescape(before.others))  # and on its place, the round's sales


def test_a_lot_paid_for_flies_to_the_bank():
    app = versus_computer(5)
    game = play_until(app, lambda g: g.actions and g.actions[-1][1]["type"] == "buy")
    payer = game.actions[-1][0]
    table, _ = zones_for(app, 0)
    chip = re.search(r'<span class="bw-flow bw-flow--bank"[^>]*>([^<]*)<', table.center)
    assert f'data-from="seat-{payer}"' in chip.group(0)
    assert unescape(chip.group(1)) == f"+{game.fates[payer]['price']} $"


def test_the_round_ends_with_its_recap():
    app = versus_computer(5)
    game = play_until(app, lambda g: g.round == 2)
    table, ctx = zones_for(app, 0)
    recap = app.view.recap(game.view(0), ctx)
    assert recap.key == "round-1" and recap.title == "Fin du round 1" and recap.go_on == "Round suivant"
    body = unescape(recap.body)
    summary = game.history[-1]
    for seat in (0, 1):
        assert f"{summary['money'][seat]} $" in body.replace("\u202f", "")
        for sale in (s for s in game.sales if s["seat"] == seat and s["round"] == 1):
            for word, price in sale["words"]:
                assert f"{word} {price}\u00a0$" in body  # (the amount in one piece: issue 30)
        fate = summary["fates"][seat]
        if fate and fate["fate"] == "bought":
            assert f": {fate['price']}\u00a0$" in body
    assert "au carré" in body  # the rule book's scoring line
    # the round goes on: no recap once its die is rolled
    play_until(app, lambda g: g.face is not None)
    assert app.view.recap(game.view(0), ctx) is None
    # and the score sheet has the round's money
    sheet = unescape(app.view.sheet(game.view(0), ctx))
    assert "L'argent à la fin de chaque round" in sheet and f"{summary['money'][1]} $" in sheet.replace("\u202f", "")


SOLO = {"game": "buyword", "seats": "h", "seed": "7"}


def solo_to_the_first_recap(storage=None):
    """A solo game by its link, the person refusing every lot and selling nothing until the
    first round ends: (app, host)."""
    host = FakeHost(storage)
    app = App(host, dict(SOLO))
    app.start()
    game = app.session.game
    while game.round == 1:
        seat = game.to_move()[0]
        legal = game.legal_actions(seat)
        action = next((a for a in legal if a["type"] == "reject"), None) or \
            next((a for a in legal if a["type"] == "done"), None) or legal[0]
        app.handle("play", json.dumps(action))
    return app, host


def test_the_recap_shows_over_the_table_with_the_rounds_word():
    app, host = solo_to_the_first_recap()
    html = unescape(host.html)
    assert 'data-recap="round-1"' in html and "Fin du round 1" in html and "Round suivant" in html
    app.handle("recap-next", "round-1")
    assert 'data-recap' not in host.html


def test_a_recap_closed_stays_closed_after_a_reload():
    """Issue 49, item 4: « Round suivant » pressed, then the page reloaded before the next round
    began (its die not rolled): the table comes back without the round's recap over it."""
    storage = MemoryStorage()
    app, _ = solo_to_the_first_recap(storage)
    app.handle("recap-next", "round-1")
    again = App(FakeHost(storage), dict(SOLO))
    again.start()
    assert again.session.game.round == 2 and again.session.game.face is None  # the same moment
    assert again.table.pending_recap() is None and "data-recap" not in again.host.html
    # a recap never closed still shows after a reload
    fresh = MemoryStorage()
    solo_to_the_first_recap(fresh)
    unclosed = App(FakeHost(fresh), dict(SOLO))
    unclosed.start()
    assert unclosed.table.pending_recap().key == "round-1"


def test_coach_marks_name_the_table_s_key_places():
    app, game = at_phase(1, {}, 21, "roll")
    table, _ = zones_for(app, 0)
    for name in ("die", "bag", "bank", "box"):
        assert f'data-coach="{name}"' in table.center, name
    assert 'data-coach="roll"' in table.actions
    app, game = at_phase(1, {"crossword": True}, 52, "sell", test=lambda g: bool(g.cells))
    table, _ = zones_for(app, 0)
    assert 'data-coach="grid"' in table.center and 'data-coach="wild"' in table.hand


def furniture_of(html: str) -> str:
    start = html.index('<div class="bw-furniture">')
    return html[start:html.index('class="bw-stage', start) if 'class="bw-stage' in html[start:] else None]


def test_the_middle_holds_the_bag_the_die_the_bank_and_the_box_as_table_objects():
    """(issue 30, item 3) the bag as a bag, the die as a die's face with its pips, the bank as
    a stack of chips, the tiles out of play as a heap: drawn beside their counters, hidden
    from screen readers (the counters say the same in words) and shown only where the table
    has room (web/css/games/buyword.css)."""
    app = open_game(2, {}, 5)
    game = app.session.game
    html, _ = table_for(app, 0)
    middle = furniture_of(html)
    for kind in ("bag", "chips", "heap"):
        assert f"table-object table-object--{kind}" in middle, kind
    assert len(re.findall(r'class="table-object table-object--', middle)) == 3  # no die face yet
    assert all('aria-hidden="true"' in svg for svg in re.findall(r"<svg[^>]*>", middle))
    assert "108" in middle and "10 000" in unescape(middle).replace("\u202f", " ").replace("\xa0", " ")
    assert "table-object--pips" not in middle  # the die not thrown: its dash, no pips
    rng = random.Random(1)
    faces = set()
    while len(faces) < 2 and not game.is_over():
        seat = game.to_move()[0]
        app.session.apply(seat, random_pick(game, seat, game.legal_actions(seat), rng))
        app.view.reset()
        face = game.view(0)["die"]["face"]
        middle = furniture_of(table_for(app, 0)[0])
        if isinstance(face, int):
            faces.add(face)
            pips = re.search(r'<svg class="table-object table-object--pips".*?</svg>', middle).group(0)
            assert pips.count("<circle") == face and "bw-die-face--pips" in middle
        elif face is not None:
            assert "table-object--pips" not in middle  # « choix → 3 » stays in words
    assert faces
