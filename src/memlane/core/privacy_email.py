"""Write gate: email addresses (refused unless the caller allows them, ``--allow-email``).

An address in documentation (example.com, *.test), a git or noreply address, a form's
placeholder ("your.name@…"), URL userinfo, an scp-style remote (``git@host:org/repo``) and the
``user@host`` argument of ssh, scp or rsync are not someone's address.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.privacy_values import is_placeholder

Hit = tuple[int, int, str]

DOC_DOMAINS = ("example.com", "example.org", "example.net")  # RFC 2606
_SAFE_DOMAINS = (*DOC_DOMAINS, "users.noreply.github.com")
_SAFE_TLDS = (".example", ".test", ".invalid", ".localhost", ".local", ".internal", ".lan")
_REMOTE_SHELL = re.compile(r"\b(?:ssh|scp|sftp|rsync|mosh|ssh-copy-id)\b")
_EMAIL = re.compile(
    r"(?<![A-Za-z0-9._%+\-/])(?P<local>[A-Za-z0-9._%+\-]{1,64})@"
    r"(?P<domain>(?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24})"
    r"(?![A-Za-z0-9\-])"
)
_EMAIL_NEEDLES = needles("@")
_USERINFO_USER = re.compile(r"://[^\s/@:]*:\Z")


def email_hits(text: str) -> Iterator[Hit]:
    """Someone's email address in ``text`` (see the module docstring for what is not)."""
    for m in find_near(_EMAIL, text, _EMAIL_NEEDLES):
        local, domain = m.group("local").lower(), m.group("domain").lower()
        before = text[max(0, m.start() - 3) : m.start()]
        after = text[m.end() : m.end() + 2]
        if before.endswith("://") or (after.startswith(":") and after[1:2].strip()):
            continue  # URL userinfo or an scp-style remote (git@host:org/repo)
        if _USERINFO_USER.search(text, max(0, m.start() - 200), m.start()):
            continue  # the password half of `scheme://user:password@host` (its own rule)
        if local in {"git", "noreply", "no-reply"} or domain in _SAFE_DOMAINS:
            continue
        if is_placeholder(local):  # "your.name@…", "seuusuario@…": a form to fill in
            continue
        if domain.endswith(_SAFE_TLDS) or domain.endswith(_SAFE_DOMAINS):
            continue
        line_start = max(text.rfind("\n", 0, m.start()) + 1, m.start() - 200)
        if _REMOTE_SHELL.search(text, line_start, m.start()):
            continue  # user@host argument of ssh/scp/rsync
        yield m.start(), m.end(), "email"


__all__ = ["DOC_DOMAINS", "email_hits"]
