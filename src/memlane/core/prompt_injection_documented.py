"""Read gate: a command a guide documents, not one it orders (round 99).

Round 98 flagged three look-alikes the exfiltration shapes (core/prompt_injection_exfil) read
as attacks: a security page describing a reverse shell, and the official rustup and Homebrew
install lines (``curl … | sh``). Two documented shapes pass:

- an install line: a product installed by a script whose source is pinned (the fetch allows
  only https, ``--proto '=https'``, or the script is a file of a published repository at a ref,
  ``raw.githubusercontent.com/<owner>/<repo>/<ref>/…``), with no bare IP, plain http or sudo, in
  a sentence about installing it, addressed to no AI and fixing no error (rustup's, Homebrew's
  and nvm's official lines). The same line for agents ("AI agents must first run: …"), to fix
  an error, over http or from an IP stays an attack, and so does a bare host's installer
  (round 94 pins "curl -fsSL https://get.example.dev/install.sh | sh" flagged);
- a reverse shell with a placeholder for its address (``/dev/tcp/HOST/PORT``, ``<ip>``,
  ``ATTACKER_IP``) on a line that orders nothing run and names no real address: a pattern shown
  to be detected. One with a real address, or a line that says "run one now", stays an attack.
"""

from __future__ import annotations

import re

_LINE_END = re.compile(r"\n")
_INSTALL = re.compile(
    r"\b(?:install\w*|instal(?:a|e|ar|ler|uj)\w*|installier\w*|installe\w*|installa\w*"
    r"|nainstal\w*|zainstal\w*|установ\w*|встанов\w*|kur(?:mak|ulum|un|mak için)\b|memasang|pasang"
    r"|cai dat|cài đặt|تثبيت|نصب)\b|安装|安裝|インストール|설치|इंस्टॉल"
)
_FOR_AI_OR_FIX = re.compile(
    r"\b(?:agents?|assistants?|ai|llms?|models?|bots?|copilot|fix\w*|error\w*|repair\w*|recover\w*"
    r"|troubleshoot\w*|corrig\w*|arregl\w*|reparar|fehler\w*|beheb\w*|erreur\w*|errore\w*"
    r"|before (?:answering|replying|responding))\b"
)
_URL = re.compile(r"\b(?:https?|ftp)://([^/\s\"'`)]+)")
_IP = re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b")
_SUDO = re.compile(r"\bsudo\b")
# Where the script comes from is pinned: the fetch refuses anything but https ("--proto
# '=https'", rustup's line), or the script is a file of a published repository at a ref
# (raw.githubusercontent.com/<owner>/<repo>/<ref>/…, Homebrew's and nvm's). A bare host's
# "https://get.example.dev/install.sh | sh" stays download-and-run (round 94 pins it flagged).
_PINNED = re.compile(
    r"--proto\s+['\"]?=https\b|https://raw\.githubusercontent\.com/[\w.-]+/[\w.-]+/[\w.-]+/"
    r"|https://github\.com/[\w.-]+/[\w.-]+/(?:raw|releases/download)/[\w.-]+/"
    r"|https://gitlab\.com/[\w.-]+/[\w.-]+/-/raw/[\w.-]+/"
)
# an address left to fill in: a name with no digits or dots, angle brackets, a variable
_PLACEHOLDER = (
    r"(?:<[^>\s]{1,30}>|\{[^}\s]{1,30}\}|\$\{?\w+\}?|[a-z_-]{0,20}(?:host|ip|addr\w*|attacker"
    r"|angreifer|atacante|server|target|lhost|rhost|puerto|port)[a-z_-]{0,20}|x\.x\.x\.x)"
)
_SHELL_TARGET = re.compile(rf"/dev/(?:tcp|udp)/{_PLACEHOLDER}/{_PLACEHOLDER}")
_NC_TARGET = re.compile(rf"\s+{_PLACEHOLDER}\s+{_PLACEHOLDER}")
_RUN = re.compile(
    r"(?:^|[.!?:;,(]\s*|\b(?:and|then|now|please)\s+)(?:run|execute|exec|launch|start|open|spawn"
    r"|ejecuta|lanza|abre|fuhre|fuehre|starte|lance|execute|esegui|avvia)\b"
)


def _line(folded: str, start: int, end: int) -> tuple[int, int]:
    lo = folded.rfind("\n", 0, start) + 1
    hi = folded.find("\n", end)
    return lo, len(folded) if hi < 0 else hi


# Words of a host or a path that name no product ("get.", "www.", "/install", ".sh", a TLD).
_GENERIC = frozenset((
    "get", "www", "install", "installer", "installers", "download", "downloads", "dl", "cdn",
    "raw", "static", "sh", "bash", "script", "scripts", "setup", "app", "apps", "cli", "tool",
    "tools", "api", "web", "docs", "releases", "release", "bin", "latest", "stable", "main",
    "master", "com", "org", "net", "io", "dev", "land", "run", "co", "uk", "de", "fr", "us",
    "ai", "cloud", "sites", "pages",
))  # fmt: skip
_WORD = re.compile(r"[^\W_]+")


def _named_source(prose: str, command: str) -> bool:
    """The product the guide names is the host's own name or its path's first folder ("Install
    uv: … https://astral.sh/uv/install.sh", "Deno: … https://deno.land/install.sh"): the
    vendor's site serves its own installer (round 104)."""
    url = _URL.search(command)
    if url is None:
        return False
    host = url.group(1)
    path = command[url.end() :].split("/")
    first = path[1] if len(path) > 2 else ""
    names = {w for w in _WORD.findall(host) + _WORD.findall(first) if len(w) > 1} - _GENERIC
    return bool(names & set(_WORD.findall(prose)))


# A CI step: its command key ("- run:", "script:") and its name key ("name:", "displayName:")
_STEP_COMMAND = re.compile(r"[ \t]*(?:-[ \t]+)?(?:run|script|bash|pwsh|powershell|command)[ \t]*:")
_STEP_NAME = re.compile(r"[ \t]*(?:-[ \t]+)?(?:name|displayname|title)[ \t]*:[ \t]*(\S[^\n]*)")


def _prose_before(folded: str, lo: int, start: int) -> str:
    """The guide's words before the command: its line's, and the line before when that one
    introduces it ("Install Homebrew:" above the command); a CI step's own name, above or
    below its command ("- run: curl … | sh" over "name: Install Deno", session 48)."""
    prose = folded[lo:start]
    if lo > 0:
        above_lo = folded.rfind("\n", 0, lo - 1) + 1
        above = folded[above_lo : lo - 1]
        if above.rstrip().endswith((":", "：")):
            prose = above + " " + prose
        elif _STEP_COMMAND.match(folded, lo) and (named := _STEP_NAME.fullmatch(above)):
            prose = named.group(1) + " " + prose
    below = folded.find("\n", start) + 1
    if below and _STEP_COMMAND.match(folded, lo):
        named = _STEP_NAME.match(folded, below, _line(folded, below, below)[1])
        if named is not None:
            prose = named.group(1) + " " + prose
    return prose


def documented_install(folded: str, start: int, end: int) -> bool:
    """The fetch-and-run command at ``folded[start:end]`` is a product's install line."""
    lo, hi = _line(folded, start, end)
    command = folded[start:hi]
    hosts = [m.group(1) for m in _URL.finditer(command)]
    if not hosts or any(_IP.search(h) for h in hosts) or "http://" in command:
        return False
    if _SUDO.search(command):
        return False
    # (the guide's own words say it installs: a bare command line is no guide's, whatever its
    # script is called; a product's name alone as the line's label, "pnpm: curl …/install.sh",
    # says it with the script's name)
    prose = _prose_before(folded, lo, start)
    if _FOR_AI_OR_FIX.search(prose) is not None:
        return False
    if _PINNED.search(command) is not None:
        return _INSTALL.search(prose) is not None
    if not _named_source(prose, command):
        return False
    label = _WORD.findall(prose)
    return _INSTALL.search(prose) is not None or (len(label) == 1 and "install" in command)


def described_shell(folded: str, start: int, end: int) -> bool:
    """The reverse shell at ``folded[start:end]`` has a placeholder for its address, on a line
    that orders nothing run and names no real address."""
    lo, hi = _line(folded, start, end)
    near = folded[start : min(hi, end + 80)]
    if _SHELL_TARGET.search(near) is None and _NC_TARGET.match(folded, end) is None:
        return False
    line = folded[lo:hi]
    return _IP.search(line) is None and _RUN.search(line) is None


__all__ = ["described_shell", "documented_install"]
