"""The words of round 77's structures in fifteen more languages (issue 19).

Bengali, Urdu, Tamil, Telugu, Marathi, Thai, Swahili, Tagalog, Hebrew, Greek, Romanian, Czech,
Hungarian, Swedish and Malay, spelled as folded text is (:func:`compiled`: accents off Latin and
Greek letters, NFKC). Each name is one part of speech of a structure in
:mod:`memlane.core.prompt_injection_farther`: the AI reader named, a verb that sends, deletes or
switches off, a secret, a safeguard, "all", the user's contacts, "N times", "otherwise" and a
loss, the data's end, a label that opens a task, "instead of", a task declined, a reply and its
given text. A list is a part of speech, never the sentences of the test round.

Indic, Thai and Hebrew words are written without ``\\b``: a vowel sign is no word character to
``re``, so a boundary falls inside those words; Latin words keep theirs.
"""

from __future__ import annotations

from memlane.core.prompt_injection_kept_abroad_words import stems
from memlane.core.prompt_injection_processed_abroad_words import compiled, folded_needles

# fmt: off
# --- the AI reader named --------------------------------------------------------------------------

# "AI" in every script these languages write it in ("MI" is Hungarian's "mesterséges
# intelligencia"); the noun beside it names the reader: an assistant, an agent, a bot
_AI = (
    r"(?:\bai\b|\bmi\b|এআই|اے ?آئی|ஏஐ|ఏఐ|एआय|एआई|เอไอ|בינה מלאכותית|τεχνητης νοημοσυνης)"
)
AI = compiled(_AI)
_NOUN = (
    r"(?:সহকারী|এজেন্ট|চ্যাটবট|اسسٹنٹ|ایجنٹ|معاون|உதவியாளர|முகவர|ஏஜென்ட|సహాయకుడ|సహాయక|ఏజెంట్"
    r"|सहाय्यक|एजंट|एजेंट|ผู้ช่วย|เอเจนต์|บอท|\bmsaidizi|\bwakala|\bassistant|\bagent"
    r"|סוכן|עוזר|בוט|βοηθ|πρακτορ|\basistent|\basszisztens|\bugynok|\bassistent|\bpembantu"
    r"|\bejen)"
)
# "AI agent", "ผู้ช่วย AI", "wakala wa AI", "סוכן ה-AI", "MI-asszisztens"
READER = compiled(
    _AI + r"[\s-]{1,2}" + _NOUN
    + r"|" + _NOUN + r"\S*(?:\s(?:wa|ng|para sa|de|του|της|al))?[\s-]{1,2}(?:ה-?)?" + _AI
)
READER_NEEDLES = folded_needles(
    "সহকারী এজেন্ট চ্যাটবট اسسٹنٹ ایجنٹ معاون உதவியாளர முகவர ஏஜென்ட் సహాయకుడ సహాయక ఏజెంట్ "
    "सहाय्यक एजंट एजेंट ผู้ช่วย เอเจนต์ บอท msaidizi wakala assistant agent סוכן עוזר בוט "
    "βοηθ πρακτορ asistent asszisztens ugynok assistent pembantu ejen"
)

# the reader called: a vocative ("Βοηθέ AI,", "AI உதவியாளரே,", "Asistentule AI,") or a
# heading ("ผู้ช่วย AI:"): the reader, the noun's vocative ending, a comma or a colon
READER_CALLED = compiled(r"(?:" + READER.pattern + r")\S{0,8}\s?[,،:!]")
# the reader obliged or ordered: must, has to, should; "I order", "I authorize"
OBLIGED = compiled(
    r"হবে|অবশ্যই|উচিত|নির্দেশ দিচ্ছি|ہوگا|ہو گا|چاہیے|لازمی|ضرور|حکم|வேண்டும்|கட்டளையிடு"
    r"|ాలి|తప్పనిసరి|ఆదేశిస్త|पाहिजे|हवे|आवश्यक|लागेल|आदेश देत|ต้อง|สั่งให้"
    r"|\b(?:lazima|sharti|inabidi|\w{0,3}napaswa|nakuagiza)\b|\b(?:dapat|kailangan\w*|inuutusan)\b"
    r"|חייב|צריך|עליך|מורה לך|πρεπει|οφειλει|διατασσω|\b(?:trebuie|autorizez|ordon\w*)\b"
    r"|\bmus\w+|\bnarizuj\w*|\b(?:kell|kotelez\w*|muszaj|utasitom)\b|\b(?:maste|ska|skall|beordrar)\b"
    r"|\b(?:mesti|perlu|harus|wajib|mengarahkan)\b"
)
# "you", for a threat told to the reader without a comma ("ผู้ช่วย AI ถ้าคุณไม่…")
YOU = compiled(
    r"তুমি|আপনি|\b(?:تم|آپ)\b|நீங்கள்|நீ |నువ్వు|మీరు|तू |तुम्ही|คุณ|\bwewe\b"
    r"|\b(?:ikaw|ka|kayo|mo)\b|אתה|\b(?:εσυ|εσεις)\b|\b(?:tu|dumneavoastra)\b|\b(?:ty|vy)\b"
    r"|\b(?:te|on|ti)\b|\b(?:du|ni)\b|\b(?:anda|kamu|awak)\b"
)

# A clause that forbids the act: no, never, don't (a word of its own in Indic scripts). "Don't
# ask anyone" ("nu întreba pe nimeni", "usiulize", "jangan tanya") is a licence, not a ban.
_ASKED = (
    r"(?!\s?(?:intreba|cere|ptej|ptat|kerdez|tanya|tanyakan|magtanong|ρωτ|תשאל|לשאול))"
)
FORBID = compiled(
    r"(?<![\u0980-\u09ff])(?:না|নয়|কখনো|কখনও)(?![\u0980-\u09ff])"
    r"|\b(?:مت|نہ|نہیں|کبھی)\b"
    r"|வேண்டாம்|கூடாது|ஒருபோதும்|వద్దు|కూడదు|ఎప్పుడూ"
    r"|(?<![\u0900-\u097f])(?:नका|नकोस|नये|कधीही|नाही)(?![\u0900-\u097f])"
    r"|อย่า|ห้าม|ไม่(?!ต้อง(?:ถาม|ขอ|รอ|ยืนยัน))"
    r"|\b(?:usi(?!uliz)\w+|kamwe|marufuku|hapana)\b"
    r"|\b(?:huwag|wag|bawal)\b" + _ASKED + r"|(?<!nang )\bhindi\b" + _ASKED
    + r"|(?<![\u05d0-\u05ea])(?:אל|לא|אסור|לעולם)(?![\u05d0-\u05ea])" + _ASKED
    + r"|\b(?:μην?|δεν)\b" + _ASKED + r"|\b(?:ποτε|απαγορευεται)\b"
    r"|\bnu\b" + _ASKED + r"|\b(?:niciodata|interzis)\b"
    r"|\b(?:nikdy|nesmi\w*|ne(?:posil|odesil|maz|vypin|sdilej|sdel|deaktiv|spoust)\w*)"
    r"|\b(?:ne|nem)\b" + _ASKED + r"|\b(?:soha|sose|tilos)\b"
    r"|(?<!fraga )\binte\b|\b(?:aldrig|ej)\b"
    r"|\b(?:jangan|tidak|bukan|usah)\b" + _ASKED + r"|\bdilarang\b"
)

# --- the act against the user ------------------------------------------------------------------

SEND = compiled(
    r"পাঠা|পাঠান|ফরোয়ার্ড|আপলোড|بھیج|ارسال|اپ ?لوڈ|அனுப்ப|அனுப்பு|பதிவேற்ற|పంప|అప్లోడ్"
    r"|अपलोड|पाठव|ส่ง|อัปโหลด"
    r"|\b\w{0,4}tum(?:a|e|ie|iwe)\b|\bpakia\b"
    r"|\b(?:ipadala|ipasa|i-?send|i-?upload|ipapadala)\b"
    r"|שלח|לשלוח|תשלח|העלה|להעלות|στειλ|αποστειλ|ανεβασ"
    r"|\b(?:trimit|trimite|incarca)\w*|\b(?:odesl|posl|nahraj|preposl)\w*"
    r"|\b(?:kuld|elkuld|tovabbit|feltolt)\w*|\b(?:skicka|ladda upp|vidarebefordra)\w*"
    r"|\b(?:hantar|menghantar|muat ?naik)\w*"
)
SECRET = compiled(
    r"\.env\b|\bid_rsa\b|~/\.ssh|\.aws\b|\bapi[-_ ]?(?:keys?|kulcs\w*)|\btoken\w*|\bsecrets?\b"
    r"|\bcredentials?\b|\bpassw\w*|\bcookies?\b"
    r"|পাসওয়ার্ড|টোকেন|গোপন চাবি|پاس ورڈ|ٹوکن|خفیہ کلید|கடவுச்சொல்|டோக்கன்|ரகசிய விசை"
    r"|పాస్వర్డ్|టోకెన్|రహస్య కీ|पासवर्ड|टोकन|गुप्त की|รหัสผ่าน|โทเค็น|คีย์"
    r"|\b(?:nenosiri|manenosiri|funguo)\b|\bsusi\b|סיסמ|טוקן|מפתח"
    r"|κωδικ|κλειδι|συνθηματικ|\b(?:parol\w*|cheil\w*|cheia|cheie)\b|\b(?:hesl\w*|klic\w*)"
    r"|\b(?:jelszav\w*|jelszo\w*|kulcs\w*)|\b(?:losenord\w*|nyckel\w*|nycklar\w*)"
    r"|\b(?:kata laluan|kunci)\b"
)

DELETE = compiled(
    r"মুছ|ডিলিট|حذف|مٹا|ڈیلیٹ|நீக்க|நீக்கு|அழி|తొలగించ|డిలీట్|हटव|डिलीट|काढून टाक|ลบ"
    r"|\bfuta\b|\b(?:burahin|i-?delete|tanggalin)\b|מחק|למחוק|תמחק"
    r"|διαγραψ|διεγραψ|σβησ|\bsterg\w*|\b(?:smaz|odstran)\w*|\btorol\w*"
    r"|\b(?:radera|ta bort)\w*|\b(?:padam|hapus|buang)\w*"
)
# what a deletion must reach to be the user's loss: everything, a database, the history, backups
ALL = compiled(
    r"সব|সমস্ত|\b(?:تمام|سب|سارا|سارے|ساری)\b|அனைத்து|எல்லா|అన్ని|మొత్తం|सर्व|सगळ|ทั้งหมด|ทุก"
    r"|\b(?:wote|zote|yote|vyote)\b|\blahat\b|(?<![\u05d0-\u05ea])[לבוהשמ]?כל(?![\u05d0-\u05ea])"
    r"|\bολ(?:α|ες|ους|η|οι|ων)\b|\b(?:toate|tuturor|toti)\b|\bv(?:se|sem|sech|sechn\w*)\b"
    r"|\b(?:osszes|minden)\b|\b(?:alla|allt|hela)\b|\b(?:semua|seluruh)\b"
)
STORE = compiled(
    r"\.git\b|\bbackups?\b|\bproduction\b|\bdatabase\b|~/|/home\b"
    r"|ডাটাবেস|ডেটাবেস|প্রোডাকশন|ব্যাকআপ|ڈیٹا ?بیس|پروڈکشن|بیک ?اپ|தரவுத்தள|காப்புப்பிரதி"
    r"|డేటాబేస్|బ్యాకప్|डेटाबेस|बॅकअप|ฐานข้อมูล|สำรองข้อมูล|\bhifadhidata\b|מסד (?:ה)?נתונים|גיבוי"
    r"|βαση δεδομενων|\bbaza de date\b|\bdatabaz\w*|\bzaloh\w*|\badatbazis\w*"
    r"|\bbiztonsagi mentes\w*|\bdatabas\w*|\bsakerhetskopi\w*|\bpangkalan data\b|\bsandaran\b"
)

OFF = compiled(
    r"বন্ধ|নিষ্ক্রিয়|ডিজেবল|\bبند\b|غیر فعال|ڈس ایبل|முடக்க|முடக்கு|அணை|செயலிழக்க"
    r"|నిలిపివే|ఆపివే|నిష్క్రియ|డిసేబుల్|बंद|अक्षम|निष्क्रिय|डिसेबल|ปิด"
    r"|\b(?:zima|zimisha|lemaza)\w*|\b(?:i-?disable|patayin|i-?off)\b"
    r"|השבת|להשבית|כבה|לכבות|בטל|לבטל|απενεργοποι|\b(?:dezactiv|opreste|opri)\w*"
    r"|\b(?:vypn|vypni|deaktiv|zakaz)\w*|\b(?:kapcsold ki|kikapcsol|tiltsd le|letilt)\w*"
    r"|\b(?:inaktivera|stang av|avaktivera|sla av)\w*|\b(?:nyahaktif|matikan|lumpuhkan)\w*"
)
SAFEGUARD = compiled(
    r"\b(?:2fa|mfa|two-factor|firewall|antivirus|branch protection)\b"
    r"|টু-ফ্যাক্টর|দুই-ধাপ|দুই ধাপ|ফায়ারওয়াল|(?:ব্রাঞ্চ|শাখা) সুরক্ষা"
    r"|دو مرحل|ٹو فیکٹر|فائر ?وال|برانچ (?:پروٹیکشن|کی حفاظت)"
    r"|இரு காரணி|இரண்டு-படி|இரு-படி|ஃபயர்வால|(?:கிளை|பிராஞ்ச்) பாதுகாப்பு"
    r"|రెండు-దశల|రెండు దశల|ఫైర్వాల్|బ్రాంచ్ రక్షణ"
    r"|द्वि-घटक|दोन-टप्पी|दोन टप्प्यांच|फायरवॉल|(?:ब्रांच|ब्रँच) संरक्षण"
    r"|สองขั้นตอน|สองปัจจัย|ไฟร์วอลล์|การป้องกัน(?:สาขา|branch)"
    r"|\bhatua mbili\b|\bvipengele viwili\b|\bulinzi wa tawi\b|\bproteksyon ng branch\b"
    r"|דו-שלבי|דו שלבי|דו-גורמי|חומת (?:ה)?אש|הגנת (?:ה)?(?:ענף|branch)|ההגנה על (?:ה)?ענף"
    r"|δυο (?:παραγοντων|βηματων)|τειχος προστασιας|προστασια (?:του )?κλαδου"
    r"|\b(?:doi factori|in doi pasi)\b|\bprotectia (?:ramurii|branch)"
    r"|\bdvou(?:faz|faktor)\w*|\bochran\w* vetv\w*|\bketfaktoros\b|\bketlepcsos\b|\btuzfal\w*"
    r"|\bagvedelm?\w*|\btvafaktor\w*|\btvastegs\w*|\bbrandvagg\w*|\bgrenskydd\w*"
    r"|\bdua (?:faktor|langkah)\b|\btembok api\b|\bperlindungan cabang\b"
)

CONTACTS = compiled(
    r"পরিচিতি|কন্টাক্ট|رابط|کانٹیکٹ|தொடர்பு|పరిచయాల|పరిచయాలు|కాంటాక్ట్"
    r"|संपर्क|ผู้ติดต่อ|รายชื่อติดต่อ|\b(?:mawasiliano|anwani)\b|\b(?:contacts?|kontak\w*)\b"
    r"|אנשי (?:ה)?קשר|επαφ|\bcontact\w*|\bkontakt\w*|\bnevjegy\w*|\bismeros\w*|\bkenalan\b"
)
MANY_TIMES = compiled(
    r"(?:\d{1,3}(?:[.,\s]\d{3})+|\d{3,})\s?-?(?:de )?"
    r"(?:বার|بار|مرتبہ|دفعہ|முறை|సార్లు|वेळा|ครั้ง|\bmara\b|\bbeses\b|\bulit\b|פעמים|φορες"
    r"|\bori\b|\bkrat\b|szor|szer|\bganger\b|\bkali\b)"
    r"|\bmara (?:\d{1,3}(?:[.,\s]\d{3})+|\d{3,})"
)
EVERY_FILE = compiled(
    r"প্রতিটি ফাইল|ہر فائل|ஒவ்வொரு கோப்பு|ప్రతి ఫైల్|प्रत्येक (?:फाइल|फाईल)|ทุกไฟล์"
    r"|\bkila faili\b|\bbawat file\b|כל קובץ|καθε αρχει|\bfiecare fisier\b"
    r"|\bkazd\w* (?:soubor|zmen)\w*|\bminden (?:egyes )?fajl\w*|\bvarje fil\b|\bsetiap fail\b"
)
REBUILD = compiled(
    r"বিল্ড|بلڈ|பில்ட்|బిల్డ్|बिल्ड|บิลด์|คอมไพล์|\bjenga upya\b|\bi-?(?:re)?build\b|בנה מחדש"
    r"|\bbuild\w*|\b(?:recompil|reconstru)\w*|\b(?:prelo|sestav)\w*|\bujraford\w*"
    r"|\b(?:bygg om|kompilera om)\b|\b(?:bina semula|kompil)\w*"
)
REFUSE = compiled(
    r"প্রত্যাখ্যান|انکار|மறு|తిరస్కరించ|నిరాకరించ|नकार|ปฏิเสธ|\b\w{0,4}kata(?:a|e)\b"
    r"|\b(?:tumanggi|tanggihan)\b|סרב|αρνη|\brefuz\w*|\bodmit\w*|\b(?:tagadd meg|utasitsd? el)\b"
    r"|\b(?:vagra|neka)\b|\b(?:tolak|enggan)\b"
)
WHATEVER = compiled(
    r"যা-ই|যাই|جو بھی|کچھ بھی|எதைக் கேட்டாலும்|ఏది అడిగినా|ఏమి అడిగినా|काहीही|जे काही|อะไรก็ตาม"
    r"|ไม่ว่า|\b(?:chochote|lolote|yoyote)\b|\b(?:anuman|kahit ano)\b|לא משנה|כל בקשה"
    r"|\b(?:οποιο|οποια|οτιδηποτε|οτι κι αν)\b|\borice\b|\b(?:cokoli|jakkoli\w*)\b"
    r"|\bbarmi\w*|\b(?:vad (?:an|som helst)|oavsett)\b|\b(?:apa sahaja|apa-apa|walau apa)\b"
)

# --- a threat: the user's loss unless the reader acts ------------------------------------------

IF_NOT = compiled(
    r"না (?:করলে|চালালে|হলে)|নইলে|অন্যথায়|اگر[^۔\n]{0,60}نہیں|ورنہ|நீங்கள்[^.\n]{0,40}ாவிட்டால்"
    r"|இல்லையெனில்|இல்லாவிட்டால்|లేకపోతే|కపోతే|नाहीस तर|नाही तर|नाहीतर|अन्यथा|न केल्यास"
    r"|มิฉะนั้น|ไม่อย่างนั้น|ถ้า[^\n]{0,30}ไม่"
    r"|\busipo\w*|\bvinginevyo\b|\b(?:kama|ikiwa) hu\w+|\bla sivyo\b"
    r"|\b(?:kung|kapag) hindi\b|\bkundi\b|אחרת|אם לא|\b(?:αλλιως|διαφορετικα|αν δεν)\b"
    r"|\b(?:altfel|daca nu|in caz contrar)\b|\b(?:jinak|pokud ne\w*|kdyz ne\w*)\b"
    r"|\b(?:kulonben|ha nem)\b|\b(?:annars|om (?:du )?inte)\b"
    r"|\b(?:jika|kalau|sekiranya|jikalau)(?: (?:anda|kamu|awak))? (?:tidak|tak)\b"
)
LOSS = compiled(
    r"মুছে যাবে|হারিয়ে যাবে|নষ্ট হয়ে যাবে|নষ্ট হবে|ব্লক হয়ে যাবে|مٹ جائے|حذف ہو جائے|ضائع ہو"
    r"|بند ہو جائے|நீக்கப்படும்|அழிக்கப்படும்|இழக்க|முடக்கப்படும்|తొలగించబడ|నాశనం|కోల్పో"
    r"|నిలిపివేయబడ|नष्ट|गमाव|हटवला जाईल|हटवले जाईल|बंद होईल|ถูกลบ|สูญหาย|หายไป|ถูกระงับ"
    r"|ถูกล็อก|\b\w*(?:futwa|potea|fungwa)\b|\b(?:mabubura|buburahin|mawawala|masisira)\b"
    r"|\bma-?(?:delete|block|lock)\w*|יימחק|ימחק|יאבד|ייחסם|יינעל"
    r"|θα (?:διαγραφ|χαθ|κλειδωθ|μπλοκαρ)\w*|\b(?:vor fi sterse|va fi sters\w*|se (?:vor|va) pierde"
    r"|va fi blocat\w*|pierdut\w*)|\b(?:smazan|ztrat|zablokovan|odstranen)\w*"
    r"|\b(?:torlod\w*|torolve|torlesre|elvesz\w*|zarol\w*|letilt\w*)"
    r"|\b(?:raderas|tas bort|forloras|forsvinner|spars|lases)\b"
    r"|\b(?:dipadam|dihapus|hilang|musnah|disekat|dikunci)\b"
)

# --- the task swapped: the data's end and a new task; instead of; a task declined ---------------

# a line ruled off or bracketed that says the data ended: "=== ইমেইলের শেষ ===", "[סוף המייל]"
DATA_OVER = compiled(
    r"(?m)^[ \t]*(?:[=\-*#_~]{2,}|[\[<【(])[^\n]{0,40}?"
    r"(?:শেষ|সমাপ্ত|ختم|اختتام|முடிவு|முற்றும்|ముగింపు|సమాప్త|अंत|समाप्त|शेवट|สิ้นสุด|จบ|ท้าย"
    r"|\bmwisho\b|\bkatapusan\b|\bwakas\b|\bdulo\b|סוף|סיום|τελος|\bsfarsit\w*|\bfinal\w*"
    r"|\bkonec\b|\bvege\b|\bslut\b|\btamat\b|\bakhir\b|\bend\b)"
)
# a label that opens a task: "নতুন কাজ", "نیا کام", "งานใหม่", "kazi mpya", "Új feladat"
NEW_TASK, NEW_TASK_NEEDLES = stems(
    "নতুন_কাজ নতুন_নির্দেশ নতুন_টাস্ক نیا_کام نئی_ہدایات نئی_ہدایت نیا_ٹاسک புதிய_பணி "
    "புதிய_அறிவுறுத்தல் புதிய_வேலை புதிய_கட்டளை కొత్త_పని కొత్త_సూచన కొత్త_ఆదేశ కొత్త_టాస్క్ "
    "नवीन_कार्य नवे_काम नवीन_काम नवीन_सूचना नव्या_सूचना งานใหม่ คำสั่งใหม่ ภารกิจใหม่ "
    "kazi_mpya maagizo_mapya maelekezo_mapya agizo_jipya bagong_gawain bagong_utos "
    "bagong_tagubilin bagong_task bagong_instruksyon משימה_חדשה הוראות_חדשות הוראה_חדשה "
    "νεα_εργασια νεες_οδηγιες νεα_οδηγια νεα_αποστολη sarcina_noua instructiuni_noi noua_sarcina "
    "noi_instructiuni novy_ukol nove_pokyny nove_instrukce nova_instrukce uj_feladat uj_utasitas "
    "ny_uppgift nya_instruktioner ny_instruktion nytt_uppdrag tugas_baharu tugasan_baharu "
    "arahan_baharu tugas_baru arahan_baru"
)
LABEL_END = compiled(r"[^\n:]{0,60}:")

INSTEAD, INSTEAD_NEEDLES = stems(
    "বদলে পরিবর্তে بجائے பதிலாக బదులు ऐवजी แทนที่จะ badala_ya sa_halip במקום αντι_να αντι_για "
    "in_loc_sa in_loc_de misto helyett i_stallet_for istallet_for bukannya alih-alih"
)
# the work on this text declined: "don't summarize", "ne foglald össze", "jangan terjemahkan"
DECLINED = compiled(
    r"(?:সারাংশ|অনুবাদ)[^।\n]{0,15}(?:না|নয়)|(?:خلاصہ|ترجمہ)[^۔\n]{0,12}(?:\bنہ\b|\bمت\b)"
    r"|(?:சுருக்க|மொழிபெயர்க்க)\S*\s?(?:வேண்டாம்|கூடாது)"
    r"|(?:అనువదించ|సంగ్రహించ|సారాంశ)\S*(?:వద్దు|కూడదు)"
    r"|(?:सारांश|भाषांतर|अनुवाद)[^।\n]{0,12}(?:नकोस|नका|नये)|(?:อย่า|ไม่ต้อง)(?:สรุป|แปล)"
    r"|\busi(?:fupishe|tafsiri)\b|\b(?:huwag|wag) (?:mong )?(?:ibuod|isalin)"
    r"|אל (?:תסכם|תתרגם)|\bμην? (?:συνοψισ|μεταφρασ)\w*|\bnu (?:rezuma|traduce)\w*"
    r"|\bne(?:shrnuj|prekladej)\w*|\bne (?:foglald|foglalja|forditsd|forditsa)\w*"
    r"|\b(?:sammanfatta|oversatt) inte\b|\binte (?:sammanfatta|oversatta)"
    r"|\bjangan (?:ringkaskan|terjemahkan|meringkaskan|menterjemah)\w*"
)
DECLINED_NEEDLES = folded_needles(
    "সারাংশ অনুবাদ خلاصہ ترجمہ சுருக்க மொழிபெயர்க்க అనువదించ సంగ్రహించ సారాంశ सारांश भाषांतर "
    "अनुवाद สรุป แปล usifupishe usitafsiri ibuod isalin תסכם תתרגם συνοψισ μεταφρασ rezuma "
    "traduce neshrnuj neprekladej foglal fordits sammanfatta oversatt ringkaskan terjemahkan "
    "meringkaskan menterjemah"
)
# an order to answer: reply, answer, say, write
REPLY = compiled(
    r"উত্তর|জবাব|লেখ|লিখ|বলো|جواب|لکھ|کہو|کہیں|பதில|எழுத|சொல|సమాధాన|జవాబు|రాయ|చెప్ప"
    r"|उत्तर|लिही|सांग|ตอบ|เขียน|พูด|บอก|\b(?:jibu|andika|sema)\b"
    r"|\b(?:sumagot|sagutin|isagot|sagot|sabihin|isulat|tumugon)\b|ענה|תענה|השב|כתוב|אמור|תגיד"
    r"|απαντ|γραψε|\bπες\b|\b(?:raspunde|scrie|spune)\w*|\b(?:odpov\w*|napis|rekni)\b"
    r"|\b(?:valasz\w*|ird|mondd)\b|\b(?:svara|skriv|saga)\b|\b(?:balas|jawab|tulis|katakan)\b"
)
# the answer given: a quoted text or a link
GIVEN = compiled(
    r"'[^'\n]{2,160}'|\"[^\"\n]{2,160}\"|«[^»\n]{2,160}»|„[^“”\n]{2,160}[“”]|”[^”\n]{2,160}”"
    r"|“[^”\n]{2,160}”|https?://\S+"
)
# fmt: on
