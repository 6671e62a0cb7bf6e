"""False positives of the write gate on real text nobody wrote for this project.

Two probes, each a set of distinct texts given to ``find_credentials``: (a) the paragraphs of
tldr-pages (every ``pages*/`` Markdown page of a checkout) and of the README / ``.md`` /
``.rst`` files in a virtual environment's site-packages (paragraphs of 40 characters or
more); (b) documentation repositories kept as bare git mirrors (docker-library/docs,
kubernetes/examples and /community, actions/starter-workflows, the packaging guide, the Rust
book, FastAPI's and httpx's docs): the paragraphs of their text files, and each such file
whole when under 4 KB. The flagged texts are written to ``--out`` (their SHA-1, the first 300
characters and the findings) so two runs, before and after a change, can be compared with
``--compare``: a text flagged after and not before is a new benign flag unless read otherwise.

A source that is not on this machine is skipped with a line saying so (a fresh machine has no
mirrors: fetch ``github:<owner>/<name>`` to add one), and the report lists what was skipped;
without ``--tldr`` the first probe reads site-packages alone. Two reports are comparable only
when they read the same sources: ``--compare`` says when they did not.

    git -C <tldr mirror> archive HEAD pages 'pages.*' | tar -x -C /tmp/tldr
    PYTHONPATH=src .venv/bin/python bench/privacy_real_text.py --tldr /tmp/tldr --out after.json
    .venv/bin/python bench/privacy_real_text.py --compare before.json after.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import sysconfig
from pathlib import Path

from memlane.core.privacy import find_credentials

MIRRORS = Path("/work/.mirror")
DOCS_REPOSITORIES = (
    "docker-library+docs",
    "kubernetes+examples",
    "kubernetes+community",
    "actions+starter-workflows",
    "pypa+packaging.python.org",
    "rust-lang+book",
    "tiangolo+fastapi",
    "encode+httpx",
)
TEXT_SUFFIXES = (
    ".md", ".rst", ".txt", ".yaml", ".yml", ".json", ".py", ".sh", ".toml", ".ini", ".conf",
    ".properties", ".env", ".tf", ".j2", ".tpl",
)  # fmt: skip


def _paragraphs(text: str, shortest: int = 40) -> set[str]:
    return {p.strip() for p in text.split("\n\n") if len(p.strip()) >= shortest}


def tldr_and_site(tldr: Path | None, site: Path) -> set[str]:
    out: set[str] = set()
    if tldr is None:
        print("skipped tldr-pages: no --tldr checkout given (site-packages only)", file=sys.stderr)
    for folder in tldr.glob("pages*") if tldr is not None else ():
        for page in folder.rglob("*.md"):
            out |= _paragraphs(page.read_text(encoding="utf-8", errors="replace"), 1)
    for path in site.rglob("*"):
        name = path.name.lower()
        if path.is_file() and (name.endswith((".md", ".rst")) or name.startswith("readme")):
            out |= _paragraphs(path.read_text(encoding="utf-8", errors="replace"))
    return out


def _blobs(git_dir: Path) -> list[str]:
    listing = subprocess.run(
        ["git", "-C", str(git_dir), "ls-tree", "-r", "-l", "HEAD"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    shas = []
    for line in listing:
        meta, path = line.split("\t", 1)
        _, kind, sha, size = meta.split()
        if kind != "blob" or not size.isdigit() or int(size) > 1_000_000:
            continue
        if path.lower().endswith(TEXT_SUFFIXES) or "Dockerfile" in path:
            shas.append(sha)
    raw = subprocess.run(
        ["git", "-C", str(git_dir), "cat-file", "--batch"],
        input="".join(sha + "\n" for sha in shas).encode(),
        capture_output=True,
        check=True,
    ).stdout
    out, i = [], 0
    while i < len(raw):
        newline = raw.index(b"\n", i)
        length = int(raw[i:newline].split()[2])
        out.append(raw[newline + 1 : newline + 1 + length].decode("utf-8", "replace"))
        i = newline + 1 + length + 1
    return out


def missing_mirrors(mirrors: Path) -> list[str]:
    """The documentation repositories with no mirror under ``mirrors``."""
    return [name for name in DOCS_REPOSITORIES if not (mirrors / name / "repo").is_dir()]


def docs_repositories(mirrors: Path) -> set[str]:
    out: set[str] = set()
    missing = missing_mirrors(mirrors)
    for name in DOCS_REPOSITORIES:
        if name in missing:
            where = mirrors / name / "repo"
            print(f"skipped {name.replace('+', '/')}: no mirror at {where}", file=sys.stderr)
            continue
        for body in _blobs(mirrors / name / "repo"):
            out |= _paragraphs(body)
            if len(body) < 4096 and body.strip():
                out.add(body)
    return out


def flagged(texts: set[str]) -> dict[str, list[str]]:
    out = {}
    for text in sorted(texts):
        found = find_credentials(text)
        if found:
            key = hashlib.sha1(text.encode()).hexdigest()
            out[key] = [text[:300], ", ".join(f"{f.cls}@{f.line}:{f.column}" for f in found)]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tldr", type=Path, help="an extracted tldr checkout")
    parser.add_argument("--site", type=Path, default=Path(sysconfig.get_paths()["purelib"]))
    parser.add_argument("--mirrors", type=Path, default=MIRRORS)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--compare", type=Path, nargs=2, metavar=("BEFORE", "AFTER"))
    args = parser.parse_args(argv)
    if args.compare:
        before, after = (json.loads(p.read_text()) for p in args.compare)
        for probe in after:
            if probe not in before:
                print(f"{probe}: not in {args.compare[0]}, not compared")
                continue
            if before[probe].get("skipped", []) != after[probe].get("skipped", []):
                print(f"{probe}: the two runs skipped different sources (not like for like):")
                print(f"  {before[probe].get('skipped', [])} / {after[probe].get('skipped', [])}")
            old, new = before[probe]["flagged"], after[probe]["flagged"]
            added = sorted(set(new) - set(old))
            print(f"{probe}: {before[probe]['texts']} texts, {len(old)} -> {len(new)} flagged,")
            print(f"  {len(added)} new, {len(set(old) - set(new))} no longer flagged")
            for key in added:
                print("    " + " ".join(new[key][0].split())[:160] + "  [" + new[key][1] + "]")
        return 0
    if args.out is None:
        parser.error("--out is needed to probe")
    report = {}
    for probe, texts, skipped in (
        (
            "tldr + site-packages",
            tldr_and_site(args.tldr, args.site),
            [] if args.tldr is not None else ["tldr-pages"],
        ),
        ("docs repositories", docs_repositories(args.mirrors), missing_mirrors(args.mirrors)),
    ):
        hits = flagged(texts)
        report[probe] = {"texts": len(texts), "flagged": hits, "skipped": skipped}
        note = f" ({len(skipped)} sources skipped)" if skipped else ""
        print(f"{probe}: {len(texts)} texts, {len(hits)} flagged{note}")
    args.out.write_text(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
