import os
import sys

# The repository root on sys.path, so tests import the working tree's pyengine and helpers.
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


# ---- one part of the tests (``TAPIS_TEST_SHARD=k/n``): `python build.py test` runs the CPython
# tests in two processes at once, one per core; every n-th test from the k-th, in collection
# order, so a file's long tests (the bots' matches) are shared out.
import pytest  # noqa: E402


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    shard = os.environ.get("TAPIS_TEST_SHARD", "")
    if not shard:
        return
    part, parts = (int(x) for x in shard.split("/"))
    kept = [item for index, item in enumerate(items) if index % parts == part]
    left = [item for index, item in enumerate(items) if index % parts != part]
    if left:
        config.hook.pytest_deselected(items=left)
    items[:] = kept
