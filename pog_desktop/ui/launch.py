"""Start the Qt application from parsed command-line arguments."""
from __future__ import annotations

import argparse
import os
import sys


def run(args: argparse.Namespace) -> int:
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("pog-desktop")
    window = MainWindow(scenario=args.scenario)
    window.resize(*args.size)
    if args.screenshot:
        window.show()
        app.processEvents()
        ok = window.grab().save(args.screenshot)
        if not ok:
            print(f"pog-desktop: could not write {args.screenshot}", file=sys.stderr)
            return 1
        return 0
    window.show()
    return app.exec()
