"""The game screen: a session entered or resumed, the person's moves, undo, and the table
drawn on one screen (see ``render_game``)."""

import pyengine
from pyengine.core import BadSave, IllegalAction, i18n, memo

from . import stats, wordlists
from .html import button, esc, join, tag
from .session import Session
from .text import t
from .views import has_view, make_view
from .views.base import Ctx


class TableMixin:
    def enter(self, session: Session) -> None:
        if session is not self.session:
            # the last table's cached searches let go (issue 22: over a long evening they were
            # what made the page's memory grow); this one fills its own
            memo.forget()
        self.session = session
        self.shell.recaps_seen = {session.recap_closed} if session.recap_closed else set()
        self.shell.recap_shown, self.shell.result_closed = None, False
        session.tick(self.host.clock())  # the table's clock runs from now on this page
        self.view = make_view(session.game.game_id)
        self.shell.screen, self.shell.overlay, self.shell.message, self.shell.thinking = "game", None, None, None
        if not session.game.is_over() and not session.guest:  # (a finished game reopened by its link is not
            # "in progress"; a guest's game lives on the host's device)
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
            if text and self.store.keep_aside(save_id):
                # another version's save, one cut short or edited by hand: never fatal, never lost
                self.shell.message = self.shell.lasting_message = ("error", t("ui.saves.aside", self.lang,
                                                                   reason=error.message(self.lang)))
            elif not quiet:
                self.shell.message = ("error", t("ui.import.bad", self.lang, reason=error.message(self.lang)))
            return
        except wordlists.lexicon.Unavailable as missing:  # a saved table in another language
            self.shell.waiting_words = ("resume", (save_id, quiet), missing.lang)
            self.shell.message = ("info", t("lexicon.loading", self.lang))
            return
        lang = wordlists.missing(session.game.options)
        if lang:  # its replay did not need the words, its table will
            self.shell.waiting_words = ("resume", (save_id, quiet), lang)
            self.shell.message = ("info", t("lexicon.loading", self.lang))
            return
        self.enter(session)
        if session.remote is not None:  # a table with friends on their devices: invite them again
            self.resume_remote(session)

    def words_fetched(self, error: Exception | None = None) -> None:
        """The word list a table waited for is here (or failed): open it."""
        waiting, self.shell.waiting_words = self.shell.waiting_words, None
        if error is not None:
            self.shell.message = ("error", t("ui.error.start", self.lang, reason=str(error)))
        elif waiting and waiting[0] == "begin":
            self.shell.message = None
            self.begin(*waiting[1])
        elif waiting and waiting[0] == "resume":
            self.shell.message = None
            self.resume(*waiting[1])
        elif waiting:
            self.shell.message = ("info", t("lexicon.offline.done", self.lang))

    def play_again(self) -> None:
        if not self.session:
            return
        game = self.session.game
        self.begin(game.game_id, [dict(s) for s in self.session.seats], self.random.randrange(1, 2**31),
                   dict(game.options))

    def replay_deal(self) -> None:
        """« Rejouer cette donne »: the same deal (seed) and table from the start, saved beside
        the finished game, which stays as it is."""
        if not self.session:
            return
        game = self.session.game
        self.begin(game.game_id, [dict(s) for s in self.session.seats], game.seed, dict(game.options),
                   save_id=f"{self.session.save_id}-again")

    def play(self, action: dict) -> bool:
        session = self.session
        if not session or self.shell.screen != "game":
            return False
        seat = session.viewer()
        if session.guest:  # the host's engine decides: the move goes there, its answer comes back
            if seat not in session.movers():
                self.shell.message = ("error", i18n.text("core.not_your_turn", self.lang))
            elif self.guest_lost:
                self.shell.message = ("error", t("remote.host.lost", self.lang))
            else:
                self.shell.message = None
                self.guest_send_action(action)
            return True
        if session.is_bot(seat) or session.needs_handover():
            return False
        if seat not in session.movers():
            self.shell.message = ("error", i18n.text("core.not_your_turn", self.lang))
            return True
        if self.countdown():
            self.shell.message = ("error", t("ui.race.wait", self.lang))
            return True
        if self.check_time() and seat not in session.movers():
            return True  # the time was up between two deals: the game is over
        try:
            events = session.apply(seat, action)
        except IllegalAction as error:
            self.shell.message = ("error", error.message(self.lang))
            self.host.announce(self.shell.message[1])
            return True
        self.guide_after_move()
        self.after_action(events, seat)
        return True

    def view_act(self, arg: str) -> bool:
        if not self.session or self.shell.screen != "game":
            return False
        seat = self.session.viewer()
        result = self.view.handle(arg, self.session.game.view(seat), self.view_ctx())
        if isinstance(result, dict):
            return self.play(result)
        self.shell.message = None
        return True

    def after_action(self, events: list[dict], actor: int | None = None) -> None:
        """After any move: save, count the result, say what happened (to screen readers), and
        put the mover's own public sentences beside their place (the table's captions)."""
        if self.shell.message is not self.shell.lasting_message:  # (a sentence about the start stays until closed)
            self.shell.message = None
        self.shell.hint, self.shell.hint_pending = None, False
        self.view.reset()
        self.save()
        if self.session.game.is_over():
            stats.record(self.store, self.session)
            self.shell.result_closed = False
        if self.session.remote is not None:  # friends on their devices see the move (issue 25)
            self.undo_cancelled()  # (an undo asked for before this move no longer applies)
            self.broadcast()
        viewer = self.session.viewer()
        said = [self.sentence(e, self.session) for e in events
                if "seats" not in e or viewer in e["seats"]]
        if said:
            self.host.announce(" ".join(said[-3:]))


    def undo(self) -> None:
        if self.session and self.session.undo():
            self.view.reset()
            self.shell.message = None
            self.save()

    def view_ctx(self, seat: int | None = None, game=None, replay: bool = False) -> Ctx:
        """The narrow context a game view draws with (views/base.py); ``replay``: for a replay's
        picture of ``game`` as ``seat`` saw it."""
        session = self.session
        game = session.game if game is None else game
        seat = session.viewer() if seat is None else seat
        return Ctx(game=game, seat=seat, lang=self.lang, names=lambda s: self.seat_name(session, s),
                   bots={s for s in range(game.players) if session.is_bot(s)}, thinking=self.shell.thinking,
                   hint=self.shell.hint, speed=self.shell.speed, said=self.captions(session, game),
                   person=seat is not None and not session.is_bot(seat),
                   minutes_played=session.minutes_played(self.host.clock()), you=self.you(session),
                   countdown=self.countdown() if game is session.game else 0, replay=replay)

    def captions(self, session: Session, game) -> dict[int, str]:
        """What the last mover just did, in their public sentences, to show beside their place
        (read from the game's own events, so a reload or a replay shows the same; older moves'
        captions would name cards since gone into piles)."""
        if not game.actions:
            return {}
        actor = game.actions[-1][0]
        turn = len(game.actions) - 1
        own = [self.sentence(e, session) for e in reversed(game.events)
               if e.get("turn") == turn and "seats" not in e and e.get("seat") == actor][:2]
        return {actor: " ".join(reversed(own))} if own else {}

    # ---- drawing: one screen per moment
    def render_game(self) -> str:
        """The table on one screen: the other players, the shared area, and the dock (what to
        do now, your hand, the actions of the moment) that never leaves the screen. The end of
        a deal and of the game show over it."""
        session = self.session
        game = session.game
        if session.needs_handover():
            return self.render_handover()
        ctx, view = self.seat_view()
        table = self.shell.last_table = self.view.draw(view, ctx)
        yours = self.person_to_act()
        frame = self.frame(table, game.game_id, game.players, ctx.seat, self.prompt_line(session, table.prompt), yours,
                           dock_extra=self.render_saving())
        over = self.render_result(view, ctx) if game.is_over() and not self.shell.result_closed else ""
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
        dock = join([
            tag("p", badge + tag("span", esc(prompt), class_="prompt-text"), class_="prompt", data_role="prompt",
                aria_live="polite"),
            tag("div", table.work, class_="dock-work") if table.work else "",
            tag("div", table.hand, class_="hand", data_role="hand", role="group", aria_label=hand_label,
                data_coach="hand", inert=inert, data_measure="inline",
                style=f"--n:{table.hand_count}" if table.hand_count else None)
            if table.hand else "",
            tag("div", table.actions, class_="actions", data_role="actions", data_coach="actions"),
            dock_extra,
        ])
        status = table.status
        words = wordlists.words_label(game_id, self.session.game.options, lang) if self.session else None
        if words:  # the list this table plays with (issue 27)
            status = join([status or "", tag("span", esc(words), class_="table-words")])
        side = join([tag("p", status, class_="table-status", data_coach="status") if status else "",
                     self.render_last_hand(self.session) if not inert else "",
                     tag("div", table.others, class_="table-others") if table.others else ""])
        body = join([
            tag("h1", esc(title or pyengine.GAMES[game_id].title), class_="sr-only"),
            tag("div", side, class_="table-side", role="region", aria_label=t("ui.table.others", lang)) if side else "",
            # (focusable: when a phone's middle holds more than it shows, the keyboard scrolls it too)
            tag("div", table.center, class_="table-center", role="region", aria_label=t("ui.table.center", lang),
                inert=inert, tabindex="0", data_measure="size"),
            tag("section", dock, class_="table-dock" + (" table-dock--yours" if yours else ""),
                aria_label=t("ui.table.dock", lang)),
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
        if len(movers) > 1 and self.countdown():
            # what to do at the signal follows the countdown, when a person here takes part
            waiting = t("ui.race.countdown", self.lang, n=self.countdown())
            return f"{waiting} {prompt}" if prompt and viewer in session.human_movers() else waiting
        if self.person_to_act() and prompt:
            return prompt
        if session.watch_mode():
            if movers and self.shell.thinking in movers:
                return t("ui.turn.thinking", self.lang, name=self.seat_name(session, self.shell.thinking))
            return prompt or t("ui.watch", self.lang, name=self.seat_name(session, viewer))
        if len(movers) > 1:
            return prompt or t("ui.turn.many", self.lang)
        if viewer in movers:
            return t("ui.turn.you", self.lang) if self.you(session) is not None else \
                t("ui.turn.other", self.lang, name=self.seat_name(session, viewer))
        if movers and self.shell.thinking == movers[0]:
            return t("ui.turn.thinking", self.lang, name=self.seat_name(session, movers[0]))
        if movers:
            return t("ui.turn.other", self.lang, name=self.seat_name(session, movers[0]))
        return prompt

    def render_handover(self) -> str:
        session = self.session
        name = self.seat_name(session, session.viewer())
        return tag("div", join([
            tag("h1", esc(t("ui.handover.title", self.lang, name=name))),
            tag("p", esc(t("ui.handover.text", self.lang, name=name))),
            button(esc(t("ui.handover.ok", self.lang, name=name)), "handover", cls="btn btn--primary btn--big")]),
            class_="handover", role="dialog", aria_modal="true", aria_label=t("ui.handover.title", self.lang, name=name))

    # ---- the end of a deal: a recap over the table, until the person goes on
    def pending_recap(self):
        """The view's recap of the deal just ended, when not yet seen (None otherwise)."""
        return self.once("pending_recap", self._pending_recap)

    def _pending_recap(self):
        session = self.session
        if not session or self.shell.screen != "game" or session.game.is_over() or session.needs_handover():
            return None
        if session.watch_mode() and self.shell.speed == "max":
            return None
        ctx, view = self.seat_view()
        recap = self.view.recap(view, ctx)
        if recap is None or recap.key in self.shell.recaps_seen:
            return None
        return recap

    def render_recap(self, view: dict, ctx: Ctx) -> str:
        recap = self.pending_recap()
        if recap is None:
            return ""
        if self.shell.recap_shown != recap.key:
            self.shell.recap_shown, self.shell.recap_since = recap.key, self.host.clock()
        go_on = button(esc(recap.go_on or t("ui.recap.next", self.lang)), "recap-next", recap.key, cls="btn btn--primary btn--big",
                       data_coach="recap-next")
        return tag("div", tag("section", join([
            tag("h2", esc(recap.title), id="recap-title"),
            tag("div", recap.body, class_="recap-body", tabindex="0"),  # (a long recap scrolls: keys too)
            tag("div", go_on, class_="result-actions")]), class_="dialog recap", role="dialog", aria_modal="true",
            aria_labelledby="recap-title", data_recap=recap.key), class_="overlay overlay--recap")

    def close_recap(self, key: str) -> None:
        self.shell.recaps_seen.add(key)
        self.shell.recap_shown = None
        if self.session and self.session.recap_closed != key:  # (kept in the save: a reload goes on)
            self.session.recap_closed = key
            self.session.revision += 1
            self.save()

    def recap_wait(self) -> float | None:
        """Watch mode: seconds the recap stays up before the table goes on by itself."""
        from .pacing import SPEEDS

        recap = self.pending_recap()
        if recap is None or not self.session.watch_mode():
            return None
        if self.shell.recap_shown != recap.key:
            return 0.05  # not drawn yet
        return max(0.0, self.shell.recap_since + 4.0 * SPEEDS[self.shell.speed] - self.host.clock())
