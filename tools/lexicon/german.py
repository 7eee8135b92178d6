"""The German word list's rules, for Juggler: from german-pos-dict's dumps to A–Z words.

Source (sources.py): german-pos-dict (Morphy, by Wolfgang Lezius, extended by
korrekturen.de and LanguageTool; CC BY-SA 4.0), as three npm packages dumping its nouns,
verbs and adjectives with every inflected form. Those are the open word classes; the closed
ones (articles, pronouns, prepositions, conjunctions, common adverbs and particles,
numerals, interjections) are not in the dumps and are listed here by hand
(FUNCTION_WORDS, written for Tapis, MIT like the code).

Rules:

1. nouns are written with a capital in German, so case cannot tell proper nouns: the dumps
   hold common nouns (the names of people and places are not in them); a noun whose lemma
   has two capitals or more is an acronym or a gendered form (UNO, ADAC, AnwohnerInnen) and
   goes; an adjective written with a capital comes from a place name (Aachener) and goes;
2. umlauts and ß are written as on cards and in crosswords that have none: Ä → AE, Ö → OE,
   Ü → UE, ß → SS (other accents dropped: Café → CAFE); then upper case, only ``^[A-Z]+$``;
3. a separable verb's split forms (« strebe … auf ») also give the joined form of a
   subordinate clause (« dass ich aufstrebe »);
4. forms without a vowel (AEIOUY) are dropped except the interjections of VOWELLESS_WORDS;
   German has no one-letter word here.
"""

from __future__ import annotations

import re
import unicodedata

_AZ = re.compile(r"^[A-Z]+$")
VOWELS = set("AEIOUY")
VOWELLESS_WORDS = frozenset({"HM", "HMM", "PST", "PSST", "BRR", "PFF", "SCH", "TSS"})
_GERMAN = {"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "AE", "Ö": "OE", "Ü": "UE", "ß": "ss",
           "ẞ": "SS"}

FUNCTION_WORDS = """
der die das des dem den ein eine einer eines einem einen kein keine keiner keines keinem keinen
ich du er sie es wir ihr mich dich sich uns euch mir dir ihm ihnen ihn meiner deiner seiner
unser euer mein meine meines meinem meinen dein deine deines deinem deinen sein seine seines
seinem seinen ihre ihres ihrem ihren unsere unseres unserem unseren unsren unsrem unsres eure
eures eurem euren man jemand jemanden jemandem niemand niemanden niemandem etwas nichts alle
alles allem allen aller jeder jede jedes jedem jeden dieser diese dieses diesem diesen jener
jene jenes jenem jenen welcher welche welches welchem welchen wer wen wem wessen was solcher
solche solches solchem solchen mancher manche manches manchem manchen einige einiger einigen
einiges mehrere mehrerer mehreren beide beider beiden beides selbst selber derselbe dieselbe
dasselbe denselben demselben desselben derjenige diejenige dasjenige diejenigen denen deren
dessen
an auf aus bei bis durch entlang fuer gegen hinter in mit nach neben ohne seit statt trotz
ueber um unter von vor waehrend wegen zu zwischen gegenueber ausser innerhalb ausserhalb
oberhalb unterhalb laut mittels dank samt nebst binnen jenseits diesseits zufolge anstatt
am ans aufs beim im ins vom zum zur ums durchs fuers hinters uebers unters vors
und oder aber denn sondern doch als wie wenn weil dass damit ob obwohl obgleich obschon
waehrend bevor nachdem sobald solange sooft falls sofern indem ehe seitdem bis weder noch
entweder sowohl zumal wohingegen
nicht nie niemals immer oft manchmal selten schon bereits noch erst jetzt nun dann da dort hier
heute gestern morgen bald gleich sofort spaeter frueher damals eben gerade wieder ganz sehr
fast kaum etwa ziemlich ueberaus zu auch ebenfalls nur bloss sogar eben halt ja nein doch mal
wohl vielleicht sicher gern gerne lieber am meisten mehr weniger wenig viel viele vielen vieler
vieles genug oben unten vorn vorne hinten links rechts draussen drinnen innen aussen ueberall
nirgends irgendwo irgendwie irgendwann irgendein irgendeine irgendwas hin her hinein heraus
herein hinaus dorthin dorther hierher woher wohin wo wann warum wieso weshalb wie wieviel
deshalb deswegen darum daher also trotzdem dennoch jedoch allerdings ausserdem zudem sonst
bisher bislang endlich schliesslich zuerst zunaechst anfangs zuletzt inzwischen mittlerweile
stets ebenso genauso so sodass somit dabei dafuer dagegen daneben darauf daraus darin darueber
darunter davon davor dazu dazwischen dadurch damit danach daran daher dahin hiermit hierbei
hierfuer womit wofuer wodurch worauf woraus worin worueber wovon wozu miteinander nacheinander
zusammen allein beinahe rund genau gleichfalls keineswegs keinesfalls jedenfalls ueberhaupt
eigentlich tatsaechlich wirklich natuerlich leider hoffentlich vermutlich wahrscheinlich
bestimmt sicherlich freilich einmal zweimal dreimal nochmals manchmal meistens mitunter
null eins zwei drei vier fuenf sechs sieben acht neun zehn elf zwoelf dreizehn vierzehn
fuenfzehn sechzehn siebzehn achtzehn neunzehn zwanzig dreissig vierzig fuenfzig sechzig
siebzig achtzig neunzig hundert tausend
ach ah aha au autsch bah hallo he hey hoppla hurra igitt juhu na nanu nee oh oho oje pfui
tja ui wow ach
""".split()


def normalize(text: str) -> str | None:
    """The A–Z form of a German form (rule 2), or None."""
    for ch, repl in _GERMAN.items():
        text = text.replace(ch, repl)
    text = "".join(ch for ch in unicodedata.normalize("NFD", text)
                   if not unicodedata.combining(ch)).upper()
    return text if _AZ.match(text) else None


def _strings(obj, out: list) -> None:
    """Every form in a dump entry; a separable verb's [stem, particle] pair gives both pieces
    and the joined form (rule 3)."""
    if isinstance(obj, str):
        out.append(obj)
    elif isinstance(obj, dict):
        for key, value in obj.items():
            if key not in ("G", "hasPrefix", "aux"):
                _strings(value, out)
    elif isinstance(obj, list):
        if len(obj) == 2 and all(isinstance(x, str) for x in obj) and " " not in obj[1] \
                and obj[1].islower() and not obj[0].endswith(obj[1]):
            out.extend(obj)
            out.append(obj[1] + obj[0])
        else:
            for value in obj:
                _strings(value, out)


def _capitals(text: str) -> int:
    return sum(1 for ch in text if ch.isupper())


def keep(word: str) -> bool:
    if len(word) < 2:
        return False
    return bool(VOWELS & set(word)) or word in VOWELLESS_WORDS


def forms(dumps) -> tuple[set[str], dict]:
    """(words, report) from ``[(package, parsed dump)]`` (nouns, verbs, adjectives)."""
    words, dropped, counts = set(), set(), {}
    for name, dump in dumps:
        mine = set()
        for lemma, entry in dump.items():
            if _capitals(lemma) > 1:
                continue  # rule 1: acronyms, gendered forms
            if "adjectives" in name and lemma[:1].isupper():
                continue  # rule 1: adjectives from place names
            raw = [lemma]
            _strings(entry, raw)
            for text in raw:
                word = normalize(text)
                if word is None:
                    continue
                (mine if keep(word) else dropped).add(word)
        counts[name] = len(mine)
        words |= mine
    extra = {normalize(w) for w in FUNCTION_WORDS}
    counts["function words (by hand)"] = len(extra - words)
    words |= extra
    return words, {"per_source": counts, "dropped": dropped}
