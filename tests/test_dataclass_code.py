"""memlane.dataclass_code: a dataclass gets the same methods whether its texts are compiled
or read back from the codes an earlier process saved."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

# Run in a fresh interpreter: preload() gives the dataclasses module its exec for the
# process, and the classes must be made three times over under the same names.
PROBE = r"""
import dataclasses, sys, typing
from dataclasses import InitVar, dataclass, field

def make():
    @dataclass
    class Plain:
        a: int
        b: str = "x"
        c: list = field(default_factory=list)

    @dataclass(frozen=True, slots=True, order=True)
    class Frozen:
        a: int
        b: typing.Optional[str] = None

    @dataclass(kw_only=True, eq=False, repr=False)
    class Kw:
        a: int
        b: InitVar[int] = 0
        c: typing.ClassVar[int] = 3

        def __post_init__(self, b):
            self.d = self.a + b

    @dataclass(unsafe_hash=True)
    class Hashed:
        a: int = field(default=1, compare=False)
        b: int = field(default=2, repr=False)

    classes = (Plain, Frozen, Kw, Hashed)
    methods = {}
    for cls in classes:
        for name in ("__init__", "__repr__", "__eq__", "__lt__", "__ge__", "__setattr__",
                     "__delattr__", "__hash__"):
            fn = vars(cls).get(name)
            if fn is not None and hasattr(fn, "__code__"):
                methods[(cls.__name__, name)] = (fn.__code__, repr(fn.__annotations__))
    objs = (Plain(1), Frozen(1, "y"), Kw(a=1, b=2), Hashed())
    return methods, [repr(o) for o in objs if type(o) is not Kw], hash(objs[1]), objs[2].d

from memlane import dataclass_code

home = sys.argv[1]
builtin = make()
kept = dataclass_code.preload(home)
assert dataclasses.exec == kept.exec
compiled = make()
assert kept.new, "the texts were compiled and recorded"
dataclass_code.save_new(kept, home_exists=True)
dataclass_code._PRELOADED.clear()
del dataclasses.exec
kept = dataclass_code.preload(home)
served = make()
assert not kept.new and kept.codes, "every text was served from the file"
assert builtin[0].keys() == compiled[0].keys() == served[0].keys()
for key in builtin[0]:
    assert builtin[0][key] == compiled[0][key] == served[0][key], key
assert builtin[1:] == compiled[1:] == served[1:]
print("ok", len(builtin[0]))
"""


def test_saved_codes_give_the_same_methods(tmp_path: Path) -> None:
    (tmp_path / "cache").mkdir()
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("ok ")


def test_a_damaged_file_is_ignored(tmp_path: Path) -> None:
    from memlane import dataclass_code

    (tmp_path / "cache").mkdir()
    path = Path(dataclass_code.code_file(str(tmp_path)))
    path.write_bytes(b"memlane-dataclass-code-1\n" + b"\0" * 16 + b"garbage")
    assert dataclass_code._read(str(path)) == {}
    path.write_bytes(b"something else")
    assert dataclass_code._read(str(path)) == {}
