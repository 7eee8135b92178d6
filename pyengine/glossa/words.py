"""Where Glossa asks whether a word is French.

The game checks declared words through :func:`is_word` only. By default it asks the shared
lexicon (``pyengine.lexicon``); tests may install a small word list with :func:`use_words` so
that a rule test never depends on the size or the contents of the real dictionary.
"""

_custom: frozenset | None = None


def use_words(words) -> None:
    """Check words against ``words`` instead of the lexicon (``None``: back to the lexicon)."""
    global _custom
    _custom = None if words is None else frozenset(w.upper() for w in words)


def is_word(text: str) -> bool:
    if _custom is not None:
        return text in _custom
    from .. import lexicon

    return lexicon.is_word(text)
