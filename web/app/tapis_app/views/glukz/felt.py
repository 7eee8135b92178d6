"""Le Glükz's middle: the burned heap (the run that burned last face up on it), the pile with
its value and run, who plays after, and the last move in one sentence."""

from ...html import esc, join, tag
from .common import Common

PILE_SHOWN = 6  # cards of the pile drawn face up (the rest are counted)
HEAP_SHOWN = 4  # cards of the last burn's run drawn on the burned heap


class Felt(Common):
    """The burned heap, the pile and what just happened."""

    def felt(self, view: dict, ctx) -> str:
        board = join([self.heap(view, ctx), self.pile(view, ctx), self.facts(view, ctx)])
        return tag("section", join([
            tag("h2", esc(ctx.t("glukz.ui.pile")), class_="sr-only"),
            tag("div", board, class_="gz-board"),
            self.last_move(view, ctx),
        ]), class_="gz-felt", aria_label=ctx.t("glukz.ui.pile"), data_phase=view["phase"], data_moves=view["turn"])

    def heap(self, view: dict, ctx) -> str:
        """The burned cards, out of the game: a face-down heap with its count and, face up on it,
        the run that burned last. A pile that burns just now flies onto it."""
        burned = view["burned"]
        burn = view["last_burn"]
        fresh = bool(burn) and burn["turn"] == view["turn"] - 1
        sink = [c for c in burned[-burn["cards"]:] if c not in burn["run"]] if fresh else None
        inside = []
        if burned:
            inside.append(tag("span", "", class_="card card--back gz-heap-back", aria_hidden="true"))
            run = burn["run"][-HEAP_SHOWN:]
            from_ = None if burn["seat"] == ctx.seat else f"hold-{burn['seat']}"
            inside.append(tag("div", "".join(self._card(c, ctx, from_=from_) for c in run), class_="gz-heap-run"))
            label = ctx.t("glukz.ui.burned.label", n=len(burned), what=self._rank_phrase(burn["run"]))
            count = tag("span", esc(ctx.t("glukz.ui.burned.count", n=len(burned))), class_="gz-heap-count",
                        aria_hidden="true")
        else:
            label = ctx.t("glukz.ui.burned.none")
            count = tag("span", esc(ctx.t("glukz.ui.burned")), class_="gz-heap-count", aria_hidden="true")
        return tag("div", tag("div", "".join(inside), class_="gz-heap-cards") + count,
                   class_="gz-heap" + (" gz-heap--fresh" if fresh else "") + ("" if burned else " gz-heap--empty"),
                   role="img", aria_label=label, data_key="burned", data_sink=" ".join(sink) if sink else None,
                   data_coach="burned")

    def pile(self, view: dict, ctx) -> str:
        pile = view["pile"]
        last = view.get("last") or {}
        seat = last.get("seat")
        fresh_from = None
        if last.get("type") == "play" and seat is not None:
            fresh_from = f"hold-{seat}" if last["source"] == "hand" else f"rows-{seat}"
        if pile:
            shown = pile[-PILE_SHOWN:]
            cards = "".join(self._card(c, ctx, from_=fresh_from if c in last.get("cards", []) else None)
                            for c in shown)
            more = len(pile) - len(shown)
            below = tag("span", esc(ctx.t("glukz.ui.pile.more", n=more)), class_="gz-more", aria_hidden="true") \
                if more else ""
            return tag("div", tag("div", cards, class_="gz-pile-cards") + below, class_="gz-pile",
                       role="img", aria_label=ctx.t("glukz.ui.pile.label", n=len(pile), top=self._name(pile[-1], ctx)),
                       data_coach="pile")
        if view["phase"] == "race":
            countdown = ctx.countdown
            word = str(countdown) if countdown else ctx.t("glukz.ui.race.go")
            inside = tag("p", esc(word), class_="gz-signal" + (" gz-signal--go" if not countdown else ""))
            return tag("div", inside, class_="gz-pile gz-pile--empty gz-pile--race", data_coach="pile")
        return tag("div", tag("p", esc(ctx.t("glukz.ui.pile.empty"))), class_="gz-pile gz-pile--empty",
                   data_coach="pile")

    def facts(self, view: dict, ctx) -> str:
        phase = view["phase"]
        lines = []
        if phase == "race":
            two = view["players"] == 2
            lines.append(tag("p", esc(ctx.t("glukz.ui.race.title")), class_="gz-value"))
            lines.append(tag("p", esc(ctx.t("glukz.ui.race.two" if two else "glukz.ui.race.many")), class_="gz-run"))
        elif view["pile"]:
            value = view["pile_value"]
            lines.append(tag("p", esc(ctx.t("glukz.ui.pile.value", value=ctx.t(f"glukz.rank_name.{value}"))),
                             class_="gz-value", data_coach="pile-value"))
            hot = view["top_run"] >= view["burn_size"] - 1
            lines.append(tag("p", esc(ctx.t("glukz.ui.pile.run", n=view["top_run"], size=view["burn_size"])),
                             class_="gz-run" + (" gz-run--hot" if hot else "")))
        else:
            lines.append(tag("p", esc(ctx.t("glukz.ui.pile.open")), class_="gz-value"))
            lines.append(tag("p", esc(ctx.t("glukz.ui.pile.anything")), class_="gz-run"))
        if phase == "direction" and view["players"] > 2:
            names = ctx.t("glukz.ui.or", first=ctx.name(view["neighbours"][0]), last=ctx.name(view["neighbours"][-1]))
            lines.append(tag("p", esc(ctx.t("glukz.ui.direction.open", names=names)), class_="gz-after"))
        elif phase == "play" and view["players"] > 2 and view["after"] is not None and view["after"] != view["current"]:
            lines.append(tag("p", esc(ctx.about(view["after"], "glukz.ui.after")), class_="gz-after"))
        return tag("div", "".join(lines), class_="gz-facts")

    def last_move(self, view: dict, ctx) -> str:
        """What just happened, in one sentence, with the card shown to take the pile."""
        last = view.get("last")
        burn = view["last_burn"]
        if not last:
            text = ctx.t("glukz.ui.last.none_race" if view["phase"] == "race" else "glukz.ui.last.none")
            return tag("p", esc(text), class_="gz-last gz-last--none")
        seat = last["seat"]
        cards = last.get("cards") or []
        what = self._rank_phrase(cards)
        badge = ""
        if last["type"] == "play" and last.get("burn") and burn and burn["turn"] == view["turn"] - 1:
            text = ctx.about(seat, "glukz.ui.last.burn", what=self._rank_phrase(burn["run"]), n=burn["cards"])
            if view["current"] == seat:
                text += " " + ctx.about(seat, "glukz.ui.again")
            badge = tag("strong", esc(ctx.t("glukz.ui.burn_badge")), class_="gz-badge")
        elif last["type"] == "play" and last["source"] == "face_down":
            text = ctx.about(seat, "glukz.ui.last.flip", what=what)
        elif last["type"] == "play" and view["start"] == "race" and view["turn"] == 1:
            text = ctx.about(seat, "glukz.ui.last.first", what=what)  # the race's winner
        elif last["type"] == "play":
            text = ctx.about(seat, "glukz.ui.last.play", what=what,
                             where={"key": f"glukz.where{'_you' if seat == ctx.you else ''}.{last['source']}"})
        elif last["source"] == "face_down":
            text = ctx.about(seat, "glukz.ui.last.flip_miss", what=what, n=last.get("taken", 0))
        else:
            text = ctx.about(seat, "glukz.ui.last.take", what=what, n=last.get("taken", 0))
        return tag("p", badge + (" " if badge else "") + esc(text),
                   class_="gz-last" + (" gz-last--burn" if badge else "") +
                   (" gz-last--take" if last["type"] == "take" else ""))
