"""JSON from outside (an address, a save file, storage, another device), read without risk.

Python's JSON reader recurses once per level of nesting: a text of a few thousand brackets runs
out of stack. In the page's worker (issue 26) that is not a RecursionError but the worker's own
stack overflowing, which kills the app. Every text from outside is measured first: nested deeper
than any of Tapis's own data (``max_depth``) is refused before it is parsed.
"""

import json

MAX_DEPTH = 40


def depth_ok(text: str, max_depth: int = MAX_DEPTH) -> bool:
    """Nested at most ``max_depth`` levels of arrays and objects (brackets inside strings are
    text, not nesting)."""
    depth = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > max_depth:
                return False
        elif char in "]}":
            depth -= 1
    return True


def loads(text: str, max_depth: int = MAX_DEPTH):
    """``json.loads`` of a text from outside; ValueError when it is not JSON or nested too deep."""
    if not isinstance(text, str):
        raise ValueError("not a text")
    if not depth_ok(text, max_depth):
        raise ValueError("nested too deep")
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("nested too deep") from None
