"""Glossa's word builder: the word as laid so far (each piece a button that takes it back), its
value and the dictionary's verdict from the engine's own helpers (``describe_word``,
``spell_text``), the word typed whole, and what a joker stands for."""

from pyengine.glossa.materials import JOKER, card_of
# The word builder's helpers: pure, they read only your own cards and the word list (views/base.py)
from pyengine.glossa.game import describe_word
from pyengine.glossa.rules import spell_text

from ...html import button, esc, join, tag
from ..parts import word_field
from .common import Common


class Word(Common):
    """The word being built, checked at every tap."""

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
            word_field("glossa-type", "g-type-field", 16, data_act="view", data_arg="typed",
                       value=self.ui.get("typed", "")),
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

    def _use(self, index: int, hand) -> None:
        if index >= len(hand) or index in {i for i, _ in self.ui.get("word", [])}:
            return
        if hand[index] == JOKER:
            self.ui["joker"] = index  # the player says what it stands for next
        else:
            self.ui.setdefault("word", []).append((index, hand[index]))

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
