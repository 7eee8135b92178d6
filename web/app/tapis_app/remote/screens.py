"""The App's part for tables with friends on their own devices (issue 25): the host's lobby and
invitations, a guest joining from an invitation, the messages between them, the seats that go
away and come back, table phrases, and the end's verification.

The page's WebRTC lives in js/peer.js; the App reaches it only through ``host.peer_*`` (dom.py)
and hears it through ``on_peer(kind, peer, data)``: "open", "message", "closed", "failed",
"refused". Peers are named by seat on the host ("1", "2"…) and "host" on a guest.
"""

import json

import pyengine
from pyengine.core import BadOptions, IllegalAction, i18n

from .. import wordlists
from ..html import attrs, button, esc, join, tag
from ..session import Session
from ..text import t
from ..views import has_view
from . import protocol, qr
from . import text as _text  # noqa: F401  (registers the remote.* sentences)
from .guest import GuestTable, invitation_text, read_invitation
from .host import HostTable

INVITE_MINUTES = 5  # js/peer.js refuses an answer to an older offer (TapisPeer.OFFER_TTL_MS)
REPLY_MINUTES = 3  # a guest's reply waits this long to be applied (TapisPeer.REPLY_WAIT_MS)
# « Jouer à distance »: one public STUN server tells each device its public address. It sees the
# two addresses, never the game (which goes straight between the devices, encrypted).
STUN_SERVER = "stun:stun.l.google.com:19302"
GUEST_RECORD = "remote."  # + table id: a guest's seat token, secret and witness
HOSTING = "remote.hosting"  # the host's table in progress: its address, its lobby or its save


class RemoteMixin:
    remote_host: HostTable | None = None
    remote_guest: GuestTable | None = None
    guest_reply: str | None = None  # the reply code a guest shows (seat.code)
    guest_lost: str | None = None  # why a guest's link to the host is down ("closed", "failed")
    phrases: list = []  # [(seat, phrase)] said at the table, newest last
    guest_offer: dict | None = None  # the host's hello for a new game with the same friends, to accept

    # ---------------------------------------------------------------- both sides
    def distance(self) -> bool:
        return self.store.setting("remote.distance") == "on"

    def stun(self) -> str | None:
        return STUN_SERVER if self.distance() else None

    def link_role(self) -> str:
        if self.remote_host is not None:
            return "host"
        return "guest" if self.remote_guest is not None else "alone"

    def peers_here(self) -> int:
        return len(self.remote_host.here()) if self.remote_host else 0

    def on_peer(self, kind: str, peer: str, data: str) -> bool:
        """An event of the page's WebRTC (js/peer.js). True when the screen must be drawn again
        (a message refused, ignored or answering a question changes nothing on it: issue 45)."""
        if self.remote_host is not None:
            return self.host_peer_event(kind, peer, data) is not False
        if self.remote_guest is not None and peer == "host":
            return self.guest_peer_event(kind, data) is not False
        return False

    def remote_act(self, act: str, arg: str) -> bool:
        """The clicks of this part (App._handle asks it first for acts starting with 'remote-')."""
        if act == "remote-reply":
            self.apply_reply(_field(arg, "reply"))
        elif act == "remote-invite":
            if self.remote_host and arg.isdigit() and int(arg) in self.remote_host.guests:
                self.make_invite(int(arg))
        elif act == "remote-distance":
            self.store.set_setting("remote.distance", "off" if self.distance() else "on")
            if self.remote_host:  # the invitations not yet answered are made again with the new setting
                for seat in self.remote_host.away():
                    self.make_invite(seat)
                self.shell.message = ("info", t("remote.distance.remade", self.lang))
            elif self.remote_guest and self.remote_guest.invitation and not self.remote_guest.table_id:
                self.answer_invitation()  # the reply made again, the same way as the host's
        elif act == "remote-join":
            self.open_invitation(_field(arg, "invite"))
        elif act == "remote-name":  # typed: no drawing here, the others are told
            self.rename(protocol.clean_name(_field(arg, "value")))
            return False
        elif act == "remote-scan":  # the camera reads a reply (host) or an invitation (guest)
            self.scan_code(arg)
        elif act == "remote-say":
            self.say(arg)
        elif act == "remote-stand-in":
            self.toggle_stand_in(arg)
        elif act == "remote-give":  # « Redonner la place »: the seat to the next device that joins it
            if self.remote_host and arg.isdigit() and int(arg) in self.remote_host.guests:
                self.give_seat_again(int(arg))
        elif act == "remote-rematch":  # « Rejouer avec les mêmes amis » (arg: another game's id, or "")
            self.rematch(arg or None)
        elif act in ("remote-rematch-yes", "remote-rematch-no"):
            self.answer_rematch(act == "remote-rematch-yes")
        elif act == "remote-undo":  # ask to take one's last move back
            self.ask_undo()
        elif act in ("remote-undo-yes", "remote-undo-no"):
            self.answer_undo(act == "remote-undo-yes")
        else:
            return False
        return True

    # ---------------------------------------------------------------- the host
    def open_remote_table(self, game_id: str, seats: list[dict], options: dict, link: str | None = None) -> None:
        """A table with friends on their own devices: the lobby with an invitation per friend's
        seat, until every friend has joined; then the deal, from everyone's secrets. ``link``:
        the address it was opened from (opened again, it comes back to this table)."""
        try:  # the table's set-up checked now, not once the friends have come
            pyengine.new_game(game_id, players=len(seats), seed=0, options=options)
        except BadOptions as error:
            self.shell.message = ("error", t("ui.error.start", self.lang, reason=error.message(self.lang)))
            return
        table_id = f"{self.random.randrange(16**12):012x}"
        self.leave_remote()
        self.remote_host = HostTable(game_id, len(seats), options, [dict(s) for s in seats], table_id)
        self.remote_host.link = link
        qr.wanted = True  # the QR codes drawn the moment the invitations are ready (issue 46)
        self.open_lobby()

    def open_lobby(self) -> None:
        self.shell.screen, self.shell.overlay, self.shell.message, self.session = "lobby", None, None, None
        self.keep_hosting()
        for seat in self.remote_host.guests:
            self.make_invite(seat)

    # ---- a reload never loses a table: what the host's device keeps of it (issue 46)
    def keep_hosting(self) -> None:
        """What a reload needs to come back to this table: its address, and its lobby (before the
        deal) or its save (after; the save holds the table)."""
        table = self.remote_host
        if table is None:
            return
        session = self.remote_session()
        if session is not None and session.game.is_over():
            self.store.storage.remove(self.store.prefix + HOSTING)
            return
        record = {"link": table.link, "save": session.save_id if session else None,
                  "lobby": None if session else table.lobby_record()}
        self.store.set_setting(HOSTING, json.dumps(record))

    def resume_hosting(self, link: str | None) -> bool:
        """The table this device was hosting, if it was opened from the same address (``link``;
        None: from the set-up): its game resumes, or its lobby opens again, and it says so; the
        friends' fresh invitations bring them back. False when there is none to resume."""
        record = _json(self.store.setting(HOSTING))
        if not isinstance(record, dict) or record.get("link") != link:
            return False
        save_id = record.get("save")
        if isinstance(save_id, str) and self.store.has_game(save_id):
            self.resume(save_id, quiet=True)
            if self.remote_session() is None or self.session.game.is_over():
                return False
        elif record.get("lobby") is not None:
            table = HostTable.from_lobby(record["lobby"])
            if table is None:
                return False
            self.leave_remote()
            self.remote_host = table
            self.open_lobby()
        else:
            return False
        self.shell.message = ("info", t("remote.resumed", self.lang))
        return True

    def make_invite(self, seat: int) -> None:
        table = self.remote_host
        table.invites.pop(seat, None)
        table.replied.pop(seat, None)
        distance = self.distance()

        def done(code, error):
            if self.remote_host is not table:
                return
            if error:
                self.shell.message = ("error", t("remote.invite.webrtc" if error == "no-webrtc" else "remote.invite.failed",
                                           self.lang, reason=error))
            else:
                table.invites[seat] = (code, self.host.clock(), distance)
            self.refresh()

        if self.host.has_webrtc():
            self.host.peer_offer(str(seat), self.stun(), done)

    def invite_link(self, seat: int) -> str:
        code, _made, distance = self.remote_host.invites[seat]
        return f"{self.host.base_url()}#j={invitation_text(seat, code, distance)}"

    def invite_minutes_left(self, seat: int) -> int:
        """Whole minutes an invitation still waits for its reply (0: expired)."""
        _code, made, _distance = self.remote_host.invites[seat]
        left = INVITE_MINUTES * 60 - (self.host.clock() - made)
        return max(0, -int(-left // 60)) if left > 0 else 0

    def invite_wait(self) -> float | None:
        """Seconds until an invitation's countdown changes (the lobby is drawn again then)."""
        table = self.remote_host
        if table is None:
            return None
        waits = []
        for seat, (_code, made, _distance) in table.invites.items():
            left = INVITE_MINUTES * 60 - (self.host.clock() - made)
            if left > 0 and not table.guests[seat].here:
                waits.append(left % 60 or 60)
        return min(waits) + 0.05 if waits else None

    def apply_reply(self, text: str) -> None:
        table = self.remote_host
        if "#j=" in text:  # an invitation's link (replies are bare codes): the host's own, pasted back
            self.shell.message = ("error", t("remote.reply.own", self.lang))
            return
        parsed = read_invitation(text)  # (a reply has an invitation's form: <seat>.<code>)
        if table is None or parsed is None or parsed.seat not in table.guests:
            self.shell.message = ("error", t("remote.reply.bad", self.lang))
            return
        seat, code = parsed.seat, parsed.code
        table.replies += 1  # (the field is drawn empty again: a phone's paste would add to the old text)
        if table.guests[seat].here:
            self.shell.message = ("error", t("remote.reply.seated", self.lang, name=self.seat_label(seat)))
            return

        def done(error):
            if self.remote_host is not table:
                return
            if error:
                known = ("expired", "no-invite", "own-invite")
                self.shell.message = ("error", t(f"remote.reply.{error}" if error in known else "remote.reply.bad",
                                           self.lang))
                if error == "expired":
                    self.make_invite(seat)
            elif not table.guests[seat].here:  # (the channel may have opened before this answer came)
                table.replied[seat] = self.host.clock()
                self.shell.message = ("info", t("remote.reply.connecting", self.lang, name=self.seat_label(seat)))
            self.refresh()

        self.shell.message = None
        self.host.peer_accept(str(seat), code, done)

    def failure_sentence(self, seat: int) -> str:
        """Why a friend's connection did not come, as far as this device can tell: a reply
        applied after the friend's device stopped waiting, or the networks (with or without
        « Jouer à distance »)."""
        table = self.remote_host
        invite = table.invites.get(seat)
        applied = table.replied.get(seat)
        name = self.seat_label(seat)
        if invite and applied is not None and applied - invite[1] > REPLY_MINUTES * 60:
            return t("remote.connect.late", self.lang, name=name, minutes=REPLY_MINUTES)
        return t("remote.connect.failed.distance" if invite and invite[2] else "remote.connect.failed",
                 self.lang, name=name)

    def rename(self, name: str) -> None:
        """The name typed on this device (remembered for the next tables): a guest's goes to the
        host until the deal; the host's own names its seat until the deal."""
        self.store.set_setting("remote.name", name)
        if self.remote_guest is not None:
            self.remote_guest.name = name
            if self.remote_guest.token and not self.remote_guest.started:
                self.host.peer_send("host", protocol.dumps("name", name=name))
        table = self.remote_host
        if table is not None and not table.started and table.host_seat() is not None:
            table.seats[table.host_seat()]["name"] = table.fair_name(table.host_seat(), name)
            self.keep_hosting()
            for other in table.here():
                self.host.peer_send(str(other), table.lobby())

    # ---- the same friends, another game (issue 46)
    def rematch(self, game_id: str | None = None) -> None:
        """A new game with the same friends over the channels still open: a new table (its own
        secrets and commitments, fair.py) whose hello each friend's device shows as an offer to
        accept; a friend no longer linked gets an invitation. ``game_id``: another game for the
        same seats (None: the same game and variants)."""
        old, session = self.remote_host, self.remote_session()
        if old is None or session is None or not session.game.is_over():
            return
        game_id = game_id if game_id in pyengine.GAMES else old.game_id
        options = dict(old.options) if game_id == old.game_id else \
            wordlists.with_words_language(game_id, {}, self.lang)
        lang = wordlists.missing(options)
        if lang:  # (main.bot_loop fetches the word list, then comes back here: words_fetched)
            self.shell.waiting_words = ("rematch", (game_id,), lang)
            self.shell.message = ("info", t("lexicon.loading", self.lang))
            return
        try:
            pyengine.new_game(game_id, players=old.players, seed=0, options=options)
        except BadOptions as error:
            self.shell.message = ("error", t("ui.error.start", self.lang, reason=error.message(self.lang)))
            return
        carried = old.here()
        table = HostTable(game_id, old.players, options, [dict(seat) for seat in old.seats],
                          f"{self.random.randrange(16**12):012x}")
        table.link = old.link
        for seat, guest in table.guests.items():
            guest.name = old.guests[seat].name
        self.remote_host, self.session, self.view, self.replay = table, None, None, None
        self.shell.screen, self.shell.overlay = "lobby", None
        self.keep_hosting()
        qr.wanted = True
        for seat in table.guests:
            if seat in carried:  # (its channel stays: its device is asked, no invitation needed)
                self.host.peer_send(str(seat), table.hello(seat))
            else:
                self.make_invite(seat)
        self.shell.message = ("info", t("remote.rematch.sent", self.lang, game=pyengine.GAMES[game_id].title))

    def rematch_games(self) -> list:
        """The games the same seats can play (for « Autre jeu avec les mêmes amis »)."""
        table = self.remote_host
        return [info for info in pyengine.GAMES.values() if table.players in info.players and has_view(info.id)]

    def answer_rematch(self, yes: bool) -> None:
        """A friend's device answers the host's offer of a new game at the same table."""
        offer, self.guest_offer = self.guest_offer, None
        guest = self.remote_guest
        if offer is None or guest is None:
            return
        if not yes:
            self.host.peer_send("host", protocol.dumps("decline"))
            self.shell.message = ("info", t("remote.rematch.declined.you", self.lang))
            return
        name = guest.name
        self.remote_guest = GuestTable(offer["seat"], name, recall=guest.recall)
        self.session, self.view, self.replay = None, None, None
        self.shell.screen, self.shell.overlay, self.shell.message = "join", None, None
        what, _detail = self.remote_guest.receive(json.dumps(offer), self.host.clock())
        if what == "hello":
            self.host.peer_send("host", self.remote_guest.join())

    def give_seat_again(self, seat: int) -> None:
        """A friend's device lost what it kept (or the friend changed phones): the seat goes to
        the next device that joins it, and the former device's token opens it no more."""
        table = self.remote_host
        if table.guests[seat].here:
            return
        if table.give_again(seat):  # a new round of secrets before the deal: everyone commits again
            for other in table.here():
                self.host.peer_send(str(other), table.hello(other))
        if not self.host.peer_send(str(seat), table.hello(seat)):  # (a device refused a moment ago is greeted again)
            self.make_invite(seat)
        if self.session is not None:
            self.session.revision += 1
            self.save()
        self.keep_hosting()
        self.shell.message = ("info", t("remote.given", self.lang, n=seat + 1))

    def seat_label(self, seat: int) -> str:
        table = self.remote_host
        if self.session is not None:
            return self.seat_name(self.session, seat)
        name = table.guests[seat].name if seat in table.guests else table.seats[seat].get("name")
        return name or t("remote.name.friend", self.lang, n=seat + 1)

    def host_peer_event(self, kind: str, peer: str, data: str) -> bool:
        """False when nothing on this screen changed."""
        table = self.remote_host
        if not peer.isdigit() or int(peer) not in table.guests:
            return False
        seat = int(peer)
        if kind == "open":
            table.invites.pop(seat, None)
            self.host.peer_send(peer, table.connected(seat))
        elif kind in ("closed", "failed"):
            was_here = table.guests[seat].here
            sentence = self.failure_sentence(seat) if kind == "failed" and not was_here else None
            table.disconnected(seat)
            if was_here:  # (the table's strip says who is away, with a new invitation)
                self.host.announce(t("remote.left", self.lang, name=self.seat_label(seat)))
                self.broadcast()
            elif sentence:
                self.shell.message = ("error", sentence)
            self.make_invite(seat)  # a fresh invitation is ready for the seat (its last one is spent)
        elif kind == "refused":  # too big, not text, too many: said to the guest, nothing done
            self.host.peer_send(peer, protocol.dumps("refused", key=f"remote.bad.{data or 'format'}", params={}))
            return False
        elif kind == "message":
            return self.host_receive(seat, data)
        return True

    def remote_session(self) -> Session | None:
        session = self.session
        return session if session is not None and self.remote_host is not None and \
            session.remote is self.remote_host else None

    def host_receive(self, seat: int, text: str) -> bool:
        """A guest's message. False when it changed nothing on this screen (refused, ignored, a
        question answered, a state sent again): then nothing is drawn."""
        table = self.remote_host
        session = self.remote_session()
        game = session.game if session else None
        what, detail = table.receive(seat, text, self.host.clock(), game)
        send = lambda message: self.host.peer_send(str(seat), message)  # noqa: E731
        if what == "refuse":
            send(protocol.dumps("refused", key=detail, params={}))
            return detail == "remote.seat.taken"  # (the host is offered to give the seat again)
        if what == "hello":
            send(table.hello(seat))
        elif what == "joined":
            send(detail)
            self.shell.message = ("info", t("remote.joined", self.lang, name=self.seat_label(seat)))
            self.host.announce(self.shell.message[1])
            if session is not None:
                send(table.listing())  # (a friend back, or taking a seat over: the deal's list)
                if self.shell.overlay == "remote" and not table.away():
                    self.shell.overlay = None  # everyone is back: the invitations give way to the table
                session.revision += 1  # (the save keeps the seat's token and name)
                self.save()
                self.broadcast()
            else:
                self.keep_hosting()
                self.lobby_news()
        elif what == "name":
            self.keep_hosting()
            self.lobby_news()
        elif what == "decline":  # a friend does not play again: the seat is open to an invitation
            self.shell.message = ("info", t("remote.rematch.declined", self.lang, name=self.seat_label(seat)))
            self.make_invite(seat)
        elif what == "secret":
            if table.joined_all():
                self.begin_remote()
            else:
                self.keep_hosting()
                self.lobby_news()
        elif what == "act":
            return self.remote_play(seat, detail)
        elif what == "ask":
            query_id, query, args = detail
            send(table.answer(seat, game, query_id, query, args))
            return False
        elif what == "say":
            self.say_at_table(seat, detail)
        elif what == "undo":
            self.undo_asked(seat)
        elif what == "undo-answer":
            self.undo_answered(seat, detail)
        elif what == "sync":
            for message in table.state(seat, game) if session is not None else ():
                send(message)
            return False
        else:
            return False
        return True

    def lobby_news(self) -> None:
        """Before the deal: each friend here is told who is there, and once every friend has
        committed, the list of commitments (they answer with their secrets: fair.py)."""
        table = self.remote_host
        listing = table.listing() if table.committed_all() else None
        for other in table.here():
            self.host.peer_send(str(other), table.lobby())
            if listing and table.guests[other].listed != table.round:
                table.guests[other].listed = table.round
                self.host.peer_send(str(other), listing)

    def begin_remote(self) -> None:
        """Every friend has joined: the deal, from the host's secret and every guest's."""
        table = self.remote_host
        seats = [dict(s, name=table.guests[i].name) if i in table.guests else s for i, s in enumerate(table.seats)]
        session = Session.new(table.game_id, seats, table.seed(), table.options, f"remote-{table.table_id}",
                              _now())
        table.seats = seats
        table.started = True
        session.remote = table
        self.enter(session)
        self.shell.message = ("info", t("remote.begun", self.lang))
        self.save()
        self.keep_hosting()
        self.broadcast()

    def remote_play(self, seat: int, action: dict) -> bool:
        """A guest's move, applied by this device's engine for the guest's own seat only. False
        when the engine refused it (the guest is told why; nothing here changed)."""
        session = self.remote_session()
        try:  # (the engine's own refusal, whatever the reason: the guest's end check replays it)
            events = session.apply(seat, action)
        except IllegalAction as error:
            self.host.peer_send(str(seat), protocol.dumps("refused", key=error.key, params=_plain(error.params)))
            return False
        self.after_action(events, seat)
        return True

    # ---------------------------------------------------------------- undo, with everyone's consent
    def ask_undo(self) -> None:
        if self.remote_guest is not None:
            self.host.peer_send("host", self.remote_guest.ask_undo())
            self.keep_guest_record()
            self.shell.message = ("info", t("remote.undo.asked", self.lang))
        elif self.remote_session() is not None:
            me = (self.session.humans() or [None])[0]
            if me is not None:
                self.undo_asked(me)

    def undo_asked(self, seat: int) -> None:
        """``seat`` asks to take its last move back: every other person must say yes (the people
        at this device once, each friend on their device); any move meanwhile cancels it."""
        table, session = self.remote_host, self.remote_session()
        if session is None or session.game.is_over() or table.undo is not None:
            return self.undo_refused(seat, "remote.undo.busy")
        if table.away():
            return self.undo_refused(seat, "remote.undo.away")
        people = session.humans() + list(table.guests)
        keep, reason = session.game.undo_target(seat, people)
        if keep is None:
            return self.undo_refused(seat, reason)
        waiting = set(table.guests) - {seat}
        if session.humans() and seat not in session.humans():
            waiting.add(-1)  # the people at this device
        table.undo = {"by": seat, "keep": keep, "waiting": waiting}
        if not waiting:
            return self.undo_done()
        for other in table.here():
            if other != seat:
                self.host.peer_send(str(other), protocol.dumps("undo-ask", by=seat, n=keep))
        if -1 not in waiting:
            self.shell.message = ("info", t("remote.undo.asked", self.lang))

    def undo_refused(self, seat: int, reason: str) -> None:
        if seat in self.remote_host.guests:
            self.host.peer_send(str(seat), protocol.dumps("refused", key=reason, params={}))
        else:
            self.shell.message = ("error", i18n.text(reason, self.lang))

    def answer_undo(self, yes: bool) -> None:
        if self.remote_guest is not None:
            self.host.peer_send("host", self.remote_guest.answer_undo(yes))
        elif self.remote_host is not None:
            self.undo_answered(-1, yes)

    def undo_answered(self, seat: int, yes: bool) -> None:
        table = self.remote_host
        if table.undo is None or seat not in table.undo["waiting"]:
            return
        if not yes:
            return self.undo_cancelled(seat)
        table.undo["waiting"].discard(seat)
        if not table.undo["waiting"]:
            self.undo_done()

    def undo_cancelled(self, refused_by: int | None = None) -> None:
        """No undo: someone said no, or the game moved on meanwhile."""
        table = self.remote_host
        if table is None or table.undo is None:
            return
        by, table.undo = table.undo["by"], None
        for other in table.here():
            self.host.peer_send(str(other), protocol.dumps("undo-end", ok=False, n=0, by=refused_by
                                                           if refused_by is not None and refused_by >= 0 else None))
        self.shell.message = ("info", t("remote.undo.no", self.lang))

    def undo_done(self) -> None:
        table, session = self.remote_host, self.remote_session()
        keep, by, table.undo = table.undo["keep"], table.undo["by"], None
        table.undos.append([len(session.game.actions), keep, by])  # (the reveal says every taking-back)
        meta = session.game.meta
        session.game = session.game.replay(keep)
        session.game.meta = meta
        session.revision += 1
        self.view.reset()
        self.save()
        self.broadcast()  # (the state first: the guests' sentence then stays on their screens)
        for other in table.here():
            self.host.peer_send(str(other), protocol.dumps("undo-end", ok=True, n=keep, by=by))
        self.shell.message = ("info", t("remote.undo.yes", self.lang))

    def broadcast(self) -> None:
        """Each guest here is sent its seat's state (and, once the game is over, the reveal)."""
        table, session = self.remote_host, self.remote_session()
        if table is None or session is None:
            return
        for seat in table.here():
            messages = table.state(seat, session.game)
            if session.game.is_over():
                messages += table.reveal(session.game)
            for message in messages:
                self.host.peer_send(str(seat), message)

    def toggle_stand_in(self, arg: str) -> None:
        """While a friend is away, a computer may play his seat (the host's choice) until he is back."""
        table, session = self.remote_host, self.remote_session()
        if not (table and session and arg.isdigit() and int(arg) in table.guests):
            return
        guest = table.guests[int(arg)]
        guest.stand_in = None if guest.stand_in else "normal"
        session.seats[int(arg)]["level"] = "normal"
        session.revision += 1
        self.save()

    def stand_in_movers(self) -> list[int]:
        """Away friends' seats a computer plays now (pacing.bot_to_act)."""
        table, session = self.remote_host, self.remote_session()
        if not table or not session:
            return []
        return [s for s in session.movers() if s in table.guests and not table.guests[s].here
                and table.guests[s].stand_in]

    def stood_in(self, seat: int) -> None:
        """A computer is about to play an away friend's seat: the reveal will say which moves."""
        table, session = self.remote_host, self.remote_session()
        if table and session and seat in table.guests:
            table.stood_in.append(len(session.game.actions))

    def resume_remote(self, session: Session) -> None:
        """The host's page reloaded (or crashed): the game resumes from its save and each friend
        gets a fresh invitation (their connections died with the page)."""
        self.remote_host = session.remote
        for seat in session.remote.guests:
            session.remote.guests[seat].here = False
            self.make_invite(seat)
        self.shell.overlay = "remote"  # the friends' new invitations, first thing

    # ---------------------------------------------------------------- the guest
    def open_invitation(self, text: str) -> None:
        """An invitation opened (its link, or pasted): answer the host's offer and show the reply."""
        parsed = read_invitation(text)
        if parsed is None:
            self.shell.message = ("error", t("remote.invite.bad", self.lang))
            return
        self.leave_remote()
        self.remote_guest = GuestTable(parsed.seat, self.store.setting("remote.name", "") or "",
                                       recall=lambda table: _json(self.store.setting(GUEST_RECORD + table)))
        self.remote_guest.invitation = parsed
        self.shell.screen, self.shell.overlay, self.shell.message, self.session = "join", None, None, None
        qr.wanted = True  # the reply's QR code drawn the moment the reply is ready (issue 46)
        self.answer_invitation()

    def answer_invitation(self) -> None:
        """The reply to the host's invitation, made « à distance » when the host plays so (the
        invitation says it) or this device was set so."""
        guest = self.remote_guest
        invitation = guest.invitation
        self.guest_reply, self.guest_lost = None, None
        if not self.host.has_webrtc():
            self.guest_lost = "no-webrtc"
            return

        def done(reply, error):
            if self.remote_guest is not guest or guest.invitation is not invitation:
                return
            if error:
                self.guest_lost = "bad"
                self.shell.message = ("error", t("remote.invite.bad", self.lang))
            else:
                self.guest_reply = invitation_text(invitation.seat, reply)
                guest.replied_at = self.host.clock()
            self.refresh()

        distance = invitation.distance or self.distance()
        self.host.peer_answer(invitation.code, STUN_SERVER if distance else None, done)
        guest.distance = distance

    def reply_minutes_left(self) -> int:
        """Whole minutes the guest's reply still waits for the host (0: no longer)."""
        guest = self.remote_guest
        if guest.replied_at is None:
            return REPLY_MINUTES
        left = REPLY_MINUTES * 60 - (self.host.clock() - guest.replied_at)
        return max(0, -int(-left // 60)) if left > 0 else 0

    def reply_wait(self) -> float | None:
        """Seconds until the guest's reply countdown changes (its screen is drawn again then)."""
        guest = self.remote_guest
        if guest is None or guest.replied_at is None or guest.table_id is not None or self.guest_lost:
            return None
        left = REPLY_MINUTES * 60 - (self.host.clock() - guest.replied_at)
        return (left % 60 or 60) + 0.05 if left > 0 else None

    def guest_peer_event(self, kind: str, data: str) -> bool:
        """False when nothing on this screen changed."""
        guest = self.remote_guest
        if kind == "open":
            self.guest_lost = None
        elif kind == "message":
            return self.guest_receive(data)
        elif kind in ("closed", "failed"):
            opened = guest.table_id is not None
            guest.lost_host()
            self.keep_guest_record()
            if guest.verified is None and self.guest_lost != "left":
                # (said once: on the table's strip, or on the join screen)
                self.guest_lost = "closed" if opened or kind == "closed" else \
                    "late" if data == "timeout" else "failed"
                self.host.announce(self.guest_lost_sentence())
        return True

    def guest_lost_sentence(self) -> str:
        """Why this device is not linked to the host, and what to do."""
        lost, guest = self.guest_lost, self.remote_guest
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

    def guest_receive(self, text: str) -> bool:
        """The host's message. False when it changed nothing on this screen."""
        guest = self.remote_guest
        send = lambda message: self.host.peer_send("host", message)  # noqa: E731
        what, detail = guest.receive(text, self.host.clock())
        if what == "hello":
            send(guest.join())
            return False
        if what == "seated":
            self.keep_guest_record()
            self.store.set_setting("remote.last", guest.table_id)
        elif what == "list":  # every commitment is in, this one among them: the secret goes out
            send(guest.reveal_secret())
            self.keep_guest_record()
        elif what == "offer":  # the host offers a new game with the same friends
            self.guest_offer = detail
            self.shell.result_closed = False  # (the offer is on the end panel)
            self.host.announce(self.rematch_sentence())
        elif what == "wrong-host":
            self.leave_remote(forget=False)  # (the seat this device holds at that table stays remembered)
            self.shell.screen, self.session, self.view = "picker", None, None
            self.shell.message = ("error", t("remote.wrong_host", self.lang))
        elif what == "state":
            self.guest_state()
        elif what == "refused":
            key = detail["key"] if i18n.has(detail["key"]) else "remote.refused"
            params = {k: v for k, v in _plain(detail["params"]).items() if isinstance(v, (str, int))}
            try:
                self.shell.message = ("error", i18n.text(key, self.lang, **params))
            except (KeyError, IndexError, ValueError):
                self.shell.message = ("error", t("remote.refused", self.lang))
            self.host.announce(self.shell.message[1])
            self.keep_guest_record()
        elif what == "said":
            self.phrases = (self.phrases + [detail])[-3:]
            seat, phrase = detail
            if self.session:
                self.host.announce(self.phrase_line(seat, phrase))
        elif what == "reveal":
            self.guest_revealed()
        elif what == "undo-end":
            ok, _keep = detail
            self.keep_guest_record()
            self.shell.message = ("info", t("remote.undo.yes" if ok else "remote.undo.no", self.lang))
        elif what == "bye":  # the host left the table: no invitation will come
            self.guest_lost = "left" if detail == "left" else "closed"
            self.host.announce(self.guest_lost_sentence())
        elif what not in ("lobby", "undo-ask", "answer"):
            if detail == "remote.bad.commitment":
                self.keep_guest_record()
            return what == "bad" and detail == "remote.bad.commitment"
        return True

    def guest_state(self) -> None:
        guest = self.remote_guest
        seats = []
        for index, seat in enumerate(guest.seats):
            if index == guest.seat:
                seats.append({"kind": "human", "name": ""})
            elif seat["kind"] == "bot":
                seats.append({"kind": "bot", "level": seat.get("level", "normal"), "name": ""})
            else:
                seats.append({"kind": "remote", "name": protocol.clean_name(seat.get("name")),
                              "role": "host" if seat["kind"] == "host" else "friend"})
        session = self.session
        if session is None or session.game is not guest.game:
            session = Session(guest.game, seats, f"guest-{guest.table_id}", _now())
            session.guest = True
            self.enter(session)
        else:
            session.seats = seats
            if session.revision != len(guest.game.actions):
                self.view.reset()
                self.shell.message = None if self.shell.message is not self.shell.lasting_message else self.shell.message
        session.revision = len(guest.game.actions)
        self.keep_guest_record()

    def guest_revealed(self) -> None:
        """The host revealed the game: checked here; verified, the whole game replaces the seat's
        view of it (the end panel, replay and review then work as on the host)."""
        guest, session = self.remote_guest, self.session
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
        ok, detail = self.remote_guest.verdict(self.host.clock())
        if not ok:
            return i18n.text(detail["key"], self.lang, **{k: v for k, v in detail.items() if k != "key"})
        sentence = t("remote.verify.ok", self.lang, n=detail["moves"])
        if detail.get("stand_in"):
            sentence += " " + t("remote.verify.stand_in", self.lang, n=detail["stand_in"])
        return sentence

    def keep_guest_record(self) -> None:
        """What this device keeps of its seat (a reload, a new invitation): only once seated, and
        never over a record the host has not yet proved it knows (guest.py)."""
        guest = self.remote_guest
        if guest and guest.table_id and guest.token and guest.candidate is None:
            self.store.set_setting(GUEST_RECORD + guest.table_id, json.dumps(guest.record()))

    def guest_send_action(self, action: dict) -> None:
        self.host.peer_send("host", self.remote_guest.act(action))
        self.keep_guest_record()

    def flush_questions(self) -> None:
        """The game's queries the screen asked while drawing (a word's price) go to the host."""
        if self.remote_guest is not None:
            for message in self.remote_guest.asks():
                self.host.peer_send("host", message)

    def leave_remote(self, forget: bool = True) -> None:
        if self.remote_host is not None:
            for seat in self.remote_host.guests:
                if self.remote_host.guests[seat].here:  # (friends told, not left waiting for an invitation)
                    self.host.peer_send(str(seat), protocol.dumps("bye", reason="left"))
                self.host.peer_close(str(seat))
        if self.remote_guest is not None:
            self.host.peer_close("host")
            if forget:
                self.store.storage.remove(self.store.prefix + "remote.last")
        self.remote_host, self.remote_guest, self.guest_reply, self.guest_lost = None, None, None, None
        self.phrases = []

    def scan_code(self, what: str) -> None:
        lang = self.lang

        def done(text, error):
            if error:
                if error != "closed":
                    self.shell.message = ("error", t(f"remote.scan.{error}" if error in ("no-camera", "denied", "frame")
                                                     else "remote.scan.failed", lang))
            elif what == "reply":
                self.apply_reply(text)
            else:
                self.open_invitation(text)
            self.refresh()

        self.host.scan(t("remote.scan.reply" if what == "reply" else "remote.scan.invite", lang), t("ui.close", lang),
                       done)

    # ---------------------------------------------------------------- phrases
    def say(self, phrase: str) -> None:
        if phrase not in protocol.PHRASES:
            return
        if self.remote_guest is not None:
            self.host.peer_send("host", protocol.dumps("say", phrase=phrase))
            self.phrases = (self.phrases + [(self.remote_guest.seat, phrase)])[-3:]
        elif self.remote_session() is not None:
            me = (self.session.humans() or [0])[0]
            self.say_at_table(me, phrase)

    def say_at_table(self, seat: int, phrase: str) -> None:
        """A table phrase (never free text): shown here and sent to every guest."""
        self.phrases = (self.phrases + [(seat, phrase)])[-3:]
        for other in self.remote_host.here():
            self.host.peer_send(str(other), protocol.dumps("said", seat=seat, phrase=phrase))
        if self.session:
            self.host.announce(self.phrase_line(seat, phrase))

    def phrase_line(self, seat: int, phrase: str) -> str:
        name = self.seat_name(self.session, seat) if self.session else str(seat + 1)
        return t("remote.said", self.lang, name=name, phrase=t(f"remote.phrase.{phrase}", self.lang))

    # ---------------------------------------------------------------- drawing
    def render_lobby(self) -> str:
        """The host's screen before the deal: its name, each friend's invitation (a QR code and its
        link, to copy or share), the field for their replies, who has joined."""
        table, lang = self.remote_host, self.lang
        info = pyengine.GAMES[table.game_id]
        rows = []
        for seat, entry in enumerate(table.seats):
            if seat not in table.guests:
                who = t("remote.lobby.here", lang) if entry["kind"] == "human" else \
                    t(f"ui.level.{entry.get('level', 'normal')}", lang)
                rows.append(tag("li", tag("strong", esc(t("ui.setup.seat", lang, n=seat + 1))) + " " + esc(who),
                                class_="lobby-seat"))
                continue
            rows.append(tag("li", self.render_remote_seat(seat), class_="lobby-seat lobby-seat--remote"))
        if not self.host.has_webrtc():  # (WebKitGTK, old browsers: nothing here can connect)
            return tag("div", join([tag("h1", esc(t("remote.lobby.title", lang, game=info.title))),
                                    tag("p", esc(t("remote.lobby.webrtc", lang)), class_="warning"),
                                    tag("div", button(esc(t("ui.back", lang)), "home", cls="btn btn--primary"),
                                        class_="setup-actions")]), class_="lobby setup")
        me = table.host_seat()
        name = self.render_name_field(table.seats[me].get("name") or "") if me is not None else ""
        parts = [tag("h1", esc(t("remote.lobby.title", lang, game=info.title))),
                 name,
                 tag("ol", "".join(rows), class_="lobby-seats"),  # (the codes first: what a camera points at)
                 tag("p", esc(t("remote.lobby.explain", lang, minutes=INVITE_MINUTES)), class_="hint"),
                 self.render_fingerprint(table.fingerprint()),
                 self.render_reply_form(),
                 self.render_network(),
                 tag("div", button(esc(t("ui.back", lang)), "home", cls="btn btn--ghost"), class_="setup-actions")]
        return tag("div", join(parts), class_="lobby setup")

    def render_name_field(self, name: str) -> str:
        """« Votre nom », on the host's lobby and a guest's screen until the deal (remembered)."""
        name = name or self.store.setting("remote.name", "") or ""
        return tag("label", esc(t("remote.join.name", self.lang)) +
                   f'<input type="text" class="field" maxlength="{protocol.NAME_LENGTH}" data-keep="true" id="remote-name"'
                   f'{attrs(value=name, data_input="remote-name", data_arg="name", autocomplete="nickname")}>',
                   class_="field-row")

    def render_copy(self, text: str, what: str, title: str = "") -> str:
        """« Copier » and, where the device has a share sheet, « Partager », for a link or a reply
        (ui.js does both in the tap itself)."""
        lang = self.lang
        out = f'<button type="button" class="btn btn--chip"{attrs(data_copy=text, data_done=t("remote.copied", lang), data_failed=t("remote.copy.failed", lang), data_role="copy-" + what)}>{esc(t("remote.copy", lang))}</button>'
        if self.host.can_share():
            out += f'<button type="button" class="btn btn--chip"{attrs(data_share=text, data_title=title or None, data_done=t("remote.copied", lang), data_role="share-" + what)}>{esc(t("remote.share", lang))}</button>'
        return tag("div", out, class_="copy-row")

    def table_fingerprint(self) -> str | None:
        """This table's fingerprint, on the host or a guest (None alone, or before the list)."""
        if self.remote_host is not None:
            return self.remote_host.fingerprint()
        return self.remote_guest.fingerprint() if self.remote_guest is not None else None

    def render_remote_seat(self, seat: int) -> str:
        table, lang = self.remote_host, self.lang
        guest = table.guests[seat]
        label = tag("strong", esc(t("ui.setup.seat", lang, n=seat + 1))) + " "
        if guest.here:
            return label + esc(t("remote.lobby.joined", lang, name=self.seat_label(seat)))
        status = esc(t("remote.lobby.waiting" if not guest.token else "remote.lobby.away", lang,
                       name=self.seat_label(seat)))
        if guest.token:  # a device holds the seat: it may be given to another (a lost phone, a new browser)
            status += tag("p", esc(t("remote.give.held" if guest.held else "remote.give.why", lang)) + " " +
                          button(esc(t("remote.give", lang)), "remote-give", str(seat), cls="btn btn--chip"),
                          class_="hint give-seat")
        if seat not in table.invites:
            return label + status + tag("p", esc(t("remote.invite.making", lang)), class_="hint")
        again = button(esc(t("remote.invite.new", lang)), "remote-invite", str(seat), cls="btn")
        left = self.invite_minutes_left(seat)
        if not left:  # expired: nothing to scan that would not work
            return label + status + tag("div", tag("p", esc(t("remote.invite.expired", lang))) + again,
                                        class_="invite invite--expired", data_invite=str(seat), data_expired="true")
        link = self.invite_link(seat)
        title = t("remote.invite.title", lang, game=pyengine.GAMES[table.game_id].title)
        return label + status + tag("div", join([
            tag("div", qr.svg(link, t("remote.invite.qr", lang, n=seat + 1)), class_="qr"),
            tag("div", join([
                tag("label", esc(t("remote.invite.link", lang)) +
                    f'<input type="text" readonly class="field field--wide"{attrs(value=link)}>'),
                self.render_copy(link, "invite", title),
                tag("p", esc(t("remote.invite.expires", lang, minutes=left)), class_="hint", data_minutes=str(left)),
                again]),
                class_="invite-text")]), class_="invite", data_invite=str(seat), data_link=link)

    def render_reply_form(self) -> str:
        lang, table = self.lang, self.remote_host
        field_id = f"reply-input-{table.replies}"  # (a new field after each reply: a paste never adds to the last)
        paste = f'<button type="button" class="btn"{attrs(data_paste="true", data_failed=t("remote.paste.failed", lang), data_role="reply-paste")}>{esc(t("remote.paste", lang))}</button>'
        return tag("form", tag("label", esc(t("remote.reply.label", lang)), for_=field_id) +
                   f'<input type="text" id="{field_id}" name="reply" class="field field--wide" autocomplete="off" spellcheck="false" data-keep="true"{attrs(data_role="reply-input", placeholder="1.AbC…")}>' +
                   tag("button", esc(t("remote.reply.apply", lang)), type="submit", class_="btn btn--primary",
                       data_role="reply-apply") + paste,
                   data_act="remote-reply", class_="inline-form reply-form") + \
            tag("p", button(esc(t("remote.scan.reply.button", lang)), "remote-scan", "reply", cls="btn"),
                class_="scan-row")

    def render_network(self) -> str:
        lang = self.lang
        guest = self.remote_guest
        on = self.distance() or bool(guest and guest.invitation and guest.invitation.distance)
        box = f'<input type="checkbox"{attrs(checked=on, data_act="remote-distance")}>'
        sentence = t("remote.distance.on" if on else "remote.distance.off", lang, server=STUN_SERVER)
        if guest is not None and guest.invitation and guest.invitation.distance:
            sentence = t("remote.distance.host", lang) + " " + sentence
        return tag("section", tag("label", box + " " + esc(t("remote.distance", lang)), class_="field-row field-row--check") +
                   tag("p", esc(sentence), class_="hint"), class_="network")

    def render_join(self) -> str:
        """The guest's screen until the deal: its name, the reply to show the host (to copy or
        share), then who is there."""
        guest, lang = self.remote_guest, self.lang
        parts = []
        if guest.table_id is None:
            parts.append(tag("h1", esc(t("remote.join.title", lang))))
            parts.append(self.render_name_field(guest.name))
            if self.guest_lost:
                parts.append(tag("p", esc(self.guest_lost_sentence()), class_="warning", data_lost=self.guest_lost))
            elif self.guest_reply is None:
                parts.append(tag("p", esc(t("remote.join.making", lang))))
            else:
                left = self.reply_minutes_left()
                parts.append(tag("p", esc(t("remote.join.show", lang, minutes=left)), data_minutes=str(left)))
                parts.append(tag("div", join([
                    tag("div", qr.svg(self.guest_reply, t("remote.join.qr", lang)), class_="qr"),
                    tag("label", esc(t("remote.join.code", lang)) +
                        f'<input type="text" readonly class="field field--wide"{attrs(value=self.guest_reply)}>'),
                    self.render_copy(self.guest_reply, "reply")]),
                    class_="invite", data_reply=self.guest_reply))
        else:
            info = pyengine.GAMES[guest.game_id]
            parts.append(tag("h1", esc(t("remote.join.joined", lang, game=info.title))))
            if not guest.started:
                parts.append(self.render_name_field(guest.name))
            names = []
            for index, seat in enumerate(guest.seats):
                name = t("ui.name.you", lang) if index == guest.seat else seat.get("name") or \
                    t("remote.name.host" if seat["kind"] == "host" else
                      f"ui.level.{seat.get('level', 'normal')}" if seat["kind"] == "bot" else "remote.name.friend",
                      lang, n=index + 1)
                names.append(tag("li", esc(name)))
            parts.append(tag("ol", "".join(names), class_="lobby-seats"))
            if self.guest_lost:
                parts.append(tag("p", esc(self.guest_lost_sentence()), class_="warning", data_lost=self.guest_lost))
            else:
                parts.append(tag("p", esc(t("remote.join.wait", lang))))
            parts.append(self.render_fingerprint(guest.fingerprint()))
        if self.guest_lost != "no-webrtc":
            parts.append(self.render_network())
        parts.append(tag("div", button(esc(t("remote.leave", lang)), "home", cls="btn btn--ghost"), class_="setup-actions"))
        return tag("div", join(parts), class_="lobby setup")

    def render_remote_bar(self) -> str:
        """Over a table with friends on their devices: who is away (with a fresh invitation, and
        the choice of a computer playing for them meanwhile), the last table phrases, and the
        phrases one may say."""
        lang = self.lang
        bits = []
        table = self.remote_host
        if table is not None and self.remote_session() is not None and not self.session.game.is_over():
            for seat in table.away():
                guest = table.guests[seat]
                stand = button(esc(t("remote.stand_in.stop" if guest.stand_in else "remote.stand_in", lang)),
                               "remote-stand-in", str(seat), cls="btn btn--chip")
                give = button(esc(t("remote.give", lang)), "remote-give", str(seat), cls="btn btn--chip") \
                    if guest.held else ""  # (a device asks for the seat its former device holds)
                bits.append(tag("div", tag("p", esc(t("remote.away", lang, name=self.seat_label(seat)))) +
                                button(esc(t("remote.reinvite", lang)), "remote", cls="btn btn--chip") + stand + give,
                                class_="message message--info remote-away", role="status"))
        if self.remote_guest is not None and self.guest_lost == "left" and self.session is not None \
                and self.remote_guest.verdict(self.host.clock()) is None:
            bits.append(tag("div", tag("p", esc(self.guest_lost_sentence())) +
                            button(esc(t("remote.leave", lang)), "home", cls="btn btn--chip"),
                            class_="message message--error remote-away", role="status", data_lost="left"))
        elif self.remote_guest is not None and self.guest_lost and self.session is not None \
                and self.remote_guest.verified is None:
            bits.append(tag("div", tag("p", esc(self.guest_lost_sentence())) +
                            tag("form", f'<input type="text" name="invite" class="field" autocomplete="off" data-keep="true" id="reinvite"{attrs(aria_label=t("remote.join.paste", lang), placeholder=t("remote.join.paste", lang))}>' +
                                tag("button", esc(t("remote.join.go", lang)), type="submit", class_="btn btn--chip"),
                                data_act="remote-join", class_="inline-form") +
                            button(esc(t("remote.scan.invite.button", lang)), "remote-scan", "invite", cls="btn btn--chip"),
                            class_="message message--error remote-away", role="status"))
        asker = None
        if table is not None and table.undo is not None and -1 in table.undo["waiting"]:
            asker = table.undo["by"]
        elif self.remote_guest is not None and self.remote_guest.undo_ask not in (None, self.remote_guest.seat):
            asker = self.remote_guest.undo_ask
        if asker is not None and self.session is not None:
            bits.append(tag("div", tag("p", esc(t("remote.undo.ask", lang, name=self.seat_name(self.session, asker)))) +
                            button(esc(t("remote.undo.accept", lang)), "remote-undo-yes", cls="btn btn--chip") +
                            button(esc(t("remote.undo.refuse", lang)), "remote-undo-no", cls="btn btn--chip"),
                            class_="message message--info remote-away", role="alertdialog", data_undo_ask=str(asker)))
        if self.phrases and self.session is not None:
            seat, phrase = self.phrases[-1]
            bits.append(tag("p", esc(self.phrase_line(seat, phrase)), class_="table-phrase", role="status"))
        return join(bits)

    def render_phrases(self) -> str:
        """The table phrases (instead of free chat), for the menu."""
        if self.link_role() == "alone":
            return ""
        lang = self.lang
        return tag("div", "".join(button(esc(t(f"remote.phrase.{p}", lang)), "remote-say", p, cls="btn btn--chip")
                                  for p in protocol.PHRASES), class_="phrases", role="group",
                   aria_label=t("remote.phrases", lang)) + self.render_fingerprint(self.table_fingerprint())

    def render_invites_panel(self) -> str:
        """The host's invitations during the game (a friend away, or still to come back)."""
        table = self.remote_host
        if table is None:
            return ""
        rows = [tag("li", self.render_remote_seat(seat), class_="lobby-seat lobby-seat--remote") for seat in table.guests]
        return tag("ol", "".join(rows), class_="lobby-seats") + self.render_fingerprint(table.fingerprint()) + \
            self.render_reply_form() + self.render_network()

    def render_verification(self) -> str:
        """On a guest's end panel: whether the game checked out (or could not be checked), with
        the table's fingerprint to compare out loud."""
        guest = self.remote_guest
        if guest is None:  # (the host's own end panel: the fingerprint its friends compare)
            return self.render_fingerprint(self.remote_host.fingerprint()) if self.remote_host else ""
        verdict = guest.verdict(self.host.clock())
        print_ = self.render_fingerprint(guest.fingerprint())
        if verdict is None:
            return tag("p", esc(t("remote.verify.waiting", self.lang)), class_="hint", data_verified="waiting") + print_
        state = {True: "yes", False: "no", None: "unknown"}[verdict[0]]
        return tag("p", esc(self.verification_sentence()), class_="verified verified--" + state,
                   data_verified=state) + print_

    def rematch_sentence(self) -> str:
        offer = self.guest_offer
        host = next((seat.get("name") for seat in offer["seats"] if seat["kind"] == "host"), "") or \
            t("remote.name.host", self.lang)
        return t("remote.rematch.offer", self.lang, name=host, game=pyengine.GAMES[offer["game"]].title)

    def render_rematch(self) -> str:
        """At the end of a table with friends: on the host, « Rejouer avec les mêmes amis » and the
        other games the same seats can play; on a friend's device, the host's offer to accept."""
        lang = self.lang
        if self.guest_offer is not None:
            return tag("div", tag("p", esc(self.rematch_sentence())) +
                       button(esc(t("remote.rematch.yes", lang)), "remote-rematch-yes", cls="btn btn--primary") +
                       button(esc(t("remote.rematch.no", lang)), "remote-rematch-no", cls="btn"),
                       class_="rematch-offer", role="alertdialog", data_rematch_offer="true")
        if self.remote_session() is None:
            return ""
        table = self.remote_host
        others = "".join(button(esc(info.title), "remote-rematch", info.id, cls="btn btn--chip")
                         for info in self.rematch_games() if info.id != table.game_id)
        return tag("div", button(esc(t("remote.rematch", lang)), "remote-rematch", cls="btn btn--primary") +
                   (tag("p", esc(t("remote.rematch.other", lang)) + " " + others, class_="rematch-other")
                    if others else ""), class_="rematch")

    def render_fingerprint(self, fingerprint: str | None) -> str:
        """The table's fingerprint (fair.fingerprint), the same on every device of an honest table."""
        if not fingerprint:
            return ""
        return tag("p", esc(t("remote.fingerprint", self.lang)) + " " + tag("strong", esc(fingerprint), lang="zxx"),
                   class_="fingerprint hint", data_fingerprint=fingerprint)

    def reveal_wait(self) -> float | None:
        """Seconds until a guest's end check gives up waiting for the host's reveal (the page is
        drawn again then, saying the game could not be checked)."""
        guest = self.remote_guest
        return guest.reveal_due_in(self.host.clock()) if guest is not None else None


def _field(arg: str, name: str) -> str:
    """A form's field (forms send their fields as JSON), or the argument itself."""
    try:
        data = json.loads(arg)
    except (ValueError, TypeError):
        return arg or ""
    return str(data.get(name, "")) if isinstance(data, dict) else str(arg)


def _json(text):
    try:
        return json.loads(text) if isinstance(text, str) else None
    except (ValueError, RecursionError):
        return None


def _plain(params) -> dict:
    """A sentence's parameters as JSON-able values (an engine's may hold tuples)."""
    try:
        return json.loads(json.dumps(params if isinstance(params, dict) else {}, default=str))
    except (TypeError, ValueError):
        return {}


def _now() -> str:
    from ..saving import now_iso

    return now_iso()
