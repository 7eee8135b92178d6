"""The QR scanner (web/js/scan.js) with Chromium's fake camera: a video file made here shows a
QR code of an invitation link (drawn with segno); the scanner reads it with the bundled decoder
(Chromium on Linux has no BarcodeDetector), or with the browser's own detector where there is
one (stood in for by a fake here), and lets the camera go."""

import pytest
import segno

from .conftest import CHROMIUM_ARGS, CSP_PROBE, OriginGuard, poll

LINK = ("https://example.org/tapis/index.html#join=1AJ2kniMS0A6fkhb844F9izcEwvx8f9AgxRFo8_1Bc-K_NsUUrD"
        "LOPaVzSXecBCIffsFsPaYEN6S-7RlvMPhQ9u0WqQudpEssJwAUojGuzfoyTLxFiZZEpe3XNjpQlg0")
LIBRARY = "vendor/jsqr/jsQR.js"


def y4m_showing(text: str, path, width: int = 640, height: int = 480) -> None:
    """One YUV 4:2:0 frame (Chromium's fake camera plays it in a loop): the QR code, black on
    white, in the middle of a grey room."""
    rows = list(segno.make(text, error="m").matrix_iter(scale=1, border=4))
    scale = int(min(width, height) * 0.8) // len(rows)
    luma = bytearray([110]) * (width * height)
    left, top = (width - len(rows) * scale) // 2, (height - len(rows) * scale) // 2
    for r, row in enumerate(rows):
        for c, dark in enumerate(row):
            for dy in range(scale):
                start = (top + r * scale + dy) * width + left + c * scale
                luma[start:start + scale] = bytes([16 if dark else 235]) * scale
    header = f"YUV4MPEG2 W{width} H{height} F30:1 Ip A1:1 C420jpeg\n".encode()
    path.write_bytes(header + b"FRAME\n" + bytes(luma) + bytes([128]) * (width * height // 2))


@pytest.fixture(scope="module")
def camera_browser(browser_type, browser_type_launch_args, tmp_path_factory):
    video = tmp_path_factory.mktemp("camera") / "qr.y4m"
    y4m_showing(LINK, video)
    args = [*CHROMIUM_ARGS, "--use-fake-device-for-media-stream", f"--use-file-for-fake-video-capture={video}"]
    browser = browser_type.launch(**{**browser_type_launch_args, "args": args})
    yield browser
    browser.close()


@pytest.fixture
def camera_page(camera_browser, site):
    """The site's page, camera allowed (or not: ``camera_page(allowed=False)``); the requests
    for the decoder are recorded."""
    opened = []

    def open_page(allowed: bool = True, init: str = ""):
        context = camera_browser.new_context(permissions=["camera"] if allowed else [], service_workers="block")
        guard = OriginGuard([site.origin])
        context.route("**/*", guard)
        context.add_init_script(CSP_PROBE)
        if init:
            context.add_init_script(init)
        page = context.new_page()
        page.library_requests = []
        page.on("request", lambda r: page.library_requests.append(r.url) if r.url.endswith(LIBRARY) else None)
        page.goto(site.url + "index.html")
        poll(page, "!!window.TapisScan", timeout=30)
        opened.append((context, guard, page))
        return page

    yield open_page
    for context, guard, page in opened:
        assert page.evaluate("window.tapisCsp || []") == []
        assert guard.blocked == []
        context.close()


def test_the_camera_reads_an_invitation_link_with_the_bundled_decoder(camera_page):
    page = camera_page()
    assert page.evaluate("'BarcodeDetector' in window") is False  # Chromium on Linux
    assert page.library_requests == []  # not on a visit: only when a camera opens
    assert page.evaluate("TapisScan.open(document.body)") == LINK
    assert len(page.library_requests) == 1
    assert page.evaluate("document.querySelectorAll('video').length") == 0  # the camera let go
    assert page.evaluate("typeof jsQR") == "undefined"  # the library leaves no global behind
    # a second scan reuses the decoder already loaded
    assert page.evaluate("TapisScan.open(document.body)") == LINK
    assert len(page.library_requests) == 1


FAKE_DETECTOR = """window.BarcodeDetector = class {
    static getSupportedFormats() { return Promise.resolve(%s); }
    constructor(options) { window.detectorFormats = options.formats; }
    detect(video) {
        return Promise.resolve(window.detectorSees ? [{rawValue: 'seen ' + video.videoWidth + 'x' + video.videoHeight}] : []);
    }
};
window.detectorSees = true;"""


def test_the_browsers_own_detector_is_used_when_it_reads_qr_codes(camera_page):
    page = camera_page(init=FAKE_DETECTOR % "['qr_code', 'ean_13']")
    assert page.evaluate("TapisScan.open(document.body)") == "seen 640x480"
    assert page.evaluate("detectorFormats") == ["qr_code"]
    assert page.library_requests == []


def test_a_detector_without_qr_codes_falls_back_to_the_bundled_decoder(camera_page):
    page = camera_page(init=FAKE_DETECTOR % "['ean_13']")
    assert page.evaluate("TapisScan.open(document.body)") == LINK
    assert len(page.library_requests) == 1


def test_close_stops_the_camera_and_rejects_the_scan(camera_page):
    page = camera_page(init=FAKE_DETECTOR % "['qr_code']" + "\nwindow.detectorSees = false;")
    page.evaluate("() => { window.scan = TapisScan.open(document.body).then(t => 'read ' + t, e => e.message); }")
    poll(page, "!!document.querySelector('video') && document.querySelector('video').readyState >= 2", timeout=10)
    page.evaluate("window.track = document.querySelector('video').srcObject.getTracks()[0]")
    page.evaluate("TapisScan.close()")
    assert page.evaluate("scan") == "closed"
    assert page.evaluate("track.readyState") == "ended"
    assert page.evaluate("document.querySelectorAll('video').length") == 0


def test_a_camera_refused_is_denied(camera_page):
    page = camera_page(allowed=False)
    assert page.evaluate("TapisScan.open(document.body).then(t => t, e => e.message)") == "denied"
    assert page.evaluate("document.querySelectorAll('video').length") == 0
