"""Le Glükz's clicks and keys: a value of the hand chosen one more card at a time, a face-up
card chosen, all of a value (A), lay (P), take (R), Escape; an action in words (hints)."""

from .common import Common, rank_of


class Keys(Common):
    """What a click or a key does (an engine action, or a change of ``self.ui``), and hints."""

    def handle(self, arg: str, view: dict, ctx):
        if not self._interactive(view, ctx):
            return None
        moves = view["moves"]
        chosen = self._chosen(view)
        if arg.startswith("rank:"):  # one more card of that value (none again after the last)
            same = [c for c in self._source_cards(view) if rank_of(c) == arg[5:]]
            if not same:
                return None
            if chosen and rank_of(chosen[0]) == arg[5:]:
                rest = [c for c in same if c not in chosen]
                chosen = chosen + rest[:1] if rest else []
            else:
                chosen = same[:1]
            self.ui["chosen"] = chosen
            return None
        if arg.startswith("card:"):
            card = arg[5:]
            if card not in self._source_cards(view):
                return None
            if card in chosen:
                chosen.remove(card)
            elif chosen and rank_of(chosen[0]) == rank_of(card):
                chosen.append(card)
            else:
                chosen = [card]
            self.ui["chosen"] = chosen
            return None
        if arg == "clear":
            self.ui["chosen"] = []
            return None
        if arg == "all":
            if chosen:
                rank = rank_of(chosen[0])
                self.ui["chosen"] = [c for c in self._source_cards(view) if rank_of(c) == rank]
            return None
        if arg == "lay":  # nothing chosen: nothing to lay (a too-low choice gets the engine's reason)
            return {"type": "play", "cards": chosen} if chosen else None
        if arg == "take" and moves.get("take"):
            return {"type": "take", "cards": chosen or list(moves["take_default"])}
        return None

    def key(self, key: str, view: dict, ctx):
        if not self._interactive(view, ctx):
            return None
        lowered = key.lower()
        if lowered == "p":
            return self.handle("lay", view, ctx)
        if lowered == "r":
            return self.handle("take", view, ctx)
        if lowered == "a":
            self.handle("all", view, ctx)
            return True
        if key == "Escape" and self.ui.get("chosen"):
            self.ui["chosen"] = []
            return True
        return None

    # ================================================================== hints
    def describe(self, action: dict, view: dict, ctx) -> str:
        if action.get("type") == "flip":
            return ctx.t("glukz.ui.describe.flip", n=action["slot"] + 1)
        cards = action.get("cards") or []
        if not cards:
            return ""
        what = self._rank_phrase(cards)
        if action["type"] == "take":
            return ctx.t("glukz.ui.describe.take", what=what)
        stage = (view.get("moves") or {}).get("stage", "hand")
        return ctx.t("glukz.ui.describe.play", what=what, where={"key": f"glukz.where_you.{stage}"})
