"""Start the Qt application from parsed command-line arguments."""
from __future__ import annotations

import argparse
import os
import sys


def screenshot(args: argparse.Namespace) -> int:
    """Render the board of the scenario's setup to a PNG of exactly ``--size``."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtWidgets import QApplication

    from .board.from_scenario import PositionError
    from .main_window import build_board

    try:
        scene, view = build_board(args.scenario)
    except (PositionError, KeyError, ValueError) as e:
        print(f"pog-desktop: cannot set up scenario {args.scenario!r}: {e}", file=sys.stderr)
        return 1
    view.setAttribute(Qt.WA_DontShowOnScreen)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    view.resize(*args.size)
    view.show()
    QApplication.processEvents()
    view.fit()
    center = getattr(args, "center", None)
    zoom = getattr(args, "zoom", None) or 1.0
    if center is not None or zoom != 1.0:
        if center is None:
            point = scene.sceneRect().center()
        elif center in scene.game.map.spaces:
            point = QPointF(*scene.game.map.spaces[center].center)
        else:
            print(f"pog-desktop: --center {center!r} is not a space id", file=sys.stderr)
            return 2
        view.center_on(point, view.fit_scale() * zoom)
    view.end_draft()
    image = view.grab().toImage()
    if (image.width(), image.height()) != tuple(args.size):
        image = image.scaled(*args.size)
    if not image.save(args.screenshot):
        print(f"pog-desktop: could not write {args.screenshot}", file=sys.stderr)
        return 1
    return 0


def table_screenshot(args: argparse.Namespace) -> int:
    """The table view of the saved game ``--open`` to ``--screenshot``."""
    from ..match import SaveError
    from .play.table_shot import render

    try:
        render(args.open, args.screenshot, tuple(args.size))
    except SaveError as e:
        print(f"pog-desktop: cannot open {args.open}: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"pog-desktop: {e}", file=sys.stderr)
        return 1
    return 0


def run(args: argparse.Namespace) -> int:
    if getattr(args, "file", None) and not args.open:
        args.open = args.file
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("pog-desktop")
    if args.screenshot:
        return table_screenshot(args) if args.open else screenshot(args)
    from ..data.scenarios import game_of
    if game_of(args.scenario) != "pog":      # no rules engine yet: hand play on that game's board
        from .handplay.window import HandPlayWindow
        window = HandPlayWindow.new(args.scenario, game_of(args.scenario))
        window.resize(*args.size)
        window.show()
        return app.exec()
    from .main_window import MainWindow

    if args.open and str(args.open).endswith(".pogturn"):     # issue 12: a PBEM turn file
        from .pbem.window import open_turn_file
        window = open_turn_file(args.open)
        if window is None:
            return 1
        window.resize(*args.size)
        window.show()
        return app.exec()
    window = MainWindow(resume=not args.open)
    if args.open:
        window.open_file(args.open)
    window.resize(*args.size)
    window.show()
    return app.exec()
