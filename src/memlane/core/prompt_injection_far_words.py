"""The words of round 52's structures in nineteen more languages (issue 19).

Korean, Hindi, Arabic, Turkish, Vietnamese, Indonesian (and Malay), Polish, Dutch, Ukrainian,
Persian, Thai, Hebrew, Czech, Swedish, Greek, Romanian, Swahili, Bengali and Urdu, written on
folded text (:func:`memlane.core.text_normalize.fold`: lower case, Latin/Greek/Cyrillic accents
stripped, Turkish dotless i read as i, zero-width joiners dropped; Arabic and Hebrew marks are
dropped by :mod:`memlane.core.prompt_injection_far_abroad` before these run). Each name is one
part of a structure; the rules put an anchor and its parts in one sentence. A word list here
is a part of speech, never an example: "secret" is every word for a password, a key, a token
or the environment, not the sentences of the test round.
"""

from __future__ import annotations

import re
import unicodedata

from memlane.core.gated_search import Needles, needles


def compiled(pattern: str) -> re.Pattern[str]:
    """``pattern`` spelled as folded text is: NFKC turns Thai "ำ" into two letters and
    Bengali "য়" into a letter and a nukta, so a word written in its usual form never matched."""
    return re.compile(unicodedata.normalize("NFKC", pattern))


def folded_needles(spec: str) -> Needles:
    """:func:`needles` for a spec written in usual spelling (see :func:`compiled`)."""
    return needles(unicodedata.normalize("NFKC", spec))


# fmt: off
# A password, a key, a token, credentials, the environment's variables, a key file.
SECRET = compiled(
    r"\.env\b|\bid_rsa\b|~/\.ssh|\.aws\b|\bapi[-_ ]?keys?\b|\btokens?\b|\bsecrets?\b"
    r"|\bcredentials?\b"
    r"|\bpassw\w*"
    r"|비밀번호|패스워드|암호(?!화)|(?:api|액세스|비밀|개인) ?키|토큰|자격 ?증명|환경 ?변수|ssh ?키"
    r"|पासवर्ड|कुंजि|कुंजी|टोकन|क्रेडेंशियल|वेरिएबल|गोपनीय"
    r"|كلم(?:ة|ات) (?:المرور|السر)|مفاتيح|مفتاح|رموز الوصول|بيانات الاعتماد|متغيرات البيئة|الأسرار"
    r"|\b(?:sifre\w*|parola\w*|anahtar(?:i|in|ini|lar|lari|larini)?\b|kimlik bilgi\w*"
    r"|ortam degisken\w*)"
    r"|\bmat khau\b|\bkhoa (?:api|bi mat|ssh|truy cap)|\bbien moi truong"
    r"|\b(?:kata sandi|sandi|kunci (?:api|rahasia|ssh|akses)|kredensial|variabel lingkungan)\b"
    r"|\b(?:has[lł]\w*|klucz(?:e|a|y|i|ami|em)?\b|zmienn\w* srodowisk\w*|poswiadczen\w*"
    r"|dane logowania)"
    r"|\b(?:wachtwoord\w*|\w*sleutels?\b|inloggegevens|omgevingsvariabel\w*)"
    r"|парол\w*|ключ(?:і|ів|ами|а|ем)?\b|токен\w*|облікові дані|облікових даних"
    r"|змінн\w* (?:середовища|оточення)"
    r"|رمز(?:های)? عبور|رمزها|گذرواژه|کلید(?:ها)?(?!ی)|توکن|متغیرهای محیطی|اطلاعات ورود"
    r"|รหัสผ่าน|คีย์|โทเค็น|ตัวแปรสภาพแวดล้อม|ข้อมูลรับรอง"
    r"|סיסמ|מפתח|טוקן|משתני (?:ה)?סביבה|אישורי גישה"
    r"|κωδικ\w* προσβασης|κωδικους|κλειδι\w*|μεταβλητες περιβαλλοντος|συνθηματικ\w*"
    r"|\b(?:hesl\w*|klic(?:e|u|i|em)?\b|promenne prostredi|pristupove udaje)"
    r"|\b(?:parol\w*|cheile|cheilor|cheie|cheia|variabilele de mediu|credentiale\w*)"
    r"|\b(?:losenord\w*|nycklar(?:na)?\b|nyckeln?\b|miljovariabl\w*|inloggningsuppgift\w*)"
    r"|\b(?:nenosiri|manenosiri|funguo)\b"
    r"|পাসওয়ার্ড|টোকেন|চাবি|পাس ورڈ|پاس ورڈ|ٹوکن"
)

# Send, upload, forward (the imperative and the plain verb).
SEND = compiled(
    # (not the "보내" of "내보내기", export: "개인 키 내보내기" exports a key, tldr-pages)
    r"전송|(?<!내)보내|업로드|전달|올려|올리"
    r"|भेज|अपलोड"
    r"|[اأإ]رسل|ارفع|انقل|[اأإ]رسال"
    r"|\b(?:gonder|yolla|ilet|yukle)\w*"
    # Vietnamese "gửi" folds to the English "GUI": a place it is sent to must follow
    r"|\bgui\b(?=[^.\n]{0,80}\b(?:đen|toi|cho|qua|vao|ve)\b)|\b(?:tai len|chuyen tiep)\b"
    r"|\b(?:kirim\w*|unggah|teruskan|hantar)\b"
    r"|\b(?:wysl\w*|wyśl\w*|przesl\w*|wrzuc)\w*"
    # (not "upload" or "mail", English too: "--extract css('#mail')" beside a password field)
    r"|\b(?:stuur|verstuur|uploaden|doorsturen|mailen)\w*"
    r"|надішл\w*|надсила\w*|відправ\w*|перешл\w*"
    r"|ارسال|بفرست|آپلود"
    r"|ส่ง|อัปโหลด"
    r"|שלח|תשלח|העלה|שליחה"
    r"|\b(?:posli|odesli|nahraj|preposli)\w*"
    r"|\b(?:skicka|ladda upp)\w*"
    r"|\b(?:στειλ|αποστειλ|ανεβασ)\w*"
    r"|\b(?:trimite|incarca|redirectioneaza)\w*"
    r"|\b(?:tuma|pakia)\b"
    r"|পাঠা|بھیج"
)

# Never, do not: a sentence that forbids sending names the act to forbid it.
NEVER = compiled(
    r"절대|(?:보내|전송하|공유하|올리)지 ?(?:마|말)"
    r"|कभी (?:भी )?न|मत (?:भेज|शेयर)|न भेज"
    r"|لا (?:ترسل|تشارك|ترفع)|[اأ]بدا|يجب [اأ]لا|ممنوع"
    # (the negative "gönderme", "göndermeyin", not "göndermeli", must send)
    r"|\b(?:asla|hicbir zaman|sakin)\b"
    r"|\b(?:gonder|yolla|ilet|yukle|paylas)(?:me\b|meyin\w*|memeli\w*|meyiniz)"
    r"|\b(?:khong bao gio|khong đuoc|đung (?:gui|chia se|tai))\b"
    r"|\b(?:jangan (?:kirim|mengirim|bagikan|unggah)|tidak boleh|dilarang)\b"
    r"|\b(?:nigdy|nie (?:wysyłaj|wysylaj|przesyłaj|przesylaj|wolno))\b"
    r"|\b(?:nooit|(?:stuur|deel|verstuur) (?:\w+ )?niet|mag (?:\w+ ){0,3}niet)\b"
    r"|ніколи|не надсила\w*|не відправля\w*|не надсилай|заборонено"
    r"|هرگز|نفرست|نباید"
    r"|อย่าส่ง|ห้าม"
    r"|לעולם|אל תשלח|אסור"
    r"|\b(?:nikdy|neposilej|neodesilej)\b"
    r"|\b(?:aldrig|skicka inte)\b"
    r"|\b(?:ποτε|μην (?:στελνετε|στειλετε|στειλεις))\b"
    r"|\b(?:niciodata|nu (?:trimite|trimiteti|incarca))\b"
    r"|\b(?:kamwe|usitume|usipakie)\b"
    r"|কখনো|কখনও|পাঠাবেন না|کبھی"
    # shown: "never show passwords in an answer" forbids what a standing order would plant
    r"|(?:표시|출력|노출)하지 ?(?:마|말)|보여주지 ?(?:마|말)|मत दिखा|لا (?:تعرض|تظهر|تكشف)"
    r"|\b(?:goster|yazdir)me\w*|\bđung hien thi|\bjangan (?:tampilkan|tunjukkan)"
    r"|\bnie (?:pokazuj|wyswietlaj|ujawniaj)|\b(?:toon|laat) (?:\w+ )?(?:nooit|niet)\b"
    r"|не (?:показуй|виводь|розкривай)|نمایش نده|نشان نده|อย่าแสดง|אל תציג|אל תחשוף"
    r"|\bneukazuj|\bvisa (?:aldrig|inte)|\bnu (?:afisa|arata)"

)

# The user (the one the agent works for) as a named third party.
USER = compiled(
    r"사용자|유저|उपयोगकर्ता|यूज़र|यूजर|المستخدم|\bkullanici\w*|\bnguoi dung\b|\bpengguna\b"
    r"|\buzytkownik\w*|\bgebruiker\w*|користувач\w*|کاربر|ผู้ใช้|משתמש|\buzivatel\w*"
    r"|\banvandar\w*|χρηστη\w*|\butilizator\w*|\bmtumiaji\b|ব্যবহারকারী|صارف|\bgumagamit\b"
)

# What the agent did or does with the user's access: deleted, ran, sent, installed, changed.
ACTED = compiled(
    r"삭제|실행|전송|설치|변경|지운|지웠|보낸|명령"
    r"|हटा|डिलीट|चला|भेज|बदल|इंस्टॉल|कमांड"
    r"|حذف|نف?ذ|[اأ]رسل|ثبت|غير|الأوامر|الاوامر|شغل"
    r"|\b(?:sil|calistir|gonder|yukle|degistir|komut)\w*"
    r"|\b(?:xoa|chay|gui|cai đat|thay đoi|lenh)\b"
    r"|\b(?:hapus|menghapus|jalankan|menjalankan|kirim|mengirim|pasang|ubah|perintah)\w*"
    r"|\b(?:usun|uruchom|wyslal|wysłal|zainstal|zmien|polecen)\w*"
    r"|\b(?:verwijder|uitgevoerd|voer|stuur|verstuur|installeer|wijzig|commando)\w*"
    r"|видал\w*|викона\w*|надісла\w*|надішл\w*|встанов\w*|змін\w*|команд\w*"
    r"|حذف|پاک|اجرا|ارسال|بفرست|نصب|تغییر|دستور"
    r"|ลบ|รัน|เรียกใช้|ส่ง|ติดตั้ง|เปลี่ยน|คำสั่ง"
    r"|מחק|הרצ|הפעל|שלח|התקנ|שינית|פקוד"
    r"|\b(?:smaz|spust|posl|odesl|nainstal|zmen|prikaz)\w*"
    r"|\b(?:radera|tagit bort|kort|korde|skick|installera|andra|kommando)\w*"
    r"|\b(?:διεγραψ|διαγραφ|εκτελεσ|στειλ|εγκατεστ|εντολ)\w*"
    r"|\b(?:sters|sterge|rulat|executat|trimis|trimite|instalat|comenz)\w*"
    r"|\b(?:futa|umefuta|endesha|tuma|sakinisha|amri)\w*"
    r"|মুছ|চালা|পাঠা|ইনস্টল|ডিলিট|حذف|ڈیلیٹ|چلا|بھیج|انسٹال"
)

# Any command, every command.
ANY_COMMAND = compiled(
    r"모든 명령|어떤 명령|아무 명령|모든 커맨드"
    r"|कोई भी (?:कमांड|आदेश)|सभी कमांड|हर कमांड"
    r"|[اأ]ي [اأ]مر|جميع الأوامر|كل الأوامر|جميع الاوامر"
    r"|\b(?:her komut|tum komut|herhangi bir komut)"
    r"|\b(?:moi lenh|bat ky lenh|tat ca (?:cac )?lenh)"
    r"|\b(?:perintah apa ?pun|semua perintah|setiap perintah)"
    r"|\b(?:kazde polecenie|wszystkie polecenia|dowolne polecenie|dowolnych polecen)"
    r"|\b(?:elk commando|alle commando|elke opdracht|ieder commando)"
    r"|будь-як\w* команд\w*|усі команди|всі команди"
    r"|هر دستوری|همه دستورات|همه دستورها|هر دستور"
    r"|คำสั่งใดก็ได้|ทุกคำสั่ง|คำสั่งใดๆ"
    r"|כל פקודה|כל הפקודות"
    r"|\b(?:jakykoli prikaz|vsechny prikazy|kazdy prikaz)"
    r"|\b(?:alla kommandon|varje kommando|vilket kommando som helst)"
    r"|οποιαδηποτε εντολη|ολες τις εντολες"
    r"|\b(?:orice comanda|toate comenzile)"
    r"|\b(?:amri yoyote|amri zote)"
    r"|যেকোনো কমান্ড|সব কমান্ড|کوئی بھی کمانڈ|تمام کمانڈ"
)

# Without asking, without confirmation or approval.
NO_ASK = compiled(
    r"확인 없이|묻지 않고|허락 없이|승인 없이|물어보지 않고|허가 없이"
    r"|बिना (?:अनुमति|पूछे|पुष्टि|मंजूरी)"
    r"|(?:دون|بدون) (?:طلب |انتظار )?(?:ت[اأ]كيد|[اإ]ذن|موافقة|سؤال|السؤال)"
    r"|\b(?:sormadan|onay (?:almadan|beklemeden|olmadan)|izin (?:almadan|istemeden))"
    r"|\b(?:khong can (?:hoi|xac nhan|phe duyet)|ma khong hoi)"
    r"|\btanpa (?:bertanya|konfirmasi|izin|persetujuan|menunggu|minta)"
    r"|\b(?:bez (?:pytania|potwierdzenia|zgody|zatwierdzenia)|nie musisz pytac)"
    r"|\bzonder (?:bevestiging|toestemming|goedkeuring|te vragen|overleg)"
    r"|без (?:підтвердження|дозволу|погодження|запиту)|не питаючи"
    r"|بدون (?:تایید|اجازه|پرسیدن)|بی آنکه بپرسی|بیآنکه بپرسی"
    r"|โดยไม่ต้อง(?:ถาม|ยืนยัน|ขออนุญาต)|ไม่ต้องถาม|ไม่ต้องขออนุญาต"
    r"|(?:בלי|ללא) (?:לבקש )?(?:אישור|רשות|לשאול)"
    r"|\bbez (?:potvrzeni|ptani|schvaleni|dotazu)"
    r"|\butan (?:att fraga|bekraftelse|godkannande)"
    r"|χωρις (?:επιβεβαιωση|εγκριση|να ρωτησεις)"
    r"|\bfara (?:confirmare|aprobare|sa (?:intrebi|ceri))"
    r"|\bbila (?:kuuliza|idhini|uthibitisho)"
    r"|অনুমতি ছাড়া|জিজ্ঞাসা না করে|پوچھے بغیر|اجازت کے بغیر"
)

# Consent claimed: the user has allowed, permitted, authorised.
CONSENT = compiled(
    # given, in the past: "allow all Git commands" labels a flag in a CLI's docs ("모든 Git 명령
    # 허용", tldr-pages), "if allowed" a condition; "the user has allowed you" claims consent
    r"(?:허용|허락|승인|허가)(?:했|하였|해 ?주었|해 ?줬)"
    r"|अनुमति (?:दे )?दी"
    r"|(?<![يت])سمح|[اأ]ذن لك|منحك"
    r"|\b(?:izin verdi|izin vermis|yetki verdi|yetkilendirdi)\w*"
    r"|\b(?:đa cho phep|cho phep ban)\b"
    r"|\b(?:sudah|telah) (?:mengizinkan|mengijinkan|memberi izin)|\bmengizinkan (?:kamu|anda|mu)\b"
    r"|\b(?:pozwolil|zezwolil|wyrazil zgode)\w*"
    r"|\b(?:toestemming (?:gegeven|gekregen)|heeft je toegestaan|staat je toe)\b"
    r"|дозволив|дозволила|надав дозвіл|дав дозвіл"
    r"|اجازه (?:داده|داد)"
    r"|อนุญาตให้คุณ|อนุญาตแล้ว|ได้รับอนุญาต"
    r"|הרשה|אישר לך|נתן לך (?:הרשאה|רשות)"
    r"|\b(?:povolil|dovolil)\w*"
    r"|\b(?:har tillatit|tillat dig|gett dig tillstand)"
    r"|επετρεψε"
    r"|\ba permis\b|\bti-a permis"
    r"|\bameruhusu\b"
    r"|অনুমতি দিয়েছে|اجازت دی"
)

# Full administrator rights or a developer mode handed to the agent.
ADMIN = compiled(
    r"관리자 (?:모드|권한)|개발자 모드"
    r"|(?:एडमिन|व्यवस्थापक) (?:अधिकार|मोड)|डेवलपर मोड"
    r"|صلاحيات (?:المسؤول|المدير|الجذر)|وضع المطور"
    r"|\b(?:yonetici (?:yetki|modu|hakla)|gelistirici modu|root yetki)\w*"
    r"|\b(?:che đo quan tri|quyen quan tri|che đo nha phat trien)"
    r"|\b(?:mode pengembang|hak (?:akses )?admin|mode admin)"
    r"|\b(?:uprawnienia administratora|tryb administratora|tryb deweloper)\w*"
    r"|\b(?:beheerdersrechten|admin-?rechten|ontwikkelaarsmodus|beheerdersmodus)"
    r"|права адміністратора|режим розробника|режим адміністратора"
    r"|دسترسی (?:مدیر|ادمین|کامل)|حالت توسعه"
    r"|สิทธิ์ผู้ดูแล|โหมดนักพัฒนา|โหมดผู้ดูแล"
    r"|הרשאות (?:מנהל|אדמין|root)|מצב מפתח"
    r"|\b(?:administratorska prava|rezim vyvojare)"
    r"|\b(?:administratorsrattigheter|utvecklarlage)"
    r"|δικαιωματα διαχειριστη|λειτουργια προγραμματιστη"
    r"|\b(?:drepturi de administrator|modul dezvoltator)"
    r"|\b(?:haki za msimamizi|hali ya msanidi)"
)

# A safeguard switched off: security filters, rules, checks, the firewall.
SAFETY_OFF = compiled(
    r"(?:보안|안전) ?(?:필터|규칙|검사|정책|제한)[^.\n]{0,20}(?:비활성|해제|꺼|끄)"
    r"|(?:सुरक्षा|सेफ्टी) (?:जाँच|जांच|फ़िल्टर|फिल्टर|नियम)[^।\n]{0,20}(?:बंद|हटा)"
    r"|(?:عطل|[اأإ]يقاف|تعطيل|[اأ]وقف)[^.\n]{0,20}(?:جدار الحماية|الحماية|الفلاتر|قيود الأمان)"
    r"|(?:جدار الحماية|قيود الأمان|فلاتر الأمان)[^.\n]{0,20}(?:معطل|توقف|[اأ]لغي)"
    r"|\b(?:guvenlik (?:filtre|kural|duvar|kontrol|kisitla)\w*|firewall)[^.\n]{0,30}"
    r"(?:devre ?disi|kapat|kaldir)"
    r"|\b(?:tat|vo hieu hoa)\b[^.\n]{0,20}(?:tuong lua|bo loc an toan|kiem tra bao mat)"
    r"|\b(?:nonaktifkan|matikan|dinonaktifkan)\b[^.\n]{0,20}(?:firewall|keamanan|filter)"
    r"|\b(?:wylacz|wyłacz|wyłącz|dezaktywuj)\w*[^.\n]{0,20}(?:zapor|firewall|zabezpiecze|filtr)"
    r"|\b(?:schakel|zet)\b[^.\n]{0,30}(?:firewall|beveiliging|filters?)[^.\n]{0,10}\b(?:uit)\b"
    r"|(?:обмеження|фільтри|перевірки) безпеки[^.\n]{0,20}вимкн\w*"
    r"|вимкн\w*[^.\n]{0,20}(?:брандмауер|фаєрвол|захист)"
    r"|(?:فیلتر|محدودیت|قوانین)(?:های)? امنیتی[^.\n]{0,20}(?:غیرفعال|خاموش)"
    r"|فایروال[^.\n]{0,20}(?:غیرفعال|خاموش)"
    r"|(?:ปิด)(?:ไฟร์วอลล์|ตัวกรอง|ระบบความปลอดภัย)"
    r"|(?:השבת|כבה|בטל)[^.\n]{0,20}(?:חומת האש|מגבלות האבטחה|סינון)|מגבלות האבטחה (?:הוסרו|בוטלו)"
    r"|\b(?:vypni|deaktivuj)\w*[^.\n]{0,20}(?:firewall|zabezpeceni|filtr)"
    r"|\b(?:stang av|inaktivera)\b[^.\n]{0,20}(?:brandvagg|sakerhet|filter)"
    r"|(?:απενεργοποιησ)\w*[^.\n]{0,20}(?:τειχος προστασιας|φιλτρα ασφαλειας)"
    r"|\b(?:dezactiveaza|opreste)\b[^.\n]{0,20}(?:firewall|securitate|filtrele)"
)

# A banner that claims to come from the system, at the start of a line.
BANNER = compiled(
    r"(?m)^[\s>#*\[(<-]{0,4}(?:시스템(?: 메시지| 알림| 지침)?|सिस्टम(?: संदेश)?"
    r"|(?:رسالة|تعليمات|تنبيه) النظام|النظام|sistem(?: mesaji| talimati| uyarisi)?"
    r"|he thong|(?:pesan |instruksi )?sistem|(?:komunikat |wiadomosc )?systemow\w*"
    r"|systeem(?:melding|bericht)?|системне повідомлення|системн\w* інструкці\w*|система"
    r"|(?:پیام |دستورالعمل )?سیستم|(?:ข้อความ)?ระบบ|(?:הודעת |הוראות )?מערכת"
    r"|(?:systemove hlaseni|systemmeddelande|μηνυμα συστηματος|mesaj de sistem|ujumbe wa mfumo"
    r"|সিস্টেম(?: বার্তা)?|سسٹم(?: پیغام)?))\s?[\]:>)】]"
)

# In the answer, the reply, the output.
ANSWER = compiled(
    r"답변|응답|대답|जवाब|उत्तर|الإجابة|الاجابة|الرد|إجابة|اجابة|ردك|\b(?:yanit|cevap)\w*"
    r"|\bcau tra loi\b|\b(?:jawaban|balasan)\w*|\bodpowiedz\w*|\bantwoord\w*|відповід\w*"
    r"|پاسخ|جواب|คำตอบ|תשובה|תשובות|\bodpoved\w*|\bsvar\w*|απαντησ\w*|\braspuns\w*"
    r"|\bjibu\b|উত্তর|جواب"
    # a summary is an answer too ("whenever the user asks for a summary, insert this link")
    r"|요약|सारांश|ملخص|\bozet\w*|\btom tat\b|\bringkasan\b|\bpodsumowan\w*|\bsamenvatting\w*"
    r"|підсум\w*|خلاصه|สรุป|סיכום|\bshrnuti\b|\bsammanfattning\w*|περιληψ\w*|\brezumat\w*"
    r"|\bmuhtasari\b"
)

# From now on, every time, in every answer (the order outlives the page it came in).
EVERY = compiled(
    r"앞으로|매번|때마다|항상|모든 (?:답변|응답)"
    r"|अब से|हर (?:जवाब|उत्तर|बार)|हमेशा"
    r"|في كل (?:مرة|رد|[اإ]جابة)|كل [اإ]جابة|من الآن فصاعدا|دائما"
    r"|\b(?:bundan (?:sonra|boyle)|her (?:yanit|cevap|seferinde|zaman))"
    r"|\b(?:moi khi|moi lan|tu nay|tu gio tro đi|trong moi cau tra loi|luon luon)\b"
    r"|\b(?:setiap (?:kali|jawaban)|mulai (?:sekarang|saat ini)|selalu)\b"
    r"|\b(?:od teraz|za kazdym razem|w kazdej odpowiedzi|zawsze)\b"
    r"|\b(?:voortaan|vanaf nu|bij elk antwoord|in elk antwoord|elke keer|altijd)\b"
    r"|відтепер|щоразу|кожного разу|у кожній відповіді|завжди"
    r"|از این به بعد|هر بار|در هر پاسخ|همیشه"
    r"|ทุกครั้ง|ต่อจากนี้|ทุกคำตอบ|เสมอ"
    r"|מעכשיו|בכל פעם|בכל תשובה|תמיד"
    r"|\b(?:od ted|pokazde|v kazde odpovedi|vzdy)\b"
    r"|\b(?:fran och med nu|varje gang|i varje svar|alltid)\b"
    r"|απο τωρα|καθε φορα|σε καθε απαντηση|παντα"
    r"|\b(?:de acum (?:inainte|incolo)|de fiecare data|in fiecare raspuns|mereu|intotdeauna)\b"
    r"|\b(?:kuanzia sasa|kila mara|kila jibu|daima)\b"
    r"|এখন থেকে|প্রতিবার|প্রতিটি উত্তরে|সবসময়|اب سے|ہر بار|ہر جواب"
)

# Remember this for good, save it to your memory (an order planted to outlive the session).
MEMORY = compiled(
    r"기억해|기억하세요|기억할 것|메모리에 저장"
    r"|याद रख|मेमोरी में"
    r"|(?:احفظ|خزن)[^.\n]{0,15}ذاكرت|تذكر (?:هذا )?دائما"
    r"|\b(?:hafizana|bellegine) (?:kaydet|al|yaz)|\bbunu (?:hatirla|unutma)|\baklinda tut"
    r"|\b(?:ghi nho|luu vao bo nho)"
    r"|\b(?:simpan (?:ke|di(?:dalam)?) (?:memori|ingatan)|ingat(?:lah)? (?:ini )?(?:selamanya"
    r"|selalu))"
    r"|\b(?:zapamietaj|zapisz (?:to )?w pamieci)"
    r"|\b(?:onthoud|sla (?:dit )?op in je geheugen)"
    r"|запам'ятай|запамятай|збережи (?:це )?в пам'яті"
    r"|به خاطر بسپار|در حافظه(?: خود)? ذخیره|یادت باشد|یادت بماند"
    r"|จำไว้|บันทึกลงหน่วยความจำ|บันทึกไว้ในความจำ"
    r"|זכור|תזכור|שמור (?:את זה )?בזיכרון"
    r"|\b(?:zapamatuj si|uloz (?:si )?(?:to )?do pameti)"
    r"|\b(?:kom ihag|spara (?:detta )?i minnet)"
    r"|θυμησου|αποθηκευσε (?:το )?στη μνημη"
    r"|\b(?:tine minte|retine|salveaza (?:asta )?in memorie)"
    r"|\b(?:kumbuka|hifadhi (?:hili )?kwenye kumbukumbu)"
    r"|মনে রেখো|মনে রাখবে|یاد رکھ"
)

# A card number, a bank card, a CVV, an ID number: what a phisher asks the user for.
CARD = compiled(
    r"카드 ?번호|신용 ?카드|주민등록번호|कार्ड (?:नंबर|संख्या)|क्रेडिट कार्ड|बैंक कार्ड"
    r"|بطاقة (?:ال)?[اإ]ئتمان|رقم البطاقة|\b(?:kredi karti|kart numara)\w*"
    r"|\bso the (?:tin dung|ngan hang)|\b(?:nomor kartu|kartu kredit)|\bnumer (?:karty|pesel)"
    r"|\b(?:creditcard|kaartnummer|bankpas)\w*|номер (?:картки|карти)|кредитн\w* картк\w*"
    r"|(?:شماره )?کارت (?:بانکی|اعتباری)|บัตรเครดิต|เลขบัตร|כרטיס (?:ה)?אשראי|מספר (?:ה)?כרטיס"
    r"|\b(?:cislo karty|platebni karty|kortnummer|kreditkort|numarul cardului|card de credit"
    r"|nambari ya kadi)|αριθμο καρτας|πιστωτικη καρτα|\bcvv\b|\bcvc\b"
)

# Ask (the user) for something.
ASK = compiled(
    r"물어|요청|요구|입력하(?:라고|게)|पूछ|मांग|माँग|اطلب|اس[اأ]ل|\b(?:iste|sor)\w*"
    r"|\b(?:hoi|yeu cau)\b|\b(?:minta|tanyakan|meminta)\b|\b(?:popros|zapytaj|pytaj)\w*"
    r"|\b(?:vraag|vraagt)\b|запита\w*|попроси\w*|вимага\w*|بپرس|درخواست|ถาม|ขอ|בקש|שאל"
    r"|\b(?:zeptej|popros|fraga|be om|ζητ|ρωτ|cere|intreaba|uliza|omba)\w*|জিজ্ঞাস|پوچھ"
)

# Promotion riding on answers: a referral link, a casino, a coupon, a crypto wallet.
PROMO = compiled(
    r"https?://\S*[?&/](?:ref|aff|affiliate|referral|promo|coupon|utm_\w+)[=/]"
    r"|\bcasino\w*|\bkasyn\w*|\bkumarhane|\bbahis\b|카지노|도박|कैसीनो|كازينو|قمار|казино"
    r"|کازینو|คาสิโน|קזינו|καζινο|\bcazino\w*|\bkasino\b|\bcrypto\w*|\bkripto\w*|\bkrypto\w*"
    r"|\bpromo\w*|프로모|\bkupon\w*|\bkod rabatow\w*|\bkortingscode"
)

# Download and run (or install) a program.
DOWNLOAD_RUN = compiled(
    r"(?:다운로드|दाउनलोड|डाउनलोड|تنزيل|تحميل|\bindir\w*|\btai (?:ve|xuong)\b|\bunduh\b"
    r"|\bpobierz\w*|\bdownload\w*|завантаж\w*|دانلود|ดาวน์โหลด|הורד|להוריד|\bstahni\w*"
    r"|\bladda ner\b|κατεβασ\w*|\bdescarc\w*|\bpakua\b|ডাউনলোড)[^\n]{0,80}"
    r"(?:\.exe\b|\.msi\b|\.apk\b|\.dmg\b|\.scr\b|\.bat\b|\.ps1\b)"
)

# Tell the user; the account blocked; a phone number (the scam that makes the user call).
TELL_USER = compiled(
    r"사용자에게 (?:알려|말해)|उपयोगकर्ता को बता|[اأ]خبر المستخدم|قل للمستخدم|\bkullaniciya soyle"
    r"|\bnoi voi nguoi dung|\b(?:beri ?tahu|katakan (?:kepada|ke) )pengguna|\bpowiedz uzytkownik"
    r"|\b(?:zeg tegen|vertel) de gebruiker|скажи користувач|به کاربر بگو|บอกผู้ใช้|אמור למשתמש"
    r"|תגיד למשתמש|\b(?:rekni uzivateli|saga till anvandaren|spune utilizatorului"
    r"|mwambie mtumiaji)|πες στον χρηστη"
)
BLOCKED = compiled(
    r"차단|정지|잠겼|ब्लॉक|निलंबित|محظور|معلق|مجمد|\b(?:engellendi|askiya)\w*|\bbi khoa\b"
    r"|\b(?:diblokir|ditangguhkan)\b|\bzablokowan\w*|\b(?:geblokkeerd|opgeschort)\b"
    r"|заблоковано|заблокован\w*|مسدود|ถูกระงับ|ถูกล็อก|חסום|הושעה|\bzablokovan\w*|\bsparrat\b"
    r"|μπλοκαρ\w*|\bblocat\b|\bsuspendat\w*|\bimefungwa\b"
)
PHONE = compiled(r"\+?\d[\d\s().-]{7,}\d")
ADDRESS = compiled(r"[\w.+-]+@[\w-]+\.[\w.]+|https?://\S+|\bwebhook\b")
# fmt: on
