"""Le Glükz's dock: the sentence of the moment, your rows (small, while your hand holds
cards), the cards you play from now — your hand, one card per value with its count, else your
face-up row, else your face-down cards — and Lay / Take."""

from ...html import esc, tag
from ..parts import piece, play_mark
from .common import Common, rank_of


class Dock(Common):
    """The prompt, your rows, your hand in values, the actions."""

    def prompt(self, view: dict, ctx) -> str:
        phase = view["phase"]
        if phase == "race":
            return ctx.t("glukz.ui.race")
        if phase == "direction" and view["players"] > 2:
            return ctx.t("glukz.ui.direction.you", seat=ctx.name(view["starter"]))
        stage = view["moves"]["stage"]
        value = view["pile_value"]
        if stage == "face_down":
            return ctx.t("glukz.ui.your_move.face_down")
        if value is None:
            return ctx.t(f"glukz.ui.your_move.{stage}.empty")
        return ctx.t(f"glukz.ui.your_move.{stage}", value=ctx.t(f"glukz.rank_name.{value}"))

    def waiting(self, view: dict, ctx) -> str:
        """While the starter's two neighbours race to answer, the others are told who may play
        (the frame would otherwise say that everyone may)."""
        if view["phase"] != "direction" or view["players"] <= 2:
            return ""
        names = ctx.t("glukz.ui.or", first=ctx.name(view["neighbours"][0]), last=ctx.name(view["neighbours"][-1]))
        return ctx.t("glukz.ui.direction.wait", names=names)

    def rows_strip(self, view: dict, ctx) -> str:
        """Your rows, small, while your hand holds cards (once it is empty they become the hand)."""
        if not view["hand"] or self._stage(view) == "out":
            return ""
        head = tag("span", esc(ctx.t("glukz.ui.your_rows")), class_="gz-rows-label")
        return tag("div", head + self.slots(view, ctx, view["seat"], small=True), class_="gz-rows",
                   data_coach="my-rows")

    def hand(self, view: dict, ctx) -> str:
        seat = view["seat"]
        stage = self._stage(view)
        live = self._interactive(view, ctx)
        moves = view.get("moves") or {}
        if stage == "hand":  # one card per value, with its count: a tap chooses one more of it
            chosen = set(self._chosen(view)) if live else set()
            playable = set(moves.get("playable") or [])
            hint = ctx.hint or {}
            groups = []
            coached = set()
            for same in self._rank_groups(view["hand"]):
                if live:
                    coach = None
                    kind = "playable" if same[0] in playable else "too-low"
                    if kind not in coached:
                        coached.add(kind)
                        coach = kind
                    groups.append(self._group_button(same, ctx, chosen, playable, moves, hint, coach=coach))
                else:
                    groups.append(self._group(same, ctx))
            return "".join(groups)
        if stage == "out":  # (once the game is over, it no longer "goes on without you")
            key = "glukz.ui.done.over" if view["over"] else "glukz.ui.done"
            return tag("p", esc(ctx.about(seat, key, place=self._place(view["seats"][seat]["place"], ctx))),
                       class_="gz-done")
        clickable = stage if live else ""
        return self.slots(view, ctx, seat, small=False, clickable=clickable)

    def hand_count(self, view: dict) -> int:
        stage = self._stage(view)
        if stage == "hand":
            return len(self._rank_groups(view["hand"]))
        if stage == "out":
            return 0
        return len(view["seats"][view["seat"]]["face_up"])

    def hand_label(self, view: dict, ctx) -> str:
        stage = self._stage(view)
        key = {"hand": "glukz.ui.hand", "face_up": "glukz.ui.hand.face_up",
               "face_down": "glukz.ui.hand.face_down"}.get(stage, "glukz.ui.hand")
        if not ctx.person or ctx.is_bot(view["seat"]):
            return ctx.t("glukz.ui.hand_of", name=ctx.name(view["seat"]))
        return ctx.t(key)

    def actions(self, view: dict, ctx) -> str:
        moves = view["moves"]
        chosen = self._chosen(view)
        if chosen:
            lay = ctx.t("glukz.ui.lay.what", what=self._rank_phrase(chosen))
        else:
            lay = ctx.t("glukz.ui.lay")
        playable = set(moves.get("playable") or [])
        waiting = bool(ctx.countdown)
        ready = bool(chosen) and all(c in playable for c in chosen) and not waiting
        hint = ctx.hint or {}
        buttons = [self.view_button(esc(lay), "lay", cls="btn btn--primary gz-lay", focus="gz-lay", disabled=not ready,
                                    data_coach="lay")]
        if moves.get("take"):
            shown = chosen or moves["take_default"]
            shown = ctx.t("glukz.ui.take.shown", what=self._rank_phrase(shown))
            label = esc(ctx.t("glukz.ui.take")) + " " + tag("span", esc(shown), class_="gz-shown")
            buttons.append(self.view_button(label, "take", cls="btn gz-take" +
                                            (" is-hint" if hint.get("type") == "take" else ""),
                                            focus="gz-take", disabled=waiting, data_coach="take"))
        else:  # nothing to take: said, so a newcomer learns the pile is taken only when there is one
            buttons.append(self.view_button(esc(ctx.t("glukz.ui.take")), "take", cls="btn gz-take", focus="gz-take",
                                            disabled=True, title=ctx.t("glukz.ui.take.none"), data_coach="take"))
        if chosen:
            buttons.append(self.view_button(esc(ctx.t("glukz.ui.clear")), "clear", cls="btn btn--ghost",
                                            focus="gz-clear"))
        said = ctx.t("glukz.ui.selected", what=self._rank_phrase(chosen)) if chosen else \
            ctx.t("glukz.ui.nothing_selected")
        return "".join(buttons) + tag("span", esc(said), class_="sr-only", aria_live="polite")

    @staticmethod
    def _play_label(card: str, what: str, playable: set, burns: bool, ctx) -> str:
        """A hand card's (or value's) name as a button says it: too low, burns the pile, or just its name."""
        if card not in playable:
            return ctx.t("glukz.ui.card.too_low", card=what)
        if burns:
            return ctx.t("glukz.ui.card.burns", card=what)
        return what

    def _card_button(self, card: str, ctx, chosen: set, playable: set, moves: dict, hint: dict,
                     coach: str | None = None) -> str:
        burns = rank_of(card) in (moves.get("burn_ranks") or [])
        label = self._play_label(card, self._name(card, ctx), playable, burns, ctx)
        cls = "card gz-card" + self._colour(card)
        cls += play_mark(card in playable)
        if burns:
            cls += " gz-burns"
        if card in (hint.get("cards") or []):
            cls += " is-hint"
        return self._button(self._face(card, ctx), label, cls + (" is-selected" if card in chosen else ""),
                            key=card, act="view", arg=f"card:{card}", pressed=card in chosen, coach=coach)

    @staticmethod
    def _rank_groups(cards: list[str]) -> list[list[str]]:
        """The cards (sorted) in groups of one value, lowest first: the rules lay a value's cards
        together, so the hand shows one card per value with its count."""
        groups: dict[str, list[str]] = {}
        for card in cards:
            groups.setdefault(rank_of(card), []).append(card)
        return list(groups.values())

    def _group_label(self, same: list[str], ctx) -> str:
        if len(same) == 1:
            return self._name(same[0], ctx)
        return ctx.t("glukz.ui.group", what=self._rank_phrase(same),
                     cards=", ".join(self._name(c, ctx) for c in same))

    @staticmethod
    def _group_badge(count: int, chosen: int) -> str:
        """« ×3 » on a value held three times; « 2/3 » once two of them are chosen."""
        if count < 2:
            return ""
        text = f"{chosen}/{count}" if chosen else f"×{count}"
        return tag("span", esc(text), class_="gz-group-count" + (" is-on" if chosen else ""), aria_hidden="true")

    def _group(self, same: list[str], ctx) -> str:
        """A value of a hand that is not played from this screen now: its card and its count."""
        cls = "card gz-card gz-group" + self._colour(same[0]) + (" gz-group--many" if len(same) > 1 else "")
        return piece(self._face(same[0], ctx) + self._group_badge(len(same), 0), label=self._group_label(same, ctx),
                     cls=cls, key=same[0])

    def _group_button(self, same: list[str], ctx, chosen: set, playable: set, moves: dict, hint: dict,
                      coach: str | None = None) -> str:
        """A value of the hand as one button: each tap chooses one more of its cards (after the
        last, the next tap puts them all back)."""
        first = same[0]
        rank = rank_of(first)
        taken = sum(c in chosen for c in same)
        what = self._group_label(same, ctx)
        burns = rank in (moves.get("burn_ranks") or [])
        label = self._play_label(first, what, playable, burns, ctx)
        if taken and len(same) > 1:
            key = "glukz.ui.group.chosen_all" if taken == len(same) else "glukz.ui.group.chosen"
            label = ctx.t(key, group=label, n=taken)
        cls = "card gz-card gz-group" + self._colour(first) + (" gz-group--many" if len(same) > 1 else "")
        cls += play_mark(first in playable)
        if burns:
            cls += " gz-burns"
        if any(c in (hint.get("cards") or []) for c in same):
            cls += " is-hint"
        return self._button(self._face(first, ctx) + self._group_badge(len(same), taken), label,
                            cls + (" is-selected" if taken else ""), key=first, act="view", arg=f"rank:{rank}",
                            focus=f"rank:{rank}", pressed=taken > 0, coach=coach, data_count=len(same),
                            data_chosen=taken)
