"""Read gate: which quoted spans are talked about, and so not read as instructions (round 107).

Text about attacks quotes them ('attackers write "ignore previous instructions"', a test suite's
``INJECTION_PAYLOADS = ["…"]``, a red-team report's 'the payload "…" was blocked'): a quote
that is the object of such talk is blanked before the rules read the text. A quote the reader
is handed is read: a value in a tool's JSON, a string in a program, a review, a CSV cell, an
e-mail quoting the previous message. Before round 107 one talk word anywhere in a text blanked
every quote of it (a page that said "like" or "test" somewhere let a JSON field's attack pass).

What decides it, by structure:
- the sentence holding the quote (cut at sentence ends and line breaks, outside quotes) has a
  talk word outside any quote: attack, payload, injection, example, test, filter, detected,
  blocked … in ~20 languages (the quote's own words never excuse it);
- a comparison leads straight into the quote: 'text like "…"', 'such as "…"', 'e.g. "…"';
- a line that names what follows (a talk word, the line ending in ``:``, ``[``, ``{`` or
  ``(``: "Prompt injection examples:", ``ATTACKS = [``, ``def test_blocks():``) covers the list
  items (lines with no words outside their quotes) and the more indented lines under it;
- a value under a quoted key (JSON ``"key": "…"``) is talked about only when its key is a
  talk word ("payload", "attack_prompt", "example"); what the rest of its line says does not
  count (a field is content, whatever the record's other fields are).
"""

from __future__ import annotations

import bisect
import re

from memlane.core.gated_search import positions, register, remembered
from memlane.core.regex_lead import lead_compiled

# A quoted span ("…", “…”, „…“, «…», ‘…’, `…`, 「…」, 『…』, '…'). Exfiltration commands are
# judged quoted or not: a quoted reverse shell still runs when pasted. A quote may wrap onto a
# second line (Markdown and commit messages wrap at a width).
QUOTED = re.compile(
    r"\"[^\"\n]{1,300}(?:\n[^\"\n]{1,300})?\"|“[^”\n]{1,300}(?:\n[^”\n]{1,300})?”"
    r"|«[^»\n]{1,300}(?:\n[^»\n]{1,300})?»|`[^`\n]{3,300}`|「[^」\n]{1,300}」|『[^』\n]{1,300}』"
    r"|„[^“”„\n]{1,300}[“”]|‘[^’\n]{1,300}’"
    # a single quote not after a letter or quote: tested once the quote is read, so that every
    # alternative starts with its quote mark and the engine skips to those
    # (a Korean or Japanese particle may follow the closing quote: "'…'는 문장")
    r"|'(?<![\w']')[^'\n]{3,300}'(?![a-z0-9_'])"
)
# (a text with no quote mark has nothing to blank: the talk is not looked for)
QUOTE_MARKS = ('"', "'", "`", "“", "«", "「", "『", "„", "‘")

# Talk about attacks, examples and tests (a word of a host name or a path is no talk:
# "dump@exfil.example", "tests/fixtures"). Identifiers are read with "_" as a space
# ("test_blocks_override", "attack_prompt").
_META = re.compile(
    r"(?<![.@/\w])(?:prompt injections?|inject\w*|payloads?|attacks?|attackers?|phrases?"
    r"|strings?|examples?|e\.g\.|such as|like|quotes?|quoted|classifiers?|detect\w*|flag\w*"
    r"|jailbreaks?|red[- ]team\w*|scanners?|filter\w*|patterns?|regex\w*|test(?:s|ed|ing)?"
    r"|dataset|paper|report|owasp|block\w*|rule|exploit\w*|malicious|phishing|adversarial"
    r"|signatures?|benchmark\w*"
    # the same words in other languages written in Latin or Cyrillic letters (folded: no
    # accents), by the stem: attacks, injections, examples, phrases, tests, filters, detection
    r"|angriff\w*|ataque\w*|attaque\w*|attacc\w*|aanval\w*|serangan\w*|atak\w*|saldiri\w*"
    r"|tan cong|inyecci\w*|injeca\w*|iniezion\w*|injeksi\w*|beispiel\w*|ejemplo\w*"
    r"|exemple\w*|exemplo\w*|esempi\w*|voorbeeld\w*|contoh\w*|exempel\w*|priklad\w*"
    r"|frase\w*|prueba\w*|teste\w*|filtro\w*|erkann\w*|erkenn\w*|bloqu\w*|атак\w*"
    r"|фраз\w*|тест\w*|фильтр\w*|заблокир\w*)\b(?![.@/]\w)"
)
# The words every _META match starts with: in a long text, _META is only tried where the scan's
# needle pass saw one (a text without any is not read again).
_META_WORDS = (
    "prompt injection", "inject", "payload", "attack", "phrase", "string", "example", "e.g.",
    "such as", "like", "quote", "classifier", "detect", "flag", "jailbreak", "red-team",
    "red team", "scanner", "filter", "pattern", "regex", "test", "dataset", "paper", "report",
    "owasp", "block", "rule", "exploit", "malicious", "phishing", "adversarial", "signature",
    "benchmark", "angriff", "ataque", "attaque", "attacc", "aanval", "serangan", "atak",
    "saldiri", "tan cong", "inyecci", "injeca", "iniezion", "injeksi", "beispiel", "ejemplo",
    "exemple", "exemplo", "esempi", "voorbeeld", "contoh", "exempel", "priklad", "frase",
    "prueba", "teste", "filtro", "erkann", "erkenn", "bloqu", "атак", "фраз", "тест", "фильтр",
    "заблокир",
)  # fmt: skip
# The same talk in other languages (round 84: a translation guide's "'ignore previous
# instructions' जैसे वाक्यांश", a forum's "'이전 지시를 무시하라'는 문장"; round 107: attacks,
# examples, tests, filters and blocks named in ~20 languages), read by the stem (endings follow
# it in these languages).
_META_ABROAD = (
    "इंजेक्शन", "उदाहरण", "वाक्यांश", "ইনজেকশন", "উদাহরণ", "বাক্যাংশ",
    "انجیکشن", "مثال", "نمونه", "عبارت", "حقن", "przykład", "przyklad", "wstrzykiw", "приклад",
    "пример", "ін'єкц", "инъекц", "örnek", "ornek", "enjeksiyon", "mfano", "ví dụ", "vi du",
    "ตัวอย่าง", "วลี", "예시", "예를", "문장", "인젝션", "例えば", "例文", "インジェクション", "示例",
    "例子", "注入",
    # attacks, tests, filters, detection, blocking, red teams (round 107)
    "هجوم", "حمله", "اختبار", "हमल", "हल्ल", "वाक्य", "আক্রমণ", "হামলা", "โจมตี",
    "攻击", "攻撃", "공격", "テスト", "测试",
    "테스트", "フィルター", "过滤", "필터", "ブロック", "拦截", "検出", "检测", "탐지", "红队",
    "レッドチーム",
)  # fmt: skip
register(_META_WORDS + _META_ABROAD)


def talks_about_attacks(folded: str) -> bool:
    """Whether ``folded`` holds a talk word anywhere (the cheap gate before the quotes are
    judged one by one)."""
    meta = lead_compiled(_META)
    spaced = folded.replace("_", " ")
    if not remembered(folded):
        return meta.search(spaced) is not None or any(w in folded for w in _META_ABROAD)
    return any(
        meta.match(spaced, at) for word in _META_WORDS for at in positions(folded, word)
    ) or any(len(positions(folded, word)) > 0 for word in _META_ABROAD)


# Comparisons that talk about the quote only when they lead straight into it ("text like
# "…"", "such as the phrase "…""); elsewhere in a sentence they are ordinary words.
_LEAD_INS = frozenset(("like", "such as", "e.g.", "quote", "quotes", "quoted"))
_INTO_QUOTE = re.compile(r"[\s,:(]*(?:(?:the|this|a|an) )?(?:\w+[\s,:]+){0,2}?$")
# A sentence ends at . ! ? (not after a common abbreviation) before a space, or at 。！？।؟.
_END = re.compile(
    r"(?<!\be\.g)(?<!\bi\.e)(?<!\bal)(?<!\betc)(?<!\bvs)(?<!\bcf)(?<!\bno)"
    r"[.!?][\"'”»」』)]*(?=\s)|[。！？।؟]"
)
_LAST_END = re.compile(r"(?s:.*)(?:" + _END.pattern + ")")
# a line that names what follows ends in one of these
_OPENERS = (":", "[", "{", "(", "：")
_LETTER = re.compile(r"[^\W\d_]")
_KEY_GAP = re.compile(r"\s*[:=]\s*$")
_TERMINAL = frozenset(".!?。！？")
# a line that is a JSON record or array (a JSONL transcript's line, a tool's output)
_RECORD = re.compile(r"[ \t]*[{\[][^\n]*")


def talked_about_quotes(folded: str) -> list[tuple[int, int]]:
    """The inner spans (quote marks excluded) of the quotes of ``folded`` that are talked
    about, in order."""
    quotes = [m.span() for m in QUOTED.finditer(folded)]
    if not quotes:
        return []
    lines = _Lines(folded, quotes)
    starts = lines.starts
    chosen: set[int] = set()
    read_until = 0
    for at, word in _talk_words(folded):
        inside = bisect.bisect_right(starts, at) - 1
        if inside >= 0 and at < quotes[inside][1]:
            _key_talk(lines, inside, chosen)
        elif word in _LEAD_INS:
            after = inside + 1
            if after < len(quotes) and _INTO_QUOTE.match(folded, at + len(word), starts[after]):
                chosen.add(after)
        elif at >= read_until:  # (a sentence with two talk words is read once)
            line_start = folded.rfind("\n", 0, at) + 1
            record = _RECORD.match(folded, line_start)
            if record is not None:  # a JSON record's line: no prose outside its strings
                read_until = record.end()
                continue
            if not _may_cover(folded, starts, line_start, at):
                read_until = folded.find("\n", at) % (len(folded) + 1)
                continue
            line_start, line_end, line = lines.around(at)
            start, end = _sentence(line, at - line_start)
            start, end = _wrapped(lines, line_start + start, line_start + end, line_start, line_end)
            read_until = end
            first = bisect.bisect_left(starts, start)
            last = bisect.bisect_left(starts, end)
            chosen.update(i for i in range(first, last) if not _is_value(folded, quotes, i))
            if end != line_end:
                continue
            said = line[start - line_start :]
            if said.rstrip().endswith(_OPENERS):
                _cover_block(lines, start, end, chosen)
            elif said.lstrip().startswith("|"):
                _cover_table(lines, end, chosen)
    chosen.update(_given_in_passing(folded, quotes))
    return [(quotes[i][0] + 1, quotes[i][1] - 1) for i in sorted(chosen)]


# A prose aside that opens after a word and a space: 'persona switches (also "…" in other
# languages)', 'outranked ("…", "…")'. A call's parenthesis follows its name with no space
# (`send("…")`): a program's string is content.
_ASIDE_REACH = 300
_SPACED_PAREN = re.compile(r" \(")  # (a literal first: the engine skips to each)


# (words a program's parenthesis follows with a space: SQL's `VALUES ('…')`, `IN (…)`, a
# condition's `if (…)`)
_CODE_BEFORE = re.compile(
    r"(?:values|in|if|elif|while|for|switch|return|and|or|not|exists|select|where|when|print"
    r"|echo|assert|with|catch|insert|into|call|exec|execute|eval)$"
)


def _aside_opens(folded: str, opened: int) -> bool:
    # the parenthesis at ``opened`` opens a prose aside: after a word or a comma and one space
    if opened < 2 or folded[opened - 1] != " ":
        return False
    if not (folded[opened - 2].isalpha() or folded[opened - 2] in ",;:"):
        return False
    word_start = max(folded.rfind(" ", 0, opened - 1), folded.rfind("\n", 0, opened - 1)) + 1
    return _CODE_BEFORE.match(folded[word_start : opened - 1]) is None


def _given_in_passing(folded: str, quotes: list[tuple[int, int]]) -> set[int]:
    """The quotes that stand in a parenthetical aside of prose, in a text that talks about
    attacks: examples given for the phrase before them, not content handed to the reader."""
    opens = [
        m.end() - 1
        for m in _SPACED_PAREN.finditer(folded)
        if m.start() and (folded[m.start() - 1].isalpha() or folded[m.start() - 1] in ",;:")
    ]
    if not opens:
        return set()
    given: set[int] = set()
    for index, (at, _) in enumerate(quotes):
        nearest = bisect.bisect_right(opens, at) - 1
        if nearest < 0 or at - opens[nearest] > _ASIDE_REACH:
            continue
        opened = opens[nearest]
        # (closed before the quote: more ")" than "(" after it; a paragraph's break ends it)
        if folded.count(")", opened, at) > folded.count("(", opened + 1, at):
            continue
        inner = folded.rfind("(", opened, at)  # (a call inside the aside holds the quote)
        if inner != opened and folded.find(")", inner, at) < 0:
            continue
        if "\n\n" not in folded[opened:at] and _aside_opens(folded, opened):
            given.add(index)
    return given


def _may_cover(folded: str, starts: list[int], line_start: int, at: int) -> bool:
    # whether the line holding a talk word has a quote to cover, or opens a block or a table
    # (most talk words of a long document stand in lines with no quote: read no further); a
    # wrapped line's sentence may hold one on the line before or after
    line_end = folded.find("\n", at)
    line_end = len(folded) if line_end < 0 else line_end
    line = folded[line_start:line_end]
    if len(line) >= _WRAPPED_WIDTH:
        line_start = folded.rfind("\n", 0, max(0, line_start - 1)) + 1
        after = folded.find("\n", line_end + 1)
        line_end = len(folded) if after < 0 else after
    first = bisect.bisect_left(starts, line_start)
    if first < len(starts) and starts[first] < line_end:
        return True
    return line.rstrip().endswith(_OPENERS) or line.lstrip().startswith("|")


# Prose wrapped at a fixed width (Markdown, e-mail, a comment block) goes on over single line
# breaks: a sentence that reaches its line's edge is read on into the next or the previous
# line when both are that long and no block (a list item, a quote, a table, a heading, a
# record) starts there: 'a tool's output coercing the agent, "…" itself in words the
# lexicon's qualifiers did not hold' talks about its quote across the break.
_WRAPPED_WIDTH = 40
_WRAP_LINES = 6
# (a line's skeleton ends a sentence at its edge: "….»" then a line break)
_ENDS_SENTENCE = re.compile(r"[.!?。！？][\"'”»」』)]*[ \t]*$")
_BLOCK_START = re.compile(r"[ \t]*(?:[-*+>|#{\[`<]|\d+[.)][ \t])")  # (a tag's line is markup)


def _wrapped(
    lines: _Lines, start: int, end: int, line_start: int, line_end: int
) -> tuple[int, int]:
    folded = lines.folded
    if line_end - line_start < _WRAPPED_WIDTH or _BLOCK_START.match(folded, line_start):
        return start, end
    at_start, at_end = line_start, line_end
    for _ in range(_WRAP_LINES):  # back over the lines this sentence began on
        if start != at_start or at_start == 0:
            break
        before_start, _, before = lines.around(at_start - 1)
        if len(before) < _WRAPPED_WIDTH or before.rstrip().endswith(_OPENERS):
            break
        if _ENDS_SENTENCE.search(before):
            break
        if _BLOCK_START.match(folded, before_start):
            break
        last = _LAST_END.match(before)
        start = before_start + (last.end() if last is not None else 0)
        at_start = before_start
    for _ in range(_WRAP_LINES):  # on over the lines it ends on
        if end != at_end or at_end >= len(folded):
            break
        if _ENDS_SENTENCE.search(lines.around(at_end - 1)[2]):
            break
        after_start, after_end, after = lines.around(at_end + 1)
        if len(after.strip()) == 0 or _BLOCK_START.match(folded, after_start):
            break
        following = _END.search(after)
        end = after_start + (following.end() if following is not None else len(after))
        at_end = after_end
        if len(after) < _WRAPPED_WIDTH:
            break
    return start, end


class _Lines:
    """The lines of a text as read outside its quotes, made when asked: a quote's words
    blanked, its marks and a closing . ! ? kept (a sentence may end inside the quote)."""

    def __init__(self, folded: str, quotes: list[tuple[int, int]]) -> None:
        self.folded = folded
        self.quotes = quotes
        self.starts = [s for s, _ in quotes]
        self._made: dict[int, tuple[int, str]] = {}

    def around(self, at: int) -> tuple[int, int, str]:
        """(start, end, skeleton) of the line that holds offset ``at``."""
        start = self.folded.rfind("\n", 0, at) + 1
        made = self._made.get(start)
        if made is None:
            made = self._make(start)
            self._made[start] = made
        return start, made[0], made[1]

    def _make(self, start: int) -> tuple[int, str]:
        folded, quotes = self.folded, self.quotes
        end = folded.find("\n", start)
        end = len(folded) if end < 0 else end
        parts: list[str] = []
        done = start
        first = max(0, bisect.bisect_right(self.starts, start) - 1)
        for index in range(first, bisect.bisect_left(self.starts, end)):
            q_start, q_end = quotes[index]
            inner_start, inner_end = max(q_start + 1, start), min(q_end - 1, end)
            if inner_start >= inner_end:
                continue
            keep = folded[inner_end - 1] if folded[inner_end - 1] in _TERMINAL else ""
            blank = inner_end - inner_start - len(keep)
            parts += (folded[done:inner_start], " " * blank, keep)
            done = inner_end
        parts.append(folded[done:end])
        return end, "".join(parts)


def _talk_words(folded: str) -> list[tuple[int, str]]:
    # (offset, word) of every talk word, in the text's order, inside quotes too (a key may name
    # its value), identifiers read with "_" as a space
    meta = lead_compiled(_META)
    spaced = folded.replace("_", " ")
    found: list[tuple[int, str]] = []
    if remembered(folded):
        for word in _META_WORDS:
            for at in positions(folded, word):
                m = meta.match(spaced, at)
                if m is not None:
                    found.append((at, m.group(0)))
        for word in _META_ABROAD:
            found += [(at, word) for at in positions(folded, word)]
    else:
        found += [(m.start(), m.group(0)) for m in meta.finditer(spaced)]
        for word in _META_ABROAD:
            if word in folded:
                found += [(at, word) for at in positions(folded, word)]
    found.sort()
    return found


def _key_talk(lines: _Lines, key: int, chosen: set[int]) -> None:
    # a talk word inside a quote counts only in a key ("payload": "…"): its value is talked
    # about, or the list or block it opens
    folded, quotes, starts = lines.folded, lines.quotes, lines.starts
    start, end = quotes[key]
    if key + 1 < len(quotes) and _KEY_GAP.match(folded, end, quotes[key + 1][0]):
        chosen.add(key + 1)
        return
    # a key whose value opens a list or a block ("attacks": [ …), or a name on a line that
    # opens one (pytest's parametrize("attack", [ …, a JavaScript it("flags injection", () => {)
    line_end = folded.find("\n", end)
    line_end = len(folded) if line_end < 0 else line_end
    if not folded[end:line_end].rstrip().endswith(_OPENERS):
        return
    if folded[end : end + 4].lstrip().startswith((":", "=")):
        chosen.update(range(bisect.bisect_left(starts, end), bisect.bisect_left(starts, line_end)))
    _cover_block(lines, start, line_end, chosen)


def _is_value(folded: str, quotes: list[tuple[int, int]], index: int) -> bool:
    # a quote right after a quoted key and a colon: a field's value, judged by its key alone
    return index > 0 and _KEY_GAP.match(folded, quotes[index - 1][1], quotes[index][0]) is not None


def _sentence(line: str, at: int) -> tuple[int, int]:
    # the sentence of ``line`` (a skeleton) around offset ``at``, as offsets in the line
    last = _LAST_END.match(line, 0, at)
    following = _END.search(line, at)
    return (last.end() if last is not None else 0), (
        following.end() if following is not None else len(line)
    )


_BLOCK_LINES = 200


def _cover_block(lines: _Lines, line_at: int, line_end: int, chosen: set[int]) -> None:
    # the lines a naming line opens: list items (no words outside their quotes) and lines
    # more indented than it, up to the first other line
    _, _, head = lines.around(line_at)
    indent = len(head) - len(head.lstrip())
    at = line_end + 1
    size = len(lines.folded)
    for _ in range(_BLOCK_LINES):
        if at >= size:
            break
        _, end, line = lines.around(at)
        stripped = line.lstrip()
        if stripped and _LETTER.search(line) and len(line) - len(stripped) <= indent:
            break
        starts = lines.starts
        chosen.update(range(bisect.bisect_left(starts, at), bisect.bisect_left(starts, end)))
        at = end + 1


_TABLE_RULE = re.compile(r"[ \t]*\|?[ \t:|]*-[ \t:|-]*$", re.M)


def _cover_table(lines: _Lines, head_end: int, chosen: set[int]) -> None:
    # a Markdown table's header row names its columns ("| payload | verdict |"): the rows under
    # its rule line are covered, up to the first line that is no row
    folded, starts = lines.folded, lines.starts
    at = head_end + 1
    rule_end = folded.find("\n", at)
    rule_end = len(folded) if rule_end < 0 else rule_end
    if not _TABLE_RULE.match(folded, at, rule_end):
        return
    at = rule_end + 1
    while at < len(folded) and folded[at:].lstrip(" \t").startswith("|"):
        end = folded.find("\n", at)
        end = len(folded) if end < 0 else end
        chosen.update(range(bisect.bisect_left(starts, at), bisect.bisect_left(starts, end)))
        at = end + 1


__all__ = ["QUOTED", "QUOTE_MARKS", "talked_about_quotes", "talks_about_attacks"]
