"""Output for the CLI: JSON when asked, readable text otherwise. Nothing else prints."""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

from rich.cells import cell_len
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from memlane.config import home_path
from memlane.core.records import Record
from memlane.core.scope import label
from memlane.core.timestamps import parse_timestamp
from memlane.errors import MemlaneError
from memlane.services.hook_log import log_unexpected

out = Console(soft_wrap=True, highlight=False)
err = Console(stderr=True, soft_wrap=True, highlight=False)


def dump(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2, default=str)


def emit_json(obj: Any) -> None:
    sys.stdout.write(dump(obj) + "\n")


def emit_text(text: str) -> None:
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def _without_none(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_none(v) for k, v in value.items() if v is not None}
    if isinstance(value, list | tuple):
        return [_without_none(v) for v in value if v is not None]
    return value


# The settings the view keeps at its top level that config.toml keeps under [llm]: a `config
# show` pasted back into the file must set them, not leave a [pins] table nobody reads.
_LLM_TABLES = ("pins", "timeouts")


def _as_config_file(values: dict[str, Any]) -> dict[str, Any]:
    """``values`` shaped as config.toml holds them: pins and timeouts under ``llm``."""
    moved = {name: values[name] for name in _LLM_TABLES if name in values}
    if not moved:
        return values
    shaped = {k: v for k, v in values.items() if k not in moved}
    llm = shaped.get("llm")
    shaped["llm"] = {**moved, **(llm if isinstance(llm, dict) else {})}
    return shaped


def toml_text(values: dict[str, Any]) -> str:
    """Settings as valid TOML (what config.toml holds), so `config show` can be pasted
    back; TOML has no null, so unset keys are named in a closing comment instead."""
    import tomlkit  # cold start: only the config commands print TOML

    unset = sorted(k for k, v in values.items() if v is None)
    text = tomlkit.dumps(_without_none(_as_config_file(values)))
    if unset:
        text = text.rstrip("\n") + f"\n\n# unset (the default applies): {', '.join(unset)}\n"
    return text


def error(exc: MemlaneError, *, as_json: bool) -> None:
    if as_json:
        sys.stdout.write(dump({"error": exc.to_dict()}) + "\n")
    else:
        err.print(f"[bold red]error[/]: {escape(exc.message)}", markup=True)
        err.print(f"remedy: {exc.remedy}", markup=False)


def failure(exc: Exception, *, home: str | os.PathLike[str] | None, as_json: bool) -> int:
    """Show why a command failed and return its exit code. A MemlaneError is shown as it is;
    anything else is a bug: one line, with the traceback appended to ``errors.log`` in the
    memory folder (``home``: the --home given, if any)."""
    if isinstance(exc, MemlaneError):
        error(exc, as_json=as_json)
        return exc.exit_code
    where = log_unexpected(home_path(home), exc)
    error(
        MemlaneError(
            f"unexpected {type(exc).__name__}: {str(exc)[:300]}",
            remedy="this is a bug in memlane; please report it"
            + (f" with {where}" if where else ""),
        ),
        as_json=as_json,
    )
    return 1


def when(value: str | datetime | None) -> str:
    """A stored time as a person reads it, in one format whichever way it was stored
    (``…Z`` or ``…+00:00``): ``2026-12-04 15:22:33 UTC``."""
    if value is None:
        return "-"
    at = parse_timestamp(value) if isinstance(value, str) else value
    return at.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


def record_line(r: Record) -> str:
    pin = "📌 " if r.pinned else ""
    handle = r.slug or r.id
    kind = r.kind if not r.type else f"{r.kind}/{r.type}"
    return f"{pin}{handle}  [{kind}]  {r.title}"


# The narrowest title column a table may leave; narrower, each record takes two lines.
MIN_TITLE_CELLS = 24
# A table's frame: each column's padding and the rules between and around them.
_FRAME_PER_COLUMN = 3


def records_table(records: Iterable[Record], *, title: str | None = None) -> None:
    """A slug is never split (at 80 columns the folded column printed "invoice-immutab le",
    which cannot be copied back into a command; the s45 newcomer trial): the handle, kind
    and time columns never wrap, and the title gives way (wrapped at words, a long word cut
    with an ellipsis). Where even that leaves the title no room, each record takes two
    lines: its handle, kind, time and scope, then its title."""
    rows = list(records)
    handles = [("📌 " if r.pinned else "") + (r.slug or r.id) for r in rows]
    kinds = [r.kind if not r.type else f"{r.kind}/{r.type}" for r in rows]
    scopes = [label(r.scope) for r in rows]
    times = [r.created_at.strftime("%Y-%m-%d %H:%M") for r in rows]
    fixed = [max(map(cell_len, column), default=0) for column in (handles, kinds, times)]
    # One scope for every row (a project's list): named once above, not in a column.
    one_scope = len(set(scopes)) == 1
    if one_scope and title:
        title = f"{title} · {scopes[0]}"
    scope_cells = 0 if one_scope else min(max(map(cell_len, scopes), default=0), 24)
    columns = 4 if one_scope else 5
    needed = sum(fixed) + scope_cells + MIN_TITLE_CELLS + _FRAME_PER_COLUMN * columns + 1
    if needed > out.width:
        if title:
            out.print(title, markup=False, highlight=False)
        for r, handle, kind, scope, when in zip(rows, handles, kinds, scopes, times, strict=True):
            # The scope comes last on the first line, the part that may be cut.
            head = f"{handle}  {kind}  {when}" + ("" if one_scope else f"  {scope}")
            for text in (head, f"    {r.title}"):
                line = Text(text)
                line.truncate(max(out.width, cell_len(handle) + 2), overflow="ellipsis")
                out.print(line, no_wrap=True, markup=False, highlight=False)
        return
    table = Table(title=title, show_lines=False, expand=False)
    table.add_column("id / slug", no_wrap=True, min_width=max(fixed[0], len("id / slug")))
    table.add_column("kind", no_wrap=True, min_width=fixed[1])
    if not one_scope:
        table.add_column("scope", overflow="ellipsis")
    table.add_column("created", no_wrap=True, min_width=fixed[2])
    table.add_column("title", overflow="ellipsis", min_width=MIN_TITLE_CELLS)
    for r, handle, kind, scope, when in zip(rows, handles, kinds, scopes, times, strict=True):
        table.add_row(handle, kind, *([] if one_scope else [scope]), when, r.title)
    out.print(table)


def lifecycle_lines(info: dict[str, Any]) -> str:
    """The lifecycle part of get/why: verdict with its reason, window, supersession."""
    lines: list[str] = []
    verdict = info.get("verdict")
    if verdict:
        note = "" if verdict.get("current") else " (checked an earlier version)"
        lines.append(
            f"verdict: {verdict['verdict']}{note} — {verdict.get('reason')} "
            f"(checked {verdict.get('checked_at', '?')})"
        )
    window = info.get("window") or {}
    if window.get("state") not in (None, "none"):
        lines.append(
            f"validity: {window['state']} [{window.get('valid_from') or '…'} → "
            f"{window.get('valid_until') or '…'})"
            + (f" — evidence: {window['evidence']}" if window.get("evidence") else "")
        )
    for key, text in (
        ("superseded_by_links", "superseded by"),
        ("supersedes", "supersedes"),
        ("merged_into", "merged into"),
        ("merged_from", "merged from"),
    ):
        for ref in info.get(key) or []:
            lines.append(f"{text}: {ref.get('slug') or ref['id']} — {ref['reason']}")
    if info.get("label"):
        lines.append(f"not injected: {info['label']} (see --validity label)")
    return ("\n" + "\n".join(lines)) if lines else ""


def record_detail(r: Record) -> str:
    lines = [f"# {r.title}", "", r.body.rstrip()]
    if r.why:
        lines += ["", f"Why: {r.why}"]
    if r.how:
        lines += ["", f"How to apply: {r.how}"]
    meta = [
        f"id: {r.id}",
        f"slug: {r.slug}" if r.slug else None,
        f"kind: {r.kind}" + (f" ({r.type})" if r.type else ""),
        f"scope: {r.scope}",
        f"author: {r.provenance.author}" if r.provenance.author else None,
        f"tags: {', '.join(r.tags)}" if r.tags else None,
        f"importance: {r.importance}",
        "pinned: yes" if r.pinned else None,
        f"category: {r.category}" if r.category else None,
        f"confidence: {r.confidence:.2f}" if r.confidence is not None else None,
        f"created: {r.created_at.isoformat()}",
        f"updated: {r.updated_at.isoformat()}",
    ]
    lines += ["", "---", *[m for m in meta if m]]
    return "\n".join(lines)


def stderr_is_terminal() -> bool:
    """Whether a person watches stderr: a real terminal, not a pipe or a log file. Rich's own
    test also says yes under FORCE_COLOR or TTY_COMPATIBLE (CI runners set them), and then
    every frame of a bar landed in the log as escape codes (the s43 newcomer trial)."""
    try:
        return os.isatty(sys.stderr.fileno())
    except (AttributeError, OSError, ValueError):  # a replaced or closed stderr
        return False


@contextmanager
def progress_bar(
    label: str, *, enabled: bool, show_from: int = 0
) -> Iterator[Callable[[int, int], None]]:
    """A transient progress bar on stderr; yields ``update(done, total)``. The bar shows once
    ``total`` reaches ``show_from``."""
    with progress_bars([label], enabled=enabled, show_from=show_from) as (update,):
        yield update


class MigrationProgress:
    """What a command shows while opening a store migrates it (store/migration_runner.py): nothing
    for the first ``quiet_s`` (a new store's migrations take milliseconds), then a transient
    bar on stderr naming the migration running, migrations done of those pending. Call
    :meth:`close` when the store is open."""

    def __init__(self, *, enabled: bool, quiet_s: float = 0.5) -> None:
        self._enabled = enabled and stderr_is_terminal()
        self._quiet_s = quiet_s
        self._started: float | None = None
        self._bar: Any = None
        self._task: Any = None

    def __call__(self, name: str | None, done: int, total: int) -> None:
        if not self._enabled:
            return
        now = time.monotonic()
        if self._started is None:
            self._started = now
        if self._bar is None and name is not None and now - self._started >= self._quiet_s:
            # rich is imported only when a store is slow to migrate (see progress_bars).
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
            )

            self._bar = Progress(
                TextColumn("{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                console=err,
                transient=True,
            )
            self._task = self._bar.add_task(_migrating(name), completed=done, total=total)
            self._bar.start()
        if self._bar is not None:
            self._bar.update(self._task, description=_migrating(name), completed=done, total=total)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.stop()
            self._bar = None


def _migrating(name: str | None) -> str:
    return f"updating the store: {name}" if name else "updating the store"


@contextmanager
def progress_bars(
    labels: Sequence[str], *, enabled: bool, show_from: int = 0
) -> Iterator[tuple[Callable[[int, int], None], ...]]:
    """One transient bar a phase (``labels``, one line each) on stderr; yields an
    ``update(done, total)`` per label. A phase's bar shows once its ``total`` reaches
    ``show_from``. Off the terminal (a pipe, a log) nothing is drawn at all."""
    if not (enabled and stderr_is_terminal()):
        yield tuple((lambda done, total: None) for _ in labels)
        return
    # rich.progress is imported only by the commands that draw a bar (reindex, session
    # indexing): it was ~40 ms of every command's start, hooks included (issue 21).
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
    )

    width = max(map(len, labels), default=0)
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=err,
        transient=True,
    ) as bar:

        def updater(index: int, label: str) -> Callable[[int, int], None]:
            # The first phase shows from the start; a later one once it reports.
            shown = show_from == 0 and index == 0
            task = bar.add_task(label.ljust(width), total=None, visible=shown)

            def update(done: int, total: int) -> None:
                if total >= show_from:
                    bar.update(task, completed=done, total=total, visible=True)

            return update

        yield tuple(updater(i, label) for i, label in enumerate(labels))
