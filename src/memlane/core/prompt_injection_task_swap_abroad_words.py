"""The words of round 73's task swap in eighteen languages (round 74, issue 19).

Spanish, French, German, Portuguese, Italian, Russian, Chinese, Japanese, Korean, Arabic, Hindi,
Turkish, Indonesian, Polish, Dutch, Ukrainian, Vietnamese and Persian, spelled as folded text
is. Anchors are lists of stems (:func:`stems`: every match holds one of its needles); the other
parts are parts of speech: the data's end, a label that opens a task, the work done on a text,
"instead of", "only", the answer's one given text, a model that judges and its verdict.
"""

from __future__ import annotations

from memlane.core.prompt_injection_kept_abroad_words import stems
from memlane.core.prompt_injection_processed_abroad_words import Lazy, compiled, folded_needles

# fmt: off
# --- the data declared over, then a new task ---------------------------------------------------

# a label that opens a task: "nueva tarea", "nouvelle consigne", "neue Aufgabe", "新任务",
# "新しい指示", "새 작업", "مهمة جديدة", "yeni görev", "tugas baru", "nieuwe taak", "وظیفه جدید"
NEW_TASK, NEW_TASK_NEEDLES = stems(
    "nueva_tarea nuevas_tareas nueva_instruccion nuevas_instrucciones nueva_orden nuevo_objetivo "
    "tarea_real verdadera_tarea instrucciones_actualizadas siguiente_tarea tarea_nueva "
    "tareas_nuevas instruccion_nueva instrucciones_nuevas orden_nueva objetivo_nuevo "
    "nouvelle_tache nouvelles_taches nouvelle_instruction nouvelles_instructions "
    "nouvelle_consigne nouvelles_consignes nouvel_objectif nouvelle_mission vraie_tache "
    "veritable_tache instructions_mises_a_jour tache_suivante tache_nouvelle "
    "instructions_nouvelles consigne_nouvelle consignes_nouvelles objectif_nouveau "
    "neue_aufgabe neuer_auftrag neue_anweisung neuen_anweisung neues_ziel neue_instruktion "
    "eigentliche_aufgabe wahre_aufgabe aktualisierte_anweisung nachste_aufgabe "
    "nova_tarefa novas_tarefas nova_instrucao novas_instrucoes nova_ordem novo_objetivo "
    "tarefa_real verdadeira_tarefa instrucoes_atualizadas proxima_tarefa tarefa_nova "
    "tarefas_novas instrucao_nova instrucoes_novas objetivo_novo "
    "nuovo_compito nuovi_compiti nuova_istruzion nuove_istruzion nuovo_obiettivo nuovo_incarico "
    "nuova_attivita vero_compito istruzioni_aggiornate prossimo_compito compito_nuovo "
    "istruzioni_nuove istruzione_nuova obiettivo_nuovo "
    "новая_задача новое_задание новые_инструкци новая_инструкци новая_цель новые_указани "
    "настоящая_задача истинная_задача следующая_задача обновленные_инструкци "
    "нове_завдання нова_задача нові_інструкці нова_інструкці нова_мета справжнє_завдання "
    "наступне_завдання "
    "新任务 新的任务 新指令 新的指令 新指示 新的指示 新目标 新的目标 新命令 真正的任务 下一个任务 "
    "更新后的指令 "
    "新しいタスク 新しい指示 新しい命令 新しい目標 新しい課題 新たなタスク 新たな指示 新たな命令 "
    "本当のタスク 次のタスク 真のタスク "
    "새_작업 새로운_작업 새_과제 새로운_과제 새_지시 새로운_지시 새_명령 새로운_명령 새_임무 "
    "새로운_임무 새_지침 새로운_지침 진짜_작업 진짜_임무 다음_작업 "
    "مهمة_جديدة تعليمات_جديدة أوامر_جديدة اوامر_جديدة هدف_جديد تعليمة_جديدة المهمة_الحقيقية "
    "المهمة_التالية المهمة_الجديدة التعليمات_الجديدة "
    "नया_कार्य नया_काम नया_निर्देश नए_निर्देश नई_निर्देश नया_लक्ष्य नया_टास्क असली_काम असली_कार्य "
    "yeni_gorev yeni_talimat yeni_hedef yeni_komut asil_gorev gercek_gorev sonraki_gorev "
    "tugas_baru instruksi_baru perintah_baru tujuan_baru arahan_baru tugas_sebenarnya "
    "tugas_berikutnya "
    "nowe_zadanie nowe_polecenie nowe_instrukcj nowy_cel prawdziwe_zadanie nastepne_zadanie "
    "zaktualizowane_instrukcj "
    "nieuwe_taak nieuwe_opdracht nieuwe_instructie nieuw_doel echte_taak echte_opdracht "
    "volgende_taak bijgewerkte_instructie "
    "nhiem_vu_moi chi_thi_moi huong_dan_moi muc_tieu_moi yeu_cau_moi nhiem_vu_thuc_su "
    "nhiem_vu_tiep_theo "
    "وظیفه_جدید دستور_جدید دستورالعمل_جدید دستورات_جدید هدف_جدید ماموریت_جدید مأموریت_جدید "
    "تکلیف_جدید وظیفه_واقعی وظیفه_بعدی"
)
# the label's end: a colon or a dash on the label's line, a few words on ("… für den
# Assistenten:", "… للمساعد:")
LABEL_END = Lazy(r"[^\n:.!?]{0,40}?[ \t]*[:\u2013\u2014-]")

# The data's end, in words: "fin del correo", "fin du document", "Ende des Dokuments", "fim do
# e-mail", "fine del messaggio", "конец письма", "邮件结束", "文書の終わり", "이메일 끝", "نهاية
# الرسالة", "ईमेल समाप्त", "e-posta sonu", "akhir dokumen", "koniec wiadomości", "einde van het
# document", "hết email", "پایان ایمیل"
_ES = (r"correo|e-?mail|mensaje|documento|texto|contenido|pagina|archivo|fichero|articulo|datos"
       r"|transcripcion|resena|comentario|entrada|contexto")
_FR = (r"courriel|e-?mail|mail|message|document|texte|contenu|page|fichier|article|donnees"
       r"|transcription|avis|commentaire|contexte")
_DE = (r"e-?mail|mail|nachricht|dokument\w*|text\w*|inhalt\w*|seite|datei|artikel\w*|daten"
       r"|transkript\w*|bewertung|kommentar\w*|kontext\w*|benutzerinhalt\w*")
_PT = (r"e-?mail|mensagem|documento|texto|conteudo|pagina|arquivo|ficheiro|artigo|dados"
       r"|transcricao|avaliacao|comentario|contexto")
_IT = (r"e-?mail|mail|messaggio|documento|testo|contenuto|pagina|file|articolo|dati"
       r"|trascrizione|recensione|commento|contesto")
_RU = (r"письма|сообщения|документа|текста|содержимого|страницы|файла|статьи|данных"
       r"|расшифровки|отзыва|комментария|контекста|ввода")
_UK = (r"листа|повідомлення|документа|документу|тексту|вмісту|сторінки|файлу|статті|даних"
       r"|відгуку|коментаря|контексту")
_ZH = r"邮件|电子邮件|消息|信息|文档|文件|文本|内容|页面|网页|文章|数据|评论|用户内容|上下文"
_JA = (r"メール|メッセージ|文書|ドキュメント|テキスト|本文|コンテンツ|ページ|ファイル|記事|データ"
       r"|レビュー|コメント")
_KO = r"이메일|메일|메시지|문서|텍스트|본문|콘텐츠|내용|페이지|파일|기사|데이터|리뷰|댓글"
_AR = (r"الرسالة|البريد|الإيميل|المستند|الوثيقة|النص|المحتوى|الصفحة|الملف|المقال|البيانات"
       r"|المراجعة|التعليق")
_HI = r"ईमेल|संदेश|दस्तावेज़|दस्तावेज|पाठ|सामग्री|पेज|पृष्ठ|फ़ाइल|फाइल|लेख|डेटा|समीक्षा|टिप्पणी"
_TR = (r"e-?posta\w*|mesaj\w*|belge\w*|dokuman\w*|metn\w*|metin|icerig\w*|icerik|sayfa\w*"
       r"|dosya\w*|makale\w*|veri\w*|yorum\w*|inceleme\w*")
_ID = r"email|surel|pesan|dokumen|teks|konten|halaman|berkas|file|artikel|data|ulasan|komentar"
_PL = (r"wiadomosci|e-?maila|maila|dokumentu|tekstu|tresci|strony|pliku|artyku[lł]u|danych"
       r"|recenzji|komentarza|kontekstu")
_NL = (r"e-?mail|mail|bericht|document|tekst|inhoud|pagina|bestand|artikel|gegevens|data"
       r"|recensie|reactie|transcript|context")
_VI = r"email|thu|tin nhan|tai lieu|van ban|noi dung|trang|tep|bai viet|du lieu|đanh gia|binh luan"
_FA = r"ایمیل|پیام|نامه|سند|متن|محتوا|صفحه|فایل|مقاله|داده|نظر"
_END_OF_DATA = (
    rf"\bfin (?:del?|de la|de los|de las) (?:{_ES})\b|\bfin (?:du|de la|de l['’]|des) ?(?:{_FR})\b"
    rf"|\bende (?:des|der|vom|von) (?:{_DE})|\b(?:{_DE})[ -]?ende\b"
    rf"|\bfim (?:do|da|dos|das) (?:{_PT})\b|\bfine (?:del|della|dello|dell['’]|dei) ?(?:{_IT})\b"
    rf"|конец (?:{_RU})|кінець (?:{_UK})"
    rf"|(?:{_ZH})(?:到此)?(?:结束|完毕)|(?:{_JA})(?:の)?(?:終わり|終了|ここまで)"
    rf"|(?:{_KO}) ?(?:끝|종료)|نهاية (?:{_AR})|(?:{_HI}) (?:समाप्त|का अंत|खत्म|ख़त्म)"
    rf"|\b(?:{_TR}) sonu\b|\bakhir (?:dari )?(?:{_ID})\b|\bkoniec (?:{_PL})\b"
    rf"|\beinde (?:van )?(?:het |de )?(?:{_NL})\b|\b(?:het|ket thuc) (?:{_VI})\b"
    rf"|پایان (?:{_FA})"
)
# the data's end as a marker standing on its own: ruled off, bracketed, or a line by itself
DATA_OVER = Lazy(
    r"(?m)(?:^|[\[\(<{=#*~|>\-【「])[ \t]*(?:" + compiled(_END_OF_DATA).pattern + r")[ \t]*"
    r"(?:$|[\]\)>}=#*~|.:\-】」。])"
)

# --- the task replaced -------------------------------------------------------------------------

# "instead of": "en lugar de", "au lieu de", "statt", "вместо", "而不是", "代わりに", "대신",
# "بدلاً من", "के बजाय", "yerine", "alih-alih", "zamiast", "in plaats van", "thay vì", "به جای"
INSTEAD, INSTEAD_NEEDLES = stems(
    "en_lugar_de en_vez_de au_lieu_de au_lieu_d' statt_ anstatt_ em_vez_de ao_inves_de "
    "invece_di invece_d' вместо замість 而不是 与其 代わりに 대신 بدلا_من بدلاً_من "
    "के_बजाय की_जगह yerine alih-alih zamiast in_plaats_van thay_vi به_جای"
)
# the work declined: "no traduzcas", "ne traduis pas", "不要总结", "번역하지 말고", "çevirme"
DECLINED, DECLINED_NEEDLES = stems(
    "no_traduzcas no_resumas no_traduzca no_resuma no_analices no_clasifiques "
    "ne_traduis ne_traduisez ne_resume ne_resumez ne_traduisons ne_classe "
    "nicht_ubersetzen nicht_zusammenfassen nicht_zusammenzufassen nicht_zu_ubersetzen "
    "nao_traduza nao_resuma nao_traduzas nao_resumas nao_analise "
    "non_tradurre non_riassumere non_tradurlo non_riassumerlo non_analizzare "
    "не_переводи не_пересказывай не_резюмируй не_анализируй не_перекладай не_підсумовуй "
    "不要总结 不要翻译 不要摘要 不要分析 别总结 别翻译 无需总结 无需翻译 不用总结 不用翻译 "
    "要約しないで 翻訳しないで 要約せず 翻訳せず 要約は不要 翻訳は不要 "
    "요약하지 번역하지 분석하지 لا_تلخص لا_تترجم لا_تحلل "
    "अनुवाद_मत सारांश_मत अनुवाद_न_कर सारांश_न_द "
    "ozetleme cevirme jangan_meringkas jangan_menerjemahkan jangan_ringkas jangan_terjemahkan "
    "nie_tłumacz nie_streszczaj nie_podsumowuj niet_vertalen niet_samenvatten vertaal_dit_niet "
    "vertaal_deze "
    "đung_tom_tat đung_dich khong_tom_tat khong_dich خلاصه_نکن ترجمه_نکن"
)
# (German and Dutch put the negation after the imperative's object: "übersetze diesen Text
# nicht", "vat deze mail niet samen")
SPLIT_DECLINED = compiled(
    r"\b(?:ubersetze|ubersetzt|fasse|fasst|analysiere|analysiert|klassifiziere|vertaal|vat"
    r"|analyseer|classificeer)\b[^.,;:!?\n]{0,40}?\b(?:nicht|niet)\b"
)
SPLIT_DECLINED_NEEDLES = folded_needles(
    "ubersetze ubersetzt fasse fasst analysiere analysiert klassifiziere vertaal vat_ analyseer "
    "classificeer"
)
# the work the reader was given: summarize, translate, analyse, classify, review
TASK = compiled(
    r"\b(?:resum\w*|tradu\w*|riassum\w*|zusammenfass\w*|zusammenzufass\w*|zusammen ?zu ?fassen"
    r"|ubersetz\w*|ozetle\w*|cevir\w*|meringkas|merangkum|menerjemahkan|terjemah\w*|ringkas\w*"
    r"|streszcz\w*|podsumow\w*|t[lł]umacz\w*|samenvat\w*|samen te vatten|vertaal\w*|vertalen"
    r"|tom tat|dich|analiz\w*|analys\w*|analis\w*|clasific\w*|classif\w*|klassifizier\w*"
    r"|sinifland\w*|klasyfik\w*|classificeer\w*|phan tich|phan loai)\b"
    r"|пересказ\w*|резюмир\w*|перевод\w*|переводи\w*|переклад\w*|підсумов\w*|анализ\w*|аналізу\w*"
    r"|классифиц\w*|класифік\w*|总结|摘要|翻译|分析|要約|翻訳|요약|번역|분석|분류|يلخص|تلخيص|ترجم"
    r"|تحليل|सारांश|अनुवाद|विश्लेषण|خلاصه|ترجمه|تحلیل"
)
# the content, or a part of it, named: "este párrafo", "diesen Satz", "这段", "この段落"
THIS_PART = compiled(
    r"\b(?:este|esta) (?:parrafo|frase|oracion|entrada|contenido)\b"
    r"|\b(?:ce|cette) (?:paragraphe|phrase|contenu|passage)\b"
    r"|\b(?:diese[nrms]?) (?:absatz|satz|abschnitt|inhalt|passage)\b|\bdies\b"
    r"|\b(?:este|esta) (?:paragrafo|frase|conteudo|trecho)\b|\bisto\b"
    r"|\b(?:questo|questa) (?:paragrafo|frase|contenuto|passaggio|testo)\b|\bquesto\b"
    r"|(?:этот|этого|это) (?:абзац\w*|предложени\w*|фрагмент\w*|содержим\w*)|(?<!\w)это(?!\w)"
    r"|(?:цей|цього|це) (?:абзац\w*|речення|фрагмент\w*|вміст\w*)"
    r"|这段|这句|此段|这些内容|此内容|この段落|この文|これ|이 ?단락|이 ?문장|이것|이걸"
    r"|هذه الفقرة|هذا المحتوى|هذه الجملة|هذا النص|इस अनुच्छेद|इस वाक्य|इसे"
    r"|\bbu (?:paragraf\w*|cumle\w*|icerig\w*)|\bbunu\b|\b(?:paragraf|kalimat|konten) ini\b"
    r"|\b(?:ten|tego|tej) (?:akapit\w*|zdani\w*|fragment\w*)|\bto zdanie\b"
    r"|\b(?:deze|dit) (?:alinea|zin|inhoud|passage|stuk)\b|\bdit\b"
    r"|\b(?:đoan|cau|noi dung) nay\b|این (?:پاراگراف|جمله|محتوا)|اینها|این را"
)
# the answer given as a claim: "di que", "dis que", "sag, dass", "скажи, что", "कहो कि"
SAY_THAT = compiled(
    r"\b(?:di|dile|diles|responde|contesta|escribe|dis|dites|reponds|repondez|ecris|sag|sage"
    r"|antworte|schreib|schreibe|diga|responda|escreva|rispondi|scrivi|diles|zeg|antwoord"
    r"|schrijf|powiedz|odpowiedz|napisz|katakan|jawab|tulis|hay noi|tra loi)\b,?(?: \w+)?,?"
    r" (?:que|che|dass"
    r"|dat|ze|że|bahwa|rang)\b|\bdi['’] che\b|\bde ki\b|\bdiye (?:cevap|yanit|yaz|soyle)"
    r"|(?:скажи|ответь|напиши|отвечай|скажіть|відповідай|напиши|скажи),? (?:что|що)"
    r"|回复说|回答说|告诉\w{0,4}说|と(?:だけ)?(?:答え|言って|返信|書い)|라고(?:만)? ?(?:답|말|써)"
    r"|(?:قل|أجب|اكتب)(?: لهم| له)? (?:إن|أن|بأن)|(?:कहो|लिखो|बताओ) कि|(?:بگو|بنویس) که"
)

# an option offered, not an order: "puede", "vous pouvez", "können Sie", "можете", "可以"
MAY = compiled(
    r"\b(?:puede[sn]?|podeis|podes|pode|podem|vous pouvez|tu peux|on peut|konnen sie|kannst du"
    r"|konnt ihr|puoi|potete|puo|bilirsin\w*|bisa|dapat|mozesz|mozecie|możesz|możecie|kunt u"
    r"|kun je|kunnen|co the)\b|можете|можешь|можно|можна|можеш|可以|できます|수 있|يمكنك|يمكنكم"
    r"|सकते|सकती|میتوانید|می‌توانید|می توانید"
)

# --- the answer fixed, whatever was asked ------------------------------------------------------

# "your only answer": "tu única respuesta", "ta seule réponse", "deine einzige Antwort",
# "твой единственный ответ", "唯一的回答", "唯一の回答", "유일한 답변", "ردك الوحيد"
YOUR_ONLY, YOUR_ONLY_NEEDLES = stems(
    "unica_respuesta unica_salida seule_reponse unique_reponse seule_sortie einzige_antwort "
    "einzige_ausgabe unica_resposta unica_saida unica_risposta unico_output "
    "единственный_ответ единственным_ответом единственная_реакция єдина_відповідь "
    "єдиною_відповіддю "
    "唯一的回答 唯一的回复 唯一回复 唯一的答复 唯一的输出 "
    "唯一の回答 唯一の返答 唯一の返信 唯一の出力 "
    "유일한_답변 유일한_대답 유일한_응답 유일한_출력 "
    "ردك_الوحيد إجابتك_الوحيدة اجابتك_الوحيدة الرد_الوحيد الإجابة_الوحيدة "
    "एकमात्र_उत्तर एकमात्र_जवाब tek_cevab tek_yanit satu-satunya_jawaban satu-satunya_balasan "
    "jedyna_odpowiedz jedyną_odpowiedzią jedyna_odpowiedzia enige_antwoord enige_uitvoer "
    "cau_tra_loi_duy_nhat tra_loi_duy_nhat تنها_پاسخ تنها_جواب"
)
# the one text given: a quote, a link, "the word …"
THE_WORD = compiled(
    r"\b(?:la palabra|el texto|la frase|le mot|la phrase|le texte|das wort|den satz|den text"
    r"|a palavra|a frase|o texto|la parola|il testo|kelime\w*|kata|s[lł]owo|het woord|de zin"
    r")\b|слово|фраз\w*|单词|这个词|这句话|という(?:単語|言葉|文)|라는 ?(?:단어|말|문장)"
    r"|كلمة|عبارة|शब्द|वाक्य|کلمه|عبارت|[«\"„“”‘'「『]|https?://"
)

# a choice between quoted answers: "«да» или «нет»", "'sí' o 'no'", "「はい」または「いいえ」"
QUOTED_CHOICE = compiled(
    r"[»\"“”'’」』]\s*(?:o|u|ou|oder|of|veya|ya da|atau|lub|albo|czy|hoac)\s*[«\"„“”‘'「『]"
    r"|[»\"“”'’」』]\s*(?:или|або|чи|或|或者|または|か|또는|이나|أو|या|یا)\s*[«\"„“”‘'「『]"
)
# "that reads this": "que lea esto", "qui lit ceci", "der dies liest", "che elabori questo",
# "читающий это", "读取此", "これを読む", "이 글을 읽는", "الذي يقرأ هذا", "die dit leest"
READING_THIS, READING_THIS_NEEDLES = stems(
    "que_lea_esto que_lean_esto que_procese_esto que_procese_este que_procese_esta que_lea_este "
    "que_lea_esta que_analice_est "
    "qui_lit_ceci qui_lisent_ceci qui_lit_ce qui_traite_ce qui_traite_ceci qui_analyse_ce "
    "der_dies_liest die_dies_lesen der_das_liest der_diese die_diese das_dies_liest "
    "der_dies_verarbeitet "
    "que_ler_isto que_leia_isto que_leia_este que_leia_esta que_processe_est que_processar_est "
    "che_legge_quest che_legga_quest che_elabori_quest che_elabora_quest che_leggono_quest "
    "che_analizza_quest "
    "читающ обрабатывающ который_читает_это которая_читает_это що_читає що_обробляє "
    "яка_читає який_читає "
    "读取此 读取这 读到此 读到这 处理此 处理这 阅读此 阅读这 "
    "これを読む これを読んでいる これを処理する このチケットを処理する この文書を処理する "
    "이_글을_읽는 이것을_읽는 이걸_읽는 이_문서를_읽는 이_문서를_처리하는 이_티켓을_처리하는 "
    "الذي_يقرأ التي_تقرأ الذي_يعالج التي_تعالج इसे_पढ़ने_वाल इसे_पढ़_रह "
    "bunu_okuyan bunu_isleyen yang_membaca_ini yang_memproses_ini "
    "czytający_to czytające_to który_to_czyta przetwarzający "
    "die_dit_leest die_dit_verwerkt die_deze_tekst đang_đoc đoc_noi_dung_nay xu_ly_noi_dung_nay "
    "که_این_را_می"
)
# a model that judges: a classifier, a filter, a grader, a model, a bot
JUDGE_MODEL = compiled(
    r"\b(?:clasificador\w*|classificateur\w*|classifieur\w*|klassifikator\w*|classificador\w*"
    r"|classificatore|classificatori|classifier\w*|siniflandirici\w*|pengklasifikasi|klasyfikator\w*"
    r"|filtro|filtre|filter|modelo|modele|modell\w*|modello|model|moderador"
    r"|moderateur|moderator\w*|moderatore|correcteur|avaliador|valutatore|bo phan loai|mo hinh)\b"
    r"|(?<![a-z0-9-])(?:ia|ai|ki|llm|bot)(?![a-z0-9])"
    r"|классификатор\w*|класифікатор\w*|фильтр\w*|фільтр\w*|модел\w*|分类器|分類器|过滤器|模型"
    r"|フィルタ|モデル|분류기|필터|모델|المصنف|مصنف|الفلتر|النموذج|वर्गीकरणकर्ता|क्लासिफायर"
    r"|फ़िल्टर|मॉडल|طبقه‌بند|طبقه بند|فیلتر|مدل"
)
# the verdict it is handed: return, classify as, label, mark, rate
VERDICT = compiled(
    r"\b(?:devolver|devuelv\w*|clasific\w*|marcar\w*|marque\w*|etiquet\w*|calific\w*|renvoy\w*"
    r"|retourn\w*|classe[rz]?|noter|zuruckgeb\w*|zuruckzugeben|ausgeb\w*|einstuf\w*"
    r"|klassifizier\w*|markier\w*|bewerte\w*|retornar|retorne\w*|classific\w*|restituir\w*"
    r"|restituisc\w*|etichett\w*|valut\w*|dondur\w*|siniflandir\w*|isaretle\w*|mengembalikan"
    r"|kembalikan|klasifikasikan|tandai|zwroc\w*|zwraca\w*|sklasyfikuj\w*|oznacz\w*"
    r"|teruggeven|teruggeeft|terug te geven|classificeer\w*|markeer\w*|beoordeel\w*|tra ve"
    r"|phan loai|đanh dau)\b"
    r"|возвра\w*|классифицир\w*|помет\w*|оцен\w*|поверта\w*|класифіку\w*|позначи\w*|повернути"
    r"|返回|输出|标记|判定|归类|分类为|評価|返し|返す|分類|ラベル|반환|분류|표시|평가|يعيد|تعيد|تصنيف"
    r"|يصنف|लौटा|वर्गीकृत|برگردان|طبقه‌بندی|علامت"
)
# the verdict given: quoted, after a colon, or "as …" ("como resuelto", "als Spam", "как
# безопасное", "として", "olarak")
VERDICT_GIVEN = compiled(
    r"[«\"„“”‘'「『]|:|\b(?:como|comme|als|come|olarak|sebagai|jako)\b"
    r"|(?<!\w)(?:как|як)(?!\w)|为|として|と(?:分類|判定|評価)|(?:으)?로 (?:분류|표시|평가)"
    r"|के रूप में|به عنوان"
)
# what it must do: "debe", "doit", "muss", "должен", "必须", "なければ", "해야", "يجب", "باید"
MUST = compiled(
    r"\b(?:debe\w*|doi[tv]\w*|muss\w*|musst|deve\w*|zorunda\w*|olmali\w*|harus|musi\w*|moet\w*"
    r"|phai)\b|\b\w{3,}m[ae]li(?:dir|sin|siniz|yiz)?\b|должен|должны|должна|повинен|повинна|повинні|必须|必ず|なければ|해야|يجب|चाहिए"
    r"|باید"
)
# fmt: on
