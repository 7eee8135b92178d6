"""Remote play (issue 25) in CPython: a host and guests' devices linked in memory (remote_net),
every message going through the same App code as in the browser. Whole games of each game, the
commit–reveal check (and a host that cheats), a guest and a host that reload, a guest's forged
messages, and what a guest's page is ever handed."""

import json
import random
from html import unescape
import re

import pytest

import pyengine
from tapis_app.remote import fair, protocol
from tapis_app.remote.guest import GuestTable
from tapis_app.remote.host import HostTable
from tapis_app.remote.proxy import RemoteGame
from tapis_app.store import MemoryStorage

from .remote_net import Net, connect, invitation, reply

GAMES = ["glossa", "glop", "glukz", "buyword", "juggler"]


@pytest.fixture(autouse=True)
def seeded_secrets(monkeypatch):
    """The devices' secrets from a seeded generator: each test plays the same deals every run."""
    rng = random.Random(25)
    monkeypatch.setattr(fair, "new_secret", lambda: f"{rng.getrandbits(128):032x}")


def person_moves(device, rng) -> bool:
    """The person at ``device`` plays a legal move when it is theirs. True when one was played."""
    app = device.app
    session = app.session
    if not session or not app.table.person_to_act():
        return False
    seat = session.viewer()
    game = host_game(device)  # (test only: the easy computer chooses the person's move)
    if seat not in game.to_move():
        return False
    app.handle("play", json.dumps(pyengine.bots.choose(game, seat, "easy", rng.randrange(10**6))))
    return True


def host_game(device):
    """(Test only) the host's engine game, for a guest whose legal list was too long to be sent."""
    return next(d.app.session.game for d in reversed(device.net.devices) if d.app.table.hosting.table and d.app.session)


def computers_move(host) -> bool:
    app = host.app
    seat = app.table.pacer.bot_to_act()
    if seat is None:
        return False
    session = app.session
    assert app.table.pacer.apply_bot(seat, session.bot_move(seat), session.revision)
    return True


def close_recaps(device):
    recap = device.app.table.pending_recap()
    if recap is not None:
        device.app.handle("recap-next", recap.key)
        return True
    return False


def rounds(net, devices, rng, count):
    """``count`` rounds in which each device's person plays when it is their turn."""
    for _ in range(count):
        for device in devices:
            person_moves(device, rng)
            net.run()


def play_out(net, host, guests, rng, limit=6000):
    for _ in range(limit):
        if host.app.session.game.is_over():
            net.run()
            return
        moved = False
        for device in [host, *guests]:
            moved |= close_recaps(device)
            moved |= person_moves(device, rng)
            net.run()
        moved |= computers_move(host)
        net.run()
        if not moved and any(d.app.table.pacer.countdown() for d in (host, *guests)):  # a race start (Le Glükz) counts down
            for device in net.devices:
                device.now += 1
            continue
        assert moved, "nobody could move: the table is stuck"
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_game_with_a_friend_on_another_device_and_a_computer(game_id):
    net = Net()
    players = 2 if game_id in ("glukz", "glossa", "juggler", "buyword") else 2
    seats = "h,remote" + (",normal" if game_id in ("glossa", "glukz") else "")
    host = net.device("host", {"game": game_id, "seats": seats, "speed": "max"})
    assert host.app.shell.screen == "lobby" and host.link == "host" and host.peers == 0
    guest = connect(net, host, 1, "guest", {"name": "Zoé"})
    assert host.app.shell.screen == "game" and host.peers == 1 and guest.link == "guest"
    assert guest.app.shell.screen == "game" and guest.app.session.guest
    # the deal comes from both secrets: not the seed a link would give, and the host committed first
    table = host.app.table.hosting.table
    assert host.app.session.game.seed == fair.table_seed(table.host_secret, [None, table.guests[1].secret] +
                                                         [None] * (len(table.seats) - 2))
    assert "Zoé" in host.html
    play_out(net, host, [guest], random.Random(players))
    assert guest.app.session.game.is_over()
    assert 'data-verified="yes"' in guest.html, re.findall(r"verified[^<]*<", guest.html)
    assert 'data-game-over="true"' in guest.html
    # every view the guest was sent was its own seat's (never another seat's hidden cards)
    for text in net.received["guest"]:
        message = json.loads(text)
        if message["k"] == "state":
            assert message["view"]["seat"] == 1
            assert all("seats" not in e or 1 in e["seats"] for e in message["log"])
    print(f"{game_id}: {net.sent_messages} messages, {net.sent_bytes} bytes, "
          f"{len(host.app.session.game.actions)} actions")
    # the end panel's replay works on the guest's device too: the game rebuilt from the reveal
    assert 'data-act="replay"' in guest.html
    guest.app.handle("replay")
    assert guest.screen == "replay" and "replay-position" in guest.html


def test_glop_hands_never_reach_the_other_device():
    """Card by card: no message the host sends the guest names a card in the host's hand then."""
    net = Net()
    host = net.device("host", {"game": "glop", "seats": "h,remote", "speed": "max"})
    guest = connect(net, host, 1, "guest")
    checked = []
    send = host.peer_send

    def checking_send(peer, text):
        game = host.app.session.game
        # (within the first deal: the same 40 cards are dealt again at the next one)
        if not game.is_over() and game.view(0)["deal"] == 1 and json.loads(text)["k"] in ("state", "log"):
            hidden = set(game.view(0).get("hand") or []) | set(game.view(0).get("reserve") or [])
            named = set(re.findall(r'"([0-9]+[A-Z])"', text))
            assert not (named & hidden), [text[max(0, text.find(f'"{c}"') - 300):text.find(f'"{c}"') + 40]
                                                      for c in named & hidden]
            checked.append(text)
        return send(peer, text)

    host.peer_send = checking_send
    rng = random.Random(3)
    for _ in range(400):
        if host.app.session.game.is_over():
            break
        for device in (host, guest):
            close_recaps(device)
            person_moves(device, rng)
            net.run()
    assert len(checked) > 15


def test_three_devices_and_a_computer_at_glossa():
    net = Net()
    host = net.device("host", {"game": "glossa", "seats": "h,remote,remote,easy", "speed": "max"})
    first = connect(net, host, 1, "first", {"name": "Ana"})
    assert host.app.shell.screen == "lobby" and host.peers == 1  # waits for the second friend
    assert "Ana" in host.html
    second = connect(net, host, 2, "second", {"name": "Bo"})
    assert host.app.shell.screen == "game" and host.peers == 2
    play_out(net, host, [first, second], random.Random(5))
    for guest in (first, second):
        assert 'data-verified="yes"' in guest.html


def test_a_guest_that_reloads_comes_back_to_its_seat_and_the_end_still_checks():
    net = Net()
    storage = MemoryStorage()
    host = net.device("host", {"game": "glop", "seats": "h,remote", "speed": "max"})
    guest = connect(net, host, 1, "guest", {"name": "Zoé"}, storage=storage)
    rng = random.Random(9)
    rounds(net, (host, guest), rng, 6)
    moves = len(host.app.session.game.actions)
    net.close(guest, "host")  # the phone reloads: its page and connection are gone
    net.run()
    assert "Zoé n'est pas là" in unescape(host.html)
    host.app.handle("remote")  # « Réinviter »: the fresh invitation for the seat
    back = connect(net, host, 1, "guest-again", storage=storage)  # same phone: same storage
    assert back.app.session is not None and len(back.app.session.game.actions) == moves
    assert host.peers == 1 and back.app.table.guesting.guest.token == guest.app.table.guesting.guest.token
    play_out(net, host, [back], rng)
    assert 'data-verified="yes"' in back.html


def test_an_away_guest_can_be_played_by_the_computer_and_the_check_says_so():
    net = Net()
    host = net.device("host", {"game": "glop", "seats": "h,remote", "speed": "max"})
    guest = connect(net, host, 1, "guest")
    net.close(guest, "host")
    net.run()
    host.app.handle("remote-stand-in", "1")
    rng = random.Random(2)
    for _ in range(30):
        person_moves(host, rng)
        computers_move(host)
        net.run()
    assert host.app.table.hosting.table.stood_in
    host.app.handle("remote")
    back = connect(net, host, 1, "guest", storage=guest.storage)
    play_out(net, host, [back], rng)
    assert 'data-verified="yes"' in back.html and "en votre absence" in unescape(back.html)


def test_the_host_reloads_and_the_game_resumes_from_its_save():
    net = Net()
    storage = MemoryStorage()
    host = net.device("host", {"game": "glop", "seats": "h,remote", "speed": "max"}, storage=storage)
    guest = connect(net, host, 1, "guest")
    rng = random.Random(4)
    rounds(net, (host, guest), rng, 5)
    moves = len(host.app.session.game.actions)
    net.close(host, "1")  # the host's page reloads
    net.run()
    assert guest.app.table.guesting.lost
    again = net.device("host2", {}, storage=storage)  # the same browser opens the site again
    assert again.app.shell.screen == "game" and len(again.app.session.game.actions) == moves
    assert again.app.table.hosting.table is not None and again.peers == 0
    net.run()
    guest.app.handle("remote-join", json.dumps({"invite": invitation(again, 1)}))  # the new invitation
    net.run()
    again.app.handle("remote-reply", json.dumps({"reply": reply(guest)}))
    net.run()
    assert again.peers == 1 and not guest.app.table.guesting.lost
    play_out(net, again, [guest], rng)
    assert 'data-verified="yes"' in guest.html


def test_a_guests_forged_messages_change_nothing():
    net = Net()
    host = net.device("host", {"game": "glop", "seats": "h,remote", "speed": "max"})
    guest = connect(net, host, 1, "guest")
    game = host.app.session.game
    before = game.to_json()
    host_seat_action = game.legal_actions(0)[0] if 0 in game.to_move() else {"type": "lay", "card": "1R"}
    forged = [
        protocol.dumps("act", n=len(game.actions), action=host_seat_action),  # the host's seat: its own is 1
        protocol.dumps("act", n=len(game.actions), action={"type": "take", "card": "99Z"}),
        "{not json",
        "x" * 200_000,
        json.dumps({"v": 99, "k": "act"}),
        json.dumps({"v": 1, "k": "act", "n": "0", "action": []}),
        json.dumps({"v": 1, "k": "wave", "hand": "all"}),  # an unknown kind: ignored
        "[" * 5000 + "]" * 5000,
        protocol.dumps("join", name="<img src=x onerror=alert(1)>", secret="0" * 32, token="f" * 32),
    ]
    for text in forged:
        net.send(guest, "host", text)
        net.run()
    assert host.app.session.game.to_json() == before
    refusals = [json.loads(t) for t in net.received["guest"] if json.loads(t)["k"] == "refused"]
    assert len(refusals) >= 6 and guest.app.shell.message[0] == "error"
    # a name is text, never markup, on both devices
    net2 = Net()
    host2 = net2.device("host", {"game": "glop", "seats": "h,remote", "speed": "max"})
    connect(net2, host2, 1, "guest", {"name": "<img src=x onerror=alert(1)>"})
    assert "<img" not in host2.html and "&lt;img" in host2.html


def test_a_flood_is_throttled():
    net = Net()
    host = net.device("host", {"game": "glop", "seats": "h,remote", "speed": "max"})
    guest = connect(net, host, 1, "guest")
    net.tick = 0  # all in the same second
    for _ in range(200):
        net.send(guest, "host", protocol.dumps("sync"))
    net.run()
    states = [t for t in net.received["guest"] if json.loads(t)["k"] == "state"]
    assert len(states) <= 2 + 20
    assert any(json.loads(t).get("key") == "remote.bad.flood" for t in net.received["guest"])


def test_the_check_catches_a_host_that_changed_a_deal_or_forged_a_move():
    net = Net()
    host = net.device("host", {"game": "glop", "seats": "h,remote", "speed": "max"})
    guest = connect(net, host, 1, "guest")
    play_out(net, host, [guest], random.Random(1))
    witness, gt = guest.app.table.guesting.guest.witness, guest.app.table.guesting.guest
    table = host.app.table.hosting.table
    parts = [json.loads(m) for m in table.reveal(host.app.session.game)]
    reveal = dict(parts[-1], actions=[a for part in parts[:-1] for a in part["actions"]])
    assert fair.verify(witness, "glop", 2, gt.options, reveal)[0]
    # another secret than the one committed to (a stacked deck)
    bad = dict(reveal, host_secret="1" * 32)
    assert fair.verify(witness, "glop", 2, gt.options, bad) == (False, {"key": "remote.verify.commitment"})
    # the guest's own secret left out
    bad = dict(reveal, secrets=[None, "2" * 32])
    assert fair.verify(witness, "glop", 2, gt.options, bad)[1]["key"] == "remote.verify.secret"
    # a move made in the guest's name that it never sent
    actions = [list(a) for a in reveal["actions"]]
    mine = next(i for i, (seat, _) in enumerate(actions) if seat == 1)
    game = pyengine.new_game("glop", players=2, seed=host.app.session.game.seed, options=gt.options)
    for seat, action in actions[:mine]:
        game.apply(seat, action)
    other = next(a for a in game.legal_actions(1) if a != actions[mine][1]) if len(game.legal_actions(1)) > 1 else None
    if other is not None:
        forged = dict(reveal, actions=actions[:mine] + [[1, other]] + actions[mine + 1:])
        ok, detail = fair.verify(witness, "glop", 2, gt.options, forged)
        assert not ok and detail == {"key": "remote.verify.move", "n": mine + 1}


def test_a_host_that_deals_another_deck_midway_is_caught():
    """A cheating host: from the 10th move on, its guest is shown views of a game dealt from
    another seed; the end's replay shows which move first differs."""
    net = Net()
    host = net.device("host", {"game": "glop", "seats": "h,remote", "speed": "max"})
    guest = connect(net, host, 1, "guest")
    table = host.app.table.hosting.table
    honest_state = table.state

    def cheating_state(seat, game):
        if len(game.actions) < 10:
            return honest_state(seat, game)
        stacked = pyengine.new_game("glop", players=2, seed=game.seed + 1, options=game.options)
        for s, a in game.actions:
            try:
                stacked.apply(s, a)
            except Exception:  # noqa: BLE001 — a stacked deck does not replay: show its start
                break
        return honest_state(seat, type("Stacked", (), {"log": game.log, "is_over": game.is_over,
                                                       "legal_actions": game.legal_actions, "to_move": game.to_move,
                                                       "actions": game.actions,
                                                       "view": lambda self_, s: dict(stacked.view(s),
                                                                                     turn=len(game.actions),
                                                                                     to_move=game.view(s)["to_move"],
                                                                                     over=game.is_over(),
                                                                                     result=game.result())})())

    table.state = cheating_state
    play_out(net, host, [guest], random.Random(8))
    assert 'data-verified="no"' in guest.html
    ok, detail = guest.app.table.guesting.guest.verified
    assert not ok and detail["key"] == "remote.verify.move" and detail["n"] >= 10


def test_the_protocol_reads_only_what_it_expects():
    read = protocol.read
    assert read(protocol.dumps("sync"), protocol.GUEST_TO_HOST)["k"] == "sync"
    assert read(protocol.dumps("new-kind", x=1), protocol.GUEST_TO_HOST) is None
    for bad, key in [(None, "remote.bad.format"), ("{", "remote.bad.format"), ("[]", "remote.bad.format"),
                     ("x" * 70_000, "remote.bad.size"), (json.dumps({"v": 1, "k": "sync"}), "remote.bad.version"),
                     (protocol.dumps("act", n=True, action={}), "remote.bad.field"),
                     (protocol.dumps("act", n=1, action=[]), "remote.bad.field"),
                     (protocol.dumps("say", phrase="<b>hi</b>"), "remote.bad.field"),
                     (protocol.dumps("join", name="a", commit="zz", round=1, proof="", nonce="0" * 32), "remote.bad.field"),
                     (protocol.dumps("join", name="a", commit="", round=1, proof="", nonce="0" * 31), "remote.bad.field"),
                     (protocol.dumps("secret", secret="0" * 32, round=-1), "remote.bad.field"),
                     ("[" * 100 + "]" * 100, "remote.bad.format")]:
        with pytest.raises(protocol.BadMessage) as raised:
            read(bad, protocol.GUEST_TO_HOST)
        assert raised.value.key == key
    assert protocol.clean_name("  Zo\u0000é \n <b> " + "x" * 50) == ("Zoé <b> " + "x" * 50)[:24]


def test_fair_seed_needs_every_secret_and_the_commitment_binds():
    host_secret, a, b = fair.new_secret(), fair.new_secret(), fair.new_secret()
    seed = fair.table_seed(host_secret, [None, a, b])
    assert seed != fair.table_seed(host_secret, [None, a, fair.new_secret()])
    assert seed != fair.table_seed(fair.new_secret(), [None, a, b])
    assert 0 <= seed < 2**53 and fair.commitment(host_secret) != fair.commitment(a)


def test_a_guest_ignores_a_host_message_for_another_seat_and_keeps_no_engine():
    guest = GuestTable(1)
    table = HostTable("glop", 2, {}, [{"kind": "human"}, {"kind": "remote"}], "t1")
    assert guest.receive(json.dumps(dict(json.loads(table.hello(1)), seat=0)))[0] == "bad"  # a hello for seat 0
    assert guest.receive(table.hello(1))[0] == "hello"
    game = pyengine.new_game("glop", players=2, seed=4)
    honest = table.state(1, game)[-1]
    assert guest.receive(json.dumps(dict(json.loads(honest), view=game.view(0))))[0] == "bad"
    assert guest.receive(honest)[0] == "state"
    assert isinstance(guest.game, RemoteGame)
    with pytest.raises(pyengine.IllegalAction):
        guest.game.view(0)


def test_the_qr_wheel_the_page_loads_is_the_one_the_build_ships():
    import build
    from tapis_app.remote import qr

    name, version, _ = build.QR_WHEEL
    assert qr.WHEEL == f"wheels/{name}-{version}-py3-none-any.whl"
    svg = qr.svg("http://127.0.0.1:8000/index.html#j=1.ABCdef-_", "Code")
    assert "<svg" in svg and 'role="img"' in svg and 'aria-label="Code"' in svg


def test_a_move_is_taken_back_only_when_everyone_agrees_and_the_check_still_passes():
    net = Net()
    host = net.device("host", {"game": "glop", "seats": "h,remote", "speed": "max"})
    guest = connect(net, host, 1, "guest")
    rng = random.Random(6)
    game = lambda: host.app.session.game  # noqa: E731
    # the guest plays, then asks to take it back: the host refuses, then agrees
    for _ in range(40):
        rounds(net, (host, guest), rng, 1)
        if game().actions and game().actions[-1][0] == 1 and game().barrier < len(game().actions):
            break
    count = len(game().actions)
    guest.app.handle("remote-undo")
    net.run()
    assert 'data-undo-ask="1"' in host.html and len(game().actions) == count
    host.app.handle("remote-undo-no")
    net.run()
    assert len(game().actions) == count and "n'est pas repris" in unescape(guest.html)
    guest.app.handle("remote-undo")
    net.run()
    host.app.handle("remote-undo-yes")
    net.run()
    assert len(game().actions) == count - 1 and len(guest.app.session.game.actions) == count - 1
    assert "est repris" in unescape(guest.html)
    # the host's own undo needs the guest's yes
    person_moves(guest, rng)
    net.run()
    if host.app.table.person_to_act():
        person_moves(host, rng)
        net.run()
        before = len(game().actions)
        host.app.handle("remote-undo")
        net.run()
        if 'data-undo-ask="0"' in guest.html:
            guest.app.handle("remote-undo-yes")
            net.run()
            assert len(game().actions) < before
    play_out(net, host, [guest], rng)
    assert 'data-verified="yes"' in guest.html


def test_an_invitation_pasted_on_the_picker_joins_the_table():
    net = Net()
    host = net.device("host", {"game": "glop", "seats": "h,remote", "speed": "max"})
    net.run()
    guest = net.device("guest")  # Tapis already open on the friend's device
    assert 'data-act="remote-join"' in guest.html
    guest.app.handle("remote-join", json.dumps({"invite": invitation(host, 1)}))
    net.run()
    host.app.handle("remote-reply", json.dumps({"reply": reply(guest)}))
    net.run()
    assert guest.app.shell.screen == "game" and host.peers == 1
    guest.app.handle("remote-join", json.dumps({"invite": "not an invitation"}))
    assert guest.app.shell.message[0] == "error"


def test_a_table_the_game_cannot_seat_is_refused_before_inviting_anyone():
    net = Net()
    host = net.device("host", {"game": "glop", "seats": "h,remote,easy"})  # Glop: two or four players
    assert host.app.shell.screen == "picker" and host.app.shell.message[0] == "error" and host.app.table.hosting.table is None


def test_long_lists_travel_in_few_parts_under_the_size_limit():
    entries = [{"type": "x", "word": "W" * (i % 50), "turn": i} for i in range(5000)]
    pieces = protocol.parts(entries)
    assert [e for _, part in pieces for e in part] == entries
    assert [start for start, _ in pieces] == [sum(len(p) for _, p in pieces[:i]) for i in range(len(pieces))]
    assert all(len(protocol.dumps("log", start=s, entries=p).encode()) < protocol.MAX_BYTES for s, p in pieces)
    assert len(pieces) <= 12 and protocol.parts([]) == []
    # a guest back after a long game gets its whole log in parts, then the state
    table = HostTable("juggler", 2, {}, [{"kind": "human"}, {"kind": "remote"}], "t2")
    game = pyengine.new_game("juggler", players=2, seed=3)
    while not game.is_over() and len(game.actions) < 1500:
        seat = game.to_move()[0]
        game.apply(seat, pyengine.bots.choose(game, seat, "easy", len(game.actions)))
    guest = GuestTable(1)
    guest.receive(table.hello(1))
    messages = table.state(1, game)
    assert len(messages) < 40 and all(len(m.encode()) < protocol.MAX_BYTES for m in messages)
    for message in messages:
        guest.receive(message)
    assert guest.game.log(1) == game.log(1)
