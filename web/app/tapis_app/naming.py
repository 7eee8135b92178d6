"""Who is who in words: a seat's name (« Vous », a friend's name, « Ordinateur 2 »), and an
engine event as a sentence (in the second person when it is yours)."""

from pyengine.core import i18n

from .services import Room
from .session import Session
from .text import t


class Namer(Room):
    def seat_name(self, session: Session, seat: int) -> str:
        """« Vous » for the one person at this device, a typed name, « Joueur 2 » for people who
        share the device, « Ordinateur » (numbered when there are several) for computers."""
        info = session.seats[seat]
        if info.get("name"):
            return info["name"]
        humans = session.humans()
        if info["kind"] == "human":
            if len(humans) == 1:
                return t("ui.name.you", self.lang)
            return t("ui.name.player", self.lang, n=seat + 1)
        if info["kind"] == "remote":  # a friend on his own device, before he says his name
            return t("remote.name.host" if info.get("role") == "host" else "remote.name.friend", self.lang, n=seat + 1)
        bots = [s for s in range(len(session.seats)) if session.seats[s]["kind"] == "bot"]
        if len(bots) == 1:
            return t("ui.name.bot.one", self.lang)
        return t("ui.name.bot", self.lang, n=bots.index(seat) + 1)

    def you(self, session: Session) -> int | None:
        """The seat spoken to in the second person: the one person at this device (with friends
        sharing the device, everyone is named)."""
        humans = session.humans()
        return humans[0] if len(humans) == 1 and not session.seats[humans[0]].get("name") else None

    def sentence(self, event: dict, session: Session) -> str:
        """An engine event as a sentence, with seats replaced by names: in the second person
        when its subject (``seat``) is the person at this device (the ``@you`` sentence), and
        « vous » / "you" where they are named elsewhere in it."""
        you = self.you(session)
        if you is not None and event.get("partner_seat") == you:  # « Ordinateur 2 et vous marquez… »
            event = {**event, "seat": you, "partner_seat": event.get("seat")}
        params = {}
        for key, value in event.items():
            if key in ("type", "turn", "seats"):
                continue
            if (key == "seat" or key.endswith("_seat")) and isinstance(value, int):
                value = t("ui.name.you.object", self.lang) if value == you and key != "seat" else \
                    self.seat_name(session, value)
            elif (key == "seat_list" or key.endswith("_seats")) and isinstance(value, list):
                value = ", ".join(self.seat_name(session, s) for s in value if isinstance(s, int))
            params[key] = value
        return i18n.text(f"{session.game.game_id}.event.{event['type']}", self.lang,
                         you=you is not None and event.get("seat") == you, **params)
