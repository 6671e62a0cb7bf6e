"""The team store's URL: only ``postgresql://``, and never with a password in a file or a flag.

Pure: what a setting may hold and how it may be shown. The password itself comes from the
environment (``MEMLANE_STORE``, ``PGPASSWORD``) or ``~/.pgpass``, read by libpq.
"""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

from memlane.errors import InvalidInput

STORE_SCHEMES = ("postgresql", "postgres")


def check_store_url(url: str, *, allow_password: bool = False) -> str:
    """``""`` (the SQLite file under home) or a ``postgresql://`` URL.

    A password may come only from the environment (``MEMLANE_STORE`` itself, ``PGPASSWORD``)
    or ``~/.pgpass``: a URL written to the config file or typed as a flag (visible to every
    process listing) must not carry one.
    """
    url = url.strip()
    if not url:
        return ""
    try:
        parts = urlsplit(url)
        password = parts.password
    except ValueError as exc:
        raise InvalidInput(f"the store URL is malformed: {exc}", remedy=_STORE_REMEDY) from exc
    if parts.scheme not in STORE_SCHEMES:
        raise InvalidInput(
            f"unknown store {url.split(':', 1)[0]!r}: only PostgreSQL URLs are supported",
            remedy=_STORE_REMEDY,
        )
    has_password = bool(password) or "password" in parse_qs(parts.query)
    if has_password and not allow_password:
        raise InvalidInput(
            "the store URL contains a password, which memlane never writes to its files "
            "or accepts on the command line",
            remedy="drop it from the URL and put it in ~/.pgpass or PGPASSWORD, or pass the "
            "whole URL in the MEMLANE_STORE environment variable",
        )
    return url


def redact_store_url(url: str) -> str:
    """The store URL as it may be shown: any password replaced by ``***``."""
    if not url:
        return url
    parts = urlsplit(url)
    netloc = parts.netloc
    if parts.password is not None:
        userinfo, _, hostport = netloc.rpartition("@")
        netloc = f"{userinfo.split(':', 1)[0]}:***@{hostport}"
    query = "&".join(
        "password=***" if kv.split("=", 1)[0] == "password" else kv
        for kv in parts.query.split("&")
        if kv
    )
    return parts._replace(netloc=netloc, query=query).geturl()


_STORE_REMEDY = 'use postgresql://<user>@<host>:<port>/<database>, or "" for the local SQLite file'


__all__ = ["STORE_SCHEMES", "check_store_url", "redact_store_url"]
