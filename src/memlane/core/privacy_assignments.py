"""Secret assignments: a credential written under a name that says what it is.

`key <op> value` in .env, YAML, JSON, TOML, Python, JS, shell exports, query strings and
properties; `--flag value`; `<password>…</password>` and keyed XML elements; Kubernetes'
`name:`/`value:` pairs; `Authorization:` headers. A match counts only when its value reads as
a literal (:func:`literal_is_secret`): not a reference, a placeholder, a name in code or a
word. :mod:`memlane.core.privacy` calls :func:`assignment_hits` with the judge bound to its
whole scan (a base64-encoded config file is read again as what it says).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterator

from memlane.core.gated_search import SHORT, find_near, needles, windows
from memlane.core.privacy_bearer import sample_basic
from memlane.core.privacy_letters import grouped_letters
from memlane.core.privacy_names import MAYBE_TOKEN, key_kind, login_token
from memlane.core.privacy_unset import unset_name
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
    public_by_name,
    resource_path,
    rule_expression,
    word_slug,
)

Hit = tuple[int, int, str]  # start, end, class
Rescan = Callable[[str], bool]  # whether a text holds a credential (the whole gate)
LiteralJudge = Callable[..., bool]  # literal_is_secret with its rescan bound

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
    # round 39: a token with no scheme before it (LaunchDarkly's `Authorization: api-<uuid>`)
    r"|(?i:authorization)[\"']?[ \t]*:[ \t]*[\"']?(?P<unschemed>[A-Za-z0-9._~+/=\-]{24,})"
    r"(?![A-Za-z0-9._~+/=\-])"
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
# PowerShell's and many tools' one-dash parameters: `Connect-VIServer -User root -Password …`,
# `-Token:…`, `Invoke-Sqlcmd … -Password '…'` (the `--flag` rule above needs two dashes). An
# unquoted value is judged as prose judges a word (a digit or a sign in it): "the -Password
# parameter" names one.
_DASH_PARAM = re.compile(
    r"(?<![\w\-])-(?P<key>[A-Za-z][A-Za-z0-9]{2,40})(?::|[ \t]+)(?![-$(@])"
    r"(?:\"(?P<dq>[^\"\n]*)\"|'(?P<sq>[^'\n]*)'|(?P<bare>[^\s\"'`;|&)]+))"
)
_DASH_NEEDLES = needles("-pass -pw -pwd -secret -token -key -cred -apikey")
# Android's Gradle writes a build constant's literal inside a second pair of quotes:
# `buildConfigField 'String', 'API_KEY', '"…"'`, `buildConfigField("String", "API_KEY", "\"…\"")`
_BUILD_CONFIG = re.compile(
    r"buildConfigField[ \t]*\(?[ \t]*[\"']\w+[\"'][ \t]*,[ \t]*[\"'](?P<key>[A-Za-z_]\w*)[\"']"
    # (the scan reads `\"` as a quote and a space: privacy_escapes)
    r"[ \t]*,[ \t]*(?:'\"(?P<dq>[^\"\n]+)\"'|\"[ \t]?\\?\"(?P<sq>[^\"\\\n]+)\\?\"[ \t]?\")"
)
_PAIR_RULES = (
    (_FLAG, needles("--"), None),
    (_XML, needles("</"), None),
    (_XML_KEYED, needles("key= name= id="), None),
    (_NAME_VALUE, needles("value: + name:"), 400),
    (_BUILD_CONFIG, needles("buildConfigField"), None),
)
# A query that follows an image's path ("…/badge.svg?token=…", "…/graph.png?…&token=…")
_IMAGE_PATH = re.compile(r"\.(?:svg|png|gif|jpe?g|webp)\?[^\s\"'<>]*\Z")
_ENV_LINE_PREFIX = re.compile(r"[ \t]*(?:export[ \t]+|ENV[ \t]+|set[ \t]+|setx[ \t]+|\$env:)?")

_SPACE = re.compile(r"\s")
_BLOCK_AFTER = re.compile(r"[ \t]+[|>][-+]?[ \t]*(?:\r?\n|\Z)")


# Ideographs, kana and Hangul: a generated key is ASCII, so a value in them is a sentence
# (`--hide-secret 参数。…`: the flag, then the prose that explains it).
_UNSPACED_SCRIPT = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def literal_is_secret(
    kind: str,
    value: str,
    *,
    strong: bool,
    quoted: bool = False,
    env_line: bool = False,
    whole: bool = False,
    rescan: Rescan,
) -> bool:
    """Decide whether an assigned value is a literal credential.

    ``strong`` means the syntax itself marks a literal (quotes, `KEY=value` without spaces, a
    command-line flag); YAML-ish `key: value` is also how people write prose labels. An
    unquoted bare identifier (`password=db_password`) is a variable in code, so it passes
    unless the line is a .env/export line, where everything after `=` is literal. ``whole``:
    the value is all there (see :func:`~memlane.core.privacy_values.is_reference`).
    ``rescan``: whether a text (a base64-encoded config file) holds a credential, by the
    whole gate.
    """
    v = value.strip()
    # YAML's `&anchor`/`*alias`/`!tag` start a reference only after `:`; after a tight `=`
    # (`;Password=&ZK6…` in a connection string) they are the password's first character.
    literal = quoted or env_line or strong
    if not v or is_reference(v, literal=literal, whole=whole) or is_placeholder(v):
        return False
    if quoted and _code_in_quotes(v):
        return False
    if kind == MAYBE_TOKEN:
        return login_token(v)  # SONAR_LOGIN: a token, or a user's name (round 36)
    if not quoted and ("::" in v or next_field(v)):
        return False  # Hash::make(…), static::$password: a scoped name; `SSLMode:disable`
    if quoted and rule_expression(v):
        return False  # 'password' => 'required|min:8|confirmed': a validation rule
    if kind == "secret" and (word_slug(v) or resource_path(v) or _UNSPACED_SCRIPT.search(v)):
        return False  # secret: my-ca-1, "secret"="ns/name": a name; CJK text: a sentence
    if kind == "secret" and public_by_name(v):
        return False  # round 39: `client-key="SB-Mid-client-…"`, the half a browser ships
    if kind == "secret" and (decoded := base64_text(v)) is not None and word_slug(decoded):
        return False  # `printf "hello-world" | base64`: a sample's words, not a generated key
    if kind == "secret" and (text := base64_prose(v)) is not None:
        return rescan(text)  # data: a config file in base64 is what it says
    if kind == "password":
        if grouped_letters(v):
            return True  # round 43: an app password as Google shows it, "abcd efgh ijkl mnop"
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


# What quotes around a secret's name may hold that is code, not a value: another quoted
# reference (a shell's `"'$DB_PASSWORD'"`), an ARN (`"arn:aws:iam::aws:policy/…Password"`
# names a policy), a page's anchor or selector (`"#add-password"`), a string closed and
# concatenated (PHP's `'password = '.$p['config']`, the quote taken for an opening one).
_CONCATENATION = re.compile(r"[.+][ \t]*(?:\$\w|[A-Za-z_]\w*[ \t]*[\[(])")


def _code_in_quotes(v: str) -> bool:
    if len(v) > 2 and v[0] == v[-1] and v[0] in "'\"":
        return is_reference(v[1:-1], literal=True, whole=True)
    if v.startswith("arn:") and v.count(":") >= 5:
        return True
    if v[0] in "#." and len(v) > 1 and is_placeholder(v[1:]):
        return True
    return _CONCATENATION.match(v) is not None


def _label_in_string(m: re.Match[str], text: str) -> bool:
    """The "key" is a quoted string's whole text up to its colon: `passwordLabel:"Password:",`
    is a UI label, and the quote after its colon closes it (JSON's `"password":"…"` puts a
    quote between the key and the colon)."""
    quote = text[m.start() - 1 : m.start()]
    return (
        quote in ('"', "'")
        and m.group("op") == ":"
        and text[m.end("key") : m.end("key") + 1] == ":"
        and text[m.end("op") : m.end("op") + 1] == quote
    )


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
# ("login"/"auth"/"seed" only before an operator: the words alone are in every page about
# signing in; "seed" names a random generator's too)
_KEY_ANCHORS = (
    ("pass", "pw", "psk", "secret", "tok", "key", "credential", "pat", "sig", "authident",
     "login=", "login:", "login =", 'login"', "login'", "auth=",
     # round 43: a one-time password's seed (key_kind reads which seeds are secrets)
     "seed=", "seed:", "seed =", 'seed"', "seed'"),
)  # fmt: skip


def _assignments(text: str, low: str) -> Iterator[re.Match[str]]:
    """`key = value` matches near secret words. After a key that names no secret, or any in a
    query, the search resumes after its operator: `?user=app&password=…` reaches `password`."""
    starts = _key_starts(text) if len(text) > SHORT else None
    for lo, hi in windows(text, _KEY_ANCHORS, reach=300, haystack=low):
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


# A test's source: a test function or case opened in the text (pytest, unittest, Go, Rust,
# JUnit, Jest/Mocha); a password of words inside one is the test's own, made up for it.
_TEST_CODE = re.compile(
    r"(?m)^[ \t]*(?:async[ \t]+)?def[ \t]+test_?\w*[ \t]*\(|\bfunc[ \t]+Test\w*\(|#\[test\]"
    r"|@Test\b|^[ \t]*(?:it|test|describe)\([ \t]*[\"'`]"
)


def assignment_hits(text: str, judge_literal: LiteralJudge) -> Iterator[Hit]:
    """`key = value` assignments, flags, XML elements, env-list pairs and Authorization
    headers whose value ``judge_literal`` (:func:`literal_is_secret` with its rescan) finds a
    literal credential."""
    low = text.lower()  # (once: each rule below looks for its anchors in it)
    for m in _assignments(text, low):
        if m.group("op") == ":" and text.endswith("${", 0, m.start()):
            continue  # shell's ${NAME:?message}, ${NAME:+alt}; a :- default is a fallback
        kind = _assigned_kind(m, text)
        if kind is None or _label_in_string(m, text):
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
        if judge_literal(kind, value, strong=strong, quoted=quoted, env_line=env_line, whole=whole):
            in_query = m.start() > 0 and text[m.start() - 1] in "?&"
            if (
                in_query
                and key_kind(m.group("key")) == "secret"
                and _IMAGE_PATH.search(text, max(0, m.start() - 400), m.start())
            ):
                continue  # a badge's graph token (codecov's badge.svg?token=…) is public
            if unset_name(text, m.start()):
                continue  # round 38: zsh history's next line (": 1701…:0;…") is no value
            if kind == "password" and word_slug(value) and _TEST_CODE.search(text):
                continue  # round 45: a test's made-up passphrase ("correct-horse")
            cls = "url_credentials" if in_query else f"{kind}_assignment"
            yield m.start(), vstart + len(value), cls
    for pattern, groups, reach in _PAIR_RULES:
        for m in find_near(pattern, text, groups, reach=reach):
            kind = key_kind(m.group("key"))
            value, quoted, vstart = _value(m)
            if kind and judge_literal(kind, value, strong=True, quoted=quoted):
                yield m.start(), vstart + len(value), f"{kind}_assignment"
    for m in find_near(_DASH_PARAM, text, _DASH_NEEDLES, haystack=low):
        kind = key_kind(m.group("key"))
        value, quoted, vstart = _value(m)
        if kind and judge_literal(kind, value, strong=quoted, quoted=quoted):
            yield m.start(), vstart + len(value), f"{kind}_assignment"
    for m in find_near(_AUTH_HEADER, text, _AUTH_NEEDLES, haystack=low):
        bare = m.group("bare")
        if bare is None:  # a value with no scheme: only a generated one (not a word or a name)
            value = m.group("unschemed")
            if machine_like(value, min_len=24) and not is_placeholder(value):
                yield m.start(), m.end(), "auth_header"
        elif machine_like(bare, min_len=12) and not is_placeholder(bare) and not sample_basic(m):
            yield m.start(), m.end(), "auth_header"


__all__ = ["LiteralJudge", "Rescan", "assignment_hits", "literal_is_secret"]
