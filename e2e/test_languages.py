"""Issue 20 in Chromium: a table in English or German fetches its word list (lexicon/<lang>/,
by main.py's fetch in the worker) and no other, then opens; a blog's English embed deals
English words. What the words do at the table (an English word sold, a German hand announced)
is played in CPython: tests/web/test_wordlists.py."""

import re

import pytest
from playwright.sync_api import expect

OTHER_LISTS = r"/lexicon/(?!{}/)"  # any word list but the table's own


@pytest.mark.parametrize("game_id, lang, said", [("buyword", "en", "Mots : anglais"), ("juggler", "de", "Mots : allemand")])
def test_a_table_in_another_language_fetches_its_word_list_and_no_other(app, page, console_errors, game_id, lang, said):
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    app(f"?game={game_id}&seats=h,easy&seed=5&speed=max&o.language={lang}")
    expect(page.locator(f".table--{game_id}")).to_be_visible(timeout=60_000)
    expect(page.locator(".table-words")).to_have_text(said)
    lists = [url for url in requests if "/lexicon/" in url]
    assert any(f"/lexicon/{lang}/words.tlx" in url for url in lists), lists
    assert not any(re.search(OTHER_LISTS.format(lang), url) for url in lists), lists
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
