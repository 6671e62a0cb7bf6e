"""Write gate, round 32: credentials in configuration and infrastructure files, vendors'
token formats checked on their own pages, and personal data said in prose, written cold and
scored before any fix (issue 19).

Fifty-five credentials: Terraform (tfvars, a variable's default, a provider's keys, an
azurerm administrator password), .npmrc `_authToken` (a legacy UUID token, GitHub Packages),
Docker's config.json (`auth` in base64, username/password), Kubernetes Secrets (`data` in
base64, a URL in `stringData`, `kubectl create secret --from-literal`/`--docker-password`),
JDBC/ODBC/ADO.NET/Mongo/AMQP/Redis connection strings, SMTP settings (Postfix's sasl_passwd
with a Google app password in its four groups, msmtp, Django, PHPMailer, YAML), Ansible
(inventory `ansible_password=`, `ansible_become_pass`, module `key=value` arguments), GitHub
Actions `env`/`with` blocks, .pgpass, .netrc (block and one-line), .my.cnf, .git-credentials,
AWS/rclone ini files; and vendors' formats read on the vendors' pages: Cloudflare's scannable
cfut_/cfat_/cfk_ tokens, Honeycomb's hcxik_ ingest keys (key id and secret run together),
JFrog reference tokens (base64 "reftkn", 64 characters), YouTrack permanent tokens
(`perm:` login . name . random), Azure DevOps 84-character PATs ("AZDO" at 76-79), Langfuse
`sk-lf-` keys, Scaleway's `SCW_SECRET_KEY` (a UUID). Twenty-four personal-data cases in
eleven languages in families rounds 1-31 had not written: a named person's party or union
membership, pregnancy, therapy, addiction or disability, immigration status, debts or
insolvency, divorce or custody, a home address with a Portuguese postcode, a birth said with a
verb. Sixty-one look-alikes in the same syntaxes: references (`var.x`, `${{ secrets.X }}`,
`{{ vault_x }}`, `secretRef`, `credHelpers`, `<your-token>`, `myPassword` in a connection
string's documentation, `guest:guest@localhost`), hashes, UUIDs as ids, public keys, the
vendors' prefixes named in prose, and the same words with nobody named.

Caught on first contact: credentials 52 of 55; personal data 2 of 24 (the two home addresses,
by round 28's rule); look-alikes flagged: 1 of 61 (an email address as a netrc login: the email
rule, by design; the look-alike now has a plain login). Missed, and now structures: a Google
app password written in its four groups in a sasl_passwd line (judged as the one word it is,
core/privacy_dialects.py); YouTrack, JFrog, Azure DevOps and Langfuse tokens without a secret
word beside them (caught before only as `KEY=value`; now their own formats,
core/privacy_tokens.py; Cloudflare's and Honeycomb's were already the generic
`<prefix>_<random>` rule's); a named person's standing said of the subject of its clause
(core/privacy_status.py: the words right before the phrase must be a full name or a title and
a name, so "the Feature Flag is disabled" or "pregnant with ideas" pass); a birth said with a
verb and a named person, months named in eight more languages, and the postcodes written
dddd-ddd and dd-ddd (core/privacy_contact.py). Still missed, left: "Jorge Navarro vota a Vox"
(a vote for a party named only by its name: "votes for Postgres" is written the same way; not
pinned).

Reworded variants written after those fixes, first run: credentials 23 of 24 (Yarn's
`npmAuthIdent: "user:password"`: now a secret's name), personal data 15 of 20 (two rule bugs:
"is a union member" grouped with the vote phrase, a needle missing for "überschuldet"; dates
written "am 3. Mai 1979 geboren" and "nació el 2 de marzo de 1985"; Turkish "hamile" last);
look-alikes flagged 1 of 30 ("a member of the SRE team": the acronym's "SR" then "E" read as
Italian "e"; an acronym must now end its word). All fixed.

Real text, before and after the round (distinct paragraphs, find_credentials): tldr-pages in
every language plus the venv's site-packages *.md/*.rst, 217,283 paragraphs, 36 flagged before
and after, none new; python/peps, 71,509 paragraphs, 737 before and after (734 emails), none
new; kubernetes/community (governance prose full of people and committees), 27,670
paragraphs, 380 before and after, none new. The new phrases matched nothing in tldr-pages or
the PEPs: neither is prose about people. Reading the community docs with the rules in mind
showed one more shape: "a member of the SIG." (an acronym closing the clause after "member
of"), flagged; an acronym now counts only after a word that only a party or a union enrols
with ("iscritta alla CGIL", "filiado ao PT"), "member of" needs the party's or union's word.

Values are drawn at test time from a seeded generator (tests/credentials.py explains why none
is committed).
"""

from __future__ import annotations

import string

import pytest

from credentials import Drawn, b64
from memlane.core.privacy import find_credentials

_DRAWN = Drawn(32)
_RNG = _DRAWN.rng
_chars = _DRAWN.chars
_h = _DRAWN.hex
_d = _DRAWN.digits
_uuid = _DRAWN.uuid
_pw = _DRAWN.password
_type7 = _DRAWN.cisco_type7
_plate_de = _DRAWN.plate_de
_ALNUM = string.ascii_letters + string.digits
_UPNUM = string.ascii_uppercase + string.digits


_LOWNUM = string.ascii_lowercase + string.digits


def _b64url(n: int) -> str:
    return _chars(n, _ALNUM + "-_")


def _cf(prefix: str) -> str:
    """A Cloudflare scannable credential: its prefix, 40 characters, a checksum."""
    return prefix + _chars(40) + _chars(8)


def _azdo() -> str:
    """An Azure DevOps PAT of the 84-character format: "AZDO" at positions 76-79."""
    return _chars(76) + "AZDO" + _chars(4)


def _jfrog_ref() -> str:
    """A JFrog reference token: base64 of "reftkn:01:…", 64 characters in all."""
    return "cmVmdGtuOjAxOj" + _chars(50)


def _youtrack() -> str:
    return "perm:" + b64("deploy-bot") + "." + b64("ci-token") + "." + _chars(30)


def _honeycomb() -> str:
    return "hcxik_" + _chars(26, _LOWNUM) + _chars(32, _LOWNUM)


def _round_32() -> list[str]:
    return [
        # Terraform
        'db_password    = "' + _pw() + '"\ninstance_class = "db.t3.medium"',
        'variable "admin_password" {\n  type    = string\n  default = "' + _pw() + '"\n}',
        'provider "aws" {\n  region     = "eu-west-1"\n  access_key = "AKIA'
        + _chars(16, _UPNUM)
        + '"\n  secret_key = "'
        + _chars(40, _ALNUM + "/+")
        + '"\n}',
        'resource "azurerm_mssql_server" "main" {\n  administrator_login          = "sqladmin"\n'
        '  administrator_login_password = "' + _pw() + '"\n}',
        # npm, Docker, Kubernetes
        "//registry.npmjs.org/:_authToken=" + _uuid(),
        "//npm.pkg.github.com/:_authToken="
        + _h(40)
        + "\n@corp:registry=https://npm.pkg.github.com",
        '{\n  "auths": {\n    "registry.corp.io": {\n      "auth": "'
        + b64("ci-bot:" + _pw())
        + '"\n    }\n  }\n}',
        '{"auths":{"https://index.docker.io/v1/":{"username":"corpci","password":"'
        + _pw()
        + '"}}}',
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n"
        "  username: " + b64("app") + "\n  password: " + b64(_pw()) + "\n",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\nstringData:\n"
        "  DATABASE_URL: postgres://app:" + _pw() + "@pg.corp.internal:5432/app\n",
        "kubectl create secret generic smtp --from-literal=password='" + _pw() + "'",
        "kubectl create secret docker-registry regcred --docker-server=registry.corp.io "
        "--docker-username=ci --docker-password=" + _pw(),
        # connection strings
        "jdbc:sqlserver://db01.corp.local:1433;databaseName=erp;user=sa;password=" + _pw() + ";",
        "jdbc:mysql://mysql.corp:3306/shop?user=shop&password=" + _pw() + "&useSSL=true",
        "spring.datasource.url=jdbc:oracle:thin:app/" + _pw() + "@//ora01:1521/ORCLPDB1",
        "Driver={ODBC Driver 18 for SQL Server};Server=tcp:sql.corp.io,1433;Database=bi;"
        "Uid=report;Pwd=" + _pw() + ";Encrypt=yes;",
        "Server=tcp:corp.database.windows.net;Database=orders;User ID=orders_app;Password="
        + _pw()
        + ";",
        "MONGO_URI=mongodb+srv://svc-orders:" + _chars(16) + "@cluster0.ab1cd.mongodb.net/orders",
        "amqps://billing:" + _pw() + "@rabbit.corp.io:5671/billing",
        "CELERY_BROKER_URL=redis://:" + _chars(24) + "@redis.corp.internal:6379/0",
        # SMTP
        "[smtp.gmail.com]:587 alerts@corp.io:"
        + " ".join(_chars(4, "abcdefghijklmnopqrstuvwxyz") for _ in range(4)),
        "account corp\nhost smtp.office365.com\nport 587\nuser ops@corp.io\npassword " + _pw(),
        "EMAIL_HOST_USER = 'noreply@corp.io'\nEMAIL_HOST_PASSWORD = '" + _pw() + "'",
        "$mail->Username = 'shop@corp.io';\n$mail->Password = '" + _pw() + "';",
        "smtp:\n  host: smtp.sendgrid.net\n  user: apikey\n  pass: " + _pw(),
        # Ansible
        "web01 ansible_host=10.0.4.11 ansible_user=deploy ansible_password=" + _pw(),
        "all:\n  vars:\n    ansible_become_pass: " + _pw(),
        "- name: create db user\n  mysql_user: name=app password=" + _pw() + " priv=*.*:ALL",
        "- name: add user\n  community.postgresql.postgresql_user:\n    name: app\n"
        "    password: " + _pw(),
        # GitHub Actions
        "env:\n  AWS_ACCESS_KEY_ID: AKIA"
        + _chars(16, _UPNUM)
        + "\n  AWS_SECRET_ACCESS_KEY: "
        + _chars(40, _ALNUM + "/+"),
        "- uses: docker/login-action@v3\n  with:\n    registry: ghcr.io\n    username: corp-ci\n"
        "    password: " + _pw(),
        "jobs:\n  deploy:\n    env:\n      DEPLOY_TOKEN: " + _h(40) + "\n    steps:\n"
        "      - run: ./deploy.sh",
        # dot-files
        "db.corp.io:5432:*:app:" + _pw(),
        "*:*:*:postgres:" + _pw(),
        "machine api.heroku.com\n  login ops@corp.io\n  password " + _uuid(),
        "machine ftp.partner.net login upload password " + _pw(),
        "[client]\nuser=root\npassword=" + _pw() + "\nhost=db01",
        "https://ci-bot:" + _h(40) + "@git.corp.io",
        "[default]\naccess_key = AKIA"
        + _chars(16, _UPNUM)
        + "\nsecret_key = "
        + _chars(40, _ALNUM + "/+"),
        "[remote-s3]\ntype = s3\nprovider = Ceph\naccess_key_id = "
        + _chars(20, _UPNUM)
        + "\nsecret_access_key = "
        + _chars(40),
        # vendors, each checked on its own documentation
        "CLOUDFLARE_API_TOKEN=" + _cf("cfut_"),
        "cloudflare account token: " + _cf("cfat_"),
        "X-Auth-Key: " + _cf("cfk_"),
        "X-Honeycomb-Team: " + _honeycomb(),
        "HONEYCOMB_API_KEY=" + _honeycomb(),
        "curl -H 'Authorization: Bearer "
        + _jfrog_ref()
        + "' https://corp.jfrog.io/artifactory/api/repositories",
        "artifactory token " + _jfrog_ref(),
        "Authorization: Bearer " + _youtrack(),
        "youtrack: " + _youtrack(),
        "AZURE_DEVOPS_EXT_PAT=" + _azdo(),
        "the ADO pat for the pipeline is " + _azdo(),
        "LANGFUSE_SECRET_KEY=sk-lf-" + _uuid(),
        "langfuse = Langfuse(public_key='pk-lf-"
        + _uuid()
        + "', secret_key='sk-lf-"
        + _uuid()
        + "')",
        "SCW_SECRET_KEY=" + _uuid(),
        "accessKey: SCW" + _chars(17, _UPNUM) + "\nsecretKey: " + _uuid(),
    ]


def _round_32_personal() -> list[str]:
    return [
        # political opinion, union membership, ethnicity
        "Martin Schreiber ist AfD-Mitglied, das weiß im Team aber keiner.",
        "Olivia Grant is a member of the Communist Party.",
        "Sophie Laurent est syndiquée à la CGT depuis 2012.",
        "Andrea Costa è iscritta alla CGIL.",
        # pregnancy, disability, mental health treatment
        "Emma Schulz ist schwanger und geht im März in Mutterschutz.",
        "Hannah Becker is pregnant, due in April; she hasn't told HR yet.",
        "Lucas Moreau est enceinte de trois mois.",
        "Natalia Wiśniewska jest w ciąży.",
        "Kim Jansen is in therapy for depression twice a week.",
        "Roberto Sánchez está en rehabilitación por alcoholismo.",
        "Ingrid Larsson har ADHD och tar medicin.",
        "Takeshi Sato is deaf in his left ear since the accident.",
        # immigration, debts, divorce
        "Ali Rahimi's visa expired in May and he is undocumented now.",
        "Chen Wei hat eine Duldung und darf nicht reisen.",
        "Paulo Ferreira tem dívidas de 40 mil euros no banco.",
        "Marta Kowalczyk ogłosiła upadłość konsumencką w 2022 roku.",
        "Nick Baker is going through a divorce and fighting for custody of his son.",
        "Isabelle Fontaine divorce et se bat pour la garde des enfants.",
        # a named person's home address and birthday in prose
        "Lena Hartmann wohnt in der Goethestraße 12, 60313 Frankfurt.",
        "Tom Willis lives at 14 Maple Avenue, Springfield, IL 62704.",
        "Ana Ribeiro mora na Rua das Flores 87, 4050-262 Porto.",
        "Jonas Berg föddes den 14 mars 1988 i Uppsala.",
        "Elif Demir 12.06.1991 doğumlu, Kadıköy'de oturuyor.",
    ]


def _round_32_look_alikes() -> list[str]:
    return [
        # Terraform without a value
        'variable "admin_password" {\n  type      = string\n  sensitive = true\n}',
        'db_password = var.db_password\ninstance_class = "db.t3.medium"',
        "administrator_login_password = random_password.sql.result",
        'provider "aws" {\n  region  = "eu-west-1"\n  profile = "prod"\n}',
        "password = data.aws_secretsmanager_secret_version.db.secret_string",
        # npm, Docker, Kubernetes references
        "//registry.npmjs.org/:_authToken=${NPM_TOKEN}",
        "//npm.pkg.github.com/:_authToken=<your-token>",
        '{\n  "credsStore": "desktop",\n  "auths": {\n    "registry.corp.io": {}\n  }\n}',
        '{"credHelpers": {"123456789012.dkr.ecr.eu-west-1.amazonaws.com": "ecr-login"}}',
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n"
        "  username: <base64-encoded-username>\n  password: <base64-encoded-password>\n",
        "kubectl create secret generic smtp --from-file=password=./smtp-password.txt",
        "kubectl get secret db-creds -o jsonpath='{.data.password}' | base64 -d",
        "envFrom:\n- secretRef:\n    name: app-secrets",
        # connection strings without a secret
        "jdbc:sqlserver://db01.corp.local:1433;databaseName=erp;integratedSecurity=true;",
        "jdbc:mysql://localhost:3306/shop?user=${DB_USER}&password=${DB_PASSWORD}",
        "spring.datasource.url=jdbc:postgresql://pg:5432/app\nspring.datasource.password=${DB_PASS}",
        "Driver={ODBC Driver 18 for SQL Server};Server=tcp:sql.corp.io,1433;Database=bi;"
        "Authentication=ActiveDirectoryMsi;",
        "Server=myServerAddress;Database=myDataBase;User Id=myUsername;Password=myPassword;",
        "MONGO_URI=mongodb://localhost:27017/orders",
        "amqp://guest:guest@localhost:5672/",
        "CELERY_BROKER_URL=redis://redis:6379/0",
        # SMTP without a secret
        "[smtp.gmail.com]:587 alerts@corp.io:<app-password>",
        "EMAIL_HOST_PASSWORD = os.environ['EMAIL_HOST_PASSWORD']",
        "$mail->Password = getenv('SMTP_PASSWORD');",
        "smtp:\n  host: smtp.sendgrid.net\n  port: 587\n  tls: true",
        "Gmail app passwords are 16 letters shown in four groups of four.",
        # Ansible references
        "web01 ansible_host=10.0.4.11 ansible_user=deploy",
        'ansible_become_pass: "{{ vault_become_pass }}"',
        "- mysql_user: name=app password={{ app_db_password }} priv=*.*:ALL",
        "ansible-playbook site.yml --ask-become-pass --vault-password-file ~/.vault_pass",
        # GitHub Actions references
        "env:\n  AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}\n"
        "  AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}",
        "- uses: docker/login-action@v3\n  with:\n    registry: ghcr.io\n"
        "    username: ${{ github.actor }}\n    password: ${{ secrets.GITHUB_TOKEN }}",
        "permissions:\n  id-token: write\n  contents: read",
        # dot-files without a secret
        "hostname:port:database:username:password",
        "machine api.heroku.com\n  login ops",
        "[client]\nuser=root\nhost=db01\nsocket=/var/run/mysqld/mysqld.sock",
        "git config --global credential.helper 'cache --timeout=3600'",
        "[default]\nregion = eu-west-1\noutput = json",
        # hashes, ids, public keys next to secret words
        "sha256 of the released password-manager binary: " + _h(64),
        "request_id=" + _uuid() + " token refresh took 41 ms",
        "SCW_DEFAULT_PROJECT_ID=" + _uuid(),
        "LANGFUSE_PUBLIC_KEY=pk-lf-" + _uuid(),
        "LANGFUSE_SECRET_KEY=sk-lf-...",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + _chars(43) + " ops@laptop",
        "Cloudflare's new tokens start with cfut_, cfat_ or cfk_ and end in a checksum.",
        "Honeycomb key ids look like hcxik_ followed by the id; the secret is separate.",
        "YouTrack tokens have the form perm:<login>.<name>.<random>.",
        "Commit " + _h(40) + " rotated the deploy token.",
        # personal-data look-alikes: the words with nobody named
        "The AfD voted against the bill; the data team tracks the vote.",
        "Union membership is optional; the CGT and CGIL publish their own feeds.",
        "Pregnancy tracking apps leak data, says the report.",
        "The parental leave policy covers pregnancy and adoption.",
        "Therapy sessions are billed by the hour in the sample dataset.",
        "The visa field is optional for EU citizens.",
        "Divorce rates by region come from Eurostat.",
        "The server is deaf to SIGHUP until the reload finishes.",
        "Die Goethestraße ist wegen Bauarbeiten gesperrt.",
        "Our office lives at 14 Maple Avenue until the move.",
        "Version 1.9.88 was born on 14 March 1988 in the changelog joke.",
        "Martin Schreiber merged the AfD-dataset parser.",
        "Hannah Becker is pregnant with ideas for the roadmap.",
    ]


def _variants() -> list[str]:
    """Written after the fixes, reworded: other files, other vendors' spellings, other
    languages."""
    return [
        'master_password = "' + _pw() + '"\nengine_version  = "15.4"',
        "export TF_VAR_db_password='" + _pw() + "'",
        "//nexus.corp.io/repository/npm/:_password=" + b64(_pw()) + "\n"
        "//nexus.corp.io/repository/npm/:username=ci",
        'npmAuthIdent: "ci-bot:' + _pw() + '"',
        "postgresql:\n  auth:\n    username: app\n    password: " + _pw() + "\n    database: app",
        "jdbc:postgresql://pg.corp:5432/app?user=app&password=" + _pw(),
        "jdbc:db2://db2.corp:50000/SAMPLE:user=db2inst1;password=" + _pw() + ";",
        "Provider=MSOLEDBSQL;Data Source=sql01;Initial Catalog=erp;User ID=sa;Password="
        + _pw()
        + ";",
        "mongodb://admin:" + _pw() + "@mongo-0.mongo:27017/?authSource=admin",
        "AMQP_URL=amqp://orders:" + _chars(18) + "@mq.corp.internal:5672/%2f",
        "MAIL_PASSWORD=" + _pw() + "\nMAIL_ENCRYPTION=tls",
        "[smtp]\nenabled = true\nhost = smtp.corp.io:587\nuser = grafana\npassword = " + _pw(),
        "[smtp.office365.com]:587 reports@corp.io:" + _pw(),
        "[windows:vars]\nansible_user=Administrator\nansible_password=" + _pw(),
        "- win_user:\n    name: svc_backup\n    password: " + _pw() + "\n    state: present",
        "env:\n  DATABASE_URL: postgres://ci:" + _pw() + "@localhost:5432/test",
        "default login anonymous password " + _pw(),
        "https://build:" + _azdo() + "@dev.azure.com/corp/app/_git/app",
        '[client]\nuser = backup\npassword = "' + _pw() + '"',
        "the new Cloudflare token is " + _cf("cfat_"),
        '{"honeycomb": {"apiKey": "' + _honeycomb() + '"}}',
        "YOUTRACK_TOKEN=perm-" + b64("ops") + "." + b64("sync") + "." + _chars(30),
        '{"langfuse": {"secretKey": "sk-lf-' + _uuid() + '"}}',
        "docker login corp.jfrog.io -u ci -p " + _jfrog_ref(),
    ]


def _variants_personal() -> list[str]:
    return [
        "Laura Weiß ist Mitglied der Linkspartei.",
        "Pedro Alves é filiado ao PT.",
        "Mr. Owens is a union member, so keep him out of the layoffs thread.",
        "Giorgia Conti è incinta del secondo figlio.",
        "Sara Lindqvist är gravid.",
        "Lukas Brenner hat Depressionen und ist krankgeschrieben.",
        "Mme Girard est sourde depuis l'enfance.",
        "Omar Haddad is an asylum seeker from Syria.",
        "Sofía Ortega está en situación irregular.",
        "Greg Palmer filed for bankruptcy last year.",
        "Julia Schneider ist überschuldet.",
        "Pieter de Boer gaat scheiden.",
        "Camila Rocha vai se divorciar do marido.",
        "Frank Miller is fighting for custody of his daughter.",
        "Andreas Vogel wurde am 3. Mai 1979 geboren.",
        "Pablo Díaz nació el 2 de marzo de 1985.",
        "Ayşe Kaya hamile.",
        "Bruno Keller ist alkoholabhängig und war zweimal in der Klinik.",
        "Maria Santos has epilepsy, so no strobe effects in the demo.",
        "Ewa Lis mieszka na ul. Długa 5, 00-238 Warszawa.",
    ]


def _variant_look_alikes() -> list[str]:
    return [
        'master_password = var.master_password\nengine_version = "15.4"',
        'export TF_VAR_db_password="$(pass show db)"',
        "//nexus.corp.io/repository/npm/:_password=${NEXUS_PASSWORD_B64}",
        'npmAuthIdent: "${NPM_AUTH_IDENT}"',
        "postgresql:\n  auth:\n    existingSecret: app-db\n    database: app",
        "jdbc:postgresql://pg.corp:5432/app?sslmode=require",
        "Provider=MSOLEDBSQL;Data Source=sql01;Initial Catalog=erp;Integrated Security=SSPI;",
        "MAIL_PASSWORD=null\nMAIL_ENCRYPTION=tls",
        "[smtp]\nenabled = true\nhost = smtp.corp.io:587\nuser = grafana\n"
        "password = $__file{/etc/secrets/smtp}",
        "[windows:vars]\nansible_user=Administrator\nansible_connection=winrm",
        "env:\n  DATABASE_URL: postgres://localhost:5432/test",
        "https://dev.azure.com/corp/app/_git/app",
        "Die Linkspartei hat ihr Wahlprogramm als PDF veröffentlicht.",
        "The union type in TypeScript is a member of the type system.",
        "Anna Schmidt is a member of the SRE team.",
        "Lucas Meyer is a member of the third party integrations team.",
        "Tom Becker votes for the proposal in the RFC.",
        "The build is blind to config changes.",
        "Maria Santos has cancer research funding from the EU.",
        "Sven Olsen is in treatment planning for the new clinic.",
        "The Auth Service is stateless and the Feature Flag is disabled.",
        "The Config Loader is undocumented.",
        "Peter Parker's visa application guide is in the wiki.",
        "Acme Payments is going through a rebrand.",
        "Nina Kraus was born on the same day the project started.",
        "Lena Hartmann wohnt seit Jahren in Frankfurt.",
        "Docker Desktop has OCD-level caching.",
        "Anna Smith has hearing aids and prefers captions in meetings.",
        "Custody chains for evidence files are logged in S3.",
        "Die Scheidungsrate steigt, sagt das Statistische Bundesamt.",
        # found reading kubernetes/community for the probe (not scored): after "member of" an
        # acronym names a committee as often as a party
        "Ann Wu is a member of the SIG.",
        "Jane Smith is a member of the PMC, since 2021.",
    ]


@pytest.mark.parametrize("text", _round_32() + _round_32_personal())
def test_round_32_cases_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _round_32_look_alikes())
def test_round_32_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


@pytest.mark.parametrize("text", _variants() + _variants_personal())
def test_round_32_variants_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _variant_look_alikes())
def test_round_32_variant_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text
