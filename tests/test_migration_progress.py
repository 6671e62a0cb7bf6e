"""Opening a store that migrates reports it (store/migration_runner.py MigrationProgress): each
pending migration by name before and while it runs, then the end; a store up to date reports
nothing; the CLI shows a bar only once migrating has taken a while (cli/render.py)."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest

from memlane.app import open_memory
from memlane.cli import render
from memlane.cli.render import MigrationProgress
from memlane.store.migration_runner import apply_migrations, heard_while_running
from memlane.store.postgres import PostgresStore
from memlane.store.postgres.migrations import MIGRATIONS as PG_MIGRATIONS

Report = tuple[str | None, int, int]


def m001_table(db: sqlite3.Connection) -> None:
    db.execute("CREATE TABLE numbers (n INTEGER PRIMARY KEY)")


def m002_long(db: sqlite3.Connection) -> None:
    # Long enough for SQLite's progress handler to fire several times.
    db.execute(
        "INSERT INTO numbers WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c "
        "WHERE n < 200000) SELECT n FROM c"
    )


class _Heard(list[Report]):
    def report(self, name: str | None, done: int, total: int) -> None:
        self.append((name, done, total))


def test_reports_each_migration_while_it_runs(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / "m.db", isolation_level=None)
    heard = _Heard()
    assert apply_migrations(db, [m001_table, m002_long], heard.report) == [
        "m001_table",
        "m002_long",
    ]
    assert heard[0] == ("m001_table", 0, 2)
    assert heard[-1] == (None, 2, 2)
    during = [h for h in heard if h == ("m002_long", 1, 2)]
    assert len(during) >= 2  # announced, then heard again while its statement ran
    # The handler is gone: a later long query runs unheard.
    reports = len(heard)
    assert db.execute("SELECT COUNT(*) FROM numbers WHERE n % 7 = 0").fetchone()[0] == 28_571
    assert len(heard) == reports
    # Up to date: nothing to report.
    again = _Heard()
    assert apply_migrations(db, [m001_table, m002_long], again.report) == []
    assert again == []


def test_opening_a_store_reports_its_migrations_once(tmp_path: Path) -> None:
    heard = _Heard()
    with open_memory(tmp_path / "home", embedder="none", scope="/p", progress=heard.report):
        pass
    assert heard[-1][0] is None and heard[-1][1] == heard[-1][2] > 10
    again = _Heard()
    with open_memory(tmp_path / "home", embedder="none", scope="/p", progress=again.report):
        pass
    assert again == []


def test_the_bar_waits_then_shows_until_closed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(render, "stderr_is_terminal", lambda: True)
    quick = MigrationProgress(enabled=True, quiet_s=60)
    quick("m001_table", 0, 2)
    quick(None, 2, 2)
    assert quick._bar is None  # a new store's migrations: no bar
    quick.close()
    slow = MigrationProgress(enabled=True, quiet_s=0)
    slow("m021_fact_token_masks", 0, 1)
    assert slow._bar is not None
    slow(None, 1, 1)
    slow.close()
    assert slow._bar is None
    off = MigrationProgress(enabled=False, quiet_s=0)  # --json
    off("m021_fact_token_masks", 0, 1)
    assert off._bar is None
    monkeypatch.setattr(render, "stderr_is_terminal", lambda: False)
    piped = MigrationProgress(enabled=True, quiet_s=0)  # stderr is a pipe or a log
    piped("m021_fact_token_masks", 0, 1)
    assert piped._bar is None


def test_a_migration_the_process_cannot_hear_is_reported_until_it_ends() -> None:
    heard = _Heard()
    beats = threading.Event()

    def report(name: str | None, done: int, total: int) -> None:
        heard.report(name, done, total)
        if len(heard) >= 3:
            beats.set()

    with heard_while_running(report, "m010_fact_signatures", 9, 10, every_s=0.01):
        assert beats.wait(timeout=30)  # the server's statement runs; the thread reports
    after = len(heard)
    assert set(heard) == {("m010_fact_signatures", 9, 10)}
    # The thread is joined when the block exits: nothing reports afterwards.
    threading.Event().wait(0.05)
    assert len(heard) == after


def test_a_postgres_store_reports_its_migrations_once(pg_url: str) -> None:
    heard = _Heard()
    PostgresStore(pg_url, progress=heard.report).close()
    total = len(PG_MIGRATIONS)
    announced = [h for h in heard if h[0] is not None]
    assert [name for name, _, _ in dict.fromkeys(announced)] == [
        fn.__name__ for fn in PG_MIGRATIONS
    ]
    assert heard[0] == ("m001_initial", 0, total)
    assert heard[-1] == (None, total, total)
    again = _Heard()
    PostgresStore(pg_url, progress=again.report).close()
    assert again == []
