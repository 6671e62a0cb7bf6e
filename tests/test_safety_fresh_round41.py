"""Write gate, round 41: a cold sweep in the kinds issue 19's held-out corpus missed.

Written cold, scored before any fix (base 3b8525f): credentials 130 of 147 caught,
look-alikes 1 of 161 flagged. By kind (credentials caught / look-alikes flagged):
vendors 16/16 and 1/16; SQL 8/12 and 0/12; PowerShell 5/8 and 0/8; netrc, pgpass, my.cnf,
redis.conf, wpa_supplicant, hostapd, fetchmail, NetworkManager and chap files 12/12 and 0/12;
source code in C, PHP, Ruby, Python keyword arguments, Go, Java, C#, JS, Rust, Kotlin, Swift,
Dart, Lua, Perl, R and Elixir 25/28 and 0/31; .env, YAML (plain and block scalars), JSON,
XML, .NET config, plist, properties, TOML, Terraform, Dockerfile, k8s, compose, Actions,
Maven and NuGet files 27/27 and 0/36; command lines 19/20 and 0/20; prose in 12 languages
15/16 and 0/16; a secret's name and its value separated by a space only 3/8 and 0/10.
Missed: `IDENTIFIED BY` with an unquoted value (ALTER USER, CREATE DATABASE LINK), SQL
Server's `N'…'` literal, `sp_addlogin 'name', 'password'`; PowerShell's `$env:NAME = "…"`,
`Set-Item -Path Env:NAME -Value "…"` and `[Environment]::SetEnvironmentVariable('NAME', '…')`;
a secret as the default of `ENV.fetch('NAME', '…')` and R's `Sys.setenv(NAME = "…")`;
`smtp.login('user@…', '…')` (only the e-mail address was found); `vncpasswd -f <<< '…'`; the
Arabic "كلمة مرور … هي"; and the named-key rule's known miss: an underscore spelling
followed by a space and the value (`wg set wg0 private_key <base64>`, `PRIVATE_KEY <base64>`,
`AWS_SECRET_ACCESS_KEY <40>`, `api_key <32>`, fish's `set -gx NAME value`). Flagged: Razorpay's
key id (`key: 'rzp_live_…'` in Checkout's options, public by Razorpay's design).
One look-alike was rewritten before scoring: a netrc `login alice@acme.io` is an e-mail
address, which the gate refuses by design (`allow_email`), so it became `login deploy`; and
credentials count as caught only by a class other than e-mail.

Fixed by structure:
- SQL (core/privacy_syntax.py): inside a CREATE/ALTER/GRANT statement or SET PASSWORD, a
  value after IDENTIFIED BY, `PASSWORD =` or `SET PASSWORD [FOR …] = [PASSWORD(]` may be bare
  up to the statement's end (with a digit or a symbol: the manuals' `IDENTIFIED BY tiger`
  passes) or an `N'…'` literal; bind parameters (`:pw`, `%s`, `?`, `@pw`), a function's call
  and Oracle's `IDENTIFIED BY VALUES` (a hash) are not values; `sp_addlogin`'s second
  argument is its password;
- an environment variable set by a call that names it (PowerShell's `$env:NAME = …` and
  `Set-Item Env:NAME -Value …`, .NET's `SetEnvironmentVariable('NAME', …)`, R's
  `Sys.setenv(NAME = …)`), and a secret given as the default where it is read
  (`ENV.fetch('NAME', …)`, `os.getenv`, `os.environ.get`);
- a login call's second argument (`.login(user, '…')`: smtplib, ftplib, imaplib); a password
  tool fed on stdin (`vncpasswd -f <<< …`, `echo … | passwd --stdin`);
- .NET user settings (`<setting name="ApiSecret"><value>…</value>`);
- a secret's snake-case name and its value with only spaces between, alone on its line
  (`PRIVATE_KEY <b64>`, `AWS_SECRET_ACCESS_KEY …`, `wg set wg0 private_key …`, fish's
  `set -gx NAME …`), the name judged by key_kind and the value by the strong judge;
- an upper-case environment name ending in `_KEY` names a service's key (OPENAI_KEY,
  STRIPE_KEY) unless the word before it says what else the key indexes or that it is public
  (cache, sort, primary, partition, idempotency, s3, gpg, site, anon, …; core/privacy_names.py);
- Arabic's construct state "كلمة مرور" / "كلمة سر" (core/privacy_prose.py).
After the fix: credentials 147 of 147, look-alikes 0 of 160. Left (an expected failure until
round 42, which judges the key id by its documented format): Razorpay's public key id under a
bare `key:`.

Variants written after the fix (SQL with `WITH PASSWORD`, a bare IDENTIFIED BY with a
tablespace after it, `PASSWORD=N'…'`, `SET PASSWORD … = '…'`, `sp_addlogin @passwd =`;
`$Env:` and `Set-Item Env:` without `-Path`, SetEnvironmentVariable with three arguments,
os.getenv and os.environ.get defaults, `<VENDOR>_KEY` in .env, export and YAML, `set -Ux`,
`signing_key`, a tab between name and value, ftplib and imaplib logins, `echo … | passwd
--stdin`, `x11vnc -storepasswd <<<`, "كلمة سر الراوتر هي", Sys.setenv with single quotes,
.NET settings, a folded YAML block; 36 look-alikes: NULL, `VALUES` hashes, bind parameters,
`PASSWORD(@new)`, Read-Host, `$key`, Remove-Item, empty and None defaults, `DEBUG` defaults,
PRIMARY/SORT/CACHE/GPG/S3/PARTITION/IDEMPOTENCY keys, reCAPTCHA's site key, an anon key,
`set -gx EDITOR`, command substitutions, paths, `change_me`, anonymous FTP, variables,
`echo $NEWPASS | passwd`, Arabic advice, empty settings, templated YAML, `listen_port`,
`max_tokens`, `next_page_token`), first run: credentials 21 of 24 (base: 7), look-alikes
flagged 2 of 36 (base: 0). Missed: `PASSWORD=N'…'` with no space after "=", `SET PASSWORD …
= '…'` without PASSWORD(), .NET's `<setting>` element; flagged: Oracle's `IDENTIFIED BY
VALUES 'S:…'` and `S3_KEY=uploads/…` ("S3" split into "s", "3", so the word before "KEY" was
read as "3"). Fixed as listed above (the name's whole word before `_KEY` is compared).
Then `SET PASSWORD … = PASSWORD(@new)` was flagged by the fix itself (the bare value
backtracked into "PASSWOR"): the bare SQL value is possessive now. Final: 24 of 24, 0 of 36.

The known miss the brief named, the key-body rule's needles (core/privacy_key_bodies.py):
needles() reads "_" as a space, so `private_key`/`PRIVATE_KEY` never anchored the rule; the
line-alone cases are caught by the snake-case rule above, and with the needles now added as
written four more cases inside a line (`<(echo …)`, nmcli's `wireguard.private_key`, a
comment after the key, `PRESHARED_KEY … for peer b`; look-alikes: PUBLIC_KEY, an all-"A"
key) went from 1 of 4 on the base (PRESHARED_KEY, anchored by "PRESHARED") to 4 of 4, 0 of 2
flagged.

Probes (scripts outside the suite, after the fix): 29 benign lines the new rules could reach
(`API_KEY your-api-key-here`, `PRIVATE_KEY ?= $(HOME)/.ssh/id_rsa`, a Markdown table row,
`${{ secrets.… }}`, `.login(os.environ[…], …)`, URL and `dev`/`test-token` defaults,
`Set-Item Env:PATH`, `$env:JAVA_HOME`, `IDENTIFIED BY password`/`oracle`, RSA_KEY 2048,
HOTKEY/MODEL/BUILD/SESSION_KEY_PREFIX, `passwd -l`, `ftp.login()`, an empty IDENTIFIED BY,
LICENSE_KEY_FILE, `cache_key <32>`, …): 2 flagged, as on the base but one: `MAPBOX_KEY=pk.…`
(Mapbox's public token; the base flags `MAPBOX_TOKEN=pk.…` the same way, now the name
`MAPBOX_KEY` is read too) and `NEXT_PUBLIC_FIREBASE_KEY=AIza…` (google_api_key, as on the
base). A second set of 40 credentials (bare vendor formats in chat, JDBC and .NET connection
strings, Gradle/Maven/npm settings, kubectl/docker/helm/terraform/ansible/svn/rsync/pg_dump/
influx/aws/gh/vault/op command lines, PowerShell users, XML elements, prose in Spanish,
Vietnamese, Thai, Somali) and 30 look-alikes: 37 of 40 and 0 of 30 on both the base and this
round (this round's rules add nothing there). Missed: a bare `RGAPI-<uuid>` in chat, an
Akamai `client_token = akab-…` alone, Somali "password-ku waa …".

Fixed from that set (core/privacy_tokens.py): Riot's RGAPI-<uuid> and Akamai's akab-
tokens by their formats (the `akab-….luna.akamaiapis.net` host and fillers pass). Cases
written with that fix (a bare RGAPI key in chat and in a constructor, an .edgerc client_token
alone, an akab- token in a sentence; look-alikes: the host alone and in a URL, an x-filled
token, the zero UUID and the documentation's 12345678-abcd… example): 4 of 4 (base: 0),
0 of 5 flagged (base: 0). Somali "password-ku waa" is left.

Real text (bench/privacy_real_text.py's first probe through a driver, find_credentials over
tldr-pages in every language plus the venv's site-packages *.md/*.rst; its second probe, the
docs repositories, was not run: none of the eight mirrors is under /work/.mirror), base
3b8525f from an unpacked tree: 216,886 distinct paragraphs, 15 flagged before and after, none
new, none gone. An intermediate version flagged 2 more (tldr's "a volume identified by drive
letter:" and "a GPG key identified by keyid '…'"): bare SQL values are read only inside a
statement now, with a digit or a symbol.

Cost (callgrind, bench/safety_instructions.py --baseline 3b8525f --gates privacy --bodies
documentation,transcript,memories), with the Riot and Akamai rules: documentation 669.041 ->
668.947 M instructions (-0.0 %), transcript 685.568 -> 685.536 M (-0.0 %), one memory (mean)
1.456 -> 1.467 M (+0.7 %); before those two rules: 669.034 -> 669.456 M (+0.1 %), 685.561
-> 686.447 M (+0.1 %), 1.456 -> 1.465 M (+0.6 %). Real text after them: 15 -> 15 flagged.
Measured on the way: the first needles (`.get(`, `fetch(`, `env:`, bare `_key`/`_token`)
cost +1.5 % on the documentation body (678.9 M).

Vendor formats read on the vendors' pages with the search tool: Okta ("Create an API token":
`SSWS 00QCjAl4MlV-WPXM…`), Akamai EdgeGrid (techdocs.akamai.com ".edgerc": akab- tokens and a
44-character secret), Scaleway (the SDK's README: `SCW` + 17 characters, a UUID secret), Riot
Games (developer portal: `RGAPI-<uuid>`), Octopus Deploy ("Create an API key": `API-…`, sent
as `X-Octopus-ApiKey`), Harness (`x-api-key`, pat./sat. tokens), ngrok (`add-authtoken`),
Razorpay (key id and key secret, Basic auth). Fewer than the brief's ~30: the other
vendors' pages the search returned did not state a format.
"""

from __future__ import annotations

import base64
import string

import pytest

from fresh_round_cases import RoundValues, credential_cases, look_alike_cases, secret_classes
from memlane.core.privacy import find_credentials

_DRAWN = RoundValues(41)
_RNG = _DRAWN.rng
_chars = _DRAWN.chars
_h = _DRAWN.hex
_pw = _DRAWN.password
_uuid = _DRAWN.uuid
_UP = string.ascii_uppercase + string.digits
_LOW = string.ascii_lowercase + string.digits
_B64 = string.ascii_letters + string.digits + "+/"


_b64 = _DRAWN.b64
_key = _DRAWN.key


# --- credentials, by kind ----------------------------------------------------------------------


def _vendors() -> list[str]:
    """Formats read on the vendors' pages: Okta's SSWS API token (developer.okta.com "Create an
    API token": "00" and 40 characters), Akamai EdgeGrid's .edgerc (techdocs.akamai.com: akab-
    client and access tokens, a 44-character client secret), Scaleway's access key (SCW and 17
    characters; the secret key a UUID), Riot Games' RGAPI-<uuid>, Octopus Deploy's API- keys,
    Harness's pat./sat. tokens, ngrok's authtoken, Razorpay's key secret, Discord bot tokens."""
    okta = "00" + _chars(40, string.ascii_letters + string.digits + "-_")
    akab = "akab-" + _chars(16, _LOW) + "-" + _chars(16, _LOW)
    discord = (
        base64.b64encode(_DRAWN.digits(18).encode()).decode().rstrip("=")
        + "."
        + _chars(6, string.ascii_letters + string.digits + "-_")
        + "."
        + _chars(38, string.ascii_letters + string.digits + "-_")
    )
    ngrok = _DRAWN.digits(1) + _chars(26) + "_" + _chars(21)
    return [
        "Authorization: SSWS " + okta,
        "okta:\n  client:\n    orgUrl: https://acme.okta.com\n    token: " + okta,
        "[default]\nclient_secret = "
        + _b64(33)
        + "\nhost = akab-"
        + _chars(16, _LOW)
        + "-"
        + _chars(16, _LOW)
        + ".luna.akamaiapis.net\naccess_token = "
        + akab
        + "\nclient_token = akab-"
        + _chars(16, _LOW)
        + "-"
        + _chars(16, _LOW),
        "export SCW_ACCESS_KEY=SCW" + _chars(17, _UP) + "\nexport SCW_SECRET_KEY=" + _uuid(),
        "const client = createClient({ accessKey: 'SCW"
        + _chars(17, _UP)
        + "', secretKey: '"
        + _uuid()
        + "' })",
        "RIOT_API_KEY=RGAPI-" + _uuid(),
        "curl -H 'X-Riot-Token: RGAPI-" + _uuid() + "' https://euw1.api.riotgames.com/lol/",
        '$header = @{ "X-Octopus-ApiKey" = "API-' + _chars(30, _UP) + '" }',
        "octo list-projects --server https://deploy.acme.io --apiKey API-" + _chars(27, _UP),
        "curl -H 'x-api-key: pat."
        + _chars(22)
        + "."
        + _h(24)
        + "."
        + _chars(20)
        + "' https://app.harness.io/ng/api/projects",
        "ngrok config add-authtoken " + ngrok,
        "version: 2\nauthtoken: " + ngrok + "\ntunnels:\n  web:\n    proto: http\n    addr: 3000",
        "razorpay:\n  key_id: rzp_live_" + _chars(14) + "\n  key_secret: " + _chars(24),
        'client.run("' + discord + '")',
        "DISCORD_TOKEN " + discord,
        "bot token is " + discord,
    ]


def _sql() -> list[str]:
    """Passwords in SQL: CREATE/ALTER USER and ROLE, GRANT, SET PASSWORD, logins, links."""
    return [
        "CREATE USER 'app'@'%' IDENTIFIED BY '" + _pw() + "';",
        "ALTER USER app IDENTIFIED BY " + _chars(16) + ";",
        "CREATE ROLE reporting WITH LOGIN PASSWORD '" + _pw() + "';",
        "ALTER ROLE postgres PASSWORD '" + _pw() + "';",
        "GRANT ALL ON shop.* TO 'shop'@'localhost' IDENTIFIED BY '" + _pw() + "';",
        "SET PASSWORD FOR 'root'@'localhost' = PASSWORD('" + _pw() + "');",
        "CREATE LOGIN etl WITH PASSWORD = '" + _pw() + "', CHECK_POLICY = OFF;",
        'create user scott identified by "' + _pw() + '" default tablespace users;',
        "CREATE USER MAPPING FOR app SERVER remote OPTIONS (user 'app', password '" + _pw() + "');",
        "CREATE DATABASE LINK sales CONNECT TO app IDENTIFIED BY " + _chars(14) + " USING 'ORCL';",
        "ALTER LOGIN sa WITH PASSWORD = N'" + _pw() + "';",
        "EXEC sp_addlogin 'etl', '" + _pw() + "';",
    ]


def _powershell() -> list[str]:
    """PowerShell: secure strings from plain text, env: drive, hashtables, credentials."""
    return [
        '$secure = ConvertTo-SecureString "' + _pw() + '" -AsPlainText -Force',
        '$env:OPENROUTER_KEY = "' + _key() + '"',
        "$cred = New-Object System.Management.Automation.PSCredential('svc', (ConvertTo-"
        "SecureString '" + _pw() + "' -AsPlainText -Force))",
        "$body = @{ username = 'admin'; password = '" + _pw() + "' }",
        "[Environment]::SetEnvironmentVariable('DB_PASS', '" + _pw() + "', 'User')",
        'Set-Item -Path Env:API_TOKEN -Value "' + _key() + '"',
        "$DbPassword = '" + _pw() + "'",
        "Invoke-RestMethod -Uri $url -Headers @{ 'X-Api-Key' = '" + _key() + "' }",
    ]


def _files_with_logins() -> list[str]:
    """netrc, pgpass, my.cnf, redis.conf, wpa_supplicant, hostapd, fetchmail, NetworkManager."""
    return [
        "machine api.heroku.com\n  login alice@acme.io\n  password " + _chars(36, _LOW + "-"),
        "machine ftp.acme.io login deploy password " + _pw(),
        "db.acme.internal:5432:*:reporting:" + _pw(),
        "*:*:orders:app:" + _pw(),
        "[client]\nuser=backup\npassword=" + _pw(),
        "bind 0.0.0.0\nrequirepass " + _chars(24),
        "replicaof 10.0.0.5 6379\nmasterauth " + _pw(),
        'network={\n    ssid="HomeNet"\n    psk="' + _pw() + '"\n}',
        "interface=wlan0\nssid=Cafe\nwpa_passphrase=" + _pw(),
        "poll mail.acme.io protocol imap user 'alice' password '" + _pw() + "'",
        "[wifi-security]\nkey-mgmt=wpa-psk\npsk=" + _pw(),
        "user admin\nsecret " + _pw(),
    ]


def _source_code() -> list[str]:
    """Secrets in code: C, PHP, Ruby, Python keyword arguments, Go, Java, C#, JS, Rust, Kotlin,
    Swift, Dart, Scala, Lua, Perl, R, Elixir."""
    return [
        '#define API_KEY "' + _key() + '"',
        '#define DB_PASS "' + _pw() + '"',
        'static const char *wifi_password = "' + _pw() + '";',
        "define('DB_PASSWORD', '" + _pw() + "');",
        "'mysql' => ['host' => 'db', 'username' => 'app', 'password' => '" + _pw() + "'],",
        '$config["smtp_pass"] = "' + _pw() + '";',
        'config.api_key = "' + _key() + '"',
        "production:\n  adapter: postgresql\n  username: app\n  password: " + _pw(),
        "Stripe.api_key = ENV.fetch('STRIPE_KEY', '" + _key() + "')",
        "conn = psycopg2.connect(host='db', user='app', password='" + _pw() + "')",
        "s3 = boto3.client('s3', aws_access_key_id='AKIA"
        + _chars(16, _UP)
        + "', aws_secret_access_key='"
        + _chars(40, _B64)
        + "')",
        "client = Anthropic(api_key='" + _key() + "')",
        "requests.get(url, auth=('svc', '" + _pw() + "'))",
        "smtp.login('alerts@acme.io', '" + _pw() + "')",
        'const apiSecret = "' + _key() + '"',
        'String dbPassword = "' + _pw() + '";',
        'private const string ClientSecret = "' + _chars(40, _B64) + '";',
        "const token = '" + _key() + "';",
        'let api_key = "' + _key() + '";',
        'val clientSecret = "' + _key() + '"',
        'let apiKey = "' + _key() + '"',
        "final String apiToken = '" + _key() + "';",
        'val password = "' + _pw() + '"',
        'local password = "' + _pw() + '"',
        "my $db_pass = '" + _pw() + "';",
        'Sys.setenv(OPENAI_KEY = "' + _key() + '")',
        'config :app, App.Repo, password: "' + _pw() + '"',
        'mongoose.connect("mongodb+srv://app:' + _pw() + '@cluster0.ab1cd.mongodb.net/shop")',
    ]


def _configs() -> list[str]:
    """.env, YAML (plain and multi-line), JSON, XML, properties, TOML, Terraform, Dockerfile,
    k8s, INI with a continuation line, docker-compose, GitHub Actions, Maven, NuGet."""
    return [
        "SLACK_WEBHOOK_SECRET=" + _key() + "\nLOG_LEVEL=info",
        "db_pass: " + _pw(),
        "client_secret: >-\n  " + _chars(40),
        "password: |\n  " + _pw() + "\nport: 5432",
        "[database]\npassword =\n    " + _pw(),
        '{"apiKey": "' + _key() + '", "region": "eu"}',
        '{"auth": {"client_secret": "' + _chars(40) + '"}}',
        "<password>" + _pw() + "</password>",
        '<add key="ApiKey" value="' + _key() + '" />',
        '<add name="Main" connectionString="Server=db;Database=shop;User Id=app;Password='
        + _pw()
        + ';" />',
        '<entry key="secret">' + _key() + "</entry>",
        "<key>APISecret</key>\n<string>" + _key() + "</string>",
        "spring.datasource.password=" + _pw(),
        "mail.smtp.password: " + _pw(),
        '[tool.poetry.http-basic.acme]\nusername = "ci"\npassword = "' + _pw() + '"',
        'resource "aws_db_instance" "main" {\n  username = "app"\n  password = "' + _pw() + '"\n}',
        'variable "api_key" {\n  default = "' + _key() + '"\n}',
        "ENV DB_PASSWORD=" + _pw(),
        "ARG NPM_TOKEN=" + _key(),
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  password: "
        + base64.b64encode(_pw().encode()).decode(),
        "services:\n  db:\n    environment:\n      - POSTGRES_PASSWORD=" + _pw(),
        "env:\n  DEPLOY_TOKEN: " + _key(),
        "<server>\n  <id>nexus</id>\n  <username>ci</username>\n  <password>"
        + _pw()
        + "</password>\n</server>",
        '<add key="ClearTextPassword" value="' + _pw() + '" />',
        "connectionString: Server=tcp:acme.database.windows.net;User ID=app;Password=" + _pw(),
        "aws_secret = " + _chars(40, _B64),
        "SECRET_KEY_BASE=" + _h(128),
    ]


def _command_lines() -> list[str]:
    """Passwords on command lines."""
    return [
        "mysql -u root -p" + _pw() + " shop < dump.sql",
        "mysqldump --user=app --password=" + _pw() + " shop > shop.sql",
        "sshpass -p '" + _pw() + "' ssh deploy@10.0.0.4",
        "docker login -u ci -p " + _key() + " registry.acme.io",
        "keytool -importcert -keystore app.jks -storepass " + _pw() + " -file ca.crt",
        "redis-cli -h cache.acme.io -a " + _pw() + " ping",
        "htpasswd -b -c /etc/nginx/.htpasswd admin " + _pw(),
        "curl -u admin:" + _pw() + " https://jenkins.acme.io/api/json",
        "ldapsearch -x -D 'cn=admin,dc=acme,dc=io' -w " + _pw() + " -b dc=acme,dc=io",
        "smbclient //nas/share -U alice%" + _pw(),
        "openssl pkcs12 -export -in c.pem -out c.p12 -passout pass:" + _pw(),
        "sqlcmd -S db -U sa -P " + _pw() + " -Q 'select 1'",
        "wget --user=ci --password=" + _pw() + " https://repo.acme.io/a.tgz",
        "net use Z: \\\\fs01\\share /user:ACME\\svc " + _pw(),
        "mongosh 'mongodb://db:27017' -u admin -p " + _pw(),
        "zip -P " + _pw() + " secrets.zip notes.txt",
        "psql 'postgresql://app:" + _pw() + "@db:5432/shop'",
        "rabbitmqctl add_user etl " + _pw(),
        "vncpasswd -f <<< '" + _pw() + "'",
        "az login --service-principal -u " + _uuid() + " -p " + _chars(40) + " --tenant acme",
    ]


def _prose() -> list[str]:
    """Passwords said in sentences, English and other languages."""
    return [
        "the wifi password is " + _pw(),
        "fyi guest network pw: " + _pw(),
        "Le mot de passe du wifi est " + _pw(),
        "Das WLAN-Passwort lautet " + _pw(),
        "La contraseña del router es " + _pw(),
        "A senha do wifi é " + _pw(),
        "La password del wifi è " + _pw(),
        "Пароль от вайфая: " + _pw(),
        "wifi密码是 " + _pw(),
        "Wi-Fiのパスワードは " + _pw() + " です",
        "كلمة مرور الواي فاي هي " + _pw(),
        "Wifi şifresi " + _pw(),
        "Hasło do wifi to " + _pw(),
        "Het wachtwoord van de wifi is " + _pw(),
        "admin login for the staging box: admin / " + _pw(),
        "I reset it, new password " + _pw() + " until Monday",
    ]


def _named_keys() -> list[str]:
    """A secret's name and value separated by a space only (the underscore spellings)."""
    wg = _b64(32)
    return [
        "wg set wg0 private_key " + wg,
        "PRIVATE_KEY " + _b64(32),
        "client_secret " + _chars(40),
        "AWS_SECRET_ACCESS_KEY " + _chars(40, _B64),
        "api_key " + _key(),
        "setenv DB_PASSWORD " + _pw(),
        "set -gx OPENAI_KEY " + _key(),
        "heroku config:set STRIPE_SECRET " + _key(),
    ]


CREDENTIALS = {
    "vendors": _vendors(),
    "sql": _sql(),
    "powershell": _powershell(),
    "login files": _files_with_logins(),
    "source code": _source_code(),
    "configs": _configs(),
    "command lines": _command_lines(),
    "prose": _prose(),
    "named keys": _named_keys(),
}


# --- look-alikes, in the same places -----------------------------------------------------------


def _vendor_look_alikes() -> list[str]:
    return [
        "Authorization: SSWS {apiToken}",
        "Authorization: SSWS ${OKTA_API_TOKEN}",
        "okta:\n  client:\n    orgUrl: https://acme.okta.com\n    token: ${OKTA_TOKEN}",
        "[default]\nclient_secret = xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nhost = "
        "akab-xxxxxxxxxxxxxxxx-xxxxxxxxxxxxxxxx.luna.akamaiapis.net\naccess_token = "
        "akab-xxxxxxxxxxxxxxxx-xxxxxxxxxxxxxxxx",
        "host = akab-" + _chars(16, _LOW) + "-" + _chars(16, _LOW) + ".luna.akamaiapis.net",
        "export SCW_DEFAULT_PROJECT_ID=" + _uuid(),
        "accessKey: 'SCWXXXXXXXXXXXXXXXXX', secretKey: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx'",
        "RIOT_API_KEY=RGAPI-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
        "Riot keys look like RGAPI- followed by a UUID and expire every 24 hours.",
        '$octopusAPIKey = "API-YOUR-KEY"',
        "Harness tokens start with pat. (personal) or sat. (service account).",
        "ngrok config add-authtoken <your-authtoken>",
        "Forwarding https://" + _h(4) + "-" + _h(4) + ".ngrok-free.app -> http://localhost:3000",
        "discord.py: client.run(os.environ['DISCORD_TOKEN'])",
        "match_id: EUW1_" + _DRAWN.digits(10),
    ]


def _sql_look_alikes() -> list[str]:
    return [
        "CREATE USER 'app'@'%' IDENTIFIED BY %s;",
        "ALTER USER app IDENTIFIED BY :new_password;",
        "CREATE ROLE reporting WITH LOGIN PASSWORD NULL;",
        "ALTER ROLE postgres PASSWORD '<password>';",
        "CREATE USER app IDENTIFIED WITH auth_socket;",
        "SELECT id, email FROM users WHERE password_hash IS NULL;",
        "ALTER TABLE users ADD COLUMN password VARCHAR(255) NOT NULL;",
        "CREATE LOGIN etl FROM WINDOWS;",
        "UPDATE users SET password = ? WHERE id = ?",
        "create user scott identified externally;",
        "CREATE USER alice IDENTIFIED BY 'changeme';",
        "ALTER USER app IDENTIFIED BY '${DB_PASSWORD}';",
    ]


def _powershell_look_alikes() -> list[str]:
    return [
        '$secure = Read-Host "Password" -AsSecureString',
        "$env:OPENROUTER_KEY = (Get-Secret -Name OpenRouter -AsPlainText)",
        "$cred = Get-Credential -UserName svc -Message 'Service account'",
        "$body = @{ username = 'admin'; password = $Password }",
        "[Environment]::GetEnvironmentVariable('DB_PASS', 'User')",
        "Set-Item -Path Env:API_TOKEN -Value $token",
        "$DbPassword = $env:DB_PASSWORD",
        "Invoke-RestMethod -Uri $url -Headers @{ 'X-Api-Key' = $ApiKey }",
    ]


def _login_file_look_alikes() -> list[str]:
    return [
        "machine api.heroku.com\n  login deploy",
        "# ~/.netrc: machine <host> login <user> password <password>",
        "hostname:port:database:username:password",
        "db.acme.internal:5432:*:reporting:*",
        "[client]\nuser=backup\npassword=",
        "# requirepass foobared",
        "requirepass ${REDIS_PASSWORD}",
        'network={\n    ssid="HomeNet"\n    key_mgmt=NONE\n}',
        'network={\n    ssid="HomeNet"\n    psk="your_passphrase"\n}',
        "interface=wlan0\nssid=Cafe\nwpa=2\nwpa_key_mgmt=WPA-PSK",
        "[wifi-security]\nkey-mgmt=wpa-psk\npsk-flags=1",
        "timeout 30\nsecret-file /etc/ppp/chap-secrets",
    ]


def _source_look_alikes() -> list[str]:
    return [
        "#define MAX_PASSWORD_LEN 64",
        '#define API_KEY_HEADER "X-Api-Key"',
        "static const char *wifi_password = NULL;",
        "define('DB_PASSWORD', getenv('DB_PASSWORD'));",
        "'mysql' => ['host' => 'db', 'username' => 'app', 'password' => env('DB_PASSWORD')],",
        '$config["smtp_pass"] = "";',
        'config.api_key = ENV["SENDGRID_KEY"]',
        "production:\n  adapter: postgresql\n  username: app\n  password: <%= ENV['DB_PASS'] %>",
        "conn = psycopg2.connect(host='db', user='app', password=os.environ['PGPASSWORD'])",
        "s3 = boto3.client('s3', aws_access_key_id=key_id, aws_secret_access_key=secret)",
        "client = Anthropic(api_key=os.environ.get('ANTHROPIC_API_KEY'))",
        "requests.get(url, auth=('svc', getpass.getpass()))",
        "smtp.login(user, password)",
        "const apiSecret = process.env.API_SECRET;",
        'String dbPassword = System.getenv("DB_PASSWORD");',
        'private const string ClientSecretName = "client-secret";',
        "const token = req.headers['x-token'];",
        'let api_key = std::env::var("API_KEY")?;',
        "val clientSecret = BuildConfig.CLIENT_SECRET",
        'let apiKey = ProcessInfo.processInfo.environment["API_KEY"]',
        "final String apiToken = const String.fromEnvironment('API_TOKEN');",
        'val password = readLine() ?: ""',
        'local password = os.getenv("PASSWORD")',
        "my $db_pass = $ENV{DB_PASS};",
        'Sys.getenv("OPENAI_KEY")',
        'config :app, App.Repo, password: System.get_env("DB_PASSWORD")',
        'mongoose.connect("mongodb+srv://app:<password>@cluster0.ab1cd.mongodb.net/shop")',
        "const sessionId = '" + _uuid() + "';",
        'String commitSha = "' + _h(40) + '";',
        "password_field = forms.CharField(widget=forms.PasswordInput, min_length=12)",
        "assert validate_password('hunter2') is False  # too weak",
    ]


def _config_look_alikes() -> list[str]:
    return [
        "SLACK_WEBHOOK_SECRET=\nLOG_LEVEL=info",
        "db_pass: ${DB_PASS}",
        "client_secret: >-\n  {{ vault_client_secret }}",
        "password: |\n  {{ lookup('env', 'PW') }}\nport: 5432",
        "[database]\npassword =\nport = 5432",
        '{"apiKey": "YOUR_API_KEY", "region": "eu"}',
        '{"auth": {"client_secret": null}}',
        "<password>${db.password}</password>",
        '<add key="ApiKey" value="" />',
        '<add name="Main" connectionString="Server=db;Database=shop;Integrated Security=true;" />',
        '<entry key="secret">${SECRET}</entry>',
        "<key>APIKeyName</key>\n<string>Production</string>",
        "spring.datasource.password=${DB_PASSWORD}",
        "mail.smtp.password: ENC(placeholder)",
        '[tool.poetry.http-basic.acme]\nusername = "ci"',
        'resource "aws_db_instance" "main" {\n  username = "app"\n  password = var.db_password\n}',
        'variable "api_key" {\n  type      = string\n  sensitive = true\n}',
        "ENV DB_PASSWORD_FILE=/run/secrets/db_password",
        "ARG NPM_TOKEN",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque",
        "services:\n  db:\n    environment:\n      - POSTGRES_PASSWORD_FILE=/run/secrets/pg",
        "env:\n  DEPLOY_TOKEN: ${{ secrets.DEPLOY_TOKEN }}",
        "<server>\n  <id>nexus</id>\n  <username>ci</username>\n  <password>${env.NEXUS_PW}"
        "</password>\n</server>",
        '"integrity": "sha512-' + _b64(64) + '"',
        'resolved "https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#' + _h(40) + '"',
        "image: ghcr.io/acme/api@sha256:" + _h(64),
        '{"request_id": "' + _uuid() + '", "status": "ok"}',
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + _b64(32)[:43] + " ci@acme",
        '"public_key": "' + _b64(32) + '"',
        "checksum: " + _h(64),
        "aws_secret = <your secret key>",
        "SECRET_KEY_BASE=dummy-for-assets-precompile",
        "password_min_length: 12\npassword_expiry_days: 90",
        '{"password": "", "remember": false}',
        "<password/>",
        "commit " + _h(40) + "\nAuthor: Alice <alice@example.com>",
    ]


def _command_look_alikes() -> list[str]:
    return [
        "mysql -u root -p shop < dump.sql",
        "mysqldump --user=app --password shop > shop.sql",
        "sshpass -e ssh deploy@10.0.0.4",
        "echo $CI_TOKEN | docker login -u ci --password-stdin registry.acme.io",
        "keytool -importcert -keystore app.jks -storepass:env STOREPASS -file ca.crt",
        "redis-cli -h cache.acme.io --askpass ping",
        "htpasswd -c /etc/nginx/.htpasswd admin",
        "curl -u admin https://jenkins.acme.io/api/json",
        'curl -u "$USER:$TOKEN" https://jenkins.acme.io/api/json',
        "ldapsearch -x -D 'cn=admin,dc=acme,dc=io' -W -b dc=acme,dc=io",
        "smbclient //nas/share -U alice",
        "openssl pkcs12 -export -in c.pem -out c.p12 -passout env:P12_PASS",
        "sqlcmd -S db -E -Q 'select 1'",
        "wget --user=ci --ask-password https://repo.acme.io/a.tgz",
        "mongosh 'mongodb://db:27017' -u admin -p",
        "zip -e secrets.zip notes.txt",
        "psql 'postgresql://app@db:5432/shop'",
        "rabbitmqctl list_users",
        "git log -p -S password -- config/",
        "grep -rn 'password' src/ | wc -l",
    ]


def _prose_look_alikes() -> list[str]:
    return [
        "the wifi password is on the fridge",
        "the wifi password is too short, make it 12 characters",
        "Le mot de passe du wifi est dans le tiroir",
        "Das WLAN-Passwort steht auf dem Router",
        "La contraseña del router es la de siempre",
        "A senha do wifi é a mesma de antes",
        "La password del wifi è cambiata ieri",
        "Пароль от вайфая на обороте роутера",
        "wifi密码在路由器背面",
        "Wi-Fiのパスワードはルーターの裏にあります",
        "كلمة مرور الواي فاي مكتوبة على الراوتر",
        "Wifi şifresi değişti",
        "Hasło do wifi jest na lodówce",
        "Het wachtwoord van de wifi staat op de router",
        "admin login for the staging box is in 1Password",
        "I reset it, new password is in the vault until Monday",
    ]


def _named_key_look_alikes() -> list[str]:
    return [
        "wg set wg0 private-key /etc/wireguard/private.key",
        "PRIVATE_KEY path/to/key.pem",
        "client_secret is required for the confidential flow",
        "AWS_SECRET_ACCESS_KEY must be set in the environment",
        "api_key none",
        "setenv DB_PASSWORD $PW",
        "set -gx OPENAI_KEY (security find-generic-password -w -s openai)",
        "heroku config:unset STRIPE_SECRET",
        "PUBLIC_KEY " + _b64(32),
        "wg set wg0 peer " + _b64(32) + " allowed-ips 10.0.0.2/32",
    ]


LOOK_ALIKES = {
    "vendors": _vendor_look_alikes(),
    "sql": _sql_look_alikes(),
    "powershell": _powershell_look_alikes(),
    "login files": _login_file_look_alikes(),
    "source code": _source_look_alikes(),
    "configs": _config_look_alikes(),
    "command lines": _command_look_alikes(),
    "prose": _prose_look_alikes(),
    "named keys": _named_key_look_alikes(),
}

# --- variants, written after the fix ----------------------------------------------------------


def _variants() -> list[str]:
    """New credentials in the same kinds, not seen while fixing."""
    return [
        "GRANT CONNECT ON DATABASE shop TO etl; ALTER USER etl WITH PASSWORD '" + _pw() + "';",
        "CREATE USER report IDENTIFIED BY " + _chars(18) + " DEFAULT TABLESPACE users;",
        "CREATE LOGIN [svc_etl] WITH PASSWORD=N'" + _pw() + "', DEFAULT_DATABASE=[shop];",
        "mysql> SET PASSWORD FOR 'app'@'%' = '" + _pw() + "';",
        "$Env:GITLAB_TOKEN = '" + _key() + "'",
        "Set-Item Env:NUGET_API_KEY -Value '" + _key() + "'",
        '[System.Environment]::SetEnvironmentVariable("SENTRY_AUTH_TOKEN", "'
        + _h(64)
        + '", "Machine")',
        "api_key = os.getenv('MAILJET_KEY', '" + _key() + "')",
        'token = os.environ.get("HF_WRITE_TOKEN", "' + _key() + '")',
        "MAPBOX_KEY=" + _key(),
        'export ALGOLIA_ADMIN_KEY="' + _h(32) + '"',
        "  DEEPGRAM_KEY: " + _h(40),
        "set -Ux ANTHROPIC_KEY " + _key(),
        "signing_key " + _b64(32),
        "MASTER_KEY\t" + _chars(40),
        "ftp.login('deploy', '" + _pw() + "')",
        "imap.login(user, '" + _pw() + "')",
        "echo '" + _pw() + "' | passwd --stdin deploy",
        "x11vnc -storepasswd <<< '" + _pw() + "'",
        "كلمة سر الراوتر هي " + _pw(),
        "EXEC sp_addlogin @loginame = 'etl', @passwd = '" + _pw() + "';",
        "Sys.setenv(GROQ_KEY = '" + _key() + "')",
        '<setting name="ApiSecret" serializeAs="String"><value>' + _key() + "</value></setting>",
        "auth:\n  password: >\n    " + _pw(),
    ]


def _variant_look_alikes() -> list[str]:
    """New look-alikes in the same places."""
    return [
        "ALTER USER etl WITH PASSWORD NULL;",
        "CREATE USER report IDENTIFIED BY VALUES 'S:redacted';",
        "CREATE USER report IDENTIFIED BY @pw;",
        "ALTER USER app IDENTIFIED BY ?;",
        "mysql> SET PASSWORD FOR 'app'@'%' = PASSWORD(@new);",
        "$Env:GITLAB_TOKEN = Read-Host -AsSecureString",
        "Set-Item Env:NUGET_API_KEY -Value $key",
        "Remove-Item Env:NUGET_API_KEY",
        "api_key = os.getenv('MAILJET_KEY', '')",
        'token = os.environ.get("HF_WRITE_TOKEN", None)',
        "debug = os.getenv('DEBUG', 'false')",
        "PRIMARY_KEY=id",
        "SORT_KEY=created_at",
        "CACHE_KEY=" + _h(32),
        "GPG_KEY=" + _h(40).upper(),
        "ENV GPG_KEY " + _h(40).upper(),
        "RECAPTCHA_SITE_KEY=6Le" + _chars(37),
        "SUPABASE_ANON_KEY=eyJ-placeholder",
        "S3_KEY=uploads/2026/12/report.pdf",
        "IDEMPOTENCY_KEY=" + _uuid(),
        "PARTITION_KEY=tenant_id",
        "set -gx EDITOR nvim",
        "set -Ux ANTHROPIC_KEY (cat ~/.config/anthropic)",
        "signing_key /etc/keys/signing.pem",
        "MASTER_KEY\tchange_me",
        "ftp.login('anonymous', '')",
        "imap.login(user, password)",
        "echo 'done' | tee -a log.txt",
        "echo $NEWPASS | passwd --stdin deploy",
        "كلمة سر الراوتر مكتوبة على الجهاز",
        '<setting name="ApiSecret" serializeAs="String"><value /></setting>',
        "auth:\n  password: >\n    {{ vault_password }}",
        "wg set wg0 listen_port 51820",
        "LOG_LEVEL debug",
        "max_tokens 4096",
        "next_page_token " + _chars(40),
        "PUBLIC_KEY " + _b64(32) + "  # peer b",
        "private_key " + "A" * 43 + "=  # zero key in the docs",
        "host = akab-" + _chars(16, _LOW) + "-" + _chars(16, _LOW) + ".luna.akamaiapis.net",
        "https://akab-" + _chars(16, _LOW) + "-" + _chars(16, _LOW) + ".luna.akamaiapis.net/ccu",
        "client_token = akab-xxxxxxxxxxxxxxxx-xxxxxxxxxxxxxxxx",
        "RGAPI-00000000-0000-0000-0000-000000000000",
        "API_KEY=RGAPI-12345678-abcd-1234-abcd-123456789abc",
    ]


def _snake_key_names() -> list[str]:
    """Written with the key-body rule's needle fix: the snake-case names inside a line."""
    return [
        "wg set wg0 private_key <(echo " + _b64(32) + ")",
        "nmcli con mod wg0 wireguard.private_key " + _b64(32),
        "private_key " + _b64(32) + "  # rotated 2026-12-01",
        "PRESHARED_KEY " + _b64(32) + " for peer b",
    ]


def _bare_vendor_formats() -> list[str]:
    """Written with the Riot and Akamai format rules: the keys with no name to read."""
    akab = "akab-" + _chars(16, _LOW) + "-" + _chars(16, _LOW)
    return [
        "here's my riot key RGAPI-" + _uuid() + " valid till tomorrow",
        'new RiotAPI("RGAPI-' + _uuid() + '")',
        "[default]\nclient_token = " + akab,
        akab + " is the access token from Control Center",
    ]


VARIANTS = _variants() + _snake_key_names() + _bare_vendor_formats()
VARIANT_LOOK_ALIKES = _variant_look_alikes()

# Razorpay's key id is public (Checkout's options carry it to the browser); under the bare
# name `key` it read as a secret until round 42 judged it by its documented format
_RAZORPAY_KEY_ID = "var options = { key: 'rzp_live_" + _chars(14) + "', amount: 50000 };"


@pytest.mark.parametrize("text", credential_cases(globals()))
def test_round_41_credentials_are_refused(text: str) -> None:
    assert secret_classes(text), text


@pytest.mark.parametrize("text", look_alike_cases(globals()))
def test_round_41_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


def test_round_41_razorpay_key_id_passes() -> None:
    """Round 42: the key id is judged by its documented kind (core/privacy_values_public.py)."""
    assert not find_credentials(_RAZORPAY_KEY_ID)
