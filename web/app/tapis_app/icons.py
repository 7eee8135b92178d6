"""Small icons (the header's tools, a replay's ends), drawn as inline SVG (24 × 24, the text
colour): crisp at any size, no request, hidden from screen readers (each button carries its word)."""

_PATHS = {
    # an open book
    "rules": "M4 5.5C6.5 4.5 9.5 4.5 12 6c2.5-1.5 5.5-1.5 8-.5v13c-2.5-1-5.5-1-8 .5-2.5-1.5-5.5-1.5-8-.5z M12 6v13",
    # lines of a log, with bullets
    "log": "M9 6h11 M9 12h11 M9 18h11 M4.5 6h.01 M4.5 12h.01 M4.5 18h.01",
    # a score sheet: a grid
    "sheet": "M4 4h16v16H4z M4 9h16 M4 14.5h16 M10 4v16",
    # three bars
    "menu": "M4 7h16 M4 12h16 M4 17h16",
    # bars of a chart
    "stats": "M5 20V11 M10 20V5 M15 20v-7 M20 20V8 M3 20h18",
    # an i in a circle
    "about": "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 11v6 M12 7.5h.01",
    # an arrow down into a tray
    "install": "M12 4v11 M7.5 10.5 12 15l4.5-4.5 M5 19h14",
    # a curved arrow back: take one's move back
    "undo": "M9 14 4 9l5-5 M4 9h10.5a5.5 5.5 0 0 1 0 11H11",
    # a replay's ends: a bar and a triangle pointing at it (⏮ and ⏭ are missing from many fonts)
    "first": "M6 5v14 M18 5.5 9 12l9 6.5z",
    "last": "M18 5v14 M6 5.5 15 12l-9 6.5z",
}


def icon(name: str) -> str:
    return (f'<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="{_PATHS[name]}" '
            'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>')


def brand() -> str:
    """The club of the brand, as text (system fonts draw it)."""
    return '<span class="brand-mark" aria-hidden="true">♣</span>'
