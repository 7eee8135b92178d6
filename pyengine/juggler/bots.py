"""Juggler's computer players.

They see only their view: their hand, the face-up table, the deck sizes, and what happened in
the open (which deck each card was drawn from, every card taken from or laid on the table).
Everything is reasoned on letters: cards of one letter are interchangeable.

The measure of a hand used by all levels is its **standing** D(H): what it would score if the
hand ended now, without the floor at zero, i.e. the value of its best word minus the value of
the cards that word leaves unused (2 × best word − hand value). A whole-hand word has D equal
to its value, so climbing D is climbing towards an announceable hand.

- easy: knows only common words (frequency tiers 2 and 3); takes a table card when it raises
  its standing, otherwise draws from the deck its vowel count asks for; lays the card whose
  departure leaves the best standing; announces late (a long or valuable common word, or the
  decks running out).
- normal: all words; weighs every take — each table card exactly, each deck by the letters it
  may still hold (the cards it has not seen) — and every lay by the standing it leaves;
  announces a whole-hand word worth at least ``NORMAL_ANNOUNCE``.
- hard: see :class:`Outlook` and :func:`_hard` — imagined opponent hands (how close each
  opponent is, what he would score if the hand ended, whether he may announce), a one-turn
  lookahead over the unseen cards for its own lays, and an announcement timed on both (and on
  the race to 70: it announces a word that wins the game, never one that loses it).

Expected values are summed with ``math.fsum`` (correctly rounded), never the built-in
``sum``: from Python 3.12 ``sum`` of floats is compensated, so CPython 3.11 and Pyodide's 3.14
would break near-ties differently and a seeded bot would play another game in the browser.

Word choice at the reveal: the best score; easy and normal prefer common words among equals
(easy keeps to common words when one scores as well).
"""

from __future__ import annotations

from math import fsum

from ..core.slices import finish
from . import reach
from .materials import DECKS, EDITION, edition

NORMAL_ANNOUNCE = 8  # normal announces a whole-hand word worth at least this
EASY_ANNOUNCE = 12  # easy: a common whole-hand word worth this, or of EASY_LENGTH cards
EASY_LENGTH = 7
EASY_VOWEL_SHARE = 0.4  # easy draws a vowel while vowels are fewer than this share of its hand
EASY_TAKE_MARGIN = 1  # easy takes a table card only when it raises its standing by more
DECKS_LOW = 4  # with this few cards left in the decks, easy and normal announce what they can

tier = reach.tier


# --------------------------------------------------------------------- what the view tells
class Seen:
    """The seat's knowledge, in letters: its hand, the table, the unseen letters of each deck
    (cards neither in its hand, on the table, nor known in another hand) and each opponent's
    public facts."""

    def __init__(self, view: dict):
        ed = edition(view["edition"])
        self.code = view["edition"]  # the edition is the language of its words
        letter = view["letters"]
        self.view = view
        self.seat = view["seat"]
        self.hand = list(view["hand"])
        self.hand_letters = "".join(letter[c] for c in self.hand)
        self.table = list(view["table"])
        visible = set(self.hand) | set(self.table)
        for s, cards in enumerate(view["known"]):
            if s != self.seat:
                visible |= set(cards)
        self.pool = {d: {} for d in DECKS}
        for card in ed.cards:
            if card not in visible:
                d = ed.deck[card]
                ch = ed.letter[card]
                self.pool[d][ch] = self.pool[d].get(ch, 0) + 1
        self.decks = dict(view["decks"])

    def draw_odds(self, deck: str) -> list:
        """[(letter, probability)] of the top card of ``deck``, from the unseen cards."""
        pool = self.pool[deck]
        total = sum(pool.values())
        if not total or not self.decks[deck]:
            return []
        return [(ch, n / total) for ch, n in sorted(pool.items())]


def _vowels(letters: str, vowel_letters: str) -> int:
    return sum(1 for ch in letters if ch in vowel_letters)


# --------------------------------------------------------------------- choosing actions
def _take_action(legal, kind, letter_of=None, target=None):
    for action in legal:
        if action["type"] != kind:
            continue
        if kind == "draw" and action["deck"] == target:
            return action
        if kind == "take" and letter_of(action["card"]) == target:
            return action
        if kind == "no_take":
            return action
    return None


def _lay_action(view, legal, lay_letter, announce: bool):
    """The legal action that lays a card of ``lay_letter`` (None: nothing), announcing the
    most common whole-hand word when ``announce``."""
    letter = view["letters"]
    if not announce:
        if lay_letter is None:
            return {"type": "keep"}
        for action in legal:
            if action["type"] == "lay" and letter[action["card"]] == lay_letter:
                return action
        raise AssertionError("no card to lay")
    choices = [a for a in legal if a["type"] == "announce" and
               (a["lay"] is None if lay_letter is None else
                a["lay"] is not None and letter[a["lay"]] == lay_letter)]
    # the same cards may be laid under several ids: keep the first id's words
    if choices:
        first_lay = choices[0]["lay"]
        choices = [a for a in choices if a["lay"] == first_lay]
        return max(choices, key=lambda a: (tier("".join(letter[c] for c in a["cards"]), view["edition"]),
                                           -choices.index(a)))
    raise AssertionError("no announcement listed")


def choose_declaration(view, legal, level: str) -> dict:
    """The reveal: the best score; among equal scores the most common word (easy: a common
    word whenever one scores as well as the best)."""
    letter = view["letters"]
    words = view["words"]
    best_action, best_key = None, None
    for action in legal:
        cards = action["cards"]
        word = "".join(letter[c] for c in cards)
        if cards and word not in words:
            continue  # an invalid spelling listed in honour mode: never for a bot
        score = words[word][1] if cards else 0
        key = (score, tier(word, view.get("edition", EDITION)) if cards else -1, len(word))
        if level == "easy":
            key = (score - (0 if not cards or tier(word, view.get("edition", EDITION)) >= 2 else 1), *key[1:])
        if best_key is None or key > best_key:
            best_action, best_key = action, key
    return best_action


def think(view: dict, legal: list, level: str, rng):
    """Generator: yields between slices of work, returns the chosen action."""
    step = view["step"]
    if step == "reveal":
        return choose_declaration(view, legal, level)
    if level == "hard":
        action = yield from _hard(view, legal, rng)
        return action
    seen = Seen(view)
    if step == "take":
        action = yield from _take(seen, legal, level, rng)
        return action
    action = yield from _lay(seen, legal, level)
    return action


def _take(seen: Seen, legal, level, rng):
    """Easy and normal: the take that leaves the best standing after the best lay."""
    view = seen.view
    letter = view["letters"]
    hand = seen.hand_letters
    table_letters = sorted({letter[c] for c in seen.table})
    options = []  # (value, preference, action kind, target)
    if level == "easy":
        base = reach.best_lay((yield from reach.lay_steps(hand, True, seen.code)))[0]
        for ch in table_letters:
            value = reach.best_lay((yield from reach.lay_steps(hand + ch, True, seen.code)))[0]
            if value > base + EASY_TAKE_MARGIN:
                options.append((value, 2, "take", ch))
        decks = [d for d in DECKS if view["decks"][d]]
        if decks:
            share = _vowels(hand, view["vowel_letters"]) / max(1, len(hand))
            want = "vowels" if share < EASY_VOWEL_SHARE else "consonants"
            options.append((base, 1, "draw", want if want in decks else decks[0]))
    else:
        reachable = yield from reach.take_steps(hand, seen.code)
        base = reachable[None][0]
        for ch in table_letters:
            options.append((reachable[ch][0], 2, "take", ch))
        for deck in DECKS:
            odds = seen.draw_odds(deck)
            if odds:
                options.append((fsum(p * reachable[ch][0] for ch, p in odds), 1, "draw", deck))
    options.append((base, 0, "no_take", None))
    _, _, kind, target = max(options, key=lambda o: (o[0], o[1], o[3] or ""))
    action = _take_action(legal, kind, lambda c: letter[c], target)
    return action if action is not None else legal[-1]


def _lay(seen: Seen, legal, level):
    """Easy and normal, the lay step (a generator): announce a whole-hand word worth it, else
    the lay that leaves the best standing."""
    view = seen.view
    common = level == "easy"
    table = yield from reach.lay_steps(seen.hand_letters, common, seen.code)
    if view["may_announce"]:
        announceable = {k: a for k, (_, a) in table.items() if a}
        if announceable:
            key = max(announceable, key=lambda k: (announceable[k], k is None, k or ""))
            value = announceable[key]
            size = len(seen.hand_letters) - (key is not None)
            decks_low = sum(view["decks"].values()) <= DECKS_LOW
            if level == "easy":
                go = value >= EASY_ANNOUNCE or size >= EASY_LENGTH or decks_low
            else:
                go = value >= NORMAL_ANNOUNCE or decks_low
            if go:
                return _lay_action(view, legal, key, True)
    _, key = reach.best_lay(table)
    return _lay_action(view, legal, key, False)


# --------------------------------------------------------------------- hard
HARD_SAMPLES = 8  # imagined hands per opponent with one opponent; shared out among several
HARD_SAMPLES_MIN = 3  # but never fewer than this per opponent
HARD_LAYS = 3  # lay candidates weighed per letter taken
OPPONENT_BIAS = 1.0  # measured: sampled hands score about a point less than kept ones
OPPONENT_ANNOUNCE = 8  # the value from which an opponent is expected to announce
GROWTH_CEILING = 19  # an opponent's expected gain per round: GROWTH_RATE × (ceiling − final)
GROWTH_RATE = 0.4
GROWTH_FLOOR = 0.5
ENDGAME_SURE = 0.75  # share of imagined outcomes that makes an announcement a sure win (or loss)
ENDGAME_UTILITY = 1000  # a won game outweighs any points


class Outlook:
    """The hard bot's picture of the hand, in points of this hand.

    From imagined hands of each opponent (the cards it cannot see, dealt at random with the
    right number of vowels, plus the cards seen going into that hand):

    - ``final``: what the opponents would score if the hand ended after their next turn (if I
      announced now): their best take and lay, the floor at zero;
    - ``q``: the chance that one of them announces on his next turn (a whole-hand word of at
      least ``OPPONENT_ANNOUNCE`` within reach), and ``announce`` the value he would show;
    - ``growth``: how much an opponent's final grows in a round, shrinking as it nears its
      ceiling (fitted on seeded games).

    A continuation is then worth ``V(H) − cost`` (``cost``: what the opponents score meanwhile)
    and an announcement ``a − final``; the bot announces when that is at least as good.
    """

    def __init__(self, seen: "Seen", rng=None):
        view = seen.view
        self.seen = seen
        self.table_letters = sorted({view["letters"][c] for c in seen.table})
        self.opponents = [s for s in range(view["players"]) if s != seen.seat]
        self.totals = view["totals"]
        self.target = view["target"]
        if rng is not None:
            finish(self.imagine(rng))

    def imagine(self, rng):
        """Generator: deal the imagined hands and sum them up (yields every two hands)."""
        view = self.seen.view
        letter = view["letters"]
        pools = {d: [ch for ch, n in sorted(self.seen.pool[d].items()) for _ in range(n)] for d in DECKS}
        finals, qs, announces = [], [], []
        self.sampled = []  # per opponent: his imagined finals (bias included)
        self.samples = samples = max(HARD_SAMPLES_MIN, HARD_SAMPLES // len(self.opponents))
        for opp in self.opponents:
            known = [letter[c] for c in view["known"][opp]]
            vowels = view["hand_vowels"][opp] - sum(1 for ch in known if ch in view["vowel_letters"])
            consonants = view["hand_counts"][opp] - len(known) - vowels
            f_sum = q_sum = a_sum = 0.0
            imagined = []
            for k in range(samples):
                hand = "".join(known) + "".join(_sample(pools["vowels"], vowels, rng)) + \
                    "".join(_sample(pools["consonants"], consonants, rng))
                final, q, a = yield from self._opponent(hand)
                imagined.append(final + OPPONENT_BIAS)
                f_sum += final
                q_sum += q
                a_sum += a * q
            self.sampled.append(imagined)
            finals.append(f_sum / samples + OPPONENT_BIAS)
            qs.append(q_sum / samples)
            announces.append(a_sum / q_sum if q_sum else 0.0)
        self.final = fsum(finals) / len(finals)
        none = 1.0
        for q in qs:
            none *= 1 - q
        self.q = 1 - none
        weight = fsum(qs)
        self.announce = fsum(q * a for q, a in zip(qs, announces)) / weight if weight else 0.0
        self.growth = max(GROWTH_FLOOR, GROWTH_RATE * (GROWTH_CEILING - self.final))
        # what the opponents score while I play one more round instead of announcing
        self.cost = self.q * self.announce + (1 - self.q) * (self.final + self.growth)

    def endgame(self, value: int):
        """(chance to win, chance to lose) the game at once by announcing ``value`` now: over
        the imagined opponent finals, someone reaches the target and one side is ahead."""
        mine = self.totals[self.seen.seat] + value
        win = lose = 0
        for k in range(self.samples):
            best = max(self.totals[opp] + finals[k] for opp, finals in zip(self.opponents, self.sampled))
            if max(mine, best) >= self.target:
                if mine > best:
                    win += 1
                elif best > mine:
                    lose += 1
        return win / self.samples, lose / self.samples

    def _opponent(self, hand: str):
        """Generator: (final, chance to announce, value announced) for one imagined opponent
        hand."""
        table = yield from reach.take_steps(hand, self.seen.code)
        best_final, best_q, best_a = max(0, table[None][0]), 0.0, 0
        if table[None][1] >= OPPONENT_ANNOUNCE:
            best_q, best_a = 1.0, table[None][1]
        for ch in self.table_letters:
            standing, announce, _ = table[ch]
            best_final = max(best_final, standing)
            if announce >= OPPONENT_ANNOUNCE and announce > best_a:
                best_q, best_a = 1.0, announce
        for deck in DECKS:
            odds = self.seen.draw_odds(deck)
            if not odds:
                continue
            final = q = a = 0.0
            for ch, p in odds:
                standing, announce, _ = table[ch]
                final += p * max(0, standing)
                if announce >= OPPONENT_ANNOUNCE:
                    q += p
                    a += p * announce
            best_final = max(best_final, final)
            if q > best_q:
                best_q, best_a = q, a / q
        return best_final, best_q, best_a


def _sample(pool: list, k: int, rng) -> list:
    k = max(0, min(k, len(pool)))
    return rng.sample(pool, k)


def _future(seen: "Seen", hand: str, table_letters):
    """Generator: V(H), the expected final of hand ``hand`` after one more turn (the best take,
    each deck weighed by the unseen cards, then the best lay), with the floor at zero."""
    table = yield from reach.take_steps(hand, seen.code)
    best = max(0, table[None][0])
    for ch in table_letters:
        best = max(best, table[ch][0])
    for deck in DECKS:
        odds = seen.draw_odds(deck)
        if odds:
            best = max(best, fsum(p * max(0, table[ch][0]) for ch, p in odds))
    return best


def _end_options(seen: "Seen", hand: str, outlook, table_letters, may_announce: bool):
    """Generator returning the ways to end this turn from ``hand`` (after the take):
    [(utility, lay letter, announce?)], best first. A continuation is worth V(hand left) −
    cost; it is weighed for the HARD_LAYS lays of best standing. An announcement is worth its
    value − the opponents' final, unless it wins or loses the game at once."""
    lays = yield from reach.lay_steps(hand, code=seen.code)
    ranked = sorted(lays, key=lambda k: (-lays[k][0], k is not None, k or ""))
    options = []
    for key in ranked[:HARD_LAYS]:
        rest = hand if key is None else hand.replace(key, "", 1)
        future = yield from _future(seen, rest, table_letters)
        options.append((future - outlook.cost, key, False))
    if may_announce:
        for key, (_, announce) in lays.items():
            if announce:
                win, lose = outlook.endgame(announce)
                if win >= ENDGAME_SURE:
                    options.append((ENDGAME_UTILITY * win, key, True))  # the game is won
                elif lose < ENDGAME_SURE:  # never announce into a lost game
                    options.append((announce - outlook.final, key, True))
    options.sort(key=lambda o: (-o[0], o[2], o[1] is not None, o[1] or ""))
    return options


def _hard(view, legal, rng):
    """The hard move. Last turn of the hand: the best expected final (the floor at zero
    included). Otherwise, at the take: each take valued by its best end of turn, the lay step
    still to come read from the walk of the hand (standing of a continuation, value of an
    announcement), decks weighed by the unseen cards; at the lay: every way to end the turn
    weighed with the one-turn lookahead V and the opponents' outlook."""
    seen = Seen(view)
    letter = view["letters"]
    hand = seen.hand_letters
    table_letters = sorted({letter[c] for c in seen.table})
    if view["closing"] is not None:
        # This turn is the last: the final score is the standing after it, floored at zero.
        if view["step"] == "take":
            reachable = yield from reach.take_steps(hand, seen.code)
            options = [(max(0, reachable[None][0]), 0, "no_take", None)]
            for ch in table_letters:
                options.append((max(0, reachable[ch][0]), 2, "take", ch))
            for deck in DECKS:
                odds = seen.draw_odds(deck)
                if odds:
                    value = fsum(p * max(0, reachable[ch][0]) for ch, p in odds)
                    options.append((value, 1, "draw", deck))
            _, _, kind, target = max(options, key=lambda o: (o[0], o[1], o[3] or ""))
            return _take_action(legal, kind, lambda c: letter[c], target) or legal[-1]
        _, key = reach.best_lay((yield from reach.lay_steps(hand, code=seen.code)))
        return _lay_action(view, legal, key, False)
    outlook = Outlook(seen)
    yield from outlook.imagine(rng)
    may_announce = bool(view["may_announce"])
    if view["step"] == "lay":
        options = yield from _end_options(seen, hand, outlook, table_letters, may_announce)
        _, key, announce = options[0]
        return _lay_action(view, legal, key, announce)
    # The take, read from one walk of the hand: the best standing with each letter (as a
    # continuation) or its best announcement.
    reachable = yield from reach.take_steps(hand, seen.code)

    def value(ch):
        standing, announce, _ = reachable[ch]
        best = max(0, standing) - outlook.cost
        if announce and may_announce:
            win, lose = outlook.endgame(announce)
            if win >= ENDGAME_SURE:
                best = ENDGAME_UTILITY * win
            elif lose < ENDGAME_SURE:
                best = max(best, announce - outlook.final)
        return best

    options = [(value(None), 0, "no_take", None)]
    for ch in table_letters:
        options.append((value(ch), 2, "take", ch))
    for deck in DECKS:
        odds = seen.draw_odds(deck)
        if odds:
            options.append((fsum(p * value(ch) for ch, p in odds), 1, "draw", deck))
    _, _, kind, target = max(options, key=lambda o: (o[0], o[1], o[3] or ""))
    return _take_action(legal, kind, lambda c: letter[c], target) or legal[-1]
