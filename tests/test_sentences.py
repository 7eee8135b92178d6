"""Sentences for the person at this device (issue 18, item 5): every template whose subject is a
seat has its second-person form (``key@you``), in French and English; rendered with the seat
being you and being another player, each form reads as its person.

A template names its subject ``{seat}`` (engine events) or starts with ``{name}`` (the table's
own sentences); ``OBJECT_ONLY`` lists those where the seat is not the one acting."""

import re

import pytest

from pyengine.core import i18n
from tests.helpers.texts import text_tables

text_tables()  # every table registered: the engines', the shell's and the views'

DOMAINS = ["glop", "glossa", "glukz", "juggler", "buyword", "ui"]  # every game speaks to the person
# Sentences where a name appears but nobody acts (labels, lists), or hot-seat screens that name
# each person at the shared device.
OBJECT_ONLY = {"glop.ui.team", "glop.ui.hand_count", "glop.ui.hand_count#one", "ui.handover.text",
               "ui.handover.title", "ui.handover.ok", "ui.turn.other", "ui.turn.thinking", "ui.watch",
               "glukz.ui.direction.you"}
YOU = {"fr": re.compile(r"\b(vous|votre|vos)\b", re.I), "en": re.compile(r"\b(you|your)\b", re.I)}
FILLED = {"seat": "Ordinateur 2", "name": "Ordinateur 2", "partner_seat": "Ordinateur 3", "n": 3, "score": 12,
          "other": 9}


class Filled(dict):
    def __missing__(self, key):
        return FILLED.get(key, "7")


def subject_templates(domain):
    for key, entry in i18n.table(domain + ".").items():
        if "@you" in key or key in OBJECT_ONLY:
            continue
        french = entry["fr"]
        if "{seat}" in french or french.startswith("{name}") or re.search(r"^[^.]*: \{name\} [a-zéè]", french):
            yield key


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_sentence_about_a_seat_has_its_second_person(domain):
    missing, wrong = [], []
    for key in subject_templates(domain):
        base, _, plural = key.partition("#")
        you_key = base + "@you" + ("#" + plural if plural else "")
        entry = i18n.entry(you_key)
        if entry is None or not entry.get("fr") or not entry.get("en"):
            missing.append(key)
            continue
        for lang in ("fr", "en"):
            spoken = entry[lang].format_map(Filled())
            other = i18n.entry(key)[lang].format_map(Filled())
            if not YOU[lang].search(spoken) or "{seat}" in entry[lang]:
                wrong.append((you_key, lang, spoken))
            if YOU[lang].search(other.replace("Ordinateur 2", "")) and not YOU[lang].search(i18n.entry(key)[lang]):
                wrong.append((key, lang, other))
    assert missing == [], f"no second person for {len(missing)} sentences: {missing[:8]}"
    assert wrong == [], wrong[:8]


def test_the_table_speaks_to_you_and_of_the_others():
    """An event rendered by the shell: « Vous jouez… » for the person here, « Ordinateur joue… »
    for the computer, never « Vous joue… »."""
    from tests.web.conftest import FakeHost
    from tapis_app.app import App

    app = App(FakeHost(), {"game": "glop", "seats": "h,easy", "seed": "3"})
    app.start()
    event = {"type": "lay", "seat": 0, "card_name": {"key": "glop.card", "value": 4, "colour": {"key": "glop.colour.V"}}}
    assert app.table.namer.sentence(event, app.session) == "Vous posez le 4 vert sur le tapis."
    assert app.table.namer.sentence({**event, "seat": 1}, app.session) == "Ordinateur pose le 4 vert sur le tapis."
    app.lang = "en"
    assert app.table.namer.sentence(event, app.session) == "You lay the green 4 on the table."
