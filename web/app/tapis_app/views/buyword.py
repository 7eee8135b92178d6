"""BuyWord's table: money and the bank, the die, every player's lot and tiles (all face up in
BuyWord), what the player on screen may do now, and the word builder.

The word builder keeps only UI state (``self.ui``): the tiles picked so far, as letters, and the
wild's letter; with the crossword, the start cell and the direction. Whether the word is a
word, what it fetches and which crossword words it makes all come from the engine
(``game.quote``); legality from the view's ``can`` and the engine's refusals.

UI state kept in ``self.ui`` (survives other players' moves, see ``reset``):

- ``word``: ``[[letter, is_wild], ...]`` — the word being built (a wild's letter may be "").
- ``at`` / ``dir``: crossword start cell ``[row, col]`` and ``"across"``/``"down"``.
- ``pan``: crossword view offset ``[rows, cols]`` from the grid's centre.
- ``mode``: ``"throw"`` while choosing tiles to throw away over the limit; ``throw``: their
  indices in the rack.
"""

import json

from ..html import button, esc, join, tag
from .base import GameView
from .parts import counter, piece

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
WILD_MARK = "★"
#: Crossword window: rows and columns either side of its centre (desktop), and on phones.
GRID_HALF_ROWS, GRID_HALF_COLS, PHONE_HALF = 5, 6, 4
PAN_STEP = 3
#: Keys of tiles that are moved around (rack, word, lots) are ``t<seat>-<letter><k>``.


def _key(seat, letter, k):
    return f"t{seat}-{letter}{k}"


def _face(letter, value) -> str:
    """A tile's letter and pips. The space between them keeps the visible text ("E 1") inside
    the accessible name ("E, 1 point"), as axe's label-content-name-mismatch rule asks."""
    return tag("span", esc(letter), class_="tile-letter", aria_hidden="true") + " " + \
        tag("span", esc(value), class_="tile-value", aria_hidden="true")


def tile(letter, value, *, label, key=None, act=None, arg=None, selected=False, disabled=False, cls="",
         from_=None, focus=None) -> str:
    """A letter tile (a button when ``act`` is given), drawn like parts.tile."""
    return piece(_face(letter, value), label=label, cls="tile" + (f" {cls}" if cls else ""), key=key, act=act,
                 arg=arg, selected=selected, disabled=disabled, from_=from_, focus=focus)


class View(GameView):
    game_id = "buyword"
    shortcuts = [("A–Z", "buyword.ui.builder.empty"), ("*", "buyword.ui.builder.add_wild"),
                 ("-", "buyword.ui.builder.back"), ("Escape", "buyword.ui.builder.clear"),
                 ("=", "buyword.ui.builder.sell_none")]

    def __init__(self):
        super().__init__()
        self._shown: set[str] = set()  # tile keys drawn last time: those that vanish fly out

    def reset(self) -> None:
        """After any move: keep the word being prepared (another player's move must not wipe
        it), unless it was just offered for sale; forget throw-away selections."""
        kept = ("dir", "pan") if self.ui.get("submitted") else ("word", "at", "dir", "pan")
        self.ui = {k: v for k, v in self.ui.items() if k in kept}

    # ================================================================== helpers
    @staticmethod
    def _money(ctx, amount) -> str:
        n = int(amount)
        sep = "\u202f" if ctx.lang == "fr" else ","
        text = f"{abs(n):,}".replace(",", sep)
        return ("-" if n < 0 else "") + ctx.t("buyword.ui.money", n=text)

    def _say(self, ctx, sentence: dict) -> str:
        """An engine sentence (``{"key", **params}``) with seats as names and money fields."""
        params = {}
        for name, value in sentence.items():
            if name in ("key", "params"):
                continue
            if (name == "seat" or name.endswith("_seat")) and isinstance(value, int):
                value = ctx.name(value)
            params[name] = value
        params.update(sentence.get("params") or {})
        return ctx.t(sentence["key"], **params)

    def _tile_label(self, ctx, letter, pips, lot=False) -> str:
        return ctx.t("buyword.ui.tile.lot" if lot else "buyword.ui.tile", letter=letter, n=pips)

    def _wild_label(self, ctx, letter, pips) -> str:
        """A wild standing for ``letter`` ("" while the person has not chosen it)."""
        if not letter:
            return ctx.t("buyword.ui.wild.unset", n=pips)
        return ctx.t("buyword.ui.wild.as", letter=letter, n=pips)

    def _small_tiles(self, ctx, seat, letters, pips, *, start=None, label="") -> str:
        """Tiles drawn small, for other players' hands and lots (all public in BuyWord)."""
        counts = dict(start or {})
        out = []
        for letter in letters:
            k = counts.get(letter, 0)
            counts[letter] = k + 1
            out.append(tile(letter, pips.get(letter, 0), label=self._tile_label(ctx, letter, pips.get(letter, 0)),
                            key=_key(seat, letter, k), cls="tile--small", from_="bag"))
        return tag("div", "".join(out), class_="bw-tiles bw-tiles--small", role="group", aria_label=label or None)

    @staticmethod
    def _live(view, ctx) -> bool:
        """The game goes on: the builder may ask quotes (a replay is drawn inert)."""
        return not view.get("over")

    def _interactive(self, view, ctx) -> bool:
        return view.get("you") is not None and ctx.seat is not None and not ctx.is_bot(ctx.seat) \
            and self._live(view, ctx)

    # ---- the rack: bought tiles, then this round's undecided lot (usable in the builder to see
    # what the lot would make; the engine counts it as the player's for quotes only)
    @staticmethod
    def _rack(view) -> list:
        you = view["you"]
        pips = view["pips"]
        rack = [{"letter": t["letter"], "pips": t["pips"], "lot": False} for t in you["tiles"]]
        if you.get("lot"):
            rack += [{"letter": letter, "pips": pips[letter], "lot": True} for letter in you["lot"]]
        counts = {}
        for item in rack:
            k = counts.get(item["letter"], 0)
            counts[item["letter"]] = k + 1
            item["k"] = k
        return rack

    def _word(self, view) -> list:
        """The word being built, matched to the rack as it is now: ``[(letter, wild, index)]``
        (index into the rack, None for the wild). Letters no longer in hand are dropped."""
        rack = self._rack(view)
        wilds = view["you"]["wilds"]
        free = list(range(len(rack)))
        out, wild_used = [], False
        for letter, is_wild in self.ui.get("word", []):
            if is_wild:
                if wild_used or not wilds:
                    continue
                wild_used = True
                out.append((letter, True, None))
                continue
            index = next((i for i in free if rack[i]["letter"] == letter), None)
            if index is None:
                continue
            free.remove(index)
            out.append((letter, False, index))
        return out

    def _set_word(self, word) -> None:
        self.ui["word"] = [[letter, wild] for letter, wild, _ in word]
        self.ui.pop("submitted", None)

    def _start(self, view, word_len: int):
        """The crossword start cell: chosen, or the middle of an empty grid."""
        at = self.ui.get("at")
        if at:
            return at
        if not view["grid"]["cells"]:
            if self.ui.get("dir", "across") == "down":
                return [-(max(word_len, 1) - 1) // 2, 0]
            return [0, -(max(word_len, 1) - 1) // 2]
        return None

    def _compose(self, view, word):
        """The whole word the builder's tiles make, as ``(letter, kind, rack index)`` with kind
        "tile", "wild" or "laid", and where it starts. Without the crossword it is the tiles in
        order. With it, the new tiles go into the free cells of the line from the start cell, and
        the letters already laid on that line (between them, or right after them) belong to
        the word, as on a crossword table. None while no start cell is chosen."""
        if not view.get("crossword"):
            return [(l, "wild" if w else "tile", i) for l, w, i in word], None
        at = self._start(view, len(word))
        if at is None:
            return None, None
        laid = {(c["row"], c["col"]): c["letter"] for c in view["grid"]["cells"]}
        dr, dc = (0, 1) if self.ui.get("dir", "across") == "across" else (1, 0)
        out, queue = [], list(word)
        r, c = at
        while True:
            if (r, c) in laid:
                out.append((laid[(r, c)], "laid", None))
            elif queue:
                letter, is_wild, index = queue.pop(0)
                out.append((letter, "wild" if is_wild else "tile", index))
            else:
                break
            r, c = r + dr, c + dc
        return out, at

    def _sale_action(self, view, word):
        """The engine action for the word in the builder, or None while it is incomplete."""
        whole, at = self._compose(view, word)
        if not whole or len(whole) < 2 or not word or any(kind == "wild" and not letter for letter, kind, _ in whole):
            return None
        text = "".join(letter for letter, _, _ in whole)
        wild = next((i for i, (_, kind, _) in enumerate(whole) if kind == "wild"), None)
        action = {"type": "sell", "word": text, "wild": wild}
        if view.get("crossword"):
            action.update(row=at[0], col=at[1], dir=self.ui.get("dir", "across"))
        return action

    def _quote(self, view, ctx, action):
        if action is None or not self._live(view, ctx):
            return None
        quote = {k: v for k, v in action.items() if k != "type"}
        return ctx.ask("quote", quote)

    # ================================================================== the table
    def table(self, view, ctx) -> str:
        you = view.get("you")
        interactive = self._interactive(view, ctx)
        parts = [self._top(view, ctx), self._seats(view, ctx)]
        action = self._action_area(view, ctx, interactive)
        mine = self._my_area(view, ctx, interactive) if you is not None else ""
        grid = self._grid(view, ctx, interactive) if view.get("crossword") else ""
        parts += [action, grid, mine]
        return tag("div", join(parts), class_="bw", data_phase=view["phase"])

    # ---- the top strip: round, die, bag, bank, tiles out of the game
    def _top(self, view, ctx) -> str:
        die = view["die"]
        face = die["face"]
        if face is None:
            shown, label = ctx.t("buyword.ui.die.none"), ctx.t("buyword.ui.die.label_none")
        else:
            face_text = ctx.t("buyword.ui.die.choice") if face == "choice" else str(face)
            count = die["count"]
            shown = f"{face_text} → {count}" if face == "choice" and count else face_text
            label = ctx.t("buyword.ui.die.label", face=face_text, n=count if count else "?")
        die_html = tag("div", tag("span", esc(ctx.t("buyword.ui.die")), class_="counter-label") +
                       tag("span", esc(shown), class_="bw-die-face"), class_="counter bw-die", role="img",
                       aria_label=label)
        # tiles that just left the table (sold, rejected, thrown) fly into the "out" counter
        now = self._keys_on_table(view, ctx)
        gone = sorted(self._shown - now)
        self._shown = now
        items = [
            tag("p", esc(ctx.t("buyword.ui.round", n=view["round"])), class_="bw-round"),
            die_html,
            tag("div", counter(ctx.t("buyword.ui.bag"), view["bag"]), data_anchor="bag"),
            counter(ctx.t("buyword.ui.bank"), self._money(ctx, view["bank"])),
            counter(ctx.t("buyword.ui.out"), view["sold_count"] + view["discarded_count"], sink=gone or None),
            counter(ctx.t("buyword.ui.limit"), view["limit"]),
        ]
        if view.get("long_game") or view.get("refills_left"):
            items.append(counter(ctx.t("buyword.ui.refills"), view["refills_left"]))
        badges = []
        if view["last_round"] and not view["over"]:
            badges.append(tag("span", esc(ctx.t("buyword.ui.last_round")), class_="bw-badge bw-badge--last"))
        if view.get("theme", "none") != "none":
            badges.append(tag("span", esc(ctx.t("buyword.ui.theme", theme=ctx.t(f"buyword.theme.{view['theme']}"))),
                              class_="bw-badge"))
        if view.get("honour"):
            badges.append(tag("span", esc(ctx.t("buyword.ui.honour")), class_="bw-badge"))
        return tag("div", join(items) + join(badges), class_="bw-top")

    def _keys_on_table(self, view, ctx) -> set:
        keys = set()
        for seat in range(view["players"]):
            counts = {}
            for letter in view["hands"][seat] + (view["lots"][seat] or []):
                k = counts.get(letter, 0)
                counts[letter] = k + 1
                keys.add(_key(seat, letter, k))
        return keys

    # ---- the players: money, wilds, tiles, this round's lot and sales
    def _seats(self, view, ctx) -> str:
        n = view["players"]
        order = [(ctx.seat + i) % n for i in range(n)] if ctx.seat is not None else list(range(n))
        panels = [self._seat(view, ctx, seat) for seat in order]
        return tag("div", "".join(panels), class_="bw-seats" + (" bw-seats--solo" if n == 1 else ""))

    def _seat(self, view, ctx, seat) -> str:
        pips = view["pips"]
        me = seat == ctx.seat
        name = ctx.name(seat)
        facts = [tag("span", esc(self._money(ctx, view["money"][seat])), class_="bw-money"),
                 tag("span", esc(f"{WILD_MARK} {view['wilds'][seat]}"), class_="bw-wilds", role="img",
                     aria_label=ctx.t("buyword.ui.wilds", n=view["wilds"][seat]))]
        debt = (view.get("debts") or [0] * view["players"])[seat]
        if debt:  # a challenge penalty still owed, withheld from the next sales
            facts.append(tag("span", esc(ctx.t("buyword.ui.debt", price=self._money(ctx, debt))), class_="bw-debt",
                             title=ctx.t("buyword.ui.debt.help")))
        if view["first"] == seat and not view["over"]:
            facts.append(tag("span", "⚄", class_="bw-first", role="img", aria_label=ctx.t("buyword.ui.first"),
                             title=ctx.t("buyword.ui.first")))
        body = [tag("p", " ".join(facts), class_="bw-facts")]
        hand = view["hands"][seat]
        if not me:
            if hand:
                body.append(self._small_tiles(ctx, seat, hand, pips, label=ctx.t("buyword.ui.hand", name=name)))
            else:
                body.append(tag("p", esc(ctx.t("buyword.ui.no_tiles")), class_="bw-note"))
        else:
            body.append(tag("p", esc(ctx.t("buyword.ui.tiles", n=len(hand)) if hand else ctx.t("buyword.ui.no_tiles")),
                            class_="bw-note"))
        lot = view["lots"][seat]
        if lot and not me:
            start = {}
            for letter in hand:
                start[letter] = start.get(letter, 0) + 1
            price = self._money(ctx, view["lot_prices"][seat])
            body.append(tag("div", tag("p", esc(ctx.t("buyword.ui.lot", price=price)), class_="bw-note") +
                            self._small_tiles(ctx, seat, lot, pips, start=start,
                                              label=ctx.t("buyword.ui.lot.label", name=name,
                                                          tiles=", ".join(lot), price=price)),
                            class_="bw-lot"))
        elif lot and me:
            body.append(tag("p", esc(ctx.t("buyword.ui.lot", price=self._money(ctx, view["lot_prices"][seat]))),
                            class_="bw-note"))
        fate = view["fates"][seat]
        if fate:
            body.append(tag("p", esc(self._fate(ctx, fate, seat)), class_="bw-fate"))
        sold = self._round_sales(view, seat)
        if sold:
            title, sales = sold
            words = ", ".join(ctx.t("buyword.ui.sale", word=w, price=self._money(ctx, p))
                              for sale in sales for w, p in sale["words"])
            colon = " : " if ctx.lang == "fr" else ": "
            body.append(tag("p", tag("span", esc(ctx.t(title) + colon), class_="bw-sold-label") +
                            tag("span", esc(words), class_="bw-sold-words"), class_="bw-sold"))
        active = view["current"] == seat and not view["over"]
        return self.seat_panel(seat, ctx, "".join(body), active=active, extra_class="bw-seat")

    def _fate(self, ctx, fate, seat) -> str:
        price = self._money(ctx, fate["price"])
        if fate["fate"] == "bought":
            return ctx.t("buyword.ui.fate.bought", price=price)
        if fate["fate"] == "rejected":
            return ctx.t("buyword.ui.fate.rejected")
        if fate["seat"] == seat:
            return ctx.t("buyword.ui.fate.kept", price=price)
        return ctx.t("buyword.ui.fate.auctioned", name=ctx.name(fate["seat"]), price=price)

    @staticmethod
    def _round_sales(view, seat):
        """This round's sales by ``seat``; before anyone sells this round (roll, draw, buy),
        the last round's, so what just happened stays on the table."""
        rnd = view["round"]
        now = [s for s in view["sales"] if s["seat"] == seat and s["round"] == rnd]
        if now:
            return "buyword.ui.sold", now
        if view["phase"] in ("roll", "choose", "draft", "trade", "answer", "buy", "auction", "top"):
            before = [s for s in view["sales"] if s["seat"] == seat and s["round"] == rnd - 1]
            if before:
                return "buyword.ui.sold_before", before
        return None

    # ---- what to do now
    def _action_area(self, view, ctx, interactive) -> str:
        you = view.get("you")
        phase = view["phase"]
        if view["over"]:
            return ""
        mine = interactive and you["my_turn"]
        if mine and phase == "sell" and you["excess"]:
            prompt = ctx.t("buyword.prompt.sell")  # the limit itself is said beside the tiles
        elif you is not None:
            prompt = self._say(ctx, you["prompt"])
        else:
            prompt = ctx.t(f"buyword.prompt.wait_{phase}", seat=ctx.name(view["current"]))
        body = []
        if phase == "auction" or phase == "top":
            body.append(self._auction_status(view, ctx))
        if phase == "review":
            review = view["review"]
            words = ", ".join(w for w, _ in review["words"])
            body.append(tag("p", esc(ctx.t("buyword.ui.review.sale", name=ctx.name(review["seller"]), words=words,
                                           price=self._money(ctx, review["price"]))), class_="bw-review"))
        if phase == "draft":
            body.append(self._pool(view, ctx, mine))
        if mine:
            body.append(self._controls(view, ctx))
        cls = "bw-action" + (" bw-action--mine" if mine else "")
        heading = tag("p", esc(prompt), class_="bw-prompt", id="bw-prompt")
        return tag("section", heading + join(body), class_=cls, aria_labelledby="bw-prompt")

    def _auction_status(self, view, ctx) -> str:
        a = view["auction"]
        title = ctx.t("buyword.ui.auction.title_mine") if a["seller"] == ctx.seat else \
            ctx.t("buyword.ui.auction.title", name=ctx.name(a["seller"]))
        lines = [tag("h3", esc(title), class_="bw-subtitle"),
                 self._big_tiles(view, ctx, a["tiles"]),
                 tag("p", esc(ctx.t("buyword.ui.auction.terms", price=self._money(ctx, a["price"]),
                                    min=self._money(ctx, a["min"]))))]
        if a["bid"] is None:
            lines.append(tag("p", esc(ctx.t("buyword.ui.auction.none"))))
        else:
            lines.append(tag("p", esc(ctx.t("buyword.ui.auction.best", bid=self._money(ctx, a["bid"]),
                                             name=ctx.name(a["bidder"]))), class_="bw-best"))
        if view["phase"] == "auction" and a["active"]:
            names = ", ".join(ctx.name(s) for s in a["active"])
            lines.append(tag("p", esc(ctx.t("buyword.ui.auction.left", names=names)), class_="bw-note"))
        return tag("div", join(lines), class_="bw-auction")

    def _big_tiles(self, view, ctx, letters) -> str:
        """A lot shown large in the action area (no keys: its tiles are keyed where they lie)."""
        pips = view["pips"]
        out = []
        for letter in letters:
            out.append(tile(letter, pips[letter], label=self._tile_label(ctx, letter, pips[letter]),
                            cls="tile--lot"))
        return tag("div", "".join(out), class_="bw-tiles")

    def _pool(self, view, ctx, mine) -> str:
        pips = view["pips"]
        tiles_html = []
        for i, letter in enumerate(view.get("pool", [])):
            label = self._tile_label(ctx, letter, pips[letter])
            if mine:
                tiles_html.append(tile(letter, pips[letter], label=ctx.t("buyword.ui.pick", tile=label),
                                       act="play", arg={"type": "pick", "tile": letter}, key=f"pool-{letter}{i}",
                                       cls="tile--pick"))
            else:
                tiles_html.append(tile(letter, pips[letter], label=label, key=f"pool-{letter}{i}"))
        return tag("div", tag("h3", esc(ctx.t("buyword.ui.pool")), class_="bw-subtitle") +
                   tag("div", "".join(tiles_html), class_="bw-tiles", role="group",
                       aria_label=ctx.t("buyword.ui.pool")), class_="bw-pool")

    def _controls(self, view, ctx) -> str:
        """The buttons of the phase, for the player whose turn it is."""
        you = view["you"]
        phase = view["phase"]
        can = you["can"]
        money = self._money
        hint = ctx.hint or {}
        rows = []

        def play(label, action, primary=False):
            cls = "btn" + (" btn--primary" if primary else "") + (" is-hint" if hint == action else "")
            return self.play_button(esc(label), action, cls=cls)

        if phase == "roll":
            rows.append(play(ctx.t("buyword.ui.roll"), {"type": "roll"}, primary=True))
        elif phase == "choose":
            rows += [play(ctx.t("buyword.ui.choose", n=n), {"type": "choose", "count": n}) for n in (2, 3, 4, 5)]
        elif phase == "buy":
            lot = you["lot"] or []
            price = you["lot_price"]
            pips = sum(view["pips"][t] for t in lot)
            rows.append(tag("div", tag("h3", esc(ctx.t("buyword.ui.your_lot")), class_="bw-subtitle") +
                            self._big_tiles(view, ctx, lot) +
                            tag("p", esc(ctx.t("buyword.ui.lot_price", price=money(ctx, price), pips=pips)),
                                class_="bw-price"), class_="bw-mylot"))
            buttons = []
            if "buy" in can:
                buttons.append(play(ctx.t("buyword.ui.buy", price=money(ctx, price)), {"type": "buy"}, primary=True))
            else:
                buttons.append(tag("p", esc(ctx.t("buyword.ui.too_dear", price=money(ctx, price),
                                                  money=money(ctx, you["money"]))), class_="bw-warn"))
            buttons.append(play(ctx.t("buyword.ui.reject"), {"type": "reject"}))
            if "auction" in can:
                buttons.append(play(ctx.t("buyword.ui.auction"), {"type": "auction"}))
            rows.append(tag("div", "".join(buttons), class_="controls"))
        elif phase == "auction":
            a = view["auction"]
            low = a["next_min"]
            buttons = []
            if low <= you["money"]:
                buttons.append(play(ctx.t("buyword.ui.bid.min", price=money(ctx, low)),
                                    {"type": "bid", "amount": low}, primary=True))
            buttons.append(play(ctx.t("buyword.ui.pass"), {"type": "pass"}))
            rows.append(tag("div", "".join(buttons), class_="controls"))
            if low < you["money"]:
                rows.append(self._amount_form(ctx, "bid", ctx.t("buyword.ui.bid.amount"), low, you["money"],
                                              low, ctx.t("buyword.ui.bid")))
        elif phase == "top":
            a = view["auction"]
            buttons = []
            if "top" in can:
                buttons.append(play(ctx.t("buyword.ui.top", price=money(ctx, a["top_price"])), {"type": "top"},
                                    primary=True))
            buttons.append(play(ctx.t("buyword.ui.decline"), {"type": "decline"}))
            rows.append(tag("div", "".join(buttons), class_="controls"))
        elif phase == "trade":
            rows.append(self._trade(view, ctx))
            rows.append(tag("div", play(ctx.t("buyword.ui.pass"), {"type": "pass"}), class_="controls"))
        elif phase == "answer":
            offer = view["offer"]
            other = offer["from"]
            rows.append(tag("p", esc(ctx.t("buyword.ui.trade.swap", mine=", ".join(view["lots"][ctx.seat] or []),
                                           mine_price=money(ctx, view["lot_prices"][ctx.seat]), name=ctx.name(other),
                                           theirs=", ".join(view["lots"][other] or []),
                                           theirs_price=money(ctx, view["lot_prices"][other])))))
            rows.append(tag("div", play(ctx.t("buyword.ui.accept"), {"type": "accept"}, primary=True) +
                            play(ctx.t("buyword.ui.refuse"), {"type": "refuse"}), class_="controls"))
        elif phase == "review":
            buttons = []
            if view.get("theme", "none") != "none":
                buttons += [play(ctx.t("buyword.ui.vote.yes"), {"type": "accept"}, primary=True),
                            play(ctx.t("buyword.ui.vote.no"), {"type": "refuse"}),
                            play(ctx.t("buyword.ui.vote.abstain"), {"type": "abstain"})]
            else:
                buttons.append(play(ctx.t("buyword.ui.accept"), {"type": "accept"}, primary=True))
            if "challenge" in can:
                buttons.append(play(ctx.t("buyword.ui.challenge"), {"type": "challenge"}))
            rows.append(tag("div", "".join(buttons), class_="controls"))
        # sell: the builder and the end of turn live with the rack (see _my_area)
        return join(rows)

    def _amount_form(self, ctx, form, label, low, high, value, submit, extra="") -> str:
        field_id = f"bw-{form}-amount"
        return tag("form", join([
            f'<input type="hidden" name="form" value="{esc(form)}">',
            tag("label", esc(label), for_=field_id),
            f'<input type="number" class="field bw-amount" id="{field_id}" name="amount" min="{int(low)}" '
            f'max="{int(high)}" step="1" value="{int(value)}" inputmode="numeric" required>',
            extra,
            tag("button", esc(submit), type="submit", class_="btn")]),
            data_act="view", class_="bw-form")

    def _trade(self, view, ctx) -> str:
        me = ctx.seat
        offered = [tuple(p) for p in view.get("offered", [])]
        sale = view["options"].get("trade") == "sale"
        blocks = []
        for step in range(1, view["players"]):
            other = (me + step) % view["players"]
            lot = view["lots"][other]
            if not lot:
                continue
            title = tag("h3", esc(ctx.t("buyword.ui.trade.theirs", name=ctx.name(other),
                                        price=self._money(ctx, view["lot_prices"][other]))), class_="bw-subtitle")
            tiles_html = self._big_tiles(view, ctx, lot)
            if (me, other) in offered:
                action = tag("p", esc(ctx.t("buyword.ui.trade.offered")), class_="bw-note")
            elif sale:
                way = tag("label", esc(ctx.t("buyword.ui.trade.way")) + tag("select", join([
                    tag("option", esc(ctx.t("buyword.ui.trade.give")), value="give"),
                    tag("option", esc(ctx.t("buyword.ui.trade.ask")), value="ask")]),
                    name_="way", class_="field"), class_="bw-way")
                action = self._amount_form(ctx, f"offer{other}", ctx.t("buyword.ui.trade.money"), 0,
                                           max(view["money"][me], view["money"][other]), 0,
                                           ctx.t("buyword.ui.trade.offer", name=ctx.name(other)), extra=way)
            else:
                action = self.play_button(esc(ctx.t("buyword.ui.trade.offer", name=ctx.name(other))),
                                          {"type": "offer", "to": other, "pay": 0}, cls="btn")
            blocks.append(tag("div", title + tiles_html + action, class_="bw-offer"))
        mine = view["lots"][me] or []
        head = tag("div", tag("h3", esc(ctx.t("buyword.ui.your_lot")), class_="bw-subtitle") +
                   self._big_tiles(view, ctx, mine) +
                   tag("p", esc(ctx.t("buyword.ui.lot_price", price=self._money(ctx, view["lot_prices"][me]),
                                      pips=sum(view["pips"][t] for t in mine))), class_="bw-price"),
                   class_="bw-mylot")
        return head + tag("div", "".join(blocks), class_="bw-offers")

    # ---- the player's own tiles and the word builder
    def _my_area(self, view, ctx, interactive) -> str:
        you = view["you"]
        rack = self._rack(view)
        word = self._word(view) if interactive else []
        used = {i for _, _, i in word if i is not None}
        selling = interactive and you["my_turn"] and view["phase"] == "sell"
        throwing = selling and you["excess"] > 0 and self.ui.get("mode") == "throw"
        throw = set(self.ui.get("throw", [])) if throwing else set()
        seat = ctx.seat
        tiles_html = []
        for i, item in enumerate(rack):
            if i in used:
                continue
            letter, pips = item["letter"], item["pips"]
            label = self._tile_label(ctx, letter, pips, lot=item["lot"])
            cls = "tile--lot" if item["lot"] else ""
            key = _key(seat, letter, item["k"])
            if interactive and throwing and not item["lot"]:
                tiles_html.append(tile(letter, pips, label=label, key=key, act="view", arg=f"toss:{i}",
                                       selected=i in throw, cls=cls + " tile--toss"))
                continue
            if interactive and not throwing:
                tiles_html.append(tile(letter, pips, label=label, key=key, act="view", arg=f"add:{i}", cls=cls,
                                       from_="bag"))
            else:
                tiles_html.append(tile(letter, pips, label=label, key=key, cls=cls, from_="bag"))
        if not rack:
            tiles_html.append(tag("p", esc(ctx.t("buyword.ui.rack_empty")), class_="bw-note"))
        wilds = you["wilds"]
        wild_used = any(w for _, w, _ in word)
        wild_html = ""
        if wilds:
            wild_label = ctx.t("buyword.ui.builder.add_wild.label", n=wilds, pips=view["wild_pips"])
            face = _face(WILD_MARK, view["wild_pips"])
            count = tag("span", esc(wilds), class_="bw-wild-count", aria_hidden="true")
            if interactive and not throwing:
                wild_html = tag("button", face, type="button", class_="tile tile--wild", data_act="view",
                                data_arg="wild", aria_label=wild_label, disabled=wild_used,
                                data_focus="bw-wild")
            else:
                wild_html = tag("div", face, class_="tile tile--wild", role="img",
                                aria_label=ctx.t("buyword.ui.wilds", n=wilds))
            wild_html = tag("span", wild_html + count, class_="bw-wildslot")
        title = ctx.t("buyword.ui.you") if interactive or not ctx.is_bot(seat) else \
            ctx.t("buyword.ui.their", name=ctx.name(seat))
        rack_html = tag("div", "".join(tiles_html) + wild_html, class_="bw-tiles bw-rack", role="group",
                        aria_label=title)
        head = tag("h3", esc(title) + " " +
                   tag("span", esc(self._money(ctx, you["money"])), class_="bw-money"), class_="bw-subtitle")
        parts = [head]
        if selling and you["excess"]:
            parts.append(tag("p", esc(self._say(ctx, you["prompt"])), class_="bw-limit", role="note"))
        parts.append(rack_html)
        if interactive and throwing:
            parts.append(self._throw_controls(view, ctx, rack, throw))
        elif interactive and rack:
            parts.append(self._builder(view, ctx, rack, word, selling))
        if selling and not throwing:
            ends = []
            if you["excess"]:
                ends.append(self.view_button(esc(ctx.t("buyword.ui.throw.mode")), "throw", cls="btn"))
            else:
                label = ctx.t("buyword.ui.done_last" if view["last_round"] else "buyword.ui.done")
                hint = " is-hint" if (ctx.hint or {}).get("type") == "done" else ""
                ends.append(self.play_button(esc(label), {"type": "done"}, cls="btn" + hint))
            parts.append(tag("div", "".join(ends), class_="controls bw-ends"))
        cls = "bw-me" + (" bw-me--selling" if selling else "")
        return tag("section", join(parts), class_=cls, aria_label=title,
                   data_anchor=f"rack-{seat}")

    def _builder(self, view, ctx, rack, word, selling) -> str:
        action = self._sale_action(view, word)
        quote = self._quote(view, ctx, action)
        seat = ctx.seat
        pips = view["pips"]
        shown = []
        whole, _ = self._compose(view, word) if word else (None, None)
        pos = -1
        for letter, kind, index in whole or [(l, "wild" if w else "tile", i) for l, w, i in word]:
            if kind == "laid":  # a letter already on the grid, part of the word
                shown.append(tile(letter, pips[letter], label=self._tile_label(ctx, letter, pips[letter]),
                                  cls="tile--laid"))
                continue
            pos += 1
            is_wild = kind == "wild"
            if is_wild:
                face = _face(letter or "?", view["wild_pips"])
                label = ctx.t("buyword.ui.builder.remove", tile=self._wild_label(ctx, letter, view["wild_pips"]))
                shown.append(tag("button", face, type="button", class_="tile tile--wild", data_act="view",
                                 data_arg=f"rm:{pos}", aria_label=label, data_focus=f"bw-word-{pos}"))
            else:
                item = rack[index]
                label = ctx.t("buyword.ui.builder.remove",
                              tile=self._tile_label(ctx, letter, pips[letter], lot=item["lot"]))
                shown.append(tile(letter, pips[letter], label=label, key=_key(seat, letter, item["k"]), act="view",
                                  arg=f"rm:{pos}", cls="tile--lot" if item["lot"] else ""))
        if not word:
            line = tag("p", esc(ctx.t("buyword.ui.builder.empty")), class_="bw-note")
        else:
            line = "".join(shown)
        parts = [tag("div", line, class_="bw-tiles bw-word", role="group", aria_label=ctx.t("buyword.ui.builder"))]
        tools = []
        if word:
            tools.append(self.view_button("⌫", "back", cls="btn btn--icon bw-tool",
                                          aria_label=ctx.t("buyword.ui.builder.back")))
            tools.append(self.view_button(esc(ctx.t("buyword.ui.builder.clear")), "clear", cls="btn btn--chip"))
        pending = next((i for i, (letter, w, _) in enumerate(word) if w), None)
        if pending is not None:
            current = word[pending][0]
            options = tag("option", "?", value="", selected=not current) + "".join(
                tag("option", c, value=c, selected=c == current) for c in LETTERS)
            tools.append(tag("label", esc(ctx.t("buyword.ui.builder.wild_letter")) +
                             tag("select", options, class_="field", data_act="view", data_arg="wildletter",
                                 id="bw-wild-letter"), class_="bw-wildpick"))
        hint = ctx.hint
        if hint and hint.get("type") == "sell" and selling and self._hint_word(view, hint) is not None:
            tools.append(self.view_button(esc(ctx.t("buyword.ui.builder.use_hint")), "hint", cls="btn btn--chip is-hint"))
        if tools:
            parts.append(tag("div", "".join(tools), class_="bw-tools"))
        # what the engine says of the word
        status = []
        if word and pending is not None and not word[pending][0]:
            status.append(tag("p", esc(ctx.t("buyword.ui.builder.wild_pick")), class_="bw-note"))
        elif word and len(whole or word) < 2:
            status.append(tag("p", esc(ctx.t("buyword.ui.builder.too_short")), class_="bw-note"))
        elif view.get("crossword") and word and action is None:
            status.append(tag("p", esc(ctx.t("buyword.ui.grid.pick")), class_="bw-note"))
        if quote:
            items = []
            for entry in quote["words"]:
                price = self._money(ctx, entry["price"])
                if entry["valid"]:
                    items.append(tag("li", "✓ " + esc(ctx.t("buyword.ui.builder.word_ok", word=entry["word"],
                                                             price=price)), class_="bw-ok"))
                else:
                    key = "buyword.ui.builder.word_honour" if view.get("honour") else "buyword.ui.builder.word_bad"
                    items.append(tag("li", "✗ " + esc(ctx.t(key, word=entry["word"], price=price)),
                                     class_="bw-bad"))
            if items:
                status.append(tag("ul", "".join(items), class_="bw-quote"))
            if len(quote["words"]) > 1:
                status.append(tag("p", esc(ctx.t("buyword.ui.builder.total", price=self._money(ctx, quote["price"]))),
                                  class_="bw-total"))
            error = quote.get("error")
            if error and error["key"] != "buyword.error.not_a_word":
                status.append(tag("p", esc(self._say(ctx, {"key": error["key"], **(error.get("params") or {})})),
                                  class_="bw-why"))
        parts.append(tag("div", join(status), class_="bw-status", aria_live="polite"))
        if selling:
            ok = bool(quote and quote["ok"])
            label = ctx.t("buyword.ui.builder.sell", price=self._money(ctx, quote["price"])) if ok else \
                ctx.t("buyword.ui.builder.sell_none")
            parts.append(tag("div", self.view_button(esc(label), "sell", cls="btn btn--primary", disabled=not ok),
                             class_="controls"))
        return tag("div", join(parts), class_="bw-builder")

    def _throw_controls(self, view, ctx, rack, throw) -> str:
        you = view["you"]
        letters = sorted(rack[i]["letter"] for i in throw)
        label = ctx.t("buyword.ui.throw.go", tiles=", ".join(letters)) if letters else ctx.t("buyword.ui.throw.none")
        return tag("div", join([
            tag("p", esc(ctx.t("buyword.ui.throw.pick", n=you["excess"])), class_="bw-note"),
            tag("div", self.play_button(esc(label), {"type": "discard", "tiles": letters}, cls="btn btn--primary",
                                        disabled=not letters) +
                self.view_button(esc(ctx.t("buyword.ui.throw.back")), "build", cls="btn"), class_="controls")]),
            class_="bw-builder")

    # ---- the crossword grid
    def _grid_centre(self, view):
        bounds = view["grid"]["bounds"]
        if bounds:
            centre = [(bounds["top"] + bounds["bottom"]) // 2, (bounds["left"] + bounds["right"]) // 2]
        else:
            centre = [0, 0]
        pan = self.ui.get("pan") or [0, 0]
        return centre[0] + pan[0], centre[1] + pan[1]

    def _grid(self, view, ctx, interactive) -> str:
        grid = view["grid"]
        laid = {(c["row"], c["col"]): c for c in grid["cells"]}
        you = view.get("you")
        word = self._word(view) if interactive else []
        preview = {}
        start = None
        if interactive:
            start = self._start(view, len(word)) if word else self.ui.get("at")
        if word:
            whole, at = self._compose(view, word)
            dr, dc = (0, 1) if self.ui.get("dir", "across") == "across" else (1, 0)
            for i, (letter, kind, _) in enumerate(whole or []):
                if kind != "laid":
                    preview[(at[0] + dr * i, at[1] + dc * i)] = (letter, kind == "wild")
        cr, cc = self._grid_centre(view)
        pips = view["pips"]
        cells = []
        for r in range(cr - GRID_HALF_ROWS, cr + GRID_HALF_ROWS + 1):
            for c in range(cc - GRID_HALF_COLS, cc + GRID_HALF_COLS + 1):
                far = abs(r - cr) > PHONE_HALF or abs(c - cc) > PHONE_HALF
                row_no, col_no = r - (cr - GRID_HALF_ROWS) + 1, c - (cc - GRID_HALF_COLS) + 1
                classes = ["bw-cell"]
                content = ""
                if (r, c) in laid:
                    cell = laid[(r, c)]
                    letter = cell["letter"]
                    classes.append("bw-cell--laid")
                    if cell["wild"]:
                        classes.append("bw-cell--wild")
                    content = _face(letter, cell["pips"])
                    name = ctx.t("buyword.ui.grid.cell_letter", row=row_no, col=col_no,
                                 tile=self._wild_label(ctx, letter, cell["pips"]) if cell["wild"] else
                                 self._tile_label(ctx, letter, cell["pips"]))
                    if (r, c) in preview and preview[(r, c)][0] != letter:
                        classes.append("bw-cell--clash")
                elif (r, c) in preview:
                    letter, is_wild = preview[(r, c)]
                    classes.append("bw-cell--new")
                    value = view["wild_pips"] if is_wild else pips.get(letter, "")
                    content = _face(letter or "?", value)
                    name = ctx.t("buyword.ui.grid.cell_new", row=row_no, col=col_no,
                                 tile=self._wild_label(ctx, letter, value) if is_wild else
                                 self._tile_label(ctx, letter, value))
                else:
                    name = ctx.t("buyword.ui.grid.cell", row=row_no, col=col_no)
                is_start = start is not None and [r, c] == list(start)
                if is_start:
                    classes.append("bw-cell--start")
                    name += ctx.t("buyword.ui.grid.start")
                if far:
                    classes.append("bw-cell--far")
                key = f"g{r}_{c}" if (r, c) in laid else None
                if interactive:
                    focus_here = is_start or (start is None and r == cr and c == cc)
                    cells.append(tag("button", content, type="button", class_=" ".join(classes), data_act="view",
                                     data_arg=f"cell:{r}:{c}", aria_label=name, data_key=key,
                                     tabindex="0" if focus_here else "-1",
                                     data_focus="bw-start" if focus_here else f"cell:{r}:{c}",
                                     aria_pressed="true" if is_start else "false"))
                else:
                    cells.append(tag("div", content, class_=" ".join(classes), role="img", aria_label=name,
                                     data_key=key, data_from=f"seat-{view['current']}" if key else None))
        board = tag("div", "".join(cells), class_="bw-grid", role="group", aria_label=ctx.t("buyword.ui.grid"))
        tools = []
        if interactive:
            direction = self.ui.get("dir", "across")
            tools.append(tag("div", join([
                self.view_button(esc(ctx.t("buyword.ui.grid.across")), "dir:across", cls="btn btn--chip" +
                                 (" is-on" if direction == "across" else ""),
                                 aria_pressed="true" if direction == "across" else "false"),
                self.view_button(esc(ctx.t("buyword.ui.grid.down")), "dir:down", cls="btn btn--chip" +
                                 (" is-on" if direction == "down" else ""),
                                 aria_pressed="true" if direction == "down" else "false")]),
                class_="bw-dirs", role="group", aria_label=ctx.t("buyword.ui.grid.direction")))
        pans = [("up", -PAN_STEP, 0, "▲"), ("left", 0, -PAN_STEP, "◀"), ("home", 0, 0, "◎"),
                ("right", 0, PAN_STEP, "▶"), ("down", PAN_STEP, 0, "▼")]
        tools.append(tag("div", "".join(
            self.view_button(mark, f"pan:{dr}:{dc}" if name != "home" else "pan:home", cls="btn btn--icon bw-pan",
                             aria_label=ctx.t(f"buyword.ui.grid.pan.{name}"))
            for name, dr, dc, mark in pans), class_="bw-pans", role="group", aria_label=ctx.t("buyword.ui.grid.pan")))
        notes = []
        if not grid["cells"]:
            notes.append(tag("p", esc(ctx.t("buyword.ui.grid.empty") + " " + ctx.t("buyword.ui.grid.first")),
                             class_="bw-note"))
        return tag("section", tag("h3", esc(ctx.t("buyword.ui.grid")), class_="bw-subtitle") + join(notes) + board +
                   tag("div", "".join(tools), class_="bw-grid-tools"), class_="bw-crossword",
                   aria_label=ctx.t("buyword.ui.grid"))

    # ================================================================== clicks and keys
    def handle(self, arg, view, ctx):
        if arg.startswith("{"):
            return self._form(arg, view, ctx)
        you = view.get("you")
        if you is None:
            return None
        name, _, rest = arg.partition(":")
        word = self._word(view)
        if name == "add":
            index = int(rest)
            if 0 <= index < len(self._rack(view)) and index not in {i for _, _, i in word}:
                word.append((self._rack(view)[index]["letter"], False, index))
                self._set_word(word)
        elif name == "wild":
            if you["wilds"] and not any(w for _, w, _ in word):
                word.append(("", True, None))
                self._set_word(word)
        elif name == "rm":
            pos = int(rest)
            if 0 <= pos < len(word):
                del word[pos]
                self._set_word(word)
        elif name == "back":
            self._set_word(word[:-1])
        elif name == "clear":
            self._set_word([])
            self.ui.pop("at", None)
        elif name == "hint":
            hinted = self._hint_word(view, ctx.hint or {})
            if hinted is not None:
                self._set_word(hinted)
                if view.get("crossword"):
                    self.ui["at"] = [ctx.hint["row"], ctx.hint["col"]]
                    self.ui["dir"] = ctx.hint["dir"]
        elif name == "sell":
            action = self._sale_action(view, word)
            if action is not None and you["my_turn"] and view["phase"] == "sell":
                self.ui["submitted"] = True
                return action
        elif name == "throw":
            self.ui["mode"], self.ui["throw"] = "throw", []
        elif name == "build":
            self.ui.pop("mode", None)
            self.ui.pop("throw", None)
        elif name == "toss":
            index = int(rest)
            chosen = list(self.ui.get("throw", []))
            if index in chosen:
                chosen.remove(index)
            elif len(chosen) < you["excess"]:
                chosen.append(index)
            self.ui["throw"] = chosen
        elif name == "cell":
            r, c = (int(x) for x in rest.split(":"))
            self.ui["at"] = [r, c]
        elif name == "dir":
            if rest in ("across", "down"):
                self.ui["dir"] = rest
        elif name == "pan":
            if rest == "home":
                self.ui["pan"] = [0, 0]
            else:
                dr, dc = (int(x) for x in rest.split(":"))
                pan = self.ui.get("pan") or [0, 0]
                self.ui["pan"] = [pan[0] + dr, pan[1] + dc]
        return None

    def _form(self, arg, view, ctx):
        """A submitted form (bid, offer with money) or a changed field (the wild's letter)."""
        try:
            data = json.loads(arg)
        except ValueError:
            return None
        if data.get("arg") == "wildletter":
            letter = str(data.get("value", ""))[:1].upper()
            word = self._word(view)
            word = [(letter if w and letter in LETTERS else old, w, i) for old, w, i in word]
            self._set_word(word)
            return None
        form = str(data.get("form", ""))
        try:
            amount = int(str(data.get("amount", "")).strip() or 0)
        except ValueError:
            amount = -1
        if form == "bid":
            return {"type": "bid", "amount": amount}
        if form.startswith("offer") and form[5:].isdigit():
            pay = amount if data.get("way") != "ask" else -amount
            return {"type": "offer", "to": int(form[5:]), "pay": pay}
        return None

    def _hint_word(self, view, hint):
        """The suggested sale as builder entries (the new tiles only, with the crossword), or
        None when the rack cannot spell it."""
        if hint.get("type") != "sell":
            return None
        laid = set()
        dr = dc = 0
        if view.get("crossword"):
            laid = {(c["row"], c["col"]) for c in view["grid"]["cells"]}
            dr, dc = (0, 1) if hint["dir"] == "across" else (1, 0)
        rack = self._rack(view)
        free = [i for i, item in enumerate(rack) if not item["lot"]]
        out = []
        for i, letter in enumerate(hint["word"]):
            if laid and (hint["row"] + dr * i, hint["col"] + dc * i) in laid:
                continue
            if hint.get("wild") == i:
                out.append((letter, True, None))
                continue
            index = next((j for j in free if rack[j]["letter"] == letter), None)
            if index is None:
                return None
            free.remove(index)
            out.append((letter, False, index))
        return out

    def key(self, key, view, ctx):
        you = view.get("you")
        if you is None:
            return None
        if key == "Escape":
            if self.ui.get("word") or self.ui.get("mode"):
                self.ui = {k: v for k, v in self.ui.items() if k in ("dir", "pan")}
                return True
            return None
        if view["phase"] == "choose" and you["my_turn"] and key in "2345" and len(key) == 1:
            return {"type": "choose", "count": int(key)}
        if len(key) == 1 and key.upper() in LETTERS:
            return self._type_letter(key.upper(), view)
        if key == "*":
            self.handle("wild", view, ctx)
            return True
        if key == "-":
            self.handle("back", view, ctx)
            return True
        if key == "=":
            return self.handle("sell", view, ctx) or True
        if view.get("crossword") and key.startswith("Arrow"):
            step = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}[key]
            at = self.ui.get("at")
            if at is None:
                cr, cc = self._grid_centre(view)
                at = [cr, cc]
            at = [at[0] + step[0], at[1] + step[1]]
            self.ui["at"] = at
            cr, cc = self._grid_centre(view)
            pan = self.ui.get("pan") or [0, 0]
            if abs(at[0] - cr) > PHONE_HALF:
                pan = [pan[0] + step[0], pan[1]]
            if abs(at[1] - cc) > PHONE_HALF:
                pan = [pan[0], pan[1] + step[1]]
            self.ui["pan"] = pan
            return True
        if key == "." and view.get("crossword"):
            self.ui["dir"] = "down" if self.ui.get("dir", "across") == "across" else "across"
            return True
        return None

    def _type_letter(self, letter, view):
        """A typed letter: the wild's letter when it waits for one, else a tile of that letter,
        else the wild standing for it."""
        word = self._word(view)
        pending = next((i for i, (l, w, _) in enumerate(word) if w and not l), None)
        if pending is not None:
            word[pending] = (letter, True, None)
            self._set_word(word)
            return True
        rack = self._rack(view)
        used = {i for _, _, i in word}
        index = next((i for i, item in enumerate(rack) if item["letter"] == letter and i not in used), None)
        if index is not None:
            word.append((letter, False, index))
        elif view["you"]["wilds"] and not any(w for _, w, _ in word):
            word.append((letter, True, None))
        else:
            return True
        self._set_word(word)
        return True

    # ================================================================== hints and the end
    def describe(self, action, view, ctx):
        kind = action.get("type")
        money = self._money
        if kind == "choose":
            return ctx.t("buyword.describe.choose", n=action["count"])
        if kind == "pick":
            return ctx.t("buyword.describe.pick", tile=action["tile"])
        if kind == "offer":
            pay = action.get("pay", 0)
            key = "buyword.describe.offer" if not pay else \
                "buyword.describe.offer_pay" if pay > 0 else "buyword.describe.offer_ask"
            return ctx.t(key, name=ctx.name(action["to"]), price=money(ctx, abs(pay)))
        if kind == "buy":
            return ctx.t("buyword.describe.buy", price=money(ctx, view["you"]["lot_price"]))
        if kind == "bid":
            return ctx.t("buyword.describe.bid", price=money(ctx, action["amount"]))
        if kind == "top":
            return ctx.t("buyword.describe.top", price=money(ctx, view["auction"]["top_price"]))
        if kind == "refuse" and view["phase"] == "review":
            return ctx.t("buyword.describe.vote_refuse")
        if kind == "sell":
            quote = self._quote(view, ctx, action) if self._live(view, ctx) else None
            price = money(ctx, quote["price"]) if quote and not (quote.get("error") or {}).get("key", "").startswith(
                "buyword.error.missing") else "?"
            if view.get("crossword"):
                return ctx.t("buyword.describe.sell_grid", word=action["word"], price=price,
                             dir=ctx.t(f"buyword.describe.{action['dir']}"))
            if action.get("wild") is not None:
                return ctx.t("buyword.describe.sell_wild", word=action["word"], price=price,
                             letter=action["word"][action["wild"]])
            return ctx.t("buyword.describe.sell", word=action["word"], price=price)
        if kind == "discard":
            return ctx.t("buyword.describe.discard", tiles=", ".join(action["tiles"]))
        key = f"buyword.describe.{kind}"
        return ctx.t(key)

    def result(self, view, ctx) -> str:
        n = view["players"]
        result = view.get("result") or {}
        rows = []
        for seat in sorted(range(n), key=lambda s: (result.get("ranking", [1] * n)[s], s)):
            sales = [(w, p) for s in view["sales"] if s["seat"] == seat for w, p in s["words"]]
            best = max(sales, key=lambda wp: (wp[1], wp[0])) if sales else None
            earned = sum(p for _, p in sales)
            rows.append(tag("tr", join([
                tag("th", esc(ctx.name(seat)), scope="row"),
                tag("td", esc(len(sales))),
                tag("td", esc(self._money(ctx, earned))),
                tag("td", esc(ctx.t("buyword.ui.sale", word=best[0], price=self._money(ctx, best[1]))) if best else "—",
                    class_="bw-best-word")])))
        head = tag("tr", "".join(tag("th", esc(ctx.t(k)), scope="col") for k in (
            "buyword.ui.result.player", "buyword.ui.result.words", "buyword.ui.result.earned",
            "buyword.ui.result.best")))
        sheet = tag("table", tag("caption", esc(ctx.t("buyword.ui.result.sheet"))) + tag("thead", head) +
                    tag("tbody", "".join(rows)), class_="ranking bw-sheet")
        parts = []
        if n == 1 and result.get("rating"):
            rating = ctx.t(f"buyword.ui.rating.{result['rating']}")
            money = view["money"][0]
            marks = "".join(tag("span", esc(self._money(ctx, m)), class_="bw-mark" + (" is-reached" if money >= m else ""),
                                style=f"left:{(m - 600) / 6:.0f}%") for m in (800, 900, 1000))
            fill = max(0.0, min(100.0, (money - 600) / 6))
            scale = tag("div", tag("span", "", class_="bw-scale-fill", style=f"width:{fill:.0f}%") + marks,
                        class_="bw-scale", aria_hidden="true")
            parts += [tag("p", esc(ctx.t("buyword.ui.result.rating", rating=rating, money=self._money(ctx, money))),
                          class_="bw-rating"),
                      scale, tag("p", esc(ctx.t("buyword.ui.result.scale")), class_="bw-note")]
        # a narrow phone may scroll the sheet sideways: the region then takes the focus (axe)
        parts.append(tag("div", sheet, class_="bw-sheet-wrap", tabindex="0", role="region",
                         aria_label=ctx.t("buyword.ui.result.sheet")))
        return tag("div", join(parts), class_="bw-result")
