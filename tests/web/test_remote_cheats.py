"""A host that cheats (issue 45): each lie a modified host page could tell its guests, told
through the same in-memory devices as an honest game (remote_net), must end the guest's game
« Partie NON vérifiée » (``data-verified="no"``) or « pas pu être vérifiée » (``"unknown"``)
with a sentence that names the move or the reason, while an honest game still verifies."""

import json
import random
import re
from html import unescape

import pytest

import pyengine
from tapis_app.remote import fair, protocol
from tapis_app.store import MemoryStorage

from .remote_net import Net, connect, invitation, reply
from .test_remote import close_recaps, computers_move, host_game, person_moves, play_out, rounds


@pytest.fixture(autouse=True)
def seeded_secrets(monkeypatch):
    rng = random.Random(45)
    monkeypatch.setattr(fair, "new_secret", lambda: f"{rng.getrandbits(128):032x}")


def verdict(device) -> str | None:
    found = re.search(r'data-verified="(\w+)"', device.html)
    return found.group(1) if found else None


def verdict_sentence(device) -> str:
    found = re.search(r'data-verified="\w+"[^>]*>([^<]*)<', device.html) or \
        re.search(r'<p[^>]*class="verified[^"]*"[^>]*>([^<]*)<', device.html)
    return unescape(found.group(1)) if found else ""


def tamper(host, change):
    """Every message the host's page sends goes through ``change(peer, message dict)``, which
    returns the messages (dicts) to send instead: a host running a modified page."""
    send = host.peer_send

    def sending(peer, text):
        sent = True
        for message in change(peer, json.loads(text)):
            sent = send(peer, json.dumps(message)) and sent
        return sent

    host.peer_send = sending


def glop_table(net=None, **params):
    net = net or Net()
    host = net.device("host", {"game": "glop", "seats": "h,remote", "speed": "max", **params})
    guest = connect(net, host, 1, "guest", {"name": "Zoé"})
    return net, host, guest


def guests_turn(net, host, guest, rng) -> None:
    """Play on until the guest's person has a move to make, a few moves in."""
    for _ in range(200):
        for device in (host, guest):
            close_recaps(device)
        net.run()
        if guest.app.table.person_to_act() and len(host.app.session.game.actions) > 3:
            return
        person_moves(host, rng) or person_moves(guest, rng)
        net.run()
    raise AssertionError("the guest never had a move to make")


# ------------------------------------------------------------------ an honest table
def test_an_honest_table_still_verifies_and_shows_the_same_fingerprint_on_both_devices():
    net, host, guest = glop_table()
    play_out(net, host, [guest], random.Random(1))
    assert verdict(guest) == "yes", verdict_sentence(guest)
    assert "vérifiée" in verdict_sentence(guest) and "voyait toutes les mains" in verdict_sentence(guest)
    printed = re.search(r'data-fingerprint="([A-Z0-9-]+)"', guest.html).group(1)
    assert printed == host.app.table.hosting.table.fingerprint() and re.fullmatch(r"[A-Z0-9]{4}-[A-Z0-9]{4}", printed)


def test_no_secret_reaches_the_host_before_every_friend_has_committed():
    """The first friend's secret would let the host choose the second friend's (a puppet's)
    after seeing it: nobody sends a secret until the whole list is out."""
    net = Net()
    host = net.device("host", {"game": "glossa", "seats": "h,remote,remote", "speed": "max"})
    first = connect(net, host, 1, "first")
    secrets_ = [first.app.table.guesting.guest.secret]
    sent = [json.loads(t) for t in net.received.get("host", [])]
    assert all(m["k"] != "secret" for m in sent) and all(secrets_[0] not in t for t in net.received.get("host", []))
    assert host.app.shell.screen == "lobby"
    second = connect(net, host, 2, "second")
    kinds = [json.loads(t)["k"] for t in net.received["host"]]
    assert kinds.count("secret") == 2 and host.app.shell.screen == "game"
    # each guest saw the whole list before its secret went out, and the same list
    assert first.app.table.guesting.guest.fingerprint() == second.app.table.guesting.guest.fingerprint() == \
        host.app.table.hosting.table.fingerprint()


# ------------------------------------------------------------------ 1. the host chooses the deal
def test_1_a_host_that_gives_itself_a_slot_after_seeing_the_secrets_is_caught():
    """The attack of issue 45: once the guest's secret is known, the host tries values for a slot
    of its own until the deal suits it, then reveals that value for its seat."""
    net = Net()
    host = net.device("host", {"game": "glop", "seats": "h,remote", "speed": "max"})
    table = host.app.table.hosting.table
    chosen = "ab" * 16

    def seed():  # (a better hand for seat 0 would be searched here; any chosen value will do)
        return fair.table_seed(table.host_secret, [chosen, table.guests[1].secret])

    table.seed = seed
    tamper(host, lambda peer, m: [dict(m, secrets=[chosen, m["secrets"][1]]) if m["k"] == "reveal" else m])
    guest = connect(net, host, 1, "guest")
    play_out(net, host, [guest], random.Random(2))
    assert verdict(guest) == "no"
    assert "place 1" in verdict_sentence(guest)  # the seat whose secret was never committed


def test_1_a_puppet_friend_cannot_choose_its_secret_after_the_real_friend_revealed():
    net = Net()
    host = net.device("host", {"game": "glossa", "seats": "h,remote,remote", "speed": "max"})
    table = host.app.table.hosting.table
    honest = connect(net, host, 1, "honest")
    puppet = connect(net, host, 2, "puppet")  # the host's second device: it reveals what it is told
    chosen = "cd" * 16
    table.guests[2].secret = chosen  # a new secret for the puppet, after seeing the friend's
    session = host.app.session
    session.game = pyengine.new_game("glossa", players=3, seed=table.seed(), options=session.game.options)
    session.game.meta = {"seats": session.seats}
    host.app.table.hosting.broadcast()
    net.run()
    play_out(net, host, [honest, puppet], random.Random(3))
    assert verdict(honest) == "no", verdict_sentence(honest)


def test_1_a_host_that_calls_a_friends_seat_a_computer_is_caught():
    net, host, guest = glop_table()
    tamper(host, lambda peer, m: [dict(m, secrets=[None, None]) if m["k"] == "reveal" else m])
    play_out(net, host, [guest], random.Random(4))
    assert verdict(guest) == "no"


def test_1_different_lists_for_different_friends_show_different_fingerprints():
    net = Net()
    host = net.device("host", {"game": "glossa", "seats": "h,remote,remote", "speed": "max"})
    first = connect(net, host, 1, "first")
    fake = "ef" * 32

    def two_lists(peer, message):
        if message["k"] == "table" and peer == "2":  # the second friend is told another commitment for seat 2…
            return [message]
        if message["k"] == "table" and peer == "1":  # …the first, a puppet's for seat 2
            return [dict(message, commits=[None, message["commits"][1], fake])]
        return [message]

    tamper(host, two_lists)
    second = connect(net, host, 2, "second")
    assert first.app.table.guesting.guest.fingerprint() != second.app.table.guesting.guest.fingerprint()
    assert f'data-fingerprint="{second.app.table.guesting.guest.fingerprint()}"' in host.html or \
        host.app.table.hosting.table.fingerprint() == second.app.table.guesting.guest.fingerprint()


# ------------------------------------------------------------------ 2. a move replaced
def test_2_a_guests_move_replaced_and_called_a_stand_in_while_it_was_there_is_caught():
    net, host, guest = glop_table()
    app, table = host.app, host.app.table.hosting.table
    real_play = app.table.hosting.remote_play
    replaced = []

    def replacing(seat, action):
        game = app.session.game
        others = [a for a in game.legal_actions(seat) if fair.canonical(a) != fair.canonical(action)]
        if others and not replaced:
            table.stood_in.append(len(game.actions))  # « played for you while you were away »
            replaced.append(len(game.actions) + 1)
            return real_play(seat, others[0])
        return real_play(seat, action)

    app.table.hosting.remote_play = replacing
    play_out(net, host, [guest], random.Random(5))
    assert replaced and verdict(guest) == "no"
    assert f"n° {replaced[0]}" in verdict_sentence(guest) and "alors que vous étiez là" in verdict_sentence(guest)


def test_2_a_real_stand_in_while_the_guest_was_away_still_verifies():
    net, host, guest = glop_table()
    net.close(guest, "host")
    net.run()
    host.app.handle("remote-stand-in", "1")
    rng = random.Random(6)
    for _ in range(20):
        person_moves(host, rng)
        computers_move(host)
        net.run()
    assert host.app.table.hosting.table.stood_in
    host.app.handle("remote")
    back = connect(net, host, 1, "guest", storage=guest.storage)
    play_out(net, host, [back], rng)
    assert verdict(back) == "yes" and "en votre absence" in verdict_sentence(back)


# ------------------------------------------------------------------ 3. false views, then the true one
def test_3_a_false_view_then_the_true_one_under_the_same_move_is_caught():
    net, host, guest = glop_table()
    lied = []

    def lying(peer, message):
        if message["k"] == "state" and not lied and message["view"].get("to_move") == [1] and message["n"] > 4:
            false = json.loads(json.dumps(message))
            false["view"]["scores"] = [99, 0] if "scores" in false["view"] else false["view"].get("scores")
            false["view"]["turn"] = message["view"]["turn"]
            false["view"]["fake"] = True
            lied.append(message["n"])
            return [false, message]  # the guest's screen ends on the true one
        return [message]

    tamper(host, lying)
    play_out(net, host, [guest], random.Random(7))
    assert lied and verdict(guest) == "no"
    assert f"n° {lied[0]}" in verdict_sentence(guest) and "pas la vraie" in verdict_sentence(guest)


# ------------------------------------------------------------------ 4. moves taken back without asking
def host_just_moved_and_may_take_it_back(net, host, guest, rng) -> int:
    """Rounds until the host's person has just moved and the rules allow taking it back: its keep."""
    for _ in range(80):
        rounds(net, (guest,), rng, 1)
        if person_moves(host, rng):
            net.run()
            game = host.app.session.game
            keep, _reason = game.undo_target(0, [0, 1])
            if keep is not None and game.actions[-1][0] == 0:
                return keep
    raise AssertionError("no moment to take a move back")


def test_4_moves_taken_back_without_the_guests_yes_are_caught():
    net, host, guest = glop_table()
    rng = random.Random(8)
    app, table = host.app, host.app.table.hosting.table
    keep = host_just_moved_and_may_take_it_back(net, host, guest, rng)
    table.undo = {"by": 0, "keep": keep, "waiting": set()}  # the host's page skips asking
    app.table.hosting.undo_done()
    table.undos.pop()  # …and hides it from the reveal
    net.run()
    play_out(net, host, [guest], rng)
    assert verdict(guest) == "no" and "sans votre accord" in verdict_sentence(guest)


def test_4_a_taking_back_the_guest_agreed_to_still_verifies():
    net, host, guest = glop_table()
    rng = random.Random(9)
    host_just_moved_and_may_take_it_back(net, host, guest, rng)
    count = len(host.app.session.game.actions)
    host.app.handle("remote-undo")
    net.run()
    assert 'data-undo-ask="0"' in guest.html
    guest.app.handle("remote-undo-yes")
    net.run()
    assert host.app.table.hosting.table.undos and len(host.app.session.game.actions) < count
    play_out(net, host, [guest], rng)
    assert verdict(guest) == "yes", verdict_sentence(guest)


# ------------------------------------------------------------------ 5. refusals, log lines, legal lists
def test_5_a_legal_move_refused_with_a_false_sentence_is_caught():
    net, host, guest = glop_table()
    app = host.app
    real_play = app.table.hosting.remote_play
    refused = []

    def refusing(seat, action):
        if not refused and len(app.session.game.actions) > 3:
            refused.append(len(app.session.game.actions) + 1)
            host.peer_send(str(seat), protocol.dumps("refused", key="core.not_your_turn", params={}))
            return None
        return real_play(seat, action)

    app.table.hosting.remote_play = refusing
    play_out(net, host, [guest], random.Random(10))
    assert refused and verdict(guest) == "no"
    assert f"n° {refused[0]}" in verdict_sentence(guest) and "refusé" in verdict_sentence(guest)


def test_5_an_illegal_move_refused_with_the_rules_sentence_still_verifies():
    net, host, guest = glop_table()
    rng = random.Random(11)
    guests_turn(net, host, guest, rng)
    guest.app.handle("play", json.dumps({"type": "take", "card": "99Z"}))  # a card nobody has
    net.run()
    assert guest.app.shell.message[0] == "error"
    play_out(net, host, [guest], rng)
    assert verdict(guest) == "yes", verdict_sentence(guest)
    assert any(guest.app.table.guesting.guest.witness.refused.values())


def test_5_an_invented_log_line_is_caught():
    net, host, guest = glop_table()
    added = []

    def inventing(peer, message):
        if message["k"] == "state" and not added and message["n"] > 5 and message["log"]:
            added.append(message["n"])
            entry = dict(message["log"][-1], type="glop.take", card="10C")
            return [dict(message, log=message["log"] + [entry])]
        return [message]

    tamper(host, inventing)
    play_out(net, host, [guest], random.Random(12))
    assert added and verdict(guest) == "no"


def test_5_a_legal_list_cut_to_one_move_is_caught():
    net, host, guest = glop_table()
    cut = []

    def cutting(peer, message):
        if message["k"] == "state" and not cut and len(message["legal"]) > 1:
            cut.append(message["n"])
            return [dict(message, legal=message["legal"][:1])]
        return [message]

    tamper(host, cutting)
    play_out(net, host, [guest], random.Random(13))
    assert cut and verdict(guest) == "no" and f"n° {max(cut[0], 1)}" in verdict_sentence(guest)


# ------------------------------------------------------------------ 6. no reveal
def test_6_no_reveal_within_a_minute_of_the_end_says_the_game_could_not_be_checked():
    net, host, guest = glop_table()
    tamper(host, lambda peer, m: [] if m["k"] in ("reveal", "moves") else [m])
    play_out(net, host, [guest], random.Random(14))
    assert guest.app.session.game.is_over() and verdict(guest) == "waiting"
    assert 0 < guest.app.table.guesting.reveal_wait() <= fair.REVEAL_WAIT  # the page is woken to say so
    guest.now += fair.REVEAL_WAIT + 1
    guest.app.refresh()
    assert verdict(guest) == "unknown" and "dans la minute" in verdict_sentence(guest)
    assert guest.app.table.guesting.reveal_wait() is None


def test_6_the_host_gone_before_the_reveal_says_the_game_could_not_be_checked():
    net, host, guest = glop_table()
    tamper(host, lambda peer, m: [] if m["k"] in ("reveal", "moves") else [m])
    play_out(net, host, [guest], random.Random(15))
    net.close(host, "1")
    net.run()
    assert verdict(guest) == "unknown" and "coupée" in verdict_sentence(guest)


# ------------------------------------------------------------------ 7. across tables
def test_7_another_tables_host_naming_the_first_table_gets_nothing_and_changes_nothing():
    storage = MemoryStorage()
    net = Net()
    honest = net.device("honest", {"game": "glop", "seats": "h,remote", "speed": "max"})
    guest = connect(net, honest, 1, "guest", storage=storage)
    rng = random.Random(16)
    rounds(net, (honest, guest), rng, 4)
    record_before = {k: v for k, v in storage.data.items() if ".remote." in k}
    token, secret = guest.app.table.guesting.guest.token, guest.app.table.guesting.guest.secret
    # a second host, on another device, makes its table under the first table's id
    rogue = net.device("rogue", {"game": "glop", "seats": "h,remote", "speed": "max"})
    rogue.app.table.hosting.table.table_id = honest.app.table.hosting.table.table_id
    net.run()
    net.received.pop("rogue", None)
    other = net.device("guest-again", {"join": invitation(rogue, 1).split("#", 1)[1]}, storage=storage)
    net.run()
    rogue.app.handle("remote-reply", json.dumps({"reply": reply(other)}))
    net.run()
    said = "".join(net.received.get("rogue", []))
    assert token not in said and secret not in said  # neither the seat's token nor its secret
    assert {k: v for k, v in storage.data.items() if ".remote." in k} == record_before
    assert other.app.table.guesting.guest is None or other.app.session is None
    assert "ne vient pas de la table" in unescape(other.html) or rogue.app.shell.screen == "lobby"
    # the honest table goes on, and its end still checks out on the guest's device
    play_out(net, honest, [guest], rng)
    assert verdict(guest) == "yes", verdict_sentence(guest)


# ------------------------------------------------------------------ a lost seat, names, exports
def test_a_device_that_lost_its_storage_gets_its_seat_back_when_the_host_gives_it_again():
    net, host, guest = glop_table()
    rng = random.Random(17)
    rounds(net, (host, guest), rng, 4)
    net.close(guest, "host")
    net.run()
    host.app.handle("remote")
    fresh = connect(net, host, 1, "fresh")  # the same friend, a browser that kept nothing
    assert fresh.app.session is None and 'data-act="remote-give"' in host.html  # the seat is held for its token
    host.app.handle("remote-give", "1")  # « Redonner la place »
    net.run()
    assert fresh.app.session is not None and host.peers == 1
    play_out(net, host, [fresh], rng)
    assert verdict(fresh) == "yes", verdict_sentence(fresh)
    # the old device's token no longer opens the seat
    assert host.app.table.hosting.table.guests[1].token != guest.app.table.guesting.guest.token


def test_a_seat_given_again_in_the_lobby_before_the_list_needs_no_new_round():
    net = Net()
    host = net.device("host", {"game": "glossa", "seats": "h,remote,remote", "speed": "max"})
    first = connect(net, host, 1, "first")
    net.close(first, "host")  # the friend's phone goes away before everyone is there
    net.run()
    host.app.handle("remote-give", "1")
    assert host.app.table.hosting.table.round == 1  # nothing was listed yet: no secret was seen
    again = connect(net, host, 1, "again")
    second = connect(net, host, 2, "second")
    assert host.app.shell.screen == "game"
    play_out(net, host, [again, second], random.Random(18))
    assert verdict(again) == "yes" and verdict(second) == "yes"


def test_a_seat_given_again_after_the_list_was_shown_starts_a_new_round_of_secrets():
    net = Net()
    host = net.device("host", {"game": "glossa", "seats": "h,remote,remote", "speed": "max"})
    first = connect(net, host, 1, "first")
    seen_secret = first.app.table.guesting.guest.secret
    send = None

    def silent(peer, text):  # the second friend's page dies before it sends its secret
        return False if json.loads(text)["k"] == "secret" else send(peer, text)

    net.run()
    link = invitation(host, 2)
    second = net.device("second", {"join": link.split("#", 1)[1]})
    send, second.peer_send = second.peer_send, silent
    net.run()
    host.app.handle("remote-reply", json.dumps({"reply": reply(second)}))
    net.run()
    assert host.app.table.hosting.table.guests[1].secret == seen_secret and host.app.shell.screen == "lobby"
    net.close(second, "host")
    net.run()
    host.app.handle("remote-give", "2")
    net.run()
    assert host.app.table.hosting.table.round == 2  # the list was shown and a secret seen: a new round
    assert first.app.table.guesting.guest.secret != seen_secret  # the first friend drew a new one
    again = connect(net, host, 2, "again")
    assert host.app.shell.screen == "game"
    play_out(net, host, [first, again], random.Random(19))
    assert verdict(first) == "yes" and verdict(again) == "yes"


@pytest.mark.parametrize("wanted", ["Ordinateur (difficile)", "ordinateur difficile", "Computer", "Hôte", "Vous",
                                    "Ami 1", "  HOST  "])
def test_a_friend_cannot_take_a_computers_or_the_hosts_name(wanted):
    net = Net()
    host = net.device("host", {"game": "glossa", "seats": "h,remote,hard", "speed": "max"})
    connect(net, host, 1, "guest", {"name": wanted})
    assert host.app.table.hosting.table.guests[1].name == ""
    assert "Ami 2" in unescape(host.html)


def test_two_friends_cannot_share_a_name():
    net = Net()
    host = net.device("host", {"game": "glossa", "seats": "h,remote,remote", "speed": "max"})
    connect(net, host, 1, "first", {"name": "Zoé"})
    connect(net, host, 2, "second", {"name": "zoé"})
    names = [g.name for g in host.app.table.hosting.table.guests.values()]
    assert names[0] == "Zoé" and names[1] != "zoé" and names[1].startswith("zoé")


def test_an_export_of_a_table_with_friends_says_it_holds_the_tables_secrets():
    net, host, guest = glop_table()
    host.app.handle("export")
    name, text = host.downloads[-1]
    assert json.loads(text)["meta"]["remote"]["secret"]
    assert "secrets de la table" in unescape(host.html)


# ------------------------------------------------------------------ a guest's messages cost nothing
def test_a_guests_refused_or_ignored_messages_draw_nothing_on_the_host():
    net, host, guest = glop_table()
    drawn = []
    render = host.render
    host.render = lambda html, frame, zones=None: (drawn.append(1), render(html, frame, zones))
    for text in ["x" * 5000, "{", json.dumps({"v": 2, "k": "wave"}), protocol.dumps("sync"),
                 protocol.dumps("ask", q="nothing", args=[], id=1)]:
        net.send(guest, "host", text)
    net.run()
    assert drawn == []
    refusals = [json.loads(t) for t in net.received["guest"] if json.loads(t)["k"] == "refused"]
    assert any(r["key"] == "remote.bad.size" for r in refusals)


def test_a_guest_message_over_the_guest_limit_is_refused_before_it_is_read(monkeypatch):
    net, host, guest = glop_table()
    read = []
    real_read = protocol.read
    monkeypatch.setattr(protocol, "read", lambda text, kinds, *a: (read.append(1) if kinds is protocol.GUEST_TO_HOST
                                                                    else None, real_read(text, kinds, *a))[1])
    net.send(guest, "host", protocol.dumps("say", phrase="thanks", pad="x" * protocol.GUEST_MAX_BYTES))
    net.run()
    assert not read
