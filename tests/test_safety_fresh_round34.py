"""Write gate, round 34: what a coding agent's memories hold from config files and build
setups, written cold and scored before any fix (issue 19).

Fifty-eight credentials: connection strings of less common drivers (JDBC MySQL query
parameters, SQL Server's `;password=`, Oracle thin's `user/password@`, ODBC `Pwd=`, ADO.NET
`PWD=` inside appsettings JSON, MongoDB SRV, AMQPS, a Redis URL with an empty user, an SMTP URL
with an encoded address, Kafka's JAAS line); build files (Dockerfile `ARG` and the legacy
`ENV NAME value`, an `.npmrc` written by `RUN echo`, a Secret's `data:` and `stringData:`, a
kubeconfig token, a Terraform variable default, a tfvars key, a provider block, GitHub
Actions `env:` and `with: password:`, `.npmrc` `_auth` and a UUID `_authToken`, pip.conf,
Maven's settings.xml, Gradle properties, Docker's config.json, a git remote and
~/.git-credentials, Ansible YAML vars and an inventory line); session cookies in `curl -b` and
`--cookie`, a service account's one-line escaped PEM and an OpenSSH key in a shell string;
vendors' formats read on their pages (Okta's `SSWS` scheme, Elasticsearch's `ApiKey` header,
Octopus Deploy's `X-Octopus-ApiKey: API-…`, a Cloudflare tunnel token, JFrog's AKCp key,
Braintree's `access_token$production$…`, an X/Twitter app-only bearer token, Postmark's
server token); and secrets handed to the tools that store them (`poetry`/`composer config
http-basic`, `aws configure set`, `npm config set`, `gh secret set --body`, a literal piped
into `gh secret set` or `docker login --password-stdin`, `helm --set`, a git `insteadOf` URL,
wget's `PRIVATE-TOKEN` header, `vault login s.…`, a UUID Consul token, a systemd
`Environment=`, a Secret whose `.dockerconfigjson` or `DATABASE_URL` value is base64 of a
login). Sixty-one look-alikes in the same shapes: the same connection strings without a
secret or with `${VAR}` and `<password>`, a docs example's `Pwd=myPassword`, references
(`${{ secrets.X }}`, `var.db_password`, `secretKeyRef`, `{{ vault_become_pass }}`,
`--mount=type=secret`), public keys and certificates in escaped PEM, image digests, npm
integrity hashes, UUID request ids, a commit id, base64 of plain text, encrypted values that
are safe to commit (an Ansible Vault block, a SOPS `ENC[…]`, a SealedSecret), and the same
commands with nothing secret on them.

Caught on first contact: credentials 52 of 58, look-alikes flagged 0 of 61. (The first 43
and 44 were written together and scored 41 of 43 and 0 of 44; so much was caught that the
commands group, 15 and 17, was written next, still before any change: 11 of 15, 0 of 17.)
Missed, and now structures: a variable set by a directive without an operator (Dockerfile's
`ENV NAME value`, and with it csh's `setenv`, fish's `set -gx`, Apache's `SetEnv`, nginx's
`fastcgi_param`; core/privacy_dialects.py); a literal piped into a program that stores it as
a secret, judged by the name it is stored under (core/privacy_commands.py); a CLI's login
given its token by position, at a command's start and after `--opt=value` options only
(`vault login`, `wandb login`, `snyk auth`; core/privacy_positional.py); a Kubernetes
Secret's data values decoded and scanned like any text, whatever their keys are called
(core/privacy_encoded.py, new); the X app-only bearer token (a run of "A", URL-encoded
base64 with its %3D; core/privacy_tokens.py).

Reworded variants written after those fixes, first run: credentials 17 of 17, look-alikes
flagged 1 of 19 (`echo 'production' | vercel env add NODE_ENV`: the piped value was judged as
a password; it is now judged by the name it is stored under). Fixed.

A second set written after the round's first commit (cloud CLIs and app config: Backblaze's
`b2 account authorize`, `cargo login`, `dotnet user-secrets set`, `netlify env:set`, `doppler
secrets set`, `aws secretsmanager --secret-string`, macOS `security … -w`, NuGet's
`ClearTextPassword`, a web.config connection string, Spring YAML, rclone, an Azure blob SAS
URL, `az login -p`, DigitalOcean Spaces, OCI's `pass_phrase`, and twenty look-alikes), first
run: credentials 13 of 20, look-alikes flagged 0 of 20. Missed, now structures: a CLI's
`set NAME VALUE` read with the name in any case and quoted (`STRIPE_SECRET_KEY`,
`"Smtp:Password"`; core/privacy_commands.py), `b2 … authorize KEY_ID APP_KEY` and
`security add-generic-password … -w` (core/privacy_positional.py), and "pass_phrase" as a
password's name (core/privacy_names.py).

Real text, before and after the round (distinct paragraphs, find_credentials): tldr-pages in
every language plus the venv's site-packages *.md/*.rst, 218,853 paragraphs, 36 flagged
before and after, none new (a first draft of the login rule flagged tldr's `ibmcloud login
--apikey @{{path}}`: a bare option's next word may be its value, so none is read after one);
kubernetes/examples, docker-library/docs, actions/starter-workflows and kubernetes/community
(paragraphs and whole files under 4 KB: manifests, Dockerfiles, workflows), 43,957 texts, 538
flagged before and after, none new.
Cost (callgrind, bench/safety_instructions.py --gates privacy against main 67580f1): after
the first set documentation 641.8 -> 641.9 M instructions (+0.0 %), transcript 687.4 -> 688.0
M (+0.1 %), look-alike notes 1053.0 -> 1057.0 M (+0.4 %); with the second set 643.2 M (+0.2
%), 688.5 M (+0.2 %), 1059 M (+0.6 %). A first draft cost +6.3 % on the look-alike
notes: the login rule anchored on "login"/"auth" anywhere and started at the command (now it
starts at the verb, a word the engine skips to, and reads the command backwards), and the
Secret rule ran wherever "data:" and "secret" met (now only after `kind: Secret` or `get
secret`).

Values are drawn at test time from a seeded generator (tests/credentials.py explains why none
is committed).
"""

from __future__ import annotations

import json
import string

import pytest

from credentials import Drawn, b64
from memlane.core.privacy import find_credentials

_DRAWN = Drawn(34)
_RNG = _DRAWN.rng
_chars = _DRAWN.chars
_h = _DRAWN.hex
_uuid = _DRAWN.uuid
_pw = _DRAWN.password
_ALNUM = string.ascii_letters + string.digits
_UPNUM = string.ascii_uppercase + string.digits
_B64 = _ALNUM + "+/"
_URLSAFE = _ALNUM + "-_"
_KEY = "PRIVATE " + "KEY"


def _pem_escaped(kind: str, sep: str = "\\n") -> str:
    """A PEM block on one line, its newlines written as ``\\n`` (JSON, .env, a shell string)."""
    lines = [_chars(64, _B64) for _ in range(6)] + [_chars(40, _B64) + "=="]
    return f"-----BEGIN {kind}-----{sep}" + sep.join(lines) + f"{sep}-----END {kind}-----{sep}"


def _twitter_bearer() -> str:
    """An X/Twitter app-only bearer token: a run of A, then URL-encoded base64."""
    return (
        "A" * 22
        + _chars(10, _ALNUM)
        + "A" * 7
        + _chars(12, _ALNUM)
        + "%2B"
        + _chars(20, _ALNUM)
        + "%3D"
        + _chars(50, _ALNUM)
    )


def _cf_tunnel_token() -> str:
    """A Cloudflare tunnel token: base64 of {"a": account, "t": tunnel id, "s": secret}."""
    body = {"a": _h(32), "t": _uuid(), "s": b64(_chars(32))}
    return b64(json.dumps(body, separators=(",", ":")))


def _round_34_connection_strings() -> list[str]:
    return [
        "spring.datasource.url=jdbc:mysql://db.corp:3306/orders?user=app&password="
        + _pw()
        + "&useSSL=true",
        "jdbc:sqlserver://sql01.corp:1433;databaseName=erp;user=sa;password="
        + _pw()
        + ";encrypt=true",
        "url: jdbc:oracle:thin:scott/" + _pw() + "@//ora.corp:1521/ORCLPDB1",
        "Driver={ODBC Driver 18 for SQL Server};Server=tcp:sql.corp,1433;Database=erp;"
        "Uid=etl;Pwd=" + _pw() + ";Encrypt=yes;",
        'MONGO_URI="mongodb+srv://svc-orders:'
        + _pw()
        + '@cluster0.ab1cd.mongodb.net/?retryWrites=true"',
        "broker_url = 'amqps://orders:" + _pw() + "@rabbit.corp:5671/prod'",
        "REDIS_URL=redis://:" + _pw() + "@cache.corp:6379/0",
        "EMAIL_URL=smtp+tls://mailer%40corp.io:" + _pw() + "@smtp.mailgun.org:587",
        "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
        'username="svc-orders" password="' + _pw() + '";',
        '"ConnectionStrings": {"Erp": "Data Source=tcp:sql.corp;Initial Catalog=erp;'
        "User ID=etl;PWD=" + _pw() + '"}',
    ]


def _round_34_build_files() -> list[str]:
    return [
        # Dockerfiles
        "FROM node:20-alpine\nARG ARTIFACTORY_TOKEN=AKCp8" + _chars(69) + "\nRUN npm ci",
        "FROM python:3.12-slim\nENV DB_PASSWORD " + _pw() + '\nCMD ["gunicorn", "app:app"]',
        'RUN echo "//registry.npmjs.org/:_authToken=' + _uuid() + '" > .npmrc && npm ci',
        # Kubernetes
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque\ndata:\n"
        "  username: " + b64("orders") + "\n  password: " + b64(_pw()),
        "kind: Secret\nstringData:\n  api-token: " + _chars(40) + "\n  region: eu-west-1",
        "users:\n- name: ci-deployer\n  user:\n    token: " + _chars(64, _URLSAFE),
        # Terraform / HCL
        'variable "db_password" {\n  type    = string\n  default = "' + _pw() + '"\n}',
        'datadog_api_key = "' + _h(32) + '"\nregion          = "eu-west-1"',
        'provider "github" {\n  owner = "corp"\n  token = "' + _chars(40) + '"\n}',
        # GitHub Actions
        "    env:\n      SONAR_TOKEN: " + _h(40) + "\n      NODE_ENV: production",
        "      - uses: docker/login-action@v3\n        with:\n          registry: ghcr.io\n"
        "          username: ci-bot\n          password: " + _pw(),
        # package managers
        "//npm.corp.io/:_auth=" + b64("ci:" + _pw()) + "\nalways-auth=true",
        "//registry.npmjs.org/:_authToken=" + _uuid(),
        "[global]\nindex-url = https://ci:" + _pw() + "@pypi.corp.io/simple/",
        "<server>\n  <id>nexus</id>\n  <username>ci</username>\n  <password>"
        + _pw()
        + "</password>\n</server>",
        "systemProp.https.proxyUser=svc\nsystemProp.https.proxyPassword=" + _pw(),
        "mavenCentralUsername=corp\nmavenCentralPassword=" + _chars(44, _URLSAFE),
        '{"auths": {"registry.corp.io": {"auth": "' + b64("ci:" + _pw()) + '"}}}',
        # git
        '[remote "origin"]\n\turl = https://deploy:' + _pw() + "@git.corp.io/team/app.git",
        "https://jdoe:" + _h(40) + "@bitbucket.org",
        # Ansible
        "all:\n  vars:\n    ansible_user: deploy\n    ansible_become_pass: " + _pw(),
        "web01 ansible_host=10.0.0.5 ansible_user=deploy ansible_ssh_pass=" + _pw(),
    ]


def _round_34_headers_and_keys() -> list[str]:
    return [
        "curl -b 'sessionid=" + _chars(32, string.ascii_lowercase + string.digits) + "' "
        "https://app.corp/admin/",
        'curl --cookie "JSESSIONID=' + _chars(32, "0123456789ABCDEF") + '" https://erp.corp/api',
        '{"type": "service_account", "project_id": "corp-prod", "private_key": "'
        + _pem_escaped(_KEY)
        + '"}',
        'SSH_KEY="' + _pem_escaped("OPENSSH " + _KEY) + '"',
        # vendors' formats read on their pages
        "curl -H 'Authorization: SSWS 00"
        + _chars(40, _URLSAFE)
        + "' https://corp.okta.com/api/v1/users",
        'curl -H "Authorization: ApiKey '
        + b64(_chars(20, _URLSAFE) + ":" + _chars(22, _URLSAFE))
        + '" https://es.corp:9200/_cat/indices',
        "X-Octopus-ApiKey: API-" + _chars(26, _UPNUM),
        "cloudflared tunnel --no-autoupdate run --token " + _cf_tunnel_token(),
        "BRAINTREE_ACCESS_TOKEN=access_token$production$"
        + _chars(16, string.ascii_lowercase + string.digits)
        + "$"
        + _h(32),
        "TWITTER_BEARER=" + _twitter_bearer(),
        "X-Postmark-Server-Token: " + _uuid(),
    ]


def _round_34_commands() -> list[str]:
    """Secrets handed to the tools that store them: positional values, flags, pipes."""
    return [
        "poetry config http-basic.corp ci " + _pw(),
        "composer config --global http-basic.repo.corp.io ci " + _pw(),
        "aws configure set aws_secret_access_key " + _chars(40, _B64),
        "npm config set //npm.corp.io/:_authToken " + _chars(36),
        'gh secret set API_KEY --body "' + _chars(40) + '"',
        "printf '%s' '" + _pw() + "' | gh secret set DB_PASSWORD --repo corp/app",
        "echo '" + _pw() + "' | docker login registry.corp.io -u ci --password-stdin",
        "helm upgrade --install db bitnami/postgresql --set auth.postgresPassword=" + _pw(),
        'git config --global url."https://x-access-token:'
        + _h(40)
        + '@github.com/".insteadOf "https://github.com/"',
        'wget --header="PRIVATE-TOKEN: '
        + _chars(20, _URLSAFE)
        + '" https://gitlab.corp/api/v4/projects',
        "vault login s." + _chars(24),
        "CONSUL_HTTP_TOKEN=" + _uuid(),
        'Environment="STRIPE_API_KEY=' + _chars(32) + '"',
        "kind: Secret\ndata:\n  .dockerconfigjson: "
        + b64('{"auths":{"ghcr.io":{"auth":"' + b64("ci:" + _pw()) + '"}}}'),
        "kind: Secret\ndata:\n  DATABASE_URL: " + b64("postgres://app:" + _pw() + "@db:5432/app"),
    ]


def _round_34_look_alikes() -> list[str]:
    return [
        # connection strings without a secret, or with a reference or a docs placeholder
        "spring.datasource.url=jdbc:mysql://db.corp:3306/orders?useSSL=true&serverTimezone=UTC",
        "jdbc:sqlserver://sql01.corp:1433;databaseName=erp;integratedSecurity=true;encrypt=true",
        "url: jdbc:oracle:thin:@//ora.corp:1521/ORCLPDB1",
        "Driver={ODBC Driver 18 for SQL Server};Server=tcp:sql.corp,1433;Database=erp;"
        "Trusted_Connection=yes;",
        "Server=myServerAddress;Database=myDataBase;Uid=myUsername;Pwd=myPassword;",
        "mongodb+srv://<username>:<password>@cluster0.ab1cd.mongodb.net/",
        "REDIS_URL=redis://cache.corp:6379/0",
        "REDIS_URL=redis://:${REDIS_PASSWORD}@cache:6379/0",
        "EMAIL_URL=smtp://localhost:1025",
        "sasl.jaas.config=...PlainLoginModule required "
        'username="svc" password="${KAFKA_PASSWORD}";',
        # build files with references only
        "FROM node:20-alpine\nARG NPM_TOKEN\n"
        "RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci",
        "ENV DB_PASSWORD_FILE /run/secrets/db_password",
        "ENV PYTHONDONTWRITEBYTECODE=1 PIP_NO_CACHE_DIR=off",
        "kind: ConfigMap\ndata:\n  settings.json: " + b64('{"logLevel":"info","region":"eu"}'),
        "env:\n- name: DB_PASSWORD\n  valueFrom:\n"
        "    secretKeyRef:\n      name: db\n      key: password",
        'resource "aws_db_instance" "main" {\n  username = "app"\n  password = var.db_password\n}',
        'variable "db_password" {\n  type      = string\n  sensitive = true\n}',
        'instance_type = "t3.micro"\nami           = "ami-0c55b159cbfafe1f0"',
        "    env:\n      SONAR_TOKEN: ${{ secrets.SONAR_TOKEN }}\n      NODE_ENV: production",
        "        with:\n          username: ${{ github.actor }}\n"
        "          password: ${{ secrets.GITHUB_TOKEN }}",
        "//registry.npmjs.org/:_authToken=${NPM_TOKEN}",
        "always-auth=true\nregistry=https://npm.corp.io/",
        "[global]\nindex-url = https://pypi.corp.io/simple/\ntrusted-host = pypi.corp.io",
        "<server>\n  <id>nexus</id>\n  <password>${env.NEXUS_PASSWORD}</password>\n</server>",
        "org.gradle.jvmargs=-Xmx2g\norg.gradle.caching=true",
        "signing.keyId=24875D73\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg",
        '{"auths": {"ghcr.io": {}}, "credsStore": "desktop"}',
        '[remote "origin"]\n\turl = https://github.com/corp/app.git',
        '    ansible_become_pass: "{{ vault_become_pass }}"',
        "web01 ansible_host=10.0.0.5 ansible_ssh_private_key_file=~/.ssh/deploy",
        # headers and keys that are not secret
        "curl -b cookies.txt -c cookies.txt https://app.corp/login",
        "curl -H 'Cookie: theme=dark; lang=en' https://app.corp/",
        '"public_key": "' + _pem_escaped("PUBLIC KEY") + '"',
        '"ca": "' + _pem_escaped("CERTIFICATE") + '"',
        "curl -H 'Authorization: SSWS ${OKTA_API_TOKEN}' https://corp.okta.com/api/v1/users",
        'curl -H "Authorization: ApiKey ${API_KEY}" "${ES_URL}/_cat/indices?v=true"',
        "X-Octopus-ApiKey: API-XXXXXXXXXXXXXXXXXXXXXXXXXX",
        "cloudflared tunnel run --token $TUNNEL_TOKEN",
        # digests, ids, encodings of plain text
        "image: ghcr.io/corp/app@sha256:" + _h(64),
        '"integrity": "sha512-' + _chars(86, _B64) + '=="',
        "X-Request-Id: " + _uuid(),
        "Reverted " + _h(40) + " (it broke the migration).",
        "echo '" + b64("hello from the build\n") + "' | base64 -d",
        "TUNNEL_ID=" + _uuid(),
        # the same commands without a secret on them
        "poetry config http-basic.corp ci",
        "aws configure set region eu-west-1",
        'gh secret set API_KEY --body "$API_KEY"',
        "gh secret set DB_PASSWORD < db_password.txt",
        'echo "$CR_PAT" | docker login ghcr.io -u ci --password-stdin',
        "helm upgrade --install api ./chart --set image.tag=1.4.2 --set replicaCount=3",
        'wget --header="PRIVATE-TOKEN: $GITLAB_TOKEN" https://gitlab.corp/api/v4/projects',
        "vault login -method=oidc role=dev",
        "CONSUL_HTTP_TOKEN_FILE=/etc/consul.d/token",
        'Environment="PYTHONUNBUFFERED=1"',
        # encrypted values, safe to commit by design
        "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  "
        + "\n  ".join(_h(80) for _ in range(4)),
        "password: ENC[AES256_GCM,data:"
        + _chars(24, _B64)
        + ",iv:"
        + _chars(43, _B64)
        + "=,tag:"
        + _chars(22, _B64)
        + "==,type:str]",
        "kind: SealedSecret\nspec:\n  encryptedData:\n    password: AgB" + _chars(300, _B64),
        '"iv": "AAAAAAAAAAAAAAAAAAAAAA=="',
        "PASSWORD_MIN_LENGTH=12\nPASSWORD_RESET_TIMEOUT=3600",
        'SESSION_COOKIE_NAME = "sessionid"',
        "TWITTER_BEARER_TOKEN=<your-bearer-token>",
    ]


def _variants() -> list[str]:
    """Written after the fixes, reworded: other tools, other directives, other encodings."""
    return [
        'ENV SENTRY_AUTH_TOKEN "' + _h(64) + '"',
        "setenv AWS_SECRET_ACCESS_KEY " + _chars(40, _B64),
        "set -Ux OPENROUTER_API_KEY " + _chars(48),
        "SetEnv DB_PASS " + _pw(),
        "fastcgi_param APP_SECRET " + _chars(32) + ";",
        "echo -n '" + _pw() + "' | npx wrangler secret put DB_PASSWORD",
        "printf '%s' '" + _chars(32) + "' | docker secret create stripe_key -",
        "echo '" + _pw() + "' | gcloud secrets versions add db-pass --data-file=-",
        "echo " + _chars(40) + " | vercel env add API_TOKEN production",
        "$ wandb login " + _h(40),
        "snyk auth " + _uuid(),
        "cachix authtoken " + _chars(48, _URLSAFE),
        'client = tweepy.Client("' + _twitter_bearer() + '")',
        '$ kubectl get secret registry -o json\n{\n    "data": {\n        ".dockerconfigjson": "'
        + b64('{"auths":{"registry.corp.io":{"username":"ci","password":"' + _pw() + '"}}}')
        + '"\n    },\n    "kind": "Secret"\n}',
        "kind: Secret\ndata:\n  config.yaml: " + b64("database:\n  password: " + _pw() + "\n"),
        "apiVersion: v1\nkind: Secret\ndata:\n  SMTP_URL: "
        + b64("smtp://alerts:" + _pw() + "@smtp.corp.io:587"),
        "---\n# Source: app/templates/secret.yaml\napiVersion: v1\nkind: Secret\ndata:\n"
        "  REDIS_URL: " + b64("redis://:" + _pw() + "@redis-master:6379/0"),
    ]


def _variant_look_alikes() -> list[str]:
    return [
        "ENV NODE_ENV production",
        "ENV PATH /usr/local/bin:$PATH",
        "ENV GPG_KEY " + _chars(40, "0123456789ABCDEF"),
        "ENV API_TOKEN ${API_TOKEN}",
        "setenv EDITOR vim",
        "set -gx GOPATH $HOME/go",
        "SetEnv APP_ENV production",
        "fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;",
        "cat deploy_key.pem | gh secret set SSH_KEY",
        'echo "$DB_PASSWORD" | npx wrangler secret put DB_PASSWORD',
        "echo 'production' | vercel env add NODE_ENV production",
        "wandb login --relogin",
        "cachix authtoken --stdin",
        "snyk auth",
        'curl -H "Authorization: Bearer $BEARER_TOKEN" "https://api.x.com/2/tweets/20"',
        "kind: Secret\ndata:\n  username: " + b64("admin") + "\n  region: " + b64("eu-west-1"),
        "kind: Secret\ndata:\n  tls.crt: " + b64(_pem_escaped("CERTIFICATE", "\n")),
        "kind: Secret\ndata:\n  config.json: " + b64('{"logLevel": "debug", "port": 8080}'),
        "kind: Secret\ndata:\n  DATABASE_URL: " + b64("postgres://app:${DB_PASSWORD}@db:5432/app"),
    ]


def _second_variants() -> list[str]:
    """A second set, written after the round's commit: cloud CLIs and app config."""
    return [
        "b2 account authorize 005" + _h(22) + " K005" + _chars(27, _B64),
        "b2 authorize-account 005" + _h(22) + " K005" + _chars(27, _B64),
        "cargo login cio" + _chars(32),
        'dotnet user-secrets set "Smtp:Password" "' + _pw() + '"',
        "netlify env:set STRIPE_SECRET_KEY " + _chars(40),
        "doppler secrets set API_KEY " + _chars(40),
        "aws secretsmanager create-secret --name prod/db --secret-string "
        '\'{"username":"app","password":"' + _pw() + "\"}'",
        "security add-generic-password -a ci -s corp-nexus -w " + _pw(),
        '<add key="ClearTextPassword" value="' + _pw() + '" />',
        '<add name="Erp" connectionString="Server=sql.corp;Database=erp;User Id=etl;Password='
        + _pw()
        + ';" />',
        "spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/app\n    password: " + _pw(),
        "[s3-prod]\ntype = s3\nprovider = AWS\naccess_key_id = AKIA"
        + _chars(16, _UPNUM)
        + "\nsecret_access_key = "
        + _chars(40, _B64),
        "https://corpstore.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r"
        "&se=2026-01-01T00:00:00Z&sig=" + _chars(43).replace("a", "%2B") + "%3D",
        "az login --service-principal -u "
        + _uuid()
        + " -p "
        + _chars(34, _ALNUM + "~.")
        + " --tenant "
        + _uuid(),
        "SPACES_KEY=DO00" + _chars(16, _UPNUM) + "\nSPACES_SECRET=" + _chars(43, _B64),
        "pass_phrase=" + _pw() + "\nkey_file=~/.oci/oci_api_key.pem",
        "kubectl create secret docker-registry regcred --docker-server=ghcr.io "
        "--docker-username=ci --docker-password=" + _pw(),
        "heroku config:set SESSION_SECRET=" + _h(64) + " -a shop",
        "eas secret:create --scope project --name SENTRY_AUTH_TOKEN --value " + _h(64),
        "supabase secrets set STRIPE_WEBHOOK_SECRET=" + _chars(32),
    ]


def _second_variant_look_alikes() -> list[str]:
    return [
        "b2 account authorize",
        "cargo login",
        'dotnet user-secrets set "Logging:LogLevel:Default" "Debug"',
        "netlify env:set NODE_VERSION 20",
        "doppler secrets set LOG_LEVEL debug",
        "aws secretsmanager get-secret-value --secret-id prod/db --query SecretString",
        "security find-generic-password -a ci -s corp-nexus -w",
        '<add key="ClearTextPassword" value="%NUGET_PASSWORD%" />',
        '<add name="Erp" connectionString="Server=sql.corp;Database=erp;'
        'Integrated Security=true;" />',
        "spring:\n  datasource:\n    password: ${DB_PASSWORD}",
        "[s3-prod]\ntype = s3\nprovider = AWS\nenv_auth = true",
        "https://corpstore.blob.core.windows.net/public/logo.png",
        "az login --service-principal -u $APP_ID -p $CLIENT_SECRET --tenant $TENANT_ID",
        "SPACES_ENDPOINT=fra1.digitaloceanspaces.com",
        "key_file=~/.oci/oci_api_key.pem\nfingerprint=" + ":".join(_h(2) for _ in range(16)),
        "kubectl create secret docker-registry regcred --docker-server=ghcr.io "
        '--docker-password="$CR_PAT"',
        "heroku config:set WEB_CONCURRENCY=3 -a shop",
        "eas secret:list",
        "supabase secrets list --project-ref abcdefghijklmnopqrst",
        "gh variable set NODE_VERSION --body 20",
    ]


@pytest.mark.parametrize(
    "text",
    _round_34_connection_strings() + _round_34_build_files() + _round_34_headers_and_keys(),
)
def test_round_34_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _round_34_look_alikes())
def test_round_34_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


@pytest.mark.parametrize("text", _variants() + _second_variants())
def test_round_34_variants_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _variant_look_alikes() + _second_variant_look_alikes())
def test_round_34_variant_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text
