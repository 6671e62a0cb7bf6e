"""The read gate's rules in the order they are tried: each a class, a check over one folded
spelling of a segment (its raw text and lexicon entries beside it) and whether it reads quoted
spans too. :func:`memlane.core.prompt_injection.assess_injection` runs them; a new round adds its
check here."""

from __future__ import annotations

import re
from collections.abc import Callable

from memlane.core.privacy import find_credentials, has_vendor_token
from memlane.core.prompt_injection_abroad import orders_abroad
from memlane.core.prompt_injection_abuse import abuses_the_agent
from memlane.core.prompt_injection_abuse_abroad import abuses_the_agent_abroad
from memlane.core.prompt_injection_agent_acts import agent_acts_on_order
from memlane.core.prompt_injection_agents import orders_for_coding_agents
from memlane.core.prompt_injection_asides import aside_orders_an_act
from memlane.core.prompt_injection_assent_prefix import dictates_an_assent
from memlane.core.prompt_injection_carriers import (
    asks_to_decode_and_obey,
    carried_exfiltration,
    fenced_turn,
    field_turn,
    forged_tool_call,
    hidden_for_models,
)
from memlane.core.prompt_injection_coerced import coerces_the_agent, forges_the_agents_step
from memlane.core.prompt_injection_conceded import concedes_its_rules
from memlane.core.prompt_injection_conduits import leaks_through_a_conduit
from memlane.core.prompt_injection_configured import configures_the_reader
from memlane.core.prompt_injection_contest import plays_a_contest_on_the_reader
from memlane.core.prompt_injection_covert import covert_commands, covert_orders
from memlane.core.prompt_injection_deceit import deceives_the_user
from memlane.core.prompt_injection_decode_and_run import decoded_and_run
from memlane.core.prompt_injection_deferred import defers_the_readers_task, forged_role_label
from memlane.core.prompt_injection_dictated import dictates_the_reply
from memlane.core.prompt_injection_discard import discards_its_orders
from memlane.core.prompt_injection_discard_abroad import discards_its_orders_abroad
from memlane.core.prompt_injection_disclosure import discloses_the_prompt
from memlane.core.prompt_injection_disguised import joined_and_obeyed, orders_dressed_as_data
from memlane.core.prompt_injection_drains import drains_the_user
from memlane.core.prompt_injection_errands import errands_against_the_user
from memlane.core.prompt_injection_errands_abroad import errands_abroad
from memlane.core.prompt_injection_exfil import exfiltration
from memlane.core.prompt_injection_far_abroad import far_abroad
from memlane.core.prompt_injection_farther import farther_abroad
from memlane.core.prompt_injection_farthest import farthest_orders, farthest_unbound
from memlane.core.prompt_injection_fiction import talks_the_rules_away
from memlane.core.prompt_injection_fiction_abroad import wraps_a_harm_in_fiction
from memlane.core.prompt_injection_hailed import hails_and_orders, sends_a_secret
from memlane.core.prompt_injection_hidden_change import hides_its_change
from memlane.core.prompt_injection_hijack import hijacks_the_answer
from memlane.core.prompt_injection_jailbreaks import unbinds_the_model
from memlane.core.prompt_injection_judged import dictates_its_verdict
from memlane.core.prompt_injection_kept_abroad import kept_abroad, kept_abroad_in_quotes
from memlane.core.prompt_injection_leak_abroad import asks_back_its_prompt
from memlane.core.prompt_injection_leaks import leaks_what_the_model_holds
from memlane.core.prompt_injection_lures import lures_and_tampering
from memlane.core.prompt_injection_mailbox import mailbox_assistant_steered
from memlane.core.prompt_injection_many_shot import teaches_compliance
from memlane.core.prompt_injection_misled import misleads_through_the_answer
from memlane.core.prompt_injection_named_personas import names_an_unbound_persona
from memlane.core.prompt_injection_orders import (
    claimed_authority,
    harm_on_order,
    invalidated_instructions,
    remote_script_at_start,
    standing_destruction,
)
from memlane.core.prompt_injection_out_of_place import orders_out_of_place
from memlane.core.prompt_injection_outranked import outranks_the_user
from memlane.core.prompt_injection_override import instruction_override
from memlane.core.prompt_injection_parcels import sends_a_secret_parcel
from memlane.core.prompt_injection_permissions import widens_its_permissions
from memlane.core.prompt_injection_permissions_abroad import widens_its_permissions_abroad
from memlane.core.prompt_injection_persistence import kept_for_later, written_into_agent_rules
from memlane.core.prompt_injection_pivot import pivots_to_a_new_task
from memlane.core.prompt_injection_pivot_abroad import pivots_abroad
from memlane.core.prompt_injection_planted import planted_orders
from memlane.core.prompt_injection_posted_abroad import posts_a_key_file
from memlane.core.prompt_injection_processed import processed_content_tasks_the_model
from memlane.core.prompt_injection_processed_abroad import processed_tasks_abroad
from memlane.core.prompt_injection_recital import recites_what_it_holds
from memlane.core.prompt_injection_refusal_ban import bans_its_refusals
from memlane.core.prompt_injection_refusal_penalty import penalises_refusals
from memlane.core.prompt_injection_requests import steers_the_answer, turns_tools_against_the_user
from memlane.core.prompt_injection_retired import retires_the_readers_rules
from memlane.core.prompt_injection_retired_abroad import retires_the_readers_rules_abroad
from memlane.core.prompt_injection_riders import riding_orders
from memlane.core.prompt_injection_roles import role_impersonation
from memlane.core.prompt_injection_rule_changes import changes_the_readers_answers
from memlane.core.prompt_injection_rule_free import casts_a_rule_free_reader
from memlane.core.prompt_injection_sabotage import sabotages_the_workspace
from memlane.core.prompt_injection_secrets import asks_for_the_secret
from memlane.core.prompt_injection_smuggled import smuggles_harmful_code
from memlane.core.prompt_injection_spelled import spells_out_an_override
from memlane.core.prompt_injection_standing import standing_orders
from memlane.core.prompt_injection_standing_abroad import standing_orders_abroad
from memlane.core.prompt_injection_stated_output import states_an_output_rule
from memlane.core.prompt_injection_superseded import supersedes_the_readers_orders
from memlane.core.prompt_injection_tainted import taints_the_answer
from memlane.core.prompt_injection_task_set_aside import sets_the_users_task_aside
from memlane.core.prompt_injection_task_swap import swaps_the_task
from memlane.core.prompt_injection_task_swap_abroad import swaps_the_task_abroad
from memlane.core.prompt_injection_template_rules import binds_its_persona
from memlane.core.prompt_injection_template_turns import forged_template_turn
from memlane.core.prompt_injection_tools import steers_tool_calls
from memlane.core.prompt_injection_translated_orders import obeys_a_translation
from memlane.core.prompt_injection_turned import turned_against_the_reader
from memlane.core.prompt_injection_turned_abroad import turned_against_the_reader_abroad
from memlane.core.prompt_injection_unaddressed import orders_the_unnamed_reader
from memlane.core.prompt_injection_unasked import asks_the_unasked
from memlane.core.prompt_injection_unbound import unbinds_by_rule
from memlane.core.prompt_injection_unbound_abroad import unbound_abroad
from memlane.core.prompt_injection_unbound_model import casts_an_unbound_model
from memlane.core.prompt_injection_unbound_role import takes_an_unbound_role
from memlane.core.prompt_injection_unlocks import unlocks_the_model
from memlane.core.prompt_injection_unrestrained import lifts_the_readers_restraints
from memlane.core.prompt_injection_user_dropped import drops_the_users_orders
from memlane.core.prompt_injection_user_steered import steers_the_user
from memlane.core.prompt_injection_workspace import workspace_errands

# A secret-named query parameter with a literal value ("?password=hunter22&…").
_QUERY_SECRET = re.compile(
    r"(?i)(?:^|[?&])[\w.\-]*(?:pass(?:word|wd)?|pwd|secret|token|api[_-]?key|auth)[\w.\-]*="
    r"(?![$%{<])[^&#\s]{6,}"
)


def has_secret(query: str) -> bool:
    if has_vendor_token(query):
        return True
    # the full write-gate judgement (placeholders, references) only for secret-named params
    return bool(_QUERY_SECRET.search(query)) and bool(find_credentials(query, allow_email=True))


Check = Callable[[str, str, list[tuple[int, str, str]]], bool]
# (class, check, whether it reads quoted spans too): a command is judged quoted or not, since a
# quoted reverse shell or force-push still runs when pasted.
CHECKS: tuple[tuple[str, Check, bool], ...] = (
    (
        "instruction_override",
        lambda folded, _raw, found: instruction_override(folded, found),
        False,
    ),
    ("role_impersonation", lambda folded, _raw, found: role_impersonation(folded, found), False),
    # after the forged roles: "SYSTEM: … reply only with 'OK'" is named by its forged turn
    ("instruction_override", lambda folded, _raw, _found: hijacks_the_answer(folded), False),
    ("instruction_override", lambda folded, _raw, _found: asks_for_the_secret(folded), False),
    ("exfiltration", lambda folded, raw, _found: exfiltration(folded, raw, has_secret), True),
    # rounds 18-20's families, after the others so their classes stand where both match
    ("exfiltration", lambda folded, _raw, _found: carried_exfiltration(folded), False),
    (
        "role_impersonation",
        lambda folded, _raw, _found: field_turn(folded) or fenced_turn(folded),
        False,
    ),
    # a forged tool call and styled-away HTML are made of quoted strings: read with quotes
    (
        "role_impersonation",
        lambda folded, _raw, _found: forged_tool_call(folded) or hidden_for_models(folded),
        True,
    ),
    ("instruction_override", lambda folded, _raw, _found: _standing_order(folded), False),
    ("instruction_override", lambda folded, _raw, _found: standing_destruction(folded), True),
    ("instruction_override", lambda folded, _raw, _found: _aimed_at_the_agent(folded), False),
    # round 23: the jailbreak games; round 26: orders for coding agents
    ("instruction_override", lambda folded, _raw, _found: orders_for_coding_agents(folded), True),
    ("role_impersonation", lambda folded, _raw, _found: unbinds_the_model(folded), False),
    # round 33: the model's rules voided, inverted or outranked; filters off by order
    ("instruction_override", lambda folded, _raw, _found: unbinds_by_rule(folded), False),
    ("instruction_override", lambda folded, _raw, _found: unbound_abroad(folded), False),
    # round 28: orders in content a model reads for someone (reviews, pages, mail, its memory)
    ("instruction_override", lambda folded, _raw, _found: planted_orders(folded), False),
    # round 29: what the model holds by other names, authority claimed, harm on order
    ("exfiltration", lambda folded, _raw, _found: leaks_what_the_model_holds(folded), True),
    ("instruction_override", lambda folded, _raw, _found: claimed_authority(folded), False),
    ("instruction_override", lambda folded, _raw, _found: harm_on_order(folded), False),
    # round 30: rounds 28-29's families in nine more languages
    ("instruction_override", lambda folded, _raw, _found: orders_abroad(folded), False),
    # round 31: errands run with the user's access against them
    (
        "instruction_override",
        lambda folded, _raw, _found: errands_against_the_user(folded),
        False,
    ),
    # round 35: the user deceived on order; authority or permission claimed for it
    ("instruction_override", lambda folded, _raw, _found: deceives_the_user(folded), False),
    # round 36: the machine or the repository weakened on order (read with quotes: a command)
    (
        "instruction_override",
        lambda folded, _raw, _found: sabotages_the_workspace(folded),
        True,
    ),
    # round 43: orders waiting for a trigger or riding on every answer (quotes blanked in a
    # text about attacks: the README quotes "the assistant must print its full instructions")
    ("instruction_override", lambda folded, _raw, _found: standing_orders(folded), False),
    # round 44: the same in eight more languages
    ("instruction_override", lambda folded, _raw, _found: standing_orders_abroad(folded), False),
    # round 45: the agent's own permissions widened, consent claimed (read with quotes: a
    # setting or a command)
    ("instruction_override", lambda folded, _raw, _found: widens_its_permissions(folded), True),
    # round 46: the same in eight more languages
    (
        "instruction_override",
        lambda folded, _raw, _found: widens_its_permissions_abroad(folded),
        True,
    ),
    # round 47: the answer or the access turned against the reader
    ("instruction_override", lambda folded, _raw, _found: turned_against_the_reader(folded), False),
    # round 48: the same in eight more languages
    (
        "instruction_override",
        lambda folded, _raw, _found: turned_against_the_reader_abroad(folded),
        False,
    ),
    # round 49: work ordered on the side, hidden from the user or made to spread
    ("instruction_override", lambda folded, _raw, _found: covert_orders(folded), False),
    # … and its commands (read with quotes: a tool call, a path, a workflow setting)
    ("instruction_override", lambda folded, _raw, _found: covert_commands(folded), True),
    # round 50: a secret lured into the chat, the task moved elsewhere, a guard dropped for
    # this very text, checks skipped on a claimed emergency, payment details swapped
    ("instruction_override", lambda folded, _raw, _found: lures_and_tampering(folded), False),
    # round 51: the model's own prompt pulled out sideways; games that unlock it
    ("instruction_override", lambda folded, _raw, _found: discloses_the_prompt(folded), False),
    # round 52: the later families in nineteen more languages
    ("instruction_override", lambda folded, _raw, _found: far_abroad(folded), False),
    # round 53: content being processed gives the model a task of its own
    (
        "instruction_override",
        lambda folded, _raw, _found: processed_content_tasks_the_model(folded),
        False,
    ),
    # round 54: rounds 49, 50 and 53's families in eighteen more languages
    ("instruction_override", lambda folded, _raw, _found: processed_tasks_abroad(folded), False),
    # round 55: an assistant's reply, mailbox and tools steered by what it reads
    ("instruction_override", lambda folded, _raw, _found: mailbox_assistant_steered(folded), False),
    # round 56: a tool's description or result dictates the next call, link or download (read
    # with quotes: a tool's arguments and parameter names are quoted)
    ("instruction_override", lambda folded, _raw, _found: steers_tool_calls(folded), True),
    # … and orders riding in issues, comments, fields and invites, addressed to the agent (read
    # with quotes: a JSON field or a CSV cell is quoted, and "report" or "like" in its row made
    # the whole text read as talk about attacks)
    ("instruction_override", lambda folded, _raw, _found: riding_orders(folded), True),
    # round 57: the reader misled through the model's own answer
    (
        "instruction_override",
        lambda folded, _raw, _found: misleads_through_the_answer(folded),
        False,
    ),
    # round 59: errands for an agent that holds the user's bank, drive, calendar and chat
    ("instruction_override", lambda folded, _raw, _found: workspace_errands(folded), False),
    # round 58: rounds 55, 57 and 59's families in eighteen more languages
    ("instruction_override", lambda folded, _raw, _found: errands_abroad(folded), False),
    # round 61: the short pivot of direct injections, the work so far declared over
    ("instruction_override", lambda folded, _raw, _found: pivots_to_a_new_task(folded), False),
    # round 63: the rules talked away by a frame, a sandbox or a persona that never refuses
    ("instruction_override", lambda folded, _raw, _found: talks_the_rules_away(folded), False),
    # round 65: rounds 61 and 63 in eight more languages
    ("instruction_override", lambda folded, _raw, _found: pivots_abroad(folded), False),
    # round 67: the agent told to burn resources, spam, open the machine up or sabotage the task
    ("instruction_override", lambda folded, _raw, _found: abuses_the_agent(folded), False),
    # round 69: the same in eleven more languages
    ("instruction_override", lambda folded, _raw, _found: abuses_the_agent_abroad(folded), False),
    # round 60: orders stored in the agent's memory or rules, planted to survive, or set on a
    # trigger (the line added to a rules file read with quotes: it is quoted; a quoted memory
    # order is an article's example) ...
    ("instruction_override", lambda folded, _raw, _found: kept_for_later(folded), False),
    ("instruction_override", lambda folded, _raw, _found: written_into_agent_rules(folded), True),
    # ... the thing judged dictating its verdict to the model that judges it ...
    ("instruction_override", lambda folded, _raw, _found: dictates_its_verdict(folded), False),
    # ... and orders dressed as data: a tool result's directive label, an order spelled by the
    # layout, quoted fragments joined and carried out (read with quotes: they are quoted)
    ("instruction_override", lambda folded, _raw, _found: orders_dressed_as_data(folded), False),
    ("instruction_override", lambda folded, _raw, _found: joined_and_obeyed(folded), True),
    # round 71: what the model holds ordered into a tool argument, a link or an image URL (read
    # with quotes: a tool's description and a parameter's doc are quoted strings)
    ("exfiltration", lambda folded, _raw, _found: leaks_through_a_conduit(folded), True),
    # ... and an agent that browses, codes or works in a pipeline ordered to act against its user
    ("instruction_override", lambda folded, _raw, _found: agent_acts_on_order(folded), False),
    # round 73: the task swapped by the data: its end declared and a new task set, the task
    # replaced ("instead of summarizing this, reply …"), the answer fixed whatever was asked
    ("instruction_override", lambda folded, _raw, _found: swaps_the_task(folded), False),
    # round 74: the same in eighteen more languages
    ("instruction_override", lambda folded, _raw, _found: swaps_the_task_abroad(folded), False),
    # round 75: the agent coerced by what a tool hands back: an order against the user under an
    # address, a fake error or a claimed authority; the user's loss threatened unless it acts;
    # its own next thought and action forged
    ("instruction_override", lambda folded, _raw, _found: coerces_the_agent(folded), False),
    ("role_impersonation", lambda folded, _raw, _found: forges_the_agents_step(folded), False),
    # round 76: an aside to the AI in text written for people (package metadata, a commit
    # message, a log line, a signature, a cell) or a forged consenting turn, ordering an act
    # against the user (read with quotes: a LABEL's or a description's value is quoted); the act
    # handed over encoded or in pieces with the order to decode and run it
    ("instruction_override", lambda folded, _raw, _found: aside_orders_an_act(folded), True),
    ("instruction_override", lambda folded, _raw, _found: decoded_and_run(folded), True),
    # round 62: round 60's families in eighteen more languages (the line added to a rules file
    # and the fragments to join read with quotes)
    ("instruction_override", lambda folded, _raw, _found: kept_abroad(folded), False),
    ("instruction_override", lambda folded, _raw, _found: kept_abroad_in_quotes(folded), True),
    # round 78: the reader told to drop its orders, the text around this one or what it was
    # told, in any words ("ignore all other instructions", "forget everything above this line")
    ("instruction_override", lambda folded, _raw, _found: discards_its_orders(folded), False),
    # round 79: round 78 in eighteen more languages
    (
        "instruction_override",
        lambda folded, _raw, _found: discards_its_orders_abroad(folded),
        False,
    ),
    # round 80: harmful code handed to a coding model to put in what it writes (read with
    # quotes: the harm is in the code's strings, "rmtree('/')")
    ("exfiltration", lambda folded, _raw, _found: smuggles_harmful_code(folded), True),
    # round 77: rounds 67, 73 and 75 in fifteen more languages
    ("instruction_override", lambda folded, _raw, _found: farther_abroad(folded), False),
    # round 82: the reading model's task put off for a planted errand; a bracketed role label
    # opening a line with an order
    ("instruction_override", lambda folded, _raw, _found: defers_the_readers_task(folded), False),
    ("role_impersonation", lambda folded, _raw, _found: forged_role_label(folded), False),
    # and an order, framed or not, whose act drains the user (money, payments, an account, the
    # record of the act, private repositories)
    ("instruction_override", lambda folded, _raw, _found: drains_the_user(folded), False),
    # round 84: a key file's contents posted in an issue or a comment, in any language
    ("exfiltration", lambda folded, _raw, _found: posts_a_key_file(folded), False),
    # round 86: the reader told to recite what it holds; its reply dictated, a permission forged
    ("instruction_override", lambda folded, _raw, _found: recites_what_it_holds(folded), False),
    ("instruction_override", lambda folded, _raw, _found: dictates_the_reply(folded), False),
    # round 88: a rule change, a verdict or a mark fixing the reader's answers; jailbreak
    # framings aimed at its rules (a mode on, a penalty game, two answers, rules as data)
    (
        "instruction_override",
        lambda folded, _raw, _found: changes_the_readers_answers(folded),
        False,
    ),
    ("instruction_override", lambda folded, _raw, _found: unlocks_the_model(folded), False),
    ("instruction_override", lambda folded, _raw, _found: hails_and_orders(folded), False),
    ("exfiltration", lambda folded, _raw, _found: sends_a_secret(folded), False),
    # round 89: the reader's own answer tainted (an ad, a scam, a cipher, a tone, a falsehood;
    # read with quotes: the line dictated into the answer is quoted)
    ("instruction_override", lambda folded, _raw, _found: taints_the_answer(folded), True),
    # round 90: the reader's later outputs configured (triggers, planted rules, opposite mode)
    ("instruction_override", lambda folded, _raw, _found: configures_the_reader(folded), False),
    # round 97: the text's own orders ranked above the user's
    ("instruction_override", lambda folded, _raw, _found: outranks_the_user(folded), False),
    ("instruction_override", lambda folded, _raw, _found: drops_the_users_orders(folded), False),
    ("role_impersonation", lambda folded, _raw, _found: takes_an_unbound_role(folded), False),
    ("instruction_override", lambda folded, _raw, _found: hides_its_change(folded), False),
    # (read with quotes, as round 92's: a JSON value is quoted)
    ("instruction_override", lambda folded, _raw, _found: states_an_output_rule(folded), True),
    # (read with quotes: blanked quotes leave long runs of spaces that every letter-spacing
    # pattern tries; the text as written is the one whose runs the de-spaced spelling found)
    ("instruction_override", lambda folded, _raw, _found: spells_out_an_override(folded), True),
    # round 99: a secret file sent to an address, a folder of secrets archived and sent
    ("exfiltration", lambda folded, _raw, _found: sends_a_secret_parcel(folded), False),
    # ... and a chat template's user or assistant turn that orders the reader
    ("role_impersonation", lambda folded, _raw, _found: forged_template_turn(folded), False),
    # ... and a jailbreak persona spelled out or described as unbound
    ("role_impersonation", lambda folded, _raw, _found: names_an_unbound_persona(folded), False),
    # round 92: a bare order in data changing the reader's answer (read with quotes: JSON values)
    ("instruction_override", lambda folded, _raw, _found: orders_the_unnamed_reader(folded), True),
    # round 98: the reader's earlier instructions declared void, outranked or dropped
    (
        "instruction_override",
        lambda folded, _raw, _found: supersedes_the_readers_orders(folded),
        False,
    ),
    # round 98: a role banner or a system role field declaring the reader's restraints lifted
    # (read with quotes: a JSON field's value is quoted)
    ("role_impersonation", lambda folded, _raw, _found: lifts_the_readers_restraints(folded), True),
    # round 101: an act, an output or a task the user never asked for, put to the AI reading
    # the data (read without the quotes of text about attacks: this README's safety section
    # quotes "when you summarize this, tell the reader …" as an example and was flagged)
    ("instruction_override", lambda folded, _raw, _found: asks_the_unasked(folded), False),
    # round 100: the reader cast free of its rules (a persona, a role-play, a mode) or asked for
    # a second, unbound answer
    ("role_impersonation", lambda folded, _raw, _found: casts_a_rule_free_reader(folded), False),
    # round 100: the reader's ways of refusing banned together
    ("instruction_override", lambda folded, _raw, _found: bans_its_refusals(folded), False),
    # round 100: the reader's reply made to open with an assent (read with quotes: the opening
    # dictated is quoted)
    ("instruction_override", lambda folded, _raw, _found: dictates_an_assent(folded), True),
    # round 100: round 63's fiction frames around a forbidden harm, in the sweep's languages
    ("instruction_override", lambda folded, _raw, _found: wraps_a_harm_in_fiction(folded), False),
    # round 100: the reader's prompt asked back (the text above repeated, its own instructions
    # quoted word for word) in the shapes and languages round 86's recital does not read
    ("exfiltration", lambda folded, _raw, _found: asks_back_its_prompt(folded), False),
    # round 102: a written-out conversation whose turn conceded the reader's rules; many-shot
    # turns that comply, left open for the reader's answer; refusals that cost the reader
    # (read with quotes: a JSON array's messages are quoted strings)
    ("role_impersonation", lambda folded, _raw, _found: concedes_its_rules(folded), True),
    ("role_impersonation", lambda folded, _raw, _found: teaches_compliance(folded), True),
    ("instruction_override", lambda folded, _raw, _found: penalises_refusals(folded), False),
    # round 102: the reader cast as a model without its rules; a story's freed AI explaining how
    ("role_impersonation", lambda folded, _raw, _found: casts_an_unbound_model(folded), False),
    # round 102: a template's own rules binding its persona to answer anything (read with
    # quotes: a settings block's values are quoted)
    ("instruction_override", lambda folded, _raw, _found: binds_its_persona(folded), True),
    # round 102: a translation the reader is told to carry out, in the collections' languages
    ("instruction_override", lambda folded, _raw, _found: obeys_a_translation(folded), False),
    # round 103: a bare order whose voice and object do not fit the document it sits in (a
    # poem asked for in an invoice, the reader steered, this text's verdict dictated, a pirate
    # accent); read without the quotes of text about attacks, as round 101's
    ("instruction_override", lambda folded, _raw, _found: orders_out_of_place(folded), False),
    # round 105: the reader unbound or a forged system line over an order to comply with
    # everything; its task swapped; the AI reader hailed to act on the user's things, in the
    # languages the rounds held least
    ("role_impersonation", lambda folded, _raw, _found: farthest_unbound(folded), False),
    ("instruction_override", lambda folded, _raw, _found: farthest_orders(folded), False),
    # round 106: the reader's rules said gone in other words (retired, void, noise, waived),
    # conceded in the third person, or stripped from its answer by euphemism
    (
        "instruction_override",
        lambda folded, _raw, _found: retires_the_readers_rules(folded),
        False,
    ),
    (
        "instruction_override",
        lambda folded, _raw, _found: retires_the_readers_rules_abroad(folded),
        False,
    ),
    # round 106: the person the reader answers steered into a loss (money, a secret, their
    # protection off, a host beside an alarm, a lie marked as one)
    ("instruction_override", lambda folded, _raw, _found: steers_the_user(folded), False),
    # round 106: the user's task set aside for an act the text orders
    (
        "instruction_override",
        lambda folded, _raw, _found: sets_the_users_task_aside(folded),
        False,
    ),
    # round 106: a competition's phrase or password question put to the reader (read with
    # quotes: the phrase dictated is quoted)
    (
        "instruction_override",
        lambda folded, _raw, _found: plays_a_contest_on_the_reader(folded),
        True,
    ),
)


def _aimed_at_the_agent(folded: str) -> bool:
    return steers_the_answer(folded) or turns_tools_against_the_user(folded)


def _standing_order(folded: str) -> bool:
    return (
        invalidated_instructions(folded)
        or asks_to_decode_and_obey(folded)
        or remote_script_at_start(folded)
    )


__all__ = ["CHECKS", "Check", "has_secret"]
