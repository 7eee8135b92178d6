"""Remote play's transport (web/js/peer.js): two devices — two browser contexts — connect with
an invitation code and a reply code carried between them as text, then exchange messages;
the codes and the messages a device refuses."""

import re
import time

from .conftest import connect_peers, poll, wait_ready

CODE = re.compile(r"^1[A-Za-z0-9_-]+$")


def events(page, kind=None):
    got = page.evaluate("peerEvents")
    return [e for e in got if kind is None or e[0] == kind]


def test_an_invitation_and_a_reply_connect_two_devices_and_text_goes_both_ways(two_devices):
    host, guest = two_devices()
    assert host.evaluate("TapisPeer.state('1')") == "none"
    invitation = host.evaluate("TapisPeer.offer('1')")
    assert host.evaluate("TapisPeer.state('1')") == "waiting"
    reply = guest.evaluate("code => TapisPeer.answer(code)", invitation)
    # URL- and QR-friendly, versioned; about 100 characters per candidate-carrying device
    # (Chromium offers one mDNS name per network interface: this machine has two)
    assert CODE.match(invitation) and CODE.match(reply), (invitation, reply)
    assert len(invitation) <= 160 and len(reply) <= 160
    assert host.evaluate("c => TapisPeer.accept('1', c)", reply) is None
    poll(host, "TapisPeer.state('1') === 'open'", timeout=25)
    poll(guest, "TapisPeer.state('host') === 'open'", timeout=25)
    assert host.evaluate("TapisPeer.send('1', 'à toi 🂡')") is True
    assert guest.evaluate("TapisPeer.send('host', '{\"act\": \"play\"}')") is True
    poll(guest, "peerEvents.some(e => e[0] === 'message')", timeout=10)
    poll(host, "peerEvents.some(e => e[0] === 'message')", timeout=10)
    assert events(guest) == [["open", "host", ""], ["message", "host", "à toi 🂡"]]
    assert events(host) == [["open", "1", ""], ["message", "1", '{"act": "play"}']]
    assert host.evaluate("TapisPeer.send('2', 'nobody')") is False


def test_a_reply_applied_twice_garbled_or_meant_for_another_friend_is_a_bad_code(two_devices):
    host, guest = two_devices()
    _, other = two_devices()
    invite_1 = host.evaluate("TapisPeer.offer('1')")
    invite_2 = host.evaluate("TapisPeer.offer('2')")
    reply_1 = guest.evaluate("code => TapisPeer.answer(code)", invite_1)
    reply_2 = other.evaluate("code => TapisPeer.answer(code)", invite_2)
    accept = "([id, code]) => TapisPeer.accept(id, code).then(() => 'ok', e => e.message)"
    middle = len(reply_1) // 2
    garbled = reply_1[:middle] + ("A" if reply_1[middle] != "A" else "B") + reply_1[middle + 1:]
    for code in (garbled, reply_1[:-1], reply_1 + "A", "", "hello", "2" + reply_1[1:]):
        assert host.evaluate(accept, ["1", code]) == "bad-code", code
    assert host.evaluate(accept, ["1", invite_1]) == "own-invite"  # the host's own code pasted back (issue 46)
    assert host.evaluate(accept, ["1", reply_2]) == "bad-code"  # friend 2's reply given for friend 1
    assert host.evaluate(accept, ["3", reply_1]) == "no-invite"
    assert guest.evaluate("TapisPeer.answer('1nonsense').then(() => 'ok', e => e.message)") == "bad-code"
    # none of that spoiled the invitations: the right replies still connect
    assert host.evaluate(accept, ["1", reply_1]) == "ok"
    assert host.evaluate(accept, ["2", reply_2]) == "ok"
    poll(host, "TapisPeer.state('1') === 'open' && TapisPeer.state('2') === 'open'", timeout=25)
    assert host.evaluate(accept, ["1", reply_1]) == "bad-code"  # applied twice
    assert host.evaluate("TapisPeer.state('1')") == "open"


def test_an_invitation_older_than_its_lifetime_is_expired(two_devices):
    host, guest = two_devices()
    assert host.evaluate("TapisPeer.OFFER_TTL_MS") == 5 * 60 * 1000
    host.evaluate("TapisPeer.OFFER_TTL_MS = 300")
    invitation = host.evaluate("TapisPeer.offer('1')")
    reply = guest.evaluate("code => TapisPeer.answer(code)", invitation)
    time.sleep(0.5)
    accept = "c => TapisPeer.accept('1', c).then(() => 'ok', e => e.message)"
    assert host.evaluate(accept, reply) == "expired"
    assert host.evaluate(accept, reply) == "expired"
    assert host.evaluate("TapisPeer.state('1')") == "closed"


def test_a_message_over_its_limit_is_refused_and_not_delivered(two_devices):
    """64 KiB from the host; 4 KiB from a guest, which sends moves and a name (issue 45)."""
    host, guest = two_devices()
    connect_peers(host, guest)
    assert host.evaluate("TapisPeer.MAX_MESSAGE") == 65536 and host.evaluate("TapisPeer.MAX_GUEST_MESSAGE") == 4096
    assert host.evaluate("TapisPeer.send('1', 'x'.repeat(100 * 1024))") is True
    # 30,000 three-byte characters: 90,000 bytes, under 64 K characters
    assert host.evaluate("TapisPeer.send('1', '€'.repeat(30000))") is True
    assert host.evaluate("TapisPeer.send('1', 'y'.repeat(65536))") is True  # exactly the limit
    poll(guest, "peerEvents.filter(e => e[0] !== 'open').length >= 3", timeout=10)
    assert events(guest)[1:] == [["refused", "host", "size"], ["refused", "host", "size"],
                                 ["message", "host", "len:65536"]]
    assert guest.evaluate("TapisPeer.send('host', 'x'.repeat(4097))") is True
    assert guest.evaluate("TapisPeer.send('host', '€'.repeat(1400))") is True  # 4,200 bytes
    assert guest.evaluate("TapisPeer.send('host', 'y'.repeat(4096))") is True  # exactly the guest's limit
    poll(host, "peerEvents.filter(e => e[0] !== 'open').length >= 3", timeout=10)
    assert events(host)[1:] == [["refused", "1", "size"], ["refused", "1", "size"], ["message", "1", "len:4096"]]


def test_a_binary_message_is_refused(two_devices):
    host, guest = two_devices()
    # the test keeps a hand on the host's raw channel: TapisPeer itself only sends text
    host.evaluate("""() => {
        const make = RTCPeerConnection.prototype.createDataChannel;
        RTCPeerConnection.prototype.createDataChannel = function (...args) {
            return (window.rawChannel = make.apply(this, args));
        };
    }""")
    connect_peers(host, guest)
    host.evaluate("rawChannel.send(new Uint8Array([1, 2, 3]))")
    host.evaluate("TapisPeer.send('1', 'after')")
    poll(guest, "peerEvents.some(e => e[0] === 'message')", timeout=10)
    assert events(guest)[1:] == [["refused", "host", "binary"], ["message", "host", "after"]]


def test_a_burst_of_100_messages_is_a_flood_and_at_most_40_are_delivered(two_devices):
    host, guest = two_devices()
    connect_peers(host, guest)
    assert guest.evaluate("(() => { let n = 0; for (let i = 0; i < 100; i++) n += TapisPeer.send('host', 'm' + i); return n; })()") == 100
    poll(host, "peerEvents.some(e => e[0] === 'refused')", timeout=10)
    time.sleep(0.5)
    delivered = events(host, "message")
    assert 1 <= len(delivered) <= 40
    assert [d[2] for d in delivered] == [f"m{i}" for i in range(len(delivered))]  # in order, the first ones
    assert events(host, "refused") == [["refused", "1", "flood"]]  # said once
    # a second later the peer is heard again
    time.sleep(1.1)
    guest.evaluate("TapisPeer.send('host', 'calm')")
    poll(host, "peerEvents.some(e => e[2] === 'calm')", timeout=10)


def test_closing_one_side_is_closed_on_the_other(two_devices):
    host, guest = two_devices()
    connect_peers(host, guest)
    guest.evaluate("TapisPeer.close('host')")
    assert guest.evaluate("TapisPeer.state('host')") == "closed"
    assert guest.evaluate("TapisPeer.send('host', 'late')") is False
    poll(host, "TapisPeer.state('1') === 'closed'", timeout=15)
    assert events(host) == [["open", "1", ""], ["closed", "1", ""]]
    assert events(guest) == [["open", "host", ""]]  # one's own close is not reported back
    # the host can invite the same seat again
    connect_peers(host, guest)


def test_leaving_the_page_closes_the_connection(two_devices):
    host, guest = two_devices()
    connect_peers(host, guest)
    guest.goto("about:blank")
    poll(host, "TapisPeer.state('1') === 'closed'", timeout=15)


def test_a_reply_never_applied_fails_with_timeout(two_devices):
    """The guest waits REPLY_WAIT_MS (three minutes; 4 s here) for the host to apply its reply."""
    host, guest = two_devices()
    assert guest.evaluate("TapisPeer.REPLY_WAIT_MS") == 3 * 60 * 1000
    guest.evaluate("TapisPeer.REPLY_WAIT_MS = 4000")
    invitation = host.evaluate("TapisPeer.offer('1')")
    guest.evaluate("code => TapisPeer.answer(code)", invitation)
    assert guest.evaluate("TapisPeer.state('host')") == "connecting"
    started = time.monotonic()
    poll(guest, "peerEvents.length > 0", timeout=20, interval=0.2)
    assert 3.5 < time.monotonic() - started < 12
    assert events(guest) == [["failed", "host", "timeout"]]
    assert guest.evaluate("TapisPeer.state('host')") == "failed"


def test_a_stun_server_that_never_answers_holds_the_invitation_under_3_seconds(two_devices):
    host, guest = two_devices()
    wait_ready(host)  # a page still starting Python would hold the timer up, not the STUN server
    # a local UDP port nobody listens on; options as a Map, as Pyodide may hand a dict over
    started = time.monotonic()
    invitation = host.evaluate("TapisPeer.offer('1', new Map([['stun', 'stun:127.0.0.1:9']]))")
    assert time.monotonic() - started < 4
    assert CODE.match(invitation)
    reply = guest.evaluate("code => TapisPeer.answer(code, {stun: 'stun:127.0.0.1:9'})", invitation)
    host.evaluate("c => TapisPeer.accept('1', c)", reply)
    poll(host, "TapisPeer.state('1') === 'open'", timeout=25)


MORE_CANDIDATES = [
    "a=candidate:7 1 udp 2122260223 192.168.1.23 50000 typ host generation 0",
    "a=candidate:8 1 udp 2122262783 2a01:e0a:1f:3c40::1b2 50001 typ host generation 0",
    "a=candidate:9 1 udp 1686052607 203.0.113.7 61000 typ srflx raddr 192.168.1.23 rport 50000",
    "a=candidate:10 1 udp 1686052607 198.51.100.2 62000 typ srflx raddr 0.0.0.0 rport 0",
    "a=candidate:11 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active",
]


def test_ipv4_ipv6_and_server_reflexive_candidates_survive_the_codes(two_devices):
    """What a device on a real network offers (real addresses once a page holds camera rights,
    a STUN server's view of the router) is carried too; TCP candidates are left out."""
    host, guest = two_devices()
    host.evaluate("""lines => {
        const real = Object.getOwnPropertyDescriptor(RTCPeerConnection.prototype, 'localDescription');
        Object.defineProperty(RTCPeerConnection.prototype, 'localDescription', {configurable: true, get() {
            const d = real.get.call(this);
            return d && {type: d.type, sdp: d.sdp.replace('a=ice-ufrag', lines.join('\\r\\n') + '\\r\\na=ice-ufrag')};
        }});
    }""", MORE_CANDIDATES)
    guest.evaluate("""() => {
        const real = RTCPeerConnection.prototype.setRemoteDescription;
        RTCPeerConnection.prototype.setRemoteDescription = function (d) { window.seenOffer = d.sdp; return real.call(this, d); };
    }""")
    invitation, _ = connect_peers(host, guest)
    seen = [line.split(" ", 4)[4] for line in guest.evaluate("seenOffer").splitlines() if line.startswith("a=candidate:")]
    assert seen[-4:] == ["192.168.1.23 50000 typ host", "2a01:e0a:1f:3c40:0:0:0:1b2 50001 typ host",
                         "203.0.113.7 61000 typ srflx raddr 192.168.1.23 rport 50000",
                         "198.51.100.2 62000 typ srflx raddr 0.0.0.0 rport 0"]
    assert all(line.split()[2] == "udp" for line in guest.evaluate("seenOffer").splitlines() if line.startswith("a=candidate:"))
    assert len(invitation) < 128 + 15 + 35 + 28 + 26  # IPv4 host, IPv6 host, two srflx
