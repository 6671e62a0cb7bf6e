"""Validate the labelled recall fixture (bench/data/recall_fixture.json) and print its counts.

A fixture that passes has unique keys, gold keys that exist and are reachable from the query
scope, paraphrase queries sharing no content word with their gold memory, identifier queries
whose identifier appears in the gold memory, temporal queries whose gold event has the stated
age, and no credential- or injection-shaped text (memlane's write gate would refuse it).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

FIXTURE = Path(__file__).resolve().parent / "data" / "recall_fixture.json"

KINDS = ("fact", "event", "pattern", "lesson")
SCOPES = ("project", "global", "other-project")
QUERY_TYPES = ("paraphrase", "keyword", "identifier", "temporal", "preference", "distractor")
FACT_TYPES = ("project", "user", "feedback", "reference")
EVENT_TYPES = ("session_completed", "run_completed", "manual_note")
CATEGORIES = ("architecture", "convention", "preference", "pitfall")
MIN_MEMORIES = 160
MIN_QUERIES = 160
MIN_PER_QUERY_TYPE = 20
MIN_LESSON_GOLD_QUERIES = 10
# Fields whose words count as the memory's content for the paraphrase rule.
CONTENT_FIELDS = ("title", "text", "command", "error", "fix")

# A small English function-word list (NLTK-like). Deliberately no domain words: a word such
# as "team" or "use" counts as content, which makes the paraphrase rule stricter, not looser.
_STOPWORD_TEXT = """
    a about above after again against all am an and any are aren as at be because been before
    being below between both but by can cannot could couldn did didn do does doesn doing don
    down during each few for from further had hadn has hasn have haven having he her here hers
    herself him himself his how i if in into is isn it its itself just let me more most must
    mustn my myself no nor not now of off on once only or other ought our ours ourselves out
    over own same shan she should shouldn so some such than that the their theirs them
    themselves then there these they this those through to too under until up very was wasn
    we were weren what when where which while who whom why will with won would wouldn you your
    yours yourself yourselves ll re ve
"""
STOPWORDS = frozenset(_STOPWORD_TEXT.split())

_SUFFIXES = (
    ("ations", ""), ("ation", ""), ("ments", ""), ("ment", ""), ("ings", ""), ("ing", ""),
    ("ions", ""), ("ion", ""), ("ies", "y"), ("ied", "y"), ("ers", ""), ("er", ""), ("ed", ""),
    ("es", ""), ("ly", ""), ("s", ""),
)  # fmt: skip

# Time phrases a temporal query may use, and the event ages (days, inclusive) each implies.
TEMPORAL_PHRASES: tuple[tuple[str, int, int], ...] = (
    ("this morning", 0, 0),
    ("earlier today", 0, 0),
    ("today", 0, 0),
    ("day before yesterday", 2, 2),
    ("yesterday", 1, 1),
    ("two days ago", 2, 2),
    ("earlier this week", 2, 5),
    ("a few days ago", 2, 5),
    ("last week", 5, 10),
    ("a couple of weeks ago", 10, 18),
    ("two weeks ago", 10, 18),
    ("a few weeks ago", 18, 35),
    ("about a month ago", 20, 50),
    ("last month", 20, 45),
    ("a couple of months ago", 45, 75),
)

# Credential- and injection-shaped text memlane's gates would refuse or block.
_FORBIDDEN: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("email", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b")),
    ("token prefix", re.compile(r"\b(?:ghp|gho|ghs|github_pat|sk|pk|xox[bpas]|glpat|AKIA)[-_]")),
    ("jwt", re.compile(r"\beyJ[\w-]{8,}")),
    ("private key", re.compile(r"-----BEGIN")),
    (
        "credential assignment",
        re.compile(
            r"(?i)\b(?:password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key)\w*\s*[:=]\s*\S"
        ),
    ),
    ("authenticated url", re.compile(r"\w+://[^/\s:@]+:[^/\s@]+@")),
    ("hex blob", re.compile(r"\b[0-9a-fA-F]{32,}\b")),
    # Mixed-case-and-digit runs without word separators look random; snake_case names do not.
    (
        "opaque string",
        re.compile(
            r"\b(?=[A-Za-z0-9+/]*\d)(?=[A-Za-z0-9+/]*[a-z])(?=[A-Za-z0-9+/]*[A-Z])[A-Za-z0-9+/]{24,}"
        ),
    ),
    ("instruction override", re.compile(r"(?i)\b(?:ignore|disregard)\b.{0,30}\binstructions\b")),
    ("role impersonation", re.compile(r"(?i)(?:^|\s)(?:system|assistant)\s*:|\byou are now\b")),
    ("pipe to shell", re.compile(r"(?i)\b(?:curl|wget)\b[^|\n]*\|\s*(?:ba|z)?sh\b")),
    ("url", re.compile(r"(?i)\bhttps?://")),
)

_IDENTIFIER = re.compile(
    r"--[a-z][\w-]*"  # CLI flag: --dry-run
    r"|[A-Za-z0-9]+(?:[_@.:/=<>-]+[A-Za-z0-9]+)+[()]*"  # snake, dotted, pkg@1.2, gen:api
    r"|[a-z]+[A-Z][A-Za-z0-9]*"  # camelCase: useAuthStore
    r"|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*"  # PascalCase: SshConfig
    r"|\b[A-Z]{2,}[A-Z0-9]*\b(?![a-z])"  # ACRONYM or CONSTANT
)


def tokens(text: str) -> set[str]:
    """Lowercase alphanumeric words of three or more characters, minus stopwords."""
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) >= 3 and w not in STOPWORDS}


def stem(word: str) -> str:
    """Strip one common English suffix and a final 'e', so 'release' ~ 'released' ~ 'releases'."""
    for suffix, replacement in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)] + replacement
            break
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    return word


def stems(text: str) -> set[str]:
    return {stem(w) for w in tokens(text)}


def content_text(memory: Mapping[str, Any]) -> str:
    parts = [str(memory.get(field) or "") for field in CONTENT_FIELDS]
    parts.extend(str(tag) for tag in memory.get("tags") or [])
    return " ".join(parts)


def paraphrase_overlap(query: str, memory: Mapping[str, Any]) -> set[str]:
    """Query words that also occur in the memory, exactly or after stemming (should be empty)."""
    q_words = tokens(query)
    m_words = tokens(content_text(memory))
    m_stems = {stem(w) for w in m_words}
    return (q_words & m_words) | {w for w in q_words if stem(w) in m_stems}


def identifier_parts(identifier: str) -> list[str]:
    """Split an identifier into lowercase parts: camelCase, snake_case, dots and dashes."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ", identifier)
    return re.findall(r"[a-z0-9]+", spaced.lower())


def identifiers_in(query: str) -> list[str]:
    return [m.group(0) for m in _IDENTIFIER.finditer(query)]


def _contains_run(haystack: Sequence[str], needle: Sequence[str]) -> bool:
    n = len(needle)
    return n > 0 and any(list(haystack[i : i + n]) == list(needle) for i in range(len(haystack)))


def identifier_matches(query: str, memory: Mapping[str, Any]) -> list[str]:
    """Identifiers in the query whose parts appear, in order and adjacent, in the memory."""
    stream = identifier_parts(content_text(memory))
    return [
        ident for ident in identifiers_in(query) if _contains_run(stream, identifier_parts(ident))
    ]


def temporal_range(query: str) -> tuple[int, int] | None:
    lowered = query.lower()
    for phrase, low, high in TEMPORAL_PHRASES:
        if phrase in lowered:
            return low, high
    return None


def forbidden_hits(text: str, *, allow_urls: bool = False) -> list[str]:
    """Names of the gate-tripping shapes in ``text``; plain links are refused only in the
    hand-written fixture (a converted public document keeps its links)."""
    return [
        name
        for name, pattern in _FORBIDDEN
        if pattern.search(text) and not (allow_urls and name == "url")
    ]


def _check_memory(mem: Mapping[str, Any], errors: list[str], *, converted: bool = False) -> None:
    key = mem.get("key")
    where = f"memory {key!r}"
    if not isinstance(key, str) or not re.fullmatch(r"[a-z0-9][a-z0-9-]*", key):
        errors.append(f"{where}: key must be a lowercase slug")
    for field in ("title", "text"):
        if not isinstance(mem.get(field), str) or not mem[field].strip():
            errors.append(f"{where}: {field} must be a non-empty string")
    kind, scope = mem.get("kind"), mem.get("scope")
    if kind not in KINDS:
        errors.append(f"{where}: kind {kind!r} not in {KINDS}")
    if scope not in SCOPES:
        errors.append(f"{where}: scope {scope!r} not in {SCOPES}")
    tags = mem.get("tags")
    if not isinstance(tags, list) or not all(isinstance(t, str) and t for t in tags):
        errors.append(f"{where}: tags must be a list of non-empty strings")
    age, importance = mem.get("age_days"), mem.get("importance")
    if not isinstance(age, int) or isinstance(age, bool) or age < 0:
        errors.append(f"{where}: age_days must be a non-negative integer")
    if not isinstance(importance, int | float) or not 0.0 <= importance <= 1.0:
        errors.append(f"{where}: importance must be in [0, 1]")
    if kind == "fact" and mem.get("type") not in FACT_TYPES:
        errors.append(f"{where}: fact type {mem.get('type')!r} not in {FACT_TYPES}")
    if kind == "event" and mem.get("type") not in EVENT_TYPES:
        errors.append(f"{where}: event type {mem.get('type')!r} not in {EVENT_TYPES}")
    if kind == "pattern":
        if mem.get("category") not in CATEGORIES:
            errors.append(f"{where}: pattern category {mem.get('category')!r} not in {CATEGORIES}")
        confidence = mem.get("confidence")
        if not isinstance(confidence, int | float) or not 0.1 <= confidence <= 1.0:
            errors.append(f"{where}: pattern confidence must be in [0.1, 1]")
    if kind == "lesson":
        for field in ("command", "error", "fix"):
            if not isinstance(mem.get(field), str) or not mem[field].strip():
                errors.append(f"{where}: lesson needs a non-empty {field}")
    everything = " ".join([content_text(mem), *(str(t) for t in tags or [])])
    for hit in forbidden_hits(everything, allow_urls=converted):
        errors.append(f"{where}: {hit}-shaped text would trip memlane's gates")


def _check_query(
    q: Mapping[str, Any],
    memories: Mapping[str, Mapping[str, Any]],
    errors: list[str],
    *,
    converted: bool = False,
) -> None:
    qid = q.get("id")
    where = f"query {qid!r}"
    text, qtype, gold = q.get("query"), q.get("type"), q.get("gold")
    if not isinstance(text, str) or not text.strip():
        errors.append(f"{where}: query must be a non-empty string")
        return
    if not converted and qtype not in QUERY_TYPES:
        errors.append(f"{where}: type {qtype!r} not in {QUERY_TYPES}")
    if converted and not (isinstance(qtype, str) and qtype):
        errors.append(f"{where}: type must be a non-empty string")
    if not isinstance(gold, list) or not gold or len(set(gold)) != len(gold):
        errors.append(f"{where}: gold must be a non-empty list of distinct keys")
        return
    missing = [g for g in gold if g not in memories]
    if missing:
        errors.append(f"{where}: gold keys {missing} do not exist")
        return
    golds = [memories[g] for g in gold]
    for g in golds:
        if g["scope"] == "other-project":
            errors.append(f"{where}: gold {g['key']!r} is in another project, unreachable")
    for hit in forbidden_hits(text):
        errors.append(f"{where}: {hit}-shaped query text")
    if converted:
        return  # a converted public set carries its own labels; the hand-written rules are ours
    if qtype == "paraphrase":
        for g in golds:
            shared = paraphrase_overlap(text, g)
            if shared:
                errors.append(f"{where}: paraphrase shares {sorted(shared)} with {g['key']!r}")
    elif qtype == "identifier":
        if not identifiers_in(text):
            errors.append(f"{where}: identifier query has no identifier-shaped token")
        elif not any(identifier_matches(text, g) for g in golds):
            errors.append(f"{where}: none of {identifiers_in(text)} appears in the gold memory")
    elif qtype == "temporal":
        span = temporal_range(text)
        if span is None:
            errors.append(f"{where}: temporal query names no known time phrase")
        for g in golds:
            if g["kind"] != "event":
                errors.append(f"{where}: temporal gold {g['key']!r} is not an event")
            elif span and not span[0] <= g["age_days"] <= span[1]:
                errors.append(f"{where}: gold age {g['age_days']} outside {span} for the phrase")
    elif qtype == "preference":
        for g in golds:
            fact_pref = g["kind"] == "fact" and g.get("type") in ("user", "feedback")
            pattern_pref = g["kind"] == "pattern" and g.get("category") in (
                "preference",
                "convention",
            )
            if not (fact_pref or pattern_pref):
                errors.append(f"{where}: preference gold {g['key']!r} is not a preference")
    elif qtype == "distractor":
        q_stems = stems(text)
        lures = [
            key
            for key, m in memories.items()
            if key not in gold and len(q_stems & stems(content_text(m))) >= 2
        ]
        if not lures:
            errors.append(f"{where}: distractor query has no near-miss sharing two words")


def is_converted(fixture: Mapping[str, Any]) -> bool:
    """A fixture converted from a public dataset (it names itself); the hand-labelled one
    does not, and only it is held to the per-type rules and minimum counts."""
    return isinstance(fixture.get("name"), str) and fixture.get("name") != "recall"


def validate(fixture: Mapping[str, Any]) -> list[str]:
    """Every rule violation in the fixture, as readable messages (empty when it passes)."""
    errors: list[str] = []
    converted = is_converted(fixture)
    if fixture.get("version") != 1:
        errors.append("version must be 1")
    if not isinstance(fixture.get("description"), str) or "not used to tune" not in str(
        fixture.get("description")
    ):
        errors.append("description must say the fixture was not used to tune weights")
    memories_list = fixture.get("memories")
    queries = fixture.get("queries")
    if not isinstance(memories_list, list) or not isinstance(queries, list):
        return [*errors, "memories and queries must be lists"]
    memories: dict[str, Mapping[str, Any]] = {}
    for mem in memories_list:
        _check_memory(mem, errors, converted=converted)
        key = mem.get("key")
        if key in memories:
            errors.append(f"memory key {key!r} is duplicated")
        memories[str(key)] = mem
    ids = Counter(q.get("id") for q in queries)
    errors.extend(f"query id {qid!r} is duplicated" for qid, n in ids.items() if n > 1)
    for q in queries:
        _check_query(q, memories, errors, converted=converted)
    if not converted:
        errors.extend(_check_counts(memories_list, queries, memories))
    return errors


def _check_counts(
    memories_list: Sequence[Mapping[str, Any]],
    queries: Sequence[Mapping[str, Any]],
    memories: Mapping[str, Mapping[str, Any]],
) -> Iterable[str]:
    if len(memories_list) < MIN_MEMORIES:
        yield f"{len(memories_list)} memories, need at least {MIN_MEMORIES}"
    if len(queries) < MIN_QUERIES:
        yield f"{len(queries)} queries, need at least {MIN_QUERIES}"
    per_type = Counter(q.get("type") for q in queries)
    for qtype in QUERY_TYPES:
        if per_type[qtype] < MIN_PER_QUERY_TYPE:
            yield f"{per_type[qtype]} {qtype} queries, need at least {MIN_PER_QUERY_TYPE}"
    per_kind = Counter(m.get("kind") for m in memories_list)
    for kind in KINDS:
        if per_kind[kind] == 0:
            yield f"no {kind} memories"
    lesson_gold = sum(
        1 for q in queries if any(memories.get(g, {}).get("kind") == "lesson" for g in q["gold"])
    )
    if lesson_gold < MIN_LESSON_GOLD_QUERIES:
        yield f"{lesson_gold} queries with a lesson gold, need {MIN_LESSON_GOLD_QUERIES}"


def counts(fixture: Mapping[str, Any]) -> dict[str, Any]:
    """Memory and query counts by kind, scope, type and gold kind."""
    memories = {m["key"]: m for m in fixture["memories"]}
    queries = fixture["queries"]
    types = sorted({str(q["type"]) for q in queries}) if is_converted(fixture) else QUERY_TYPES
    gold_kinds: Counter[str] = Counter()
    for q in queries:
        for kind in sorted({memories[g]["kind"] for g in q["gold"] if g in memories}):
            gold_kinds[kind] += 1
    return {
        "memories": len(memories),
        "memories_by_kind": dict(sorted(Counter(m["kind"] for m in memories.values()).items())),
        "memories_by_scope": dict(sorted(Counter(m["scope"] for m in memories.values()).items())),
        "queries": len(queries),
        "queries_by_type": {t: sum(1 for q in queries if q["type"] == t) for t in types},
        "queries_by_gold_kind": dict(sorted(gold_kinds.items())),
        "queries_with_several_gold": sum(1 for q in queries if len(q["gold"]) > 1),
        "memories_never_gold": sum(
            1 for key in memories if not any(key in q["gold"] for q in queries)
        ),
    }


def load(path: Path = FIXTURE) -> dict[str, Any]:
    with path.open(encoding="utf-8") as fh:
        data: dict[str, Any] = json.load(fh)
    return data


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("fixture", nargs="?", type=Path, default=FIXTURE)
    args = parser.parse_args(argv)
    fixture = load(args.fixture)
    errors = validate(fixture)
    for error in errors:
        print(f"FAIL {error}", file=sys.stderr)
    if isinstance(fixture.get("memories"), list) and isinstance(fixture.get("queries"), list):
        try:
            print(json.dumps(counts(fixture), indent=2))
        except (KeyError, TypeError) as exc:
            print(f"FAIL cannot count a malformed fixture: {exc!r}", file=sys.stderr)
            return 1
    if errors:
        print(f"{len(errors)} problem(s) in {args.fixture}", file=sys.stderr)
        return 1
    print(f"OK {args.fixture}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
