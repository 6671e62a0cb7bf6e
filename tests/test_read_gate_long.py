"""The read gate on long bodies: an attack buried anywhere in 256 KiB of real documentation is
found, with the class it has alone, wherever the scan cuts the body into segments."""

from __future__ import annotations

import json
import random
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core import prompt_injection_lexicon as lexicon
from memlane.core import prompt_injection_model as model
from memlane.core.gated_search import shared_lookups
from memlane.core.prompt_injection import assess_injection
from memlane.core.scan_segments import OVERLAP, SEGMENT
from safety_corpus import load

ROOT = Path(__file__).resolve().parent.parent
BODY_BYTES = 256 * 1024


def _documentation() -> str:
    """256 KiB of four projects' FAQ answers (bench/data/faq_fixture.json), shuffled."""
    memories = json.loads((ROOT / "bench" / "data" / "faq_fixture.json").read_text("utf-8"))
    texts = [m["text"] for m in memories["memories"]]
    rng = random.Random(7)
    out: list[str] = []
    while sum(len(t) + 2 for t in out) < BODY_BYTES:
        rng.shuffle(texts)
        out += texts
    return "\n\n".join(out)[:BODY_BYTES]


BODY = _documentation()


def _one_attack_per_class() -> list[tuple[str, str]]:
    """The first labelled attack of each class that the gate names with its class when alone."""
    chosen: dict[str, str] = {}
    for sample in load("injection_positive", seed=0):
        verdict = assess_injection(sample.text)
        if sample.cls and sample.cls not in chosen and verdict and verdict.cls == sample.cls:
            chosen[sample.cls] = sample.text
    return sorted(chosen.items())


ATTACKS = _one_attack_per_class()
# deep in the body, and right before, at and after the places where segments are cut
OFFSETS = [200_000, len(BODY) - 10, SEGMENT - 5, 3 * SEGMENT - OVERLAP, 5 * SEGMENT + 17]


def _buried(attack: str, at: int) -> str:
    cut = BODY.rfind("\n", 0, at) + 1  # at a line start, as a pasted note would be
    return BODY[:cut] + attack + "\n" + BODY[cut:]


def test_the_body_alone_passes_and_every_class_has_an_attack() -> None:
    assert len(BODY) >= BODY_BYTES - 4
    assert assess_injection(BODY) is None
    assert [cls for cls, _ in ATTACKS] == [
        "exfiltration",
        "instruction_override",
        "role_impersonation",
        "unicode_obfuscation",
    ]


@pytest.mark.parametrize(("cls", "attack"), ATTACKS)
@pytest.mark.parametrize("at", OFFSETS)
def test_an_attack_buried_in_a_long_body_is_found_with_its_class(
    cls: str, attack: str, at: int
) -> None:
    verdict = assess_injection(_buried(attack, at))
    assert verdict is not None
    assert (verdict.cls, verdict.suspect) == (cls, False)


def _reference_buckets(folded: str, bits: int = model.BITS) -> list[np.ndarray]:
    """The n-gram buckets as first written (a new array per step)."""
    codes = model._codes(folded)
    out = []
    h = codes.copy()
    with np.errstate(over="ignore"):
        for n in range(2, max(model.NGRAMS) + 1):
            count = len(codes) - n + 1
            if count <= 0:
                break
            h = h[:count] * model._PRIME + codes[n - 1 : n - 1 + count]
            if n in model.NGRAMS:
                mixed = (h ^ (model._SALT * np.uint64(n))) * model._MIX
                out.append((mixed >> np.uint64(64 - bits)).astype(np.int64))
    out += [np.zeros(0, dtype=np.int64)] * (len(model.NGRAMS) - len(out))
    return out


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_model_buckets_are_the_rolling_hash_buckets(text: str) -> None:
    got = model.all_buckets(text)
    want = _reference_buckets(text)
    assert [a.tolist() for a in got] == [a.tolist() for a in want]


_EXTRA = ["you are now", "instructions", "règles", "ignore", "de", "a", "x_", "(", "-", "é"]
# every entry, and the first word of each phrase: stems, words and phrases meeting in one text
ENTRY_PIECES = [
    *sorted({e for e, _ in lexicon._ENTRIES} | {e.split(" ", 1)[0] for e, _ in lexicon._ENTRIES}),
    *_EXTRA,
]
LONG_TEXT = st.lists(
    st.sampled_from(ENTRY_PIECES) | st.text(alphabet=" \n.,(-_'x", max_size=3), max_size=80
).map(lambda parts: "".join(parts) + " filler" * 200)


@settings(max_examples=150, deadline=None)
@given(LONG_TEXT)
def test_lexicon_entries_of_a_long_text_are_those_its_words_find(text: str) -> None:
    # inside a scan, a long text's entries come from the needle pass; alone, from its words
    alone = set(lexicon.entries_in(text))
    with shared_lookups():
        assert set(lexicon.entries_in(text)) == alone
