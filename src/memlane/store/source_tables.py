"""Imported agent-memory files: their exact bytes and the layout of the memories they hold.

Kept so that export can hand an unchanged file back byte for byte and re-import can tell an
unchanged file (same SHA-256: nothing to write) from a changed one. Written only by the write
path (``Writer.put``), in the same transaction as the memories the file holds.
"""

from __future__ import annotations

from collections.abc import Sequence

from memlane.core.interop_formats.model import SourceFile
from memlane.store.connection import Connection, translating_errors
from memlane.store.rows import parse_ts, ts


@translating_errors
class SourceTables(Connection):
    def import_sources(self, scope: str, format: str) -> list[SourceFile]:
        """Every file imported into ``scope`` as ``format``, by path."""
        with self._lock:
            rows = self._db.execute(
                "SELECT path, sha256, content, layout, imported_at FROM import_sources "
                "WHERE scope = ? AND format = ? ORDER BY path",
                (scope, format),
            ).fetchall()
        out = []
        for path, digest, content, layout, imported_at in rows:
            role, units = SourceFile.parse_layout(layout)
            at = parse_ts(imported_at)
            assert at is not None
            out.append(SourceFile(scope, format, path, digest, bytes(content), role, units, at))
        return out

    def put_import_sources(self, files: Sequence[SourceFile]) -> None:
        """Insert or replace each file (keyed by scope, format and path)."""
        with self.transaction():
            self._db.executemany(
                "INSERT INTO import_sources(scope, format, path, sha256, content, layout, "
                "imported_at) VALUES (?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT(scope, format, path) DO UPDATE SET sha256 = excluded.sha256, "
                "content = excluded.content, layout = excluded.layout, "
                "imported_at = excluded.imported_at",
                [
                    (
                        f.scope,
                        f.format,
                        f.path,
                        f.sha256,
                        f.content,
                        f.layout_json(),
                        ts(f.imported_at),
                    )
                    for f in files
                ],
            )
