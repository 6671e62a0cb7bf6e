"""``memlane recall`` answered by a running ``memlane serve``: the packet without loading the
library.

A cold ``memlane recall`` spends most of its half second importing (typer, numpy, the store,
the safety rules) and loading the embedder; a server has all of that warm. When one runs on the
same home and reads the same settings (it announces ``config_only``, and this process has no
``MEMLANE_*`` setting of its own), the console script forwards the request over loopback and
prints what the full CLI would print. Anything else — another option, a value the CLI would
refuse, no server, an error answer — returns None and the full CLI runs as before, so its
errors, remedies and exit codes stay the only ones.
"""

from __future__ import annotations

from collections.abc import Mapping

from memlane import fast_json
from memlane.cli.loopback import exchange, loopback_address, parse_response, split_home
from memlane.core.scope import GLOBAL
from memlane.environ import settings_overrides
from memlane.errors import MemlaneError
from memlane.home import home_folder, read_server_info
from memlane.services.workspace import resolve_scope, workspace_scope

# Not `from typing import ...`: typing costs this lane ~8 ms, and these serve annotations only.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

ANSWER_TIMEOUT = 10.0  # a recall answers in tens of milliseconds; a stuck server is not waited on
LEVELS = frozenset({"low", "default", "high", "max"})
VALIDITY = frozenset({"exclude", "label"})
MAX_LIMIT = 50  # the CLI's --limit range
MAX_BUDGET = 100_000  # the HTTP API's; a larger budget takes the full CLI
MAX_QUERY = 200_000  # the HTTP API's; a longer query takes the full CLI
_VALUED = {
    "--level": "level",
    "--limit": "limit",
    "--budget": "budget",
    "--scope": "scope",
    "--validity": "validity",
}
_FLAGS = {"--text": "text", "--global": "global", "--json": "json"}


def split_recall_argv(argv: list[str]) -> tuple[str | None, dict[str, Any]] | None:
    """(``--home`` value, the recall's options) for ``[--home H] recall QUERY [options]``
    with options the CLI accepts and values it would accept; None for anything else."""
    home, rest = split_home(argv)
    if rest[:1] != ["recall"]:
        return None
    opts: dict[str, Any] = {}
    query: str | None = None
    tokens = iter(rest[1:])
    for token in tokens:
        name, eq, value = token.partition("=")
        if name in _VALUED:
            if not eq:
                following = next(tokens, None)
                if following is None:
                    return None
                value = following
            if _VALUED[name] in opts:
                return None
            opts[_VALUED[name]] = value
        elif token in _FLAGS:
            opts[_FLAGS[token]] = True
        elif token.startswith("-") or query is not None:
            return None  # --help, an unknown option, "--", a second argument
        else:
            query = token
    if not query or not query.strip() or len(query) > MAX_QUERY or not _valid(opts):
        return None
    opts["query"] = query
    return home, opts


def _valid(opts: dict[str, Any]) -> bool:
    if opts.get("level") is not None and opts["level"] not in LEVELS:
        return False
    if opts.get("validity") is not None and opts["validity"] not in VALIDITY:
        return False
    for key, top in (("limit", MAX_LIMIT), ("budget", MAX_BUDGET)):
        if key in opts:
            raw = opts[key]
            if not raw.isdigit() or not 1 <= int(raw) <= top:
                return False
            opts[key] = int(raw)
    return not (opts.get("global") and opts.get("scope"))


def try_warm_recall(argv: list[str], env: Mapping[str, str]) -> str | None:
    """What ``memlane recall`` prints, answered by a running server; None to run in-process."""
    parsed = split_recall_argv(argv)
    if parsed is None or settings_overrides(env):
        return None
    home_arg, opts = parsed
    info = read_server_info(home_folder(home_arg, env))
    if info is None or info.token_required or not info.config_only:
        return None
    address = loopback_address(info)
    if address is None:
        return None
    try:
        # resolved here, against this process's folder (the server's is elsewhere)
        scope = (
            GLOBAL if opts.get("global") else resolve_scope(opts.get("scope") or workspace_scope())
        )
    except (MemlaneError, OSError):
        return None  # the full CLI says what is wrong with the scope
    as_json, text = bool(opts.get("json")), bool(opts.get("text"))
    ask = {
        "query": opts["query"],
        "scope": scope,
        "level": opts.get("level"),
        "limit": opts.get("limit"),
        "budget": opts.get("budget"),
        "fmt": "text" if text and not as_json else "json",
        "validity": opts.get("validity") or "exclude",
    }
    answer = _post(address, "/v1/recall", ask)
    if answer is None:
        return None
    if as_json or text:
        return str(answer.get("rendered", ""))
    return packet_summary(answer)


def _post(address: tuple[str, int], path: str, body: dict[str, Any]) -> dict[str, Any] | None:
    try:
        raw = exchange(address, path, fast_json.dumps(body).encode("utf-8"), ANSWER_TIMEOUT)
        status, data = parse_response(raw)
        answer = fast_json.loads(data.decode("utf-8"))
    except (OSError, ValueError):
        return None
    return answer if status == 200 and isinstance(answer, dict) else None


def packet_summary(packet: Mapping[str, Any]) -> str:
    """The person's view of a recall packet: receipt, then one line per row (and its excerpt).
    ``packet`` holds what the HTTP API returns: receipt, estimated_tokens, omitted, data, hits."""
    if not packet.get("hits"):
        return f"nothing relevant (receipt {packet.get('receipt')})"
    omitted = packet.get("omitted")
    lines = [
        f"receipt {packet.get('receipt')} · ~{packet.get('estimated_tokens')} tokens"
        + (f" · {omitted} omitted" if omitted else "")
    ]
    data = packet.get("data") or {}
    for i, row in enumerate(data.get("rows", []), 1):
        pin = "📌 " if row.get("pinned") else ""
        lines.append(
            f"{i}. {pin}{row.get('slug')} [{row.get('kind')}] {row.get('title')} "
            f"({row.get('score')})" + (f" · {row['validity']}" if row.get("validity") else "")
        )
        if row.get("excerpt"):
            lines.append(f"   {row['excerpt']}")
    return "\n".join(lines)


__all__ = ["packet_summary", "split_recall_argv", "try_warm_recall"]
