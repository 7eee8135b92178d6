"""The table's set-up: how many players, who sits where (you, friends on this device,
computer players and their level), names, the rule variants, and a deal number."""

import json

import pyengine
from pyengine.core import BadOptions, i18n

from .. import wordlists
from ..html import attrs, button, esc, join, tag
from ..services import Room
from ..session import LEVELS
from ..text import t
from ..games import has_view
from .table.coach import guide_of

KINDS = ("human", "friend", "remote", "easy", "normal", "hard")  # remote: a friend on his own device


class SetupScreen(Room):
    def __init__(self, services, table):
        super().__init__(services)
        self.table = table
        self.setup: dict | None = None  # the choices on screen
        self.acts = {"pick": self.open, "quick": self.quick_start, "setup": lambda arg: self.change(json.loads(arg)),
                     "start": lambda _arg: self.start()}

    def open(self, game_id: str) -> None:
        """The set-up (« Options » on the picker): the last one used for this game, else the
        defaults."""
        setup = self.setup_for(game_id)
        if setup is not None:
            self.setup = setup
            self.shell.screen, self.shell.overlay, self.shell.message = "setup", None, None

    def quick_start(self, game_id: str) -> None:
        """One tap on the picker: a table at once, set as last time for this game, else you
        against one computer at the normal level."""
        setup = self.setup_for(game_id)
        if setup is not None:
            self.setup = setup
            self.shell.overlay, self.shell.message = None, None
            self.start()

    def setup_for(self, game_id: str) -> dict | None:
        """A fresh set-up of ``game_id`` (None, with a sentence, for a game without a view)."""
        info = pyengine.GAMES.get(game_id)
        if info is None or not has_view(game_id):
            self.shell.message = ("error", t("ui.picker.unavailable.long", self.lang,
                                       game=info.title if info else game_id[:30]))
            return None
        setup = self.remembered(info) or self.default(info)
        # the words follow the page's language unless the set-up names them
        setup["options"] = wordlists.with_words_language(game_id, setup["options"], self.lang)
        return setup

    def default(self, info) -> dict:
        """You against one computer at the normal level (or the fewest players the game takes)."""
        players = 2 if 2 in info.players else info.players[0]
        return {"game": info.id, "players": players, "kinds": self._default_kinds(players),
                "names": [""] * max(info.players), "options": {}, "seed": ""}

    def remembered(self, info) -> dict | None:
        """The set-up last started for this game (setting ``setup.<game>``), each part checked
        against the game as it is now: what no longer holds falls back to its default; None when
        nothing usable is kept."""
        try:
            kept = json.loads(self.store.setting(f"setup.{info.id}") or "null")
        except (ValueError, RecursionError):
            return None
        if not isinstance(kept, dict) or kept.get("players") not in info.players:
            return None
        most = max(info.players)
        kinds = kept.get("kinds") if isinstance(kept.get("kinds"), list) else []
        kinds = [k if k in KINDS else "normal" for k in kinds[:most]]
        kinds += ["normal"] * (most - len(kinds))
        names = kept.get("names") if isinstance(kept.get("names"), list) else []
        names = [n[:24] if isinstance(n, str) else "" for n in names[:most]]
        names += [""] * (most - len(names))
        options = {}
        given = kept.get("options") if isinstance(kept.get("options"), dict) else {}
        for option in info.options:
            if option.key in given:
                try:
                    options[option.key] = option.check(info.id, given[option.key], kept["players"])
                except BadOptions:
                    pass
        return {"game": info.id, "players": kept["players"], "kinds": kinds, "names": names,
                "options": options, "seed": ""}

    def remember(self) -> None:
        setup = self.setup
        kept = {key: setup[key] for key in ("players", "kinds", "names", "options")}
        self.store.set_setting(f"setup.{setup['game']}", json.dumps(kept, separators=(",", ":")))

    @staticmethod
    def _default_kinds(players: int) -> list[str]:
        return ["human"] + ["normal"] * (players - 1)

    def change(self, change: dict) -> bool:
        if not self.setup:
            return False
        arg, value = change.get("arg") or "", change.get("value")
        setup = self.setup
        if arg == "players":
            players = int(value)
            info = pyengine.GAMES[setup["game"]]
            if players in info.players:
                kinds = setup["kinds"][:players]
                kinds += ["normal"] * (players - len(kinds))
                setup["players"], setup["kinds"] = players, kinds
        elif arg.startswith("kind."):
            index = int(arg[5:])
            if value in KINDS and index < setup["players"]:
                setup["kinds"][index] = value
        elif arg.startswith("name."):
            index = int(arg[5:])
            setup["names"][index] = str(value)[:24]
            return False  # typing: no redraw (the field keeps its own text)
        elif arg.startswith("option."):
            key = arg[7:]
            setup["options"][key] = parse_option_value(value)
        elif arg == "seed":
            setup["seed"] = "".join(ch for ch in str(value) if ch.isdigit())[:15]
            return False
        return True

    def start(self) -> None:
        setup = self.setup
        seats = []
        for index, kind in enumerate(setup["kinds"][: setup["players"]]):
            name = setup["names"][index].strip()
            if kind in ("human", "friend"):
                seats.append({"kind": "human", "name": name})
            elif kind == "remote":
                seats.append({"kind": "remote", "name": name})
            else:
                seats.append({"kind": "bot", "level": kind, "name": name})
        seed = int(setup["seed"]) if setup["seed"] else self.services.random.randrange(1, 2**31)
        self.shell.message = None
        self.table.begin(setup["game"], seats, seed, setup["options"])
        if not (self.shell.message and self.shell.message[0] == "error"):
            self.remember()  # the picker's one tap starts the same table next time

    def setup_people(self) -> int:
        """People at the table being set up (they all share this device)."""
        return sum(kind in ("human", "friend") for kind in self.setup["kinds"][: self.setup["players"]])

    def render(self) -> str:
        """The set-up as a compact panel: the table (players, who sits where, names) beside the
        variants on a wide screen, one under the other on a phone, and « Commencer la partie »
        in a bar kept at the bottom of the window, never below it."""
        setup = self.setup
        info = pyengine.GAMES[setup["game"]]
        lang = self.lang
        parts = [tag("h1", esc(t("ui.setup.title", lang, game=info.title)))]
        if guide_of(info.id) is not None:
            # offered first to whoever has not played this game guided yet
            first = not self.store.setting(f"guided.{info.id}")
            parts.append(tag("section", join([
                tag("p", esc(t("ui.guide.offer" if first else "ui.guide.offer.again", lang, game=info.title))),
                button(esc(t("ui.guide.start", lang)), "guide-start", info.id,
                       cls="btn btn--primary" if first else "btn")]),
                class_="guide-offer" + (" guide-offer--first" if first else "")))
        table = []
        if len(info.players) > 1:
            options = "".join(tag("option", str(n), value=str(n), selected=n == setup["players"]) for n in info.players)
            table.append(tag("label", esc(t("ui.setup.players", lang)) +
                             tag("select", options, data_act="setup", data_arg="players", class_="field"),
                             class_="field-row"))
        seats = []
        for index in range(setup["players"]):
            kind = setup["kinds"][index]
            choices = "".join(tag("option", esc(t(f"ui.kind.{k}", lang)), value=k, selected=k == kind) for k in KINDS)
            seats.append(tag("li", join([
                # (the fields carry the seat in their names; on a phone only its number shows)
                tag("span", tag("span", esc(t("ui.setup.seat", lang, n=index + 1)), class_="seat-long") +
                    tag("span", str(index + 1), class_="seat-short"), class_="seat-number", aria_hidden="true"),
                tag("select", choices, data_act="setup", data_arg=f"kind.{index}", class_="field",
                    aria_label=t("ui.setup.kind", lang, n=index + 1)),
                f'<input type="text" class="field" maxlength="24"{attrs(value=setup["names"][index], data_input="setup", data_arg=f"name.{index}", aria_label=t("ui.setup.name", lang, n=index + 1), placeholder=t("ui.name.player", lang, n=index + 1), autocomplete="off")}>',
            ]), class_="setup-seat"))
        table.append(tag("ol", "".join(seats), class_="setup-seats"))
        if all(k in LEVELS for k in setup["kinds"][: setup["players"]]):
            table.append(tag("p", esc(t("ui.setup.need_human", lang)), class_="hint"))
        note = info.table_notes.get(setup["players"])
        if note:  # what the game says of a table this size (Glop with four: who plays with whom)
            table.append(tag("p", esc(i18n.text(note, lang)), class_="hint"))
        variants = [self.render_option(info, option) for option in info.options
                    if option.applies_to(setup["players"])]
        variants.append(tag("label", esc(t("ui.setup.seed", lang)) +
                            f'<input type="text" inputmode="numeric" class="field field--seed" maxlength="15"{attrs(value=setup["seed"], data_input="setup", data_arg="seed", aria_describedby="seed-help")}>' +
                            tag("small", esc(t("ui.setup.seed.help", lang)), id="seed-help"), class_="field-row"))
        parts.append(tag("div", join([
            tag("fieldset", tag("legend", esc(t("ui.setup.seats", lang))) + "".join(table),
                class_="setup-block setup-block--table"),
            tag("fieldset", tag("legend", esc(t("ui.setup.options", lang))) +
                tag("div", "".join(variants), class_="setup-variants"), class_="setup-block setup-block--variants")]),
            class_="setup-body"))
        parts.append(tag("div", button(esc(t("ui.back", lang)), "home", cls="btn btn--ghost") +
                         button(esc(t("ui.setup.start", lang)), "start", cls="btn btn--primary btn--big"),
                         class_="setup-actions"))
        # the rules, to read while choosing (and while Python starts: this screen is also drawn
        # at build time for the page's first screen, issue 22)
        parts.append(tag("details", tag("summary", tag("h2", esc(t("ui.rules", lang) + " — " + info.title))) +
                         tag("div", i18n.text(f"{info.id}.rules", lang), class_="rules"),
                         class_="setup-rules", id=f"rules-{info.id}"))
        return tag("div", "".join(parts), class_="setup")

    def render_option(self, info, option) -> str:
        lang = self.lang
        players = self.setup["players"]
        value = self.setup["options"].get(option.key, option.default_for(players))
        forced = option.forced_for(self.setup_people())
        if forced is not None:  # what the game will really use, not a choice the device can't hold
            value = forced
        label = i18n.text(f"{info.id}.option.{option.key}", lang)
        help_key = f"{info.id}.option.{option.key}.help"
        help_text = tag("small", esc(i18n.text(help_key, lang)), class_="option-help") if i18n.has(help_key) else ""
        if forced is not None:
            help_text = tag("small", esc(t("ui.setup.shared_device", lang)), class_="option-help")
        arg = f"option.{option.key}"
        if option.type == "bool":
            control = f'<input type="checkbox"{attrs(checked=bool(value), data_act="setup", data_arg=arg, disabled=forced is not None)}>'
            return tag("label", control + " " + esc(label) + help_text, class_="field-row field-row--check")
        choices = option.choices_for(self.setup_people())
        rendered = "".join(tag("option", esc(choice_label(info.id, option.key, c, lang)),
                               value=json.dumps(c) if not isinstance(c, str) else c, selected=c == value)
                           for c in choices)
        return tag("label", esc(label) + tag("select", rendered, data_act="setup", data_arg=arg, class_="field",
                                             disabled=forced is not None) +
                   help_text, class_="field-row")


def parse_option_value(value):
    if value in ("true", "false"):
        return value == "true"
    try:
        return json.loads(value)
    except (TypeError, ValueError):
        return value


def choice_label(game_id: str, key: str, value, lang: str) -> str:
    text_key = f"{game_id}.option.{key}.{str(value).lower()}"
    return i18n.text(text_key, lang) if i18n.has(text_key) else str(value)
