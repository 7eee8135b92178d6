import os
import sys

# The repository root on sys.path, so tests import the working tree's pyengine and helpers.
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

