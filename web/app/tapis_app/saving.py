"""Keeping games: each game saved after every action, export and import of one game or of
everything, and what to say and offer when the browser refuses storage."""

import json
from datetime import datetime, timezone

import pyengine
from pyengine.core import BadSave

from . import jsontext, stats
from .html import button, esc, tag
from .services import Room
from .session import Session
from .text import t
from .games import has_view


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class Saver(Room):
    """The table's saves: written after every action, exported and imported."""

    def save(self, session: Session | None) -> None:
        if not session or session.guest:  # (a guest's game lives on the host's device)
            return
        session.tick(self.host.clock())
        self.store.save_game(session.save_id, session.to_json(now_iso()), session.revision)
        if session.game.is_over():
            self.store.storage.remove(self.store.prefix + "current")

    def export(self, session: Session | None) -> None:
        if session:
            game = session.game
            self.host.download(f"tapis-{game.game_id}-{game.seed}.json", session.to_json(now_iso()))
            if session.remote is not None:  # (a host's save holds every secret: issue 45)
                self.say("info", "remote.export.secrets")

    def imported(self, text: str) -> Session | None:
        """A game file read as a session to open, saved under an id of its own (a whole backup is
        restored at once: None then); None with a sentence when it cannot be read."""
        if self.import_backup(text):
            return None
        try:
            session = Session.from_save(text, None)
            if not has_view(session.game.game_id):
                raise BadSave("core.save.unavailable_game", game=pyengine.GAMES[session.game.game_id].title)
        except BadSave as error:
            self.say("error", "ui.import.bad", reason=error.message(self.lang))
            return None
        session.save_id = f"imported-{self.services.random.randrange(10**9)}"
        session.revision = 0
        return session

    def import_backup(self, text: str) -> bool:
        """A file made by "export everything": restore each game that loads, skip the others."""
        try:
            data = jsontext.loads(text) if len(text) < 20_000_000 else None
        except ValueError:
            return False
        if not isinstance(data, dict) or data.get("format") != "tapis-backup":
            return False
        restored = 0
        games = data.get("games")
        for save_id, save in (games.items() if isinstance(games, dict) else ()):
            try:
                session = Session.from_save(json.dumps(save), str(save_id)[:60])
            except BadSave:
                continue
            session.revision = 0
            self.store.storage.set(self.store.game_key(session.save_id), session.to_json(now_iso()))
            restored += 1
        if isinstance(data.get("stats"), dict):
            self.store.set_setting(stats.KEY, json.dumps(data["stats"]))
        self.shell.message = ("info", t("ui.import.backup", self.lang, n=restored))
        return True

    def export_everything(self) -> str:
        """Every saved game and the statistics, as one file."""
        games = {}
        for save_id, _meta in self.store.games():
            try:
                games[save_id] = json.loads(self.store.load_game(save_id))
            except (TypeError, ValueError, RecursionError):
                continue  # listed a moment ago, unreadable now: the others still go out
        backup = {"format": "tapis-backup", "version": 1, "games": games, "stats": stats.load(self.store)}
        aside = self.store.aside()
        if aside:  # stored games this version could not read, as they were (never deleted)
            backup["aside"] = aside
        return json.dumps(backup, ensure_ascii=False)

    def render_saving(self) -> str:
        """Saving off (storage refused, or full since): a short line in the table's dock, in its
        flow (issue 27: floating over the table, it hid the shared cards on a phone), with what
        the person can do instead: export the game, or (in a frame, where the browser offers
        it) ask the browser to let this frame keep its games."""
        if self.store.working or self.shell.screen != "game" or self.shell.saving_said:
            return ""
        embedded = self.services.embedded
        lang = self.lang
        actions = [button(esc(t("ui.saving.export.short", lang)), "export", cls="btn btn--chip",
                          aria_label=t("ui.saving.export", lang))]
        if embedded and self.host.can_ask_storage():
            actions.append(button(esc(t("ui.saving.keep", lang)), "keep-saves", cls="btn btn--chip"))
        actions.append(button("×", "saving-dismiss", cls="btn btn--icon", aria_label=t("ui.close", lang)))
        sentence = t("ui.saving.off.embed.line" if embedded else "ui.saving.off.line", lang)
        return tag("div", tag("p", esc(sentence)) + "".join(actions), class_="saving-off", role="status")

    def ask_to_keep_saves(self, session: Session | None) -> None:
        """« Garder mes parties »: the browser's Storage Access prompt; its answer comes later."""
        def answered(granted: bool) -> None:
            self.store.recheck()
            if self.store.working:
                self.save(session)
                self.host.announce(self.say("info", "ui.saving.granted"))
            else:
                self.host.announce(self.say("error", "ui.saving.refused"))
            self.services.redraw()

        self.host.ask_storage(answered)
