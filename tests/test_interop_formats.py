"""The agent formats, pure: parsing each one into memories, and the Markdown pieces they share."""

from __future__ import annotations

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from memlane.core.interop_formats import registry as formats
from memlane.core.interop_formats.claude import index_targets, render_claude_code, render_index
from memlane.core.interop_formats.cursor import globs_list, render_cursor
from memlane.core.interop_formats.model import FormatError, ParsedFile, SourceText, decode_source
from memlane.core.interop_formats.sections import (
    MANAGED_BEGIN,
    MANAGED_END,
    Replacement,
    regenerate_section,
    splice,
)
from memlane.core.interop_formats.text import (
    memory_fields,
    read_header,
    rewrite_wiki_links,
    wiki_links,
    yaml_scalar,
)
from memlane.services.install_formats import MARK_BEGIN, MARK_END


def parse(fmt: str, path: str, text: str | bytes) -> ParsedFile:
    data = text.encode("utf-8") if isinstance(text, str) else text
    return formats.parse(fmt, SourceText(path, data))


def test_managed_block_markers_are_the_installers() -> None:
    assert (MANAGED_BEGIN, MANAGED_END) == (MARK_BEGIN, MARK_END)


# -- decoding and frontmatter ----------------------------------------------------------------


def test_decode_keeps_bom_and_line_ending_aside() -> None:
    d = decode_source("a.md", "\ufeffa\r\nb\r\n".encode())
    assert (d.bom, d.newline, d.text) == (True, "\r\n", "a\r\nb\r\n")
    assert d.encode() == "\ufeffa\r\nb\r\n".encode()
    assert decode_source("a.md", b"x\ny\n").newline == "\n"


def test_invalid_utf8_names_the_line() -> None:
    with pytest.raises(FormatError) as exc:
        decode_source("notes/a.md", b"fine\nstill fine\nbad \xff byte\n")
    assert (exc.value.path, exc.value.line) == ("notes/a.md", 3)


def test_an_unquoted_colon_in_a_value_is_read_as_written() -> None:
    header = read_header("a.md", "---\nname: x\ndescription: Grafana: prod dashboards\n---\nbody\n")
    assert header.meta["description"] == "Grafana: prod dashboards"
    assert header.body_start == len("---\nname: x\ndescription: Grafana: prod dashboards\n---\n")


def test_malformed_frontmatter_refuses() -> None:
    with pytest.raises(FormatError, match="frontmatter"):
        read_header("a.md", "---\nname: [unclosed\n  - : :\n---\nbody\n")
    with pytest.raises(FormatError, match="never closes"):
        read_header("a.md", "---\nname: x\nbody without a closing line\n")


@given(st.text(st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=60))
def test_yaml_scalar_reads_back_unchanged(value: str) -> None:
    loaded = yaml.safe_load(f"key: {yaml_scalar(value)}\n")
    assert loaded["key"] == value


def test_why_and_how_lines_become_fields_but_not_inside_code() -> None:
    fields = memory_fields(
        "Do X.\n\n```py\n**Why:** not this\n```\n\n**Why:** because\nit matters.\n"
        "**How to apply:** always.\n"
    )
    assert fields.why == "because it matters."
    assert fields.how == "always."
    assert "**Why:** not this" in fields.body and "because" not in fields.body


def test_wiki_links_outside_code_and_their_rewrite() -> None:
    text = "See [[alpha]], [[beta|the beta]] and [[gamma#part]]; `[[not-a-link]]`."
    assert wiki_links(text) == ("alpha", "beta", "gamma")
    out = rewrite_wiki_links(text, lambda t: {"alpha": "alpha-2", "gamma": "gamma"}.get(t))
    assert out == "See [[alpha-2]], the beta and [[gamma#part]]; `[[not-a-link]]`."


# -- each format ---------------------------------------------------------------------------


def test_claude_code_memory_maps_frontmatter_and_fields() -> None:
    pf = parse(
        "claude-code",
        "feedback_testing.md",
        "---\nname: feedback-testing\ndescription: Real DB in tests\nmetadata:\n  type: feedback\n"
        "---\n\nUse the db fixture. See [[project-ci]].\n\n**Why:** mocks lied.\n"
        "**How to apply:** tests/integration.\n",
    )
    (unit,) = pf.units
    assert (unit.slug, unit.title, unit.type) == (
        "feedback-testing",
        "Real DB in tests",
        "feedback",
    )
    assert unit.body == "Use the db fixture. See [[project-ci]]."
    assert (unit.why, unit.how, unit.links) == (
        "mocks lied.",
        "tests/integration.",
        ("project-ci",),
    )
    assert unit.aliases == ("feedback_testing",)
    assert (unit.start, unit.end) == (0, len(pf.decoded.text))


def test_claude_code_legacy_type_non_kebab_name_and_index() -> None:
    (unit,) = parse("claude-code", "a.md", "---\nname: No_Mocks Here\ntype: user\n---\nx\n").units
    assert (unit.slug, unit.type) == ("no-mocks-here", "user")
    assert parse("claude-code", "MEMORY.md", "- [A](a.md) — x\n").role == "artifact"


def test_claude_code_unknown_type_refuses() -> None:
    with pytest.raises(FormatError, match="memory type 'secret'"):
        parse("claude-code", "a.md", "---\nname: a\nmetadata:\n  type: secret\n---\nx\n")


def test_agents_md_sections_keep_heading_paths_and_skip_memlanes_block() -> None:
    text = (
        "# Guide\n\nIntro words.\n\n## Testing\n\nRun pytest.\n\n### Fixtures\n\nUse tmp.\n\n"
        "## Empty\n### Child\nchild\n\n```sh\n# not a heading\n```\n"
        f"{MANAGED_BEGIN}\n## Long-term memory (memlane)\nUse it.\n{MANAGED_END}\n"
    )
    pf = parse("agents-md", "AGENTS.md", text)
    titles = [u.title for u in pf.units]
    assert titles == [
        "Guide",
        "Guide › Testing",
        "Guide › Testing › Fixtures",
        "Guide › Empty › Child",
    ]
    assert [u.slug for u in pf.units] == ["guide", "testing", "testing-fixtures", "empty-child"]
    child = pf.units[-1]
    assert "# not a heading" in child.body and "memlane" not in child.body
    assert not text[child.end :].strip().startswith("child")
    nested = parse("agents-md", "packages/api/AGENTS.md", "## Testing\n\nx\n").units[0]
    assert (nested.slug, nested.title) == ("packages-api-testing", "packages/api › Testing")


def test_claude_md_sections_and_rules() -> None:
    pf = parse("claude-md", "CLAUDE.md", "# App\n\n## Commands\n\n- make test\n")
    assert [u.slug for u in pf.units] == ["commands"]
    rule = parse(
        "claude-md", ".claude/rules/py.md", '---\npaths:\n  - "api/**/*.py"\n---\n# Py\nx\n'
    )
    (unit,) = rule.units
    assert (unit.slug, unit.title, unit.meta["paths"]) == ("rule-py", "Py", ["api/**/*.py"])
    assert formats.select("claude-md", ["CLAUDE.md", "docs/x.md", ".claude/rules/a.md"]) == [
        ".claude/rules/a.md",
        "CLAUDE.md",
    ]
    assert formats.select("claude-md", ["a.md", "b.md"]) == ["a.md", "b.md"]  # the rules folder


def test_cursor_rule_frontmatter_is_not_strict_yaml() -> None:
    (unit,) = parse(
        "cursor",
        "ts.mdc",
        "---\ndescription: TS\nglobs: **/*.ts, src/*.tsx\nalwaysApply: true\n---\nx\n",
    ).units
    assert unit.meta["globs"] == ["**/*.ts", "src/*.tsx"]
    assert unit.pinned and unit.meta["alwaysApply"] is True
    with pytest.raises(FormatError, match="alwaysApply"):
        parse("cursor", "x.mdc", "---\nalwaysApply: sometimes\n---\nx\n")
    assert globs_list(["a", " b "]) == ["a", "b"] and globs_list(None) == []


def test_codex_handbook_blocks_and_artifacts() -> None:
    text = (
        "---\ndescription: Flaky CI\nkeywords: ci, flaky\n---\n\n- load fixtures once\n\n"
        "---\ndescription: Billing export\nkeywords: csv\n---\n\n- Decimal only\n"
    )
    pf = parse("codex", "MEMORY.md", text)
    assert [u.title for u in pf.units] == ["Flaky CI", "Billing export"]
    assert pf.units[0].body == "- load fixtures once"
    assert pf.units[1].start == text.index("---\ndescription: Billing")
    assert parse("codex", "memory_summary.md", "## User Profile\n").role == "artifact"
    assert formats.select(
        "codex",
        ["MEMORY.md", "skills/a/SKILL.md", "skills/a/scripts/x.py", "rollout_summaries/r.md"],
    ) == ["MEMORY.md", "rollout_summaries/r.md", "skills/a/SKILL.md"]


def test_cline_and_serena_names() -> None:
    (cline,) = parse("cline", "activeContext.md", "# Active Context\n\nNow: X.\n").units
    assert (cline.slug, cline.title) == ("cline-active-context", "Active Context")
    (serena,) = parse("serena", "modules/ledger.md", "Ledger notes.\n").units
    assert (serena.slug, serena.title) == ("modules-ledger", "modules/ledger")


def test_detect_names_every_format_a_folder_holds() -> None:
    assert formats.detect([".cursor/rules/a.mdc", "AGENTS.md"]) == ["cursor", "agents-md"]
    assert formats.detect(["MEMORY.md", "a.md"]) == ["claude-code"]
    assert formats.detect(["MEMORY.md", "memory_summary.md"]) == ["codex"]


# -- rendering -----------------------------------------------------------------------------


def test_generated_files_parse_back_to_the_same_fields() -> None:
    text = render_claude_code(
        name="x-y", description="Use rg: always", type="feedback", body="B.", why="W.", how="H."
    )
    (unit,) = parse("claude-code", "x-y.md", text).units
    assert (unit.title, unit.body, unit.why, unit.how, unit.type) == (
        "Use rg: always",
        "B.",
        "W.",
        "H.",
        "feedback",
    )
    rule = render_cursor(
        description="D", globs=["**/*.go"], always=True, body="B", why=None, how=None
    )
    (unit,) = parse("cursor", "r.mdc", rule).units
    assert unit.pinned and unit.meta["globs"] == ["**/*.go"]


def test_index_lines_round_trip() -> None:
    text = render_index([("a.md", "A", "about a"), ("b c.md", "B", "B")])
    assert index_targets(text) == ["a.md"]  # a space in a path is not a Markdown link target
    assert "- [A](a.md) — about a" in text


def test_splice_keeps_gaps_and_appends_after_one_blank_line() -> None:
    d = decode_source("AGENTS.md", b"head\r\n\r\n## A\r\nx\r\n## B\r\ny\r\n")
    a = d.text.index("## A")
    b = d.text.index("## B")
    assert splice(d, [Replacement(a, b, None)]) == "head\r\n\r\n## B\r\ny\r\n"
    out = splice(d, [], "## C\n\nz\n")
    assert out.endswith("y\r\n\r\n## C\r\n\r\nz\r\n")


_WORDS = st.text(alphabet="abcdefghij XYZ`*_-", min_size=1, max_size=30).filter(str.strip)


@st.composite
def documents(draw: st.DrawFn) -> str:
    parts = []
    if draw(st.booleans()):
        parts.append(draw(_WORDS) + "\n\n")
    for _ in range(draw(st.integers(0, 6))):
        level = draw(st.integers(1, 3))
        parts.append("#" * level + " " + draw(_WORDS).strip() + "\n\n")
        for _ in range(draw(st.integers(0, 2))):
            parts.append(draw(_WORDS) + "\n")
        if draw(st.booleans()):
            parts.append(f"\n**Why:** {draw(_WORDS).strip()}\n")
        parts.append("\n" * draw(st.integers(0, 2)))
    text = "".join(parts)
    return text.replace("\n", "\r\n") if draw(st.booleans()) else text


def _regenerated(text: str) -> tuple[ParsedFile, ParsedFile]:
    """``text`` parsed, and parsed again after every section is regenerated in place."""
    pf = parse("agents-md", "AGENTS.md", text)
    d = pf.decoded
    spans = [
        Replacement(
            u.start,
            u.end,
            regenerate_section(
                d.text[u.start : u.end],
                u.meta,
                title=u.title,
                original_title=str(u.meta["title"]),
                body=u.body,
                why=u.why,
                how=u.how,
                newline=d.newline,
            ),
        )
        for u in pf.units
    ]
    return pf, parse("agents-md", "AGENTS.md", d.encode(splice(d, spans)))


@given(documents())
def test_regenerated_sections_read_back_as_the_same_memories(text: str) -> None:
    pf, again = _regenerated(text)
    fields = [(u.key, u.title, u.body, u.why, u.how) for u in pf.units]
    assert [(u.key, u.title, u.body, u.why, u.how) for u in again.units] == fields


def test_a_section_without_a_body_is_regenerated_without_one() -> None:
    # its title stands in for the body; written out, a title such as "```" opened a code fence
    # that swallowed the Why line (found by the property test above)
    text = "# X\n\n# X\n\n# X\n\n# ```\n\n\n**Why:** X\n"
    pf, again = _regenerated(text)
    assert [(u.title, u.body, u.why) for u in again.units] == [
        (u.title, u.body, u.why) for u in pf.units
    ]
