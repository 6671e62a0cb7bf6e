"""Which names hold secrets: the write gate reads a key's name (DB_PASSWORD, apiKey,
b2_application_key) to decide whether the value assigned to it must be judged at all.

A name holds a password when its last word is one ("db_password", "PGPASS"), a secret when its
last word is a token/secret word ("GITHUB_TOKEN", "clientSecret") or "key" qualified by what
the key opens ("API_KEY", "LD_SDK_KEY", "B2_APPLICATION_KEY"; a cache, sort or primary key is
not one). Wrapper words after it say how the secret is written (SECRET_KEY_BASE, API_TOKEN_B64).

A name whose last word is "login" (SONAR_LOGIN, sonar.login) holds a user's name or, for tools
that take a token where the name would go, the token: its kind is MAYBE_TOKEN, and only a
value shaped like a generated token counts there (login_token; round 36).
"""

from __future__ import annotations

import functools
import re

from memlane.core.privacy_letters import WORD_PART
from memlane.core.privacy_values import is_placeholder, machine_like, word_slug

# (sssd's ldap_default_authtok holds the bind password; redis's masterauth a replica's)
_PASSWORD_PARTS = frozenset(
    {"password", "passwd", "pwd", "pass", "passphrase", "pw", "psk", "passcode", "requirepass",
     "masterauth", "authtok"}
)  # fmt: skip
_SECRET_PARTS = frozenset(
    {"secret", "token", "apikey", "secretkey", "accesskey", "privatekey", "credential",
     "credentials", "authtoken", "accesstoken", "clientsecret", "pat"}
)  # fmt: skip
# What a key opens, when the word before "key" says it: an API, an account, an SDK …
_KEY_QUALIFIERS = frozenset(
    {"api", "secret", "access", "private", "auth", "signing", "encryption", "master", "client",
     "app", "license", "service", "account", "subscription", "consumer", "webhook", "session",
     "jwt", "hmac", "admin", "deploy", "write", "read", "sdk", "application", "server",
     "ingest", "integration", "personal", "management", "root", "bot", "merchant", "partner",
     "developer", "storage", "shared", "sas", "preshared"}
)  # fmt: skip
# A key that indexes, orders or names something, or is published (round 41: ENV-style names)
_KEY_NOT_SECRET = frozenset(
    {"cache", "sort", "primary", "foreign", "partition", "row", "hash", "lookup", "map",
     "idempotency", "dedup", "dedupe", "routing", "shard", "group", "index", "unique",
     "composite", "object", "s3", "file", "gpg", "pgp", "gnupg", "ssh", "host", "hot", "short",
     "shortcut", "translation", "i18n", "message", "label", "field", "column", "table",
     "cursor", "state", "bucket", "prefix", "namespace", "sequence", "site", "publishable",
     "anon", "pub", "verify", "verification", "fingerprint", "id", "name", "event",
     "redis", "kv", "dir", "path", "type", "mode", "layout"}
)  # fmt: skip
# Tokens that are not credentials: pagination cursors and model vocabulary.
_TOKEN_NON_SECRET = frozenset(
    {"page", "next", "prev", "continuation", "cancellation", "sync", "resume", "max", "min",
     "num", "input", "output", "completion", "prompt", "eos", "bos", "pad", "unk", "sep", "cls",
     "mask", "special", "start", "end", "stop"}
)  # fmt: skip

MAYBE_TOKEN = "maybe_token"  # a name or a token: see the module docstring
# a seed named for a one-time password's (a random generator's seed is no secret)
_OTP_PARTS = frozenset({"otp", "totp", "hotp", "mfa"})
_KEY_SEPARATORS = re.compile(r"[_.\-\s]+")
_ENCODING_SUFFIXES = frozenset(
    {"base", "value", "b64", "base64", "hex", "raw", "bytes", "plain", "plaintext", "str", "string"}
)


# A config file or a transcript repeats the same few keys thousands of times.
@functools.lru_cache(maxsize=4096)
def key_kind(key: str) -> str | None:
    """'password', 'secret' or None from an identifier such as DB_PASSWORD or apiKey."""
    parts = [p.lower() for chunk in _KEY_SEPARATORS.split(key) for p in WORD_PART.findall(chunk)]
    if not parts:
        return None
    # SECRET_KEY_BASE, API_TOKEN_B64: a wrapper word says how the secret is written
    while len(parts) > 1 and parts[-1] in _ENCODING_SUFFIXES:
        parts.pop()
    last, prev = parts[-1], parts[-2] if len(parts) > 1 else ""
    if "public" in parts:
        return None  # publicKeyToken, public_key: published by design
    if parts[0] == "no" and len(parts) > 1:
        return None  # --no-password, no_auth_token: a switch that turns the secret off
    if last in _PASSWORD_PARTS or last.endswith(("password", "passwd", "passphrase")):
        return "password"
    if last == "phrase" and prev == "pass":  # OCI's pass_phrase
        return "password"
    if last == "key":
        if prev in _KEY_QUALIFIERS:
            return "secret"
        # round 41: an environment variable named for whose key it is (OPENAI_KEY,
        # STRIPE_KEY): the service's key, unless the word before says what else it indexes
        env_name = key.isupper() and "_" in key and not _KEY_SEPARATORS.search(key.replace("_", ""))
        word_before = _KEY_SEPARATORS.split(key)[-2].lower() if env_name else ""
        return "secret" if env_name and word_before not in _KEY_NOT_SECRET else None
    if last == "ident" and prev == "auth":  # Yarn's npmAuthIdent: "user:password"
        return "secret"
    if last == "salt":  # WordPress's AUTH_SALT, LOGGED_IN_SALT sign its cookies; a hash's is public
        return "secret" if {"auth", "logged", "nonce"} & set(parts) else None
    if last.startswith(("csrf", "xsrf")) or prev in ("csrf", "xsrf"):
        return None  # round 44: csrftoken, XSRF-TOKEN: an anti-forgery token, not a login
    if last in _SECRET_PARTS or last.endswith(("token", "secret", "apikey", "secretkey")):
        return None if prev in _TOKEN_NON_SECRET else "secret"
    if last == "login":
        return MAYBE_TOKEN
    if last == "seed" and (_OTP_PARTS.intersection(parts) or {"base", "32"} <= set(parts)):
        return "secret"  # round 43: a one-time password's seed (AWS's Base32StringSeed)
    return None


_UUID = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")
_TOKEN_CHARS = re.compile(r"[A-Za-z0-9_\-]+")


def login_token(value: str) -> bool:
    """A token written where a login's name goes: 32 or more generated characters. A user's
    name, an email address or a UUID (a client's id) is not one."""
    if len(value) < 32 or not _TOKEN_CHARS.fullmatch(value) or _UUID.fullmatch(value):
        return False
    return machine_like(value, min_len=32) and not word_slug(value) and not is_placeholder(value)
