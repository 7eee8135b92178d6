"""The host's invitations (issue 25, 46): one per friend's seat, made by the page's WebRTC
(js/peer.js), its link carrying « Jouer à distance »; its minutes counted down; a friend's
reply applied; and why a connection did not come, as far as this device can tell."""

from ..text import t
from ..services import Room
from .guest import invitation_text, read_invitation
from .side import INVITE_MINUTES, REPLY_MINUTES


class Invitations(Room):
    def __init__(self, services, side):
        super().__init__(services)
        self.side = side

    def make(self, seat: int) -> None:
        table = self.side.table
        table.invites.pop(seat, None)
        table.replied.pop(seat, None)
        distance = self.side.distance()

        def done(code, error):
            if self.side.table is not table:
                return
            if error:
                self.shell.message = ("error", t("remote.invite.webrtc" if error == "no-webrtc" else "remote.invite.failed",
                                           self.lang, reason=error))
            else:
                table.invites[seat] = (code, self.host.clock(), distance)
            self.services.redraw()

        if self.host.has_webrtc():
            self.host.peer_offer(str(seat), self.side.stun(), done)

    def invite_link(self, seat: int) -> str:
        code, _made, distance = self.side.table.invites[seat]
        return f"{self.host.base_url()}#j={invitation_text(seat, code, distance)}"

    def invite_minutes_left(self, seat: int) -> int:
        """Whole minutes an invitation still waits for its reply (0: expired)."""
        _code, made, _distance = self.side.table.invites[seat]
        left = INVITE_MINUTES * 60 - (self.host.clock() - made)
        return max(0, -int(-left // 60)) if left > 0 else 0

    def invite_wait(self) -> float | None:
        """Seconds until an invitation's countdown changes (the lobby is drawn again then)."""
        table = self.side.table
        if table is None:
            return None
        waits = []
        for seat, (_code, made, _distance) in table.invites.items():
            left = INVITE_MINUTES * 60 - (self.host.clock() - made)
            if left > 0 and not table.guests[seat].here:
                waits.append(left % 60 or 60)
        return min(waits) + 0.05 if waits else None

    def apply_reply(self, text: str) -> None:
        table = self.side.table
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
            self.shell.message = ("error", t("remote.reply.seated", self.lang, name=self.side.seat_label(seat)))
            return

        def done(error):
            if self.side.table is not table:
                return
            if error:
                known = ("expired", "no-invite", "own-invite")
                self.shell.message = ("error", t(f"remote.reply.{error}" if error in known else "remote.reply.bad",
                                           self.lang))
                if error == "expired":
                    self.make(seat)
            elif not table.guests[seat].here:  # (the channel may have opened before this answer came)
                table.replied[seat] = self.host.clock()
                self.shell.message = ("info", t("remote.reply.connecting", self.lang, name=self.side.seat_label(seat)))
            self.services.redraw()

        self.shell.message = None
        self.host.peer_accept(str(seat), code, done)

    def failure_sentence(self, seat: int) -> str:
        """Why a friend's connection did not come, as far as this device can tell: a reply
        applied after the friend's device stopped waiting, or the networks (with or without
        « Jouer à distance »)."""
        table = self.side.table
        invite = table.invites.get(seat)
        applied = table.replied.get(seat)
        name = self.side.seat_label(seat)
        if invite and applied is not None and applied - invite[1] > REPLY_MINUTES * 60:
            return t("remote.connect.late", self.lang, name=name, minutes=REPLY_MINUTES)
        return t("remote.connect.failed.distance" if invite and invite[2] else "remote.connect.failed",
                 self.lang, name=name)
