"""Write gate, round 39: vendor token formats with no rule yet, written cold and scored before
any fix (issue 19).

Fifty credentials and sixty-four look-alikes. Caught on first contact (main 678a671):
credentials 17 of 50; look-alikes flagged 8 of 64. Missed: every documented format written
bare (Duffel, Polar, Databento, MaxMind, Zuplo, Telnyx), an Onfido token under a YAML key
that names no secret, LaunchDarkly's `Authorization: api-…` (a header with no scheme) and
`LD_ACCESS_TOKEN=api-<uuid>`, webhook URLs ending in a UUID, and `seed:` lines without a
wallet named near them. Flagged: a masked `duffel_live_••••…3f9a`, an all-zero UUID
placeholder after `persona_sandbox_`, Midtrans' public client key (in `data-client-key` and
`MIDTRANS_CLIENT_KEY`), a letters-only Zapier hook from the documentation, and three
"access key id" values (identifiers, read as "access key" + value).

Fixed by structure:
- the six documented formats (core/privacy_tokens.py): Duffel, Polar and Zuplo by their
  prefixes; Databento's `db-` and 29 letters and digits; MaxMind's 40 characters ending in
  `_mmk`; Telnyx's KEY, 32 upper-case hexadecimal characters, "_" and 22 characters;
- an `Authorization` header whose value has no scheme: a generated value of 24 or more
  characters (core/privacy_assignments.py);
- a webhook URL whose last segment is a UUID, `/webhook/<uuid>` or `/webhook-test/<uuid>`
  (one path segment at most before it: a management API's `/v1/webhooks/<id>` is plural and
  deeper), unless the UUID is a filler (core/privacy_tokens.py);
- a bare `seed:` key on its own line whose whole value is 12-24 words with no sentence's
  function word ("the", "with", "using", …) among them (core/privacy_seed_phrase.py);
- masks (four or more "•"/"●"/"·") and a filler after a vendor's prefix
  (`persona_sandbox_00000000-…`) are placeholders; a value that names itself the client or
  public half (`SB-Mid-client-…`) is not judged as a secret; a secret word followed by "id"
  or "identifier" names the identifier (core/privacy_values.py, core/privacy_prose.py);
- a Zapier catch hook's last segment must mix letters and digits.
After the fix: credentials 48 of 50, look-alikes 0 of 64. Left (expected failures below): an
Onfido token under a YAML key `live:` (Onfido's format is not on its pages, and nothing else
in the text names a secret) and `LD_ACCESS_TOKEN=api-<uuid>`: a word-led UUID reads as a
resource's name (core/privacy_values.resource_path), and reading it as generated flagged
LaunchDarkly's public `mob-<uuid>` mobile key (round 35's look-alike); only the vendor's
prefix tells the two apart, and LaunchDarkly's pages do not state it.

Variants written after those fixes (the formats in C++, Rust, Go and JS clients, n8n on a port,
in CI and on n8n cloud with a query, seed lines quoted, in INI and under another key, a Zapier
hook without its slash; look-alikes: `db-` host names, KEY-led words, `_mmk` in a column
name, masked and templated values, zero-UUID and parameterised webhook paths, GitHub's hook
ids, seed lines of numbers, four words and a sentence, token and key ids, a Midtrans client
key in JS), first run: credentials 14 of 16 (main: 4), look-alikes flagged 1 of 22 (main: 2).
Missed: a quoted seed line and a bare `persona_production_<uuid>`; flagged: the zero-UUID
webhook URL. Fixed: a closing quote may end the seed line, and a webhook's UUID that is a
filler passes; and (round 36's look-alike) a path that goes on after the UUID names a record.
Left: Persona's bare key (the format is a third party's description).

A second set written after that (MaxMind under `geoip:`, Databento in Rust, Polar in a .NET
`<add … value=…/>`, Duffel on a here-string, an n8n URL with a fragment, a 24-word seed list
item, Zuplo and Telnyx in chat and JS; ten look-alikes: a webhook path going on after the UUID,
short and numeric seeds, filler and templated values, prefixes named in prose), first run:
credentials 7 of 8 (main: 0), look-alikes flagged 0 of 10. The miss was the n8n URL on
n8n.example.org: an RFC 2606 host is read as documentation by design (core/privacy_urls.py),
so it is kept as a look-alike and the credential rewritten on another host (caught); no fix.

Real text, before (main 678a671) and after the round (find_credentials over
bench/privacy_real_text.py's first probe; its second, the docs repositories, was not run: the
mirrors were absent): tldr-pages in every language plus the venv's site-packages *.md/*.rst,
216,886 distinct paragraphs, 15 flagged before and after, none new, none gone.

Cost (callgrind, bench/safety_instructions.py --baseline 678a671 --gates privacy):
documentation 661.9 -> 662.7 M instructions (+0.1 %), transcript 684.6 -> 684.7 M (+0.0 %),
look-alike notes 1089.1 -> 1096.8 M (+0.7 %).

Vendor names were taken from GitHub's secret-scanning "supported patterns" list; each format
was then read on the vendor's own pages (the search tool, docs corpus):
- Duffel: "Testing tokens … start with duffel_test_" (duffel.com/docs/api/overview/test-mode);
  live tokens are duffel_live_. The length is not documented: the rule wants 30 or more
  base64url characters after the prefix.
- Polar: `polar_pat_` personal tokens (polar.sh "Authentication", as mirrored on mintlify) and
  `polar_oat_` organization tokens (the polar-ruby client checks that prefix); length not
  documented.
- Databento: "Each API key is a 32-character string starting with db-"
  (databento.com/docs/api-historical/basics/authentication).
- MaxMind: new license keys are 40 characters of [a-zA-Z0-9_] with a six-character prefix and
  a `_mmk` suffix (dev.maxmind.com release note 2023-03-16, "Changes to MaxMind License Keys").
- Zuplo: API keys are `zpka_<random>_<checksum>` (zuplo.com/docs/articles/api-key-best-practices).
- Telnyx: `KEY…` (developers.telnyx.com legacy CLI page: `TELNYX_API_KEY=KEY_xxxxxxxxxxxxx`);
  the full shape (KEY, 32 upper-case hexadecimal characters, "_", 22 letters and digits) could
  not be confirmed on Telnyx's pages: the rule wants that whole shape, which nothing else has.
- Not confirmed on the vendors' pages (the pages say only "API key"/"token"): Onfido
  (`api_live.`/`api_sandbox.` tokens), Persona (`persona_production_`/`persona_sandbox_`; only
  a third-party guide states them), Octopus Deploy (`API-…`), MailerSend (`mlsn.…`),
  LaunchDarkly REST tokens (`api-<uuid>`), Mercury, CockroachDB (`CCDB1_…`), Cashfree and
  Asana (Asana's page says its tokens are opaque and may change format) and Midtrans. Those
  are written here with a word near them (a header, a variable's or a client's name), as a
  person writes them; no format rule was added for them.
- Structures from the brief: an n8n-style webhook URL whose last segment is a UUID
  (`/webhook/<uuid>` is the whole credential: anyone who has it can trigger the workflow); a
  bare `seed:` line holding a 12- or 24-word phrase; "access key id" names an identifier,
  not a secret; a Midtrans client key is public (its server key is not); a Zapier catch hook
  needs letters and digits in its last segment (a documentation example has letters only).

Values are drawn at test time from a seeded generator (tests/credentials.py explains why none
is committed).
"""

from __future__ import annotations

import base64
import string

import pytest

from credentials import Drawn
from memlane.core.privacy import find_credentials

_DRAWN = Drawn(39)
_RNG = _DRAWN.rng
_chars = _DRAWN.chars
_h = _DRAWN.hex
_uuid = _DRAWN.uuid
_ALNUM = string.ascii_letters + string.digits
_URLSAFE = _ALNUM + "-_"
_UPHEX = "0123456789ABCDEF"
_UPPER = string.ascii_uppercase + string.digits
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
# words of the BIP-39 English list (a wallet's recovery phrase draws 12 or 24 of 2,048)
_BIP39 = [
    word
    for line in (
        "orbit canyon velvet puzzle tribe hollow march eagle salad crisp novel garage yellow "
        "shrimp timber unveil ripple danger frost lunar pepper wagon spice glove table tackle "
        "talent target "
        "tattoo tenant tennis theory thrive thumb ticket tiger tissue toast tomato tongue topple "
        "torch tornado tourist tragic trophy trumpet tumble tunnel turtle fabric faculty fatigue",
    )
    for word in line.split()
]


def _phrase(n: int) -> str:
    return " ".join(_RNG.sample(_BIP39, n))


def _duffel(env: str) -> str:
    return f"duffel_{env}_" + _chars(43, _URLSAFE)


def _polar(kind: str) -> str:
    return f"polar_{kind}_" + _chars(43)


def _databento() -> str:
    return "db-" + _chars(29)


def _maxmind() -> str:
    return _chars(6) + "_" + _chars(29, _ALNUM + "_") + "_mmk"


def _zuplo() -> str:
    return "zpka_" + _h(32) + "_" + _h(8)


def _telnyx() -> str:
    return "KEY" + _chars(32, _UPHEX) + "_" + _chars(22)


def _onfido(env: str) -> str:
    return f"api_{env}." + _chars(11, _URLSAFE) + "." + _chars(32, _URLSAFE)


def _webhook_uuid() -> str:
    return _uuid()


def _round_39_vendor_formats() -> list[str]:
    """Documented formats, written where no secret word names them."""
    return [
        'client = Duffel("' + _duffel("test") + '")',
        "Switched the booking bot to " + _duffel("live") + " this morning.",
        "DUFFEL_LIVE=" + _duffel("live"),
        'polar = Polar("' + _polar("oat") + '")',
        "my " + _polar("pat") + " still works after the org migration",
        "2026-11-30T10:00:01Z INFO polar client init with " + _polar("oat"),
        'client = db.Historical("' + _databento() + '")',
        "databento live feed for the ES backtests: " + _databento(),
        "export DATABENTO=" + _databento(),
        "AccountID 123456\nLicenseKey " + _maxmind() + "\nEditionIDs GeoLite2-City",
        'reader = geoip2.webservice.Client(123456, "' + _maxmind() + '")',
        '"geoip": {"account": 123456, "license": "' + _maxmind() + '"}',
        "consumer acme-prod on the gateway: " + _zuplo(),
        "| acme-prod | " + _zuplo() + " | 2026-12-01 |",
        "const telnyx = require('telnyx')('" + _telnyx() + "');",
        "the SMS relay still runs on " + _telnyx() + " until Friday",
        '{"duffel": "' + _duffel("test") + '", "currency": "EUR"}',
        "databento:\n  - " + _databento() + "\n  - dataset: GLBX.MDP3",
        "maxmind: " + _maxmind(),
        'fetch(url, { headers: { "x-consumer": "' + _zuplo() + '" } })',
        '[polar]\naccess = "' + _polar("oat") + '"',
        "Ana: use " + _telnyx() + " for the staging numbers",
    ]


def _round_39_named() -> list[str]:
    """Formats not confirmed on the vendors' pages, written with a word that names them."""
    return [
        "ONFIDO_API_TOKEN=" + _onfido("live"),
        'curl https://api.eu.onfido.com/v3.6/applicants -H "Authorization: Token token='
        + _onfido("sandbox")
        + '"',
        'requests.post(url, headers={"Authorization": "Bearer persona_production_'
        + _uuid()
        + '"})',
        "PERSONA_API_KEY=persona_sandbox_" + _uuid(),
        "$headers = @{ 'X-Octopus-ApiKey' = 'API-" + _chars(26, _UPPER) + "' }",
        "octo create-release --project web --server https://deploy.corp.io --apiKey API-"
        + _chars(27, _UPPER),
        'mailersend = MailerSend(api_key="mlsn.' + _h(64) + '")',
        "MAILERSEND_API_TOKEN=mlsn." + _h(64),
        'curl https://app.launchdarkly.com/api/v2/flags/default -H "Authorization: api-'
        + _uuid()
        + '"',
        'curl https://api.mercury.com/api/v1/accounts -H "Authorization: Bearer secret-token:'
        "mercury_production_rma_" + _chars(40, _B58) + '_yrucrem"',
        'cockroach_api_key = "CCDB1_' + _chars(22) + "_" + _chars(40) + '"',
        "--header 'x-client-secret: cfsk_ma_prod_" + _h(32) + "_" + _h(8) + "'",
        'curl https://app.asana.com/api/1.0/users/me -H "Authorization: Bearer 2/'
        + _DRAWN.digits(16)
        + "/"
        + _DRAWN.digits(16)
        + ":"
        + _h(32)
        + '"',
        "curl -u "
        + _h(64)
        + ":"
        + _h(64)
        + " https://api.planningcenteronline.com/people/v2/people",
        "Midtrans\\Config::$serverKey = 'SB-Mid-server-" + _chars(24, _URLSAFE) + "';",
        "MIDTRANS_SERVER_KEY=Mid-server-" + _chars(24, _URLSAFE),
    ]


def _round_39_structures() -> list[str]:
    """Webhook URLs that are their own credential, bare seed lines, Zapier hooks."""
    return [
        "curl -X POST https://n8n.acme.io/webhook/" + _webhook_uuid() + " -d @payload.json",
        "N8N_HOOK=https://automation.corp.net/webhook/" + _webhook_uuid(),
        "test it against https://n8n.acme.io/webhook-test/" + _webhook_uuid() + " first",
        '{"url": "https://flows.acme.dev/webhook/' + _webhook_uuid() + '", "method": "POST"}',
        "seed: " + _phrase(12),
        "backup:\n  seed: " + _phrase(24),
        "seed = " + _phrase(12),
        "- seed: " + _phrase(12),
        "[trigger the flow](https://n8n.acme.io/webhook/" + _webhook_uuid() + ")",
        "Zap trigger: https://hooks.zapier.com/hooks/catch/4829173/3kq9zx1/",
    ]


def _second_variants() -> list[str]:
    """A second set, written after the variants' fixes."""
    return [
        "GEOIPUPDATE_EDITION_IDS=GeoLite2-City\ngeoip: " + _maxmind(),
        'let databento = Historical::new("' + _databento() + '")',
        '<add name="polar" value="' + _polar("pat") + '" />',
        "duffel --token-file=- <<< " + _duffel("live"),
        "webhook: https://n8n.acme-corp.org/webhook/" + _uuid() + "#prod",
        "  - seed: " + _phrase(24),
        "zuplo consumer key rotated, new one " + _zuplo(),
        "fetch('https://api.telnyx.com/v2/messages', {headers: {Authorization: 'Bearer ' + '"
        + _telnyx()
        + "'}})",
    ]


def _second_look_alikes() -> list[str]:
    return [
        "https://n8n.acme-corp.org/webhook/" + _uuid() + "/executions",
        # (an RFC 2606 host is documentation's, whatever the path holds)
        "webhook: https://n8n.example.org/webhook/" + _uuid() + "#prod",
        "seed: 7\nworkers: 4",
        "seed: apple banana cherry",
        "db-" + "x" * 29,
        "a MaxMind key ends in _mmk; ours is in 1Password",
        "KEY" + "0" * 32 + "_" + "x" * 22,
        "polar_pat_ and polar_oat_ prefixes are scanned by GitHub",
        "Authorization: bearer-token-goes-here-in-prod",
        "Authorization: ${{ secrets.LD_TOKEN }}",
        "duffel_live_<redacted>",
    ]


# Formats not confirmed on the vendors' pages, written with no word that names a secret: left
# (a rule for them would rest on third-party descriptions; see the docstring).
_LEFT = [
    "onfido:\n  live: " + _onfido("live") + "\n  region: eu",
    "init persona with persona_production_" + _uuid(),
    "LD_ACCESS_TOKEN=api-" + _uuid(),
]

_CREDENTIALS = _round_39_vendor_formats() + _round_39_named() + _round_39_structures()


def _round_39_look_alikes() -> list[str]:
    """Format documentation, masked values, placeholders, public keys and ids."""
    return [
        # format documentation
        "Databento API keys are 32-character strings starting with `db-`.",
        "Duffel test tokens start with duffel_test_ and live tokens with duffel_live_.",
        "MaxMind license keys are 40 characters of [a-zA-Z0-9_] and end in _mmk.",
        "Zuplo keys look like zpka_<random>_<checksum>; the checksum catches typos.",
        "Polar organization tokens begin with polar_oat_, personal ones with polar_pat_.",
        "Telnyx v2 keys start with KEY, then hexadecimal, an underscore and a secret part.",
        "Onfido tokens read api_live.<id>.<secret> or api_sandbox.<id>.<secret>.",
        "Octopus API keys begin with API- followed by uppercase letters and digits.",
        "MailerSend tokens begin with mlsn. and are shown only once.",
        "Persona keys: persona_sandbox_… for testing, persona_production_… for live.",
        "the polar_oat_ prefix is one GitHub secret scanning recognises",
        # masked and placeholder values
        "DUFFEL_ACCESS_TOKEN=duffel_live_••••••••••••3f9a",
        "zpka_********************************_a1b2c3d4 (revoked)",
        "polar_oat_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        "db-XXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        "LicenseKey YOUR_LICENSE_KEY_HERE",
        "api_live.xxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "PERSONA_API_KEY=persona_sandbox_00000000-0000-0000-0000-000000000000",
        "octo deploy-release --project web --apiKey $env:OCTOPUS_API_KEY",
        "Authorization: api-<your-access-token>",
        "MAILERSEND_API_TOKEN=mlsn.<token>",
        "curl -u $PCO_APP_ID:$PCO_SECRET https://api.planningcenteronline.com/people/v2/people",
        'curl https://api.mercury.com/api/v1/accounts -H "Authorization: Bearer '
        'secret-token:$MERCURY_TOKEN"',
        # public keys and ids
        '<script src="https://app.sandbox.midtrans.com/snap/snap.js" '
        'data-client-key="SB-Mid-client-' + _chars(16) + '"></script>',
        "MIDTRANS_CLIENT_KEY=Mid-client-" + _chars(16),
        "LD_CLIENT_SIDE_ID=" + _h(24),
        "LD_MOBILE_KEY=mob-" + _uuid(),
        "templateId: 'itmpl_" + _chars(24) + "'",
        "inquiry inq_" + _chars(24) + " is waiting for review",
        "offer_id: off_0000" + _chars(22),
        "order ord_0000" + _chars(22) + " was ticketed",
        "applicant_id: " + _uuid(),
        "TELNYX_PUBLIC_KEY="
        + base64.b64encode(bytes(_RNG.randrange(256) for _ in range(32))).decode(),
        "connection_id: 1494404757140276705",
        "messaging_profile_id: " + _uuid(),
        "AccountID 123456\nEditionIDs GeoLite2-ASN GeoLite2-City GeoLite2-Country",
        "Deploy Projects-421 to Environments-3 in Spaces-1",
        "an API-first design; the API-Gateway-01 stack",
        "The X-Octopus-ApiKey header carries the key: never log it.",
        "x-client-id: TEST10" + _DRAWN.digits(6) + _h(20),
        "project gid 1204567890123456",
        "https://app.asana.com/0/1204567890123456/1209876543210987",
        "cockroach sql --url 'postgresql://root@localhost:26257/defaultdb?sslmode=disable'",
        "Databento symbols: ES.FUT on GLBX.MDP3, schema trades",
        "db-replica-0.db-headless.default.svc.cluster.local",
        "see docs/api_live.rst and api_sandbox.md",
        "the persona_production_templates table",
        # webhook URLs that are not their own credential
        "Production URL: https://<your-n8n-domain>/webhook/<path>",
        "https://n8n.acme.io/webhook/order-created",
        "curl -X DELETE https://api.example.com/v1/webhooks/"
        + _uuid()
        + ' -H "Authorization: Bearer $TOKEN"',
        "GET /repos/{owner}/{repo}/hooks/{hook_id}",
        "https://n8n.acme.io/webhook/{{ $json.id }}",
        "https://hooks.zapier.com/hooks/catch/123456/abcdef/",
        "https://hooks.zapier.com/hooks/catch/<account>/<hook>/",
        # seeds
        "seed: 42",
        "seed: shuffle the tests before every run with a fixed order per worker",
        "seed: shuffle tests before every run using pytest randomly plugin with fixed values",
        "random_seed: 1234567",
        "seed: ${WALLET_SEED}",
        "Your seed phrase is 12 or 24 words; write them on paper.",
        # access key ids name an identifier
        "R2 access key id: " + _h(32) + " (the secret is in the vault)",
        "the access key id is " + _chars(20, _UPPER) + "; rotate the secret monthly",
        "B2 keyID: 0012" + _h(21),
        "Access Key ID: " + _chars(20, _UPPER),
    ]


@pytest.mark.parametrize("text", _CREDENTIALS)
def test_round_39_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _round_39_look_alikes())
def test_round_39_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


def _variants() -> list[str]:
    """Written after the fixes: the formats in other languages' clients, other webhook hosts
    and seed lines."""
    return [
        'duffel = DuffelClient("' + _duffel("test") + '")',
        "POLAR=" + _polar("oat"),
        'auto client = databento::HistoricalBuilder().SetKey("' + _databento() + '").Build();',
        'let client = HistoricalClient::builder().key("' + _databento() + '")?.build()?;',
        "geoip2.webservice.AsyncClient(42, '" + _maxmind() + "')",
        "here's the staging consumer " + _zuplo() + " (expires Friday)",
        'client := telnyx.NewClient("' + _telnyx() + '")',
        'headers = {"Authorization": "api-' + _uuid() + '"}',
        "curl -X POST http://localhost:5678/webhook/" + _webhook_uuid(),
        '  run: curl -fsS -X POST "https://n8n.internal:5678/webhook-test/' + _webhook_uuid() + '"',
        "https://acme.app.n8n.cloud/webhook/" + _webhook_uuid() + "?source=ci",
        "wallet_restore:\n  seed: " + _phrase(12),
        'seed: "' + _phrase(12) + '"',
        "seed=" + _phrase(24),
        "https://hooks.zapier.com/hooks/catch/9912345/b7x2k9q",
    ]


def _variant_look_alikes() -> list[str]:
    return [
        "postgres://db-7f3k2.internal:5432/app",
        "db-postgres-primary-0 is the leader",
        "KEYBOARD_LAYOUT=us\nKEYMAP=de-latin1",
        "gpg --recv-keys KEY 3AA5C34371567BD2",
        "price_in_mmk: 2100",
        "zpka_YOUR_KEY_HERE_checksum",
        "DUFFEL_TEST_TOKEN=${{ secrets.DUFFEL_TEST_TOKEN }}",
        "polar_oat_<token>",
        "https://n8n.acme.io/webhook/00000000-0000-0000-0000-000000000000",
        "POST /webhook/:webhookId",
        "https://api.github.com/repos/acme/app/hooks/12345678",
        "https://example.com/webhooks/" + _uuid() + "/deliveries",
        "seed: alpha beta gamma delta",
        "seed:\n  - 42\n  - 7",
        "pytest -p randomly --seed 12345",
        "seed: reproducible shuffles are what we need for debugging flaky integration tests in ci",
        "access key id (not secret): " + _h(20),
        "tokenId: " + _uuid(),
        "token id = " + _chars(16),
        "clientKey: 'Mid-client-" + _chars(16) + "'",
        "https://hooks.zapier.com/hooks/catch/1234567/xxxxxx/",
        "https://hooks.zapier.com/hooks/catch/{accountId}/{hookId}/",
    ]


@pytest.mark.parametrize("text", _variants())
def test_round_39_variants_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _variant_look_alikes())
def test_round_39_variant_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


@pytest.mark.parametrize("text", _second_variants())
def test_round_39_second_variants_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _second_look_alikes())
def test_round_39_second_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


@pytest.mark.xfail(reason="unconfirmed vendor formats with no secret word near", strict=True)
@pytest.mark.parametrize("text", _LEFT)
def test_round_39_unconfirmed_formats_without_a_word(text: str) -> None:
    assert find_credentials(text), text
