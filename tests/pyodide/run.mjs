// Run pytest inside Pyodide under Node: the same engine tests, on the same Python the browser
// runs (3.14, wasm32). The repository is mounted read-only-in-spirit at /repo; pytest and its
// pure-Python dependencies are imported straight from their wheels.
import { loadPyodide } from "pyodide";
import path from "node:path";

const [repo, wheelDir, ...pytestArgs] = process.argv.slice(2);
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(repo) }, "/repo");
pyodide.FS.mkdirTree("/wheels");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(wheelDir) }, "/wheels");
pyodide.globals.set("pytest_args", pyodide.toPy(pytestArgs));
const code = await pyodide.runPythonAsync(`
import os, sys, glob
sys.path[:0] = sorted(glob.glob("/wheels/*.whl")) + ["/repo"]
os.chdir("/repo")
os.environ["TAPIS_IN_PYODIDE"] = "1"
import platform
print("Python", sys.version.split()[0], "on", sys.platform, platform.machine())
import pytest
pytest.main(list(pytest_args))
`);
process.exit(Number(code));
