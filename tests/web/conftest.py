import sys
from pathlib import Path

import pytest

WEB_APP = Path(__file__).resolve().parents[2] / "web" / "app"
if str(WEB_APP) not in sys.path:
    sys.path.insert(0, str(WEB_APP))

from tapis_app.store import MemoryStorage  # noqa: E402


class FakeHost:
    """The page (``bridge.Page``), in memory: what was drawn and announced."""

    def __init__(self, storage=None, lang="fr"):
        self.storage = storage if storage is not None else MemoryStorage()
        self.lang = lang
        self.html = ""
        self.announced = []
        self.downloads = []

    def default_lang(self):
        return self.lang

    def render(self, html, frame, zones=None):
        self.html = html
        self.turn = frame.turn
        self.screen = frame.screen
        self.link, self.peers = frame.link, frame.peers

    def load_wheel(self, path, done):  # (the QR library is installed in CPython)
        done()

    def announce(self, sentence):
        self.announced.append(sentence)

    def download(self, name, text):
        self.downloads.append((name, text))

    def apply_update(self):
        pass

    installs = 0
    storage_answer = None  # what ask_storage answers (None: the browser has no Storage Access API)

    def can_ask_storage(self):
        return self.storage_answer is not None

    def ask_storage(self, done):
        if self.storage_answer:
            self.storage.fail = False
        done(bool(self.storage_answer))


    def install(self):
        self.installs += 1

    webrtc = True  # what the page says it can do (dom.Host)
    share = False

    def has_webrtc(self):
        return self.webrtc

    def can_share(self):
        return self.share

    now = 1000.0

    def clock(self):
        return self.now

    @staticmethod
    def base_url():
        return "http://127.0.0.1/tapis/index.html"



def make_ctx(seat, lang="fr", bots=(), hint=None, *, game=None, names=None, **kw):
    """The context the shell hands a view (views/base.py ``Ctx``, the real one), as a test
    builds it: seats named « Nom0 », « Nom1 »… unless ``names`` says otherwise; ``game`` for a
    view that reads the legal actions or asks the game a question (``ctx.ask``)."""
    from tapis_app.views.base import Ctx

    return Ctx(game=game, seat=seat, lang=lang, names=names or (lambda s: f"Nom{s}"), bots=bots, hint=hint, **kw)


@pytest.fixture
def host():
    return FakeHost()


@pytest.fixture
def toy_view():
    """A view for the protocol's toy game, so the shell can be tested without a real game."""
    from tests import toygame  # noqa: F401  (registers the engine)
    from tapis_app.views.base import GameView, Table

    class ToyView(GameView):
        game_id = "toy"

        def draw(self, view, ctx):
            hand = view["hand"] or []
            seats = "".join(self.seat_panel(s, ctx, "") for s in range(view["players"]))
            return Table(center=seats + "".join(self.play_button(str(c), {"play": c}) for c in hand))

    from tapis_app import games
    games.register(games.SiteGame("toy", "T", guided=False, load_view=lambda: ToyView))  # the one registry
    yield ToyView
    games.unregister("toy")
