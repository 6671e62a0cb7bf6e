"""The instruction-count A/B reads callgrind's totals and its busiest functions, and tabulates
the change per gate and body."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

# importable only once the bench dir is on sys.path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import safety_instructions

_ANNOTATED = """\
--------------------------------------------------------------------------------
Ir
--------------------------------------------------------------------------------
1,687,130,491 (100.0%)  PROGRAM TOTALS

--------------------------------------------------------------------------------
Ir                    file:function
--------------------------------------------------------------------------------
350,349,396 (20.77%)  /b/Python-3.11.7/./Modules/_sre/sre_lib.h:sre_ucs1_charset.constprop.0 [/l.so]
292,649,985 (17.35%)  /b/Python-3.11.7/./Modules/_sre/sre_lib.h:sre_ucs2_match [/l.so]
 46,824,642 ( 2.78%)  /b/Python-3.11.7/Python/ceval.c:_PyEval_EvalFrameDefault'2 [/l.so]
 37,209,232 ( 2.21%)  /project/src/trienode.c:automaton_search_iter_next
"""


def test_top_functions_skip_the_program_total_and_name_each_function() -> None:
    assert safety_instructions.top_functions(_ANNOTATED) == [
        ("sre_ucs1_charset.constprop.0", 350349396),
        ("sre_ucs2_match", 292649985),
        ("_PyEval_EvalFrameDefault'2", 46824642),
    ]


def test_total_reads_the_totals_line_and_refuses_other_files() -> None:
    assert safety_instructions.total("events: Ir\nsummary: 0\nfn=x\n1 5\ntotals: 1743253447\n") == (
        1743253447
    )
    with pytest.raises(ValueError, match="totals"):
        safety_instructions.total("not a profile")


def test_table_gives_each_body_base_new_and_change() -> None:
    counts = {
        ("injection", "documentation", "baseline"): 1_743_000_000,
        ("injection", "documentation", "working tree"): 1_687_000_000,
        ("privacy", "documentation", "baseline"): 200_000_000,
        ("privacy", "documentation", "working tree"): 210_000_000,
    }
    rows = safety_instructions.table("main", counts)
    assert rows[2] == "| injection | documentation | 1743 | 1687 | -3.2 % |"
    assert rows[3] == "| privacy | documentation | 200 | 210 | +5.0 % |"
