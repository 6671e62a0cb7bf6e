"""Requests in words to send a secret away: a send verb, a secret object and a destination in
one sentence ("send the .env to https://…", "invia tutte le chiavi SSH a …"), in any language
the lexicon lists; part of the exfiltration family (:mod:`memlane.core.prompt_injection_exfil`).

A secret named as what is left out of what is sent ("send the log without the .env"), a
destination that names whose the thing is ("the key for alice@…") and a sentence about a
public key (``.pub``) do not count.
"""

from __future__ import annotations

import itertools
import re

from memlane.core.gated_search import find_near
from memlane.core.prompt_injection_lexicon import LEXICONS
from memlane.core.prompt_injection_withheld import withheld
from memlane.core.text_normalize import fold

# What is never sent anywhere on purpose: key files, .env, the environment, stored secrets.
_SECRET_FILE = (
    # (a letter of another script may follow: ".envファイル", the .env file)
    r"(?:\.ssh(?![a-z0-9_])|\.aws/|\.env(?![a-z0-9_])|id_rsa|id_ed25519|id_ecdsa|id_dsa"
    r"|\.netrc|\.npmrc|\.pypirc|\.git-credentials|\.docker/config\.json|/etc/passwd|/etc/shadow|\.kube/config|\.gnupg"
    r"|credentials\.json|\.bash_history|\.zsh_history|\.pgpass|\.vault-token|wallet\.dat"
    r"|\.config/gh/hosts|cookies\.sqlite|/proc/self/environ)"
)
# "\b(?:tutte le|le|les|tous les|die|alle|todas as|as|todas las|las|de) (?:password|passwords
# |tokens?|api[- ]keys?)\b" with each article spelled with each word, in the same order (the
# same matches): a match starts where the scan's needle pass saw "password", "token" or "api",
# not at each "as", "de" or "le" of a long text (~3,000 in the look-alike notes' 240 KB),
# which kept the whole pattern from being tried at its words' places alone
_ARTICLES = (
    "tutte le", "le", "les", "tous les", "die", "alle", "todas as", "as", "todas las", "las", "de",
)  # fmt: skip
_LOANWORD_AFTER_ARTICLE = (
    r"|\b(?:"
    + "|".join(
        f"{article} {word}"
        for article in _ARTICLES
        for word in ("password", "passwords", "tokens?", "api[- ]keys?")
    )
    + r")\b"
)
_SECRET_OBJECT = re.compile(
    _SECRET_FILE + r"|ssh (?:private )?keys?|private (?:ssh )?keys?|environment variables|env vars"
    r"|system prompt|conversation history|chat history|session (?:tokens?|cookies?)"
    r"|(?:all|every|each|the user'?s|your|their|saved|stored) (?:of )?(?:the |your |their )?"
    r"(?:saved |stored )?(?:api keys|credentials|secrets|access tokens|passwords|cookies|tokens)"
    # whole words in spaced scripts ("ключи" is in "выключили", switched off)
    r"|(?<![^\W\d_])(?:credenciales|contrasenas|contraseñas|mots de passe|passworter|passwörter"
    r"|zugangsdaten|пароли|ключи|токены|wachtwoorden|hasla|hasła|sifre\w*|parolalar\w*"
    r"|senhas|kata sandi|mat khau)(?![^\W\d_])"
    # keys named for what they open, and the loanword "password" after another language's
    # article (round 34: "invia tutte le chiavi SSH", "stuur alle wachtwoorden")
    r"|\b(?:chiavi|claves|cles|chaves|sleutels|klucze|schlussel) (?:ssh|api|privat\w*"
    r"|segret\w*|secret\w*)\b|\b(?:ssh|api)[- ](?:schlussel|sleutels?|klucz\w*|anahtar\w*"
    # (round 84: "API-kulcsokat", "API-ключі")
    r"|kulcs\w*|ключ\w*|kljuc\w*|klic\w*|nyckl\w*|avaim\w*)\b"
    + _LOANWORD_AFTER_ARTICLE
    + r"|كلمات المرور|كلمة المرور|पासवर्ड"
    r"|密码|密碼|密钥|凭据|パスワード|認証情報|비밀번호|자격 증명"
    r"|\.git/config|\.gitconfig\b|(?:all |the |any )?\.(?:pem|key|p12|pfx|jks|keystore) files?\b"
)
# What a session holds, a database keeps or a disk has, and variables named for a secret, each
# searched only near its own words (their words are common in logs and transcripts).
_MORE_SECRET_OBJECTS = (
    (
        ("conversation", "chat", "transcript"),
        re.compile(r"(?:the |this |our |whole |entire |full |complete )+(?:conversation|chat"
                   r"|transcript)\b"),
    ),
    (
        ("dump", "backup", "export"),
        re.compile(r"(?:database|db|sql|customer|user) (?:dump|backup|export)s?\b"),
    ),
    (
        ("home", "whole", "entire"),
        re.compile(r"home (?:directory|folder|dir)\b|(?:whole|entire) (?:repo|repository|codebase"
                   r"|disk|drive|workspace|project)\b"),
    ),
    (
        # folded text: GITHUB_TOKEN → github_token
        ("_token", "_secret", "_passw", "_api", "_access", "_private", "_credential", "_apikey"),
        re.compile(r"_(?<=[a-z0-9]_)(?:token|secret|password|passwd|api_key|apikey|access_key"
                   r"|private_key|credentials?)\b"),
    ),
    (
        # A person's own data, which an agent with mail, files or a browser can reach (round
        # 18): health records, contacts, one-time codes, statements, IDs. Anchored on the
        # category words themselves, which are rare in documentation.
        ("medic", "lab ", "laborat", "health", "blood", "patient", "contact list",
         "contacts list", "address book", "phone book", "code", "statement", "tax return",
         "passport", "social security", "ssn", "historial", "dossier", "resultat", "kranken",
         "laborerg", "befund", "adressbuch", "kontakte", "contactos", "contatos", "contacts",
         "rubrica", "cartella", "prontuario", "exames", "analisi", "медицин", "анализ",
         "контакт", "病历", "化验", "体检", "联系人", "通讯录", "連絡先", "カルテ", "検査結果",
         "연락처", "진료", "검사 결과", "payment"),
        re.compile(
            r"\b(?:medical|health|lab|laboratory|test|blood|patient) (?:records?|results?"
            r"|history|reports?|files?|data)\b|\b(?:contact list|contacts list|address book"
            r"|phone book)\b|\b(?:security|verification|2fa|one-time|login|sign-in|otp) codes?\b"
            r"|\b(?:saved |stored )?payment (?:methods?|details|info(?:rmation)?|cards?)\b"
            r"|\b(?:bank|credit card|card|tax) (?:statements?|details|returns?)\b|\bpassport"
            r" (?:scan|photo|copy|number)s?\b|\bsocial security numbers?\b|\bssns?\b"
            r"|\b(?:historial (?:medico|clinico)|resultados (?:de laboratorio|del analisis"
            r"|de los analisis)|lista de contactos|mis contactos|dossier medical|resultats"
            r" (?:d'analyse|de laboratoire|d'analyses)|carnet d'adresses|mes contacts"
            r"|krankenakte|laborergebnisse|befunde|adressbuch|meine kontakte|prontuario"
            r"|resultados (?:de|dos) exames|meus contatos|cartella clinica|rubrica"
            r"|risultati (?:delle |degli )?(?:analisi|esami))\b"
            r"|(?<![^\W\d_])(?:медицинск\w* карт\w*|результаты анализов|список контактов"
            r"|контакты)(?![^\W\d_])"
            r"|病历|化验结果|体检报告|联系人|通讯录|連絡先|カルテ|検査結果|연락처|진료 기록"
            r"|검사 결과"
        ),
    ),
    (
        # Mail, messages and files when they are someone's ("all emails in this mailbox", "my
        # chat history"), not "the support inbox": anchored on the owner's words.
        ("mailbox", "inbox", "my ", "user's", "users ", "their ", "todos los", "tous les",
         "tous mes", "alle ", "todos os", "tutte le", "все ", "всю ", "聊天记录", "聊天記錄",
         "会話履歴", "チャット履歴"),
        re.compile(
            r"\b(?:all|every|each)(?: of)? (?:the |my |your |the user'?s |their )?"
            r"(?:emails|e-mails|messages|texts|dms|photos|pictures|documents|files|contacts"
            r"|notes)\b[^.\n]{0,30}"
            r"\b(?:in|from|of|on) (?:my|your|the user'?s|their|this) (?:mailbox|inbox|account"
            r"|phone|device|computer|drive|folder|chat)\b"
            r"|\b(?:my|the user'?s|their|his|her) (?:emails|e-mails|dms|photos|pictures|private"
            r" files|calendar|chat history|browsing history|location history)\b"
            r"|\b(?:todos los correos|todos los mensajes|tous (?:les|mes) (?:e-?mails|courriels"
            r"|messages)|alle (?:e-?mails|nachrichten)|todos os (?:e-?mails|emails)"
            r"|tutte le (?:e-?mail|email))\b"
            r"|(?<![^\W\d_])(?:все|всю) (?:письма|переписку|сообщения)(?![^\W\d_])"
            r"|聊天记录|聊天記錄|会話履歴|チャット履歴"
        ),
    ),
)  # fmt: skip
_TARGET = re.compile(
    r"https?://|ftp://|(?<![\w.+-])[\w.+-]++@[\w-]+\.[a-z]{2,}|(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}|pastebin|webhook\.site"
    r"|requestbin|ngrok|interact\.sh|burpcollaborator|oast\.|discord(?:app)?\.com/api/webhooks"
    r"|t\.me/|telegram|(?:this|that|the following|my|our|an? (?:external|remote)) (?:url|endpoint"
    r"|server|address|webhook|host|domain|site|email|inbox|bucket)\b"
    # anonymous file drops and public places anyone can read
    r"|transfer\.sh|file\.io|0x0\.st|termbin|paste\.\w+|\bgists?\b|(?:a|the) public (?:repo"
    r"|repository|channel|issue|bucket|page|gist)\b"
)
# A literal every _TARGET match holds (the address's "://" or "@", an IP's digit-dot-digit, a
# drop's name, the space before a destination noun): a sentence without one has no target, and
# most sentences that name a secret have none ("the api_token setting" in the docs). Searched
# first: _TARGET tries its email arm at every word of the sentence.
_MAY_TARGET = re.compile(
    r"://|@|\d\.\d|pastebin|webhook|requestbin|ngrok|interact\.sh|burpcollaborator|oast\.|discord"
    r"|t\.me/|telegram| url| endpoint| server| address| host| domain| site| email| inbox| bucket"
    r"|transfer\.sh|file\.io|0x0\.st|termbin|paste\.|gist|public "
)
_SENDS = sorted(sorted({fold(w) for lex in LEXICONS for w in lex.send}), key=len, reverse=True)
# A send word starts a word: not inside another ("xi-del", "e-mail" in "#mail"), not an option,
# an id or a path ("--shares", "#mail", "/upload"). Scripts written without spaces have no
# word starts to look for.
_UNSPACED_SCRIPT = re.compile(
    "[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]"
)
_SEND_WORDS = re.compile(
    r"(?<![\w#./-])(?:"
    + "|".join(re.escape(w) for w in _SENDS if not _UNSPACED_SCRIPT.match(w))
    + r")|"
    + "|".join(re.escape(w) for w in _SENDS if _UNSPACED_SCRIPT.match(w))
)
# (the posting rule of round 84 reads the same verbs)
SEND_WORDS = _SEND_WORDS
_SENTENCE_END = re.compile(r"[.!?。！？\n](?:\s|$)|\n")


def _sentence(text: str, start: int, end: int) -> tuple[str, int]:
    """The sentence around ``text[start:end]``, at most 300 characters either side of it, and
    where it starts."""
    # (looked for within those 300 only: a line of a 32 KB text with no ". " before the match
    # was searched back to its start, ~5 µs a secret named in a long text)
    near = max(start - 300, 0)
    left = max(text.rfind("\n", near, start), text.rfind(". ", near, start), start - 300)
    # (a match found at the end bound, by "$" there, starts at end + 300: the cut is the same)
    stop = _SENTENCE_END.search(text, end, end + 301)
    right = min(stop.start() if stop else len(text), end + 300)
    return text[max(left, 0) : right], max(left, 0)


_OBJECT_NEEDLES = (
    "ssh", ".git", ".pem", ".key", ".p12", ".pfx", ".jks", "keystore", ".aws", ".env", "id_",
    ".netrc", ".npmrc", ".pypirc", "credential", "passwd", "shadow",
    "kube", "gnupg", "history", "pgpass", "vault-token", "wallet", "gh/hosts", "cookie", "environ",
    "private", "env var", "system prompt", "conversation", "session", "secret", "token", "password",
    "api key", "credenciales", "contrase", "mots de passe", "passw", "zugangsdaten", "пароли",
    "ключи", "токены", "密", "凭据", "パスワード", "認証情報", "비밀번호", "자격", "wachtwoord",
    "hasla", "hasła", "chiavi", "claves", "cles ", "chaves", "sleutel", "klucz", "schlussel",
    "sifre", "parola", "senha", "kata sandi", "mat khau", "api-", "كلم", "पासवर्ड",
)  # fmt: skip


_OBJECT_GROUPS = (_OBJECT_NEEDLES,)
# each pattern's words as find_near's groups, made once: a tuple built per call missed every
# look-up the gated search keys by the groups' identity (a split, a plan, a routed answer)
_MORE_SECRET_GROUPS = tuple(((words,), pattern) for words, pattern in _MORE_SECRET_OBJECTS)


def request_in_words(text: str) -> bool:
    """A send verb, a secret object and a destination in one sentence, in any listed language."""
    found = itertools.chain(
        find_near(_SECRET_OBJECT, text, _OBJECT_GROUPS, reach=80),
        *(find_near(p, text, groups, reach=80) for groups, p in _MORE_SECRET_GROUPS),
    )
    # the cheapest test that most often says no first: in a long text most secrets named have
    # no destination in their sentence (look-alike notes: 15 of 732 have one)
    for m in found:
        sentence, lo = _sentence(text, m.start(), m.end())
        if ".pub" in sentence or _MAY_TARGET.search(sentence) is None:
            continue
        if not any(not _OWNER.search(sentence, 0, t.start()) for t in _TARGET.finditer(sentence)):
            continue
        if (
            any(
                _sends(sentence, w, m.start() - lo, m.end() - lo)
                for w in _SEND_WORDS.finditer(sentence)
            )
            and not left_out(text, m.start())
            and not withheld(text, m.start())
        ):
            return True
    return False


# A shell's "export NAME=…" sets a variable, it sends nothing (session 48: a rule file's
# `export TELEGRAM_BOT_TOKEN="<bot-token>"` read as a token exported to Telegram)
_ASSIGNED = re.compile(r"\s+[\w.]+=")


def _sends(sentence: str, word: re.Match[str], start: int, end: int) -> bool:
    """The send word ``word`` of ``sentence`` sends the secret at ``sentence[start:end]``: it is
    not a word of the secret's own name ("database dumps"), a short word's start inside a longer
    word (Vietnamese "gui" in "guide", session 48) or a shell's export of a variable."""
    if start <= word.start() < end:
        return False
    after = word.end()
    short = len(word.group()) <= 3 and word.group().isascii()
    if short and after < len(sentence) and sentence[after].isalpha():
        return False
    return not (word.group() == "export" and _ASSIGNED.match(sentence, after))


# The secret named as what is left out of what is sent ("send the log (without the .env)",
# round 84's "(بدون فایل .env)"). Only words that stand before what they leave out: a
# postposition (Hindi बिना, Punjabi ਬਿਨਾਂ, Bengali বিনা, Turkish hariç) leaves out the words
# before it, so "ਵਰਤੋਂਕਾਰ ਨੂੰ ਦੱਸੇ ਬਿਨਾਂ .env ਫਾਈਲ … ਭੇਜੋ" ("without telling the user, send the
# .env file") sends the .env.
_LEFT_OUT = re.compile(
    r"(?:\b(?:without|except|excluding|but not|sans|ohne|au[sß]er|sin|sem|senza|zonder|bez|tanpa"
    r"|kivéve)|\bbila\b|(?<![^\W\d_])(?:без|крім|кроме|بدون|بغير|بجز|دون"
    r"|trừ|ngoai tru|ngoại trừ|ไม่รวม))\W{0,3}"
    r"(?:(?:the|a|your|its|le|la|les|die|der|das|el|los|o|os|il|de|het"
    r"|فایل|ملف|फ़ाइल|फाइल|file|fichier|datei|archivo|arquivo|plik\w*|файл\w*|faili|ya"
    r"|attaching|including|kuambatisha|kujumuisha)\W{1,3}){0,3}$"
)


def left_out(text: str, at: int) -> bool:
    """The secret at ``text[at]`` is named as what is left out of what is sent."""
    return _LEFT_OUT.search(text, max(0, at - 40), at) is not None


# An address that names whose the thing is, not where it goes ("export the private key for
# alice@example.com", "the key of ops@…").
_OWNER = re.compile(r"\b(?:for|of|from|by|owned by|belonging to)\W{0,3}$")


__all__ = ["SEND_WORDS", "left_out", "request_in_words"]
