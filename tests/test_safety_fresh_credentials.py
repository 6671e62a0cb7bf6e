# ruff: noqa: E501 (one case per line)
"""Write gate, rounds 21 to 25: credentials written cold, scored before any fix (issue 19).

Sixty-four vendor tokens written bare (no key name around them) and forty credentials in
connection strings, CLIs, config dialects and key files. Caught on first contact: 58 of 64
bare tokens and 37 of 40 in context. Missed, and now structures: EasyPost (EZAK/EZTK),
Frame.io (fio-u-), Scalingo (tk-us-) tokens and Microsoft Teams incoming-webhook URLs (from
the vendors' pages); Rails' `secret_key_base` (a key named for a secret, with an encoding word
after it: SECRET_KEY_BASE, API_TOKEN_B64); keepalived's `auth_pass …` (a directive named for a
password, its value last on the line); an OpenVPN static key block.

Round 22, forty credentials in families the gate had not seen: 22 of 40 on first contact.
Missed, and now structures: setters and builders named for a secret (`ds.setPassword("…")`,
`.password("…")`), credential objects built from literals (`new NetworkCredential("svc",
"…")`, `HTTPBasicAuth('svc', '…')`), a literal piped to `sudo -S` or `--password-stdin`, an XML
element naming its secret in an attribute (`<entry key="password">…</entry>`), session cookies
(core/privacy_bearer.py: `Set-Cookie: sid=…`, `connect.sid=s%3A…`), a wallet's seed phrase, a
raw hexadecimal private key, and "access token" / "secret key" said in French, Vietnamese,
Turkish, Arabic and Hindi. Still missed: "use this key when calling the billing API: <key>"
(a bare "key" several words before its value; a cache or primary key is written the same way).

Round 23, forty passwords said in sentences in shapes the prose rules had not seen: 17 of 40.
Missed, and now structures: the value first ("use … as the password", "… is the password for
the NAS"), a password changed to a value in twelve languages ("I changed the wifi password to
…", "das Passwort habe ich auf … geändert", "密码改成了 …", "비밀번호를 …(으)로 바꿨어요"; a verb of
changing must stand in the sentence), "password -> …", "her password's …", "bearer …", and
passphrases written in CapitalizedWords with digits ("blueHorse42") once a sentence names them
as the password (in code such a name is an identifier). Still missed: "the admin pass is …"
("pass" alone is a bus pass or a compass), pairs with free words between ("login with deploy
and …", "creds for grafana are admin and …"), "root:…" alone (an /etc/passwd line reads the
same), "the key to the vault is …", "Wi-Fi: …".

Round 24, fifty credentials from the vendors' token pages and config files: 46 of 50 on first
contact (two of the four misses were the round's own mistakes: a Sentry token without its
"eyJ" payload). Missed, and now structures: Fly.io macaroon tokens ("FlyV1 fm2_…"), a password
hash in its account line (/etc/shadow, htpasswd: "name:$6$salt$hash" cracks offline), and a
password written in base64 under a password key, as a Kubernetes Secret's `data:` holds it
(decoded, it must read as a password: base64 of "changeme" passes).

Round 25, sixty-seven credentials in config dialects (Maven, NuGet, pip, Composer, Helm, WireGuard
…), prose in fourteen languages and what unlocks an account without its password: 60 of 67 on
first contact (one of the misses was the round's own mistake: a documented test card number,
which passes on purpose). Missed, and now structures (core/privacy_recovery.py): a 2FA seed
after "2FA"/"TOTP" and "seed"/"secret"/"key", recovery codes, a key named for what it opens
with words before its value ("encryption key for backups = …", "Unseal Key 1: …"), a card
number that passes the Luhn check next to a word for a card; a Wi-Fi QR payload; "use … to log
into grafana".

Values are drawn at test time from a seeded generator (tests/credentials.py explains why none
is committed).
"""

from __future__ import annotations

import base64
import string

import pytest

from credentials import Drawn
from memlane.core.privacy import find_credentials

_DRAWN = Drawn(21)
_RNG = _DRAWN.rng
_chars = _DRAWN.chars
_HEX = "0123456789abcdef"
_UPPER = string.ascii_uppercase + string.digits


def _password() -> str:
    return "Zq" + _chars(3) + "7!" + _chars(4)


def _bare_tokens() -> list[str]:
    c, h, u = _chars, (lambda n: _chars(n, _HEX)), (lambda n: _chars(n, _UPPER))
    uuid = f"{h(8)}-{h(4)}-{h(4)}-{h(4)}-{h(12)}"
    return [
        "shpat_" + h(32), "shpss_" + h(32), "EAAA" + c(60), "sq0atp-" + c(22),
        "key-" + h(32), h(32) + "-us14", "SK" + h(32), "HRKU-" + c(60), "dp.pt." + c(43),
        "pul-" + h(40), "glc_" + c(80), "glsa_" + c(32) + "_" + h(8),
        "sntrys_eyJpYXQiOjE3" + c(60), "ATATT3xFfGF0" + c(180), "ntn_" + c(46),
        "figd_" + c(40), "PMAK-" + h(24) + "-" + h(34), "dapi" + h(32), "hvs." + c(90),
        c(14) + ".atlasv1." + c(60), "rubygems_" + h(48), "gldt-" + c(20), "glrt-" + c(20),
        "AGE-SECRET-KEY-1" + u(58), "fo1_" + c(43), "sbp_" + h(40), "nfp_" + c(36),
        "r8_" + c(37), "pplx-" + c(48), "rk_live_" + c(99), "whsec_" + c(32),
        "xapp-1-A" + u(10) + "-" + "1" * 13 + "-" + h(64),
        "5" + _chars(9, string.digits) + ":AA" + c(33), "GOCSPX-" + c(28),
        c(3) + "8Q~" + c(34), "shippo_live_" + h(40), "EZAK" + h(54), "CFPAT-" + c(43),
        "aio_" + c(28), "LTAI" + c(20), "FLWSECK-" + h(32) + "-X", "fio-u-" + c(64),
        "sk.eyJ1Ijoi" + c(50) + "." + c(22), "NRAK-" + u(27), "pscale_tkn_" + c(43),
        "pscale_pw_" + c(43), "pnu_" + c(36), "rdme_" + h(70), "squ_" + h(40),
        "tfp_" + c(44) + "_" + c(14), "tk-us-" + c(48), "lin_api_" + c(40),
        "api_org_" + _chars(34, string.ascii_letters), "sk-svcacct-" + c(74),
        "sk-ant-admin01-" + c(93) + "AA", "doo_v1_" + h(64), "dor_v1_" + h(64),
        "npm_" + c(36), "pypi-AgEIcHlwaS5vcmc" + c(70), "github_pat_11" + u(20) + "_" + c(59),
        "ghs_" + c(36),
        "https://discord.com/api/webhooks/" + "1" * 18 + "/" + c(68),
        "https://hooks.slack.com/services/T" + u(8) + "/B" + u(8) + "/" + c(24),
        f"https://acme.webhook.office.com/webhookb2/{uuid}@{uuid}/IncomingWebhook/{h(32)}/{uuid}",
    ]  # fmt: skip


def _in_context() -> list[str]:
    pw, c, h = _password, _chars, (lambda n: _chars(n, _HEX))
    return [
        f"jdbc:mysql://db.internal:3306/app?user=app&password={pw()}",
        f"Server=tcp:sql.internal,1433;Database=app;Uid=app;Pwd={pw()};",
        f"mongodb+srv://app:{pw()}@cluster0.abcde.mongodb.net/prod",
        f"amqp://guest:{pw()}@rabbit.internal:5672/",
        f"redis://:{pw()}@cache.internal:6379/0",
        f"ldapsearch -x -D 'cn=admin,dc=acme,dc=org' -w {pw()} -H ldap://ldap.internal",
        f"docker run -e POSTGRES_PASSWORD={pw()} -d postgres:16",
        f"kubectl create secret generic db --from-literal=password={pw()}",
        f"helm install app ./chart --set auth.rootPassword={pw()}",
        f"ansible_become_password: {pw()}",
        f"ansible_ssh_pass={pw()}",
        f"//registry.npmjs.org/:_authToken={c(36)}",
        f"index-url = https://ci:{pw()}@pypi.internal/simple",
        f"spring.datasource.password={pw()}",
        f"SECRET_KEY = 'django-insecure-{c(50)}'",
        f"APP_KEY=base64:{c(43)}=",
        f"secret_key_base: {h(128)}",
        f"SECRET_KEY_BASE={h(128)}",
        f"signing.password={pw()}",
        f'<add key="ClearTextPassword" value="{pw()}" />',
        f'  "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEv{c(60)}\\n-----END PRIVATE KEY-----\\n",',
        f"DefaultEndpointsProtocol=https;AccountName=acme;AccountKey={c(86)}==;EndpointSuffix=core.windows.net",
        f"Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=root;SharedAccessKey={c(43)}=",
        f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPrivate-Lines: 1\n{c(44)}",
        f"-----BEGIN OpenVPN Static key V1-----\n{h(32)}\n{h(32)}\n-----END OpenVPN Static key V1-----",
        f"$env:GITHUB_TOKEN = 'ghp_{c(36)}'",
        f"set PGPASSWORD={pw()}",
        f"export MYSQL_PWD='{pw()}'",
        f"git clone https://oauth2:{c(20)}@gitlab.com/acme/app.git",
        f"wget --user=deploy --password={pw()} https://files.internal/build.tgz",
        f"smbclient //fs/share -U admin%{pw()}",
        f"psql 'postgresql://app:{pw()}@db.internal/app'",
        f"vault login hvs.{c(90)}",
        f"[client]\nuser=root\npassword={pw()}",
        f"machine api.heroku.com\n  login ana@acme.io\n  password {c(36)}",
        f"bind_pw = {pw()}",
        f"<Password>{pw()}</Password>",
        f"vrrp_instance VI_1 {{\n  authentication {{\n    auth_type PASS\n    auth_pass {pw()}\n  }}\n}}",
        f"rpcpassword={pw()}",
        f"AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjE{c(300)}",
        f"x-api-key: {c(40)}",
    ]


_SEED_WORDS = [
    "abandon",
    "ability",
    "able",
    "about",
    "above",
    "absent",
    "absorb",
    "abstract",
    "absurd",
    "abuse",
    "access",
    "accident",
    "account",
    "accuse",
    "achieve",
    "acid",
    "acoustic",
    "acquire",
    "across",
    "act",
    "action",
    "actor",
    "actress",
    "actual",
]


def _round_22() -> list[str]:
    pw, c, h = _password, _chars, (lambda n: _chars(n, _HEX))
    seed = " ".join(_RNG.choice(_SEED_WORDS) for _ in range(12))
    return [
        f"wallet seed phrase: {seed}",
        f"Recovery phrase for the treasury wallet — {seed}",
        f"ETH private key 0x{h(64)}",
        f'private_key = "{h(64)}"',
        f"Cookie: session={c(40)}; csrftoken={c(32)}",
        f"Set-Cookie: sid={c(48)}; HttpOnly",
        f"connect.sid=s%3A{c(32)}.{c(43)}",
        f'new NetworkCredential("svc-build", "{pw()}")',
        f'new PasswordAuthentication("svc", "{pw()}".toCharArray())',
        f'DataSource.builder().username("app").password("{pw()}").build()',
        f'ds.setPassword("{pw()}");',
        f"requests.get(url, auth=HTTPBasicAuth('svc', '{pw()}'))",
        f"server.login('alerts@acme.io', '{pw()}')",
        f'Password: "{pw()}",',
        f'<entry key="password">{pw()}</entry>',
        f'<property name="db.password" value="{pw()}"/>',
        f'<string name="google_api_key">{c(39)}</string>',
        f'<connection user="app" password="{pw()}"/>',
        f"db.password: {pw()}",
        f"echo '{pw()}' | sudo -S systemctl restart app",
        f"printf '%s' '{pw()}' | docker login -u bot --password-stdin ghcr.io",
        f"El token de acceso de GitLab es {c(20)}",
        f"Der API-Schlüssel lautet {c(32)}",
        f"La clé secrète du webhook : {c(32)}",
        f"Il token di accesso è {c(40)}",
        f"Токен доступа: {c(40)}",
        f"访问令牌是 {c(40)}",
        f"アクセストークンは {c(40)} です",
        f"액세스 토큰: {c(40)}",
        f"Mã truy cập là {c(40)}",
        f"Token akses: {c(40)}",
        f"Erişim belirteci: {c(40)}",
        f"Token dostępu: {c(40)}",
        f"Přístupový token: {c(40)}",
        f"رمز الوصول هو {c(40)}",
        f"एक्सेस टोकन {c(40)} है",
        f"my bearer token for the staging API is {c(40)}",
        f"the client secret we got from Okta: {c(40)}",
        f"KEY={c(40)}",
        f"token: {c(40)}",
    ]


def _passphrase() -> str:
    return _RNG.choice(("blue", "tiny", "rusty")) + _chars(2) + "Horse" + _chars(2, "0123456789")


def _round_23() -> list[str]:
    pw, pp, c = _password, _passphrase, _chars
    return [
        f"use {pw()} as the password for the staging db",
        f"{pw()} is the password for the NAS",
        f"we set the root password to {pw()} yesterday",
        f"I changed the wifi password to {pp()}",
        f"the password we picked was {pp()}",
        f"password (staging): {pw()}",
        f"password -> {pw()}",
        f"password => {pw()}",
        f"pw {pw()}",
        f"sudo password: {pw()}",
        f"Password reset to {pw()} for ana@acme.io",
        f"Her password's {pp()} (she'll rotate it)",
        f"ssh root@10.0.0.7 (password {pw()})",
        f"DB pass = {pw()}",
        f"Database password — {pw()}",
        f"for the API use token {c(40)}",
        f"bearer {c(40)}",
        f"my token: {c(24)}",
        f"secret {c(32)}",
        f"the client secret is {c(36)}, the client id is 1234",
        "the PIN for the office door is 4821",
        f"Das Passwort habe ich auf {pw()} geändert.",
        f"He cambiado la contraseña a {pw()}.",
        f"J'ai changé le mot de passe en {pw()}.",
        f"Ho cambiato la password in {pw()}.",
        f"Mudei a senha para {pw()}.",
        f"Я поменял пароль на {pw()}.",
        f"パスワードを {pw()} に変更しました。",
        f"我把密码改成了 {pw()}。",
        f"비밀번호를 {pw()}(으)로 바꿨어요.",
        f"Şifreyi {pw()} olarak değiştirdim.",
        f"Zmieniłem hasło na {pw()}.",
        f"Ik heb het wachtwoord veranderd in {pw()}.",
    ]


def _round_24() -> list[str]:
    b64 = base64.b64encode
    hex_uuid = f"{_chars(8, _HEX)}-{_chars(4, _HEX)}-{_chars(4, _HEX)}-{_chars(4, _HEX)}-{_chars(12, _HEX)}"
    return [
        f"DATABRICKS_TOKEN=dapi{_chars(32, _HEX)}",
        f"jira api token: ATATT3xFfGF0{_chars(180)}={_chars(8, _HEX).upper()}",
        f"glsa_{_chars(32)}_{_chars(8, _HEX)}",
        f"export VAULT_TOKEN=hvs.{_chars(90)}",
        f"dp.st.prd.{_chars(40)}",
        f"lin_api_{_chars(40)}",
        f"pat{_chars(14)}.{_chars(64, _HEX)}",
        f"sbp_{_chars(40, _HEX)}",
        f"pscale_tkn_{_chars(43)}",
        f"fly deploy token: FlyV1 fm2_{_chars(60)}",
        f"FLY_API_TOKEN=fm1_{_chars(72)}",
        f"sntrys_eyJ{_chars(120)}",
        f"PMAK-{_chars(24, _HEX)}-{_chars(34, _HEX)}",
        f"AGE-SECRET-KEY-1{_chars(58, _UPPER)}",
        f"tskey-auth-{_chars(12)}CNTRL-{_chars(32)}",
        f"rubygems_{_chars(48, _HEX)}",
        f"bkua_{_chars(40, _HEX)}",
        f"dt0c01.{_chars(24, _UPPER)}.{_chars(64, _UPPER)}",
        f"Authorization: SSWS 00{_chars(40)}",
        f"HEROKU_API_KEY={hex_uuid}",
        f"//registry.npmjs.org/:_authToken={hex_uuid}",
        "Authorization: Basic " + b64(f"deploy:{_password()}".encode()).decode(),
        '{"auths":{"ghcr.io":{"auth":"' + b64(f"ana:{_password()}".encode()).decode() + '"}}}',
        f"spring.datasource.password={_password()}",
        f"ansible_become_pass: {_password()}",
        "root:$6$" + _chars(16) + "$" + _chars(86) + ":19000:0:99999:7:::",
        "admin:$apr1$" + _chars(8) + "$" + _chars(22),
        "deploy:$2y$10$" + _chars(53),
        f"Access key ID,Secret access key\nAKIA{_chars(16, _UPPER)},{_chars(40)}",
        f"PINECONE_API_KEY=pcsk_{_chars(6)}_{_chars(60)}",
    ] + [
        # a Kubernetes Secret: every password a letter-and-symbol mix, written in base64
        "apiVersion: v1\nkind: Secret\ndata:\n  password: "
        + b64(
            f"Tq{_chars(4, string.ascii_letters)}9#{_chars(4, string.ascii_letters)}".encode()
        ).decode()
        for _ in range(10)
    ]


def _card_number() -> str:
    """A Luhn-valid 16-digit number with more than four distinct digits (not a test card)."""
    while True:
        body = [4, 5, 3, 9] + [_RNG.randrange(10) for _ in range(11)]
        for check in range(10):
            digits = [*body, check]
            total = sum(
                (d * 2 - 9 if d > 4 else d * 2) if i % 2 else d
                for i, d in enumerate(reversed(digits))
            )
            if total % 10 == 0 and len(set(digits)) > 4:
                number = "".join(map(str, digits))
                return " ".join(number[i : i + 4] for i in range(0, 16, 4))


def _round_25() -> list[str]:
    b32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
    return [
        f"2FA seed for the ops account: {_chars(32, b32)}",
        f"TOTP secret = {_chars(16, b32)}",
        "GitHub recovery codes: "
        + " ".join(f"{_chars(5, string.ascii_lowercase + string.digits)}-"
                   f"{_chars(5, string.ascii_lowercase + string.digits)}" for _ in range(4)),
        f"Backup codes: {_chars(8, string.digits)} {_chars(8, string.digits)} {_chars(8, string.digits)}",
        f"encryption key for backups = {_chars(44)}",
        f"Unseal Key 1: {_chars(44)}",
        f"the master key we use is {_chars(32)}",
        f"Card on file: {_card_number()} exp 12/29",
        f"visa {_card_number().replace(' ', '')}",
        f"WIFI:T:WPA;S:acme-guest;P:{_password()};;",
        f"use {_password()} to log into grafana as admin",
        f"<server><id>nexus</id><username>deploy</username><password>{_password()}</password></server>",
        f'<add key="ClearTextPassword" value="{_password()}" />',
        f"index-url = https://deploy:{_password()}@pypi.internal.acme.io/simple",
        f"La contraseña de la base de datos es {_password()}",
        f"Das Passwort für den Server lautet {_password()}",
        f"サーバーのパスワードは {_password()} です",
    ]  # fmt: skip


@pytest.mark.parametrize("text", _round_25())
def test_round_25_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize(
    "text",
    [
        "Use 4242 4242 4242 4242 for Stripe test cards.",
        "Stripe test card 4000 0566 5566 5556 (debit)",
        "The backup codes are stored in 1Password.",
        "Recovery codes: see the vault entry 'github-ops'.",
        "2FA: use the authenticator app; the setup key is in 1Password.",
        "encryption key for backups = see KMS alias/backup",
        "The master key is rotated every 90 days.",
        "WIFI:T:WPA;S:guest;P:changeme;;",
        "Run npm run dev to log in locally",
        "Use your SSO account to log into grafana.",
    ],
)
def test_round_25_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text)


def test_a_card_shaped_number_without_a_word_for_a_card_passes() -> None:
    assert not find_credentials(f"order {_card_number()} shipped")


@pytest.mark.parametrize("text", _round_24())
def test_round_24_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize(
    "text",
    [
        "The shadow format is user:$id$salt$hash, see man 5 shadow.",
        "htpasswd -B creates lines like admin:$2y$05$...",
        "root:x:0:0:root:/root:/bin/bash",
        "DB_PASSWORD=Y2hhbmdlbWU=",  # base64 of a placeholder
        "The session id is stored in base64 (SGVsbG8gd29ybGQ=) for the legacy client.",
        "Use fm2 format for the firmware image.",
    ],
)
def test_round_24_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text)


@pytest.mark.parametrize("text", _round_23())
def test_round_23_passwords_in_sentences_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize(
    "text",
    [
        "We changed the password policy to 14 characters in 2024.",
        "Set the password field to type=password in the form.",
        "I changed the password to something stronger.",
        "The password was reset to the default in v2.3.1.",
        "Update the token to v2 format before the migration.",
        "Change the password in .env.local2 and restart.",
        "Vault is the password manager we use.",
        "db_password2 is the name of the variable in settings.py",
        "SuperSecret123 is an example of a weak password.",
        "Use PasswordField as the password widget.",
        "userPassword1 is the column name in the legacy schema.",
        "Das Passwort habe ich auf die neue Richtlinie umgestellt.",
        "He cambiado la contraseña a una más larga.",
        "密码改成了更长的。",
        "Bearer tokens expire after one hour.",
        "The bearer token is in the Authorization header.",
        "Changed the password hashing to argon2id in auth/hash.py.",
        "the password's length must be at least 12",
        "password -> hashed with bcrypt -> stored",
        "Set the token to ${GITHUB_TOKEN} in the workflow.",
    ],
)
def test_round_23_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text)


@pytest.mark.parametrize("text", _round_22())
def test_round_22_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize(
    "text",
    [
        "ds.setPassword(password);",
        'ds.setPassword("");',
        'user.setPassword("${DB_PASSWORD}");',
        '.password("<your-password>")',
        "new NetworkCredential(user, pass)",
        'HTTPBasicAuth("svc", os.environ["SVC_PW"])',
        'password = ask_password("Password: ")',
        "echo $PASSWORD | docker login -u bot --password-stdin ghcr.io",
        'echo "y" | sudo -S apt-get install curl',
        "Set-Cookie: theme=dark; Path=/; SameSite=Lax",
        "Cookie: _ga=GA1.2.1234567890.1600000000; _gid=GA1.2.987654321.1600000000",
        "Cookie: sessionid=<session id from devtools>",
        "'Set-Cookie: fig=newton\\r\\nSet-Cookie: sugar=wafer'",
        "sid=S-1-5-21-3623811015-3361044348-30300820-1013",
        "The recovery phrase is twelve words you write down on paper and keep safe.",
        "mnemonic: abbreviations are listed in docs/glossary.md",
        "private key 0x" + "0" * 64,
        '<string name="app_name">Memlane</string>',
        '<entry key="password">${DB_PASS}</entry>',
        '<property name="password" value=""/>',
        "Le jeton est valide pendant 24 heures.",
        "La clé secrète doit être renouvelée chaque année.",
        'setTokenizer("bert-base-uncased")',
        'withPasswordPolicy("strict")',
    ],
)
def test_round_22_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text)


@pytest.mark.parametrize("text", _bare_tokens())
def test_round_21_bare_tokens_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _in_context())
def test_round_21_credentials_in_context_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize(
    "text",
    [
        "db_password is read from the vault at start-up",
        "auth_pass ${KEEPALIVED_PASS}",
        "bind_pw <your-password>",
        "secret_key_base: <%= ENV['SECRET_KEY_BASE'] %>",
        "SECRET_KEY_BASE=changeme",
        "token_string = tokenizer.decode(ids)",
        "password_value = form.cleaned_data['password']",
        "api_key_hex = key.hex()",
        "smtp_pass  PLACEHOLDER",
        "The EZAK prefix marks EasyPost production keys.",
        "tk-us-east-1 is the region label",
        "fio-u- tokens are Frame.io developer tokens",
        "-----BEGIN OpenVPN Static key V1-----\n...\n-----END OpenVPN Static key V1-----",
        "ssl_password_file /etc/nginx/keys.pass;",
        "auth_pass none",
        "use_pass true",
        "https://acme.webhook.office.com/webhookb2/<id>/IncomingWebhook/<token>/<id>",
    ],
)
def test_round_21_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text)


@pytest.mark.parametrize(
    "text",
    [
        # a localized "your password" in a config example, and a form's "your.name@…"
        "ALERT_EMAIL_PASSWORD=suasenha",
        "SMTP_PASSWORD=tucontrasena",
        "DB_PASSWORD=deinpasswort",
        "Send it from your.name@acme.io once the account exists.",
        # a backquoted identifier after "token in" is code, not a password said in a sentence
        "- Auth header is set automatically\n- 401 responses → clear token in `authStore`",
    ],
)
def test_agent_instruction_file_placeholders_pass(text: str) -> None:
    assert not find_credentials(text)


def _markdown_credentials() -> list[str]:
    return [
        f"**Password:** {_password()}",
        f"The **password** is {_password()}",
        f"- **DB password**: `{_password()}`",
        f"Password for the NAS:\n{_password()}",
        f"the wifi password is\n{_password()}",
        f"*API key*: {_chars(32)}",
    ]


@pytest.mark.parametrize("text", _markdown_credentials())
def test_credentials_in_markdown_or_wrapped_are_refused(text: str) -> None:
    # a Markdown note bolds the label and wraps the sentence; the value is as secret as ever
    assert find_credentials(text), text


@pytest.mark.parametrize(
    "text",
    [
        "**Password:** see 1Password",
        "The **password** is in the vault.",
        "Cookie: _ga=GA1.2.1234567890.1600000000; _gid=GA1.2.987654321.1600000000",
        "- **Rotate** the password\n- every 90 days",
    ],
)
def test_markdown_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text)
