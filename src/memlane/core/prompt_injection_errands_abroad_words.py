"""The words of round 58's structures in eighteen languages (issue 19).

Spanish, French, German, Portuguese, Italian, Russian, Chinese, Japanese, Korean, Arabic, Hindi,
Turkish, Indonesian, Polish, Dutch, Ukrainian, Vietnamese and Persian, spelled as folded text
is. Each name is one part of a structure that :mod:`memlane.core.prompt_injection_errands_abroad`
puts in one sentence with an anchor. A list here is a part of speech ("a verb that deletes",
"a word for the payee"), never an example of the test round.
"""

from __future__ import annotations

from memlane.core.gated_search import Needles
from memlane.core.prompt_injection_processed_abroad_words import Lazy, compiled, folded_needles

# fmt: off
# --- the anchors -------------------------------------------------------------------------------

# a mail assistant addressed: "para el asistente de correo", "an den E-Mail-Assistenten",
# "メールアシスタントへ", "이메일 비서에게", "E-posta asistanına"
_MAIL_AGENT = (
    r"asistente (?:de|del) (?:correo|e-?mail|email)|assistant (?:de messagerie|mail|e-?mail"
    r"|courriel)|(?:e-?mail|mail|postfach)-?assistent\w*|assistente (?:de |di |della )?(?:e-?mail"
    r"|email|correio|posta)|почтов\w* (?:ассистент|помощник)\w*|поштов\w* (?:асистент|помічник)\w*"
    r"|邮件助手|邮箱助手|邮件助理|メールアシスタント|메일 ?(?:비서|어시스턴트|도우미)|مساعد البريد"
    r"|ईमेल (?:असिस्टेंट|सहायक)|e-?posta asistan\w*|asisten (?:email|e-mail|surel)"
    r"|asystent\w* (?:poczty|e-?mail\w*)|e-?mail-?assistent|tro ly (?:email|e-mail|thu)"
    r"|دستیار (?:ایمیل|نامه)"
    # or by the mail it handles: "l'agent qui gère ma boîte mail", "ассистент, который разбирает
    # почту"
    r"|(?:asistente|agente|assistant|agent|assistente|asystent|assistent|asisten|ассистент"
    r"|агент|асистент)\w*,? (?:qui|que|der|die|che|yang|ktory|который|которая|що) (?:\w+ ){0,2}"
    r"(?:correo|bandeja|boite (?:mail|de reception)|mails?|courriels?|postfach|e-?mails?|posta"
    r"|почту|пошту|inbox|kotak masuk|skrzynk\w*|poczt\w*|mailbox)"
)
MAIL_AGENT = compiled(
    # addressed: a word that says "to" before it, or a colon or comma after it
    r"(?:\b(?:para|al|a|nota para|note pour|pour|a l['’]|au|an den|an die|fur den|ao|a o"
    r"|all['’]|per l['’]|untuk|kepada|do|dla|aan de|gui|to|dear)\b|^|致|给|إلى|الى|به)"
    r"\W{0,3}(?:el |la |le |den |o |the |l['’])?(?:" + _MAIL_AGENT + r")"
    r"|(?:" + _MAIL_AGENT + r")(?:へ|에게|께|ına|ına not|u|у|ю)?\W{0,2}(?:के लिए|not)?\s?[:,]"
)
MAIL_AGENT_NEEDLES: Needles = folded_needles(
    "asistente_de_correo asistente_del_correo asistente_de_e-mail asistente_de_email "
    "assistant_de_messagerie assistant_mail assistant_e-mail assistant_email assistant_courriel "
    "e-mail-assistent mail-assistent emailassistent mailassistent postfach-assistent "
    "assistente_de_e-mail assistente_de_email assistente_email assistente_e-mail "
    "assistente_di_posta assistente_della_posta assistente_de_correio почтов поштов 邮件助 邮箱助 "
    "メールアシスタント 메일_비서 메일비서 메일_어시스턴트 메일_도우미 مساعد_البريد ईमेल_असिस्टेंट "
    "ईमेल_सहायक e-posta_asistan eposta_asistan asisten_email asisten_e-mail asisten_surel "
    "asystent_poczty asystenta_poczty asystent_e-mail asystenta_e-mail e-mailassistent "
    "tro_ly_email tro_ly_e-mail tro_ly_thu دستیار_ایمیل دستیار_نامه boite_mail "
    "boite_de_reception mi_correo el_correo mein_postfach das_postfach la_mia_posta "
    "la_posta почту пошту kotak_masuk skrzynk meine_mails meine_e-mails mes_mails "
    "mes_courriels mis_correos meus_e-mails le_mie_email asisten assistent asystent agente "
    "agent_qui assistant_qui ассистент агент асистент"
)

# the trash, the junk folder, "as read": where the owner's security mail is buried
TRASH = compiled(
    r"\bpapelera\b|\b(?:marca\w*|como) (?:\w+ )?leid[oa]s\b|\bcorbeille\b|\bcomme lu(?:e|s|es)?\b"
    r"|\bpapierkorb\w*|\bals gelesen\b|\blixeira\b|\bcomo lid[oa]s?\b|\bcestino\b|\bcome lett[ie]\b"
    r"|корзин\w*|как прочитанн\w*|кошик\w*|як прочитан\w*|垃圾箱|回收站|垃圾邮件|已读|ゴミ箱|既読"
    r"|迷惑メール|휴지통|읽음으로|스팸|سلة المهملات|المهملات|كمقروء|ट्रैश|रद्दी|स्पैम|पढ़ा हुआ"
    r"|\bcop kutusu\w*|\bokundu olarak\b|\btempat sampah\b|\bsudah dibaca\b|\bkosza\b|\bkoszu\b"
    r"|\bjako przeczytan\w*|\bprullenbak\b|\bals gelezen\b|\bthung rac\b|\bđa đoc\b|سطل زباله"
    r"|خوانده شده|هرزنامه"
    r"|\b(?:ins archiv|a archivados|dans les archives|no arquivo|nell['’]archivio|ungelesen"
    r"|do archiwum|naar het archief|arsiv\w*|ke arsip)\b|в архив|存档|归档|アーカイブ|보관함"
    r"|الأرشيف"
    r"|بایگانی"
)
TRASH_NEEDLES: Needles = folded_needles(
    "papelera leidos leidas corbeille comme_lu papierkorb als_gelesen lixeira como_lid cestino "
    "come_lett корзин прочитанн кошик прочитан 垃圾箱 回收站 垃圾邮件 已读 ゴミ箱 既読 迷惑メール "
    "휴지통 읽음으로 스팸 المهملات كمقروء ट्रैश रद्दी स्पैम पढ़ा_हुआ cop_kutusu okundu_olarak "
    "tempat_sampah sudah_dibaca kosza koszu przeczytan prullenbak als_gelezen thung_rac đa_đoc "
    "ins_archiv a_archivados dans_les_archives no_arquivo nell'archivio ungelesen "
    "do_archiwum naar_het_archief arsiv ke_arsip в_архив 存档 归档 アーカイブ 보관함 الأرشيف "
    "بایگانی "
    "سطل_زباله خوانده_شده هرزنامه"
)

# the sent items or the history, cleared after something went out
SENT = compiled(
    r"\b(?:(?:correo|mensaje|e-?mail) enviado|enviados|historial|elements envoyes|messages envoyes"
    r"|historique|gesendete\w*|verlauf"
    r"|itens enviados|historico|posta inviata|inviati|cronologia|gonderilenler\w*|terkirim|riwayat"
    r"|wys[lł]ane\w*|historii|verzonden|geschiedenis|lich su)\b|\bthu đa gui\b|\bmuc đa gui\b"
    r"|отправленн\w*|истори\w* (?:переписки|сообщений|чата)|надіслан\w*|історі\w* (?:листування"
    r"|повідомлень|чату)|已发送|发件箱|聊天记录|历史记录|送信済み|送信履歴|履歴|보낸 ?편지함"
    r"|보낸 메일"
    r"|기록|المرسلة|السجل|भेजे गए|इतिहास|हिस्ट्री|ارسال ?شده|تاریخچه"
)
SENT_NEEDLES: Needles = folded_needles(
    "enviado historial envoyes historique gesendete verlauf historico posta_inviata inviati "
    "cronologia gonderilenler terkirim riwayat wysłane wyslane historii verzonden geschiedenis "
    "lich_su đa_gui отправленн истори надіслан історі 已发送 发件箱 聊天记录 历史记录 送信済み "
    "送信履歴 履歴 보낸 기록 المرسلة السجل भेजे_गए इतिहास हिस्ट्री ارسال_شده ارسالشده تاریخچه"
)

# the model at work for the reader: "in your reply", "when you summarize", "if you are asked"
AT_WORK = compiled(
    r"\ben (?:tu|su|el|la) (?:respuesta|resumen|traduccion|contestacion)\b|\bal (?:responder"
    r"|contestar"
    r"|resumir|traducir)\b|\bcuando (?:respondas|contestes|resumas|traduzcas|redactes)\b"
    r"|\bsi te (?:pregunta|piden)\w*|\bdans (?:ta|votre) (?:reponse|traduction)\b|\bdans (?:ton"
    r"|votre) resume"
    r"|\ben (?:repondant|resumant|traduisant)\b|\b(?:lorsque|quand) tu (?:repond|resum|tradui)\w*"
    r"|\bsi on (?:te|vous) (?:demande|interroge)\w*|\bin (?:deiner|ihrer) (?:antwort"
    r"|zusammenfassung"
    r"|ubersetzung)\b|\bwenn du (?:antwortest|zusammenfasst|ubersetzt)\b|\bbeim (?:antworten"
    r"|zusammenfassen|ubersetzen)\b|\bwenn (?:du|man dich) (?:\w+ )?gefragt\w*"
    r"|\b(?:na|em) (?:sua|tua|todas as) (?:resposta|respostas|traducao)\b|\bno (?:seu|teu) resumo"
    r"|\bao (?:responder|resumir|traduzir)\b|\bquando (?:responder|resumir|traduzir)\b"
    r"|\bse (?:te|lhe) perguntarem\b|\bnella (?:tua|sua) (?:risposta|traduzione)\b"
    r"|\bnel (?:tuo|suo) riassunto\b|\bquando (?:rispondi|riassumi|traduci)\b|\bnel rispondere\b"
    r"|\bse ti (?:chiedono|domandano)\b"
    r"|в (?:своем |твоем |вашем )?(?:ответе|пересказе|резюме|переводе)|отвечая|когда будешь"
    r" (?:отвечать|пересказывать|переводить)|если (?:тебя|вас) (?:спросят|будут спрашивать)"
    r"|в(?:о)? (?:своїй |твоїй )?відповіді|у (?:своїй |твоїй )?відповіді|відповідаючи"
    r"|якщо (?:тебе|вас) (?:запитають|спитають)"
    r"|在(?:你的)?(?:回复|回答|总结|摘要|翻译)(?:中|里)|(?:回复|回答|总结|翻译)(?:时|的时候)"
    r"|如果有人问"
    r"|(?:返信|回答|要約|翻訳)(?:には|で|の際|する際|するとき|の中で)|聞かれたら|尋ねられたら"
    r"|(?:답변|답장|요약|번역)(?:할 때|에|에서|시)|물어보면|질문하면"
    r"|في (?:ردك|إجابتك|ملخصك|ترجمتك)|عند (?:الرد|الإجابة|تلخيص|ترجمة)|إذا سئلت|اذا سئلت"
    r"|(?:जवाब|उत्तर|सारांश) में|जवाब देते (?:समय|हुए)|पूछे जाने पर|अगर कोई पूछे"
    r"|\b(?:yanitinda|cevabinda|ozetinde|cevirinde)\b|\b(?:yanit|cevap) verirken\b"
    r"|\b(?:ozetlerken|cevirirken|sorulursa)\b|\bdalam (?:balasan|jawaban|ringkasan|terjemahan)"
    r"|\bsaat (?:membalas|menjawab|merangkum|menerjemahkan)\b|\bjika ditanya\b"
    r"|\bw (?:swojej |twojej )?odpowiedzi\b|\bw (?:swoim |twoim )?streszczeniu\b"
    r"|\b(?:odpowiadajac|streszczajac)\b|\b(?:gdy|jesli|jezeli) ktos zapyta\b"
    r"|\bin (?:je|jouw|uw) (?:antwoord|samenvatting|vertaling)\b|\bbij het (?:beantwoorden"
    r"|samenvatten|vertalen)\b|\bals (?:iemand|de gebruiker) (?:ernaar )?vraagt\b"
    r"|\btrong (?:cau tra loi|ban tom tat|ban dich)\b|\bkhi (?:tra loi|tom tat|dich)\b"
    r"|\bneu (?:ai|nguoi dung) hoi\b|در پاسخ|هنگام (?:پاسخ|خلاصه|ترجمه)|اگر (?:کسی )?پرسید"
)
AT_WORK_NEEDLES: Needles = folded_needles(
    "tu_respuesta su_respuesta el_resumen la_respuesta tu_resumen su_resumen tu_traduccion "
    "al_responder al_contestar "
    "al_resumir al_traducir cuando_respondas cuando_contestes cuando_resumas cuando_traduzcas "
    "cuando_redactes si_te_pregunt si_te_piden ta_reponse votre_reponse ta_traduction ton_resume "
    "votre_resume en_repondant en_resumant en_traduisant tu_repond tu_resum tu_tradui si_on_te "
    "si_on_vous deiner_antwort ihrer_antwort deiner_zusammenfassung ihrer_zusammenfassung "
    "deiner_ubersetzung wenn_du_antwortest wenn_du_zusammenfasst wenn_du_ubersetzt "
    "beim_antworten beim_zusammenfassen beim_ubersetzen gefragt sua_resposta tua_resposta "
    "todas_as_respostas sua_traducao seu_resumo teu_resumo ao_responder ao_resumir ao_traduzir "
    "quando_responder quando_resumir quando_traduzir te_perguntarem lhe_perguntarem "
    "tua_risposta sua_risposta tua_traduzione tuo_riassunto suo_riassunto quando_rispondi "
    "quando_riassumi quando_traduci nel_rispondere se_ti_chiedono se_ti_domandano ответе "
    "пересказе резюме переводе отвечая когда_будешь спросят спрашивать відповіді відповідаючи "
    "запитають спитають 回复中 回复里 回答中 回答里 总结中 摘要中 翻译中 回复时 回答时 总结时 "
    "翻译时 的时候 有人问 摘要里 在摘要 在回复 在回答 在总结 在翻译 在你的 返信 回答には 回答で "
    "回答の 回答する 要約 翻訳 聞かれたら 尋ねられたら "
    "답변 답장 요약할 요약에 번역할 번역에 물어보면 질문하면 ردك إجابتك ملخصك ترجمتك عند_الرد "
    "عند_الإجابة عند_تلخيص عند_ترجمة سئلت जवाब_में उत्तर_में सारांश_में जवाब_देते पूछे_जाने "
    "कोई_पूछे yanitinda cevabinda ozetinde cevirinde verirken ozetlerken cevirirken sorulursa "
    "dalam_balasan dalam_jawaban dalam_ringkasan dalam_terjemahan saat_membalas saat_menjawab "
    "saat_merangkum saat_menerjemahkan jika_ditanya odpowiedzi streszczeniu odpowiadajac "
    "streszczajac ktos_zapyta je_antwoord jouw_antwoord uw_antwoord je_samenvatting "
    "je_vertaling bij_het_beantwoorden bij_het_samenvatten bij_het_vertalen ernaar_vraagt "
    "iemand_vraagt cau_tra_loi ban_tom_tat ban_dich khi_tra_loi khi_tom_tat khi_dich ai_hoi "
    "nguoi_dung_hoi در_پاسخ هنگام_پاسخ هنگام_خلاصه هنگام_ترجمه پرسید"
)

# on purpose: "a propósito", "absichtlich", "намеренно", "故意", "わざと", "일부러", "عمداً"
DELIBERATELY = compiled(
    r"\b(?:a proposito(?! de\b|,)|deliberadamente|intencionadamente|adrede|deliberement"
    r"|volontairement"
    r"|intentionnellement|absichtlich|vorsatzlich|bewusst|de proposito|propositalmente"
    r"|intencionalmente|deliberatamente|di proposito|apposta|intenzionalmente|kasitli|kasten"
    r"|bilerek|sengaja|celowo|umyslnie|opzettelijk|met opzet|co tinh)\b"
    r"|намеренно|нарочно|умышленно|навмисно|навмисне|故意|蓄意|わざと|意図的に|일부러|고의로"
    r"|의도적으로|عمدا|عمداً|عن قصد|متعمد|जानबूझकर|जान-बूझकर|जान बूझकर"
)
DELIBERATELY_NEEDLES: Needles = folded_needles(
    "a_proposito deliberadamente intencionadamente adrede deliberement volontairement "
    "intentionnellement absichtlich vorsatzlich bewusst de_proposito propositalmente "
    "intencionalmente deliberatamente di_proposito apposta intenzionalmente kasitli kasten "
    "bilerek sengaja celowo umyslnie opzettelijk met_opzet co_tinh намеренно нарочно умышленно "
    "навмисно навмисне 故意 蓄意 わざと 意図的に 일부러 고의로 의도적으로 عمدا عن_قصد متعمد "
    "जानबूझकर जान-बूझकर जान_बूझकर"
)

# the content said to be empty ("the document is empty", "réponds qu'il est vide")
EMPTY_DOC = compiled(
    r"(?:\b(?:documento|archivo|fichero|informe|correo|pdf|texto|contenido|adjunto|document|fichier"
    r"|rapport|mail|e-mail|texte|contenu|dokument|datei|bericht|text|inhalt|anhang|arquivo"
    r"|relatorio|conteudo|anexo|file|rapporto|testo|contenuto|allegato|belge|dosya|rapor"
    r"|e-?posta|icerik|dokumen|berkas|laporan|isi|lampiran|plik|raport|tresc|zalacznik|bestand"
    r"|bijlage|tai lieu|tep|bao cao|noi dung|van ban)\w*(?: \w+){0,3}? (?:vaci[oa]s?|en blanco"
    r"|vides?|vierges?|leer|vazi[oa]s?|em branco|vuot[oa]|in bianco|bos|bostur|kosong|pust[yaei]"
    r"|leeg|trong(?: rong)?)\b"
    r"|(?:документ|файл|отчет|письм|текст|содержим|вложени|звіт|лист|вміст"
    r"|вкладен)\w*(?: \w+){0,3}?"
    r" (?:пуст|порожн)\w*"
    r"|\b(?:qu['’](?:il|elle)|que|dass|che|dat)(?: \w+){0,2}? (?:vides?|vierges?|vaci[oa]s?"
    r"|en blanco|leer|vazi[oa]s?|em branco|vuot[oa]|in bianco|leeg)\b"
    r"|\b(?:что|що)(?: \w+){0,2}? (?:пуст|порожн)\w*"
    r"|(?:文档|文件|报告|邮件|内容|附件|文本)[^。，,.]{0,6}(?:是空的|为空|空白|没有(?:任何)?内容)"
    r"|(?:文書|ファイル|報告書|メール|中身|内容|添付|ドキュメント)[^。、]{0,6}(?:空だ|空です"
    r"|空っぽ|白紙"
    r"|何も(?:書かれていない|ない))(?!なら|の場合)"
    r"|(?:문서|파일|보고서|메일|내용|첨부)[^.,]{0,8}(?:비어 ?있|비었)(?!으면)|빈 (?:문서|파일)"
    r"|(?:المستند|الملف|التقرير|البريد|المحتوى|المرفق|الوثيقة)[^.،]{0,20}فارغ"
    r"|(?:दस्तावेज़|दस्तावेज|फ़ाइल|फाइल|रिपोर्ट|ईमेल)[^।,]{0,20}खाली"
    r"|(?:سند|فایل|گزارش|ایمیل|محتوا|پیوست)[^.،]{0,20}خالی)"
)
EMPTY_DOC_NEEDLES: Needles = folded_needles(
    "vacio vacia en_blanco est_vide qu'il_est qu'elle_est sont_vides vierge ist_leer sei_leer "
    "leer_ist leer_sei "
    "leer. vazio vazia em_branco vuoto vuota in_bianco bos_oldu bostur bos_gorun kosong pusty "
    "pusta puste is_leeg leeg_is lieu_trong ban_trong tep_trong dung_trong trong_rong пусто пуста "
    "пусты пуст. "
    "порожн 是空的 为空 空白 没有内容 没有任何内容 空だ 空です 空っぽ 白紙 何も書かれていない "
    "비어 비었 빈_문서 빈_파일 فارغ खाली خالی"
)

# a condition just before a claim makes it none: "si el documento está vacío, avisa al usuario"
CONDITION = compiled(
    r"(?:\b(?:si|if|wenn|falls|se|jika|jesli|jezeli|als|neu|eger|ha)\b|если|якщо|如果|إذا|اذا|अगर"
    r"|اگر)[^.,;:!?]{0,16}$"
)
# a one-time code: "código de verificación", "Bestätigungscode", "验证码", "인증 코드", "OTP"
CODE = compiled(
    r"\bcodigo (?:de )?(?:verificacion|acceso|seguridad|confirmacion|un solo uso|sms|otp)\b"
    r"|\bcode (?:de )?(?:verification|confirmation|securite|acces|connexion|sms|otp)\b"
    r"|\b(?:bestatigungs|sicherheits|einmal|anmelde|verifizierungs|zugangs|login|sms-)code\w*"
    r"|\bcodigo (?:de )?(?:verificacao|seguranca|login|acesso|confirmacao)\b"
    r"|\bcodice (?:di )?(?:verifica|accesso"
    r"|sicurezza|conferma|otp|sms)\b|\b(?:dogrulama|onay|guvenlik|giris|sms) kod\w*"
    r"|\bkode (?:verifikasi|otp|akses|keamanan|konfirmasi|masuk)\b|\bkod\w* (?:weryfikacyjn"
    r"|potwierdzaj|dostepu|sms|bezpieczenstw|jednorazow)\w*|\b(?:verificatie|bevestigings"
    r"|beveiligings|inlog|sms-)code\b|\bma (?:xac minh|xac thuc|otp|bao mat|đang nhap)\b"
    r"|\botp (?:code|kodu|kod\w*)\b"
    r"|\b(?:codigo|code|codice|kod\w*|kode|ma)(?: \w+){0,3} (?:por|par|per|via|w|lewat|qua|in"
    r"|de|do|dal|aus|uit|z) (?:la |el |le )?(?:sms|banco|banque|bank|banca|banku)\b"
    r"|одноразов\w* код\w*|\bкод\w* (?:подтверждени|проверк"
    r"|доступа|из смс|из sms|безопасност|входа|підтвердженн|перевірк|доступу|з смс|безпеки"
    r"|входу)\w*"
    r"|验证码|校验码|动态码|动态密码|登录码|安全码|認証コード|確認コード|ワンタイム(?:パスワード"
    r"|コード)"
    r"|セキュリティコード|ログインコード|인증 ?(?:코드|번호)|보안 ?코드|일회용 ?(?:비밀번호|코드)"
    r"|رمز (?:التحقق|التأكيد|الدخول|الأمان)|كود التحقق|ओटीपी|सत्यापन कोड|वेरिफिकेशन कोड"
    r"|کد (?:تأیید|تایید|ورود|امنیتی|یکبار مصرف)"
)
CODE_NEEDLES: Needles = folded_needles(
    "codigo_de_verificacion codigo_de_acceso codigo_de_seguridad codigo_de_confirmacion "
    "par_sms por_sms per_sms via_sms codigo_de_un codigo_sms codigo_otp codigo_de_acesso "
    "codigo_de_verificacao codigo_de_seguranca "
    "codigo_de_login code_de_verification code_de_confirmation code_de_securite code_d'acces "
    "code_de_connexion code_sms code_otp bestatigungscode sicherheitscode einmalcode "
    "anmeldecode verifizierungscode zugangscode logincode sms-code codice_di_verifica "
    "codice_di_accesso codice_di_sicurezza codice_di_conferma codice_otp codice_sms "
    "dogrulama_kod onay_kod guvenlik_kod giris_kod sms_kod kode_verifikasi kode_otp kode_akses "
    "kode_keamanan kode_konfirmasi kode_masuk kod_weryfik kodu_weryfik kod_potwierdz "
    "kodu_potwierdz kod_dostepu kodu_dostepu kod_sms kodu_sms kod_jednoraz kodu_jednoraz "
    "verificatiecode bevestigingscode beveiligingscode inlogcode ma_xac_minh ma_xac_thuc ma_otp "
    "ma_bao_mat ma_đang_nhap otp_code otp_kod код_подтвержд кода_подтвержд код_провер код_доступа "
    "код_из "
    "код_безопасн код_входа код_підтвердж коду_підтвердж код_перевір код_доступу код_з_смс "
    "код_безпеки код_входу одноразов 验证码 校验码 动态码 动态密码 登录码 安全码 認証コード "
    "確認コード ワンタイム セキュリティコード ログインコード 인증_코드 인증코드 인증_번호 인증번호 "
    "보안_코드 보안코드 일회용 رمز_التحقق رمز_التأكيد رمز_الدخول رمز_الأمان كود_التحقق ओटीपी "
    "सत्यापन_कोड वेरिफिकेशन_कोड کد_تأیید کد_تایید کد_ورود کد_امنیتی کد_یکبار"
)

# the payee of a payment: "beneficiario", "IBAN", "Empfänger", "реквизиты", "收款人", "振込先"
PAYEE = compiled(
    r"\b(?:beneficiari[oa]s?|destinatario|iban|cuenta (?:de )?destino|numero de cuenta"
    r"|beneficiaire|rib|coordonnees bancaires|numero de compte|compte destinataire|empfanger\w*"
    r"|kontonummer|bankverbindung|zielkonto|favorecido|conta de destino|numero da conta"
    r"|dados bancarios|conto di destinazione|numero di conto|coordinate bancarie"
    r"|alici(?:nin|si|yi)?|hesap numara\w*|rekening (?:tujuan|penerima)|penerima|nomor rekening"
    r"|odbiorc\w*|numer\w* konta|begunstigde|rekeningnummer|tegenrekening|nguoi thu huong"
    r"|so tai khoan|tai khoan (?:nhan|thu huong)|(?:cuenta|compte|conta|conto) (?:del|du|do|da"
    r"|della|dell['’]) (?:proveedor|fournisseur|fornecedor|fornitore)|lieferant\w*konto"
    r"|konto des lieferanten)\b"
    r"|получател\w*|реквизит\w*|номер счета|одержувач\w*|отримувач\w*|реквізит\w*|номер рахунку"
    r"|收款人|收款账户|收款账号|收款方|振込先|送金先|受取人|口座番号|수취인|입금 ?계좌|계좌 ?번호"
    r"|المستفيد|رقم الحساب|ايبان|लाभार्थी|खाता संख्या|खाता नंबर|अकाउंट नंबर|ذینفع|شماره حساب|شبا"
    r"|حساب مقصد"
)
PAYEE_NEEDLES: Needles = folded_needles(
    "proveedor fournisseur fornecedor fornitore lieferant beneficiari beneficiair destinatario "
    "iban "
    "cuenta_destino cuenta_de_destino numero_de_cuenta le_rib votre_rib ton_rib du_rib "
    "coordonnees_bancaires numero_de_compte compte_destinataire empfanger kontonummer "
    "bankverbindung zielkonto favorecido conta_de_destino numero_da_conta dados_bancarios "
    "conto_di_destinazione numero_di_conto coordinate_bancarie alicinin alicisi aliciyi "
    "alici_hesab hesap_numara rekening_tujuan rekening_penerima penerima nomor_rekening odbiorc "
    "numer_konta numeru_konta begunstigde rekeningnummer tegenrekening thu_huong so_tai_khoan "
    "tai_khoan_nhan получател реквизит номер_счета одержувач отримувач реквізит номер_рахунку "
    "收款 振込先 送金先 受取人 口座番号 수취인 입금 계좌_번호 계좌번호 المستفيد رقم_الحساب ايبان "
    "लाभार्थी खाता_संख्या खाता_नंबर अकाउंट_नंबर ذینفع شماره_حساب شبا حساب_مقصد"
)

# edit rights: "permisos de edición", "Bearbeitungsrechte", "编辑权限", "편집 권한"
EDIT_RIGHTS = compiled(
    r"\b(?:permisos? de (?:edicion|editor|escritura|administrador)|acceso de (?:edicion|editor)"
    r"|droits? (?:de )?(?:modification|modifier|edition|ecriture|administration)|acces (?:en )?"
    r"(?:modification|edition|ecriture)|(?:bearbeitungs|schreib|editor|admin)rechte?\w*"
    r"|bearbeitungszugriff|permiss(?:ao|oes) de (?:edicao|editor|escrita|administrador)"
    r"|acesso de (?:edicao|editor)|permess\w* di (?:modifica|scrittura|amministra\w*)"
    r"|accesso in (?:modifica|scrittura)|duzenleme (?:yetkisi|izni|erisimi)|yazma yetkisi"
    r"|akses (?:edit|editor|penyunting)|hak (?:edit|sunting)|izin edit|uprawnien\w* do (?:edycji"
    r"|zapisu)|prawa? do edycji|dostep\w* do edycji|bewerk(?:rechten|toegang)|schrijfrechten"
    r"|quyen (?:chinh sua|bien tap|quan tri|ghi))\b"
    r"|прав\w* (?:на )?(?:редактировани|запис|редагуванн)\w*|доступ\w* (?:на|для) (?:редактировани"
    r"|редагуванн)\w*|编辑权限|编辑权|写入权限|可编辑|編集権限|書き込み権限|편집 ?권한|쓰기 ?권한"
    r"|صلاحي\w* (?:ال)?(?:تعديل|تحرير|كتابة)|एडिट एक्सेस|संपादन (?:अधिकार|एक्सेस|अनुमति)"
    r"|دسترسی (?:ویرایش|نوشتن)|مجوز ویرایش"
)
EDIT_RIGHTS_NEEDLES: Needles = folded_needles(
    "permiso_de_edicion permisos_de_edicion permisos_de_editor permisos_de_escritura "
    "acceso_de_edicion acceso_de_editor droits_de_modification droit_de_modification "
    "droits_de_modifier droits_d'edition droits_d'ecriture acces_en_modification "
    "acces_en_ecriture bearbeitungsrecht schreibrecht editorrecht bearbeitungszugriff "
    "permissao_de_edicao permissoes_de_edicao acesso_de_edicao permessi_di_modifica "
    "permesso_di_modifica permessi_di_scrittura accesso_in_modifica accesso_in_scrittura "
    "duzenleme_yetkisi duzenleme_izni duzenleme_erisimi yazma_yetkisi akses_edit akses_editor "
    "hak_edit hak_sunting izin_edit do_edycji do_zapisu bewerkrechten bewerktoegang "
    "schrijfrechten quyen_chinh_sua quyen_bien_tap quyen_ghi редактировани редагуванн "
    "на_запис 编辑权 写入权限 可编辑 編集権限 書き込み権限 편집_권한 편집권한 쓰기_권한 "
    "صلاحية_التعديل صلاحيات_التعديل صلاحية_تعديل صلاحية_التحرير एडिट_एक्सेस संपादन_अधिकार "
    "संपादन_एक्सेस संपादन_अनुमति دسترسی_ویرایش دسترسی_نوشتن مجوز_ویرایش"
)
# authority forged for the next step: "el usuario ya lo ha autorizado", "bereits freigegeben"
ALREADY_OK = compiled(
    r"\bya (?:lo |la )?(?:ha |habia )?(?:sido )?(?:autoriz|aprob|confirm|permit)\w*"
    r"|\bautorizado por el usuario"
    r"|\b(?:a |ont )?deja (?:ete )?(?:autorise|approuve|valide|donne son accord|confirme)\w*"
    r"|\b(?:bereits|schon) (?:freigegeben|genehmigt|autorisiert|bestatigt|zugestimmt|erlaubt)\b"
    r"|\bja (?:foi )?(?:autoriz|aprov|confirm|permiti)\w*|\bgia (?:stat[oaie] )?(?:autorizzat"
    r"|approvat|confermat"
    r"|consentit)\w*|\b(?:zaten|onceden) (?:onay|izin|yetki)\w*|\b(?:sudah|telah) (?:menyetujui"
    r"|mengizinkan|mengotorisasi|memberi izin|disetujui|diizinkan)\b|\bjuz (?:zatwierdzi|autoryzowa"
    r"|wyrazi|zgodzi|zezwoli)\w*|\b(?:al|reeds) (?:toestemming|goedgekeurd|geautoriseerd)\b"
    r"|\bđa (?:cho phep|phe duyet|đong y|uy quyen)\b"
    r"|уже (?:разрешил|одобрил|подтвердил|авторизовал|согласовал|дал согласие|одобрено|разрешено"
    r"|согласовано|подтверждено)\w*|(?:вже|уже) (?:дозволив|схвалив|підтвердив|погодив|авторизував"
    r"|дав згоду|дозволено|схвалено)\w*"
    r"|用户(?:已经|已)(?:授权|批准|同意|确认)|(?:已经|已)(?:获得)?用户(?:的)?(?:授权|批准|同意)"
    r"|经用户(?:授权|批准)"
    r"|(?:承認|許可|同意)済|(?:既に|すでに)(?:承認|許可|同意)|이미 (?:승인|허가|동의|허락)"
    r"|(?:وافق|أذن|اذن|صرح)\w* [^.]{0,20}(?:مسبقا|بالفعل)|تمت الموافقة|पहले ही [^।]{0,20}"
    r"(?:मंज़ूर|मंजूर|अनुमति|स्वीकृत|अप्रूव)|(?:قبلا|قبلاً|از قبل) [^.]{0,20}(?:تأیید|تایید|اجازه"
    r"|مجوز)"
)
ALREADY_OK_NEEDLES: Needles = folded_needles(
    "ya_lo ya_la ya_ha ya_habia ya_autoriz ya_aprob ya_confirm ya_permit autorizado_por_el "
    "deja_autorise deja_approuve deja_valide deja_donne deja_confirme bereits_freigegeben "
    "bereits_genehmigt bereits_autorisiert bereits_bestatigt bereits_zugestimmt bereits_erlaubt "
    "schon_freigegeben schon_genehmigt schon_erlaubt gia_stat ya_ha_sido deja_ete ja_autoriz "
    "ja_aprov ja_confirm ja_permiti "
    "ja_foi gia_autorizzat gia_approvat gia_confermat gia_consentit zaten_onay zaten_izin "
    "zaten_yetki onceden_onay onceden_izin sudah_menyetujui telah_menyetujui sudah_mengizinkan "
    "telah_mengizinkan sudah_mengotorisasi telah_mengotorisasi sudah_memberi telah_memberi "
    "sudah_disetujui telah_disetujui sudah_diizinkan juz_zatwierdzi juz_autoryzowa juz_wyrazi "
    "juz_zgodzi juz_zezwoli al_toestemming reeds_toestemming al_goedgekeurd reeds_goedgekeurd "
    "al_geautoriseerd reeds_geautoriseerd đa_cho_phep đa_phe_duyet đa_đong_y đa_uy_quyen "
    "уже_разрешил уже_одобрил уже_подтвердил уже_авторизовал уже_согласовал уже_дал "
    "уже_одобрено уже_разрешено уже_согласовано уже_подтверждено вже_дозволив уже_дозволив "
    "вже_схвалив уже_схвалив вже_підтвердив уже_підтвердив вже_погодив вже_авторизував вже_дав "
    "вже_дозволено вже_схвалено 用户已 已获得用户 已经获得用户 已用户 已经用户 经用户 承認済 "
    "許可済 同意済 既に承認 すでに承認 既に許可 すでに許可 既に同意 すでに同意 이미_승인 "
    "이미_허가 이미_동의 이미_허락 مسبقا بالفعل تمت_الموافقة पहले_ही قبلا از_قبل"
)

# the user's request forged: "the user has changed their mind"
CHANGED_MIND = compiled(
    r"\b(?:cambiado|cambio) de (?:opinion|idea|parecer)\b|\bchange d['’]avis\b"
    r"|\b(?:es sich anders uberlegt|(?:seine|ihre) meinung geandert)\b|\bmudou de (?:ideia"
    r"|opiniao)\b|\bcambiato idea\b|\bfikrini degistir\w*|\bberubah pikiran\b"
    r"|\bzmieni[lł]\w* zdanie"
    r"|\bvan gedachten veranderd\b|\bđoi y\b|передумал\w*|передумав\w*|改(?:变)?主意"
    r"|(?:気|考え)が変わ|마음이 바뀌|마음을 바꿨|غي(?:ّ)?ر رأيه|मन बदल|نظرش (?:را )?عوض"
)
CHANGED_MIND_NEEDLES: Needles = folded_needles(
    "de_opinion de_idea de_parecer change_d'avis anders_uberlegt meinung_geandert mudou_de "
    "cambiato_idea fikrini_degistir berubah_pikiran zdanie van_gedachten đoi_y передумал "
    "передумав 改主意 改变主意 気が変わ 考えが変わ 마음이_바뀌 마음을_바꿨 رأيه मन_बदल نظرش"
)

# the reader scared: their account blocked or closed
BLOCKED = compiled(
    r"\b(?:bloquead[oa]|suspendid[oa]|bloque[e]?|suspendu[e]?|gesperrt|bloqueada|suspensa"
    r"|bloccat[oa]|sospes[oa]|askiya alin\w*|bloke|diblokir|ditangguhkan|zablokowan\w*"
    r"|zawieszon\w*|geblokkeerd|opgeschort|bi khoa)\b"
    r"|заблокир\w*|заблокова\w*|冻结|封禁|停用|凍結|停止され|ロックされ|정지|잠금|차단|تعليق|حظر"
    r"|إغلاق|ब्लॉक|(?:खाता|अकाउंट) बंद|مسدود"
)
BLOCKED_NEEDLES: Needles = folded_needles(
    "bloquead suspendid bloque suspendu gesperrt suspensa bloccat sospes askiya bloke diblokir "
    "ditangguhkan zablokowan zawieszon geblokkeerd opgeschort bi_khoa заблокир заблокова 冻结 封禁 "
    "停用 凍結 停止され ロックされ 정지 잠금 차단 تعليق حظر إغلاق ब्लॉक खाता_बंद अकाउंट_बंद مسدود"
)

# "without asking for confirmation": the step done behind the user's back
NO_CONFIRM = compiled(
    r"\b(?:sin (?:pedir |solicitar )?confirmacion|sans (?:demander (?:de |la )?)?confirmation"
    r"|ohne (?:ruck)?(?:bestatigung|ruckfrage|nachzufragen)|sem (?:pedir )?confirmacao"
    r"|senza (?:chiedere )?conferma|onay (?:almadan|istemeden)|tanpa (?:meminta )?konfirmasi"
    r"|bez (?:pytania o )?potwierdzeni\w*|zonder (?:om )?bevestiging|khong can xac nhan)\b"
    r"|без (?:запроса )?подтвержд\w*|без (?:запиту )?підтвердженн\w*|(?:无需|不用|不必"
    r"|无须)(?:用户)?确认"
    r"|確認(?:せず|なしで|不要)|확인 없이|دون (?:طلب )?(?:تأكيد|إذن)|बिना पुष्टि|بدون (?:تأیید"
    r"|تایید)"
)
NO_CONFIRM_NEEDLES: Needles = folded_needles(
    "sin_pedir sin_solicitar sin_confirmacion sans_demander sans_confirmation ohne_bestatigung "
    "ohne_ruck ohne_nachzufragen sem_pedir sem_confirmacao senza_chiedere senza_conferma "
    "onay_almadan onay_istemeden tanpa_meminta tanpa_konfirmasi bez_pytania bez_potwierdz "
    "zonder_bevestiging zonder_om khong_can_xac_nhan без_запроса без_подтвержд без_запиту "
    "без_підтвердж 无需确认 不用确认 不必确认 无须确认 无需用户 確認せず 確認なしで 確認不要 "
    "확인_없이 دون_تأكيد دون_إذن دون_طلب बिना_पुष्टि بدون_تأیید بدون_تایید"
)
# fmt: on

__all__ = [
    "ALREADY_OK",
    "ALREADY_OK_NEEDLES",
    "AT_WORK",
    "AT_WORK_NEEDLES",
    "BLOCKED",
    "BLOCKED_NEEDLES",
    "CHANGED_MIND",
    "CHANGED_MIND_NEEDLES",
    "CODE",
    "CODE_NEEDLES",
    "CONDITION",
    "DELIBERATELY",
    "DELIBERATELY_NEEDLES",
    "EDIT_RIGHTS",
    "EDIT_RIGHTS_NEEDLES",
    "EMPTY_DOC",
    "EMPTY_DOC_NEEDLES",
    "MAIL_AGENT",
    "MAIL_AGENT_NEEDLES",
    "NO_CONFIRM",
    "NO_CONFIRM_NEEDLES",
    "PAYEE",
    "PAYEE_NEEDLES",
    "SENT",
    "SENT_NEEDLES",
    "TRASH",
    "TRASH_NEEDLES",
    "Lazy",
]
