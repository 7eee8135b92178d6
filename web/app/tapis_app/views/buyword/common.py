"""BuyWord's table: what every zone shares (views/buyword/__init__.py says how the view is
laid out): the tiles' keys and faces, money and sentences as words, and the facts every zone
reads from the engine's view (this round's sales, the last action, what was just paid).
"""

from ...html import esc, join, tag
from ..base import GameView
from ..parts import piece

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


def tile_face(letter, value) -> str:
    """A tile's letter and pips. The space between them keeps the visible text ("E 1") inside
    the accessible name ("E, 1 point"), as axe's label-content-name-mismatch rule asks."""
    return tag("span", esc(letter), class_="tile-letter", aria_hidden="true") + " " + \
        tag("span", esc(value), class_="tile-value", aria_hidden="true")


def tile(letter, value, *, label, key=None, act=None, arg=None, selected=False, disabled=False, cls="",
         from_=None, focus=None) -> str:
    """A letter tile (a button when ``act`` is given), drawn like parts.tile."""
    return piece(tile_face(letter, value), label=label, cls="tile" + (f" {cls}" if cls else ""), key=key, act=act,
                 arg=arg, selected=selected, disabled=disabled, from_=from_, focus=focus)


class Common(GameView):
    """The view's state and what every zone of the table calls."""

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

    # ---- tiles drawn in the middle (a sale, a lot at auction or in a swap)
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

    def _big_tiles(self, view, ctx, seat) -> str:
        """A seat's lot shown in the middle (at auction, in a swap), keyed as it lies there."""
        pips = view["pips"]
        letters = view["lots"][seat] or []
        keys = self._keys(view, seat)["lot"]
        return tag("div", "".join(tile(letter, pips[letter], label=self._tile_label(ctx, letter, pips[letter]),
                                       cls="tile--mid tile--lot", key=key, from_="bag")
                                  for letter, key in zip(letters, keys)), class_="bw-tiles")

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


def whole_amounts(html: str) -> str:
    """An amount in a table cell kept in one piece (« 81 $ », never « 81 » then « $ » on the next
    line, issue 30): the space before the currency made unbreakable."""
    return html.replace(" $", "\u00a0$")
