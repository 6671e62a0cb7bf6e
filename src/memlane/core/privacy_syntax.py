"""Where else people write a password: SQL, command lines and config dialects.

:mod:`memlane.core.privacy` catches `key = value` shapes; this module adds the syntaxes that
have no `key =`: `CREATE USER … IDENTIFIED BY '…'`, `mysql -p…`, `sshpass -p …`, netrc and
`requirepass …`, `#define API_KEY "…"`, PHP `define(…)`, PowerShell/PHP `$var =
"…"`, `auth=("user", "…")`, .NET `<add key="ApiKey" value="…"/>` and a key on one YAML/INI line
with its value on the next (sentences such as "the wifi password is …" are
:mod:`memlane.core.privacy_prose`'s). Each yields (start, end, class); the value still has to
look like a secret (not a placeholder, reference or word), judged by the caller's
:func:`~memlane.core.privacy_values` predicates.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterator

from memlane.core.gated_search import find_near
from memlane.core.privacy_dialects import dialect_hits
from memlane.core.short_presence import rules_for

Hit = tuple[int, int, str]
Judge = Callable[[str, str], bool]  # (kind, value) -> is a literal secret

# (a bare value opening with "--" is the next flag: `mongosh -u admin -p --authenticationDatabase`)
_Q = r"(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})'|(?P<bare>(?!--)[^\s\"'`;,)]{1,200}))"
_QUOTED = r"(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})')"
# SQL: quoted, or a bare word up to the statement's end (`IDENTIFIED BY s3cr3t;`) with a
# digit or a symbol in it (`IDENTIFIED BY tiger`, the manuals' demo, passes); not a bind
# parameter (`:pw`, `%s`, `?`, `@pw`) nor a function's call (`PASSWORD(@new)`)
_SQL_VALUE = (
    r"(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})'"
    r"|(?P<bare>(?![:@%?$])(?=[^\s\"';,()]*[\d#$%&*+@^~!?])[^\s\"';,()]{1,200}+)(?!\())"
)

# the last words of a snake-case secret's name, as written before the space (needles below)
_SNAKE_LAST = tuple(
    case(word)
    for word in ("key", "secret", "token", "password", "pass", "passwd", "pw", "pwd")
    for case in (str.lower, str.upper)
)

# (needles, kind, pattern). Patterns match the raw text; the value is in dq/sq/bare.
# fmt: off
_SYNTAX: tuple[tuple[tuple[str, ...], str, re.Pattern[str]], ...] = (
    # SQL: CREATE/ALTER USER/ROLE … PASSWORD '…', IDENTIFIED BY '…'
    (("PASSWORD", "password", "Password", "IDENTIFIED", "identified", "Identified"), "password",
     re.compile(
        r"(?i:\bidentified[ \t]+by[ \t]+"
        r"|\b(?:create|alter)[ \t]+(?:user|role|login)\b[^;\n]{0,200}?"
        r"\bpassword[ \t]+)" + _QUOTED)),
    # round 41: inside a statement (CREATE/ALTER/GRANT, SET PASSWORD) the value may be bare up
    # to the statement's end or SQL Server's N'…', after `PASSWORD =` too; prose's "identified
    # by drive letter" has no statement around it
    (("PASSWORD", "password", "Password", "IDENTIFIED", "identified", "Identified"), "password",
     re.compile(
        r"(?i:\b(?:create|alter|grant)\b[^;\n]{0,200}?"
        r"(?:\bidentified[ \t]+by[ \t]+(?!values[ \t])|\bpassword(?:[ \t]*=[ \t]*|[ \t]+))"
        r"|\bset[ \t]+password(?:[ \t]+for[ \t]+\S+)?[ \t]*=[ \t]*(?:(?:old_)?password\([ \t]*)?)"
        r"N?" + _SQL_VALUE)),
    (("sp_addlogin", "SP_ADDLOGIN"), "password", re.compile(
        r"(?i:\bsp_addlogin)[ \t]+(?:@loginame[ \t]*=[ \t]*)?N?'[^'\n]{1,128}'[ \t]*,[ \t]*"
        r"(?:@passwd[ \t]*=[ \t]*)?N?" + _QUOTED)),
    # mysql -pSECRET / --password SECRET handled by flags; -p glued to the value is mysql's
    (("mysql", "mariadb", "mysqldump", "mysqladmin"), "password", re.compile(
        r"\b(?:mysql|mariadb|mysqldump|mysqladmin)\b[^\n|;&]{0,200}?\s-p(?P<bare>[^\s\"'-][^\s\"']{3,})")),
    # tools whose password flag takes the next argument
    (("sshpass", "docker", "podman", "helm", "keytool", "redis-cli", "htpasswd", "sqlcmd", "ldap",
      "mongo", "zip", "7z", "openssl", "smbclient", "net use", "psql", "wget", "lftp", "ftp",
      "az login"),
     "password", re.compile(
        r"\b(?:sshpass\s+-p|(?:docker|podman|nerdctl|helm\s+registry)\s+login\b[^\n|;&]{0,200}?"
        r"\s(?:-p|--password)|keytool\b[^\n|;&]{0,300}?\s-(?:storepass|keypass|srcstorepass"
        r"|deststorepass)|redis-cli\b[^\n|;&]{0,200}?\s(?:-a|--pass)|sqlcmd\b[^\n|;&]{0,200}?\s-P"
        r"|ldap(?:search|add|modify|delete|passwd)\b[^\n|;&]{0,200}?\s-w|mongo(?:sh)?\b[^\n|;&]"
        r"{0,200}?\s-p|zip\b[^\n|;&]{0,200}?\s-P|lftp\b[^\n|;&]{0,200}?\s-u\s+[^\s,]+,"
        r"|openssl\s+(?:enc|aes-\d+-\w+|des3|bf|camellia\S*)\b[^\n|;&]{0,200}?\s-k"
        r"|az\s+login\b[^\n|;&]{0,200}?\s(?:-p|--password))"
        r"[ \t]+" + _Q)),
    (("htpasswd",), "password", re.compile(
        r"\bhtpasswd\s+(?:-\w+\s+)*-\w*b\w*(?:\s+-\w+)*\s+[^\s-]\S*\s+\S+\s+" + _Q)),
    (("7z", "7za"), "password", re.compile(r"\b7za?\b[^\n|;&]{0,200}?\s-p(?P<bare>[^\s\"']{4,})")),
    (("pass:", "env:"), "password", re.compile(
        r"-pass(?:in|out|word)?\s+pass:" + _Q)),
    # netrc: machine … login … password …
    (("password", "passwd"), "password", re.compile(
        r"\b(?:machine\s+\S+|default(?=\s+(?:login|account)\s))(?:\s+(?:login|account)\s+\S+)*"
        r"\s+password\s+(?P<bare>\S+)")),
    # redis/wpa/ini-ish keywords followed by a space, not '='
    (("requirepass", "masterauth", "psk", "passphrase"), "password", re.compile(
        r"^[ \t]*(?:requirepass|masterauth|wpa_passphrase|psk)[ \t]+" + _Q, re.MULTILINE)),
    # a directive named for a password with its value last on the line (keepalived's
    # `auth_pass …`, `bind_pw …`): prose about `db_password` goes on after it
    (("_pass", "_pw", "_secret"), "password", re.compile(
        r"^[ \t]*[a-z][a-z0-9]*_(?:pass|passwd|password|pw|secret)[ \t]+" + _Q + r"[ \t]*;?[ \t]*$",
        re.MULTILINE)),
    # round 41: a secret's snake-case name and its value with only spaces between, alone on
    # a line (`PRIVATE_KEY <base64>`, `AWS_SECRET_ACCESS_KEY …`, fish's `set -gx NAME …`,
    # `wg set wg0 private_key …`): the name must name a secret (key_kind), the value be last
    (tuple(f"_{word}{space}" for word in _SNAKE_LAST for space in " \t"),
     "secret", re.compile(
        r"^[ \t]*(?:set[ \t]+-[a-zA-Z]+[ \t]+|wg[ \t]+set[ \t]+\S+[ \t]+)?"
        r"(?P<key>[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+)[ \t]+" + _Q + r"[ \t]*;?[ \t]*$",
        re.MULTILINE)),
    # C/C++ #define, PHP define()
    (("#define", "define("), "secret", re.compile(
        r"#define\s+(?P<key>[A-Za-z_]\w*)\s+" + _QUOTED
        + r"|\bdefine\(\s*['\"](?P<key2>[A-Za-z_]\w*)['\"]\s*,\s*" + _QUOTED.replace("dq", "dq2")
        .replace("sq", "sq2"))),
    # PowerShell / PHP / Perl: $password = "…"
    (("$",), "secret", re.compile(r"\$(?:env:)?(?P<key>[A-Za-z_]\w*)\s*=\s*" + _QUOTED)),
    # round 41: an environment variable set by a call that names it, then gives its value
    # (PowerShell's `Set-Item Env:NAME -Value "…"`, .NET's SetEnvironmentVariable('NAME', '…'),
    # R's Sys.setenv(NAME = "…")), or a secret's default where it is read (Ruby's
    # ENV.fetch('NAME', '…'), Python's os.getenv('NAME', '…'), os.environ.get(…))
    (("-Value", "-value", "EnvironmentVariable(", "setenv(", "ENV.fetch(", "getenv(",
      "environ.get("), "secret",
     re.compile(
        r"(?i:\benv:)(?P<key>[A-Za-z_]\w*)[ \t]+-[Vv]alue[ \t]+" + _QUOTED
        + r"|(?:SetEnvironmentVariable|Sys\.setenv|\bENV\.fetch|\bgetenv|\benviron\.get)"
        r"\(\s*['\"]?(?P<key2>[A-Za-z_]\w*)['\"]?\s*[,=]\s*"
        + _QUOTED.replace("dq", "dq2").replace("sq", "sq2"))),
    # round 41: a login call's second argument (smtplib, ftplib, imaplib: `.login(user, pw)`)
    ((".login(",), "password", re.compile(
        r"\.login\(\s*(?:['\"][^'\"\n]{1,100}['\"]|[A-Za-z_][\w.]*)\s*,\s*" + _QUOTED + r"\s*\)")),
    # round 41: a password tool fed its password on stdin (`vncpasswd -f <<< '…'`,
    # `echo '…' | passwd --stdin alice`)
    (("passwd",), "password", re.compile(
        r"\b(?:vnc|smb|ch|x11vnc[ \t]+-store)?passwd\b[^\n|;&<]{0,80}<<<[ \t]*" + _Q
        + r"|\becho[ \t]+(?:-[ne][ \t]+)?" + _QUOTED.replace("dq", "dq2").replace("sq", "sq2")
        + r"[ \t]*\|[ \t]*(?:sudo[ \t]+)?(?:vnc|smb)?passwd\b")),
    # ConvertTo-SecureString "…" -AsPlainText
    (("SecureString", "securestring"), "password", re.compile(
        r"(?i:convertto-securestring)\s+(?:-string\s+)?" + _QUOTED
        + r"[^\n]{0,40}(?i:-asplaintext)")),
    # requests/httpx auth=("user", "…"), HTTPBasicAuth("user", "…")
    (("auth", "Auth"), "password", re.compile(
        r"(?:\bauth\s*=\s*\(|BasicAuth\s*\()\s*['\"][^'\"\n]{1,100}['\"]\s*,\s*" + _QUOTED)),
    # .NET appSettings <add key="ApiKey" value="…"/>, Spring/Ant <property name="…" value="…"/>
    (("<add", "<property", "<param", "<setting", "<entry"), "secret", re.compile(
        r"<(?:add|property|param|setting|entry)\s+(?:key|name)=\"(?P<key>[^\"]{1,80})\"\s+"
        r"value=" + _QUOTED)),
    # round 41: .NET's user settings, the value an element (`<setting name="ApiSecret" …>
    # <value>…</value>`)
    (("<setting",), "secret", re.compile(
        r"<setting\s+name=\"(?P<key>[^\"]{1,80})\"[^>\n]{0,80}>\s*<value>(?P<bare>[^<\s]{1,200})"
        r"</value>")),
    # key on its own line, value indented on the next (YAML/INI continuation)
    ((":\n", "=\n", ":\r", "=\r", ": \n", "= \n", ":|", ":>", ": |", ": >"), "secret",
     re.compile(
        r"^[ \t]*(?P<key>[A-Za-z_][\w.\-]{0,60})[ \t]*[:=][ \t]*[|>]?[-+]?[ \t]*\r?\n"
        r"[ \t]+(?P<bare>[^\s#:][^\s]{5,200})[ \t]*$", re.MULTILINE)),
    # a subscript assigned with spaces inside its brackets (`settings[ "SECRET_KEY" ] = "…"`),
    # as a JSON-escaped notebook cell reads once its escaped quotes are blanked
    # (`os.environ[\"NAME\"]` becomes `os.environ[" NAME" ]`; round 42)
    (('" ]', "' ]"), "secret",
     re.compile(r"\[[ \t]*[\"'][ \t]*(?P<key>[A-Za-z_][\w.\-]{0,80})[\"'][ \t]*\][ \t]*=[ \t]*"
                r"[\"'][ \t]*(?P<dq>[^\"'\s]{1,200})[ \t]*[\"']")),
    # round 43: Windows' registry set from the command line (`reg add … /v DefaultPassword …
    # /d …`: the value's name judged like a key) and Credential Manager's `cmdkey … /pass:…`
    (("reg add", "REG ADD", "Reg add", "reg.exe", "REG.EXE"), "secret", re.compile(
        r"(?i:\breg(?:\.exe)?[ \t]+add\b)[^\n]{0,200}?[ \t]/[vV][ \t]+[\"']?"
        r"(?P<key>[A-Za-z_][\w.\-]{0,80})[\"']?[^\n]{0,80}?[ \t]/[dD][ \t]+" + _Q)),
    (("/pass:",), "password", re.compile(r"(?i:\bcmdkey\b)[^\n]{0,200}?/pass:" + _Q)),
    # round 43: a JVM system property on a command line (`-Djavax.net.ssl.trustStorePassword=…`;
    # the flag's left edge checked after it, so a search skips to each "-D")
    (("-D",), "secret", re.compile(r"-D(?<![\w\-]-D)(?P<key>[A-Za-z_][\w.\-]{0,80})=" + _Q)),
    # round 43: Rails' master key printed from its file (`cat config/master.key`, then the key)
    (("master.key",), "secret", re.compile(
        r"\bmaster\.key\b[^\n]{0,40}\r?\n[ \t]*(?P<bare>[0-9a-f]{32})[ \t]*$", re.MULTILINE)),
    # round 43: a one-time-password generator built from its seed (pyotp's `TOTP("…")`,
    # `HOTP("…")`)
    (("TOTP(", "HOTP("), "secret", re.compile(
        r"\b[HT]OTP\([ \t]*[\"'](?P<dq>[A-Za-z2-7]{16,128}={0,6})[\"']")),
    # a Wi-Fi QR code's payload: WIFI:T:WPA;S:<ssid>;P:<password>;;
    (("WIFI:",), "password",
     re.compile(r"\bWIFI:(?:[^;\n]{0,80};){0,4}?P:(?P<bare>[^;\n]{1,63});")),
)
# fmt: on
# Each syntax's needle groups, in _SYNTAX's order (short_presence.rules_for).
_SYNTAX_GROUPS = tuple((keywords,) for keywords, _, _ in _SYNTAX)


def _value(m: re.Match[str]) -> tuple[str, int]:
    for group in ("dq", "sq", "bare", "dq2", "sq2", "value"):
        value = m.groupdict().get(group)
        if value is not None:
            return value, m.start(group)
    return "", m.end()


def syntax_hits(text: str, judge: Judge, key_kind: Callable[[str], str | None]) -> Iterator[Hit]:
    """Credentials written in the syntaxes listed in the module docstring."""
    # (on a memory, only the syntaxes whose keywords it may hold: short_presence.rules_for)
    for needles, kind, pattern in rules_for(_SYNTAX, _SYNTAX_GROUPS, text):
        # every syntax spans at most a few lines around its keyword
        for m in find_near(pattern, text, (needles,), reach=400):
            groups = m.groupdict()
            key = groups.get("key") or groups.get("key2")
            hit_kind: str | None = kind
            if key is not None:
                hit_kind = key_kind(key)
            if hit_kind is None:
                continue
            value, vstart = _value(m)
            if value and judge(hit_kind, value):
                yield m.start(), vstart + len(value), f"{hit_kind}_assignment"
    yield from dialect_hits(text, judge, key_kind)
    for m in find_near(_BASIC_AUTH_VALUE, text, (_AUTH_KEYS,), reach=80):
        login = _decoded_login(m.group("b64"))
        if login is not None and judge("password", login):
            yield m.start(), m.end(), "password_assignment"


# Docker's config.json and similar: "auth": base64("user:password").
_AUTH_KEYS = ('"auth"', "'auth'", "auth:", "auth =", "auth=")
_BASIC_AUTH_VALUE = re.compile(
    r"[\"']?auth[\"']?\s*[:=]\s*[\"']?(?P<b64>[A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])"
)


def _decoded_login(b64: str) -> str | None:
    """The password of a base64 "user:password", or None when it decodes to anything else."""
    try:
        decoded = base64.b64decode(b64, validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return None
    user, sep, password = decoded.partition(":")
    if not sep or not user or not password.isprintable() or " " in password:
        return None
    return password


__all__ = ["syntax_hits"]
