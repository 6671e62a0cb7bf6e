"""The per-rule profile of the write gate reads callgrind's dumps in order and tabulates each
rule's saving against the median whole pass."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import write_gate_rules


def _dump(folder: Path, n: int, label: str, total: int) -> None:
    (folder / f"cg.{n}").write_text(
        f"# callgrind format\ndesc: Trigger: dump {label}\nsummary: 0\n\ntotals: {total}\n"
    )


def test_dumps_are_read_in_the_order_taken(tmp_path: Path) -> None:
    _dump(tmp_path, 10, "whole", 3000)
    _dump(tmp_path, 2, "without_prose_hits", 2000)
    _dump(tmp_path, 1, "whole", 3100)
    (tmp_path / "cg").write_text("totals: 1\n")  # the final file, no dump label
    assert write_gate_rules.read_dumps(tmp_path) == [
        ("whole", 3100),
        ("without_prose_hits", 2000),
        ("whole", 3000),
    ]


def test_table_ranks_rules_by_saving_per_memory() -> None:
    dumps = [("whole", 3_000_000), ("without_a", 2_700_000), ("without_b", 2_400_000)]
    dumps.append(("whole", 3_000_000))
    rows = write_gate_rules.table(dumps, memories=10)
    assert rows[0].startswith("whole gate: 300.0 k")
    assert rows[3] == "| b | 60.0 | 20.0 % |"
    assert rows[4] == "| a | 30.0 | 10.0 % |"
