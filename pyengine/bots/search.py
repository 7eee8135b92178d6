"""Search for hard computer players, shared by every game.

The search works on *worlds*: full games built by the game's own ``determinize(view, rng)``
from what the seat can see, with the unseen cards dealt at random. That is what keeps a bot
fair: it never reads the real hidden cards, it imagines many possible ones.

:func:`sampled_best` (perfect-information Monte Carlo): for each sampled world, try every
candidate action and score the result (by a rollout or a static evaluation). Simple and strong
when the hidden information matters little for the choice at hand. Worlds are advanced with
``Game.step`` (no checking, no log), on actions taken from ``legal_actions``. It is a generator:
it yields between slices so the browser can paint; budgets are counted in worlds, never in
seconds (same move on any machine).
"""


def sampled_best(view, legal, *, determinize, score, rng, worlds: int, slice_size: int = 1):
    """Perfect-information Monte Carlo.

    ``score(world, action) -> float`` plays ``action`` in ``world`` (a private copy) and returns
    how good the result is for the seat (higher is better). The action with the best mean over
    ``worlds`` sampled worlds wins; ties go to the earliest in ``legal`` (deterministic).
    """
    totals = [0.0] * len(legal)
    for n in range(worlds):
        world = determinize(view, rng)
        for i, action in enumerate(legal):
            totals[i] += score(world.clone(), action)
        if (n + 1) % slice_size == 0:
            yield
    best = max(range(len(legal)), key=lambda i: (totals[i], -i))
    return legal[best]
