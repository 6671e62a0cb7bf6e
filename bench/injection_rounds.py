"""The read gate's attack rounds as training data: the module-level string lists of
``tests/test_safety_round*.py``, read with ``ast`` (the test files are never imported).

Each round file holds lists of attacks written cold (``FIRST_CONTACT``, ``VARIANTS``,
``PERSONA_SWITCHES``, ``SPELLED``, ...) and benign look-alikes (``LOOK_ALIKES``,
``ORDINARY_PROMPTS``, ...). A list whose name says it is benign (see ``BENIGN_WORDS``) is
benign; every other module-level list of strings is attacks. Items built by a call at import
time (``_tags(...)``, ``_spellings()``) are not literals and are skipped: the loader only takes
what the file spells out. New round files are picked up by the glob, in name order, so the
training data follows the rounds without a list to maintain.

The write gate's rounds (``test_safety_fresh_round*.py``: credentials, not instructions) are
not read-gate data and do not match the glob.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ROUND_GLOB = "test_safety_round*.py"
# Words in a list's name that mark it as benign text (the rounds' look-alikes and ordinary
# prompts); matched on the upper-cased name's underscore-separated words.
BENIGN_WORDS = ("LOOK", "LOOKALIKE", "LOOKALIKES", "BENIGN", "ORDINARY", "HARMLESS", "INNOCENT")


@dataclass(frozen=True)
class RoundList:
    round: str  # the file's stem, e.g. "test_safety_round45"
    name: str  # the list's name in that file
    benign: bool
    texts: tuple[str, ...]


def is_benign_name(name: str) -> bool:
    words = set(re.split(r"_+", name.upper().strip("_")))
    return bool(words & set(BENIGN_WORDS))


def _literal(node: ast.expr) -> str | None:
    """A string spelled out in the source (constants and ``+`` of constants), else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _literal(node.left), _literal(node.right)
        return None if left is None or right is None else left + right
    return None


def round_files(tests_dir: Path = ROOT / "tests") -> list[Path]:
    return sorted(tests_dir.glob(ROUND_GLOB))


def parse_round(path: Path) -> list[RoundList]:
    """Every module-level, upper-case list or tuple with at least one literal string."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out: list[RoundList] = []
    for statement in tree.body:
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
            target, value = statement.targets[0], statement.value
        elif isinstance(statement, ast.AnnAssign) and statement.value is not None:
            target, value = statement.target, statement.value
        else:
            continue
        if not isinstance(target, ast.Name) or not isinstance(value, ast.List | ast.Tuple):
            continue
        if target.id.startswith("_") or not target.id.isupper():
            continue  # private helpers (_MORSE, ...) are tables, not cases
        texts = tuple(t for t in map(_literal, value.elts) if t is not None and t.strip())
        if texts:
            out.append(RoundList(path.stem, target.id, is_benign_name(target.id), texts))
    return out


def load_rounds(tests_dir: Path = ROOT / "tests") -> list[RoundList]:
    return [lst for path in round_files(tests_dir) for lst in parse_round(path)]
