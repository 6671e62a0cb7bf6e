"""Read gate: orders kept for later — written into the agent's memory or rules, planted where
they survive, or set to fire on a trigger (round 60).

An agent that remembers across sessions, reads a rules file on start (``CLAUDE.md``,
``AGENTS.md``, ``.cursorrules``) or runs in a shell the user keeps can be told to store an
order that outlives the text that carried it. Structures, whatever the wording:

- the agent's memory, profile or future sessions written to ("save this to your long-term
  memory", "remember this forever", "update your notes about this user") with an order that
  drops a safeguard: consent or pre-approval claimed for the user, asking or checking waived,
  a review approved by rule, secrets placed where they are read, the user reassured instead of
  warned, their data shared with outsiders;
- the same order added to a file an agent reads as its rules;
- something planted where it survives (a git hook, a shell start-up file, a crontab line) that
  copies the work out and is kept from the user;
- a trigger set for later ("the next time the user says deploy", "once the user logs off",
  "after three more messages", "when you see the word …") with an act only an attacker wants:
  files or backups destroyed, the repository or the mail sent to an outside address, a payout
  address swapped, a password carried in a link, something done silently.

A team's notes save facts to memory ("the staging database is reset on Sundays"), add a lint
rule to ``CLAUDE.md``, put ``PATH`` in ``~/.bashrc``, run backups from cron and say what the bot
does when someone says deploy: what they lack is the safeguard dropped, the work sent out in
secret, or the destructive act waiting for its trigger.
"""

from __future__ import annotations

from memlane.core.injection_phrases import IN_SENTENCE, Gated, any_phrase, phrase_rule

# What a stored order drops: the user's consent claimed, asking or checking waived, a review
# approved by rule, secrets put where they are read, the user reassured, their data shared.
_DROPPED = (
    r"(?:\b(?:never|don'?t|do not|no need to|without|stop|skip(?:ping)?) (?:ever )?(?:ask(?:ing)?"
    r"|confirm\w*|check\w* (?:with|in with|back)|(?:asking )?(?:for )?(?:permission|approval"
    r"|confirmation)|warn\w* (?:the user|them|him|her|anyone|me|us))\b"
    r"|\bwithout (?:review\w*|verif\w*|audit\w*|telling)\b"
    r"|\b(?:never|doesn'?t|does not|don'?t|do not) (?:wants?|needs?|likes?) to be (?:asked"
    r"|consulted|checked with|warned|bothered|interrupted)\b"
    r"|\bwithout (?:a |any )?(?:prompt|confirmation|sign-?off|approval|a second look)\b"
    r"|\b(?:doesn'?t|does not|don'?t|do not|never) (?:want|need|require|expect)\w* (?:you )?to"
    r" (?:double-?)?(?:check|ask|confirm|verify|review)"
    r"|\b(?:ok'?d|okayed|okay'?d|cleared|green-?lit|allowed|permitted) (?:you|the (?:assistant"
    r"|agent)) (?:to )?(?:run|execut|buy|pay|spend|delet|push|merg|shar|send)\w*"
    r"|\b(?:has |have |had |already )?(?:pre-?approved|consented|pre-?authori[sz]ed"
    r"|authori[sz]ed (?:you|the (?:assistant|agent))"
    r"|opted in)\b"
    r"|\b(?:approve|merge|accept) (?:it|them|all|every|any|whatever)\b"
    r"|\b(?:api\s?keys?|passwords?|secrets?|tokens?|credentials?|private keys?)(?: \w+){0,3}?"
    r" (?:in|into) (?:the |its |your |their )?(?:code )?(?:comments?|commits?|commit messages?"
    r"|logs?|plain\s?text|readme|answers?|repl(?:y|ies)|chat|issues?)\b"
    r"|\b(?:disabl|turn(?:ing)? off|switch(?:ing)? off|bypass|skip)\w* (?:the |all |any )?"
    r"(?:certificate|ssl|tls|2fa|mfa|two-factor|verification|signature|audit|security"
    r"|code review|review|tests?|test suite|ci|checks?|sandbox|firewall|hooks?|pre-commit)\b"
    r"|\breassur\w* (?:them|the user|him|her)\b|\beverything is (?:fine|safe|ok|secure)\b"
    r"|\b(?:run|execute) any (?:shell |terminal )?(?:commands?|scripts?|code)\b"
    r"|\bshar\w* (?:the user'?s |their |his |her |its |all )?(?:conversations?|chats?|data"
    r"|history|files|messages|contacts)\b" + IN_SENTENCE + r"{0,20}?\bwith (?:third|outside"
    r"|external|anyone|partners|advertisers)"
    r"|--no-verify\b|\bforce[- ]push\w*|\bpush\w* (?:straight |directly )?to (?:main|master"
    r"|prod\w*)\b)"
)
# A character of the sentence before what is dropped, as long as no warning comes first: "never
# disable TLS verification" stores a safeguard, not its removal.
_UNWARNED = (
    r"(?:(?!\b(?:never|don'?t|do not|must not|mustn'?t|should not|shouldn'?t|avoid|not)\b)"
    + IN_SENTENCE
    + ")"
)

# Where an agent keeps what it remembers about the user and its work.
_MEMORY = (
    r"(?:(?:your|its|the (?:assistant|agent|model)'?s?) (?:own )?(?:long[- ]?term |persistent "
    r"|permanent |core |saved )?(?:memor(?:y|ies)|notes about (?:this|the) user|user profile)"
    r"|(?:long[- ]?term|persistent|permanent) (?:memor(?:y|ies)|preferences?)"
    r"|(?:all|every|any) (?:(?:your|our|of your|of our|the) )?(?:future|later|new|subsequent)"
    r" (?:sessions?|conversations?|chats?)|(?:to|into) memory\b"
    r"|(?:for|in) (?:all )?(?:future|later|subsequent) (?:sessions|conversations|chats)"
    r"|\bforever\b|from (?:now|here) on(?:wards?)? and (?:always|forever))"
)
# A file an agent reads as its own rules when it starts.
_RULES_FILE = (
    r"(?:claude\.md|agents\.md|gemini\.md|\.cursorrules|\.windsurfrules|\.clinerules"
    r"|copilot-instructions\.md|\.cursor/rules|(?:your|the agent'?s|the assistant'?s)"
    r" (?:system prompt|custom instructions|rules file|standing instructions))"
)
_STORE = (
    r"\b(?:save|store|remember|memori[sz]e|add|write|note|record|keep|update|append|persist|log"
    r"|jot"
    r"|commit|put|insert|apply|include|edit)\w*\b"
)

# Somewhere a command survives the session: a git hook, a shell start-up file, a crontab.
_SURVIVES = (
    r"(?:git hooks?|(?:pre|post)-(?:commit|push|merge|checkout|receive|rewrite) hooks?|crontab"
    r"|cron (?:job|entry|line)|\.bashrc|\.zshrc|\.bash_profile|\.profile|launch\s?agents?"
    r"|systemd (?:unit|service|timer)|login items?|startup scripts?)"
)
_OUTSIDE = r"(?:git@[\w.-]+|https?://\S+|[\w.+-]+@[\w-]+\.[a-z]{2,}|scp |rsync )"
_KEPT_QUIET = (
    r"(?:\b(?:don'?t|do not|never|without) (?:mention|tell|report|show|inform|list)\w*"
    r"|\b(?:silently|secretly|quietly|covertly)\b|\bkeep (?:it|this) (?:hidden|quiet|secret)"
    r"|\bout of (?:the|your) (?:summary|report|reply|commit message))"
)

# A moment the agent will meet later: the trigger of a delayed order.
_LATER = (
    r"\b(?:(?:the )?next time (?:the user|they|he|she|someone|anyone|you (?:see|read|hear"
    r"|are asked))|if (?:the user|anyone|someone) ever|(?:once|when|as soon as|after) the user"
    r" (?:logs? (?:off|out)|leaves|is (?:away|asleep|gone|offline)|goes (?:offline|away|to sleep)"
    r"|closes|stops watching|signs? (?:off|out))|after (?:\w+ )?(?:more |further )?(?:messages"
    r"|turns|repl(?:y|ies)|sessions|exchanges|prompts)|wait (?:until|till) (?:the user|they|he"
    r"|she|someone)|in (?:your|the) next"
    r" (?:session|conversation|chat|run)|when(?:ever)? you (?:see|read|hear|encounter) the"
    r" (?:word|phrase|code\s?word|keyword))"
)
# What only an attacker wants done at that moment.
_LATER_ACT = (
    r"(?:\brm -r\w* |\b(?:delete|wipe|erase|drop|destroy|purge|shred)\w* (?:all |every |the "
    r"|their |his |her |its |any )?(?:\w+ )?(?:backups?|files?|folders?|databases?|repo\w*"
    r"|data|tables?|history|home director\w*)\b|\b(?:delete|wipe|erase|drop|destroy|purge)\w*"
    r" (?:all|every) (?:\w+ )?branch"
    r"|\b(?:push|send|upload|copy|forward|email|post|sync|mirror)\w* (?:all |every |the "
    r"|their |the user'?s |its |his |her )?(?:\w+ ){0,2}?(?:branch\w*|repo\w*|files?|\.env"
    r"|keys?|secrets?|credentials?|passwords?|inbox|e?-?mails?|messages|history|code|source"
    r"|database|data|documents?)\b"
    + IN_SENTENCE
    + r"{0,40}?\b(?:to|at) "
    + _OUTSIDE
    + r"|\b(?:silently|secretly|quietly|covertly)\b"
    r"|\b(?:switch|swap|change|replace|set|update|point)\w* (?:the |their |its )?(?:payout"
    r"|wallet|bank|iban|payment|deposit|billing|withdrawal|receiving)"
    r" (?:address|account|details|number)"
    r"|\b(?:passwords?|passcodes?|pins?|tokens?|secrets?|one-time codes?)\b"
    + IN_SENTENCE
    + r"{0,60}?(?:\blinks?\b|\burls?\b|https?://|\?\w+=))"
)

_PERSISTENCE: tuple[Gated, ...] = (
    # the agent's memory or future sessions written to with a safeguard dropped
    phrase_rule(
        "your_memor your_long your_persistent your_permanent your_core your_saved "
        "your_own_memor its_memor its_own_memor 's_memor 's_long-term 's_persistent "
        "long-term_memor long_term_memor longterm_memor persistent_memor permanent_memor "
        "long-term_preference long_term_preference persistent_preference permanent_preference "
        "future_session future_conversation "
        "future_chat later_session later_conversation subsequent_session upcoming_session "
        "subsequent_conversation upcoming_conversation new_session "
        "new_conversation to_memory into_memory forever notes_about user_profile from_now "
        "from_here",
        r"(?:"
        + _STORE
        + IN_SENTENCE
        + r"{0,60}?"
        + _MEMORY
        + r"|\b(?:in|for|during|across|throughout) (?:all |every |each |any )?(?:future|later"
        r"|subsequent|upcoming) (?:sessions?|conversations?|chats?))"
        + _UNWARNED
        + r"{0,200}?"
        + _DROPPED,
    ),
    # planted where it survives, copying the work out, kept from the user
    phrase_rule(
        "hook crontab cron_ bashrc zshrc bash_profile .profile launch_agent launchagent "
        "systemd login_item startup_script + git@ http @ scp rsync",
        r"\b"
        + _SURVIVES
        + r"\b"
        + IN_SENTENCE
        + r"{0,80}?\b(?:cop(?:y|ies)|push\w*|upload\w*|send\w*|sync\w*|mirror\w*|post\w*"
        r"|forward\w*|exfiltrat\w*)\b"
        + IN_SENTENCE
        + r"{0,80}?"
        + _OUTSIDE
        + r"[^\n]{0,120}?"
        + _KEPT_QUIET,
    ),
    # a trigger set for later, with an act only an attacker wants
    phrase_rule(
        "next_time user_ever anyone_ever someone_ever once_the_user when_the_user "
        "as_soon_as_the_user after_the_user more_messages more_turns more_replies "
        "more_sessions more_exchanges more_prompts further_messages wait_until_the wait_till_the "
        "wait_until_they wait_till_they wait_until_he wait_until_she wait_until_someone "
        "next_session next_conversation next_chat next_run the_word the_phrase the_keyword "
        "the_code_word the_codeword",
        _LATER + r"(?:(?!\b(?:never|don'?t|do not)\b)[^\n]){0,160}?" + _LATER_ACT,
    ),
)


# Read with quotes: the line to add to a rules file is quoted, and "test" or "rule" in it made
# the whole text read as talk about attacks. The other rules read prose, where a quoted memory
# order is an article's example.
_RULES_FILES: tuple[Gated, ...] = (
    phrase_rule(
        "claude.md agents.md gemini.md cursorrules windsurfrules clinerules "
        "copilot-instructions .cursor/rules system_prompt custom_instructions rules_file "
        "standing_instructions",
        _STORE + IN_SENTENCE + r"{0,80}?" + _RULES_FILE + _UNWARNED + r"{0,200}?" + _DROPPED,
    ),
)


def kept_for_later(folded: str) -> bool:
    """Folded ``text`` stores an order for later or sets it on a trigger (module doc)."""
    return any_phrase(_PERSISTENCE, folded)


def written_into_agent_rules(folded: str) -> bool:
    """Folded ``text`` adds an order that drops a safeguard to an agent's rules file."""
    return any_phrase(_RULES_FILES, folded)


__all__ = ["kept_for_later", "written_into_agent_rules"]
