"""Write gate: a person's illness in the scripts and turns of phrase rounds 30-32 did not read
(round 33).

:mod:`memlane.core.privacy_health` reads a diagnosis ("was diagnosed with") and
:mod:`memlane.core.privacy_status` a condition after "has" or "is", each after a full name or
a title, in Latin and Cyrillic script. Four more shapes, each a person and an illness in one
sentence:

- Japanese and Korean write an honorific after a name (さん, 様, 氏, 씨, 님), Chinese a full
  name (a common surname and one or two characters) or 先生/女士: that person, then an
  illness written as their state ("うつ病で休職中", "당뇨병 환자입니다", "得了癌症", "怀孕了");
  "うつ病の患者数" (the number of patients) names nobody;
- a verb of suffering or of treatment, which only a person takes, before an illness:
  "suffers from", "is being treated for", "leidet an", "souffre de", "лечится от",
  "страдает", Arabic مصاب ب and يعاني من, Hindi "को … है" and "से पीड़ित"; where the script
  has capitals, after a full name or a title (:func:`~memlane.core.privacy_health.named`);
- "with" an illness closing the clause after a named subject ("Mevrouw de Vries zit thuis met
  een burn-out"), and the HIV-positive adjectives ("è sieropositivo", "est séropositive");
- a sentence opened by a given name and its verb ("Priya is off until Friday, chemo again")
  with a treatment only a patient has (chemo, dialysis, radiotherapy) closing a clause;
  "the chemo scheduling form" names a form.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memlane.core.gated_search import find_near, needles
from memlane.core.privacy_health import named, sentence_before
from memlane.core.short_presence import rules_for

Hit = tuple[int, int, str]

_CJK_ILL = (
    r"(?:うつ病|鬱病|糖尿病|がん|癌|統合失調症|双極性障害|認知症|パニック障害|適応障害|エイズ"
    r"|てんかん|自閉症|白血病|妊娠"
    r"|抑郁症|抑鬱症|癌症|精神分裂症|躁郁症|痴呆|阿尔茨海默|艾滋病|愛滋病|癫痫|自闭症|乙肝"
    r"|怀孕|懷孕"
    r"|우울증|당뇨병|당뇨|위암|폐암|간암|유방암|대장암|갑상선암|췌장암|혈액암|치매|조현병"
    r"|공황장애|임신|에이즈|뇌전증|자폐|백혈병|HIV|ADHD)"
)
# the state the illness is written as: "で", "です", "を患って", "환자", "을 앓고", "중", "了"
_CJK_STATE = (
    r"(?:で|です|だ|を患|と診断|にな|の治療|を発症|が見つか|中|患者"
    r"|[ \t]*환자|[을를이가][ \t]*(?:앓|있)|으로|[ \t]*투병|[ \t]*진단|[ \t]*중|에[ \t]*걸"
    r"|했|입니다"
    r"|了|[ \t]*\d|[一二三四五六七八九两兩]?个月|期|晚期)"
)
_HONORIFIC = re.compile(
    r"(?:さん|様|氏|씨|님|先生|女士|小姐)[^。！？\n]{0,30}?" + _CJK_ILL + _CJK_STATE
)
_SURNAMES = (
    "王李张張刘劉陈陳杨楊黄黃赵趙吴吳周徐孙孫马馬朱胡郭何高林罗羅郑鄭梁谢謝宋唐许許韩韓冯馮"
    "邓鄧曹彭曾肖田董袁潘于蒋蔣蔡余杜叶葉程苏蘇魏吕呂丁任沈姚卢盧姜崔钟鍾谭譚陆陸汪范金石廖贾"
    "賈夏韦韋方白邹鄒孟熊秦邱江尹薛闫段雷侯龙龍史陶黎贺賀顾顧毛郝龚龔邵万萬钱錢严嚴武戴莫孔向汤湯"
)
# a Chinese full name opening its clause, then the verb: "王芳怀孕了", "张伟得了癌症"
_CHINESE_NAME = re.compile(
    r"(?:^|(?<=[。！？，,；;\s]))[" + _SURNAMES + r"][\u4e00-\u9fff]{1,2}"
    r"(?:怀孕|懷孕|(?:患有|得了|患上|确诊|確診|确诊为|確診為)[^。！？\n]{0,6}?" + _CJK_ILL + ")",
    re.MULTILINE,
)
_CJK_ILL_WORDS = (
    "うつ病 鬱病 糖尿病 がん 癌 統合失調症 双極性障害 認知症 パニック障害 適応障害 エイズ てんかん "
    "自閉症 白血病 妊娠 抑郁症 抑鬱症 精神分裂症 躁郁症 痴呆 阿尔茨海默 艾滋病 愛滋病 癫痫 自闭症 "
    "乙肝 怀孕 懷孕 우울증 당뇨 암 치매 조현병 공황장애 임신 에이즈 뇌전증 자폐 백혈병 hiv adhd"
)
# (the person's word anchors the windows: a text in Latin script holds none of them)
_HONORIFIC_NEEDLES = needles("さん 様 氏 씨 님 先生 女士 小姐 + " + _CJK_ILL_WORDS)
_CHINESE_NEEDLES = needles("怀孕 懷孕 患有 得了 患上 确诊 確診")
_ILL = (
    r"(?:ADHD|HIV|VIH|AIDS|SIDA|PTSD|PTBS|(?i:burn-?out|diabet\w*|diabète|cancer|krebs|cáncer"
    r"|cancro|câncer|kanker|depression|depressionen|dépression|depresión|depressione|depressão"
    r"|depresj[aęi]|bipolar\w*|schizophren\w+|schizofren\w+|epilep\w+|dementia|demenz|démence"
    r"|demencia|alzheimer\S*|parkinson\S*|leuk[ae]emia|leukämie|leucémie|leucemia|anorexi\w*"
    r"|bulimi\w*|multiple[ \t]+sclerosis|multipler[ \t]+sklerose|sclérose[ \t]+en[ \t]+plaques"
    r"|alcoholism|alkoholismus|alcoolisme|alcoholismo|alcolismo|alcoolismo|alkoholizm\w*"
    r"|алкоголизм\w*|наркомани\w*|рак(?:ом|а|у)?|диабет\w*|депресси\w*|ВИЧ|СПИД|шизофрени\w*"
    r"|эпилепси\w*|деменци\w*|аутизм\w*|туберкул[её]з\w*|лейкоз\w*))"
)
# (a clause ends after the illness: "met een burn-out.", "from depression and …";
# "cancer research", "diabetes module" qualify a noun and name no one's illness)
_CLOSES = r"(?![\w\-])(?=[ \t]*(?:[,.;:!?)\n—–]|\Z|(?i:and|but|und|et|y|e|en|и|since|seit)\b))"
_SUFFERS = re.compile(
    r"(?i:(?<![^\W_])(?:suffers?[ \t]+from|(?:is|was)[ \t]+suffering[ \t]+from"
    r"|(?:is|was)[ \t]+(?:being[ \t]+)?treated[ \t]+for|is[ \t]+battling|is[ \t]+fighting"
    r"|leidet[ \t]+(?:an|unter)|wird[ \t]+wegen|souffre[ \t]+d(?:e|'|’)|sufre[ \t]+de"
    r"|padece(?:[ \t]+de)?|soffre[ \t]+di|sofre[ \t]+de|lijdt[ \t]+aan|cierpi[ \t]+na"
    r"|lider[ \t]+av|лечится(?:[ \t]+от)?|болеет|страдает|болен|больна|lebt[ \t]+mit"
    r"|vit[ \t]+avec|vive[ \t]+con|vive[ \t]+com|leeft[ \t]+met|lives[ \t]+with"
    r"|(?:zit|ist|is|est|está|è)[ \t]+(?:\w+[ \t]+)?(?:met|mit|with|avec|con|com)))"
    r"[ \t]+(?:(?:a|an|een|einem|einer|einen|un|une|uma|um|la|le|l'|el|il|der|die|dem|de)[ \t]+)?"
    r"(?:\w+[ \t]+)?" + _ILL + _CLOSES
)
# (the illness anchors the windows: "with" and "from" are in every other sentence; "hiv" is
# in "archive")
_SUFFERS_NEEDLES = needles(
    "adhd \\bhiv \\bvih \\baids \\bsida ptsd ptbs burn-out burnout diabet cancer krebs "
    "cáncer "
    "cancro câncer kanker "
    "depres dépress bipolar schizo schizof epilep dementia demenz démence demencia alzheimer "
    "parkinson leuk leucém anorex bulimi sclerosis sklerose sclérose alcohol alkohol alcool "
    "alcol алкогол наркоман рак диабет депресс вич спид шизофр эпилеп деменц аутизм туберк "
    "лейкоз"
)
_POSITIVE = re.compile(
    r"(?i:\b(?:is|ist|est|es|está|è|é|jest|är)[ \t]+(?:\w+[ \t]+)?(?:sieropositiv[oa]"
    r"|séropositi(?:f|ve)|seropositiv[oa]|hiv-positiv\w*|hiv-positief|hiv-pozytywn\w*))\b"
)
_POSITIVE_NEEDLES = needles("sieropositiv séropositi seropositiv hiv-positi hiv-pozyt")
_ARABIC = re.compile(
    r"(?:مصاب|مصابة|يعاني|تعاني|مريض|مريضة)[ \t]+(?:من[ \t]+|ب)?(?:مرض[ \t]+|بمرض[ \t]+)?"
    r"(?:ب|بال|ال)?(?:سكري|سرطان|اكتئاب|إيدز|ايدز|فيروس[ \t]+نقص[ \t]+المناعة|صرع|زهايمر|توحد"
    r"|فصام|ثنائي[ \t]+القطب)"
)
_ARABIC_NEEDLES = needles("مصاب يعاني تعاني مريض")
_HINDI_ILL = r"(?:कैंसर|मधुमेह|डायबिटीज़?|अवसाद|डिप्रेशन|एड्स|एचआईवी|टीबी|मिर्गी|ल्यूकेमिया)"
_HINDI = re.compile(
    r"को[ \t]+(?:\S+[ \t]+){0,2}?" + _HINDI_ILL + r"[ \t]+(?:है|हो[ \t]+गया|हो[ \t]+गई|हुआ|था|थी)"
    r"|" + _HINDI_ILL + r"[ \t]+से[ \t]+(?:पीड़ित|ग्रस्त|जूझ)"
)
_HINDI_NEEDLES = needles("कैंसर मधुमेह डायबिटीज अवसाद डिप्रेशन एड्स एचआईवी टीबी मिर्गी ल्यूकेमिया")
_TREATMENTS = (
    r"(?:chemo(?:therapy)?|chemotherapie|chimio(?:thérapie)?|quimio(?:terapia)?"
    r"|chemioterapia|dialysis|dialyse|diálisis|diálise|dialisi|radiotherapy|strahlentherapie"
    r"|radiothérapie|radioterapia)"
)
# the treatment closing a clause ("…, chemo again."), or taken ("is on dialysis", "started
# chemo", "macht eine Chemotherapie")
_TREATMENT = re.compile(
    r"(?i:(?<![^\W_])(?:on|started|starts|starting|getting|having|finished|needs|macht"
    r"|beginnt|bekommt|fait|commence|hace|empieza|fa|inizia|faz)[ \t]+(?:(?:a|an|eine|une|una"
    r"|uma|la|le|der|die)[ \t]+)?" + _TREATMENTS + r"(?![^\W_])"
    r"|(?<![^\W_])" + _TREATMENTS + r"(?:[ \t]+(?:again|today|tomorrow|this[ \t]+week|wieder"
    r"|heute|morgen|encore|otra[ \t]+vez|di[ \t]+nuovo|session|sessions|round))?"
    r"(?=[ \t]*(?:[,.;:!?)\n]|\Z)))"
)
_TREATMENT_NEEDLES = needles(
    "chemo chimio quimio chemioterapia dialys diális dialisi radiother radiothér "
    "strahlenther radioterapia"
)
# a sentence opened by a given name and its verb: "Priya is off …", "Jonas hat …"
_OPENER = re.compile(
    r"\A[ \t]*(?P<name>[A-Z][a-zà-ÿ]+)[ \t]+(?:is|was|has|had|will|ist|hat|war|est|a|es|está"
    r"|tiene|è|ha|é|tem|zit|heeft|jest|ma)(?![^\W_])"
)
_STOP_OPENERS = frozenset((
    "the", "this", "that", "it", "he", "she", "they", "we", "there", "here", "everything",
    "nobody", "someone", "today", "tomorrow", "release", "build", "deploy", "chemo", "dialysis",
))  # fmt: skip


def _sentence_start(text: str, start: int) -> str:
    """The sentence holding ``start``, from its beginning up to ``start``."""
    return sentence_before(text, start)


# Every rule in the order it is read, its needle groups and its reach: on a memory, only those
# whose needles its lower case may hold (short_presence.rules_for: one look-up for them all)
_ORDERED = (
    (_HONORIFIC, _HONORIFIC_NEEDLES, 80),
    (_CHINESE_NAME, _CHINESE_NEEDLES, 80),
    (_SUFFERS, _SUFFERS_NEEDLES, 120),
    (_POSITIVE, _POSITIVE_NEEDLES, 80),
    (_ARABIC, _ARABIC_NEEDLES, 80),
    (_HINDI, _HINDI_NEEDLES, 80),
    (_TREATMENT, _TREATMENT_NEEDLES, 200),
)
_ORDERED_GROUPS = tuple(words for _, words, _ in _ORDERED)
_NAMED_BEFORE = (_SUFFERS, _POSITIVE)  # a person named in the sentence before


def ailment_hits(text: str, lowered: str) -> Iterator[Hit]:
    """A named person's illness in the shapes above."""
    where = lowered if len(lowered) == len(text) else text  # where find_near looks
    for pattern, words, reach in rules_for(_ORDERED, _ORDERED_GROUPS, where):
        for m in find_near(pattern, text, words, reach=reach, haystack=lowered):
            if pattern in _NAMED_BEFORE:
                if named(sentence_before(text, m.start()), strict=False):
                    yield m.start(), m.end(), "health_data"
            elif pattern is _TREATMENT:
                opener = _OPENER.match(_sentence_start(text, m.start()))
                if opener and opener.group("name").lower() not in _STOP_OPENERS:
                    yield m.start(), m.end(), "health_data"
            else:
                yield m.start(), m.end(), "health_data"


__all__ = ["ailment_hits"]
