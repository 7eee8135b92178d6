"""The Python the browser gets: each module's code on the same lines, without its docstrings
and comments (about a third of our source text, which every first visit would download).

Line numbers are kept — a docstring becomes blank lines, a comment is cut off its line — so a
traceback from the browser names the repository's lines. Nothing at run time reads a docstring.
Used by tools/precompile.mjs on the site's copies of the wheel and the app's archive; the
repository keeps the full text.
"""

import ast
import io
import tokenize

DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def slim(source: str) -> str:
    lines = source.splitlines(keepends=True)
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, DOCUMENTED) or not node.body:
            continue
        doc = node.body[0]
        if not (isinstance(doc, ast.Expr) and isinstance(doc.value, ast.Constant) and isinstance(doc.value.value, str)):
            continue
        first, last = doc.lineno - 1, doc.end_lineno - 1
        before = lines[first][:doc.col_offset]
        after = lines[last][doc.end_col_offset:].strip()
        if before.strip() or (after and not after.startswith("#")):
            continue  # shares a line with code: left as it is
        blank_from = first
        if len(node.body) == 1:  # the docstring was the whole body: a body is still needed
            lines[first] = " " * doc.col_offset + "pass\n"
            blank_from = first + 1
        for i in range(blank_from, last + 1):
            lines[i] = "\n"
    text = "".join(lines)
    cuts = {}
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.COMMENT:
            cuts[token.start[0] - 1] = token.start[1]
    lines = text.splitlines(keepends=True)
    for i, column in cuts.items():
        lines[i] = lines[i][:column]
    return "".join(line.rstrip() + "\n" for line in lines)
