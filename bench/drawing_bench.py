"""What a drawing sends the page (issue 48): the whole screen's HTML against the zones that
changed, per move, for a table of each game played to its end by computer players and one
person (the easy computer choosing the person's moves), in CPython through the App.

    .venv/bin/python bench/drawing_bench.py [--games 2]

Machine-independent figures (bytes), printed, never asserted. The page's side (DOM nodes
touched, a click's next paint) is in bench/run.py's thread table.
"""

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "web" / "app")]

GAMES = {"glossa": "h,normal,normal", "glop": "h,normal", "glukz": "h,normal,normal", "buyword": "h,normal",
         "juggler": "h,normal"}


class CountingPage:
    """The page, in memory, counting what each drawing sends (tests/web/conftest.py FakeHost)."""

    def __init__(self):
        from tests.web.conftest import FakeHost

        self.fake = FakeHost()
        self.sent: list[tuple[int, int]] = []  # (the whole screen's bytes, the bytes sent)

    def __getattr__(self, name):
        return getattr(self.fake, name)

    def render(self, html, frame, zones=None):
        self.fake.render(html, frame, zones)
        whole = len(html.encode())
        self.sent.append((whole, whole if zones is None else sum(len(z.encode()) for z in zones.values())))
        return True


def play(game_id: str, seed: int) -> list[tuple[int, int]]:
    import pyengine
    from tapis_app.app import App

    page = CountingPage()
    app = App(page, {"game": game_id, "seats": GAMES[game_id], "seed": str(seed), "speed": "max"})
    app.start()
    rng = random.Random(seed)
    page.sent.clear()
    for _ in range(3000):
        session = app.session
        if session is None or session.game.is_over():
            break
        recap = app.table.pending_recap()
        if recap is not None:
            app.handle("recap-next", recap.key)
            continue
        seat = app.table.pacer.bot_to_act()
        if seat is not None:
            app.table.pacer.apply_bot(seat, session.bot_move(seat), session.revision)
            continue
        if app.table.person_to_act():
            person = session.viewer()
            app.handle("play", json.dumps(pyengine.bots.choose(session.game, person, "easy", rng.randrange(10**6))))
            continue
        page.now += 1  # (a race's countdown)
        app.refresh()
    return page.sent


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2)
    args = parser.parse_args()
    rows = []
    for game_id in GAMES:
        sent = [row for seed in range(1, args.games + 1) for row in play(game_id, seed)]
        moves = [row for row in sent if row[1] < row[0]]  # (drawings that sent zones, not the whole screen)
        ratios = [part / whole for whole, part in sent]
        rows.append([game_id, len(sent), f"{statistics.median(w for w, _ in sent) / 1024:.1f}",
                     f"{statistics.median(p for _, p in sent) / 1024:.1f}", f"{statistics.median(ratios) * 100:.0f} %",
                     f"{100 * len(moves) / len(sent):.0f} %"])
    header = ["game", "drawings", "whole screen (KB, median)", "sent (KB, median)", "sent / whole (median)",
              "drawings sent as zones"]
    print("| " + " | ".join(header) + " |\n|" + "---|" * len(header))
    for row in rows:
        print("| " + " | ".join(str(c) for c in row) + " |")


if __name__ == "__main__":
    main()
