"""Synthetic memlane stores for speed-and-scale benchmarks: software-team memories of varied
length, kind and scope, generated deterministically from a seed.

Invariant: the same (n, seed, scopes) always yields the same records in the same order, and no
record carries a credential-shaped string, an email address or text that reads as a prompt
injection (tests/test_bench_synth.py runs every generated record through the write gate).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from memlane.core.records import Provenance, Record, new_id_at, slugify
from memlane.core.write_rules import title_from_text
from memlane.services.curate import EXPORT_FORMAT, EXPORT_VERSION

# Scope name -> scope key. Benchmarks may point a name at a real folder (the hook needs one).
DEFAULT_SCOPES: dict[str, str] = {
    "api": "/work/acme/billing-api",
    "web": "/work/acme/web-frontend",
    "infra": "/work/acme/infra",
    "ml": "/work/acme/ranking-model",
    "global": "global",
    "ssh": "ssh:build-01:/srv/acme/billing-api",
}
SCOPE_WEIGHTS: dict[str, float] = {
    "api": 0.34, "web": 0.2, "infra": 0.12, "ml": 0.1, "global": 0.14, "ssh": 0.1,
}  # fmt: skip
# Share of each record shape: short facts, multi-sentence events, long notes, lessons, patterns.
SHAPE_WEIGHTS: dict[str, float] = {
    "short_fact": 0.52, "event": 0.24, "long_note": 0.1, "lesson": 0.09, "pattern": 0.05,
}  # fmt: skip
MAX_AGE_DAYS = 365

SERVICES = (
    "billing-api", "auth service", "search indexer", "web frontend", "mobile app",
    "payments worker", "notification service", "data pipeline", "admin console",
    "report generator", "ingest gateway", "feature store", "invoice renderer", "rate limiter",
    "session cache", "export job",
)  # fmt: skip
ENVS = ("staging", "production", "canary", "dev", "preview", "load-test")
PEOPLE = (
    "Priya",
    "Marco",
    "Lena",
    "Tomás",
    "Aiko",
    "Sam",
    "Noor",
    "Jonas",
    "Chen",
    "Ruth",
    "Dmitri",
    "Ines",
    "Kwame",
    "Olivia",
)
TEST_CMDS = (
    "pytest -x",
    "pytest -m 'not slow'",
    "make check",
    "tox -e py311",
    "pnpm test",
    "go test ./...",
    "cargo test",
    "npm run e2e",
    "make lint",
    "ruff check .",
)
DEPLOY_TOOLS = (
    "Argo CD",
    "Helm",
    "Terraform",
    "a GitHub Actions workflow",
    "Spinnaker",
    "the deploy script in tools/deploy.sh",
    "Flux",
    "docker compose",
)
DATABASES = (
    "Postgres 15",
    "Postgres 16",
    "MySQL 8",
    "Redis 7",
    "SQLite",
    "ClickHouse",
    "MongoDB 6",
    "Elasticsearch 8",
)
CONFIG_FILES = (
    "config/settings.yaml",
    "config/flags.yaml",
    "deploy/values-staging.yaml",
    "pyproject.toml",
    ".env.example",
    "infra/terraform/main.tf",
    "charts/app/values.yaml",
    "src/config.py",
    "package.json",
    "docker-compose.yml",
)
PKG_TOOLS = (
    ("uv", "pip"),
    ("pnpm", "npm"),
    ("poetry", "pipenv"),
    ("yarn", "npm"),
    ("cargo", "vendored crates"),
    ("go modules", "dep"),
)
LANGS = ("Python", "TypeScript", "Go", "Rust", "Kotlin")
LOG_SINKS = ("Loki", "Datadog", "CloudWatch", "the ELK stack", "Sentry", "Honeycomb")
DASHBOARDS = (
    "the shared Grafana board",
    "the on-call dashboard",
    "the SLO overview",
    "the release health page",
    "the capacity planning sheet",
)
QUEUES = (
    "invoices",
    "emails-out",
    "webhooks",
    "search-reindex",
    "exports",
    "thumbnails",
    "audit-log",
    "payouts",
)
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
PATHS = (
    "src/billing/",
    "src/auth/",
    "migrations/",
    "infra/",
    "web/src/components/",
    "api/routes/",
    "charts/",
    "scripts/",
    "docs/runbooks/",
    "tests/integration/",
)
CAUSES = (
    "a missing index on the invoices table", "a race between two cron jobs",
    "an expired TLS certificate on the load balancer", "a connection pool that was too small",
    "a stale Docker layer cache", "clock skew on one worker node",
    "a retry storm after a timeout", "an N+1 query in the listing endpoint",
    "an unpinned transitive dependency", "a feature flag left on in canary",
    "a timezone bug in the daily rollup", "disk pressure on the build runner",
)  # fmt: skip
ACTIONS = (
    "fixed the flaky integration test in", "migrated the schema of", "upgraded the runtime of",
    "debugged a memory leak in", "added retries with backoff to", "rolled back the release of",
    "profiled slow requests in", "split the monolith module out of", "documented the deploy of",
    "reduced the container image size of", "added tracing spans to", "paged the owner of",
)  # fmt: skip
FOLLOWUPS = (
    "load testing the new path", "removing the temporary flag", "writing a runbook entry",
    "adding an alert on queue depth", "backfilling the missing rows", "pinning the base image",
    "raising the pool size in production", "deleting the old cron job",
)  # fmt: skip
PREFERENCES = (
    "small pull requests with a clear summary", "squash merges on main",
    "type hints on every public function", "tests next to the code they cover",
    "plain SQL over the ORM for reports", "feature flags over long-lived branches",
    "British spelling in user-facing copy", "one commit per logical change",
    "review comments phrased as questions", "async standups in the team channel",
)  # fmt: skip
DONTS = (
    ("force-push to main", "it rewrites history the release tooling depends on"),
    ("run migrations by hand in production", "the deploy job applies them in order"),
    ("disable the canary stage", "it caught three bad releases last quarter"),
    ("add new cron jobs on the build runner", "scheduled work belongs in the job queue"),
    ("log full request bodies", "they can contain customer data"),
    ("bump the major version of the SDK without a changelog", "mobile clients pin it"),
    ("merge on a red pipeline", "flaky tests get fixed, not ignored"),
)  # fmt: skip
LESSONS = (
    ("pytest -x tests/integration", "ModuleNotFoundError: No module named 'stripe'",
     "run uv sync --extra billing before the integration tests"),
    ("alembic upgrade head", "relation \"invoices\" already exists",
     "stamp the revision with alembic stamp before upgrading an old snapshot"),
    ("pnpm install --frozen-lockfile", "ERR_PNPM_OUTDATED_LOCKFILE",
     "run pnpm install locally and commit the updated lockfile"),
    ("terraform plan -var-file=staging.tfvars", "Error acquiring the state lock",
     "wait for the other CI job or release the lock from the pipeline page"),
    ("helm upgrade billing-api ./charts/app", "UPGRADE FAILED: another operation is in progress",
     "roll back the pending release with helm rollback first"),
    ("docker compose up search-indexer", "exit code 137",
     "raise the memory limit of the container to 2 GiB"),
    ("mypy src", "Library stubs not installed for \"requests\"",
     "add types-requests to the dev dependencies"),
    ("go test ./...", "bind: address already in use",
     "stop the local dev server on port 8080 before running tests"),
    ("npm run e2e", "Timed out waiting for the dev server",
     "start the preview build first and point the tests at port 4173"),
    ("make release", "tag already exists", "bump the version in pyproject.toml before tagging"),
)  # fmt: skip
PATTERN_TEXTS = (
    ("convention", "Every change to {service} ships behind a feature flag that defaults off."),
    ("convention", "Database migrations for {service} are backward compatible for one release."),
    ("pitfall", "Deploying {service} on {weekday} afternoons often collides with the batch jobs."),
    ("pitfall", "Tests for {service} fail when {env} fixtures are older than a week."),
    ("preference", "{person} asks for a short design note before large changes to {service}."),
    ("architecture", "{service} talks to {service2} only through the {queue} queue."),
    ("architecture", "{service} keeps read models in {db}; writes go through the API."),
)  # fmt: skip
TAGS = (
    "deploy",
    "ci",
    "database",
    "testing",
    "oncall",
    "security-review",
    "performance",
    "frontend",
    "infra",
    "release",
    "observability",
    "migration",
    "dependencies",
    "docs",
)
QUERY_TEMPLATES = (
    "why does the {env} deploy of {service} fail",
    "how do we run database migrations for {service}",
    "where do feature flags for {service} live",
    "what must pass before a release of {service}",
    "fix the flaky tests in {service}",
    "which port does {service} use in {env}",
    "who owns the {service} on-call rotation",
    "{service} times out calling {service2}",
    "how is {service} deployed",
    "what broke in {env} last week",
    "which package manager do we use for {lang}",
    "where are the logs for {service}",
    "the {queue} queue is backing up",
    "what does {person} prefer in code review",
)  # fmt: skip


@dataclass(frozen=True)
class SynthRecord:
    """One memory as Memory.remember takes it; ``age_days`` is relative to a reference time."""

    text: str
    scope: str
    kind: str
    type: str | None = None
    title: str | None = None
    slug: str | None = None
    tags: tuple[str, ...] = ()
    importance: float = 0.5
    category: str | None = None
    confidence: float | None = None
    payload: dict[str, Any] = field(default_factory=dict)
    age_days: float = 0.0

    def remember_kwargs(self, now: datetime, *, force_new: bool = False) -> dict[str, Any]:
        """Keyword arguments for ``Memory.remember(self.text, **kwargs)``."""
        kwargs: dict[str, Any] = {
            "scope": self.scope, "kind": self.kind, "title": self.title, "slug": self.slug,
            "type": self.type, "tags": list(self.tags), "importance": self.importance,
            "category": self.category, "confidence": self.confidence,
            "payload": dict(self.payload) or None, "at": now - timedelta(days=self.age_days),
        }  # fmt: skip
        if force_new and self.kind == "fact":
            kwargs["force_new"] = True
        return kwargs


class _Slots(dict[str, str]):
    """Template slot values drawn on first use, so a template pays only for its own slots."""

    def __init__(self, pick: _Pick) -> None:
        super().__init__()
        self.pick = pick

    def __missing__(self, name: str) -> str:
        value = self[name] = self.pick.slot(name, self)
        return value


class _Pick:
    """Draws every choice of a generation run from one seeded random stream."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def __call__(self, options: Sequence[Any]) -> Any:
        return options[self.rng.randrange(len(options))]

    def slots(self) -> _Slots:
        return _Slots(self)

    def fill(self, template: str) -> str:
        return template.format_map(self.slots())

    def slot(self, name: str, drawn: Mapping[str, str]) -> str:
        rng = self.rng
        if name == "service2":
            first = drawn["service"]
            return self([s for s in SERVICES if s != first])
        if name in ("pkg", "alt_pkg"):
            pkg, alt = self(PKG_TOOLS)
            assert isinstance(drawn, _Slots)
            dict.update(drawn, pkg=pkg, alt_pkg=alt)
            return str(pkg if name == "pkg" else alt)
        if name in _NUMBER_SLOTS:
            return _NUMBER_SLOTS[name](rng)
        return str(self(_WORD_SLOTS[name]))


_NUMBER_SLOTS: dict[str, Callable[[random.Random], str]] = {
    "port": lambda rng: str(rng.randrange(3000, 9900)),
    "timeout": lambda rng: str(rng.choice((2, 3, 5, 10, 15, 30, 60))),
    "n": lambda rng: str(rng.randrange(2, 400)),
    "pr": lambda rng: str(rng.randrange(1200, 9800)),
    "ticket": lambda rng: f"OPS-{rng.randrange(100, 4000)}",
    "version": lambda rng: f"{rng.randrange(1, 6)}.{rng.randrange(0, 30)}.{rng.randrange(0, 12)}",
    "nodes": lambda rng: str(rng.randrange(3, 40)),
    "workers": lambda rng: str(rng.randrange(1, 33)),
}
_WORD_SLOTS: dict[str, Sequence[str]] = {
    "service": SERVICES, "env": ENVS, "person": PEOPLE, "test_cmd": TEST_CMDS,
    "deploy_tool": DEPLOY_TOOLS, "db": DATABASES, "config_file": CONFIG_FILES, "lang": LANGS,
    "log_sink": LOG_SINKS, "dashboard": DASHBOARDS, "queue": QUEUES, "weekday": WEEKDAYS,
    "path": PATHS, "cause": CAUSES, "action": ACTIONS, "followup": FOLLOWUPS,
    "reviewers": ("one approval", "two approvals"),
}  # fmt: skip


SHORT_FACTS = (
    "{service} listens on port {port} in {env}.",
    "{service} is deployed to {env} with {deploy_tool} from the release branch.",
    "Run `{test_cmd}` before pushing changes to {service}.",
    "The {env} database of {service} is {db}, upgraded in release {version}.",
    "{person} owns the {service} on-call rotation this quarter.",
    "Feature flags for {service} live in {config_file}.",
    "We use {pkg} for {lang} dependencies in {service}, not {alt_pkg}.",
    "The {env} cluster runs {nodes} nodes; {service} gets its own node pool.",
    "{service} logs go to {log_sink}; the graphs are on {dashboard}.",
    "Calls from {service} to {service2} time out after {timeout} seconds.",
    "Release branches of {service} are cut every {weekday} and frozen {n} hours before deploys.",
    "Changes under {path} of {service} need {reviewers} before merging.",
    "The {queue} queue is consumed by {service} with {workers} workers.",
    "{service} reads its settings from {config_file} at start-up, not per request.",
    "Ticket {ticket} tracks the flaky `{test_cmd}` run on the {env} pipeline.",
)  # fmt: skip
# Where a short fact came from; the numbers keep facts about the same thing distinct.
FACT_CONTEXTS = (
    "Agreed in the {weekday} sync with {person}.",
    "See {ticket} for the history.",
    "Changed in PR {pr}.",
    "True since release {version}.",
    "{person} confirmed this after {ticket}.",
    "Came up while fixing {ticket} in {env}.",
    "Written down after PR {pr} broke {env}.",
    "Last checked on release {version} by {person}.",
)  # fmt: skip
EVENT_SENTENCES = (
    "The root cause was {cause}.",
    "CI for {service} now takes {n} seconds less.",
    "{person} reviewed the change in PR {pr}.",
    "Left follow-up ticket {ticket} for {followup}.",
    "Verified on {env} with `{test_cmd}` before merging.",
    "The fix touched {config_file} and the code under {path}.",
    "Dashboards on {dashboard} looked normal afterwards.",
)  # fmt: skip
NOTE_SENTENCES = (
    "Deploys go through {deploy_tool}; never push images to {env} by hand.",
    "Before a deploy, check {dashboard} and make sure the {queue} queue is drained.",
    "Migrations run first, then the workers, then the web tier, so old code never sees a "
    "new column it cannot read.",
    "If the health check fails for more than {timeout} minutes, roll back and page {person}.",
    "The settings for {env} are in {config_file}; secrets come from the vault by name.",
    "{service} depends on {service2}; when that is degraded, switch the feature flag off.",
    "Load tests run from the load-test environment against a copy of {env} data.",
    "Last time this went wrong the cause was {cause}, so watch for it.",
    "Release notes are drafted in the pull request and published on {weekday}.",
    "After the deploy, run `{test_cmd}` against {env} and post the result in the channel.",
    "{person} reviews anything under {path} and keeps its tests green.",
    "Keep the runbook in docs/runbooks/ up to date when this procedure changes.",
)  # fmt: skip


def _sentences(pick: _Pick, pool: Sequence[str], count: int) -> list[str]:
    chosen = pick.rng.sample(range(len(pool)), count)
    return [pick.fill(pool[i]) for i in chosen]


def _short_fact(pick: _Pick, i: int) -> dict[str, Any]:
    text = pick.fill(pick(SHORT_FACTS))
    ftype = pick(("project",) * 6 + ("reference", "user", "feedback"))
    if ftype == "user":
        text = f"{pick(PEOPLE)} prefers {pick(PREFERENCES)} when working on {pick(SERVICES)}."
    elif ftype == "feedback":
        dont, why = pick(DONTS)
        text = f"On {pick(SERVICES)} ({pick(ENVS)}), do not {dont}: {why}."
    text = f"{text} {pick.fill(pick(FACT_CONTEXTS))}"
    return {"kind": "fact", "type": ftype, "text": text, "slug": _slug(text, i)}


def _event(pick: _Pick, i: int) -> dict[str, Any]:
    s = pick.slots()
    head = f"Session on {s['service']}: {s['action']} {s['service']} in {s['env']}."
    body = " ".join([head, *_sentences(pick, EVENT_SENTENCES, pick.rng.randrange(1, 4))])
    etype = pick(("session_completed", "session_completed", "run_completed", "manual_note"))
    return {"kind": "event", "type": etype, "text": body}


def _long_note(pick: _Pick, i: int) -> dict[str, Any]:
    s = pick.slots()
    title = f"Runbook: {s['service']} in {s['env']} ({s['ticket']})"
    body = " ".join(_sentences(pick, NOTE_SENTENCES, pick.rng.randrange(6, 12)))
    return {
        "kind": "fact",
        "type": "reference",
        "title": title,
        "text": body,
        "slug": _slug(title, i),
    }


def _lesson(pick: _Pick, i: int) -> dict[str, Any]:
    command, error, fix = pick(LESSONS)
    s = pick.slots()
    where = f" in {s['service']} on {s['env']}"
    text = f"`{command}` failed with {error}{where} (PR {s['pr']}). Fix: {fix}."
    # The command hash keys the lesson's slug, so each generated lesson gets its own.
    digest = hashlib.sha256(f"{command}|{s['service']}|{s['env']}|{i}".encode()).hexdigest()
    return {
        "kind": "lesson",
        "text": text,
        "payload": {"command": command, "error": error, "fix": fix, "command_hash": digest},
    }


def _pattern(pick: _Pick, i: int) -> dict[str, Any]:
    category, template = pick(PATTERN_TEXTS)
    text = f"{pick.fill(template)} {pick.fill(pick(FACT_CONTEXTS))}"
    return {
        "kind": "pattern",
        "category": category,
        "text": text,
        "slug": _slug(text, i),
        "confidence": round(pick.rng.uniform(0.35, 0.95), 2),
    }


def _slug(text: str, i: int) -> str:
    return f"{slugify(text, limit=40)}-{i:06d}"


SHAPES: dict[str, Callable[[_Pick, int], dict[str, Any]]] = {
    "short_fact": _short_fact, "event": _event, "long_note": _long_note, "lesson": _lesson,
    "pattern": _pattern,
}  # fmt: skip


def generate(
    n: int, seed: int = 7, scopes: Mapping[str, str] | None = None
) -> Iterator[SynthRecord]:
    """``n`` records; the same arguments always give the same sequence."""
    keys = {**DEFAULT_SCOPES, **(scopes or {})}
    rng = random.Random(seed)
    pick = _Pick(rng)
    scope_names, scope_w = list(SCOPE_WEIGHTS), list(SCOPE_WEIGHTS.values())
    shape_names, shape_w = list(SHAPE_WEIGHTS), list(SHAPE_WEIGHTS.values())
    seen: set[tuple[str, str]] = set()
    for i in range(n):
        scope = keys[rng.choices(scope_names, scope_w)[0]]
        fields = SHAPES[rng.choices(shape_names, shape_w)[0]](pick, i)
        if (scope, fields["text"]) in seen:
            # A store rarely holds the same text twice in one scope (the write path refuses a
            # near-duplicate fact), so a repeat gets one more distinguishing sentence.
            fields["text"] += f" Seen again in {pick(ENVS)} during {pick(QUEUES)} work ({i})."
        seen.add((scope, fields["text"]))
        tags = tuple(rng.sample(TAGS, rng.choice((0, 1, 1, 2, 3))))
        yield SynthRecord(
            text=fields["text"],
            scope=scope,
            kind=fields["kind"],
            type=fields.get("type"),
            title=fields.get("title"),
            slug=fields.get("slug"),
            tags=tags,
            importance=round(rng.uniform(0.2, 0.9), 2),
            category=fields.get("category"),
            confidence=fields.get("confidence"),
            payload=fields.get("payload", {}),
            age_days=round(rng.uniform(0, MAX_AGE_DAYS), 4),
        )


def queries(n: int, seed: int = 11) -> list[str]:
    """``n`` agent prompts in the same vocabulary as the records."""
    rng = random.Random(seed)
    pick = _Pick(rng)
    return [pick.fill(pick(QUERY_TEMPLATES)) for _ in range(n)]


def to_corpus(records: Iterable[SynthRecord], now: datetime) -> dict[str, Any]:
    """A ``memlane export`` corpus holding ``records`` (for Memory.import_, the bulk path).

    Ids come from each record's time, so they are unique but not reproducible; the texts,
    scopes and times are.
    """
    out: list[dict[str, Any]] = []
    for r in records:
        at = now - timedelta(days=r.age_days)
        slug = r.slug
        if r.kind == "lesson":
            slug = f"lesson-{str(r.payload['command_hash'])[:16]}"
        rec = Record(
            id=new_id_at(at), kind=r.kind, scope=r.scope,
            title=r.title if r.title is not None else title_from_text(r.text), body=r.text,
            tags=r.tags, importance=r.importance, created_at=at, updated_at=at,
            provenance=Provenance(trigger="import", at=at), slug=slug,
            type=r.type if r.type is not None else ("manual_note" if r.kind == "event" else None),
            category=r.category, confidence=r.confidence, payload=dict(r.payload),
        )  # fmt: skip
        out.append(rec.to_dict())
    return {"format": EXPORT_FORMAT, "version": EXPORT_VERSION, "records": out}
