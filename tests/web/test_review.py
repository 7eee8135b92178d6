"""The game review (issue 9, hints and analysis): the hard player's second opinion on a person's
plays, and for word games the best words each hand allowed."""

import json

import pyengine
from pyengine.bots import choose, moment_seed
from pyengine.bots.review import second_opinions
from pyengine.core.slices import finish
from tapis_app.app import App
from tests.helpers.language import plain

from .conftest import FakeHost


def glop_game(seat0_level: str, moves: int):
    """Two-player Glop where seat 0 plays like ``seat0_level`` for ``moves`` of its turns."""
    game = pyengine.new_game("glop", players=2, seed=11)
    played = 0
    while played < moves and not game.is_over():
        seat = game.to_move()[0]
        level = seat0_level if seat == 0 else "normal"
        game.apply(seat, choose(game, seat, level, moment_seed(game, seat)))
        played += seat == 0
    return game


def test_second_opinions_are_the_hints_the_person_could_have_asked_for():
    game = glop_game("easy", 8)
    moments = finish(second_opinions(game, 0, "hard", last=8))
    assert moments, "easy and hard should disagree at least once in eight plays"
    for moment in moments:
        index = moment["index"]
        seat, action = game.actions[index]
        assert seat == 0 and moment["played"] == action
        before = game.replay(index)
        assert moment["before"].fingerprint() == before.fingerprint()
        assert moment["suggested"] == choose(before, 0, "hard", moment_seed(before, 0))
        assert moment["suggested"] != action


def test_a_person_who_played_like_the_hard_player_gets_no_remark():
    game = glop_game("hard", 6)
    assert finish(second_opinions(game, 0, "hard", last=6)) == []


def test_only_the_last_plays_are_reviewed_and_progress_is_reported():
    game = glop_game("easy", 8)
    seen = []
    moments = finish(second_opinions(game, 0, "hard", last=3, progress=lambda d, t: seen.append((d, t))))
    assert seen == [(1, 3), (2, 3), (3, 3)]
    last_three = [i for i, (s, _) in enumerate(game.actions) if s == 0][-3:]
    assert all(m["index"] in last_three for m in moments)


def test_the_review_dialog_runs_the_job_and_lists_the_disagreements(host):
    app = App(host, {"game": "glop", "seats": "h,normal", "seed": "11"})
    app.start()
    for _ in range(6):  # the person plays the easy player's moves, the computer its own
        seat = app.session.game.to_move()[0]
        if app.session.is_bot(seat):
            app.table.pacer.apply_bot(seat, app.session.bot_move(seat), app.session.revision)
        else:
            game = app.session.game
            app.handle("play", json.dumps(choose(game, seat, "easy", moment_seed(game, seat))))
    app.handle("review")
    assert "Comparer mes coups" in host.html
    app.handle("review-run")
    steps = app.table.pacer.review_to_compute()
    assert steps is not None and app.table.pacer.review_to_compute() is None  # handed out once
    app.refresh()
    assert "Analyse en cours" in host.html
    finish(steps)
    app.refresh()
    moments = app.table.review.moments
    if moments:
        assert "Coup " in host.html and "L&#x27;ordinateur difficile :" in plain(host.html)
    else:
        assert "aurait joué comme vous" in host.html
    app.handle("lang")
    assert "Game review" in host.html


def test_a_review_asked_for_before_the_computer_moves_survives_its_move(host):
    """The person's sixth play, then « Comparer mes coups » while the computer is still to move
    (the browser test's race): its move must not send the review back to its button."""
    app = App(host, {"game": "glop", "seats": "h,normal", "seed": "11"})
    app.start()
    game = app.session.game
    while sum(1 for seat, _ in game.actions if seat == 0) < 6:
        seat = game.to_move()[0]
        if app.session.is_bot(seat):
            app.table.pacer.apply_bot(seat, app.session.bot_move(seat), app.session.revision)
        else:
            app.handle("play", json.dumps(choose(game, seat, "easy", moment_seed(game, seat))))
    assert app.session.is_bot(game.to_move()[0])
    app.handle("review")
    app.handle("review-run")
    steps = app.table.pacer.review_to_compute()
    next(steps)
    bot = game.to_move()[0]
    app.table.pacer.apply_bot(bot, app.session.bot_move(bot), app.session.revision)  # the computer moves meanwhile
    finish(steps)
    app.refresh()
    assert app.table.review.current(app.session, 0)
    assert "review-summary" in host.html and "Comparer mes coups" not in host.html
    # a new play of the person's makes it stale: the button is offered again
    app.handle("play", json.dumps(choose(game, 0, "easy", moment_seed(game, 0))))
    app.handle("close")
    app.handle("review")
    assert "Comparer mes coups" in host.html


def test_a_glossa_deal_ends_with_the_best_words_beside_the_one_built():
    from pyengine.glossa.rules import spell, word_value
    from pyengine.glossa.words import spellings

    game = pyengine.new_game("glossa", players=3, seed=4)
    deal = game.deal_no
    while game.deal_no == deal and not game.is_over():
        seat = game.to_move()[0]
        game.apply(seat, choose(game, seat, "easy", moment_seed(game, seat)))
    reviews = {seat: game.hand_reviews(seat) for seat in range(3)}
    assert any(reviews.values())
    for seat, entries in reviews.items():
        for entry in entries:
            record = next(r for r in game.composed[seat] if r["deal"] == entry["hand"])
            words = {}
            for pieces in spellings(record["hand"]):
                words[spell(pieces)] = max(words.get(spell(pieces), 0), word_value(pieces))
            best = entry["best"]
            assert best and best[0]["value"] == max(words.values())
            assert all(words.get(w["word"], -1) >= w["value"] for w in best)
            assert [w["value"] for w in best] == sorted((w["value"] for w in best), reverse=True)
            if entry["played"]:
                assert entry["played"][0]["value"] <= best[0]["value"]
    assert not game.hand_reviews(0) or game.hand_reviews(0)[0]["hand"] == deal


def test_after_a_word_game_hand_the_table_says_what_the_cards_allowed():
    host = FakeHost()
    app = App(host, {"game": "glossa", "seats": "h,easy,easy", "seed": "4"})
    app.start()
    game = app.session.game
    deal = game.deal_no
    while game.deal_no == deal and not game.is_over():
        seat = game.to_move()[0]
        action = choose(game, seat, "normal", moment_seed(game, seat))
        if app.session.is_bot(seat):
            app.table.pacer.apply_bot(seat, action, app.session.revision)
        else:
            app.handle("play", json.dumps(action))
    assert game.hand_reviews(0), "seat 0 entered this deal and built a word"
    assert f'data-review="{deal}"' in host.html and f"Donne {deal} :" in plain(host.html)
    app.handle("review")
    assert "Vos mots, donne par donne" in host.html


def test_a_game_names_its_hands_its_own_way():
    from tapis_app.games import view_class
    from tapis_app.review import hand_sentence

    for game in ("juggler", "glossa"):  # the review is drawn at a table: the game's view, and its words, are there
        view_class(game)
    entry = {"hand": 2, "played": [{"word": "CHAT", "value": 9}], "best": [{"word": "CHATS", "value": 11}]}
    assert plain(hand_sentence(entry, "juggler", "fr")).startswith("Partie 2 : vous avez fait CHAT (9 points).")
    assert plain(hand_sentence(entry, "glossa", "fr")).startswith("Donne 2 :")
    assert hand_sentence(entry, "juggler", "en") == \
        "Hand 2: you made CHAT (9 points). The best possible: CHATS (11 points)."
