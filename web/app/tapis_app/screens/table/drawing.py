"""The table drawn on one screen (issue 27): the other players, the shared area, and the dock
(what to do now, your hand, the actions of the moment) that never leaves the screen; a deal's
recap and the game's end over it; the hand-over between people sharing the device."""

import pyengine

from ... import wordlists
from ...html import button, esc, join, tag
from ...services import Room
from ...session import Session
from ...text import t
from ...views.base import Ctx
from ...zones import zone


class TableDrawing(Room):
    def __init__(self, services, table):
        super().__init__(services)
        self.table = table

    def render(self) -> str:
        return self.render_game()

    def render_game(self) -> str:
        """The table on one screen: the other players, the shared area, and the dock (what to
        do now, your hand, the actions of the moment) that never leaves the screen. The end of
        a deal and of the game show over it."""
        session = self.table.session
        game = session.game
        if session.needs_handover():
            return self.render_handover()
        ctx, view = self.table.seat_view()
        table = self.table.state.last_table = self.table.view.draw(view, ctx)
        yours = self.table.person_to_act()
        frame = self.frame(table, game.game_id, game.players, ctx.seat, self.prompt_line(session, table.prompt), yours,
                           dock_extra=self.table.saver.render_saving())
        over = self.table.ending.render_result(view, ctx) if game.is_over() and not self.table.state.result_closed else ""
        recap = "" if over else self.render_recap(view, ctx)
        return frame + over + recap

    def frame(self, table, game_id: str, players: int, seat, prompt: str, yours: bool, *, title: str = "",
              dock_extra: str = "", inert: bool = False) -> str:
        """The zones of a table laid out on one screen (the CSS places them for the screen's
        size): the other players (beside the table on a wide screen, above it on a phone), the
        shared area, and the dock: the sentence of the moment, your hand, the actions."""
        lang = self.lang
        badge = tag("span", esc(t("ui.turn.badge", lang)), class_="prompt-badge") if yours else ""
        hand_label = table.hand_label or t("ui.hand", lang)
        # each part of the table a zone the page redraws alone (zones.py): a tap that only
        # chooses a card changes the hand and the actions, not the table
        dock = join([
            zone("prompt", tag("p", badge + tag("span", esc(prompt), class_="prompt-text"),
                               class_="prompt", data_role="prompt", aria_live="polite", data_zone="prompt")),
            zone("work", tag("div", table.work, class_="dock-work", data_zone="work")) if table.work else "",
            zone("hand", tag("div", table.hand, class_="hand", data_role="hand", role="group", aria_label=hand_label,
                             data_coach="hand", inert=inert, data_measure="inline", data_zone="hand",
                             style=f"--n:{table.hand_count}" if table.hand_count else None))
            if table.hand else "",
            zone("actions", tag("div", table.actions, class_="actions", data_role="actions", data_coach="actions",
                                data_zone="actions")),
            dock_extra,
        ])
        status = table.status
        words = wordlists.words_label(game_id, self.table.session.game.options, lang) if self.table.session else None
        if words:  # the list this table plays with (issue 27)
            status = join([status or "", tag("span", esc(words), class_="table-words")])
        side = join([zone("status", tag("p", status, class_="table-status", data_coach="status", data_zone="status"))
                     if status else "",
                     self.render_last_hand(self.table.session) if not inert else "",
                     tag("div", table.others, class_="table-others") if table.others else ""])
        body = join([
            tag("h1", esc(title or pyengine.GAMES[game_id].title), class_="sr-only"),
            zone("side", tag("div", side, class_="table-side", role="region", aria_label=t("ui.table.others", lang),
                             data_zone="side")) if side else "",
            # (focusable: when a phone's middle holds more than it shows, the keyboard scrolls it too)
            zone("center", tag("div", table.center, class_="table-center", role="region",
                               aria_label=t("ui.table.center", lang), inert=inert, tabindex="0", data_measure="size",
                               data_zone="center")),
            # (whose turn it is shows on the page's root, html[data-turn]: the dock stays as it is)
            zone("dock", tag("section", dock, class_="table-dock", aria_label=t("ui.table.dock", lang),
                             data_zone="dock")),
        ])
        # (a place per game: another game's table is drawn anew, never morphed from this one, so the
        # page reads each measured zone's steps of room (ui.js) for the game it belongs to)
        return tag("div", body, class_=f"table table--{game_id}", data_seat=str(seat), data_players=str(players),
                   data_place=f"table-{game_id}")

    def prompt_line(self, session: Session, prompt: str) -> str:
        """The sentence of the moment: the view's (what to do) when a person here must act, else
        what the table is waiting for."""
        if session.game.is_over():
            return t("ui.turn.over", self.lang)
        movers = session.movers()
        viewer = session.viewer()
        if len(movers) > 1 and self.table.pacer.countdown():
            # what to do at the signal follows the countdown, when a person here takes part
            waiting = t("ui.race.countdown", self.lang, n=self.table.pacer.countdown())
            return f"{waiting} {prompt}" if prompt and viewer in session.human_movers() else waiting
        if self.table.person_to_act() and prompt:
            return prompt
        if session.watch_mode():
            if movers and self.table.state.thinking in movers:
                return t("ui.turn.thinking", self.lang, name=self.table.namer.seat_name(session, self.table.state.thinking))
            return prompt or t("ui.watch", self.lang, name=self.table.namer.seat_name(session, viewer))
        if len(movers) > 1:
            return prompt or t("ui.turn.many", self.lang)
        if viewer in movers:
            return t("ui.turn.you", self.lang) if self.table.namer.you(session) is not None else \
                t("ui.turn.other", self.lang, name=self.table.namer.seat_name(session, viewer))
        if movers and self.table.state.thinking == movers[0]:
            return t("ui.turn.thinking", self.lang, name=self.table.namer.seat_name(session, movers[0]))
        if movers:
            return t("ui.turn.other", self.lang, name=self.table.namer.seat_name(session, movers[0]))
        return prompt

    def render_handover(self) -> str:
        session = self.table.session
        name = self.table.namer.seat_name(session, session.viewer())
        return tag("div", join([
            tag("h1", esc(t("ui.handover.title", self.lang, name=name))),
            tag("p", esc(t("ui.handover.text", self.lang, name=name))),
            button(esc(t("ui.handover.ok", self.lang, name=name)), "handover", cls="btn btn--primary btn--big")]),
            class_="handover", role="dialog", aria_modal="true", aria_label=t("ui.handover.title", self.lang, name=name))


    def render_recap(self, view: dict, ctx: Ctx) -> str:
        recap = self.table.pending_recap()
        if recap is None:
            return ""
        if self.table.state.recap_shown != recap.key:
            self.table.state.recap_shown, self.table.state.recap_since = recap.key, self.host.clock()
        go_on = button(esc(recap.go_on or t("ui.recap.next", self.lang)), "recap-next", recap.key, cls="btn btn--primary btn--big",
                       data_coach="recap-next")
        return tag("div", tag("section", join([
            tag("h2", esc(recap.title), id="recap-title"),
            tag("div", recap.body, class_="recap-body", tabindex="0"),  # (a long recap scrolls: keys too)
            tag("div", go_on, class_="result-actions")]), class_="dialog recap", role="dialog", aria_modal="true",
            aria_labelledby="recap-title", data_recap=recap.key), class_="overlay overlay--recap")


    def render_last_hand(self, session: Session) -> str:
        """Word games: after each hand, the person's word beside the best the cards allowed."""
        seat = session.viewer()
        if session.is_bot(seat):
            return ""
        entries = session.game.hand_reviews(seat)
        if not entries:
            return ""
        from ... import review
        sentence = review.hand_sentence(entries[-1], session.game.game_id, self.lang)
        return tag("p", esc(sentence) + " " + button(esc(t("ui.review.open", self.lang)), "review", cls="btn btn--chip"),
                   class_="review-last", data_review=str(entries[-1]["hand"]))

