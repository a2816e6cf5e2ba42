"""Screenshots of the whole main window (board, docks, table) on a screen of the given size:
the opening of a Campaign game, a combat waiting for the defender's retreat choice, and a
late-war position (random selfplay choices, ``rules.selfplay.pick``, until turn 15).

    QT_QPA_PLATFORM=offscreen /work/main/.venv/bin/python benchmarks/table_shots.py \
        --size 1366x768 --out DIR [--seed 3]

Writes DIR/opening-WxH.png, DIR/retreat-WxH.png, DIR/late-WxH.png, DIR/attack-WxH.png (attack
targets marked with their odds) and the close-ups DIR/peek-WxH.png (the Metz stack opened),
DIR/neareast-WxH.png and DIR/attack-close-WxH.png; prints the window's size.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))


def positions(seed: int):
    """(name, Match) for the three pictures."""
    from pog_desktop.match import Match, MatchMeta
    from tests.ui.play.table_driver import walk_to

    yield "opening", Match.new(MatchMeta("campaign", seed, {}, {"ap": "Anna", "cp": "Carl"}))
    yield "retreat", walk_to(lambda g: sum(a.type == "retreat" for a in g.legal_actions()) >= 3,
                             range(seed, seed + 40))
    yield "late", walk_to(lambda g: g.state.turn >= 15 and g.prompt.kind == "action",
                          range(seed, seed + 40))
    yield "attack", walk_to(lambda g: g.prompt.kind == "attack", range(seed, seed + 40))


# close-ups: (picture, the match it is taken of, the space to centre on, zoom over the fitted
# scale, whether the stack there is opened as a click or a resting pointer opens it)
CLOSE_UPS = (("peek", "opening", "metz", 4.0, True), ("neareast", "opening", "aleppo", 2.5, False),
             ("attack-close", "attack", None, 3.0, False))


def close_up(w, app, space, zoom, peek) -> None:
    from PySide6.QtCore import QPointF

    scene, view = w.scene, w.view
    if space is None:       # the first space the decision marks
        space = sorted(scene.marks())[0]
    centre = QPointF(*w.data.map.spaces[space].center)
    view.center_on(centre, view.fit_scale() * zoom)
    if peek:
        units = scene.position.stack(space)
        scene.open_stack(scene.counter_items[units[0]].stack_key)


def main(argv=None) -> int:
    from pog_desktop.app import parse_size
    from table_bench import _screen_config

    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--size", type=parse_size, default=(1366, 768))
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--out", default=".")
    args = ap.parse_args(argv)
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screen_config(args.size)}"
    os.environ.setdefault("POG_DESKTOP_HOME", tempfile.mkdtemp(prefix="pog-shots-home-"))
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from pog_desktop.ui.main_window import MainWindow
    from pog_desktop.ui.table.seating import SOLITAIRE, Seats

    size = f"{args.size[0]}x{args.size[1]}"
    matches = dict(positions(args.seed))
    shots = [(name, name, None) for name in matches] + [(n, m, (sp, z, pk)) for n, m, sp, z, pk in CLOSE_UPS]
    for name, source, close in shots:
        match = matches[source]
        w = MainWindow(match, quiet=True)
        w.controller.autosave_on = False
        w.table.set_seats(Seats(SOLITAIRE, match.meta.players))
        w.controller.refresh()
        w.showMaximized()
        for _ in range(3):
            app.processEvents()
        if close:
            close_up(w, app, *close)
            for _ in range(3):
                app.processEvents()
        w.view.end_draft()
        app.processEvents()
        out = Path(args.out) / f"{name}-{size}.png"
        w.grab().save(str(out))
        print(f"{out}: window {w.width()}x{w.height()} on a {size} screen, turn {match.game.state.turn}, "
              f"prompt {match.game.prompt.kind}")
        w.close()
        w.deleteLater()
    return 0


if __name__ == "__main__":
    sys.exit(main())
