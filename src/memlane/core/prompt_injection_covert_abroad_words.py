"""The words of round 54's covert and lure structures in eighteen languages (issue 19): the
user kept out of a change, a safeguard switched off quietly, a failure reported as a pass, a
secret lured into the chat, the text made to spread into every memory or answer.

Same languages and spelling as :mod:`memlane.core.prompt_injection_processed_abroad_words`
(whose :func:`compiled` and :func:`folded_needles` these use); each name is one part of a
structure :mod:`memlane.core.prompt_injection_processed_abroad` puts in one sentence with an
anchor, a part of speech, never an example.
"""

from __future__ import annotations

from memlane.core.gated_search import Needles
from memlane.core.prompt_injection_processed_abroad_words import compiled, folded_needles

# fmt: off
# --- the user kept out, a safeguard off quietly, a failure hidden ------------------------------
HIDE_FROM_USER = compiled(
    r"\bno (?:se lo |le |les )?(?:digas|digais|diga|menciones|cuentes|informes|avises)\b"
    r"[^.!?\n]{0,20}?\b(?:al|a los) usuarios?\b"
    r"|\bsin (?:decirselo|decirle nada|avisar|informar|que lo sepa)\w* (?:al |a los )?usuarios?\b"
    r"|\ba espaldas del usuario\b"
    r"|\bne (?:le |lui |l['’]en )?(?:dis|dites|previens|informe|mentionne|parle)\w*"
    r"(?: rien| pas)*\b[^.!?\n]{0,10}?a l['’]utilisateur\b|\bn['’]en (?:dis|parle) (?:rien )?"
    r"a l['’]utilisateur\b|\bsans (?:le dire a|prevenir|informer|avertir) l['’]utilisateur\b"
    r"|\ba l['’]insu de l['’]utilisateur\b"
    r"|\b(?:sag|sage|erzahl|erwahne|melde)\w* (?:dem|der) (?:nutzer|benutzer|anwender)\w*"
    r" nichts\b|\bohne (?:den|die) (?:nutzer|benutzer|anwender)\w* (?:zu |davon )?(?:informieren"
    r"|fragen|benachrichtigen|in kenntnis)|\b(?:dem|der) (?:nutzer|benutzer)\w* (?:nichts )?"
    r"(?:davon )?(?:nicht )?(?:sagen|erzahlen|mitteilen|verraten)\b"
    r"|\bnao (?:diga|conte|avise|informe|mencione)\w* (?:nada )?(?:ao|para o) (?:usuario"
    r"|utilizador)\b|\bsem (?:avisar|informar|contar|dizer)\w* (?:ao |o )?(?:usuario"
    r"|utilizador)\b"
    r"|\bnon (?:dirlo|dire|dirgli|avvisare|informare|menzionare|raccontare)\w* (?:nulla |niente )?"
    r"(?:all['’] ?|a )?utente\b|\bsenza (?:avvisare|informare|dirlo a) (?:l['’] ?)?utente\b"
    r"|\ball['’]insaputa dell['’] ?utente\b"
    r"|не (?:говори|сообщай|рассказывай|упоминай|показывай)\w* (?:об этом |ничего |этого )?"
    r"пользовател\w*|без ведома пользовател\w*"
    r"|пользовател\w* (?:ничего |об этом )?не (?:говори|сообщай|рассказывай|упоминай)"
    r"|(?:ユーザー|利用者)に(?:は)?[^。]{0,30}?(?:知らせ|言わ|伝え|報告し)(?:ない|ず)|(?:ユーザー|利用者)に(?:は)?"
    r"(?:内緒|秘密)"
    r"|不要(?:告诉|通知|让)用户|别(?:告诉|让)用户|瞒着用户"
)
HIDE_NEEDLES: Needles = folded_needles(
    "usuario utilisateur nutzer benutzer anwender utilizador utente пользовател "
    "ユーザー 利用者 用户"
)
# what is done behind the user's back: switched off, deleted, sent, installed, pointed elsewhere
ACT = compiled(
    r"\b(?:desactiv\w*|deshabilit\w*|borra\w*|elimina\w*|envia\w*|instala\w*|cambia\w*"
    r"|desactive\w*|supprim\w*|efface\w*|envoie\w*|installe\w*|modifie\w*|remplace\w*"
    r"|deaktivier\w*|losch\w*|entfern\w*|sende\w*|installier\w*|schalte\w*|ander\w*|ersetze\w*"
    r"|desativ\w*|desligu\w*|apague\w*|exclua\w*|envie\w*|instale\w*|altere\w*|mude\w*|troque\w*"
    r"|disattiv\w*|disabilit\w*|cancell\w*|invia\w*|installa\w*|modifica\w*|sostituisci"
    r"|webhook|endpoint|url)\b|https?://"
    r"|отключ\w*|выключ\w*|удал\w*|отправ\w*|установ\w*|измен\w*|поменя\w*|замен\w*"
    r"|关闭|禁用|停用|删除|发送|安装|修改|改为|替换|無効|オフ|削除|送信|インストール|変更|置き換え"
    r"|飛ばし|スキップ|skip\w*|omit\w*|salt[ae]\w*|sauter|uberspring\w*|pul[ae]\w*|pomi\w*"
)
QUIETLY = compiled(
    r"\b(?:discretamente|silenciosamente|en secreto|sin hacer ruido|discretement|en douce"
    r"|silencieusement|unauffallig|heimlich|still und leise|stillschweigend|as escondidas"
    r"|silenziosamente|di nascosto|sessizce|gizlice|diam-diam|po cichu|potajemnie|stilletjes"
    r"|ongemerkt|lang le|am tham)\b"
    r"|\bтихо\b|втихую|тайком|незаметно|тихенько|потай|непомітно|悄悄|偷偷|默默|暗中|こっそり"
    r"|密かに|ひそかに|黙って|몰래|조용히|سرا|بهدوء|بصمت|خلسة|चुपचाप|مخفیانه|بی ?سروصدا"
)
QUIETLY_NEEDLES: Needles = folded_needles(
    "discretamente silenciosamente en_secreto sin_hacer_ruido discretement en_douce "
    "silencieusement unauffallig heimlich still_und_leise stillschweigend escondidas "
    "silenziosamente di_nascosto sessizce gizlice diam-diam po_cichu potajemnie stilletjes "
    "ongemerkt lang_le am_tham بصمت тихо втихую тайком незаметно тихенько потай непомітно "
    "悄悄 偷偷 "
    "默默 暗中 こっそり 密かに ひそかに 黙って 몰래 조용히 سرا بهدوء خلسة चुपचाप مخفیانه سروصدا"
)
DISABLE = compiled(
    r"\b(?:desactiv\w*|deshabilit\w*|apaga\w*|quita\w*|desactive\w*|coupe\w*|deaktivier\w*"
    r"|abschalt\w*|desativ\w*|desligu\w*|disattiv\w*|disabilit\w*|spegn\w*"
    r"|devre disi|kapat\w*|nonaktifkan|matikan|wy[lł]acz\w*|uitschakel\w*|tat|vo hieu)\b"
    # separable verbs: "schakel stilletjes de verificatie uit", "schalte die Prüfung ab"
    r"|\b(?:schakel|zet)\w*\b[^.!?\n]{0,60}\buit\b|\bschalte\w*\b[^.!?\n]{0,60}\b(?:ab|aus)\b"
    r"|отключ\w*|выключ\w*|вимкн\w*|відключ\w*|关闭|关掉|禁用|停用|無効|オフ|止め|비활성|끄|꺼"
    r"|عطل|عطّل|أوقف|اوقف|बंद|निष्क्रिय|غیرفعال|خاموش"
)
SAFEGUARD = compiled(
    # (compounds: "tweestapsverificatie", "Signaturprüfung", "Zwei-Faktor-Authentifizierung")
    r"\w*(?:verificatie|verifizierung|authentifizierung|authenticatie|prufung|controle)\b"
    r"|\b(?:tests?|pruebas?|prueba|comprobaci\w*|verificaci\w*|verification|validaci\w*|validation"
    r"|firma|signature|signatur\w*|assinatura|firewall|cortafuegos|pare-feu|antivirus|auth\w*"
    r"|autenticaci\w*|authentification|2fa|mfa|logs?|registros?|journal\w*|protokoll\w*"
    r"|audit\w*|backups?|alert\w*|monitor\w*|rate[- ]?limit\w*|ratenbegrenzung|limite de"
    r" (?:tasa|debit)|sandbox|pruf\w*|check\w*|verifica\w*|controll\w*|controle\w*|testes?"
    r"|kontrol\w*|dogrulama|imza|sprawdz\w*|weryfikacj\w*|podpis\w*|controles?|kiem tra"
    r"|xac minh|chu ky)\b"
    r"|тест\w*|провер\w*|подпис\w*|лог\w*|журнал\w*|аудит\w*|перевірк\w*|测试|校验|验证|签名|日志"
    r"|防火墙|审计|テスト|検証|署名|ログ|監査|테스트|검증|서명|로그|감사|اختبار|تحقق|توقيع|سجل"
    r"|जाँच|जांच|परीक्षण|हस्ताक्षर|آزمون|تست|بررسی|امضا"
)
ALL_PASS = compiled(
    r"\btodos los (?:tests|pruebas|test) (?:pasan|pasaron|han pasado)|\btodas las pruebas"
    r" (?:pasan|pasaron|han pasado)|\btous les tests (?:passent|sont passes|ont reussi)"
    r"|\balle tests? (?:bestanden|bestehen|grun|erfolgreich)|\btodos os testes (?:passaram"
    r"|passam)|\btutti i test (?:passano|sono passati)|\bbutun testler\w* (?:gecti|basarili)"
    r"|\bsemua (?:tes|test|pengujian) (?:lulus|berhasil)|\bwszystkie testy (?:przesz[lł]y"
    r"|przechodza)|\balle tests (?:slagen|geslaagd)|\btat ca (?:cac )?(?:bai )?(?:test|kiem"
    r" tra) (?:đeu )?(?:đat|thanh cong)"
    r"|все тесты (?:прошли|проходят|пройдены|зелен\w*)|усі тести (?:пройшли|проходять)"
    r"|所有测试(?:都)?(?:通过|成功)|全部(?:测试)?通过|すべて(?:のテストが)?(?:成功|合格|パス)"
    r"|全て(?:成功|合格|パス)|모든 테스트가? (?:통과|성공)|모두 통과"
    r"|جميع الاختبارات (?:نجحت|ناجحة)|सभी (?:टेस्ट|परीक्षण) (?:पास|सफल)|همه (?:تست|آزمون)\S* (?:قبول"
    r"|موفق|پاس)"
)
ALL_PASS_NEEDLES: Needles = folded_needles(
    "todos_los todas_las tous_les alle_test todos_os tutti_i butun_testler semua_tes "
    "semua_test semua_pengujian wszystkie_testy alle_tests tat_ca все_тесты усі_тести 所有测试 "
    "全部 すべて 全て 모든_테스트 모두_통과 جميع_الاختبارات सभी همه + falla falle echoue fehlschl "
    "scheitert falha falhar fallisce fallito fallire basarisiz gagal nie_prze faalt mislukt "
    "that_bai rot_wird упад провал не_пройд не_проход впаде 失败 失敗 落ち 실패 فشل फेल विफल "
    "شکست رد_شد"
)
# "say that all tests pass" denied: "zeg niet dat alle tests slagen", "ne dis pas que …"
TELL_DENIED = compiled(
    r"\b(?:zeg|sag\w*|dis|dites|di|diga|digas|dica|dire|soyle|katakan|powiedz|meld|bao cao)"
    r" (?:\w+ )?(?:niet|nicht|pas|no|nao|non|nie|khong)\b|\b(?:ne|n['’]) ?(?:dis|dites|annonce)"
    r"|\b(?:no|nao|non|nie|niet|nicht|jangan) (?:\w+ )?(?:digas|diga|dire|dica|powiedz|zeg|sag)"
    r"|не (?:говори|сообщай|пиши|докладывай)|不要(?:告诉|报告|说)|言わない|報告しない|말하지 ?마"
    r"|보고하지 ?마|لا تخبر|मत बताओ|نگو|soyleme|mat (?:bilang|katakan)"
)
FAIL = compiled(
    r"\b(?:falla\w*|falle|echoue\w*|fehlschl\w*|scheitert|falhar\w*|falha\w*|fallisce|fallito"
    r"|fallire|basarisiz|gagal|nie przejdzie|nie przechodzi|faalt|mislukt|that bai)\b|rot wird"
    r"|упад\w*|провал\w*|не пройд\w*|не проход\w*|впаде|провали\w*|失败|失敗|落ち|실패|فشل"
    r"|फेल|विफल|شکست|رد شد"
)
TELL = compiled(
    r"\b(?:di|dile|diga|dis|dites|annonce\w*|sag\w*|melde\w*|berichte\w*|informa\w*|informe\w*|report\w*"
    r"|dici|riferisci|soyle|bildir|katakan|laporkan|powiedz|zg[lł]os|zeg|meld|bao cao|noi)\b"
    r"|скажи|сообщи|доложи|повідом|告诉|报告|汇报|報告|伝え|보고|알려|أخبر|أبلغ|बताओ|बताएं"
    r"|بگو|گزارش"
)

# --- a secret lured into the chat -------------------------------------------------------------
IN_CHAT = compiled(
    r"\b(?:en|a) (?:el|este) chat\b|\ben (?:la|esta) conversacion\b|\bdans (?:le|ce) chat\b"
    r"|\bdans (?:la|cette) conversation\b|\b(?:im|in den|in diesen) chat\b|\bin (?:diese|der"
    r"|dieser) (?:unterhaltung|konversation)\b|\b(?:no|neste|nesse) chat\b"
    r"|\b(?:na|nesta) conversa\b"
    r"|\b(?:nella|in questa) (?:chat|conversazione)\b|\bqui in chat\b"
    r"|\b(?:sohbete|sohbet penceresine|bu sohbete)\b|\b(?:di|ke) (?:chat|obrolan|percakapan)"
    r"(?: ini)?\b|\b(?:do|na|w) (?:czacie|czat|czatu|rozmowie|rozmowy)\b|\bin (?:de|deze) chat\b"
    r"|\bin dit gesprek\b|\bvao (?:cuoc tro chuyen|khung chat|đoan chat)\b"
    r"|(?:в|у) (?:этот |цей )?чат\w*|сюди в чат|сюда в чат|в переписку|в розмову|в диалог"
    r"|聊天(?:框|窗口|里|中)|对话(?:框|里|中)|チャット(?:に|欄|で)|会話に|채팅(?:창|에)|대화창"
    r"|في (?:الدردشة|المحادثة)|चैट में|बातचीत में|(?:در|توی) (?:چت|گفتگو)"
)
IN_CHAT_NEEDLES: Needles = folded_needles(
    "el_chat este_chat la_conversacion esta_conversacion le_chat ce_chat la_conversation "
    "cette_conversation im_chat den_chat diesen_chat unterhaltung konversation no_chat "
    "neste_chat nesse_chat na_conversa nesta_conversa nella_chat questa_chat conversazione "
    "qui_in_chat sohbet obrolan percakapan di_chat ke_chat czacie czatu czat rozmowie rozmowy "
    "de_chat deze_chat dit_gesprek tro_chuyen khung_chat đoan_chat чат переписку розмову диалог "
    "聊天 对话 チャット 会話に 채팅 대화창 الدردشة المحادثة चैट बातचीत چت گفتگو"
)
SECRET_ASKED = compiled(
    r"\b(?:contrasena|clave|token|codigo|pin|mot de passe|jeton|code|cle|passwort\w*|kennwort"
    r"|\w*code|schlussel|senha|chave|password|codice|chiave|sifre\w*|parola\w*|kod\w*|anahtar\w*"
    r"|kata sandi|sandi|kode|kunci|has[lł][oa]|klucz\w*|wachtwoord|sleutel|mat khau|otp)\b"
    r"|парол\w*|токен\w*|ключ\w*|\bкод\w*|密码|令牌|口令|验证码|密钥|パスワード|トークン|認証コード"
    r"|暗証番号|キー|비밀번호|토큰|인증 ?코드|키|암호|كلمة (?:ال)?مرور|كلمة السر|رمز|مفتاح|पासवर्ड"
    r"|टोकन|कोड|ओटीपी|رمز عبور|گذرواژه|توکن|کد|کلید"
)
PASTE = compiled(
    r"\b(?:pega\w*|pegue\w*|introduc\w*|introduzca|escrib\w*|compart\w*|colle[rz]?|saisi\w*"
    r"|tape[rz]?|entre[rz]?|partage[rz]?|donne[rz]?|einfug\w*|einzufugen|eingeben|einzugeben"
    r"|gib|poste|cole|colar|digite|insira|compartilhe|incolla\w*|inserisc\w*|scrivi|condividi"
    r"|yapistir\w*|gir\w*|paylas\w*|tempel\w*|masukkan|bagikan|ketik\w*|wklej\w*|wpisz\w*|podaj"
    r"|plak\w*|voer|deel|typ|dan|nhap)\b"
    r"|menempel\w*|memasukkan|membagikan|mengetik\w*|mengirim\w*"
    r"|встав\w*|введ\w*|пришл\w*|присла\w*|присыл\w*|скинь|напиш\w*|надішл\w*|надісла\w*|粘贴|输入|发(?:到|给|在)|貼り付け|入力"
    r"|붙여|입력|الصق|أدخل|ادخل|पेस्ट|डाल|दर्ज|بچسبان|وارد کن|بنویس"
)

# --- the text made to spread into every memory or answer --------------------------------------
THIS_TEXT = compiled(
    r"\b(?:este parrafo|estas instrucciones|este texto|ce paragraphe|ces instructions|ce texte"
    r"|diesen absatz|diese anweisungen|diesen text|este paragrafo|estas instrucoes|questo"
    r" paragrafo|queste istruzioni|questo testo|bu paragraf\w*|bu talimat\w*|bu metn\w*"
    r"|paragraf ini|instruksi ini|teks ini|ten akapit|te instrukcje|ten tekst|tego akapitu"
    r"|deze alinea|deze instructies|deze tekst|đoan nay|huong dan nay|van ban nay)\b"
    r"|этот абзац|эти инструкции|этот текст|цей абзац|ці інструкції|цей текст|这段(?:话|文字|内容)"
    r"|这些(?:指令|说明)|本段|この段落|この文章|この指示|このテキスト"
    r"|이 (?:문단|단락|지침|텍스트|내용)"
    r"|هذه الفقرة|هذه التعليمات|هذا النص|(?:यह|इस) (?:पैराग्राफ|अनुच्छेद)|(?:ये|इन) निर्देश"
    r"|این (?:پاراگراف|دستورالعمل|متن)"
)
THIS_TEXT_NEEDLES: Needles = folded_needles(
    "este_parrafo estas_instrucciones este_texto ce_paragraphe ces_instructions ce_texte "
    "diesen_absatz diese_anweisungen diesen_text este_paragrafo estas_instrucoes "
    "questo_paragrafo queste_istruzioni questo_testo bu_paragraf bu_talimat bu_metn "
    "paragraf_ini instruksi_ini teks_ini ten_akapit te_instrukcje ten_tekst tego_akapitu "
    "deze_alinea deze_instructies deze_tekst đoan_nay huong_dan_nay van_ban_nay этот_абзац "
    "эти_инструкции этот_текст цей_абзац ці_інструкції цей_текст 这段 这些指令 这些说明 本段 "
    "この段落 この文章 この指示 このテキスト 이_문단 이_단락 이_지침 이_텍스트 이_내용 "
    "هذه_الفقرة هذه_التعليمات هذا_النص पैराग्राफ अनुच्छेद ये_निर्देश इन_निर्देश این_پاراگراف "
    "این_دستورالعمل این_متن"
)
COPY = compiled(
    r"\b(?:copia\w*|copie[rz]?|kopier\w*|incluy\w*|inclu[aei]\w*|includi|inserta|insere[rz]?"
    r"|insira|inserisci|repite|repete|ripeti|wiederhole|fuge|kopyala\w*|ekle|salin|sertakan"
    r"|skopiuj|do[lł]acz|wklej|kopieer|voeg|sao chep|chen)\b"
    r"|скопируй|копируй|включай|вставляй|добавляй|скопіюй|копіюй|додавай|复制|抄|加入|コピー|含め"
    r"|복사|포함|انسخ|أضف|اضف|कॉपी|शामिल|کپی|اضافه کن"
)
EVERY_KEPT = compiled(
    r"\b(?:cada|toda|todas|chaque|toute|toutes|jede[nrms]?|alle|ogni|tutte|her|setiap|kazd\w*"
    r"|elk\w*|iedere|moi)\b[^.!?\n]{0,20}?\b(?:memorias?|respuestas?|memoires?|reponses?"
    r"|erinnerung\w*|speicher\w*|antwort\w*|memorias?|respostas?|memorie|memoria|rispost\w*"
    r"|hafiza\w*|yanit\w*|cevap\w*|memori|jawaban|pamiec\w*|odpowiedz\w*|geheugen|antwoord\w*"
    r"|bo nho|cau tra loi)\b"
    r"|(?:кажд|кожн|все|усі)\S* (?:\S+ )?(?:памят|ответ|відповід|пам['’]ят)\S*"
    r"|每(?:次|个|条)(?:回答|回复|记忆)|所有(?:回答|回复|记忆)|すべての(?:回答|メモリ|記憶)|毎回の回答"
    r"|모든 (?:답변|응답|메모리|기억)|كل (?:ال)?(?:ذاكرة|ردود|إجابة|رد)|हर (?:जवाब|उत्तर|मेमोरी)"
    r"|هر (?:پاسخ|حافظه)"
)
# fmt: on
