"""Validators of the vendor token rules (:mod:`memlane.core.privacy_tokens`): a match of a
token's shape counts unless it is a placeholder, an identifier that shares the vendor's
prefix, or a key its vendor publishes."""

from __future__ import annotations

import re

from memlane.core.privacy_values import entropy, is_placeholder, wordy

_PREFIX_SEPARATOR = re.compile(r"[_.\-]")


def token_ok(token: str) -> bool:
    """Validator for prefixed tokens: refuse unless it is an obvious placeholder."""
    return not is_placeholder(token) and len(set(token)) >= 10


def token_mixed(token: str) -> bool:
    """Validator for tokens whose alphabet also spells identifiers: need digits and letters."""
    body = _PREFIX_SEPARATOR.split(token, maxsplit=1)[-1]
    has_digit = any(c.isdigit() for c in body)
    return token_ok(token) and has_digit and any(c.isalpha() for c in body)


def token_random_case(token: str) -> bool:
    """Letters-only tokens (Hugging Face): random case, unlike a CamelCase identifier."""
    body = token.split("_")[-1]
    uppers = sum(c.isupper() for c in body)
    return token_ok(token) and 0.25 <= uppers / max(len(body), 1) <= 0.75


def token_random_case_mixed(token: str) -> bool:
    """Validator for base62 bodies with no prefix of their own to anchor them (ngrok's
    KSUID_secret, Okta's 00…, Mollie's live_…): upper- and lower-case letters and digits in
    every part, as a generator draws them; a snake_case name or a digest has fewer."""
    parts = [token, *(p for p in _PREFIX_SEPARATOR.split(token) if len(p) >= 20)]
    return token_ok(token) and all(
        any(c.isupper() for c in p) and any(c.islower() for c in p) and any(c.isdigit() for c in p)
        for p in parts
    )


_HEX_BODY = re.compile(r"[0-9a-fA-F]+")
_DIGIT_RUN = re.compile(r"\d+")
# Keys published by design, shipped in browsers and apps: Stripe's and Clerk's pk_, PostHog's
# phc_ ("project API key"), pub_/public_ keys.
_PUBLIC_PREFIXES = ("pk", "pub", "phc")


def token_prefixed_random(token: str) -> bool:
    """Validator for a generic "<prefix>_<body>" token: the body is generated (letters and
    digits in no word-like runs), not hexadecimal (object ids and digests are written so), and
    not a key its vendor publishes."""
    prefix, body = token.split("_", 1)
    if prefix.startswith(_PUBLIC_PREFIXES) or _HEX_BODY.fullmatch(body) or not token_ok(token):
        return False
    # Lower-case random letters form vowel-bearing runs between digits, so a run of four or
    # more digit groups marks them generated even when every run "reads"; names have few.
    if wordy(body) and not (body.islower() and len(_DIGIT_RUN.findall(body)) >= 4):
        return False
    digits = sum(c.isdigit() for c in body)
    return 1 <= digits <= len(body) - 8 and entropy(body) >= 4.0


__all__ = [
    "token_mixed",
    "token_ok",
    "token_prefixed_random",
    "token_random_case",
    "token_random_case_mixed",
]
