"""Write gate, round 38: secrets where rounds 1-37 had not looked, written cold and scored
before any fix (issue 19).

Fifty-nine credentials in places rounds 1-37 had not written (their docstrings were read
first: prose in other languages, HTTP dumps, CI, connection strings, package configs and
vendor tokens were covered; wallet recovery phrases, API clients' exports, JWKs written as
YAML, a TOTP seed behind a long label and shell history records were not): passwords in prose
and chat in sixteen languages (Vietnamese, Japanese, Spanish, Russian, Thai, Greek, Hebrew,
Ukrainian, Czech, Swahili, Persian, Tagalog, Dutch, Italian, Korean, Hindi); a commit
message, a PR description and `git commit -m`; a Jupyter stream output and an `Out[3]` dict;
bash and zsh history with `export`; Helm values and `--set`, a Secret's `stringData` file;
systemd `Environment=` and a unit's command line; cron lines; `docker run -e/--env`; VS Code
launch.json, an IntelliJ run configuration, SQLTools settings; Postman's API-key auth and
environment, Insomnia's bearer auth; google-services.json, Info.plist; a PuTTY v3 key, an
OpenSSH new-format key, an encrypted PKCS#8 block, a JWKS with "d", a JWK as YAML lines, a
PKCS#8 DER in base64 in prose; ~/.aws/credentials profiles, gcloud's
application_default_credentials.json, `az ad sp create-for-rbac` output, AZURE_CLIENT_SECRET;
an otpauth:// URI, a TOTP seed in groups of four, recovery codes, BIP-39 phrases of 12 and
24 words; and vendors' formats read on their pages (Paddle Billing's `pdl_live_apikey_…` /
`pdl_sdbx_apikey_…` keys, WooCommerce's `ck_`/`cs_` REST keys, whose 40-hex part is
`wc_rand_hash()`). Fifty-two look-alikes in the same places: where the secret is kept, how
it must be, that it changed (twelve languages), commit messages and PRs that name a secret,
masked and `None` outputs, `$(vault …)`, `unset`, `existingSecret`, `${VAR}`,
`EnvironmentFile=`, `LoadCredential=`, `PGPASSFILE`, `--netrc-file`, `_FILE` and
`--env-file`, `${env:…}`, `{{…}}` variables and empty values, Firebase's app ids, public keys
and public JWKs, documentation of key formats, SSO and credential_process profiles, workload
identity federation, an app registration without its password, templates and advice about
second factors and phrases, the Paddle and WooCommerce formats described.

Caught on first contact (main 5294e58): credentials 53 of 59; look-alikes flagged 1 of 52
(zsh history: `unset PGPASSWORD`, read flowed with the next record ": 1701234570:0;…", gave
the name a value). Missed, and now structures:
- Postman's API-key auth keeps the key under an entry named "value" in an `"apikey"` list:
  within an API-key block (Postman's list, an auth object of type apikey, Bruno's
  `auth:apikey {`) a `value` is judged as a secret (core/privacy_auth_helpers.py);
- a JWK written as YAML or TOML lines: a `kty` line and a private member's line ("d", "p",
  "q", "k") near it (core/privacy_keys.py);
- a TOTP seed whose label runs longer than 20 characters before the seed ("TOTP seed for
  the shared admin account: …"): 40 now (core/privacy_recovery.py);
- BIP-39 recovery phrases: exactly 12, 15, 18, 21 or 24 words of three to eight lower-case
  letters after a name for them (seed, mnemonic, recovery/secret/backup phrase, and the
  names in other languages) and a colon, "=" or "is" (core/privacy_seed_phrase.py);
- Paddle's keys by their documented format; WooCommerce's too (core/privacy_tokens.py);
- a name after `unset` is given no value (core/privacy_unset.py).
After the fix: 59 of 59, look-alikes 0 of 52.

Variants written after those fixes (other exports, keys as TOML, phrases in JSON and chat and
other languages, key words of second factors in other languages, history, CI and cloud
files), first run: credentials 23 of 26 (main: 14), look-alikes flagged 2 of 27. Missed: a German
"2FA-Schlüssel" (the seed rule's key words were English), "助记词：" (a full-width colon), a
flag and its value as two strings of an argument list (launch.json `"args": ["--db-password",
"…"]`). Flagged: `seed: shuffle tests before every run …` (twelve words after "seed", which
also names a random generator's seed) and Paddle's client-side token under `token:` (public by
Paddle's design; main flags it too). Fixed: the seed rule's key words in other languages and
the full-width colon; a `--flag` string followed by a string in a list is a flag and its
value (core/privacy_auth_helpers.py); "seed" alone counts only with a wallet named near it.
Left (an expected failure until round 43, which reads its documented format, `live_`/`test_`
and 27 hexadecimal digits, as a published kind): the client-side token under `token:`.

A second set written after that (phrases in French, Russian, YAML, single quotes and a
numbered list; Hoppscotch's `api-key` auth; a JWK as TOML in single quotes; a Dockerfile's
exec-form CMD and a Kubernetes `args` list; "clé 2FA", the seed's word first; WooCommerce's
Python client; Paddle in a PHP header; `unset HISTFILE; export …`) and fourteen look-alikes
of the same, first run: credentials 11 of 13 (main: 4), look-alikes flagged 0 of 14. Missed:
a phrase numbered one word a line, and "clé 2FA du compte admin : …". Fixed: numbered items
and a line break after the name (core/privacy_seed_phrase.py); the seed's word before the
factor's, as French, Spanish and Portuguese put it (core/privacy_recovery.py).

Real text, before (main 5294e58) and after the round (find_credentials, bench/
privacy_real_text.py): tldr-pages in every language plus the venv's site-packages
*.md/*.rst, 216,886 distinct paragraphs, 15 flagged before and after, none new;
docker-library/docs, kubernetes/examples and /community, actions/starter-workflows, the
packaging guide, the Rust book, FastAPI's and httpx's docs (paragraphs of their text files,
and those files whole under 4 KB), 85,448 texts, 497 flagged before and after, none new.

Cost (callgrind, bench/safety_instructions.py --baseline 5294e58 --gates privacy):
documentation 659.2 -> 662.1 M instructions (+0.4 %), transcript 679.3 -> 684.6 M (+0.8 %),
look-alike notes 1079.0 -> 1084.9 M (+0.6 %). A first draft cost +2.6 %, +8.0 % and +3.5 %:
the phrase rule searched its whole pattern in windows opened at "words" and "phrase", the
value-first pair rule opened windows at every `"value"`, and the `unset` test ran for every
assignment (9,709 in the transcript); now the rule's name is searched in small windows and
the rest matched from its end, the pair rule opens at `"key"`, WooCommerce's prefixes only
where they start a word, and `unset` is asked only of a finding. With the second set's fixes:
documentation 659.2 -> 662.5 M (+0.5 %), transcript 679.3 -> 685.1 M (+0.9 %), look-alike
notes 1079.0 -> 1086.8 M (+0.7 %).

Values are drawn at test time from a seeded generator (tests/credentials.py explains why none
is committed).
"""

from __future__ import annotations

import base64
import json
import string

import pytest

from credentials import Drawn, b64
from memlane.core.privacy import find_credentials

_DRAWN = Drawn(38)
_RNG = _DRAWN.rng
_chars = _DRAWN.chars
_h = _DRAWN.hex
_uuid = _DRAWN.uuid
_pw = _DRAWN.password
_ALNUM = string.ascii_letters + string.digits
_B64 = _ALNUM + "+/"
_URLSAFE = _ALNUM + "-_"
_BASE32 = string.ascii_uppercase + "234567"
_ULID = "0123456789abcdefghjkmnpqrstvwxyz"
# words of the BIP-39 English list (a wallet's recovery phrase draws 12 or 24 of 2,048)
_BIP39 = [
    word
    for line in (
        "orbit canyon velvet puzzle tribe hollow march eagle salad crisp novel garage",
        "yellow shrimp timber unveil ripple danger frost lunar pepper wagon spice glove",
        "table tackle talent target tattoo tenant tennis theory thrive thumb ticket tiger",
        "tissue toast tomato tongue topple torch tornado tourist tragic trophy trumpet",
        "tumble tunnel turtle fabric faculty fatigue fence festival fiction flavor fossil",
        "fragile furnace walnut warrior weasel wedding whisper witness wrestle",
    )
    for word in line.split()
]


def _b64url(n: int) -> str:
    """base64url without padding of ``n`` random bytes (a JWK member, a refresh token)."""
    raw = bytes(_RNG.randrange(256) for _ in range(n))
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _b64_lines(n_bytes: int, width: int = 70) -> str:
    body = b64(bytes(_RNG.randrange(256) for _ in range(n_bytes)))
    return "\n".join(body[i : i + width] for i in range(0, len(body), width))


def _phrase(n: int) -> str:
    return " ".join(_RNG.sample(_BIP39, n))


def _paddle(env: str) -> str:
    """A Paddle Billing API key (Paddle's "API key format": pdl_, the environment, apikey_, a
    ULID, then two random parts; 69 characters)."""
    return f"pdl_{env}_apikey_{_chars(26, _ULID)}_{_chars(22)}_{_chars(3)}"


def _round_38_prose_and_chat() -> list[str]:
    """Passwords said in prose and chat, in sixteen languages."""
    return [
        "mật khẩu wifi văn phòng là " + _pw() + " nhé",
        "ステージングDBのパスワードは " + _pw() + " です",
        "la contraseña del servidor es " + _pw() + ", no la compartas",
        "пароль от базы: " + _pw(),
        "รหัสผ่าน wifi ชั้น 3 คือ " + _pw(),
        "ο κωδικός του router είναι " + _pw(),
        "הסיסמה לשרת היא " + _pw(),
        "пароль до сервера — " + _pw(),
        "heslo k databázi je " + _pw(),
        "nenosiri la seva ya majaribio ni " + _pw(),
        "رمز عبور سرور " + _pw() + " است",
        "ang password ng admin ay " + _pw(),
        "[10:42] Jan: het wachtwoord van de VPN is " + _pw(),
        "Marco: la password del NAS è " + _pw() + " (non girarla)",
        "관리자 비밀번호는 " + _pw() + " 입니다",
        "सर्वर का पासवर्ड " + _pw() + " है",
    ]


def _round_38_history() -> list[str]:
    """Commit messages, PR descriptions, notebooks and shell history."""
    return [
        "commit " + _h(40) + "\nDate:   Mon Mar 2 10:14:00 2026\n\n    fix(smtp): rotate "
        "credentials, the new password is " + _pw() + "\n",
        "## Summary\nSwitch staging to the new bot.\n\n## Testing\nTemporary token for QA: "
        + _chars(40)
        + "\n(remove before merge)",
        'git commit -m "temp: hardcode the api key ' + _chars(32) + ' until vault is up"',
        json.dumps(
            {
                "cell_type": "code",
                "outputs": [
                    {
                        "name": "stdout",
                        "output_type": "stream",
                        "text": ["DB_HOST=db.corp.io\n", "DB_PASSWORD=" + _pw() + "\n"],
                    }
                ],
                "source": ["!cat .env"],
            },
            indent=1,
        ),
        "Out[3]: {'api_key': '" + _h(32) + "', 'region': 'eu-west-1'}",
        "  501  export PAYMENTS_API_SECRET=" + _chars(40) + "\n  502  ./run.sh",
        ": 1701234567:0;export PGPASSWORD='" + _pw() + "'\n: 1701234570:0;psql -h db app",
    ]


def _round_38_infra() -> list[str]:
    """Helm values, Kubernetes, systemd, cron, docker run."""
    return [
        "postgresql:\n  auth:\n    postgresPassword: " + _pw() + "\n    database: app",
        "helm upgrade --install app ./chart --set redis.auth.password=" + _pw(),
        "stringData:\n  config.yaml: |\n    smtp:\n      host: smtp.corp.io\n      password: "
        + _pw(),
        '[Service]\nEnvironment="DB_PASS=' + _pw() + '"\nExecStart=/usr/bin/app',
        "[Service]\nExecStart=/usr/local/bin/backup --bucket corp-bak --s3-secret-key "
        + _chars(40, _B64),
        "0 3 * * * PGPASSWORD=" + _pw() + " pg_dump -h db app > /backup/app.sql",
        "*/5 * * * * curl -fsS -u monitor:" + _pw() + " https://status.corp.io/ping",
        "docker run -d -e POSTGRES_PASSWORD=" + _pw() + " -p 5432:5432 postgres:16",
        "docker run --rm --env API_SECRET=" + _chars(40) + " corp/api:2.4",
    ]


def _round_38_tools() -> list[str]:
    """IDE run configurations, API clients' exports, mobile config."""
    return [
        json.dumps(
            {
                "version": "0.2.0",
                "configurations": [
                    {
                        "type": "node",
                        "request": "launch",
                        "name": "api",
                        "env": {"JWT_SIGNING_SECRET": _chars(48)},
                    }
                ],
            },
            indent=2,
        ),
        '<configuration name="App" type="Application">\n  <envs>\n    <env name="DB_PASSWORD" '
        'value="' + _pw() + '" />\n  </envs>\n</configuration>',
        '"sqltools.connections": [{"name": "prod", "server": "db.corp.io", "username": "app", '
        '"password": "' + _pw() + '"}]',
        json.dumps(
            {
                "auth": {
                    "type": "apikey",
                    "apikey": [
                        {"key": "value", "value": _h(32), "type": "string"},
                        {"key": "key", "value": "X-API-Key", "type": "string"},
                    ],
                }
            }
        ),
        json.dumps(
            {
                "name": "prod",
                "values": [
                    {"key": "base_url", "value": "https://api.corp.io", "enabled": True},
                    {"key": "client_secret", "value": _chars(40), "enabled": True},
                ],
            }
        ),
        json.dumps(
            {
                "_type": "request",
                "name": "List orders",
                "authentication": {"type": "bearer", "token": _chars(40)},
            }
        ),
        '"api_key": [\n  {\n    "current_key": "AIza' + _chars(35, _URLSAFE) + '"\n  }\n]',
        "<key>API_SECRET</key>\n<string>" + _chars(40) + "</string>",
    ]


def _round_38_keys() -> list[str]:
    """Private keys in other files and encodings."""
    pub = "AAAAC3NzaC1lZDI1NTE5AAAAI" + _chars(43, _B64)
    return [
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy@ci\n"
        "Public-Lines: 2\n"
        + pub[:64]
        + "\n"
        + pub[64:]
        + "\nPrivate-Lines: 1\nAAAAI"
        + _chars(43, _B64)
        + "\nPrivate-MAC: "
        + _h(64),
        "-----BEGIN OPENSSH PRIVATE KEY-----\n"
        + "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA"
        + _b64_lines(300)
        + "\n-----END OPENSSH PRIVATE KEY-----",
        "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQww"
        + _b64_lines(900, 64)
        + "\n-----END ENCRYPTED PRIVATE KEY-----",
        json.dumps(
            {
                "keys": [
                    {
                        "kty": "EC",
                        "crv": "P-256",
                        "kid": "sig-2026",
                        "x": _b64url(32),
                        "y": _b64url(32),
                        "d": _b64url(32),
                    }
                ]
            }
        ),
        "signing_key:\n  kty: OKP\n  crv: Ed25519\n  x: " + _b64url(32) + "\n  d: " + _b64url(32),
        "here is the service's signing key, DER in base64: MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
        + _chars(400, _B64),
    ]


def _round_38_cloud() -> list[str]:
    """Cloud credential files."""
    return [
        "[default]\nregion = eu-west-1\n\n[profile ci]\naws_secret_access_key="
        + _chars(40, _B64)
        + "\nregion = us-east-1",
        json.dumps(
            {
                "account": "",
                "client_id": _h(12)
                + "-"
                + _chars(32, string.ascii_lowercase + string.digits)
                + ".apps.googleusercontent.com",
                "client_secret": "GOCSPX-" + _chars(28, _URLSAFE),
                "quota_project_id": "corp-analytics",
                "refresh_token": "1//0" + _chars(100, _URLSAFE),
                "type": "authorized_user",
            },
            indent=2,
        ),
        json.dumps(
            {
                "appId": _uuid(),
                "displayName": "ci-deployer",
                "password": _chars(3) + "8Q~" + _chars(31, _URLSAFE + "~."),
                "tenant": _uuid(),
            },
            indent=2,
        ),
        "AZURE_CLIENT_ID="
        + _uuid()
        + "\nAZURE_TENANT_ID="
        + _uuid()
        + "\nAZURE_CLIENT_SECRET="
        + _chars(40, _URLSAFE + "~."),
    ]


def _round_38_second_factors() -> list[str]:
    """TOTP seeds, recovery codes, wallet phrases."""
    return [
        "otpauth://totp/Corp:deploy-bot?secret=" + _chars(32, _BASE32) + "&issuer=Corp",
        "TOTP seed for the shared admin account: " + " ".join(_chars(4, _BASE32) for _ in range(8)),
        "GitHub recovery codes for ops-bot:\n" + "\n".join(_h(5) + "-" + _h(5) for _ in range(8)),
        "wallet seed (ledger backup): " + _phrase(12),
        'MNEMONIC="' + _phrase(24) + '"',
    ]


def _round_38_vendors() -> list[str]:
    """Vendor formats read on the vendors' pages (Paddle's "API key format"; WooCommerce's
    REST API keys: ck_ and cs_ with a 40-hex hash)."""
    return [
        "PADDLE_API_KEY=" + _paddle("live"),
        "paddle sandbox key for the demo: " + _paddle("sdbx"),
        "curl https://shop.corp.io/wp-json/wc/v3/orders -u ck_" + _h(40) + ":cs_" + _h(40),
        "define( 'WC_CONSUMER_SECRET', 'cs_" + _h(40) + "' );",
    ]


def _round_38_look_alikes() -> list[str]:
    return [
        # prose and chat: where the secret is, how it must be, that it changed
        "mật khẩu wifi được dán ở quầy lễ tân",
        "パスワードは1Passwordの「Staging DB」に保存してあります",
        "la contraseña del servidor está en Vault, pídesela a Marta",
        "пароль от базы: см. Vault, путь secret/data/db",
        "รหัสผ่าน wifi ต้องยาวอย่างน้อย 12 ตัวอักษร",
        "ο κωδικός πρέπει να αλλάζει κάθε 90 ημέρες",
        "הסיסמה נמצאת ב-Bitwarden",
        "heslo k databázi je uložené v proměnné DB_PASSWORD",
        "nenosiri lazima liwe na herufi nane au zaidi",
        "ang password ng admin ay nasa 1Password vault",
        "[10:42] Jan: het wachtwoord van de VPN is gewijzigd, check je mail",
        "Marco: la password del NAS è la solita, chiedi a Luca",
        # commit messages, PRs, notebooks, history
        "commit " + _h(40) + "\nDate:   Mon Mar 2 10:14:00 2026\n\n    fix(smtp): read the "
        "password from SMTP_PASSWORD instead of settings.py\n",
        "## Summary\nRemoves the hardcoded token; `API_TOKEN` now comes from the environment."
        "\n\nCloses #482.",
        'git commit -m "chore: rotate the api key every 90 days"',
        json.dumps(
            {
                "output_type": "stream",
                "name": "stdout",
                "text": ["DB_HOST=db.corp.io\n", "DB_PASSWORD=********\n"],
            }
        ),
        "Out[3]: {'api_key': None, 'region': 'eu-west-1'}",
        "  501  export PAYMENTS_API_SECRET=$(vault kv get -field=secret kv/payments)",
        ": 1701234567:0;unset PGPASSWORD\n: 1701234570:0;psql -h db app",
        # infra: references, files, existing secrets
        "postgresql:\n  auth:\n    existingSecret: app-db\n    secretKeys:\n"
        "      adminPasswordKey: postgres-password",
        "helm upgrade --install app ./chart --set redis.auth.password=$REDIS_PASSWORD",
        "stringData:\n  config.yaml: |\n    smtp:\n      password: ${SMTP_PASSWORD}",
        "[Service]\nEnvironmentFile=/etc/app/secrets.env\nExecStart=/usr/bin/app",
        "[Service]\nLoadCredential=db-password:/etc/credstore/db-password\nExecStart=/usr/bin/app",
        "0 3 * * * PGPASSFILE=/root/.pgpass pg_dump -h db app > /backup/app.sql",
        "*/5 * * * * curl -fsS --netrc-file /etc/monitor.netrc https://status.corp.io/ping",
        "docker run -d -e POSTGRES_PASSWORD_FILE=/run/secrets/pg -p 5432:5432 postgres:16",
        "docker run --rm --env-file .env corp/api:2.4",
        # tools: references and empty values
        json.dumps(
            {
                "type": "node",
                "envFile": "${workspaceFolder}/.env",
                "env": {"JWT_SIGNING_SECRET": "${env:JWT_SIGNING_SECRET}"},
            }
        ),
        '<env name="DB_PASSWORD" value="$DB_PASSWORD$" />',
        '"sqltools.connections": [{"name": "prod", "askForPassword": true, "username": "app"}]',
        json.dumps(
            {"auth": {"type": "apikey", "apikey": [{"key": "value", "value": "{{api_key}}"}]}}
        ),
        json.dumps({"values": [{"key": "client_secret", "value": "", "enabled": True}]}),
        json.dumps({"authentication": {"type": "bearer", "token": "{{ _.access_token }}"}}),
        '"client_info": {"mobilesdk_app_id": "1:'
        + _DRAWN.digits(12)
        + ":android:"
        + _h(16)
        + '", "android_client_info": {"package_name": "io.corp.app"}}',
        "<key>CFBundleIdentifier</key>\n<string>io.corp.app</string>\n<key>API_BASE_URL</key>"
        "\n<string>https://api.corp.io</string>",
        # keys: public halves and documentation
        '---- BEGIN SSH2 PUBLIC KEY ----\nComment: "deploy@ci"\nAAAAC3NzaC1lZDI1NTE5AAAAI'
        + _chars(43, _B64)
        + "\n---- END SSH2 PUBLIC KEY ----",
        "A new-format key file starts with -----BEGIN OPENSSH PRIVATE KEY-----; add a "
        "passphrase with ssh-keygen -p -f ~/.ssh/id_ed25519.",
        "openssl pkcs8 -topk8 -v2 aes-256-cbc -in key.pem -out key.p8 writes a BEGIN ENCRYPTED "
        "PRIVATE KEY block.",
        json.dumps(
            {"kty": "EC", "crv": "P-256", "kid": "sig-2026", "x": _b64url(32), "y": _b64url(32)}
        ),
        'The "d" member holds the private key; publish only the JWKS without it.',
        # cloud files without secrets
        "[profile dev]\nsso_start_url = https://corp.awsapps.com/start\nsso_region = eu-west-1\n"
        "sso_account_id = " + _DRAWN.digits(12) + "\nsso_role_name = Developer",
        "[profile ci]\ncredential_process = /usr/local/bin/aws-vault exec ci --json",
        json.dumps(
            {
                "type": "external_account",
                "audience": "//iam.googleapis.com/projects/"
                + _DRAWN.digits(12)
                + "/locations/global/workloadIdentityPools/gh/providers/gh",
                "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
                "token_url": "https://sts.googleapis.com/v1/token",
                "credential_source": {"file": "/var/run/secrets/token"},
            }
        ),
        json.dumps({"appId": _uuid(), "displayName": "ci-deployer", "tenant": _uuid()}),
        # second factors: templates and advice
        "otpauth://totp/{issuer}:{account}?secret={SECRET}&issuer={issuer}",
        "Save your recovery codes in a password manager; each code works once.",
        "Never share your 12-word recovery phrase: support will never ask for it.",
        'MNEMONIC="${WALLET_MNEMONIC}"',
        # vendors: the format described, placeholders
        "Paddle API keys start with pdl_live_apikey_ or pdl_sdbx_apikey_ and are 69 characters.",
        "curl https://example.com/wp-json/wc/v3/orders -u consumer_key:consumer_secret",
        "define( 'WC_CONSUMER_SECRET', getenv( 'WC_CONSUMER_SECRET' ) );",
    ]


_CREDENTIALS = (
    _round_38_prose_and_chat()
    + _round_38_history()
    + _round_38_infra()
    + _round_38_tools()
    + _round_38_keys()
    + _round_38_cloud()
    + _round_38_second_factors()
    + _round_38_vendors()
)


@pytest.mark.parametrize("text", _CREDENTIALS)
def test_round_38_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _round_38_look_alikes())
def test_round_38_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


def _variants() -> list[str]:
    """Written after the fixes: other exports, key files, phrases, history and vendors."""
    return [
        # API clients
        json.dumps(
            {"apikey": [{"value": _h(32), "key": "value"}, {"value": "header", "key": "in"}]}
        ),
        json.dumps(
            {
                "authentication": {
                    "type": "apikey",
                    "key": "X-Api-Key",
                    "value": _chars(40),
                    "addTo": "header",
                }
            }
        ),
        "auth:apikey {\n  key: x-api-key\n  value: " + _chars(40) + "\n  placement: header\n}",
        json.dumps({"values": [{"value": _pw(), "key": "db_password", "enabled": True}]}),
        # keys as TOML/YAML lines
        '[jwt.key]\nkty = "RSA"\nn = "'
        + _b64url(256)
        + '"\ne = "AQAB"\nd = "'
        + _b64url(256)
        + '"',
        "keys:\n  - d: " + _b64url(48) + "\n    kty: EC\n    crv: P-384\n    x: " + _b64url(48),
        "hmac_jwk:\n  kty: oct\n  alg: HS256\n  k: " + _b64url(32),
        # second factors and phrases
        "Authenticator setup key: "
        + " ".join(_chars(4, string.ascii_lowercase + "234567") for _ in range(8)),
        "2FA-Schlüssel für das Admin-Konto: " + _chars(32, _BASE32),
        "frase semilla de la billetera: " + _phrase(12),
        "助记词：" + _phrase(12),
        json.dumps({"network": "mainnet", "mnemonic": _phrase(24)}),
        "[09:12] dev: the recovery phrase is " + _phrase(12),
        "Seed words:\n" + "\n".join(_phrase(12).split()),
        # vendors
        "new paddle live key " + _paddle("live"),
        json.dumps({"consumer_key": "ck_" + _h(40), "consumer_secret": "cs_" + _h(40)}),
        "https://shop.corp.io/wp-json/wc/v3/products?consumer_key=ck_"
        + _h(40)
        + "&consumer_secret=cs_"
        + _h(40),
        # history, commits, infra
        ": 1701234599:0;export MYSQL_PWD=" + _pw(),
        "    修复：新的数据库密码是 " + _pw(),
        "## Test plan\nLog in with the QA account, password for the test account: " + _pw(),
        "15 2 * * 1 AWS_SECRET_ACCESS_KEY=" + _chars(40, _B64) + " aws s3 sync /data s3://bak",
        '[Service]\nEnvironment="APP_ENV=prod" "API_TOKEN=' + _chars(40) + '"',
        "docker run --env=REDIS_PASSWORD=" + _pw() + " redis:7",
        '"args": ["--db-password", "' + _pw() + '", "--db-host", "db.corp.io"]',
        "extraEnv:\n  - name: SMTP_PASSWORD\n    value: " + _pw(),
        "[default]\nsubscription_id="
        + _uuid()
        + "\nclient_id="
        + _uuid()
        + "\nsecret="
        + _chars(40, _URLSAFE + "~.")
        + "\ntenant="
        + _uuid(),
    ]


def _variant_look_alikes() -> list[str]:
    return [
        json.dumps({"apikey": [{"value": "{{API_KEY}}", "key": "value"}]}),
        json.dumps({"type": "apikey", "key": "X-Api-Key", "value": "{{ _.apiKey }}"}),
        "auth:apikey {\n  key: x-api-key\n  value: {{apiKey}}\n  placement: header\n}",
        json.dumps(
            {"apikey": [{"key": "key", "value": "X-API-Key"}, {"key": "in", "value": "header"}]}
        ),
        "kty: RSA\nn: " + _b64url(256) + "\ne: AQAB\nkid: 2026-01",
        'kty = "EC"\ncrv = "P-256"\nx = "' + _b64url(32) + '"\ny = "' + _b64url(32) + '"',
        "kty: the key type\nd: the private exponent (omit it in public keys)",
        "TOTP code: enter the six digits your app shows",
        "2FA secret is stored in Vault at secret/2fa/admin",
        "Write down the 24 seed words in order and keep them offline.",
        "mnemonic = Mnemonic('english').generate(strength=256)",
        "recovery phrase: stored in the office safe, envelope 3",
        "la frase semilla nunca se comparte por chat",
        "seed: shuffle tests before every run using pytest randomly plugin with fixed values",
        # a client-side token, public by Paddle's design (round 43 reads its documented format:
        # core/privacy_values_public.py; an expected failure until then)
        "Paddle.Initialize({ token: 'live_" + _h(27) + "' })",
        "Paddle keys look like pdl_live_apikey_01gt… (shown once).",
        "consumer_key=ck_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "'consumer_key' => wc_api_hash( $consumer_key ),",
        ": 1701234599:0;unset -v GITHUB_TOKEN\n: 1701234601:0;gh auth login",
        "  88  unset AWS_SECRET_ACCESS_KEY AWS_SESSION_TOKEN\n  89  aws sts get-caller-identity",
        "    security: stop logging the password reset token (CVE-2026-1234)",
        "15 2 * * 1 . /etc/backup.env && aws s3 sync /data s3://bak",
        '[Service]\nEnvironment="APP_ENV=prod" "LOG_LEVEL=info"',
        "docker run --env REDIS_PASSWORD redis:7",
        '"args": ["--db-password", "${input:dbPassword}", "--db-host", "db.corp.io"]',
        "extraEnv:\n  - name: SMTP_PASSWORD\n    valueFrom:\n      secretKeyRef:\n"
        "        name: smtp\n        key: password",
        "[default]\nsubscription_id=" + _uuid() + "\nclient_id=" + _uuid() + "\ntenant=" + _uuid(),
    ]


@pytest.mark.parametrize("text", _variants())
def test_round_38_variants_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _variant_look_alikes())
def test_round_38_variant_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


def _second_variants() -> list[str]:
    """A second set, written after the variants' fixes: phrases in other forms and languages,
    other API clients, exec-form argument lists, second factors named the other way round."""
    return [
        "phrase de récupération : " + _phrase(12),
        "сид-фраза от кошелька: " + _phrase(12),
        "wallet:\n  seed_phrase: " + _phrase(24),
        "Recovery phrase:\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(_phrase(12).split(), 1)),
        "MNEMONIC='" + _phrase(12) + "'",
        json.dumps(
            {"authType": "api-key", "key": "X-API-Key", "value": _chars(40), "addTo": "HEADERS"}
        ),
        "kty = 'OKP'\ncrv = 'Ed25519'\nx = '" + _b64url(32) + "'\nd = '" + _b64url(32) + "'",
        'CMD ["/app/server", "--api-key", "' + _h(32) + '"]',
        'args: ["--listen", ":8080", "--token", "' + _chars(40) + '"]',
        "clé 2FA du compte admin : " + _chars(32, _BASE32),
        'wcapi = API(url="https://shop.corp.io", consumer_key="ck_'
        + _h(40)
        + '", consumer_secret="cs_'
        + _h(40)
        + '")',
        "'headers' => ['Authorization' => 'Bearer " + _paddle("live") + "']",
        "unset HISTFILE; export DB_PASSWORD=" + _pw(),
    ]


def _second_look_alikes() -> list[str]:
    return [
        "phrase de récupération : notez-la sur papier, jamais en ligne",
        "сид-фраза: никогда не вводите её на сайтах",
        "wallet:\n  seed_phrase: ${WALLET_SEED_PHRASE}",
        "mnemonic: the word list used, english or japanese",
        json.dumps({"authType": "api-key", "key": "X-API-Key", "value": "<<apiKey>>"}),
        'CMD ["/app/server", "--api-key-file", "/run/secrets/api_key"]',
        'args: ["--token-path", "/var/run/secrets/token", "--secret", "$(APP_SECRET)"]',
        "kty = 'OKP'\ncrv = 'Ed25519'\nx = '" + _b64url(32) + "'",
        "clé 2FA : à générer dans l'application, jamais par mail",
        'wcapi = API(url="https://example.com", consumer_key="ck_your_key", '
        'consumer_secret="cs_your_secret")',
        "'headers' => ['Authorization' => 'Bearer ' . env('PADDLE_API_KEY')]",
        "unset HISTFILE; export DB_PASSWORD=$(pass show db/prod)",
        "random seed: numpy default generator shared across every worker process",
        "auth:apikey {\n  key: x-api-key\n  value: \n  placement: header\n}",
    ]


@pytest.mark.parametrize("text", _second_variants())
def test_round_38_second_variants_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _second_look_alikes())
def test_round_38_second_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text
