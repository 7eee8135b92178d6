"""The shell's screens, each a room of its own (app.py lists them)."""
