"""The game screen: a session entered or resumed, the person's moves, undo, and the table
drawn on one screen (see ``render_game``)."""

import pyengine
from pyengine.core import BadSave, IllegalAction, i18n

from . import stats
from .html import button, esc, join, tag
from .session import Session
from .text import t
from .views import has_view, make_view
from .views.base import Ctx


class TableMixin:
    def enter(self, session: Session) -> None:
        self.session = session
        session.tick(self.host.clock())  # the table's clock runs from now on this page
        self.view = make_view(session.game.game_id)
        self.screen, self.overlay, self.message, self.thinking = "game", None, None, None
        self.store.set_setting("current", session.save_id)

    def resume(self, save_id: str, quiet: bool = False) -> None:
        text = self.store.load_game(save_id)
        try:
            if not text:
                raise BadSave("core.save.corrupt")
            session = Session.from_save(text, save_id)
            if not has_view(session.game.game_id):
                raise BadSave("core.save.unavailable_game", game=pyengine.GAMES[session.game.game_id].title)
        except BadSave as error:
            if not quiet:
                self.message = ("error", t("ui.import.bad", self.lang, reason=error.message(self.lang)))
            return
        self.enter(session)

    def play_again(self) -> None:
        if not self.session:
            return
        game = self.session.game
        self.begin(game.game_id, [dict(s) for s in self.session.seats], self.random.randrange(1, 2**31),
                   dict(game.options))

    def play(self, action: dict) -> bool:
        session = self.session
        if not session or self.screen != "game":
            return False
        seat = session.viewer()
        if session.is_bot(seat) or session.needs_handover():
            return False
        if seat not in session.movers():
            self.message = ("error", i18n.text("core.not_your_turn", self.lang))
            return True
        if self.countdown():
            self.message = ("error", t("ui.race.wait", self.lang))
            return True
        if self.check_time() and seat not in session.movers():
            return True  # the time was up between two deals: the game is over
        try:
            events = session.apply(seat, action)
        except IllegalAction as error:
            self.message = ("error", error.message(self.lang))
            self.host.announce(self.message[1])
            return True
        self.after_action(events)
        return True

    def view_act(self, arg: str) -> bool:
        if not self.session or self.screen != "game":
            return False
        seat = self.session.viewer()
        result = self.view.handle(arg, self.session.game.view(seat), Ctx(self, self.session))
        if isinstance(result, dict):
            return self.play(result)
        self.message = None
        return True

    def after_action(self, events: list[dict]) -> None:
        self.message = None
        self.hint, self.hint_pending = None, False
        self.view.reset()
        self.save()
        if self.session.game.is_over():
            stats.record(self.store, self.session)
        viewer = self.session.viewer()
        said = [self.sentence(e, self.session) for e in events
                if "seats" not in e or viewer in e["seats"]]
        if said:
            self.host.announce(" ".join(said[-3:]))

    RACE_COUNTDOWN = 3.0

    def undo(self) -> None:
        if self.session and self.session.undo():
            self.view.reset()
            self.message = None
            self.save()

    def render_game(self) -> str:
        session = self.session
        game = session.game
        ctx = Ctx(self, session)
        if session.needs_handover():
            name = self.seat_name(session, session.viewer())
            return tag("div", join([
                tag("h1", esc(t("ui.handover.title", self.lang, name=name))),
                tag("p", esc(t("ui.handover.text", self.lang, name=name))),
                button(esc(t("ui.handover.ok", self.lang, name=name)), "handover", cls="btn btn--primary btn--big")]),
                class_="handover", role="dialog", aria_modal="true", aria_label=t("ui.handover.title", self.lang, name=name))
        view = game.view(ctx.seat)
        status = self.render_status(session, view)
        table = self.view.table(view, ctx)
        over = self.render_result(view, ctx) if game.is_over() else ""
        status += self.render_last_hand(session)
        return tag("div", status + table, class_=f"table table--{game.game_id}", data_seat=str(ctx.seat)) + over

    def render_status(self, session: Session, view: dict) -> str:
        if session.game.is_over():
            return ""
        movers = session.movers()
        viewer = session.viewer()
        if session.watch_mode():
            line = t("ui.watch", self.lang, name=self.seat_name(session, viewer))
        elif len(movers) > 1 and self.countdown():
            line = t("ui.race.countdown", self.lang, n=self.countdown())
        elif len(movers) > 1:
            line = t("ui.turn.many", self.lang)
        elif viewer in movers:
            line = t("ui.turn.you", self.lang) if len(session.humans()) == 1 else \
                t("ui.turn.other", self.lang, name=self.seat_name(session, viewer))
        elif movers and self.thinking == movers[0]:
            line = t("ui.turn.thinking", self.lang, name=self.seat_name(session, movers[0]))
        elif movers:
            line = t("ui.turn.other", self.lang, name=self.seat_name(session, movers[0]))
        else:
            line = ""
        yours = viewer in movers and not session.watch_mode()
        return tag("p", esc(line), class_="turn" + (" turn--you" if yours else ""), role="status")
