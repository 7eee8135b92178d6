"""Glop's dock: the sentence of the moment, your hand (with the reserve face down at its end),
and what the chosen card does: its takes, one button each, laying it, another card; an action in
words (the hint line)."""

from pyengine.glop import materials

from ...html import esc, tag
from ..parts import play_mark, said_apart
from .common import Common


class Dock(Common):
    """The prompt, the hand and the chosen card's choices."""

    def prompt(self, view, ctx, studying: bool) -> str:
        if studying:
            return ctx.t("glop.ui.memory.study_prompt")
        move = self.selected_move(view)
        if not self.my_turn(view, ctx):
            return ctx.t("glop.ui.not_yet") if move is not None else ""
        if move is None:
            if self.compulsory(view, ctx):  # the reason the dimmed cards cannot be played
                return ctx.t("glop.ui.pick_taker")
            return ctx.t("glop.ui.pick_card" if view["table"] else "glop.ui.table_empty")
        name = self.card_name(move["card"], ctx)
        if len(move["takes"]) > 1:
            return ctx.t("glop.ui.choose_take_with", card=name)
        if move["takes"]:
            return ctx.t("glop.ui.take_with", card=name)
        return ctx.t("glop.ui.lay_only" if move["lay"] else "glop.ui.must_take_card", card=name)

    def hand(self, view, ctx, person: bool) -> str:
        me = ctx.seat
        if me is None:
            return ""
        selected = self.ui.get("card")
        hint = ctx.hint if ctx.hint and view["current"] == me else None
        cards = []
        hand = [m["card"] for m in view["moves"]] if view["moves"] else (view["hand"] or [])
        # taking compulsory: the cards that take marked, the others dimmed and out of play (the
        # sentence of the moment says why; each card's name says whether it takes)
        compulsory = person and self.compulsory(view, ctx)
        for i, card in enumerate(hand):
            cls = "is-hint" if hint and hint.get("card") == card else ""
            if person and view["moves"]:
                is_sel = card == selected
                label = None
                playable = True
                if compulsory:
                    playable = self.playable(view["moves"][i])
                    cls += play_mark(playable, marked=True)
                    label = ctx.t("glop.ui.card.takes" if playable else "glop.ui.card.no_take",
                                  card=self.card_label(card, view, ctx))
                cards.append(self.card(card, view, ctx, act="view", arg=f"card:{card}", cls=cls.strip(),
                                       selected=is_sel, pressed=is_sel, label=label,
                                       disabled=not playable and not is_sel,
                                       focus=f"hand:{i}:open" if is_sel else f"hand:{i}"))
            else:
                cards.append(self.card(card, view, ctx, cls=cls))
        reserve = self.reserve(view, ctx)
        if reserve:  # the reserve waits face down at the end of the hand, with its count
            cards.append(tag("div", tag("span", esc(reserve), class_="glop-reserve-count", aria_hidden="true"),
                             class_="card card--back glop-reserve-pile", role="img",
                             aria_label=ctx.t("glop.ui.reserve", n=reserve)))
        return "".join(cards)

    @staticmethod
    def hand_face_down(view) -> str:
        """The playing hand as backs, while the hand looked at (the reserve) is memorised."""
        return "".join(tag("div", "", class_="card card--back glop-hand-later") for _ in view["hand"] or [])

    def hand_size(self, view, ctx) -> int:
        cards = len(view["moves"]) if view["moves"] else len(view["hand"] or [])
        return cards + (1 if self.reserve(view, ctx) else 0)

    def choices(self, view, ctx) -> str:
        """The chosen card's takes (one button each), laying it, another card."""
        move = self.selected_move(view)
        if move is None:
            return ""
        index = next(i for i, m in enumerate(view["moves"]) if m is move)
        card = move["card"]
        name = self.card_name(card, ctx)
        mine = self.my_turn(view, ctx)
        hint = ctx.hint if mine else None
        buttons = []
        shown = self.ui.get("take", 0)
        royal = view["cards_left"] == 1
        for n, (take, glop) in enumerate(zip(move["takes"], move["glops"])):
            # the sentence escaped, then the cards (HTML: coloured symbols) put in its place
            text = esc(ctx.t("glop.ui.take", cards_text="\x00")).replace("\x00", self.short_html(take, view))
            badge = ""
            if glop:
                badge = " " + tag("strong", esc(ctx.t("glop.ui.royal_badge" if royal else "glop.ui.glop_badge")),
                                  class_="glop-badge")
            # the digit that makes it, for the first nine (↑ ↓ reach the others)
            number = tag("span", str(n + 1), class_="glop-key", aria_hidden="true") \
                if 1 < len(move["takes"]) and n < 9 else ""
            action = {"type": "take", "card": card, "cards": take}
            cls = "btn glop-choice" + (" is-shown" if n == shown and len(move["takes"]) > 1 else "") + \
                (" is-hint" if hint == action else "")
            heard = ctx.t("glop.ui.take_label", cards=self.names(take, ctx)) + \
                (" — " + ctx.t("glop.ui.glop_badge") if glop else "")
            buttons.append(self.play_button(said_apart(number + text + badge, heard), action, cls=cls,
                                            disabled=not mine,
                                            focus=f"hand:{index}" if n == shown else f"choice:{n}"))
        action = {"type": "lay", "card": card}
        if not (self.compulsory(view, ctx) and move["takes"]):  # (laying is out of the question then: said above)
            buttons.append(self.play_button(said_apart(esc(ctx.t("glop.ui.lay")), ctx.t("glop.ui.lay_label", card=name)),
                                            action, cls="btn glop-choice" + (" is-hint" if hint == action else ""),
                                            disabled=not mine or not move["lay"],
                                            focus=f"hand:{index}" if not move["takes"] else "choice:lay"))
        # the focus goes back to the card when the choice is cancelled; on a phone the button is a
        # cross, its words kept for screen readers (glop.css)
        words = tag("span", "×", class_="glop-cancel-icon", aria_hidden="true") + \
            tag("span", esc(ctx.t("glop.ui.cancel")), class_="glop-cancel-word")
        buttons.append(self.view_button(words, "cancel", cls="btn btn--ghost glop-cancel", focus=f"hand:{index}"))
        return "".join(buttons)

    # ================================================================== hints
    def describe(self, action, view, ctx) -> str:
        card = self.card_name(action["card"], ctx)
        if action.get("type") == "lay":
            return ctx.t("glop.ui.describe.lay", card=card)
        taken = action.get("cards") or []
        # the engine says which takes are glops (a view counts nothing itself)
        move = next((m for m in view["moves"] or [] if m["card"] == action["card"]), None)
        glop = bool(move) and any(glop and sorted(take) == sorted(taken)
                                  for take, glop in zip(move["takes"], move["glops"]))
        return ctx.t("glop.ui.describe.glop" if glop else "glop.ui.describe.take",
                     cards=materials.short(taken), card=card)
