"""What the write gate tells a writer it refused: a finding's place, and the typed error.

A finding names the class and where it matched (field, line, column), never the matched text;
the error lists the first few in its message and every one in its ``findings``, with the remedy
for what was found (an email address has its own: ``--allow-email``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from memlane.errors import PrivacyRefused

REMEDY = "remove the credential; reference it by name instead"
EMAIL_REMEDY = "remove the email address, or pass --allow-email to store it on purpose"
MAX_MESSAGE_FINDINGS = 5


@dataclass(frozen=True)
class CredentialFinding:
    """One credential-shaped match; holds its location only, never the secret."""

    cls: str
    field: str
    line: int
    column: int


def refusal(found: list[tuple[str | None, CredentialFinding]]) -> PrivacyRefused:
    """The one error a write gets for everything its fields hold: class and place of each
    finding (the first few in the message, all in ``findings``), never the text."""
    parts = []
    for source, f in found[:MAX_MESSAGE_FINDINGS]:
        where = f"{source} {f.field}" if source else f.field
        parts.append(f"{f.cls} in {where} line {f.line} col {f.column}")
    more = len(found) - MAX_MESSAGE_FINDINGS
    message = "refused: " + "; ".join(parts) + (f"; and {more} more" if more > 0 else "")
    classes = sorted({f.cls for _, f in found})
    if classes == ["email"]:
        remedy = EMAIL_REMEDY
    elif "email" in classes:
        remedy = REMEDY + " (emails also need --allow-email)"
    else:
        remedy = REMEDY
    findings: list[dict[str, Any]] = [
        {"class": f.cls, "field": f.field, "line": f.line, "column": f.column, "source": source}
        for source, f in found
    ]
    sources = sorted({s for s, _ in found if s is not None})
    return PrivacyRefused(
        message, remedy=remedy, findings=findings, classes=classes, sources=sources
    )


__all__ = ["EMAIL_REMEDY", "MAX_MESSAGE_FINDINGS", "REMEDY", "CredentialFinding", "refusal"]
