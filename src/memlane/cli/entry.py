"""The ``memlane`` console script: fast lanes for hooks and ``memlane recall``, the full CLI
for everything else.

A hook runs on every prompt. When a ``memlane serve`` is running, the hook only forwards the
payload over loopback, and so does ``memlane recall`` when the server reads the same settings
(cli/recall_client.py); without a server the hook and a plain ``memlane recall`` run in this
process but without the CLI framework (cli/hook_local.py, cli/recall_local.py). This module
imports no lane until it knows which one runs (the recall lane's scope rules would cost every
hook ~10 ms of CPU, the library a warm recall ~400 ms), and the full CLI only when no lane
answered.
"""

from __future__ import annotations

import atexit
import gc
import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:  # annotations only: the hook's warm lane imports this module
    from collections.abc import Callable
    from typing import NoReturn


def main() -> None:
    """The console script: :func:`dispatch`, and a process a lane answered ends at once."""
    global _ends_at_once
    if sys.argv[:1] == ["-c"]:  # hooks run `python -c HOOK_ENTRY` (services/install_targets.py)
        sys.argv[0] = "memlane"
    _ends_at_once = True
    try:
        dispatch()
    except SystemExit as done:
        if _lane_answered:
            _end_process(done.code)
        raise
    except KeyboardInterrupt:
        # A Ctrl-C while the library loads, before any command ran (a command's own is said
        # by cli/main.py): nothing was written, and no traceback.
        sys.stderr.write("interrupted: nothing was written\n")
        raise SystemExit(130) from None


# Set by a lane that answered (and is leaving with SystemExit): only then may main() end the
# process without the interpreter's teardown.
_lane_answered = False
# Set by main(): a lane that answers here is followed by _end_process (os._exit), not by a
# caller that goes on (tests call dispatch()).
_ends_at_once = False


def leaves_store_open() -> bool:
    """Whether a lane leaves its store open for the process's end. Closing the last
    connection to a SQLite database checkpoints its write-ahead log into the database and
    deletes it: two fsyncs and a file deleted and created again by the next process, ~2 ms of
    CPU and ~20 ms of wall time of a cold recall here, to tidy a log that holds only
    committed transactions. A process that ends with os._exit leaves the log as a crash
    would after its last commit, which the next connection reads as it reads any log (the
    store runs in WAL mode for that); the log is copied into the database when it reaches
    the store's checkpoint size (store/connection.py), by whichever write reaches it. Nothing is
    written after the lane's last commit."""
    return _ends_at_once


def _leave(code: int | None) -> NoReturn:
    """How a lane that answered exits."""
    global _lane_answered
    _lane_answered = True
    sys.exit(code)


def _end_process(code: object) -> None:
    """End a process a lane answered as the interpreter would, minus its teardown: the exit
    handlers run (the regex programs are saved, logs flushed) and the output is flushed, then
    os._exit. Tearing down the modules, numpy's and onnxruntime's included, was ~15 ms of a
    cold hash-store recall's CPU and ~40 ms of a MiniLM one's (issue 21), for a process that
    has nothing left to do: nothing is being written (the store is closed, or left open after
    its last commit: :func:`leaves_store_open`), the query worker is a daemon that holds
    nothing. Returns (and the caller lets
    the interpreter exit as usual) for an exit code that is not a plain int, or when a thread
    that is no daemon still runs: the interpreter would wait for it."""
    if code is not None and type(code) is not int:
        return
    threading = sys.modules.get("threading")
    if threading is not None and any(
        t.is_alive() and not t.daemon and t is not threading.main_thread()
        for t in threading.enumerate()
    ):
        return
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            return  # e.g. a reader that went away: the interpreter reports it as it always has
    os._exit(code or 0)


def dispatch() -> None:
    """Answer on a lane, or run the full CLI. Leaves with SystemExit; in-process callers
    (tests) call this rather than main(), which would end their process."""
    # Loading the library allocates ~200k objects that live as long as the process (modules,
    # classes, functions, compiled data), and no garbage: the collector's passes over them were
    # ~25 ms of a cold recall, for nothing. It is off while the library loads; what loaded is
    # then set apart from collection (_library_loaded), so the work that follows collects its
    # own garbage as usual without walking the library again, at exit included.
    gc.disable()
    argv = sys.argv[1:]
    if "hook" in argv[:5]:  # [--home H] [--embedder E] hook <event> …: the lanes read it exactly
        _hook_lane(argv)
    elif "recall" in argv[:5]:  # [--home H] [--embedder E] recall …: the lanes read it exactly
        _recall_lane(argv)
    save_programs = _preload_programs(argv)
    from memlane.cli.main import run

    save_programs()
    _library_loaded()
    run()


def _library_loaded() -> None:
    """Exempt every object alive now from garbage collection, and turn collection back on
    (see main)."""
    gc.freeze()
    gc.enable()


def _preload_programs(argv: list[str]) -> Callable[[], None]:
    """Before the library loads: its regular expressions as compiled by an earlier process
    (memlane/regex_programs.py, ~100 ms of a cold start), and its dataclasses' methods
    (memlane/dataclass_code.py, ~40 ms at load ~10). Returns what saves the programs of
    the patterns compiled meanwhile: call it once the library is imported. It runs again at
    exit, for the modules loaded on first need (the read gate's rules load only for a text
    without a kept verdict, services/read_gate.py)."""
    from memlane import dataclass_code, regex_programs
    from memlane.cli.loopback import split_embedder, split_home
    from memlane.environ import environment
    from memlane.home import home_folder

    home = home_folder(split_home(split_embedder(argv)[1])[0], environment())
    loaded = regex_programs.preload(home)
    codes = dataclass_code.preload(home)

    def save() -> None:
        regex_programs.save_new(loaded, home_exists=os.path.isdir(home))
        dataclass_code.save_new(codes, home_exists=os.path.isdir(home))

    atexit.register(save)
    return save


def _hook_lane(argv: list[str]) -> None:
    """Exit with a warm server's answer, else with this process's; return only for an
    invocation the full CLI must read."""
    from memlane import fast_json
    from memlane.cli.hook_client import MAX_HOOK_INPUT, split_hook_argv, try_warm
    from memlane.cli.loopback import split_embedder
    from memlane.environ import environment

    # A global --embedder keeps the hook off the stdlib-only warm lane (try_warm refuses it);
    # the in-process hook still offers it to a warm server first, as the full CLI's does.
    embedder, rest = split_embedder(argv)
    parsed = split_hook_argv(rest)
    if parsed is None:
        return
    try:
        raw = sys.stdin.buffer.read(MAX_HOOK_INPUT)
    except (OSError, ValueError):
        raw = b""
    answer = try_warm(argv, raw, environment())
    if answer is not None:
        if answer:
            sys.stdout.write(fast_json.dumps(answer, ensure_ascii=False) + "\n")
        _leave(0)
    # No warm server: this process answers, as the full CLI's hook command would.
    save_programs = _preload_programs(argv)
    from memlane.cli.hook_local import answer_in_process
    from memlane.services import hooks  # noqa: F401 - run_hook loads it: its patterns are kept too

    save_programs()
    _library_loaded()
    answer_in_process(*parsed, raw, embedder=embedder, close_store=not leaves_store_open())
    _leave(0)


def _recall_lane(argv: list[str]) -> None:
    """Exit with what a warm server's recall prints, else with what this process's recall
    prints, or return to run the full CLI."""
    from memlane.cli.recall_client import try_warm_recall
    from memlane.environ import environment

    printed = try_warm_recall(argv, environment())
    if printed is not None:
        sys.stdout.write(printed if printed.endswith("\n") else printed + "\n")
        _leave(0)
    save_programs = _preload_programs(argv)
    from memlane.cli.recall_local import recall_in_process

    save_programs()
    _library_loaded()
    code = recall_in_process(argv, close_store=not leaves_store_open())
    if code is not None:
        _leave(code)


if __name__ == "__main__":
    main()
