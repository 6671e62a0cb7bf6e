"""Write gate, round 37: documentation samples the gate refused in real text (issue 19: the
independent corpus measured a false-positive rate of 0.020, the goal is 0.01).

Real text flagged before this round (round 36's probes, find_credentials): tldr-pages in every
language plus the venv's site-packages *.md/*.rst, 36 of 190,355 paragraphs; docker-library/
docs, kubernetes/examples and /community, actions/starter-workflows, the packaging guide, the
Rust book, FastAPI's and httpx's docs, 435 of 86,518 texts. Every flag was read (all 36; the
435 by their 293 distinct matches) and sorted by kind (bench/results/privacy_real_text_
flags.md has the counts): of the 36, 6 hold something to refuse (contributors' own addresses
in AUTHORS files and copyright lines) and 30 are benign; of the 435, 191 and 244.
The benign kinds fixed here, each by the structure that makes it benign, none by a value:

- a route handed to a test client (``client.get("/items/valid-exclude-unset")``): the
  client-call rule took a 24-character path for a key; lower-case words between slashes,
  dashes and underscores are a route (core/privacy_commands.py);
- a container's published port after a password flag (``… some-mongo -p 8081:8081``,
  ``-p 24224:24224/udp``, ``PASSWORD=password -p 9000:9000/tcp``): the same port twice, a
  protocol or a host address marks a port mapping, never a password (core/privacy_values.py,
  is_reference);
- a sentence's last word after "set password" ("Get and set password policies."): lower-case
  letters and a full stop are prose (core/privacy_commands.py);
- an address inside a command template's ``{{…}}`` slot (tldr's ``sendmail -f
  {{you@yourdomain.com}}``, ``--email {{email@gmail.com}}``): a slot to fill in
  (core/privacy_email.py);
- (written and fixed after the first commit, from the largest benign kind left) a role's
  or a list's mailbox: RFC 2142's role names and projects' own (``security@``,
  ``conduct@``, ``steering-private@``), a list suffix (``-leads``, ``-announce``), a list or
  no-reply host (``…@googlegroups.com``, ``push@noreply.github.com``); main flags the six
  look-alikes, now 0 of 6, the five people's addresses shaped like them stay refused
  (core/privacy_email.py);
- a Basic header whose base64 spells placeholder words (``username:password``, httpx's
  documented sample): the pair is judged like any other value (core/privacy_bearer.py).

Left, benign but not fixed (their kinds cannot be told from a real secret by structure
without listing values): sample passwords under a password's name in docs' compose files and
`docker run -e` lines ("thesilverpeaspassword", "mysecretpassword", "CircleOfLife"), bcrypt
hashes in FastAPI's tutorial, the WHATWG URL parser's test vectors in httpx, FastAPI's
"Basic notabase64token", tokens named in Japanese prose.

Look-alikes below are written from the kinds (other routes, ports, sentences, slots and
placeholder pairs), not copied from the flagged texts, each next to the secret it resembles,
which stays refused. First contact, on main before the fix: look-alikes flagged 11 of 17
(the four routes, two of four port lines, the three slots, two of three Basic samples; the
three sentences, a port line with no password flag's program and "user:pass" passed
already), resembling secrets refused 11 of 11; after the fix 0 of 17 and 11 of 11. A first
draft judged both halves of the Basic pair and flagged "admin:password": the user's half is
a name whatever it says, so only the password is judged now. The re-probe still showed one
port kind, the prose rule reading "…PASSWORD=password -p 9000:9000/tcp" as "password: 9000/
tcp"; a fifth port line and a numeric password said in prose were written for it (main
flags the line; both now right: 0 of 18, 12 of 12), and the prose rule now asks whether the
whole word is a published port.

Real text after the round: tldr + site-packages 36 -> 15 flagged paragraphs (none new); the
docs repositories 435 -> 368 (none new), and 295 after the role mailboxes; the 197 flags
read as things to refuse all stay.
Cost (callgrind, bench/safety_instructions.py --baseline main --gates privacy):
documentation 659.6 -> 659.2 M instructions (-0.0 %), transcript 681.7 -> 679.6 M (-0.3 %),
look-alike notes 1078.4 -> 1078.4 M (-0.0 %).
With the role mailboxes: documentation 659.5 -> 659.6 M (+0.0 %), transcript 681.8 -> 683.1 M
(+0.2 %), look-alike notes 1078.2 -> 1077.7 M (-0.0 %).

Values are drawn at test time from a seeded generator (tests/credentials.py explains why none
is committed).
"""

from __future__ import annotations

import pytest

from credentials import Drawn, b64
from memlane.core.privacy import find_credentials

_DRAWN = Drawn(37)
_chars = _DRAWN.chars
_h = _DRAWN.hex
_pw = _DRAWN.password


def _round_37_look_alikes() -> list[str]:
    return [
        # routes handed to a test client
        'def test_preview():\n    resp = client.post("/orders/bulk-import-preview")\n'
        "    assert resp.status_code == 202",
        'r = api_client.delete("/teams/42/members/remove-inactive")',
        'response = self.client.get("/reports/monthly_summary-export/")',
        'res = test_client.put("/settings/notification-preferences", json=body)',
        # published ports after a password flag's program
        "docker run --name ui -e ME_CONFIG_MONGODB_URL=mongodb://db:27017 -p 8080:8080 ui-image",
        "podman run -e REDIS_HOST=cache-mongo -p 6379:6379/tcp redis:7",
        "docker run -d -e MONGO_HOST=mongo -p 127.0.0.1:3000:3000 dashboard",
        "docker run --rm -e MYSQL_PASSWORD=changeme -p 3306:3306/tcp mysql:8",
        "docker run -d -e GF_SECURITY_ADMIN_PASSWORD=password -p 3000:3000/tcp grafana",
        # a sentence's last word after "set password" / "set token"
        "> Get and set password rules.",
        "Administrators can also set token lifetimes.",
        "With this command you add secret scopes, then set password expiry.",
        # addresses in a command template's slot
        '`git commit --author "{{name}} <{{name@domain.org}}>"`',
        "`mail -s {{subject}} {{recipient@mailhost.net}} < {{path/to/body.txt}}`",
        "`gpg --encrypt --recipient {{alice@company.net}} {{path/to/file}}`",
        # Basic headers that spell placeholder words
        "Authorization: Basic " + b64("user:pass"),
        'headers = {"Authorization": "Basic ' + b64("admin:password") + '"}',
        "> Authorization: Basic " + b64("your_username:your_password"),
    ]


def _round_37_secrets() -> list[str]:
    """The secrets each look-alike resembles: these stay refused."""
    return [
        "session = auth_client.login('ci', '/" + _chars(31) + "')",
        'client = Client("AC' + _h(32) + '", "' + _h(32) + '")',
        "mongosh -u admin -p " + _pw() + " --host db",
        "docker login -u ci -p 4471:9920 registry.corp.io",
        "the admin password: 4471:9920",
        "mongo -u root -p 'Qx7:" + _chars(10) + "' admin",
        "redis-cli CONFIG SET requirepass " + _pw(),
        "aws configure set aws_secret_access_key " + _chars(40),
        "`mail -s {{subject}} jane.doe@fastmail.com < {{path/to/body.txt}}`",
        "{{ user.name }} <jdoe.builds@fastmail.com>",
        "Authorization: Basic " + b64("deploy:" + _pw()),
        "> Authorization: Basic " + b64("admin:" + _chars(16)),
    ]


def _round_37_role_look_alikes() -> list[str]:
    """Written after the first commit, from the largest benign kind left: role and list
    mailboxes (a second fix)."""
    return [
        "Report vulnerabilities to security@acme-cloud.io, not in a public issue.",
        "Join platform-users@googlegroups.com for the weekly notes.",
        "Questions go to devops-announce@lists.acme.org",
        "Reach the board at board@foundation-acme.org or conduct@acme-cloud.io.",
        "Sender: build@noreply.acme.dev",
        "Email sig-storage-leads@acme.io to propose a topic.",
    ]


def _round_37_person_addresses() -> list[str]:
    """People's addresses shaped like those mailboxes: these stay refused."""
    return [
        "contact Maria at maria.keller@acme-cloud.io",
        "sam-dev@acme.io",
        "tom.conduct@outlook.com",
        "Write to jane@lists-and-more.com",
        "info.jdoe@gmail.com",
    ]


@pytest.mark.parametrize("text", _round_37_role_look_alikes())
def test_round_37_role_mailboxes_pass(text: str) -> None:
    assert not find_credentials(text), text


@pytest.mark.parametrize("text", _round_37_person_addresses())
def test_round_37_person_addresses_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _round_37_look_alikes())
def test_round_37_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


@pytest.mark.parametrize("text", _round_37_secrets())
def test_round_37_resembling_secrets_are_refused(text: str) -> None:
    assert find_credentials(text), text
