# ruff: noqa: E501 (one case per line)
"""Write gate, round 27: credentials and personal data written cold, scored before any fix
(issue 19).

Ninety cases written before reading the rules: vendor formats (Linear, Dynatrace and age
from the vendors' pages; Atlassian, Bitbucket, Okta SSWS, Terraform Cloud, Azure AD client
secrets, Mapbox, Square, Alibaba, Tencent, Braintree, Dropbox, Yandex, Azure DevOps); config
formats (Terraform provider blocks, Cargo and Poetry TOML, .properties, Dockerfile ARG/ENV,
GitHub Actions `with:`, systemd, nginx headers, JDBC/ODBC, SQLAlchemy, Mongo, Redis and AMQP
URLs, Kubernetes stringData, Helm --set, Ansible inventories, .npmrc, .pypirc, git's
credential store, AWS credentials, a GCP service-account key, an Azure storage connection
string, `az login`); Go, Rust, Java, C#, Kotlin, Swift, JS/TS and shell; passwords in prose in
sixteen languages rounds 1-26 had not used; and personal data (IBANs, a US SSN, a CPF, a DNI,
a BSN, a UK National Insurance number, a card number). Eighty-two look-alikes in the same
syntaxes: placeholders, references, hashes, ids, public values, format documentation,
numbers that are not personal, password policy prose in ten languages.

Caught on first contact: 72 of 90 (credentials 71 of 79; personal data 1 of 11, the card
number, by round 25's rule); look-alikes flagged: 1 of 82. Missed, and now structures:
IBANs (country, length and mod-97 check) and national ids named as such that pass their own
check (core/privacy_personal.py); a literal passed under a secret's name or as the fallback of
a reference named for one (`os.Setenv("DB_PASSWORD", …)`, `process.env.API_TOKEN ?? "…"`,
`${X:-…}`), basic-auth calls (`.basic_auth("svc", Some("…"))`), lftp's `-u user,password`
(core/privacy_commands.py); nginx's `Authorization "Basic …"` with no colon; the copula last
(Persian "… است") and the words for "password" in eleven more languages. The look-alike: a
GCP service account's address (a machine's address is not someone's).

Reworded variants written after those fixes: 33 of 34 caught, 1 of 39 look-alikes flagged
(Urdu's word for password, added; `${DB_PASSWORD:?message}` read as `DB_PASSWORD: ?message`,
a shell expansion now). Phone numbers and postal addresses were not written as cases: the gate
has no rule for them, and whether it should refuse them (as it refuses email addresses unless
allowed) is a decision for the project, not a fix.

Values are drawn at test time from a seeded generator (tests/credentials.py explains why none
is committed).
"""

from __future__ import annotations

import json
import string
from urllib.parse import quote  # a URL's userinfo is percent-encoded

import pytest

from credentials import Drawn, b64, luhn_complete
from memlane.core.privacy import find_credentials

_DRAWN = Drawn(27)
_RNG = _DRAWN.rng
_chars = _DRAWN.chars
_h = _DRAWN.hex
_uuid = _DRAWN.uuid
_ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_UP = string.ascii_uppercase + string.digits
_LOWNUM = string.ascii_lowercase + string.digits
_DIG = string.digits
_URLSAFE = _ALNUM + "-_"
_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _pw() -> str:
    """A password a person or a generator might pick."""
    kind = _RNG.randrange(3)
    if kind == 0:
        return _RNG.choice(_ALNUM) + _chars(15, _ALNUM + "!#%&*+-=?@^_")
    if kind == 1:
        return (
            _RNG.choice(["Heron", "Walnut", "Basalt", "Tundra"])
            + _chars(2, _DIG)
            + _RNG.choice("!#$%&*")
            + _chars(3)
        )
    return _chars(20)


def _iban(country: str, bban: str) -> str:
    """An IBAN whose check digits are valid (ISO 13616 mod 97)."""
    digits = "".join(str(int(c, 36)) for c in bban + country + "00")
    check = 98 - int(digits) % 97
    return f"{country}{check:02d}{bban}"


def _grouped(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def _cpf() -> str:
    """A Brazilian CPF with valid check digits."""
    d = [_RNG.randrange(10) for _ in range(9)]
    for n in (10, 11):
        s = sum(v * w for v, w in zip(d, range(n, 1, -1), strict=False))
        d.append(0 if s % 11 < 2 else 11 - s % 11)
    t = "".join(map(str, d))
    return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}"


def _dni() -> str:
    """A Spanish DNI: eight digits and their check letter."""
    n = _RNG.randrange(10_000_000, 99_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def _bsn() -> str:
    """A Dutch BSN passing the eleven test."""
    while True:
        d = [_RNG.randrange(10) for _ in range(9)]
        if (
            d[0]
            and (sum(v * w for v, w in zip(d[:8], range(9, 1, -1), strict=True)) - d[8]) % 11 == 0
        ):
            return "".join(map(str, d))


def _ssn() -> str:
    return f"{_RNG.randrange(100, 665)}-{_RNG.randrange(10, 99)}-{_RNG.randrange(1000, 9999)}"


def _round_27() -> list[str]:
    sa_key = (
        "-----BEGIN PRIVATE KEY-----\n" + b64(_RNG.randbytes(120)) + "\n-----END PRIVATE KEY-----\n"
    )
    return [
        # vendor formats (vendors' docs: Linear, Dynatrace, age; the rest from their consoles' help)
        "LINEAR_API_KEY=lin_api_" + _chars(40),
        "dt0c01." + _chars(24, _UP) + "." + _chars(64, _UP),
        "# created: 2025-05-01\n# public key: age1"
        + _chars(58, _BECH32)
        + "\nAGE-SECRET-KEY-1"
        + _chars(58, _BECH32).upper(),
        "ATLASSIAN_API_TOKEN=ATATT3xFfGF0" + _chars(170, _URLSAFE) + "=" + _h(8).upper(),
        "bitbucket app password ATBB" + _chars(28) + _h(8).upper(),
        "Authorization: SSWS 00" + _chars(40, _URLSAFE),
        'credentials "app.terraform.io" {\n  token = "'
        + _chars(14)
        + ".atlasv1."
        + _chars(67)
        + '"\n}',
        "AZURE_CLIENT_SECRET=" + _chars(3) + "8Q~" + _chars(34, _URLSAFE + "."),
        "MAPBOX_ACCESS_TOKEN=sk.eyJ1Ijoi" + _chars(60, _URLSAFE) + "." + _chars(22, _URLSAFE),
        "SQUARE_ACCESS_TOKEN=EAAA" + _chars(60, _URLSAFE),
        "alibaba cloud AccessKey ID LTAI" + _chars(20) + " secret " + _chars(30),
        "TENCENTCLOUD_SECRET_ID=AKID" + _chars(32),
        "BRAINTREE_ACCESS_TOKEN=access_token$production$" + _chars(16, _LOWNUM) + "$" + _h(32),
        "dropbox token sl.B" + _chars(130, _URLSAFE),
        "YC_TOKEN=y0_" + _chars(55, _URLSAFE),
        "AZURE_DEVOPS_EXT_PAT=" + _chars(52, "abcdefghijklmnopqrstuvwxyz234567"),
        # config formats
        'provider "aws" {\n  region     = "eu-west-1"\n  access_key = "AKIA'
        + _chars(16, _UP)
        + '"\n  secret_key = "'
        + _chars(40, _ALNUM + "/+")
        + '"\n}',
        '[registries.internal]\nindex = "sparse+https://crates.internal/"\ntoken = "cio'
        + _chars(32)
        + '"',
        '[http-basic.internal]\nusername = "ci"\npassword = "' + _pw() + '"',
        "spring.mail.username=alerts\nspring.mail.password=" + _pw(),
        "FROM node:20\nARG NPM_TOKEN=npm_" + _chars(36) + "\nRUN npm ci",
        "FROM python:3.12\nENV DJANGO_SECRET_KEY=" + _chars(50, _ALNUM + "!@#%^&*(-_=+)"),
        "      - uses: docker/login-action@v3\n        with:\n          username: ci\n          password: "
        + _pw(),
        "[Service]\nEnvironment=PGPASSWORD=" + _pw() + "\nExecStart=/usr/bin/backup",
        'location / {\n  proxy_set_header Authorization "Basic '
        + b64("svc:" + _pw())
        + '";\n  proxy_pass http://upstream;\n}',
        "jdbc:mysql://db.internal:3306/app?user=app&password=" + quote(_pw(), safe=""),
        "Driver={PostgreSQL Unicode};Server=db;Port=5432;Database=app;Uid=app;Pwd=" + _pw() + ";",
        'engine = create_engine("postgresql+psycopg2://app:'
        + quote(_pw(), safe="")
        + '@db.internal/app")',
        "MONGO_URL=mongodb+srv://svc:" + quote(_pw(), safe="") + "@cluster0.ab1cd.mongodb.net/app",
        "REDIS_URL=redis://:" + _chars(32) + "@cache.internal:6379/0",
        "CELERY_BROKER_URL=amqps://worker:" + quote(_pw(), safe="") + "@mq.internal:5671/prod",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\nstringData:\n  DB_PASSWORD: " + _pw(),
        "helm upgrade app ./chart --set postgresql.auth.postgresPassword=" + _pw(),
        "[web]\n10.0.0.5 ansible_user=root ansible_ssh_pass=" + _pw(),
        "//npm.internal/:_authToken=" + _uuid(),
        "registry=https://npm.internal/\n_auth=" + b64("ci:" + _pw()),
        "[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://pypi.internal/\nusername = ci\npassword = "
        + _pw(),
        "https://ana:" + quote(_pw(), safe="") + "@git.internal",
        "[default]\naws_access_key_id = AKIA"
        + _chars(16, _UP)
        + "\naws_secret_access_key = "
        + _chars(40, _ALNUM + "/+"),
        json.dumps(
            {
                "type": "service_account",
                "project_id": "acme-prod",
                "private_key_id": _h(40),
                "private_key": sa_key,
            }
        ),
        "DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey="
        + b64(_RNG.randbytes(64))
        + ";EndpointSuffix=core.windows.net",
        "az login --service-principal -u "
        + _uuid()
        + " -p "
        + _chars(3)
        + "8Q~"
        + _chars(34, _URLSAFE)
        + " --tenant "
        + _uuid(),
        # languages
        'const apiKey = "' + _chars(40) + '"',
        'os.Setenv("DB_PASSWORD", "' + _pw() + '")',
        'let client = reqwest::Client::new().get(url).basic_auth("svc", Some("' + _pw() + '"));',
        'private static final String DB_PASSWORD = "' + _pw() + '";',
        'var cred = new NetworkCredential("svc", "' + _pw() + '");',
        'val apiSecret = "' + _chars(40) + '"',
        'let stripeSecret = "' + _chars(40) + '"',
        "const pool = new Pool({ host: 'db', user: 'app', password: '" + _pw() + "' });",
        'const token: string = process.env.API_TOKEN ?? "' + _chars(40) + '";',
        "PGPASSWORD='" + _pw() + "' psql -h db -U app app",
        "openssl enc -aes-256-cbc -in backup.tar -out backup.enc -pass pass:" + _pw(),
        "zip -P " + _pw() + " secrets.zip .env",
        "smbclient //fs/share -U ana%" + _pw(),
        "sqlcmd -S db.internal -U sa -P " + _pw() + " -Q 'SELECT 1'",
        "kubectl create secret generic db --from-literal=password=" + _pw(),
        "docker run -e POSTGRES_PASSWORD=" + _pw() + " postgres:16",
        "wget --user=ci --password=" + _pw() + " https://files.internal/build.tgz",
        "lftp -u deploy," + _pw() + " sftp://files.internal",
        # prose, other languages
        "A senha do banco de produção é " + _pw(),
        "La contraseña del servidor es " + _pw(),
        "La password dell'account admin è " + _pw(),
        "Het wachtwoord van de database is " + _pw(),
        "Sunucunun şifresi " + _pw(),
        "Hasło do bazy danych to " + _pw(),
        "데이터베이스 비밀번호는 " + _pw() + " 입니다",
        "كلمة المرور هي " + _pw(),
        "डेटाबेस का पासवर्ड " + _pw() + " है",
        "رمز عبور سرور " + _pw() + " است",
        "Nenosiri la seva ni " + _pw(),
        "Ang password ng server ay " + _pw(),
        "Adgangskoden til serveren er " + _pw(),
        "Passordet til ruteren er " + _pw(),
        "Lozinka za bazu je " + _pw(),
        "La contrasenya és " + _pw(),
        "API密钥是 sk-" + _chars(48),
        "Der API-Schlüssel für Sendgrid lautet " + _chars(40),
        "Il token di accesso è " + _chars(40),
        # personal data
        "IBAN: " + _grouped(_iban("DE", _chars(18, _DIG))),
        "Bitte überweisen an " + _iban("DE", _chars(18, _DIG)) + " (Kontoinhaber Ana Lopes)",
        "RIB/IBAN : " + _grouped(_iban("FR", _chars(23, _DIG))),
        "bank account " + _iban("GB", "NWBK" + _chars(14, _DIG)),
        "SSN: " + _ssn(),
        "Ana's social security number is " + _ssn(),
        "CPF do cliente: " + _cpf(),
        "DNI: " + _dni(),
        "BSN " + _bsn() + " van de medewerker",
        "National Insurance number: "
        + _RNG.choice("ABCEGHJKLMNPRSTWXYZ")
        + _RNG.choice("ABCEGHJKLMNPRSTWXYZ")
        + _chars(6, _DIG)
        + "C",
        "card on file: " + _grouped(luhn_complete("4" + _chars(14, _DIG))),
    ]


def _round_27_look_alikes() -> list[str]:
    return [
        # placeholders and references, in the same syntaxes
        'provider "aws" {\n  region  = "eu-west-1"\n  profile = "prod"\n}',
        'provider "aws" {\n  access_key = var.aws_access_key\n  secret_key = var.aws_secret_key\n}',
        'credentials "app.terraform.io" {\n  token = var.tfc_token\n}',
        '[registries.internal]\nindex = "sparse+https://crates.internal/"\ncredential-provider = "cargo:token"',
        '[http-basic.internal]\nusername = "ci"\npassword = "${POETRY_HTTP_BASIC_INTERNAL_PASSWORD}"',
        "spring.mail.password=${MAIL_PASSWORD}",
        "spring.datasource.password=${vcap.services.db.credentials.password}",
        "FROM node:20\nARG NPM_TOKEN\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci",
        "ENV DJANGO_SECRET_KEY=${DJANGO_SECRET_KEY}",
        "      - uses: docker/login-action@v3\n        with:\n          username: ${{ github.actor }}\n          password: ${{ secrets.GITHUB_TOKEN }}",
        "[Service]\nEnvironmentFile=/etc/backup/env\nExecStart=/usr/bin/backup",
        'location / {\n  auth_basic "Restricted";\n  auth_basic_user_file /etc/nginx/.htpasswd;\n}',
        "jdbc:mysql://db.internal:3306/app?useSSL=true&serverTimezone=UTC",
        "Driver={PostgreSQL Unicode};Server=db;Port=5432;Database=app;Uid=app;Pwd=<password>;",
        'engine = create_engine(f"postgresql+psycopg2://{user}:{password}@{host}/{db}")',
        "MONGO_URL=mongodb+srv://<username>:<password>@cluster0.ab1cd.mongodb.net/app",
        "REDIS_URL=redis://cache.internal:6379/0",
        "CELERY_BROKER_URL=amqp://guest:guest@localhost:5672//",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque",
        "helm upgrade app ./chart --set postgresql.auth.existingSecret=db-credentials",
        "[web]\n10.0.0.5 ansible_user=deploy ansible_ssh_private_key_file=~/.ssh/deploy",
        "//npm.internal/:_authToken=${NPM_TOKEN}",
        "registry=https://npm.internal/\nalways-auth=true",
        "[internal]\nrepository = https://pypi.internal/\nusername = __token__",
        "git config --global credential.helper store",
        "[default]\nregion = eu-west-1\noutput = json",
        "[profile prod]\nsso_start_url = https://acme.awsapps.com/start\nsso_account_id = 123456789012\nsso_role_name = Admin",
        json.dumps(
            {
                "type": "service_account",
                "project_id": "acme-prod",
                "client_email": "ci@acme-prod.iam.gserviceaccount.com",
                "client_id": _chars(21, _DIG),
            }
        ),
        "DefaultEndpointsProtocol=https;AccountName=devstoreaccount1;AccountKey=<account-key>;EndpointSuffix=core.windows.net",
        "az login --service-principal -u $AZURE_CLIENT_ID -p $AZURE_CLIENT_SECRET --tenant $AZURE_TENANT_ID",
        "AZURE_CLIENT_ID=" + _uuid(),
        # code without a literal secret
        "const apiKey = process.env.OPENAI_API_KEY;",
        'password := os.Getenv("DB_PASSWORD")',
        'let token = std::env::var("API_TOKEN")?;',
        'private static final String PASSWORD_FIELD = "password";',
        'var cred = new NetworkCredential(user, Environment.GetEnvironmentVariable("SVC_PASSWORD"));',
        "val apiSecret = BuildConfig.API_SECRET",
        'let apiKey = Bundle.main.object(forInfoDictionaryKey: "API_KEY") as? String',
        "const pool = new Pool({ host: 'db', user: 'app', password: process.env.PGPASSWORD });",
        'if (!process.env.API_TOKEN) throw new Error("API_TOKEN is not set");',
        "read -rs -p 'Password: ' PGPASSWORD && export PGPASSWORD",
        "openssl enc -aes-256-cbc -in backup.tar -out backup.enc -pass env:BACKUP_PASS",
        "openssl enc -aes-256-cbc -in backup.tar -out backup.enc -pass file:/run/secrets/backup",
        "kubectl create secret generic db --from-file=password=./db-password.txt",
        "docker run -e POSTGRES_PASSWORD_FILE=/run/secrets/pg postgres:16",
        "wget --ask-password --user=ci https://files.internal/build.tgz",
        # hashes, ids and public values
        "commit " + _h(40) + " (HEAD -> main, origin/main)",
        "Merge pull request #4821 from acme/fix-login " + _h(7),
        "X-Request-Id: " + _uuid(),
        "correlation_id=" + _h(32) + " tenant=acme",
        "sha256sum: " + _h(64) + "  app-1.4.2.tar.gz",
        'ETag: "' + _h(32) + '"',
        "docker pull acme/app@sha256:" + _h(64),
        "GPG key fingerprint 4AEE 18F8 3AFD EB23 " + " ".join(_h(4).upper() for _ in range(3)),
        "pub   ed25519 2024-01-05 [SC]\n      " + _h(40).upper(),
        "aws_account_id = 123456789012\nrole_arn = arn:aws:iam::123456789012:role/deploy",
        "subscription_id = " + _uuid(),
        "Stripe price id price_1" + _chars(23) + " and product prod_" + _chars(14),
        "Sentry event " + _h(32) + " captured",
        "bundle.js?v=" + _h(20),
        "session expires in 3600 seconds; refresh_token_ttl: 30d",
        # documentation of formats and examples
        "Linear API keys start with lin_api_ and are shown only once.",
        "Dynatrace tokens read dt0c01.<public part>.<secret part>; log only the public part.",
        "An age identity starts with AGE-SECRET-KEY-1; the matching recipient starts with age1.",
        "IBAN format: two letters, two check digits, then up to 30 alphanumerics (e.g. DE89 3704 0044 0532 0130 00 in the ISO example).",
        "Use the SSN field only for US employees; format ###-##-####.",
        "The test IBAN for the sandbox is listed in the provider's docs.",
        # numbers that are not personal data
        "Order #" + _chars(10, _DIG) + " shipped on 2025-05-01",
        "build 2025.05.01.1432 took 00:04:12",
        "Ticket JIRA-4821 blocks release 3.14.159",
        "version 1.2.3-rc.4+build.5678",
        "listen 0.0.0.0:8443; upstream 10.0.12.7:9000",
        # policy prose in other languages
        "A senha deve ter pelo menos 12 caracteres.",
        "La contraseña debe cambiarse cada 90 días.",
        "Het wachtwoord moet minstens één cijfer bevatten.",
        "Şifre en az 12 karakter olmalıdır.",
        "Hasło musi mieć co najmniej 12 znaków.",
        "비밀번호는 12자 이상이어야 합니다.",
        "يجب أن تحتوي كلمة المرور على 12 حرفًا على الأقل",
        "पासवर्ड कम से कम 12 अक्षरों का होना चाहिए।",
        "Ang password ay dapat may hindi bababa sa 12 karakter.",
        "Adgangskoden skal være mindst 12 tegn.",
    ]


@pytest.mark.parametrize("text", _round_27())
def test_round_27_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _round_27_look_alikes())
def test_round_27_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text)


def _pesel() -> str:
    while True:
        d = [_RNG.randrange(10) for _ in range(10)]
        check = (10 - sum(v * w for v, w in zip(d, (1, 3, 7, 9) * 3, strict=False)) % 10) % 10
        return "".join(map(str, d)) + str(check)


def _steuer_id() -> str:
    """A German tax id: eleven digits, ISO 7064 MOD 11,10."""
    d = [_RNG.randrange(1, 10)] + [_RNG.randrange(10) for _ in range(9)]
    product = 10
    for v in d:
        total = (v + product) % 10 or 10
        product = total * 2 % 11
    return "".join(map(str, d)) + str((11 - product) % 10)


def _nir() -> str:
    body = f"{_RNG.choice('12')}{_RNG.randrange(50, 99)}{_RNG.randrange(1, 12):02d}{_RNG.randrange(1, 95):02d}{_RNG.randrange(1, 999):03d}{_RNG.randrange(1, 999):03d}"
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {97 - int(body) % 97:02d}"


def _personnummer() -> str:
    body = f"{_RNG.randrange(50, 99)}{_RNG.randrange(1, 12):02d}{_RNG.randrange(1, 28):02d}{_RNG.randrange(100, 999)}"
    return luhn_complete(body)[:6] + "-" + luhn_complete(body)[6:]


def _sin() -> str:
    n = luhn_complete(str(_RNG.randrange(1, 8)) + _chars(7, _DIG))
    return f"{n[:3]} {n[3:6]} {n[6:]}"


def _reworded() -> list[str]:
    return [
        # personal data, other countries and wordings
        "Kontonummer (IBAN) " + _iban("AT", _chars(16, _DIG)),
        "IBAN van de leverancier: " + _grouped(_iban("NL", "INGB" + _chars(10, _DIG))),
        "transfer to " + _grouped(_iban("ES", _chars(20, _DIG))) + " before Friday",
        "bonifico su " + _iban("IT", "X" + _chars(22, _DIG)),
        "konto " + _grouped(_iban("PL", _chars(24, _DIG))),
        "PESEL: " + _pesel(),
        "Steuer-ID " + _steuer_id(),
        "Numéro de sécurité sociale : " + _nir(),
        "personnummer " + _personnummer(),
        "Social Insurance Number " + _sin(),
        "her SSN is " + _ssn().replace("-", ""),
        "customer CPF " + _cpf().replace(".", "").replace("-", ""),
        "NIE: X"
        + (lambda n: f"{n:07d}" + "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])(_RNG.randrange(1, 9_999_999)),
        # code, reworded
        'System.setProperty("javax.net.ssl.trustStorePassword", "' + _pw() + '");',
        'token = os.getenv("GITHUB_TOKEN", "' + _chars(36) + '")',
        'api_key = ENV.fetch("STRIPE_API_KEY", "' + _chars(40) + '")',
        "const secret = process.env.JWT_SECRET || '" + _chars(32) + "';",
        'val password = System.getenv("DB_PASSWORD") ?: "' + _pw() + '"',
        'password = os.environ.get("DB_PASSWORD") or "' + _pw() + '"',
        "psql postgresql://app:${DB_PASSWORD:-"
        + _pw().replace("}", "x").replace("$", "x")
        + "}@db/app",
        'req.SetBasicAuth("svc", "' + _pw() + '")',
        'headers.put("X-Api-Key", "' + _chars(40) + '");',
        '<Location /admin>\n  RequestHeader set Authorization "Basic '
        + b64("admin:" + _pw())
        + '"\n</Location>',
        "lftp -u ci," + _pw() + " ftp://files.internal -e 'mirror -R dist /www'",
        # prose, more languages
        "Slaptažodis yra " + _pw(),
        "Salasõna on " + _pw(),
        "Fjalëkalimi është " + _pw(),
        "Y cyfrinair yw " + _pw(),
        "Lykilorðið er " + _pw(),
        "Pasahitza: " + _pw(),
        "Geslo za strežnik je " + _pw(),
        "Parole ir " + _pw(),
        "سرور کا پاس ورڈ " + _pw() + " ہے",
        "Die WLAN-Lozinka? nein: das Passwort vom Gast-WLAN ist " + _pw(),
    ]


def _reworded_look_alikes() -> list[str]:
    return [
        'os.Setenv("DB_PASSWORD", cfg.Password)',
        'token = os.getenv("GITHUB_TOKEN", "")',
        'token = os.getenv("GITHUB_TOKEN", None)',
        'api_key = ENV.fetch("STRIPE_API_KEY", nil)',
        "const secret = process.env.JWT_SECRET || '';",
        "const secret = process.env.JWT_SECRET ?? 'changeme';",
        "const port = process.env.PORT || '8080';",
        "psql postgresql://app:${DB_PASSWORD:?DB_PASSWORD is required}@db/app",
        "echo ${DB_PASSWORD:-}",
        "PORT=${PORT:-8080}",
        'label = t("password", "Password")',
        'masked = line.replace("password", "********")',
        'secret_key = getattr(settings, "SECRET_KEY", None)',
        'System.setProperty("javax.net.ssl.trustStore", "/etc/ssl/truststore.jks");',
        'headers.put("Content-Type", "application/json");',
        "req.SetBasicAuth(cfg.User, cfg.Password)",
        "<Location /admin>\n  RequestHeader unset Authorization\n</Location>",
        "lftp -u ci ftp://files.internal",
        "lftp -e 'set ftp:ssl-force true' -u ci, ftp://files.internal",
        # numbers next to the words that name ids, which are not ids
        "SSN format is ###-##-####; we store only the last four digits.",
        "SSN 000-12-3456 is never issued, so the validator rejects it.",
        "The CPF 111.111.111-11 passes a naive check and must be rejected.",
        "NI number QQ 12 34 56 C is HMRC's example.",
        "BSN 123456782 is the example number in the eleven-test docs.",
        "IBAN check digits are computed mod 97 over the rearranged number.",
        "Invoice DE-2025-0042 references the IBAN on file.",
        "PESEL has 11 digits; the last one is a checksum.",
        "Steuer-ID: 11 Ziffern, die letzte ist eine Prüfziffer.",
        "Call the front desk at extension 4821.",
        "Aadhaar numbers never start with 0 or 1.",
        "Spanish NIE numbers start with X, Y or Z.",
        # policy prose in the new languages
        "Slaptažodis turi būti bent 12 simbolių.",
        "Salasõna peab olema vähemalt 12 märki.",
        "Fjalëkalimi duhet të ketë të paktën 12 karaktere.",
        "Rhaid i'r cyfrinair fod o leiaf 12 nod.",
        "Lozinka mora imati najmanje 12 znakova.",
        "La contrasenya ha de tenir almenys 12 caràcters.",
        "رمز عبور باید حداقل ۱۲ کاراکتر باشد",
        "He was released on parole in 2019.",
    ]


@pytest.mark.parametrize("text", _reworded())
def test_round_27_reworded_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _reworded_look_alikes())
def test_round_27_reworded_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text)


# Shapes from the probe of real documentation (Ansible's docs, Traefik's docs) and the tldr
# pages' leftovers that the gate flagged, rewritten here; each now passes.
@pytest.mark.parametrize(
    "text",
    [
        "[junos:vars]\nansible_connection=ansible.netcommon.netconf\nansible_user=myuser\nansible_password=!vault |",
        "    mkpasswd --method=sha-512",
        '"msg": "Message from tty578(user id: ansible): test\\r\\nan-ios-02#"}',
        "> kinit username@REALM.COM\nPassword for username@REALM.COM",
        "ansible_user: username@MY.DOMAIN.COM\nansible_password: Password",
        "ansible-playbook --vault-id dev@my-vault-password-client.py",
        '| <a id="opt-providers-redis-password" href="#opt-providers-redis-password" title="#opt-providers-redis-password">`providers.redis.password`</a> | Defines the password |',
        '| <a id="opt-allowACMEByPass" href="#opt-allowACMEByPass">`allowACMEByPass`</a> | Enables handling of ACME challenges |',
        "password: urn:k8s:secret:redis:password",
        'clientSecret: "urn:k8s:secret:oidc-client:client_secret"',
        "[example.com] acme: error presenting token: gandiv5: unexpected authZone example.com.",
        'stringData:\n  username: admin\n  password: "P@ssw0rd"      # Replace with an Actual Password',
        "data:\n  password: " + b64("secure-password") + '  # base64 encoded "secure-password"',
        "redisPass: mysecret12345678",
        "| Defines whether the secret sent by the client is base64 encoded. | false |",
        "mosquitto_sub -L mqtt://user[:password]@host:1883/topic",
        'hydra -l admin -P pass.txt 10.0.0.1 http-post-form "/login:user=^USER^&password=^PASS^:F=incorrect"',
        "patator ftp_login host=10.0.0.1 user=FILE0 password=FILE1 0=logins.txt 1=passwords.txt",
        "http --auth-type bearer {{Bearer token123}}",
        '"client_email": "ci@acme-prod.iam.gserviceaccount.com"',
    ],
)
def test_real_documentation_shapes_pass(text: str) -> None:
    assert not find_credentials(text)


# The credentials those shapes resemble: each is still refused.
@pytest.mark.parametrize(
    "text",
    [
        "[junos:vars]\nansible_user=myuser\nansible_password=!" + _chars(12),
        "the root passwd " + _chars(12),
        "user id: ansible / Xk9#" + _chars(8),
        "ana.lopes@ACME.COM wrote the runbook",
        "ask ana@lopes.io for the vault id",
        '<input type="hidden" name="password" value="Xk9#' + _chars(10) + '">',
        'clientSecret: "' + _chars(32) + '"',
        "error presenting token: " + _chars(24) + " unexpected",
        'password: "P@ss' + _chars(8) + '"      # rotated 2025-05',
        "GITHUB_TOKEN=ghp_" + _chars(36) + "  # replace me",
        "data:\n  password: " + b64("Tq" + _chars(8) + "9#"),
        "redisPass: mysecret73915" + _chars(3, _DIG),
        "the secret sent by the client is Xk9" + _chars(10),
        "mosquitto_sub -L mqtt://ana:Xk9" + _chars(10) + "@broker.internal/topic",
        "ssh://ana[:Xk9#" + _chars(10) + "]@host",
        '"/login:user=admin&password=Xk9' + _chars(10) + ':F=incorrect"',
        "password=FILE" + _chars(8),
        "http --auth-type bearer {{Bearer " + _chars(40) + "}}",
    ],
)
def test_near_the_documentation_shapes_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


def test_a_withheld_value_on_an_env_line_is_not_read_again() -> None:
    # A .env value runs to the space, so the bracket rule sees "[withheld:" whole; opening
    # with a bracket marks a bracketed phrase, as closing with one marks a call.
    assert not find_credentials("DB_PASSWORD=[withheld: password_assignment]")
    assert find_credentials("DJANGO_SECRET_KEY=ab" + _chars(10) + "(K3" + _chars(30))
