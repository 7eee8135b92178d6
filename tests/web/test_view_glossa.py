"""Glossa's table view in CPython: every phase of seeded random games renders, zone by zone, for
every seat and for a spectator, in French and English; what a seat's page offers to click is
legal; nothing of another seat's hidden cards reaches a seat's page (nor the deal's recap); each
deal ends with a recap of the words, chips and game points; a whole game is played through the
shell by clicking like a person."""

import copy
import json
import random
import re
from html import unescape

import pytest

import pyengine
from pyengine.core import i18n
from pyengine.glossa import words
from pyengine.glossa.rules import word_value
from tapis_app.app import App
from tapis_app.views.glossa import View
from tests.helpers.language import plain

from .conftest import FakeHost, make_ctx as Ctx
from .html_probe import args, plays

PHASES = {"entry", "exchange", "compose", "betting", "collect", "loans", "over"}


def pick(game, seat, legal, rng):
    """Random play that enters, exchanges, declares a real word, bets and all-ins often."""
    by_kind = {}
    for action in legal:
        by_kind.setdefault(action["type"], []).append(action)
    by_kind.pop("end_after_deal", None)
    if "enter" in by_kind:
        return by_kind["enter" if rng.random() < 0.85 else "sit_out"][0]
    if "word" in by_kind:
        options = by_kind["word"]
        return max(options, key=lambda a: word_value(a["cards"])) if rng.random() < 0.9 else options[0]
    if "fold" in by_kind and len(by_kind) > 1 and rng.random() < 0.7:
        del by_kind["fold"]
    if "no_loan" in by_kind and len(by_kind) > 1 and rng.random() < 0.7:
        del by_kind["no_loan"]
    kinds = sorted(by_kind)
    options = by_kind[kinds[rng.randrange(len(kinds))]]
    if options[0]["type"] in ("bet", "raise", "borrow"):
        return options[-1] if rng.random() < 0.25 else options[min(int(rng.expovariate(0.3)), len(options) - 1)]
    return options[rng.randrange(len(options))]


def draw(view_obj, view, ctx) -> str:
    """What a seat's screen holds: every zone of the table (and the deal's recap over it)."""
    html = view_obj.draw(view, ctx).all_html()
    recap = view_obj.recap(view, ctx)
    return html + (recap.body if recap else "")


def render(game, seat, lang="fr", view_obj=None):
    view = game.view(seat)
    obj = view_obj or View()
    html = draw(obj, view, Ctx(seat, lang))
    if view["over"]:
        html += obj.result(view, Ctx(seat, lang))
    return html, view


def assert_plays_are_legal(game, seat, html):
    for action in plays(html):
        if action["type"] == "word":
            game.check(seat, action)  # any word of the hand may be declared, listed or not
        else:
            assert action in game.legal_actions(seat), action


def assert_hides_other_hands(game, seat, rng):
    """The seat's page is the same whatever the other players hold and the stock's order."""
    other = copy.deepcopy(game)
    pool = other.stock
    for o in range(game.players):
        if o == seat or not other.hands[o] or len(pool) < 7:
            continue
        pool.extend(other.hands[o])
        rng.shuffle(pool)
        other.hands[o] = [pool.pop() for _ in range(7)]
    rng.shuffle(other.stock)
    assert render(other, seat)[0] == render(game, seat)[0]


GAMES = [  # players, seed, options
    (2, 1, {}),
    (3, 2, {"check_words": "honour"}),
    (4, 3, {"continuous_deal": True}),
    (5, 4, {"length": "30min"}),
    (6, 5, {}),
]


@pytest.fixture(scope="module")
def real_words():
    words.use_words(None)


@pytest.mark.parametrize("players, seed, options", GAMES)
def test_every_phase_renders_for_every_seat_and_a_spectator(real_words, players, seed, options):
    rng = random.Random(seed)
    game = pyengine.new_game("glossa", players=players, seed=seed, options=options)
    reached = set()
    step = 0
    while not game.is_over() and step < 3000:
        phase = game.phase
        seat = game.to_move()[0]
        fresh = phase not in reached
        if fresh or step % 7 == 0:
            reached.add(phase)
            for s in [None, *range(players)]:
                html, view = render(game, s)
                assert "glossa.ui." not in html and "glossa.error." not in html
                if s is not None:
                    assert_plays_are_legal(game, s, html)
                    if s not in view["to_move"]:
                        assert not plays(html)
            if fresh or step % 21 == 0:
                assert_hides_other_hands(game, seat, rng)
            if fresh:  # the English table too
                html, _ = render(game, seat, "en")
                assert "glossa.ui." not in html
        if game.options["length"] == "30min" and game.deal_no == 3 and not game.ending:
            game.apply(seat, {"type": "end_after_deal"})
            continue
        game.apply(seat, pick(game, seat, game.legal_actions(seat), rng))
        step += 1
    assert game.is_over()
    for s in [None, *range(players)]:
        html, _ = render(game, s)
        assert "g-sheet" in html
    reached.add("over")
    assert {"entry", "exchange", "compose", "betting"} <= reached


def test_the_random_games_reach_every_phase(real_words):
    """Across the seeds above, with loans and uncontested pots: all seven phases are drawn."""
    seen = set()
    for players, seed, options in GAMES[:3]:
        rng = random.Random(seed)
        game = pyengine.new_game("glossa", players=players, seed=seed, options=options)
        while not game.is_over():
            seen.add(game.phase)
            seat = game.to_move()[0]
            game.apply(seat, pick(game, seat, game.legal_actions(seat), rng))
    seen.add("over")
    assert seen == PHASES


# --------------------------------------------------------------------- clicks, one phase at a time
def fresh_game(seed=7, players=3, options=None):
    return pyengine.new_game("glossa", players=players, seed=seed, options=options)


def to_phase(game, phase, rng=None):
    rng = rng or random.Random(0)
    while game.phase != phase:
        seat = game.to_move()[0]
        action = pick(game, seat, game.legal_actions(seat), rng)
        if action["type"] in ("sit_out", "fold"):
            action = {"type": "enter"} if action["type"] == "sit_out" else game.legal_actions(seat)[0]
        game.apply(seat, action)
    return game


def test_exchange_picks_at_most_three_cards_and_sends_them_sorted(real_words):
    game = to_phase(fresh_game(), "exchange")
    seat = game.to_move()[0]
    view_obj = View()
    view = game.view(seat)
    ctx = Ctx(seat)
    for index in (5, 0, 3, 1):  # the fourth pick is refused: three at most
        view_obj.handle(f"throw:{index}", view, ctx)
    assert view_obj.ui["throw"] == [5, 0, 3]
    html = draw(view_obj, view, ctx)
    actions = [a for a in plays(html) if a["type"] == "exchange" and a["cards"]]
    hand = view["hand"]
    assert actions == [{"type": "exchange", "cards": sorted([hand[5], hand[0], hand[3]])}]
    assert actions[0] in game.legal_actions(seat)
    assert html.count('aria-pressed="true"') == 3
    view_obj.handle("throw:0", view, ctx)  # a second tap puts it back
    assert view_obj.ui["throw"] == [5, 3]


def rigged_compose(hand, check="strict"):
    """A two-player game in the compose phase, the seat to move holding ``hand``."""
    game = fresh_game(seed=11, players=2, options={"check_words": check})
    while game.phase != "compose":
        seat = game.to_move()[0]
        game.apply(seat, {"type": "enter"} if game.phase == "entry" else {"type": "exchange", "cards": []})
    seat = game.to_move()[0]
    pool = game.stock + game.hands[seat]
    for card in hand:
        pool.remove(card)
    game.hands[seat] = list(hand)
    game.stock = pool[: len(game.stock)]
    return game, seat


def test_building_civet_by_taps_shows_its_value_and_plays_it(real_words):
    game, seat = rigged_compose(["V", "C", "E", "I", "T", "S", "Q"])
    view_obj, view, ctx = View(), game.view(seat), Ctx(seat)
    for card in "CIVET":
        view_obj.handle(f"use:{view['hand'].index(card)}", view, ctx)
    html = draw(view_obj, view, ctx)
    assert "CIVET" in html and "60 points" in html and "dans le dictionnaire" in html
    words_offered = [a for a in plays(html) if a["type"] == "word" and a["cards"]]
    assert words_offered == [{"type": "word", "cards": list("CIVET")}]
    game.apply(seat, words_offered[0])
    assert game.view(seat)["word"]["value"] == 60


def test_a_joker_asks_what_it_stands_for(real_words):
    game, seat = rigged_compose(["C", "I", "V", "E", "T", "*", "Q"])
    view_obj, view, ctx = View(), game.view(seat), Ctx(seat)
    for card in "CIVET":
        view_obj.handle(f"use:{view['hand'].index(card)}", view, ctx)
    view_obj.handle(f"use:{view['hand'].index('*')}", view, ctx)
    html = draw(view_obj, view, ctx)
    assert "Le joker remplace" in html and 'data-arg="mean:QU"' in html and 'data-arg="mean:S"' in html
    view_obj.handle("mean:S", view, ctx)
    html = draw(view_obj, view, ctx)
    assert "CIVETS" in html and "joker pour S" in html
    assert {"type": "word", "cards": ["C", "I", "V", "E", "T", "*S"]} in plays(html)


def test_typing_a_word_lays_the_strongest_cards(real_words):
    game, seat = rigged_compose(["CH", "O", "U", "X", "*", "E", "A"])
    view_obj, view, ctx = View(), game.view(seat), Ctx(seat)
    view_obj.handle(json.dumps({"word": "choux"}), view, ctx)
    assert [p for _, p in view_obj.ui["word"]] == ["CH", "O", "U", "X"]
    view_obj.handle(json.dumps({"arg": "typed", "value": "zzz"}), view, ctx)  # the field changed
    html = draw(view_obj, view, ctx)
    assert "ne permettent pas" in html


def test_strict_mode_will_not_offer_a_non_word(real_words):
    game, seat = rigged_compose(["V", "C", "E", "I", "T", "S", "Q"])
    view_obj, view, ctx = View(), game.view(seat), Ctx(seat)
    for card in "TICV":
        view_obj.handle(f"use:{view['hand'].index(card)}", view, ctx)
    html = draw(view_obj, view, ctx)
    assert "pas dans le dictionnaire" in html
    assert not [a for a in plays(html) if a["type"] == "word" and a["cards"]]
    # on honour the same word may be played
    game, seat = rigged_compose(["V", "C", "E", "I", "T", "S", "Q"], check="honour")
    view_obj, view = View(), game.view(seat)
    for card in "TICV":
        view_obj.handle(f"use:{view['hand'].index(card)}", view, ctx)
    html = draw(view_obj, view, Ctx(seat))
    assert {"type": "word", "cards": list("TICV")} in plays(html)


def test_letter_keys_lay_cards(real_words):
    game, seat = rigged_compose(["V", "C", "E", "I", "T", "QU", "S"])
    view_obj, view, ctx = View(), game.view(seat), Ctx(seat)
    for key in "civq":
        assert view_obj.key(key, view, ctx) is True
    assert [p for _, p in view_obj.ui["word"]] == ["C", "I", "V", "QU"]
    assert view_obj.key("z", view, ctx) is None  # no Z in the hand


def betting_game():
    game = to_phase(fresh_game(seed=5, players=3), "betting")
    return game, game.to_move()[0]


def test_the_bet_slider_stays_within_the_legal_range(real_words):
    game, seat = betting_game()
    view_obj, view, ctx = View(), game.view(seat), Ctx(seat)
    c = view["controls"]
    rng = c["bet"] or c["raise"]
    view_obj.handle("amount:-", view, ctx)
    assert view_obj.ui["amount"] == rng["min"]
    view_obj.handle(json.dumps({"arg": "amount", "value": "5000"}), view, ctx)
    view_obj.handle("amount:+", view, ctx)
    assert view_obj.ui["amount"] == rng["max"]
    html = draw(view_obj, view, ctx)
    kinds = {a["type"] for a in plays(html)}
    assert kinds >= {"fold"} and ("bet" in kinds or "raise" in kinds)
    for action in plays(html):
        assert action in game.legal_actions(seat)
    assert f'max="{rng["max"]}"' in html


def test_hint_preselects_the_suggested_amount(real_words):
    game, seat = betting_game()
    view = game.view(seat)
    rng = view["controls"]["bet"] or view["controls"]["raise"]
    kind = "bet" if view["controls"]["bet"] else "raise"
    hint = {"type": kind, "amount": rng["min"] + 20}
    html = draw(View(), view, Ctx(seat, hint=hint))
    assert 'is-hint' in html and hint in plays(html)


def test_describe_says_each_kind_of_action(real_words):
    game, seat = betting_game()
    view, ctx = game.view(seat), Ctx(seat)
    obj = View()
    for action in game.legal_actions(seat)[:4]:
        assert obj.describe(action, view, ctx)
    assert obj.describe({"type": "word", "cards": list("CIVET")}, view, ctx) == "Jouer CIVET (60 points)."
    assert "Q" in obj.describe({"type": "exchange", "cards": ["Q", "W"]}, view, ctx)
    assert obj.describe({"type": "conceal"}, view, Ctx(seat, "en")).startswith("Do not show")


def test_a_spectator_and_a_waiting_seat_have_nothing_to_click(real_words):
    game, seat = betting_game()
    for other in [None, *[s for s in range(game.players) if s != seat]]:
        html, _ = render(game, other)
        assert not plays(html)
        assert 'data-act="view" data-arg="use' not in html and 'data-arg="throw' not in html


def test_the_last_deal_shows_every_word_and_the_pots(real_words):
    game, seat = betting_game()
    while game.phase == "betting":
        s = game.to_move()[0]
        game.apply(s, {"type": "call"} if {"type": "call"} in game.legal_actions(s) else {"type": "bet", "amount": 10})
    last = game.view(None)["last"]
    assert last["kind"] == "showdown"
    html, _ = render(game, None)
    for s, record in last["words"].items():
        if record["cards"]:
            assert f'aria-label="Le mot {record["word"]}"' in html
        assert f"Nom{s}" in html
    assert "ramasse" in html or "partagent" in html


def test_the_last_deal_says_which_chips_went_back_to_those_who_paid_them(real_words):
    """Honour mode: A all-in for 60 wins 180; the 100 each of B and C (invalid words) put in
    above him go back to them, and the end of the deal says so."""
    from tests.glossa.scripted import CALL, ENTER, SERVED, bet, everyone, play, raise_, rigged, word

    hands = [list("BOUCLES"), list("WHISTKZ"), list("ENTRERA")]
    game = rigged(hands, dealer=2, chips=[60, 1470, 1470], options={"check_words": "honour"})
    everyone(game, ENTER)
    everyone(game, SERVED)
    play(game, (0, word(*"BOUCLES")), (1, word(*"WHITS")), (2, word(*"RENTREA")))
    play(game, (0, bet(50)), (1, raise_(100)), (2, CALL))
    html, _ = render(game, None)
    assert "Nom0 ramasse le tapis principal : 180 jetons." in plain(unescape(html))
    for seat in (1, 2):
        assert (f"Aucun mot valable ne peut gagner les 100 jetons que Nom{seat} a misés au-delà : "
                "ils lui reviennent.") in plain(unescape(html))


def test_the_end_screen_says_the_cagnotte_left_was_shared(real_words):
    from tests.glossa.scripted import CHECK, ENTER, SERVED, SIT_OUT, everyone, play, rigged, word
    from tests.glossa.test_deals import UNDER_BET_HANDS

    game = rigged(UNDER_BET_HANDS, dealer=3)
    for _ in range(9):
        everyone(game, SIT_OUT)
    play(game, (1, ENTER), (2, ENTER), (3, SIT_OUT), (0, ENTER))
    everyone(game, SERVED, seats=[1, 2, 0])
    play(game, (1, word()), (2, word()), (0, word()), (1, CHECK), (2, CHECK), (0, CHECK))
    html, view = render(game, None)
    assert view["over"]
    assert ("La cagnotte restée sur le tapis (30 jetons) a été partagée entre les joueurs : elle "
            "compte dans le reliquat de jetons.") in plain(unescape(html))
    assert "ne sont à personne" not in unescape(html)


def test_the_score_sheet_is_the_tables_scores(real_words):
    """The rule book's score sheet is the table's « Scores » (opened from the header), not a
    zone of the table; a selection is forgotten after every action."""
    game, seat = betting_game()
    obj, view, ctx = View(), game.view(seat), Ctx(seat)
    table = obj.draw(view, ctx)
    assert 'class="g-sheet"' in table.sheet and "Feuille de marque" in table.sheet
    assert "<table" not in table.all_html()
    obj.handle("amount:+", view, ctx)
    obj.reset()
    assert obj.ui == {}


def test_loans_offer_only_legal_requests(real_words):
    from tests.glossa.scripted import rigged, everyone
    hands = [list("BOUCLES"), list("WHISTKZ"), list("ENTRERA"), list("GLOBEXJ")]
    game = rigged(hands, dealer=3, chips=[1400, 140, 730, 730])
    everyone(game, {"type": "enter"})
    everyone(game, {"type": "exchange", "cards": []})
    while game.phase == "compose":
        game.apply(game.to_move()[0], {"type": "word", "cards": []})
    first = game.to_move()[0]
    game.apply(first, {"type": "bet", "amount": 10})
    while game.phase == "betting":
        game.apply(game.to_move()[0], {"type": "fold"})
    game.apply(first, {"type": "conceal"})
    assert game.phase == "loans" and game.to_move() == [1]
    obj, view, ctx = View(), game.view(1), Ctx(1)
    html = draw(obj, view, ctx)
    asks = [a for a in plays(html) if a["type"] == "borrow"]
    assert asks == [{"type": "borrow", "lender": 0, "amount": 370}]  # the richest, the most
    assert '<select id="glossa-lender"' in html  # three lenders: a list
    obj.handle(json.dumps({"arg": "lender", "value": "2"}), view, ctx)  # the list changed
    obj.handle("loan:-", view, ctx)
    html = draw(obj, view, ctx)
    asks = [a for a in plays(html) if a["type"] == "borrow"]
    assert asks == [{"type": "borrow", "lender": 2, "amount": 360}]
    for action in plays(html):
        assert action in game.legal_actions(1)
    game.apply(1, asks[0])
    html, _ = render(game, 2)
    assert {"type": "lend"} in plays(html) and {"type": "refuse"} in plays(html)


def showdown_deal():
    """Three players, dealer 2: Nom0 bets 20 with CHAT, Nom1 calls with TRAIT... (CHAT wins on the
    tie-break), Nom2 folds."""
    from tests.glossa.scripted import everyone, rigged
    game = rigged([list("CHATSIL"), list("TRAITEN"), list("RENESOU")], dealer=2)
    everyone(game, {"type": "enter"})
    everyone(game, {"type": "exchange", "cards": []})
    for seat, cards in ((0, list("CHAT")), (1, list("TRAIT")), (2, [])):
        game.apply(seat, {"type": "word", "cards": cards})
    return game


def test_the_zones_of_the_moment(real_words):
    """The sentence of the moment and the actions only for the person who must act; the seven
    cards in the dock; the other players in their places, the felt in the middle."""
    game = fresh_game(seed=7, players=3)
    seat = game.to_move()[0]
    obj = View()
    table = obj.draw(game.view(seat), Ctx(seat))
    assert "Jouez-vous cette donne ? L'entrée coûte 10 jetons." == plain(table.prompt)
    assert [a["type"] for a in plays(table.actions)] == ["enter", "sit_out"]
    assert table.hand_count == 7 and table.hand.count('class="card g-card') == 7
    assert table.others.count('class="seat ') == 2 and 'data-anchor="stock"' in table.center
    assert 'data-anchor="seat-%d"' % seat in table.center  # your own place at the felt's edge
    other = (seat + 1) % 3
    waiting = obj.draw(game.view(other), Ctx(other))
    assert waiting.prompt == "" and waiting.actions == ""


def test_no_stake_to_match_before_anybody_bets(real_words):
    """« Mise à suivre » means something only once somebody has bet."""
    game = showdown_deal()
    assert game.phase == "betting"
    html, _ = render(game, 0)
    assert "Mise à suivre" not in unescape(html) and "Personne n'a misé" in unescape(html)
    game.apply(0, {"type": "bet", "amount": 20})
    html, _ = render(game, 1)
    assert "Mise à suivre : 30 jetons" in plain(unescape(html))
    assert "Pour rester, mettez 20 jetons de plus." in unescape(html)


def test_a_bet_flies_from_its_payer_to_the_felt(real_words):
    """The latest payment is a chip flying from the payer's place to the felt; the next one
    sends it into the total."""
    game = showdown_deal()
    game.apply(0, {"type": "check"})
    game.apply(1, {"type": "bet", "amount": 20})
    center = View().draw(game.view(2), Ctx(2)).center
    history = game.view(2)["history"]
    key = f"chip-1-{len(history) - 1}"
    assert re.search(r'data-key="%s" data-from="seat-1"' % key, center)
    game.apply(2, {"type": "fold"})
    center = View().draw(game.view(2), Ctx(2)).center
    assert key not in center.split("data-sink")[0]  # gone from the felt…
    sink = re.search(r'class="g-pot-value" data-sink="([^"]*)"', center).group(1).split()
    assert key in sink  # …into the chips on the table


def test_cards_thrown_fly_to_the_discards_and_new_ones_from_the_stock(real_words):
    from tests.glossa.scripted import everyone, exchange, rigged
    game = rigged([list("CHATSIL"), list("TRAITEN"), list("RENESOU")], dealer=2)
    everyone(game, {"type": "enter"})
    game.apply(0, exchange("I", "L"))
    table = View().draw(game.view(1), Ctx(1))
    sink = re.search(r'class="g-pile g-discards[^"]*" data-sink="([^"]*)"', table.center).group(1).split()
    assert sink == ["b1-0-5", "b1-0-6"]  # Nom0's last two backs, as seen by Nom1
    assert 'data-key="b1-0-x5" data-from="stock"' in table.others
    mine = View().draw(game.view(0), Ctx(0))
    sink = re.search(r'class="g-pile g-discards[^"]*" data-sink="([^"]*)"', mine.center).group(1).split()
    assert sink == ["h1-I-1", "h1-L-1"]  # your own cards thrown
    assert mine.hand.count('data-from="stock"') == 2 and "nouvelle" in mine.hand


def test_each_deal_ends_with_a_recap(real_words):
    """Words and values, who took the chips, each player's chips won or lost and the game points
    written; over the table once, until anybody speaks in the next deal."""
    game = showdown_deal()
    for seat, action in ((0, {"type": "check"}), (1, {"type": "bet", "amount": 20}), (2, {"type": "fold"}),
                         (0, {"type": "call"})):
        game.apply(seat, action)
    obj = View()
    view = game.view(2)
    recap = obj.recap(view, Ctx(2))
    assert recap.key == "deal-1" and recap.title == "Fin de la donne 1"
    body = unescape(recap.body)
    rows = re.findall(r'<tr class="g-recap-row[^"]*"[^>]*>(.*?)</tr>', body)
    assert len(rows) == 3
    # in the order the words were shown: the last to bet first
    assert "Nom1" in rows[0] and "−30" in rows[0] and 'aria-label="Le mot TRAIT"' in rows[0]
    assert "Nom0" in rows[1] and "+40" in rows[1] and ">40<" in rows[1] and "gagne" in rows[1]
    assert "Nom2" in rows[2] and "Retiré" in rows[2] and "−10" in rows[2] and "—" in rows[2]
    assert "Nom0 ramasse le tapis : 70 jetons." in plain(body) and "À valeur égale" in body
    assert "Joueur" in body and "Jetons" in body and "Points de jeu" in body
    # the next deal's felt says it in a line, once the recap is gone
    html, _ = render(game, 2)
    assert "Donne 1 : Nom0 ramasse le tapis avec CHAT (40 points)." in plain(unescape(html))
    seat = game.to_move()[0]
    game.apply(seat, {"type": "enter"})
    assert obj.recap(game.view(2), Ctx(2)) is None


def test_the_person_is_spoken_to(real_words):
    """« Vous ramassez le tapis », never « Vous ramasse »: the table's own sentences about a
    seat take the second person when that seat is the person here."""
    game = showdown_deal()
    for seat, action in ((0, {"type": "bet", "amount": 20}), (1, {"type": "fold"}), (2, {"type": "fold"})):
        game.apply(seat, action)
    assert game.phase == "collect"
    ctx = Ctx(0, you=0)
    html = unescape(draw(View(), game.view(0), ctx))
    assert "Personne ne vous a suivi : vous ramassez 50 jetons." in plain(html)
    game.apply(0, {"type": "conceal"})
    recap = View().recap(game.view(0), ctx)
    body = plain(unescape(recap.body))
    assert "Personne ne vous a suivi : vous ramassez le tapis, 50 jetons." in body
    assert "Vous n'avez pas montré votre jeu et inscrivez 50 points de jeu" in body
    other = unescape(View().recap(game.view(1), Ctx(1)).body)
    assert "Nom0 n'a pas montré son jeu et inscrit 50 points de jeu" in other


def test_the_sentences_the_view_builds_exist():
    """The sentences the view writes whole exist (tests/test_text_readers.py) in French and English
    (tests/test_texts.py); these it builds from a word of the engine's view."""
    keys = {f"glossa.ui.status.{s}" for s in ("folded", "all_in", "out")}
    keys |= {f"glossa.ui.move.{m}" for m in ("enter", "sit_out", "check", "fold", "call", "bet", "raise")}
    keys |= {f"glossa.ui.hint.{h}" for h in ("enter", "sit_out", "check", "fold", "lend", "refuse", "no_loan",
                                             "end_after_deal", "bet", "raise", "call", "borrow")}
    keys |= {f"glossa.ui.amount.{k}" for k in ("bet", "raise", "loan")}
    keys |= {f"glossa.ui.last.{pot}.{which}" for pot in ("pot_won", "pot_shared") for which in ("main", "side")}
    assert sorted(key for key in keys if not i18n.has(key)) == []


# --------------------------------------------------------------------- through the shell
def test_a_whole_game_clicked_through_the_shell(real_words):
    """A person plays against two computer players by clicking the page's buttons: enters,
    throws two cards, lays its best word card by card (naming a joker's letter), passes, calls or
    bets, chooses whether to show, goes on from each deal's recap — to the end screen with its
    score sheet."""
    host = FakeHost()
    app = App(host, {"game": "glossa", "seats": "h,easy,normal", "seed": "21", "speed": "max", "o.length": "10"})
    app.start()
    rng = random.Random(4)
    clicks = 0
    words_played = 0
    recaps = set()
    while not app.session.game.is_over():
        bot = app.table.pacer.bot_to_act()
        if bot is not None:
            revision = app.session.revision
            assert app.table.pacer.apply_bot(bot, app.session.bot_move(bot), revision)
            continue
        html = host.html
        recap = re.search(r'data-recap="([^"]+)"', html)
        if recap:  # the deal's recap over the table: read, then « Donne suivante »
            assert "Fin de la donne" in unescape(html) and "g-recap-table" in html
            recaps.add(recap.group(1))
            app.handle("recap-next", recap.group(1))
            continue
        game = app.session.game
        phase = game.phase
        offered = plays(html)
        if phase == "exchange" and rng.random() < 0.7:
            for arg in args(html, "view")[:2]:
                if arg.startswith("throw:"):
                    app.handle("view", arg)
            offered = plays(host.html)
            action = next(a for a in offered if a["type"] == "exchange")
        elif phase == "compose":
            best = words.best_word(game.hands[0])
            hand = list(game.hands[0])
            for p in best:  # tap the cards in order, naming the joker's letter
                index = next(i for i, c in enumerate(hand) if c == (p if p[0] != "*" else "*")
                             and f'data-arg="unuse:{i}"' not in host.html)
                app.handle("view", f"use:{index}")
                if p[0] == "*":
                    app.handle("view", f"mean:{p[1:]}")
            offered = plays(host.html)
            action = next(a for a in offered if a["type"] == "word" and a["cards"] == best) if best \
                else {"type": "word", "cards": []}
            words_played += bool(best)
        else:
            choices = [a for a in offered if a["type"] != "end_after_deal"]
            assert choices, (phase, html[-2000:])
            if phase == "betting":
                calm = [a for a in choices if a["type"] in ("check", "call")]
                action = calm[0] if calm and rng.random() < 0.8 else choices[-1]
            else:
                action = choices[0]
        assert app.handle("play", json.dumps(action))
        assert app.shell.message is None, app.shell.message
        clicks += 1
    assert 'data-game-over="true"' in host.html and "Feuille de marque" in host.html
    assert "Total final" in host.html
    assert clicks > 30 and words_played >= 3
    assert len(recaps) == 9  # every deal but the last, which the end screen tells


def test_a_pot_won_on_the_tie_break_says_why(real_words):
    """CHAT (40, four cards) beats TRAIT (40, five cards): the end of the deal says the rule;
    a complete tie says the pot is shared."""
    from tests.glossa.scripted import everyone, rigged
    game = rigged([list("CHATSIL"), list("TRAITEN"), list("RENESOU")], dealer=2)
    everyone(game, {"type": "enter"})
    everyone(game, {"type": "exchange", "cards": []})
    for seat, cards in ((0, list("CHAT")), (1, list("TRAIT")), (2, [])):
        game.apply(seat, {"type": "word", "cards": cards})
    for seat, action in ((0, {"type": "check"}), (1, {"type": "bet", "amount": 20}), (2, {"type": "fold"}),
                         (0, {"type": "call"})):
        game.apply(seat, action)
    html, _ = render(game, 2)
    assert "À valeur égale" in html and "Nom0 ramasse" in html
    assert html.count("gagne</span>") == 1
    game = rigged([["CH", "A", "T", "S", "I", "L", "E"], ["CH", "A", "T", "E", "N", "O", "R"], list("TRAINSE")],
                  dealer=2)
    everyone(game, {"type": "enter"})
    everyone(game, {"type": "exchange", "cards": []})
    for seat, cards in ((0, ["CH", "A", "T"]), (1, ["CH", "A", "T"]), (2, list("TRAINS"))):
        game.apply(seat, {"type": "word", "cards": cards})
    for seat, action in ((0, {"type": "bet", "amount": 20}), (1, {"type": "call"}), (2, {"type": "fold"})):
        game.apply(seat, action)
    html, _ = render(game, 0, "en")
    assert "Complete tie: Nom0 and Nom1 share the chips (30 each)." in html
    assert "At equal value" not in html and "10 chips stay on the table as a kitty." in html


def test_hot_seat_hides_each_hand_behind_the_handover(real_words):
    """Two people at one device: each sees his own cards only after saying he is ready; between
    them the screen shows no card face (the shell's handover screen); nobody is « Vous »."""
    host = FakeHost()
    app = App(host, {"game": "glossa", "seats": "h,h,easy", "seed": "21", "speed": "max"})
    app.start()
    handovers = 0
    for _ in range(12):
        while (bot := app.table.pacer.bot_to_act()) is not None:
            app.table.pacer.apply_bot(bot, app.session.bot_move(bot), app.session.revision)
        recap = re.search(r'data-recap="([^"]+)"', host.html)
        if recap:
            app.handle("recap-next", recap.group(1))
            continue
        if app.session.needs_handover():
            assert "g-card" not in host.html and "lettre " not in unescape(host.html)
            app.handle("handover")
            handovers += 1
        seat = app.session.viewer()
        hand = app.session.game.hands[seat]
        assert "g-card" in host.html and hand
        assert '"seat-who">Vous<' not in host.html and '"g-me-name">Vous<' not in host.html
        assert f'"g-me-name">Joueur {seat + 1}<' in host.html  # each person's place, by name
        offered = plays(host.html)
        choices = [a for a in offered if a["type"] != "end_after_deal"]
        app.handle("play", json.dumps(choices[0]))
    assert handovers >= 4


# --------------------------------------------------------------------- a timed game's clock
def run_watch_mode(app, host, seconds_per_move, moves=3000):
    """Computer players only; each move takes ``seconds_per_move`` on the host's clock."""
    for _ in range(moves):
        seat = app.table.pacer.bot_to_act()
        if seat is None:
            break
        host.now += seconds_per_move
        app.table.pacer.apply_bot(seat, app.session.bot_move(seat), app.session.revision)
    return app.session.game


def bots_until_the_person(app):
    while (bot := app.table.pacer.bot_to_act()) is not None:
        app.table.pacer.apply_bot(bot, app.session.bot_move(bot), app.session.revision)


def test_a_timed_watch_mode_game_ends_when_the_time_is_up(real_words):
    """Nobody presses « Finir après cette donne » in watch mode: the table's clock ends the game
    after the deal in progress when its 30 minutes are up."""
    host = FakeHost()
    app = App(host, {"game": "glossa", "seats": "easy,normal,easy", "seed": "9", "speed": "max",
                     "o.length": "30min"})
    app.start()
    game = run_watch_mode(app, host, seconds_per_move=15)
    assert game.is_over() and game.deal_no >= 2
    kinds = [e["type"] for e in game.events]
    assert kinds.count("time_up") == 1 and "end_requested" not in kinds
    up = next(e for e in game.events if e["type"] == "time_up")
    assert all(e["type"] != "deal" for e in game.events[game.events.index(up):])  # no new deal after it
    # every earlier move was played within the 30 minutes, the one that found the time up after
    assert 15 * up["turn"] < 30 * 60 <= 15 * (up["turn"] + 1)
    assert 'data-game-over="true"' in host.html


def test_a_fixed_length_watch_mode_game_ignores_the_clock(real_words):
    host = FakeHost()
    app = App(host, {"game": "glossa", "seats": "easy,easy", "seed": "9", "speed": "max", "o.length": "10"})
    app.start()
    game = run_watch_mode(app, host, seconds_per_move=600)
    assert game.is_over() and game.deal_no == 10
    assert all(e["type"] != "time_up" for e in game.events)


def test_the_time_runs_out_while_a_person_thinks(real_words):
    """The person's next move comes after the time-up: the deal in progress is the last one,
    and the page says so; his move is still played."""
    host = FakeHost()
    app = App(host, {"game": "glossa", "seats": "h,easy", "seed": "3", "speed": "max", "o.length": "30min"})
    app.start()
    bots_until_the_person(app)
    assert app.session.game.phase == "entry" and app.session.human_movers() == [0]
    assert "Finir après cette donne" in unescape(host.html)
    host.now += 31 * 60
    app.refresh()
    assert "31 minutes écoulées" in unescape(host.html)
    assert "Temps écoulé : finir après cette donne" in plain(unescape(host.html))
    game = app.session.game
    assert app.handle("play", json.dumps({"type": "enter"}))
    assert game.ending and not game.is_over() and game.actions[-1] == [0, {"type": "enter"}]
    assert any(e["type"] == "time_up" for e in game.events)
    assert "Dernière donne" in unescape(host.html)


def test_the_clock_counts_play_across_a_reload_but_not_while_closed(real_words):
    host = FakeHost()
    app = App(host, {"game": "glossa", "seats": "h,easy", "seed": "3", "speed": "max", "o.length": "30min"})
    app.start()
    bots_until_the_person(app)
    host.now += 20 * 60
    assert app.handle("play", json.dumps({"type": "enter"}))  # saved with 20 minutes played
    assert app.session.game.actions[-1] == [0, {"type": "enter"}]
    later = FakeHost(host.storage)
    later.now = host.now + 5 * 3600  # the page is opened again five hours later
    again = App(later, {})
    again.start()
    assert again.session.save_id == app.session.save_id
    assert again.session.minutes_played(later.clock()) == 20
    later.now += 9 * 60
    again.refresh()
    assert not again.session.game.ending
    later.now += 60  # 30 minutes of play: the next move, the computer's, comes after the time-up
    bot = again.table.pacer.bot_to_act()
    again.table.pacer.apply_bot(bot, again.session.bot_move(bot), again.session.revision)
    assert again.session.game.ending


def test_the_pot_is_a_stack_of_chips_that_grows_with_it(real_words):
    """(issue 30, item 3) the chips on the table drawn as a stack (shown where the felt has room,
    web/css/games/glossa.css), hidden from screen readers: the pot's amount stays its words."""
    game = fresh_game(seed=3, players=2)
    heights = []
    rng = random.Random(2)
    for _ in range(6):
        html, view = render(game, 0)
        pot = re.search(r'<div class="g-pot".*?</div>', html, re.S).group(0)
        stack = re.search(r'<svg class="table-object table-object--chips"[^>]*>(.*?)</svg>', pot, re.S)
        assert stack and 'aria-hidden="true"' in pot[pot.index("<svg"):pot.index(">", pot.index("<svg"))]
        assert f">{view['pot']}</strong>" in pot  # the amount, in words
        heights.append(stack.group(1).count("<path"))
        if game.is_over():
            break
        seat = game.to_move()[0]
        game.apply(seat, pick(game, seat, game.legal_actions(seat), rng))
    assert heights == sorted(heights) and heights[-1] > heights[0] >= 0, heights
