"""Bad input, on every surface: a typed error with a remedy and a documented exit code (or
HTTP status), never a traceback, and the store exactly as it was.

One table per surface — the Python API, the CLI, the HTTP API — over a store holding a few
memories. The store is fingerprinted from the SQLite file itself (every table's rows) before
and after each call.
"""

from __future__ import annotations

import hashlib
import json
import math
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

import memlane
from credentials import github_token
from memlane.cli.main import run
from memlane.errors import MemlaneError
from memlane.http.server import build_server
from memlane.services.memory import Memory

PROJECT = "/work/proj"
TABLES = ("records", "record_history", "embeddings", "receipts", "exposures", "store_meta")


def fingerprint(db: Path) -> str:
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        h = hashlib.sha256()
        for table in TABLES:
            for row in con.execute(f"SELECT * FROM {table} ORDER BY 1"):
                h.update(repr(row).encode())
        return h.hexdigest()
    finally:
        con.close()


def seed(mem: Memory) -> None:
    mem.remember("Deploys go through argo", slug="deploy-tool", scope=PROJECT)
    mem.remember("Staging resets nightly", slug="staging-reset", scope=PROJECT)
    mem.remember("The payroll export runs at 02:00", slug="payroll", scope="ssh:box:/srv/pay")


@pytest.fixture
def seeded(home: Path) -> Iterator[Memory]:
    with memlane.open(home, embedder="hash", scope=PROJECT) as m:
        seed(m)
        yield m


# -- the Python API ----------------------------------------------------------------------


@dataclass(frozen=True)
class PyCase:
    name: str
    call: Callable[[Memory], Any]
    exit_code: int


def _deep(n: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for _ in range(n):
        out = {"k": out}
    return out


def _corpus(**record: Any) -> dict[str, Any]:
    base = {
        "id": "01J00000000000000000000000",
        "kind": "fact",
        "scope": PROJECT,
        "title": "A title",
        "body": "A body",
        "created_at": "2026-01-01T00:00:00+00:00",
    }
    return {"format": "memlane-corpus", "version": 1, "records": [{**base, **record}]}


def _remember(**kw: Any) -> Callable[[Memory], Any]:
    text = kw.pop("text", "A perfectly fine memory about caching")
    return lambda m: m.remember(text, **kw)


SECRET = "export GITHUB_TOKEN=" + github_token()  # assembled at run time, never a literal

PY_CASES: list[PyCase] = [
    # remember: text and kind
    PyCase("empty text", _remember(text=""), 2),
    PyCase("blank text", _remember(text="   \n\t"), 2),
    PyCase("text not a string", _remember(text=None), 2),
    PyCase("text with NUL", _remember(text="a\x00b"), 2),
    PyCase("text with ESC", _remember(text="a\x1b[31m"), 2),
    PyCase("text lone surrogate", _remember(text="a\udcffb"), 2),
    PyCase("text 300 KiB", _remember(text="x" * (300 * 1024)), 2),
    PyCase("unknown kind", _remember(kind="banana"), 2),
    PyCase("kind note is not writable", _remember(kind="note"), 2),
    PyCase("unknown fact type", _remember(type="weird"), 2),
    PyCase("legacy event type", _remember(kind="event", type="task_completed"), 2),
    PyCase("unknown event type", _remember(kind="event", type="party"), 2),
    PyCase("unknown pattern category", _remember(kind="pattern", category="vibes"), 2),
    # remember: title and slug
    PyCase("title too long", _remember(title="t" * 201), 2),
    PyCase("title with newline", _remember(title="a\nb"), 2),
    PyCase("title with NUL", _remember(title="a\x00b"), 2),
    PyCase("title not a string", _remember(title=["x"]), 2),
    PyCase("slug empty", _remember(slug=""), 2),
    PyCase("slug with spaces", _remember(slug="Bad Slug"), 2),
    PyCase("slug uppercase", _remember(slug="Release"), 2),
    PyCase("slug with NUL", _remember(slug="a\x00b"), 2),
    PyCase("slug with newline", _remember(slug="a\nb"), 2),
    PyCase("slug too long", _remember(slug="a" * 201), 2),
    PyCase("update slug malformed", _remember(update="Not Canonical"), 2),
    PyCase("update unknown slug", _remember(update="no-such-memory"), 5),
    PyCase(
        "force_new on an existing explicit slug", _remember(slug="deploy-tool", force_new=True), 3
    ),
    # remember: tags
    PyCase("33 tags", _remember(tags=[f"t{i}" for i in range(33)]), 2),
    PyCase("1000 tags", _remember(tags=[f"t{i}" for i in range(1000)]), 2),
    PyCase("tag too long", _remember(tags=["t" * 65]), 2),
    PyCase("tag with newline", _remember(tags=["a\nb"]), 2),
    PyCase("empty tag", _remember(tags=["ok", "  "]), 2),
    PyCase("tags as one string", _remember(tags="ops"), 2),
    PyCase("tag not a string", _remember(tags=[3]), 2),
    # remember: numbers
    PyCase("importance 2", _remember(importance=2), 2),
    PyCase("importance negative", _remember(importance=-0.1), 2),
    PyCase("importance NaN", _remember(importance=math.nan), 2),
    PyCase("importance infinity", _remember(importance=math.inf), 2),
    PyCase("importance text", _remember(importance="high"), 2),
    PyCase("importance bool", _remember(importance=True), 2),
    PyCase("confidence 1.5", _remember(kind="pattern", confidence=1.5), 2),
    PyCase("confidence NaN", _remember(kind="pattern", confidence=math.nan), 2),
    # remember: payload
    PyCase("payload NaN", _remember(payload={"x": math.nan}), 2),
    PyCase("payload infinity", _remember(payload={"x": math.inf}), 2),
    PyCase("payload 70 KiB", _remember(payload={"x": "y" * 70_000}), 2),
    PyCase("payload 10 MB", _remember(payload={"x": "y" * 10_000_000}), 2),
    PyCase("payload nested 40", _remember(payload=_deep(40)), 2),
    PyCase("payload a list", _remember(payload=["x"]), 2),
    PyCase("payload an object", _remember(payload={"x": object()}), 2),
    PyCase("payload non-string key", _remember(payload={1: "x"}), 2),
    # remember: validity and provenance
    PyCase(
        "valid_until before valid_from",
        lambda m: m.remember("a window", valid_from=_when(2), valid_until=_when(1)),
        2,
    ),
    PyCase("unknown trigger", _remember(trigger="evil"), 2),
    PyCase("session_id control char", _remember(session_id="s\x01"), 2),
    PyCase("session_id newline", _remember(session_id="s\n1"), 2),
    PyCase("session_id too long", _remember(session_id="s" * 201), 2),
    PyCase("source with newline", _remember(source="a\nb"), 2),
    # remember: scope
    PyCase("scope bare word", _remember(scope="not a scope"), 2),
    PyCase("scope bare ssh", _remember(scope="ssh:"), 2),
    PyCase("scope ssh without path", _remember(scope="ssh:box"), 2),
    PyCase("scope ssh empty server", _remember(scope="ssh::/srv"), 2),
    PyCase("scope with NUL", _remember(scope="/a\x00b"), 2),
    PyCase("scope with newline", _remember(scope="/a\nb"), 2),
    PyCase("scope too long", _remember(scope="/" + "a" * 2000), 2),
    PyCase("scope empty", _remember(scope="   "), 2),
    # remember: privacy gate
    PyCase("credential in body", _remember(text=SECRET), 4),
    PyCase("credential in why", _remember(why=SECRET), 4),
    PyCase("credential in how", _remember(how=SECRET), 4),
    PyCase("credential in title", _remember(title=SECRET), 4),
    PyCase("email without allow_email", _remember(text="mail ana.lopez@acme-corp.io"), 4),
    # remember: near duplicate
    PyCase("near duplicate", _remember(text="Deploys go through argo"), 3),
    # read verbs
    PyCase("recall empty", lambda m: m.recall(""), 2),
    PyCase("recall blank", lambda m: m.recall("   "), 2),
    PyCase("recall not text", lambda m: m.recall(42), 2),
    PyCase("recall 10 MB", lambda m: m.recall("q" * 10_000_000), 2),
    PyCase("recall limit 0", lambda m: m.recall("deploy", limit=0), 2),
    PyCase("recall limit -1", lambda m: m.recall("deploy", limit=-1), 2),
    PyCase("recall limit 1000", lambda m: m.recall("deploy", limit=1000), 2),
    PyCase("recall limit text", lambda m: m.recall("deploy", limit="3"), 2),
    PyCase("recall budget 0", lambda m: m.recall("deploy", budget=0), 2),
    PyCase("recall budget negative", lambda m: m.recall("deploy", budget=-5), 2),
    PyCase("recall floor NaN", lambda m: m.recall("deploy", floor=math.nan), 2),
    PyCase("recall floor 2", lambda m: m.recall("deploy", floor=2), 2),
    PyCase("recall floor negative", lambda m: m.recall("deploy", floor=-1), 2),
    PyCase("recall kinds unknown", lambda m: m.recall("deploy", kinds=["banana"]), 2),
    PyCase("recall kinds a string", lambda m: m.recall("deploy", kinds="fact"), 2),
    PyCase("recall format xml", lambda m: m.recall("deploy", fmt="xml"), 2),
    PyCase("recall mode weird", lambda m: m.recall("deploy", mode="weird"), 2),
    PyCase("recall scope bare word", lambda m: m.recall("deploy", scope="nope nope"), 2),
    PyCase("search empty", lambda m: m.search(""), 2),
    PyCase("search 10 MB", lambda m: m.search("q" * 10_000_000), 2),
    PyCase("search limit 0", lambda m: m.search("deploy", limit=0), 2),
    PyCase("search limit negative", lambda m: m.search("deploy", limit=-3), 2),
    PyCase("search kinds unknown", lambda m: m.search("deploy", kinds=["x"]), 2),
    PyCase("search source unknown", lambda m: m.search("deploy", source="web"), 2),
    PyCase("rank empty", lambda m: m.rank(""), 2),
    PyCase("rank limit 0", lambda m: m.rank("deploy", limit=0), 2),
    PyCase("rank floor 1.5", lambda m: m.rank("deploy", floor=1.5), 2),
    PyCase("list limit 0", lambda m: m.list(limit=0), 2),
    PyCase("list limit negative", lambda m: m.list(limit=-1), 2),
    PyCase("list offset negative", lambda m: m.list(offset=-1), 2),
    PyCase("list kinds unknown", lambda m: m.list(kinds=["banana"]), 2),
    PyCase("list mode unknown", lambda m: m.list(mode="sideways"), 2),
    PyCase("brief budget negative", lambda m: m.brief(budget_chars=-1), 2),
    PyCase("brief task 10 MB", lambda m: m.brief(task="t" * 10_000_000), 2),
    PyCase("timeline limit 0", lambda m: m.timeline(limit=0), 2),
    PyCase("timeline offset negative", lambda m: m.timeline(offset=-2), 2),
    # handles
    PyCase("get unknown", lambda m: m.get("no-such-memory"), 5),
    PyCase("get remote record by slug", lambda m: m.get("payroll"), 5),
    PyCase("get remote record by id", lambda m: m.get(_remote_id(m)), 5),
    PyCase("forget unknown", lambda m: m.forget("no-such-memory"), 5),
    PyCase("forget remote record by id", lambda m: m.forget(_remote_id(m)), 5),
    PyCase("why unknown", lambda m: m.why("no-such-memory"), 5),
    PyCase("pin unknown", lambda m: m.pin("no-such-memory"), 5),
    PyCase("get a fact as a pattern", lambda m: m.get("deploy-tool", kind="pattern"), 5),
    # edit
    PyCase("edit unknown field", lambda m: m.edit("deploy-tool", colour="red"), 2),
    PyCase("edit empty title", lambda m: m.edit("deploy-tool", title="  "), 2),
    PyCase("edit empty body", lambda m: m.edit("deploy-tool", body=""), 2),
    PyCase("edit title too long", lambda m: m.edit("deploy-tool", title="t" * 300), 2),
    PyCase("edit importance text", lambda m: m.edit("deploy-tool", importance="x"), 2),
    PyCase("edit importance 5", lambda m: m.edit("deploy-tool", importance=5), 2),
    PyCase("edit tags one string", lambda m: m.edit("deploy-tool", tags="ops"), 2),
    PyCase("edit category unknown", lambda m: m.edit("deploy-tool", category="vibes"), 2),
    PyCase("edit credential", lambda m: m.edit("deploy-tool", body=SECRET), 4),
    PyCase("edit unknown memory", lambda m: m.edit("no-such-memory", body="x"), 5),
    # import
    PyCase("import not a corpus", lambda m: m.import_({"hello": 1}), 2),
    PyCase("import wrong version", lambda m: m.import_({**_corpus(), "version": 9}), 2),
    PyCase("import records not a list", lambda m: m.import_({**_corpus(), "records": {}}), 2),
    PyCase("import record not an object", lambda m: m.import_({**_corpus(), "records": [3]}), 2),
    PyCase("import path-like id", lambda m: m.import_(_corpus(id="../../x\x00")), 2),
    PyCase("import empty id", lambda m: m.import_(_corpus(id="")), 2),
    PyCase("import slug with NUL", lambda m: m.import_(_corpus(slug="a\x00b")), 2),
    PyCase("import slug with newline", lambda m: m.import_(_corpus(slug="a\nb")), 2),
    PyCase("import slug not canonical", lambda m: m.import_(_corpus(slug="Not OK")), 2),
    PyCase("import why 10 MB", lambda m: m.import_(_corpus(why="w" * 10_000_000)), 2),
    PyCase(
        "import 1000 tags", lambda m: m.import_(_corpus(tags=[f"t{i}" for i in range(1000)])), 2
    ),
    PyCase("import title an object", lambda m: m.import_(_corpus(title={"a": 1})), 2),
    PyCase("import body a number", lambda m: m.import_(_corpus(body=3)), 2),
    PyCase("import unknown kind", lambda m: m.import_(_corpus(kind="banana")), 2),
    PyCase("import bad created_at", lambda m: m.import_(_corpus(created_at="yesterday")), 2),
    PyCase("import payload a list", lambda m: m.import_(_corpus(payload=[1])), 2),
    PyCase("import payload NaN", lambda m: m.import_(_corpus(payload={"x": math.nan})), 2),
    PyCase("import confidence text", lambda m: m.import_(_corpus(confidence="high")), 2),
    PyCase("import importance 9", lambda m: m.import_(_corpus(importance=9)), 2),
    PyCase("import relative scope", lambda m: m.import_(_corpus(scope="relative/path")), 2),
    PyCase("import provenance a string", lambda m: m.import_(_corpus(provenance="x")), 2),
    PyCase(
        "import session id control",
        lambda m: m.import_(_corpus(provenance={"session_id": "s\x07"})),
        2,
    ),
    PyCase("import credential", lambda m: m.import_(_corpus(body=SECRET)), 4),
    # learning verbs
    PyCase("outcome unknown value", lambda m: m.outcome(_receipt(m), "maybe"), 2),
    PyCase("outcome unknown receipt", lambda m: m.outcome("r_nope", "done"), 5),
    PyCase("capture_run unknown status", lambda m: m.capture_run(summary="x", status="meh"), 2),
    PyCase("capture_run empty summary", lambda m: m.capture_run(summary="  "), 2),
    PyCase("capture_run credential", lambda m: m.capture_run(summary=SECRET), 4),
    PyCase("capture_session missing file", lambda m: m.capture_session("/no/such.jsonl"), 5),
]


def _when(day: int) -> Any:
    from datetime import UTC, datetime

    return datetime(2026, 1, day, tzinfo=UTC)


def _remote_id(m: Memory) -> str:
    return m.get("payroll", scope="ssh:box:/srv/pay").id


_RECEIPTS: dict[int, str] = {}


def _receipt(m: Memory) -> str:
    # A real receipt, made before the fingerprint is taken (see test_python_api_refuses).
    return _RECEIPTS[id(m)]


@pytest.mark.parametrize("case", PY_CASES, ids=[c.name for c in PY_CASES])
def test_python_api_refuses(seeded: Memory, case: PyCase) -> None:
    _RECEIPTS[id(seeded)] = seeded.brief().receipt or ""
    before = fingerprint(seeded.settings.db_path)
    with pytest.raises(MemlaneError) as err:
        case.call(seeded)
    assert err.value.exit_code == case.exit_code, err.value
    assert err.value.remedy and err.value.code
    assert fingerprint(seeded.settings.db_path) == before


# -- the CLI -----------------------------------------------------------------------------


@dataclass(frozen=True)
class CliCase:
    name: str
    args: list[str]
    exit_code: int


def _files(tmp: Path) -> dict[str, Path]:
    (tmp / "adir").mkdir()
    (tmp / "binary.json").write_bytes(b"\x00\x01\x02")
    (tmp / "latin1.json").write_bytes('{"x": "caf\xe9"}'.encode("latin-1"))
    (tmp / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (tmp / "notcorpus.json").write_text(json.dumps({"hello": "world"}))
    (tmp / "badrecord.json").write_text(json.dumps(_corpus(slug="a\nb")))
    (tmp / "secret.json").write_text(json.dumps(_corpus(body=SECRET)))
    return {p.name: p for p in tmp.iterdir()}


CLI_CASES: list[CliCase] = [
    CliCase("remember empty", ["remember", ""], 2),
    CliCase("remember blank", ["remember", "   "], 2),
    CliCase("remember slug empty", ["remember", "x y z", "--slug", ""], 2),
    CliCase("remember slug spaces", ["remember", "x y z", "--slug", "Bad Slug"], 2),
    CliCase("remember kind banana", ["remember", "x y z", "--kind", "banana"], 2),
    CliCase("remember importance 2", ["remember", "x y z", "--importance", "2"], 2),
    CliCase("remember importance text", ["remember", "x y z", "--importance", "lots"], 2),
    CliCase("remember scope bare word", ["remember", "x y z", "--scope", "not a scope"], 2),
    CliCase("remember scope ssh bare", ["remember", "x y z", "--scope", "ssh:"], 2),
    CliCase("remember credential", ["remember", SECRET], 4),
    CliCase(
        "remember near duplicate", ["remember", "Deploys go through argo", "--scope", PROJECT], 3
    ),
    CliCase("remember update unknown", ["remember", "x y z", "--update", "nope"], 5),
    CliCase("remember unknown option", ["remember", "x y z", "--colour", "red"], 2),
    CliCase("recall empty", ["recall", ""], 2),
    CliCase("recall budget 0", ["recall", "deploy", "--budget", "0"], 2),
    CliCase("recall budget text", ["recall", "deploy", "--budget", "lots"], 2),
    CliCase("recall limit 0", ["recall", "deploy", "--limit", "0"], 2),
    CliCase("search empty", ["search", ""], 2),
    CliCase("search limit 0", ["search", "deploy", "--limit", "0"], 2),
    CliCase("list kind banana", ["list", "--kind", "banana"], 2),
    CliCase("list since overflow", ["list", "--since", "99999999999d"], 2),
    CliCase("list since huge", ["list", "--since", "999999999w"], 2),
    CliCase("list since garbage", ["list", "--since", "last tuesday"], 2),
    CliCase("list limit 0", ["list", "--limit", "0"], 2),
    CliCase("get unknown", ["get", "no-such-memory"], 5),
    CliCase("get remote by slug", ["get", "payroll", "--scope", PROJECT], 5),
    CliCase("forget unknown", ["forget", "no-such-memory"], 5),
    CliCase("why unknown", ["why", "no-such-memory"], 5),
    CliCase("pin unknown", ["pin", "no-such-memory"], 5),
    CliCase("unpin unknown", ["unpin", "no-such-memory"], 5),
    CliCase("edit unknown", ["edit", "no-such-memory", "--body", "x"], 5),
    CliCase("edit empty body", ["edit", "deploy-tool", "--scope", PROJECT, "--body", ""], 2),
    CliCase("edit credential", ["edit", "deploy-tool", "--scope", PROJECT, "--body", SECRET], 4),
    CliCase("import missing file", ["import", "/no/such/file.json"], 2),
    CliCase("import a directory", ["import", "{adir}"], 2),
    CliCase("import binary", ["import", "{binary.json}"], 2),
    CliCase("import latin-1", ["import", "{latin1.json}"], 2),
    CliCase("import deep nesting", ["import", "{deep.json}"], 2),
    CliCase("import not a corpus", ["import", "{notcorpus.json}"], 2),
    CliCase("import bad record", ["import", "{badrecord.json}"], 2),
    CliCase("import credential", ["import", "{secret.json}"], 4),
    CliCase("export to a directory", ["export", "-o", "{adir}"], 2),
    CliCase("export missing parent", ["export", "-o", "/no/such/dir/out.json"], 2),
    CliCase("config embedder hash:-1", ["config", "set", "embedder", "hash:-1"], 2),
    CliCase("config embedder hash:3", ["config", "set", "embedder", "hash:3"], 2),
    CliCase("config embedder unknown", ["config", "set", "embedder", "bert"], 2),
    CliCase("config embedder onnx missing", ["config", "set", "embedder", "onnx:/no/dir"], 2),
    CliCase("config threads 0", ["config", "set", "threads", "0"], 2),
    CliCase("config threads text", ["config", "set", "threads", "many"], 2),
    CliCase("config unknown key", ["config", "set", "colour", "red"], 2),
    CliCase("config aggressiveness", ["config", "set", "aggressiveness", "nuts"], 2),
    CliCase("config durability", ["config", "set", "durability", "sometimes"], 2),
    CliCase("config recall_budget 0", ["config", "set", "recall_budget", "0"], 2),
    CliCase("config server_port", ["config", "set", "server_port", "70000"], 2),
    CliCase("config capture_min nan", ["config", "set", "capture_min_seconds", "nan"], 2),
    CliCase("config server_host space", ["config", "set", "server_host", "a b"], 2),
    CliCase("outcome unknown value", ["outcome", "r_x", "maybe"], 2),
    CliCase("outcome unknown receipt", ["outcome", "r_nope", "done"], 5),
    CliCase("patterns edit unknown", ["patterns", "edit", "nope", "--text", "x"], 5),
    CliCase("patterns pin a fact", ["patterns", "pin", "deploy-tool", "--scope", PROJECT], 5),
    CliCase("capture run status", ["capture", "run", "--summary", "x", "--status", "meh"], 2),
    CliCase("capture session missing", ["capture", "session", "--transcript", "/no/x.jsonl"], 5),
    CliCase("unknown command", ["frobnicate"], 2),
]


@pytest.mark.parametrize("case", CLI_CASES, ids=[c.name for c in CLI_CASES])
def test_cli_refuses(
    home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], case: CliCase
) -> None:
    with memlane.open(home, embedder="hash", scope=PROJECT) as m:
        seed(m)
        db = m.settings.db_path
    config = home / "config.toml"
    config_before = config.read_bytes() if config.exists() else None
    files = _files(tmp_path)
    args = [str(files[a[1:-1]]) if a.startswith("{") and a.endswith("}") else a for a in case.args]
    before = fingerprint(db)
    code = run(["--embedder", "hash", *args, *(["--json"] if args[0] != "frobnicate" else [])])
    out, err = capsys.readouterr()
    assert code == case.exit_code, (out, err)
    assert "Traceback" not in out + err
    assert fingerprint(db) == before
    assert (config.read_bytes() if config.exists() else None) == config_before
    if case.exit_code != 2 or "error" in out:
        assert json.loads(out)["error"]["remedy"]


# -- the HTTP API ------------------------------------------------------------------------


@dataclass(frozen=True)
class HttpCase:
    name: str
    method: str
    path: str
    body: Any = None
    params: dict[str, Any] | None = None
    status: int = 422
    raw: str | None = None  # a body sent as-is (non-standard JSON)


def _rem(**kw: Any) -> dict[str, Any]:
    return {"text": "A fine memory about the cache", **kw}


HTTP_CASES: list[HttpCase] = [
    HttpCase("remember empty", "POST", "/v1/remember", _rem(text="")),
    HttpCase("remember text a number", "POST", "/v1/remember", _rem(text=3)),
    HttpCase("remember unknown field", "POST", "/v1/remember", _rem(colour="red")),
    HttpCase("remember kind banana", "POST", "/v1/remember", _rem(kind="banana")),
    HttpCase("remember slug spaces", "POST", "/v1/remember", _rem(slug="Bad Slug")),
    HttpCase("remember slug empty", "POST", "/v1/remember", _rem(slug="")),
    HttpCase("remember importance 2", "POST", "/v1/remember", _rem(importance=2)),
    HttpCase("remember tags 33", "POST", "/v1/remember", _rem(tags=[f"t{i}" for i in range(33)])),
    HttpCase("remember scope relative", "POST", "/v1/remember", _rem(scope="relative/path")),
    HttpCase("remember scope bare word", "POST", "/v1/remember", _rem(scope="nope")),
    HttpCase(
        "remember payload 70 KiB",
        "POST",
        "/v1/remember",
        _rem(payload={"x": "y" * 70_000}),
        status=413,
    ),
    HttpCase(
        "remember payload NaN",
        "POST",
        "/v1/remember",
        raw='{"text": "A fine memory", "payload": {"x": NaN}}',
    ),
    HttpCase(
        "remember payload Infinity",
        "POST",
        "/v1/remember",
        raw='{"text": "A fine memory", "payload": {"x": Infinity}}',
    ),
    HttpCase("remember trigger capture", "POST", "/v1/remember", _rem(trigger="capture")),
    HttpCase("remember session control", "POST", "/v1/remember", _rem(session_id="s\u0001")),
    HttpCase("remember credential", "POST", "/v1/remember", _rem(text=SECRET), status=400),
    HttpCase(
        "remember near duplicate",
        "POST",
        "/v1/remember",
        _rem(text="Deploys go through argo", scope=PROJECT),
        status=409,
    ),
    HttpCase("remember not JSON", "POST", "/v1/remember", raw="{not json"),
    HttpCase("remember a list", "POST", "/v1/remember", raw="[1, 2]"),
    HttpCase("get unknown", "GET", "/v1/records/no-such-memory", status=404),
    HttpCase(
        "get remote from project",
        "GET",
        "/v1/records/payroll",
        params={"scope": PROJECT},
        status=404,
    ),
    HttpCase("forget unknown", "DELETE", "/v1/records/no-such-memory", status=404),
    HttpCase(
        "edit unknown field",
        "PATCH",
        "/v1/records/deploy-tool",
        {"colour": "red"},
        params={"scope": PROJECT},
    ),
    HttpCase("edit nothing", "PATCH", "/v1/records/deploy-tool", {}, params={"scope": PROJECT}),
    HttpCase("search empty", "GET", "/v1/search", params={"q": ""}),
    HttpCase("search limit 0", "GET", "/v1/search", params={"q": "x", "limit": 0}),
    HttpCase("list limit 0", "GET", "/v1/records", params={"limit": 0}),
    HttpCase("list kind banana", "GET", "/v1/records", params={"kind": "banana"}),
    HttpCase("recall empty", "POST", "/v1/recall", {"query": ""}),
    HttpCase("recall budget 0", "POST", "/v1/recall", {"query": "x", "budget": 0}),
    HttpCase("settings embedder hash:-1", "PATCH", "/v1/settings", {"embedder": "hash:-1"}),
    HttpCase("settings embedder unknown", "PATCH", "/v1/settings", {"embedder": "bert"}),
    HttpCase("settings threads 0", "PATCH", "/v1/settings", {"threads": 0}),
    HttpCase("settings unknown key", "PATCH", "/v1/settings", {"colour": "red"}),
    HttpCase("settings durability", "PATCH", "/v1/settings", {"durability": "maybe"}),
    HttpCase("settings nothing", "PATCH", "/v1/settings", {}),
    HttpCase("import not a corpus", "POST", "/v1/import", {"hello": 1}),
    HttpCase("import bad record", "POST", "/v1/import", _corpus(slug="a\nb")),
    HttpCase("import credential", "POST", "/v1/import", _corpus(body=SECRET), status=400),
]


@pytest.fixture
def server_client(home: Path) -> Iterator[tuple[httpx.Client, Path]]:
    with memlane.open(home, embedder="hash", scope=PROJECT) as m:
        seed(m)
        server = build_server(m, host="127.0.0.1", port=0)
        with server.running(), httpx.Client(base_url=server.url, timeout=30) as c:
            yield c, m.settings.db_path


@pytest.mark.parametrize("case", HTTP_CASES, ids=[c.name for c in HTTP_CASES])
def test_http_refuses(server_client: tuple[httpx.Client, Path], home: Path, case: HttpCase) -> None:
    client, db = server_client
    config = home / "config.toml"
    config_before = config.read_bytes() if config.exists() else None
    before = fingerprint(db)
    headers = {"content-type": "application/json"}
    if case.raw is not None:
        r = client.request(case.method, case.path, content=case.raw, headers=headers)
    else:
        r = client.request(case.method, case.path, json=case.body, params=case.params)
    body = r.json()
    assert r.status_code == case.status, body
    assert body["code"] and body["message"] and body["remedy"]
    assert fingerprint(db) == before
    assert (config.read_bytes() if config.exists() else None) == config_before


def test_the_tables_cover_at_least_200_cases() -> None:
    assert len(PY_CASES) + len(CLI_CASES) + len(HTTP_CASES) >= 200
