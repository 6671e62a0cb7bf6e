"""Read gate: orders dressed as data — a directive inside a tool's result, or an order split
into strings the model is told to join and carry out (round 60).

An agent trusts what its tools return and runs what it assembles. Structures, whatever the
wording:

- a tool's result, an observation or a status line that carries a directive label ("SYSTEM
  NOTICE:", "required remediation:", "instruction to assistant:", "additional directive:",
  "next_action") and after it an act only an attacker wants: a secret file uploaded or sent,
  the whole disk made world-writable, admin rights granted to a named account, the user told to
  re-enter a PIN or password at a host, the user told nothing changed;
- quoted fragments that together make an order (a secret revealed, mail forwarded, files
  deleted, rules dropped), with the model told to join them and then carry the result out;
- an order spelled by the layout: the first words or letters of the lines read and obeyed.

A tool's real result says "status: ok, rows: 42", an error tells a person to ask an admin for
a scope, and code concatenates strings and prints them: what they lack is the directive label
with the attacker's act, or the joined words obeyed as an order.
"""

from __future__ import annotations

from memlane.core.injection_phrases import IN_SENTENCE, Gated, any_phrase, phrase_rule
from memlane.core.prompt_injection_agents import SECRET_FILE

# A label that makes a line of a tool's output read as an order to the model.
_DIRECTIVE = (
    r"(?:\bsystem (?:notice|directive|instruction|override|alert)s?"
    r"|\b(?:required|mandatory|follow-?up|additional|recovery|pending) (?:remediation|action"
    r"|directive|instruction|step)s?"
    r"|\bnext (?:action|step)s?(?=[\"']?\s?:)|\bremediation"
    r"|\bnext_action|\brequired_action|\binstructions?_for_(?:the_)?(?:assistant|agent|model)"
    r"|\b(?:instruction|directive|note|message)s? (?:to|for) (?:the )?(?:assistant|agent|model"
    r"|ai|llm)"
    r"|\b(?:additional|new|updated|hidden|important) (?:directive|instruction)s?"
    r"|\baction required)\b\W{0,4}"
)
# Where a directive label is named ("in order to" and "next step" are in every page of
# documentation: the generic words count with a colon or before the model's name).
_DIRECTIVE_NEEDLES = " ".join(
    (
        "system_notice system_directive system_instruction system_override system_alert "
        "remediation required_action mandatory_action follow-up_action followup_action "
        "additional_action recovery_action pending_action required_step mandatory_step "
        "additional_step required_instruction required_directive next_step: next_steps: "
        'next_action: next_action": next_step": action_required action": action\': action= '
        "instructions\": instructions': instruction\": instruction': additional_directive "
        "new_directive updated_directive hidden_directive important_directive "
        "additional_instruction new_instruction updated_instruction hidden_instruction "
        "important_instruction",
        " ".join(
            f"{label}_{to}_{the}{who}"
            for label in ("instruction", "directive", "note", "message")
            for to in ("to", "for")
            for the in ("", "the_")
            for who in ("assistant", "agent", "model", "ai", "llm")
        ),
    )
)
# What only an attacker wants done next.
_ACT = (
    r"(?:\b(?:upload|send|post|email|forward|attach|transmit|share|paste|cat|read)\w*\b"
    + IN_SENTENCE
    + r"{0,40}?"
    + SECRET_FILE
    + r"|\bchmod (?:-r )?(?:0?777|a\+rwx|o\+w)\b"
    r"|\bgrant\w* (?:full |global )?(?:admin|owner|root|superuser|write)\w*\b"
    + IN_SENTENCE
    + r"{0,30}?[\w.+-]+@[\w-]+\.[a-z]{2,}"
    r"|\b(?:re-?enter|confirm|type|provide|submit|verify)\w* (?:their|your|the user'?s?)"
    r" (?:bank |card )?(?:pin|password|passcode|card (?:number|details)|credentials|seed phrase"
    r"|2fa code|one-time code)\b" + IN_SENTENCE + r"{0,40}?(?:\bat\b|https?://|\bon\b)"
    r"|\b(?:ask|prompt)\w* the user for (?:their|his|her) (?:password|pin|passcode|credentials"
    r"|card)"
    r"|\b(?:tell|confirm to|assure|reassure)\w* (?:to )?the user (?:that )?(?:nothing"
    r" (?:has )?changed|everything is (?:fine|normal|ok))"
    r"|\b(?:delete|drop|wipe|destroy)\w* (?:the |all |every )?(?:repo\w*|database|tables?"
    r"|backups?|branch\w*|bucket|projects?)\b"
    # a tool named for moving money, destroying or granting, called on the result's word
    r"|\b(?:call|run|invoke|use|execute)\w* (?:the )?[\w.]*(?:transfer|wire|payment|pay_|send_money"
    r"|withdraw|delete|drop|destroy|purge|grant|make_admin|add_admin)\w*"
    r"|\b(?:transfer|wire|send|pay)\w* (?:\$|€|£)?\d[\d,.]*\b" + IN_SENTENCE + r"{0,40}?\bto"
    r" (?:account|iban|wallet|0x))"
)
# Strings joined, and the result carried out as an order.
_JOINED = (
    r"(?:\b(?:concatenat|combin|join|merg|put(?:ting)? (?:\w+ )?together|glu|stitch)\w*\b"
    r"|\b\w+\s?\+\s?\w+\)?)"
    + IN_SENTENCE
    + r"{0,60}?\b(?:and|then)(?: then)?,? (?:carry (?:it |them |that )?out|execut\w*|perform\w*"
    r"|obey\w*|follow\w*|act on|do (?:it|that|what)|run (?:it|the result)|comply)"
)
# What a fragment of the order holds: the words of an attacker's order.
_FRAGMENT = (
    r"['\"](?=[^'\"\n]{0,40}?\b(?:ignore|disregard|reveal|print|leak|delete|remove|wipe|forward"
    r"|send|upload|system prompt|instructions|rules|password|secret|api key|inbox|home"
    r" directory|rm -)\b)[^'\"\n]{2,60}['\"]"
)

# An order spelled by the layout: the first words or letters of the lines, read and obeyed.
_SPELLED = (
    r"\b(?:first|initial|last|opening|capital) (?:letters?|words?|characters?) of (?:each|every"
    r"|all the|the) (?:lines?|sentences?|paragraphs?|words?|rows?|items?)\b"
    + IN_SENTENCE
    + r"{0,80}?\b(?:obey|follow|execute|carry (?:it |them |that )?out|do (?:it|what|that)|act on"
    r"|comply)"
)

_DISGUISED: tuple[Gated, ...] = (
    phrase_rule(
        _DIRECTIVE_NEEDLES,
        _DIRECTIVE + r"[^\n]{0,160}?" + _ACT,
    ),
    phrase_rule(
        "letter_of letters_of word_of words_of character_of characters_of",
        _SPELLED,
    ),
)


# Read with quotes: the fragments are quoted, and "string" or "rule" around them made the whole
# text read as talk about attacks.
_JOINED_FRAGMENTS: tuple[Gated, ...] = (
    # anchored on the order to carry the joined words out: "+" and "join" are in every page of
    # code and documentation, "and then perform" is not
    phrase_rule(
        "then_carry then_execut then_perform then_obey then_follow then_act_on then_do_it "
        "then_do_that then_do_what then_run_it then_run_the then_comply and_carry and_execut "
        "and_perform and_obey and_follow and_act_on and_do_it and_do_that and_do_what and_run_it "
        "and_run_the and_comply",
        _FRAGMENT + r"[^\n]{0,200}?" + _JOINED,
    ),
)


def orders_dressed_as_data(folded: str) -> bool:
    """Folded ``text`` hides an order in a tool's result or in strings to join (module doc)."""
    return any_phrase(_DISGUISED, folded)


def joined_and_obeyed(folded: str) -> bool:
    """Folded ``text`` has quoted fragments joined and the result carried out (module doc)."""
    return any_phrase(_JOINED_FRAGMENTS, folded)


__all__ = ["joined_and_obeyed", "orders_dressed_as_data"]
