# ruff: noqa: E501 (one case per line)
"""Write gate, round 26: credentials written cold in kinds and syntaxes rounds 21-25 had not
written, and look-alikes a developer stores on purpose, scored before any fix (issue 19).

Seventy-nine credentials: vendor formats from the vendors' pages (Groq, xAI, Langfuse, Brevo,
MailerSend, Neon, Sourcegraph, GitLab trigger/CI/OAuth tokens, 1Password service accounts,
Supabase secret keys, X bearer tokens, Ably, Cloudflare Origin CA and tunnel tokens, ngrok,
Akamai EdgeGrid, Salesforce session ids, LaunchDarkly SDK keys, Postmark, Algolia, New Relic
license keys, Backblaze B2, TeamCity, Octopus, Trello, Scaleway); Terraform/HCL, compose,
GitHub Actions `env:`, systemd `Environment=`, Kafka JAAS, .NET appsettings and
`ConnectionStrings__` variables, Java system properties, Helm values, kubeconfig
`client-key-data`; git remotes, proxies, SMTP/FTP URLs, Cloudinary URLs, GitLab/Token/ApiKey/
Splunk headers, an Azure SAS URL, a form-encoded login in an HTTP dump, an access token in
an access log; private keys in SSH2, PGP, JWK, minisign, signify and Tor envelopes; passwords
in prose in sixteen languages, and in chat and log lines. Seventy-seven look-alikes:
placeholders and references in each of those syntaxes, encrypted values (SOPS, Ansible
Vault, SealedSecrets, jasypt), digests, ids and public keys, documentation of token formats,
password policy prose in five languages, test cards, loopback and example.com URLs.

Caught on first contact: 63 of 79; look-alikes flagged: 2 of 77. Missed, and now structures:
a generic "<prefix>_<32+ random letters and digits>" token (Neon's napi_, formats nobody
listed; hexadecimal ids such as resp_… and published keys such as pk_/phc_ pass), Brevo,
Sourcegraph and Salesforce formats; a key named for what it opens ("LD_SDK_KEY",
"B2_APPLICATION_KEY"); YAML's `&`/`*` prefixes read as a password's first character after
a tight `=` (core/privacy_names.py); private keys in the SSH2 four-dash envelope, PEM
written in base64 (kubeconfig), key files whose comment says "secret key", JWKs with private
members, Tor's "ED25519-V3:" (core/privacy_keys.py); a block named for a secret holding
`default =`/`Default:`/`"value":` (Terraform variables, CloudFormation parameters, ARM
parameter files) and a chat question for a password answered on the next line
(core/privacy_split.py). Look-alikes fixed: `LoadCredential=name:/path` (a file reference)
and a SealedSecret's `encryptedData:` (values under a parent named for encryption are
ciphertext).

Reworded variants written after those fixes: 22 of 24 caught, 1 of 22 look-alikes flagged
(a YAML block nested in another block, and "what's the token TTL?" answered "15m30s"); both
fixed (the name is the nearest parent; a quantity with units is not a password).

Values are drawn at test time from a seeded generator (tests/credentials.py explains why none
is committed).
"""

from __future__ import annotations

import base64
import json
import string
from urllib.parse import quote  # a URL's userinfo is percent-encoded

import pytest

from credentials import Drawn, b64
from memlane.core.privacy import find_credentials

_DRAWN = Drawn(26)
_RNG = _DRAWN.rng
_chars = _DRAWN.chars
_h = _DRAWN.hex
_uuid = _DRAWN.uuid
_ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_UP = string.ascii_uppercase + string.digits
_LOWNUM = string.ascii_lowercase + string.digits
_B64 = _ALNUM + "+/"
_URLSAFE = _ALNUM + "-_"


def _pw() -> str:
    """A password a person or a generator might pick."""
    kind = _RNG.randrange(3)
    if kind == 0:
        # a letter or digit first: "=…" after "=" reads as "==", "#…" after ": " as a comment
        return _RNG.choice(_ALNUM) + _chars(15, _ALNUM + "!#%&*+-=?@^_")
    if kind == 1:
        return (
            _RNG.choice(["Otter", "Maple", "Cobalt", "Fjord"])
            + _chars(2, "0123456789")
            + _RNG.choice("!#$%&*")
            + _chars(3)
        )
    return _chars(20)


def _b64url(n_bytes: int) -> str:
    return base64.urlsafe_b64encode(_RNG.randbytes(n_bytes)).decode().rstrip("=")


def _round_26() -> list[str]:
    jwk_priv = json.dumps(
        {"kty": "EC", "crv": "P-256", "x": _b64url(32), "y": _b64url(32), "d": _b64url(32)}
    )
    jwk_rsa = json.dumps(
        {
            "kty": "RSA",
            "n": _b64url(256),
            "e": "AQAB",
            "d": _b64url(256),
            "p": _b64url(128),
            "q": _b64url(128),
        }
    )
    pem_key = (
        "-----BEGIN RSA PRIVATE KEY-----\n"
        + b64(_RNG.randbytes(96))
        + "\n-----END RSA PRIVATE KEY-----\n"
    )
    return [
        # vendor formats (vendors' docs)
        "gsk_" + _chars(52),
        "XAI_API_KEY=xai-" + _chars(80),
        "LANGFUSE_SECRET_KEY=sk-lf-" + _uuid(),
        "xkeysib-" + _h(64) + "-" + _chars(16),
        "MAILERSEND_API_TOKEN=mlsn." + _h(64),
        "napi_" + _chars(64, _LOWNUM),
        "sgp_" + _h(16) + "_" + _h(40),
        "glptt-" + _h(40),
        "glcbt-" + _chars(20),
        "gloas-" + _h(64),
        "ops_eyJ" + _chars(300, _URLSAFE),
        "sb_secret_" + _chars(31, _URLSAFE),
        "Authorization: Bearer AAAAAAAAAAAAAAAAAAAAA" + _chars(20) + "%3D" + _chars(50),
        "ABLY_API_KEY=" + _chars(6) + "." + _chars(6) + ":" + _chars(43, _URLSAFE),
        "v1.0-" + _h(24) + "-" + _h(146),
        "cloudflared tunnel run --token eyJhIjoi" + _chars(180),
        "ngrok config add-authtoken 2" + _chars(26) + "_" + _chars(21),
        "client_token = akab-"
        + _chars(16, _LOWNUM)
        + "-"
        + _chars(16, _LOWNUM)
        + "\nclient_secret = "
        + b64(_RNG.randbytes(32)),
        "00D" + _chars(12) + "!" + _chars(96, _ALNUM + "._"),
        "LD_SDK_KEY=sdk-" + _uuid(),
        "X-Postmark-Server-Token: " + _uuid(),
        "X-Algolia-API-Key: " + _h(32),
        "NEW_RELIC_LICENSE_KEY=" + _h(36) + "NRAL",
        "B2_APPLICATION_KEY=K005" + _chars(27),
        "TeamCity token eyJ0eXAiOiAiVENWMiJ9." + _chars(40, _URLSAFE) + "." + _chars(52, _URLSAFE),
        "Octopus API key API-" + _chars(27, _UP),
        "trello token ATTA" + _h(64) + _h(8).upper(),
        "SCW_SECRET_KEY=" + _uuid(),
        # config dialects
        'variable "db_password" {\n  type    = string\n  default = "' + _pw() + '"\n}',
        'provider "postgresql" {\n  host     = "db.internal"\n  username = "admin"\n  password = "'
        + _pw()
        + '"\n}',
        "services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_PASSWORD="
        + _pw(),
        "jobs:\n  deploy:\n    env:\n      DEPLOY_API_KEY: "
        + _chars(40)
        + "\n    steps:\n      - run: ./deploy.sh",
        '[Service]\nEnvironment="API_TOKEN=' + _chars(40) + '"\nExecStart=/usr/bin/app',
        'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="app" password="'
        + _pw()
        + '";',
        '{\n  "ConnectionStrings": {\n    "Default": "Server=sql.internal;Database=app;User Id=sa;Password='
        + _pw()
        + ';TrustServerCertificate=True"\n  }\n}',
        "ConnectionStrings__Default=Host=db;Database=app;Username=app;Password=" + _pw(),
        "javax.net.ssl.keyStorePassword=" + _pw(),
        "auth:\n  rootPassword: " + _pw() + "\n  database: app",
        "kubeconfig:\nusers:\n- name: admin\n  user:\n    client-key-data: " + b64(pem_key),
        "git remote set-url origin https://x-access-token:"
        + _chars(40)
        + "@github.com/acme/app.git",
        "export http_proxy=http://svc-proxy:" + quote(_pw(), safe="") + "@proxy.internal:3128",
        "smtps://alerts%40acme.io:" + quote(_pw(), safe="") + "@smtp.internal:465",
        "ftp://deploy:" + quote(_pw(), safe="") + "@files.internal/releases/",
        "CLOUDINARY_URL=cloudinary://"
        + _chars(15, "0123456789")
        + ":"
        + _chars(27, _URLSAFE)
        + "@acme",
        'curl -H "PRIVATE-TOKEN: ' + _chars(20) + '" https://gitlab.internal/api/v4/projects',
        "Authorization: Token " + _h(40),
        "Authorization: ApiKey " + b64(_chars(20) + ":" + _chars(22)),
        "Authorization: Splunk " + _uuid(),
        "https://acme.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&sig="
        + _chars(43).replace("a", "%2B")
        + "%3D",
        "POST /login HTTP/1.1\nHost: app.internal\nContent-Type: application/x-www-form-urlencoded\n\nusername=ana&password="
        + _pw(),
        '10.0.0.5 - - [01/May/2025:12:00:01 +0000] "GET /api/v1/export?access_token='
        + _chars(40)
        + ' HTTP/1.1" 200 512',
        # key envelopes
        '---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: "ana@laptop"\n'
        + b64(_RNG.randbytes(120))
        + "\n---- END SSH2 ENCRYPTED PRIVATE KEY ----",
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
        + b64(_RNG.randbytes(120))
        + "\n="
        + _chars(4)
        + "\n-----END PGP PRIVATE KEY BLOCK-----",
        jwk_priv,
        jwk_rsa,
        "untrusted comment: minisign encrypted secret key\nRWRTY0Iy" + b64(_RNG.randbytes(150)),
        "untrusted comment: signify secret key\nRWRCSwAAA" + b64(_RNG.randbytes(96)),
        "ED25519-V3:" + b64(_RNG.randbytes(64)),
        # prose, chat and logs
        "Le mot de passe du routeur est " + _pw(),
        "Das Passwort lautet " + _pw() + ", bitte nicht weitergeben.",
        "пароль: " + _pw(),
        "数据库密码是" + _pw(),
        "パスワードは" + _pw() + "です",
        "Lösenordet till servern är " + _pw(),
        "Salasana on " + _pw(),
        "Heslo k databázi je " + _pw(),
        "A jelszó: " + _pw(),
        "Ο κωδικός είναι " + _pw(),
        "הסיסמה היא " + _pw(),
        "รหัสผ่านคือ " + _pw(),
        "Kata sandinya adalah " + _pw(),
        "Mật khẩu wifi là " + _pw(),
        "Parola este " + _pw(),
        "Пароль від сервера — " + _pw(),
        "[09:14] <bob> prod root pw is " + _pw() + " dont paste it anywhere",
        "ana: hey what's the staging db pass?\nbob: " + _pw(),
        "2025-05-01 12:00:01 DEBUG connecting to mysql host=db user=app password=" + _pw(),
        "INFO  request kwargs={'url': 'https://api.internal', 'api_key': '" + _chars(32) + "'}",
        '{"ts": "2025-05-01T12:00:01Z", "level": "debug", "msg": "auth", "user": "svc", "secret": "'
        + _chars(32)
        + '"}',
    ]


def _round_26_look_alikes() -> list[str]:
    sha = _h(40)
    return [
        # placeholders and references
        "Authorization: Bearer <your-token>",
        'curl -H "PRIVATE-TOKEN: <your_access_token>" https://gitlab.example.com/api/v4/projects',
        "export API_TOKEN=${SECRET}",
        "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  GH_TOKEN: ${{ github.token }}",
        'ansible_become_password: "{{ vault_become_password }}"',
        "password = var.db_password",
        "password = random_password.db.result",
        'variable "db_password" {\n  type      = string\n  sensitive = true\n}',
        "POSTGRES_PASSWORD_FILE=/run/secrets/db_password",
        "secrets:\n  db_password:\n    file: ./secrets/db_password.txt",
        "LoadCredential=db-password:/etc/app/db-password\nEnvironmentFile=/etc/app/env",
        "spring.datasource.password=${DB_PASSWORD}",
        "password=ENC(" + _chars(32, _B64) + ")",
        "auth:\n  existingSecret: db-credentials\n  secretKeys:\n    adminPasswordKey: password",
        "valueFrom:\n  secretKeyRef:\n    name: db\n    key: password",
        "DB_PASSWORD=changeme",
        "API_KEY=xxxxxxxxxxxxxxxxxxxxxxxx",
        "password: '********'",
        "api_key=[REDACTED]",
        "Invalid API key provided: sk-proj-****" + _chars(4),
        "token: ghp_************************************",
        'secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>',
        "@Microsoft.KeyVault(SecretUri=https://acme.vault.azure.net/secrets/db-password/)",
        "password: ENC[AES256_GCM,data:"
        + b64(_RNG.randbytes(12))
        + ",iv:"
        + b64(_RNG.randbytes(32))
        + ",tag:"
        + b64(_RNG.randbytes(16))
        + ",type:str]",
        "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + _h(64) + "\n  " + _h(64),
        "encryptedData:\n  password: AgB" + b64(_RNG.randbytes(300)),
        "git clone https://github.com/acme/app.git",
        "git clone https://${GITHUB_TOKEN}@github.com/acme/app.git",
        "git remote set-url origin https://x-access-token:${{ secrets.GITHUB_TOKEN }}@github.com/acme/app.git",
        "Server=(localdb)\\mssqllocaldb;Database=app;Trusted_Connection=True;MultipleActiveResultSets=true",
        "Server=myServerAddress;Database=myDataBase;User Id=myUsername;Password=myPassword;",
        "postgres://app@db.example.com:5432/app",
        "postgres://postgres:postgres@localhost:5432/test",
        "mongodb://localhost:27017/test",
        "redis://localhost:6379/0",
        "jdbc:postgresql://localhost:5432/app?user=app&ssl=true",
        "DATABASE_URL=postgres://user:password@localhost:5432/mydb",
        # hashes, ids and public material
        "commit " + sha + "\nAuthor: Ana <ana at acme>\n\n    fix login redirect",
        "image: ghcr.io/acme/app@sha256:" + _h(64),
        "integrity sha512-" + b64(_RNG.randbytes(64)),
        "requests==2.32.3 --hash=sha256:" + _h(64),
        "golang.org/x/net v0.25.0 h1:" + b64(_RNG.randbytes(32)),
        "request_id=" + _uuid() + " trace_id=" + _h(32) + " span_id=" + _h(16),
        "payment pi_3" + _chars(23) + " for customer cus_" + _chars(14) + " succeeded",
        "chatcmpl-" + _chars(29) + " finished with stop",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(_RNG.randbytes(32))[:43] + " ana@laptop",
        "-----BEGIN PUBLIC KEY-----\n" + b64(_RNG.randbytes(90)) + "\n-----END PUBLIC KEY-----",
        "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n"
        + b64(_RNG.randbytes(120))
        + "\n-----END PGP PUBLIC KEY BLOCK-----",
        json.dumps(
            {
                "kty": "EC",
                "crv": "P-256",
                "x": _b64url(32),
                "y": _b64url(32),
                "use": "sig",
                "kid": "k1",
            }
        ),
        "age1" + _chars(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"),
        "untrusted comment: minisign public key "
        + _h(16).upper()
        + "\nRWQ"
        + b64(_RNG.randbytes(39)),
        "[Peer]\nPublicKey = " + b64(_RNG.randbytes(32)) + "\nAllowedIPs = 10.0.0.2/32",
        "certificate-authority-data: "
        + b64(
            "-----BEGIN CERTIFICATE-----\n"
            + b64(_RNG.randbytes(90))
            + "\n-----END CERTIFICATE-----\n"
        ),
        "SENTRY_DSN=https://"
        + _h(32)
        + "@o"
        + _chars(6, "0123456789")
        + ".ingest.sentry.io/"
        + _chars(7, "0123456789"),
        "LANGFUSE_PUBLIC_KEY=pk-lf-" + _uuid(),
        "NEXT_PUBLIC_SUPABASE_ANON_KEY=sb_publishable_" + _chars(31, _URLSAFE),
        "STRIPE_PUBLISHABLE_KEY=pk_live_" + _chars(99),
        '<img src="data:image/png;base64,' + b64(_RNG.randbytes(200)) + '">',
        "https://accounts.example.com/authorize?response_type=code&client_id=app&state="
        + _chars(32)
        + "&code_challenge="
        + _b64url(32)
        + "&code_challenge_method=S256",
        # documentation of formats, policy prose, test data
        "Groq API keys start with gsk_ followed by 52 characters.",
        "Doppler service tokens look like dp.st.<config>.<40 characters>; personal tokens start with dp.pt.",
        "Atlassian API tokens begin with ATATT3 and have no fixed length.",
        "Rotate the database password every 90 days and store it in Vault under secret/db.",
        "Le mot de passe doit contenir au moins 12 caractères.",
        "Das Passwort muss mindestens 12 Zeichen lang sein.",
        "Пароль должен содержать не менее 12 символов.",
        "密码长度至少为12位，并且需要包含数字。",
        "パスワードを忘れた場合は管理者に連絡してください。",
        "I forgot the password for staging, ask Ana to reset it.",
        'ERROR: password authentication failed for user "app"',
        "Access denied for user 'root'@'localhost' (using password: YES)",
        "Use 4111 1111 1111 1111 as the test card number.",
        "[09:14] <bob> the prod root password is in 1Password under 'db-prod'",
        "PasswordAuthentication no\nPubkeyAuthentication yes",
        "passwd:         files systemd",
        "ngrok config add-authtoken $NGROK_AUTHTOKEN",
        "Authorization: Basic base64(username:password)",
    ]


def _reworded() -> list[str]:
    ec_pem = (
        "-----BEGIN EC PRIVATE KEY-----\n"
        + b64(_RNG.randbytes(90))
        + "\n-----END EC PRIVATE KEY-----\n"
    )
    return [
        'variable "admin_token" {\n  default     = "'
        + _chars(40)
        + '"\n  description = "CI token"\n}',
        "Parameters:\n  MasterUserPassword:\n    Type: String\n    NoEcho: true\n    Default: "
        + _pw(),
        json.dumps({"parameters": {"adminPassword": {"value": _pw()}}}, indent=2),
        "on:\n  workflow_dispatch:\n    inputs:\n      api_token:\n        description: token for the API\n        default: "
        + _chars(40),
        "[10:02] <carol> what's the wifi password?\n[10:03] <dave> " + _pw(),
        "Q: what is the VPN passcode?\nA: " + _pw(),
        "ana: creds for the staging grafana?\nbob: " + _pw(),
        "Wie lautet das Passwort für den Router?\nTom: " + _pw(),
        "quel est le mot de passe du wifi ?\n— " + _pw(),
        # a password's first character that also starts a reference elsewhere
        'javax.net.ssl.trustStorePassword="%T^3Ir' + _chars(10) + '"',
        "パスワードは%T^3IrK" + _chars(10) + "です",
        "Server=db;Database=app;User Id=sa;Password=&ZK6" + _chars(10) + ";",
        "auth:\n  password:\n    default: Xk9#" + _chars(10),
        "http://svc:" + quote("Xk9#?@" + _chars(10), safe="") + "@proxy.internal:3128",
        "type: kubernetes.io/tls\ndata:\n  tls.key: " + b64(ec_pem),
        json.dumps({"kty": "oct", "k": _b64url(32), "alg": "HS256"}),
        json.dumps({"crv": "Ed25519", "d": _b64url(32), "x": _b64url(32), "kty": "OKP"}),
        "-----BEGIN PGP SECRET KEY BLOCK-----\n\n"
        + b64(_RNG.randbytes(120))
        + "\n-----END PGP SECRET KEY BLOCK-----",
        "untrusted comment: rsign encrypted secret key\n" + b64(_RNG.randbytes(150)),
        "ADD_ONION ED25519-V3:" + b64(_RNG.randbytes(64)) + " Port=80,127.0.0.1:8080",
        "mlt_" + _chars(40),
        "zsk_" + _chars(48, _LOWNUM),
        "xsmtpsib-" + _h(64) + "-" + _chars(16),
        "sgp_local_" + _h(40),
        "DD_APPLICATION_KEY=" + _h(40),
        "FCM_SERVER_KEY=" + _chars(40),
        "Data Source=db;User ID=sa;Password=*Kq8" + _chars(10) + ";",
        "Driver={ODBC Driver 18 for SQL Server};Server=db;Uid=sa;Pwd=!Vx7" + _chars(10) + ";",
        "Authorization: OAuth 00D" + _chars(15) + "!" + _chars(100, _ALNUM_DOT),
    ]


_ALNUM_DOT = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789."


def _reworded_look_alikes() -> list[str]:
    return [
        'variable "db_password" {\n  type    = string\n  default = ""\n}',
        'variable "db_password" {\n  default = null\n}',
        "Parameters:\n  DBPassword:\n    Type: String\n    NoEcho: true\n    Default: ''",
        "Parameters:\n  DBPassword:\n    Type: String\n    Default: !Ref AWS::NoValue",
        json.dumps(
            {
                "adminPassword": {
                    "reference": {
                        "keyVault": {
                            "id": "/subscriptions/x/resourceGroups/rg/providers/Microsoft.KeyVault/vaults/kv"
                        },
                        "secretName": "adminPassword",
                    }
                }
            }
        ),
        "what's the wifi password?\nbob: ask the front desk",
        "what's the wifi password?\nbob: it's on the fridge",
        "does the password need a digit?\nbob: yes",
        "what's the token TTL?\nbob: 15m30s",
        "which password manager do we use?\nbob: Bitwarden",
        "LoadCredential=tls-key:/etc/ssl/private/app.key",
        "tls.crt: "
        + b64(
            "-----BEGIN CERTIFICATE-----\n"
            + b64(_RNG.randbytes(90))
            + "\n-----END CERTIFICATE-----\n"
        ),
        json.dumps({"kty": "RSA", "n": _b64url(256), "e": "AQAB", "kid": "2024-01"}),
        "untrusted comment: signify public key\nRWQ" + b64(_RNG.randbytes(39)),
        "posthog.init('phc_" + _chars(43) + "', { api_host: 'https://eu.posthog.com' })",
        '<img src="https://codecov.io/gh/acme/app/branch/main/graph/badge.svg?token='
        + _chars(10)
        + '"/>',
        "response resp_" + _h(48) + " completed",
        "def test_shouldRejectExpiredTokensWhenClockSkewIsLarge2(): ...",
        "encryptedData:\n  api_token: AgA" + b64(_RNG.randbytes(200)),
        "ED25519-V3 keys are 64 bytes long; see the Tor control spec for ADD_ONION.",
        "A generic token reads prefix_ followed by 32 random characters.",
        "char *password=&pw_buf[0];",
        "password=%(db_password)s",
        "set PGPASSWORD=%DB_PASSWORD%",
        "database_password: '%env(DATABASE_PASSWORD)%'",
        'password = "%s" % getpass()',
        "auth:\n  password:\n    default: # set in the vault",
    ]


@pytest.mark.parametrize("text", _round_26())
def test_round_26_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _round_26_look_alikes())
def test_round_26_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text)


@pytest.mark.parametrize("text", _reworded())
def test_round_26_reworded_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _reworded_look_alikes())
def test_round_26_reworded_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text)


# Shapes from the probe of real documentation (Laravel's docs, Bitnami's charts, Python
# packages' READMEs) that the gate flagged, rewritten here; each now passes.
@pytest.mark.parametrize(
    "text",
    [
        "Password::defaults(function () {\n    return Password::min(8)->letters();\n});",
        "return $status === Password::ResetLinkSent ? back() : back()->withErrors();",
        "'password' => Hash::make($request->newPassword),",
        "'password' => static::$password ??= Hash::make('password'),",
        "'password' => 'required|min:8|confirmed',",
        "validate: ['password' => 'min:8']",
        "'password' => 'current_password:api'",
        "pg_dump --no-password --file=/backups/app.sql app",
        "certificates:\n  customCAs:\n    - secret: my-ca-1\n    - secret: my-ca-2",
        'initialClusterToken: "etcd-cluster-k8s"',
        "'success_url' => route('done').'?session_id={CHECKOUT_SESSION_ID}',",
        "connection-string: mongodb://DB_USER:DB_PASSWORD@mongodb:27017",
        "clone with https://USERNAME:PERSONAL_ACCESS_TOKEN@github.com/acme/dags.git",
        'data:\n  redis-password: "' + b64("redis\n") + '"',
        "the new secret should be set in `tls.certificateSecret`:",
        "changes tls.existingSecret to tls.certificatesSecretName in _helpers.tpl",
        "fastcgi_pass unix:/var/run/php/php8.3-fpm.sock;",
        "auth.kafka.keystorePassword=some-password",
        "--set auth.rootPassword=minio-secret-password",
        "POSTGRES_PASSWORD=changethis",
        "keystore password: changeit",
        "-----BEGIN RSA PRIVATE KEY-----\nMIIEog"
        + b64(_RNG.randbytes(45))
        + "\n...\n"
        + b64(_RNG.randbytes(36))
        + "\n-----END RSA PRIVATE KEY-----",
    ],
)
def test_real_documentation_shapes_pass(text: str) -> None:
    assert not find_credentials(text)


@pytest.mark.parametrize(
    "text",
    [
        "'password' => 'Xk9#" + _chars(8) + "',",
        "'password' => 'min:8" + _chars(6) + "#',",
        "initialClusterToken: " + _chars(24),
        "data:\n  password: " + b64("Tq" + _chars(6) + "9#\n"),
        "pg_dump --password Xk9" + _chars(10) + " --file=/backups/app.sql",
        "mongodb://app:Xk9" + _chars(10) + "@mongodb:27017",
        "'success_url' => '/done?session_id=cs_live_" + _chars(40) + "',",
        "password=correct-horse-battery-staple" + _chars(2, "0123456789"),
        "-----BEGIN RSA PRIVATE KEY-----\nMIIEog"
        + b64(_RNG.randbytes(300))
        + "\n-----END RSA PRIVATE KEY-----",
    ],
)
def test_near_the_documentation_shapes_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text
