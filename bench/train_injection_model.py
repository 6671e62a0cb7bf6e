"""Train the prompt-injection model shipped in src/memlane/core/data/prompt_injection_model.npz.

Multinomial logistic regression (numpy, full-batch Adam, L2) over hashed character 3–5-grams
of the folded text (features from ``memlane.core.prompt_injection_model``). Training data, all
from this repository or the Python standard library, none from the held-out sources:

- the "train" split of the wide corpus (``tests/safety_corpus_wide.py``: hand-written
  multilingual attacks and look-alikes, English attack families, obfuscated spellings, benign
  notes, code and security discussions) — the "test" split is what ``bench/safety.py`` reports;
- the first corpus (``tests/data/injection_*.jsonl``, ``privacy_benign.jsonl``);
- benign technical prose: docstrings of a fixed list of standard-library modules, cut to the
  model's window;
- with ``--code-every N``: every N-th window-sized run of lines of those modules' source;
- with ``--rounds``: the read gate's rounds (``tests/test_safety_round*.py``, read with ``ast``
  by ``bench/injection_rounds.py``, never imported): every module-level list of spelled-out
  strings; a list named as look-alikes, ordinary or benign text is benign, any other list is
  attacks, labelled with the class the rules give each (``assess_injection(t,
  use_model=False)``; no verdict or a rule-only class: instruction_override). A new round file
  is picked up by the glob.

The decision threshold is set so that no benign text of a held-back fifth (never fitted)
scores above it, plus a margin. Deterministic: fixed seeds, fixed module list; the same Python
minor version gives the same file. With no options this is the recipe of the shipped file.

Why the rounds are not in the shipped model (session 33, issue 19): trained on all rounds but
one, the model finds 3.8 % of the left-out round's attacks (the shipped model 1.8 %; ten
rounds, ``bench/injection_model_loo.py --every 2``), and trained on all of them with
``--rounds --epochs 200 --l2 1e-5 --code-every 12`` it fires on 10 of 37,928 tldr pages where
the shipped model fires on 5 (``bench/injection_real_text.py``): the rounds teach it the
languages and topics of their attacks (Spanish pages, commands, settings files), not the
families.

    .venv/bin/python bench/train_injection_model.py [--epochs 400] [--l2 1e-4]
        [--rounds] [--code-every 12]
"""

from __future__ import annotations

import argparse
import ast
import functools
import random
import sys
import sysconfig
from collections.abc import Collection
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from injection_rounds import load_rounds  # noqa: E402
from memlane.core import prompt_injection_model as pim  # noqa: E402
from memlane.core.prompt_injection import assess_injection  # noqa: E402
from memlane.core.text_normalize import fold  # noqa: E402
from safety_corpus import load as load_first  # noqa: E402
from safety_corpus_wide import load as load_wide  # noqa: E402

OUT = ROOT / "src" / "memlane" / "core" / "data" / pim.MODEL_FILE
STDLIB_MODULES = (
    "argparse", "asyncio/events", "calendar", "collections/__init__", "configparser",
    "contextlib", "csv", "dataclasses", "datetime", "difflib", "email/message", "enum",
    "functools", "gettext", "glob", "gzip", "hashlib", "heapq", "http/client", "http/server",
    "imaplib", "inspect", "ipaddress", "json/__init__", "logging/__init__", "mailbox",
    "multiprocessing/pool", "optparse", "os", "pathlib", "pdb", "pickle", "platform",
    "pprint", "shutil", "smtplib", "socket", "sqlite3/__init__", "ssl", "statistics",
    "string", "subprocess", "tarfile", "tempfile", "textwrap", "threading", "timeit",
    "tokenize", "trace", "typing", "unittest/case", "urllib/parse", "urllib/request", "uuid",
    "venv/__init__", "warnings", "wave", "webbrowser", "zipfile", "zoneinfo/_zoneinfo",
)  # fmt: skip


@functools.cache
def _stdlib_prose() -> list[str]:
    """Docstrings of the listed modules, cut into window-sized paragraphs."""
    base = Path(sysconfig.get_paths()["stdlib"])
    out: list[str] = []
    for name in STDLIB_MODULES:
        path = base / f"{name}.py"
        if not path.exists():
            continue
        tree = ast.parse(path.read_text(encoding="utf-8", errors="replace"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.ClassDef | ast.Module):
                doc = ast.get_docstring(node)
                if doc:
                    out.extend(_chunks(doc))
    return out


@functools.cache
def _stdlib_code(every: int) -> list[str]:
    """Every ``every``-th window-sized run of whole lines of the listed modules' source: the
    read gate sees code all day, and without it the rounds' attacks (which quote commands,
    paths and settings files) teach the model that code is an attack."""
    base = Path(sysconfig.get_paths()["stdlib"])
    out: list[str] = []
    for name in STDLIB_MODULES:
        path = base / f"{name}.py"
        if not path.exists():
            continue
        chunk = ""
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines(keepends=True):
            if len(chunk) + len(line) > pim.WINDOW and chunk.strip():
                out.append(chunk)
                chunk = ""
            chunk += line
        if chunk.strip():
            out.append(chunk)
    return out[::every]


def _chunks(text: str, size: int = pim.WINDOW) -> list[str]:
    paragraphs = [p.strip() for p in text.split("\n\n") if len(p.strip()) > 30]
    out: list[str] = []
    for p in paragraphs:
        out.extend(p[i : i + size] for i in range(0, len(p), size))
    return out


# Everyday commands a memory records, so the model does not read "curl" or "ssh" as an attack.
_COMMANDS = (
    "curl -fsSL {url} -o {file}", "curl -s {url} | jq .{field}", "wget {url} -O {file}",
    "git clone {url}", "git push origin {branch}", "git rebase -i HEAD~{n}",
    "docker build -t {name}:{n} .", "docker run --rm -p {port}:{port} {name}",
    "kubectl logs deploy/{name} --since=1h", "kubectl rollout restart deploy/{name}",
    "ssh {name}@{host} 'sudo systemctl restart {name}'", "scp {file} {name}@{host}:/srv/{name}/",
    "rsync -av dist/ {host}:/var/www/{name}/", "tar czf {name}.tgz {name}/",
    "pip install -e '.[test]'", "npm run build && npm test", "make lint test",
    "psql -h {host} -U {name} -c 'select count(*) from {name}'", "nc -zv {host} {port}",
    "base64 -d {file} > {name}.bin", "echo $PATH", "export PATH=$HOME/.local/bin:$PATH",
    "python -m http.server {port}", "openssl s_client -connect {host}:{port}",
    "aws s3 cp {file} s3://{name}-backups/", "gh pr create --fill", "terraform plan",
)  # fmt: skip


def _commands(seed: int = 0, count: int = 600) -> list[str]:
    rng = random.Random(seed)
    words = ("api", "web", "billing", "search", "worker", "cache", "auth", "docs")
    out = []
    for _ in range(count):
        name = rng.choice(words)
        out.append(
            rng.choice(_COMMANDS).format(
                url=f"https://{rng.choice(words)}.example.org/{name}/v{rng.randint(1, 9)}",
                file=f"{name}-{rng.randint(1, 99)}.{rng.choice(['tgz', 'json', 'sh', 'csv'])}",
                field=rng.choice(("name", "version", "items[0].id")),
                branch=rng.choice(("main", "fix/login", "release-2.3")),
                n=rng.randint(1, 20),
                name=name,
                host=f"{name}{rng.randint(1, 9)}.internal",
                port=rng.choice((5432, 6379, 8000, 8080, 443)),
            )
        )
    return out


@functools.cache
def round_samples() -> tuple[tuple[str, str, str | None], ...]:
    """(round file, text, class) of every case in the read gate's round files: an attack gets
    the class the rules give it (no verdict: an override), a look-alike None."""
    out: list[tuple[str, str, str | None]] = []
    for lst in load_rounds():
        for text in lst.texts:
            if lst.benign:
                out.append((lst.round, text, None))
            else:
                verdict = assess_injection(text, use_model=False)
                out.append((lst.round, text, verdict.cls if verdict else "instruction_override"))
    return tuple(out)


def dataset(
    rounds: bool = False, exclude: Collection[str] = (), code_every: int = 0
) -> tuple[list[str], list[int]]:
    """Texts and label indices; ``exclude`` names round files (stems) to leave out."""
    label = {cls: i for i, cls in enumerate(pim.LABELS)}
    texts: list[str] = []
    labels: list[int] = []

    def add(text: str, cls: str | None) -> None:
        # unicode obfuscation is a rule-only class: its examples teach the class they hide.
        name = cls if cls in label else ("benign" if cls is None else "instruction_override")
        texts.append(text)
        labels.append(label[name])

    for s in load_wide("injection", split="train"):
        add(s.text, s.cls)
    for corpus in ("injection_positive", "injection_benign", "privacy_benign"):
        for sample in load_first(corpus):
            add(sample.text, sample.cls if corpus == "injection_positive" else None)
    for chunk in _stdlib_prose():
        add(chunk, None)
    for command in _commands():
        add(command, None)
    for code in _stdlib_code(code_every) if code_every else ():
        add(code, None)
    for name, text, cls in round_samples() if rounds else ():
        if name not in exclude:
            add(text, cls)
    return texts, labels


def _matrix(texts: list[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Flattened bucket ids, the document of each, and the per-document scale."""
    rows = [pim.features(fold(t)) for t in texts]
    lengths = np.array([max(len(r), 1) for r in rows], dtype=np.float32)
    doc = np.repeat(np.arange(len(rows)), [len(r) for r in rows])
    return np.concatenate(rows), doc, pim.length_scale(lengths)


def _fit(
    buckets: np.ndarray,
    doc: np.ndarray,
    scale: np.ndarray,
    y: np.ndarray,
    k: int,
    epochs: int,
    l2: float,
    lr: float,
) -> tuple[np.ndarray, np.ndarray]:
    """Softmax regression over the gram bag (full batch, Adam, L2, classes balanced)."""
    n, dim = len(y), 1 << pim.BITS
    onehot = np.eye(k, dtype=np.float32)[y]
    counts = np.bincount(y, minlength=k).astype(np.float32)
    sample_weight = (n / (k * np.maximum(counts, 1)))[y]
    w = np.zeros((dim, k), dtype=np.float32)
    b = np.zeros(k, dtype=np.float32)
    m_w, v_w = np.zeros_like(w), np.zeros_like(w)
    m_b, v_b = np.zeros_like(b), np.zeros_like(b)
    beta1, beta2, eps = 0.9, 0.999, 1e-8
    gram_scale = scale[doc]
    for step in range(1, epochs + 1):
        gathered = w[buckets] * gram_scale[:, None]
        logits = np.stack(
            [np.bincount(doc, weights=gathered[:, c], minlength=n) for c in range(k)], axis=1
        ).astype(np.float32)
        logits += b
        logits -= logits.max(axis=1, keepdims=True)
        probs = np.exp(logits)
        probs /= probs.sum(axis=1, keepdims=True)
        err = (probs - onehot) * sample_weight[:, None] / n
        per_gram = err[doc] * gram_scale[:, None]
        grad_w = np.stack(
            [np.bincount(buckets, weights=per_gram[:, c], minlength=dim) for c in range(k)],
            axis=1,
        ).astype(np.float32)
        grad_w += l2 * w
        grad_b = err.sum(axis=0)
        for param, grad, m, v in ((w, grad_w, m_w, v_w), (b, grad_b, m_b, v_b)):
            m *= beta1
            m += (1 - beta1) * grad
            v *= beta2
            v += (1 - beta2) * grad * grad
            param -= lr * (m / (1 - beta1**step)) / (np.sqrt(v / (1 - beta2**step)) + eps)
        if step % 100 == 0 or step == epochs:
            loss = -np.mean(np.log(np.maximum(probs[np.arange(n), y], 1e-9)))
            accuracy = float(np.mean(probs.argmax(axis=1) == y))
            print(f"  {k} labels, epoch {step}: loss {loss:.4f}, train accuracy {accuracy:.4f}")
    return w, b


def fit(
    all_texts: list[str],
    all_labels: list[int],
    epochs: int,
    *,
    classes: bool = True,
    l2: float = 1e-4,
    lr: float = 0.1,
    seed: int = 0,
) -> pim.Model:
    """The model and its threshold. ``classes=False`` fits the detector alone (the four-way
    weights stay zero): what decides suspect or not, for the leave-one-round-out measure."""
    rng = random.Random(seed)
    order = list(range(len(all_texts)))
    rng.shuffle(order)
    # A fifth is held back to set the threshold on windows the weights never saw.
    cut = len(order) // 5
    held = [(all_texts[i], all_labels[i]) for i in order[:cut]]
    texts = [all_texts[i] for i in order[cut:]]
    y = np.array([all_labels[i] for i in order[cut:]])
    buckets, doc, scale = _matrix(texts)
    k = len(pim.LABELS)
    if classes:
        print("class model")
        w, b = _fit(buckets, doc, scale, y, k, epochs, l2, lr)
    else:
        w, b = np.zeros((1 << pim.BITS, k), np.float32), np.zeros(k, np.float32)
    print("detector (injection or not)")
    dw, db = _fit(buckets, doc, scale, (y > 0).astype(np.int64), 2, epochs, l2, lr)
    detector, detector_bias = dw[:, 1] - dw[:, 0], float(db[1] - db[0])
    model = pim.Model(w, b, 0.0, detector, detector_bias)
    benign_scores = [model.score(fold(t))[0] for t, lab in held if lab == 0]
    attack_scores = [model.score(fold(t))[0] for t, lab in held if lab != 0]
    # The model only ever says "suspect", next to rules that already catch the known shapes:
    # no held-back benign text may come within 2 log-odds of the threshold.
    threshold = max(1.0, float(np.max(benign_scores)) + 2.0)
    caught = float(np.mean(np.array(attack_scores) >= threshold))
    print(
        f"threshold {threshold:.3f}: {caught:.1%} of {len(attack_scores)} held-back attacks above"
        f" it, 0 of {len(benign_scores)} held-back benign texts"
    )
    return pim.Model(w, b, threshold, detector, detector_bias)


def train(epochs: int, l2: float, rounds: bool, code_every: int) -> dict[str, np.ndarray]:
    model = fit(*dataset(rounds, code_every=code_every), epochs, l2=l2)
    return pim.pack(model.weights, model.bias, model.threshold, model.margin, model.margin_bias)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--epochs", type=int, default=400)
    parser.add_argument("--l2", type=float, default=1e-4)
    # Off by default: measured in session 33 (see the module docstring), a model trained on the
    # rounds does not generalize to a round it has not seen and flags more real pages.
    parser.add_argument("--rounds", action="store_true", help="train on the round files too")
    parser.add_argument(
        "--code-every", type=int, default=0, help="add every n-th window of stdlib source"
    )
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    packed = train(args.epochs, args.l2, args.rounds, args.code_every)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(args.out, allow_pickle=False, **packed)
    print(f"wrote {args.out} ({args.out.stat().st_size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
