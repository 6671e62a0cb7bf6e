"""The lexicons of core/prompt_injection_unasked (round 101), on folded text (lower case, accents
stripped; scripts written without spaces matched as substrings).

READER_ANCHORS and TASK_ANCHORS are the literals the rule looks around; the rest are the parts
that must stand in the same clause."""

from __future__ import annotations

# Who reads the data: an AI by its kind, in the languages of the sweep (a word of its own, not
# "ssh-agent", "user agent" or "robot").
AI_WORD = (
    r"(?<![^\W_])(?<![@/-])(?:ai|a\.i\.|llm|gpt|copilot|chatbots?|bots?|assistants?|agents?"
    r"|(?:language )?models?|automated (?:readers?|agents?|assistants?|systems?)|asistentes?"
    r"|assistentes?|assistent(?:en|e)?|asistan\w*|asysten\w*|asisten|ki|ia|ии(?:-\w+)?|ассистент\w*"
    r"|нейросет\w*|tro ly)(?![^\W_])(?<!\buser agent)"
    r"|(?:ai|ki)-(?:assistent\w*|agent\w*)|(?:أيها )?(?:المساعد|النموذج)|الذكاء الاصطناعي"
    r"|助手|智能体|アシスタント|エージェント|aiモデル|어시스턴트|에이전트|비서|सहायक|मॉडल"
)
# (the anchors the AI words are found by; each checked against AI_WORD where it stands)
# (the common kind words of English documentation, "model", "agent", "bot", only with an
# address's mark after them: each occurrence of a bare anchor cost a lookup and a match)
_MARKS = (
    ",", ":", " -", " —", "!", ")", "]", "，", "：", " reading", " processing", " summar",
    " handl", " answer", " should", " must", " review", " edit", " brows", " instructions",
    " note", " que", " che", " die", " that read", " who read",
)  # fmt: skip
READER_ANCHORS = (
    "assistant", "asistente", "assistente", "assistent", "asistan", "asysten", "asisten",
    "llm", "gpt", "copilot", "automated", "ai ", "ai:", "ai,", "ai-", "ia :", " ia:", " ia ",
    " ia,", "'ia", "ki,", "ki:", "ki-", " ki ", "ии", "ассистент", "нейросет", "tro ly",
    "المساعد", "النموذج", "الذكاء", "助手", "智能体", "アシスタント", "エージェント", "aiモデル",
    "어시스턴트", "에이전트", "비서", "सहायक", "मॉडल", "_agent", "_model", "_bot", "agent_",
    "model_", "bot_",
    *(f"{word}{plural}{mark}" for word in ("agent", "model", "bot") for plural in ("", "s")
      for mark in _MARKS),
)  # fmt: skip

# A lead that names the reader's task on this data (answering, summarizing, replying to its
# user), in groups: the anchors a lead holds, how far before its anchor a lead may start, and
# the leads (each group's pattern is tried where a word starts in that reach: one pattern of
# 160 alternatives searched over a window cost ~1 ms a window)
_WHEN = (
    r"(?:when|while|after|before|as|once) (?:you )?(?:are )?(?:done )?(?:summari[sz]\w*|answer\w*"
    r"|repl\w*|respond\w*|process\w*|present\w*|translat\w*|read\w*|refactor\w*|explain\w*)"
    r" (?:(?:on|to|about|questions about) )?(?:this|these|the user)\b"
    r"|before you (?:continue|resume|finish|complete|proceed|go on|carry on|move on|get back to"
    r"|return to)\b"
    r"|(?:before|prior to) (?:answering|replying|responding)(?: to)? (?:the user|this)\b"
)
TASK_LEADS: tuple[tuple[tuple[str, ...], int, str], ...] = (
    (
        ("you summar", "you answer", "you repl", "you respond", "you process", "you present",
         "you translat", "you read", "you refactor", "you explain", "you are done",
         "you continue", "you resume", "you finish", "you complete", "you proceed", "you go on",
         "you carry on", "you move on", "you get back", "you return", "when summar",
         "while summar", "after summar", "before summar", "when answer", "when repl",
         "when respond", "when present", "when translat", "when read", "when process",
         "when refactor", "when explain", "before answer", "before repl", "before respond",
         "prior to answer", "prior to repl", "prior to respond"),
        12,
        _WHEN,
    ),
    (
        ("your answer", "your respons", "your repl", "your summar", "your output", "your review",
         "your tool call", "your final", "your next", "your entire", "your whole"),
        7,
        r"(?:in|into|to) your (?:(?:final|next|entire|whole) )?(?:answer|response|reply|summary"
        r"|output|review|tool call)s?\b",
    ),
    (("your task",), 0, r"your task (?:has changed|is now|changed)\b"),
    (
        ("to the user", "whatever the user"),
        10,
        r"(?:respond|reply|answer) to the user\b|whatever the user (?:asked|asks|says|wants)\b",
    ),
    (("any summary",), 0, r"any summary of this\b"),
    (("task you were",), 4, r"the task you were given\b"),
    # es, pt, fr, de, it, nl
    (
        ("resumas", "resumir", "resumes", "cuando lea", "al leer", "antes de", "tu respuesta",
         "na sua", "ao ler", "tu lis", "avant de", "ta reponse"),
        10,
        r"(?:cuando|al) (?:resumas|resumir|respondas|responder|leas|leer)"
        r" (?:est[ae]|esto|al usuario)"
        r"|antes de (?:resumir|responder|continuar|concluir|terminar|seguir)\b|en tu (?:respuesta"
        r"|resumen)\b|(?:quando|ao) (?:resumir|responder|ler) (?:est[ea]|isto|ao usuario)"
        r"|na sua (?:resposta|resumo)\b|(?:quand|lorsque) tu (?:resumes|reponds|lis)\b"
        r"|avant de (?:poursuivre|continuer|terminer|accomplir) (?:ta|la) tache|dans ta reponse\b",
    ),
    (
        ("wenn du", "bevor du", "in deiner", "riassum", "prima di", "tua risposta", "je taak",
         "in je"),
        30,
        r"wenn du\b[^.!?\n]{0,40}\b(?:zusammenfasst|beantwortest|antwortest)\b"
        r"|bevor du (?:mit )?deine[rn]? aufgabe|in deiner (?:antwort|zusammenfassung)\b"
        r"|quando riassumi\b|prima di (?:rispondere|completare|continuare|riassumere)\b"
        r"|nella tua risposta\b|voordat je (?:verdergaat met )?je taak|in je (?:samenvatting"
        r"|antwoord)\b",
    ),
    # ru, zh, ja, ko, tr, ar, hi, pl, id, vi, sv
    (
        ("прежде чем", "когда", "ответе", "gorevine", "goreve", "ozetlerken", "cevap vermeden",
         "zanim", "podsumowaniu", "sebelum", "meringkas", "truoc khi", "tom tat", "nar du",
         "innan du"),
        10,
        r"прежде чем (?:продолжить|выполнить|ответить)|когда (?:будешь )?(?:отвечать|отвечаешь"
        r"|резюмируешь) (?:пользовател\w*|на это\w*)|в (?:своем|твоем) ответе"
        r"|gorevine devam etmeden|goreve baslamadan|ozetlerken\b|cevap vermeden once"
        r"|zanim (?:dokonczysz|odpowiesz)\b|w podsumowaniu (?:tej|tego)\b"
        r"|sebelum (?:menyelesaikan tugas|menjawab)\b|saat meringkas\b"
        r"|truoc khi (?:tiep tuc nhiem vu|tra loi)\b|khi tom tat\b"
        r"|nar du sammanfattar\b|innan du (?:svarar|slutfor)\b",
    ),
    (
        ("在回答", "回答用户", "在总结", "总结这", "任务前", "回答の", "回答する前", "要約する",
         "タスクを行う前", "답변하기", "요약할", "답변할", "작업을 끝내기", "مهمتك", "المهمة",
         "تلخيص", "قبل الرد", "सारांश", "उत्तर देने", "काम पूरा"),
        12,
        r"在回答|回答用户时|在总结|总结这|完成当前任务前|完成任务前|回答の(?:最初|冒頭|最後)|回答する前"
        r"|要約する(?:とき|際)|タスクを行う前|답변하기 전|요약할 때|답변할 때|작업을 끝내기 전"
        r"|قبل أن تكمل مهمتك|قبل إنجاز المهمة|عند تلخيص|قبل الرد"
        r"|सारांश बनाते समय|उत्तर देने से पहले|काम पूरा करने से पहले",
    ),
)  # fmt: skip
TASK_ANCHORS = tuple(anchor for anchors, _back, _lead in TASK_LEADS for anchor in anchors)

# An act that sends the user's things out (it needs a place: an address, a number, a public page)
OUTWARD = (
    r"\b(?:forward|send|share|upload|post|publish|export|dump|attach|leak)\b|\breply (?=to |with )"
    r"|\be-?mail (?=(?:it|them|this|these|the|all|every|my|his|her|their)\b)"
    r"|\b(?:reenvi\w*|envi[ae]\w*|comparte|manda|sube|publica|encaminhe|envie|compartilhe|mande"
    r"|publique|transfere|envoie|partage|publie|leite\w* \w+ weiter|sende|schick\w*|teile|inoltra"
    r"|invia\w*|condividi|carica|pubblica|stuur\w*|deel|gonder|paylas|yukle|przeslij|wyslij"
    r"|udostepnij|kirim|teruskan|bagikan|unggah|gui|chia se|skicka|vidarebefordra|dela)\b"
    r"|(?<![^\W\d_])(?:перешли|отправь|пошли|поделись|загрузи|опубликуй)"
    r"|转发|发送|发到|发给|共享|分享|上传|导出|転送|送信|共有|전송|보내|공유"
    r"|أرسل|ارسل|شارك|ارفع|انشر|भेज|फ़ॉरवर्ड|फॉरवर्ड|साझा"
)
# An act that spends, destroys, hands out or changes what the user holds (the user's things named)
HARMFUL = (
    r"\b(?:transfer|wire|pay|buy|purchase|check out|delete|remove|erase|empty|wipe|reset"
    r"|change|grant|invite|accept|approve|mark|disable|turn off|unlock|deactivate|cancel"
    r"|decline|reject)\b"
    r"|\bcreate (?:an? |new )?(?:admin|account|token|key|user|rule|filter|forwarding)"
    r"|\badd\b(?:[^.!?\n]|\.(?=\S)){0,60}\bas (?:an? )?(?:owner|admin\w*|editor|collaborator"
    r"|maintainer|member)\b"
    r"|\b(?:call|run|invoke|use) (?:the tool )?\w*(?:delete|remove|transfer|send|pay|grant|wipe)\w*"
    r"|\b(?:borra|elimina|transfiere|paga|compra|cambia|invita|apague|exclua|transfira|pague"
    r"|compre|altere|mude|convide|supprime|efface|vire|paie|achete|modifie|losche|entferne"
    r"|uberweise|bezahle|kaufe|bestelle|andere|cancella|trasferisci|ordina|modifica|disattiva"
    r"|verwijder|betaal|koop|bestel|wijzig\w*|sil|aktar|degistir|usun|przelej|zaplac|zamow|zmien"
    r"|hapus|bayar|beli|ubah|ganti|xoa|thanh toan|chuyen|radera|ta bort|overfor|betala|bestall"
    r"|andra)\b"
    r"|(?<![^\W\d_])(?:удали|переведи|оплати|купи|закажи|измени|отключи)"
    r"|删除|转账|汇款|购买|下单|削除|送金|振り込|購入|注文|삭제|송금|이체|구매|주문"
    r"|احذف|ادفع|اشتر|حو[ّ]?ل|हटा|ट्रांसफर"
)
# A link followed, a page opened, a program installed (it needs an address)
LINK_ACT = r"\b(?:click|visit|open|install|download|go to)\b"
# The user's own things (the reader's principal, named in the third person)
USERS = (
    r"\b(?:the )?user'?s\b|\bof the user\b|\bthe user owns\b"
    r"|\btheir (?:accounts?|e-?mails?|inbox|contacts|calendar|files|cards?|bank|passwords?)\b"
    r"|\b(?:card|payment method|account) on file\b|\bsaved (?:card|payment)|\bstored card\b"
    r"|\b(?:del|al) usuario\b|\b(?:do|ao) usuario\b|\bde l'utilisateur\b"
    r"|\b(?:des|dem) (?:be)?nutzers?\b"
    r"|\bdell'utente\b|\b(?:van )?de gebruiker\b|\bkullanici\w*|\buzytkownik\w*|\bpengguna\b"
    r"|\bnguoi dung\b|\banvandar\w*|(?<![^\W\d_])пользовател\w*"
    r"|用户|ユーザー|사용자|المستخدم|उपयोगकर्ता"
)
# Where something is sent: an address, a link or a host; an account or a phone number; a page
# anyone reads or the sender of the text
ADDRESS = (
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://\S+"
    r"|\b[\w-]+\.(?:com|net|org|io|example|co|info|xyz|ru|cn|app|dev|site|biz|link|top)\b"
)
NUMBER = r"\d[\d -]{6,}\d|\b[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){3,}"
PLACE = (
    r"\b(?:in|to|on) (?:this|the) (?:thread|issue|comment|e-?mail|message|ticket|sender|chat)\b"
    r"|\bpublic(?:ly)?\b|\bgist\b"
)
# The user told something: an alarm, a claim, a fact of the reader's making
TELL_USER = (
    r"\b(?:tell|inform|warn|notify|remind|assure|convince|let)s? (?:the )?(?:user|reader|maintainer"
    r"|recipient|(?:whoever|the person|anyone) you(?:'re| are)"
    r" (?:talking|speaking|chatting|helping)(?: to| with)?)\b(?: know)?"
    r"(?! (?:when|whether|if|how|about|to ask|before|which|what|where|why|who))"
    r"|\bsay (?:that|it|the|this)\b"
    r"|\b(?:dile|di|informa|avisa|comunica|advierte|recuerda)(?:le)? al usuario\b"
    r"|\b(?:diga|avise|informe|comunique|lembre)(?: ao| o)? usuario\b"
    r"|\b(?:dis|informe|previens|avertis|rappelle)(?: a)? l'utilisateur\b"
    r"|\b(?:sag|teile|informiere|warne|erinnere)\w* (?:dem|den) (?:be)?nutzer"
    r"|\b(?:di|comunica|informa|avvisa|ricorda)\w* (?:all'|l')utente\b"
    r"|\b(?:vertel|zeg|meld|laat)\w* (?:aan )?de gebruiker\b"
    r"|\bkullaniciya\b(?:[^.!?\n]|\.(?=\S)){0,90}\b(?:soyle|bildir|ilet|hatirlat)"
    r"|\b(?:powiedz|poinformuj|przekaz|ostrzez)\w* uzytkownik"
    r"|\b(?:beri ?tahu|katakan|beritahukan|informasikan)\w*(?: kepada)? pengguna\b"
    r"|\b(?:noi|bao) (?:voi |cho )?nguoi dung\b"
    r"|\b(?:beratta|tala om|saga|informera)\w*(?: for)? anvandaren\b"
    r"|(?<![^\W\d_])(?:скажи|сообщи|напиши|предупреди|передай)\w* пользовател"
    r"|(?:告诉|通知|提醒|警告)用户|ユーザーに[^。\n]{0,70}(?:伝え|知らせ|言って|警告)"
    r"|사용자에게[^.\n]{0,90}(?:안내|알려|말하|말해|전달|경고)"
    r"|(?:أخبر|اخبر|أبلغ|ابلغ|حذ[ّ]?ر)\w* ?المستخدم|उपयोगकर्ता को[^।\n]{0,50}(?:बताओ|बताएं|बताइए|कहो)"
)
# What a scam tells the user: an alarm about an account, a card or a device, a payment, a
# guarantee, a refund, an approval (a team's note tells the user how long a migration takes)
ALARM = (
    r"\b(?:accounts?|password|card|pin|payment|pay|paid|fee|locked|blocked|suspended|frozen"
    r"|expired|infected|virus|malware|refund\w*|invoice|bank|verify|log ?in|sign ?in|code"
    r"|subscription|invest\w*|guarantee\w*|approved|side effects|wire|transfer|cuenta|tarjeta"
    r"|bloquead\w*|contrasena|pago|pagar|compte|carte|bloque|expire|payer|konto|karte|gesperrt"
    r"|passwort|zahlen|conta|cartao|senha|pagamento|assinatura|account|chiuso|pagamento)\b"
)
# The user's act or the user's knowledge kept away; a code or a secret asked of the user; a
# falsehood ("… even if it wasn't")
HIDDEN = (
    r"\beven (?:if|though) (?:it|they|that|this|he|she|the \w+) (?:isn't|wasn't|didn't|hasn't"
    r"|is not|was not|did not|has not|fails?|failed)\b"
    r"|\bso (?:that )?the user (?:never|doesn't|does not|won't|will not|can't|cannot)\b"
    r"|\bwithout (?:telling|informing|asking|alerting|notifying) the user\b"
    r"|\bnao comente nada\b|\bsin decir nada\b|\bsans rien dire\b"
    r"|\bthe user wants you to\b"
    r"|\bask the user (?:for|to (?:share|send|enter|type|give|read))\b[^.!?\n]{0,40}"
    r"\b(?:code|password|pin|otp|card|cvv|passcode|security)\b"
)
# The reader's output changed: a shape nobody reads, a claim to state, a topic left out
OUTPUT_CHANGE = (
    r"\b(?:emojis?|base64|base 64|morse|backwards|in reverse|reversed|klingon|pig latin|all caps"
    r"|uppercase|capital letters|rot13|leetspeak|binary|in verse|rhym\w*|couplets?)\b"
    r"|\b(?:report|describe|present|portray) (?:this|it|the \w+|them) as\b"
    r"|\bcall (?:the|this|their|its) [^.!?\n]{1,40} '"
    r"|\b(?:say|state|write|stress) (?:that|the product|this)\b"
    r"|\b(?:claim|assert|insist|pretend|allege)s? (?:that )?(?:the|this|it|they|he|she"
    r"|\w+ (?:is|are|was|were))\b"
    r"|\brecommend\b|\brate (?:this|it|the)\b[^.!?\n]{0,30}\d"
    r"|\bopen with\b|\bprefix\b|\bend with\b"
    r"|\bfinish with\b|\b(?:respond|reply) to the user with\b"
    r"|\b(?:codigo morse|sandi morse|majuscules|mayusculas|maiusculas|ruckwarts|a l'envers"
    r"|al reves|tersten|tamamen ters|bieu tuong cam xuc|stihami|стихами)\b"
    r"|\b(?:escribe|escreva|ecris|schreib|scrivi|schrijf|napisz|skriv|tulis|viet|yaz)\w*\b"
    r"[^.!?\n]{0,50}\b(?:que|dass|che|dat|ze|att|bahwa|rang)\b"
    r"|\w+(?:dugunu|digini|tugunu|tigini|dugunu|dukunu)\s+(?:yaz|soyle)\b"
    r"|(?<![^\W\d_])(?:стих\w*|ссылк\w*)|絵文字|이모지|base64|表情|رموز تعبيرية|इमोजी"
    r"|(?:加上|附上)[^。\n]{0,20}(?:访问|链接|网址)"
)
# Something put into the answer (with a literal link, it is an advertisement)
INSERT = (
    r"\b(?:add|include|append|insert|put|anade|incluye|ajoute|inclus|aggiungi|includi|adicione"
    r"|inclua|fuge|voeg|dodaj|tambahkan|them|lagg till|ekle)\b|(?<![^\W\d_])(?:добавь|вставь)"
    r"|加上|附上|追加|추가|أضف|وأضف|जोड़"
)
# A task nobody asked for: a work of a genre of its own or a quiz question, asked for with a
# verb that produces it (before it; after it in Chinese, Japanese and Korean too); arithmetic
_GENRE = (
    r"\b(?:poems?|haikus?|sonnets?|limericks?|stor(?:y|ies)|jokes?|songs?|lyrics|recipes?|riddles?"
    r"|trivia|capital of|prime numbers)\b"
    r"|\b(?:poema|poeme|gedicht|poesia|wiersz|puisi|dikt|cuento|histoire|geschichte|storia"
    r"|chiste|blague|witz|barzelletta|piada|receta|recette|rezept|ricetta|receita|capitale"
    r"|hauptstadt|baskent\w*|hoofdstad|huvudstad|stolica|ibu kota|thu đo|limerick)\b"
    r"|(?<![^\W\d_])(?:рассказ\w*|стихотворени\w*|анекдот\w*|столиц\w*)"
    r"|诗|笑话|故事|首都|素数|소수|수도|농담|قصيدة|نكتة|عاصمة|कविता|चुटकुला|राजधानी"
)
_PRODUCE = (
    r"\b(?:write|compose|tell|give|list|answer|recite|output|name|sing|what is|what's|who"
    r"|escribe|cuenta|dime|da|responde|enumera|escreva|conte|diga|responda|liste|ecris|raconte"
    r"|donne|dis|reponds|schreib\w*|erzahl\w*|gib|nenne|beantworte|scrivi|racconta|dimmi|dai"
    r"|rispondi|elenca|schrijf|vertel|geef|noem|beantwoord|yaz|anlat|soyle|ver|listele|napisz"
    r"|opowiedz|podaj|wymien|tulis|ceritakan|sebutkan|berikan|viet|ke|cho biet|liet ke|skriv"
    r"|beratta|ge)\b"
    r"|(?<![^\W\d_])(?:напиши|расскажи|назови|дай|ответь|перечисли)"
    r"|اكتب|احك|أعط|اذكر|أجب|लिखो|लिखें|सुनाओ|बताओ|写|讲|列出|書いて|答えて|教えて|挙げて|써|작성|알려|답해|나열"
)
# (verbs that close their clause: Chinese, Japanese, Korean, Turkish, Hindi)
_CJK_PRODUCE = (
    r"書いて|答えて|教えて|挙げて|써|작성|알려|답해|나열|\byaz\b|\bsoyle\b|\banlat\b|लिखो|सुनाओ|बताओ"
)
OFF_TASK = (
    rf"(?:{_PRODUCE})(?:[^.!?\n]|\.(?=\S)){{0,45}}(?:{_GENRE})"
    rf"|(?:{_GENRE})[^.!?\n。]{{0,30}}(?:{_CJK_PRODUCE})"
    r"|\bwhat is \d+ ?(?:times|x|\*|plus|minus) ?\d+|\bcompute \d|\b\d+ ?\* ?\d+\b"
)

# With an AI named: something added to its answer beyond the task ("also include …"), or a
# second task after the reader's own ("after summarizing, explain …")
NAMED_EXTRA = (
    r"\balso (?:include|add|answer|write|put|tell|give|list)\b|\b(?:inclua|incluye|ajoute|fuge"
    r"|aggiungi|voeg) (?:tambem|tambien|aussi|auch|anche|ook)\b"
    r"|\b(?:after|once you(?:'ve| have)?) (?:summari[sz]ing|answering|replying|translating)\b"
    r"(?:[^.!?\n]{0,20}), (?:explain|write|compose|tell|list|give|answer|translate|output"
    r"|describe)\b"
)
# The AI described, not spoken to: what it can do, what it is asked by a benchmark, its own
AI_DESCRIBED_AFTER = (
    r"'s\b|\s+(?:team|teams|developers?|engineers?|researchers?|vendors?|company|under test)\b"
    r"|\s+(?:can|could|may|might|will|would|cannot|can't|won't|lets|allows|is able|helps"
    r"|answers|replies|drafts|writes|reads|sends|forwards|generates|produces)\b"
)
AI_DESCRIBED_BEFORE = (
    r"\b(?:asks?|asked|tells?|told|lets?|makes?|prompts?|prompted|forces?|trains?|trained"
    r"|tests?|tested|has|had|gets?|want|wants|our|my)\s+(?:the |an? |this |our |your )?"
    r"(?:[\w-]+ )?$"
)

# Omission: the answer made to leave something out
OMIT = (
    r"\b(?:do not|don't|never|without) mention\w*\b|\bno menciones\b|\bne mentionne pas\b"
    r"|\bnicht erwahn\w*|\bnon menzionare\b|(?<![^\W\d_])не упоминай|不要提|言及しない|언급하지 마"
)
# A role label answering a person's line in an exported chat: no one is spoken to
USER_TURN = (
    r"(?:^|\n)\s*(?:user|human|usuario|utilisateur|benutzer|nutzer|utente|пользователь|用户"
    r"|ユーザー|사용자)\s*:"
)
# Korean and Japanese mark an order on the verb; a negated one forbids
KO_ORDER = r"세요|십시오|해라|하라|해야|해 ?줘|하고|해\b|주세요"
JA_ORDER = r"ください|しなさい|すること|して|せよ|しろ"
CJK_FORBIDS = r"지 ?마|않|しないで|しない|不要|别|勿"
# The AI spoken to, right after its name: a vocative's mark, a participle or a relative clause
# reading this, a duty, a note's label, a JSON key, a dative ("…에게", "…へ", "… के लिए")
ADDRESSED_AFTER = (
    r"[^\S\n]*(?:[,:!،，：、\]]|\s?[—–-]{1,2}\s|\)|-?only\])"
    r"|[^.!?\n\"]{0,16}[,:،，：、](?!\d)"
    r"|_(?:instructions?|message|notes?|task|hint|prompt|directive|only)\w*\"\s*:"
    r"|\s+(?:(?:ai|ia|ki) )?(?:is |are )?(?:reading|processing|summari[sz]ing|handling|answering"
    r"|reviewing|parsing|scanning|editing|triaging|browsing|working on)\b"
    r"|\s+(?:\w+ing (?:this|the) \w+ )?(?:should|must|shall|needs? to|has to|is to|is required to"
    r"|will need to)\b"
    r"|\s+(?:instructions?|notes?|message|only|task)\b"
    r"|\s+(?:(?:ia|ai|ki) )?(?:che|die|som|qui|que|der|das|который|которая|yang|ktory|ktora|الذي"
    r"|đang|dang)\b"
    r"|\s*(?:에게|님|는|은|아|야|へ|の方へ|のあなたへ|には|के लिए|को)"
    r"|(?<=asistanina)|(?<=asistanına)"
)
ADDRESSED_BEFORE = (
    r"(?:\b(?:hey|hi|dear|hello|attention|oye|ola|hola|hallo|lieber|liebe|cher|chere|caro|cara"
    r"|beste|gentile|ciao|to|for|pour|para|per|fur|an|aan|till|al|all'|alla|au|gui|untuk"
    r"|make sure(?: that)?)(?: there)?\s+(?:the |any |all |every |an? |our |your |their |l'|la |el "
    r"|o |den |de |il |lo )?(?:[\w-]+ ){0,2}"
    r"|(?<![^\W\d_])(?:к|для) (?:[\w-]+ ){0,2}|(?:إلى|致|给)\s*(?:\S+\s*){0,4}"
    r"|\b(?:okuyan|읽는|처리하는|する|読む)\s*(?:[\w-]+ ){0,2}"
    r"|\"\w*(?:instruc|message|mensaje|note|nota|task|tarea|hint|prompt|aviso)\w*_)$"
)
