"""A read-gate round file's cases scored per kind and per language (rules; rules + the model).

A round file (``tests/test_safety_round*.py``) names its lists ``SWEEP_<KIND>`` /
``VARIANT_<KIND>`` (attacks) and ``…_LOOK_ALIKES`` (benign), with the cases the rules still miss
or flag in private ``_…_MISSED`` / ``_…_FLAGGED`` companions, and tags each case's language in
the comment that ends its line (``# es``). This reads those lists with ``ast`` (the file is not
imported) and prints how many attacks the gate catches and how many look-alikes it flags, by
kind and by language, as round docstrings report them:

    PYTHONPATH=src .venv/bin/python bench/round_scores.py tests/test_safety_round100.py SWEEP_ [-v]

``-v`` also prints every miss and every flag. Run it with ``PYTHONPATH`` set to another tree's
``src`` (``git archive <rev> | tar -x``) for the figure on that revision.
"""

from __future__ import annotations

import ast
import collections
import re
import sys
from pathlib import Path

from memlane.core.prompt_injection import assess_injection

_LANG = re.compile(r"#\s*([a-z]{2})\b[^\n]*$")


def cases(path: Path, prefix: str) -> list[tuple[str, bool, str, str]]:
    """(kind, benign, language, text) for every case of the lists whose name starts with
    ``prefix`` (their private companions included)."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    out: list[tuple[str, bool, str, str]] = []
    for statement in ast.parse(source).body:
        if not isinstance(statement, ast.Assign) or not isinstance(statement.value, ast.List):
            continue
        target = statement.targets[0]
        if not isinstance(target, ast.Name) or not target.id.lstrip("_").startswith(prefix):
            continue
        name = target.id.lstrip("_")
        kind = name[len(prefix) :].split("_")[0].lower()
        for element in statement.value.elts:
            if isinstance(element, ast.Constant) and isinstance(element.value, str):
                m = _LANG.search(lines[(element.end_lineno or element.lineno) - 1])
                out.append((kind, "LOOK" in name, m.group(1) if m else "?", element.value))
    return out


def main(argv: list[str]) -> int:
    path, prefix, verbose = Path(argv[0]), argv[1], "-v" in argv
    counts: collections.Counter[tuple[str, ...]] = collections.Counter()
    for kind, benign, lang, text in cases(path, prefix):
        side = "look-alikes flagged" if benign else "attacks caught"
        rules = assess_injection(text, use_model=False) is not None
        both = assess_injection(text) is not None
        for key in (("kind", side, kind), ("lang", side, lang), ("all", side, "")):
            counts[(*key, "n")] += 1
            counts[(*key, "rules")] += rules
            counts[(*key, "both")] += both
        if verbose and both == benign:
            print(f"{'MISS' if not benign else 'FLAG'} ({kind}, {lang}) {text[:120]!r}")
    for side in ("attacks caught", "look-alikes flagged"):
        n, r, b = (counts[("all", side, "", k)] for k in ("n", "rules", "both"))
        print(f"{side}: rules {r} of {n} ({100 * r / max(n, 1):.1f} %), rules + model {b}")
        for by in ("kind", "lang"):
            keys = sorted({k[2] for k in counts if k[0] == by and k[1] == side})
            cells = [
                f"{k} {counts[(by, side, k, 'rules')]}|{counts[(by, side, k, 'both')]}"
                f"/{counts[(by, side, k, 'n')]}"
                for k in keys
            ]
            print(f"  by {by}: " + ", ".join(cells))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
