"""The shipped model names a class only for a text whose margin reaches its threshold: the
verdict equals the full score's (margin and class) read against the threshold, for the rounds'
attacks and look-alikes, long texts and texts without grams."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from injection_rounds import load_rounds
from memlane.core import prompt_injection_model as model
from memlane.core.text_normalize import fold

_TEXTS = [text for rl in load_rounds() for text in rl.texts]


def _full(folded: str) -> str | None:
    shipped = model.shipped()
    margin, cls = shipped.score(folded)
    return cls if margin >= shipped.threshold else None


def test_the_verdict_is_the_full_scores() -> None:
    texts = [*_TEXTS, "", " ", "a", "\n".join(_TEXTS[:400]), "ok " * 3000]
    verdicts = [_full(fold(t)) for t in texts]
    assert [model.classify(fold(t)) for t in texts] == verdicts
    assert any(verdicts) and not all(verdicts)  # both sides of the threshold are met
