"""Finding French left on an English screen: every French sentence of the translation table
whose English differs is cut at its parameters into fragments; a fragment long enough to be
unambiguous (three words or more) found in an English page is French left untranslated."""

import html
import re

from pyengine.core import i18n
from tests.helpers.texts import text_tables
_FIELD = re.compile(r"\{[^{}]*\}|<[^>]+>|[.!?;:…]\s")  # cut at parameters, tags, sentence ends
_TAG = re.compile(r"<[^>]+>")


def french_fragments() -> set[str]:
    text_tables()  # every table registered: the engines', the shell's and the views'
    fragments = set()
    for entry in i18n.table().values():
        french, english = entry.get("fr", ""), entry.get("en", "")
        if not english or french == english:
            continue
        english_text = _plain(english)
        for piece in _FIELD.split(french):
            piece = _plain(piece)
            piece = piece.strip(" .,:;!?«»()…—-'’\"")
            if len(piece.split()) >= 3 and len(piece) >= 14 and piece not in english_text:
                fragments.add(piece)
    return fragments


def _plain(text: str) -> str:
    return " ".join(html.unescape(_TAG.sub(" ", text)).split())


def french_left(page_text: str, fragments: set[str] | None = None) -> list[str]:
    """The French fragments found in ``page_text`` (HTML or visible text)."""
    text = _plain(page_text)
    return sorted(f for f in (fragments or french_fragments()) if f in text)


# the no-break spaces French typography puts before ! ? ; : » and after « (i18n.french_spacing)
_TYPOGRAPHY = re.compile("[\u00a0\u202f](?=[!?;:»])|(?<=«)\u00a0")


def plain(text: str) -> str:
    """``text`` with French typography's no-break spaces read as the ordinary ones the tests
    write (« Valeur : 9 »); its other no-break spaces (an amount's, « 81 $ ») are left. The spaces
    themselves are tests/test_texts.py's business."""
    return _TYPOGRAPHY.sub(" ", text)
