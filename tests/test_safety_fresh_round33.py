"""Write gate, round 33: secrets in what agents paste from tools, vendors' tokens not yet
written, and personal data said in prose about customers and colleagues, written cold and
scored before any fix (issue 19).

Forty-six credentials: tool output (curl -v and HTTPie dumps with Authorization, Cookie,
X-API-Key and Set-Cookie lines; HAR headers, postData and queryString; `env`, `export -p` and
PowerShell's `Get-ChildItem Env:` table; `kubectl get secret -o json`, `helm get values`,
`docker inspect`, `docker history --no-trunc`, `ps aux` with a Java system property; a GitHub
Actions log, a Jenkins `set -x` trace, a Terraform plan, Ansible -v output; a pytest
`--showlocals` block, a rich locals panel, a Sentry frame's vars, Django's debug page, a Go
panic printing a struct, an Axios error; Jupyter outputs; access logs, a websocket URL, an
urllib3 debug line and an OAuth URL with the token in the query) and vendors' formats read on
their pages (Telegram bot tokens, E2B's e2b_, NVIDIA's nvapi-, Apify's apify_api_, Slack's
xoxe config and refresh tokens, Modal's as- secrets, Square's sq0csp- and EAAA tokens, an Azure
Service Bus SAS token). Thirty-seven personal-data cases in fifteen languages: bank details in
national forms (a UK sort code, a US routing number, a German Kontonummer and BLZ, a Mexican
CLABE, a Brazilian agência and conta, an IFSC, a BSB, a Japanese account), phone numbers in
national formats with a verb instead of the word "phone" ("erreichen Sie unter", "call Ravi
on", "bel hem op"), a customer's address with nobody named, a colleague's illness in
Japanese, Korean, Arabic, Hindi, Chinese, Russian, Dutch, Italian and English, and ids (a
Danish CPR number, an Aadhaar in Hindi, a Greek ΑΦΜ, a US ITIN). Fifty-one look-alikes in the
same shapes: masked and redacted values, references, `(sensitive value)`, Ansible's no_log
mask, empty fields, hashes, UUIDs and commit ids, formats named in prose, public halves
(Modal's ak- id, Square's application id), an organisation's phone and address, a routing
number alone, illnesses with nobody named.

Caught on first contact: credentials 44 of 46 (tool output 32 of 34, vendors 12 of 12);
personal data 13 of 37; look-alikes flagged: 2 of 51 (Ansible's
"VALUE_SPECIFIED_IN_NO_LOG_PARAMETER" and a Go struct's empty `Password: SSLMode:disable`).
One case was ours: the CPR number's date could not be one (day 52); it now draws a real date.
Missed, and now structures: a Java system property or a compiler define (`-Dkey=value`) and
a tool's two-column "Name/Key  Value" table (PowerShell, `vault kv get`;
core/privacy_dialects.py); an account number said with a routing code in its country's
shape, and a named CLABE (core/privacy_bank.py, new); a calling verb, a preposition and a
number ("erreichen Sie unter", "call Ravi on"), and "'s address", "adresse du …"
(core/privacy_contact.py); an illness after a Japanese or Korean honorific or a Chinese full
name, after a verb of suffering or treatment ("suffers from", "лечится от", مصاب ب, "को … है"),
after "with" closing a clause, the HIV-positive adjectives, and a treatment only a patient has
in a sentence opened by a given name (core/privacy_ailments.py, new); titles spelt out
("il signor", "señora", "Mevrouw"; core/privacy_health.py); the CPR, ΑΦΜ and ITIN with their
checks (core/privacy_civil_ids.py); a constant's name of three words as a placeholder, and
the next field after an empty value (core/privacy_values.py).

Reworded variants written after those fixes, first run: credentials 21 of 21, personal data
23 of 26 (Brazil's abbreviations "Ag." and "C/C"; "llámala" looked for without its accent;
"is on dialysis"), look-alikes flagged 1 of 27 ("call the helpdesk on 0800 …": whom the verb
calls is now read, and a desk or a line is not a person). All fixed. Two phone numbers of
the first contact had a digit too few for their country (caught either way); they now have
their country's length.

Real text, before and after the round (distinct paragraphs, find_credentials): tldr-pages in
every language plus the venv's site-packages *.md/*.rst, 217,282 paragraphs, 36 flagged
before and after, none new; python/peps and kubernetes/community together (prose about people
and committees), 98,345 paragraphs, 1,117 before and after, none new. Cost (callgrind,
bench/safety_instructions.py --gates privacy against c9567f2): documentation 635.0 -> 641.6 M
instructions (+1.0 %), transcript 676.5 -> 685.5 M (+1.3 %), look-alike notes 1033.4 ->
1054.9 M (+2.1 %, just over the round's +2 % budget); plain needles in place of the
word-start ones cost more (+2.8 % on documentation: "ring " is in "string ").

Values are drawn at test time from a seeded generator (tests/credentials.py explains why none
is committed).
"""

from __future__ import annotations

import string

import pytest

from credentials import Drawn, b64
from memlane.core.privacy import find_credentials

_DRAWN = Drawn(33)
_RNG = _DRAWN.rng
_chars = _DRAWN.chars
_h = _DRAWN.hex
_d = _DRAWN.digits
_uuid = _DRAWN.uuid
_pw = _DRAWN.password
_ALNUM = string.ascii_letters + string.digits
_UPNUM = string.ascii_uppercase + string.digits
_URLSAFE = _ALNUM + "-_"


def _telegram() -> str:
    """A Telegram bot token (core.telegram.org/bots): the bot's id, a colon, 35 characters."""
    return str(_RNG.randrange(10**8, 10**10)) + ":AA" + _chars(33, _URLSAFE)


def _sas_servicebus() -> str:
    """An Azure Service Bus / Event Hubs SAS token: sr, sig, se, skn (learn.microsoft.com)."""
    sig = _chars(43, _ALNUM + "+/") + "="
    sig = sig.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    return (
        "SharedAccessSignature sr=https%3A%2F%2Fcorp-bus.servicebus.windows.net%2Forders&sig="
        + sig
        + "&se=1767225600&skn=RootManageSharedAccessKey"
    )


def _phone(groups: tuple[int, ...], sep: str = " ", lead: str = "") -> str:
    """A phone number in its country's grouping; the first digit of each group is not 0 so
    no group reads as a counting run."""
    return lead + sep.join(_chars(1, "23456789") + _d(n - 1) for n in groups)


def _verhoeff_complete(prefix: str) -> str:
    d = [
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
    p = [
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
        [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
        [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
        [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
        [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
    ]
    for last in range(10):
        c = 0
        for i, ch in enumerate(reversed(prefix + str(last))):
            c = d[c][p[i % 8][int(ch)]]
        if c == 0:
            return prefix + str(last)
    raise AssertionError(prefix)


def _aadhaar() -> str:
    s = _verhoeff_complete(_chars(1, "23456789") + _d(10))
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def _afm() -> str:
    """A Greek tax number (ΑΦΜ): eight digits and a check digit."""
    body = _chars(1, "123456789") + _d(7)
    total = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(body))
    return body + str(total % 11 % 10)


def _clabe() -> str:
    """A Mexican CLABE: bank, branch, account, and a weighted check digit."""
    body = "012180" + _d(11)
    weights = [3, 7, 1] * 6
    total = sum(int(c) * w % 10 for c, w in zip(body, weights, strict=False))
    return body + str((10 - total % 10) % 10)


def _round_33_tool_output() -> list[str]:
    return [
        # curl -v / HTTPie / raw HTTP dumps
        "> GET /v2/orders?limit=50 HTTP/2\n> Host: api.corp.io\n> user-agent: curl/8.5.0\n"
        "> authorization: Bearer " + _chars(40) + "\n> accept: */*\n>\n< HTTP/2 200",
        "> POST /graphql HTTP/1.1\n> Host: shop.corp.io\n> Cookie: sessionid="
        + _chars(32, string.ascii_lowercase + string.digits)
        + "; csrftoken="
        + _chars(32)
        + "\n> Content-Type: application/json",
        "* Connected to ingest.corp.io (10.0.3.7) port 443\n> POST /v1/events HTTP/1.1\n"
        "> X-API-Key: " + _h(32) + "\n> Content-Length: 312",
        "POST /api/v1/deploy HTTP/1.1\nAccept: application/json\nAuthorization: Token "
        + _h(40)
        + "\nContent-Type: application/json\nHost: ci.corp.io",
        "< HTTP/2 302\n< location: /dashboard\n< set-cookie: __Secure-next-auth.session-token="
        + _chars(120, _URLSAFE)
        + "; Path=/; HttpOnly; Secure; SameSite=Lax",
        # HAR files
        '"headers": [\n  {"name": "Accept", "value": "application/json"},\n'
        '  {"name": "X-Api-Key", "value": "' + _chars(32) + '"}\n]',
        '"postData": {\n  "mimeType": "application/x-www-form-urlencoded",\n'
        '  "text": "grant_type=password&username=ops&password=' + _pw() + '"\n}',
        '"queryString": [\n  {"name": "page", "value": "2"},\n'
        '  {"name": "access_token", "value": "' + _chars(40) + '"}\n]',
        # env / printenv / export -p / PowerShell
        "$ env | sort\nHOME=/home/runner\nHOSTNAME=build-7\nPATH=/usr/local/bin:/usr/bin\n"
        "WANDB_API_KEY=" + _h(40) + "\nPWD=/src",
        '$ export -p\ndeclare -x LANG="C.UTF-8"\ndeclare -x DJANGO_SECRET_KEY="'
        + _chars(50, _ALNUM + "!@#%^&*(-_=+)")
        + '"\ndeclare -x SHLVL="1"',
        "PS> Get-ChildItem Env: | Format-Table\n\nName                           Value\n"
        "----                           -----\nAZURE_CLIENT_ID                "
        + _uuid()
        + "\nAZURE_CLIENT_SECRET            "
        + _chars(34, _ALNUM + "~.")
        + "\nAZURE_TENANT_ID                "
        + _uuid(),
        # kubectl / helm / docker
        '$ kubectl get secret api-keys -o json\n{\n    "apiVersion": "v1",\n    "data": {\n'
        '        "stripe-key": "' + b64("rk_live_" + _chars(24)) + '",\n'
        '        "webhook-secret": "' + b64(_chars(32)) + '"\n    },\n    "kind": "Secret"\n}',
        "$ helm get values billing -n prod\nUSER-SUPPLIED VALUES:\npostgresql:\n  auth:\n"
        "    postgresPassword: " + _pw() + "\n    database: billing",
        "$ docker inspect --format '{{json .Config.Env}}' rabbit\n"
        '["PATH=/usr/local/sbin:/usr/local/bin","RABBITMQ_DEFAULT_USER=orders",'
        '"RABBITMQ_DEFAULT_PASS=' + _pw() + '"]',
        "$ docker history --no-trunc corp/api:1.4\nIMAGE          CREATED        CREATED BY\n"
        "<missing>      3 weeks ago    /bin/sh -c #(nop)  ENV API_SECRET=" + _chars(32) + "   0B",
        "$ ps aux | grep java\napp  2231  3.1 12.4 4821332 812344 ?  Sl  09:12  4:02 "
        "/usr/bin/java -Dspring.datasource.password=" + _pw() + " -jar /opt/app/app.jar",
        # CI logs
        "2024-05-14T09:12:33.1234567Z ##[group]Run ./scripts/release.sh\n"
        "2024-05-14T09:12:33.1234568Z env:\n"
        "2024-05-14T09:12:33.1234569Z   SENTRY_AUTH_TOKEN: " + _h(64) + "\n"
        "2024-05-14T09:12:33.1234570Z ##[endgroup]",
        "[Pipeline] sh\n+ mysql -h db.corp.internal -u root -p" + _pw() + " -e 'select 1'\n1",
        "Terraform will perform the following actions:\n\n"
        '  # aws_db_instance.main will be created\n  + resource "aws_db_instance" "main" {\n'
        '      + engine   = "postgres"\n      + password = "' + _pw() + '"\n'
        '      + username = "app"\n    }',
        'ok: [web01] => {"changed": false, "invocation": {"module_args": '
        '{"login_host": "db01", "login_password": "' + _pw() + '", "login_user": "root"}}}',
        # crash reports, stack traces with locals
        "    conn = psycopg2.connect(host=host, user=user, password=password)\n"
        "E   psycopg2.OperationalError: connection to server failed\n\n"
        "host       = 'db.corp.internal'\npassword   = '" + _pw() + "'\nuser       = 'app'",
        "╭────────────────── locals ──────────────────╮\n"
        "│    client = <ApiClient object at 0x7f3a>  │\n"
        "│ api_token = '" + _chars(40) + "' │\n"
        "╰────────────────────────────────────────────╯",
        '"frames": [{"function": "charge", "module": "billing.gateway", '
        '"vars": {"self": "<Gateway>", "merchant_key": "\'' + _chars(32) + "'\"}}]",
        "Local vars\nVariable\tValue\nsmtp_host\t'smtp.corp.io'\nsmtp_password\t'" + _pw() + "'",
        "panic: dial tcp: connection refused\n\ngoroutine 1 [running]:\n"
        "main.mustConnect({Host:db.corp Port:5432 User:app Password:"
        + _pw()
        + " SSLMode:disable})\n\t/src/main.go:41 +0x1c5",
        "AxiosError: Request failed with status code 401\n  config: {\n    headers: "
        "AxiosHeaders {\n      Accept: 'application/json',\n      'X-Auth-Token': '"
        + _chars(36)
        + "'\n    },",
        # Jupyter outputs
        "Out[7]: {'access_token': '"
        + _chars(43, _URLSAFE)
        + "', 'token_type': 'Bearer', 'expires_in': 3599}",
        "In [3]: os.environ\nOut[3]: environ({'PATH': '/usr/bin', 'COHERE_API_KEY': '"
        + _chars(40)
        + "'})",
        '"outputs": [{"output_type": "execute_result", "data": {"text/plain": '
        "[\"{'client_id': 'etl', 'client_secret': '" + _pw() + "'}\"]}}]",
        # URLs with a token in the query
        '10.0.4.2 - - [14/May/2024:09:12:33 +0000] "GET /v1/export?format=csv&api_key='
        + _h(32)
        + ' HTTP/1.1" 200 5123',
        "wss://realtime.corp.io/socket/websocket?token=" + _chars(48) + "&vsn=2.0.0",
        'DEBUG:urllib3.connectionpool:https://api.corp.io:443 "GET /v2/items?apikey='
        + _chars(32)
        + ' HTTP/1.1" 200 512',
        '10.0.4.9 - - [14/May/2024:10:01:02 +0000] "POST /login?user=jdoe&pass='
        + _pw()
        + ' HTTP/1.1" 302 0',
        "https://auth.corp.io/oauth/token?grant_type=client_credentials&client_id=etl&client_secret="
        + _chars(40),
    ]


def _round_33_vendors() -> list[str]:
    return [
        "curl https://api.telegram.org/bot" + _telegram() + "/getUpdates",
        "TELEGRAM_BOT_TOKEN=" + _telegram(),
        "E2B_API_KEY=e2b_" + _h(40),
        "sandbox = Sandbox(api_key='e2b_" + _h(40) + "')",
        'export NVIDIA_API_KEY="nvapi-' + _chars(64, _URLSAFE) + '"',
        "APIFY_TOKEN=apify_api_" + _chars(36),
        "the Slack config token is xoxe.xoxp-1-" + _chars(150, _ALNUM),
        "refresh_token=xoxe-1-" + _chars(140, _ALNUM),
        "modal token set --token-id ak-" + _chars(22) + " --token-secret as-" + _chars(22),
        "client_secret: sq0csp-" + _chars(43, _URLSAFE),
        "SQUARE_ACCESS_TOKEN=EAAA" + _chars(60, _URLSAFE),
        "Authorization: " + _sas_servicebus(),
    ]


def _round_33_personal() -> list[str]:
    return [
        # bank details in national forms
        "Refund to Mr J. Patel: sort code 20-45-77, account number " + _d(8) + ".",
        "Wire the deposit back to Dana Reeves, routing number 021000021, account " + _d(10) + ".",
        "Kundin überweist von Kontonummer " + _d(10) + ", BLZ 37040044.",
        "El cliente pidió el reembolso a su CLABE " + _clabe() + ".",
        "A cliente passou os dados: Banco do Brasil, agência "
        + _d(4)
        + ", conta corrente "
        + _d(5)
        + "-"
        + _d(1)
        + ".",
        "Ravi's salary account: IFSC HDFC0001234, A/c no. " + _d(14),
        "Her BSB is 062-000 and the account number " + _d(8) + ".",
        "振込先は三菱UFJ銀行 渋谷支店 普通 " + _d(7) + " ヤマダ タロウ です。",
        # phone numbers in national formats, said of someone
        "Son portable : " + _phone((2, 2, 2, 2, 2), lead="0"),
        "Frau Keller erreichen Sie unter 0171 " + _phone((7,)) + ".",
        "Móvil del cliente: 6" + _d(2) + " " + _phone((2, 2, 2)),
        "il cellulare di Marco è 3" + _d(2) + " " + _phone((3, 4)),
        "携帯: 090-" + _phone((4, 4), sep="-"),
        "WhatsApp da cliente: (11) 9" + _d(4) + "-" + _d(4),
        "call Ravi on +91 9" + _d(4) + " " + _d(5),
        "her mobile is 07" + _d(3) + " " + _phone((6,)),
        "tel. kom. do pani Nowak: 5" + _phone((2, 3, 3))[1:],
        "bel hem op 06-" + _phone((8,)),
        # home addresses without a name: the customer, a colleague
        "La clienta vive en Calle de Alcalá 123, 3º B, 28009 Madrid.",
        "M. Dupont habite au 12 rue des Lilas, 75011 Paris.",
        "Il cliente abita in Via Roma 45, 20121 Milano.",
        "Klant woont op Keizersgracht 123, 1015 CJ Amsterdam.",
        "The customer's address is 221B Baker Street, London NW1 6XE.",
        # health, in more scripts
        "田中さんはうつ病で休職中です。",
        "김민수 씨는 당뇨병 환자입니다.",
        "أحمد العلي مصاب بمرض السكري.",
        "राहुल शर्मा को कैंसर है।",
        "王芳怀孕了,下个月开始休产假。",
        "Иван Петров лечится от алкоголизма.",
        "Mevrouw de Vries zit thuis met een burn-out.",
        "Il signor Bianchi è sieropositivo.",
        "A Lucía Romero le diagnosticaron VIH el año pasado.",
        "Priya is off until Friday, chemo again.",
        # id numbers in prose
        "Hans CPR-nummer er "
        + f"{_RNG.randrange(1, 29):02d}{_RNG.randrange(1, 13):02d}{_RNG.randrange(50, 99)}-"
        + _d(4)
        + ".",
        "ग्राहक का आधार नंबर " + _aadhaar() + " है।",
        "Ο ΑΦΜ του πελάτη είναι " + _afm() + ".",
        "the customer's ITIN is 9" + _d(2) + "-7" + _d(1) + "-" + _d(4),
    ]


def _round_33_look_alikes() -> list[str]:
    return [
        # HTTP dumps with nothing secret, or masked
        "> GET /v2/orders HTTP/2\n> Host: api.corp.io\n> authorization: Bearer [REDACTED]\n"
        "> accept: */*",
        "> POST /graphql HTTP/1.1\n> Cookie: sessionid=***; csrftoken=***",
        "> X-API-Key: ****************\n> Content-Length: 312",
        "> GET / HTTP/1.1\n> Host: example.com\n> User-Agent: curl/8.5.0\n> Accept: */*",
        '< HTTP/2 200\n< etag: W/"' + _h(32) + '"\n< x-request-id: ' + _uuid(),
        '"headers": [\n  {"name": "Accept", "value": "application/json"},\n'
        '  {"name": "X-Request-Id", "value": "' + _uuid() + '"}\n]',
        '"headers": [{"name": "Authorization", "value": "<redacted>"}]',
        '"queryString": [{"name": "page", "value": "2"}, {"name": "per_page", "value": "50"}]',
        # environment output without a value to leak
        "$ env | sort\nHOME=/home/runner\nHOSTNAME=7f3a9c2b1d4e\nGIT_COMMIT="
        + _h(40)
        + "\nPWD=/src",
        "AWS_SECRET_ACCESS_KEY=***\nAWS_DEFAULT_REGION=eu-west-1",
        'declare -x DB_PASSWORD_FILE="/run/secrets/db_password"',
        "PS> Get-ChildItem Env:\n\nName                           Value\n"
        "----                           -----\nAZURE_CLIENT_ID                "
        + _uuid()
        + "\nAZURE_TENANT_ID                "
        + _uuid(),
        # kubectl / helm / docker
        "$ kubectl get secrets\nNAME        TYPE     DATA   AGE\napi-keys    Opaque   2      41d",
        "$ helm get values billing\nUSER-SUPPLIED VALUES:\npostgresql:\n  auth:\n"
        "    existingSecret: billing-pg",
        '"Image": "sha256:' + _h(64) + '",\n"Env": ["PATH=/usr/local/bin", '
        '"RABBITMQ_DEFAULT_PASS_FILE=/run/secrets/rabbit"]',
        "<missing>   3 weeks ago   /bin/sh -c #(nop)  ENV API_SECRET_FILE=/run/secrets/api   0B",
        # CI logs and plans, masked
        "2024-05-14T09:12:33.1234568Z env:\n2024-05-14T09:12:33.1234569Z   SENTRY_AUTH_TOKEN: ***",
        "[Pipeline] sh\n+ mysql -h db.corp.internal -u root -p**** -e 'select 1'",
        '  + resource "aws_db_instance" "main" {\n      + password = (sensitive value)\n'
        '      + username = "app"\n    }',
        'ok: [web01] => {"invocation": {"module_args": {"login_password": '
        '"VALUE_SPECIFIED_IN_NO_LOG_PARAMETER", "login_user": "root"}}}',
        # stack traces without a live value
        "host       = 'db.corp.internal'\npassword   = None\nuser       = 'app'",
        "│ api_token = <MagicMock name='settings.API_TOKEN' id='140221983'> │",
        '"vars": {"self": "<Gateway>", "merchant_key": "[Filtered]"}',
        "Local vars\nVariable\tValue\nsmtp_password\t'********************'",
        "main.mustConnect({Host:db.corp Port:5432 User:app Password: SSLMode:disable})",
        # Jupyter outputs without a secret
        "Out[7]: {'token_type': 'Bearer', 'expires_in': 3599, 'scope': 'read write'}",
        "In [3]: os.environ['PATH']\nOut[3]: '/usr/local/bin:/usr/bin'",
        # URLs without a secret in the query
        '10.0.4.2 - - [14/May/2024:09:12:33 +0000] "GET /v1/export?format=csv&page=2 HTTP/1.1" 200',
        "https://api.corp.io/v1/items?api_key=YOUR_API_KEY",
        "wss://realtime.corp.io/socket/websocket?token=${SOCKET_TOKEN}&vsn=2.0.0",
        "https://github.com/corp/app/commit/" + _h(40) + "?diff=split",
        "https://shop.corp.io/?utm_source=newsletter&utm_campaign=" + _chars(12),
        # vendors' formats in documentation, and their public halves
        "Telegram bot tokens look like 123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11.",
        "E2B keys start with e2b_ followed by hex characters.",
        "NVIDIA keys from build.nvidia.com start with nvapi-.",
        "MODAL_TOKEN_ID=ak-" + _chars(22),
        "SQUARE_APPLICATION_ID=sq0idp-" + _chars(22, _URLSAFE),
        "chat_id=-100" + _d(10) + " and the bot token comes from BotFather",
        "Service Bus SAS tokens have the form SharedAccessSignature sr=<uri>&sig=<sig>&se=<expiry>"
        "&skn=<keyname>.",
        # personal-data look-alikes: organisations' numbers, formats, nobody's health
        "Sort codes are written NN-NN-NN; account numbers have eight digits.",
        "Routing number 021000021 belongs to JPMorgan Chase in New York.",
        "The payroll export adds columns IFSC and account_no.",
        "Our Amsterdam office is at Keizersgracht 123, 1015 CJ Amsterdam.",
        "La calle de Alcalá está cortada por la maratón.",
        "Customer service: +49 30 901820 (Mon-Fri).",
        "The diabetes module computes HbA1c from the lab feed.",
        "うつ病の患者数は厚生労働省の統計による。",
        "Freezing-point depression is covered in chapter 4.",
        "Release 2024.06.12 ships the chemo scheduling form.",
        "ITINs start with 9 and have 7 or 8 in the fourth digit.",
        "Ticket INC-0171-" + _d(7) + " was closed.",
    ]


def _variants() -> list[str]:
    """Written after the fixes, reworded: other tools' output, other vendors' spellings."""
    return [
        "> CONNECT proxy.corp.io:3128 HTTP/1.1\n> Proxy-Authorization: Basic "
        + b64("svc-build:" + _pw())
        + "\n> User-Agent: curl/8.5.0",
        "* Trying 10.0.3.7:443...\n> GET /v3/metrics HTTP/1.1\n> X-Auth-Token: " + _h(32),
        '"cookies": [{"name": "remember_token", "value": "' + _chars(40) + '", "httpOnly": true}]',
        "PS C:\\> gci env:\n\nName                           Value\n"
        "----                           -----\nDB_PASSWORD                    " + _pw(),
        "$ vault kv get secret/billing\n====== Data ======\nKey         Value\n"
        "---         -----\napi_key     " + _chars(32) + "\nusername    billing",
        "java -Djavax.net.ssl.keyStorePassword=" + _pw() + " -jar gateway.jar",
        "mvn -B deploy -Dgpg.passphrase=" + _pw() + " -DskipTests",
        "cc -O2 -DAPI_TOKEN=" + _h(32) + " -o agent agent.c",
        "redis: dial tcp: i/o timeout opts={Addr:redis:6379 Password:" + _pw() + " DB:0}",
        'Config { host: "db.corp", port: 5432, password: "' + _pw() + '" }',
        "Out[4]: Credentials(username='etl', password='" + _pw() + "')",
        '10.1.2.3 - - [14/May/2024:11:00:00 +0000] "POST /hook?secret=' + _h(32) + ' HTTP/1.1" 204',
        "+ export DATABASE_URL=postgres://app:" + _pw() + "@db.corp.internal/app",
        "$ docker compose config\nservices:\n  db:\n    environment:\n"
        "      POSTGRES_PASSWORD: " + _pw() + "\n    image: postgres:16",
        "=== billing Config Vars\nDATABASE_URL:    postgres://u:"
        + _pw()
        + "@ec2-1-2-3-4.compute-1.amazonaws.com:5432/d\nSECRET_KEY_BASE: "
        + _h(128),
        'app = Application.builder().token("' + _telegram() + '").build()',
        '{"e2b": {"apiKey": "e2b_' + _h(40) + '"}}',
        "curl -H 'Authorization: Bearer nvapi-"
        + _chars(64, _URLSAFE)
        + "' https://integrate.api.nvidia.com/v1/models",
        "https://api.apify.com/v2/acts?token=apify_api_" + _chars(36),
        "MODAL_TOKEN_SECRET=as-" + _chars(22),
        "-H 'Authorization: Bearer EAAA"
        + _chars(60, _URLSAFE)
        + "' https://connect.squareup.com/v2/payments",
    ]


def _variants_personal() -> list[str]:
    return [
        "Please pay Ms Green: sort code 40-11-62, account no. " + _d(8) + ".",
        "Wire details for Carlos: ABA 026009593, acct " + _d(10),
        "Transit 00012, institution 003, account " + _d(7) + " (Mme Tremblay).",
        "BSB: 033-000, Acct: " + _d(8) + ", name J. Nguyen",
        "Herr Wagner: Konto-Nr. " + _d(10) + ", BLZ 10070000.",
        "Dados do Sr. Lima: Ag. " + _d(4) + " C/C " + _d(5) + "-" + _d(1),
        "ゆうちょ銀行 〇一八支店 普通預金 " + _d(7),
        "Ruf ihn an unter 0151 " + _phone((8,)) + ".",
        "appelez-le au 06 " + _phone((2, 2, 2, 2)),
        "llámala al 6" + _d(2) + " " + _phone((2, 2, 2)),
        "ligue para ela no (21) 9" + _d(4) + "-" + _d(4),
        "ring Sarah on 07" + _d(3) + " " + _phone((6,)),
        "dzwoń do niego pod 5" + _phone((2, 3, 3))[1:],
        "The tenant's home address: 42 Elm Road, Leeds LS6 2AB.",
        "L'adresse du client : 5 avenue Foch, 69006 Lyon.",
        "佐藤様は糖尿病の治療中です。",
        "이영희 님은 우울증을 앓고 있습니다.",
        "李娜患有抑郁症。",
        "فاطمة تعاني من الاكتئاب.",
        "सुनील को मधुमेह है।",
        "Мария Иванова страдает депрессией.",
        "Herr Krüger leidet an Multipler Sklerose.",
        "Mme Roux est séropositive.",
        "Anna Kowalska cierpi na depresję.",
        "Tom is on dialysis three times a week.",
        "her ITIN: 9" + _d(2) + "8" + _d(1) + _d(4),
    ]


def _variant_look_alikes() -> list[str]:
    return [
        "$ vault kv get secret/billing\n====== Metadata ======\nKey              Value\n"
        "---              -----\ncreated_time     2024-05-14T09:12:33Z\nversion          3",
        "Key         Value\n---         -----\npassword    ********",
        "Name                           Value\n----                           -----\n"
        "PATH                           C:\\Windows\\system32\nUSERNAME                       ada",
        "java -Dspring.profiles.active=prod -Dserver.port=8080 -jar app.jar",
        "java -Dspring.datasource.password=${DB_PASSWORD} -jar app.jar",
        "mvn -B deploy -Dgpg.passphrase=${env.GPG_PASSPHRASE} -DskipTests",
        "opts={Addr:redis:6379 Password: DB:0}",
        'Config { host: "db.corp", port: 5432, password: None }',
        "Out[4]: Credentials(username='etl', password='***')",
        "Sort code 40-11-62 is HSBC's branch in Leeds.",
        "The ABA routing number for incoming wires is 026009593.",
        "Konto und BLZ wurden durch die IBAN ersetzt.",
        "Agência 0001 é a sede do banco; a conta PJ é aberta online.",
        "AWS account 123456789012 uses transit gateway tgw-0a1b2c3d4e5f67890.",
        "Call the API at 10.0.0.12 on port 8443.",
        "Call the helpdesk on 0800 581 9021 if the VPN drops.",
        "Reach out on 2024-05-14 about the release.",
        "佐藤さんは糖尿病の研究者です。",
        "李娜写了一篇关于抑郁症的论文。",
        "Maria Lopez lives with her sister in Porto.",
        "Dr. Chen suffers from a bad connection today.",
        "Herr Krüger leidet unter dem Lärm der Baustelle.",
        "Tom is on call this week.",
        "Priya reviewed the dialysis dashboard.",
        "Le test est séropositif pour 3 % des échantillons.",
        "The tenant's address field is optional in the form.",
        "ITIN applications take seven weeks.",
        # found trying the calling verb's rule on our own sentences after the fixes (not
        # scored): a count in thousands and what it counts, a date written with spaces
        "We reach the limit at 12 500 000 rows.",
        "We call the API on 2024 01 15 for the backfill.",
    ]


@pytest.mark.parametrize("text", _round_33_tool_output() + _round_33_vendors())
def test_round_33_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _round_33_personal())
def test_round_33_personal_data_is_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _round_33_look_alikes())
def test_round_33_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


@pytest.mark.parametrize("text", _variants() + _variants_personal())
def test_round_33_variants_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _variant_look_alikes())
def test_round_33_variant_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text
