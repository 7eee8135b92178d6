"""Juggler's clicks and keys: a card added to the word or sent back, dragged, laid on the felt, a
word typed, the choice of a card to lay; a letter moves a card of it into the word, « - » sends
the last one back, Escape clears; an action in words (hints)."""

import json

from .common import Common


class Keys(Common):
    """What a click or a key does (an engine action, or a change of the arrangement), and hints."""

    def handle(self, arg, view, ctx):
        self.sync(view, ctx)
        hand = view.get("hand") or []
        if arg.startswith("{"):
            try:
                data = json.loads(arg)
            except ValueError:
                return None
            if isinstance(data, dict):
                self.typed(str(data.get("word", data.get("value", "")))[:20], view)
            return None
        if arg == "type-go":  # the field's change event has already arranged the hand
            return None
        if arg.startswith("move:"):
            card, _, target = arg[5:].partition(":")
            if target == "table":  # a card dropped on the felt is laid (the engine judges)
                if card in hand and self.acting(view, ctx) and view["step"] == "lay":
                    return {"type": "lay", "card": card}
                return None
            self.move(card, target, hand)
            return None
        name, _, value = arg.partition(":")
        if name == "add" and value in hand and value not in self.word:
            self.word.append(value)
        elif name == "back" and value in self.word:
            self.word.remove(value)
        elif name == "pop" and self.word:
            self.word.pop()
        elif name == "clear":
            self.word = []
        elif name == "lay-mode" and self.acting(view, ctx) and view["step"] == "lay":
            self.ui["laying"] = True
            return None
        elif name == "lay-cancel":
            self.ui.pop("laying", None)
            return None
        self.ui.pop("typed_error", None)
        return None

    def key(self, key, view, ctx):
        """A letter moves a card of it from the rest to the word; « - » sends the last one
        back; Escape leaves the choice of a card to lay, else clears the word."""
        me = ctx.seat
        hand = view.get("hand") or []
        if me is None or not hand or view["over"] or view.get("announced"):
            return None
        self.sync(view, ctx)
        if key == "Escape" and self.ui.get("laying"):
            self.ui.pop("laying", None)
            return True
        if key == "Escape" and self.word:
            self.word = []
            return True
        if key == "-" and self.word:
            self.word.pop()
            return True
        if len(key) == 1 and key.isalpha():
            letter = key.upper()
            for card in hand:
                if card not in self.word and view["letters"][card] == letter:
                    self.word.append(card)
                    return True
        return None

    def reset(self) -> None:
        """After every move: forget a typing error and the choice of a card to lay; the
        arrangement stays (see ``sync``)."""
        self.ui = {}

    # ================================================================== hints
    def describe(self, action, view, ctx) -> str:
        t = ctx.t
        kind = action.get("type")
        letters = view["letters"]
        if kind == "draw":
            return t("juggler.ui.describe.draw", deck={"key": f"juggler.deck.{action['deck']}"})
        if kind == "take":
            return t("juggler.ui.describe.take", letter=letters[action["card"]])
        if kind == "no_take":
            return t("juggler.ui.describe.no_take")
        if kind == "lay":
            return t("juggler.ui.describe.lay", letter=letters[action["card"]])
        if kind == "keep":
            return t("juggler.ui.describe.keep")
        if kind == "announce":
            word = self.spelled(action["cards"], view)
            value = sum(self.value_of(c, view) for c in action["cards"])
            if action["lay"]:
                return t("juggler.ui.describe.lay_announce", letter=letters[action["lay"]], word=word, n=value)
            return t("juggler.ui.describe.announce", word=word, n=value)
        if kind == "declare":
            if not action["cards"]:
                return t("juggler.ui.describe.no_word")
            word = self.spelled(action["cards"], view)
            found = (view.get("words") or {}).get(word)
            return t("juggler.ui.describe.declare", word=word, n=found[1] if found else 0)
        return ""
