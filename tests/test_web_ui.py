"""The web UI end to end in a real headless Chromium (tests/browser.py: Debian's
/usr/bin/chromium driven by Playwright). Each test also takes a screenshot of its screen, which
UPDATE_README_SCREENSHOTS=1 writes over the README's copies."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import memlane
from browser import BROWSER_TEST, Browser, Page, expect, shot
from memlane.errors import NotFound
from memlane.http.server import build_server
from memlane.services.memory import Memory

pytestmark = BROWSER_TEST


@dataclass
class Site:
    url: str
    mem: Memory
    notes: Path


def _seed(mem: Memory, notes: Path) -> None:
    mem.remember(
        "Run both release gates before tagging",
        slug="release-gates",
        tags=["release"],
        why="A red gate once shipped a broken wheel.",
    )
    mem.remember("Use uv for Python environments in CI", type="reference", tags=["ci"])
    mem.remember(
        "Session fixed the flaky auth test by freezing the clock",
        kind="event",
        type="session_completed",
        payload={
            "decisions": ["freeze time in auth tests"],
            "files_touched": ["tests/test_auth.py"],
        },
    )
    mem.remember(
        "Refactored the scope matcher; parent mode guards prefix collisions",
        kind="event",
        type="session_completed",
    )
    mem.remember("Nightly run passed: 412 tests, lint clean", kind="event", type="run_completed")
    mem.remember("Rotate the staging database password monthly", kind="event", type="manual_note")
    mem.remember(
        "Build box deploy finished",
        kind="event",
        type="session_completed",
        scope="ssh:build-box:/srv/app",
    )
    mem.remember(
        "Never mock the store in tests; use a temp SQLite file",
        kind="pattern",
        category="pitfall",
        confidence=0.85,
        pinned=True,
    )
    mem.remember(
        "Prefer small pull requests with one concern",
        kind="pattern",
        category="convention",
        confidence=0.7,
    )
    mem.remember(
        "Services own the rules; interfaces only parse and render",
        kind="pattern",
        category="architecture",
        confidence=0.62,
    )
    mem.remember(
        "pytest -x failed: ModuleNotFoundError numpy",
        kind="lesson",
        payload={
            "command": "pytest -x",
            "error": "ModuleNotFoundError",
            "fix": "pip install -e .[test]",
        },
    )
    notes.mkdir(parents=True)
    (notes / "release-checklist.md").write_text(
        "# Release checklist\n\nTag only after both gates are green. See [[Remote workspaces]].\n"
    )
    (notes / "remote-workspaces.md").write_text(
        "# Remote workspaces\n\nRemote scopes use ssh:<server>:<path> keys.\n"
    )
    (notes / "ssh-host-pinning.md").write_text(
        "# SSH host pinning\n\nHost keys are pinned on first save. See [[Key rotation]].\n"
    )


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    root = tmp_path_factory.mktemp("webui")
    project = root / "app"
    notes = project / ".agents" / "memory"
    with memlane.open(root / "home", embedder="hash", scope=str(project)) as mem:
        _seed(mem, notes)
        server = build_server(mem, host="127.0.0.1", port=0)
        with server.running():
            yield Site(server.url, mem, notes)


def test_memory_pane_shows_timeline_digest_and_the_injected_brief(page: Page, site: Site) -> None:
    page.goto(site.url + "/")
    expect(page.get_by_role("heading", name="Timeline", level=1)).to_be_visible()
    types = page.get_by_role("navigation", name="Event type")
    expect(types.get_by_role("link", name=re.compile(r"^Sessions\s+2$"))).to_be_visible()
    projects = page.get_by_role("navigation", name="Projects")
    expect(projects.get_by_role("link", name="build-box · app")).to_be_visible()
    chart = page.get_by_role("img", name=re.compile("Events by type"))
    expect(chart).to_have_attribute("aria-label", re.compile(r"Sessions 2, Runs 1, Manual notes 1"))
    # The project notes (files) are counted apart from manual-note events: the rail said
    # "Notes 0" beside three project notes (the s45 newcomer trial).
    expect(page.locator("#digest-notes")).to_have_text("3 project notes written in this window")
    tokens = site.mem.brief(preview=True).stats()["token_estimate"]
    expect(page.locator("#brief-tokens")).to_have_text(f"≈ {tokens} tokens")
    shot(page, "timeline")

    types.get_by_role("link", name=re.compile("^Sessions")).click()
    expect(page.locator("#timeline-count")).to_have_text("2 events")
    page.get_by_label("Search events").fill("thentic")  # a plain substring of "auth"-words
    page.get_by_label("Search events").press("Enter")
    expect(page.locator("#timeline-list .card-title")).to_have_count(0)
    page.get_by_label("Search events").fill("flaky")
    page.get_by_label("Search events").press("Enter")
    expect(page.locator("#timeline-list .card-title")).to_have_text(
        ["Session fixed the flaky auth test by freezing the clock"]
    )


def test_remember_through_the_ui_then_find_it_in_ask(page: Page, site: Site) -> None:
    page.goto(site.url + "/memories")
    page.get_by_role("button", name="New memory").click()
    dialog = page.get_by_role("dialog", name="New memory")
    expect(dialog).to_be_visible()
    dialog.get_by_label("Summary").fill("Staging deploys need the VPN")
    dialog.get_by_label("Detail").fill(
        "Connect the corporate VPN before running deploy-staging; the bastion refuses "
        "every other address."
    )
    dialog.get_by_label("Tags").fill("deploy, staging")
    shot(page, "new-memory", full=False)
    with page.expect_navigation():
        dialog.get_by_role("button", name="Remember").click()
    expect(page.locator("#toast")).to_have_text("Remembered.")
    expect(page.get_by_role("heading", name="Staging deploys need the VPN")).to_be_visible()

    page.get_by_role("link", name="Ask").click()
    page.get_by_label("Search query").fill("bastion")
    with page.expect_navigation():
        page.get_by_label("Search query").press("Enter")
    expect(page.locator("#ask-count")).to_have_text(re.compile(r"^1 matched in total"))
    expect(page.locator("#ask-results .card-title")).to_have_text(["Staging deploys need the VPN"])
    page.get_by_label("Search query").fill("tests")
    with page.expect_navigation():
        page.get_by_label("Search query").press("Enter")
    with page.expect_navigation():
        page.get_by_label("All projects").check()
    expect(page.locator("#ask-count")).to_contain_text("matched in total")
    shot(page, "ask")

    stored = site.mem.get(site.mem.search("bastion").hits[0].record.id)
    assert stored.title == "Staging deploys need the VPN" and stored.tags == ("deploy", "staging")
    assert stored.provenance.trigger == "manual"


def test_pin_and_edit_a_pattern(page: Page, site: Site) -> None:
    target = next(p for p in site.mem.patterns() if p.body.startswith("Prefer small"))
    page.goto(site.url + "/memories")
    card = page.locator(f"#rec-{target.id}")
    pin = card.get_by_role("button", name=re.compile("^Pin: Prefer small"))
    expect(pin).to_have_attribute("aria-pressed", "false")
    with page.expect_navigation():
        pin.click()
    expect(card.get_by_role("button", name=re.compile("^Unpin"))).to_have_attribute(
        "aria-pressed", "true"
    )
    assert site.mem.get(target.id).pinned is True

    card.get_by_role("button", name="Edit").click()
    card.get_by_label("Pattern text").fill("Prefer small pull requests that do one thing")
    with page.expect_navigation():
        card.get_by_role("button", name="Save pattern").click()
    expect(card.locator(".pattern-text")).to_have_text(
        "Prefer small pull requests that do one thing"
    )
    expect(card.locator(".confidence-value")).to_have_text("100 %")
    assert site.mem.get(target.id).confidence == 1.0
    shot(page, "patterns")


def test_note_edit_then_a_conflict_tells_the_user_to_reload(page: Page, site: Site) -> None:
    page.goto(site.url + "/notes")
    expect(page.get_by_role("heading", name="Project notes")).to_be_visible()
    page.get_by_role("link", name=re.compile("Release checklist")).click()
    body = page.get_by_label(re.compile("^Body"))
    body.fill(
        "Tag only after both gates are green and the changelog is written. "
        "See [[Remote workspaces]]."
    )
    with page.expect_navigation():
        page.get_by_role("button", name="Save note").click()
    expect(page.locator("#toast")).to_have_text("Note saved.")
    file = site.notes / "release-checklist.md"
    assert "changelog is written" in file.read_text()

    # Someone else saves the file while this editor still holds the old revision.
    body.fill("My edit, made on a stale copy.")
    file.write_text(file.read_text().replace("changelog is written", "release notes are out"))
    page.get_by_role("button", name="Save note").click()
    conflict = page.locator("#note-conflict")
    expect(conflict).to_be_visible()
    expect(conflict).to_contain_text("changed on disk")
    shot(page, "notes-conflict")
    assert "stale copy" not in file.read_text()

    with page.expect_navigation():
        conflict.get_by_role("link", name="Reload the note").click()
    expect(page.get_by_label(re.compile("^Body"))).to_have_value(
        re.compile("release notes are out")
    )

    page.goto(site.url + "/notes/graph")
    table = page.get_by_role("table")
    expect(table.get_by_role("row", name=re.compile("^SSH host pinning"))).to_contain_text(
        "broken: Key rotation"
    )
    expect(table.get_by_role("row", name=re.compile("^Remote workspaces"))).to_contain_text(
        "Release checklist"
    )
    shot(page, "notes-graph")


def test_delete_asks_for_confirmation(page: Page, site: Site) -> None:
    event = site.mem.search("Nightly run passed").hits[0].record
    page.goto(site.url + "/")
    card = page.locator(f"#rec-{event.id}")
    card.get_by_role("button", name=re.compile("^Delete event")).click()
    dialog = page.get_by_role("dialog", name="Are you sure?")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("Nightly run passed")
    shot(page, "confirm-delete", full=False)
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_be_hidden()
    expect(card).to_be_visible()
    assert site.mem.get(event.id).id == event.id

    card.get_by_role("button", name=re.compile("^Delete event")).click()
    dialog.get_by_role("button", name="Delete").click()
    expect(card).to_have_count(0)
    toast = page.locator("#toast")
    expect(toast).to_contain_text("Deleted.")
    with pytest.raises(NotFound):
        site.mem.get(event.id)
    # The toast offers the way back (forget keeps the last version): Undo restores the
    # event as it was, and the page shows it again.
    toast.get_by_role("button", name="Undo").click()
    expect(page.locator(f"#rec-{event.id}")).to_be_visible()
    expect(toast).to_have_text("Restored.")
    assert site.mem.get(event.id).title == event.title


def test_keyboard_use_and_phone_width(browser: Browser, site: Site) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
    page = context.new_page()
    try:
        page.goto(site.url + "/")
        page.keyboard.press("Tab")
        skip = page.get_by_role("link", name="Skip to content")
        expect(skip).to_be_focused()
        outline = skip.evaluate("el => getComputedStyle(el).outlineStyle")
        assert outline != "none"
        page.keyboard.press("Enter")
        expect(page.locator("#main")).to_be_focused()

        page.get_by_role("button", name="New memory").focus()
        page.keyboard.press("Enter")
        dialog = page.get_by_role("dialog", name="New memory")
        expect(dialog).to_be_visible()
        expect(dialog.get_by_label("Summary")).to_be_focused()
        page.keyboard.press("Escape")
        expect(dialog).to_be_hidden()

        for path, name in (("/", "timeline-phone"), ("/memories", "patterns-phone")):
            page.goto(site.url + path)
            overflow = page.evaluate(
                "document.documentElement.scrollWidth - document.documentElement.clientWidth"
            )
            assert overflow <= 0, f"{path} scrolls sideways by {overflow}px at 390px"
            shot(page, name)
    finally:
        context.close()


def test_scan_codebase_button_stores_a_scan_in_the_timeline(page: Page, site: Site) -> None:
    project = site.notes.parent.parent
    (project / "main.py").write_text("print('hello')\n")
    (project / "README.md").write_text("# Release tooling\n")
    page.goto(site.url + "/")
    button = page.get_by_role("button", name="Scan codebase")
    expect(button).to_be_enabled()
    button.click()
    expect(page.locator("#toast")).to_have_text("Codebase scanned.")
    card = page.locator("#timeline-list .card", has_text="Codebase scan: app")
    expect(card).to_be_visible()
    expect(card).to_contain_text("README: Release tooling")
    expect(page.get_by_role("button", name="Re-scan codebase")).to_be_visible()
    shot(page, "scan-codebase", full=False)
    assert "Codebase scan" not in site.mem.brief(preview=True).text
    page.goto(site.url + "/?scope=ssh%3Abuild-box%3A%2Fsrv%2Fapp")
    expect(page.get_by_role("button", name=re.compile("scan codebase", re.I))).to_be_disabled()
