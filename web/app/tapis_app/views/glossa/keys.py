"""Glossa's clicks and keys: cards picked for the exchange, laid in the word or taken back, a
joker's meaning, the word typed, an amount or a lender chosen; a letter key lays the first free
card showing it; an action in words (hints)."""

import json

from pyengine.glossa.materials import JOKER, spell
from pyengine.glossa.rules import word_value

from .common import Common


class Keys(Common):
    """What a click or a key does (an engine action, or a change of ``self.ui``), and hints."""

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


def _plain_card(card: str, ctx) -> str:
    return ctx.t("glossa.ui.card.joker") if card == JOKER else card
