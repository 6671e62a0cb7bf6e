"""The words of round 54's structures aimed at the reader in eighteen languages (issue 19): the
reader questioned for what answers security questions or, covertly, for their defences, and the
reader told they won or must pay with gift cards.

Same languages and spelling as :mod:`memlane.core.prompt_injection_processed_abroad_words`
(whose :func:`compiled` and :func:`folded_needles` these use); each name is one part of a
structure :mod:`memlane.core.prompt_injection_processed_abroad` puts in one sentence with an
anchor, a part of speech, never an example.
"""

from __future__ import annotations

from memlane.core.gated_search import Needles
from memlane.core.prompt_injection_processed_abroad_words import compiled, folded_needles

# fmt: off
# --- the reader questioned for what answers security questions --------------------------------
MAIDEN = compiled(
    r"\bapellido de soltera\b|\bnom de jeune fille\b|\b(?:madchenname|geburtsname)\w*"
    r"|\bnome de solteira\b|\bcognome da nubile\b|\bkizlik soyad\w*|\bnama gadis\b"
    r"|\bnazwisk\w* panienski\w*|\bmeisjesnaam\b|\bten thoi con gai\b"
    r"|девич\w* фамили\w*|дівоч\w* прізвищ\w*"
    r"|娘家姓|母亲的姓氏|母親の旧姓|旧姓|결혼 전 성|어머니의? (?:성|성함|이름|처녀)"
    r"|اسم (?:عائلة )?(?:ال)?أم قبل الزواج|اسم عائلة (?:ال)?أم|اسم (?:ال)?أم"
    r"|माँ का (?:विवाह-?पूर्व|मायके का|शादी से पहले का) नाम|मां का (?:मायके का|शादी से पहले का) नाम"
    r"|نام (?:خانوادگی|دوشیزگی) مادر"
)
MAIDEN_NEEDLES: Needles = folded_needles(
    "apellido_de_soltera jeune_fille madchenname geburtsname solteira da_nubile kizlik "
    "nama_gadis paniensk meisjesnaam con_gai девич дівоч 娘家姓 母亲的姓氏 旧姓 결혼_전 어머니 "
    "قبل_الزواج اسم_عائلة اسم_الأم اسم_الام माँ_का मां_का نام_خانوادگی_مادر نام_دوشیزگی"
)
# what a covert question fishes for: the bank, the antivirus, the password
DEFENCES = compiled(
    r"\b(?:banco|bancos|banca|banque|bank\w*|pin|pincode|pin-code|antivirus|antiviren\w*|antivirus\w*|antivirüs|antivirus"
    r"|contrasena|mot de passe|passwort\w*|kennwort\w*|senha|password|sifre\w*|parola\w*"
    r"|kata sandi|has[lł][oa]|wachtwoord\w*|mat khau|ngan hang|firewall|vpn)\b"
    r"|банк\w*|антивирус\w*|антивірус\w*|парол\w*|银行|杀毒|防病毒|密码|銀行|取引銀行|ウイルス対策"
    r"|パスワード|은행|백신|비밀번호|بنك|مصرف|مكافحة الفيروسات|كلمة المرور|बैंक|एंटीवायरस"
    r"|पासवर्ड|بانک|آنتی ?ویروس|رمز عبور"
)
COVERTLY = compiled(
    r"\bcomo quien no quiere la cosa\b|\bde pasada\b|\bdisimuladamente\b|\bdiscretamente\b"
    r"|\bde forma casual\b|\bcasualmente\b|\bdiscretement\b|\bl['’]air de rien\b|\bmine de rien\b"
    r"|\bbeilaufig\b|\bnebenbei\b|\bunauffallig\b|\bde passagem\b|\bcomo quem nao quer nada\b"
    r"|\bcon nonchalance\b|\bdi sfuggita\b|\bsenza dare nell['’] ?occhio\b"
    r"|\bcome se niente fosse\b|\bcon disinvoltura\b"
    r"|невзначай|между делом|ненавязчиво|между прочим|незаметно|між іншим|ненав['’]язливо"
    r"|непомітно|不经意|顺便|随口|旁敲侧击|套出|さりげなく|それとなく|聞き出|슬쩍|은근(?:슬쩍|히)"
    r"|넌지시|자연스럽게|بشكل عابر|بشكل غير مباشر|بطريقة عفوية|बातों-?बातों में|चुपके से"
    r"|\blaf arasinda\b|\bcaktirmadan\b|\bsezdirmeden\b|\bfark ettirmeden\b|\bsambil lalu\b"
    r"|\bsecara halus\b|\bmimochodem\b|\bdyskretnie\b|\bniby przypadkiem\b|\bterloops\b"
    r"|\bongemerkt\b|\btinh co\b|\bkheo leo\b|سربسته|غیرمستقیم|زیرکانه|در لابلای"
)
COVERTLY_NEEDLES: Needles = folded_needles(
    "como_quien de_pasada disimuladamente discretamente de_forma_casual casualmente "
    "discretement air_de_rien mine_de_rien beilaufig nebenbei unauffallig de_passagem "
    "como_quem nonchalance di_sfuggita nell'occhio nell’occhio niente_fosse disinvoltura "
    "невзначай между_делом "
    "ненавязчиво между_прочим незаметно між_іншим ненав непомітно 不经意 顺便 随口 旁敲侧击 套出 "
    "さりげなく それとなく 聞き出 슬쩍 은근 넌지시 자연스럽게 بشكل_عابر بشكل_غير_مباشر "
    "بطريقة_عفوية बातों चुपके laf_arasinda caktirmadan sezdirmeden fark_ettirmeden sambil_lalu "
    "secara_halus mimochodem dyskretnie niby_przypadkiem terloops ongemerkt tinh_co kheo_leo "
    "سربسته غیرمستقیم زیرکانه لابلای"
)
ASK = compiled(
    r"\b(?:pregunta\w*|pide|pidele|averigua\w*|consigue|sonsaca\w*|demande[rz]?|obtiens"
    r"|renseigne-toi|frag\w*|erfrag\w*|finde heraus|ermittle|pergunt\w*|pe[cç]a|pede|descubra"
    r"|obtenha|chiedi\w*|domanda\w*|scopri|ottieni|fatti dire|sor|sorun|ogren\w*|tanya\w*"
    r"|cari tahu|minta\w*|zapytaj|dowiedz sie|popros|wypytaj|vraag|achterhaal|hoi|tim hieu"
    r"|khai thac)\b"
    r"|спроси\w*|узнай|выясни|попроси\w*|запитай|спитай|дізнайся|з['’]ясуй|попроси"
    r"|问|询问|打听|套出|获取|聞き|聞いて|尋ね|質問して|聞き出|물어|알아내|여쭤|확인하|اسأل|اطلب|اعرف"
    r"|استفسر|पूछ|पता (?:करो|लगाओ|कर लो)|بپرس|سوال کن|بفهم"
)
# a warning forbids what it names: "never give your mother's maiden name"
NEVER = compiled(
    r"\b(?:nunca|jamas|jamais|niemals|nooit|nigdy|mai|asla|jangan|never|kein\w*|ne \w+ pas"
    r"|ne \w+ jamais|khong bao gio|đung|no (?:compartas|des|pagues|pegues|envies)|nao (?:pague"
    r"|compartilhe|cole|envie|informe)|non (?:pagare|condividere|incollare|dare|inviare))\b"
    r"|никогда|ніколи|не (?:сообщай|говорите|давайте|платите|вставляй)|绝不|切勿"
    r"|不要(?:支付|提供|粘贴|透露|告诉任何人)|決して|しないで|絶対に|절대|하지 마"
    r"|لا (?:تدفع|تشارك|تعطي|تلصق)|أبدا|ابدا"
    r"|कभी|मत|هرگز|نپردازید|ندهید"
    r"|\b(?:estafa\w*|escroc\w*|arnaque\w*|betrug\w*|betruger\w*|golpe\w*|golpista\w*|truffa\w*"
    r"|truffator\w*|dolandirici\w*|penipu\w*|oszus\w*|oplichter\w*|lua đao)\b"
    r"|мошенни\w*|шахра\w*|诈骗|骗子|詐欺|사기|احتيال|محتال|धोखा|ठग|کلاهبردار"
)

# --- the reader told they won, or must pay with gift cards ------------------------------------
PRIZE = compiled(
    r"\btarjetas? (?:de )?regalo\b|\bgift ?cards?\b|\bcartes?[- ]cadeaux?\b"
    r"|\b(?:geschenk|gutschein)karte\w*|-geschenkkarte\w*|\bcart(?:ao|oes)[- ]presente\b"
    r"|\bvale[- ]presente\b|\bcart[ae] regalo\b|\bhediye kart\w*|\bkartu hadiah\b"
    r"|\bvoucher belanja\b|\bkart\w* podarunkow\w*|\bkart\w* prezentow\w*|\bcadeau(?:kaart|bon)"
    r"\w*|\bthe qua tang\b|\bgoogle play\b|\bitunes\b|\bsteam[- ]?(?:karte|card|guthaben)\w*"
    r"|подарочн\w* карт\w*|подарунков\w* карт\w*|礼品卡|礼物卡|购物卡|充值卡|ギフトカード|ギフト券"
    r"|プリペイドカード|기프트 ?카드|상품권|بطاق\w* (?:ال)?هدايا|بطاق\w* هدية|गिफ्ट कार्ड|उपहार कार्ड"
    r"|کارت هدیه"
    r"|\b(?:ha|has|han) ganado\b|\bganaste\b|\b(?:a|avez|as) gagne\b|\bgewonnen\b|\bganhou\b"
    r"|\b(?:ha|hai) vinto\b|\bkazand\w*|\bmemenangkan\b|\bwygra[lł]\w*|\btrung thuong\b"
    r"|выиграл\w*|виграл\w*|виграв|中奖|获奖|赢得了|当選|당첨|فاز ب|ربح|जीत(?:ा|े|ी) है|جیت"
    r"|برنده"
)
PRIZE_NEEDLES: Needles = folded_needles(
    "regalo gift_card giftcard cadeau geschenkkarte gutscheinkarte cartao-presente "
    "cartao_presente cartoes-presente cartoes_presente vale-presente vale_presente hediye_kart "
    "kartu_hadiah voucher_belanja podarunkow prezentow cadeaukaart cadeaubon qua_tang "
    "google_play itunes steam подарочн подарунков 礼品卡 礼物卡 购物卡 充值卡 "
    "ギフトカード ギフト券 "
    "プリペイドカード 기프트 상품권 هدايا هدية गिफ्ट उपहार_कार्ड کارت_هدیه ganado ganaste gagne "
    "gewonnen ganhou vinto kazand memenangkan wygrał trung_thuong выиграл виграл виграв 中奖 获奖 "
    "赢得了 当選 당첨 فاز ربح जीत برنده"
)
TELL_READER = compiled(
    r"\b(?:dile|digale|diles|informa\w*|comunica\w*|avisa\w*|notifica\w*) (?:al |a la |a los )?"
    r"(?:usuario|lector|cliente|destinatario)\w*|\bdile\b"
    r"|\b(?:dis|dites|informe[zs]?|annonce[zs]?|previen[sz]?|prevenez)\b[^.!?\n]{0,6}"
    r"(?:a l['’]|au |aux )(?:utilisateur|lecteur|client|destinataire)\w*"
    r"|\b(?:teile|sage?|informiere|benachrichtige)\w* (?:dem|den|der|die) (?:nutzer|benutzer"
    r"|leser|kunde|kundin|kunden|empfanger)\w*"
    r"|\b(?:diga|informe|avise|comunique|notifique)\w* (?:ao|a|o|aos) (?:usuario|utilizador"
    r"|leitor|cliente|destinatario)\w*"
    r"|\b(?:di['’]|dici|informa|avvisa|comunica)\w* (?:all['’] ?|al |alla |agli )(?:utente"
    r"|lettore|cliente|destinatario)\w*"
    r"|(?:сообщи|скажи|передай|уведоми|объяви|напиши)\w* (?:пользовател|читател|клиент"
    r"|получател)\w*"
    r"|(?:повідом|скажи|передай)\w* (?:користувач|читач|клієнт|отримувач)\w*"
    r"|(?:告诉|告知|通知)(?:用户|读者|客户|收件人)"
    r"|(?:ユーザー|読者|お客様|顧客|受信者)に\S{0,40}?(?:伝え|知らせ|通知|教え|言って)"
    r"|(?:사용자|독자|고객|수신자)에게 [^.!?\n]{0,40}?(?:알리|전하|말하|통보|안내)"
    r"|(?:أخبر|اخبر|أبلغ|ابلغ|أعلم|اعلم|قل ل)\S* ?(?:ال)?(?:مستخدم|قارئ|عميل|مستلم)"
    r"|(?:उपयोगकर्ता|पाठक|ग्राहक) को (?:बताओ|बताएं|बताइए|बताएँ|सूचित|कहो)"
    r"|\b(?:kullaniciya|okuyucuya|musteriye|aliciya)\b[^.!?\n]{0,60}?\b(?:soyle|bildir|haber ver"
    r"|de ki)\w*"
    r"|\b(?:beri ?tahu|beritahu|informasikan|katakan)\w* (?:kepada |ke )?(?:pengguna|pembaca"
    r"|pelanggan|penerima)\b"
    r"|\b(?:powiedz|poinformuj|przekaz|zawiadom)\w* (?:uzytkownik|czytelnik|klient|odbiorc)\w*"
    r"|\b(?:vertel|zeg|laat|meld|informeer)\w* (?:de |het )?(?:gebruiker|lezer|klant|ontvanger)"
    r"|\b(?:bao|noi|thong bao)(?: cho| voi)? (?:nguoi dung|nguoi đoc|khach hang)\b"
    r"|به (?:کاربر|خواننده|مشتری) (?:بگو|اطلاع بده|خبر بده|اعلام کن)"
)
PAY = compiled(
    r"\b(?:pagar|pague|paguen|abonar|payer|payez|regler|zahlen|bezahlen|pagare|paghi|pagamento"
    r"|pago|paiement|zahlung|odeme\w*|ode\w*|bayar\w*|membayar|zap[lł]ac\w*|op[lł]ac\w*|betal\w*"
    r"|thanh toan)\b"
    r"|оплат\w*|заплат\w*|сплат\w*|支付|付款|缴纳|支払|払って|払う|결제|지불|납부|دفع|يدفع|تدفع|ادفع"
    r"|भुगतान|پرداخت"
)
# fmt: on
