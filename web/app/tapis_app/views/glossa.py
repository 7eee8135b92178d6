"""Glossa's table: the other players around the felt, the pot in the middle, your seven cards,
and below them what you may do now — enter, exchange, build your word, bet, show or not, ask
for a loan. The end screen adds the score sheet of the rule book.

Everything drawn comes from the engine's ``view(seat)``. The word builder asks the engine's own
helpers (``describe_word``, ``spell_text``) what the cards being laid spell, what they are worth
and whether they may be declared; it decides nothing itself.

UI-only state (``self.ui``): the cards picked for the exchange, the word being built (hand
indices and pieces, a joker waiting for its meaning), the bet or loan amount being chosen, the
lender picked, and whether the score sheet is open.
"""

import json

from pyengine.glossa.game import describe_word
from pyengine.glossa.rules import card_of, letters_of, spell, spell_text, word_value

from ..html import attrs, button, esc, join, tag
from .base import GameView
from .parts import backs, piece

JOKER = "*"
# A symbol beside each word so that colour never says it alone.
STATUS_MARK = {"in": "●", "all_in": "▲", "folded": "✕", "out": "–", "waiting": "…"}
PLAY_KINDS = ("check", "fold", "call")


class View(GameView):
    game_id = "glossa"

    # ================================================================== the table
    def reset(self) -> None:
        """After every action: forget selections, keep the score sheet open if it was."""
        self.ui = {"sheet": True} if self.ui.get("sheet") else {}

    def table(self, view: dict, ctx) -> str:
        me = ctx.seat
        parts = [self._bar(view, ctx), self._others(view, ctx), self._centre(view, ctx)]
        if me is not None:
            parts.append(self._mine(view, ctx))
        parts.append(self._sheet_block(view, ctx))
        return tag("div", join(parts), class_="glossa", data_phase=view["phase"])

    # ---- the line above the table: deal, dealer, stock, ending a timed game
    def _bar(self, view, ctx) -> str:
        t = ctx.t
        if view["deals"]:
            deal = t("glossa.ui.deal", deal=view["deal"], deals=view["deals"])
        else:
            deal = t("glossa.ui.deal_timed", deal=view["deal"], minutes=view["time_limit"])
        items = [tag("span", esc(deal), class_="g-bar-deal")]
        if not view["over"]:
            items.append(tag("span", esc(t("glossa.ui.dealer_is", seat=ctx.name(view["dealer"])))))
        items.append(tag("span", esc(t("glossa.ui.stock", n=view["stock"])), data_anchor="stock"))
        if view["ending"] and not view["over"]:
            items.append(tag("strong", esc(t("glossa.ui.last_deal"))))
        line = tag("p", join(tag("span", i, class_="g-bar-item") for i in items), class_="g-bar")
        if "end_after_deal" in view["choices"] and self._acting(view, ctx):
            elapsed = _minutes_played(ctx)
            up = elapsed is not None and view["time_limit"] and elapsed >= view["time_limit"]
            note = t("glossa.ui.elapsed", n=elapsed) if elapsed is not None else ""
            label = t("glossa.ui.end_after_deal.now" if up else "glossa.ui.end_after_deal")
            line += tag("p", join([tag("span", esc(note), class_="g-elapsed") if note else "",
                                   self._play(label, {"type": "end_after_deal"}, ctx,
                                              cls="btn btn--primary" if up else "btn btn--chip")]),
                        class_="g-bar g-bar--end")
        return line

    # ---- the other players
    def _others(self, view, ctx) -> str:
        me = ctx.seat
        n = view["players"]
        first = 0 if me is None else me + 1
        seats = [(first + i) % n for i in range(n) if me is None or (first + i) % n != me]
        panels = "".join(self._seat(view, ctx, s) for s in seats)
        return tag("div", panels, class_="g-others" + (" g-others--many" if len(seats) > 3 else ""))

    def _seat(self, view, ctx, seat: int, mine: bool = False, body_extra: str = "") -> str:
        t = ctx.t
        info = view["seats"][seat]
        status = info["status"]
        between = view["phase"] in ("loans", "over")  # the deal is over: statuses are past
        badges = [] if between else [tag("span", esc(STATUS_MARK[status] + " " + t(f"glossa.ui.status.{status}")),
                                         class_=f"g-badge g-badge--{status}")]
        if info["dealer"]:
            badges.append(tag("span", esc(t("glossa.ui.dealer")), class_="g-badge g-badge--dealer",
                              title=t("glossa.ui.dealer.long")))
        stats = [self._stat(t("glossa.ui.chips"), info["chips"], sink=self._pot_sink(view, seat))]
        if info["stake"]:
            stats.append(self._stat(t("glossa.ui.stake"), info["stake"], cls="g-stat--stake"))
        stats.append(self._stat(t("glossa.ui.points"), info["game_points"]))
        body = [tag("div", "".join(badges), class_="g-badges"), tag("div", "".join(stats), class_="g-stats")]
        move = self._last_move(view, ctx, seat)
        if move:
            body.append(tag("p", esc(move), class_="g-move"))
        if not mine:
            if info["cards"] and status in ("in", "all_in", "waiting"):
                label = t("glossa.ui.hidden_cards", n=info["cards"])
                if view["phase"] == "compose" and info["word_ready"] and status in ("in", "all_in"):
                    label = t("glossa.ui.word_ready", n=info["cards"])
                body.append(tag("div", backs(info["cards"], label, limit=7), class_="g-backs"))
            if view["phase"] == "compose" and info["word_ready"] and status in ("in", "all_in"):
                body.append(tag("p", esc("✓ " + t("glossa.ui.word_set")), class_="g-ready"))
        body.append(body_extra)
        active = seat in view["to_move"]
        look = "between" if between else status
        return self.seat_panel(seat, ctx, join(body), active=active,
                               extra_class=f"g-seat g-seat--{look}" + (" g-seat--mine" if mine else ""))

    @staticmethod
    def _stat(label: str, value, cls: str = "", sink: str | None = None) -> str:
        return tag("span", tag("span", esc(label), class_="g-stat-label") + " " +
                   tag("strong", esc(value), class_="g-stat-value"),
                   class_="g-stat" + (f" {cls}" if cls else ""), data_sink=sink)

    @staticmethod
    def _pot_sink(view, seat):
        """The pot of the deal just ended flies into its winners' chips."""
        last = view.get("last") or {}
        if not last or last.get("deal") not in (view["deal"] - 1, view["deal"]):
            return None
        won = set()
        for pot in last.get("pots") or []:
            won.update(pot.get("winners") or [])
        if last.get("kind") == "uncontested":
            won.add(last["seat"])
        return f"pot-{last['deal']}" if seat in won else None

    @staticmethod
    def _last_move(view, ctx, seat) -> str:
        """This seat's latest public move of the deal, in a few words."""
        if view["phase"] in ("loans", "over"):
            return ""
        for move in reversed(view["history"]):
            if move["seat"] != seat:
                continue
            kind = move["type"]
            if kind == "exchange":
                return ctx.t("glossa.ui.move.exchange", n=move["n"]) if move["n"] else ctx.t("glossa.ui.move.served")
            if kind == "call" and move.get("all_in"):
                return ctx.t("glossa.ui.move.call_all_in", amount=move["amount"])
            return ctx.t(f"glossa.ui.move.{kind}", amount=move.get("amount", 0))
        return ""

    # ---- the middle of the table: the pot, and how the last deal ended
    def _centre(self, view, ctx) -> str:
        t = ctx.t
        pot_lines = [tag("span", esc(t("glossa.ui.pot")), class_="g-pot-label"),
                     tag("strong", esc(view["pot"]), class_="g-pot-value")]
        if view["cagnotte"]:
            pot_lines.append(tag("span", esc(t("glossa.ui.cagnotte", amount=view["cagnotte"])), class_="g-pot-note"))
        pot = tag("div", join(pot_lines), class_="g-pot", data_key=f"pot-{view['deal']}",
                  role="group", aria_label=t("glossa.ui.pot.label", amount=view["pot"]))
        extra = []
        if view["phase"] == "betting":
            extra.append(tag("p", esc(t("glossa.ui.level", amount=view["level"])), class_="g-level"))
        pots = view["pots"]
        if len(pots) > 1:
            items = []
            for index, p in enumerate(pots):
                names = ", ".join(ctx.name(s) for s in p["eligible"])
                key = "glossa.ui.pot.main" if index == 0 else "glossa.ui.pot.side"
                items.append(tag("li", esc(t(key, amount=p["amount"], names=names))))
            extra.append(tag("ul", "".join(items), class_="g-pots"))
        centre = tag("div", pot + join(extra), class_="g-centre")
        return centre + self._last_deal(view, ctx)

    def _last_deal(self, view, ctx) -> str:
        """How the previous deal ended, shown while the next one starts, between deals and at
        the end: every word shown with its value, who took which pot, the points written."""
        last = view.get("last")
        if not last:
            return ""
        showing = (view["phase"] == "entry" and last["deal"] == view["deal"] - 1) or \
            (view["phase"] in ("loans", "over") and last["deal"] == view["deal"])
        if not showing:
            return ""
        t = ctx.t
        kind = last["kind"]
        lines = []
        if kind == "showdown":
            for seat in last["order"]:
                lines.append(self._shown_word(last, seat, ctx))
            if self._won_on_tie_break(last):
                lines.append(tag("p", esc(t("glossa.ui.last.tie_break")), class_="g-last-note"))
            for index, p in enumerate(last["pots"]):
                if p["winners"]:
                    names = ", ".join(ctx.name(s) for s in p["winners"])
                    key = "glossa.ui.last.pot_won" if len(p["winners"]) == 1 else "glossa.ui.last.pot_shared"
                    if len(last["pots"]) > 1:
                        key += ".side" if index else ".main"
                    lines.append(tag("p", esc(t(key, names=names, amount=p["amount"], share=p["share"])),
                                     class_="g-last-pot"))
                for seat, amount in (p.get("returned") or {}).items():
                    lines.append(tag("p", esc(t("glossa.ui.last.level_returned", seat=ctx.name(int(seat)),
                                                amount=amount))))
            for seat, amount in last["returned"].items():
                lines.append(tag("p", esc(t("glossa.ui.last.returned", seat=ctx.name(int(seat)), amount=amount))))
            if last["cagnotte"]:
                lines.append(tag("p", esc(t("glossa.ui.last.remainder", amount=last["cagnotte"]))))
        elif kind == "uncontested":
            seat = last["seat"]
            lines.append(tag("p", esc(t("glossa.ui.last.uncontested", seat=ctx.name(seat), amount=last["pot"])),
                             class_="g-last-pot"))
            if last["shown"]:
                lines.append(self._shown_word(last, seat, ctx))
            else:
                lines.append(tag("p", esc(t("glossa.ui.last.concealed", seat=ctx.name(seat), amount=last["pot"]))))
        elif kind == "cagnotte":
            lines.append(tag("p", esc(t("glossa.ui.last.cagnotte", amount=last["cagnotte"]))))
        else:
            lines.append(tag("p", esc(t("glossa.ui.last.void"))))
        title = tag("h3", esc(t("glossa.ui.last.title", deal=last["deal"])), class_="g-last-title")
        return tag("section", title + join(lines), class_="g-last", aria_label=t("glossa.ui.last.title", deal=last["deal"]))

    @staticmethod
    def _won_on_tie_break(last) -> bool:
        """A pot went to a word worth no more than a beaten one (fewer cards, lower cards)."""
        for p in last["pots"]:
            won = {last["words"][str(s)]["value"] for s in p["winners"]}
            beaten = {last["words"][str(s)]["value"] for s in p["eligible"] if s not in p["winners"]}
            if won & beaten:
                return True
        return False

    def _shown_word(self, last, seat, ctx) -> str:
        t = ctx.t
        record = last["words"][str(seat)]
        points = last["points"][seat]
        winner = any(seat in p.get("winners", []) for p in last.get("pots") or []) or \
            (last["kind"] == "uncontested" and last["seat"] == seat)
        if record["cards"]:
            cards = "".join(self._card(p, ctx, small=True) for p in record["cards"])
            word = tag("span", cards, class_="g-word-cards", role="group",
                       aria_label=t("glossa.ui.word_of", word=record["word"]))
        else:
            word = tag("span", esc(t("glossa.ui.no_word")), class_="g-no-word")
        value = t("glossa.ui.value", n=record["value"])
        if not record["valid"]:
            value += " · " + t("glossa.ui.last.invalid")
        score = t("glossa.ui.last.points", n=points) if points is not None else t("glossa.ui.last.no_points")
        head = tag("span", esc(ctx.name(seat)), class_="g-shown-name") + \
            (tag("span", esc("★ " + t("glossa.ui.last.winner")), class_="g-badge g-badge--win") if winner else "")
        return tag("div", tag("div", head, class_="g-shown-head") + word +
                   tag("p", esc(value + " · " + score), class_="g-shown-value"),
                   class_="g-shown" + (" g-shown--win" if winner else ""))

    # ---- your place: the rack and what you may do
    def _acting(self, view, ctx) -> bool:
        me = ctx.seat
        return me is not None and me in view["to_move"] and not ctx.is_bot(me)

    def _mine(self, view, ctx) -> str:
        me = ctx.seat
        acting = self._acting(view, ctx)
        phase = view["phase"]
        controls = ""
        if acting:
            controls = {"entry": self._entry, "exchange": self._exchange, "compose": self._compose,
                        "betting": self._betting, "collect": self._collect,
                        "loans": self._loans}.get(phase, lambda v, c: "")(view, ctx)
        rack = self._rack(view, ctx, acting)
        word = self._declared(view, ctx)
        return self._seat(view, ctx, me, mine=True, body_extra=join([rack, word, controls]))

    def _rack(self, view, ctx, acting) -> str:
        hand = view["hand"] or []
        if not hand:
            return ""
        phase = view["phase"]
        picked = self.ui.get("throw", [])
        used = {i for i, _ in self.ui.get("word", [])}
        pending = self.ui.get("joker")
        drawn_from = len(hand) - len(view["drawn"] or [])
        cards = []
        seen = {}
        for index, card in enumerate(hand):
            seen[card] = seen.get(card, 0) + 1
            key = f"rack-{card}-{seen[card]}"
            new = index >= drawn_from and phase in ("exchange", "compose", "betting")
            from_ = "stock" if new else None
            if acting and phase == "exchange":
                selected = index in picked
                full = len(picked) >= view["max_exchange"] and not selected
                cards.append(self._card(card, ctx, key=key, act="view", arg=f"throw:{index}", pressed=selected,
                                        selected=selected, disabled=full, from_=from_, new=new))
            elif acting and phase == "compose":
                in_word = index in used or index == pending
                cards.append(self._card(card, ctx, key=key, act="view",
                                        arg=f"unuse:{index}" if in_word else f"use:{index}",
                                        pressed=in_word, dim=in_word, from_=from_, new=new))
            else:
                cards.append(self._card(card, ctx, key=key, from_=from_, new=new))
        label = ctx.t("glossa.ui.your_cards")
        return tag("div", tag("p", esc(label), class_="table-label") +
                   tag("div", "".join(cards), class_="g-rack", role="group", aria_label=label), class_="g-rack-wrap")

    def _declared(self, view, ctx) -> str:
        """The word you set for this deal, once set (it stays hidden from the others)."""
        word = view.get("word")
        if word is None or view["phase"] not in ("compose", "betting", "collect"):
            return ""
        t = ctx.t
        if word["cards"]:
            cards = "".join(self._card(p, ctx, small=True) for p in word["cards"])
            text = t("glossa.ui.your_word", word=word["word"], n=word["value"])
            return tag("div", tag("p", esc(text), class_="g-declared-text") +
                       tag("div", cards, class_="g-word-cards", aria_hidden="true"), class_="g-declared")
        return tag("div", tag("p", esc(t("glossa.ui.your_no_word")), class_="g-declared-text"), class_="g-declared")

    # ---- entry
    def _entry(self, view, ctx) -> str:
        t = ctx.t
        prompt = tag("p", esc(t("glossa.ui.prompt.entry", amount=view["ante"])), class_="g-prompt")
        buttons = [self._play(t("glossa.ui.enter", amount=view["ante"]), {"type": "enter"}, ctx, primary=True),
                   self._play(t("glossa.ui.sit_out"), {"type": "sit_out"}, ctx)]
        return self._controls(prompt, buttons)

    # ---- exchange
    def _exchange(self, view, ctx) -> str:
        t = ctx.t
        hand = view["hand"]
        picked = sorted(self.ui.get("throw", []))
        thrown = sorted(hand[i] for i in picked)
        prompt = tag("p", esc(t("glossa.ui.prompt.exchange", n=view["max_exchange"])), class_="g-prompt")
        if thrown:
            go = self._play(t("glossa.ui.exchange", n=len(thrown)), {"type": "exchange", "cards": thrown}, ctx,
                            primary=True)
        else:
            go = button(esc(t("glossa.ui.exchange.none")), "view", "noop", cls="btn", disabled=True)
        served = self._play(t("glossa.ui.served"), {"type": "exchange", "cards": []}, ctx, primary=not thrown)
        return self._controls(prompt, [go, served])

    # ---- compose: the word builder
    def _pieces(self) -> list[str]:
        return [p for _, p in self.ui.get("word", [])]

    def _compose(self, view, ctx) -> str:
        t = ctx.t
        hand = view["hand"]
        pieces = self._pieces()
        check = view["options"].get("check_words", "strict")
        info = describe_word(pieces, hand, check)
        # the word as laid so far: each piece a button that takes it back
        laid = []
        for position, p in enumerate(pieces):
            laid.append(self._card(p, ctx, act="view", arg=f"take:{position}", key=None,
                                   label=t("glossa.ui.take_back", card=self._name(p, ctx))))
        if laid:
            word_row = tag("div", "".join(laid), class_="g-word-row")
        else:
            word_row = tag("p", esc(t("glossa.ui.prompt.compose")), class_="g-word-empty")
        if pieces:
            if info["problem"] and info["problem"] != "glossa.error.not_a_word":
                status = ctx.t(info["problem"], word=info["word"])
                ok_mark = "✗"
            elif info["is_word"]:
                status, ok_mark = t("glossa.ui.in_dictionary"), "✓"
            else:
                status, ok_mark = t("glossa.ui.not_in_dictionary"), "✗"
            summary = tag("p", tag("strong", esc(info["word"] or "—"), class_="g-spelled") + " " +
                          esc(t("glossa.ui.value", n=info["value"])) + " " +
                          tag("span", esc(f"{ok_mark} {status}"),
                              class_="g-validity " + ("g-ok" if ok_mark == "✓" else "g-bad")),
                          class_="g-word-summary")
        else:
            summary = ""
        joker = self._joker_picker(view, ctx) if self.ui.get("joker") is not None else ""
        can_declare = bool(pieces) and info["problem"] is None
        declare_action = {"type": "word", "cards": pieces}
        declare = self._play(t("glossa.ui.declare", word=info["word"], n=info["value"]) if pieces
                             else t("glossa.ui.declare.empty"), declare_action, ctx, primary=True,
                             disabled=not can_declare)
        tools = [declare]
        if pieces:
            tools.append(button(esc(t("glossa.ui.back")), "view", "back", cls="btn btn--chip"))
            tools.append(button(esc(t("glossa.ui.clear")), "view", "clear", cls="btn btn--chip"))
        tools.append(self._play(t("glossa.ui.no_word.play"), {"type": "word", "cards": []}, ctx, cls="btn btn--chip"))
        typed = tag("form", join([
            tag("label", esc(t("glossa.ui.type")), for_="glossa-type", class_="g-type-label"),
            f'<input type="text" id="glossa-type" name="word" class="field g-type-field" maxlength="16" '
            f'autocomplete="off" autocapitalize="characters" spellcheck="false"'
            f'{attrs(data_act="view", data_arg="typed", value=self.ui.get("typed", ""))}>',
            tag("button", esc(t("glossa.ui.type.go")), type="submit", class_="btn")]),
            data_act="view", class_="g-type")
        if self.ui.get("typed_error"):
            summary += tag("p", esc(t("glossa.ui.type.error", word=self.ui.get("typed", "").upper())),
                           class_="g-validity g-bad")
        live = tag("div", word_row + summary, class_="g-word-live", aria_live="polite")
        return tag("div", join([live, joker, tag("div", "".join(tools), class_="controls"), typed]),
                   class_="g-builder", role="group", aria_label=t("glossa.ui.builder"))

    def _joker_picker(self, view, ctx) -> str:
        t = ctx.t
        choices = "".join(button(esc(m), "view", f"mean:{m}", cls="btn btn--chip g-mean",
                                 aria_label=t("glossa.ui.joker_as", letter=m))
                          for m in view["joker_meanings"])
        cancel = button(esc(t("glossa.ui.cancel")), "view", "cancel", cls="btn btn--ghost")
        return tag("div", tag("p", esc(t("glossa.ui.prompt.joker")), class_="g-prompt", id="glossa-joker") +
                   tag("div", choices, class_="g-meanings") + cancel,
                   class_="g-joker", role="group", aria_labelledby="glossa-joker")

    # ---- betting
    def _betting(self, view, ctx) -> str:
        t = ctx.t
        c = view["controls"]
        if c is None:
            return ""
        if c["to_call"] > 0:
            prompt = t("glossa.ui.prompt.call", amount=c["to_call"], level=view["level"])
        else:
            prompt = t("glossa.ui.prompt.open")
        buttons = []
        if c["can_check"]:
            buttons.append(self._play(t("glossa.ui.check"), {"type": "check"}, ctx))
        if c["can_call"]:
            key = "glossa.ui.call_all_in" if c["call_all_in"] else "glossa.ui.call"
            buttons.append(self._play(t(key, amount=c["call_amount"]), {"type": "call"}, ctx))
        buttons.append(self._play(t("glossa.ui.fold"), {"type": "fold"}, ctx, cls="btn btn--ghost g-fold"))
        rng = c["bet"] or c["raise"]
        amount_block = ""
        if rng:
            kind = "bet" if c["bet"] else "raise"
            amount = self._amount(rng, ctx)
            slider = self._slider("glossa-amount", "amount", t(f"glossa.ui.amount.{kind}"), amount, rng)
            quick = self._quick_amounts(view, rng, amount, kind)
            if kind == "bet":
                label = t("glossa.ui.bet", amount=amount)
            else:
                label = t("glossa.ui.raise", amount=amount, total=c["to_call"] + amount)
            go = self._play(label, {"type": kind, "amount": amount}, ctx, primary=True)
            amount_block = tag("div", slider + quick + tag("div", go, class_="controls"), class_="g-amount")
        prompt_html = tag("p", esc(prompt), class_="g-prompt")
        return tag("div", prompt_html + tag("div", "".join(buttons), class_="controls") + amount_block,
                   class_="g-betting")

    def _amount(self, rng, ctx) -> int:
        """The amount being chosen: the one picked, else the hint's, else the smallest."""
        amount = self.ui.get("amount")
        hint = ctx.hint if isinstance(getattr(ctx, "hint", None), dict) else None
        if amount is None and hint and hint.get("type") in ("bet", "raise"):
            amount = hint.get("amount")
        if not isinstance(amount, int):
            amount = rng["min"]
        return max(rng["min"], min(rng["max"], amount - amount % rng["step"]))

    def _slider(self, ident, arg, label, value, rng) -> str:
        minus = button("−", "view", f"{arg}:-", cls="btn btn--icon g-inc", aria_label=f"{label} −{rng['step']}",
                       disabled=value <= rng["min"])
        plus = button("+", "view", f"{arg}:+", cls="btn btn--icon g-inc", aria_label=f"{label} +{rng['step']}",
                      disabled=value >= rng["max"])
        field = (f'<input type="range" id="{ident}" class="g-range"'
                 f'{attrs(min=rng["min"], max=rng["max"], step=rng["step"], value=value, data_act="view", data_arg=arg)}>')
        return tag("div", tag("label", esc(label), for_=ident, class_="g-amount-label") +
                   tag("div", minus + field + plus + tag("output", esc(value), for_=ident, class_="g-amount-value"),
                       class_="g-slider"), class_="g-slider-wrap")

    def _quick_amounts(self, view, rng, amount, kind) -> str:
        """A few usual amounts: the least, half the pot, the pot, the most allowed."""
        wanted = [rng["min"], view["pot"] // 2, view["pot"], rng["max"]]
        seen = []
        for value in wanted:
            value = max(rng["min"], min(rng["max"], value - value % rng["step"]))
            if value not in seen:
                seen.append(value)
        chips = "".join(button(esc(v), "view", f"amount:{v}", cls="btn btn--chip" + (" is-on" if v == amount else ""),
                               aria_pressed="true" if v == amount else "false") for v in seen)
        return tag("div", chips, class_="g-quick")

    # ---- nobody called: show or not
    def _collect(self, view, ctx) -> str:
        t = ctx.t
        word = view.get("word") or {"cards": [], "value": 0, "word": ""}
        prompt = tag("p", esc(t("glossa.ui.prompt.collect", amount=view["pot"])), class_="g-prompt")
        buttons = []
        if "show" in view["choices"]:
            buttons.append(self._play(t("glossa.ui.show", word=word["word"], n=word["value"]), {"type": "show"}, ctx,
                                      primary=word["value"] >= view["pot"]))
        buttons.append(self._play(t("glossa.ui.conceal", n=view["pot"]), {"type": "conceal"}, ctx,
                                  primary=word["value"] < view["pot"]))
        return self._controls(prompt, buttons)

    # ---- loans between deals
    def _loans(self, view, ctx) -> str:
        t = ctx.t
        me = ctx.seat
        loan = view["loan"]
        if loan is not None:
            prompt = t("glossa.ui.prompt.lend", seat=ctx.name(loan["borrower"]), amount=loan["amount"])
            return self._controls(tag("p", esc(prompt), class_="g-prompt"), [
                self._play(t("glossa.ui.lend", amount=loan["amount"]), {"type": "lend"}, ctx, primary=True),
                self._play(t("glossa.ui.refuse"), {"type": "refuse"}, ctx)])
        options = view["loan_options"] or {"lenders": [], "step": 10}
        lenders = options["lenders"]
        prompt = tag("p", esc(t("glossa.ui.prompt.borrow", chips=view["seats"][me]["chips"],
                                threshold=view["loan_threshold"], limit=view["loan_limit"])), class_="g-prompt")
        no = self._play(t("glossa.ui.no_loan"), {"type": "no_loan"}, ctx)
        if not lenders:
            return self._controls(prompt, [no])
        chosen = self._lender(view, lenders)
        top = next(x["max"] for x in lenders if x["seat"] == chosen)
        rng = {"min": options["step"], "max": top, "step": options["step"]}
        amount = self.ui.get("loan")
        amount = top if not isinstance(amount, int) else max(rng["min"], min(top, amount))
        picks = "".join(button(esc(ctx.name(x["seat"])), "view", f"lender:{x['seat']}",
                               cls="btn btn--chip" + (" is-on" if x["seat"] == chosen else ""),
                               aria_pressed="true" if x["seat"] == chosen else "false") for x in lenders)
        who = tag("div", tag("span", esc(t("glossa.ui.lender")), class_="g-amount-label", id="glossa-lender") +
                  tag("div", picks, class_="g-quick", role="group", aria_labelledby="glossa-lender"))
        slider = self._slider("glossa-loan", "loan", t("glossa.ui.amount.loan"), amount, rng)
        ask = self._play(t("glossa.ui.borrow", amount=amount, seat=ctx.name(chosen)),
                         {"type": "borrow", "lender": chosen, "amount": amount}, ctx, primary=True)
        return tag("div", prompt + who + slider + tag("div", ask + no, class_="controls"), class_="g-loans")

    def _lender(self, view, lenders) -> int:
        """The lender picked, else the richest one (the likeliest to say yes)."""
        chosen = self.ui.get("lender")
        if chosen in [x["seat"] for x in lenders]:
            return chosen
        return max(lenders, key=lambda x: (view["seats"][x["seat"]]["chips"], -x["seat"]))["seat"]

    # ---- the score sheet (during the game, on demand)
    def _sheet_block(self, view, ctx) -> str:
        if view["over"]:
            return ""
        t = ctx.t
        opened = bool(self.ui.get("sheet"))
        toggle = button(esc(t("glossa.ui.sheet.hide" if opened else "glossa.ui.sheet.show")), "view", "sheet",
                        cls="btn btn--chip", aria_expanded="true" if opened else "false",
                        aria_controls="glossa-sheet" if opened else None)
        body = self._sheet(view["sheet"], ctx, ident="glossa-sheet") if opened else ""
        return tag("div", toggle + body, class_="g-sheet-block")

    def _sheet(self, sheet, ctx, ident: str | None = None) -> str:
        """The « feuille de marque »: a row per deal and per loan, then the totals."""
        t = ctx.t
        players = len(sheet["chips"])
        head = tag("th", esc(t("glossa.ui.sheet.operations")), scope="col") + \
            "".join(tag("th", esc(ctx.name(s)), scope="col") for s in range(players))
        rows = []
        for row in sheet["rows"]:
            if row["kind"] == "loan":
                label = t("glossa.ui.sheet.loan")
                cells = [("" if v is None else (f"+{v}" if v > 0 else f"−{-v}")) for v in row["points"]]
            else:
                label = t("glossa.ui.sheet.deal", n=row["deal"])
                cells = ["" if v is None else str(v) for v in row["points"]]
            rows.append(tag("tr", tag("th", esc(label), scope="row") + "".join(tag("td", esc(c)) for c in cells)))
        if not rows:
            rows.append(tag("tr", tag("td", esc(t("glossa.ui.sheet.empty")), colspan=str(players + 1))))
        foot = []
        for key, values in (("glossa.ui.sheet.game_points", sheet["game_points"]),
                            ("glossa.ui.sheet.chips", sheet["chips"]),
                            ("glossa.ui.sheet.total", sheet["totals"])):
            foot.append(tag("tr", tag("th", esc(t(key)), scope="row") + "".join(tag("td", esc(v)) for v in values),
                            class_="g-sheet-total" if key.endswith("total") else None))
        caption = tag("caption", esc(t("glossa.ui.sheet.title")))
        table = tag("table", caption + tag("thead", tag("tr", head)) + tag("tbody", "".join(rows)) +
                    tag("tfoot", "".join(foot)), class_="g-sheet")
        note = ""
        if sheet.get("cagnotte"):
            note = tag("p", esc(t("glossa.ui.sheet.cagnotte", amount=sheet["cagnotte"])), class_="g-sheet-note")
        elif sheet.get("shared"):
            note = tag("p", esc(t("glossa.ui.sheet.shared", amount=sum(sheet["shared"]))), class_="g-sheet-note")
        return tag("div", table, class_="g-sheet-wrap", id=ident, tabindex="0", role="region",
                   aria_label=t("glossa.ui.sheet.title")) + note

    def result(self, view, ctx) -> str:
        sheet = (view.get("result") or {}).get("sheet") or view["sheet"]
        return tag("section", self._sheet(sheet, ctx), class_="g-final")

    # ================================================================== pieces
    def _play(self, label, action, ctx, primary=False, cls=None, disabled=False) -> str:
        classes = cls or ("btn btn--primary" if primary else "btn")
        hint = getattr(ctx, "hint", None)
        if hint is not None and hint == action:
            classes += " is-hint"
        return self.play_button(esc(label), action, cls=classes, disabled=disabled)

    @staticmethod
    def _controls(prompt, buttons) -> str:
        return tag("div", prompt + tag("div", "".join(buttons), class_="controls"), class_="g-step")

    @staticmethod
    def _name(p: str, ctx) -> str:
        """A card or a piece of a word as words: « lettre C, 3 points », « joker pour C »."""
        if p == JOKER:
            return ctx.t("glossa.ui.card.joker")
        if p.startswith(JOKER):
            return ctx.t("glossa.ui.card.joker_as", letter=p[1:])
        values = _VALUES
        if len(p) == 2:
            return ctx.t("glossa.ui.card.pair", letter=p, n=values[p])
        return ctx.t("glossa.ui.card.letter", letter=p, n=values[p])

    def _card(self, p: str, ctx, *, key=None, act=None, arg=None, pressed=None, selected=False, disabled=False,
              dim=False, small=False, from_=None, label=None, new=False) -> str:
        """A Glossa card: its letter or two-letter group large, its value in the corner; a joker
        shows a star (and, in a word, what it stands for)."""
        card = card_of(p)
        shown = letters_of(p) if card == JOKER and p != JOKER else ("✱" if card == JOKER else card)
        value = 0 if card == JOKER else _VALUES[card]
        content = tag("span", esc(shown), class_="g-letters" + (" g-letters--pair" if len(shown) == 2 else ""),
                      aria_hidden="true") + \
            tag("span", esc(value), class_="g-value", aria_hidden="true")
        if card == JOKER:
            content += tag("span", "✱" if p != JOKER else "", class_="g-joker-mark", aria_hidden="true")
        cls = "card g-card" + (" g-card--joker" if card == JOKER else "") + (" card--small g-card--small" if small else "") + \
            (" is-dim" if dim else "") + (" g-card--new" if new else "")
        name = label or self._name(p, ctx)
        if new:
            content += tag("span", "", class_="g-new-mark", aria_hidden="true")
            name = ctx.t("glossa.ui.card.new", card=name)
        if not act:
            return piece(content, label=name, cls=cls, key=key, from_=from_)
        # A button is named by its own (screen-reader-only) text rather than aria-label, so that
        # what is seen (« C 3 ») and what is heard (« lettre C, 3 points ») never disagree.
        return tag("button", content + tag("span", esc(name), class_="sr-only"), type="button",
                   class_=cls + (" is-selected" if selected else ""), data_act=act, data_arg=arg,
                   data_focus=f"card:{key}" if key else f"{act}:{arg}", data_key=key, data_from=from_,
                   disabled=disabled, aria_pressed=None if pressed is None else ("true" if pressed else "false"))

    # ================================================================== clicks and keys
    def handle(self, arg: str, view: dict, ctx):
        if arg.startswith("{"):
            try:
                data = json.loads(arg)
            except ValueError:
                return None
            return self._form(data, view, ctx)
        name, _, value = arg.partition(":")
        if name == "sheet":
            self.ui["sheet"] = not self.ui.get("sheet")
            return None
        hand = view.get("hand") or []
        if name == "throw" and value.isdigit():
            index = int(value)
            picked = list(self.ui.get("throw", []))
            if index in picked:
                picked.remove(index)
            elif index < len(hand) and len(picked) < view["max_exchange"]:
                picked.append(index)
            self.ui["throw"] = picked
        elif name == "use" and value.isdigit():
            self._use(int(value), hand)
        elif name == "unuse" and value.isdigit():
            index = int(value)
            if self.ui.get("joker") == index:
                self.ui.pop("joker")
            self.ui["word"] = [(i, p) for i, p in self.ui.get("word", []) if i != index]
        elif name == "take" and value.isdigit():
            word = list(self.ui.get("word", []))
            if int(value) < len(word):
                word.pop(int(value))
            self.ui["word"] = word
        elif name == "mean" and self.ui.get("joker") is not None and value in view["joker_meanings"]:
            self.ui.setdefault("word", []).append((self.ui.pop("joker"), JOKER + value))
        elif name == "cancel":
            self.ui.pop("joker", None)
        elif name == "back":
            if self.ui.get("word"):
                self.ui["word"].pop()
        elif name == "clear":
            self.ui["word"] = []
            self.ui.pop("joker", None)
        elif name in ("amount", "loan"):
            self._step(name, value, view)
        elif name == "lender" and value.isdigit():
            self.ui["lender"] = int(value)
            self.ui.pop("loan", None)
        return None

    def _use(self, index: int, hand) -> None:
        if index >= len(hand) or index in {i for i, _ in self.ui.get("word", [])}:
            return
        if hand[index] == JOKER:
            self.ui["joker"] = index  # the player says what it stands for next
        else:
            self.ui.setdefault("word", []).append((index, hand[index]))

    def _form(self, data, view, ctx):
        """The typed word (form submitted, or the field changed) or a slider moved."""
        if not isinstance(data, dict):
            return None
        if "word" in data or data.get("arg") == "typed":
            text = data.get("word", data.get("value", ""))
            self._typed(str(text)[:16], view)
        elif data.get("arg") in ("amount", "loan"):
            value = str(data.get("value", ""))
            if value.isdigit():
                self.ui[data["arg"]] = int(value)
        return None

    def _typed(self, text: str, view) -> None:
        """Lay the typed word with the hand's strongest cards (the engine's ``spell_text``)."""
        hand = view.get("hand") or []
        self.ui["typed"] = text
        pieces = spell_text(text, hand) if text.strip() else []
        if pieces is None:
            self.ui["typed_error"] = True
            return
        self.ui.pop("typed_error", None)
        free = list(range(len(hand)))
        word = []
        for p in pieces:
            card = card_of(p)
            index = next(i for i in free if hand[i] == card)
            free.remove(index)
            word.append((index, p))
        self.ui["word"] = word
        self.ui.pop("joker", None)

    def _step(self, name, value, view) -> None:
        if name == "amount":
            c = view.get("controls") or {}
            rng = c.get("bet") or c.get("raise")
        else:
            options = view.get("loan_options") or {"lenders": []}
            lenders = options["lenders"]
            if not lenders:
                return
            chosen = self._lender(view, lenders)
            entry = next(x for x in lenders if x["seat"] == chosen)
            rng = {"min": options["step"], "max": entry["max"], "step": options["step"]}
        if not rng:
            return
        current = self.ui.get(name)
        if not isinstance(current, int):
            current = rng["min"] if name == "amount" else rng["max"]
        if value == "+":
            current += rng["step"]
        elif value == "-":
            current -= rng["step"]
        elif value.isdigit():
            current = int(value)
        self.ui[name] = max(rng["min"], min(rng["max"], current))

    def key(self, key, view, ctx):
        """While building your word: a letter key lays the first free card showing it."""
        if view["phase"] != "compose" or not self._acting(view, ctx) or len(key) != 1 or not key.isalpha():
            return None
        letter = key.upper()
        hand = view["hand"] or []
        used = {i for i, _ in self.ui.get("word", [])}
        for wanted in (lambda c: c == letter, lambda c: len(c) == 2 and c[0] == letter):
            for index, card in enumerate(hand):
                if index not in used and wanted(card):
                    self.ui.setdefault("word", []).append((index, card))
                    return True
        return None

    # ================================================================== hints
    def describe(self, action: dict, view: dict, ctx) -> str:
        """An action as a short sentence (the hint line)."""
        t = ctx.t
        kind = action.get("type")
        if kind == "exchange":
            cards = action["cards"]
            if not cards:
                return t("glossa.ui.hint.served")
            return t("glossa.ui.hint.exchange", cards=", ".join(_plain_card(c, ctx) for c in cards), n=len(cards))
        if kind == "word":
            if not action["cards"]:
                return t("glossa.ui.hint.no_word")
            return t("glossa.ui.hint.word", word=spell(action["cards"]), n=word_value(action["cards"]))
        if kind in ("bet", "raise", "call", "borrow"):
            params = {"amount": action.get("amount", (view.get("controls") or {}).get("call_amount", 0))}
            if kind == "borrow":
                params["seat"] = ctx.name(action["lender"])
            return t(f"glossa.ui.hint.{kind}", **params)
        if kind == "conceal":
            return t("glossa.ui.hint.conceal", n=view["pot"])
        if kind == "show":
            word = view.get("word") or {"word": "", "value": 0}
            return t("glossa.ui.hint.show", word=word["word"], n=word["value"])
        if kind in ("enter", "sit_out", "check", "fold", "lend", "refuse", "no_loan", "end_after_deal"):
            return t(f"glossa.ui.hint.{kind}")
        return ""


def _plain_card(card: str, ctx) -> str:
    return ctx.t("glossa.ui.card.joker") if card == JOKER else card


def _minutes_played(ctx):
    """Whole minutes of play by the table's clock (for a timed game), or None without one."""
    return getattr(ctx, "minutes_played", None)


def _values():
    from pyengine.glossa.materials import VALUE

    return dict(VALUE)


_VALUES = _values()
