"""Memory's interop verbs: import from and export to agents' own memory formats, the index,
the codebase scan, and finding what a machine already holds."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from memlane.core.index_packing import DEFAULT_INDEX_BUDGET, IndexFormat
from memlane.core.validity_rules import check_mode
from memlane.errors import InvalidInput, MemlaneError
from memlane.services import curate
from memlane.services.embedding import Progress
from memlane.services.memory_learning import LearningVerbs
from memlane.services.notes import NotesService

# The import, export and scan services (format parsers, YAML) are imported inside the verbs
# that use them, for cold start: a recall or a hook never needs them (issue 21).
if TYPE_CHECKING:
    from memlane.services.codebase_scan import ScanResult
    from memlane.services.interop import ImportReport
    from memlane.services.interop_discovery import Found
    from memlane.services.interop_export import ExportReport
    from memlane.services.memory_index import MemoryIndex


class InteropVerbs(LearningVerbs):
    def export(self, *, scope: str | None = None, all_scopes: bool = True) -> dict[str, Any]:
        """The JSON corpus (every record, archived included); one scope unless all_scopes."""
        scopes = None if all_scopes else [self.scope_for(scope)]
        return curate.export_corpus(self._store, scopes=scopes)

    def import_(
        self,
        data: dict[str, Any],
        *,
        allow_email: bool | None = None,
        progress: Progress | None = None,
    ) -> dict[str, int]:
        """Merge a JSON corpus by id: existing records win; re-importing adds nothing. The
        read gate judges the new records later (a server when idle, reindex, or their first
        recall): judging them here cost an import ~4 ms a record, more than embedding them.
        ``progress(done, total)`` counts the texts embedded."""
        email = self.settings.allow_email if allow_email is None else allow_email
        return curate.import_corpus(
            self._store, self._writer, data, allow_email=email, progress=progress
        )

    def import_files(
        self,
        path: str | Path,
        *,
        fmt: str | None = None,
        scope: str | None = None,
        dry_run: bool = False,
        allow_email: bool | None = None,
        replace_edited: bool = False,
        user_home: Path | None = None,
        progress: Progress | None = None,
    ) -> ImportReport:
        """Import an agent's memory files (a folder or one file) as facts of ``scope``;
        ``fmt`` is detected when None. Re-importing unchanged files writes nothing. For
        ``claude-code`` a project folder stands for its auto-memory folder under
        ``user_home`` (default: the current user's home). ``progress(done, total)`` counts
        the texts embedded."""
        from memlane.services.interop import Importer  # cold start

        return Importer(self._store, self._writer).run(
            Path(path).expanduser(),
            fmt=fmt,
            scope=self.scope_for(scope),
            dry_run=dry_run,
            allow_email=self._email(allow_email),
            replace_edited=replace_edited,
            user_home=Path.home() if user_home is None else user_home,
            progress=progress,
        )

    def import_scope(self, path: str | Path, fmt: str | None = None) -> str:
        """Where an import of ``path`` belongs when no scope is named: the git project it
        lies in, for a format kept inside projects (another project's CLAUDE.md belongs to
        that project); else this Memory's workspace."""
        from memlane.services.interop_sources import project_scope  # cold start

        return self.scope_for(project_scope(Path(path).expanduser(), fmt))

    def import_claude_projects(
        self,
        path: str | Path,
        *,
        dry_run: bool = False,
        allow_email: bool | None = None,
        replace_edited: bool = False,
        progress: Progress | None = None,
    ) -> tuple[list[dict[str, Any]], MemlaneError | None]:
        """Import every project's auto memory under Claude Code's ``~/.claude/projects``,
        each into the project its folder is named after. A folder whose project is gone is
        skipped (its entry says so); a refused one keeps its error and the others go on.
        Entries: ``{"path", "scope", "report"}`` or ``{"path", "scope", "error"}``; with
        them, the first refusal (None when every one was imported)."""
        from memlane.services.interop_discovery import claude_memory_folders
        from memlane.services.interop_sources import project_scope  # cold start

        entries: list[dict[str, Any]] = []
        first: MemlaneError | None = None
        for folder in claude_memory_folders(Path(path).expanduser()):
            scope = project_scope(folder, "claude-code")
            entry: dict[str, Any] = {"path": str(folder), "scope": scope}
            if scope is None:
                gone = InvalidInput(
                    f"no project folder is named {folder.parent.name} any more",
                    remedy=f"import it into a scope of your choice: memlane import {folder} "
                    "--from claude-code --scope <project>",
                )
                entry["error"] = gone.to_dict()
                first = first or gone
            else:
                try:
                    entry["report"] = self.import_files(
                        folder, fmt="claude-code", scope=scope, dry_run=dry_run,
                        allow_email=allow_email, replace_edited=replace_edited,
                        progress=progress,
                    ).to_dict()  # fmt: skip
                except MemlaneError as exc:
                    entry["error"] = exc.to_dict()
                    first = first or exc
            entries.append(entry)
        return entries, first

    def export_files(
        self,
        destination: str | Path,
        *,
        fmt: str,
        scope: str | None = None,
        all_scopes: bool = False,
    ) -> ExportReport:
        """Write this scope's memories as ``fmt`` files into ``destination`` (absent or
        empty); unchanged imported files come back byte for byte. ``all_scopes`` is for the
        Markdown digest only."""
        if all_scopes and fmt != "markdown":
            raise InvalidInput(
                "--all-scopes only applies to --to markdown",
                remedy="export one scope at a time to an agent format",
            )
        scopes = None if all_scopes else [self.scope_for(scope)]
        from memlane.services.interop_export import export_to  # cold start

        return export_to(self._store, Path(destination).expanduser(), fmt, scopes)

    def index(
        self,
        *,
        scope: str | None = None,
        budget: int | None = None,
        fmt: IndexFormat = "text",
        mode: str | None = None,
        surface: str = "index",
        validity: str = "exclude",
    ) -> MemoryIndex:
        """Every eligible memory of the scope as one line each, pinned first, then by kind
        and recency, inside ``budget`` tokens (default 1500) with an omission receipt.
        ``validity="label"`` also lists what may not stand now, each entry labelled."""
        # Imported here for cold start: the index's packing is no part of a recall (issue 21).
        from memlane.services.memory_index import build_index

        read_scope = self.scope_for(scope)
        self._notes.refresh_if_local(read_scope, self.project_dir)
        return build_index(
            self._store,
            self._gate,
            read_scope=read_scope,
            mode=self._mode(mode),
            budget=DEFAULT_INDEX_BUDGET if budget is None else budget,
            fmt=fmt,
            surface=surface,
            validity=check_mode(validity),
        )

    def scan_codebase(self, *, scope: str | None = None) -> ScanResult:
        """Walk the project folder under hard bounds and store (or replace) one
        ``codebase-scan`` note: searchable and in the Timeline, never injected."""
        read_scope = self.scope_for(scope)
        root = NotesService.project_dir(read_scope, self.project_dir)
        from memlane.services.codebase_scan import scan_codebase  # cold start

        return scan_codebase(self._writer, root, scope=read_scope, llm=self._llm())

    def discover_imports(self, *, project: Path, home: Path) -> list[Found]:
        """The agent memory this machine holds for ``project`` and for the user (``home``)."""
        from memlane.services.interop_discovery import discover  # cold start

        return discover(project, home)
