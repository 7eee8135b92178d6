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
        archive = os.path.join(CACHE, DEB_FILE)
        if not os.path.exists(archive):
            os.makedirs(CACHE, exist_ok=True)
            subprocess.run(["apt-get", "download", DEB_PACKAGE], cwd=CACHE, check=True,
                           stdout=subprocess.DEVNULL)
        _check(archive, DEB_SHA256)
        members = _read_ar(archive)
        name = next(n for n in members if n.startswith("data.tar"))
        raw = members[name]
        if name.endswith(".xz"):
            import lzma  # here, not at import: Pyodide may lack it, and the tests import us
            raw = lzma.decompress(raw)
        with tarfile.open(fileobj=io.BytesIO(raw)) as tar:
            for ext in ("aff", "dic"):
                data = tar.extractfile(f"./usr/share/hunspell/fr.{ext}").read()
                with open(f"{target}.{ext}", "wb") as out:
                    out.write(data)
    return target


def cached(which: str) -> str | None:
    """The extracted path prefix if already in the cache (no download), else None."""
    name = {"npm": "dictionary-fr", "debian": "hunspell-fr-comprehensive"}[which]
    target = os.path.join(CACHE, name)
    return target if os.path.exists(target + ".dic") else None
