"""Remote play at a real table (issue 46), in CPython through the in-memory devices: a host
reload never loses the table however it was opened, a challenge from a remote game, the
invitation carries « Jouer à distance », names, the rematch over the open channels."""

import json
import random
import re
from html import unescape

import pytest

from tapis_app.remote import fair
from tests.helpers.language import plain
from tapis_app.store import MemoryStorage

from .remote_net import Net, connect, invitation, reply
from .test_remote import play_out, rounds


@pytest.fixture(autouse=True)
def seeded_secrets(monkeypatch):
    rng = random.Random(46)
    monkeypatch.setattr(fair, "new_secret", lambda: f"{rng.getrandbits(128):032x}")


def verdict(device):
    found = re.search(r'data-verified="(\w+)"', device.html)
    return found.group(1) if found else None


def rejoin(net, host, guest, seat=1):
    """The guest's page pastes the host's fresh invitation, the host applies the reply."""
    net.run()
    guest.app.handle("remote-join", json.dumps({"invite": invitation(host, seat)}))
    net.run()
    host.app.handle("remote-reply", json.dumps({"reply": reply(guest)}))
    net.run()


LINK = {"game": "glop", "seats": "h,remote", "speed": "max"}


def test_a_host_reload_of_an_addresss_table_resumes_the_same_game_and_says_so():
    storage = MemoryStorage()
    net = Net()
    host = net.device("host", LINK, storage=storage)
    guest = connect(net, host, 1, "guest", {"name": "Zoé"})
    rng = random.Random(1)
    rounds(net, (host, guest), rng, 5)
    moves = len(host.app.session.game.actions)
    seed = host.app.session.game.seed
    net.close(host, "1")  # the host's page reloads…
    net.run()
    again = net.device("host2", LINK, storage=storage)  # …with the same address
    assert again.app.shell.screen == "game" and again.app.session.game.seed == seed
    assert len(again.app.session.game.actions) == moves
    assert "reprend où elle en était" in unescape(again.html) and "Zoé" in unescape(again.html)
    rejoin(net, again, guest)
    assert again.peers == 1 and len(guest.app.session.game.actions) == moves
    play_out(net, again, [guest], rng)
    assert verdict(guest) == "yes"


def test_a_host_reload_in_the_lobby_keeps_the_friends_who_had_joined():
    storage = MemoryStorage()
    net = Net()
    params = {"game": "glossa", "seats": "h,remote,remote", "speed": "max"}
    host = net.device("host", params, storage=storage)
    first = connect(net, host, 1, "first", {"name": "Ana"})
    table_id = host.app.table.hosting.table.table_id
    net.close(host, "1")
    net.run()
    again = net.device("host2", params, storage=storage)
    assert again.app.shell.screen == "lobby" and again.app.table.hosting.table.table_id == table_id
    assert "Ana" in unescape(again.html) and "reprend" in unescape(again.html)
    rejoin(net, again, first)  # Ana's device proves its seat with the token it kept
    second = connect(net, again, 2, "second", {"name": "Bo"})
    assert again.app.shell.screen == "game" and again.peers == 2
    play_out(net, again, [first, second], random.Random(2))
    assert verdict(first) == "yes" and verdict(second) == "yes"


def test_a_set_up_tables_lobby_comes_back_after_a_reload_with_no_address():
    storage = MemoryStorage()
    net = Net()
    host = net.device("host", {}, storage=storage)
    host.app.handle("pick", "glop")
    host.app.handle("setup", json.dumps({"arg": "kind.1", "value": "remote"}))
    host.app.handle("start")
    assert host.app.shell.screen == "lobby"
    net.run()
    again = net.device("host2", {}, storage=storage)
    assert again.app.shell.screen == "lobby" and again.app.table.hosting.table.table_id == host.app.table.hosting.table.table_id


def test_a_finished_tables_address_opens_a_new_table():
    storage = MemoryStorage()
    net = Net()
    host = net.device("host", LINK, storage=storage)
    guest = connect(net, host, 1, "guest")
    play_out(net, host, [guest], random.Random(3))
    old = host.app.table.hosting.table.table_id
    again = net.device("host2", LINK, storage=storage)
    assert again.app.shell.screen == "lobby" and again.app.table.hosting.table.table_id != old


def test_a_challenge_from_a_remote_games_end_gives_the_friends_seat_to_the_computer():
    net = Net()
    host = net.device("host", LINK)
    guest = connect(net, host, 1, "guest")
    play_out(net, host, [guest], random.Random(4))
    for device in (host, guest):  # (the guest's device knows the seed once the game is verified)
        device.app.handle("challenge")
        link = re.search(r'data-challenge-link[^>]*value="([^"]+)"', device.html).group(1)
        assert "seats=h%2Cnormal" in link.replace("&amp;", "&") or "seats=normal%2Ch" in link.replace("&amp;", "&")


# ------------------------------------------------------------------ « Jouer à distance » travels
def test_a_distance_invitation_makes_the_friends_reply_at_a_distance_too():
    net = Net()
    host = net.device("host", LINK)
    host.app.handle("remote-distance")  # « Jouer à distance » on: the invitations are made again
    assert "refaites avec ce réglage" in unescape(host.html)
    net.run()
    link = invitation(host, 1)
    assert link.endswith(".d") and host.stun
    guest = net.device("guest", {"join": link.split("#", 1)[1]})
    net.run()
    assert guest.stun == "stun:stun.l.google.com:19302"  # without the friend ticking anything
    assert "L'hôte joue à distance" in unescape(guest.html)
    host.app.handle("remote-reply", json.dumps({"reply": reply(guest)}))
    net.run()
    assert host.peers == 1


def test_ticking_at_a_distance_on_the_reply_screen_makes_the_reply_again():
    net = Net()
    host = net.device("host", LINK)
    net.run()
    guest = net.device("guest", {"join": invitation(host, 1).split("#", 1)[1]})
    net.run()
    assert guest.stun is None and guest.answers == 1
    guest.app.handle("remote-distance")
    net.run()
    assert guest.stun and guest.answers == 2 and reply(guest)


# ------------------------------------------------------------------ late replies, expired invitations
def test_an_invitation_counts_down_then_says_it_has_expired():
    net = Net()
    host = net.device("host", LINK)
    net.run()
    assert 'data-minutes="5"' in host.html
    assert 59 <= host.app.table.pacer.countdown_tick() <= 60.1  # the lobby is drawn again each minute
    host.now += 4 * 60 + 1
    host.app.refresh()
    assert 'data-minutes="1"' in host.html
    host.now += 60
    host.app.refresh()
    assert 'data-expired="true"' in host.html and "a expiré" in unescape(host.html)
    assert 'data-link=' not in host.html  # nothing left to scan that would not connect


def test_a_reply_applied_after_the_friend_stopped_waiting_is_called_late_not_a_network_fault():
    net = Net()
    host = net.device("host", LINK)
    net.run()
    guest = net.device("guest", {"join": invitation(host, 1).split("#", 1)[1]})
    net.run()
    host.peer_accept = lambda peer, code, done: done(None)  # applied; the connection will not come
    host.now += 4 * 60
    host.app.handle("remote-reply", json.dumps({"reply": reply(guest)}))
    host.event("failed", "1", "timeout")
    said = host.app.shell.message[1]
    assert "trop tard" in said and "Wi-Fi" not in said and said in unescape(host.html)
    guest.event("failed", "host", "timeout")
    assert 'data-lost="late"' in guest.html and "a attendu" in unescape(guest.html)


def test_a_failure_at_a_distance_does_not_blame_the_same_wifi():
    net = Net()
    host = net.device("host", LINK)
    host.app.handle("remote-distance")
    net.run()
    guest = net.device("guest", {"join": invitation(host, 1).split("#", 1)[1]})
    net.run()
    host.peer_accept = lambda peer, code, done: done(None)
    host.app.handle("remote-reply", json.dumps({"reply": reply(guest)}))
    host.event("failed", "1", "ice")
    sentence = host.app.shell.message[1]
    assert "même avec « Jouer à distance »" in plain(sentence) and sentence in unescape(host.html)


# ------------------------------------------------------------------ names
def test_names_are_asked_on_each_device_and_editable_until_the_deal():
    net = Net()
    params = {"game": "glossa", "seats": "h,remote,remote", "speed": "max"}
    host = net.device("host", params)
    host.app.handle("remote-name", json.dumps({"arg": "name", "value": "Max"}))
    first = connect(net, host, 1, "first", {"name": "Ana"})
    assert "Max" in unescape(first.html)  # the host's own name, not « Hôte »
    first.app.handle("remote-name", json.dumps({"arg": "name", "value": "Anna"}))  # changed in the lobby
    net.run()
    assert "Anna" in unescape(host.html)
    second = connect(net, host, 2, "second", {"name": "Bo"})
    assert host.app.shell.screen == "game"
    assert "Max" in unescape(second.html) and "Anna" in unescape(second.html)
    first.app.handle("remote-name", json.dumps({"arg": "name", "value": "Zed"}))  # after the deal: fixed
    net.run()
    assert "Zed" not in unescape(host.html) and host.app.session.seats[1]["name"] == "Anna"
    assert host.storage.get("tapis.remote.name") == "Max"  # remembered for the next table


# ------------------------------------------------------------------ dead ends
def test_a_host_who_quits_tells_the_friends_once_and_offers_no_paste_field():
    net = Net()
    host = net.device("host", LINK)
    guest = connect(net, host, 1, "guest")
    host.app.handle("home")
    net.run()
    text = unescape(guest.html)
    assert text.count("L'hôte a quitté la table") == 1 and 'name="invite"' not in guest.html


def test_the_hosts_own_link_pasted_as_a_reply_says_so():
    net = Net()
    host = net.device("host", LINK)
    net.run()
    host.app.handle("remote-reply", json.dumps({"reply": invitation(host, 1)}))
    assert "C'est votre invitation" in unescape(host.html)


def test_the_reply_field_is_new_after_each_reply():
    net = Net()
    host = net.device("host", {"game": "glossa", "seats": "h,remote,remote", "speed": "max"})
    net.run()
    before = re.search(r'id="(reply-input-\d+)"', host.html).group(1)
    connect(net, host, 1, "first")
    assert re.search(r'id="(reply-input-\d+)"', host.html).group(1) != before


def test_the_friends_panel_closes_when_every_friend_is_back():
    net = Net()
    host = net.device("host", LINK)
    guest = connect(net, host, 1, "guest")
    net.close(guest, "host")
    net.run()
    host.app.handle("remote")
    assert host.app.shell.overlay == "remote"
    connect(net, host, 1, "guest", storage=guest.storage)
    assert host.app.shell.overlay is None


def test_a_browser_without_webrtc_says_so_on_both_sides():
    net = Net()
    host = net.device("host", {"game": "glop"})
    host.webrtc = False
    host.app.handle("quick", "glop") if False else None
    host.app.table.hosting.open_table("glop", [{"kind": "human", "name": ""}, {"kind": "remote", "name": ""}], {})
    host.app.refresh()
    assert "ne sait pas relier deux appareils" in unescape(host.html) and "data-invite" not in host.html
    other = Net()
    sender = other.device("host", LINK)
    other.run()
    guest = other.device("guest", {})
    guest.webrtc = False
    guest.app.handle("remote-join", json.dumps({"invite": invitation(sender, 1)}))
    assert 'data-lost="no-webrtc"' in guest.html and "Chrome, Firefox ou Safari" in unescape(guest.html)


# ------------------------------------------------------------------ the same friends, again
def test_play_again_with_the_same_friends_deals_a_new_verified_game_on_the_same_channels():
    net = Net()
    host = net.device("host", LINK)
    guest = connect(net, host, 1, "guest", {"name": "Zoé"})
    rng = random.Random(7)
    play_out(net, host, [guest], rng)
    first_seed, opened = host.app.session.game.seed, net.count
    assert 'data-act="remote-rematch"' in host.html
    host.app.handle("remote-rematch", "")
    net.run()
    assert host.app.shell.screen == "lobby" and 'data-rematch-offer="true"' in guest.html
    assert "propose une nouvelle partie de Glop" in unescape(guest.html)
    guest.app.handle("remote-rematch-yes")
    net.run()
    assert host.app.shell.screen == "game" and guest.app.shell.screen == "game"
    assert net.count == opened  # no new invitation: the same channel
    assert host.app.session.game.seed != first_seed and len(host.app.session.game.actions) == 0
    assert "Zoé" in unescape(host.html)
    play_out(net, host, [guest], rng)
    assert verdict(guest) == "yes"


def test_another_game_at_the_same_table_and_a_friend_who_declines():
    net = Net()
    host = net.device("host", {"game": "glossa", "seats": "h,remote,remote", "speed": "max"})
    first = connect(net, host, 1, "first", {"name": "Ana"})
    second = connect(net, host, 2, "second", {"name": "Bo"})
    rng = random.Random(8)
    play_out(net, host, [first, second], rng)
    host.app.handle("remote-rematch", "glukz")  # Le Glükz, the same three seats
    net.run()
    first.app.handle("remote-rematch-yes")
    second.app.handle("remote-rematch-no")
    net.run()
    assert host.app.shell.screen == "lobby" and "Bo ne rejoue pas" in unescape(host.html)
    assert 'data-invite="2"' in host.html  # the seat waits for someone else
    other = connect(net, host, 2, "other", {"name": "Cy"})
    assert host.app.shell.screen == "game" and host.app.session.game.game_id == "glukz"
    play_out(net, host, [first, other], rng)
    assert verdict(first) == "yes" and verdict(other) == "yes"
