"""Default numeric libraries to one thread before numpy loads (machines here have 2 cores).

OpenBLAS and friends read their thread count once, at import; setting it later does nothing.
``MEMLANE_THREADS`` changes the default; an explicit ``OMP_NUM_THREADS`` etc. always wins.
"""

import os

_n = os.environ.get("MEMLANE_THREADS", "1")
for _var in (
    "OMP_NUM_THREADS",
    "OPENBLAS_NUM_THREADS",
    "MKL_NUM_THREADS",
    "VECLIB_MAXIMUM_THREADS",
    "NUMEXPR_NUM_THREADS",
):
    os.environ.setdefault(_var, _n)
