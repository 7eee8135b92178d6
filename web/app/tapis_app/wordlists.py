"""The word lists that are not in the engine's wheel (English, German), fetched on demand.

French is inside the wheel. A table whose ``language`` option names another language needs
that list first: the page fetches ``lexicon/<lang>/words.tlx`` and ``tiers.tlt`` (served
beside the site by build.py, never precached on a first visit: bytes budget) and hands them
to the lexicon (``lexicon.provide``). The service worker keeps every fetched list for
offline play; ``fetch_all`` (the About page's "available offline" button) fetches them all.

Touch points elsewhere (kept small, see the lexicon branch's report): ``shell.App.begin`` and
``resume`` park a table whose list is missing (``App.waiting_words``) and ``main.bot_loop``
fetches it, then opens the table; the set-up preselects the interface language.
"""

from __future__ import annotations

from pyengine import lexicon

URL = "./lexicon/{lang}/{name}"


def table_language(options: dict | None) -> str:
    """The language of a table's words (French when the game has no such option)."""
    lang = (options or {}).get("language", "fr")
    return lang if lang in lexicon.LANGS else "fr"


def missing(options: dict | None) -> str | None:
    """The language whose list must be fetched before this table opens, or None."""
    lang = table_language(options)
    return None if lexicon.is_available(lang) else lang


async def fetch(lang: str) -> None:
    """Fetch a language's files and hand them to the lexicon (raises on a failed download)."""
    from pyodide.http import pyfetch

    for name in lexicon.data_files(lang):
        response = await pyfetch(URL.format(lang=lang, name=name))
        if not response.ok:
            raise OSError(f"{name} ({lang}): HTTP {response.status}")
        lexicon.provide(lang, name, await response.bytes())


async def fetch_all() -> list:
    """Every list not yet here (the "available offline" setting); returns the languages
    fetched."""
    fetched = []
    for lang in lexicon.LANGS:
        if not lexicon.is_available(lang):
            await fetch(lang)
            fetched.append(lang)
    return fetched
