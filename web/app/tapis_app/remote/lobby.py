"""The host's screens (issue 25): the lobby before the deal (each friend's invitation as a QR
code and a link to copy or share, the field for their replies, who has joined, « Jouer à
distance »), the friends' panel during the game, the strip over the table, and the end's offer
to play again with the same friends."""

import pyengine

from ..html import attrs, button, esc, join, tag
from ..services import Room
from ..text import t
from . import qr
from .side import INVITE_MINUTES


class LobbyDrawing(Room):
    def __init__(self, services, side):
        super().__init__(services)
        self.side = side

    def render(self) -> str:
        """The host's screen before the deal: its name, each friend's invitation (a QR code and its
        link, to copy or share), the field for their replies, who has joined."""
        table, lang = self.side.table, self.lang
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
        name = self.side.render_name_field(table.seats[me].get("name") or "") if me is not None else ""
        parts = [tag("h1", esc(t("remote.lobby.title", lang, game=info.title))),
                 name,
                 tag("ol", "".join(rows), class_="lobby-seats"),  # (the codes first: what a camera points at)
                 tag("p", esc(t("remote.lobby.explain", lang, minutes=INVITE_MINUTES)), class_="hint"),
                 self.side.render_fingerprint(table.fingerprint()),
                 self.render_reply_form(),
                 self.side.render_network(),
                 tag("div", button(esc(t("ui.back", lang)), "home", cls="btn btn--ghost"), class_="setup-actions")]
        return tag("div", join(parts), class_="lobby setup")

    def render_remote_seat(self, seat: int) -> str:
        table, lang = self.side.table, self.lang
        guest = table.guests[seat]
        label = tag("strong", esc(t("ui.setup.seat", lang, n=seat + 1))) + " "
        if guest.here:
            return label + esc(t("remote.lobby.joined", lang, name=self.side.seat_label(seat)))
        status = esc(t("remote.lobby.waiting" if not guest.token else "remote.lobby.away", lang,
                       name=self.side.seat_label(seat)))
        if guest.token:  # a device holds the seat: it may be given to another (a lost phone, a new browser)
            status += tag("p", esc(t("remote.give.held" if guest.held else "remote.give.why", lang)) + " " +
                          button(esc(t("remote.give", lang)), "remote-give", str(seat), cls="btn btn--chip"),
                          class_="hint give-seat")
        if seat not in table.invites:
            return label + status + tag("p", esc(t("remote.invite.making", lang)), class_="hint")
        again = button(esc(t("remote.invite.new", lang)), "remote-invite", str(seat), cls="btn")
        left = self.side.invitations.invite_minutes_left(seat)
        if not left:  # expired: nothing to scan that would not work
            return label + status + tag("div", tag("p", esc(t("remote.invite.expired", lang))) + again,
                                        class_="invite invite--expired", data_invite=str(seat), data_expired="true")
        link = self.side.invitations.invite_link(seat)
        title = t("remote.invite.title", lang, game=pyengine.GAMES[table.game_id].title)
        return label + status + tag("div", join([
            tag("div", qr.svg(link, t("remote.invite.qr", lang, n=seat + 1)), class_="qr"),
            tag("div", join([
                tag("label", esc(t("remote.invite.link", lang)) +
                    f'<input type="text" readonly class="field field--wide"{attrs(value=link)}>'),
                self.side.render_copy(link, "invite", title),
                tag("p", esc(t("remote.invite.expires", lang, minutes=left)), class_="hint", data_minutes=str(left)),
                again]),
                class_="invite-text")]), class_="invite", data_invite=str(seat), data_link=link)

    def render_reply_form(self) -> str:
        lang, table = self.lang, self.side.table
        field_id = f"reply-input-{table.replies}"  # (a new field after each reply: a paste never adds to the last)
        paste = f'<button type="button" class="btn"{attrs(data_paste="true", data_failed=t("remote.paste.failed", lang), data_role="reply-paste")}>{esc(t("remote.paste", lang))}</button>'
        return tag("form", tag("label", esc(t("remote.reply.label", lang)), for_=field_id) +
                   f'<input type="text" id="{field_id}" name="reply" class="field field--wide" autocomplete="off" spellcheck="false" data-keep="true"{attrs(data_role="reply-input", placeholder="1.AbC…")}>' +
                   tag("button", esc(t("remote.reply.apply", lang)), type="submit", class_="btn btn--primary",
                       data_role="reply-apply") + paste,
                   data_act="remote-reply", class_="inline-form reply-form") + \
            tag("p", button(esc(t("remote.scan.reply.button", lang)), "remote-scan", "reply", cls="btn"),
                class_="scan-row")

    def render_invites_panel(self) -> str:
        """The host's invitations during the game (a friend away, or still to come back)."""
        table = self.side.table
        if table is None:
            return ""
        rows = [tag("li", self.render_remote_seat(seat), class_="lobby-seat lobby-seat--remote") for seat in table.guests]
        return tag("ol", "".join(rows), class_="lobby-seats") + self.side.render_fingerprint(table.fingerprint()) + \
            self.render_reply_form() + self.side.render_network()

    def render_rematch(self) -> str:
        """At the end of a table with friends: « Rejouer avec les mêmes amis » and the other games
        the same seats can play."""
        lang = self.lang
        if self.side.remote_session() is None:
            return ""
        table = self.side.table
        others = "".join(button(esc(info.title), "remote-rematch", info.id, cls="btn btn--chip")
                         for info in self.side.rematch_games() if info.id != table.game_id)
        return tag("div", button(esc(t("remote.rematch", lang)), "remote-rematch", cls="btn btn--primary") +
                   (tag("p", esc(t("remote.rematch.other", lang)) + " " + others, class_="rematch-other")
                    if others else ""), class_="rematch")

    def render_bar(self) -> str:
        """Over the table: who is away (with a fresh invitation, and the choice of a computer
        playing for them meanwhile), a friend's request to take a move back, the last phrase."""
        lang, side = self.lang, self.side
        table, session = side.table, side.remote_session()
        if table is None or session is None:
            return ""
        bits = []
        if not session.game.is_over():
            for seat in table.away():
                guest = table.guests[seat]
                stand = button(esc(t("remote.stand_in.stop" if guest.stand_in else "remote.stand_in", lang)),
                               "remote-stand-in", str(seat), cls="btn btn--chip")
                give = button(esc(t("remote.give", lang)), "remote-give", str(seat), cls="btn btn--chip") \
                    if guest.held else ""  # (a device asks for the seat its former device holds)
                bits.append(tag("div", tag("p", esc(t("remote.away", lang, name=side.seat_label(seat)))) +
                                button(esc(t("remote.reinvite", lang)), "remote", cls="btn btn--chip") + stand + give,
                                class_="message message--info remote-away", role="status"))
        if table.undo is not None and -1 in table.undo["waiting"]:  # the people here are asked
            bits.append(side.render_undo_ask(table.undo["by"]))
        bits.append(side.render_phrase())
        return join(bits)
