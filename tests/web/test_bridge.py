"""The page<->worker bridge declared once (issue 47): every kind of message tapis_app/bridge.py
lists is sent by one side and handled by the other, and nothing else is; the build's JS mirror
says the same; a kind handled on one side only is caught."""

import json
import re
from pathlib import Path

from tapis_app import bridge

ROOT = Path(__file__).resolve().parents[2]
SHELL = (ROOT / "web" / "js" / "shell.mjs").read_text()
MAIN = (ROOT / "web" / "app" / "tapis_app" / "main.py").read_text()
START = (ROOT / "web" / "main.py").read_text()
APP_SOURCES = [p.read_text() for p in (ROOT / "web" / "app" / "tapis_app").rglob("*.py")] + [START]


def block(text: str, opening: str) -> str:
    """The text of the object literal (or dict) that starts at ``opening``, to its closing brace."""
    start = text.index(opening) + len(opening)
    depth, index = 1, start
    while depth:
        depth += {"{": 1, "}": -1}.get(text[index], 0)
        index += 1
    return text[start:index - 1]


def what_the_code_does(shell: str = SHELL, main: str = MAIN) -> dict:
    """Each side's kinds, read from the code itself."""
    receivers = set(re.findall(r"^  (\w+)\(", block(shell, "const receivers = {"), re.M))
    return {
        "page handles": receivers,
        "page calls": set(re.findall(r"^  (\w+):", block(shell, "const calls = {"), re.M)),
        "page asks": set(re.findall(r"^  (\w+):", block(shell, "const asks = {"), re.M)),
        "page notes": set(re.findall(r"(\w+):", block(shell, "const notes = {"))),
        "page sends": set(re.findall(r'send\(\{\s*t: "([a-z-]+)"', shell)),
        "worker handles": set(re.findall(r'"([a-z-]+)":', block(main, "on_page_kinds = {"))) | {"init"},
        "worker sends": {kind for source in APP_SOURCES for kind in re.findall(r'\bpost\("([a-z-]+)"', source)},
    }


def mismatches(declared, code: dict) -> list[str]:
    """What the declaration and the code disagree on (empty when the bridge holds)."""
    worker_to_page, page_to_worker = set(declared.WORKER_TO_PAGE), set(declared.PAGE_TO_WORKER)
    out = []
    for name, got, wanted in [("the page handles", code["page handles"], worker_to_page),
                              ("the worker sends", code["worker sends"], worker_to_page),
                              ("the worker handles", code["worker handles"], page_to_worker),
                              ("the page sends", code["page sends"], page_to_worker),
                              ("the page's calls", code["page calls"], set(declared.CALLS)),
                              ("the page's asks", code["page asks"], set(declared.ASKS)),
                              ("the page's notes", code["page notes"], set(declared.NOTES))]:
        if got != wanted:
            out.append(f"{name}: {sorted(got ^ wanted)}")
    return out


def test_each_kind_is_sent_by_one_side_and_handled_by_the_other():
    code = what_the_code_does()
    assert code["page handles"] >= {"render", "ask", "idle"} and code["worker handles"] >= {"act", "peer"}
    assert mismatches(bridge, code) == []


def test_a_kind_handled_on_one_side_only_is_caught():
    class Declared:  # the bridge, with a kind the worker would send and the page would not answer
        WORKER_TO_PAGE = {**bridge.WORKER_TO_PAGE, "wave": ("hand",)}
        PAGE_TO_WORKER, CALLS, ASKS, NOTES = bridge.PAGE_TO_WORKER, bridge.CALLS, bridge.ASKS, bridge.NOTES

    assert mismatches(Declared, what_the_code_does()) == ["the page handles: ['wave']", "the worker sends: ['wave']"]
    # and a receiver the page adds without declaring it
    shell = SHELL.replace("const receivers = {", "const receivers = {\n  wave(message) {},", 1)
    assert "the page handles: ['wave']" in mismatches(bridge, what_the_code_does(shell=shell))


def test_the_worker_refuses_to_send_what_the_bridge_does_not_declare():
    import pytest

    bridge.check("render", {"html": "", "options": {}})
    with pytest.raises(ValueError):
        bridge.check("wave", {})
    with pytest.raises(ValueError):
        bridge.check("render", {"html": "", "colour": "red"})


def test_the_js_mirror_says_what_the_python_declares():
    mirror = bridge.js_mirror()
    consts = dict(re.findall(r"export const (\w+) = (.*);", mirror))
    assert json.loads(consts["WORKER_TO_PAGE"]) == {k: list(v) for k, v in bridge.WORKER_TO_PAGE.items()}
    assert json.loads(consts["PAGE_TO_WORKER"]) == {k: list(v) for k, v in bridge.PAGE_TO_WORKER.items()}
    assert json.loads(consts["SITE"])["prefixes"][0] == "tapis."
    from tapis_app.store import EMBED_PREFIX, PREFIX

    assert bridge.SITE["prefixes"] == [PREFIX, EMBED_PREFIX]  # the storage's prefixes, the same everywhere
