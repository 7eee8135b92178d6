"""Search for hard computer players, shared by every game.

Both searches work on *worlds*: full games built by the game's own ``determinize(view, rng)``
from what the seat can see, with the unseen cards dealt at random. That is what keeps a bot
fair: it never reads the real hidden cards, it imagines many possible ones.

- :func:`sampled_best` (perfect-information Monte Carlo): for each sampled world, try every
  candidate action and score the result (by a rollout or a static evaluation). Simple and
  strong when the hidden information matters little for the choice at hand.
- :func:`ismcts` (single-observer information-set MCTS): one tree over the seat's actions and
  the others' observable actions, a fresh world per iteration.

Worlds are advanced with ``Game.step`` (no checking, no log), on actions taken from
``legal_actions``. Both functions are generators: they yield between slices so the browser can
paint; budgets are counted in worlds/iterations, never in seconds (same move on any machine).
"""

import json
import math


def action_key(action: dict) -> str:
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


def rollout(world, policy, rng, stop=None, max_steps: int = 10_000):
    """Play ``world`` forward with ``policy(world, seat, legal, rng) -> action`` until it is over
    or ``stop(world)`` says so."""
    steps = 0
    while not world.is_over() and not (stop and stop(world)) and steps < max_steps:
        seat = world.to_move()[0]
        legal = world.legal_actions(seat)
        world.step(seat, policy(world, seat, legal, rng))
        steps += 1
    return world


def random_policy(world, seat, legal, rng):
    return legal[rng.below(len(legal))]


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


class _Node:
    __slots__ = ("player", "visits", "reward", "available", "children")

    def __init__(self, player: int | None):
        self.player = player  # who made the move leading here
        self.visits = 0
        self.reward = 0.0
        self.available = 0
        self.children: dict[str, "_Node"] = {}


def ismcts(view, legal, *, determinize, evaluate, rng, iterations: int, policy=random_policy,
           stop=None, exploration: float = 0.7, slice_size: int = 25):
    """Single-observer ISMCTS from the seat ``view["seat"]``.

    ``evaluate(world) -> list[float]``: a value in [0, 1] per seat when the simulation stops
    (game over or ``stop(world)``). ``policy`` plays the rollouts. Returns the root action
    visited most; only actions in ``legal`` are ever returned.
    """
    root = _Node(None)
    legal_keys = {action_key(a): a for a in legal}
    for iteration in range(iterations):
        world = determinize(view, rng)
        node = root
        path = [node]
        # selection and expansion
        while not world.is_over() and not (stop and stop(world)):
            mover = world.to_move()[0]
            actions = world.legal_actions(mover)
            if node is root:
                actions = [a for a in actions if action_key(a) in legal_keys]
            keyed = [(action_key(a), a) for a in actions]
            for key, _ in keyed:
                child = node.children.get(key)
                if child is not None:
                    child.available += 1
            untried = [(k, a) for k, a in keyed if k not in node.children]
            if untried:
                key, action = untried[rng.below(len(untried))]
                child = _Node(mover)
                child.available = 1
                node.children[key] = child
                world.step(mover, action)
                path.append(child)
                break
            log_total = None
            best, best_value = None, -1.0
            for key, action in keyed:
                child = node.children[key]
                log_total = math.log(max(child.available, 1))
                value = child.reward / child.visits + exploration * math.sqrt(log_total / child.visits)
                if value > best_value:
                    best, best_value = (key, action), value
            key, action = best
            world.step(mover, action)
            node = node.children[key]
            path.append(node)
        rollout(world, policy, rng, stop)
        values = evaluate(world)
        for visited in path:
            visited.visits += 1
            if visited.player is not None:
                visited.reward += values[visited.player]
        if (iteration + 1) % slice_size == 0:
            yield
    best_key = max(sorted(root.children), key=lambda k: root.children[k].visits)
    return legal_keys[best_key]
