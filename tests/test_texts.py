"""The one translation table: every sentence of every text table (each engine's, the shell's,
remote play's, each game view's: tests/helpers/texts.py finds them) in French and English, with the
same fields; capital letters where a sentence starts."""

import re
import string

from tests.helpers.texts import text_tables


def tables():
    """Every text table, by module: "pyengine.glop.text", "tapis_app.views.glop.text"…"""
    return text_tables()


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_entry_of_every_table_has_french_and_english_with_the_same_fields():
    wrong = []
    for module, table in tables().items():
        for key, entry in table.items():
            if set(entry) != {"fr", "en"}:
                wrong.append(f"{module}: {key} has {sorted(entry)}, not French and English")
            elif not entry["fr"].strip() or not entry["en"].strip():
                wrong.append(f"{module}: {key} has an empty text")
            elif fields(entry["fr"]) != fields(entry["en"]):
                wrong.append(f"{module}: {key}: fields differ, {sorted(fields(entry['fr']))} and "
                             f"{sorted(fields(entry['en']))}")
    assert wrong == []


def test_a_games_table_holds_only_that_games_sentences():
    """An engine's table is loaded by the first key of its domain asked for (pyengine.core.i18n),
    and a view's speaks for its game: ``glop.*`` in pyengine/glop/text.py and views/glop/text.py."""
    wrong = []
    for module, table in tables().items():
        parts = module.split(".")
        domain = parts[1] if parts[0] == "pyengine" else parts[2] if parts[1] == "views" else None
        wrong += [f"{module}: {key}" for key in table if domain and key.split(".", 1)[0] != domain]
    assert wrong == []


def test_a_views_sentences_registered_first_leave_the_engines_to_load():
    """A game's view registers its sentences (``glop.ui.*``) when it is imported, maybe before
    anything asked for one of its engine's (``glop.event.*``): those still load on first use."""
    from tests.helpers.protocol import fresh_python

    assert fresh_python(
        "from pyengine.core import i18n\n"
        "i18n.register({'glop.ui.probe': {'fr': 'vue', 'en': 'view'}})\n"
        "print(i18n.text('glop.event.swap', 'en'), '|', i18n.text('glop.ui.probe', 'en'))"
    ) == "Everyone looked at their hand, then partners swapped hands. | view"


def test_english_is_not_french_left_untranslated():
    suspicious = []
    for table in tables().values():
        for key, entry in table.items():
            fr, en = entry.get("fr", ""), entry.get("en", "")
            if fr == en and len(fr) > 25 and " " in fr:
                suspicious.append(key)
    assert suspicious == []


# --------------------------------------------------------------------- capital letters
# Realistic values for every field, as the engines and the site pass them: a nested sentence
# where they pass one (a Glop card, a Glükz rank, a Juggler deck…), names with their capital.
GLOP_CARD = {"key": "glop.card", "value": 5, "colour": {"key": "glop.colour.B"}}
SAMPLES = {
    "seat": "Alice", "name": "Alice", "names": "Alice, Bruno", "winner_seats": "Alice, Bruno",
    "partner_seat": "Bruno", "seller_seat": "Bruno", "bidder_seat": "Bruno", "lender_seat": "Bruno",
    "dealer_seat": "Bruno",
    "word": "CHEVAL", "best": "CHEVAL (40)", "words": "CHEVAL, VACHE", "letter": "E", "tile": "E",
    "laid": "S", "tiles": "E S T", "mine": "E S T", "theirs": "A R", "face": "3",
    "game": "Glossa", "option": "Prise obligatoire", "date": "12/03/2025", "got": "1,5",
    "symbol": "♦", "cards_text": "le 5 bleu et le 3 rouge", "first": "le 5 bleu", "last": "le 3 rouge",
    "card": "E", "cards": "CH A T", "card_name": GLOP_CARD, "top": "Dame de cœur",
    "reason": {"key": "core.bad_players", "game": "Glop", "players": 3},
    "phase": {"key": "buyword.phase.sell"}, "rating": {"key": "buyword.rating.good"},
    "theme": {"key": "buyword.theme.sport"}, "dir": {"key": "buyword.describe.across"},
    "deck_name": {"key": "juggler.deck.vowels"}, "deck": {"key": "juggler.deck.vowels"},
    "kind": {"key": "juggler.ui.kind.vowels"}, "colour": {"key": "glop.colour.B"},
    "rank": {"key": "glukz.rank_name.Q"}, "suit": {"key": "glukz.suit.H"},
    "where": {"key": "glukz.where.hand"}, "where_you": {"key": "glukz.where_you.hand"},
    "what": {"key": "glukz.rank.Q", "n": 2, "count": {"key": "glukz.number.2"}},
    "move": "Poser le 5 bleu sur le tapis.", "played": "CHEVAL (40)", "second": "a posé un E",
    "count": 3, "value": 7, "n": 3,
    "scores": "Vous 12 – 9 Ordinateur", "a": 12, "b": 9, "target": 30,
    "borrower": "Bruno",
    "lender": "Bruno",
    "to_seat": "Bruno",
    "from_seat": "Bruno",
    "file": "pyodide/pyodide.asm.wasm", "why": "le serveur a répondu 404", "what": "WebAssembly", "status": 404,
    "language": "anglais",
    "server": "stun.l.google.com:19302", "phrase": "Bien joué",
    "levels": "facile, moyen",
}
for _number in ("amount", "bid", "chips", "col", "deal", "deals", "done", "down", "excess", "glops",
                "hand", "left", "level", "limit", "min", "mine_price", "minutes", "money", "moves",
                "needed", "other", "pips", "place", "players", "points", "price", "round", "row",
                "score", "share", "size", "stake", "theirs_price", "threshold", "total", "unused",
                "up", "version", "high", "low"):
    SAMPLES[_number] = 12
# Where a domain passes something else under the same name.
DOMAIN_SAMPLES = {
    "glop": {"card": GLOP_CARD, "cards": "le 5 bleu et le 3 rouge"},
    "glossa": {"card": {"key": "glossa.ui.card.letter", "letter": "E", "n": 1}},
    "glukz": {"card": "Dame de cœur", "cards": "Dame de cœur, 7 de pique", "count": {"key": "glukz.number.2"},
              "value": {"key": "glukz.rank_name.Q"},
              "group": "Trois dames : Dame de cœur, Dame de pique, Dame de trèfle"},
    "juggler": {"first": {"key": "juggler.ui.move.drew.vowels"},
                "second": {"key": "juggler.ui.move.laid", "letter": "E"},
                "played": "CHEVAL (12)", "deck": {"key": "juggler.deck_short.vowels"}},
    "ui": {"played": {"key": "ui.review.played", "word": "CHEVAL", "value": 40}},
}

# Texts that end like a sentence but never open one: each continues a sentence after a colon.
CONTINUATIONS = {
    "ui.link.seats", "ui.link.seed", "ui.link.options",  # « Ce lien ne décrit pas … : {reason} »
    "ui.hint.secret",  # « Suggestion de l'ordinateur difficile : {move} »
    "buyword.rating.outstanding", "buyword.rating.good", "buyword.rating.average",
    "buyword.rating.below",  # « Partie terminée avec 900 $ : {rating} »
    "juggler.ui.live.whole",  # after the word being built: « CHEVAL ✓ un mot, 17 points — toute … »
}
_OPENING = "«“‘\"'([ \u00a0\u202f—–-←→↓↑+#$•★✓"
_CLOSING = "»”’\"')] \u00a0\u202f"
# Abbreviations after which a lower-case word is not a new sentence.
_ABBREVIATIONS = ("etc.", "p. ex.", "ex.", "e.g.", "i.e.", "n°", "cf.", "vs.")


def rendered(key, lang):
    """The text of ``key`` in ``lang``, every field filled with a realistic value."""
    from pyengine.core import i18n

    domain = key.split(".", 1)[0]
    base = key[:-len("#one")] if key.endswith("#one") else key
    template = i18n.entry(key)[lang]
    params = {}
    for name in fields(template):
        value = DOMAIN_SAMPLES.get(domain, {}).get(name, SAMPLES.get(name, KeyError))
        assert value is not KeyError, f"{key}: give the field {name!r} a realistic value in SAMPLES"
        params[name] = value
    params["n"] = 1 if key.endswith("#one") else params.get("n", 3)
    return i18n.text(base, lang, **params)


def first_word_start(text):
    """The first character of the first word (opening quotes, dashes and arrows skipped)."""
    text = text.lstrip(_OPENING)
    return text[:1]


def capital_or_number(char):
    return char.isupper() or char.isdigit()


def sentences_within(text):
    """The starts of the sentences after the first: what follows . ! ? (and a closing quote)."""
    starts = []
    for match in re.finditer(r"[.!?…][" + re.escape(_CLOSING) + r"]*\s+", text):
        before = text[:match.start() + 1]
        if before.endswith(_ABBREVIATIONS) or text[match.start()] == "…" or \
                re.search(r"(^|\s)[A-Z]\.$", before):  # an initial: « Olivier R. et … »
            continue
        starts.append(first_word_start(text[match.end():]))
    return [s for s in starts if s]


def html_blocks(text):
    """The titles, paragraphs and list items of an HTML fragment, as plain text. An item that
    follows one ending with « ; » belongs to an enumeration (« 23 cartes ou plus : 2 points ;
    le 1 de la couleur favorite : 1 point ; … »), which French and English both continue in
    lower case: only its first item is returned whole, the others without their first word."""
    plain = re.sub(r"</?(?:strong|em)>", "", text)
    out = []
    previous = ""
    for tag, body in re.findall(r"<(p|li|h3)>(.*?)</\1>", plain, flags=re.S):
        body = body.strip()
        if tag == "li" and previous.endswith(";"):
            body = body.split(" ", 1)[-1] if " " in body else ""
            body = "X " + body  # its start is not checked; its inner sentences are
        out.append(body)
        previous = body if tag == "li" else ""
    return out


def is_sentence(text):
    return bool(re.search(r"[.!?…][" + re.escape(_CLOSING) + r"]*$", text))


def test_every_sentence_starts_with_a_capital_letter():
    """« le 5 bleu n'est pas sur le tapis. »: every text that is a sentence (it ends with . ! ? or
    …), rendered with realistic values in both languages, starts with a capital letter or a
    number; so does each sentence after the first inside a text, each paragraph, item and title
    of the in-app rules, and each option and option value of the set-up screen (shown alone).

    Not checked, by design: fragments without a final stop (card names « le 5 bleu », colours,
    statuses « tapis », moves « passe », labels « 12 jetons »), which are put inside sentences or
    after a name or a number; and CONTINUATIONS, the few texts ending like a sentence that only
    ever follow a colon (« Ce lien ne décrit pas une partie valable : le numéro de donne … »)."""
    wrong = []
    for table in tables().values():
        for key in table:
            for lang in ("fr", "en"):
                text = rendered(key, lang)
                if "<" in text:  # the in-app rules: one check per paragraph, item or title
                    starts = [s for block in html_blocks(text) for s in
                              [first_word_start(block)] + sentences_within(block)]
                elif ".option." in key and not key.endswith(".help"):
                    starts = [first_word_start(text)]
                elif is_sentence(text) and key not in CONTINUATIONS:
                    starts = [first_word_start(text)] + sentences_within(text)
                else:
                    starts = sentences_within(text)
                if not all(capital_or_number(s) for s in starts):
                    wrong.append(f"{key} [{lang}]: {text[:90]}")
    assert wrong == []


def test_a_field_opening_a_sentence_is_capitalised_and_one_inside_a_fragment_is_not():
    from pyengine.core.i18n import text

    tables()  # (glop.ui.* is the view's: registered with it)

    blue_5 = {"key": "glop.card", "value": 5, "colour": {"key": "glop.colour.B"}}
    assert text("glop.error.not_on_table", "fr", card=blue_5) == "Le 5 bleu n'est pas sur le tapis."
    assert text("glop.error.not_on_table", "en", card=blue_5) == "The blue 5 is not on the table."
    assert text("juggler.event.deck_empty", "en", deck_name={"key": "juggler.deck.vowels"}) == \
        "The red deck (vowels) is empty: play goes on without it."
    # inside a sentence, and in fragments put inside other sentences, a card keeps its article
    assert text("glop.event.lay", "fr", seat="Alice", card_name=blue_5) == "Alice pose le 5 bleu sur le tapis."
    assert text("glop.ui.list", "fr", first="le 5 bleu", last="le 3 rouge") == "le 5 bleu et le 3 rouge"
    assert text("glop.ui.memory.played", "fr", card="le 5 bleu") == "le 5 bleu, déjà jouée"


# --------------------------------------------------------------------- French typography
def registered():
    """Every entry of the table as the app holds it (each domain loaded, the shell's too)."""
    from pyengine.core import i18n

    for domain in tables():
        if domain == "ui":
            i18n.register(importlib.import_module("tapis_app.text").TEXT)
        else:
            i18n.has(f"{domain}.x")
    return i18n.table()


def test_french_punctuation_keeps_to_its_word():
    """Issue 49, item 3: « ! », « ? », « ; » and « : » follow an ordinary space in the texts as
    written, and a browser breaks a line there: « ! » alone at the start of a line. Every French
    sentence of the table comes with a narrow no-break space (U+202F) before ! ? ;, a no-break
    space (U+00A0) before : and inside « » (one rule, french_spacing, applied as the table is
    filled); English is left as written; the fields stay what they were."""
    loose = re.compile(r" [!?;:»]|« ")
    raw = {key: entry for table in tables().values() for key, entry in table.items()}
    wrong = []
    for key, entry in registered().items():
        if loose.search(entry["fr"]):
            wrong.append(f"{key}: {entry['fr'][:80]}")
        if key in raw:
            assert entry.get("en") == raw[key].get("en"), key
            assert fields(entry["fr"]) == fields(raw[key]["fr"]), key
    assert wrong == []
    assert sum(loose.search(entry["fr"]) is not None for entry in raw.values()) > 300  # (what there was to do)


def test_a_french_sentence_as_shown():
    from pyengine.core.i18n import french_spacing, text

    assert french_spacing("Partez ! Valeur : 9 ; « CHAT » ? http://x/?a=1 {n:>3}") == \
        "Partez\u202f! Valeur\u00a0: 9\u202f; «\u00a0CHAT\u00a0»\u202f? http://x/?a=1 {n:>3}"
    assert french_spacing("Déjà\u00a0! Oui  :") == "Déjà\u202f! Oui\u00a0:"  # (one space, of the right kind)
    assert text("glossa.error.not_a_word", "fr", word="BOUCLE") == "«\u00a0BOUCLE\u00a0» n'est pas dans le dictionnaire."
    assert text("glukz.ui.race.go", "fr") == "Partez\u202f!"
    assert "\u202f" not in text("glukz.ui.race.go", "en") and "\u00a0" not in text("glossa.error.not_a_word", "en", word="X")
