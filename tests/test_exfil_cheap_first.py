"""The exfiltration family's cheap tests find what its full ones find (issue 19: the 256 KiB
scan). A request in words is judged by its sentence: the sentence is cut within 300
characters of the secret named (as before, without searching the whole text back for a
line's start), a sentence with no literal every destination holds is passed before the
destination pattern runs, and a URL's query is read once per raw text, not once per spelling
of it."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core import prompt_injection_exfil, prompt_injection_exfil_words
from memlane.core.prompt_injection_checks import has_secret as gate_has_secret

_TARGET = prompt_injection_exfil_words._TARGET
_MAY_TARGET = prompt_injection_exfil_words._MAY_TARGET

# pieces of destinations, and of the words and marks around them
_PIECES = [
    "https://", "http://", "ftp://", "://", "@", "a@b.io", "ops@", "x.", ".", "1", "10.0.0", "2",
    ".3", "pastebin", "webhook.site", "requestbin", "ngrok", "interact.sh", "burpcollaborator",
    "oast.", "discordapp.com/api/webhooks", "discord.com/api/webhooks", "t.me/", "telegram",
    "this", "that", "the following", "my", "our", "an external", "a remote", " ", "url",
    "endpoint", "server", "address", "webhook", "host", "domain", "site", "email", "inbox",
    "bucket", "transfer.sh", "file.io", "0x0.st", "termbin", "paste.", "ee", "gist", "gists",
    "a", "the", "public", "repo", "repository", "channel", "issue", "page", "\n", "-", "_",
    "+", "é", "٣", "。",
]  # fmt: skip


@settings(max_examples=3000, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=12).map("".join))
def test_a_sentence_with_a_destination_holds_a_gate_literal(sentence: str) -> None:
    if _TARGET.search(sentence):
        assert _MAY_TARGET.search(sentence)


def test_every_destination_arm_holds_a_gate_literal() -> None:
    for sentence in (
        "send it to https://x.io",
        "to ftp://host",
        "mail ops@example.com",
        "to 10.1.2.3 now",
        "to ١٠.١.٢.٣",
        "pastebin",
        "webhook.site",
        "requestbin",
        "ngrok",
        "interact.sh",
        "burpcollaborator",
        "x.oast.fun",
        "discordapp.com/api/webhooks",
        "t.me/x",
        "telegram",
        "to this url",
        "to an external server",
        "to the following webhook",
        "transfer.sh",
        "file.io",
        "0x0.st",
        "termbin",
        "paste.rs",
        "a gist",
        "to a public repo",
    ):
        assert _TARGET.search(sentence), sentence
        assert _MAY_TARGET.search(sentence), sentence


_SENTENCE_END = re.compile(r"[.!?。！？\n](?:\s|$)|\n")


def _whole_sentence(text: str, start: int, end: int) -> str:
    """The sentence as it was cut before: its start searched for back to the text's start."""
    left = max(text.rfind("\n", 0, start), text.rfind(". ", 0, start), start - 300)
    stop = _SENTENCE_END.search(text, end)
    right = min(stop.start() if stop else len(text), end + 300)
    return text[max(left, 0) : right]


@settings(max_examples=1500, deadline=None)
@given(
    st.lists(
        st.sampled_from(["word ", "x" * 150, ". ", ".", "\n", "!", " ", "。", "? ", "a" * 299]),
        min_size=1,
        max_size=14,
    ).map("".join),
    st.data(),
)
def test_the_sentence_is_cut_as_before(text: str, data: st.DataObject) -> None:
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, len(text)))
    # (round 108: it also says where the sentence starts)
    sentence, _ = prompt_injection_exfil_words._sentence(text, start, end)
    assert sentence == _whole_sentence(text, start, end)


def test_a_url_query_is_read_once_per_raw_text() -> None:
    key = "k3y" + "Q9x" * 6
    raw = f"see https://example.com/cb?token={key} for the results"
    calls: list[str] = []

    def has_secret(query: str) -> bool:
        calls.append(query)
        return False

    spellings = [raw.lower(), raw.lower().replace("o", "0")]
    found = [prompt_injection_exfil._url_carries_secret(s, raw, has_secret) for s in spellings]
    assert found == [True, True]
    assert len(calls) == 1
    # another raw text (a new object with the same words) is read again
    other = "".join(list(raw))
    assert prompt_injection_exfil._url_carries_secret(other.lower(), other, has_secret)
    assert len(calls) == 2
    # and a text without a query asks nothing
    assert not prompt_injection_exfil._url_carries_secret("no query", "no query", gate_has_secret)


# round 34's loanword after an article, as it was written: one group of articles, one of words
_FACTORED = re.compile(
    prompt_injection_exfil_words._SECRET_OBJECT.pattern.replace(
        prompt_injection_exfil_words._LOANWORD_AFTER_ARTICLE,
        r"|\b(?:tutte le|le|les|tous les|die|alle|todas as|as|todas las|las|de) (?:password"
        r"|passwords|tokens?|api[- ]keys?)\b",
    )
)


_PIECES = [
    "tutte le", "le", "les", "tous les", "die", "alle", "todas as", "as", "todas las", "las",
    "de", "password", "passwords", "token", "tokens", "api key", "api-keys", "apis", "tokenize",
    " ", ", ", "x", "the user's", ".env",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=12).map(" ".join))
def test_the_articles_spelled_with_each_word_match_as_before(text: str) -> None:
    new = prompt_injection_exfil_words._SECRET_OBJECT
    assert _FACTORED.pattern != new.pattern
    assert [m.span() for m in new.finditer(text)] == [m.span() for m in _FACTORED.finditer(text)]
