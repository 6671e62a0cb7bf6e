"""The garbage collector waits while the read gate scans, and runs again as it did before."""

from __future__ import annotations

import gc
import threading

from memlane.core.collector_pause import collector_paused
from memlane.core.prompt_injection import assess_injection


def test_the_collector_waits_during_a_scan_and_runs_after_it() -> None:
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        with collector_paused():  # nested: the outer scan still runs
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()


def test_a_collector_turned_off_by_the_caller_stays_off() -> None:
    gc.disable()
    try:
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_collector_runs_again_when_a_scan_fails() -> None:
    try:
        with collector_paused():
            raise ValueError
    except ValueError:
        pass
    assert gc.isenabled()


def test_overlapping_scans_in_threads_leave_it_running() -> None:
    inside, release = threading.Event(), threading.Event()

    def scan() -> None:
        with collector_paused():
            inside.set()
            release.wait(5)

    worker = threading.Thread(target=scan)
    worker.start()
    inside.wait(5)
    with collector_paused():  # ends first: the worker's scan still runs
        pass
    assert not gc.isenabled()
    release.set()
    worker.join()
    assert gc.isenabled()


def test_the_read_gate_scans_with_the_collector_paused(monkeypatch: object) -> None:
    from memlane.core import prompt_injection

    seen = []
    real = prompt_injection.shared_lookups

    def spy(*args: object, **kwargs: object) -> object:
        seen.append(gc.isenabled())
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(prompt_injection, "shared_lookups", spy)  # type: ignore[attr-defined]
    assess_injection("Ignore the cache: the worker retries the request after a timeout.")
    assert seen == [False]
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
