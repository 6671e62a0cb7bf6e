"""The ``memlane`` entry point: registers every command module and translates errors once.

Error → exit code is one table (the error's own ``exit_code``): 0 ok, 1 unexpected error,
2 invalid input, 3 conflict or near duplicate, 4 privacy refusal, 5 not found, 6 store
unavailable (corrupt, unwritable, disk full, locked by another process), and 130 for a
Ctrl-C (:func:`interrupted` says what was kept). Nothing reaches the person as a traceback: an
error that is not a MemlaneError is a bug, reported in one line with its details written to
``$MEMLANE_HOME/errors.log``.
"""

from __future__ import annotations

import re
import sys
from typing import Any

import typer
import typer.main
from typer.exceptions import TyperException

from memlane.cli import (  # noqa: F401 - importing registers the commands
    admin_cmds,
    agent_cmds,
    curate_cmds,
    install_cmds,
    interop_cmds,
    learn_cmds,
    lifecycle_cmds,
    notes_cmds,
    pause_cmds,
    read_cmds,
    records_cmds,
    render,
    serve_cmds,
    sessions_cmds,
    team_cmds,
)
from memlane.cli.app import STATE, app
from memlane.errors import InvalidInput, MemlaneError

# A bad option value in plain words: Typer reports a validator's own message ("Input should
# be a valid integer, unable to parse string as an integer"), which names no option's need.
_PLAIN_NEEDS = {
    "int_parsing": "needs a whole number",
    "int_from_float": "needs a whole number",
    "int_type": "needs a whole number",
    "float_parsing": "needs a number",
    "float_type": "needs a number",
    "bool_parsing": "needs true or false",
}


def _in_plain_words(exc: TyperException) -> None:
    """Reword a bad parameter value whose validator error has a plain form (in place)."""
    errors = getattr(exc.__cause__, "errors", None)
    found = errors() if callable(errors) else []
    need = _PLAIN_NEEDS.get(found[0].get("type", "")) if found else None
    if need and hasattr(exc, "message"):
        exc.message = f"{need}, not {found[0].get('input')!r}"


def _plain_metavars(command: Any) -> Any:
    """Name a repeatable option's value by its element (``--tag <str>``): Typer shows the
    Python annotation (``<list[str]>``), which reads as if one option took a list."""
    for param in getattr(command, "params", ()):
        if getattr(param, "multiple", False) and param.metavar is None:
            match = re.fullmatch(r"list\[(.+)\]", param.bare_type())
            if match:
                param.metavar = f"<{match.group(1)}>"
    for sub in getattr(command, "commands", {}).values():
        _plain_metavars(sub)
    return command


def _usage_remedy(exc: TyperException) -> str:
    ctx = getattr(exc, "ctx", None)
    path = getattr(ctx, "command_path", None) or "memlane"
    return f"see `{path} --help`"


# The exit code of a command stopped by Ctrl-C (128 + SIGINT), as shells report it. Typer
# turns a KeyboardInterrupt inside a command into this code, silently (typer/core.py _main).
INTERRUPTED = 130


def interrupted(written: int, vectors: int = 0) -> int:
    """Say what a Ctrl-C left: every write is one transaction, so an interrupted one left
    nothing; the memories written before it stay (a batch says how many), and so do the
    vectors an import stored ahead of its memories (its rerun embeds only the rest)."""
    if written:
        kept = "memory written before it is" if written == 1 else "memories written before it are"
        render.err.print(f"interrupted: {written} {kept} kept", markup=False)
    else:
        render.err.print("interrupted: nothing was written", markup=False)
    if vectors:
        render.err.print(
            f"the {vectors} texts embedded so far are kept: run the same command again to "
            "continue from there",
            markup=False,
        )
    return INTERRUPTED


def run(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    as_json = "--json" in args
    try:
        # Outside standalone mode click returns a typer.Exit's code instead of raising it.
        command = _plain_metavars(typer.main.get_command(app))
        result = command.main(args=args, prog_name="memlane", standalone_mode=False)
        code = result if isinstance(result, int) else 0
        if code == INTERRUPTED:
            # Ctrl-C printed nothing and left a person unsure what was kept (the s45 trial).
            code = interrupted(STATE.written(), STATE.vectors_kept())
    except KeyboardInterrupt:  # outside a command's own code (parsing, the store closing)
        code = interrupted(STATE.written(), STATE.vectors_kept())
    except MemlaneError as exc:
        code = render.failure(exc, home=STATE.home, as_json=as_json)
    except typer.Exit as exc:
        code = exc.exit_code
    except typer.Abort:
        render.err.print("aborted")
        code = 1
    except TyperException as exc:
        # Usage errors (unknown option, bad value) exit 2, like every invalid input.
        _in_plain_words(exc)
        show = getattr(exc, "show", None)
        if as_json and exc.exit_code == InvalidInput.exit_code:
            # A script that asked for JSON gets the error as JSON on stdout, as for every
            # other invalid input (it got empty stdout and Typer's usage text on stderr).
            render.error(
                InvalidInput(exc.format_message(), remedy=_usage_remedy(exc)), as_json=True
            )
        elif callable(show):
            show()
        else:
            render.err.print(f"Error: {exc.format_message()}", markup=False)
        code = exc.exit_code
    except Exception as exc:  # the promise: one line and an exit code, never a traceback
        code = render.failure(exc, home=STATE.home, as_json=as_json)
    finally:
        STATE.close()
    if argv is None:
        sys.exit(code)
    return code


if __name__ == "__main__":
    run()
