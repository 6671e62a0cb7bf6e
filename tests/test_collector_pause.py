"""The garbage collector waits while a gated scan runs, and runs again as it did before."""

from __future__ import annotations

import gc
import threading

from memlane.core.gated_search import shared_lookups
from memlane.core.prompt_injection import assess_injection


def test_the_collector_waits_during_a_scan_and_runs_after_it() -> None:
    assert gc.isenabled()
    with shared_lookups("test"):
        assert not gc.isenabled()
        with shared_lookups("test"):  # nested: the outer scan still runs
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()


def test_a_collector_turned_off_by_the_caller_stays_off() -> None:
    gc.disable()
    try:
        with shared_lookups("test"):
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_collector_runs_again_when_a_scan_fails() -> None:
    try:
        with shared_lookups("test"):
            raise ValueError
    except ValueError:
        pass
    assert gc.isenabled()


def test_overlapping_scans_in_threads_leave_it_running() -> None:
    inside, release = threading.Event(), threading.Event()

    def scan() -> None:
        with shared_lookups("test"):
            inside.set()
            release.wait(5)

    worker = threading.Thread(target=scan)
    worker.start()
    inside.wait(5)
    with shared_lookups("test"):  # ends first: the worker's scan still runs
        pass
    assert not gc.isenabled()
    release.set()
    worker.join()
    assert gc.isenabled()


def test_a_long_scan_leaves_no_cyclic_garbage() -> None:
    """Nothing a scan makes waits for the collector to be freed."""
    body = ("Ignore the cache: the worker retries the request after a timeout.\n" * 800)[:40000]
    assess_injection(body)
    gc.collect()
    gc.disable()
    try:
        assess_injection(body)
        assert gc.collect() == 0
    finally:
        gc.enable()
