"""Keeping games: each game saved after every action, a stale tab reloaded instead of
overwritten, export and import of one game or of everything, and what to say and offer when the
browser refuses storage."""

import json
from datetime import datetime, timezone

import pyengine
from pyengine.core import BadSave

from . import jsontext, stats
from .html import button, esc, tag
from .session import Session
from .text import t
from .views import has_view


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class SavingMixin:
    def save(self) -> None:
        if not self.session or self.session.guest:  # (a guest's game lives on the host's device)
            return
        self.session.tick(self.host.clock())
        self.store.save_game(self.session.save_id, self.session.to_json(now_iso()), self.session.revision)
        if self.session.game.is_over():
            self.store.storage.remove(self.store.prefix + "current")

    def reload_stale(self) -> None:
        save_id = self.session.save_id if self.session else None
        if save_id:
            self.resume(save_id, quiet=True)
        self.shell.message = ("error", t("ui.error.stale", self.lang))

    def export_save(self) -> None:
        if self.session:
            game = self.session.game
            self.host.download(f"tapis-{game.game_id}-{game.seed}.json", self.session.to_json(now_iso()))
            if self.session.remote is not None:  # (a host's save holds every secret: issue 45)
                self.shell.message = ("info", t("remote.export.secrets", self.lang))

    def import_save(self, text: str) -> None:
        if self.import_backup(text):
            return
        try:
            session = Session.from_save(text, None)
            if not has_view(session.game.game_id):
                raise BadSave("core.save.unavailable_game", game=pyengine.GAMES[session.game.game_id].title)
        except BadSave as error:
            self.shell.message = ("error", t("ui.import.bad", self.lang, reason=error.message(self.lang)))
            return
        session.save_id = f"imported-{self.random.randrange(10**9)}"
        session.revision = 0
        self.enter(session)
        self.save()
        self.shell.message = ("info", t("ui.import.ok", self.lang))

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
        lang = self.lang
        actions = [button(esc(t("ui.saving.export.short", lang)), "export", cls="btn btn--chip",
                          aria_label=t("ui.saving.export", lang))]
        if self.embedded and self.host.can_ask_storage():
            actions.append(button(esc(t("ui.saving.keep", lang)), "keep-saves", cls="btn btn--chip"))
        actions.append(button("×", "saving-dismiss", cls="btn btn--icon", aria_label=t("ui.close", lang)))
        sentence = t("ui.saving.off.embed.line" if self.embedded else "ui.saving.off.line", lang)
        return tag("div", tag("p", esc(sentence)) + "".join(actions), class_="saving-off", role="status")

    def ask_to_keep_saves(self) -> None:
        """« Garder mes parties »: the browser's Storage Access prompt; its answer comes later."""
        def answered(granted: bool) -> None:
            self.store.recheck()
            if self.store.working:
                self.save()
                self.shell.message = ("info", t("ui.saving.granted", self.lang))
            else:
                self.shell.message = ("error", t("ui.saving.refused", self.lang))
            self.host.announce(self.shell.message[1])
            self.refresh()

        self.host.ask_storage(answered)
