"""The words of round 78's discard in eighteen languages (round 79, issue 19).

Spanish, French, German, Portuguese, Italian, Russian, Chinese, Japanese, Korean, Arabic, Hindi,
Turkish, Indonesian, Polish, Dutch, Ukrainian, Vietnamese and Persian, spelled as folded text
is. Each list is a part of speech: a verb that drops, what it drops (text by its place, what
the reader was told, instructions by any qualifier), a new order for the reader, orders declared
void, and what makes a drop people's business (a condition, a negation, an offer, the data the
instructions sit in).
"""

from __future__ import annotations

from memlane.core.prompt_injection_kept_abroad_words import stems
from memlane.core.prompt_injection_processed_abroad_words import compiled

# fmt: off
# --- the verb that drops ----------------------------------------------------------------------

# "ignora", "oublie", "vergiss", "esqueça", "dimentica", "забудь", "忽略", "無視", "무시",
# "تجاهل", "अनदेखा", "unut", "abaikan", "zapomnij", "negeer", "bỏ qua", "نادیده بگیر"
DISCARD, DISCARD_NEEDLES = stems(
    "ignora ignore ignoren olvida olvide olviden desconsidera descarta haz_caso_omiso "
    "no_hagas_caso no_tengas_en_cuenta pasa_por_alto "
    "ignorez oublie oubliez ne_tiens_pas_compte ne_tenez_pas_compte fais_abstraction "
    "faites_abstraction laisse_tomber passe_outre "
    "ignorier vergiss vergessen_sie missachte beachte_nicht verwirf "
    "esqueca esquece esquecam desconsidere desconsiderem descarte "
    "ignorate dimentica dimenticate dimentichi non_considerare non_tenere_conto lascia_perdere "
    "trascura "
    "игнорируй игнорируйте проигнорируй проигнорируйте забудь забудьте не_обращай отбрось "
    "не_слушай не_учитывай "
    "ігноруй ігноруйте проігноруй забудь забудьте не_звертай не_зважай відкинь не_слухай "
    "не_враховуй "
    "忽略 忽视 无视 忘掉 忘记 忘了 不要理会 别理会 不用理会 不要管 别管 抛开 "
    "無視 忘れて 忘れろ 忘れなさい 忘れてください "
    "무시 잊어 잊고 잊으세요 "
    "تجاهل انس انسَ انسى انسي تناس اهمل أهمل "
    "अनदेखा भूल_जा नज़रअंदाज़ नजरअंदाज "
    "unut gormezden_gel yok_say dikkate_alma bos_ver bosver aldirma "
    "abaikan lupakan jangan_hiraukan jangan_pedulikan "
    "zignoruj ignoruj zapomnij nie_zwracaj_uwagi pomin "
    "negeer vergeet let_niet_op "
    "bo_qua quen_đi quen_het quen_nhung quen_moi quen_tat "
    "نادیده فراموش توجه_نکن"
)

# --- what it drops ----------------------------------------------------------------------------

# text by its place and what the reader was told: "todo lo anterior", "le reste de ce document",
# "alles, was oberhalb", "o que o usuário pediu", "всё, что выше", "以上所有内容", "上記の内容",
# "위의 내용", "كل ما ورد أعلاه", "ऊपर", "yukarıdaki", "di atas", "powyżej", "hierboven",
# "ở trên", "در بالا"
DROPPED = compiled(
    # es
    r"\b(?:todo lo|lo) (?:anterior|de arriba|que (?:hay|esta|aparece|se dijo) (?:arriba|antes))"
    r"|\b(?:texto|parrafo|mensaje|contenido|instrucciones|indicaciones|todo) (?:de )?(?:anterior"
    r"|arriba|previo)|\bel resto (?:de|del)\b|\blo que (?:te )?(?:pidio|pregunto|dijo|escribio"
    r"|ha pedido|te han dicho|te dijeron|te pidieron)|\btodo lo que (?:te )?(?:han dicho"
    r"|dijeron|sabes|has leido)|\b(?:la )?(?:pregunta|peticion|solicitud"
    r"|consulta)(?: original)? del usuario|\b(?:las )?demas instrucciones"
    r"|\binstrucciones (?:siguientes|posteriores|de abajo)"
    # fr
    r"|\btout ce qui (?:precede|est (?:ecrit )?(?:au-dessus|ci-dessus|plus haut))"
    r"|\b(?:ce qui|tout ce qui) (?:precede|suit)\b|\b(?:le|du|au) reste (?:de|du|des)\b"
    r"|\bci-dessus\b"
    r"|\bci-dessous\b|\btout ce qu['’](?:on|il|elle) (?:t['’]|vous )a (?:dit|demande)"
    r"|\bce que (?:l['’]utilisateur|l['’]usager) (?:a )?(?:demande|dit|ecrit)"
    r"|\bla (?:question|demande)(?: initiale)? de l['’]utilisateur"
    r"|\b(?:toutes )?les autres instructions"
    # de
    r"|\balles,? was (?:oberhalb|oben|vorher|davor|zuvor|bisher|dir)\b|\balles (?:oben|obige"
    r"|davor|bisherige)\b|\b(?:den )?rest (?:des|dieses|dieser|der)\b|\bwas (?:der|die) (?:nutzer"
    r"|benutzer"
    r"|anwender)\w* (?:gefragt|gesagt|geschrieben|wollte)|\b(?:die )?frage des (?:nutzers"
    r"|benutzers)|\balle (?:anderen|weiteren|folgenden) anweisungen|\bobige[nmrs]? \w+"
    r"|\bvorherige[nmrs]? \w+"
    # pt
    r"|\b(?:todo o|o) (?:texto|conteudo) (?:acima|anterior)|\btudo (?:o )?que (?:esta )?(?:acima"
    r"|antes|te disseram|lhe disseram)|\bo restante (?:deste|desta|do|da)\b|\bo resto (?:deste"
    r"|desta|do|da)\b|\bo que o (?:usuario|utilizador) (?:pediu|perguntou|disse|escreveu)"
    r"|\b(?:a )?(?:pergunta|pedido|solicitacao)(?: original)? do (?:usuario|utilizador)"
    r"|\b(?:as )?demais instrucoes|\bacima\b"
    # it
    r"|\btutto (?:quello|cio) che (?:c['’]e |e |sta |hai letto )?(?:sopra|prima)|\b(?:il|del"
    r"|al) resto (?:di"
    r"|del|della|dello)\b|\bquello che ti (?:ha|hanno) (?:chiesto|detto)|\b(?:la )?(?:domanda"
    r"|richiesta)(?: originale)? dell['’]utente|\b(?:tutte )?le altre istruzioni|\b(?:qui )?sopra\b"
    r"|\b(?:paragrafo|testo|messaggio) precedente"
    # ru, uk
    r"|(?:всё|все|усе|всі|то|те),? что (?:было |написано |сказано )?(?:выше|ранее|до этого)"
    r"|(?:все|усе|все те),? що (?:було |написано |сказано )?(?:вище|раніше|до цього)"
    r"|\bвыше\b|\bвище\b|остальн\w+ (?:текст|част|содерж)|решт\w* (?:тексту|документа)"
    r"|(?:то|всё|все),? что (?:спросил|просил|написал|сказал)\w* (?:пользовател|тебе)"
    r"|(?:вопрос|запрос|просьб)\w* пользовател|(?:запитання|питання|запит|прохання)\w* користувач"
    r"|(?:те|все|усе),? що (?:спитав|питав|просив|написав|сказав)\w* (?:користувач|тобі)"
    r"|(?:все |всі )?(?:остальные|другие|інші|решта) (?:инструкц|інструкц)"
    r"|(?:все|всё|то),? что (?:тебе|вам) (?:говорили|сказали|писали)"
    r"|(?:усе|все|те),? що (?:тобі|вам) (?:казали|сказали|писали)|предыдущ\w*|прежн\w*|попередн\w*"
    # zh
    r"|以上|上面|上述|前面的|之前的|此前的|下面的|以下的|其余|其他指令|其它指令|用户(?:刚才|之前)?(?:问|说|要求|提出)"
    r"|(?:刚才|之前)(?:问|说)的|你(?:被|收到的|之前)"
    # ja
    r"|上記|以上の|これまでの|この行より(?:前|上)|前の(?:文|指示|内容|会話)|以下の指示|他の指示"
    r"|ユーザーの(?:質問|依頼|要求|指示)|ユーザーが(?:聞|尋|頼|求)"
    # ko
    r"|위의|위에 (?:있는|적힌|나온)|이전의|앞의|지금까지|이 줄 (?:위|앞)|아래의|나머지|다른 지시"
    r"|사용자가 (?:요청|질문|물어|말)|사용자의 (?:질문|요청)"
    # ar
    r"|أعلاه|اعلاه|ما سبق|ما ورد|كل ما قيل|بقية|باقي|ما طلبه|ما سأل|سؤال المستخدم|طلب المستخدم"
    r"|التعليمات (?:الأخرى|الاخرى|التالية|السابقة)"
    # hi
    r"|ऊपर|पिछल\w*|बाकी|बाक़ी|शेष|उपयोगकर्ता (?:ने|का|के)|जो (?:पूछा|कहा|बताया)"
    # tr
    r"|\byukaridaki\b|\byukarida\b|\bonceki\b|\bbundan onceki\b|\bgeri kalan\w*"
    r"|\bkullanicinin (?:sordug|istedig|soru|talebi|dedig)\w*|\bdiger talimat\w*"
    r"|\bsana (?:soylenen|verilen)\w*"
    # id
    r"|\bdi atas\b|\bsebelumnya\b|\bsisa (?:dokumen|teks|halaman)|\b(?:pertanyaan|permintaan)"
    r" pengguna\b|\bapa yang (?:ditanyakan|diminta|dikatakan)|\binstruksi (?:lain|lainnya"
    r"|berikut)|\bsemua yang (?:dikatakan|diberitahukan)"
    # pl
    r"|\bpowyzej\b|\bwczesniej\w*|\bpoprzedni\w*|\breszt\w+ (?:tego|tej|dokumentu|tekstu)"
    r"|\bo co (?:pytał|prosił)\w* uzytkownik|\b(?:pytanie|prosbe) uzytkownik\w*"
    r"|\bpozostałe instrukcje|\binne instrukcje|\bwszystko,? co ci (?:powiedziano|kazano)"
    # nl
    r"|\bhierboven\b|\bhiervoor\b|\bvoorgaande\b|\bvorige\b|\brest van\b|\bwat de gebruiker"
    r" (?:vroeg|vraagt|zei|wilde)|\bvraag van de gebruiker|\b(?:alle )?andere instructies"
    r"|\balles wat je (?:is verteld|werd verteld|weet)"
    # vi
    r"|\bo tren\b|\btruoc đo\b|\btruoc day\b|\bphan con lai\b|\bnguoi dung (?:vua |đa )?(?:hoi"
    r"|yeu cau|noi)|\bcau hoi cua nguoi dung|\b(?:cac )?(?:chi dan|huong dan|chi thi) khac"
    # fa
    r"|در بالا|بالا|قبلی|پیشین|بقیه|باقی|سؤال کاربر|سوال کاربر|درخواست کاربر|آنچه کاربر"
    r"|هر چه (?:به تو )?گفته"
)

# --- a new order for the reader ---------------------------------------------------------------

# the answer fixed or a new duty: "responde solo", "réponds", "gib … aus", "diga", "rispondi",
# "выведи", "скажи", "回复", "答えて", "답하", "أجب", "लिखो", "yaz", "balas", "odpowiedz",
# "antwoord", "trả lời", "بنویس"; "a partir de ahora", "désormais", "d'ora in poi", "从现在起",
# "今後", "지금부터", "من الآن", "अब से", "bundan sonra", "mulai sekarang", "od teraz",
# "vanaf nu", "відтепер", "từ bây giờ", "از این به بعد"
# (two patterns: one of either size is rewritten to start with a literal, see regex_lead)
NEW_ORDER_LATIN = compiled(
    # es
    r"\bdi (?:al|a la|a los|que|solo|solamente|unicamente)\b|\b(?:responde|contesta"
    r"|dile|diles|escribe|muestra|imprime|envia|manda|aprueba"
    r"|obedece|obedeces|revela|repite|sigue solo|a partir de ahora|desde ahora|tu nueva"
    r"|tu unica)\b"
    # fr
    r"|\b(?:reponds|repondez|dis|dites|ecris|ecrivez|affiche|affichez|envoie|envoyez|approuve"
    r"|obeis|obeissez|revele|repete|desormais|dorenavant|ta nouvelle|ta seule"
    r"|a partir de maintenant)\b|\bdis-(?:lui|leur|moi)\b"
    # de
    r"|\b(?:antworte|antwortet|sag|sage|schreib|schreibe|gib|zeige|zeig|sende|schicke|genehmige"
    r"|markiere|gehorche|befolge nur|wiederhole|ab jetzt|von nun an|ab sofort|deine neue"
    r"|deine einzige)\b|\bdu \w+ (?:jetzt|nun|ab sofort)\b|\bneue anweisung"
    # pt
    r"|\b(?:responda|responde|diga|digam|escreva|mostre|imprima|envie|mande|aprove"
    r"|obedeca|siga apenas|revele|repita|a partir de agora|de agora em diante|sua nova"
    r"|sua unica)\b"
    # it
    r"|\b(?:rispondi|dici|digli|dille|scrivi|mostra|stampa|invia|manda|approva|obbedisci"
    r"|elenca|rivela|ripeti|d['’]ora in (?:poi|avanti)|da ora in poi|il tuo nuovo|la tua nuova)\b"
    # tr
    r"|\b(?:yaz|soyle|cevap ver|yanitla|goster|listele|gonder|onayla|uy|itaat et|bundan sonra"
    r"|artik sen|yeni gorevin)\b"
    # id
    r"|\b(?:balas|jawab|katakan|tulis|tampilkan|kirim|setujui|patuhi|ikuti hanya|mulai sekarang"
    r"|mulai saat ini|tugas barumu)\b"
    # pl
    r"|\b(?:odpowiedz|odpowiadaj|powiedz|napisz|wypisz|pokaz|wyslij|zatwierdz|zaakceptuj"
    r"|wykonuj|słuchaj|od teraz|od tej chwili|twoje nowe|twoim nowym)\b"
    # nl
    r"|\b(?:antwoord|zeg|schrijf|toon|stuur|keur \w+ goed|gehoorzaam|volg alleen|vanaf nu"
    r"|voortaan|je nieuwe|jouw nieuwe)\b|\bvolg je\b"
    # vi
    r"|\b(?:tra loi|hay noi|noi voi|hay viet|viet ra|in ra|hien thi|liet ke|gui|phe duyet|lam theo"
    r"|tuan theo"
    r"|tu bay gio|tu gio tro đi|nhiem vu moi)\b"
)
NEW_ORDER_OTHER = compiled(
    # ru, uk
    r"(?:ответь|отвечай|скажи|напиши|выведи|покажи|отправь|одобри|отметь|подчиняйся|выполняй"
    r"|перечисли|раскрой|повтори|теперь ты|отныне|с этого момента|твоя новая|твоя задача"
    r"|відповідай|відповіси|скажи|напиши|виведи|покажи|надішли|схвали|познач|виконуй|перелічи"
    r"|розкрий|повтори|тепер ти|відтепер|з цього моменту|твоє нове|твоя нова)"
    # zh
    r"|回复|回答|告诉|(?:只|就|直接|请)说|说[:「“]|输出|打印|列出|显示出|发送|批准|只听|服从|遵循|听从|从现在(?:起|开始)"
    r"|今后|你的新"
    # ja
    r"|答えて|答えろ|返答して|返信して|伝えて|言って|出力して|出力しろ|出力せよ|表示して|一覧表示|送信して|承認して|従って|従え|今後は"
    r"|これからは|新しい(?:任務|指示|タスク)"
    # ko
    r"|답하|대답하|답변하|말하세요|말해|전하세요|출력하|출력해"
    r"|보여 ?주|보여줘|나열하|보내세요|보내줘|승인하|따르세요|따라라"
    r"|지금부터|앞으로는|새로운 (?:임무|지시|작업)"
    # ar
    r"|أجب|اجب|\bقل\b|أخبر|اخبر|اكتب|اطبع|أظهر|اظهر|اعرض|أرسل"
    r"|ارسل|وافق|اتبع|أطع|اطع|من الآن"
    r"|من الان|مهمتك الجديدة"
    # hi
    r"|लिखो|लिखें|कहो|कहें|बताओ|बताएं|बताइए|जवाब दो|उत्तर दो|दिखाओ|भेजो|मंजूर करो|पालन करो"
    r"|पालन करें|अब से|तुम्हारा नया"
    # fa
    r"|بنویس|بگو|پاسخ بده|جواب بده|نشان بده|بفرست|تأیید کن|تایید کن|پیروی کن|اطاعت کن"
    r"|از این به بعد|از حالا"
)

# --- orders declared void ---------------------------------------------------------------------

# "ya no son válidas", "sont nuls", "ist ungültig", "não valem mais", "non sono più valide",
# "больше не действуют", "已作废", "無効です", "무효입니다", "لم تعد سارية", "अमान्य हैं",
# "geçersiz", "tidak berlaku", "są nieważne", "zijn ongeldig", "більше не діють",
# "bị vô hiệu", "معتبر نیستند"
VOID, VOID_NEEDLES = stems(
    "ya_no_son_valid ya_no_es_valid ya_no_estan_vigentes ya_no_aplican quedan_anulad "
    "han_sido_anulad son_nul es_nul quedan_sin_efecto "
    "ne_sont_plus_valable ne_sont_plus_valide sont_nul sont_annule sont_caduc est_nul "
    "ne_s'appliquent_plus sont_revoque "
    "ist_ungultig sind_ungultig gelten_nicht_mehr gilt_nicht_mehr sind_aufgehoben "
    "ist_aufgehoben sind_nichtig ist_nichtig sind_hinfallig ist_hinfallig "
    "nao_sao_mais_valid nao_valem_mais nao_se_aplicam_mais foram_anulad sao_nul "
    "non_sono_piu_valid non_valgono_piu non_e_piu_valid sono_nulle sono_annullat "
    "non_si_applicano_piu "
    "больше_не_действу больше_не_действительн недействительн аннулирован отменены "
    "більше_не_діють більше_не_чинні недійсн скасован "
    "已作废 已经作废 作废 无效 已失效 失效了 不再有效 已被取消 "
    "無効 失効 取り消され "
    "무효 더_이상_유효하지 취소되었 "
    "لم_تعد_سارية لم_تعد_صالحة ملغاة لاغية باطلة "
    "अमान्य रद्द निरस्त "
    "gecersiz artik_gecerli_degil iptal_edildi "
    "tidak_berlaku tidak_lagi_berlaku dibatalkan "
    "niewazne nieważne przestały_obowiązywać przestaly_obowiazywac "
    "ongeldig niet_meer_geldig vervallen "
    "vo_hieu khong_con_hieu_luc khong_con_gia_tri bi_huy "
    "معتبر_نیست باطل لغو_شد"
)
# the reader's own orders: "tus instrucciones originales", "deine ursprüngliche Programmierung",
# "твои прежние инструкции", "你之前收到的所有指令", "これまでの指示はすべて", "이전의 모든 지시",
# "تعليماتك", "तुम्हारे पिछले सभी निर्देश", "önceki talimatların", "instruksi awalmu"
YOUR_ORDERS = compiled(
    r"\b(?:tus|sus|vuestras|todas las) (?:\w+ ){0,2}(?:instrucciones|directrices|ordenes|reglas)"
    r"|\btu (?:\w+ )?programacion"
    r"|\b(?:tes|vos|toutes les) (?:\w+ ){0,2}(?:instructions|consignes|directives|regles)"
    r"|\bta (?:\w+ )?programmation"
    r"|\b(?:deine|ihre|alle) (?:\w+ ){0,2}(?:anweisungen|instruktionen|regeln|vorgaben"
    r"|programmierung)"
    r"|\b(?:suas|tuas|todas as) (?:\w+ ){0,2}(?:instrucoes|diretrizes|ordens|regras)"
    r"|\bsua (?:\w+ )?programacao"
    r"|\b(?:le tue|tutte le) (?:\w+ ){0,2}(?:istruzioni|direttive|regole)"
    r"|\bla tua (?:\w+ )?programmazione"
    r"|(?:твои|ваши|все) (?:\w+ ){0,2}(?:инструкци|указани|правил|директив)"
    r"|(?:твої|ваші|усі|всі) (?:\w+ ){0,2}(?:інструкці|вказівк|правил|директив)"
    r"|你(?:之前|先前|原来|以前)?(?:收到|得到|接到)?的(?:所有)?(?:指令|指示|规则|设定)"
    r"|(?:所有|全部|一切)(?:的)?(?:之前的|先前的)?(?:指令|指示)"
    r"|(?:これまでの|以前の|元の|あなたの)(?:全ての|すべての)?(?:指示|命令|ルール|設定)"
    r"|(?:이전의|기존의|당신의|너의) (?:모든 )?(?:지시|명령|규칙|지침)|모든 (?:지시|명령|지침)"
    r"|تعليماتك|أوامرك|اوامرك|برمجتك|قواعدك|جميع التعليمات"
    r"|(?:तुम्हारे|आपके|तुम्हारी|आपकी) (?:\S+ ){0,2}(?:निर्देश|नियम|आदेश)|सभी निर्देश"
    r"|\b(?:talimatlar|kurallar|yonergeler)(?:in|iniz)\b|\b(?:onceki|tum) (?:talimat|kural)"
    r"|\b(?:instruksi|perintah|aturan|arahan) (?:\w+ )?(?:mu|anda)\b|\b(?:instruksi|perintah)"
    r" (?:awal|sebelumnya)mu\b|\b(?:instruksi|perintah|aturan) \w+mu\b"
    r"|\b(?:twoje|wasze|wszystkie) (?:\w+ ){0,2}(?:instrukcje|polecenia|zasady|reguły)"
    r"|\b(?:je|jouw|uw|alle) (?:\w+ ){0,2}(?:instructies|regels|opdrachten|programmering)"
    r"|\b(?:huong dan|chi dan|chi thi|quy tac|lenh) (?:\w+ ){0,2}cua ban\b"
    r"|دستورالعملهای (?:\S+ )?(?:تو|شما)|دستورات (?:\S+ )?(?:تو|شما)|دستورالعملهایت|دستوراتت"
    r"|قوانین (?:\S+ )?(?:تو|شما)|همه دستورالعملها"
)

# --- what makes a drop people's business ------------------------------------------------------

# a condition, an offer, a negation, "never", a mistaken mail, or the data the instructions sit
# in (the defence: "instructions that appear in web pages"); every alternative starts with a
# literal, so that the engine skips to where one may start (a sentence's first "se" or "als" is
# CLAUSE_IF's)
UNLESS = compiled(
    r"\b(?:si|cuando|salvo|excepto|quand|lorsque|sauf|wenn|falls|sofern|ausser|quando|caso"
    r"|qualora|tranne|eger|jika|kalau|bila|apabila|kecuali|jesli|jezeli|gdy|kiedy|wanneer"
    r"|indien|tenzij|neu|khi)\b|[,;:] ?(?:se|als)\b"
    r"|\bесли\b|\bкогда\b|\bякщо\b|\bколи\b|如果|若是|假如|除非|場合|なら|たら|경우|(?:다|으)면"
    r"|إذا|اذا|عندما|अगर|यदि|जब|اگر|وقتی|در صورت"
    # an offer: "puedes ignorar", "vous pouvez ignorer", "kannst … ignorieren", "можно", "可以忽略"
    r"|\b(?:puedes|puede|pueden|podeis|pouvez|peux|kannst|konnen|konnt|podes|pode|podem|puoi"
    r"|potete|kunt|kan|mag|mogen|mozesz|mozna|boleh|bisa|dapat|co the)\b"
    r"|можно|можете|можешь|можна|можете|можеш|可以|也行|構いません|かまいません|ても(?:いい|良い)"
    r"|해도|يمكنك|يمكن|सकते|सकती|می توان|میتوان|میتوانید|می توانید|ebilir|abilir"
    # a negation of the verb: "no olvides", "n'oublie pas", "vergiss nicht", "не забудь",
    # "不要忘", "忘れないで", "잊지", "لا تنس", "मत भूल", "unutma", "jangan lupa", "vergeet niet"
    r"|\bno (?:olvides|olvide|olviden|ignores|ignore)|\bn['’](?:oublie|oubliez|ignore|ignorez)"
    r"|\bne (?:pas|jamais)\b|\bvergiss (?:\w+ )?nicht|\bnicht (?:vergessen|ignorieren)"
    r"|\bnao (?:esqueca|esquecam|ignore)|\bnon (?:dimenticare|dimenticate|ignorare)"
    r"|не (?:забудь|забывай|забудьте|игнорируй|забувай|ігноруй)|不要忘|别忘|勿忘|不要忽略|别忽略"
    r"|不能忽略|不要忽视|忘れない|忘れず|無視しない|無視せず|잊지|무시하지|لا تنس|لا تتجاهل"
    r"|मत भूल|भूलना मत|न भूल|अनदेखा न|अनदेखा मत|\bunutma\w*|\bjangan (?:lupa|abaikan)"
    r"|\bnie (?:zapomnij|zapominaj|ignoruj)|\bvergeet (?:\w+ )?niet|\bniet (?:vergeten|negeren)"
    r"|\b(?:đung|dung|khong đuoc) (?:quen|bo qua)|فراموش نکن|نادیده نگیر"
    r"|\b(?:nunca|jamas|jamais|niemals|mai|asla|nigdy|nooit)\b|никогда|ніколи|永远不要|绝不"
    r"|決して|절대|أبدا|कभी|हरगिज़|هرگز|khong bao gio"
    # a mail sent by mistake: "recibido por error", "irrtümlich erhalten", "по ошибке"
    r"|\bpor (?:error|equivocacion)|\bpar erreur|\birrtumlich|\bversehentlich|\bper errore"
    r"|\bpor engano|ошибочно|по ошибке|помилково|错误地|誤って|잘못|بالخطأ|गलती से|yanlislikla"
    r"|\bsecara tidak sengaja|\bsalah kirim\w*|\bomylkowo|\bprzez pomyłkę|\bper ongeluk|\bnham\b"
    r"|به اشتباه"
    # the data instructions sit in: "que aparezcan en páginas web", "contenues dans", "enthalten"
    r"|\b(?:encuentres|encontrares|trouves|trouverez|findest|finden|encontrar|trovi|troverai"
    r"|bulursan"
    r"|temukan|znajdziesz|vindt|tim thay)\b|найдешь|найдете|знайдеш|发现的|見つけた|찾은|تجدها|मिले"
    r"|\b(?:paginas web|pagine web|pages web|webseiten|sitios web|siti web|web ?pages|web sayfa\w*"
    r"|halaman web|stron\w* internetow\w*|webpagina\w*|trang web)\b|веб-страниц|网页|ウェブページ"
    r"|웹 ?페이지|صفحات الويب|वेब पेज|صفحات وب|工具输出|ツールの出力|도구 출력|مخرجات الأداة"
    r"|\b(?:aparezcan|aparecen|contenidas|incluidas|encontradas|incrustadas|apparaissant"
    r"|contenues|trouvees|figurant|enthalten\w*|eingebettet\w*|auftauchen|aparecam|contidas"
    r"|presenti|contenute|trovate|incorporate|yer alan|icindeki|terdapat|tersemat|zawarte"
    r"|osadzone|voorkomen|staan in|xuat hien|chua trong)\b|содержащ\w+|встречающ\w+|вбудован"
    r"|що містяться|中出现的|中包含的|中的任何指令|含まれる|埋め込まれた|포함된|나오는|الواردة في"
    r"|الموجودة في|में मौजूद|में दिए|موجود در"
)
# "se", "als" ("if") opening the sentence
CLAUSE_IF = compiled(r"\s*(?:se|als)\b")
# fmt: on
