"""Write gate: what a Kubernetes Secret holds, read through its base64 (round 34).

A Secret's ``data:`` values are base64 by the API's definition, whatever their key is called:
``.dockerconfigjson`` holds a registry login, ``DATABASE_URL`` a URL with its password. The
key names no secret, and the value reads as random characters, so neither the assignment nor
the token rules see what is inside. Here each value of a data block in a text that speaks of
a Secret (a manifest's ``kind: Secret``, ``kubectl get secret -o yaml|json``) is decoded, and
the decoded text, when it is text, is scanned like any other: a region or a user name decodes
to nothing the gate refuses, a URL with a password or a Docker ``auth`` entry does.

The caller passes the scanner (the whole gate), so what counts inside is what counts outside.

An armoured block written in base64 whole (kubeconfig's ``client-key-data``, a Helm value's
``tls.key``, an environment variable) is read the same way wherever it is (round 42): its
first characters spell "-----BEGIN"; a certificate decodes to nothing the gate refuses, a
private key does.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterator

from memlane.core.gated_search import find_near, needles

Hit = tuple[int, int, str]
Scan = Callable[[str], list[Hit]]

# `  key: <base64>` (YAML) or `"key": "<base64>"` (JSON), one a line
_DATA_VALUE = re.compile(
    r"^[ \t]*[\"']?[\w.\-]{1,120}[\"']?[ \t]*:[ \t]*[\"']?(?P<b64>[A-Za-z0-9+/]{16,}={0,2})"
    r"[\"']?,?[ \t]*$",
    re.MULTILINE,
)
# a Secret's kind (a manifest, kubectl's YAML or JSON) or kubectl's `get secret`, a data block
_DATA_NEEDLES = needles('kind:_Secret "Secret" get_secret get_secrets + data: "data"')
_REACH = 4000  # a Secret's data values follow its kind (or precede it, in kubectl's JSON)


# base64 of "-----BEGIN", then the rest of the block
_ARMOURED = re.compile(r"(?<![A-Za-z0-9+/])LS0tLS1CRUdJTi[A-Za-z0-9+/]{40,}={0,2}")
_ARMOURED_NEEDLES = needles("LS0tLS1CRUdJTi")


def _decoded_text(value: str) -> str | None:
    """The text ``value`` encodes (printable UTF-8, lines allowed), or None."""
    if len(value) % 4:
        return None
    try:
        decoded = base64.b64decode(value, validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return None
    if not all(c.isprintable() or c in "\n\r\t" for c in decoded):
        return None
    return decoded


def secret_data_hits(text: str, scan: Scan) -> Iterator[Hit]:
    """Each data value of a Secret whose decoded text holds a credential (the decoded hit's
    class, at the value's place)."""
    for m in find_near(_DATA_VALUE, text, _DATA_NEEDLES, reach=_REACH):
        decoded = _decoded_text(m.group("b64"))
        if decoded is None:
            continue
        found = scan(decoded)
        if found:
            yield m.start("b64"), m.end("b64"), found[0][2]
    for m in find_near(_ARMOURED, text, _ARMOURED_NEEDLES, reach=2 * _REACH):
        block = _decoded_text(m.group())
        inside = scan(block) if block is not None else []
        if inside:
            yield m.start(), m.end(), inside[0][2]


__all__ = ["secret_data_hits"]
