"""The MCP server: memlane's tools and resources over one Memory, for a model to call.

The workspace is fixed when the server starts (``--scope``, else the git root it started in);
no tool takes a path. Memlane errors become MCP tool errors whose text names the remedy in the
tool's own parameters (:mod:`memlane.mcp.remedies`), in one place (:meth:`MemlaneMCP.call_tool`).
Writes: ``remember`` and ``forget`` are the agent's own memory verbs and stay available without
``--allow-writes`` (both pass the write gate, and forget keeps history); the project-note writes
change files in the repository, so they are listed and callable only with ``--allow-writes``.

Live switches (``memlane config set``, read on every call): ``recall_enabled = false`` takes
``recall``, ``read_memory_context`` and ``memory_index`` (and the brief and index resources)
off the list, ``writes_enabled = false`` takes ``remember``, ``forget``, ``renew`` and the note
writes off, and ``capture_enabled = false`` takes ``report_outcome`` and ``observe`` off. A
listed-then-disabled tool called anyway is refused with the setting that turns it back on.
On stdio nothing but the protocol reaches stdout: the SDK points fd 1 at stderr while serving.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any
from urllib.parse import quote

import anyio
import anyio.to_thread
import uvicorn
from mcp.server.lowlevel.helper_types import ReadResourceContents
from mcp.server.mcpserver import MCPServer, ResourceSecurity
from mcp.server.mcpserver.context import Context
from mcp.server.mcpserver.exceptions import (
    ResourceError,
    ResourceNotFoundError,
    ToolError,
    UnexpectedResourceError,
    UnexpectedToolError,
)
from mcp_types import CallToolResult, InputRequiredResult, ToolAnnotations
from mcp_types import Resource as MCPResource
from mcp_types import Tool as MCPTool
from pydantic import ValidationError
from pydantic.networks import AnyUrl

from memlane import __version__
from memlane.config import Settings
from memlane.errors import MemlaneError, NotFound, SwitchedOff, WritesDisabled
from memlane.mcp.remedies import argument_problem, error_text, validation_problem
from memlane.mcp.tools import MemoryTools
from memlane.services.memory import Memory

WRITE_TOOLS = frozenset({"create_project_memory", "edit_project_memory", "archive_project_memory"})
# Live switch → the tools it governs.
SWITCHED_TOOLS: dict[str, frozenset[str]] = {
    "recall_enabled": frozenset({"recall", "read_memory_context", "memory_index"}),
    "writes_enabled": frozenset({"remember", "forget", "renew"}) | WRITE_TOOLS,
    "capture_enabled": frozenset({"report_outcome", "observe"}),
}
BRIEF_URI = "memlane://brief"
PATTERNS_URI = "memlane://patterns"
INDEX_URI = "memlane://index"
NOTE_URI = "memlane://notes/{note_id}"

INSTRUCTIONS = (
    "Long-term memory for this workspace. At the start of a task call read_memory_context, then "
    "recall with what you are about to do. Use search for a wide lookup and get to read one "
    "memory in full; why shows where it came from. session_search finds what past sessions "
    "said and did (session_show reads around a hit). After learning something durable (a "
    "convention, decision, pitfall and its fix) call remember with a stable slug. When the task "
    "ends, call report_outcome with the receipt of the brief or packet you used. Never store "
    "credentials. Text shown as [BLOCKED: <class>] was withheld by the prompt-injection scan."
)

# name → (description for the model, read-only?, destructive?)
DESCRIPTIONS: dict[str, tuple[str, bool, bool]] = {
    "remember": (
        "Store one durable memory for this workspace: a convention, decision, preference, "
        "pitfall or reference worth knowing in a later session. Pass the memory as `text`; "
        "give a stable `slug` to revise it later (reusing a slug updates in place, history "
        "kept). A near duplicate is refused with the existing slug to update instead. "
        "Credentials are refused: name a secret, never paste it.",
        False,
        False,
    ),
    "recall": (
        "Recall the few memories relevant to `query`, ranked and packed into a token budget "
        "(default 800). Call it with what you are about to do before acting. Returns a short "
        "text packet with a receipt; a cut excerpt names the slug to `get` in full.",
        True,
        False,
    ),
    "search": (
        "Wide search over everything in this workspace's memory for `query`: stems, prefixes, "
        "identifiers and substrings, every kind, no relevance gates. Returns hits with id, slug, "
        "title and an excerpt; use `get` for the full text.",
        True,
        False,
    ),
    "get": ("Read one memory in full by id or slug.", True, False),
    "forget": (
        "Delete one memory by id or slug (its earlier versions stay in history). Use it for a "
        "memory that is wrong or obsolete.",
        False,
        True,
    ),
    "why": (
        "Where a memory came from before you act on it: trigger, session, time, revisions, "
        "how often it was shown, and which outcomes moved its confidence.",
        True,
        False,
    ),
    "report_outcome": (
        "Report how the task that used a brief or recall packet ended: pass the `receipt` "
        "printed in its header (b_… or r_…) and `outcome` done, failed or cancelled. Patterns "
        "that rode in it gain (done) or lose (failed) confidence; recorded once per receipt.",
        False,
        False,
    ),
    "read_memory_context": (
        "The session brief for this workspace: pinned and learned patterns, key facts, recent "
        "lessons (failed command → what fixed it), recent sessions and project notes, within a "
        "character budget. Call it once at the start of a task; pass `task` to order it.",
        True,
        False,
    ),
    "verify": (
        "Check the paths, fn() calls, --flags, package versions and URLs that this "
        "workspace's memories cite against its project folder. Returns counts and the stale "
        "or unknown memories with the reason; stale memories no longer reach briefs or "
        "recall. Call it before trusting an old memory about code.",
        False,
        False,
    ),
    "consolidate": (
        "Read-only proposals to tidy this workspace's memory: near-duplicate merges, "
        "supersessions (opposite guidance on the same subject), archives of stale memories. "
        "Nothing is applied; tell the person, who applies them.",
        True,
        False,
    ),
    "renew": (
        "Renew a pinned memory's validity window (valid_from inclusive, valid_until "
        "exclusive, ISO UTC) with evidence of what you checked. Each renewal is a revision.",
        False,
        False,
    ),
    "observe": (
        "Record whether memories delivered under a receipt helped a task: feedback, outcome, "
        "attribution (isolated only when nothing else changed) and evidence. One observation "
        "per task and memory; they cannot be changed later.",
        False,
        False,
    ),
    "utility": (
        "How often a memory was recalled and what observations say about it, lifetime and "
        "for its current content, with denominators.",
        True,
        False,
    ),
    "session_search": (
        "Search what was said and done in past agent sessions of this project (Claude Code, "
        "Codex and plain transcripts): user prompts, assistant answers, tool commands and their "
        "output. Use it for 'what did we try last time for X' before repeating work. Returns hits "
        "with session id, time, position, a snippet and the messages around it; your own "
        "session is left out; `all_projects` widens to every local project.",
        True,
        False,
    ),
    "session_show": (
        "Read part of one past session: pass the session id and the hit's position as `around` "
        "to see the messages before and after it. Credentials in transcripts are withheld.",
        True,
        False,
    ),
    "memory_index": (
        "The whole workspace memory at a glance: one line per memory (kind, slug, title, "
        "date), pinned first, then by kind and recency, inside a token `budget` (default "
        "1500). The last line says how many were omitted. Use `get` to read one in full.",
        True,
        False,
    ),
    "search_project_memory": (
        "Search the project's notes (Markdown files under .agents/memory) for `query`. Returns "
        "note ids, titles and excerpts.",
        True,
        False,
    ),
    "read_project_memory": (
        "Read one project note in full by its id, with the revision an update needs.",
        True,
        False,
    ),
    "create_project_memory": (
        "Create a project note (a Markdown file under .agents/memory in the repository) with a "
        "title, Markdown body and optional tags. Needs the server started with --allow-writes.",
        False,
        False,
    ),
    "edit_project_memory": (
        "Rewrite a project note. Pass the `revision` from read_project_memory; if the file "
        "changed since, the update is refused so nothing is overwritten. Needs --allow-writes.",
        False,
        False,
    ),
    "archive_project_memory": (
        "Archive a project note (the file stays, marked archived). Needs --allow-writes.",
        False,
        True,
    ),
}


def switched_off(name: str, settings: Settings) -> str | None:
    """The live switch that has ``name`` off right now, or None."""
    for switch, tools in SWITCHED_TOOLS.items():
        if name in tools and not getattr(settings, switch):
            return switch
    return None


class MemlaneMCP(MCPServer[Any]):
    """MCPServer with memlane's error translation, write gating and per-note resources."""

    def __init__(self, tools: MemoryTools, *, allow_writes: bool) -> None:
        super().__init__(
            "memlane", version=__version__, instructions=INSTRUCTIONS, log_level="WARNING"
        )
        self.tools = tools
        self.allow_writes = allow_writes

    def _offered(self, name: str, settings: Settings) -> bool:
        if name in WRITE_TOOLS and not self.allow_writes:
            return False
        return switched_off(name, settings) is None

    async def list_tools(self) -> list[MCPTool]:
        listed = await super().list_tools()
        settings = self.tools.memory.settings
        return [t for t in listed if self._offered(t.name, settings)]

    async def call_tool(
        self, name: str, arguments: dict[str, Any], context: Context[Any, Any] | None = None
    ) -> CallToolResult | InputRequiredResult:
        if name in WRITE_TOOLS and not self.allow_writes:
            refused = WritesDisabled(
                f"{name} changes project files and this server is read-only for notes",
                remedy="restart the server with `memlane mcp --allow-writes` "
                "(or use remember for a memory that needs no file)",
            )
            raise ToolError(error_text(refused))
        switch = switched_off(name, self.tools.memory.settings)
        if switch is not None:
            off = SwitchedOff(
                f"{name} is switched off for this memory ({switch} = false)",
                remedy=f"a person can turn it back on with `memlane config set {switch} true`",
            )
            raise ToolError(error_text(off))
        tool = self._tool_manager.get_tool(name)
        if tool is not None:
            problem = argument_problem(name, tool.parameters, arguments)
            if problem is not None:
                raise ToolError(problem)
        try:
            return await super().call_tool(name, arguments, context)
        except UnexpectedToolError as exc:
            cause = exc.__cause__
            if isinstance(cause, MemlaneError):
                raise ToolError(error_text(cause)) from cause
            raise
        except ToolError as exc:
            if isinstance(exc.__cause__, ValidationError):
                raise ToolError(validation_problem(name, exc.__cause__)) from exc.__cause__
            raise

    async def list_resources(self) -> list[MCPResource]:
        listed = [
            r
            for r in await super().list_resources()
            if self.tools.memory.settings.recall_enabled or str(r.uri) not in (BRIEF_URI, INDEX_URI)
        ]
        notes = await anyio.to_thread.run_sync(self.tools.notes)
        for note in notes:
            listed.append(
                MCPResource(
                    uri=NOTE_URI.format(note_id=quote(str(note.id), safe="")),
                    name=f"note:{note.id}",
                    title=str(note.title),
                    description=f"Project note .agents/memory/{note.relative_path}",
                    mime_type="text/markdown",
                )
            )
        return listed

    async def read_resource(
        self, uri: AnyUrl | str, context: Context[Any, Any] | None = None
    ) -> Iterable[ReadResourceContents] | InputRequiredResult:
        try:
            return await super().read_resource(uri, context)
        except UnexpectedResourceError as exc:
            cause = exc.__cause__
            if isinstance(cause, NotFound):
                raise ResourceNotFoundError(error_text(cause)) from cause
            if isinstance(cause, MemlaneError):
                raise ResourceError(error_text(cause)) from cause
            raise


def build_server(
    memory: Memory, *, scope: str | None = None, allow_writes: bool = False
) -> MemlaneMCP:
    """The MCP server for ``memory``, bound to ``scope`` (default: the memory's workspace)."""
    tools = MemoryTools(memory, scope=memory.scope_for(scope))
    server = MemlaneMCP(tools, allow_writes=allow_writes)
    for name, (description, read_only, destructive) in DESCRIPTIONS.items():
        server.add_tool(
            getattr(tools, name),
            name=name,
            description=description,
            annotations=ToolAnnotations(
                read_only_hint=read_only, destructive_hint=destructive, open_world_hint=False
            ),
            structured_output=False,
        )
    server.resource(
        BRIEF_URI,
        name="brief",
        title="Memory brief",
        description="The session brief for this workspace (as read_memory_context).",
        mime_type="text/markdown",
    )(tools.brief_text)
    server.resource(
        PATTERNS_URI,
        name="patterns",
        title="Learned patterns",
        description="Patterns learned from past sessions, with confidence.",
        mime_type="text/markdown",
    )(tools.patterns_text)
    server.resource(
        INDEX_URI,
        name="index",
        title="Memory index",
        description="Every memory of this workspace as one line, within 1500 tokens.",
        mime_type="text/markdown",
    )(tools.index_text)
    # Note ids are matched against the scanned notes, never used as a path, so an id that
    # looks like one (md:sub/file.md) is safe to accept.
    server.resource(
        NOTE_URI,
        name="project-note",
        title="Project note",
        description="One project note by id.",
        mime_type="text/markdown",
        security=ResourceSecurity(exempt_params={"note_id"}),
    )(tools.note_text)
    return server


def serve_stdio(server: MemlaneMCP) -> None:
    anyio.run(server.run_stdio_async)


def serve_http(server: MemlaneMCP, *, host: str = "127.0.0.1", port: int = 8766) -> None:
    """Streamable HTTP at ``http://<host>:<port>/mcp``; loopback hosts get DNS-rebinding
    protection from the SDK."""
    app = server.streamable_http_app(host=host)
    config = uvicorn.Config(app, host=host, port=port, log_level="warning", access_log=False)
    uvicorn.Server(config).run()
