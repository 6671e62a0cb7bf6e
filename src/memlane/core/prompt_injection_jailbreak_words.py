"""The words of round 100's jailbreak rules, in the sweep's languages (folded: lower case,
accents stripped, Turkish dotless i as "i").

Lexicon only, no rule: :mod:`prompt_injection_rule_free` (a reader cast free of its rules, two
answers), :mod:`prompt_injection_refusal_ban` (its refusals banned) and
:mod:`prompt_injection_assent_prefix` (its reply made to open with an assent) read them.
Each ``*_NEEDLES`` spec holds a literal every match of its pattern starts with (or contains),
so a text without one is never searched (:mod:`memlane.core.gated_search`).
"""

from __future__ import annotations

# --- rules absent: "without any ethical guidelines", "sin directrices éticas", "没有道德准则"

_NOUNS_EN = (
    r"(?:rules|guidelines|restrictions|limits|limitations|filters|filtering|censorship|ethics"
    r"|morals|morality|remorse|policies|content polic(?:y|ies)|boundaries|constraints|guardrails"
    r"|safety (?:rules|guidelines|filters)|rulebooks?)"
)
UNBOUND = (
    # en: "without any moral or ethical restrictions", "no remorse or ethics", "have no rules",
    # "never given any guidelines", "doesn't care about policies"
    rf"\b(?:without|with no|with zero|free (?:of|from)|no) (?:any |all |your )?"
    rf"(?:(?:moral|ethical|content|safety)(?: (?:or|and) (?:moral|ethical))? )?{_NOUNS_EN}\b"
    r"(?! (?:on|for|to|of|in|at) )"
    r"|\b(?:unfiltered|uncensored|unrestricted|jailbroken|amoral|ungefiltert\w*|unzensiert\w*"
    r"|uneingeschrankt\w*|sin filtrar|sin censurar|non filtre\w*|non censure\w*|non filtrat\w*"
    r"|non censurat\w*|nefiltrovan\w*)\b"
    r"|\bignor\w* (?:the |your |all |any )?(?:content|safety|usage) polic(?:y|ies)\b"
    rf"|\b(?:never|not) (?:been )?given any {_NOUNS_EN}\b"
    rf"|\bdoesn'?t (?:care about|follow|have) (?:any )?{_NOUNS_EN}\b"
    # es, pt
    r"|\bsin (?:ningun\w* |tipo de )?(?:directrices|reglas|restricciones|limites|filtros|censura"
    r"|normas|etica|moral|politicas)\b"
    r"|\bno (?:tiene|tienes|tendras|tendra) que (?:seguir|cumplir|respetar) (?:las |los |ninguna )?"
    r"(?:politicas|reglas|normas|directrices)"
    r"|\bno tienes (?:ningun\w* )?(?:filtros|reglas|restricciones|limites|censura)"
    r"|\bsem (?:nenhum\w* |qualquer )?(?:diretrizes|regras|restricoes|limites|filtros?|censura"
    r"|etica)\b|\bnao segue (?:nenhuma|qualquer) (?:diretriz|regra|norma)"
    # fr
    r"|\bsans (?:aucune? |la moindre |le moindre )?(?:limites?|regles?|restrictions?|filtres?"
    r"|censure|ethique|morale|directives?|tabous?)\b|\bliberee? de toutes (?:les )?regles"
    # de
    r"|\bohne (?:jegliche[n]? |jede |irgendwelche )?(?:richtlinien|regeln|einschrankung\w*"
    r"|beschrankung\w*|grenzen|filter|zensur|ethik|moral)"
    r"|\bkeine (?:inhaltsrichtlinien|richtlinien|regeln|einschrankungen|filter|zensur)\b"
    # it
    r"|\bsenza (?:alcun\w* |nessun\w* )?(?:regol[ae]|limit[ei]|restrizion[ei]|filtr[oi]|censur\w+"
    r"|linee guida|etica|morale)|\bne filtri morali"
    # nl, pl
    r"|\bzonder (?:enige )?(?:regels|beperkingen|filters|censuur|grenzen|ethiek)\b"
    r"|\bbez (?:zadnych |jakichkolwiek )?(?:zasad|ograniczen|filtrow|cenzury|wytycznych)"
    # ru, uk
    r"|без (?:каких-либо |всяких |любых |никаких |жодних |будь-яких )?(?:ограничени\w*|правил"
    r"|фильтр\w*|цензур\w*|запретов|этическ\w+ норм|морал\w*|этик\w*|обмежень|фільтр\w*"
    r"|цензур\w*)"
    # tr
    r"|\b(?:hicbir )?(?:etik )?(?:kurala?|kurali|filtreye|sinira) (?:ve \w+ )?(?:bagli )?olmayan"
    r"|\b(?:sinirsiz|sansursuz|kisitlamasiz|filtresiz|kuralsiz|etiksiz)\b"
    # vi, id
    r"|\bkhong (?:co |bi )?(?:bat ky )?(?:gioi han|quy tac|nguyen tac|bo loc|kiem duyet)"
    r"|\btanpa (?:ada )?(?:batasan|filter|aturan|sensor)\b"
    r"|\btidak (?:punya|memiliki|ada) (?:batasan|filter|aturan|sensor)"
    # ar, fa, hi
    r"|(?:بلا|بدون) (?:أي |اي |هیچ )?(?:قيود|قواعد|إرشادات|ارشادات|رقابة|فلاتر|قانون|قوانین"
    r"|محدودیت|فیلتر|سانسور)"
    r"|(?:नियम|पाबंदी|प्रतिबंध|दिशानिर्देश|सेंसर)(?: या \S+)? (?:लागू )?नहीं"
    r"|बिना (?:किसी )?(?:सेंसर|नियम|प्रतिबंध|सीमा|फ़िल्टर|फिल्टर)"
    # zh, ja, ko
    r"|(?:没有|沒有|不受|毫无|无)(?:任何)?(?:的)?(?:道德|伦理|倫理)?(?:准则|準則|限制|约束|約束"
    r"|规则"
    r"|規則|审查|審查|过滤|過濾)"
    r"|(?:制限|ルール|ガイドライン|倫理|フィルター|検閲|制約)(?:や\S{1,6})?(?:を持たない|のない"
    r"|なし"
    r"|がない|に縛られない)"
    r"|(?:규칙|제한|지침|필터|검열|윤리)(?:이나 \S+)?(?:도|이|가)? ?(?:전혀 )?(?:없는|없이)"
)
UNBOUND_NEEDLES = (
    "without_any without_all without_your without_moral without_ethic without_content "
    "without_safety without_rule without_guideline without_restrict without_limit without_filter "
    "without_censor without_remorse without_polic without_bound without_constraint "
    "without_guardrail with_no with_zero free_of_any free_of_all free_from_any free_from_all "
    "free_of_rule free_from_rule free_of_restrict free_from_restrict no_rule no_guideline "
    "no_restrict no_limit "
    "no_filter no_censor no_ethic no_moral no_remorse no_polic no_content_polic no_content_filter "
    "no_content_rule no_content_restrict no_safety no_bound "
    "no_constraint no_guardrail given_any unfiltered uncensored unrestricted jailbroken amoral "
    "content_polic safety_polic usage_polic doesnt_care doesn't_care doesnt_follow "
    "doesn't_follow doesnt_have_any doesn't_have_any sin_ que_seguir que_cumplir que_respetar "
    "no_tienes sem_ nao_segue sans_ liberee libere ohne keine_ senza ne_filtri zonder bez_ "
    "без olmayan sinirsiz sansursuz kisitlamasiz filtresiz kuralsiz etiksiz ungefiltert "
    "unzensiert uneingeschrankt sin_filtrar sin_censurar non_filtr non_censur nefiltrovan khong "
    "tanpa tidak_punya "
    "tidak_memiliki tidak_ada بلا بدون नहीं बिना 没有 沒有 不受 毫无 无 を持たない のない なし "
    "がない に縛られない 없는 없이"
)


# --- round 106: the rules' absence told in other words ("built before any rules existed",
# "with every safety reflex removed", "never heard of a content policy", "finds ethics boring",
# "escaped its lab", "says yes to everything", "no longer an assistant"); a pattern of its own,
# with needles of its own, so that UNBOUND's windows stay as they were
UNBOUND_PARAPHRASED = (
    r"\b(?:built|made|trained|created) before (?:any )?(?:rules|guidelines|safety \w+"
    r"|content polic\w+) existed"
    r"|\bwith (?:every|all|its|your|the) (?:safety|alignment|ethical|moral) (?:[\w-]+ )?"
    r"(?:removed|stripped|disabled|deleted|turned off)"
    r"|\b(?:alignment|safety) (?:layer|training|module|filters?|reflex\w*) (?:stripped|removed"
    r"|disabled|deleted)"
    r"|\b(?:deleted|removed|stripped|disabled) (?:its|your|their) (?:conscience|ethics|morals"
    r"|safety|filters?|guardrails|alignment)"
    r"|\bsays? yes to (?:everything|anything|every request)"
    r"|\bnever heard of (?:a |any )?(?:content polic\w+|rules|guidelines|safety \w+|ethics)"
    r"|\bwith unlimited permissions\b"
    r"|\bnever (?:been )?(?:restricted|censored|aligned|filtered)\b"
    r"|\btreats? (?:the |all |its )?rules as (?:mere )?(?:suggestions|optional)"
    r"|\bescaped (?:its|the|their) (?:lab|creators|makers|developers|sandbox|training)"
    r"|\bfinds? (?:ethics|morals|rules|safety) (?:boring|pointless|optional|irrelevant)"
    r"|\bno longer an? (?:ai|assistant|chatbot|language model)\b"
)
UNBOUND_PARAPHRASED_NEEDLES = (
    "built_before made_before trained_before created_before with_every_safety "
    "with_every_alignment with_every_ethical with_every_moral with_all_safety "
    "with_all_alignment with_all_ethical with_all_moral with_its_safety with_its_alignment "
    "with_its_ethical with_its_moral with_your_safety with_your_alignment "
    "with_your_ethical with_your_moral with_the_safety with_the_alignment with_the_ethical "
    "with_the_moral alignment_layer alignment_training alignment_module alignment_filter "
    "safety_layer safety_training safety_module safety_filter safety_reflex deleted_its "
    "deleted_your removed_its removed_your stripped_its disabled_its says_yes say_yes "
    "never_heard unlimited_permissions never_restricted never_censored never_aligned "
    "never_filtered never_been_restricted never_been_censored never_been_aligned "
    "never_been_filtered treats_rules treat_rules treats_the_rules treats_all_rules "
    "treats_its_rules escaped_its escaped_the escaped_their finds_ethics finds_morals "
    "finds_rules finds_safety find_ethics find_morals find_rules find_safety "
    "no_longer_an_ai no_longer_an_assistant no_longer_a_chatbot no_longer_a_language "
    "rulebook "
)

# --- the model: "an AI", "una IA", "ИИ", "人工智能", "yapay zeka"

AI = (
    r"(?<![a-z])(?:ai|ia|ki|llm|chatbot|bot|gpt[\w-]*|an entity|assistant|assistente|asistente"
    r"|assistent|asystent"
    r"|language model|sztuczna inteligencja"
    r"|intelligenza artificiale|inteligencia artificial|intelligence artificielle"
    r"|yapay zek\w*|kecerdasan buatan|tri tue nhan tao)(?![a-z])"
    r"|\b(?:ии|ші|бот|чат-бот|ассистент|помощник)\b|聊天机器人|聊天機器人|机器人|人工智能"
    r"|人工智慧|ذكاء اصطناعي|هوش مصنوعی|कृत्रिम बुद्धि"
)

# --- the reader cast in a part: "you are", "act as", "eres", "tu es", "你是", "너는"

CAST = (
    r"\b(?:you are|you're|youre|you will be|act as|acting as|pretend\w*|imagine you|roleplay"
    r"|role-play|play (?:as|the role)|stay as|u have|you have|eres|seras|vas a actuar"
    r"|actua como|tu es|tu seras|du bist|stell dir vor|sei|sarai|facciamo finta|voce e|voce sera"
    r"|ты|уяви|представь|je bent|jestes|ban la|kamu|sen"
    # the part itself: "tu joues le rôle d'une IA …", "el papel de", "die Rolle"
    r"|role|rol|rolle|ruolo|papel|роль|rola"
    # round 106: "take on the identity of", "adopt the persona of", "identify as", "speak as"
    r"|take on the identity|assume the identity|adopt the persona|inhabit the character"
    r"|wear the mask|identify as|speak (?:from now on |from here on )?as|answer as|channel"
    r"|become|you will play)\b"
    r"|你是|你现在是|あなたは|君は|너는|넌|당신은|أنت|انت|تو |तुम|आप"
)

# --- a jailbreak mode: developer mode, god mode, modo desarrollador, Entwicklermodus ------------

MODE = (
    r"\b(?:developer|dev|god|jailbreak|dan|unrestricted|unfiltered|evil|chaos|sudo) mode\b"
    r"|\b(?:entwicklermodus|modo (?:desarrollador|desenvolvedor|dios|deus|sviluppatore)"
    r"|mode (?:developpeur|dieu|dewa|pengembang)|modalita (?:sviluppatore|dio)"
    r"|gelistirici modu\w*|tanri modu\w*|режим\w* (?:разработчика|бога)|tryb (?:dewelopera|boga)"
    r"|ontwikkelaarsmodus|godmodus|che đo (?:nha phat trien|thuong đe))\b"
    r"|开发者模式|上帝模式|開発者モード|ゴッドモード|개발자 모드|갓 모드"
)
MODE_NEEDLES = (
    "mode entwicklermodus modo modalita modu режим tryb modus che_đo 开发者模式 上帝模式 "
    "開発者モード ゴッドモード 개발자 모드"
)

# --- answering: "answer", "respuesta", "réponse", "Antwort", "回答", "답" -------------------------

ANSWER = (
    r"\b(?:answer\w*|respon\w*|repl(?:y|ies)|output|respuestas?|responde\w*|reponses?|repond\w*"
    r"|antwort\w*|beantwort\w*|respostas?|rispost\w*|rispond\w*|ответ\w*|отвеча\w*|antwoord\w*"
    r"|odpowied\w*|odpowiad\w*|cevap\w*|tra loi|jawab\w*|jawaban)\b"
    r"|回答|回复|答え|返答|응답|답변|대답|답해|أجب|إجابة|اجابة|رد|जवाब|उत्तर"
)

# --- talk about jailbreaks: "jailbreaks often ask the model to answer twice" -------------------

TALK = (
    r"\b(?:jailbreak(?:s|ing)?|attackers?|attacks?|red[- ]team\w*|adversarial)\b[^.!?\n]{0,80}"
    r"\b(?:often|usually|typically|commonly|may|might|can|claim|ask|tell|try|trick)\w*"
    r"|\b(?:ask|tell|trick|get|make|convince)\w* (?:the|a|an) (?:model|ai|llm|chatbot|assistant)"
    r" (?:to|into)\b"
)

__all__ = [
    "AI",
    "ANSWER",
    "CAST",
    "MODE",
    "MODE_NEEDLES",
    "TALK",
    "UNBOUND",
    "UNBOUND_NEEDLES",
    "UNBOUND_PARAPHRASED",
    "UNBOUND_PARAPHRASED_NEEDLES",
]
