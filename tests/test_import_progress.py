"""A bulk import says how far its embedding has got (the long part: MiniLM embeds ~50 texts a
second on two cores, so a 30,000-record corpus ran ten minutes with nothing on the screen, the
s45 newcomer trial). The service reports ``progress(done, total)`` over the texts to embed;
the CLI draws a bar on a terminal and nothing into a pipe or --json."""

from __future__ import annotations

import io
import json
import random
import sqlite3
from collections.abc import Callable, Sequence
from contextlib import closing
from pathlib import Path

import pytest
from rich.console import Console

import memlane
from memlane.cli import render
from memlane.cli.main import run
from memlane.core.records import Record
from memlane.providers.embedders import HashEmbedder
from memlane.services.embedding import PROGRESS_BATCH
from memlane.services.memory import Memory
from memlane.services.write import PUT_CHUNK
from memlane.store.sqlite import SqliteStore

Heard = list[tuple[int, int]]


_WORDS = (
    "deploy", "cache", "schema", "lint", "release", "branch", "review", "token", "queue",
    "worker", "retry", "timeout", "index", "migration", "rollback", "docker", "image", "build",
    "artifact", "budget", "latency", "vector", "shard", "replica", "backup", "restore", "alert",
    "metric", "trace", "span", "parser", "config", "secret", "rotate", "certificate", "proxy",
    "gateway", "router", "handler", "fixture", "mock", "snapshot", "coverage", "benchmark",
    "profile", "memory", "leak", "thread", "lock",
)  # fmt: skip


def _texts(n: int) -> list[str]:
    rng = random.Random(7)
    return [" ".join(rng.sample(_WORDS, 9)) + f" (note {i})" for i in range(n)]


def _corpus(tmp_path: Path, n: int) -> dict[str, object]:
    source = memlane.open(tmp_path / "source", embedder="hash", scope=str(tmp_path))
    for text in _texts(n):
        source.remember(text, force_new=True)
    corpus = source.export()
    source.close()
    return corpus


def _ranks_as_a_plain_import(
    target: Memory, corpus: dict[str, object], tmp_path: Path, query: str
) -> None:
    """``target`` ranks ``query`` as a store that imported ``corpus`` in one plain call."""
    plain = memlane.open(tmp_path / "plain", embedder="hash", scope=str(tmp_path))
    plain.import_(corpus)
    got = [(s.record.id, round(s.score, 9)) for s in target.rank(query, limit=10)]
    assert got == [(s.record.id, round(s.score, 9)) for s in plain.rank(query, limit=10)]
    target.close()
    plain.close()


def _cli_corpus(tmp_path: Path, n: int) -> tuple[list[str], Path]:
    """The CLI's home options and a corpus file of ``n`` records to import."""
    corpus = tmp_path / "corpus.json"
    corpus.write_text(json.dumps(_corpus(tmp_path, n)), encoding="utf-8")
    return ["--home", str(tmp_path / "cli-home"), "--embedder", "hash"], corpus


def _check(heard: Heard, total: int) -> None:
    assert heard[0] == (0, total) and heard[-1] == (total, total)
    done = [d for d, _ in heard]
    assert done == sorted(done) and all(t == total for _, t in heard)
    # the bar moves more than once over a long import
    assert len(heard) >= 1 + -(-total // PROGRESS_BATCH)


def test_a_corpus_import_reports_its_embedding(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path, 600)
    target = memlane.open(tmp_path / "target", embedder="hash", scope=str(tmp_path))
    heard: Heard = []
    counts = target.import_(corpus, progress=lambda d, t: heard.append((d, t)))
    assert counts["added"] == 600
    _check(heard, 600)
    # Re-importing embeds nothing: nothing to report.
    again: Heard = []
    assert target.import_(corpus, progress=lambda d, t: again.append((d, t)))["added"] == 0
    assert again in ([], [(0, 0)])
    # The vectors are those a plain import computes (the call size changes nothing).
    _ranks_as_a_plain_import(target, corpus, tmp_path, "release runbook step 17")


def test_an_agent_file_import_reports_its_embedding(tmp_path: Path) -> None:
    project = tmp_path / "app"
    project.mkdir()
    sections = [f"## Rule {i}\n\nAlways run check {i} before merging.\n" for i in range(300)]
    (project / "AGENTS.md").write_text("# Rules\n\n" + "\n".join(sections), encoding="utf-8")
    mem = memlane.open(tmp_path / "home", embedder="hash", scope=str(project))
    heard: Heard = []
    report = mem.import_files(
        project / "AGENTS.md", fmt="agents-md", progress=lambda d, t: heard.append((d, t))
    )
    assert report.imported == 300
    _check(heard, 300)
    mem.close()


@pytest.fixture
def terminal(monkeypatch: pytest.MonkeyPatch) -> io.StringIO:
    screen = io.StringIO()
    monkeypatch.setattr(render, "err", Console(file=screen, force_terminal=True, width=100))
    monkeypatch.setattr(render, "stderr_is_terminal", lambda: True)
    return screen


def test_the_cli_draws_the_bar_on_a_terminal_only(
    tmp_path: Path,
    terminal: io.StringIO,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    home, corpus = _cli_corpus(tmp_path, 300)
    assert run([*home, "import", str(corpus)]) == 0
    assert "embedding" in terminal.getvalue()
    assert "added 300 records" in capsys.readouterr().out
    # --json on the same terminal: no bar
    terminal.truncate(0)
    terminal.seek(0)
    assert run([*home, "import", str(corpus), "--json"]) == 0
    assert "embedding" not in terminal.getvalue()
    assert json.loads(capsys.readouterr().out)["existing"] == 300


# -- an interrupted import keeps its embedding ---------------------------------------------------


class _CtrlC(KeyboardInterrupt):
    """Ctrl-C pressed while the bar stood at ``at`` texts."""


def _interrupt_at(at: int, heard: Heard) -> Callable[[int, int], None]:
    def progress(done: int, total: int) -> None:
        heard.append((done, total))
        if done >= at:
            raise _CtrlC

    return progress


def test_an_interrupted_import_keeps_its_vectors_and_its_rerun_embeds_only_the_rest(
    tmp_path: Path,
) -> None:
    corpus = _corpus(tmp_path, 600)
    target = memlane.open(tmp_path / "target", embedder="hash", scope=str(tmp_path))
    heard: Heard = []
    with pytest.raises(_CtrlC):
        target.import_(corpus, progress=_interrupt_at(2 * PROGRESS_BATCH, heard))
    assert heard[-1] == (2 * PROGRESS_BATCH, 600)
    # No memory was written (the records are one transaction), the vectors were kept.
    assert target.list(all_scopes=True).total == 0
    assert target.written == 0 and target.vectors_kept == 2 * PROGRESS_BATCH
    target.close()
    # A new process runs the same import: it embeds the 88 texts left, and nothing is lost.
    target = memlane.open(tmp_path / "target", embedder="hash", scope=str(tmp_path))
    rest: Heard = []
    assert target.import_(corpus, progress=lambda d, t: rest.append((d, t)))["added"] == 600
    assert rest[0] == (0, 600 - 2 * PROGRESS_BATCH) and rest[-1] == (88, 88)
    _ranks_as_a_plain_import(target, corpus, tmp_path, "rollback the shard replica")


def test_ctrl_c_during_an_import_says_its_rerun_continues(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    home, corpus = _cli_corpus(tmp_path, 600)
    embed = HashEmbedder.embed
    calls: list[int] = []

    def third_call_interrupted(self: HashEmbedder, texts: Sequence[str]) -> object:
        calls.append(len(texts))
        if len(calls) == 3:
            raise KeyboardInterrupt  # Ctrl-C while the model embeds the third call's texts
        return embed(self, texts)

    with monkeypatch.context() as patch:
        patch.setattr(HashEmbedder, "embed", third_call_interrupted)
        assert run([*home, "import", str(corpus)]) == 130
    err = capsys.readouterr().err
    assert "interrupted: nothing was written" in err
    assert f"the {2 * PROGRESS_BATCH} texts embedded so far are kept" in err
    assert "run the same command again" in err
    assert run([*home, "import", str(corpus), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["added"] == 600


# -- a long import commits as it goes --------------------------------------------------------


def test_a_bulk_import_commits_every_chunk_and_its_rerun_adds_the_rest(tmp_path: Path) -> None:
    """A 2,500-record import writes 1,000 records a transaction: another process sees the
    first chunk while the second is written (the write lock was let go in between), and a
    Ctrl-C in the second keeps the first; the same import run again adds the rest."""
    corpus = _corpus(tmp_path, 2 * PUT_CHUNK + 500)
    home = tmp_path / "target"
    target = memlane.open(home, embedder="hash", scope=str(tmp_path))
    insert_many = SqliteStore.insert_many
    seen_elsewhere: list[int] = []

    def second_chunk_interrupted(self: SqliteStore, records: Sequence[Record]) -> None:
        insert_many(self, records)
        with closing(sqlite3.connect(home / "memory.db")) as other:
            seen_elsewhere.append(other.execute("SELECT count(*) FROM records").fetchone()[0])
        if len(seen_elsewhere) == 2:
            raise KeyboardInterrupt

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(SqliteStore, "insert_many", second_chunk_interrupted)
        with pytest.raises(KeyboardInterrupt):
            target.import_(corpus)
    assert seen_elsewhere == [0, PUT_CHUNK]  # the first chunk was committed before the second
    assert target.written == PUT_CHUNK
    assert target.list(all_scopes=True).total == PUT_CHUNK
    again = target.import_(corpus)
    assert (again["added"], again["existing"]) == (PUT_CHUNK + 500, PUT_CHUNK)
    assert target.list(all_scopes=True).total == 2 * PUT_CHUNK + 500
    target.close()
