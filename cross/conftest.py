"""The cross-browser set: the built site in Firefox and WebKitGTK (cross/engines.py), one browser
start per engine, its tests in order in it (a first visit, the five games at two sizes, offline,
the embed). TAPIS_ENGINES names the engines (``firefox,webkit`` by default; ``chromium`` runs
the same set in the suite's Chromium, to compare). WebKitGTK needs an X display: run the set
under ``xvfb-run -a -s "-screen 0 1600x1200x24"`` (``python3 build.py test`` does).

The site is served as for the Chromium tests (e2e/conftest.py's SiteServer, under /tapis/ on
127.0.0.1); a blog on ``localhost`` frames it for the embed."""

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cross import engines  # noqa: E402
from e2e import conftest as e2e_conftest  # noqa: E402
from e2e.conftest import DIST, TEST_ONLY, SiteServer, build, free_port  # noqa: E402

# the screenshots of each engine, to look at (ignored by git)
SHOTS = ROOT / "test-results" / "engines"


def chosen_engines() -> list[str]:
    names = [n.strip() for n in os.environ.get("TAPIS_ENGINES", ",".join(engines.ENGINES)).split(",") if n.strip()]
    unknown = [n for n in names if n not in ("firefox", "webkit", "chromium")]
    if unknown:
        raise pytest.UsageError(f"TAPIS_ENGINES: no engine {unknown}")
    return names


def pytest_configure(config):
    e2e_conftest.pytest_configure(config)  # (the marks of the e2e modules this set borrows from)
    # (selenium 4.51's own WebKitGTK driver still sets the address the way it deprecated)
    config.addinivalue_line("filterwarnings", "ignore:setting remote_server_addr:DeprecationWarning")


def pytest_generate_tests(metafunc):
    if "engine" in metafunc.fixturenames:
        metafunc.parametrize("engine", chosen_engines(), indirect=True, scope="session")


@pytest.fixture(scope="session")
def site():
    if not os.environ.get("TAPIS_DIST") or not (DIST / "build.json").exists():
        build(quiet=True)
    server = SiteServer()
    server.extra["phone.html"] = (engines.PHONE_PAGE, "text/html")
    engines.PhoneFrame.phone_page = server.url + TEST_ONLY + "phone.html"
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def blog(site):
    """A blog on another site (http://localhost:PORT) with the README's one-line iframe in a
    post (the pages e2e/test_embed.py writes)."""
    from e2e.test_embed import blog_pages

    folder = Path(tempfile.mkdtemp(prefix="tapis-blog-"))
    pages = blog_pages(folder, site.url)
    (folder / "favicon.ico").write_bytes(b"")  # (Chromium asks the blog for one, and says so in red)
    server = SiteServer(folder, "/").start()
    yield f"http://localhost:{server.port}/{pages['iframe']}"
    server.stop()
    shutil.rmtree(folder, ignore_errors=True)


SPENT: dict[str, float] = {}  # each engine's time, from its start to its close (printed)


@pytest.fixture(scope="session")
def engine(request, site):
    """The engine's browser, started once for all its tests."""
    name = request.param
    if name == "webkit" and not os.environ.get("DISPLAY"):
        pytest.fail("WebKitGTK needs an X display: run the set under xvfb-run -a (see cross/conftest.py)")
    began = time.monotonic()
    started = engines.launch(name, free_port())
    yield started
    started.close()
    SPENT[name] = time.monotonic() - began


def pytest_terminal_summary(terminalreporter):
    if SPENT:
        terminalreporter.write_sep("-", "the cross-browser set, by engine")
        for name, took in SPENT.items():
            terminalreporter.write_line(f"{name}: {took:.0f} s")


@pytest.fixture(scope="session", autouse=True)
def delete_output_dir():
    """Nothing: pytest-playwright's fixture of that name empties test-results/ when a run starts,
    and each engine's screenshots stay there until that engine's next run."""
