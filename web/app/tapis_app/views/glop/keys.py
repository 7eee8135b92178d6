"""Glop's clicks and keys: a hand card chosen (again: put back), a table card showing the next take
that holds it, the memorised hand put away; ← → choose a card, ↑ ↓ step through its takes,
digits make takes 1 to 9, P lays, Escape puts the card back."""

from .common import Common


class Keys(Common):
    """What a click or a key does (an engine action, or a change of ``self.ui``)."""

    def handle(self, arg, view, ctx):
        kind, _, value = arg.partition(":")
        if kind == "card" and self.studying(view, ctx):
            self.handle("studied", view, ctx)  # touching your cards ends the study of the other hand
        if kind == "card":
            if self.ui.get("card") == value:
                self.ui = {}
            elif view["hand"] and value in view["hand"]:
                self.ui = {"card": value, "take": 0}
            return None
        if kind == "table":
            move = self.selected_move(view)
            if move:
                takes = move["takes"]
                start = self.ui.get("take", 0)
                # the next take (after the one shown) that holds this table card
                for step in range(1, len(takes) + 1):
                    n = (start + step) % len(takes)
                    if value in takes[n]:
                        self.ui["take"] = n
                        break
            return None
        if kind == "cancel":
            self.ui = {}
            return None
        if kind == "studied" and view["memory"]:
            self.studied = (view["deal"], ctx.seat, tuple(view["memory"]["cards"]))
            self.ui = {"studied": True}  # (the guide's next step: the playing hand is face up)
            return None
        return None

    def key(self, key, view, ctx):
        hand = view["hand"] or []
        if not hand or view["over"]:
            return None
        card = self.ui.get("card")
        if key in ("ArrowLeft", "ArrowRight") and self.studying(view, ctx):
            self.handle("studied", view, ctx)  # choosing a card ends the study of the other hand
        if key in ("ArrowLeft", "ArrowRight"):
            if self.compulsory(view, ctx):  # (the cards out of play are stepped over)
                hand = [m["card"] for m in view["moves"] if self.playable(m)]
            if card in hand:
                i = (hand.index(card) + (1 if key == "ArrowRight" else -1)) % len(hand)
            else:
                i = 0 if key == "ArrowRight" else len(hand) - 1
            self.ui = {"card": hand[i], "take": 0}
            return True
        if key == "Escape" and card:
            self.ui = {}
            return True
        move = self.selected_move(view)
        if move is None:
            return None
        if key in ("ArrowUp", "ArrowDown") and len(move["takes"]) > 1:
            # the previous or next take, shown on the table; the focus follows it (it carries
            # the focus key the shown take's button had)
            step = 1 if key == "ArrowDown" else -1
            self.ui["take"] = (self.ui.get("take", 0) + step) % len(move["takes"])
            return True
        if key.isdigit() and key != "0":
            n = int(key) - 1
            if n < len(move["takes"]):
                return {"type": "take", "card": move["card"], "cards": move["takes"][n]}
            return None
        if key.lower() == "p":
            # the engine refuses laying when a card could take, with its own sentence
            return {"type": "lay", "card": move["card"]}
        return None

    def reset(self) -> None:
        self.ui = {}
