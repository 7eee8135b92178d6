"""Juggler's word, above your hand: the arrangement (your word and the rest of your cards, or the
word announced, the computer's best, the word shown at the end), its live check from the
engine's ``words`` table, the tools to clear it or type a word; and the arrangement's changes (a
card dragged or moved by an arrow, a word typed)."""

from ...html import esc, tag
from ..parts import word_field
from .common import Common


class Word(Common):
    """The word being arranged, checked as you arrange it."""

    def arrangement(self, view, ctx):
        """(word, rest): the person's arranged word and the other cards; the announced word once
        announced; the computer's best word in watch mode; the word shown at the end."""
        hand = view.get("hand") or []
        me = ctx.seat
        if me is None:
            return [], []
        word = [c for c in self.word if c in hand]
        if view.get("announced"):
            word = list(view["announced"])
        elif ctx.is_bot(me) and view.get("best"):
            word = self.cards_for(view["best"]["word"], hand, view)
        if view["over"] and view["last_hand"]:
            word = list(view["last_hand"]["lines"][me]["cards"])
            return word, [c for c in hand if c not in word]
        return word, [c for c in hand if c not in word]

    # ---- your word, checked as you arrange it
    def work(self, word, rest, view, ctx) -> str:
        """The live check of the arranged word and the tools to arrange it (clear it, type a
        word); what you declared while the others choose; the announced word."""
        t = ctx.t
        hand = view.get("hand") or []
        me = ctx.seat
        if view["over"]:
            return ""
        if view.get("announced"):
            value = sum(self.value_of(c, view) for c in word)
            line = tag("span", esc(t("juggler.ui.announced_word", word=self.spelled(word, view), n=value)))
            return tag("div", tag("p", line, class_="jg-live"), class_="jg-work")
        if ctx.is_bot(me):  # watch mode: the computer player on screen holds up its best word
            text = ctx.t("juggler.ui.word_of", name=ctx.name(me)) + (" " + self.spelled(word, view) if word else "")
            return tag("div", tag("p", esc(text), class_="jg-live"), class_="jg-work")
        if view["step"] == "reveal" and view.get("declaration") is not None:
            declared = view["declaration"]
            text = t("juggler.ui.declared_yours", word=self.spelled(declared, view)) if declared \
                else t("juggler.ui.declared_none")
            return tag("div", tag("p", esc(text), class_="jg-live"), class_="jg-work")
        if ctx.replay:  # the word being arranged and its tools: nothing of them is replayed
            return ""
        return tag("div", self.live_check(word, hand, view, ctx) + self.word_tools(word, view, ctx), class_="jg-work")

    def live_check(self, word, hand, view, ctx) -> str:
        """« CHEVEU ✓ un mot, 17 points — avec les autres cartes en moins : 16 »."""
        t = ctx.t
        if not word:
            return tag("p", tag("span", esc(t("juggler.ui.word_empty")), class_="jg-extra"),
                       class_="jg-live jg-live--empty", aria_live="polite", data_coach="live")
        spelled = self.spelled(word, view)
        found = (view.get("words") or {}).get(spelled)
        if found:
            value, score = found
            extra = t("juggler.ui.live.whole") if len(word) == len(hand) else t("juggler.ui.live.score", n=score)
            text = tag("strong", esc(spelled), class_="jg-spelled") + " " + \
                tag("span", esc("✓ " + t("juggler.ui.is_word", n=value)), class_="jg-ok") + " " + \
                tag("span", esc(extra), class_="jg-extra")
        else:
            text = tag("strong", esc(spelled), class_="jg-spelled") + " " + \
                tag("span", esc("✗ " + t("juggler.ui.not_word")), class_="jg-bad")
        return tag("p", text, class_="jg-live", aria_live="polite", data_coach="live")

    def word_tools(self, word, view, ctx) -> str:
        """Clear the word; type a word to arrange the hand for it. The field reports its value
        when it changes (Enter or leaving it); the form's own submission is taken by the
        page's click handler, so its button only moves the focus out of the field."""
        t = ctx.t
        # (on a phone the button is a cross, its name heard)
        clear = self.view_button(tag("span", "✕", class_="jg-clear-icon", aria_hidden="true") +
                                 tag("span", esc(t("juggler.ui.clear")), class_="jg-clear-word"), "clear",
                                 cls="btn btn--chip jg-clear", title=t("juggler.ui.clear")) if word else ""
        error = self.ui.get("typed_error")
        field = tag("label", esc(t("juggler.ui.type")), for_="jg-type", class_="jg-type-label") + \
            word_field("jg-type", "jg-type-field", 20, data_act="view", data_arg="typed", value=self.ui.get("typed", ""),
                       aria_describedby="jg-type-error" if error else None) + \
            tag("button", esc(t("juggler.ui.type.go")), type="submit", class_="btn btn--chip", data_act="view",
                data_arg="type-go")
        form = tag("form", field, data_act="view", class_="jg-type", data_coach="type-word")
        note = tag("p", esc(t("juggler.ui.type.error", word=error)), class_="jg-bad jg-type-error",
                   id="jg-type-error", role="alert") if error else ""
        return tag("div", clear + form + note, class_="jg-tools")

    # ---- the arrangement changed: a card moved, a word typed
    def move(self, card, target, hand) -> None:
        """A card dragged (or moved by arrow) onto ``target``: another card of the word (it takes
        that card's place), the word itself (it goes last), the rest or a card of the rest (it
        leaves the word)."""
        if card not in hand:
            return
        word = [c for c in self.word if c in hand]
        if target == "rest" or (target in hand and target not in word):
            self.word = [c for c in word if c != card]
            return
        if target == card:
            return
        if target == "word":
            self.word = [c for c in word if c != card] + [card]
            return
        if target not in word:
            return
        origin = word.index(card) if card in word else None
        moving_right = origin is not None and origin < word.index(target)
        if origin is not None:
            word.remove(card)
        # moving right lands after the target; moving left, or in from the rest, before it
        word.insert(word.index(target) + (1 if moving_right else 0), card)
        self.word = word

    def typed(self, text: str, view) -> None:
        """Arrange the hand to spell the typed word (letters as the lexicon writes them: no
        accents); say so when the hand lacks a letter."""
        from pyengine.lexicon import normalize  # the same folding as the word checks

        hand = view.get("hand") or []
        letters = normalize(text.strip(), view.get("edition", "fr"))  # German: Ü → UE, ß → SS
        self.ui["typed"] = text
        if not letters:
            self.word = []
            self.ui.pop("typed_error", None)
            return
        word = self.cards_for(letters, hand, view)
        if not word:
            self.ui["typed_error"] = letters
            return
        self.word = word
        self.ui.pop("typed_error", None)
