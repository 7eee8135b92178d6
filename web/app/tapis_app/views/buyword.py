"""BuyWord's table on one screen (views/base.py ``Table``), zone by zone:

- ``status``: the round (the rule book's word: « round »), your money, the tile limit, the
  variants in play;
- ``others``: each other player's place: money, wilds, tiles and lot (all face up in BuyWord),
  what became of the lot and the words sold this round;
- ``center``: the bag, the die, the bank and the box (tiles out of the game), then the moment:
  the round's lots, its sales (the last one large, with its price), the lot at auction, the
  tiles to pick, the lots to swap, the sale under review; with the crossword, the grid, scaled
  to the room it has;
- ``work``: your lot while it waits to be bought (drawn once, here), and the word you are
  building with what the engine says of it (``quote``);
- ``hand``: your bought tiles and the wild; ``actions``: the buttons of the moment.

Everything legal or priced comes from the engine: its view (lots and their prices and pips,
``you.can``, ``you.prompt``, the round's ``history``, the ``last`` action) and its ``quote``
query (``ctx.ask``) for the word in the builder.

What moves (ui.js): a tile keeps its key ``t<seat>-<letter><k>`` from the bag to a lot, to
the hand, to the word on sale; ``k`` counts that seat's tiles of that letter: the hand first,
then the lot, then this round's sales, the latest first, so the tiles of a sale take exactly the
keys that just left the hand and fly from it. New tiles fly from the bag; tiles that leave the
screen (a refused lot, thrown tiles, sold words once the next comes) fly into the box. The die
is thrown from the first player's place; money flies from a buyer to the bank and from the bank
to a seller (a chip « −16 $ » / « +49 $ »). Crossword cells laid by the last sale fly from its
seller's place.

UI state in ``self.ui`` (kept across the other players' moves, see ``reset``):

- ``word``: ``[[letter, is_wild], ...]`` — the word being built (a wild's letter may be "");
- ``at`` / ``dir``: crossword start cell ``[row, col]`` and ``"across"``/``"down"``;
- ``pan``: crossword view offset ``[rows, cols]`` from the grid's centre;
- ``mode``: ``"throw"`` while choosing tiles to throw away over the limit; ``throw``: their
  indices in the rack.
"""

import json

from ..guide import Guide, Step
from ..html import esc, join, tag
from .base import GameView, Recap, Table
from .parts import counter, piece

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
WILD_MARK = "★"
#: Crossword window: rows and columns either side of its centre. The CSS shows fewer (9 × 9, then
#: 7 × 7) when the room is small; the arrow keys pan the view before the start cell leaves the
#: smallest window (PHONE_HALF).
GRID_HALF_ROWS, GRID_HALF_COLS, PHONE_HALF = 5, 6, 3
PAN_STEP = 3
#: Phases in which the lots of the round are drawn and settled (before any sale).
BUYING = ("roll", "choose", "draft", "trade", "answer", "buy", "auction", "top")


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


def _mine(view, ctx, phase):
    return view["phase"] == phase and ctx.seat in view["to_move"]


# The guided first game: two players against the easy computer, in French.
GUIDE = Guide("buyword", "h,easy", 41, [
    Step("welcome", lambda view, ctx, ui: True),
    Step("die", lambda view, ctx, ui: _mine(view, ctx, "roll"), target="die", wait="act"),
    Step("choose", lambda view, ctx, ui: _mine(view, ctx, "choose"), target="actions", optional=True),
    Step("lot", lambda view, ctx, ui: _mine(view, ctx, "buy"), target="lot"),
    Step("buy", lambda view, ctx, ui: _mine(view, ctx, "buy"), target="buy", wait="act"),
    Step("sell", lambda view, ctx, ui: _mine(view, ctx, "sell"), target="hand"),
    Step("done", lambda view, ctx, ui: _mine(view, ctx, "sell"), target="done"),
    Step("computer", lambda view, ctx, ui: bool(view["last"]) and view["last"].get("seat") not in (None, ctx.seat),
         target="stage", anytime=True),
    Step("round", lambda view, ctx, ui: view["round"] >= 2, target="bank"),
])


class View(GameView):
    game_id = "buyword"
    GUIDE = GUIDE
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

    # ================================================================== words
    @staticmethod
    def _money(ctx, amount) -> str:
        n = int(amount)
        sep = "\u202f" if ctx.lang == "fr" else ","
        text = f"{abs(n):,}".replace(",", sep)
        return ("-" if n < 0 else "") + ctx.t("buyword.ui.money", n=text)

    def _say(self, ctx, sentence: dict) -> str:
        """An engine sentence (``{"key", **params}``) with seats as names and money fields; in
        the second person when its subject (``seat``) is the person here."""
        params = {}
        for name, value in sentence.items():
            if name in ("key", "params"):
                continue
            if (name == "seat" or name.endswith("_seat")) and isinstance(value, int):
                value = ctx.name(value)
            params[name] = value
        params.update(sentence.get("params") or {})
        seat = sentence.get("seat")
        return ctx.t(sentence["key"], you=isinstance(seat, int) and seat == ctx.you, **params)

    @staticmethod
    def _object(ctx, seat) -> str:
        """A seat named inside a sentence: « vous » for the person here, else the name."""
        return ctx.t("ui.name.you.object") if seat == ctx.you else ctx.name(seat)

    def _tile_label(self, ctx, letter, pips, lot=False) -> str:
        return ctx.t("buyword.ui.tile.lot" if lot else "buyword.ui.tile", letter=letter, n=pips)

    def _wild_label(self, ctx, letter, pips) -> str:
        """A wild standing for ``letter`` ("" while the person has not chosen it)."""
        if not letter:
            return ctx.t("buyword.ui.wild.unset", n=pips)
        return ctx.t("buyword.ui.wild.as", letter=letter, n=pips)

    def _price_line(self, ctx, pips, price) -> str:
        """« 4 points : 4 × 4 = 16 $ »: a price as the rule book makes it."""
        return ctx.t("buyword.ui.price_line", n=pips, pips=pips, price=self._money(ctx, price))

    # ================================================================== facts from the view
    @staticmethod
    def _live(view, ctx) -> bool:
        """The game goes on: the builder may ask quotes."""
        return not view.get("over")

    def _interactive(self, view, ctx) -> bool:
        return view.get("you") is not None and ctx.seat is not None and not ctx.is_bot(ctx.seat) \
            and ctx.person and self._live(view, ctx)

    @staticmethod
    def _round_sales(view, seat=None) -> list:
        """This round's sales (of ``seat``), as ``(index in view["sales"], sale)``."""
        return [(i, s) for i, s in enumerate(view["sales"])
                if s["round"] == view["round"] and (seat is None or s["seat"] == seat)]

    def _keys(self, view, seat) -> dict:
        """The keys of ``seat``'s tiles: ``hand`` and ``lot`` (lists, in order) and ``sales``
        (per sale index, in the order of the sale's tiles). See the module's docstring."""
        counts = {}

        def take(letter):
            k = counts.get(letter, 0)
            counts[letter] = k + 1
            return _key(seat, letter, k)

        hand = [take(letter) for letter in view["hands"][seat]]
        lot = [take(letter) for letter in view["lots"][seat] or []]
        sales = {}
        for index, sale in reversed(self._round_sales(view, seat)):
            sales[index] = [take(letter) for letter in sale["tiles"]]
        return {"hand": hand, "lot": lot, "sales": sales}

    @staticmethod
    def _last(view):
        """The last action (every action is public): ``(seat, action, turn)`` or None."""
        last = view.get("last")
        if not last:
            return None
        return last["seat"], last["action"], last["turn"]

    def _fresh_sale(self, view):
        """The sale the last action made (still on record, this round), as (index, sale)."""
        last = self._last(view)
        sales = self._round_sales(view)
        if not last or not sales or last[1]["type"] != "sell" or sales[-1][1]["seat"] != last[0]:
            return None
        return sales[-1]

    def _fresh_payment(self, view):
        """A lot just paid for (bought, or settled at auction by its seller's last word):
        ``(payer, price, turn)`` or None."""
        last = self._last(view)
        if not last or last[1]["type"] not in ("buy", "top", "decline"):
            return None
        fate = view["fates"][last[0]]
        if not fate or fate["fate"] not in ("bought", "auctioned") or not fate["price"]:
            return None
        return fate["seat"], fate["price"], last[2]

    @staticmethod
    def _lots_in_the_middle(view) -> set:
        """The seats whose lot the middle of the table shows now (at auction, in a swap): drawn
        there only."""
        if view["phase"] in ("auction", "top") and view.get("auction"):
            return {view["auction"]["seller"]}
        if view["phase"] == "answer" and view.get("offer"):
            return {view["offer"]["from"], view["offer"]["to"]}
        return set()

    def _flow(self, ctx, text, turn, from_, cls) -> str:
        """Money on the move: a chip that flies in from ``from_`` (an anchor) once."""
        return tag("span", esc(text), class_=f"bw-flow {cls}", data_key=f"flow-{turn}", data_from=from_,
                   aria_hidden="true")

    # ---- the rack: bought tiles, then this round's undecided lot (its tiles may go into a word
    # to see what the lot would make; the engine counts it as the player's for quotes only)
    def _rack(self, view) -> list:
        you = view["you"]
        pips = view["pips"]
        seat = view["seat"]
        keys = self._keys(view, seat) if seat is not None else {"hand": [], "lot": []}
        rack = [{"letter": t["letter"], "pips": t["pips"], "lot": False} for t in you["tiles"]]
        rack += [{"letter": letter, "pips": pips[letter], "lot": True} for letter in you["lot"] or []]
        for item, key in zip(rack, keys["hand"] + keys["lot"]):
            item["key"] = key
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

    # ================================================================== the table, zone by zone
    def draw(self, view, ctx) -> Table:
        me = ctx.seat
        n = view["players"]
        others = [s for s in ((me + k) % n for k in range(1, n))] if me is not None else list(range(n))
        interactive = self._interactive(view, ctx)
        state = self._builder_state(view, ctx, interactive)
        self._sink = self._gone(view, ctx)  # (read by ``furniture``)
        hand, count = self.hand(view, ctx, state)
        table = Table(
            status=self.status(view, ctx),
            others="".join(self.other_seat(seat, view, ctx) for seat in others),
            center=self.centre(view, ctx, state),
            prompt=self.prompt(view, ctx, state),
            work=self.work(view, ctx, state),
            hand=hand,
            hand_count=count,
            hand_label=(ctx.t("buyword.ui.you") if interactive or me is None or not ctx.is_bot(me)
                        else ctx.t("buyword.ui.their", name=ctx.name(me))),
            actions=self.actions(view, ctx, state),
            sheet=self.sheet(view, ctx),
        )
        self._update_shown(view, ctx)
        return table

    def _builder_state(self, view, ctx, interactive) -> dict:
        """What the dock shows for the person: the rack, the word, the engine's quote."""
        you = view.get("you")
        state = {"interactive": interactive, "selling": False, "throwing": False, "word": [], "rack": [],
                 "action": None, "quote": None}
        if you is None or ctx.seat is None:
            return state
        state["rack"] = self._rack(view)
        if not interactive:
            return state
        selling = you["my_turn"] and view["phase"] == "sell"
        state["selling"] = selling
        state["throwing"] = selling and you["excess"] > 0 and self.ui.get("mode") == "throw"
        state["word"] = self._word(view)
        if state["word"] and not state["throwing"]:
            state["action"] = self._sale_action(view, state["word"])
            state["quote"] = self._quote(view, ctx, state["action"])
        return state

    # ---- the strip of facts: round, your money, the limit, the variants
    def status(self, view, ctx) -> str:
        me = ctx.seat
        items = [tag("strong", esc(ctx.t("buyword.ui.round", n=view["round"])), class_="bw-round")]
        if view["last_round"] and not view["over"]:
            items.append(tag("span", esc(ctx.t("buyword.ui.last_round")), class_="bw-badge bw-badge--last"))
        if me is not None:
            money = self._money(ctx, view["money"][me])
            label = ctx.t("buyword.ui.status.money", money="\x00") if not ctx.is_bot(me) else \
                ctx.t("buyword.ui.status.money_of", name=ctx.name(me), money="\x00")
            # on a phone the amount alone (in gold); its words stay for screen readers
            before, _, after = label.partition("\x00")
            label = tag("span", esc(before), class_="bw-wide-only") + esc(money) + \
                (tag("span", esc(after), class_="bw-wide-only") if after else "")
            flow = ""
            sale = self._fresh_sale(view)
            if sale and sale[1]["seat"] == me:
                flow = self._flow(ctx, "+" + self._money(ctx, sale[1]["price"]), view["last"]["turn"], "bank", "bw-flow--in")
            debt = (view.get("debts") or [0] * view["players"])[me]
            items.append(tag("span", label + flow + (
                " " + tag("span", esc(ctx.t("buyword.ui.debt", price=self._money(ctx, debt))), class_="bw-debt",
                          title=ctx.t("buyword.ui.debt.help")) if debt else ""),
                class_="bw-status-money", data_anchor=f"seat-{me}"))
            if view["first"] == me and not view["over"]:
                items.append(tag("span", tag("span", "⚄", aria_hidden="true") + " " +
                                 tag("span", esc(ctx.about(me, "buyword.ui.status.first")), class_="bw-wide-only"),
                                 class_="bw-status-first", title=ctx.about(me, "buyword.ui.status.first")))
        items.append(tag("span", esc(ctx.t("buyword.ui.status.limit", n=view["limit"])), class_="bw-status-limit",
                         title=ctx.t("buyword.ui.limit_banner", limit=view["limit"])))
        if view.get("theme", "none") != "none":
            items.append(tag("span", esc(ctx.t("buyword.ui.theme", theme=ctx.t(f"buyword.theme.{view['theme']}"))),
                             class_="bw-badge"))
        if view.get("honour"):
            items.append(tag("span", esc(ctx.t("buyword.ui.honour")), class_="bw-badge"))
        return join(items)

    # ---- the other players: money, wilds, tiles and lot, this round
    def other_seat(self, seat, view, ctx) -> str:
        pips = view["pips"]
        name = ctx.name(seat)
        keys = self._keys(view, seat)
        facts = [tag("span", esc(f"{WILD_MARK} {view['wilds'][seat]}"), class_="bw-wilds", role="img",
                     aria_label=ctx.t("buyword.ui.wilds", n=view["wilds"][seat]))]
        if view["first"] == seat and not view["over"]:
            facts.append(tag("span", "⚄", class_="bw-first", role="img", aria_label=ctx.t("buyword.ui.first"),
                             title=ctx.t("buyword.ui.first")))
        debt = (view.get("debts") or [0] * view["players"])[seat]
        if debt:  # a challenge penalty still owed, withheld from the next sales
            facts.append(tag("span", esc(ctx.t("buyword.ui.debt", price=self._money(ctx, debt))), class_="bw-debt",
                             title=ctx.t("buyword.ui.debt.help")))
        sale = self._fresh_sale(view)
        if sale and sale[1]["seat"] == seat:
            facts.append(self._flow(ctx, "+" + self._money(ctx, sale[1]["price"]), view["last"]["turn"], "bank",
                                    "bw-flow--in"))
        hand = view["hands"][seat]
        tiles = [tile(letter, pips[letter], label=self._tile_label(ctx, letter, pips[letter]), key=key,
                      cls="tile--small", from_="bag") for letter, key in zip(hand, keys["hand"])]
        lot = view["lots"][seat]
        lot_html = ""
        if lot and seat not in self._lots_in_the_middle(view):
            price = self._money(ctx, view["lot_prices"][seat])
            lot_tiles = "".join(tile(letter, pips[letter], label=self._tile_label(ctx, letter, pips[letter]), key=key,
                                     cls="tile--small tile--lot", from_="bag") for letter, key in zip(lot, keys["lot"]))
            lot_html = tag("span", lot_tiles + tag("span", esc(price), class_="bw-lot-price", aria_hidden="true"),
                           class_="bw-lot", role="group",
                           aria_label=ctx.t("buyword.ui.lot.label", name=name, tiles=", ".join(lot), price=price))
        if tiles or lot_html:
            body_tiles = tag("div", "".join(tiles) + lot_html, class_="bw-tiles bw-tiles--small", role="group",
                             aria_label=ctx.t("buyword.ui.hand", name=name))
        else:
            body_tiles = tag("p", esc(ctx.t("buyword.ui.no_tiles")), class_="bw-note")
        body = [tag("div", tag("p", " ".join(facts), class_="bw-facts") + body_tiles, class_="bw-seat-row")]
        line = self._round_line(view, ctx, seat)
        if line:
            body.append(tag("p", esc(line), class_="bw-this-round"))
        active = view["current"] == seat and not view["over"]
        return self.seat_panel(seat, ctx, "".join(body), active=active, extra_class="bw-seat",
                               score=self._money(ctx, view["money"][seat]))

    def _fate(self, ctx, fate, seat) -> str:
        price = self._money(ctx, fate["price"])
        if fate["fate"] == "bought":
            return ctx.t("buyword.ui.fate.bought", price=price)
        if fate["fate"] == "rejected":
            return ctx.t("buyword.ui.fate.rejected")
        if fate["seat"] == seat:
            return ctx.t("buyword.ui.fate.kept", price=price)
        return ctx.t("buyword.ui.fate.auctioned", name=self._object(ctx, fate["seat"]), price=price)

    def _round_line(self, view, ctx, seat) -> str:
        """What ``seat`` did this round so far: its lot, its sales (« Lot acheté 16 $ · Vendu :
        CHAT 49 $ »)."""
        parts = []
        fate = view["fates"][seat]
        if fate:
            parts.append(self._fate(ctx, fate, seat))
        sold = self._sold_words(view, ctx, seat)
        if sold:
            parts.append(ctx.t("buyword.ui.sold_words", words=sold))
        line = " · ".join(parts)
        return line[:1].upper() + line[1:]

    def _sold_words(self, view, ctx, seat) -> str:
        return ", ".join(ctx.t("buyword.ui.sale", word=w, price=self._money(ctx, p))
                         for _, sale in self._round_sales(view, seat) for w, p in sale["words"])

    # ---- the middle of the table
    def centre(self, view, ctx, state) -> str:
        if view.get("crossword"):
            # beside the grid on a wide table, above it on a phone
            side = join([self.furniture(view, ctx), self.moment(view, ctx, state, compact=True), self.grid_note(view, ctx)])
            parts = [tag("div", side, class_="bw-centre-side"), self.grid(view, ctx, state),
                     self.sale_caption(view, ctx)]
        else:
            parts = [self.furniture(view, ctx), self.moment(view, ctx, state, compact=False)]
        return tag("div", join(parts), class_="bw-centre" + (" bw-centre--grid" if view.get("crossword") else ""),
                   data_phase=view["phase"], data_moves=str(view["turn"]))

    def furniture(self, view, ctx) -> str:
        """The bag, the die, the bank and the box, each where things fly from or to."""
        die = view["die"]
        face = die["face"]
        if face is None:
            shown, label = "–", ctx.t("buyword.ui.die.label_none")
        else:
            face_text = ctx.t("buyword.ui.die.choice") if face == "choice" else str(face)
            count = die["count"]
            shown = f"{face_text} → {count}" if face == "choice" and count else face_text
            label = ctx.t("buyword.ui.die.label", face=face_text, n=count if count else "?")
        thrown = tag("span", esc(shown), class_="bw-die-face",
                     data_key=f"die-{view['round']}-{face}" if face is not None else None,
                     data_from=f"seat-{view['first']}" if face is not None else None)
        die_html = tag("div", tag("span", esc(ctx.t("buyword.ui.die")), class_="counter-label") + thrown,
                       class_="counter bw-die", role="img", aria_label=label, data_coach="die")
        paid = self._fresh_payment(view)
        flow = self._flow(ctx, "+" + self._money(ctx, paid[1]), paid[2], f"seat-{paid[0]}", "bw-flow--bank") \
            if paid else ""
        count = esc(view["bag"])
        if view["options"].get("long_game"):  # the refills left, beside the bag they refill
            refills = ctx.t("buyword.ui.status.refills", n=view["refills_left"])
            count += tag("span", "↻" + esc(view["refills_left"]), class_="bw-refills", aria_hidden="true",
                         title=refills) + tag("span", esc(refills), class_="sr-only")
        bag = tag("div", tag("span", esc(ctx.t("buyword.ui.bag")), class_="counter-label") +
                  tag("span", count, class_="counter-value"), class_="counter")
        items = [
            tag("div", bag, data_anchor="bag", data_coach="bag", class_="bw-anchor"),
            die_html,
            tag("div", counter(ctx.t("buyword.ui.bank"), self._money(ctx, view["bank"])) + flow, data_anchor="bank",
                data_coach="bank", class_="bw-anchor"),
            tag("div", counter(ctx.t("buyword.ui.out"), view["sold_count"] + view["discarded_count"],
                               sink=self._sink or None), data_coach="box", class_="bw-anchor"),
        ]
        return tag("div", join(items), class_="bw-furniture")

    _sink: list = []  # the tiles that just left the screen (see ``_gone``)

    def moment(self, view, ctx, state, compact) -> str:
        """The moment in the middle: a variant's panel, the round's sales or lots, or the die."""
        phase = view["phase"]
        if view["over"]:
            return ""
        if phase == "draft":
            return self.pool(view, ctx, state)
        if phase in ("auction", "top"):
            return self.auction(view, ctx)
        if phase == "trade":
            return self.trade(view, ctx, state)
        if phase == "answer":
            return self.answer(view, ctx)
        if phase == "review":
            return self.review(view, ctx, compact)
        if self._round_sales(view):
            return "" if compact else self.sales(view, ctx)
        if any(view["fates"]) or phase == "buy":
            return self.lots(view, ctx)
        return tag("p", esc(ctx.t("buyword.ui.stage.roll", n=view["round"])), class_="bw-stage-note")

    def _sold_tiles(self, view, ctx, index, sale) -> str:
        """A sale's word in tiles, each keyed as it lay in its seller's hand (so it flies from
        there), the wild where it stood."""
        pips = view["pips"]
        seat = sale["seat"]
        free = list(zip(sale["tiles"], self._keys(view, seat)["sales"][index]))
        word = sale["words"][0][0]
        shown = []
        for i, letter in enumerate(word):
            if sale.get("wild_at") == i:
                shown.append(tile(letter, view["wild_pips"], label=self._wild_label(ctx, letter, view["wild_pips"]),
                                  cls="tile--wild tile--sold", key=f"w{index}-{seat}", from_=f"seat-{seat}"))
                continue
            at = next((j for j, (l, _) in enumerate(free) if l == letter), None)
            key = free.pop(at)[1] if at is not None else None
            shown.append(tile(letter, pips[letter], label=self._tile_label(ctx, letter, pips[letter]),
                              cls="tile--sold", key=key, from_=f"seat-{seat}"))
        return tag("div", "".join(shown), class_="bw-tiles bw-sold-word", role="group", aria_label=word)

    def sales(self, view, ctx) -> str:
        """This round's sales: the last one large, with its price; when there were several, each
        seller's words on a line."""
        sales = self._round_sales(view)
        index, last = sales[-1]
        head = ctx.about(last["seat"], "buyword.ui.stage.sell", word=last["words"][0][0],
                         price=self._money(ctx, last["price"]))
        lines = []
        if len(sales) > 1:
            for seat in range(view["players"]):
                words = self._sold_words(view, ctx, seat)
                if words:
                    lines.append(tag("li", esc(ctx.about(seat, "buyword.ui.stage.sold_by", words=words))))
        return tag("section", join([
            tag("p", esc(head), class_="bw-stage-line"),
            self._sold_tiles(view, ctx, index, last),
            tag("ul", "".join(lines), class_="bw-sold-list") if lines else ""]),
            class_="bw-stage", aria_label=ctx.t("buyword.ui.stage.sales"), data_coach="stage")

    def sale_caption(self, view, ctx) -> str:
        """Crossword: the last sale of the round in one line under the grid."""
        sales = self._round_sales(view)
        if not sales or view["phase"] in ("review",) or view["over"]:
            return ""
        _, last = sales[-1]
        words = ", ".join(ctx.t("buyword.ui.sale", word=w, price=self._money(ctx, p)) for w, p in last["words"])
        line = ctx.about(last["seat"], "buyword.ui.stage.sell", word=last["words"][0][0],
                         price=self._money(ctx, last["price"]))
        if len(last["words"]) > 1:
            line += " (" + words + ")"
        return tag("p", esc(line), class_="bw-stage-line bw-stage-line--grid", data_coach="stage")

    def lots(self, view, ctx) -> str:
        """The round's lots, in buying order: what each seat did with its own."""
        n = view["players"]
        lines = []
        for k in range(n):
            seat = (view["first"] + k) % n
            fate = view["fates"][seat]
            waiting = not fate and view["current"] == seat
            if fate:
                what = self._fate(ctx, fate, seat)
            elif view["lots"][seat] and view["phase"] in ("buy", "trade", "answer"):
                what = ctx.t("buyword.ui.stage.lot_waiting", price=self._money(ctx, view["lot_prices"][seat]))
            else:
                continue
            last = self._last(view)
            fresh = bool(fate) and last is not None and last[0] in (seat, fate.get("seat")) and \
                last[1]["type"] in ("buy", "reject", "top", "decline")
            lines.append(tag("li", esc(ctx.about(seat, "buyword.ui.stage.line", what=what)),
                             class_="bw-lot-line" + (" is-fresh" if fresh else "") + (" is-waiting" if waiting else "")))
        if not lines:
            return ""
        return tag("section", tag("ul", "".join(lines), class_="bw-lot-lines"), class_="bw-stage",
                   aria_label=ctx.t("buyword.ui.stage.lots"), data_coach="stage")

    def _big_tiles(self, view, ctx, seat) -> str:
        """A seat's lot shown in the middle (at auction, in a swap), keyed as it lies there."""
        pips = view["pips"]
        letters = view["lots"][seat] or []
        keys = self._keys(view, seat)["lot"]
        return tag("div", "".join(tile(letter, pips[letter], label=self._tile_label(ctx, letter, pips[letter]),
                                       cls="tile--mid tile--lot", key=key, from_="bag")
                                  for letter, key in zip(letters, keys)), class_="bw-tiles")

    def auction(self, view, ctx) -> str:
        a = view["auction"]
        title = ctx.about(a["seller"], "buyword.ui.auction.title")
        lines = [tag("h2", esc(title), class_="bw-stage-line"),
                 self._big_tiles(view, ctx, a["seller"]),
                 tag("p", esc(ctx.t("buyword.ui.auction.terms", price=self._money(ctx, a["price"]),
                                    min=self._money(ctx, a["min"]))), class_="bw-note")]
        if a["bid"] is None:
            lines.append(tag("p", esc(ctx.t("buyword.ui.auction.none")), class_="bw-note"))
        else:
            lines.append(tag("p", esc(ctx.t("buyword.ui.auction.best", bid=self._money(ctx, a["bid"]),
                                             name=self._object(ctx, a["bidder"]))), class_="bw-best"))
        if view["phase"] == "auction" and a["active"]:
            names = ", ".join(ctx.name(s) for s in a["active"])
            lines.append(tag("p", esc(ctx.t("buyword.ui.auction.left", names=names)), class_="bw-note"))
        return tag("section", join(lines), class_="bw-stage bw-auction", aria_label=title, data_coach="stage")

    def pool(self, view, ctx, state) -> str:
        pips = view["pips"]
        mine = state["interactive"] and view["you"]["my_turn"]
        tiles_html = []
        for i, letter in enumerate(view.get("pool", [])):
            label = self._tile_label(ctx, letter, pips[letter])
            if mine:
                tiles_html.append(tile(letter, pips[letter], label=ctx.t("buyword.ui.pick", tile=label),
                                       act="play", arg={"type": "pick", "tile": letter}, key=f"pool-{letter}{i}",
                                       cls="tile--mid tile--pick", from_="bag"))
            else:
                tiles_html.append(tile(letter, pips[letter], label=label, key=f"pool-{letter}{i}", cls="tile--mid",
                                       from_="bag"))
        return tag("section", tag("h2", esc(ctx.t("buyword.ui.pool")), class_="bw-stage-line") +
                   tag("div", "".join(tiles_html), class_="bw-tiles", role="group",
                       aria_label=ctx.t("buyword.ui.pool")), class_="bw-stage bw-pool", data_coach="stage")

    def trade(self, view, ctx, state) -> str:
        """The other lots on the table; on your turn, an offer beside each."""
        me = ctx.seat
        mine = state["interactive"] and view["you"]["my_turn"]
        offered = [tuple(p) for p in view.get("offered", [])]
        sale = view["options"].get("trade") == "sale"
        blocks = []
        for other in range(view["players"]):
            lot = view["lots"][other]
            if other == me or not lot:
                continue
            title = tag("h3", esc(ctx.about(other, "buyword.ui.trade.theirs",
                                            price=self._money(ctx, view["lot_prices"][other]))), class_="bw-subtitle")
            action = ""
            if mine and view["lots"][me]:
                if (me, other) in offered:
                    action = tag("p", esc(ctx.t("buyword.ui.trade.offered")), class_="bw-note")
                elif sale:
                    way = tag("label", esc(ctx.t("buyword.ui.trade.way")), for_=f"bw-way-{other}") + tag("select", join([
                        tag("option", esc(ctx.t("buyword.ui.trade.give")), value="give"),
                        tag("option", esc(ctx.t("buyword.ui.trade.ask")), value="ask")]),
                        name_="way", class_="field", id=f"bw-way-{other}")
                    action = self._amount_form(ctx, f"offer{other}", ctx.t("buyword.ui.trade.money"), 0,
                                               max(view["money"][me], view["money"][other]), 0,
                                               ctx.t("buyword.ui.trade.offer_short"), extra=way,
                                               submit_label=ctx.t("buyword.ui.trade.offer", name=ctx.name(other)))
                else:
                    action = self.play_button(esc(ctx.t("buyword.ui.trade.offer_short")),
                                              {"type": "offer", "to": other, "pay": 0}, cls="btn",
                                              aria_label=ctx.t("buyword.ui.trade.offer", name=ctx.name(other)))
            blocks.append(tag("div", title + action, class_="bw-offer"))
        if not blocks:
            return ""
        return tag("section", tag("div", "".join(blocks), class_="bw-offers"), class_="bw-stage bw-trade",
                   aria_label=ctx.t("buyword.phase.trade"), data_coach="stage")

    def answer(self, view, ctx) -> str:
        offer = view["offer"]
        giver, taker = offer["from"], offer["to"]
        blocks = []
        for seat in (giver, taker):
            title = tag("h3", esc(ctx.about(seat, "buyword.ui.trade.theirs",
                                            price=self._money(ctx, view["lot_prices"][seat]))), class_="bw-subtitle")
            blocks.append(tag("div", title + self._big_tiles(view, ctx, seat), class_="bw-offer"))
        return tag("section", tag("div", blocks[0] + tag("span", "⇄", class_="bw-swap", aria_hidden="true") + blocks[1],
                                  class_="bw-offers bw-offers--swap"),
                   class_="bw-stage bw-trade", aria_label=ctx.t("buyword.phase.answer"), data_coach="stage")

    def review(self, view, ctx, compact) -> str:
        """The sale the others review (the last sale of the round): its word, its price."""
        review = view["review"]
        words = ", ".join(w for w, _ in review["words"])
        line = ctx.about(review["seller"], "buyword.ui.review.sale", words=words,
                         price=self._money(ctx, review["price"]))
        sales = self._round_sales(view)
        shown = self._sold_tiles(view, ctx, *sales[-1]) if sales and not compact else ""
        return tag("section", tag("p", esc(line), class_="bw-stage-line") + shown,
                   class_="bw-stage bw-review", aria_label=ctx.t("buyword.phase.review"), data_coach="stage")

    # ---- the dock: the sentence of the moment, your lot and word, your tiles, the buttons
    def prompt(self, view, ctx, state) -> str:
        you = view.get("you")
        if not state["interactive"] or not you["my_turn"]:
            return ""
        if state["throwing"]:
            return ctx.t("buyword.ui.throw.pick", n=you["excess"])
        if view["phase"] == "buy" and "buy" not in you["can"]:
            return ctx.t("buyword.ui.too_dear", price=self._money(ctx, you["lot_price"]),
                         money=self._money(ctx, you["money"]))
        if view["phase"] == "sell" and view.get("crossword") and you["prompt"]["key"] == "buyword.prompt.sell":
            return ctx.t("buyword.ui.grid.prompt")
        return self._say(ctx, you["prompt"])

    def work(self, view, ctx, state) -> str:
        you = view.get("you")
        if you is None or ctx.seat is None:
            return ""
        parts = []
        if you["lot"] and ctx.seat not in self._lots_in_the_middle(view):
            parts.append(self.my_lot(view, ctx, state))
        if state["interactive"] and not state["throwing"] and state["word"]:
            parts.append(self.builder(view, ctx, state))
        return join(parts)

    def my_lot(self, view, ctx, state) -> str:
        """Your lot while it waits: drawn here only (its tiles may go into a word)."""
        you = view["you"]
        rack = state["rack"]
        used = {i for _, _, i in state["word"] if i is not None}
        tiles_html = []
        for i, item in enumerate(rack):
            if not item["lot"] or i in used:
                continue
            label = self._tile_label(ctx, item["letter"], item["pips"], lot=True)
            if state["interactive"]:
                tiles_html.append(tile(item["letter"], item["pips"], label=label, key=item["key"], act="view",
                                       arg=f"add:{i}", cls="tile--lot", from_="bag"))
            else:
                tiles_html.append(tile(item["letter"], item["pips"], label=label, key=item["key"], cls="tile--lot",
                                       from_="bag"))
        me = ctx.seat
        price = self._price_line(ctx, view["lot_pips"][me], you["lot_price"])
        head = tag("p", tag("span", esc(ctx.t("buyword.ui.your_lot")), class_="bw-subtitle") + " " +
                   tag("span", esc(price), class_="bw-price"), class_="bw-lot-head")
        return tag("div", head + tag("div", "".join(tiles_html), class_="bw-tiles"), class_="bw-mylot",
                   role="group", aria_label=ctx.t("buyword.ui.your_lot.label", price=price), data_coach="lot")

    def builder(self, view, ctx, state) -> str:
        """The word being built (each tile a button that takes it back) and what the engine
        says of it: word or not, its price, why it cannot be sold now."""
        word, rack, quote, action = state["word"], state["rack"], state["quote"], state["action"]
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
            if kind == "wild":
                face = _face(letter or "?", view["wild_pips"])
                label = ctx.t("buyword.ui.builder.remove", tile=self._wild_label(ctx, letter, view["wild_pips"]))
                shown.append(tag("button", face, type="button", class_="tile tile--wild", data_act="view",
                                 data_arg=f"rm:{pos}", aria_label=label, data_focus=f"bw-word-{pos}"))
            else:
                item = rack[index]
                label = ctx.t("buyword.ui.builder.remove", tile=self._tile_label(ctx, letter, pips[letter], lot=item["lot"]))
                shown.append(tile(letter, pips[letter], label=label, key=item["key"], act="view", arg=f"rm:{pos}",
                                  cls="tile--lot" if item["lot"] else "", focus=f"bw-word-{pos}"))
        line = "".join(shown)
        status = []
        pending = next((i for i, (letter, w, _) in enumerate(word) if w), None)
        if pending is not None:
            current = word[pending][0]
            options = tag("option", "?", value="", selected=not current) + "".join(
                tag("option", c, value=c, selected=c == current) for c in LETTERS)
            status.append(tag("label", esc(ctx.t("buyword.ui.builder.wild_letter")) +
                              tag("select", options, class_="field", data_act="view", data_arg="wildletter",
                                  id="bw-wild-letter"), class_="bw-wildpick"))
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
                    items.append(tag("li", "✓ " + esc(ctx.t("buyword.ui.builder.word_ok", word=entry["word"], price=price,
                                                             pips=entry["pips"])), class_="bw-ok"))
                else:
                    key = "buyword.ui.builder.word_honour" if view.get("honour") else "buyword.ui.builder.word_bad"
                    items.append(tag("li", "✗ " + esc(ctx.t(key, word=entry["word"], price=price)), class_="bw-bad"))
            if items:
                status.append(tag("ul", "".join(items), class_="bw-quote"))
            if len(quote["words"]) > 1:
                status.append(tag("p", esc(ctx.t("buyword.ui.builder.total", price=self._money(ctx, quote["price"]))),
                                  class_="bw-total"))
            error = quote.get("error")
            if error and error["key"] != "buyword.error.not_a_word":
                status.append(tag("p", esc(self._say(ctx, {"key": error["key"], **(error.get("params") or {})})),
                                  class_="bw-why"))
        row = "" if view.get("crossword") else tag("div", line, class_="bw-tiles bw-word", role="group",
                                                    aria_label=ctx.t("buyword.ui.builder"), data_coach="word")
        return tag("div", join([row, tag("div", join(status), class_="bw-status", aria_live="polite")]),
                   class_="bw-builder")

    def hand(self, view, ctx, state) -> tuple[str, int]:
        """Your bought tiles (a button each: into the word, or to throw away) and the wild."""
        me = ctx.seat
        you = view.get("you")
        if me is None or you is None:
            return "", 0
        interactive, throwing = state["interactive"], state["throwing"]
        used = {i for _, _, i in state["word"] if i is not None}
        throw = set(self.ui.get("throw", [])) if throwing else set()
        hint = ctx.hint if interactive and you["my_turn"] else None
        hinted = self._hint_word(view, hint) if hint and hint.get("type") == "sell" else None
        hinted = {i for _, _, i in hinted or [] if i is not None}
        out = []
        for i, item in enumerate(state["rack"]):
            if item["lot"] or i in used:
                continue
            letter, pips = item["letter"], item["pips"]
            label = self._tile_label(ctx, letter, pips)
            cls = "is-hint" if i in hinted else ""
            if interactive and throwing:
                out.append(tile(letter, pips, label=label, key=item["key"], act="view", arg=f"toss:{i}",
                                selected=i in throw, cls="tile--toss", focus=f"hand:{i}"))
            elif interactive:
                out.append(tile(letter, pips, label=label, key=item["key"], act="view", arg=f"add:{i}", cls=cls,
                                from_="bag", focus=f"hand:{i}"))
            else:
                out.append(tile(letter, pips, label=label, key=item["key"], from_="bag"))
        wilds = you["wilds"]
        if wilds:
            wild_used = any(w for _, w, _ in state["word"])
            face = _face(WILD_MARK, view["wild_pips"])
            count = tag("span", esc(wilds), class_="bw-wild-count", aria_hidden="true")
            if interactive and not throwing:
                wild = tag("button", face, type="button", class_="tile tile--wild", data_act="view", data_arg="wild",
                           aria_label=ctx.t("buyword.ui.builder.add_wild.label", n=wilds, pips=view["wild_pips"]),
                           disabled=wild_used, data_focus="bw-wild", data_coach="wild")
            else:
                wild = tag("div", face, class_="tile tile--wild", role="img", aria_label=ctx.t("buyword.ui.wilds", n=wilds))
            out.append(tag("span", wild + count, class_="bw-wildslot"))
        if not out:
            out.append(tag("p", esc(ctx.t("buyword.ui.rack_empty")), class_="bw-note"))
            return "".join(out), 0
        return "".join(out), len(out)

    def actions(self, view, ctx, state) -> str:
        """The buttons of the moment, for the person whose turn it is (and the word's tools
        while a word is being prepared)."""
        you = view.get("you")
        if not state["interactive"]:
            return ""
        phase = view["phase"]
        mine = you["my_turn"]
        can = you["can"]
        money = self._money
        hint = ctx.hint or {}
        out = []

        def play(label, action, primary=False, coach=None, disabled=False, title=None):
            cls = "btn" + (" btn--primary" if primary else "") + (" is-hint" if hint == action else "")
            return self.play_button(esc(label), action, cls=cls, data_coach=coach, disabled=disabled, title=title)

        if mine and phase == "roll":
            out.append(play(ctx.t("buyword.ui.roll"), {"type": "roll"}, primary=True, coach="roll"))
        elif mine and phase == "choose":
            out += [play(ctx.t("buyword.ui.choose", n=n), {"type": "choose", "count": n}) for n in (2, 3, 4, 5)]
        elif mine and phase == "buy":
            price = money(ctx, you["lot_price"])
            # too dear: the button stays, disabled, and the prompt says why (« il faut le refuser »)
            out.append(play(ctx.t("buyword.ui.buy", price=price), {"type": "buy"}, primary="buy" in can,
                            coach="buy", disabled="buy" not in can,
                            title=None if "buy" in can else ctx.t("buyword.ui.too_dear", price=price,
                                                                   money=money(ctx, you["money"]))))
            out.append(play(ctx.t("buyword.ui.reject"), {"type": "reject"}, coach="reject"))
            if "auction" in can:
                out.append(play(ctx.t("buyword.ui.auction"), {"type": "auction"}))
        elif mine and phase == "auction":
            low = view["auction"]["next_min"]
            if low <= you["money"]:
                out.append(play(ctx.t("buyword.ui.bid.min", price=money(ctx, low)), {"type": "bid", "amount": low},
                                primary=True))
            out.append(play(ctx.t("buyword.ui.pass"), {"type": "pass"}))
            if low < you["money"]:
                out.append(self._amount_form(ctx, "bid", ctx.t("buyword.ui.bid.amount"), low, you["money"], low,
                                             ctx.t("buyword.ui.bid")))
        elif mine and phase == "top":
            a = view["auction"]
            if "top" in can:
                out.append(play(ctx.t("buyword.ui.top", price=money(ctx, a["top_price"])), {"type": "top"}, primary=True))
            out.append(play(ctx.t("buyword.ui.decline"), {"type": "decline"}))
        elif mine and phase == "trade":
            out.append(play(ctx.t("buyword.ui.pass"), {"type": "pass"}))
        elif mine and phase == "answer":
            out += [play(ctx.t("buyword.ui.accept"), {"type": "accept"}, primary=True),
                    play(ctx.t("buyword.ui.refuse"), {"type": "refuse"})]
        elif mine and phase == "review":
            if view.get("theme", "none") != "none":
                out += [play(ctx.t("buyword.ui.vote.yes"), {"type": "accept"}, primary=True),
                        play(ctx.t("buyword.ui.vote.no"), {"type": "refuse"}),
                        play(ctx.t("buyword.ui.vote.abstain"), {"type": "abstain"})]
            else:
                out.append(play(ctx.t("buyword.ui.accept"), {"type": "accept"}, primary=True))
            if "challenge" in can:
                out.append(play(ctx.t("buyword.ui.challenge"), {"type": "challenge"}))
        if state["throwing"]:
            out.append(self._throw_buttons(view, ctx, state))
        elif state["selling"] or state["word"]:
            out.append(self._word_buttons(view, ctx, state))
        return join(out)

    def _word_buttons(self, view, ctx, state) -> str:
        """Sell, take back a letter, clear, the hint; the crossword's direction; on your selling
        turn, finish (or throw tiles away over the limit)."""
        you = view["you"]
        quote, word = state["quote"], state["word"]
        out = []
        ok = bool(quote and quote["ok"])
        label = ctx.t("buyword.ui.builder.sell", price=self._money(ctx, quote["price"])) if ok else \
            ctx.t("buyword.ui.builder.sell_none")
        out.append(self.view_button(esc(label), "sell", cls="btn btn--primary", disabled=not ok, data_coach="sell"))
        if word:
            out.append(self.view_button("⌫", "back", cls="btn btn--icon bw-tool", aria_label=ctx.t("buyword.ui.builder.back")))
            out.append(self.view_button("✕", "clear", cls="btn btn--icon bw-tool", aria_label=ctx.t("buyword.ui.builder.clear")))
        hint = ctx.hint
        if hint and hint.get("type") == "sell" and state["selling"] and self._hint_word(view, hint) is not None:
            out.append(self.view_button(esc(ctx.t("buyword.ui.builder.use_hint")), "hint", cls="btn btn--chip is-hint"))
        if state["selling"]:
            if you["excess"]:
                out.append(self.view_button(esc(ctx.t("buyword.ui.throw.mode")), "throw", cls="btn", data_coach="throw"))
            else:
                label = ctx.t("buyword.ui.done_last" if view["last_round"] else "buyword.ui.done")
                is_hint = " is-hint" if (ctx.hint or {}).get("type") == "done" else ""
                out.append(self.play_button(esc(label), {"type": "done"}, cls="btn" + is_hint, data_coach="done"))
        return join(out)

    def _throw_buttons(self, view, ctx, state) -> str:
        rack = state["rack"]
        throw = self.ui.get("throw", [])
        letters = sorted(rack[i]["letter"] for i in throw if i < len(rack))
        label = ctx.t("buyword.ui.throw.go", tiles=", ".join(letters)) if letters else ctx.t("buyword.ui.throw.none")
        return self.play_button(esc(label), {"type": "discard", "tiles": letters}, cls="btn btn--primary",
                                disabled=not letters) + \
            self.view_button(esc(ctx.t("buyword.ui.throw.back")), "build", cls="btn")

    def _amount_form(self, ctx, form, label, low, high, value, submit, extra="", submit_label=None) -> str:
        field_id = f"bw-{form}-amount"
        return tag("form", join([
            f'<input type="hidden" name="form" value="{esc(form)}">',
            extra,
            tag("label", esc(label), for_=field_id),
            f'<input type="number" class="field bw-amount" id="{field_id}" name="amount" min="{int(low)}" '
            f'max="{int(high)}" step="1" value="{int(value)}" inputmode="numeric" required>',
            tag("button", esc(submit), type="submit", class_="btn", aria_label=submit_label)]),
            data_act="view", class_="bw-form")

    # ---- tiles that leave the screen fly into the box
    def _on_screen(self, view, ctx) -> set:
        """The keys of every tile drawn now (hands, lots, the last sale in the middle)."""
        keys = set()
        for seat in range(view["players"]):
            own = self._keys(view, seat)
            keys.update(own["hand"], own["lot"])
        sales = self._round_sales(view)
        if sales and not view.get("crossword") and view["phase"] not in BUYING and not view["over"]:
            index, sale = sales[-1]
            keys.update(self._keys(view, sale["seat"])["sales"][index])
        return keys

    def _update_shown(self, view, ctx) -> None:
        """Remember what is on screen; the next picture's box receives what vanished (``_sink``
        is read by ``furniture`` at the next draw)."""
        self._shown = self._on_screen(view, ctx)

    def _gone(self, view, ctx) -> list:
        """Tiles drawn last time and not now, that left the game (not those that changed hands
        in a swap or an auction, nor those laid on the crossword grid)."""
        now = self._on_screen(view, ctx)
        gone = self._shown - now
        if view["die"]["face"] is None and view.get("history"):
            return []  # a round just ended: its recap covers the table, the sold tiles go quietly
        last = self._last(view)
        if last and (last[1]["type"] in ("accept", "top") or (last[1]["type"] == "decline" and
                                                               not any(f and f["fate"] == "rejected"
                                                                       for f in view["fates"]))):
            return []  # tiles that changed hands, not left the game
        if view.get("crossword"):
            laid = set()
            for index, sale in self._round_sales(view):
                laid.update(self._keys(view, sale["seat"])["sales"][index])
            gone -= laid
        return sorted(gone)

    # ================================================================== the crossword grid
    def _grid_centre(self, view):
        bounds = view["grid"]["bounds"]
        if bounds:
            centre = [(bounds["top"] + bounds["bottom"]) // 2, (bounds["left"] + bounds["right"]) // 2]
        else:
            centre = [0, 0]
        pan = self.ui.get("pan") or [0, 0]
        return centre[0] + pan[0], centre[1] + pan[1]

    def grid(self, view, ctx, state) -> str:
        grid = view["grid"]
        laid = {(c["row"], c["col"]): c for c in grid["cells"]}
        interactive = state["interactive"]
        word = state["word"]
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
        sales = self._round_sales(view)
        last_cells, seller = set(), None
        if sales:
            seller = sales[-1][1]["seat"]
            last_cells = {(c[0], c[1]) for c in sales[-1][1]["cells"]}
        cr, cc = self._grid_centre(view)
        pips = view["pips"]
        cells = []
        for r in range(cr - GRID_HALF_ROWS, cr + GRID_HALF_ROWS + 1):
            for c in range(cc - GRID_HALF_COLS, cc + GRID_HALF_COLS + 1):
                row_no, col_no = r - (cr - GRID_HALF_ROWS) + 1, c - (cc - GRID_HALF_COLS) + 1
                classes = ["bw-cell", f"bw-dr{abs(r - cr)}", f"bw-dc{abs(c - cc)}"]
                content = ""
                from_ = None
                if (r, c) in laid:
                    cell = laid[(r, c)]
                    letter = cell["letter"]
                    classes.append("bw-cell--laid")
                    if cell["wild"]:
                        classes.append("bw-cell--wild")
                    if (r, c) in last_cells:
                        classes.append("bw-cell--last")
                        from_ = f"seat-{seller}"
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
                key = f"g{r}_{c}" if (r, c) in laid else None
                if interactive:
                    focus_here = is_start or (start is None and r == cr and c == cc)
                    cells.append(tag("button", content, type="button", class_=" ".join(classes), data_act="view",
                                     data_arg=f"cell:{r}:{c}", aria_label=name, data_key=key, data_from=from_,
                                     tabindex="0" if focus_here else "-1",
                                     data_focus="bw-start" if focus_here else f"cell:{r}:{c}",
                                     aria_pressed="true" if is_start else "false"))
                else:
                    cells.append(tag("div", content, class_=" ".join(classes), role="img", aria_label=name,
                                     data_key=key, data_from=from_))
        board = tag("div", "".join(cells), class_="bw-grid", role="group", aria_label=ctx.t("buyword.ui.grid"))
        pans = [("up", -PAN_STEP, 0, "▲"), ("left", 0, -PAN_STEP, "◀"), ("home", 0, 0, "◎"),
                ("right", 0, PAN_STEP, "▶"), ("down", PAN_STEP, 0, "▼")]
        tools = tag("div", "".join(
            self.view_button(mark, f"pan:{dr}:{dc}" if name != "home" else "pan:home",
                             cls=f"btn btn--icon bw-pan bw-pan--{name}", aria_label=ctx.t(f"buyword.ui.grid.pan.{name}"))
            for name, dr, dc, mark in pans), class_="bw-pans", role="group", aria_label=ctx.t("buyword.ui.grid.pan"))
        if interactive:  # the word's direction, beside the grid it is laid on
            direction = self.ui.get("dir", "across")
            tools = tag("div", "".join(
                self.view_button(tag("span", mark, aria_hidden="true") + " " +
                                 tag("span", esc(ctx.t(f"buyword.ui.grid.{way}")), class_="bw-dir-word"), f"dir:{way}",
                                 cls="btn btn--chip bw-dir" + (" is-on" if direction == way else ""),
                                 aria_pressed="true" if direction == way else "false")
                for way, mark in (("across", "→"), ("down", "↓"))), class_="bw-dirs") + tools
        return tag("section", tag("div", board + tag("div", tools, class_="bw-grid-tools"), class_="bw-board-in"),
                   class_="bw-board", aria_label=ctx.t("buyword.ui.grid"), data_coach="grid")

    @staticmethod
    def grid_note(view, ctx) -> str:
        if view["grid"]["cells"] or view["over"]:
            return ""
        return tag("p", esc(ctx.t("buyword.ui.grid.empty")), class_="bw-note bw-grid-note")

    # ================================================================== the end of a round
    def recap(self, view, ctx) -> Recap | None:
        """The round just ended, while the next has not begun (its die not rolled yet)."""
        history = view.get("history") or []
        if not history or view["over"] or view["die"]["face"] is not None:
            return None
        summary = history[-1]
        if summary["round"] != view["round"] - 1:
            return None
        body = self.round_table(summary, view, ctx) + tag("p", esc(ctx.t("buyword.ui.recap.rule")), class_="bw-note")
        return Recap(key=f"round-{summary['round']}", title=ctx.t("buyword.ui.recap.title", n=summary["round"]),
                     body=tag("div", body, class_="bw-recap"), go_on=ctx.t("buyword.ui.recap.next"))

    @staticmethod
    def _mini(letters) -> str:
        """Letters as small tiles inside a sentence (named as a whole by their container)."""
        return "".join(tag("span", esc(letter), class_="bw-mini", aria_hidden="true") for letter in letters)

    def _bought(self, summary, seat, ctx) -> str:
        """What ``seat`` paid for in a round: its own lot, or one won at auction; or what
        became of its lot otherwise; tiles thrown away (HTML: a lot's letters as small tiles)."""
        out = []
        for owner, fate in enumerate(summary["fates"]):
            if not fate:
                continue
            price = self._money(ctx, fate["price"])
            if owner == seat:
                if fate["fate"] == "bought" or (fate["fate"] == "auctioned" and fate["seat"] == seat):
                    line = ctx.t("buyword.ui.recap.lot", tiles="\x00", price=price)
                elif fate["fate"] == "rejected":
                    line = ctx.t("buyword.ui.recap.rejected", tiles="\x00")
                else:
                    line = ctx.t("buyword.ui.recap.auctioned", tiles="\x00", name=self._object(ctx, fate["seat"]))
            elif fate["fate"] == "auctioned" and fate["seat"] == seat:
                line = ctx.t("buyword.ui.recap.won", tiles="\x00", price=price)
            else:
                continue
            # the sentence escaped, then the letters (HTML) put in their place
            out.append(esc(line).replace("\x00", tag("span", self._mini(fate["tiles"]), class_="bw-minis",
                                                     aria_label=" ".join(fate["tiles"]), role="img")))
        if summary["thrown"][seat]:
            out.append(esc(ctx.t("buyword.ui.recap.thrown", tiles=" ".join(summary["thrown"][seat]))))
        if summary["lost"][seat]:
            out.append(esc(ctx.t("buyword.ui.recap.lost", tiles=" ".join(summary["lost"][seat]))))
        return "<br>".join(out) or "—"

    def round_table(self, summary, view, ctx) -> str:
        """One round, one row per player: lots, words sold, money (and what it changed)."""
        n = view["players"]
        me = ctx.seat
        order = [(me + k) % n for k in range(n)] if me is not None else list(range(n))
        head = tag("tr", "".join(tag("th", esc(ctx.t(k)), scope="col") for k in (
            "buyword.ui.result.player", "buyword.ui.recap.bought", "buyword.ui.recap.sold",
            "buyword.ui.result.money")))
        rows = []
        for seat in order:
            sales = [w for s in view["sales"] if s["seat"] == seat and s["round"] == summary["round"] for w in s["words"]]
            sold = ", ".join(ctx.t("buyword.ui.sale", word=w, price=self._money(ctx, p)) for w, p in sales) or "—"
            money, before = summary["money"][seat], summary["money_before"][seat]
            change = money - before
            delta = ("+" if change > 0 else "−" if change < 0 else "±") + self._money(ctx, abs(change))
            rows.append(tag("tr", join([
                tag("th", esc(ctx.name(seat)), scope="row"),
                tag("td", self._bought(summary, seat, ctx), class_="bw-lots-cell"),
                tag("td", esc(sold), class_="bw-words-cell"),
                tag("td", tag("strong", esc(self._money(ctx, money))) + " " +
                    tag("span", esc(delta), class_="bw-delta" + (" bw-delta--up" if change > 0 else ""))),
            ]), class_="bw-row--you" if seat == me and ctx.you is not None else None))
        return tag("table", tag("thead", head) + tag("tbody", "".join(rows)), class_="ranking bw-round-table")

    def sheet(self, view, ctx) -> str:
        """The score sheet: each player's money at the end of every round."""
        history = view.get("history") or []
        if not history:
            return ""
        n = view["players"]
        head = tag("tr", tag("th", esc(ctx.t("buyword.ui.sheet.round")), scope="col") +
                   "".join(tag("th", esc(ctx.name(s)), scope="col") for s in range(n)))
        rows = []
        for summary in history:
            rows.append(tag("tr", tag("th", esc(summary["round"]), scope="row") +
                            "".join(tag("td", esc(self._money(ctx, summary["money"][s]))) for s in range(n))))
        table = tag("table", tag("caption", esc(ctx.t("buyword.ui.sheet.caption"))) + tag("thead", head) +
                    tag("tbody", "".join(rows)), class_="ranking bw-sheet")
        last = tag("h4", esc(ctx.t("buyword.ui.recap.title", n=history[-1]["round"]))) + \
            self.round_table(history[-1], view, ctx)
        return tag("section", tag("div", table, class_="bw-sheet-wrap", tabindex="0", role="region",
                                  aria_label=ctx.t("buyword.ui.sheet.caption")) + last, class_="bw-result")

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
