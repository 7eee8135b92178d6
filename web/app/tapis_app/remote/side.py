"""What both sides of remote play share (a host's device and a guest's): the setting « Jouer à
distance », the camera that reads a code, the table phrases' line, and the small pieces both
draw (the network section, the table's fingerprint, « Copier » / « Partager », « Votre nom »)."""

import json

from ..html import attrs, button, esc, tag
from ..services import Room
from ..text import t
from . import protocol

INVITE_MINUTES = 5  # js/peer.js refuses an answer to an older offer (TapisPeer.OFFER_TTL_MS)
REPLY_MINUTES = 3  # a guest's reply waits this long to be applied (TapisPeer.REPLY_WAIT_MS)
# « Jouer à distance »: one public STUN server tells each device its public address. It sees the
# two addresses, never the game (which goes straight between the devices, encrypted).
STUN_SERVER = "stun:stun.l.google.com:19302"


class Side(Room):
    """A side of remote play, beside the table screen (``screen``) it opens tables on."""

    def __init__(self, services, screen):
        super().__init__(services)
        self.screen = screen
        self.phrases: list = []  # [(seat, phrase)] said at the table, newest last

    def distance(self) -> bool:
        return self.store.setting("remote.distance") == "on"

    def stun(self) -> str | None:
        return STUN_SERVER if self.distance() else None

    def scan_code(self, what: str) -> None:
        """The camera reads a code (a reply on the host, an invitation on a guest): ``scanned``."""
        lang = self.lang

        def done(text, error):
            if error:
                if error != "closed":
                    self.shell.message = ("error", t(f"remote.scan.{error}" if error in ("no-camera", "denied", "frame")
                                                     else "remote.scan.failed", lang))
            else:
                self.scanned(text)
            self.services.redraw()

        self.host.scan(t("remote.scan.reply" if what == "reply" else "remote.scan.invite", lang), t("ui.close", lang),
                       done)

    def fingerprint(self) -> str | None:
        """This table's fingerprint (fair.fingerprint), once the list of commitments is known."""
        return None

    def scanned(self, text: str) -> None:
        """What the camera read (each side says what it does with it)."""

    def heard(self, seat: int, phrase: str) -> None:
        """A table phrase said (kept on screen, newest last, and said to screen readers)."""
        self.phrases = (self.phrases + [(seat, phrase)])[-3:]
        if self.screen.session:
            self.host.announce(self.phrase_line(seat, phrase))

    def phrase_line(self, seat: int, phrase: str) -> str:
        name = self.screen.namer.seat_name(self.screen.session, seat) if self.screen.session else str(seat + 1)
        return t("remote.said", self.lang, name=name, phrase=t(f"remote.phrase.{phrase}", self.lang))

    def render_phrases(self) -> str:
        """The table phrases (instead of free chat), for the menu."""
        lang = self.lang
        return tag("div", "".join(button(esc(t(f"remote.phrase.{p}", lang)), "remote-say", p, cls="btn btn--chip")
                                  for p in protocol.PHRASES), class_="phrases", role="group",
                   aria_label=t("remote.phrases", lang)) + self.render_fingerprint(self.fingerprint())

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

    def render_fingerprint(self, fingerprint: str | None) -> str:
        """The table's fingerprint (fair.fingerprint), the same on every device of an honest table."""
        if not fingerprint:
            return ""
        return tag("p", esc(t("remote.fingerprint", self.lang)) + " " + tag("strong", esc(fingerprint), lang="zxx"),
                   class_="fingerprint hint", data_fingerprint=fingerprint)

    def render_undo_ask(self, asker: int) -> str:
        """Another person asks to take their move back: this device's people say yes or no."""
        lang, session = self.lang, self.screen.session
        if session is None:
            return ""
        return tag("div", tag("p", esc(t("remote.undo.ask", lang, name=self.screen.namer.seat_name(session, asker)))) +
                   button(esc(t("remote.undo.accept", lang)), "remote-undo-yes", cls="btn btn--chip") +
                   button(esc(t("remote.undo.refuse", lang)), "remote-undo-no", cls="btn btn--chip"),
                   class_="message message--info remote-away", role="alertdialog", data_undo_ask=str(asker))

    def render_phrase(self) -> str:
        """The last table phrase said."""
        if not self.phrases or self.screen.session is None:
            return ""
        seat, phrase = self.phrases[-1]
        return tag("p", esc(self.phrase_line(seat, phrase)), class_="table-phrase", role="status")

    def render_network(self, invited_far: bool = False) -> str:
        """« Jouer à distance » and what it means (``invited_far``: the host's invitation says it
        plays at a distance, so this device's reply does too)."""
        lang = self.lang
        on = self.distance() or invited_far
        box = f'<input type="checkbox"{attrs(checked=on, data_act="remote-distance")}>'
        sentence = t("remote.distance.on" if on else "remote.distance.off", lang, server=STUN_SERVER)
        if invited_far:
            sentence = t("remote.distance.host", lang) + " " + sentence
        return tag("section", tag("label", box + " " + esc(t("remote.distance", lang)), class_="field-row field-row--check") +
                   tag("p", esc(sentence), class_="hint"), class_="network")


def field_of(arg: str, name: str) -> str:
    """A form's field (forms send their fields as JSON), or the argument itself."""
    try:
        data = json.loads(arg)
    except (ValueError, TypeError):
        return arg or ""
    return str(data.get(name, "")) if isinstance(data, dict) else str(arg)


def read_json(text):
    try:
        return json.loads(text) if isinstance(text, str) else None
    except (ValueError, RecursionError):
        return None


def plain(params) -> dict:
    """A sentence's parameters as JSON-able values (an engine's may hold tuples)."""
    try:
        return json.loads(json.dumps(params if isinstance(params, dict) else {}, default=str))
    except (TypeError, ValueError):
        return {}


def name_of(entry: dict, index: int, lang: str) -> str:
    """A seat's name as the lobby lists it (a typed name, else what sits there)."""
    return entry.get("name") or t("remote.name.host" if entry["kind"] == "host" else
                                  f"ui.level.{entry.get('level', 'normal')}" if entry["kind"] == "bot" else
                                  "remote.name.friend", lang, n=index + 1)
