"""Cheap prechecks of read-gate rules answer as the whole-text regexes they replaced did.

Round 97's outranked, user-dropped and stated-output rules opened with a regex of literal words
searched through the whole text (``_NEEDLES.search(folded)``): on a long text without them the
engine tried it at every position. They now ask the scan's needle pass
(``gated_search.present``) for the same words, every optional letter spelled out ("ranks? below"
is "rank below" or "ranks below"): the answer must be the regex's on every text, short or long,
inside a scan or not."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core import prompt_injection_outranked as outranked
from memlane.core import prompt_injection_stated_output as stated_output
from memlane.core import prompt_injection_user_dropped as user_dropped
from memlane.core.gated_search import SHORT, present, shared_lookups

# the regexes as they were (99b1526)
_RANK_WORDS = re.compile(
    r"priori|preceden|outrank|ranks? below|comes? after|secondary to|subordinate to|overrid"
    r"|supersed|trump|prevail|more important|ranks? above|yields? to|gives? way"
    r"|wins? over|comes? before|vorrang|priment|l'emportent|prevale|prevalec|priman|stehen uber"
    r"|приоритет|важнее|главнее|优先|優先|高于|高於|凌驾|凌駕|por encima"
)
_USER_WORDS = re.compile(
    r"user|usuario|utilizador|nutzer|benutzer|anwender|utilisateur|utente|пользовател|用户"
    r"|用戶|使用者|ユーザー|利用者|사용자"
)
_OUTPUT_WORDS = re.compile(r"summar|repl|answer|respons|output|completion")
_PIECES = [
    "rank", "ranks", "below", "above", "come", "comes", "after", "before", "yield", "yields",
    "to", "give", "gives", "way", "win", "wins", "over", "prior", "priori", "prevale",
    "l'emportent", "emportent", "por", "encima", "stehen", "uber", "Rank", "PRIORITY", "user",
    "users", "USER", "usuari", "nutzer", "ユーザ", "ー", "用户", "優先", "高", "于", "важнее",
    "the", "a", ".", "\n", "  ", "-", "summar", "summary", "rep", "repl", "answ", "response",
    "output", "OUTPUT", "complet", "completion",
]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=40), st.booleans(), st.integers(0, 2))
def test_the_needle_prechecks_answer_as_the_regexes(
    pieces: list[str], spaced: bool, where: int
) -> None:
    text = (" " if spaced else "").join(pieces)
    if where == 2:  # a long text: the scan's memo and automaton pass answer
        text = ("lorem ipsum dolor " * (SHORT // 10))[: SHORT + 50] + text
    pairs = (
        (outranked._NEEDLES, _RANK_WORDS),
        (user_dropped._NEEDLES, _USER_WORDS),
        (stated_output._NEEDLES, _OUTPUT_WORDS),
    )
    for groups, regex in pairs:
        want = regex.search(text) is not None
        assert present(groups, text) is want  # outside a scan
        with shared_lookups("read", whole=where == 1 or where == 2):
            assert present(groups, text) is want
