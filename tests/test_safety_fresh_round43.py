"""Write gate, round 43: the open gaps round 42 left, then a cold sweep in kinds no round had.

Written cold, scored before any fix (base 35d2f8d): credentials 78 of 130 caught, look-alikes
2 of 132 flagged. By kind (credentials caught / look-alikes flagged):
- the open gaps: 6 of 31 credentials, 2 of 37 look-alikes flagged: generated tokens with no
  digit under `Authorization: Bearer`, `token:`, `API_KEY=`, `api_key=`, `client_secret:` and
  a Google app password in its four groups 0/8 and 0/10 (camelCase names, constants and
  references passed); secrets in JSON written inside a JSON string 4/6 and 0/6 (missed:
  Docker's `auth` escaped, an `api_key` escaped twice); an account number with its sort code
  or routing number as config fields (`SORT_CODE=`, `routing_number:`, `sortCode:`) 1/5 and
  0/6 (caught: a JSON `bsb`); vendors with a documented format and no rule (Axiom's xaat-/
  xapt-, Flagsmith's ser., Statsig's secret-, Unleash's <project>:<env>.<hex>, MailerSend's
  mlsn., OneSignal's os_v2_app_, Modal's ak-/as-, LaunchDarkly's api-<uuid>; caught:
  Supabase's sb_secret_, by the generic prefix rule) 1/12 and 2/15 (flagged: Unleash's
  documented insecure admin token under UNLEASH_API_TOKEN, and Paddle.js's client-side token,
  round 38's strict xfail);
- the cold sweep: 72 of 99 credentials, 0 of 95 look-alikes flagged: Terraform state, tfvars
  and Pulumi 9/10 and 0/10 (missed: Pulumi's exported secret, `"plaintext": "\\"…\\""`);
  Kubernetes Secrets 8/8 and 0/8; systemd units and crontabs 7/8 and 0/8 (missed:
  `systemd-run --setenv=NAME=…`); Windows registry exports, `reg add`, PowerShell's
  SecureString, `net use`, `cmdkey` 6/8 and 0/8 (missed: `reg add … /v DefaultPassword … /d
  …`, `net use \\\\host\\share <password> /user:…`); Java keystores, properties and Spring 10/10
  and 0/10; .NET user-secrets, Rails credentials and master.key, Django settings 8/8 and 0/8;
  HAR files and cookies 7/8 and 0/8 (missed: a Netscape cookies.txt session line); Postman
  environments 5/5 and 0/5; SSH config and private keys in chat 5/5 and 0/7; OTP seeds,
  otpauth URLs and recovery codes 4/8 and 0/8 (missed: `github-recovery-codes.txt`, Google's
  numbered backup codes in groups of four digits, `pyotp.TOTP("…")`, AWS's
  `Base32StringSeed`); wallets 1/4 and 0/5 (missed: a Solana id.json byte array, a bitcoin
  WIF key, an Ethereum key passed to `ethers.Wallet`); passwords said in prose in fourteen
  languages no round had (Esperanto, Luxembourgish, Frisian, Faroese, Haitian Creole, Maori,
  Javanese, Sundanese, Kinyarwanda, Malagasy, Kyrgyz, Tatar, Turkmen, Pashto) and three
  phrasings in ones round 27 read 2/17 and 0/10.
Three credentials were rewritten before this score: a Docker `auth` and a Kubernetes Secret's
`password:` had been drawn as base64 of random bytes, where both hold base64 of printable
text ("user:password", a password); the figure above is for the rewritten cases. After it,
the bitcoin WIF case, drawn as 51 random base58 characters, was redrawn as a key with a valid
base58check checksum, as every WIF key has (the base misses it either way: the figure above
holds for both).

Fixed by structure:
- drawn letters (core/privacy_letters.py): a value of 16 letters or more with no digit is read
  by its letter pairs, inside each camelCase part: of the 676 pairs, 441 occur in the English
  words the package ships (the BIP-39 list and the thesaurus, with -s/-ed/-ing/… forms), and
  a random draw lands outside them about one pair in three. Three pairs outside and a fifth of
  the pairs make a draw: machine_like reads such a value as generated, and the no-digit
  fallback (letters and punctuation) now needs its letters drawn (Unleash's documented
  `*:*.unleash-insecure-admin-api-token`, flagged on the base, passes). Measured: random
  letters read as drawn 93 % (40 of both cases), 91 % (32), 81 % (20), 90 % (16 lower case);
  site-packages code's distinct all-letter runs of 16 or more, 116 of 17,741 (0.65 %), nearly
  all base64 fragments, alphabets, Roman-numeral tables and glyph names, about ten written
  names (GSL's `gslcdfcauchyQinv`). A Google app password in its four groups of letters,
  under a password's name or said in prose, is read by the same pairs;
- escaped quotes (core/privacy_escapes.py): `\\"` (and `\\\\\\"`) become a quote and spaces
  put on the side away from what the quote encloses (before an opening quote, after a closing
  one), every offset kept: Docker's escaped `auth`, an `api_key` escaped twice and Pulumi's
  `"plaintext": "\\"…\\""` (privacy_split's JSON block reads a `plaintext` member) now read;
- bank fields written as identifiers (SORT_CODE, routing_number, sortCode, accountNumber,
  BANK_ROUTING_NUMBER; core/privacy_bank.py), and an account number that counts up
  (Stripe's documented test account 000123456789) is an example; a bare sort code or routing
  number passes, as before;
- vendors (core/privacy_tokens.py, each from its vendor's page): Axiom's xaat-/xapt- and a
  UUID, Flagsmith's ser., Statsig's secret-/console-, MailerSend's mlsn., OneSignal's
  os_v2_app_/os_v2_org_, Modal's token secret as- (its ak- token id passes, as round 33 reads
  MODAL_TOKEN_ID: a first version that read both failed that look-alike), Supabase's
  sb_secret_, and near their names Unleash's <project>:<env>.<hex> and LaunchDarkly's
  api-<uuid>; Paddle.js's client-side token (`live_`/`test_` and 27 hexadecimal digits) is a
  published kind (core/privacy_values_public.py; round 38's strict xfail is now a look-alike);
- syntaxes (core/privacy_syntax.py, core/privacy_dialects.py): `reg add … /v NAME … /d …`
  (the name judged like a key), `cmdkey … /pass:…`, a JVM property `-DNAME=…`, Rails'
  master.key printed with its 32 hexadecimal digits, `TOTP("…")`/`HOTP("…")`, `net use
  \\\\host\\share <password> /user:…`;
- a seed named for a one-time password (`Base32StringSeed`, `MfaSeed`; core/privacy_names.py;
  "seed" before an operator anchors the assignment search); recovery codes under a file's
  name (`github-recovery-codes.txt`) and Google's numbered codes in two groups of four digits
  (core/privacy_recovery.py);
- wallets (core/privacy_bearer.py, beside the raw private keys it already read): a Bitcoin
  key in Wallet Import Format by its base58check checksum near a word for a wallet, a key or a
  coin; a 64-digit hexadecimal key handed to `Wallet(…)`, `privateKeyToAccount(…)`,
  `from_key(…)`; Solana's `id.json` byte array; and a session cookie in a cookies.txt line;
- prose: the fourteen languages' words for a password and their copulas, Maltese's
  "hija"/"huwa" (core/privacy_prose.py).
After the fix: credentials 129 of 130, look-alikes 0 of 132. Left (a strict xfail, PENDING):
`systemd-run --setenv=SYNC_TOKEN=…`, since the gate reads a "sync token" as a pagination
cursor (core/privacy_names.py), by design.

Variants written after the fix (a no-digit token in a JSON member, curl's `-H 'X-Api-Key: …'`
and `Authorization: Token`; an app password said in prose; JSON escaped once and twice;
`ABA_ROUTING=`/`ACCOUNT_NO=` and JSON bank fields; each new vendor in another place; Terraform
output JSON with the value last, a state resource's attribute; HAR query strings and
cookies, a Laravel cookie header; Postman's client_secret; `reg add` of an ApiToken, `cmdkey
/generic:`, `java -D…password=`, kubectl's `--from-literal`, systemd's `Environment=`,
`HOTP(…)`, an `MfaSeed`, `backup-codes.txt`, master.key after a zsh prompt, Esperanto and
Maori; 25 look-alikes: camelCase and German compounds under secret names, an all-caps
constant, escaped JSON with an empty password and token_type, a sort code with an account's
name, a commented routing number, prefixes named in prose, `ser.serialize…`, "as-is",
"secret-volume-…", deleted and templated cookies, a Terraform output with no value, an empty
variable default, `reg add` of AutoAdminLogon, `cmdkey /delete`, `-Dspring.profiles.active`
with trustStorePassword=changeit, TOTP from an environment variable, a null MfaSeed, advice
about recovery codes, numpy's random seed, Esperanto advice), first run: credentials 30 of
32 (base: 14), look-alikes 0 of 25 (base: 0). Missed: the app password said in prose (the
prose value has no spaces), `ABA_ROUTING=` (no needle for "aba_"). Fixed: the prose rule reads
a password's four groups of letters, the bank rule's needles take "aba_", "aba-" and
"routing=". Final: 32 of 32, 0 of 25.

Probes (a script outside the suite, 36 benign lines the new rules could reach: analytics
and anti-forgery cookies, curl's cookie jar, HAR and Postman members with templates, Terraform
outputs and defaults that are not secrets, escaped JSON without one, camelCase and German
compounds under secret names, a Bitcoin address, `reg add` of a console setting, CMake's and
Java's -D flags, master.key named in a comment, `TOTP(secret)`, a sort code said alone,
Spanish and Maori sentences with the new copulas, `net use … /persistent:yes`, recovery-code
files named, Unleash's insecure default token in prose, "secret-sauce", `ser.serialize…`,
statsig's client key named, a histogram of 64 small numbers near "keypair"): base 1 flagged,
now 1, the same (`Set-Cookie: csrftoken=<32>` reads as a session cookie and a secret: left).

Real text (bench/privacy_real_text.py's first probe, find_credentials over tldr-pages in every
language plus the venv's site-packages *.md/*.rst; its second, the docs repositories, was not
run: none of the mirrors is on this machine), base 35d2f8d from an unpacked tree: 216,886
distinct paragraphs, 15 flagged before and after, 0 new, 0 gone (run on the fix's first
commit and again on the last).

Cost (callgrind, bench/safety_instructions.py --baseline 35d2f8d --gates privacy --bodies
documentation,transcript,memories): documentation 670.335 -> 673.905 M instructions
(+0.5 %), transcript 687.793 -> 692.727 M (+0.7 %), one memory (mean) 1.445 -> 1.492 M
(+3.3 %). Measured on the way: the escaped quotes first read with a Python callback for each
(to choose the space's side) cost the transcript body 730.567 M (+6.2 %; it holds 1,672
escaped quotes): two fixed replacements, the backslash first in the pattern and the opener
checked behind it, read them for +0.8 % with everything else (693.291 M); reverting the
prose words and copulas moved the count by 0.7 M.
"""

from __future__ import annotations

import base64
import hashlib
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

_V = RoundValues(43)
_RNG = _V.rng
_chars = _V.chars
_h = _V.hex
_pw = _V.password
_uuid = _V.uuid
_key = _V.key
_b64 = _V.b64
_LETTERS = string.ascii_letters
_BASE32 = string.ascii_uppercase + "234567"
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _letters(n: int) -> str:
    """A generated token that happens to hold no digit (about 1 in 750 of 40 characters)."""
    return _chars(n, _LETTERS)


def _wif() -> str:
    """A compressed mainnet key in Bitcoin's Wallet Import Format (base58check)."""
    payload = b"\x80" + bytes(_RNG.randrange(256) for _ in range(32)) + b"\x01"
    raw = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n, out = int.from_bytes(raw, "big"), ""
    while n:
        n, r = divmod(n, 58)
        out = _B58[r] + out
    return out


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i : i + size] for i in range(0, len(value), size))


# --- the open gaps round 42 left ----------------------------------------------------------------


def _all_letter_tokens() -> list[str]:
    """Generated tokens with no digit, under names and headers that say they are secrets."""
    return [
        "Authorization: Bearer " + _letters(40),
        "token: " + _letters(40),
        'headers = {"Authorization": "Bearer ' + _letters(48) + '"}',
        "API_KEY=" + _letters(32),
        'client = Client(api_key="' + _letters(40) + '")',
        "export GITEA_TOKEN=" + _letters(40),
        "client_secret: " + _letters(34),
        # a Google app password: 16 lower-case letters, shown in groups of four
        'EMAIL_HOST_PASSWORD = "' + _groups(_chars(16, string.ascii_lowercase)) + '"',
    ]


def _escaped_json() -> list[str]:
    """Secrets inside JSON written as a string in JSON (escaped quotes), as logs and state keep
    them."""
    return [
        '"{\\"auths\\":{\\"ghcr.io\\":{\\"auth\\":\\"'
        + base64.b64encode(("deploy:" + _pw()).encode()).decode()
        + '\\"}}}"',
        '{"msg": "config loaded", "raw": "{\\"client_secret\\":\\"' + _chars(40) + '\\"}"}',
        '"last-applied-configuration": "{\\"apiVersion\\":\\"v1\\",\\"data\\":{\\"password\\":\\"'
        + _b64(18)
        + '\\"},\\"kind\\":\\"Secret\\"}"',
        '"body": "{\\"username\\":\\"svc-deploy\\",\\"password\\":\\"' + _pw() + '\\"}"',
        '"env": "DB_URL=\\"postgres://app:' + _pw() + '@db.acme.io:5432/app\\""',
        '"payload": "{\\\\\\"api_key\\\\\\": \\\\\\"' + _key() + '\\\\\\"}"',
    ]


def _bank_fields() -> list[str]:
    """An account number with the code that routes to it, as config and data files name them."""
    return [
        "SORT_CODE=20-45-77\nACCOUNT_NUMBER=" + _V.digits(8),
        'routing_number: "021000021"\naccount_number: "' + _V.digits(10) + '"',
        "BANK_ROUTING_NUMBER=026009593\nBANK_ACCOUNT_NUMBER=" + _V.digits(12),
        "payee = {sortCode: '40-47-84', accountNumber: '" + _V.digits(8) + "'}",
        '{"bsb": "062-000", "account_number": "' + _V.digits(9) + '"}',
    ]


def _vendors() -> list[str]:
    """Vendor formats read on the vendors' pages, where no secret's name says what they are."""
    return [
        "axiom prod: xaat-" + _uuid(),
        'client = axiom.Client("xapt-' + _uuid() + '", org_id="acme")',
        "flagsmith server key ser." + _chars(22),
        'flagsmith = Flagsmith(environment_key="ser.' + _chars(22) + '")',
        "statsig: secret-" + _chars(43),
        'Statsig.initialize("secret-' + _chars(43) + '", options)',
        "unleash backend for prod default:production." + _h(64),
        'MailerSend("mlsn.' + _h(64) + '")',
        "onesignal rest key os_v2_app_" + _chars(113, string.ascii_lowercase + "234567"),
        "modal: ak-" + _chars(22) + " / as-" + _chars(22),
        "supabase: sb_secret_" + _chars(31, URLSAFE),
        "launchdarkly api-" + _uuid(),
    ]


# --- the cold sweep: credentials, by kind -------------------------------------------------------


def _terraform_pulumi() -> list[str]:
    return [
        '{"type": "aws_db_instance", "instances": [{"attributes": {"id": "app-db", "username":'
        ' "app", "password": "' + _pw() + '"}}]}',
        '"outputs": {"db_password": {"value": "'
        + _pw()
        + '", "type": "string", "sensitive": true}}',
        '"outputs": {\n    "api_token": {\n      "value": "'
        + _key()
        + '",\n      "type": "string"\n'
        "    }\n  }",
        'db_password = "' + _pw() + '"',
        'credentials = {\n  username = "svc"\n  password = "' + _pw() + '"\n}',
        "config:\n  aws:region: eu-west-1\n  app:apiToken: " + _key(),
        "pulumi config set --secret dbPassword " + _pw(),
        '"outputs": {"password": {"4dabf18193072939515e22adb298388d": '
        '"1b47061264138c4ac30d75fd1eb44270", "plaintext": "\\"' + _pw() + '\\""}}',
        'variable "admin_password" {\n  type    = string\n  default = "' + _pw() + '"\n}',
        'TF_VAR_db_password="' + _pw() + '" terraform apply',
    ]


def _kubernetes() -> list[str]:
    pw_b64 = base64.b64encode(_pw().encode()).decode()
    login = base64.b64encode(("bot:" + _key()).encode()).decode()
    docker = json.dumps({"auths": {"ghcr.io": {"auth": login}}})
    return [
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque\ndata:\n  password: "
        + pw_b64,
        "kind: Secret\ndata:\n  api-key: " + _V.b64(24),
        "kind: Secret\nstringData:\n  DATABASE_URL: postgres://app:" + _pw() + "@db:5432/app",
        "kind: Secret\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: "
        + base64.b64encode(docker.encode()).decode(),
        "kubectl create secret generic db --from-literal=password=" + _pw(),
        "kubectl create secret docker-registry regcred --docker-server=ghcr.io "
        "--docker-username=bot --docker-password=" + _key(),
        "kind: Secret\ntype: kubernetes.io/tls\ndata:\n  tls.crt: "
        + _V.pem_b64("CERTIFICATE")
        + "\n  tls.key: "
        + _V.pem_b64("PRIVATE KEY"),
        "env:\n  - name: REDIS_PASSWORD\n    value: " + _pw(),
    ]


def _systemd_cron() -> list[str]:
    return [
        '[Service]\nEnvironment="DB_PASSWORD=' + _pw() + '"',
        "[Service]\nEnvironment=API_TOKEN=" + _key(),
        "ExecStart=/usr/local/bin/app --db-pass " + _pw() + " --port 8080",
        "0 3 * * * PGPASSWORD=" + _pw() + " pg_dump -h db app > /bak/app.sql",
        "*/5 * * * * curl -s -u admin:" + _pw() + " https://mon.acme.io/ping",
        "RESTIC_PASSWORD=" + _pw() + "\n0 2 * * * restic backup /srv",
        "systemd-run --setenv=SYNC_TOKEN=" + _key() + " /usr/local/bin/sync",
        "@reboot /opt/vpn/connect.sh --user ops --pass " + _pw(),
    ]


def _windows() -> list[str]:
    return [
        "[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n"
        '"AutoAdminLogon"="1"\n"DefaultUserName"="kiosk"\n"DefaultPassword"="' + _pw() + '"',
        'reg add "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon" /v '
        "DefaultPassword /t REG_SZ /d " + _pw() + " /f",
        "[HKEY_CURRENT_USER\\Software\\SimonTatham\\PuTTY\\Sessions\\prod]\n"
        '"ProxyUsername"="ops"\n"ProxyPassword"="' + _pw() + '"',
        '[HKEY_LOCAL_MACHINE\\SOFTWARE\\Acme\\Agent]\n"ApiKey"="' + _key() + '"',
        '$pw = ConvertTo-SecureString "' + _pw() + '" -AsPlainText -Force',
        "$cred = New-Object System.Management.Automation.PSCredential('svc', "
        "(ConvertTo-SecureString '" + _pw() + "' -AsPlainText -Force))",
        "net use \\\\fs01\\share " + _pw() + " /user:CORP\\svc",
        "cmdkey /add:fs01.corp.local /user:CORP\\svc /pass:" + _pw(),
    ]


def _java_spring() -> list[str]:
    return [
        "spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/app\n    username: app\n"
        "    password: " + _pw(),
        "spring.mail.password=" + _pw(),
        "keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -srcstorepass "
        + _pw()
        + " -destkeystore app.jks",
        "server.ssl.key-store-password=" + _pw(),
        "jasypt.encryptor.password=" + _pw(),
        "spring.security.oauth2.client.registration.github.client-secret=" + _h(40),
        'JAVA_OPTS="-Xmx2g -Djavax.net.ssl.trustStorePassword=' + _pw() + '"',
        "app:\n  jwt:\n    secret: " + _V.b64(48),
        "liquibase --url=jdbc:postgresql://db/app --username=app --password=" + _pw() + " update",
        "jdbc:mysql://db.acme.io:3306/app?user=app&password=" + _pw() + "&useSSL=true",
    ]


def _dotnet_rails_django() -> list[str]:
    return [
        'dotnet user-secrets set "Movies:ServiceApiKey" "' + _key() + '"',
        '{\n  "ConnectionStrings:Default": "Server=db;Database=app;User Id=sa;Password='
        + _pw()
        + ';"\n}',
        '{\n  "Smtp:Password": "' + _pw() + '",\n  "Smtp:Host": "smtp.acme.io"\n}',
        "$ cat config/master.key\n" + _h(32),
        "secret_key_base: "
        + _h(128)
        + "\naws:\n  access_key_id: AKIA"
        + _chars(16, string.ascii_uppercase + "234567")
        + "\n  secret_access_key: "
        + _chars(40, string.ascii_letters + string.digits + "+/"),
        "SECRET_KEY = 'django-insecure-" + _chars(50, LOW + "!@#$%^&*(-_=+)") + "'",
        "DATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'NAME': 'app', "
        "'USER': 'app', 'PASSWORD': '" + _pw() + "', 'HOST': 'db'}}",
        "RAILS_MASTER_KEY=" + _h(32) + " bin/rails server",
    ]


def _har_cookies() -> list[str]:
    return [
        '{"name": "Authorization", "value": "Bearer ' + _chars(64, URLSAFE) + '"}',
        '{"name": "Cookie", "value": "sessionid='
        + _chars(32, LOW)
        + "; csrftoken="
        + _chars(32)
        + '"}',
        '"cookies": [{"name": "__Secure-next-auth.session-token", "value": "'
        + _chars(120, URLSAFE)
        + '", "httpOnly": true}]',
        '{"name": "X-API-Key", "value": "' + _key() + '"}',
        '"postData": {"mimeType": "application/x-www-form-urlencoded", "text": "username=ana&pass'
        "word=" + _pw() + '"}',
        "Set-Cookie: session=" + _chars(48, URLSAFE) + "; Path=/; HttpOnly; Secure",
        ".github.com\tTRUE\t/\tTRUE\t1767225600\tuser_session\t" + _chars(48, URLSAFE),
        "curl 'https://app.acme.io/api/me' -H 'cookie: _session_id=" + _h(32) + "'",
    ]


def _postman() -> list[str]:
    return [
        '{"key": "apiKey", "value": "' + _key() + '", "type": "secret", "enabled": true}',
        '{"key": "password", "value": "' + _pw() + '", "type": "default", "enabled": true}',
        '{"key": "access_token", "value": "' + _chars(60, URLSAFE) + '", "type": "default"}',
        '"auth": {"type": "bearer", "bearer": [{"key": "token", "value": "'
        + _key()
        + '", "type": "string"}]}',
        '"auth": {"type": "basic", "basic": [{"key": "password", "value": "'
        + _pw()
        + '"}, {"key": "username", "value": "svc"}]}',
    ]


def _ssh_chat() -> list[str]:
    body = _V.b64(300)
    lines = "\n".join(body[i : i + 70] for i in range(0, len(body), 70))
    return [
        "here's the deploy key, paste it into the runner:\n-----BEGIN OPENSSH PRIVATE KEY-----\n"
        + lines
        + "\n-----END OPENSSH PRIVATE KEY-----",
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy\nPublic-Lines: 2\n"
        + _V.b64(48)
        + "\n"
        + _V.b64(3)
        + "\nPrivate-Lines: 1\n"
        + _V.b64(36)
        + "\nPrivate-MAC: "
        + _h(64),
        "Host prod\n  HostName 10.0.4.12\n  User deploy\n  # password: " + _pw(),
        "Host bastion\n  ProxyCommand sshpass -p '" + _pw() + "' ssh -W %h:%p jump@10.0.0.1",
        '{"host": "10.0.4.12", "private_key": "-----BEGIN OPENSSH PRIVATE KEY-----\\n'
        + body[:70]
        + "\\n"
        + body[70:140]
        + '\\n-----END OPENSSH PRIVATE KEY-----\\n"}',
    ]


def _otp_recovery() -> list[str]:
    codes = "\n".join(f"{_h(5)}-{_h(5)}" for _ in range(16))
    backup = "\n".join(f"{i}. {_V.digits(4)} {_V.digits(4)}" for i in range(1, 11))
    return [
        "otpauth://totp/ACME:ana?secret=" + _chars(32, _BASE32) + "&issuer=ACME",
        "2FA setup key: " + _groups(_chars(32, _BASE32).lower()),
        "TOTP_SECRET=" + _chars(32, _BASE32),
        "github-recovery-codes.txt\n" + codes,
        "Google backup codes for ana\n" + backup,
        'totp = pyotp.TOTP("' + _chars(32, _BASE32) + '")',
        '{"type": "totp", "name": "ana", "issuer": "ACME", "info": {"secret": "'
        + _chars(32, _BASE32)
        + '", "digits": 6, "period": 30}}',
        '"Base32StringSeed": "' + _chars(64, _BASE32) + '"',
    ]


def _wallets() -> list[str]:
    solana = "[" + ",".join(str(_RNG.randrange(256)) for _ in range(64)) + "]"
    return [
        "wallet private key 0x" + _h(64),
        "~/.config/solana/id.json:\n" + solana,
        "bitcoin WIF: " + _wif(),
        'const wallet = new ethers.Wallet("0x' + _h(64) + '", provider);',
    ]


def _prose() -> list[str]:
    """A password said in prose: languages no earlier round had, and new phrasings in a few
    round 27 read (a "for the wifi" between, the value before a verb-final copula)."""
    return [
        "La pasvorto estas " + _pw(),
        "D'Passwuert ass " + _pw(),
        "It wachtwurd is " + _pw(),
        "Loyniorðið er " + _pw(),
        "Modpas wifi a se " + _pw(),
        "Ko te kupuhipa ko " + _pw(),
        "Tembung sandine yaiku " + _pw(),
        "Kecap konci wifi nyaeta " + _pw(),
        "Ijambo ry'ibanga ni " + _pw(),
        "Ny teny miafina dia " + _pw(),
        "Сырсөз: " + _pw(),
        "Серсүз: " + _pw(),
        "Açarsöz: " + _pw(),
        "پټنوم: " + _pw(),
        "Geslo za wifi je " + _pw(),
        "Wifi pasahitza " + _pw() + " da",
        "Il-password tal-wifi hija " + _pw(),
    ]


CREDENTIALS = {
    "all-letter tokens": _all_letter_tokens(),
    "escaped json": _escaped_json(),
    "bank fields": _bank_fields(),
    "vendors": _vendors(),
    "terraform and pulumi": _terraform_pulumi(),
    "kubernetes": _kubernetes(),
    "systemd and cron": _systemd_cron(),
    "windows": _windows(),
    "java and spring": _java_spring(),
    ".net, rails, django": _dotnet_rails_django(),
    "har and cookies": _har_cookies(),
    "postman": _postman(),
    "ssh in chat": _ssh_chat(),
    "otp and recovery codes": _otp_recovery(),
    "wallets": _wallets(),
    "prose": _prose(),
}


# --- look-alikes, in the same places -----------------------------------------------------------


def _all_letter_look_alikes() -> list[str]:
    """Names written by people under the same names: camelCase, constants, references."""
    return [
        "token: ThisIsNotARealTokenJustAnExample",
        "Authorization: Bearer accessTokenFromRefreshFlow",
        "API_KEY=OpenWeatherMapApiKey",
        'client = Client(api_key="DefaultApiKeyProvider")',
        "client_secret: clientSecretFromVault",
        "token: SERVICE_ACCOUNT_TOKEN",
        "secret: ExternalSecretsOperatorManaged",
        'EMAIL_HOST_PASSWORD = ""',
        "export GITEA_TOKEN=$(pass show gitea/token)",
        "Authorization: Bearer {{accessToken}}",
    ]


def _escaped_look_alikes() -> list[str]:
    return [
        '"{\\"auths\\":{\\"ghcr.io\\":{\\"auth\\":\\"\\"}}}"',
        '{"msg": "config loaded", "raw": "{\\"client_secret\\":\\"${CLIENT_SECRET}\\"}"}',
        '"body": "{\\"username\\":\\"svc-deploy\\",\\"password\\":\\"<redacted>\\"}"',
        '"body": "{\\"username\\":\\"svc-deploy\\",\\"remember\\":true}"',
        '"raw": "{\\"sha256\\":\\"' + _h(64) + '\\",\\"size\\":1024}"',
        '"payload": "{\\"api_key\\": null, \\"region\\": \\"eu\\"}"',
    ]


def _bank_look_alikes() -> list[str]:
    """A bare routing code (the bank prints it), references, documented test numbers."""
    return [
        "SORT_CODE=20-45-77",
        "ROUTING_NUMBER=021000021",
        "account_number: ${ACCOUNT_NUMBER}\nrouting_number: ${ROUTING_NUMBER}",
        'routing_number: "110000000"\naccount_number: "000123456789"',
        '{"bsb": "062-000", "bank": "Commonwealth Bank"}',
        "ACCOUNT_NUMBER_LENGTH=8\nSORT_CODE_FORMAT=NN-NN-NN",
    ]


def _vendor_look_alikes() -> list[str]:
    """Prefixes named, placeholders, the published halves and documented sample values."""
    return [
        "Axiom API tokens start with xaat- and personal tokens with xapt-.",
        "AXIOM_TOKEN=xaat-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
        "Flagsmith server-side keys start with ser. and stay on the server",
        "flagsmith client key " + _chars(22),
        "statsig client key client-" + _chars(43),
        "secret-sauce-recipe is the name of the branch",
        "UNLEASH_API_TOKEN=*:*.unleash-insecure-admin-api-token",
        "default:development.unleash-insecure-api-token",
        "onesignal key os_v2_app_...",
        "modal token set --token-id ak-... --token-secret as-...",
        "SUPABASE_KEY=sb_publishable_" + _chars(31, URLSAFE),
        "Paddle.Initialize({ token: 'live_" + _h(27) + "' })",
        "NEXT_PUBLIC_PADDLE_CLIENT_TOKEN=test_" + _h(27),
        "api-v2 is deprecated; use api-v3",
        "ld client-side id " + _h(24),
    ]


def _terraform_look_alikes() -> list[str]:
    return [
        '{"type": "aws_db_instance", "instances": [{"attributes": {"id": "app-db", "username":'
        ' "app", "password": null}}]}',
        '"outputs": {"vpc_id": {"value": "vpc-0a1b2c3d4e5f67890", "type": "string"}}',
        '"outputs": {"db_endpoint": {"value": "app-db.c9akciq32.eu-west-1.rds.amazonaws.com:5432",'
        ' "type": "string"}}',
        "db_password = var.db_password",
        "password = random_password.db.result",
        "config:\n  aws:region: eu-west-1\n  app:dbPassword:\n    secure: v1:"
        + _V.b64(12)
        + ":"
        + _V.b64(30),
        "pulumi config set --secret dbPassword",
        '"lineage": "' + _uuid() + '", "serial": 42, "terraform_version": "1.9.5"',
        "  ~ password = (sensitive value)",
        'variable "admin_password" {\n  type      = string\n  sensitive = true\n}',
    ]


def _kubernetes_look_alikes() -> list[str]:
    return [
        "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n"
        "    password: AgB" + _V.b64(300),
        "kind: Secret\ndata:\n  ca.crt: " + _V.pem_b64("CERTIFICATE"),
        'kind: Secret\ndata:\n  password: ""',
        "kind: ExternalSecret\nspec:\n  data:\n    - secretKey: password\n      remoteRef:\n"
        "        key: prod/db\n        property: password",
        "kubectl create secret generic db --from-literal=password=$(openssl rand -base64 24)",
        "kubectl create secret generic db --from-file=password=./pw.txt",
        "env:\n  - name: REDIS_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: redis\n"
        "        key: password",
        'kind: ConfigMap\ndata:\n  LOG_LEVEL: info\n  PORT: "8080"',
    ]


def _systemd_look_alikes() -> list[str]:
    return [
        "[Service]\nEnvironmentFile=/etc/app/secrets.env",
        "[Service]\nLoadCredential=db:/etc/creds/db",
        '[Service]\nEnvironment="PASSWORD_FILE=/run/secrets/db"',
        "[Service]\nEnvironment=LOG_LEVEL=debug",
        "[Service]\nSetCredentialEncrypted=db: \\\n        "
        + _V.b64(60)
        + " \\\n        "
        + _V.b64(30),
        "0 3 * * * . /etc/backup.env && pg_dump -h db app > /bak/app.sql",
        "*/5 * * * * curl -s -n https://mon.acme.io/ping",
        "ExecStart=/usr/local/bin/app --password-file %d/db --port 8080",
    ]


def _windows_look_alikes() -> list[str]:
    return [
        "$pw = Read-Host -AsSecureString",
        "$pw = ConvertTo-SecureString $env:SVC_PASS -AsPlainText -Force",
        '"DefaultPassword"=""\n"AutoAdminLogon"="0"',
        'reg query "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon" /v '
        "DefaultUserName",
        "cmdkey /list",
        '[HKEY_LOCAL_MACHINE\\SOFTWARE\\Acme\\Agent]\n"InstallPath"="C:\\\\Program Files\\\\Acme"',
        "$cred = Get-Credential -UserName CORP\\svc -Message 'file share'",
        "net use \\\\fs01\\share /user:CORP\\svc *",
    ]


def _java_look_alikes() -> list[str]:
    return [
        "spring.datasource.password=${DB_PASSWORD}",
        "spring:\n  datasource:\n    password: ENC(" + _V.b64(32) + ")",
        "server.ssl.key-store-password=changeit",
        "keytool -list -keystore cacerts -storepass changeit",
        "spring.datasource.password=",
        "jwt.expiration=86400000",
        "spring.security.oauth2.client.registration.github.client-id=Iv1." + _h(16),
        "keytool -genkeypair -alias app -keyalg RSA -keysize 2048 -keystore app.jks",
        "spring:\n  datasource:\n    password: '{cipher}" + _h(64) + "'",
        "jdbc:h2:mem:testdb;DB_CLOSE_DELAY=-1",
    ]


def _dotnet_look_alikes() -> list[str]:
    return [
        "dotnet user-secrets init",
        "<UserSecretsId>" + _uuid() + "</UserSecretsId>",
        '{\n  "ConnectionStrings:Default": "Server=db;Database=app;Trusted_Connection=True;"\n}',
        "config/credentials.yml.enc: " + _V.b64(90) + "--" + _V.b64(9) + "--" + _V.b64(15),
        "Rails.application.credentials.dig(:aws, :secret_access_key)",
        'SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]',
        "SECRET_KEY = get_random_secret_key()",
        "'PASSWORD': env('DB_PASSWORD'),",
    ]


def _har_look_alikes() -> list[str]:
    return [
        '{"name": "Accept", "value": "application/json"}',
        '{"name": "Cookie", "value": "theme=dark; lang=en"}',
        '{"name": "Authorization", "value": "[REDACTED]"}',
        "Set-Cookie: theme=dark; Path=/; SameSite=Lax",
        ".acme.io\tTRUE\t/\tFALSE\t1767225600\t_ga\tGA1.2." + _V.digits(9) + "." + _V.digits(10),
        '{"name": "If-None-Match", "value": "W/\\"' + _h(32) + '\\""}',
        '"postData": {"mimeType": "application/x-www-form-urlencoded", "text": "username=ana&reme'
        'mber=1"}',
        '{"name": "x-request-id", "value": "' + _uuid() + '"}',
    ]


def _postman_look_alikes() -> list[str]:
    return [
        '{"key": "baseUrl", "value": "https://api.acme.io", "type": "default"}',
        '{"key": "apiKey", "value": "{{API_KEY}}", "type": "secret", "enabled": true}',
        '{"key": "apiKey", "value": "", "type": "secret", "enabled": true}',
        '{"key": "userId", "value": "' + _uuid() + '", "type": "default"}',
        '"auth": {"type": "bearer", "bearer": [{"key": "token", "value": "{{token}}", "type": "'
        'string"}]}',
    ]


def _ssh_look_alikes() -> list[str]:
    return [
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"
        + _chars(43, string.ascii_letters + "0123456789+/")
        + " ana@laptop",
        "Host prod\n  HostName 10.0.4.12\n  User deploy\n  IdentityFile ~/.ssh/id_ed25519",
        "10.0.4.12 ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTY"
        + _chars(60, string.ascii_letters + "0123456789+/"),
        "The key fingerprint is SHA256:" + _chars(43, string.ascii_letters + "0123456789+/"),
        '---- BEGIN SSH2 PUBLIC KEY ----\nComment: "deploy"\n' + _V.b64(51) + "\n"
        "---- END SSH2 PUBLIC KEY ----",
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy\nPublic-Lines: 2",
        "Host bastion\n  ProxyJump jump@10.0.0.1",
    ]


def _otp_look_alikes() -> list[str]:
    return [
        "TOTP code: 482913 (expired)",
        "recovery codes: stored in 1Password under ACME admin",
        "secret = pyotp.random_base32()",
        "Your verification code is 739201",
        "MFA serial: arn:aws:iam::123456789012:mfa/ana",
        '{"digits": 6, "period": 30, "algorithm": "SHA1"}',
        "backup codes were regenerated on 2026-11-30",
        "otpauth://totp/ACME:ana?secret=<secret>&issuer=ACME",
    ]


def _wallet_look_alikes() -> list[str]:
    return [
        "send it to 0x" + _h(40),
        "tx 0x" + _h(64) + " confirmed in block 21,004,112",
        "solana address " + _chars(44, _B58),
        "the seed phrase never leaves the hardware wallet",
        "block hash 00000000000000000002" + _h(44),
    ]


def _prose_look_alikes() -> list[str]:
    """The same languages' words for a password, said about one and not giving it."""
    return [
        "La pasvorto estas tro mallonga",
        "D'Passwuert ass ze kuerz",
        "It wachtwurd is feroare",
        "Loyniorðið er ov stutt",
        "Ko te kupuhipa ko te mea huna",
        "Ijambo ry'ibanga ni ngufi cyane",
        "Сырсөз: өзгөртүлдү",
        "Geslo za wifi je shranjeno v trezorju",
        "Wifi pasahitza aldatu da",
        "Il-password tal-wifi hija qasira wisq",
    ]


LOOK_ALIKES = {
    "all-letter tokens": _all_letter_look_alikes(),
    "escaped json": _escaped_look_alikes(),
    "bank fields": _bank_look_alikes(),
    "vendors": _vendor_look_alikes(),
    "terraform and pulumi": _terraform_look_alikes(),
    "kubernetes": _kubernetes_look_alikes(),
    "systemd and cron": _systemd_look_alikes(),
    "windows": _windows_look_alikes(),
    "java and spring": _java_look_alikes(),
    ".net, rails, django": _dotnet_look_alikes(),
    "har and cookies": _har_look_alikes(),
    "postman": _postman_look_alikes(),
    "ssh in chat": _ssh_look_alikes(),
    "otp and recovery codes": _otp_look_alikes(),
    "wallets": _wallet_look_alikes(),
    "prose": _prose_look_alikes(),
}

# --- variants, written after the fix --------------------------------------------------------


def _variants() -> list[str]:
    """New credentials in the same kinds, in places the sweep did not use."""
    return [
        '{"access_token": "' + _letters(40) + '", "token_type": "bearer"}',
        "curl -H 'X-Api-Key: " + _letters(32) + "' https://api.acme.io/v2/items",
        "Authorization: Token " + _letters(40),
        "smtp app password for ana: " + _groups(_chars(16, string.ascii_lowercase)),
        '"line": "{\\"level\\":\\"info\\",\\"password\\": \\"' + _pw() + '\\"}"',
        '"msg": "{\\\\\\"token\\\\\\":\\\\\\"' + _key() + '\\\\\\"}"',
        "ABA_ROUTING=021000021 ACCOUNT_NO=" + _V.digits(10),
        '{"sort_code": "40-47-84", "account_no": "' + _V.digits(8) + '"}',
        "export AXIOM=xaat-" + _uuid(),
        "onesignal org key os_v2_org_" + _chars(113, string.ascii_lowercase + "234567"),
        "statsig console-" + _chars(43),
        'flagsmith.init({ environmentID: "ser.' + _chars(22) + '" })',
        "unleash token *:production." + _h(56),
        "the mailersend one is mlsn." + _h(64),
        'create_client("https://abc.supabase.co", "sb_secret_' + _chars(31, URLSAFE) + '")',
        '{"db_password": {"sensitive": true, "type": "string", "value": "' + _pw() + '"}}',
        '"attributes": {"master_password": "' + _pw() + '", "engine": "aurora-postgresql"}',
        '"queryString": [{"name": "api_key", "value": "' + _key() + '"}]',
        '{"name": "PHPSESSID", "value": "' + _chars(26, LOW) + '"}',
        "Cookie: laravel_session=" + _chars(200, URLSAFE) + "; XSRF-TOKEN=" + _chars(40),
        '{"key": "client_secret", "value": "' + _chars(40) + '", "enabled": true}',
        "reg add HKCU\\Software\\Acme /v ApiToken /t REG_SZ /d " + _key() + " /f",
        "cmdkey /generic:git:https://git.acme.io /user:bot /pass:" + _key(),
        "java -Dspring.datasource.password=" + _pw() + " -jar app.jar",
        "kubectl create secret generic api --from-literal=API_KEY=" + _key(),
        "[Service]\nEnvironment=PGPASSWORD=" + _pw(),
        "hotp = pyotp.HOTP('" + _chars(32, _BASE32) + "')",
        '{"MfaSeed": "' + _chars(32, _BASE32) + '"}',
        "backup-codes.txt\n" + "\n".join(_V.digits(8) for _ in range(10)),
        "ana@mac ~/app % cat config/master.key\n" + _h(32),
        "Pasvorto de la wifi estas " + _pw(),
        "Kupuhipa: " + _pw(),
    ]


def _variant_look_alikes() -> list[str]:
    """New look-alikes in the same places."""
    return [
        "token: AccessTokenProviderFactoryBean",
        "api_key: GoogleMapsJavascriptApiKey",
        "password: Passwortrichtlinienverwaltung",
        "SECRET=SUPERSECRETDEVELOPMENTVALUE",
        '"line": "{\\"level\\":\\"info\\",\\"password\\": \\"\\"}"',
        '"msg": "{\\"token_type\\":\\"bearer\\",\\"expires_in\\":3600}"',
        'sort_code: "20-45-77"\naccount_name: "ACME Ltd"',
        "ROUTING_NUMBER=021000021  # Chase's, printed on every cheque",
        "Axiom tokens look like xaat-<uuid>",
        "let out = ser.serializeToStringWithFormat(x)",
        "use it as-is; the ak-47 emoji pack",
        "secret-volume-mount-path-for-nginx",
        '{"name": "PHPSESSID", "value": "deleted"}',
        '{"name": "X-API-Key", "value": "{{apiKey}}"}',
        "Set-Cookie: sessionid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/",
        '"db_password": {"sensitive": true, "type": "string"}',
        'variable "db_password" {\n  type    = string\n  default = ""\n}',
        "reg add HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon /v "
        "AutoAdminLogon /t REG_SZ /d 1 /f",
        "cmdkey /delete:fs01.corp.local",
        "java -Dspring.profiles.active=prod -Djavax.net.ssl.trustStorePassword=changeit "
        "-jar app.jar",
        'totp = pyotp.TOTP(os.environ["TOTP_SEED"])',
        '{"MfaSeed": null, "MfaEnabled": false}',
        "recovery-codes are shown once; store them in a password manager",
        "seed = 1234567  # numpy's random seed",
        "Pasvorto de la wifi estas ŝanĝita hieraŭ",
    ]


VARIANTS = _variants()
VARIANT_LOOK_ALIKES = _variant_look_alikes()

XFAIL_REASONS: dict[str, str] = {}
# A case the fix leaves (a strict xfail): the gate reads a "sync token" as a pagination cursor
# (core/privacy_names.py, _TOKEN_NON_SECRET: Google's syncToken, Microsoft Graph's deltas)
PENDING = {
    "CREDENTIALS-55": "left: SYNC_TOKEN names a pagination cursor to the gate, by design",
}


@pytest.mark.parametrize("text", credential_cases(globals()))
def test_round_43_credentials_are_refused(text: str) -> None:
    assert secret_classes(text), text


@pytest.mark.parametrize("text", look_alike_cases(globals()))
def test_round_43_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text
