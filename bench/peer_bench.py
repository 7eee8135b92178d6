"""Remote play's transport (web/js/peer.js) on this machine: two devices played by two browser
contexts of one headless Chromium, connected over their mDNS host candidates (no ICE server).

    .venv/bin/python bench/peer_bench.py [--runs 10] [--pings 100] [--late 20,40,70]

- connection: from the host's ``offer()`` call to "open" on both sides (median and p95),
  with its steps: the host's offer (ICE gathering), the guest's answer, the host's accept
  until both are open. The codes travel between the pages through Playwright, as text (a few
  milliseconds of the total: a person carries them in seconds).
- code lengths: the invitation and the reply, beside the SDP they stand for.
- round trip of a 1 KB message: the guest echoes it; one ping every 30 ms, under the 40
  messages a second a device accepts.
- ``--late``: how long after the guest's answer the host may still apply it and connect,
  measured on raw RTCPeerConnections (TapisPeer's own 20 s timeout would end the guest first).

Figures are printed, never asserted. Python is left to finish starting in both pages first,
so its start does not hold up the page's thread during the measures.
"""

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from playwright.sync_api import sync_playwright  # noqa: E402

from build import CHROMIUM, DIST  # noqa: E402
from run import ARGS, Recorder, fmt, median, p95, poll, serve, table, wait_app  # noqa: E402

NOW = "performance.timeOrigin + performance.now()"  # one clock for both pages of one machine
LISTEN = f"""() => {{
    window.bench = {{opened: null, got: []}};
    TapisPeer.onEvent((kind, peer, data) => {{
        if (kind === 'open') bench.opened = {NOW};
        if (kind === 'message') {{
            bench.got.push({NOW});
            if (peer === 'host') TapisPeer.send('host', data);  // the guest echoes
        }}
    }});
}}"""
RAW_SDP = """async () => {
    const pc = new RTCPeerConnection({iceServers: []});
    pc.createDataChannel('tapis');
    await pc.setLocalDescription(await pc.createOffer());
    await new Promise(r => { const done = () => pc.iceGatheringState === 'complete' && r();
        pc.onicegatheringstatechange = done; done(); setTimeout(r, 2500); });
    const sdp = pc.localDescription.sdp;
    pc.close();
    return sdp.length;
}"""


def connection_runs(host, guest, runs):
    rows = []
    for i in range(runs):
        peer = f"b{i}"
        for page in (host, guest):
            page.evaluate("bench.opened = null")
        started = host.evaluate(NOW)
        invitation = host.evaluate("id => TapisPeer.offer(id)", peer)
        offered = host.evaluate(NOW)
        reply = guest.evaluate("code => TapisPeer.answer(code)", invitation)
        answered = guest.evaluate(NOW)
        host.evaluate("([id, code]) => TapisPeer.accept(id, code)", [peer, reply])
        poll(host, "bench.opened !== null", 30, 0.005)
        poll(guest, "bench.opened !== null", 30, 0.005)
        opened = max(host.evaluate("bench.opened"), guest.evaluate("bench.opened"))
        rows.append({"total": opened - started, "offer": offered - started, "answer": answered - offered,
                     "open": opened - answered, "invitation": len(invitation), "reply": len(reply), "peer": peer})
        if i < runs - 1:
            host.evaluate("id => TapisPeer.close(id)", peer)
            time.sleep(0.2)
    return rows


def round_trips(host, peer, pings, size=1024):
    message = "x" * size
    times = []
    for _ in range(pings):
        seen = host.evaluate("bench.got.length")
        sent = host.evaluate(f"([id, text]) => {{ TapisPeer.send(id, text); return {NOW}; }}", [peer, message])
        back = poll(host, f"bench.got.length > {seen} && bench.got[{seen}]", 10, 0.002)
        times.append(back - sent)
        time.sleep(0.03)
    return times


LATE_PAGE = """async (role) => {
    window.pc = new RTCPeerConnection({iceServers: []});
    window.opened = false;
    const gather = () => new Promise(r => { const done = () => pc.iceGatheringState === 'complete' && r();
        pc.onicegatheringstatechange = done; done(); setTimeout(r, 2500); });
    if (role === 'host') {
        pc.createDataChannel('tapis').onopen = () => { window.opened = true; };
        await pc.setLocalDescription(await pc.createOffer());
        await gather();
        return pc.localDescription.sdp;
    }
}"""
LATE_GUEST = """async (sdp) => {
    pc.ondatachannel = e => { e.channel.onopen = () => { window.opened = true; }; };
    await pc.setRemoteDescription({type: 'offer', sdp});
    await pc.setLocalDescription(await pc.createAnswer());
    await new Promise(r => { const done = () => pc.iceGatheringState === 'complete' && r();
        pc.onicegatheringstatechange = done; done(); setTimeout(r, 2500); });
    return pc.localDescription.sdp;
}"""


def late_answers(browser, url, delays):
    """Every pair answers at once; each host applies its answer ``delay`` seconds later."""
    pairs = []
    for delay in delays:
        pages = [browser.new_context().new_page() for _ in range(2)]
        for page in pages:
            page.goto(url + "blog-sample.html")  # no Python: many pages at once stay light
        offer = pages[0].evaluate(LATE_PAGE, "host")
        pages[1].evaluate(LATE_PAGE, "guest")
        pairs.append({"delay": delay, "pages": pages, "answer": pages[1].evaluate(LATE_GUEST, offer),
                      "answered": time.monotonic()})
    results = {}
    while len(results) < len(pairs):
        for pair in pairs:
            delay, (host, guest) = pair["delay"], pair["pages"]
            if delay in results:
                continue
            waited = time.monotonic() - pair["answered"]
            if "applied" not in pair and waited >= delay:
                pair["applied"] = time.monotonic()
                pair["error"] = host.evaluate("sdp => pc.setRemoteDescription({type: 'answer', sdp})"
                                              ".then(() => '', e => e.message)", pair["answer"])
            if "applied" in pair:
                if host.evaluate("opened") and guest.evaluate("opened"):
                    results[delay] = f"open {time.monotonic() - pair['applied']:.1f} s after"
                elif pair["error"] or time.monotonic() - pair["applied"] > 40:
                    states = [p.evaluate("pc.connectionState + '/' + pc.iceConnectionState") for p in (host, guest)]
                    results[delay] = f"not open ({pair['error'] or 'after 40 s'}; host {states[0]}, guest {states[1]})"
        time.sleep(0.2)
    for pair in pairs:
        for page in pair["pages"]:
            page.context.close()
    return [[f"{delay:g} s", results[delay]] for delay in delays]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--pings", type=int, default=100)
    parser.add_argument("--late", default="", help="seconds, comma-separated (e.g. 20,40,70,120)")
    args = parser.parse_args()
    if not (DIST / "build.json").exists():
        sys.exit("build first: python build.py build")
    server, url = serve(Recorder())
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        host, guest = (browser.new_context().new_page() for _ in range(2))
        for page in (host, guest):
            page.goto(url + "index.html")
            wait_app(page)
            page.evaluate(LISTEN)
        runs = connection_runs(host, guest, args.runs)
        rtt = round_trips(host, runs[-1]["peer"], args.pings)
        raw = host.evaluate(RAW_SDP)

        def row(name, key):
            values = [r[key] for r in runs]
            return [name, fmt(median(values), 1), fmt(p95(values), 1)]

        table(f"Connection on this machine (ms, {args.runs} runs, two contexts of one Chromium)",
              ["what", "median", "p95"],
              [row("offer() call to open on both sides", "total"), row("of which: offer() (ICE gathering)", "offer"),
               row("of which: answer()", "answer"), row("of which: accept() to open on both sides", "open"),
               ["1 KB message, round trip (guest echoes; " + f"{len(rtt)} pings)", fmt(median(rtt), 2), fmt(p95(rtt), 2)]])
        lengths = lambda key: f"{min(r[key] for r in runs)}–{max(r[key] for r in runs)}"  # noqa: E731
        table("Code lengths (characters)", ["what", "length"],
              [["invitation", lengths("invitation")], ["reply", lengths("reply")],
               ["the offer's SDP it stands for (same browser)", raw]],
              "Chromium offers one mDNS host candidate per network interface; each adds 25 characters.")
        if args.late:
            delays = [float(d) for d in args.late.split(",")]
            table("How late the host may apply an answer (raw RTCPeerConnection, no ICE server)",
                  ["answer applied after", "result"], late_answers(browser, url, delays))
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
