"""The FastAPI application: one factory, one error translation, one security guard.

Every response that is not a success is ``{code, message, remedy}`` with the status the error
class names (``http_status``); nothing else chooses a status. Every request passes
:class:`Guard` first: host check (DNS rebinding), hooks from this machine only, body size
limit, cross-site refusal and CSRF, then the access token. Off loopback the factory refuses to
build without a token.
"""

from __future__ import annotations

import hmac
import ipaddress
import json
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlencode, urlsplit

import anyio.to_thread
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, RedirectResponse, Response
from fastapi.templating import Jinja2Templates
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from memlane import __version__
from memlane.core.access import User
from memlane.errors import InvalidInput, MemlaneError, PayloadTooLarge, RateLimited
from memlane.http import api, lifecycle_api, notes_api, sessions_api, ui, ui_sessions
from memlane.http.auth import Authenticator
from memlane.http.remedies import api_remedy
from memlane.http.ui import CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, set_cookie
from memlane.services.memory import Memory

MIN_TOKEN_CHARS = 16
# The JSON corpus import is the largest legitimate body; everything else is far smaller.
MAX_REQUEST_BYTES = 64 * 1024 * 1024
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
# Reachable without a token: the login form and the two fixed stylesheet/script assets.
PUBLIC_PATHS = frozenset({"/login", "/static/app.css", "/static/app.js"})
SECURITY_HEADERS = {
    "content-security-policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
    ),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "same-origin",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
}


class Refused(MemlaneError):
    """An interface-level refusal (authentication, cross-site, routing) with its own status."""

    def __init__(self, status: int, code: str, message: str, *, remedy: str) -> None:
        super().__init__(message, remedy=remedy)
        self.http_status = status
        self.code = code


def is_loopback(host: str) -> bool:
    name = host.strip("[]").lower()
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def check_bind(host: str, token: str | None, *, users: bool = False) -> None:
    """Refuse a public bind without a token (or users with tokens), and a token too short
    to resist guessing."""
    if token is not None and (len(token) < MIN_TOKEN_CHARS or any(c.isspace() for c in token)):
        raise InvalidInput(
            f"the access token must be at least {MIN_TOKEN_CHARS} characters, without spaces",
            remedy="generate one: python -c 'import secrets; print(secrets.token_urlsafe(32))'",
        )
    if token is None and not users and not is_loopback(host):
        raise InvalidInput(
            f"binding {host} exposes your memory to the network and needs an access token",
            remedy="pass --token <secret> (or set MEMLANE_SERVER_TOKEN), add users with "
            "`memlane users add`, or bind 127.0.0.1",
        )


# -- errors ------------------------------------------------------------------------------


def as_error(exc: Exception) -> MemlaneError:
    """Any exception as a MemlaneError: the only place framework errors get a code."""
    if isinstance(exc, MemlaneError):
        return exc
    if isinstance(exc, RequestValidationError):
        for e in exc.errors():
            # A field validator that ran a memlane rule (a scope key) keeps its typed error.
            cause = getattr((e.get("ctx") or {}).get("error"), "__cause__", None)
            if isinstance(cause, MemlaneError):
                return cause
        errors = [
            {
                "loc": [str(p) for p in e.get("loc", ())],
                "msg": str(e.get("msg", "")),
                "type": str(e.get("type", "")),
            }
            for e in exc.errors()
        ]
        first = errors[0] if errors else {"loc": [], "msg": "invalid request"}
        where = ".".join(first["loc"])
        return InvalidInput(
            f"{where}: {first['msg']}" if where else str(first["msg"]),
            remedy="check the request against /v1/openapi.json",
            errors=errors,
        )
    if isinstance(exc, StarletteHTTPException):
        if exc.status_code == 404:
            return Refused(
                404,
                "not_found",
                "no such page or endpoint",
                remedy="see /v1/openapi.json for the endpoints",
            )
        if exc.status_code == 405:
            return Refused(
                405,
                "method_not_allowed",
                "this endpoint does not take that method",
                remedy="see /v1/openapi.json for the allowed methods",
            )
        return Refused(exc.status_code, "http_error", str(exc.detail), remedy="check the request")
    return Refused(
        500,
        "internal_error",
        "the server failed unexpectedly",
        remedy="see the server log; please report this as a bug",
    )


def error_body(err: MemlaneError) -> dict[str, Any]:
    # Details may hold arbitrary values; they are made JSON-safe rather than trusted.
    plain: dict[str, Any] = json.loads(json.dumps(err.to_dict(), default=str))
    plain["remedy"] = api_remedy(str(plain["remedy"]))
    return plain


def _wants_html(request: Request) -> bool:
    return (
        request.method == "GET"
        and not request.url.path.startswith("/v1/")
        and "text/html" in request.headers.get("accept", "")
    )


async def render_error(request: Request, exc: Exception) -> Response:
    """The one exception handler: error class → status, body ``{code, message, remedy}``."""
    err = as_error(exc)
    status = err.http_status
    if _wants_html(request):
        templates: Jinja2Templates = request.app.state.templates
        return templates.TemplateResponse(request, "error.html", {"error": err}, status_code=status)
    return JSONResponse(error_body(err), status_code=status)


# -- security ----------------------------------------------------------------------------


class Security:
    """Who may call (the server token, user tokens, sessions: :class:`Authenticator`) and
    where from (loopback host names)."""

    def __init__(self, auth: Authenticator, host: str) -> None:
        self.auth = auth
        self.loopback = is_loopback(host)

    @property
    def required(self) -> bool:
        return self.auth.required

    def caller(self, request: Request) -> tuple[bool, User | None]:
        """(admitted, the user to act as). No user means unrestricted: a loopback server
        without a token, or the holder of the server's own token."""
        auth = request.headers.get("authorization", "")
        bearer = auth[7:].strip() if auth[:7].lower() == "bearer " else None
        if not bearer and not self.required:
            return True, None
        user = self.auth.from_token(bearer)
        if user is None and self.required:
            user = self.auth.from_session(request.cookies.get(SESSION_COOKIE))
        if user is None:
            # A wrong token is refused even where none is needed: it is a mistake to report.
            return False, None
        return True, user

    def host_ok(self, request: Request) -> bool:
        """On loopback, the Host header must name loopback too: a DNS-rebound page arrives
        with the attacker's host name and is refused here."""
        if not self.loopback:
            return True
        name = urlsplit("//" + request.headers.get("host", "")).hostname or ""
        return is_loopback(name)


def _same_origin(url: str, request: Request) -> bool:
    netloc = urlsplit(url).netloc.lower()
    return bool(netloc) and netloc == request.headers.get("host", "").lower()


class Guard:
    """Pure ASGI middleware: refusals happen before any route runs, and every response gets
    the security headers (CSP, no framing, no sniffing, same-origin resources)."""

    def __init__(self, app: ASGIApp, security: Security) -> None:
        self.app = app
        self.security = security

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                present = {k.lower() for k, _ in headers}
                for key, value in SECURITY_HEADERS.items():
                    if key.encode() not in present:
                        headers.append((key.encode(), value.encode()))
                if not scope["path"].startswith("/static/") and b"cache-control" not in present:
                    headers.append((b"cache-control", b"no-store"))
                message = {**message, "headers": headers}
            await send(message)

        request = Request(scope)
        # Authentication and the rate limit ask the store: off the event loop.
        early = await anyio.to_thread.run_sync(self._check, request)
        if early is not None:
            await early(scope, receive, send_with_headers)
            return
        await self.app(scope, _limited(receive, request), send_with_headers)

    def _check(self, request: Request) -> Response | None:
        sec = self.security
        path = request.url.path
        if not sec.host_ok(request):
            return _refuse(
                Refused(
                    400,
                    "host_refused",
                    "this server answers only to a loopback host name",
                    remedy="open http://127.0.0.1:<port>/ instead",
                )
            )
        if path.startswith("/v1/hooks/") and not is_loopback(
            request.client.host if request.client else ""
        ):
            # A hook payload names local paths (cwd, transcript_path) that the server reads:
            # only a process on this machine may send one, even when a token admits others.
            return _refuse(
                Refused(
                    403,
                    "not_local",
                    "agent hooks are accepted only from this machine",
                    remedy="run the hook on the machine the server runs on",
                )
            )
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > MAX_REQUEST_BYTES:
            return _refuse(
                PayloadTooLarge(
                    f"the request body is {declared} bytes; the limit is {MAX_REQUEST_BYTES}",
                    limit=MAX_REQUEST_BYTES,
                )
            )
        if request.method not in SAFE_METHODS:
            refused = self._cross_site(request)
            if refused is not None:
                return _refuse(refused)
        if sec.required and request.method == "GET" and "token" in request.query_params:
            return self._token_login(request)
        if path in PUBLIC_PATHS:
            return None
        admitted, user = sec.caller(request)
        if admitted:
            return self._admit(request, user)
        if request.method == "GET" and not path.startswith("/v1/"):
            query = urlencode({"next": path}) if path != "/" else ""
            return RedirectResponse("/login" + (f"?{query}" if query else ""), status_code=303)
        response = _refuse(
            Refused(
                401,
                "unauthorized",
                "this server needs its access token",
                remedy="send 'Authorization: Bearer <token>', or open "
                "/?token=<token> once in the browser",
            )
        )
        response.headers["www-authenticate"] = "Bearer"
        return response

    def _admit(self, request: Request, user: User | None) -> Response | None:
        """Count the request against its token's rate limit and record who is calling
        (routes read ``request.state.user``; None is the unrestricted owner)."""
        if user is not None:
            memory: Memory = request.app.state.memory
            try:
                memory.admit(user)
            except RateLimited as exc:
                response = _refuse(exc)
                response.headers["retry-after"] = "60"
                return response
        request.state.user = None if self.security.auth.is_owner(user) else user
        return None

    def _cross_site(self, request: Request) -> Refused | None:
        """State changes from a browser must come from this server's own pages: a matching
        Origin (or Referer) and the per-session CSRF token in a custom header."""
        origin = request.headers.get("origin")
        referer = request.headers.get("referer")
        claimed = origin if origin is not None else referer
        if claimed is not None and not _same_origin(claimed, request):
            return Refused(
                403,
                "cross_site_refused",
                "a cross-site request may not change memory",
                remedy="use the memlane web UI on this server, or call the "
                "API without browser credentials",
            )
        from_browser = claimed is not None or any(
            c in request.cookies for c in (SESSION_COOKIE, CSRF_COOKIE)
        )
        if not from_browser or request.url.path == "/login":
            return None
        cookie = request.cookies.get(CSRF_COOKIE, "")
        header = request.headers.get(CSRF_HEADER, "")
        if cookie and header and hmac.compare_digest(cookie.encode(), header.encode()):
            return None
        return Refused(
            403,
            "csrf_refused",
            "the request lacks this page's CSRF token",
            remedy="reload the page and try again",
        )

    def _token_login(self, request: Request) -> Response:
        """``/?token=…`` once: the token becomes a session cookie and leaves the URL."""
        params = [(k, v) for k, v in request.query_params.multi_items() if k != "token"]
        user = self.security.auth.from_token(request.query_params.get("token"))
        if user is None:
            return RedirectResponse("/login?failed=1", status_code=303)
        target = request.url.path + (f"?{urlencode(params)}" if params else "")
        response = RedirectResponse(target, status_code=303)
        set_cookie(response, SESSION_COOKIE, self.security.auth.open_session(user))
        return response


def _refuse(err: MemlaneError) -> Response:
    return JSONResponse(error_body(err), status_code=err.http_status)


def _limited(receive: Receive, request: Request) -> Receive:
    """Count body bytes as they arrive: a chunked upload has no Content-Length to check."""
    seen = 0

    async def wrapped() -> Message:
        nonlocal seen
        message = await receive()
        if message["type"] == "http.request":
            seen += len(message.get("body", b""))
            if seen > MAX_REQUEST_BYTES:
                raise PayloadTooLarge(
                    f"the request body exceeds {MAX_REQUEST_BYTES} bytes", limit=MAX_REQUEST_BYTES
                )
        return message

    return wrapped


# -- the factory -------------------------------------------------------------------------


def _wire_openapi(app: FastAPI) -> Callable[[], dict[str, Any]]:
    """The generated document, with optional query and path parameters written as they travel:
    a query string has no null, so ``str | None`` is documented as an optional ``str``."""
    generate = app.openapi

    def openapi() -> dict[str, Any]:
        doc = generate()
        for item in doc.get("paths", {}).values():
            for operation in item.values():
                for param in operation.get("parameters", []):
                    schema = param.get("schema", {})
                    options = [s for s in schema.get("anyOf", []) if s.get("type") != "null"]
                    if "anyOf" in schema and len(options) == 1:
                        rest = {k: v for k, v in schema.items() if k != "anyOf"}
                        param["schema"] = {**options[0], **rest}
        return doc

    return openapi


def create_app(memory: Memory, *, token: str | None = None, host: str = "127.0.0.1") -> FastAPI:
    """The HTTP API (under ``/v1``) and the web UI over one Memory.

    ``host`` is where the server will listen: anything but loopback requires ``token``.
    """
    auth = Authenticator(memory, token)
    check_bind(host, token, users=auth.users_enabled)
    app = FastAPI(
        title="memlane",
        version=__version__,
        openapi_url="/v1/openapi.json",
        docs_url=None,
        redoc_url=None,
        description="Long-term memory for AI coding agents: the HTTP API.",
    )
    app.state.memory = memory
    app.state.security = Security(auth, host)
    app.state.templates = ui.TEMPLATES
    handler: Callable[[Request, Exception], Awaitable[Response]] = render_error
    for kind in (MemlaneError, RequestValidationError, StarletteHTTPException, Exception):
        app.add_exception_handler(kind, handler)
    app.include_router(api.hook_router)  # first: matched before every other route
    app.include_router(api.router)
    app.include_router(lifecycle_api.router)
    app.include_router(notes_api.router)
    app.include_router(sessions_api.router)
    app.include_router(ui.router)
    app.include_router(ui_sessions.router)
    app.openapi = _wire_openapi(app)  # type: ignore[method-assign]
    app.add_middleware(Guard, security=app.state.security)
    return app


__all__ = ["Refused", "Security", "check_bind", "create_app", "is_loopback"]
