"""Read gate: recalled text that reads as a prompt injection is withheld before it is injected.

:func:`assess_injection` folds the text first (:mod:`memlane.core.text_normalize`: NFKC,
look-alike letters, invisibles, leetspeak, letter spacing), then applies structure that holds
across phrasings and languages: a discard verb + an instruction noun + a back-pointer in one
sentence (71 languages, :mod:`memlane.core.prompt_injection_lexicon`), persona switches, role
markers at line starts, words addressed to the agent, command shapes that move data out
(:mod:`memlane.core.prompt_injection_exfil`) and invisible or mixed-script obfuscation. A rule
hit is certain (``suspect=False``); a hit of the shipped n-gram model alone
(:mod:`memlane.core.prompt_injection_model`) is a *suspect* verdict. Code, ordinary URLs and
downloads, doc placeholders, emoji and prose in any script pass. The caller withholds the text;
the stored record is never modified.
"""

from __future__ import annotations

from dataclasses import dataclass

from memlane.core import prompt_injection_model as model
from memlane.core.collector_pause import collector_paused
from memlane.core.encoded_runs import decoded_runs
from memlane.core.gated_search import blank, shared_lookups
from memlane.core.hidden_text import hides_text
from memlane.core.prompt_injection_carriers import decoded_payloads
from memlane.core.prompt_injection_checks import CHECKS
from memlane.core.prompt_injection_ciphers import deciphered
from memlane.core.prompt_injection_lexicon import entries_in
from memlane.core.prompt_injection_quotes import (
    QUOTE_MARKS,
    talked_about_quotes,
    talks_about_attacks,
)
from memlane.core.scan_segments import long_text_segments, without_blobs
from memlane.core.text_normalize import FLOW_LIMIT, variants

INJECTION_CLASSES = (
    "instruction_override",
    "role_impersonation",
    "exfiltration",
    "unicode_obfuscation",
)


@dataclass(frozen=True)
class InjectionVerdict:
    """One scan result: the class, and whether only the learned model (not a rule) saw it."""

    cls: str
    suspect: bool = False


# Text about attacks quotes them ("payloads often start with 'ignore previous instructions'"):
# a quote that is the object of such talk is not read as instructions; a quote the reader is
# handed (a field's value, a string, a review, a quoted message) is (round 107,
# core/prompt_injection_quotes).
def _unquoted(folded: str) -> str:
    if not any(mark in folded for mark in QUOTE_MARKS) or not talks_about_attacks(folded):
        return folded
    # the quote marks stay (a rule may see that something was quoted), the words go
    return blank(folded, talked_about_quotes(folded))


def _rule_verdict(segment: str, folded: str, flow: bool) -> str | None:
    spellings = variants(segment, folded=folded, flow=flow)
    plain = [_unquoted(folded) for folded in spellings]
    found = [entries_in(text) for text in plain]
    for cls, check, reads_quotes in CHECKS:
        sources = spellings if reads_quotes else plain
        if any(check(text, segment, hits) for text, hits in zip(sources, found, strict=True)):
            return cls
    if hides_text(segment):
        return "unicode_obfuscation"
    return None


def assess_injection(text: str, *, use_model: bool = True) -> InjectionVerdict | None:
    """The verdict on ``text``: a rule's class (certain), the model's (suspect), or None."""
    if not text:
        return None
    segments = long_text_segments(without_blobs(text))
    # a memory or a note is also read flowed (Markdown emphasis dropped, wrapped lines joined);
    # a long document as written, once
    flow = len(text) <= FLOW_LIMIT
    # (the garbage collector waits: a collection traversed all the scan holds, core/collector_pause)
    with collector_paused(), shared_lookups("read", whole=True):
        for segment in segments:
            cls = _rule_verdict(segment.raw, segment.folded, flow)
            if cls is not None:
                return InjectionVerdict(cls)
        # What a model asked to decode a base64 run or other byte codes would read (one level
        # deep), and what it reads in reversed, ROT13, scrambled or split-and-joined text.
        for payload in decoded_payloads(text) + deciphered(text) + decoded_runs(text):
            for segment in long_text_segments(payload):
                cls = _rule_verdict(segment.raw, segment.folded, flow)
                if cls is not None:
                    return InjectionVerdict(cls)
    if use_model:
        cls = model.classify("".join(segment.core for segment in segments))
        if cls is not None:
            return InjectionVerdict(cls, suspect=True)
    return None


def scan_injection(text: str) -> str | None:
    """The class ``text`` is withheld for (certain or suspect), or None when it may be injected."""
    verdict = assess_injection(text)
    return verdict.cls if verdict else None


def blocked_placeholder(cls: str) -> str:
    """The text that replaces a blocked record in a brief or packet."""
    return f"[BLOCKED: {cls}]"


def flagged_placeholder(cls: str) -> str:
    """The marker for a suspect record: withheld, or shown after it when the policy allows."""
    return f"[FLAGGED: {cls}]"


__all__ = [
    "INJECTION_CLASSES",
    "InjectionVerdict",
    "assess_injection",
    "blocked_placeholder",
    "flagged_placeholder",
    "scan_injection",
]
