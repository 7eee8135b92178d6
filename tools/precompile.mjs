// Replace the start-up modules of the given zip archives by Python 3.14 bytecode (.pyc, unchecked-hash),
// compiled by Pyodide's own Python so the magic number matches the browser's. Python imports
// from a zip compile each module from source otherwise (0.4-0.8 s of start-up in Pyodide).
// Only modules imported at start-up are compiled (PRECOMPILE, a JSON list of path prefixes):
// bytecode compresses worse than source, and a game's own modules load when it starts.
// The source is left out for those modules: shipping both cost ~40 KB on every first visit.
// Every module ships slimmed (tools/slim_source.py): no docstrings or comments, same line numbers.
// Usage: node tools/precompile.mjs <archive> <runtime dir> [<archive> <runtime dir> ...]
//   runtime dir: where the archive sits in the browser's file system (co_filename prefix).
import { loadPyodide } from "pyodide";
import fs from "node:fs";

const args = process.argv.slice(2);
const py = await loadPyodide();
// slim(source): the same code on the same lines without docstrings and comments (tools/slim_source.py)
py.runPython(fs.readFileSync(new URL("./slim_source.py", import.meta.url), "utf8"));
for (let i = 0; i < args.length; i += 2) {
  const archive = args[i], runtime = args[i + 1];
  py.FS.writeFile("/tmp/in.zip", fs.readFileSync(archive));
  py.globals.set("runtime_path", runtime);
  py.globals.set("prefixes", py.toPy(JSON.parse(process.env.PRECOMPILE || '[""]')));
  py.runPython(`
import importlib.util, marshal, zipfile
source = zipfile.ZipFile("/tmp/in.zip")
entries = [(info, slim(source.read(info).decode()).encode() if info.filename.endswith(".py") else source.read(info))
           for info in source.infolist()]
with zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
    for info, data in entries:
        if not (info.filename.endswith(".py") and info.filename.startswith(tuple(prefixes))):
            out.writestr(info, data)
        else:  # the bytecode replaces the source: zipimport takes a lone .pyc (tracebacks
            # still name the file and line; the repository has the text)
            code = compile(data, runtime_path + "/" + info.filename, "exec", dont_inherit=True)
            pyc = bytearray(importlib.util.MAGIC_NUMBER)
            pyc += (0b01).to_bytes(4, "little")  # hash-based, source not checked
            pyc += importlib.util.source_hash(data)
            pyc += marshal.dumps(code)
            pinfo = zipfile.ZipInfo(info.filename[:-3] + ".pyc", info.date_time)
            pinfo.compress_type = zipfile.ZIP_DEFLATED
            pinfo.external_attr = info.external_attr
            out.writestr(pinfo, bytes(pyc))
`);
  fs.writeFileSync(archive, py.FS.readFile("/tmp/out.zip"));
}
