"""Issue 20 in Chromium: an English BuyWord table where a person sells an English word, and a
German Juggler hand announced. The page fetches the table's word list (lexicon/<lang>/) when
the table opens; the person's "thinking" uses the lexicon of that language in this process,
everything else is read from the page and done by clicks."""

import re

from playwright.sync_api import expect

from e2e.conftest import poll
from e2e.test_buyword import MINE_OR_OVER as BW_MINE, click_view, phase, rack, spell_tiles
from e2e.test_juggler import MINE_OR_OVER as JG_MINE, arrange, cards_for, step
from pyengine import lexicon
from pyengine.buyword import rules as bw_rules
from pyengine.juggler import rules as jg_rules
from pyengine.juggler.materials import edition


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
    assert any("/lexicon/en/words.tlx" in url for url in requests)
    assert not any("/lexicon/de/" in url for url in requests)
    tried, sold = set(), None
    for _ in range(120):
        poll(page, BW_MINE, timeout=90)
        if page.locator("[data-game-over]").count():
            break
        now = phase(page)
        if now == "roll":
            page.get_by_role("button", name="Lancer le dé").click()
        elif now == "choose":
            page.get_by_role("button", name="5 tuiles").click()
        elif now == "buy":
            buy = page.get_by_role("button", name=re.compile("^Acheter pour"))
            price = int(re.sub(r"\D", "", buy.inner_text())) if buy.count() else None
            if price is not None and price <= 100:
                buy.click()
            else:
                page.get_by_role("button", name="Refuser le lot").click()
        elif now == "sell":
            if page.locator(".bw-limit").count():
                excess = int(re.findall(r"\d+", page.locator(".bw-limit").inner_text())[-1])
                click_view(page, "throw")
                tosses = page.locator('button[data-arg^="toss:"]')
                for i in range(excess):
                    tosses.nth(i).click()
                page.locator('.bw-builder [data-act="play"]').first.click()
                continue
            word = english_only_word([letter for _, letter in rack(page)], tried)
            if word:
                tried.add(word)
                spell_tiles(page, word)
                sell = page.locator('[data-act="view"][data-arg="sell"]')
                expect(sell).to_be_enabled()
                sell.click()
                sold = word
                expect(page.locator(".table--buyword")).to_contain_text(word)
                break
            if page.locator('[data-act="view"][data-arg="clear"]').count():
                click_view(page, "clear")
            page.get_by_role("button", name=re.compile("^Terminer")).click()
    assert sold and lexicon.is_word(sold, "en") and not lexicon.is_word(sold)
    assert console_errors == []


ED = edition("de")


def german_hand(page):
    found = page.evaluate("""Array.from(document.querySelectorAll('.jg-word-cards button, .jg-rest-cards button'))
        .map(b => [b.dataset.arg, b.querySelector('.sr-only').textContent])""")
    out = []
    for arg, label in found:
        letter = re.search(r"lettre (\w),", label).group(1)
        card = arg.split(":", 1)[1]
        assert ED.letter[card] == letter  # the German edition's cards, named by their letter
        out.append((card, letter))
    return out


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
    assert any("/lexicon/de/words.tlx" in url for url in requests)
    announced = None
    for _ in range(200):
        poll(page, JG_MINE, timeout=150)
        if page.locator("[data-game-over]").count():
            break
        now = step(page)
        cards = german_hand(page)
        if now == "take":
            vowels = sum(1 for _, ch in cards if ch in ED.vowel_letters)
            deck = "vowels" if vowels < 0.4 * len(cards) else "consonants"
            button = page.locator(f"button.jg-deck--{deck}")
            if not button.count():
                button = page.locator("button.jg-deck").first
            if button.count():
                button.click()
            else:
                page.get_by_role("button", name="Ne rien prendre").click()
        elif now == "lay":
            plan = german_announce(cards) if page.locator(".jg-announce-block").count() else None
            if plan:
                lay, word = plan
                rest = [p for p in cards if p[0] != lay]
                arrange(page, cards_for(word, rest))
                expect(page.locator(".jg-live")).to_contain_text("un mot")
                page.locator("button.jg-announce").click()
                announced = word
                break
            spare = sorted((c for c, _ in cards), key=lambda c: -ED.value[c])
            if len(cards) > 7:
                page.locator(f'.jg-lay-row button[data-arg*=\'"{spare[0]}"\']').click()
            else:
                page.get_by_role("button", name="Ne rien poser").click()
        elif now == "reveal":
            page.get_by_role("button", name="Ne montrer aucun mot").click()
    assert announced and lexicon.is_word(announced, "de")
    assert console_errors == []
