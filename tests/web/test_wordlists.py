"""Issue 20 in the shell: a table in English or German waits for its word list (fetched by
main.bot_loop through tapis_app.wordlists), the set-up preselects the interface language."""

import json
import random

import pytest

from pyengine import lexicon
from tapis_app import wordlists
from tapis_app.app import App
from tests.helpers.language import plain

from .conftest import FakeHost


@pytest.fixture
def no_english(monkeypatch):
    """As in the browser: the English list is not in the wheel until the page provides it."""
    with open(lexicon._repository_file("en", "words.tlx"), "rb") as f:
        words = f.read()
    with open(lexicon._repository_file("en", "tiers.tlt"), "rb") as f:
        tiers = f.read()
    monkeypatch.setattr(lexicon, "_repository_file", lambda lang, name: None)
    monkeypatch.setattr(lexicon, "_OTHER_WORDS", {})
    monkeypatch.setattr(lexicon, "_OTHER_TIERS", {})
    monkeypatch.setattr(lexicon, "_PROVIDED", {})
    return {"words.tlx": words, "tiers.tlt": tiers}


def test_the_set_up_preselects_the_interface_language():
    host = FakeHost(lang="en")
    app = App(host, {"lang": "en"})
    app.start()
    app.handle("pick", "juggler")
    assert app.setup.setup["options"]["language"] == "en"
    french = App(FakeHost(), {"lang": "fr"})
    french.start()
    french.handle("pick", "buyword")
    assert french.setup.setup["options"]["language"] == "fr"
    french.handle("pick", "glop")
    assert "language" not in french.setup.setup["options"]  # a game without words


def test_an_english_table_waits_for_its_word_list(no_english):
    app = App(FakeHost(), {"lang": "en"})
    app.start()
    app.handle("pick", "buyword")
    app.handle("start")
    assert app.shell.screen == "setup" and app.shell.waiting_words[0] == "begin" and app.shell.waiting_words[2] == "en"
    assert wordlists.missing({"language": "en"}) == "en" and wordlists.missing({}) is None
    for name, data in no_english.items():  # what main.fetch_words does with the fetched bytes
        lexicon.provide("en", name, data)
    app.words_fetched()
    assert app.shell.screen == "game" and app.session.game.lang == "en" and app.shell.waiting_words is None
    steps = app.table.pacer.preparation()
    for _ in steps:
        pass
    assert lexicon.is_loaded("en")


def test_a_failed_download_says_so_and_what_to_do(no_english):
    """Offline, a table whose word list never came (issue 50: « Cannot start: Failed to fetch »):
    which dictionary, come back online, and how to keep them all for offline play."""
    app = App(FakeHost(), {"lang": "en"})
    app.start()
    app.handle("pick", "juggler")
    app.handle("start")
    app.words_fetched(OSError("Failed to fetch"))
    kind, sentence = app.shell.message
    assert app.shell.screen == "setup" and kind == "error"
    assert "English dictionary" in sentence and "Come back online" in sentence and "About" in sentence
    assert "Failed to fetch" not in sentence


def test_the_about_page_offers_every_list_for_offline_play():
    host = FakeHost()
    app = App(host, {"lang": "fr"})
    app.start()
    app.handle("about")
    assert 'data-act="wordlists"' in host.html and "SCOWL" in host.html
    app.handle("wordlists")
    assert app.shell.waiting_words == ("all", None, "")
    app.words_fetched()
    assert app.shell.message[0] == "info"


def test_a_german_juggler_table_folds_typed_umlauts_as_its_cards_do():
    from pyengine.juggler.game import JugglerGame
    from pyengine.juggler.materials import edition
    from tapis_app.views.juggler import View

    from .conftest import make_ctx

    ed = edition("de")
    used, hands = set(), []
    for letters in ("FUESSEN", "RSTLNAE"):
        ids = []
        for ch in letters:
            card = next(c for c in ed.cards if ed.letter[c] == ch and c not in used)
            used.add(card)
            ids.append(card)
        hands.append(ids)
    game = JugglerGame.position(2, hands, options={"language": "de"})
    game.apply(0, {"type": "no_take"})
    obj, view, ctx = View(), game.view(0), make_ctx(0, game=game)
    obj.handle(json.dumps({"word": "Füßen"}), view, ctx)
    assert "".join(ed.letter[c] for c in obj.word) == "FUESSEN"
    html = obj.draw(view, ctx).all_html()
    assert "FUESSEN" in html


@pytest.mark.parametrize("game_id,lang", [("juggler", "en"), ("juggler", "de"), ("buyword", "en")])
def test_tables_in_other_languages_render_through_a_random_game(game_id, lang):
    """Every seat's page of a few random turns of a table in another language draws, with
    its words checked in that language."""
    import random

    import pyengine
    from tapis_app.games import make_view

    from .conftest import make_ctx

    game = pyengine.new_game(game_id, players=2, seed=3, options={"language": lang})
    rng = random.Random(3)
    obj = make_view(game_id)
    for _ in range(60):
        if game.is_over():
            break
        seat = game.to_move()[0]
        for s in (0, 1):
            assert obj.draw(game.view(s), make_ctx(s, game=game)).all_html()
        legal = game.legal_actions(seat)
        game.apply(seat, legal[rng.randrange(len(legal))])


def test_statistics_count_tables_in_other_languages_apart():
    from types import SimpleNamespace

    from tapis_app import stats

    english = SimpleNamespace(game_id="juggler", options={"language": "en"})
    french = SimpleNamespace(game_id="juggler", options={"language": "fr", "check_words": "strict"})
    assert stats.stats_game(english) == "juggler:en" and stats.stats_game(french) == "juggler"
    assert stats.split_game("juggler:en") == ("juggler", "en")
    assert stats.split_game("glop") == ("glop", "fr")
    host = FakeHost()
    app = App(host, {"lang": "fr"})
    app.start()
    app.store.set_setting("stats", json.dumps({"juggler:en.hard": {"played": 2, "won": 1, "best": 40,
                                                                   "total": 60, "scored": 2},
                                               "juggler.hard": {"played": 1, "won": 0, "best": 20,
                                                                "total": 20, "scored": 1}}))
    app.handle("stats")
    assert "Juggler (anglais)" in host.html and host.html.count("Juggler") >= 2


def test_a_saved_english_table_waits_for_its_list_on_the_next_visit(monkeypatch):
    host = FakeHost()
    app = App(host, {"lang": "en", "game": "juggler", "seats": "h,easy", "seed": "9",
                     "o.language": "en"})
    app.start()
    assert app.shell.screen == "game" and app.session.game.edition == "en"  # the repository's list
    save_id = app.session.save_id
    with open(lexicon._repository_file("en", "words.tlx"), "rb") as f:
        words = f.read()
    with open(lexicon._repository_file("en", "tiers.tlt"), "rb") as f:
        tiers = f.read()
    monkeypatch.setattr(lexicon, "_repository_file", lambda lang, name: None)
    monkeypatch.setattr(lexicon, "_OTHER_WORDS", {})
    monkeypatch.setattr(lexicon, "_OTHER_TIERS", {})
    monkeypatch.setattr(lexicon, "_PROVIDED", {})
    again = App(FakeHost(host.storage), {"lang": "en"})  # the next visit: the list is not here
    again.start()
    assert again.session is None and again.shell.waiting_words[0] == "resume"
    assert again.shell.waiting_words[2] == "en"
    lexicon.provide("en", "words.tlx", words)
    lexicon.provide("en", "tiers.tlt", tiers)
    again.words_fetched()
    assert again.session is not None and again.session.save_id == save_id


# ---- issue 27, item 3: one rule for a table's words, wherever the table comes from
def opened(params, lang="fr", embedded=False):
    app = App(FakeHost(lang=lang), params, embedded=embedded)
    app.start()
    return app


@pytest.mark.parametrize("game_id", ["buyword", "juggler"])
def test_a_link_deals_words_in_the_interface_language(game_id):
    """?lang=en (a link, a watched game, an embed's or <tapis-game lang=en>'s address) deals
    English words; no lang and an English browser too; o.language= or options say otherwise."""
    link = {"game": game_id, "seats": "h,easy", "seed": "5"}
    assert opened({**link, "lang": "en"}).session.game.options["language"] == "en"
    assert opened({**link, "lang": "en"}, embedded=True).session.game.options["language"] == "en"
    assert opened({**link, "seats": "easy,normal", "lang": "en"}).session.game.options["language"] == "en"  # watched
    assert opened(link, lang="en").session.game.options["language"] == "en"  # the browser's language
    assert opened(link).session.game.options["language"] == "fr"
    # the table says otherwise: it wins over the interface
    assert opened({**link, "lang": "en", "o.language": "fr"}).session.game.options["language"] == "fr"
    assert opened({**link, "lang": "en", "options": '{"language":"fr"}'}).session.game.options["language"] == "fr"
    assert opened({**link, "o.language": "en"}).session.game.options["language"] == "en"


def test_the_set_up_and_a_link_follow_the_same_rule():
    for lang in ("fr", "en"):
        app = opened({"lang": lang})
        app.handle("pick", "juggler")
        app.handle("start")
        linked = opened({"game": "juggler", "seats": "h,normal", "seed": "9", "lang": lang})
        assert app.session.game.options["language"] == linked.session.game.options["language"] == lang


def test_a_game_without_words_in_several_languages_is_left_alone():
    assert wordlists.with_words_language("glop", {}, "en") == {}
    assert "language" not in opened({"game": "glop", "seats": "h,normal", "seed": "2", "lang": "en"}).session.game.options
    assert wordlists.with_words_language("juggler", {}, "xx") == {}  # an interface language it lacks


def test_a_link_opened_in_another_language_is_another_table():
    """The same address in French then in English: two tables, not the French one resumed."""
    storage = FakeHost().storage
    link = {"game": "buyword", "seats": "h,easy", "seed": "5"}
    french = App(FakeHost(storage), link)
    french.start()
    english = App(FakeHost(storage), {**link, "lang": "en"})
    english.start()
    assert french.session.game.options["language"] == "fr"
    assert english.session.game.options["language"] == "en"
    assert french.session.save_id != english.session.save_id


def test_challenge_and_embed_links_name_the_words_language():
    """What a person sends carries the table's words: a French table's challenge opened in an
    English interface deals the same French words (the same deal), and so does its embed."""
    from urllib.parse import parse_qs, urlparse

    app = opened({"game": "buyword", "seats": "h,easy", "seed": "5"})
    link = {k: v[0] for k, v in parse_qs(urlparse(app.links.challenge_links()["link"]).query).items()}
    friend = opened({**link, "lang": "en"})
    assert friend.session.game.options["language"] == "fr"
    assert friend.session.game.seed == app.session.game.seed
    snippets = app.links.embed_snippets()
    assert "language" in snippets["iframe"] and "language" in snippets["element"]


@pytest.mark.parametrize("words, lang, said", [("fr", "fr", "Mots : français"), ("en", "fr", "Mots : anglais"),
                                               ("fr", "en", "Words: French"), ("en", "en", "Words: English")])
def test_the_table_says_which_list_it_plays_with(words, lang, said):
    app = opened({"game": "buyword", "seats": "h,easy", "seed": "5", "o.language": words, "lang": lang})
    assert app.shell.screen == "game"
    assert said in plain(app.host.html)
    assert wordlists.words_label("glop", {}, lang) is None
    glop = opened({"game": "glop", "seats": "h,normal", "seed": "2", "lang": lang})
    assert "table-words" not in glop.host.html


# ---- what e2e/test_languages.py played in Chromium (issue 47): the words of the table's language
def test_an_english_buyword_table_sells_an_english_word_typed_on_the_keyboard():
    """A person at an English table (lots of five tiles, any lot bought) types an English word
    that is no French word and sells it with « = »: the sale is in the middle of the table."""
    from .html_probe import count, plays
    from .playing import Person, play_on

    app = opened({"game": "buyword", "seats": "h", "seed": "21", "speed": "max", "o.language": "en"})
    host, sold, tap = app.host, [], Person()

    def person(app, host, rng):
        if host.turn != "you":
            return False
        game = app.session.game
        english = [a for a in game.legal_actions(0) if a["type"] == "sell" and a["wild"] is None
                   and lexicon.is_word(a["word"], "en") and not lexicon.is_word(a["word"])]
        if english:
            for letter in english[0]["word"].lower():
                assert app.handle("key", letter)
            assert app.handle("key", "=")
            sold.append(english[0]["word"])
            return True
        offered = plays(host.html)  # the most tiles, every lot bought, else « Terminer »
        if not offered:  # over the tile limit: tiles to throw first
            return tap(app, host, rng)
        wanted = max(offered, key=lambda a: (a["type"] in ("roll", "buy", "choose"), a.get("count", 0)))
        return app.handle("play", json.dumps(wanted))

    play_on(app, host, random.Random(21), until=lambda: bool(sold), person=person)
    assert sold, "no English word was sold"
    assert count(host.html, cls="bw-sold-word", aria_label=sold[0]) == 1  # the sale, in tiles, on the table


def test_a_german_juggler_hand_is_announced_by_taps():
    """A person at a German table taps the cards of a German word of the whole hand (a card laid
    aside) and announces it: the reveal says so, with the word on the person's line."""
    from pyengine.juggler import rules
    from pyengine.juggler.materials import edition

    from .html_probe import part, plays, text
    from .playing import play_on

    cards = edition("de")
    app = opened({"game": "juggler", "seats": "h,easy", "seed": "5", "speed": "max", "o.language": "de"})
    host, announced = app.host, []

    def german_word(hand):
        """(card to lay or None, the word's cards) for the dearest German word of the whole hand."""
        options = []
        for k in range(-1, len(hand)):
            rest = hand if k < 0 else hand[:k] + hand[k + 1:]
            for word in rules.whole_hand_words("".join(sorted(cards.letter[c] for c in rest)), "de"):
                options.append((rules.word_value(word, "de"), word, None if k < 0 else hand[k], rest))
        return max(options, default=None, key=lambda o: (o[0], o[1], o[2] or ""))

    def person(app, host, rng):
        if host.turn != "you" or announced:
            return False
        game = app.session.game
        hand = game.view(0)["hand"]
        if game.step == "lay" and any(a["type"] == "announce" for a in game.legal_actions(0)):
            found = german_word(hand)
            if found:
                _, word, lay, rest = found
                free = list(rest)
                for letter in word:  # the word's cards tapped in order
                    card = next(c for c in free if cards.letter[c] == letter)
                    free.remove(card)
                    assert app.handle("view", f"add:{card}")
                announce = next(a for a in plays(host.html) if a["type"] == "announce")
                assert announce.get("lay") == lay and word in text(host.html)
                announced.append(word)
                return app.handle("play", json.dumps(announce))
        offered = plays(host.html)
        vowels = sum(cards.letter[c] in cards.vowel_letters for c in hand)
        deck = "vowels" if vowels < 0.4 * len(hand) else "consonants"
        choice = next((a for a in offered if a.get("deck") == deck), None) or \
            next((a for a in offered if a["type"] in ("keep", "declare") and not a.get("cards")), None) or offered[0]
        return app.handle("play", json.dumps(choice))

    play_on(app, host, random.Random(5), until=lambda: bool(announced) and (
        part(host.html, data_recap=True) or part(host.html, data_game_over=True)), person=person)
    assert announced and lexicon.is_word(announced[0], "de")
    reveal = part(host.html, data_recap=True) or part(host.html, data_game_over=True)
    assert "Vous avez annoncé" in text(part(reveal, cls="jg-recap-how"))
    assert text(part(part(reveal, cls="jg-line--mine"), cls="jg-sheet-word")).strip() == announced[0]
