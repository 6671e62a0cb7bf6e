"""Shared fixtures: every test gets its own memlane home and a real SQLite file; store tests
also run on a real PostgreSQL (pgserver); browser tests share one Chromium per module
(tests/browser.py)."""

from __future__ import annotations

import os
import shutil
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pgserver  # the wheel bundles PostgreSQL 16 and pgvector
import psycopg
import pytest

import memlane
from browser import CHROMIUM, CHROMIUM_ARGS, Browser, Page, sync_playwright
from fake_llm import FakeLLM, running_fake_llm
from memlane.cli.app import STATE
from memlane.services.memory import Memory
from memlane.store.postgres import PostgresStore
from memlane.store.protocol import Store
from stores import open_store

PROJECT = "/work/proj"


@pytest.fixture(scope="session", autouse=True)
def _no_real_transcripts(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Session search never reads this machine's agent transcripts from a test: module-scoped
    fixtures open memories before any per-test fixture runs, so the whole run points the
    transcript folders at an empty one."""
    empty = tmp_path_factory.mktemp("no-transcripts")
    previous = os.environ.get("MEMLANE_SESSION_ROOTS")
    os.environ["MEMLANE_SESSION_ROOTS"] = str(empty)
    yield
    if previous is None:
        os.environ.pop("MEMLANE_SESSION_ROOTS", None)
    else:
        os.environ["MEMLANE_SESSION_ROOTS"] = previous


@pytest.fixture(autouse=True)
def _isolated_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """No test may touch the real ~/.memlane: MEMLANE_HOME points at a fresh folder. Tests
    also run from an empty folder, so a relative path or a default scope never lands in the
    repository (fuzzed HTTP requests once wrote project notes into the checkout)."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.chdir(tmp_path_factory.mktemp("cwd"))
    monkeypatch.setenv("MEMLANE_HOME", str(home))
    for key in list(os.environ):
        if key.startswith("MEMLANE_") and key != "MEMLANE_HOME":
            monkeypatch.delenv(key)
    # Nor the real agents' transcripts: session search indexes an empty folder unless a test
    # points it somewhere.
    monkeypatch.setenv("MEMLANE_SESSION_ROOTS", str(home / "no-transcripts"))
    return home


@pytest.fixture(autouse=True)
def _reset_cli_state() -> Iterator[None]:
    """An in-process CLI run keeps its options and open store in a module global; no test
    may inherit another's (``run()`` closes it too, this covers a test that fails midway)."""
    yield
    STATE.close()


@pytest.fixture
def cli_state() -> Iterator[None]:
    """For a test that calls a CLI command function in process (not through ``run()``, which
    sets the options): the hash embedder, and the state closed afterwards."""
    STATE.embedder = "hash"
    yield
    STATE.close()


@pytest.fixture
def home(_isolated_home: Path) -> Path:
    return _isolated_home


@pytest.fixture
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A person's home folder (``HOME``) of its own, where the agents' user-level files go."""
    home = tmp_path / "ana"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    return home


@pytest.fixture
def memlane_on_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A `memlane` executable on PATH (as after `pipx install memlane`) and nothing else of
    this machine's: install then writes the portable command."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "memlane").write_text("#!/bin/sh\n")
    (bin_dir / "memlane").chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:/usr/bin:/bin")
    return bin_dir / "memlane"


@pytest.fixture
def mem(home: Path) -> Iterator[Memory]:
    with memlane.open(home, embedder="hash", scope=PROJECT) as m:
        yield m


@pytest.fixture
def fake() -> Iterator[FakeLLM]:
    """A loopback LLM server speaking both wire formats (tests/fake_llm.py)."""
    with running_fake_llm() as server:
        yield server


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """One headless Chromium per browser-test module (tests/browser.py skips those modules
    where Playwright or Chromium is missing)."""
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    """A fresh desktop-sized tab; the test fails if the page raised a JavaScript error."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda exc: errors.append(str(exc)))
    yield tab
    context.close()
    assert not errors, errors


# -- PostgreSQL (the team store) ---------------------------------------------------------


@pytest.fixture(scope="session")
def pg_server() -> Iterator[str]:
    """A real PostgreSQL with pgvector from the ``pgserver`` wheel, once per test session;
    yields the admin URL. Tests skip (saying why) only if it cannot start here."""
    # Not under pytest's temp folder: that one is private to this user, and as root pgserver
    # runs the server as its own system user, which must reach the data folder.
    root = Path(tempfile.mkdtemp(prefix="memlane-pg-"))
    root.chmod(0o755)
    try:
        server = pgserver.get_server(root / "data", cleanup_mode="delete")
        uri = server.get_uri()
        with psycopg.connect(uri, autocommit=True) as db:
            # A throwaway test cluster needs no crash safety; each test creates a database.
            db.execute("ALTER SYSTEM SET fsync = off")
            db.execute("ALTER SYSTEM SET synchronous_commit = off")
            db.execute("ALTER SYSTEM SET full_page_writes = off")
            db.execute("SELECT pg_reload_conf()")
    except Exception as exc:  # any failure to start is a reason to skip, stated below
        shutil.rmtree(root, ignore_errors=True)
        pytest.skip(f"PostgreSQL (pgserver) could not start on this machine: {exc}")
    yield uri
    server.cleanup()
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def pg_url(pg_server: str) -> Iterator[str]:
    """A fresh, empty database on the session's server (dropped afterwards)."""
    name = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_server, autocommit=True) as db:
        db.execute(f'CREATE DATABASE "{name}"')
    yield pg_database_url(pg_server, name)
    with psycopg.connect(pg_server, autocommit=True) as db:
        db.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="session")
def _pg_shared(pg_server: str) -> str:
    """One migrated database the store tests share, emptied before each test (creating and
    migrating a database per test costs ~1 s)."""
    with psycopg.connect(pg_server, autocommit=True) as db:
        db.execute('CREATE DATABASE "memlane_shared"')
    url = pg_database_url(pg_server, "memlane_shared")
    PostgresStore(url).close()  # applies the migrations
    return url


@pytest.fixture
def pg_clean_url(_pg_shared: str) -> str:
    """The shared test database with every table emptied (the schema stays)."""
    with psycopg.connect(_pg_shared, autocommit=True) as db:
        tables = [
            r[0]
            for r in db.execute(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'public' "
                "AND tablename <> 'schema_migrations'"
            )
        ]
        names = ", ".join(f'"{t}"' for t in tables)
        db.execute(f"TRUNCATE {names} RESTART IDENTITY CASCADE")
        # The rows migrations seed: the record count and the records version.
        db.execute("INSERT INTO record_terms(term, doc) VALUES ('', 0)")
        db.execute("INSERT INTO store_counters(name, value) VALUES ('records', 0)")
    return _pg_shared


def pg_database_url(admin_url: str, name: str) -> str:
    """The admin URL pointed at database ``name`` (same user, same socket folder)."""
    parts = urlsplit(admin_url)
    return urlunsplit(parts._replace(path=f"/{name}"))


BACKENDS = ["sqlite", "postgres"]


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def store(store_target: str) -> Iterator[Store]:
    """A store of each backend (the ``backend`` parameter), empty."""
    s = open_store(store_target)
    yield s
    s.close()


@pytest.fixture
def store_target(backend: str, request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a store of ``backend`` lives: a SQLite file path or a fresh database's URL."""
    if backend == "sqlite":
        return str(tmp_path / "store.db")
    return str(request.getfixturevalue("pg_clean_url"))
