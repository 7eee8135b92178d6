"""Juggler's table on one screen: the other players on top (their totals, their cards in hand
counted by deck, the cards seen going into their hands), the felt in the middle (the two decks
and the face-up cards; a banner once someone has announced), and the dock: the sentence of the
moment, the live check of your word, your hand in one row — the cards arranged into your word
first, framed, then the others — and the actions of the moment.

Each card of your hand is drawn once. A tap (or a letter key) moves a card from the rest to
the end of the word, a tap on a word card sends it back; cards are reordered by dragging them,
or with ← → on a focused word card; a word can also be typed and the hand arranged to spell it.
The live check reads the engine's ``words`` table: « c'est un mot, il vaut N » and what it
would score if the hand (« la partie » of the rule book) ended now. The arrangement is yours: it
survives the other players' moves and your own draws, and is forgotten only when the hand ends.

To lay a card: « Poser une carte », then the card (the hand's cards turn into lay buttons for
that moment), or drag the card onto the felt.

Everything legal comes from the engine's view: the decks that can be drawn from, the table,
``announce`` (the whole-hand words each lay allows), ``may_announce``, ``words`` (what the hand
spells and scores), the reveal's ``declarer`` and the last hand's score sheet. The view only
turns the arrangement into the action the person asks for (draw, take, lay, announce, declare);
the engine refuses an illegal one with its own sentence.

The end of a hand (its reveal: each player's word, value, unused cards and score) is the recap
shown over the table before the next hand starts.

Animation keys: every card of the hand in play is ``h<hand number>-<card id>``, wherever it is
(your word, your rest, the table, the cards seen in another player's hand), so a card taken
from the table flies into that hand and a card laid flies onto the felt; a card another player
draws flies from its deck to their place; the previous hand's cards on the recap and the sheet
have no key (their ids are dealt again).
"""

import json

from ..guide import Guide, Step
from ..html import attrs, esc, join, tag
from ..review import hand_sentence
from .art import suit_mark
from .base import GameView, Recap, Table
from .parts import piece

SUIT = {"vowels": "♦", "consonants": "♠"}  # a mark per deck: colour is never the only cue


def _mine(view, ctx, step):
    return view["step"] == step and view["current"] == ctx.seat


# The guided first game: two players against the easy computer, in French.
GUIDE = Guide("juggler", "h,easy", 41, [
    Step("welcome", lambda view, ctx, ui: True),
    Step("take", lambda view, ctx, ui: _mine(view, ctx, "take"), target="deck-vowels", wait="act"),
    Step("word", lambda view, ctx, ui: _mine(view, ctx, "lay"), target="hand"),
    Step("lay", lambda view, ctx, ui: _mine(view, ctx, "lay"), target="actions", wait="act"),
    Step("table", lambda view, ctx, ui: bool(view["table"]) and _mine(view, ctx, "take"), target="table-cards"),
    Step("announce", lambda view, ctx, ui: _mine(view, ctx, "lay") and view["turns"] >= 4, target="announce"),
    Step("banner", lambda view, ctx, ui: view["announcer"] is not None and view["announcer"] != ctx.seat,
         target="banner", anytime=True, optional=True),
    Step("reveal", lambda view, ctx, ui: view["step"] == "reveal", target="hand", anytime=True),
])


class View(GameView):
    game_id = "juggler"
    GUIDE = GUIDE
    shortcuts = [("A–Z", "juggler.ui.key.letters"), ("-", "juggler.ui.key.back"), ("← →", "juggler.ui.key.arrows"),
                 ("Échap / Esc", "juggler.ui.key.escape")]

    def __init__(self):
        super().__init__()
        self.word: list[str] = []  # the card ids of the word being arranged, in order
        self.word_hand = None  # the (hand number, seat) the arrangement belongs to

    # ================================================================== words
    def deck_of(self, card, view) -> str:
        return "vowels" if view["letters"][card] in view["vowel_letters"] else "consonants"

    def value_of(self, card, view) -> int:
        return view["values"][view["letters"][card]]

    def card_label(self, card, view, ctx) -> str:
        """« lettre K, consonne, 10 points »."""
        letter = view["letters"][card]
        return ctx.t("juggler.ui.card_label", letter=letter, n=view["values"][letter],
                     kind=ctx.t(f"juggler.ui.kind.{self.deck_of(card, view)}"))

    def spelled(self, cards, view) -> str:
        return "".join(view["letters"][c] for c in cards)

    @staticmethod
    def key_of(card, view) -> str:
        return f"h{view['hand_number']}-{card}"

    @staticmethod
    def names(seats, ctx) -> str:
        """« vous et Ordinateur 2 »: seats named inside a sentence (you as an object)."""
        words = [ctx.t("ui.name.you.object") if s == ctx.you else ctx.name(s) for s in seats]
        if len(words) <= 1:
            return "".join(words)
        return ctx.t("juggler.ui.list", first=", ".join(words[:-1]), last=words[-1])

    # ================================================================== pieces
    def card(self, card, view, ctx, *, key=True, act=None, arg=None, cls="", label=None, pressed=None,
             selected=False, from_=None, focus=None, small=False, disabled=False, move=None, coach=None) -> str:
        """A letter card: the letter and its value in the corner (readable when cards overlap),
        the letter large in the middle, the deck's mark at the foot."""
        letter = view["letters"][card]
        deck = self.deck_of(card, view)
        content = join([tag("span", tag("span", esc(letter), class_="jg-index-letter") +
                            tag("span", esc(view["values"][letter]), class_="jg-value"),
                            class_="jg-index", aria_hidden="true"),
                        tag("span", esc(letter), class_="jg-letter", aria_hidden="true"),
                        tag("span", suit_mark(SUIT[deck]), class_="jg-suit", aria_hidden="true")])
        classes = join(["card jg-card ", "card--red jg-card--vowel" if deck == "vowels" else "card--black jg-card--consonant",
                        " card--small" if small else "", f" {cls}" if cls else ""])
        name = label or self.card_label(card, view, ctx)
        data_key = self.key_of(card, view) if key else None
        if not act:
            return piece(content, label=name, cls=classes, key=data_key, selected=selected, from_=from_)
        # A button is named by its own screen-reader text rather than aria-label, so that what is
        # seen (« K 10 ») stays part of what is heard (« … lettre K, consonne, 10 points »).
        if isinstance(arg, dict):
            arg = json.dumps(arg, separators=(",", ":"), sort_keys=True)
        return tag("button", content + tag("span", esc(name), class_="sr-only"), type="button",
                   class_=classes + (" is-selected" if selected else ""), data_act=act, data_arg=arg,
                   data_key=data_key, data_from=from_, data_focus=focus or (f"card:{data_key}" if data_key else None),
                   disabled=disabled, aria_pressed=None if pressed is None else ("true" if pressed else "false"),
                   data_coach=coach, **(move or {}))

    @staticmethod
    def move_attrs(card, row, index):
        """Reordering by drag (onto another card, the word, the rest or the felt) and, in the
        word, by ArrowLeft / ArrowRight on the focused card (see ui.js)."""
        out = {"data_drag": card, "data_drop": card}
        if row is not None:
            if index > 0:
                out["data_arrow_left"] = f"move:{card}:{row[index - 1]}"
            if index + 1 < len(row):
                out["data_arrow_right"] = f"move:{card}:{row[index + 1]}"
        return out

    @staticmethod
    def deck_back(deck, count, ctx, *, act=None, arg=None, cls="", label=None) -> str:
        """A deck: the back of its cards (red or black) with the number left."""
        name = ctx.t(f"juggler.deck_short.{deck}")
        body = join([tag("span", suit_mark(SUIT[deck]), class_="jg-back-suit", aria_hidden="true"),
                     tag("span", esc(count), class_="jg-back-count", aria_hidden="true")])
        label = label or ctx.t("juggler.ui.deck_label", deck=name, n=count)
        classes = f"card jg-deck jg-deck--{deck}" + (" is-empty" if not count else "") + (f" {cls}" if cls else "")
        caption = tag("span", esc(name), class_="jg-deck-name", aria_hidden="true")
        if act:
            back = tag("button", body + tag("span", esc(label), class_="sr-only"), type="button", class_=classes,
                       data_act=act, data_arg=arg, data_anchor=f"deck-{deck}", data_focus=f"deck:{deck}",
                       disabled=not count, data_coach=f"deck-{deck}")
        else:
            back = tag("div", body, class_=classes, role="img", aria_label=label, data_anchor=f"deck-{deck}",
                       data_coach=f"deck-{deck}")
        return tag("div", back + caption, class_="jg-deck-wrap")

    # ================================================================== the table, zone by zone
    def draw(self, view, ctx) -> Table:
        me = ctx.seat
        self.sync(view, ctx)
        hint = ctx.hint
        if hint and hint.get("type") in ("announce", "declare") and hint.get("cards") \
                and self.ui.get("hinted") != hint:
            # a suggested word is laid out in the word, so its button is there to press
            self.word = [c for c in hint["cards"] if c in (view.get("hand") or [])]
            self.ui["hinted"] = hint
        players = view["players"]
        order = [(me + k) % players for k in range(1, players)] if me is not None else list(range(players))
        word, rest = self.arrangement(view, ctx)
        return Table(
            status=self.status(view, ctx),
            others="".join(self.other_seat(s, view, ctx) for s in order),
            center=self.felt(view, ctx),
            prompt=self.prompt(word, rest, view, ctx),
            work=self.work(word, rest, view, ctx) if me is not None else "",
            hand=self.hand(word, rest, view, ctx) if me is not None else "",
            hand_count=len(word) + len(rest) + (1 if self.arranging(view, ctx) and not word else 0),
            hand_label=self.hand_label(view, ctx),
            actions=self.actions(word, rest, view, ctx),
            sheet=self.sheet(view, ctx),
        )

    def sync(self, view, ctx) -> None:
        """Keep the arrangement to the cards still in hand; start afresh with a new hand."""
        owner = (view["hand_number"], ctx.seat)
        if self.word_hand != owner:
            self.word, self.word_hand = [], owner
        hand = view.get("hand") or []
        self.word = [c for c in self.word if c in hand]

    def acting(self, view, ctx) -> bool:
        """The person on screen is to move now."""
        me = ctx.seat
        if me is None or view["over"] or ctx.is_bot(me) or not ctx.person:
            return False
        return view["current"] == me or view["declarer"] == me

    def arranging(self, view, ctx) -> bool:
        """The person here may arrange the hand (not once announced, nor for a computer, nor in a
        replay: it shows the hand as it was, with no empty word to fill nor tools to fill it)."""
        me = ctx.seat
        return me is not None and ctx.person and not ctx.is_bot(me) and not view["over"] and \
            not view.get("announced") and not ctx.replay

    def laying(self, view, ctx) -> bool:
        """« Poser une carte » was pressed: the hand's cards lay for this moment."""
        return bool(self.ui.get("laying")) and self.acting(view, ctx) and view["step"] == "lay"

    def mover(self, view):
        return view["declarer"] if view["step"] == "reveal" else view["current"]

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

    # ---- the strip of facts: hand, dealer, target, your total
    def status(self, view, ctx) -> str:
        t = ctx.t
        me = ctx.seat
        facts = [tag("strong", esc(t("juggler.ui.hand_no", n=view["hand_number"])))]
        facts.append(tag("span", esc(ctx.about(view["dealer"], "juggler.ui.dealer")), class_="jg-dealer"))
        if me is not None:
            facts.append(tag("span", esc(ctx.about(me, "juggler.ui.total", n=view["totals"][me]))))
        facts.append(tag("span", esc(t("juggler.ui.target", n=view["target"]))))
        if view["check_words"] == "honour":
            facts.append(tag("span", esc(t("juggler.ui.honour"))))
        return "".join(facts)

    # ---- the other players
    def other_seat(self, seat, view, ctx) -> str:
        t = ctx.t
        n = view["hand_counts"][seat]
        vowels = view["hand_vowels"][seat]
        known = view["known"][seat]
        taken = view["taken"]
        drawing = taken and taken["seat"] == seat and taken["from"] != "table"
        # one small back per card, red for vowels, black for consonants; a card being drawn
        # now flies in from its deck
        backs = []
        for i in range(n):
            deck = "vowels" if i < vowels else "consonants"
            fresh = drawing and deck == taken["from"] and i == (vowels - 1 if deck == "vowels" else n - 1)
            backs.append(tag("span", "", class_=f"jg-mini jg-mini--{deck}",
                             data_key=f"drawn-{view['hand_number']}-{view['turns']}-{seat}" if fresh else None,
                             data_from=f"deck-{deck}" if fresh else None))
        sink = []
        move = view["last_moves"][seat]
        if move and move["taken"] and move["taken"]["from"] == "table" and move["taken"]["card"] not in known:
            sink.append(self.key_of(move["taken"]["card"], view))
        words = t("juggler.ui.count", n=n) + (t("juggler.ui.count_vowels", n=vowels) if vowels or not n
                                               else t("juggler.ui.count_vowels.none"))
        chips = tag("span", tag("span", suit_mark(SUIT["consonants"]), class_="jg-chip-suit") + esc(n - vowels),
                    class_="jg-chip jg-chip--consonants") + \
            tag("span", tag("span", suit_mark(SUIT["vowels"]), class_="jg-chip-suit") + esc(vowels), class_="jg-chip jg-chip--vowels")
        count = tag("div", tag("div", "".join(backs), class_="jg-minis", aria_hidden="true") +
                    tag("span", chips, class_="jg-chips", aria_hidden="true"),
                    class_="jg-hand-count", role="img", aria_label=words, data_sink=" ".join(sink) if sink else None)
        known_html = ""
        if known:
            cards = "".join(self.card(c, view, ctx, small=True) for c in known)
            known_html = tag("div", tag("span", esc(t("juggler.ui.known")), class_="jg-known-label") +
                             tag("div", cards, class_="jg-known-cards"), class_="jg-known")
        # (on a phone the total stands beside the counts, leaving the name its whole line)
        total = tag("span", esc(t("juggler.ui.points", n=view["totals"][seat])), class_="jg-seat-total")
        body = join([self.badges(seat, view, ctx), tag("div", count + total + known_html, class_="jg-seat-cards"),
                     self.last_move(seat, view, ctx)])
        return self.seat_panel(seat, ctx, body, active=self.mover(view) == seat,
                               extra_class="jg-seat" + (" jg-seat--announcer" if view["announcer"] == seat else ""),
                               score=t("juggler.ui.points", n=view["totals"][seat]))

    def badges(self, seat, view, ctx) -> str:
        t = ctx.t
        out = []
        if view["dealer"] == seat:
            out.append((" jg-badge--dealer", t("juggler.ui.badge.dealer")))
        if view["announcer"] == seat:
            out.append((" jg-badge--announce", "★ " + t("juggler.ui.badge.announced")))
        closing = view["closing"]
        if closing and seat in closing["to_play"]:
            out.append((" jg-badge--last", t("juggler.ui.badge.last_turn")))
        if view["step"] == "reveal" and view["declared"]:
            if view["declared"][seat] and seat != view["announcer"]:
                out.append((" jg-badge--done", "✓ " + t("juggler.ui.badge.declared")))
            elif not view["declared"][seat]:
                out.append((" jg-badge--wait", t("juggler.ui.badge.choosing")))
        if not out:
            return ""
        return tag("p", "".join(tag("span", esc(text), class_="jg-badge" + cls) for cls, text in out), class_="jg-badges")

    def last_move(self, seat, view, ctx) -> str:
        """What the seat did on its latest turn of this hand, in a short line (nothing before
        it has played, nor while the caption beside its name says it in full)."""
        move = view["last_moves"][seat]
        if move is None or ctx.said(seat):
            return ""
        return tag("p", esc(self.move_text(move, view, ctx)), class_="jg-move")

    def move_text(self, move, view, ctx) -> str:
        t = ctx.t
        taken = move["taken"]
        if taken is None:
            first = t("juggler.ui.move.took_nothing")
        elif taken["from"] == "table":
            first = t("juggler.ui.move.took_table", letter=view["letters"][taken["card"]])
        elif taken["card"] is not None:
            first = t("juggler.ui.move.drew_known", deck={"key": f"juggler.ui.kind.{taken['from']}"},
                      letter=view["letters"][taken["card"]])
        else:
            first = t(f"juggler.ui.move.drew.{taken['from']}")
        if move["laid"]:
            second = t("juggler.ui.move.laid", letter=view["letters"][move["laid"]])
        else:
            second = t("juggler.ui.move.kept")
        text = t("juggler.ui.move.line", first=first, second=second)
        if move["announced"]:
            text += " " + t("juggler.ui.move.announced")
        return text

    # ---- the felt: the announcement, the decks, the face-up cards
    def felt(self, view, ctx) -> str:
        t = ctx.t
        taking = self.acting(view, ctx) and view["step"] == "take"
        hint = ctx.hint if taking else None
        decks = []
        for deck in view["deck_order"]:
            count = view["decks"][deck]
            if taking and count:
                action = {"type": "draw", "deck": deck}
                decks.append(self.deck_back(deck, count, ctx, act="play", arg=json.dumps(action, separators=(",", ":"), sort_keys=True),
                                            label=t("juggler.ui.draw_label", deck={"key": f"juggler.deck.{deck}"}, n=count),
                                            cls="is-hint" if hint == action else ""))
            else:
                decks.append(self.deck_back(deck, count, ctx))
        deck_row = tag("div", "".join(decks), class_="jg-decks")
        cards = []
        for card in view["table"]:
            from_ = None
            for seat, move in enumerate(view["last_moves"]):
                if move and move["laid"] == card and seat != ctx.seat:
                    from_ = f"seat-{seat}"
            if taking:
                action = {"type": "take", "card": card}
                cards.append(self.card(card, view, ctx, act="play", arg=action, from_=from_,
                                       cls="is-hint" if hint == action else "",
                                       label=t("juggler.ui.take_label", card=self.card_label(card, view, ctx))))
            else:
                cards.append(self.card(card, view, ctx, from_=from_))
        n = len(view["table"])
        # the more cards on the table, the smaller (the felt's room is shared among them)
        size = next((cls for limit, cls in ((24, " jg-table-cards--lots"), (12, " jg-table-cards--many"),
                                            (6, " jg-table-cards--some")) if n > limit), "")
        if cards:
            row = tag("div", "".join(cards), class_="jg-table-cards" + size, data_coach="table-cards")
        else:
            row = tag("div", tag("p", esc(t("juggler.ui.table_empty")), class_="jg-empty"),
                      class_="jg-table-cards", data_coach="table-cards")
        faceup = tag("div", tag("h2", esc(t("juggler.ui.table", n=n)), class_="table-label") + row, class_="jg-faceup")
        lay_here = self.acting(view, ctx) and view["step"] == "lay"
        return tag("section", join([self.banner(view, ctx), self.said(view, ctx),
                                    tag("div", deck_row + faceup, class_="jg-felt-row")]),
                   class_="jg-felt" + (" jg-felt--drop" if lay_here else ""), aria_label=t("juggler.ui.felt"),
                   data_phase=view["phase"], data_step=view["step"], data_hand=view["hand_number"],
                   data_turns=view["turns"], data_drop="table" if lay_here else None)

    def said(self, view, ctx) -> str:
        """The last move of another player, in a sentence, on the felt: on a phone with many
        players it takes the place of the captions their narrow places cannot hold."""
        for seat in range(view["players"]):
            if seat != ctx.seat and ctx.said(seat):
                return tag("p", esc(ctx.said(seat)), class_="jg-said", aria_hidden="true")
        return ""

    def banner(self, view, ctx) -> str:
        """The hand is ending: who announced (or why it ends) and who still plays; the reveal."""
        closing = view["closing"]
        if view["over"] or closing is None:
            return ""
        t = ctx.t
        if view["step"] == "reveal":
            head = t("juggler.ui.banner.reveal")
            tail = t("juggler.ui.banner.reveal_how")
        else:
            seat = closing["seat"]
            if closing["reason"] == "announce":
                head = ctx.about(seat, "juggler.ui.banner.announced")
                tail = ctx.about(seat, "juggler.ui.banner.whole_hand", n=view["hand_counts"][seat]) + " " + \
                    t("juggler.ui.banner.last_turns", names=self.names(closing["to_play"], ctx))
            elif closing["reason"] == "decks":
                head = t("juggler.ui.banner.decks")
            else:
                head = t("juggler.ui.banner.limit", n=view["turn_limit"] // view["players"])
            if closing["reason"] != "announce":
                tail = t("juggler.ui.banner.last_turns", names=self.names(closing["to_play"], ctx))
        star = tag("span", "★", class_="jg-banner-star", aria_hidden="true") if closing["reason"] == "announce" else ""
        return tag("div", star + tag("p", tag("strong", esc(head)) + " " + tag("span", esc(tail), class_="jg-banner-tail"),
                                     class_="jg-banner-text"),
                   class_="jg-banner", role="status", data_coach="banner",
                   data_key=f"banner-{view['hand_number']}-{view['step']}")

    # ---- the dock: the sentence of the moment
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

    # ---- the dock: your word, checked as you arrange it
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
        field_attrs = attrs(data_act="view", data_arg="typed", value=self.ui.get("typed", ""),
                            aria_describedby="jg-type-error" if error else None)
        field = tag("label", esc(t("juggler.ui.type")), for_="jg-type", class_="jg-type-label") + \
            f'<input type="text" id="jg-type" name="word" class="field jg-type-field" maxlength="20" ' \
            f'autocomplete="off" autocapitalize="characters" spellcheck="false"' \
            f'{field_attrs}>' + \
            tag("button", esc(t("juggler.ui.type.go")), type="submit", class_="btn btn--chip", data_act="view",
                data_arg="type-go")
        form = tag("form", field, data_act="view", class_="jg-type", data_coach="type-word")
        note = tag("p", esc(t("juggler.ui.type.error", word=error)), class_="jg-bad jg-type-error",
                   id="jg-type-error", role="alert") if error else ""
        return tag("div", clear + form + note, class_="jg-tools")

    # ---- the dock: your hand, one row, the word first
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

    @staticmethod
    def cards_for(letters, hand, view) -> list:
        """Cards of ``hand`` spelling ``letters`` in order (the first card of each letter)."""
        free = list(hand)
        out = []
        for ch in letters:
            card = next((c for c in free if view["letters"][c] == ch), None)
            if card is None:
                return []
            free.remove(card)
            out.append(card)
        return out

    def new_from(self, card, taken, me):
        """A card just drawn from a deck flies in from that deck."""
        if taken and taken["seat"] == me and taken["card"] == card and taken["from"] != "table":
            return f"deck-{taken['from']}"
        return None

    # ---- the dock: the actions of the moment
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

    # ================================================================== the end of a hand
    def recap(self, view, ctx) -> Recap | None:
        """The hand just revealed (« tout le monde étale son jeu »): each player's word, its
        value less the unused cards, the score and the new total; shown over the table before
        the next hand's first move."""
        last = view["last_hand"]
        if not last or view["over"] or view["turns"] or view["step"] != "take":
            return None
        return Recap(key=f"hand-{last['hand']}", title=ctx.t("juggler.ui.results.title", n=last["hand"]),
                     body=self.reveal(last, view, ctx) + self.review_line(last, ctx),
                     go_on=ctx.t("juggler.ui.recap.next"))

    @staticmethod
    def review_line(summary, ctx) -> str:
        """Your word beside the best your cards allowed (the engine's ``hand_reviews``), said
        once, after the hand (« Le meilleur possible : CHEVEUX (25 points) »)."""
        if ctx.seat is None or ctx.is_bot(ctx.seat) or not ctx.person:
            return ""
        entry = next((e for e in ctx.ask("hand_reviews") if e["hand"] == summary["hand"]), None)
        if entry is None:
            return ""
        return tag("p", esc(hand_sentence(entry, "juggler", ctx.lang)), class_="jg-recap-review")

    def reveal(self, summary, view, ctx) -> str:
        """How the hand ended, then the reveal table."""
        t = ctx.t
        announcer = summary["announcer"]
        if announcer is not None:
            how = ctx.about(announcer, "juggler.ui.results.announced")
        else:
            how = t(f"juggler.ui.results.{summary['closing']}", n=view["turn_limit"] // view["players"])
        return tag("div", tag("p", esc(how), class_="jg-recap-how") + self.reveal_table(summary, view, ctx),
                   class_="jg-recap")

    def reveal_table(self, summary, view, ctx) -> str:
        """Every seat's word (its cards, then the unused ones), the count « word − unused =
        points », and the new total."""
        t = ctx.t
        head = tag("tr", join(tag("th", esc(t(k)), scope="col") for k in
                              ("juggler.ui.sheet.player", "juggler.ui.sheet.word", "juggler.ui.sheet.score",
                               "juggler.ui.sheet.total")))
        rows = []
        for line in summary["lines"]:
            seat = line["seat"]
            name = ("★ " if summary["announcer"] == seat else "") + ctx.name(seat)
            used = "".join(self.card(c, view, ctx, key=False, small=True) for c in line["cards"])
            unused = "".join(self.card(c, view, ctx, key=False, small=True, cls="jg-unused") for c in line["unused"])
            # the unused cards count against the word (after a minus); without a word, they are
            # simply the hand shown
            minus = tag("span", "−", class_="jg-minus", aria_hidden="true") if line["cards"] and unused else ""
            cards = tag("div", used + minus + unused, class_="jg-sheet-cards")
            if not line["cards"]:
                word = tag("span", esc(t("juggler.ui.sheet.no_word")), class_="jg-sheet-word")
                count = t("juggler.ui.count.no_word", unused=line["unused_value"])
            elif not line["valid"]:
                word = tag("span", esc(line["word"]), class_="jg-sheet-word") + \
                    tag("span", esc("✗ " + t("juggler.ui.sheet.invalid")), class_="jg-bad")
                count = t("juggler.ui.count.invalid")
            else:
                word = tag("span", esc(line["word"]), class_="jg-sheet-word")
                key = "juggler.ui.count.whole" if not line["unused"] else \
                    ("juggler.ui.count.floor" if line["value"] < line["unused_value"] else "juggler.ui.count.line")
                count = t(key, value=line["value"], unused=line["unused_value"], n=line["score"])
            rows.append(tag("tr", join([
                tag("th", esc(name), scope="row"),
                tag("td", tag("div", word, class_="jg-sheet-head") + cards),
                tag("td", tag("span", esc(count), class_="jg-count-line") + " " +
                    tag("strong", esc(t("juggler.ui.points_gained", n=line["score"]))),
                    data_label=t("juggler.ui.sheet.score")),
                tag("td", tag("strong", esc(line["total"])), data_label=t("juggler.ui.sheet.total"))]),
                class_="jg-line--mine" if seat == ctx.seat else None))
        return tag("table", tag("thead", head) + tag("tbody", "".join(rows)), class_="jg-reveal")

    # ---- the score sheet (from the header), and the end of the game
    def sheet(self, view, ctx) -> str:
        history = view["history"]
        if not history:
            return ""
        last = view["last_hand"]
        return tag("section", join([
            self.sheet_table(view, ctx),
            tag("h3", esc(ctx.t("juggler.ui.results.title", n=last["hand"]))),
            self.reveal(last, view, ctx)]), class_="jg-result")

    def sheet_table(self, view, ctx) -> str:
        t = ctx.t
        players = view["players"]
        head = tag("tr", tag("th", esc(t("juggler.ui.sheet.hand")), scope="col") +
                   "".join(tag("th", esc(ctx.name(s)), scope="col") for s in range(players)))
        rows = []
        for row in view["history"]:
            cells = [tag("th", esc(row["hand"]), scope="row")]
            for s in range(players):
                word = row["words"][s] or "—"
                mark = "★ " if row["announcer"] == s else ""
                if row["words"][s] and not row["valid"][s]:
                    word += " ✗"
                cells.append(tag("td", tag("span", esc(mark + word), class_="jg-sheet-word") + " " +
                                 tag("span", esc(t("juggler.ui.sheet.cell", n=row["scores"][s], total=row["totals"][s])),
                                     class_="jg-sheet-points")))
            rows.append(tag("tr", "".join(cells)))
        caption = tag("caption", esc(t("juggler.ui.sheet.caption")))
        # (six players' sheet scrolls sideways on a phone: the keyboard reaches it too)
        return tag("div", tag("table", caption + tag("thead", head) + tag("tbody", "".join(rows)),
                              class_="ranking jg-sheet-table"), class_="jg-scroll", tabindex="0", role="region",
                   aria_label=t("juggler.ui.sheet.title"))

    def result(self, view, ctx) -> str:
        """The end screen: the score sheet hand by hand, then the last reveal in full; when
        the hand cap ended the game, the sentence saying so first."""
        if not view["history"]:
            return ""
        t = ctx.t
        last = view["last_hand"]
        capped = view.get("ending") == "hand_limit"
        return tag("section", join([
            tag("p", esc(t("juggler.event.hand_limit")), class_="jg-ending") if capped else "",
            tag("h3", esc(t("juggler.ui.sheet.title"))),
            self.sheet_table(view, ctx),
            tag("h4", esc(t("juggler.ui.results.title", n=last["hand"]))),
            self.reveal(last, view, ctx)]), class_="jg-result")

    # ================================================================== clicks and keys
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
