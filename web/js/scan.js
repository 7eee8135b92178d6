// TapisScan: reads a QR code (a remote-play invitation or reply) from the device's camera.
// TapisScan.open(container) shows the camera in the container and resolves with the first QR
// text it reads; TapisScan.close() stops the camera and rejects a pending open with "closed".
// Other rejections: "no-camera" (none, or no camera API: a page not served over https), "frame"
// (a page in a frame its embedder did not allow the camera),
// "denied" (the person or the browser said no), "no-decoder" (the decoder would not load).
//
// Why two decoders: the browser's own BarcodeDetector (Android, ChromeOS, macOS, iOS Safari 17+)
// costs no bytes; elsewhere (Chromium on Linux and Windows, Firefox) jsQR (npm jsqr 1.4.0,
// Apache-2.0, vendor/jsqr/ in dist) is loaded from the site's own origin at that moment only:
// 250 KB nobody pays for on a first visit. jsQR runs on the page's thread, on frames scaled down
// to 480 pixels, a few times a second: enough for a code held up to the camera, and the page
// does nothing else while it scans. (npm qr-scanner was not used: it starts its decoder as a
// blob: worker, which the site's Content Security Policy, worker-src 'self', rightly refuses.)
(function () {
  "use strict";

  var LIBRARY = "./vendor/jsqr/jsQR.js";
  var EVERY_MS = 150;
  var SIDE = 480;
  var current = null;  // {stream, video, reject, timer}
  var jsqr = null;     // the library's function, once loaded

  function fail(message) { return new Error(message); }

  function nativeDetector() {
    if (!("BarcodeDetector" in window)) return Promise.resolve(null);
    return Promise.resolve(window.BarcodeDetector.getSupportedFormats()).then(function (formats) {
      if (formats.indexOf("qr_code") < 0) return null;
      var detector = new window.BarcodeDetector({ formats: ["qr_code"] });
      return function (video) {
        return detector.detect(video).then(function (codes) { return codes.length ? codes[0].rawValue : null; });
      };
    }, function () { return null; });
  }

  function loadLibrary() {
    if (jsqr) return Promise.resolve(jsqr);
    return new Promise(function (resolve, reject) {
      var script = document.createElement("script");
      script.src = LIBRARY;
      script.onload = function () {
        jsqr = window.jsQR;
        try { delete window.jsQR; } catch (e) { /* kept: harmless */ }
        script.remove();
        if (typeof jsqr === "function") resolve(jsqr);
        else reject(fail("no-decoder"));
      };
      script.onerror = function () { script.remove(); reject(fail("no-decoder")); };
      document.head.appendChild(script);
    });
  }

  function libraryDetector() {
    return loadLibrary().then(function (decode) {
      var canvas = document.createElement("canvas");
      var context = canvas.getContext("2d", { willReadFrequently: true });
      return function (video) {
        var w = video.videoWidth, h = video.videoHeight;
        if (!w || !h) return Promise.resolve(null);
        var scale = Math.min(1, SIDE / Math.max(w, h));
        canvas.width = Math.round(w * scale);
        canvas.height = Math.round(h * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        var image = context.getImageData(0, 0, canvas.width, canvas.height);
        var found = decode(image.data, image.width, image.height, { inversionAttempts: "attemptBoth" });
        return Promise.resolve(found && found.data ? found.data : null);
      };
    });
  }

  function stop(session) {
    clearTimeout(session.timer);
    if (session.stream) session.stream.getTracks().forEach(function (t) { t.stop(); });
    if (session.video) {
      session.video.srcObject = null;
      session.video.remove();
    }
    if (current === session) current = null;
  }

  function open(container) {
    close();
    var session = { stream: null, video: null, timer: 0, done: false };
    current = session;
    return new Promise(function (resolve, reject) {
      session.reject = function (error) {
        if (session.done) return;
        session.done = true;
        stop(session);
        reject(error);
      };
      if (!cameraAllowedHere()) return session.reject(fail("frame"));
      if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) return session.reject(fail("no-camera"));
      navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false }).then(function (stream) {
        session.stream = stream;
        if (session.done) return stop(session);
        var video = document.createElement("video");
        video.setAttribute("playsinline", "");  // iOS: in the page, not full screen
        video.muted = true;
        video.srcObject = stream;
        session.video = video;
        container.appendChild(video);
        return Promise.all([video.play(), nativeDetector().then(function (d) { return d || libraryDetector(); })]);
      }, function (error) {
        throw fail(error && (error.name === "NotAllowedError" || error.name === "SecurityError") ? "denied" : "no-camera");
      }).then(function (ready) {
        if (!ready || session.done) return;
        var detect = ready[1];
        (function look() {
          if (session.done) return;
          detect(session.video).then(function (text) {
            if (session.done) return;
            if (text) {
              session.done = true;
              stop(session);
              resolve(String(text));
            } else {
              session.timer = setTimeout(look, EVERY_MS);
            }
          }, function () {
            if (!session.done) session.timer = setTimeout(look, EVERY_MS);  // a frame it could not read
          });
        })();
      }).catch(function (error) {
        session.reject(error && /^[a-z-]+$/.test(error.message) ? error : fail("no-camera"));
      });
    });
  }

  function close() {
    if (current) current.reject(fail("closed"));
  }

  // A page in a frame whose embedder did not allow the camera (allow="camera") is refused it
  // whatever the person says: said as such ("frame"), so the sentence is not a device's fault.
  function cameraAllowedHere() {
    var policy = document.permissionsPolicy || document.featurePolicy;
    if (window.top === window || !policy || typeof policy.allowsFeature !== "function") return true;
    try { return policy.allowsFeature("camera"); } catch (e) { return true; }
  }

  window.TapisScan = { open: open, close: close };
})();
