"""The chrome's state, in one object (``Services.shell``): which screen, what is open over it,
what the message line says, and what the page around the screens offers. Each screen keeps its
own state beside it (the table's ``TableState``, the set-up's choices, the replay...).

Acts change these fields and the next drawing follows from them; nothing else of the screen is
kept anywhere (the page keeps no state of its own: it is morphed to each drawing)."""

from dataclasses import dataclass


@dataclass
class Shell:
    screen: str = "picker"  # picker, setup, game, replay, duel (a returned challenge), lobby, join
    overlay: str | None = None  # what is open over the screen: rules, log, menu, stats, review...
    message: tuple[str, str] | None = None  # (kind, sentence) of the message line: info, error
    lasting_message: tuple[str, str] | None = None  # one the table's moves do not clear (what the start kept aside)
    speed: str = "normal"  # the computer players' pace
    waiting_words: tuple | None = None  # (kind, args, language): a word list to fetch first
    # (kind "begin", "resume", "rematch" or "all"; main.bot_loop fetches it, then calls App.words_fetched)
    update_ready: bool = False  # a new version is waiting for the person's word
    can_install: bool = False  # the browser offers to install the site as an app
    saving_said: bool = False  # the person closed the "saving is off" notice
