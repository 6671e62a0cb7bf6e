"""Write gate, round 42: the open list round 41 left, then a cold sweep in kinds no round had.

Written cold, scored before any fix (base 99b1526): credentials 104 of 127 caught, look-alikes
8 of 138 flagged. By kind (credentials caught / look-alikes flagged):
- the open list: 5 of 21 credentials (vendor formats with no rule: Octopus Deploy's API-,
  Harness's pat./sat., ngrok's authtoken and API key, Okta's 00…, crates.io's cio, NVIDIA's
  nvapi-, Braintree's access_token$…, Mollie's live_; needles that read "_" as a space:
  `config set api_key`/`access_key`, Postman's `"api_key": [` block, WooCommerce's bare
  ck_/cs_; Somali "password-ku waa …"; caught: the secret halves beside public ones, Razorpay's
  key secret, Mapbox's sk., Supabase's service_role JWT), and 8 of 15 published values flagged
  (Razorpay's key id under `key:`, Mapbox pk. tokens under `accessToken` and MAPBOX_TOKEN, a
  Firebase web key under NEXT_PUBLIC_FIREBASE_API_KEY and in a firebaseConfig, Supabase's anon
  JWT, PostHog's phc_ under POSTHOG_KEY, Braintree's tokenization key);
- the cold sweep: 99 of 106 credentials, 0 of 123 look-alikes flagged: Jupyter notebooks'
  JSON 7/8 and 0/11 (missed: `os.environ[\"NAME\"] = \"…\"` escaped in a cell's source);
  Ansible inventories, Helm, GitLab/CircleCI/Actions/Azure/Jenkins/Bitbucket files 13/14 and
  0/16 (missed: `echo '…' | gh auth login --with-token`); kubeconfig, docker, Yarn, .pypirc,
  .git-credentials, .netrc, pip.conf, Gradle, Composer and Vault/Consul files 15/16 and 0/18
  (missed: Vault AppRole's `secret_id=<uuid>` beside its role_id); connection strings of 16
  databases and brokers 16/16 and 0/16; chat webhooks 7/10 and 0/12 (missed: Feishu's, Lark's
  and WeCom's bots keyed by a UUID); signed URLs (Azure SAS, GCS, CloudFront, Service Bus,
  S3) 6/6 and 0/10; stack traces and log lines 12/12 and 0/16; chat in English and 22 other
  languages 23/24 and 0/24 (missed: Serbian in Cyrillic, its copula "је").

Fixed by structure:
- vendor formats from the vendors' pages and clients (core/privacy_tokens.py): Octopus's
  `API-` and 25-32 upper-case letters and digits (its Jenkins plugin's validator), Harness's
  `pat.`/`sat.` and three parts, crates.io's `cio` and 32, NVIDIA's `nvapi-` and 64,
  Braintree's `access_token$<env>$<merchant>$<32 hex>`; ngrok's `KSUID_secret`, Okta's `00`
  and 40, Mollie's `live_`/`test_` and 30, which hold no prefix of their own (or one code
  holds everywhere), looked for near their vendor's name; Feishu's, Lark's and WeCom's bots
  keyed by a UUID (core/privacy_tokens.py);
- a value judged by its documented kind where a vendor publishes it by design
  (core/privacy_values_public.py): Mapbox's pk., Razorpay's key id, Stripe's and Clerk's
  pk_, PostHog's phc_, Supabase's sb_publishable_ and its anon JWT (role "anon"),
  Braintree's tokenization key, and a Google API key inside a Firebase web config or under a
  Firebase name (a Gemini or Maps key under any other name stays refused); the secret halves
  (Mapbox's sk., Razorpay's key secret, Supabase's service_role) keep their rules;
- needles() reads "\\_" as an underscore (core/gated_search.py): WooCommerce's bare ck_/cs_
  (the rule was anchored on "ck " and "cs "), `config set api_key|access_key` and Postman's
  `"api_key": [` block now anchor;
- a suffix joined to the secret word by a hyphen or an apostrophe (Somali "password-ku waa
  …") and the Cyrillic copula "је" (core/privacy_prose.py);
- an armoured block written in base64 whole is decoded and read (kubeconfig's
  client-key-data; core/privacy_encoded.py); Vault AppRole's `secret_id` beside its role_id
  (core/privacy_key_literals.py); `echo … | gh auth login --with-token` (and glab's
  `--stdin`, core/privacy_commands.py); a subscript assigned with spaces inside its brackets
  (`os.environ[" NAME" ] = " …"`, as a JSON-escaped cell reads once its escapes are blanked;
  core/privacy_syntax.py: first written into the assignment rule, which cost +1.0 % on the
  transcript body, callgrind).
After the fix: credentials 127 of 127, look-alikes 0 of 138.

Variants written after the fix (the formats in arrays, YAML lists, chat and JSON; Gemini keys
under their own names; glab's `--stdin`; an Azure SAS in PowerShell, a GCS V2 signed URL, a
signed DingTalk robot, a WeCom hook in code; tls.key and an EC client-key-data in base64;
AppRole pairs quoted and in JSON; Serbian, Somali "password-kaygu", an escaped notebook
assignment, `settings[ "SECRET_KEY" ]`; 26 look-alikes: "API-first", an all-letter API-,
Harness's documented shape, `$NGROK_AUTHTOKEN`, an Okta user id, a hex digest near "okta"
and "cio", placeholders of each format, Razorpay's key id and a Mapbox pk. under secret
names, `--with-token < file`, `echo $GH_TOKEN |`, AWS's documented presigned URL, a GitHub
signature header, an image CDN's hash, a certificate and a public key in base64, AppRole's
`secret_id_ttl` and `secret_id_accessor`, Serbian and Somali advice, a reference and a
non-secret name in brackets), first run: credentials 22 of 24 (base: 9), look-alikes flagged
1 of 26 (base: 2). Missed: glab's `--stdin` and `"secret_id": "…"` in JSON; flagged:
`token: pk.eyJ…` (the prose rule had no published-kind check). Fixed: `auth login … --stdin`,
the JSON key's closing quote, and the prose rule asks public_by_name. Final: 24 of 24, 0 of
26.

Probes (a script outside the suite, 35 benign lines the new rules could reach: "API-" words
and dated ids, "Sat."/"pat." abbreviations, ngrok commands, an Okta group id and a hex build
near "okta", Romanian words and a hex run after "cio", placeholders of each format, pytest
names near "mollie", FIREBASE_TOKEN prose, a PostgREST anon JWT, a certificate and a public key
in base64, AppRole and gh/glab logins with variables or files, English compounds after a
secret word, a zero-UUID Feishu hook, WeCom's upload_media URL, `config set` of non-secrets,
Postman's api_key block without a value, "ck_status"): base 1 flagged (the anon JWT), the
first version of the round 2 ("token-based auth is OAuth2", "API key-wise the limit is
5000/hour": the hyphenated suffix then read an English compound), now 0; those two and two
more compounds are look-alikes below (the suffix counts only with the copula right after it).

The value judge's path (the open item: syntax rules that hand a value to privacy._judge),
written after the fix: Mapbox pk. tokens in .NET `<add>` and `<setting>` elements and on
PowerShell's env: drive, Razorpay's key id by Set-Item, a publishable key as a default where
read: base 4 of 5 flagged, now 0 of 5; the Mapbox sk. token there stays refused (1 of 1, as
on the base).

Adyen's API key (AQE, a base64 body, "-", 43 base64 characters and "=", "-", a printable tail;
the shape its clients send in X-API-Key), a rule written after the variants with two cases
bare in chat and in a constructor and two look-alikes (prose naming the prefix, a
placeholder): base 0 of 2 caught, now 2 of 2; 0 of 2 flagged before and after.

Real text (bench/privacy_real_text.py's first probe, find_credentials over tldr-pages in every
language plus the venv's site-packages *.md/*.rst; its second, the docs repositories, was not
run: none of the mirrors is on this machine), base 99b1526 from an unpacked tree: 216,886
distinct paragraphs, 15 flagged before and after, 0 new, 0 gone (run on the fix's first
commit and again on the last).

Cost (callgrind, bench/safety_instructions.py --baseline 99b1526 --gates privacy --bodies
documentation,transcript,memories): documentation 669.413 -> 670.460 M instructions
(+0.2 %), transcript 685.426 -> 686.809 M (+0.2 %), one memory (mean) 1.432 -> 1.448 M
(+1.1 %). Measured on the way: the spaced subscript first written into the assignment regex
(and its reversed key-start search) cost 692.25 M on the transcript (+1.0 %); as a syntax
rule anchored on '" ]' it costs nothing measurable. Without the prose suffix (693.18 M) or
without every round 42 vendor rule (692.17 M) the count moved by under 1 M, about what two
runs of one version differ by (686.28 and 686.81 M for the final tree).

Left: a vendor's own documentation sample written bare near its name ("Mollie sample key
test_dHar4XY…", Mollie's API reference uses that key in every example) reads as a key; the
base flagged it already in a Bearer header and in `setApiKey(…)`.
"""

from __future__ import annotations

import base64
import string

import pytest

from fresh_round_cases import RoundValues, credential_cases, look_alike_cases, secret_classes
from memlane.core.privacy import find_credentials

_DRAWN = RoundValues(42)
_RNG = _DRAWN.rng
_chars = _DRAWN.chars
_h = _DRAWN.hex
_pw = _DRAWN.password
_uuid = _DRAWN.uuid
_UP = string.ascii_uppercase + string.digits
_LOW = string.ascii_lowercase + string.digits
_B64 = string.ascii_letters + string.digits + "+/"
_URLSAFE = string.ascii_letters + string.digits + "-_"


_b64 = _DRAWN.b64
_key = _DRAWN.key


def _ksuid() -> str:
    """A KSUID as ngrok's credential ids are written: 27 base62 characters led by a digit."""
    return _RNG.choice("12") + _chars(26)


def _harness(kind: str) -> str:
    return kind + "." + _chars(22) + "." + _chars(24) + "." + _chars(20)


_jwt = _DRAWN.jwt
_pem_b64 = _DRAWN.pem_b64


# --- the open list round 41 left ---------------------------------------------------------------


def _open_vendors() -> list[str]:
    """Vendor formats with no rule yet, written where no secret's name says what they are."""
    return [
        'var endpoint = new OctopusServerEndpoint("https://deploy.acme.io", "API-'
        + _chars(27, _UP)
        + '");',
        "staging octopus: API-" + _chars(30, _UP) + " (service account)",
        "SAT for the release pipeline: " + _harness("sat"),
        'client := harness.NewClient("https://app.harness.io", "' + _harness("pat") + '")',
        "ngrok: " + _ksuid() + "_" + _chars(21),
        'client = ngrok.Client("' + _ksuid() + "_" + _chars(21) + '")',
        "okta staging: 00" + _chars(40, _URLSAFE) + " (30-day inactivity expiry)",
        "crates.io cio" + _chars(32) + " expires in 90 days",
        "build.nvidia.com gave me nvapi-" + _chars(64, _URLSAFE),
        "braintree prod: access_token$production$" + _chars(16, _LOW) + "$" + _h(32),
        "mollie for the shop: live_" + _chars(30),
        '$mollie->setApiKey("live_' + _chars(30) + '");',
        "npm config set api_key " + _key(),
        "weather config set access_key " + _key() + " --profile home",
        '{"api_key": [{"key": "key", "value": "X-Api-Key"}, {"key": "value", "value": "'
        + _key()
        + '"}]}',
        'wcapi = API(url="https://shop.acme.io", consumer="ck_'
        + _h(40)
        + '", sec="cs_'
        + _h(40)
        + '")',
        "WooCommerce::Client.new('https://shop.acme.io', 'ck_" + _h(40) + "', 'cs_" + _h(40) + "')",
        "password-ku waa " + _pw(),
        "razorpay:\n  key_id: rzp_live_" + _chars(14) + "\n  key_secret: " + _chars(24),
        "MAPBOX_SECRET=sk.eyJ1Ijoi" + _chars(20) + "." + _chars(22, _URLSAFE),
        "SUPABASE_SERVICE_ROLE_KEY="
        + _jwt({"iss": "supabase", "ref": _chars(20, _LOW), "role": "service_role"}),
    ]


def _published_values() -> list[str]:
    """Values their vendors publish by design (a browser or an app ships them): must pass."""
    return [
        "var options = { key: 'rzp_live_" + _chars(14) + "', amount: 50000 };",
        "RAZORPAY_KEY_ID=rzp_test_" + _chars(14),
        "mapboxgl.accessToken = 'pk.eyJ1Ijoi" + _chars(20) + "." + _chars(22, _URLSAFE) + "';",
        "MAPBOX_TOKEN=pk.eyJ1Ijoi" + _chars(20) + "." + _chars(22, _URLSAFE),
        "NEXT_PUBLIC_FIREBASE_API_KEY=AIza" + _chars(35, _URLSAFE),
        'const firebaseConfig = {\n  apiKey: "AIza'
        + _chars(35, _URLSAFE)
        + '",\n  authDomain: "acme-app.firebaseapp.com",\n  projectId: "acme-app",\n};',
        "STRIPE_PUBLISHABLE_KEY=pk_live_" + _chars(99),
        "NEXT_PUBLIC_SUPABASE_ANON_KEY="
        + _jwt({"iss": "supabase", "ref": _chars(20, _LOW), "role": "anon"}),
        "POSTHOG_KEY=phc_" + _chars(43),
        "VITE_CLERK_PUBLISHABLE_KEY=pk_test_" + _chars(40),
        "BRAINTREE_TOKENIZATION_KEY=production_" + _chars(8, _LOW) + "_" + _chars(16, _LOW),
        "SENTRY_DSN=https://"
        + _h(32)
        + "@o"
        + _DRAWN.digits(6)
        + ".ingest.sentry.io/"
        + _DRAWN.digits(7),
        "GOOGLE_CLIENT_ID=" + _DRAWN.digits(12) + "-" + _chars(32, _LOW) + ".apps.googleusercont"
        "ent.com",
        "NEXT_PUBLIC_ALGOLIA_SEARCH_KEY=" + _h(32),
        "password-ku waa inuu dheeraadaa",
    ]


# --- the cold sweep: credentials, by kind -------------------------------------------------------


def _notebooks() -> list[str]:
    """Jupyter notebooks as JSON: cells' sources and outputs, magics."""
    return [
        '{"cell_type": "code", "source": ["import os\\n", "os.environ[\\"WANDB_API_KEY\\"] = \\"'
        + _h(40)
        + '\\"\\n"]}',
        '{"cell_type": "code", "execution_count": 4, "source": ["client = Client(api_key=\''
        + _key()
        + "')\"]}",
        '"source": ["%env DEEPL_AUTH_KEY=' + _uuid() + ':fx"]',
        '"source": ["!curl -H \'Authorization: Token ' + _h(40) + "' https://api.acme.io/v1/jobs"
        '"]',
        '"outputs": [{"name": "stdout", "output_type": "stream", "text": ["connected, session se'
        "cret " + _chars(40) + '\\n"]}]',
        '"source": ["conn = pymysql.connect(host=\\"db\\", user=\\"etl\\", passwd=\\"'
        + _pw()
        + '\\")"]',
        '"source": ["DB_URL = \\"postgresql://etl:' + _pw() + '@db.acme.io:5432/warehouse\\""]',
        "In [7]: cfg['smtp_password'] = '" + _pw() + "'",
    ]


def _automation() -> list[str]:
    """Ansible inventories and extra vars, Helm, CI files (GitLab, CircleCI, Actions, Azure,
    Jenkins, Bitbucket)."""
    return [
        "[web]\nweb1 ansible_host=10.0.0.5 ansible_user=deploy ansible_password=" + _pw(),
        "[all:vars]\nansible_become_pass=" + _pw(),
        "all:\n  hosts:\n    db1:\n      ansible_ssh_pass: " + _pw(),
        'ansible-playbook site.yml -e "db_password=' + _pw() + '"',
        "helm upgrade --install pg bitnami/postgresql --set-string auth.postgresPassword=" + _pw(),
        "redis:\n  auth:\n    enabled: true\n    password: " + _pw(),
        'variables:\n  SONAR_TOKEN: "' + _h(40) + '"\n  SONAR_HOST_URL: https://sonar.acme.io',
        'deploy:\n  script:\n    - curl -u "deploy:' + _pw() + '" --upload-file app.tgz https://'
        "nexus.acme.io/",
        "jobs:\n  test:\n    environment:\n      COVERALLS_REPO_TOKEN: " + _key(),
        "- uses: acme/upload-action@v2\n  with:\n    api-key: " + _key(),
        "variables:\n- name: ACR_PASSWORD\n  value: " + _pw(),
        "pipeline {\n  environment {\n    API_TOKEN = '" + _key() + "'\n  }\n}",
        "- pipe: atlassian/aws-s3-deploy:1.1.0\n  variables:\n    AWS_SECRET_ACCESS_KEY: '"
        + _chars(40, _B64)
        + "'",
        "run: echo '" + _key() + "' | gh auth login --with-token",
    ]


def _tool_files() -> list[str]:
    """kubeconfig, docker and registry clients, package managers' credential files."""
    return [
        "users:\n- name: admin\n  user:\n    client-certificate-data: "
        + _pem_b64("CERTIFICATE")
        + "\n    client-key-data: "
        + _pem_b64("RSA PRIVATE KEY"),
        "users:\n- name: ci\n  user:\n    token: " + _chars(40, _LOW),
        "users:\n- name: ops\n  user:\n    username: ops\n    password: " + _pw(),
        '{"auths": {"registry.acme.io": {"identitytoken": "' + _chars(48, _URLSAFE) + '"}}}',
        'npmRegistries:\n  "https://nexus.acme.io/repository/npm/":\n    npmAuthToken: "NpmToken.'
        + _uuid()
        + '"',
        "[acme]\nrepository = https://pypi.acme.io/\nusername = ci\npassword = " + _pw(),
        "https://x-token-auth:" + _chars(40) + "@bitbucket.org",
        "default login anonymous password " + _pw(),
        "machine api.acme.io\n\tlogin ci\n\tpassword\t" + _pw(),
        "[global]\nindex-url = https://ci:" + _pw() + "@pypi.acme.io/simple",
        "systemProp.https.proxyPassword=" + _pw(),
        "signing.password=" + _pw() + "\nsigning.keyId=" + _h(8).upper(),
        '{"http-basic": {"repo.acme.io": {"username": "ci", "password": "' + _pw() + '"}}}',
        "Unseal Key 1: " + _b64(33),
        "vault write auth/approle/login role_id=" + _uuid() + " secret_id=" + _uuid(),
        "export CONSUL_HTTP_TOKEN=" + _uuid(),
    ]


def _connection_strings() -> list[str]:
    """Connection strings of databases and brokers."""
    return [
        "amqps://etl:" + _pw() + "@mq.acme.io:5671/prod",
        "rediss://default:" + _pw() + "@redis.acme.io:6380/0",
        "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required usern"
        'ame="etl" password="' + _pw() + '";',
        "Server=tcp:db,1433;Database=shop;User Id=sa;Pwd=" + _pw() + ";",
        "jdbc:oracle:thin:scott/" + _pw() + "@db.acme.io:1521/ORCL",
        "clickhouse://default:" + _pw() + "@ch.acme.io:9440/default?secure=true",
        "snowflake://etl:" + _pw() + "@acme-xy12345/analytics/public?warehouse=wh",
        "neo4j+s://neo4j:" + _pw() + "@ab12cd34.databases.neo4j.io",
        "cqlsh -u cassandra -p " + _pw() + " node1.acme.io",
        "mqtts://device42:" + _pw() + "@broker.acme.io:8883",
        "nats://svc:" + _pw() + "@nats.acme.io:4222",
        "https://elastic:" + _pw() + "@es.acme.io:9243",
        "Driver={PostgreSQL Unicode};Server=db;Port=5432;Database=shop;Uid=app;Pwd=" + _pw() + ";",
        "mongodb://app:" + _pw() + "@m1:27017,m2:27017/shop?replicaSet=rs0&authSource=admin",
        "host=db.acme.io port=5432 dbname=shop user=app password=" + _pw() + " sslmode=require",
        "DATABASE_URL=mysql2://app:" + _pw() + "@db.acme.io/shop?pool=5",
    ]


def _webhooks() -> list[str]:
    """Chat webhooks that post with nothing else: the URL is the credential."""
    return [
        "https://chat.googleapis.com/v1/spaces/AAAA"
        + _chars(7, _URLSAFE)
        + "/messages?key=AIzaSy"
        + _chars(33, _URLSAFE)
        + "&token="
        + _chars(43, _URLSAFE),
        "https://chat.acme.io/hooks/" + _chars(26, _LOW),
        "https://rocket.acme.io/hooks/" + _chars(24, _LOW) + "/" + _chars(48),
        "https://oapi.dingtalk.com/robot/send?access_token=" + _h(64),
        "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + _uuid(),
        "https://open.feishu.cn/open-apis/bot/v2/hook/" + _uuid(),
        "https://open.larksuite.com/open-apis/bot/v2/hook/" + _uuid(),
        "https://prod-42.westeurope.logic.azure.com:443/workflows/"
        + _h(32)
        + "/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv"
        "=1.0&sig=" + _chars(43, _URLSAFE),
        "https://webexapis.com/v1/webhooks/incoming/" + _chars(120, _URLSAFE),
        "ALERT_WEBHOOK=https://chat.acme.io/hooks/" + _chars(26, _LOW),
    ]


def _signed_urls() -> list[str]:
    """URLs carrying a signature that grants access until they expire."""
    return [
        "https://acme.blob.core.windows.net/exports/q4.csv?sv=2022-11-02&ss=b&srt=co&sp=rwdlac"
        "&se=2026-12-31T00:00:00Z&st=2026-12-01T00:00:00Z&spr=https&sig="
        + _chars(43, _B64).replace("/", "%2F").replace("+", "%2B")
        + "%3D",
        "https://storage.googleapis.com/acme-exports/q4.csv?X-Goog-Algorithm=GOOG4-RSA-SHA256"
        "&X-Goog-Credential=exporter%40acme.iam.gserviceaccount.com%2F20261204%2Fauto%2Fstorage"
        "%2Fgoog4_request&X-Goog-Date=20261204T101500Z&X-Goog-Expires=604800"
        "&X-Goog-SignedHeaders=host&X-Goog-Signature=" + _h(512),
        "https://d111111abcdef8.cloudfront.net/video.mp4?Expires=1767225600&Signature="
        + _chars(172, _URLSAFE + "~")
        + "&Key-Pair-Id=K"
        + _chars(13, _UP),
        "Endpoint=sb://acme.servicebus.windows.net/;SharedAccessSignature=SharedAccessSignature "
        "sr=acme.servicebus.windows.net&sig="
        + _chars(43, _B64).replace("/", "%2F").replace("+", "%2B")
        + "%3D&se=1767225600&skn=RootManageSharedAccessKey",
        "BlobEndpoint=https://acme.blob.core.windows.net/;SharedAccessSignature=sv=2022-11-02&ss=b"
        "&srt=sco&sp=rl&se=2026-12-31&sig=" + _chars(43, _B64).replace("/", "%2F") + "%3D",
        "presigned: https://acme-reports.s3.eu-west-1.amazonaws.com/q4.pdf?X-Amz-Algorithm="
        "AWS4-HMAC-SHA256&X-Amz-Credential=AKIA"
        + _chars(16, _UP)
        + "%2F20261204%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261204T101500Z&X-Amz-Expires"
        "=3600"
        "&X-Amz-SignedHeaders=host&X-Amz-Signature=" + _h(64),
    ]


def _logs() -> list[str]:
    """Secrets in stack traces, error dumps and log lines."""
    return [
        'psycopg2.OperationalError: connection to server at "db" failed\n'
        "DSN: host=db user=app password=" + _pw() + " dbname=shop",
        'DEBUG urllib3.connectionpool: https://api.acme.io:443 "GET /v1/items?api_key='
        + _key()
        + ' HTTP/1.1" 200 512',
        "INFO request headers={'Authorization': 'Basic "
        + base64.b64encode(("svc:" + _pw()).encode()).decode()
        + "', 'Accept': '*/*'}",
        "Caused by: org.postgresql.util.PSQLException: FATAL: no pg_hba.conf entry\n"
        "  url=jdbc:postgresql://db:5432/shop?user=app&password=" + _pw(),
        "AxiosError: Request failed with status code 401\n  config: {\n    headers: { 'x-api-key"
        "': '" + _key() + "' }\n  }",
        'level=error msg="auth failed" user=svc token=' + _h(40),
        '10.0.0.9 - - [04/Dec/2026:10:15:00 +0000] "GET /download?token='
        + _chars(40)
        + ' HTTP/1.1" 200 5120',
        "config: {Host:db User:app Password:" + _pw() + " SSLMode:disable}",
        "System.Data.SqlClient.SqlException: Login failed. ConnectionString='Server=db;User ID=s"
        "a;Password=" + _pw() + "'",
        '"Env": [\n    "POSTGRES_PASSWORD=' + _pw() + '",\n    "PATH=/usr/local/sbin:/usr/local/'
        'bin"\n]',
        "SESSION_SECRET=" + _h(64) + "\nHOME=/home/app",
        "ActiveRecord::ConnectionNotEstablished: (host: db, username: app, password: "
        + _pw()
        + ")",
    ]


def _chat() -> list[str]:
    """Chat, in English and in languages no round had (and a secret word with a suffix)."""
    return [
        "here's the staging db pw -> " + _pw(),
        "creds for the sftp box: deploy / " + _pw(),
        "Lösenordet till wifi är " + _pw(),
        "Passordet til wifi er " + _pw(),
        "Adgangskoden til wifi er " + _pw(),
        "Wifin salasana on " + _pw(),
        "A wifi jelszó: " + _pw(),
        "Parola de la wifi este " + _pw(),
        "Heslo na wifi je " + _pw(),
        "Lozinka za wifi je " + _pw(),
        "Лозинка за вајфај је " + _pw(),
        "Wifi slaptažodis yra " + _pw(),
        "Wifi parole ir " + _pw(),
        "Wifi parool on " + _pw(),
        "La contrasenya del wifi és " + _pw(),
        "Wifiaren pasahitza " + _pw() + " da",
        "Kata sandi wifi adalah " + _pw(),
        "Kata laluan wifi ialah " + _pw(),
        "ওয়াইফাই পাসওয়ার্ড হল " + _pw(),
        "وائی فائی کا پاس ورڈ " + _pw() + " ہے",
        "वाइफाइको पासवर्ड " + _pw() + " हो",
        "Wifi şifrəsi " + _pw(),
        "Die wifi-wagwoord is " + _pw(),
        "Yeni şifrem: " + _pw(),
    ]


CREDENTIALS = {
    "open list": _open_vendors(),
    "notebooks": _notebooks(),
    "automation": _automation(),
    "tool files": _tool_files(),
    "connection strings": _connection_strings(),
    "webhooks": _webhooks(),
    "signed urls": _signed_urls(),
    "logs": _logs(),
    "chat": _chat(),
}


# --- look-alikes, in the same places -----------------------------------------------------------


def _notebook_look_alikes() -> list[str]:
    return [
        '{"cell_type": "code", "source": ["import os\\n", "key = os.environ[\\"WANDB_API_KEY\\"]'
        '\\n"]}',
        '{"cell_type": "code", "execution_count": 4, "source": ["client = Client(api_key=getpass'
        '())"]}',
        '"source": ["%env DEEPL_AUTH_KEY="]',
        '"source": ["from google.colab import userdata\\n", "key = userdata.get(\'OPENAI_KEY\')"]',
        '"outputs": [{"data": {"image/png": "iVBORw0KGgoAAAANSUhEUgAA' + _b64(300) + '"}}]',
        '"metadata": {"id": "' + _chars(12, _URLSAFE) + '", "colab": {"base_uri": "https://local'
        'host:8080/"}}',
        '"outputs": [{"text": ["sha256: ' + _h(64) + '\\n"]}]',
        '"source": ["!pip install -q openai==1.30.1"]',
        '"source": ["conn = pymysql.connect(host=\\"db\\", user=\\"etl\\", passwd=os.environ[\\"'
        'PW\\"])"]',
        "In [7]: cfg['smtp_password'] = getpass.getpass('SMTP password: ')",
        '"outputs": [{"text": ["Password: \\u00b7\\u00b7\\u00b7\\u00b7\\u00b7\\u00b7\\u00b7\\u00'
        'b7\\n"]}]',
    ]


def _automation_look_alikes() -> list[str]:
    return [
        "[web]\nweb1 ansible_host=10.0.0.5 ansible_user=deploy",
        "[all:vars]\nansible_become_pass={{ vault_become_pass }}",
        "all:\n  vars:\n    ansible_ssh_pass: !vault |\n      $ANSIBLE_VAULT;1.1;AES256\n      "
        + _h(64)
        + "\n      "
        + _h(64),
        "ansible-playbook site.yml --vault-password-file ~/.vault_pass.txt",
        "helm upgrade --install pg bitnami/postgresql --set auth.existingSecret=pg-auth",
        "redis:\n  auth:\n    enabled: true\n    existingSecret: redis-auth",
        "variables:\n  SONAR_TOKEN: $SONAR_TOKEN\n  SONAR_HOST_URL: https://sonar.acme.io",
        'deploy:\n  script:\n    - curl -u "deploy:$NEXUS_PW" --upload-file app.tgz https://nexu'
        "s.acme.io/",
        '- restore_cache:\n    keys:\n      - v1-deps-{{ checksum "package-lock.json" }}',
        "- uses: acme/upload-action@v2\n  with:\n    api-key: ${{ secrets.UPLOAD_API_KEY }}",
        "variables:\n- name: ACR_PASSWORD\n  value: $(acr-password)",
        "pipeline {\n  environment {\n    API_TOKEN = credentials('api-token')\n  }\n}",
        'env:\n  global:\n    - secure: "' + _b64(256) + '"',
        "cache:\n  key: ${CI_COMMIT_REF_SLUG}\n  paths:\n    - node_modules/",
        "- uses: actions/checkout@v4\n  with:\n    token: ${{ github.token }}",
        "run: gh auth login --with-token < token.txt",
    ]


def _tool_file_look_alikes() -> list[str]:
    return [
        "clusters:\n- cluster:\n    certificate-authority-data: "
        + _pem_b64("CERTIFICATE")
        + "\n    server: https://k8s.acme.io:6443",
        "users:\n- name: admin\n  user:\n    client-certificate-data: " + _pem_b64("CERTIFICATE"),
        "users:\n- name: ci\n  user:\n    exec:\n      command: aws\n      args: [eks, get-token]",
        '{"auths": {"registry.acme.io": {}}, "credsStore": "desktop"}',
        'npmRegistries:\n  "https://nexus.acme.io/repository/npm/":\n    npmAuthToken: "${NPM_TO'
        'KEN}"',
        "[acme]\nrepository = https://pypi.acme.io/\nusername = __token__",
        "https://bitbucket.org/acme/api.git",
        "default login anonymous password",
        "machine api.acme.io\n\tlogin ci",
        "[global]\nindex-url = https://pypi.org/simple\ntimeout = 60",
        "systemProp.https.proxyHost=proxy.acme.io\nsystemProp.https.proxyPort=3128",
        "signing.keyId=" + _h(8).upper() + "\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring."
        "gpg",
        '{"http-basic": {"repo.acme.io": {"username": "ci", "password": "%env(REPO_PW)%"}}}',
        "Unseal Key (will be hidden):",
        "Unseal Progress: 1/3\nUnseal Nonce: " + _uuid(),
        "vault write auth/approle/role/ci secret_id_ttl=10m token_ttl=20m",
        "export CONSUL_HTTP_ADDR=https://consul.acme.io:8501",
        "role_id: " + _uuid(),
    ]


def _connection_look_alikes() -> list[str]:
    return [
        "amqps://etl@mq.acme.io:5671/prod",
        "rediss://default:${REDIS_PASSWORD}@redis.acme.io:6380/0",
        "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required usern"
        'ame="etl" password="${KAFKA_PASSWORD}";',
        "Server=tcp:db,1433;Database=shop;Trusted_Connection=yes;",
        "jdbc:oracle:thin:@db.acme.io:1521/ORCL",
        "clickhouse://default:@ch.acme.io:9440/default?secure=true",
        "snowflake://etl:<password>@acme-xy12345/analytics/public",
        "neo4j+s://ab12cd34.databases.neo4j.io",
        "cqlsh -u cassandra node1.acme.io",
        "mqtts://broker.acme.io:8883",
        "nats://svc:****@nats.acme.io:4222",
        "https://es.acme.io:9243/_cluster/health",
        "Driver={PostgreSQL Unicode};Server=db;Port=5432;Database=shop;Uid=app;Pwd=%(password)s;",
        "mongodb://m1:27017,m2:27017/shop?replicaSet=rs0",
        "host=db.acme.io port=5432 dbname=shop user=app sslmode=require",
        "DATABASE_URL=mysql2://app:{password}@db.acme.io/shop?pool=5",
    ]


def _webhook_look_alikes() -> list[str]:
    return [
        "https://chat.googleapis.com/v1/spaces/SPACE_ID/messages?key=KEY&token=TOKEN",
        "https://chat.acme.io/hooks/xxx-generatedkey-xxx",
        "https://developers.mattermost.com/integrate/webhooks/incoming/",
        "https://oapi.dingtalk.com/robot/send?access_token=xxx",
        "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=YOUR_KEY",
        "https://open.feishu.cn/open-apis/bot/v2/hook/xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
        "https://open.feishu.cn/document/client-docs/bot-v3/add-custom-bot",
        "url = f'https://open.feishu.cn/open-apis/bot/v2/hook/{token}'",
        "https://prod-42.westeurope.logic.azure.com:443/workflows/<id>/triggers/manual/paths/invoke"
        "?api-version=2016-06-01&sig=<signature>",
        "https://webexapis.com/v1/webhooks",
        "ALERT_WEBHOOK=${ALERT_WEBHOOK_URL}",
        "https://api.github.com/repos/acme/api/hooks/" + _DRAWN.digits(9),
    ]


def _signed_url_look_alikes() -> list[str]:
    return [
        "https://acme.blob.core.windows.net/exports/q4.csv?sv=2022-11-02&sp=r&sig=<SAS>",
        "https://storage.googleapis.com/acme-public/logo.png",
        "Set X-Goog-Signature to the hex-encoded RSA signature of the string to sign.",
        "https://d111111abcdef8.cloudfront.net/video.mp4?Expires=1767225600&Signature=SIGNATURE"
        "&Key-Pair-Id=KEYPAIRID",
        "https://cdn.acme.io/app.js?v=" + _h(20),
        "https://cdn.acme.io/app.css?hash=" + _h(64),
        '<script src="https://cdn.acme.io/app.js" integrity="sha384-'
        + _b64(48)
        + '" crossorigin="anonymous"></script>',
        "https://github.com/acme/cli/releases/download/v1.2.3/cli_linux_amd64.tar.gz",
        "sig=REDACTED&se=2026-12-31",
        "https://acme.servicebus.windows.net/orders/messages?timeout=60",
    ]


def _log_look_alikes() -> list[str]:
    return [
        'psycopg2.OperationalError: FATAL: password authentication failed for user "app"',
        'DEBUG urllib3.connectionpool: https://api.acme.io:443 "GET /v1/items?page=2 HTTP/1.1" 2'
        "00 512",
        "INFO request headers={'Authorization': '[REDACTED]', 'Accept': '*/*'}",
        "  url=jdbc:postgresql://db:5432/shop?user=app&password=***",
        "AxiosError: Request failed with status code 401\n  config: {\n    headers: { 'x-api-key"
        "': '<redacted>' }\n  }",
        'level=error msg="auth failed" user=svc token=None',
        'level=info msg="request done" trace_id=' + _h(32) + " span_id=" + _h(16),
        '10.0.0.9 - - [04/Dec/2026:10:15:00 +0000] "GET /download?id='
        + _DRAWN.digits(8)
        + ' HTTP/1.1" 200',
        "config: {Host:db User:app Password: SSLMode:disable}",
        "X-Request-Id: " + _uuid(),
        'ETag: "' + _h(32) + '"',
        '"Env": [\n    "POSTGRES_PASSWORD_FILE=/run/secrets/pg",\n    "PATH=/usr/local/bin"\n]',
        "HOME=/home/app\nLANG=C.UTF-8\nSHLVL=1",
        "api_key=****" + _h(4) + " (masked)",
        "password=<hidden> user=app host=db",
        "commit " + _h(40) + " (HEAD -> main)",
    ]


def _chat_look_alikes() -> list[str]:
    return [
        "here's the staging db pw -> it's in 1Password under 'staging'",
        "creds for the sftp box are in the vault",
        "Lösenordet till wifi sitter på routern",
        "Passordet til wifi står på ruteren",
        "Adgangskoden til wifi står bag på routeren",
        "Wifin salasana on reitittimen pohjassa",
        "A wifi jelszó a routeren van",
        "Parola de la wifi este pe router",
        "Heslo na wifi je na routeri",
        "Lozinka za wifi je na ruteru",
        "Лозинка за вајфај је на рутеру",
        "Wifi slaptažodis yra ant maršrutizatoriaus",
        "Wifi parole ir uz rūtera",
        "Wifi parool on ruuteri all",
        "La contrasenya del wifi és al router",
        "Wifiaren pasahitza routerrean dago",
        "Kata sandi wifi ada di belakang router",
        "Kata laluan wifi ada pada penghala",
        "ওয়াইফাই পাসওয়ার্ড রাউটারের পিছনে লেখা আছে",
        "وائی فائی کا پاس ورڈ راؤٹر پر لکھا ہے",
        "वाइफाइको पासवर्ड राउटरमा लेखिएको छ",
        "Wifi şifrəsi routerin arxasındadır",
        "Die wifi-wagwoord is op die router",
        "Yeni şifrem çok uzun",
    ]


LOOK_ALIKES = {
    "published values": _published_values(),
    "notebooks": _notebook_look_alikes(),
    "automation": _automation_look_alikes(),
    "tool files": _tool_file_look_alikes(),
    "connection strings": _connection_look_alikes(),
    "webhooks": _webhook_look_alikes(),
    "signed urls": _signed_url_look_alikes(),
    "logs": _log_look_alikes(),
    "chat": _chat_look_alikes(),
}

# --- variants, written after the fix ----------------------------------------------------------


def _variants() -> list[str]:
    """New credentials in the same kinds, not seen while fixing."""
    return [
        '["https://deploy.acme.io", "API-' + _chars(32, _UP) + '"]',
        "tokens:\n  - " + _harness("pat"),
        "NGROK " + _ksuid() + "_" + _chars(22),
        "okta-cli: 00" + _chars(40, _URLSAFE) + " (org acme)",
        "cargo login cio" + _chars(32),
        'keys = ["nvapi-' + _chars(64, _URLSAFE) + '"]',
        '{"bt": "access_token$sandbox$' + _chars(16, _LOW) + "$" + _h(32) + '"}',
        "Mollie test key: test_" + _chars(30),
        "GEMINI_API_KEY=AIza" + _chars(35, _URLSAFE),
        'genai.configure(api_key="AIza' + _chars(35, _URLSAFE) + '")',
        "printf '%s' '" + _key() + "' | glab auth login --stdin --hostname gitlab.acme.io",
        "echo '" + _key() + "' | gh auth login --hostname ghe.acme.io --with-token",
        '$sas = "https://acme.blob.core.windows.net/c?sp=r&st=2026-12-01T00:00:00Z'
        "&se=2026-12-31T00:00:00Z&spr=https&sv=2022-11-02&sr=c&sig="
        + _chars(43, _B64).replace("/", "%2F").replace("+", "%2B")
        + '%3D"',
        "https://storage.googleapis.com/acme/q4.csv?GoogleAccessId=svc%40acme.iam.gserviceaccoun"
        "t.com"
        "&Expires=1767225600&Signature="
        + _chars(342, _B64).replace("/", "%2F").replace("+", "%2B"),
        "https://oapi.dingtalk.com/robot/send?access_token="
        + _h(64)
        + "&timestamp=1767225600000&sign="
        + _chars(43, _B64).replace("/", "%2F").replace("+", "%2B")
        + "%3D",
        'WEBHOOK = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + _uuid() + '"',
        "tls:\n  key: " + _pem_b64("PRIVATE KEY"),
        "users:\n- name: edge\n  user:\n    client-key-data: " + _pem_b64("EC PRIVATE KEY"),
        'vault write auth/approle/login role_id="' + _uuid() + '" secret_id="' + _uuid() + '"',
        '{"role_id": "' + _uuid() + '", "secret_id": "' + _uuid() + '"}',
        "Лозинка за сервер је " + _pw(),
        "password-kaygu waa " + _pw(),
        '"source": ["os.environ[\\"COHERE_API_KEY\\"] = \\"' + _chars(40) + '\\"\\n"]',
        'settings[ "SECRET_KEY" ] = "' + _chars(50, _B64) + '"',
    ]


def _variant_look_alikes() -> list[str]:
    """New look-alikes in the same places."""
    return [
        "API-first design: every feature ships behind a versioned endpoint",
        "the X-Octopus-ApiKey header takes API-VERSIONINGANDDEPRECATIONPOLICY",
        "Harness tokens: pat.<accountId>.<tokenId>.<secret>",
        "ngrok config add-authtoken $NGROK_AUTHTOKEN",
        "okta user 00u" + _chars(17) + " was deactivated",
        "okta: sha1 00" + _h(40),
        "crates.io cio" + _h(32) + " is the index commit",
        "NVIDIA_API_KEY=nvapi-YOUR_API_KEY",
        "access_token$production$xxxxxxxxxxxxxxxx$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "mollie: live_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "RAZORPAY_KEY=rzp_live_" + _chars(14),
        "token: pk.eyJ1Ijoi" + _chars(20) + "." + _chars(22, _URLSAFE),
        "gh auth login --with-token < token.txt",
        "echo $GH_TOKEN | gh auth login --with-token",
        "https://acme.blob.core.windows.net/c?sp=r&se=2026-12-31&sv=2022-11-02&sig=<signature>",
        "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256"
        "&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request"
        "&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host"
        "&X-Amz-Signature=<signature>",
        "X-Hub-Signature-256: sha256=" + _h(64),
        "https://img.acme.io/p/42.jpg?w=200&h=200&s=" + _h(32),
        "tls:\n  crt: " + _pem_b64("CERTIFICATE"),
        "publicKey: " + _pem_b64("PUBLIC KEY"),
        "vault write auth/approle/role/ci secret_id_num_uses=1 secret_id_ttl=10m",
        '{"role_id": "' + _uuid() + '", "secret_id_accessor": "' + _uuid() + '"}',
        "Лозинка је промењена јуче",
        "password-ku waa in la beddelo",
        'settings[ "SECRET_KEY" ] = os.environ["DJANGO_SECRET"]',
        'grid[ "row" ] = "' + _chars(20) + '"',
    ]


def _probe_look_alikes() -> list[str]:
    """Benign lines the new rules could reach, flagged by a first version of the suffix rule
    (an English compound's hyphen before a noun, not a copula)."""
    return [
        "token-based auth is OAuth2",
        "API key-wise the limit is 5000/hour",
        "password-based key is Argon2id",
        "password-less login is Okta's default",
    ]


def _judged_values() -> tuple[list[str], list[str]]:
    """The open item's other path: a value under a secret's name in syntax the value judge
    (`privacy._judge`) reads (.NET settings, PowerShell's env: drive, a default where read):
    published keys pass, the secret half stays refused."""
    pk = "pk.eyJ1Ijoi" + _chars(20) + "." + _chars(22)
    published = [
        '<add key="MapboxToken" value="' + pk + '" />',
        '$env:MAPBOX_TOKEN = "' + pk + '"',
        'Set-Item Env:RAZORPAY_KEY -Value "rzp_live_' + _chars(14) + '"',
        '<setting name="MapboxAccessToken" serializeAs="String"><value>'
        + pk
        + "</value></setting>",
        'key = ENV.fetch("STRIPE_PUBLISHABLE_KEY", "pk_live_' + _chars(40) + '")',
    ]
    secret = ['$env:MAPBOX_TOKEN = "sk.eyJ1Ijoi' + _chars(20) + "." + _chars(22) + '"']
    return secret, published


_JUDGED_SECRETS, _JUDGED_PUBLISHED = _judged_values()


def _adyen() -> tuple[list[str], list[str]]:
    """Adyen's API key (written with its rule, after the variants): the three parts bare."""
    key = "AQE" + _b64(60) + "-" + _b64(32)[:43] + "=-" + _chars(16, _B64 + "()[]{};:^~")
    return (
        ["adyen test merchant: " + key, 'const client = new Client("' + key + '");'],
        [
            "Adyen API keys start with AQE and are shown once in the Customer Area.",
            "X-API-Key: AQE...your_api_key...",
        ],
    )


_ADYEN, _ADYEN_LOOK_ALIKES = _adyen()
VARIANTS = _variants() + _JUDGED_SECRETS + _ADYEN
VARIANT_LOOK_ALIKES = (
    _variant_look_alikes() + _probe_look_alikes() + _JUDGED_PUBLISHED + _ADYEN_LOOK_ALIKES
)


@pytest.mark.parametrize("text", credential_cases(globals()))
def test_round_42_credentials_are_refused(text: str) -> None:
    assert secret_classes(text), text


@pytest.mark.parametrize("text", look_alike_cases(globals()))
def test_round_42_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text
