"""A second opinion on a person's plays: the game replayed from its log, and at each of the
seat's decisions the strong computer player asked what it would have done.

The computer player sees only what the seat saw at that moment (the replayed game's view of
that seat), and thinks with the same private seed a hint at that moment would use, so the
review agrees with the hints the person could have asked for.
"""

from ..core.game import canonical_action
from . import moment_seed, think


def decisions(game, seat: int) -> list[int]:
    """Indexes in ``game.actions`` of the actions ``seat`` chose."""
    return [index for index, (actor, _) in enumerate(game.actions) if actor == seat]


def second_opinions(game, seat: int, level: str = "hard", last: int = 30, progress=None):
    """Generator: yields between slices of work; returns the moments the ``level`` player would
    have played otherwise, oldest first: ``{"index", "before", "played", "suggested"}`` where
    ``before`` is the game just before the action (for describing both plays).

    Only the seat's ``last`` decisions are looked at (the strong player's thought is costly in
    a browser), and decisions with a single legal action are skipped. ``progress(done, total)``
    is called after each decision looked at.
    """
    wanted = decisions(game, seat)[-last:]
    replayed = game.replay(0)
    out = []
    position = 0
    for number, index in enumerate(wanted):
        while position < index:
            actor, action = game.actions[position]
            replayed.apply(actor, action)
            position += 1
            if position % 20 == 0:
                yield
        played = game.actions[index][1]
        if len(replayed.legal_actions(seat)) > 1:
            suggested = yield from think(replayed, seat, level, moment_seed(replayed, seat))
            if canonical_action(suggested) != canonical_action(played):
                out.append({"index": index, "before": replayed.clone(), "played": played,
                            "suggested": suggested})
        if progress:
            progress(number + 1, len(wanted))
        yield
    return out
