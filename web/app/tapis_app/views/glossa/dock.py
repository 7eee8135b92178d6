"""Glossa's dock: the sentence of the moment, your seven cards (to throw at the exchange, to lay
in your word), the word you play, and what you may do now: enter the deal or not, exchange,
show or not; the word builder, the bets and the loans have their own modules."""

from pyengine.glossa.materials import card_of

from ...html import button, esc, join, tag
from .common import Common


class Dock(Common):
    """The prompt, your cards, your word, the actions of the moment."""

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
