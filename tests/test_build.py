"""The build's own transformations of the pinned runtime files."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

ASM = ROOT / "node_modules" / "pyodide" / "pyodide.asm.mjs"


@pytest.mark.skipif(not ASM.exists(), reason="npm packages not installed")
def test_the_pinned_pyodide_makes_no_shared_memory_until_it_must_sleep():
    original = ASM.read_text()
    assert "new WebAssembly.Memory({shared:!0" in original
    patched, ok = build.lazy_shared_memory(original)
    assert ok, "the pattern changed with this Pyodide: see build.lazy_shared_memory"
    # the only shared memory left is made inside the sleep function, on first use
    start = patched.index("new WebAssembly.Memory({shared:!0")
    assert patched.rfind("catch", 0, start) < patched.rfind("{try{", 0, start)
    assert patched.count("new WebAssembly.Memory({shared:!0") == 1
    assert len(patched) - len(original) < 40


def test_source_map_lines_are_dropped():
    assert build.strip_source_map("a()\n//# sourceMappingURL=x.map\nb()") == "a()\nb()\n"
