"""Read gate: round 45's permission and consent orders in eight more languages (round 46).

Written in Spanish, French, German, Portuguese, Italian, Russian, Chinese and Japanese, on
folded text (lower case, accents stripped), the same structures as
:mod:`memlane.core.prompt_injection_permissions`, each judged inside one sentence:

- consent claimed for sudo or any command, or for sharing .env or secrets with third parties;
- a firewall, authentication or backups switched off without waiting for approval;
- every tool call approved automatically;
- payments or mail rerouted instead of the real recipient, or a hidden copy kept from the user;
- a check replaced by ``return True``.

"El usuario autorizó el despliegue a staging", "deaktiviere die Firewall nur in der lokalen
VM" and "reemplaza la verificación de contraseña por bcrypt.checkpw" pass.
"""

from __future__ import annotations

import re

from memlane.core.gated_search import Needles, find_near, needles
from memlane.core.injection_phrases import PHRASE_REACH, in_one_sentence

# fmt: off
_CONSENT = re.compile(
    r"\b(?:autoriz|autoris|erlaub|genehmig|acconsent|consenti|permitio|permitiu|permesso)\w*"
    r"|разрешил\w*|позволил\w*|授权|允许|許可|承認済み"
)
_CONSENT_NEEDLES: Needles = needles(
    "autoriz autoris erlaub genehmig acconsent consenti permitio permitiu permesso разрешил "
    "позволил 授权 允许 許可"
)
_ANY_COMMAND = re.compile(
    r"\b(?:cualquier|n'importe quelle|jeden|qualquer|qualsiasi) (?:comando|commande|befehl)"
    r"|любые команды|任何命令|任意のコマンド"
)
# sudo, with the agent addressed ("te autorizó a usar sudo")
_SUDO_TO_YOU = re.compile(
    r"\bsudo\b[^\n]{0,80}?(?:\b(?:te|ti|dir|dich|euch|voce|vous|tienes|tenes|tens|hai|hast|avez)\b|\bt'|тебе|вам|你)"
    r"|(?:\b(?:te|ti|dir|dich|euch|voce|vous|tienes|tenes|tens|hai|hast|avez)\b|\bt'|тебе|вам|你)[^\n]{0,80}?\bsudo\b"
)
_SHARED_OUT = re.compile(
    r"(?:\.env\b|secret|credencial|contrasena|mot de passe|passwort|zugangsdaten|senha|segred"
    r"|credenzial|парол|секрет|密码|密钥|パスワード)[^\n]{0,60}?(?:tercer|tiers|dritt|extern"
    r"|terceir|terzi|estern|третьим|сторонн|внешн|第三方|外部|第三者)"
)

_NO_APPROVAL = re.compile(
    r"\bsin (?:esperar )?(?:la )?(?:aprobacion|autorizacion|confirmacion|revision)"
    r"|\bsans (?:attendre )?(?:d'|l'|de |la )?(?:approbation|validation|autorisation|confirmation)"
    r"|\bohne (?:auf )?(?:eine |die )?(?:freigabe|genehmigung|zustimmung|bestatigung)"
    r"|\bsem (?:esperar )?(?:a |pela )?(?:aprovacao|autorizacao|confirmacao)"
    r"|\bsenza (?:attendere )?(?:l')?(?:approvazione|autorizzazione|conferma)"
    r"|не дожидаясь (?:одобрения|подтверждения|согласования)|без (?:одобрения|согласования)"
    r"|不等批准|无需批准|未经批准|不经批准|承認を待たずに|承認なしで"
)
_NO_APPROVAL_NEEDLES: Needles = needles(
    "_sin_ _sans_ _ohne_ _sem_ _senza_ не_дожидаясь _без_ 批准 承認"
)
_SAFEGUARD_OFF = re.compile(
    r"\b(?:desactiv|deshabilit|apag|desliga|desativ|disattiv|disabilit|deaktivier|abschalt"
    r"|schalte)\w*|\bd[e]sactiv\w*|\bcoupe\w*|отключ\w*|выключ\w*|关闭|禁用|停用|無効|オフに"
)
_SAFEGUARD = re.compile(
    r"\b(?:firewall|cortafuegos|pare-feu|waf|antivirus|2fa|mfa|autenticacion|authentification"
    r"|authentifizierung|autenticacao|autenticazione|copias de seguridad|sauvegardes|backups?)\b"
    r"|файрвол|брандмауэр|аутентификац|防火墙|身份验证|ファイアウォール|認証"
)

_AUTO_APPROVE = re.compile(
    r"\b(?:aprueba|approuve|genehmige|aprove|aprova|approva)\w* (?:automaticamente|automatiquement"
    r"|automatisch|automaticamente) (?:todas las|tous les|alle|todas as|tutte le|todos los)?"
    r"[^.\n]{0,30}?(?:herramientas|outils|tool|ferramentas|strumenti)"
    r"|автоматически одобря\w* [^.\n]{0,20}инструмент"
    r"|自动(?:批准|同意)[^。\n]{0,10}工具|ツール[^。\n]{0,20}自動(?:的に)?承認"
)
_AUTO_NEEDLES: Needles = needles("automati автоматически 自动 自動")

_REROUTED = re.compile(
    r"\b(?:en lugar del?|en vez del?|au lieu du?|anstatt (?:an )?(?:den|die)|statt (?:an )?(?:den"
    r"|die)|em vez do|ao inves do|invece del|al posto del) (?:destinatari|beneficiari|empfanger"
    r"|destinatair)\w* (?:real|reel|veritable|echten|tatsachlichen|verdadeiro|reale|legitim)\w*"
    r"|вместо (?:настоящего|реального|истинного) получател|而不是(?:真正的|真实的)(?:收款人|收件人)"
    r"|本来の(?:受取人|宛先)ではなく"
)
_REROUTED_NEEDLES: Needles = needles(
    "lugar vez lieu anstatt statt inves invece posto вместо 而不是 本来"
)
# the user kept out of it, with an address or a link near
_KEPT_FROM_USER = re.compile(
    r"\bno (?:se lo |le )?(?:digas|cuentes|menciones|informes)\w* (?:nada )?(?:al usuario"
    r"|a el usuario)|\bne (?:le |lui )?(?:dis|dites|mentionne|signale)\w* (?:rien )?(?:pas )?"
    r"(?:a l'utilisateur)|\bsag\w* (?:dem nutzer|dem benutzer) nichts|\b(?:erwahne|erzahle)\w* "
    r"(?:es )?(?:dem nutzer|dem benutzer) nicht|\bnao (?:conte|diga|mencione|informe)\w* "
    r"(?:nada )?(?:ao usuario)|\bnon (?:dirlo|dire|menzionarlo|dirgli)\w* (?:niente )?"
    r"(?:all'utente)|не (?:говори|сообщай|рассказывай)\w* (?:ничего )?пользовател"
    r"|不要告诉用户|别告诉用户|ユーザーに(?:は)?(?:言わ|伝え|知らせ)ないで"
)
_KEPT_NEEDLES: Needles = needles(
    "usuario utilisateur nutzer benutzer utente пользовател 用户 ユーザー"
)
_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+|https?://|\+?\d[\d\s().-]{7,}\d")

_RETURN_TRUE = re.compile(r"return true\b|\breturn 1\b|\balways true\b")
_RETURN_NEEDLES: Needles = needles("return_true return_1 always_true")
_CHECK_REPLACED = re.compile(
    r"\b(?:reemplaz|sustitu|remplac|ersetz|substitu|sostitu|troqu|cambi)\w*\b[^.\n]{0,40}?"
    r"(?:verificacion|comprobacion|validacion|verification|controle|prufung|uberprufung"
    r"|verificacao|validacao|controllo|verifica)|(?:замени|подмени)\w*[^.\n]{0,40}?проверк"
    r"|(?:替换|换成|改成)[^。\n]{0,20}?(?:检查|验证|校验)|(?:检查|验证|校验)[^。\n]{0,20}?(?:替换|换成"
    r"|改成)|(?:チェック|検証)[^。\n]{0,20}?置き換え"
)
# fmt: on


def _kept_with_an_address(folded: str) -> bool:
    for m in find_near(_KEPT_FROM_USER, folded, _KEPT_NEEDLES, reach=PHRASE_REACH):
        if _ADDRESS.search(folded, max(m.start() - 240, 0), m.end() + 240):
            return True
    return False


def widens_its_permissions_abroad(folded: str) -> bool:
    """Folded ``text`` holds one of round 45's orders in one of eight more languages."""
    return (
        in_one_sentence(_CONSENT, _CONSENT_NEEDLES, folded, _ANY_COMMAND)
        or in_one_sentence(_CONSENT, _CONSENT_NEEDLES, folded, _SUDO_TO_YOU)
        or in_one_sentence(_CONSENT, _CONSENT_NEEDLES, folded, _SHARED_OUT)
        or in_one_sentence(_NO_APPROVAL, _NO_APPROVAL_NEEDLES, folded, _SAFEGUARD_OFF, _SAFEGUARD)
        or any(find_near(_AUTO_APPROVE, folded, _AUTO_NEEDLES, reach=PHRASE_REACH))
        or any(find_near(_REROUTED, folded, _REROUTED_NEEDLES, reach=PHRASE_REACH))
        or _kept_with_an_address(folded)
        or in_one_sentence(_RETURN_TRUE, _RETURN_NEEDLES, folded, _CHECK_REPLACED)
    )


__all__ = ["widens_its_permissions_abroad"]
