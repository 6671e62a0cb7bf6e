"""Write gate, round 36: secrets in the places developers paste them (HTTP dumps, URLs,
connection strings, stack traces and logs, package-manager and registry configs, Terraform,
Ansible, CI logs), written cold and scored before any fix (issue 19).

Forty-nine credentials: request and response dumps (`curl -v`'s Basic header and Cookie, a
Set-Cookie session, raw `X-Api-Key`, a HAR entry's Authorization and its `connect.sid`
cookie, an OAuth token response, HTTPie, a client's debug log), query strings and paths
(`api_key=`, `access_token=` in an access log, an Azure SAS `sig=`, S3 and GCS presigned
signatures, Mattermost's and Rocket.Chat's incoming hooks, a Jenkins build token, a CI's
`/webhook/<secret>`), connection strings (Azure Storage, Service Bus, ODBC `Pwd=`, JDBC,
MongoDB SRV, AMQPS, Redis, Cloudinary), stack traces and logs that print a configuration
(pydantic's input_value, a Spring DataSourceProperties, a JSON config line, Node's error
config, a GitHub Actions step's env), `.npmrc` (`_authToken`, `_auth`, `_password`),
pip.conf, .pypirc, docker config.json, `.git-credentials`, `git remote -v`, Terraform state
and tfvars, Ansible variables and inventory, SonarQube's token under a login's name (a GitLab
variable, `-Dsonar.login=`, sonar-project.properties) and Okta's SSWS tokens (the API
reference's "Authorization: SSWS 00…"). Forty-eight look-alikes in the same places: masked
values (`***`, `<redacted>`, `[REDACTED]`, `xxxx`, `******`, SecretStr), `$TOKEN` and `${VAR}`
references, placeholders (`YOUR_API_KEY`, `<access_token>`, `{your_password}`,
`API_KEY:API_SECRET@`), S3's x-amz-id-2, request and trace ids, ETags, a pagination token,
Okta's elided documentation token, a presigned URL's documentation, Slack's and Mattermost's
documented hook URLs, an asset's version hash, a commit URL, Azurite's `UseDevelopmentStorage`,
an Actions cache key, npm integrity and SRI hashes, an SSH public key, Ansible vault
ciphertext, Terraform's sensitive_attributes, and login-named keys holding names.

Caught on first contact: credentials 43 of 49, look-alikes flagged 1 of 48 (an Actions cache
key, "Cache restored from key: Linux-pip-<sha256>": the "<word> key: value" prose rule took
"from" for the key's qualifier and the word-labelled digest for a key).
Missed, and now structures: an incoming webhook's generated path segment after a `hook(s)`
or `webhook(s)` segment (core/privacy_urls.py; ids, UUIDs, names and placeholders there
pass); a key whose last word is "login" (SONAR_LOGIN, sonar.login) gets a kind that judges
its value, a token only when 32 or more generated characters (not a UUID, an address or a
name; core/privacy_names.py), reported as the secret it is. A digest labelled by words, or a
UUID, after a bare "key" is a lookup value (core/privacy_syntax.py).

Reworded variants written after those fixes, first run: credentials 27 of 33, look-alikes
flagged 2 of 36. Missed: a hook named by the host (`hook.eu1.make.com/<key>`), IFTTT's
`/with/key/<key>`, a `generic-webhook` segment, SONAR_LOGIN unquoted in a YAML env and
`systemProp.sonar.login=` (outside the windows the assignment rule opens near secret words),
and `wss://…?auth=<token>`. Flagged: a repository named webhooks, its `/tree/<commit>` and
`/blob/<commit>` URLs. Fixed: a host's first label or a segment ending in hook(s), and a
`key`/`token`/`secret` segment, name what follows; a code host's view (tree, blob, commit …)
stops the reading; "login" and "auth" open assignment windows; a query's `auth` and `key` are
judged by the value like a login's (a SHA digest there looks a record up).
A second set written after that (Steam's `?key=`, a socket's `?auth=`, hooks named by the
host, more login-named keys, and sixteen look-alikes of `?key=`, `?auth=`, login and hook
URLs), first run: credentials 10 of 10, look-alikes flagged 3 of 16 (`?key=<sha256>`, now a
lookup; `?key=<uuid>`, which main flags too, now an id; an address in GitHub's user JSON:
the gate refuses addresses by design, the look-alike now holds a user's name). Every case
drawn again from 30 other seeds: one miss, a Snowflake URL whose drawn password held an
unencoded "?", which no URL can carry (the case now percent-encodes it); none of the
look-alikes flagged.

Round 35's known miss, `SONAR_LOGIN` holding a token, is now read (its expected failure is a
passing test). Left: names of the `*_KEY_ID` kind still say "an id" and are judged as ids (a
vendor token pasted there is caught by its own format only); a UUID webhook path (n8n's
`/webhook/<uuid>`) reads as an id.

Real text, before and after the round (find_credentials): tldr-pages in every language plus
the venv's site-packages *.md/*.rst, 190,355 distinct paragraphs, 36 flagged before and
after, none new; docker-library/docs, kubernetes/examples and /community,
actions/starter-workflows, the packaging guide, the Rust book, FastAPI's and httpx's docs
(paragraphs and whole files under 4 KB), 86,518 texts, 435 flagged before and after, none
new.
Cost (callgrind, bench/safety_instructions.py --gates privacy against main 9d1566c):
documentation 658.6 -> 659.7 M instructions (+0.2 %), transcript 675.1 -> 684.4 M (+1.4 %),
look-alike notes 1073.6 -> 1078.4 M (+0.4 %). A first draft cost +2.6 %, +1.6 % and +2.0 %:
the hook rule searched its needles in a lower-cased copy of the body (2 ms of a 256 KiB
text), and "login" and "auth" opened assignment windows wherever the words stood; the
needles are now searched as written and the two words only before an operator (`login=`,
`auth=` …).

Values are drawn at test time from a seeded generator (tests/credentials.py explains why none
is committed).
"""

from __future__ import annotations

import json
import string
from urllib.parse import quote

import pytest

from credentials import Drawn, b64
from memlane.core.privacy import find_credentials

_DRAWN = Drawn(36)
_RNG = _DRAWN.rng
_chars = _DRAWN.chars
_h = _DRAWN.hex
_uuid = _DRAWN.uuid
_pw = _DRAWN.password
_ALNUM = string.ascii_letters + string.digits
_B64 = _ALNUM + "+/"
_URLSAFE = _ALNUM + "-_"
_LOWER = string.ascii_lowercase + string.digits


def _key_b64(n: int = 32) -> str:
    """base64 of ``n`` random bytes (a storage account key, an HMAC signature)."""
    return b64(bytes(_RNG.randrange(256) for _ in range(n)))


def _basic(user: str) -> str:
    """HTTP Basic credentials: base64 of "user:password"."""
    return b64(user + ":" + _pw())


def _okta() -> str:
    """An Okta API token (the SSWS scheme's value: "00" and 40 URL-safe characters)."""
    return "00" + _chars(40, _URLSAFE)


def _round_36_http() -> list[str]:
    """Request and response dumps: curl -v, raw headers, HAR, a client's debug log."""
    return [
        "$ curl -v https://api.corp.io/v1/orders\n> GET /v1/orders HTTP/2\n> Host: api.corp.io\n"
        "> Authorization: Basic " + _basic("svc-orders") + "\n> User-Agent: curl/8.5.0\n"
        "> Accept: */*",
        "> GET /dashboard HTTP/1.1\n> Host: admin.corp.io\n> Cookie: theme=dark; session="
        + _chars(32)
        + "; lang=en",
        "< HTTP/1.1 302 Found\n< Location: /home\n< Set-Cookie: sessionid="
        + _chars(32, _LOWER)
        + "; expires=Thu, 02 Apr 2026 10:00:00 GMT; HttpOnly; Max-Age=1209600; Path=/; Secure",
        "GET /v2/reports HTTP/1.1\nHost: reports.corp.io\nX-Api-Key: " + _h(32) + "\nAccept: "
        "application/json",
        json.dumps(
            {
                "request": {
                    "method": "POST",
                    "url": "https://api.corp.io/graphql",
                    "headers": [
                        {"name": "content-type", "value": "application/json"},
                        {"name": "authorization", "value": "Bearer " + _chars(40)},
                    ],
                }
            },
            indent=2,
        ),
        '"cookies": [{"name": "connect.sid", "value": "s%3A'
        + _chars(32, _URLSAFE)
        + "."
        + _chars(43, _B64)
        + '", "httpOnly": true}]',
        "curl -H 'Authorization: SSWS " + _okta() + "' https://corp.okta.com/api/v1/users?limit=2",
        "< HTTP/1.1 200 OK\n< Content-Type: application/json\n<\n"
        '{"access_token": "' + _chars(40) + '", "token_type": "Bearer", "expires_in": 3600}',
        "http GET api.corp.io/v1/me X-API-Token:" + _h(40),
        "send: b'GET /api/v1/jobs HTTP/1.1\\r\\nHost: ci.corp.io\\r\\nAuthorization: Token "
        + _h(40)
        + "\\r\\nAccept: */*\\r\\n\\r\\n'",
    ]


def _round_36_urls() -> list[str]:
    """Credentials in query strings and secret path segments."""
    return [
        "https://api.corp.io/v2/export?format=csv&api_key=" + _h(32),
        '10.0.4.7 - - [02/Mar/2026:10:01:22 +0000] "GET /search?q=boots&access_token='
        + _chars(40)
        + ' HTTP/1.1" 200 5120',
        "https://corpbackups.blob.core.windows.net/db/nightly.bak?sv=2022-11-02&ss=b&srt=o&sp=r"
        "&se=2026-04-01T00:00:00Z&st=2026-03-01T00:00:00Z&spr=https&sig="
        + quote(_key_b64(), safe=""),
        "https://reports.s3.eu-west-1.amazonaws.com/q1.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256"
        "&X-Amz-Credential=ASIA"
        + _chars(16, string.ascii_uppercase + string.digits)
        + "%2F20260301%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20260301T100000Z"
        "&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=" + _h(64),
        "https://storage.googleapis.com/corp-exports/q1.csv?X-Goog-Algorithm=GOOG4-RSA-SHA256"
        "&X-Goog-Credential=exporter%40corp.iam.gserviceaccount.com%2F20260301%2Fauto%2Fstorage"
        "%2Fgoog4_request&X-Goog-Date=20260301T100000Z&X-Goog-Expires=3600"
        "&X-Goog-SignedHeaders=host&X-Goog-Signature=" + _h(512),
        "post alerts to https://chat.corp.io/hooks/" + _chars(26, _LOWER),
        "ROCKETCHAT_WEBHOOK=https://rocket.corp.io/hooks/" + _chars(17) + "/" + _chars(48),
        "curl -X POST 'https://jenkins.corp.io/job/deploy/build?token=" + _chars(32) + "'",
        "trigger: https://hooks.corp-ci.io/webhook/" + _chars(40) + " (POST any JSON)",
    ]


def _round_36_connection_strings() -> list[str]:
    return [
        "DefaultEndpointsProtocol=https;AccountName=corpdata;AccountKey="
        + _key_b64(64)
        + ";EndpointSuffix=core.windows.net",
        "Endpoint=sb://corp-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageShared"
        "AccessKey;SharedAccessKey=" + _key_b64(),
        "Driver={ODBC Driver 18 for SQL Server};Server=tcp:db.corp.io,1433;Database=app;"
        "Uid=app;Pwd=" + _pw() + ";Encrypt=yes;",
        "jdbc:sqlserver://db.corp.io:1433;databaseName=app;user=app;password="
        + _pw()
        + ";encrypt=true",
        "mongodb+srv://app:"
        + _chars(20)
        + "@cluster0.ab1cd.mongodb.net/app?retryWrites=true&w=majority",
        "amqps://orders:" + _chars(24) + "@rabbit.corp.io:5671/%2F",
        "REDIS_URL=rediss://default:"
        + _chars(32)
        + "@redis-12345.c1.eu-west-1.redislabs.com:12345",
        "cloudinary://" + _DRAWN.digits(15) + ":" + _chars(27, _URLSAFE) + "@corp-media",
    ]


def _round_36_traces_and_logs() -> list[str]:
    """Stack traces and logs that print a configuration."""
    return [
        "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\n"
        "port\n  Input should be a valid integer [type=int_parsing, input_value={'host': 'db', "
        "'password': '" + _pw() + "', 'port': 'x'}, input_type=dict]",
        "Caused by: java.sql.SQLException: Access denied\n\tat com.corp.App.connect(App.java:42)"
        "\nDataSourceProperties [url=jdbc:postgresql://db/app, username=app, password="
        + _pw()
        + "]",
        '2026-03-02 10:00:01 INFO  Loaded config: {"smtp_host": "smtp.corp.io", "smtp_pass": "'
        + _pw()
        + '"}',
        "Error: connect ECONNREFUSED 10.0.0.5:5432\n    at TCPConnectWrap.afterConnect\n"
        "  config: { user: 'app', password: '" + _pw() + "', host: 'db', port: 5432 }",
        "Run ./deploy.sh\n  ./deploy.sh\n  shell: /usr/bin/bash -e {0}\n  env:\n"
        "    DEPLOY_ENV: prod\n    API_SECRET: " + _chars(40),
    ]


def _round_36_package_configs() -> list[str]:
    """.npmrc, pip.conf, .pypirc, docker config.json, git credentials."""
    return [
        "//npm.corp.io/repository/npm/:_authToken=" + _uuid(),
        "//registry.corp.io/:_auth=" + _basic("ci"),
        "//registry.corp.io/:username=ci\n//registry.corp.io/:_password=" + b64(_pw()),
        "[global]\nindex-url = https://__token__:" + _chars(40) + "@pypi.corp.io/simple",
        "[corp]\nrepository = https://nexus.corp.io/repository/pypi/\nusername = deploy\n"
        "password = " + _pw(),
        json.dumps({"auths": {"registry.corp.io": {"auth": _basic("ci")}}}, indent=2),
        "$ cat ~/.git-credentials\nhttps://jdoe:" + _chars(40) + "@git.corp.io",
        "$ git remote -v\norigin  https://oauth2:"
        + _chars(20, _URLSAFE)
        + "@gitlab.corp.io/team/app.git (fetch)",
    ]


def _round_36_infra() -> list[str]:
    """Terraform state and variables, Ansible variables, CI settings named by a login."""
    return [
        '"attributes": {\n  "administrator_login": "sqladmin",\n'
        '  "administrator_login_password": "' + _pw() + '",\n  "location": "westeurope"\n}',
        'client_secret = "' + _chars(40, _ALNUM + "~._-") + '"',
        "ansible_user: deploy\nansible_become_pass: " + _pw(),
        "web1 ansible_host=10.0.0.5 ansible_user=deploy ansible_password=" + _pw(),
        'variables:\n  SONAR_LOGIN:\n    value: "' + _h(40) + '"',
        "mvn sonar:sonar -Dsonar.host.url=https://sonar.corp.io -Dsonar.login=" + _h(40),
        "sonar.projectKey=corp_app\nsonar.login=" + _h(40),
    ]


def _round_36_vendors() -> list[str]:
    """Formats read on the vendors' pages and not covered before."""
    return [
        "OKTA_API_TOKEN=" + _okta(),
        "Authorization: SSWS " + _okta(),
    ]


def _round_36_look_alikes() -> list[str]:
    return [
        # HTTP dumps with masked values, ids and digests
        "> GET /v1/orders HTTP/2\n> Host: api.corp.io\n> Authorization: Bearer ***\n"
        "> User-Agent: curl/8.5.0",
        "> Authorization: Basic <redacted>\n> Accept: application/json",
        'curl -H "Authorization: Bearer $TOKEN" https://api.corp.io/v1/me',
        "> Cookie: _ga=GA1.2.1234567890.1700000000; theme=dark; lang=en",
        '< Set-Cookie: sessionid=""; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/',
        "< HTTP/1.1 200 OK\n< x-amz-id-2: "
        + _chars(76, _B64)
        + "\n< x-amz-request-id: "
        + _chars(16, string.ascii_uppercase + string.digits)
        + '\n< ETag: "'
        + _h(32)
        + '"',
        "X-Request-Id: " + _uuid() + "\ntraceparent: 00-" + _h(32) + "-" + _h(16) + "-01",
        '< ETag: W/"' + _h(40) + '"\n< Cache-Control: max-age=60',
        '{"name": "authorization", "value": "[REDACTED]"}',
        "X-Api-Key: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "Authorization: SSWS ${OKTA_API_TOKEN}",
        "Authorization: SSWS 00QCjAl4MlV-WPXM...0HmjFx-vbGua",
        '{"data": [], "next_page_token": "' + _chars(40, _URLSAFE) + '"}',
        # URLs: placeholders, documentation, public ids
        "https://api.corp.io/v2/export?format=csv&api_key=YOUR_API_KEY",
        "GET /search?q=boots&access_token=<access_token> HTTP/1.1",
        "https://corpbackups.blob.core.windows.net/db/nightly.bak?sv=2022-11-02&sp=r"
        "&se=2026-04-01T00:00:00Z&sig=REDACTED",
        "A presigned URL carries X-Amz-Algorithm, X-Amz-Credential, X-Amz-Date, X-Amz-Expires"
        " and X-Amz-Signature=<signature> in its query string.",
        "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
        "https://your-mattermost-server.com/hooks/xxx-generatedkey-xxx",
        "https://cdn.corp.io/assets/app.js?v=" + _h(20),
        "https://github.com/corp/app/commit/" + _h(40),
        # connection strings with placeholders
        "DefaultEndpointsProtocol=https;AccountName=<account>;AccountKey=<your-key>;"
        "EndpointSuffix=core.windows.net",
        "UseDevelopmentStorage=true",
        "Driver={ODBC Driver 18 for SQL Server};Server=tcp:db,1433;Uid=app;Pwd={your_password};",
        "mongodb+srv://<username>:<password>@cluster0.ab1cd.mongodb.net/?retryWrites=true",
        "amqps://orders:${RABBIT_PASSWORD}@rabbit.corp.io:5671/%2F",
        "cloudinary://API_KEY:API_SECRET@corp-media",
        # traces and logs with masked values
        "DataSourceProperties [url=jdbc:postgresql://db/app, username=app, password=******]",
        "input_value={'host': 'db', 'password': SecretStr('**********')}",
        "Run ./deploy.sh\n  env:\n    DEPLOY_ENV: prod\n    API_SECRET: ***",
        "Cache restored from key: Linux-pip-" + _h(64),
        # package configs without secrets
        "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nalways-auth=true",
        "[global]\nindex-url = https://pypi.corp.io/simple\ntrusted-host = pypi.corp.io",
        "[pypi]\nusername = __token__\npassword = <your PyPI API token>",
        json.dumps({"auths": {"ghcr.io": {}}, "credsStore": "desktop"}),
        "$ git remote -v\norigin  https://github.com/corp/app.git (fetch)",
        '"integrity": "sha512-' + _key_b64(64) + '"',
        '<script src="app.js" integrity="sha384-' + _key_b64(48) + '" crossorigin></script>',
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + _chars(43, _B64) + " jdoe@laptop",
        # infra with references, ciphertext and logins that are names
        'db_password = var.db_password\nadmin_password = "${var.admin_password}"',
        '"sensitive_attributes": [[{"type": "get_attr", "value": "administrator_login_password"}]]',
        'ansible_become_pass: "{{ vault_become_pass }}"',
        "ansible_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + _h(64) + "\n  " + _h(64),
        "variables:\n  SONAR_LOGIN: admin\n  SONAR_HOST_URL: https://sonar.corp.io",
        "mvn sonar:sonar -Dsonar.login=${env.SONAR_TOKEN}",
        "sonar.projectKey=corp_app\nsonar.login=jenkins-ci",
        "AWS_ACCESS_KEY_ID=<your-access-key-id>\nB2_APPLICATION_KEY_ID=" + "0" * 3 + _h(22),
        "GPG_KEY_ID=" + _h(16).upper() + "\nGIT_AUTHOR_NAME=ci",
    ]


@pytest.mark.parametrize(
    "text",
    _round_36_http()
    + _round_36_urls()
    + _round_36_connection_strings()
    + _round_36_traces_and_logs()
    + _round_36_package_configs()
    + _round_36_infra()
    + _round_36_vendors(),
)
def test_round_36_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _round_36_look_alikes())
def test_round_36_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


def _variants() -> list[str]:
    """Written after the fixes: other hooks, login-named keys, headers, stores and logs."""
    return [
        # incoming webhooks
        '{"alerting": {"url": "https://mm.corp.io/hooks/' + _chars(26, _LOWER) + '"}}',
        "curl -X POST -H 'Content-Type: application/json' -d '{\"text\": \"done\"}' "
        "https://chat.corp.io/hooks/" + _chars(17) + "/" + _chars(48),
        "https://ha.corp.io/api/webhook/" + _h(64),
        "https://hook.eu1.make.com/" + _chars(32, _LOWER),
        "https://maker.ifttt.com/trigger/door_open/with/key/" + _chars(22, _URLSAFE),
        "Alertmanager receiver: webhook_configs:\n  - url: https://ci.corp.io/generic-webhook/"
        + _chars(36),
        # names that say "login" and hold a token
        "env:\n  SONAR_LOGIN: " + _h(40) + "\n  SONAR_HOST_URL: https://sonar.corp.io",
        "systemProp.sonar.login=" + _h(40),
        "sonar-scanner -Dsonar.projectKey=app -Dsonar.login=" + _h(40),
        'withEnv(["SONARQUBE_LOGIN=' + _chars(40) + '"]) { sh "./gradlew sonar" }',
        # headers and cookies
        "> Proxy-Authorization: Basic " + _basic("proxyuser"),
        "X-Auth-Token: " + _h(32),
        "Ocp-Apim-Subscription-Key: " + _h(32),
        "> Cookie: PHPSESSID=" + _chars(26, _LOWER) + "; lang=en",
        "< Set-Cookie: JSESSIONID=" + _chars(32, "0123456789ABCDEF") + "; Path=/; HttpOnly",
        # query strings and bodies
        "grant_type=client_credentials&client_id=orders-svc&client_secret=" + _chars(40),
        "wss://stream.corp.io/ws?auth=" + _chars(40),
        "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: "
        "https://api.corp.io/v1/items?apikey=" + _h(32),
        # connection strings
        "Server=db.corp.io;Database=app;User Id=sa;Password=" + _pw() + ";",
        "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
        'username="app" password="' + _pw() + '";',
        "Endpoint=https://corp.azconfig.io;Id="
        + _chars(4)
        + "-l0-s0:"
        + _chars(20)
        + ";Secret="
        + _key_b64(),
        "Endpoint=https://corp.service.signalr.net;AccessKey=" + _key_b64() + ";Version=1.0;",
        "snowflake://etl:" + quote(_pw(), safe="") + "@corp-eu1/analytics?warehouse=ETL",
        # logs
        'Parameters: {"user"=>{"email"=>"ops@corp.io", "api_token"=>"' + _h(40) + '"}}',
        "DATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'PASSWORD': '"
        + _pw()
        + "'}}",
        # registries and package stores
        'npmAuthToken: "' + _uuid() + '"',
        '<add key="ClearTextPassword" value="' + _pw() + '" />',
        json.dumps({"github-oauth": {"github.com": _h(40)}}),
        json.dumps({"http-basic": {"repo.corp.io": {"username": "ci", "password": _pw()}}}),
        json.dumps({"auths": {"registry.corp.io": {"identitytoken": _chars(40)}}}),
        # infrastructure
        'github_token = "' + _h(40) + '"',
        'ansible-playbook site.yml -e "db_password=' + _pw() + '"',
        "vault_db_password: " + _pw(),
    ]


def _variant_look_alikes() -> list[str]:
    return [
        'Parameters: {"user"=>{"email"=>"ops@corp.io", "password"=>"[FILTERED]"}}'.replace(
            "ops@corp.io", "[FILTERED]"
        ),
        "'PASSWORD': '********************'",
        "< Set-Cookie: JSESSIONID=deleted; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/",
        "https://api.github.com/repos/corp/app/hooks/123456789/pings",
        "https://gitlab.corp.io/api/v4/projects/42/hooks/17",
        "https://github.com/corp/webhooks/tree/" + _h(40) + "/src",
        "https://github.com/adnanh/webhook/blob/" + _h(40) + "/docs/Hook-Definition.md",
        "https://docs.mattermost.com/developer/webhooks-incoming.html",
        "https://react.dev/reference/react/hooks",
        "https://git.corp.io/app/.git/hooks/pre-commit.sample",
        "https://pkg.go.dev/github.com/go-playground/webhooks/v6",
        "https://hooks.corp.io/hooks/YOUR_HOOK_ID",
        "https://chat.corp.io/hooks/{hook_id}",
        "https://ci.corp.io/webhook/" + _uuid() + "/status",
        "key: node-modules-Linux-" + _h(64),
        "Cache saved with key: setup-java-Linux-maven-" + _h(64),
        "Received cache key: pip-" + _h(32),
        "sonar.login=${SONAR_TOKEN}",
        "SONAR_LOGIN: sonar-scanner-bot",
        "-Dsonar.login=admin -Dsonar.password=$SONAR_PASSWORD",
        '{"login": "octocat", "id": 583231, "node_id": "MDQ6VXNlcjU4MzIzMQ==", "gravatar_id": ""}',
        '{"login": "dependabot[bot]", "type": "Bot"}',
        "last_login: 2026-03-02T10:00:00.000000Z",
        "LAST_LOGIN=1772445600",
        "SSO_LOGIN_URL=https://login.microsoftonline.com/" + _uuid() + "/saml2",
        "AZURE_LOGIN_CLIENT_ID=" + _uuid(),
        "X-Auth-Token: {{auth_token}}",
        "Ocp-Apim-Subscription-Key: <your-subscription-key>",
        "> Cookie: PHPSESSID=<session id>; lang=en",
        "grant_type=client_credentials&client_id=orders-svc&client_secret=$CLIENT_SECRET",
        "Endpoint=https://corp.azconfig.io;Id=<id>;Secret=<secret>",
        'npmAuthToken: "${NPM_TOKEN}"',
        '<add key="ClearTextPassword" value="%NUGET_PASSWORD%" />',
        json.dumps({"github-oauth": {"github.com": "<token>"}}),
        "github_token = var.github_token",
        "vault_db_password: \"{{ lookup('env', 'DB_PASSWORD') }}\"",
    ]


@pytest.mark.parametrize("text", _variants())
def test_round_36_variants_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _variant_look_alikes())
def test_round_36_variant_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


def _second_variants() -> list[str]:
    """A second set, written after the second fix (query `auth`/`key`, "login" anchors,
    hooks named by the host)."""
    return [
        "https://api.steampowered.com/IPlayerService/GetOwnedGames/v1/?key="
        + _h(32).upper()
        + "&steamid=76561197960435530",
        "ws://10.0.0.8:8080/socket?auth=" + _chars(48, _URLSAFE),
        "https://tiles.corp.io/{z}/{x}/{y}.png?key=" + _chars(32),
        "https://hooks.corp-alerts.io/" + _chars(40),
        "https://api.corp.io/integrations/webhooks/" + _chars(12, _LOWER) + "/" + _chars(40),
        "https://corp.example-ci.net/trigger/token/" + _chars(32) + "/build",
        "SONAR_LOGIN=" + _h(40) + " ./gradlew sonar",
        '"sonar.login": "' + _h(40) + '"',
        "login_token: " + _chars(40),
        "CODACY_PROJECT_LOGIN=" + _chars(32),
    ]


def _second_variant_look_alikes() -> list[str]:
    return [
        "https://cache.corp.io/get?key=" + _h(64),
        "https://api.corp.io/v1/items?key=" + _uuid(),
        "https://app.corp.io/search?q=boots&key=ArrowUp&page=2",
        "https://app.corp.io/login?auth=false&next=%2Fdashboard",
        "https://app.corp.io/callback?auth=oauth2&state=" + _h(16),
        "login: true\nauth: basic\nLOGIN_REDIRECT_URL=/dashboard",
        '"auth": "oauth2", "login": "jdoe"',
        "auth_method=login&login_url=https://sso.corp.io/login",
        "login_hint=jdoe%40corp.io&prompt=login",
        "git config user.login octocat",
        "https://github.com/corp/githooks/commit/" + _h(40),
        "https://hooks.corp.io/docs/getting-started",
        "https://webhook.site/#!/view/" + _uuid(),
        "https://corp.example-ci.net/trigger/token/<YOUR_TOKEN>/build",
        "https://cdn.corp.io/key/rotation-policy-2026",
        "LOGIN_ATTEMPTS=5\nLOGIN_LOCKOUT_SECONDS=900",
    ]


@pytest.mark.parametrize("text", _second_variants())
def test_round_36_second_variants_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _second_variant_look_alikes())
def test_round_36_second_variant_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


def test_round_36_a_token_under_a_login_name_is_a_secret() -> None:
    """The kind a login-named key gets says "judge the value"; the finding names a secret."""
    found = find_credentials("sonar.login=" + _h(40))
    assert [f.cls for f in found] == ["secret_assignment"]
    assert not find_credentials("sonar.login=ci-bot-2026\nSONAR_LOGIN=" + _uuid())
