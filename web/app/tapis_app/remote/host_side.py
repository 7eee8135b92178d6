"""The host's side of a table with friends on their own devices (issue 25): the lobby and its
invitations and replies, the lobby's commitments (fair.py), a friend's messages read as a
stranger's and answered, the deal, undo with everyone's consent, friends away and back, the
reveal at the end, playing again with the same friends, and what a reload keeps (issue 46).

The table itself is ``HostTable`` (plain Python, host.py); the page's WebRTC (js/peer.js) is
reached through ``host.peer_*`` (dom.py) and heard in ``on_peer``. Peers are named by seat
("1", "2"…). Its drawing is lobby.py."""

import json

import pyengine
from pyengine.core import BadOptions, IllegalAction, i18n

from .. import wordlists
from ..saving import now_iso
from ..session import Session
from ..text import t
from ..games import has_view
from . import protocol, qr
from . import text as _text  # noqa: F401  (registers the remote.* sentences)
from .host import HostTable
from .invitations import Invitations
from .lobby import LobbyDrawing
from .side import Side, field_of, plain, read_json

HOSTING = "remote.hosting"  # the host's table in progress: its address, its lobby or its save


class HostSide(Side):
    def __init__(self, services, screen):
        super().__init__(services, screen)
        self.table: HostTable | None = None
        self.drawing = LobbyDrawing(services, self)
        self.invitations = Invitations(services, self)
        self.acts = {
            "remote-reply": lambda arg: self.invitations.apply_reply(field_of(arg, "reply")),
            "remote-invite": lambda arg: self.for_seat(arg, self.invitations.make),
            "remote-give": lambda arg: self.for_seat(arg, self.give_seat_again),  # « Redonner la place »
            "remote-stand-in": self.toggle_stand_in,
            "remote-rematch": lambda arg: self.rematch(arg or None),  # « Rejouer avec les mêmes amis »
        }

    def for_seat(self, arg: str, then) -> None:
        if self.table and arg.isdigit() and int(arg) in self.table.guests:
            then(int(arg))

    def invite_wait(self) -> float | None:
        return self.invitations.invite_wait()

    def peers_here(self) -> int:
        return len(self.table.here()) if self.table else 0

    def adopt(self, session) -> None:
        """A saved game of a table with friends: its table read back from the save (checked like
        the rest of it); when it cannot be, its friends cannot come back and computers take their
        seats."""
        session.remote = HostTable.from_meta(session.remote_meta, session.game)
        session.remote_meta = None
        if session.remote is None:
            for seat in session.seats:
                if seat["kind"] == "remote":
                    seat.update(kind="bot", level="normal")

    def fingerprint(self) -> str | None:
        return self.table.fingerprint() if self.table else None

    def leave(self) -> None:
        """The host leaves the table: each friend here is told (not left waiting), every channel closed."""
        if self.table is not None:
            for seat in self.table.guests:
                if self.table.guests[seat].here:
                    self.host.peer_send(str(seat), protocol.dumps("bye", reason="left"))
                self.host.peer_close(str(seat))
        self.table, self.phrases = None, []

    def scanned(self, text: str) -> None:
        self.invitations.apply_reply(text)

    def distance_changed(self) -> None:
        """« Jouer à distance » ticked or not: the invitations not yet answered are made again."""
        if self.table:
            for seat in self.table.away():
                self.invitations.make(seat)
            self.shell.message = ("info", t("remote.distance.remade", self.lang))

    def rename(self, name: str) -> None:
        """The host's own name names its seat until the deal (the friends see it)."""
        table = self.table
        if table is not None and not table.started and table.host_seat() is not None:
            table.seats[table.host_seat()]["name"] = table.fair_name(table.host_seat(), name)
            self.keep_hosting()
            for other in table.here():
                self.host.peer_send(str(other), table.lobby())

    def say(self, phrase: str) -> None:
        if phrase in protocol.PHRASES and self.remote_session() is not None:
            self.said((self.screen.session.humans() or [0])[0], phrase)

    def ask_undo(self, _arg=None) -> None:
        if self.remote_session() is not None:
            me = (self.screen.session.humans() or [None])[0]
            if me is not None:
                self.undo_asked(me)

    def answer_undo(self, yes: bool) -> None:
        self.undo_answered(-1, yes)

    def after_move(self) -> None:
        """Any move at the table: a taking-back asked for before it no longer applies; the
        friends here see the move."""
        self.undo_cancelled()
        self.broadcast()

    def render_end(self) -> str:
        """The host's end panel: the table's fingerprint and « Rejouer avec les mêmes amis »."""
        if self.table is None:
            return ""
        return self.render_fingerprint(self.table.fingerprint()) + self.drawing.render_rematch()

    def render_invites_panel(self) -> str:
        return self.drawing.render_invites_panel()

    def open_table(self, game_id: str, seats: list[dict], options: dict, link: str | None = None) -> None:
        """A table with friends on their own devices: the lobby with an invitation per friend's
        seat, until every friend has joined; then the deal, from everyone's secrets. ``link``:
        the address it was opened from (opened again, it comes back to this table)."""
        try:  # the table's set-up checked now, not once the friends have come
            pyengine.new_game(game_id, players=len(seats), seed=0, options=options)
        except BadOptions as error:
            self.shell.message = ("error", t("ui.error.start", self.lang, reason=error.message(self.lang)))
            return
        table_id = f"{self.services.random.randrange(16**12):012x}"
        self.screen.leave_remote()
        self.table = HostTable(game_id, len(seats), options, [dict(s) for s in seats], table_id)
        self.table.link = link
        qr.wanted = True  # the QR codes drawn the moment the invitations are ready (issue 46)
        self.open_lobby()

    def open_lobby(self) -> None:
        self.shell.screen, self.shell.overlay, self.shell.message, self.screen.session = "lobby", None, None, None
        self.keep_hosting()
        for seat in self.table.guests:
            self.invitations.make(seat)

    def keep_hosting(self) -> None:
        """What a reload needs to come back to this table: its address, and its lobby (before the
        deal) or its save (after; the save holds the table)."""
        table = self.table
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
        record = read_json(self.store.setting(HOSTING))
        if not isinstance(record, dict) or record.get("link") != link:
            return False
        save_id = record.get("save")
        if isinstance(save_id, str) and self.store.has_game(save_id):
            self.screen.resume(save_id, quiet=True)
            if self.remote_session() is None or self.screen.session.game.is_over():
                return False
        elif record.get("lobby") is not None:
            table = HostTable.from_lobby(record["lobby"])
            if table is None:
                return False
            self.screen.leave_remote()
            self.table = table
            self.open_lobby()
        else:
            return False
        self.shell.message = ("info", t("remote.resumed", self.lang))
        return True

    def rematch(self, game_id: str | None = None) -> None:
        """A new game with the same friends over the channels still open: a new table (its own
        secrets and commitments, fair.py) whose hello each friend's device shows as an offer to
        accept; a friend no longer linked gets an invitation. ``game_id``: another game for the
        same seats (None: the same game and variants)."""
        old, session = self.table, self.remote_session()
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
                          f"{self.services.random.randrange(16**12):012x}")
        table.link = old.link
        for seat, guest in table.guests.items():
            guest.name = old.guests[seat].name
        self.table = table
        self.screen.leave()
        self.shell.screen, self.shell.overlay = "lobby", None
        self.keep_hosting()
        qr.wanted = True
        for seat in table.guests:
            if seat in carried:  # (its channel stays: its device is asked, no invitation needed)
                self.host.peer_send(str(seat), table.hello(seat))
            else:
                self.invitations.make(seat)
        self.shell.message = ("info", t("remote.rematch.sent", self.lang, game=pyengine.GAMES[game_id].title))

    def rematch_games(self) -> list:
        """The games the same seats can play (for « Autre jeu avec les mêmes amis »)."""
        table = self.table
        return [info for info in pyengine.GAMES.values() if table.players in info.players and has_view(info.id)]

    def give_seat_again(self, seat: int) -> None:
        """A friend's device lost what it kept (or the friend changed phones): the seat goes to
        the next device that joins it, and the former device's token opens it no more."""
        table = self.table
        if table.guests[seat].here:
            return
        if table.give_again(seat):  # a new round of secrets before the deal: everyone commits again
            for other in table.here():
                self.host.peer_send(str(other), table.hello(other))
        if not self.host.peer_send(str(seat), table.hello(seat)):  # (a device refused a moment ago is greeted again)
            self.invitations.make(seat)
        if self.screen.session is not None:
            self.screen.session.revision += 1
            self.screen.save()
        self.keep_hosting()
        self.shell.message = ("info", t("remote.given", self.lang, n=seat + 1))

    def seat_label(self, seat: int) -> str:
        table = self.table
        if self.screen.session is not None:
            return self.screen.namer.seat_name(self.screen.session, seat)
        name = table.guests[seat].name if seat in table.guests else table.seats[seat].get("name")
        return name or t("remote.name.friend", self.lang, n=seat + 1)

    def on_peer(self, kind: str, peer: str, data: str) -> bool:
        """False when nothing on this screen changed."""
        table = self.table
        if not peer.isdigit() or int(peer) not in table.guests:
            return False
        seat = int(peer)
        if kind == "open":
            table.invites.pop(seat, None)
            self.host.peer_send(peer, table.connected(seat))
        elif kind in ("closed", "failed"):
            was_here = table.guests[seat].here
            sentence = self.invitations.failure_sentence(seat) if kind == "failed" and not was_here else None
            table.disconnected(seat)
            if was_here:  # (the table's strip says who is away, with a new invitation)
                self.host.announce(t("remote.left", self.lang, name=self.seat_label(seat)))
                self.broadcast()
            elif sentence:
                self.shell.message = ("error", sentence)
            self.invitations.make(seat)  # a fresh invitation is ready for the seat (its last one is spent)
        elif kind == "refused":  # too big, not text, too many: said to the guest, nothing done
            self.host.peer_send(peer, protocol.dumps("refused", key=f"remote.bad.{data or 'format'}", params={}))
            return False
        elif kind == "message":
            return self.receive(seat, data)
        return True

    def remote_session(self) -> Session | None:
        session = self.screen.session
        return session if session is not None and self.table is not None and \
            session.remote is self.table else None

    def receive(self, seat: int, text: str) -> bool:
        """A guest's message. False when it changed nothing on this screen (refused, ignored, a
        question answered, a state sent again): then nothing is drawn."""
        table = self.table
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
                self.screen.save()
                self.broadcast()
            else:
                self.keep_hosting()
                self.lobby_news()
        elif what == "name":
            self.keep_hosting()
            self.lobby_news()
        elif what == "decline":  # a friend does not play again: the seat is open to an invitation
            self.shell.message = ("info", t("remote.rematch.declined", self.lang, name=self.seat_label(seat)))
            self.invitations.make(seat)
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
            self.said(seat, detail)
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
        table = self.table
        listing = table.listing() if table.committed_all() else None
        for other in table.here():
            self.host.peer_send(str(other), table.lobby())
            if listing and table.guests[other].listed != table.round:
                table.guests[other].listed = table.round
                self.host.peer_send(str(other), listing)

    def begin_remote(self) -> None:
        """Every friend has joined: the deal, from the host's secret and every guest's."""
        table = self.table
        seats = [dict(s, name=table.guests[i].name) if i in table.guests else s for i, s in enumerate(table.seats)]
        session = Session.new(table.game_id, seats, table.seed(), table.options, f"remote-{table.table_id}",
                              now_iso())
        table.seats = seats
        table.started = True
        session.remote = table
        self.screen.enter(session)
        self.shell.message = ("info", t("remote.begun", self.lang))
        self.screen.save()
        self.keep_hosting()
        self.broadcast()

    def remote_play(self, seat: int, action: dict) -> bool:
        """A guest's move, applied by this device's engine for the guest's own seat only. False
        when the engine refused it (the guest is told why; nothing here changed)."""
        session = self.remote_session()
        try:  # (the engine's own refusal, whatever the reason: the guest's end check replays it)
            events = session.apply(seat, action)
        except IllegalAction as error:
            self.host.peer_send(str(seat), protocol.dumps("refused", key=error.key, params=plain(error.params)))
            return False
        self.screen.after_action(events, seat)
        return True

    def undo_asked(self, seat: int) -> None:
        """``seat`` asks to take its last move back (HostTable.ask_undo says who must agree)."""
        session = self.remote_session()
        if session is None:
            return self.undo_refused(seat, "remote.undo.busy")
        what, detail = self.table.ask_undo(seat, session.game, session.humans())
        if what == "refused":
            return self.undo_refused(seat, detail)
        if what == "agreed":
            return self.undo_done()
        self.send_each(detail)
        if -1 not in self.table.undo["waiting"]:
            self.shell.message = ("info", t("remote.undo.asked", self.lang))

    def undo_refused(self, seat: int, reason: str) -> None:
        if seat in self.table.guests:
            self.host.peer_send(str(seat), protocol.dumps("refused", key=reason, params={}))
        else:
            self.shell.message = ("error", i18n.text(reason, self.lang))

    def undo_answered(self, seat: int, yes: bool) -> None:
        what = self.table.answer_undo(seat, yes)
        if what == "refused":
            self.undo_cancelled(seat)
        elif what == "agreed":
            self.undo_done()

    def undo_cancelled(self, refused_by: int | None = None) -> None:
        """No undo: someone said no, or the game moved on meanwhile."""
        if self.table is not None and self.table.undo is not None:
            self.send_each(self.table.undo_cancelled(refused_by))
            self.shell.message = ("info", t("remote.undo.no", self.lang))

    def undo_done(self) -> None:
        session = self.remote_session()
        keep, words = self.table.undo_agreed(len(session.game.actions))
        session.take_back_to(keep)
        self.screen.view.reset()
        self.screen.save()
        self.broadcast()  # (the state first: the guests' sentence then stays on their screens)
        self.send_each(words)
        self.shell.message = ("info", t("remote.undo.yes", self.lang))

    def send_each(self, messages: dict) -> None:
        for seat, message in messages.items():
            self.host.peer_send(str(seat), message)

    def broadcast(self) -> None:
        """Each guest here is sent its seat's state (and, once the game is over, the reveal)."""
        table, session = self.table, self.remote_session()
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
        table, session = self.table, self.remote_session()
        if not (table and session and arg.isdigit() and int(arg) in table.guests):
            return
        guest = table.guests[int(arg)]
        guest.stand_in = None if guest.stand_in else "normal"
        session.seats[int(arg)]["level"] = "normal"
        session.revision += 1
        self.screen.save()

    def stand_in_movers(self) -> list[int]:
        """Away friends' seats a computer plays now (pacing.bot_to_act)."""
        table, session = self.table, self.remote_session()
        if not table or not session:
            return []
        return [s for s in session.movers() if s in table.guests and not table.guests[s].here
                and table.guests[s].stand_in]

    def stood_in(self, seat: int) -> None:
        """A computer is about to play an away friend's seat: the reveal will say which moves."""
        table, session = self.table, self.remote_session()
        if table and session and seat in table.guests:
            table.stood_in.append(len(session.game.actions))

    def resume(self, session: Session) -> None:
        """The host's page reloaded (or crashed): the game resumes from its save and each friend
        gets a fresh invitation (their connections died with the page)."""
        self.table = session.remote
        for seat in session.remote.guests:
            session.remote.guests[seat].here = False
            self.invitations.make(seat)
        self.shell.overlay = "remote"  # the friends' new invitations, first thing

    def said(self, seat: int, phrase: str) -> None:
        """A table phrase (never free text): shown here and sent to every guest."""
        self.heard(seat, phrase)
        for other in self.table.here():
            self.host.peer_send(str(other), protocol.dumps("said", seat=seat, phrase=phrase))
