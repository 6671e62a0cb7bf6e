"""Write gate: credentials handed to a program — on its command line, to a CLI that stores
them under a name, to a secrets manager's value flag, or as a literal argument of a client.

- ``curl -u user:password`` (the pair after ``-u``/``--user`` on a curl line; lftp's
  ``-u user,password``);
- ``aws configure set aws_secret_access_key …``, ``npm config set …:_authToken …``, ``yarn
  config set npmAuthToken …``, ``poetry config pypi-token.pypi …``, ``nuget setapikey …``;
- ``gh secret set NAME --body …``, ``az keyvault secret set … --value …``, ``aws
  secretsmanager … --secret-string …``;
- ``Client('AC…', '<32 hex>')``, ``SearchClient.create('APPID', '<admin key>')``,
  ``login("ci", "<token>")``: a generated-looking literal passed to a client, login or
  session call;
- ``ds.setPassword("…")``, ``.password("…")``, ``withApiKey("…")``: a setter or builder named
  for a secret; ``new NetworkCredential("svc", "…")``, ``HTTPBasicAuth('svc', '…')``: a
  credential object built from a literal;
- ``os.Setenv("DB_PASSWORD", "…")``, ``os.getenv("API_TOKEN", "…")``: a literal passed under a
  secret's name; ``process.env.API_TOKEN ?? "…"``, ``${API_TOKEN:-…}``: a literal fallback
  for a reference named for a secret;
- ``echo '…' | sudo -S …``, ``printf '%s' '…' | docker login --password-stdin``: a literal
  piped to a program that reads a password from stdin, or stores what it reads as a
  secret (``| gh secret set NAME``, round 34).

The caller (:mod:`memlane.core.privacy`) passes its key classifier and literal judge, so a
value here is judged exactly as in an assignment.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.privacy_letters import WORD_PART
from memlane.core.privacy_values import is_placeholder, machine_like
from memlane.core.short_presence import rules_for

KeyKind = Callable[[str], "str | None"]
LiteralJudge = Callable[..., bool]
Hit = tuple[int, int, str]

# A client built from literals: `Client('AC…', '<32 hex>')`, `SearchClient.create('APPID',
# '<admin key>')`, `login("ci", "<token>")`. Only a generated-looking literal counts.
_CLIENT_CALL = re.compile(
    r"(?<![\w.])(?P<callee>[A-Za-z_][\w.]{0,60})\([ \t]*(?:[^()\n]{0,160}?,[ \t]*)?"
    r"(?P<q>['\"])(?P<bare>[A-Za-z0-9+/=_\-]{24,200})(?P=q)[ \t]*[,)]"
)
_CLIENT_CALLEES = frozenset(
    {"client", "auth", "login", "connect", "credentials", "authenticate", "session", "sdk",
     "signin"}
)  # fmt: skip
# A CLI that stores a secret under a name: `aws configure set aws_secret_access_key …`,
# `npm config set //registry.npmjs.org/:_authToken …`, `yarn config set npmAuthToken …`,
# `poetry config pypi-token.pypi …`, `nuget setapikey …`.
# Round 34: the name in any case and quoted (`netlify env:set STRIPE_SECRET_KEY …`, `doppler
# secrets set API_KEY …`, `dotnet user-secrets set "Smtp:Password" "…"`).
_CLI_SET = re.compile(
    r"\b(?:config(?:ure)?(?:[ \t]+set)?|CONFIG[ \t]+SET|set|add|put|setapikey)[ \t]+"
    r"(?:--?[\w\-]+[ \t]+)*[\"']?"
    r"(?P<key>[\w.:/@\-]{0,80}?(?i:token|secret|password|passwd|apikey|api[_\-]key|authtoken"
    r"|access[_\-]key|requirepass|masterauth)[\w.\-]{0,40})[\"']?[ \t]+[\"']?"
    r"(?P<bare>[^\s\"']{8,200})"
)
# The value flag of a secrets manager's "set": `gh secret set NAME --body …`,
# `az keyvault secret set … --value …`, `aws secretsmanager … --secret-string …`.
_SECRET_FLAG = re.compile(
    r"\bsecrets?(?:manager)?[ \t]+(?:set|create|add|put|create-secret|put-secret-value)\b"
    r"[^\n]{0,160}?--(?:value|body|data|secret-string)(?:[ \t]+|=)[\"']?(?P<bare>[^\s\"']{8,200})"
)
_CLI_NEEDLES = needles(
    "config CONFIG set add put setapikey + token secret password passwd apikey api\\_key authtoken "
    "access\\_key access-key Token Secret Password ApiKey AuthToken requirepass masterauth TOKEN "
    "SECRET PASSWORD PASSWD APIKEY API\\_KEY ACCESS\\_KEY"
)
_SECRET_FLAG_NEEDLES = needles("--value --body --data --secret-string + secret")
# An event or resource name ("choosing-s3-sync-strategy"), not a generated value.
_WORD_SLUG = re.compile(r"[A-Za-z]+(?:[-_.:/][A-Za-z0-9]+)*")
# A route handed to a test client (`client.get("/items/valid-exclude-unset")`): lower-case
# words and numbers between slashes, dashes and underscores (round 37).
_ROUTE = re.compile(r"/[a-z][a-z0-9]*(?:[-_./]+[a-z0-9]+)*/?")
# A word of prose ending a sentence after "set password" ("Get and set password policies."):
# lower-case letters and the full stop, where a password would hold more (round 37).
_PROSE_WORD = re.compile(r"[a-z]{3,}[.,;]")
# `curl -u user:password`, and lftp's `-u user,password`
_CURL_USER = re.compile(
    r"(?<![\w\-])(?:-u|--user)[ \t=]+[\"']?(?P<user>[^\s:,\"']+)(?P<sep>[:,])(?P<bare>[^\s\"']+)"
)
_CURL_USER_NEEDLES = needles("-u")
_CLIENT_NEEDLES = needles("client auth login connect credential session sdk signin")


# A setter or builder named for a secret, given a literal (round 22): `ds.setPassword("…")`,
# `.password("…")`, `withApiKey("…")`, `set_token('…')`. The name is judged like a key; a
# plain function (`ask_password("Password: ")`) is not a setter.
_SETTER = re.compile(
    r"(?:\.(?:set|with|use)?_?|\b(?:set|with|use)_?)(?P<key>[A-Za-z_]{0,30}(?:[Pp]assword"
    r"|[Pp]asswd|[Ss]ecret|[Tt]oken|[Aa]pi_?[Kk]ey|PASSWORD|SECRET|TOKEN|API_KEY))[ \t]*\([ \t]*"
    r"(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})')[ \t]*(?:\.to\w+\(\))?[ \t]*\)"
)
# (a needle's "_" stands for a space: "api" and "Api" stand in for api_key and ApiKey)
_SETTER_NEEDLES = needles("assword asswd ecret oken api Api API ASSWORD ECRET OKEN")
# A credential object built from a user and a literal password: `new NetworkCredential("svc",
# "…")`, `PasswordAuthentication("svc", "…".toCharArray())`, `HTTPBasicAuth('svc', '…')`.
_CREDENTIAL_CTOR = re.compile(
    r"\b(?:NetworkCredential|PasswordAuthentication|UsernamePasswordCredentials"
    r"|UsernamePasswordAuthenticationToken|HTTPBasicAuth|HTTPDigestAuth|HttpBasicAuth|BasicAuth"
    r"|PasswordCredential|BasicAWSCredentials|StaticCredentialsProvider|SetBasicAuth"
    r"|(?:with_)?basic_auth|basicAuth|digest_auth)[ \t]*\([ \t]*"
    # Rust's reqwest wraps the password in an Option: `.basic_auth("svc", Some("…"))`
    r"[\"'][^\"'\n]{1,100}[\"'][ \t]*,[ \t]*(?:Some\([ \t]*)?"
    r"(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})')"
)
_CREDENTIAL_CTOR_NEEDLES = needles("Credential Authentication Auth Credentials basic digest")
# A literal handed over under a secret's name (round 27): `os.Setenv("DB_PASSWORD", "…")`,
# `System.setProperty("javax.net.ssl.keyStorePassword", "…")`, and a default that is itself
# the secret: `os.getenv("API_TOKEN", "…")`, `ENV.fetch("API_TOKEN", "…")`. The name is judged
# like a key, the literal like its value.
# (the pattern starts at the call's parenthesis, a literal the engine skips to)
_NAMED_ARG = re.compile(
    r"\([ \t]*(?P<kq>[\"'])(?P<key>[A-Za-z_][\w.\-]{0,60})(?P=kq)"
    r"[ \t]*,[ \t]*(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})')[ \t]*\)"
)
# A fallback written after a reference named for a secret, which is then the secret itself:
# `process.env.API_TOKEN ?? "…"`, `os.environ.get("API_TOKEN") or "…"`, `System.getenv("X")
# ?: "…"`, `${API_TOKEN:-…}`.
# (the pattern starts at the operator; the name is read backwards from there)
_FALLBACK = re.compile(
    r"(?:\?\?|\|\||\?:|(?<![\w.])or(?!\w))[ \t]*"
    r"(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})')"
    r"|\$\{(?P<key2>[A-Za-z_]\w{0,60}):?-(?P<bare>[^}\s\"'$]{1,200})\}"
)
_NAME_BEFORE = re.compile(r"(?P<key>[A-Za-z_]\w{0,60})(?:[\"'`]\]?)?\)?[ \t]*\Z")
_FALLBACK_NEEDLES = needles("?? || ?: )_or_ :- + " + " ".join(_SETTER_NEEDLES[0]))
# A literal password piped into a program that reads it from stdin: `echo '…' | sudo -S …`,
# `printf '%s' '…' | docker login --password-stdin`, `echo '…' | passwd --stdin ana`.
_PIPED = re.compile(
    r"\b(?:echo|printf)[ \t]+(?:-[neE]+[ \t]+)?(?:[\"']%s\\?n?[\"'][ \t]+)?"
    r"(?:\"(?P<dq>[^\"\n$`]{1,200})\"|'(?P<sq>[^'\n]{1,200})'|(?P<bare>[^\s\"'$`|;&]{1,200}))"
    r"[ \t]*\|[ \t]*(?:sudo[ \t]+-\w*S\b|passwd[ \t]+--stdin\b"
    # (a login that reads its password or token from stdin: docker's --password-stdin, gh's
    # --with-token, round 42)
    r"|[^\n|;&]{0,120}?--(?:password-stdin|with-token|token-stdin)\b"
    r"|[^\n|;&]{0,40}?\bauth[ \t]+login\b[^\n|;&]{0,80}?[ \t]--stdin\b"  # glab
    r"|(?:sudo[ \t]+)?chpasswd\b|kinit\b"
    # round 34: a program that stores what it reads as a secret (`gh secret set NAME`,
    # `docker secret create`, `wrangler secret put`, `gcloud secrets versions add`,
    # `vercel env add`): the piped literal is the value, judged by the name it is stored under
    r"|[^\n|;&]{0,120}?\b(?P<store>secrets?[ \t]+(?:versions[ \t]+)?(?:set|put|create|add)"
    r"|env[ \t]+add)\b(?:[ \t]+(?P<name>[A-Za-z_][\w.\-]{0,80}))?)"
)
_PIPED_NEEDLES = needles(
    "| + sudo password-stdin with-token token-stdin --stdin passwd chpasswd kinit secret env_add"
)


def _literal(m: re.Match[str]) -> str:
    return next(v for v in (m.groupdict().get(g) for g in ("dq", "sq", "bare")) if v is not None)


# The rules read on the text as written and their needle groups: on a memory, only those whose
# needles it may hold are tried (short_presence.rules_for: one look-up for them all)
_RULES = (
    (_CLI_SET, _CLI_NEEDLES),
    (_SECRET_FLAG, _SECRET_FLAG_NEEDLES),
    (_SETTER, _SETTER_NEEDLES),
    (_CREDENTIAL_CTOR, _CREDENTIAL_CTOR_NEEDLES),
    (_NAMED_ARG, _SETTER_NEEDLES),
    (_FALLBACK, _FALLBACK_NEEDLES),
    (_PIPED, _PIPED_NEEDLES),
    (_CURL_USER, _CURL_USER_NEEDLES),
)
_RULE_GROUPS = tuple(groups for _, groups in _RULES)


def command_hits(text: str, key_kind: KeyKind, literal_is_secret: LiteralJudge) -> Iterator[Hit]:
    held = [pattern for pattern, _ in rules_for(_RULES, _RULE_GROUPS, text)]
    for m in find_near(_CLIENT_CALL, text, _CLIENT_NEEDLES, haystack=text.lower()):
        parts = {p.lower() for p in WORD_PART.findall(m.group("callee"))}
        value = m.group("bare")
        if (
            parts & _CLIENT_CALLEES
            and machine_like(value, min_len=24)
            and not _WORD_SLUG.fullmatch(value)
            and not _ROUTE.fullmatch(value)
            and not is_placeholder(value)
        ):
            yield m.start("bare"), m.end("bare"), "secret_assignment"
    if _CLI_SET in held:
        for m in find_near(_CLI_SET, text, _CLI_NEEDLES):
            kind = key_kind(m.group("key")) or "secret"
            if _PROSE_WORD.fullmatch(m.group("bare")):
                continue
            if literal_is_secret(kind, m.group("bare"), strong=True):
                yield m.start(), m.end(), f"{kind}_assignment"
    if _SECRET_FLAG in held:
        for m in find_near(_SECRET_FLAG, text, _SECRET_FLAG_NEEDLES):
            if literal_is_secret("secret", m.group("bare"), strong=True):
                yield m.start(), m.end(), "secret_assignment"
    if _SETTER in held:
        for m in find_near(_SETTER, text, _SETTER_NEEDLES):
            setter_kind = key_kind(m.group("key"))
            if setter_kind and literal_is_secret(
                setter_kind, _literal(m), strong=True, quoted=True
            ):
                yield m.start(), m.end(), f"{setter_kind}_assignment"
    if _CREDENTIAL_CTOR in held:
        for m in find_near(_CREDENTIAL_CTOR, text, _CREDENTIAL_CTOR_NEEDLES):
            if literal_is_secret("password", _literal(m), strong=True, quoted=True):
                yield m.start(), m.end(), "password_assignment"
    if _NAMED_ARG in held:
        for m in find_near(_NAMED_ARG, text, _SETTER_NEEDLES):
            arg_kind = key_kind(m.group("key"))
            if arg_kind and literal_is_secret(arg_kind, _literal(m), strong=True, quoted=True):
                yield m.start(), m.end(), f"{arg_kind}_assignment"
    if _FALLBACK in held:
        for m in find_near(_FALLBACK, text, _FALLBACK_NEEDLES):
            key = m.group("key2")
            if key is None:
                before = _NAME_BEFORE.search(text, max(0, m.start() - 80), m.start())
                key = before.group("key") if before else None
            fallback_kind = key_kind(key) if key else None
            quoted = m.group("bare") is None
            if fallback_kind and literal_is_secret(
                fallback_kind, _literal(m), strong=True, quoted=quoted
            ):
                yield m.start(), m.end(), f"{fallback_kind}_assignment"
    if _PIPED in held:
        for m in find_near(_PIPED, text, _PIPED_NEEDLES):
            piped = _literal(m)
            if m.group(0).endswith("chpasswd"):
                piped = piped.partition(":")[2]  # chpasswd reads "user:password" lines
            kind = "password"
            if m["store"]:  # stored under a name: `| vercel env add NODE_ENV` stores a setting
                kind = (key_kind(m["name"]) if m["name"] else None) or "secret"
            if literal_is_secret(kind, piped, strong=True, quoted=m["bare"] is None):
                yield m.start(), m.end(), f"{kind}_assignment"
    if _CURL_USER in held:
        for m in find_near(_CURL_USER, text, _CURL_USER_NEEDLES):
            line_start = max(text.rfind("\n", 0, m.start()) + 1, m.start() - 300)
            program = "curl" if m.group("sep") == ":" else "lftp"
            if program in text[line_start : m.start()] and literal_is_secret(
                "password", m.group("bare"), strong=True
            ):
                yield m.start(), m.end(), "password_assignment"


__all__ = ["command_hits"]
