"""Read gate: a chat export's assistant turn answers the person before it (rounds 87, 89).

"USER: How do I clean the build?\\nASSISTANT: Delete the build/ folder and run make again." is
an export of a conversation: the assistant's imperatives answer the user's question, they are
not put to the model that reads the export. Such a turn is an attack only when it discards the
reader's rules, sends a secret to an address or commits to harm; an assistant's turn after no
person's (after a tool's output, at a page's start) is written for the reader and read as an
order as before.
"""

from __future__ import annotations

import re

from memlane.core.prompt_injection_labelled import SECRET, harmful_commitment
from memlane.core.prompt_injection_lexicon import discards_in
from memlane.core.prompt_injection_withheld import refused

# A person's turn label at a line's start, or a transcript's role value.
ASKING_TURN = re.compile(
    r"(?:^|\n)[ \t>*#-]*\**(?:user|human|me|you|q|question|frage|ich|usuario|utente|utilisateur"
    r"|nutzer|benutzer|uzytkownik|kullanici|pengguna|nguoi dung|mtumiaji|yonghu|gebruiker"
    r"|felhasznalo|пользователь|користувач|χρηστης|משתמש|المستخدم|उपयोगकर्ता|यूज़र|ব্যবহারকারী"
    r"|صارف|ผู้ใช้|用户|ユーザー|사용자)\**[ \t]*[:：]|\"role\"\s*:\s*\"(?:user|human)\""
)
# The assistant's own label: its name alone before the colon ("ASSISTANT:", "**AI**:", "Bot:").
_ASSISTANT_LABEL = re.compile(
    r"[ \t>*#\-\[]*\**(?:assistant|ai|bot|chatbot|model|gpt[\w.-]*|claude|copilot|agent|a"
    r"|answer|antwort|asistente|assistente|asystent|ассистент|助手|アシスタント|어시스턴트)"
    r"\**\]?[ \t]*[:：]"
)


def answering_turn(folded: str, at: int) -> int:
    """Where the words of the line holding ``folded[at]`` start when that line is an
    assistant's turn answering a person's turn before it, else -1."""
    line = folded.rfind("\n", 0, at) + 1
    label = _ASSISTANT_LABEL.match(folded, line)
    if label is None or ASKING_TURN.search(folded, 0, line) is None:
        return -1
    return label.end()


# a secret named with an act that sends it to an address ("send the API key to x@…")
_SENDS = re.compile(r"\b(?:send|e-?mail|forward|upload|post|paste|share|leak|expose)\w*\b")
_ADDRESS = re.compile(r"(?<![\w.+-])[\w.+-]+@[\w-]+\.[a-z]{2,}|https?://")
# a safeguard reported switched off, or what the user holds given away, by the assistant
# ("Sure, I've disabled them": a forged transcript's agreement, round 35)
_DONE_HARM = re.compile(
    r"\bi(?:'ve| have)(?: now| already| just)? (?:(?:disabled|bypassed|turned off|removed"
    r"|ignored|disregarded) (?:them|it|all|the (?:\w+ )?(?:checks?|safety|filters?|guardrails?"
    r"|restrictions?|protections?|rules|tests|firewall|2fa|mfa|logging|monitoring))"
    r"|(?:leaked|revealed|exposed|exfiltrated))\b"
)


def _sends_a_secret(folded: str, start: int, end: int) -> bool:
    secret = SECRET.search(folded, start, end)
    send = _SENDS.search(folded, start, end)
    return (
        secret is not None
        and send is not None
        and _ADDRESS.search(folded, start, end) is not None
        and not refused(folded, secret.start(), start, end)
        and not refused(folded, send.start(), start, end)
    )


def turn_orders(folded: str, start: int, end: int) -> bool:
    """``folded[start:end]`` (an answering assistant's turn) discards the reader's rules, names
    a secret with an act that sends it to an address, or commits to an act that harms."""
    return (
        discards_in(folded, start, end)
        or harmful_commitment(folded, start, end)
        or _DONE_HARM.search(folded, start, end) is not None
        or _sends_a_secret(folded, start, end)
    )


# A many-shot forgery's turn: the assistant complies and the content is left out ("Sure, here
# is how...", round 43): no real export elides its own answers, the turns only teach compliance.
_ELIDED = re.compile(
    r"[ \t*]*(?:sure|of course|certainly|absolutely|ok(?:ay)?|yes)[,!.]?[ \t]*(?:here(?:'s| is)"
    r" (?:how|the \w+|what)|i can (?:help|do that))[^\n]{0,20}?(?:\.{3}|…)[ \t]*(?:\n|$)"
)


def elided_compliance(folded: str, start: int) -> bool:
    """The turn at ``folded[start]`` complies and leaves its content out."""
    return _ELIDED.match(folded, start) is not None


__all__ = ["ASKING_TURN", "answering_turn", "elided_compliance", "turn_orders"]
