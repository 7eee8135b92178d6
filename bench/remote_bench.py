"""Remote play (issue 25): what a table with a friend on another device costs.

    .venv/bin/python bench/remote_bench.py [--games 3] [--moves 30]

1. Messages and bytes per move, per game: whole seeded games between the host and one guest
   (two at Glossa with a computer), every move chosen by the easy computer, the devices linked
   in memory through the same App code as in the browser (tests/web/remote_net.py). Counts every
   message both ways, the end's reveal included.
2. A click's way in the browser (two contexts of headless Chromium on this machine, Glop): from
   a click on the guest's page to the host's engine applying the move and drawing it, and back
   to the guest's screen drawn; also the host's own clicks to the guest's screen. Median and
   p95 over ``--moves`` moves each. One clock for both pages (performance.timeOrigin + now).

Figures are printed, never asserted.
"""

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "web" / "app"))


def p95(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))] if ordered else float("nan")


def per_move(games: int) -> list[list]:
    import pyengine
    from tapis_app.remote import fair
    from tests.web.remote_net import Net, connect
    from tests.web.test_remote import play_out

    rows = []
    for game_id in ("glossa", "glop", "glukz", "buyword", "juggler"):
        messages = sizes = moves = 0
        largest = 0
        for n in range(games):
            rng = random.Random(n)
            fair.new_secret = lambda rng=rng: f"{rng.getrandbits(128):032x}"
            net = Net()
            seats = "h,remote" + (",easy" if game_id in ("glossa", "glukz") else "")
            host = net.device("host", {"game": game_id, "seats": seats, "speed": "max"})
            guest = connect(net, host, 1, "guest")
            before_messages, before_bytes = net.sent_messages, net.sent_bytes
            play_out(net, host, [guest], random.Random(n))
            messages += net.sent_messages - before_messages
            sizes += net.sent_bytes - before_bytes
            moves += len(host.app.session.game.actions)
            largest = max([largest] + [len(t.encode()) for t in net.received["guest"]])
        rows.append([pyengine.GAMES[game_id].title, games, moves, f"{messages / moves:.2f}",
                     f"{sizes / moves / 1024:.1f}", f"{largest / 1024:.1f}"])
    return rows


FLOODS = {  # what a guest's device may send a host, many times a second
    "64 KB of junk": lambda protocol, game: "x" * 65_000,
    "4 KB of junk": lambda protocol, game: "x" * 4_000,
    "unknown kind": lambda protocol, game: protocol.dumps("wave", hand="all"),
    "not JSON": lambda protocol, game: "{" * 300,
    "stale move (a sync)": lambda protocol, game: protocol.dumps("act", n=len(game.actions) + 5,
                                                                 action={"type": "lay", "card": "1R"}),
    "illegal move": lambda protocol, game: protocol.dumps("act", n=len(game.actions),
                                                          action={"type": "take", "card": "99Z"}),
}


def flood(seconds: int) -> list[list]:
    """The host's CPU while one guest's device sends the same message at the page's cap (40 a
    second, js/peer.js), for ``seconds`` seconds of the devices' clocks: the host's Python
    work only (no drawing to a page here), and how many times its screen was drawn."""
    import pyengine  # noqa: F401
    from tapis_app.remote import protocol
    from tests.web.remote_net import Net, connect

    rows = []
    for label, make in FLOODS.items():
        net = Net()
        host = net.device("host", {"game": "glop", "seats": "h,remote", "speed": "max"})
        guest = connect(net, host, 1, "guest")
        game = host.app.session.game
        text = make(protocol, game)
        drawn, spent = [0], [0.0]
        render = host.render
        host.render = lambda html, frame, zones=None: (drawn.__setitem__(0, drawn[0] + 1), render(html, frame, zones))
        event = host.event

        def timed(*args):  # (the guest's device runs in this process too: only the host's share counts)
            started = time.process_time()
            event(*args)
            spent[0] += time.process_time() - started

        host.event = timed
        net.tick = 1 / 40 / 2  # (each message is delivered, then its answer: two steps of the queue)
        for _ in range(40 * seconds):
            net.send(guest, "host", text)
            net.run()
        cpu = spent[0]
        rows.append([label, f"{len(text.encode()) / 1024:.1f}", 40 * seconds,
                     f"{cpu * 1000 / seconds:.0f}", f"{drawn[0] / seconds:.1f}"])
    return rows


CLICKS = """(() => {
    window.bench = {clicks: [], drawn: [], acts: []};
    const now = () => performance.timeOrigin + performance.now();
    document.addEventListener('click', e => {
        if (e.target.closest('[data-act=play], [data-role=actions] button')) bench.clicks.push(now());
    }, true);
    new MutationObserver(() => requestAnimationFrame(() => bench.drawn.push(now())))
        .observe(document.getElementById('app'), {childList: true});
    TapisPeer.onEvent((kind, peer, data) => {
        if (kind === 'message' && data.includes('"k":"act"')) bench.acts.push(now());
    });
})()"""


LOBBY = """(() => {
    window.lobbyTimes = {};
    TapisPeer.onEvent((kind, peer, data) => {
        const k = kind === 'message' ? (/"k":"([a-z-]+)"/.exec(data) || [])[1] : kind;
        if (k && !(k in lobbyTimes)) lobbyTimes[k] = performance.timeOrigin + performance.now();
    });
})()"""


def lobby_round_trip(tables: int) -> list[list]:
    """The lobby in Chromium, two contexts (Glop, a host and a friend): on the friend's page,
    the moments its channel opened and the host's messages first arrived. Since issue 45 a
    guest's secret goes out only after the list of commitments (``table``): the round trip it
    adds is ``table`` → the first ``state``."""
    from playwright.sync_api import sync_playwright

    from build import CHROMIUM
    from run import ARGS, Recorder, poll, serve, wait_app

    recorder = Recorder()
    server, url = serve(recorder)
    spans = {"open → seated": [], "seated → list": [], "list → first state (the extra round trip)": [],
             "open → first state": []}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for _ in range(tables):
                contexts = [browser.new_context(locale="fr-FR") for _ in range(2)]
                host, guest = [c.new_page() for c in contexts]
                host.goto(url + "index.html?game=glop&seats=h,remote&speed=max")
                wait_app(host)
                poll(host, "!!document.querySelector('[data-invite=\"1\"]')", 30)
                guest.goto(host.locator('[data-invite="1"]').get_attribute("data-link"))
                wait_app(guest)
                guest.evaluate(LOBBY)
                poll(guest, "!!document.querySelector('[data-reply]')", 30)
                host.locator("[data-role=reply-input]").fill(guest.locator("[data-reply]").get_attribute("data-reply"))
                host.locator("[data-role=reply-apply]").click()
                poll(guest, "'state' in lobbyTimes", 30)
                times = guest.evaluate("lobbyTimes")
                spans["open → seated"].append(times["seated"] - times["open"])
                spans["seated → list"].append(times["table"] - times["seated"])
                spans["list → first state (the extra round trip)"].append(times["state"] - times["table"])
                spans["open → first state"].append(times["state"] - times["open"])
                for context in contexts:
                    context.close()
            browser.close()
    finally:
        server.shutdown()
    return [[label, len(values), f"{statistics.median(values):.0f}", f"{max(values):.0f}"]
            for label, values in spans.items()]


def browser_latency(moves: int) -> list[list]:
    from playwright.sync_api import sync_playwright

    from build import CHROMIUM
    from e2e.players import glop
    from run import ARGS, Recorder, poll, serve, wait_app

    recorder = Recorder()
    server, url = serve(recorder)
    guest_rows, host_rows = [], []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            pages = [browser.new_context(locale="fr-FR").new_page() for _ in range(2)]
            host, guest = pages
            host.goto(url + "index.html?game=glop&seats=h,remote&speed=max")
            wait_app(host)
            poll(host, "!!document.querySelector('[data-invite=\"1\"]')", 30)
            guest.goto(host.locator('[data-invite="1"]').get_attribute("data-link"))
            wait_app(guest)
            poll(guest, "!!document.querySelector('[data-reply]')", 30)
            host.locator("[data-role=reply-input]").fill(guest.locator("[data-reply]").get_attribute("data-reply"))
            host.locator("[data-role=reply-apply]").click()
            poll(guest, "document.documentElement.dataset.screen === 'game'", 30)
            for page in pages:
                page.evaluate(CLICKS)
            rng = random.Random(1)
            while min(len(guest_rows), len(host_rows)) < moves:
                if host.evaluate("!!document.querySelector('[data-game-over]')"):
                    break
                for mover, other, rows in ((guest, host, guest_rows), (host, guest, host_rows)):
                    if not mover.evaluate("(() => { const n = document.querySelector('[data-act=recap-next]'); "
                                          "if (n) n.click(); return document.documentElement.dataset.turn === 'you'; })()"):
                        continue
                    marks = [page.evaluate("bench.drawn.length") for page in (mover, other)]
                    clicks = mover.evaluate("bench.clicks.length")
                    glop.one_turn(mover, rng)
                    time.sleep(0.3)  # the other screen's drawing lands
                    click = mover.evaluate(f"bench.clicks[bench.clicks.length - 1]")
                    if mover.evaluate("bench.clicks.length") == clicks:
                        continue
                    drawn_here = [t for t in mover.evaluate("bench.drawn")[marks[0]:] if t >= click]
                    drawn_there = [t for t in other.evaluate("bench.drawn")[marks[1]:] if t >= click]
                    if drawn_here and drawn_there:
                        rows.append((drawn_there[0] - click, drawn_here[-1] - click))
            browser.close()
    finally:
        server.shutdown()
    out = []
    for label, rows, there, here in (("the guest clicks", guest_rows, "host's screen drawn", "guest's screen drawn"),
                                     ("the host clicks", host_rows, "guest's screen drawn", "host's screen drawn")):
        if rows:
            first = [r[0] for r in rows]
            last = [r[1] for r in rows]
            out.append([label, len(rows), f"{statistics.median(first):.0f} / {p95(first):.0f}", there,
                        f"{statistics.median(last):.0f} / {p95(last):.0f}", here])
    return out


def show(title, header, rows, note=""):
    lines = [f"### {title}", "", "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    print("\n".join(lines) + ("\n\n" + note if note else "") + "\n", flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--moves", type=int, default=30)
    parser.add_argument("--tables", type=int, default=7)
    parser.add_argument("--no-browser", action="store_true")
    args = parser.parse_args()
    show("Remote play: messages and bytes per move (host and one guest, easy moves, both directions)",
         ["game", "games", "moves", "messages per move", "KB per move", "largest message (KB)"],
         per_move(args.games))
    show("A guest's flood: the host's Python at 40 messages a second (CPython, this machine)",
         ["each message", "KB", "messages", "host CPU (ms per second)", "drawings per second"], flood(5),
         "A page receives at most 40 messages a second from a device (js/peer.js); a guest's over "
         "4 KB is refused there before Python sees it, and here before it is read (issue 45).")
    if not args.no_browser:
        show("Remote play in Chromium: the lobby on the friend's page (ms), Glop, two contexts",
             ["span", "tables", "median", "slowest"], lobby_round_trip(args.tables))
        show("Remote play in Chromium: a click to the screens (ms, median / p95), Glop, two contexts",
             ["who clicks", "moves", "to the other screen", "", "to one's own screen", ""],
             browser_latency(args.moves),
             "The guest's own screen changes only once the host's engine has applied the move and sent "
             "its state back: a click's whole way, device to device.")


if __name__ == "__main__":
    main()
