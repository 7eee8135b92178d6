"""Glop's table view in CPython: real seeded games drawn for every seat and for a spectator,
clicks that become legal actions, no hidden card in a seat's HTML, both languages, keys,
the memory option, hints and the score sheet."""

import json
import random
import re

import pytest

import pyengine
from tapis_app.app import App
from tapis_app.views.glop import View
from tests.helpers.language import plain

from . import conftest
from .conftest import FakeHost
from .html_probe import args, elements, plays

NAMES = {"fr": {"R": "rouge", "B": "bleu", "V": "vert", "J": "jaune"},
         "en": {"R": "red", "B": "blue", "V": "green", "J": "yellow"}}


def FakeCtx(seat, lang="fr", bots=(), **kw):
    """Named as the shell names seats when nobody is "you"."""
    return conftest.make_ctx(seat, lang, bots, names=lambda s: f"Joueur {s + 1}" if lang == "fr" else f"Player {s + 1}",
                             **kw)


def words_for(card, lang):
    """The ways a view could name a card: its label and its name in a sentence."""
    value, colour = card[:-1], NAMES[lang][card[-1]]
    if lang == "fr":
        return [rf"(?<!\d){value} {colour}\b"]
    return [rf"\b{colour} {value}(?!\d)"]


def hidden_from(game, seat):
    """Cards ``seat`` may not see: the opponents' hands and reserves (all hands for a
    spectator). With four players the partner's hand is the one this seat looked at."""
    hidden = set()
    for other in range(game.players):
        if seat is None or other % 2 != seat % 2:
            hidden |= set(game.hands[other]) | set(game.reserves[other])
    return hidden


def check_secrets(html, game, seat, lang):
    # the count of the deal just played names cards of that deal: they are dealt again now
    html = re.sub(r'<div class="glop-recap".*?</table></div>', "", html, flags=re.S)
    # a caption beside a seat is the last public event in words: at a deal's start it names a
    # card of the deal just played, whose id is dealt again now
    html = re.sub(r'<p class="seat-caption".*?</p>', "", html, flags=re.S)
    deal = game.deal_number
    hidden = sorted(hidden_from(game, seat))
    for card in hidden:
        assert f"d{deal}-{card}\"" not in html and f"\"{card}\"" not in html and f":{card}\"" not in html, card
    if hidden:  # one pass over the page for every name of every hidden card
        found = re.search("|".join(p for card in hidden for p in words_for(card, lang)), html)
        assert not found, found.group(0)


def play_keys(play, parts=("card", "taken", "swept", "leftover")):
    """The animation keys of a play's cards (``parts``: which of them)."""
    if not play:
        return set()
    cards = [c for part in parts for c in ([play[part]] if part == "card" else play[part])]
    return {f"d{play['deal']}-{c}" for c in cards}


def check_keys(html, view):
    """Face-up cards on screen are only the table, the hand, the last play (this deal's or, at
    a deal's start, the previous one's): captured piles show as counts only. A pile names
    (``data-sink``) only cards the person just saw go there: the cards of the play before,
    which leave the last-play strip now, and the last play's leftover — never the rest of the
    pile."""
    allowed = {f"d{view['deal']}-{c}" for c in view["table"] + (view["hand"] or [])}
    last = view["last_play"]
    allowed |= play_keys(last, ("card", "taken", "swept"))
    found = elements(html)
    keys = [a["data-key"] for tag, a in found if "data-key" in a]
    assert len(keys) == len(set(keys)), "one element per key"
    assert set(keys) <= allowed, set(keys) - allowed
    just_seen = play_keys(last) | play_keys(view["previous_play"])
    for tag, a in found:
        if "data-sink" in a:
            sunk = set(a["data-sink"].split())
            assert sunk <= just_seen, sorted(sunk - just_seen)


def render(view_obj, game, seat, lang="fr", bots=()):
    ctx = FakeCtx(seat, lang, bots)
    view = game.view(seat)
    html = view_obj.draw(view, ctx).all_html()
    assert not re.search(r"glop\.[a-z_.]+|\{[a-z_]+\}", html), re.findall(r".{40}(?:glop\.[a-z_.]+|\{[a-z_]+\}).{20}", html)
    check_secrets(html, game, seat, lang)
    check_keys(html, view)
    return html, view


def situations(view, html, seat, recap=None):
    """What this picture shows, to check that random play reached every kind of moment."""
    found = set()
    if recap is not None:
        found.add("previous_count")
    last = view["last_play"]
    if view["over"]:
        found.add("over")
    if last and last["deal"] == view["deal"]:
        found |= {k for k in ("glop", "royal", "laid") if last[k]}
        found |= {k for k in ("swept", "leftover") if last[k]}
        if last["leftover"] and last["leftover_side"] is None:
            found.add("leftover_nobody")
    if "data-sink" in html:
        found.add("sink")
    if "glop-memory--study" in html:
        found.add("memory_study")
    if "glop-reminder" in html:
        found.add("memory_reminder")
    if not view["table"] and not view["over"]:
        found.add("empty_table")
    if seat is not None and view["reserve_counts"] and view["reserve_counts"][seat] == 0 and view["hand"]:
        found.add("picked_up")
    return found


def options_for(seed):
    return {"forced_capture": seed % 3 != 2, "memory": seed % 2 == 0,
            "last_cards": "nobody" if seed % 4 == 3 else "last_taker"}


# --------------------------------------------------------------------- every phase, every seat
@pytest.mark.parametrize("players", [2, 4])
def test_every_phase_of_random_games_renders_for_each_seat_and_a_spectator(players):
    seen = set()
    choices = set()
    expected = {"over", "glop", "laid", "previous_count", "memory_study", "memory_reminder", "empty_table", "swept",
                "sink"}
    if players == 2:
        expected.add("picked_up")
    for seed in range(8):  # at least two games, then until every kind of moment was drawn
        if seed >= 2 and expected <= seen and len(choices) == 3:
            break
        game = pyengine.new_game("glop", players=players, seed=300 + seed, options=options_for(seed))
        rng = random.Random(seed)
        view_obj = View()
        step = 0
        deal = None
        while True:
            # every seat and the spectator at each deal's start and at the end; in between one
            # of them in turn (a full game renders hundreds of tables: keep the run short)
            everyone = [*range(players), None]
            fresh = game.deal_number != deal or game.is_over()
            deal = game.deal_number
            for seat in everyone if fresh else [everyone[step % len(everyone)]]:
                lang = "en" if (step + (seat or 0)) % 5 == 0 else "fr"
                html, view = render(view_obj, game, seat, lang)
                seen |= situations(view, html, seat, view_obj.recap(view, FakeCtx(seat, lang)))
            if game.is_over():
                break
            mover = game.to_move()[0]
            legal = game.legal_actions(mover)
            if step % 6 == 0:  # the mover's choices for each card: each button is a legal action
                memory = game.view(mover)["memory"]
                if memory:  # the hand to memorise, memorised
                    view_obj.studied = (game.view(mover)["deal"], mover, tuple(memory["cards"]))
                for move in game.view(mover)["moves"]:
                    view_obj.ui = {"card": move["card"], "take": 0}
                    html, view = render(view_obj, game, mover)
                    buttons = plays(html)
                    assert all(b in legal for b in buttons)
                    assert len(buttons) == len(move["takes"]) + move["lay"]
                    if len(move["takes"]) > 1:
                        choices.add("several")
                    elif not move["takes"] and not move["lay"]:
                        choices.add("must_take")
                        assert "obligatoire" in html
                    elif not move["takes"]:
                        choices.add("lay_only")
                view_obj.reset()
            before = game.last_play
            game.apply(mover, legal[rng.randrange(len(legal))])
            assert game.view(None)["previous_play"] == before
            step += 1
    assert expected <= seen, expected - seen
    assert choices == {"several", "must_take", "lay_only"}


def test_the_rare_ends_of_a_deal_render():
    """A royal glop, a table left to the last taker and a table left to nobody."""
    from pyengine.glop.game import GlopGame

    cases = [
        ({}, {"type": "take", "card": "9R", "cards": ["4B", "5V"]}, "Glop royal"),
        ({}, {"type": "lay", "card": "2R"}, "le reste du tapis va à Joueur 2"),
        ({"last_cards": "nobody"}, {"type": "lay", "card": "2R"}, "ne compte pour personne"),
    ]
    for options, action, words in cases:
        card = action["card"]
        game = GlopGame.position(2, [[card], []], ["4B", "5V"], last_taker=1, options=options)
        game.events = []
        game.apply(0, action)
        # the deal is over: the view shows the new deal, and the recap the count of the one just played
        view_obj = View()
        html, view = render(view_obj, game, 0)
        recap = view_obj.recap(view, FakeCtx(0))
        assert words in recap.body and recap.title == "Décompte de la donne 1" and recap.key == "deal-1", words


def test_a_game_won_by_a_glop_in_the_middle_of_a_deal_renders():
    """Option « premier à 30 »: the game ends on the glop, cards still in hand, no count of
    that deal."""
    from pyengine.glop.game import GlopGame

    game = GlopGame.position(2, [["9B", "2R"], ["7J", "4V"]], ["9R"], scores=[29, 12],
                             options={"first_to_30": True})
    game.events = []
    game.apply(0, {"type": "take", "card": "9B", "cards": ["9R"]})
    assert game.is_over()
    for seat in (0, 1, None):
        for lang in ("fr", "en"):
            html, view = render(View(), game, seat, lang)
            assert view["over"] and view["history"] == []


def sinks_of(html):
    """Each pile's ``data-sink``: the keys of the cards flying into it."""
    return [a.get("data-sink", "").split() for tag, a in elements(html) if "glop-pile-count" in a.get("class", "")]


def test_only_the_cards_just_seen_fly_to_a_pile():
    """The pile names the cards leaving the last-play strip, never what it held before."""
    from pyengine.glop.game import GlopGame

    game = GlopGame.position(2, [["9R", "2B"], ["1R", "3V"]], ["4B", "5V", "7J"],
                             piles=[["8R", "8B"], ["10J"]])
    game.apply(0, {"type": "take", "card": "9R", "cards": ["4B", "5V"]})
    html, _ = render(View(), game, 1)
    assert sinks_of(html) == [[], []]  # the take is in the strip, on screen
    game.apply(1, {"type": "lay", "card": "3V"})
    html, _ = render(View(), game, 1)
    assert sinks_of(html) == [["d1-9R", "d1-4B", "d1-5V"], []]
    game.apply(0, {"type": "lay", "card": "2B"})
    html, _ = render(View(), game, 1)
    assert sinks_of(html) == [[], []]  # a card laid stays on the table
    # the last card takes nothing: the table flies to the last taker's pile
    game = GlopGame.position(2, [["2R"], []], ["4B", "5V"], piles=[["8R"], ["10J"]], last_taker=1)
    game.apply(0, {"type": "lay", "card": "2R"})
    html, _ = render(View(), game, 0)
    assert sinks_of(html) == [[], ["d1-4B", "d1-5V", "d1-2R"]]


# --------------------------------------------------------------------- clicks
def position_with_several_takes():
    from pyengine.glop.game import GlopGame

    # a 9 takes 5 + 4 or 6 + 3 (and the table has no 9): two sets to choose from
    return GlopGame.position(2, [["9R", "2B"], ["1R", "1B"]], ["5B", "4V", "6J", "3R", "10V"])


def test_a_hand_card_shows_its_takes_and_a_table_card_chooses_the_set():
    game = position_with_several_takes()
    view_obj = View()
    ctx = FakeCtx(0)
    view = game.view(0)
    assert view_obj.handle("card:9R", view, ctx) is None
    html = view_obj.draw(view, ctx).all_html()
    takes = [["3R", "6J"], ["4V", "5B"]]
    assert plays(html) == [{"type": "take", "card": "9R", "cards": t} for t in takes]
    assert "plusieurs façons" in html
    shown = [a["data-key"] for tag, a in elements(html) if "is-target" in a.get("class", "")]
    assert shown == ["d1-6J", "d1-3R"]  # the first set, on the table
    assert "table:4V" in args(html, "view") and "table:10V" not in args(html, "view")
    view_obj.handle("table:4V", view, ctx)
    html = view_obj.draw(view, ctx).all_html()
    shown = [a["data-key"] for tag, a in elements(html) if "is-target" in a.get("class", "")]
    assert shown == ["d1-5B", "d1-4V"]
    # the same card again: deselected
    view_obj.handle("card:9R", view, ctx)
    assert view_obj.ui == {} and plays(view_obj.draw(view, ctx).all_html()) == []


def test_the_colours_marks_on_the_table_are_drawn():
    """Issue 49, item 2: on the cards, the takes' buttons and the favourite colour's chip, the
    marks ● ■ ▲ ◆ are drawn (art.suit_mark), never a font's glyph; they stay in the words a
    screen reader says (« 9 rouge ● », aria-label and sr-only text)."""
    game = position_with_several_takes()
    view_obj = View()
    ctx = FakeCtx(0)
    view_obj.handle("card:9R", game.view(0), ctx)
    table = view_obj.draw(game.view(0), ctx)
    for zone in (table.status, table.center, table.hand, table.actions):
        seen = re.sub(r'aria-label="[^"]*"|<span class="sr-only">[^<]*</span>', "", zone)
        assert not re.search("[●■▲◆]", seen), re.findall(".{60}[●■▲◆].{10}", seen)
    assert table.status.count('class="suit"') == 1 and table.actions.count('class="suit"') == 4  # 3 + 6, 4 + 5
    assert "9 rouge ●" in table.hand  # (the card's name)


def test_a_card_that_may_not_be_played_says_why():
    game = position_with_several_takes()  # compulsory taking: the 9 takes, so the 2 may not be laid
    view_obj = View()
    ctx = FakeCtx(0)
    view_obj.handle("card:2B", game.view(0), ctx)
    html = view_obj.draw(game.view(0), ctx).all_html()
    assert plays(html) == []
    assert "la prise est obligatoire : choisissez une carte qui prend" in plain(html)
    game = pyengine.new_game("glop", players=2, seed=1, options={"forced_capture": False})
    game = type(game).position(2, [["9R", "2B"], []], ["5B", "4V"], options={"forced_capture": False})
    view_obj = View()
    view_obj.handle("card:2B", game.view(0), ctx)
    assert plays(view_obj.draw(game.view(0), ctx).all_html()) == [{"type": "lay", "card": "2B"}]


def test_not_your_turn_the_choices_are_shown_but_disabled():
    game = position_with_several_takes()
    game.current = 1
    view_obj = View()
    ctx = FakeCtx(0)
    view_obj.handle("card:9R", game.view(0), ctx)
    html = view_obj.draw(game.view(0), ctx).all_html()
    assert plays(html) == [] and "pas encore votre tour" in html


def test_keyboard_arrows_digits_lay_and_escape():
    game = position_with_several_takes()
    view_obj = View()
    ctx = FakeCtx(0)
    view = game.view(0)
    assert view["hand"] == ["2B", "9R"]
    # taking is compulsory and only the 9 takes: the arrows step over the 2, out of play (issue 50)
    assert view_obj.key("ArrowRight", view, ctx) is True and view_obj.ui["card"] == "9R"
    assert view_obj.key("ArrowRight", view, ctx) is True and view_obj.ui["card"] == "9R"
    assert view_obj.key("2", view, ctx) == {"type": "take", "card": "9R", "cards": ["4V", "5B"]}
    assert view_obj.key("3", view, ctx) is None  # there is no third take
    assert view_obj.key("p", view, ctx) == {"type": "lay", "card": "9R"}  # the engine will say no
    assert view_obj.key("Escape", view, ctx) is True and view_obj.ui == {}
    assert view_obj.key("1", view, ctx) is None
    assert view_obj.key("ArrowLeft", view, ctx) is True and view_obj.ui["card"] == "9R"


def test_more_than_nine_takes_are_reached_by_the_up_and_down_arrows():
    """An 11 on a table of small cards can take in 19 ways: digits make the first nine, ↑ ↓
    step the shown take through all of them, the focus (and so Enter) going with it."""
    from pyengine.glop.game import GlopGame

    table = ["1B", "2B", "3B", "4B", "5B", "6B", "1V", "2V"]
    game = GlopGame.position(2, [["11R", "6R"], ["1R"]], table)
    view_obj = View()
    ctx = FakeCtx(0)
    view = game.view(0)
    takes = next(m["takes"] for m in view["moves"] if m["card"] == "11R")
    assert len(takes) == 19
    view_obj.handle("card:11R", view, ctx)
    html = view_obj.draw(view, ctx).all_html()
    assert re.findall(r'<span class="glop-key" aria-hidden="true">(\d+)</span>', html) == [str(n) for n in range(1, 10)]
    assert view_obj.key("9", view, ctx) == {"type": "take", "card": "11R", "cards": takes[8]}

    def focused_take(html):
        """The take whose button is the first to carry the card's focus key: where the page
        (ui.js restoreFocus: querySelector) puts the focus."""
        first = next(a for tag, a in elements(html) if a.get("data-focus") == "hand:1")
        return json.loads(first["data-arg"])["cards"]

    def targets(html):
        return sorted(a["data-key"][3:] for tag, a in elements(html) if "is-target" in a.get("class", ""))

    assert focused_take(html) == takes[0]
    assert view_obj.key("ArrowUp", view, ctx) is True  # from the first to the last
    html = view_obj.draw(view, ctx).all_html()
    assert focused_take(html) == takes[18] and targets(html) == sorted(takes[18])
    for n in range(12):
        assert view_obj.key("ArrowDown", view, ctx) is True
    html = view_obj.draw(view, ctx).all_html()
    assert focused_take(html) == takes[11] and targets(html) == sorted(takes[11])
    assert "↑ ↓" in [k for k, _ in View.shortcuts]
    # one take only: the arrows are left to the page
    view_obj.handle("card:6R", view, ctx)  # the 6 takes the 6 only
    assert view_obj.key("ArrowDown", view, ctx) is None


def test_an_illegal_shortcut_brings_the_engines_sentence():
    for seed in range(1, 60):  # a deal the person opens, with a card compulsory taking blocks
        host = FakeHost()
        app = App(host, {"game": "glop", "seats": "h,easy", "seed": str(seed)})
        app.start()
        view = app.session.game.view(0)
        blocked = next((m["card"] for m in view["moves"] if not m["lay"] and not m["takes"]), None)
        if blocked and app.session.game.to_move() == [0] and not app.session.game.actions:
            break
    else:
        raise AssertionError("no seed opens with a blocked card")
    app.handle("view", f"card:{blocked}")
    app.handle("key", "p")
    assert app.shell.message[0] == "error" and "la prise est obligatoire" in app.shell.message[1]
    assert len(app.session.game.actions) == 0


# --------------------------------------------------------------------- the memory option
def test_the_hand_looked_at_is_shown_for_study_then_hidden():
    game = pyengine.new_game("glop", players=4, seed=21)  # memory on (the default)
    seat = (game.dealer + 1) % 4  # the first to play
    view_obj = View()
    seen = game.view(seat)["memory"]["cards"]
    playing = game.view(seat)["hand"]
    html, _ = render(view_obj, game, seat)
    assert "Mémorisez votre réserve" in html and all(f"{c[:-1]} {NAMES['fr'][c[-1]]}" in html for c in seen)
    # it says which hand is which, and shows one at a time: the playing hand lies face down
    assert "Votre réserve, à mémoriser" in html and "C&#x27;est la main que vous avez regardée" in html
    table = view_obj.draw(game.view(seat), FakeCtx(seat))
    assert table.hand.count("card--back") == len(playing) and "data-act" not in table.hand
    assert table.hand_label.startswith("Votre main de jeu, face cachée")
    # "Memorised" hides it at once, and it stays hidden after other players' moves
    view_obj.handle("studied", game.view(seat), FakeCtx(seat))
    view_obj.reset()
    html, _ = render(view_obj, game, seat)
    assert "glop-memory-cards" not in html and "Mémorisez" not in html
    table = view_obj.draw(game.view(seat), FakeCtx(seat))
    assert "card--back" not in table.hand and table.hand.count("data-act") == len(playing)  # the playing hand, face up
    # without pressing it: hidden once the seat has played its first card
    view_obj = View()
    game.apply(seat, game.legal_actions(seat)[0])
    html, _ = render(view_obj, game, seat)
    assert "glop-memory-cards" not in html


def test_a_replay_shows_the_hand_studied_without_its_button():
    """A replay from a deal's start shows the seat's hand to memorise as the seat saw it, but not
    « C'est mémorisé »: nothing on a replay can be acted on. The live table keeps the button."""
    host = FakeHost()
    app = App(host, {"game": "glop", "seats": "h,easy,easy,easy", "seed": "21"})
    app.start()
    live = host.html
    assert "glop-memory-cards" in live and 'data-arg="studied"' in live
    app.handle("replay")
    app.handle("replay-step", "start")
    seen = app.session.game.replay(0).view(0)["memory"]["cards"]
    assert "glop-memory-cards" in host.html and 'data-arg="studied"' not in host.html
    assert all(f"{c[:-1]} {NAMES['fr'][c[-1]]}" in host.html for c in seen)
    app.handle("replay-close")
    assert 'data-arg="studied"' in host.html


def test_without_the_memory_option_the_hand_stays_as_a_reminder():
    game = pyengine.new_game("glop", players=4, seed=21, options={"memory": False})
    seat = (game.dealer + 1) % 4
    game.apply(seat, game.legal_actions(seat)[0])
    html, _ = render(View(), game, seat)
    assert "glop-memory-cards" in html and "Mémorisez" not in html


# --------------------------------------------------------------------- words
def test_french_and_english():
    game = position_with_several_takes()
    view_obj = View()
    view_obj.ui = {"card": "9R", "take": 0}
    french, _ = render(view_obj, game, 0, "fr")
    english, _ = render(view_obj, game, 0, "en")
    for words in ("Le tapis", "Couleur favorite", "Avec le 9 rouge", "Prendre 3"):
        assert words in french
    for words in ("The table", "Favourite colour", "With the red 9", "Take 3"):
        assert words in english
    assert view_obj.draw(game.view(0), FakeCtx(0, "fr")).hand_label == "Votre main"
    assert view_obj.draw(game.view(0), FakeCtx(0, "en")).hand_label == "Your hand"
    # a hand card is a button named by its own screen-reader text (taking compulsory: whether it
    # takes, issue 50); a table card is an image
    assert '<span class="sr-only">9 rouge ●, prend</span>' in french and '<span class="sr-only">red 9 ●, takes</span>' in english
    assert 'aria-label="10 vert ▲"' in french and 'aria-label="green 10 ▲"' in english


def test_hints_are_described_in_words():
    game = position_with_several_takes()
    view = game.view(0)
    ctx = FakeCtx(0)
    assert View().describe({"type": "take", "card": "9R", "cards": ["4V", "5B"]}, view, ctx) == \
        "Prendre 4▲ + 5■ avec le 9 rouge"
    assert View().describe({"type": "lay", "card": "2B"}, view, FakeCtx(0, "en")) == "Lay the blue 2 on the table"
    from pyengine.glop.game import GlopGame
    game = GlopGame.position(2, [["9R", "2B"], ["1R"]], ["4B", "5V"])
    assert plain(View().describe({"type": "take", "card": "9R", "cards": ["4B", "5V"]}, game.view(0), ctx)).endswith("glop !")


# --------------------------------------------------------------------- a whole game, by clicks
def click_a_move(app, host, rng):
    """Like a person: tap a card of the hand; play one of its buttons, else try another card."""
    if "studied" in args(host.html, "view"):  # the hand to memorise first
        app.handle("view", "studied")
    cards = [a for a in args(host.html, "view") if a.startswith("card:")]
    rng.shuffle(cards)
    for arg in cards:
        app.handle("view", arg)
        buttons = plays(host.html)
        if buttons:
            app.handle("play", json.dumps(buttons[rng.randrange(len(buttons))], sort_keys=True))
            return
        app.handle("view", "cancel")
    raise AssertionError("no card could be played")


@pytest.mark.parametrize("players", [2, 4])
def test_a_whole_game_against_the_computer_by_clicks(players):
    host = FakeHost()
    seats = ",".join(["h"] + ["easy"] * (players - 1))
    app = App(host, {"game": "glop", "seats": seats, "seed": str(60 + players)})
    app.start()
    rng = random.Random(players)
    game = app.session.game
    while not app.session.game.is_over():
        seat = app.session.game.to_move()[0]
        if app.session.is_bot(seat):
            app.table.pacer.apply_bot(seat, app.session.bot_move(seat), app.session.revision)
        else:
            before = len(app.session.game.actions)
            click_a_move(app, host, rng)
            assert len(app.session.game.actions) == before + 1 and app.shell.message is None
        check_secrets(host.html.split('class="table table--glop"', 1)[1], app.session.game, 0, "fr")
    game = app.session.game
    assert 'data-game-over="true"' in host.html and "Feuille de marque" in host.html
    sheet = host.html[host.html.index("glop-result"):]
    for summary in game.view(0)["history"]:
        assert f"<th scope=\"row\">{summary['deal']}</th>" in sheet
    assert f"({game.scores[0]})" in sheet and f"({game.scores[1]})" in sheet
