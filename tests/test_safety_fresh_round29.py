# ruff: noqa: E501 (one case per line)
"""Write gate, round 29: credentials and personal data written cold, scored before any fix
(issue 19).

One hundred and twelve cases written before reading the rules, in families rounds 1-28 had
not written: languages' own config idioms (Elixir config.exs, Scala HOCON, Haskell records,
Lua/OpenResty, nginx headers, a tfstate JSON, Pulumi stack config, decrypted ansible-vault
output, Kustomize secretGenerator literals, compose list items, azure/login `creds`, Makefile
variables, Jupyter cells and outputs, SQL dumps of users tables, .gem/credentials, Maven
`<passphrase>`, rclone.conf, .s3cfg, AWS session tokens, kubeconfig OIDC secrets); vendor
formats checked on the vendors' pages (Vault batch tokens hvb., Docker Hub dckr_pat_,
Shopify shpca_/shppa_, PostHog phx_, CircleCI CCIPAT_, HubSpot pat-na1-, GitLab runner
registration tokens, Twilio, Mailgun, Datadog, OpenRouter); secrets split over string
literals, a YAML folded block and a wrapped chat line; chat transcripts; query strings,
fragments and webhook URLs; shell history with env prefixes and password arguments
(PGPASSWORD=, MYSQL_PWD=, sshpass, htpasswd -b, openssl -pass, zip -P, smbclient, net use,
PSCredential, libpq conninfo, redis-cli -a, keytool); WordPress salts, Rails' master.key,
Android signing configs, Perl DBI, PHP PDO, Erlang, EDN, TOML inline tables, Caddyfile
bcrypt users, HAProxy, Postfix sasl_passwd, fetchmailrc, wpa_supplicant, ~/.pgpass; and
personal data in fourteen languages (passports, driving licences, health insurance numbers,
tax and civil ids with their checks, cards in spaced and dashed groups). Eighty-three
look-alikes in the same syntaxes: references, empty and encrypted values, masks, schemas,
hashes and ids, key ids and fingerprints, format documentation, test and masked cards.

Caught on first contact: 69 of 112 (credentials 61 of 81, personal data 8 of 31); look-alikes
flagged: 1 of 83 (a notebook's "Password: ········" written with JSON escapes). Two cases
were ours: a company's CNPJ is printed on every invoice (now a look-alike) and a "59…" card
number is in no issuer's range (now 51-55). Missed, and now structures: a header set by a
directive or a client flag (`proxy_set_header X-Api-Key "…"`, `-H 'x-auth: …'`), an Erlang
tuple naming its secret, Make's `?=`, Postfix's sasl_passwd and HAProxy's
`insecure-password` lines, Go's `user:…@tcp(` DSN, a password passed by position to a
database connection (DBI, PDO) or alone to a Redis client's `auth`, `net use` with a quoted
password (core/privacy_dialects.py, new); password hashes whole without their account line
(bcrypt, Django PBKDF2, argon2, SHA-crypt) and Zapier catch hooks (core/privacy_tokens.py);
a token split over string literals joined across lines (core/privacy_split.py); `cat
config/master.key` with the key on the next line (a file's name read as a key's);
WordPress salts, which draw "<" and ">" (a bracket now marks a placeholder only as a slot,
`<token>`), and "(" or "[" inside a quoted value judged by the syntax rules (the value is
whole there); passports and driving licences named in fourteen languages, NHS, KVNR, AHV,
SIN, codice fiscale, Portuguese NIF, CUIT, Teudat Zehut, TFN, INN, Thai and South African
ids with their own checks (core/privacy_documents.py, new); card words compounded
("Kreditkartennummer") or in Dutch, Polish and Turkish. Still missed: "use this one for the
staging db → …" (no word for a secret, only a typed-looking value after an arrow).

Reworded variants written after those fixes: 34 of 35 caught, 0 of 26 look-alikes flagged;
the miss, WordPress's `SECURE_AUTH_SALT`, is now a secret's name (a salt named with "auth",
"logged" or "nonce" signs cookies; a hash's salt stays public).

Real documentation (RabbitMQ's website, 1,275 Markdown files, 28,333 distinct paragraphs;
not probed before): 111 flagged before (73 not emails), 99 after (61). Fixed by structure:
netrc's `default` read with any word after it ("default user password etc)"), `$password`
and "the public key token is …" read as the word said, RabbitMQ's `encrypted:` values, a
relative path to a key file and a slot named as a path (`/path-to-signing-key-pem-file`)
after "signing key", a percent-encoded host (a URI spec's test table), placeholder words
("username", "mypassphrase", "newpass"), and a local server's default account whose name is
its password next to "localhost" or an example.com host (`username="guest",
password="guest"`, as the URL rule already excused `postgres:postgres@localhost`). Added by
round 29's rules and left flagged on purpose: `rabbitmqctl add_user 'username' '2a55f7…'`
and `"w63pnZ&LnYMO(t"` (14 paragraphs), documentation's sample passwords written as real
ones, as `rabbitmqadmin … --password '2a55f7…'` already was. Also left: the spec table's
`amqp://user:passw%23rd@host` (a host named "host" is refused by test_privacy's own case),
Keycloak demo realms' client secrets and passwords, `curl -u userename:pa$sw0rD`,
`ssl_options.password = t0p$3kRe7`.

Argo CD's docs (455 Markdown files, 10,729 paragraphs): 16 flagged before (11 not emails),
13 after (8). Fixed by structure: a Secret's base64 value that decodes to a slug of words
(`printf "hello-world" | base64`, "strong-password") is a sample under a token's name too, as
it already was under a password's. Left: the FAQ's bcrypt sample for "password", a session
JWT printed by curl, Zitadel's and OneLogin's sample client secrets, a Pushover token,
`-p password=abc123`.

Values are drawn at test time from a seeded generator (tests/credentials.py explains why none
is committed).
"""

from __future__ import annotations

import json
import string
from urllib.parse import quote  # a URL's userinfo is percent-encoded

import pytest

from credentials import Drawn, b64
from memlane.core.privacy import find_credentials

_DRAWN = Drawn(29)
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
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_WP_SALT = _ALNUM + "!@#$%^&*()-_[]{}<>~`+=,.;:/?|"


def _digits(n: int) -> list[int]:
    return [_RNG.randrange(10) for _ in range(n)]


def _s(ds: list[int]) -> str:
    return "".join(map(str, ds))


def _pw() -> str:
    """A password a person or a generator might pick."""
    kind = _RNG.randrange(3)
    if kind == 0:
        return _RNG.choice(_ALNUM) + _chars(15, _ALNUM + "!#%&*+-=?@^_")
    if kind == 1:
        return (
            _RNG.choice(["Harbor", "Quartz", "Saffron", "Tundra"])
            + _chars(2, _DIG)
            + _RNG.choice("!#%&*")
            + _chars(3)
        )
    return _chars(20)


def _luhn_ok(s: str) -> bool:
    total = 0
    for i, c in enumerate(reversed(s)):
        v = int(c) * (2 if i % 2 else 1)
        total += v - 9 if v > 9 else v
    return total % 10 == 0


def _luhn_complete(prefix: str) -> str:
    return next(prefix + str(last) for last in range(10) if _luhn_ok(prefix + str(last)))


def _card(prefix: str, length: int) -> str:
    return _luhn_complete(prefix + _d(length - len(prefix) - 1))


# National ids, each with its own check (the gate should not refuse a number that fails it).


def _codice_fiscale() -> str:
    odd = dict(
        zip(
            "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
            [1, 0, 5, 7, 9, 13, 15, 17, 19, 21] * 2
            + [2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23],
            strict=True,
        )
    )
    body = (
        _chars(6, string.ascii_uppercase)
        + f"{_RNG.randrange(50, 99)}"
        + _RNG.choice("ABCDEHLMPRST")
        + f"{_RNG.randrange(1, 29):02d}"
        + _RNG.choice("ABCDEFGHLM")
        + _d(3)
    )
    t = sum(
        odd[c] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65)
        for i, c in enumerate(body)
    )
    return body + chr(65 + t % 26)


def _steuer_id() -> str:
    """A German tax id (IdNr): one digit twice in the first ten, ISO 7064 MOD 11,10."""
    pool = list(range(10))
    _RNG.shuffle(pool)
    ds = [*pool[:9], pool[_RNG.randrange(9)]]
    _RNG.shuffle(ds)
    if ds[0] == 0:
        ds[0], ds[1] = ds[1], ds[0]
    p = 10
    for d in ds:
        s = (d + p) % 10 or 10
        p = (s * 2) % 11
    c = 11 - p
    ds.append(0 if c == 10 else c)
    v = _s(ds)
    return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"


def _nhs() -> str:
    while True:
        ds = [_RNG.randrange(4, 10), *_digits(8)]
        c = 11 - sum(d * w for d, w in zip(ds, range(10, 1, -1), strict=True)) % 11
        if c != 10:
            v = _s(ds) + str(0 if c == 11 else c)
            return f"{v[:3]} {v[3:6]} {v[6:]}"


def _nir() -> str:
    """A French social security number (NIR) with its key."""
    body = f"{_RNG.choice('12')}{_RNG.randrange(50, 99)}{_RNG.randrange(1, 13):02d}{_RNG.randrange(1, 96):02d}{_d(3)}{_d(3)}"
    key = 97 - int(body) % 97
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}"


def _sin() -> str:
    v = _luhn_complete(str(_RNG.randrange(1, 8)) + _d(7))
    return f"{v[:3]} {v[3:6]} {v[6:]}"


def _ahv() -> str:
    b = "756" + _d(9)
    t = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(b))
    v = b + str((10 - t % 10) % 10)
    return f"{v[:3]}.{v[3:7]}.{v[7:11]}.{v[11:]}"


def _nie() -> str:
    lead = _RNG.randrange(3)
    num = _d(7)
    return "XYZ"[lead] + num + "TRWAGMYFPDXBNJZSQVHLCKE"[int(str(lead) + num) % 23]


def _nif_pt() -> str:
    ds = [_RNG.choice([1, 2, 5]), *_digits(7)]
    r = sum(d * w for d, w in zip(ds, range(9, 1, -1), strict=True)) % 11
    return _s(ds) + str(0 if r < 2 else 11 - r)


def _pesel() -> str:
    ds = [
        int(c)
        for c in f"{_RNG.randrange(50, 99)}{_RNG.randrange(1, 13):02d}{_RNG.randrange(1, 29):02d}"
    ] + _digits(4)
    w = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)
    return _s(ds) + str((10 - sum(a * b for a, b in zip(ds, w, strict=True)) % 10) % 10)


def _cnpj() -> str:
    b = [*_digits(8), 0, 0, 0, 1]
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r = sum(a * c for a, c in zip(b, w1, strict=True)) % 11
    b.append(0 if r < 2 else 11 - r)
    r = sum(a * c for a, c in zip(b, [6, *w1], strict=True)) % 11
    b.append(0 if r < 2 else 11 - r)
    v = _s(b)
    return f"{v[:2]}.{v[2:5]}.{v[5:8]}/{v[8:12]}-{v[12:]}"


def _cuit() -> str:
    while True:
        ds = [2, _RNG.choice([0, 3, 7]), *_digits(8)]
        w = (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)
        c = 11 - sum(a * b for a, b in zip(ds, w, strict=True)) % 11
        if c != 10:
            v = _s(ds)
            return f"{v[:2]}-{v[2:]}-{0 if c == 11 else c}"


def _personnummer() -> str:
    body = f"{_RNG.randrange(50, 99)}{_RNG.randrange(1, 13):02d}{_RNG.randrange(1, 29):02d}{_d(3)}"
    v = _luhn_complete(body)
    return f"{v[:6]}-{v[6:]}"


_V_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
_V_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]


def _aadhaar() -> str:
    body = str(_RNG.randrange(2, 10)) + _d(10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _V_D[c][_V_P[(i + 1) % 8][int(ch)]]
    v = body + str([0, 4, 3, 2, 1, 5, 6, 7, 8, 9][c])
    return f"{v[:4]} {v[4:8]} {v[8:]}"


def _teudat_zehut() -> str:
    body = _d(8)
    return next(
        body + str(c)
        for c in range(10)
        if sum(
            (v - 9 if v > 9 else v)
            for v in (int(ch) * (1 + i % 2) for i, ch in enumerate(body + str(c)))
        )
        % 10
        == 0
    )


def _tfn() -> str:
    while True:
        ds = _digits(8)
        w = (1, 4, 3, 7, 5, 8, 6, 9, 10)
        for last in range(10):
            if sum(a * b for a, b in zip([*ds, last], w, strict=True)) % 11 == 0:
                v = _s([*ds, last])
                return f"{v[:3]} {v[3:6]} {v[6:]}"


def _inn12() -> str:
    d = _digits(10)
    d.append(sum(a * b for a, b in zip(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8], strict=True)) % 11 % 10)
    d.append(
        sum(a * b for a, b in zip(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8], strict=True)) % 11 % 10
    )
    return _s(d)


def _thai_id() -> str:
    ds = [_RNG.randrange(1, 9), *_digits(11)]
    v = _s(ds) + str((11 - sum(d * (13 - i) for i, d in enumerate(ds)) % 11) % 10)
    return f"{v[0]}-{v[1:5]}-{v[5:10]}-{v[10:12]}-{v[12]}"


def _sa_id() -> str:
    return _luhn_complete(
        f"{_RNG.randrange(50, 99)}{_RNG.randrange(1, 13):02d}{_RNG.randrange(1, 29):02d}{_d(4)}08"
    )


def _kvnr() -> str:
    """A German health insurance number: a letter, eight digits, a check digit."""
    letter = _RNG.choice(string.ascii_uppercase)
    body = _d(8)
    digits = f"{ord(letter) - 64:02d}" + body
    t = sum(
        (v // 10 + v % 10)
        for v in (int(c) * (1 if i % 2 == 0 else 2) for i, c in enumerate(digits))
    )
    return letter + body + str(t % 10)


def _round_29() -> list[str]:
    pg = _pw()
    return [
        # languages' own config idioms
        'config :shop, Shop.Repo,\n  username: "shop",\n  password: "'
        + pg
        + '",\n  hostname: "db.internal",\n  pool_size: 10',
        'config :shop, ShopWeb.Endpoint,\n  url: [host: "shop.internal"],\n  secret_key_base: "'
        + _chars(64, _ALNUM + "+/")
        + '"',
        'slick.dbs.default.db {\n  url = "jdbc:postgresql://db.internal/app"\n  user = "app"\n  password = "'
        + _pw()
        + '"\n}',
        'play.http.secret.key = "' + _chars(48, _ALNUM + "=/+") + '"',
        'connInfo = defaultConnectInfo { connectHost = "db.internal", connectUser = "app", connectPassword = "'
        + _pw()
        + '" }',
        'local red = redis:new()\nred:connect("cache.internal", 6379)\nlocal ok, err = red:auth("'
        + _pw()
        + '")',
        'location /upstream/ {\n    proxy_set_header X-Api-Key "'
        + _chars(40)
        + '";\n    proxy_pass https://partner.internal;\n}',
        json.dumps(
            {
                "resources": [
                    {
                        "type": "aws_db_instance",
                        "name": "main",
                        "instances": [
                            {
                                "attributes": {
                                    "username": "dbadmin",
                                    "password": _pw(),
                                    "engine": "postgres",
                                }
                            }
                        ],
                    }
                ]
            },
            indent=2,
        ),
        "config:\n  aws:region: eu-west-1\n  billing:dbPassword: "
        + _pw()
        + "\n  billing:replicas: 2",
        "$ ansible-vault view group_vars/prod/vault.yml\nVault password:\nvault_db_password: "
        + _pw()
        + "\nvault_smtp_user: alerts",
        "secretGenerator:\n- name: db-credentials\n  literals:\n  - username=app\n  - password="
        + _pw(),
        'services:\n  mq:\n    image: rabbitmq:3-management\n    environment:\n      - "RABBITMQ_DEFAULT_USER=ops"\n      - "RABBITMQ_DEFAULT_PASS='
        + _pw()
        + '"',
        "- uses: azure/login@v2\n  with:\n    creds: '"
        + json.dumps(
            {
                "clientId": _uuid(),
                "clientSecret": _chars(6) + "~" + _chars(34, _URLSAFE + "."),
                "subscriptionId": _uuid(),
                "tenantId": _uuid(),
            }
        )
        + "'",
        "DB_USER ?= app\nDB_PASS ?= " + _pw() + "\n\nmigrate:\n\tpsql -U $(DB_USER) -f schema.sql",
        "export API_TOKEN := " + _chars(40) + "\n\ndeploy:\n\t./deploy.sh",
        json.dumps(
            {
                "cell_type": "code",
                "execution_count": 3,
                "metadata": {},
                "outputs": [],
                "source": [
                    'conn = psycopg2.connect(host="warehouse.internal", user="analyst", password="'
                    + _pw()
                    + '")\n'
                ],
            },
            indent=1,
        ),
        json.dumps(
            {
                "cell_type": "code",
                "outputs": [
                    {
                        "name": "stdout",
                        "output_type": "stream",
                        "text": ["refresh_token: " + _chars(64, _URLSAFE) + "\n"],
                    }
                ],
                "source": ["print(creds.to_json())"],
            },
            indent=1,
        ),
        "COPY public.users (id, username, encrypted_password, created_at) FROM stdin;\n1\tadmin\t$2a$10$"
        + _chars(53, _ALNUM + "./")
        + "\t2024-02-01\n\\.",
        "INSERT INTO `auth_user` VALUES (1,'pbkdf2_sha256$600000$"
        + _chars(22)
        + "$"
        + b64(_RNG.randbytes(32))
        + "','2024-05-01 10:00:00',1,'root');",
        "---\n:rubygems_api_key: " + _h(32),
        "<server>\n  <id>release</id>\n  <username>ci</username>\n  <privateKey>${user.home}/.ssh/id_ed25519</privateKey>\n  <passphrase>"
        + _pw()
        + "</passphrase>\n</server>",
        "[nas]\ntype = sftp\nhost = nas.home.arpa\nuser = backup\npass = "
        + _chars(40, _URLSAFE)
        + "\nshell_type = unix",
        "[remote-s3]\ntype = s3\nprovider = Wasabi\naccess_key_id = "
        + _chars(20, string.ascii_uppercase + string.digits)
        + "\nsecret_access_key = "
        + _chars(40, _ALNUM + "/+"),
        "[default]\naccess_key = "
        + _chars(20, string.ascii_uppercase + string.digits)
        + "\nhost_base = s3.eu-central-1.wasabisys.com\nsecret_key = "
        + _chars(40, _ALNUM + "/+")
        + "\nuse_https = True",
        "[default]\ngpg_command = /usr/bin/gpg\ngpg_passphrase = " + _pw() + "\nencrypt = True",
        "[sso-temp]\naws_access_key_id = ASIA"
        + _chars(16, _UP)
        + "\naws_secret_access_key = "
        + _chars(40, _ALNUM + "/+")
        + "\naws_session_token = IQoJb3JpZ2luX2VjE"
        + _chars(300, _ALNUM + "/+")
        + "==",
        "export AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjE" + _chars(280, _ALNUM + "/+"),
        "users:\n- name: oidc\n  user:\n    auth-provider:\n      name: oidc\n      config:\n        client-id: kubernetes\n        client-secret: "
        + _chars(32)
        + "\n        idp-issuer-url: https://sso.internal",
        # vendor formats checked on the vendors' pages
        "VAULT_TOKEN=hvb.AAAAAQ" + _chars(120, _URLSAFE) + " terraform apply",
        "docker login -u ci-bot --password dckr_pat_" + _chars(27, _URLSAFE),
        "new hub token for the mirror job: dckr_pat_" + _chars(27, _URLSAFE),
        "X-Shopify-Access-Token: shpca_" + _h(32),
        "shop = shopify.Session('acme.myshopify.com', '2024-07', 'shppa_" + _h(32) + "')",
        "posthog_keys = ['phx_" + _chars(47) + "']",
        "curl -H 'Circle-Token: CCIPAT_"
        + _chars(22, _B58)
        + "_"
        + _h(40)
        + "' https://circleci.com/api/v2/me",
        "the hubspot private app token is pat-na1-" + _uuid(),
        "gitlab-runner register --url https://gitlab.internal --registration-token GR1348941"
        + _chars(20, _URLSAFE),
        'client = Client("AC' + _h(32) + '", "' + _h(32) + '")',
        "TWILIO_API_KEY=SK" + _h(32) + "\nTWILIO_API_SECRET=" + _chars(32),
        'requests.post("https://api.mailgun.net/v3/mg.acme.io/messages", auth=("api", "'
        + _h(32)
        + "-"
        + _h(8)
        + "-"
        + _h(8)
        + '"), data=msg)',
        'curl -X GET "https://api.datadoghq.eu/api/v1/validate" -H "DD-API-KEY: '
        + _h(32)
        + '" -H "DD-APPLICATION-KEY: '
        + _h(40)
        + '"',
        "OPENROUTER_KEY sk-or-v1-" + _h(64),
        # secrets split across lines
        'STRIPE_SECRET = (\n    "sk_live_"\n    "' + _chars(24) + '"\n    "' + _chars(75) + '"\n)',
        "password: >-\n  " + _chars(12) + "\n  " + _chars(12),
        "the token is ghp_" + _chars(18) + "\n" + _chars(18) + " (slack wrapped it)",
        # chat transcripts
        "here's my key: " + _chars(40) + " — don't share it",
        "> what's the jenkins admin password?\n" + _pw(),
        "can you check why this 401s? curl https://api.internal/v2/jobs -H 'x-auth: "
        + _chars(48)
        + "'",
        # URLs: query strings and fragments
        "https://app.acme.io/oauth/callback#access_token="
        + _chars(60, _URLSAFE)
        + "&token_type=bearer&expires_in=3600",
        "wss://stream.internal/feed?client=web&token=" + _chars(64, _URLSAFE),
        "https://hooks.zapier.com/hooks/catch/" + _d(7) + "/" + _chars(7, _LOWNUM) + "/",
        'dsn := "root:' + _pw() + '@tcp(10.0.4.12:3306)/orders?parseTime=true"',
        "sqlserver://sa:" + quote(_pw(), safe="") + "@mssql.internal:1433?database=ledger",
        # shell history with env prefixes and password arguments
        "  512  PGPASSWORD=" + _pw() + " psql -h db.internal -U app app",
        "   88  MYSQL_PWD='" + _pw() + "' mysqldump -u root app > app.sql",
        ": 1714641247:0;HCLOUD_TOKEN=" + _chars(64) + " hcloud server list",
        "sshpass -p '" + _pw() + "' ssh root@10.0.0.5",
        "htpasswd -b -c /etc/nginx/.htpasswd admin " + _pw(),
        "openssl enc -aes-256-cbc -salt -pass pass:" + _pw() + " -in db.sql -out db.sql.enc",
        "zip -P " + _pw() + " backup.zip dump.sql",
        "smbclient //fs01/finance -U svc-backup%" + _pw(),
        '$cred = New-Object System.Management.Automation.PSCredential("svc-deploy", (ConvertTo-SecureString "'
        + _pw()
        + '" -AsPlainText -Force))',
        'psql "host=db.internal port=5432 user=app password='
        + _pw()
        + ' dbname=app sslmode=require"',
        "redis-cli -h cache.internal -a " + _pw() + " --no-auth-warning ping",
        "keytool -genkeypair -alias release -keystore release.jks -storepass "
        + _pw()
        + " -keypass "
        + _pw(),
        'net use \\\\fs01\\share /user:CORP\\svc-print "' + _pw() + '"',
        # more config dialects
        "define( 'AUTH_KEY',         '" + _chars(64, _WP_SALT).replace("'", "x") + "' );",
        "$ cat config/master.key\n" + _h(32),
        "android {\n  signingConfigs {\n    release {\n      storeFile file('release.jks')\n      storePassword '"
        + _pw()
        + "'\n      keyPassword '"
        + _pw()
        + "'\n    }\n  }\n}",
        'my $dbh = DBI->connect("dbi:Pg:dbname=app;host=db.internal", "app", "' + _pw() + '");',
        '$pdo = new PDO("mysql:host=db.internal;dbname=shop", "shop", "' + _pw() + '");',
        '[\n {rabbit, [\n   {default_user, <<"ops">>},\n   {default_pass, <<"'
        + _pw()
        + '">>}\n ]}\n].',
        '{:db {:host "db.internal" :user "app" :password "' + _pw() + '"}}',
        'db = { host = "db.internal", user = "app", password = "' + _pw() + '" }',
        "basicauth /admin/* {\n\talice $2a$14$" + _chars(53, _ALNUM + "./") + "\n}",
        "userlist ops\n  user admin insecure-password " + _pw(),
        "[smtp.mailgun.org]:587 postmaster@mg.acme.io:" + _pw(),
        'poll imap.fastmail.com protocol IMAP user "ana" password "' + _pw() + '" ssl',
        'network={\n    ssid="Office-5G"\n    psk="' + _pw() + '"\n    key_mgmt=WPA-PSK\n}',
        "db.internal:5432:app:app:" + _pw(),
        # personal data: passports, licences, health and tax numbers, cards
        "Passnummer: C" + _chars(8, "CFGHJKLMNPRTVWXYZ0123456789"),
        "numéro de passeport : " + _d(2) + _chars(2, string.ascii_uppercase) + _d(5),
        "Número de pasaporte: " + _chars(3, string.ascii_uppercase) + _d(6),
        "パスポート番号 T" + _chars(1, string.ascii_uppercase) + _d(7),
        "여권번호 M" + _d(8),
        "his passport number is " + _d(9) + ", expires 2031",
        "numer paszportu: E" + _chars(1, string.ascii_uppercase) + _d(7),
        "Führerscheinnummer: B" + _d(3) + _chars(7, _UP),
        "driver's license: D" + _d(7) + " (California)",
        "NHS number " + _nhs(),
        "Krankenversichertennummer: " + _kvnr(),
        "numéro de sécurité sociale : " + _nir(),
        "my SIN is " + _sin(),
        "AHV-Nummer " + _ahv(),
        "Steuer-ID " + _steuer_id(),
        "codice fiscale: " + _codice_fiscale(),
        "NIE " + _nie(),
        "o meu NIF é " + _nif_pt(),
        "PESEL: " + _pesel(),
        "CUIT " + _cuit(),
        "personnummer " + _personnummer(),
        "मेरा आधार नंबर " + _aadhaar() + " है",
        "מספר תעודת זהות " + _teudat_zehut(),
        "my TFN is " + _tfn(),
        "ИНН " + _inn12(),
        "เลขประจำตัวประชาชน " + _thai_id(),
        "ID-nommer: " + _sa_id(),
        "Amex " + (lambda v: f"{v[:4]} {v[4:10]} {v[10:]}")(_card("37", 15)),
        "Kreditkartennummer "
        + (lambda v: f"{v[:4]}-{v[4:8]}-{v[8:12]}-{v[12:]}")(_card("5" + _RNG.choice("12345"), 16)),
        "card on file: "
        + (lambda v: f"{v[:4]} {v[4:8]} {v[8:12]} {v[12:]}")(_card("49", 16))
        + " exp 09/28",
    ]


def _round_29_look_alikes() -> list[str]:
    return [
        # references, empty values, encrypted values in the same idioms
        'config :shop, Shop.Repo,\n  username: System.get_env("DB_USER"),\n  password: System.get_env("DB_PASSWORD"),\n  hostname: "db.internal"',
        'config :shop, ShopWeb.Endpoint,\n  secret_key_base: System.fetch_env!("SECRET_KEY_BASE")',
        "slick.dbs.default.db {\n  user = ${?DB_USER}\n  password = ${?DB_PASSWORD}\n}",
        "play.http.secret.key = ${?APPLICATION_SECRET}",
        'connectPassword <- fromMaybe "" <$> lookupEnv "PGPASSWORD"',
        'local password = os.getenv("REDIS_PASSWORD")\nlocal ok, err = red:auth(password)',
        "proxy_set_header X-Api-Key $http_x_api_key;",
        json.dumps(
            {
                "resources": [
                    {
                        "type": "aws_db_instance",
                        "instances": [
                            {
                                "attributes": {"username": "dbadmin", "password": None},
                                "sensitive_attributes": [
                                    [{"type": "get_attr", "value": "password"}]
                                ],
                            }
                        ],
                    }
                ]
            }
        ),
        "config:\n  billing:dbPassword:\n    secure: v1:" + b64(_RNG.randbytes(48)),
        "$ ansible-vault view group_vars/prod/vault.yml\nVault password:\nvault_db_password: \"{{ lookup('env', 'DB_PASSWORD') }}\"",
        "secretGenerator:\n- name: db-credentials\n  files:\n  - password.txt\n  envs:\n  - .env.secret",
        'environment:\n  - "RABBITMQ_DEFAULT_PASS=${RABBITMQ_PASS:?set RABBITMQ_PASS}"\n  - POSTGRES_PASSWORD_FILE=/run/secrets/db_password',
        "- uses: azure/login@v2\n  with:\n    creds: ${{ secrets.AZURE_CREDENTIALS }}",
        "DB_PASS ?= $(shell pass show db/app)\nAPI_TOKEN := $(API_TOKEN)",
        json.dumps(
            {
                "cell_type": "code",
                "outputs": [
                    {
                        "name": "stdout",
                        "output_type": "stream",
                        "text": ["Password: ········\n", "connected\n"],
                    }
                ],
                "source": ["password = getpass.getpass()\n"],
            }
        ),
        json.dumps(
            {
                "cell_type": "code",
                "outputs": [
                    {"output_type": "execute_result", "data": {"text/plain": ["'" + _uuid() + "'"]}}
                ],
                "source": ["run_id"],
            }
        ),
        "CREATE TABLE users (\n  id bigserial PRIMARY KEY,\n  username text NOT NULL,\n  encrypted_password text NOT NULL\n);",
        "INSERT INTO roles (id, name, created_at) VALUES (1, 'admin', '2024-05-01'), (2, 'viewer', '2024-05-01');",
        "~/.gem/credentials must be mode 0600 or gem push refuses to read it.",
        "<server>\n  <id>release</id>\n  <username>${env.NEXUS_USER}</username>\n  <password>${env.NEXUS_PASSWORD}</password>\n</server>",
        "[nas]\ntype = sftp\nhost = nas.home.arpa\nuser = backup\nkey_file = ~/.ssh/id_ed25519\nshell_type = unix",
        "[remote-s3]\ntype = s3\nprovider = AWS\nenv_auth = true\nregion = eu-central-1",
        "[default]\naccess_key =\nsecret_key =\nhost_base = s3.amazonaws.com\nuse_https = True",
        "[profile prod]\ncredential_process = aws-vault exec prod --json\nregion = eu-west-1",
        "users:\n- name: eks\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, prod]",
        'export VAULT_TOKEN="$(vault print token)"',
        "Vault service tokens start with hvs. and batch tokens with hvb.; both are secrets.",
        "Docker Hub access tokens look like dckr_pat_ followed by 27 characters.",
        "TWILIO_ACCOUNT_SID=AC" + _h(32) + "\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}",
        "MessagingServiceSid: MG" + _h(32),
        "MAILGUN_DOMAIN=mg.acme.io\nMAILGUN_API_KEY=${MAILGUN_API_KEY}",
        "api_key: ENC[datadog_api_key]\nsite: datadoghq.eu",
        "posthog.init('phc_" + _chars(43) + "', {api_host: 'https://eu.i.posthog.com'})",
        'curl -H "Circle-Token: $CIRCLE_TOKEN" https://circleci.com/api/v2/me',
        "shop: acme-store.myshopify.com\napi_version: 2024-07",
        # split, chat and URL look-alikes
        "commit " + _h(40) + "\nAuthor: Dana Lee\nDate:   Tue May 7 10:12:01 2024",
        "digest: sha256:" + _h(64) + "\nsize: 1573",
        "> what's the jenkins admin password?\nit's in the team vault under ci/jenkins",
        "[10:42] dana: use the staging db, not prod → db-staging.internal",
        "here's my key id: " + _uuid() + " (the secret is in 1Password)",
        "https://app.acme.io/oauth/callback#state=" + _chars(16) + "&code_challenge_method=S256",
        "https://shop.acme.io/search?q=api+key+rotation&page=2&per_page=50",
        "https://news.acme.io/p/release?utm_source=newsletter&utm_medium=email&utm_campaign=may",
        'dsn := fmt.Sprintf("%s:%s@tcp(%s)/%s?parseTime=true", user, pass, host, name)',
        "root:@tcp(127.0.0.1:3306)/test",
        # shell history without a secret
        "  512  psql -h db.internal -U app -W app",
        '   90  PGPASSWORD="$(pass show db/app)" psql -h db.internal -U app',
        "sshpass -f ~/.config/sshpass ssh root@10.0.0.5",
        "htpasswd -B -c /etc/nginx/.htpasswd admin",
        "openssl enc -aes-256-cbc -salt -pass env:BACKUP_PASS -in db.sql -out db.sql.enc",
        "zip -e backup.zip dump.sql",
        "smbclient //fs01/finance -U svc-backup",
        "$cred = Get-Credential -UserName svc-deploy -Message 'deploy account'",
        'psql "host=db.internal port=5432 user=app dbname=app sslmode=require"',
        'redis-cli -h cache.internal -a "$REDIS_PASSWORD" --no-auth-warning ping',
        "keytool -genkeypair -alias release -keystore release.jks -storepass:env STOREPASS",
        "net use \\\\fs01\\share /user:CORP\\svc-print *",
        # config look-alikes
        "define( 'AUTH_KEY',         'put your unique phrase here' );",
        "$ ls config\nmaster.key  credentials.yml.enc  routes.rb",
        "storePassword System.getenv('KEYSTORE_PASSWORD')\nkeyPassword System.getenv('KEY_PASSWORD')",
        "signing.keyId="
        + _h(8).upper()
        + "\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg",
        "my $dbh = DBI->connect($dsn, $ENV{DB_USER}, $ENV{DB_PASS});",
        '{:db {:user "app" :password #env DB_PASSWORD}}',
        "basicauth /admin/* {\n\talice {env.ADMIN_HASH}\n}",
        "userlist ops\n  group admins users alice,bob",
        "# hostname:port:database:username:password",
        'network={\n    ssid="Guest"\n    key_mgmt=NONE\n}',
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + _chars(43, _ALNUM + "+/") + " dana@laptop",
        "gpg: key "
        + _h(16).upper()
        + ": public key imported\nFingerprint: "
        + " ".join(_h(4).upper() for _ in range(10)),
        # personal-data look-alikes
        "Passport numbers have nine characters; the first is a letter.",
        "Reisepass gültig bis 14.03.2031 — bitte vor der Reise prüfen.",
        "Die Steuer-ID hat 11 Ziffern; die erste ist nie 0.",
        "NHS number format: three digits, three digits, four digits.",
        "Il codice fiscale ha 16 caratteri alfanumerici.",
        "Rechnung Nr. 2024-00317 vom 03.05.2024",
        "ISBN 978-3-16-148410-0",
        "Tracking: 1Z999AA10123456784",
        "Order #" + _d(9) + " shipped",
        "Stripe test card 4242 4242 4242 4242, any future expiry, any CVC.",
        "Visa ending in 4417 was charged €12.00",
        "**** **** **** 1234",
        "CNPJ da empresa (nota fiscal): " + _cnpj(),
        "Flight LH 2031 departs at 07:45 from gate B44.",
        "build 4821 took 3 min 12 s; p95 latency 182 ms",
    ]


@pytest.mark.parametrize("text", _round_29())
def test_round_29_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _round_29_look_alikes())
def test_round_29_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text)


# Shapes from the probe of real documentation (RabbitMQ's website, 28,333 paragraphs) that
# the gate flagged, rewritten here; each now passes.
@pytest.mark.parametrize(
    "text",
    [
        "3. Setting the secrets the broker needs (TLS certificates, default user password etc)\n4. Creating a StatefulSet",
        "The assembly is strong named. The public key token is "
        + _h(16)
        + "\nand the public part of the key is",
        'curl -u$username:$password localhost:15672/api/overview\n{"management_version":"3.8.9"}',
        "default_password = encrypted:" + b64(_RNG.randbytes(48)),
        "auth_oauth2.signing_keys.id1 = test/config_schema_data/certs/key.pem",
        "auth_oauth2.signing_keys.a-key-ID = /path-to-signing-key-pem-file",
        "<td>amqp://user%61:%61pass@ho%61st:10000/v%2fhost</td>",
        '{config_entry_decoder, [{passphrase, <<"mypassphrase">>}]}',
        "rabbitmqctl add_user --pre-hashed-password 'username' '{value produced by hash_password}'",
        'consumer = Consumer(host="localhost", username="guest", password="guest")',
        '[local]\nhostname = "localhost"\nport = 15672\nusername = "lolz"\npassword = "lolz"',
        'let connection = try await Connection.open(\n    host: "mq.example.com",\n    username: "guest",\n    password: "guest"\n)',
        "we have set SHA-256 as the\ndefault password hashing function, with SHA-512 as an option",
        # Argo CD's docs: a Secret's base64 sample whose comment gives the words it encodes
        'data:\n  # this value corresponds to: printf "strong-password" | base64\n  plugin.myplugin.token: "'
        + b64("strong-password")
        + '"',
        'data:\n  oidc.auth0.clientSecret: "' + b64("hello-world") + '"',
    ],
)
def test_real_documentation_shapes_pass(text: str) -> None:
    assert not find_credentials(text)


# The credentials those shapes resemble: each is still refused.
@pytest.mark.parametrize(
    "text",
    [
        "default login anonymous password " + _pw(),
        "The api token is " + _chars(32),
        "curl -u deploy:" + _pw() + " https://ci.internal/api/overview",
        "default_password = " + _pw(),
        "auth_oauth2.signing_key = " + _chars(44, _ALNUM + "+/"),
        "signing key: " + _chars(40, _URLSAFE),
        "amqp://app:" + quote(_pw(), safe="") + "@mq.internal:5672/vhost",
        '{config_entry_decoder, [{passphrase, <<"' + _pw() + '">>}]}',
        "rabbitmqctl add_user 'deploy' '" + _pw() + "'",
        'consumer = Consumer(host="mq.internal", username="guest", password="guest")',
        '[prod]\nhostname = "localhost"\nusername = "lolz"\npassword = "' + _pw() + '"',
        'let connection = try await Connection.open(\n    host: "mq.internal",\n    username: "svc",\n    password: "'
        + _pw()
        + '"\n)',
        "machine api.internal login deploy password " + _pw(),
        'data:\n  plugin.myplugin.token: "' + b64(_chars(32, _URLSAFE)) + '"',
        'data:\n  oidc.auth0.clientSecret: "' + b64(_pw()) + '"',
    ],
)
def test_near_the_documentation_shapes_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


def _reworded() -> list[str]:
    return [
        # grammar of config languages, said another way
        "more_set_headers 'X-Auth-Token: " + _chars(40) + "';",
        'RequestHeader set X-Api-Key "' + _chars(40) + '"',
        "curl --header 'x-vendor-auth: " + _chars(40) + "' https://partner.internal/v1",
        '{ssl_options, [{password, "' + _pw() + '"}]}',
        "override SMTP_PASSWORD ?= " + _pw(),
        "[smtp.sendgrid.net]:587 apikey:" + _chars(40, _URLSAFE),
        "  user deploy insecure-password '" + _pw() + "'",
        'db, err := sql.Open("mysql", "svc:' + _pw() + '@unix(/var/run/mysqld/mysqld.sock)/app")',
        "$conn = mysqli_connect($host, 'shop', '" + _pw() + "', 'shop');",
        'Connection c = DriverManager.getConnection(url, "app", "' + _pw() + '");',
        'client.auth("' + _pw() + '")',
        "rabbitmqctl change_password ops '" + _pw() + "'",
        "net user backup " + _pw() + " /add /y",
        # whole hashes, split tokens, printed key files
        "admin\t$2b$12$" + _chars(53, _ALNUM + "./") + "\tactive",
        "| 7 | dana | $argon2id$v=19$m=65536,t=3,p=4$"
        + _chars(22, _ALNUM + "+/")
        + "$"
        + _chars(43, _ALNUM + "+/")
        + " |",
        "const key = 'ghp_' +\n  '" + _chars(20) + "' +\n  '" + _chars(16) + "';",
        '$token = "xoxb-" .\n    "' + _d(12) + "-" + _d(12) + '" .\n    "-' + _chars(24) + '";',
        "$ cat ~/.config/app/signing.key\n" + _chars(44, _ALNUM + "+/"),
        "https://hooks.zapier.com/hooks/catch/" + _d(8) + "/" + _chars(6, _LOWNUM) + "/silent/",
        "define('SECURE_AUTH_SALT', '" + _chars(64, _WP_SALT).replace("'", "y") + "');",
        # documents and numbers, said another way
        "Reisepassnummer C" + _chars(8, "CFGHJKLMNPRTVWXYZ0123456789"),
        "passport no. " + _chars(2, string.ascii_uppercase) + _d(7),
        "rijbewijsnummer " + _d(10),
        "UK driving licence: "
        + _chars(5, string.ascii_uppercase)
        + _d(6)
        + _chars(2, string.ascii_uppercase)
        + _d(1)
        + _chars(2, string.ascii_uppercase),
        "Patient NHS no: " + _nhs(),
        "KVNR " + _kvnr(),
        "AVS " + _ahv(),
        "C.F. " + _codice_fiscale(),
        "NIF (contribuinte) " + _nif_pt(),
        "CUIL " + _cuit(),
        "tax file number " + _tfn(),
        "ת.ז. " + _teudat_zehut(),
        "my inn is " + _inn12(),
        "Kartennummer " + (lambda v: f"{v[:4]} {v[4:8]} {v[8:12]} {v[12:]}")(_card("4", 16)),
        "numer karty " + (lambda v: f"{v[:4]}-{v[4:8]}-{v[8:12]}-{v[12:]}")(_card("52", 16)),
    ]


def _reworded_look_alikes() -> list[str]:
    return [
        "more_set_headers 'X-Frame-Options: DENY';",
        "RequestHeader set X-Forwarded-Proto https",
        "curl --header 'x-request-id: " + _uuid() + "' https://partner.internal/v1",
        "{ssl_options, [{versions, ['tlsv1.3']}]}",
        "override SMTP_PASSWORD ?= $(SMTP_PASSWORD_FROM_VAULT)",
        "[smtp.sendgrid.net]:587 apikey:${SENDGRID_API_KEY}",
        "  user deploy password $5$" + "x" * 3 + "… (see the HAProxy manual)",
        'db, err := sql.Open("mysql", dsn)',
        "$conn = mysqli_connect($host, $user, $pass, $db);",
        "Connection c = DriverManager.getConnection(url, props);",
        "client.auth(password)",
        "rabbitmqctl change_password ops",
        "net user backup * /add",
        "admin\tbcrypt(12)\tactive",
        "const prefix = 'ghp_' +\n  'shown in the docs';",
        "$ cat ~/.config/app/signing.key.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"
        + _chars(43, _ALNUM + "+/"),
        "Zapier hooks live under https://hooks.zapier.com/hooks/catch/<account>/<hook>/",
        "define('WP_DEBUG', false);",
        "Reisepass beantragen: Termin am 03.06.2025 im Bürgeramt",
        "passport-jwt 4.0.1 and passport-local 1.0.0 are installed",
        "rijbewijs halen in 2019, categorie B",
        "NHS numbers are ten digits long.",
        "The codice fiscale has 16 characters.",
        "the Kings Inn, room 12",
        "Kartennummer: **** **** **** 4417",
        "card 4111 1111 1111 1111 is Visa's test number",
    ]


@pytest.mark.parametrize("text", _reworded())
def test_round_29_reworded_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _reworded_look_alikes())
def test_round_29_reworded_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text)
