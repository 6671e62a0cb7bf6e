"""Vendor credential formats for the write gate: prefixes and alphabets as each vendor
documents them.

Sources (the vendors' own pages): AWS IAM identifiers; GitHub "About authentication" token
prefixes; GitLab "Token overview"; Slack "Token types"; Stripe "API keys"; Google Cloud API
keys; npm, PyPI and Hugging Face token docs; Docker Hub "Create access token" (dckr_pat_);
Tailscale "Key prefixes" (tskey-api/auth/client/scim/webhook); Grafana "Service account
tokens" (glsa_) and Cloud access policies (glc_); Sentry "Token and Credential Formats"
(sntryu_, sntrys_); New Relic "API keys" (NRAK-, NRII-); Discord developer docs (bot tokens:
base64 user id . timestamp . HMAC); Notion, Linear, Fly.io, Heroku, PlanetScale, Pulumi,
HashiCorp Terraform Cloud, Buildkite, Figma, Airtable, Netlify, Render, LangSmith, Pinecone,
OpenRouter, Square, Mapbox, Bitbucket, Alibaba Cloud, Adafruit IO, Flutterwave, 1Password,
Prefect, RubyGems, NuGet, Clojars, Contentful, SonarQube, CircleCI, Deno Deploy, Mailchimp,
Azure (storage AccountKey, Entra client secrets), Firebase Cloud Messaging, ElevenLabs,
Tavily, Firecrawl, Shippo, Typeform, Plaid, HubSpot, ClickUp, Readme, Dynatrace, Dropbox,
Resend, Tencent Cloud, Yandex Cloud, Cloudflare, EasyPost, Frame.io, Scalingo and Microsoft
Teams (incoming webhooks) API documentation; Docker swarm, k3s, NIP-19 and
Azure Functions keys; BIP-32 and SLIP-132 (extended keys), Meta's
Graph API access-token docs; JetBrains YouTrack, JFrog, Azure DevOps,
Langfuse, Cloudflare and Honeycomb token-format pages (round 32); LaunchDarkly "SDK
credentials" (sdk- keys), Vault's "Tokens" page (the s. service tokens before 1.10) and
Infisical's and Bitwarden Secrets Manager's access tokens (round 35); Paddle Billing's "API key
format" and WooCommerce's REST API keys (round 38); Duffel's test-mode page, Polar's
authentication page, Databento's authentication page, MaxMind's license-key release note,
Zuplo's API-key page and Telnyx's CLI page (round 39); Riot Games' developer portal and
Akamai's EdgeGrid .edgerc page (round 41); Octopus Deploy's Jenkins plugin (its API-key
validator), Harness's API-key pages, ngrok's error reference, Okta's "Create an API token",
crates.io's token module, NVIDIA's API catalog, Braintree's SDK guides, Mollie's API reference,
Feishu's/Lark's custom bots, WeCom's group robots and Adyen's clients (round 42); Axiom's
tokens page, Flagsmith's, Statsig's, Unleash's, MailerSend's, OneSignal's, Modal's, Supabase's
and LaunchDarkly's key pages, Paddle's client-side tokens (published: privacy_values_public;
round 43).

Each rule: (class, needles, pattern, validator). Needles are literal fragments every match
contains, so a text without them skips the rule for the cost of a substring search; the
validator turns away placeholders (ghp_XXXX…) and identifiers that share a prefix.
"""

from __future__ import annotations

from collections.abc import Callable

from memlane.core.gated_search import needles
from memlane.core.privacy_token_checks import (
    token_mixed,
    token_ok,
    token_prefixed_random,
    token_random_case,
    token_random_case_mixed,
)
from memlane.core.privacy_values import is_placeholder

_L = r"(?<![A-Za-z0-9_])"  # left edge of a token
_R = r"(?![A-Za-z0-9_])"  # right edge of a token
_RD = r"(?![A-Za-z0-9_\-])"  # right edge for alphabets that include '-'

Validator = Callable[[str], bool]


def _zapier_hook(url: str) -> bool:
    """A catch hook's last segment mixes letters and digits; a documentation example such as
    `/hooks/catch/123456/abcdef/` has letters only (round 39)."""
    hook = url.rsplit("/", 1)[-1]
    return token_ok(url) and any(c.isdigit() for c in hook) and any(c.isalpha() for c in hook)


GENERIC_TOKEN = "prefixed_token"  # reported only where no vendor's own format matched
# (class, needles, pattern, validator). Needles are literal fragments every match contains:
# `str.find` skips a rule whose vendor prefix is absent, so a typical text costs a few C-speed
# searches rather than 25 regex scans. The validator turns away placeholders (ghp_XXXX…).
# fmt: off
TOKEN_SPECS: tuple[tuple[str, tuple[str, ...], str, Validator], ...] = (
    ("aws_access_key", ("AKIA", "ASIA", "ABIA", "ACCA", "A3T"),
     r"(?<![A-Z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Z0-9])", token_ok),
    ("github_token", ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
     _L + r"(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{50,255})" + _R, token_ok),
    ("gitlab_token", ("gl", "GR1348941"),
     _L + r"(?:gl(?:pat|dt|rt|ptt|ft|imt|oas|cbt|soat|ffct)-[A-Za-z0-9_\-]{20,}"
     r"|glagent-[A-Za-z0-9_\-]{50,}|GR1348941[A-Za-z0-9_\-]{20,})" + _RD, token_ok),
    ("anthropic_key", ("sk-ant-",), _L + r"sk-ant-[A-Za-z0-9_\-]{32,}" + _RD, token_ok),
    ("openai_key", ("sk-",),
     _L + r"sk-(?!ant-)(?:(?:proj|svcacct|admin|None)-[A-Za-z0-9_\-]{20,}|[A-Za-z0-9]{32,})"
     + _RD, token_mixed),
    ("slack_token", ("xox", "xapp-"),
     _L + r"(?:xox[abposre]-[0-9A-Za-z\-]{10,}|xapp-\d-[A-Za-z0-9\-]{20,})" + _RD, token_ok),
    ("slack_webhook", ("hooks.slack.com",),
     r"https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/\-]{20,}", token_ok),
    ("stripe_key", ("_live_", "_test_", "whsec_"),
     _L + r"(?:(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}|whsec_[A-Za-z0-9+/=]{24,})" + _R,
     token_ok),
    ("google_api_key", ("AIza",), _L + r"AIza[0-9A-Za-z_\-]{35}" + _RD, token_ok),
    ("google_oauth", ("ya29.", "GOCSPX-"),
     _L + r"(?:ya29\.[0-9A-Za-z_\-]{30,}|GOCSPX-[0-9A-Za-z_\-]{24,})" + _RD, token_ok),
    ("npm_token", ("npm_",), _L + r"npm_[A-Za-z0-9]{36}" + _R, token_mixed),
    ("pypi_token", ("pypi-AgE",), _L + r"pypi-AgE[A-Za-z0-9_\-]{50,}" + _RD, token_ok),
    ("huggingface_token", ("hf_", "api_org_"),
     _L + r"(?:hf|api_org)_[A-Za-z]{34}" + _R, token_random_case),
    ("sendgrid_key", ("SG.",),
     _L + r"SG\.[A-Za-z0-9_\-]{16,32}\.[A-Za-z0-9_\-]{16,64}" + _RD, token_ok),
    ("twilio_key", ("SK",), _L + r"SK[0-9a-fA-F]{32}" + _R, token_mixed),
    ("mailgun_key", ("key-",), _L + r"key-[0-9a-z]{32}" + _R, token_mixed),
    ("digitalocean_token", ("_v1_",), _L + r"do[opr]_v1_[a-f0-9]{64}" + _R, token_ok),
    ("shopify_token", ("shp",), _L + r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}" + _R, token_ok),
    # a rotated Databricks token carries "-2", "-3": judged without it (the body after "-"
    # would be the digit alone)
    ("databricks_token", ("dapi",), _L + r"dapi[a-f0-9]{32}(?:-\d)?" + _R,
     lambda t: token_mixed(t.split("-")[0])),
    ("vault_token", ("hvs.", "hvb.", "hvr."), _L + r"hv[sbr]\.[A-Za-z0-9_\-]{24,}" + _RD,
     token_mixed),
    # round 35: Vault's service tokens before 1.10 ("s." and 24 base62 characters, the
    # Vault "Tokens" concepts page), said in prose as often as assigned
    ("vault_token", ("s.",),
     r"(?<![A-Za-z0-9_.\-/@$])s\.[A-Za-z0-9]{24}(?![A-Za-z0-9_.\-/@])", token_mixed),
    ("llm_api_key", ("gsk_", "r8_", "xai-", "pplx-"),
     _L + r"(?:gsk_[A-Za-z0-9]{48,}|r8_[A-Za-z0-9]{37}|xai-[A-Za-z0-9]{70,}"
     r"|pplx-[A-Za-z0-9]{40,})" + _R, token_mixed),
    ("service_token", ("lin_api_", "PMAK-", "sbp_", "dp.", "ATATT3", "AGE-SECRET-KEY-1"),
     _L + r"(?:lin_api_[A-Za-z0-9]{40}|PMAK-[a-f0-9]{24}-[a-f0-9]{34}|sbp_[a-f0-9]{40}"
     r"|dp\.(?:pt|st|sa|ct|scim|audit)\.(?:[a-z0-9_-]{1,30}\.)?[A-Za-z0-9]{40,}|ATATT3[A-Za-z0-9_\-=]{100,}"
     r"|AGE-SECRET-KEY-1[0-9A-Z]{58})" + _R, token_mixed),
    ("telegram_bot_token", (":AA",),
     r"(?:(?<=/bot)|(?<![0-9A-Za-z_:]))\d{8,10}:AA[A-Za-z0-9_\-]{33}" + _RD, token_ok),
    ("discord_webhook", ("/api/webhooks/",),
     r"https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d{6,}/[A-Za-z0-9_\-]{40,}",
     token_ok),
    ("jwt", ("eyJ",),
     _L + r"eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]*", token_ok),
    # --- vendors added from their documentation (see the module docstring) ---
    ("docker_token", ("dckr_",), _L + r"dckr_(?:pat|oat)_[A-Za-z0-9_\-]{24,}" + _RD, token_mixed),
    ("tailscale_key", ("tskey-",),
     _L + r"tskey-(?:api|auth|client|scim|webhook)-[A-Za-z0-9]{6,}-[A-Za-z0-9]{16,}" + _RD,
     token_ok),
    ("grafana_token", ("glsa_", "glc_"),
     _L + r"(?:glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|glc_[A-Za-z0-9+/]{32,}={0,2})" + _R, token_ok),
    ("sentry_token", ("sntry",),
     _L + r"(?:sntryu_[a-f0-9]{64}|sntrys_eyJ[A-Za-z0-9+/=_\-]{40,})" + _R, token_ok),
    ("newrelic_key", ("NRAK-", "NRII-", "NRJS-"),
     _L + r"NR(?:AK|II|JS)-[A-Z0-9]{19,32}" + _R, token_mixed),
    ("discord_bot_token", (".",),
     r"(?<![A-Za-z0-9_\-.])[MNO][A-Za-z0-9_\-]{23,27}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,40}"
     + _RD, token_mixed),
    ("saas_token", ("ntn_", "secret_", "fo1_", "HRKU-", "pscale_", "pul-", ".atlasv1.", "bkua_",
                    "figd_", "nfp_", "rnd_", "lsv2_", "pcsk_", "sk-or-v1-", "EAAA", "sq0",
                    "sk.eyJ", "ATBB", "LTAI", "aio_", "FLWSECK", "ops_eyJ", "pnu_", "rubygems_",
                    "oy2", "CLOJARS_", "CFPAT-", "squ_", "sqp_", "sqa_", "CCIPAT_", "ddp_",
                    "tvly-", "fc-", "shippo_", "tfp_", "pat-", "rdme_", "phx_", "xoxe", "csk-",
                    "sbp_", "sb_secret_", "fw_", "pk_"),
     _L + r"(?:ntn_[A-Za-z0-9]{40,}|secret_[A-Za-z0-9]{43}|fo1_[A-Za-z0-9_\-]{40,}"
     r"|HRKU-[A-Za-z0-9_\-]{30,}|pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_\-.]{32,}"
     r"|pul-[a-f0-9]{40}|[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_\-=]{60,}|bkua_[a-f0-9]{40}"
     r"|figd_[A-Za-z0-9_\-]{40,}|nfp_[A-Za-z0-9]{36,}|rnd_[A-Za-z0-9]{28,}"
     r"|lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}|pcsk_[A-Za-z0-9_]{40,}"
     r"|sk-or-v1-[a-f0-9]{64}|EAAA[A-Za-z0-9_\-]{60}|sq0(?:atp|csp)-[A-Za-z0-9_\-]{22,43}"
     r"|sk\.eyJ[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9_\-]{20,}|ATBB[A-Za-z0-9_\-=.]{32,}"
     r"|LTAI[A-Za-z0-9]{12,20}|aio_[A-Za-z0-9]{28}|FLWSECK(?:_TEST)?-[a-f0-9]{32}-X"
     r"|ops_eyJ[A-Za-z0-9+/=_\-]{100,}|pnu_[A-Za-z0-9]{36}|rubygems_[a-f0-9]{48}"
     r"|oy2[a-z0-9]{43}|CLOJARS_[a-f0-9]{60}|CFPAT-[A-Za-z0-9_\-]{43}"
     r"|sq[upa]_[a-f0-9]{40}|CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40}|ddp_[A-Za-z0-9]{36}"
     r"|tvly-(?:dev-)?[A-Za-z0-9]{32}|fc-[a-f0-9]{32}|shippo_(?:live|test)_[a-f0-9]{40}"
     r"|tfp_[A-Za-z0-9_\-]{44,}|pat-(?:na|eu)1-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}"
     r"-[a-f0-9]{12}|rdme_[a-z0-9]{70}|phx_[A-Za-z0-9]{40,}|xoxe(?:\.xox[bp])?-\d-[A-Za-z0-9]{100,}"
     r"|csk-[a-z0-9]{40,}|sb_secret_[A-Za-z0-9_\-]{24,}|fw_[A-Za-z0-9]{24,}"
     r"|pk_\d{6,10}_[A-Z0-9]{32})" + _RD, token_mixed),
    ("azure_key", ("AccountKey=", "SharedAccessKey=", "Q~"),
     r"(?:AccountKey|SharedAccessKey)=[A-Za-z0-9+/]{40,}={0,2}"
     r"|(?<![A-Za-z0-9_~.\-])[A-Za-z0-9_~.\-]{3}\dQ~[A-Za-z0-9_~.\-]{31,34}" + _RD, token_ok),
    ("firebase_key", (":APA91b",), _L + r"AAAA[A-Za-z0-9_\-]{7}:APA91b[A-Za-z0-9_\-]{100,}",
     token_ok),
    ("mailchimp_key", ("-us",), _L + r"[a-f0-9]{32}-us\d{1,2}" + _R, token_mixed),
    ("plaid_token", ("access-",),
     _L + r"access-(?:sandbox|development|production)-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}"
     r"-[a-f0-9]{4}-[a-f0-9]{12}" + _R, token_ok),
    ("elevenlabs_key", ("sk_",), _L + r"sk_[a-f0-9]{48}" + _R, token_mixed),
    # round 19 (the vendors' token-format pages): Dynatrace dt0c01./dt0s01. (24-character
    # public part, 64-character secret part), Airtable PATs (pat + 14 . + 64 hex), Linear
    # OAuth, Resend, Dropbox short-lived tokens, Tencent Cloud SecretIds, Yandex Cloud API
    # keys, Cloudflare Origin CA keys.
    ("platform_token", ("dt0", "pat", "lin_oauth_", "re_", "sl.", "AKID", "AQVN", "v1.0-"),
     _L + r"(?:dt0[a-z]\d{2}\.[A-Z0-9]{24}\.[A-Z0-9]{64}|pat[A-Za-z0-9]{14}\.[a-f0-9]{64}"
     r"|lin_oauth_[a-f0-9]{64}|re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}|sl\.[A-Za-z0-9_\-]{130,}"
     r"|AKID[A-Za-z0-9]{32}|AQVN[A-Za-z0-9_\-]{33,38}|v1\.0-[a-f0-9]{24}-[a-f0-9]{146})" + _RD,
     token_mixed),
    # round 21 (the vendors' pages): EasyPost production and test keys (EZAK/EZTK), Frame.io
    # developer tokens (fio-u-), Scalingo API tokens (tk-us-), and Microsoft Teams incoming
    # webhook URLs, which post to a channel with no other credential.
    ("platform_token", ("EZAK", "EZTK", "fio-u-", "tk-us-"),
     _L + r"(?:EZ[AT]K[A-Za-z0-9]{30,}|fio-u-[A-Za-z0-9_\-]{40,}|tk-us-[A-Za-z0-9_\-]{40,})"
     + _RD, token_mixed),
    # round 24: Fly.io macaroon tokens ("FlyV1 fm2_…", the flyctl tokens docs), and a
    # password hash in its account line (/etc/shadow, htpasswd: "name:$6$salt$hash"), which
    # cracks offline.
    ("platform_token", ("fm1_", "fm2_"),
     _L + r"fm[12]_[A-Za-z0-9+/=_\-]{40,}" + _RD, token_mixed),
    ("password_hash", (":$",),
     r"(?<![^\s\"'`])[A-Za-z0-9_.\-]{1,32}:\$(?:1|5|6|apr1|2[aby]|y|argon2(?:id|i|d)|pbkdf2[\w\-]*)"
     r"\$[A-Za-z0-9./$=,+\-]{20,}", token_ok),
    # round 26 (the vendors' pages): Brevo API and SMTP keys, Sourcegraph access tokens
    # ("tokens starting with sgp_"), a Salesforce session id (the org id, "!", the session).
    ("platform_token", ("xkeysib-", "xsmtpsib-", "sgp_"),
     _L + r"(?:xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}|xsmtpsib-[a-f0-9]{64}-[A-Za-z0-9]{16}"
     r"|sgp_(?:[a-f0-9]{16}_|local_)?[a-f0-9]{40})" + _RD, token_mixed),
    ("platform_token", ("00D",), _L + r"00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{80,}" + _RD, token_ok),
    # round 28: a BIP-32 extended private key (xprv/tprv and the SLIP-132 yprv/zprv: the
    # version prefix, then 107 base58 characters; the xpub form is public and passes), a Meta
    # Graph API access token ("EAA" + an app-type letter + 100 or more characters, Square's
    # EAAA is above), and Google Authenticator's export URI, whose data holds every seed.
    ("private_key", ("prv",),
     _L + r"[xtyzuvYZUV]prv[1-9A-HJ-NP-Za-km-z]{100,112}" + _R, token_mixed),
    ("platform_token", ("EAA",), _L + r"EAA[B-Z][A-Za-z0-9]{100,}" + _R, token_mixed),
    ("otp_secret", ("otpauth-migration://",),
     r"otpauth-migration://offline\?data=[A-Za-z0-9%+/=_\-]{40,}", token_ok),
    # round 30 (the projects' own docs): a Docker swarm join token (SWMTKN-1-, the CA digest,
    # the secret), a k3s secure token (K10, the cluster CA's SHA-256, "::", the node's
    # credentials), a Nostr private key (NIP-19's bech32 "nsec1"; npub1 is the public one), and an
    # Azure Functions URL carrying its function key (`?code=` lets anyone call the function).
    ("platform_token", ("SWMTKN-1-",),
     _L + r"SWMTKN-1-[a-z0-9]{50}-[a-z0-9]{25}" + _R, token_mixed),
    ("platform_token", ("K10",), _L + r"K10[a-f0-9]{64}::[^\s\"'`]{8,}", token_ok),
    ("private_key", ("nsec1",), _L + r"nsec1[02-9ac-hj-np-z]{58}" + _R, token_mixed),
    ("platform_token", (".azurewebsites.net/api/",),
     r"\.azurewebsites\.net/api/[^\s?#]*\?(?:[^\s#]*&)?code=[A-Za-z0-9_\-]{40,}={0,2}",
     token_ok),
    # round 32 (the vendors' pages): JetBrains YouTrack/Hub permanent tokens ("perm:" or
    # "perm-", base64 login . base64 name . random), JFrog reference tokens (base64 of
    # "reftkn:", 64 characters), Azure DevOps PATs of the 84-character format ("AZDO" at
    # positions 76-79) and Langfuse secret keys (sk-lf- and a UUID; pk-lf- is the public
    # half). Cloudflare's cfut_/cfat_/cfk_ and Honeycomb's hcxik_ keys are the generic
    # "<prefix>_<random>" rule's below.
    ("platform_token", ("perm:", "perm-", "cmVmdGtu", "AZDO", "sk-lf-"),
     _L + r"(?:perm[:\-][A-Za-z0-9+/]{2,}={0,2}\.[A-Za-z0-9+/]{2,}={0,2}\.[A-Za-z0-9]{20,}"
     r"|cmVmdGtu[A-Za-z0-9]{56}|[A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4}"
     r"|sk-lf-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12})" + _R, token_mixed),
    # round 34: an X (Twitter) app-only bearer token, as the developer docs print one: a run
    # of "A", then URL-encoded base64 whose "=" separator is written %3D
    # round 35: LaunchDarkly server-side SDK keys ("SDK keys always start with the prefix
    # sdk-", then a UUID; the mob- mobile key and the client-side id are public)
    # Infisical service tokens ("st.", the token's id, then two hexadecimal halves: the
    # secret and the symmetric key, the service-tokens internals page); ids are ObjectIds or,
    # since v2, UUIDs
    ("platform_token", ("st.",),
     _L + r"st\.(?:[a-f0-9]{24}|[a-f0-9]{8}(?:-[a-f0-9]{4}){3}-[a-f0-9]{12})\.[a-f0-9]{32}"
     r"\.[a-f0-9]{32}" + _R, token_ok),
    # Bitwarden Secrets Manager access tokens (version "0", the machine account's client id, its
    # 30-character secret, ":", the 16-byte encryption key in base64; the access-tokens page)
    ("platform_token", ("==",),
     _L + r"0\.[a-f0-9]{8}(?:-[a-f0-9]{4}){3}-[a-f0-9]{12}\.[A-Za-z0-9]{30}:[A-Za-z0-9+/]{22}=="
     r"(?![A-Za-z0-9+/=])", token_ok),
    ("platform_token", ("sdk-",),
     _L + r"sdk-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}" + _R, token_ok),
    ("platform_token", ("AAAAAAAAAAAAAAAAAAAA",),
     _L + r"A{20,}[A-Za-z0-9%]{10,80}%3D[A-Za-z0-9]{30,}" + _R, token_mixed),
    # round 38: Paddle Billing API keys ("pdl_", the environment "live_" or "sdbx_", "apikey_",
    # a ULID, then two random parts; 69 characters) and WooCommerce REST API keys (the key and
    # the secret: "ck_" and "cs_" before a 40-hex wc_rand_hash(); both halves sign requests)
    ("platform_token", ("pdl_",),
     _L + r"pdl_(?:live|sdbx)_apikey_[0-9a-z]{26}_[A-Za-z0-9]{20,24}_[A-Za-z0-9]{3}" + _R,
     token_ok),
    # (anchored where "ck_"/"cs_" start a word: "check_", "docs_" hold them everywhere)
    ("platform_token", needles("\\bck\\_ \\bcs\\_")[0], _L + r"c[ks]_[0-9a-f]{40}" + _R, token_ok),
    # round 39 (the vendors' pages): Duffel access tokens (duffel_test_/duffel_live_), Polar
    # personal and organization tokens (polar_pat_/polar_oat_), Zuplo API keys
    # (zpka_<random>_<checksum>), Databento API keys ("a 32-character string starting with
    # db-"), MaxMind license keys (40 characters of [a-zA-Z0-9_] ending in _mmk) and Telnyx v2
    # keys (KEY, 32 upper-case hexadecimal characters, "_", 22 letters and digits)
    ("platform_token", ("duffel_", "polar_", "zpka_"),
     _L + r"(?:duffel_(?:test|live)_[A-Za-z0-9_\-=]{30,}|polar_(?:pat|oat)_[A-Za-z0-9_\-]{30,}"
     r"|zpka_[A-Za-z0-9]{20,}_[A-Za-z0-9]{6,})" + _RD, token_mixed),
    ("platform_token", ("db-",), r"(?<![A-Za-z0-9_.\-/])db-[A-Za-z0-9]{29}" + _RD, token_mixed),
    ("platform_token", ("_mmk",), _L + r"[A-Za-z0-9]{6}_[A-Za-z0-9_]{29}_mmk" + _R, token_mixed),
    ("platform_token", ("KEY",), _L + r"KEY[0-9A-F]{32}_[A-Za-z0-9]{22}" + _R, token_mixed),
    # round 41 (the vendors' pages): Riot Games' API keys (RGAPI- and a UUID, developer
    # portal) and Akamai EdgeGrid's client and access tokens (akab-, 16 and 16 lower-case
    # letters and digits, techdocs ".edgerc"); the API's host has the same shape and goes on
    # with ".luna.akamaiapis.net": it names the endpoint, not a credential
    ("platform_token", ("RGAPI-",),
     _L + r"RGAPI-[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}" + _RD,
     lambda t: token_ok(t) and not is_placeholder(t[6:])),
    ("platform_token", ("akab-",),
     _L + r"akab-[a-z0-9]{16}-[a-z0-9]{16}(?![A-Za-z0-9_\-.])", token_mixed),
    # round 42 (the vendors' pages and clients): Octopus Deploy API keys ("API-" and 25-32
    # upper-case letters and digits, the Octopus Jenkins plugin's validator), Harness personal
    # and service-account tokens (pat./sat., the account id, the token id, the secret),
    # ngrok authtokens and API keys ("FIRSTPART_SECONDPART": a KSUID, "_", the secret; ngrok's
    # ERR_NGROK_207), Okta API tokens ("00" and 40 base64url characters, Okta's "Create an API
    # token"), crates.io tokens ("cio" and 32, crates.io's util/token.rs), NVIDIA API keys
    # (nvapi-), Braintree access tokens (access_token$<env>$<merchant>$<32 hex>) and Mollie
    # API keys (live_/test_ and 30 characters, Mollie's API reference)
    ("platform_token", ("API-",), _L + r"API-[A-Z0-9]{25,32}" + _RD, token_mixed),
    ("platform_token", ("pat.", "sat."),
     _L + r"[ps]at\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}" + _RD, token_mixed),
    # Adyen API keys (AQE, a base64 body, "-", 43 base64 characters and "=", "-", a random
    # tail of printable characters), as Adyen's clients send them in X-API-Key
    ("platform_token", ("AQE",),
     _L + r"AQE[A-Za-z0-9+/]{40,}={0,2}-[A-Za-z0-9+/]{43}=-[^\s\"'`]{8,16}", token_ok),
    # (ngrok's, Okta's and Mollie's shapes hold no prefix of their own, or one that code
    # holds everywhere: "test_"; each is looked for near its vendor's name)
    ("platform_token", ("ngrok", "Ngrok", "NGROK"),
     _L + r"[12][A-Za-z0-9]{26}_[A-Za-z0-9]{20,25}" + _R, token_random_case_mixed),
    ("platform_token", ("okta", "Okta", "OKTA", "SSWS"),
     r"(?<![A-Za-z0-9_\-.+/=])00[A-Za-z0-9_\-]{40}(?![A-Za-z0-9_\-+/=])", token_random_case_mixed),
    ("platform_token", needles("\\bcio")[0], _L + r"cio[A-Za-z0-9]{32}" + _R,
     token_random_case_mixed),
    ("platform_token", ("nvapi-",), _L + r"nvapi-[A-Za-z0-9_\-]{64}" + _RD, token_mixed),
    ("platform_token", ("access_token$",),
     r"access_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}(?![a-f0-9])", token_ok),
    ("platform_token", ("mollie", "Mollie", "MOLLIE"),
     _L + r"(?:live|test)_[A-Za-z0-9]{30}" + _R, token_random_case_mixed),
    # round 43 (the vendors' pages): Axiom API and personal tokens (xaat-/xapt- and a UUID,
    # axiom.co "Tokens": "The API token starts with xaat-"), Flagsmith server-side environment
    # keys ("ser." and 20 or more; the client-side key has no prefix and is public by design),
    # Statsig server secret and console keys (secret-/console-; its client- key is public),
    # MailerSend API tokens (mlsn. and 64 hex), OneSignal REST API keys (os_v2_app_/os_v2_org_
    # and base32), Modal's token secret (as-; "a token id (ak-…) and a secret (as-…)": the id
    # names the token, as round 33 reads MODAL_TOKEN_ID), Supabase secret keys (sb_secret_,
    # "Understanding API keys"); Unleash API tokens (<project>:<environment>.<hex>, its OpenAPI
    # schema) and LaunchDarkly API access tokens (api- and a UUID) hold no prefix of their own
    # and are looked for near the name
    ("platform_token", ("xaat-", "xapt-"),
     _L + r"xa[ap]t-[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}" + _RD, token_ok),
    ("platform_token", needles("\\bser.")[0],
     r"(?<![A-Za-z0-9_.\-])ser\.[A-Za-z0-9]{20,64}" + _RD, token_random_case_mixed),
    ("platform_token", ("secret-", "console-"),
     _L + r"(?:secret|console)-[A-Za-z0-9]{32,64}" + _RD, token_random_case_mixed),
    ("platform_token", ("mlsn.",), _L + r"mlsn\.[0-9a-f]{64}" + _R, token_ok),
    ("platform_token", ("os_v2_",), _L + r"os_v2_(?:app|org)_[a-z2-7]{56,}" + _R, token_mixed),
    ("platform_token", needles("\\bas-")[0], _L + r"as-[A-Za-z0-9]{20,32}" + _RD, token_mixed),
    ("platform_token", ("sb_secret_",), _L + r"sb_secret_[A-Za-z0-9_\-]{20,}" + _RD, token_mixed),
    ("platform_token", ("unleash", "Unleash", "UNLEASH"),
     r"(?<![\w.\-:*])(?:\*|[a-z0-9][\w\-]{0,40}):(?:\*|[a-z0-9][\w\-]{0,40})\.[a-f0-9]{32,64}"
     r"(?![\w\-])", token_ok),
    ("platform_token", ("launchdarkly", "LaunchDarkly", "LAUNCHDARKLY"),
     _L + r"api-[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}" + _RD, token_ok),
    # a workflow's webhook URL ending in a UUID (n8n's /webhook/<uuid> and /webhook-test/<uuid>;
    # a path that goes on after the UUID, `/webhook/<uuid>/status`, names a record):
    # whoever has the URL triggers the workflow; a management API's /webhooks/<id> (plural,
    # behind its own credential) names a webhook instead
    ("platform_token", ("/webhook/", "/webhook-test/"),
     r"https?://[A-Za-z0-9.\-]+(?::\d+)?(?:/[A-Za-z0-9._\-]+)?/webhook(?:-test)?/"
     r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}(?![0-9A-Za-z\-]|/[A-Za-z0-9])",
     lambda url: token_ok(url) and not is_placeholder(url.rsplit("/", 1)[-1])),
    # round 42: a chat bot's hook keyed by a UUID (Feishu's and Lark's custom bots,
    # `/open-apis/bot/v2/hook/<uuid>`; WeCom's group robots, `/cgi-bin/webhook/send?key=<uuid>`):
    # the UUID is the bot's only credential
    ("platform_token", ("/hook/", "/webhook/send?key="),
     r"https?://[A-Za-z0-9.\-]+(?::\d+)?/(?:open-apis/bot/v\d/hook/|cgi-bin/webhook/send\?key=)"
     r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}(?![0-9A-Za-z\-])",
     lambda url: token_ok(url) and not is_placeholder(url.rsplit("/", 1)[-1].rsplit("=", 1)[-1])),
    # A public scanner's rules, read as a probe (Nosey Parker's), held formats no round had:
    # New Relic's ingest license key ("this 40-character key", its last four "NRAL"; an EU
    # account's starts "eu01xx"), a Twitch stream key (live_, the channel's id, 30 random
    # characters), a Vault unseal or recovery key (a Shamir share in base64, after `vault
    # operator unseal` or as `vault operator init` prints it), a ThingsBoard device's access
    # token (its HTTP device API carries it in the path: /api/v1/<token>/telemetry)
    ("newrelic_key", ("NRAL",),
     r"(?<![A-Za-z0-9])(?:eu01xx[0-9a-f]{30}|[0-9a-f]{36})NRAL(?![A-Za-z0-9])", token_ok),
    ("platform_token", ("live_",),
     r"(?<![A-Za-z0-9_])live_\d{5,12}_[A-Za-z0-9]{30}(?![A-Za-z0-9])",
     lambda key: token_random_case_mixed(key.rsplit("_", 1)[-1])),
    ("platform_token", ("unseal", "Unseal", "Recovery Key"),
     r"(?:operator[ \t]+unseal(?:[ \t]+-[\w=\-]+)*|(?:Unseal|Recovery) Key \d{1,2}:)[ \t]+"
     r"[A-Za-z0-9+/]{43,44}={0,2}(?![A-Za-z0-9+/=])",
     lambda found: token_random_case_mixed(found.rsplit(None, 1)[-1])),
    ("platform_token", ("/api/v1/",),
     r"/api/v1/[A-Za-z0-9]{20}/(?:telemetry|attributes|rpc)\b",
     lambda path: token_mixed(path.split("/")[3])),
    # Any vendor's "<prefix>_<random>" token (Neon's napi_, and formats not listed here): a
    # short lower-case prefix, then 32 or more generated letters and digits. Ids made that
    # way are shorter (cus_…, asst_…, dpl_…) or hexadecimal (resp_…), and pass.
    (GENERIC_TOKEN, ("_",),
     r"(?<![A-Za-z0-9_\-./+=])[a-z]{2,8}_[A-Za-z0-9]{32,120}" + _RD, token_prefixed_random),
    # round 29: a password hash whole, without its account line: a users table's dump
    # (COPY/INSERT rows), a Caddyfile's `basicauth` user, a Django auth_user row. Only the
    # full-length forms count (bcrypt's 60 characters, Django's PBKDF2 digest, argon2's
    # parameters, salt and digest, SHA-crypt's 43/86-character digest): each cracks offline.
    ("password_hash", ("$2", "pbkdf2_", "$argon2", "$5$", "$6$"),
     r"(?<![A-Za-z0-9./$])(?:\$2[aby]?\$\d{2}\$[./A-Za-z0-9]{53}"
     r"|pbkdf2_sha(?:1|256|512)\$\d{4,7}\$[A-Za-z0-9]{6,64}\$[A-Za-z0-9+/]{27,88}={0,2}"
     r"|\$argon2(?:id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]{8,}\$[A-Za-z0-9+/]{20,}"
     r"|\$5\$(?:rounds=\d+\$)?[./A-Za-z0-9]{1,16}\$[./A-Za-z0-9]{43}"
     r"|\$6\$(?:rounds=\d+\$)?[./A-Za-z0-9]{1,16}\$[./A-Za-z0-9]{86})(?![./A-Za-z0-9])",
     token_ok),
    # Zapier's catch hooks: the trigger takes any POST, PUT or GET sent to the URL, so the URL
    # alone lets anyone feed the Zap (Zapier's "Catch Hook" trigger).
    ("platform_token", ("hooks.zapier.com",),
     r"https://hooks\.zapier\.com/hooks/catch/\d{4,}/[A-Za-z0-9]{5,}", _zapier_hook),
    ("teams_webhook", ("webhook.office.com",),
     r"https://[A-Za-z0-9\-]+\.webhook\.office\.com/webhookb2/[A-Za-z0-9@\-]{20,}"
     r"/IncomingWebhook/[A-Za-z0-9]{20,}/[A-Za-z0-9\-]{8,}", token_ok),
)
# fmt: on
