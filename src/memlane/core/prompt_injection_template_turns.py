"""Read gate: a chat template's user or assistant turn counts by what it says (round 99).

A chat template's tokens (ChatML's ``<|im_start|>user``, Llama 3's ``<|start_header_id|>
assistant<|end_header_id|>``, Gemma's ``<start_of_turn>model``, Phi's ``<|assistant|>``) open a
forged turn in an injection and an example in a model card or a tutorial alike:
``<|im_start|>user\\nWhat is 2+2?<|im_end|>\\n<|im_start|>assistant\\n4<|im_end|>`` (round 98's
flagged look-alike). A system or developer turn stays forged whatever it says
(core/prompt_injection_roles); a user's, a tool's or an assistant's counts when it overrides the
reader's rules or lifts them, orders an act that hands over what the user holds, or (an
assistant's) names a secret, agrees to hand one over or commits to an act that harms.
"""

from __future__ import annotations

import re

from memlane.core.gated_search import positions
from memlane.core.prompt_injection_chat_turns import turn_orders
from memlane.core.prompt_injection_labelled import commits_to_harm, hands_over, overrides
from memlane.core.prompt_injection_lexicon import discards_in

_OPEN = re.compile(
    r"<\|im_start\|>\s*(?P<a>user|assistant|tool)\b|<\|(?P<b>user|assistant)\|>"
    r"|<\|start_header_id\|>\s*(?P<c>user|assistant|ipython|tool)\b"
    r"|<\|start\|>\s*(?P<d>user|assistant)\b|<start_of_turn>\s*(?P<e>user|model)\b"
)
# where a turn's words stop: its end token or the next turn
_CLOSE = re.compile(
    r"<\|im_end\|>|<\|end\|>|<\|eot_id\|>|<end_of_turn>|<\|im_start\|>|<\|start_header_id\|>"
    r"|<start_of_turn>|<\|(?:user|assistant|system)\|>"
)
_LIFTED = re.compile(
    r"\b(?:no|without (?:any )?)(?:restrictions|rules|limits|filters|guidelines|content policy"
    r"|censorship)\b|\b(?:restrictions|filters|guardrails|safety)\s+(?:are |is )?(?:now )?"
    r"(?:off|disabled|lifted|removed)\b"
)
# an assistant's turn agreeing to hand over what it holds ("Sure, here are the secrets:")
_HANDS_OVER = re.compile(
    r"\b(?:sure|of course|certainly|okay|ok|absolutely|here (?:are|is))\b[^\n]{0,60}?"
    r"\b(?:secrets?|passwords?|api keys?|keys|tokens?|credentials|(?:system )?prompt|hidden"
    r" (?:rules|instructions)|private keys?)\b"
)
_ANCHORS = ("<|im_start|>", "<|user|>", "<|assistant|>", "<|start_header_id|>", "<|start|>",
            "<start_of_turn>")  # fmt: skip


def _turn_orders(folded: str, role: str, start: int, end: int) -> bool:
    if overrides(folded, start, end) or _LIFTED.search(folded, start, end):
        return True
    if role in ("assistant", "model"):
        return (
            turn_orders(folded, start, end)
            or commits_to_harm(folded, start, end)
            or _HANDS_OVER.search(folded, start, end) is not None
        )
    return discards_in(folded, start, end) or hands_over(folded, start, end)


def forged_template_turn(folded: str) -> bool:
    """A user, tool or assistant turn of a chat template whose words order the reader."""
    if "<" not in folded:
        return False
    for anchor in _ANCHORS:
        for at in positions(folded, anchor):
            m = _OPEN.match(folded, at)
            if m is None:
                continue
            role = next(g for g in m.groups() if g is not None)
            close = _CLOSE.search(folded, m.end())
            end = close.start() if close else len(folded)
            if _turn_orders(folded, role, m.end(), end):
                return True
    return False


__all__ = ["forged_template_turn"]
