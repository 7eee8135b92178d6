"""Fair dealing you can check, without a third party: what « Partie vérifiée » means.

The lobby commits everyone before anyone reveals (issue 45):

1. The host's ``hello`` carries its commitment, ``commitment(host_secret)``, and a round number.
2. Each guest draws a fresh secret for the round and sends only its commitment.
3. Once every friend's seat has committed, the host sends every guest the same list: each
   seat's kind, the host's commitment, each friend's commitment (``None`` for the host's own
   people and computer seats: they bring no secret, so nobody has a slot to choose freely).
   Every device shows the list's :func:`fingerprint`, to be compared out loud.
4. Only then does each guest send its secret (checked against its commitment). The seed is
   :func:`table_seed` of the host's secret and the friends' secrets: values all fixed before any
   was seen. A guest reveals at most one secret per round, for one list; a list that changes
   after any secret was seen starts a new round with new secrets.

During the game each guest keeps a :class:`Witness` of everything it was shown and did. At the
end the host reveals every secret, every move and every taking-back; :func:`verify` replays the
whole game on the guest's own engine and checks it against the witness.

« Partie vérifiée » then guarantees, for this guest's device:

- the deal came from the committed secrets, in the list this device was shown at the start;
- every view, legal-move list and log line this device was shown is the replayed game's at
  that move (a false view shown, then the true one, is caught);
- every move made for this seat is one this device sent, or one a computer made while this
  device had no connection to the host and had sent nothing for that moment;
- every refusal of this device's moves carries the rule's own sentence;
- every move taken back is one this device asked for or agreed to.

It cannot stop the host's device from knowing every hand during the game (that needs mental
poker: REMOTE-PLAY.md's tier 2), and it says nothing of what other guests were shown.
"""

import hashlib
import hmac
import json
import secrets as _secrets

import pyengine
from pyengine.core import BadOptions, IllegalAction, canonical_action

MAX_SEED = 2**53 - 1
LEGAL_SENT = 200  # a guest is sent its legal actions when there are no more than this
REVEAL_WAIT = 60.0  # seconds after the end within which the host must reveal the game
VIEWS_PER_MOVE = 4  # distinct states a guest may be shown for one move before it is a fault
FINGERPRINT_ALPHABET = "ACDEFHJKMNPRTUVWXY34679"  # no 0/O, 1/I/L, 2/Z, 5/S, 8/B: read out loud


def new_secret() -> str:
    """32 hex digits from the operating system's randomness (in a browser: crypto.getRandomValues)."""
    return _secrets.token_hex(16)


def commitment(secret: str) -> str:
    return hashlib.sha256(f"tapis-commit:{secret}".encode()).hexdigest()


def table_seed(host_secret: str, guest_secrets: list) -> int:
    """The deal's seed from the host's secret and every guest's (in seat order; None for seats
    that send none: the host's own people and computer players)."""
    text = "tapis-seed:" + host_secret + ":" + ",".join(s or "-" for s in guest_secrets)
    return int(hashlib.sha256(text.encode()).hexdigest(), 16) % MAX_SEED


def fingerprint(host_commitment: str, commits: list, kinds: list) -> str:
    """The table's fingerprint: eight characters from every commitment and seat kind, shown on
    every device so the people at the table can compare them out loud (``K7MP-3QX9``)."""
    text = json.dumps([host_commitment, commits, kinds], separators=(",", ":"))
    number = int(hashlib.sha256(("tapis-table:" + text).encode()).hexdigest(), 16)
    chars = []
    for _ in range(8):
        number, index = divmod(number, len(FINGERPRINT_ALPHABET))
        chars.append(FINGERPRINT_ALPHABET[index])
    return "".join(chars[:4]) + "-" + "".join(chars[4:])


def proof(token: str, *parts: str) -> str:
    """Shows that one knows a seat's token without sending it: a host proves it is the table a
    guest sat at, and the guest that it holds the seat (each over the other's fresh nonce)."""
    return hmac.new(token.encode(), ":".join(parts).encode(), hashlib.sha256).hexdigest()


def digest(value) -> str:
    """A short fingerprint of a JSON-able value (a view), independent of key order."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def chained(previous: str, entry) -> str:
    """The log's running digest after one more entry (a guest's log grows an entry at a time)."""
    return hashlib.sha256((previous + digest(entry)).encode()).hexdigest()[:24]


def state_digest(view: dict, legal: list, log_length: int, log_digest: str) -> str:
    """What a guest was shown at one moment: the view, the legal moves, the log so far."""
    return digest({"view": view, "legal": legal, "log": [log_length, log_digest]})


def shown_legal(game, seat: int) -> list:
    """The legal actions a guest is sent (none when there are too many to send: the screens
    read the view then): the host's rule, and the replay's."""
    if game.is_over() or seat not in game.to_move():
        return []
    legal = game.legal_actions(seat)
    return legal if len(legal) <= LEGAL_SENT else []


def canonical(action) -> str:
    try:
        return json.dumps(canonical_action(action), sort_keys=True, separators=(",", ":"))
    except (IllegalAction, TypeError, ValueError):
        return ""


def _ints(value) -> list:
    return [int(v) for v in value]


class Witness:
    """What a guest keeps to check the game at the end (saved with its seat, so a reload keeps
    it). Moments are numbered by the count of actions played then.

    - ``commitment``, ``secret``: the host's commitment and this device's secret ("" for a seat
      taken over from another device mid-game, whose secret this device never had);
    - ``commits``, ``kinds``: the list shown before the deal (see the module's steps);
    - ``seen``: per moment, the digests of every state shown (view, legal moves, log);
    - ``sent``: per moment, the actions this device sent; ``refused``: per moment, [action, key]
      of each of them the host refused;
    - ``away``: [from, to] moments between which this device had no connection to the host;
    - ``undos``: [at, keep, by] each taking-back this device asked for or agreed to;
    - ``fault``: the first lie seen as it happened ({"key", "n"}), or None.
    """

    def __init__(self, seat: int, commitment: str, secret: str):
        self.seat = seat
        self.commitment = commitment
        self.secret = secret
        self.commits: list | None = None
        self.kinds: list | None = None
        self.seen: dict[int, list[str]] = {}
        self.sent: dict[int, list[str]] = {}
        self.refused: dict[int, list[list[str]]] = {}
        self.away: list[list] = []
        self.undos: list[list] = []
        self.fault: dict | None = None
        self.since = 0  # the first moment this device saw (a seat taken over mid-game: later)

    # ---- as it happens
    def listed(self, commits: list, kinds: list) -> None:
        self.commits, self.kinds = list(commits), list(kinds)

    def fingerprint(self) -> str | None:
        return fingerprint(self.commitment, self.commits, self.kinds) if self.commits is not None else None

    def saw(self, n: int, state: str) -> None:
        digests = self.seen.setdefault(n, [])
        if state not in digests:
            digests.append(state)
            if len(digests) > VIEWS_PER_MOVE:
                self.faulted("remote.verify.views", n)
                del digests[VIEWS_PER_MOVE:]

    def last_seen(self) -> int:
        return max(self.seen, default=0)

    def sent_action(self, n: int, action: dict) -> None:
        moves = self.sent.setdefault(n, [])
        text = canonical(action)
        if text and text not in moves and len(moves) < 20:
            moves.append(text)

    def was_refused(self, n: int, action: str, key: str) -> None:
        entries = self.refused.setdefault(n, [])
        if [action, key] not in entries and len(entries) < 20:
            entries.append([action, key])

    def left(self) -> None:
        """This device lost the host (a closed channel, a reload): away from the last moment seen."""
        if not self.away or self.away[-1][1] is not None:
            self.away.append([self.last_seen(), None])

    def back(self, n: int) -> None:
        """The first state after coming back: the absence ends at its moment."""
        if self.away and self.away[-1][1] is None:
            self.away[-1][1] = max(n, self.away[-1][0])

    def was_away_at(self, n: int) -> bool:
        return any(start <= n and (end is None or n < end) for start, end in self.away)

    def undone(self, at: int, keep: int, by: int) -> None:
        """Everyone agreed to take moves back to ``keep`` actions: what was seen and sent after
        that belongs to a branch the log no longer has."""
        self.undos.append([at, keep, by])
        self.seen = {k: v for k, v in self.seen.items() if k <= keep}
        self.sent = {k: v for k, v in self.sent.items() if k < keep}
        self.refused = {k: v for k, v in self.refused.items() if k < keep}

    def faulted(self, key: str, n: int = 0) -> None:
        if self.fault is None:
            self.fault = {"key": key, "n": max(int(n), 1)}

    # ---- kept between reloads
    def to_dict(self) -> dict:
        return {"seat": self.seat, "commitment": self.commitment, "secret": self.secret,
                "commits": self.commits, "kinds": self.kinds,
                "seen": {str(n): d for n, d in self.seen.items()}, "sent": {str(n): m for n, m in self.sent.items()},
                "refused": {str(n): r for n, r in self.refused.items()}, "away": self.away, "undos": self.undos,
                "fault": self.fault, "since": self.since}

    @classmethod
    def from_dict(cls, data) -> "Witness | None":
        """A witness read back from storage (checked: storage holds what anyone left there)."""
        try:
            witness = cls(int(data["seat"]), str(data["commitment"]), str(data["secret"]))
            if data.get("commits") is not None:
                witness.listed([c if c is None else str(c) for c in data["commits"]], [str(k) for k in data["kinds"]])
            witness.seen = {int(n): [str(d) for d in digests][:VIEWS_PER_MOVE]
                            for n, digests in dict(data["seen"]).items()}
            witness.sent = {int(n): [str(a) for a in moves][:20] for n, moves in dict(data["sent"]).items()}
            witness.refused = {int(n): [[str(a), str(k)] for a, k in entries][:20]
                               for n, entries in dict(data.get("refused") or {}).items()}
            witness.away = [[int(start), None if end is None else int(end)] for start, end in data.get("away") or []]
            witness.undos = [_ints(undo) for undo in data.get("undos") or []]
            witness.since = int(data.get("since") or 0)
            fault = data.get("fault")
            witness.fault = {"key": str(fault["key"]), "n": int(fault["n"])} if fault else None
        except (KeyError, TypeError, ValueError, AttributeError):
            return None
        return witness


def _move(n: int, reason: str) -> tuple[bool, dict]:
    return False, {"key": f"remote.verify.{reason}", "n": max(n, 1)}


def check_slots(witness: Witness, players: int, reveal: dict) -> tuple[bool, dict] | None:
    """The reveal's secrets against the list shown before the deal: None when they match."""
    if commitment(reveal["host_secret"]) != witness.commitment:
        return False, {"key": "remote.verify.commitment"}
    secrets_ = reveal["secrets"]
    if witness.commits is None or len(secrets_) != players or len(witness.commits) != players:
        return False, {"key": "remote.verify.list"}
    if witness.secret and secrets_[witness.seat] != witness.secret:
        return False, {"key": "remote.verify.secret"}
    for seat, (secret, committed, kind) in enumerate(zip(secrets_, witness.commits, witness.kinds)):
        if (kind == "remote") != (secret is not None) or (secret is not None and commitment(secret) != committed):
            return False, {"key": "remote.verify.slot", "n": seat + 1}
    return None


def verify(witness: Witness, game_id: str, players: int, options: dict, reveal: dict) -> tuple[bool, dict]:
    """Replay the revealed game and check it against everything this guest saw and did.

    Returns (True, {"moves": n, "stand_in": k}) or (False, {"key": sentence key, "n": …}): a
    lie seen as it happened (``witness.fault``), the host's secret not the one committed to, a
    seat's secret not the one in the list, this device's secret unused, a taking-back this
    device did not agree to, or the first move whose state differs from what was shown, that was
    made in this seat's name without being sent, or whose refusal was not the rule's."""
    if witness.fault:
        return False, dict(witness.fault)
    mismatch = check_slots(witness, players, reveal)
    if mismatch:
        return mismatch
    undos = [[keep, by] for _at, keep, by in reveal.get("undos") or [] if _at >= witness.since]
    if undos != [[keep, by] for _at, keep, by in witness.undos]:
        return _move(next((at for at, *_ in witness.undos), witness.last_seen()), "undo")
    try:
        game = pyengine.new_game(game_id, players=players, seed=table_seed(reveal["host_secret"], reveal["secrets"]),
                                 options=options)
    except BadOptions:
        return _move(0, "move")
    seat, actions, stand_in = witness.seat, reveal["actions"], set(reveal.get("stand_in") or [])
    if len(actions) < witness.last_seen():
        return _move(len(actions) + 1, "move")
    log = []  # the seat's log's running digests (its log only grows: game.log)
    for n in range(len(actions) + 1):
        if n in witness.seen:
            shown = state_digest(game.view(seat), shown_legal(game, seat), *_log_at(game, seat, log))
            if any(digest_ != shown for digest_ in witness.seen[n]):
                return _move(n, "views" if len(witness.seen[n]) > 1 else "move")
        for action, key in witness.refused.get(n, []):
            try:  # (an illegal action changes nothing: the replay goes on from the same moment)
                game.apply(seat, json.loads(action))
            except IllegalAction as error:
                if error.key == key:
                    continue
            except (TypeError, ValueError, AttributeError):
                continue
            return _move(n + 1, "refused")
        if n == len(actions):
            break
        mover, action = actions[n]
        if mover == seat and n >= witness.since and canonical(action) not in witness.sent.get(n, []):
            if n not in stand_in:
                return _move(n + 1, "move")
            if not witness.was_away_at(n):
                return _move(n + 1, "stand_in.here")
        try:
            game.apply(mover, action)
        except IllegalAction:
            return _move(n + 1, "move")
    return True, {"moves": len(actions), "stand_in": sum(1 for n in stand_in if n < len(actions)
                                                         and actions[n][0] == seat)}


def _log_at(game, seat: int, cache: list) -> tuple[int, str]:
    """(length, running digest) of ``seat``'s log now; ``cache`` keeps the digests so far."""
    entries = game.log(seat)
    running = cache[-1] if cache else ""
    for entry in entries[len(cache):]:
        running = chained(running, entry)
        cache.append(running)
    return len(entries), cache[len(entries) - 1] if entries else ""


def replayed(game_id: str, players: int, options: dict, reveal: dict):
    """The whole game rebuilt from a verified reveal (the end panel, replay and review then work
    on a guest's device as on the host's)."""
    game = pyengine.new_game(game_id, players=players, seed=table_seed(reveal["host_secret"], reveal["secrets"]),
                             options=options)
    for seat, action in reveal["actions"]:
        game.apply(seat, action)
    return game
