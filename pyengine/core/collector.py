"""The cyclic garbage collector paused around allocation-heavy work (word searches, building the
word list). Such work makes many short-lived objects that hold no cycles; left on, the collector
walks them again and again, in pauses of tens of milliseconds in the browser. Paused, they are
examined once, by the next collection after the work."""

import gc


class paused:
    """``with paused():`` — the collector off for the block, then restored as it was."""

    def __enter__(self):
        self.was_enabled = gc.isenabled()
        gc.disable()

    def __exit__(self, *exc):
        if self.was_enabled:
            gc.enable()
