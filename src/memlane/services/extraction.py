"""Fact extraction at a session boundary: one model pass (or the extractive fallback) turns a
finished session into a few durable facts, each written through remember().

Model output is untrusted: it arrives parsed, validated and capped (12 facts of at most 240
characters, by ``core.llm_output``); here each fact must also pass the write gate, must not
be shaped like an instruction, and must not repeat a fact of the scope or an earlier one of
the batch (cosine >= 0.92, or the token-Jaccard guard without an embedder). Every failure
skips that fact and is logged; nothing here raises.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from memlane.core.extractive import extract_facts
from memlane.core.llm_output import FactDraft, parse_facts
from memlane.core.prompt_injection import scan_injection
from memlane.core.prompts import extract_facts_prompt, render_transcript
from memlane.core.records import duplicate_tokens, jaccard
from memlane.core.transcripts import Transcript
from memlane.core.write_rules import Draft, title_from_text
from memlane.errors import MemlaneError
from memlane.services.duplicates import NEAR_DUPLICATE_JACCARD
from memlane.services.embedding import EmbeddingService
from memlane.services.llm import ActivityLog, AuxLLM
from memlane.services.write import Writer
from memlane.store.protocol import Store

FACT_DUPLICATE_COSINE = 0.92
_NEIGHBOURS = 20


class FactExtractor:
    def __init__(
        self,
        store: Store,
        embeddings: EmbeddingService,
        writer: Writer,
        llm: AuxLLM,
        log: ActivityLog,
        *,
        allow_email: bool = False,
    ) -> None:
        self.store = store
        self.embeddings = embeddings
        self.writer = writer
        self.llm = llm
        self.log = log
        self.allow_email = allow_email

    def drafts(
        self, t: Transcript, *, sid: str, scope: str, use_model: bool
    ) -> Sequence[FactDraft]:
        """The model's facts when it answers with valid ones, else the extractive pass."""
        if use_model:
            answer = self.llm.ask(
                "extract",
                extract_facts_prompt(render_transcript(t)),
                parse_facts,
                context={"session_id": sid, "scope": scope},
            )
            if answer.ok and answer.value:
                return answer.value
        return extract_facts(t)

    def extract(
        self, t: Transcript, *, sid: str, scope: str, use_model: bool
    ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """(stored facts, skipped facts with the reason — never the text: a refused fact may
        hold a secret)."""
        drafts = self.drafts(t, sid=sid, scope=scope, use_model=use_model)
        try:
            reasons = self.duplicates(drafts, scope)
        except MemlaneError as exc:  # e.g. a store embedded by another model
            self.log.append(
                "extract",
                "failed",
                reason=f"{exc.code}: {exc.message}",
                session_id=sid,
                scope=scope,
            )
            return [], [{"index": i, "reason": exc.code} for i in range(len(drafts))]
        stored: list[dict[str, Any]] = []
        skipped: list[dict[str, Any]] = []
        for i, d in enumerate(drafts):
            cls = scan_injection(d.text)
            # An instruction-shaped "fact" would ride into every brief: never stored.
            reason = f"injection: {cls}" if cls else reasons.get(i)
            if reason is None:
                try:
                    receipt = self.writer.remember(
                        Draft(
                            text=d.text,
                            scope=scope,
                            kind="fact",
                            type=d.type,
                            importance=d.importance,
                            trigger="capture",
                            session_id=sid,
                            source=f"capture:{d.method}",
                            allow_email=self.allow_email,
                        ),
                    )
                except MemlaneError as exc:
                    reason = exc.code
                else:
                    if not receipt.unchanged:
                        stored.append(
                            {
                                "id": receipt.id,
                                "slug": receipt.slug,
                                "importance": d.importance,
                                "method": d.method,
                            }
                        )
                        continue
                    reason = "already known"
            skipped.append({"index": i, "reason": reason})
            self.log.append("fact", "skipped", reason=reason, session_id=sid, scope=scope)
        return stored, skipped

    def duplicates(self, drafts: Sequence[FactDraft], scope: str) -> dict[int, str]:
        """index -> reason for drafts that repeat a fact of ``scope`` or an earlier draft.
        Without an embedder only the batch is checked here; the write path checks the store."""
        out: dict[int, str] = {}
        emb = self.embeddings.embedder
        if emb is None:
            kept: list[frozenset[str]] = []
            for i, d in enumerate(drafts):
                tokens = duplicate_tokens(d.text)
                if any(jaccard(tokens, k) >= NEAR_DUPLICATE_JACCARD for k in kept):
                    out[i] = "duplicate in batch"
                else:
                    kept.append(tokens)
            return out
        if not drafts:
            return out
        self.embeddings.check_model()
        # Compare what a stored fact is embedded as: its title, then its body.
        vectors = emb.embed([f"{title_from_text(d.text)}\n{d.text}" for d in drafts])
        batch: list[int] = []
        for i in range(len(drafts)):
            v = vectors[i]
            if any(float(np.dot(vectors[j], v)) >= FACT_DUPLICATE_COSINE for j in batch):
                out[i] = "duplicate in batch"
                continue
            hits = self.store.vector_search(emb.model_id, emb.dim, v, {scope}, _NEIGHBOURS)
            close = self.store.get_many(r for r, sim in hits if sim >= FACT_DUPLICATE_COSINE)
            if any(r.kind == "fact" and not r.archived for r in close.values()):
                out[i] = "already known (similar fact)"
                continue
            batch.append(i)
        return out


__all__ = ["FACT_DUPLICATE_COSINE", "FactExtractor"]
