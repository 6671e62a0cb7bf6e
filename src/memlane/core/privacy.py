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

from memlane.core.gated_search import SHORT, find_near, needles, shared_lookups, windows
from memlane.core.privacy_auth_helpers import auth_helper_hits
from memlane.core.privacy_batches import SEPARATOR, batches
from memlane.core.privacy_bearer import bearer_hits, sample_basic
from memlane.core.privacy_commands import command_hits
from memlane.core.privacy_contact import contact_hits
from memlane.core.privacy_email import email_hits
from memlane.core.privacy_encoded import secret_data_hits
from memlane.core.privacy_keys import key_block_hits
from memlane.core.privacy_names import MAYBE_TOKEN, key_kind, login_token
from memlane.core.privacy_personal import personal_hits
from memlane.core.privacy_phrases import phrase_hits
from memlane.core.privacy_prose import prose_hits
from memlane.core.privacy_recovery import recovery_hits
from memlane.core.privacy_refusal import EMAIL_REMEDY, REMEDY, CredentialFinding, refusal
from memlane.core.privacy_split import joined_hits, plaintext, split_hits
from memlane.core.privacy_syntax import syntax_hits
from memlane.core.privacy_tokens import GENERIC_TOKEN, TOKEN_SPECS
from memlane.core.privacy_unset import unset_name
from memlane.core.privacy_urls import url_hits
from memlane.core.privacy_values import (
    ANNOTATION_KEY,
    DOTTED_OR_SNAKE,
    IDENT_REF,
    NAME_WORDS,
    WORDISH,
    arn_resource,
    base64_prose,
    base64_text,
    code_identifier,
    is_placeholder,
    is_reference,
    machine_like,
    next_field,
    password_like,
    resource_path,
    rule_expression,
    word_slug,
)
from memlane.core.short_presence import rules_for
from memlane.core.text_normalize import flatten_in_place

PrivacyFields = Mapping[str, str | Sequence[str] | None]

# --- rules --------------------------------------------------------------------------------

_TOKEN_RULES = [
    (cls, needles, re.compile(pattern), check) for cls, needles, pattern, check in TOKEN_SPECS
]

# `key <op> value`: .env, YAML, JSON, TOML, Python, JS, shell export, query strings, properties.
_ASSIGNMENT = re.compile(
    r"(?<![A-Za-z0-9_.$\-])(?P<key>[A-Za-z_][A-Za-z0-9_.\-]*)[\"']?\]?(?P<pre>[ \t]*)"
    r"(?P<op>:=|=>|=|:)(?![=:])(?!//)(?P<sp>[ \t]*)"
    r"(?:\"(?P<dq>[^\"\n\\]*(?:\\.[^\"\n\\]*)*)\"|'(?P<sq>[^'\n]*)'|(?P<bare>[^\s\"'`,;()}\]]+))"
)
_FLAG = re.compile(
    r"(?<![\w\-])--(?P<key>[A-Za-z][A-Za-z0-9\-]*)(?:=|[ \t]+(?!-))"  # not the next flag
    r"(?:\"(?P<dq>[^\"\n]*)\"|'(?P<sq>[^'\n]*)'|(?P<bare>[^\s\"'`;|&)]+))"
)
# Kubernetes/compose env lists: `- name: API_TOKEN` followed by `value: …` on the next line.
_NAME_VALUE = re.compile(
    r"\bname:[ \t]*[\"']?(?P<key>[A-Za-z_][\w.\-]*)[\"']?[ \t]*\r?\n[ \t]*-?[ \t]*value:[ \t]*"
    # (YAML's comment starts at " #": a "#" inside a bare value is part of it; round 35)
    r"(?:\"(?P<dq>[^\"\n]*)\"|'(?P<sq>[^'\n]*)'|(?P<bare>[^\s\"'#]\S*))"
)
_XML = re.compile(r"<(?P<key>[A-Za-z_][\w.\-]{0,60})>(?P<bare>[^<\n]{1,300})</(?P=key)>")
# An element that names its secret in an attribute: `<entry key="password">…</entry>`,
# `<property name="db.password" value="…"/>`, Android's `<string name="api_key">…</string>`
# (.NET's `<add key=… value=…/>` is read by privacy_syntax).
_XML_KEYED = re.compile(
    # (HTML's anchors and layout elements name a place in a page: `<a id="opt-…-password">`)
    r"<(?!(?:add|a|span|div|li|td|th|tr|h[1-6]|p|section|article|label|code|pre|summary)\b)"
    r"(?P<tag>[A-Za-z_][\w.\-:]{0,40})\b[^>\n]{0,120}?\b(?:key|name|id)=[\"']"
    r"(?P<key>[A-Za-z_][\w.\-]{0,60})[\"'](?:[^>\n]{0,120}?\bvalue=(?:\"(?P<dq>[^\"\n]*)\""
    r"|'(?P<sq>[^'\n]*)')|[^>\n/]{0,120}>(?P<bare>[^<\n]{1,300})</(?P=tag)>)"
)
# Any scheme, not only Bearer/Basic/Token: Okta's "SSWS", "Splunk", "GenieKey", "Bot" …
_AUTH_HEADER = re.compile(
    # nginx and Apache write it `Authorization "Basic …"`: a space and a quote, no colon
    r"(?i:authorization)[\"']?(?:[ \t]*[:=][ \t]*[\"']?|[ \t]+[\"'])[A-Za-z][\w\-]{1,24}[ \t]+"
    r"(?P<bare>[A-Za-z0-9._~+/=\-]{12,})"
)
# Query parameters that carry a URL's signature (Azure SAS, S3 and GCS presigned URLs): the
# URL grants access on its own while it is valid.
_SIGNED_URL_KEYS = frozenset({"sig", "signature", "x-amz-signature", "x-goog-signature"})
# Query parameters that hold a token or a lookup value: judged by the value's shape (round 36)
_QUERY_TOKEN_KEYS = frozenset({"auth", "key"})
_DIGEST = re.compile(r"[0-9a-fA-F]{40}|[0-9a-fA-F]{64}|[0-9a-fA-F]{128}")  # SHA-1, -256, -512
# The literal every match of a pattern holds: a long text is only searched on the lines that
# have it (gated_search). Every pattern here stays within one line, _NAME_VALUE within two.
_AUTH_NEEDLES = needles("authorization")  # looked for in the lower-cased text
_PAIR_RULES = (
    (_FLAG, needles("--"), None),
    (_XML, needles("</"), None),
    (_XML_KEYED, needles("key= name= id="), None),
    (_NAME_VALUE, needles("value: + name:"), 400),
)
# A query that follows an image's path ("…/badge.svg?token=…", "…/graph.png?…&token=…")
_IMAGE_PATH = re.compile(r"\.(?:svg|png|gif|jpe?g|webp)\?[^\s\"'<>]*\Z")
_ENV_LINE_PREFIX = re.compile(r"[ \t]*(?:export[ \t]+|ENV[ \t]+|set[ \t]+|setx[ \t]+|\$env:)?")

_SPACE = re.compile(r"\s")
_BLOCK_AFTER = re.compile(r"[ \t]+[|>][-+]?[ \t]*(?:\r?\n|\Z)")


# Ideographs, kana and Hangul: a generated key is ASCII, so a value in them is a sentence
# (`--hide-secret 参数。…`: the flag, then the prose that explains it).
_UNSPACED_SCRIPT = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _literal_is_secret(
    kind: str,
    value: str,
    *,
    strong: bool,
    quoted: bool = False,
    env_line: bool = False,
    whole: bool = False,
) -> bool:
    """Decide whether an assigned value is a literal credential.

    ``strong`` means the syntax itself marks a literal (quotes, `KEY=value` without spaces, a
    command-line flag); YAML-ish `key: value` is also how people write prose labels. An
    unquoted bare identifier (`password=db_password`) is a variable in code, so it passes
    unless the line is a .env/export line, where everything after `=` is literal. ``whole``:
    the value is all there (see :func:`~memlane.core.privacy_values.is_reference`).
    """
    v = value.strip()
    # YAML's `&anchor`/`*alias`/`!tag` start a reference only after `:`; after a tight `=`
    # (`;Password=&ZK6…` in a connection string) they are the password's first character.
    literal = quoted or env_line or strong
    if not v or is_reference(v, literal=literal, whole=whole) or is_placeholder(v):
        return False
    if kind == MAYBE_TOKEN:
        return login_token(v)  # SONAR_LOGIN: a token, or a user's name (round 36)
    if not quoted and ("::" in v or next_field(v)):
        return False  # Hash::make(…), static::$password: a scoped name; `SSLMode:disable`
    if quoted and rule_expression(v):
        return False  # 'password' => 'required|min:8|confirmed': a validation rule
    if kind == "secret" and (word_slug(v) or resource_path(v) or _UNSPACED_SCRIPT.search(v)):
        return False  # secret: my-ca-1, "secret"="ns/name": a name; CJK text: a sentence
    if kind == "secret" and (decoded := base64_text(v)) is not None and word_slug(decoded):
        return False  # `printf "hello-world" | base64`: a sample's words, not a generated key
    if kind == "secret" and (text := base64_prose(v)) is not None:
        return bool(_scan(text, True))  # data: a config file in base64 is what it says
    if kind == "password":
        decoded = base64_text(v)  # "VHFibnJXOSNuaUZM" is "TqbnrW9#niFL"; "Y2hhbmdlbWU=" changeme
        if decoded is not None:  # (decoded, "secure-password" names what belongs there)
            return password_like(decoded) and not is_placeholder(decoded)
        if env_line:
            return len(v) >= 4 and " " not in v
        if quoted:
            if NAME_WORDS.search(v) and code_identifier(v, strict=False):
                return False  # a field name such as "challengePassword", not a password
            return len(v) >= 4 and " " not in v
        if strong:
            if code_identifier(v, strict=True) or IDENT_REF.fullmatch(v.lstrip("&*")):
                return False  # password=self.password, password=db_password, password=&buf
            return len(v) >= 4 and " " not in v
        if code_identifier(v, strict=True) or len(v) < 6 or WORDISH.fullmatch(v):
            return False
        return any(c.isdigit() for c in v) or any(not c.isalnum() for c in v)
    if not (quoted or env_line) and code_identifier(v, strict=strong):
        return False
    return machine_like(v, min_len=8 if strong else 12)


# --- scanning -----------------------------------------------------------------------------

_Hit = tuple[int, int, str]  # start, end, class


# Characters around a vendor prefix that one token can span (JWTs run long).
_TOKEN_REACH = 1200


# Each token rule's needle groups, in _TOKEN_RULES' order (short_presence.may_hold).
_TOKEN_GROUPS = [(anchors,) for _, anchors, _, _ in _TOKEN_RULES]


def _token_hits(text: str) -> Iterator[_Hit]:
    found: list[_Hit] = []
    # On a memory, only the rules whose anchors it may hold (the same answers find_near
    # would give each rule, asked once): ~60 calls finding nothing were ~15 % of a scan.
    for cls, anchors, pattern, check in rules_for(_TOKEN_RULES, _TOKEN_GROUPS, text):
        for m in find_near(pattern, text, (anchors,), reach=_TOKEN_REACH):
            if check(m.group(0)):
                found.append((m.start(), m.end(), cls))
    # the generic "<prefix>_<random>" shape only where no vendor's format matched
    vendors = [hit for hit in found if hit[2] != GENERIC_TOKEN]
    yield from vendors
    yield from _without_overlaps(vendors, (hit for hit in found if hit[2] == GENERIC_TOKEN))
    yield from key_block_hits(text)


def _value(m: re.Match[str]) -> tuple[str, bool, int]:
    groups = m.groupdict()
    for group, quoted in (("dq", True), ("sq", True), ("bare", False)):
        v = groups.get(group)
        if v is not None:
            return v, quoted, m.start(group)
    return "", False, m.end()


def _is_annotation(key: str, text: str, vstart: int, value: str) -> bool:
    """`private_key: Ed25519PrivateKey | None = None` is a Python parameter, not a value;
    `--- PASS: TestWrite/grafana` is Go's test output."""
    if key == "PASS" and value.startswith(("Test", "Benchmark", "Example", "Fuzz")):
        return True
    if not ANNOTATION_KEY.fullmatch(key) or not DOTTED_OR_SNAKE.fullmatch(value):
        return False
    after = text[vstart + len(value) : vstart + len(value) + 4].lstrip(" ")
    if after[:1] not in (",", ")", "|", "="):
        return False
    return value.startswith("_") or code_identifier(value, strict=False)


# Every key key_kind accepts holds one of these (in lower case).
# ("login"/"auth" only before an operator: the words alone are in every page about signing in)
_KEY_ANCHORS = (
    ("pass", "pw", "psk", "secret", "tok", "key", "credential", "pat", "sig", "authident",
     "login=", "login:", "login =", 'login"', "login'", "auth="),
)  # fmt: skip


def _assignments(text: str) -> Iterator[re.Match[str]]:
    """`key = value` matches near secret words. After a key that names no secret, or any in a
    query, the search resumes after its operator: `?user=app&password=…` reaches `password`."""
    starts = _key_starts(text) if len(text) > SHORT else None
    for lo, hi in windows(text, _KEY_ANCHORS, reach=300, haystack=text.lower()):
        pos = lo
        while (m := _next_assignment(text, pos, hi, starts)) is not None:
            yield m
            query = text[m.start() - 1 : m.start()] in ("?", "&")
            kind = key_kind(m.group("key"))
            # (a login's value may be a user's name: `login:user=admin&password=…` goes on)
            named = kind is not None and kind != MAYBE_TOKEN
            pos = m.end() if named and not query else m.end("op")


# _ASSIGNMENT starts with a look-behind and a class, so a search tries it at every word of a
# long text (~20 ms per 256 KiB, with or without an operator in it). Its key is a whole run of
# key characters (the look-behind rules out a start inside one, and nothing the key may be
# followed by is a key character) ending before `"]  :`-like separators and an operator. Read
# backwards, that is an operator first, which the engine skips to: the reversed text gives
# the only places a match can start, where it is then tried.
_KEY_BEFORE_OP = re.compile(r"[:=][ \t]*\]?[\"']?[A-Za-z0-9_.\-]+")


def _key_starts(text: str) -> list[int]:
    """Where, in increasing order, a key followed by an operator starts (every place an
    _ASSIGNMENT match can start, and more)."""
    n = len(text)
    return [n - m.end() for m in _KEY_BEFORE_OP.finditer(text[::-1])][::-1]


def _next_assignment(
    text: str, pos: int, hi: int, starts: list[int] | None
) -> re.Match[str] | None:
    """``_ASSIGNMENT.search(text, pos, hi)``: tried only at ``starts`` when given."""
    if starts is None:
        return _ASSIGNMENT.search(text, pos, hi)
    i = bisect.bisect_left(starts, pos)
    while i < len(starts) and starts[i] < hi:
        m = _ASSIGNMENT.match(text, starts[i], hi)
        if m is not None:
            return m
        i += 1
    return None


def _assigned_kind(m: re.Match[str], text: str) -> str | None:
    key = m.group("key")
    kind = key_kind(key)
    before = text[m.start() - 1 : m.start()]
    if text.endswith("://", 0, m.start()):
        return None  # a URL's userinfo (`://ACCESSKEY:SECRETKEY@…`): url_hits reads it
    if kind is None and key.lower() in _SIGNED_URL_KEYS and before in ("?", "&"):
        return "secret"
    if kind is None and key.lower() in _QUERY_TOKEN_KEYS and before in ("?", "&"):
        if _DIGEST.fullmatch((m.group("bare") or "").split("&", 1)[0]):
            return None  # `?key=<sha256>`: a content hash looks a record up
        return MAYBE_TOKEN  # `wss://…?auth=<token>`; `?key=<uuid>` is an id (login_token)
    if kind is not None and arn_resource(text, m.start()):
        return None  # `arn:aws:secretsmanager:…:secret:NAME`: a resource's type and name
    return kind


def _assignment_hits(text: str) -> Iterator[_Hit]:
    for m in _assignments(text):
        if m.group("op") == ":" and text.endswith("${", 0, m.start()):
            continue  # shell's ${NAME:?message}, ${NAME:+alt}; a :- default is a fallback
        kind = _assigned_kind(m, text)
        if kind is None:
            continue
        value, quoted, vstart = _value(m)
        if (
            not quoted
            and m.group("op") == ":"
            and _is_annotation(m.group("key"), text, vstart, value)
        ):
            continue
        if not quoted and value.startswith("!") and _BLOCK_AFTER.match(text, vstart + len(value)):
            continue  # `ansible_password=!vault |`: a tag whose value is the block below
        line_start = text.rfind("\n", 0, m.start()) + 1
        tight = m.group("op") == "=" and not m.group("pre") and not m.group("sp")
        # A .env/export line: everything after `=` is literal. Lower-case keys on a line of
        # their own are usually keyword arguments (`    password=self.password,`) instead.
        env_line = bool(
            tight
            and _ENV_LINE_PREFIX.fullmatch(text, line_start, m.start())
            and (m.group("key").isupper() or text[line_start : m.start()].strip())
        )
        if env_line and not quoted:  # the value runs to the space: `SECRET=ab(c…` is one value
            space = _SPACE.search(text, vstart)
            value = text[vstart : space.start() if space else len(text)]
        if not quoted and m.start() and text[m.start() - 1] in "?&":
            value = value.split("&", 1)[0]  # a query's value ends at the next parameter
        strong = quoted or tight
        whole = quoted or env_line  # the value is all there: between quotes, or to the space
        if _literal_is_secret(
            kind, value, strong=strong, quoted=quoted, env_line=env_line, whole=whole
        ):
            in_query = m.start() > 0 and text[m.start() - 1] in "?&"
            if (
                in_query
                and key_kind(m.group("key")) == "secret"
                and _IMAGE_PATH.search(text, max(0, m.start() - 400), m.start())
            ):
                continue  # a badge's graph token (codecov's badge.svg?token=…) is public
            if unset_name(text, m.start()):
                continue  # round 38: zsh history's next line (": 1701…:0;…") is no value
            cls = "url_credentials" if in_query else f"{kind}_assignment"
            yield m.start(), vstart + len(value), cls
    for pattern, groups, reach in _PAIR_RULES:
        for m in find_near(pattern, text, groups, reach=reach):
            kind = key_kind(m.group("key"))
            value, quoted, vstart = _value(m)
            if kind and _literal_is_secret(kind, value, strong=True, quoted=quoted):
                yield m.start(), vstart + len(value), f"{kind}_assignment"
    for m in find_near(_AUTH_HEADER, text, _AUTH_NEEDLES, haystack=text.lower()):
        bare = m.group("bare")
        if machine_like(bare, min_len=12) and not is_placeholder(bare) and not sample_basic(m):
            yield m.start(), m.end(), "auth_header"
    yield from syntax_hits(text, _judge, key_kind)
    yield from command_hits(text, key_kind, _literal_is_secret)
    yield from split_hits(text, key_kind, _literal_is_secret)
    yield from bearer_hits(text)
    yield from secret_data_hits(text, lambda decoded: _scan(decoded, True))  # round 34
    yield from recovery_hits(text)
    yield from phrase_hits(text)  # round 38
    yield from auth_helper_hits(text, _judge, key_kind)
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
        text = text.replace('\\"', '" ')
    hits = list(_token_hits(text))
    hits += _without_overlaps(hits, joined_hits(text, has_vendor_token))
    hits += _without_overlaps(hits, url_hits(text))
    named = ((s, e, _MAYBE_TOKEN_AS.get(cls, cls)) for s, e, cls in _assignment_hits(text))
    hits += _without_overlaps(hits, plaintext(text, named))
    hits += _without_overlaps(hits, plaintext(text, prose_hits(text)))
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
