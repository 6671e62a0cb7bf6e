"""Token-set signatures that find every near duplicate of a fact by equality lookups.

Invariant: if token sets A and B have Jaccard >= NEAR_DUPLICATE_JACCARD, at least
MATCHED_PARTS of :func:`probes` (A) are among :func:`signatures` (B). The store keeps each
fact's signatures in an index, so the near-duplicate guard reads a few index entries instead
of ranking every record that shares a word with the new text (that ranking was ~20 ms of each
remember() into a 100k-record store, issue 21).

Why it holds (pigeonhole over a partition of the token space): with Jaccard J >= t and
|B| = d, the sets differ in |A Δ B| = |A ∪ B|(1 - J) <= (d / t)(1 - t) tokens, so in at most
h(d) = floor(d (1 - t) / t) tokens. Cut the token space into h(d) + MATCHED_PARTS parts by a
stable hash: the differing tokens fall in at most h(d) parts, so A and B hold exactly the same
tokens in at least MATCHED_PARTS parts. A signature is a hash of (scope, part count, part
index, B's tokens in that part); a probe of A hashes the same for every cut that a size |B|
with Jaccard >= t allows (t|A| <= |B| <= |A|/t). Requiring two agreeing parts instead of one
halves the candidates among texts that share most words without being near duplicates
(templated notes); a hash collision only adds a candidate, which the guard compares exactly.

A candidate must agree on more parts than two when both sizes are known: Jaccard >= t means
|A Δ B| <= (|A| + |B|)(1 - t) / (1 + t), and every part of B's cut where A differs holds at
least one of those tokens, so A agrees on at least parts_for(|B|) minus that many parts
(:func:`may_be_near`). On templated notes at 100k records this leaves a third of the
candidates to compare, and never drops a near duplicate.

A candidate that passes is compared only if its token mask allows it (:class:`MaskBound`):
each stored fact keeps a bitmap of its tokens' crc32s (about eight bits a token, m021), and
a bit set in one text's mask and not in the other's stands for a token of the first that the
second lacks. Those counts bound the tokens both share from above, so the bound is an upper
bound of the Jaccard: a fact under the threshold by its masks is under it exactly. Long
templated notes meet ~150-900 candidates at 100k records, each split and compared in Python
(5-15 ms a remember()); their masks leave ~1 % of them to compare.
"""

from __future__ import annotations

import functools
import hashlib
import math
import zlib
from collections import Counter
from collections.abc import Collection, Iterable

from memlane.core.records import NEAR_DUPLICATE_JACCARD, duplicate_tokens

# Parts a near duplicate agrees on at least (the cut has h(d) + this many parts).
MATCHED_PARTS = 2
# Facts with more distinct tokens get no signatures: a cut of d tokens has ~d/4.6 parts and a
# probe of m tokens hashes ~m²/50 (a 256 KiB body of 30,000 distinct words: 18 million). A
# near duplicate that may be that long is looked up by its token count instead (few facts
# are), see :func:`probes`.
SIGNED_MAX = 256
# A stored token mask has about this many bits a token (a power of two, within the bounds): a
# token of one text missing from another sets a bit the other lacks unless another of its
# tokens set it, which at eight bits a token is ~12 % likely.
MASK_BITS_PER_TOKEN = 8
MASK_MIN_BITS = 64
MASK_MAX_BITS = 4096
# Guards the float bounds below against rounding (e.g. 0.18 * 50 landing at 8.999...).
_EPS = 1e-9


def parts_for(size: int, threshold: float = NEAR_DUPLICATE_JACCARD) -> int:
    """How many parts a set of ``size`` tokens is cut into: h(size) + MATCHED_PARTS."""
    return math.floor(size * (1 - threshold) / threshold + _EPS) + MATCHED_PARTS


def _part_hashes(scope: str, tokens: Iterable[str], parts: int) -> list[int]:
    """One signed 64-bit hash per part, of (scope, part count, part index, the part's
    tokens): the scope and the cut are in the hash, so one integer is the whole index key."""
    return _cut_hashes(scope, _token_crcs(tokens), parts)


def _token_crcs(tokens: Iterable[str]) -> list[tuple[int, str]]:
    # crc32 is stable across processes and Python versions (``hash`` of a str is not). Sorted
    # by token once, so every part of every cut lists its tokens in order.
    return [(zlib.crc32(token.encode()), token) for token in sorted(tokens)]


def _cut_hashes(scope: str, crcs: list[tuple[int, str]], parts: int) -> list[int]:
    """:func:`_part_hashes` of the tokens ``crcs`` holds: the blake2b of
    "scope NUL parts NUL index (NUL token)*" for each part, the tokens in order. The shared
    prefix is hashed once and copied (a lookup hashes ~45 parts; the stored signatures are
    these exact bytes, so they may only change with a migration that rebuilds the index)."""
    buckets: list[list[str]] = [[] for _ in range(parts)]
    for crc, token in crcs:
        buckets[crc % parts].append(token)
    prefix = hashlib.blake2b(f"{scope}\x00{parts}\x00".encode(), digest_size=8)
    out: list[int] = []
    for i, bucket in enumerate(buckets):
        h = prefix.copy()
        h.update("\x00".join([str(i), *bucket]).encode())
        out.append(int.from_bytes(h.digest(), "big", signed=True))
    return out


class _LastProbed:
    """The cuts of the last token set :func:`probes` hashed. A remember() of a fact probes its
    set (every cut a near duplicate's size allows, its own among them), then stores the
    signatures of its own cut: :func:`signatures` finds them here instead of hashing them
    again (0.043 -> 0.009 ms a fact on bench/synth.py's facts, the set's sort included).
    One slot, replaced whole: a thread that reads another's finds its key differs."""

    def __init__(self) -> None:
        self.slot: tuple[str, frozenset[str], dict[int, list[int]]] | None = None

    def cut(self, scope: str, tokens: frozenset[str], parts: int) -> list[int] | None:
        slot = self.slot
        if slot is None or slot[0] != scope or slot[1] != tokens:
            return None
        hashes = slot[2].get(parts)
        return None if hashes is None else list(hashes)


_LAST_PROBED = _LastProbed()


def signatures(
    scope: str, tokens: frozenset[str], threshold: float = NEAR_DUPLICATE_JACCARD
) -> list[int]:
    """What the index stores for a fact of ``scope`` with this token set (nothing for an
    empty set, the guard never compares texts without a word, nor past SIGNED_MAX)."""
    if not tokens or len(tokens) > SIGNED_MAX:
        return []
    parts = parts_for(len(tokens), threshold)
    known = _LAST_PROBED.cut(scope, tokens, parts)
    return known if known is not None else _part_hashes(scope, tokens, parts)


def size_range(size: int, threshold: float = NEAR_DUPLICATE_JACCARD) -> tuple[int, int]:
    """The token counts a near duplicate of a set of ``size`` tokens may have:
    t·|A| <= |B| <= |A|/t."""
    return max(1, math.ceil(size * threshold - _EPS)), math.floor(size / threshold + _EPS)


def probes(
    scope: str, tokens: frozenset[str], threshold: float = NEAR_DUPLICATE_JACCARD
) -> list[int] | None:
    """The signatures to look up for a new text of ``scope``: every cut that a fact of a size
    Jaccard >= threshold allows was stored under. None when such a fact may have more than
    SIGNED_MAX tokens: then the facts of those sizes (:func:`size_range`) are the candidates."""
    if not tokens:
        return []
    low, high = size_range(len(tokens), threshold)
    if high > SIGNED_MAX:
        return None
    cuts = sorted({parts_for(size, threshold) for size in range(low, high + 1)})
    crcs = _token_crcs(tokens)
    by_cut = {parts: _cut_hashes(scope, crcs, parts) for parts in cuts}
    _LAST_PROBED.slot = (scope, tokens, by_cut)
    return list(dict.fromkeys(h for hashes in by_cut.values() for h in hashes))


# A new text's candidates repeat a few (size, agreeing) pairs many times: ~70 per lookup at
# 100k templated facts, each ~3 µs of float bounds.
@functools.lru_cache(maxsize=65_536)
def may_be_near(
    size: int, other: int, agreeing: int, threshold: float = NEAR_DUPLICATE_JACCARD
) -> bool:
    """Whether a stored fact of ``other`` tokens, ``agreeing`` of whose signatures are among
    the probes of a text of ``size`` tokens, can reach Jaccard >= threshold with it (False
    only when it cannot)."""
    needed = _agreeing_needed(size, other, threshold)
    return needed is not None and agreeing >= needed


def _agreeing_needed(size: int, other: int, threshold: float) -> int | None:
    low, high = size_range(size, threshold)
    if not low <= other <= high:
        return None
    differing = math.floor((size + other) * (1 - threshold) / (1 + threshold) + _EPS)
    return max(MATCHED_PARTS, parts_for(other, threshold) - differing)


@functools.lru_cache(maxsize=1024)
def agreeing_needed(
    size: int, threshold: float = NEAR_DUPLICATE_JACCARD
) -> tuple[tuple[int, int], ...]:
    """(other size, agreeing parts it needs) for every size a near duplicate of a text of
    ``size`` tokens may have: :func:`may_be_near` as a table, which the store's lookup applies
    in its query (a fact of another size, or with fewer agreeing parts, cannot be near)."""
    low, high = size_range(size, threshold)
    return tuple(
        (other, needed)
        for other in range(low, high + 1)
        if (needed := _agreeing_needed(size, other, threshold)) is not None
    )


def index_entry(scope: str, title: str, body: str) -> tuple[str, int, list[int]]:
    """What the index keeps of a fact: its token set as the guard compares it, as one
    space-separated string (tokens hold no spaces), its size and its signatures."""
    tokens = duplicate_tokens(f"{title} {body}")
    return " ".join(sorted(tokens)), len(tokens), signatures(scope, tokens)


class SignatureIndex:
    """What the store's index answers, for facts not written yet (a batch being assembled
    in memory): :meth:`candidates` holds every fact of the scope whose Jaccard with the
    tokens reaches the threshold, like the store's ``near_duplicate_candidates``."""

    def __init__(self) -> None:
        self._by_signature: dict[int, list[str]] = {}
        self._facts: dict[str, tuple[str, frozenset[str]]] = {}

    def add(self, record_id: str, scope: str, tokens: frozenset[str]) -> None:
        self._facts[record_id] = (scope, tokens)
        for sig in signatures(scope, tokens):
            self._by_signature.setdefault(sig, []).append(record_id)

    def candidates(self, scope: str, tokens: frozenset[str]) -> dict[str, frozenset[str]]:
        wanted = probes(scope, tokens)
        if wanted is None:
            low, high = size_range(len(tokens))
            return {
                rid: theirs
                for rid, (where, theirs) in self._facts.items()
                if where == scope and low <= len(theirs) <= high
            }
        hits = Counter(rid for sig in wanted for rid in self._by_signature.get(sig, ()))
        out: dict[str, frozenset[str]] = {}
        for rid, agreeing in hits.items():
            where, theirs = self._facts[rid]
            if where == scope and may_be_near(len(tokens), len(theirs), agreeing):
                out[rid] = theirs
        return out


def mask_bits(size: int) -> int:
    """The width of a stored mask of ``size`` tokens: a power of two, MASK_BITS_PER_TOKEN a
    token or more, within MASK_MIN_BITS and MASK_MAX_BITS."""
    wanted = 1 << max(0, MASK_BITS_PER_TOKEN * size - 1).bit_length()
    return min(MASK_MAX_BITS, max(MASK_MIN_BITS, wanted))


def _mask(crcs: Iterable[int], bits: int) -> int:
    mask = 0
    for crc in crcs:
        mask |= 1 << (crc & (bits - 1))
    return mask


def token_mask(tokens: Collection[str]) -> bytes:
    """What the index stores beside a fact's tokens: bit ``crc32(token) mod width`` set for
    each token, little-endian, ``mask_bits(len(tokens)) / 8`` bytes. Stored masks are these
    exact bytes, so how they are computed may only change with a migration that rebuilds
    them."""
    bits = mask_bits(len(tokens))
    return _mask((zlib.crc32(t.encode()) for t in tokens), bits).to_bytes(bits // 8, "little")


class MaskBound:
    """Whether a stored fact may reach the threshold with a new text's ``tokens``, by the
    fact's size and token mask alone (False only when it cannot)."""

    def __init__(self, tokens: Collection[str], threshold: float = NEAR_DUPLICATE_JACCARD) -> None:
        self._size = len(tokens)
        self._crcs = [zlib.crc32(t.encode()) for t in tokens]
        self._threshold = threshold
        self._masks: dict[int, int] = {}  # this text's mask at each width met

    def may_reach(self, other: int, mask: bytes | None) -> bool:
        """For a fact of ``other`` distinct tokens with this stored ``mask`` (None: unknown).

        A bit of this text's mask the fact's lacks is a token of this text the fact lacks
        (one at least), and the other way round; so the tokens both hold are at most each
        size less those bits, and the Jaccard at most core.records.jaccard of that count
        (the same expression: as it grows with the count, so does the float it gives)."""
        if mask is None:
            return True  # written before masks were: compare it
        bits = len(mask) * 8
        if bits < MASK_MIN_BITS or bits & (bits - 1):
            return True  # not a mask this module wrote: compare it
        mine = self._masks.get(bits)
        if mine is None:
            mine = self._masks[bits] = _mask(self._crcs, bits)
        theirs = int.from_bytes(mask, "little")
        common = min(
            self._size - (mine & ~theirs).bit_count(), other - (theirs & ~mine).bit_count()
        )
        union = self._size + other - common
        return union <= 0 or common / union >= self._threshold


def stored_tokens(text: str) -> list[str]:
    """The distinct tokens an :func:`index_entry` string holds (a list: the guard only counts
    how many of them a text shares, core.records.jaccard, and a set of each was slower)."""
    return text.split()


__all__ = [
    "MASK_BITS_PER_TOKEN",
    "MATCHED_PARTS",
    "SIGNED_MAX",
    "MaskBound",
    "SignatureIndex",
    "agreeing_needed",
    "index_entry",
    "mask_bits",
    "may_be_near",
    "parts_for",
    "probes",
    "signatures",
    "size_range",
    "stored_tokens",
    "token_mask",
]
