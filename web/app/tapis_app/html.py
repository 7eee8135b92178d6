"""Small helpers to write HTML safely: every text goes through ``esc``; attributes through ``attrs``.

Player names and anything else that came from a person or a link are text, never markup.
"""

import json

# (The standard library's html.escape would do the same, but importing the html package loads
# its 2,000-entry entity table: a quarter of a second of start-up in the browser.)
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def esc(value) -> str:
    """Text content, escaped (quotes too, so it is also safe inside attributes)."""
    return ("" if value is None else str(value)).translate(_ESCAPES)


def attrs(**values) -> str:
    """`` key="value"`` pairs: ``None``/``False`` are left out, ``True`` gives a bare attribute,
    ``class_`` stands for ``class`` and ``data_x``/``aria_x`` for ``data-x``/``aria-x``."""
    out = []
    for key, value in values.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        if value is True:
            out.append(f" {name}")
        else:
            if isinstance(value, (dict, list)):
                value = json.dumps(value, separators=(",", ":"))
            out.append(f' {name}="{esc(value)}"')
    return "".join(out)


def tag(name: str, content: str = "", **values) -> str:
    """``<name attrs>content</name>``; ``content`` is markup already (escape text with esc)."""
    return f"<{name}{attrs(**values)}>{content}</{name}>"


def button(label: str, act: str, arg=None, *, cls: str = "btn", disabled: bool = False,
           title: str | None = None, focus: str | None = None, aria_label: str | None = None,
           **extra) -> str:
    """A real <button> (keyboard and screen readers for free) that reports ``act``/``arg``."""
    if isinstance(arg, (dict, list)):
        arg = json.dumps(arg, separators=(",", ":"), sort_keys=True)
    return tag("button", label, type="button", class_=cls, data_act=act, data_arg=arg,
               disabled=disabled, title=title, data_focus=focus or (f"{act}:{arg}" if arg is not None else act),
               aria_label=aria_label, **extra)


def join(parts) -> str:
    return "".join(p for p in parts if p)
