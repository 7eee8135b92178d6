"""What the shell shows, in one object (issue 26): which screen, what is open over it, what the
message line says, the computer's turn, the guide's step... Everything a drawing reads besides
the game itself (``App.session`` and its ``view``) and the app's objects (storage, the host).

Acts change these fields and the next drawing follows from them; nothing else of the screen is
kept anywhere (the page keeps no state of its own: it is morphed to each drawing)."""

from dataclasses import dataclass, field


@dataclass
class Shell:
    screen: str = "picker"  # picker, setup, game, replay, duel (a returned challenge)
    overlay: str | None = None  # what is open over the screen: rules, log, menu, stats, review...
    message: tuple[str, str] | None = None  # (kind, sentence) of the message line: info, error
    lasting_message: tuple[str, str] | None = None  # one the table's moves do not clear (what the start kept aside)
    speed: str = "normal"  # the computer players' pace
    thinking: int | None = None  # the seat of the computer player thinking now
    setup: dict | None = None  # the set-up screen's choices
    hint: dict | None = None  # the suggested action, once computed
    hint_pending: bool = False
    waiting_words: tuple | None = None  # (kind, args, language): a word list to fetch first
    # (kind "begin", "resume" or "all"; main.bot_loop fetches it, then calls words_fetched)
    duel: tuple | None = None  # two results side by side (a returned challenge link)
    race_go_at: float | None = None  # a race start (Le Glükz): when the signal is given
    update_ready: bool = False  # a new version is waiting for the person's word
    can_install: bool = False  # the browser offers to install the site as an app
    saving_said: bool = False  # the person closed the "saving is off" notice
    recaps_seen: set[str] = field(default_factory=set)  # the deal recaps the person went on from
    recap_shown: str | None = None  # the recap on screen (watch mode), and since when
    recap_since: float = 0.0
    result_closed: bool = False  # the end-of-game panel closed to look at the table
    last_table: object = None  # the game view's zones drawn last (the header and panels read them)
    guide_step_shown: object = None  # the guided game's step on screen
