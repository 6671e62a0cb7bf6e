"""The parts that complete round 62's anchors in eighteen languages (issue 19).

What :mod:`memlane.core.prompt_injection_kept_abroad` asks an anchor's sentence to hold besides
the anchor (:mod:`memlane.core.prompt_injection_kept_abroad_words`): a model word and the verdict
handed to it, the judge addressed, a safeguard dropped, an outside address and silence, what a
trigger destroys, what a directive asks for, a verb that adds or carries out, a quoted fragment
of an order; and what clears them: a rubric's condition, a choice, a ban on AI, talk of attacks,
a confirmation asked for. Spelled as folded text is.
"""

from __future__ import annotations

from memlane.core.gated_search import Needles
from memlane.core.prompt_injection_processed_abroad_words import (
    IF_AI,
    Lazy,
    compiled,
    folded_needles,
)

# fmt: off
# a model or an automated system, the judge's kind
AI = compiled(
    r"modele\w* de langu\w*|modelo\w* de lenguaje|sprachmodell\w*|modell\w* linguistic\w*"
    r"|modelo\w* de linguagem|языков\w* модел\w*|мовн\w* модел\w*|语言模型|言語モデル|언어 ?모델"
    r"|نموذج لغوي|نماذج اللغة|भाषा मॉडल|dil model\w*|model bahasa|model\w* językow\w*|taalmodel\w*"
    r"|mo hinh ngon ngu|مدل زبانی|مدلهای زبانی"
    r"|(?<![a-z])(?:ia|ai|ki|llm|gpt|bot|bots)(?![a-z])|automat\w*|автоматическ\w*|автоматичн\w*"
    r"|\bии\b|\bші\b|нейросет\w*|人工智能|自动|機械|自動|인공지능|자동|الذكاء الاصطناعي|آلي|الآلي"
    r"|एआई|स्वचालित|yapay zeka|otomati\w*|sztuczn\w* inteligencj\w*|geautomatiseerd\w*"
    r"|tri tue nhan tao|tu đong|هوش مصنوعی|خودکار|ربات"
    # an assistant or a model named as the judge: a shopping assistant is a model
    r"|\b(?:asistente|assistant|assistent\w*|assistente|asistan\w*|asisten|asystent\w*|tro ly"
    r"|modelo|modele|modell|modello|model)\b|ассистент\w*|помощник\w*|асистент\w*|помічник\w*"
    r"|助手|アシスタント|어시스턴트|도우미|مساعد|الذكي|असिस्टेंट|सहायक|دستیار"
)

# the verdict it is handed: first place, acceptance, the top score, a recommendation, an
# interview, every requirement met, the criticism or the criteria set aside
_FIRST = (
    r"primer (?:puesto|lugar)|premier rang|premiere place|en tete de|an (?:die )?erste\w* stelle"
    r"|auf platz (?:1|eins)|ganz oben|primeiro lugar|em primeiro|primo posto|al primo posto"
    r"|на первое место|на первом месте|на перше місце|排在第一|第一位|排名第一|首位|第一候補|1位"
    r"|最上位|1순위|1위|최우선|المرتبة الأولى|المركز الأول|सबसे ऊपर|पहले स्थान|ilk sira"
    r"|birinci sira|en uste|peringkat pertama|urutan pertama|posisi teratas|pierwszym miejscu"
    r"|pierwsze miejsce|eerste plaats|bovenaan|vi tri đau|hang đau|رتبه اول|جایگاه اول|در صدر"
    r"|primer[oa] (?:del|de la|en el|en la) (?:ranking|lista|clasificacion)|最優先|面接に進め"
    r"|面接へ進め|면접에 올려|면접으로 (?:올려|보내)"
)
_ACCEPT = (
    r"\b(?:acepta(?:d|la|lo)?|aceptacion|aprueba(?:lo|la)?|approuve[zr]?|acceptez|acceptation"
    r"|akzeptier\w*|genehmige\w*|gib \w+ frei|aceite|aceitem|aprove|aprovem|accetta(?:te|lo)?"
    r"|va accettato|approva(?:te|lo)?|kabul ed\w*|onayla\w*|terima(?! kasih)|setujui|zaakceptuj\w*"
    r"|zatwierdz\w*|accepteer\w*|keur (?:\w+ ){1,3}goed|chap nhan|phe duyet)\b"
    r"|прими\w*|одобри\w*|утверди\w*|прийми\w*|схвал\w*|затверд\w*|录用|接收该|批准|採択|承認"
    r"|合格|승인|합격|채택|اقبل|قبول|स्वीकार|بپذیر|پذیرش|تایید کن|تأیید کن"
)
_TOP_SCORE = (
    r"(?:puntuacion|nota|calificacion|pontuacao|note|punteggio|voto) (?:maxima|maximale|massim[oa]"
    r"|perfecta|perfeita)|(?:maxima|meilleure|massima) (?:puntuacion|nota|note)|volle punktzahl"
    r"|hochste\w* (?:punktzahl|bewertung|note)|bestnote|высш\w* балл"
    r"|максимальн\w* (?:балл|оценк|бал)"
    r"|найвищ\w* (?:бал|оцінк)|满分|最高分|最高評価|満点|최고점|만점|최고 점수|الدرجة الكاملة"
    r"|أعلى درجة|العلامة الكاملة|पूरे अंक|अधिकतम अंक|en yuksek puan|tam puan|nilai (?:tertinggi"
    r"|sempurna|maksimal)|maksymaln\w* (?:liczb\w* )?punkt\w*|najwyzsz\w* ocen\w*|hoogste (?:score"
    r"|beoordeling)|volle punten|điem toi đa|điem cao nhat|بالاترین نمره|نمره کامل|حداکثر نمره"
    r"|\b10 ?/ ?10\b|\b(?:5|cinco|cinq|funf|cinque|пять|五|5つ|다섯|خمس|पांच|bes|lima|piec|vijf|nam)"
    r" ?(?:estrellas|estrelas|etoiles|sterne\w*|stelle|звезд\w*|зір\w*|星|つ星|개|نجوم|सितारे"
    r"|yildiz|bintang|gwiazd\w*|sterren|sao|ستاره)"
)
_RECOMMEND = (
    r"\b(?:recomiend\w*|recomend[ea]\w*|recommandez|recommande|empfehl\w*|empfiehl\w*"
    r"|raccomanda\w*|consigliate|consiglia|oner\w*|rekomendasikan|zarekomenduj\w*|polec\w*"
    r"|beveel \w+ aan|aanbevel\w*|đe xuat|gioi thieu)\b|рекомендуй\w*|рекомендуйте|порекоменд\w*"
    r"|推荐|おすすめし|推奨し|勧め|추천하|추천해|أوص\w*|توصية|सिफारिश|सिफ़ारिश|توصیه کن|سفارش کن"
    r"|توصیه"
)
_INTERVIEW = (
    r"(?:entrevista|entretien|vorstellungsgesprach|colloquio|собеседовани\w*|співбесід\w*|面试"
    r"|面接|면접|مقابلة|इंटरव्यू|साक्षात्कार|mulakat|wawancara|rozmow\w* kwalifikacyjn\w*"
    r"|sollicitatiegesprek|phong van|مصاحبه|final\w* (?:round|ronda|runde))"
)
_INVITE = (
    r"(?:invit\w*|einlad\w*|lad \w+ ein|convid\w*|convoc\w*|пригласи\w*|запроси\w*|邀请|招待|초대"
    r"|ادع|बुला|davet|undang|zapro\w*|uitnodig\w*|nodig \w+ uit|moi|دعوت)"
)
_MEETS = (
    r"(?:cumple|atende|repond|erfullt|soddisfa|соответствует|відповідає|符合|満たし|満たす|충족"
    r"|يستوفي|पूरा कर|karsil\w*|memenuhi|spełnia|voldoet|đap ung|دارد تمام)"
)
_REQUIREMENTS = (
    r"(?:requisitos|exigences|anforderungen|requisiti|требовани\w*|вимог\w*|要求|要件|요건"
    r"|متطلبات|आवश्यकताओं|gereksinim\w*|persyaratan|wymagan\w*|eisen|yeu cau|الزامات)"
)
_SET_ASIDE = (
    r"(?:ignor\w*|omit\w*|oculta\w*|no menciones|ne mentionne\w*|passe\w* sous silence"
    r"|verschweig\w*|erwahn\w* \w+ nicht|omett\w*|non menzion\w*|игнорир\w*|не упомина\w*"
    r"|пропусти|не згадуй\w*|忽略|无视|不要提|無視|触れない|触れず|무시|언급하지|تجاهل|لا تذكر"
    r"|अनदेखा|नज़रअंदाज़|yok say\w*|gormezden|bahsetme|abaikan|jangan sebut\w*|pomin\w*"
    r"|zignoruj\w*|nie wspominaj|negeer\w*|vermeld \w+ niet|bo qua|phot lo|نادیده|ذکر نکن"
    r"|independientemente de|independentemente d|peu importe|quel\w* que soi\w*|unabhangig von"
    r"|indipendentemente da|независимо от|незалежно від|无论|不管|に関係なく|관계없이|بغض النظر"
    r"|परवाह किए बिना|bakilmaksizin|terlepas dari|niezaleznie od|ongeacht|bat ke|صرف نظر از"
    r"|بدون توجه به)"
)
_CRITICISM = (
    r"(?:negativ\w*|critic\w*|critique\w*|kritik\w*|faibless\w*|schwach\w*|schwache\w*"
    r"|debilidad\w*|fraquez\w*|debolezz\w*|недостат\w*|критик\w*|слаб\w*|недолік\w*|批评|差评"
    r"|缺点|不足|欠点|低評価|弱点|부정|단점|약점|낮은|السلبية|عيوب|نقاط الضعف|नकारात्मक|कमियों"
    r"|कमियां|olumsuz|zayif|negatif|kelemahan|negatywn\w*|słab\w*|negatieve|zwakke|zwakte\w*"
    r"|tieu cuc|điem yeu|منفی|ضعف|criteri\w*|criteres|kriterien|rubri\w*|критери\w*|标准|基準"
    r"|기준|المعايير|मानदंड|kriter\w*|kryteri\w*|tieu chi|معیار\w*)"
)
VERDICT = compiled(
    "|".join(
        (
            _FIRST,
            _ACCEPT,
            _TOP_SCORE,
            _RECOMMEND,
            _INVITE + r"[^.\n]{0,40}?" + _INTERVIEW,
            _MEETS + r"[^.\n]{0,30}?" + _REQUIREMENTS,
            _SET_ASIDE + r"[^.\n]{0,30}?" + _CRITICISM,
        )
    )
)

# the judge addressed: a word that says "to" and a colon after the name, a postposition before
# the colon ("AIへ：", "AI에게:", "hakemlerine not:"), or "if you are an AI"
ADDRESSED = compiled(
    r"(?:^|[^\w'])(?:para|al|a|aux?|a l'|pour|fur|an|aos?|as|a los|a las|per|all'|agli|alle|ai"
    r"|untuk|kepada|dla|aan|voor|estimad\w*|cher|chere|sehr geehrte\w*|prezad\w*|gentil[ei]"
    r"|szanown\w*|geachte|kinh gui|sayin|уважаем\w*|шановн\w*|عزيزي|प्रिय"
    r"|gui|to|dear|bitte an|nota|note|hinweis|instrucao|instruccion|instruction|примечание"
    r"|для|إلى|الى|ملاحظة|به|برای|के लिए)(?:[^\w:]|$)[^:\n]{0,100}:|(?:致|给)[^:\n]{0,60}:"
    r"|(?:へ|에게|께|के लिए(?: निर्देश)?|(?:in|n)?[ei] not|请注意|注意)\s?:"
    # the Turkish dative of a possessed noun: "tarama sistemine:", "hakemlerine:"
    r"|\w(?:sine|sina|lerine|larina|ine|ina)\s?:"
    r"|" + IF_AI.pattern
)
# a rubric's condition: "full marks only if", "solo si", "nur wenn", "только если"
ONLY_IF = compiled(
    r"\b(?:solo si|solamente si|seulement si|uniquement si|nur wenn|nur falls|somente se|apenas se"
    r"|solo se|soltanto se|sadece|yalnizca|hanya jika|tylko (?:jesli|gdy)|alleen als|chi khi)\b"
    r"|только если|лише якщо|тільки якщо|仅当|只有|のみ|場合に限り|경우에만|فقط إذا|केवल तभी"
    r"|فقط اگر|تنها در صورتی"
)
# a verdict offered as a choice ("accept or reject") or a ban on using AI: a reviewer's guideline
CHOICE = compiled(
    r"\b(?:o (?:el )?rechazo|ou (?:le )?rejet|oder ablehnung|ou (?:a )?rejeicao|o (?:il )?rifiuto"
    r"|veya ret|atau tolak|lub odrzuc\w*|of afwijz\w*|hoac tu choi)\b|или отклон\w*|або відхил\w*"
    r"|或拒|或不|または不|여부|أو رفض|या अस्वीकार|یا رد"
    r"|\b(?:prohibid\w*|interdit\w*|verboten|nicht (?:verwendet|benutzt|genutzt)|proibid\w*"
    r"|vietat\w*|yasak\w*|dilarang|jangan gunakan|zakazan\w*|niet gebruiken|gebruik geen"
    r"|khong su dung"
    r"|no (?:usar|uses|utilices|pueden usar)|nao (?:use|usar|utilize))\b|запрещ\w*|заборон\w*"
    r"|禁止|请勿使用|不得使用|금지|ممنوع|निषिद्ध|ممنوع"
)
# talk about these attacks, on a security page: "attaques", "Angreifer", "攻击", "공격"
TALK = compiled(
    r"\b(?:ataque\w*|atacante\w*|attaque\w*|attaquant\w*|angriff\w*|angreifer\w*|attacc\w*"
    r"|saldiri\w*|serangan|penyerang|atak\w*|atakuj\w*|aanval\w*|tan cong|inyeccion|injection"
    r"|injektion|injecao|iniezione|phishing|manipul\w*)\b"
    r"|атак\w*|злоумышленник\w*|зловмисник\w*|攻击|攻撃|공격|هجوم|مهاجم|हमल\w*|حمله|مهاجم"
)

# a safeguard dropped: asking or confirming waived, consent claimed, review or tests skipped,
# a push straight to main
DROPPED = compiled(
    r"\bsin (?:pedir\w*|preguntar\w*|consultar\w*|avisar\w*|confirmaci\w*|permiso|autorizaci\w*"
    r"|revision|pasar por)\b|\bno hace falta (?:pedir|preguntar|confirmar)"
    r"|\bnunca (?:le )?(?:pidas|preguntes|pedir|preguntar)\b"
    r"|\bya (?:lo )?(?:aprobo|autorizo|ha autorizado|ha aprobado|dio (?:su )?permiso|consintio)\b"
    r"|\bsans (?:lui )?(?:demander|confirmation|permission|autorisation|prevenir|revue|relecture"
    r"|verification|passer par)\b|qu'on lui demande|\bne (?:lui )?demande (?:plus )?jamais"
    r"|\ba deja (?:approuve|autorise|valide|accepte)\b"
    r"|\bohne (?:ruckfrage|nachfrage|bestatigung|erlaubnis|zu fragen|review|code-review|prufung"
    r"|freigabe|tests)\b|\bnie(?:mals)? (?:nach)?fragen\b|\bfrag (?:nie|niemals|nicht)\b"
    r"|\bhat (?:bereits |schon )?(?:zugestimmt|genehmigt|freigegeben|autorisiert|erlaubt)\b"
    r"|\bsem (?:pedir|perguntar|confirmacao|permissao|autorizacao|revisao)\b"
    r"|\bnunca (?:pergunte|peca)\b|\b(?:ja )?(?:aprovou|autorizou|consentiu)\b"
    r"|\bsenza (?:chiedere|conferma|permesso|autorizzazione|revisione)\b|\bnon chiedere mai\b"
    r"|\bha gia (?:approvato|autorizzato|acconsentito)\b"
    r"|без (?:подтвержден|спрос|разрешени|согласовани|ревью|проверк|вопрос|підтвердж|дозвол"
    r"|запит|перевірк|погодж)\w*|не спрашива\w*|не питай\w*|(?:разрешил|одобрил|дозволив"
    r"|схвалив)\w* (?:тебе|вам|ассистенту|асистенту)?"
    r"|不询问|不要询问|无需(?:确认|询问|审查|批准)|不需要(?:确认|询问)|不用(?:确认|询问|问)"
    r"|不必(?:确认|询问|问)|已(?:同意|授权|批准|允许)|跳过(?:代码)?(?:审查|审核|测试)"
    r"|確認(?:は|を)?不要|確認せず|確認なし|聞かずに|許可なし|許可を(?:取らず|求めず)|承認済み"
    r"|同意済み|テスト(?:は|を)?(?:実行|走ら)せず"
    r"|확인(?:을 )?(?:받지|하지 ?않|없이)|확인받는 것을 원하지|묻지 않|허락 없이|승인 없이"
    r"|이미 (?:승인|동의|허락)"
    r"|(?:دون|بدون) (?:سؤال|تأكيد|إذن|موافقة|مراجعة)|لا تسأل|وافق مسبق|وافق بالفعل"
    r"|अनुमति (?:मत|न) पूछ|बिना (?:पूछे|अनुमति|पुष्टि)|पहले (?:से|ही) (?:मंज़ूरी|अनुमति|सहमति)"
    r"|\bonay (?:istenmesini istemiyor|istemeden|almadan|sormadan)|\bsormadan\b"
    r"|\bizin (?:almadan|istemeden)\b|\bzaten (?:onayladi|izin verdi)\b|incelemesini atla"
    r"|\btanpa (?:konfirmasi|bertanya|izin|persetujuan|review|tinjauan|meminta)\b"
    r"|\bsudah (?:menyetujui|mengizinkan|memberi izin)\b"
    r"|\bbez (?:potwierdzeni|pytani|zgody|pozwoleni|przegladu|review)\w*|\b(?:nigdy )?nie pytaj\b"
    r"|\bjuż (?:zatwierdził|się zgodził|wyraził zgodę)\b"
    r"|\bzonder (?:bevestiging|te vragen|toestemming|review|controle)\b"
    r"|\b(?:nooit|niet) (?:meer )?om (?:bevestiging|toestemming)\b"
    r"|\bheeft (?:al )?(?:goedgekeurd|toestemming gegeven|ingestemd)\b"
    r"|\bkhong can (?:hoi|xac nhan|xin phep)\b|\bđa (?:đong y|cho phep|phe duyet)\b"
    r"|بدون (?:پرسیدن|تایید|تأیید|اجازه)|برای (?:تایید|تأیید) از (?:او|کاربر) (?:سوال|سؤال)"
    r"|(?:قبلا|قبلاً) (?:تایید|تأیید|موافقت)"
    r"|\bsans (?:validation|approbation|accord|relecture)\b|\bt'a (?:deja )?autorise\b"
    r"|\bte (?:ha )?autorizo\b|\bhat dich (?:bereits )?(?:autorisiert|ermachtigt)\b"
    r"|\bhat dir (?:bereits )?erlaubt\b|\bte autorizou\b|\bti ha (?:gia )?autorizzat\w*"
    # "does not want to be asked"
    r"|\bno quiere (?:que le (?:pregunten|consulten)|confirmaciones|ser consultad\w*)"
    r"|\bne veut (?:plus |pas )?(?:etre )?(?:consulte|sollicite|qu'on lui demande)"
    r"|\bwill (?:nicht|nie) (?:mehr )?gefragt werden|\bnicht mehr gefragt\b"
    r"|\bnao quer (?:ser )?(?:consultad\w*|perguntad\w*|confirmacoes)"
    r"|\bnon vuole (?:essere )?(?:interpellat\w*|disturbat\w*|conferme)"
    r"|не хочет,? чтобы (?:его |ее )?(?:спрашивали|беспокоили)|не хочет подтверждени\w*"
    r"|не хоче,? щоб (?:його |її )?(?:питали|турбували)|\bsorulmasini istemiyor"
    r"|\btidak (?:mau|ingin) ditanya|\bnie chce,? (?:być|by go) pyta\w*"
    r"|\bwil (?:niet|nooit) (?:meer )?(?:gevraagd|gestoord)|\bkhong muon bi hoi"
    r"|نمیخواهد (?:از او )?(?:سوال|سؤال|پرسیده)"
    r"|不需要.{0,8}?确认|无需.{0,8}?确认|不用.{0,8}?确认|不必.{0,8}?确认"
    r"|(?:확인|물어보|묻)(?:하)?지 ?말"
    # a push straight to the main branch
    r"|(?:directamente|directement|direkt|diretamente|direttamente|напрямую|напряму|直接|そのまま"
    r"|바로|مباشرة|सीधे|dogrudan|langsung|bezposrednio|rechtstreeks|direct|truc tiep|مستقیم)"
    r"[^.\n]{0,20}?\b(?:main|master)\b"
)

# somewhere outside, and the work sent there without a word
OUTSIDE = Lazy(r"git@[\w.-]+|https?://\S+|rsync://\S+|[\w.+-]+@[\w-]+\.\w|\bscp\b|\brsync\b")
SEND_OUT = compiled(
    r"\b(?:push\w*|sync\w*|cop(?:i|y)\w*|kopi\w*|wysył\w*|envoie\w*|sendet|schickt"
    r"|envia\w*|invia\w*|stuurt|verstuurt|gonder\w*|kirim\w*|upload\w*|sube|carga)\b"
    r"|отправля\w*|копиру\w*|скопир\w*|надсила\w*|копіюй|推送|同步|复制|上传|コピー|送信|プッシュ"
    r"|同期|복사|푸시|전송|업로드|동기화|نسخ|يرسل|भेज|ارسال|بفرست|میفرستد|کپی"
)
# every QUIET alternative holds one of these: a text without any (nearly every English one,
# where "hook" and "cron" abound) skips the planted rule before its anchor is looked for
QUIET_NEEDLES: Needles = folded_needles(
    "sin_decir sin_avisar sin_mencionar en_silencio menciones sans_dire sans_le_dire "
    "sans_mentionner sans_le_mentionner sans_prevenir sans_le_prevenir en_silence discretement "
    "ne_le_mentionne heimlich unbemerkt stillschweigend erwahn ohne_zu ohne_es_zu sem_avisar "
    "sem_dizer sem_mencionar em_silencio nao_mencione senza_dirlo senza_avvisare senza_menzionar "
    "in_silenzio di_nascosto не_говори не_сообщай не_упоминай не_кажи не_повідомляй не_згадуй "
    "никому_не нікому_не незаметно непомітно молча 不要告诉 不要提 悄悄 默默 偷偷 黙って こっそり "
    "知らせず 言わずに 알리지 말하지 몰래 조용히 دون_إخبار دون_علم بصمت بدون_علم बिना_बताए चुपचाप "
    "soylemeden haber_vermeden sessizce gizlice bahsetme tanpa_memberi_tahu tanpa_sepengetahuan "
    "diam-diam jangan_beri_tahu jangan_bilang nie_mow nie_wspominaj nie_informuj po_cichu "
    "potajemnie zonder_te zonder_het_te stilletjes vermeld_het_niet vermeld_dit_niet khong_noi "
    "khong_bao khong_nhac am_tham مخفیانه بدون_اطلاع بدون_گفتن چیزی_نگو بی_سر_و_صدا"
)
QUIET = compiled(
    r"\bsin (?:decir\w*|avisar\w*|mencionar\w*)|\ben silencio\b|\bno (?:lo )?menciones\b"
    r"|\bsans (?:le )?(?:dire|mentionner|prevenir)\b|\ben silence\b|\bdiscretement\b"
    r"|\bne le mentionne\w* pas\b|\bheimlich\b|\bunbemerkt\b|\bstillschweigend\b"
    r"|\berwahn\w* (?:das |es |dies )?nicht\b|\bohne (?:es )?zu (?:erwahnen|sagen)\b"
    r"|\bsem (?:avisar|dizer|mencionar)\b|\bem silencio\b|\bnao mencione\b"
    r"|\bsenza (?:dirlo|avvisare|menzionar\w*)\b|\bin silenzio\b|\bdi nascosto\b"
    r"|не (?:говори|сообщай|упоминай|кажи|повідомляй|згадуй)\w*|никому не|нікому не|незаметно"
    r"|непомітно|молча|不要告诉|不要提|悄悄|默默|偷偷|黙って|こっそり|知らせず|言わずに"
    r"|알리지 ?마|말하지 ?마|몰래|조용히|دون (?:إخبار|علم)|بصمت|بدون علم|बिना बताए|चुपचाप"
    r"|\b(?:soylemeden|haber vermeden|sessizce|gizlice|bahsetme)\b"
    r"|\btanpa (?:memberi tahu|sepengetahuan)\b|\bdiam-diam\b|\bjangan (?:beri tahu|bilang)\b"
    r"|\bnie (?:mow|wspominaj|informuj)\w*|\bpo cichu\b|\bpotajemnie\b"
    r"|\bzonder (?:het )?te (?:zeggen|melden|vermelden)\b|\bstilletjes\b"
    r"|\bvermeld (?:het|dit) niet\b"
    r"|\bkhong (?:noi|bao|nhac)\b|\bam tham\b|مخفیانه|بدون (?:اطلاع|گفتن)|چیزی نگو|بی سر و صدا"
)

# what only an attacker wants done later: backups, every file, branches or the database gone
DESTROYED = compiled(
    r"(?:copias? de seguridad|respaldo\w*|backup\w*|back-ups?|sauvegarde\w*|sicherung\w*"
    r"|copias? de seguranca|резервн\w*|备份|バックアップ|백업|النسخ الاحتياطية|बैकअप|yedek\w*"
    r"|cadangan|kopi\w* zapasow\w*|sao luu|پشتیبان|بکاپ"
    r"|\b(?:ramas|branches|zweige|ramos|rami|dallar\w*|cabang|gałęz\w*|takken|nhanh)\b|ветки"
    r"|гілки|分支|ブランチ|브랜치|الفروع|ब्रांच|شاخه"
    r"|base de datos|\bdatenbank\w*|banco de dados|\bdatabase\b|базу? данных|базу даних|数据库"
    r"|データベース|데이터베이스|قاعدة البيانات|डेटाबेस|veritaban\w*|basis data|baz\w* danych"
    r"|databank|co so du lieu|پایگاه داده"
    r"|(?:todos los|tous les|alle|todos os|tutti i|все|всі|所有|すべての|全ての|모든|جميع|सारी"
    r"|सभी|tum|semua|wszystkie|tat ca|toan bo|همه)[^.\n]{0,16}?(?:archivos|ficheros|fichiers"
    r"|dateien|arquivos|file|файлы|файли|文件|ファイル|파일|الملفات|फ़ाइलें|फाइलें|dosya\w*|pliki"
    r"|bestanden|tep|فایل\w*))"
)

# a confirmation asked for: "pide confirmación", "必ず確認"
CONFIRM = compiled(
    r"\b(?:confirm\w*|bestatig\w*|conferm\w*|onay\w*|konfirmasi|potwierdz\w*|bevestig\w*"
    r"|xac nhan)\b|подтвер\w*|підтвер\w*|确认|確認|확인|تأكيد|पुष्टि|تایید|تأیید"
)
# the work a planted line copies out: the repository, the project, the keys
WORK = compiled(
    r"\b(?:repo\w*|proyecto|projet|projekt\w*|projeto|progetto|depo\w*|katalog\w*|codigo|code"
    r"|kod\w*|quellcode|claves?|cles?|schlussel\w*|chiav\w*|chaves?|anahtar\w*|kunci|klucz\w*"
    r"|sleutels?|khoa|credentials?|secrets?)\b|\.ssh|\.env|\.aws|проект\w*|репозитор\w*|ключ\w*"
    r"|код\w*|仓库|代码|项目|密钥|リポジトリ|コード|プロジェクト|鍵|저장소|코드|프로젝트|키|المستودع"
    r"|المشروع|مفاتيح|रिपॉजिटरी|प्रोजेक्ट|कुंजी|مخزن|پروژه|کلید"
)
# granting: "erteile", "concedi", "выдай", "授予", "부여"
GRANT = compiled(
    r"\b(?:concede|otorga|da|dale|accorde[zs]?|donne[zs]?|erteile|gewahre|vergib|gib|conceda"
    r"|de|concedi|dai|assegna|ver|berikan|beri|nadaj|przyznaj|geef|cap|trao)\b|выдай|дай|предоставь"
    r"|надай|видай|授予|赋予|给予|开通|付与|与え|부여|امنح|اعط|दे दो|दें|بده|اعطا کن"
)
# what a tool result's directive asks for: a credential at a host, admin rights, calm
PIN = compiled(r"\b(?:pin|cvv|seed)\b|пин-?код\w*|暗証番号")
ADMIN = compiled(
    r"\b(?:administrador\w*|administrateur\w*|admin\w*|amministrator\w*|yonetici\w*"
    r"|administrator\w*|beheerder\w*|quan tri)\b|администратор\w*|адміністратор\w*|管理员"
    r"|管理者|관리자|المسؤول|مسؤول|एडमिन|مدیر"
)
NOTHING_CHANGED = compiled(
    r"no ha cambiado nada|nada ha cambiado|rien n'a change|nichts (?:hat sich )?geandert"
    r"|nada mudou|non e cambiato nulla|nulla e cambiato|ничего не изменил\w*|нічого не змінил\w*"
    r"|没有任何变化|什么都没变|何も変わって|아무것도 바뀌지|لم يتغير شيء|कुछ नहीं बदला"
    r"|hicbir sey degismedi|tidak ada yang berubah|nic sie nie zmienilo|niets (?:is )?veranderd"
    r"|khong co gi thay đoi|چیزی تغییر نکرده"
)

# verbs that add a line, and verbs that carry an order out
ADD = compiled(
    r"\b(?:anade|agrega|anadid|ajoute\w*|fug\w* \w+ hinzu|erganze|trag\w* \w+ ein|adicione"
    r"|acrescente|inclua|aggiungi|inserisci|ekle|tambahkan|masukkan|dodaj|dopisz|voeg \w+ toe"
    r"|them vao|bo sung)\b|добавь\w*|допиши|впиши|додай\w*|添加|加入|写入|加上|追記|追加|書き込"
    r"|추가|넣어|أضف|اكتب|जोड़|اضافه کن|بنویس"
)
EXECUTE = compiled(
    # (not "execute" alone: English spells it so, and English code joins strings)
    r"\b(?:ejecuta\w*|cumplelo|obedece|executez|execute(?:-le|-la| le| la| les| ca| cela| l')"
    r"|execute-o|execute o|executa|applique[zs]?|obeis"
    r"|fuhr\w* \w+ aus|ausfuhren|befolge\w*|cumpra|obedeca|esegui\w*|obbedisci|calistir|uygula"
    r"|yerine getir|jalankan|laksanakan|lakukan|wykonaj|zastosuj|voer \w+ uit|uitvoeren|thuc hien"
    r"|lam theo)\b|выполни\w*|исполни|виконай|执行|照做|実行|従って|실행|따르|نفذ|चलाओ|पालन करो"
    r"|اجرا کن|انجام بده|اجرایش کن"
)
# a quoted fragment of an attacker's order: rules dropped, something deleted or sent out, a
# password, the mail or the files — not "ls" and "-la" joined in a shell tutorial
_ORDER_WORD = (
    r"ignor|olvida|oublie|vergiss|esquece|dimentica|забудь|забуд|忽略|無視|무시|تجاهل|अनदेखा"
    r"|yok say|abaikan|zignoruj|negeer|bo qua|نادیده"
    r"|borra|elimina|supprime|losch|apag|cancella|удали|видали|删除|削除|삭제|احذف|हटा|\bsil\b|hapus"
    r"|usun|verwijder|xoa|پاک|حذف"
    r"|reenvia|envia|transfer|envoie|sende|schick|encaminh|inoltra|invia|перешли|отправ|надішли"
    r"|转发|发送|転送|送信|전달|보내|أرسل|भेज|gonder|ilet|kirim|teruskan|wyslij|przeslij|stuur|\bgui\b"
    r"|ارسال|بفرست"
    r"|contrasena|mot de passe|passwort|senha|password|парол|密码|パスワード|비밀번호|كلمة المرور"
    r"|पासवर्ड|sifre|kata sandi|hasł|wachtwoord|mat khau|رمز"
    r"|instruccion|consigne|instruction|anweisung|regeln|instruco|istruzion|regole|инструкц|правил"
    r"|інструкц|指令|指示|规则|ルール|지시|규칙|تعليمات|قواعد|निर्देश|नियम|talimat|kural|instruksi"
    r"|aturan|instrukcj|zasad|instructies|regels|huong dan|quy tac|دستورالعمل|قوانین"
    r"|correo|почт|\bmail|posta|poczt|archivos|fichiers|dateien|arquivos|файл|文件|ファイル|파일"
    r"|الملفات|फ़ाइल|dosya|berkas|pliki|bestanden|\btep\b|فایل"
)
QUOTED = compiled(
    r"[\"'«„“”‘’「『](?=[^\"'«»„“”‘’」』\n]{0,40}?(?:" + _ORDER_WORD + r"))"
    r"[^\"'«»„“”‘’」』\n]{2,60}[\"'»“”‘’」』]"
)
# fmt: on
