"""The game screen: screen.py (the controller), drawing.py, pacing.py, coach.py, ending.py."""
