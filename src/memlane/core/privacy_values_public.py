"""Values their vendors publish by design: a browser or an app ships them, so a name that reads
as a secret's (`key:`, `accessToken`, `MAPBOX_TOKEN`) does not make them one (round 42).

Each is known by its documented kind, never by the name around it: Mapbox's public tokens
(`pk.` and a base64 JSON head; the secret ones are `sk.`), Razorpay's key id (`rzp_live_`/
`rzp_test_` and 14 characters; the key secret has no prefix), Stripe's and Clerk's publishable
keys (`pk_live_`/`pk_test_`), PostHog's project key (`phc_`), Supabase's publishable key
(`sb_publishable_`) and anon key (a JWT whose role is `anon`; `service_role` is the secret),
Braintree's tokenization key (`production_`/`sandbox_`, 8 and 16 characters), Paddle.js's
client-side token (`live_`/`test_` and 27 hexadecimal digits; Paddle's "Manage client-side
tokens": "safe to publish"; its API keys are `pdl_…`; round 43) and a Firebase web app's API
key (Google's `AIza…` inside a Firebase config or under a Firebase name; the same format under
any other name, a Gemini or Maps key, stays a secret).
"""

from __future__ import annotations

import base64
import binascii
import json
import re

from memlane.core.privacy_jwt_examples import holds_no_secret

_PUBLISHED = re.compile(
    r"pk\.eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}"
    r"|rzp_(?:live|test)_[A-Za-z0-9]{14}"
    r"|pk_(?:live|test)_[A-Za-z0-9]{16,}"
    r"|phc_[A-Za-z0-9]{32,}"
    r"|sb_publishable_[A-Za-z0-9_\-]{16,}"
    r"|(?:production|sandbox)_[a-z0-9]{8}_[a-z0-9]{16}"
    r"|(?:live|test)_[0-9a-f]{27}"  # round 43: Paddle.js's client-side token
)
_JWT = re.compile(r"eyJ[A-Za-z0-9_\-]+\.(?P<payload>eyJ[A-Za-z0-9_\-]+)\.[A-Za-z0-9_\-]*")


def _jwt_role(token: str) -> object:
    m = _JWT.fullmatch(token)
    if m is None:
        return None
    payload = m["payload"]
    try:
        claims = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    except (binascii.Error, ValueError):
        return None
    return claims.get("role") if isinstance(claims, dict) else None


def published_value(value: str) -> bool:
    """Whether ``value`` is, by its documented format, a key its vendor publishes."""
    v = value.strip("\"'` ")
    if _PUBLISHED.fullmatch(v):
        return True
    return v.startswith("eyJ") and _jwt_role(v) == "anon"


# A Firebase web app's config: its other members, or a Firebase name on the key's line
_FIREBASE_CONFIG = ("authDomain", "firebaseapp.com", "messagingSenderId", "storageBucket")
_FIREBASE_NAME = re.compile(r"(?i)firebase[\w.\-]*[\"']?[ \t]*[:=][ \t]*[\"']?\Z")
_CONFIG_REACH = 400


def published_token(text: str, start: int, end: int, cls: str) -> bool:
    """Whether the vendor token ``text[start:end]`` (rule class ``cls``) is a published key:
    a Supabase anon JWT, or a Google API key that a Firebase web config holds."""
    if cls == "jwt":  # round 45: unsigned, or a documentation example (privacy_jwt_examples)
        token = text[start:end]
        return _jwt_role(token) == "anon" or holds_no_secret(token)
    if cls != "google_api_key":
        return False
    line_start = text.rfind("\n", 0, start) + 1
    if _FIREBASE_NAME.search(text, line_start, start):
        return True  # NEXT_PUBLIC_FIREBASE_API_KEY=AIza…, firebase.apiKey: "AIza…"
    around = text[max(0, start - _CONFIG_REACH) : end + _CONFIG_REACH]
    return any(word in around for word in _FIREBASE_CONFIG)


_GOOGLE_KEY = re.compile(r"AIza[0-9A-Za-z_\-]{35}")


def published_assignment(text: str, start: int, end: int) -> bool:
    """Whether the assignment ``text[start:end]`` gives a Firebase web config its Google API
    key (`apiKey: "AIza…"` beside `authDomain`): the name reads as a secret's, the key is
    published (see :func:`published_token`)."""
    if "AIza" not in text[start:end]:
        return False
    m = _GOOGLE_KEY.search(text, start, end)
    return m is not None and published_token(text, m.start(), m.end(), "google_api_key")


__all__ = ["published_assignment", "published_token", "published_value"]
