"""The client of a team's ``memlane serve``: the /v1 API spoken over HTTP with a user token.

Every failure is typed: the server's ``{code, message, remedy}`` comes back as the same
MemlaneError class it was raised as (a refused write is a PrivacyRefused or AccessDenied here
too), and a server that cannot be reached, times out or answers with something else is
RemoteUnavailable — never a silent empty answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from memlane import errors
from memlane.core.records import Record, record_from_dict
from memlane.core.remote_config import RemoteConfig
from memlane.core.write_rules import Draft, Receipt
from memlane.errors import MemlaneError, RemoteUnavailable

if TYPE_CHECKING:
    import httpx

CONNECT_TIMEOUT = 3.0
READ_TIMEOUT = 20.0


def _error_classes() -> dict[str, type[MemlaneError]]:
    found: dict[str, type[MemlaneError]] = {}
    for obj in vars(errors).values():
        if isinstance(obj, type) and issubclass(obj, MemlaneError):
            found.setdefault(obj.code, obj)
    return found


_BY_CODE = _error_classes()


class RemoteMemory:
    """One remote, one token. Thread-safe (httpx's client is)."""

    def __init__(
        self,
        config: RemoteConfig,
        token: str | None,
        *,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        # Imported when a remote is opened, not at module import: httpx was ~130 ms of every
        # command's start, and most homes have no remote (issue 21).
        import httpx

        self.config = config
        self.name = config.name
        self._http_error = httpx.HTTPError
        headers = {"accept": "application/json", "user-agent": "memlane-remote"}
        if token:
            headers["authorization"] = f"Bearer {token}"
        self._http = httpx.Client(
            base_url=config.url,
            headers=headers,
            timeout=httpx.Timeout(READ_TIMEOUT, connect=CONNECT_TIMEOUT),
            transport=transport,
            follow_redirects=False,
        )

    def close(self) -> None:
        self._http.close()

    # -- transport -----------------------------------------------------------------------

    def _call(self, method: str, path: str, **kwargs: Any) -> Any:
        try:
            resp = self._http.request(method, path, **kwargs)
        except self._http_error as exc:
            raise RemoteUnavailable(
                f"team server {self.name!r} ({self.config.url}) did not answer: "
                f"{type(exc).__name__}",
                remedy="check the network and the server, then retry",
                remote=self.name,
            ) from exc
        try:
            body = resp.json() if resp.content else {}
        except ValueError:
            body = None
        if resp.status_code < 400 and body is not None:
            return body
        raise self._error(resp.status_code, body)

    def _error(self, status: int, body: Any) -> MemlaneError:
        """The server's refusal as the same error class; its own failure (5xx) or a reply
        that is not memlane's error shape as RemoteUnavailable."""
        if isinstance(body, dict) and isinstance(body.get("code"), str) and status < 500:
            message = f"team server {self.name!r}: {body.get('message', '')}"
            remedy = str(body.get("remedy") or "") or None
            if status == 401:
                return errors.AccessDenied(
                    message,
                    remedy=f"check the token of remote {self.name!r} "
                    "(run `memlane remote add` again with a fresh one)",
                )
            cls = _BY_CODE.get(body["code"])
            if cls is not None and cls is not MemlaneError:
                raw = body.get("details")
                details: dict[str, Any] = raw if isinstance(raw, dict) else {}
                return cls(message, remedy=remedy, **details)
        return RemoteUnavailable(
            f"team server {self.name!r} answered HTTP {status}",
            remedy="check the server's log; retry",
            remote=self.name,
        )

    # -- the verbs -----------------------------------------------------------------------

    def health(self) -> dict[str, Any]:
        """Liveness and who this token is (``user``: name, role, scopes)."""
        out: dict[str, Any] = self._call("GET", "/v1/health")
        return out

    def rank(
        self, query: str, *, scope: str, level: str, kinds: Sequence[str] | None, limit: int
    ) -> list[tuple[Record, float, float, float, float]]:
        """Recall candidates (record, score, relevance, cosine, lexical) the server's gates
        and floor admit, unpacked: the caller packs them with its own within one budget."""
        body = {"query": query, "scope": scope, "level": level, "limit": limit}
        if kinds:
            body["kinds"] = list(kinds)
        data = self._call("POST", "/v1/rank", json=body)
        return [
            (
                record_from_dict(c["record"]),
                float(c["score"]),
                float(c["relevance"]),
                float(c["cosine"]),
                float(c["lexical"]),
            )
            for c in data["candidates"]
        ]

    def remember(self, draft: Draft, scope: str) -> Receipt:
        body: dict[str, Any] = {
            "text": draft.text,
            "scope": scope,
            "kind": draft.kind,
            "title": draft.title,
            "slug": draft.slug,
            "type": draft.type,
            "why": draft.why,
            "how": draft.how,
            "tags": list(draft.tags),
            "importance": draft.importance,
            "pinned": draft.pinned,
            "category": draft.category,
            "confidence": draft.confidence,
            "payload": dict(draft.payload),
            "valid_from": _iso(draft.valid_from),
            "valid_until": _iso(draft.valid_until),
            "update": draft.update,
            "force_new": draft.force_new,
            "allow_email": draft.allow_email,
            "trigger": draft.trigger,
            "session_id": draft.session_id,
            "source": draft.source,
            "at": _iso(draft.at),
        }
        data = self._call(
            "POST", "/v1/remember", json={k: v for k, v in body.items() if v is not None}
        )
        return Receipt(
            id=str(data["id"]),
            slug=data.get("slug"),
            updated=bool(data.get("updated")),
            kind=str(data.get("kind", draft.kind)),
            scope=str(data.get("scope", scope)),
            unchanged=bool(data.get("unchanged", False)),
        )

    def get(self, handle: str, *, scope: str) -> Record:
        return record_from_dict(self._call("GET", f"/v1/records/{handle}", params={"scope": scope}))

    def why(self, handle: str, *, scope: str) -> dict[str, Any]:
        out: dict[str, Any] = self._call(
            "GET", f"/v1/records/{handle}/why", params={"scope": scope}
        )
        return out

    def edit(self, handle: str, *, scope: str, changes: dict[str, Any]) -> Record:
        body: dict[str, Any] = {
            k: (_iso(v) if isinstance(v, datetime) else v) for k, v in changes.items()
        }
        if "tags" in body:
            body["tags"] = list(body["tags"])
        data = self._call("PATCH", f"/v1/records/{handle}", params={"scope": scope}, json=body)
        return record_from_dict(data)

    def forget(self, handle: str, *, scope: str) -> Record:
        rec = self.get(handle, scope=scope)
        self._call("DELETE", f"/v1/records/{rec.id}", params={"scope": scope})
        return rec

    def list_records(
        self, *, scope: str, params: dict[str, Any], limit: int, offset: int
    ) -> tuple[list[Record], int]:
        query = {**{k: v for k, v in params.items() if v not in (None, False)}, "scope": scope}
        query.update(limit=limit, offset=offset)
        data = self._call("GET", "/v1/records", params=query)
        return [record_from_dict(r) for r in data["records"]], int(data["total"])

    def search(
        self,
        query: str,
        *,
        scope: str,
        limit: int,
        kinds: Sequence[str] | None,
        include_archived: bool,
    ) -> dict[str, Any]:
        params: dict[str, Any] = {"q": query, "scope": scope, "limit": min(limit, 50)}
        if kinds:
            params["kind"] = list(kinds)
        if include_archived:
            params["archived"] = "true"
        out: dict[str, Any] = self._call("GET", "/v1/search", params=params)
        return out

    def brief(self, *, scope: str, task: str | None, budget_chars: int) -> dict[str, Any]:
        params: dict[str, Any] = {"scope": scope, "budget_chars": max(1, budget_chars)}
        if task:
            params["task"] = task
        out: dict[str, Any] = self._call("GET", "/v1/brief", params=params)
        return out


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


__all__ = ["RemoteMemory"]
