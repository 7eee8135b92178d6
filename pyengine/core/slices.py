"""Work done a slice at a time.

A computer player's thought, a sliced word search or a word list being loaded is a generator
that ``yield``s between slices of work and ``return``s its result, so that a browser can paint
between two slices. The page runs such a generator a slice at a time; everyone else (a hint
asked in a test, a bot's own sub-search, a benchmark) runs it to its end here.
"""


def finish(steps, at_pause=None):
    """Run the generator ``steps`` to its end at once and return its result. ``at_pause()``,
    when given, is called at each pause between two slices (to count or time them).

    >>> def thinking():
    ...     yield
    ...     yield
    ...     return "done"
    >>> pauses = []
    >>> finish(thinking(), lambda: pauses.append(1)), len(pauses)
    ('done', 2)
    """
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
        if at_pause is not None:
            at_pause()


def timed(steps, clock):
    """Run ``steps`` to its end, timing it with ``clock`` (``time.process_time``, say) the way a
    page experiences it: (its result, the time it took in all, its longest slice — how long the
    page would have been blocked at once). For benchmarks."""
    marks = [clock()]
    value = finish(steps, lambda: marks.append(clock()))
    marks.append(clock())
    return value, marks[-1] - marks[0], max(later - earlier for earlier, later in zip(marks, marks[1:]))
