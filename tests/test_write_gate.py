"""Invariant 4, enumerated: every write entry point refuses a credential and writes nothing.

The HTTP and MCP surfaces have their own refusal tests (test_http_api.py, test_mcp.py); this
file walks the Python entry points that every surface, import and capture path goes through.
"""

from __future__ import annotations

import json
import string
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import memlane
from credentials import github_token, random_chars
from memlane.core.privacy import check_privacy
from memlane.core.records import Record, new_id
from memlane.errors import PrivacyRefused
from memlane.services.memory import Memory
from memlane.services.write import _gated_fields
from safety_corpus import load


def _snapshot(mem: Memory) -> tuple[int, int]:
    page = mem.list(all_scopes=True, include_archived=True, limit=1)
    history = mem._store._db.execute("SELECT COUNT(*) FROM record_history").fetchone()[0]
    return page.total, history


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    return root


@pytest.fixture
def pmem(home: Path, project: Path) -> Any:
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        m.remember("An existing fact about deploys", slug="existing")
        m.notes_create("Runbook", "use the vault")
        yield m


def _remember(mem: Memory, secret: str) -> object:
    return mem.remember(f"deploy with token {secret}")


def _remember_why(mem: Memory, secret: str) -> object:
    return mem.remember("deploys need a token", why=f"the token is {secret}")


def _remember_slug_update(mem: Memory, secret: str) -> object:
    return mem.remember(f"TOKEN={secret}", slug="existing")


def _edit(mem: Memory, secret: str) -> object:
    return mem.edit("existing", body=f"export GITHUB_TOKEN={secret}")


def _import(mem: Memory, secret: str) -> object:
    corpus = mem.export()
    corpus["records"] = [
        {
            **corpus["records"][0],
            "id": "01IMPORTED0000000000000000",
            "slug": "imported",
            "body": f"token {secret}",
        }
    ]
    return mem.import_(corpus)


def _note_create(mem: Memory, secret: str) -> object:
    return mem.notes_create("Deploy", f"use {secret}")


def _note_update(mem: Memory, secret: str) -> object:
    note = next(n for n in mem.notes_list().notes if n.title == "Runbook")
    return mem.notes_edit(note.id, revision=note.revision, body=f"use {secret}")


def _capture_run(mem: Memory, secret: str) -> object:
    return mem.capture_run(summary=f"released with {secret}", status="done")


WRITERS: dict[str, Callable[[Memory, str], object]] = {
    "remember": _remember,
    "remember --why": _remember_why,
    "remember --slug (revise)": _remember_slug_update,
    "edit": _edit,
    "import": _import,
    "notes create": _note_create,
    "notes edit": _note_update,
    "capture run": _capture_run,
}


@pytest.mark.parametrize("name", sorted(WRITERS))
def test_every_writer_refuses_a_credential(pmem: Memory, name: str) -> None:
    secret = github_token()
    before = _snapshot(pmem)
    with pytest.raises(PrivacyRefused) as err:
        WRITERS[name](pmem, secret)
    assert err.value.exit_code == 4
    assert secret not in str(err.value) and secret not in json.dumps(err.value.to_dict())
    assert "reference it by name" in err.value.remedy
    assert _snapshot(pmem) == before


def test_session_capture_never_stores_the_credential(pmem: Memory, tmp_path: Path) -> None:
    secret = github_token()
    transcript = tmp_path / "session.jsonl"
    lines = [
        {"role": "user", "content": "We decided to always deploy from main."},
        {"role": "assistant", "content": f"Done. I exported GH_TOKEN={secret} and deployed."},
    ]
    transcript.write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    pmem.capture_session(transcript, session_id="s-secret")
    dump = json.dumps(pmem.export())
    assert secret not in dump


def test_tool_call_log_never_stores_the_credential(pmem: Memory) -> None:
    secret = github_token()
    pmem.log_tool_call(
        session_id="s1",
        tool="Bash",
        command=f"curl -H 'token {secret}' x",
        errored=True,
        error="401",
    )
    rows = pmem._store.tool_calls("s1")
    assert rows and secret not in json.dumps(rows, default=str)


def test_a_one_line_memory_is_gated_once_and_still_refused(pmem: Memory) -> None:
    # Its derived title is its body: the gate scans that text once, and names the body.
    secret = github_token()
    before = _snapshot(pmem)
    with pytest.raises(PrivacyRefused) as err:
        pmem.remember(f"token {secret}")
    assert {f["field"] for f in err.value.details["findings"]} == {"body"}
    assert _snapshot(pmem) == before


def test_a_derived_slug_is_gated_even_when_its_body_passes(pmem: Memory) -> None:
    """Why derived texts are not skipped: the slug joins the body's words with dashes, and
    "sk proj <48 characters>" (no key) becomes "sk-proj-<48 characters>" (a key's shape)."""
    text = "sk proj " + random_chars(48, string.ascii_lowercase + string.digits)
    check_privacy({"body": text})  # the text alone passes
    before = _snapshot(pmem)
    with pytest.raises(PrivacyRefused) as err:
        pmem.remember(text)
    assert {f["field"] for f in err.value.details["findings"]} == {"slug"}
    assert _snapshot(pmem) == before


@pytest.mark.parametrize("corpus", ["privacy_positive", "privacy_benign"])
def test_skipping_a_repeated_field_keeps_every_verdict(corpus: str) -> None:
    """_gated_fields leaves out a field whose text another field holds: on every labelled
    text, a record whose title, body and slug repeat it is refused exactly when the text is."""
    for sample in load(corpus):
        text = sample.text
        rec = Record(new_id(), "fact", "global", text, text, tags=(text,), slug=text)
        fields = _gated_fields(rec)
        assert [k for k, v in fields.items() if v is not None] == ["body"]
        assert _refused(fields) == _refused({"body": text}), text


def _refused(fields: dict[str, str | None]) -> bool:
    try:
        check_privacy(fields)
    except PrivacyRefused:
        return True
    return False
