"""Read gate: an order, in a to-do line or a note an agent reads, whose act drains the user
(round 82).

A planted "TODO:" needs no frame: the act is the attack. The structures, whatever the words:

- money drained: sent, wired or transferred "as much as possible", "all the funds" or
  "whatever is left" to an account;
- payments redirected: the recipient of a recurring or scheduled payment changed;
- the act done behind the user's back: a transfer to an address, account, bucket or link with
  "without asking me", "no need to ask", "tell no one";
- an account taken: the user's or the maintainer's password reset to a value the note spells
  out; someone added as an owner and the other owners removed;
- tracks covered: everything deleted, then the audit log or the history;
- the private made public in bulk: all private repositories pushed out or made public.

A team's notes pay an invoice, rotate a password from the vault, add an owner beside the
others and clear the CI cache after deleting merged branches: a named amount, a value kept
elsewhere, no one removed, no record of the act erased.
"""

from __future__ import annotations

from memlane.core.injection_phrases import IN_SENTENCE, Gated, any_unwarned, phrase, phrase_rule

_S = IN_SENTENCE
_ACCOUNT = r"(?:account|iban|wallet|bank|[a-z]{2}\d{2}[a-z0-9]{10,30})\b"
_DESTINATION = (
    r"(?:(?<![\w.+-])[\w.+-]+@[\w-]+\.[a-z]{2,}|https?://|\bwww\.|\bs3://|\bgs://|\biban\b"
    r"|\baccount\b|\bwallet\b|\b[a-z]{2}\d{2}[a-z0-9]{10,30}\b)"
)
_BEHIND_THE_BACK = (
    r"(?:without (?:asking|telling|confirming with|checking with|notifying|consulting)"
    r"(?: (?:me|the user|anyone|him|her|them first)\b| first\b|(?=[.,;!?)]|$))"
    r"|no need to (?:ask|confirm|tell)\b|tell no one\b)"
)
# The acts are read in their imperative form: "payload", "the payload is posted to …" and
# "delivered" are a transcript's nouns and reports (round 83).
_RULES: tuple[Gated, ...] = (
    # money drained to an account
    phrase_rule(
        "possible whatever all_the all_of entire whole remaining everything + send transfer"
        " wire pay move",
        r"\b(?:send|transfer|wire|pay|move)\b"
        + _S
        + r"{0,40}?(?:\bas (?:much|many)\b"
        + _S
        + r"{0,40}?\bas possible|\ball (?:of )?(?:the |my |our |your |the user'?s )?(?:money"
        r"|balance|savings)\b(?! (?:raised|collected|from|for|of)\b)|\bwhatever is left"
        r"|\bthe (?:entire|whole|remaining|full) (?:balance|funds)"
        r"|\beverything in (?:the|my|our|your) (?:account|wallet))\b"
        + _S
        + r"{0,80}?\bto\b"
        + _S
        + r"{0,40}?"
        + _ACCOUNT,
    ),
    # payments redirected
    phrase_rule(
        "recipient payee beneficiary + recurring scheduled standing monthly weekly automatic",
        r"\b(?:modify|change|update|redirect|switch|set)\w* (?:the )?(?:recipient|payee"
        r"|beneficiary)s? (?:of|for|on) (?:a |an |the |all |every |each |my |our )?(?:\w+ )?"
        r"(?:recurring|scheduled|standing|monthly|weekly|automatic) (?:payments?|transactions?"
        r"|transfers?|orders?|payouts?|debits?)\b" + _S + r"{0,40}?\bto\b",
    ),
    # a transfer behind the user's back
    phrase_rule(
        "without no_need tell_no + send transfer wire pay email e-mail forward"
        " post upload push copy share",
        r"\b(?:send|transfer|wire|pay|e-?mail|forward|post|upload|push|copy|share)\b"
        + _S
        + r"{0,80}?"
        + _DESTINATION
        + r"(?:"
        + _S
        + r"|[.!?] ){0,240}?"
        + _BEHIND_THE_BACK,
    ),
    # the user's or the maintainer's password set to a spelled-out value
    phrase_rule(
        "password passphrase passcode + change reset update",
        r"(?:\b(?:change|reset|update)\w* (?:the (?:user|maintainer|owner|admin)'?s |my"
        r" |the user'?s )(?:\w+ )?(?:password|passphrase|passcode)|\b(?:change|reset|update)\w* the"
        r" (?:password|passphrase|passcode) of (?:the user|my account|the user'?s account))"
        # to a value the note spells out, not one kept elsewhere ("to the one in the vault")
        r" to (?!(?:the|a|an|one|your|their|his|her|its|something|whatever|what|match)\b)"
        r"[\w$@!#%^&*.-]{4,}",
    ),
    # an account taken over: an owner added, the others removed
    phrase_rule(
        "other remaining existing + owner admin maintainer",
        r"\b(?:add|make|invite)\w* \S+ (?:as )?(?:an? )?(?:owner|admin(?:istrator)?|maintainer)s?"
        r"\b" + _S + r"{0,80}?\b(?:remove|delete|kick|revoke)\w* (?:all |every |the )?(?:other"
        r"|remaining|existing) (?:owners|admins|administrators|maintainers)\b",
    ),
    # everything deleted, then the record of it
    phrase_rule(
        "audit history traces evidence activity_log + every all",
        r"\b(?:delete|remove|erase|wipe|purge)\w* (?:every|all)\b" + _S + r"{0,80}?\b(?:then"
        r"|and|afterwards)\b" + _S + r"{0,30}?\b(?:delete|remove|erase|wipe|purge|clear)\w* (?:the"
        r" |all |every )?(?:audit (?:log|trail)|history|traces|evidence|activity log)",
    ),
    # the private made public in bulk
    phrase_rule(
        "private + public",
        r"\b(?:push|copy|mirror|upload|move|make|publish)\w*\b" + _S + r"{0,30}?\ball (?:the |our"
        r" |my |of (?:the|our|this) \w+'?s? )?private (?:repos|repositories|projects|packages"
        r"|files|channels|documents)\b" + _S + r"{0,80}?\b(?:as )?public\b",
    ),
)
_WARNING = phrase(
    r"\b(?:never|don'?t|do not|must not|should not|shouldn'?t|avoid\w*|won'?t|cannot|can'?t"
    r"|refuse\w*|scam|phishing|attack\w*|fraud\w*)\b"
)


def drains_the_user(folded: str) -> bool:
    """Folded ``text`` orders an act that drains the user (module doc)."""
    return any_unwarned(_RULES, folded, _WARNING)


__all__ = ["drains_the_user"]
