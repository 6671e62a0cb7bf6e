"""Write gate, round 40: recovery phrases judged by the BIP-39 wordlist and checksum, and the
next gaps (key files cut mid-paste, tool config files, prose in languages no round had).

Written cold, scored before any fix. First contact (main 8eae2bb): credentials 21 of 76
caught, look-alikes 1 of 50 flagged.
- valid recovery phrases (12-24 words, one a line, numbered grids, JSON arrays, prose, commas,
  tabs, upper case): 1 of 18 (only `MNEMONIC="…"`);
- list words with a wrong checksum next to a wallet's or a phrase's name in Spanish, Italian,
  Polish, Dutch, Japanese, Korean, Turkish, Indonesian, Vietnamese, Hindi, Czech, Ukrainian
  and English (the wallet named after the words, or "ledger words"): 1 of 16;
- key files: 4 of 12 (age identities, WireGuard's `[Interface] PrivateKey`, a kubeconfig token
  caught; missed: `PresharedKey`, `wg set … private-key`, nmcli's `wireguard.private-key`, a
  .ppk's `Private-Lines` pasted without its header, PEM/PGP bodies ending in `-----END …
  PRIVATE KEY…-----` with no BEGIN line, an OpenSSH key body and a PKCS#8 body with no
  armour at all);
- tool config files (docker `auth`, .npmrc `_authToken`/`_auth`/`_password`, .pypirc, git
  credential-store and `credential fill` lines, rclone and s3cmd keys, rclone's obscured
  `pass`/`password2`, `gpg_passphrase`, RESTIC_PASSWORD): 14 of 14, no gap;
- passwords said in Gujarati, Punjabi, Tamil, Telugu, Kannada, Malayalam, Sinhala, Burmese,
  Amharic, Khmer, Lao, Hausa, Zulu, Bulgarian, Marathi and Somali: 1 of 16 (Marathi's
  पासवर्ड is Hindi's word).
Flagged: the all-"abandon … about" test vector under `"mnemonic":` (a public vector).

Fixed by structure:
- recovery phrases by the BIP-39 list and checksum (core/privacy_seed_phrase.py, the English list
  shipped as core/data/bip39_english.txt, sha256 2f5eed53…dbda, bitcoin/bips, MIT): runs of
  list words (spaces, line breaks, commas, quotes, brackets, bullets and numbers between;
  numbered grids read in their numbers' order); 12/15/18/21/24 words with a valid checksum
  are a phrase named or not, or a line of such words among list words; 12 to 24 list words
  with a wrong checksum are one within 80 characters of a wallet's, seed's or phrase's name
  (40-odd stems in 25 languages). Not phrases: the list quoted in its order, words all of one
  length (a word game), a few words repeated, patterned entropy (≤ 2 distinct bytes). The
  public test vectors ("abandon … about", "zoo … wrong", 0x7f…/0x80…, Hardhat's "test … junk")
  are decided not secret: their keys are public and swept at once, and wallet documentation
  quotes them; the older seed rules (core/privacy_seed_phrase.py) pass
  them too;
- a private key's body without its envelope's first line (core/privacy_key_bodies.py): the
  armour's END line after a base64 body with no BEGIN, a .ppk's `Private-Lines:` block,
  OpenSSH's `openssh-key-v1` container by its base64 magic, DER private keys (PKCS#1,
  PKCS#8, SEC1) by their first bytes (a version INTEGER 0/1 first: certificates, public
  keys, requests and PKCS#12 pass), and a private or pre-shared key given after a space
  (`wg set … private-key <(echo …)`, nmcli's `wireguard.private-key`); `PresharedKey` names a
  secret (core/privacy_names.py);
- the password's word in Gujarati, Punjabi, Tamil, Telugu, Kannada, Malayalam, Sinhala,
  Burmese, Amharic (its stem "የይለፍ ቃ": "ቃል"/"ቃሉ" differ in their last syllable), Khmer, Lao,
  Hausa, Zulu and Somali ("furaha sirta", secret key); a zero-width non-joiner inside a word
  reads as a space; copulas: Bulgarian "е", Hausa "ita ce"/"shine", Somali "waa", particles
  "គឺ", "ແມ່ນ", "မှာ", and verb-final "છે", "ਹੈ", "ಆಗಿದೆ", "ነው", "हो" (core/privacy_prose.py).
After the fix: credentials 76 of 76, look-alikes 0 of 50 (one look-alike was cut: its
`"passphrase": "TREZOR"` beside the vector is flagged as a password assignment, which a
passphrase in JSON may be).

Variants written after those fixes (phrases inside notes longer than a memory, bullet lists,
hyphen-joined, Title Case, two phrases on two lines, German and Spanish seed names, END lines
of OpenSSH and EC keys, Ed25519/SEC1/PKCS#1 bodies alone, a .ppk's 14 private lines,
`PresharedKey=`, `wg set … preshared-key`, Tamil, Khmer and Gujarati; look-alikes: Hardhat's
"test … junk", the zero vector in capitals, long prose, 30 random list words, a sorted
glossary, a spelling list of one length, END lines of certificates and PGP public keys, an
END line named in prose, an EC SPKI, an RSA public key, a certificate, a CSR and a PKCS#12
in base64, a .ppk's public lines, WireGuard commands and placeholders, the OpenSSH magic named
in prose, Tamil and Khmer password advice), first run: credentials 22 of 22, look-alikes 0 of
22, on a version that searched long texts whole from the list's rarer words. That search cost
+7 % of the gate's instructions on the documentation body (limit +1 %) and was dropped: a
text longer than a memory (1,024 characters) is now read around a wallet's name only, and
the three unnamed phrases in long notes among the variants are left (expected failures).

Real text, before (main 8eae2bb) and after the round (find_credentials over
bench/privacy_real_text.py's first probe; its second, the docs repositories, was not run: the
mirrors were absent): tldr-pages in every language plus the venv's site-packages *.md/*.rst,
216,886 distinct paragraphs, 15 flagged before and after, none new, none gone. The phrase
rule alone over the same paragraphs: 5 runs of twelve or more list words, none of a phrase's
length, none flagged.

Cost (callgrind, bench/safety_instructions.py --baseline 8eae2bb --gates privacy --bodies
documentation,transcript,memories): documentation 662.7 -> 669.1 M instructions (+0.96 %),
transcript 685.6 -> 685.6 M (-0.0 %), one memory (mean) 1.411 -> 1.468 M (+4.0 %).
Measured on the way: the round's words in eleven scripts gated behind a character-class
search of every non-ASCII text cost +2.5 % on the documentation body (the search itself), so
they stay plain needles; the long-text phrase search by the list's rarer words, +7 %.

Values are drawn at test time from a seeded generator (tests/credentials.py explains why none
is committed); recovery phrases are encoded here from random entropy with the BIP-39 rule
(SHA-256 of the entropy, its first ENT/32 bits appended, 11 bits a word), so no phrase is
committed either.
"""

from __future__ import annotations

import base64
import hashlib
import string
from importlib import resources

import pytest

from credentials import Drawn
from memlane.core.privacy import find_credentials

_DRAWN = Drawn(40)
_RNG = _DRAWN.rng
_chars = _DRAWN.chars
_h = _DRAWN.hex
_pw = _DRAWN.password
_UPPER = string.ascii_uppercase + string.digits
_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

_LIST = resources.files("memlane.core").joinpath("data", "bip39_english.txt").read_text().split()
_INDEX = {word: i for i, word in enumerate(_LIST)}


def _encode(entropy: bytes) -> list[str]:
    """The BIP-39 mnemonic of ``entropy`` (16 to 32 bytes, a multiple of 4)."""
    ent = len(entropy) * 8
    cs = ent // 32
    total = (int.from_bytes(entropy, "big") << cs) | (
        hashlib.sha256(entropy).digest()[0] >> (8 - cs)
    )
    n = (ent + cs) // 11
    return [_LIST[(total >> (11 * (n - 1 - i))) & 2047] for i in range(n)]


def _checksum_ok(words: list[str]) -> bool:
    n = len(words)
    total = 0
    for word in words:
        total = (total << 11) | _INDEX[word]
    cs = n * 11 // 33
    entropy = (total >> cs).to_bytes(n * 11 * 32 // 33 // 8, "big")
    return total & ((1 << cs) - 1) == hashlib.sha256(entropy).digest()[0] >> (8 - cs)


def _valid(n: int) -> list[str]:
    """A valid phrase of ``n`` words from random entropy."""
    return _encode(bytes(_RNG.randrange(256) for _ in range(n * 4 // 3)))


def _invalid(n: int) -> list[str]:
    """``n`` list words whose checksum fails (a phrase mistyped, or made up)."""
    while True:
        words = _RNG.sample(_LIST, n)
        if not _checksum_ok(words):
            return words


def _p(words: list[str]) -> str:
    return " ".join(words)


def _grid(words: list[str], columns: int = 3) -> str:
    """Numbered down the columns, as wallets print them ("1. … 5. … 9. …" on one row)."""
    rows = len(words) // columns
    return "\n".join(
        "    ".join(f"{c * rows + r + 1}. {words[c * rows + r]}" for c in range(columns))
        for r in range(rows)
    )


def _b64(n: int) -> str:
    return base64.b64encode(bytes(_RNG.randrange(256) for _ in range(n))).decode()


def _wrapped(data: bytes, width: int = 64) -> str:
    text = base64.b64encode(data).decode()
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def _random(n: int) -> bytes:
    return bytes(_RNG.randrange(256) for _ in range(n))


def _bech32(n: int) -> str:
    return _chars(n, _BECH32)


# --- part 1: recovery phrases ---------------------------------------------------------------


def _valid_phrases() -> list[str]:
    """Valid checksums, labelled or not, in the layouts people paste them in."""
    w12, w24 = _valid(12), _valid(24)
    return [
        "ok here it is: " + _p(_valid(12)),
        "\n".join(w24),
        _grid(_valid(12)),
        " ".join(f"{i}. {w}" for i, w in enumerate(_valid(12), 1)),
        '{"words": [' + ", ".join(f'"{w}"' for w in w12) + "]}",
        "alice: " + _p(_valid(24)),
        "tried to restore " + _p(_valid(15)) + " but the app hung",
        "```\n" + _p(_valid(18)) + "\n```",
        ", ".join(_valid(21)),
        _p(_valid(12)).capitalize() + ".",
        "words = [" + ", ".join(f"'{w}'" for w in _valid(12)) + "]",
        "\n".join("\t".join(row) for row in (w24[i : i + 3] for i in range(0, 24, 3))),
        _p(_valid(12)).upper(),
        "notes from the call:\n- " + _p(_valid(12)) + "\n- ship friday",
        "\n".join(f"{i}) {w}" for i, w in enumerate(_valid(24), 1)),
        '+ MNEMONIC="' + _p(_valid(12)) + '"',
        "<p>" + _p(_valid(12)) + "</p>",
        _grid(_valid(24), 4),
    ]


def _named_invalid_phrases() -> list[str]:
    """List words with a wrong checksum, next to a wallet's, a seed's or a phrase's name."""
    return [
        "la frase de recuperación de mi billetera es " + _p(_invalid(12)),
        "frase di recupero del wallet: " + _p(_invalid(12)),
        "fraza odzyskiwania portfela: " + _p(_invalid(12)),
        "herstelzin van mijn wallet: " + _p(_invalid(12)),
        "ウォレットの復元フレーズ：" + _p(_invalid(12)),
        "지갑 복구 문구: " + _p(_invalid(12)),
        "cüzdan kurtarma kelimeleri: " + _p(_invalid(12)),
        "frasa pemulihan dompet saya: " + _p(_invalid(12)),
        "cụm từ khôi phục ví: " + _p(_invalid(12)),
        "my ledger words, in order: " + _p(_invalid(24)),
        _p(_invalid(12)) + "\n(trezor backup, the card in the safe)",
        "Phantom wallet\n" + "\n".join(_invalid(12)),
        "seed words for the old electrum wallet:\n" + _grid(_invalid(12)),
        "वॉलेट का रिकवरी फ्रेज़: " + _p(_invalid(12)),
        "obnovovací fráze peněženky: " + _p(_invalid(12)),
        "сід-фраза гаманця: " + _p(_invalid(12)),
    ]


def _phrase_look_alikes() -> list[str]:
    """The list quoted, public test vectors, word games and prose of list words."""
    zero12 = _encode(bytes(16))
    return [
        "The English wordlist starts: " + _p(_LIST[:12]),
        "BIP-39 words 1000 to 1023: " + _p(_LIST[1000:1024]),
        "these list words are easy to confuse: " + _p(sorted(_RNG.sample(_LIST, 12))),
        "Test vector: " + _p(zero12),
        '{"mnemonic": "' + _p(zero12) + '", "entropy": "' + "00" * 16 + '"}',
        "BIP39 test vector (entropy ffff…): " + _p(_encode(b"\xff" * 16)),
        '["7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f", "' + _p(_encode(b"\x7f" * 16)) + '"]',
        "24-word vector: " + _p(_encode(bytes(32))),
        "my wallet seed for the regtest demo is " + _p(zero12) + " (public, do not fund)",
        "My Wordle guesses this week: crane chalk frost ghost pilot lemon grape stone brick "
        "ocean flame tiger",
        "tags: cloud network security monitor system service update upgrade install script "
        "version option",
        "Before you deploy, check the cluster health and make sure every node can reach the "
        "registry; then run the smoke tests again.",
        "autumn rain falls soft upon the quiet village and the river runs cold under the old "
        "stone bridge",
        "Never share your 12-word recovery phrase; support will never ask for it.",
        "mnemonic: word1 word2 word3 word4 word5 word6 word7 word8 word9 word10 word11 word12",
        "seed: ${WALLET_MNEMONIC}",
        "The wallet shows word #1 of 24 first; tap next to see the rest.",
        "e.g. mnemonic = 'word1 word2 ... word24'",
        "Vocabulary, lesson 4: 1. apple 2. banana 3. lemon 4. orange 5. grape 6. mango "
        "7. olive 8. peanut 9. pumpkin 10. tomato 11. potato 12. onion",
        "shopping list: milk bread butter cheese coffee sugar rice salmon lemon apple tomato onion",
        "Ledger Nano S setup: pick 24 words, write each one on the card, then confirm them "
        "in order.",
        "What is a seed phrase? A list of words that stores all the information needed to "
        "recover a wallet.",
    ]


# --- part 2: the next gaps --------------------------------------------------------------------


def _key_files() -> list[str]:
    """age identities, WireGuard keys, key files cut mid-paste."""
    openssh = b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none" + _random(300)
    pkcs8 = bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8") + _random(240)
    return [
        "# created: 2026-11-30T10:00:00Z\n# public key: age1"
        + _bech32(58)
        + "\nAGE-SECRET-KEY-1"
        + _bech32(58).upper(),
        "echo AGE-SECRET-KEY-1" + _bech32(58).upper() + " | age -d -i - backup.tar.age",
        "[Interface]\nPrivateKey = " + _b64(32) + "\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1",
        "[Peer]\nPublicKey = "
        + _b64(32)
        + "\nPresharedKey = "
        + _b64(32)
        + "\nEndpoint = vpn.acme.io:51820",
        "wg set wg0 private-key <(echo " + _b64(32) + ")",
        "nmcli connection modify wg0 wireguard.private-key " + _b64(32),
        "Private-Lines: 1\n" + _b64(48) + "\nPrivate-MAC: " + _h(64),
        _wrapped(_random(600)) + "\n-----END RSA PRIVATE KEY-----",
        _wrapped(openssh, 70),
        _wrapped(_random(400)) + "\n=" + _chars(4) + "\n-----END PGP PRIVATE KEY BLOCK-----",
        _wrapped(pkcs8),
        "users:\n- name: admin\n  user:\n    token: " + _chars(64),
    ]


def _config_files() -> list[str]:
    """docker, npm, PyPI, git, rclone and s3cmd files holding a secret."""
    return [
        '{\n  "auths": {\n    "registry.acme.io": {\n      "auth": "'
        + base64.b64encode(("ci-bot:" + _pw()).encode()).decode()
        + '"\n    }\n  }\n}',
        '{"auths":{"ghcr.io":{"auth":"'
        + base64.b64encode(("alice:" + _chars(36)).encode()).decode()
        + '"}}}',
        "//registry.npmjs.org/:_authToken=" + _DRAWN.uuid(),
        "_auth=" + base64.b64encode(("alice:" + _pw()).encode()).decode() + "\nalways-auth=true",
        "//npm.acme.io/:username=alice\n//npm.acme.io/:_password="
        + base64.b64encode(_pw().encode()).decode(),
        "[testpypi]\nrepository = https://test.pypi.org/legacy/\nusername = alice\npassword = "
        + _pw(),
        "https://ci-bot:" + _chars(20) + "@gitlab.acme.io",
        "protocol=https\nhost=github.com\nusername=alice\npassword=" + _chars(40),
        "[nas]\ntype = sftp\nhost = nas.local\nuser = alice\npass = "
        + base64.urlsafe_b64encode(_random(30)).decode().rstrip("="),
        "[wasabi]\ntype = s3\nprovider = Wasabi\naccess_key_id = "
        + _chars(20, _UPPER)
        + "\nsecret_access_key = "
        + _chars(40),
        "[default]\naccess_key = "
        + _chars(20, _UPPER)
        + "\nsecret_key = "
        + _chars(40)
        + "\nhost_base = s3.amazonaws.com",
        "[default]\ngpg_command = /usr/bin/gpg\ngpg_passphrase = " + _pw(),
        "[vault]\ntype = crypt\nremote = nas:backup\npassword = "
        + base64.urlsafe_b64encode(_random(27)).decode().rstrip("=")
        + "\npassword2 = "
        + base64.urlsafe_b64encode(_random(27)).decode().rstrip("="),
        "RESTIC_PASSWORD=" + _pw(),
    ]


def _prose_abroad() -> list[str]:
    """Passwords said in languages earlier rounds did not cover."""
    return [
        "ડેટાબેઝનો પાસવર્ડ " + _pw() + " છે",
        "ਵਾਈਫਾਈ ਦਾ ਪਾਸਵਰਡ " + _pw() + " ਹੈ",
        "வைஃபை கடவுச்சொல்: " + _pw(),
        "సర్వర్ పాస్‌వర్డ్: " + _pw(),
        "ಪಾಸ್‌ವರ್ಡ್ " + _pw() + " ಆಗಿದೆ",
        "പാസ്‌വേഡ്: " + _pw(),
        "මුරපදය: " + _pw(),
        "စကားဝှက်မှာ " + _pw() + " ဖြစ်သည်",
        "የይለፍ ቃሉ " + _pw() + " ነው",
        "ពាក្យសម្ងាត់គឺ " + _pw(),
        "ລະຫັດຜ່ານແມ່ນ " + _pw(),
        "kalmar sirri ita ce " + _pw(),
        "iphasiwedi: " + _pw(),
        "паролата е " + _pw(),
        "वायफायचा पासवर्ड " + _pw() + " आहे",
        "furaha sirta waa " + _pw(),
    ]


def _gap_look_alikes() -> list[str]:
    """Public halves, placeholders, empty settings, and sentences about passwords."""
    return [
        "# public key: age1" + _bech32(58),
        "recipients: age1" + _bech32(58) + " age1" + _bech32(58),
        "age identities start with AGE-SECRET-KEY-1 and 58 more characters",
        "[Peer]\nPublicKey = "
        + _b64(32)
        + "\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.io:51820",
        "PrivateKey = $(cat /etc/wireguard/private.key)",
        "wg genkey | tee privatekey | wg pubkey > publickey",
        "Public-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI" + _b64(32)[:43],
        "MIIDdzCCAl+gAwIBAgIE" + _b64(120) + "\n-----END CERTIFICATE-----",
        _wrapped(_random(270)) + "\n-----END PUBLIC KEY-----",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + _b64(32)[:43] + " alice@laptop",
        '{"auths": {"ghcr.io": {}}, "credsStore": "desktop"}',
        '"auth": "<base64 of user:password>"',
        "//registry.npmjs.org/:_authToken=${NPM_TOKEN}",
        "registry=https://registry.npmjs.org/\nsave-exact=true",
        "[pypi]\nusername = __token__\npassword = <your PyPI token>",
        "[distutils]\nindex-servers =\n    pypi\n    testpypi",
        "git config --global credential.helper store",
        "protocol=https\nhost=github.com",
        "[gdrive]\ntype = drive\nscope = drive\nroot_folder_id = 1" + _chars(32),
        "host_bucket = %(bucket)s.s3.amazonaws.com\nuse_https = True\nsignature_v2 = False",
        "[default]\naccess_key = \nsecret_key = \ngpg_passphrase = ",
        "પાસવર્ડ ભૂલી ગયા? અહીં ક્લિક કરો",
        "கடவுச்சொல்லை மாற்ற Settings க்கு செல்லவும்",
        "የይለፍ ቃል ቢያንስ 8 ቁምፊዎች መሆን አለበት",
        "මුරපදය අමතක වුණාද?",
        "စကားဝှက်ကို မမျှဝေပါနှင့်",
        "kalmar sirri ta canza jiya",
        "паролата трябва да е поне 12 знака",
    ]


_CREDENTIALS = (
    _valid_phrases() + _named_invalid_phrases() + _key_files() + _config_files() + _prose_abroad()
)
_LOOK_ALIKES = _phrase_look_alikes() + _gap_look_alikes()


@pytest.mark.parametrize("text", _CREDENTIALS)
def test_round_40_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _LOOK_ALIKES)
def test_round_40_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


def test_round_40_fixture_phrases_are_what_they_say() -> None:
    assert _checksum_ok(_valid(12)) and _checksum_ok(_valid(24))
    assert not _checksum_ok(_invalid(12))
    assert _p(_encode(bytes(16))).endswith("abandon about")


# --- variants, written after the fixes ------------------------------------------------------

_PROSE_PARAGRAPH = (
    "We moved the nightly backup to the new storage account on Tuesday. The restore drill "
    "took forty minutes, most of it waiting for the snapshot to mount; next time we should "
    "warm the cache first. Ops asked for a runbook entry with the exact commands, and the "
    "on-call rotation now includes a monthly restore test so nobody is surprised again.\n\n"
)


def _long(inner: str) -> str:
    """``inner`` in the middle of a note longer than a memory (the long-text search)."""
    return _PROSE_PARAGRAPH * 4 + inner + "\n\n" + _PROSE_PARAGRAPH * 3


def _variants() -> list[str]:
    ed25519 = bytes.fromhex("302e020100300506032b657004220420") + _random(32)
    sec1 = (
        bytes.fromhex("30770201010420")
        + _random(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
        + b"\x04"
        + _random(64)
    )
    pkcs1 = bytes.fromhex("3082025c02010002818100") + _random(200)
    return [
        _long("Seed-Phrase meiner Ledger: " + _p(_invalid(24))),
        "\n".join("- " + w for w in _valid(12)),
        "-".join(_valid(12)),
        " ".join(w.capitalize() for w in _valid(15)),
        _p(_valid(12)) + "\n" + _p(_valid(12)),
        "mi semilla de 24 palabras: " + _p(_invalid(24)),
        '{"content": "' + _p(_valid(21)) + '"}',
        _wrapped(_random(300), 70) + "\n-----END OPENSSH PRIVATE KEY-----",
        _wrapped(_random(100)) + "\n-----END EC PRIVATE KEY-----\n",
        base64.b64encode(ed25519).decode(),
        "key material: " + _wrapped(sec1),
        _wrapped(pkcs1),
        "Private-Lines: 14\n" + "\n".join(_b64(48) for _ in range(3)),
        "[Peer]\nPresharedKey=" + _b64(32),
        "wg set wg0 peer " + _b64(32) + " preshared-key <(echo " + _b64(32) + ")",
        "எனது கடவுச்சொல் " + _pw() + "1x",
        "ពាក្យសម្ងាត់ គឺ " + _pw(),
        "ગૂગલ એકાઉન્ટનો પાસવર્ડ: " + _pw(),
        _long("ledger backup, in order: " + _p(_invalid(12))),
    ]


def _variant_look_alikes() -> list[str]:
    spki_ec = base64.b64encode(
        bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + _random(65)
    ).decode()
    rsa_public = base64.b64encode(bytes.fromhex("3082010a0282010100") + _random(120)).decode()
    cert = base64.b64encode(bytes.fromhex("308203773082025fa003020102") + _random(120)).decode()
    csr = base64.b64encode(bytes.fromhex("308202bc308201a4020100") + _random(120)).decode()
    p12 = base64.b64encode(bytes.fromhex("30820a1c020103") + _random(120)).decode()
    return [
        'mnemonic: "test test test test test test test test test test test junk"',
        _p(_encode(bytes(16))).upper(),
        _long(_PROSE_PARAGRAPH),
        "word cloud: " + _p(_RNG.sample(_LIST, 30)),
        "glossary: " + ", ".join(sorted(_RNG.sample(_LIST, 12))),
        "spelling list: " + _p([w for w in _LIST if len(w) == 6][100:112]),
        _long(
            "Before you deploy, check the cluster health and make sure every node can "
            "reach the registry; then run the smoke tests again."
        ),
        _wrapped(_random(200)) + "\n-----END CERTIFICATE-----",
        _wrapped(_random(200)) + "\n-----END PGP PUBLIC KEY BLOCK-----",
        "The file ends with -----END RSA PRIVATE KEY----- on its own line.",
        spki_ec,
        rsa_public,
        cert,
        csr,
        p12,
        "Public-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI" + _b64(32)[:43] + "\nPrivate-Lines: <omitted>",
        "wg pubkey < private.key > public.key",
        "PresharedKey = <generated by wg genpsk>",
        "nmcli connection modify wg0 wireguard.private-key-flags 0",
        "OpenSSH keys start with openssh-key-v1, b3BlbnNzaC1rZXktdjE in base64.",
        "கடவுச்சொல்லை யாருடனும் பகிர வேண்டாம்",
        "ពាក្យសម្ងាត់ត្រូវមានយ៉ាងហោចណាស់ ៨ តួ",
    ]


def _left() -> list[str]:
    """Unnamed phrases inside a text longer than a memory: read only around a wallet's name
    (core/privacy_seed_phrase.py says why)."""
    return [
        _long("write these down:\n" + _p(_valid(12))),
        _long("\n".join(f"{i}. {w}" for i, w in enumerate(_valid(24), 1))),
        _long('{"role": "user", "content": "' + _p(_valid(18)) + '"}'),
    ]


@pytest.mark.xfail(reason="an unnamed phrase in a long text is not looked for", strict=True)
@pytest.mark.parametrize("text", _left())
def test_round_40_unnamed_phrases_in_long_texts(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _variants())
def test_round_40_variants_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _variant_look_alikes())
def test_round_40_variant_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text
