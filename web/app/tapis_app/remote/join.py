"""A friend's screens at the host's table (issue 25): the reply to show the host (a QR code and
a text to copy or share), who is there until the deal, the strip over the table when the host is
lost, and the end's verification and offer to play again."""

import pyengine

from ..html import attrs, button, esc, join, tag
from ..services import Room
from ..text import t
from . import qr
from .side import name_of


class JoinDrawing(Room):
    def __init__(self, services, side):
        super().__init__(services)
        self.side = side

    def render(self) -> str:
        """The guest's screen until the deal: its name, the reply to show the host (to copy or
        share), then who is there."""
        guest, lang = self.side.guest, self.lang
        parts = []
        if guest.table_id is None:
            parts.append(tag("h1", esc(t("remote.join.title", lang))))
            parts.append(self.side.render_name_field(guest.name))
            if self.side.lost:
                parts.append(tag("p", esc(self.side.lost_sentence()), class_="warning", data_lost=self.side.lost))
            elif self.side.reply is None:
                parts.append(tag("p", esc(t("remote.join.making", lang))))
            else:
                left = self.side.reply_minutes_left()
                parts.append(tag("p", esc(t("remote.join.show", lang, minutes=left)), data_minutes=str(left)))
                parts.append(tag("div", join([
                    tag("div", qr.svg(self.side.reply, t("remote.join.qr", lang)), class_="qr"),
                    tag("label", esc(t("remote.join.code", lang)) +
                        f'<input type="text" readonly class="field field--wide"{attrs(value=self.side.reply)}>'),
                    self.side.render_copy(self.side.reply, "reply")]),
                    class_="invite", data_reply=self.side.reply))
        else:
            info = pyengine.GAMES[guest.game_id]
            parts.append(tag("h1", esc(t("remote.join.joined", lang, game=info.title))))
            if not guest.started:
                parts.append(self.side.render_name_field(guest.name))
            names = []
            for index, seat in enumerate(guest.seats):
                name = t("ui.name.you", lang) if index == guest.seat else name_of(seat, index, lang)
                names.append(tag("li", esc(name)))
            parts.append(tag("ol", "".join(names), class_="lobby-seats"))
            if self.side.lost:
                parts.append(tag("p", esc(self.side.lost_sentence()), class_="warning", data_lost=self.side.lost))
            else:
                parts.append(tag("p", esc(t("remote.join.wait", lang))))
            parts.append(self.side.render_fingerprint(guest.fingerprint()))
        if self.side.lost != "no-webrtc":
            parts.append(self.side.render_network(bool(guest.invitation and guest.invitation.distance)))
        parts.append(tag("div", button(esc(t("remote.leave", lang)), "home", cls="btn btn--ghost"), class_="setup-actions"))
        return tag("div", join(parts), class_="lobby setup")

    def render_bar(self) -> str:
        """Over the table: the host lost (and how to come back), a request to take a move back,
        the last phrase."""
        lang, side = self.lang, self.side
        guest, session = side.guest, side.screen.session
        if guest is None or session is None:
            return ""
        bits = []
        if side.lost == "left" and guest.verdict(self.host.clock()) is None:
            bits.append(tag("div", tag("p", esc(side.lost_sentence())) +
                            button(esc(t("remote.leave", lang)), "home", cls="btn btn--chip"),
                            class_="message message--error remote-away", role="status", data_lost="left"))
        elif side.lost and guest.verified is None:
            bits.append(tag("div", tag("p", esc(side.lost_sentence())) +
                            tag("form", f'<input type="text" name="invite" class="field" autocomplete="off" data-keep="true" id="reinvite"{attrs(aria_label=t("remote.join.paste", lang), placeholder=t("remote.join.paste", lang))}>' +
                                tag("button", esc(t("remote.join.go", lang)), type="submit", class_="btn btn--chip"),
                                data_act="remote-join", class_="inline-form") +
                            button(esc(t("remote.scan.invite.button", lang)), "remote-scan", "invite", cls="btn btn--chip"),
                            class_="message message--error remote-away", role="status"))
        if guest.undo_ask not in (None, guest.seat):
            bits.append(side.render_undo_ask(guest.undo_ask))
        bits.append(side.render_phrase())
        return join(bits)

    def render_offer(self) -> str:
        """The host offers a new game with the same friends: this device's person says yes or no."""
        lang = self.lang
        return tag("div", tag("p", esc(self.side.rematch_sentence())) +
                   button(esc(t("remote.rematch.yes", lang)), "remote-rematch-yes", cls="btn btn--primary") +
                   button(esc(t("remote.rematch.no", lang)), "remote-rematch-no", cls="btn"),
                   class_="rematch-offer", role="alertdialog", data_rematch_offer="true")
