"""Start the Qt application from parsed command-line arguments."""
from __future__ import annotations

import argparse
import os
import sys
from contextlib import contextmanager


def translate(context: str, text: str) -> str:
    """Qt's translator, imported late: ``--help`` and ``--list-scenarios`` run without Qt."""
    from .translate import translate as qt_translate
    return qt_translate(context, text)


@contextmanager
def console(language: str | None = None):
    """The chosen language (``--language``, else the settings', else the system's) for the
    command line's own output (``--verify``, ``--list-scenarios``) without a window: the
    translators live in the running application, else in a ``QCoreApplication`` made for the
    while and shut down after; the language before is back when the block ends."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from ..match import load_settings
    from . import engine_text, game_words
    from .i18n import chosen_language, install

    app = QCoreApplication.instance()
    made = app is None
    if made:
        app = QCoreApplication(sys.argv[:1])
    before = engine_text.language()
    translators = install(app, chosen_language(load_settings().language, language))
    try:
        yield
    finally:
        for t in translators:
            app.removeTranslator(t)
        engine_text.use(before)
        game_words.set_current_language(before)
        QLocale.setDefault(QLocale(before))
        if made:
            app.shutdown()


def render(text) -> str:
    from .engine_text import render as engine_render
    return engine_render(text)


def shown(error) -> str:
    from .said import shown as said_shown
    return said_shown(error)


def refusal(error) -> str:
    from .engine_text import refusal as engine_refusal
    return engine_refusal(error)


def aim(view, args: argparse.Namespace) -> str | None:
    """Zoom and centre ``view`` as ``--zoom`` and ``--center`` ask; the problem, else None."""
    from PySide6.QtCore import QPointF

    from ..data.suggest import nearest

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
            near = nearest(center, list(spaces))
            hint = translate("Launch", " (did you mean {names}?)").format(
                names=translate("Launch", " or ").join(near)) if near else ""
            return translate("Launch", "--center {center} is not a space id{suggestion}").format(
                center=repr(center), suggestion=hint)
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
        print("pog-desktop: " + translate("Launch", "cannot set up scenario {scenario}: {error}").format(
            scenario=repr(args.scenario), error=shown(e)), file=sys.stderr)
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
        print("pog-desktop: " + translate("Launch", "could not write {file}").format(file=args.screenshot),
              file=sys.stderr)
        return 1
    return 0


def table_screenshot(args: argparse.Namespace) -> int:
    """The table view of the saved game ``--open`` to ``--screenshot``."""
    from ..match import SaveError
    from .play.table_shot import render

    try:
        render(args.open, args.screenshot, tuple(args.size), aim=lambda view: aim(view, args))
    except SaveError as e:
        print("pog-desktop: " + translate("Launch", "cannot open {file}: {error}").format(file=args.open,
                                                                                      error=refusal(e)),
              file=sys.stderr)
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

    from ..match import load_settings
    from .i18n import chosen_language, install

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("pog-desktop")
    install(app, chosen_language(load_settings().language, getattr(args, "language", None)))
    if args.screenshot:
        return table_screenshot(args) if args.open else screenshot(args)
    return run_window(app, args)


def run_window(app, args: argparse.Namespace) -> int:
    """The windowed application: one per user (a second start hands its file over and exits),
    with the crash handler installed and files from the file manager opened in the window."""
    from .crash import CrashHandler
    from .desktop import FileOpenFilter, app_icon, bring_to_front
    from .i18n import add_language_menu
    from .logfile import start_log
    from .single_instance import InstanceServer, hand_over

    if hand_over(args.open):
        print("pog-desktop: " + (translate("Launch", "already running; opening {file} there").format(file=args.open)
                                 if args.open else translate("Launch", "already running; brought to the front")))
        return 0
    server = InstanceServer(parent=app)
    if not server.listen():
        print("pog-desktop: " + translate("Launch", "cannot listen on {name}: {error}; files opened from the file "
                                                    "manager will start another window")
              .format(name=server.name, error=server.server.errorString()), file=sys.stderr)
    app.setWindowIcon(app_icon())
    app.setDesktopFileName("pog-desktop")
    start_log()
    crashes = CrashHandler().install()
    from ..data.scenarios import game_of
    if args.scenario and game_of(args.scenario) != "pog":      # no rules engine yet: hand play on that game's board
        from .handplay.window import HandPlayWindow
        window = HandPlayWindow.new(args.scenario, game_of(args.scenario))
        crashes.parent = window
        window.resize(*args.size)
        window.show()
        return app.exec()
    from .main_window import MainWindow

    try:
        window = MainWindow(resume=not args.open and args.scenario is None, scenario=args.scenario)
    except Exception:  # noqa: BLE001 - reported, then the start fails
        crashes(*sys.exc_info())
        if crashes.box is not None:
            crashes.box.exec()
        return 1
    crashes.parent = window
    add_language_menu(window)
    if args.open:
        window.open_file(args.open)
    server.open_requested.connect(window.open_file)
    server.activate_requested.connect(lambda: bring_to_front(window))
    opener = FileOpenFilter(app)   # macOS sends files opened in the Finder as QFileOpenEvent
    opener.open_requested.connect(window.open_file)
    window.resize(*args.size)
    window.show()
    app.processEvents()
    from .collector import settle
    settle()
    problem = aim(window.view, args)
    if problem:
        window.tell(translate("Launch", "Command line"), problem)
    return app.exec()
