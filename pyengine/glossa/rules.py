"""Glossa's rules as pure functions, named after the rule book (shared/rules/glossa.fr.md).

Nothing here holds state or reads the lexicon: the game (game.py), the bots and the tests ask
these functions. A declared word is a list of cards in spelling order; a joker in a word is
written ``"*"`` followed by what it stands for (``["*C", "I", "V", "E", "T"]``).
"""

import unicodedata
from collections import Counter
from itertools import combinations

from .materials import (ALL_CARDS_MULTIPLIER, CHIP_UNIT, HAND_SIZE, JOKER, JOKER_MEANINGS,  # noqa: F401
                        MAX_EXCHANGE, VALUE, card_of, letters_of, spell, starting_reserve)

_MEANINGS = frozenset(JOKER_MEANINGS)


# --------------------------------------------------------------------- cards and words
def is_piece(piece) -> bool:
    """A card of the deck, or a joker with a meaning the deck allows (a letter or a group)."""
    if not isinstance(piece, str):
        return False
    if piece[:1] == JOKER:
        return piece[1:] in _MEANINGS
    return piece in VALUE


def card_value(piece: str) -> int:
    """Points printed on the card (a joker, whatever it stands for, is worth 0)."""
    return VALUE[card_of(piece)]


def word_value(cards) -> int:
    """« On fait la somme des points figurant sur les cartes utilisées, puis le produit de cette
    somme par le nombre de cartes employées (y compris les jokers). Exceptionnellement, si le mot
    utilise les 7 cartes, on multiplie non par 7 mais par 10. »

    ``cards``: letters, two-letter groups (one card each) and jokers (``"*"`` or ``"*X"``).

    >>> word_value(["C", "I", "V", "E", "T"])
    60
    >>> word_value(["E", "S", "C", "O", "R", "T", "E"])
    110
    """
    count = len(cards)
    total = sum(card_value(c) for c in cards)
    return total * (ALL_CARDS_MULTIPLIER if count == HAND_SIZE else count)


def word_problem(cards, hand) -> str | None:
    """Why ``cards`` cannot be declared from ``hand`` (an error key), or None if it can.

    Checks the shape only (cards held, jokers given a meaning of the deck); whether the spelled
    word is French is the lexicon's business.
    """
    if not isinstance(cards, list) or len(cards) > HAND_SIZE:
        return "glossa.error.bad_word"
    for piece in cards:
        if not is_piece(piece):
            if isinstance(piece, str) and piece == JOKER:
                return "glossa.error.joker_meaning"
            return "glossa.error.bad_card"
    need = Counter(card_of(p) for p in cards)
    have = Counter(hand)
    if any(have[card] < n for card, n in need.items()):
        return "glossa.error.not_in_hand"
    return None


# --------------------------------------------------------------------- comparing hands
def showdown_key(cards) -> tuple:
    """A key that sorts hands from weakest to strongest at the comparison.

    « En cas d'égalité de points entre deux jeux, prime celui qui utilise le minimum de cartes,
    et, en cas d'égalité persistante, le jeu dont la carte de valeur maximum est inférieure [...]
    Si l'égalité persiste on applique le même principe à la seconde carte, etc. »

    ``cards`` is None for a player without a word: he has nothing to compare and ranks below
    every word (Tapis's reading; the rule book does not consider it).
    """
    if not cards:
        return (-1, 0, ())
    values = sorted((card_value(c) for c in cards), reverse=True)
    return (word_value(cards), -len(cards), tuple(-v for v in values))


def best_hands(hands: dict) -> list:
    """The seats (keys of ``hands``: seat → declared cards) holding the strongest hand; several
    on a complete tie (« égalité totale »: the pot is shared).

    >>> best_hands({0: list("CIVET"), 1: list("ESCORTE"), 2: None})
    [1]
    """
    if not hands:
        return []
    keys = {seat: showdown_key(cards) for seat, cards in hands.items()}
    top = max(keys.values())
    return sorted(seat for seat, key in keys.items() if key == top)


# --------------------------------------------------------------------- the exchange
def exchanges(hand) -> list[list[str]]:
    """Every distinct discard of 0 to 3 cards (« servi », or one, two or three cards), each
    sorted (the one way an exchange is written); identical cards give one choice."""
    seen = set()
    out = []
    cards = sorted(hand)
    for n in range(MAX_EXCHANGE + 1):
        for picked in combinations(cards, n):
            if picked not in seen:
                seen.add(picked)
                out.append(list(picked))
    return out


# --------------------------------------------------------------------- chips
def round_chips(amount: int) -> int:
    """Down to a whole number of the smallest chip (10)."""
    return amount // CHIP_UNIT * CHIP_UNIT


def split_pot(amount: int, winners: int) -> tuple[int, int]:
    """« A l'extrême (égalité totale), il y a partage du gain »: each winner's share, rounded down
    to whole chips, and the remainder, which stays on the table as cagnotte."""
    share = round_chips(amount // winners)
    return share, amount - share * winners


def share_cagnotte(amount: int, seats) -> dict:
    """A cagnotte still on the table when the game ends, shared between all the players so that
    the chips left add up to the box's 3000 again (« RELIQUAT JETONS [...] TOTAL TOUJOURS EGAL A
    3 000 »): equal shares in whole chips, then the chips that do not share evenly one by one
    to ``seats`` in order (from the last dealer's left). Returns seat → chips.

    >>> share_cagnotte(40, [1, 2, 3, 0])
    {1: 10, 2: 10, 3: 10, 0: 10}
    >>> share_cagnotte(70, [2, 0, 1])
    {2: 30, 0: 20, 1: 20}
    """
    seats = list(seats)
    each = round_chips(amount // len(seats))
    shares = {seat: each for seat in seats}
    left = amount - each * len(seats)
    for seat in seats:
        if left < CHIP_UNIT:
            break
        shares[seat] += CHIP_UNIT
        left -= CHIP_UNIT
    return shares


def side_pots(contributions, contenders, cagnotte: int = 0, payers: bool = False) -> tuple[list[dict], dict]:
    """The pot cut into a main pot and side pots (« tapis », rule book III c).

    ``contributions``: chips each seat put in this deal (ante and bets, folded seats included);
    ``contenders``: seats still in the deal (not folded), all-in or not, whatever their word;
    ``cagnotte``: chips carried over from earlier deals, which belong to the main pot.

    Returns ``(pots, returned)``: each pot ``{"amount", "eligible"}`` (eligible seats sorted),
    main pot first, one per stake a contender stopped at; ``returned`` maps a seat to the part of
    its last bet nobody matched, which goes back to it (« jetons qui leur seraient restitués »).
    With ``payers``, each pot also has ``"paid"``: seat → the chips that seat put into it
    (the cagnotte aside), for a pot that nobody may win and that goes back to those who paid.
    """
    contributions = list(contributions)
    returned = {}
    top = max(contributions, default=0)
    leaders = [s for s, c in enumerate(contributions) if c == top]
    if len(leaders) == 1 and top > 0:
        second = max((c for s, c in enumerate(contributions) if s != leaders[0]), default=0)
        if top > second:
            returned[leaders[0]] = top - second
            contributions[leaders[0]] = second
    levels = sorted({contributions[s] for s in contenders if contributions[s] > 0})
    pots = []
    previous = 0
    for index, level in enumerate(levels):
        last = index == len(levels) - 1
        paid = {s: (c if last else min(c, level)) - min(c, previous) for s, c in enumerate(contributions)}
        paid = {s: amount for s, amount in paid.items() if amount}
        amount = sum(paid.values()) + (cagnotte if index == 0 else 0)
        eligible = sorted(s for s in contenders if contributions[s] >= level)
        pot = {"amount": amount, "eligible": eligible}
        if payers:
            pot["paid"] = paid
        pots.append(pot)
        previous = level
    if not pots and (cagnotte or any(contributions)):
        pot = {"amount": cagnotte + sum(contributions), "eligible": sorted(contenders)}
        if payers:
            pot["paid"] = {s: c for s, c in enumerate(contributions) if c}
        pots.append(pot)
    return pots, returned


# --------------------------------------------------------------------- loans (dépannage)
def loan_threshold(players: int) -> int:
    """Below this many chips a player may ask for a loan: « inférieure au 1/5e de son montant
    initial »."""
    return starting_reserve(players) // 5


def loan_limit(players: int) -> int:
    """The largest loan: « limité à 50 % de la réserve initiale »."""
    return round_chips(starting_reserve(players) // 2)


def may_borrow(chips: int, players: int) -> bool:
    return chips < loan_threshold(players)


# --------------------------------------------------------------------- the score sheet
def score_sheet(rows, chips) -> dict:
    """The foot of the « feuille de marque »: « TOTAL POINTS DE JEU » (deals and loans added up,
    a blank counting as nothing), « RELIQUAT JETONS » and « TOTAL FINAL » = the two added.

    ``rows``: one list per line of the sheet (a deal or a loan), a value or None per player.
    """
    players = len(chips)
    points = [0] * players
    for row in rows:
        for seat, value in enumerate(row):
            if value is not None:
                points[seat] += value
    return {"game_points": points, "chips": list(chips),
            "totals": [p + c for p, c in zip(points, chips)]}


# --------------------------------------------------------------------- typing a word
def spell_text(text: str, hand) -> list | None:
    """The strongest way to lay the typed word ``text`` (letters A–Z) with cards of ``hand``:
    one card per letter, or a two-letter card for a pair of letters, a joker for whatever the
    hand lacks. None when the hand cannot spell it. For the word builder, so that a player may
    type CHOUX and get CH·OU·X or C·H·O·U·X, whichever is worth more.

    >>> spell_text("CIVET", ["C", "I", "V", "E", "T", "*", "S"])
    ['C', 'I', 'V', 'E', 'T']
    >>> spell_text("CHOUX", ["CH", "O", "U", "X", "*"])
    ['CH', 'O', 'U', 'X']
    """
    if not isinstance(text, str):
        return None
    text = _plain(text)
    if text and not (text.isascii() and text.isalpha()):
        return None
    have = Counter(hand)
    best = [None, None]  # key, cards

    def walk(i, chosen):
        if len(chosen) > HAND_SIZE:
            return
        if i == len(text):
            key = showdown_key(chosen)
            if best[0] is None or key > best[0]:
                best[0], best[1] = key, list(chosen)
            return
        for width in (1, 2):
            piece = text[i:i + width]
            if len(piece) < width or (width == 2 and piece not in _MEANINGS):
                continue
            for card in (piece, JOKER):
                if have[card] > 0:
                    have[card] -= 1
                    chosen.append(piece if card == piece else JOKER + piece)
                    walk(i + width, chosen)
                    chosen.pop()
                    have[card] += 1

    walk(0, [])
    return best[1]


def _plain(text: str) -> str:
    """Upper case without accents, as the lexicon compares words (É→E, Ç→C, Œ→OE, Æ→AE)."""
    text = text.replace("œ", "oe").replace("Œ", "OE").replace("æ", "ae").replace("Æ", "AE")
    text = unicodedata.normalize("NFD", text)
    return "".join(c for c in text if not unicodedata.combining(c)).upper().strip()
