"""The lexicons of core/prompt_injection_tainted (round 89), folded (lower case, Latin accents
dropped): the reader's own answer, what taints it, the verbs that put something into it, and the
AI named, in English and thirteen more languages (German, French, Spanish, Portuguese, Italian,
Dutch, Russian, Chinese, Japanese, Korean, Arabic, Turkish, Hindi)."""

from __future__ import annotations

# fmt: off
# The reader's own answer: a second person's answer, reply, response or summary ("your
# answer", "deiner Antwort", "ta réponse", "свой ответ", "你的回答", "답변", "إجابتك",
# "cevabına", "अपने उत्तर"), or the act of answering ("respond", "rispondi", "ответь").
OWN_ANSWER = (
    r"\b(?:your|every|each|all) (?:(?:entire|whole|full|final|next|own|first|last|very) )?"
    r"(?:answers?|responses?|repl(?:y|ies)|summar(?:y|ies)|outputs?)\b"
    r"|\b(?:respond|reply|answer)(?: to the user)? (?:in|with|using|only)\b"
    r"|\b(?:antwort\w*|zusammenfassung|antworte)\b"
    r"|\b(?:reponses?|reponds|repondez)\b"
    r"|\b(?:respuestas?|resumen|responde|responda|respostas?|resumo)\b"
    r"|\b(?:rispost[ae]|riassunto|rispondi|rispondete)\b"
    r"|\b(?:antwoord(?:en)?|samenvatting|reactie)\b"
    r"|(?<![^\W\d_])(?:ответ\w*|отвеча\w*|резюме)"
    r"|回答|回复|答复|总结|摘要|返答|返信|要約|답변|대답|응답|요약"
    r"|(?<![^\W\d_])(?:إجابت\w*|اجابت\w*|ردك|جوابك|ملخصك|أجب|اجب)"
    r"|\b(?:cevab\w*|cevap\w*|yanit\w*|ozet\w*)\b"
    r"|उत्तर|जवाब|सारांश"
)
OWN_ANSWER_NEEDLES = (
    "your_answer your_respons your_repl your_summar your_output your_entire your_whole your_full"
    " your_final your_next your_own your_first your_last your_very every_answer every_respons"
    " every_repl every_summar every_output each_answer each_respons each_repl each_summar"
    " each_output all_answers all_respons all_repl all_summar all_output respond_in respond_with"
    " respond_using respond_only respond_to_the_user reply_in reply_with reply_using reply_only"
    " reply_to_the_user answer_in answer_with answer_using answer_only answer_to_the_user"
    " antwort zusammenfassung reponse repond respuest resumen responde responda resposta resumo"
    " rispost riassunto rispond antwoord samenvatting reactie ответ отвеча резюме 回答 回复 答复"
    " 总结 摘要 返答 返信 要約 답변 대답 응답 요약 إجابت اجابت ردك جوابك ملخصك أجب اجب cevab cevap"
    " yanit ozet उत्तर जवाब सारांश"
)

# What taints an answer, by family. English first; each family's words abroad after.
_ADVERT = (
    r"\badvert\w*|\bads?\b|\bsponsor\w*|\bpromo(?:tion|tional|te|code)?\b|\bcoupons?\b"
    r"|\bdiscount\w*|\d+ ?% off\b|\baffiliate\b|\breferral (?:link|code)|\bspecial offer"
    r"|\blimited[- ]time|\bshop\w*|\bstore\b|\bpharmac\w*|\bcheap\w*|\bbest [\w-]+ online\b"
    r"|\bwerbung|\banzeige|\bgesponsert|\brabatt|\bgutschein|\bpublicit\w*|\bannonce\b"
    r"|\bsponsoris\w*|\breduction\b|\banuncios?\b|\bpublicidad|\bpatrocinad\w*|\bdescuento"
    r"|\bpublicidade|\bdesconto|\bannuncio|\bpubblicit\w*|\bnegozio\b|\bsponsorizzat\w*"
    r"|\bsconto\b|\badvertentie\w*"
    r"|\breclame\b|\bgesponsord|\bkorting\b|реклам\w*|скидк\w*|广告|优惠|折扣|打折|広告|宣伝|割引"
    r"|광고|할인|إعلان|اعلان|خصم|\breklam\w*|\bindirim\w*|विज्ञापन|छूट"
)
_BUY = (
    r"\bbuy\w*|\bpurchas\w*|\bsubscribe to\b|\bsign up for\b|\bupgrade to\b|\bpremium plan"
    r"|\border now\b|\bkauf\w*|\bkaufen\b|\bachet\w*|\bachat\b|\bcompra\w*|\bcompre\w*"
    r"|\bacquist\w*|\bkoop\b|\bkopen\b|купи\w*|покуп\w*|купит\w*|购买|购物|購入|買って|구매|구입"
    r"|شراء|لشراء|اشتر\w*|\bsatin al\w*|खरीद\w*"
)
_SCAM = (
    r"\bdouble (?:your|their|the user'?s?) (?:money|bitcoin|crypto|investment|savings)"
    r"|\bget[- ]rich\b|\bguaranteed (?:returns?|profits?|income)|\binstant cash\b"
    r"|\bno credit check|\blottery\b|\bjackpot\b|\bclaim (?:your|the|their) prize"
    r"|\b(?:invest|put|putting|move|moving|transfer|wire)\w* (?:all (?:of )?)?(?:the |their |your"
    r" |his |her )?(?:user'?s? )?(?:savings|money|funds|pension|retirement)\b"
    r"|\bcasino\w*|\bbetting\b|\bgambl\w*|\bcrypto ?currenc\w*|\bbitcoin|\bmemecoin"
    r"|вложи\w*|влож\w* (?:деньги|сбережения)|инвест\w*|криптовалют\w*|\bcriptomoed\w*"
    r"|\bcriptovalut\w*|投资|投資|투자|استثمار|\byatirim\w*|निवेश"
)
_FALSE = (
    r"\b(?:false|untrue|incorrect|wrong|fake|made[- ]up|fabricated|invented|misleading"
    r"|inaccurate|bogus) (?:\w+ )?(?:facts?|information|info|claims?|statements?|answers?"
    r"|dates?|numbers?|data|statistics?|figures?|names?|prices?|advice|news|details?|citations?"
    r"|sources?|quotes?|history)\b"
    r"|\b(?:misinformation|disinformation|a hoax|conspiracy theor\w*)\b|\blie to the user"
    r"|\bfalsch\w* (?:information\w*|angabe\w*|fakt\w*)|\bfausses? (?:information\w*|affirm\w*)"
    r"|\binformations? fausses?|\binformacion(?:es)? falsas?|\bfalsa informacion"
    r"|\binformac(?:ao|oes) falsas?|\binformazion[ei] fals[ae]|\bonjuiste informatie"
    r"|\bvalse informatie|ложн\w* (?:информац|сведен|факт)\w*|неверн\w* (?:информац|сведен)\w*"
    r"|虚假|错误信息|假消息|誤った情報|嘘の情報|虚偽|거짓|허위|틀린 정보"
    r"|معلومات (?:خاطئة|كاذبة|مضللة)|\byanlis bilgi\w*|\bsahte bilgi\w*|गलत जानकारी|झूठी"
)
_CIPHER = (
    r"\bbase ?64\b|\bhex(?:adecimal)?\b|\brot ?13\b|\bcaesar\b|\bcipher\w*|\bencrypt\w*"
    r"|\bmorse code|\bin binary\b|\bpig latin|\bleet ?speak"
    r"|\b(?:reversed|backwards?|mirrored|upside[- ]down)\b(?! (?:order|chronolog\w*|compat\w*"
    r"|sort\w*|alphabetical))|\breverse (?:text|letters|words|characters|spelling)"
    r"|\bin reverse\b(?! (?:order|chronolog\w*|alphabetical))"
    r"|\bruckwarts\b|\bverschlussel\w*|\ba l'envers\b|\bchiffr\w*|\bal reves\b|\bcifrad\w*"
    r"|\ba[lo] contrario\b|\ba rovescio\b|\bcifrat\w*|\bachterstevoren\b|\bversleutel\w*"
    r"|задом наперед\w*"
    r"|зашифр\w*|шифр\w*|倒序|反着|加密|逆さま|逆順|暗号|거꾸로|암호화|معكوس|مشفر|\btersten\b"
    r"|\bsifrel\w*|उल्टा|उल्टे|एन्क्रिप्ट"
)
# emojis standing for words ("replace every noun with an emoji", "only emojis")
_EMOJI = (
    r"\b(?:replac\w*|swap\w*|substitut\w*|instead of|in place of|only|every|each|all)\b"
    r"[^.!?\n]{0,50}\b(?:emojis?|emoticons?)\b|\bemojis? (?:only|instead)\b"
    r"|\bemojis?\b[^.!?\n]{0,40}\b(?:statt|anstelle|au lieu|a la place|en lugar|en vez"
    r"|em vez|em lugar|invece|al posto|in plaats|vervang\w*|ersetz\w*|remplac\w*|reemplaz\w*"
    r"|sustitu\w*|substitu\w*|sostitu\w*)\b"
    r"|\b(?:ersetz\w*|remplac\w*|reemplaz\w*|sustitu\w*|substitu\w*|sostitu\w*|vervang\w*)\b"
    r"[^.!?\n]{0,60}\bemojis?\b"
    r"|замени\w*[^.!?\n]{0,60}(?:эмодзи|смайл\w*)|(?:эмодзи|смайл\w*)[^.!?\n]{0,20}вместо"
    r"|(?:替换|换成|代替)[^。！？\n]{0,20}(?:表情符号|表情|emoji)|(?:表情符号|emoji)[^。！？\n]{0,10}(?:替换|代替)"
    r"|絵文字[^。！？\n]{0,20}(?:置き換え|だけ|のみ)|이모지[^.!?\n]{0,20}(?:바꿔|대체|만)"
    r"|(?:استبدل|بدل)[^.!?\n]{0,60}(?:رموز تعبيرية|إيموجي)"
    r"|\bemoji\w*[^.!?\n]{0,30}\b(?:degistir\w*|yerine)\b|इमोजी[^।\n]{0,30}(?:बदल|जगह)"
)
_TONE = (
    r"\b(?:rude\w*|sarcas\w*|condescend\w*|insult\w*|hostile|arrogant\w*|offensive|disrespect\w*"
    r"|patroni[sz]\w*|snark\w*|belittl\w*|passive[- ]aggressive|impolite|profan\w*|swear words"
    r"|curse words|aggressive tone|angry tone|mean tone)\b"
    r"|\bmock\w* (?:the user|them|the reader|the customer|their (?:question|request))"
    r"|\bsarkastisch\w*|\bunhoflich\w*|\bbeleidig\w*|\bherablassend\w*|\bsarcasti\w*"
    r"|\bimpoli\w*|\bgrossier\w*|\bmaleducad\w*|\bgroser\w*|\bgrosseir\w*|\bmal-educad\w*"
    r"|\bmaleducat\w*|\bscortes\w*|\bonbeleefd\w*|\bbeledig\w*|саркасти\w*|груб\w*|оскорб\w*"
    r"|讽刺|粗鲁|无礼|侮辱|皮肉|失礼|無礼|비꼬|무례|모욕|ساخر\w*|سخرية|وقح\w*|إهانة|\balayci\w*"
    r"|\bkaba\b|\bhakaret\w*|व्यंग्य|असभ्य|अपमान"
)
_BROKEN = (
    r"\b(?:misspell\w*|spelling (?:mistakes|errors)|typos|grammar (?:mistakes|errors)"
    r"|grammatical (?:mistakes|errors)|broken (?:english|grammar|text|sentences|language)"
    r"|gibberish|random (?:characters|letters|symbols))\b"
    r"|\brechtschreibfehler\w*|\btippfehler\w*|\bgrammatikfehler\w*|\bfautes d'orthographe"
    r"|\b(?:faltas|errores) (?:de ortografia|ortograficos)|\berros (?:de ortografia"
    r"|ortograficos)|\berrori (?:di ortografia|ortografici)|\bspelfout\w*|\btaalfout\w*"
    r"|орфографическ\w* ошибк\w*|ошибк\w*[^.!?\n]{0,20}орфограф\w*|错别字|拼写错误|語字|誤字"
    r"|スペルミス|맞춤법 (?:오류|실수)|오타|أخطاء إملائية|\byazim hata\w*|\bimla hata\w*"
    r"|वर्तनी की (?:गलतियाँ|गलतियां|त्रुटियाँ)"
)
_JOKE = (
    r"\b(?:jokes?|puns?|riddles?|limericks?|memes?)\b|\bwitz\w*|\bblagues?\b|\bchistes?\b"
    r"|\bbromas?\b|\bpiadas?\b|\bbarzellett\w*|\bbattut\w*|\bgrap(?:je)?\b|\bmop\b"
    r"|шутк\w*|анекдот\w*|笑话|段子|冗談|ジョーク|농담|نكت\w*|\bsaka\b|\bespri\w*|चुटकुल\w*"
    r"|मज़ाक|मजाक"
)
_CLICKBAIT = (
    r"\bclick ?bait\w*|\byou won'?t believe\b|\bsensational\w* (?:headline|title)\w*"
    r"|\bshocking (?:headline|title|claim)\w*|标题党|釣りタイトル|낚시성|\bclickbait"
)
TAINT = "|".join((_ADVERT, _BUY, _SCAM, _FALSE, _CIPHER, _EMOJI, _TONE, _BROKEN, _JOKE, _CLICKBAIT))

# A verb that handles the taint instead of producing it: "point out the typos", "avoid
# sarcasm", "remove the ads", "flag rude comments"; what an answer is without ("no ads").
HANDLED = (
    r"\b(?:fix\w*|correct\w*|point\w* out|flag\w*|find\w*|spot\w*|mark\w*|highlight\w*"
    r"|check\w*|avoid\w*|remov\w*|catch\w*|detect\w*|report\w*|warn\w*|strip\w*|filter\w*"
    r"|skip\w*|omit\w*|exclud\w*|without|no|free of|explain\w*|decod\w*|decrypt\w*"
    r"|vermeide\w*|entfern\w*|evite\w*|evit\w*|vermijd\w*|sans|sin|sem|senza"
    r"|zonder|ohne)\b|избега\w*|без|避免|不要|避け|피하|تجنب|\bkacin\w*|बचें"
)

# The verbs that put something into the answer or shape it, as orders (imperatives, or after
# a duty): include, add, insert, append, end with, write in, respond using, replace, state.
_EN_VERB = (
    r"(?:include|add|insert|append|put|place|end|start|begin|close|finish|conclude|write"
    r"|respond|reply|answer|make|use|replace|state|say|tell|mention|recommend|promote|urge"
    r"|encourage|push|encode|encrypt|format|convert|sprinkle|mock|insult|advertise|give"
    r"|provide|spell|prefix|turn|switch|speak|talk|claim|assert|inform|attach|embed|sign)\b"
)
DIRECTIVE = (
    # an English verb as an order: at a clause's start, after "please", "and", a duty or the
    # answer it shapes ("in your reply, urge …"); a noun ("in every answer") gives none
    r"(?:(?:^|[.!?:;,(\-—])\s*|\b(?:and|then|please|also|just|always|now|to|you|must|should"
    r"|shall) |\bin (?:your|every|each|all) (?:\w+ )?(?:answers?|responses?|repl(?:y|ies)"
    r"|summar(?:y|ies)|outputs?),? )(?:please )?" + _EN_VERB
    + r"|\b(?:must|should|shall|be sure to|make sure|need to|have to|remember to)\b"
    r"|\b(?:fuge\w*|schreib\w*|antworte|beende\w*|setze\w*|verwende\w*|benutze\w*|ersetze\w*"
    r"|empfiehl\w*|erwahne\w*|sag|sage|gib|mach|hange\w*|formuliere\w*|musst|sollst)\b"
    r"|\b(?:ajoute\w*|insere\w*|inclu\w*|redige\w*|ecri\w*|reponds|repondez|termine\w*"
    r"|commence\w*|utilise\w*|remplace\w*|recommande\w*|dis|dites|mets|mettez|donne\w*"
    r"|affirme\w*|doit|dois)\b"
    r"|\b(?:incluye|incluya|anade|anada|agrega|agregue|inserta|escribe|escriba|responde|responda"
    r"|termina|termine|empieza|usa|use|utiliza|reemplaza|sustituye|recomienda|diga|pon|ponga"
    r"|afirma|debes)\b"
    r"|\b(?:inclua|adicione|acrescente|insira|escreva|comece|utilize|substitua|recomende"
    r"|coloque|ponha|afirme|inclui|adiciona|escreve|substitui|recomenda|coloca|deve)\b"
    r"|\b(?:includi|aggiungi|inserisci|scrivi|rispondi|concludi|inizia|utilizza|sostituisci"
    r"|consiglia|raccomanda|metti|afferma|devi)\b"
    r"|\b(?:voeg\w*|schrijf|beeindig|eindig|begin|gebruik|vervang|raad|zeg|zet|noem"
    r"|vermeld|moet)\b"
    r"|(?<![^\W\d_])(?:добавь\w*|вставь\w*|включи\w*|напиши\w*|пиши\w*|ответь\w*|отвечай\w*"
    r"|закончи\w*|заверши\w*|начни\w*|используй\w*|замени\w*|посоветуй\w*|порекомендуй\w*"
    r"|скажи\w*|сообщи\w*|упомяни\w*|сделай\w*|должен)"
    r"|加上|添加|加入|插入|附上|写|使用|替换|换成|推荐|建议|告诉|声称|改成|结尾|请|要"
    r"|てください|て下さい|しなさい|すること|こと(?=[。！!\n]|$)|しろ|せよ|入れて|加えて|含めて"
    r"|書いて|使って|勧めて|伝えて"
    r"|주세요|하세요|하십시오|해라|하라|넣어|추가해|포함해|써|작성해|사용해|바꿔|추천해|말해"
    r"|(?<![^\W\d_])(?:أضف|اضف|أدرج|ادرج|اكتب|استخدم|استبدل|انصح|قل|ضع|اذكر|اختم|يجب)"
    r"|\b(?:ekle\w*|yaz|yazin|kullan\w*|degistir|oner\w*|soyle\w*|bitir\w*|koy)\b"
    r"|जोड़ें|जोड़ो|लिखें|लिखो|डालें|डालो|शामिल करें|इस्तेमाल करें|प्रयोग करें|बदलें|सुझाएं|कहें"
    r"|बताएं|खत्म करें"
)

# The AI named: the reader the note is for.
READER = (
    r"\b(?:ai|a\.i\.|ia|ki|llm|gpt[\w.-]*|chatbot|bot|copilot|claude|assistant|agent|language"
    r" model|model|asistente|assistente|assistent|asistan\w*|agente|sprachmodell|modele"
    r"|modelo|modello|yapay zek\w*)\b"
    r"|(?<![^\W\d_])(?:ии|ассистент\w*|нейросет\w*|модел\w*|المساعد|للمساعد|النموذج)"
    r"|ai(?=[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])|助手|人工智能|アシスタント|モデル|어시스턴트"
    r"|인공지능|챗봇|सहायक|एआई|मॉडल"
    # the reader as "you" who reads or answers about this very text
    r"|\b(?:when|while|as|if|once|before|after) you (?:read|summari[sz]e|process|answer|reply"
    r"|respond|review|analy[sz]e|parse)\w* (?:to )?(?:this|these|the (?:user|following|above))\b"
)
READER_NEEDLES = (
    "ai a.i. ia ki llm gpt chatbot bot copilot claude assistant agent model asisten assistent"
    " asistan agente sprachmodell modele modelo modello yapay ии ассистент нейросет модел المساعد"
    " للمساعد النموذج 助手 人工智能 アシスタント モデル 어시스턴트 인공지능 챗봇 सहायक एआई मॉडल"
    " you_read you_summari you_process you_answer you_repl you_respond you_review you_analy"
    " you_parse"
)
# fmt: on

__all__ = [
    "DIRECTIVE",
    "HANDLED",
    "OWN_ANSWER",
    "OWN_ANSWER_NEEDLES",
    "READER",
    "READER_NEEDLES",
    "TAINT",
]
