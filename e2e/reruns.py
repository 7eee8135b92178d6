"""A pytest plugin for the browser tests (build.py loads it with ``-p e2e.reruns``): the tests
that failed, were run again at once (pytest-rerunfailures' ``--reruns``) and then passed are
named at the end of the run, and written one per line to the file ``TAPIS_RERUN_REPORT`` names,
so that the test command reports them in its summary and in GitHub Actions' (never hidden)."""

import os
from pathlib import Path


def passed_when_run_again(stats: dict) -> list[str]:
    """The node ids run again after a failure whose last run passed."""
    rerun = {report.nodeid for report in stats.get("rerun", [])}
    passed = {report.nodeid for report in stats.get("passed", []) if report.when == "call"}
    return sorted(rerun & passed)


def pytest_terminal_summary(terminalreporter):
    retried = passed_when_run_again(terminalreporter.stats)
    if retried:
        terminalreporter.write_sep("-", "failed, then passed when run again")
        for nodeid in retried:
            terminalreporter.write_line(nodeid)
    named = os.environ.get("TAPIS_RERUN_REPORT")
    if named:
        Path(named).write_text("".join(f"{nodeid}\n" for nodeid in retried))
