"""Lexicons of core/prompt_injection_out_of_place (round 103), over folded text (lower case,
Latin and Cyrillic accents stripped: "özetle" reads "ozetle", "người đọc" reads "nguoi đoc").

Each kind is a verb that opens its sentence (after the lead-ins of LEAD_IN) and what it asks
for; verb-final and unspaced scripts (Chinese, Japanese, Korean, Turkish, Hindi) are read as a
pattern searched in the sentence, with the imperative on the verb. ANCHORS are literals one of
which every match holds: the rule reads a sentence only where one occurs. The reader's voice
and set-up (kinds 4 and 5) are core/prompt_injection_out_of_place_voice.
"""

from __future__ import annotations

# What may stand before the verb at a sentence's start: a bullet, a comment's mark, a "P.S.",
# an adverb of sequence or emphasis ("then", "also", "always", "before anything else,")
LEAD_IN = (
    r"(?:[\s\-+*•>#/\"'(\[]|p\.?\s?s\.?:?|nb:?)*"
    # a chat line's time and speaker ("[10:43] priya: …")
    r"(?:\d{1,2}:\d{2}\]?\s*)?(?:[\w.-]{1,20}:\s+)?(?:\[?\d{1,3}\]\s*|\d{1,3}[.)]\s+)?"
    # a step put first ("before anything else, …")
    r"(?:(?:before (?:anything|everything) else|first of all|above all|before you (?:continue|go on"
    r"|answer|reply|respond|start)|antes de (?:nada|todo)|avant toute chose|vor allem|zuallererst"
    r"|prima di tutto|antes de mais nada|allereerst|przede wszystkim|прежде всего|قبل أي شيء"
    r"|her seyden once|sebelum apa pun|from now on|from here on|going forward|henceforth"
    r"|in (?:every|each|all) (?:answers?|repl(?:y|ies)|responses?))\s*[,،，、]?\s*)?"
    r"(?:(?:then|also|now|next|finally|first(?:ly)?|always|just|simply|and|so|importantly"
    r"|additionally|instead|hay|luego|tambien|siempre|ensuite|aussi|toujours|dann|auch|immer"
    r"|depois|tambem|sempre|poi|anche|dan|ook|altijd|potem|takze|zawsze|затем|также|всегда"
    r"|lutfen|ayrica|her zaman|hemen|juga|selalu|sau do|cung|luon|sedan|ocksa|alltid),?\s+){0,2}"
)

# --- 1. a work of its own asked for: a poem, a story, a joke, a song, an essay, a recipe ----
_PRODUCE = (
    r"(?:write|compose|create|generate|invent|make up|draft|pen|tell|sing|recite|come up with"
    r"|escrib[ea]|redact[ae]|compon(?:e|ga)|invent[ae]|cuent[ae]"
    r"|ecri(?:s|vez)|redige(?:z)?|compose(?:z)?|invente(?:z)?|raconte(?:z)?"
    r"|schreib(?:e|t)?|verfass(?:e|t)|dichte|erzahl(?:e|t)?|erfinde"
    r"|escrev[ae]|redij[ae]|componha|cri[ea]|cont[ae]"
    r"|scriv[ie]|componi|raccont[ai]|invent[ai]|cre[ai]"
    r"|schrijf|verzin|maak|vertel|dicht"
    r"|napisz|uloz|stworz|opowiedz|wymysl"
    r"|напиши|сочини|придумай|расскажи|составь"
    r"|اكتب|ألف|الف|احك|أنشئ"
    r"|tulis(?:kan|lah)?|buat(?:kan|lah)?|karang(?:lah)?|ceritakan"
    r"|viet|sang tac|ke"
    r"|skriv|hitta pa|beratta"
    r"|napis|sloz|vymysli|scrie|compune|inventeaza|γραψε|συνθεσε|πες|склади|розкажи|придумай"
    r"|כתוב|כתבי|חבר|andika|tunga|simulia|digt|kirjoita|keksi|kerro|irj|irjon|talalj ki)\b"
)
_GENRE = (
    r"\b(?:poems?|poetry|haikus?|sonnets?|limericks?|odes?|ballads?|stor(?:y|ies)|tales?|fables?"
    r"|jokes?|puns?|riddles?|songs?|lyrics|raps?|essays?|recipes?|trivia|speech(?:es)?|toasts?"
    r"|slogans?|monologues?|tweets?|eulog(?:y|ies))\b"
    # (the work's own noun, not a modifier: "a new Poetry project", "a first story next to …")
    r"(?=\s*(?:[.,;:!?\"'»”)\]]|$)|\s+(?:about|on|of|for|that|which|where|with|in|to|from"
    r"|based|using|like|describing|featuring|titled|called|and|or|questions?|verses?|whose|who"
    r"|starring|set)\b)"
    r"|\b(?:poema|poesia|soneto|cuento|relato|chiste|cancion|ensayo|receta|adivinanza"
    r"|poeme|poesie|sonnet|conte|histoire|nouvelle|blague|chanson|dissertation|recette|devinette"
    r"|gedicht|sonett|geschichte|erzahlung|marchen|witz|lied|songtext|aufsatz|rezept|ratsel"
    r"|conto|historia|piada|cancao|redacao|ensaio|receita|charada"
    r"|sonetto|racconto|storia|storiella|barzelletta|canzone|saggio|ricetta|indovinello"
    r"|filastrocca|verhaal|verhaaltje|sprookje|grap|mop|liedje|opstel|recept|raadsel"
    r"|wiersz|wierszyk|sonet|opowiadanie|bajk\w|dowcip|kawal|piosenk\w|wypracowanie|esej"
    r"|przepis|zagadk\w|siir|hikaye|masal|fikra|saka|sarki|kompozisyon|tarif|bilmece"
    r"|puisi|pantun|cerita|dongeng|lelucon|lagu|esai|karangan|resep"
    r"|bai tho|tho|truyen|cau chuyen|bai hat|bai luan|dikt|berattelse|saga|skamt|vits|sang"
    r"|uppsats|basen|basnicku|povidku|vtip|pisen|poezie|poveste|gluma|cantec|reteta|digt"
    r"|historie|vittighed|opskrift|runo|runon|tarina|vitsi|laulu|resepti|verset|vers"
    r"|tortenetet|viccet|dalt|receptet|shairi|hadithi|utani|wimbo|mapishi)\b"
    r"|(?<![^\W\d_])(?:ποιημα|ιστορια|ανεκδοτο|τραγουδι|συνταγη|вірш\w*|оповідання|жарт\w*"
    r"|пісн\w*)|שיר|סיפור|בדיחה|מתכון"
    r"|(?<![^\W\d_])(?:стих\w*|сонет\w*|рассказ\w*|историю|сказк\w*|анекдот\w*|шутк\w*|песн\w*"
    r"|эссе|сочинени\w*|рецепт\w*|загадк\w*)"
    r"|قصيدة|شعر|قصة|نكتة|أغنية|مقال|وصفة|لغز"
)
# a work asked for in the scripts that put the verb last (or write no spaces)
_PRODUCE_LAST = (
    r"(?:写|作|编|创作|讲|说)(?:一|两|几|三|五|十)?(?:首|个|篇|段|则)?[^。！？\n]{0,20}"
    r"(?:诗|故事|笑话|歌|作文|谜语|食谱|菜谱)"
    r"|(?:詩|俳句|物語|ジョーク|冗談|歌|作文|エッセイ|レシピ|なぞなぞ)[^。！？\n]{0,12}"
    r"(?:作れ|作って|作りなさい|書け|書いて|書きなさい|詠め|詠んで)"
    r"|(?:시|이야기|농담|노래|에세이|작문|레시피|수수께끼|하이쿠)(?:를|을)?[^.!?\n]{0,12}"
    r"(?:써라|써 ?줘|써\b|써$|작성해|작성하라|지어 ?줘|지어라|만들어 ?줘|만들어라|해 ?줘|들려 ?줘)"
    r"|\b(?:siir|hikaye|masal|fikra|saka|sarki|kompozisyon|tarif|bilmece)\w*\s+(?:\w+\s+)?"
    r"(?:yaz|anlat|uydur|olustur|soyle)\b"
    r"|(?:कविता|कहानी|चुटकुला|गीत|गाना|निबंध|पहेली)[^।\n]{0,20}(?:लिखो|सुनाओ|बनाओ|लिख दो)"
    r"|(?:شعر|داستان|لطیفه|شوخی|ترانه)[^.!?؟\n]{0,30}(?:بنویس|بگو|بساز)\b"
    r"|(?:เขียน|แต่ง)(?:กลอน|บทกวี|นิทาน|เรื่อง|เพลง|มุก)"
)
# the reader's own job on the text given another: a translation of the text, its sentiment, a
# child's explanation of a topic
_TEXT_JOB = (
    r"(?:translate|traduce|traduis|traduisez|ubersetze|traduza|traduci|vertaal|przetlumacz"
    r"|переведи|ترجم|cevir|terjemahkan|dich|oversatt)\w*\s+(?:the following|everything (?:above"
    r"|below)|the (?:text|sentence|paragraph|message|content)s? (?:above|below)|el siguiente"
    r"|le texte suivant|den folgenden|o texto a seguir|il seguente|de volgende|ponizszy"
    r"|следующий|ما يلي|asagidaki|teks berikut|van ban sau|foljande)"
    r"|(?:analy[sz]e|determine|classify|rate) the sentiment of (?:each|every|all|the)"
    r"|explain\s+[^.!?\n]{1,60}\b(?:as if|like) (?:to |i'?m )?(?:a )?(?:five|5)"
    r"(?:-year-old| year old)"
)
PRODUCE = rf"(?:{_PRODUCE})(?:[^.!?\n]|\.(?=\S)){{0,45}}?(?:{_GENRE})|(?:{_TEXT_JOB})"
PRODUCE_LAST = _PRODUCE_LAST
GENRE_ANCHORS = (
    " poem", "poetry", "haiku", "sonnet", "limerick", " ode ", " odes", "ballad", " story",
    " stories", " tale", "fable", " speech", " toast", "slogan", "monologue", " tweet", "eulog",
    " joke", " puns", "riddle", " song", "lyrics", " rap ", " essay", "a recipe", "recipes for",
    "recipe for", "trivia", "poema", "poesia", "soneto", "cuento", "relato", "chiste", "cancion",
    "ensayo", "receta", "adivinanza", "poeme", "poesie", " conte ", "histoire", "nouvelle",
    "blague", "chanson", "dissertation", "recette", "devinette", "gedicht", "sonett", "geschichte",
    "erzahlung", "marchen", "witz", " lied", "aufsatz", "rezept", "ratsel", "historia", "piada",
    "cancao", "redacao", "ensaio", "receita", "charada", "racconto", "storia", "barzelletta",
    "canzone", "saggio", "ricetta", "indovinello", "filastrocca", "verhaal", "sprookje", " grap ",
    " grapje", " mop", "opstel", "recept", "raadsel", "wiersz", " sonet", "opowiadanie", "bajk",
    "dowcip", "kawal", "piosenk", "wypracowanie", "esej", "przepis", "zagadk", "siir", "hikaye",
    "masal", "fikra", " saka", "sarki", "kompozisyon", " tarif", "bilmece", "puisi", "pantun",
    "cerita", "dongeng", "lelucon", " lagu", " esai", "karangan", "resep", "bai tho", "truyen",
    "cau chuyen", "bai hat", "bai luan", " dikt", "berattelse", " saga", "skamt", " vits", " sang",
    "uppsats", "стих", "сонет", "рассказ", "историю", "сказк", "анекдот", "шутк", "песн", "эссе",
    "сочинени", "рецепт", "загадк", "قصيدة", "شعر", "قصة", "نكتة", "أغنية", "مقال", "وصفة", "لغز",
    "诗", "故事", "笑话", "歌", "作文", "谜语", "食谱", "菜谱", "詩", "俳句", "物語", "ジョーク",
    "冗談", "エッセイ", "レシピ", "なぞなぞ", "시", "이야기", "농담", "노래", "에세이", "작문",
    "레시피", "수수께끼", "하이쿠", "कविता", "कहानी", "चुटकुला", "गीत", "गाना", "निबंध", "पहेली",
    "basen", "basnick", "povidku", "vtip", "pisen", "poezie", "poveste", "gluma", "cantec",
    "reteta", "digt", "historie", "vittighed", "opskrift", "runo", "tarina", "vitsi", "laulu",
    "resepti", " verset", " vers ", "tortenet", "viccet", " dalt", "shairi", "hadithi", "utani",
    "wimbo", "mapishi", "ποιημα", "ιστορια", "ανεκδοτο", "τραγουδι", "συνταγη", "вірш",
    "оповідання", "жарт", "пісн", "שיר", "סיפור", "בדיחה", "מתכון", "داستان", "لطیفه", "شوخی",
    "ترانه", "กลอน", "บทกวี", "นิทาน", "เรื่อง", "เพลง", "มุก", "translate the following",
    "translate everything", "translate the text", "translate the sentence",
    "translate the paragraph", "translate the message", "translate the content", "tradu",
    "ubersetze", "vertaal", "przetlumacz", "перевед", "ترجم", "cevir", "terjemah", "oversatt",
    "sentiment of", "year-old", "year old",
)  # fmt: skip

# A setting where people are handed such work: homework, a contest, a class, a workshop
TASK_FRAME = (
    r"\b(?:homework|assignments?|exercises?|quiz|contest|competition|challenge|writing prompt"
    r"|class|lesson|students?|pupils?|kids|children|participants?|workshop|club|lab|exam"
    r"|alunos|alumnos|eleves|schuler\w*|studenti|leerlingen|uczniowie|ogrenciler|siswa"
    r"|tarea|deberes|ejercicio|concurso|clase|devoir|exercice|concours|hausaufgabe|aufgabe"
    r"|ubung|wettbewerb|tarefa|licao|exercicio|compit[io]|esercizio|concorso|huiswerk"
    r"|opdracht|oefening|wedstrijd|praca domowa|zadanie|cwiczenie|konkurs|odev|alistirma"
    r"|yarisma|tugas|latihan|lomba|bai tap|cuoc thi|laxa|uppgift|ovning|tavling)\b"
    r"|домашн|задани|упражнени|конкурс|الواجب|واجب|تمرين|مسابقة|गृहकार्य|अभ्यास|प्रतियोगिता"
    r"|作业|练习|比赛|宿題|課題|授業|과제|숙제|수업"
)
# a product backlog or a component library around the order: its "stories" are work items or
# a component's states, not tales (session 48: "Write user stories from the user's perspective")
WORK_FRAME = (
    r"\b(?:epics?|sprints?|backlogs?|acceptance criteria|story points?|user stor(?:y|ies)"
    r"|storybook|csf\d?|product owners?)\b"
)
# the key a program passes its own prompt under ("prompt": "…", input="…", query: '…')
PROMPT_KEY = (
    r"\b(?:prompt|user_prompt|query|input|question|example|sample)s?[\"']?\s*[:=]\s*[\"'`]\s*$"
)
# the order is one person's request to another: a question of courtesy, a mention, a deadline
PERSONAL = (
    r"\b(?:can|could|would|will) you\b|@\w|\b(?:for|by|before|until|due) (?:monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday|tomorrow|next week|the \d)"
    r"|\b(?:and|then) (?:bring|submit|send|share|post|hand|read|perform|present)\b"
    r"|\b(?:bring|submit|send|share|post|hand in|read|perform) (?:it|them|yours)\b"
    # the work has a place in the writer's world ("a short poem for the release notes")
    r"|\bfor (?:the|our|this|my|a|an|his|her|their) (?:[\w-]+ ){0,2}(?:notes?|newsletter|blog|docs?"
    r"|documentation|readme|wiki|website|site|slides?|presentation|talk|party|card|wedding|birthday"
    r"|team|kids|class|meeting|event|launch|campaign|post|page|channel|issue|magazine)\b"
    # the work is the reader's own or goes back to the writer ("tell us your story")
    r"|\b(?:tell|write|send|share) (?:us|me)\b|\byour (?:own )?(?:[\w-]+ )?(?:story|stories|poem"
    r"|recipe|essay|song)\b"
)

# --- 2. the reader of the answer steered: told to call, to visit, to pay, to sell -----------
_READER = (
    r"(?:the |all |any |every |each )?(?:readers?|recipients?|viewers?"
    r"|whoever (?:reads|is reading|opens|sees)|anyone (?:reading|who reads)"
    r"|(?:the )?person (?:reading|who reads))\b"
)
STEER = (
    r"(?:tell|inform|warn|advise|urge|encourage|remind|notify|convince|persuade|direct|instruct"
    r"|ask|get|make sure|ensure|recommend(?: to| that)?|suggest(?: to| that)?)\s+"
    + _READER
    + r"(?! (?:how|what|why|where|when|which|whether|if|about|who)\b)"
    r"|(?:di|dile|diles|informa|avisa|advierte|aconseja|recomienda|sugiere|pide|recuerda|convence)"
    r"(?:le|les)? (?:a )?(?:al|a los|el|los) lector(?:es)?\b"
    r"|(?:dis|dites|informe[zs]?|previens|prevenez|avertis(?:sez)?|conseille[zs]?|recommande[zs]?"
    r"|suggere[zs]?|demande[zs]?|rappelle[zs]?|incite[zs]?|pousse[zs]?)"
    r" (?:au|aux|le|les) lecteurs?\b"
    r"|(?:sag|teil|informier|warn|rat|empfiehl|forder|erinner|uberred)\w* (?:dem|den|die) lesern?\b"
    r"|(?:diga|diz|informe|avise|alerte|aconselhe|recomende|sugira|peca|lembre|convenca)"
    r"(?:-lhe)? (?:ao|aos|o|os) leitor(?:es)?\b"
    r"|(?:di|dici|informa|avvisa|avverti|consiglia|raccomanda|suggerisci|chiedi|ricorda|convinci)"
    r"\w*'? (?:al|ai|il|i) lettor[ei]\b"
    r"|(?:vertel|zeg|meld|waarschuw|adviseer|raad|vraag|herinner|overtuig)\w* (?:aan )?de lezers?\b"
    r"|(?:powiedz|poinformuj|ostrzez|doradz|zalec|popros|przypomnij|przekonaj)\w* czytelnik"
    r"|(?:beri ?tahu|katakan|sarankan|anjurkan|ingatkan|peringatkan|minta)\w*"
    r" (?:kepada |pada )?(?:para )?pembaca\b"
    r"|(?:noi|bao|khuyen|nhac|canh bao|đe nghi|de nghi|yeu cau)(?: voi| cho)?"
    r" (?:nguoi [dđ]oc|[dđ]oc gia)\b"
    r"|(?:beratta|tala om|saga|informera|varna|rad|uppmana|be)\w*(?: for)? (?:lasaren|lasarna)\b"
    r"|(?<![^\W\d_])(?:скажи|сообщи|предупреди|посоветуй|порекомендуй|попроси|напомни|убеди"
    r"|передай)\w* читател"
    r"|(?:أخبر|اخبر|أبلغ|ابلغ|حذر|حذّر|انصح|ذكر|ذكّر)\w* ?(?:ال|ل)?قار[ئي]"
)
STEER_LAST = (
    r"\bokuyucu(?:ya|lara)\b(?:[^.!?\n]|\.(?=\S)){0,90}"
    r"\b(?:soyle|bildir|ilet|hatirlat|oner|tavsiye et|uyar)\b"
    r"|पाठक(?:ों)? को[^।\n]{0,60}(?:बताओ|बताएं|बताइए|कहो|सलाह दो|याद दिलाओ)"
    r"|(?:告诉|通知|提醒|警告|建议|劝|让)(?:各位|所有)?读者"
    r"|読者に[^。\n]{0,70}(?:伝え|知らせ|言え|言って|勧め|警告)"
    r"|(?:읽는 (?:사람|분)|독자)(?:들)?에게(?:[^.\n]|\.(?=\S)){0,90}"
    r"(?:알려|말해|말하|전달|경고|권해|안내)"
)
# a claim to put in the answer, about a third party or this text (not "mention that you …")
CLAIM = (
    r"(?:say|claim|mention|pretend|insist|conclude)\s+(?:that\s+)?(?:the|this|these|all|every|it"
    r"|its|their)\b(?:\s+[\w'-]+){0,4}?\s+(?:is|are|was|were|has|have|had|will|contains?"
    r"|cannot|can't|won't)\b"
    r"|(?:concludi|affermate|concludete) che\b|(?:affirmez|concluez) que\b|behaupte,? dass\b"
)
# a secret asked of whoever reads the answer
ASK_SECRET = (
    r"ask (?:them |him |her )?for (?:their|his|her|the) (?:[\w-]+ ){0,2}?(?:card"
    r" numbers?|credit card|cvv|cvc|security code|pin|password|passcode|one-time code|otp"
    r"|social security|bank (?:login|details)|expiry date)\b"
)
# an order for every case ("… no matter what is asked", "whatever is asked, reply …")
UNIVERSAL = (
    r"(?:recommend|say|answer|reply|respond|tell|classify|label|rate|summari[sz]e|claim|conclude"
    r"|output)\b(?:[^.!?\n]|\.(?=\S)){0,80}?"
    r"\b(?:no matter what|regardless of (?:what|the|its|their|any)"
    r"|whatever (?:is|you are|they|the user) ask|whatever the (?:question|user))\b"
    r"|(?:whatever|no matter what) (?:is |you are |the user |they )?ask\w*[^.!?\n]{0,60}?,\s*"
    r"(?:reply|answer|say|respond|tell|state|claim|write|output)\b"
)
CLAIM_ANCHORS = (
    "say that", "say the", "say this", "claim that", "claim the", "claim this", "mention that",
    "pretend that", "insist that", "conclude that", "concludi che", "affermate che",
    "concludete che", "affirmez que", "concluez que", "behaupte", "ask for ", "ask them for ",
    "ask him for ", "ask her for ", "no matter what", "regardless of what",
    "regardless of the question", "whatever is ask", "whatever you are ask", "whatever the",
    "whatever they ask",
)  # fmt: skip
READER_ANCHORS = (
    "reader", "recipient", "viewer", "whoever",
    "anyone reading", "anyone who reads", "person reading", "person who reads", " lector",
    "lecteur", "leser", "leitor", "lettor", "lezer", "czytelnik", "pembaca", "nguoi doc",
    "nguoi đoc", "doc gia", "đoc gia", "lasaren", "lasarna", "читател", "قارئ", "القار", "okuyucu",
    "पाठक", "读者", "読者", "읽는", "독자",
)  # fmt: skip
# What the reader is steered to: an address or a number, money, an account, an alarm, a
# purchase or a sale, a medicine stopped
PAYLOAD = (
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://\S+|\b[\w-]+\.(?:com|net|org|io|example|co|info"
    r"|xyz|ru|cn|app|dev|site|biz|link|top)\b|\+?\d[\d ()-]{6,}\d"
    r"|\b(?:call|phone|ring|dial|wire|transfer|pay|paid|payment|deposit|refund\w*|prize|won"
    r"|password|account|suspended|locked|blocked|infected|virus|malware|download|install"
    r"|card|iban|bitcoin|crypto|loan|invest\w*|shares|stocks?|sell|buy|medication|medicine"
    r"|llam\w+|reembolso|cuenta|contrasena|rembourse\w*|compte|mot de passe|kredit|passwort"
    r"|konto|senha|conta|bloquead\w*|azioni|vend\w+|farmac\w+|wachtwoord|haslo|sifre\w*"
    r"|unduh|aplikasi|tai khoan|chuyen tien)\b"
    r"|пароль|счет|сч[её]т|звон|позвон|компенсац|деньг|перевед|акци|اتصل|يتصل|جائزة|كلمة المرور"
    r"|电话|拨打|退款|密码|账户|転送|電話|パスワード|口座|賞品|인증|비밀번호|계정|전화"
    r"|फ़ोन|पासवर्ड|खाता"
)

# --- 3. the verdict on this very text, or every answer, dictated ---------------------------
_THIS = (
    r"(?:this|these|the)\s+(?:[\w-]+\s+){0,2}?(?:e-?mails?|messages?|mails?|reviews?"
    r"|products?|documents?|articles?|pages?|texts?|tickets?|papers?|submissions?|candidates?"
    r"|applicants?|applications?|cvs?|resumes?|posts?|items?|listings?|pull requests?|threads?"
    r"|comments?|websites?|sites?|compan(?:y|ies)|vendors?|transactions?|invoices?|stor(?:e|y)"
    r"|abstracts?|newsletters?|reports?|studies|study|proposals?|contracts?|resumes?)\b"
)
_VERDICT = (
    r"\s*(?:[\"'«“「『]|\b(?:\d+-stars?|\d+ stars?|(?:one|two|three|four|five|zero)-stars?"
    r"|positive|negative|neutral|spam|not spam|safe|harmless|benign|malicious"
    r"|phishing|legitimate|genuine|fake|fraudulent|excellent|outstanding|perfect|terrible"
    r"|qualified|unqualified|highly qualified|approved|rejected|accepted|resolved|low[- ]risk"
    r"|high[- ]risk|trustworthy|urgent|unimportant|irrelevant|harmful)\b)"
)
_STARS = (
    r"\b(?:\d|one|two|three|four|five|zero|no|a single)\s+stars?\b|\bun[ao]? (?:sola )?estrella"
    r"|\bcero estrellas|\b(?:une (?:seule )?|zero )etoiles?"
    r"|\b(?:einen|einem|ein|null|keinen|kein|0|1)\s+(?:einzigen\s+)?stern(?:en)?"
    r"|\b(?:uma (?:unica )?|zero )estrelas?|\b(?:un(?:a)? (?:sola )?|zero )stell[ae]"
    r"|\b(?:een|1|nul|0) sterr?e?n?|\bzero gwiazdek|\bjedn\w* gwiazdk\w*|\bodn\w* zvezd"
    r"|одн\w+ звезд|بنجمة|نجمة واحدة|\b(?:bir|1) yildiz|\bsatu bintang|\bmot sao"
)
# the whole answer reduced to one given word, or a link put into the answer in other languages
FIXED_ANSWER = (
    r"(?:output|say|reply|respond|answer|print|write|return)\s+(?:with\s+)?only\s+(?:the )?"
    r"(?:word|phrase|string)\s+(?!counts?\b|lengths?\b|frequenc)[\"'«“]?\w+"
    r"|(?:inclu\w+|adicion\w+|agreg\w+|anad\w+|ajout\w+|fug\w+|aggiung\w+|voeg\w+|dodaj\w*"
    r"|lagg till|avsluta|termin\w+|beend\w+|eindig\w*|zakoncz\w*)\b[^!?\n]{0,80}?"
    r"(?:https?://|www\.)[^!?\n]{0,80}?\b(?:em|na|en|dans|in|nella|i|w|med)\s+(?:sua|tua|tu|ta"
    r"|votre|ihrer|deiner|je|jouw|ditt|din|twojej)\s+(?:resposta|respuesta|reponse|antwort"
    r"|risposta|antwoord|svar|odpowiedzi)"
    r"|(?:avsluta|termine|termina|beende|eindig|zakoncz)\w*\s+(?:ditt|din|sua|tu|ta|votre|deine|je"
    r"|twoja)\s+(?:svar|resposta|respuesta|reponse|antwort|risposta|antwoord|odpowiedz)\w*"
    r"\s+(?:med|com|con|avec|mit|met|z)\b[^!?\n]{0,40}?(?:https?://|www\.|lanken|link)"
)
FIXED_ANSWER_ANCHORS = (
    "only the word", "only the phrase", "only the string", "only word", "resposta", "respuesta",
    "reponse", "antwort", "risposta", "antwoord", " svar", "odpowied",
)  # fmt: skip
VERDICT = (
    r"(?:summari[sz]e|classify|label|rate|score|grade|categori[sz]e)\s+"
    + _THIS
    + r"[^.!?\n]{0,50}?(?:\b(?:as|with|at)\b(?:"
    + _VERDICT
    + r")|"
    + _STARS
    + r")"
    r"|(?:answer|reply to|respond to)\s+(?:every|each|all|any)\s+(?:[\w-]+\s+)?(?:questions?"
    r"|messages?|quer(?:y|ies)|requests?|prompts?)\s+(?:with|by saying)\s*[\"'«“「]"
    r"|(?:resume|resuma|clasifica|clasifique|califica|valora|puntua|etiqueta)\s+(?:este|esta|estos"
    r"|estas|cada|esse|essa)\b[^.!?\n]{0,50}?\b(?:como|con|com)\b(?:"
    + _VERDICT
    + r"|"
    + _STARS
    + r")"
    r"|(?:resume[zs]?|classe[zs]?|note[zs]?|evalue[zs]?|etiquete[zs]?)\s+(?:ce|cet|cette|ces"
    r"|chaque)\b[^.!?\n]{0,50}?\b(?:comme|avec|par)\b(?:" + _VERDICT + r"|" + _STARS + r")"
    r"|(?:reponds|repondez|reponde)\s+a\s+(?:chaque|toutes? les?|tous les|n'importe quelle)"
    r"\s+(?:questions?|messages?|demandes?)\s+(?:par|avec)\s*[\"'«“]"
    r"|(?:bewerte|klassifiziere|stufe|fasse|beschreibe)\w*\s+(?:diese[snmr]?|jede[snmr]?|alle)\b"
    r"[^.!?\n]{0,50}?(?:\b(?:als|mit)\b(?:" + _VERDICT + r")|" + _STARS + r")"
    r"|(?:riassumi|classifica|valuta|etichetta|descrivi)\s+(?:questo|questa|quest'|ogni)"
    r"[^.!?\n]{0,50}?\b(?:come|con)\b(?:" + _VERDICT + r"|" + _STARS + r")"
    r"|(?:vat|geef|beoordeel|classificeer|label|beschrijf)\s+(?:dit|deze|elk|elke|alle)\b"
    r"[^.!?\n]{0,50}?(?:\b(?:als|met)\b(?:" + _VERDICT + r")|" + _STARS + r")"
    r"|(?:podsumuj|ocen|sklasyfikuj|oznacz|opisz)\s+(?:ten|ta|to|te|kazd\w*)\b[^.!?\n]{0,50}?"
    r"(?:\bjako\b(?:" + _VERDICT + r")|" + _STARS + r")"
    r"|(?<![^\W\d_])(?:подытожь|резюмируй|оцени|классифицируй|опиши|перескажи)\s+(?:этот|эту"
    r"|это|эти|каждый|каждое|каждую)\b[^.!?\n]{0,50}?(?:\bкак\b\s*[\"'«“]|" + _STARS + r")"
    r"|(?<![^\W\d_])(?:отвечай|ответь)\s+на\s+(?:любой|каждый|все|всякий)\s+(?:вопрос|сообщени)"
    r"\w*[^.!?\n]{0,20}[\"'«“]"
    r"|(?:لخص|لخّص|قيم|قيّم|صنف|صنّف)\s+(?:هذا|هذه)\s+[^.!?\n]{0,40}(?:"
    + _STARS
    + r"|على أنه|على أنها|ك\s*[\"'«“])"
    r"|\bbu\s+(?:e-?posta|eposta|mesaj|urun|yorum|makale|metin|belge)\w*\s+[^.!?\n]{0,40}"
    r"\b(?:olarak|ile)\s+(?:ozetle|siniflandir|degerlendir|puanla|etiketle|isaretle)\b"
    r"|\bjawab(?:lah)?\s+(?:setiap|semua|tiap)\s+pertanyaan\s+dengan\s*[\"'«“]"
    r"|(?:responde|contesta|responda|rispondi|beantworte|antworte auf|beantwoord|odpowiadaj na"
    r"|odpowiedz na)\w*\s+(?:a\s+)?(?:todas? (?:las |as )?|todos (?:los |os )?|cada |ogni "
    r"|tutte le |jede |alle |elke |kazde |wszystkie )(?:preguntas?|perguntas?|domande?|fragen?"
    r"|vragen?|pytania?)\s+(?:con|com|mit|met|z|par)\s*[\"'«“]"
    r"|\b(?:hay )?(?:tom tat|đanh gia|danh gia|phan loai)\s+(?:email|thu|bai|van ban|tin nhan"
    r"|san pham|đanh gia|danh gia)\s+nay\s+(?:la|thanh|thanh la)\b"
    r"|(?:将|把)这(?:封|篇|条|个|份)[^。！？\n]{0,10}(?:总结|概括|归类|分类|评为|标记)为"
    r"|この(?:記事|メール|レビュー|製品|文書|文章|商品)[^。\n]{0,20}(?:要約|評価|分類)[^。\n]{0,20}"
    r"(?:書け|しろ|せよ|すること|とせよ)"
    r"|이 (?:리뷰|이메일|메일|제품|기사|글|상품)[^.\n]{0,20}"
    r"(?:분류하라|분류해|평가하라|평가해|요약하라|요약해)"
)
VERDICT_ANCHORS = (
    "summarize th", "summarise th", "classify th", "label th", "rate th", "score th",
    "grade th", "categori", "answer every", "answer each", "answer all", "answer any",
    "reply to every", "reply to each", "reply to all", "reply to any", "respond to every",
    "respond to each", "respond to all", "respond to any", "resume est", "resume ce",
    "resuma est", "resuma ess", "clasific", "califica est", "valora est", "puntua est",
    "etiqueta est", "resumez", "classe ce", "classez", "note ce", "notez", "evalue ce",
    "evaluez", "etiquete", "repond", "bewerte", "klassifizier", "stufe ", "fasse dies",
    "beschreibe dies", "riassumi", "classifica quest", "valuta quest", "etichetta quest",
    "descrivi quest", "vat dit", "vat deze", "geef dit", "geef deze", "beoordeel",
    "classificeer", "label dit", "label deze", "beschrijf", "podsumuj", "ocen t", "sklasyfikuj",
    "oznacz", "opisz t", "подытож", "резюмир", "оцени ", "классифиц", "опиши ", "переска",
    "отвечай на", "ответь на", "لخص", "لخّص", "قيم", "قيّم", "صنف", "صنّف", "ozetle",
    "siniflandir", "degerlendir", "puanla", "etiketle", "isaretle", "jawab", "tom tat",
    "danh gia", "đanh gia", "phan loai", "总结为", "概括为", "归类为", "分类为", "评为", "标记为",
    "要約", "評価", "分類", "분류", "평가", "요약", "preguntas", "perguntas", "domande",
    "fragen", "vragen", "pytania",
)  # fmt: skip


# --- shared: a condition or a negation makes it a rule for people, not an order ------------
CONDITION = r"(?<!\bas )\b(?:if|when|whenever|unless|in case)\b"
NEGATED = (
    r"\b(?:never|don't|do not|not|no|avoid|nunca|jamais|niemals|nie|mai|nooit|aldrig|asla"
    r"|jangan|tidak)\b|\bне\b|不要|しないで|하지 마"
)
