"""Devices linked in memory, for the remote-play tests: each App gets a FakeHost whose ``peer_*``
calls behave like js/peer.js (an invitation per seat, a reply per invitation, events "open",
"message", "closed"), delivered in order when the test runs the network (``Net.run``), so every
exchange is asynchronous as in a browser. ``Net.received[device]`` keeps every text a device's
page was handed, for the tests that look through it for secrets."""

import json
from collections import deque

from tapis_app.app import App

from .conftest import FakeHost


class Device(FakeHost):
    def __init__(self, net, name, storage=None):
        super().__init__(storage)
        self.net, self.name = net, name
        self.app: App | None = None

    def peer_offer(self, peer, stun, done):
        code = self.net.offer(self, peer)
        self.stun = stun  # (what the last invitation or reply was made with)
        self.net.later(lambda: done(code, None))

    def peer_accept(self, peer, code, done):
        self.net.later(lambda: done(self.net.accept(self, peer, code)))

    def peer_answer(self, code, stun, done):
        self.stun = stun
        self.answers = getattr(self, "answers", 0) + 1
        reply = self.net.answer(self, code)
        self.net.later(lambda: done(reply, None) if reply else done(None, "bad-code"))

    def peer_send(self, peer, text):
        return self.net.send(self, peer, text)

    def peer_close(self, peer):  # (a page's own close: what it sent before still arrives, as on a data channel)
        self.net.later(lambda: self.net.close(self, peer))

    def event(self, kind, peer, data=None):
        if kind == "message":
            self.net.received.setdefault(self.name, []).append(data)
        self.app.peer_event(kind, peer, data or "")


class Net:
    def __init__(self):
        self.queue = deque()
        self.offers = {}  # code -> (host device, seat peer)
        self.answers = {}  # reply code -> (guest device, offer code)
        self.links = {}  # (device, peer) -> (device, peer)
        self.received: dict[str, list[str]] = {}
        self.count = 0
        self.sent_bytes = 0
        self.sent_messages = 0
        self.devices: list[Device] = []
        self.tick = 0.06  # seconds of the devices' clocks per message delivered

    def device(self, name, params=None, storage=None) -> Device:
        device = Device(self, name, storage)
        self.devices.append(device)
        device.app = App(device, dict(params or {}))
        device.app.start()
        return device

    def later(self, fn):
        self.queue.append(fn)

    def run(self, limit=100_000):
        steps = 0
        while self.queue:
            self.queue.popleft()()
            steps += 1
            for device in self.devices:  # time passes as messages travel (a flood is many in one second)
                device.now += self.tick
            assert steps < limit, "the devices never stopped talking"

    def offer(self, host, peer):
        self.count += 1
        code = f"offer{self.count}"
        self.offers = {c: v for c, v in self.offers.items() if v != (host, peer)}
        self.close(host, peer)
        self.offers[code] = (host, peer)
        return code

    def answer(self, guest, code):
        if code not in self.offers:
            return None
        reply = f"reply{code[5:]}"
        self.answers[reply] = (guest, code)
        return reply

    def accept(self, host, peer, reply):
        if reply not in self.answers:
            return "bad-code"
        guest, code = self.answers.pop(reply)
        if self.offers.get(code) != (host, peer):
            return "no-invite"
        del self.offers[code]
        self.close(guest, "host")
        self.links[(host, peer)] = (guest, "host")
        self.links[(guest, "host")] = (host, peer)
        self.later(lambda: host.event("open", peer))
        self.later(lambda: guest.event("open", "host"))
        return None

    def send(self, device, peer, text):
        other = self.links.get((device, peer))
        if other is None:
            return False
        self.sent_bytes += len(text.encode())
        self.sent_messages += 1
        self.later(lambda: other[0].event("message", other[1], text) if self.links.get((device, peer)) == other
                   else None)
        return True

    def close(self, device, peer):
        other = self.links.pop((device, peer), None)
        if other is not None:
            self.links.pop(other, None)
            self.later(lambda: other[0].event("closed", other[1]))


def invitation(host: Device, seat: int) -> str:
    """The invitation link the host shows for ``seat`` (its data-link)."""
    import re

    found = re.search(rf'data-invite="{seat}"[^>]*data-link="([^"]+)"', host.html) or \
        re.search(rf'data-link="([^"]+)"[^>]*data-invite="{seat}"', host.html)
    assert found, f"no invitation for seat {seat} on the host's screen"
    return found.group(1).replace("&amp;", "&")


def reply(guest: Device) -> str:
    import re

    found = re.search(r'data-reply="([^"]+)"', guest.html)
    assert found, "no reply on the guest's screen"
    return found.group(1)


def connect(net: Net, host: Device, seat: int, name: str, params=None, storage=None) -> Device:
    """A friend opens the invitation for ``seat`` on a new device and the host applies the reply."""
    net.run()
    link = invitation(host, seat)
    guest = net.device(name, {"join": link.split("#", 1)[1], **(params or {})}, storage)
    if params and params.get("name"):
        guest.app.handle("remote-name", json.dumps({"arg": "name", "value": params["name"]}))
    net.run()
    host.app.handle("remote-reply", json.dumps({"reply": reply(guest)}))
    net.run()
    return guest
