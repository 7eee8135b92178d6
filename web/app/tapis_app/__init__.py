"""Tapis's web layer: the shell (picker, set-up, game frame) and one view per game.

Everything here but :mod:`tapis_app.dom` is plain Python that turns engine views into HTML
strings and clicks into engine actions, so it is tested in CPython like the engines. No rule
lives here: legality, scoring and hidden information all come from ``pyengine``.
"""
