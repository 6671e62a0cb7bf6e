"""Write gate: a password in a URL's userinfo (`postgres://app:…@db/app`, `https://ci:…@git…`).

A reference or a placeholder in the password's place, a host that only documentation uses
(RFC 2606: example.com, *.test), upper-case slots (`DB_USER:DB_PASSWORD@`), a local server's
default account (`postgres:postgres@localhost`) and a usage line's optional part
(`user[:password]@host`) are not credentials. Query parameters are read as assignments by
:mod:`memlane.core.privacy`.

Oracle's thin JDBC URL writes the pair with a slash and no scheme slashes
(`jdbc:oracle:thin:scott/…@db:1521/ORCL`); the same checks apply to its password.

An incoming webhook's URL is its own credential: whoever has it posts to the channel or starts
the job (Mattermost's and Rocket.Chat's `/hooks/<key>`, a CI's `/webhook/<secret>`, Make's
`hook.<region>.make.com/<key>`, IFTTT's `/with/key/<key>`). A generated segment within three
after a segment or a host label that names a hook, or after a `key`/`token`/`secret`
segment, is one (round 36); ids (numbers, UUIDs), names, placeholders and what follows a code
host's view of a repository (`/tree/<commit>`) are not.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.privacy_email import DOC_DOMAINS
from memlane.core.privacy_prose import PROSE_WORDS
from memlane.core.privacy_values import (
    NAME_WORDS,
    is_placeholder,
    is_reference,
    machine_like,
    word_slug,
)
from memlane.core.text_normalize import fold

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

# A URL whose host or path names a hook, or whose path names a key: `…/hooks/<key>`,
# `hook.eu1.<host>/<key>`, `…/generic-webhook/<secret>`, `…/with/key/<key>`
# (led by its literal "://", which the engine skips to; the scheme is checked after)
_HOOK_URL = re.compile(r"://(?P<host>[A-Za-z0-9.\-]+)(?::\d+)?(?P<path>/[^\s?#\"'`<>)\]]{1,400})")
# (as written: a lower-cased copy of a 256 KiB text costs more than the search)
_HOOK_NEEDLES = needles("hook/ hooks/ hook. hooks. Hook/ Hooks/ key/ Key/ token/ Token/ secret/")
_HOOK_NAME = re.compile(r"(?:[a-z0-9]+[-_])*(?:web)?hooks?")
_KEY_SEGMENTS = frozenset({"key", "token", "secret", "apikey"})
# A code host's views of a repository (`…/webhooks/tree/<commit>`): what follows is a commit
_CODE_VIEWS = frozenset({"tree", "blob", "commit", "commits", "raw", "blame", "compare", "src"})
_UUID = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")


def _generated_segment(segment: str) -> bool:
    """A key written into a path: 20 or more generated characters (not an id or a name)."""
    if len(segment) < 20 or segment.isdigit() or _UUID.fullmatch(segment) or "." in segment:
        return False
    if is_placeholder(segment) or word_slug(segment.lower()):
        return False
    return machine_like(segment, min_len=20)


def _hook_key(host: str, path: str) -> bool:
    """Whether a generated segment follows (within three) a hook's or a key's segment."""
    segments = path.split("/")[1:]
    after = 0 if _HOOK_NAME.fullmatch(host.split(".", 1)[0].lower()) else None
    for i, segment in enumerate(segments):
        low = segment.lower()
        if low in _CODE_VIEWS:
            return False
        if after is not None and i - after < 3 and _generated_segment(segment):
            return True
        if _HOOK_NAME.fullmatch(low) or low in _KEY_SEGMENTS:
            after = i + 1
    return False


_NAMED_SLOT = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*")  # an upper-case name
_DOC_SUFFIXES = (".example.com", ".example.org", ".example.net", ".example", ".test", ".invalid")
_LOOPBACK_HOSTS = frozenset({"localhost", "127.0.0.1", "[::1]", "0.0.0.0"})
# round 45: a password that is the word for one, in any language the prose rule reads
# (`mysql://pengguna:kata_sandi@host`, `usuario[:contraseña]@host`): a usage line's slot
_PASSWORD_WORDS = frozenset(PROSE_WORDS)


def _word_for_password(pw: str) -> bool:
    words = pw.replace("_", " ").replace("-", " ")
    return words.replace(" ", "").isalpha() and fold(words) in _PASSWORD_WORDS


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
        if _word_for_password(pw):
            continue
        if text.startswith("%", m.end()):
            continue  # a percent-encoded host ("ho%61st"): a URI parser's test table
        if _NAMED_SLOT.fullmatch(pw) and NAME_WORDS.search(pw):
            continue  # "USERNAME:PERSONAL_ACCESS_TOKEN@", "DB_USER:DB_PASSWORD@": slots to fill
        # "postgres:postgres@localhost": a local server's default account, the name as password
        if pw == m.group("user") and host.partition(":")[0] in _LOOPBACK_HOSTS:
            continue
        yield m.start(), m.end(), "url_credentials"
    for m in find_near(_HOOK_URL, text, _HOOK_NEEDLES, reach=420):
        scheme = text[max(0, m.start() - 5) : m.start()].lower()
        if scheme.endswith(("http", "https")) and _hook_key(m.group("host"), m.group("path")):
            yield m.start(), m.end(), "webhook_url"


__all__ = ["url_hits"]
