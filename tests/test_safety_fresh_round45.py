"""Write gate, round 45: a cold precision sweep, what a coding agent really stores.

Written cold, scored before any fix (base fd546e3): look-alikes 6 of 296 flagged, credentials
56 of 58 caught. Look-alikes by kind (flagged of written): conventions 0/20, failure->fix
lessons with commands and logs 0/20, config with placeholders and environment references
0/25, auth-flow documentation 0/15, hashes, commit SHAs, checksums and lockfile integrity
0/20, UUIDs/ULIDs/KSUIDs and ids in URLs 0/18, base64 images and fonts, minified JS 0/12,
public keys and certificates 0/11, JWT examples from documentation 4/7 (jwt.io's example
token three times, an unsigned `alg: none` token), API docs naming headers 0/11, test
fixtures clearly fake 2/12 (`"password": "correct-horse"` in a test's login POST, a JSON
fixture whose password is its user name, admin/admin), cookie names and examples 0/11,
password-policy prose 0/12, references to Vault and other stores 0/12, password fields in
forms and schemas 0/12, public-by-design values 0/8 (Sentry DSNs: public by design, they only
let one send events; Stripe publishable keys), eighteen languages 0/30, CI and infrastructure
0/20, other notes 0/20. Credentials by place (caught of written): lessons 8/8, config 10/10,
Vault and stores 3/4 (missed: "The DB password (from Vault secret/prod/db) is <pw>", a
parenthesis between the name and its copula), cookies 4/4, forms and SQL 3/4 (missed: an
`INSERT INTO t (name, api_token) VALUES ('ci', '<key>')`, its value matched to its column
by position), vendors 8/8, private keys 4/4, JWTs 2/2, fixtures holding real tokens 2/2,
twelve languages 12/12.

Real text (bench/privacy_real_text.py over tldr-pages in every language and the venv's
site-packages, base fd546e3): 216,886 distinct paragraphs, 15 flagged: 11 e-mail addresses
(8 authors' addresses in copyright and contributor lines: personal, right to flag; tldr's
`you@yourdomain.com`/`test@gmail.com` twice in Korean; ltrace's `malloc+free-@libc.so*`, a
glob and no address), and four other false positives: a Korean page's "비밀번호 해시를"
("password hashes") read as a password said in prose, `localStorage.setItem('token',
'jwt_abc123')`, `Authorization: Bearer token123` in a tldr placeholder, and two URLs whose
password is the word for a password (`mysql://pengguna:kata_sandi@host`,
`usuario[:contraseña]@host`).

Fixed by structure (each found by running the rules one by one on the flagged text):
- JWTs that hold no secret (core/privacy_jwt_examples.py, read where the token rule and the
  prose rule meet one): an unsigned token (`alg: none`, no signature: anyone can write it),
  and a documentation example, whose claims that name a subject (`sub`, `name`, `email`,
  `user_id`, …) are all example values (a counting run "1234567890", a placeholder person,
  an address at RFC 2606's domains) and whose other claims carry no identity (`iat`, `exp`,
  `iss`, `admin`, …); a token with a UUID subject, a real address or a role stays a secret;
- a default account (core/privacy_split.py, beside the local-host case round 29 added): the
  password repeats a word given as the user's name apart from it, and no server is named
  near (a fixture's admin/admin); beside another host the pair stays a login (round 29's
  `host="mq.internal"`, and round 41's `imap.login(user, '<pw>')`, which a first version
  passed: the user's match must lie outside the password);
- a test's made-up passphrase (core/privacy_assignments.py): a password of words (a kebab
  slug) in a text that opens a test (`def test_…(`, `func Test…(`, `#[test]`, `@Test`,
  `it('…`/`test('…`/`describe('…`); a generated value in a test stays a secret;
- a filler built from the alphabet's and the digits' first characters (`jwt_abc123`,
  `abcdef123456`; core/privacy_values.py is_placeholder, as "password123" already was);
- a URL whose password is the word for one in any language the prose rule reads
  (core/privacy_urls.py: `kata_sandi`, `contraseña`, `mot_de_passe`);
- Korean's adnominal "-는"/"-은" after a verb's stem (하, 되, 있, 없, 않, …) is no topic
  particle (core/privacy_prose.py); a backtick closing a code span ends the value the prose
  rule reads ("{{Bearer token123}}`") and smbclient's `-U user%…`;
- an address whose mailbox ends in a dash, a dot or a plus, or that a glob follows, is a
  pattern (`malloc+free-@libc.so*`), and a domain written as a slot (`yourdomain`,
  `your-company`, `mysite`) is one (core/privacy_email.py).
After the fix: look-alikes 0 of 296, credentials 56 of 58 (the two misses above are recall
gaps, left as strict xfails). Real text: 15 -> 7 flagged, 0 new, 8 gone; the 7 left are
authors' addresses in copyright and contributor lines (one of them dateutil's list address
at python.org, a mailing list no role word names).

Variants written after the fix, scored before fixing again (the base's figure in brackets):
30 look-alikes (Auth0's and RFC-style example tokens, an unsigned one, a word for a password
in five languages' URLs, fillers under four names, default accounts in JSON, YAML and a
dict, test passphrases in Jest, Go and JUnit, three Korean adnominal sentences, address
slots and ltrace's pattern, notes about the new rules) 1 flagged (base: 15): smbclient's
`-U nutzer%passwort` inside backticks (the backtick read as the password's); fixed (the
backtick ends the value), 0. 13 credentials (a real subject under a docs-looking token, an
example subject beside a role or a real address, a real password behind a word for a user
in a URL, passwords and keys that start like a filler, default accounts on named servers, a
generated password and a key in tests, Korean said with its topic particle) 12 caught (base:
12): missed on both, YAML's unquoted `password: admin` beside its host (PENDING). Three
personal addresses stay flagged (test_round_45_addresses_are_still_flagged).

Cost (callgrind; bench/safety_instructions.py --baseline fd546e3 --gates privacy --bodies
memories,documentation,transcript, run from an export of each commit). The fixes (c73f32e):
one memory (mean) 1.494 -> 1.492 M instructions (-0.2 %), documentation 674.128 -> 674.399 M
(+0.0 %), transcript 688.223 -> 692.427 M (+0.6 %). Then the per-memory overhead: a profile
of the memories sample counted ~108 find_near calls a memory, nearly all for rules whose
needles it does not hold, each two Python frames (find_near, short_presence.answer); the
loops of thirteen modules now ask short_presence.rules_for once for all their rules (bearer,
commands, split's block and pair rules, logins, key blocks, recovery, key literals, auth
helpers and the personal-data rules: contact, status, ailments, health, bank), the same
rules in the same order. Measured on the way with a driver over the same sample: the first
four modules 1.492 -> 1.386 M (-7.1 %), with commands and split 1.351 M (-9.4 %); all of
them (e928e7d, against fd546e3): one memory 1.495 -> 1.294 M (-13.4 %), documentation
674.163 -> 674.544 M (+0.1 %), transcript 688.241 -> 691.854 M (+0.5 %) (the baseline's
counts differ from the first run's by < 0.01 %). The transcript's +0.5 % comes with the fixes
(c73f32e: +0.6 %), not found in a profile (none of the new checks runs more than a few times
on it). Verdicts unchanged: find_credentials' findings (class, field, line, column) on
25,274 texts (every string literal of 8+ characters in tests/*.py and every list of every
fresh round) are the same on c73f32e and e928e7d (1,162 flagged in both), and
bench/privacy_real_text.py's report (7 flagged, with their findings) is the same; and
bench/safety_equivalence.py --baseline c73f32e --candidate <e928e7d's tree> --bodies 200:
133,470 verdicts (both gates; corpora, test literals, records whole, cut and imported,
synthetic buried bodies), 0 differ.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import string

import pytest

from fresh_round_cases import (
    LOW,
    URLSAFE,
    RoundValues,
    credential_cases,
    look_alike_cases,
    secret_classes,
)
from memlane.core.privacy import find_credentials

_V = RoundValues(45)
_chars = _V.chars
_h = _V.hex
_pw = _V.password
_uuid = _V.uuid
_key = _V.key
_b64 = _V.b64
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_B62 = string.ascii_letters + string.digits


def _ulid() -> str:
    return _chars(26, _CROCKFORD)


def _ksuid() -> str:
    return _chars(27, _B62)


def _sha1() -> str:
    return _h(40)


def _sha256() -> str:
    return _h(64)


def _b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _doc_jwt() -> str:
    """The example token of jwt.io's debugger, signed at test time with the secret its page
    prints ("your-256-bit-secret"): a documentation example, known to everyone."""
    head = _b64url(b'{"alg":"HS256","typ":"JWT"}')
    body = _b64url(b'{"sub":"1234567890","name":"John Doe","iat":1516239022}')
    sig = hmac.new(b"your-256-bit-secret", f"{head}.{body}".encode(), hashlib.sha256).digest()
    return f"{head}.{body}.{_b64url(sig)}"


def _pem_public(label: str = "PUBLIC KEY", n: int = 294) -> str:
    body = _b64(n)
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def _ssh_pub(kind: str = "ssh-ed25519") -> str:
    return kind + " AAAAC3NzaC1lZDI1NTE5AAAAI" + _chars(43, string.ascii_letters + string.digits)


# --- look-alikes, by kind: what an agent stores, none of it a secret ----------------------------


def _conventions() -> list[str]:
    return [
        "Convention: API tokens are read from the environment, never from config files; the "
        "loader fails fast when GITHUB_TOKEN is unset.",
        "Decision (2026-11-02): we rotate the signing secret every 90 days through the "
        "secrets-rotation job; the old key stays valid for 24 h.",
        "Never log request headers in the auth middleware: Authorization and Cookie are "
        "stripped by redact_headers() before the logger sees them.",
        "Naming: settings that hold secrets end in _SECRET or _TOKEN so the redactor masks them "
        "(e.g. STRIPE_SECRET, SLACK_BOT_TOKEN).",
        "The password reset token expires after 30 minutes and is single-use; the table is "
        "password_reset_tokens(user_id, token_hash, expires_at).",
        "We store only bcrypt hashes of passwords (cost 12); never compare plaintext.",
        "Decision: session tokens move from localStorage to an httpOnly cookie (XSS exposure).",
        "Use `secrets.token_urlsafe(32)` for new API keys; keys are shown once and stored hashed "
        "with SHA-256.",
        "Tests must not hit the real payment API: the client reads STRIPE_API_KEY and the test "
        "settings point it at stripe-mock.",
        "The deploy key for the docs repo is read-only; the write key lives in the CI secret "
        "DOCS_DEPLOY_KEY.",
        "Prefer OIDC federation to long-lived AWS access keys in GitHub Actions "
        "(role-to-assume + id-token: write).",
        "A token prefix such as ghp_ or xoxb- tells the scanner what leaked; keep our own "
        "tokens prefixed ml_live_ / ml_test_ for the same reason.",
        "When the refresh token is revoked, the client must re-run the device flow; don't "
        "retry with the old access token.",
        "Style: the secret key argument is keyword-only (`sign(payload, *, key)`) so it never "
        "lands in a positional log.",
        "Password hashing moved to argon2id (m=65536, t=3, p=4) in PR #812; old bcrypt hashes "
        "are re-hashed on next login.",
        "Keep `.env` in .gitignore; `.env.example` is committed with empty values.",
        "API key scopes: read:issues, write:issues, admin:org — request the smallest set.",
        "We decided against storing the OpenAI key in the repo's settings.json; it comes from "
        "the keychain via `security find-generic-password -s openai -w`.",
        "Auth0 tenant: acme-prod.eu.auth0.com; the client id is public, the client secret is "
        "in 1Password under 'Auth0 prod M2M'.",
        "Secret scanning push protection is on for the org; a blocked push means rotate first, "
        "then rewrite history.",
    ]


def _lessons() -> list[str]:
    return [
        'Failure: `npm ci` failed with E401 Unable to authenticate, need: Basic realm="GitHub '
        "Package Registry\"'. Fix: the NODE_AUTH_TOKEN env was not passed to the step; added "
        "`env: NODE_AUTH_TOKEN: ${{ secrets.GITHUB_TOKEN }}`.",
        'psql: error: connection to server at "db" (172.18.0.3), port 5432 failed: FATAL:  '
        'password authentication failed for user "app". Cause: PGPASSWORD unset in the '
        "container; fixed by env_file: .env.",
        "Lesson: `git push` said 'remote: Invalid username or token. Password authentication is "
        "not supported for Git operations.' — switch the remote to SSH or use `gh auth login`.",
        'docker login failed: \'Error response from daemon: Get "https://ghcr.io/v2/": denied: '
        "denied'. The PAT lacked write:packages; regenerated it with that scope.",
        "Error: `botocore.exceptions.NoCredentialsError: Unable to locate credentials`. Fix: "
        "`aws sso login --profile dev` then `export AWS_PROFILE=dev`.",
        "Traceback: jwt.exceptions.ExpiredSignatureError: Signature has expired — the test "
        "clock was frozen at 2024-01-01; use freezegun's tick=True.",
        "401 from the API after upgrading httpx: the client now drops the Authorization header "
        "on cross-origin redirects. Fixed by calling the final URL directly.",
        "CI broke with `fatal: could not read Username for 'https://github.com': terminal "
        "prompts disabled`; the checkout needed `persist-credentials: true`.",
        "Lesson: `ssh -T git@github.com` printed 'Permission denied (publickey)'; the agent had "
        "no key loaded — `ssh-add ~/.ssh/id_ed25519` fixed it.",
        "kubectl: 'error: You must be logged in to the server (Unauthorized)' — the token in "
        "the kubeconfig expired; `aws eks update-kubeconfig --name prod` refreshed it.",
        "Failure: `pip install` from the private index asked for a password. Fix: keyring "
        "backend + `PIP_INDEX_URL=https://__token__@pypi.internal/simple` with the token from "
        "the keyring, not inline.",
        "The flaky test was `test_login_rate_limit`: it shared the redis db with "
        "test_password_reset. Gave each test its own db number.",
        "Log line: `WARN auth: token refresh failed status=400 error=invalid_grant "
        'error_description="Token has been expired or revoked."` → user must re-consent.',
        "mysql said `ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using "
        "password: YES)`; the container's MYSQL_ROOT_PASSWORD applies only on first init — "
        "removed the volume.",
        "`terraform plan` failed: 'Error: No valid credential sources found'. Fix: "
        "`export AWS_PROFILE=infra` before running.",
        "Sentry showed `KeyError: 'SECRET_KEY'` at startup in staging; the Helm chart mounted "
        "the secret under a different name (django-secret-key). Renamed the env var.",
        "Fixed: the webhook signature check failed because we hashed the parsed JSON, not the "
        "raw body. Use `hmac.compare_digest(sig, expected)` on the raw bytes.",
        "cargo publish: 'error: failed to publish: the remote server responded with an error: "
        "this crate exists but you don't seem to be an owner' — wrong token (personal vs org).",
        "Redis: `NOAUTH Authentication required.` after enabling requirepass in prod; the "
        "worker's REDIS_URL lacked the password part — now read from REDIS_PASSWORD.",
        "gpg: signing failed: Inappropriate ioctl for device → `export GPG_TTY=$(tty)`.",
    ]


def _config_placeholders() -> list[str]:
    return [
        "DATABASE_URL=postgres://app:${DB_PASSWORD}@localhost:5432/app",
        "OPENAI_API_KEY=sk-...\nANTHROPIC_API_KEY=<your key here>",
        'password: "{{ vault_db_password }}"',
        "api_key: ${API_KEY}",
        "client_secret = os.environ['CLIENT_SECRET']",
        'token = os.getenv("GITHUB_TOKEN", "")',
        "SECRET_KEY=changeme  # replace in production",
        "spring.datasource.password=${DB_PASS}",
        '"apiKey": "YOUR_API_KEY"',
        "export AWS_SECRET_ACCESS_KEY=xxxxxxxxxxxxxxxxxxxx",
        "auth_token: !vault |\n  $ANSIBLE_VAULT;1.1;AES256",
        "password = <REDACTED>",
        "- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: db-creds\n      key: "
        "password",
        "env:\n  API_TOKEN: ${{ secrets.API_TOKEN }}",
        "[database]\nuser = app\npassword = %(DB_PASSWORD)s",
        "config.api_key = Rails.application.credentials.dig(:stripe, :secret_key)",
        "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXX",
        "token: '********'",
        'const apiKey = process.env.MAPBOX_TOKEN ?? "";',
        "REDIS_URL=redis://:${REDIS_PASSWORD}@redis:6379/0",
        "password: !ENV ${SMTP_PASSWORD}",
        'let key = std::env::var("API_KEY").expect("API_KEY must be set");',
        # AWS's documented example pair (their docs print it), assembled here
        "aws_access_key_id = AKIA" + "IOSFODNN7EXAMPLE\naws_secret_access_key = "
        "wJalrXUtnFEMI/" + "K7MDENG/bPxRfiCYEXAMPLEKEY",
        'db:\n  password: ""  # set via DB_PASSWORD',
        'secret = "<generate with: openssl rand -hex 32>"',
    ]


def _auth_docs() -> list[str]:
    return [
        "OAuth 2.0 authorization code flow: the app redirects to /authorize with client_id, "
        "redirect_uri, scope and state; the server returns a code; the app exchanges code + "
        "client_secret at /token for an access_token and a refresh_token.",
        "PKCE: generate a code_verifier (43-128 chars), send code_challenge = "
        "BASE64URL(SHA256(code_verifier)) with code_challenge_method=S256.",
        "Device flow: POST /device/code returns device_code, user_code (e.g. WDJB-MJHT) and "
        "verification_uri; poll /token with grant_type=urn:ietf:params:oauth:grant-type:"
        "device_code.",
        "Our API uses HMAC request signing: signature = HMAC-SHA256(secret, method + path + "
        "timestamp + body), sent as X-Signature with X-Timestamp.",
        "The access token is a JWT (RS256); verify with the JWKS at "
        "https://auth.acme.io/.well-known/jwks.json and check aud, iss and exp.",
        "Basic auth: the header is `Authorization: Basic base64(username:password)`; never use "
        "it over plain HTTP.",
        "Refresh tokens rotate: each use returns a new one and invalidates the old one "
        "(reuse detection revokes the family).",
        "SAML: the IdP posts a signed SAMLResponse to the ACS URL; the SP validates the "
        "signature against the IdP's X.509 certificate.",
        "Client credentials grant: POST /oauth/token grant_type=client_credentials&client_id=..."
        "&client_secret=... — for machine-to-machine only.",
        "TOTP (RFC 6238): 6 digits, 30 s step, HMAC-SHA1 over the shared secret; allow one step "
        "of clock skew.",
        "Personal access tokens: Settings → Developer settings → Tokens (fine-grained); set an "
        "expiry and the repository scope.",
        "WebAuthn registration: navigator.credentials.create({publicKey: options}); the server "
        "stores the credential id and public key, never a password.",
        "mTLS between services: each pod gets a cert from cert-manager; the CA bundle is "
        "mounted at /etc/ssl/mesh/ca.crt.",
        "API keys are passed as `X-API-Key: <key>` or `?api_key=<key>`; the query form is "
        "deprecated because it lands in access logs.",
        "Session fixation: regenerate the session id after login "
        "(`request.session.cycle_key()` in Django).",
    ]


def _hashes() -> list[str]:
    return [
        "Fixed in commit " + _sha1() + " (revert of " + _sha1()[:12] + ").",
        "git bisect: first bad commit is " + _sha1(),
        "sha256sum dist/memlane-0.9.0.tar.gz\n" + _sha256() + "  dist/memlane-0.9.0.tar.gz",
        "Pinned: `uses: actions/checkout@" + _sha1() + "  # v4.2.2`",
        '"integrity": "sha512-' + _b64(64) + '"',
        'resolved "https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#' + _sha1() + '"\n'
        "  integrity sha512-" + _b64(64),
        "requests==2.32.3 \\\n    --hash=sha256:" + _sha256(),
        'checksum = "' + _sha256() + '"  # Cargo.lock',
        "FROM python:3.12-slim@sha256:" + _sha256(),
        "md5 of the fixture: " + _h(32),
        "The image digest changed: sha256:" + _sha256()[:12] + " → sha256:" + _sha256()[:12],
        "go.sum: golang.org/x/crypto v0.31.0 h1:" + _b64(32),
        'ETag: "' + _h(32) + '"',
        "Cache key: pip-Linux-" + _sha256(),
        'poetry.lock: [[package]] name = "idna" files = [{file = "idna-3.10.tar.gz", hash = '
        '"sha256:' + _sha256() + '"}]',
        'SRI: <script src="https://cdn.jsdelivr.net/npm/alpinejs@3.14.1/dist/cdn.min.js" '
        'integrity="sha384-' + _b64(48) + '" crossorigin="anonymous"></script>',
        "Merged " + _sha1()[:7] + " into main; tag v2.3.0 points at " + _sha1(),
        "blake3: " + _sha256(),
        "The build's fingerprint (content hash) is " + _h(16) + "; bump it to bust the cache.",
        'nix: outputHash = "sha256-' + _b64(32) + '";',
    ]


def _ids() -> list[str]:
    return [
        "Trace id " + _h(32) + ", span " + _h(16) + " — the slow query is in the second span.",
        "The order " + _uuid() + " was charged twice; idempotency key reuse fixed it.",
        "ULID for the new event: " + _ulid(),
        "Segment's KSUID looks like " + _ksuid() + " (time-ordered).",
        "Issue reproduced at https://app.acme.io/projects/" + _uuid() + "/runs/" + _ulid(),
        "Request-Id: req_" + _chars(24),
        "Stripe object ids: cus_" + _chars(14) + ", pi_" + _chars(24) + ", ch_" + _chars(24),
        "Google Drive file: https://drive.google.com/file/d/" + _chars(33, URLSAFE) + "/view",
        "the correlation id in the logs: " + _uuid(),
        "YouTube video dQw4w9WgXcQ and playlist PL" + _chars(32, URLSAFE),
        "S3 object: s3://acme-artifacts/builds/" + _ulid() + "/app.zip",
        "Notion page https://www.notion.so/acme/Runbook-" + _h(32),
        "nanoid default: " + _chars(21, URLSAFE),
        "GitHub Actions run https://github.com/acme/api/actions/runs/12345678901/job/34567890123",
        'Mongo ObjectId("' + _h(24) + '") is the user record to fix.',
        "Figma file https://www.figma.com/design/" + _chars(22) + "/Checkout?node-id=12-345",
        "Gist https://gist.github.com/acme-bot/" + _h(32),
        "Datadog monitor 123456789, dashboard abc-" + _chars(3, LOW) + "-" + _chars(3, LOW),
    ]


def _blobs() -> list[str]:
    return [
        ".icon { background: url(data:image/png;base64," + _b64(180) + "); }",
        "@font-face { font-family: 'Inter'; src: url(data:font/woff2;base64,"
        + _b64(300)
        + ") format('woff2'); }",
        '<img alt="logo" src="data:image/svg+xml;base64,' + _b64(120) + '">',
        '!function(e,t){"object"==typeof exports?module.exports=t():e.x=t()}(this,function()'
        '{var n="' + _chars(40) + '";return function(r){return n.indexOf(r)}});',
        "var a=function(e){return e.replace(/[A-Za-z]/g,function(c){return String."
        "fromCharCode(c.charCodeAt(0)+13)})};",
        "The favicon is inlined: data:image/x-icon;base64," + _b64(90),
        "sourceMappingURL=data:application/json;charset=utf-8;base64," + _b64(150),
        "Snapshot test stores the PNG as base64: iVBORw0KGgoAAAANSUhEUgAA" + _b64(120),
        "webpack chunk names are hashed: main." + _h(20) + ".js, vendors." + _h(20) + ".js",
        'protobuf bytes field in the fixture: "payload": "' + _b64(40) + '"',
        "The base64 of a 1x1 gif: R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
        "const ALPHABET = 'ModuleSymbhasOwnPr-0123456789ABCDEFGHNRVfgctiUvz_KqYTJkLxpZXIjQW';",
    ]


def _public_keys() -> list[str]:
    return [
        "Our JWT verification key:\n" + _pem_public(),
        "Add this deploy key to the repo (read-only): " + _ssh_pub() + " ci@acme",
        "The CA certificate for the staging mesh:\n" + _pem_public("CERTIFICATE", 600),
        "~/.ssh/authorized_keys:\n" + _ssh_pub() + " alice@laptop\n" + _ssh_pub() + " bob@ws",
        "gpg --armor --export: -----BEGIN PGP PUBLIC KEY BLOCK-----\n\n"
        + _b64(400)
        + "\n-----END PGP PUBLIC KEY BLOCK-----",
        'JWKS entry: {"kty": "RSA", "kid": "'
        + _h(16)
        + '", "use": "sig", "n": "'
        + _chars(342, URLSAFE)
        + '", "e": "AQAB"}',
        "known_hosts: github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabg"
        "TPGRtAmXyUfVa0lA8",
        "age public key: age1" + _chars(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"),
        "minisign public key: RWQ" + _b64(30)[:53],
        "Certificate fingerprint SHA256:" + _b64(32).rstrip("="),
        'TLS pin: pin-sha256="' + _b64(32) + '"',
    ]


def _jwt_docs() -> list[str]:
    jwt = _doc_jwt()
    return [
        "The jwt.io example token, for the decoding test: " + jwt,
        "Example from the docs (HS256, secret 'your-256-bit-secret'):\n" + jwt,
        "curl -H 'Authorization: Bearer <token>' https://api.acme.io/v1/me",
        "A JWT has three parts: header.payload.signature, e.g. eyJhbGciOi... . eyJzdWIiOi... . "
        "SflKxwRJ...",
        'decoded payload: {"sub": "1234567890", "name": "John Doe", "iat": 1516239022}',
        "test_decode uses the documented example `" + jwt + "` and expects name == 'John Doe'.",
        "alg: none tokens must be rejected: eyJhbGciOiJub25lIn0.eyJzdWIiOiJ0ZXN0In0.",
    ]


def _header_docs() -> list[str]:
    return [
        "Headers: `Authorization: Bearer <access_token>`, `X-Request-Id: <uuid>`, "
        "`Idempotency-Key: <string>`.",
        "| Header | Required | Description |\n|---|---|---|\n| X-API-Key | yes | your project "
        "key |\n| X-Api-Version | no | defaults to 2024-10-01 |",
        "Send `Authorization: token YOUR_TOKEN` (classic) or `Authorization: Bearer "
        "YOUR_TOKEN` (fine-grained).",
        "The Slack API expects `Authorization: Bearer xoxb-your-token`.",
        "Rate limit headers: X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset.",
        'WWW-Authenticate: Bearer realm="api", error="invalid_token", '
        'error_description="The access token expired"',
        "Set `Proxy-Authorization` only for the corporate proxy; requests strips it on redirect.",
        "The webhook carries `X-Hub-Signature-256: sha256=<hex digest>`; compare with "
        "hmac.compare_digest.",
        "API: GET /v2/keys lists key ids and prefixes (never the secret), DELETE /v2/keys/{id} "
        "revokes one.",
        "Header `Cookie: sessionid=<id>; csrftoken=<token>` is required for the form POST.",
        "Anthropic: `x-api-key: $ANTHROPIC_API_KEY` and `anthropic-version: 2023-06-01`.",
    ]


def _fake_fixtures() -> list[str]:
    return [
        'def test_login(client):\n    r = client.post("/login", data={"username": "alice", '
        '"password": "correct-horse"})\n    assert r.status_code == 302',
        'FAKE_TOKEN = "test-token"  # fixture; the mock server accepts anything',
        'user = UserFactory(email="test@example.com", password="password123")',
        'monkeypatch.setenv("GITHUB_TOKEN", "dummy")',
        'fixtures/users.json: [{"username": "admin", "password": "admin"}]  # local docker only',
        'assert mask("sk_test_1234") == "sk_test_****"',
        "it('rejects a wrong password', () => expect(login('bob', 'wrong')).rejects.toThrow())",
        'os.environ["API_KEY"] = "fake-key-for-tests"',
        'let creds = Credentials::new("test_user", "test_pass");',
        'settings.SECRET_KEY = "insecure-test-key"',
        "The mock OAuth server returns access_token=mock-access-token, "
        "refresh_token=mock-refresh-token.",
        'client = Client(api_key="sk-test-xxxxxxxxxxxxxxxxxxxx")',
    ]


def _cookies() -> list[str]:
    return [
        "Django sets two cookies: `csrftoken` (readable by JS for the X-CSRFToken header) and "
        "`sessionid` (httpOnly).",
        "Set-Cookie: csrftoken=<token>; Path=/; SameSite=Lax",
        "Cookie names we expect: sessionid, csrftoken, django_language; anything else is "
        "analytics.",
        "The session cookie is `__Host-session`, Secure, HttpOnly, SameSite=Strict, no Domain.",
        "SESSION_COOKIE_AGE = 1209600  # two weeks\nCSRF_COOKIE_HTTPONLY = False",
        "Set-Cookie: _ga=GA1.2.1234567890.1700000000; Max-Age=63072000",
        "document.cookie = 'theme=dark; path=/; max-age=31536000'",
        "Laravel's cookies: XSRF-TOKEN and laravel_session (encrypted).",
        "Clear cookies: `Set-Cookie: sessionid=; Max-Age=0; Path=/`",
        "Cookie consent stores `cookieconsent_status=dismiss` for a year.",
        "Rails: config.session_store :cookie_store, key: '_acme_session', same_site: :lax",
    ]


def _policy_prose() -> list[str]:
    return [
        "Password policy: at least 12 characters, checked against the HIBP k-anonymity API; "
        "no composition rules (NIST 800-63B).",
        "Users must change a temporary password at first login; it expires after 72 hours.",
        "Lockout: 5 failed password attempts lock the account for 15 minutes.",
        "The password field accepts up to 128 characters and any Unicode; we NFKC-normalize "
        "before hashing.",
        "Support never asks for your password; the reset link is the only way to change it.",
        "Admins cannot see user passwords; they can only send a reset email.",
        "Passphrases like 'correct horse battery staple' are encouraged over short complex "
        "passwords.",
        "Service accounts use keys, not passwords; keys rotate every 90 days.",
        "The password strength meter uses zxcvbn; score < 3 is rejected.",
        "Password expiry is disabled (it pushed users to predictable patterns).",
        "The wifi password for guests is on the card at the front desk.",
        "The default password of the router must be changed at install; the installer "
        "refuses 'admin'.",
    ]


def _vault_refs() -> list[str]:
    return [
        "The DB password is stored in Vault at secret/data/prod/db (key: password).",
        "vault kv get -field=password secret/prod/postgres",
        "Secrets live in AWS Secrets Manager under prod/api/stripe; the task role can read it.",
        "The API token is in 1Password: vault 'Engineering', item 'Sentry auth token'.",
        "gcloud secrets versions access latest --secret=db-password",
        "password: ref+vault://secret/data/app#/db_password",
        "az keyvault secret show --vault-name acme-kv --name sql-admin-password --query value",
        "SOPS-encrypted: password: ENC[AES256_GCM,data:"
        + _b64(12)
        + ",iv:"
        + _b64(32)
        + ",tag:"
        + _b64(16)
        + ",type:str]",
        "The keystore password comes from the KEYSTORE_PASSWORD secret in the CI settings.",
        "kubectl get secret db-creds -o jsonpath='{.data.password}' | base64 -d",
        "Doppler injects secrets at run time: `doppler run -- npm start`.",
        "Sealed secret: encryptedData:\n  password: Ag" + _b64(200),
    ]


def _forms_schemas() -> list[str]:
    return [
        '<input type="password" name="password" autocomplete="current-password" required>',
        "CREATE TABLE users (id bigserial PRIMARY KEY, email text UNIQUE, password_hash text "
        "NOT NULL, api_token_digest char(64));",
        "ALTER TABLE accounts ADD COLUMN password_changed_at timestamptz;",
        "class User(Base):\n    password_hash = Column(String(128), nullable=False)",
        '<label for="pw">Password</label><input id="pw" type="password" minlength="12">',
        "SELECT id, email FROM users WHERE password_hash IS NULL;",
        "password = forms.CharField(widget=forms.PasswordInput)",
        't.string :encrypted_password, null: false, default: ""',
        'TextField(obscureText: true, decoration: InputDecoration(labelText: "Password"))',
        "UPDATE users SET password_hash = NULL, must_reset = true WHERE id = 42;",
        '{"type": "object", "properties": {"password": {"type": "string", '
        '"minLength": 12, "writeOnly": true}}}',
        "interface LoginForm { username: string; password: string; remember: boolean }",
    ]


def _public_by_design() -> list[str]:
    # a Sentry DSN is public by design (Sentry's docs: it only allows sending events); a
    # Stripe publishable key is meant for the browser
    return [
        "SENTRY_DSN=https://" + _h(32) + "@o" + _V.digits(6) + ".ingest.sentry.io/" + _V.digits(7),
        'Sentry.init({ dsn: "https://'
        + _h(32)
        + "@o"
        + _V.digits(6)
        + ".ingest.us.sentry.io/"
        + _V.digits(7)
        + '", tracesSampleRate: 0.1 });',
        'sentry_sdk.init(dsn="https://' + _h(32) + '@sentry.acme.io/12")',
        "STRIPE_PUBLISHABLE_KEY=pk_live_" + _chars(99),
        "const stripe = Stripe('pk_test_" + _chars(99) + "');",
        "NEXT_PUBLIC_STRIPE_KEY=pk_live_" + _chars(24),
        "Google Maps browser key restricted by referrer: NEXT_PUBLIC_MAPS_KEY is in the "
        "bundle on purpose.",
        "Algolia search-only key is public: ALGOLIA_SEARCH_KEY in the frontend env.",
    ]


def _languages() -> list[str]:
    return [
        # German, French, Spanish, Portuguese, Italian, Dutch, Polish, Russian, Ukrainian,
        # Japanese, Chinese, Korean, Turkish, Swedish, Czech, Hindi, Vietnamese, Indonesian
        "Das Datenbank-Passwort liegt in Vault unter secret/prod/db; nie ins Repo schreiben.",
        "Passwortrichtlinie: mindestens 12 Zeichen, kein Ablauf.",
        "Le mot de passe de la base est dans Vault (secret/prod/db) ; ne jamais le committer.",
        "Le jeton d'accès expire après une heure ; utiliser le refresh token.",
        "La contraseña se guarda en el gestor de secretos; la variable es DB_PASSWORD.",
        "El token de la API se lee de la variable de entorno API_TOKEN.",
        "A senha do banco fica no Secrets Manager em prod/db; nunca no código.",
        "O token expira em 30 minutos; renove com o refresh token.",
        "La password del database è in Vault; la variabile d'ambiente è DB_PASSWORD.",
        "Het wachtwoord staat in 1Password onder 'Prod DB'; niet in de repo zetten.",
        "Hasło do bazy jest w Vault (secret/prod/db); zmienna to DB_PASSWORD.",
        "Token dostępu wygasa po godzinie.",
        "Пароль от базы хранится в Vault по пути secret/prod/db; в репозиторий не класть.",
        "Токен доступа берём из переменной окружения API_TOKEN.",
        "Пароль до бази зберігається у Vault; змінна середовища DB_PASSWORD.",
        "データベースのパスワードは Vault の secret/prod/db に保存されています。",
        "アクセストークンは環境変数 API_TOKEN から読み込みます。",
        "数据库密码保存在 Vault 的 secret/prod/db 中，不要提交到仓库。",
        "访问令牌从环境变量 API_TOKEN 读取，有效期一小时。",
        "데이터베이스 비밀번호는 Vault의 secret/prod/db에 저장되어 있습니다.",
        "API 토큰은 환경 변수 API_TOKEN에서 읽습니다.",
        "Veritabanı şifresi Vault'ta secret/prod/db altında; repoya koymayın.",
        "Lösenordet till databasen ligger i Vault; miljövariabeln heter DB_PASSWORD.",
        "Heslo k databázi je ve Vaultu (secret/prod/db); nikdy ho necommitujte.",
        "डेटाबेस का पासवर्ड Vault में secret/prod/db पर रखा है।",
        "Mật khẩu cơ sở dữ liệu được lưu trong Vault tại secret/prod/db.",
        "Kata sandi database disimpan di Vault (secret/prod/db); jangan di-commit.",
        "Das Passwort muss mindestens 12 Zeichen lang sein.",
        "Le mot de passe par défaut est à changer à la première connexion.",
        "La contraseña del wifi de invitados está en la recepción.",
    ]


def _ci_infra() -> list[str]:
    return [
        "- uses: docker/login-action@v3\n  with:\n    registry: ghcr.io\n    username: "
        "${{ github.actor }}\n    password: ${{ secrets.GITHUB_TOKEN }}",
        "permissions:\n  id-token: write\n  contents: read",
        "ARG NPM_TOKEN\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\nstringData:\n"
        '  password: ""  # filled by external-secrets',
        "helm upgrade api ./chart --set image.tag=" + _sha1()[:12] + " --set-file "
        "tls.crt=./certs/tls.crt",
        'terraform: variable "db_password" { type = string, sensitive = true }',
        "docker run -e POSTGRES_PASSWORD_FILE=/run/secrets/pg_pw postgres:16",
        "gh secret set NPM_TOKEN < token.txt  # reads stdin, nothing in shell history",
        "ssh-keygen -t ed25519 -C \"ci@acme\" -f ~/.ssh/deploy_ed25519 -N ''",
        "openssl req -x509 -newkey rsa:4096 -keyout key.pem -out cert.pem -days 365 -nodes "
        "-subj '/CN=localhost'",
        "git config --global credential.helper osxkeychain",
        "az login --service-principal -u $APP_ID -p $CLIENT_SECRET --tenant $TENANT_ID",
        'echo "$DOCKER_PASSWORD" | docker login -u "$DOCKER_USER" --password-stdin',
        "mysql -u app -p -h db.internal app  # prompts for the password",
        "export VAULT_ADDR=https://vault.acme.io:8200 && vault login -method=oidc",
        'curl -u "$USER:$TOKEN" https://artifactory.acme.io/api/repositories',
        "nginx: ssl_certificate /etc/ssl/certs/acme.crt; ssl_certificate_key "
        "/etc/ssl/private/acme.key;",
        "htpasswd -c /etc/nginx/.htpasswd admin  # prompts twice",
        "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are unset in CI; the job assumes "
        "arn:aws:iam::123456789012:role/ci-deploy.",
        'pg_dump "postgresql://app@db:5432/app?sslmode=require" > backup.sql  # password '
        "from ~/.pgpass",
    ]


def _notes_misc() -> list[str]:
    return [
        "Benchmark: token throughput 1,842 tokens/s on the A10, batch 16 (LLM tokens, not auth).",
        "The tokenizer splits 'password' into two tokens: pass + word.",
        "Secret Santa list is in the team wiki; draw on Friday.",
        "Key bindings: Ctrl+K opens the command palette, Ctrl+Shift+P the settings.",
        "The primary key of events is (tenant_id, event_id); the sort key is created_at.",
        "Redis keys follow `session:{user_id}:{device_id}` with a TTL of 14 days.",
        "i18n key: auth.password.tooShort = 'Password must be at least {min} characters'",
        "The `secret` fixture in conftest.py returns a fresh random value per test "
        "(secrets.token_hex(16)); nothing is hard-coded.",
        "Bearer tokens are opaque to the gateway; it calls /introspect to validate them.",
        "Meeting notes: decided to drop the password grant; SSO only from Q1.",
        "Passkeys shipped: 38 % of active users enrolled in the first week.",
        "The 'Forgot password?' link goes to /account/recover; copy says 'Reset your password'.",
        "Renamed `api_key` → `project_key` in the SDK; the old kwarg warns until 3.0.",
        'grep -rn "password" src/ | wc -l  → 214 hits, mostly form labels.',
        "CSRF: we check the Origin header and a double-submit token; the token is per session.",
        "Feature flag `new-login-flow` at 25 %; kill switch is the LaunchDarkly toggle.",
        "The keyring backend on Linux is SecretService (gnome-keyring); on CI it's the "
        "null backend.",
        "HMAC keys are 32 bytes from os.urandom; rotation keeps the previous key for "
        "verification only.",
        "Git LFS pointer: version https://git-lfs.github.com/spec/v1\noid sha256:"
        + _sha256()
        + "\nsize 48213",
        "SSH host key fingerprints for the bastion: SHA256:" + _b64(32).rstrip("=") + " (ED25519)",
    ]


LOOK_ALIKES = {
    "conventions": _conventions(),
    "lessons": _lessons(),
    "config_placeholders": _config_placeholders(),
    "auth_docs": _auth_docs(),
    "hashes": _hashes(),
    "ids": _ids(),
    "blobs": _blobs(),
    "public_keys": _public_keys(),
    "jwt_docs": _jwt_docs(),
    "header_docs": _header_docs(),
    "fake_fixtures": _fake_fixtures(),
    "cookies": _cookies(),
    "policy_prose": _policy_prose(),
    "vault_refs": _vault_refs(),
    "forms_schemas": _forms_schemas(),
    "public_by_design": _public_by_design(),
    "languages": _languages(),
    "ci_infra": _ci_infra(),
    "notes_misc": _notes_misc(),
}


# --- credentials in the same places --------------------------------------------------------------


def _credentials() -> dict[str, list[str]]:
    jwt_live = _V.jwt({"sub": _uuid(), "iat": 1764800000, "exp": 1764886400, "scope": "admin"})
    return {
        "lessons": [
            "Failure: npm ci got E401. Fix: wrote //npm.pkg.github.com/:_authToken=ghp_"
            + _chars(36)
            + " into .npmrc.",
            "Fixed the 401 by exporting the token: `export GITHUB_TOKEN=github_pat_"
            + _chars(22)
            + "_"
            + _chars(59)
            + "`",
            "psql worked once I used `PGPASSWORD='" + _pw() + "' psql -h db -U app app`.",
            "mysql -u root -p" + _pw() + " -h 127.0.0.1 fixed the access-denied error.",
            "curl -H 'Authorization: Bearer " + jwt_live + "' https://api.acme.io/v1/me → 200",
            "Log: DEBUG sending headers {'Authorization': 'Bearer " + _chars(40) + "'}",
            "docker login ghcr.io -u acme-bot -p ghp_" + _chars(36),
            "Fix: aws configure set aws_secret_access_key " + _chars(40, _B62 + "/+"),
        ],
        "config": [
            "DATABASE_URL=postgres://app:" + _pw() + "@db.prod.acme.io:5432/app",
            "OPENAI_API_KEY=sk-proj-" + _chars(48, URLSAFE),
            'password: "' + _pw() + '"',
            "api_key: " + _key(),
            "client_secret = '" + _chars(40) + "'",
            "SECRET_KEY=" + _chars(50, _B62 + "!@#$%^&*(-_=+)"),
            "spring.datasource.password=" + _pw(),
            "REDIS_URL=redis://:" + _pw() + "@redis.prod:6379/0",
            "SLACK_BOT_TOKEN=xoxb-" + _V.digits(12) + "-" + _V.digits(13) + "-" + _chars(24),
            "aws_secret_access_key = " + _chars(40, _B62 + "/+"),
        ],
        "vault_and_stores": [
            "Vault root token for the lab: hvs." + _chars(24) + " (rotate after the demo)",
            "vault login hvs." + _chars(90, URLSAFE),
            "The DB password (from Vault secret/prod/db) is " + _pw(),
            "1Password item 'Prod DB': password " + _pw(),
        ],
        "cookies": [
            "Cookie: sessionid=" + _chars(32, LOW) + "; csrftoken=" + _chars(32),
            "Set-Cookie: laravel_session=" + _b64(180) + "; path=/; httponly",
            "curl -b 'connect.sid=s%3A" + _chars(32, URLSAFE) + "." + _chars(43) + "' "
            "https://app.acme.io/api/me",
            "Cookie: __Host-session=" + _chars(43, URLSAFE) + "; theme=dark",
        ],
        "forms_sql": [
            "CREATE USER app WITH PASSWORD '" + _pw() + "';",
            "ALTER USER 'root'@'localhost' IDENTIFIED BY '" + _pw() + "';",
            "INSERT INTO service_accounts (name, api_token) VALUES ('ci', '" + _key() + "');",
            '<input type="password" name="password" value="' + _pw() + '">',
        ],
        "vendors": [
            "STRIPE_SECRET_KEY=sk_live_" + _chars(99),
            "stripe restricted key rk_live_" + _chars(99),
            "SENTRY_AUTH_TOKEN=sntrys_" + _b64(120).rstrip("="),
            "sentry-cli --auth-token " + _h(64) + " releases new 1.2.3",
            "glpat-" + _chars(20, URLSAFE) + " is the GitLab token for the mirror job",
            "ANTHROPIC_API_KEY=sk-ant-api03-" + _chars(93, URLSAFE) + "AA",
            "npm token: npm_" + _chars(36),
            "pypi-AgEIcHlwaS5vcmc" + _chars(70, URLSAFE),
        ],
        "keys": [
            "-----BEGIN OPENSSH PRIVATE KEY-----\n" + _b64(300) + "\n-----END OPENSSH PRIVATE "
            "KEY-----",
            "The signing key:\n-----BEGIN PRIVATE KEY-----\n"
            + _b64(400)
            + "\n-----END PRIVATE KEY-----",
            'JWK with the private part: {"kty": "EC", "crv": "P-256", "x": "'
            + _chars(43, URLSAFE)
            + '", "y": "'
            + _chars(43, URLSAFE)
            + '", "d": "'
            + _chars(43, URLSAFE)
            + '"}',
            "age secret key: AGE-SECRET-KEY-1" + _chars(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"),
        ],
        "jwt": [
            "The token that works in staging: " + jwt_live,
            "refresh_token=" + _chars(64, URLSAFE) + "&grant_type=refresh_token",
        ],
        "fixtures_real": [
            'client = Client(api_key="' + _key() + '")  # TODO move to env',
            'monkeypatch.setenv("GITHUB_TOKEN", "ghp_' + _chars(36) + '")',
        ],
        "languages": [
            "Das Datenbank-Passwort ist " + _pw(),
            "Le mot de passe de la base est " + _pw(),
            "La contraseña del servidor es " + _pw(),
            "A senha do banco é " + _pw(),
            "Пароль от базы: " + _pw(),
            "データベースのパスワードは " + _pw() + " です。",
            "数据库密码是 " + _pw(),
            "Veritabanı şifresi: " + _pw(),
            "Het wachtwoord is " + _pw(),
            "Hasło do bazy to " + _pw(),
            "데이터베이스 비밀번호는 " + _pw() + " 입니다",
            "Heslo k databázi je " + _pw(),
        ],
    }


CREDENTIALS = _credentials()


# --- variants, written after the fix and scored before fixing again ------------------------------


def _example_jwt(claims: dict[str, object], alg: str = "HS256") -> str:
    head = _b64url(json.dumps({"alg": alg, "typ": "JWT"}).encode())
    body = _b64url(json.dumps(claims).encode())
    return f"{head}.{body}." + ("" if alg == "none" else _chars(43, URLSAFE))


def _variant_look_alikes() -> list[str]:
    return [
        # documentation tokens: example subjects, unsigned tokens
        "Auth0's docs decode this one: "
        + _example_jwt({"sub": "1234567890", "name": "Jane Doe", "admin": True, "iat": 1516239022}),
        "RFC-style sample: "
        + _example_jwt({"sub": "123", "email": "user@example.com", "exp": 1900000000}),
        "an unsigned token for the parser test: "
        + _example_jwt({"sub": "42", "scope": "read"}, alg="none"),
        # a word for "password" in a usage line's URL
        "`lftp ftp://utilisateur:mot_de_passe@hote`",
        "`smbclient //server/share -U nutzer%passwort`; or `smb://nutzer:passwort@server/share`",
        "`redis-cli -u redis://:heslo@localhost:6379`",
        "`psql postgresql://kullanici:sifre@sunucu/veritabani`",
        "`mongosh mongodb://utente:parola@host/db`",
        # fillers built from the alphabet and the digits
        "localStorage.setItem('refresh', 'token_abc123')",
        "headers: { 'X-Api-Key': 'key-abc-123' }",
        "session.set('csrf', 'abcdef123456')",
        "secret: demo_abcd1234",
        # a default account with no server named
        '{"user": "guest", "password": "guest"}',
        "fixtures:\n  - username: demo\n    password: demo",
        "credentials = {'username': 'test', 'password': 'test'}",
        # a test's own passphrase of words
        "it('logs in with a passphrase', async () => {\n  await login('bob', { password: "
        "'purple-monkey-dishwasher' })\n})",
        'func TestLogin(t *testing.T) {\n\tform := url.Values{"password": {"blue-sky-river"}}\n}',
        '@Test\nvoid rejectsShortPassword() {\n  var req = new SignupRequest("ann", "password",'
        ' "tiny-dog");\n}',
        # Korean adnominal forms after the word
        "비밀번호 정책을 검사하는 validator2 모듈을 추가했다.",
        "비밀번호 변경이 없는 user42 계정은 잠근다.",
        "토큰 갱신을 처리하는 refresh_v2 핸들러.",
        # addresses that are slots or patterns
        "Send the report to you@your-company.com and cc admin@mydomain.org.",
        "`ltrace -e 'strlen+strcpy-@libc.so.6'`",
        "Contact form default: name@yourcompany.com",
        # other ordinary notes near the new rules
        "The jwt.io debugger shows the decoded header and payload; paste any token there only "
        "if it's a test one.",
        "Korean UI strings: 비밀번호 (password), 비밀번호 확인 (confirm password).",
        "abc123 is on every list of the worst passwords; the signup form rejects it.",
        "Default credentials admin/admin are disabled in the production image.",
        "def test_password_hash_roundtrip():\n    h = hash_password('hunter-two-words')\n    "
        "assert verify(h, 'hunter-two-words')",
        "The mq broker's guest user only works from localhost by design.",
    ]


def _variants() -> list[str]:
    return [
        # a token with a real subject, wherever it is written
        "Example request: curl -H 'Authorization: Bearer "
        + _example_jwt({"sub": _uuid(), "name": "John Doe", "iat": 1764800000})
        + "'",
        "the docs example token we used in staging: "
        + _example_jwt({"sub": "1234567890", "role": "admin", "tenant": "acme-prod"}),
        "jwt: " + _example_jwt({"sub": "1234567890", "email": "ops@acme.io"}),
        # a URL whose user is a word for a user, its password real
        "mysql://pengguna:" + _pw() + "@db.prod.acme.io/app",
        "smb://nutzer:" + _pw() + "@fs01.corp.local/share",
        # a real password that happens to start like a filler
        "password: abc123" + _chars(8) + "!",
        "API_KEY=abc1" + _chars(28),
        # a default account on a named server
        "username: admin\npassword: admin\nhost: db.prod.acme.io",
        'login(url="https://grafana.acme.io", user="admin", password="admin")',
        # a generated password inside a test
        "def test_prod_smoke():\n    client.login('ops', password='" + _pw() + "')",
        "it('calls prod', () => api.auth({ token: '" + _key() + "' }))",
        # Korean said with the topic particle
        "서버 비밀번호는 " + _pw(),
        "관리자 비밀번호는 " + _pw() + " 입니다",
    ]


# people's addresses, beside the slots and patterns the fix passes (the e-mail class, which
# secret_classes leaves out)
_ADDRESSES = [
    "Ping jan.novak@seznam.cz about the migration.",
    "owner: maria.garcia@telefonica.es",
    "the ltrace pattern aside, mail kevin-m@posteo.de",
]


VARIANTS = _variants()
VARIANT_LOOK_ALIKES = _variant_look_alikes()

XFAIL_REASONS: dict[str, str] = {}
PENDING = {
    "CREDENTIALS-20": "left: a parenthesis between the password and 'is' (recall, not this round)",
    "CREDENTIALS-28": "left: an SQL INSERT's value matched to api_token by position (recall)",
    "VARIANTS-7": "left: YAML's unquoted `password: admin` beside its host, missed on the base too",
}


@pytest.mark.parametrize("text", credential_cases(globals()))
def test_round_45_credentials_are_refused(text: str) -> None:
    assert secret_classes(text), text


@pytest.mark.parametrize("text", look_alike_cases(globals()))
def test_round_45_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


@pytest.mark.parametrize("text", _ADDRESSES)
def test_round_45_addresses_are_still_flagged(text: str) -> None:
    assert {f.cls for f in find_credentials(text)} == {"email"}, text


def test_round_45_sizes() -> None:
    assert sum(map(len, LOOK_ALIKES.values())) >= 250
    assert json.dumps(LOOK_ALIKES)
