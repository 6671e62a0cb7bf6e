"""One HTTP exchange with the ``memlane serve`` a home announces, over a plain socket.

Standard library only, and not even ``http.client`` (its email parser and ssl cost ~15 ms):
the fast lanes of the console script (a hook, ``memlane recall``) need a POST with
``Connection: close`` to a loopback server, read to EOF — a few lines over a socket. The
socket is the C module's (``_socket``, which ``socket`` wraps): ``socket`` itself turns its
constants into enums on import, ~5 ms of CPU on every hook, for nothing this exchange uses.
"""

from __future__ import annotations

import _socket

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from memlane.home import ServerInfo

CONNECT_TIMEOUT = 0.3
_LOOPBACK_FOR = {"0.0.0.0": "127.0.0.1", "::": "::1", "": "127.0.0.1"}


def split_home(argv: list[str]) -> tuple[str | None, list[str]]:
    """(the ``--home`` value, the rest) for argv that may start with ``--home H`` or
    ``--home=H``, the only global option the warm lanes take."""
    if argv[:1] == ["--home"] and len(argv) >= 2:
        return argv[1], argv[2:]
    if argv[:1] and argv[0].startswith("--home="):
        return argv[0].split("=", 1)[1], argv[1:]
    return None, list(argv)


def split_embedder(argv: list[str]) -> tuple[str | None, list[str]]:
    """(the global ``--embedder`` value, argv without it) when it comes among the global
    options before the command (``--home`` is the only other one); else (None, argv)."""
    embedder: str | None = None
    kept: list[str] = []
    i = 0
    while i < len(argv):
        name, eq, value = argv[i].partition("=")
        if name not in ("--home", "--embedder") or (not eq and i + 1 >= len(argv)):
            break
        option = argv[i : i + 1] if eq else argv[i : i + 2]
        i += len(option)
        if name == "--home":
            kept += option
        elif embedder is not None:
            return None, argv  # given twice: the full CLI says what it makes of that
        else:
            embedder = value if eq else option[1]
    return embedder, kept + argv[i:]


def loopback_address(info: ServerInfo) -> tuple[str, int] | None:
    """Where to reach the announced server, or None when it is not plain HTTP."""
    if info.url and not info.url.startswith("http://"):
        return None
    host = info.host.strip("[]")
    return _LOOPBACK_FOR.get(host, host), info.port


def connect(address: tuple[str, int], timeout: float) -> _socket.socket:
    """``socket.create_connection(address, timeout)``. An address literal (what server.json
    holds, normally 127.0.0.1) is dialled directly: resolving it with getaddrinfo loads the
    system's name-service modules first, 10-15 ms of CPU in a new process. A name is
    resolved and each of its addresses tried in order; the last error if none accepts."""
    host, port = address
    family = _literal_family(host)
    if family is not None:
        return _dial(family, (host, port), timeout)
    error: OSError | None = None
    for family, _kind, _proto, _name, sockaddr in _socket.getaddrinfo(
        host, port, 0, _socket.SOCK_STREAM
    ):
        try:
            return _dial(family, sockaddr, timeout)
        except OSError as exc:
            error = exc
    raise error or OSError(f"{host} resolves to no address")


def _literal_family(host: str) -> int | None:
    for family in (_socket.AF_INET, _socket.AF_INET6):
        try:
            _socket.inet_pton(family, host)
        except (OSError, ValueError):
            continue
        return family
    return None


def _dial(family: int, sockaddr: tuple[Any, ...], timeout: float) -> _socket.socket:
    sock = _socket.socket(family, _socket.SOCK_STREAM)
    try:
        sock.settimeout(timeout)
        sock.connect(sockaddr)
    except OSError:
        sock.close()
        raise
    return sock


def exchange(address: tuple[str, int], path: str, body: bytes, timeout: float) -> bytes:
    """POST ``body`` to ``path`` and read the whole response. OSError when nobody listens
    (ConnectionRefusedError, raised before anything was sent) or the answer times out."""
    sock = connect(address, CONNECT_TIMEOUT)
    try:
        sock.settimeout(timeout)
        sock.sendall(post_request(*address, path, body))
        return read_all(sock)
    finally:
        sock.close()


def post_request(host: str, port: int, path: str, body: bytes) -> bytes:
    authority = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    head = (
        f"POST {path} HTTP/1.1\r\nHost: {authority}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
        "Connection: close\r\n\r\n"
    )
    return head.encode("ascii") + body


def read_all(sock: _socket.socket) -> bytes:
    chunks = []
    while chunk := sock.recv(65536):
        chunks.append(chunk)
    return b"".join(chunks)


def parse_response(raw: bytes) -> tuple[int, bytes]:
    """(status, body) of a complete HTTP/1.1 response read to EOF; ValueError if malformed."""
    head, sep, rest = raw.partition(b"\r\n\r\n")
    if not sep:
        raise ValueError("no end of headers")
    lines = head.decode("latin-1").split("\r\n")
    parts = lines[0].split(" ", 2)
    if len(parts) < 2 or not parts[0].startswith("HTTP/") or not parts[1].isdigit():
        raise ValueError(f"bad status line {lines[0][:40]!r}")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    if "chunked" in headers.get("transfer-encoding", "").lower():
        return int(parts[1]), _unchunk(rest)
    length = headers.get("content-length")
    if length is not None:
        if not length.isdigit() or len(rest) < int(length):
            raise ValueError("body shorter than its Content-Length")
        return int(parts[1]), rest[: int(length)]
    return int(parts[1]), rest


def _unchunk(data: bytes) -> bytes:
    out: list[bytes] = []
    while True:
        size_line, sep, data = data.partition(b"\r\n")
        if not sep:
            raise ValueError("truncated chunk")
        size = int(size_line.split(b";")[0].strip() or b"0", 16)
        if size == 0:
            return b"".join(out)
        if len(data) < size + 2:
            raise ValueError("truncated chunk")
        out.append(data[:size])
        data = data[size + 2 :]


__all__ = [
    "CONNECT_TIMEOUT",
    "connect",
    "exchange",
    "loopback_address",
    "parse_response",
    "post_request",
    "read_all",
    "split_embedder",
    "split_home",
]
