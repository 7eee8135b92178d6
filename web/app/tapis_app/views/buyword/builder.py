"""BuyWord's word builder (the sell phase, and the round's lot while it waits): the rack (your
bought tiles, then your lot), the word being built with the engine's ``quote`` of it, your tiles
in the dock and the buttons to sell, take back, clear or throw tiles away over the limit; the
clicks and keys that build the word. With the crossword, the word is read along the grid from
its start cell (grid.py draws the grid)."""

from ...html import esc, join, tag
from .common import LETTERS, WILD_MARK, Common, tile_face, tile


class Builder(Common):
    """The word builder, the rack and your tiles in the dock."""

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
                face = tile_face(letter or "?", view["wild_pips"])
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
            face = tile_face(WILD_MARK, view["wild_pips"])
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

    def handle_builder(self, name, rest, view, ctx):
        """A click in the builder: a tile in or out of the word, the wild, back, clear, the
        hint's word, sell; the throw-away mode and its tiles."""
        you = view["you"]
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

    def key_builder(self, key, view, ctx):
        """Letters, the wild (*), back (-), sell (=) and Escape (forget the word)."""
        if key == "Escape":
            if self.ui.get("word") or self.ui.get("mode"):
                self.ui = {k: v for k, v in self.ui.items() if k in ("dir", "pan")}
                return True
            return None
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
