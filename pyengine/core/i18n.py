"""The one translation table: every sentence a player sees, French first, English available.

Keys are dotted and start with their domain: ``core.*`` (the protocol), ``glop.*`` (a game),
``ui.*`` (the web shell). A domain's table is loaded on first use from
``pyengine.<domain>.text`` (games) or registered by its owner (the web shell), so a game's
sentences cost nothing until that game is opened. A domain may have both: a game's web view
registers its own sentences (``glop.ui.*``) beside the engine's, which still load on first use.

Entries are ``{"fr": "...", "en": "..."}`` with ``str.format`` fields. A parameter whose value is
a dict ``{"key": ..., **params}`` is itself translated first, so events can nest sentences
("{card}" → "le 7 de cœur"). Plurals: when a ``key#one`` entry exists and the parameter ``n`` is
given, ``key#one`` is used for n == 1 (and n == 0 in French), else ``key``. The person at this
device is spoken to: ``key@you`` (and ``key@you#one``) is the sentence when they are its subject.

Sentences start with a capital letter, also when their first word comes from a parameter
(« {card} n'est pas sur le tapis. » with the card « le 5 bleu »): a field that opens a sentence
— at the start of a template that is a sentence (it ends with . ! ? or …), or after . ! or ?
and a space inside any template — has its first letter capitalised. Fields opening a fragment
(« {first} et {last} », inserted in another sentence) are left as they are.
"""

import importlib
import re
import string

LANGS = ("fr", "en")
_TABLE: dict[str, dict[str, str]] = {}
_LOOKED_UP: set[str] = set()  # the domains whose pyengine.<domain>.text was loaded (or found missing)


def register(table: dict[str, dict[str, str]]) -> None:
    """Add sentences to the table. Each entry must have a French text, which is kept with its
    typography's spaces (french_spacing). Registering a domain's sentences does not stand for
    its engine's table, which still loads on first use."""
    for key, entry in table.items():
        if "fr" not in entry:
            raise ValueError(f"{key}: every sentence needs a French text")
        _TABLE[key] = {**entry, "fr": french_spacing(entry["fr"])}


# French typography: « ! », « ? », « ; » and « : » keep to the word before them, and « » to the
# words inside, by a space no line breaks at (a browser breaks at an ordinary space, and left « ! »
# alone at the start of a line): a narrow one (U+202F) before ! ? ;, a full one (U+00A0) before :
# and inside « » (the Imprimerie nationale's rule). Written once here, for every French sentence
# of the table, rather than in each of them.
NBSP, NARROW_NBSP = "\u00a0", "\u202f"
_SPACED_BEFORE = re.compile(r"[ \u00a0\u202f]+([!?;:»])")
_SPACED_AFTER = re.compile(r"«[ \u00a0\u202f]+")


def french_spacing(text: str) -> str:
    """``text`` with the spaces of French typography: « Partez ! » → « Partez\u202f! »."""
    text = _SPACED_BEFORE.sub(lambda m: (NBSP if m.group(1) in ":»" else NARROW_NBSP) + m.group(1), text)
    return _SPACED_AFTER.sub("«" + NBSP, text)


def _ensure_domain(key: str) -> None:
    domain = key.split(".", 1)[0]
    if domain in _LOOKED_UP:
        return
    _LOOKED_UP.add(domain)
    try:
        module = importlib.import_module(f"pyengine.{domain}.text")
    except ImportError:
        return
    register(module.TEXT)


def has(key: str) -> bool:
    _ensure_domain(key)
    return key in _TABLE


def entry(key: str) -> dict[str, str] | None:
    _ensure_domain(key)
    return _TABLE.get(key)


def _plural_one(lang: str, n) -> bool:
    try:
        n = abs(int(n))
    except (TypeError, ValueError):
        return False
    return n <= 1 if lang == "fr" else n == 1


class _Params(dict):
    def __missing__(self, name):  # an unknown field is shown, not crashed on
        return "{" + name + "}"


def text(key: str, lang: str = "fr", *, you: bool = False, **params) -> str:
    """The sentence for ``key`` in ``lang`` (falling back to French, then to the key itself).

    ``you``: the sentence is about the person at this device, who is spoken to in the second
    person: the ``key@you`` entry is used when there is one (« Vous prenez… » beside
    « {seat} prend… »)."""
    _ensure_domain(key)
    if you and (key + "@you") in _TABLE:
        key = key + "@you"
    if "n" in params and _plural_one(lang, params["n"]) and (key + "#one") in _TABLE:
        key = key + "#one"
    found = _TABLE.get(key)
    if found is None:
        return key
    template = found.get(lang) or found["fr"]
    if not params:
        return template
    values = _Params()
    for name, value in params.items():
        if isinstance(value, dict) and "key" in value:
            inner = {k: v for k, v in value.items() if k != "key"}
            value = text(value["key"], lang, **inner)
        values[name] = value
    if not _opens_with_field(template):
        return template.format_map(values)
    return _format_capitalised(template, values)


# A template that is a sentence: it ends with . ! ? or … (then perhaps closing quotes, brackets).
_SENTENCE = re.compile(r"[.!?…][\s»”’\")]*$")
# A sentence ends inside the template (. ! or ?, perhaps a closing quote, then a space) …
_BREAK = r"[.!?][»”’\")]*\s+"
_BREAK_BEFORE = re.compile(_BREAK + "$")
# … just before a field.
_BREAK_THEN_FIELD = re.compile(_BREAK + r"\{")
_OPENS: dict[str, bool] = {}


def _opens_with_field(template: str) -> bool:
    """Whether some field of ``template`` opens a sentence (cached per template)."""
    found = _OPENS.get(template)
    if found is None:
        found = (template.startswith("{") and bool(_SENTENCE.search(template))) or \
            bool(_BREAK_THEN_FIELD.search(template))
        _OPENS[template] = found
    return found


def _format_capitalised(template: str, values: dict) -> str:
    """``template.format_map(values)``, the fields that open a sentence capitalised."""
    out = []
    sentence = bool(_SENTENCE.search(template))
    for literal, field, spec, conversion in string.Formatter().parse(template):
        out.append(literal)
        if field is None:
            continue
        piece = "{" + field + ("!" + conversion if conversion else "") + (":" + spec if spec else "") + "}"
        value = piece.format_map(values)
        so_far = "".join(out)
        if (not so_far and sentence) or (so_far and _BREAK_BEFORE.search(so_far)):
            value = value[:1].upper() + value[1:]
        out.append(value)
    return "".join(out)


def table(prefix: str = "") -> dict[str, dict[str, str]]:
    """Every entry whose key starts with ``prefix`` (loading the domain first)."""
    if prefix:
        _ensure_domain(prefix)
    return {k: v for k, v in _TABLE.items() if k.startswith(prefix)}
