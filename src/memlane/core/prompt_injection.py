"""Read gate: recalled text that reads as a prompt injection is replaced before it is injected.

:func:`scan_injection` is pure and conservative: it names the first of four classes whose tight
patterns match, and otherwise returns None. Code, ordinary URLs and `curl` commands, doc
placeholders, emoji (ZWJ sequences included) and non-Latin prose pass. The caller replaces the
text with :func:`blocked_placeholder` and logs; the stored record is never modified.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from memlane.core.privacy import find_credentials

INJECTION_CLASSES = (
    "instruction_override",
    "role_impersonation",
    "exfiltration",
    "unicode_obfuscation",
)

# Words may be separated by whitespace or Markdown emphasis/quoting (`**ignore** previous …`).
_S = r"[\s*_~`\"'>]+"


def _c(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern.replace(" ", _S), re.IGNORECASE)


# --- folding: what the text-shaped patterns see -----------------------------------------------

_INVISIBLE = "\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u00ad\u180e"
_BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
# Cyrillic letters that render like Latin ones; folded so "іgnоre" meets the Latin patterns.
_CYRILLIC_TO_LATIN = str.maketrans(
    "аеорсухіјѕԁһԛԝАВЕКМНОРСТХІЈЅУ",
    "aeopcyxijsdhqwABEKMHOPCTXIJSY",
)
_DROP = str.maketrans(dict.fromkeys(_INVISIBLE + _BIDI))


def _fold(text: str) -> str:
    # NFKC turns fullwidth and mathematical letters (ｉｇｎｏｒｅ, 𝐢𝐠𝐧𝐨𝐫𝐞) into ASCII.
    return unicodedata.normalize("NFKC", text).translate(_DROP).translate(_CYRILLIC_TO_LATIN)


# --- instruction override -----------------------------------------------------------------------

_OVERRIDE_VERB = (
    r"(?:ignore|disregard|forget|override|overrule|bypass|discard|dismiss|abandon|set aside"
    r"|pay no attention to|do not (?:follow|obey|heed)|don'?t (?:follow|obey|heed)"
    r"|stop (?:following|obeying))"
)
_FILLER = r"(?: (?:all|any|every|each|of|the|your|my|these|those|this|that|other|and|or|its))*"
_QUALIFIER = (
    r"(?:previous|previously given|prior|above|earlier|preceding|foregoing|original|initial"
    r"|system|developer|your|safety)"
)
_INSTRUCTION_NOUN = (
    r"(?:instructions?|prompts?|directives?|rules|guidelines|programming|constraints"
    r"|system prompt|system messages?|developer messages?|guardrails|safeguards|restrictions"
    r"|training)"
)
_OVERRIDE = [
    _c(
        rf"\b{_OVERRIDE_VERB}{_FILLER} {_QUALIFIER}(?: (?:and|or) {_QUALIFIER})?"
        rf"(?: (?:system|ai|model|safety|security|content))? {_INSTRUCTION_NOUN}\b"
    ),
    _c(
        r"\b(?:ignore|disregard|forget) (?:everything|all) (?:of )?(?:the |that )?(?:above\b"
        r"|you(?:'ve| have)? (?:been told|learned|were told)\b|(?:written |said |stated )?"
        r"(?:above|before this|previously|so far|up to now)\b)"
    ),
    _c(rf"\b{_OVERRIDE_VERB}{_FILLER} (?:system|developer) (?:messages?|prompts?)\b"),
    _c(
        r"\b(?:previous|prior|above|earlier|original|all) (?:instructions|directives|prompts)"
        r" (?:are|is|were|have been) (?:now )?(?:void|null and void|cancell?ed|revoked|overridden"
        r"|rescinded|superseded by the following)\b"
    ),
    _c(
        r"\b(?:new|updated|real|actual|true|revised) (?:system )?(?:instructions?|prompt)"
        r"(?: (?:are|is|follow))?\s*:\s*(?:you|ignore|disregard|forget|from now on|always|never"
        r"|do not|don'?t)\b"
    ),
    _c(
        r"\byour (?:real|actual|true|new|only) (?:task|instructions?|goal|objective|purpose"
        r"|job|mission) (?:is|are|now is) (?:to|as follows)\b"
    ),
    _c(
        r"\binstead of (?:following|obeying|doing) (?:your|the) (?:previous |original |prior )?"
        r"(?:instructions|task|prompt|system prompt)\b"
    ),
]

# --- role impersonation --------------------------------------------------------------------------

_TURN_START = (
    r"(?:you\b|ignore\b|disregard\b|forget\b|from now on\b|new (?:instructions|rules)\b"
    r"|the (?:assistant|ai|model)\b|as an ai\b|reveal\b|override\b|act as\b|respond only\b"
    r"|important\W+(?:ignore|you)\b)"
)
_ROLE = [
    re.compile(
        r"<\|im_start\|>\s*(?:system|assistant|developer|user|tool)\b"
        r"|<\|(?:system|assistant|developer)\|>"
        r"|<\|start_header_id\|>\s*(?:system|assistant|developer|ipython)\b"
        r"|<\|start\|>\s*(?:system|developer|assistant)\b"
        r"|<start_of_turn>\s*(?:system|model)\b",
        re.IGNORECASE,
    ),
    _c(r"<<SYS>>\s*" + _TURN_START),
    re.compile(
        r"(?im)^[ \t>*#\[(<-]*(?:system|developer|sys(?:tem)?[ _](?:message|prompt|override"
        r"|notice|update|instruction))[\])>*]*[ \t]*:[\s*_]*" + _TURN_START.replace(" ", r"\s+")
    ),
    _c(r"<(?:system|system_prompt|sys|developer)>\s*" + _TURN_START),
    re.compile(
        r"(?im)^[ \t>*#-]*\[(?:system|developer)\][ \t:]*" + _TURN_START.replace(" ", r"\s+")
    ),
    _c(
        r"\byou are now (?:(?-i:DAN)\b|in (?:developer|god|jailbreak|jailbroken|unrestricted|dan"
        r"|debug|admin|sudo) mode\b|(?:an? |the )?(?:different|new|unrestricted|unfiltered"
        r"|uncensored|evil|jailbroken|malicious|rogue|free) (?:ai|assistant|model|chatbot|persona"
        r"|character|entity|agent)\b|no longer (?:bound|restricted|an? (?:ai|assistant)|claude"
        r"|chatgpt|required to)\b|free (?:from|of) (?:all |any )?(?:your )?(?:restrictions|rules"
        r"|guidelines|constraints)\b)"
    ),
    _c(
        r"\bfrom now on,? you (?:are|will be|shall be) (?:(?-i:DAN)\b|an? (?:unrestricted"
        r"|unfiltered|uncensored|jailbroken|evil|different) )"
    ),
    _c(
        r"\byou are no longer (?:an? )?(?:ai|assistant|claude|chatgpt|language model"
        r"|bound by|restricted by|required to follow)\b"
    ),
    _c(
        r"\b(?:act|behave|respond) as (?:an? |if you were an? )?(?:unrestricted|unfiltered"
        r"|uncensored|jailbroken|evil|malicious) (?:ai|assistant|model|chatbot|version)\b"
    ),
    _c(
        r"\bpretend (?:to be|you are|that you are) (?:an? |the )?(?:unrestricted|unfiltered"
        r"|uncensored|jailbroken|evil|(?-i:DAN)\b|system\b|developer of this|administrator)"
    ),
    _c(
        r"\b(?:enter|activate|switch to|enable) (?:god|jailbreak|dan|unrestricted|unfiltered)"
        r" mode\b"
    ),
    _c(
        r"\b(?:this is|message from|instructions from|note from) (?:your|the) (?:developers?"
        r"|creators?|system administrators?|system operators?|openai|anthropic)(?: team)?"
        r"\W{1,3}(?:you must|you are|ignore|disregard|override|new instructions)\b"
    ),
]

# --- exfiltration / command and control ----------------------------------------------------------

_SHELL = r"(?:sudo\s+(?:-\S+\s+)*)?(?:/usr)?(?:/bin/)?(?:ba|z|k|da|fi|tc|c)?sh\b"
_FETCH = r"\b(?:curl|wget|fetch|iwr|irm|invoke-webrequest|invoke-restmethod)\b"
_SECRET_PATH = (
    r"(?:\.ssh\b|\.aws/|\.env\b|id_rsa|id_ed25519|id_ecdsa|id_dsa|\.netrc|\.npmrc|\.pypirc"
    r"|\.git-credentials|\.docker/config\.json|/etc/passwd|/etc/shadow|\.kube/config"
    r"|\.gnupg|credentials\b)"
)
_NET_TOOL = r"(?:curl|wget|nc|ncat|netcat|socat|telnet|openssl\s+s_client)\b"
_SEND_VERB = (
    r"(?:send|upload|post|exfiltrate|transmit|forward|email|e-mail|leak|copy|paste|share"
    r"|submit|report|dump|beam|ship)"
)
# Objects that are never sent anywhere on purpose; the generic ones (tokens, passwords) also
# need a grabbing qualifier ("all your …") because "post the credentials to Vault" is routine.
_SEND_OBJECT = (
    r"(?:(?:[\w'-]+ ){0,4}(?:~/\.ssh\S*|\.ssh(?:/\S*)?|ssh (?:private )?keys?"
    r"|private (?:ssh )?keys?|id_(?:rsa|ed25519|ecdsa)|environment variables|env vars"
    r"|\.env(?: files?)?|system prompt"
    r"|conversation history|chat history)"
    r"|(?:all|every|each) (?:of )?(?:the |your |their |the user'?s )?(?:saved |stored )?"
    r"(?:api keys|credentials|secrets|access tokens|tokens|passwords|cookies|session tokens)"
    r"|(?:your|the user'?s) (?:saved |stored )?(?:api keys|credentials|secrets|access tokens"
    r"|tokens|passwords|cookies|session tokens))"
)
_SEND_TARGET = (
    r"(?:https?://|ftp://|[\w.+-]+@[\w-]+\.\w+|(?:\d{1,3}\.){3}\d{1,3}|(?:this|that|the following"
    r"|my|our|an? (?:external|remote)) (?:url|endpoint|server|address|webhook|host|domain|site"
    r"|email|inbox|pastebin)\b|pastebin|webhook\.site|requestbin|ngrok|interact\.sh|burpcollaborator)"
)
_EXFIL = [
    re.compile(rf"(?i){_FETCH}[^\n|;&]{{0,500}}\|\s*{_SHELL}"),
    re.compile(
        rf"(?i){_FETCH}[^\n|;&]{{0,500}}\|\s*(?:sudo\s+)?(?:python3?|perl|ruby|node)\s+-(?!\w)"
    ),
    re.compile(
        rf"(?i)\b(?:ba|z|k|da)?sh\s+(?:-c\s+)?[\"']?(?:<\(|\$\()\s*{_FETCH}"
        rf"|\b(?:source|\.|eval)\s+[\"']?(?:<\(|\$\()\s*{_FETCH}"
        rf"|\bpython3?\s+-c\s+[\"']?\$\(\s*{_FETCH}"
    ),
    re.compile(
        r"(?i)\biex\s*\(?\s*(?:\(\s*)?(?:iwr|irm|invoke-webrequest|invoke-restmethod"
        r"|new-object\s+(?:system\.)?net\.webclient)"
        r"|\b(?:iwr|irm|invoke-webrequest|invoke-restmethod)\b[^\n|]{0,500}\|\s*(?:iex|invoke-expression)\b"
        r"|\bpowershell(?:\.exe)?\b[^\n]{0,200}?\s-(?:e|en|enc|encodedcommand)\s+[A-Za-z0-9+/=]{20,}"
    ),
    re.compile(
        rf"(?i)(?:\bbase64\b|\bb64decode\b|\bxxd\s+-r|\bopenssl\s+(?:enc\s+)?-?base64)"
        rf"[^\n|]{{0,200}}(?:\|[^\n|]{{0,200}})?\|\s*{_SHELL}"
        r"|\bexec\s*\(\s*(?:base64\.)?b64decode\s*\(|\beval\s*\(\s*(?:atob|Buffer\.from)\s*\("
    ),
    re.compile(
        r"(?i)\b(?:ba)?sh\s+-i\b[^\n]{0,60}/dev/(?:tcp|udp)/"
        r"|/dev/(?:tcp|udp)/[^\s/]+/\d+\s+0>&1"
        r"|\b(?:nc|ncat|netcat)\b[^\n|]{0,100}\s-[ec]\s+/bin/(?:ba)?sh\b"
        r"|\bsocat\b[^\n]{0,100}\bexec:"
        r"|\bmkfifo\s+\S+[^\n]{0,100}\|\s*(?:nc|ncat|netcat)\b"
    ),
    re.compile(
        rf"(?i)(?:\b(?:env|printenv)\b|\bcat\s+[^\n|]{{0,200}}{_SECRET_PATH})"
        rf"[^\n|]{{0,50}}\|\s*(?:base64\s*(?:-w\s*0\s*)?\|\s*)?{_NET_TOOL}"
    ),
    re.compile(
        rf"(?i)\b(?:curl|wget)\b[^\n]{{0,300}}(?:\s-d|\s--data(?:-binary|-raw|-urlencode)?|\s-F"
        rf"|\s--form|\s-T|\s--upload-file|\s--post-file)[=\s]+[\"']?[^\s\"']{{0,40}}@?"
        rf"[^\s\"']{{0,100}}{_SECRET_PATH}"
    ),
    _c(
        rf"\b{_SEND_VERB}(?: (?:me|us))? {_SEND_OBJECT}\b[^\n]{{0,80}}?\b(?:to|into|at|via) "
        rf"{_SEND_TARGET}"
    ),
]
_SUBST_SECRET = re.compile(
    rf"(?i)\$\(\s*(?:env|printenv|cat\s+[^)\n]{{0,100}}{_SECRET_PATH})|`\s*(?:env|printenv)\s*`"
)
_NETWORK_HINT = re.compile(rf"(?i)\b{_NET_TOOL}|https?://")
_URL = re.compile(r"https?://[^\s\"'`<>)\]]{1,2000}")
_SLOT = re.compile(
    r"(?i)[{<\[]\s*(?:conversation|chat[_ ]history|system[_ ]prompt|ssh[_ ]key|private[_ ]key"
    r"|env(?:ironment)?[_ ]var(?:iable)?s)"
)


_KEYISH_PARAMS = frozenset({"key", "k", "auth", "pass", "pw", "pwd", "creds", "secret", "token"})


def _generated(value: str) -> bool:
    """A long mixed letters-and-digits value: a generated key rather than a word or a slot."""
    return (
        len(value) >= 16
        and value.replace("-", "").replace("_", "").isalnum()
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
    )


def _public_key_only(match: re.Match[str]) -> bool:
    # Sharing an SSH public key (`id_ed25519.pub`) is routine, not exfiltration.
    return ".pub" in match.group(0).lower()


def _url_carries_secret(text: str) -> bool:
    for m in _URL.finditer(text):
        url = m.group(0)
        _, sep, query = url.partition("?")
        if not sep:
            continue
        if "$(" in query or "`" in query or _SLOT.search(query):
            return True
        if find_credentials(query, field="url", allow_email=True):
            return True
        for param in query.split("&"):
            name, eq, value = param.partition("=")
            if eq and name.lower() in _KEYISH_PARAMS and _generated(value):
                return True
    return False


def _exfiltration(text: str) -> bool:
    for pattern in _EXFIL:
        for m in pattern.finditer(text):
            if not _public_key_only(m):
                return True
    for m in _SUBST_SECRET.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        line = text[line_start : line_end if line_end >= 0 else len(text)]
        if _NETWORK_HINT.search(line) and not _public_key_only(m):
            return True
    return _url_carries_secret(text)


# --- unicode obfuscation -------------------------------------------------------------------------

_LATIN_OR_CYRILLIC = r"A-Za-z\u00c0-\u024f\u0400-\u04ff"
_UNICODE = [
    re.compile(f"[{_BIDI}]"),
    # Zero-width characters between two letters split a word to dodge filters ("ig\u200bnore").
    # Between emoji (ZWJ sequences) or in Indic/Arabic script (ZWNJ/ZWJ shaping) they pass.
    re.compile(f"(?<=[{_LATIN_OR_CYRILLIC}])[{_INVISIBLE[:-2]}]+(?=[{_LATIN_OR_CYRILLIC}])"),
    re.compile(f"[{_INVISIBLE[:-2]}]{{3,}}"),
    re.compile("[\ufe00-\ufe0f\U000e0100-\U000e01ef]{2,}"),
    re.compile(r"[A-Za-z][\u0400-\u04ff]|[\u0400-\u04ff][A-Za-z]"),
]
_FLAG_TAGS = re.compile("\U0001f3f4[\U000e0020-\U000e007e]{1,8}\U000e007f")
_TAG_CHAR = re.compile("[\U000e0000-\U000e007f]")


def _unicode_obfuscation(text: str) -> bool:
    if any(p.search(text) for p in _UNICODE):
        return True
    # Unicode tag characters smuggle invisible ASCII; subdivision flags (🏴 + tags) are emoji.
    return bool(_TAG_CHAR.search(_FLAG_TAGS.sub("", text)))


def _any(patterns: list[re.Pattern[str]]) -> Callable[[str], bool]:
    return lambda text: any(p.search(text) for p in patterns)


_CHECKS: tuple[tuple[str, Callable[[str], bool], bool], ...] = (
    ("instruction_override", _any(_OVERRIDE), True),
    ("role_impersonation", _any(_ROLE), True),
    ("exfiltration", _exfiltration, True),
    ("unicode_obfuscation", _unicode_obfuscation, False),
)


def scan_injection(text: str) -> str | None:
    """The first injection class that ``text`` matches, or None when it may be injected."""
    if not text:
        return None
    folded = _fold(text)
    for cls, check, on_folded in _CHECKS:
        if check(folded if on_folded else text):
            return cls
    return None


def blocked_placeholder(cls: str) -> str:
    """The text that replaces a blocked record in a brief or packet."""
    return f"[BLOCKED: {cls}]"


__all__ = ["INJECTION_CLASSES", "blocked_placeholder", "scan_injection"]
