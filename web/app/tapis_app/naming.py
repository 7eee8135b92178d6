"""Who is who in words: a seat's name (« Vous », a friend's name, « Ordinateur 2 »), an engine
event as a sentence (in the second person when it is yours), an action described in words."""

from pyengine.core import i18n

from .session import Session
from .text import t
from .views.base import Ctx


class NamingMixin:
    def seat_name(self, session: Session, seat: int) -> str:
        info = session.seats[seat]
        if info.get("name"):
            return info["name"]
        humans = session.humans()
        if info["kind"] == "human":
            if len(humans) == 1:
                return t("ui.name.you", self.lang)
            return t("ui.name.player", self.lang, n=seat + 1)
        return t("ui.name.bot", self.lang, name=t("ui.name.player", self.lang, n=seat + 1))

    def sentence(self, event: dict, session: Session) -> str:
        """An engine event as a sentence, with seats replaced by names."""
        params = {}
        for key, value in event.items():
            if key in ("type", "turn", "seats"):
                continue
            if (key == "seat" or key.endswith("_seat")) and isinstance(value, int):
                value = self.seat_name(session, value)
            elif (key == "seat_list" or key.endswith("_seats")) and isinstance(value, list):
                value = ", ".join(self.seat_name(session, s) for s in value if isinstance(s, int))
            params[key] = value
        return i18n.text(f"{session.game.game_id}.event.{event['type']}", self.lang, **params)

    def describe(self, action: dict, game=None, seat: int | None = None) -> str:
        """An action in words, for hints and reviews (``game``: the moment it was or would be
        played, now by default): the view's own description, else the public sentences the
        action would produce (never used when the action would reveal anything)."""
        session = self.session
        ctx = Ctx(self, session)
        game = session.game if game is None else game
        seat = session.viewer() if seat is None else seat
        ctx.seat = seat
        described = getattr(self.view, "describe", None)
        if described:
            sentence = described(action, game.view(seat), ctx)
            if sentence:
                return sentence
        trial = game.clone()
        barrier = trial.barrier
        events = trial.apply(seat, action)
        if trial.barrier != barrier:
            return t("ui.hint.secret", self.lang)
        public = [self.sentence(e, session) for e in events if "seats" not in e]
        return " ".join(public[:2]) or t("ui.hint.secret", self.lang)
