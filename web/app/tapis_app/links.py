"""Links into the site: a table opened from its address (``?game=glop&seats=h,normal&seed=7``),
a challenge's code and result links, a returned challenge (two results side by side), and the
one-line embed a blogger pastes. A link is typed or pasted by anyone: nothing in it may raise
anything but a sentence."""

import json
import random

import pyengine
from pyengine.core import BadOptions, TapisError

from . import challenge, jsontext, wordlists
from .html import esc
from .services import Room
from .session import parse_seats
from .games import has_view

# The frame's height: a game's table fits it at blog column widths (600-800 px) and on phones,
# where it never takes more than most of the screen (the table inside fits any height).
EMBED_HEIGHT = 720
# What an embedded game may do in a blog's page (the iframe's sandbox; embed.js and the README
# say the same): run, keep its own origin (its saves), download an exported game, open the full
# site in a tab, and ask the browser for its storage where third-party storage is blocked.
EMBED_SANDBOX = ("allow-scripts allow-same-origin allow-downloads allow-popups allow-popups-to-escape-sandbox "
                 "allow-storage-access-by-user-activation")
# What a game in a frame may ask the browser for, when the person wants it: the camera (to scan
# a friend's reply: remote play), copying an invitation, and the device's share sheet (issue 46).
EMBED_ALLOW = "camera; clipboard-write; web-share"


class BadLink(TapisError, ValueError):
    """A link's parameter that cannot be read; its sentence says which."""


def read_link(p: dict, rng: random.Random) -> tuple[list[dict], int, dict]:
    """(seats, seed, options) from a link's parameters; BadLink names the first unreadable one.
    A link is typed or pasted by anyone: nothing in it may raise anything else."""
    try:
        seats = parse_seats(p.get("seats") or "h,normal")
    except ValueError:
        raise BadLink("ui.link.seats") from None
    seed_text = p.get("seed") or ""
    if seed_text and not (seed_text.isascii() and seed_text.isdigit() and len(seed_text) <= 18):
        raise BadLink("ui.link.seed")
    seed = int(seed_text) if seed_text else rng.randrange(1, 2**31)
    try:
        options = jsontext.loads(p["options"], 4) if p.get("options") else {}
    except ValueError:
        options = None
    if not isinstance(options, dict):
        raise BadLink("ui.link.options")
    for key, value in p.items():
        if key.startswith("o."):
            options[key[2:]] = json.loads(value) if value in ("true", "false") or _small_int(value) else value
    return seats, seed, options


def _small_int(text: str) -> bool:
    digits = text[1:] if text.startswith("-") else text
    return digits.isascii() and digits.isdigit() and len(digits) <= 9



class Links(Room):
    """Opens the tables that links name and writes the links a table gives."""

    def __init__(self, services, table):
        super().__init__(services)
        self.table = table

    def open_link(self, p: dict) -> None:
        game_id = p.get("game", "")
        try:
            info = pyengine.GAMES.get(game_id)
            if info is None or not has_view(game_id):
                raise BadOptions("core.not_available", game=info.title if info else game_id[:30])
            seats, seed, options = read_link(p, self.services.random)
            options = wordlists.with_words_language(game_id, options, self.lang)  # unless the link names them
            link_id = "link-" + short_hash(json.dumps([game_id, p.get("seats"), p.get("seed"), options],
                                                       sort_keys=True))
            if any(seat["kind"] == "remote" for seat in seats) and self.table.hosting.resume_hosting(link_id):
                return  # friends on their devices: the address opened again comes back to the same table
            if p.get("seed") and self.store.has_game(link_id):
                # the address opened again: its game as it stands (finished: its end panel, with
                # « Rejouer cette donne »); one that cannot be read is kept aside and a fresh one starts
                self.table.resume(link_id, quiet=True)
                if self.table.session:
                    return
            said = self.shell.message  # (what was kept aside stays said over the fresh table)
            self.table.begin(game_id, seats, seed, options, save_id=link_id if p.get("seed") else None, link=link_id)
            self.shell.message = self.shell.message or said
            rival = challenge.read_result(p.get("vs", ""))
            if rival and self.table.session:
                self.table.session.game.meta["vs"] = list(rival)
                self.table.session.revision += 1
                self.table.save()
        except (BadOptions, BadLink) as error:
            self.say("error", "ui.error.link", reason=error.message(self.lang))
            self.shell.screen = "picker"

    def open_code(self, code: str) -> None:
        try:
            params = challenge.decode(code)
        except (ValueError, KeyError):
            self.say("error", "ui.challenge.bad_code")
            return
        self.open_link(params)

    def challenge_links(self) -> dict:
        """The challenge link and code for the game on screen, and the result link when this game
        was itself a challenge."""
        session = self.table.session
        game = session.game
        info = pyengine.GAMES[game.game_id]
        seats = challenge.challenge_seats(session.seats)
        # the words' language always written: a reader's interface would choose it otherwise
        defaults = {o.key: o.default_for(game.players) for o in info.options if o.key != "language"}
        code = challenge.encode(game.game_id, seats, game.seed, game.options, defaults)
        base = self.host.base_url()
        out = {"code": code}
        me = session.humans()[0] if session.humans() else 0
        result = game.result()
        mine = None
        if result:
            score = result["scores"][me] if result.get("scores") else None
            mine = challenge.result_token(self.table.namer.seat_name(session, me), score, result["ranking"][me])
        query = challenge.decode(code)
        link = base + "?" + "&".join(f"{k}={quote(v)}" for k, v in query.items())
        if mine:
            link += "&vs=" + quote(mine)
        out["link"] = link
        rival = game.meta.get("vs")
        if rival and mine:
            theirs = challenge.result_token(*rival)
            out["result_link"] = f"{base}?duel={quote(code)}&a={quote(theirs)}&b={quote(mine)}"
        return out

    def embed_snippets(self) -> dict:
        """The one-line iframe (and the custom-element alternative) for this game's table:
        same game, seats and options; the seed only when the person fixes it ("puzzle of the day")."""
        game = self.table.session.game
        site = self.host.base_url()[: -len("index.html")]
        query = {"game": game.game_id, "seats": challenge.seats_text(self.table.session.seats)}
        info = pyengine.GAMES[game.game_id]
        changed = {o.key: game.options[o.key] for o in info.options
                   if game.options[o.key] != o.default_for(game.players) or o.key == "language"}
        if changed:
            query["options"] = json.dumps(changed, separators=(",", ":"))
        fixed = dict(query, seed=str(game.seed))
        def iframe(q):
            src = site + "embed.html?" + "&amp;".join(f"{k}={quote(v)}" for k, v in q.items())
            return (f'<iframe src="{src}" title="Tapis : {info.title}" width="100%" height="{EMBED_HEIGHT}" '
                    f'loading="lazy" sandbox="{EMBED_SANDBOX}" allow="{EMBED_ALLOW}" style="border:0;max-height:92vh"></iframe>')
        attrs_text = " ".join(f'{k}="{esc(v)}"' for k, v in query.items())
        element = f'<script src="{site}embed.js" defer></script><tapis-game {attrs_text}></tapis-game>'
        return {"iframe": iframe(query), "iframe_seed": iframe(fixed), "element": element}


def quote(value) -> str:
    from urllib.parse import quote as url_quote

    return url_quote(str(value), safe="")


def short_hash(text: str) -> str:
    import hashlib

    return hashlib.sha256(text.encode()).hexdigest()[:12]
