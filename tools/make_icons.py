"""Render web/icons/icon.svg to the PNG icons the manifest lists (run once when the SVG changes;
the PNGs are committed). Uses Debian's Chromium through Playwright."""

from pathlib import Path

from playwright.sync_api import sync_playwright

ICONS = Path(__file__).resolve().parent.parent / "web" / "icons"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]


def main():
    svg = (ICONS / "icon.svg").read_text()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        for name, size, maskable in [("icon-192.png", 192, False), ("icon-512.png", 512, False),
                                     ("icon-maskable-512.png", 512, True)]:
            page = browser.new_page(viewport={"width": size, "height": size})
            inner = int(size * (0.72 if maskable else 1.0))
            background = "#1e4d3b" if maskable else "transparent"
            page.set_content(f"""<html><body style="margin:0;background:{background};display:grid;
                place-items:center;width:{size}px;height:{size}px">
                <div style="width:{inner}px;height:{inner}px">{svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
                </body></html>""")
            page.screenshot(path=str(ICONS / name), omit_background=not maskable)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
