"""The MCP surface of the agent loop, through the SDK's real client: report_outcome, the live
switches that take tools off the list, and errors in the tool's own vocabulary."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import anyio
import pytest
from mcp import Client
from mcp_types import CallToolResult

import memlane
from memlane.mcp import build_server
from memlane.services.memory import Memory


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "shop"
    (root / ".git").mkdir(parents=True)
    return root


@pytest.fixture
def pmem(home: Path, project: Path) -> Iterator[Memory]:
    with memlane.open(home, embedder="hash", scope=str(project)) as m:
        yield m


def text(result: CallToolResult) -> str:
    first = result.content[0]
    assert first.type == "text"
    return first.text


def test_report_outcome_settles_a_receipt_once_by_the_agent(pmem: Memory, project: Path) -> None:
    pid = pmem.remember(
        "Run tests through uv", kind="pattern", category="convention", confidence=0.7
    ).id
    server = build_server(pmem, scope=str(project))

    async def body() -> None:
        async with Client(server) as client:
            brief = text(await client.call_tool("read_memory_context", {}))
            receipt = brief.split("(receipt ", 1)[1].split(")", 1)[0]
            done = json.loads(
                text(
                    await client.call_tool(
                        "report_outcome", {"receipt": receipt, "outcome": "done"}
                    )
                )
            )
            assert done["recorded"] and done["rerated"] == [{"id": pid, "old": 0.7, "new": 0.75}]
            again = json.loads(
                text(
                    await client.call_tool(
                        "report_outcome", {"receipt": receipt, "outcome": "failed"}
                    )
                )
            )
            assert not again["recorded"]
            why = json.loads(text(await client.call_tool("why", {"handle": pid})))
            assert [(o["outcome"], o["by"]) for o in why["outcomes"]] == [("done", "agent")]
            missing = await client.call_tool(
                "report_outcome", {"receipt": "r_nope", "outcome": "done"}
            )
            assert missing.is_error and text(missing).startswith("not_found:")

    anyio.run(body)


def test_a_disabled_switch_takes_its_tools_off_the_list(pmem: Memory, project: Path) -> None:
    server = build_server(pmem, scope=str(project), allow_writes=True)

    async def names(client: Client) -> set[str]:
        return {t.name for t in (await client.list_tools()).tools}

    async def body() -> None:
        async with Client(server) as client:
            everything = await names(client)
            assert {"recall", "remember", "report_outcome", "edit_project_memory"} <= everything
            pmem.update_settings({"recall_enabled": False, "writes_enabled": False})
            left = await names(client)
            assert everything - left == {
                "recall",
                "read_memory_context",
                "memory_index",
                "remember",
                "forget",
                "renew",
                "create_project_memory",
                "edit_project_memory",
                "archive_project_memory",
            }
            resources = {str(r.uri) for r in (await client.list_resources()).resources}
            assert "memlane://brief" not in resources and "memlane://index" not in resources
            # A client that cached the old list gets the switch that turns it back on.
            refused = await client.call_tool("recall", {"query": "anything"})
            assert refused.is_error and text(refused).startswith("switched_off:")
            assert "memlane config set recall_enabled true" in text(refused)
            pmem.update_settings({"recall_enabled": True, "writes_enabled": True})
            assert await names(client) == everything

    anyio.run(body)


def test_errors_speak_the_tools_parameters(pmem: Memory, project: Path) -> None:
    server = build_server(pmem, scope=str(project))

    async def body() -> None:
        async with Client(server) as client:
            wrong = await client.call_tool("remember", {"txt": "use pnpm"})
            assert wrong.is_error
            line = text(wrong)
            assert line.startswith("invalid_input: remember has no parameter 'txt'")
            assert "did you mean text?" in line and "\n" not in line and "http" not in line

            bad = await client.call_tool("recall", {"query": "x", "budget": 0})
            assert bad.is_error and "\n" not in text(bad) and "pydantic" not in text(bad)
            assert "budget" in text(bad)

            await client.call_tool("remember", {"text": "Use pnpm, never npm", "slug": "pnpm"})
            dup = await client.call_tool("remember", {"text": "Use pnpm, never npm!"})
            assert dup.is_error and text(dup).startswith("near_duplicate:")
            remedy = text(dup).split("Remedy: ", 1)[1]
            assert 'update="pnpm"' in remedy and "force_new=true" in remedy
            assert "--" not in remedy  # no CLI flags

            gone = await client.call_tool("get", {"handle": "nope"})
            assert "memlane list" not in text(gone) and "--scope" not in text(gone)

    anyio.run(body)
