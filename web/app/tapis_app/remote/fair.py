"""Fair dealing you can check, without a third party (commit, then reveal).

1. Before any guest sends anything, the host sends ``commitment(host_secret)``: it cannot change
   its secret afterwards without being caught.
2. Each guest sends a secret of its own; the deal's seed is ``table_seed`` of all of them, so no
   one alone chose it (the host learns the guests' secrets only after committing to its own).
3. During the game a guest keeps a :class:`Witness`: a digest of every view it was shown and
   every action it sent.
4. At the end the host reveals its secret, every secret and the whole log; the guest's page
   replays the game from the seed (its own engine) and checks the commitment, its own secret,
   every view it was shown and that every move made in its name is one it sent (``verify``).

This catches a stacked deck, a deal changed mid-game and a forged move, afterwards. It does not
stop a host from peeking at hidden cards during the game (that needs mental poker: see
REMOTE-PLAY.md's tier 2), and a guest never holds another seat's hidden cards before the end.
"""

import hashlib
import json
import secrets as _secrets

import pyengine
from pyengine.core import BadOptions, IllegalAction, canonical_action

MAX_SEED = 2**53 - 1


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


def digest(value) -> str:
    """A short fingerprint of a JSON-able value (a view), independent of key order."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def canonical(action) -> str:
    try:
        return json.dumps(canonical_action(action), sort_keys=True, separators=(",", ":"))
    except (IllegalAction, TypeError, ValueError):
        return ""


class Witness:
    """What a guest keeps to check the game at the end (saved with its seat, so a reload keeps
    it): the host's commitment, its own secret, the digest of each view it was shown (by the
    number of actions played then) and the actions it sent (by the same number)."""

    def __init__(self, seat: int, commitment: str, secret: str):
        self.seat = seat
        self.commitment = commitment
        self.secret = secret
        self.seen: dict[int, str] = {}
        self.sent: dict[int, list[str]] = {}

    def saw(self, n: int, view: dict) -> None:
        self.seen[n] = digest(view)

    def sent_action(self, n: int, action: dict) -> None:
        moves = self.sent.setdefault(n, [])
        text = canonical(action)
        if text and text not in moves and len(moves) < 20:
            moves.append(text)

    def to_dict(self) -> dict:
        return {"seat": self.seat, "commitment": self.commitment, "secret": self.secret,
                "seen": {str(n): d for n, d in self.seen.items()}, "sent": {str(n): m for n, m in self.sent.items()}}

    @classmethod
    def from_dict(cls, data) -> "Witness | None":
        """A witness read back from storage (checked: storage holds what anyone left there)."""
        try:
            witness = cls(int(data["seat"]), str(data["commitment"]), str(data["secret"]))
            witness.seen = {int(n): str(d) for n, d in dict(data["seen"]).items()}
            witness.sent = {int(n): [str(a) for a in moves][:20] for n, moves in dict(data["sent"]).items()}
        except (KeyError, TypeError, ValueError, AttributeError):
            return None
        return witness


def verify(witness: Witness, game_id: str, players: int, options: dict, reveal: dict) -> tuple[bool, dict]:
    """Replay the revealed game and check it against what this guest saw and did.

    Returns (True, {"moves": n, "stand_in": k}) or (False, {"key": sentence key, ...params}):
    ``remote.verify.commitment`` (the revealed secret is not the one committed to),
    ``remote.verify.secret`` (this guest's secret was not used), ``remote.verify.move`` with
    ``n`` (the first move that does not replay, or whose view differs from what was shown, or
    that was made in this seat's name without being sent)."""
    if commitment(reveal["host_secret"]) != witness.commitment:
        return False, {"key": "remote.verify.commitment"}
    secrets_ = reveal["secrets"]
    if len(secrets_) != players or secrets_[witness.seat] != witness.secret:
        return False, {"key": "remote.verify.secret"}
    seed = table_seed(reveal["host_secret"], secrets_)
    try:
        game = pyengine.new_game(game_id, players=players, seed=seed, options=options)
    except BadOptions:
        return False, {"key": "remote.verify.move", "n": 0}
    stand_in = set(reveal.get("stand_in") or [])
    actions = reveal["actions"]
    last_seen = max(witness.seen, default=-1)
    if len(actions) < last_seen:
        return False, {"key": "remote.verify.move", "n": len(actions) + 1}
    for n in range(len(actions) + 1):
        if n in witness.seen and digest(game.view(witness.seat)) != witness.seen[n]:
            return False, {"key": "remote.verify.move", "n": max(n, 1)}
        if n == len(actions):
            break
        seat, action = actions[n]
        if seat == witness.seat and n not in stand_in and canonical(action) not in witness.sent.get(n, []):
            return False, {"key": "remote.verify.move", "n": n + 1}
        try:
            game.apply(seat, action)
        except IllegalAction:
            return False, {"key": "remote.verify.move", "n": n + 1}
    return True, {"moves": len(actions), "stand_in": sum(1 for n in stand_in if n < len(actions)
                                                         and actions[n][0] == witness.seat)}


def replayed(game_id: str, players: int, options: dict, reveal: dict):
    """The whole game rebuilt from a verified reveal (the end panel, replay and review then work
    on a guest's device as on the host's)."""
    game = pyengine.new_game(game_id, players=players, seed=table_seed(reveal["host_secret"], reveal["secrets"]),
                             options=options)
    for seat, action in reveal["actions"]:
        game.apply(seat, action)
    return game
