"""The German word list's rules, for Juggler: from german-pos-dict's dumps to A–Z words.

Source (sources.py): german-pos-dict (Morphy, by Wolfgang Lezius, extended by
korrekturen.de and LanguageTool; CC BY-SA 4.0), as three npm packages dumping its nouns,
verbs and adjectives with every inflected form. Those are the open word classes; the closed
ones (articles, pronouns, prepositions, conjunctions, common adverbs and particles,
numerals, interjections) are not in the dumps and are listed here by hand
(FUNCTION_WORDS, written for Tapis, MIT like the code).

Rules:

1. nouns are written with a capital in German, so case cannot tell proper nouns: the dumps
   hold mostly common nouns (the place names among them: rule 5); a noun whose lemma
   has two capitals or more is an acronym or a gendered form (UNO, ADAC, AnwohnerInnen) and
   goes; an adjective written with a capital comes from a place name (Aachener) and goes;
2. umlauts and ß are written as on cards and in crosswords that have none: Ä → AE, Ö → OE,
   Ü → UE, ß → SS (other accents dropped: Café → CAFE); then upper case, only ``^[A-Z]+$``;
3. a separable verb's split forms (« strebe … auf ») also give the joined form of a
   subordinate clause (« dass ich aufstrebe »);
4. forms without a vowel (AEIOUY) are dropped except the interjections of VOWELLESS_WORDS;
   German has no one-letter word here.

Issue 28 found the dumps accepting place names and missing comparison, genitives in -es and
compounds; german-pos-dict's full dictionary tags comparison (KOM, SUP), but the npm packages
that carry it keep the positive degree only, and every German Hunspell list is GPL. So:

5. place names (PLACE_NAMES, by hand) and first names (a pinned MIT list, sources.py) that
   the noun dump has as nouns are skipped, unless they are also common nouns with a plural
   of their own or verbs' infinitives (HARZ, ESSEN);
6. comparatives and superlatives are made by the grammar's rules (``comparison_forms``) for
   the adjectives the frequency list shows compared (``compares``: one of their declined
   comparative or superlative forms is in wordfreq), so participles get none;
7. a one-syllable strong noun's genitive in -es beside the dump's -s (MANNES, TAGES);
8. compounds: the frequency list's words (Zipf ≥ 2) that read as a known word or verb stem +
   a linking element + a noun of the dump get that noun's every form (``compounds``), except
   what looks like a town or a family name without a plural to show otherwise.

9. the singular imperative without its -e (KOMM, MACH, BLEIB), where German allows it;
10. a separable verb's infinitive with zu in one word (AUFZUSTEHEN).

FUNCTION_WORDS grew (issue 28) by the adverbs, particles and pronoun forms that a list of
common spoken words (the subtitles list of @zxcvbn-ts/language-de) showed missing: GAR, RAUS,
DRUEBEN, WENIGSTENS, NAEMLICH, IHRER, ANDERES…

wordfreq (CC BY-SA 4.0, like german-pos-dict) is read for rules 6 and 8, as tiers.py does.
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
gar raus rein runter rauf rum ran rüber drüber drunter drauf drin dran drum vorbei je anders
zwar drüben eher wenigstens besonders vorher jemals herum zuhause daheim heim fort weg los
zurück voraus hinüber herüber hinunter herunter hinauf herauf hinab herab zumindest sowieso
nämlich übrigens soweit jawohl zuvor nachts morgens abends mittags vormittags nachmittags
tagsüber werktags sonntags montags dienstags mittwochs donnerstags freitags samstags worum
woran wovor wogegen wonach worunter weswegen inwiefern vorhin vorwärts rückwärts abwärts
aufwärts seitwärts längst drüber mindestens höchstens nachher durcheinander neulich kürzlich
neuerdings demnächst woanders umsonst nirgendwo desto irgendetwas irgendjemand irgendwelche
irgendwer irgendwelcher irgendwem irgendwen alleine egal okay tschüss danke bitte servus moin
ciao huch oha ups äh ähm ohnehin immerhin womöglich nahezu ungefähr ringsum rundum äußerst
völlig gänzlich durchaus gewiss lediglich einzig folglich ferner überdies hingegen indessen
indes stattdessen andernfalls ansonsten selbstverständlich klar öfters zumeist bisweilen
häufig drinnen draußen hierhin
ihrer unserer eurer anderer anderes andere anderen anderem dies jenes etliche etlicher
etlichen sämtliche sämtlichen einander weiterhin selben meins deins seins sowas naja prima
prost
""".split()


# Issue 28, rule 5: place names are nouns in the dumps (München, Schweiz, Afrika: singular
# nouns like any other), so they are named here, written for Tapis: continents and regions,
# countries, German, Austrian and Swiss states and landscapes, seas and rivers, the larger
# cities of the German-speaking countries and the world's best known, in German. An entry
# whose lemma is one of them is skipped; a form another entry gives stays (ESSEN the meal,
# HALLE the hall, BAYERN and POLEN the plurals of BAYER and POLE).
PLACE_NAMES = frozenset("""
Afrika Amerika Asien Europa Australien Ozeanien Antarktis Antarktika Arktis Eurasien
Nordamerika Südamerika Mittelamerika Lateinamerika Mitteleuropa Osteuropa Westeuropa Nordeuropa
Südeuropa Skandinavien Baltikum Balkan Orient Nahost Fernost Deutschland Österreich Schweiz
Liechtenstein Luxemburg Belgien Niederlande Holland Frankreich Italien Spanien Portugal England
Schottland Wales Irland Nordirland Großbritannien Island Norwegen Schweden Finnland Dänemark
Polen Tschechien Slowakei Ungarn Slowenien Kroatien Serbien Bosnien Herzegowina Montenegro
Albanien Mazedonien Nordmazedonien Kosovo Bulgarien Rumänien Moldawien Moldau Ukraine
Weißrussland Belarus Russland Litauen Lettland Estland Griechenland Zypern Malta Türkei
Georgien Armenien Aserbaidschan Kasachstan Usbekistan Turkmenistan Kirgisistan Tadschikistan
Afghanistan Pakistan Indien Nepal Bhutan Bangladesch Sri Lanka Myanmar Birma Thailand Laos
Kambodscha Vietnam Malaysia Singapur Indonesien Philippinen China Japan Korea Nordkorea
Südkorea Mongolei Taiwan Tibet Iran Irak Syrien Libanon Israel Palästina Jordanien
Saudi-Arabien Arabien Jemen Oman Katar Kuwait Bahrain Ägypten Libyen Tunesien Algerien Marokko
Sudan Südsudan Äthiopien Eritrea Somalia Kenia Tansania Uganda Ruanda Burundi Kongo Angola
Sambia Simbabwe Mosambik Namibia Botswana Südafrika Madagaskar Nigeria Ghana Senegal Mali Niger
Tschad Kamerun Gabun Liberia Guinea Togo Benin Mauretanien Kanada Mexiko Kuba Jamaika Haiti
Guatemala Honduras Nicaragua Panama Kolumbien Venezuela Ecuador Peru Bolivien Brasilien
Paraguay Uruguay Argentinien Chile Neuseeland Grönland Alaska Kalifornien Texas Florida Hawaii
Sibirien Kaukasus Anatolien Persien Mesopotamien Judäa Galiläa Preußen Ostpreußen Böhmen Mähren
Schlesien Pommern Galizien Siebenbürgen Lothringen Elsass Burgund Flandern Brabant Bretagne
Normandie Provence Toskana Lombardei Sizilien Sardinien Korsika Kreta Katalonien Andalusien
Kastilien Bayern Sachsen Thüringen Hessen Brandenburg Mecklenburg Vorpommern Niedersachsen
Westfalen Nordrhein-Westfalen Rheinland Pfalz Rheinland-Pfalz Saarland Schleswig Holstein
Schleswig-Holstein Baden Württemberg Baden-Württemberg Franken Schwaben Oberbayern Niederbayern
Allgäu Tirol Südtirol Kärnten Steiermark Vorarlberg Salzburg Burgenland Friesland Ostfriesland
Emsland Sauerland Eifel Harz Erzgebirge Schwarzwald Odenwald Spessart Rhön Vogtland Lausitz
Uckermark Altmark Ruhrgebiet Alpen Pyrenäen Karpaten Apennin Himalaja Himalaya Anden Rocky Ural
Sahara Kalahari Gobi Amazonas Rhein Donau Elbe Oder Weser Mosel Neckar Isar Inn Saale Spree
Havel Ruhr Lahn Themse Seine Loire Rhone Nil Ganges Jangtse Mississippi Wolga Bodensee Chiemsee
Ostsee Nordsee Mittelmeer Atlantik Pazifik Adria Ägäis Karibik Berlin Hamburg München Köln
Frankfurt Stuttgart Düsseldorf Dortmund Essen Leipzig Bremen Dresden Hannover Nürnberg Duisburg
Bochum Wuppertal Bielefeld Bonn Münster Karlsruhe Mannheim Augsburg Wiesbaden Gelsenkirchen
Mönchengladbach Braunschweig Chemnitz Kiel Aachen Halle Magdeburg Freiburg Krefeld Lübeck
Oberhausen Erfurt Mainz Rostock Kassel Hagen Hamm Saarbrücken Potsdam Ludwigshafen Oldenburg
Leverkusen Osnabrück Solingen Heidelberg Darmstadt Regensburg Ingolstadt Würzburg Wolfsburg Ulm
Heilbronn Pforzheim Göttingen Bottrop Trier Recklinghausen Reutlingen Bremerhaven Koblenz Jena
Erlangen Siegen Hildesheim Salzgitter Cottbus Kaiserslautern Gütersloh Schwerin Witten Gera
Iserlohn Zwickau Düren Esslingen Flensburg Ratingen Lünen Hanau Marl Velbert Konstanz Worms
Wien Graz Linz Innsbruck Klagenfurt Villach Bregenz Zürich Genf Basel Bern Lausanne Luzern
Lugano Winterthur Paris London Rom Madrid Barcelona Lissabon Amsterdam Brüssel Kopenhagen
Stockholm Oslo Helsinki Warschau Prag Budapest Bukarest Sofia Belgrad Zagreb Athen Istanbul
Ankara Moskau Kiew Minsk Riga Vilnius Tallinn Dublin Edinburgh Mailand Neapel Venedig Florenz
Turin Genua Marseille Lyon Straßburg Nizza Danzig Breslau Krakau Königsberg Posen Stettin Kairo
Jerusalem Bagdad Teheran Peking Schanghai Tokio Delhi Bombay Mumbai Washington Chicago Boston
Manhattan Hollywood Kalkutta Sankt Petersburg Mekka Rio Sydney Toronto Montreal
""".split())

# Rule 5: first names and brands the noun dump has, found by hand (the list below misses them).
NAMES = frozenset({"Mercedes"})

# Rule 5 for first names: a noun entry whose lemma is a first name of FIRST_NAMES' list
# (read from the pinned npm package @zxcvbn-ts/language-de, see sources.py) and that has no
# plural of its own is skipped (Mercedes); ROMAN (Romane), LUKE (Luken), MARK stay.

# Issue 28, rule 6: comparison. The adjective dump holds the positive degree only, so the
# comparative and the superlative (BESSER, GROESSER, AELTESTEN…) are made here by the
# grammar's rules: stem + er / (e)st, each declined (e, en, em, er, es); the umlaut for the
# adjectives that take it (UMLAUT_COMPARISON; those that take it or not: both forms);
# -el and -er adjectives lose their e before -er (dunkler, teurer); -st after a vowel, h or
# most consonants, -est after d, t, s, ß, x, z and a one-syllable sch (ältest, kürzest).
IRREGULAR_COMPARISON = {
    "gut": ("besser", "best"), "viel": ("mehr", "meist"), "hoch": ("höher", "höchst"),
    "nah": ("näher", "nächst"), "nahe": ("näher", "nächst"), "groß": ("größer", "größt"),
    "wenig": ("weniger", "wenigst"),
}
UMLAUT_COMPARISON = frozenset("""
alt arg arm dumm grob groß hart jung kalt klug krank kurz lang scharf schwach schwarz stark
warm oft
""".split())
UMLAUT_OR_NOT = frozenset("bang blass fromm gesund glatt krumm nass rot schmal karg".split())
_UMLAUT = {"a": "ä", "o": "ö", "u": "ü", "au": "äu"}
_DECLINED = ("", "e", "en", "em", "er", "es")


def _umlauted(stem: str) -> str:
    """The stem with its last vowel umlauted (alt → ält, groß → größ, laut → läut)."""
    for i in range(len(stem) - 1, -1, -1):
        if stem[i] in "aou":
            if stem[i] == "u" and i and stem[i - 1] == "a":
                return stem[:i - 1] + "äu" + stem[i + 1:]
            if stem[i] == "u" and i and stem[i - 1] == "e":
                return stem  # eu: no umlaut
            return stem[:i] + _UMLAUT[stem[i]] + stem[i + 1:]
    return stem


def _syllables(text: str) -> int:
    return len(re.findall(r"[aeiouyäöü]+", text))


def comparison_forms(lemma: str) -> list[str]:
    """Every comparative and superlative form of a (lower-case) adjective lemma, declined;
    the superlative only declined (SCHOENSTE, AM SCHOENSTEN) — its bare stem is no word."""
    if lemma in IRREGULAR_COMPARISON:
        pairs = [IRREGULAR_COMPARISON[lemma]]
    else:
        stems = [lemma]
        if lemma in UMLAUT_COMPARISON:
            stems = [_umlauted(lemma)]
        elif lemma in UMLAUT_OR_NOT:
            stems.append(_umlauted(lemma))
        pairs = []
        for stem in stems:
            if stem.endswith("el") and len(stem) > 3:
                comparative = stem[:-2] + "ler"  # dunkel → dunkler
            elif stem.endswith("er") and len(stem) > 3 and stem[-3] in "aeiouäöü":
                comparative = stem[:-2] + "rer"  # teuer → teurer, sauer → saurer
            elif stem.endswith("e"):
                comparative = stem + "r"  # leise → leiser
            else:
                comparative = stem + "er"
            base = stem[:-1] if stem.endswith("e") else stem
            if re.search(r"(d|t|s|ß|x|z)$", base) or (base.endswith("sch") and _syllables(base) == 1):
                superlatives = [base + "est"]
            elif re.search(r"[aeiouäöüh]$", base) and _syllables(base) == 1:
                superlatives = [base + "st", base + "est"]  # neust, neuest; frohst, frohest
            else:
                superlatives = [base + "st"]
            pairs += [(comparative, sup) for sup in superlatives]
    out = []
    for comparative, superlative in pairs:
        out += [comparative + ending for ending in _DECLINED]
        out += [superlative + ending for ending in _DECLINED[1:]]
    return out


def genitive_es(nominative: str, genitive: str) -> str | None:
    """Issue 28, rule 7: a one-syllable strong noun's genitive in -es beside the -s the dump
    gives (MANNS → MANNES, TAGS → TAGES), or None."""
    low = nominative.lower()
    if genitive == nominative + "s" and _syllables(low) == 1 and low[-1] not in "aeiouyäöü" \
            and not re.search(r"[aeiouyäöü]h$", low) and not low.endswith("s"):
        return nominative + "es"
    return None


def imperative_without_e(form: str) -> str | None:
    """Issue 28, rule 9: the singular imperative without its -e, as it is mostly written
    (KOMM, MACH, SAG, BLEIB beside the dump's KOMME…), or None where the -e must stay: after
    d or t (arbeite, rede), a consonant + m or n (atme, rechne) and -le, -re after a
    consonant (sammle, wandre)."""
    if not form.endswith("e") or len(form) < 4:
        return None
    stem = form[:-1]
    last, before = stem[-1], stem[-2]
    if last in "dt":
        return None
    if last in "mn" and (before not in "aeiouyäöülrhmn" or stem.endswith(("chm", "chn"))):
        return None  # atme, rechne, öffne; but komm, lern, wohn
    if last in "lr" and (before not in "aeiouyäöülrh" or stem.endswith(("chl", "chr"))):
        return None  # sammle, wandre, lächle; but fahr, roll, feier
    return stem


def zu_infinitive(entry: dict) -> str | None:
    """Issue 28, rule 10: a separable verb's infinitive with zu, written in one word
    (AUFZUSTEHEN, HERAUSZUFINDEN), from its particle (the second piece of its split forms)."""
    infinitive = entry.get("INF")
    if not entry.get("hasPrefix") or not isinstance(infinitive, str):
        return None
    first = entry.get("PRÄ", {}).get("S", {}).get("1")
    if not (isinstance(first, list) and len(first) == 2 and isinstance(first[1], str)):
        return None
    particle = first[1]
    if " " in particle or not infinitive.startswith(particle) or infinitive == particle:
        return None
    return particle + "zu" + infinitive[len(particle):]


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


def _plural_differs(entry: dict) -> bool:
    """Whether a noun entry has a plural form that is not one of its singular forms."""
    singular, plural = set(), set()
    for case in entry.values():
        if isinstance(case, dict):
            for number, form in case.items():
                (singular if number == "SIN" else plural).add(form)
    return bool(plural - singular)


def is_name(lemma: str, entry: dict, first_names=frozenset(), verbs=frozenset()) -> bool:
    """Rule 5: a noun entry that is a place name or a first name, unless it has a plural of
    its own (HARZ the resin: HARZE) or is a verb's infinitive (ESSEN, SIEGEN, BADEN: the
    dump merges the nominalised verb and the town); a place whose name is a plural
    (Niederlande, Philippinen) has no singular."""
    if lemma not in PLACE_NAMES and lemma not in NAMES and lemma.lower() not in first_names:
        return False
    if lemma.lower() in verbs:
        return False
    has_singular = any(isinstance(c, dict) and "SIN" in c for c in entry.values())
    return not has_singular or not _plural_differs(entry)


def compares(lemma: str, frequent) -> bool:
    """Rule 6's evidence: the adjective compares when a declined comparative or superlative of
    it (not a spelling its positive degree also has) is in the frequency list ``frequent``
    (A–Z forms); irregular ones always do. Participles and relational adjectives
    (entgegenhandelnd, israelisch) have none, so they get no comparison."""
    if lemma in IRREGULAR_COMPARISON:
        return True
    if frequent is None:
        return False
    positive = {normalize(lemma + e) for e in _DECLINED}
    forms_ = {normalize(f) for f in comparison_forms(lemma)} - positive
    return any(f in frequent for f in forms_ if f and not f.endswith("ER"))


LINKS = ("", "S", "ES", "N", "EN", "ER", "E")  # Fugenelemente
# Rule 8: the last parts of most German place names (and MANN of many surnames). A compound
# ending in one, or written like a surname, is taken only when the frequency list has its
# plural as well (ALTERSHEIME, FUSSBALLFELDERN; not an -er form: ALSFELDER is the town's
# adjective; Zipf ≥ EVIDENCE_MIN_ZIPF), which a town (ALTDORF, HOFHEIM) or a family name
# (NEUMANN) does not have.
NAME_HEADS = tuple("""
BURG BERG DORF HEIM HAUSEN STADT FELD FELDE BACH HAFEN FURT AU INGEN RODE HAGEN KIRCHEN
BRUECK BORN BECK STEDT LEBEN WALDE WALD SEE HOF HOLZ MANN BRUNN BRUNNEN WEILER ROTH TAL THAL
HORST LAND
""".split())
COMPOUND_MIN_ZIPF = 2.0  # rule 8: the frequency a compound needs in wordfreq
EVIDENCE_MIN_ZIPF = 2.0  # rule 8: the frequency of the plural that shows it is no place name


def compounds(words: set[str], heads: dict, frequent: dict, refused=frozenset(),
              surnames=frozenset(), stems=frozenset(), passes: int = 2,
              plurals=None) -> dict[str, set]:
    """Rule 8: compounds a player writes. A word of the frequency list (``frequent``: A–Z
    form → Zipf) of Zipf ≥ COMPOUND_MIN_ZIPF that is not in ``words`` and reads as a first
    part (a word of ``words`` or a verb stem of ``stems``, 3 letters or more) + a linking
    element + a form of a noun (``heads``: A–Z form → the A–Z forms of its entry; 3 letters
    or more), with the longest such head, gives the first part + link prepended to every form
    of that noun: KRANKENHAUS → KRANKENHAEUSER, KRANKENHAUSES… A second pass lets a compound
    found by the first be a first part (FUSSBALL → FUSSBALLPLATZ). Returns {compound: forms}."""
    found: dict[str, set] = {}
    known = set(words)
    plurals = plurals or {}
    for _ in range(passes):
        added = set()
        for word, zipf in frequent.items():
            if zipf < COMPOUND_MIN_ZIPF or word in known or len(word) < 7 or word in refused:
                continue
            split = _compound(word, known, heads, stems)
            if split is None:
                continue
            left, head = split
            made = {left + form for form in heads[head]}
            made = {f for f in made if f not in refused and f[:-1] not in refused
                    and f[:-2] not in refused}
            if word.endswith(NAME_HEADS) or word in surnames:
                # a town or a family name, as far as the list can tell, unless another form
                # (not an -er one: ALSFELDER is the town's adjective) is written too
                others = {left + f for f in plurals.get(head, ())} - {word}
                if not any(frequent.get(f, 0) >= EVIDENCE_MIN_ZIPF for f in others
                           if not f.endswith(("ER", "ERS"))):
                    continue
            if word in made:
                found[word] = made
                added |= made
        if not added:
            break
        known |= added
    return found


def _compound(word: str, known: set, heads: dict, stems) -> tuple[str, str] | None:
    """(first part with its link, head) of the longest-headed split of ``word``, or None."""
    for cut in range(3, len(word) - 2):  # the longest head first
        head = word[cut:]
        if head not in heads:
            continue
        left = word[:cut]
        for link in LINKS:
            first = left[:len(left) - len(link)] if link else left
            if left.endswith(link) and len(first) >= 3 and (first in known or first in stems):
                return left, head
    return None


def forms(dumps, first_names=frozenset(), frequent=None,
          surnames=frozenset()) -> tuple[set[str], dict]:
    """(words, report) from ``[(package, parsed dump)]`` (nouns, verbs, adjectives), with
    rules 5-7 (``first_names``: lower-case, see sources.py)."""
    words, dropped, counts = set(), set(), {}
    names, made = set(), {"comparison": set(), "genitive -es": set(), "imperative": set(),
                          "zu-infinitive": set()}
    verbs = frozenset(lemma.lower() for name, dump in dumps if "verbs" in name for lemma in dump)
    heads: dict[str, set] = {}  # rule 8: A-Z form of a noun -> the A-Z forms of its entry
    plurals: dict[str, set] = {}  # rule 8: the same -> the plural forms of its entry
    for name, dump in dumps:
        mine = set()
        nouns, adjectives = "words" in name, "adjectives" in name
        for lemma, entry in dump.items():
            if _capitals(lemma) > 1:
                continue  # rule 1: acronyms, gendered forms
            if adjectives and lemma[:1].isupper():
                continue  # rule 1: adjectives from place names
            if nouns and is_name(lemma, entry, first_names, verbs):
                names.add(lemma)
                continue  # rule 5
            raw = [lemma]
            _strings(entry, raw)
            zu = zu_infinitive(entry) if "verbs" in name else None
            if zu:  # rule 10
                raw.append(zu)
                made["zu-infinitive"].add(zu)
            imperative = entry.get("IMP", {}).get("S") if "verbs" in name else None
            if isinstance(imperative, str) and imperative_without_e(imperative):  # rule 9
                raw.append(imperative_without_e(imperative))
                made["imperative"].add(imperative_without_e(imperative))
            if adjectives and compares(lemma, frequent):  # rule 6
                more = comparison_forms(lemma)
                raw += more
                made["comparison"].update(more)
            if nouns and entry.get("G") in ("M", "N"):  # rule 7
                gen = genitive_es(entry.get("NOM", {}).get("SIN", ""),
                                  entry.get("GEN", {}).get("SIN", ""))
                if gen:
                    raw.append(gen)
                    made["genitive -es"].add(gen)
            entry_words = set()
            for text in raw:
                word = normalize(text)
                if word is None:
                    continue
                (entry_words if keep(word) else dropped).add(word)
            mine |= entry_words
            if nouns and lemma[:1].isupper() and _capitals(lemma) == 1:
                plural = {normalize(f) for c in entry.values() if isinstance(c, dict)
                          for number, f in c.items() if number != "SIN"} - {None}
                for word in entry_words:
                    heads.setdefault(word, set()).update(entry_words)
                    plurals.setdefault(word, set()).update(plural)
        counts[name] = len(mine)
        words |= mine
    extra = {normalize(w) for w in FUNCTION_WORDS}
    counts["function words (by hand)"] = len(extra - words)
    words |= extra
    refused = {normalize(n) for n in PLACE_NAMES | NAMES | set(first_names)} - {None}
    surnames = {normalize(n) for n in surnames} - {None}
    stems = {normalize(v[:-2] if v.endswith("en") else v[:-1]) for v in verbs
             if v.endswith("n") and len(v) > 4} - {None}
    found = compounds(words, heads, frequent, refused, surnames, stems,
                      plurals=plurals) if frequent else {}
    new = set().union(*found.values()) - words if found else set()
    counts["compounds (rule 8), new"] = len(new)
    words |= new
    for kind, texts in made.items():
        rule = {"comparison": 6, "genitive -es": 7, "imperative": 9, "zu-infinitive": 10}[kind]
        counts[f"{kind} (rule {rule}), new"] = \
            len({normalize(t) for t in texts} - {None} & words)
    return words, {"per_source": counts, "dropped": dropped, "names": names,
                   "compounds": found}
