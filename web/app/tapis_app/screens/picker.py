"""The first screen: the games, the games in progress, a challenge code, an import."""

from datetime import datetime

import pyengine

from ..games import SITE_GAMES, scene
from ..html import attrs, button, esc, join, tag
from ..services import Room
from ..session import LEVELS
from ..text import t
from ..games import has_guide, has_view


class PickerScreen(Room):
    def __init__(self, services, setup):
        super().__init__(services)
        self.setup = setup  # (what one tap starts: the set-up last used)
        self.acts = {"forget": lambda arg: self.store.delete_game(arg)}

    def render(self) -> str:
        """A game in progress first (« Reprendre la partie de Glop »), then each game: one tap
        plays at once (``quick``: as last time, else against one computer), « Options » opens
        its set-up, and a guided game is offered to whoever has not played it yet."""
        lang = self.lang
        cards = []
        for game_id in SITE_GAMES:
            info = pyengine.GAMES.get(game_id)
            if info is None:
                continue
            playable = has_view(game_id)
            players = info.players
            if len(players) == 1:
                count = t("ui.players.one", lang, n=players[0])
            elif list(players) == list(range(players[0], players[-1] + 1)) and len(players) > 2:
                count = t("ui.players.range", lang, low=players[0], high=players[-1])
            else:
                count = t("ui.players.pair", lang, low=players[0], high=players[-1])
            action = self.render_game_actions(info) if playable else \
                tag("p", esc(t("ui.picker.unavailable", lang)), class_="soon")
            cards.append(tag("li", join([
                # the game's material as on its table: decoration, the title and pitch say it
                scene(game_id, lang),
                tag("div", tag("div", tag("h2", esc(info.title)) + tag("p", esc(count), class_="game-players")),
                    class_="game-card-head"),
                tag("p", esc(t(f"ui.pitch.{game_id}", lang)), class_="game-pitch"),
                action]), class_="game-card" + ("" if playable else " game-card--soon"),
                data_game=game_id, data_available="true" if playable else "false"))
        resume = self.render_saves()
        intro = tag("p", esc(t("ui.tagline", lang)), class_="tagline")
        return join([tag("h1", esc(t("ui.picker.title", lang))), resume, intro,
                     tag("ul", "".join(cards), class_="game-list"), self.render_more()])

    def render_game_actions(self, info) -> str:
        """A game's buttons on the picker: play now, its options, and (the first time) a guided
        game."""
        lang, game_id = self.lang, info.id
        setup = self.setup.remembered(info) or self.setup.default(info)
        summary_id = f"quick-{game_id}"
        buttons = tag("div", join([
            button(esc(t("ui.picker.play.short", lang)), "quick", game_id, cls="btn btn--primary btn--play",
                   aria_label=t("ui.picker.play", lang, game=info.title), aria_describedby=summary_id),
            button(esc(t("ui.picker.options", lang)), "pick", game_id, cls="btn btn--options",
                   aria_label=t("ui.picker.options.label", lang, game=info.title))]), class_="game-actions")
        guided = ""
        if has_guide(game_id) and not self.store.setting(f"guided.{game_id}") \
                and not self.store.setting(f"setup.{game_id}"):
            # the guided first game: offered until the person has played this game once
            guided = button(esc(t("ui.picker.guided", lang)), "guide-start", game_id,
                            cls="btn btn--ghost btn--small game-guide",
                            aria_label=t("ui.picker.guided.label", lang, game=info.title))
        # (the guided game above the buttons, so that every card's buttons line up)
        return join([guided, buttons, tag("p", esc(self.setup_summary(setup)), class_="game-quick", id=summary_id)])

    def setup_summary(self, setup: dict) -> str:
        """What one tap starts: « Vous contre l'ordinateur (moyen) », or the last table's size."""
        kinds = setup["kinds"][: setup["players"]]
        levels = [k for k in kinds[1:] if k in LEVELS]
        if kinds[0] == "human" and len(levels) == len(kinds) - 1:
            words = ", ".join(t(f"ui.quick.level.{level}", self.lang) for level in LEVELS if level in levels)
            return t("ui.quick.bots", self.lang, n=len(levels), levels=words)
        return t("ui.quick.table", self.lang, n=setup["players"])

    def render_more(self) -> str:
        """Below the games: take up a challenge by its code; import a saved game."""
        if self.services.embedded:
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
        """The games in progress: the latest as the picker's first offer (« Reprendre la partie
        de Glop »), the others listed below it."""
        saves = [(save_id, meta) for save_id, meta in self.store.games()
                 if not meta.get("over") and meta.get("game") in pyengine.GAMES]
        lang = self.lang
        items = []
        for save_id, meta in saves[:8]:
            title = pyengine.GAMES[meta["game"]].title
            date = short_date(meta.get("created", ""), lang)
            forget = button("×", "forget", save_id, cls="btn btn--icon",
                            aria_label=t("ui.resume.delete", lang, game=title, date=date))
            if not items:  # the latest: first and biggest
                since = tag("span", esc(t("ui.resume.since", lang, date=date)), class_="resume-date") if date else ""
                items.append(tag("div", button(tag("span", esc(t("ui.resume.first", lang, game=title)), class_="resume-game") + since,
                                               "resume", save_id, cls="btn btn--primary btn--resume btn--resume-first") + forget,
                                 class_="resume-first"))
                continue
            items.append(tag("li", button(esc(t("ui.resume.item", lang, game=title, date=date)),
                                          "resume", save_id, cls="btn btn--resume") + forget))
        if not items and self.store.working:
            return ""
        warning = "" if self.store.working else tag("p", esc(t("ui.saving.off.embed" if self.services.embedded else "ui.saving.off", lang)), class_="warning")
        others = tag("h3", esc(t("ui.resume.others", lang)), class_="resume-others") + \
            tag("ul", "".join(items[1:]), class_="save-list") if len(items) > 1 else ""
        return tag("section", tag("h2", esc(t("ui.resume.title", lang)), class_="sr-only" if items else None) +
                   warning + join(items[:1]) + others, class_="saves")


def short_date(iso: str, lang: str) -> str:
    if not isinstance(iso, str):
        return ""
    try:
        moment = datetime.fromisoformat(iso)
    except ValueError:
        return iso[:10]
    return moment.strftime("%d/%m/%Y %H:%M" if lang == "fr" else "%Y-%m-%d %H:%M")
