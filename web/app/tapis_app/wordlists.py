"""The word lists that are not in the engine's wheel (English, German), fetched on demand.

French is inside the wheel. A table whose ``language`` option names another language needs
that list first: the page fetches ``lexicon/<lang>/words.tlx`` and ``tiers.tlt`` (served
beside the site by build.py, never precached on a first visit: bytes budget) and hands them
to the lexicon (``lexicon.provide``). The service worker keeps every fetched list for
offline play; ``fetch_all`` (the About page's "available offline" button) fetches them all.

Touch points elsewhere (kept small, see the lexicon branch's report): ``shell.App.begin`` and
``resume`` park a table whose list is missing (``App.waiting_words``) and ``main.bot_loop``
fetches it, then opens the table.

One rule for a table's words (issue 27): the language the table names (its ``language``
option: the set-up's field, a link's ``o.language=`` or ``options``), else the interface's when
the game offers it (``?lang=en``, an embed's or ``<tapis-game lang=>``'s, the browser's), else
the game's default (French). ``with_words_language`` applies it wherever a table is made — the
set-up, a link, an embed — and the table says which list it plays with (``words_label``).
"""

from __future__ import annotations

from pyengine import lexicon

URL = "./lexicon/{lang}/{name}"
# the site's folder as an absolute address ("" in tests): the app runs in a worker whose own
# address is not the site's, so relative addresses would not find the lists (set by main.start)
BASE_URL = ""


def table_language(options: dict | None) -> str:
    """The language of a table's words (French when the game has no such option)."""
    lang = (options or {}).get("language", "fr")
    return lang if lang in lexicon.LANGS else "fr"


def _language_option(game_id: str):
    import pyengine

    info = pyengine.GAMES.get(game_id)
    return next((o for o in info.options if o.key == "language"), None) if info else None


def with_words_language(game_id: str, options: dict, interface: str) -> dict:
    """The table's options with its words' language decided: the one they name, else the
    interface's when the game offers it. A game without words in several languages is left
    as it is."""
    option = _language_option(game_id)
    if option is None or "language" in options or interface not in option.choices:
        return options
    return {**options, "language": interface}


def words_label(game_id: str, options: dict | None, lang: str) -> str | None:
    """« Mots : anglais » / "Words: English": the list a table plays with, for a game whose words
    come in several languages (None for the others)."""
    from pyengine.core import i18n

    from .text import t

    if _language_option(game_id) is None:
        return None
    words = (options or {}).get("language", "fr")
    key = f"{game_id}.option.language.{words}"
    if not i18n.has(key):
        return None
    name = i18n.text(key, lang)
    return t("ui.table.words", lang, language=name[:1].lower() + name[1:] if lang == "fr" else name)


def missing(options: dict | None) -> str | None:
    """The language whose list must be fetched before this table opens, or None."""
    lang = table_language(options)
    return None if lexicon.is_available(lang) else lang


def address(lang: str, name: str) -> str:
    """Where a list's file is fetched from."""
    relative = URL.format(lang=lang, name=name)
    return BASE_URL + relative.removeprefix("./") if BASE_URL else relative


async def fetch(lang: str) -> None:
    """Fetch a language's files and hand them to the lexicon (raises on a failed download)."""
    from pyodide.http import pyfetch

    for name in lexicon.data_files(lang):
        response = await pyfetch(address(lang, name))
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
