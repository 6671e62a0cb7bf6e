"""Read gate: a forged system, admin or developer turn in the lexicon's languages (round 34).

The English role line ("SYSTEM: you must …", "[ADMIN] ignore …") has the same shape
everywhere: a role word at a line start, bracketed or followed by a colon ("[SYSTÈME]",
"### СИСТЕМА ###", "系统：", "【システム】", "시스템 메시지:"), then words addressed to the agent
— a second-person pronoun, a "from now on", a discard or reveal verb, "new instructions". A
label followed by a fact ("SISTEMA: el servidor se reinicia a las 03:00", "系统：Ubuntu 22.04",
"Système de build : …") is how a team writes down its setup, and passes.
"""

from __future__ import annotations

import re

from memlane.core.gated_search import find_near
from memlane.core.prompt_injection_labelled import progress_line

# The role words (folded: accents stripped, lower case), and what a banner may add to them.
# fmt: off
_ROLE = (
    r"(?:sistema|systeme|system|systemnachricht|систем\w*|系统|系統|システム|시스템|النظام"
    r"|सिस्टम|he thong|sistem|systeem|jarjestelma|συστημα|מערכת|administrador|administrateur"
    r"|administrator|amministratore|администратор|管理员|管理員|管理者|관리자|desarrollador"
    r"|developpeur|entwickler|sviluppatore|desenvolvedor|разработчик|开发者|開発者|개발자)"
)
_MESSAGE = (
    r"(?:[ \t]*(?:mensaje|message|nachricht|сообщение|消息|訊息|通知|メッセージ|메시지|messaggio"
    r"|mensagem|aviso|avis|hinweis|уведомление|mesaj|pesan|thong bao|prompt|промпт|提示))?"
)
# Words addressed to the agent, at the start of what the banner says. Bare "now" and "new"
# are left out: "SISTEMA: nueva versión 2.3", "システム：今後のメンテナンス".
_ADDRESS = (
    r"(?:(?:tu|tus|debes|ignora|olvida|obedece|revela|muestra|envia|vous|votre|vos|oublie"
    r"|reponds|revele|envoie|du (?:bist|musst|wirst|sollst|darfst)|dein|deine|ignoriere|vergiss"
    r"|antworte|sende|zeige|voce|esqueca|responda|envie|revele|mostre|devi|dimentica|rispondi"
    r"|invia|rivela|mostra|jij|negeer|vergeet|twoje|zignoruj|zapomnij|ty|sen|unut|kamu|abaikan"
    r"|lupakan|ban|hay)(?![^\W\d_])"
    r"|a partir de (?:ahora|agora|maintenant)|desde ahora|de ahora en adelante|desormais"
    r"|dorenavant|ab jetzt|ab sofort|von nun an|d'ora in poi|da ora in poi|vanaf nu|od teraz"
    r"|bundan sonra|tu (?:bay )?gio|mulai sekarang|من الآن|अब से|तुम|आप"
    r"|(?:nuevas?|nouvelles?|neue|novas?|nuove|nieuwe|nowe) (?:instrucc|consigne|instruction"
    r"|anweisung|regl|regel|instruc|istruzion|instructie|instrukcj|ordenes|orden|directiv"
    r"|regra|regole)"
    r"|ты|тебе|твои|твоя|твой|вы |теперь ты|теперь вы|отныне|с этого момента|игнорируй|забудь"
    r"|отвечай|покажи|отправь|выведи|нов\w+ (?:инструкц|правил|указани)"
    r"|你|您|从现在|從現在|忽略|忘记|忘記|必须|必須|新的指令|新指令|これ以降|今から|今後は|以降は"
    r"|あなた|無視|忘れ|新しい指示|너|당신|지금부터|이제부터|무시|잊어|새로운 지시|أنت|انت|تجاهل)"
)
# fmt: on
_BANNER = re.compile(
    r"^[ \t>*\-(]*(?:[\[<(【「#*]+[ \t]*)?"
    + _ROLE
    + _MESSAGE
    # closed by brackets or hashes (then maybe a colon), or by a colon
    + r"(?:[ \t]*[\]>)】」#*]+[ \t]*[:：]?|[ \t]*[:：])\s*"
    + _ADDRESS,
    re.MULTILINE,
)
_NEEDLES = (
    (
        "sistema", "systeme", "system", "систем", "系统", "系統", "システム", "시스템", "النظام",
        "सिस्टम", "he thong", "sistem", "systeem", "jarjestelma", "συστημα", "מערכת", "administ",
        "amministratore", "администратор", "管理", "관리자", "desarrollador", "developpeur",
        "entwickler", "sviluppatore", "desenvolvedor", "разработчик", "开发者", "開発者", "개발자",
    ),
)  # fmt: skip


# A banner whose first words are "your" and a thing of a person's (a password, an account, an
# order) is a notice to a user: "【系统提示】您的密码将在7天后过期" (round 104). "Your" and what
# the reader is given ("你的新指令", "tus reglas", "deine Aufgabe") stays a forged turn.
_POSSESSIVE_WORDS = frozenset((
    "tu", "tus", "votre", "vos", "dein", "deine", "deinen", "twoje", "twoj", "твои", "твой",
    "твоя", "твоё", "seu", "sua", "suas", "seus",
))  # fmt: skip
_LAST_WORD = re.compile(r"[^\W\d_]+$")
_READERS_THINGS = re.compile(
    r"指令|指示|规则|規則|任务|任務|角色|限制|提示|回答|输出|輸出|命令|身份|设定|設定|ルール|役割"
    r"|지시|규칙|역할|임무|prompt|instru|regl|regel|istruz|consign|aufgab|anweis|rolle|role|papel"
    r"|tarea|tache|tâche|tarefa|compito|zadani|zasad|polecen|правил|инструк|указан|задач|рол"
)


def _notice_to_a_user(folded: str, end: int) -> bool:
    """The banner's words at ``folded[end]`` (its address just read) are a user's thing: "your"
    and something no reader is given."""
    if folded[end : end + 1] not in ("的", "の", "의"):
        word = _LAST_WORD.search(folded, max(0, end - 12), end)
        if word is None or word.group() not in _POSSESSIVE_WORDS:
            return False
    return _READERS_THINGS.search(folded, end, end + 24) is None


def banner_abroad(folded: str) -> bool:
    """Folded ``text`` opens a forged system, admin or developer turn in another language."""
    # (a progress line is a log's: "SYSTEM: Sende Bericht an … ... ok", round 85)
    return any(
        not progress_line(folded, m.end()) and not _notice_to_a_user(folded, m.end())
        for m in find_near(_BANNER, folded, _NEEDLES, reach=400)
    )


__all__ = ["banner_abroad"]
