"""The shapes the /v1 API reads and writes, as pydantic models (they are the OpenAPI document).

Request models are strict (no unknown fields, no coercion: ``false`` is not a number) so that
nothing malformed reaches Memory; response models describe what the routes return.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    AwareDatetime,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    model_validator,
)

from memlane.core.scope import read_key
from memlane.errors import ScopeInvalid

Kind = Literal["fact", "event", "pattern", "lesson", "note"]
WritableKind = Literal["fact", "event", "pattern", "lesson"]
Category = Literal["architecture", "convention", "preference", "pitfall"]
EventType = Literal["session_completed", "run_completed", "manual_note", "task_completed"]
When = Literal["24h", "7d", "30d", "all"]
Validity = Literal["exclude", "label"]
ProposalKind = Literal["duplicate", "semantic", "merge", "supersession", "archive", "retention"]


def _storable(value: datetime) -> datetime:
    # The store writes four-digit years: a year outside 1000..9999 (or pushed there by its
    # UTC offset) is refused here rather than stored unreadable.
    try:
        utc = value.astimezone(UTC)
    except OverflowError as exc:
        raise ValueError("the time is out of range") from exc
    if not 1000 <= utc.year <= 9999:
        raise ValueError("the year must be between 1000 and 9999")
    return value


def _iso_text(value: Any) -> Any:
    # Lax datetime parsing would also read a number, or a numeric string, as a Unix time;
    # the schema says ISO 8601 text, so only that is read.
    if isinstance(value, datetime):
        return value
    if isinstance(value, str):
        try:
            return datetime.fromisoformat(value)
        except ValueError:
            pass
    raise ValueError("expected an ISO 8601 date-time string with a UTC offset")


# A timestamp with a UTC offset, read from ISO text (strict models still accept the string).
Stamp = Annotated[
    AwareDatetime, Field(strict=False), BeforeValidator(_iso_text), AfterValidator(_storable)
]
Text = Annotated[str, Field(min_length=1, max_length=300_000)]
Short = Annotated[str, Field(min_length=1, max_length=200)]
Tag = Annotated[str, Field(min_length=1, max_length=64)]
Tags = Annotated[list[Tag], Field(max_length=32)]
Unit = Annotated[float, Field(ge=0.0, le=1.0)]


def _absolute_scope(value: str) -> str:
    """A scope key as the API takes it: ``global``, ``ssh:<server>:<path>`` or an absolute
    path. A relative path would be resolved against the server's own folder, which the client
    cannot know, so it is refused rather than guessed."""
    try:
        read_key(value)
    except ScopeInvalid as exc:
        raise ValueError(f"{exc.message} ({exc.remedy})") from exc
    return value


ScopeKey = Annotated[str, Field(max_length=1024), AfterValidator(_absolute_scope)]
Revision = Annotated[str, Field(min_length=1, max_length=128)]


# -- responses ---------------------------------------------------------------------------


class ErrorOut(BaseModel):
    code: str
    message: str
    remedy: str
    details: dict[str, Any] | None = None


class Open(BaseModel):
    """A JSON object whose fields the service layer owns (documented there)."""

    model_config = ConfigDict(extra="allow")


class RecordOut(BaseModel):
    id: str
    kind: str
    scope: str
    slug: str | None
    type: str | None
    title: str
    body: str
    why: str | None
    how: str | None
    tags: list[str]
    importance: float
    pinned: bool
    archived: bool
    category: str | None
    confidence: float | None
    payload: dict[str, Any]
    created_at: str
    updated_at: str
    valid_from: str | None
    valid_until: str | None
    content_hash: str
    provenance: dict[str, Any]
    scope_label: str


class PageOut(BaseModel):
    total: int
    records: list[RecordOut]


class TimelineOut(PageOut):
    counts: dict[str, int]
    query: str | None


class ReceiptOut(BaseModel):
    id: str
    slug: str | None
    updated: bool
    kind: str
    scope: str
    unchanged: bool


# -- requests ----------------------------------------------------------------------------


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


def _patch_schema(schema: dict[str, Any]) -> None:
    """Document a patch as it is enforced: at least one field, and no field may be null."""
    schema["minProperties"] = 1
    for prop in schema.get("properties", {}).values():
        options = [o for o in prop.get("anyOf", []) if o.get("type") != "null"]
        if "anyOf" in prop and len(options) == 1:
            del prop["anyOf"]
            prop.pop("default", None)
            prop.update(options[0])


class Patch(BaseModel):
    """A partial update: only the fields sent change. A field is left out to keep it; an
    explicit null is refused rather than silently ignored."""

    model_config = ConfigDict(extra="forbid", strict=True, json_schema_extra=_patch_schema)

    @model_validator(mode="before")
    @classmethod
    def _refuse_nulls(cls, data: Any) -> Any:
        if isinstance(data, dict):
            nulls = sorted(str(k) for k, v in data.items() if v is None)
            if nulls:
                raise ValueError(f"{', '.join(nulls)} cannot be null: leave a field out to keep it")
        return data


class RememberIn(Strict):
    text: Text
    scope: ScopeKey | None = None
    kind: WritableKind = "fact"
    title: Short | None = None
    slug: Short | None = None
    type: Annotated[str, Field(max_length=40)] | None = None
    why: Text | None = None
    how: Text | None = None
    tags: Tags = []
    importance: Unit = 0.5
    pinned: bool = False
    category: Category | None = None
    confidence: Unit | None = None
    payload: dict[str, Any] | None = None
    valid_from: Stamp | None = None
    valid_until: Stamp | None = None
    update: Short | None = None
    force_new: bool = False
    allow_email: bool | None = None
    session_id: Short | None = None
    source: Short | None = None
    trigger: Literal["api", "manual"] = "api"


class RecallIn(Strict):
    query: Annotated[str, Field(min_length=1, max_length=200_000)]  # a pasted log is condensed
    scope: ScopeKey | None = None
    level: Literal["low", "default", "high", "max"] | None = None
    limit: Annotated[int, Field(ge=1, le=100)] | None = None
    budget: Annotated[int, Field(ge=1, le=100_000)] | None = None
    fmt: Literal["json", "text"] = "json"
    kinds: list[Kind] | None = None
    floor: Annotated[float, Field(ge=-1.0, le=1.0)] | None = None
    mode: Literal["exact", "parent", "global"] | None = None
    validity: Validity = "exclude"


class RankIn(Strict):
    """A team client's recall: the server's gated candidates, for the client to pack."""

    query: Annotated[str, Field(min_length=1, max_length=10_000)]
    scope: ScopeKey | None = None
    level: Literal["low", "default", "high", "max"] | None = None
    limit: Annotated[int, Field(ge=1, le=100)] | None = None
    kinds: list[Kind] | None = None
    mode: Literal["exact", "parent", "global"] = "exact"


class OutcomeIn(Strict):
    """How the work that used a brief or packet ended, reported by the agent or a person."""

    receipt: Annotated[str, Field(min_length=1, max_length=200)]
    outcome: Literal["done", "failed", "cancelled"]
    by: Literal["agent", "person"] = "agent"


class RecordPatch(Patch):
    """A hand edit of a pattern's text resets its confidence to 100 %."""

    title: Short | None = None
    body: Text | None = None
    why: Text | None = None
    how: Text | None = None
    tags: Tags | None = None
    importance: Unit | None = None
    pinned: bool | None = None
    archived: bool | None = None
    category: Category | None = None
    confidence: Unit | None = None
    type: Annotated[str, Field(min_length=1, max_length=40)] | None = None


class PatternPatch(Patch):
    body: Text | None = None
    title: Short | None = None
    category: Category | None = None
    pinned: bool | None = None


class PinIn(Strict):
    pinned: bool = True


class NoteIn(Strict):
    title: Short
    body: Annotated[str, Field(max_length=300_000)]
    tags: Tags = []


class NotePatch(Patch):
    revision: Revision
    title: Short | None = None
    body: Annotated[str, Field(max_length=300_000)] | None = None
    tags: Tags | None = None


class ArchiveIn(Strict):
    id: Annotated[str, Field(min_length=1, max_length=1024)]
    revision: Revision | None = None
    restore: bool = False


Handles = Annotated[
    list[Annotated[str, Field(min_length=1, max_length=200)]], Field(max_length=500)
]


class VerifyIn(Strict):
    """Verify the scope's memories against its project folder on the server."""

    scope: ScopeKey | None = None
    memories: Handles = []
    network: bool = False


class ConsolidateIn(Strict):
    """Preview proposals, or apply them (all applicable, or only ``proposals``)."""

    scope: ScopeKey | None = None
    apply: bool = False
    proposals: Annotated[list[Annotated[str, Field(max_length=64)]], Field(max_length=500)] = []
    kinds: list[ProposalKind] = []
    min_age_days: Annotated[int, Field(ge=0, le=36_500)] = 30
    use_model: bool = True


class RenewIn(Strict):
    valid_from: Stamp
    valid_until: Stamp
    evidence: Annotated[str, Field(min_length=1, max_length=1000)]


class ObserveIn(Strict):
    receipt: Annotated[str, Field(min_length=1, max_length=200)]
    feedback: Literal["helpful", "unhelpful"]
    outcome: Literal["improved", "unchanged", "worsened", "unknown"]
    attribution: Literal["isolated", "confounded", "unknown"]
    evidence: Annotated[str, Field(min_length=1, max_length=1000)]
    task: Annotated[str, Field(min_length=1, max_length=200)] | None = None
    memories: Handles = []
    scope: ScopeKey | None = None


class SettingsPatch(Patch):
    embedder: Annotated[str, Field(min_length=1, max_length=200)] | None = None
    threads: Annotated[int, Field(ge=1, le=256)] | None = None
    match_mode: Literal["exact", "parent", "global"] | None = None
    aggressiveness: Literal["low", "default", "high", "max"] | None = None
    brief_chars: Annotated[int, Field(ge=0, le=1_000_000)] | None = None
    recall_budget: Annotated[int, Field(ge=0, le=1_000_000)] | None = None
    allow_email: bool | None = None
    capture_min_seconds: Annotated[float, Field(ge=0, le=86_400)] | None = None
    extract_facts: bool | None = None
    pattern_refresh_every: Annotated[int, Field(ge=0, le=1_000_000)] | None = None
    dream: bool | None = None
    retention_max_records: Annotated[int, Field(ge=0, le=100_000_000)] | None = None
    retention_event_days: Annotated[int, Field(ge=0, le=36_500)] | None = None
    server_host: Annotated[str, Field(min_length=1, max_length=255)] | None = None
    server_port: Annotated[int, Field(ge=0, le=65_535)] | None = None
    # Which store the next start opens ("" the local SQLite file); never with a password.
    store: Annotated[str, Field(max_length=2048)] | None = None
    rate_limit: Annotated[int, Field(ge=0, le=1_000_000)] | None = None
    session_roots: Annotated[str, Field(max_length=8192)] | None = None
    recall_enabled: bool | None = None
    capture_enabled: bool | None = None
    writes_enabled: bool | None = None
    failure_hints: Literal["context", "ask", "off"] | None = None
    durability: Literal["normal", "full"] | None = None
    injection_policy: Literal["block", "flag"] | None = None


class CorpusProvenance(BaseModel):
    model_config = ConfigDict(extra="allow", strict=True)
    trigger: str | None = None
    session_id: str | None = None
    at: Stamp | None = None
    source: str | None = None
    author: str | None = None


class CorpusRecord(BaseModel):
    """One exported record: the types are checked here, the content rules by the import."""

    model_config = ConfigDict(extra="allow", strict=True)
    id: Annotated[str, Field(min_length=1, max_length=200)]
    kind: Kind
    scope: Annotated[str, Field(min_length=1, max_length=1024)]
    title: str
    body: str
    created_at: Stamp
    updated_at: Stamp | None = None
    slug: str | None = None
    type: str | None = None
    why: str | None = None
    how: str | None = None
    tags: list[str] = []
    importance: Unit = 0.5
    pinned: bool = False
    archived: bool = False
    category: str | None = None
    confidence: float | None = None
    payload: dict[str, Any] = {}
    valid_from: Stamp | None = None
    valid_until: Stamp | None = None
    provenance: CorpusProvenance = CorpusProvenance()


class CorpusIn(BaseModel):
    model_config = ConfigDict(extra="allow", strict=True)
    format: Literal["memlane-corpus"]
    version: Literal[1]
    records: Annotated[list[CorpusRecord], Field(max_length=200_000)]
