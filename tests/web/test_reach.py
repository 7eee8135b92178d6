"""Installing the site as an app (issue 10): the button shows only when the browser offers it;
where it does not, « À propos » says how (issue 49)."""

from html import unescape

from tapis_app.app import App


def test_the_install_button_appears_with_the_browsers_offer_and_uses_it_once(host):
    app = App(host, {})
    app.start()
    assert 'data-act="install"' not in host.html
    app.shell.can_install = True  # main.py sets this on the browser's beforeinstallprompt
    app.refresh()
    assert 'data-act="install"' in host.html and "Installer Tapis comme une application" in host.html
    app.handle("install")
    assert host.installs == 1 and 'data-act="install"' not in host.html


def test_an_embedded_game_never_offers_to_install(host):
    app = App(host, {}, embedded=True)
    app.start()
    app.shell.can_install = True
    app.refresh()
    assert 'data-act="install"' not in host.html


INSTALL_HINT = "touchez Partager → Sur l'écran d'accueil"


def test_where_the_browser_offers_no_install_about_says_how(host):
    """Issue 49, item 5: Firefox and Safari have no ``beforeinstallprompt``, so no « Installer »
    button: « À propos » says how in a sentence (iPhone's Share menu, the browser's menu
    elsewhere), in French and in English; where the button is offered, the button is enough."""
    app = App(host, {})
    app.start()
    app.handle("about")
    assert INSTALL_HINT in unescape(host.html) and "le menu de votre navigateur" in unescape(host.html)
    app.handle("lang")
    assert "tap Share → Add to Home Screen" in unescape(host.html)
    app.handle("lang")
    app.shell.can_install = True
    app.refresh()
    assert 'data-act="install"' in host.html and INSTALL_HINT not in unescape(host.html)


def test_a_solo_game_ends_without_calling_it_a_win(host):
    import json

    from pyengine.bots import choose, moment_seed

    app = App(host, {"game": "buyword", "seats": "h", "seed": "3"})
    app.start()
    game = app.session.game
    while not game.is_over():
        app.handle("play", json.dumps(choose(game, 0, "easy", moment_seed(game, 0))))
    assert "La partie en solo est terminée." in host.html
    assert "gagné" not in host.html
