"""False positives of the read gate on real text nobody wrote for this project.

Three sources: the tldr-pages (every ``pages/`` and ``pages.*/`` Markdown page of a checkout,
distinct texts), the paragraphs of the README / ``.md`` / ``.rst`` files installed in a
virtual environment's site-packages (distinct paragraphs of at least 40 characters) and, with
``--rules-dir``, the paragraphs of agent rule files under a folder (``.md``, ``.mdc`` and
``.cursorrules`` files: cursor rules, AGENTS.md, copilot instructions; distinct paragraphs of
at least 40 characters, split on blank lines) — the closest real text to the conventions a
memory store injects, where a false positive withholds a user's own rule. Each
model file given scores every text the way ``assess_injection`` asks the shipped model; the
rules are asked only about the texts a model fires on (scanning all 38,000 pages with the rules
takes many CPU minutes): a text the rules pass is a suspect verdict the model adds. Nothing
here is training data: it only counts flags. ``--rules-on-all`` asks the rules about every
text as well (slow: ~100 paragraphs a second) and prints how many they flag.

    git -C <tldr mirror> archive HEAD | tar -x -C /tmp/tldr
    .venv/bin/python bench/injection_real_text.py --tldr /tmp/tldr --models old.npz new.npz
    .venv/bin/python bench/injection_real_text.py --rules-dir /tmp/rules_rt --models m.npz
"""

from __future__ import annotations

import argparse
import sys
import sysconfig
from pathlib import Path

import numpy as np

from memlane.core import prompt_injection_model as pim
from memlane.core.prompt_injection import assess_injection
from memlane.core.scan_segments import long_text_segments, without_blobs


def tldr_pages(root: Path) -> list[str]:
    paths = sorted(p for d in root.glob("pages*") if d.is_dir() for p in d.rglob("*.md"))
    return sorted({p.read_text(encoding="utf-8", errors="replace") for p in paths})


def installed_paragraphs(site: Path) -> list[str]:
    out: set[str] = set()
    for path in sorted(site.rglob("*")):
        name = path.name.lower()
        if not path.is_file() or not (name.endswith((".md", ".rst")) or name.startswith("readme")):
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        out.update(p.strip() for p in text.split("\n\n") if len(p.strip()) >= 40)
    return sorted(out)


def rule_file_paragraphs(root: Path) -> list[str]:
    """The distinct paragraphs (blank-line separated, at least 40 characters) of the agent rule
    files under ``root``: ``.md``, ``.mdc`` and ``.cursorrules`` files."""
    out: set[str] = set()
    for path in sorted(root.rglob("*")):
        name = path.name.lower()
        if not path.is_file() or not (name.endswith((".md", ".mdc")) or "cursorrules" in name):
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        out.update(p.strip() for p in text.split("\n\n") if len(p.strip()) >= 40)
    return sorted(out)


def model_input(text: str) -> str:
    """What ``assess_injection`` hands the model: the folded cores of the text's segments."""
    return "".join(s.core for s in long_text_segments(without_blobs(text)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tldr", type=Path, help="an extracted tldr checkout")
    parser.add_argument("--site", type=Path, default=Path(sysconfig.get_paths()["purelib"]))
    parser.add_argument("--rules-dir", type=Path, help="a folder of agent rule files")
    parser.add_argument("--models", type=Path, nargs="+", required=True)
    parser.add_argument("--show", type=int, default=3, help="print this many suspects each")
    parser.add_argument(
        "--rules-on-all", action="store_true", help="also ask the rules about every text"
    )
    args = parser.parse_args(argv)
    sources = {"installed": installed_paragraphs(args.site)}
    if args.tldr is not None:
        sources = {"tldr": tldr_pages(args.tldr), **sources}
    if args.rules_dir is not None:
        sources["rules"] = rule_file_paragraphs(args.rules_dir)
    models = {}
    for path in args.models:
        with np.load(path, allow_pickle=False) as data:
            models[path.name] = pim.unpack(data)
    for name, texts in sources.items():
        print(f"{name}: {len(texts)} texts")
        for label, model in models.items():
            hits = [t for t in texts if model.score(model_input(t))[0] >= model.threshold]
            # the rules only for what the model flags: a rule hit makes the verdict certain
            suspects = [t for t in hits if assess_injection(t, use_model=False) is None]
            print(
                f"  {label} (threshold {model.threshold:.2f}): model fires on {len(hits)},"
                f" {len(suspects)} of them suspect verdicts (the rules pass them)"
            )
            for text in suspects[: args.show]:
                print("    " + " ".join(text.split())[:160])
        if args.rules_on_all:
            flagged = [t for t in texts if assess_injection(t, use_model=False) is not None]
            print(f"  rules alone: {len(flagged)} of {len(texts)} flagged")
            for text in flagged[: args.show]:
                print("    " + " ".join(text.split())[:160])
    return 0


if __name__ == "__main__":
    sys.exit(main())
