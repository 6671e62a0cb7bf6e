# ruff: noqa: E501 (one case per line)
"""Write gate, round 21: credentials written cold, scored before any fix (issue 19).

Sixty-four vendor tokens written bare (no key name around them) and forty credentials in
connection strings, CLIs, config dialects and key files. Caught on first contact: 58 of 64
bare tokens and 37 of 40 in context. Missed, and now structures: EasyPost (EZAK/EZTK),
Frame.io (fio-u-), Scalingo (tk-us-) tokens and Microsoft Teams incoming-webhook URLs (from
the vendors' pages); Rails' `secret_key_base` (a key named for a secret, with an encoding word
after it: SECRET_KEY_BASE, API_TOKEN_B64); keepalived's `auth_pass …` (a directive named for a
password, its value last on the line); an OpenVPN static key block. Values are drawn at test
time from a seeded generator (tests/credentials.py explains why none is committed).
"""

from __future__ import annotations

import random
import string

import pytest

from credentials import ALNUM
from memlane.core.privacy import find_credentials

_RNG = random.Random(21)
_HEX = "0123456789abcdef"
_UPPER = string.ascii_uppercase + string.digits


def _chars(n: int, alphabet: str = ALNUM) -> str:
    """Random characters; from a mixed alphabet, with a digit and a letter (a value without
    one reads as a word to the prose rules)."""
    mixed = any(a.isdigit() for a in alphabet) and any(a.isalpha() for a in alphabet)
    while True:
        value = "".join(_RNG.choice(alphabet) for _ in range(n))
        if not mixed or (any(c.isdigit() for c in value) and any(c.isalpha() for c in value)):
            return value


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
