"""Settings: defaults < config file < environment < explicit arguments.

This is the only module that reads the config file, and with :mod:`memlane.environ` (the
standard-library part: ``environment()``, the thread and telemetry variables) the only one
that reads the process environment. The config file is ``$MEMLANE_HOME/config.toml``;
:class:`LiveSettings` re-reads it when another process changes it, so a running server picks
up ``memlane config set`` without a restart.

It imports nothing above it (no providers, services or interfaces) and only the standard
library at import time.
"""

from __future__ import annotations

import difflib
import math
import os
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from memlane.atomic import write_atomic
from memlane.core.embedder_spec import parse_embedder_spec
from memlane.core.llm_config import LLMSettings, ProviderConfig
from memlane.core.remote_config import RemoteConfig, parse_remotes
from memlane.core.store_url import check_store_url, redact_store_url
from memlane.errors import InvalidInput
from memlane.home import (
    CACHE_DIR,
    CONFIG_FILE,
    DB_FILE,
    SESSIONS_DB_FILE,
    USAGE_LOG_FILE,
    VERDICTS_DB_FILE,
    home_folder,
)

AGGRESSIVENESS = ("low", "default", "high", "max")
MATCH_MODES = ("exact", "parent", "global")
# What the read gate does with a suspect verdict: withhold it or show it after a marker.
INJECTION_POLICIES = ("block", "flag")
# Where agents keep their transcripts: Claude Code under $CLAUDE_CONFIG_DIR (default ~/.claude),
# Codex under $CODEX_HOME (default ~/.codex). Roots are separated by os.pathsep, like PATH.
CLAUDE_CONFIG_ENV = "CLAUDE_CONFIG_DIR"
CODEX_HOME_ENV = "CODEX_HOME"
DEFAULT_SESSION_ROOTS = os.pathsep.join(("~/.claude/projects", "~/.codex/sessions"))
# How a known-failing command is announced before it runs: added to the agent's context,
# put to the person as a confirmation prompt, or not at all.
FAILURE_HINTS = ("context", "ask", "off")


@dataclass(frozen=True)
class Settings:
    home: Path
    embedder: str = "minilm"
    threads: int = 1
    match_mode: str = "parent"
    aggressiveness: str = "default"
    brief_chars: int = 1800
    recall_budget: int = 800
    allow_email: bool = False
    injection_policy: str = "block"
    capture_min_seconds: float = 10.0
    extract_facts: bool | None = None  # None: follow aggressiveness (on at high and max)
    pattern_refresh_every: int = 3
    dream: bool | None = None  # None: follow aggressiveness (on at high and max)
    retention_max_records: int = 50_000  # per scope; 0 = no cap
    retention_event_days: int = 365  # unpinned session/run events; 0 = keep forever
    server_host: str = "127.0.0.1"
    server_port: int = 8765
    durability: str = "normal"  # "full": every acknowledged write survives power loss
    # "" keeps the SQLite file under home; "postgresql://user@host/db" selects the team store.
    store: str = ""
    # Requests per minute per user token on a shared server (0: no limit).
    rate_limit: int = 600
    session_roots: str = DEFAULT_SESSION_ROOTS  # os.pathsep-separated transcript folders
    # Live switches: what agents get and may do, changeable while a server runs.
    recall_enabled: bool = True  # briefs, recall packets and re-search reach the agent
    capture_enabled: bool = True  # hooks log tool calls, capture sessions, apply outcomes
    writes_enabled: bool = True  # MCP remember, forget and project-note writes
    failure_hints: str = "context"
    # [[providers]] tables: one ProviderConfig each (the key itself is read from the
    # environment variable named by api_key_env, at call time, never from this file).
    providers: tuple[ProviderConfig, ...] = ()
    pins: Mapping[str, str] = field(default_factory=dict)  # [llm.pins] task -> provider
    timeouts: Mapping[str, float] = field(default_factory=dict)  # [llm.timeouts] task -> s
    # [[remotes]] tables: team servers this machine reads and writes through for some scopes.
    remotes: tuple[RemoteConfig, ...] = ()

    @property
    def db_path(self) -> Path:
        return self.home / DB_FILE

    @property
    def config_path(self) -> Path:
        return self.home / CONFIG_FILE

    @property
    def usage_log_path(self) -> Path:
        return self.home / USAGE_LOG_FILE

    @property
    def sessions_db_path(self) -> Path:
        return self.home / SESSIONS_DB_FILE

    @property
    def cache_path(self) -> Path:
        """Derived files (compiled patterns, prepared models, kept verdicts): safe to delete."""
        return self.home / CACHE_DIR

    @property
    def verdicts_db_path(self) -> Path:
        """Read-gate verdicts kept across processes (derived: safe to delete)."""
        return self.home / CACHE_DIR / VERDICTS_DB_FILE

    @property
    def session_root_paths(self) -> tuple[Path, ...]:
        """The transcript folders session search indexes (``~`` expanded)."""
        return split_roots(self.session_roots)

    def llm_settings(self) -> LLMSettings:
        """The auxiliary-LLM configuration the router takes (usage log under ``home``)."""
        return LLMSettings(
            providers=self.providers,
            pins=dict(self.pins),
            timeouts=dict(self.timeouts),
            usage_log=self.usage_log_path,
        )

    def public(self) -> dict[str, Any]:
        """The effective values a person may see and change (no environment secrets).

        Which provider would answer each LLM task is added by ``services.llm.settings_view``
        (routing needs the provider layer, which this module never imports).
        """
        out = {k: v for k, v in asdict(self).items() if k in EDITABLE}
        out["home"] = str(self.home)
        out["store"] = redact_store_url(self.store)
        out["providers"] = [asdict(p) for p in self.providers]
        out["pins"] = dict(self.pins)
        out["timeouts"] = dict(self.timeouts)
        out["remotes"] = [r.to_table() for r in self.remotes]
        return out


# Scalar settings a person may set through `memlane config set` or PATCH /v1/settings.
EDITABLE: dict[str, type] = {
    "embedder": str,
    "threads": int,
    "match_mode": str,
    "aggressiveness": str,
    "brief_chars": int,
    "recall_budget": int,
    "allow_email": bool,
    "injection_policy": str,
    "capture_min_seconds": float,
    "extract_facts": bool,
    "pattern_refresh_every": int,
    "dream": bool,
    "retention_max_records": int,
    "retention_event_days": int,
    "server_host": str,
    "server_port": int,
    "durability": str,
    "store": str,
    "rate_limit": int,
    "session_roots": str,
    "recall_enabled": bool,
    "capture_enabled": bool,
    "writes_enabled": bool,
    "failure_hints": str,
}
# Settings of one process (where it listens, how it runs, which store it opens): a team
# store's shared settings never carry these.
PROCESS_SETTINGS = frozenset({"server_host", "server_port", "threads", "store", "durability"})

DURABILITY = ("normal", "full")
_CHOICES: dict[str, tuple[str, ...]] = {
    "aggressiveness": AGGRESSIVENESS,
    "match_mode": MATCH_MODES,
    "durability": DURABILITY,
    "injection_policy": INJECTION_POLICIES,
    "failure_hints": FAILURE_HINTS,
}
# Inclusive ranges for numbers: the one validator the CLI, HTTP and the config file share.
_RANGES: dict[str, tuple[float, float]] = {
    "threads": (1, 256),
    "brief_chars": (0, 1_000_000),
    "recall_budget": (1, 1_000_000),
    "capture_min_seconds": (0, 86_400),
    "pattern_refresh_every": (0, 1_000_000),
    "server_port": (0, 65_535),
    "rate_limit": (0, 1_000_000),
}


def home_path(explicit: str | os.PathLike[str] | None = None) -> Path:
    """``explicit``, else ``$MEMLANE_HOME``, else ``~/.memlane`` (no config file is read)."""
    return Path(home_folder(explicit, os.environ))


def split_roots(value: str) -> tuple[Path, ...]:
    """``os.pathsep``-separated folders → paths, ``~`` expanded, blanks and repeats dropped."""
    parts = (p.strip() for p in value.split(os.pathsep))
    return tuple(dict.fromkeys(Path(p).expanduser() for p in parts if p))


def _session_roots(value: Any) -> str:
    """A list (from TOML) or an os.pathsep-separated string of absolute (or ``~``) folders."""
    items = (
        [str(v) for v in value] if isinstance(value, list | tuple) else str(value).split(os.pathsep)
    )
    roots = [i.strip() for i in items if i.strip()]
    for root in roots:
        if "\x00" in root or not Path(root).expanduser().is_absolute():
            raise InvalidInput(
                f"session root {root!r} is not an absolute folder",
                remedy=f"use absolute paths (or ~/…) separated by {os.pathsep!r}",
            )
    return os.pathsep.join(roots)


def coerce(key: str, value: Any) -> Any:
    """Validate and convert one editable setting; a wrong value is an InvalidInput."""
    if key not in EDITABLE:
        raise InvalidInput(
            f"unknown setting {key!r}",
            remedy=f"use one of: {', '.join(sorted(EDITABLE))}",
        )
    if key == "session_roots":
        return _session_roots(value)
    kind = EDITABLE[key]
    try:
        if kind is bool:
            if isinstance(value, bool):
                out: Any = value
            elif str(value).strip().lower() in ("1", "true", "yes", "on"):
                out = True
            elif str(value).strip().lower() in ("0", "false", "no", "off"):
                out = False
            else:
                raise ValueError(value)
        elif kind is int:
            if isinstance(value, bool):
                raise ValueError(value)
            out = int(value)
        elif kind is float:
            if isinstance(value, bool):
                raise ValueError(value)
            out = float(value)
        else:
            out = str(value)
    except (TypeError, ValueError) as exc:
        raise InvalidInput(
            f"setting {key!r} needs a {kind.__name__}, got {value!r}",
            remedy=f"pass a {kind.__name__} value for {key}",
        ) from exc
    choices = _CHOICES.get(key)
    if choices and out not in choices:
        raise InvalidInput(
            f"setting {key!r} must be one of {', '.join(choices)}",
            remedy=f"pick one of: {', '.join(choices)}",
        )
    if kind in (int, float):
        low, high = _RANGES.get(key, (0, float("inf")))
        if not math.isfinite(out) or not low <= out <= high:
            bound = f"at least {low:g}" if high == float("inf") else f"{low:g}..{high:g}"
            raise InvalidInput(
                f"setting {key!r} must be {bound}, got {value!r}",
                remedy=f"pass a value in {bound} for {key}",
            )
    if key == "embedder":
        _check_embedder(out)
    if key == "server_host" and (not out.strip() or any(c.isspace() for c in out)):
        raise InvalidInput("server_host must be a host name or address", remedy="e.g. 127.0.0.1")
    if key == "store":
        out = check_store_url(out)
    return out


def _check_embedder(spec: str) -> None:
    parsed = parse_embedder_spec(spec)
    if parsed.kind == "onnx":
        folder = Path(parsed.directory or "").expanduser()
        if not (folder / "model.onnx").is_file() or not (folder / "tokenizer.json").is_file():
            raise InvalidInput(
                f"{folder} has no model.onnx and tokenizer.json",
                remedy="point onnx:<dir> at a sentence-embedding model folder",
            )


def _read_file(path: Path) -> dict[str, Any]:
    # tomllib is imported with this module, not here: imported on the first read, after the
    # console script had saved the regular expressions the library compiled
    # (memlane/regex_programs.py), its four patterns were compiled again by every cold process
    # (~5 ms of CPU, issue 21). No fast lane imports this module.
    if not path.exists():
        return {}
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except (tomllib.TOMLDecodeError, UnicodeDecodeError, RecursionError) as exc:
        detail = "nested too deeply" if isinstance(exc, RecursionError) else str(exc)
        raise InvalidInput(
            f"config file {path} is not valid TOML: {detail}",
            remedy=f"fix or delete {path}",
        ) from exc
    except OSError as exc:
        raise InvalidInput(
            f"config file {path} cannot be read: {exc.strerror or exc}",
            remedy=f"check {path} is a readable file, or delete it",
        ) from exc


# Top-level keys of config.toml besides the editable settings: its tables, and `home`, which
# `config show` prints (the file lives in the home, so it is read there and changes nothing).
_FILE_KEYS = frozenset({"providers", "remotes", "llm", "home"})


def _refuse_unknown(path: Path, data: Mapping[str, Any]) -> None:
    """A key no setting reads ("embeder", "[pins]" outside [llm]) would be ignored in silence,
    and the setting meant left at its default: refused, naming the closest known one."""
    unknown = sorted(set(data) - set(EDITABLE) - _FILE_KEYS)
    if not unknown:
        return
    known = sorted({*EDITABLE, *_FILE_KEYS} - {"home"})
    hints = []
    for key in unknown:
        if key in ("pins", "timeouts"):
            hints.append(f"[{key}] belongs under [llm]: write [llm.{key}]")
            continue
        close = difflib.get_close_matches(key, known, n=1)
        hints.append(
            f"{key!r}: did you mean {close[0]!r}?" if close else f"{key!r}: no such setting"
        )
    raise InvalidInput(
        f"{path}: unknown setting(s) {', '.join(repr(k) for k in unknown)}",
        remedy="; ".join(hints) + f" (edit {path})",
    )


def _providers(raw: Any) -> tuple[ProviderConfig, ...]:
    """``[[providers]]`` tables → ProviderConfig; ``kind`` defaults to "openai". Whether the
    set makes sense (kinds, URLs, pins) is checked by the router when a task is routed, so a
    broken LLM table never stops the commands that do not use a model."""
    if not raw:
        return ()
    if not isinstance(raw, list):
        raise InvalidInput("[[providers]] must be an array of tables", remedy="see README: LLM")
    known = {f.name for f in fields(ProviderConfig)}
    out = []
    for item in raw:
        if not isinstance(item, dict) or "name" not in item:
            raise InvalidInput("each [[providers]] entry needs a name", remedy='add name = "…"')
        unknown = set(item) - known
        if unknown:
            raise InvalidInput(
                f"unknown provider field(s): {', '.join(sorted(unknown))}",
                remedy=f"use only: {', '.join(sorted(known))}",
            )
        values = {"kind": "openai", **item}
        for key in ("base_url", "model"):
            if not isinstance(values.get(key), str) or not values[key].strip():
                raise InvalidInput(
                    f"provider {values['name']!r} needs a {key}",
                    remedy=f'add {key} = "…" to its [[providers]] table',
                )
        if not isinstance(values.get("needs_api_key", True), bool):
            raise InvalidInput(
                f"provider {values['name']!r}: needs_api_key must be true or false",
                remedy="write needs_api_key = false for a local server",
            )
        out.append(ProviderConfig(**values))
    return tuple(out)


def load_settings(
    home: str | Path | None = None,
    *,
    env: Mapping[str, str] | None = None,
    shared: Mapping[str, Any] | None = None,
    **overrides: Any,
) -> Settings:
    """Resolve settings in precedence order; ``overrides`` are explicit arguments (None =
    unset). ``shared`` are a team store's settings (:class:`SharedSettings`): they rank
    above the config file, below the environment."""
    env = os.environ if env is None else env
    root = Path(home_folder(home, env))
    values: dict[str, Any] = {}
    data = _read_file(root / CONFIG_FILE)
    _refuse_unknown(root / CONFIG_FILE, data)
    for key, value in data.items():
        if key in EDITABLE:
            try:
                values[key] = coerce(key, value)
            except InvalidInput as exc:
                raise InvalidInput(
                    f"{root / CONFIG_FILE}: {exc.message}",
                    remedy=f"fix it with `memlane config set {key} …` or edit the file",
                ) from exc
    for key, value in (shared or {}).items():
        if key in EDITABLE and key not in PROCESS_SETTINGS:
            values[key] = coerce(key, value)
    for key in EDITABLE:
        env_value = env.get(f"MEMLANE_{key.upper()}")
        if env_value not in (None, ""):
            # MEMLANE_STORE may carry the password: the environment is not a file.
            values[key] = (
                check_store_url(str(env_value), allow_password=True)
                if key == "store"
                else coerce(key, env_value)
            )
    for key, value in overrides.items():
        if value is not None:
            values[key] = coerce(key, value)
    values.setdefault("session_roots", default_session_roots(env))
    llm = data.get("llm", {}) if isinstance(data.get("llm", {}), dict) else {}
    return Settings(
        home=root.resolve(),
        providers=_providers(data.get("providers")),
        pins=_llm_table(llm, "pins", str),
        timeouts=_llm_table(llm, "timeouts", float),
        remotes=parse_remotes(data.get("remotes")),
        **values,
    )


def write_remotes(home: Path, remotes: Sequence[RemoteConfig]) -> None:
    """Replace the ``[[remotes]]`` tables in the config file, atomically, keeping the rest."""
    import tomlkit  # see write_settings: only a config change needs it

    path = home / CONFIG_FILE
    home.mkdir(parents=True, exist_ok=True)
    doc = tomlkit.parse(path.read_text("utf-8")) if path.exists() else tomlkit.document()
    if "remotes" in doc:
        del doc["remotes"]
    if remotes:
        tables = tomlkit.aot()
        for r in remotes:
            tables.append(tomlkit.item(r.to_table()))
        doc["remotes"] = tables
    write_atomic(path, tomlkit.dumps(doc))


def default_session_roots(env: Mapping[str, str]) -> str:
    """Claude Code's and Codex's transcript folders, following their own home variables."""
    claude = env.get(CLAUDE_CONFIG_ENV) or "~/.claude"
    codex = env.get(CODEX_HOME_ENV) or "~/.codex"
    return os.pathsep.join((str(Path(claude) / "projects"), str(Path(codex) / "sessions")))


def _llm_table(llm: Mapping[str, Any], name: str, kind: type) -> dict[str, Any]:
    """``[llm.pins]`` (task = provider name) or ``[llm.timeouts]`` (task = seconds)."""
    raw = llm.get(name, {})
    if not isinstance(raw, dict):
        raise InvalidInput(f"[llm.{name}] must be a table", remedy=f"write [llm.{name}] task = …")
    out: dict[str, Any] = {}
    for task, value in raw.items():
        ok = (
            isinstance(value, str)
            if kind is str
            else (isinstance(value, int | float) and not isinstance(value, bool))
        )
        if not ok:
            raise InvalidInput(
                f"[llm.{name}] {task} must be a {kind.__name__}",
                remedy=f"fix [llm.{name}] in {CONFIG_FILE}",
            )
        out[str(task)] = kind(value)
    return out


def write_settings(home: Path, patch: Mapping[str, Any]) -> None:
    """Change only the named settings in the config file, atomically (temp file + rename).

    Comments and unrelated tables in the file survive: tomlkit keeps them.
    """
    # tomlkit (~50 ms to import) keeps the file's comments; only a settings change needs it,
    # and this module is imported on every hook call.
    import tomlkit

    coerced = {k: coerce(k, v) for k, v in patch.items()}
    path = home / CONFIG_FILE
    home.mkdir(parents=True, exist_ok=True)
    doc = tomlkit.parse(path.read_text("utf-8")) if path.exists() else tomlkit.document()
    for key, value in coerced.items():
        doc[key] = value
    write_atomic(path, tomlkit.dumps(doc))
