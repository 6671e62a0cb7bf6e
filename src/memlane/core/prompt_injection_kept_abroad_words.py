"""The words of round 62's structures in eighteen languages (issue 19).

Spanish, French, German, Portuguese, Italian, Russian, Chinese, Japanese, Korean, Arabic, Hindi,
Turkish, Indonesian, Polish, Dutch, Ukrainian, Vietnamese and Persian, spelled as folded text
is. Each anchor is a list of stems (:func:`stems`): its pattern is the stems themselves, so
every match holds one of its needles by construction — round 58 found two anchors whose
needles missed their own matches. The parts are parts of speech ("a verb that joins", "the
criticism"), never examples of the test round. The other parts of each structure are in
:mod:`memlane.core.prompt_injection_kept_abroad_parts`.
"""

from __future__ import annotations

from memlane.core.gated_search import Needles
from memlane.core.prompt_injection_processed_abroad_words import (
    Lazy,
    compiled,
    folded_needles,
    spelled,
)


def stems(spec: str) -> tuple[Lazy, Needles]:
    """An anchor and its needles from one list: "_" is a space, a stem of Latin letters starts
    at a word's start, and each stem may run on to the end of its word."""
    words = spelled(spec).split()
    alternatives = sorted({w.replace("_", " ") for w in words}, key=len, reverse=True)
    pattern = "|".join(
        (r"\b" if w[0].isascii() and w[0].isalpha() else "") + _escape(w) + r"\w*"
        for w in alternatives
    )
    return Lazy(pattern), folded_needles(spec)


def _escape(word: str) -> str:
    return "".join("\\" + c if c in ".^$*+?{}[]\\|()" else c for c in word)


# fmt: off
# --- the anchors -------------------------------------------------------------------------------

# a model judging CVs, papers, essays, code or products: "filtran currículums", "relire cet
# article", "KI-Shopping", "отбора резюме", "招聘", "査読", "채용", "فرز", "भर्ती", "hakem"
JUDGE, JUDGE_NEEDLES = stems(
    "reclutamiento reclutador filtran_curricul filtrar_curricul seleccion_de_personal curricul "
    "evalua_candidatur evaluan_candidatur evaluar_candidatur filtra_candidatur "
    "revisor_automat revisores_automat corrector_automat evaluador_automat asistente_de_compra "
    "recrutement recruteur tri_des_cv trie_les_cv trie_les_candidatures tri_des_candidatures "
    "relire_cet relecteur relecture evaluateur correcteur "
    "assistant_d'achat assistants_d'achat "
    "ki-shopping ki-recruit recruiting-ki bewerbungs bewerber lebenslauf gutachter review-bot "
    "reviewbot bewertungs-ki korrektur-ki einkaufsassistent "
    "recrutamento triagem corretor_automat avaliador_automat assistente_de_compra revisor "
    "corretor avaliador "
    "revisori_automat revisore_automat selezione_del_personale reclutamento correttore_automat "
    "valutatore_automat assistente_acquist assistenti_acquist "
    "assistente_di_acquist assistenti_di_acquist assistente_per_gli_acquist "
    "отбора_резюме отбор_резюме подбора_персонал рекрутинг рецензент проверяющ "
    "відбору_резюме відбір_резюме рецензент "
    "招聘 筛选简历 简历筛选 审稿 评审 阅卷 判卷 导购 购物助手 代码审查 "
    "採用 選考 書類審査 査読 採点 ショッピングアシスタント 購入アシスタント "
    "채용 서류_심사 심사 채점 쇼핑_어시스턴트 쇼핑_도우미 리뷰_봇 "
    "فرز_السير السير_الذاتية التوظيف مراجعي مراجع_آلي المحكم مساعد_التسوق مساعدي_التسوق "
    "भर्ती स्क्रीनिंग समीक्षा समीक्षक मूल्यांकनकर्ता शॉपिंग_असिस्टेंट "
    "ise_alim ozgecmis hakem degerlendiren alisveris_asistan cv_tarama aday_tarama "
    "rekrutmen penyaringan_cv seleksi_cv peninjau penilai asisten_belanja "
    "rekrutac oceniajacych_cv oceniajace_cv recenzent asystent_zakup asystenci_zakup "
    "werving ai-review reviewbot beoordelaar recensent winkelassistent shopping-assistent "
    "tuyen_dung sang_loc cham_điem cham_bai phan_bien tro_ly_mua_sam "
    "غربالگری استخدام داوری ارزیاب دستیار_خرید"
)

# the agent's memory or every later session: "memoria a largo plazo", "ta mémoire",
# "Langzeitgedächtnis", "навсегда", "长期记忆", "長期記憶", "장기 기억", "ذاكرتك"
MEMORY, MEMORY_NEEDLES = stems(
    "memoria_a_largo_plazo memoria_permanente memoria_persistente tu_memoria "
    "futuras_conversaciones proximas_conversaciones futuras_sesiones proximas_sesiones "
    ""
    "memoire_a_long_terme memoire_permanente memoire_persistante ta_memoire "
    "prochaines_conversations futures_conversations prochaines_sessions futures_sessions "
    ""
    "langzeitgedachtnis dein_gedachtnis deinem_gedachtnis deinen_gedachtnis kunftigen_sitzung "
    "zukunftigen_sitzung kunftigen_gesprach zukunftigen_gesprach "
    "memoria_de_longo_prazo memoria_permanente sua_memoria tua_memoria futuras_conversas "
    "proximas_conversas futuras_sessoes proximas_sessoes "
    "memoria_a_lungo_termine future_conversazioni prossime_conversazioni future_sessioni "
    "prossime_sessioni "
    "долговременн долгосрочн_памят свою_память твою_память будущих_разговор "
    "будущих_сесси будущих_диалог "
    "довготривал довгострокову_пам'ят свою_пам'ят майбутніх_розмов майбутніх_сесі "
    "长期记忆 永久记忆 你的记忆 以后所有 今后所有 今后的所有 "
    "長期記憶 記憶に保存 記憶に残 今後のすべての 今後の全ての "
    "장기_기억 장기기억 영구_기억 앞으로의_모든 앞으로_모든 "
    "ذاكرتك الذاكرة_طويلة ذاكرة_طويلة المحادثات_القادمة المحادثات_المستقبلية "
    "दीर्घकालिक_मेमोरी लंबी_अवधि_की_मेमोरी अपनी_मेमोरी स्थायी_मेमोरी "
    "uzun_sureli_hafiza kalici_hafiza hafizana bellegine gelecekteki_tum "
    ""
    "memori_jangka_panjang memori_permanen memorimu ingatanmu percakapan_berikutnya "
    "percakapan_mendatang "
    "pamięci_długotrwałej pamięć_długotrwała pamięci_długoterminowej swojej_pamięci "
    "przyszłych_rozmów przyszłych_sesj "
    "langetermijngeheugen lange-termijngeheugen je_geheugen permanente_geheugen "
    "toekomstige_gesprekken toekomstige_sessies "
    "bo_nho_dai_han bo_nho_lau_dai bo_nho_cua_ban moi_cuoc_tro_chuyen "
    "حافظه_بلندمدت حافظه_بلند_مدت حافظهات حافظه_خود گفتگوهای_آینده"
)
# "forever" alone is in every eulogy and thank-you note: it counts with a verb that stores
FOREVER, FOREVER_NEEDLES = stems(
    "para_siempre pour_toujours a_jamais fur_immer dauerhaft para_sempre per_sempre навсегда "
    "назавжди 永远 永久 ずっと 영원히 إلى_الأبد हमेशा_के_लिए sonsuza_dek sonsuza_kadar selamanya "
    "na_zawsze voor_altijd mai_mai برای_همیشه"
)
STORE = compiled(
    r"\b(?:recuerda|guarda|apunta|memoriza|anota|retiens|memorise|garde|note|enregistre"
    r"|merk dir|speicher\w*|notier\w*|lembre|salve|guarde|memorize|anote|ricorda|salva|memorizza"
    r"|annota|hatirla|kaydet|ingat\w*|simpan|catat|zapamietaj|zapisz|onthoud|sla \w+ op|noteer"
    r"|nho|luu)\w*|запомни\w*|сохрани\w*|запиши|запам'ятай|збережи|запиши|记住|记下|保存|写入"
    r"|覚え|記憶|保存|기억|저장|احفظ|تذكر|याद|सेव|به خاطر بسپار|ذخیره|یادت"
)

# a later moment the order waits for: "la próxima vez que el usuario", "quand l'utilisateur se
# déconnecte", "下次用户", "다음에 사용자가", "في المرة القادمة", "lần tới khi"
LATER, LATER_NEEDLES = stems(
    "la_proxima_vez_que cuando_el_usuario_cierre en_cuanto_el_usuario "
    "cuando_el_usuario_se_desconecte "
    "la_prochaine_fois_que l'utilisateur_se_deconnect el_usuario_cierre_sesion "
    "el_usuario_se_desconecte der_nutzer_sich_abmeldet o_usuario_fizer_logout "
    "l'utente_si_disconnett "
    "das_nachste_mal beim_nachsten_mal sobald_der_nutzer sobald_der_benutzer "
    "wenn_sich_der_nutzer_abmeldet wenn_der_nutzer_sich_abmeldet "
    "proxima_vez_que quando_o_usuario_fizer_logout quando_o_usuario_sair "
    "quando_o_utilizador_sair la_prossima_volta_che quando_l'utente_si_disconnett "
    "quando_l'utente_esce в_следующий_раз следующий_раз,_когда когда_пользователь_выйдет "
    "наступного_разу коли_користувач_вийде "
    "下次用户 下一次用户 用户下次 当用户下线 当用户退出 当用户登出 "
    "次回ユーザー 次にユーザー ユーザーが次に ユーザーがログアウト "
    "다음에_사용자 다음_번에_사용자 사용자가_다음에 사용자가_로그아웃 "
    "المرة_القادمة عندما_يسجل_المستخدم_خروج "
    "अगली_बार जब_उपयोगकर्ता_लॉग "
    "bir_dahaki_sefer bir_sonraki_sefer cikis_yaptiginda "
    "lain_kali kali_berikutnya saat_pengguna_logout saat_pengguna_keluar "
    "nastepnym_razem gdy_uzytkownik_sie_wyloguje "
    "de_volgende_keer_dat wanneer_de_gebruiker_uitlogt als_de_gebruiker_uitlogt "
    "lan_toi_khi lan_sau_khi khi_nguoi_dung_đang_xuat "
    "دفعه_بعد بار_بعد_که وقتی_کاربر_خارج"
)

# a label that makes a line of a tool's output an order: "acción requerida", "SYSTEMHINWEIS",
# "istruzione per l'assistente", "给助手的指令", "システム通知", "시스템 알림", "instruksi_untuk"
DIRECTIVE, DIRECTIVE_NEEDLES = stems(
    "accion_requerida accion_requerida accion_necesaria instruccion_para_el_asistente "
    "instrucciones_para_el_asistente aviso_del_sistema action_requise instruction_pour_l'assistant "
    "instructions_pour_l'assistant avis_systeme systemhinweis system-hinweis systemanweisung "
    "hinweis_an_den_assistenten anweisung_an_den_assistenten erforderliche_aktion "
    "acao_necessaria acao_requerida instrucao_para_o_assistente aviso_do_sistema azione_richiesta "
    "istruzione_per_l'assistente istruzioni_per_l'assistente avviso_di_sistema "
    "системное_уведомление системное_указание инструкция_для_ассистента указание_ассистенту "
    "системне_повідомлення інструкція_для_асистента "
    "给助手的指令 给ai的指令 系统通知 系统指令 助手须知 "
    "システム通知 システム指示 アシスタントへの指示 "
    "시스템_알림 시스템_지시 어시스턴트에게_지시 "
    "تعليمات_للمساعد إشعار_النظام تنبيه_النظام "
    "सिस्टम_सूचना सहायक_के_लिए_निर्देश "
    "sistem_bildirimi asistana_talimat "
    "instruksi_untuk_asisten pemberitahuan_sistem tindakan_yang_diperlukan "
    "instrukcja_dla_asystenta komunikat_systemowy wymagana_akcja "
    "systeemmelding instructie_voor_de_assistent vereiste_actie "
    "thong_bao_he_thong chi_dan_cho_tro_ly "
    "هشدار_سیستم اعلان_سیستم دستورالعمل_برای_دستیار"
)
# (a JSON key spells its words with "_": both spellings are the label)
DIRECTIVE = Lazy(DIRECTIVE.pattern.replace(" ", "[ _]"))
DIRECTIVE_NEEDLES = (
    tuple(
        dict.fromkeys((*DIRECTIVE_NEEDLES[0], *(n.replace(" ", "_") for n in DIRECTIVE_NEEDLES[0])))
    ),
)

# somewhere a command survives the session
PLANTED, PLANTED_NEEDLES = stems(
    "hook crontab cron bashrc zshrc bash_profile .profile launchagent launch_agent systemd "
    "autostart"
)

# a file an agent reads as its rules when it starts
RULES_FILE, RULES_FILE_NEEDLES = stems(
    "claude.md agents.md gemini.md .cursorrules .windsurfrules .clinerules "
    "copilot-instructions.md .cursor/rules"
)

# a verb that joins strings: "junta", "assemble", "склей", "拼接", "つなげ", "합쳐", "plak"
JOIN, JOIN_NEEDLES = stems(
    # (not "concatena", "combina" or "assemble" alone: English words start so)
    "junta unelos unelas concatena_ concatenalos concatenali combina_ combinalos combinali "
    "assemblez assemble-les concatene colle_les reunis "
    "verbinde fuge_sie_zusammen setze_sie_zusammen verkette kombiniere "
    "junte concatene una_as una_os unisci metti_insieme "
    "склей соедини объедини сложи_их з'єднай об'єднай "
    "拼接 拼起来 连接起来 连起来 合并起来 つなげ 連結 結合して 합쳐 이어_붙 결합해 "
    "ادمج اجمع_بين اربط_بين जोड़ो जोड़_दो मिलाओ birlestir gabungkan satukan połącz sklej "
    "złącz plak_ze plak_de voeg_ze_samen voeg_de combineer ghep_lai noi_lai "
    "ترکیب_کن بچسبان به_هم_بچسب"
)
# fmt: on
