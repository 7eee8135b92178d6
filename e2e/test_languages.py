"""Issue 20 in Chromium: an English BuyWord table where a person sells an English word, and a
German Juggler hand announced. The page fetches the table's word list (lexicon/<lang>/) when
the table opens; the person's "thinking" uses the lexicon of that language in this process,
everything else is read from the page and done by clicks, with the players of
e2e/players/buyword.py and e2e/players/juggler.py."""

import re

from playwright.sync_api import expect

from e2e.players import buyword as bw
from e2e.players import juggler as jg
from e2e.conftest import MY_TURN_OR_OVER, poll
from pyengine import lexicon
from pyengine.buyword import rules as bw_rules
from pyengine.juggler import rules as jg_rules
from pyengine.juggler.materials import edition

OTHER_LISTS = r"/lexicon/(?!{}/)"  # any word list but the table's own


def english_only_word(letters, tried):
    """The dearest word of the tiles that is English and not French (no wild)."""
    found = lexicon.words_from("".join(letters), 0, "en", min_length=2, max_length=len(letters))
    words = [f.word for f in found if f.word not in tried and not lexicon.is_word(f.word)]
    return max(words, key=lambda w: (bw_rules.price(w, "en"), w), default=None)


def test_an_english_buyword_table_sells_an_english_word(app, page, console_errors):
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    app("?game=buyword&seats=h&seed=21&speed=max&o.language=en")
    expect(page.locator(".table--buyword")).to_be_visible(timeout=60_000)
    lists = [url for url in requests if "/lexicon/" in url]
    assert any("/lexicon/en/words.tlx" in url for url in lists), lists
    assert not any(re.search(OTHER_LISTS.format("en"), url) for url in lists), lists
    # lots of five tiles, any up to 100 bought: the tiles soon spell an English word
    state = {"phases": set(), "count": "5 tuiles", "dearest": 100}
    tried, sold = set(), None
    for _ in range(120):
        poll(page, MY_TURN_OR_OVER, timeout=90)
        if page.locator("[data-game-over]").count():
            break
        before = page.evaluate(bw.MOVES)
        actions = page.locator("[data-role=actions]")
        if bw.phase(page) != "sell" or actions.locator('[data-arg="throw"]').count():
            bw.step(page, state)  # roll, choose, buy or refuse; or throw away over the limit
        else:
            word = english_only_word([letter for _, letter in bw.rack(page)], tried)
            if word:
                tried.add(word)
                bw.spell_tiles(page, word)
                sell = actions.locator('[data-act="view"][data-arg="sell"]')
                expect(sell).to_be_enabled()
                sell.click()
                sold = word
                # the sale in the middle of the table, in tiles
                expect(page.locator(f'.bw-sold-word[aria-label="{word}"]')).to_be_visible()
                break
            if actions.locator('[data-arg="clear"]').count():
                bw.click_view(page, "clear")
            actions.get_by_role("button", name=re.compile("^Terminer")).click()
        poll(page, bw.moved_since(before) + " || document.documentElement.dataset.turn !== 'you'")
    assert sold and lexicon.is_word(sold, "en") and not lexicon.is_word(sold)
    assert console_errors == []


ED = edition("de")


def german_announce(cards):
    """(card to lay or None, word) for the dearest German whole-hand word, or None."""
    options = []
    for k in range(-1, len(cards)):
        rest = cards if k < 0 else cards[:k] + cards[k + 1:]
        for w in jg_rules.whole_hand_words("".join(sorted(ch for _, ch in rest)), "de"):
            options.append((jg_rules.word_value(w, "de"), w, None if k < 0 else cards[k][0]))
    if not options:
        return None
    _, word, lay = max(options, key=lambda o: (o[0], o[1], o[2] or ""))
    return lay, word


def test_a_german_juggler_hand_is_announced(app, page, console_errors):
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    app("?game=juggler&seats=h,easy&seed=5&speed=max&o.language=de")
    expect(page.locator(".table--juggler")).to_be_visible(timeout=60_000)
    lists = [url for url in requests if "/lexicon/" in url]
    assert any("/lexicon/de/words.tlx" in url for url in lists), lists
    assert not any(re.search(OTHER_LISTS.format("de"), url) for url in lists), lists
    announced = None
    for _ in range(200):
        if jg.wait_mine(page):  # (a hand's reveal on the way is read and closed)
            break
        now = jg.step(page)
        cards = jg.hand(page, ED)  # the German edition's cards, each named by its letter
        before = page.evaluate(jg.MOMENT)
        if now == "take":
            vowels = sum(1 for _, ch in cards if ch in ED.vowel_letters)
            deck = "vowels" if vowels < 0.4 * len(cards) else "consonants"
            button = page.locator(f"button.jg-deck--{deck}:not([disabled])")
            if not button.count():
                button = page.locator("button.jg-deck:not([disabled])").first
            if button.count():
                button.click()
            else:
                page.get_by_role("button", name="Ne rien prendre").click()
        elif now == "lay":
            plan = german_announce(cards) if page.locator(".jg-announce").count() else None
            if plan:
                lay, word = plan
                rest = [p for p in cards if p[0] != lay]
                jg.arrange(page, jg.cards_for(word, rest))  # the word in the hand, the card to lay apart
                expect(page.locator(".jg-live")).to_contain_text("un mot")
                announce = page.locator("[data-role=actions] button.jg-announce")
                expect(announce).to_be_enabled()
                expect(announce).to_contain_text(word)
                announce.click()
                # the others' last turn, then the reveal (the hand's recap, or the end panel):
                # you announced, and your line shows the word
                poll(page, f"{jg.RECAP} || {jg.OVER}", timeout=150)
                reveal = page.locator("[data-recap], [data-game-over]").first
                expect(reveal.locator(".jg-recap-how")).to_contain_text("Vous avez annoncé")
                expect(reveal.locator(".jg-line--mine .jg-sheet-word")).to_have_text(word)
                announced = word
                break
            spare = sorted((c for c, _ in cards), key=lambda c: -ED.value[c])
            if len(cards) > 7:
                jg.lay_card(page, spare[0])
            else:
                page.get_by_role("button", name="Ne rien poser").click()
        elif now == "reveal":
            page.get_by_role("button", name="Ne montrer aucun mot").click()
        poll(page, f"{jg.MOMENT} !== {before!r} || {jg.OVER}")
    assert announced and lexicon.is_word(announced, "de")
    assert console_errors == []


def test_an_english_embed_and_link_deal_english_words(browser, site, tmp_path):
    """Issue 27, item 3: one rule for the words, the interface's language unless the table says
    otherwise. A blog's <tapis-game lang="en"> (its frame's address carries lang=en and no
    language option) deals English words: the frame fetches the English list, no other, and the
    table says « Words: English »; the same table's address with o.language=fr deals French."""
    from e2e.conftest import OriginGuard, SiteServer

    (tmp_path / "post.html").write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title></head><body>'
        f'<script src="{site.url}embed.js" defer></script>'
        '<tapis-game game="juggler" seats="h,easy" seed="5" lang="en"></tapis-game></body></html>')
    blog = SiteServer(tmp_path, "/").start()
    context = browser.new_context(locale="fr-FR")
    guard = OriginGuard([site.origin, blog.origin])
    context.route("**/*", guard)
    lists = []
    context.on("request", lambda r: lists.append(r.url) if "/lexicon/" in r.url else None)
    try:
        page = context.new_page()
        page.goto(blog.url + "post.html")
        frame = page.frame_locator("tapis-game iframe")
        expect(frame.locator(".table-words")).to_have_text("Words: English", timeout=120_000)
        assert lists and all("/lexicon/en/" in url for url in lists), lists
        # the table says otherwise: French words under the English interface
        lists.clear()
        page.goto(site.url + "index.html?game=juggler&seats=h,easy&seed=5&lang=en&o.language=fr")
        expect(page.locator(".table-words")).to_have_text("Words: French", timeout=120_000)
        assert lists == []  # French is in the wheel
        assert guard.blocked == []
    finally:
        context.close()
        blog.stop()
