"""Remote play at a real table (issue 46), in CPython through the in-memory devices: a host
reload never loses the table however it was opened, a challenge from a remote game, the
invitation carries « Jouer à distance », names, the rematch over the open channels."""

import json
import random
import re
from html import unescape

import pytest

from tapis_app.remote import fair
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
    table_id = host.app.remote_host.table_id
    net.close(host, "1")
    net.run()
    again = net.device("host2", params, storage=storage)
    assert again.app.shell.screen == "lobby" and again.app.remote_host.table_id == table_id
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
    assert again.app.shell.screen == "lobby" and again.app.remote_host.table_id == host.app.remote_host.table_id


def test_a_finished_tables_address_opens_a_new_table():
    storage = MemoryStorage()
    net = Net()
    host = net.device("host", LINK, storage=storage)
    guest = connect(net, host, 1, "guest")
    play_out(net, host, [guest], random.Random(3))
    old = host.app.remote_host.table_id
    again = net.device("host2", LINK, storage=storage)
    assert again.app.shell.screen == "lobby" and again.app.remote_host.table_id != old


def test_a_challenge_from_a_remote_games_end_gives_the_friends_seat_to_the_computer():
    net = Net()
    host = net.device("host", LINK)
    guest = connect(net, host, 1, "guest")
    play_out(net, host, [guest], random.Random(4))
    for device in (host, guest):  # (the guest's device knows the seed once the game is verified)
        device.app.handle("challenge")
        link = re.search(r'data-challenge-link[^>]*value="([^"]+)"', device.html).group(1)
        assert "seats=h%2Cnormal" in link.replace("&amp;", "&") or "seats=normal%2Ch" in link.replace("&amp;", "&")
