"""Accessibility of the shell's screens, checked with axe-core (WCAG 2.1 A and AA)."""

import pytest
from playwright.sync_api import expect

from e2e.conftest import axe_violations, wait_ready


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_picker_has_no_axe_violations(app, page, lang):
    app(f"?lang={lang}")
    assert axe_violations(page) == []


def test_about_dialog_has_no_axe_violations(app, page):
    app()
    page.get_by_role("button", name="À propos").click()
    expect(page.get_by_role("dialog")).to_be_visible()
    assert axe_violations(page) == []


def test_phone_width_does_not_scroll_sideways(app, page):
    page.set_viewport_size({"width": 360, "height": 740})
    app()
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


@pytest.mark.browser_context_args(service_workers="allow")
def test_the_site_is_installable(app, page):
    """What the browser itself checks before offering "Install": manifest, icons, service
    worker, start URL (Chromium's own installability errors, through the DevTools protocol)."""
    from e2e.conftest import poll

    app()
    poll(page, "navigator.serviceWorker.controller !== null")
    session = page.context.new_cdp_session(page)
    errors = session.send("Page.getInstallabilityErrors")["installabilityErrors"]
    # Playwright's contexts are incognito, where no browser offers installation: that one
    # reason is the test's, not the site's.
    assert [e for e in errors if e["errorId"] != "in-incognito"] == []
    manifest = session.send("Page.getAppManifest")
    assert manifest["errors"] == []
    # its identity as Chromium reads it (issue 27): the site's path in it, never the origin's
    # alone (two Tapis sites on one origin are two apps)
    app_id = session.send("Page.getAppId")
    assert app_id.get("appId") == page.evaluate("location.origin") + "/tapis/index.html", app_id


def test_the_install_button_follows_the_browsers_offer(app, page):
    """The browser's install offer (beforeinstallprompt, simulated: headless Chromium never
    fires it) shows an "Installer" button; pressing it opens the browser's own prompt."""
    from e2e.conftest import poll

    app()
    assert page.locator("[data-act=install]").count() == 0
    page.evaluate("""() => {
        const offer = new Event('beforeinstallprompt', {cancelable: true});
        offer.prompt = () => { window.installPrompted = (window.installPrompted || 0) + 1; };
        window.dispatchEvent(offer);
    }""")
    button = page.get_by_role("button", name="Installer Tapis comme une application")
    expect(button).to_be_visible()
    button.click()
    poll(page, "window.installPrompted === 1")
    assert page.locator("[data-act=install]").count() == 0
