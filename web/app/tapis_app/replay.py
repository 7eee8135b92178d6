"""Stepping through a finished (or saved) game, action by action, from any seat's point of view.

The game is rebuilt from its seed and log, so every intermediate view is exactly what that seat
saw at the time. Moving forward applies the next action; moving back replays from the start
(cheap: engines replay hundreds of actions in milliseconds).
"""


class Replay:
    def __init__(self, game, seat: int):
        self.source = game
        self.seat = seat
        self.position = 0
        self.game = game.replay(0)

    @property
    def length(self) -> int:
        return len(self.source.actions)

    def go(self, position: int) -> None:
        position = max(0, min(self.length, position))
        if position < self.position:
            self.game = self.source.replay(position)
        else:
            for seat, action in self.source.actions[self.position:position]:
                self.game.apply(seat, action)
        self.position = position

    def step(self, delta: int) -> None:
        self.go(self.position + delta)

    def view(self) -> dict:
        return self.game.view(self.seat)

    def events(self) -> list[dict]:
        """What the last action did, as the seat on screen saw it (everything, once the game is
        over: the replay of a finished game hides nothing)."""
        if self.position == 0:
            return [e for e in self.game.events if e["turn"] == -1 and "seats" not in e]
        turn = self.position - 1
        reveal_all = self.source.is_over()
        return [e for e in self.game.events if e["turn"] == turn
                and (reveal_all or "seats" not in e or self.seat in e["seats"])]
