"""Security of `memlane serve`: loopback by default, a token off loopback, cross-site and CSRF
refusal, DNS-rebinding refusal, closed CORS, fixed static assets and a body size limit."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

from credentials import random_chars
from memlane.cli.main import run
from memlane.errors import InvalidInput
from memlane.home import SERVER_FILE
from memlane.http.app import create_app
from memlane.http.server import Server
from memlane.services.memory import Memory

TOKEN = random_chars(32)


@pytest.fixture
def public(mem: Memory) -> Iterator[str]:
    """The app as built for a public bind (0.0.0.0 + token), listening on loopback only."""
    server = Server(create_app(mem, token=TOKEN, host="0.0.0.0"), host="127.0.0.1", port=0)
    with server.running():
        yield server.url


@pytest.fixture
def local(mem: Memory) -> Iterator[str]:
    server = Server(create_app(mem), host="127.0.0.1", port=0)
    with server.running():
        yield server.url


def test_public_bind_needs_a_token_and_a_long_one(mem: Memory) -> None:
    with pytest.raises(InvalidInput) as err:
        create_app(mem, host="0.0.0.0")
    assert "--token" in err.value.remedy
    with pytest.raises(InvalidInput):
        create_app(mem, host="192.168.1.20", token="short")
    create_app(mem, host="127.0.0.1")
    create_app(mem, host="::1")


def test_serve_refuses_a_public_bind_without_token(
    capsys: pytest.CaptureFixture[str], home: Path
) -> None:
    code = run(["--embedder", "hash", "serve", "--host", "0.0.0.0", "--port", "0", "--json"])
    out, _ = capsys.readouterr()
    assert code == 2
    error = json.loads(out)["error"]
    assert error["code"] == "invalid_input" and "--token" in error["remedy"]
    assert not (home / SERVER_FILE).exists()


def test_every_request_needs_the_token_off_loopback(public: str) -> None:
    with httpx.Client(base_url=public) as c:
        r = c.get("/v1/health")
        assert r.status_code == 401 and r.json()["code"] == "unauthorized"
        assert r.headers["www-authenticate"] == "Bearer"
        assert c.get("/v1/openapi.json").status_code == 401
        assert (
            c.get(
                "/v1/health", headers={"Authorization": "Bearer wrong-token-xxxxxxxx"}
            ).status_code
            == 401
        )
        ok = c.get("/v1/health", headers={"Authorization": f"Bearer {TOKEN}"})
        assert ok.status_code == 200 and ok.json()["token_required"] is True
        posted = c.post(
            "/v1/remember",
            json={"text": "bearer writes work"},
            headers={"Authorization": f"Bearer {TOKEN}"},
        )
        assert posted.status_code == 201


def test_browser_signs_in_once_with_token_url_or_login_form(public: str) -> None:
    with httpx.Client(base_url=public) as c:
        page = c.get("/", headers={"accept": "text/html"})
        assert page.status_code == 303 and page.headers["location"] == "/login"
        assert c.get("/static/app.css").status_code == 200  # the login page needs its style

        bad = c.get("/?token=nope")
        assert bad.status_code == 303 and bad.headers["location"] == "/login?failed=1"
        signed = c.get(f"/memories?token={TOKEN}&scope=/work/proj")
        assert signed.status_code == 303
        assert signed.headers["location"] == "/memories?scope=%2Fwork%2Fproj"
        assert "httponly" in signed.headers["set-cookie"].lower()
        assert c.get("/memories").status_code == 200
        assert c.get("/v1/health").status_code == 200  # the session cookie works for the API

        # A signed-in browser's state changes still need the page's CSRF token.
        host = urlsplit(public).netloc
        page = c.get("/memories")
        csrf = page.cookies.get("memlane_csrf") or c.cookies["memlane_csrf"]
        no_csrf = c.post("/v1/remember", json={"text": "from a page without its token"},
                         headers={"Origin": f"http://{host}"})  # fmt: skip
        assert no_csrf.status_code == 403 and no_csrf.json()["code"] == "csrf_refused"
        with_csrf = c.post("/v1/remember", json={"text": "from the signed-in page"},
                           headers={"Origin": f"http://{host}", "X-CSRF-Token": csrf})  # fmt: skip
        assert with_csrf.status_code == 201

    with httpx.Client(base_url=public) as c:
        wrong = c.post("/login", data={"token": "nope", "next": "/ask"})
        assert wrong.status_code == 401
        right = c.post("/login", data={"token": TOKEN, "next": "//evil.example/x"})
        assert right.status_code == 303 and right.headers["location"] == "/"
        assert c.get("/ask").status_code == 200


def test_cross_site_state_changes_are_refused(local: str, mem: Memory) -> None:
    host = urlsplit(local).netloc
    with httpx.Client(base_url=local) as c:
        for headers in (
            {"Origin": "http://evil.example"},
            {"Origin": "null"},
            {"Referer": "http://evil.example/page"},
            {"Origin": f"http://{host}.evil.example"},
        ):
            r = c.post("/v1/remember", json={"text": "planted by a web page"}, headers=headers)
            assert r.status_code == 403 and r.json()["code"] == "cross_site_refused"
        assert (
            c.delete("/v1/records/x", headers={"Origin": "http://evil.example"}).status_code == 403
        )

        # Same origin but without the page's CSRF token: refused too.
        r = c.post(
            "/v1/remember", json={"text": "no csrf token"}, headers={"Origin": f"http://{host}"}
        )
        assert r.status_code == 403 and r.json()["code"] == "csrf_refused"
        assert mem.list().total == 0

        # The page's own fetch: the CSRF cookie set by the page plus the same value in a header.
        page = c.get("/", headers={"accept": "text/html"})
        csrf = page.cookies["memlane_csrf"]
        assert f'content="{csrf}"' in page.text
        wrong = c.post(
            "/v1/remember",
            json={"text": "wrong token"},
            headers={"Origin": f"http://{host}", "X-CSRF-Token": "x" + csrf},
        )
        assert wrong.status_code == 403
        ok = c.post(
            "/v1/remember",
            json={"text": "written from the page"},
            headers={"Origin": f"http://{host}", "X-CSRF-Token": csrf},
        )
        assert ok.status_code == 201

    # A plain API client (no Origin, no cookies) is not a browser: loopback needs nothing more.
    assert httpx.post(local + "/v1/remember", json={"text": "from a script"}).status_code == 201
    assert mem.list().total == 2


def test_dns_rebinding_host_is_refused_on_loopback(local: str) -> None:
    r = httpx.get(local + "/v1/health", headers={"Host": "attacker.example"})
    assert r.status_code == 400 and r.json()["code"] == "host_refused"
    assert httpx.get(local + "/v1/health", headers={"Host": "localhost"}).status_code == 200


def test_cors_is_closed_and_security_headers_are_set(local: str) -> None:
    pre = httpx.options(
        local + "/v1/remember",
        headers={"Origin": "http://evil.example", "Access-Control-Request-Method": "POST"},
    )
    assert "access-control-allow-origin" not in pre.headers
    got = httpx.get(local + "/v1/health", headers={"Origin": "http://evil.example"})
    assert "access-control-allow-origin" not in got.headers
    page = httpx.get(local + "/")
    csp = page.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "frame-ancestors 'none'" in csp
    assert page.headers["x-frame-options"] == "DENY"
    assert page.headers["x-content-type-options"] == "nosniff"
    assert got.headers["cache-control"] == "no-store"


def test_static_assets_come_from_a_fixed_table(local: str) -> None:
    assert httpx.get(local + "/static/app.js").headers["content-type"].startswith("text/javascript")
    for path in (
        "/static/",
        "/static",
        "/static/../app.py",
        "/static/%2e%2e/app.py",
        "/static/templates/base.html",
        "/templates/base.html",
        "/static/app.py",
    ):
        assert httpx.get(local + path).status_code == 404, path


def test_oversized_bodies_are_refused_before_reading(local: str) -> None:
    address = urlsplit(local)
    with socket.create_connection((address.hostname, address.port), timeout=10) as sock:
        sock.sendall(
            b"POST /v1/import HTTP/1.1\r\nHost: "
            + address.netloc.encode()
            + b"\r\nContent-Type: application/json\r\nContent-Length: 99999999999"
            b"\r\nConnection: close\r\n\r\n"
        )
        reply = b""
        while chunk := sock.recv(65536):
            reply += chunk
    head, _, body = reply.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 413")
    assert json.loads(body)["code"] == "payload_too_large"
