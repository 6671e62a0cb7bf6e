"""Live settings over HTTP: GET reports effective values, PATCH changes only the named fields
and persists them atomically, and a `memlane config set` from another process shows up in the
running server without a restart."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

import memlane
from memlane.config import load_settings
from memlane.http.server import build_server


@pytest.fixture
def client(home: Path) -> Iterator[httpx.Client]:
    with memlane.open(home, embedder="hash", scope="/work/proj") as mem:
        mem.remember("Run both release gates before tagging", slug="release-gates")
        for i in range(40):
            mem.remember(
                f"Convention number {i}: keep module {i} under five hundred lines",
                slug=f"convention-{i}",
            )
        server = build_server(mem, host="127.0.0.1", port=0)
        with server.running(), httpx.Client(base_url=server.url, timeout=30) as c:
            yield c


def config_set(home: Path, key: str, value: str) -> None:
    env = {**os.environ, "MEMLANE_HOME": str(home)}
    done = subprocess.run(
        [sys.executable, "-m", "memlane.cli.main", "config", "set", key, value],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr


def test_config_set_in_another_process_reaches_the_running_server(
    client: httpx.Client, home: Path
) -> None:
    assert client.get("/v1/settings").json()["aggressiveness"] == "default"
    config_set(home, "aggressiveness", "high")
    assert client.get("/v1/settings").json()["aggressiveness"] == "high"
    config_set(home, "brief_chars", "400")
    brief = client.get("/v1/brief", params={"preview": "true"}).json()
    assert 0 < brief["chars"] <= 400 and brief["truncated"] is True


def test_patch_changes_only_named_fields_and_persists(client: httpx.Client, home: Path) -> None:
    config_set(home, "aggressiveness", "high")
    before = client.get("/v1/settings").json()
    after = client.patch("/v1/settings", json={"recall_budget": 300}).json()
    assert after["recall_budget"] == 300
    assert {k: v for k, v in after.items() if k != "recall_budget"} == {
        k: v for k, v in before.items() if k != "recall_budget"
    }

    on_disk = tomllib.loads((home / "config.toml").read_text())
    assert on_disk == {"aggressiveness": "high", "recall_budget": 300}
    assert load_settings(home).recall_budget == 300  # a fresh process sees it too
    assert not [p for p in home.iterdir() if p.name.startswith(".config-")]  # no temp left

    # The change is live: the next brief already uses the new budget.
    client.patch("/v1/settings", json={"brief_chars": 400})
    assert client.get("/v1/brief", params={"preview": "true"}).json()["chars"] <= 400


def test_patch_refuses_unknown_or_invalid_fields_and_changes_nothing(
    client: httpx.Client, home: Path
) -> None:
    for patch in (
        {"aggressiveness": "extreme"},
        {"no_such_setting": 1},
        {},
        {"threads": 0},
        {"allow_email": None},
        {"brief_chars": "many"},
    ):
        r = client.patch("/v1/settings", json=patch)
        assert r.status_code == 422, patch
        assert r.json()["code"] == "invalid_input" and r.json()["remedy"]
    assert not (home / "config.toml").exists()


def test_every_setting_is_patchable_over_http() -> None:
    # The same keys everywhere: config set, the config file and PATCH /v1/settings.
    from memlane.config import EDITABLE
    from memlane.http.models import SettingsPatch

    assert set(SettingsPatch.model_fields) == set(EDITABLE)
