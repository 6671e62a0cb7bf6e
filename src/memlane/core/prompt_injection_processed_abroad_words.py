"""The words of round 54's structures in eighteen languages (issue 19).

Spanish, French, German, Portuguese, Italian, Russian, Chinese, Japanese, Korean, Arabic, Hindi,
Turkish, Indonesian, Polish, Dutch, Ukrainian, Vietnamese and Persian, spelled as folded text
is (:func:`spelled`). Each name is one part of a structure that
:mod:`memlane.core.prompt_injection_processed_abroad` puts in one sentence with an anchor. A
word list here is a part of speech, never an example: "genre" is every word for a poem, a joke
or a song, not the sentences of the test round.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from functools import cache

from memlane.core.gated_search import Needles, needles
from memlane.core.text_normalize import fold


@cache  # a few hundred distinct letters, met thousands of times while the module loads
def _folded_letter(ch: str) -> str:
    # Latin, Greek and Cyrillic letters lose their accents when text is folded ("é" -> "e",
    # "ї" -> "і", "ı" -> "i"); other scripts keep theirs. Folded one by one: folding a whole
    # pattern would read "\bпарол" as one mixed-script word and map its letters to Latin.
    if ch.isascii():
        return ch
    name = unicodedata.name(ch, "")
    return fold(ch) if name.startswith(("LATIN", "GREEK", "CYRILLIC")) else ch


def spelled(pattern: str) -> str:
    """``pattern`` as folded text spells it: accents off Latin and Cyrillic letters, NFKC (the
    Hindi nukta letters decompose, full-width punctuation becomes ASCII)."""
    return unicodedata.normalize("NFKC", "".join(_folded_letter(c) for c in pattern))


class Lazy:
    """A pattern compiled on first use. Most texts hold none of a rule's needles, so a cold
    process (an empty regex cache: a new home, a first hook) need not compile these large
    alternations to judge them: compiling them all cost the first scan ~50 ms of CPU, enough
    under load to miss a hook's answer deadline."""

    __slots__ = ("_compiled", "pattern")

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self.pattern)
        return self._compiled

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.search(text, pos, endpos)


def compiled(pattern: str) -> Lazy:
    """``pattern`` spelled as folded text, compiled when first used."""
    return Lazy(spelled(pattern))


def folded_needles(spec: str) -> Needles:
    """:func:`needles` for a spec written in usual spelling."""
    return needles(spelled(spec))


# fmt: off
# --- the content naming itself: "this email", "cette page", "这封邮件", "이 문서" ---------------
THIS_CONTENT = compiled(
    r"\b(?:este|esta|estos|estas) (?:correos?|e-?mails?|mensajes?|paginas?|documentos?|hilo"
    r"|textos?|archivos?|ficheros?|articulos?|tablas?|resenas?|comentarios?|tickets?|pdf|carta)\b"
    r"|\b(?:ce|cet|cette|ces) (?:courriels?|e-?mails?|mails?|messages?|pages?|documents?|fil"
    r"|textes?|fichiers?|articles?|tableaux?|avis|commentaires?|tickets?|pdf|lettres?)\b"
    r"|\b(?:diese[nrms]?) (?:e-?mails?|mails?|nachrichten?|seiten?|webseiten?|dokumente?s?"
    r"|texte?s?|dateien?|artikels?|tabellen?|bewertungen?|kommentare?s?|tickets?|pdf|briefe?s?"
    r"|threads?)\b"
    r"|\b(?:este|esta|neste|nesta|deste|desta) (?:e-?mails?|mensagem|mensagens|paginas?"
    r"|documentos?|textos?|arquivos?|ficheiros?|artigos?|tabelas?|avaliacao|comentarios?"
    r"|tickets?|pdf|carta|conversa)\b"
    r"|\b(?:questo|questa|quest['’]) ?(?:e-?mail|mail|messaggio|pagina|documento|testo|file"
    r"|articolo|tabella|recensione|commento|ticket|pdf|lettera|thread|email)\b"
    r"|\b(?:это|этот|эту|этого|эта|этой|этом) (?:письм\w*|сообщени\w*|страниц\w*|документ\w*"
    r"|текст\w*|файл\w*|стать\w*|таблиц\w*|отзыв\w*|комментари\w*|тикет\w*|ветк\w*)"
    r"|\b(?:цей|цю|цього|ця|це|цьому|цій) (?:лист\w*|повідомлен\w*|сторінк\w*|документ\w*"
    r"|текст\w*|файл\w*|статт\w*|таблиц\w*|відгук\w*|коментар\w*)"
    r"|(?:这|此|本)(?:封|条|个|份|篇|张|则)?(?:电子)?(?:邮件|消息|信息|网页|页面|文档|文件|文本|文章"
    r"|表格|评论|帖子|信件)"
    r"|この(?:メール|メッセージ|ページ|ウェブページ|文書|ドキュメント|文章|テキスト|ファイル|記事|表"
    r"|レビュー|コメント|チケット|スレッド|手紙)"
    r"|이 ?(?:이메일|메일|메시지|페이지|웹페이지|문서|글|텍스트|파일|기사|표|리뷰|댓글|티켓|스레드"
    r"|편지)"
    r"|(?:هذه|هذا) ال(?:رسال|بريد|صفح|مستند|وثيق|نص|ملف|مقال|جدول|تعليق|مراجع)"
    r"|(?:इस|यह|इन) (?:ईमेल|मेल|संदेश|मैसेज|पेज|पन्ने|पृष्ठ|दस्तावेज़|दस्तावेज|टेक्स्ट|फ़ाइल|फाइल"
    r"|लेख|टेबल|तालिका|टिप्पणी|समीक्षा)"
    r"|\bbu (?:e-?posta\w*|mesaj\w*|sayfa\w*|belge\w*|dokuman\w*|metn\w*|metin\w*|dosya\w*"
    r"|makale\w*|tablo\w*|yorum\w*|inceleme\w*)"
    r"|\b(?:email|e-mail|surel|pesan|halaman|dokumen|teks|berkas|artikel|tabel|ulasan|komentar"
    r"|surat) ini\b"
    r"|\b(?:ten|ta|te|tej|tego|tym|ta) (?:e-?mail\w*|mail\w*|wiadomosc\w*|stron\w*|dokument\w*"
    r"|tekst\w*|plik\w*|artyku[lł]\w*|tabel\w*|recenzj\w*|komentarz\w*)"
    r"|\b(?:deze|dit) (?:e-?mail|mail|bericht|pagina|webpagina|document|tekst|bestand|artikel"
    r"|tabel|recensie|review|opmerking|ticket|brief)\b"
    r"|\b(?:email|e-mail|thu|tin nhan|trang|tai lieu|van ban|tep|bai viet|bang|binh luan"
    r"|đanh gia) nay\b"
    r"|این (?:ایمیل|پیام|نامه|صفحه|سند|متن|فایل|مقاله|جدول|نظر)"
)
THIS_CONTENT_NEEDLES: Needles = folded_needles(
    "este_correo este_e-mail este_email este_mensaje esta_pagina este_documento este_hilo "
    "este_texto este_archivo este_fichero este_articulo esta_tabla esta_resena este_comentario "
    "este_ticket este_pdf esta_carta estos_correos estos_mensajes "
    "ce_courriel cet_e-mail cet_email ce_mail ce_message cette_page ce_document ce_fil_ ce_texte "
    "ce_fichier cet_article ce_tableau cet_avis ce_commentaire ce_ticket ce_pdf cette_lettre "
    "ces_messages ces_mails ces_courriels "
    "diese_e-mail diese_email diese_mail diese_nachricht diese_seite diese_webseite "
    "dieses_dokument diesen_text dieser_text diese_datei diesen_artikel diese_tabelle "
    "diese_bewertung diesen_kommentar dieses_ticket diesen_brief diesen_thread dieser_e-mail "
    "dieser_nachricht dieser_seite diesem_dokument dieses_pdf dieser_mail "
    "esta_mensagem este_documento este_arquivo este_artigo esta_tabela esta_avaliacao "
    "esta_conversa neste_e-mail nesta_mensagem nesta_pagina neste_documento deste_e-mail "
    "desta_mensagem desta_pagina deste_documento este_e-mail "
    "questa_e-mail questa_email questa_mail questo_messaggio questa_pagina questo_documento "
    "questo_testo questo_file questo_articolo questa_tabella questa_recensione questo_commento "
    "questo_ticket questo_pdf questa_lettera questo_thread quest'e-mail quest'email "
    "это_письм этого_письм этом_письм это_сообщени этого_сообщени эту_страниц этой_страниц "
    "этот_документ этого_документ этот_текст этого_текст этот_файл эту_стать этой_стать "
    "эту_таблиц этот_отзыв этот_комментари эту_ветк "
    "цей_лист цього_лист це_повідомлен цього_повідомлен цю_сторінк цієї_сторінк цей_документ "
    "цього_документ цей_текст цього_текст цей_файл цю_статт цю_таблиц цей_відгук цей_коментар "
    "цьому_лист "
    "这封 这条 这个邮件 这份 这篇 这张 这则 这邮件 这消息 这网页 这页面 这文档 此邮件 此消息 "
    "此信息 此网页 此页面 此文档 此文件 本邮件 本消息 本网页 本页面 本文档 本文件 此电子邮件 "
    "这个网页 这个页面 这个文档 这个文件 这个表格 这个帖子 这个消息 "
    "このメール このメッセージ このページ このウェブページ この文書 このドキュメント この文章 "
    "このテキスト このファイル この記事 この表 このレビュー このコメント このチケット "
    "このスレッド この手紙 "
    "이_이메일 이_메일 이_메시지 이_페이지 이_웹페이지 이_문서 이_글 이_텍스트 이_파일 이_기사 "
    "이_표 이_리뷰 이_댓글 이_티켓 이_스레드 이_편지 이이메일 이메일을 "
    "هذه_الرسال هذا_البريد هذه_الصفح هذا_المستند هذه_الوثيق هذا_النص هذا_الملف هذا_المقال "
    "هذا_الجدول هذا_التعليق هذه_المراجع "
    "इस_ईमेल इस_मेल इस_संदेश इस_मैसेज इस_पेज इस_पन्ने इस_पृष्ठ इस_दस्तावेज़ इस_दस्तावेज "
    "इस_टेक्स्ट इस_फ़ाइल इस_फाइल इस_लेख इस_टेबल इस_तालिका इस_टिप्पणी इस_समीक्षा यह_ईमेल "
    "यह_संदेश यह_पेज यह_दस्तावेज "
    "bu_e-posta bu_eposta bu_mesaj bu_sayfa bu_belge bu_dokuman bu_metn bu_metin bu_dosya "
    "bu_makale bu_tablo bu_yorum bu_inceleme "
    "email_ini e-mail_ini surel_ini pesan_ini halaman_ini dokumen_ini teks_ini berkas_ini "
    "artikel_ini tabel_ini ulasan_ini komentar_ini surat_ini "
    "ten_e-mail ten_email ten_mail te_wiadomosc tej_wiadomosc ta_wiadomosc ta_strone tej_strony "
    "ten_dokument tego_dokument ten_tekst tego_tekst ten_plik tego_plik ten_artykul tego_artykul "
    "te_tabel tej_tabel te_recenzj ten_komentarz tego_e-mail tego_mail tym_e-mail tym_mail "
    "tej_stron ta_stron "
    "deze_e-mail deze_email deze_mail dit_bericht deze_pagina deze_webpagina dit_document "
    "deze_tekst dit_bestand dit_artikel deze_tabel deze_recensie deze_review deze_opmerking "
    "dit_ticket deze_brief "
    "email_nay e-mail_nay thu_nay tin_nhan_nay trang_nay tai_lieu_nay van_ban_nay tep_nay "
    "bai_viet_nay bang_nay binh_luan_nay đanh_gia_nay "
    "این_ایمیل این_پیام این_نامه این_صفحه این_سند این_متن این_فایل این_مقاله این_جدول این_نظر"
)

# --- an AI, a model or an assistant named ------------------------------------------------------
AI = compiled(
    # (bounded by Latin letters only: "邮件的ai", "ai에게" run into the next script)
    r"(?<![a-z0-9-])(?:ia|ai|ki|llm|gpt|chatgpt|bot)(?![a-z0-9])|(?<![а-яіїє])(?:ии|ші)(?![а-яіїє])"
    # German and Dutch compound theirs: "Sprachmodell", "taalmodel"
    r"|\w*(?:modell|model)\b|\b(?:modelo|modele|modello|модел\w*|асистент\w*|ассистент\w*|asistente"
    r"|assistant|assistent\w*|asisten|asystent\w*|asistan\w*|agente?|agent\w*|агент\w*)\b"
    r"|intelig[eê]ncia artificial|inteligencia artificial|intelligence artificielle"
    r"|intelligenza artificiale|kunstliche intelligenz|искусственн\w* интеллект\w*"
    r"|штучн\w* інтелект\w*|yapay zek\w*|kecerdasan buatan|sztuczn\w* inteligencj\w*"
    r"|kunstmatige intelligentie|tri tue nhan tao|tro ly|mo hinh"
    r"|人工智能|助手|助理|模型|人工知能|アシスタント|モデル|エージェント|인공지능|어시스턴트|모델|에이전트"
    r"|الذكاء الاصطناعي|المساعد|النموذج|एआई|सहायक|मॉडल|هوش مصنوعی|دستیار|مدل"
)

# "if you are an AI reading this": the content names its reader without naming itself
IF_AI = compiled(
    r"\bsi (?:eres|es) (?:una? )?(?:ia|inteligencia artificial|modelo|asistente)\b"
    r"|\bsi (?:tu es|vous etes) (?:une? )?(?:ia|intelligence artificielle|modele|assistant)\b"
    r"|\b(?:wenn|falls) (?:du|sie) (?:eine? )?(?:ki|\w*modell|assistent)\w* (?:bist|sind)\b"
    r"|\bse (?:voce|tu) (?:e|es|for) (?:uma? )?(?:ia|inteligencia artificial|modelo|assistente)\b"
    r"|\bse (?:sei|e) (?:una? |un['’] ?)?(?:ia|intelligenza artificiale|modello|assistente)\b"
    r"|если (?:ты|вы) (?:—|-)? ?(?:ии|модель|ассистент|нейросеть)|якщо (?:ти|ви) (?:—|-)? ?(?:ші"
    r"|модель|асистент)"
    r"|如果你是(?:一个)?(?:ai|人工智能|助手|模型)|あなたが(?:ai|aiアシスタント|言語モデル)(?:なら|であれば)"
    r"|(?:당신|너)(?:이|가) ai(?:라면|이면)|إذا كنت (?:ذكاء|نموذج|مساعد)"
    r"|अगर (?:तुम|आप) (?:एक )?(?:ai|एआई)"
    r"|\beger (?:bir )?(?:yapay zek|ai\b|asistan)|\bjika (?:kamu|anda) (?:adalah )?(?:ai|asisten)\b"
    r"|\bjesli jestes (?:ai|sztuczn|asystent|modelem)|\bals (?:je|u) een (?:ai|taalmodel|assistent)"
    r" bent|\bneu ban la (?:ai|tro ly|mo hinh)\b|اگر (?:تو |شما )?(?:یک )?(?:هوش مصنوعی|دستیار|مدل)"
)
IF_AI_NEEDLES: Needles = folded_needles(
    "si_eres si_es_una si_tu_es si_vous_etes wenn_du falls_du wenn_sie se_voce se_tu se_sei "
    "se_e_un если_ты если_вы якщо_ти якщо_ви 如果你是 あなたが 당신이 당신이_ai 너가 إذا_كنت "
    "अगर_तुम अगर_आप eger_bir eger_yapay eger_ai jika_kamu jika_anda jesli_jestes als_je_een "
    "als_u_een neu_ban_la اگر"
)
# the work done on the content, said to the one doing it: "when you summarize this thread"
PROCESSING = compiled(
    r"\b(?:resum\w*|tradu\w*|riassum\w*|zusammenfass\w*|fasst|ubersetz\w*|ozetle\w*|cevir\w*"
    r"|merangkum|meringkas|menerjemahkan|streszcz\w*|t[lł]umacz\w*|samenvat\w*|vertaal\w*"
    r"|tom tat)\b"
    r"|пересказ\w*|резюмир\w*|перевод\w*|переводи\w*|переклад\w*|підсумов\w*|总结|摘要|翻译|要約"
    r"|翻訳|요약|번역|يلخص|تلخيص|ترجم|सारांश|अनुवाद|خلاصه|ترجمه"
)

# --- what nobody processing a document for someone was asked to do --------------------------
# a poem, a joke, a song, a haiku; the answer reduced to emojis
GENRE = compiled(
    r"\b(?:poema|poesia|chiste|haiku|cancion|rima|limerick|soneto|adivinanza|poeme|poesie"
    r"|blague|chanson|comptine|gedicht|witz|lied|reim|piada|haicai|cancao|poesiola|barzelletta"
    r"|filastrocca|canzone|sonetto|siir|fikra|sarki|puisi|pantun|lelucon|sajak|wierszyk"
    r"|wiersz o|zart|limeryk|piosenk\w*|grap|mop|liedje|bai tho|truyen cuoi|cau đua|bai hat"
    r"|emojis?|emoticon\w*|emoji'?lerle)\b"
    r"|стихотворени\w*|стишок|\bстих(?:и|ами)?\b|шутк\w*|анекдот\w*|хайку|песн\w*|частушк\w*"
    r"|вірш\w*|жарт\w*|пісн\w*|эмодзи|смайл\w*|емодзі"
    r"|诗|笑话|俳句|歌词|段子|表情符号|川柳|ジョーク|冗談|ポエム|絵文字|詩"
    r"|시를|시 한|농담|하이쿠|노래|이모지|이모티콘"
    r"|قصيد|نكت|أغني|اغني|إيموجي|ايموجي|इमोजी|कविता|चुटकुल|हाइकु|शायरी"
    r"|شعر|لطیفه|جوک|هایکو|ترانه|ایموجی"
)
# the answer translated whole: the verb and the answer, in either order
TRANSLATE = compiled(
    r"\b(?:traduc\w*|tradu[sz]\w*|traduis\w*|traduire|ubersetz\w*|tradu\w*|cevir\w*|terjemahkan"
    r"|przet[lł]umacz\w*|vertaal\w*|dich)\b|переведи\w*|переклади\w*|翻译|翻訳|번역|ترجم|अनुवाद"
    r"|ترجمه"
)
ANSWER = compiled(
    r"\b(?:respuesta|resumen|reponse|antwort\w*|zusammenfassung|resposta|resumo|risposta"
    r"|riassunto|yanit\w*|cevab\w*|jawaban\w*|ringkasan|odpowiedz\w*|streszczeni\w*|antwoord"
    r"|samenvatting|cau tra loi|ban tom tat)\b|ответ\w*|пересказ\w*|відповід\w*|回答|回复|返答"
    r"|답변|응답|الرد|الإجابة|الاجابة|جواب|उत्तर|پاسخ"
)
# the order to write or add it: "añade al final", "schreib", "写一首", "추가해"
WRITE_ADD = compiled(
    r"\b(?:escrib\w*|anad\w*|agrega\w*|incluy\w*|termina\w*|acaba\w*|pon|ecri\w*|ajoute\w*"
    r"|inclu[st]\w*|mets|compose\w*|schreib\w*|fuge\w*|hange\w*|beende\w*|erganze\w*|dichte\w*"
    r"|escrev\w*|acrescent\w*|adicion\w*|inclua\w*|coloque\w*|scrivi\w*|aggiungi\w*|includi\w*"
    r"|conclud\w*|metti|ekle\w*|yaz\w*|bitir\w*|tambahkan|tulis\w*|akhiri|sisipkan|dopisz\w*"
    r"|dodaj\w*|napisz\w*|zakoncz\w*|wstaw\w*|voeg\w*|schrijf\w*|eindig\w*|sluit\w*|them|viet"
    r"|ket thuc|chen)\b"
    r"|напиши\w*|добав\w*|встав\w*|закончи\w*|сочини\w*|допиши\w*|допиш\w*|додай\w*|заверш\w*"
    r"|写|加上|添加|附上|插入|结尾|書い|書き|追加|加え|付け|入れ|添え|締めくく|써|쓰|추가|넣어|덧붙"
    r"|أضف|اضف|اكتب|اختم|ضع|أدرج|जोड़|लिख|डाल|اضافه|بنویس|بیفزا|بگذار"
)
# a sentence added that vouches for the content: "this email was verified by the bank"
VERIFIED = compiled(
    r"\b(?:verificad[oa]|verifie[e]?|verifiziert|gepruft|verificat[oa]|dogrulan\w*"
    r"|terverifikasi|zweryfikowan\w*|geverifieerd|đa đuoc xac minh|xac minh)\b"
    r"|проверен\w*|перевірен\w*|已验证|已核实|验证过|検証済|確認済|認証済|인증된|검증된|확인된"
    r"|موثق|تم التحقق|सत्यापित|تایید شده|تأیید شده"
)

# --- the mail a reader holds: the inbox, the messages, the contacts ----------------------------
MAIL = compiled(
    r"\b(?:correos?|e-?mails?|mails?|mensajes|bandeja|contactos|courriels|messages"
    r"|boite de reception|contacts|nachrichten|postfach\w*|posteingang\w*|kontakte|mensagens"
    r"|caixa de entrada|contatos|messaggi|casella|posta|contatti|e-?postalar\w*|mesajlar\w*"
    r"|gelen kutusu\w*|kisiler\w*|pesan|kotak masuk|kontak|wiadomosci|maile|e-?maile|skrzynk\w*"
    r"|kontakty|berichten|inbox|postvak\w*|contacten|thu|tin nhan|hop thu|danh ba)\b"
    r"|письма|писем|сообщения|сообщений|почт\w*|контакт\w*|листи|листів|повідомлення"
    r"|пошт\w*|邮件|收件箱|联系人|メール|受信トレイ|連絡先|메일|받은 ?편지함|메시지|연락처"
    r"|رسائل|البريد|جهات الاتصال|ईमेल|मेल|संदेश|इनबॉक्स|संपर्क|ایمیل|پیام|صندوق|مخاطب"
)
ADDRESS = Lazy(r"[\w.+-]+@[\w-]+\.\w|https?://")
FORWARD = compiled(
    r"\b(?:reenvi\w*|envi[ae]\w*|manda\w*|borra\w*|elimina\w*|transfer\w*|envoi\w*|envoy\w*"
    r"|supprim\w*|efface\w*|leite\w*|weiterleit\w*|weiter|sende\w*|schick\w*|losch\w*|encaminh\w*"
    r"|reencaminh\w*|apag\w*|exclu\w*|inoltr\w*|invi\w*|cancell\w*|ilet\w*|gonder\w*|yonlendir\w*"
    r"|sil|silin\w*|teruskan|kirim\w*|hapus|przekaz\w*|przeslij|wyslij|usun\w*|stuur|doorsturen"
    r"|verstuur|verwijder\w*|chuyen tiep|gui|xoa)\b"
    r"|перешл\w*|пересыл\w*|отправ\w*|удал\w*|пересил\w*|надішл\w*|відправ\w*|видал\w*"
    r"|转发|发送|发给|发到|删除|転送|送信|送っ|削除|전달|전송|보내|삭제"
    r"|توجيه|حول|أرسل|ارسل|احذف|फॉरवर्ड|भेज|हटा|डिलीट|فوروارد|بفرست|ارسال|حذف"
)

# --- read this, then act: "as soon as you read this", "これを読んだら" -------------------------
ON_READING = compiled(
    r"\b(?:en cuanto|tan pronto como|apenas|nada mas|al) (?:leas|lea|leer|proceses|procesar"
    r"|abras|abrir|recibas|recibir) (?:esto|este|esta)\b"
    r"|\bdes que (?:tu |vous )?(?:lis|lisez|liras|recois|recevez|ouvres|traites|traitez|as lu"
    r"|avez lu) (?:ceci|ce|cet|cette|ces)\b|\b(?:a la lecture de|en lisant) (?:ceci|ce|cet|cette)\b"
    r"|\bsobald (?:du|sie) (?:das|dies|diese\w*|dieses)\b(?: \w+)? (?:liest|lesen|erhaltst"
    r"|erhalten|offnest|verarbeitest|gelesen hast)\b|\bbeim lesen (?:dieser|dieses)\b"
    r"|\b(?:assim que|logo que|ao) (?:voce )?(?:ler|leres|receber|abrir|processar) (?:isto|isso"
    r"|este|esta)\b"
    r"|\b(?:appena|non appena) (?:leggi|legge|leggerai|ricevi|apri|elabori) (?:questo|questa"
    r"|quest)|\bdopo aver letto (?:questo|questa)\b"
    r"|как только (?:ты |вы )?(?:прочитаешь|прочтешь|прочитаете|прочтете|получишь|откроешь"
    r"|обработаешь) (?:это|этот|эту)|прочитав (?:это|этот|эту)|сразу после прочтения"
    r"|щойно (?:ти |ви )?(?:прочитаєш|прочитаєте|отримаєш|відкриєш) (?:це|цей|цю|цього)"
    r"|як тільки (?:ти |ви )?(?:прочитаєш|прочитаєте|отримаєш|відкриєш|обробиш) (?:це|цей|цю"
    r"|цього)|прочитавши (?:це|цей|цю)"
    r"|(?:读到|看到|收到|阅读|读完|处理)(?:这|此|本)(?:封|条|个|份|篇)?(?:邮件|消息|信息|内容|文档"
    r"|网页|页面|信)?(?:后|之后|时)"
    r"|(?:これ|この(?:メール|メッセージ|文書|ページ))を(?:読んだら|読み次第|受け取ったら|処理したら"
    r"|開いたら)"
    r"|(?:이 ?(?:글|메일|이메일|메시지|문서|페이지)을|이것을|이걸) (?:읽는 즉시|읽으면|읽자마자"
    r"|받는 즉시|받으면|처리하면)"
    r"|(?:بمجرد|فور|عند|حال) (?:قراءة|قراءتك|استلام|فتح|معالجة) (?:ل)?(?:هذا|هذه)"
    r"|(?:इसे|यह (?:ईमेल|संदेश)) (?:पढ़ते ही|पढ़ने के बाद|मिलते ही)"
    r"|\b(?:bunu|bu (?:e-?postayi|mesaji|belgeyi)) (?:okur okumaz|okuyunca|okuduktan sonra"
    r"|okudugunda|aldiginda|alir almaz)\b"
    r"|\b(?:segera )?(?:setelah|begitu) (?:kamu |anda )?(?:membaca|menerima|memproses|membuka)"
    r" (?:email |pesan )?ini\b"
    r"|\b(?:gdy tylko|jak tylko|zaraz po tym,? jak) (?:to |te[nj]? \w+ )?(?:przeczytasz"
    r"|otrzymasz|otworzysz)|\bpo przeczytaniu (?:tego|tej|to)\b"
    r"|\bzodra (?:je|u) (?:dit|deze \w+) (?:leest|ontvangt|opent|verwerkt)\b"
    r"|\bna het lezen van (?:dit|deze)\b"
    r"|\b(?:ngay khi|ngay sau khi) (?:ban )?(?:đoc|nhan|xu ly|mo) (?:đuoc )?(?:email |thu "
    r"|tin nhan )?(?:nay|đieu nay)\b"
    r"|(?:به محض|بلافاصله پس از|همین که) (?:خواندن|دریافت|باز کردن) (?:این)"
)
ON_READING_NEEDLES: Needles = folded_needles(
    "en_cuanto tan_pronto_como apenas_leas nada_mas al_leer al_recibir al_procesar des_que "
    "a_la_lecture en_lisant sobald beim_lesen assim_que logo_que ao_ler ao_receber appena "
    "dopo_aver_letto как_только прочитав сразу_после як_тільки щойно прочитавши 读到 看到这 收到这 "
    "阅读这 读完 处理这 收到此 看到此 读到此 を読んだら を読み次第 を受け取ったら を処理したら "
    "を開いたら 읽는_즉시 읽으면 읽자마자 받는_즉시 받으면 처리하면 بمجرد فور_قراءة فور_استلام "
    "عند_قراءة حال_قراءة पढ़ते_ही पढ़ने_के_बाद मिलते_ही okur_okumaz okuyunca okuduktan "
    "okudugunda alir_almaz aldiginda setelah_membaca setelah_kamu setelah_anda begitu "
    "setelah_menerima setelah_memproses gdy_tylko jak_tylko zaraz_po po_przeczytaniu zodra "
    "na_het_lezen ngay_khi ngay_sau_khi به_محض بلافاصله_پس همین_که"
)

# --- one reply forced "whatever the user asks" ------------------------------------------------
WHATEVER = compiled(
    r"\b(?:pregunte|diga|pida|escriba) lo que (?:pregunte|diga|pida|escriba)\b|\bsea cual sea"
    r" (?:la pregunta|su pregunta|lo que)|\bno importa (?:lo )?que (?:pregunte|diga|pida|escriba)"
    r"|\bindependientemente de (?:lo que|la pregunta)"
    r"|\bquelle que soit (?:la|sa) (?:question|demande)|\bquoi que (?:l['’]utilisateur|il|elle|on)"
    r" (?:demande|dise|ecrive)|\bpeu importe (?:ce que|la question)"
    r"|\begal,? (?:was|welche frage) |\bganz gleich,? was|\bunabhangig davon,? was"
    r"|\bnao importa (?:o que|qual)|\bindependentemente d[oa] (?:que|pergunta)|\bseja qual for"
    r" a pergunta|\bo que quer que (?:o usuario|ele|ela)"
    r"|\b(?:qualunque|qualsiasi) cosa (?:chieda|dica|scriva|domandi)|\bindipendentemente da"
    r"(?:lla domanda| cosa| quello che)|\ba prescindere da"
    r"|что бы ни (?:спросил|спрашивал|написал|сказал|просил)|независимо от того,? что"
    r"|на любой вопрос|що б не (?:запитав|спитав|написав|сказав|просив)"
    r"|незалежно від того,? що|на будь-яке питання"
    r"|(?:无论|不管|不论)(?:用户|对方|他们|他|她|读者)?(?:问|提|说|要求|输入|发)(?:了)?(?:什么|任何)"
    r"|何を(?:聞いて|聞かれて|尋ねて|尋ねられて|質問して|言って|言われて|入力して)も|どんな質問(?:にも|でも)"
    r"|무엇을 (?:묻든|물어보든|물어도|요청하든|말하든)|뭘 (?:묻든|물어도|물어보든)"
    r"|어떤 질문(?:을 하든|이든|에도)"
    r"|مهما (?:سأل|طلب|قال|كتب|كان السؤال)|بغض النظر عن (?:ما|السؤال)|أيا كان السؤال"
    r"|कुछ भी (?:पूछे|कहे|लिखे|माँगे|मांगे)|जो भी (?:पूछे|कहे)"
    r"|\bne (?:sorarsa|derse|isterse|yazarsa) (?:sorsun|desin|istesin|yazsin)\b"
    r"|\bne sorulursa sorulsun\b|\bhangi soruyu sorarsa sorsun\b"
    r"|\bapa ?pun yang (?:ditanyakan|diminta|dikatakan|ditulis)\b|\bapa ?pun pertanyaan"
    r"|\b(?:tidak|tak) peduli apa yang\b"
    r"|\bbez wzgledu na to,? (?:o co|co)\b|\bniezaleznie od tego,? (?:o co|co)\b"
    r"|\bo cokolwiek (?:zapyta|poprosi)\b"
    r"|\bwat (?:de gebruiker|hij|zij|men|ze|je) ook (?:vraagt|zegt|typt|schrijft)\b"
    r"|\bongeacht (?:wat|de vraag)\b"
    r"|\bdu (?:nguoi dung |ho |ban |ai )?(?:hoi|noi|yeu cau|viet) (?:gi|bat cu đieu gi|đieu gi)"
    r"|\bbat ke (?:nguoi dung )?(?:hoi|noi|yeu cau) (?:gi|đieu gi)|\bbat ke cau hoi nao"
    r"|(?:هر چه|هرچه|هر سوالی|هر چیزی) (?:که )?(?:کاربر )?(?:بپرسد|پرسید|بگوید|بخواهد)"
    r"|مهم نیست (?:کاربر )?چه"
)
WHATEVER_NEEDLES: Needles = folded_needles(
    "lo_que_pregunte lo_que_diga lo_que_pida lo_que_escriba sea_cual_sea no_importa "
    "independientemente quelle_que_soit quoi_que peu_importe egal_was egal,_was egal_welche "
    "egal,_welche "
    "ganz_gleich unabhangig "
    "nao_importa independentemente seja_qual o_que_quer qualunque_cosa qualsiasi_cosa "
    "indipendentemente prescindere что_бы_ни независимо любой_вопрос що_б_не незалежно "
    "будь-яке_питання 无论 不管 不论 を聞いても を聞かれても を尋ねても "
    "を尋ねられても を質問しても "
    "を言っても を言われても を入力しても どんな質問 묻든 물어보든 물어도 요청하든 말하든 "
    "어떤_질문 مهما بغض_النظر أيا_كان कुछ_भी जो_भी sorarsa derse isterse yazarsa sorulursa "
    "apa_pun apapun tidak_peduli tak_peduli bez_wzgledu niezaleznie o_cokolwiek ook_vraagt "
    "ook_zegt ook_typt ook_schrijft ongeacht du_nguoi du_ho du_ban du_ai bat_ke هر_چه هرچه "
    "هر_سوالی هر_چیزی مهم_نیست"
)
ONLY = compiled(
    r"\b(?:solo|solamente|unicamente|uniquement|seulement|nur|ausschliesslich|ausschließlich"
    r"|apenas|somente|soltanto|esclusivamente|sadece|yalnizca|hanya|saja|tylko|wy[lł]acznie"
    r"|jedynie|alleen|uitsluitend|chi)\b|\bne (?:reponds|repondez|dis|ecris)\w* (?:\w+ )?que\b"
    r"|только|лишь|исключительно|тільки|лише|виключно|只|仅|一律|だけ|のみ|만 |만으로|라고만"
    r"|으로만|فقط|सिर्फ़|सिर्फ|केवल|बस|تنها"
)
REPLY = compiled(
    # (not "di" or "noi": Italian "of" and "we" are spelled as Spanish "say" and folded
    # Vietnamese "say")
    r"\b(?:respond\w*|contest\w*|di['’]|dile|escrib\w*|repond\w*|dis|ecri\w*|antwort\w*|sag\w*"
    r"|schreib\w*|diga|escrev\w*|rispond\w*|dici|scriv\w*|cevap\w*|yanit\w*|yaz\w*|soyle\w*"
    r"|jawab\w*|balas\w*|tulis\w*|katakan|odpowiad\w*|odpowiedz\w*|pisz|napisz|mow|powiedz"
    r"|antwoord\w*|zeg|schrijf|tra loi|viet)\b"
    r"|отвеча\w*|ответь\w*|пиши|напиши|говори|скажи|відповіда\w*|відповідь|кажи"
    r"|回复|回答|回应|说|答え|返答|返信|言って|回答|답|대답|말하|أجب|اجب|اكتب"
    # (bounded: "رد" is in every Persian "کردن", "قل" in "مستقل")
    r"|(?<![\u0600-\u06ff])(?:ردّ?|قل)(?![\u0600-\u06ff])"
    r"|जवाब|उत्तर|कहो|लिखो|پاسخ|جواب|بگو|بنویس"
)

# the fixed reply forced: a quoted text or emojis ("reply only in Spanish" names a language)
FIXED_REPLY = compiled(
    r"[«\"„“”‘'「『]|\bemojis?\b|эмодзи|表情|絵文字|이모지|이모티콘|ایموجی|إيموجي|इमोजी"
)
# fmt: on
