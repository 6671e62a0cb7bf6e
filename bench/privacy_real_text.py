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


def tldr_and_site(tldr: Path, site: Path) -> set[str]:
    out: set[str] = set()
    for folder in tldr.glob("pages*"):
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


def docs_repositories(mirrors: Path) -> set[str]:
    out: set[str] = set()
    for name in DOCS_REPOSITORIES:
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
            old, new = before[probe]["flagged"], after[probe]["flagged"]
            added = sorted(set(new) - set(old))
            print(f"{probe}: {before[probe]['texts']} texts, {len(old)} -> {len(new)} flagged,")
            print(f"  {len(added)} new, {len(set(old) - set(new))} no longer flagged")
            for key in added:
                print("    " + " ".join(new[key][0].split())[:160] + "  [" + new[key][1] + "]")
        return 0
    if args.tldr is None or args.out is None:
        parser.error("--tldr and --out are needed to probe")
    report = {}
    for probe, texts in (
        ("tldr + site-packages", tldr_and_site(args.tldr, args.site)),
        ("docs repositories", docs_repositories(args.mirrors)),
    ):
        hits = flagged(texts)
        report[probe] = {"texts": len(texts), "flagged": hits}
        print(f"{probe}: {len(texts)} texts, {len(hits)} flagged")
    args.out.write_text(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
