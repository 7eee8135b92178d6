"""Juggler's dock: the sentence of the moment, your hand in one row (the cards arranged into your
word first, framed, then the others; lay buttons while a card is being laid) and the actions of
the moment (take nothing, lay, keep, announce, declare)."""

from ...html import esc, join, tag
from .common import Common


class Dock(Common):
    """The prompt, the hand and the actions."""

    # ---- the sentence of the moment
    def prompt(self, word, rest, view, ctx) -> str:
        if not self.acting(view, ctx):
            return ""
        t = ctx.t
        step = view["step"]
        closing = view["closing"]
        last = closing is not None and ctx.seat in closing["to_play"]
        if step == "take":
            return t("juggler.ui.prompt.take_last" if last else "juggler.ui.prompt.take")
        if step == "lay":
            if self.laying(view, ctx):
                return t("juggler.ui.prompt.lay_pick")
            if last:
                return t("juggler.ui.prompt.lay_last")
            return t("juggler.ui.prompt.lay" if view["may_announce"] else "juggler.ui.prompt.lay_only")
        return t("juggler.ui.prompt.reveal")

    # ---- your hand, one row, the word first
    def hand_label(self, view, ctx) -> str:
        me = ctx.seat
        if me is None:
            return ""
        if ctx.is_bot(me) or not ctx.person:
            return ctx.t("juggler.ui.hand_of", name=ctx.name(me))
        return ctx.t("juggler.ui.hand")

    def hand(self, word, rest, view, ctx) -> str:
        t = ctx.t
        me = ctx.seat
        taken = view["taken"]
        new = taken["card"] if taken and taken["seat"] == me else None
        arranging = self.arranging(view, ctx)
        laying = self.laying(view, ctx)
        hint = ctx.hint if self.acting(view, ctx) else None
        lay_hint = hint["card"] if hint and hint.get("type") == "lay" else None

        def one(card, i, row, in_word):
            cls = join(["is-new" if card == new else "", " is-hint" if card == lay_hint else ""]).strip()
            from_ = self.new_from(card, taken, me)
            if laying:
                action = {"type": "lay", "card": card}
                return self.card(card, view, ctx, act="play", arg=action, cls=join([cls, " jg-layable"]).strip(),
                                 label=t("juggler.ui.lay_label", card=self.card_label(card, view, ctx)),
                                 # the first card takes the focus of « Poser une carte »
                                 focus="lay-mode" if i == 0 and in_word == bool(word) else f"lay:{card}",
                                 from_=from_, move=self.move_attrs(card, None, i))
            if not arranging:
                return self.card(card, view, ctx, cls=cls, from_=from_)
            if in_word:
                return self.card(card, view, ctx, act="view", arg=f"back:{card}", focus=f"word:{card}",
                                 move=self.move_attrs(card, row, i), cls=cls, from_=from_,
                                 label=t("juggler.ui.back_label", card=self.card_label(card, view, ctx)))
            return self.card(card, view, ctx, act="view", arg=f"add:{card}", focus=f"rest:{i}",
                             move=self.move_attrs(card, None, i), cls=cls, from_=from_,
                             label=t("juggler.ui.add_label", card=self.card_label(card, view, ctx)))

        drops = arranging and not laying  # cards dragged onto the word join it; onto the rest, leave it
        if word:
            spelled = self.spelled(word, view)
            word_label = t("juggler.ui.word_group", word=spelled) if not view.get("announced") \
                else t("juggler.ui.word_group.announced", word=spelled)
            word_html = tag("div", tag("span", esc(t("juggler.ui.word_tag")), class_="jg-word-tag", aria_hidden="true") +
                            "".join(one(c, i, word, True) for i, c in enumerate(word)),
                            class_="jg-group jg-word", role="group", aria_label=word_label,
                            data_drop="word" if drops else None, data_coach="word")
        elif not arranging:
            word_html = ""
        else:
            # an empty slot where the word will form (and a place to drop a card)
            word_html = tag("div", tag("span", esc(t("juggler.ui.word_slot")), class_="jg-slot-text"),
                            class_="jg-group jg-word jg-word--empty", role="group",
                            aria_label=t("juggler.ui.word_group.empty"), data_drop="word" if drops else None,
                            data_coach="word")
        rest_html = tag("div", "".join(one(c, i, rest, False) for i, c in enumerate(rest)),
                        class_="jg-group jg-rest", role="group", aria_label=t("juggler.ui.rest", n=len(rest)),
                        data_drop="rest" if drops else None) if rest or drops else ""
        return word_html + rest_html

    def new_from(self, card, taken, me):
        """A card just drawn from a deck flies in from that deck."""
        if taken and taken["seat"] == me and taken["card"] == card and taken["from"] != "table":
            return f"deck-{taken['from']}"
        return None

    # ---- the actions of the moment
    def actions(self, word, rest, view, ctx) -> str:
        if not self.acting(view, ctx):
            return ""
        t = ctx.t
        hint = ctx.hint
        step = view["step"]
        if step == "take":
            action = {"type": "no_take"}
            return self.play_button(esc(t("juggler.ui.no_take")), action, data_coach="no-take",
                                    cls="btn" + (" is-hint" if hint == action else ""))
        if step == "lay":
            if self.laying(view, ctx):
                return self.view_button(esc(t("juggler.ui.lay_cancel")), "lay-cancel", cls="btn btn--ghost",
                                        focus="lay-mode")
            hand = view["hand"] or []
            lay_hinted = bool(hint and hint.get("type") == "lay")
            lay = self.view_button(esc(t("juggler.ui.lay")), "lay-mode", data_coach="lay", focus="lay-mode",
                                   cls="btn" + (" is-hint" if lay_hinted else ""), disabled=not hand)
            keep_action = {"type": "keep"}
            keep = self.play_button(esc(t("juggler.ui.keep")), keep_action, data_coach="keep",
                                    cls="btn" + (" is-hint" if hint == keep_action else ""))
            announce = self.announce_button(word, rest, view, ctx) if view["may_announce"] else ""
            return lay + keep + announce
        # the reveal: show one word (or none)
        spelled = self.spelled(word, view)
        words = view.get("words") or {}
        honour = view["check_words"] == "honour"
        action = {"type": "declare", "cards": list(word)}
        if word and spelled in words:
            label = t("juggler.ui.declare", word=spelled, n=words[spelled][1])
        elif word and honour:
            label = t("juggler.ui.declare_invalid", word=spelled)
        elif word:  # (the live check above says why it cannot be shown)
            label = t("juggler.ui.declare_refused", word=spelled)
        else:
            label = t("juggler.ui.declare_empty")
        declare = self.play_button(esc(label), action, cls="btn btn--primary" + (" is-hint" if hint == action else ""),
                                   disabled=not word or (spelled not in words and not honour), data_coach="declare")
        none_action = {"type": "declare", "cards": []}
        none = self.play_button(esc(t("juggler.ui.no_word")), none_action, data_coach="no-word",
                                cls="btn" + (" is-hint" if hint == none_action else ""))
        return declare + none

    def announce_button(self, word, rest, view, ctx) -> str:
        """« J'annonce »: the word must use the whole hand, or all of it but the one card left
        out, which is laid first. The engine's ``announce`` lists what it accepts (strict).
        Unavailable, the button stays, disabled, and says how to make it available."""
        t = ctx.t
        hint = ctx.hint
        spelled = self.spelled(word, view)
        honour = view["check_words"] == "honour"
        action = None
        why = "juggler.ui.announce.how"
        if word and len(rest) <= 1:
            lay = rest[0] if rest else None
            listed = any(o["lay"] == lay and spelled in o["words"] for o in view["announce"] or [])
            if listed or honour:
                action = {"type": "announce", "lay": lay, "cards": list(word)}
            else:
                why = "juggler.ui.announce.not_word"
        if action:
            value = sum(self.value_of(c, view) for c in word)
            if action["lay"]:
                label = t("juggler.ui.announce.lay", letter=view["letters"][action["lay"]], word=spelled, n=value)
            else:
                label = t("juggler.ui.announce.keep", word=spelled, n=value)
            is_hint = hint and hint.get("type") == "announce"
            return self.play_button(esc(label), action, data_coach="announce", title=t("juggler.ui.announce.note"),
                                    cls="btn btn--primary jg-announce" + (" is-hint" if is_hint else ""))
        button = self.view_button(esc(t("juggler.ui.announce")), "noop", cls="btn jg-announce", disabled=True,
                                  aria_describedby="jg-announce-why", data_coach="announce")
        return tag("span", button + tag("span", esc(t(why)), class_="jg-note", id="jg-announce-why"),
                   class_="jg-announce-wrap")
