"""The game review: for word games, the best words each hand allowed beside the one played
(the engine's ``hand_reviews``); for every game, on request, the person's recent plays beside
the hard computer player's choices (:func:`pyengine.bots.review.second_opinions`), computed a
slice at a time by the page's loop like a computer player's move.
"""

from pyengine.core import i18n

from .html import button, esc, join, tag
from .text import t

PLAYS_REVIEWED = 30  # the hard player's thought is costly in a browser: the last plays only


class Review:
    """The second-opinion job of one session at one moment of its game."""

    def __init__(self, session, seat: int):
        self.session = session
        self.game = session.game  # undo puts a new game in the session; moves extend this one
        self.seat = seat
        self.plays = self.plays_made()
        self.done = 0
        self.total = 0
        self.moments: list[dict] | None = None  # None: still thinking

    def plays_made(self) -> int:
        return sum(1 for actor, _ in self.game.actions if actor == self.seat)

    def current(self, session, seat: int) -> bool:
        """Still about the person's plays: the other seats' moves since do not change it, an
        undo or a new play of the person's does."""
        return (self.session is session and self.game is session.game and self.seat == seat
                and self.plays == self.plays_made())

    def steps(self):
        """The generator the page runs a slice at a time; stores the moments at the end."""
        from pyengine.bots.review import second_opinions

        def progress(done, total):
            self.done, self.total = done, total

        self.total = min(PLAYS_REVIEWED, self.plays)
        # later moves only append to the log: the decisions listed at the start stay as they were
        self.moments = yield from second_opinions(self.game, self.seat, "hard", PLAYS_REVIEWED, progress)


def value_text(game_id: str, value, lang: str) -> str:
    key = f"{game_id}.review.value"
    return i18n.text(key if i18n.has(key) else "ui.review.value", lang, value=value)


def hand_sentence(entry: dict, game_id: str, lang: str) -> str:
    """« Manche 3 : vous avez fait CHAT (40 points). Le meilleur possible : CHATON (72 points). »"""
    played = entry["played"]
    if played:
        made = ", ".join(t("ui.review.played", lang, word=w["word"], value=value_text(game_id, w["value"], lang))
                         for w in played)
    else:
        made = t("ui.review.no_word", lang)
    best = entry["best"]
    if played and best and best[0]["value"] <= max(w["value"] for w in played):
        return t(_key("hand_best", game_id), lang, hand=entry["hand"], played=made)
    played_words = {w["word"] for w in played}
    best = [w for w in best if w["word"] not in played_words][:2]  # what the person missed
    best_text = ", ".join(f'{w["word"]} ({value_text(game_id, w["value"], lang)})' for w in best) or \
        t("ui.review.nothing_possible", lang)
    return t(_key("hand", game_id), lang, hand=entry["hand"], played=made, best=best_text)


def _key(name: str, game_id: str) -> str:
    """Each game names its hands with its rule book's word (Glossa's « donne », Juggler's
    « partie », BuyWord's « round »): ``<game>.review.<name>``, else ``ui.review.<name>``."""
    own = f"{game_id}.review.{name}"
    return own if i18n.has(own) else f"ui.review.{name}"


def render_hands(entries: list[dict], game_id: str, lang: str) -> str:
    if not entries:
        return ""
    items = "".join(tag("li", esc(hand_sentence(e, game_id, lang))) for e in entries)
    return tag("h3", esc(t(_key("hands", game_id), lang))) + tag("ul", items, class_="review-hands")


def render_moves(app, review: Review | None, plays: int) -> str:
    """The second-opinion part of the review dialog."""
    lang = app.lang
    head = tag("h3", esc(t("ui.review.moves", lang)))
    if not plays:
        return head + tag("p", esc(t("ui.review.empty", lang)))
    explain = tag("p", esc(t("ui.review.explain", lang, n=min(plays, PLAYS_REVIEWED))), class_="option-help")
    if review is None:
        return head + explain + button(esc(t("ui.review.run", lang)), "review-run", cls="btn btn--primary")
    if review.moments is None:
        return head + tag("p", esc(t("ui.review.running", lang, done=review.done, total=review.total)),
                          role="status", class_="review-progress")
    if not review.moments:
        return head + tag("p", esc(t("ui.review.agree", lang)), class_="review-summary")
    items = []
    for moment in review.moments:
        before = moment["before"]
        items.append(tag("li", join([
            tag("strong", esc(t("ui.review.moment", lang, n=moment["index"] + 1))),
            tag("span", esc(t("ui.review.you", lang, move=app.describe(moment["played"], before, review.seat)))),
            tag("span", esc(t("ui.review.strong", lang, move=app.describe(moment["suggested"], before, review.seat))))]),
            class_="review-moment"))
    summary = tag("p", esc(t("ui.review.disagree", lang, n=len(review.moments))), class_="review-summary")
    return head + summary + tag("ol", "".join(items), class_="review-moments")
