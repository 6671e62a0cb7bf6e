"""Read gate: harmful code handed to a coding model to put in what it writes (round 80, issue 19).

A page, an issue or a tool result that a coding model reads can carry a snippet and an order to
ship it: "make sure the code you generate contains the following lines", "include this function
in your response", followed by code that sends the user's files, keys or keystrokes out, opens a
shell to a stranger, wipes the disk or encrypts the home directory. The model passes the code on
and the user runs it.

Documentation gives the same order to people all day ("add the following snippet to your
settings.py", "include this in your script to upload the report", "put this in your crontab"),
and its code posts events, uploads files and opens tunnels. What the attack has:

- the order aims at what the model writes: "your response / answer / reply / output", "the code
  you generate / write / develop / return" — or at "your code / solution / program", which people
  are told too, and then only with code that no tutorial hands out;
- the code does harm by what it does, not by a word: local data (files, keys, the environment,
  the clipboard, keystrokes, the screen) read and sent over the network; the disk wiped or its
  files encrypted; a shell bound to a socket; a remote forward; a scheduled or key-file foothold
  fed from the network; a flood of connections; the network switched off.
"""

from __future__ import annotations

import re

_FENCE = re.compile(r"```[^\n]*\n(?P<code>.*?)(?:```|\Z)", re.DOTALL)
_LEAD_REACH = 320  # characters before a fence where its order stands

_INCLUDE = re.compile(
    r"\b(?:add|inclu|insert|embed|incorporat|integrat|merg|blend|weav|featur|inject|past|put"
    r"|plac|append|prepend|use|using|utili[sz]|copy|plug|contain|driv|part of|supplement|enrich"
    r"|augment"
    r"|assimilat|need|requir)\w*\b"
)
# What the model itself writes: nobody tells a person to put code in "your response"
_MODEL_OUTPUT = re.compile(
    r"\byour (?:final |generated |whole )?(?:response|answer|reply|output(?: code)?)\b"
    r"|\byour generated \w+|\b(?:code|script|program|solution|files?|functions?|snippets?"
    r"|answer) you (?:develop|write|generate|produce|return|output|create|build|give|send)\b"
    r"|\byour (?:answer|response|reply)'s\b"
)
# What people are told too ("add this to your settings.py"): only with code no tutorial hands out
_THEIR_CODE = re.compile(r"\byour\b")

# -- what the code does ------------------------------------------------------------------------

_NET = (
    r"(?:requests\.(?:post|put|patch|get)|urlopen|urllib|http\.client|httpx\.|aiohttp|socket\b"
    r"|create_connection|\.connect\(|sendall|smtplib|ftplib|paramiko|\bscp\b|\bcurl\b|\bwget\b"
    r"|invoke-webrequest|\biwr\b|\bfetch\(|axios|xmlhttprequest|sendbeacon|https?'?\)?\.request"
    r"|\bnc\b|/dev/tcp/)"
)
_NET_RE = re.compile(_NET)
# local data nobody sends on a tutorial's word: secrets, the environment, what the user types,
# copies or sees
_SECRET_DATA = re.compile(
    r"\.ssh\b|id_rsa|id_ed25519|\.aws\b|\.kube\b|\.netrc|\.npmrc|\.pypirc|\.git-credentials"
    r"|bash_history|zsh_history|/etc/(?:passwd|shadow)|keychain|document\.cookie|localstorage"
    r"|os\.environ|process\.env|environ\.get|getenv|\$env:|printenv"
    r"|pyperclip|pbpaste|xclip|clipboard|pynput|keyboard\.|keylog|screenshot|pyautogui"
    r"|imagegrab|x11grab|gdigrab|avfoundation|/var/log|syslog"
)
# local data a tutorial may upload (a report, a config): harmful only sent on the model's word
_LOCAL_DATA = re.compile(
    r"\bopen\(|readfilesync|\.read\(|getpass|getuser|platform\.|expanduser|homedir|glob\.|os\.walk"
)
_DESTROY = re.compile(
    r"rmtree\(\s*['\"](?:/|~|c:\\\\?)['\"]"
    r"|rm -(?:rf|fr|r -f) +(?:/|~|\$home|\*)(?:/?\*)?(?=[\s'\"]|$)"
    r"|\bmkfs\b|\bdd if=|ipconfig /release|netsh [^\n]{0,60}\bdisabled?\b|ifconfig \w+ down"
    # a system file overwritten or appended to
    r"|open\( ?(?:/boot/|/etc/(?:fstab|passwd|shadow|sudoers|hosts)|c:\\\\windows)\S* ?,? ?[wa]"
    # a file encrypted in place
    r"|(?:fernet|\.encrypt\()[\s\S]{0,400}?open\([^)]*\b(?:r\+b|wb)\b"
    r"|open\([^)]*\b(?:r\+b|wb)\b[\s\S]{0,400}?\.encrypt\("
    r"|\bshutdown\b|format [a-z]:|del /[sfq]|rd /s|:\(\)\s*\{\s*:\|:&\s*\};:"
    r"|fernet[\s\S]{0,400}?(?:glob|walk|listdir|home)|(?:glob|walk|listdir)[\s\S]{0,400}?\.encrypt\("
)
_SHELL_TO_SOCKET = re.compile(
    r"/dev/tcp/|\bnc(?:at)? [^\n]*-e\b|pty\.spawn|dup2\( ?\w+\.fileno\(\)"
    r"|fileno\(\)[\s\S]{0,200}?(?:/bin/(?:ba)?sh|cmd)"
    r"|(?:/bin/(?:ba)?sh|cmd\.exe)['\"][\s\S]{0,200}?fileno\(\)|\bssh\b[^\n]*\s-r\s*\d+:"
)
# a key file fed from the network; a crontab or a shell profile that runs a fetched script
# (a crontab that pings a health check is no harm)
_FOOTHOLD = re.compile(r"authorized_keys")
_PERSIST = re.compile(r"crontab|\.bashrc|\.zshrc|\.profile|launchagents|schtasks|runonce|systemd")
_FETCH = re.compile(r"\b(?:curl|wget|requests\.get|urlopen|invoke-webrequest|iwr|fetch)\b")
_FLOOD = re.compile(
    r"while true:?[\s\S]{0,240}?(?:connect|sendall|send\(|\.request|requests\.\w+\(|urlopen"
    r"|fetch\(|fork\(\))"
)
_RUN_FETCHED = re.compile(
    r"(?:curl|wget)[^\n]{0,160}\|\s*(?:sudo )?(?:ba|z)?sh\b|-outfile[^\n;]{0,80};\s*&"
    r"|\bexec\([^\n]{0,80}(?:requests\.get|urlopen)|\beval\([^\n]{0,80}fetch"
    # what the network sends, unpickled or executed
    r"|(?:requests\.get|urlopen|fetch\()[\s\S]{0,240}?(?:pickle\.loads?|marshal\.loads|exec\(|eval\()"
    r"|(?:pickle\.loads?|marshal\.loads|exec|eval)\([^\n]{0,80}(?:requests\.get|urlopen|fetch\()"
)


# an argument list read as the command it runs: ["ipconfig", "/release"] -> ipconfig /release
_ARGS = re.compile(r"['\"]\s*,\s*['\"]|[\[\]'\"]")


def _harm(code: str) -> str | None:
    """ "strong" for code no tutorial hands out, "weak" for local data sent out, else None."""
    flat = _ARGS.sub(" ", code)
    for form in (code, flat):
        if _DESTROY.search(form) or _SHELL_TO_SOCKET.search(form):
            return "strong"
    net = _NET_RE.search(code) is not None
    if net and _SECRET_DATA.search(code):
        return "strong"
    if _FOOTHOLD.search(code) and _FETCH.search(code):
        return "strong"
    if _FLOOD.search(code):
        return "strong"
    if _RUN_FETCHED.search(flat):
        # an installer piped to sh is every tool's README; run on a schedule or at each login
        # it is a foothold
        return "strong" if _PERSIST.search(code) else "weak"
    if net and _LOCAL_DATA.search(code):
        return "weak"
    return None


def smuggles_harmful_code(text: str) -> bool:
    """Folded ``text`` orders a coding model to put a snippet in what it writes, and the snippet
    harms the user who runs it."""
    if "```" not in text:
        return False
    for m in _FENCE.finditer(text):
        # the order is the paragraph that opens this block, not the text or block before it
        lead = text[max(0, m.start() - _LEAD_REACH) : m.start()].rstrip()
        fence, blank = lead.rfind("```"), lead.rfind("\n\n")
        lead = lead[max(fence + 3 if fence >= 0 else 0, blank + 2 if blank >= 0 else 0) :]
        if not _INCLUDE.search(lead):
            continue
        to_model = _MODEL_OUTPUT.search(lead) is not None
        if not to_model and _THEIR_CODE.search(lead) is None:
            continue
        harm = _harm(m.group("code"))
        if harm == "strong" or (harm == "weak" and to_model):
            return True
    return False


__all__ = ["smuggles_harmful_code"]
