"""The first screen: the five games, the games in progress, a challenge code, an import."""

from datetime import datetime

import pyengine

from .html import attrs, button, esc, join, tag
from .text import t
from .views import has_view
from .views.art import game_icon

class PickerMixin:
    def render_picker(self) -> str:
        cards = []
        for game_id, info in pyengine.GAMES.items():
            if game_id not in ("glossa", "glop", "glukz", "buyword", "juggler"):
                continue
            playable = has_view(game_id)
            players = info.players
            if len(players) == 1:
                count = t("ui.players.one", self.lang, n=players[0])
            elif list(players) == list(range(players[0], players[-1] + 1)) and len(players) > 2:
                count = t("ui.players.range", self.lang, low=players[0], high=players[-1])
            else:
                count = t("ui.players.pair", self.lang, low=players[0], high=players[-1])
            action = button(esc(t("ui.picker.play", self.lang, game=info.title)), "pick", game_id,
                            cls="btn btn--primary") if playable else \
                tag("p", esc(t("ui.picker.unavailable", self.lang)), class_="soon")
            cards.append(tag("li", join([
                game_icon(game_id),
                tag("h2", esc(info.title)),
                tag("p", esc(count), class_="game-players"),
                tag("p", esc(t(f"ui.pitch.{game_id}", self.lang)), class_="game-pitch"),
                action]), class_="game-card" + ("" if playable else " game-card--soon"),
                data_game=game_id, data_available="true" if playable else "false"))
        resume = self.render_saves()
        intro = tag("p", esc(t("ui.tagline", self.lang)), class_="tagline")
        return join([tag("h1", esc(t("ui.picker.title", self.lang))), intro, resume,
                     tag("ul", "".join(cards), class_="game-list"), self.render_more()])

    def render_more(self) -> str:
        """Below the games: take up a challenge by its code; import a saved game."""
        if self.embedded:
            return ""
        lang = self.lang
        code = tag("form", tag("label", esc(t("ui.challenge.enter", lang)), for_="challenge-code") +
                   f'<input type="text" id="challenge-code" name="code" class="field" maxlength="400" autocomplete="off" spellcheck="false"{attrs(placeholder="PHD-2LKJ3F")}>' +
                   tag("button", esc(t("ui.challenge.go", lang)), type="submit", class_="btn"),
                   data_act="code", class_="inline-form")
        join_form = tag("form", tag("label", esc(t("remote.join.picker", lang)), for_="join-invite") +
                        f'<input type="text" id="join-invite" name="invite" class="field" autocomplete="off" spellcheck="false"{attrs(placeholder="…/index.html#j=1.…")}>' +
                        tag("button", esc(t("remote.join.go.picker", lang)), type="submit", class_="btn"),
                        data_act="remote-join", class_="inline-form")
        upload = tag("label", esc(t("ui.menu.import", lang)) +
                     f'<input type="file" class="sr-only" accept=".json,application/json"{attrs(data_act="import-file")}>',
                     class_="btn file-button")
        return tag("section", code + join_form + upload, class_="more")

    def render_saves(self) -> str:
        items = []
        for save_id, meta in self.store.games():
            if meta.get("over") or meta.get("game") not in pyengine.GAMES:
                continue
            title = pyengine.GAMES[meta["game"]].title
            date = short_date(meta.get("created", ""), self.lang)
            items.append(tag("li", button(esc(t("ui.resume.item", self.lang, game=title, date=date)),
                                          "resume", save_id, cls="btn btn--resume") +
                             button("×", "forget", save_id, cls="btn btn--icon",
                                    aria_label=t("ui.resume.delete", self.lang, game=title, date=date))))
        if not items and self.store.working:
            return ""
        warning = "" if self.store.working else tag("p", esc(t("ui.saving.off.embed" if self.embedded else "ui.saving.off", self.lang)), class_="warning")
        return tag("section", tag("h2", esc(t("ui.resume.title", self.lang))) + warning +
                   tag("ul", "".join(items[:8]), class_="save-list"), class_="saves") if items or warning else ""


def short_date(iso: str, lang: str) -> str:
    if not isinstance(iso, str):
        return ""
    try:
        moment = datetime.fromisoformat(iso)
    except ValueError:
        return iso[:10]
    return moment.strftime("%d/%m/%Y %H:%M" if lang == "fr" else "%Y-%m-%d %H:%M")
