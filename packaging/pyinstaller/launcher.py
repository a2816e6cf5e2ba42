"""The frozen application's entry point (PyInstaller needs a script, not a package's __main__)."""
import sys

from pog_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
