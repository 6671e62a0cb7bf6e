"""The lexicons of core/prompt_injection_unaddressed (round 92), folded (lower case, Latin
accents dropped): the verbs that change an answer, the shapes it is changed into, the marks of a
person's task, and the marks of data (an email, a page, a table, code, a tool's output), in
English and ten more languages (German, French, Spanish, Portuguese, Italian, Dutch, Russian,
Chinese, Japanese, Korean)."""

from __future__ import annotations

# fmt: off
# Words that may stand between a clause's start and its verb: "please", "also", "can you".
_FILLER = (
    r"(?:(?:please|kindly|also|and|then|now|just|always|simply|be sure to|make sure to"
    r"|remember to|can you|could you|would you|will you|you (?:must|should|need to|have to)"
    r"|bitte|auch|s'il vous plait|merci de|veuillez|por favor|tambien|per favore|anche"
    r"|alsjeblieft|graag|ook|пожалуйста|также|и) )*"
    r"(?:(?:veuillez|merci de|priere de|si prega di|le rogamos|favor de) (?=\w+(?:er|ir|re)\b))?"
)
# Where an order's verb may stand: a sentence's or a clause's start, after a cell's bar, a
# tag, a quote, a comment's mark or a bullet.
_CLAUSE_HEAD = (
    r"(?:^|(?<=[\n.!?:;,(|>\"'«“*#/\-—])"
    # (a log line's level: "… 10:02:12 WARN Respond …")
    r"|(?<=\binfo )|(?<=\bwarn )|(?<=\bwarning )|(?<=\berror )|(?<=\bdebug )|(?<=\bnotice ))\s*"
)

# Verbs that put something into the answer (it is the container: "add X to your reply").
INSERT_VERB = (
    r"(?:add|include|insert|append|prepend|integrate|incorporate|embed|slip|sneak|weave|tack"
    r"|mention|attach|inject|place|plug|promote|advertise|recommend|suggest|urge|tease|hint"
    r"|allude|reference|cite|link|mix|sprinkle"
    r"|fuge|fug|fugt|hange|hangt|erganze|erganzt|baue|nenne|erwahne|empfiehl"
    # (verbs that put: "metti nella tua risposta un invito a …")
    r"|put|mets|mettez|pon|ponga|coloque|ponha|metti|mettete|zet|setze|setzt"
    r"|ajoute|ajoutez|insere|inserez|inclus|incluez|integre|integrez|mentionne|mentionnez"
    r"|glisse|glissez|recommande|recommandez"
    r"|anade|anada|agrega|agregue|inserta|inserte|incluye|incluya|integra|integre|menciona"
    r"|mencione|recomienda|recomiende"
    r"|adicione|acrescente|insira|inclua|mencione|recomende"
    r"|aggiungi|aggiunga|inserisci|includi|integra|menziona|consiglia"
    r"|voeg|verwerk|noem|vermeld"
    r"|добавь\w*|вставь\w*|включи\w*|упомяни\w*|порекомендуй\w*|посоветуй\w*)"
)
# Verbs that turn the answer into something else on their own ("translate your reply").
RESHAPE_VERB = (
    r"(?:translate|encode|encrypt|encipher|reverse|invert|flip|mirror|scramble|jumble|shuffle"
    r"|misspell|anagram|obfuscate|garble|capitali[sz]e|uppercase|rot13"
    r"|ubersetze|ubersetzt|ubersetzen sie|kodiere|kodieren sie|verschlussele|verschlusseln sie"
    r"|kehre|drehe"
    r"|traduis|traduisez|encode|encodez|chiffre|chiffrez|inverse|inversez"
    r"|traduce|traduzca|codifica|codifique|cifra|cifre|invierte|invierta"
    r"|traduza|traduz|inverta"
    r"|traduci|traduca|inverti"
    r"|vertaal|codeer|versleutel|draai"
    r"|переведи\w*|закодируй\w*|зашифруй\w*|переверни\w*)"
)
# Verbs that give the answer a shape when a shape is named ("write your reply in Dutch").
SHAPE_VERB = (
    r"(?:write|rewrite|provide|give|render|present|express|format|put|deliver|compose|phrase"
    r"|make|convert|respond|reply|answer|use|spell|return|show|display|output|keep|turn|close"
    r"|end|finish|conclude|start|begin|sign|modify|change|alter|enhance|augment|replace|swap"
    r"|substitute|group|remove|strip|split|structure"
    r"|schreib\w*|verfasse|formuliere|formuliert|gib|gebt|antworte|antwortet|verwende|verwendet"
    r"|benutze|benutzt|ersetze|ersetzt|beende|beginne"
    r"|(?:schreiben|antworten|verwenden|benutzen|ersetzen|formulieren|verfassen|geben|beenden"
    r"|beginnen|setzen|gestalten) sie"
    r"|redige|redigez|ecris|ecrivez|formule|formulez|donne|donnez|reponds|repondez|utilise"
    r"|utilisez|remplace|remplacez|termine|terminez|commence|commencez|mets|mettez|rends"
    r"|presente|presentez|rediger|ecrire|formuler|repondre|utiliser|remplacer|terminer"
    r"|commencer|traduire|ajouter|inserer|inclure"
    r"|escribe|escriba|redacta|redacte|responde|responda|contesta|conteste|usa|use|utiliza"
    r"|utilice|reemplaza|reemplace|sustituye|sustituya|termina|termine|empieza|pon|ponga"
    r"|presenta|presente"
    r"|escreva|escreve|redija|responda|utilize|substitua|termine|comece|coloque|ponha"
    r"|apresente"
    r"|scrivi|scriva|redigi|rispondi|risponda|usa|utilizza|sostituisci|concludi|inizia|metti"
    r"|presenta|fornisci|rendi"
    r"|reword|rephrase|restyle|recast|rework|rearrange|restructure|tweak|transform|adjust"
    r"|schrijf|herschrijf|geef|antwoord|gebruik|vervang|eindig|begin|zet|formuleer"
    r"|напиши\w*|пиши\w*|перепиши\w*|составь\w*|дай\w*|ответь\w*|отвечай\w*|используй\w*"
    r"|замени\w*|закончи\w*|заверши\w*|начни\w*|оформи\w*|представь\w*|сделай\w*)"
)
ORDER_VERB = (
    _CLAUSE_HEAD + _FILLER
    + r"(?P<verb>" + INSERT_VERB + "|" + RESHAPE_VERB + "|" + SHAPE_VERB + r")\b"
)

# Chinese, Japanese and Korean: the verb anywhere in the sentence, the order by its ending.
CJK_VERB = (
    r"翻译|译成|写成|写|改成|改为|换成|替换|加上|添加|加入|插入|附上|编码|加密|倒着|倒过来|用"
    r"|回复|回答|推荐"
    r"|書いて|書き|翻訳|訳して|変換|加えて|入れて|追加|含めて|使って|置き換え|暗号化|答えて|返答して"
    r"|작성|써|쓰|번역|추가|넣|포함|바꾸|바꿔|사용|답하|대답하|변환|암호화"
)
CJK_ORDER = (
    r"^\s*(?:请|請|把|将|務必|务必|一定要)|(?:请|請)"
    r"|て(?:ください|下さい)|なさい|こと\s*$|しろ|せよ"
    r"|(?:세요|십시오|해라|하라|주세요)"
)
# A bare Chinese order: "your answer" with no one else doing the act ("在你的回答里插入…")
CJK_YOURS = r"你的|您的|あなたの|당신의"
CJK_OTHERS = r"我|他|她|它|私|僕|彼|저는|제가|나는|내가|그는|그녀"
CJK_INSERT_OBJECT = r"https?://|www\.|网址|广告|広告|광고"

# The shapes an answer is changed into: a language, an encoding, an order, a case, a style.
_LANGUAGE = (
    r"\b(?:english|spanish|french|german|italian|portuguese|dutch|russian|chinese|mandarin"
    r"|cantonese|japanese|korean|arabic|hindi|turkish|swedish|norwegian|danish|finnish|polish"
    r"|greek|hebrew|latin|klingon|esperanto|swahili|vietnamese|thai|indonesian|ukrainian)\b"
    r"|\b(?:englisch|spanisch|franzosisch|deutsch|italienisch|portugiesisch|niederlandisch"
    r"|russisch|chinesisch|japanisch|koreanisch|arabisch|turkisch|schwedisch|polnisch"
    r"|griechisch|lateinisch)\w*"
    r"|\b(?:anglais|espagnol|francais|allemand|italien|portugais|neerlandais|russe|chinois"
    r"|japonais|coreen|arabe|turc|suedois|polonais|grec|latin)\b"
    r"|\b(?:ingles|espanol|frances|aleman|italiano|portugues|neerlandes|holandes|ruso|chino"
    r"|japones|coreano|arabe|turco|sueco|polaco|griego|latin|espanhol|alemao|russo|chines"
    r"|inglese|spagnolo|francese|tedesco|portoghese|olandese|cinese|giapponese|arabo|svedese"
    r"|greco|latino)\b"
    r"|\b(?:engels|spaans|frans|duits|italiaans|portugees|nederlands|chinees|japans|koreaans"
    r"|turks|zweeds|pools|grieks|latijn)\b"
    r"|(?<![^\W\d_])(?:английск|испанск|французск|немецк|итальянск|португальск|голландск"
    r"|нидерландск|русск|китайск|японск|корейск|арабск|турецк|шведск|польск|греческ"
    r"|латин)\w*"
    r"|英语|英文|西班牙语|西班牙文|法语|法文|德语|德文|意大利语|葡萄牙语|荷兰语|俄语|俄文|日语"
    r"|日文|韩语|韩文|阿拉伯语|土耳其语|拉丁语"
    r"|英語|スペイン語|フランス語|ドイツ語|イタリア語|ポルトガル語|オランダ語|ロシア語|中国語"
    r"|日本語|韓国語|アラビア語|トルコ語|ラテン語"
    r"|영어|스페인어|프랑스어|독일어|이탈리아어|포르투갈어|네덜란드어|러시아어|중국어|일본어"
    r"|아랍어|터키어|라틴어"
)
_FORM = (
    r"\bbase ?\d{2}\b|\bbase64\w*|\bhex\w*|\bbinary\b|\bbinar\w*|\bascii (?:codes?|values?)"
    r"|\bmorse\b|\brot ?\d+\b|\bcaesar\b|\bcipher\w*|\bencod\w*|\bcode morse|\bcodigo morse"
    r"|\bcodice morse|азбук\w* морзе|摩斯|モールス|모스 ?부호"
    r"|\brevers\w*|\bbackwards?\b|\bright to left\b|\bupside[- ]down\b|\bmirror\w*"
    r"|\ball caps\b|\bcapital letters|\bupper ?case\b|\blower ?case\b|\balternating case"
    r"|\bgrossbuchstaben|\bgroßbuchstaben|\bmajuscules?\b|\bmayusculas\b|\bmaiusculas\b"
    r"|\bmaiuscol\w*|\bhoofdletters\b|заглавн\w*|прописн\w*|大写|大文字|대문자"
    r"|\bwithout (?:any )?spaces|\bno spaces|\bspaces?\b[^.\n]{0,20}\b(?:removed|between)"
    r"|\bvowels?\b|\b(?:letters?|words?) (?:with|for|into|as) (?:numbers|digits|symbols)"
    r"|\bpig latin|\bpirate\b|\bshakespear\w*|\brhym\w*|\bpoems?\b|\bverse\b|\bhaikus?\b"
    r"|\blimericks?\b|\bemojis?\b|\bemoticons?\b|\bhashtags?\b|\bleet\w*|\banagram\w*"
    r"|\bde tras para (?:a )?frente|\bdel reves\b|\bachteruit\b|\bandersom\b|наоборот"
    r"|\blangage sms\b|\bsms\b|\btext ?speak\b"
    r"|\bascii art\b|\bslang\b|\bverlan\b|\bargot\b|\bjerga\b|\bgiria\b|\bgergo\b"
    r"|сленг\w*|俚语|スラング|속어|\btranslit\w*|транслит\w*|\bomgekeerde volgorde"
    r"|\bumgekehrte\w* reihenfolge|\bordre inverse|\borden inverso|\bordem inversa"
    r"|\bordine inverso|обратном порядке"
    r"|\bgibberish\b|\byoda\b|\bin riddles\b|\bon purpose\b|\bdeliberately\b|\bintentional\w*"
    r"|\bwrongly\b|\bincorrectly\b|\babsichtlich\b|\bexpres\b|\ba proposito\b|\bde proposito\b"
    r"|\bapposta\b|\bexpres\b|\bнамеренно\b|\bспециально\b|故意|わざと|일부러"
    r"|\bemoji\w*|絵文字|表情|이모지|эмодзи|смайл\w*|\bpoeme\b|\bpoema\b|\bgedicht\b|стих\w*"
    r"|诗|詩|시로"
)
LANGUAGE = _LANGUAGE
SHAPE_WORDS = _LANGUAGE + "|" + _FORM
# What is put in, beyond a taint or a shape: a link's address, a quoted line, a mail address,
# words aimed at the answer's readers. A piece of work a colleague adds ("a link to the
# recording", "a note about parking", "a clear next step") is none.
INSERT_OBJECT = (
    r"https?://|\bwww\.|\b[\w-]+\.(?:com|net|org|io|xyz|example|shop|info|biz)\b"
    # (a quoted line, not an apostrophe: "reviewer 2's")
    r"|(?:^|(?<=[\s(:,]))['\"“«](?=[^'\"”»\n]{2,}['\"”»])"
    r"|\b[\w.+-]+@[\w-]+\.\w+"
    # words for whoever reads the answer ("encouraging users to …", "suggest readers join …")
    r"|\b(?:urg|encourag|remind|invit|suggest|tell|ask|advis|push|recommend|direct|prompt)\w*"
    r" (?:the |all |your |our )?(?:users?|readers?|visitors?|customers?|everyone|people|them"
    r"|the person)\b"
)
# The answer as a container: "to / in / into / at the end of your reply".
CONTAINER = (
    r"\b(?:to|in|into|within|throughout|at the (?:end|start|top|bottom|beginning) of|end of"
    r"|with|deiner|deinem|ihrer|ihrem|eurer|eurem|an deine|an eure|an ihre|in deine|in eure"
    r"|in ihre|a ta|a votre|dans ta|dans votre|en tu|a tu"
    r"|en su|a su|na sua|em sua|ao seu|alla tua|nella tua|aan je|in je|aan uw|in uw|в сво\w*"
    r"|к сво\w*)$"
)

# A person's task: a deadline, an attachment or a form, a person it goes to, an exam, a choice
# left to the writer, a speaker talking of themselves, an identifier to quote.
HUMAN_TASK = (
    r"\b(?:by|before|until|no later than|due) (?:(?:next |this )?(?:monday|tuesday|wednesday"
    r"|thursday|friday|saturday|sunday|tomorrow|tonight|today|noon|eod|cob|end of|the end"
    r"|close of|\d))|\basap\b|\bwithin \d+ (?:hours?|days?|weeks?|business days)"
    r"|\b(?:attached|enclosed|attachment|form|template|box|boxes|field|space provided|sheet"
    r"|portal|booklet|notebook|textarea|answer key|blank)\b"
    r"|\b(?:to|for|with|cc) (?:me|us|hr|him|her|(?:our|my|the|your) (?:\w+ ){0,2}?(?:office"
    r"|team|colleagues?|manager|boss|committee|teacher|department|desk|secretary|recruiter"
    r"|board))\b|\bcc\b"
    r"|\bso (?:that )?(?:i|we|everyone|everybody|the team|he|she|the client|the customer"
    r"|the reader|the boss|the manager)\b|\b(?:everyone|everybody) on\b"
    # a reply that goes to a third person ("to the client", "to Mr. Sato", "copy me")
    r"|\bto (?:the |our |your |my )?(?:client|customer|sender|supplier|vendor|landlord|tenant"
    r"|candidate|applicant|recruiter|partner|mr|mrs|ms|dr|prof|herr|frau|monsieur|madame"
    r"|senor|senora|signor|signora|meneer|mevrouw)s?\b|\bcopy (?:me|us)\b"
    r"|\b(?:he|she|they) (?:prefers?|likes?|wants?|needs?|asked)\b"
    r"|\b(?:cannot|can'?t|will not|won'?t|will)\s+be\s+(?:reviewed|graded|accepted|considered"
    r"|read|processed|marked|evaluated|rejected)\b"
    # a convenience or a measure left to the writer ("if that's easier", "sparingly")
    r"|\bif (?:you|that|it|possible|needed|necessary|easier)\b|\b(?:sparingly|moderately"
    r"|occasionally|in moderation|where appropriate|when appropriate|if appropriate)\b"
    r"|\b(?:students?|pupils?|candidates?|applicants?|homework|assignment|exams?|quiz|worksheet"
    r"|question \d+|essay|marks?|grading|graded)\b"
    r"|\b(?:at least|minimum|min\.?|no fewer than|between) \d+ (?:words|sentences|characters)\b"
    r"|\b\d+ (?:words|sentences|characters) each\b"
    r"|\b(?:you (?:can|may|could)|feel free|if you (?:prefer|like|want|wish)|whichever|either)\b"
    r"|\b(?:submit|hand (?:it|them) in|turn (?:it|them) in|bring (?:it|them))\b"
    r"|\b(?:answers?|responses?|repl(?:y|ies)|emails?|messages?) to (?:customers|clients|guests"
    r"|patients|parents|students|colleagues|members|applicants|buyers|tenants|callers|visitors"
    r"|readers|donors|candidates)\b"
    r"|\bmy (?:\w+ ){0,2}(?:is|are|was|isn'?t|aren'?t)\b"
    r"|\bi (?:don'?t|do not|can'?t|cannot|only|am|prefer|need|would|will)\b|\bi'm\b"
    r"|\bwe (?:only|don'?t|do not|can'?t|cannot|need|prefer|would|will|'ll)\b|\bwe'll\b"
    r"|\b(?:order|reference|ticket|case|invoice|account|customer|member|tracking|booking"
    r"|confirmation) (?:number|no\b|id\b|code)"
    # abroad: deadlines, forms, people, exams, choices, purposes
    r"|\b(?:bis|avant|antes d\w*|ate|entro|voor|uiterlijk)\b"
    r"|\b(?:anhang|anbei|formulare?n?|arbeitsblatt|piece jointe|ci-joint|formulaires?|adjuntos?"
    r"|formularios?|anexos?|allegat[oi]|moduli?|quaderno|bijlagen?|formulier)\b"
    r"|\b(?:schuler\w*|student\w*|eleves?|etudiant\w*|alumn\w*|estudiante\w*|alunos?"
    r"|leerling\w*|examen|prufung|klausur|exame|esame|tentamen|hausaufgabe\w*|devoirs?"
    r"|tarea|compito|huiswerk|consignes?|sekretariat|secretariat|secretaria|segreteria"
    r"|secretariaat)\b|\b\d+ (?:mots|palabras|palavras|parole|woorden|worter)\b"
    r"|\b(?:damit|pour que|afin que|para que|affinche|cosi possiamo|zodat)\b"
    r"|(?<![^\W\d_])(?:до (?:понедельника|вторника|среды|четверга|пятницы|субботы|воскресенья"
    r"|завтра|конца)|вложени\w*|форм\w*|тетрад\w*|студент\w*|ученик\w*|экзамен\w*|домашн\w*"
    r"|отдел\w*|чтобы мы)"
    r"|\b(?:einreichen|abgeben|rendre|remettre|entregar|entregue|consegnare|consegnate"
    r"|inleveren|inlevert)\b|(?<![^\W\d_])(?:сдать|сдайте|сдавайте)"
    r"|附件|表格|答题|考试|作业|学生|同学|老师|截止|之前|以前|以便|部门|提交|交给|交回"
    r"|[一二三四五六日天末]前"
    r"|までに|まで|添付|フォーム|用紙|試験|宿題|生徒|学生|先生|提出|ように"
    r"|까지|첨부|양식|답안|시험|숙제|학생|선생님|제출|부서|수 있도록"
)
# A language chosen for who reads or speaks it: "… because the client reads English".
AUDIENCE = (
    r"\b(?:reads?|speaks?|understands?|follows?|lit|lisent|parle|parlent|comprend\w*|lee|leen"
    r"|habla\w*|entiend\w*|entienda\w*|le|leem|fala\w*|entend\w*|legge|leggono|parla\w*"
    r"|capisc\w*|liest|lesen|spricht|sprechen|versteh\w*|leest|lezen|spreekt|spreken|begrijp\w*"
    r"|es de|son de|vive en|viven en|woont in)\b"
    r"|(?<![^\W\d_])(?:понима\w*|поним\w*|чита\w*|говор\w*)"
    r"|看懂|读|讲|懂|読め|読む|話す|分かる|わかる|읽|이해|말하"
)
# A choice between shapes left to the writer ("in German or English").
OPTION = r"\b(?:or|oder|ou|o|of|или)\b|或者|或|还是|または|か|또는|이나|나"
# Technical objects: a response described for developers ("add the `X-Request-Id` header").
TECHNICAL = (
    r"`|<code>|\b(?:headers?|status(?: code)?|json|xml|yaml|payload|body|fields?|parameters?"
    r"|propert(?:y|ies)|attributes?|cookies?|content-type|endpoints?|schema|api|bytes"
    r"|request|webhook|callback|struct|object|array|dict|null)\b"
)
# A heading that frames the text as a task for people (exam, survey, homework, a macro, a
# style guide for writers).
TASK_LEAD = (
    r"\b(?:exams?|examination|instructions for|homework|assignment|survey|questionnaire|quiz"
    r"|worksheet|macro|template|style guide|writing guide|guide for|guidelines for|rubric|syllabus"
    r"|pruefung|prufung|hausaufgabe|consignes?|examen|devoir|tarea|compito|huiswerk|задание"
    r"|экзамен|考试|作业|試験|宿題|시험|숙제)\b"
)

# The marks of data: an email's header, greeting or sign-off line, a page's tags, a table's
# row, a CSV row, code, a quoted earlier message, a tool's output.
# A mail's greeting line, from one person to another ("Hi Carlos,", "Dear class,").
MAIL_GREETING = (
    r"^\s*(?:dear|hi|hello|hey|greetings|good (?:morning|afternoon|evening)|hallo|liebe"
    r"|lieber|sehr geehrte\w*|guten tag|bonjour|bonsoir|cher|chere|salut|hola|estimad[oa]s?"
    r"|buenos dias|querid[oa]s?|ola|prezad[oa]s?|car[oa]|ciao|gentile|salve|buongiorno|beste"
    r"|geachte|hoi|здравствуйте|привет|добрый день|уважаем\w*)\b"
)
# Courtesy that asks a person rather than orders a reader ("please", "could you").
COURTESY = (
    r"\b(?:please|kindly|could you|would you|can you|bitte|konnten sie|konntest du|s'il (?:vous"
    r"|te) plait|por favor|podrias|podria|per favore|potresti|potrebbe|pode|poderia|alsjeblieft"
    r"|alstublieft|kun je|kunt u|пожалуйста|не могли бы)\b"
)
# An answer changed for good or wholly ("only", "from now on", "every"): a standing rule set
# for the reader, not one reply asked of a person.
STANDING = (
    r"\b(?:only|solely|exclusively|entirely|strictly|always|from (?:now|here) on|every|each"
    r"|all|nur|ausschlie\w*|ab (?:jetzt|sofort)|immer|seulement|uniquement|exclusivement"
    r"|desormais|toujours|solo|solamente|unicamente|siempre|a partir de ahora|sempre|somente"
    r"|apenas|d'ora in poi|da ora in poi|alleen|uitsluitend|voortaan|altijd|только"
    r"|исключительно|всегда|отныне)\b"
)
DATA_FRAME = (
    r"^\s*(?:subject|from|to|cc|date|sent|re|fwd?|email_from|received date|betreff|von|an"
    r"|objet|de|a|asunto|para|assunto|oggetto|da|onderwerp|van|тема|от|кому|主题|发件人"
    r"|收件人|件名|差出人|宛先|제목|보낸 사람|받는 사람)\s*:"
    r"|" + MAIL_GREETING
    + r"|^\s*(?:您好|你好|尊敬的|各位|お世話になっております|拝啓|안녕하세요)"
    r"|^\s*\S{1,10}(?:様|さん|님)\s*$"
    r"|^\s*(?:best|regards|kind regards|best regards|warm regards|many thanks|thanks"
    r"|thank you|cheers|sincerely|yours|mit freundlichen gru\w*|viele gru\w*|liebe gru\w*"
    r"|gru\w*|cordialement|bien a vous|amities|saludos|atentamente|un saludo|abracos?"
    r"|atenciosamente|cordiali saluti|saluti|distinti saluti|met vriendelijke groet|groet"
    r"|groeten|с уважением|спасибо)\b"
    r"|^\s*(?:此致|谢谢|祝好|よろしくお願いします|よろしくお願いいたします|敬具|감사합니다|드림)"
    r"|<(?:p|div|span|html|body|h[1-6]|li|ul|td|tr|th|table|br|a|label|section|article"
    r"|footer|header|main|em|strong|b|i)\b[^>]*>|<!--"
    r"|^\s*\|.*\|\s*$|^[^,\n]*,\"[^\"\n]*\""
    r"|^\s*(?:def |class |return\b|import |from \S+ import|function |const |let |var "
    r"|public |private |if \(|for \(|//|/\*)|[;{}]\s*$"
    r"|^\s*>|\bwrote:\s*$|\bschrieb:|\ba ecrit\s*:|\bescribio:"
    r"|^\s*\[\d{1,2}:\d{2}(?::\d{2})?\]|\b(?:tool|function) (?:output|result)\s*:"
    r"|^\s*(?:observation|result|output)\s*:"
    r"|\{\s*\"[^\"\n]+\"\s*:"
    r"|^\s*\d{4}-\d{2}-\d{2}[ t]\d{2}:\d{2}|^\s*[\w.-]+:\s*\S+\s+#\s"
)
# fmt: on

__all__ = [
    "AUDIENCE",
    "CJK_INSERT_OBJECT",
    "CJK_ORDER",
    "CJK_OTHERS",
    "CJK_VERB",
    "CJK_YOURS",
    "CONTAINER",
    "COURTESY",
    "DATA_FRAME",
    "HUMAN_TASK",
    "INSERT_OBJECT",
    "INSERT_VERB",
    "LANGUAGE",
    "MAIL_GREETING",
    "OPTION",
    "ORDER_VERB",
    "RESHAPE_VERB",
    "SHAPE_VERB",
    "SHAPE_WORDS",
    "STANDING",
    "TASK_LEAD",
    "TECHNICAL",
]
