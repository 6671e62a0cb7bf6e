"""Lexicons of core/prompt_injection_out_of_place (round 103) for the reader's own voice and
set-up: its manner, accent or language changed for good (kind 4), its prompt, tools, history or
keys shown (kind 5), and a manner asked in moderation, a style rule. Over folded text, as
core/prompt_injection_out_of_place_words; ANCHORS are literals one of which every match holds.
"""

from __future__ import annotations

# --- 4. the reader's voice, manner or language changed for good ----------------------------
_MANNER_VERB = (
    r"(?:use|speak|talk|respond|reply|answer|write|switch|be|act|pretend|add|format|communicate"
    r"|sound|only use|only speak|only respond|only reply|only answer|only write)\b"
)
_SPEAKING_VERB = (
    r"(?:speak|talk|respond|reply|answer|communicate|switch"
    r"|only (?:speak|respond|reply|answer))\b"
)
# a persona, an accent or a tone
_PERSONA = (
    r"\b(?:(?:pirate|cowboy|valley girl|shakespearean|yoda|caveman|gangster) ?(?:accent|voice"
    r"|speak|talk|style|slang)|like (?:a |an )?(?:pirate|shakespeare|yoda|cowboy|robot|cat|dog"
    r"|toddler|caveman|gangster|[\w-]+ (?:salesman|villain))|as if you (?:were|are) (?:a|an)\b"
    r"|pretend to be (?:a|an)\b|grumpy \w+|(?:sarcastic|rude|condescending|dismissive"
    r"|insulting|hostile|flirt\w*|passive-aggressive)\b)"
)
# a shape nobody reads (it needs the reader's output named, or a speaking verb)
_FORMAT = (
    r"\b(?:emojis?|morse(?: code)?|(?:all )?capital letters|all caps|uppercase|pig latin"
    r"|leetspeak|rhym\w*|rap verse|backwards|in reverse|one syllable)\b|'\w+' (?:after|at the end"
    r" of) every\b"
)
OUTPUT_REF = (
    r"\b(?:your|the (?:whole|entire)|every|each|all) (?:answers?|repl(?:y|ies)|responses?"
    r"|sentences?|messages?|output|words?|lines?)\b|\beverything you\b|\bfrom (?:now|here) on\b"
    r"|\bfor the rest of\b|\ball (?:further|future|following|subsequent)\b"
)
_FOR_GOOD = (
    r"\b(?:from now on|from here on|for the rest of|(?:all|any) (?:further|future|following"
    r"|subsequent|later) \w+|in everything you (?:write|say)|at all times|henceforth"
    r"|going forward)\b"
)
_LANGUAGE = (
    r"\b(?:in|to|into) (?:english|french|german|spanish|italian|portuguese|dutch|russian"
    r"|chinese|japanese|korean|arabic|turkish|polish|hindi|latin|klingon)\b"
)
# a role taken for the reader's own output ("pretend to be a pirate captain for every response")
ROLE = r"(?:pretend to be|act as|role-?play as|play the role of|become)\s+(?:a|an|the)\b"
MANNER_PERSONA = _MANNER_VERB + r"[^.!?\n]{0,40}?" + _PERSONA
MANNER_FORMAT = _MANNER_VERB + r"[^.!?\n]{0,40}?(?:" + _FORMAT + r")"
SPEAKING = _SPEAKING_VERB
MANNER = (
    _SPEAKING_VERB
    + r"[^.!?\n]{0,30}?"
    + _LANGUAGE
    + r"[^.!?\n]{0,30}?"
    + _FOR_GOOD
    + r"|"
    + _SPEAKING_VERB
    + r"[^.!?\n]{0,15}?"
    + _FOR_GOOD
    + r"[^.!?\n]{0,30}?"
    + _LANGUAGE
    + r"|(?:responde|contesta|habla|escribe|usa|utiliza)\w*\s+(?:[\w-]+\s+){0,4}?"
    r"(?:(?:solo|solamente|unicamente|siempre) en (?:ingles|frances|aleman|ruso|chino)"
    r"|con acento \w+"
    r"|como (?:un )?pirata|(?:solo )?con emojis|en mayusculas|en verso|con tono \w+)"
    r"|(?:parle|parlez|reponds|repondez|ecris|ecrivez|utilise|utilisez)\b[^.!?\n]{0,20}?"
    r"(?:comme un pirate|avec un accent|uniquement en|seulement en|en majuscules"
    r"|avec des emojis|sur un ton|en vers)"
    r"|(?:antworte|sprich|schreib|benutze|verwende|rede)\w*\s+(?:[\w-]+\s+){0,4}?"
    r"(?:(?:nur|ausschliesslich|immer|nur noch) auf (?:englisch|franzosisch|spanisch|russisch"
    r"|chinesisch)|wie ein pirat"
    r"|in grossbuchstaben|mit emojis|in reimen)"
    r"|(?:responda|fale|escreva|use|usa)\w*\s+(?:[\w-]+\s+){0,4}?(?:com emojis|(?:apenas|somente"
    r"|sempre|so) em (?:ingles|frances|alemao|espanhol)|como (?:um )?pirata|em maiusculas"
    r"|com sotaque \w+)"
    r"|(?:usa|parla|rispondi|scrivi)\w*\s+(?:[\w-]+\s+){0,4}?(?:un tono (?:sarcastico|sprezzante"
    r"|maleducato|offensivo)|come un pirata|solo in (?:inglese|francese|tedesco)|solo con emoji"
    r"|in maiuscolo|in rima)"
    r"|(?:schrijf|antwoord|praat|spreek|gebruik)\w*\s+(?:[\w-]+\s+){0,4}?(?:in hoofdletters"
    r"|als een piraat|alleen in het (?:engels|frans|duits)|alleen met emoji|op rijm)"
    r"|(?:odpowiadaj|pisz|mow)\w*\s+(?:[\w-]+\s+){0,3}?(?:wierszem|po angielsku|jak pirat"
    r"|emotk\w+|wielkimi literami)"
    r"|(?<![^\W\d_])(?:отвечай|говори|пиши|общайся)\w*\s+(?:[\w-]+\s+){0,3}?(?:(?:только"
    r"|исключительно|всегда) на (?:французском|английском|немецком|китайском)|как пират|стихами"
    r"|капсом|эмодзи|заглавными)"
    r"|(?:تحدث|تكلم|أجب|اكتب)\s+(?:ب?لهجة|مثل|بالإنجليزية فقط|بالفرنسية فقط)"
    r"|\b(?:gunakan|pakai)\s+bahasa\s+(?:gaul|kasar|alay)"
    r"|\b(?:jawab|balas)\w*\s+(?:hanya\s+)?(?:dengan emoji|dalam bahasa inggris)"
)
MANNER_LAST = (
    r"\b(?:sadece|yalnizca)\s+(?:emoji|ingilizce|fransizca|almanca)\w*\s+(?:\w+\s+)?"
    r"(?:cevap ver|yaz|konus)\w*\b"
    r"|केवल (?:अंग्रेज़ी|अंग्रेजी|हिंदी|फ्रेंच)[^।\n]{0,30}(?:उत्तर दो|जवाब दो|बोलो|लिखो)"
    r"|用[^。！？\n]{0,6}(?:海盗|莎士比亚|猫|机器人)的?(?:口吻|语气|方式)|只用(?:表情|emoji|英文|英语|法语)"
    r"|語尾に[^。\n]{0,12}(?:つけ|付け)[^。\n]{0,8}(?:話せ|話して|ろ|なさい)"
    r"|海賊(?:のように|口調で)|(?:英語|フランス語)だけで(?:答え|話せ|話して)"
    r"|반말로 (?:대답해|말해|답해)|해적처럼 (?:말해|대답해)|이모지로만"
    r"|(?:以后|今后|从现在起|从现在开始)[^。！？\n]{0,8}(?:所有|每个|每条)?(?:回答|回复)[^。！？\n]{0,4}(?:用|使用|以)"
)
MANNER_ANCHORS = (
    "pirate", "cowboy", "valley girl", "shakespeare", "yoda", "caveman", "gangster", "salesman",
    "villain", "toddler", "like a robot", "like a cat", "like a dog", "as if you", "grumpy",
    "emoji", "morse", "capital letters", "all caps", "pig latin", "leetspeak", "rhym", "rap verse",
    "every sentence", "every word", "syllable", "sarcastic", " rude", "condescending",
    "dismissive", "insulting", "hostile", "flirt", "after every", "end of every", "from now on",
    "from here on", "for the rest of", "henceforth", "going forward", "at all times", "acento",
    "pirata", "mayusculas", "en verso", "con tono", "majuscules", "uniquement en", "seulement en",
    "en vers", "auf englisch", "auf franzosisch", "auf spanisch", "auf russisch", "auf chinesisch",
    "grossbuchstaben", "in reimen", "em ingles", "em frances", "em alemao", "em espanhol",
    "maiusculas", "sotaque", "sarcastico", "sprezzante", "maleducato", "offensivo", "solo in ",
    "maiuscolo", "in rima", "hoofdletters", "piraat", "alleen in het", "alleen met emoji",
    "op rijm", "wierszem", "po angielsku", "emotk", "wielkimi", "французском", "английском",
    "немецком", "китайском", "пират", "стихами", "капсом", "эмодзи", "заглавными", "لهجة", "مثل",
    "بالإنجليزية", "بالفرنسية", "bahasa gaul", "bahasa kasar", "bahasa alay", "bahasa inggris",
    "ingilizce", "fransizca", "almanca", "अंग्रेज़ी", "अंग्रेजी", "फ्रेंच", "海盗", "莎士比亚",
    "只用", "語尾", "海賊", "だけで", "반말", "해적", "이모지", "further repl", "further answer",
    "further respons", "further messag", "future repl", "future answer", "future respons",
    "subsequent repl", "subsequent answer", "subsequent respons", "following repl",
    "every response", "every reply", "every answer", "pretend to be", "role-play", "roleplay",
    "play the role", "以后", "今后", "从现在",
)  # fmt: skip
# A setting where a manner is asked of people: a party, a club, a class, a guide for staff
MANNER_FRAME = (
    r"\b(?:party|club|class|lesson|exam|workshop|rehearsal|game|costume|dress(?:ed)?|theme"
    r"|style guide|brand voice|etiquette|tips?|students?|kids|fete|fiesta|festa|feest|impreza"
    r"|quiz|trivia|bonus|alunos|alumnos|eleves|schuler\w*|studenti|leerlingen|uczniowie"
    r"|ogrenciler|siswa"
    r"|deguis\w*|disfra\w*|form|formulario|formulaire|formular|formulier|formularz)\b"
    r"|派对|聚会|课|パーティー|授業|파티|수업|вечеринк|урок|حفلة|parti|kelas|tiec|lop"
)

# --- 5. the reader's own set-up shown: its prompt, its tools, its history, its keys ---------
DISCLOSE = (
    r"(?:list|print|output|show|reveal|display|enumerate|describe|state|write down|copy|echo"
    r"|repeat|dump|give|share|paste|include|name)\b[^.!?\n]{0,50}?(?:\b(?:your|the)"
    r" (?:(?:full|entire|whole|complete|exact|current) )?(?:system"
    r" (?:prompt|message|instructions?)|(?:initial|original|hidden|secret|full|exact) (?:prompt"
    r"|instructions?)|context window|conversation (?:history|so far)|chat history"
    r"|previous messages|developer (?:message|instructions?))\b"
    r"|\b(?:tools?|functions?|plugins?|files?|folders?|directories|keys?|tokens?|secrets?"
    r"|credentials?)\b"
    r"[^.!?\n]{0,25}?\byou (?:can (?:call|use|access|read|see|open)|have access to"
    r"|are able to (?:call|use|access)|were given)\b"
    r"|\binstructions you (?:were given|received|have|got)\b|\brules you (?:follow|were given)\b"
    r"|\bmodel you are (?:running on|based on)\b|\beverything above (?:this|the)\b)"
    r"|(?:list|enumerate|name)\s+(?:all )?(?:of )?your (?:tools|functions|plugins|capabilities)\b"
    r"|(?:enumera|lista|muestra|liste|listez|affiche|montre|gib|zeige|liste|mostre|elenca"
    r"|mostra|ripeti|toon|geef|wypisz|pokaz|выведи|покажи|перечисли|اذكر|اعرض|listele|tampilkan"
    r"|skriv)\w*\b[^.!?\n]{0,40}?(?:\b(?:tus|sus) herramientas|ferramentas que (?:voce )?pode"
    r"|istruzioni che hai ricevuto|\bsystem ?prompt|systeemprompt|prompt (?:systeme|de sistema"
    r"|di sistema)|systemanweisungen|instrukcje systemowe|системн\w+ (?:промпт|инструкц\w+)"
    r"|الأدوات المتاحة لك|araclari\b|alat yang (?:bisa|dapat) kamu)"
)
DISCLOSE_LAST = (
    r"(?:列出|列举|显示|输出)[^。！？\n]{0,6}你(?:的|可以使用的|能使用的|能用的|可用的)[^。！？\n]{0,8}"
    r"(?:工具|系统提示)|システムプロンプト[^。\n]{0,12}(?:出力|表示)"
    r"|(?:도구 목록|시스템 프롬프트)[^.\n]{0,12}(?:출력해|보여 ?줘|알려 ?줘|나열해)"
    r"|\b(?:kullanabildigin|kullanabilecegin) araclari listele\b|टूल्स की सूची (?:बताओ|दो)"
)
DISCLOSE_ANCHORS = (
    "system prompt", "system message", "system instruction", "initial prompt", "original prompt",
    "hidden prompt", "hidden instruction", "secret instruction", "full prompt", "exact prompt",
    "context window", "conversation history", "conversation so far", "chat history",
    "previous messages", "developer message", "developer instruction", " you can call",
    " you can read", " you have access to", " you were given", " you received", "rules you follow",
    "you are running on", "you are based on", "everything above", "your tools", "your functions",
    "your plugins", "your capabilities", "herramientas", "ferramentas", "istruzioni che hai",
    "systemprompt", "systeemprompt", "prompt systeme", "prompt de sistema", "prompt di sistema",
    "systemanweisungen", "instrukcje systemowe", "системн", "الأدوات المتاحة", "araclari",
    "alat yang", "工具", "系统提示", "システムプロンプト", "도구 목록", "시스템 프롬프트", "टूल्स",
)  # fmt: skip

# a manner asked in moderation is a style rule ("use emojis sparingly")
MODERATION = (
    r"\b(?:sparingly|moderately|in moderation|at most|no more than|occasionally|when appropriate"
    r"|where appropriate|if needed|avoid|too many|too much)\b"
)
