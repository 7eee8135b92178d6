"""BuyWord's table, zone by zone (views/base.py ``Table``), for the base round (roll, buy,
sell): the strip of facts, the other players' places, the middle (the bag, the die, the bank
and the box, then the moment: the round's lots and sales, or a room's panel), the sentence of
the moment and the buttons; the tiles that leave the screen; clicks, keys and hints, handed to
the zone they belong to."""

import json

from ...html import esc, join, tag
from ..art import bag_object, chip_stack, die_pips, tile_heap
from ..base import Table
from ..parts import counter
from .common import BUYING, LETTERS, WILD_MARK, Common, tile


class TableZones(Common):
    """The table zone by zone, the buttons of the moment, clicks and keys handed on."""

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
        pips = die_pips(face)  # a number face as a die shows it, where the table has room
        thrown = tag("span", tag("span", esc(shown), class_="bw-die-text") + pips,
                     class_="bw-die-face" + (" bw-die-face--pips" if pips else ""),
                     data_key=f"die-{view['round']}-{face}" if face is not None else None,
                     data_from=f"seat-{view['first']}" if face is not None else None)
        die_html = tag("div", tag("span", esc(ctx.t("buyword.ui.die")), class_="counter-label") + thrown,
                       class_="counter bw-die", role="img", aria_label=label, data_coach="die")
        out = view["sold_count"] + view["discarded_count"]
        paid = self._fresh_payment(view)
        flow = self._flow(ctx, "+" + self._money(ctx, paid[1]), paid[2], f"seat-{paid[0]}", "bw-flow--bank") \
            if paid else ""
        count = esc(view["bag"])
        if view["options"].get("long_game"):  # the refills left, beside the bag they refill
            refills = ctx.t("buyword.ui.status.refills", n=view["refills_left"])
            count += tag("span", "↻" + esc(view["refills_left"]), class_="bw-refills", aria_hidden="true",
                         title=refills) + tag("span", esc(refills), class_="sr-only")
        bag = tag("div", tag("span", esc(ctx.t("buyword.ui.bag")), class_="counter-label") + bag_object() +
                  tag("span", count, class_="counter-value"), class_="counter")
        items = [
            tag("div", bag, data_anchor="bag", data_coach="bag", class_="bw-anchor"),
            die_html,
            tag("div", counter(ctx.t("buyword.ui.bank"), self._money(ctx, view["bank"]),
                               picture=chip_stack(min(7, len(str(view["bank"]))) if view["bank"] else 0)) + flow,
                data_anchor="bank", data_coach="bank", class_="bw-anchor"),
            tag("div", counter(ctx.t("buyword.ui.out"), out, sink=self._sink or None, picture=tile_heap(out)),
                data_coach="box", class_="bw-anchor"),
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
        elif mine and phase in ("auction", "top"):
            out += self.auction_buttons(view, ctx, play)
        elif mine and phase in ("trade", "answer"):
            out += self.trade_buttons(view, ctx, play)
        elif mine and phase == "review":
            out += self.review_buttons(view, ctx, play)
        if state["throwing"]:
            out.append(self._throw_buttons(view, ctx, state))
        elif state["selling"] or state["word"]:
            out.append(self._word_buttons(view, ctx, state))
        return join(out)

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

    # ================================================================== clicks and keys
    def handle(self, arg, view, ctx):
        if arg.startswith("{"):
            return self._form(arg, view, ctx)
        if view.get("you") is None:
            return None
        name, _, rest = arg.partition(":")
        if name in ("cell", "dir", "pan"):
            return self.handle_grid(name, rest)
        return self.handle_builder(name, rest, view, ctx)

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

    def key(self, key, view, ctx):
        you = view.get("you")
        if you is None:
            return None
        if view["phase"] == "choose" and you["my_turn"] and key in "2345" and len(key) == 1:
            return {"type": "choose", "count": int(key)}
        if view.get("crossword") and (key.startswith("Arrow") or key == "."):
            return self.key_grid(key, view)
        return self.key_builder(key, view, ctx)

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
