"""Markdown read as flowed prose, for the safety detectors.

Emphasis marks and hard-wrapped lines split a sentence that a model reads whole: the copies
made here join them again, so a rule's literal words (one space apart) find it. Used by
:mod:`memlane.core.text_normalize` (the flowed spelling among a text's variants) and by the write
gate (:func:`flatten_in_place`, which keeps positions).
"""

from __future__ import annotations

import re

# Markdown emphasis and hard-wrapped lines: "**ignore** all previous\ninstructions" reads as
# one sentence to a model. A rule's literal words are one space apart, so the paragraphs that
# have either are also read flowed: emphasis dropped, a wrapped line joined to the one before,
# spaces collapsed. Code (fences, indented lines, HTML, settings lines), headings, list items,
# quotes and table rows keep their line breaks: joined, they would read as sentences they are
# not.
_EMPHASIS = re.compile(
    r"\*\*|__|~~|(?<![\w*])\*(?=\w)|(?<=\w)\*(?![\w*])|(?<![\w_])_(?=\w)|(?<=\w)_(?![\w_])"
)
_SPACES = re.compile(r"(?<=\S)[ \t]{2,}")  # not an indent
# Emphasis in stars only, where positions matter: an underscore is more often part of a name
# ("_ga=…", "__init__") than emphasis.
_STARS = re.compile(r"\*\*|(?<![\w*])\*(?=\w)|(?<=\w)\*(?![\w*])")
_HEADING = re.compile(r"[ ]{0,3}#")
_CODE_BLOCK = re.compile(r"```|~~~")
# a line that is not prose: a block marker, an indent, a setting ("key = value", "key: value")
# (four spaces or a tab indent code; one to three are a wrap's leftovers)
# (a line that starts and ends with a tag is markup: "<tr>", "<td>docs</td>")
# (a NUL line separates the write gate's batched fields: never joined)
_BLOCK = re.compile(r"[ ]{4}|[ ]{0,3}(?:[\-*+#>|`\t\x00]|\d+[.)](?:\s|$)|<.*>[ \t]*$)")
# "key = value", "key: value": a setting, unless a sentence wrapped there ("… vom Admin
# \ngeändert: Beleidigungen …")
_SETTING = re.compile(r"[ ]{0,3}[\w.\-\[\]\"']{1,60}[ \t]*(?:=|:(?:[ \t]|$))")


def _joins(previous: str, line: str) -> bool:
    """Whether ``line`` continues ``previous`` as wrapped prose."""
    if not line.strip() or _BLOCK.match(line) or _BLOCK.match(previous or " "):
        return False
    if _SETTING.match(previous):
        return False
    # a setting after a sentence that wrapped, not after a section header or a label
    return not _SETTING.match(line) or (
        len(previous.split()) >= 4 and not previous.rstrip().endswith(":")
    )


# A longer text is read as written: the flowed copy would double the scan of a long document.
FLOW_LIMIT = 32 * 1024


def _flow(paragraph: str) -> str:
    if _CODE_BLOCK.search(paragraph):
        return paragraph
    paragraph = _EMPHASIS.sub("", paragraph)
    if "\n" in paragraph:
        lines = paragraph.split("\n")
        out = [lines[0]]
        for line in lines[1:]:
            if _joins(out[-1], line):
                out[-1] += " " + line.lstrip()
            else:
                out.append(line)
        # a heading ends its sentence (the rules read "\n\n" as a break, "\n" + text not)
        paragraph = "".join(
            line + ("\n\n" if _HEADING.match(line) else "\n") for line in out
        ).removesuffix("\n")
    return _SPACES.sub(" ", paragraph)


def flatten_in_place(text: str) -> str:
    """``text`` read as flowed prose character for character, for detectors that report
    positions: emphasis stars and a wrapped line's break become spaces ("**Password:** …",
    "the wifi password is\n…"). Code, lists and settings keep their lines; a text longer than
    FLOW_LIMIT is returned as it is."""
    # (every memory comes here: "*" in a text, a C search, spares the star pattern's regex
    # scan where none can match, ~20 instructions a character)
    if len(text) > FLOW_LIMIT or (
        "\n" not in text and ("*" not in text or not _STARS.search(text))
    ):
        return text
    out = []
    for paragraph in text.split("\n\n"):
        if "```" in paragraph or "~~~" in paragraph:  # _CODE_BLOCK
            out.append(paragraph)
            continue
        if "*" in paragraph:
            paragraph = _STARS.sub(lambda m: " " * len(m.group()), paragraph)
        lines = paragraph.split("\n")
        flat, logical = lines[0], lines[0]
        for line in lines[1:]:
            if _joins(logical, line):
                flat, logical = f"{flat} {line}", f"{logical} {line}"
            else:
                flat, logical = f"{flat}\n{line}", line
        out.append(flat)
    return "\n\n".join(out)


def flowed(folded: str) -> str | None:
    """The paragraphs of ``folded`` that read differently flowed, flowed; None if none do."""
    if len(folded) > FLOW_LIMIT or ("\n" not in folded and not _EMPHASIS.search(folded)):
        return None
    out = []
    for paragraph in folded.split("\n\n"):
        flowed = _flow(paragraph)
        if flowed != paragraph:
            out.append(flowed)
    return "\n\n".join(out) if out else None


__all__ = ["FLOW_LIMIT", "flatten_in_place", "flowed"]
