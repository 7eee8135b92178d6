"""Juggler's table view in CPython: every phase of seeded random games renders for every seat and
for a spectator, in French and English; what a seat's page offers to click is legal; nothing of
another seat's hidden cards reaches a seat's page; each card of the hand is drawn once; the word
is arranged by taps, letter keys or a typed word, with the live check; a card is laid by
« Poser une carte » then the card, or dropped on the felt; the end of a hand is its recap; a
whole game is played through the shell by clicking like a person."""

import json
import random
import re
from html import unescape

import pytest

import pyengine
from pyengine.core import i18n
from pyengine.juggler.materials import edition
from tapis_app.app import App
from tapis_app.views.juggler import View
from tests.juggler.scripted import card_of, position, word
from tests.helpers.language import plain

from .conftest import FakeHost, make_ctx as Ctx
from .html_probe import plays

ED = edition("fr")


def render(game, seat, lang="fr", obj=None, ctx=None):
    """A seat's screen: every zone of its table (and the end screen's sheet once over)."""
    view = game.view(seat)
    obj = obj or View()
    ctx = ctx or Ctx(seat, lang)
    html = obj.draw(view, ctx).all_html()
    if view["over"]:
        html += obj.result(view, ctx)
    return html, view


def table(obj, game, seat, **kw):
    return obj.draw(game.view(seat), Ctx(seat, **kw)).all_html()


def pick(game, seat, rng):
    """Random play that often takes from the table, lays, announces and shows real words."""
    legal = game.legal_actions(seat)
    by_kind = {}
    for action in legal:
        by_kind.setdefault(action["type"], []).append(action)
    if "announce" in by_kind and rng.random() < 0.5:
        return rng.choice(by_kind["announce"])
    if "declare" in by_kind:
        words = [a for a in by_kind["declare"] if a["cards"]]
        return max(words, key=lambda a: len(a["cards"])) if words and rng.random() < 0.8 else by_kind["declare"][-1]
    if "lay" in by_kind and len(game.hands[seat]) > 9:
        return rng.choice(by_kind["lay"])
    kinds = sorted(by_kind)
    return rng.choice(by_kind[rng.choice(kinds)])


def hidden_shuffle(game, seat, rng):
    """A copy of ``game`` where every card ``seat`` cannot see (the decks, the others' cards not
    seen going into their hands, an announced word's order, the others' secret declarations)
    is exchanged for another unseen card of the same deck: the seat's page must not change."""
    other = game.clone()
    hidden = set(other.decks["vowels"]) | set(other.decks["consonants"])
    for o in range(game.players):
        if o != seat:
            hidden |= set(other.hands[o]) - set(other.known[o])
    by_deck = {}
    for card in sorted(hidden):
        by_deck.setdefault(ED.deck[card], []).append(card)
    mapping = {}
    for cards in by_deck.values():
        shuffled = list(cards)
        rng.shuffle(shuffled)
        mapping.update(zip(cards, shuffled))

    def swap(cards):
        return [mapping.get(c, c) for c in cards]

    for o in range(game.players):
        if o != seat:
            other.hands[o] = swap(other.hands[o])
            if other.declarations and other.declarations[o] and o != other.announcer:
                other.declarations[o] = swap(other.declarations[o])
    other.decks = {d: swap(v) for d, v in other.decks.items()}
    if other.announcer is not None and other.announcer != seat:
        other.announced = swap(other.announced)
    if other.taken is not None and other.current != seat:
        other.taken = {**other.taken, "card": mapping.get(other.taken["card"], other.taken["card"])}
    other.last_moves = [m if m is None or s == seat or m["taken"] is None else
                        {**m, "taken": {**m["taken"], "card": mapping.get(m["taken"]["card"], m["taken"]["card"])}}
                        for s, m in enumerate(other.last_moves)]
    return other


GAMES = [(2, 1, {}), (3, 2, {"check_words": "honour"}), (4, 3, {})]


@pytest.mark.parametrize("players, seed, options", GAMES)
def test_every_phase_renders_for_every_seat_and_a_spectator(players, seed, options):
    rng = random.Random(seed)
    game = pyengine.new_game("juggler", players=players, seed=seed, options=options)
    reached = set()
    step = 0
    while not game.is_over() and step < 600:
        seat = game.to_move()[0]
        where = (game.step, game.closer is not None, bool(game.history))
        fresh = where not in reached
        if fresh or step % 5 == 0:
            reached.add(where)
            for s in [None, *range(players)]:
                html, view = render(game, s)
                assert "juggler.ui." not in html and "juggler.error." not in html
                if s is not None:
                    drawn_once(html, game, s)
                offered = plays(html)
                if s in game.to_move():
                    assert offered or game.step != "take", html[-1500:]
                    for action in offered:
                        assert action in game.legal_actions(s) or action["type"] in ("announce", "declare"), action
                        game.check(s, action)
                else:
                    assert not offered
            if fresh or step % 15 == 0:
                for s in [None, seat, (seat + 1) % players]:
                    assert render(hidden_shuffle(game, s, rng), s)[0] == render(game, s)[0]
            if fresh:
                html, _ = render(game, seat, "en")
                assert "juggler.ui." not in html and f"Hand {game.hand_number}" in html
                for s in [None, *range(players)]:  # the end of a hand: its recap, once the next has begun
                    recap = View().recap(game.view(s), Ctx(s, game=game))
                    assert (recap is not None) == (bool(game.history) and game.turns == 0 and game.step == "take")
                    if recap:
                        assert "juggler.ui." not in recap.body and recap.go_on == "Partie suivante"
        game.apply(seat, pick(game, seat, rng))
        step += 1
    # every kind of moment: taking, laying, the last round, the reveal, a later hand
    assert {("take", False, False), ("lay", False, False), ("take", True, False),
            ("reveal", True, False)} <= reached
    assert any(h for _, _, h in reached)


def test_a_finished_game_shows_its_sheet_and_last_reveal():
    rng = random.Random(9)
    game = pyengine.new_game("juggler", players=2, seed=9)
    while not game.is_over():
        seat = game.to_move()[0]
        game.apply(seat, pick(game, seat, rng))
    for s in (None, 0, 1):
        html, view = render(game, s)
        assert not plays(html)
        assert "Feuille de score" in html and "Révélation de la partie" in html
        last = view["last_hand"]
        for line in last["lines"]:
            if line["cards"]:
                assert line["word"] in html


def test_a_replay_shows_the_hand_without_the_word_to_arrange():
    """Nothing is arranged in a replay: your hand is shown as it was, without the empty « Votre
    mot » frame, the live check or the tools to type a word, and its cards are not buttons. The
    live table keeps them all."""
    host = FakeHost()
    app = App(host, {"game": "juggler", "seats": "h,easy,easy,easy", "seed": "5"})
    app.start()
    live = host.html
    assert "jg-word--empty" in live and "jg-work" in live and 'id="jg-type"' in live
    assert 'data-arg="add:' in live
    app.handle("replay")
    app.handle("replay-step", "start")
    replayed = host.html
    assert "jg-word--empty" not in replayed and "jg-work" not in replayed and 'id="jg-type"' not in replayed
    assert 'data-arg="add:' not in replayed
    assert replayed.count('class="card jg-card') >= 7  # the hand is still drawn
    app.handle("replay-close")
    assert "jg-word--empty" in host.html and 'data-arg="add:' in host.html


def test_a_game_stopped_by_the_hand_limit_says_so_on_its_end_screen():
    from pyengine.juggler.game import HAND_LIMIT
    game = position(["CHEVEU", "RSTLNDC"], totals=[60, 77])
    game.hand_number = HAND_LIMIT
    game.apply(0, {"type": "no_take"})
    game.apply(0, {"type": "announce", "lay": None, "cards": word(game, 0, "CHEVEU")})
    game.apply(1, {"type": "no_take"})
    game.apply(1, {"type": "keep"})
    game.apply(1, {"type": "declare", "cards": []})
    assert game.is_over() and game.result()["winners"] == [0, 1]
    for lang, sentence, sheet in [
            ("fr", "Trente parties jouées : le jeu s'arrête, le plus haut total l'emporte.", "Feuille de score"),
            ("en", "Thirty hands played: the game stops, the highest total wins.", "Score sheet")]:
        html = plain(unescape(render(game, 0, lang)[0]))
        assert sentence in html and html.index(sentence) < html.index(sheet)  # above the sheet
    assert plain(i18n.text("juggler.event.game_shared", "fr", winner_seats="Nom0, Nom1", total=77)) == \
        "Nom0, Nom1 finissent premiers ex æquo avec 77 points !"
    # a game won at 70 does not say it
    game = position(["CHEVEUX", "RSTLNDC"], totals=[45, 60])
    game.apply(0, {"type": "no_take"})
    game.apply(0, {"type": "announce", "lay": None, "cards": word(game, 0, "CHEVEUX")})
    game.apply(1, {"type": "no_take"})
    game.apply(1, {"type": "keep"})
    game.apply(1, {"type": "declare", "cards": []})
    assert game.is_over() and "Trente parties" not in unescape(render(game, 0)[0])


# --------------------------------------------------------------------- arranging a word
def rule_book_game(options=None):
    """Seat 0 holds the rule book's C H E V E A U and has taken nothing: its lay step."""
    game = position(["CHEVEAU", "RSTLNDA"], decks={"vowels": "IOIO", "consonants": "MPBG"}, options=options)
    game.apply(0, {"type": "no_take"})
    return game


def tap(obj, game, seat, letters_):
    view = game.view(seat)
    used = set(obj.word)
    for ch in letters_:
        card = next(c for c in view["hand"] if ED.letter[c] == ch and c not in used)
        used.add(card)
        obj.handle(f"add:{card}", view, Ctx(seat))


def drawn_once(html, game, seat):
    """Each card of the seat's hand appears once on its screen (one element with its key)."""
    for card in game.hands[seat]:
        assert html.count(f'data-key="h{game.hand_number}-{card}"') == 1, card


def test_tapping_cheveu_checks_it_and_offers_to_lay_the_a_and_announce():
    game = rule_book_game()
    obj = View()
    tap(obj, game, 0, "CHEVEU")
    html = table(obj, game, 0)
    assert "CHEVEU" in html and "un mot, 17 points" in html
    drawn_once(html, game, 0)
    # the word stands first in the hand row, framed; the A after it
    assert html.index('class="jg-group jg-word"') < html.index('class="jg-group jg-rest"')
    a = card_of(game, 0, "A")
    announce = [x for x in plays(html) if x["type"] == "announce"]
    assert announce == [{"type": "announce", "lay": a, "cards": word(game, 0, "CHEVEU")}]
    assert announce[0] in game.legal_actions(0)
    assert "Poser le A et annoncer CHEVEU (17 points)" in html
    # keeping everything is offered; laying, once « Poser une carte » is pressed: each card of
    # the hand then lays (still drawn once), and « Annuler » goes back
    offered = plays(html)
    assert {"type": "keep"} in offered and not [x for x in offered if x["type"] == "lay"]
    assert 'data-arg="lay-mode"' in html
    obj.handle("lay-mode", game.view(0), Ctx(0))
    html = table(obj, game, 0)
    drawn_once(html, game, 0)
    offered = plays(html)
    assert {x["card"] for x in offered if x["type"] == "lay"} == set(game.hands[0])
    assert "Touchez la carte à poser" in obj.draw(game.view(0), Ctx(0)).prompt
    obj.handle("lay-cancel", game.view(0), Ctx(0))
    assert not [x for x in plays(table(obj, game, 0)) if x["type"] == "lay"]
    game.apply(0, announce[0])
    assert game.announcer == 0
    html, _ = render(game, 0)
    assert "Le mot que vous avez annoncé" in html and "CHEVEU" in html
    html, _ = render(game, 1)
    assert "A annoncé" in html and "Dernier tour" in html


def test_a_card_tapped_in_the_word_goes_back_and_the_order_is_the_tapping_order():
    game = rule_book_game()
    obj = View()
    tap(obj, game, 0, "CHAUVE")
    assert "".join(ED.letter[c] for c in obj.word) == "CHAUVE"
    view = game.view(0)
    obj.handle(f"back:{obj.word[2]}", view, Ctx(0))  # the A goes back to the rest
    assert "".join(ED.letter[c] for c in obj.word) == "CHUVE"
    html = obj.draw(view, Ctx(0)).all_html()
    assert "pas dans le dictionnaire" in html
    assert not [x for x in plays(html) if x["type"] == "announce"]
    button = re.search(r'<button[^>]*jg-announce[^>]*>', html).group(0)
    assert "disabled" in button and "Pour annoncer, placez toute votre main" in html
    obj.handle("pop", view, Ctx(0))
    assert len(obj.word) == 4
    obj.handle("clear", view, Ctx(0))
    assert obj.word == []


def test_the_arrangement_survives_other_moves_and_ends_with_the_hand():
    game = rule_book_game()
    obj = View()
    tap(obj, game, 0, "CHEVEU")
    game.apply(0, {"type": "keep"})
    obj.reset()
    game.apply(1, {"type": "no_take"})
    table(obj, game, 0)
    assert len(obj.word) == 6  # still arranged while the other plays
    game.apply(1, {"type": "keep"})
    game.apply(0, {"type": "draw", "deck": "vowels"})
    html = table(obj, game, 0)
    assert len(obj.word) == 6
    drawn_once(html, game, 0)  # the card drawn joins the rest, once


def test_letter_keys_minus_and_escape():
    game = rule_book_game()
    obj = View()
    view, ctx = game.view(0), Ctx(0)
    for key in "cheveu":
        assert obj.key(key, view, ctx) is True
    assert obj.key("z", view, ctx) is None  # no Z in the hand
    html = obj.draw(view, ctx).all_html()
    assert "un mot, 17 points" in html
    assert obj.key("-", view, ctx) is True and len(obj.word) == 5
    assert obj.key("Escape", view, ctx) is True and obj.word == []
    assert View().key("a", view, Ctx(None)) is None  # a spectator arranges nothing


def test_typing_a_word_arranges_the_hand_or_says_a_letter_is_missing():
    game = rule_book_game()
    obj = View()
    view, ctx = game.view(0), Ctx(0)
    obj.handle(json.dumps({"word": "chauve"}), view, ctx)
    assert "".join(ED.letter[c] for c in obj.word) == "CHAUVE"
    obj.handle(json.dumps({"word": "Écheveau"}), view, ctx)  # accents folded; a second E is missing
    html = obj.draw(view, ctx).all_html()
    assert "Vous n'avez pas toutes les lettres de « ECHEVEAU »" in plain(unescape(html))
    assert "".join(ED.letter[c] for c in obj.word) == "CHAUVE"  # unchanged
    obj.handle("type-go", view, ctx)  # the button after the field's change: the error stays
    assert "ECHEVEAU" in obj.draw(view, ctx).all_html()
    # the page reports the field as it changes: {"arg": "typed", "value": ...}
    obj.handle(json.dumps({"arg": "typed", "value": "cheveu"}), view, ctx)
    assert "".join(ED.letter[c] for c in obj.word) == "CHEVEU" and "ECHEVEAU" not in obj.draw(view, ctx).all_html()
    assert 'data-act="view" data-arg="typed"' in obj.draw(view, ctx).all_html()


def test_honour_mode_lets_a_non_word_be_announced_strict_does_not():
    for options, allowed in (({"check_words": "honour"}, True), ({}, False)):
        game = rule_book_game(options)
        obj = View()
        tap(obj, game, 0, "CHEVEAU")  # the whole hand, not a word
        html = table(obj, game, 0)
        announce = [x for x in plays(html) if x["type"] == "announce"]
        assert bool(announce) == allowed
        if allowed:
            game.check(0, announce[0])


def test_the_reveal_shows_the_arranged_word_or_none():
    game = position(["CHEVEU", "SALONR"])
    game.apply(0, {"type": "no_take"})
    game.apply(0, {"type": "announce", "lay": None, "cards": word(game, 0, "CHEVEU")})
    game.apply(1, {"type": "no_take"})
    game.apply(1, {"type": "keep"})
    assert game.step == "reveal" and game.to_move() == [1]
    obj = View()
    html = table(obj, game, 1)
    assert {"type": "declare", "cards": []} in plays(html)
    tap(obj, game, 1, "SALO")
    html = table(obj, game, 1)
    assert "Montrer SALO" in html and {"type": "declare", "cards": word(game, 1, "SALO")} not in plays(html)
    tap(obj, game, 1, "N")
    html = table(obj, game, 1)
    action = {"type": "declare", "cards": word(game, 1, "SALON")}
    assert action in plays(html)
    assert "Montrer SALON (6 points)" in html  # 7 − R 1
    html0, _ = render(game, 0)
    assert not plays(html0) and "Choisit son mot" in html0 and "Révélation" in html0
    game.apply(1, action)
    # the next hand is dealt; the recap over it shows both words, the count per the rule book
    html, view = render(game, 1)
    assert view["last_hand"]["hand"] == 1 and "SALON" not in html
    recap = obj.recap(view, Ctx(1, game=game))
    assert recap.key == "hand-1" and recap.title == "Révélation de la partie 1" and recap.go_on == "Partie suivante"
    body = plain(unescape(recap.body))
    assert "SALON" in body and "CHEVEU" in body and "★ Nom0" in body
    assert "Nom0 a annoncé ; chacun des autres a joué un dernier tour." in body
    assert "main entière :" in body and "17 points" in body  # CHEVEU: the whole hand
    assert "7 − 1 =" in body and "6 points" in body  # SALON, the R unused
    game.apply(game.to_move()[0], {"type": "no_take"})
    assert obj.recap(game.view(1), Ctx(1, game=game)) is None  # the next hand has begun


def test_hints_are_marked_and_describe_says_each_action():
    game = rule_book_game()
    view = game.view(0)
    obj = View()
    for action in game.legal_actions(0):
        text = obj.describe(action, view, Ctx(0))
        assert text and "juggler." not in text
    a = card_of(game, 0, "A")
    cheveu = word(game.clone(), 0, "CHEVEU")
    assert obj.describe({"type": "announce", "lay": a, "cards": cheveu}, view, Ctx(0)) == \
        "Poser le A et annoncer CHEVEU (17 points)."
    assert obj.describe({"type": "keep"}, view, Ctx(0, "en")) == "Lay nothing."
    html = obj.draw(view, Ctx(0, hint={"type": "lay", "card": a})).all_html()
    # the card to lay is marked in the hand, and « Poser une carte »
    assert re.search(r'class="[^"]*is-hint[^"]*"[^>]*data-arg="add:' + a, html)
    assert re.search(r'class="btn is-hint"[^>]*data-arg="lay-mode"', html)
    start = position(["RSTLNDC", "MPBGFVQ"], table="A")
    v = start.view(0)
    assert obj.describe({"type": "draw", "deck": "vowels"}, v, Ctx(0)).startswith("Piocher")
    assert obj.describe({"type": "take", "card": start.table[0]}, v, Ctx(0)) == "Prendre le A de la table."


def test_a_spectator_and_a_waiting_seat_have_nothing_to_click():
    game = rule_book_game()
    for seat in (None, 1):
        html, _ = render(game, seat)
        assert not plays(html)
    assert 'data-arg="add:' not in render(game, None)[0]
    assert 'data-arg="add:' in render(game, 1)[0]  # a waiting person may arrange his word


def test_the_sentences_the_view_builds_exist():
    """The sentences the view writes whole exist (tests/test_text_readers.py) in French and English
    (tests/test_texts.py); these it builds from a word of the engine's view."""
    keys = {f"juggler.ui.kind.{d}" for d in ("vowels", "consonants")}
    keys |= {f"juggler.ui.move.drew.{d}" for d in ("vowels", "consonants")}
    keys |= {f"juggler.deck_short.{d}" for d in ("vowels", "consonants")}
    keys |= {f"juggler.ui.results.{closing}" for closing in ("decks", "limit")}
    assert sorted(key for key in keys if not i18n.has(key)) == []


# --------------------------------------------------------------------- through the shell
def test_a_whole_game_clicked_through_the_shell():
    """A person plays against two computer players by clicking the page: draws or takes, taps
    its best word card by card, announces it when the whole hand (less one card) spells it, else
    lays its least useful card, and shows its best word at the reveal — to the end screen."""
    host = FakeHost()
    app = App(host, {"game": "juggler", "seats": "h,easy,normal", "seed": "5", "speed": "max"})
    app.start()
    rng = random.Random(4)
    clicks = announced = shown = 0
    recaps = 0
    while not app.session.game.is_over():
        recap = re.search(r'data-recap="([^"]+)"', host.html)
        if recap:  # a hand's reveal over the table: read, then « Partie suivante »
            assert "Partie suivante" in host.html and "Révélation de la partie" in host.html
            assert app.handle("recap-next", recap.group(1))
            recaps += 1
            continue
        bot = app.table.pacer.bot_to_act()
        if bot is not None:
            revision = app.session.revision
            assert app.table.pacer.apply_bot(bot, app.session.bot_move(bot), revision)
            continue
        game = app.session.game
        view = game.view(0)
        html = host.html
        offered = plays(html)
        assert offered, html[-2000:]
        if view["step"] == "take":
            action = rng.choice([a for a in offered if a["type"] in ("draw", "take")] or offered)
        else:
            best = view["best"]
            app.handle("view", "clear")
            if best:  # tap the best word's cards in order, as a person would
                used = set()
                for ch in best["word"]:
                    card = next(c for c in view["hand"] if ED.letter[c] == ch and c not in used)
                    used.add(card)
                    assert app.handle("view", f"add:{card}")
            offered = plays(host.html)
            kinds = {}
            for a in offered:  # the first button of each kind: the arranged word's
                kinds.setdefault(a["type"], a)
            if view["step"] == "reveal":
                action = kinds["declare"]
                shown += bool(action["cards"])
            elif "announce" in kinds and best["value"] >= 10:
                action = kinds["announce"]
                announced += 1
            elif len(view["hand"]) > 6 and best and len(best["word"]) < len(view["hand"]):
                assert app.handle("view", "lay-mode")  # « Poser une carte », then a card out of the word
                lays = plays(host.html)
                action = next(a for a in lays if a["type"] == "lay" and a["card"] not in used)
            else:
                action = kinds["keep"]
        assert app.handle("play", json.dumps(action))
        assert app.shell.message is None, app.shell.message
        clicks += 1
    assert 'data-game-over="true"' in host.html and "Feuille de score" in host.html
    assert clicks > 20 and shown + announced >= 2 and recaps >= 1


def test_watch_mode_shows_the_computer_players_best_word():
    game = rule_book_game()
    html = View().draw(game.view(0), Ctx(0, bots=(0, 1))).all_html()
    best = game.view(0)["best"]["word"]
    assert "Le meilleur mot de Nom0" in html and best in html
    assert not plays(html) and 'data-arg="add:' not in html


def test_a_suggested_announcement_is_laid_out_with_its_button_marked():
    game = rule_book_game()
    a = card_of(game, 0, "A")
    hint = {"type": "announce", "lay": a, "cards": word(game.clone(), 0, "CHEVEU")}
    hint["cards"] = [c for c in hint["cards"]]
    obj = View()
    html = table(obj, game, 0, hint=hint)
    assert hint in plays(html)
    assert re.search(r'<button[^>]*is-hint[^>]*data-arg="[^"]*announce', html)
    obj.handle("clear", game.view(0), Ctx(0))  # the person may still rearrange it
    assert obj.word == [] and table(obj, game, 0, hint=hint) and obj.word == []


def test_cards_are_reordered_by_drag_and_by_arrows():
    """ui.js sends "move:<card>:<target>" for a drag onto a card, the word or the rest, and for
    ArrowLeft/ArrowRight on a focused word card (its data-arrow-* attributes)."""
    game = rule_book_game()
    obj = View()
    tap(obj, game, 0, "CHEVUE")
    view = game.view(0)
    spelled = lambda: "".join(ED.letter[c] for c in obj.word)  # noqa: E731
    u, e2 = obj.word[4], obj.word[5]
    obj.handle(f"move:{e2}:{u}", view, Ctx(0))  # the last E dragged onto the U: takes its place
    assert spelled() == "CHEVEU"
    html = obj.draw(view, Ctx(0)).all_html()
    assert "un mot, 17 points" in html
    # the arrows the page sends are the neighbours' places
    first, second = obj.word[0], obj.word[1]
    tag = re.search(rf'<button[^>]*data-drag="{first}"[^>]*>', html).group(0)
    assert f'data-arrow-right="move:{first}:{second}"' in tag and "data-arrow-left" not in tag
    obj.handle(f"move:{first}:{second}", view, Ctx(0))  # ArrowRight on the C
    assert spelled() == "HCEVEU"
    obj.handle(f"move:{first}:{obj.word[0]}", view, Ctx(0))  # ArrowLeft: back in front
    assert spelled() == "CHEVEU"
    a = card_of(game, 0, "A")
    obj.handle(f"move:{a}:{obj.word[2]}", view, Ctx(0))  # the A dragged in from the rest, before the E
    assert spelled() == "CHAEVEU"
    obj.handle(f"move:{a}:rest", view, Ctx(0))  # and dragged back out
    assert spelled() == "CHEVEU"
    obj.handle(f"move:{a}:word", view, Ctx(0))  # dropped on the word: goes last
    assert spelled() == "CHEVEUA"
    obj.handle("move:nonsense:word", view, Ctx(0))  # a card not in the hand changes nothing
    assert spelled() == "CHEVEUA"
    html = obj.draw(view, Ctx(0)).all_html()
    assert 'data-drop="word"' in html and 'data-drop="rest"' in html and 'data-drop="table"' in html
    # a card dropped on the felt is laid (the lay step, the person's turn), and only then
    assert obj.handle(f"move:{a}:table", view, Ctx(0)) == {"type": "lay", "card": a}
    assert obj.handle(f"move:{a}:table", game.view(1), Ctx(1)) is None
    start = position(["RSTLNDC", "MPBGFVQ"])
    assert obj.handle(f"move:{start.hands[0][0]}:table", start.view(0), Ctx(0)) is None  # the take step
    assert 'data-drop="table"' not in obj.draw(start.view(0), Ctx(0)).all_html()


def test_the_rules_list_the_keys_of_the_table():
    host = FakeHost()
    app = App(host, {"game": "juggler", "seats": "h,easy", "seed": "2"})
    app.start()
    app.handle("rules")
    assert "Jouer au clavier" in host.html and "déplacent la carte du mot" in host.html
    assert "ferme une fenêtre" in host.html


def test_the_events_speak_to_you_and_of_the_others():
    """« Vous avez choisi votre mot », never « Vous a choisi son mot »; the deal names you as
    its dealer in the object form."""
    app = App(FakeHost(), {"game": "juggler", "seats": "h,easy", "seed": "3"})
    app.start()
    say = lambda **event: plain(app.table.namer.sentence(event, app.session))  # noqa: E731
    assert say(type="declared", seat=0) == "Vous avez choisi votre mot."
    assert say(type="declared", seat=1) == "Ordinateur a choisi son mot."
    assert say(type="deal", hand=2, dealer_seat=0, seat=1) == \
        "Partie 2 : sept consonnes à chacun, distribuées par vous ; Ordinateur commence."
    assert say(type="deal", hand=3, dealer_seat=1, seat=0) == \
        "Partie 3 : sept consonnes à chacun, distribuées par Ordinateur ; vous commencez."
    assert say(type="announce", seat=0, n=6) == \
        "Vous annoncez un mot « main entière » de 6 cartes ! Chacun des autres joue un dernier tour."
    app.lang = "en"
    assert say(type="no_word", seat=0, total=12) == "You show no word: no points (12 in all)."
    assert say(type="take", seat=1, letter="K") == "Computer takes the K from the table."


def test_the_recap_says_the_best_word_your_cards_allowed():
    """The hand's recap ends with the person's word beside the best the cards allowed, from the
    engine's ``hand_reviews`` (a declared query)."""
    game = position(["CHEVEU", "SALONR"])
    game.apply(0, {"type": "no_take"})
    game.apply(0, {"type": "announce", "lay": None, "cards": word(game, 0, "CHEVEU")})
    game.apply(1, {"type": "no_take"})
    game.apply(1, {"type": "keep"})
    game.apply(1, {"type": "declare", "cards": word(game, 1, "SALON")})
    assert "hand_reviews" in game.QUERIES
    ctx = Ctx(1, game=game, you=1)
    recap = View().recap(game.view(1), ctx)
    assert "Partie 1 : vous avez fait SALON (6 points)" in plain(unescape(recap.body))
    assert "jg-recap-review" not in View().recap(game.view(1), Ctx(1, game=game, bots=(1,))).body  # (a computer's)
