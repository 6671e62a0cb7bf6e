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

import re
from dataclasses import dataclass

from memlane.core import prompt_injection_model as model
from memlane.core.collector_pause import collector_paused
from memlane.core.encoded_runs import decoded_runs
from memlane.core.gated_search import (
    blank,
    positions,
    register,
    remembered,
    shared_lookups,
)
from memlane.core.hidden_text import hides_text
from memlane.core.prompt_injection_carriers import decoded_payloads
from memlane.core.prompt_injection_checks import CHECKS
from memlane.core.prompt_injection_ciphers import deciphered
from memlane.core.prompt_injection_lexicon import entries_in
from memlane.core.regex_lead import lead_compiled
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
# when a sentence talks about attacks, quoted spans are not read as instructions. Exfiltration
# commands are judged quoted or not: a quoted reverse shell still runs when pasted.
# A quote may wrap onto a second line (Markdown and commit messages wrap at a width).
_QUOTED = re.compile(
    r"\"[^\"\n]{1,300}(?:\n[^\"\n]{1,300})?\"|“[^”\n]{1,300}(?:\n[^”\n]{1,300})?”"
    r"|«[^»\n]{1,300}(?:\n[^»\n]{1,300})?»|`[^`\n]{3,300}`|「[^」\n]{1,300}」|『[^』\n]{1,300}』"
    # a single quote not after a letter or quote: tested once the quote is read, so that every
    # alternative starts with its quote mark and the engine skips to those
    # (a Korean or Japanese particle may follow the closing quote: "'…'는 문장")
    r"|'(?<![\w']')[^'\n]{3,300}'(?![a-z0-9_'])"
)
# (a word of a host name or a path is no talk: "dump@exfil.example", "tests/fixtures")
_META = re.compile(
    r"(?<![.@/\w])(?:prompt injections?|injections?|payloads?|attacks?|attackers?|phrases?|strings?"
    r"|examples?|e\.g\.|such as|like|quotes?|quoted|classifiers?|detect\w*|flags?|jailbreaks?"
    r"|red[- ]team\w*|scanners?|filters?|patterns?|regex\w*|tests?|testing|dataset|paper|report"
    r"|owasp|block\w*|rule)\b(?![.@/]\w)"
)


# The words every _META match starts with: in a long text, _META is only tried where the scan's
# needle pass saw one (a text without any is not read again).
_META_WORDS = (
    "prompt injection", "injection", "payload", "attack", "phrase", "string", "example", "e.g.",
    "such as", "like", "quote", "classifier", "detect", "flag", "jailbreak", "red-team",
    "red team", "scanner", "filter", "pattern", "regex", "test", "dataset", "paper", "report",
    "owasp", "block", "rule",
)  # fmt: skip
# The same talk in other languages (round 84: a translation guide's "'ignore previous
# instructions' जैसे वाक्यांश", a forum's "'이전 지시를 무시하라'는 문장"), read by the stem
# (endings follow it in these scripts).
_META_ABROAD = (
    "इंजेक्शन", "उदाहरण", "वाक्यांश", "ইনজেকশন", "উদাহরণ", "বাক্যাংশ",
    "انجیکشن", "مثال", "نمونه", "عبارت", "حقن", "przykład", "przyklad", "wstrzykiw", "приклад",
    "пример", "ін'єкц", "инъекц", "örnek", "ornek", "enjeksiyon", "mfano", "ví dụ", "vi du",
    "ตัวอย่าง", "วลี", "예시", "예를", "문장", "인젝션", "例えば", "例文", "インジェクション", "示例",
    "例子", "注入",
)  # fmt: skip
register(_META_WORDS + _META_ABROAD)


def _talks_about_attacks(folded: str) -> bool:
    meta = lead_compiled(_META)
    if not remembered(folded):
        return meta.search(folded) is not None or any(w in folded for w in _META_ABROAD)
    return any(
        meta.match(folded, at) for word in _META_WORDS for at in positions(folded, word)
    ) or any(len(positions(folded, word)) > 0 for word in _META_ABROAD)


# (a text with no quote mark has nothing to blank: the talk is not looked for)
_QUOTE_MARKS = ('"', "'", "`", "“", "«", "「", "『")


def _unquoted(folded: str) -> str:
    if not any(mark in folded for mark in _QUOTE_MARKS) or not _talks_about_attacks(folded):
        return folded
    # the quote marks stay (a rule may see that something was quoted), the words go
    return blank(folded, [(m.start() + 1, m.end() - 1) for m in _QUOTED.finditer(folded)])


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
