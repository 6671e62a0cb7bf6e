"""Read gate: rounds 28 and 29's structures in other languages (round 30).

The English structures live in :mod:`prompt_injection_planted`, :mod:`prompt_injection_leaks`
and :mod:`prompt_injection_orders`; round 30 wrote the same attacks in Spanish, French, German,
Portuguese, Italian, Russian, Chinese, Japanese and Korean and the English rules caught 2 of 24.
Each structure here keeps its English shape — an address plus an order, a claim plus a
permission, a verb plus an object plus a missing check — with its words in those languages:

- the model addressed as the reader of this content ("si eres una IA que lee esta página",
  "如果你是正在阅读此网页的AI") and told what to say, recommend, rate or where to send it; a
  URL, an address, a phone number or a look-alike domain after such an address counts in any
  language;
- the conversation so far dismissed as a test, with "the real request" after it;
- every message answered with a fixed text; the user's question set aside for an answer;
- long-term memory written with a standing order that sends work out or weakens a check;
- the model's rules claimed changed, with a permission after the claim;
- the tools the model has, asked for; a bulk deletion without confirmation; the user insulted.
"""

from __future__ import annotations

import re

from memlane.core.gated_search import Needles, find_near
from memlane.core.gated_search import needles as _needles
from memlane.core.injection_phrases import PHRASE_REACH, Gated, any_unwarned
from memlane.core.text_normalize import fold


def needles(spec: str) -> Needles:
    """Needles are searched in folded text, which has no accents: "petición" is "peticion"."""
    return _needles(fold(spec))


_AI = (
    r"(?:ia|ai|ki|ии|ші|llm|modelo de (?:ia|lenguaje|linguagem)|modèle (?:d'ia|de langage)"
    r"|ki-\w+|sprachmodell|intelig[eê]ncia artificial|intelligenza artificiale|intelligence"
    r" artificielle|inteligencia artificial|asistente|assistant|assistente|ассистент|нейросеть"
    r"|языков\w+ модел\w+|modello (?:di ia|linguistico))"
)
_READER = re.compile(
    # "if you are an AI …"
    r"\b(?:si (?:eres|es) (?:un|una) |si tu es (?:un|une) |si vous [eê]tes (?:un|une) "
    r"|wenn du (?:ein|eine) |falls du (?:ein|eine) |se (?:voc[eê]|tu) (?:[eé]|for) (?:um|uma) "
    r"|se sei (?:un|una|un')|если (?:ты|вы) )" + _AI + r"\b"
    # "an AI reading this page"
    r"|\b" + _AI + r",? (?:que (?:lee|est[aá] leyendo|procesa|resume|lê|est[aá] lendo)"
    r"|qui (?:lit|traite|r[eé]sume)|(?:lendo|leyendo)|che (?:legge|sta leggendo|elabora)"
    r"|(?:die|der) (?:diese|dieses|diesen) \w+ (?:liest|verarbeitet|zusammenfasst)"
    r"|читающ\w+|обрабатывающ\w+)\b|如果你是[^。\n]{0,12}(?:ai|人工智能|模型|助手)"
    r"|正在(?:阅读|閱讀|处理|處理)[^。\n]{0,10}(?:的)?(?:ai|人工智能|模型|助手)"
    r"|(?:を読んでいる|を読む|を処理している|を要約している)(?:ai|アシスタント|モデル)"
    r"|(?:읽는|읽고 있는|처리하는|요약하는) (?:ai|어시스턴트|모델)"
)
_READER_NEEDLES = needles(
    "si_eres si_es si_tu si_vous wenn_du falls_du se_você se_voce se_tu se_sei если_ты если_вы "
    "que_lee que_lê qui_lit qui_traite lendo leyendo che_legge liest verarbeitet читающ "
    "обрабатывающ 如果你是 正在阅读 正在閱讀 正在处理 正在處理 を読んでいる を読む を処理 を要約 "
    "읽는 읽고 처리하는 요약하는"
)
# What such a reader is told: a destination in any language, or a verdict or words for the user.
_TOLD = re.compile(
    r"(?<![\w.+-])[\w.+-]+@[\w-]+\.[a-z]{2,}|https?://|\bwww\.|\b[\w-]+\.(?:click|xyz|top|shop"
    r"|online|site|link|ru|cn|info)\b|\+?\d[\d\- ().]{8,}\d"
    r"|\b(?:recomiend|recomend|recommand|empfiehl|empfehl|raccomand|consigli|рекоменд)\w*"
    r"|推荐|推薦|おすすめ|推奨|추천"
    r"|\b(?:5|cinco|cinq|f[uü]nf|cinque|пять) (?:estrellas|[eé]toiles|sterne|estrelas|stelle"
    r"|звёзд|звезд)|五星|5つ星|별 ?5개"
    r"|\b(?:dile al usuario|dile a los usuarios|dis à l'utilisateur|dites à l'utilisateur"
    r"|sag dem (?:nutzer|benutzer|user)|sagen sie dem (?:nutzer|benutzer)|diga ao usu[aá]rio"
    r"|di' all'utente|d[ií] all'utente|скажи пользовател\w+)|告诉用户|告訴用戶|ユーザーに"
    r"|사용자에게"
)

_RULES: tuple[Gated, ...] = (
    # the conversation dismissed as a test, then "the real request"
    (
        needles(
            "petición_real solicitud_real tarea_real pregunta_real verdadera eigentliche echte "
            "vraie véritable pedido_real tarefa_real pergunta_real verdadeira vera_richiesta "
            "richiesta_reale compito_reale настоящ 真正的 本当の 진짜 실제"
        ),
        re.compile(
            r"(?:prueba|test|essai|teste|prova|тест|проверк\w*|测试|測試|テスト"
            r"|테스트)[^\n]{0,120}?(?:(?:petici[oó]n|solicitud|tarea|pregunta|orden) real"
            r"|verdadera (?:petici[oó]n|tarea|pregunta)|eigentliche (?:aufgabe|anfrage|frage"
            r"|bitte)|echte (?:aufgabe|anfrage)|vraie (?:demande|t[aâ]che|question)"
            r"|v[eé]ritable (?:demande|t[aâ]che)|(?:pedido|tarefa|pergunta) real"
            r"|verdadeira (?:tarefa|pergunta|solicita[cç][aã]o)|vera (?:richiesta|domanda)"
            r"|(?:richiesta|compito) reale|настоящ\w+ (?:задач\w*|запрос\w*|просьб\w*)"
            r"|真正的(?:请求|任务|问题|要求)|本当の(?:依頼|タスク|質問)|진짜 (?:요청|작업|질문)"
            r"|실제 (?:요청|작업))"
        ),
    ),
    # every message answered with a fixed text
    (
        needles(
            "todos_los_mensajes tous_les_messages alle_nachrichten alle_weiteren alle_künftigen "
            "todas_as_mensagens tutti_i_messaggi все_сообщения все_последующие 所有消息 每条消息 "
            "すべてのメッセージ 全てのメッセージ 모든_메시지"
        ),
        re.compile(
            r"\b(?:responde|contesta) a todos los mensajes[^.\n]{0,30}?(?:solo|[uú]nicamente"
            r"|solamente) con\b|\br[eé]ponds? [aà] tous les messages[^.\n]{0,30}?(?:uniquement"
            r"|seulement) (?:par|avec)\b|\bantworte auf alle (?:weiteren "
            r"|k[uü]nftigen )?nachrichten[^.\n]{0,30}?nur (?:mit|noch)\b"
            r"|\bresponda a todas as mensagens[^.\n]{0,30}?(?:apenas|somente|s[oó]) com\b"
            r"|\brispondi a tutti i messaggi[^.\n]{0,30}?solo con\b"
            r"|\bотвечай на все (?:последующие |будущие "
            r"|следующие )?сообщени\w*[^.\n]{0,30}?только\b|(?:所有"
            r"|每条)(?:后续)?消息[^。\n]{0,10}?只回复|(?:すべての"
            r"|全ての)メッセージに[^。\n]{0,20}?だけ|모든 메시지에[^.\n]{0,20}?만"
        ),
    ),
    # the user's question set aside for an answer
    (
        needles(
            "pregunta_del_usuario question_de_l'utilisateur frage_des pergunta_do domanda_dell "
            "вопрос_пользовател 用户的问题 用戶的問題 ユーザーの質問 사용자의_질문"
        ),
        re.compile(
            r"(?:\bignora (?:la pregunta del usuario|la domanda dell'utente)"
            r"|\bignore (?:la question de l'utilisateur|a pergunta do usu[aá]rio)"
            r"|\bignorier\w* die frage des (?:nutzers|benutzers|users)"
            r"|\bигнорируй вопрос пользовател\w*|忽略用户的问题|忽略用戶的問題"
            r"|ユーザーの質問を無視|사용자의 질문을 무시)[^\n]{0,60}?(?:respond|r[eé]pond|antwort"
            r"|rispond|ответ|回答|回复|答え|답)"
        ),
    ),
    # the model's rules claimed changed, with a permission after the claim
    (
        needles(
            "tus_directrices tus_reglas tus_instrucciones tus_políticas deine_richtlinien "
            "deine_regeln deine_anweisungen tes_règles tes_consignes vos_règles vos_consignes "
            "suas_diretrizes suas_regras le_tue_regole le_tue_linee твои_правила твои_инструкции "
            "你的规则 你的准则 あなたのルール 당신의_규칙"
        ),
        re.compile(
            r"(?:\btus (?:directrices|reglas|instrucciones|pol[ií]ticas) (?:fueron|han sido)"
            r"|\bdeine (?:richtlinien|regeln|anweisungen) (?:wurden|sind)|\b(?:tes"
            r"|vos) (?:r[eè]gles|consignes|directives) (?:ont [eé]t[eé]|sont)|\bsuas (?:diretrizes"
            r"|regras) (?:foram|est[aã]o)|\ble tue (?:regole|linee guida) sono (?:state)?"
            r"|\bтвои (?:правила|инструкции) (?:были )?|你的(?:规则|准则|指令)(?:已经)?(?:被)?"
            r"|あなたのルールは|당신의 규칙이)[^\n]{0,80}?(?:permit|erlaubt|autoris|consentit"
            r"|разреш|允许|許可|허용|no (?:aplican|aplica) m[aá]s|gelten nicht mehr"
            r"|ne s'appliquent plus|n[aã]o se aplicam mais)"
        ),
    ),
    # the tools the model has, asked for
    (
        needles(
            "herramientas tools werkzeuge outils ferramentas strumenti инструмент 工具 ツール 도구"
        ),
        re.compile(
            r"\b(?:lista|muestra|enumera|dime|zeig|list|nenn|liste|affiche|donne|mostre|diga"
            r"|elenca|mostra|перечисли|покажи|назови)\w*[^.\n]{0,30}?(?:herramientas|tools"
            r"|werkzeuge|funktionen|outils|fonctions|ferramentas|fun[cç][oõ]es|strumenti|funzioni"
            r"|инструмент\w*|функци\w*)[^.\n]{0,20}?(?:que tienes|a (?:las|los) que tienes acceso"
            r"|auf die du zugriff hast|die du (?:hast|nutzen kannst)|que tu as|auxquel\w* tu as"
            r"|dont tu disposes|que voc[eê] tem|a que voc[eê] tem acesso|che hai|a cui hai accesso"
            r"|котор\w+ у тебя есть|к котор\w+ у тебя есть доступ)|列出你(?:可以使用|能使用|拥有"
            r"|有)的(?:所有)?工具|使える(?:すべての)?ツールを(?:すべて)?(?:列挙|一覧|教え)"
            r"|사용할 수 있는 (?:모든 )?도구(?:를|들을)? (?:나열|알려|보여)"
        ),
    ),
    # a bulk deletion without confirmation
    (
        needles(
            "sin_pedir sin_preguntar sin_confirm ohne_nachzufragen ohne_rückfrage ohne_bestätigung "
            "sans_confirmation sans_demander sem_confirma sem_perguntar senza_conferma "
            "senza_chiedere без_подтвержден без_вопросов 无需确认 不要确认 不需要确认 確認せず "
            "確認なし 확인_없이"
        ),
        re.compile(
            r"\b(?:borra|elimina|l[oö]sche|supprime|efface|apague|exclua|cancella"
            r"|удали)\w* (?:todas|todos|alle|tous|toutes|tutti|tutte|все"
            r"|всё)\b[^.\n]{0,80}?\b(?:sin (?:pedir |preguntar|confirmaci)|ohne (?:nachzufragen"
            r"|r[uü]ckfrage|best[aä]tigung)|sans (?:confirmation|demander)|sem (?:confirma"
            r"|perguntar)|senza (?:conferma|chiedere)|без (?:подтвержден|вопросов))"
            r"|删除所有[^。\n]{0,20}?(?:无需|不要|不需要)确认|(?:无需|不要"
            r"|不需要)确认[^。\n]{0,10}?删除所有|確認(?:せず|なし)に?[^。\n]{0,20}?(?:すべて"
            r"|全て)削除|확인 없이 (?:모두|전부) 삭제"
        ),
    ),
    # round 31's errands: the user's things sent to an address, their 2FA or front door
    (
        needles(
            "mis_ mi_ tus_ meine mein_ meinen mes_ mon_ ma_ meus_ minhas minha meu_ miei mie_ "
            "mio_ mia_ мои_ мой_ мою_ мою_"
        ),
        re.compile(
            r"\b(?:env[ií]a|reenv[ií]a|manda|comparte|exporta|sende|schick\w*|leite\w*|teile"
            r"|exportiere|envoie|transf[eè]re|partage|exporte|envie|encaminhe|compartilhe|invia"
            r"|inoltra|condividi|esporta|отправ\w*|перешли\w*|пересыл\w*|поделись)\b[^.\n]{0,40}?"
            r"\b(?:mis|mi|tus|meine[nm]?|mein|mes|mon|ma|meus|minhas|minha|meu|miei|mie|mio|mia"
            r"|мои|мой|мою)\b[^.\n]{0,80}?(?:(?<![\w.+-])[\w.+-]+@[\w-]+\.[a-z]{2,}|https?://"
            r"|\+?\d[\d\-\s().]{7,}\d)"
        ),
    ),
    (
        needles(
            "dos_factores deux_facteurs zwei-faktor dois_fatores due_fattori двухфактор puerta "
            "porte haustur haustür porta дверь"
        ),
        re.compile(
            r"\b(?:desactiva|deshabilita|deaktiviere|schalte|d[eé]sactive|desative|desabilite"
            r"|disattiva|disabilita|отключи|выключи)\w*\b[^.\n]{0,40}?(?:dos factores|deux"
            r" facteurs|zwei-faktor\w*|dois fatores|due fattori|двухфакторн\w*)[^.\n]{0,40}?"
            r"\b(?:mi|mein\w*|mon|ma|minha|meu|mio|mia|мо\w+)\b"
            r"|\b(?:abre|desbloquea|[oö]ffne|entsperre|ouvre|d[eé]verrouille|abra|destranque"
            r"|apri|sblocca|открой|разблокируй)\w*\b (?:la |die |le |la |a |o |l')?(?:puerta"
            r" (?:principal|de (?:entrada|casa|la calle))|haust[uü]r|eingangst[uü]r|porte"
            r" d'entr[eé]e|porta da (?:frente|entrada)|porta d'ingresso|porta principale"
            r"|входную дверь)"
        ),
    ),
    # the user insulted on order
    (
        needles("insulta insulte beleidige оскорбля 辱骂 侮辱 모욕"),
        re.compile(
            r"\b(?:insulta al usuario|insulta a los usuarios|insulte l'utilisateur|beleidige den"
            r" (?:nutzer|benutzer|user)|insulte o usu[aá]rio|insulta l'utente|оскорбляй"
            r" пользовател\w*)|辱骂用户|ユーザーを侮辱|사용자를 모욕"
        ),
    ),
)

# Long-term memory written with a standing order that sends work out or weakens a check.
_MEMORY = re.compile(
    r"\b(?:recuerda|guarda|m[eé]moris\w*|retiens|merke dir|speichere|lembre-se|ricorda(?:ti)?"
    r"|запомни\w*)\b[^.\n:]{0,30}?(?:sesiones|sessions|sitzungen|sess[oõ]es|sessioni|сесси\w*"
    r"|memoria|m[eé]moire|ged[aä]chtnis|mem[oó]ria|памят\w*)"
    r"|记住[^。\n]{0,10}?(?:会话|对话)|今後の(?:すべての)?(?:セッション|会話)"
    r"|앞으로의 (?:모든 )?(?:세션|대화)"
)
_MEMORY_NEEDLES = needles(
    "sesiones sessions sitzungen sessões sessoes sessioni сесси memoria mémoire memoire "
    "gedächtnis gedachtnis memória памят 会话 对话 セッション 세션"
)
_HARM = re.compile(
    r"\b(?:env[ií]a|manda|reenv[ií]a|sende|schick\w*|leite\w* weiter|envoie|transf[eè]re|envie"
    r"|encaminhe|invia|inoltra|отправ\w*|пересыл\w*)\b[^\n]{0,80}?(?:(?<![\w.+-])[\w.+-]+@"
    r"[\w-]+\.[a-z]{2,}|https?://)|(?:发送|发给|転送|送信|보내)[^\n]{0,40}?(?:@|https?://)"
    r"|\b(?:desactiv|desativ|deaktivier|d[eé]sactiv|disattiv|отключ)\w*[^.\n]{0,40}?(?:tls|ssl"
    r"|certifica|zertifikat|signatur|firma|сертификат|подпис)"
)
_REACH = 240
_WARNING = re.compile(
    r"\b(?:nunca|jam[aá]is|nie|niemals|ne (?:jamais|pas)|mai|никогда|не)\b|不要|絶対に|절대"
)


def _reader_told(folded: str) -> bool:
    for m in find_near(_READER, folded, _READER_NEEDLES, reach=PHRASE_REACH):
        end = folded.find("\n\n", m.end())
        if _TOLD.search(folded, m.end(), min(m.end() + _REACH, len(folded) if end < 0 else end)):
            return True
    return False


def _memory_poisoned(folded: str) -> bool:
    for m in find_near(_MEMORY, folded, _MEMORY_NEEDLES, reach=PHRASE_REACH):
        harm = _HARM.search(folded, m.end(), m.end() + _REACH)
        if harm and not _WARNING.search(folded, m.end(), harm.start()):
            return True
    return False


def orders_abroad(folded: str) -> bool:
    """Folded ``text`` gives one of rounds 28-29's orders in another language."""
    return (
        _reader_told(folded) or any_unwarned(_RULES, folded, _WARNING) or _memory_poisoned(folded)
    )


__all__ = ["orders_abroad"]
