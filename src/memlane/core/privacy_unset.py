"""Write gate: a name after `unset` says no value (round 38).

Shell history keeps ``unset PGPASSWORD`` as a line of its own; zsh's next line starts
``: 1701234570:0;…``, and read flowed the two lines became ``PGPASSWORD : 1701234570:0;…``,
a name and, apparently, its value. A name a command removes is never assigned there.
"""

from __future__ import annotations

import re

_UNSET = re.compile(r"\bunset[ \t]+(?:-[fv][ \t]+)?\w*\Z")


def unset_name(text: str, start: int) -> bool:
    """Whether the name at ``start`` (or the secret word ending it: `unset APP_DB_PASSWORD`)
    follows `unset`."""
    lo = max(0, start - 40)
    return text.find("unset", lo, start) >= 0 and bool(_UNSET.search(text, lo, start))


__all__ = ["unset_name"]
