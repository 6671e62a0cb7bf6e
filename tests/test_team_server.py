"""A shared server on PostgreSQL: per-user tokens, roles and scope grants on every request,
the author in provenance and in the web UI, a per-token rate limit, and several server
processes agreeing on users, sessions, settings and vectors (real HTTP over loopback)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

import memlane
from memlane.cli.main import run
from memlane.errors import AccessDenied, InvalidInput
from memlane.http.app import create_app
from memlane.http.server import Server
from memlane.services.memory import Memory

TEAM_A = "/team/app"
TEAM_B = "/team/infra"


@pytest.fixture
def team(home: Path, pg_clean_url: str) -> Iterator[Memory]:
    with memlane.open(home, embedder="hash", store=pg_clean_url, scope=TEAM_A) as m:
        yield m


@pytest.fixture
def tokens(team: Memory) -> dict[str, str]:
    out = {}
    for name, role, scopes in (
        ("ana", "writer", [TEAM_A, "global"]),
        ("rui", "reader", [TEAM_A]),
        ("boss", "admin", []),
    ):
        _, out[name] = team.users_add(name, role=role, scopes=scopes)
    return out


@pytest.fixture
def url(team: Memory, tokens: dict[str, str]) -> Iterator[str]:
    server = Server(create_app(team, host="127.0.0.1"), host="127.0.0.1", port=0)
    with server.running():
        yield server.url


def _client(url: str, token: str | None) -> httpx.Client:
    headers = {"authorization": f"Bearer {token}"} if token else {}
    return httpx.Client(base_url=url, headers=headers, timeout=30)


def test_tokens_are_shown_once_and_stored_hashed(team: Memory, tokens: dict[str, str]) -> None:
    users = {u.name: u for u in team.users_list()}
    assert set(users) == {"ana", "rui", "boss"}
    assert users["boss"].scopes == ("*",)
    assert all(tokens[n] not in json.dumps(users[n].to_dict()) for n in users)
    assert users["ana"].token_hash != tokens["ana"] and len(users["ana"].token_hash) == 64
    assert team.authenticate(tokens["rui"]) == users["rui"]
    with pytest.raises(InvalidInput):
        team.users_add("owner", role="admin")


def test_every_request_needs_a_known_token(url: str, tokens: dict[str, str]) -> None:
    with _client(url, None) as anon:
        assert anon.get("/v1/records").status_code == 401
    with _client(url, tokens["ana"] + "x") as wrong:
        assert wrong.get("/v1/records").status_code == 401
    with _client(url, tokens["ana"]) as ana:
        assert ana.get("/v1/health").json()["user"]["name"] == "ana"


def test_roles_and_scope_grants(url: str, tokens: dict[str, str], team: Memory) -> None:
    hidden = team.remember("the infra vault lives on bastion-7", scope=TEAM_B, slug="vault")
    with _client(url, tokens["ana"]) as ana, _client(url, tokens["rui"]) as rui:
        made = ana.post("/v1/remember", json={"text": "deploys go through argo", "scope": TEAM_A})
        assert made.status_code == 201
        denied = ana.post("/v1/remember", json={"text": "infra uses terraform", "scope": TEAM_B})
        assert denied.status_code == 403 and denied.json()["code"] == "access_denied"
        refused = rui.post("/v1/remember", json={"text": "readers cannot write", "scope": TEAM_A})
        assert refused.status_code == 403
        # Reads never pass the grants: not by listing, search, recall, id or export.
        for client in (ana, rui):
            listed = client.get("/v1/records", params={"all_scopes": "true"}).json()
            assert {r["scope"] for r in listed["records"]} <= {TEAM_A, "global"}
            # A scope outside the grants is refused before anything is read.
            for asked in (
                client.get("/v1/search", params={"q": "vault bastion", "scope": TEAM_B}),
                client.post("/v1/recall", json={"query": "vault bastion", "scope": TEAM_B}),
                client.get("/v1/brief", params={"scope": TEAM_B}),
            ):
                assert asked.status_code == 403, asked.text
            # Wider matching never reaches it either.
            wide = client.get("/v1/search", params={"q": "vault bastion", "all_projects": "true"})
            assert wide.json()["hits"] == []
            assert client.get(f"/v1/records/{hidden.id}").status_code == 404
            by_scope = client.get(f"/v1/records/{hidden.id}", params={"scope": TEAM_B})
            assert by_scope.status_code == 403
            assert client.get("/v1/export").status_code == 403
        assert rui.get("/v1/search", params={"q": "argo"}).json()["hits"][0]["title"]
    with _client(url, tokens["boss"]) as boss:
        everything = boss.get("/v1/export").json()["records"]
        assert {r["scope"] for r in everything} == {TEAM_A, TEAM_B}


def test_the_author_is_recorded_and_shown(url: str, tokens: dict[str, str]) -> None:
    with _client(url, tokens["ana"]) as ana:
        rid = ana.post(
            "/v1/remember", json={"text": "release on tuesdays", "scope": TEAM_A}
        ).json()["id"]
        rec = ana.get(f"/v1/records/{rid}").json()
        assert rec["provenance"]["author"] == "ana"
        page = ana.get("/memories", params={"scope": TEAM_A}, headers={"accept": "text/html"})
        assert page.status_code == 200 and "by ana" in page.text


def test_rate_limit_per_token(url: str, tokens: dict[str, str], team: Memory) -> None:
    team.update_settings({"rate_limit": 3})
    with _client(url, tokens["rui"]) as rui, _client(url, tokens["ana"]) as ana:
        codes = [rui.get("/v1/health").status_code for _ in range(4)]
        assert codes == [200, 200, 200, 429]
        assert rui.get("/v1/health").json()["code"] == "rate_limited"
        assert ana.get("/v1/health").status_code == 200  # another token, its own window


def test_two_servers_one_database(
    home: Path, pg_clean_url: str, team: Memory, tokens: dict[str, str], url: str
) -> None:
    """What a load balancer needs: a session, a settings change, a new user and a vector
    written through one server all hold on the other at once."""
    with memlane.open(home, embedder="hash", store=pg_clean_url, scope=TEAM_A) as other:
        second = Server(create_app(other, host="127.0.0.1"), host="127.0.0.1", port=0)
        with second.running(), httpx.Client(timeout=30) as browser:
            login = browser.get(f"{url}/?token={tokens['ana']}", follow_redirects=False)
            cookie = login.cookies.get("memlane_session")
            assert cookie
            with httpx.Client(cookies={"memlane_session": cookie}, timeout=30) as other_browser:
                assert other_browser.get(f"{second.url}/memories").status_code == 200
            with _client(url, tokens["boss"]) as boss:
                assert boss.patch("/v1/settings", json={"recall_budget": 123}).status_code == 200
                with _client(second.url, tokens["boss"]) as boss2:
                    assert boss2.get("/v1/settings").json()["recall_budget"] == 123
            _, late = team.users_add("late", role="reader", scopes=[TEAM_A])
            with _client(second.url, late) as newcomer:
                assert newcomer.get("/v1/records").status_code == 200
            team.users_remove("late")
            with _client(url, late) as gone:
                assert gone.get("/v1/records").status_code == 401
            with _client(url, tokens["ana"]) as ana, _client(second.url, tokens["rui"]) as rui:
                ana.post("/v1/remember", json={"text": "kafka topics are namespaced per team"})
                hits = rui.post("/v1/recall", json={"query": "kafka topics namespaced"}).json()
                assert hits["hits"], "a vector written through one server is found by the other"


def test_users_cli_and_grants_checked_in_the_service(
    home: Path, pg_clean_url: str, team: Memory, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        run(
            [
                "users",
                "--store",
                pg_clean_url,
                "add",
                "eva",
                "--role",
                "reader",
                "--scopes",
                f"{TEAM_A},global",
                "--json",
            ]
        )
        == 0
    )
    added = json.loads(capsys.readouterr().out)
    assert added["token"].startswith("mlt_") and added["scopes"] == [TEAM_A, "global"]
    assert run(["users", "--store", pg_clean_url, "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [u["name"] for u in listed] == ["eva"] and "token" not in listed[0]
    eva = team.as_user(team.authenticate(added["token"]))  # type: ignore[arg-type]
    with pytest.raises(AccessDenied):
        eva.remember("readers cannot write", scope=TEAM_A)
    assert run(["users", "--store", pg_clean_url, "remove", "eva"]) == 0
    assert run(["users", "--store", pg_clean_url, "remove", "eva"]) == 5


def test_a_cached_brief_never_crosses_grants(team: Memory) -> None:
    """Briefs are cached per scope until the records version moves: each set of grants keeps
    its own, so a brief composed for a wider grant never reaches a narrower one."""
    team.remember("the release train leaves on thursdays", scope=TEAM_A)
    team.remember("the infra pager rotates on mondays", scope=TEAM_B)
    wide, _ = team.users_add("wide", role="reader", scopes=[TEAM_A, TEAM_B])
    narrow, _ = team.users_add("narrow", role="reader", scopes=[TEAM_A])
    for _ in range(2):  # the second round is answered from the caches
        seen = team.as_user(wide).brief(scope=TEAM_A, mode="global", preview=True).text
        assert "pager" in seen and "release train" in seen
        shown = team.as_user(narrow).brief(scope=TEAM_A, mode="global", preview=True).text
        assert "release train" in shown and "pager" not in shown
