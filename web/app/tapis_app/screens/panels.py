"""What opens over the table: rules, log, menu, statistics, challenge, embed, review, about.
Each is a panel drawn over the screen, never pushing the table down."""

import pyengine
from pyengine.core import i18n

from .. import stats
from ..html import attrs, button, esc, join, tag
from ..services import Room
from ..text import t
from .table.pacing import SPEEDS


class Panels(Room):
    def __init__(self, services, table, links):
        super().__init__(services)
        self.table, self.links = table, links

    def render_overlay(self) -> str:
        if not self.shell.overlay:
            return ""
        lang = self.lang
        if self.shell.overlay == "rules" and self.table.session:
            game_id = self.table.session.game.game_id
            title, body = t("ui.rules", lang) + " — " + pyengine.GAMES[game_id].title, i18n.text(f"{game_id}.rules", lang)
            body += self.render_shortcuts()
        elif self.shell.overlay == "log" and self.table.session:
            session = self.table.session
            lines = [tag("li", esc(self.table.namer.sentence(e, session))) for e in session.game.log(session.viewer())]
            title = t("ui.log.title", lang)
            # the latest first, numbered as played (issue 30: it opened at the game's first move)
            body = tag("ol", "".join(reversed(lines[-200:])), class_="log", reversed=True, start=len(lines)) if lines else \
                tag("p", esc(t("ui.log.empty", lang)))
        elif self.shell.overlay == "sheet" and self.table.has_sheet():
            title, body = t("ui.sheet", lang), self.table.state.last_table.sheet
        elif self.shell.overlay == "menu" and self.table.session:
            title, body = t("ui.menu", lang), self.render_menu()
        elif self.shell.overlay == "stats":
            title, body = t("ui.stats", lang), self.render_stats()
        elif self.shell.overlay == "challenge" and self.table.session and self.table.ending.can_challenge():
            title, body = t("ui.challenge.title", lang), self.render_challenge()
        elif self.shell.overlay == "embed" and self.table.session:
            title, body = t("ui.embed.title", lang), self.render_embed()
        elif self.shell.overlay == "review" and self.table.session:
            title, body = t("ui.review.title", lang), self.render_review()
        elif self.shell.overlay == "remote" and self.table.hosting.table:
            title, body = t("remote.panel.title", lang), self.table.hosting.render_invites_panel()
        else:
            title = t("ui.about.title", lang)
            body = t("ui.about.text", lang)
            if not self.shell.can_install and not self.services.embedded:
                # no « Installer » button: Firefox and Safari have no install prompt to offer
                body += tag("p", esc(t("ui.about.install", lang)), class_="about-install")
            body += t("ui.about.software", lang) + t("ui.about.materials", lang)
            if i18n.has("lexicon.credits"):
                body += i18n.text("lexicon.credits", lang)
                body += tag("p", button(esc(t("lexicon.offline", lang)), "wordlists", cls="btn"))
        # a drawer over the table (beside it on a wide screen, from the bottom on a phone): a
        # click on the shade closes it
        return tag("div", button("", "close", cls="overlay-shade", aria_label=t("ui.close", lang), tabindex="-1") +
                   tag("div", join([
                       tag("div", tag("h2", esc(title), id="dialog-title") +
                           button("×", "close", cls="btn btn--icon", aria_label=t("ui.close", lang)), class_="dialog-head"),
                       # (its text scrolls: a keyboard reaches it to scroll it, as a finger does)
                       tag("div", body, class_="dialog-body", tabindex="0", role="region",
                           aria_labelledby="dialog-title")]), class_="dialog drawer", role="dialog", aria_modal="true",
                       aria_labelledby="dialog-title", tabindex="-1", data_panel=self.shell.overlay),
                   class_="overlay overlay--drawer")

    def render_stats(self) -> str:
        lang = self.lang
        rows = stats.rows(self.store)
        if not rows:
            body = tag("p", esc(t("ui.stats.empty", lang)))
        else:
            head = "".join(tag("th", esc(t(k, lang)), scope="col") for k in
                           ("ui.stats.game", "ui.stats.level", "ui.stats.played", "ui.stats.won", "ui.stats.best", "ui.stats.average"))
            lines = []
            for game, level, entry in rows:
                game, table_lang = stats.split_game(game)  # tables in English, German counted apart
                title = pyengine.GAMES[game].title if game in pyengine.GAMES else game
                if table_lang != "fr" and i18n.has(f"{game}.option.language.{table_lang}"):
                    language = i18n.text(f"{game}.option.language.{table_lang}", lang)
                    title += f" ({language[:1].lower() + language[1:] if lang == 'fr' else language})"
                average = round(entry["total"] / entry["scored"], 1) if entry.get("scored") else "—"
                lines.append(tag("tr", join([tag("th", esc(title), scope="row"),
                                             tag("td", esc(t(f"ui.level.{level}", lang))),
                                             tag("td", esc(entry["played"])), tag("td", esc(entry["won"])),
                                             tag("td", esc("—" if entry["best"] is None else entry["best"])),
                                             tag("td", esc(average))])))
            body = tag("table", tag("thead", tag("tr", head)) + tag("tbody", "".join(lines)), class_="ranking stats")
        actions = button(esc(t("ui.stats.export", lang)), "export-all", cls="btn") + \
            button(esc(t("ui.stats.reset", lang)), "stats-reset", cls="btn")
        return body + tag("div", actions, class_="menu-row")

    def render_challenge(self) -> str:
        lang = self.lang
        links = self.links.challenge_links()
        parts = [tag("p", esc(t("ui.challenge.explain", lang))),
                 tag("label", esc(t("ui.challenge.link", lang)) +
                     f'<input type="text" readonly class="field field--wide" data-challenge-link{attrs(value=links["link"])}>'),
                 tag("p", esc(t("ui.challenge.code", lang)) + " " + tag("strong", esc(links["code"]), class_="code",
                                                                      data_challenge_code="true"))]
        if links.get("result_link"):
            parts.append(tag("label", esc(t("ui.challenge.result_link", lang)) +
                             f'<input type="text" readonly class="field field--wide" data-result-link{attrs(value=links["result_link"])}>'))
        return "".join(parts)

    def render_embed(self) -> str:
        lang = self.lang
        snippets = self.links.embed_snippets()
        rows = []
        for key, label in (("iframe", "ui.embed.iframe"), ("iframe_seed", "ui.embed.seed"), ("element", "ui.embed.element")):
            rows.append(tag("label", esc(t(label, lang)) +
                            tag("textarea", esc(snippets[key]), readonly=True, rows="3", class_="field field--wide",
                                data_snippet=key)))
        return tag("p", esc(t("ui.embed.explain", lang))) + "".join(rows)

    def render_shortcuts(self) -> str:
        """The keys of this table (the game view's own, then the site's), listed with the rules."""
        keys = [(key, i18n.text(text_key, self.lang)) for key, text_key in getattr(self.table.view, "shortcuts", [])]
        keys += [("Tab", t("ui.keys.tab", self.lang)), ("Entrée / Enter", t("ui.keys.enter", self.lang)),
                 ("Échap / Esc", t("ui.keys.escape", self.lang)), ("← →", t("ui.keys.replay", self.lang))]
        rows = "".join(tag("tr", tag("th", tag("kbd", esc(key)), scope="row") + tag("td", esc(what))) for key, what in keys)
        return tag("h3", esc(t("ui.keys.title", self.lang))) + tag("table", tag("tbody", rows), class_="shortcuts")

    def render_review(self) -> str:
        session = self.table.session
        seat = session.viewer()
        from .. import review
        job = self.table.review if self.table.review and self.table.review.current(session, seat) else None
        plays = sum(1 for actor, _ in session.game.actions if actor == seat)
        return review.render_hands(session.game.hand_reviews(seat), session.game.game_id, self.lang) + \
            review.render_moves(self.table, job, plays)

    def render_menu(self) -> str:
        lang = self.lang
        keep, reason = self.table.session.undo_state()
        undo = button(esc(t("ui.menu.undo", lang)), "undo", cls="btn", disabled=keep is None,
                      aria_describedby="undo-why" if keep is None else None)
        if keep is None:
            undo += tag("small", esc(i18n.text(reason, lang)), id="undo-why", class_="option-help")
        if self.table.link_role() != "alone":  # friends on their devices: taken back only if they all agree
            undo = button(esc(t("remote.undo.button", lang)), "remote-undo", cls="btn",
                          disabled=self.table.session.game.is_over())
        speeds = "".join(button(esc(t(f"ui.speed.{s}", lang)), "speed", s,
                                cls="btn btn--chip" + (" is-on" if s == self.shell.speed else ""),
                                aria_pressed="true" if s == self.shell.speed else "false") for s in SPEEDS)
        hint = button(esc(t("ui.menu.hint", lang)), "hint", cls="btn",
                      disabled=self.table.session.game.is_over() or self.table.session.watch_mode())
        items = [self.table.remote_phrases(), undo, hint, button(esc(t("ui.menu.review", lang)), "review", cls="btn"),
                 button(esc(t("ui.replay", lang)), "replay", cls="btn"),
                 tag("div", tag("span", esc(t("ui.menu.speed", lang))) + speeds, class_="menu-row"),
                 button(esc(t("ui.menu.export", lang)), "export", cls="btn")]
        if self.table.session.guide is not None:
            items.append(button(esc(t("ui.guide.stop", lang)), "guide-stop", cls="btn"))
        elif getattr(self.table.view, "GUIDE", None) is not None:
            items.append(button(esc(t("ui.menu.guide", lang)), "guide-start", self.table.session.game.game_id, cls="btn"))
        items.append(button(esc(t("ui.lang.switch", lang)), "lang", cls="btn", lang="en" if lang == "fr" else "fr",
                            aria_label=t("ui.lang.switch.label", lang)))
        if self.table.session.game.is_over():
            items.append(button(esc(t("ui.over.show", lang)), "result-open", cls="btn"))
        if self.table.hosting.table is not None:
            items.append(button(esc(t("remote.panel.title", lang)), "remote", cls="btn"))
        if not self.services.embedded:
            items.append(button(esc(t("ui.embed.title", lang)), "embed", cls="btn"))
            items.append(button(esc(t("ui.menu.quit", lang)), "home", cls="btn"))
        return tag("div", "".join(items), class_="menu")
