"""The opt-in network half of verify (``--network``): URL and package-registry lookups.

Off unless a person asks for it: memlane makes no network call at run time by default. Only a
definite answer counts: 404/410 for a URL or a registry that has the package but not that
version means absent; a timeout, a refusal, a 5xx or a redirect loop stays unknown.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING
from urllib.parse import quote

from memlane.core.claims import Claim
from memlane.core.verify_rules import ClaimResult, Inventory

NPM_REGISTRY = "https://registry.npmjs.org"
PYPI = "https://pypi.org"
TIMEOUT_S = 5.0
_GONE = (404, 410)

if TYPE_CHECKING:
    import httpx


def ecosystems(inv: Inventory) -> list[str]:
    """Which registries a tree's package claims may come from."""
    names = {key.rsplit("/", 1)[-1] for key in inv.files}
    found = []
    if "package.json" in names:
        found.append("npm")
    if names & {"pyproject.toml", "setup.py", "setup.cfg", "Pipfile"} or any(
        n.startswith("requirements") and n.endswith(".txt") for n in names
    ):
        found.append("pypi")
    return found


class NetworkChecker:
    def __init__(
        self,
        *,
        npm_registry: str = NPM_REGISTRY,
        pypi: str = PYPI,
        timeout: float = TIMEOUT_S,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        # Imported only for `verify --network` (off by default): httpx was ~100 ms of every
        # command's start (issue 21).
        import httpx

        self._http_error = httpx.HTTPError
        self.npm_registry = npm_registry.rstrip("/")
        self.pypi = pypi.rstrip("/")
        self._client = httpx.Client(
            timeout=timeout,
            follow_redirects=True,
            max_redirects=5,
            transport=transport,
            headers={"user-agent": "memlane-verify"},
        )

    def close(self) -> None:
        self._client.close()

    def _status(self, method: str, url: str) -> int | str:
        try:
            return self._client.request(method, url).status_code
        except self._http_error as exc:
            return type(exc).__name__

    def url(self, claim: Claim) -> ClaimResult:
        status = self._status("HEAD", claim.value)
        if status == 405:  # some servers refuse HEAD
            status = self._status("GET", claim.value)
        if isinstance(status, int) and status < 400:
            return ClaimResult("url", claim.value, "verified", f"HTTP {status}")
        if status in _GONE:
            return ClaimResult("url", claim.value, "absent", f"{claim.value} answers HTTP {status}")
        return ClaimResult("url", claim.value, "unknown", f"no definite answer ({status})")

    def package(self, claim: Claim, systems: Sequence[str]) -> ClaimResult:
        name, _, version = claim.value.rpartition("@")
        version = version.lstrip("v")
        if name.startswith("@"):
            systems = [s for s in systems if s == "npm"] or ["npm"]
        if not systems:
            return ClaimResult(
                "package", claim.value, "unknown", "no package manifest says which registry"
            )
        gone: list[str] = []
        for system in systems:
            if system == "npm":
                url = f"{self.npm_registry}/{quote(name, safe='@')}/{quote(version)}"
            else:
                url = f"{self.pypi}/pypi/{quote(name)}/{quote(version)}/json"
            status = self._status("GET", url)
            if status == 200:
                return ClaimResult("package", claim.value, "verified", f"{system} has {version}")
            if status in _GONE:
                gone.append(system)
        if gone and len(gone) == len(systems):
            return ClaimResult(
                "package",
                claim.value,
                "absent",
                f"{' and '.join(gone)} have no version {version} of {name}",
            )
        return ClaimResult(
            "package", claim.value, "unknown", "the registry gave no definite answer"
        )


__all__ = ["NPM_REGISTRY", "PYPI", "NetworkChecker", "ecosystems"]
