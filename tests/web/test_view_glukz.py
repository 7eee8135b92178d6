"""Le Glükz's table view in CPython: every phase of seeded random games is drawn in its zones for
every seat and for a spectator, in French and English; what a seat's page offers to click is
legal; nothing of another seat's hidden cards (nor any face-down card) reaches a page; the race
start, the direction, burns and takes are shown where they happen; a player's finish gives a
recap; a whole game is played through the shell by clicking like a person, race start included."""

import json
import random
import re
from html import unescape

import pytest

import pyengine
from pyengine.core import i18n
from pyengine.glukz.game import GlukzGame
from pyengine.glukz.materials import RANK_OF
from tapis_app.app import App
from tapis_app.views.base import Recap
from tapis_app.views.glukz import View
from tests.helpers.language import plain

from .conftest import FakeHost, make_ctx as Ctx
from .html_probe import args, plays

PLACEHOLDER = re.compile(r"\{[a-z_]+\}")  # a sentence left unformatted


def render(game, seat, lang="fr", view_obj=None, bots=()):
    view = game.view(seat)
    obj = view_obj or View()
    ctx = Ctx(seat, lang, bots)
    html = obj.draw(view, ctx).all_html()
    if view["over"]:
        html += obj.result(view, ctx)
    return html, view


def hidden_shuffled(game, seat, rng):
    """A copy of ``game`` where everything ``seat`` cannot see is dealt again: the other seats'
    hand cards nobody saw go in, and every face-down card (its own included)."""
    other = game.clone()
    pool, unseen_counts = [], []
    for s in range(game.players):
        if s == seat:
            unseen_counts.append([])
            continue
        known = list(other.known[s])
        secret = list(other.hands[s])
        for card in known:
            if card in secret:
                secret.remove(card)
        pool.extend(secret)
        other.hands[s] = [c for c in other.hands[s] if c not in secret]
        unseen_counts.append(len(secret))
    slots = []
    for s in range(game.players):
        for i, card in enumerate(other.face_down[s]):
            if card is not None:
                pool.append(card)
                slots.append((s, i))
    rng.shuffle(pool)
    for s in range(game.players):
        if s != seat:
            other.hands[s].extend(pool.pop() for _ in range(unseen_counts[s]))
    for s, i in slots:
        other.face_down[s][i] = pool.pop()
    return other


def clicks_for(html, view_obj, view, ctx):
    """Every engine action the page can produce: play buttons, and each view button's click
    (card choices followed by the lay and take buttons)."""
    actions = plays(html)
    for arg in args(html, "view"):
        saved = dict(view_obj.ui)
        result = view_obj.handle(arg, view, ctx)
        if isinstance(result, dict):
            actions.append(result)
        elif arg.startswith(("card:", "rank:")):  # a chosen card: the enabled lay and take buttons act on it
            for follow in args(view_obj.draw(view, ctx).all_html(), "view"):
                if follow in ("lay", "take"):
                    actions.append(view_obj.handle(follow, view, ctx))
        view_obj.ui = saved
    return actions


def lay_or_take(game, seat, legal, rng):
    """Random play that lays most of the time (low ranks first), takes now and then."""
    plays = [a for a in legal if a["type"] == "play"]
    if plays and rng.random() < 0.93:
        return plays[min(int(rng.expovariate(0.8)), len(plays) - 1)]
    return legal[rng.randrange(len(legal))]


GAMES = [  # players, seed, options
    (2, 1, {}),
    (3, 2, {"tarot": True, "knights": "skip"}),
    (4, 3, {}),
    (5, 4, {"start": "drawn", "tarot": True}),
    (6, 5, {"row_cards": 2}),
]


@pytest.mark.parametrize("players, seed, options", GAMES)
def test_every_phase_renders_for_every_seat_and_a_spectator(players, seed, options):
    rng = random.Random(seed)
    game = pyengine.new_game("glukz", players, seed=seed, options=options)
    reached, stages = set(), set()
    step = 0
    while not game.is_over():
        phase = game.phase
        movers = game.to_move()
        fresh = phase not in reached or any(game.stage(s) not in stages for s in movers)
        if fresh or step % 9 == 0:
            reached.add(phase)
            stages.update(game.stage(s) for s in movers)
            for s in [None, *range(players)]:
                html, view = render(game, s)
                assert "glukz.ui." not in html and "glukz.error." not in html
                assert not PLACEHOLDER.search(html), PLACEHOLDER.search(html)
                if s is None or s not in movers:
                    assert not args(html, "play") and not any(
                        a.startswith(("card:", "rank:", "lay", "take")) for a in args(html, "view")), (s, phase)
                    continue
                view_obj, ctx = View(), Ctx(s)
                actions = clicks_for(html, view_obj, view, ctx)
                assert actions, (phase, game.stage(s))
                for action in actions:
                    game.check(s, action)  # any of these clicks is a legal move
            if fresh or step % 27 == 0:
                for s in [None, *range(players)]:
                    assert render(hidden_shuffled(game, s, rng), s)[0] == render(game, s)[0]
                html, _ = render(game, movers[0], "en")
                assert "glukz.ui." not in html
        seat = movers[rng.randrange(len(movers))]
        game.apply(seat, lay_or_take(game, seat, game.legal_actions(seat), rng))
        step += 1
    for s in [None, *range(players)]:
        html, view = render(game, s)
        assert "gz-result" in html and "glukz.ui." not in html
    if options.get("start") != "drawn":
        assert {"race", "direction"} <= reached
    assert {"hand", "face_up", "face_down"} <= stages


def test_hiding_check_would_catch_a_leak():
    """The hidden-card comparison above fails on a page that prints a face-down card."""

    class Leaky(View):
        def __init__(self, game):
            super().__init__()
            self.game = game

        def draw(self, view, ctx):
            table = super().draw(view, ctx)
            table.center += json.dumps(self.game.face_down)
            return table

    game = pyengine.new_game("glukz", 3, seed=11)
    other = hidden_shuffled(game, 0, random.Random(1))
    assert render(other, 0, view_obj=Leaky(other))[0] != render(game, 0, view_obj=Leaky(game))[0]
    assert render(other, 0)[0] == render(game, 0)[0]


# --------------------------------------------------------------------- clicks
def position(**kw):
    players = kw.pop("players", 2)
    kw.setdefault("face_up", [[None]] * players)
    kw.setdefault("face_down", [["5C1"], ["6C1"]][:players])
    return GlukzGame.from_position(players, {"start": "drawn"}, **kw)


def test_choosing_equal_cards_lays_them_together():
    """The hand shows one card per value with its count; each tap on it chooses one more of its
    cards, and the tap after the last puts them all back."""
    game = position(hands=[["4S1", "4H1", "4D1", "9D1", "KC1"], ["QS1"]], pile=["2C1"])
    view_obj, view, ctx = View(), game.view(0), Ctx(0)
    hand = view_obj.draw(view, ctx).hand
    assert hand.count("<button") == 3 and re.findall(r'data-arg="(rank:[^"]+)"', hand) == ["rank:4", "rank:9", "rank:K"]
    assert ">×3<" in hand and "trois 4 : 4 de pique ♠, 4 de cœur ♥, 4 de carreau ♦" in plain(hand)
    assert view_obj.handle("rank:4", view, ctx) is None
    assert view_obj.handle("rank:4", view, ctx) is None
    hand = view_obj.draw(view, ctx).hand
    assert hand.count('aria-pressed="true"') == 1 and 'data-chosen="2"' in hand and ">2/3<" in hand
    assert "vous en avez choisi 2" in hand
    assert view_obj.handle("lay", view, ctx) == {"type": "play", "cards": ["4S1", "4H1"]}
    view_obj.handle("rank:4", view, ctx)
    assert view_obj.ui["chosen"] == ["4S1", "4H1", "4D1"] and "toutes choisies" in view_obj.draw(view, ctx).hand
    view_obj.handle("rank:4", view, ctx)
    assert view_obj.ui["chosen"] == []
    # another value starts a new choice
    view_obj.handle("rank:4", view, ctx)
    view_obj.handle("rank:9", view, ctx)
    assert view_obj.ui["chosen"] == ["9D1"]
    view_obj.handle("rank:9", view, ctx)
    assert view_obj.handle("lay", view, ctx) is None and 'disabled' in view_obj.draw(view, ctx).all_html()
    assert view_obj.handle("rank:7", view, ctx) is None and view_obj.ui["chosen"] == []  # not held: nothing


def test_all_chooses_every_copy_and_escape_clears():
    game = position(hands=[["4S1", "4H1", "4D1", "9D1"], ["QS1"]], pile=["2C1"])
    view_obj, view, ctx = View(), game.view(0), Ctx(0)
    view_obj.handle("rank:4", view, ctx)
    assert view_obj.key("a", view, ctx) is True
    assert sorted(view_obj.ui["chosen"]) == ["4D1", "4H1", "4S1"]
    action = view_obj.key("p", view, ctx)
    game.check(0, action)
    assert view_obj.key("Escape", view, ctx) is True and view_obj.ui["chosen"] == []


def test_take_shows_the_chosen_card_or_the_lowest():
    game = position(hands=[["4S1", "9D1"], ["QS1"]], pile=["KC1", "KH1"])
    view_obj, view, ctx = View(), game.view(0), Ctx(0)
    html = view_obj.draw(view, ctx).all_html()
    assert "Ramasser la pile" in html
    assert view_obj.key("r", view, ctx) == {"type": "take", "cards": ["4S1"]}
    view_obj.handle("rank:9", view, ctx)
    assert view_obj.handle("take", view, ctx) == {"type": "take", "cards": ["9D1"]}
    assert game.check(0, {"type": "take", "cards": ["9D1"]}) is None


def test_cards_too_low_are_marked_and_burning_ranks_flagged():
    game = position(hands=[["4S1", "9D1", "9H1", "AS1"], ["QS1"]], pile=["5C1", "9C1", "9S1"])
    html = View().draw(game.view(0), Ctx(0)).all_html()
    assert "4 de pique ♠ (ne passe pas)" in html
    assert "9 de carreau ♦ (peut annuler)" in html
    assert "Valeur : 9" in plain(html) and "2 à la suite, annulation à 4" in html


def test_face_up_row_is_clickable_only_with_an_empty_hand():
    game = position(hands=[[], ["QS1"]], face_up=[["8S1", "8H1"], [None, None]],
                    face_down=[["5C1", "5D1"], [None, "6C1"]], pile=["7C1"])
    view_obj, view, ctx = View(), game.view(0), Ctx(0)
    html = view_obj.draw(view, ctx).all_html()
    assert 'data-arg="card:8S1"' in html and 'data-arg="card:8H1"' in html
    view_obj.handle("card:8S1", view, ctx)
    view_obj.handle("all", view, ctx)
    assert view_obj.handle("lay", view, ctx) == {"type": "play", "cards": ["8S1", "8H1"]}
    game.check(0, {"type": "play", "cards": ["8S1", "8H1"]})


def test_face_down_cards_are_turned_one_at_a_time():
    game = position(hands=[[], ["QS1"]], face_up=[[None, None], [None, None]],
                    face_down=[["5C1", "5D1"], [None, "6C1"]], pile=["7C1"])
    html, view = render(game, 0)
    assert plays(html) == [{"type": "flip", "slot": 0}, {"type": "flip", "slot": 1}]
    assert "5C1" not in html and "5D1" not in html and "Retourner la carte cachée 1" in html


def test_a_spectator_and_a_waiting_seat_have_nothing_to_click():
    game = pyengine.new_game("glukz", 3, seed=2, options={"start": "drawn"})
    waiting = next(s for s in range(3) if s != game.current)
    for seat in (None, waiting):
        html, _ = render(game, seat)
        assert not args(html, "play") and not [a for a in args(html, "view") if a.startswith(("card:", "rank:"))]


def test_a_computer_seat_on_screen_has_nothing_to_click():
    game = pyengine.new_game("glukz", 3, seed=2, options={"start": "drawn"})
    html, _ = render(game, game.current, bots=[game.current])
    assert not args(html, "view") and not args(html, "play")


def test_the_race_and_direction_are_announced():
    game = pyengine.new_game("glukz", 4, seed=5)
    html, _ = render(game, 0)
    assert "Départ en course" in html and "Posez vite" in html
    assert "Sens du jeu : pas encore fixé" in plain(html)
    assert [a for a in args(html, "view") if a.startswith("rank:")]  # every seat may lay in the race
    starter = 2
    game.apply(starter, game.legal_actions(starter)[0])
    assert game.phase == "direction"
    html, _ = render(game, 1)
    assert "Vous êtes voisin de Nom2" in html
    html, _ = render(game, 0)  # not a neighbour: told who sets the direction, nothing to click
    assert "Nom1 ou Nom3 : le premier qui joue fixe le sens." in plain(html)
    assert not [a for a in args(html, "view") if a.startswith(("card:", "rank:"))]
    # the frame would say « Tout le monde peut jouer » with two seats to move: told who may
    assert plain(View().draw(game.view(0), Ctx(0)).prompt) == \
        "Nom1 ou Nom3 va répondre : le premier des deux qui joue fixe le sens du jeu."
    game.apply(3, game.legal_actions(3)[0])
    html, _ = render(game, 0)
    assert "Sens du jeu : →" in plain(html)  # from Nom2 toward Nom3: left to right along the top strip
    assert html.count("gz-flow-fwd") == 3


def test_with_two_players_the_race_is_explained_and_no_direction_is_shown():
    game = pyengine.new_game("glukz", 2, seed=5)
    view_obj, view = View(), game.view(0)
    table = view_obj.draw(view, Ctx(0))
    assert "Le premier de vous deux qui pose commence" in table.center
    assert "Sens du jeu" not in table.all_html()
    assert table.prompt.startswith("Posez vite")
    # during the countdown the pile's place counts down and Lay waits for the signal
    waiting = Ctx(0)
    waiting.countdown = 2
    view_obj.handle(f"rank:{RANK_OF[view['hand'][0]]}", view, waiting)
    table = view_obj.draw(view, waiting)
    assert re.search(r'class="gz-signal">2<', table.center)
    assert re.search(r'<button[^>]*data-arg="lay"[^>]*disabled', table.actions)
    table = view_obj.draw(view, Ctx(0))
    assert "Partez !" in plain(table.center) and 'data-arg="lay"' in table.actions
    assert not re.search(r'<button[^>]*data-arg="lay"[^>]*disabled', table.actions)
    game.apply(1, game.legal_actions(1)[0])  # the computer is quicker: told in the middle
    assert re.search(r"Nom1 a été le plus rapide et a posé (un|une) .+ : la partie est lancée.",
                     plain(view_obj.draw(game.view(0), Ctx(0)).center))


def test_a_burn_is_told_and_the_pile_goes_to_the_burned_heap():
    game = position(hands=[["9D1", "9H1", "4S1"], ["QS1"]], pile=["5C1", "9C1", "9S1"])
    game.apply(0, {"type": "play", "cards": ["9D1", "9H1"]})
    html, _ = render(game, 1)
    assert "Annulation !" in plain(html) and "la pile (5 cartes) sort du jeu" in html and "Nom0 rejoue." in html
    # the run that burned lies face up on the heap (it moves there by key); the card under it
    # flies there and fades
    heap = re.search(r'<div class="gz-heap gz-heap--fresh"[^>]*data-key="burned" data-sink="([^"]*)"', html)
    assert heap and heap.group(1) == "5C1"
    run = html[html.index("gz-heap-run"):html.index("gz-heap-count")]
    assert sorted(re.findall(r'data-key="([^"]+)"', run)) == ["9C1", "9D1", "9H1", "9S1"]
    assert "data-from" in run  # the two nines from a hand no one saw fly in from its place
    game.apply(0, {"type": "play", "cards": ["4S1"]})
    html, _ = render(game, 1)
    assert "gz-heap--fresh" not in html and "data-sink" not in html
    assert "5 annulées" in html


def test_a_taken_pile_flies_into_the_takers_hand():
    game = position(hands=[["4S1", "9D1"], ["QS1", "2C1"]], pile=["KC1", "KH1"])
    game.apply(0, {"type": "take", "cards": ["4S1"]})
    html, _ = render(game, 1)
    hold = re.search(r'data-anchor="hold-0" data-key="hold-0" data-sink="([^"]*)"', html)
    assert hold and set(hold.group(1).split()) == {"KC1", "KH1", "4S1"}
    assert "Nom0 a montré un 4 et ramassé la pile (3 cartes)." in html
    assert re.search(r"Vu ramasser : (4♠|R♣|R♥) (4♠|R♣|R♥) (4♠|R♣|R♥)<", plain(html))


def test_the_zones_of_a_turn():
    """The sentence of the moment only for the seat that acts; its hand as buttons with their
    count (the dock overlaps them when they would not fit); its rows above; Lay and Take."""
    game = position(hands=[["4S1", "4H1", "9D1", "KC1"], ["QS1"]], pile=["2C1"],
                    face_up=[["8S1"], ["JH1"]])
    table = View().draw(game.view(0), Ctx(0))
    assert table.prompt.startswith("Posez des cartes de même valeur, 2 ou plus")
    assert table.hand_count == 3 and table.hand.count("<button") == 3  # one per value: the two 4s together
    assert 'data-key="8S1"' in table.work and "gz-mini" in table.work
    assert 'data-arg="lay"' in table.actions and 'data-arg="take"' in table.actions
    assert 'data-coach="playable"' in table.hand and 'data-coach="lay"' in table.actions
    assert "Valet de cœur" in table.others and "gz-mini" in table.others  # their face-up card, readable
    waiting = View().draw(game.view(1), Ctx(1))
    assert waiting.prompt == "" and waiting.actions == "" and "<button" not in waiting.hand
    assert "Nom0" in waiting.sheet  # the standings: what each still holds
    spectator = View().draw(game.view(None), Ctx(None))
    assert spectator.hand == "" and spectator.others.count("<section") == 2


def test_an_empty_hand_plays_the_face_up_row_in_the_dock():
    game = position(hands=[[], ["QS1"]], face_up=[["8S1", None, "KD1"], [None, None, None]],
                    face_down=[["5C1", "5D1", "6D1"], [None, "6C1", None]], pile=["7C1"])
    table = View().draw(game.view(0), Ctx(0))
    assert table.work == "" and table.hand_count == 3
    assert 'data-arg="card:8S1"' in table.hand and 'data-arg="card:KD1"' in table.hand
    assert table.hand_label == "Votre rangée visible"
    assert plain(table.prompt).startswith("Main vide : posez de votre rangée visible")


def test_describe_says_each_kind_of_action():
    game = position(hands=[["4S1", "4H1"], ["QS1"]], pile=["2C1"])
    view_obj, view, ctx = View(), game.view(0), Ctx(0)
    assert view_obj.describe({"type": "play", "cards": ["4S1", "4H1"]}, view, ctx) == \
        "Poser deux 4 de votre main."
    assert view_obj.describe({"type": "take", "cards": ["4S1"]}, view, ctx) == \
        "Ramasser la pile en montrant un 4."
    assert view_obj.describe({"type": "flip", "slot": 1}, view, Ctx(0, "en")) == "Turn over face-down card 2."


def test_hint_marks_the_suggested_cards():
    game = position(hands=[["4S1", "9D1"], ["QS1"]], pile=["2C1"])
    html = View().draw(game.view(0), Ctx(0, hint={"type": "play", "cards": ["9D1"]})).all_html()
    assert re.search(r'class="[^"]*is-hint[^"]*"[^>]*data-key="9D1"', html)


def test_the_end_screen_names_the_last_one_and_the_cards_left():
    game = pyengine.new_game("glukz", 3, seed=3, options={"start": "drawn"})
    rng = random.Random(3)
    while not game.is_over():
        seat = game.to_move()[0]
        game.apply(seat, lay_or_take(game, seat, game.legal_actions(seat), rng))
    html, view = render(game, 0)
    last = game.outcome()["order"][-1]
    left = len(game.hands[last]) + game.rows_left[last]
    assert f"Nom{last} reste avec {left} carte" in html and "a un gage" in html
    assert f"Annulations pendant la partie : {game.burns}." in plain(html)
    # the end panel's lines are a list without bullets (css), and a seat that finished says so
    # without « La partie continue sans vous » once the game is over (issue 30)
    assert 'class="gz-result"' in html
    first = game.outcome()["order"][0]
    html, _ = render(game, first)
    assert f"Nom{first} a fini 1" in html


def test_the_sentences_the_view_builds_exist():
    """The sentences the view writes whole exist (tests/test_text_readers.py) in French and English
    (tests/test_texts.py); these it builds from a word of the engine's view."""
    keys = {f"glukz.ui.your_move.{s}" for s in ("hand", "face_up", "face_down")}
    keys |= {f"glukz.ui.your_move.{s}.empty" for s in ("hand", "face_up")}
    keys |= {f"glukz.where{you}.{s}" for you in ("", "_you") for s in ("hand", "face_up", "face_down")}
    keys |= {f"glukz.ui.last.{kind}@you" for kind in ("play", "flip", "flip_miss", "take", "burn")}
    keys |= {f"glukz.suit.{suit}" for suit in "SHCD"}
    assert sorted(key for key in keys if not i18n.has(key)) == []


# --------------------------------------------------------------------- through the shell
def test_a_whole_game_clicked_through_the_shell():
    """A person plays against three computer players by clicking the page: wins or loses the
    race, chooses cards one by one and lays them, takes the pile when nothing fits, plays the
    face-up row and turns face-down cards — to the end screen with the finishing order."""
    host = FakeHost()
    app = App(host, {"game": "glukz", "seats": "h,easy,normal,easy", "seed": "21", "speed": "max"})
    app.start()
    app.table.state.race_go_at = None  # no countdown in this test: the clock does not run
    rng = random.Random(4)
    clicks = 0
    stages = set()
    while not app.session.game.is_over():
        game = app.session.game
        recap = app.table.pending_recap()
        if recap is not None:  # a player has finished: the standings, until the person goes on
            assert f'data-recap="{recap.key}"' in host.html
            assert app.handle("recap-next", recap.key)
            continue
        if 0 not in game.to_move() or (len(game.to_move()) > 1 and rng.random() < 0.5):
            bot = app.table.pacer.bot_to_act()
            assert bot is not None
            assert app.table.pacer.apply_bot(bot, app.session.bot_move(bot), app.session.revision)
            continue
        html = host.html
        stage = game.stage(0)
        stages.add(stage)
        if stage == "face_down":
            flips = plays(html)
            assert flips and all(a["type"] == "flip" for a in flips)
            assert app.handle("play", json.dumps(flips[rng.randrange(len(flips))]))
        else:
            view = game.view(0)
            if stage == "hand":  # one button per value: as many taps as it has cards
                cards = [c for a in args(html, "view") if a.startswith("rank:") for c in view["hand"] if RANK_OF[c] == a[5:]]
            else:
                cards = [a[5:] for a in args(html, "view") if a.startswith("card:")]
            playable = [c for c in cards if c in view["moves"]["playable"]]
            if playable:
                low = min(playable, key=lambda c: view["ranks"].index(RANK_OF[c]))
                for card in cards:  # every copy of the lowest playable rank, one click each
                    if RANK_OF[card] == RANK_OF[low]:
                        app.handle("view", f"rank:{RANK_OF[card]}" if stage == "hand" else f"card:{card}")
                assert 'aria-pressed="true"' in host.html
                assert app.handle("view", "lay")
            else:
                assert "take" in args(html, "view")
                assert app.handle("view", "take")
        assert app.shell.message is None, app.shell.message
        clicks += 1
    assert 'data-game-over="true"' in host.html and "un gage" in host.html
    assert clicks > 10 and "hand" in stages


def YouCtx(seat):
    """The shell's naming when one person plays: their own seat is « Vous », spoken to."""
    return Ctx(seat, names=lambda s: "Vous" if s == seat else f"Nom{s}", you=seat)


def test_sentences_about_the_person_speak_to_them():
    game = position(hands=[["9D1", "9H1", "4S1"], ["QS1", "2C1"]], pile=["5C1", "9C1", "9S1"])
    game.apply(0, {"type": "play", "cards": ["9D1", "9H1"]})
    html = View().draw(game.view(0), YouCtx(0)).all_html()
    assert "Vous avez complété quatre 9 : la pile (5 cartes) sort du jeu. Vous rejouez." in plain(html)
    game.apply(0, {"type": "play", "cards": ["4S1"]})
    assert "Vous avez posé un 4 de votre main." in View().draw(game.view(0), YouCtx(0)).all_html()
    assert "Vous a " not in View().draw(game.view(1), YouCtx(1)).all_html()
    game.apply(1, {"type": "take", "cards": ["2C1"]})
    html = View().draw(game.view(0), YouCtx(0)).all_html()
    assert "Nom1 a montré un 2 et ramassé la pile (2 cartes)." in html


def test_a_players_finish_is_recapped_once_with_the_standings():
    game = GlukzGame.from_position(3, {"start": "drawn"}, hands=[["KS1"], ["2C1", "3C1"], ["4C1", "5C1"]],
                                   face_up=[[None]] * 3, face_down=[[None], ["6C1"], ["6D1"]], pile=["QS1"])
    view_obj = View()
    assert view_obj.recap(game.view(0), YouCtx(0)) is None
    game.apply(0, {"type": "play", "cards": ["KS1"]})
    recap = view_obj.recap(game.view(0), YouCtx(0))
    assert isinstance(recap, Recap) and recap.key == "out-1"
    assert plain(recap.title) == "Vous n'avez plus de cartes : vous gagnez la partie !"
    assert "La partie continue entre les 2 joueurs" in recap.body and "1er" in recap.body
    assert plain(view_obj.recap(game.view(1), Ctx(1)).title) == "Nom0 n'a plus de cartes et gagne la partie !"
    table = view_obj.draw(game.view(0), YouCtx(0))
    assert "Vous n'avez plus de cartes : vous finissez 1er." in plain(unescape(table.hand))
    game.apply(1, {"type": "take", "cards": ["2C1"]})
    assert view_obj.recap(game.view(0), YouCtx(0)) is None  # the next move: the table goes on
