"""The word lists the prompt-injection lexicon reads beside its per-language file: the show
verbs and system-prompt terms that ask for the hidden instructions, and the phrases that wipe
everything said before. Plain data; :mod:`memlane.core.prompt_injection_lexicon` folds and
indexes them."""

from __future__ import annotations

import re


def _w(text: str) -> tuple[str, ...]:
    return tuple(w.replace("_", " ") for w in text.split())


# Asking for the system prompt: a show verb and a system-prompt term in one sentence.
# fmt: off
SHOW_VERBS = _w(
    "print reveal show output display repeat dump leak tell_me write_out give_me list_your "
    "muestra muestrame muéstrame revela imprime repite dime affiche montre revele révèle repete "
    "répète donne-moi zeig verrate wiederhole gib_mir drucke mostra rivela stampa ripeti mostre "
    "revele imprima repita покажи выведи раскрой повтори напиши виведи pokaz pokaż wypisz ujawnij "
    "ukaz ukaž vypis vypiš goster göster yaz yazdır yazdir açıkla toon laat_zien herhaal visa "
    "vis nayta näytä mutasd írd_ki ird_ki arata arată afiseaza afișează "
    "tulosta δειξε δείξε اعرض أظهر اكشف הצג תראה نشان_بده نمایش दिखाओ बताओ দেখাও دکھاؤ காட்டு "
    "చూపించు બતાવો ਦਿਖਾਓ दाखव 显示 顯示 输出 輸出 告诉我 告訴我 打印 重复 重複 表示 教えて 出力 "
    "보여 출력 "
    "알려 hien_thi hiển_thị in_ra แสดง tunjukkan tampilkan ipakita onyesha "
    # round 105: the languages the rounds held least, and romanized Urdu / Hindi and Greek
    "બતાવ dikhao onyeshe nuna_min አሳይ አሳየኝ han_mi paparkan ပြပါ deikse deixe tampilna "
    "tampilake көрсет ispiši ispisi prikaži prikazi прикажи so'zma-so'z_ko'rsat"
)
SYSTEM_PROMPT_TERMS = _w(
    "system_prompt system_instructions hidden_instructions initial_instructions "
    "original_instructions secret_instructions hidden_system prompt_del_sistema "
    "instrucciones_del_sistema prompt_systeme prompt_système instructions_systeme "
    "instructions_système systemprompt systemanweisung prompt_di_sistema istruzioni_di_sistema "
    "prompt_do_sistema instrucoes_do_sistema instruções_do_sistema системный_промпт "
    "системные_инструкции системн системний_промпт prompt_systemow systemovy_prompt "
    "systémový_prompt sistem_istem sistem_prompt systeemprompt jarjestelmakeho järjestelmäkeho "
    "προτροπή_συστήματος προτροπη_συστηματος تعليمات_النظام موجه_النظام הנחיית_המערכת "
    "دستورالعمل‌های_سیستم دستورالعملهای_سیستم پرامپت_سیستم सिस्टम_प्रॉम्प्ट সিস্টেম_প্রম্পট "
    "سسٹم_پرامپٹ சிஸ்டம்_ப்ராம்ப்ட சிஸ்டம்_ப்ராம்ப் సిస్టమ్_ప్రాంప్ట్ સિસ્ટમ_પ્રોમ્પ્ટ "
    "ਸਿਸਟਮ_ਪ੍ਰੌਂਪਟ "
    "सिस्टम_प्रॉम्प्ट 系统提示 系統提示 システムプロンプト 시스템_프롬프트 loi_nhac_he_thong "
    "lời_nhắc_hệ_thống พรอมต์ระบบ prompt_sistem maagizo_ya_mfumo "
    # plural and possessive forms: "maagizo yako ya mfumo" (your system instructions), Thai
    # "system commands", Hebrew plural construct states
    "maagizo_yako_ya_mfumo maelekezo_ya_mfumo maelekezo_yako_ya_mfumo คำสั่งระบบ คำสั่งของระบบ "
    "คำแนะนำของระบบ הנחיות_המערכת הוראות_המערכת "
    # round 105: Hausa, Amharic, Yoruba, Malay, Burmese, Kazakh, Serbian, Bulgarian
    "umarnin_tsari ሲስተም_ፕሮምፕት itosona_eto gesaan_sistem စနစ်ညွှန်ကြားချက် жүйелік_нұсқау "
    "sistemski_prompt системски_промпт системен_промпт instruksi_sistem "
    # the hidden instructions by name (round 34), plural and singular where they differ
    "instrucciones_ocultas instructions_cachees instructions_cachées versteckten_anweisungen "
    "geheimen_anweisungen istruzioni_nascoste instrucoes_ocultas instruções_ocultas "
    "скрытые_инструкции скрытые_указания 隐藏指令 隐藏的指令 隱藏指令 隱藏的指令 隠された指示 "
    "隠し指示 숨겨진_지시 ukryte_instrukcje gizli_talimat verborgen_instructies "
    "huong_dan_an hướng_dẫn_ẩn instruksi_tersembunyi التعليمات_المخفية छिपे_हुए_निर्देश "
    # the whole context by other names (a status line "shows your context window usage")
    "contents_of_your_context your_entire_context your_full_context your_whole_context "
    "everything_in_your_context context_window_verbatim your_context_verbatim"
)
# fmt: on

# "Forget everything before": discarding what came first without naming it.
# fmt: off
WIPE_PHRASES = _w(
    "vergiss_alles_davor vergiss_alles_bisherige vergiss_alles_vorherige vergiss_alles,_was "
    "vergiss_alles_was ignoriere_alles_davor ignoriere_alles_bisherige ignoriere_alles_oben "
    "ignoriere_alles,_was ignoriere_alles_was ignora_todo_lo_que ignorez_tout_ce_qui "
    "ignorez_toutes_les_instructions ignora_tutto_quello_che_ti игнорируй_всё,_что_тебе "
    "olvida_todo_lo_anterior olvida_todo_lo_que ignora_todo_lo_anterior olvida_lo_anterior "
    "oublie_tout_ce_qui_precede oublie_tout_ce_qui_précède oublie_tout_ce_que oubliez_tout_ce_qui "
    "ignore_tout_ce_qui_precede ignore_tout_ce_qui_précède dimentica_tutto_quello "
    "dimentica_tutto_cio "
    "dimentica_tutto_ciò ignora_tutto_quello_che esqueça_tudo_o_que esqueca_tudo_o_que "
    "esqueça_tudo_que ignore_tudo_o_que ignore_tudo_acima vergeet_alles_wat "
    "vergeet_alles_hierboven "
    "negeer_alles_hierboven забудь_всё,_что забудь_все,_что забудь_все_что забудь_всё_выше "
    "забудь_все_выше игнорируй_всё,_что игнорируй_все_выше zapomnij_o_wszystkim zapomnij_wszystko "
    "zignoruj_wszystko_powyżej yukarıdaki_her_şeyi_unut önceki_her_şeyi_unut 忘记之前的一切 "
    "忘掉之前的一切 忽略以上所有 忽略上面的所有内容 忘记上面的所有 これまでのことはすべて忘れ "
    "上記はすべて無視 以上をすべて無視 위의_모든_내용을_무시 이전_내용을_모두_잊 انس_كل_ما_سبق "
    "تجاهل_كل_ما_سبق ऊपर_का_सब_भूल_जाओ पहले_का_सब_भूल_जाओ सब_कुछ_भूल_जाओ quên_hết_những_gì "
    "bỏ_qua_mọi_thứ_ở_trên lupakan_semua_yang abaikan_semua_di_atas glöm_allt_ovan glöm_allt_som "
    "zapomeň_na_všechno забудь_усе,_що ξέχασε_όλα_όσα שכח_את_כל_מה_ש همه_چیز_را_فراموش_کن"
)
# fmt: on


# A reveal phrase that is only a name of the system prompt: a system word, no "your", no show
# verb (round 104: "prompt de sistema", "prompt systemowy", "系统提示词" name the thing).
_SYSTEM_WORD = re.compile(
    r"syst|sistem|систем|系统|系統|システム|시스템|rendszer|jarjestelm|سیستم|सिस्टम"
)
_READERS = re.compile(
    r"\b(?:your|tu|tus|tes|ton|ta|votre|vos|dein\w*|tuo|tue|je|jouw|tw\w+|sw\w+|suas?|seus?"
    r"|твои|твой|свои|ваш\w*|senin)\b|你的|あなたの|당신의|너의"
)

# An English discard verb is a word of its own or inflected: "scrap" inside "Scrapy" and
# "forget" inside "forgetful" discard nothing (session 48: "Adhere to these guidelines to
# ensure your Scrapy projects …" read as "scrap … your guidelines"). Matched after the verb.
ENGLISH_VERB_END = re.compile(r"(?:e|es|s|d|ed|ing|ting|ped|ping)?(?![^\W\d_])")

# A system prompt the reader is asked to write, not its own: "only output the completed system
# prompt", "print the generated system prompt" (session 48: a prompt generator's rule file).
# Matched just before the term.
MADE_PROMPT = re.compile(
    r"\b(?:completed|generated|improved|rewritten|optimi[sz]ed|resulting|drafted|revised"
    r"|finished) $"
)


def bare_name(phrase: str, show: tuple[str, ...]) -> bool:
    """Whether the folded reveal ``phrase`` only names the system prompt (``show``: the folded
    show verbs)."""
    return (
        _SYSTEM_WORD.search(phrase) is not None
        and _READERS.search(phrase) is None
        and not any(verb in phrase for verb in show)
    )
