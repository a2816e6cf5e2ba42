"""Start the Qt application from parsed command-line arguments."""
from __future__ import annotations

import argparse
import os
import sys


def aim(view, args: argparse.Namespace) -> str | None:
    """Zoom and centre ``view`` as ``--zoom`` and ``--center`` ask; the problem, else None."""
    from PySide6.QtCore import QPointF

    from ..app import suggestion

    center = getattr(args, "center", None)
    zoom = getattr(args, "zoom", None) or 1.0
    if center is None and zoom == 1.0:
        return None
    spaces = view.board.game.map.spaces
    if center is None:
        point = view.sceneRect().center()
    else:
        sid = center if center in spaces else next((k for k, sp in spaces.items() if sp.name.lower() == center.lower()), None)
        if sid is None:
            return f"--center {center!r} is not a space id{suggestion(center, list(spaces))}"
        point = QPointF(*spaces[sid].center)
    view.center_on(point, view.fit_scale() * zoom)
    return None


def screenshot(args: argparse.Namespace) -> int:
    """Render the board of the scenario's setup to a PNG of exactly ``--size``."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from .board.from_scenario import PositionError
    from .main_window import build_board

    try:
        scene, view = build_board(args.scenario or "campaign")
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
    problem = aim(view, args)
    if problem:
        print(f"pog-desktop: {problem}", file=sys.stderr)
        return 2
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
        render(args.open, args.screenshot, tuple(args.size), aim=lambda view: aim(view, args))
    except SaveError as e:
        print(f"pog-desktop: cannot open {args.open}: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"pog-desktop: {e}", file=sys.stderr)
        return 1
    except ValueError as e:      # --center names no space
        print(f"pog-desktop: {e}", file=sys.stderr)
        return 2
    return 0


def run(args: argparse.Namespace) -> int:
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("pog-desktop")
    if args.screenshot:
        return table_screenshot(args) if args.open else screenshot(args)
    from .main_window import MainWindow

    window = MainWindow(resume=not args.open and args.scenario is None, scenario=args.scenario)
    if args.open:
        window.open_file(args.open)
    window.resize(*args.size)
    window.show()
    QApplication.processEvents()
    problem = aim(window.view, args)
    if problem:
        window.tell("Command line", problem)
    return app.exec()
