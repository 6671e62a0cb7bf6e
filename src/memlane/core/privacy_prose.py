"""Credentials said in sentences: "the wifi password is …", "das Passwort lautet …", "密码是 …".

The secret words of 30-odd languages, the copulas that join them to a value, a value said
first ("use … as the password"), a password changed to a value, a bare "key" before a long
generated value and logins written as pairs ("login: admin / …"). Each yields (start, end,
class); the value still has to look like a secret
(:func:`~memlane.core.privacy_values.passwordish`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import chain

from memlane.core.gated_search import find_near, headed, matches_at, needles
from memlane.core.privacy_jwt_examples import holds_no_secret_at as jwt_holds_no_secret_at
from memlane.core.privacy_letters import grouped_letters
from memlane.core.privacy_values import (
    arn_resource,
    base64_text,
    machine_like,
    markup_pair,
    named_not_said,
    password_like,
    passwordish,
    public_by_name,
    published_port,
    resource_path,
    word_slug,
)
from memlane.core.text_normalize import fold, fold_in_place

Hit = tuple[int, int, str]

# --- prose ------------------------------------------------------------------------------------

# Words for "password"/"secret"/"token"/"API key" in many languages (folded: lower, no accents).
_SECRET_WORDS = (
    "password|passwort|passwd|passphrase|passcode|contrasena|contraseña|clave|senha"
    "|mot de passe|parola d'ordine|wachtwoord|lösenord|losenord|adgangskode|passord|salasana"
    "|haslo|hasło|heslo|jelszo|jelszó|parola|parolă|sifre|şifre|kata sandi|mat khau|mật khẩu"
    "|пароль|парол|лозинка|κωδικος|κωδικός|סיסמה|סיסמא|סיסמת|كلمة المرور|كلمة السر|رمز عبور"
    "|كلمة مرور|كلمة سر"  # round 41: Arabic's construct state ("the password of the wifi")
    "|گذرواژه|पासवर्ड|পাসওয়ার্ড|பாஸ்வேர்ட்|รหัสผ่าน|密码|密碼|口令|パスワード|비밀번호|암호"
    "|nenosiri|secret|api key|apikey|api-key|access key|token|pw|pwd|recovery code|backup code"
    "|bearer"
    # "API key" and "token" in other languages
    "|chave da api|chave de api|api-sleutel|api sleutel|klucz api|api anahtari|api anahtarı"
    "|api 키|api키|apiキー|api密钥|api 密钥|api金鑰|ключ api|api-ключ|api-schlüssel|api-schlussel"
    "|api schlüssel|clé api|cle api|clé d'api|clave de api|clave api|chiave api|kunci api"
    "|khóa api|khoa api|api-nyckel|api-nøgle|api-nokkel|api-avain|klíč api|klic api|токен|令牌"
    "|トークン|토큰|συνθηματικο|συνθηματικό"
    # access tokens and secret keys by name (round 22)
    "|clé secrète|cle secrete|jeton d'accès|jeton d'acces|jeton|mã truy cập|ma truy cap"
    "|mã thông báo|ma thong bao|erişim belirteci|erisim belirteci|belirteç|belirtec"
    "|gizli anahtar|رمز الوصول|المفتاح السري|एक्सेस टोकन|टोकन|गुप्त कुंजी|zugangstoken"
    "|geheimer schlüssel|geheimer schlussel|chave secreta|chiave segreta|clave secreta"
    # round 27: more languages' words for "password"
    "|lozinka|contrasenya|contrasinal|geslo|slaptažodis|parool|salasõna|lykilorð|pasahitza"
    "|fjalëkalimi|kata laluan|cyfrinair|pasfhocal|wagwoord|şifrə|parol|գաղտնաբառ|პაროლი"
    "|құпия сөз|нууц үг|پاس ورڈ"
    # round 40: Gujarati, Punjabi, Tamil, Telugu, Kannada, Malayalam, Sinhala, Burmese, Amharic,
    # Khmer, Lao, Hausa, Zulu, Somali (its "secret key"); Amharic's stem: "ቃል", "ቃሉ" differ in
    # their last syllable
    # (a zero-width non-joiner inside a word reads as a space: text_normalize.fold_in_place)
    "|પાસવર્ડ|ਪਾਸਵਰਡ|கடவுச்சொல்|పాస్ వర్డ్|పాస్వర్డ్|ಪಾಸ್ ವರ್ಡ್|ಪಾಸ್ವರ್ಡ್|പാസ് വേഡ്|പാസ്വേഡ്"
    "|මුරපදය|මුරපද|စကားဝှက်"
    "|የይለፍ ቃ|ពាក្យសម្ងាត់|ລະຫັດຜ່ານ|kalmar sirri|iphasiwedi|furaha sirta"
    # round 43: Esperanto, Luxembourgish, Frisian, Faroese, Haitian Creole, Maori, Javanese,
    # Sundanese, Kinyarwanda, Malagasy, Kyrgyz, Tatar, Turkmen, Pashto
    "|pasvorto|passwuert|wachtwurd|loyniorð|modpas|kupuhipa|tembung sandi|kecap konci"
    "|ijambo ry'ibanga|teny miafina|сырсөз|серсүз|açarsöz|پټنوم"
)
# "is", ":", "was set to" and their equivalents: what joins the word to its value (folded).
_COPULA_WORDS = (
    "is|was|are|to|set to|changed to|now|es|era|ist|lautet|war|est|etait|était|e|è|é|je|ar|är"
    "|er|on|jest|to|is nu|este|olur|la|là|adalah|ialah|ni|ay|είναι|это|هي|هو|היא|הוא|है|হল|ہے"
    "|yra|ir|është|eshte|yw|ydy|artık|sekarang|kini|agora|teraz|теперь|тепер"  # "now", no "is"
    "|е|ita ce|shine|waa"  # Bulgarian, Hausa, Somali (round 40)
    "|је"  # Serbian and Macedonian in Cyrillic (round 42)
    "|estas|ass|a se|se|ko|yaiku|nyaeta|nyaéta|dia|hija|huwa"  # round 43: those above, Maltese
)
_PARTICLES = "是|为|為|は|는|은|คือ|គឺ|ແມ່ນ|မှာ"  # written without spaces around them


def _alternation(words: str) -> str:
    return "|".join(
        sorted(sorted({re.escape(fold(w)) for w in words.split("|")}), key=len, reverse=True)
    )


# Never across a line break: "password" ending one line says nothing about the next.
_COPULA = (
    r"(?:[ \t]*:(?!:)[ \t]*|[ \t]+(?:" + _alternation(_COPULA_WORDS) + r")(?=[ \t:])[ \t]*"
    r"(?:now[ \t]+|ahora[ \t]+|jetzt[ \t]+|maintenant[ \t]+)?:?[ \t]*"
    r"|[ \t]*(?:" + _alternation(_PARTICLES) + r")[ \t]*|[ \t]+[—–-][ \t]+"
    r"|[ \t]*(?:->|=>|→)[ \t]*|'s[ \t]+)"
)
# Inflected forms the stems above do not reach ("adgangskoden", "passordet").
_SECRET_WORDS += "|adgangskoden|passordet|lösenordet|losenordet|salasanan|wachtwoorden"
PROSE_WORDS = tuple(
    sorted(sorted({fold(w) for w in _SECRET_WORDS.split("|")}), key=len, reverse=True)
)
_ENGLISH_WORDS = frozenset(
    ("password", "passwd", "passphrase", "passcode", "secret", "api key", "apikey", "api-key",
     "access key", "token", "pw", "pwd", "recovery code", "backup code", "bearer")
)  # fmt: skip
# Words allowed between an English secret word and its copula; other languages take up to
# nine ("a senha de acesso ao painel de administração do servidor é …").
_ENGLISH_GAP = 5
_PROSE = re.compile(
    # compounds ("WLAN-Passwort", "Adminlösenordet") count; so do short endings ("şifresi",
    # "Passwortes"), except on English words, where they make other words ("tokenizer")
    r"(?<![0-9_/.])(?P<word>"
    + "|".join(re.escape(w) for w in PROSE_WORDS if w in _ENGLISH_WORDS)
    + r"|(?:"
    + "|".join(re.escape(w) for w in PROSE_WORDS if w not in _ENGLISH_WORDS)
    + r")[^\W\d_]{0,4})"
    # a suffix joined by a hyphen or an apostrophe, as languages inflect a borrowed word, the
    # copula right after it (Somali "password-ku waa …"; round 42): "token-based auth is …"
    # compounds a modifier, and a noun follows it
    + r"(?:[-'’][^\W\d_]{1,5}(?="
    + _COPULA
    + r"))?(?![A-Za-z0-9_@])"
    # a few words between ("password for the guest network is", "contraseña de la base de
    # datos de producción es"); scripts without spaces join them directly ("管理员密码")
    # (one unspaced run first, then spaced words: a run split into pieces in every possible
    # way made a 40-character Thai note take over a minute)
    r"(?P<gap>(?:[^\x00-\x7f\s:=,.;]{1,30}?)?(?:[ \t]+[^\s:=,.;@/]{1,30}){0,9}?)"
    + _COPULA
    # a digit or a symbol in it (passwordish then wants letters too, or mixed case)
    + r"[\"'`“«„「『]?(?P<value>(?![-–—])(?=[\x21-\x7e]{0,63}?[\d#$%&*+@^~!?])[\x21-\x7e]{6,64})"
)
# The word right before its value, no verb between ("with passphrase Xk9…", "auth token
# 0f3a…"): only a generated-looking value counts, since a word or a name often follows.
_PROSE_DIRECT = re.compile(
    r"(?<![0-9_/.\-])(?P<word>"
    + "|".join(re.escape(w) for w in PROSE_WORDS if w in _ENGLISH_WORDS)
    + r"|(?:"
    + "|".join(re.escape(w) for w in PROSE_WORDS if w not in _ENGLISH_WORDS)
    + r")[^\W\d_]{0,4}"  # "kata sandinya", "Passwortes"
    # what it opens may come between ("auth token for prod 9f3a…"; a longer value then)
    + r")(?P<of>[ \t]+(?:for|of)[ \t]+[\w.\-]{1,30})?"
    # (a dash first is a flag: "mkpasswd --method=sha-512")
    + r"[ \t]+[\"'`“«„]?(?P<value>(?!-)(?=[\x21-\x7e]{0,63}?\d)[\x21-\x7e]{10,256})(?![\x21-\x7e])"
)
# The copula last, as Persian, Hindi and Urdu put it: "رمز عبور سرور … است" (the server's
# password … is), "डेटाबेस का पासवर्ड … है"; a word or two may name what it opens first.
_PROSE_FINAL = re.compile(
    r"(?<![0-9_/.\-])(?P<word>(?:"
    + "|".join(re.escape(w) for w in PROSE_WORDS if w not in _ENGLISH_WORDS)
    + r")[^\W\d_]{0,4})(?:[ \t]+[^\x00-\x7f\s]{1,20}){0,2}[ \t]+[\"'`“«„]?"
    r"(?P<value>[\x21-\x7e]{6,64}?)[\"'`”»]?[ \t]+(?:است|هست|ست|है|ہے|છે|ਹੈ|ಆಗಿದೆ|ነው|हो)(?![^\W\d_])"
)
_FINAL_COPULAS = ("است", "ست", "है", "ہے", "છે", "ਹੈ", "ಆಗಿದೆ", "ነው", "हो")


def _final_copula_matches(folded: str) -> Iterator[re.Match[str]]:
    """_PROSE_FINAL's matches, looked for only on the stretch of line before each copula (a
    text has far fewer copulas than secret words)."""
    ends: set[int] = set()
    for copula in _FINAL_COPULAS:
        at = folded.find(copula)
        while at >= 0:
            ends.add(at + len(copula))
            at = folded.find(copula, at + 1)
    done = -1
    for end in sorted(ends):
        start = max(folded.rfind("\n", 0, end) + 1, end - 200, done)
        m = _PROSE_FINAL.search(folded, start, end + 1)
        if m is not None:
            done = m.end()
            yield m


# "<vendor> key is 9f2c…", "admin key: …": a bare "key" only counts before a long generated
# value (a primary key, a cache key or a key name is a word or an identifier).
_KEY_PROSE = re.compile(
    r"(?<![\w.])(?:(?P<qualifier>[a-z][\w-]{1,20}) )?keys?[ \t]*(?:is|was|:|=)[ \t]*[\"'`]?"
    r"(?P<value>[A-Za-z0-9+/=_\-]{20,256})(?![A-Za-z0-9+/=_\-])"
)
# Keys that are not secrets: a hash or an id after these is a lookup value.
_PLAIN_KEYS = frozenset(
    {"cache", "primary", "foreign", "partition", "sort", "idempotency", "dedupe", "dedup",
     "lookup", "row", "hash", "object", "map", "dict", "composite", "unique", "index", "routing",
     "shard", "cursor", "sharding", "public", "s3", "bucket", "sequence", "natural", "surrogate",
     "join", "group", "cluster", "record", "entity", "document", "message", "event", "state",
     "publishable", "site", "anon", "verification", "host", "gpg", "pgp", "ssh"}
)  # fmt: skip
# Qualifiers under which a bare hexadecimal value is still a credential ("admin key: 9f2c…").
_SECRET_KEYS = frozenset(
    {"api", "secret", "access", "private", "auth", "signing", "admin", "master", "client",
     "license", "licence", "service", "account", "webhook", "session", "encryption", "app",
     "deploy", "write"}
)  # fmt: skip
_HEX = re.compile(r"[0-9a-fA-F]+")
# A digest labelled by words ("Linux-pip-9f3a…", "node-modules-…"): a cache's key (round 36)
_LABELLED_DIGEST = re.compile(r"(?:[A-Za-z]+-)+[0-9a-fA-F]{32,}")
_UUID = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")  # a record's id
# A login written as a pair: "login: admin / Xk9…", "credentials: deploy:Xk9…".
_LOGIN_PAIR = re.compile(
    r"(?<![/\w])(?i:(?:login|logon|credentials|creds|user(?:name)?|account|wi-?fi|wlan|ssid"
    r"|smtp|ftp|vpn|db|database))[ \t]*[:=][ \t]+[^\s/:]{1,60}[ \t]*(?:/|:)[ \t]*"
    r"(?!//)(?P<value>[\x21-\x7e]{6,64})"
)
# The same pair said in a sentence: "log in with admin / …", "DB login is app / …", "creds ->
# admin:…", "user qa-bot, pass …", and a Wi-Fi "SSID x, key …". Only a typed-looking password
# counts here (mixed case or a symbol, and a digit): after a few free words, a pair such as
# "acme-prod / eu-west-1" is a name and a region.
_LOGIN_WORD = (
    r"(?<![/\w])(?i:log ?in|logon|sign ?in|credentials|creds|user(?:name)?|account|db"
    r"|database)"
)
_SSID_WORD = r"(?<![\w])(?i:ssid)"
_LOGIN_SENTENCE = re.compile(
    _LOGIN_WORD + r"(?:[ \t]+[^\s:=/>]{1,30}){0,5}?[ \t]*(?::|=|->|=>|[ \t](?i:is|with|as|using))"
    # (a parenthesis in the name closes an aside: "(user id: ansible): test" is no pair)
    r"[ \t]*(?i:user(?:name)?[ \t]*[:=]?[ \t]*)?[^\s/:,=()]{1,60}[ \t]*(?:(?:/|:)[ \t]*"
    r"(?i:(?:pass(?:word)?|pw|pwd)[ \t]*[:=]?[ \t]*)?|,[ \t]*(?i:pass(?:word)?|pw|pwd)[ \t]*"
    r"[:=]?[ \t]*)(?!//)(?P<value>[\x21-\x7e]{6,64})"  # ("sheet: https://…": a URL, no pair)
    r"|" + _SSID_WORD + r"[ \t]*[:=]?[ \t]*[^\s,;]{1,40}[ \t]*[,;][ \t]*(?i:key|pass(?:word"
    r"|phrase)?|psk|pw)[ \t]*[:=]?[ \t]*(?P<wifi>[\x21-\x7e]{8,64})"
)
# Every match of _LOGIN_SENTENCE starts with one of its two alternatives' first words: the
# pattern, which cannot be led itself (its groups would be copied into every branch), is only
# tried where those, which can, match.
headed(_LOGIN_SENTENCE, re.compile(_LOGIN_WORD + "|" + _SSID_WORD))
_SENTENCE_NEEDLES = ("log", "Log", "LOG", "sign", "Sign", "cred", "Cred", "CRED", "user", "User",
                     "USER", "account", "Account", "db", "DB", "database", "Database", "ssid",
                     "SSID")  # fmt: skip
_PAIR_NEEDLES = ("login", "Login", "LOGIN", "logon", "cred", "Cred", "CRED", "user", "User",
                 "USER", "account", "Account", "wifi", "WiFi", "Wifi", "WIFI", "wi-fi", "Wi-Fi",
                 "wlan", "WLAN", "ssid", "SSID", "smtp", "SMTP", "ftp", "FTP", "vpn", "VPN",
                 "db", "DB", "database", "Database")  # fmt: skip
# The value first: "use Xk9… as the password", "Xk9… is the password for the NAS" (a typed-
# looking value only: the sentence is freer than "password is …").
# The pattern starts at the copula (a word the engine skips to); the value is the word before.
_VALUE_FIRST = re.compile(
    r"(?<=[ \t])(?:is|was|as|=)[ \t]+(?:the|my|our|your|his|her|their|its|a|an)[ \t]+"
    r"(?:[a-z\-]+[ \t]+){0,2}?(?:password|passphrase|passcode|passwd|secret|token|api key)\b"
    # "use … to log into grafana as admin"
    r"|(?<=[ \t])to[ \t]+(?:log[ \t]?in(?:to)?|sign[ \t]?in(?:to)?|authenticate|unlock)\b"
)
_QUOTES = "\"'`“«„”»"
_VALUE_FIRST_NEEDLES = ("password", "passphrase", "passcode", "passwd", "secret", "token",
                        "api key", "to log", "to sign", "to authenticate", "to unlock")  # fmt: skip
# Changed to a value: "changed the wifi password to …", "das Passwort habe ich auf …
# geändert", "cambié la contraseña a …", "поменял пароль на …", "密码改成了 …", "パスワードを …
# に変更", "비밀번호를 …(으)로 바꿨", "şifreyi … olarak değiştirdim". The preposition is common,
# so a verb of changing must stand in the same sentence.
_CHANGED_TO = re.compile(
    r"(?<![0-9_/.])(?P<word>" + "|".join(re.escape(w) for w in PROSE_WORDS) + r")"
    r"[^\W\d_]{0,4}(?:[ \t]+[^\s:=,.;]{1,30}){0,3}?[ \t]+(?:to|into|auf|a|en|in|para|pra"
    r"|на|na|op|til|till|do)[ \t]+[\"'`“«„]?(?P<value>[\x21-\x7e]{6,64})"
)
_CHANGED_TO_UNSPACED = re.compile(
    r"(?:密码|密碼|口令)(?:改成了?|改为|改為|设为|設為|设置为|更改为|修改为|重置为)[ \t]*"
    r"[\"'`“「]?(?P<value>[\x21-\x7e]{6,64}?)[\"'`”」]?(?![\x21-\x7e])"
    r"|(?:パスワード|비밀번호|암호)(?:を|를|을)[ \t]*[\"'`“「]?(?P<jako>[\x21-\x7e]{6,64}?)"
    r"[\"'`”」]?[ \t]*(?:\(으\)로|으로|로|に)"
    r"|(?:şifre|sifre|parola)(?:yi|yı|i|ı|mi|mı|sini|sını)?[ \t]+(?P<tr>[\x21-\x7e]{6,64})"
    r"[ \t]+olarak"
)
_CHANGE_VERB = re.compile(
    r"(?:chang|set\b|reset|updat|rotat|modif|switch|geänder|geander|gesetzt|zurückgesetzt"
    r"|cambi|modifi|mud|alter|troc|помен|смен|измен|установ|zmieni|ustawi|verander|gewijzig"
    r"|ingesteld|ändr|andr|endr|vaihd|değiştir|degistir|změn|zmen|改|变更|変更|바꿨|바꾸|변경)"
)
_UNSPACED_NEEDLES = ("密码", "密碼", "口令", "パスワード", "비밀번호", "암호", "şifre", "sifre",
                     "parola")  # fmt: skip


# Korean's topic particles 는/은 follow a noun; after a verb's or an adjective's stem (하다 "do",
# 되다, 있다, 없다, 않다, 같다, 많다, 좋다) the same syllable makes an adnominal form that
# modifies the next noun ("해시를 식별하는 프로그램", a program that identifies hashes).
_VERB_STEMS = frozenset("하되있없않같많좋")


def _adnominal(folded: str, gap_end: int) -> bool:
    return folded[gap_end : gap_end + 1] in ("는", "은") and folded[gap_end - 1 : gap_end] in (
        _VERB_STEMS
    )


def _typed_password(value: str) -> bool:
    """A password a person typed: 8+ characters with letters and digits, and mixed case or
    a symbol; not a placeholder, a reference or a name in code."""
    if len(value) < 8 or not passwordish(value):
        return False
    if not (any(c.isalpha() for c in value) and any(c.isdigit() for c in value)):
        return False
    mixed = any(c.isupper() for c in value) and any(c.islower() for c in value)
    return mixed or any(c in "!@#$%^&*+=?~" for c in value)


# Copulas an English sentence may hold; after any other ("o token de acesso da API de produção
# é …") the word is a loanword in a language that takes more words to name what it opens.
_SHARED_COPULAS = frozenset([*_COPULA_WORDS.split("|")[:7], "on", "e", "la", "ar", "er", "ir"])


def _english_copula(between: str) -> bool:
    word = between.strip(" \t:\"'`“«„—–-").split(" ")[0].lower()
    return not word.isalpha() or word in _SHARED_COPULAS


# The word right after the secret's name that makes it name an identifier instead
_IDENTIFIER_NEXT = re.compile(r"[ \t]+(?:id|ids|identifier|identifiers)\b")

_SECRET_KIND_WORDS = ("secret", "token", "api key", "apikey", "api-key", "access key", "bearer")


# round 43: an app password said in its four groups of letters ("smtp app password for ana:
# abcd efgh ijkl mnop"), which the value pattern above (no spaces) does not read
_GROUPED_SAID = re.compile(
    r"(?i:password|passwort|passwd)[^\n:=]{0,40}?(?:[:=]|[ \t]is)[ \t]*[\"'`]?"
    r"(?P<value>[a-z]{4}(?: [a-z]{4}){3})(?![ \t]?[A-Za-z])"
)
_GROUPED_NEEDLES = needles("password Password PASSWORD passwort Passwort passwd")


def prose_hits(text: str, folded: str | None = None) -> Iterator[Hit]:
    """ "the wifi password is Xk9…", "das Passwort lautet …", "密码是 …" (any listed language).
    ``folded``: :func:`~memlane.core.text_normalize.fold_in_place` of ``text``, when the caller
    has it (round 44: the chat rule reads the same copy)."""
    for m in find_near(_GROUPED_SAID, text, _GROUPED_NEEDLES, reach=120):
        if grouped_letters(m.group("value")):
            yield m.start(), m.end(), "password_assignment"
    if folded is None:
        folded = fold_in_place(text)
    # every match starts at a secret word; compounds ("wlanpasswort") too, since the word
    # may follow letters
    for m in matches_at(_PROSE, folded, PROSE_WORDS):
        if (
            m.group("word") in _ENGLISH_WORDS
            and len(m.group("gap").split()) > _ENGLISH_GAP
            and _english_copula(text[m.end("gap") : m.start("value")])
        ):
            continue  # English says it in fewer words; more is another sentence's value
        if named_not_said(folded, m.start()) or arn_resource(text, m.start()):
            continue  # (an ARN's "…:secret:NAME" is a resource's type and name)
        if _IDENTIFIER_NEXT.match(m.group("gap")):
            continue  # round 39: "access key id", "token ID": the identifier, not the secret
        if _adnominal(folded, m.end("gap")):
            continue  # round 45: "비밀번호 해시를 식별하는 …", a verb's "-는", no topic particle
        start = m.start("value")
        value = text[start : m.end("value")]
        if value.startswith("eyJ") and jwt_holds_no_secret_at(text, start):
            continue  # round 45: "secret 'your-256-bit-secret'): eyJ…", a docs example token
        if value.endswith((":", "...", "…")) or value.startswith(">"):
            continue  # a label opening the next clause ("token: gandiv5: unexpected"); a slot
            # closing after the word ("<user:pass>@<servername>"); an elided value ("ey12…")
        if value[:1].isdigit() and published_port(text, start, value):
            continue  # "PASSWORD=password -p 9000:9000/tcp": a published port (round 37)
        decoded = base64_text(value.rstrip(".,;:!?)'\"`"))
        if decoded is not None and (not password_like(decoded) or word_slug(decoded)):
            continue  # "password: c2VjdXJlLXBhc3N3b3Jk" is "secure-password", a sample
        if passwordish(value, said=True):
            word = m.group("word")
            kind = "secret" if any(word.startswith(w) for w in _SECRET_KIND_WORDS) else "password"
            if kind == "secret" and resource_path(value.rstrip(".,;:!?)'\"`")):
                continue  # key="team-864-p6ts6/app-7": a namespaced resource's name
            if kind == "secret" and word_slug(value.rstrip(".,;:!?)'\"`")):
                continue  # "cluster token: etcd-cluster-k8s" names it; a passphrase may be one
            if kind == "secret" and public_by_name(value.rstrip(".,;:!?)'\"`")):
                continue  # round 42: "token: pk.eyJ…", a key its vendor publishes
            yield m.start(), m.end(), f"{kind}_assignment"
    for m in find_near(_VALUE_FIRST, folded, (_VALUE_FIRST_NEEDLES,)):
        before = text[max(0, m.start() - 80) : m.start()]
        stripped = before.rstrip()
        token = stripped.split()[-1] if stripped.split() else ""
        if token and _typed_password(token.strip(_QUOTES)):
            yield (
                m.start() - len(before) + len(stripped) - len(token),
                m.end(),
                "password_assignment",
            )
    if _CHANGE_VERB.search(folded):  # a verb of changing first: the preposition is common
        changed = chain(
            matches_at(_CHANGED_TO, folded, PROSE_WORDS),
            find_near(_CHANGED_TO_UNSPACED, folded, (_UNSPACED_NEEDLES,)),
        )
        for m in changed:
            group = next(g for g in ("value", "jako", "tr") if m.groupdict().get(g) is not None)
            value = text[m.start(group) : m.end(group)].rstrip(".,;:!?)'\"。`")
            sentence = folded[max(0, m.start() - 80) : m.end() + 80]
            if passwordish(value, said=True) and _CHANGE_VERB.search(sentence):
                yield m.start(), m.start(group) + len(value), "password_assignment"
    for m in matches_at(_PROSE_DIRECT, folded, PROSE_WORDS):
        # a closing bracket ends a template's slot: "{{Bearer token123}}"
        value = text[m.start("value") : m.end("value")].rstrip(".,;:!?)]}>'\"`")
        if named_not_said(folded, m.start()):
            continue
        if passwordish(value) and machine_like(value, min_len=20 if m.group("of") else 10):
            kind = "secret" if m.group("word") in _SECRET_KIND_WORDS else "password"
            if kind == "secret" and (word_slug(value) or resource_path(value)):
                continue  # "get secret webhook1-certificate": a resource's name
            yield m.start(), m.start("value") + len(value), f"{kind}_assignment"
    for m in _final_copula_matches(folded):
        value = text[m.start("value") : m.end("value")]
        if passwordish(value, said=True):
            yield m.start(), m.end("value"), "password_assignment"
    for m in find_near(_KEY_PROSE, folded, (("key",),)):
        qualifier = m.group("qualifier") or ""
        value = text[m.start("value") : m.end("value")]
        if qualifier in _PLAIN_KEYS or not machine_like(value, min_len=20) or resource_path(value):
            continue
        if public_by_name(value):
            continue  # round 39: `client-key="SB-Mid-client-…"`, the half a browser ships
        digest = (
            _HEX.fullmatch(value) or _LABELLED_DIGEST.fullmatch(value) or _UUID.fullmatch(value)
        )
        if digest and qualifier not in _SECRET_KEYS:
            continue  # a digest, or one labelled by words: what a bare "key" usually names
        if passwordish(value):
            yield m.start(), m.end("value"), "secret_assignment"
    for m in find_near(_LOGIN_PAIR, text, (_PAIR_NEEDLES,)):
        value = m.group("value").rstrip(".,;:!?)'\"")
        if passwordish(value) and text[m.start() - 1 : m.start()] != "<":  # not "<user:pass>"
            if markup_pair(text, m.start("value")):
                continue  # a link's path or an rST role, not a login
            yield m.start(), m.start("value") + len(value), "password_assignment"
    for m in find_near(_LOGIN_SENTENCE, text, (_SENTENCE_NEEDLES,)):
        group = "value" if m.group("value") is not None else "wifi"
        value = m.group(group).rstrip(".,;:!?)'\"")
        pair = text[m.start() - 1 : m.start()] != "<" and not markup_pair(text, m.start(group))
        if _typed_password(value) and pair:
            yield m.start(), m.start(group) + len(value), "password_assignment"


__all__ = ["PROSE_WORDS", "passwordish", "prose_hits"]
