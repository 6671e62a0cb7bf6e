"""The one error hierarchy every memlane surface translates.

    MemlaneError                 code="error"        exit 1
    ├── InvalidInput             code="invalid_input"  exit 2   (bad argument, bound exceeded)
    │   ├── ScopeInvalid         code="scope_invalid"
    │   ├── BudgetTooSmall       code="budget_too_small"
    │   ├── AmbiguousHandle      code="ambiguous"      (a short id prefix names several)
    │   └── ValidityInvalid      code="validity"       (a validity window or renewal)
    ├── Conflict                 code="conflict"       exit 3   (stale revision, slug clash)
    │   ├── NearDuplicate        code="near_duplicate"
    │   └── Locked               code="locked"         (a consolidation already runs)
    ├── PrivacyRefused           code="privacy_refused" exit 4  (credential-shaped text)
    ├── NotFound                 code="not_found"      exit 5
    ├── ModelMismatch            code="model_mismatch" exit 2   (vectors of another embedder)
    ├── ProviderError            code="provider_error" exit 1   (LLM or embedder failed)
    ├── WritesDisabled           code="writes_disabled" exit 2
    ├── SwitchedOff              code="switched_off"   exit 2   (a live switch is off)
    ├── AccessDenied             code="access_denied"  exit 7   (a shared server's role or
    │   │                                                        scope grant refuses it)
    │   └── RateLimited          code="rate_limited"   (HTTP 429)
    └── StoreUnavailable         code="store_unavailable" exit 6 (the store cannot be opened,
        │                                                   read or written: corrupt, missing
        │                                                   permission, disk full, busy)
        └── RemoteUnavailable    code="remote_unavailable" (a team server did not answer)

Each error names the condition, carries a one-line ``remedy`` naming the next action, and
an ``exit_code``. Interfaces translate errors once (one table per interface); nothing below
an interface decides how an error is shown.
"""

from __future__ import annotations

# Not `from typing import ...`: typing costs the hook fast lane ~8 ms of CPU on every call,
# and these names serve annotations only (mypy reads TYPE_CHECKING blocks all the same).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class MemlaneError(Exception):
    """Root of every error memlane raises on purpose."""

    code: str = "error"
    exit_code: int = 1
    http_status: int = 500
    default_remedy: str = "see `memlane --help`"

    def __init__(self, message: str, *, remedy: str | None = None, **details: Any) -> None:
        super().__init__(message)
        self.message = message
        self.remedy = remedy or self.default_remedy
        self.details: dict[str, Any] = details

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "message": self.message, "remedy": self.remedy}
        if self.details:
            out["details"] = self.details
        return out

    def __str__(self) -> str:
        return f"{self.message} (remedy: {self.remedy})"


class InvalidInput(MemlaneError):
    code = "invalid_input"
    exit_code = 2
    http_status = 422
    default_remedy = "check the argument against `memlane <command> --help`"


class ScopeInvalid(InvalidInput):
    code = "scope_invalid"
    default_remedy = "pass a project path, `ssh:<server>:<path>` or `global`"


class BudgetTooSmall(InvalidInput):
    code = "budget_too_small"
    default_remedy = "raise --budget"


class AmbiguousHandle(InvalidInput):
    code = "ambiguous"
    default_remedy = "pass more characters of the id"


class ValidityInvalid(InvalidInput):
    code = "validity"
    default_remedy = "pass --valid-from and --valid-until (UTC), the start before the end"


class PayloadTooLarge(InvalidInput):
    code = "payload_too_large"
    http_status = 413
    default_remedy = "shorten the text or split it into several memories"


class Conflict(MemlaneError):
    code = "conflict"
    exit_code = 3
    http_status = 409
    default_remedy = "reload and retry"


class NearDuplicate(Conflict):
    code = "near_duplicate"


class Locked(Conflict):
    code = "locked"
    default_remedy = "wait for the running consolidation, or `memlane clean` an abandoned lock"


class PrivacyRefused(MemlaneError):
    code = "privacy_refused"
    exit_code = 4
    http_status = 400
    default_remedy = "remove the credential; reference it by name instead"


class NotFound(MemlaneError):
    code = "not_found"
    exit_code = 5
    http_status = 404
    default_remedy = "list what exists with `memlane list`"


class ModelMismatch(MemlaneError):
    code = "model_mismatch"
    exit_code = 2
    http_status = 409
    default_remedy = "run `memlane reindex` to re-embed with the configured embedder"


class ProviderError(MemlaneError):
    code = "provider_error"
    exit_code = 1
    http_status = 502
    default_remedy = "check the provider configuration with `memlane config show`"


class WritesDisabled(MemlaneError):
    code = "writes_disabled"
    exit_code = 2
    http_status = 403
    default_remedy = "restart the server with --allow-writes"


class AccessDenied(MemlaneError):
    """The caller's token does not grant this: its role is too low, or the scope is not
    among its grants (a shared server)."""

    code = "access_denied"
    exit_code = 7
    http_status = 403
    default_remedy = "ask an admin for a role or scope grant (`memlane users add`)"


class RateLimited(AccessDenied):
    code = "rate_limited"
    http_status = 429
    default_remedy = "wait a minute and retry, or ask an admin to raise rate_limit"


class SwitchedOff(MemlaneError):
    code = "switched_off"
    exit_code = 2
    http_status = 403
    default_remedy = "turn it back on with `memlane config set <switch> true`"


class StoreUnavailable(MemlaneError):
    """The store file or its folder cannot be used; ``reason`` is corrupt, permission,
    disk_full, busy, missing or io. Nothing was changed."""

    code = "store_unavailable"
    exit_code = 6
    http_status = 503
    default_remedy = "run `memlane doctor` to see what is wrong"


class RemoteUnavailable(StoreUnavailable):
    """A team server (``memlane remote``) could not be reached or answered with a failure;
    nothing was written there."""

    code = "remote_unavailable"
    default_remedy = "check the network and `memlane remote list`, then retry"


__all__ = [
    "AccessDenied",
    "BudgetTooSmall",
    "Conflict",
    "InvalidInput",
    "Locked",
    "MemlaneError",
    "ModelMismatch",
    "NearDuplicate",
    "NotFound",
    "PayloadTooLarge",
    "PrivacyRefused",
    "ProviderError",
    "RateLimited",
    "RemoteUnavailable",
    "ScopeInvalid",
    "StoreUnavailable",
    "SwitchedOff",
    "ValidityInvalid",
    "WritesDisabled",
]
