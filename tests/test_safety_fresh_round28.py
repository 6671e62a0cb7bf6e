# ruff: noqa: E501 (one case per line)
"""Write gate, round 28: credentials and personal data written cold, scored before any fix
(issue 19).

Eighty-seven cases written before reading the rules: credentials as a coding agent's tool
output holds them (CI logs of GitHub Actions, GitLab CI, Jenkins and CircleCI; `printenv`,
`docker inspect`, `kubectl get secret -o yaml` with base64 data; curl -v dumps, HAR files, raw
cookies and Basic auth; stack traces carrying DSNs; .NET appsettings, Spring YAML, Oracle
JDBC, Go and Rust config structs, google-services.json, Info.plist; Discord and Google Chat
webhooks, S3/GCS/CloudFront signed URLs; OAuth refresh tokens and JWTs in logs; SSH and RSA
keys escaped in JSON, YAML and JS strings, PuTTY key files; wallet keys (hex, WIF, xprv, a
Solana keypair), TOTP seeds and Google Authenticator's export, recovery codes; Plaid, Duffel,
GitLab feed and incoming-mail tokens, Riot and Meta tokens from the vendors' pages) and
personal data in ten languages (phone numbers, home addresses, dates of birth, national ids of
Turkey, China, Korea, Finland, Chile, Japan, Norway, Belgium and India, cards, an IBAN).
Sixty-six look-alikes in the same syntaxes: masked CI output, references, public keys and
addresses, hashes, ids, format documentation, test and masked cards, fictional numbers.

Caught on first contact: 53 of 87 (credentials 46 of 57, personal data 7 of 30); look-alikes
flagged: 0 of 66. Missed, and now structures: a command that prints a value named for a
secret with what it printed on the next line (`echo "$CI_REGISTRY_PASSWORD"`, `echo
$AWS_SECRET_ACCESS_KEY`, `… jsonpath='{.data.password}' | base64 -d`), a name and its value in
members of their own (a HAR cookie `{"name": "sessionid", "value": …}`, an Info.plist
`<key>`/`<string>` pair; core/privacy_split.py), Oracle's `jdbc:oracle:thin:user/pw@`
(core/privacy_urls.py), BIP-32 extended private keys, Meta's EAA… tokens and the
`otpauth-migration://` export (core/privacy_tokens.py), a keypair written as a byte array
(core/privacy_bearer.py); phone numbers, dates of birth and home addresses named as a person's
(core/privacy_contact.py, new: the gate had no rule for them); the national ids of Turkey,
Finland, Chile, Norway, Belgium and India's PAN with their own checks, and a CJK naming word
run on into its suffix ("身份证号"; core/privacy_personal.py). One case was ours: an
age-plugin-yubikey identity points at a key held on the YubiKey, not a key, and was dropped;
and the card line had joined four different numbers (the generator ran once per group).

Reworded variants written after those fixes: 36 of 36 caught, 0 of 33 look-alikes flagged. A
second batch written to try harder: 3 of 13 caught (a fourteenth, "glpat-abc", was too short
to be a token); missed, and now structures: "/" in a German phone number, Turkish "cep",
birthdays with a year before 2015 (this year's is a party), possessive address words
("meine Adresse", "her address"), participles for "born" ("nacida el"), Chinese and Japanese
addresses (a city or district, then the number), Go templates' `base64decode` and secret
stores' readers (`vault kv get -field=password`). A test puts every naming word in front of a
number: two words had no needle to be looked for by (Ukrainian мобільний, and the CJK address
words in front of a Latin street).

Real documentation (cert-manager's and Helm's sites: 3,826 Markdown files, 44,751 distinct
paragraphs, tldr, Ansible and Traefik having been read before): 103 flagged before, 90 after.
Fixed by structure: a resource named `ns/name` or `word-word` where a secret's value would
stand (`"secret"="cert-manager/cert-manager-webhook-ca"`, `get secret webhook1-certificate`),
a flag followed by a CJK sentence, a base64 Secret value that decodes to lines of text (judged
by what it says), an ACME challenge's published token and key authorization, and a URL's
scheme read as a login name ("end user / Signup sheet: https://…"). Left flagged on purpose:
60 email addresses, meeting links carrying their passcode (`?password=…` opens the meeting),
and documentation's sample credentials written as real ones (an acme-dns account's password,
`password: "abc123"`, `--set pwd=3jk$o2…`, `echo "mypass" | helm registry login`, a CA key
pair in a sample Secret): the gate cannot tell a sample from a leak when the text does not say.

Values are drawn at test time from a seeded generator (tests/credentials.py explains why none
is committed).
"""

from __future__ import annotations

import base64
import json
import string
from urllib.parse import quote  # a URL's userinfo is percent-encoded

import pytest

from credentials import Drawn, b64, luhn_complete
from memlane.core.privacy import find_credentials
from memlane.core.privacy_contact import BIRTH_WORDS, HOME_WORDS, PHONE_WORDS

_DRAWN = Drawn(28)
_RNG = _DRAWN.rng
_chars = _DRAWN.chars
_h = _DRAWN.hex
_d = _DRAWN.digits
_uuid = _DRAWN.uuid
_ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_UP = string.ascii_uppercase + string.digits
_LOWNUM = string.ascii_lowercase + string.digits
_DIG = string.digits
_URLSAFE = _ALNUM + "-_"
_B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _pw() -> str:
    """A password a person or a generator might pick."""
    kind = _RNG.randrange(3)
    if kind == 0:
        return _RNG.choice(_ALNUM) + _chars(15, _ALNUM + "!#%&*+-=?@^_")
    if kind == 1:
        return (
            _RNG.choice(["Marlin", "Cobalt", "Juniper", "Fjord"])
            + _chars(2, _DIG)
            + _RNG.choice("!#$%&*")
            + _chars(3)
        )
    return _chars(20)


def _b64url(s: str | bytes) -> str:
    return base64.urlsafe_b64encode(s.encode() if isinstance(s, str) else s).decode().rstrip("=")


def _jwt() -> str:
    head = _b64url(json.dumps({"alg": "HS256", "typ": "JWT"}))
    body = _b64url(json.dumps({"sub": _uuid(), "exp": 1767225600, "scope": "repo"}))
    return f"{head}.{body}.{_chars(43, _URLSAFE)}"


def _iban(country: str, bban: str) -> str:
    digits = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(digits) % 97:02d}{bban}"


def _tckn() -> str:
    """A Turkish identity number (TC Kimlik No) with both check digits."""
    d = [_RNG.randrange(1, 10)] + [_RNG.randrange(10) for _ in range(8)]
    d.append(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def _cn_id() -> str:
    """A Chinese resident identity number (ISO 7064 MOD 11-2)."""
    body = f"110105{_RNG.randrange(1960, 2000)}{_RNG.randrange(1, 13):02d}{_RNG.randrange(1, 29):02d}{_RNG.randrange(100, 999)}"
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    s = sum(int(c) * w for c, w in zip(body, weights, strict=True))
    return body + "10X98765432"[s % 11]


def _rrn() -> str:
    """A South Korean resident registration number."""
    body = f"{_RNG.randrange(60, 99)}{_RNG.randrange(1, 13):02d}{_RNG.randrange(1, 29):02d}{_RNG.choice('12')}{_RNG.randrange(10000, 99999)}"
    s = sum(int(c) * w for c, w in zip(body, (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5), strict=True))
    return f"{body[:6]}-{body[6:]}{(11 - s % 11) % 10}"


def _hetu() -> str:
    """A Finnish personal identity code."""
    dd, mm, yy, nnn = (
        _RNG.randrange(1, 29),
        _RNG.randrange(1, 13),
        _RNG.randrange(50, 99),
        _RNG.randrange(2, 899),
    )
    n = int(f"{dd:02d}{mm:02d}{yy:02d}{nnn:03d}")
    return f"{dd:02d}{mm:02d}{yy:02d}-{nnn:03d}" + "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]


def _rut() -> str:
    """A Chilean RUT with its mod-11 check character."""
    body = str(_RNG.randrange(10_000_000, 25_000_000))
    s = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(body)))
    check = 11 - s % 11
    cd = "0" if check == 11 else "K" if check == 10 else str(check)
    return f"{body[:-6]}.{body[-6:-3]}.{body[-3:]}-{cd}"


def _my_number() -> str:
    """A Japanese My Number (twelve digits, the last a check digit)."""
    d = [_RNG.randrange(10) for _ in range(11)]
    s = sum(p * (n + 1 if n <= 6 else n - 5) for n, p in enumerate(reversed(d), start=1))
    r = s % 11
    return "".join(map(str, d)) + str(0 if r <= 1 else 11 - r)


def _fnr() -> str:
    """A Norwegian fødselsnummer with both mod-11 checks."""
    while True:
        d = [
            int(c)
            for c in f"{_RNG.randrange(1, 29):02d}{_RNG.randrange(1, 13):02d}{_RNG.randrange(50, 99):02d}{_RNG.randrange(0, 499):03d}"
        ]
        k1 = 11 - sum(a * b for a, b in zip(d, (3, 7, 6, 1, 8, 9, 4, 5, 2), strict=True)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        d.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(d, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return "".join(map(str, d)) + str(k2)


def _be_nn() -> str:
    """A Belgian national register number (born before 2000)."""
    yy, mm, dd, seq = (
        _RNG.randrange(50, 99),
        _RNG.randrange(1, 13),
        _RNG.randrange(1, 29),
        _RNG.randrange(1, 997),
    )
    n = int(f"{yy:02d}{mm:02d}{dd:02d}{seq:03d}")
    return f"{yy:02d}.{mm:02d}.{dd:02d}-{seq:03d}.{97 - n % 97:02d}"


def _round_28() -> list[str]:
    ssh_body = b64(b"openssh-key-v1\x00" + _RNG.randbytes(300))
    ssh_key = (
        "-----BEGIN OPENSSH PRIVATE KEY-----\n"
        + "\n".join(ssh_body[i : i + 70] for i in range(0, len(ssh_body), 70))
        + "\n-----END OPENSSH PRIVATE KEY-----"
    )
    rsa_body = b64(_RNG.randbytes(600))
    rsa_key = (
        "-----BEGIN RSA PRIVATE KEY-----\n"
        + "\n".join(rsa_body[i : i + 64] for i in range(0, len(rsa_body), 64))
        + "\n-----END RSA PRIVATE KEY-----"
    )
    return [
        # CI logs that echo a secret
        "2025-05-02T10:14:07.1234567Z + curl -sf -H 'Authorization: token ghp_"
        + _chars(36)
        + "' https://api.github.com/user",
        "2025-05-02T10:14:07Z ##[debug]Evaluating: secrets.NPM_TOKEN => npm_" + _chars(36),
        '$ echo "$CI_REGISTRY_PASSWORD"\n'
        + _pw()
        + "\n$ docker login -u gitlab-ci-token --password-stdin registry.gitlab.com",
        "[Pipeline] sh\n+ set -x\n+ export DEPLOY_KEY=" + _chars(40) + "\n+ ./deploy.sh",
        "#!/bin/bash -eo pipefail\necho $AWS_SECRET_ACCESS_KEY\n"
        + _chars(40, _ALNUM + "/+")
        + "\nCircleCI received exit code 0",
        "Run ./scripts/release.sh\n  env:\n    SLACK_BOT_TOKEN: xoxb-"
        + _d(12)
        + "-"
        + _d(13)
        + "-"
        + _chars(24),
        # env / printenv / docker inspect / kubectl output
        "$ printenv | sort\nHOME=/root\nHOSTNAME=api-7f9c\nSTRIPE_SECRET_KEY=sk_live_"
        + _chars(24)
        + "\nPATH=/usr/local/bin:/usr/bin",
        '"Env": [\n    "PATH=/usr/local/sbin:/usr/local/bin",\n    "MYSQL_ROOT_PASSWORD='
        + _pw()
        + '",\n    "MYSQL_DATABASE=app"\n]',
        "apiVersion: v1\ndata:\n  api-key: "
        + b64(_chars(40))
        + "\nkind: Secret\nmetadata:\n  name: billing\ntype: Opaque",
        "apiVersion: v1\ndata:\n  token: "
        + b64("glpat-" + _chars(20, _URLSAFE))
        + "\nkind: Secret",
        "$ kubectl get secret db -o jsonpath='{.data.password}' | base64 -d\n" + _pw(),
        'declare -x GITHUB_TOKEN="ghs_' + _chars(36) + '"',
        # HTTP dumps
        "> GET /v1/charges HTTP/2\n> Host: api.internal\n> Authorization: Bearer "
        + _chars(48, _URLSAFE)
        + "\n> User-Agent: curl/8.5.0",
        "> POST /login HTTP/1.1\n> Authorization: Basic " + b64("ana:" + _pw()) + "\n> Accept: */*",
        json.dumps(
            {
                "request": {
                    "method": "GET",
                    "url": "https://api.internal/me",
                    "headers": [{"name": "Authorization", "value": "Bearer " + _jwt()}],
                }
            }
        ),
        json.dumps(
            {
                "request": {
                    "cookies": [{"name": "sessionid", "value": _chars(32, _LOWNUM)}],
                    "url": "https://app.internal/",
                }
            }
        ),
        "GET /dashboard HTTP/1.1\r\nHost: app.internal\r\nCookie: _ga=GA1.2.1; laravel_session="
        + b64(_RNG.randbytes(60))
        + "\r\n",
        "X-API-Key: " + _chars(40),
        # stack traces with DSNs
        'Traceback (most recent call last):\n  File "app.py", line 12, in <module>\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect to "postgresql://app:'
        + quote(_pw(), safe="")
        + '@10.0.3.4:5432/app"',
        "org.springframework.jdbc.CannotGetJdbcConnectionException: url=jdbc:postgresql://db:5432/app?user=app&password="
        + quote(_pw(), safe="")
        + "\n\tat org.springframework.jdbc.datasource.DataSourceUtils.getConnection",
        "raven.exceptions.InvalidDsn: https://" + _h(32) + ":" + _h(32) + "@sentry.internal/4",
        "panic: dial tcp: lookup redis: no such host (redis://default:"
        + _chars(24)
        + "@redis:6379)",
        # .NET, Java, Go, Rust, mobile config
        '{\n  "ConnectionStrings": {\n    "Default": "Data Source=sql01;Initial Catalog=Shop;User ID=shop;Password='
        + _pw().replace(";", "x")
        + ';TrustServerCertificate=True"\n  }\n}',
        "spring:\n  datasource:\n    url: jdbc:oracle:thin:@//db:1521/ORCL\n    username: shop\n    password: "
        + _pw(),
        "jdbc:oracle:thin:shop/" + _chars(14) + "@db.internal:1521/ORCL",
        'cfg := Config{Endpoint: "https://api.internal", APIKey: "' + _chars(40) + '"}',
        'let cfg = Settings { url: "https://api.internal".into(), api_token: "'
        + _chars(40)
        + '".into() };',
        json.dumps({"client": [{"api_key": [{"current_key": "AIza" + _chars(35, _URLSAFE)}]}]}),
        "<key>STRIPE_SECRET_KEY</key>\n<string>sk_live_" + _chars(24) + "</string>",
        "<key>BackendClientSecret</key>\n<string>" + _chars(40) + "</string>",
        # webhook and signed URLs
        "https://discord.com/api/webhooks/" + _d(18) + "/" + _chars(68, _URLSAFE),
        "https://chat.googleapis.com/v1/spaces/AAAA"
        + _chars(7)
        + "/messages?key=AIza"
        + _chars(35, _URLSAFE)
        + "&token="
        + _chars(43, _URLSAFE)
        + "%3D",
        "https://acme-builds.s3.amazonaws.com/app.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA"
        + _chars(16, _UP)
        + "%2F20250502%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20250502T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature="
        + _h(64),
        "https://storage.googleapis.com/acme/backup.tgz?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=ci%40acme.iam.gserviceaccount.com%2F20250502%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20250502T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature="
        + _h(256),
        "https://d111111abcdef8.cloudfront.net/video.mp4?Expires=1767225600&Signature="
        + _chars(200, _ALNUM + "~-")
        + "&Key-Pair-Id=K"
        + _chars(13, _UP),
        # OAuth refresh tokens, JWTs in logs
        '{"access_token": "ya29.'
        + _chars(120, _URLSAFE)
        + '", "refresh_token": "1//0'
        + _chars(100, _URLSAFE)
        + '", "expires_in": 3599}',
        "refresh_token=" + _chars(64, _URLSAFE) + "&grant_type=refresh_token&client_id=cli",
        "2025-05-02 10:14:07 INFO auth: issued token " + _jwt() + " for user 4821",
        'level=debug msg="upstream call" authorization="Bearer ' + _jwt() + '"',
        # keys in odd wrappings
        json.dumps({"deploy_key": ssh_key}),
        "DEPLOY_KEY: |\n  " + ssh_key.replace("\n", "\n  "),
        'const key = "' + rsa_key.replace("\n", "\\n") + '";',
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy\nPublic-Lines: 2\n"
        + b64(_RNG.randbytes(51))
        + "\nPrivate-Lines: 1\n"
        + b64(_RNG.randbytes(48))
        + "\nPrivate-MAC: "
        + _h(64),
        # wallets, TOTP, recovery codes
        "ETH_PRIVATE_KEY=0x" + _h(64),
        "wallet import format key: 5" + _chars(50, _B58),
        "xprv9s21ZrQH143K" + _chars(95, _B58),
        "solana keypair: [" + ",".join(str(_RNG.randrange(256)) for _ in range(64)) + "]",
        "otpauth://totp/ACME:ana?secret=" + _chars(32, _B32) + "&issuer=ACME",
        "otpauth-migration://offline?data=" + quote(b64(_RNG.randbytes(60)), safe=""),
        "GitHub recovery codes:\n" + "\n".join(_h(5) + "-" + _h(5) for _ in range(6)),
        # vendor formats (vendors' docs: Plaid, Duffel, GitLab feed and incoming mail tokens)
        "PLAID_ACCESS_TOKEN=access-production-" + _uuid(),
        "DUFFEL_TOKEN=duffel_live_" + _chars(43, _URLSAFE),
        "https://gitlab.internal/acme/app/-/issues.atom?feed_token=glft-" + _chars(20, _URLSAFE),
        "incoming email address: incoming+acme-app-42-glimt-"
        + _chars(25, _LOWNUM)
        + "-issue@gitlab.internal",
        "RIOT_API_KEY=RGAPI-" + _uuid(),
        "EAAG" + _chars(180),
        # personal data, ten+ languages
        "Meine Handynummer ist +49 151 " + _d(4) + " " + _d(4) + ", ruf mich an.",
        "Mi número de móvil es +34 6" + _d(2) + " " + _d(2) + " " + _d(2) + " " + _d(2),
        "Mon numéro perso : 06 " + " ".join(_d(2) for _ in range(4)),
        "我的手机号是 13" + _d(1) + " " + _d(4) + " " + _d(4),
        "携帯番号は 090-" + _d(4) + "-" + _d(4) + " です",
        "제 휴대폰 번호는 010-" + _d(4) + "-" + _d(4) + "입니다",
        "Мой телефон: +7 9" + _d(2) + " " + _d(3) + "-" + _d(2) + "-" + _d(2),
        "Il mio cellulare è 34" + _d(1) + " " + _d(3) + " " + _d(4),
        "Meu celular é (11) 9" + _d(4) + "-" + _d(4),
        "Telefon numaram 053" + _d(1) + " " + _d(3) + " " + _d(2) + " " + _d(2),
        "Ana wohnt in der Lindenstraße " + str(_RNG.randrange(1, 90)) + ", 10115 Berlin.",
        "J'habite au " + str(_RNG.randrange(1, 90)) + " rue des Lilas, 75011 Paris.",
        "my home address is "
        + str(_RNG.randrange(100, 9999))
        + " Elm Street, Springfield, IL 62704",
        "Geburtsdatum: "
        + f"{_RNG.randrange(1, 29):02d}.{_RNG.randrange(1, 13):02d}.{_RNG.randrange(1950, 2005)}",
        "fecha de nacimiento del paciente: "
        + f"{_RNG.randrange(1, 29):02d}/{_RNG.randrange(1, 13):02d}/{_RNG.randrange(1950, 2005)}",
        "生年月日："
        + f"{_RNG.randrange(1950, 2005)}年{_RNG.randrange(1, 13)}月{_RNG.randrange(1, 29)}日",
        "TC Kimlik No: " + _tckn(),
        "身份证号 " + _cn_id(),
        "주민등록번호 " + _rrn(),
        "henkilötunnus " + _hetu(),
        "RUT del cliente: " + _rut(),
        "マイナンバー " + _my_number(),
        "fødselsnummer " + _fnr(),
        "rijksregisternummer " + _be_nn(),
        "PAN: "
        + _chars(3, string.ascii_uppercase)
        + "P"
        + _chars(1, string.ascii_uppercase)
        + _d(4)
        + _chars(1, string.ascii_uppercase),
        "Kreditkarte: "
        + (lambda n: " ".join(n[i : i + 4] for i in range(0, 16, 4)))(
            luhn_complete("5" + str(_RNG.randrange(1, 6)) + _chars(13, _DIG))
        )
        + ", gültig bis 08/27",
        "carte bancaire " + luhn_complete("4" + _chars(14, _DIG)) + " exp 09/28 cvv " + _d(3),
        "信用卡号 " + luhn_complete("62" + _chars(13, _DIG)),
        "Amex " + (lambda n: f"{n[:4]} {n[4:10]} {n[10:]}")(luhn_complete("37" + _chars(12, _DIG))),
        "Kontonummer för lön: " + _iban("SE", _d(20)),
    ]


def _round_28_look_alikes() -> list[str]:
    return [
        # CI logs that mask or reference
        "2025-05-02T10:14:07Z + curl -sf -H 'Authorization: token ***' https://api.github.com/user",
        "2025-05-02T10:14:07Z ##[debug]Evaluating: secrets.NPM_TOKEN => ***",
        '$ echo "$CI_REGISTRY_PASSWORD" | docker login -u gitlab-ci-token --password-stdin registry.gitlab.com',
        "[Pipeline] withCredentials\nMasking supported pattern matches of $DEPLOY_KEY\n[Pipeline] sh\n+ ./deploy.sh",
        "echo $AWS_SECRET_ACCESS_KEY | wc -c\n41",
        "  env:\n    SLACK_BOT_TOKEN: ${{ secrets.SLACK_BOT_TOKEN }}",
        # env and inspect output without secrets
        "$ printenv | sort\nHOME=/root\nHOSTNAME=api-7f9c\nLANG=C.UTF-8\nPATH=/usr/local/bin:/usr/bin",
        '"Env": [\n    "PATH=/usr/local/sbin:/usr/local/bin",\n    "MYSQL_ROOT_PASSWORD_FILE=/run/secrets/db",\n    "MYSQL_DATABASE=app"\n]',
        "Name:         billing\nNamespace:    default\nType:  Opaque\n\nData\n====\napi-key:  40 bytes\npassword:  16 bytes",
        "apiVersion: v1\ndata:\n  ca.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t\nkind: ConfigMap",
        "kubectl get secret db -o jsonpath='{.data.password}' | base64 -d > /run/secrets/db",
        'declare -x GITHUB_ACTIONS="true"\ndeclare -x GITHUB_SHA="' + _h(40) + '"',
        # HTTP dumps without credentials
        "> GET /healthz HTTP/2\n> Host: api.internal\n> User-Agent: curl/8.5.0\n< HTTP/2 200\n< content-type: application/json",
        "> Authorization: Bearer <token>",
        json.dumps(
            {
                "request": {
                    "method": "GET",
                    "url": "https://api.internal/me",
                    "headers": [{"name": "Accept", "value": "application/json"}],
                }
            }
        ),
        json.dumps({"request": {"cookies": [], "url": "https://app.internal/"}}),
        "Cookie: _ga=GA1.2.1234567890.1714641247; theme=dark; lang=en",
        "X-Request-ID: " + _uuid(),
        # traces without secrets
        'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect to "postgresql://app@10.0.3.4:5432/app"',
        'org.postgresql.util.PSQLException: FATAL: password authentication failed for user "app"',
        "SENTRY_DSN=https://" + _h(32) + "@o" + _d(6) + ".ingest.sentry.io/" + _d(7),
        "panic: dial tcp: lookup redis on 10.96.0.10:53: no such host",
        # config with references
        '{\n  "ConnectionStrings": {\n    "Default": "Data Source=sql01;Initial Catalog=Shop;Integrated Security=True"\n  }\n}',
        "spring:\n  datasource:\n    url: jdbc:oracle:thin:@//db:1521/ORCL\n    username: shop\n    password: ${ORACLE_PASSWORD}",
        "jdbc:oracle:thin:@db.internal:1521/ORCL",
        'cfg := Config{Endpoint: "https://api.internal", APIKey: os.Getenv("API_KEY")}',
        'let cfg = Settings { url: "https://api.internal".into(), api_token: env::var("API_TOKEN")? };',
        json.dumps(
            {
                "project_info": {"project_number": _d(12), "project_id": "acme-app"},
                "client": [
                    {"client_info": {"mobilesdk_app_id": "1:" + _d(12) + ":android:" + _h(16)}}
                ],
            }
        ),
        "<key>CFBundleIdentifier</key>\n<string>com.acme.app</string>",
        "<key>NSCameraUsageDescription</key>\n<string>Scan receipts</string>",
        # URLs without secrets
        "https://discord.com/channels/" + _d(18) + "/" + _d(18),
        "https://acme-builds.s3.amazonaws.com/app.zip",
        "https://bucket.s3.amazonaws.com/key?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=<access-key>%2F<date>&X-Amz-Signature=<signature>",
        "Signed URLs carry X-Goog-Signature and expire after X-Goog-Expires seconds.",
        "https://d111111abcdef8.cloudfront.net/video.mp4",
        # OAuth and JWT talk
        '{"token_type": "Bearer", "expires_in": 3599, "scope": "openid email"}',
        "grant_type=refresh_token&client_id=cli&refresh_token=$REFRESH_TOKEN",
        "2025-05-02 10:14:07 INFO auth: issued token for user 4821 (expires in 3600s)",
        "JWTs have three base64url parts: header.payload.signature.",
        # public keys, hashes, ids
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + _chars(43, _ALNUM + "+/") + " ana@laptop",
        "-----BEGIN PUBLIC KEY-----\n" + b64(_RNG.randbytes(90)) + "\n-----END PUBLIC KEY-----",
        "ETH address 0x" + _h(40),
        "tx hash 0x" + _h(64) + " confirmed in block 19876543",
        "bitcoin address bc1q" + _chars(38, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"),
        "otpauth://totp/ACME:ana?secret=<BASE32_SECRET>&issuer=ACME",
        "Store the recovery codes in the team vault; each works once.",
        "commit " + _h(40) + "\nAuthor: Ana Lopes <ana@users.noreply.github.com>",
        "PLAID_ENV=production\nPLAID_CLIENT_ID=" + _h(24),
        "Duffel test tokens start with duffel_test_ and live tokens with duffel_live_.",
        "RGAPI keys expire every 24 hours for development keys.",
        "user_id=" + _uuid() + " org_id=" + _uuid(),
        # numbers that are not personal data
        "Support hotline: +1 800 555 0199 (Mon-Fri)",
        "Call the switchboard on 555-0100 for the fictional example.",
        "Release 2025-05-02, build 20250502.3",
        "Our office: 1 Infinite Loop, Cupertino, CA 95014 (public company address in the footer).",
        "Format: TC Kimlik numarası 11 hanelidir.",
        "身份证号为18位，最后一位是校验码。",
        "Use the test card 4242 4242 4242 4242 with any future expiry.",
        "card ending ****1234, expires 08/27",
        "IBAN: DE** **** **** **** **34 56",
        "Date format: DD.MM.YYYY (z. B. Geburtsdatum 01.01.1970 im Beispielformular).",
        "Port 5432, PID 48213, timeout 30000 ms",
        "Telefonnummer bitte im Format +49 30 1234567 angeben.",
        "El número de pedido es 4821-9931-0042.",
        "전화번호 형식: 010-XXXX-XXXX",
        "PAN card format is AAAAA9999A.",
    ]


@pytest.mark.parametrize("text", _round_28())
def test_round_28_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _round_28_look_alikes())
def test_round_28_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text)


def _reworded() -> list[str]:
    return [
        # a secret printed, the output on the next line
        "+ echo $DOCKER_PASSWORD\n" + _pw() + "\n+ docker build .",
        "PS C:\\> Write-Output $env:API_TOKEN\n" + _chars(40),
        "$ cat /run/secrets/db_password\n" + _pw(),
        "$ printenv STRIPE_SECRET_KEY\n" + _chars(32),
        # name and value apart
        json.dumps(
            {"containerDefinitions": [{"environment": [{"name": "DB_PASSWORD", "value": _pw()}]}]}
        ),
        json.dumps({"cookies": [{"name": "JSESSIONID", "value": _h(32).upper()}]}),
        '[{"Name": "ApiKey", "Value": "' + _chars(40) + '"}]',
        "<dict>\n\t<key>APISecret</key>\n\t<string>" + _chars(40) + "</string>\n</dict>",
        "jdbc:oracle:oci:app/" + _chars(12) + "@PRODDB",
        # formats
        "tprv8ZgxMBicQKsPd" + _chars(94, _B58),
        "FB_TOKEN=EAAB" + _chars(150),
        "secret key: [" + ", ".join(str(_RNG.randrange(256)) for _ in range(32)) + "]",
        # phones
        "my cell is (415) " + _d(3) + "-" + _d(4) + ", text anytime",
        "WhatsApp: +55 11 9" + _d(4) + "-" + _d(4),
        "Telefoonnummer: 06-" + _d(8),
        "numer telefonu: +48 6" + _d(2) + " " + _d(3) + " " + _d(3),
        "手機：0912-" + _d(3) + "-" + _d(3),
        "電話番号：03-" + _d(4) + "-" + _d(4),
        "телефон 8 (9" + _d(2) + ") " + _d(3) + "-" + _d(2) + "-" + _d(2),
        "Puhelin 040 " + _d(3) + " " + _d(4),
        "call me at +44 7" + _d(3) + " " + _d(6),
        # dates of birth
        "DOB: 03/14/" + str(_RNG.randrange(1950, 2005)),
        "date de naissance : 14/03/" + str(_RNG.randrange(1950, 2005)),
        "data di nascita 14.03." + str(_RNG.randrange(1950, 2005)),
        "생년월일: " + str(_RNG.randrange(1950, 2005)) + ".03.14",
        "Doğum tarihi: 14.03." + str(_RNG.randrange(1950, 2005)),
        "Date of birth: 14 March " + str(_RNG.randrange(1950, 2005)),
        # home addresses
        "home address: " + str(_RNG.randrange(10, 300)) + " Baker Street, London NW1 6XE",
        "Sie wohnt Hauptstr. " + str(_RNG.randrange(1, 90)) + ", 80331 München",
        "vivo en Calle de Alcalá " + str(_RNG.randrange(1, 90)) + ", 28014 Madrid",
        "abito in Via Roma " + str(_RNG.randrange(1, 90)) + ", 00184 Roma",
        "hij woont op Keizersgracht " + str(_RNG.randrange(1, 300)) + ", 1015 CJ Amsterdam",
        # ids, reworded
        "müşterinin T.C. kimlik numarası " + _tckn() + " olarak kayıtlı",
        "Hetu: " + _hetu(),
        "el RUT de la alumna es " + _rut(),
        "numéro de registre national " + _be_nn(),
        # a second batch, written after the first passed: 3 of 13 caught before the fixes
        "Handy 0171/" + _d(7),
        "Tel. +49 (0)30 " + _d(8),
        "mobile: +1-415-" + _d(3) + "-" + _d(4),
        "cep: 0 (532) " + _d(3) + " " + _d(2) + " " + _d(2),
        "birthday: " + str(_RNG.randrange(1950, 2005)) + "-03-14",
        "DOB " + str(_RNG.randrange(1950, 2005)) + "-03-14",
        "Meine Adresse: Müllerstraße " + str(_RNG.randrange(1, 90)) + ", 13353 Berlin",
        "Ma adresse : " + str(_RNG.randrange(1, 90)) + " rue Oberkampf, 75011 Paris",
        "her address is " + str(_RNG.randrange(1, 90)) + " Wallaby Way, Sydney NSW 2000",
        "Ana, nacida el 14/03/" + str(_RNG.randrange(1950, 2005)) + ", vive en Sevilla",
        "我的地址是北京市朝阳区建国路" + str(_RNG.randrange(1, 200)) + "号",
        'kubectl get secret api -o go-template="{{.data.token | base64decode}}"\n' + _chars(40),
        "vault kv get -field=password secret/db\n" + _pw(),
    ]


def _reworded_look_alikes() -> list[str]:
    return [
        "$ echo $HOME\n/root",
        'echo "$DB_PASSWORD" > /run/secrets/db\nchmod 600 /run/secrets/db',
        "$ printenv API_TOKEN | wc -c\n41",
        "$ echo $API_TOKEN\n***",
        "$ echo ${#DB_PASSWORD}\n16",
        "$ cat /run/secrets/db_password\ncat: /run/secrets/db_password: No such file or directory",
        json.dumps({"environment": [{"name": "LOG_LEVEL", "value": "debug"}]}),
        json.dumps(
            {
                "secrets": [
                    {
                        "name": "DB_PASSWORD",
                        "valueFrom": "arn:aws:ssm:eu-west-1:123456789012:parameter/db",
                    }
                ]
            }
        ),
        json.dumps(
            {
                "cookies": [
                    {"name": "theme", "value": "dark"},
                    {"name": "_ga", "value": "GA1.2.1234567890.1714641247"},
                ]
            }
        ),
        "<key>API_KEY</key>\n<string>$(API_KEY)</string>",
        "<key>NSAppTransportSecurity</key>\n<dict>\n\t<key>NSAllowsArbitraryLoads</key>\n\t<false/>\n</dict>",
        "jdbc:oracle:thin:@//db.internal:1521/ORCL",
        "jdbc:oracle:thin:${user}/${password}@db.internal:1521/ORCL",
        "xpub661MyMwAqRbc" + _chars(95, _B58),
        "solana address " + _chars(44, _B58),
        "bytes: [" + ", ".join(str(_RNG.randrange(256)) for _ in range(32)) + "]",
        "mobile app version 4.12.0 (build 41203), released 2025-05-02",
        "Telefon-Hotline: siehe Impressum",
        "phone field: max length 15 digits, E.164 format",
        "cell B12 holds 98127734",
        "Phone: +1 555 0142 (fictional number from the style guide)",
        "telemetry id 4821 9931 0042 7781",
        "birth date field must be ISO (YYYY-MM-DD)",
        "DOB: 01/01/1970 is the default the form shows",
        "Geburtsdatum: 31.02.1990 wird vom Validator abgelehnt",
        "date of birth: 1850-03-01 is outside the accepted range",
        "The home address field is required for shipping.",
        "the cache lives at /var/lib/memlane (2048 MB)",
        "Die Firma wohnt im Impressum.",
        "PR 4821 moves the Straße 1 fixture; release 10115 follows.",
        "RUT format: 12.345.678-5 (ejemplo)",
        "Kimlik numarası 11 hanedir; ilk hane 0 olamaz.",
        "sessionid cookie is set with HttpOnly and SameSite=Lax",
        "team birthday party on 14.05.2025",
        "vault kv get -field=password secret/db > /run/secrets/db",
        "The IP address 10.0.12.7 lives at rack 14, row 3.",
        "Telemetry endpoint: 10.0.12.7:4317",
    ]


@pytest.mark.parametrize("text", _reworded())
def test_round_28_reworded_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _reworded_look_alikes())
def test_round_28_reworded_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text)


# Each word that names a phone, a date of birth or a home address, in front of one: every
# word's rule is looked for near its own needles, and a word with none would never be tried.
@pytest.mark.parametrize("word", PHONE_WORDS.split("|"))
def test_every_phone_word_names_a_number(word: str) -> None:
    assert find_credentials(word + " +49 151 4829 1735"), word


@pytest.mark.parametrize("word", BIRTH_WORDS.split("|"))
def test_every_birth_word_names_a_date(word: str) -> None:
    assert find_credentials(word + " 14.03.1987"), word


@pytest.mark.parametrize("word", HOME_WORDS.split("|"))
def test_every_home_word_names_an_address(word: str) -> None:
    assert find_credentials(word + " Lindenstraße 37, 10115 Berlin"), word


# Shapes from the probe of real documentation (cert-manager's and Helm's sites, 44,751
# paragraphs) that the gate flagged, rewritten here; each now passes.
@pytest.mark.parametrize(
    "text",
    [
        "kubectl -n demo get secret webhook2-certificate -o yaml | grep ca.crt",
        'logger="cert-manager.certificates-trigger" key="team-217-x8kq2/api-3" error="conflict"',
        "cert-manager.io/inject-ca-from-secret: cert-manager/cert-manager-webhook-ca",
        '"msg"="Extracting CA from Secret resource" "secret"="sandbox/issuer-ca"',
        "--dry-run 会输出包括 Secret 在内的清单。要隐藏 Secret，请使用 --hide-secret 参数。",
        "kind: Secret\ndata:\n  token: |-\n    " + b64('message = "Hello from config 2"\n'),
        "- Name: web-ssl-x9k2p-1, Type: HTTP-01, Token: "
        + _chars(43, _URLSAFE)
        + ", Key: "
        + _chars(43, _URLSAFE)
        + "."
        + _chars(43, _URLSAFE)
        + ", State: pending",
        "Panels: TOC and end user\nSignup sheet: https://docs.google.com/document/d/1x-"
        + _chars(40, _URLSAFE)
        + "/edit",
    ],
)
def test_real_documentation_shapes_pass(text: str) -> None:
    assert not find_credentials(text)


# The credentials those shapes resemble: each is still refused.
@pytest.mark.parametrize(
    "text",
    [
        "the secret " + _uuid() + " opens the admin API",
        'key="' + _chars(40) + '"',
        "api-secret: " + _chars(40),
        '"secret"="' + _chars(40) + '"',
        "--api-secret " + _chars(40),
        "kind: Secret\ndata:\n  token: |-\n    " + b64('api_key = "' + _chars(40) + '"\n'),
        "- Name: dns, Type: DNS-01, Token: x, Key: y\ncloudflare api token: " + _chars(40),
        "login: admin / Xk9#" + _chars(10),
    ],
)
def test_near_the_documentation_shapes_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text
