"""Juggler's table: the running totals to 70, the other players (hand sizes by deck, the cards
seen going into their hands, what each did last), the felt with the two decks and the face-up
cards, and your hand arranged into a word.

Your hand is split into two rows: « votre mot » (the cards you arrange, in order) and the rest.
A click (or a letter key) moves a card from the rest to the end of the word, a click on a word
card sends it back; a word can also be typed and the hand arranged to spell it. Under the word,
the live check reads the engine's ``words`` table: « c'est un mot, il vaut N » and what it would
score if the hand ended now. The arrangement is yours: it survives the other players' moves
and your own draws, and is forgotten only when the hand ends.

Everything legal comes from the engine's view: the decks that can be drawn from, the table,
``announce`` (the whole-hand words each lay allows), ``may_announce``, ``words`` (what the
hand spells and scores), the reveal's ``declarer`` and the last hand's score sheet. The view
only turns the arrangement into the action the person asks for (draw, take, lay, announce,
declare); the engine refuses an illegal one with its own sentence.

Animation keys: every card of the hand in play is ``h<hand number>-<card id>``, wherever it
is (deck draw, table, your word, your rest), so a card taken from the table flies into your
hand and a card laid flies onto the felt; the previous hand's cards on the result sheet have
no key (their ids are dealt again).
"""

import json

from ..html import attrs, esc, join, tag
from .base import GameView
from .parts import counter, piece, score_track

SUIT = {"vowels": "♦", "consonants": "♠"}  # a mark per deck: colour is never the only cue


class View(GameView):
    game_id = "juggler"
    shortcuts = [("A–Z", "juggler.ui.key.letters"), ("-", "juggler.ui.key.back"), ("← →", "juggler.ui.key.arrows"),
                 ("Échap / Esc", "juggler.ui.key.escape")]

    def __init__(self):
        super().__init__()
        self.word: list[str] = []  # the card ids of the word being arranged, in order
        self.word_hand = None  # the (hand number, seat) the arrangement belongs to
        self.sheet_open = False  # the score sheet of earlier hands, unfolded
        self.results_closed = 0  # the hand number whose results the person has put away

    # ================================================================== words
    def deck_of(self, card, view) -> str:
        return "vowels" if view["letters"][card] in view["vowel_letters"] else "consonants"

    def value_of(self, card, view) -> int:
        return view["values"][view["letters"][card]]

    def card_label(self, card, view, ctx) -> str:
        """« K, consonne, 10 points »."""
        letter = view["letters"][card]
        return ctx.t("juggler.ui.card_label", letter=letter, n=view["values"][letter],
                     kind=ctx.t(f"juggler.ui.kind.{self.deck_of(card, view)}"))

    def spelled(self, cards, view) -> str:
        return "".join(view["letters"][c] for c in cards)

    @staticmethod
    def key_of(card, view) -> str:
        return f"h{view['hand_number']}-{card}"

    # ================================================================== pieces
    def card(self, card, view, ctx, *, key=True, act=None, arg=None, cls="", label=None, pressed=None,
             selected=False, from_=None, focus=None, small=False, disabled=False, move=None) -> str:
        """A letter card: the letter in the middle, its value in the corner, the deck's mark."""
        letter = view["letters"][card]
        deck = self.deck_of(card, view)
        content = join([tag("span", esc(view["values"][letter]), class_="jg-value", aria_hidden="true"),
                        tag("span", esc(letter), class_="jg-letter", aria_hidden="true"),
                        tag("span", SUIT[deck], class_="jg-suit", aria_hidden="true")])
        classes = join(["card jg-card ", "card--red jg-card--vowel" if deck == "vowels" else "card--black jg-card--consonant",
                        " card--small" if small else "", f" {cls}" if cls else ""])
        name = label or self.card_label(card, view, ctx)
        data_key = self.key_of(card, view) if key else None
        if not act:
            return piece(content, label=name, cls=classes, key=data_key, selected=selected, from_=from_)
        # A button is named by its own screen-reader text rather than aria-label, so that what is
        # seen (« 10 K ») stays part of what is heard (« … lettre K, consonne, 10 points »).
        if isinstance(arg, dict):
            arg = json.dumps(arg, separators=(",", ":"), sort_keys=True)
        return tag("button", content + tag("span", esc(name), class_="sr-only"), type="button",
                   class_=classes + (" is-selected" if selected else ""), data_act=act, data_arg=arg,
                   data_key=data_key, data_from=from_, data_focus=focus or (f"card:{data_key}" if data_key else None),
                   disabled=disabled, aria_pressed=None if pressed is None else ("true" if pressed else "false"),
                   **(move or {}))

    @staticmethod
    def move_attrs(card, row, index):
        """Reordering by drag (onto another card, or onto the word / the rest) and, in the word,
        by ArrowLeft / ArrowRight on the focused card (see ui.js)."""
        attrs = {"data_drag": card, "data_drop": card}
        if row is not None:
            if index > 0:
                attrs["data_arrow_left"] = f"move:{card}:{row[index - 1]}"
            if index + 1 < len(row):
                attrs["data_arrow_right"] = f"move:{card}:{row[index + 1]}"
        return attrs

    @staticmethod
    def deck_back(deck, count, ctx, *, act=None, arg=None, cls="", label=None) -> str:
        """A deck: the back of its cards (red or black) with the number left."""
        name = ctx.t(f"juggler.deck_short.{deck}")
        body = join([tag("span", SUIT[deck], class_="jg-back-suit", aria_hidden="true"),
                     tag("span", esc(count), class_="jg-back-count", aria_hidden="true")])
        label = label or ctx.t("juggler.ui.deck_label", deck=name, n=count)
        classes = f"card jg-deck jg-deck--{deck}" + (" is-empty" if not count else "") + (f" {cls}" if cls else "")
        caption = tag("span", esc(name), class_="jg-deck-name", aria_hidden="true")
        if act:
            back = tag("button", body + tag("span", esc(label), class_="sr-only"), type="button", class_=classes,
                       data_act=act, data_arg=arg, data_anchor=f"deck-{deck}", data_focus=f"deck:{deck}",
                       disabled=not count)
        else:
            back = tag("div", body, class_=classes, role="img", aria_label=label, data_anchor=f"deck-{deck}")
        return tag("div", back + caption, class_="jg-deck-wrap")

    # ================================================================== the table
    def table(self, view, ctx) -> str:
        me = ctx.seat
        self.sync(view, ctx)
        hint = getattr(ctx, "hint", None)
        if hint and hint.get("type") in ("announce", "declare") and hint.get("cards") \
                and self.ui.get("hinted") != hint:
            # a suggested word is laid out in the word row, so its button is there to press
            self.word = [c for c in hint["cards"] if c in (view.get("hand") or [])]
            self.ui["hinted"] = hint
        players = view["players"]
        order = [(me + k) % players for k in range(1, players)] if me is not None else list(range(players))
        others = "".join(self.other_seat(s, view, ctx) for s in order)
        parts = [self.board(view, ctx),
                 self.results(view, ctx),
                 tag("div", others, class_=f"jg-others jg-others--{len(order)}"),
                 self.felt(view, ctx)]
        if me is not None:
            parts.append(self.my_seat(view, ctx))
        parts.append(self.sheet(view, ctx))
        return tag("div", join(parts), class_="jg", data_phase=view["phase"], data_step=view["step"])

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
        if me is None or view["over"] or ctx.is_bot(me):
            return False
        return view["current"] == me or view["declarer"] == me

    def mover(self, view):
        return view["declarer"] if view["step"] == "reveal" else view["current"]

    # ---- the totals to 70 and where the hand stands
    def board(self, view, ctx) -> str:
        t = ctx.t
        rows = [(ctx.name(s), view["totals"][s], s == ctx.seat) for s in range(view["players"])]
        track = score_track(rows, view["target"], t("juggler.ui.totals", n=view["target"]))
        facts = [t("juggler.ui.hand_no", n=view["hand_number"]),
                 t("juggler.ui.dealer", seat=ctx.name(view["dealer"])),
                 t("juggler.ui.target", n=view["target"])]
        if view["check_words"] == "honour":
            facts.append(t("juggler.ui.honour"))
        line = tag("p", "".join(tag("span", esc(f)) for f in facts), class_="jg-facts")
        return tag("section", tag("h2", esc(t("juggler.ui.totals", n=view["target"])), class_="sr-only") + track + line,
                   class_="jg-board", aria_label=t("juggler.ui.totals", n=view["target"]))

    # ---- the other players
    def other_seat(self, seat, view, ctx) -> str:
        t = ctx.t
        n = view["hand_counts"][seat]
        vowels = view["hand_vowels"][seat]
        known = view["known"][seat]
        tags = self.badges(seat, view, ctx)
        backs = [tag("span", "", class_=f"jg-mini jg-mini--{'vowels' if i < vowels else 'consonants'}")
                 for i in range(n)]
        sink = []
        move = view["last_moves"][seat]
        if move and move["taken"] and move["taken"]["from"] == "table" and move["taken"]["card"] not in known:
            sink.append(self.key_of(move["taken"]["card"], view))
        words = t("juggler.ui.count", n=n) + (t("juggler.ui.count_vowels", n=vowels) if vowels or not n
                                               else t("juggler.ui.count_vowels.none"))
        count = tag("div", tag("div", "".join(backs), class_="jg-minis", aria_hidden="true") +
                    tag("span", esc(words), class_="jg-count", aria_hidden="true"),
                    class_="jg-hand-count", role="img", aria_label=words,
                    data_sink=" ".join(sink) if sink else None)
        known_html = ""
        if known:
            cards = "".join(self.card(c, view, ctx, small=True) for c in known)
            known_html = tag("div", tag("span", esc(t("juggler.ui.known")), class_="jg-known-label") +
                             tag("div", cards, class_="jg-known-cards"), class_="jg-known")
        body = join([tags, count, known_html, self.last_move(seat, view, ctx)])
        return self.seat_panel(seat, ctx, body, active=self.mover(view) == seat,
                               extra_class="jg-seat" + (" jg-seat--announcer" if view["announcer"] == seat else ""))

    def badges(self, seat, view, ctx) -> str:
        t = ctx.t
        out = []
        if view["dealer"] == seat:
            out.append(("", t("juggler.ui.badge.dealer")))
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
        """What the seat did on its latest turn of this hand, in a short line."""
        move = view["last_moves"][seat]
        if move is None:
            return tag("p", esc(ctx.t("juggler.ui.move.none")), class_="jg-move jg-move--none")
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

    # ---- the felt: the hand's state, the decks, the face-up cards
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
        if cards:
            row = tag("div", "".join(cards), class_="cards jg-table-cards")
        else:
            row = tag("div", tag("p", esc(t("juggler.ui.table_empty")), class_="jg-empty"), class_="cards jg-table-cards")
        head = tag("h3", esc(t("juggler.ui.table", n=len(view["table"]))), class_="table-label")
        parts = [self.status(view, ctx), tag("div", deck_row + tag("div", head + row, class_="jg-faceup"), class_="jg-felt-row")]
        if taking:
            action = {"type": "no_take"}
            parts.append(tag("div", tag("p", esc(t("juggler.ui.prompt.take")), class_="jg-prompt") +
                             self.play_button(esc(t("juggler.ui.no_take")), action,
                                              cls="btn" + (" is-hint" if hint == action else "")),
                             class_="controls jg-take-controls"))
        return tag("section", join(parts), class_="jg-felt", aria_label=t("juggler.ui.felt"))

    def status(self, view, ctx) -> str:
        """One line about the hand: announced, last round, the reveal."""
        t = ctx.t
        closing = view["closing"]
        if view["over"]:
            return ""
        if view["step"] == "reveal":
            text = t("juggler.ui.status.reveal")
        elif closing is None:
            key = "juggler.ui.status.open" if view["turns"] else "juggler.ui.status.start"
            text = t(key, n=view["hand_number"])
        else:
            names = ", ".join(ctx.name(s) for s in closing["to_play"])
            if closing["reason"] == "announce":
                text = t("juggler.ui.status.announced", seat=ctx.name(closing["seat"]), names=names)
            elif closing["reason"] == "decks":
                text = t("juggler.ui.status.decks", names=names)
            else:
                text = t("juggler.ui.status.limit", names=names)
        cls = "jg-status" + (" jg-status--closing" if closing else "")
        return tag("p", esc(text), class_=cls, role="status" if closing else None)

    # ---- your seat: the word, the rest, what you may do
    def my_seat(self, view, ctx) -> str:
        me = ctx.seat
        t = ctx.t
        hand = view["hand"] or []
        person = not ctx.is_bot(me) and not view["over"]
        acting = self.acting(view, ctx)
        taken = view["taken"]
        new = taken["card"] if taken and taken["seat"] == me else None
        word = [c for c in self.word if c in hand]
        rest = [c for c in hand if c not in word]
        announced = view.get("announced")
        if announced:  # the announcer's hand is fixed: show it as the word announced
            word, rest = list(announced), [c for c in hand if c not in announced]
        if ctx.is_bot(me) and not announced and view.get("best"):
            # watch mode: the computer player on screen holds up its best word so far
            word = self.cards_for(view["best"]["word"], hand, view)
            rest = [c for c in hand if c not in word]
        shown = None
        if view["over"] and view["last_hand"]:  # the game is over: the word this seat showed last
            shown = view["last_hand"]["lines"][me]
            word, rest = list(shown["cards"]), [c for c in hand if c not in shown["cards"]]
        word_cards = []
        for i, card in enumerate(word):
            if person and not announced:
                word_cards.append(self.card(card, view, ctx, act="view", arg=f"back:{card}", focus=f"word:{card}",
                                            move=self.move_attrs(card, word, i),
                                            label=t("juggler.ui.back_label", card=self.card_label(card, view, ctx)),
                                            cls="is-new" if card == new else "", from_=self.new_from(card, taken, me)))
            else:
                word_cards.append(self.card(card, view, ctx))
        rest_cards = []
        for i, card in enumerate(rest):
            if person and not announced:
                rest_cards.append(self.card(card, view, ctx, act="view", arg=f"add:{card}", focus=f"rest:{i}",
                                            move=self.move_attrs(card, None, i),
                                            label=t("juggler.ui.add_label", card=self.card_label(card, view, ctx)),
                                            cls="is-new" if card == new else "", from_=self.new_from(card, taken, me)))
            else:
                rest_cards.append(self.card(card, view, ctx, cls="is-new" if card == new else "",
                                            from_=self.new_from(card, taken, me)))
        if shown is not None:
            word_label = t("juggler.ui.shown_word")
        elif announced:
            word_label = t("juggler.ui.announced_word")
        elif ctx.is_bot(me):  # watch mode: the computer player on screen
            word_label = t("juggler.ui.word_of", seat=ctx.name(me))
        else:
            word_label = t("juggler.ui.word")
        drops = person and not announced  # cards dragged onto the word join it; onto the rest, leave it
        if word_cards:
            word_row = tag("div", "".join(word_cards), class_="cards jg-word-cards", data_drop="word" if drops else None)
        else:
            word_row = tag("div", tag("p", esc(t("juggler.ui.word_empty" if person else "juggler.ui.word_none")),
                                      class_="jg-empty"), class_="cards jg-word-cards", data_drop="word" if drops else None)
        rest_row = tag("div", "".join(rest_cards) or tag("p", esc(t("juggler.ui.rest_empty")), class_="jg-empty"),
                       class_="cards jg-rest-cards", data_drop="rest" if drops else None)
        live = "" if shown is not None else self.live_check(word, hand, view, ctx)
        tools = self.word_tools(word, view, ctx) if person and not announced else ""
        parts = [
            tag("div", tag("h4", esc(word_label), class_="table-label", id="jg-word-label") + word_row + live,
                class_="jg-word", role="group", aria_labelledby="jg-word-label"),
            tag("div", tag("h4", esc(t("juggler.ui.rest", n=len(rest))), class_="table-label", id="jg-rest-label") +
                rest_row, class_="jg-rest", role="group", aria_labelledby="jg-rest-label"),
            tools,
        ]
        if acting:
            parts.append(self.controls(word, rest, view, ctx))
        elif person and view["step"] == "reveal" and view.get("declaration") is not None and not announced:
            declared = view["declaration"]
            text = t("juggler.ui.declared_yours", word=self.spelled(declared, view)) if declared \
                else t("juggler.ui.declared_none")
            parts.append(tag("p", esc(text), class_="jg-prompt"))
        cls = "jg-seat jg-me" + (" jg-me--turn" if acting else "")
        return self.seat_panel(me, ctx, self.badges(me, view, ctx) + join(parts), active=self.mover(view) == me,
                               extra_class=cls)

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

    def live_check(self, word, hand, view, ctx) -> str:
        """« CHEVEU ✓ un mot, 17 points — si la partie s'arrêtait : 16 »."""
        t = ctx.t
        if not word:
            return tag("p", "", class_="jg-live", aria_live="polite")
        spelled = self.spelled(word, view)
        found = (view.get("words") or {}).get(spelled)
        if found:
            value, score = found
            if len(word) == len(hand):
                extra = t("juggler.ui.live.whole")
            else:
                extra = t("juggler.ui.live.score", n=score)
            text = tag("strong", esc(spelled), class_="jg-spelled") + " " + \
                tag("span", esc("✓ " + t("juggler.ui.is_word", n=value)), class_="jg-ok") + " " + \
                tag("span", esc(extra), class_="jg-extra")
        else:
            text = tag("strong", esc(spelled), class_="jg-spelled") + " " + \
                tag("span", esc("✗ " + t("juggler.ui.not_word")), class_="jg-bad")
        return tag("p", text, class_="jg-live", aria_live="polite")

    def word_tools(self, word, view, ctx) -> str:
        """Clear or shorten the word; type a word to arrange the hand for it. The field reports
        its value when it changes (Enter or leaving it); the form's own submission is taken by
        the page's click handler, so its button only moves the focus out of the field."""
        t = ctx.t
        buttons = []
        if word:
            buttons.append(self.view_button(esc(t("juggler.ui.pop")), "pop", cls="btn btn--chip"))
            buttons.append(self.view_button(esc(t("juggler.ui.clear")), "clear", cls="btn btn--chip"))
        error = self.ui.get("typed_error")
        field_attrs = attrs(data_act="view", data_arg="typed", value=self.ui.get("typed", ""),
                            aria_describedby="jg-type-error" if error else None)
        field = tag("label", esc(t("juggler.ui.type")), for_="jg-type", class_="jg-type-label") + \
            f'<input type="text" id="jg-type" name="word" class="field jg-type-field" maxlength="20" ' \
            f'autocomplete="off" autocapitalize="characters" spellcheck="false"' \
            f'{field_attrs}>' + \
            tag("button", esc(t("juggler.ui.type.go")), type="submit", class_="btn btn--chip", data_act="view",
                data_arg="type-go")
        form = tag("form", field, data_act="view", class_="jg-type")
        note = tag("p", esc(t("juggler.ui.type.error", word=error)), class_="jg-bad jg-type-error",
                   id="jg-type-error", role="alert") if error else ""
        return tag("div", tag("div", "".join(buttons), class_="jg-tool-buttons") + form + note, class_="jg-tools")

    def controls(self, word, rest, view, ctx) -> str:
        """What the person may do now: the take (on the felt), the lay and the announcement,
        or the word shown at the reveal."""
        t = ctx.t
        hint = ctx.hint
        step = view["step"]
        if step == "take":
            return tag("p", esc(t("juggler.ui.prompt.take_here")), class_="jg-prompt jg-prompt--take")
        if step == "lay":
            return self.lay_controls(word, rest, view, ctx)
        # the reveal: show one word (or none)
        spelled = self.spelled(word, view)
        words = view.get("words") or {}
        honour = view["check_words"] == "honour"
        action = {"type": "declare", "cards": list(word)}
        if word and spelled in words:
            label = t("juggler.ui.declare", word=spelled, n=words[spelled][1])
        elif word:
            label = t("juggler.ui.declare_invalid", word=spelled)
        else:
            label = t("juggler.ui.declare_empty")
        declare = self.play_button(esc(label), action, cls="btn btn--primary" + (" is-hint" if hint == action else ""),
                                   disabled=not word or (spelled not in words and not honour))
        none_action = {"type": "declare", "cards": []}
        none = self.play_button(esc(t("juggler.ui.no_word")), none_action,
                                cls="btn" + (" is-hint" if hint == none_action else ""))
        prompt = tag("p", esc(t("juggler.ui.prompt.reveal")), class_="jg-prompt")
        return tag("div", prompt + tag("div", declare + none, class_="controls"), class_="jg-controls",
                   role="group", aria_label=t("juggler.ui.reveal"))

    def lay_controls(self, word, rest, view, ctx) -> str:
        t = ctx.t
        hint = ctx.hint
        hand = view["hand"] or []
        lay_buttons = []
        for card in rest + word:  # cards outside the word first: the likelier ones to lay
            action = {"type": "lay", "card": card}
            lay_buttons.append(self.card(card, view, ctx, key=False, act="play", arg=action, small=True,
                                         cls="jg-lay" + (" is-hint" if hint == action else ""),
                                         label=t("juggler.ui.lay_label", card=self.card_label(card, view, ctx)),
                                         focus=f"lay:{card}"))
        keep_action = {"type": "keep"}
        keep = self.play_button(esc(t("juggler.ui.keep")), keep_action,
                                cls="btn" + (" is-hint" if hint == keep_action else ""))
        lay = tag("div", tag("p", esc(t("juggler.ui.prompt.lay")), class_="jg-prompt") +
                  tag("div", "".join(lay_buttons), class_="jg-lay-row") + tag("div", keep, class_="controls"),
                  class_="jg-lay-block", role="group", aria_label=t("juggler.ui.prompt.lay"))
        announce = ""
        if view["may_announce"]:
            announce = self.announce_block(word, rest, hand, view, ctx)
        return tag("div", lay + announce, class_="jg-controls")

    def announce_block(self, word, rest, hand, view, ctx) -> str:
        """« J'annonce »: the word must use the whole hand, or all of it but the one card left
        out, which is laid first. The engine's ``announce`` lists what it accepts (strict)."""
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
            button = self.play_button(esc(label), action, cls="btn btn--primary jg-announce" + (" is-hint" if is_hint else ""))
            note = tag("p", esc(t("juggler.ui.announce.note")), class_="jg-note")
        else:
            button = self.view_button(esc(t("juggler.ui.announce")), "noop", cls="btn jg-announce", disabled=True,
                                      aria_describedby="jg-announce-why")
            note = tag("p", esc(t(why)), class_="jg-note", id="jg-announce-why")
        return tag("div", button + note, class_="jg-announce-block")

    # ---- the last reveal, and the score sheet
    def results(self, view, ctx) -> str:
        """The reveal of the hand just played: shown at the start of the next hand until the
        person plays (or puts it away)."""
        last = view["last_hand"]
        if not last or view["over"]:
            return ""
        me = ctx.seat
        if self.results_closed == last["hand"]:
            return ""
        fresh = view["last_moves"][me] is None if me is not None else view["turns"] < view["players"]
        if not fresh:
            return ""
        t = ctx.t
        close = self.view_button(esc(t("juggler.ui.results.close")), "close-results", cls="btn btn--chip")
        return tag("section", tag("div", tag("h3", esc(t("juggler.ui.results.title", n=last["hand"]))) + close,
                                  class_="jg-results-head") +
                   self.reveal_table(last, view, ctx), class_="jg-results", aria_label=t("juggler.ui.results.title", n=last["hand"]))

    def reveal_table(self, summary, view, ctx) -> str:
        """Every seat's word, its value, the unused cards, the score and the new total."""
        t = ctx.t
        head = tag("tr", join(tag("th", esc(t(k)), scope="col") for k in
                              ("juggler.ui.sheet.player", "juggler.ui.sheet.word", "juggler.ui.sheet.unused",
                               "juggler.ui.sheet.score", "juggler.ui.sheet.total")))
        rows = []
        for line in summary["lines"]:
            seat = line["seat"]
            name = ctx.name(seat)
            if summary["announcer"] == seat:
                name = "★ " + name
            if line["cards"]:
                cards = "".join(self.card(c, view, ctx, key=False, small=True) for c in line["cards"])
                mark = "" if line["valid"] else tag("span", esc("✗ " + t("juggler.ui.sheet.invalid")), class_="jg-bad")
                word = tag("div", cards, class_="jg-sheet-cards") + \
                    tag("span", esc(t("juggler.ui.sheet.word_value", word=line["word"], n=line["value"])),
                        class_="jg-sheet-word") + mark
            else:
                word = tag("span", esc(t("juggler.ui.sheet.no_word")), class_="jg-sheet-word")
            if line["unused"]:
                unused = "".join(self.card(c, view, ctx, key=False, small=True) for c in line["unused"]) + \
                    tag("span", esc(f"−{line['unused_value']}"), class_="jg-sheet-minus")
            else:
                unused = tag("span", esc("—"))
            # data-label: on a phone each line is stacked and every cell names itself
            rows.append(tag("tr", join([tag("th", esc(name), scope="row"), tag("td", word),
                                        tag("td", tag("div", unused, class_="jg-sheet-cards"),
                                            data_label=t("juggler.ui.sheet.unused")),
                                        tag("td", tag("strong", esc(line["score"])), data_label=t("juggler.ui.sheet.score")),
                                        tag("td", esc(line["total"]), data_label=t("juggler.ui.sheet.total"))]),
                            class_="jg-line--mine" if seat == ctx.seat else None))
        return tag("div", tag("table", tag("thead", head) + tag("tbody", "".join(rows)), class_="jg-reveal"),
                   class_="jg-scroll")

    def sheet(self, view, ctx) -> str:
        """The score sheet of the hands played so far, folded by default."""
        history = view["history"]
        if not history or view["over"]:
            return ""
        t = ctx.t
        toggle = self.view_button(esc(t("juggler.ui.sheet.hide" if self.sheet_open else "juggler.ui.sheet.show",
                                        n=len(history))), "sheet", cls="btn btn--chip",
                                  aria_expanded="true" if self.sheet_open else "false")
        body = self.sheet_table(view, ctx) if self.sheet_open else ""
        return tag("section", toggle + body, class_="jg-sheet")

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
        return tag("div", tag("table", caption + tag("thead", head) + tag("tbody", "".join(rows)),
                              class_="ranking jg-sheet-table"), class_="jg-scroll")

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
            self.move(*arg.split(":")[1:3], hand)
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
        elif name == "sheet":
            self.sheet_open = not self.sheet_open
        elif name == "close-results" and view["last_hand"]:
            self.results_closed = view["last_hand"]["hand"]
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
        back; Escape clears the word."""
        me = ctx.seat
        hand = view.get("hand") or []
        if me is None or not hand or view["over"] or view.get("announced"):
            return None
        self.sync(view, ctx)
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
        """After every move: forget a typing error; the arrangement stays (see ``sync``)."""
        self.ui = {}

    # ================================================================== hints and the end
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
            self.reveal_table(last, view, ctx)]), class_="jg-result")
