"""The web UI's lifecycle screens in a real headless Chromium (tests/browser.py): verdicts with
their reasons, proposals applied only after confirmation, validity badges and the renew form."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import memlane
from browser import BROWSER_TEST, Page, expect, shot
from memlane.http.server import build_server
from memlane.services.memory import Memory

pytestmark = BROWSER_TEST


@dataclass
class Site:
    url: str
    mem: Memory
    project: Path


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    root = tmp_path_factory.mktemp("weblife")
    project = root / "shop"
    (project / "src").mkdir(parents=True)
    (project / "src" / "cart.py").write_text("def checkout(cart):\n    return cart\n")
    with memlane.open(root / "home", embedder="hash", scope=str(project)) as mem:
        mem.remember("Checkout is `checkout()` in `src/cart.py`", slug="checkout", pinned=True)
        mem.remember("Refunds are issued from src/refunds/api.py", slug="refunds")
        mem.remember("Use npm for installs", slug="npm")
        mem.remember("Use pnpm for installs, never npm", slug="pnpm")
        server = build_server(mem, host="127.0.0.1", port=0)
        with server.running():
            yield Site(server.url, mem, project)


def test_verify_shows_stale_memories_with_reasons(page: Page, site: Site) -> None:
    page.goto(site.url + "/lifecycle")
    expect(page.get_by_role("heading", name="Lifecycle", level=1)).to_be_visible()
    expect(page.locator("#verdict-list")).to_contain_text("not verified yet")
    with page.expect_navigation():
        page.get_by_role("button", name="Verify now").click()
    expect(page.locator("#toast")).to_have_text("Verified against the project folder.")
    expect(page.locator("#verdict-counts")).to_have_text("1 verified · 1 stale · 2 unknown")
    stale = page.locator(".verdict-card", has_text="Refunds are issued")
    expect(stale.locator(".badge")).to_have_text("stale")
    expect(stale.locator(".verdict-reason")).to_have_text(
        "src/refunds/api.py not found (1 file searched)"
    )
    page.goto(site.url + "/memories")
    card = page.locator(".card", has_text="Refunds are issued")
    expect(card.locator(".badge-verdict-stale")).to_have_text("stale")
    expect(card.locator(".badge-verdict-stale")).to_have_attribute(
        "title", re.compile("src/refunds/api.py not found")
    )


def test_a_proposal_is_applied_only_after_confirmation(page: Page, site: Site) -> None:
    page.goto(site.url + "/lifecycle")
    card = page.locator(".proposal-card", has_text="opposite use guidance")
    expect(card).to_contain_text("pnpm")
    card.get_by_role("button", name="Apply").click()
    dialog = page.get_by_role("dialog", name="Are you sure?")
    expect(dialog).to_contain_text("The older memory leaves the brief and recall.")
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_be_hidden()
    assert site.mem.consolidation_history() == []
    shot(page, "lifecycle")

    card.get_by_role("button", name="Apply").click()
    with page.expect_navigation():
        dialog.get_by_role("button", name="Apply").click()
    expect(page.locator("#toast")).to_have_text("Applied.")
    expect(page.locator("#run-list")).to_contain_text("applied: supersession — pnpm supersedes npm")
    expect(page.locator(".proposal-card", has_text="opposite use guidance")).to_have_count(0)
    assert site.mem.lifecycle("npm")["label"] == "superseded"
    page.goto(site.url + "/memories")
    expect(
        page.locator(".card", has_text="Use npm for installs").locator(
            ".badge", has_text="superseded"
        )
    ).to_be_visible()


def test_renew_a_pinned_fact_from_its_card(page: Page, site: Site) -> None:
    page.goto(site.url + "/memories")
    card = page.locator(".card", has_text="Checkout is")
    card.get_by_role("button", name="Renew").click()
    card.get_by_label(re.compile("^Valid from")).fill("2026-01-01")
    card.get_by_label(re.compile("^Valid until")).fill("2099-01-01")
    card.get_by_label("Evidence").fill("Read src/cart.py with the payments team")
    with page.expect_navigation():
        card.get_by_role("button", name="Renew", exact=True).last.click()
    expect(page.locator("#toast")).to_have_text("Validity renewed.")
    badge = page.locator(".card", has_text="Checkout is").locator(".badge-window-current")
    expect(badge).to_have_text("current · until 2099-01-01")
    expect(badge).to_have_attribute("title", re.compile("evidence: Read src/cart.py"))
    window = site.mem.lifecycle("checkout")["window"]
    assert window["valid_until"].startswith("2099-01-01")
    shot(page, "lifecycle-validity")
