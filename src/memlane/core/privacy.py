"""Write gate: credential-shaped text never reaches storage.

Every writer calls :func:`check_privacy` (or :func:`check_privacy_many` for multi-file imports)
before it mutates anything; a hit raises :class:`~memlane.errors.PrivacyRefused` naming the
class and where it matched (field, line, column) and never the matched text itself.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Iterator, Mapping, Sequence

from memlane.core.gated_search import find_near, shared_lookups
from memlane.core.privacy_assignments import assignment_hits, literal_is_secret
from memlane.core.privacy_auth_helpers import auth_helper_hits
from memlane.core.privacy_batches import SEPARATOR, batches
from memlane.core.privacy_bearer import bearer_hits
from memlane.core.privacy_chat import chat_hits
from memlane.core.privacy_commands import command_hits
from memlane.core.privacy_contact import contact_hits
from memlane.core.privacy_email import email_hits
from memlane.core.privacy_encoded import secret_data_hits
from memlane.core.privacy_escapes import unescaped_quotes
from memlane.core.privacy_key_bodies import key_body_hits
from memlane.core.privacy_key_records import key_record_hits
from memlane.core.privacy_keys import key_block_hits
from memlane.core.privacy_names import MAYBE_TOKEN, key_kind
from memlane.core.privacy_personal import personal_hits
from memlane.core.privacy_prose import prose_hits
from memlane.core.privacy_recovery import recovery_hits
from memlane.core.privacy_refusal import EMAIL_REMEDY, REMEDY, CredentialFinding, refusal
from memlane.core.privacy_seed_phrase import seed_phrase_hits
from memlane.core.privacy_split import joined_hits, plaintext, split_hits
from memlane.core.privacy_syntax import syntax_hits
from memlane.core.privacy_tokens import GENERIC_TOKEN, TOKEN_SPECS
from memlane.core.privacy_tool_secrets import tool_secret_hits
from memlane.core.privacy_urls import url_hits
from memlane.core.privacy_values_public import published_assignment, published_token
from memlane.core.short_presence import rules_for
from memlane.core.text_flow import flatten_in_place
from memlane.core.text_normalize import fold_in_place

PrivacyFields = Mapping[str, str | Sequence[str] | None]

# --- rules --------------------------------------------------------------------------------

_TOKEN_RULES = [
    (cls, needles, re.compile(pattern), check) for cls, needles, pattern, check in TOKEN_SPECS
]


def _rescan(text: str) -> bool:
    return bool(_scan(text, True))


def _literal_is_secret(kind: str, value: str, **how: bool) -> bool:
    """:func:`~memlane.core.privacy_assignments.literal_is_secret`, a base64-encoded config
    file read again by this whole gate."""
    return literal_is_secret(kind, value, rescan=_rescan, **how)


# --- scanning -----------------------------------------------------------------------------

_Hit = tuple[int, int, str]  # start, end, class


# Characters around a vendor prefix that one token can span (JWTs run long).
_TOKEN_REACH = 1200


# Each token rule's needle groups, in _TOKEN_RULES' order (short_presence.may_hold).
_TOKEN_GROUPS = tuple((anchors,) for _, anchors, _, _ in _TOKEN_RULES)


def _token_hits(text: str) -> Iterator[_Hit]:
    found: list[_Hit] = []
    # On a memory, only the rules whose anchors it may hold (the same answers find_near
    # would give each rule, asked once): ~60 calls finding nothing were ~15 % of a scan.
    for cls, anchors, pattern, check in rules_for(_TOKEN_RULES, _TOKEN_GROUPS, text):
        for m in find_near(pattern, text, (anchors,), reach=_TOKEN_REACH):
            if check(m.group(0)) and not published_token(text, m.start(), m.end(), cls):
                found.append((m.start(), m.end(), cls))
    # the generic "<prefix>_<random>" shape only where no vendor's format matched
    vendors = [hit for hit in found if hit[2] != GENERIC_TOKEN]
    yield from vendors
    yield from _without_overlaps(vendors, (hit for hit in found if hit[2] == GENERIC_TOKEN))
    yield from key_block_hits(text)
    yield from key_body_hits(text)  # round 40: the envelope's first line cut off
    yield from key_record_hits(text)  # round 44: key logs, Tink keysets, macaroons


def _assignment_hits(text: str) -> Iterator[_Hit]:
    """Credentials under a name, in any syntax, and the personal data rules."""
    yield from assignment_hits(text, _literal_is_secret)
    yield from syntax_hits(text, _judge, key_kind)
    yield from command_hits(text, key_kind, _literal_is_secret)
    yield from split_hits(text, key_kind, _literal_is_secret)
    yield from bearer_hits(text)
    yield from secret_data_hits(text, lambda decoded: _scan(decoded, True))  # round 34
    yield from recovery_hits(text)
    yield from seed_phrase_hits(text)  # rounds 22, 38, 40
    yield from auth_helper_hits(text, _judge, key_kind)
    yield from tool_secret_hits(text, _judge, key_kind)  # round 44
    lowered = text.lower()  # one copy for both personal-data rules' naming words
    yield from personal_hits(text, lowered)
    yield from contact_hits(text, lowered)


def _judge(kind: str, value: str) -> bool:
    return _literal_is_secret(kind, value, strong=True, quoted=True, whole=True)


def _without_overlaps(taken: list[_Hit], candidates: Iterator[_Hit]) -> list[_Hit]:
    """Candidates that overlap no taken span (sorted starts + running max end: O(log n) each)."""
    taken = sorted(taken)
    starts = [start for start, _, _ in taken]
    max_end = list(itertools.accumulate((end for _, end, _ in taken), max))
    kept = []
    for hit in candidates:
        i = bisect.bisect_left(starts, hit[1])
        if not (i and max_end[i - 1] > hit[0]):
            kept.append(hit)
    return kept


def _scan(text: str, allow_email: bool) -> list[_Hit]:
    hits = _scan_as_written(text, allow_email)
    # "**Password:** …", "the wifi password is\n…": read again flowed (same offsets)
    flat = flatten_in_place(text)
    if flat is not text and flat != text:
        hits += _without_overlaps(hits, iter(_scan_as_written(flat, allow_email)))
        hits.sort()
    return hits


# a token under a login's name (or a query's `auth`) is reported as the secret it is
_MAYBE_TOKEN_AS = {f"{MAYBE_TOKEN}_assignment": "secret_assignment"}


def _scan_as_written(text: str, allow_email: bool) -> list[_Hit]:
    # Layers from specific to generic: a vendor token or key block wins over the URL or the
    # assignment that contains it, and those win over an email-shaped userinfo.
    # Escaped quotes inside a JSON string (`{\\"password\\": \\"…\\"}`) read as plain quotes;
    # the replacement keeps every offset.
    if '\\"' in text:
        text = unescaped_quotes(text)
    hits = list(_token_hits(text))
    hits += _without_overlaps(hits, joined_hits(text, has_vendor_token))
    hits += _without_overlaps(hits, url_hits(text))
    named = (
        (s, e, _MAYBE_TOKEN_AS.get(cls, cls))
        for s, e, cls in _assignment_hits(text)
        if not published_assignment(text, s, e)  # round 42: a Firebase web config's apiKey
    )
    hits += _without_overlaps(hits, plaintext(text, named))
    folded = fold_in_place(text)  # one copy for prose and chat (round 44)
    said = (
        hit
        for hit in itertools.chain(prose_hits(text, folded), chat_hits(text, folded))
        if not published_assignment(text, hit[0], hit[1])
    )
    hits += _without_overlaps(hits, plaintext(text, said))
    if not allow_email:
        hits += _without_overlaps(hits, email_hits(text))
    unique = {(s, cls): (s, e, cls) for s, e, cls in hits}
    return sorted(unique.values())


def has_vendor_token(text: str) -> bool:
    """Whether ``text`` holds a vendor token or key block (the format rules alone: for short
    fragments such as a URL query, where the assignment and prose rules add nothing)."""
    return next(_token_hits(text), None) is not None


def find_credentials(
    text: str, *, field: str = "text", allow_email: bool = False
) -> list[CredentialFinding]:
    """Every credential-shaped match in ``text``, ordered by position (1-based line/column)."""
    with shared_lookups("write"):
        hits = _scan(text, allow_email)
    if not hits:
        return []
    newlines = [i for i, ch in enumerate(text) if ch == "\n"]
    out: list[CredentialFinding] = []
    for start, _end, cls in hits:
        line_index = bisect.bisect_left(newlines, start)
        line_start = newlines[line_index - 1] + 1 if line_index else 0
        out.append(CredentialFinding(cls, field, line_index + 1, start - line_start + 1))
    return out


def _field_findings(
    items: Sequence[tuple[str | None, PrivacyFields]], allow_email: bool
) -> list[tuple[str | None, CredentialFinding]]:
    """Each (source, fields) item's findings, in item and field order. Short fields, of one
    record or of several, are scanned joined first, and one by one only if that finds
    anything (core/privacy_batches.py): the same findings as one scan per field."""
    named: list[tuple[tuple[str | None, str], str]] = []
    for source, fields in items:
        for name, value in fields.items():
            if value is None:
                continue
            if isinstance(value, str):
                named.append(((source, name), value))
            else:
                named.extend(((source, f"{name}[{i}]"), item) for i, item in enumerate(value))
    out: list[tuple[str | None, CredentialFinding]] = []
    for run in batches(named):
        if len(run) > 1 and not _has_hits(SEPARATOR.join(t for _, t in run), allow_email):
            continue
        for (source, name), text in run:
            out.extend(
                (source, f) for f in find_credentials(text, field=name, allow_email=allow_email)
            )
    return out


def _has_hits(text: str, allow_email: bool) -> bool:
    with shared_lookups("write"):
        return bool(_scan(text, allow_email))


def check_privacy(
    fields: PrivacyFields, *, allow_email: bool = False, source: str | None = None
) -> None:
    """Raise PrivacyRefused if any field holds credential-shaped text (None fields are skipped)."""
    found = _field_findings([(source, fields)], allow_email)
    if found:
        raise refusal(found)


def check_privacy_many(
    items: Sequence[tuple[str, PrivacyFields]], *, allow_email: bool = False
) -> None:
    """Check every (source, fields) item; raise one PrivacyRefused listing every offender."""
    found = _field_findings(items, allow_email)
    if found:
        raise refusal(found)


__all__ = [
    "EMAIL_REMEDY",
    "REMEDY",
    "CredentialFinding",
    "check_privacy",
    "check_privacy_many",
    "find_credentials",
    "has_vendor_token",
]
