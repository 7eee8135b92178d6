"""QR codes of invitations and replies, drawn by segno (a pure-Python QR library, pinned in
requirements and shipped beside the site as its wheel: build.py ``QR_WHEEL``). The page loads the
wheel only when a code is first drawn (``wanted`` tells the App to ask the host for it); until
then a code is drawn as a sentence, and the link or code as text is always beside it."""

import importlib
from functools import lru_cache

from ..html import esc, tag

WHEEL = "wheels/segno-1.6.6-py3-none-any.whl"  # the same file as build.py's QR_WHEEL
wanted = False  # a code was asked for before segno was loaded


def available() -> bool:
    try:
        importlib.import_module("segno")
    except ImportError:
        return False
    return True


def svg(text: str, label: str) -> str:
    """The QR code of ``text`` as inline SVG (crisp at any size), named ``label`` for screen
    readers; a placeholder sentence while the library loads."""
    global wanted
    try:
        import segno  # noqa: F401  (loaded by the page on demand)
    except ImportError:
        wanted = True
        return tag("div", esc(label), class_="qr-pending", role="img", aria_label=label)
    return tag("div", _drawing(text), class_="qr-code", role="img", aria_label=label, data_qr=text)


@lru_cache(maxsize=16)
def _drawing(text: str) -> str:
    """(Encoded once per text: the lobby is redrawn at every peer event.)"""
    import segno

    return segno.make(text, error="l").svg_inline(scale=1, border=2, omitsize=True, dark="#111111",
                                                   light="#ffffff")

