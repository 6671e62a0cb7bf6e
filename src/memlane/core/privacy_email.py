"""Write gate: email addresses (refused unless the caller allows them, ``--allow-email``).

An address in documentation (example.com, *.test), a git or noreply address, a form's
placeholder ("your.name@…"), a service account's or a bot's address, a Kerberos principal
(its realm in capitals, with kinit/klist nearby or a slot such as "username" before it), a
file named after an "@" (``dev@vault-client.py``), URL userinfo, an scp-style remote
(``git@host:org/repo``) and the ``user@host`` argument of ssh, scp or rsync are not
someone's address.
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
# A machine's address: a cloud's service-account domain (GCP's *.gserviceaccount.com) or a
# bot's ("name[bot]@…") identifies a workload, not a person.
_MACHINE = re.compile(r"(?:^|[.\-])[a-z]*serviceaccount(?:s)?\.|\[bot\]$")
# A Kerberos principal: the realm is written in capitals ("username@MY.DOMAIN.COM").
_KERBEROS = re.compile(r"\b(?:kinit|klist|kerberos|principal|realm|upn|keytab)\b", re.IGNORECASE)
_PRINCIPAL_SLOTS = frozenset({"user", "username", "name", "login", "account", "principal"})
# A file named after an "@" (`--vault-id dev@vault-client.py`): an extension no TLD has.
_FILE_EXTENSIONS = frozenset(
    {"py", "js", "ts", "yml", "yaml", "json", "txt", "cfg", "ini", "toml", "java", "go", "rb",
     "lock", "conf", "log", "csv", "xml", "html", "env"}
)  # fmt: skip
# A role's or a list's mailbox, not a person's (round 37): RFC 2142's role names and the
# ones projects publish (`security@…`, `conduct@…`, `steering-private@…`), a list named by
# its suffix (`sig-network-leads@…`, `acme-announce@…`), or any address at a list host or a
# no-reply host (`…@googlegroups.com`, `push@noreply.github.com`).
_ROLE_WORDS = frozenset(
    {"postmaster", "hostmaster", "webmaster", "abuse", "security", "info", "sales", "support",
     "noc", "privacy", "press", "legal", "help", "conduct", "community", "steering",
     "contributors", "maintainers", "github", "governance", "board", "contact", "feedback",
     "private", "leads", "announce", "discuss", "users", "devel", "admins", "committee",
     "notifications"}
)  # fmt: skip
_LIST_SUFFIXES = frozenset(
    {"leads", "announce", "discuss", "users", "devel", "admins", "committee", "private"}
)
_LIST_HOST = re.compile(
    r"(?:^|\.)(?:googlegroups\.com|groups\.io)$|^(?:lists?|groups)\.|(?:^|\.)no-?reply\."
)
# A domain written as a slot to fill: a possessive and what a domain names ("yourdomain",
# "your-company", "mysite"), as documentation writes an address to replace (round 45).
_SLOT_DOMAIN = re.compile(
    r"(?:your|my)-?(?:domain|company|site|server|host|org|organization|email|mail|app|website"
    r"|corp|business|provider|isp)s?"
)


def _slot_domain(label: str) -> bool:
    return label.startswith(("your", "my")) and bool(_SLOT_DOMAIN.fullmatch(label))


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
        if _MACHINE.search(domain) or _MACHINE.search(local) or _mailbox_of_a_role(local, domain):
            continue
        labels = domain.split(".")
        if len(labels) == 2 and labels[-1] in _FILE_EXTENSIONS:
            continue
        if after[:1] == "*" or local.endswith(("-", ".", "+")) or _slot_domain(labels[0]):
            continue  # round 45: `malloc+free-@libc.so*` (ltrace's pattern: no mailbox ends
            # in a dash, a dot or a plus; a glob follows), `you@yourdomain.com` (a slot)
        line_start = max(text.rfind("\n", 0, m.start()) + 1, m.start() - 200)
        realm = m.group("domain")
        if realm.isupper() and (
            local in _PRINCIPAL_SLOTS
            or _KERBEROS.search(text, max(0, line_start - 200), m.end() + 200)
        ):
            continue
        if is_placeholder(local):  # "your.name@…", "seuusuario@…": a form to fill in
            continue
        if domain.endswith(_SAFE_TLDS) or domain.endswith(_SAFE_DOMAINS):
            continue
        line_start = max(text.rfind("\n", 0, m.start()) + 1, m.start() - 200)
        if _REMOTE_SHELL.search(text, line_start, m.start()):
            continue  # user@host argument of ssh/scp/rsync
        if _in_slot(text, line_start, m.start(), m.end()):
            continue  # a command template's slot to fill in: `sendmail -f {{you@domain}}`
        yield m.start(), m.end(), "email"


def _mailbox_of_a_role(local: str, domain: str) -> bool:
    parts = [p for p in re.split(r"[-_.+]", local) if p]
    if not parts or _LIST_HOST.search(domain):
        return bool(parts)
    return all(p in _ROLE_WORDS for p in parts) or (len(parts) >= 2 and parts[-1] in _LIST_SUFFIXES)


def _in_slot(text: str, line_start: int, start: int, end: int) -> bool:
    """Whether [start, end) lies in a ``{{…}}`` slot opened on its line (round 37)."""
    opened = text.rfind("{{", line_start, start)
    if opened < 0 or text.rfind("}}", opened, start) >= 0:
        return False
    line_end = text.find("\n", end)
    return text.find("}}", end, len(text) if line_end < 0 else line_end) >= 0


__all__ = ["DOC_DOMAINS", "email_hits"]
