"""Glossa's table on one screen: the other players around the felt (chips, what they put on the
table, their seven cards face down), the felt (the stock and the discards, the chips on the
table and the cagnotte, your own place), and the dock: the sentence of the moment, your seven
cards, the word you build, and what you may do now — enter the deal, exchange, play your word,
pass, call, raise or fold, show or not, ask for a loan.

Everything drawn comes from the engine's ``view(seat)``. The word builder asks the engine's own
helpers (``describe_word``, ``spell_text``) what the cards being laid spell, what they are worth
and whether they may be declared; it decides nothing itself.

Moves are seen where they happen: a payment (the entry, a call, a bet) is a chip flying from
the payer's place to the felt (``data-from``), then into the total on the felt (``data-sink``);
cards thrown at the exchange fly from the player's hand to the discards and new ones come from
the stock; the felt goes to its winners' chips at the end of a deal. Each deal ends with a recap
over the table (every word shown, who took the chips, the chips won or lost and the game points
written), and the score sheet of the rule book is the table's « Scores ».

UI-only state (``self.ui``): the cards picked for the exchange, the word being built (hand
indices and pieces, a joker waiting for its meaning), the bet or loan amount being chosen, the
lender picked.
"""

import json

from pyengine.glossa.materials import JOKER, VALUE, card_of, letters_of, spell
# The word builder's helpers: pure, they read only your own cards and the word list (views/base.py)
from pyengine.glossa.game import describe_word
from pyengine.glossa.rules import spell_text, word_value

from ..guide import Guide, Step
from ..html import attrs, button, esc, join, tag
from .art import chip_stack
from .base import GameView, Recap, Table
from .parts import piece

# A symbol beside each status word so that colour never says it alone.
STATUS_MARK = {"folded": "✕", "all_in": "▲", "out": "–"}
PAYMENTS = ("enter", "call", "bet", "raise")


def _mine(view, ctx, phase):
    return view["phase"] == phase and view["current"] == ctx.seat


# The guided first game: two players against the easy computer, ten deals.
GUIDE = Guide("glossa", "h,easy", 41, [
    Step("welcome", lambda view, ctx, ui: True),
    Step("entry", lambda view, ctx, ui: _mine(view, ctx, "entry"), target="enter"),
    Step("exchange", lambda view, ctx, ui: _mine(view, ctx, "exchange"), target="hand"),
    Step("word", lambda view, ctx, ui: _mine(view, ctx, "compose"), target="hand"),
    Step("value", lambda view, ctx, ui: _mine(view, ctx, "compose"), target="actions"),
    Step("betting", lambda view, ctx, ui: _mine(view, ctx, "betting"), target="actions"),
    Step("chips", lambda view, ctx, ui: view["phase"] == "betting" and view["pot"] > 0, target="pot"),
    Step("showdown", lambda view, ctx, ui: view["deal"] >= 2, target="previous"),
])


class View(GameView):
    game_id = "glossa"
    GUIDE = GUIDE
    shortcuts = [("A–Z", "glossa.ui.key.letters")]

    # ================================================================== the table, zone by zone
    def draw(self, view: dict, ctx) -> Table:
        me = ctx.seat
        n = view["players"]
        first = 0 if me is None else me + 1
        others = [(first + i) % n for i in range(n) if me is None or (first + i) % n != me]
        acting = self._acting(view, ctx)
        hand = view["hand"] or []
        return Table(
            status=self.status(view, ctx),
            others="".join(self.other_seat(s, view, ctx) for s in others),
            center=self.felt(view, ctx, acting),
            prompt=self.prompt(view, ctx) if acting else "",
            work=self.work(view, ctx, acting),
            hand=self.hand(view, ctx, acting),
            hand_count=len(hand),
            hand_label=ctx.t("glossa.ui.your_cards") if ctx.person else
            ctx.t("glossa.ui.cards_of", name=ctx.name(me)) if me is not None else "",
            actions=self.actions(view, ctx) if acting else "",
            sheet=self._sheet(view["sheet"], ctx, ident="glossa-sheet"),
        )

    def _acting(self, view, ctx) -> bool:
        me = ctx.seat
        return me is not None and me in view["to_move"] and not ctx.is_bot(me) and ctx.person

    # ---- the strip of facts: the deal, the last one, a timed game's clock
    def status(self, view, ctx) -> str:
        t = ctx.t
        if view["deals"]:
            deal = t("glossa.ui.deal", deal=view["deal"], deals=view["deals"])
        else:
            deal = t("glossa.ui.deal_timed", deal=view["deal"], minutes=view["time_limit"])
        items = [tag("strong", esc(deal), class_="g-bar-deal"),
                 # (the chips on the table again, for a screen too short to show the felt)
                 tag("span", esc(t("glossa.ui.pot.label", amount=view["pot"])), class_="g-bar-pot")]
        if view["ending"] and not view["over"]:
            items.append(tag("strong", esc(t("glossa.ui.last_deal")), class_="g-bar-last"))
        if "end_after_deal" in view["choices"] and self._acting(view, ctx):
            elapsed = ctx.minutes_played
            if elapsed is not None:
                items.append(tag("span", esc(t("glossa.ui.elapsed", n=elapsed)), class_="g-elapsed"))
        return join(items)

    # ---- the other players: chips, stake, status, seven cards face down, their last move
    def other_seat(self, seat: int, view, ctx) -> str:
        t = ctx.t
        info = view["seats"][seat]
        status = info["status"]
        between = view["phase"] in ("loans", "over")  # the deal is over: statuses are past
        tags = []
        if info["dealer"]:
            tags.append(tag("span", esc(t("glossa.ui.dealer")), class_="g-badge g-badge--dealer",
                            title=t("glossa.ui.dealer.long")))
        if not between and status in STATUS_MARK:
            tags.append(tag("span", esc(STATUS_MARK[status] + " " + t(f"glossa.ui.status.{status}")),
                            class_=f"g-badge g-badge--{status}"))
        line = tags + [tag("span", tag("strong", esc(info["chips"]), class_="g-stat-value") + " " +
                           tag("span", esc(t("glossa.ui.chips")), class_="g-stat-label"),
                           class_="g-stat g-stat--chips", data_sink=self._pot_sink(view, seat))]
        if info["stake"] and not between:
            line.append(tag("span", tag("span", esc(t("glossa.ui.stake")), class_="g-stat-label") + " " +
                            tag("strong", esc(info["stake"]), class_="g-stat-value"), class_="g-stat g-stat--stake"))
        line.append(self._backs(seat, view, ctx))
        body = [tag("div", join(line), class_="g-seat-line"),
                tag("p", esc(t("glossa.ui.game_points", n=info["game_points"])), class_="g-points")]
        if not ctx.said(seat) and not ctx.thinking(seat):
            move = self._last_move(view, ctx, seat)
            if move:
                body.append(tag("p", esc(move), class_="g-move"))
        return self.seat_panel(seat, ctx, join(body), active=seat in view["to_move"],
                               extra_class=f"g-seat g-seat--{'between' if between else status}")

    def _backs(self, seat, view, ctx) -> str:
        """A player's cards face down, each keyed: the deal's cards fly in from the stock; those
        thrown at the exchange leave for the discards (``discard_sink``) and their replacements
        come from the stock."""
        info = view["seats"][seat]
        count = info["cards"]
        if not count or info["status"] in ("folded", "out") or view["phase"] in ("loans", "over"):
            return ""
        deal = view["deal"]
        fresh = count - (info["exchanged"] or 0)
        dealing = view["phase"] == "entry"
        backs = []
        for i in range(count):
            fresh_card = i < fresh
            backs.append(tag("div", "", class_="card card--back card--small g-back",
                             data_key=f"b{deal}-{seat}-{i}" if fresh_card else f"b{deal}-{seat}-x{i}",
                             data_from="stock" if dealing or not fresh_card else None))
        ready = view["phase"] == "compose" and info["word_ready"]
        label = ctx.t("glossa.ui.word_ready" if ready else "glossa.ui.hidden_cards", n=count)
        mark = tag("span", "✓", class_="g-ready", aria_hidden="true") if ready else \
            tag("span", esc(count), class_="count-badge", aria_hidden="true")
        # the backs themselves are decoration: the group's name says how many and what
        fan = tag("div", "".join(backs), class_="cards cards--fan g-fan", aria_hidden="true")
        return tag("div", fan + mark, class_="g-backs", role="img", aria_label=label)

    @staticmethod
    def _pot_sink(view, seat):
        """The chips on the felt at the end of the deal fly into its winners' chips."""
        last = view.get("last") or {}
        if not last or last.get("deal") not in (view["deal"] - 1, view["deal"]):
            return None
        won = [s for s, gain in enumerate(last.get("chips") or []) if gain > 0]
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

    # ---- the felt: the stock and the discards, the chips on the table, your place
    def felt(self, view, ctx, acting) -> str:
        t = ctx.t
        phase = view["phase"]
        stock = tag("div", tag("div", "", class_="card card--back card--small", aria_hidden="true") +
                    tag("span", esc(view["stock"]), class_="count-badge", aria_hidden="true"),
                    class_="g-pile g-stock", data_anchor="stock", data_coach="stock", role="img",
                    aria_label=t("glossa.ui.stock", n=view["stock"]))
        discards = tag("div", tag("div", "", class_="card card--small g-discard-card", aria_hidden="true") +
                       tag("span", esc(view["discard_pile"]), class_="count-badge", aria_hidden="true"),
                       class_="g-pile g-discards" + ("" if view["discard_pile"] else " g-pile--empty"), data_sink=" ".join(self._discard_sink(view, ctx)) or None,
                       data_coach="discards", role="img", aria_label=t("glossa.ui.discards", n=view["discard_pile"]))
        row = tag("div", stock + self.pot(view, ctx) + discards, class_="g-felt-row")
        parts = [row]
        if phase == "betting" and view["bet_made"]:
            parts.append(tag("p", esc(t("glossa.ui.level", amount=view["level"])), class_="g-level"))
        if len(view["pots"]) > 1:
            items = []
            for index, p in enumerate(view["pots"]):
                names = ", ".join(ctx.name(s) for s in p["eligible"])
                key = "glossa.ui.pot.main" if index == 0 else "glossa.ui.pot.side"
                items.append(tag("li", esc(t(key, amount=p["amount"], names=names))))
            parts.append(tag("ul", "".join(items), class_="g-pots"))
        previous = self._previous(view, ctx)
        if previous:
            parts.append(previous)
        if ctx.seat is not None:
            parts.append(self.my_place(view, ctx))
        return tag("section", join(parts), class_="g-felt", data_phase=phase, data_moves=str(view["turn"]),
                   aria_label=t("glossa.ui.felt"))

    def pot(self, view, ctx) -> str:
        """The chips on the table: the total (which swallows the chips just put in), the
        cagnotte in it, and the latest payment flying in from its payer's place."""
        t = ctx.t
        deal = view["deal"]
        history = view["history"]
        keys = [f"chip-{deal}-{i}" for i, move in enumerate(history) if move["type"] in PAYMENTS]
        chip = ""
        if history and history[-1]["type"] in PAYMENTS and view["phase"] not in ("loans", "over"):
            move = history[-1]
            paid = view["ante"] if move["type"] == "enter" else move.get("paid", move.get("amount", 0))
            chip = tag("span", esc(f"+{paid}"), class_="g-chip", data_key=f"chip-{deal}-{len(history) - 1}",
                       data_from=f"seat-{move['seat']}", aria_hidden="true")
        # the chips as a stack that grows with the pot (drawn where the felt has room)
        stack = chip_stack(min(8, 2 + view["pot"] // 30) if view["pot"] else 0)
        lines = [tag("span", esc(t("glossa.ui.pot")), class_="g-pot-label"), stack,
                 tag("span", tag("strong", esc(view["pot"]), class_="g-pot-value", data_sink=" ".join(keys) or None) + chip,
                     class_="g-pot-line")]
        if view["cagnotte"]:
            lines.append(tag("span", esc(t("glossa.ui.cagnotte", amount=view["cagnotte"])), class_="g-pot-note"))
        return tag("div", join(lines), class_="g-pot", data_key=f"pot-{deal}", data_coach="pot",
                   role="group", aria_label=t("glossa.ui.pot.label", amount=view["pot"]))

    def _discard_sink(self, view, ctx) -> list[str]:
        """Keys of the cards that left a hand for the discards at this deal's exchange: the
        other players' backs, and your own cards thrown."""
        deal = view["deal"]
        out = []
        for seat, info in enumerate(view["seats"]):
            n = info["exchanged"] or 0
            if n and seat != ctx.seat:
                out += [f"b{deal}-{seat}-{i}" for i in range(info["cards"] - n, info["cards"])]
        thrown = view.get("discarded") or []
        if thrown and ctx.seat is not None:
            hand = view["hand"] or []
            kept = hand[:len(hand) - len(view["drawn"] or [])]
            for card in sorted(set(thrown)):
                before = kept.count(card) + thrown.count(card)
                out += [f"h{deal}-{card}-{k}" for k in range(kept.count(card) + 1, before + 1)]
        return out

    def _previous(self, view, ctx) -> str:
        """How the deal before ended, in a line, while the next one begins (its recap is over)."""
        last = view.get("last")
        if not last or not ((view["phase"] == "entry" and last["deal"] == view["deal"] - 1) or
                            (view["phase"] == "loans" and last["deal"] == view["deal"])):
            return ""
        deal = last["deal"]
        kind = last["kind"]
        if kind == "showdown":
            winners = sorted({s for p in last["pots"] for s in p["winners"]})
            main = last["pots"][0]["winners"] if last["pots"] else []
            if len(main) == 1:
                record = last["words"][str(main[0])]
                text = ctx.about(main[0], "glossa.ui.previous.won", deal=deal, word=record["word"],
                                 n=record["value"])
            elif winners:
                text = ctx.t("glossa.ui.previous.shared", deal=deal)
            else:
                text = ctx.t("glossa.ui.previous.nobody", deal=deal)
        elif kind == "uncontested":
            text = ctx.about(last["seat"], "glossa.ui.previous.uncontested", deal=deal)
        elif kind == "cagnotte":
            text = ctx.t("glossa.ui.previous.cagnotte", deal=deal)
        else:
            text = ctx.t("glossa.ui.previous.void", deal=deal)
        return tag("p", esc(text), class_="g-previous", data_coach="previous")

    def my_place(self, view, ctx) -> str:
        """Your own place at the felt's edge: your chips, what you put in, your game points."""
        t = ctx.t
        me = ctx.seat
        info = view["seats"][me]
        between = view["phase"] in ("loans", "over")
        items = [tag("span", esc(ctx.name(me)), class_="g-me-name")]
        if info["dealer"]:
            items.append(tag("span", esc(t("glossa.ui.dealer")), class_="g-badge g-badge--dealer",
                             title=t("glossa.ui.dealer.long")))
        if not between and info["status"] in STATUS_MARK:
            items.append(tag("span", esc(STATUS_MARK[info["status"]] + " " + t(f"glossa.ui.status.{info['status']}")),
                             class_=f"g-badge g-badge--{info['status']}"))
        items.append(tag("span", tag("strong", esc(info["chips"]), class_="g-stat-value") + " " +
                         tag("span", esc(t("glossa.ui.chips")), class_="g-stat-label"), class_="g-stat g-stat--chips",
                         data_sink=self._pot_sink(view, me)))
        if info["stake"] and not between:
            items.append(tag("span", tag("span", esc(t("glossa.ui.stake")), class_="g-stat-label") + " " +
                             tag("strong", esc(info["stake"]), class_="g-stat-value"), class_="g-stat g-stat--stake"))
        items.append(tag("span", esc(t("glossa.ui.game_points", n=info["game_points"])), class_="g-stat g-points"))
        return tag("div", "".join(items), class_="g-me" + (" seat--active" if me in view["to_move"] else ""),
                   data_anchor=f"seat-{me}", data_coach="my-place", role="group",
                   aria_label=t("glossa.ui.my_place"))

    # ---- the dock: the sentence of the moment, your cards, your word, what you may do
    def prompt(self, view, ctx) -> str:
        t = ctx.t
        phase = view["phase"]
        if phase == "entry":
            return t("glossa.ui.prompt.entry", amount=view["ante"])
        if phase == "exchange":
            picked = len(self.ui.get("throw", []))
            if picked:
                return t("glossa.ui.prompt.exchange_picked", n=picked)
            return t("glossa.ui.prompt.exchange", n=view["max_exchange"])
        if phase == "compose":
            if self.ui.get("joker") is not None:
                return t("glossa.ui.prompt.joker")
            return t("glossa.ui.prompt.compose")
        if phase == "betting":
            c = view["controls"] or {}
            if c.get("to_call", 0) > 0:
                return t("glossa.ui.prompt.call", amount=c["to_call"])
            return t("glossa.ui.prompt.open")
        if phase == "collect":
            return t("glossa.ui.prompt.collect", amount=view["pot"])
        if phase == "loans":
            loan = view["loan"]
            if loan is not None:
                return t("glossa.ui.prompt.lend", borrower=ctx.name(loan["borrower"]), amount=loan["amount"])
            return t("glossa.ui.prompt.borrow", n=view["seats"][ctx.seat]["chips"])
        return ""

    def hand(self, view, ctx, acting) -> str:
        hand = view["hand"] or []
        if not hand:
            return ""
        phase = view["phase"]
        deal = view["deal"]
        picked = self.ui.get("throw", [])
        used = {i for i, _ in self.ui.get("word", [])}
        pending = self.ui.get("joker")
        drawn_from = len(hand) - len(view["drawn"] or [])
        word = (view.get("word") or {}).get("cards") or []
        in_word = _word_indices(word, hand) if phase in ("betting", "collect") else set()
        cards = []
        seen = {}
        for index, card in enumerate(hand):
            seen[card] = seen.get(card, 0) + 1
            key = f"h{deal}-{card}-{seen[card]}"
            new = index >= drawn_from and phase in ("exchange", "compose", "betting", "collect")
            from_ = "stock" if new or phase == "entry" else None
            if acting and phase == "exchange":
                selected = index in picked
                full = len(picked) >= view["max_exchange"] and not selected
                cards.append(self._card(card, ctx, key=key, act="view", arg=f"throw:{index}", pressed=selected,
                                        selected=selected, disabled=full, from_=from_, new=new,
                                        coach="card" if index == 0 else None))
            elif acting and phase == "compose":
                laid = index in used or index == pending
                cards.append(self._card(card, ctx, key=key, act="view",
                                        arg=f"unuse:{index}" if laid else f"use:{index}",
                                        pressed=laid, dim=laid, from_=from_, new=new,
                                        coach="card" if index == 0 else None))
            else:
                cards.append(self._card(card, ctx, key=key, from_=from_, new=new,
                                        dim=bool(in_word) and index not in in_word))
        return "".join(cards)

    def work(self, view, ctx, acting) -> str:
        """Above your cards: the word being built (compose), else the word you play."""
        if acting and view["phase"] == "compose":
            joker = self._joker_picker(view, ctx) if self.ui.get("joker") is not None else ""
            return self._builder(view, ctx) + joker
        return self._declared(view, ctx)

    def _declared(self, view, ctx) -> str:
        """The word you set for this deal, once set (it stays hidden from the others)."""
        word = view.get("word")
        if word is None or view["phase"] not in ("compose", "betting", "collect"):
            return ""
        t = ctx.t
        if word["cards"]:
            text = t("glossa.ui.your_word", word=word["word"], n=word["value"])
        else:
            text = t("glossa.ui.your_no_word")
        return tag("p", esc(text), class_="g-declared", data_coach="word")

    def actions(self, view, ctx) -> str:
        phase = view["phase"]
        out = {"entry": self._entry, "exchange": self._exchange, "compose": self._compose,
               "betting": self._betting, "collect": self._collect, "loans": self._loans}.get(phase, lambda v, c: "")(view, ctx)
        if "end_after_deal" in view["choices"]:
            elapsed = ctx.minutes_played
            up = elapsed is not None and view["time_limit"] and elapsed >= view["time_limit"]
            label = ctx.t("glossa.ui.end_after_deal.now" if up else "glossa.ui.end_after_deal")
            out += self._play(label, {"type": "end_after_deal"}, ctx, cls="btn btn--primary g-end" if up else "btn btn--chip g-end",
                              coach="end-after-deal")
        return out

    # ---- entry
    def _entry(self, view, ctx) -> str:
        t = ctx.t
        return join([self._play(t("glossa.ui.enter", amount=view["ante"]), {"type": "enter"}, ctx, primary=True,
                                coach="enter"),
                     self._play(t("glossa.ui.sit_out"), {"type": "sit_out"}, ctx, coach="sit-out")])

    # ---- exchange
    def _exchange(self, view, ctx) -> str:
        t = ctx.t
        hand = view["hand"]
        picked = sorted(self.ui.get("throw", []))
        thrown = sorted(hand[i] for i in picked)
        if thrown:
            go = self._play(t("glossa.ui.exchange", n=len(thrown)), {"type": "exchange", "cards": thrown}, ctx,
                            primary=True, coach="exchange")
        else:  # unavailable until a card is picked: it says what the cards are for
            go = button(esc(t("glossa.ui.exchange.none")), "view", "noop", cls="btn", disabled=True,
                        data_coach="exchange")
        served = self._play(t("glossa.ui.served"), {"type": "exchange", "cards": []}, ctx, primary=not thrown,
                            coach="served")
        return go + served

    # ---- compose: the word builder
    def _pieces(self) -> list[str]:
        return [p for _, p in self.ui.get("word", [])]

    def _word_info(self, view) -> dict:
        return describe_word(self._pieces(), view["hand"], view["options"].get("check_words", "strict"))

    def _builder(self, view, ctx) -> str:
        """The word as laid so far (each piece a button that takes it back), its value and the
        dictionary's verdict."""
        t = ctx.t
        pieces = self._pieces()
        info = self._word_info(view)
        laid = [self._card(p, ctx, act="view", arg=f"take:{position}", small=True,
                           label=t("glossa.ui.take_back", card=self._name(p, ctx)))
                for position, p in enumerate(pieces)]
        if pieces:
            if info["problem"] and info["problem"] != "glossa.error.not_a_word":
                status, ok = ctx.t(info["problem"], word=info["word"]), False
            elif info["is_word"]:
                status, ok = t("glossa.ui.in_dictionary"), True
            else:
                status, ok = t("glossa.ui.not_in_dictionary"), False
            summary = tag("p", tag("strong", esc(info["word"] or "—"), class_="g-spelled") + " " +
                          tag("span", esc(t("glossa.ui.value", n=info["value"])), class_="g-word-value") + " " +
                          tag("span", esc(("✓ " if ok else "✗ ") + status), class_="g-validity " + ("g-ok" if ok else "g-bad")),
                          class_="g-word-summary")
            row = tag("div", "".join(laid), class_="g-word-row")
        else:  # nothing laid yet: the word may be typed whole instead
            summary = ""
            row = self._typing(ctx)
        if self.ui.get("typed_error"):
            summary += tag("p", esc(t("glossa.ui.type.error", word=self.ui.get("typed", "").upper())),
                           class_="g-validity g-bad")
        return tag("div", row + summary, class_="g-word-live", aria_live="polite", role="group",
                   aria_label=t("glossa.ui.builder"), data_coach="word")

    def _compose(self, view, ctx) -> str:
        t = ctx.t
        pieces = self._pieces()
        info = self._word_info(view)
        can_declare = bool(pieces) and info["problem"] is None
        declare = self._play(t("glossa.ui.declare", word=info["word"], n=info["value"]) if pieces
                             else t("glossa.ui.declare.empty"), {"type": "word", "cards": pieces}, ctx, primary=True,
                             disabled=not can_declare, coach="declare")
        tools = [declare]
        if pieces:
            tools.append(button(esc(t("glossa.ui.back")), "view", "back", cls="btn btn--chip",
                                aria_label=t("glossa.ui.back.label")))
            tools.append(button(esc(t("glossa.ui.clear")), "view", "clear", cls="btn btn--chip g-clear"))
        tools.append(self._play(t("glossa.ui.no_word.play"), {"type": "word", "cards": []}, ctx, cls="btn btn--chip",
                                coach="no-word"))
        return join(tools)

    def _typing(self, ctx) -> str:
        """The word typed whole: laid with your most valuable cards."""
        t = ctx.t
        return tag("form", join([
            tag("label", esc(t("glossa.ui.type")), for_="glossa-type", class_="g-type-label"),
            f'<input type="text" id="glossa-type" name="word" class="field g-type-field" maxlength="16" '
            f'autocomplete="off" autocapitalize="characters" spellcheck="false"'
            f'{attrs(data_act="view", data_arg="typed", value=self.ui.get("typed", ""))}>',
            tag("button", esc(t("glossa.ui.type.go")), type="submit", class_="btn btn--chip")]),
            data_act="view", class_="g-type", data_coach="type-word")

    def _joker_picker(self, view, ctx) -> str:
        """What the joker stands for: every letter and two-letter group, in a box over the
        table (a choice to make before anything else)."""
        t = ctx.t
        choices = "".join(button(esc(m), "view", f"mean:{m}", cls="btn btn--chip g-mean",
                                 aria_label=t("glossa.ui.joker_as", letter=m))
                          for m in view["joker_meanings"])
        cancel = button(esc(t("glossa.ui.cancel")), "view", "cancel", cls="btn")
        box = tag("div", tag("h2", esc(t("glossa.ui.joker.title")), class_="g-joker-title", id="glossa-joker") +
                  tag("div", choices, class_="g-meanings") + cancel, class_="g-joker-box")
        return tag("div", box, class_="g-joker", role="dialog", aria_modal="true", aria_labelledby="glossa-joker",
                   data_coach="joker")

    # ---- betting
    def _betting(self, view, ctx) -> str:
        t = ctx.t
        c = view["controls"]
        if c is None:
            return ""
        buttons = []
        if c["can_check"]:
            buttons.append(self._play(t("glossa.ui.check"), {"type": "check"}, ctx, coach="check"))
        if c["can_call"]:
            key = "glossa.ui.call_all_in" if c["call_all_in"] else "glossa.ui.call"
            buttons.append(self._play(t(key, amount=c["call_amount"]), {"type": "call"}, ctx, coach="call"))
        buttons.append(self._play(t("glossa.ui.fold"), {"type": "fold"}, ctx, cls="btn btn--ghost g-fold", coach="fold"))
        rng = c["bet"] or c["raise"]
        amount_block = ""
        if rng:
            kind = "bet" if c["bet"] else "raise"
            amount = self._amount(rng, ctx)
            slider = self._slider("glossa-amount", "amount", t(f"glossa.ui.amount.{kind}"), amount, rng)
            quick = self._quick_amounts(view, rng, amount)
            action = {"type": kind, "amount": amount}
            if kind == "bet":
                go = self._play(t("glossa.ui.bet", amount=amount), action, ctx, primary=True, coach="bet-go")
            else:  # what the raise puts in, under it
                label = esc(t("glossa.ui.raise", amount=amount)) + \
                    tag("small", esc(t("glossa.ui.raise.total", total=c["to_call"] + amount)), class_="g-btn-more")
                cls = "btn btn--primary g-go" + (" is-hint" if ctx.hint == action else "")
                go = self.play_button(label, action, cls=cls, data_coach="bet-go")
            amount_block = tag("div", quick + slider + go, class_="g-amount", role="group",
                               aria_label=t(f"glossa.ui.amount.{kind}"), data_coach="bet")
        return tag("div", "".join(buttons), class_="g-bet-row") + amount_block

    def _amount(self, rng, ctx) -> int:
        """The amount being chosen: the one picked, else the hint's, else the smallest."""
        amount = self.ui.get("amount")
        hint = ctx.hint if isinstance(ctx.hint, dict) else None
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
        return tag("div", tag("label", esc(label), for_=ident, class_="sr-only") +
                   minus + field + tag("output", esc(value), for_=ident, class_="g-amount-value") + plus,
                   class_="g-slider")

    def _quick_amounts(self, view, rng, amount) -> str:
        """A few usual amounts: the least, half the chips on the table, all of them, the most allowed."""
        wanted = [rng["min"], view["pot"] // 2, view["pot"], rng["max"]]
        seen = []
        for value in wanted:
            value = max(rng["min"], min(rng["max"], value - value % rng["step"]))
            if value not in seen:
                seen.append(value)
        chips = "".join(button(esc(v), "view", f"amount:{v}", cls="btn btn--chip g-quick-amount" + (" is-on" if v == amount else ""),
                               aria_pressed="true" if v == amount else "false") for v in seen)
        return tag("div", chips, class_="g-quick")

    # ---- nobody called: show or not
    def _collect(self, view, ctx) -> str:
        t = ctx.t
        word = view.get("word") or {"cards": [], "value": 0, "word": ""}
        buttons = []
        if "show" in view["choices"]:
            buttons.append(self._play(t("glossa.ui.show", word=word["word"], n=word["value"]), {"type": "show"}, ctx,
                                      primary=word["value"] >= view["pot"], coach="show"))
        buttons.append(self._play(t("glossa.ui.conceal", n=view["pot"]), {"type": "conceal"}, ctx,
                                  primary=word["value"] < view["pot"], coach="conceal"))
        return "".join(buttons)

    # ---- loans between deals
    def _loans(self, view, ctx) -> str:
        t = ctx.t
        loan = view["loan"]
        if loan is not None:
            return join([self._play(t("glossa.ui.lend", amount=loan["amount"]), {"type": "lend"}, ctx, primary=True,
                                    coach="lend"),
                         self._play(t("glossa.ui.refuse"), {"type": "refuse"}, ctx, coach="refuse")])
        options = view["loan_options"] or {"lenders": [], "step": 10}
        lenders = options["lenders"]
        no = self._play(t("glossa.ui.no_loan"), {"type": "no_loan"}, ctx, coach="no-loan")
        if not lenders:
            return no
        chosen = self._lender(view, lenders)
        top = next(x["max"] for x in lenders if x["seat"] == chosen)
        rng = {"min": options["step"], "max": top, "step": options["step"]}
        amount = self.ui.get("loan")
        amount = top if not isinstance(amount, int) else max(rng["min"], min(top, amount))
        if len(lenders) <= 2:  # one button per lender
            picks = "".join(button(esc(ctx.name(x["seat"])), "view", f"lender:{x['seat']}",
                                   cls="btn btn--chip g-lender" + (" is-on" if x["seat"] == chosen else ""),
                                   aria_pressed="true" if x["seat"] == chosen else "false") for x in lenders)
            who = tag("div", tag("span", esc(t("glossa.ui.lender")), class_="g-amount-label", id="glossa-lender") + picks,
                      class_="g-lenders", role="group", aria_labelledby="glossa-lender")
        else:  # more: a list, which a phone opens in its own picker
            options = "".join(tag("option", esc(ctx.name(x["seat"])), value=str(x["seat"]),
                                  selected=x["seat"] == chosen) for x in lenders)
            who = tag("div", tag("label", esc(t("glossa.ui.lender")), for_="glossa-lender", class_="g-amount-label") +
                      tag("select", options, id="glossa-lender", class_="field g-lender-list", data_act="view",
                          data_arg="lender"), class_="g-lenders")
        slider = self._slider("glossa-loan", "loan", t("glossa.ui.amount.loan"), amount, rng)
        ask = self._play(t("glossa.ui.borrow", amount=amount, lender=ctx.name(chosen)),
                         {"type": "borrow", "lender": chosen, "amount": amount}, ctx, primary=True, coach="borrow")
        return tag("div", who + slider + ask + no, class_="g-amount")

    def _lender(self, view, lenders) -> int:
        """The lender picked, else the richest one (the likeliest to say yes)."""
        chosen = self.ui.get("lender")
        if chosen in [x["seat"] for x in lenders]:
            return chosen
        return max(lenders, key=lambda x: (view["seats"][x["seat"]]["chips"], -x["seat"]))["seat"]

    # ================================================================== the end of a deal
    def recap(self, view, ctx) -> Recap | None:
        """Over the table as soon as a deal has ended, until the person goes on: between deals
        (loans) or before anybody spoke in the next one."""
        last = view.get("last")
        if not last or view["over"]:
            return None
        fresh = (view["phase"] == "loans" and last["deal"] == view["deal"]) or \
            (view["phase"] == "entry" and last["deal"] == view["deal"] - 1 and not view["history"])
        if not fresh:
            return None
        return Recap(key=f"deal-{last['deal']}", title=ctx.t("glossa.ui.last.title", deal=last["deal"]),
                     body=self._deal_end(last, view, ctx))

    def _deal_end(self, last, view, ctx) -> str:
        """One deal's end as the rule book tells it: every word shown with its value, who
        collected the chips, each player's chips won or lost and the game points written."""
        t = ctx.t
        n = view["players"]
        order = list(last.get("order") or [])
        if last["kind"] == "uncontested":
            order = [last["seat"]]
        rest = [s for s in range(n) if s not in order]
        rows = [self._deal_row(last, s, ctx) for s in order + rest]
        cols = tag("colgroup", "".join(f'<col class="g-col-{c}">' for c in ("name", "word", "chips", "points")))
        heads = [("glossa.ui.recap.player", "name"), ("glossa.ui.recap.word", "word"),
                 ("glossa.ui.recap.chips", "chips"), ("glossa.ui.recap.points", "points")]
        # (explicit roles: a phone lays each row out on two lines, and the table stays a table)
        head = tag("tr", "".join(tag("th", esc(t(key)), scope="col", role="columnheader", class_=f"g-head-{c}")
                                 for key, c in heads), role="row")
        table = tag("table", tag("caption", esc(t("glossa.ui.recap.caption")), class_="sr-only") + cols +
                    tag("thead", head, role="rowgroup") + tag("tbody", "".join(rows), role="rowgroup"),
                    class_="g-recap-table", role="table")
        return tag("div", table + join(self._deal_lines(last, ctx)), class_="g-recap")

    def _deal_row(self, last, seat, ctx) -> str:
        t = ctx.t
        status = (last.get("status") or [None] * (seat + 1))[seat]
        record = (last.get("words") or {}).get(str(seat))
        gain = (last.get("chips") or [0] * (seat + 1))[seat]
        points = last["points"][seat]
        winner = gain > 0 and (last["kind"] in ("showdown", "uncontested"))
        if record is not None:
            if record["cards"]:
                cards = "".join(self._card(p, ctx, small=True) for p in record["cards"])
                word = tag("span", cards, class_="g-word-cards", role="img",
                           aria_label=t("glossa.ui.word_of", word=record["word"])) + \
                    tag("span", esc(record["word"]), class_="g-recap-spelled") + \
                    tag("span", esc(t("glossa.ui.value", n=record["value"])), class_="g-recap-value")
            else:
                word = tag("span", esc(t("glossa.ui.no_word")), class_="g-recap-note")
            if not record["valid"]:
                word += tag("span", esc(t("glossa.ui.last.invalid")), class_="g-recap-note")
        elif last["kind"] == "uncontested" and last["seat"] == seat:
            word = tag("span", esc(t("glossa.ui.recap.concealed")), class_="g-recap-note")
        elif status == "folded":
            word = tag("span", esc(t("glossa.ui.recap.folded")), class_="g-recap-note")
        elif status == "out":
            word = tag("span", esc(t("glossa.ui.recap.out")), class_="g-recap-note")
        else:
            word = tag("span", esc(t("glossa.ui.recap.hidden")), class_="g-recap-note")
        name = tag("span", esc(ctx.name(seat)), class_="g-recap-name") + \
            (tag("span", "★ " + tag("span", esc(t("glossa.ui.last.winner")), class_="g-win-word"),
                 class_="g-badge g-badge--win") if winner else "")
        chips = "±0" if not gain else (f"+{gain}" if gain > 0 else f"−{-gain}")
        # the units, said by the column heads on a wide screen, beside the figures on a phone
        chips_unit = tag("span", esc(t("glossa.ui.recap.chips_unit", n=abs(gain))), class_="g-unit")
        points_unit = tag("span", esc(t("glossa.ui.recap.points_unit", n=points or 0)), class_="g-unit") \
            if points is not None else ""
        return tag("tr", join([
            tag("th", name, scope="row", role="rowheader", class_="g-recap-name-cell"),
            tag("td", word, class_="g-recap-word", role="cell"),
            tag("td", esc(chips) + chips_unit, role="cell",
                class_="g-recap-num g-recap-chips" + (" g-gain" if gain > 0 else " g-loss" if gain < 0 else "")),
            tag("td", esc("—" if points is None else str(points)) + points_unit, role="cell",
                class_="g-recap-num g-recap-points")]),
            class_="g-recap-row" + (" g-recap-row--win" if winner else ""), role="row")

    def _deal_lines(self, last, ctx) -> list[str]:
        """The sentences under the table: who took which chips, what went back, what stays."""
        t = ctx.t
        kind = last["kind"]
        lines = []

        def line(text, cls="g-recap-line"):
            lines.append(tag("p", esc(text), class_=cls))

        if kind == "showdown":
            if self._won_on_tie_break(last):
                line(t("glossa.ui.last.tie_break"), "g-recap-line g-recap-note")
            several = len(last["pots"]) > 1
            for index, p in enumerate(last["pots"]):
                suffix = (".side" if index else ".main") if several else ""
                if len(p["winners"]) == 1:
                    line(ctx.about(p["winners"][0], "glossa.ui.last.pot_won" + suffix, amount=p["amount"]), "g-recap-line g-recap-pot")
                elif p["winners"]:
                    you = ctx.you in p["winners"]
                    names = [ctx.name(s) for s in p["winners"] if s != ctx.you or not you]
                    line(ctx.t("glossa.ui.last.pot_shared" + suffix, you=you, names=_listed(names, ctx), share=p["share"]),
                         "g-recap-line g-recap-pot")
                for seat, amount in (p.get("returned") or {}).items():
                    line(ctx.about(int(seat), "glossa.ui.last.level_returned", amount=amount))
            for seat, amount in last["returned"].items():
                line(ctx.about(int(seat), "glossa.ui.last.returned", amount=amount))
            if last["cagnotte"]:
                line(t("glossa.ui.last.remainder", amount=last["cagnotte"]))
        elif kind == "uncontested":
            seat = last["seat"]
            line(ctx.about(seat, "glossa.ui.last.uncontested", amount=last["pot"]), "g-recap-line g-recap-pot")
            if last["shown"]:
                line(ctx.about(seat, "glossa.ui.last.shown", n=last["points"][seat]))
            else:
                line(ctx.about(seat, "glossa.ui.last.concealed", n=last["pot"]))
        elif kind == "cagnotte":
            line(t("glossa.ui.last.cagnotte", amount=last["cagnotte"]))
        else:
            line(t("glossa.ui.last.void"))
        return lines

    @staticmethod
    def _won_on_tie_break(last) -> bool:
        """A pot went to a word worth no more than a beaten one (fewer cards, lower cards)."""
        for p in last["pots"]:
            won = {last["words"][str(s)]["value"] for s in p["winners"]}
            beaten = {last["words"][str(s)]["value"] for s in p["eligible"] if s not in p["winners"]}
            if won & beaten:
                return True
        return False

    # ---- the score sheet (the header's « Scores », and the end screen)
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
        """The end screen: how the last deal ended, then the score sheet."""
        sheet = (view.get("result") or {}).get("sheet") or view["sheet"]
        last = view.get("last")
        ending = ""
        if last:
            ending = tag("h3", esc(ctx.t("glossa.ui.last.title", deal=last["deal"]))) + self._deal_end(last, view, ctx)
        return tag("section", ending + self._sheet(sheet, ctx), class_="g-final")

    # ================================================================== pieces
    def _play(self, label, action, ctx, primary=False, cls=None, disabled=False, coach=None) -> str:
        classes = cls or ("btn btn--primary" if primary else "btn")
        if ctx.hint is not None and ctx.hint == action:
            classes += " is-hint"
        return self.play_button(esc(label), action, cls=classes, disabled=disabled, data_coach=coach)

    @staticmethod
    def _name(p: str, ctx) -> str:
        """A card or a piece of a word as words: « lettre C, 3 points », « joker pour C »."""
        if p == JOKER:
            return ctx.t("glossa.ui.card.joker")
        if p.startswith(JOKER):
            return ctx.t("glossa.ui.card.joker_as", letter=p[1:])
        if len(p) == 2:
            return ctx.t("glossa.ui.card.pair", letter=p, n=VALUE[p])
        return ctx.t("glossa.ui.card.letter", letter=p, n=VALUE[p])

    def _card(self, p: str, ctx, *, key=None, act=None, arg=None, pressed=None, selected=False, disabled=False,
              dim=False, small=False, from_=None, label=None, new=False, coach=None) -> str:
        """A Glossa card: its letter or two-letter group large, its value in the corner; a joker
        shows a star (and, in a word, what it stands for)."""
        card = card_of(p)
        shown = letters_of(p) if card == JOKER and p != JOKER else ("✱" if card == JOKER else card)
        value = 0 if card == JOKER else VALUE[card]
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
                   disabled=disabled, data_coach=coach,
                   aria_pressed=None if pressed is None else ("true" if pressed else "false"))

    # ================================================================== clicks and keys
    def handle(self, arg: str, view: dict, ctx):
        if arg.startswith("{"):
            try:
                data = json.loads(arg)
            except ValueError:
                return None
            return self._form(data, view, ctx)
        name, _, value = arg.partition(":")
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
        elif data.get("arg") in ("amount", "loan", "lender"):
            value = str(data.get("value", ""))
            if value.isdigit() and data["arg"] == "lender":
                self.handle(f"lender:{value}", view, ctx)
            elif value.isdigit():
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
                params["lender"] = ctx.name(action["lender"])
            return t(f"glossa.ui.hint.{kind}", **params)
        if kind == "conceal":
            return t("glossa.ui.hint.conceal", n=view["pot"])
        if kind == "show":
            word = view.get("word") or {"word": "", "value": 0}
            return t("glossa.ui.hint.show", word=word["word"], n=word["value"])
        if kind in ("enter", "sit_out", "check", "fold", "lend", "refuse", "no_loan", "end_after_deal"):
            return t(f"glossa.ui.hint.{kind}")
        return ""


def _word_indices(word, hand) -> set[int]:
    """Which of the hand's cards the declared word uses (a joker as itself)."""
    free = list(range(len(hand)))
    used = set()
    for p in word:
        card = card_of(p)
        index = next((i for i in free if hand[i] == card), None)
        if index is not None:
            free.remove(index)
            used.add(index)
    return used


def _listed(names, ctx) -> str:
    """« A, B et C » / "A, B and C"."""
    if len(names) <= 1:
        return "".join(names)
    return ctx.t("glossa.ui.list", first=", ".join(names[:-1]), last=names[-1])


def _plain_card(card: str, ctx) -> str:
    return ctx.t("glossa.ui.card.joker") if card == JOKER else card
