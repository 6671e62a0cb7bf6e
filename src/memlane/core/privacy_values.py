"""Value classification for the privacy gate: is a value a placeholder, a reference to a
secret kept elsewhere, or machine-random text that looks like the secret itself?

Pure string predicates; :mod:`memlane.core.privacy` applies them to each rule's match.
"""

from __future__ import annotations

import base64
import binascii
import math
import re
import string
from collections import Counter

from memlane.core.privacy_letters import WORD_PART, drawn_letters, written_words
from memlane.core.privacy_unset import unset_name
from memlane.core.privacy_values_public import published_value

# Doc placeholders and type/descriptor words: a value made of these is not a secret. `changeme`
# and `password` count as placeholders because docs use them as "fill this in" markers.
_PLACEHOLDER_TEXT = """
    changeme change-me change_me replaceme replace-me replace_me placeholder redacted removed
    hidden masked dummy sample example fake test testing demo todo tbd tbc fixme none null nil
    undefined empty blank unset true false yes no on off required optional string str int bool
    secret password passwd pass pwd token apikey api_key api-key key value foo bar baz qux
    mysecret mypassword mytoken xxx n/a na disabled enabled default auto omitted tokenvalue
    secretvalue secret_value token_value username mypassphrase passphrase newpass newpassword
    oldpass oldpassword not-set not_set notset not-configured not_configured
    senha suasenha minhasenha contrasena tucontrasena micontrasena motdepasse
    votremotdepasse monmotdepasse passwort deinpasswort meinpasswort ihrpasswort kennwort
    wachtwoord jouwwachtwoord haslo twojehaslo sifre sifreniz parola tuapassword
    seuusuario tuusuario votrenom deinname seunome tunombre
"""
_PLACEHOLDER_WORDS = frozenset(_PLACEHOLDER_TEXT.split())
_PLACEHOLDER_PARTS = re.compile(r"[-_. ]+|(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])")
# Substrings that mark a placeholder or a reference, whitespace-separated.
_PLACEHOLDER_MARKERS = (
    "xxxx", "****", "...", "…", "example", "your", "placeholder", "redacted", "changeme",
    "change_me", "change-me", "changeit", "changethis", "replace", "dummy", "insert",
    "123456789", "abcdefgh", "deadbeef",
)  # fmt: skip
# a URN names a resource (Traefik Hub's `urn:k8s:secret:<name>:<key>`), as a path does
# (RabbitMQ's `encrypted:…` holds ciphertext that only the node's passphrase opens)
# `env:KS_PASS`, `file:pw.txt`: openssl's and apksigner's password sources name where it is
_REFERENCE_PREFIXES = (
    "$", "{{", "{%", "~/", "./", "../", "urn:", "encrypted:", "env:", "file:", "fd:",
)  # fmt: skip
# `%DB_PASS%` (Windows), `%(password)s` (Python), `%{DB_PASS}`, `%env(DB_PASS)%` (Symfony),
# `%s`: a "%" starts a reference only so; "%T^3IrK…" is a password that starts with one.
_PERCENT_REFERENCE = re.compile(
    r"%(?:[A-Za-z_][\w.]*[%(]|\([\w.]+\)|\{[^}]*\}|[sdr](?![A-Za-z0-9]))"
)
# YAML syntax (`!vault`, `&anchor`, `*alias`), comments and `@file` also start unquoted refs.
_UNQUOTED_REFERENCE_PREFIXES = (*_REFERENCE_PREFIXES, "!", "&", "*", "@", "#")
_WORD_MARKERS = (
    "environ", "getenv", "process.env", "env(", "env[", "env.", "secrets.", "vault:", "op://",
    "ssm:", "arn:aws:secretsmanager", "://",
)  # fmt: skip
WORDISH = re.compile(r"[A-Za-z]+(?:[-_. ][A-Za-z]+)*")
IDENT_REF = re.compile(r"[A-Za-z_][A-Za-z_]*(?:\.[A-Za-z_][A-Za-z_]*)*")
DOTTED_OR_SNAKE = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*")
_VOWELS = frozenset("aeiouyAEIOUY")
# The head of a dotted name in code: `self.`, `settings.`, `random_password.`, `ed25519.`.
# (or a short acronym: `tls.certificateSecret`, `db.password`)
_MODULE_HEAD = re.compile(r"_*[a-z]*[aeiouy][a-z]*(?<=[a-z]{2})[a-z0-9_]*|[a-z]{2,4}")
_SEGMENT = re.compile(
    r"_*[a-z][a-z0-9_]*|_*[A-Z]+(?:_[A-Z0-9]+)*|_*(?:[A-Z][a-z]+|\d+)+|[a-z]+(?:[A-Z][a-z]+)+"
)
ANNOTATION_KEY = re.compile(r"_*[a-z][a-z0-9_]*")
_CAPITALIZED_WORDS = re.compile(r"_*(?:[a-z]+|[A-Z][a-z]+|\d+)(?:[A-Z][a-z]+|\d+)+")
NAME_WORDS = re.compile(r"(?i)password|passwd|secret|token|credential")


def wordy(name: str) -> bool:
    """Every letter run reads like a word (has a vowel) or an acronym (DB, HTTP)."""
    for part in WORD_PART.findall(name):
        if part.isdigit():
            continue
        if part.isupper() and 2 <= len(part) <= 5:
            continue
        if len(part) < 2 or not _VOWELS.intersection(part):
            return False
    return True


def code_identifier(value: str, *, strict: bool) -> bool:
    """`self.key_password`, `_PasswordType`, `Ed25519PrivateKey`: names written by people.

    A dotted name counts when one segment is a lowercase word (`self`, `settings`) and none
    looks random. With ``strict`` (syntax that marks literals, `password=…`) only dotted names
    count; otherwise also snake_case with word-like runs and CapitalizedWords with digits.
    """
    if not DOTTED_OR_SNAKE.fullmatch(value):
        return False
    if "." in value:
        head, *rest = value.split(".")
        return bool(_MODULE_HEAD.fullmatch(head)) and all(_SEGMENT.fullmatch(s) for s in rest)
    if strict:
        return False
    if "_" in value:
        return wordy(value)
    return bool(_CAPITALIZED_WORDS.fullmatch(value)) and wordy(value)


# A tool's template slot: an upper-case name between a pair of markers (hydra's `^PASS^`,
# `@USER@`, `__TOKEN__`), or a numbered input a tool fills in (patator's `FILE1`, `NET0`).
_TEMPLATE_SLOT = re.compile(
    r"(?P<m>[\^@#~]|__)[A-Z][A-Z0-9_]*(?P=m)|(?:FILE|PATH|ENV|STDIN|PROMPT|ARG|INPUT|COMBO|NET)\d{1,2}"
)


_COUNTED = re.compile(r"(?P<word>[a-z]+?)[-_]?(?P<n>\d+)")
_FILLER = re.compile(r"(?:[a-z]{1,12}[-_.])?(?P<a>abc[a-z]*)[-_]?(?P<n>1\d*)")
_ALPHABET = string.ascii_lowercase


# A slot in angle brackets ("<token>", "Bearer <your key>", "<64 hex chars>"), closed or cut
# at the value's end; a "<" or ">" amid generated characters is a character of the secret
# (WordPress salts draw from punctuation that includes both).
_ANGLE_SLOT = re.compile(r"<\w[\w\-. ]*(?:>|\Z)")


def _has_marker(value: str) -> bool:
    # Exact-case variants only: a random token may contain "xXxX" or "YouR" by chance, while
    # people write placeholders as xxxx, XXXX, your, YOUR or Your.
    return bool(_ANGLE_SLOT.search(value)) or any(
        s in value or s.upper() in value or s.capitalize() in value for s in _PLACEHOLDER_MARKERS
    )


# JSON's escapes: a prompt's mask written escaped ("Password: \u00b7\u00b7…" in a notebook's
# output) holds no letter or digit once its escapes are read.
_JSON_ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})|\\[nrt]")


def _escaped_mask(value: str) -> bool:
    read = _JSON_ESCAPE.sub(lambda m: chr(int(m[1], 16)) if m[1] else "", value)
    return read != value and not any(c.isalnum() for c in read)


# Markup around a word, as documentation writes a field or a button: an rST field name (read
# flowed, the next field's name: "Password :configjson:"), a Markdown-bold word (or the bold
# run's first word: "**System Console > …**").
_MARKUP = re.compile(r":?[a-z][a-z_\-]*:|\*\*[^\W\d_]+(?:\*\*)?|\*\*(?:true|false|True|False)\*\*")
_EMPHASIS = re.compile(r"\A(?P<mark>\*{1,2}|_{1,2})(?P<inner>[^*_\s]+)(?P=mark)\Z")
_SNAKE_NAME = re.compile(r"[a-z]{2,}(?:_[a-z]{2,})*_(?:password|passwd|secret|token|pass)")
_CAMEL_NAME = re.compile(r"[a-z]{2,}(?:[A-Z][a-z]+)+")
_CAMEL_KEY = re.compile(r"[a-z]+(?:[A-Z][a-z]+)*(?:Key|Pass)")  # the other words are NAME_WORDS
_POSSESSIVES = ("my", "your", "our", "new", "the", "some")


# Four or more masking characters: what a dashboard or a log prints instead of the secret
_MASK_RUN = re.compile(r"[•●·∙]{4,}")


def is_placeholder(value: str) -> bool:
    bare = value.strip("\"'` ").rstrip("?!")
    # (each regex behind a character test: this runs for every value every rule judges)
    if (bare[:1] in (":", "*") or bare[-1:] == ":") and _MARKUP.fullmatch(bare):
        return True  # `:description:` (an rST field), `**Save**` (a UI label)
    if bare[:1] in ("*", "_"):
        bare = _EMPHASIS.sub(r"\g<inner>", bare)  # `*mmuser-password*`: an emphasised slot
    low = bare.lower()
    if not low or low in _PLACEHOLDER_WORDS or _has_marker(bare) or _escaped_mask(bare):
        return True
    # a possessive and a placeholder word written as one: "MYSECRET", "yourpassword"
    if low.startswith(_POSSESSIVES) and any(
        low[len(p) :] in _PLACEHOLDER_WORDS for p in _POSSESSIVES if low.startswith(p)
    ):
        return True
    # placeholder words and a short number: "secret_key_123", "my-token-2"
    parts = [p for p in _PLACEHOLDER_PARTS.split(low) if p]
    if len(parts) >= 2 and all(
        p in _PLACEHOLDER_WORDS or (p.isdigit() and len(p) <= 4) or p in ("my", "the", "a")
        for p in parts
    ):
        return True
    # a name of words that says what belongs there: "some-password", "minio-secret-password",
    # "authKey" (`http://clientID:authKey@host`), "really_secure_password"
    named = NAME_WORDS.search(low) or (low.endswith(("key", "pass")) and _CAMEL_KEY.fullmatch(bare))
    if named and (word_slug(low) or _CAMEL_NAME.fullmatch(bare) or _SNAKE_NAME.fullmatch(low)):
        return True
    # a placeholder word and a counting run: "mysecret12345678", "password123"
    counted = _COUNTED.fullmatch(low)
    if counted and counted["word"] in _PLACEHOLDER_WORDS and "1234567890".startswith(counted["n"]):
        return True
    # round 45: the alphabet's first letters and the digits' first digits, after a word or
    # alone: "jwt_abc123", "token-abc-123", "abcdef123456" (a filler, as "password123" is)
    filler = _FILLER.fullmatch(low) if "abc" in low else None
    if filler and _ALPHABET.startswith(filler["a"]) and "1234567890".startswith(filler["n"]):
        return True
    slot = _TEMPLATE_SLOT.match(bare)  # hydra's form goes on after it: "^PASS^:F=incorrect"
    if slot and (slot.end() == len(bare) or bare[slot.end()] in ":&;,/"):
        return True
    # a constant's name of three words or more: Ansible's mask
    # "VALUE_SPECIFIED_IN_NO_LOG_PARAMETER", "NOT_A_REAL_SECRET" (round 33)
    if bare.isupper() and _CONSTANT_NAME.fullmatch(bare):
        return True
    if _MASK_RUN.search(bare):
        return True  # round 39: "duffel_live_••••••••3f9a", a value shown masked
    # Low character variety ("aaaaaaaa", "0000-0000") marks a filler, not a generated secret;
    # so does a filler after a vendor's prefix ("persona_sandbox_00000000-0000-…", round 39).
    tail = low.rsplit("_", 1)[-1]
    return (len(low) >= 4 and len(set(low)) <= 2) or (len(tail) >= 8 and len(set(tail)) <= 2)


_CONSTANT_NAME = re.compile(r"[A-Z]+(?:_[A-Z]+){2,}")
# The next field of a Go `%+v` struct or a logfmt dump after an empty value: "Password:
# SSLMode:disable" (round 33); "Falcon:x7Gq" mixes cases after its colon and stays a value.
_NEXT_FIELD = re.compile(r"[A-Z][A-Za-z]{2,}:(?:[a-z]+|\d+)?")


def next_field(value: str) -> bool:
    return _NEXT_FIELD.fullmatch(value) is not None


# A relative path to a key or certificate file (`certs/key.pem`), a slot named as a path
# (`/path-to-signing-key-pem-file`).
# (a Windows path and one led by an rST substitution, `|certpath|\\minio.key`, too: round 31)
_FILE_PATH = re.compile(
    r"(?:\|[\w\-]+\||[A-Za-z]:)?[\w.\-]*(?:[/\\][\w.\-]+)+\.(?:pem|key|crt|cer|der|p12|pfx|jks"
    r"|json|txt|gpg|asc)|/[a-z]+(?:-[a-z]+)+"
)


def _is_path(value: str) -> bool:
    """`/run/secrets/db` is a path; base64 that happens to start with '/' is not."""
    if _FILE_PATH.fullmatch(value):
        return True
    if not value.startswith("/"):
        return False
    return not any(
        len(seg) >= 16 and not seg.islower() and not seg.isupper() and any(c.isdigit() for c in seg)
        for seg in value.split("/")
    )


# A call or an index that closes a value (`getenv("X")`, `ENC(…)`, `env[X]`), and a bracketed
# phrase that opens one (`[withheld: …]`, `(none)`); a generated key holds brackets anywhere,
# unpaired (WordPress salts, Django's `…(K36Ob&…`).
_CLOSING_CALL = re.compile(r"[\w.$][(\[{][^()\[\]{}]*[)\]}]\Z")
_OPENING_PHRASE = re.compile(
    r"\([a-z][\w\- ]*(?:[:)]|\Z)|\[[a-z][\w\- ]*(?:[:\]]|\Z)|\{[a-z][\w\- ]*(?:[:}]|\Z)"
)


# Before a word for a secret, what makes it a name rather than the word said: a variable
# (`$password`, `${token}`, `%PASSWORD%`) or a published value ("the public key token is …").
_NAMED_NOT_SAID = re.compile(r"(?:\$\{?|%|public (?:key )?)\Z")


def named_not_said(text: str, start: int) -> bool:
    """Whether the secret word at ``start`` is a variable, a public value's or a removed name."""
    return bool(_NAMED_NOT_SAID.search(text, max(0, start - 12), start)) or unset_name(text, start)


# SigV4's `Credential=AKID/20220507/us-east-1/s3/aws4_request` names a key and a scope
_SIGNING_SCOPES = ("/aws4_request", "%2faws4_request")


def is_reference(value: str, *, literal: bool = False, whole: bool = False) -> bool:
    """`$X`, `${X}`, `os.environ[…]`, `{{ secrets.X }}`, a path or a URL: a name, not a value.

    ``literal`` (quoted or .env values) drops the YAML-only prefixes: `"@dm1n!"` is a password.
    ``whole``: the value is all there (quoted, or a .env line's run to the space), so a bracket
    marks a call or an index only where it closes the value (`getenv("X")`, `ENC(…)`); a
    generated key holds brackets anywhere (Django's `…(K36Ob&…`).
    """
    if value.startswith("\\$"):
        value = value[1:]  # Groovy's and Make's escaped `\$DOCKER_PASSWORD` is still a variable
    low = value.lower()
    prefixes = _REFERENCE_PREFIXES if literal else _UNQUOTED_REFERENCE_PREFIXES
    if _is_path(value) or low.startswith(prefixes) or _PERCENT_REFERENCE.match(value):
        return True
    # "name:/path" (systemd's LoadCredential=, a Docker secret's source:target) names a file
    name, colon, path = value.partition(":")
    if colon and name and _is_path(path):
        return True
    if any(s in low for s in _WORD_MARKERS) or low.endswith(_SIGNING_SCOPES):
        return True
    if value[:1].isdigit() and port_mapping(value):
        return True
    if whole:  # (or opens it: `[withheld: …]`, a bracketed phrase cut at its space)
        return bool(_CLOSING_CALL.search(low.rstrip(";,")) or _OPENING_PHRASE.match(low))
    return any(s in low for s in "([{")


# A container's published port (`-p 8081:8081`, `9000:9000/tcp`, `127.0.0.1:80:80`): a
# protocol, a host address or the same port twice says so (round 37).
_PORT_MAP = re.compile(
    r"(?P<ip>\d{1,3}(?:\.\d{1,3}){3}:)?(?P<host>\d{1,5}):(?P<port>\d{1,5})(?P<proto>/(?:tcp|udp|sctp))?"
)


def port_mapping(value: str) -> bool:
    m = _PORT_MAP.fullmatch(value)
    return bool(m and (m["ip"] or m["proto"] or m["host"] == m["port"]))


def published_port(text: str, start: int, value: str) -> bool:
    """Whether the word ``value`` ends (its start at ``start``) is a container's port mapping
    ("-p 9000:9000/tcp": the prose reads the flag's colon as "password: 9000/tcp")."""
    word_start = max(text.rfind(" ", 0, start), text.rfind("\t", 0, start)) + 1
    return port_mapping(text[word_start:start] + value.rstrip(".,;:!?)'\"`"))


def entropy(value: str) -> float:
    counts = Counter(value)
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def machine_like(value: str, *, min_len: int) -> bool:
    """True when the value looks generated (a key), not written (a word or a sentence)."""
    if len(value) < min_len or " " in value:
        return False
    if WORDISH.fullmatch(value) and not drawn_letters(value):
        return False  # a word or a name; round 43: unless its letters read as drawn
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    if has_digit and has_alpha:
        return True
    # (round 43: letters and punctuation with no digit, the letters words run together)
    return len(value) >= 20 and entropy(value) >= 3.5 and not written_words(value)


_BASE64 = re.compile(r"[A-Za-z0-9+/]{6,}={0,2}")  # (eight with padding: "YWRtaW4=" is admin)


def base64_text(value: str) -> str | None:
    """The printable text a base64 ``value`` encodes (six characters or more, no spaces), or
    None: a Kubernetes Secret's ``data:`` and a Docker ``auth`` entry hold passwords so."""
    if len(value) % 4 or not _BASE64.fullmatch(value):
        return None
    try:
        decoded = base64.b64decode(value, validate=True).decode("ascii")
    except (binascii.Error, UnicodeDecodeError):
        return None
    if decoded.endswith("\n"):  # `echo postgres | base64` keeps echo's newline
        decoded = decoded[:-1]
        if len(decoded) < 4:
            return None
    elif len(decoded) < (4 if value.endswith("=") else 6):  # padding says it is base64
        return None
    if not decoded.isprintable() or " " in decoded:
        return None
    return decoded


def password_like(value: str) -> bool:
    """Letters with a digit or a symbol, and no placeholder ("TqbnrW9#niFL", not "changeme")."""
    return (
        any(c.isalpha() for c in value)
        and any(c.isdigit() or not c.isalnum() for c in value)
        and not is_placeholder(value)
    )


# Validation rules written as a string: "required|min:8|confirmed", "min:8",
# "current_password:api" (Laravel, Rails-like DSLs).
_RULE = r"[a-z][a-z_]*(?::[\w,.\-]+)?"
_RULE_LIST = re.compile(_RULE + r"(?:\|" + _RULE + r")*")


def rule_expression(value: str) -> bool:
    """Whether a quoted value is a list of validation rules, not a password."""
    if not _RULE_LIST.fullmatch(value):
        return False
    words = [r.split(":", 1)[0] for r in value.split("|")]
    return all(wordy(w) for w in words) and ("|" in value or ":" in value)


_SLUG_PART = re.compile(r"[a-z]{2,}|\d{1,4}|[a-z0-9]{1,3}")


def word_slug(value: str) -> bool:
    """A kebab-case name of words ("my-ca-1", "etcd-cluster-k8s", "db-credentials"): what a
    Kubernetes Secret or a cluster token's name looks like, never a generated secret."""
    parts = value.split("-")
    if len(parts) < 2 or not all(_SLUG_PART.fullmatch(p) for p in parts):
        return False
    words = [p for p in parts if p.isalpha() and len(p) >= 2]
    return bool(words) and all(wordy(p) for p in words if len(p) > 3)


_DNS_LABEL = re.compile(r"[a-z0-9]+(?:[\-.][a-z0-9]+)*")
_LEAD = re.compile(r"[a-z]{3,}")
_HEXISH = re.compile(r"[0-9a-f/\-]+")


# A value that says it is the public half: Midtrans' "SB-Mid-client-…", "Mid-client-…"
_SELF_PUBLIC = re.compile(
    r"(?:[A-Za-z]{1,6}[\-_]){0,2}(?:client|public|publishable)[\-_](?!secret)[A-Za-z0-9_\-]{8,}",
    re.IGNORECASE,
)


def public_by_name(value: str) -> bool:
    """A key whose own text names it the client or public one ("Mid-client-…"): a browser or
    an app ships it (round 39); its server half says "server" and is judged as a secret. Or
    one whose documented format is a published kind (Mapbox's pk., Razorpay's key id;
    core/privacy_values_public.py, round 42)."""
    return _SELF_PUBLIC.fullmatch(value) is not None or published_value(value)  # round 42


def resource_path(value: str) -> bool:
    """A resource's name, namespaced or not ("cert-manager/cert-manager-webhook-ca",
    "team-864-p6ts6/app-7", "webhook1-certificate"): one to three lower-case DNS labels, each
    led by a word (a lone label has a hyphen). Logs, annotations and kubectl name a Secret so
    (``"secret"="ns/name"``, ``get secret name``); a generated value is not built of words,
    and a hexadecimal one (a UUID) is not read as one."""
    parts = value.split("/")
    if len(parts) > 3 or (len(parts) == 1 and "-" not in value) or _HEXISH.fullmatch(value):
        return False
    for part in parts:
        lead = _LEAD.match(part)
        if not (_DNS_LABEL.fullmatch(part) and lead and wordy(lead.group())):
            return False
    return True


def base64_prose(value: str) -> str | None:
    """The text a base64 ``value`` encodes when that text reads as lines of words (a config
    file, a message: printable, with spaces), or None. A generated token encodes no spaces."""
    if len(value) < 12 or len(value) % 4 or not _BASE64.fullmatch(value):
        return None
    try:
        decoded = base64.b64decode(value, validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return None
    if " " not in decoded or not all(c.isprintable() or c in "\n\r\t" for c in decoded):
        return None
    return decoded


_RST_ROLE = re.compile(r"(?<![\w:]):[\w\-]+:\Z")
_PATH_OPENERS = ("(", "`", "[", '"', "'")


def markup_pair(text: str, value_start: int) -> bool:
    """Whether a "name / value" or "name: value" pair ending at ``value_start`` is markup (round
    31): a link's or a code span's path read as a login ("account: [0.29](/blog/2022/…)",
    "Account: `/subscriptions/ID/…`": the slash opens the path), or a reStructuredText role
    (":policy-action:`s3:DeleteObjectVersion`")."""
    if _RST_ROLE.search(text, max(0, value_start - 60), value_start):
        return True
    before = text[max(0, value_start - 80) : value_start].rstrip(" \t")
    return before.endswith("/") and before[:-1].rstrip(" \t").endswith(_PATH_OPENERS)


# Values that follow "password is" in prose without being one.
_NOT_A_VALUE = re.compile(
    r"(?i)(?:sha|aes|rsa|hs|rs|es|md|pbkdf|argon|bcrypt|scrypt|utf|iso|oauth|tls|ssl|http|v\d|"
    r"base(?:16|32|36|58|62|64|85)|"
    r"\d+(?:\.\d+)+|[\d.,]+[a-z]{0,3}$|[a-z]+$|[a-z]+-[a-z]+$"
    r"|(?:\d+(?:ms|us|ns|s|m|h|d|w|y|kb|mb|gb|tb|kib|mib|gib))+$)"  # 15m30s, 1h30m: quantities
)
# what follows the first ":" of a timestamp ("…T10:00:00Z"; round 35)
_TIME_TAIL = re.compile(r"\d{2}(?::\d{2})*(?:\.\d+)?(?:[zZ]|[+-]\d{2}:?\d{2})?")


def passwordish(value: str, *, said: bool = False) -> bool:
    """A written value that reads as a password: letters with digits, or mixed case with
    symbols (trailing sentence punctuation is not part of it). ``said``: a sentence names it
    as the password ("changed the wifi password to blueHorse42"), so a passphrase written in
    CapitalizedWords with digits counts; only a dotted name still reads as code."""
    v = value.strip().rstrip(".,;:!?)'\"`")
    if len(v) < 6 or is_placeholder(v) or is_reference(v, literal=True) or _TIME_TAIL.fullmatch(v):
        return False
    if _NOT_A_VALUE.match(v) and not any(c.isupper() for c in v[1:]):
        return False
    if DOTTED_OR_SNAKE.fullmatch(v) and code_identifier(v, strict=said):
        return False  # settings.DB_PASSWORD, db_password: a name in code
    has_alpha = any(c.isalpha() for c in v)
    if any(c.isdigit() for c in v):
        return has_alpha
    mixed_case = any(c.isupper() for c in v) and any(c.islower() for c in v)
    return mixed_case and any(not c.isalnum() for c in v)


# An AWS ARN up to its resource type (`arn:aws:secretsmanager:eu-west-1:123456789012:`)
_ARN_HEAD = re.compile(r"\barn:aws[\w\-]*:[\w\-]+:[\w\-]*:\d{0,12}:\Z")


def arn_resource(text: str, at: int) -> bool:
    """Whether the word at ``at`` is an ARN's resource type (round 35): in
    `arn:aws:secretsmanager:…:secret:prod/db-AbC123` "secret:" names the resource, not a value."""
    return text[at - 1 : at] == ":" and _ARN_HEAD.search(text, max(0, at - 120), at) is not None
