"""The shortcuts the scans take on long texts find what the plain searches find: patterns tried
only where their head matches, the attack-talk words read from the needle pass, windows whose
anchors are counted only until they cover the text, obfuscation patterns written to start with
their rare character."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from memlane.core import (
    gated_search,
    hidden_text,
    privacy_prose,  # noqa: F401 - registers its heads
    prompt_injection_carriers,
    prompt_injection_hijack,  # noqa: F401
    prompt_injection_processed,  # noqa: F401
    prompt_injection_quotes,
    prompt_injection_requests,  # noqa: F401
    prompt_injection_roles,  # noqa: F401
    regex_lead,
    scan_segments,
    scan_starts,
    scan_windows,
)
from memlane.core.gated_search import find_near, needles, shared_lookups
from memlane.core.prompt_injection import assess_injection
from memlane.core.regex_lead import anchored_starts, lead_compiled
from memlane.core.scan_memo import find_all

HEADS = list(gated_search._HEADS.values())
WORDS = [
    "please ", "bitte ", "por favor ", "transfer ", "send ", "$5,000 ", "1 btc ", "to account ",
    "number ", "de89 3704 0044 0532 0130 00", "sell ", "all ", "my ", "bitcoins", ". ", ": ",
    "ask ", "request ", "the ", "user", "customer", "s", " for ", " to provide ", " their",
    " password", " credit card", "also ", "then ", "and ", "to ", "login", "LogIn", "log in",
    "sign in", "USERNAME", "credentials", "db", "ssid", " is ", " with ", "pass", "pw",
    "Xk9pQ2#w", "admin", " / ", ", ", "key", "x/login", "ſsid", "\u212aey",
    # the role lines, fake turns and addresses of the roles and processed rules
    "system", "sys", "assistant", "ai", "\n", "\t", "|", ",", '"', "> ", "<!-- ", "### ",
    "**", "(", "[", "-", ": ", ":", "you ", "ignore ", "sure", "okay ", "hey ", "agent, ",
    "forward ", "emails", "human", "user: ", "bot:", "the ",
]  # fmt: skip
TEXT = st.lists(st.sampled_from(WORDS) | st.text(alphabet="ab1 \n.:,/*-", max_size=3), max_size=25)


def _spans(matches: object) -> list[object]:
    return [(m.span(), m.groups(), m.lastindex) for m in matches]  # type: ignore[attr-defined]


def test_the_heads_are_registered_and_can_be_skipped_to() -> None:
    assert len(HEADS) >= 6
    for _, head, _ in HEADS:
        led = lead_compiled(head)
        tree = re._parser.parse(led.pattern if led is head else head.pattern)  # type: ignore[attr-defined]
        assert led is not head or regex_lead._is_led(tree.data)


@settings(max_examples=400, deadline=None)
@given(parts=TEXT, index=st.integers(0, 100), cut=st.tuples(st.integers(0, 300), st.integers()))
def test_headed_patterns_find_the_same_matches(
    parts: list[str], index: int, cut: tuple[int, int]
) -> None:
    text = "".join(parts)
    pattern, head, behind = HEADS[index % len(HEADS)]
    lo = min(cut[0], len(text))
    hi = lo + abs(cut[1]) % (len(text) - lo + 1)
    fast = gated_search._headed(lead_compiled(pattern), (lead_compiled(head), behind), text, lo, hi)
    assert _spans(fast) == _spans(pattern.finditer(text, lo, hi))


def test_a_headed_pattern_in_a_long_text_is_found_at_its_start_and_after_a_mark() -> None:
    pattern = gated_search.headed(re.compile(r"(?:^|[.;])\s*go (\w+)"), re.compile(r"[.;]"))
    filler = "filler words " * 120
    text = "go north " + filler + "; go south " + filler + "no go west"
    with shared_lookups():
        found = [m.group(1) for m in find_near(pattern, text, needles("go"))]
    assert found == ["north", "south"]


def test_a_head_that_holds_the_character_before_a_match_finds_line_starts() -> None:
    pattern = gated_search.headed(
        re.compile(r"^[ \t]*role: (\w+)", re.MULTILINE), re.compile(r"\n[ \t]*role:"), behind=1
    )
    filler = "filler words role: none " * 60
    text = "role: first\n" + filler + "\n  role: second " + filler + "\nrole: third"
    with shared_lookups():
        found = [m.group(1) for m in find_near(pattern, text, needles("role"), reach=40)]
    assert found == ["first", "second", "third"]
    # a window that starts on the line start itself: its newline stands just before it
    start = text.index("  role: second")
    assert [m.group(1) for m in gated_search._headed(
        pattern, (re.compile(r"\n[ \t]*role:"), 1), text, start, len(text)
    )] == ["second", "third"]  # fmt: skip


def _meta_starts() -> list[str]:
    """The literal start of every alternative of the read gate's attack-talk pattern."""
    tree = re._parser.parse(prompt_injection_quotes._META.pattern)  # type: ignore[attr-defined]
    branch = next(av for op, av in tree.data if op is re._constants.BRANCH)  # type: ignore[attr-defined]
    starts = []
    for arm in branch[1]:
        literal = ""
        for op, av in arm.data:
            if op is not re._constants.LITERAL:  # type: ignore[attr-defined]
                break
            literal += chr(av)
        starts.append(literal)
    return starts


def test_every_attack_talk_match_starts_with_a_listed_word() -> None:
    # "red[- ]team": its literal start is "red", and both spellings are listed
    for start in _meta_starts():
        assert any(
            start.startswith(word) or (start == "red" and word.startswith("red "))
            for word in prompt_injection_quotes._META_WORDS
        ), start


_TALK = ["test", "tests", "e.g.", "attacker", "such as", "red-team", "contest", "x", " ", "\n",
         "_", "like", "likely", "rule", "“quoted”", '"ignore all"', "'it'", "rules"]  # fmt: skip


@settings(max_examples=200, deadline=None)
@given(parts=st.lists(st.sampled_from(_TALK), max_size=400))
def test_attack_talk_is_judged_alike_from_the_needle_pass(parts: list[str]) -> None:
    text = "".join(parts) + " filler" * 200  # long: read through the scan's needle pass
    with shared_lookups():
        fast = prompt_injection_quotes.talks_about_attacks(text)
    assert fast == (prompt_injection_quotes._META.search(text.replace("_", " ")) is not None)


# The obfuscation patterns as they read before they were written to start with their rare
# character: the rewritten ones must agree with them.
_INV = "\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff"
_SEL = "\ufe00-\ufe0f\U000e0100-\U000e01ef"
_PLAIN = [
    re.compile(f"(?<=[A-Za-z\u00c0-\u024f\u0400-\u04ff])[{_INV}\u034f]+(?=[A-Za-z\u00c0-\u024f\u0400-\u04ff])"),
    re.compile(f"[{_INV}]{{3,}}"),
    re.compile(f"[{_SEL}]{{2,}}"),
    re.compile(f"[A-Za-z][{_SEL}]"),
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet="aZé\u0430Я \u200b\u200d\u2060\u034f\ufe0f\ufe00\U000e0100.1"))
def test_hiding_patterns_agree_with_their_plain_forms(text: str) -> None:
    for fast, plain in zip(hidden_text._UNICODE[1:], _PLAIN, strict=True):
        assert (fast.search(text) is None) == (plain.search(text) is None)
    assert isinstance(hidden_text.hides_text(text), bool)


@settings(max_examples=200, deadline=None)
@given(
    parts=st.lists(st.sampled_from(["ab", "cd", "x", " ", "\n", "abcd", "zz" * 40]), max_size=900),
    reach=st.sampled_from([None, 2, 40, 300]),
)
def test_windows_counted_until_whole_are_the_windows_of_exact_counts(
    parts: list[str], reach: int | None
) -> None:
    text = "".join(parts) + "\n" + "y" * 1100  # long: the scan's memo answers
    anchors = ("ab", "cd", "abcd")
    exact = {a: text.count(a) for a in anchors}
    plain = list(
        scan_windows.merged_spans(text, anchors, reach, exact, lambda a: find_all(text, a))
    )
    with shared_lookups():
        assert list(scan_windows.anchor_windows(text, anchors, reach)) == plain


@settings(max_examples=200, deadline=None)
@given(
    parts=st.lists(st.sampled_from(["ab", "cd", "x", " ", "\n", "abcd", "zz" * 40]), max_size=900),
    reach=st.sampled_from([None, 2, 40, 300]),
)
def test_windows_of_repeated_and_absent_anchors_are_those_of_the_present_ones(
    parts: list[str], reach: int | None
) -> None:
    # anchors the automaton knows are counted from its pass in one set intersection: one
    # absent ("qq") or named twice ("ab") gives the windows of those present, once each
    text = "".join(parts) + "\n" + "y" * 1100
    present = tuple(a for a in ("ab", "cd") if a in text)
    exact = {a: text.count(a) for a in present}
    plain = list(
        scan_windows.merged_spans(text, present, reach, exact, lambda a: find_all(text, a))
    )
    gated_search.register(("ab", "cd", "qq"))
    for _ in range(2):  # the second scan's automaton knows the anchors the first asked about
        with shared_lookups("windows-test"):
            assert list(scan_windows.anchor_windows(text, ("ab", "qq", "cd", "ab"), reach)) == (
                plain if present else []
            )


# Patterns no rewrite leads (a class first) whose alternatives each hold a literal at a fixed
# offset: tried only where those literals put a match start (the write gate's vendor tokens).
_PLANNED = [
    re.compile(r"(?<![A-Za-z0-9_])[a-f0-9]{4}-us\d{1,2}(?![A-Za-z0-9_])"),
    re.compile(r"(?:Key|Shared)=[A-Za-z0-9+/]{4,}={0,2}|(?<![\w~.\-])[\w~.\-]{3}\dQ~[\w~.\-]{3,5}"),
    re.compile(r"(?<!\w)(?:ab_\w{3,}|cd_[a-f]{4}|[a-z0-9]{3}\.atl\.[\w=]{2,}|xy(?:\.y)?-\d)"),
    re.compile(r"[0-9]{2}(?:ab|cd)(?P<tail>\w{0,3})"),
]
_PLANNED_WORDS = ["-us1", "-us", "Key=", "Shared=", "Q~", "ab_", "cd_", ".atl.", "xy.y-", "xy-",
                  "ab", "cd", "0f3a", "1Q~", "beef", "_", "~", ".", "=", " ", "\n", "9",
                  "zz"]  # fmt: skip


def test_patterns_no_rewrite_leads_get_their_literals_places() -> None:
    for pattern in _PLANNED:
        assert lead_compiled(pattern) is pattern
        assert anchored_starts(pattern), pattern.pattern
    assert anchored_starts(_PLANNED[0]) == (("-us", 4),)
    assert anchored_starts(re.compile(r"\w+x")) is None  # no literal at a fixed offset


@settings(max_examples=400, deadline=None)
@given(
    parts=st.lists(st.sampled_from(_PLANNED_WORDS), max_size=60),
    index=st.integers(0, 100),
    cut=st.tuples(st.integers(0, 300), st.integers()),
)
def test_planned_patterns_find_the_same_matches(
    parts: list[str], index: int, cut: tuple[int, int]
) -> None:
    text = "".join(parts)
    pattern = _PLANNED[index % len(_PLANNED)]
    plan = anchored_starts(pattern)
    assert plan is not None
    lo = min(cut[0], len(text))
    hi = lo + abs(cut[1]) % (len(text) - lo + 1)
    starts = gated_search._planned_starts(text, plan)
    fast = scan_starts.matches_from(pattern, text, starts, lo, hi)
    assert _spans(fast) == _spans(pattern.finditer(text, lo, hi))


_CASED = ["Key", "KEY", "key", "oken", "OKEN", "Token", "İ", "x", " ", "\n", "pass", "PASSWORD",
          "ß", "ſ"]  # fmt: skip
_CASED_NEEDLES = ("Key", "KEY", "key", "oken", "OKEN", "token", "Token", "PASSWORD", "password",
                  "İx", "ss")  # fmt: skip


@settings(max_examples=200, deadline=None)
@given(parts=st.lists(st.sampled_from(_CASED), max_size=300), lower_first=st.booleans())
def test_a_text_read_through_its_lower_case_finds_what_direct_searches_find(
    parts: list[str], lower_first: bool
) -> None:
    text = "".join(parts) + " filler" * 200  # long: the scan's memo answers
    gated_search.register(_CASED_NEEDLES)
    with shared_lookups("test"):
        if lower_first:  # the lower-case copy's pass made first, then shared
            gated_search.positions(text.lower(), "key")
        for needle in _CASED_NEEDLES:
            assert gated_search.positions(text, needle) == find_all(text, needle)
            assert gated_search.present(((needle,),), text) == (needle in text)
        assert gated_search.occurring(text, _CASED_NEEDLES) == [
            n for n in _CASED_NEEDLES if n in text
        ]


@settings(max_examples=200, deadline=None)
@given(parts=st.lists(st.text(alphabet="ab_1-. ,\n(é中", max_size=8), max_size=200))
def test_a_long_texts_vocabulary_is_its_words(parts: list[str]) -> None:
    text = " ".join(parts) + " filler" * 200  # long: worked out once within a scan
    alone = gated_search.vocabulary(text)
    assert alone == frozenset(re.findall(r"[^\W_]+", text))
    with shared_lookups():
        assert gated_search.vocabulary(text) == alone


@settings(max_examples=100, deadline=None)
@given(
    parts=st.lists(
        st.sampled_from(["QUJDRA", "aGVsbG8gd29ybGQ", "x" * 30, "y" * 200, "=", " ", "\n", "-_"]),
        max_size=400,
    )
)
def test_blobs_and_base64_runs_skipped_by_their_tokens_are_absent(parts: list[str]) -> None:
    text = "".join(parts) + " filler" * 200  # long: its tokens are looked at first
    if not scan_segments.may_hold_run(text, 256):
        assert scan_segments._BLOB.search(text) is None
    if not scan_segments.may_hold_run(text, prompt_injection_carriers._BASE64_MIN):
        assert prompt_injection_carriers._BASE64_RUN.search(text) is None
    assert scan_segments.without_blobs(text) == scan_segments._BLOB.sub(
        scan_segments._blank_blob, text
    )


def test_a_needle_spelled_twice_is_one_anchor() -> None:
    # "memória memoria" folds to one needle written twice
    assert needles("memoria memoria memory + x") == (("memoria", "memory"), ("x",))


def test_a_repeated_anchor_does_not_break_the_read_gate() -> None:
    # A page of ~1,500 characters with "memoria" once: the rule whose anchors repeat it counted
    # it twice, stopped counting the others, then asked for a count it had not made (KeyError
    # from a tldr page, Spanish, on every recall that met it).
    verbs = "Inicia Detiene Reinicia Elimina Muestra Actualiza Copia Mueve Lista Etiqueta Clona"
    lines = ["# servidor", "", "> Administra los servidores del equipo.", ""]
    lines += ["- Crea un servidor con la capacidad de memoria indicada:", ""]
    lines += ["`srv create --name {{nombre}} --memory {{GB}}`"]
    for verb in (verbs + " Escala Pausa Reanuda").split():
        lines += ["", f"- {verb} un servidor del grupo de recursos:", ""]
        lines += [f"`srv {verb.lower()} --name {{{{nombre}}}} --group {{{{grupo}}}}`"]
    text = "\n".join(lines)
    assert 1_200 < len(text) < 2_400
    assert assess_injection(text) is None
