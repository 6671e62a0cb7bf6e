"""Write gate: API keys in API clients' exports, and flags in argument lists (round 38).

Postman, Insomnia and Bruno keep a request's "API Key" authorization as a small record: the
header's name under ``key`` and the key itself under ``value`` (Postman's collection format
writes it as a list of ``{"key": "value", "value": "…"}`` entries under ``"apikey"``). The
member that holds the secret is named "value", which names nothing, so the record's type is
what says it holds a key: within an API-key block, a ``value`` is judged as a secret. A value
written before the name that says what it is (``{"value": "…", "key": "client_secret"}``) is
read the same as the name-first order the split rules read.

Run configurations write a command line as a list of strings (VS Code's launch.json
``"args": ["--db-password", "…"]``, a Dockerfile's exec form, a Kubernetes container's
``args``): a flag named for a secret and the string after it are a flag and its value.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.short_presence import rules_for

Hit = tuple[int, int, str]
Judge = Callable[[str, str], bool]  # (kind, value) -> is a literal secret
KeyKind = Callable[[str], str | None]

# The block: Postman's `"apikey": [` list, an auth object's `"type": "apikey"`, Bruno's
# `auth:apikey {` section.
_APIKEY_BLOCK = re.compile(
    r"[\"'](?i:api_?key)[\"'][ \t]*:[ \t]*\["
    r"|[\"']type[\"'][ \t]*:[ \t]*[\"'](?i:api_?key)[\"']"
    r"|\bauth:apikey[ \t]*\{"
)
# (the name with its closing quote: "api_key" alone is on every page about API keys)
_APIKEY_NEEDLES = needles('apikey" apiKey" api\\_key" ApiKey" APIKEY" apikey\' auth:apikey')
_BLOCK_REACH = 400  # an auth block's few members
_VALUE_MEMBER = re.compile(
    r"(?<![\w\-])[\"']?value[\"']?[ \t]*:[ \t]*"
    r"(?:\"(?P<dq>[^\"\n]*)\"|'(?P<sq>[^'\n]*)'|(?P<bare>[^\s\"',{}\[\]]+))"
)
# {"value": "…", "key": "client_secret"}: the value first, its name right after (Postman)
_VALUE_THEN_NAME = re.compile(
    r"[\"']value[\"'][ \t]*:[ \t]*(?:\"(?P<dq>[^\"\n]*)\"|'(?P<sq>[^'\n]*)')[ \t]*,\s{0,40}"
    r"[\"']key[\"'][ \t]*:[ \t]*[\"'](?P<key>[\w.\-]{1,80})[\"']"
)
# (anchored at the name's member: a JSON text has "value" and "name" everywhere)
_VALUE_THEN_NAME_NEEDLES = needles("\"key\" 'key'")
_ARGV_PAIR = re.compile(
    r"[\"']--(?P<key>[A-Za-z][\w.\-]{1,60})[\"'][ \t]*,\s{0,40}"
    r"(?:\"(?P<dq>[^\"\n]*)\"|'(?P<sq>[^'\n]*)')"
)
_ARGV_NEEDLES = needles("\"-- '--")


def _value(m: re.Match[str]) -> tuple[str, int]:
    groups = m.groupdict()
    for group in ("dq", "sq", "bare"):
        if groups.get(group) is not None:
            return groups[group], m.start(group)
    return "", m.end()


# The rules read here and their needle groups: on a memory, only those whose needles it may
# hold are tried (short_presence.rules_for: one look-up for them all)
_RULES = (
    (_APIKEY_BLOCK, _APIKEY_NEEDLES),
    (_VALUE_THEN_NAME, _VALUE_THEN_NAME_NEEDLES),
    (_ARGV_PAIR, _ARGV_NEEDLES),
)
_RULE_GROUPS = tuple(groups for _, groups in _RULES)


def auth_helper_hits(text: str, judge: Judge, key_kind: KeyKind) -> Iterator[Hit]:
    """API keys under an API-key block's ``value``, values written before their names, and
    flags' values in argument lists."""
    held = [pattern for pattern, _ in rules_for(_RULES, _RULE_GROUPS, text)]
    if _APIKEY_BLOCK in held:
        for block in find_near(_APIKEY_BLOCK, text, _APIKEY_NEEDLES, reach=_BLOCK_REACH):
            # the block's own members: from a little before its anchor (an object's `"value"`
            # may precede its `"type"`) to its reach, not past another block's anchor
            brace = text.rfind("{", max(0, block.start() - 200), block.start())
            lo = brace if brace >= 0 else block.start()
            hi = min(len(text), block.end() + _BLOCK_REACH)
            for m in _VALUE_MEMBER.finditer(text, lo, hi):
                value, vstart = _value(m)
                if judge("secret", value):
                    yield m.start(), vstart + len(value), "secret_assignment"
    if _VALUE_THEN_NAME in held:
        for m in find_near(_VALUE_THEN_NAME, text, _VALUE_THEN_NAME_NEEDLES, reach=400):
            kind = key_kind(m.group("key"))
            value, vstart = _value(m)
            if kind is not None and judge(kind, value):
                yield m.start(), vstart + len(value), f"{kind}_assignment"
    if _ARGV_PAIR in held:
        for m in find_near(_ARGV_PAIR, text, _ARGV_NEEDLES, reach=200):
            kind = key_kind(m.group("key"))
            value, vstart = _value(m)
            if kind is not None and not value.startswith("-") and judge(kind, value):
                yield m.start(), vstart + len(value), f"{kind}_assignment"


__all__ = ["auth_helper_hits"]
