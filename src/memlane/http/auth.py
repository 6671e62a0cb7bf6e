"""Who is calling: the server token, a user token, or a browser session — decided per request
and kept in no process.

A ``memlane serve`` started with ``--token`` has one owner (full access, as before). A store
with users (``memlane users add``) turns on per-user tokens: each request's token is hashed and
looked up in the store, so a user added or removed on one server counts on every server of the
database at once. Browser sessions are stateless too: the cookie is the user's name, an expiry
and an HMAC over both and the user's token hash, keyed by a secret kept in the store — any
server behind a load balancer can check it, and removing the user ends the session.
"""

from __future__ import annotations

import hashlib
import hmac
import time
from datetime import UTC, datetime

from starlette.requests import Request

from memlane.core.access import OWNER, Action, User, hash_token
from memlane.errors import AccessDenied
from memlane.services.memory import Memory

SESSION_SECONDS = 12 * 3600
# How long "this store has no users" may be believed before asking the store again.
USERS_RECHECK_SECONDS = 5.0


class Authenticator:
    def __init__(self, memory: Memory, token: str | None) -> None:
        self.memory = memory
        self.token = token
        self._owner = (
            User(OWNER, "admin", ("*",), hash_token(token), datetime(1970, 1, 1, tzinfo=UTC))
            if token is not None
            else None
        )
        self._users_seen = False
        self._users_checked = 0.0
        self._secret: bytes | None = None

    @property
    def users_enabled(self) -> bool:
        """Whether the store has users (then every request needs a token). Once true it
        stays true for this process: the safe direction."""
        now = time.monotonic()
        if not self._users_seen and now - self._users_checked > USERS_RECHECK_SECONDS:
            self._users_checked = now
            self._users_seen = bool(self.memory.users_list())
        return self._users_seen

    @property
    def required(self) -> bool:
        return self.token is not None or self.users_enabled

    def is_owner(self, user: User | None) -> bool:
        return user is not None and user is self._owner

    def from_token(self, value: str | None) -> User | None:
        """The owner for the server token, the user a user token belongs to, else None."""
        if not value:
            return None
        if self.token is not None and hmac.compare_digest(value.encode(), self.token.encode()):
            return self._owner
        user = self.memory.authenticate(value)
        if user is not None:
            self._users_seen = True  # a user added after this server started
        return user

    # -- browser sessions ----------------------------------------------------------------

    def _sign(self, name: str, expires: int, token_hash: str) -> str:
        if self._secret is None:
            self._secret = self.memory.session_secret().encode()
        key = self._secret
        msg = f"{name}|{expires}|{token_hash}".encode()
        return hmac.new(key, msg, hashlib.sha256).hexdigest()

    def open_session(self, user: User) -> str:
        expires = int(time.time()) + SESSION_SECONDS
        return f"{user.name}.{expires}.{self._sign(user.name, expires, user.token_hash)}"

    def from_session(self, cookie: str | None) -> User | None:
        if not cookie or cookie.count(".") != 2:
            return None
        name, raw_expires, mac = cookie.split(".")
        if not raw_expires.isdigit() or int(raw_expires) < time.time():
            return None
        user = self._owner if name == OWNER else self._user_named(name)
        if user is None:
            return None
        expected = self._sign(name, int(raw_expires), user.token_hash)
        return user if hmac.compare_digest(mac, expected) else None

    def _user_named(self, name: str) -> User | None:
        if not self.users_enabled:
            return None
        return next((u for u in self.memory.users_list() if u.name == name), None)


def request_memory(request: Request, need: Action = "read") -> Memory:
    """The Memory a route works with: the server's own, or — for a user's token — the view
    limited to that user's grants, after checking the role allows ``need``."""
    memory: Memory = request.app.state.memory
    user: User | None = getattr(request.state, "user", None)
    if user is None:
        return memory
    if not user.may(need):
        raise AccessDenied(
            f"user {user.name!r} is a {user.role}; this needs the "
            f"{'writer' if need == 'write' else 'admin'} role",
            remedy="ask an admin to change your role (`memlane users add` with --role)",
        )
    return memory.as_user(user)


__all__ = ["Authenticator", "request_memory"]
