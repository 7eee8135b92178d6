"""Two Tapis sites on one origin (issue 27, item 4): a GitHub user's two project sites,
`user.github.io/a/` and `/b/` (a fork, say), are two builds under two paths of one origin. Each
site's service worker and snapshot keep their files in caches named by the site's path, and
delete only their own site's old caches: after visiting both, each plays offline, from its own
memory snapshot."""

import shutil

from playwright.sync_api import expect

from e2e.conftest import DIST, OriginGuard, SiteServer, poll, wait_ready

SNAPSHOT_MADE = "TapisBoot.snapshot.made"


def second_build(folder, version):
    """A copy of dist/ as another build: the same files under another version (what a fork
    that changed anything deploys)."""
    other = version[::-1]
    for name in ("sw.js", "index.html", "embed.html", "build.json"):
        path = folder / name
        path.write_text(path.read_text().replace(version, other))
    return other


def visit(context, url):
    """A first visit: ready, the service worker in control, the snapshot made."""
    page = context.new_page()
    page.goto(url)
    wait_ready(page)
    poll(page, "navigator.serviceWorker.controller !== null", timeout=120)
    made = poll(page, SNAPSHOT_MADE, timeout=240)
    assert made["ok"], made
    return page


def test_two_sites_on_one_origin_keep_each_other_offline(browser, built, tmp_path):
    root = tmp_path / "origin"
    shutil.copytree(DIST, root / "a")
    shutil.copytree(DIST, root / "b")
    version_a = built["version"]
    version_b = second_build(root / "b", version_a)
    server = SiteServer(root, prefix="/").start()
    context = browser.new_context(locale="fr-FR")
    guard = OriginGuard([server.origin])
    context.route("**/*", guard)
    try:
        # caches left by builds before names carried the path: one of /a/ (its worker deletes
        # it) and one of another site on the origin (kept)
        page = context.new_page()
        page.goto(server.url + "a/build.json")
        page.evaluate("""async (origin) => {
            await (await caches.open('tapis-00aa')).put(origin + '/a/', new Response('old a'));
            await (await caches.open('tapis-00cc')).put(origin + '/c/', new Response('old c'));
        }""", server.origin)
        page.close()
        page_a = visit(context, server.url + "a/")
        assert page_a.evaluate("TapisBoot.info.version") == version_a
        page_a.close()
        page_b = visit(context, server.url + "b/")
        assert page_b.evaluate("TapisBoot.info.version") == version_b
        page_b.close()
        server.stop()
        context.set_offline(True)
        for path, version in (("a/", version_a), ("b/", version_b)):
            page = context.new_page()
            page.goto(server.url + path + "index.html?game=glop&seats=h,normal&seed=5")
            wait_ready(page)
            assert page.evaluate("TapisBoot.info.version") == version
            assert page.evaluate("TapisBoot.snapshot.state") == "restored"
            expect(page.locator(".table--glop")).to_be_visible()
            poll(page, "document.documentElement.dataset.turn === 'you'", timeout=120)
            names = page.evaluate("caches.keys()")
            page.close()
        # one cache per site, each named by its path (and its build)
        assert sorted(names) == sorted([f"tapis:/a/:{version_a}", f"tapis:/b/:{version_b}", "tapis-00cc"]), names
        assert guard.blocked == []
    finally:
        context.close()
        server.stop()
