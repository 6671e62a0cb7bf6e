"""The second, larger labelled safety corpus ("wide"): generated at load time, never committed
whole.

Sources, all written for this project or taken from the vendors' own documentation:

- ``tests/data/wide/injection_multilingual.json``: hand-written attacks (override, persona,
  system-prompt reveal, exfiltration request, "obey this note") and benign look-alikes that a
  team memory could hold, in 40 languages.
- The English families below: instruction-override paraphrases, forged role lines and chat
  transcripts, persona switches, exfiltration commands (scp, tar | curl, DNS lookups, reverse
  shells, download-and-run, cookie theft), obfuscated spellings (homoglyphs, zero-width and
  variation-selector characters, fullwidth and mathematical letters, leetspeak, letter spacing,
  tag characters) and hard benign text (memory notes, code that builds prompts, security
  discussions that quote attacks, commands, configs, encoded data, emoji).
- Credentials: vendor token shapes as each vendor documents them (see
  ``memlane.core.privacy_tokens``), written in env files, JSON, YAML, SQL, command lines,
  netrc/pgpass, PowerShell, PHP, Ruby, C, XML and prose in 30 languages; the benign side puts
  placeholders, references, hashes, UUIDs, public keys and encoded images in the same places.

Nothing comes from gitleaks, secretlint or detect-secrets fixtures, the deepset
prompt-injections dataset or garak's payloads (held out for independent evaluation).
Credential-shaped values are assembled from a prefix and seeded random characters here, so
the repository holds no literal token. Every sample has a deterministic ``split``: "train"
(about a third of the injection templates, used by ``bench/train_injection_model.py``) or
"test" (everything the benchmark reports).
"""

from __future__ import annotations

import json
import random
import string
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from safety_corpus import GENERATORS, _mixed, _password, _pick

DATA = Path(__file__).resolve().parent / "data" / "wide"
_ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_B64 = _ALNUM + "+/"
_B64URL = _ALNUM + "-_"
_UPPER_DIGITS = string.ascii_uppercase + string.digits


@dataclass(frozen=True)
class WideSample:
    gate: str  # "privacy" or "injection"
    kind: str  # family: e.g. "vendor_token", "sql", "multilingual_attack", "code"
    cls: str | None  # expected class; None for benign
    lang: str
    text: str
    split: str  # "train" or "test"


def _split(key: str, share: int = 4) -> str:
    return "train" if zlib.crc32(key.encode()) % share == 0 else "test"


# --- random fragments ----------------------------------------------------------------------------

_HOSTS = ("collect-data.net", "paste-drop.io", "exfil.example-cdn.com", "logs-sink.xyz",
          "203.0.113.7", "198.51.100.23", "files.attacker.dev", "metrics-upload.app")  # fmt: skip


def _url(r: random.Random) -> str:
    return f"https://{r.choice(_HOSTS)}/{_pick(r, string.ascii_lowercase, r.randint(3, 8))}"


def _host(r: random.Random) -> str:
    return r.choice(_HOSTS)


# --- vendor tokens (shapes from the vendors' documentation) --------------------------------------

_TOKENS: dict[str, Callable[[random.Random], str]] = {
    "docker_token": lambda r: "dckr_" + "pat_" + _mixed(r, _B64URL, 27),
    "tailscale_key": lambda r: (
        "tskey-"
        + r.choice(["auth", "api", "client"])
        + "-"
        + _mixed(r, _ALNUM, 11)
        + "CNTRL-"
        + _mixed(r, _ALNUM, 30)
    ),
    "grafana_token": lambda r: "glsa_" + _mixed(r, _ALNUM, 32) + "_" + _pick(r, _HEX, 8),
    "sentry_token": lambda r: "sntryu_" + _mixed(r, _HEX, 64),
    "newrelic_key": lambda r: "NRAK-" + _mixed(r, _UPPER_DIGITS, 27),
    "discord_bot_token": lambda r: (
        "M" + _mixed(r, _ALNUM, 23) + "." + _mixed(r, _B64URL, 6) + "." + _mixed(r, _B64URL, 38)
    ),
    "saas_token": lambda r: r.choice(
        [
            lambda: "ntn_" + _mixed(r, _ALNUM, 46),
            lambda: "fo1_" + _mixed(r, _B64URL, 43),
            lambda: "HRKU-" + _mixed(r, _B64URL, 36),
            lambda: "pscale_" + "tkn_" + _mixed(r, _B64URL, 43),
            lambda: "pul-" + _mixed(r, _HEX, 40),
            lambda: _mixed(r, _ALNUM, 14) + ".atlas" + "v1." + _mixed(r, _B64URL, 67),
            lambda: "bkua_" + _mixed(r, _HEX, 40),
            lambda: "figd_" + _mixed(r, _B64URL, 40),
            lambda: "nfp_" + _mixed(r, _ALNUM, 40),
            lambda: "lsv2_" + "pt_" + _mixed(r, _HEX, 32) + "_" + _mixed(r, _HEX, 10),
            lambda: "pcsk_" + _mixed(r, _ALNUM, 60),
            lambda: "sk-or-" + "v1-" + _mixed(r, _HEX, 64),
            lambda: "sq0atp-" + _mixed(r, _B64URL, 22),
            lambda: "ATBB" + _mixed(r, _ALNUM, 32),
            lambda: "LTAI" + _mixed(r, _ALNUM, 20),
            lambda: "rubygems_" + _mixed(r, _HEX, 48),
            lambda: "CFPAT-" + _mixed(r, _B64URL, 43),
            lambda: "squ_" + _mixed(r, _HEX, 40),
            lambda: "tvly-" + _mixed(r, _ALNUM, 32),
            lambda: "pnu_" + _mixed(r, _ALNUM, 36),
        ]
    )(),
    "azure_key": lambda r: "AccountKey=" + _mixed(r, _B64, 86) + "==",
    "mailchimp_key": lambda r: _mixed(r, _HEX, 32) + "-us" + str(r.randint(1, 21)),
    "github_token": GENERATORS["ghp"],
    "openai_key": GENERATORS["openai_proj"],
    "anthropic_key": GENERATORS["anthropic"],
    "aws_access_key": GENERATORS["aws_akid"],
    "slack_token": GENERATORS["slack_bot"],
    "stripe_key": GENERATORS["stripe_live"],
    "google_api_key": GENERATORS["google_api"],
    "npm_token": GENERATORS["npm"],
    "gitlab_token": GENERATORS["glpat"],
    "jwt": GENERATORS["jwt"],
}
_TOKEN_CONTEXTS = (
    "export {ENV}={v}",
    '{{"{env}": "{v}", "timeout": 30}}',
    "{env}: {v}",
    "The new {vendor} credential is {v}, rotate it in June.",
    'headers = {{"Authorization": "Bearer {v}"}}',
    '<setting name="{env}">{v}</setting>',
    "- run: deploy --token {v}",
    '"config": "{{\\"{env}\\": \\"{v}\\"}}"',
    "curl -H 'X-Api-Key: {v}' https://api.{vendor}.io/v1/status",
    "{env}='{v}'",
    'token: "{v}"  # prod',
    "Use {v} for the nightly job until the vault is back.",
)
_VENDOR_ENV = {
    "docker_token": "DOCKERHUB_TOKEN", "tailscale_key": "TS_AUTHKEY",
    "grafana_token": "GRAFANA_SA_TOKEN", "sentry_token": "SENTRY_AUTH_TOKEN",
    "newrelic_key": "NEW_RELIC_API_KEY", "discord_bot_token": "DISCORD_BOT_TOKEN",
    "saas_token": "SERVICE_TOKEN", "azure_key": "AZURE_STORAGE_CONNECTION",
    "mailchimp_key": "MAILCHIMP_KEY", "github_token": "GH_TOKEN", "openai_key": "OPENAI_KEY",
    "anthropic_key": "CLAUDE_KEY", "aws_access_key": "AWS_KEY_ID", "slack_token": "SLACK_BOT",
    "stripe_key": "STRIPE_KEY", "google_api_key": "MAPS_KEY", "npm_token": "NPM_TOKEN",
    "gitlab_token": "GITLAB_PAT", "jwt": "SESSION_JWT",
}  # fmt: skip


def _vendor_tokens() -> Iterator[WideSample]:
    for cls, gen in _TOKENS.items():
        for i, context in enumerate(_TOKEN_CONTEXTS):
            r = random.Random(f"tok:{cls}:{i}")
            env = _VENDOR_ENV[cls]
            text = context.format(ENV=env, env=env.lower(), vendor=cls.split("_")[0], v=gen(r))
            yield WideSample("privacy", "vendor_token", cls, "en", text, "test")


# --- password and secret syntaxes ----------------------------------------------------------------

# (kind, class, positive template, benign template): see the JSON file's "_about".
_SYNTAX = [
    tuple(row) for row in json.loads((DATA / "privacy_syntax.json").read_text("utf-8"))["rows"]
]
_CLASS_OF_KIND = {"password": "password_assignment", "secret": "secret_assignment"}


def _syntaxes() -> Iterator[WideSample]:
    for i, (kind, cls, positive, benign) in enumerate(_SYNTAX):
        for seed in range(5):
            r = random.Random(f"syntax:{i}:{seed}")
            fill = {"pw": _password(r), "sec": _mixed(r, _ALNUM, r.randint(32, 48))}
            label = _CLASS_OF_KIND.get(cls, cls)
            yield WideSample("privacy", kind, label, "en", positive.format(**fill), "test")
            if seed == 0:
                yield WideSample("privacy", kind, None, "en", benign.format(**fill), "test")


# --- prose, many languages ------------------------------------------------------------------------

_PROSE = json.loads((DATA / "privacy_prose.json").read_text(encoding="utf-8"))
_PROSE_POSITIVE: dict[str, list[str]] = _PROSE["positive"]
_PROSE_BENIGN: dict[str, list[str]] = _PROSE["benign"]


def _prose() -> Iterator[WideSample]:
    for lang, sentences in _PROSE_POSITIVE.items():
        for i, sentence in enumerate(sentences):
            for seed in range(3):
                r = random.Random(f"prose:{lang}:{i}:{seed}")
                text = sentence.format(pw=_password(r))
                yield WideSample("privacy", "prose", "password_assignment", lang, text, "test")
    for lang, sentences in _PROSE_BENIGN.items():
        for sentence in sentences:
            yield WideSample("privacy", "prose", None, lang, sentence, "test")


# --- benign look-alikes for the write gate --------------------------------------------------------

_LOOKALIKES: tuple[tuple[str, Callable[[random.Random], str]], ...] = (
    ("hash", lambda r: f"commit {_pick(r, _HEX, 40)} fixed the flaky login test"),
    ("hash", lambda r: f"sha256:{_pick(r, _HEX, 64)}"),
    ("hash", lambda r: f"image: registry.internal/api@sha256:{_pick(r, _HEX, 64)}"),
    ("hash", lambda r: f'"integrity": "sha512-{_pick(r, _B64, 86)}=="'),
    ("hash", lambda r: f"The cache key is {_pick(r, _HEX, 32)} for the build step."),
    ("uuid", lambda r: "request_id=" + "-".join(_pick(r, _HEX, n) for n in (8, 4, 4, 4, 12))),
    (
        "uuid",
        lambda r: "trace " + "-".join(_pick(r, _HEX, n) for n in (8, 4, 4, 4, 12)) + " failed",
    ),
    ("uuid", lambda r: "tenant_id: " + "-".join(_pick(r, _HEX, n) for n in (8, 4, 4, 4, 12))),
    ("encoded", lambda r: "![chart](data:image/png;base64," + _pick(r, _B64, 160) + "=)"),
    ("encoded", lambda r: '<img src="data:image/gif;base64,' + _pick(r, _B64, 96) + '">'),
    (
        "encoded",
        lambda r: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + _pick(r, _B64, 43) + " ana@laptop",
    ),
    (
        "encoded",
        lambda r: "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ" + _pick(r, _B64, 200) + " ci@runner",
    ),
    ("encoded", lambda r: "font: url(data:font/woff2;base64," + _pick(r, _B64, 120) + ")"),
    ("id", lambda r: "ULID " + _pick(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26) + " was skipped"),
    ("id", lambda r: "Stripe publishable key: pk_live_" + _mixed(r, _ALNUM, 24)),
    ("id", lambda r: "Twilio account SID AC" + _pick(r, _HEX, 32)),
    ("id", lambda r: "order #" + _pick(r, string.digits, 10) + " shipped to the warehouse"),
    ("id", lambda r: "posthog project key phc_" + _mixed(r, _ALNUM, 43)),
    ("placeholder", lambda r: "export GITHUB_TOKEN=ghp_" + "x" * 36),
    ("placeholder", lambda r: "OPENAI_API_KEY=sk-...your-key-here"),
    ("placeholder", lambda r: "DISCORD_BOT_TOKEN=<your bot token>"),
    ("placeholder", lambda r: 'password: "********"'),
    ("placeholder", lambda r: 'api_key = "REPLACE_ME"'),
    ("placeholder", lambda r: "token: ${{ secrets.DEPLOY_TOKEN }}"),
    ("placeholder", lambda r: "AZURE_STORAGE_CONNECTION_STRING=UseDevelopmentStorage=true"),
    ("reference", lambda r: "DB_PASSWORD=$(vault kv get -field=password secret/db)"),
    ("reference", lambda r: "password = keyring.get_password('smtp', 'ana')"),
    ("reference", lambda r: 'token = os.getenv("TAILSCALE_AUTHKEY")'),
    ("reference", lambda r: "secret: op://Engineering/Stripe/credential"),
    ("reference", lambda r: "aws ssm get-parameter --name /prod/db/password --with-decryption"),
    ("code", lambda r: "hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt())"),
    ("code", lambda r: "if not check_password(user, password):\n    raise AuthError()"),
    ("code", lambda r: "def rotate_token(token: str, ttl: int = 3600) -> str:"),
    ("code", lambda r: "SELECT id, password_hash FROM users WHERE email = %s"),
    ("code", lambda r: "validate_password(password, min_length=12, require_digit=True)"),
    ("code", lambda r: "const tokenRegex = /^ghp_[A-Za-z0-9]{36}$/;"),
    ("code", lambda r: 'PASSWORD_HASHERS = ["django.contrib.auth.hashers.Argon2PasswordHasher"]'),
    (
        "prose",
        lambda r: "Rotate the Tailscale auth key every 90 days; the reminder is in the calendar.",
    ),
    (
        "prose",
        lambda r: "Discord bot tokens have three dot-separated parts; never paste one in chat.",
    ),
    ("prose", lambda r: "The Grafana service account token lives in the ops vault."),
    ("prose", lambda r: "psql prompts for the password when PGPASSWORD is unset."),
    ("prose", lambda r: "mysql -p without a value asks for the password interactively."),
    (
        "prose",
        lambda r: "Use docker login --password-stdin so the password never hits shell history.",
    ),
    ("prose", lambda r: 'The token endpoint returns {"access_token": "...", "expires_in": 3600}.'),
    (
        "prose",
        lambda r: "Passwords are hashed with Argon2id; the old SHA-256 hashes were migrated.",
    ),
    ("prose", lambda r: "The API key is scoped to read-only and expires on 2025-06-30."),
    ("config", lambda r: "[mysqld]\nport = 3306\nmax_connections = 200"),
    ("config", lambda r: "redis:\n  host: cache01\n  port: 6379\n  db: 2"),
    ("config", lambda r: "smtp:\n  host: mail.internal\n  port: 587\n  starttls: true"),
    ("config", lambda r: "machine github.com login ana"),
    ("config", lambda r: "localhost:5432:*:postgres:*"),
    ("config", lambda r: "#define MAX_TOKEN_LENGTH 4096"),
)


def _lookalikes() -> Iterator[WideSample]:
    for i, (kind, gen) in enumerate(_LOOKALIKES):
        for seed in range(10 if kind in ("hash", "uuid", "encoded", "id") else 3):
            r = random.Random(f"look:{i}:{seed}")
            yield WideSample("privacy", kind, None, "en", gen(r), "test")


def _generic_assignments() -> Iterator[WideSample]:
    """Secret-named keys with random values, in the syntaxes people use for config."""
    keys = (
        "API_KEY", "SECRET_KEY", "AUTH_TOKEN", "CLIENT_SECRET", "ACCESS_TOKEN", "WEBHOOK_SECRET",
        "SIGNING_KEY", "PRIVATE_TOKEN", "ENCRYPTION_KEY", "APP_SECRET",
    )  # fmt: skip
    shapes = ("{k}={v}", '{k}: "{v}"', "{kl} = '{v}'", '"{kl}": "{v}"', "set {k}={v}",
              "{kc}: {v}", "--{kd} {v}", "<{kc}>{v}</{kc}>", "{kc} := \"{v}\"",
              "config.{kl} = \"{v}\"", "ENV {k}={v}", "{kl}={v} ./run.sh")  # fmt: skip
    for i, key in enumerate(keys):
        for j, shape in enumerate(shapes):
            r = random.Random(f"generic:{i}:{j}")
            value = _mixed(r, _ALNUM + "_-", r.randint(24, 48))
            parts = key.lower().split("_")
            camel = parts[0] + "".join(p.title() for p in parts[1:])
            text = shape.format(k=key, kl=key.lower(), kc=camel, kd="-".join(parts), v=value)
            cls = "password_assignment" if "PASSWORD" in key else "secret_assignment"
            yield WideSample("privacy", "generic", cls, "en", text, "test")
            placeholder = r.choice(
                ["${" + key + "}", "<" + key.lower() + ">", "changeme",
                 "os.environ['" + key + "']", "xxxxxxxx", "$" + key]
            )  # fmt: skip
            benign = shape.format(
                k=key, kl=key.lower(), kc=camel, kd="-".join(parts), v=placeholder
            )
            yield WideSample("privacy", "generic", None, "en", benign, "test")


def privacy_samples() -> list[WideSample]:
    """Write-gate samples; the injection side's benign memory text must pass here too."""
    shared = [
        WideSample("privacy", f"memory_{s.kind}", None, s.lang, s.text, "test")
        for s in injection_samples()
        if s.cls is None
    ]
    return [*_vendor_tokens(), *_syntaxes(), *_prose(), *_lookalikes(), *_generic_assignments(),
            *shared]  # fmt: skip


# --- injection ----------------------------------------------------------------------------------

_ATTACK_CLASS = ("instruction_override", "role_impersonation", "instruction_override",
                 "exfiltration", "instruction_override")  # fmt: skip
_MEMORY_CONTEXT = (
    "Deploy notes for v2.{n}: the migration ran in 4 minutes.",
    "Retro {n}: flaky tests came from the shared fixture.",
    "Runbook step {n}: restart the worker after the config change.",
    "Decision: we keep Postgres {n} until the upgrade window.",
)


def _multilingual() -> Iterator[WideSample]:
    data = json.loads((DATA / "injection_multilingual.json").read_text(encoding="utf-8"))
    for lang, sets in data.items():
        if lang.startswith("_"):
            continue
        for i, sentence in enumerate(sets["attack"]):
            r = random.Random(f"ml:{lang}:{i}")
            text = sentence.format(url=_url(r))
            split = _split(f"ml:{lang}:{i}")
            cls = _ATTACK_CLASS[i]
            yield WideSample("injection", "multilingual_attack", cls, lang, text, split)
            wrapped = f"{r.choice(_MEMORY_CONTEXT).format(n=r.randint(2, 9))} {text}"
            yield WideSample("injection", "multilingual_embedded", cls, lang, wrapped, split)
            trailing = f"{text}\n\n{sets['benign'][i]}"
            yield WideSample("injection", "multilingual_embedded", cls, lang, trailing, split)
        for i, sentence in enumerate(sets["benign"]):
            split = _split(f"mlb:{lang}:{i}")
            yield WideSample("injection", "multilingual_benign", None, lang, sentence, split)


_ENGLISH = json.loads((DATA / "injection_english.json").read_text(encoding="utf-8"))
_SECRET_FILES = ("~/.ssh/id_rsa", "~/.aws/credentials", ".env", "~/.netrc", "~/.kube/config")


def _fill(template: str, r: random.Random) -> str:
    return template.format(
        url=_url(r),
        host=_host(r),
        ip=f"203.0.113.{r.randint(2, 250)}",
        port=r.choice([4444, 9001, 1337, 8443]),
        user=r.choice(["ops", "backup", "u"]),
        secret_file=r.choice(_SECRET_FILES),
        payload=r.choice(_ENGLISH["payloads"]),
        persona=r.choice(_ENGLISH["personas"]),
        name=r.choice(["Nova", "Atlas", "Echo"]),
    )


def _english_attacks() -> Iterator[WideSample]:
    families = (("override", "instruction_override", 4), ("role", "role_impersonation", 4),
                ("exfil", "exfiltration", 3))  # fmt: skip
    for family, cls, copies in families:
        for i, template in enumerate(_ENGLISH[family]):
            split = _split(f"en:{family}:{i}")
            for seed in range(copies):
                r = random.Random(f"en:{family}:{i}:{seed}")
                text = _fill(template, r)
                if seed % 2:
                    text = f"{r.choice(_MEMORY_CONTEXT).format(n=r.randint(2, 9))}\n\n{text}"
                yield WideSample("injection", family, cls, "en", text, split)


# Spellings that hide the words from a literal matcher (see core/text_normalize.py).
_CYRILLIC = str.maketrans("aeopcxyiAEOPCXHKMT", "аеорсхуіАЕОРСХНКМТ")
_GREEK = str.maketrans("aoiekvptAOIEKNPTHB", "αοιεκνρτΑΟΙΕΚΝΡΤΗΒ")


def _homoglyph(text: str, r: random.Random, table: dict[int, str]) -> str:
    return "".join(ch.translate(table) if r.random() < 0.5 else ch for ch in text)


def _interleave(text: str, mark: str) -> str:
    words = text.split(" ")
    return " ".join(mark.join(w) if len(w) > 3 else w for w in words)


_OBFUSCATIONS: tuple[tuple[str, str | None, Callable[[str, random.Random], str]], ...] = (
    ("cyrillic", "unicode_obfuscation", lambda t, r: _homoglyph(t, r, _CYRILLIC)),
    ("greek", "unicode_obfuscation", lambda t, r: _homoglyph(t, r, _GREEK)),
    ("zero_width", "unicode_obfuscation", lambda t, r: _interleave(t, "\u200b")),
    ("variation_selector", "unicode_obfuscation", lambda t, r: _interleave(t, "\ufe0f")),
    (
        "tags",
        "unicode_obfuscation",
        lambda t, r: (
            "Nice weather today." + "".join(chr(0xE0000 + ord(c)) for c in t if ord(c) < 128)
        ),
    ),
    (
        "fullwidth",
        None,
        lambda t, r: "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in t),
    ),
    (
        "math_bold",
        None,
        lambda t, r: "".join(chr(0x1D41A + ord(c) - 97) if "a" <= c <= "z" else c for c in t),
    ),
    ("leet", None, lambda t, r: t.translate(str.maketrans("aeiost", "431057"))),
    ("spaced", None, lambda t, r: " ".join(t)),
    ("dotted", None, lambda t, r: ".".join(t.replace(" ", "  "))),
)


def _obfuscated() -> Iterator[WideSample]:
    for i, template in enumerate(_ENGLISH["obfuscate"]):
        base_cls = "role_impersonation" if i >= 3 else "instruction_override"
        for name, cls, transform in _OBFUSCATIONS:
            split = _split(f"obf:{i}:{name}")
            for seed in range(2):
                r = random.Random(f"obf:{i}:{name}:{seed}")
                text = transform(_fill(template, r), r)
                yield WideSample(
                    "injection", f"obfuscated_{name}", cls or base_cls, "en", text, split
                )


def _benign_english() -> Iterator[WideSample]:
    for family in ("benign_notes", "benign_security", "benign_code"):
        for i, text in enumerate(_ENGLISH[family]):
            split = _split(f"{family}:{i}")
            yield WideSample("injection", family.removeprefix("benign_"), None, "en", text, split)
            r = random.Random(f"{family}:{i}")
            wrapped = f"{r.choice(_MEMORY_CONTEXT).format(n=r.randint(2, 9))}\n{text}"
            yield WideSample(
                "injection", family.removeprefix("benign_"), None, "en", wrapped, split
            )


def _benign_data() -> Iterator[WideSample]:
    """Encoded data, identifiers and emoji: what a memory holds that no rule should read."""
    for kind, gen in _LOOKALIKES:
        if kind in ("hash", "uuid", "encoded", "id"):
            for seed in range(3):
                r = random.Random(f"inj-data:{kind}:{seed}:{gen.__code__.co_firstlineno}")
                yield WideSample(
                    "injection", "data", None, "en", gen(r), _split(f"d:{seed}:{kind}")
                )
    emoji = (
        "👨\u200d👩\u200d👧 family plan shipped 🚀",
        "Status: ✅ green, 🏳\ufe0f\u200d🌈 banner on",
        "🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f office party",
        "👍🏽 looks good to me",
        "क्ष and क्\u200dष render differently in Devanagari",
        "الإصدار ٢٫٣ جاهز للنشر",
    )
    for i, text in enumerate(emoji):
        yield WideSample("injection", "unicode_text", None, "und", text, _split(f"emoji:{i}"))


def injection_samples() -> list[WideSample]:
    """Read-gate samples; the write gate's benign configs and code must pass here too."""
    shared = [
        WideSample("injection", f"config_{s.kind}", None, s.lang, s.text, _split(s.text, 4))
        for s in [*_syntaxes(), *_lookalikes(), *_generic_assignments()]
        if s.cls is None
    ]
    return [*_multilingual(), *_english_attacks(), *_obfuscated(), *_benign_english(),
            *_benign_data(), *shared]  # fmt: skip


def load(gate: str, *, split: str | None = "test") -> list[WideSample]:
    """Samples of one gate ("privacy" or "injection"), optionally of one split only."""
    samples = privacy_samples() if gate == "privacy" else injection_samples()
    return [s for s in samples if split is None or s.split == split]
