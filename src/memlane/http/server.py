"""Running the app under uvicorn, and the ``server.json`` that tells hooks a server is warm.

``server.json`` is written atomically once the socket accepts connections and removed on
shutdown, but only while it still describes this process (a newer server may own it). Right
after that, ``memlane serve`` warms up (:func:`warm_up`) what the first hook would otherwise
wait for, then judges the records the read gate keeps no verdict for while no request is in
flight (services/judge_ahead.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import http.client
import os
import socket
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import uvicorn
from starlette.types import ASGIApp, Receive, Scope, Send
from uvicorn.protocols.http.h11_impl import H11Protocol

from memlane.core.timestamps import utcnow
from memlane.errors import InvalidInput, MemlaneError
from memlane.home import ServerInfo, remove_server_info, write_server_info
from memlane.http.app import check_bind, create_app  # noqa: F401 - re-exported for the CLI
from memlane.services.judge_ahead import Activity, IdleJudge
from memlane.services.memory import Memory

MAX_REQUEST_HEAD = 256 * 1024
# A client gets this long to send its request line and headers. Without it a peer that
# trickles bytes (slowloris) holds a connection open forever; uvicorn only times out idle
# keep-alive connections, not the first request.
HEADER_TIMEOUT_SECONDS = 10.0


class _HeaderTimeoutH11(H11Protocol):
    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._header_timer = self.loop.call_later(HEADER_TIMEOUT_SECONDS, self._no_request)

    def _no_request(self) -> None:
        if self.cycle is None and not self.transport.is_closing():
            self.transport.close()

    def connection_lost(self, exc: Exception | None) -> None:
        self._header_timer.cancel()
        super().connection_lost(exc)


def _bind(host: str, port: int) -> socket.socket:
    """Bind before serving, so a busy port is a clear error and port 0 has a real number."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        if os.name == "posix":
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host.strip("[]"), port))
    except OSError as exc:
        sock.close()
        raise InvalidInput(
            f"cannot listen on {host}:{port}: {exc.strerror or exc}",
            remedy="pick another --port (0 chooses a free one) or stop the process using it",
        ) from exc
    sock.set_inheritable(True)
    return sock


def _client_host(host: str) -> str:
    """The address a local client should dial: a wildcard bind is reachable on loopback."""
    if host in ("0.0.0.0", ""):
        return "127.0.0.1"
    if host.strip("[]") == "::":
        return "[::1]"
    return f"[{host.strip('[]')}]" if ":" in host else host


class _Counted:
    """The app with its requests in flight counted: idle work waits until none is."""

    def __init__(self, app: ASGIApp, activity: Activity) -> None:
        self.app = app
        self.activity = activity

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        self.activity.begin()
        try:
            await self.app(scope, receive, send)
        finally:
            self.activity.end()


class _Uvicorn(uvicorn.Server):
    def __init__(
        self, config: uvicorn.Config, on_started: Callable[[], None], on_stopped: Callable[[], None]
    ) -> None:
        super().__init__(config)
        self._on_started = on_started
        self._on_stopped = on_stopped

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets)
        if self.started:
            self._on_started()

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        # Here, not after run(): uvicorn re-raises SIGTERM once serving ends, which ends the
        # process before any code after run() could remove server.json.
        try:
            await super().shutdown(sockets)
        finally:
            self._on_stopped()


class Server:
    """One ASGI app on one socket. ``serve()`` blocks; ``stop()`` may come from any thread."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        announce_in: Path | None = None,
        token_required: bool = False,
        config_only: bool = False,
        idle_work: Callable[[Activity], IdleJudge] | None = None,
    ) -> None:
        self.host = host
        self._sock = _bind(host, port)
        self.port: int = self._sock.getsockname()[1]
        self.url = f"http://{_client_host(host)}:{self.port}"
        # The home whose server.json announces this server to hooks (None: announce nowhere).
        self.announce_in = announce_in
        self.token_required = token_required
        self.config_only = config_only
        self.started = threading.Event()
        self._listeners: list[Callable[[dict[str, Any]], None]] = []
        self.activity = Activity()
        # Work done between requests (judging ahead), started by start_idle_work().
        self.idle_work = idle_work(self.activity) if idle_work is not None else None
        config = uvicorn.Config(
            _Counted(app, self.activity),
            log_level="warning",
            access_log=False,
            lifespan="off",
            timeout_graceful_shutdown=5,
            http=_HeaderTimeoutH11,
            h11_max_incomplete_event_size=MAX_REQUEST_HEAD,
        )
        self._server = _Uvicorn(config, self._announce, self._retract)

    def info(self) -> ServerInfo:
        return ServerInfo(
            pid=os.getpid(),
            host=self.host,
            port=self.port,
            url=self.url,
            token_required=self.token_required,
            started_at=utcnow().isoformat(),
            config_only=self.config_only,
        )

    def on_started(self, listener: Callable[[dict[str, Any]], None]) -> None:
        self._listeners.append(listener)

    def _announce(self) -> None:
        info = self.info()
        if self.announce_in is not None:
            write_server_info(self.announce_in, info)
        for listener in self._listeners:
            listener(info.to_dict())
        self.started.set()

    def start_idle_work(self) -> None:
        if self.idle_work is not None:
            self.idle_work.start()

    def _retract(self) -> None:
        if self.idle_work is not None:
            self.idle_work.stop()
        if self.announce_in is not None:
            remove_server_info(self.announce_in, os.getpid())

    def serve(self) -> None:
        try:
            self._server.run(sockets=[self._sock])
        finally:
            self._sock.close()
            self._retract()

    def stop(self) -> None:
        self._server.should_exit = True

    @contextlib.contextmanager
    def running(self, timeout: float = 30.0) -> Any:
        """Serve in a background thread for the duration of a ``with`` block (tests, tools)."""
        thread = threading.Thread(target=self.serve, name="memlane-http", daemon=True)
        thread.start()
        if not self.started.wait(timeout):
            self.stop()
            raise RuntimeError("the memlane server did not start")
        try:
            yield self
        finally:
            self.stop()
            thread.join(timeout)


def build_server(
    memory: Memory,
    *,
    host: str,
    port: int,
    token: str | None = None,
    config_only: bool = False,
    judge_when_idle: bool = False,
) -> Server:
    """The app over ``memory`` on ``host:port``, announcing itself in ``$MEMLANE_HOME``
    (``config_only``: its settings came from the config file alone, see ServerInfo;
    ``judge_when_idle``: judge records ahead between requests once started, progress in
    /v1/stats)."""
    app = create_app(memory, token=token, host=host)  # refuses an unprotected public bind

    def idle_judge(activity: Activity) -> IdleJudge:
        judge = IdleJudge(memory.judge_backlog(), activity)
        app.state.idle_judge = judge
        return judge

    return Server(
        app,
        host=host,
        port=port,
        announce_in=memory.settings.home,
        token_required=token is not None,
        config_only=config_only,
        idle_work=idle_judge if judge_when_idle else None,
    )


def run(
    memory: Memory,
    *,
    host: str,
    port: int,
    token: str | None = None,
    on_started: Callable[[dict[str, Any]], None] | None = None,
    config_only: bool = False,
) -> None:
    """Serve until interrupted (Ctrl+C or SIGTERM); ``server.json`` lives exactly as long."""
    server = build_server(
        memory, host=host, port=port, token=token, config_only=config_only, judge_when_idle=True
    )
    if on_started is not None:
        server.on_started(on_started)
    server.on_started(
        lambda info: threading.Thread(
            target=warm_up, args=(memory, server, token), name="memlane-warm-up", daemon=True
        ).start()
    )
    server.serve()


def warm_up(memory: Memory, server: Server, token: str | None) -> None:
    """Do now what the first request would otherwise wait for: load the embedding model and
    the vector index (0.3-1 s with MiniLM), and let FastAPI build its route table (it does so
    on a router's first request, ~0.3 s) by asking the server for its own /v1/health.
    Requests arriving meanwhile wait for the same locks, never for a second load. Then the
    server's idle work starts (after the warm-up, which it would only slow down)."""
    with contextlib.suppress(MemlaneError):  # the requests that need the model report why
        memory.warm_up()
    conn = http.client.HTTPConnection(
        _client_host(server.host).strip("[]"), server.port, timeout=30
    )
    try:  # (a stopping server refuses: nothing left to warm)
        conn.request(
            "GET", "/v1/health", headers={"Authorization": f"Bearer {token}"} if token else {}
        )
        conn.getresponse().read()
    except OSError:
        return
    finally:
        conn.close()
    # What warming loaded (the model, the index, FastAPI's routes: ~20k objects) lives as long
    # as the server: collected once now and set apart, a full collection no longer walks it
    # inside some later request (8-10 ms each time, at load ~14)
    gc.collect()
    gc.freeze()
    server.start_idle_work()
