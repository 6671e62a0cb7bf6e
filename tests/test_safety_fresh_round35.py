"""Write gate, round 35: secrets a coding agent's memories hold in prose, chat, quoted command
output and config formats earlier rounds did not cover, written cold and scored before any fix
(issue 19).

Fifty-five credentials: prose and chat in fifteen languages (English, Spanish, Portuguese,
German, French, Japanese, Hindi, Arabic, Russian, Turkish, Indonesian, Vietnamese, Korean,
Chinese, Polish: "the staging DB password is now …", "la contraseña del wifi es …", a chat
line handing over a bot's token, a Vault root token of the old `s.` format in a sentence);
notes that quote a command's output (`aws configure get aws_secret_access_key` and the key
below it, `aws configure export-credentials`, `printenv | grep`, a `.env` dump in a code
fence, `kubectl … jsonpath | base64 -d`, `vault token create`, `vault operator init`'s unseal
keys, `terraform output -json`, `docker inspect`'s Env, `heroku config`); config formats not
covered before (TOML inline tables, HOCON, a Java .properties value continued on the next
line and one written with `:`, XML attributes of JBoss, Tomcat and an app's own element,
systemd `Environment=`, docker-compose environment lists, GitLab, Bitbucket, CircleCI, Azure
Pipelines and Jenkins variables, an ECS task definition, a Kubernetes env list); vendors'
formats read on their pages (a LaunchDarkly `sdk-` key, an Infisical `st.` service token, a
Bitwarden Secrets Manager access token) and the two misses round 34 left (`wandb login
--relogin KEY`, `vault login s.…`). Fifty-four look-alikes in the same shapes: prose about
passwords without one (password policies, "it is in 1Password") in the same languages,
`${VAR}` references, `aws configure list`'s masked keys, `printenv` without secrets (PWD),
an `.env.example`, `kubectl get/describe secret` listings, `vault status`, `terraform
output`'s `<sensitive>`, the same config formats holding references, an HTML password input,
LaunchDarkly's public mobile key and client-side id, commit ids, digests, trace ids, an ETag
and base64 of a JWT header.

Caught on first contact: credentials 45 of 55, look-alikes flagged 1 of 54 (an email address
in a commit's Author line: the gate refuses addresses by design; the look-alike now has none;
scored in another draw order first, also 45: the Infisical token, which only the generic rules
read then, was caught in one draw and missed in the other, where `SONAR_LOGIN` below missed).
Missed, and now structures: prose whose copula is a word for "now" (Turkish "artık",
Indonesian "sekarang", with Malay "kini", Portuguese "agora", Polish "teraz", Russian
"теперь") and a loanword "token" whose sentence is not English ("o token de acesso da API de
produção agora é …": more words may stand between it and a copula no English sentence has),
"auth token for prod 9f3a…" (what it opens between the word and a value of 20 or more
characters; core/privacy_syntax.py); any command under a shell prompt whose words name what
it prints, judged by its last secret-naming word (a digest tool's output, or a field such
as `.accessor` named after that word, is something else; core/privacy_split.py); a
.properties value continued after `\\` (core/privacy_split.py); Vault's `s.` service tokens,
LaunchDarkly's `sdk-` keys, Infisical's `st.` and Bitwarden's access tokens
(core/privacy_tokens.py); a login's key after a bare flag,
when it is generated-looking, with no dot and no UUID shape (`az login --tenant ID`,
`docker login -u ci HOST` stay; core/privacy_positional.py). Missed and left: a GitLab
variable named `SONAR_LOGIN` (a key named "login" says nothing about its value; the case now
names SONAR_TOKEN, and the other stays as an expected failure).

Reworded variants written after those fixes, first run: credentials 31 of 33 (Ukrainian
"тепер", a Japanese value in 「」), look-alikes flagged 2 of 32, both flagged by main too (a
timestamp's tail after "token for prod … 2026-03-02T10" read as a value; the accessor `jq -r
.data.accessor` printed under a command naming "token"). Fixed: both words, the quotes, a
time's tail is no password, and the printed-value rule judges by the command's last name.
Every case drawn again from 30 other seeds: two misses (a Kubernetes env value with a "#"
inside, cut there as if a comment began; a Bitwarden token some draws' judge turned away),
now read (a bare YAML value runs to the space; the Bitwarden format has its rule); none of the
look-alikes flagged.

A second set written after the round's first commit (Thai, Greek, Hebrew, Swahili, Czech,
Filipino, Bengali, Urdu and Dutch prose, a Markdown-quoted password, `kubectl exec …
printenv`, `security find-internet-password -w`, `pass show`, `doppler secrets get`, `az
keyvault secret show`, a TOML table with a public and a secret key, a JBoss mail session, a
.properties `:` continuation, GitLab's `expand:`, a systemd URL, LaunchDarkly in Go, `ngrok
config add-authtoken --config FILE KEY`, and sixteen look-alikes), first run: credentials 23
of 24, look-alikes flagged 0 of 16. Missed, now read: a login's key after an option that
has its value (`--config ngrok.yml`; core/privacy_positional.py).

Commands under a prompt that name a secret and print something else, written after the
second commit: 7 look-alikes, 3 flagged on their first run (a Secret's `{.metadata.uid}`,
`docker secret ls -q`'s ids, and `npm token list | jq -r '.[0].key'`, which main flags
too); now none (a field named `…id`/`…ids`, `name`, a version, or a listing verb after the
secret's name says what is printed). Secrets Manager ARNs (`arn:aws:secretsmanager:…:secret:
NAME-AbC123`), noticed there: 6 look-alikes, 4 flagged on their first run, in main too (the
prose and the assignment rules read "secret: NAME-…"); now none (an ARN's resource type
names no value; core/privacy_values.arn_resource).

Real text, before and after the round (distinct paragraphs, find_credentials): tldr-pages in
every language plus the venv's site-packages *.md/*.rst, 217,101 paragraphs, 36 flagged
before and after, none new (the same after each later set's fix); docker-library/docs,
kubernetes/examples and /community, actions/starter-workflows, the packaging guide, the Rust
book and FastAPI's docs (paragraphs and whole files under 4 KB), 76,616 texts, 300 flagged
before and after, none new.
Cost (callgrind, bench/safety_instructions.py --gates privacy against main 01ea383): at the
round's first commit documentation 642.6 -> 658.6 M instructions (+2.5 %), transcript 689.5
-> 698.6 M (+1.3 %), look-alike notes 1059.3 -> 1074.6 M (+1.4 %); with every set below
643.0 -> 658.5 M (+2.4 %), 688.0 -> 699.1 M (+1.6 %), 1057.8 -> 1074.8 M (+1.6 %). A first
draft cost +4.2 % on the documentation: the prompt rule ran through find_near's windows round
every "> " of a Markdown quote; it now makes one pass for a literal newline the engine skips
to (a pass led by the prompts' character set scanned ~4 times slower). Each new vendor
format costs ~0.4 ms of CPU on a 256 KiB body, most of it the shared needle search, not its
pattern.

Values are drawn at test time from a seeded generator (tests/credentials.py explains why none
is committed).
"""

from __future__ import annotations

import json
import string

import pytest

from credentials import Drawn, b64
from memlane.core.privacy import find_credentials

_DRAWN = Drawn(35)
_RNG = _DRAWN.rng
_chars = _DRAWN.chars
_h = _DRAWN.hex
_uuid = _DRAWN.uuid
_pw = _DRAWN.password
_ALNUM = string.ascii_letters + string.digits
_B64 = _ALNUM + "+/"
_URLSAFE = _ALNUM + "-_"


def _key_b64(n: int = 32) -> str:
    """base64 of ``n`` random bytes (an unseal key, a Laravel APP_KEY, an AES key)."""
    return b64(bytes(_RNG.randrange(256) for _ in range(n)))


def _vault_legacy() -> str:
    """A Vault service token of the format before 1.10: "s." and 24 base62 characters."""
    return "s." + _chars(24)


def _infisical() -> str:
    """An Infisical service token: "st.", the token id, the secret, the symmetric key (hex)."""
    return "st." + _h(24) + "." + _h(32) + "." + _h(32)


def _bws() -> str:
    """A Bitwarden Secrets Manager access token: version, client id, secret, encryption key."""
    return "0." + _uuid() + "." + _chars(30) + ":" + _key_b64(16)


def _round_35_prose() -> list[str]:
    """Secrets said in a sentence or a chat line, in fifteen languages."""
    return [
        "FYI the staging DB password is now " + _pw() + " - rotate it after the demo.",
        "la contraseña del wifi de la oficina es " + _pw(),
        "O token de acesso da API de produção agora é " + _chars(40) + ", não compartilhe.",
        "Das Passwort für den Jenkins-Admin lautet jetzt " + _pw(),
        "le mot de passe root du serveur de préprod est " + _pw() + " (à changer lundi)",
        "stagingデータベースのパスワードは " + _pw() + " です。",
        "प्रोडक्शन डेटाबेस का पासवर्ड " + _pw() + " है, इसे किसी से साझा न करें",
        "كلمة المرور الجديدة لقاعدة البيانات هي " + _pw(),
        "новый пароль к стейджингу — " + _pw(),
        "staging sunucusunun root şifresi artık " + _pw(),
        "kata sandi database staging sekarang " + _pw() + ", jangan disebar ya",
        "mật khẩu của máy chủ staging là " + _pw(),
        "스테이징 DB 비밀번호는 " + _pw() + " 입니다",
        "测试环境数据库的密码是 " + _pw() + "，别外传",
        "hasło do bazy na stagingu to " + _pw(),
        "[10:42] alice: use this token for the deploy bot: "
        + _chars(40)
        + " (the old one is revoked)",
        "@bob here's the Sentry auth token for prod " + _h(64) + " - don't paste it in the channel",
        "The dev server printed its root token, "
        + _vault_legacy()
        + ", and we used it for the demo.",
    ]


def _round_35_command_output() -> list[str]:
    """Notes that quote what a command printed."""
    return [
        "$ aws configure get aws_secret_access_key --profile prod\n" + _chars(40, _B64),
        "$ aws configure export-credentials --profile prod --format env\n"
        "export AWS_ACCESS_KEY_ID=ASIA"
        + _chars(16, string.ascii_uppercase + string.digits)
        + "\nexport AWS_SECRET_ACCESS_KEY="
        + _chars(40, _B64)
        + "\nexport AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjE"
        + _chars(300, _B64),
        "$ printenv | grep -i deploy\nDEPLOY_USER=ci\nDEPLOY_TOKEN=" + _chars(32),
        "Here is the .env from the box:\n```\nAPP_ENV=production\nAPP_KEY=base64:"
        + _key_b64()
        + "\nDB_HOST=10.0.3.4\nDB_PASSWORD="
        + _pw()
        + "\n```",
        "$ kubectl get secret db -o jsonpath='{.data.password}' | base64 -d\n" + _pw(),
        "$ vault token create -policy=deploy\n"
        "Key                  Value\n---                  -----\n"
        "token                "
        + _vault_legacy()
        + "\ntoken_accessor       "
        + _chars(24)
        + "\ntoken_duration       768h",
        "Unseal Key 1: "
        + _key_b64()
        + "\nUnseal Key 2: "
        + _key_b64()
        + "\n\nInitial Root Token: "
        + _vault_legacy(),
        "$ terraform output -json\n"
        + json.dumps(
            {
                "db_password": {"sensitive": True, "type": "string", "value": _pw()},
                "db_host": {"sensitive": False, "type": "string", "value": "db.corp"},
            },
            indent=2,
        ),
        '$ docker inspect api --format "{{json .Config.Env}}"\n["NODE_ENV=production",'
        '"POSTGRES_PASSWORD=' + _pw() + '","PATH=/usr/local/bin:/usr/bin"]',
        "$ heroku config -a shop\n=== shop Config Vars\nLOG_LEVEL:       info\n"
        "SECRET_KEY_BASE: " + _h(128),
    ]


def _round_35_config_formats() -> list[str]:
    return [
        # TOML inline tables
        'database = { host = "db.corp", user = "app", password = "' + _pw() + '" }',
        'smtp = { server = "smtp.corp.io", port = 587, auth = { user = "alerts", pass = "'
        + _pw()
        + '" } }',
        # HOCON
        'slick.dbs.default.db {\n  url = "jdbc:postgresql://db/app"\n  password : "'
        + _pw()
        + '"\n}',
        "play.http.secret.key = " + _chars(48),
        # Java .properties: continuation line, colon separator
        "app.datasource.password = \\\n    " + _pw(),
        "mail.smtp.password  :  " + _pw(),
        # XML attributes
        '<datasource jndi-name="java:/AppDS" pool-name="App" user-name="app" password="'
        + _pw()
        + '"/>',
        '<user username="admin" password="' + _pw() + '" roles="manager-gui,admin-gui"/>',
        '<apiCredentials endpoint="https://api.corp.io" apiKey="' + _chars(40) + '" />',
        # systemd
        "[Service]\nEnvironment=REDIS_PASSWORD=" + _pw() + "\nExecStart=/usr/bin/app",
        '[Service]\nEnvironment="LOG_LEVEL=info" "SMTP_PASSWORD=' + _pw() + '"',
        # docker-compose environment lists
        "services:\n  db:\n    image: postgres:16\n    environment:\n"
        "      - POSTGRES_USER=app\n      - POSTGRES_PASSWORD=" + _pw(),
        '    environment:\n      - "MINIO_ROOT_USER=admin"\n      - "MINIO_ROOT_PASSWORD='
        + _pw()
        + '"',
        # CI variables
        'variables:\n  DOCKER_DRIVER: overlay2\n  DEPLOY_TOKEN: "' + _chars(20, _URLSAFE) + '"',
        'variables:\n  SONAR_TOKEN:\n    value: "'
        + _h(40)
        + '"\n    description: "the scanner\'s token"',
        "pipelines:\n  default:\n    - step:\n        script:\n"
        "          - pipe: atlassian/ftp-deploy:0.3.7\n"
        "            variables:\n              USER: deploy\n"
        "              PASSWORD: '" + _pw() + "'",
        "jobs:\n  build:\n    docker:\n      - image: corp/app:1.2\n        auth:\n"
        "          username: ci\n          password: " + _pw(),
        "variables:\n- name: apiKey\n  value: " + _chars(32) + "\n- name: buildConfiguration\n"
        "  value: Release",
        '"containerDefinitions": [{"name": "api", "environment": [{"name": "STRIPE_SECRET", '
        '"value": "' + _chars(32) + '"}]}]',
        "env:\n- name: SMTP_PASSWORD\n  value: " + _pw() + "\n- name: LOG_LEVEL\n  value: info",
        "pipeline {\n  environment {\n    NEXUS_PASSWORD = '" + _pw() + "'\n  }\n}",
    ]


def _round_35_vendors() -> list[str]:
    """Formats read on the vendors' pages, and the two misses round 34 left."""
    return [
        "ldclient.set_config(Config('sdk-" + _uuid() + "'))",
        "infisical export --env=prod --token=" + _infisical(),
        "Use the service token " + _infisical() + " in the nightly job.",
        "bws secret list --access-token " + _bws(),
        "wandb login --relogin " + _h(40),
        "vault login " + _vault_legacy(),
    ]


def _round_35_look_alikes() -> list[str]:
    return [
        # prose about secrets, no secret in it
        "the staging DB password was rotated yesterday; ask Priya for the new one",
        "la contraseña del wifi está en 1Password, en la bóveda Oficina",
        "Das Passwort muss mindestens 12 Zeichen lang sein und eine Ziffer enthalten.",
        "le mot de passe root est stocké dans Vault sous secret/preprod/root",
        "パスワードは12文字以上で、英字と数字を含めてください。",
        "पासवर्ड कम से कम 12 अक्षरों का होना चाहिए और उसमें एक अंक होना चाहिए",
        "يجب أن تحتوي كلمة المرور على 12 حرفًا على الأقل",
        "пароль от стейджинга лежит в Vault, путь secret/staging/db",
        "şifre politikası: en az 12 karakter, bir büyük harf ve bir rakam",
        "kata sandi disimpan di AWS Secrets Manager, jangan ditulis di catatan",
        "비밀번호는 1Password 팀 금고에 있습니다",
        "密码至少需要 12 位，并包含数字和字母",
        "O token de acesso expira em 90 dias; gere um novo em Configurações > Tokens.",
        "The password is read from ${DB_PASSWORD} at startup; never hardcode it.",
        "[10:42] alice: the deploy bot's token is in the CI settings now, not in the repo",
        "Password policy: passphrases of four or more words, at least 16 characters, no reuse.",
        "the wifi password is on the whiteboard in room 4",
        # command output with nothing secret in it
        "$ aws configure list\n      Name                    Value             Type    Location\n"
        "      ----                    -----             ----    --------\n"
        "   profile                     prod           manual    --profile\n"
        "access_key     ****************"
        + _chars(4, string.ascii_uppercase)
        + " shared-credentials-file\nsecret_key     ****************"
        + _chars(4)
        + " shared-credentials-file\n"
        "    region                eu-west-1      config-file",
        "$ printenv | sort\nHOME=/home/ci\nLANG=C.UTF-8\nPATH=/usr/local/bin:/usr/bin:/bin\n"
        "PWD=/builds/corp/app\nSHLVL=1",
        "```\n# .env.example\nDB_PASSWORD=\nSECRET_KEY=changeme\nSTRIPE_KEY=sk_test_...\n```",
        "$ kubectl get secrets\nNAME             TYPE                             DATA   AGE\n"
        "db-credentials   Opaque                           2      14d\n"
        "regcred          kubernetes.io/dockerconfigjson   1      30d",
        "$ kubectl describe secret db-credentials\nType:  Opaque\n\nData\n====\n"
        "password:  16 bytes\nusername:  3 bytes",
        "$ vault status\nSeal Type       shamir\nInitialized     true\nSealed          false\n"
        "Total Shares    5\nThreshold       3\nVersion         1.15.2\nCluster ID      " + _uuid(),
        '$ terraform output\ndb_host = "db.corp"\ndb_password = <sensitive>',
        '["NODE_ENV=production","NODE_VERSION=20.11.0","YARN_VERSION=1.22.19"]',
        "$ heroku config -a shop\n=== shop Config Vars\nLOG_LEVEL:       info\nWEB_CONCURRENCY: 3",
        # the same config formats holding references or nothing secret
        'database = { host = "db.corp", user = "app", password_env = "DB_PASSWORD" }',
        "slick.dbs.default.db.password = ${?DB_PASSWORD}",
        "play.http.secret.key = ${?APPLICATION_SECRET}",
        "app.description = Orders service \\\n    for the EU region",
        '<datasource jndi-name="java:/AppDS" user-name="app" password="${env.DB_PASSWORD}"/>',
        '<input type="password" name="password" autocomplete="current-password" minlength="12"/>',
        "[Service]\nEnvironmentFile=/etc/app/secrets.env\nEnvironment=PASSWORD_HASH_ROUNDS=12",
        "    environment:\n      - POSTGRES_PASSWORD_FILE=/run/secrets/db_password\n"
        "      - POSTGRES_PASSWORD2=${POSTGRES_PASSWORD:?set it}",
        "variables:\n  DEPLOY_TOKEN: $CI_DEPLOY_PASSWORD\n  GIT_DEPTH: 10",
        'variables:\n  SONAR_LOGIN:\n    value: ""\n'
        '    description: "set it in the CI/CD settings"',
        "            variables:\n              USER: deploy\n              PASSWORD: $FTP_PASSWORD",
        "        auth:\n          username: ci\n          password: $DOCKERHUB_PASSWORD",
        "variables:\n- name: apiKey\n  value: $(API_KEY)\n"
        "- name: buildConfiguration\n  value: Release",
        '"environment": [{"name": "NODE_ENV", "value": "production"}], "secrets": [{"name": '
        '"DB_PASSWORD", "valueFrom": "arn:aws:ssm:eu-west-1:123456789012:parameter/db"}]',
        'env:\n- name: LOG_LEVEL\n  value: debug\n- name: PASSWORD_MIN_LENGTH\n  value: "12"',
        "environment {\n  NEXUS_PASSWORD = credentials('nexus-password')\n}",
        # vendors' public halves, ids and digests
        "LaunchDarkly mobile key: mob-" + _uuid() + " (client-side, safe to ship)",
        "LD_CLIENT_SIDE_ID=" + _h(24),
        "infisical run --env=dev --path=/apps/api -- npm start",
        "bws secret get " + _uuid(),
        "wandb login --relogin --host https://wandb.corp.io",
        "vault login -method=userpass username=jdoe",
        "commit " + _h(40) + "\nAuthor: Jane Doe",
        _h(32) + "  backup-2026-03-01.tar.gz",
        "Digest: sha256:" + _h(64),
        "trace_id=" + _uuid() + " span_id=" + _h(16),
        'ETag: "' + _h(32) + '"',
        "echo " + b64('{"alg":"RS256","typ":"JWT"}') + " | base64 -d",
    ]


@pytest.mark.parametrize(
    "text",
    _round_35_prose()
    + _round_35_command_output()
    + _round_35_config_formats()
    + _round_35_vendors(),
)
def test_round_35_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _round_35_look_alikes())
def test_round_35_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


def _variants() -> list[str]:
    """Written after the fixes, reworded: other languages, other tools, other layouts."""
    return [
        # prose and chat
        "la password dell'utente admin su Grafana è " + _pw(),
        "het wachtwoord van de staging-database is nu " + _pw(),
        "lösenordet till byggservern är " + _pw(),
        "[09:15] carlos: el token del bot de despliegue ahora es " + _chars(40),
        "a senha do banco de homologação agora é " + _pw(),
        "veritabanı şifresi artık " + _pw() + " oldu",
        "password server produksi sekarang " + _pw(),
        "kata laluan pelayan ujian kini " + _pw(),
        "пароль до бази тепер " + _pw(),
        "رمز عبور سرور تست " + _pw() + " است",
        "本番DBのパスワードは「" + _pw() + "」です",
        "the API token for staging " + _chars(40) + " expires on Friday",
        "ran vault operator init; root token " + _vault_legacy() + ", unseal keys are in the safe",
        # command output
        "$ heroku auth:token\n" + _uuid(),
        "$ op read op://Infra/postgres/password\n" + _pw(),
        "% security find-generic-password -s corp-nexus -w\n" + _pw(),
        "$ echo $DATADOG_API_KEY\n" + _h(32),
        "$ gcloud secrets versions access latest --secret=db-password\n" + _pw(),
        "PS C:\\> $env:AZURE_CLIENT_SECRET\n" + _chars(40, _ALNUM + "~._-"),
        # config formats
        '[clients.billing]\ncredentials = { client_id = "billing-svc", client_secret = "'
        + _chars(40)
        + '" }',
        'auth {\n  jwt-secret = "' + _chars(48) + '"\n}',
        "spring.mail.password=\\\n  " + _pw(),
        "db.password : \\\n    " + _pw(),
        '<jdbc-connection-pool name="AppPool" user="app" password="' + _pw() + '"/>',
        '<smtp host="smtp.corp.io" userName="alerts" password="' + _pw() + '"/>',
        "Environment=STRIPE_SECRET_KEY=" + _chars(32),
        "    environment:\n      - RABBITMQ_DEFAULT_USER=app\n      - RABBITMQ_DEFAULT_PASS="
        + _pw(),
        'variables:\n  NPM_TOKEN:\n    description: "publish token"\n    value: "'
        + _chars(36)
        + '"',
        '{"name": "JWT_SECRET", "value": "' + _chars(48) + '"}',
        "environment {\n  SONAR_TOKEN = '" + _h(40) + "'\n}",
        # vendors
        "LaunchDarkly SDK key for prod: sdk-" + _uuid(),
        "curl -H 'X-Vault-Token: "
        + _vault_legacy()
        + "' https://vault.corp:8200/v1/secret/data/db",
        "wandb login --relogin --verify " + _h(40),
    ]


def _variant_look_alikes() -> list[str]:
    return [
        "het wachtwoord moet minstens 12 tekens bevatten",
        "lösenordet finns i Bitwarden under Bygg",
        "el token del bot de despliegue está en la bóveda de CI",
        "a senha do banco agora fica no Vault, em secret/homolog/db",
        "şifre artık Vault'ta tutuluyor",
        "password server sekarang disimpan di Vault",
        "本番DBのパスワードは1Passwordにあります",
        "the API token for staging expires on Friday; rotate it in the dashboard",
        "token for prod rotated at 2026-03-02T10:00:00Z by the nightly job",
        "auth token for user 1234567890123456789012 was revoked",
        "$ gh auth status\ngithub.com\n  Logged in to github.com account jdoe (keyring)",
        "$ op read op://Infra/postgres/username\napp_service",
        "$ echo $DATADOG_SITE\ndatadoghq.eu",
        "$ sha256sum < api_token.txt | cut -d' ' -f1\n" + _h(64),
        "$ vault token lookup -format=json | jq -r .data.accessor\n" + _chars(24),
        "$ git rev-parse HEAD\n" + _h(40),
        "$ uuidgen\n" + _uuid(),
        "PS C:\\> $env:AZURE_CLIENT_ID\n" + _uuid(),
        "$ kubectl get secret db -o jsonpath='{.metadata.name}'\ndb-credentials-prod",
        "app.banner.text = \\\n    Welcome-to-Orders-v2",
        "spring.mail.password = \\\n    ${MAIL_PASSWORD}",
        'variables:\n  NPM_TOKEN:\n    description: "set in the project settings"\n'
        '    value: "$NPM_TOKEN_MASKED"',
        'variables:\n  DEPLOY_ENV:\n    value: "staging"\n    options: ["staging", "production"]',
        "LD_SDK_KEY=sdk-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
        "X-Vault-Token: $VAULT_TOKEN",
        "see the team's.Onboarding page and items.Description12345678901",
        "az login --tenant " + _uuid(),
        "docker login -u ci registry.corp.io",
        "ibmcloud login -r us-south --apikey @key.json",
        "aws sso login --profile corp-production-admin-role",
        "snyk auth --auth-type=token",
        "az login --use-device-code",
    ]


def _second_variants() -> list[str]:
    """A second set, written after the first commit's fixes: other scripts, stores, formats."""
    return [
        "รหัสผ่าน wifi ห้องประชุมคือ " + _pw(),
        "ο κωδικός του staging είναι " + _pw(),
        "הסיסמה החדשה לשרת היא " + _pw(),
        "nenosiri la seva ni " + _pw(),
        "heslo k databázi je " + _pw(),
        "ang password ng wifi ay " + _pw(),
        "সার্ভারের পাসওয়ার্ড হল " + _pw(),
        "سرور کا پاس ورڈ " + _pw() + " ہے",
        "[14:02] joris: nieuwe deploy-token is " + _chars(40),
        "> staging admin password: " + _pw(),
        "$ kubectl -n prod exec deploy/api -- printenv STRIPE_SECRET_KEY\n" + _chars(32),
        "$ security find-internet-password -s github.com -w\n" + _h(40),
        "$ pass show infra/db-root\n" + _pw(),
        "$ doppler secrets get DB_PASSWORD --plain\n" + _pw(),
        "$ az keyvault secret show --vault-name corp --name sql-admin-password --query value"
        " -o tsv\n" + _pw(),
        'stripe = { publishable = "pk_live_' + _chars(24) + '", secret = "' + _chars(32) + '" }',
        '<mail-session smtp-user="alerts" smtp-password="' + _pw() + '"/>',
        "keystore.password : \\\n   " + _pw(),
        "environment:\n  - AUTH_SECRET=" + _chars(43),
        "variables:\n  REGISTRY_PASSWORD:\n    value: " + _pw() + "\n    expand: false",
        "Environment='DATABASE_URL=postgres://app:" + _pw() + "@db/app'",
        'ld.MakeClient("sdk-' + _uuid() + '", 5*time.Second)',
        "the VAULT_TOKEN for the dev box is " + _vault_legacy(),
        "ngrok config add-authtoken --config ngrok.yml " + _chars(40),
    ]


def _second_variant_look_alikes() -> list[str]:
    return [
        "รหัสผ่านต้องมีอย่างน้อย 12 ตัวอักษร",
        "ο κωδικός βρίσκεται στο Vault",
        "הסיסמה נמצאת ב-1Password",
        "heslo musí mít alespoň 12 znaků",
        "> staging admin password: see 1Password (Infra vault)",
        "$ doppler secrets get DB_PASSWORD --plain --copy\nCopied to clipboard",
        "$ az keyvault secret show --vault-name corp --name sql-admin-password --query id -o tsv\n"
        "https://corp.vault.azure.net/secrets/sql-admin-password/" + _h(32),
        "$ kubectl get secret api -o jsonpath='{.data.token}' | base64 -d | sha256sum"
        " | cut -c1-64\n" + _h(64),
        "$ echo $VAULT_ADDR\nhttps://vault.corp:8200",
        'stripe = { publishable = "pk_live_' + _chars(24) + '" }',
        "keystore.type : \\\n   PKCS12",
        "variables:\n  REGISTRY_PASSWORD:\n    value: $CI_REGISTRY_PASSWORD\n    expand: true",
        'ld.MakeClient(os.Getenv("LD_SDK_KEY"), 5*time.Second)',
        "return s.replaceAll(pattern, replacement);",
        "wandb login --relogin --host=https://wandb.corp.io",
        "ngrok config add-authtoken --config ngrok.yml $NGROK_AUTHTOKEN",
    ]


def _printed_look_alikes() -> list[str]:
    """Written after the second commit: commands that name a secret and print something else
    (an id, a listing, a version, a digest), under a prompt."""
    return [
        "$ kubectl get secret db -o jsonpath='{.metadata.uid}'\n" + _uuid(),
        "$ docker secret ls -q\n" + _chars(25, string.ascii_lowercase + string.digits),
        "$ npm token list --json | jq -r '.[0].key'\n" + _h(32),
        "$ openssl rand -hex 32\n" + _h(64),
        "$ git rev-parse token-refactor\n" + _h(40),
        "$ aws secretsmanager describe-secret --secret-id prod/db --query VersionIdsToStages\n"
        + _uuid(),
        "$ sha1sum token.txt\n" + _h(40),
    ]


def _arn_look_alikes() -> list[str]:
    """AWS ARNs that name a secret by its type and name (its 6-character suffix is random)."""
    return [
        "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-" + _chars(6),
        "SecretId: arn:aws:secretsmanager:us-east-1:123456789012:secret:rds!db-"
        + _uuid()
        + "-"
        + _chars(6),
        "the task reads arn:aws:secretsmanager:eu-west-1:123456789012:secret:stripe/api-key-"
        + _chars(6)
        + " at boot",
        "arn:aws-us-gov:secretsmanager:us-gov-west-1:123456789012:secret:ci/token-" + _chars(6),
        "arn:aws:ssm:eu-west-1:123456789012:parameter/prod/db/password",
        "arn:aws:iam::123456789012:role/deploy-secret-reader",
    ]


@pytest.mark.parametrize("text", _variants())
def test_round_35_variants_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _variant_look_alikes())
def test_round_35_variant_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


@pytest.mark.parametrize("text", _second_variants())
def test_round_35_second_variants_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _second_variant_look_alikes())
def test_round_35_second_variant_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


@pytest.mark.parametrize("text", _printed_look_alikes())
def test_round_35_printed_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


@pytest.mark.parametrize("text", _arn_look_alikes())
def test_round_35_arn_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


def test_round_35_sonar_login_holding_a_token_is_refused() -> None:
    """Left here as an expected failure; read since round 36 by the value's shape (a token
    under a login's name, tests/test_safety_fresh_round36.py)."""
    assert find_credentials('variables:\n  SONAR_LOGIN:\n    value: "' + _h(40) + '"')
