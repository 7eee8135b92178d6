"""BuyWord's crossword grid (the ``crossword`` room of the engine): the words sold laid on a
shared grid, scaled to the room it has, the word being built shown where it would lie, the start
cell and direction chosen on it, and the view moved with the arrows."""

from ...html import esc, tag
from .common import GRID_HALF_COLS, GRID_HALF_ROWS, PAN_STEP, PHONE_HALF, Common, tile_face


class Grid(Common):
    """The crossword grid and its start cell, direction and view."""

    # ================================================================== the crossword grid
    def _grid_centre(self, view):
        bounds = view["grid"]["bounds"]
        if bounds:
            centre = [(bounds["top"] + bounds["bottom"]) // 2, (bounds["left"] + bounds["right"]) // 2]
        else:
            centre = [0, 0]
        pan = self.ui.get("pan") or [0, 0]
        return centre[0] + pan[0], centre[1] + pan[1]

    def grid(self, view, ctx, state) -> str:
        grid = view["grid"]
        laid = {(c["row"], c["col"]): c for c in grid["cells"]}
        interactive = state["interactive"]
        word = state["word"]
        preview = {}
        start = None
        if interactive:
            start = self._start(view, len(word)) if word else self.ui.get("at")
        if word:
            whole, at = self._compose(view, word)
            dr, dc = (0, 1) if self.ui.get("dir", "across") == "across" else (1, 0)
            for i, (letter, kind, _) in enumerate(whole or []):
                if kind != "laid":
                    preview[(at[0] + dr * i, at[1] + dc * i)] = (letter, kind == "wild")
        sales = self._round_sales(view)
        last_cells, seller = set(), None
        if sales:
            seller = sales[-1][1]["seat"]
            last_cells = {(c[0], c[1]) for c in sales[-1][1]["cells"]}
        cr, cc = self._grid_centre(view)
        pips = view["pips"]
        cells = []
        for r in range(cr - GRID_HALF_ROWS, cr + GRID_HALF_ROWS + 1):
            for c in range(cc - GRID_HALF_COLS, cc + GRID_HALF_COLS + 1):
                row_no, col_no = r - (cr - GRID_HALF_ROWS) + 1, c - (cc - GRID_HALF_COLS) + 1
                classes = ["bw-cell", f"bw-dr{abs(r - cr)}", f"bw-dc{abs(c - cc)}"]
                content = ""
                from_ = None
                if (r, c) in laid:
                    cell = laid[(r, c)]
                    letter = cell["letter"]
                    classes.append("bw-cell--laid")
                    if cell["wild"]:
                        classes.append("bw-cell--wild")
                    if (r, c) in last_cells:
                        classes.append("bw-cell--last")
                        from_ = f"seat-{seller}"
                    content = tile_face(letter, cell["pips"])
                    name = ctx.t("buyword.ui.grid.cell_letter", row=row_no, col=col_no,
                                 tile=self._wild_label(ctx, letter, cell["pips"]) if cell["wild"] else
                                 self._tile_label(ctx, letter, cell["pips"]))
                    if (r, c) in preview and preview[(r, c)][0] != letter:
                        classes.append("bw-cell--clash")
                elif (r, c) in preview:
                    letter, is_wild = preview[(r, c)]
                    classes.append("bw-cell--new")
                    value = view["wild_pips"] if is_wild else pips.get(letter, "")
                    content = tile_face(letter or "?", value)
                    name = ctx.t("buyword.ui.grid.cell_new", row=row_no, col=col_no,
                                 tile=self._wild_label(ctx, letter, value) if is_wild else
                                 self._tile_label(ctx, letter, value))
                else:
                    name = ctx.t("buyword.ui.grid.cell", row=row_no, col=col_no)
                is_start = start is not None and [r, c] == list(start)
                if is_start:
                    classes.append("bw-cell--start")
                    name += ctx.t("buyword.ui.grid.start")
                key = f"g{r}_{c}" if (r, c) in laid else None
                if interactive:
                    focus_here = is_start or (start is None and r == cr and c == cc)
                    cells.append(tag("button", content, type="button", class_=" ".join(classes), data_act="view",
                                     data_arg=f"cell:{r}:{c}", aria_label=name, data_key=key, data_from=from_,
                                     tabindex="0" if focus_here else "-1",
                                     data_focus="bw-start" if focus_here else f"cell:{r}:{c}",
                                     aria_pressed="true" if is_start else "false"))
                else:
                    cells.append(tag("div", content, class_=" ".join(classes), role="img", aria_label=name,
                                     data_key=key, data_from=from_))
        board = tag("div", "".join(cells), class_="bw-grid", role="group", aria_label=ctx.t("buyword.ui.grid"))
        pans = [("up", -PAN_STEP, 0, "▲"), ("left", 0, -PAN_STEP, "◀"), ("home", 0, 0, "◎"),
                ("right", 0, PAN_STEP, "▶"), ("down", PAN_STEP, 0, "▼")]
        tools = tag("div", "".join(
            self.view_button(mark, f"pan:{dr}:{dc}" if name != "home" else "pan:home",
                             cls=f"btn btn--icon bw-pan bw-pan--{name}", aria_label=ctx.t(f"buyword.ui.grid.pan.{name}"))
            for name, dr, dc, mark in pans), class_="bw-pans", role="group", aria_label=ctx.t("buyword.ui.grid.pan"))
        if interactive:  # the word's direction, beside the grid it is laid on
            direction = self.ui.get("dir", "across")
            tools = tag("div", "".join(
                self.view_button(tag("span", mark, aria_hidden="true") + " " +
                                 tag("span", esc(ctx.t(f"buyword.ui.grid.{way}")), class_="bw-dir-word"), f"dir:{way}",
                                 cls="btn btn--chip bw-dir" + (" is-on" if direction == way else ""),
                                 aria_pressed="true" if direction == way else "false")
                for way, mark in (("across", "→"), ("down", "↓"))), class_="bw-dirs") + tools
        return tag("section", tag("div", board + tag("div", tools, class_="bw-grid-tools"), class_="bw-board-in"),
                   class_="bw-board", aria_label=ctx.t("buyword.ui.grid"), data_coach="grid", data_measure="size")

    @staticmethod
    def grid_note(view, ctx) -> str:
        if view["grid"]["cells"] or view["over"]:
            return ""
        return tag("p", esc(ctx.t("buyword.ui.grid.empty")), class_="bw-note bw-grid-note")

    def handle_grid(self, name, rest):
        """A click on the grid: the start cell, the direction, moving the view."""
        if name == "cell":
            r, c = (int(x) for x in rest.split(":"))
            self.ui["at"] = [r, c]
        elif name == "dir":
            if rest in ("across", "down"):
                self.ui["dir"] = rest
        elif name == "pan":
            if rest == "home":
                self.ui["pan"] = [0, 0]
            else:
                dr, dc = (int(x) for x in rest.split(":"))
                pan = self.ui.get("pan") or [0, 0]
                self.ui["pan"] = [pan[0] + dr, pan[1] + dc]
        return None

    def key_grid(self, key, view):
        """The arrows move the start cell (and the view before it leaves the smallest window);
        the full stop turns the direction."""
        if key.startswith("Arrow"):
            step = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}[key]
            at = self.ui.get("at")
            if at is None:
                cr, cc = self._grid_centre(view)
                at = [cr, cc]
            at = [at[0] + step[0], at[1] + step[1]]
            self.ui["at"] = at
            cr, cc = self._grid_centre(view)
            pan = self.ui.get("pan") or [0, 0]
            if abs(at[0] - cr) > PHONE_HALF:
                pan = [pan[0] + step[0], pan[1]]
            if abs(at[1] - cc) > PHONE_HALF:
                pan = [pan[0], pan[1] + step[1]]
            self.ui["pan"] = pan
            return True
        if key == ".":
            self.ui["dir"] = "down" if self.ui.get("dir", "across") == "across" else "across"
            return True
        return None
