"""Credential formats a public scanner's rules hold and no round of ours did.

Nosey Parker's rule files (praetorian-inc/noseyparker, read as a probe, not held out; nothing
copied here) were run through the write gate: 290 of their 430 examples were refused. Most
misses are our placeholder policy at work (`user:secret@localhost`, `aaaa…`, `YOURPASSWORD`)
or not secrets at all (ARNs, bucket names, account ids, an age recipient, which is a public
key). The formats below were real gaps, each checked with generated values: New Relic's
ingest license key, a Twitch stream key, a Vault unseal or recovery key, a ThingsBoard
device token in its HTTP API's path, Android Gradle's `buildConfigField` literal. Every
value is generated at test time.
"""

from __future__ import annotations

import string

import pytest

from credentials import random_chars
from memlane.core.privacy import find_credentials

HEX = "0123456789abcdef"
BASE64 = string.ascii_letters + string.digits + "+/"
DIGITS = "0123456789"


def _credentials() -> list[str]:
    return [
        "newrelic:\n  license: " + random_chars(36, HEX) + "NRAL",
        "NEW_RELIC_LICENSE_KEY=eu01xx" + random_chars(30, HEX) + "NRAL",
        "OBS stream key: live_" + random_chars(9, DIGITS) + "_" + random_chars(30),
        "vault operator unseal " + random_chars(44, BASE64),
        "vault operator unseal -migrate " + random_chars(44, BASE64),
        "Unseal Key 1: " + random_chars(44, BASE64) + "\nUnseal Key 2: " + random_chars(44, BASE64),
        "Recovery Key 3: " + random_chars(44, BASE64),
        "curl -v -X POST http://localhost:8080/api/v1/"
        + random_chars(20)
        + "/telemetry --header Content-Type:application/json --data '{\"temperature\":25}'",
        "mosquitto_pub -d -q 1 -h demo.example.io -t v1/devices/me/telemetry; "
        "curl https://tb.example.io/api/v1/" + random_chars(20) + "/attributes",
        "buildConfigField 'String', 'MAPS_API_KEY', '\"" + random_chars(32, HEX) + "\"'",
        'buildConfigField("String", "API_SECRET", "\\"' + random_chars(32) + '\\"")',
    ]


LOOKALIKES = [
    "New Relic license keys are 40 characters long and end in NRAL.",
    "license: " + "a" * 36 + "NRAL",
    "stream to rtmp://live.twitch.tv/app/live_123456789_" + "x" * 30,
    "the live_ prefix marks a production key, test_ a sandbox one",
    "vault operator unseal",
    "vault operator unseal $UNSEAL_KEY_1",
    "Unseal Key 1: <redacted>",
    "Run `vault operator init` and keep the five unseal keys apart.",
    "curl -X POST http://localhost:8080/api/v1/$ACCESS_TOKEN/telemetry",
    "POST /api/v1/YOUR_ACCESS_TOKEN_HERE/telemetry",
    "GET /api/v1/users/42/attributes",
    "buildConfigField 'String', 'API_URL', '\"https://api.example.com\"'",
    'buildConfigField "String", "API_KEY", "\\"${apiKey}\\""',
    'buildConfigField("String", "API_KEY", "\\"" + localProperties["API_KEY"] + "\\"")',
    "buildConfigField 'boolean', 'USE_CRASHLYTICS', 'true'",
]


@pytest.mark.parametrize("index", range(len(_credentials())))
def test_each_format_is_refused(index: int) -> None:
    assert find_credentials(_credentials()[index])


def test_their_lookalikes_pass() -> None:
    assert [text for text in LOOKALIKES if find_credentials(text)] == []
