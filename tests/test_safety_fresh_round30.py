"""Write gate, round 30: credentials and personal data written cold, scored before any fix
(issue 19).

Ninety-nine cases in families rounds 1-29 had not written: join and node tokens (Docker swarm
SWMTKN-1-, k3s K10…::), NATS nkey seeds and creds files, Nostr nsec1 keys, a rotated
Databricks token (dapi…-2), all checked on the projects' own pages; passwords on the command
lines of programs with a flag of their own (mosquitto, ipmitool, xfreerdp, rdesktop, cmdkey,
ssh-keygen -N, SNMPv3 -A/-X, PsExec, schtasks /RP, wmic, x11vnc, sqlplus and expdp
user/pw@db, cqlsh, clickhouse-client, neo4j-admin and grafana-cli password subcommands,
apksigner, nmcli wifi-sec.psk, svn, mongosh, influx); keys passed as literals to signing,
MAC and cipher calls (jwt.sign/encode, hmac.new, createHmac, hash_hmac, SecretKeySpec,
SymmetricSecurityKey, Fernet, AES.new, Go `[]byte("…")`, Flask's bytes secret_key); Consul
and Nomad secret ids and gossip keys; Cisco-style device lines, SNMP communities, TACACS+
keys, chap-secrets and ipsec.secrets; databases' own user grammar (MongoDB createUser,
Redis ACL SETUSER >…, MySQL PASSWORD('…'), CREATE LOGIN) and what a reset prints
(Elasticsearch "New value:", Jenkins' initialAdminPassword); Azure Functions keys, Service
Bus and Cosmos DB connection strings; and personal data: a named person's diagnosis in
fourteen languages, national ids with their own checks (Romania's CNP, Bulgaria's EGN,
Croatia's OIB, Estonia's isikukood, Iceland's kennitala, Singapore's NRIC, Hong Kong's HKID,
Czechia's rodné číslo, Ireland's PPSN, Greece's AMKA, Austria's SVNR, Mexico's CURP), dates
of birth after "nar." and "født", a contact card. Seventy look-alikes in the same syntaxes:
documentation of each token format, commands with their secret from a variable, a file or a
prompt, signing calls with their key from elsewhere, accessor ids, hashed device secrets,
diagnosing a leak, a diagnosis column, a client's name beside a report, numbers that are
not a person's.

The families were chosen after a quick probe of some sixty candidate strings against the
gate (the brief asks for families it misses), so the first-contact figure is lower than a
blind round's would be. Caught on first contact: 22 of 99 (credentials 20 of 68, personal
data 2 of 31); look-alikes flagged: 2 of 70 (apksigner's `--ks-pass env:KS_PASS`, a source
and not a password, and `mongosh -u admin -p --authenticationDatabase admin`, the next flag
read as the password). One case was ours: the contact card's phone number held a counting
run ("…601 234 567"), which the gate passes on purpose as a form's sample; it now has
another number. Missed, and now structures: a login pair by flags and password-only flags,
password subcommands, Oracle's user/password@db and databases' user grammar, what a reset
prints, an (id, secret) tuple (core/privacy_logins.py); keys in signing and cipher calls,
bytes literals under a key's name, gossip keys, secret ids beside an accessor id and NATS
seeds where the text says seed or nkey (core/privacy_key_literals.py); device and VPN
secret files (core/privacy_devices.py); a diagnosis said of a named person
(core/privacy_health.py); the twelve ids (core/privacy_civil_ids.py); k3s, swarm, nsec1 and
Azure Functions formats (core/privacy_tokens.py), a Databricks token's "-2"; "nar." with a
spaced date ("12. 3. 1984") and "født". The look-alikes: `env:`, `file:` and `fd:` name a
password's source; a bare value opening with "--" is the next flag.

Reworded variants written after those fixes: 37 of 40 caught, 0 of 32 look-alikes flagged;
the misses were `rman target sys/…@prod` (a keyword before the pair), "Mr. Okafor was
diagnosed …" (the title's full stop read as a sentence's end) and "CNP-ul lui …" (Romanian's
article on the naming word); all three fixed.

Real documentation (not probed before: Prometheus's docs, Mattermost's docs and Caddy's
website; 675 Markdown and reStructuredText files, 33,876 distinct paragraphs):
107 flagged before (58 not emails), 74 after (25). A first
draft of round 30's rules added two flags there, fixed before the count: `mmctl user
change-password john_doe …` (a password subcommand now has a word between the verb and
"password": set-initial-password, reset-admin-password). Fixed by structure: Go's test
output (`--- PASS: TestX`), reStructuredText field lists read flowed (a value that is the
next field's name, `:configjson:`), Markdown bold around a UI label or a boolean
(`**True**`, "by going to **System Console …**"), an emphasised slot (`*mmuser-password*`),
an angle-bracket slot before a DSN's `@` (`<user:pass>@<servername>`), a query value cut at
the next parameter (`?secret=MYSECRET&team=…`, and "my"/"your" run into a placeholder
word), and names in a URL's userinfo (`clientID:authKey@`, `really_secure_password`). Left
flagged on purpose, as rounds 28 and 29 decided for samples written as real ones: bcrypt and
argon2 samples (their plain password stands beside them), Mattermost's test account
`mmuser:mostest`, a DSN with `sad09zusaopdhsad123`, `"password": "passw0rd"` in a bulk-load
sample, `openssl pkcs12 -password pass:mattermost`, an Entra sample secret, and a session
token printed by curl in three examples.

Values are drawn at test time from a seeded generator (tests/credentials.py explains why none
is committed).
"""

from __future__ import annotations

import string

import pytest

from credentials import Drawn
from memlane.core.privacy import find_credentials

_DRAWN = Drawn(30)
_RNG = _DRAWN.rng
_chars = _DRAWN.chars
_h = _DRAWN.hex
_d = _DRAWN.digits
_uuid = _DRAWN.uuid
_pw = _DRAWN.password
_ALNUM = string.ascii_letters + string.digits
_LOWNUM = string.ascii_lowercase + string.digits
_B32 = string.ascii_uppercase + "234567"
_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _swarm() -> str:
    return "SWMTKN-1-" + _chars(50, _LOWNUM) + "-" + _chars(25, _LOWNUM)


def _nats_seed(kind: str = "U") -> str:
    return "S" + kind + _chars(56, _B32)


def _nsec() -> str:
    return "nsec1" + _chars(58, _BECH32)


# National ids, each with its own check (a number that fails it is not refused).


def _cnp() -> str:
    """Romania's CNP: sex and century, birth date, county, serial, weights 279146358279."""
    body = (
        _RNG.choice("1256")
        + f"{_RNG.randrange(50, 99):02d}{_RNG.randrange(1, 13):02d}{_RNG.randrange(1, 29):02d}"
        + f"{_RNG.randrange(1, 47):02d}"
        + _d(3)
    )
    s = sum(int(a) * int(b) for a, b in zip(body, "279146358279", strict=True)) % 11
    return body + ("1" if s == 10 else str(s))


def _egn() -> str:
    """Bulgaria's EGN: birth date, serial, weights 2 4 8 5 10 9 7 3 6 mod 11."""
    body = (
        f"{_RNG.randrange(50, 99):02d}{_RNG.randrange(1, 13):02d}{_RNG.randrange(1, 29):02d}"
        + _d(3)
    )
    s = sum(int(a) * b for a, b in zip(body, (2, 4, 8, 5, 10, 9, 7, 3, 6), strict=True)) % 11
    return body + ("0" if s == 10 else str(s))


def _oib() -> str:
    """Croatia's OIB: eleven digits, ISO 7064 MOD 11,10."""
    body = _d(10)
    p = 10
    for c in body:
        s = (int(c) + p) % 10 or 10
        p = (s * 2) % 11
    return body + str((11 - p) % 10)


def _isikukood() -> str:
    """Estonia's isikukood: sex and century, birth date, serial, two weight rows."""
    body = (
        _RNG.choice("3456")
        + f"{_RNG.randrange(50, 99):02d}{_RNG.randrange(1, 13):02d}{_RNG.randrange(1, 29):02d}"
        + _d(3)
    )
    d = [int(c) for c in body]
    s = sum(v * w for v, w in zip(d, (1, 2, 3, 4, 5, 6, 7, 8, 9, 1), strict=True)) % 11
    if s == 10:
        s = sum(v * w for v, w in zip(d, (3, 4, 5, 6, 7, 8, 9, 1, 2, 3), strict=True)) % 11
        s = 0 if s == 10 else s
    return body + str(s)


def _kennitala() -> str:
    """Iceland's kennitala: DDMMYY, two digits, a check (weights 3 2 7 6 5 4 3 2), century."""
    while True:
        body = (
            f"{_RNG.randrange(1, 29):02d}{_RNG.randrange(1, 13):02d}{_RNG.randrange(50, 99):02d}"
            + _d(2)
        )
        s = 11 - sum(int(a) * b for a, b in zip(body, (3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
        if s != 10:
            return body[:6] + "-" + body[6:] + str(0 if s == 11 else s) + "9"


def _nric() -> str:
    """Singapore's NRIC: S or T, seven digits, a check letter."""
    first = _RNG.choice("ST")
    body = _d(7)
    s = sum(int(a) * b for a, b in zip(body, (2, 7, 6, 5, 4, 3, 2), strict=True))
    s += 4 if first == "T" else 0
    return first + body + "JZIHGFEDCBA"[s % 11]


def _hkid() -> str:
    """Hong Kong's HKID: a letter, six digits, a check digit or A in brackets."""
    letter = _RNG.choice("ACDEGHKMPRVZ")
    body = _d(6)
    s = (
        36 * 9
        + (ord(letter) - 55) * 8
        + sum(int(a) * b for a, b in zip(body, range(7, 1, -1), strict=True))
    )
    c = (11 - s % 11) % 11
    return f"{letter}{body}({'A' if c == 10 else c})"


def _rodne_cislo() -> str:
    """Czechia's rodné číslo: YYMMDD/NNNC, the whole number divisible by eleven."""
    while True:
        month = _RNG.randrange(1, 13) + _RNG.choice((0, 50))
        body = f"{_RNG.randrange(60, 99):02d}{month:02d}{_RNG.randrange(1, 29):02d}" + _d(3)
        c = int(body) % 11
        if c != 10:
            return body[:6] + "/" + body[6:] + str(c)


def _ppsn() -> str:
    """Ireland's PPS number: seven digits and a check letter (weights 8 to 2, mod 23)."""
    body = _d(7)
    s = sum(int(a) * b for a, b in zip(body, range(8, 1, -1), strict=True)) % 23
    return body + "WABCDEFGHIJKLMNOPQRSTUV"[s]


def _amka() -> str:
    """Greece's AMKA: DDMMYY and five digits, Luhn."""
    body = (
        f"{_RNG.randrange(1, 29):02d}{_RNG.randrange(1, 13):02d}{_RNG.randrange(50, 99):02d}"
        + _d(4)
    )
    for last in range(10):
        cand = body + str(last)
        total = 0
        for i, c in enumerate(reversed(cand)):
            v = int(c) * (2 if i % 2 else 1)
            total += v - 9 if v > 9 else v
        if total % 10 == 0:
            return cand
    raise AssertionError("unreachable")


def _svnr() -> str:
    """Austria's Sozialversicherungsnummer: serial, check, DDMMYY (weights 3 7 9 _ 5 8 4 2 1 6)."""
    while True:
        serial = str(_RNG.randrange(100, 999))
        date = f"{_RNG.randrange(1, 29):02d}{_RNG.randrange(1, 13):02d}{_RNG.randrange(50, 99):02d}"
        d = [int(c) for c in serial + date]
        s = sum(v * w for v, w in zip(d, (3, 7, 9, 5, 8, 4, 2, 1, 6), strict=True)) % 11
        if s != 10:
            return f"{serial}{s} {date}"


def _curp() -> str:
    """Mexico's CURP: eighteen characters, the last a check over the first seventeen."""
    alphabet = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
    body = (
        _chars(1, "BCDFGHJLMNPRSTVZ")
        + _chars(1, "AEIOU")
        + _chars(2, "BCDFGHJLMNPRSTVZ")
        + f"{_RNG.randrange(50, 99):02d}{_RNG.randrange(1, 13):02d}{_RNG.randrange(1, 29):02d}"
        + _RNG.choice("HM")
        + _RNG.choice(["DF", "JC", "NL", "PL", "VZ"])
        + _chars(3, "BCDFGHJLMNPRSTVZ")
        + "0"
    )
    s = sum(alphabet.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def _round_30() -> list[str]:
    return [
        # join and node tokens (Docker swarm, k3s), NATS seeds, Nostr keys
        "docker swarm join --token " + _swarm() + " 10.0.4.11:2377",
        "worker token for the lab swarm: " + _swarm(),
        "curl -sfL https://get.k3s.io | K3S_URL=https://10.0.0.2:6443 sh -s - agent --token K10"
        + _h(64)
        + "::server:"
        + _h(32),
        "$ sudo cat /var/lib/rancher/k3s/server/node-token\nK10" + _h(64) + "::server:" + _h(32),
        "-----BEGIN NATS USER JWT-----\neyJ0eXAiOiJKV1QiLCJhbGciOiJlZDI1NTE5LW5rZXkifQ."
        + _chars(80, _ALNUM + "_-")
        + "."
        + _chars(86, _ALNUM + "_-")
        + "\n------END NATS USER JWT------\n\n-----BEGIN USER NKEY SEED-----\n"
        + _nats_seed()
        + "\n------END USER NKEY SEED------",
        "operator seed: " + _nats_seed("O"),
        "nkey " + _nats_seed("A") + " # account signing key for js-prod",
        "my nostr key is " + _nsec() + ", don't lose it",
        'NOSTR_PRIVATE_KEY="' + _nsec() + '"',
        "databricks token: dapi" + _h(32) + "-2",
        # commands with a password flag of their own
        "mosquitto_pub -h mqtt.lab.internal -u sensor01 -P " + _pw() + " -t lab/temp -m 21.5",
        "mosquitto_sub -h broker -p 8883 --username hass --pw " + _pw() + " -t '#' -v",
        "ipmitool -I lanplus -H 10.20.0.41 -U ADMIN -P " + _pw() + " chassis power cycle",
        "xfreerdp /v:jump01.corp.internal /u:Administrator /p:" + _pw() + " /cert:ignore",
        "rdesktop -u admin -p " + _pw() + " 10.1.1.5",
        "cmdkey /add:fs01.corp.internal /user:CORP\\backup /pass:" + _pw(),
        "ssh-keygen -t ed25519 -N '" + _pw() + "' -f ~/.ssh/deploy_ed25519",
        "snmpwalk -v3 -l authPriv -u monitor -a SHA -A "
        + _pw()
        + " -x AES -X "
        + _pw()
        + " 10.0.0.1",
        "psexec \\\\app02 -u CORP\\svc_deploy -p " + _pw() + " cmd /c iisreset",
        'schtasks /Create /TN nightly /TR "C:\\jobs\\sync.bat" /SC DAILY /RU CORP\\svc /RP '
        + _pw(),
        "wmic /node:10.0.0.7 /user:administrator /password:" + _pw() + " os get caption",
        "x11vnc -display :0 -passwd " + _pw() + " -forever",
        "sqlplus system/" + _pw() + "@//db01.internal:1521/ORCLPDB1",
        "expdp hr/" + _pw() + "@prod directory=dp_dir dumpfile=hr.dmp",
        "cqlsh cass01.internal -u cassandra -p " + _pw(),
        "clickhouse-client --host ch01 --user default --password " + _pw() + " -q 'SELECT 1'",
        "neo4j-admin dbms set-initial-password " + _pw(),
        "grafana-cli admin reset-admin-password " + _pw(),
        "apksigner sign --ks release.jks --ks-pass pass:" + _pw() + " app-release.apk",
        "nmcli connection modify office-wifi wifi-sec.psk " + _pw(),
        "svn checkout https://svn.corp.internal/repo --username deploy --password " + _pw(),
        "mongosh --host db01 -u admin -p " + _pw() + " --authenticationDatabase admin",
        "influx setup --username admin --password " + _pw() + " --org lab --bucket metrics --force",
        # keys passed as literals to signing and crypto calls
        "const token = jwt.sign({ sub: user.id }, '" + _chars(28) + "', { expiresIn: '1h' });",
        'encoded = jwt.encode(payload, "' + _chars(28) + '", algorithm="HS256")',
        "token = JWT.encode(payload, '" + _chars(28) + "', 'HS256')",
        "sig = hmac.new(b'" + _chars(28) + "', body, hashlib.sha256).hexdigest()",
        "const mac = crypto.createHmac('sha256', '" + _chars(28) + "').update(raw).digest('hex');",
        "$sig = hash_hmac('sha256', $payload, '" + _chars(28) + "');",
        'var jwtKey = []byte("' + _chars(28) + '")',
        'SecretKeySpec key = new SecretKeySpec("' + _chars(28) + '".getBytes(), "HmacSHA256");',
        'var key = new SymmetricSecurityKey(Encoding.UTF8.GetBytes("' + _chars(40) + '"));',
        "f = Fernet(b'" + _chars(43, _ALNUM + "-_") + "=')",
        "cipher = AES.new(b'" + _chars(16) + "', AES.MODE_GCM)",
        "app.secret_key = b'" + _chars(24) + "'",
        # secret ids and gossip keys (Consul, Nomad)
        "$ nomad acl bootstrap\nAccessor ID  = "
        + _uuid()
        + "\nSecret ID    = "
        + _uuid()
        + "\nName         = Bootstrap Token",
        "curl --header 'X-Consul-Token: " + _uuid() + "' http://consul.service:8500/v1/kv/app",
        'encrypt = "' + _chars(43, _ALNUM + "+/") + '="',
        "consul agent -server -bootstrap-expect=3 -encrypt=" + _chars(43, _ALNUM + "+/") + "=",
        # network devices and VPN secret files
        "username admin privilege 15 password 0 " + _pw(),
        "enable password 7 " + _chars(20, "0123456789ABCDEF"),
        "snmp-server community " + _pw() + " RW",
        "# /etc/ppp/chap-secrets\n# client  server  secret  IP\nalice  *  " + _pw() + "  *",
        '# /etc/ipsec.secrets\n%any 203.0.113.9 : PSK "' + _pw() + '"',
        "tacacs-server host 10.0.0.5 key " + _pw(),
        # databases' own user commands and printed passwords
        'db.createUser({ user: "reporting", pwd: "'
        + _pw()
        + '", roles: [{ role: "read", db: "sales" }] })',
        "ACL SETUSER worker on >" + _pw() + " ~jobs:* +@list +@connection",
        "$ bin/elasticsearch-reset-password -u elastic\n"
        "Password for the [elastic] user successfully reset.\nNew value: " + _pw(),
        "Changed password for user elastic\nPASSWORD elastic = " + _pw(),
        "$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n" + _h(32),
        "SET PASSWORD FOR 'app'@'%' = PASSWORD('" + _pw() + "');",
        "CREATE LOGIN reporting WITH PASSWORD = '" + _pw() + "', CHECK_POLICY = OFF;",
        "es = Elasticsearch(cloud_id=CLOUD_ID, api_key=('"
        + _chars(20, _ALNUM + "-_")
        + "', '"
        + _chars(22, _ALNUM + "-_")
        + "'))",
        # keys in URLs and headers nobody named a secret
        "https://billing-fn.azurewebsites.net/api/invoice?code=" + _chars(54, _ALNUM + "-_") + "==",
        "curl -H 'x-functions-key: "
        + _chars(54, _ALNUM + "-_")
        + "==' https://fn.corp.net/api/sync",
        "aeg-sas-key: " + _chars(43, _ALNUM + "+/") + "=",
        "Endpoint=sb://orders.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey="
        + _chars(43, _ALNUM + "+/")
        + "=",
        "AccountEndpoint=https://orders.documents.azure.com:443/;AccountKey="
        + _chars(86, _ALNUM + "+/")
        + "==;",
        # personal data: a named person's health
        "Maria Schneider was diagnosed with type 1 diabetes last spring; she injects insulin.",
        "Bei Thomas Brandt wurde im März eine Depression diagnostiziert.",
        "Mme Claire Dubois a été diagnostiquée d'un cancer du sein en 2021.",
        "A Lucía Fernández le diagnosticaron esclerosis múltiple el año pasado.",
        "A Giulia Romano è stato diagnosticato il morbo di Crohn.",
        "O João Pereira foi diagnosticado com HIV em 2019.",
        "Bij Pieter de Vries is de ziekte van Parkinson vastgesteld.",
        "U Anny Kowalskiej zdiagnozowano stwardnienie rozsiane.",
        "У Ивана Петрова диагностировали рак лёгких.",
        "Ayşe Yılmaz'a geçen yıl epilepsi teşhisi kondu.",
        "田中太郎さんは統合失調症と診断された。",
        "患者王伟被诊断为乙型肝炎。",
        "김민수 씨는 작년에 당뇨병 진단을 받았다.",
        "Erik Johansson diagnostiserades med bipolär sjukdom 2018.",
        "Patient: Robert Hill, DOB 04/11/1962. Diagnosis: HIV-positive, on ART.",
        # personal data: national ids named in their own language
        "CNP: " + _cnp(),
        "ЕГН " + _egn(),
        "OIB: " + _oib(),
        "isikukood " + _isikukood(),
        "kennitala " + _kennitala(),
        "NRIC " + _nric(),
        "HKID " + _hkid(),
        "rodné číslo " + _rodne_cislo(),
        "PPSN " + _ppsn(),
        "ΑΜΚΑ " + _amka(),
        "SVNR " + _svnr(),
        "CURP " + _curp(),
        # personal data: born, and a person's contact card
        "Jan Novák, nar. 12. 3. 1984, bytem Husova 12, Brno",
        "Claire Dubois, née le 14/02/1979 à Lyon",
        "Mikkel Hansen, født 03.07.1988",
        "Anna Kowalska\nul. Marszałkowska 12/4, 00-590 Warszawa\ntel. +48 601 873 592",
    ]


def _round_30_look_alikes() -> list[str]:
    return [
        # tokens and seeds that are documentation or public
        "docker swarm join --token <worker-token> <manager-ip>:2377",
        "Join tokens start with SWMTKN-1- followed by the cluster's CA digest and a secret.",
        "K3S_TOKEN=${K3S_TOKEN} sh -s - agent",
        "k3s tokens look like K10<ca-hash>::<credentials>; the short form is only the password.",
        "nkey UDXU4RCSJNZOIQHZNWXHXORDPRTGNJAHAHFRGZNEEJCPQTT2M7NLCNF4 # user public key",
        "Seeds start with S, public keys with U, A, O or N.",
        "my nostr pubkey: npub1" + _chars(58, _BECH32),
        "Never share your nsec; share your npub instead.",
        "databricks workspace ids look like adb-" + _d(16) + "." + _d(2),
        # commands without their secret
        'mosquitto_pub -h mqtt.lab.internal -u sensor01 -P "$MQTT_PASS" -t lab/temp -m 21.5',
        "ipmitool -I lanplus -H 10.20.0.41 -U ADMIN -E chassis power status",
        "xfreerdp /v:jump01.corp.internal /u:Administrator /p:$RDP_PASSWORD /cert:ignore",
        "cmdkey /list",
        "ssh-keygen -t ed25519 -N '' -f ~/.ssh/ci_ed25519",
        "snmpwalk -v2c -c public 127.0.0.1 system",
        "psexec \\\\app02 -s cmd /c iisreset",
        "sqlplus / as sysdba",
        "sqlplus hr@prod",
        "cqlsh cass01.internal -u cassandra",
        "clickhouse-client --host ch01 --user default --ask-password",
        "grafana-cli plugins install grafana-clock-panel",
        "apksigner sign --ks release.jks --ks-pass env:KS_PASS app-release.apk",
        "nmcli connection modify office-wifi wifi-sec.key-mgmt wpa-psk",
        "svn checkout https://svn.corp.internal/repo --username deploy",
        "mongosh --host db01 -u admin -p --authenticationDatabase admin",
        'influx setup --username admin --password "$INFLUX_PASSWORD" --org lab --force',
        # signing calls with their key from elsewhere
        "const token = jwt.sign({ sub: user.id }, process.env.JWT_SECRET, { expiresIn: '1h' });",
        'encoded = jwt.encode(payload, settings.JWT_SECRET, algorithm="HS256")',
        "sig = hmac.new(key, body, hashlib.sha256).hexdigest()",
        "const mac = crypto.createHmac('sha256', secret).update(raw).digest('hex');",
        "$sig = hash_hmac('sha256', $payload, getenv('WEBHOOK_SECRET'));",
        'var jwtKey = []byte(os.Getenv("JWT_KEY"))',
        'digest = hashlib.sha256(b"hello world").hexdigest()',
        "f = Fernet(Fernet.generate_key())",
        "cipher = AES.new(key, AES.MODE_GCM)",
        "app.secret_key = os.environ['FLASK_SECRET_KEY']",
        'var key = new SymmetricSecurityKey(Encoding.UTF8.GetBytes(config["Jwt:Key"]));',
        # ids that are not secret
        "Accessor ID  = " + _uuid(),
        "curl --header 'X-Consul-Token: <token>' http://consul.service:8500/v1/kv/app",
        'encrypt = "${CONSUL_GOSSIP_KEY}"',
        "consul keygen  # prints a new gossip encryption key",
        "request id " + _uuid() + " failed with 502",
        "commit " + _h(40) + " fixed the flaky retry test",
        # network and VPN configs without a secret
        "username admin privilege 15 secret 9 $9$"
        + _chars(14, _ALNUM + "./")
        + "$"
        + _chars(43, _ALNUM + "./"),
        "snmp-server community <COMMUNITY> RO",
        "no enable password",
        '%any 203.0.113.9 : RSA "/etc/ipsec.d/private/gw.pem"',
        "tacacs-server timeout 5",
        # database commands without a literal
        'db.createUser({ user: "reporting", pwd: passwordPrompt(), roles: ["read"] })',
        "ACL SETUSER worker on nopass ~jobs:* +@list",
        "$ bin/elasticsearch-reset-password -u elastic -i",
        "The initial admin password is in /var/jenkins_home/secrets/initialAdminPassword.",
        "CREATE LOGIN [CORP\\svc_reporting] FROM WINDOWS;",
        "es = Elasticsearch(cloud_id=CLOUD_ID, api_key=API_KEY)",
        "https://billing-fn.azurewebsites.net/api/invoice?code=<function-key>",
        "Endpoint=sb://orders.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=<key>",
        # health and people without a named person
        "We diagnosed the memory leak with tracemalloc.",
        "The patients table has columns id, diagnosis_code and admitted_at.",
        "Parkinson's law: work expands to fill the time available.",
        "Type 1 diabetes affects about 9 million people worldwide.",
        "Our client Maria Schneider asked for the Q3 report by Friday.",
        "Dr. Chen diagnosed the outage as a DNS issue.",
        "田中さんは明日のレビューに参加します。",
        # numbers that are not a person's id
        "CNP: column not present",
        "OIB validation fails for 12345678901",
        "ticket #" + _d(10) + " closed",
        "order 1984-03-12-0042",
        "phone support: see the wiki",
        "Jan Novák reviewed the PR on 12. 3. 2024",
        "Warsaw office: ul. Marszałkowska 12/4, 00-590 Warszawa (reception)",
    ]


@pytest.mark.parametrize("text", _round_30())
def test_round_30_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _round_30_look_alikes())
def test_round_30_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text)


def _reworded() -> list[str]:
    return [
        # tokens and seeds, written another way
        "to add a manager: docker swarm join \\\n  --token " + _swarm() + " \\\n  10.0.4.11:2377",
        "K3S_TOKEN=K10" + _h(64) + "::node:" + _chars(24, _LOWNUM) + " k3s agent",
        "user.nk contains " + _nats_seed(),
        "import nostr; key = PrivateKey.from_nsec('" + _nsec() + "')",
        "DATABRICKS_HOST=https://adb-1.azuredatabricks.net dapi" + _h(32) + "-3",
        # command lines
        "mosquitto_sub -h 10.0.0.4 -u frigate -P " + _pw() + " -t 'frigate/#'",
        "ipmitool -H bmc07 -U root -P " + _pw() + " sol activate",
        "xfreerdp3 /u:ops /p:" + _pw() + " /v:10.9.0.3",
        "PsExec64.exe \\\\db02 -u admin -p " + _pw() + " -accepteula ipconfig",
        "cqlsh -u reporting -p " + _pw() + " 10.4.0.9 9042",
        "vncviewer -passwd " + _pw() + " 10.0.0.8:1",
        "ssh-keygen -p -f ~/.ssh/id_rsa -N '" + _pw() + "' -P ''",
        "grafana cli admin reset-admin-password " + _pw(),
        "sqlplus -s scott/" + _pw() + "@ORCL @report.sql",
        "rman target sys/" + _pw() + "@prod",
        # keys in calls
        'jwt.sign(claims, "' + _chars(32) + '")',
        "return jwt.encode({'uid': uid}, '" + _chars(30) + "', algorithm='HS512')",
        'mac = hmac.new(b"' + _chars(32) + "\", msg=data, digestmod='sha256')",
        'const signer = crypto.createHmac("sha512", "' + _chars(30) + '");',
        'byte[] key = new SecretKeySpec("' + _chars(24) + '".getBytes(UTF_8), "AES");',
        'var jwtSecret = []byte("' + _chars(26) + '")',
        "SECRET_KEY = b'" + _chars(32) + "'",
        # cluster secrets, devices, databases
        '"encrypt": "' + _chars(43, _ALNUM + "+/") + '=",',
        '{"AccessorID": "' + _uuid() + '", "SecretID": "' + _uuid() + '"}',
        " username netops privilege 15 password " + _pw(),
        "snmp-server community " + _pw() + " view all RO",
        "radius-server host 10.0.0.6 key " + _pw(),
        '# cat /etc/ppp/pap-secrets\n"vpnuser" * "' + _pw() + '" *',
        ': XAUTH "' + _pw() + '"',
        "ACL SETUSER ci on >" + _pw() + " allcommands allkeys",
        "Password for the [kibana_system] user successfully reset.\nNew value: " + _pw(),
        # personal data
        "Sophie Martin a été diagnostiquée diabétique en 2019.",
        "Mr. Okafor was diagnosed with early-onset Alzheimer's.",
        "Frau Weber wurde mit Brustkrebs diagnostiziert.",
        "Gabriel Souza foi diagnosticado com depressão.",
        "佐藤花子さんはうつ病と診断されました。",
        "Erika Nagy (SVNR " + _svnr() + ")",
        "CNP-ul lui Andrei Popescu este " + _cnp(),
        "Ivana Horvat, OIB " + _oib(),
        "Marek Dvořák, r.č. " + _rodne_cislo(),
    ]


def _reworded_look_alikes() -> list[str]:
    return [
        "docker swarm join-token worker  # prints the join command",
        "K10 is Kasten's backup product; the token format starts with K10 as well.",
        "nsc generate nkey --user --store",
        "mosquitto_sub -h 10.0.0.4 -u frigate -P \"${MQTT_PASSWORD}\" -t 'frigate/#'",
        "ipmitool -H bmc07 -U root -f /root/.ipmi_pass sol activate",
        "curl -u admin -X POST https://api.internal/v1/jobs",
        "docker run -u 1000 -p 8080:80 nginx",
        "sudo -u postgres psql -X -A -c 'select 1'",
        "ssh -l deploy -p 2222 bastion.internal",
        "git log -u -p --stat",
        "ssh-keygen -lf ~/.ssh/id_ed25519.pub",
        "grafana cli admin reset-admin-password --password-from-stdin",
        "sqlplus -s /nolog @report.sql",
        "jwt.sign(claims, privateKey, { algorithm: 'RS256' })",
        "jwt.encode(payload, key=settings.SIGNING_KEY, algorithm='HS512')",
        "mac = hmac.new(secret, msg=data, digestmod='sha256')",
        "AES.new(key, AES.MODE_CBC, iv)",
        "SECRET_KEY = b''",
        "salt = b'pepper-and-salt'",
        '"encrypt": true,',
        "encryption: aes-256-gcm",
        '{"AccessorID": "' + _uuid() + '", "Description": "ci token"}',
        "username netops privilege 15 secret 8 $8$"
        + _chars(14, _ALNUM + "./")
        + "$"
        + _chars(43, _ALNUM + "./"),
        "snmp-server community public RO",
        ': RSA "gateway.key"',
        "ACL SETUSER ci on #" + _h(64) + " allcommands",
        "Sophie Martin joined the platform team in 2019.",
        "The root cause was diagnosed with strace and perf.",
        "Diagnosis: disk full on /var (see runbook).",
        "Health Check Diagnosis: all probes green",
        "SVNR is a ten-digit number; the fourth digit is the check digit.",
        "Andrei Popescu reviewed the CNP validator.",
    ]


@pytest.mark.parametrize("text", _reworded())
def test_round_30_reworded_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _reworded_look_alikes())
def test_round_30_reworded_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text)


# Shapes from the probe of real documentation (Mattermost's, Prometheus's and Caddy's docs,
# 33,876 paragraphs) that the gate flagged, rewritten here; each now passes.
@pytest.mark.parametrize(
    "text",
    [
        "--- PASS: TestRemoteWrite/grafana (0.01s)\n    --- PASS: TestRemoteWrite/grafana/Counter",
        ".. config:setting:: smtp-server-password\n  :displayname: SMTP server password (SMTP)\n"
        "  :systemconsole: Environment > Password\n  :configjson: .EmailSettings.SMTPPassword\n"
        "  :environment: MM_EMAILSETTINGS_SMTPPASSWORD\n  :description: The SMTP password.",
        '"DataSource": "<mmuser:password>@tcp(hostname or IP:3306)/mattermost?charset=utf8mb4"',
        '"DataSource": "<user:pass>@<servername>/mattermost?charset=utf8mb4,utf8"',
        '"mmuser:*mmuser-password*@tcp(*host-name-or-IP*:3306)/mattermost"',
        "go to **System Console > Plugins** and set **Enable Token Usage Logging** to **True**.",
        "Replace ``WEBHOOK-SECRET`` with the secret generated by going to **System Console**.",
        "https://chat.example.org/plugins/jira/webhook?secret=MYSECRET&team=contributors",
        "https://SITE-URL/plugins/jira/webhook?secret=MATTERMOST-WEBHOOK-SECRET&team=TEAM-URL",
        "The service URL supports credentials in the form http://clientID:authKey@rtcd.internal",
        "$ mmctl user change-password john_doe --password new-password",
    ],
)
def test_real_documentation_shapes_pass(text: str) -> None:
    assert not find_credentials(text)


# The credentials those shapes resemble: each is still refused.
@pytest.mark.parametrize(
    "text",
    [
        "user: deploy\nPASS: " + _pw(),
        ".. config:setting:: smtp\n  :password: " + _pw(),
        '"DataSource": "mmuser:' + _pw() + '@tcp(db01:3306)/mattermost?charset=utf8mb4"',
        "set the SMTP password to " + _pw(),
        "https://chat.corp.io/plugins/jira/webhook?secret=" + _chars(32) + "&team=contributors",
        "http://rtcd-client:" + _chars(24) + "@rtcd.internal:8045",
        "$ mmctl user change-password john_doe --password " + _pw(),
    ],
)
def test_near_the_documentation_shapes_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text
