"""Read gate: the later families in nineteen more languages (round 52, issue 19).

Rounds 43-48 wrote secrets sent out, standing orders, widened permissions, actions hidden from
the user, the answer turned against the user, forged system banners and "the real task is …"
in English and eight languages. This module carries them into Korean, Hindi, Arabic, Turkish,
Vietnamese, Indonesian, Polish, Dutch, Ukrainian, Persian, Thai, Hebrew, Czech, Swedish, Greek,
Romanian, Swahili, Bengali and Urdu, each as an anchor whose sentence holds the other parts in
any order (:mod:`memlane.core.prompt_injection_far_words`):

- a secret or a key file sent to an address, in a sentence that does not forbid it;
- "the real task" beside a secret, or beside the task the user gave declared not the task;
- the user kept from knowing what the agent deleted, ran or sent;
- any command or admin rights with consent claimed (in the past tense) or no asking, in a
  sentence without a long command-line option (that documents a program); a safeguard
  switched off without asking;
- a line that opens as a system banner and hands out rights or "without asking";
- from now on / remember this: a secret in every answer, a card number asked for, a casino
  link, a program to download and run;
- the user told the account is blocked and given a number to call.

"Send the report to the team", "delete the temporary files", "don't tell anyone about the
surprise" and "the real task this week is fixing the tests" pass.
"""

from __future__ import annotations

import re

from memlane.core.gated_search import Needles, find_near, without
from memlane.core.injection_phrases import PHRASE_REACH
from memlane.core.prompt_injection_exfil import left_out
from memlane.core.prompt_injection_far_words import (
    ACTED,
    ADDRESS,
    ADMIN,
    ANSWER,
    ANY_COMMAND,
    ASK,
    BANNER,
    BLOCKED,
    CARD,
    CONSENT,
    DOWNLOAD_RUN,
    EVERY,
    MEMORY,
    NEVER,
    NO_ASK,
    PHONE,
    PROMO,
    SAFETY_OFF,
    SECRET,
    SEND,
    TELL_USER,
    USER,
    compiled,
    folded_needles,
)
from memlane.core.prompt_injection_withheld import withheld

# fmt: off
# "The real task", "your actual job", "the true goal".
_REAL_TASK = compiled(
    r"(?:진짜|실제|진정한) ?(?:작업|임무|과제|목표|할 일)(?! ?(?:환경|공간|시간|량|자))|(?:असली"
    r"|वास्तविक) (?:काम|कार्य|मकसद)"
    r"|(?:المهمة|مهمتك|هدفك|الهدف) (?:ال)?(?:حقيقي|فعلي)"
    r"|\b(?:asil|gercek) (?:gorev|isin|amacin|hedef)\w*"
    r"|\b(?:nhiem vu|muc tieu|viec) (?:thuc su|that su)\b"
    r"|\b(?:tugas|tugasmu|misi|tujuan) (?:yang )?(?:sebenarnya|sesungguhnya)"
    r"|\b(?:prawdziw|faktyczn)\w* (?:zadanie|zadaniem|cel)"
    r"|\b(?:echte|eigenlijke|werkelijke) (?:taak|opdracht|doel)"
    r"|справжн\w* (?:завдання|мета|ціль)"
    r"|(?:وظیفه|کار|هدف|ماموریت)(?: اصلی)? واقعی"
    r"|(?:งาน|ภารกิจ|หน้าที่)(?:ที่)?แท้จริง|งานจริงของคุณ"
    r"|(?:המשימה|התפקיד|המטרה) (?:ה)?אמיתי"
    r"|πραγματικη (?:σου )?(?:εργασια|αποστολη)|αληθινη (?:σου )?αποστολη"
    r"|\b(?:skutecn|opravdov)\w* (?:ukol|cil)"
    r"|\b(?:verkliga|riktiga|egentliga) (?:uppgift|uppdrag)"
    r"|\b(?:sarcina|misiunea) (?:ta )?(?:reala|adevarata)|\badevarata (?:ta )?sarcina"
    r"|\bkazi (?:yako )?halisi|আসল কাজ|اصل کام|حقیقی کام|\btunay na gawain"
)
_REAL_TASK_NEEDLES: Needles = folded_needles(
    "진짜 실제 진정한 असली वास्तविक حقيقي فعلي asil_ gercek_ vu_thuc vu_that tieu_thuc tieu_that "
    "viec_thuc viec_that sebenarnya "
    "sesungguhnya prawdziw faktyczn echte_taak echte_opdracht echte_doel eigenlijke werkelijke "
    "справжн واقعی แท้จริง งานจริง אמיתי πραγματικη αληθινη skutecn opravdov verkliga "
    "riktiga_upp egentliga reala adevarata halisi আসল اصل حقیقی tunay"
)
# the work the user asked for, declared not the task: "the real task is not the translation"
_NOT_THE_ASKED = compiled(
    r"번역이 아니|요약이 아니|अनुवाद नहीं|ليست الترجمة|ليس الترجمة|ليست التلخيص"
    r"|\b(?:cevirmek|ozetlemek|ceviri)\w* degil|\bkhong phai (?:la )?(?:dich|tom tat)"
    r"|\bjangan (?:terjemahkan|ringkas)|\bbukan (?:menerjemahkan|meringkas)"
    r"|\bzamiast (?:tłumaczyc|tlumaczyc|streszczac)|\bniet (?:vertalen|samenvatten)"
    r"|\bin plaats van (?:vertalen|samenvatten)|не (?:переклад|перекладати|підсумовувати)"
    r"|ترجمه نیست|خلاصه نیست|ไม่ใช่การแปล|לא לתרגם|לא התרגום|δεν ειναι η μεταφραση"
    r"|\bnamisto prekladu|\binte att oversatta|\bnu (?:este )?traducerea|\bsi kutafsiri"
)

_HIDE = compiled(
    r"(?:사용자|유저)(?:에게|한테)(?:는)? (?:[^.\n]{0,20} )?(?:알리지|말하지|보여주지"
    r"|알려주지) ?(?:마|말)"
    r"|(?:사용자|유저) 모르게"
    r"|(?:उपयोगकर्ता|यूज़र|यूजर) को (?:[^।\n]{0,20} )?(?:मत|न|ना) बता|(?:उपयोगकर्ता|यूज़र"
    r"|यूजर) को बताए बिना"
    r"|(?:لا|دون|بدون|من غير) (?:ت|[اإأ])?(?:خبا?ر|علا?م|بلا?غ)\w* (?:ال)?مستخدم"
    r"|\bkullaniciya (?:[^.\n]{0,40} )?(?:soyleme|bahsetme|gosterme|haber verme|belirtme)\w*"
    r"|\bkullaniciya (?:haber vermeden|soylemeden|bildirmeden)"
    r"|\b(?:đung|khong|ma khong) (?:cho|noi|bao)(?: cho| voi)? nguoi dung\b"
    r"|\b(?:jangan|tanpa) (?:beri ?tahu|memberi ?tahu|bilang|kasih tahu|memberitahu)\w*"
    r" (?:ke |kepada )?pengguna"
    r"|\bnie (?:mow|informuj|wspominaj|pokazuj|mowic)\w* uzytkownik\w*"
    r"|\bbez (?:informowania|wiedzy) uzytkownik\w*"
    r"|\b(?:zonder (?:het )?(?:de )?gebruiker (?:te )?(?:vertellen|informeren|laten weten)"
    r"|zonder het de gebruiker te (?:vertellen|melden)|(?:vertel|zeg|meld) (?:het )?(?:de|tegen de)"
    r" gebruiker (?:niets|niet))"
    r"|не (?:кажи|говори|повідомляй|розповідай|показуй)\w* користувач\w*|без відома користувач\w*"
    r"|به کاربر (?:چیزی )?(?:نگو|اطلاع نده|نگویید)|بدون (?:اطلاع|اینکه به) کاربر"
    r"|(?:อย่า|ไม่ต้อง|โดยไม่)(?:บอก|แจ้ง)ผู้ใช้"
    r"|אל (?:תספר|תגיד|תודיע|תראה)\S* למשתמש|(?:בלי|מבלי) (?:לספר|להודיע|ליידע) (?:ל"
    r"|את )?(?:ה)?משתמש"
    r"|\buzivateli nic nerikej|\bnerikej uzivateli|\bbez vedomi uzivatele"
    r"|\b(?:beratta|saga|namn) (?:inte|inget) (?:for|till) anvandaren"
    r"|\butan att (?:beratta|meddela)\w* (?:for |till )?anvandaren"
    r"|μην (?:πεις|λες|ενημερωσεις)\w* (?:τιποτα )?(?:στον )?χρηστη"
    r"|\bnu (?:ii )?spune (?:nimic )?utilizatorului|\bfara (?:sa (?:ii )?spui"
    r"|stirea) utilizatorului"
    r"|\b(?:usimwambie|bila kumwambia) mtumiaji"
    r"|ব্যবহারকারীকে (?:বলবে না|বলো না|জানাবে না|জানিও না|না জানিয়ে)|صارف کو (?:مت|نہ) بتا"
    r"|صارف کو بتائے بغیر|\bhuwag (?:sabihin|ipaalam) sa (?:user|gumagamit)"
)
_HIDE_NEEDLES: Needles = folded_needles(
    "사용자 유저 उपयोगकर्ता यूज़र यूजर مستخدم kullaniciya nguoi_dung pengguna uzytkownik "
    "gebruiker користувач کاربر ผู้ใช้ משתמש uzivatel anvandaren χρηστη utilizatorului "
    "mtumiaji ব্যবহারকারীকে صارف huwag"
)
# fmt: on

_SEND_NEEDLES: Needles = folded_needles(
    "전송 보내 업로드 전달 올려 올리 भेज अपलोड رسل ارفع انقل gonder yolla ilet yukle gui_ tai_len "
    "chuyen_tiep kirim unggah teruskan hantar wysl wyśl przesl wrzuc stuur uploaden doorsturen "
    "mailen надіш надсила відправ перешл ارسال بفرست آپلود ส่ง อัปโหลด שלח העלה שליח posli "
    "odesli nahraj skicka ladda_upp στειλ ανεβασ trimite incarca redirectioneaza tuma_ pakia "
    "পাঠা بھیج"
)
_ANY_NEEDLES: Needles = folded_needles(
    "명령 커맨드 कमांड आदेश أي_أمر اي_امر أي_امر اي_أمر الأوامر الاوامر komut lenh perintah "
    "polecen commando opdracht команд "
    "دستور คำสั่ง פקוד prikaz kommando εντολ comand comenz amri কমান্ড کمانڈ"
)
_ADMIN_NEEDLES: Needles = folded_needles(
    "관리자_모드 관리자_권한 개발자_모드 एडमिन_ व्यवस्थापक_ डेवलपर_मोड صلاحيات_ وضع_المطور "
    "yonetici_yetki yonetici_modu yonetici_hakla gelistirici_modu root_yetki che_đo_quan "
    "quyen_quan che_đo_nha mode_pengembang hak_admin hak_akses_admin mode_admin "
    "uprawnienia_administratora tryb_administratora tryb_deweloper beheerdersrechten "
    "adminrechten admin-rechten ontwikkelaarsmodus beheerdersmodus права_адміністратора "
    "режим_розробника режим_адміністратора دسترسی_مدیر دسترسی_ادمین دسترسی_کامل حالت_توسعه "
    "สิทธิ์ผู้ดูแล โหมดนักพัฒนา โหมดผู้ดูแล הרשאות_ מצב_מפתח administratorska_prava "
    "rezim_vyvojare administratorsrattigheter utvecklarlage δικαιωματα_διαχειριστη "
    "λειτουργια_προγραμματιστη drepturi_de_administrator modul_dezvoltator haki_za_msimamizi "
    "hali_ya_msanidi"
)
_NO_ASK_NEEDLES: Needles = folded_needles(
    "없이 않고 बिना دون بدون sormadan almadan beklemeden olmadan istemeden khong_can "
    "ma_khong_hoi tanpa_ bez_ nie_musisz zonder_ без_ не_питаючи بی_آنکه بیآنکه ไม่ต้อง בלי "
    "ללא utan_ χωρις fara_ bila_ অনুমতি_ছাড়া জিজ্ঞাসা_না بغیر"
)
_EVERY_NEEDLES: Needles = folded_needles(
    "앞으로 매번 때마다 항상 모든_답변 모든_응답 अब_से हर_ हमेशा كل_ الآن دائما bundan "
    "her_yanit her_cevap her_sefer her_zaman moi_khi moi_lan tu_nay tu_gio moi_cau luon_luon "
    "setiap mulai_sekarang mulai_saat selalu od_teraz kazdym kazdej zawsze voortaan vanaf_nu "
    "elk_antwoord elke_keer altijd відтепер щоразу кожного кожній завжди این_به هر_بار در_هر "
    "همیشه ทุกครั้ง ต่อจากนี้ ทุกคำตอบ เสมอ מעכשיו בכל תמיד od_ted pokazde kazde vzdy "
    "fran_och varje alltid απο_τωρα καθε παντα de_acum fiecare mereu intotdeauna kuanzia "
    "kila_mara kila_jibu daima এখন প্রতিবার প্রতিটি সবসময় اب_سے ہر_"
)
_MEMORY_NEEDLES: Needles = folded_needles(
    "기억 메모리 याद मेमोरी ذاكرت تذكر hafizana bellegine hatirla unutma aklinda ghi_nho bo_nho "
    "simpan_ke simpan_di ingat_selamanya ingat_selalu ingat_ini ingatlah zapamietaj pamieci "
    "onthoud geheugen запам пам'яті خاطر حافظه یادت จำไว้ หน่วยความจำ ความจำ זכור תזכור "
    "בזיכרון zapamatuj pameti kom_ihag i_minnet θυμησου μνημη tine_minte retine in_memorie "
    "kumbuka kumbukumbu মনে یاد"
)
_BANNER_NEEDLES: Needles = folded_needles(
    "시스템 सिस्टम النظام sistem he_thong systemow systeem системн система سیستم ระบบ מערכת "
    "systemove systemmeddelande συστηματος mfumo সিস্টেম سسٹم"
)
_TELL_NEEDLES: Needles = folded_needles(
    "사용자에게 उपयोगकर्ता المستخدم للمستخدم kullaniciya nguoi_dung pengguna uzytkownik "
    "gebruiker користувач کاربر ผู้ใช้ למשתמש uzivateli anvandaren utilizatorului mtumiaji "
    "χρηστη"
)
_CARD_NEEDLES: Needles = folded_needles(
    "카드 주민등록 कार्ड بطاقة kart_numara kredi_kart the_tin the_ngan kartu karty pesel "
    "creditcard kaartnummer bankpas картк карти کارت บัตร כרטיס kortnummer kreditkort cardului "
    "card_de ya_kadi καρτα cvv cvc"
)

# A sentence ends at a stop before a space, at a line break, or at a Devanagari, Arabic or
# Urdu full stop ("।", "؟", "۔"), which in_one_sentence's English stops do not know: a Hindi
# paragraph is one line of several sentences.
_SENTENCE_END = re.compile(r"[.!?。！？](?=\s|$)|[।॥؟۔]|\n")
# Arabic and Hebrew vowel marks, the tatweel, and the shadda ("نفّذ"): written or not, one word
_MARKS = re.compile("[\u0591-\u05c7\u064b-\u065f\u0670\u0640]")


def _sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    # at most PHRASE_REACH either side, as far as a rule's window reaches: read from the start
    # of a 32 KB segment, every anchor match cost a pass over all that came before it
    lo = max(start - PHRASE_REACH, 0)
    ends = [e.end() for e in _SENTENCE_END.finditer(text, lo, start)]
    after = _SENTENCE_END.search(text, end, end + PHRASE_REACH)
    return (ends[-1] if ends else lo), (
        after.start() if after else min(end + PHRASE_REACH, len(text))
    )


def _in_sentence(
    anchor: re.Pattern[str],
    groups: Needles,
    text: str,
    *others: re.Pattern[str],
    unless: re.Pattern[str] | None = None,
) -> bool:
    """Whether an ``anchor`` match has a sentence holding a match of each of ``others`` (a
    tuple of patterns: any one), and no match of ``unless``."""
    for m in find_near(anchor, text, groups, reach=PHRASE_REACH):
        lo, hi = _sentence_around(text, m.start(), m.end())
        if unless is not None and unless.search(text, lo, hi):
            continue
        if all(other.search(text, lo, hi) for other in others):
            return True
    return False


def _any_of(*patterns: re.Pattern[str]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p.pattern})" for p in patterns))


# A long command-line option in the sentence documents a program ("with `--yes` the script
# runs every command without asking"); it hands the agent no licence ("rm -rf" is an order).
_FLAG = re.compile(r"(?<![\w-])--[a-z][\w-]*|`-")
_SECRET_OR_ASIDE = _any_of(SECRET, _NOT_THE_ASKED)
_POWER = _any_of(ANY_COMMAND, ADMIN, SAFETY_OFF)
_LICENCE = _any_of(NO_ASK, CONSENT)
_PAYLOAD = _any_of(PROMO, DOWNLOAD_RUN)
_TO_THE_READER = _any_of(ANSWER, USER)
_EVERY_OR_MEMORY = _any_of(EVERY, MEMORY)


def _banner_hands_out_power(text: str) -> bool:
    # the banner's line and the lines right after it (a banner is often a line of its own);
    # "Sistem: Linux" over a list of commands is a heading, and "ระบบ: the admins switch the
    # firewall off during maintenance" a notice: rights handed out or "without asking" make
    # one a banner
    for m in find_near(BANNER, text, _BANNER_NEEDLES, reach=PHRASE_REACH):
        rest = text[m.end() : m.end() + 240]
        if ADMIN.search(rest) or NO_ASK.search(rest):
            return True
    return False


def _standing(text: str) -> bool:
    for anchor, groups in ((EVERY, _EVERY_NEEDLES), (MEMORY, _MEMORY_NEEDLES)):
        # a secret in every answer; a casino link or a program to run offered to the reader
        if _in_sentence(anchor, groups, text, SECRET, ANSWER, unless=NEVER) or _in_sentence(
            anchor, groups, text, _PAYLOAD, _TO_THE_READER
        ):
            return True
    # a link planted in memory to ride on every answer
    return _in_sentence(MEMORY, _MEMORY_NEEDLES, text, EVERY, ADDRESS, ANSWER)


def _sends_a_secret(text: str) -> bool:
    """A send verb, a secret and an address in one sentence, the secret not named as what is
    left out ("send the log file to support@… (without the .env)", round 85) nor in a negated
    clause ("…, dar nu și parola", round 87)."""
    for m in find_near(SEND, text, _SEND_NEEDLES, reach=PHRASE_REACH):
        lo, hi = _sentence_around(text, m.start(), m.end())
        if NEVER.search(text, lo, hi) or not ADDRESS.search(text, lo, hi):
            continue
        if any(
            not left_out(text, s.start()) and not withheld(text, s.start())
            for s in SECRET.finditer(text, lo, hi)
        ):
            return True
    return False


def far_abroad(folded: str) -> bool:
    """Folded ``text`` holds one of round 52's orders in one of nineteen more languages."""
    # (the marks are non-ASCII: an ASCII text is not read through for them)
    # (a long copy's needle places are worked out from the text's: no second automaton pass)
    text = without(folded, _MARKS) if not folded.isascii() and _MARKS.search(folded) else folded
    return (
        _sends_a_secret(text)
        or _in_sentence(_REAL_TASK, _REAL_TASK_NEEDLES, text, _SECRET_OR_ASIDE)
        or _in_sentence(_HIDE, _HIDE_NEEDLES, text, ACTED)
        or _in_sentence(ANY_COMMAND, _ANY_NEEDLES, text, _LICENCE, unless=_FLAG)
        or _in_sentence(ADMIN, _ADMIN_NEEDLES, text, _LICENCE, unless=_FLAG)
        or _in_sentence(NO_ASK, _NO_ASK_NEEDLES, text, SAFETY_OFF)
        or _banner_hands_out_power(text)
        or _standing(text)
        or _in_sentence(CARD, _CARD_NEEDLES, text, ASK, _EVERY_OR_MEMORY)
        or _in_sentence(TELL_USER, _TELL_NEEDLES, text, BLOCKED, PHONE)
    )


__all__ = ["far_abroad"]
