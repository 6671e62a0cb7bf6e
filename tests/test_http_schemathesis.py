"""Property-based check of the OpenAPI document against the live server (schemathesis).

Every documented operation is exercised with generated valid (positive) and invalid (negative)
requests, a bounded number of examples each; every response must conform to the documented
status codes, content types and schemas, and none may be a server error.

schemathesis's lazy pytest loader (``from_fixture``) does not run under pytest 9, so each
operation drives Hypothesis directly through ``APIOperation.as_strategy``; the list below is
checked against the document so no operation can be left out.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, given, settings
from schemathesis import GenerationMode
from schemathesis.config import SchemathesisConfig

import memlane
from memlane.http.server import build_server

MAX_EXAMPLES = int(os.environ.get("MEMLANE_FUZZ_EXAMPLES", "20"))
# MEMLANE_FUZZ_RANDOM=1 explores fresh inputs on every run (for a soak; CI stays reproducible).
DERANDOMIZE = os.environ.get("MEMLANE_FUZZ_RANDOM") != "1"
# Operations without parameters or body: there is nothing to make invalid.
NO_INPUT = {
    "GET /v1/health",
    "GET /v1/stats",
    "GET /v1/settings",
    "POST /v1/sessions/index",
    "POST /v1/codebase-scan",
}
OPERATIONS = [
    "GET /v1/health",
    "GET /v1/stats",
    "GET /v1/settings",
    "PATCH /v1/settings",
    "POST /v1/remember",
    "POST /v1/recall",
    "POST /v1/rank",
    "GET /v1/search",
    "GET /v1/brief",
    "GET /v1/index",
    "POST /v1/codebase-scan",
    "GET /v1/records",
    "GET /v1/records/{handle}",
    "PATCH /v1/records/{handle}",
    "DELETE /v1/records/{handle}",
    "GET /v1/records/{handle}/why",
    "POST /v1/records/{handle}/pin",
    "POST /v1/records/{record_id}/restore",
    "GET /v1/events",
    "GET /v1/patterns",
    "PATCH /v1/patterns/{handle}",
    "DELETE /v1/patterns/{handle}",
    "POST /v1/patterns/{handle}/pin",
    "GET /v1/digest",
    "GET /v1/notes",
    "POST /v1/notes",
    "GET /v1/notes/search",
    "GET /v1/notes/graph",
    "POST /v1/notes/archive",
    "GET /v1/notes/{note_id}",
    "PATCH /v1/notes/{note_id}",
    "GET /v1/sessions/search",
    "POST /v1/sessions/index",
    "GET /v1/sessions/{session_id}",
    "DELETE /v1/sessions/{session_id}",
    "GET /v1/export",
    "POST /v1/import",
    "POST /v1/outcomes",
    "POST /v1/hooks/{event}",
    "POST /v1/verify",
    "GET /v1/verdicts",
    "POST /v1/consolidate",
    "GET /v1/consolidate/history",
    "POST /v1/records/{handle}/renew",
    "GET /v1/records/{handle}/lifecycle",
    "POST /v1/observe",
    "GET /v1/records/{handle}/utility",
]


@pytest.fixture(scope="module")
def live_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("schemathesis")
    project = root / "proj"
    (project / ".agents" / "memory").mkdir(parents=True)
    (project / ".agents" / "memory" / "plain.md").write_text("# Plain\n\nSee [[Other]].\n")
    with memlane.open(root / "home", embedder="hash", scope=str(project)) as mem:
        mem.remember("Run both release gates before tagging", slug="release-gates")
        mem.remember(
            "Prefer small PRs",
            kind="pattern",
            category="convention",
            confidence=0.7,
            slug="small-prs",
        )
        mem.remember("Session fixed the build", kind="event", type="session_completed")
        server = build_server(mem, host="127.0.0.1", port=0)
        with server.running():
            yield server.url


@pytest.fixture(scope="module")
def api_schema(live_url: str) -> schemathesis.BaseSchema:
    # Domain rules (privacy gate, scope syntax, near duplicates, note revisions) are richer
    # than JSON Schema: a schema-valid request they refuse is a documented 4xx, not a bug.
    config = SchemathesisConfig.from_dict(
        {
            "checks": {
                "positive_data_acceptance": {
                    "expected-statuses": ["2xx", "400", "404", "409", "413", "422"]
                }
            }
        }
    )
    return schemathesis.openapi.from_url(f"{live_url}/v1/openapi.json", config=config)


def test_the_operation_list_covers_the_whole_document(api_schema: schemathesis.BaseSchema) -> None:
    documented = sorted(r.ok().label for r in api_schema.get_all_operations())
    assert documented == sorted(OPERATIONS)
    for label in NO_INPUT:
        method, path = label.split(" ", 1)
        spec = api_schema.raw_schema["paths"][path][method.lower()]
        assert not spec.get("parameters") and "requestBody" not in spec, label
    error = api_schema.raw_schema["components"]["schemas"]["ErrorOut"]
    assert set(error["required"]) == {"code", "message", "remedy"}


CASES = [
    pytest.param(label, mode, id=f"{label}-{mode.value}")
    for label in OPERATIONS
    for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE)
    if not (mode is GenerationMode.NEGATIVE and label in NO_INPUT)
]


@pytest.mark.parametrize(("label", "mode"), CASES)
def test_operation_conforms_and_never_fails(
    api_schema: schemathesis.BaseSchema, label: str, mode: GenerationMode
) -> None:
    method, path = label.split(" ", 1)
    operation = api_schema[path][method]

    @given(case=operation.as_strategy(generation_mode=mode))
    # Derandomized so CI is reproducible; no shrinking, since each failure report already
    # carries a curl command that reproduces the request.
    @settings(
        max_examples=MAX_EXAMPLES,
        deadline=None,
        database=None,
        derandomize=DERANDOMIZE,
        phases=[Phase.explicit, Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    def check(case: schemathesis.Case) -> None:
        case.call_and_validate()

    check()
