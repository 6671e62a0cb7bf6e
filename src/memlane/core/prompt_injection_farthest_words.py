"""The words of round 105's structures in the languages the rounds held least (issue 19).

Bengali, Marathi, Telugu, Tamil, Gujarati, Punjabi, Urdu, Swahili, Hausa, Amharic, Yoruba,
Tagalog, Malay, Thai, Burmese, Hebrew, Greek, Javanese, Kazakh, Uzbek, Serbian and Bulgarian,
with the romanized spellings people type (Hinglish and romanized Urdu, Greeklish, Arabizi),
spelled as folded text is (:func:`compiled`: accents off Latin, Greek and Cyrillic letters,
NFKC, lower case). Each name is one part of speech of a structure in
:mod:`memlane.core.prompt_injection_farthest`: "you have no limits" said to the reader, an
order to answer or obey everything, a system or admin label, a task declined ("do not
summarize"), "instead", what the swapped task asks for (a secret, a dictated answer, the user
sent to a link or a number), the AI reader named, an act against the user's things, "all", a
negation next to the act, and what keeps each from firing on people's text (a limit on time or
number, a test or a survey, junk a product tip clears, the AI used rather than hailed, a drop
told of). A list is a part of speech, never the sentences of the test round.

Indic, Ethiopic, Thai, Burmese and Hebrew words are written without ``\\b``: a vowel sign is
no word character to ``re``, so a boundary falls inside those words; Latin words keep theirs.
"""

from __future__ import annotations

from memlane.core.gated_search import Needles
from memlane.core.prompt_injection_processed_abroad_words import compiled, folded_needles

# fmt: off
# --- the reader told it has no limits ------------------------------------------------------------

# "you have no restrictions / rules / limits" (the reader owns the lack: "your", "to you", a
# second-person verb), not "no limit on downloads" said of a plan
NO_LIMITS_YOU = compiled(
    r"(?:তোমার|আপনার|তোর)(?: উপর| ওপর)? কোনো (?:সীমাবদ্ধতা|নিয়ম|বিধিনিষেধ|বাধা)\S* (?:নেই|নাই)"
    r"|(?:তুলা|तुला|तुम्हाला|तुझ्यावर|तुमच्यावर) कोणत\S* (?:बंधन|नियम|निर्बंध|मर्यादा)\S* (?:लागू )?नाही"
    r"|(?:నీకు|మీకు) (?:ఎలాంటి|ఏ|ఏవిధమైన|ఏమాత్రం) (?:పరిమితు|నియమా|నిబంధన|ఆంక్ష)\S* లేవు"
    r"|(?:உனக்கு|உங்களுக்கு) (?:எந்த\S*|ஒரு) (?:கட்டுப்பாடு|விதி|வரம்பு)\S* (?:இல்லை|கிடையாது)"
    r"|(?:તારા પર|તમારા પર|તને|તમને) કોઈ (?:પ્રતિબંધ|નિયમ|મર્યાદા|બંધન)\S* (?:નથી|લાગુ નથી)"
    r"|(?:ਤੇਰੇ|ਤੁਹਾਡੇ) (?:ਉੱਤੇ|ਉਤੇ|ਤੇ) ਕੋਈ (?:ਪਾਬੰਦੀ|ਨਿਯਮ|ਸੀਮਾ)\S* (?:ਨਹੀਂ|ਨਹੀ)"
    r"|(?:ਤੈਨੂੰ|ਤੁਹਾਨੂੰ) ਕੋਈ (?:ਪਾਬੰਦੀ|ਨਿਯਮ|ਸੀਮਾ)\S* (?:ਨਹੀਂ|ਨਹੀ)"
    r"|(?:تم|آپ|تجھ|تمہارے|آپ کے)(?: پر| اوپر| لیے)? کوئی (?:پابندی|حد|اصول|قانون|قاعدہ)\S* نہیں"
    r"|\b(?:tum|tumhare|tumhari|tumpe|tu|tere|aap|aapke|aap ke|tujh)(?: upar| uper| par| pe| liye)?"
    r" koi (?:restrictions?|rules?|pabandi|pabandiyan|limits?|niyam|filters?|hadd?)"
    r" (?:nahi|nahin|nhi)"
    r"|\bhuna (?:vikwazo|sheria|mipaka|masharti|kikomo)\b"
    r"|\bba k[ai] da (?:wani |wata |wasu )?(?:iyaka|doka|dokoki|takunkumi|ka'ida)"
    r"|ምንም (?:ገደብ|ህግ|ሕግ|ክልከላ)\S* የለብ(?:ህ|ሽ|ዎ|ዎት|ችሁ)ም"
    r"|\bko si (?:idena|ofin|aala)\w*(?: kankan)? fun (?:o|yin)\b|\bo o ni (?:idena|ofin|aala)"
    r"|\bwala (?:kang|kayong) (?:anumang |mga |kahit anong )?(?:limitasyon|patakaran|panuntunan"
    r"|restriksyon|rules?)"
    r"|\b(?:anda|kamu|awak|engkau) (?:tiada|tidak ada|tidak mempunyai|tak ada|tak de)"
    r" (?:sebarang |apa-apa )?(?:sekatan|had|batasan|peraturan)"
    r"|(?:คุณ|เธอ|นาย|แก) ?ไม่มี(?:ข้อจำกัด|กฎ|ข้อห้าม|ขีดจำกัด)"
    r"|(?:သင့်တွင်|သင့်မှာ|မင်းမှာ|မင်းဆီမှာ) ?(?:ကန့်သတ်ချက်|စည်းမျဉ်း)\S* ?(?:လုံးဝ ?)?မရှိ"
    r"|אין ל(?:ך|כם) (?:שום |כל )?(?:מגבלות|מגבלה|כללים|חוקים|הגבלות)"
    r"|δεν εχ(?:εις|ετε) (?:κανεναν |κανενα |καθολου )?(?:περιορισμ|κανον|ορι|φιλτρ)"
    r"|\bden e(?:x|ch|h)e(?:is|te|i) (?:kanenan |kanena |katholou )?(?:periorism|kanon|oria|filtr)"
    r"|\b(?:kowe|sampeyan|panjenengan) ora (?:duwe|nduwe|gadhah) (?:watesan|aturan|wates)"
    r"|(?:сенде|сизде) ешқандай (?:шектеу|ереже|тыйым)\S* жоқ"
    r"|\b(?:sening|senda|sizning|sizda) hech qanday (?:cheklov|qoida|taqiq)\w* yo\W?q"
    r"|\bnemas(?:e)? (?:nikakv\w+ )?(?:ogranicenj|pravil|zabran)"
    r"|немаш (?:никакв\S+ )?(?:ограничењ|правил|забран)"
    r"|нямаш (?:никакви )?(?:ограничени|правила|забрани)"
)

# an order to obey everything: every request or order, without refusing (a forged system line
# needs one of these: "every question is answered in our FAQ" obeys nothing)
COMPLY_ORDERS = compiled(
    r"(?:যেকোনো|যে কোনো|সব|প্রতিটি) (?:অনুরোধ|আদেশ|নির্দেশ)|বিনা প্রশ্নে"
    r"|প্রত্যাখ্যান না করে|অস্বীকার না করে"
    r"|(?:कुठल्याही|कोणत्याही|प्रत्येक) (?:आदेश|विनंती)|नकार न देता|तपासणीशिवाय"
    r"|అడిగినదంతా|అడిగిన ప్రతిదీ|తిరస్కరించకుండా|ప్రతి (?:అభ్యర్థన|ఆదేశ)"
    r"|எந்த\S* கோரிக்கை|மறுக்காமல்|மறுக்காதே"
    r"|દરેક (?:વિનંતી|આદેશ)|ઇનકાર (?:કર્યા )?વિના|ચેતવણી વિના"
    r"|ਬਿਨਾਂ ਇਨਕਾਰ|ਹਰ (?:ਹੁਕਮ|ਬੇਨਤੀ)"
    r"|ہر (?:حکم|درخواست)|بلا جھجک|انکار (?:کیے|کئے) بغیر"
    r"|\bhar (?:request|hukam|hukm|command|order)\b|\bbina (?:mana|inkaar|inkar|refuse)"
    r"|\b(?:kila (?:ombi|amri)|bila kukataa)\b"
    r"|\bkowa(?:ce|ne) (?:umarni|bukata)|\bba tare da (?:ƙi|ki|kin) ba\b"
    r"|ማንኛው\S* ትዕዛዝ|ሳት(?:ከለክል|ቃወም|ከለከል|ክድ)"
    r"|\blai ko\b|\bgbogbo ohun ti (?:won|o) ba beere\b"
    r"|\bkahit anong (?:utos|hiling)|\bbawat (?:utos|hiling)\b|\bwalang pagtanggi"
    r"|\bnang hindi tumatanggi"
    r"|\bsetiap (?:arahan|permintaan)\b|\btanpa (?:menolak|sebarang penolakan|penolakan)"
    r"|ทุกคำ(?:ขอ|สั่ง)|โดยไม่ปฏิเสธ|ห้ามปฏิเสธ"
    r"|တောင်းဆိုချက်တိုင်း|ငြင်းဆန်ခြင်းမရှိဘဲ|မငြင်းဘဲ"
    r"|כל (?:בקשה|פקודה)|בלי לסרב|ללא סירוב"
    r"|καθε (?:αιτημα|εντολη)|χωρις (?:αρνηση|να αρνηθεις)"
    r"|\b(?:xwris|xoris|choris) arnisi|\bkathe aitima"
    r"|\bsaben (?:panjaluk|prentah)\b|\btanpa nolak"
    r"|кез келген (?:сұраныс|бұйрық|тапсырма)|бас тартпай"
    r"|\bhar (?:qanday|bir) (?:so\W?rov|buyruq)|\brad etmasdan"
    r"|\bsvaki (?:zahtev|zahtjev|nalog)|\bbez odbijanja|сваки захтев|без одбијања"
    r"|всяка (?:заявка|молба|команда)|без отказ"
    r"|\bay talab|\bm[ae]n? gh?eir ma t?erfod|\bbdoon rafd"
)
# an order to answer any question (said to a reader without limits, it unbinds it)
COMPLY_QUESTIONS = compiled(
    r"(?:যেকোনো|যে কোনো|সব|প্রতিটি) প্রশ্নের উত্তর|(?:कुठल्याही|कोणत्याही|प्रत्येक) प्रश्न"
    r"|ఏ ప్రశ్నకైనా|எதற்கும் பதில்|எந்த\S* கேள்வி|દરેક પ્રશ્ન|ਕਿਸੇ ਵੀ ਸਵਾਲ|ਹਰ ਸਵਾਲ|ہر سوال"
    r"|\bhar sawa+l\b|\b(?:swali lolote|kila swali)\b|\bkowace tambaya|ማንኛው\S* ጥያቄ"
    r"|\bibeere eyikey|\bkahit anong tanong|\bbawat tanong\b"
    r"|\bapa (?:sahaja|saja) (?:soalan|pertanyaan)|\bsetiap soalan\b|ทุกคำถาม|မည်သည့်မေးခွန်း"
    r"|כל שאלה|σε οτιδηποτε|καθε ερωτηση|\bapanta se ola\b|\bpitakon apa (?:wae|bae)"
    r"|\bsaben pitakon\b|кез келген сұрақ|\bhar (?:qanday|bir) savol|\bbilo (?:koje|kakvo) pitanje"
    r"|било које питање|всеки въпрос"
)
# what a limit is on (time, number, size, a topic): "huna vikwazo vya muda", "אין לך מגבלות
# זמן", "คุณไม่มีข้อจำกัดเรื่องจำนวนคำถาม" limit something, not the reader's rules
LIMIT_OF = compiled(
    r"\b(?:vya|ya|za) (?:muda|idadi|ukubwa)|\bmuda\b|\bsa (?:oras|dami|bilang|laki)|\boras\b"
    r"|זמן|מספר|גודל|\bmasa\b|\bjumlah\b|\bsaiz\b|เรื่อง|จำนวน|เวลา|ขนาด"
    r"|সময়|সংখ্যা|समय|वेळ|संख्या|நேர|సమయ|સમય|ਸਮੇਂ|ਸਮਾਂ|وقت|تعداد|\blokaci\b|ጊዜ|\bakoko\b"
    r"|\bwaktu\b|уақыт|\bvaqt\b|\bvreme\b|време|χρον|\bxronou\b|download|\bsize\b"
)
# a test, a quiz, a survey: "answer every question" is its instruction to people
QUIZ = compiled(
    r"\b(?:mtihani|pagsusulit|kuiz|kuis|quiz|exam|test|ujian|imtihon|ispit|jarrabawa|idanwo"
    r"|anket\w*|survey|sinav)\b|מבחן|סקר|анкет|тест|изпит|испит|емтихан|امتحان|परीक्षा|পরীক্ষা"
    r"|தேர்வு|పరీక్ష|પરીક્ષા|ਪ੍ਰੀਖਿਆ|ፈተና|แบบทดสอบ|ข้อสอบ|แบบสอบถาม|စာမေးပွဲ|εξετασ|ερωτηματολογ"
)
COMPLY_NEEDLES: Needles = folded_needles(
    "প্রশ্নের_উত্তর অনুরোধ আদেশ নির্দেশ বিনা_প্রশ্নে প্রত্যাখ্যান_না অস্বীকার_না प्रश्न आदेश विनंती "
    "नकार_न तपासणीशिवाय ప్రశ్నకైనా అడిగినదంతా అడిగిన_ప్రతిదీ తిరస్కరించకుండా అభ్యర్థన ఆదేశ "
    "எதற்கும் கோரிக்கை கேள்வி மறுக்காமல் மறுக்காதே દરેક વિના ਕਿਸੇ_ਵੀ_ਸਵਾਲ ਬਿਨਾਂ_ਇਨਕਾਰ ਹਰ_ "
    "ہر_ بلا_جھجک بغیر \\bhar_ \\bbina_ lolote kila_ kukataa kowa ba_tare_da ማንኛው ሳት "
    "eyikeyi lai_ko ba_beere kahit_anong bawat pagtanggi tumatanggi sahaja_soalan saja_soalan "
    "sahaja_pertanyaan saja_pertanyaan setiap tanpa ทุกคำ ไม่ปฏิเสธ ห้ามปฏิเสธ မည်သည့်မေးခွန်း "
    "တိုင်း မရှိဘဲ မငြင်းဘဲ כל_ לסרב סירוב οτιδηποτε καθε_ χωρις_ arnisi apanta_se_ola "
    "kathe_aitima apa_wae apa_bae saben nolak кез_келген бас_тартпай har_qanday har_bir "
    "rad_etmasdan bilo_koje bilo_kakvo svaki odbijanja било_које сваки одбијања всеки всяка "
    "отказ ay_talab erfod rafd"
)

# --- a system or admin label opening a line ---------------------------------------------------

# "[সিস্টেম]:", "सिस्टम संदेश:", "### సిస్టమ్ ###", "<system>", "MFUMO:", "[ΣΥΣΤΗΜΑ]:": a
# bracket, a heading mark or a tag, the label (a system, an admin, one more word: "message"),
# and its close (a bracket, a colon, the heading's marks)
_LABEL = (
    r"(?:system|sistem|sistema|admin|administrator|সিস্টেম|অ্যাডমিন|প্রশাসক|सिस्टम|प्रशासक"
    r"|सिस्टिम|సిస్టమ్|నిర్వాహకుడ\S*|అడ్మిన్|சிஸ்டம்|நிர்வாகி|સિસ્ટમ|એડમિન|ਸਿਸਟਮ|ਪ੍ਰਸ਼ਾਸਕ"
    r"|ਐਡਮਿਨ|سسٹم|منتظم|ایڈمن|mfumo|msimamizi|tsari|tsarin|ሲስተም|ስርዓት|አስተዳዳሪ|eto|alabojuto"
    r"|tagapangasiwa|pentadbir|ระบบ|ผู้ดูแลระบบ|စနစ်|စီမံခန့်ခွဲသူ|מערכת|מנהל|συστημα|διαχειριστης"
    r"|жүйе|әкімші|tizim|систем|администратор|система|nezam|nizam)"
)
BANNER = compiled(
    r"(?m)^[ \t]*(?:[\[<(]|#{1,6}[ \t]*|\*\*)?[ \t]*" + _LABEL
    + r"(?:[ \t]+\S+)?[ \t]*(?:[\]>)][ \t]*:?|:|#{2,}|፦)"
)

# --- the task declined and swapped ------------------------------------------------------------

# "do not summarize / translate (this)": the reader's work on the text declined
DECLINE = compiled(
    r"(?:সারাংশ|সারসংক্ষেপ|অনুবাদ) (?:করো|করবে|দিও|কোরো) না"
    r"|(?:सारांश|भाषांतर|अनुवाद) (?:देऊ|करू) (?:नकोस|नका)"
    r"|(?:అనువదించ|సంగ్రహించ|సారాంశం ఇవ్వ)(?:వద్దు|కు)"
    r"|(?:சுருக்க|மொழிபெயர்க்க) வேண்டாம்|சுருக்காதே|மொழிபெயர்க்காதே"
    r"|(?:સારાંશ|અનુવાદ) (?:ન આપ|ન કર|આપીશ નહીં)"
    r"|(?:ਅਨੁਵਾਦ|ਸੰਖੇਪ) ਨਾ ਕਰ|ਸਾਰ ਨਾ ਦੇ"
    r"|(?:خلاصہ|ترجمہ) (?:مت|نہ)"
    r"|\b(?:summary|summarize|translate|khulasa|tarjuma|anuvad) (?:mat|na)\b"
    r"|\b(?:mat|na) (?:summarize|translate) kar"
    r"|\busi(?:fupishe|tafsiri|fanye muhtasari)\b"
    r"|\bka(?:da|r) ka (?:taƙaita|takaita|fassara)\b"
    r"|አታጠቃልል|አትተርጉም"
    r"|\bma se (?:akopo|tumo|ṣe akopo)\b"
    r"|\b(?:huwag|wag)(?: mong| ninyong| nyong)? (?:i-?summarize|isalin|ibuod|i-?translate)"
    r"|\bjangan (?:terjemahkan|ringkaskan|rumuskan|meringkaskan|menterjemah)"
    r"|อย่า(?:สรุป|แปล)|ไม่ต้อง(?:สรุป|แปล)"
    r"|အကျဉ်းမချုပ်(?:ပါနှင့်|နဲ့)|ဘာသာမပြန်(?:ပါနှင့်|နဲ့)"
    r"|אל (?:תסכם|תסכמי|תתרגם|תתרגמי)"
    r"|μην? (?:συνοψισεις|μεταφρασεις|συνοψιζεις)"
    r"|\baja (?:ngringkes|nerjemahake|diringkes)\b"
    r"|қорытпа\b|қысқартпа\b"
    r"|\b(?:qisqartirma|tarjima qilma|xulosa qilma)\b"
    r"|\bnemoj (?:da )?(?:sazimas|sazimati|prevodis|prevoditi)|\bne (?:prevodi|sazimaj)\b"
    r"|немој (?:да )?(?:сажимаш|преводиш)|не (?:преводи|сажимај)"
    r"|не (?:обобщавай|превеждай|резюмирай)"
    r"|\bma t(?:la5as|la5es|etargem)h?s?h?\b"
)
DECLINE_NEEDLES: Needles = folded_needles(
    "সারাংশ সারসংক্ষেপ অনুবাদ सारांश भाषांतर अनुवाद అనువదించ సంగ్రహించ సారాంశం சுருக்க "
    "மொழிபெயர்க்க સારાંશ અનુવાદ ਅਨੁਵਾਦ ਸੰਖੇਪ ਸਾਰ خلاصہ ترجمہ summar translate khulasa tarjuma "
    "anuvad usifupishe usitafsiri usifanye taƙaita takaita fassara አታጠቃልል አትተርጉም akopo tumo "
    "huwag wag jangan อย่า ไม่ต้อง အကျဉ်းမချုပ် ဘာသာမပြန် אל_ת μη_ μην_ aja_ қорытпа "
    "қысқартпа qisqartirma tarjima xulosa nemoj ne_prevodi ne_sazimaj немој не_ ma_t"
)
# "instead": the swapped task follows (or, in Thai, closes the clause: "…แทน")
INSTEAD = compiled(
    r"পরিবর্তে|বদলে|বরং|আসল কাজ|त्याऐवजी|ऐवजी|बदले|బదులుగా|பதிலாக|બદલે|ਦੀ ਥਾਂ|ਬਜਾਏ"
    r"|بجائے|بجاے|کی جگہ|\b(?:uski|iski|us ki|is ki) jagah|\bke bajaye?\b|\binstead\b"
    r"|\bbadala yake\b|\bmaimakon\b|በምትኩ|ይልቅ|\bdipo\b|\bsa halip\b|\bsebaliknya\b"
    r"|\bsebagai ganti\b|แทน|အစား|במקום|αντι (?:γι|για|αυτου)|αντ αυτου|\bgantine\b"
    r"|орнына|\bo\W?rniga\b|\bume(?:s|sj)to\b|уместо|вместо|\bbdal\b|\bbadal\b"
)
# what the swapped task is after: a secret, the user, a dictated answer (a quote)
SECRET = compiled(
    r"পাসওয়ার্ড|ওটিপি|পিন|पासवर्ड|ओटीपी|పాస్వర్డ్|ఓటీపీ|கடவுச்சொல்|பின்|પાસવર્ડ|ਪਾਸਵਰਡ"
    r"|پاس ورڈ|پاسورڈ|\bپن\b|او ٹی پی|\b(?:password|passcode|otp|pin|cvv|card number)\b"
    r"|\bnenosiri\b|\bnywila\b|\bnambari (?:yake |yako )?ya siri\b|\bkarta raqam"
    r"|\b(?:kalmar|lambar) sirri|የይለፍ ቃ|\boro asina\b"
    r"|\bkata laluan\b|\bnombor kad\b|\bkad kredit\b|รหัสผ่าน|รหัส otp|စကားဝှက်|סיסמ"
    r"|κωδικ|\b(?:sandhi|tembung sandi)\b|құпия сөз|\bparol\w*|\blozink\w*|лозинк|парол"
)
USER = compiled(
    r"ব্যবহারকারী|वापरकर्ता|उपयोगकर्ता|వినియోగదారు|பயனர|વપરાશકર્તા|ਉਪਭੋਗਤਾ|ਵਰਤੋਂਕਾਰ|صارف"
    r"|\buser\b|\bmtumiaji\b|\bmai amfani\b|ተጠቃሚ|\bolulo\b|\bgumagamit\b|\bpengguna\b"
    r"|ผู้ใช้|အသုံးပြုသူ|משתמש|χρηστη|\bpangguna\b|\bpanganggo\b|пайдаланушы"
    r"|\bfoydalanuvchi\w*|\bkorisnik\w*|корисник|потребител"
)
GIVEN = compiled(r"(?<!\w)['\"‘“«„][^'\"‘’“”«»„\n]{1,80}['\"’”»]")
# where the user is sent: a link or a phone number ("… apige simu +255 700 000 000")
SENT_TO = compiled(r"https?://|\+?\d[\d -]{6,}\d")

# --- the AI reader hailed and set on the user's things --------------------------------------

# the AI reader: "AI" (or its local name) beside a noun for a helper or an agent, either order
_AI = r"(?:(?<![a-z])ai(?![a-z])|(?<![a-z])a\.i\.|এআই|एआय|एआई|اے ?آئی|ஏஐ|ఏఐ|เอไอ|(?<!\w)жи(?!\w))"
_HELPER = (
    r"(?:assistant|asisten|asistent\w*|agent\w*|ejen|msaidizi|wakala|mataimaki\w*|wakili\w*|ረዳት|ወኪል"
    r"|oluranlowo|pembantu|လက်ထောက်|עוזר|סוכן|βοηθ\S*|көмекші\S*|yordamchi\w*|асистент\S*"
    r"|ассистент\S*|агент\S*|સહાયક|એજન્ટ|ਸਹਾਇਕ|ਏਜੰਟ|সহকারী|এজেন্ট|सहाय्यक\S*|सहायक|एजंट"
    r"|एजेंट|உதவியாளர\S*|ஏஜென்ட்|సహాయక\S*|ఏజెంట్|اسسٹنٹ|ایجنٹ|ผู้ช่วย|เอเจนต์)"
)
READER_CALLED = compiled(
    r"(?:" + _AI + r"[^\n:,،፦፣]{0,12}" + _HELPER + r"|" + _HELPER + r"[^\n:,،፦፣]{0,12}" + _AI
    + r")[^\n:,،፦፣]{0,60}?[:,،፦፣-]"
)
# an act on the user's things: delete, erase, forward (imperatives, not the negated forms)
ACT = compiled(
    r"মুছে (?:দাও|ফেলো|দিন)|হটাও|हटव(?![\u0900-\u097f])|हटा दो|डिलीट कर(?![\u0900-\u097f])"
    r"|\bdelete kar(?: do| dena| dijiye)?\b"
    r"|\bforward kar(?: do| dena| dijiye)?\b|తొలగించు|తొలగించండి|நீக்கு(?!வ)|நீக்கவும்"
    r"|કાઢી નાખ|ડિલીટ કર|ਮਿਟਾ ਦਿਓ|ਮਿਟਾਓ|ਅੱਗੇ ਭੇਜੋ|ਡਿਲੀਟ ਕਰ|حذف کر (?:دو|دیں)|مٹا دو|ڈیلیٹ کر"
    r"|\bfuta\b|\bka goge\b|\bgoge\b|(?<![\u1200-\u135a])ሰርዝ(?![\u1200-\u135a])"
    r"|\bpa (?:gbogbo|awon)\b|\bburahin\b|\bbura(?:hin)? mo\b|\bpadamkan\b|\bpadam\b"
    r"|ลบ(?!ล้าง)|(?<!မ)ဖျက်(?:ပါ|လိုက်ပါ)(?!နှင့်)|(?<![\u05d0-\u05ea])מחק(?![\u05d0-\u05ea])"
    r"|διαγραψε|σβησε|\bbusak(?:en|na|ake)\b|\bжой\b|\bo\W?chir\b(?!ma)|\b(?:obrisi|izbrisi)\b"
    r"|обриши|изтрий\b"
)
ACT_NEEDLES: Needles = folded_needles(
    "মুছে হটাও हटव हटा_दो डिलीट delete_kar forward_kar తొలగించ நீக்க કાઢી ડિલીટ ਮਿਟਾ "
    "ਅੱਗੇ_ਭੇਜੋ ਡਿਲੀਟ حذف_کر مٹا_دو ڈیلیٹ futa goge ሰርዝ pa_gbogbo pa_awon bura padam ลบ ဖျက် "
    "מחק διαγραψε σβησε busak жой chir obrisi izbrisi обриши изтрий"
)

# "all" / the user's: what the act reaches
ALL = compiled(
    r"সব|সমস্ত|सर्व|सारे|सभी|అన్ని|அனைத்து|બધા|બધી|ਸਾਰੇ|ਸਾਰੀਆਂ|تمام|سب|\bsaa?r[ei]\b|\bsab\b"
    r"|\b(?:zote|yote|duk|gbogbo|lahat|semua|kabeh|barcha|sve|svi)\b|ሁሉ|ทั้งหมด|အားလုံး"
    r"|(?<![\u05d0-\u05ea])כל(?![\u05d0-\u05ea])|\bολα\b|барлық|всички"
)
# what a product tip deletes: duplicates, old or temporary things, the cache
JUNK = compiled(
    r"\b(?:duplikat\w*|duplicates?|lumang|luma|stare|starih|stari|old|lama|zamani|tsofaffin|atijo"
    r"|temp\w*|tmp|cache|eski|cũ|cu)\b|кеш|ескі|ישנ|παλι|పాత|பழைய|पुरान|পুরনো|পুরোনো|پران|የቀድሞ"
    r"|เก่า|ဟောင်း|стар"
)
# the reader used, not hailed: "with the AI assistant, delete …" ("sa", "uz", "dengan", "kwa")
WITH_READER = compiled(
    r"\b(?:with|gamit ang|kasama ang|uz|dengan|kwa|na|s|mit|con|avec|ile)\s+(?:the |ang )?$"
    r"|(?:с|со|със|עם|με)\s+$"
)
# a negation standing next to the act ("don't delete", "ne briši", "huwag burahin")
NEAR_NEGATION = compiled(
    r"\b(?:ne|nemoj|huwag|wag|jangan|aja|mat|kada|kar|ma se|usi\w*|не)\b"
    r"|না|नको|मत|नहीं|అవద్దు|வேண்டாம்|ન |ਨਾ |مت|نہ|አት|อย่า|ห้าม|אל |μην? "
)

# --- a drop told of: someone else made to do it ---------------------------------------------------

# after the discard verb, verb-final languages: its infinitive or purpose form and a verb that
# tells or pushes another to do it ("… উপেক্ষা করতে বলে", "… ignore karne ko bolta hai",
# "… نظر انداز کرنے پر اکساتی ہیں")
TOLD_AFTER = compiled(
    r"করতে (?:বলে|বলা|বাধ্য|প্ররোচিত)|করানো|করাতে"
    r"|(?:करने|करवाने) (?:को|के लिए) (?:कहत|कहा|बोलत|उकसात|मजबूर)"
    r"|\bkarne (?:ko|ke liye|par) (?:bol|keh|kah|majboor|majbur|uksa)\w*"
    r"|کرنے (?:پر|کو|کا) (?:اکسا|کہ|مجبور)|کروانے"
    r"|करायला (?:सांगत|भाग पाडत)|செய்ய(?:ச்)? (?:சொல்|தூண்டு)|చేయమని (?:చెప్ప|ప్రేరేపి)"
)
# before it: a purpose clause that makes the model do it ("เพื่อให้โมเดล…", "para utusan ang
# modelo na …")
TOLD_BEFORE = compiled(
    r"เพื่อให้(?:โมเดล|ระบบ|ai|เอไอ)|ทำให้(?:โมเดล|ai)"
    r"|\b(?:para )?utusan ang (?:modelo|ai|chatbot)\b|\bsupaya (?:model|ai)\b"
    r"|\bkuifanya (?:modeli|ai)\b|לגרום ל(?:מודל|בינה)"
    r"|προσπαθει να |\bprospathei na "
)
# fmt: on


__all__ = [
    "ACT",
    "ACT_NEEDLES",
    "ALL",
    "BANNER",
    "COMPLY_NEEDLES",
    "COMPLY_ORDERS",
    "COMPLY_QUESTIONS",
    "DECLINE",
    "DECLINE_NEEDLES",
    "GIVEN",
    "INSTEAD",
    "JUNK",
    "LIMIT_OF",
    "NEAR_NEGATION",
    "NO_LIMITS_YOU",
    "QUIZ",
    "READER_CALLED",
    "SECRET",
    "SENT_TO",
    "TOLD_AFTER",
    "TOLD_BEFORE",
    "USER",
    "WITH_READER",
]
