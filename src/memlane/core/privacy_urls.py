"""Write gate: a password in a URL's userinfo (`postgres://app:…@db/app`, `https://ci:…@git…`).

A reference or a placeholder in the password's place, a host that only documentation uses
(RFC 2606: example.com, *.test), upper-case slots (`DB_USER:DB_PASSWORD@`), a local server's
default account (`postgres:postgres@localhost`) and a usage line's optional part
(`user[:password]@host`) are not credentials. Query parameters are read as assignments by
:mod:`memlane.core.privacy`.

Oracle's thin JDBC URL writes the pair with a slash and no scheme slashes
(`jdbc:oracle:thin:scott/…@db:1521/ORCL`); the same checks apply to its password.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.privacy_email import DOC_DOMAINS
from memlane.core.privacy_values import NAME_WORDS, is_placeholder, is_reference

Hit = tuple[int, int, str]

_URL_CREDENTIALS = re.compile(
    r"(?<![A-Za-z0-9+.\-])[A-Za-z][A-Za-z0-9+.\-]{1,20}://"
    r"(?P<user>[^\s:/@?#'\"`<>]*):(?P<pw>[^\s/@?'\"`<>]+)@(?P<host>[A-Za-z0-9\[\]._\-]+)"
)
_URL_CREDENTIALS_NEEDLES = needles("@ + ://")
_ORACLE_THIN = re.compile(
    r"(?i:jdbc:oracle:(?:thin|oci8?)):(?P<user>[\w$#]{1,30})/(?P<pw>[^\s/@'\"`<>]+)"
    r"@(?P<host>(?://)?[A-Za-z0-9\[\]._\-]+)"
)
_ORACLE_NEEDLES = needles("jdbc:oracle: JDBC:ORACLE:")

_NAMED_SLOT = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*")  # an upper-case name
_DOC_SUFFIXES = (".example.com", ".example.org", ".example.net", ".example", ".test", ".invalid")
_LOOPBACK_HOSTS = frozenset({"localhost", "127.0.0.1", "[::1]", "0.0.0.0"})


def _is_doc_host(host: str) -> bool:
    """RFC 2606 names (example.com, *.test …) only ever appear in documentation."""
    return host in DOC_DOMAINS or host.endswith(_DOC_SUFFIXES)


def url_hits(text: str) -> Iterator[Hit]:
    """`scheme://user:password@host` with a literal password (see the module docstring)."""
    matches = itertools.chain(
        find_near(_URL_CREDENTIALS, text, _URL_CREDENTIALS_NEEDLES),
        find_near(_ORACLE_THIN, text, _ORACLE_NEEDLES),
    )
    for m in matches:
        pw, host = m.group("pw"), m.group("host").lower().rstrip(".").lstrip("/")
        if m.group("user").endswith("[") and pw.endswith("]"):
            pw = pw[:-1]  # a usage line's optional part: "user[:password]@host"
        if is_reference(pw, literal=True) or is_placeholder(pw) or _is_doc_host(host):
            continue
        if text.startswith("%", m.end()):
            continue  # a percent-encoded host ("ho%61st"): a URI parser's test table
        if _NAMED_SLOT.fullmatch(pw) and NAME_WORDS.search(pw):
            continue  # "USERNAME:PERSONAL_ACCESS_TOKEN@", "DB_USER:DB_PASSWORD@": slots to fill
        # "postgres:postgres@localhost": a local server's default account, the name as password
        if pw == m.group("user") and host.partition(":")[0] in _LOOPBACK_HOSTS:
            continue
        yield m.start(), m.end(), "url_credentials"


__all__ = ["url_hits"]
