"""The bundled MiniLM's tokenizer, built by the tokenizers library from its WordPiece vocabulary.

``minilm/tokenizer.json`` (466 KB) is the model's tokenizer as published: the vocabulary and the
pipeline around it (BERT normalizer, BERT pre-tokenizer, the [CLS] … [SEP] template, five special
tokens). ``Tokenizer.from_file`` parses all of it as JSON, ~30 ms of CPU in every cold process
that embeds (a ``memlane recall``, a hook without a server). The same library reads
``minilm/vocab.txt`` (the vocabulary in id order, one token a line: the file BERT models ship,
written from tokenizer.json) with ``WordPiece.from_file`` in ~24 ms, and the pipeline is then
assembled here from the library's own parts, as tokenizer.json declares them. Nothing is
tokenized by memlane's code: the library does all of it, from the same vocabulary.

Invariant (tests/test_minilm_tokenizer.py): the tokenizer built here serializes to the same JSON
as tokenizer.json (apart from the padding and truncation that the embedder sets on both alike),
vocab.txt is tokenizer.json's vocabulary in id order, and both encode every text to the same ids.
"""

from __future__ import annotations

from pathlib import Path

from tokenizers import Tokenizer, decoders, normalizers, pre_tokenizers, processors
from tokenizers.models import WordPiece

MINILM_DIR = Path(__file__).parent / "minilm"
MINILM_TOKENIZER = MINILM_DIR / "tokenizer.json"
MINILM_VOCAB = MINILM_DIR / "vocab.txt"

# tokenizer.json's "added_tokens", in id order (0, 100, 101, 102, 103); none is normalized.
_SPECIAL = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
_CLS_ID, _SEP_ID = 101, 102


def minilm_tokenizer(vocab: Path = MINILM_VOCAB) -> Tokenizer:
    """all-MiniLM-L6-v2's tokenizer (uncased BERT WordPiece) from its vocabulary file: the
    tokenizer tokenizer.json describes, minus its serving-time padding and truncation (128
    tokens), which the embedder replaces anyway (providers/onnx_embedder.py)."""
    model = WordPiece.from_file(
        str(vocab), unk_token="[UNK]", continuing_subword_prefix="##", max_input_chars_per_word=100
    )
    tokenizer = Tokenizer(model)
    tokenizer.normalizer = normalizers.BertNormalizer(
        clean_text=True, handle_chinese_chars=True, strip_accents=None, lowercase=True
    )
    tokenizer.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    tokenizer.post_processor = processors.TemplateProcessing(
        single="[CLS]:0 $A:0 [SEP]:0",
        pair="[CLS]:0 $A:0 [SEP]:0 $B:1 [SEP]:1",
        special_tokens=[("[CLS]", _CLS_ID), ("[SEP]", _SEP_ID)],
    )
    tokenizer.decoder = decoders.WordPiece(prefix="##", cleanup=True)
    tokenizer.add_special_tokens(_SPECIAL)
    return tokenizer


__all__ = ["MINILM_DIR", "MINILM_TOKENIZER", "MINILM_VOCAB", "minilm_tokenizer"]
