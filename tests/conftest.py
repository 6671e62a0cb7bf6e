"""Shared fixtures: every test gets its own memlane home and a real SQLite file; browser tests
share one Chromium per module (tests/browser.py)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

import memlane
from browser import CHROMIUM, CHROMIUM_ARGS, Browser, Page, sync_playwright
from fake_llm import FakeLLM, running_fake_llm
from memlane.cli.app import STATE
from memlane.services.memory import Memory

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
