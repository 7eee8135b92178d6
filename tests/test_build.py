"""The build's own transformations of the pinned runtime files."""

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

ASM = ROOT / "node_modules" / "pyodide" / "pyodide.asm.mjs"


@pytest.mark.skipif(not ASM.exists(), reason="npm packages not installed")
def test_the_pinned_pyodide_makes_no_shared_memory_until_it_must_sleep():
    original = ASM.read_text()
    assert "new WebAssembly.Memory({shared:!0" in original
    patched, ok = build.lazy_shared_memory(original)
    assert ok, "the pattern changed with this Pyodide: see build.lazy_shared_memory"
    # the only shared memory left is made inside the sleep function, on first use
    start = patched.index("new WebAssembly.Memory({shared:!0")
    assert patched.rfind("catch", 0, start) < patched.rfind("{try{", 0, start)
    assert patched.count("new WebAssembly.Memory({shared:!0") == 1
    assert len(patched) - len(original) < 40


def test_source_map_lines_are_dropped():
    assert build.strip_source_map("a()\n//# sourceMappingURL=x.map\nb()") == "a()\nb()\n"


def instructions(code):
    """What a code object does, recursively: its instructions without NOPs (where a docstring
    stood CPython keeps one, for line events) and line numbers, its names and constants."""
    import dis
    import types

    kept = [i for i in dis.get_instructions(code) if i.opname not in ("NOP", "RESUME")]
    index = {i.offset: n for n, i in enumerate(kept)}
    jumps = set(dis.hasjrel) | set(dis.hasjabs)

    def argument(i):
        if i.opcode in jumps:  # a jump's target: the n-th kept instruction (offsets move)
            return index.get(i.argval, min((n for o, n in index.items() if o > i.argval), default=-1))
        return i.argval.co_name if isinstance(i.argval, types.CodeType) else i.argrepr

    out = [(i.opname, argument(i)) for i in kept]
    out.append(code.co_names)
    for const in code.co_consts:
        out.append(instructions(const) if isinstance(const, types.CodeType) else const)
    return out


def test_shipped_modules_keep_their_code_and_lines_without_docstrings_and_comments():
    sys.path.insert(0, str(ROOT / "tools"))
    from slim_source import slim

    modules = sorted((ROOT / "pyengine").rglob("*.py")) + sorted((ROOT / "web" / "app").rglob("*.py"))
    before = after = 0
    for path in modules:
        source = path.read_text()
        shipped = slim(source)
        assert shipped.count("\n") == source.count("\n"), path  # tracebacks name the same lines
        assert "#" not in "".join(line for line in shipped.splitlines() if line.lstrip().startswith("#"))
        assert instructions(compile(shipped, str(path), "exec", optimize=2, dont_inherit=True)) == \
            instructions(compile(source, str(path), "exec", optimize=2, dont_inherit=True)), path
        before, after = before + len(source), after + len(shipped)
    assert after < 0.9 * before


def test_slimming_keeps_strings_and_bodies_that_only_held_a_docstring():
    sys.path.insert(0, str(ROOT / "tools"))
    from slim_source import slim

    source = ('"""Module."""\n\n\nclass Empty:\n    """Only a docstring."""\n\n\n'
              'def f():  # a comment\n    """Doc\n    on two lines."""\n    return "# not a comment"\n')
    shipped = slim(source)
    assert shipped.count("\n") == source.count("\n")
    namespace = {}
    exec(compile(shipped, "m", "exec"), namespace)
    assert namespace["f"]() == "# not a comment" and namespace["Empty"].__doc__ is None
    assert "Doc" not in shipped and "comment\n" not in shipped and "    pass\n" in shipped


def test_start_up_hints_name_the_pages_scripts_and_nothing_the_worker_fetches(tmp_path):
    """The page's shell and PyScript's chunks are preloaded; Pyodide and our archives are fetched
    by the app's worker (issue 26), which does not use its page's preloads: hinting them would
    download them twice."""
    (tmp_path / "pyscript").mkdir()
    for name in ("core-AbC123.js", "error-XyZ.js", "core.js"):
        (tmp_path / "pyscript" / name).write_text("")
    hints = build.start_up_hints(tmp_path, "pyengine-0.1.0-py3-none-any.whl").splitlines()
    assert '<link rel="modulepreload" href="./js/shell.mjs">' in hints
    assert '<link rel="modulepreload" href="./pyscript/core.js">' in hints
    assert '<link rel="modulepreload" href="./pyscript/core-AbC123.js">' in hints
    assert '<link rel="modulepreload" href="./pyscript/error-XyZ.js">' in hints
    assert not any(word in h for h in hints for word in ("pyodide", ".whl", "tapis_app.zip", "wasm", "stdlib"))


def test_the_pyscript_reference_page_turns_off_the_plugins_the_site_turns_off():
    """bench/pyscript-worker.html is the benchmark's measure of PyScript's worker alone (issue 26):
    were its PyScript to load plugins the site does not, the reference would be slower than what
    Tapis really pays."""
    import re

    def configs(path):
        return re.findall(r"<(m?py-config)>(.*?)</\1>", (build.ROOT / "web" / path).read_text())

    site, reference = configs("index.html"), configs("bench/pyscript-worker.html")
    assert [name for name, _ in site] == ["mpy-config", "py-config"]
    assert reference == site
    assert all(json.loads(text)["plugins"] for _, text in site)


def test_the_pages_workflow_deploys_as_githubs_starter_does():
    """Issue 17: a fork deploys on its first push. The workflow keeps GitHub's starter shape:
    a deployment in progress is never cancelled, only the deploy job may write to Pages, every
    job has a time limit, Pages is configured, and every action is pinned by commit SHA with its
    version beside it."""
    import re

    text = (ROOT / ".github" / "workflows" / "pages.yml").read_text()
    # pushes share the group "pages"; a pull request's runs have their own (issue 27)
    assert re.search(r"^concurrency:\n  group: \$\{\{ github.event_name == 'pull_request' && "
                     r"format\('test-\{0\}', github.ref\) \|\| 'pages' \}\}\n  cancel-in-progress: false$", text, re.M)
    top, _, jobs = text.partition("\njobs:\n")
    assert "pages: write" not in top and "id-token: write" not in top
    build_job, _, deploy_job = jobs.partition("\n  deploy:\n")
    assert "pages: write" not in build_job and "id-token: write" not in build_job
    assert "pages: write" in deploy_job and "id-token: write" in deploy_job
    assert build_job.count("timeout-minutes:") == 1 and deploy_job.count("timeout-minutes:") == 1
    uses = re.findall(r"uses: (\S+)(.*)", text)
    assert {name.split("@")[0] for name, _ in uses} >= {
        "actions/checkout", "actions/configure-pages", "actions/upload-pages-artifact", "actions/deploy-pages"}
    for name, comment in uses:
        assert re.fullmatch(r"[\w-]+/[\w-]+@[0-9a-f]{40}", name), name
        assert re.fullmatch(r"\s+# v\d+\.\d+\.\d+", comment), (name, comment)
    node = re.search(r'node-version: "(\d+)"', text).group(1)
    assert int(node) >= 22  # Node 20 left its support in April 2026


def test_the_workflow_tests_pull_requests_and_deploys_only_pushes_of_one_build():
    """Issue 27, item 6: a pull request runs the tests and never deploys; pip and npm keep their
    downloads between runs; the site the test command built (and tested) is the one uploaded;
    the test command runs failed browser tests once more (see run_browser_tests)."""
    import re

    text = (ROOT / ".github" / "workflows" / "pages.yml").read_text()
    triggers = text.split("\non:\n", 1)[1].split("\npermissions:", 1)[0]
    assert re.search(r"^  pull_request:", triggers, re.M) and re.search(r"^  push:\n    branches: \[main\]", triggers, re.M)
    build_job, _, deploy_job = text.split("\njobs:\n", 1)[1].partition("\n  deploy:\n")
    assert "if: github.event_name != 'pull_request'" in deploy_job.split("steps:")[0]
    upload = build_job[build_job.index("upload-pages-artifact") - 80:]
    assert "if: github.event_name != 'pull_request'" in upload
    assert "cache: pip" in build_job and "cache: npm" in build_job
    assert "cache-dependency-path: requirements/*.txt" in build_job
    assert "cache-dependency-path: package-lock.json" in build_job
    runs = re.findall(r"run: (.+)", build_job)
    assert runs == ["python3 build.py test"]  # one build: the test command's, then uploaded
    assert "path: dist" in upload
    assert build_job.index("build.py test") < build_job.index("upload-pages-artifact")


@pytest.fixture(scope="module")
def dist():
    """The site as build.py builds it (into dist/, as the test command does)."""
    import os

    if os.environ.get("TAPIS_DIST") and (build.DIST / "build.json").exists():
        return build.DIST  # the test command's own build (the one the workflow deploys)
    if not (ROOT / "node_modules" / "pyodide").exists():
        pytest.skip("npm packages not installed")
    build.build(quiet=True)
    return build.DIST


def test_every_large_script_names_a_source_map_that_is_shipped_and_valid(dist):
    """Issue 27, item 7: Lighthouse's valid-source-maps failed on pyodide.asm.mjs, a 1.25 MB
    first-party script with no map (Pyodide ships none for it). Every shipped script that names
    a map names one that is shipped, every script of 500 KiB or more names one, and each map is
    a version 3 map holding its sources, one mapped line per line of the script."""
    import json
    import re

    large = []
    for script in sorted([*dist.rglob("*.js"), *dist.rglob("*.mjs")]):
        text = script.read_text()
        names = re.findall(r"^//# sourceMappingURL=(\S+)$", text, re.M)
        if script.stat().st_size >= build.LARGE_SCRIPT:
            large.append(script.name)
            assert names, f"{script.relative_to(dist)}: a large script with no source map"
        for name in names:
            target = script.parent / name
            assert target.is_file(), f"{script.relative_to(dist)} names {name}, which is not shipped"
            data = json.loads(target.read_text())
            assert data["version"] == 3 and data["file"] == script.name
            assert len(data["sourcesContent"]) == len(data["sources"]) and all(data["sourcesContent"])
            mapped = text[:text.index("//# sourceMappingURL=")]
            assert len(data["mappings"].split(";")) == mapped.count("\n")
    assert large == ["pyodide.asm.mjs"]  # the one large script of today's site


def test_a_line_map_refuses_a_script_longer_than_its_source():
    with pytest.raises(ValueError):
        build.line_source_map("x.js", "src/x.js", "a()", "a()\nb()\n")


def test_source_maps_are_never_precached():
    assert not build.precached("pyodide/pyodide.asm.mjs.map")
    assert build.precached("pyodide/pyodide.asm.mjs")


@pytest.mark.parametrize("given, path", [("/a/", "/a/"), ("/a", "/a/"), ("a", "/a/"), ("", "/"),
                                         ("/", "/"), ("/user/fork/", "/user/fork/")])
def test_the_site_path_is_read_from_the_environment(monkeypatch, given, path):
    monkeypatch.setenv("TAPIS_SITE_PATH", given)
    assert build.site_path() == path


def test_two_sites_on_one_origin_have_two_manifest_ids():
    """Issue 27, item 7: the manifest's id, its installed identity. A relative id resolves
    against the origin, so the id carries the site's path: /a/ and /b/ are two apps, each with
    the identity browsers gave it before (its start page)."""
    import json

    text = (ROOT / "web" / "manifest.webmanifest").read_text()
    ids = {path: json.loads(build.manifest_with_id(text, path))["id"] for path in ("/a/", "/b/", "/")}
    assert ids == {"/a/": "/a/index.html", "/b/": "/b/index.html", "/": "/index.html"}


def test_the_shipped_manifest_has_the_id_of_its_site_path(dist):
    import json

    manifest = json.loads((dist / "manifest.webmanifest").read_text())
    site = json.loads((dist / "build.json").read_text())["site_path"]
    assert manifest["id"] == site + "index.html" == site + manifest["start_url"].removeprefix("./")


FLAKY = '''
from pathlib import Path

def test_steady():
    assert True

def test_flaky():
    mark = Path(__file__).with_name("ran-once")
    first = not mark.exists()
    mark.touch()
    assert not first  # fails the first time only
'''


def test_a_browser_test_that_fails_once_is_run_again_and_its_pass_reported(tmp_path):
    """Issue 27, item 6: one flaky browser test no longer blocks a deploy: a failed test is run
    again at once (pytest-rerunfailures), and a pass then is named (never hidden: e2e/reruns.py)."""
    (tmp_path / "suite").mkdir()
    (tmp_path / "suite" / "test_one.py").write_text(FLAKY)
    env = {**__import__("os").environ, "PYTHONDONTWRITEBYTECODE": "1"}
    passed, retried = build.run_browser_tests(sys.executable, env, ["-p", "no:cacheprovider"], 1,
                                              cwd=tmp_path, folder="suite")
    assert (passed, retried) == (True, ["suite/test_one.py::test_flaky"])
    (tmp_path / "suite" / "ran-once").unlink()
    assert build.run_browser_tests(sys.executable, env, ["-p", "no:cacheprovider"], 0,
                                   cwd=tmp_path, folder="suite") == (False, [])


def test_a_pass_when_run_again_is_said_in_github_actions_summary_too(tmp_path, monkeypatch, capsys):
    summary = tmp_path / "summary.md"
    monkeypatch.setenv("GITHUB_ACTIONS", "true")
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    build.report("a browser test failed, then passed when run again: suite/test_one.py::test_flaky")
    out = capsys.readouterr().out
    assert "::warning title=Tapis tests::a browser test failed, then passed when run again: suite/test_one.py" in out
    assert "suite/test_one.py::test_flaky" in summary.read_text()


def test_a_browser_test_that_fails_twice_fails_the_run(tmp_path):
    (tmp_path / "suite").mkdir()
    (tmp_path / "suite" / "test_two.py").write_text("def test_broken():\n    assert False\n\ndef test_fine():\n    pass\n")
    env = dict(__import__("os").environ)
    assert build.run_browser_tests(sys.executable, env, ["-p", "no:cacheprovider"], 1,
                                   cwd=tmp_path, folder="suite") == (False, [])


def test_the_test_command_installs_the_browsers_it_lacks(monkeypatch, tmp_path):
    """Issue 49: Chromium, and for the cross-browser set Firefox, WebKitWebDriver and Xvfb, each
    installed from Debian when missing (in one apt call), a browser a variable names taken as it is."""
    asked = []
    monkeypatch.setattr(build, "run_apt", asked.append)
    here = tmp_path / "there"
    here.touch()
    monkeypatch.setattr(build, "CHROMIUM", str(here))
    monkeypatch.setattr(build, "FIREFOX", str(tmp_path / "missing"))
    monkeypatch.setattr(build, "WEBKIT_DRIVER", str(here))
    monkeypatch.setattr(build.shutil, "which", lambda name: None)
    build.ensure_browsers()
    assert asked == [["firefox-esr", "xvfb", "xauth"]]
    monkeypatch.setattr(build, "FIREFOX", str(here))
    monkeypatch.setattr(build.shutil, "which", lambda name: "/usr/bin/" + name)
    build.ensure_browsers()
    assert asked == [["firefox-esr", "xvfb", "xauth"]]  # nothing more: everything is there


def test_side_by_side_steps_print_whole_and_name_the_failed_ones(capsys):
    env = dict(__import__("os").environ)
    steps = [("slow and fine", [sys.executable, "-c", "import time; time.sleep(0.3); print('one')"], {}),
             ("broken", [sys.executable, "-c", "import os; print(os.environ['MARK']); raise SystemExit(3)"],
              {"MARK": "two"})]
    assert build.run_side_by_side(steps, env) == ["broken"]
    out = capsys.readouterr().out
    assert out.index("=== slow and fine") < out.index("one") < out.index("=== broken") < out.index("two")


def test_serving_under_a_prefix_builds_the_manifest_id_of_that_path(monkeypatch):
    """`build.py serve --prefix /games/tapis/` builds a site whose manifest names that path."""
    import os

    seen = {}
    monkeypatch.delenv("TAPIS_SITE_PATH", raising=False)
    monkeypatch.setattr(build, "ensure_venv", lambda: None)
    monkeypatch.setattr(build, "build", lambda quiet=False: seen.setdefault("path", build.site_path()))
    monkeypatch.setattr(build, "serve", lambda port, prefix: seen.setdefault("prefix", prefix))
    monkeypatch.setattr(sys, "argv", ["build.py", "serve", "--prefix", "/games/tapis/"])
    try:
        assert build.main() == 0
    finally:
        os.environ.pop("TAPIS_SITE_PATH", None)
    assert seen == {"path": "/games/tapis/", "prefix": "/games/tapis/"}


def test_the_server_answers_a_revalidation_of_an_unchanged_file_with_304(tmp_path):
    """As GitHub Pages does: the service worker's precache revalidates the files the page has just
    fetched, and a gzipped 200 there downloaded each of them a second time."""
    import threading
    import urllib.error
    import urllib.request

    (tmp_path / "app.js").write_text("console.log('tapis');\n" * 50)
    server = build.Server(("127.0.0.1", 0), build.make_handler(tmp_path, "/tapis/"))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/tapis/app.js"

    def get(**headers):
        request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip", **headers})
        try:
            with urllib.request.urlopen(request) as response:
                return response.status, response.headers, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.headers, b""

    try:
        status, headers, body = get()
        assert status == 200 and headers["Content-Encoding"] == "gzip" and body
        modified = headers["Last-Modified"]
        assert get(**{"If-Modified-Since": modified})[:1] == (304,)
        # a file changed since, or a date the server cannot read, gets the whole file again
        assert get(**{"If-Modified-Since": "Mon, 01 Jan 2001 00:00:00 GMT"})[0] == 200
        assert get(**{"If-Modified-Since": "yesterday"})[0] == 200
    finally:
        server.shutdown()
