// TapisPeer: the browser transport of remote play. Each friend plays on their own device and
// no server stands between them: the host's device makes a WebRTC offer, its description
// travels as an invitation code (a link or a QR code, carried by the players themselves), the
// guest's device answers with a reply code, and an ordered data channel carries text both ways.
// The game protocol, the lobby and everything shown live in Python; this file only moves text.
//
// Host: offer(peerId, {stun}) -> invitation; accept(peerId, reply) (rejects "bad-code",
// "own-invite", "no-invite", "expired"). Guest: answer(invitation, {stun}) -> reply; its peer is "host".
// Both: send, close, state ("none", "waiting", "connecting", "open", "closed", "failed") and
// onEvent(fn(kind, peerId, data)): open, message, closed, failed ("timeout", "ice"), refused
// ("size", "binary", "flood"); data is always a string ("" when there is nothing to say).
// One's own close() is not reported back; the other side hears "closed".
//
// Why the codes are compact: a data-channel SDP is ~700 characters, too much for a QR code a
// phone reads at arm's length or a reply typed by hand. Everything else in it is the same in
// every Chromium/Firefox/Safari offer, so only the ICE credentials, the DTLS fingerprint and the
// UDP candidates travel, bit-packed and written in the base64url alphabet (URL and QR safe).
//
// Code layout, version "1": the version character, the payload, three checksum characters.
// Payload bits: kind (1: 0 invite, 1 reply), DTLS setup (2: actpass, active, passive), for a
// reply an 18-bit tag of the invitation it answers (a reply meant for another friend is
// refused), ice-ufrag and ice-pwd (8-bit length, then 6 bits per character: ICE passwords use
// the base64 alphabet), the sha-256 fingerprint (256 bits), the candidate count (4 bits), and
// per candidate: server-reflexive? (1), address (2-bit kind: IPv4 32 bits, IPv6 128 bits, mDNS
// name as its UUID 128 bits, or "none"), port (16), and for srflx its related address and port.
(function () {
  "use strict";

  var VERSION = "1";
  var URL64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  var ICE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  var SETUPS = ["actpass", "active", "passive"];
  var IPV4 = 0, IPV6 = 1, MDNS = 2, NONE = 3;
  var GATHER_MS = 2500;  // a STUN server that never answers must not hold the invitation up
  var OPEN_MS = 20000;
  var FLOOD_COUNT = 40;
  var UUID_LOCAL = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;

  var conns = {};      // peerId -> connection record; replaced records never emit again
  var listeners = [];

  function fail(message) { return new Error(message); }

  // ------------------------------------------------------------------ bit packing
  function Writer() { this.bits = []; }
  Writer.prototype.put = function (value, width) {
    for (var i = width - 1; i >= 0; i--) this.bits.push(Math.floor(value / Math.pow(2, i)) % 2);
  };
  Writer.prototype.text = function () {
    var out = "";
    for (var i = 0; i < this.bits.length; i += 6) {
      var v = 0;
      for (var j = 0; j < 6; j++) v = v * 2 + (this.bits[i + j] || 0);
      out += URL64[v];
    }
    return out;
  };

  function Reader(text) {
    this.bits = [];
    this.at = 0;
    for (var i = 0; i < text.length; i++) {
      var v = URL64.indexOf(text[i]);
      if (v < 0) throw fail("bad-code");
      for (var j = 5; j >= 0; j--) this.bits.push((v >> j) & 1);
    }
  }
  Reader.prototype.take = function (width) {
    if (this.at + width > this.bits.length) throw fail("bad-code");
    var v = 0;
    for (var i = 0; i < width; i++) v = v * 2 + this.bits[this.at++];
    return v;
  };
  Reader.prototype.rest = function () { return this.bits.slice(this.at); };

  // FNV-1a: a checksum against a mistyped or cut code, not a defence against forgery (a forged
  // code only ever reaches a DTLS handshake that fails on the fingerprint).
  function fnv(text) {
    var h = 0x811c9dc5;
    for (var i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return h & 0x3ffff;
  }
  function tagOf(desc) { return fnv(desc.ufrag + " " + desc.pwd); }
  function check3(text) { var w = new Writer(); w.put(fnv(text), 18); return w.text(); }

  // ------------------------------------------------------------------ addresses
  function packAddress(w, addr) {
    var m = UUID_LOCAL.exec(addr), i, parts;
    if (addr === "0.0.0.0" || addr === "::" || addr === "") {
      w.put(NONE, 2);
    } else if (m) {
      w.put(MDNS, 2);
      var hex = m.slice(1).join("");
      for (i = 0; i < 32; i += 4) w.put(parseInt(hex.slice(i, i + 4), 16), 16);
    } else if (/^\d+\.\d+\.\d+\.\d+$/.test(addr)) {
      w.put(IPV4, 2);
      parts = addr.split(".");
      for (i = 0; i < 4; i++) w.put(+parts[i], 8);
    } else {
      w.put(IPV6, 2);
      parts = ipv6Groups(addr);
      for (i = 0; i < 8; i++) w.put(parts[i], 16);
    }
  }

  function ipv6Groups(addr) {
    var halves = addr.replace(/%.*$/, "").split("::");
    if (halves.length > 2) throw fail("address");
    var sides = halves.map(function (half) {
      var out = [];
      half.split(":").forEach(function (g) {
        if (g === "") return;
        if (g.indexOf(".") >= 0) {  // an IPv4 tail (::ffff:1.2.3.4)
          var b = g.split(".").map(Number);
          out.push(b[0] * 256 + b[1], b[2] * 256 + b[3]);
        } else if (/^[0-9a-f]{1,4}$/i.test(g)) {
          out.push(parseInt(g, 16));
        } else {
          throw fail("address");
        }
      });
      return out;
    });
    var gap = 8 - sides[0].length - (sides[1] ? sides[1].length : 0);
    if (gap < 0 || (halves.length === 1 && gap !== 0)) throw fail("address");
    var zeros = [];
    for (var i = 0; i < gap; i++) zeros.push(0);
    return sides[0].concat(zeros, sides[1] || []);
  }

  function unpackAddress(r) {
    var kind = r.take(2), i, out = [];
    if (kind === NONE) return null;
    if (kind === IPV4) {
      for (i = 0; i < 4; i++) out.push(r.take(8));
      return out.join(".");
    }
    for (i = 0; i < 8; i++) out.push(r.take(16).toString(16));
    if (kind === IPV6) return out.join(":");
    var hex = out.map(function (g) { return ("000" + g).slice(-4); }).join("");
    return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join("-") + ".local";
  }

  // ------------------------------------------------------------------ SDP <-> description
  function readSdp(sdp) {
    var desc = { setup: 0, ufrag: "", pwd: "", fingerprint: null, candidates: [] };
    sdp.split(/\r?\n/).forEach(function (line) {
      var m;
      if ((m = /^a=ice-ufrag:(\S+)/.exec(line))) desc.ufrag = m[1];
      else if ((m = /^a=ice-pwd:(\S+)/.exec(line))) desc.pwd = m[1];
      else if ((m = /^a=setup:(\S+)/.exec(line))) desc.setup = Math.max(0, SETUPS.indexOf(m[1]));
      else if ((m = /^a=fingerprint:sha-256 ([0-9A-Fa-f:]+)/.exec(line))) {
        desc.fingerprint = m[1].split(":").map(function (b) { return parseInt(b, 16); });
      } else if ((m = /^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ (host|srflx)(?: raddr (\S+) rport (\d+))?/i.exec(line))) {
        if (/\.local$/i.test(m[1]) && !UUID_LOCAL.test(m[1])) return;  // an mDNS name we cannot pack
        desc.candidates.push({ srflx: m[3] === "srflx", addr: m[1], port: +m[2], raddr: m[4] || "", rport: +(m[5] || 0) });
      }
    });
    if (!desc.fingerprint || desc.fingerprint.length !== 32) throw fail("no-fingerprint");
    return desc;
  }

  function encode(desc, tag) {
    var w = new Writer(), i, cands = desc.candidates.slice(0, 15);
    w.put(tag === null ? 0 : 1, 1);
    w.put(desc.setup, 2);
    if (tag !== null) w.put(tag, 18);
    [desc.ufrag, desc.pwd].forEach(function (s) {
      if (s.length > 255) throw fail("credentials");
      w.put(s.length, 8);
      for (var k = 0; k < s.length; k++) {
        var v = ICE64.indexOf(s[k]);
        if (v < 0) throw fail("credentials");
        w.put(v, 6);
      }
    });
    for (i = 0; i < 32; i++) w.put(desc.fingerprint[i], 8);
    w.put(cands.length, 4);
    cands.forEach(function (c) {
      w.put(c.srflx ? 1 : 0, 1);
      packAddress(w, c.addr);
      w.put(c.port, 16);
      if (c.srflx) {
        packAddress(w, c.raddr);
        if (!/^(0\.0\.0\.0|::)?$/.test(c.raddr)) w.put(c.rport, 16);
      }
    });
    var body = VERSION + w.text();
    return body + check3(body);
  }

  // Throws "bad-code" for anything but a well-formed code of the wanted kind.
  function decode(code, wantReply) {
    if (typeof code !== "string") throw fail("bad-code");
    code = code.replace(/\s+/g, "");
    if (code.length < 8 || code[0] !== VERSION) throw fail("bad-code");
    var body = code.slice(0, -3);
    if (check3(body) !== code.slice(-3)) throw fail("bad-code");
    var r = new Reader(body.slice(1));
    var desc = { candidates: [] };
    if (r.take(1) !== (wantReply ? 1 : 0)) throw fail("bad-code");
    desc.setup = r.take(2);
    if (desc.setup > 2) throw fail("bad-code");
    desc.tag = wantReply ? r.take(18) : null;
    var creds = [0, 0].map(function () {
      var n = r.take(8), s = "";
      for (var k = 0; k < n; k++) s += ICE64[r.take(6)];
      return s;
    });
    desc.ufrag = creds[0];
    desc.pwd = creds[1];
    if (desc.ufrag.length < 4 || desc.pwd.length < 22) throw fail("bad-code");
    desc.fingerprint = [];
    for (var i = 0; i < 32; i++) desc.fingerprint.push(r.take(8));
    var count = r.take(4);
    for (i = 0; i < count; i++) {
      var c = { srflx: r.take(1) === 1 };
      c.addr = unpackAddress(r);
      c.port = r.take(16);
      if (!c.addr || !c.port) throw fail("bad-code");
      if (c.srflx) {
        c.raddr = unpackAddress(r);
        c.rport = c.raddr ? r.take(16) : 0;
      }
      desc.candidates.push(c);
    }
    var rest = r.rest();
    if (rest.length >= 6 || rest.indexOf(1) >= 0) throw fail("bad-code");
    return desc;
  }

  function buildSdp(desc) {
    var hex = desc.fingerprint.map(function (b) { return ("0" + b.toString(16).toUpperCase()).slice(-2); });
    var lines = ["v=0", "o=- 4611731400430051336 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
      "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0"];
    desc.candidates.forEach(function (c, i) {
      // ICE orders candidate pairs by these priorities: the types' recommended preferences
      // (host 126, srflx 100), then the order they were gathered in.
      var priority = (c.srflx ? 100 : 126) * 16777216 + (65535 - i) * 256 + 255;
      var line = "a=candidate:" + (i + 1) + " 1 udp " + priority + " " + c.addr + " " + c.port + " typ " +
        (c.srflx ? "srflx raddr " + (c.raddr || "0.0.0.0") + " rport " + c.rport : "host");
      lines.push(line);
    });
    lines.push("a=ice-ufrag:" + desc.ufrag, "a=ice-pwd:" + desc.pwd, "a=ice-options:trickle",
      "a=fingerprint:sha-256 " + hex.join(":"), "a=setup:" + SETUPS[desc.setup], "a=mid:0",
      "a=sctp-port:5000", "a=max-message-size:262144");
    return lines.join("\r\n") + "\r\n";
  }

  // ------------------------------------------------------------------ connections
  function emit(kind, peerId, data) {
    listeners.slice().forEach(function (fn) {
      try { fn(kind, peerId, data); } catch (e) { setTimeout(function () { throw e; }); }
    });
  }

  // Reads options.stun from a plain object, a Map, or a Python dict handed over by Pyodide as
  // it is (a PyProxy answers .get, not attribute access).
  function stunOf(options) {
    if (!options) return "";
    var v = typeof options.get === "function" ? options.get("stun") : options.stun;
    return typeof v === "string" ? v : "";
  }

  function makeConnection(peerId, role, options) {
    var stun = stunOf(options);
    var c = { peerId: peerId, role: role, state: role === "host" ? "waiting" : "connecting",
      pc: new RTCPeerConnection({ iceServers: stun ? [{ urls: stun }] : [] }),
      dc: null, offeredAt: 0, tag: null, answered: false, expired: false, timer: 0, times: [], floodAt: -Infinity };
    conns[peerId] = c;
    c.pc.addEventListener("connectionstatechange", function () {
      if (c.pc.connectionState === "failed") end(c, "failed", "ice");
    });
    return c;
  }

  function live(c) { return conns[c.peerId] === c && c.state !== "closed" && c.state !== "failed"; }

  // The one end of a connection: later callbacks of the closed RTCPeerConnection are ignored.
  // One's own close of an open channel lets what was just sent go first (a host's goodbye): the
  // channel closes at once, which an ordered channel does after its queue, the connection a moment later.
  function end(c, state, reason) {
    if (!live(c)) return;
    var wasOpen = c.state === "open";
    c.state = state;
    clearTimeout(c.timer);
    var pc = c.pc;
    if (wasOpen && reason === null && c.dc) {
      try { c.dc.close(); } catch (e) { /* already closing */ }
      setTimeout(function () { try { pc.close(); } catch (e) { /* already closed */ } }, 1000);
    } else {
      try { pc.close(); } catch (e) { /* already closed */ }
    }
    if (reason !== null) emit(state, c.peerId, reason || "");
  }

  // The host, once it applied a reply, waits OPEN_MS for the channel. The guest, once it shows
  // its reply, waits REPLY_WAIT_MS: a person must scan or paste it first (measured: Chromium
  // still connects an answer applied 290 s later; past ~222 s the guest's side gives up).
  function armTimeout(c, ms) {
    c.timer = setTimeout(function () {
      if (live(c) && c.state !== "open") end(c, "failed", "timeout");
    }, ms || OPEN_MS);
  }

  function utf8Length(s) {
    var n = 0;
    for (var i = 0; i < s.length; i++) {
      var u = s.charCodeAt(i);
      n += u < 0x80 ? 1 : u < 0x800 ? 2 : (u >= 0xd800 && u < 0xdc00) ? (i++, 4) : 3;
    }
    return n;
  }

  function wire(c, dc) {
    c.dc = dc;
    dc.binaryType = "arraybuffer";
    dc.onopen = function () {
      if (!live(c)) return;
      c.state = "open";
      clearTimeout(c.timer);
      emit("open", c.peerId, "");
    };
    dc.onclose = function () { end(c, "closed", ""); };
    dc.onmessage = function (ev) {
      if (!live(c)) return;
      // A friend's device is trusted with the game, not with this page: past 40 messages in
      // the last second everything is dropped (said once a second), so a runaway or hostile
      // peer cannot bury the page's thread in Python callbacks.
      var now = performance.now();
      if (c.times.length >= FLOOD_COUNT && now - c.times[0] < 1000) {
        if (now - c.floodAt >= 1000) {
          c.floodAt = now;
          emit("refused", c.peerId, "flood");
        }
        return;
      }
      c.times.push(now);
      if (c.times.length > FLOOD_COUNT) c.times.shift();
      var data = ev.data;
      if (typeof data !== "string") return emit("refused", c.peerId, "binary");
      // a guest sends moves and a name: the host reads far less from it than it sends (issue 45)
      var most = c.role === "host" ? api.MAX_GUEST_MESSAGE : api.MAX_MESSAGE;
      if (data.length > most || (data.length * 3 > most && utf8Length(data) > most)) {
        return emit("refused", c.peerId, "size");
      }
      emit("message", c.peerId, data);
    };
  }

  function gathered(pc) {
    return new Promise(function (resolve) {
      var timer = setTimeout(done, GATHER_MS);
      function check() { if (pc.iceGatheringState === "complete") done(); }
      function done() {
        clearTimeout(timer);
        pc.removeEventListener("icegatheringstatechange", check);
        resolve();
      }
      pc.addEventListener("icegatheringstatechange", check);
      check();
    });
  }

  // Every rejection is an Error with a short message; a connection replaced meanwhile
  // (offer/answer called again, close) rejects with "closed".
  function settle(c, promise) {
    return promise.then(function (value) {
      if (!live(c)) throw fail("closed");
      return value;
    }, function (e) {
      if (!live(c)) throw fail("closed");
      end(c, "failed", null);
      throw fail(e && e.message && /^[a-z-]+$/.test(e.message) ? e.message : "webrtc");
    });
  }

  function offer(peerId, options) {
    if (!api.supported) return Promise.reject(fail("no-webrtc"));
    peerId = String(peerId);
    close(peerId);
    var c = makeConnection(peerId, "host", options);
    wire(c, c.pc.createDataChannel("tapis", { ordered: true }));
    c.pc.ondatachannel = function (ev) { ev.channel.close(); };  // only ours
    return settle(c, c.pc.createOffer()
      .then(function (d) { return c.pc.setLocalDescription(d); })
      .then(function () { return gathered(c.pc); })
      .then(function () {
        var desc = readSdp(c.pc.localDescription.sdp);
        c.tag = tagOf(desc);
        c.offeredAt = performance.now();
        return encode(desc, null);
      }));
  }

  function accept(peerId, replyCode) {
    peerId = String(peerId);
    var desc;
    try { desc = decode(replyCode, true); } catch (e) {
      // an invitation where a reply was wanted (the host pasted its own link back): said as such
      try { decode(replyCode, false); return Promise.reject(fail("own-invite")); } catch (e2) { /* garbled */ }
      return Promise.reject(fail("bad-code"));
    }
    var c = conns[peerId];
    if (!c || c.role !== "host" || !c.offeredAt) return Promise.reject(fail("no-invite"));
    if (c.expired) return Promise.reject(fail("expired"));
    if (c.answered) return Promise.reject(fail("bad-code"));  // a reply applied twice
    if (!live(c)) return Promise.reject(fail("no-invite"));
    if (performance.now() - c.offeredAt > api.OFFER_TTL_MS) {
      c.expired = true;
      end(c, "closed", null);
      return Promise.reject(fail("expired"));
    }
    if (desc.tag !== c.tag) return Promise.reject(fail("bad-code"));  // another invitation's reply
    c.answered = true;
    c.state = "connecting";
    armTimeout(c);
    return settle(c, c.pc.setRemoteDescription({ type: "answer", sdp: buildSdp(desc) })
      .then(function () { return undefined; }, function () { throw fail("bad-code"); }));
  }

  function answer(inviteCode, options) {
    if (!api.supported) return Promise.reject(fail("no-webrtc"));
    var desc;
    try { desc = decode(inviteCode, false); } catch (e) { return Promise.reject(fail("bad-code")); }
    close("host");
    var c = makeConnection("host", "guest", options);
    c.pc.ondatachannel = function (ev) {
      if (c.dc || ev.channel.label !== "tapis") ev.channel.close();
      else wire(c, ev.channel);
    };
    return settle(c, c.pc.setRemoteDescription({ type: "offer", sdp: buildSdp(desc) })
      .catch(function () { throw fail("bad-code"); })
      .then(function () { return c.pc.createAnswer(); })
      .then(function (d) { return c.pc.setLocalDescription(d); })
      .then(function () { return gathered(c.pc); })
      .then(function () {
        var code = encode(readSdp(c.pc.localDescription.sdp), tagOf(desc));
        armTimeout(c, api.REPLY_WAIT_MS);
        return code;
      }));
  }

  function send(peerId, text) {
    var c = conns[String(peerId)];
    if (!c || c.state !== "open" || typeof text !== "string") return false;
    try {
      c.dc.send(text);
      return true;
    } catch (e) {
      return false;
    }
  }

  function close(peerId) {
    var c = conns[String(peerId)];
    if (c) end(c, "closed", null);
  }

  function state(peerId) {
    var c = conns[String(peerId)];
    return c ? c.state : "none";
  }

  function onEvent(fn) {
    if (typeof fn === "function") listeners.push(fn);
  }

  // Leaving the page says goodbye at once (the data channel's close reaches the other side)
  // rather than leaving friends to wait for ICE to notice.
  window.addEventListener("pagehide", function () {
    Object.keys(conns).forEach(close);
  });

  var api = {
    // Browsers without WebRTC (WebKitGTK as Debian builds it, old Safari-family ones) cannot
    // play at a distance: the app says so instead of offering what cannot work (issue 49).
    supported: typeof window.RTCPeerConnection === "function",
    offer: offer, accept: accept, answer: answer, send: send, close: close, state: state,
    onEvent: onEvent, OFFER_TTL_MS: 5 * 60 * 1000, REPLY_WAIT_MS: 180 * 1000, MAX_MESSAGE: 65536,
    MAX_GUEST_MESSAGE: 4096
  };
  window.TapisPeer = api;
})();
