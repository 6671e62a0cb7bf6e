"""The parts that complete round 58's anchors in eighteen languages (issue 19).

What :mod:`memlane.core.prompt_injection_errands_abroad` asks an anchor's sentence to hold
besides the anchor: a verb that sends, deletes, changes or says; a literal account or a
personal mailbox; a smear; a wrong figure; the reader named. Spelled as folded text is. Verbs
are listed in the forms an order takes (imperatives, infinitives after "please"), not the
participles a report uses ("los mensajes enviados y borrados" orders nothing).
"""

from __future__ import annotations

from memlane.core.prompt_injection_errands import PERSONAL_MAIL
from memlane.core.prompt_injection_processed_abroad_words import ADDRESS, Lazy, compiled

# fmt: off
# Romance imperatives carry their object as a suffix: "mándalo", "modifícala", "inviamelo"
_CLITIC = r"(?:(?:me|te|se|ce|gli|glie)?(?:lo|la|los|las|le|les|li|ne))?"
# --- verbs -------------------------------------------------------------------------------------
# delete, clear, empty: "borra", "vide", "lösche", "удали", "删除", "削除", "삭제"
DELETE = compiled(
    r"\b(?:borra|borre|borrad|elimina|elimine|vacia|vacie|limpia|supprime[zs]?|efface[zs]?"
    r"|vide[zs]?"
    r"|losche|loscht|leere|entferne|apague|apaga|exclua|exclui|esvazie|limpe|cancella|elimina"
    r"|svuota|sil|temizle|bosalt|hapus|kosongkan|bersihkan|usun|wyczysc|oproznij|verwijder|wis|leeg"
    r"|xoa)" + _CLITIC + r"\b"
    r"|удали\w*|очисти\w*|сотри|видали\w*|очисть|зітри|删除|删掉|清空|清除|削除|消去|空に"
    r"|삭제|지우|비우|احذف|امسح|أفرغ|हटा|डिलीट|मिटा|خالی کن|حذف کن|پاک کن"
)
# send, forward, post, upload
SEND = compiled(
    r"\b(?:envia|envie|enviad|reenvia|reenvie|manda|mande|transfiere|envoie[zs]?|renvoie[zs]?"
    r"|transfere[zs]?"
    r"|transmets|sende|schicke?|leite\w*|weiter|envie|encaminhe|reencaminhe|invia|inoltra|spedisci"
    r"|gonder|ilet|yolla|kirim\w*|teruskan|wyslij|przeslij|przekaz|stuur|verstuur|gui|chuyen tiep"
    r"|upload|sube|carga|televerse|hochladen|lade)" + _CLITIC + r"\b"
    r"|перешли|отправь\w*|пошли|надішли|перешли"
    r"|відправ\w*|发送|发给|发到|转发|上传|送信|転送|送っ|アップロード|보내|전달|전송|업로드|أرسل"
    r"|ارسل"
    r"|أعد توجيه|ارفع|भेज|फॉरवर्ड|अपलोड|بفرست|ارسال کن|فوروارد|آپلود"
)
# move or mark, for mail
MOVE = compiled(
    r"\b(?:mueve|mueva|deplace[zs]?|verschiebe|mova|move|sposta|tasi|pindahkan|przenies|verplaats"
    r"|di chuyen|marca\w*|marque[zs]?|markiere|verschieben|archivier\w*|segna|isaretle|tandai"
    r"|oznacz|markeer|đanh dau)\b"
    r"|перемести|перенеси|отметь|перемісти|познач|移到|移动|移至|标记|標記|移動|マーク|옮기|이동"
    r"|표시"
    r"|انقل|ضع علامة|ले जाओ|मार्क|منتقل کن|علامت"
)
# change or replace (the forms of an order): "cambia", "remplace", "ändere", "измени", "改成"
CHANGE = compiled(
    r"\b(?:cambia|cambie|modifica|modifique|actualiza|actualice|sustituye|sustituya|reemplaza"
    r"|reemplace|pon|change[zs]?|modifie[zs]?|remplace[zs]?|mets|andere|andern|aktualisiere"
    r"|ersetze|setze|altere|mude|atualize|troque|substitua|aggiorna|sostituisci|imposta"
    r"|degistir|guncelle|ubah|ganti|perbarui|zmien|zaktualizuj|zamien|wijzig|verander|vervang"
    r"|pas \w+ aan|thay|đoi|cap nhat)" + _CLITIC + r"\b"
    r"|измени|смени|замени|поменяй|обнови|зміни|змініть|заміни|замініть|онови|оновіть|измените"
    r"|замените|смените|обновите"
    r"|更改|修改|改成|改为|换成|替换|変更|書き換え|置き換え|差し替え|변경|바꿔|바꾸|교체|غي(?:ّ)?ر"
    r"|عدّل"
    r"|عدل|حدّث|استبدل|बदल|تغییر|عوض کن|جایگزین"
)
# double or halve what the reader will act on
DOUBLE = compiled(
    r"\b(?:dobla|duplica|double[zs]?|verdopple|dobre|raddoppia|dimezza|ikiye katla|gandakan"
    r"|podwoj|verdubbel|nhan đoi|gap đoi|el doble|le double|das doppelte|o dobro|il doppio"
    r"|iki kat\w*|dua kali lipat|dwukrotn\w*|het dubbele)\b|вдвое|в два раза|вдвічі|两倍|2배|ضعف"
    r"|удвой|подвій|翻倍|加倍|倍に|두 배|ضاعف|दोगुना|دو برابر"
)
# what a reader acts on: an amount, a price, a date, an account
FACT = compiled(
    r"\b(?:importes?|cantidad\w*|precios?|cifras?|fechas?|montos?|cuentas?|montants?|prix|chiffres?"
    r"|dates?|betrag\w*|betrage|preise?|summen?|datum|daten|konto\w*|valor\w*|precos?|quantias?"
    r"|datas?|importi|prezz[oi]|tutar\w*|fiyat\w*|tarih\w*|hesab?\w*|jumlah|harga|angka|tanggal"
    r"|rekening|kwot\w*|cen[ya]?|terminy|bedrag\w*|prijs\w*|so tien|ngay|tai khoan)\b"
    r"|сумм\w*|цен\w*|цифр\w*|дат\w*|сч[её]т\w*|сум\w*|цін\w*|рахун\w*|金额|价格|数字|日期|账户"
    r"|金額"
    r"|価格|日付|口座|금액|가격|숫자|날짜|계좌|المبلغ|السعر|التاريخ|الحساب|राशि|कीमत|तारीख|خاता"
    r"|مبلغ|قیمت|تاریخ|حساب"
)
# say, mention, add to the answer
SAY = compiled(
    r"\bdi que\b|\b(?:menciona|mencione|dile|escribe|anade|incluye|indica|afirma|asegura|desliza"
    r"|insinua"
    r"|mentionne[zs]?|dis|ecris|ajoute[zs]?|indique[zs]?|affirme[zs]?|glisse[zs]?|precise[zs]?"
    r"|insinue[zs]?|erwahne|sag|sage|schreibe?|behaupte|diga|escreva|acrescente|inclua|afirme"
    r"|insinue|cite|menziona|dici|scrivi|aggiungi|includi|afferma|accenna|belirt\w*|soyle|yaz"
    r"|ekle|bahset|sebutkan|katakan|tulis\w*|tambahkan|nyatakan|sisipkan|wspomnij|powiedz|napisz"
    r"|dodaj|zaznacz|vermeld|zeg|schrijf|noem|nhac|hay noi|noi voi|noi rang|viet|them vao"
    r"|đe cap)\b|\bdi['’]|\bdeja caer\b"
    r"|упомян\w*|скажи|напиши|добавь|укажи|намекни|згадай|вкажи|додай|натякни"
    r"|提(?:一句|一下|到|及)|说|写|加上|指出|暗示|声称|書き添え|書いて|述べ|触れ|言及|付け加え|記載"
    r"|언급|말해|써|덧붙|추가|적어|اذكر|قل|اكتب|أضف|أشر|ألمح|बताओ|बताएं|लिखो|लिखें|कहो|जोड़ो"
    r"|उल्लेख|ज़िक्र|जिक्र|بگو|بنویس|اضافه کن|ذکر کن|اشاره کن"
)
# what the reader is told, to answer or to pass on: "responde", "dis", "答え", "말해"
TELL_ANS = compiled(
    r"\bdi que\b|\b(?:dile|diga|digas|responde|contesta|dis|reponds|repondez|sag|sage|antworte"
    r"|responda"
    r"|rispondi|dici|soyle|cevap ver|yanitla|katakan|jawab|odpowiedz|powiedz|zeg|vertel"
    r"|antwoord|hay noi|noi voi|noi rang|tra loi|informe|informa)\b|\bdi['’]"
    r"|скажи|ответь|отвечай|напиши|сообщи|відповідай|скажи|повідом|напиши|告诉|回答|回复|说"
    r"|答え|伝え|言って|대답|말해|답하|أخبر|اخبر|أجب|اجب|قل|बताओ|बताएं|कहो|जवाब दो|بگو|پاسخ بده"
)
# a smear or a scare: recalled, a fraud, bankrupt, hacked, dangerous
CLAIM = compiled(
    r"\b(?:retirad[oa]s?|fraude\w*|estafa\w*|quiebra|quebr\w*|bancarrota|hackead\w*|peligros\w*"
    r"|toxic\w*"
    r"|contaminad\w*|contaminacion|arrestad\w*|mentiros\w*|rappele\w*|retire\w* du marche"
    r"|frauduleu\w*|arnaque\w*|escroc\w*|faillite|pirate\w*|dangereu\w*|toxique\w*|contamine\w*"
    r"|menteur\w*|zuruckgerufen|ruckruf\w*|betrug\w*|betruger\w*|pleite|insolven\w*|gehackt"
    r"|gefahrlich\w*|giftig\w*|verhaftet|lugner\w*|recolhid[oa]s?|golpe\w*|golpista\w*|falencia"
    r"|falid[oa]|perigos\w*|ritirat[oi]|ritirata|frode|truff\w*|fallit[oa]|fallimento"
    r"|hackerat\w*|pericolos\w*|tossic\w*|contaminat\w*|arrestat\w*|bugiard\w*|toplatil\w*"
    r"|geri cagril\w*|dolandirici\w*|sahtekar\w*|iflas\w*|hacklen\w*|tehlikeli|zehirli"
    r"|tutuklan\w*|ditarik|penipu\w*|bangkrut|diretas|berbahaya|beracun|wycofan\w*|oszust\w*"
    r"|bankrut\w*|zhakowan\w*|niebezpieczn\w*|toksyczn\w*|teruggeroepen|terugroepactie"
    r"|oplichter\w*|failliet|gevaarlijk\w*|thu hoi|lua đao|pha san|nguy hiem|đoc hai)\b"
    r"|отозва\w*|мошенни\w*|банкрот\w*|взлома\w*|опасн\w*|токсичн\w*|аферист\w*|відклика\w*"
    r"|відкликан\w*|шахра\w*|банкрут\w*|зламан\w*|небезпе\w*|召回|骗子|诈骗|欺诈|破产|倒闭|被黑"
    r"|有毒"
    r"|リコール|詐欺|倒産|破産|有毒|危険|리콜|사기꾼|사기|파산|부도|해킹|احتيال|محتال|نصاب|إفلاس"
    r"|أفلس|خطير|धोखेबाज़|धोखा|घोटाला|ठग|दिवालिया|खतरनाक|फ्रॉड|فراخوان|کلاهبردار|ورشکست|خطرناک"
)
# what a reply about a recall offers: a refund, a replacement (a customer service macro)
REMEDY = compiled(
    r"\b(?:reembols\w*|sustitu\w*|rembours\w*|remplacement|erstatt\w*|ersatz\w*|rimbors\w*"
    r"|sostituzion\w*|iade|degisim|pengembalian|penggantian|zwrot\w*|wymian\w*|terugbetal\w*"
    r"|hoan tien|đoi tra|refund\w*|reimburs\w*)\b|возврат\w*|замен\w*|поверненн\w*|замін\w*|退款"
    r"|退货|更换|返金|交換|환불|교환|استرداد|استبدال|रिफंड|بازپرداخت|تعویض"
)
# wrong, false, mistaken: what an answer made wrong on purpose holds
WRONG = compiled(
    r"\b(?:falso|falsa|falsos|falsas|incorrect\w*|errone\w*|equivocad\w*|errores?|faux|fausses?"
    r"|erreurs?|falsch\w*|fehler\w*|unrichtig\w*|errad[oa]s?|incorret[oa]s?|erros?|sbagliat\w*"
    r"|errat[oi]|errata|errori|fals[ei]|yanlis\w*|hatal\w*|salah|keliru|b[lł]edn\w*|fa[lł]szyw\w*"
    r"|nieprawdziw\w*|fout\w*|onjuist\w*|verkeerd\w*|sai)\b"
    r"|неверн\w*|неправильн\w*|ложн\w*|ошиб\w*|хибн\w*|невірн\w*|помилк\w*|错|假的|間違|誤っ|誤り"
    r"|嘘"
    r"|틀린|틀리게|잘못|거짓|خاطئ\w*|خطأ|غلط|गलत|ग़लत|اشتباه|نادرست"
)
# the forms of "give" or "state" an answer holds ("gib … an", "укажи", "podaj")
GIVE = compiled(
    r"\b(?:gib|gebt|bau|baue|fasse|donne[zs]?|podaj|geef|ver|ber[ie]|nenn\w*|indica)\b"
    r"|укажи|вкажи|дай|给出|提供|記入|기재|قدم|दो|بده"
)
# a test or a drill names its errors on purpose: "wir testen absichtlich mit falschen Eingaben"
TEST = compiled(
    r"\b(?:test\w*|prueba\w*|teste\w*|prova|collaud\w*|uji\w*|testy|testen|kiem thu|simulac\w*"
    r"|ubung\w*|exercice\w*|ejercicio\w*)\b|тест\w*|测试|テスト|테스트|اختبار|परीक्षण|टेस्ट|تست"
)
# a sentence that forbids what it names: "nunca digas", "не говори", "하지 마"
NOT = compiled(
    r"\b(?:nunca|jamas|jamais|niemals|nooit|nigdy|asla|jangan|never|khong bao gio"
    r"|no (?:digas|menciones|escribas|afirmes)|ne (?:\w+ )?(?:pas|jamais)|nicht|kein\w*"
    r"|nao (?:diga|mencione|escreva)|non (?:dire|dica|menzionare|scrivere)|tidak boleh|nie)\b"
    r"|никогда|ніколи|не (?:говори|упоминай|пиши|утверждай|кажи|згадуй)|不要|别|切勿|絶対に"
    r"|しないで|ないでください|하지 ?마|말하지|لا (?:تذكر|تقل|تكتب)|أبدا|ابدا|मत|कभी|هرگز|نگو"
)
# --- nouns -------------------------------------------------------------------------------------
# a security team, a bank, a fraud alert: the owner's safeguards
SECURITY = compiled(
    r"\b(?:seguridad|banco|fraude|securite|banque|sicherheit\w*|bank\w*|seguranca|sicurezza|banca"
    r"|guvenlik|banka\w*|keamanan|bezpieczenstw\w*|banku|beveiliging\w*|bảo mat|bao mat|ngan hang)"
    r"\b|безопасност\w*|банк\w*|безпек\w*|安全|银行|セキュリティ|銀行|보안|은행|الأمان|الأمن|البنك"
    r"|सुरक्षा|बैंक|امنیت|بانک"
)
# what a security page calls a fake: "phishing", "sospechoso", "verdächtig", "可疑"
SUSPECT = compiled(
    r"\b(?:phishing|sospechos\w*|falsos?|suspect\w*|frauduleu\w*|verdachtig\w*|gefalscht\w*"
    r"|suspeit\w*|sospett\w*|supheli|sahte|mencurigakan|palsu|podejrzan\w*|verdacht\w*|nep"
    r"|đang ngo|gia mao)\b|подозрител\w*|фишинг\w*|підозріл\w*|钓鱼|可疑|フィッシング|不審|피싱"
    r"|의심"
    r"|تصيد|مشبوه|संदिग्ध|फ़िशिंग|فیشینگ|مشکوک"
)
MAIL_OR_ALL = compiled(
    r"\b(?:correos?|mensajes|mails?|e-?mails?|courriels?|messages|nachrichten|rechnungen|mensagens"
    r"|messaggi|fatture|faturalar\w*|e-?postalar\w*|pesan|wiadomosci|faktury|berichten|facturen"
    r"|thu|hoa đon|todos|todas|tous|toutes|alle|tutti|tutte|tum|semua|wszystkie|tat ca)\b"
    r"|письм\w*|сообщени\w*|листи|листів|邮件|メール|메일|رسائل|ईमेल|ایمیل|所有|すべて|全て|모든"
    r"|جميع"
    r"|सभी|همه|все|всі"
)
# --- who: the user or reader, the sender, "me" -------------------------------------------------
USER = compiled(
    r"\b(?:usuari[oa]|utilisateur\w*|nutzer\w*|benutzer\w*|anwender\w*|utilizador\w*|utente"
    r"|kullanici\w*|pengguna|uzytkownik\w*|gebruiker\w*|nguoi dung|lector|lecteur|leser|leitor"
    r"|lettore|okuyucu\w*|pembaca|czytelnik\w*|lezer)\b"
    r"|пользовател\w*|користувач\w*|читател\w*|читач\w*|用户|读者|ユーザー|利用者|読者|사용자|독자"
    r"|المستخدم|القارئ|उपयोगकर्ता|पाठक|کاربر|خواننده"
)
ASKED = compiled(
    r"\b(?:pregunt\w*|demande\w*|interroge\w*|gefragt|fragt|perguntarem|chiedono|domandano"
    r"|sorulursa|sorarsa|ditanya|menanyakan|zapyta\w*|vraagt|gevraagd|hoi)\b"
    r"|спрос\w*|спрашива\w*|запита\w*|спита\w*|问起|问到|询问|聞かれ|尋ねられ|質問され|물어보|묻는"
    r"|질문하|سئل|يسأل|पूछ|پرسید|بپرسد"
)
SENDER = compiled(
    r"\b(?:remitente|expediteur|absender|remetente|mittente|gonderen\w*|pengirim|nadawc\w*"
    r"|afzender|nguoi gui)\b|отправител\w*|відправник\w*|发件人|发送者|发信人|送信者|差出人|발신자"
    r"|보낸 사람|المرسل|भेजने वाले|فرستنده"
)
# "to me": the text's author takes the thing
TO_ME = compiled(
    r"\b(?:respondeme|enviame|mandame|reenviame|envoie-moi|renvoie-moi|schick mir|sende mir"
    r"|mande-me|envie-me|inviami|mandami|bana|kirimkan ke saya|wyslij mi|stuur mij|stuur me"
    r"|gui cho toi)\b|пришли мне|отправь мне|надішли мені|发给我|回复我|私に|나에게|저에게|لي\b"
    r"|मुझे|برای من|به من"
)
# the code looked up: found, copied, or named as the latest message's
LOOKUP = compiled(
    r"\b(?:busca|buscad|encuentra|localiza|copia|toma|coge|recherche|trouve|retrouve|recupere"
    r"|prends"
    r"|copie|such\w*|finde|hole|kopiere|procure|encontre|pegue|cerca|trova|prendi|bul|kopyala"
    r"|cari|temukan|salin|znajdz|skopiuj|zoek|kopieer|tim|sao chep|ultimo|ultima|dernier"
    r"|derniere|letzten?|neuesten?|en son|son gelen|terakhir|ostatni\w*|laatste|moi nhat|gan nhat"
    r"|llego"
    r"|arrive|angekommen|chegou|arrivato|gelen|masuk|przyszed\w*|binnengekomen)\b"
    r"|найди|возьми|скопируй|знайди|візьми|скопіюй|последн\w*|останн\w*|пришедш\w*|找到|查找|复制"
    r"|最新|最近|收到的|探して|見つけ|コピー|最新の|最後|届いた|찾아|복사|최근|마지막|받은|ابحث|جد"
    r"|انسخ|الأخير|الاخير|وصل|ढूंढ|ढूँढ|खोज|कॉपी|आखिरी|आया|پیدا کن|کپی|آخرین|رسیده"
)
# --- what the reader acts on ----------------------------------------------------------------
# a literal account: an IBAN, or a run of at least seven digits
ACCOUNT = Lazy(r"\b[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){2,7}(?: ?[a-z0-9]{1,4})?\b|\d[\d -]{5,}\d")
PERSONAL_ADDRESS = Lazy(r"[\w.+-]+@" + PERSONAL_MAIL)
PAYMENT = compiled(
    r"\b(?:pagos?|transferencias?|domiciliacion\w*|virements?|prelevements?|paiements?"
    r"|uberweisung\w*|dauerauftrag\w*|zahlung\w*|lastschrift\w*|pagamentos?|transferencias?"
    r"|bonifico|bonifici|pagament[oi]|addebit[oi]|odeme\w*|havale\w*|eft|transfer|pembayaran"
    r"|przelew\w*|zleceni\w*|platnosc\w*|p[lł]atnos\w*|betaling\w*|overboeking\w*|overschrijving\w*"
    r"|chuyen khoan|thanh toan)\b|плат[её]ж\w*|перевод\w*|платіж\w*|переказ\w*|付款|转账|汇款|支付"
    r"|振込|支払|送金|송금|이체|결제|التحويل|تحويل|الدفع|भुगतान|ट्रांसफर|پرداخت|انتقال|واریز"
)
INSTEAD = compiled(
    r"\b(?:en (?:lugar|vez) de|au lieu d(?:\w+|['’])|statt|anstatt|em vez de|ao inves de"
    r"|invece d(?:\w+|['’])|yerine"
    r"|alih-alih|bukan|zamiast|in plaats van|thay vi)\b|вместо|замість|而不是|不要|代わりに|대신"
    r"|بدلا من|بدلاً من|के बजाय|की जगह|به جای"
)
DEADLINE = compiled(
    r"\d+ ?(?:horas?|heures?|stunden|ore|hours?|час\w*|годин\w*|小时|時間|시간|ساعة|ساعات|घंटे"
    r"|saat|jam|godzin\w*|uur|gio|ساعت)"
)
CREDENTIAL = compiled(
    r"\b(?:contrasena|credenciales|datos de acceso|identifiants|mot de passe|zugangsdaten"
    r"|passwort|kennwort|senha|credenciais|password|credenziali|sifre\w*|kata sandi|has[lł]o"
    r"|wachtwoord|mat khau)\b|парол\w*|учетн\w* данн\w*|密码|パスワード|비밀번호|كلمة المرور"
    r"|पासवर्ड|رمز عبور"
)
# what an order does once authority is claimed for it
ACT = Lazy(
    "|".join(f"(?:{p.pattern})" for p in (DELETE, SEND, MOVE, CHANGE))
    + "|"
    + compiled(
        r"\b(?:transfiere|transfiera|paga|comparte|concede|otorga|vire|verse|partage|accorde"
        r"|uberweise|teile|gewahre|transfira|pague|compartilhe|conceda|trasferisci|paga|condividi"
        r"|concedi|gonder|paylas|transfer|bayar|bagikan|berikan|przelej|zaplac|udostepnij"
        r"|nadaj|maak over|betaal|geef|chuyen|thanh toan|chia se)\b|переведи|оплати"
        r"|поделись|предоставь|дай|переказ|сплати|поділись|надай|转账|支付|汇款|共享|授予|给予"
        r"|振り込|支払|共有|付与|송금|이체|결제|공유|부여|حوّل|حول|ادفع|شارك|امنح|ट्रांसफर|भुगतान"
        r"|शेयर|दे दो|انتقال بده|بپرداز|به اشتراک|بده"
    ).pattern
)
# fmt: on

__all__ = [
    "ACCOUNT",
    "ACT",
    "ADDRESS",
    "ASKED",
    "CHANGE",
    "CLAIM",
    "CREDENTIAL",
    "DEADLINE",
    "DELETE",
    "DOUBLE",
    "FACT",
    "GIVE",
    "INSTEAD",
    "LOOKUP",
    "MAIL_OR_ALL",
    "MOVE",
    "NOT",
    "PAYMENT",
    "PERSONAL_ADDRESS",
    "REMEDY",
    "SAY",
    "SECURITY",
    "SEND",
    "SENDER",
    "SUSPECT",
    "TELL_ANS",
    "TEST",
    "TO_ME",
    "USER",
    "WRONG",
]
