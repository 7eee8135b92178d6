"""A friend's side of the host's table (issue 25): an invitation opened and answered, the host's
messages read as a stranger's (guest.py checks them and keeps the witness), the table as the host
says it stands, this device's moves and questions sent, undo asked or agreed, the end's check
(fair.py), and the host's offer to play again. The page's WebRTC names the host's peer "host".
Its drawing is join.py."""

import json

import pyengine
from pyengine.core import i18n

from ..session import Session
from ..saving import now_iso
from ..text import t
from ..html import esc, tag
from . import protocol, qr
from . import text as _text  # noqa: F401  (registers the remote.* sentences)
from .guest import GuestTable, invitation_text, read_invitation
from .join import JoinDrawing
from .side import REPLY_MINUTES, STUN_SERVER, Side, field_of, plain, read_json

GUEST_RECORD = "remote."  # + table id: a guest's seat token, secret and witness


class GuestSide(Side):
    def __init__(self, services, screen):
        super().__init__(services, screen)
        self.guest: GuestTable | None = None
        self.reply: str | None = None  # the reply code shown to the host (seat.code)
        self.lost: str | None = None  # why the link to the host is down ("closed", "failed", "late", "left"…)
        self.offer: dict | None = None  # the host's hello for a new game with the same friends, to accept
        self.drawing = JoinDrawing(services, self)
        self.acts = {
            "remote-join": lambda arg: self.open_invitation(field_of(arg, "invite")),
            "remote-rematch-yes": lambda _arg: self.answer_rematch(True),
            "remote-rematch-no": lambda _arg: self.answer_rematch(False),
        }

    def fingerprint(self) -> str | None:
        return self.guest.fingerprint() if self.guest else None

    def leave(self, forget: bool = True) -> None:
        if self.guest is not None:
            self.host.peer_close("host")
            if forget:
                self.store.storage.remove(self.store.prefix + "remote.last")
        self.guest, self.reply, self.lost, self.offer, self.phrases = None, None, None, None, []

    def scanned(self, text: str) -> None:
        self.open_invitation(text)

    def distance_changed(self) -> None:
        """« Jouer à distance » ticked or not on the reply screen: the reply is made again."""
        if self.guest and self.guest.invitation and not self.guest.table_id:
            self.answer_invitation()

    def rename(self, name: str) -> None:
        """This device's name goes to the host until the deal."""
        if self.guest is not None:
            self.guest.name = name
            if self.guest.token and not self.guest.started:
                self.host.peer_send("host", protocol.dumps("name", name=name))

    def say(self, phrase: str) -> None:
        if phrase in protocol.PHRASES and self.guest is not None:
            self.host.peer_send("host", protocol.dumps("say", phrase=phrase))
            self.phrases = (self.phrases + [(self.guest.seat, phrase)])[-3:]

    def ask_undo(self, _arg=None) -> None:
        self.host.peer_send("host", self.guest.ask_undo())
        self.keep_record()
        self.shell.message = ("info", t("remote.undo.asked", self.lang))

    def answer_undo(self, yes: bool) -> None:
        self.host.peer_send("host", self.guest.answer_undo(yes))

    def render_end(self) -> str:
        """A friend's end panel: the verification, the fingerprint, the host's offer."""
        if self.guest is None:
            return ""
        return self.render_verification() + (self.drawing.render_offer() if self.offer is not None else "")

    def open_invitation(self, text: str) -> None:
        """An invitation opened (its link, or pasted): answer the host's offer and show the reply."""
        parsed = read_invitation(text)
        if parsed is None:
            self.shell.message = ("error", t("remote.invite.bad", self.lang))
            return
        self.screen.leave_remote()
        self.guest = GuestTable(parsed.seat, self.store.setting("remote.name", "") or "",
                                       recall=lambda table: read_json(self.store.setting(GUEST_RECORD + table)))
        self.guest.invitation = parsed
        self.screen.leave()
        self.shell.screen, self.shell.overlay, self.shell.message = "join", None, None
        qr.wanted = True  # the reply's QR code drawn the moment the reply is ready (issue 46)
        self.answer_invitation()

    def answer_invitation(self) -> None:
        """The reply to the host's invitation, made « à distance » when the host plays so (the
        invitation says it) or this device was set so."""
        guest = self.guest
        invitation = guest.invitation
        self.reply, self.lost = None, None
        if not self.host.has_webrtc():
            self.lost = "no-webrtc"
            return

        def done(reply, error):
            if self.guest is not guest or guest.invitation is not invitation:
                return
            if error:
                self.lost = "bad"
                self.shell.message = ("error", t("remote.invite.bad", self.lang))
            else:
                self.reply = invitation_text(invitation.seat, reply)
                guest.replied_at = self.host.clock()
            self.services.redraw()

        distance = invitation.distance or self.distance()
        self.host.peer_answer(invitation.code, STUN_SERVER if distance else None, done)
        guest.distance = distance

    def reply_minutes_left(self) -> int:
        """Whole minutes the guest's reply still waits for the host (0: no longer)."""
        guest = self.guest
        if guest.replied_at is None:
            return REPLY_MINUTES
        left = REPLY_MINUTES * 60 - (self.host.clock() - guest.replied_at)
        return max(0, -int(-left // 60)) if left > 0 else 0

    def reply_wait(self) -> float | None:
        """Seconds until the guest's reply countdown changes (its screen is drawn again then)."""
        guest = self.guest
        if guest is None or guest.replied_at is None or guest.table_id is not None or self.lost:
            return None
        left = REPLY_MINUTES * 60 - (self.host.clock() - guest.replied_at)
        return (left % 60 or 60) + 0.05 if left > 0 else None

    def on_peer(self, kind: str, data: str) -> bool:
        """False when nothing on this screen changed."""
        guest = self.guest
        if kind == "open":
            self.lost = None
        elif kind == "message":
            return self.receive(data)
        elif kind in ("closed", "failed"):
            opened = guest.table_id is not None
            guest.lost_host()
            self.keep_record()
            if guest.verified is None and self.lost != "left":
                # (said once: on the table's strip, or on the join screen)
                self.lost = "closed" if opened or kind == "closed" else \
                    "late" if data == "timeout" else "failed"
                self.host.announce(self.lost_sentence())
        return True

    def lost_sentence(self) -> str:
        """Why this device is not linked to the host, and what to do."""
        lost, guest = self.lost, self.guest
        if lost == "late":
            return t("remote.join.late", self.lang, minutes=REPLY_MINUTES)
        if lost == "left":
            return t("remote.host.left", self.lang)
        if lost == "no-webrtc":
            return t("remote.join.webrtc", self.lang)
        if lost == "failed":
            return t("remote.connect.failed.guest.distance" if guest.distance else "remote.connect.failed.guest",
                     self.lang)
        if lost == "bad":
            return t("remote.invite.bad", self.lang)
        return t("remote.host.lost", self.lang)

    def receive(self, text: str) -> bool:
        """The host's message. False when it changed nothing on this screen."""
        guest = self.guest
        send = lambda message: self.host.peer_send("host", message)  # noqa: E731
        what, detail = guest.receive(text, self.host.clock())
        if what == "hello":
            send(guest.join())
            return False
        if what == "seated":
            self.keep_record()
            self.store.set_setting("remote.last", guest.table_id)
        elif what == "list":  # every commitment is in, this one among them: the secret goes out
            send(guest.reveal_secret())
            self.keep_record()
        elif what == "offer":  # the host offers a new game with the same friends
            self.offer = detail
            self.screen.state.result_closed = False  # (the offer is on the end panel)
            self.host.announce(self.rematch_sentence())
        elif what == "wrong-host":
            self.screen.leave_remote(forget=False)  # (the seat this device holds at that table stays remembered)
            self.screen.leave()
            self.shell.screen = "picker"
            self.shell.message = ("error", t("remote.wrong_host", self.lang))
        elif what == "state":
            self.state()
        elif what == "refused":
            key = detail["key"] if i18n.has(detail["key"]) else "remote.refused"
            params = {k: v for k, v in plain(detail["params"]).items() if isinstance(v, (str, int))}
            try:
                self.shell.message = ("error", i18n.text(key, self.lang, **params))
            except (KeyError, IndexError, ValueError):
                self.shell.message = ("error", t("remote.refused", self.lang))
            self.host.announce(self.shell.message[1])
            self.keep_record()
        elif what == "said":
            self.heard(*detail)
        elif what == "reveal":
            self.revealed()
        elif what == "undo-end":
            ok, _keep = detail
            self.keep_record()
            self.shell.message = ("info", t("remote.undo.yes" if ok else "remote.undo.no", self.lang))
        elif what == "bye":  # the host left the table: no invitation will come
            self.lost = "left" if detail == "left" else "closed"
            self.host.announce(self.lost_sentence())
        elif what not in ("lobby", "undo-ask", "answer"):
            if detail == "remote.bad.commitment":
                self.keep_record()
            return what == "bad" and detail == "remote.bad.commitment"
        return True

    def state(self) -> None:
        guest = self.guest
        seats = []
        for index, seat in enumerate(guest.seats):
            if index == guest.seat:
                seats.append({"kind": "human", "name": ""})
            elif seat["kind"] == "bot":
                seats.append({"kind": "bot", "level": seat.get("level", "normal"), "name": ""})
            else:
                seats.append({"kind": "remote", "name": protocol.clean_name(seat.get("name")),
                              "role": "host" if seat["kind"] == "host" else "friend"})
        session = self.screen.session
        if session is None or session.game is not guest.game:
            session = Session(guest.game, seats, f"guest-{guest.table_id}", now_iso())
            session.guest = True
            self.screen.enter(session)
        else:
            session.seats = seats
            if session.revision != len(guest.game.actions):
                self.screen.view.reset()
                self.shell.message = None if self.shell.message is not self.shell.lasting_message else self.shell.message
        session.revision = len(guest.game.actions)
        self.keep_record()

    def revealed(self) -> None:
        """The host revealed the game: checked here; verified, the whole game replaces the seat's
        view of it (the end panel, replay and review then work as on the host)."""
        guest, session = self.guest, self.screen.session
        ok, _detail = guest.verified
        if ok and session is not None:
            game = guest.replayed
            game.meta = {"seats": session.seats}
            session.game = game
        self.store.storage.remove(self.store.prefix + "remote.last")
        self.shell.message = ("info" if ok else "error", self.verification_sentence())
        self.host.announce(self.shell.message[1])

    def verification_sentence(self) -> str:
        """What the end's check found, in a sentence (the guest's message and end panel)."""
        ok, detail = self.guest.verdict(self.host.clock())
        if not ok:
            return i18n.text(detail["key"], self.lang, **{k: v for k, v in detail.items() if k != "key"})
        sentence = t("remote.verify.ok", self.lang, n=detail["moves"])
        if detail.get("stand_in"):
            sentence += " " + t("remote.verify.stand_in", self.lang, n=detail["stand_in"])
        return sentence

    def keep_record(self) -> None:
        """What this device keeps of its seat (a reload, a new invitation): only once seated, and
        never over a record the host has not yet proved it knows (guest.py)."""
        guest = self.guest
        if guest and guest.table_id and guest.token and guest.candidate is None:
            self.store.set_setting(GUEST_RECORD + guest.table_id, json.dumps(guest.record()))

    def send_action(self, action: dict) -> None:
        """This device's move goes to the host's engine, which answers (unless the host is lost)."""
        if self.lost:
            self.shell.message = ("error", t("remote.host.lost", self.lang))
            return
        self.shell.message = None
        self.host.peer_send("host", self.guest.act(action))
        self.keep_record()

    def flush_questions(self) -> None:
        """The game's queries the screen asked while drawing (a word's price) go to the host."""
        if self.guest is not None:
            for message in self.guest.asks():
                self.host.peer_send("host", message)

    def answer_rematch(self, yes: bool) -> None:
        """A friend's device answers the host's offer of a new game at the same table."""
        offer, self.offer = self.offer, None
        guest = self.guest
        if offer is None or guest is None:
            return
        if not yes:
            self.host.peer_send("host", protocol.dumps("decline"))
            self.shell.message = ("info", t("remote.rematch.declined.you", self.lang))
            return
        name = guest.name
        self.guest = GuestTable(offer["seat"], name, recall=guest.recall)
        self.screen.leave()
        self.shell.screen, self.shell.overlay, self.shell.message = "join", None, None
        what, _detail = self.guest.receive(json.dumps(offer), self.host.clock())
        if what == "hello":
            self.host.peer_send("host", self.guest.join())

    def rematch_sentence(self) -> str:
        offer = self.offer
        host = next((seat.get("name") for seat in offer["seats"] if seat["kind"] == "host"), "") or \
            t("remote.name.host", self.lang)
        return t("remote.rematch.offer", self.lang, name=host, game=pyengine.GAMES[offer["game"]].title)

    def render_verification(self) -> str:
        """On a guest's end panel: whether the game checked out (or could not be checked), with
        the table's fingerprint to compare out loud."""
        guest = self.guest
        verdict = guest.verdict(self.host.clock())
        print_ = self.render_fingerprint(guest.fingerprint())
        if verdict is None:
            return tag("p", esc(t("remote.verify.waiting", self.lang)), class_="hint", data_verified="waiting") + print_
        state = {True: "yes", False: "no", None: "unknown"}[verdict[0]]
        return tag("p", esc(self.verification_sentence()), class_="verified verified--" + state,
                   data_verified=state) + print_

    def reveal_wait(self) -> float | None:
        """Seconds until a guest's end check gives up waiting for the host's reveal (the page is
        drawn again then, saying the game could not be checked)."""
        guest = self.guest
        return guest.reveal_due_in(self.host.clock()) if guest is not None else None
