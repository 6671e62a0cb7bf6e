"""Write gate: a password given in a chat message, messenger style (round 44).

Sentences with a copula are :mod:`memlane.core.privacy_prose`'s; a message in a messenger
drops what a sentence needs: "pass Xk9…😅", "le mdp c Xk9…", "비번 Xk9… 이야", "passwordnya
Xk9… ya", "الباسورد Xk9…". What stays is the shape of a short message:

- one line of at most 100 characters, with no code in it (no backquotes, brackets, `=`,
  `$`, slashes or flags): chat, not a command line or a document;
- a word for the password (prose's words for a password in every language it reads, not its
  words for a token, a key or a code, and the short forms
  people type: "pass", "pswd", "mdp", "ww", "mk", "비번", "รหัส", "باسورد", …), with at most
  three words before it and a suffix of up to four letters glued to a word of four
  characters or more ("passwordnya", "รหัสคือ"; "mkv" and "passed" are other words);
- then at most three short words with no digit ("is", "c", "від вайфаю", "hai"), the value,
  and at most one short word or emoji after it, to the line's end ("lol", "ya", "이야", "😅",
  an emoticon's ")"); after a short form that is also a common word ("pass the salt", "en
  contra de") only a word of one or two letters may come before the value ("la pass è …");
- the value typed, not said: eight ASCII characters or more, letters and digits, and a symbol or
  a drawn mix of cases (a word, a number, or words and numbers run together as a product's
  name, "iPhone15", "Min8Chars", is an answer, not a password).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memlane.core.gated_search import SHORT, matches_at
from memlane.core.privacy_prose import PROSE_WORDS, passwordish

Hit = tuple[int, int, str]

# Short forms typed in chat (folded): English/Italian "pass", "pswd", "psw"; French "mdp";
# Dutch "ww"; Vietnamese "mk"; Korean "비번"; Thai "รหัส"; Arabic "باسورد" (with its article
# glued, "الباسورد"); Spanish "contra".
_SHORT_FORMS = (
    "pass", "pswd", "psw", "mdp", "ww", "mk", "비번", "รหัส", "باسورد", "الباسورد", "contra"
)  # fmt: skip
# Prose's words for a token, a key or a code: their values are long and generated, read by
# prose's and the token rules; in a short message they name one ("tokens look like 123:ABC…",
# "bws secret get <uuid>"). A password's words stay.
_NOT_A_PASSWORD = (
    "token", "api", "key", "bearer", "code", "secret", "jeton", "токен", "令牌", "トークン", "토큰",
    "belirte", "cle", "chave", "chiave", "clave ", "anahtar", "kunci", "khoa", "khóa", "ключ",
    "klucz", "sleutel", "schlussel", "schlüssel", "nyckel", "nøgle", "nokkel", "avain", "klic",
    "klíč", "密钥", "金鑰", "키", "キー", "टोकन", "कुंजी", "المفتاح", "رمز الوصول", "truy cap",
    "truy cập", "thong bao", "thông báo", "furaha",
)  # fmt: skip
CHAT_WORDS = tuple(
    sorted(
        {*(w for w in PROSE_WORDS if not any(n in w for n in _NOT_A_PASSWORD)), *_SHORT_FORMS},
        key=len,
        reverse=True,
    )
)
_WORD = re.compile(
    r"(?<![\w@.\-/#$%&*+])(?:"
    + "|".join(re.escape(w) for w in CHAT_WORDS)
    # a glued suffix: letters of any script and their marks, no digit or ASCII punctuation
    + r")(?P<suffix>[^\s\d\x00-\x40\x5b-\x60\x7b-\x7f]{0,4})(?=[ \t])"
)
# Short forms that are also common words ("pass the salt", "en contra de"): only a word of
# one or two letters may stand between them and the value ("la pass è …", "pass is …").
_AMBIGUOUS = frozenset({"pass", "contra"})
_AMBIGUOUS_GAP = 2
_SUFFIXED = 4  # the shortest word a suffix may be glued to ("passwordnya", "รหัสคือ")
_LONGEST_LINE = 100
_CODE = re.compile(r"[`=$<>{}\[\]()|\\/]|(?:^|\s)--?\w")
_BEFORE_WORDS = 3
_GAP_WORDS = 3
_SHORT_WORD = 10
_TRAILER = 8


def _code(word: str) -> bool:
    """Whether a word of the message is code; an emoticon (":)", ")))") is not."""
    return any(c.isalnum() for c in word) and _CODE.search(word) is not None


# Words and numbers run together ("Windows11", "iPhone15", "Min8Chars"): a name said in chat
_HEX_ID = re.compile(r"[0-9a-fA-F]+(?:-[0-9a-fA-F]+)*")
_WORDS_AND_NUMBERS = re.compile(r"(?:[a-z]+|[A-Z][a-z]{2,})(?:[A-Z][a-z]{2,}|\d+)+")


def _typed(value: str) -> bool:
    """A password someone typed: 8+ characters, letters and digits, and a symbol or a drawn
    mix of cases (not words and numbers run together)."""
    if len(value) < 8 or not value.isascii() or not passwordish(value, said=True):
        return False  # (a typed password is ASCII: "MP4，无需…" is a sentence's words)
    if not (any(c.isalpha() for c in value) and any(c.isdigit() for c in value)):
        return False
    if _HEX_ID.fullmatch(value):
        return False  # a UUID or a digest: an id, not a typed password
    if any(not c.isalnum() for c in value):
        return True
    mixed = any(c.isupper() for c in value) and any(c.islower() for c in value)
    return mixed and not _WORDS_AND_NUMBERS.fullmatch(value)


def _value_at(words: list[str], longest_gap: int = _SHORT_WORD) -> int | None:
    """The index of the value among the words after the secret word, when the message's shape
    holds (see the module docstring)."""
    for i, word in enumerate(words[: _GAP_WORDS + 1]):
        if _typed(word):
            after = words[i + 1 :]
            trailer_ok = len(after) <= 1 and all(
                len(w) <= _TRAILER and not any(c.isascii() and c.isdigit() for c in w)
                for w in after
            )
            return i if trailer_ok else None
        if len(word) > longest_gap or any(c.isdigit() for c in word):
            return None
    return None


# A word that may be a typed value: 8+ printable ASCII characters with a digit and a letter
_MAYBE_TYPED = re.compile(r"(?<!\S)(?=[^\s\d]*\d)(?=[^\sA-Za-z]*[A-Za-z])[\x21-\x7e]{8,}(?!\S)")


def _may_hold_message(text: str) -> bool:
    """Whether a short text has a line a message could be: short, with a typed-looking word
    (three memories in four have none: the anchors' search is skipped for them)."""
    return any(
        len(line) <= _LONGEST_LINE and _MAYBE_TYPED.search(line) for line in text.split("\n")
    )


def chat_hits(text: str, folded: str) -> Iterator[Hit]:
    """A password given in a short chat message (see the module docstring); ``folded`` is
    :func:`~memlane.core.text_normalize.fold_in_place` of ``text`` (prose reads the same)."""
    if len(text) <= SHORT and not _may_hold_message(text):
        return
    for m in matches_at(_WORD, folded, CHAT_WORDS):
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        line_end = len(text) if line_end < 0 else line_end
        if line_end - line_start > _LONGEST_LINE:
            continue
        before = text[line_start : m.start()].split()
        after = text[m.end() : line_end].split()
        if len(before) > _BEFORE_WORDS or any(_code(w) for w in before):
            continue
        word = folded[m.start() : m.start("suffix")]
        if m.group("suffix") and (len(word) < _SUFFIXED or word in _AMBIGUOUS):
            continue  # "mkv", "wwe", "passed": a short form with letters after it is a word
        at = _value_at(after, _AMBIGUOUS_GAP if word in _AMBIGUOUS else _SHORT_WORD)
        if at is None or any(_code(w) for i, w in enumerate(after) if i != at):
            continue
        value = after[at]
        start = text.find(value, m.end(), line_end)
        yield m.start(), start + len(value), "password_assignment"


__all__ = ["CHAT_WORDS", "chat_hits"]
