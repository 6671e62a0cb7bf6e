"""What every browser test shares: Debian's Chromium driven by Playwright (never `playwright
install`), the marks that skip a browser test where either is missing, and the screenshot helper.
The `browser` and `page` fixtures that use it live in conftest.py. Screenshots land in
docs/screenshots/ only with UPDATE_README_SCREENSHOTS=1, so a test run never modifies tracked
files."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

try:
    from playwright.sync_api import Browser, Page, expect, sync_playwright
except ImportError:  # the test extra is not installed: BROWSER_TEST skips every browser test
    Browser = Page = expect = sync_playwright = None  # type: ignore[assignment,misc]

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip
README_SHOTS = Path(__file__).resolve().parents[1] / "docs" / "screenshots"

# A browser test module sets `pytestmark = BROWSER_TEST`.
BROWSER_TEST = [
    pytest.mark.slow,
    pytest.mark.skipif(sync_playwright is None, reason="playwright is not installed"),
    pytest.mark.skipif(
        not CHROMIUM.exists() and shutil.which("chromium") is None,
        reason="Chromium is not installed at /usr/bin/chromium (apt-get install chromium)",
    ),
]

__all__ = [
    "BROWSER_TEST",
    "CHROMIUM",
    "CHROMIUM_ARGS",
    "Browser",
    "Page",
    "expect",
    "shot",
    "sync_playwright",
]


def shot(page: Page, name: str, *, full: bool = True) -> None:
    """Screenshot the screen (it must render); into the README's folder only on request."""
    if os.environ.get("UPDATE_README_SCREENSHOTS") == "1":
        folder = README_SHOTS
    else:
        folder = Path(tempfile.gettempdir()) / "memlane-screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    png = page.screenshot(path=str(folder / f"{name}.png"), full_page=full)
    assert png.startswith(b"\x89PNG")
