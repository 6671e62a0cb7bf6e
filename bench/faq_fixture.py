"""Build the second recall fixture from the FAQ documents shipped in four source distributions.

Each FAQ entry's answer becomes one memory (the heading is *not* stored with it); the entry's
question is a query whose single gold memory is that answer. The labels are the FAQ authors'
own question -> answer pairing, not ours. Sections that answer no question (overviews,
category headings) are kept as distractor memories without a query.

The sources are the source distributions on the Python package index, fetched with the
ordinary client (nothing here downloads anything):

    .venv/bin/pip download --no-deps --no-binary :all: -d /tmp/faq-sdists \\
        django==5.1.4 sqlalchemy==2.0.36 celery==5.4.0 scrapy==2.12.0
    .venv/bin/python bench/faq_fixture.py /tmp/faq-sdists/*.tar.gz

All four are under permissive licences (Django, Celery, Scrapy: BSD-3-Clause; SQLAlchemy:
MIT), which allow redistributing this derived text with their notices; the notices are
written next to the fixture (``faq_fixture_LICENSES.md``).

Query types split the set by answer length: ``short-answer`` answers fit MiniLM's 256-token
window (at most ``LONG_ANSWER_CHARS`` characters), ``long-answer`` answers do not, so the
type shows whether a memory's later text can be found.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import tarfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

BENCH_DIR = Path(__file__).resolve().parent
OUT = BENCH_DIR / "data" / "faq_fixture.json"
LICENSES_OUT = BENCH_DIR / "data" / "faq_fixture_LICENSES.md"

# Source distribution -> (FAQ files inside it, licence file, licence name).
SOURCES: dict[str, tuple[str, str, str]] = {
    "django": (r"docs/faq/(?!index)[a-z_]+\.txt$", "LICENSE", "BSD-3-Clause"),
    "sqlalchemy": (r"doc/build/faq/(?!index)[a-z_]+\.rst$", "LICENSE", "MIT"),
    "celery": (r"docs/faq\.rst$", "LICENSE", "BSD-3-Clause"),
    "scrapy": (r"docs/faq\.rst$", "LICENSE", "BSD-3-Clause"),
}
# ~256 MiniLM word pieces of English prose.
LONG_ANSWER_CHARS = 1000
MIN_ANSWER_CHARS = 60
MAX_ANSWER_CHARS = 12_000
AGE_DAYS = 30

_UNDERLINE = re.compile(r"^([=\-~^\"'`#*+])\1{2,}\s*$")
_ROLE = re.compile(r":[a-z:]+:`~?\.?([^`<]*?)(?:\s*<[^>]*>)?`")
_LINK = re.compile(r"`([^`<]+?)\s*<[^>]*>`_+")
_REF = re.compile(r"`([^`]+)`_+")
_LITERAL = re.compile(r"``([^`]+)``")
_EMPHASIS = re.compile(r"\*\*?([^*\n]+)\*\*?")
# Example credentials in connection URLs (scott:tiger@) and addresses would be refused by
# memlane's privacy gate, as they should be; the fixture keeps the URL without them.
_URL_CREDENTIALS = re.compile(r"(\w+://)[^/\s:@]+:[^/\s@]+@")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b")
TITLE_CHARS = 80
_DIRECTIVE = re.compile(r"^\s*\.\. [a-z-]+::.*$|^\s*:[a-z-]+:.*$|^\.\. _[^:]+:.*$|^\.\.\s*$")


@dataclass(frozen=True)
class Section:
    project: str
    path: str
    heading: str
    body: str


def clean_rst(text: str) -> str:
    """Plain prose from reStructuredText: roles, links and directives reduced to their words."""
    lines = [line for line in text.splitlines() if not _DIRECTIVE.match(line)]
    out = "\n".join(lines)
    out = _ROLE.sub(lambda m: m.group(1).strip(), out)
    out = _LINK.sub(r"\1", out)
    out = _REF.sub(r"\1", out)
    out = _LITERAL.sub(r"\1", out)
    out = _EMPHASIS.sub(r"\1", out)
    out = out.replace("::\n", ":\n")
    out = re.sub(r"^\s*Answer:\s*", "", out.strip())
    out = re.sub(r"\n{3,}", "\n\n", out)
    out = _URL_CREDENTIALS.sub(r"\1", out)
    out = _EMAIL.sub("(address withheld)", out)
    return out.strip()


def title_of(text: str) -> str:
    """memlane's own derivation for a memory remembered without a title: the first line,
    cut at a word boundary near 80 characters."""
    first = " ".join(text.strip().splitlines()[0].split())
    if len(first) <= TITLE_CHARS:
        return first
    return (first[:TITLE_CHARS].rsplit(" ", 1)[0] or first[:TITLE_CHARS]) + "…"


def sections(project: str, path: str, text: str) -> list[Section]:
    """Every titled section of an RST file with the text up to the next heading."""
    lines = text.splitlines()
    heads: list[tuple[int, str]] = []  # (line index of the title, title)
    for i in range(1, len(lines)):
        title = lines[i - 1].strip()
        underlined = _UNDERLINE.match(lines[i]) and len(lines[i].strip()) >= len(title) - 2
        if underlined and title and not _UNDERLINE.match(lines[i - 1]):
            heads.append((i - 1, title))
    out: list[Section] = []
    for n, (start, title) in enumerate(heads):
        end = heads[n + 1][0] if n + 1 < len(heads) else len(lines)
        body = "\n".join(lines[start + 2 : end])
        # An overline above the next title belongs to it, not to this body.
        body = re.sub(r"\n[=\-~^\"'`#*+]{3,}\s*$", "", body)
        out.append(Section(project, path, clean_rst(title), clean_rst(body)))
    return out


def read_sdist(path: Path) -> tuple[str, str, list[Section], str]:
    """(project, version, sections, licence text) from one source distribution."""
    match = re.match(r"([A-Za-z]+)-([0-9][^/]*?)\.tar\.gz$", path.name)
    if match is None:
        raise SystemExit(f"{path.name}: expected <project>-<version>.tar.gz")
    project, version = match.group(1).lower(), match.group(2)
    if project not in SOURCES:
        raise SystemExit(f"{path.name}: not one of {', '.join(SOURCES)}")
    pattern, licence_name, _ = SOURCES[project]
    found: list[Section] = []
    licence = ""
    with tarfile.open(path) as tar:
        for member in sorted(tar.getmembers(), key=lambda m: m.name):
            inner = member.name.split("/", 1)[-1]
            if not member.isfile():
                continue
            if inner == licence_name:
                licence = _read(tar, member)
            elif re.search(pattern, inner):
                found.extend(sections(project, inner, _read(tar, member)))
    return project, version, found, licence


def _read(tar: tarfile.TarFile, member: tarfile.TarInfo) -> str:
    handle = tar.extractfile(member)
    assert handle is not None
    return handle.read().decode("utf-8")


def _slug(text: str) -> str:
    return "-".join(re.findall(r"[a-z0-9]+", text.lower()))[:48].strip("-")


def build(sdists: Sequence[Path]) -> tuple[dict[str, Any], str]:
    memories: list[dict[str, Any]] = []
    queries: list[dict[str, Any]] = []
    provenance: list[dict[str, str]] = []
    notices: list[str] = []
    keys: set[str] = set()
    for path in sorted(sdists):
        project, version, found, licence = read_sdist(path)
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        provenance.append(
            {"package": project, "version": version, "sdist_sha256": digest,
             "license": SOURCES[project][2]}
        )  # fmt: skip
        notices.append(f"## {project} {version} ({SOURCES[project][2]})\n\n{licence.strip()}\n")
        for sec in found:
            if not MIN_ANSWER_CHARS <= len(sec.body) <= MAX_ANSWER_CHARS:
                continue
            key = _unique(f"{project}-{_slug(sec.heading) or 'section'}", keys)
            memories.append(
                {"key": key, "kind": "fact", "scope": "project", "type": "reference",
                 "title": title_of(sec.body), "text": sec.body, "tags": [project],
                 "age_days": AGE_DAYS, "importance": 0.5, "source": sec.path}
            )  # fmt: skip
            if _is_question(sec.heading):
                long = len(sec.body) > LONG_ANSWER_CHARS
                queries.append(
                    {"id": f"f{len(queries) + 1:03d}", "query": sec.heading, "gold": [key],
                     "type": "long-answer" if long else "short-answer", "project": project}
                )  # fmt: skip
    fixture = {
        "version": 1,
        "name": "faq",
        "description": (
            "FAQ retrieval fixture converted by bench/faq_fixture.py from the FAQ documents of "
            "four source distributions (see 'sources'). Each answer is one memory stored "
            "without its question; each question is a query whose gold is its answer (the "
            "FAQ authors' pairing). Sections answering no question are distractors. It was "
            "not used to tune memlane's ranking weights or floors."
        ),
        "sources": provenance,
        "memories": memories,
        "queries": queries,
    }
    licences = (
        "# Licences of the text in faq_fixture.json\n\n"
        "faq_fixture.json holds text derived from the FAQ documents of the packages below, "
        "redistributed under their licences, reproduced here.\n\n" + "\n".join(notices)
    )
    return fixture, licences


def _is_question(heading: str) -> bool:
    """FAQ headings are questions, or problem statements (``I'm getting ... error``)."""
    words = heading.split()
    return len(words) >= 4 and (
        heading.rstrip().endswith("?") or words[0].lower() in ("i", "i'm", "my", "why", "how")
    )


def _unique(key: str, taken: set[str]) -> str:
    candidate, n = key, 2
    while candidate in taken:
        candidate = f"{key}-{n}"
        n += 1
    taken.add(candidate)
    return candidate


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sdists", nargs="+", type=Path, help="the four .tar.gz files")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(list(argv) if argv is not None else None)
    fixture, licences = build(args.sdists)
    args.out.write_text(json.dumps(fixture, indent=1, ensure_ascii=False) + "\n", "utf-8")
    args.out.with_name(LICENSES_OUT.name).write_text(licences, "utf-8")
    by_type: dict[str, int] = {}
    for q in fixture["queries"]:
        by_type[q["type"]] = by_type.get(q["type"], 0) + 1
    print(f"{len(fixture['memories'])} memories, {len(fixture['queries'])} queries {by_type}")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
