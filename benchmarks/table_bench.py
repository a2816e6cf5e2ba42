"""The table played as a player plays it: a whole random game (the selfplay players' choices,
``rules.selfplay.pick``) taken through the main window's own widgets: a hand's card button,
a prompt-bar or combat-window button, a click on a space or a counter, a drag of a counter
(single-unit moves), the prompt bar's offered buttons after a click. Prints JSON:

* gesture-to-idle latency (the gesture's events sent, then every posted event, paint and
  deferred deletion handled) per prompt kind and per gesture: count, median, p99, max (ms),
  wall clock and this process's CPU time (the figure to compare on a shared machine);
* memory every 200 actions: resident set (MB), live widgets, Python objects;
* the window: the screen, the widest the window became and how often it was wider than the
  screen; how many clicked buttons were outside the visible area (scrolled out or clipped);
* how many actions no gesture could take (applied through the controller instead).

    QT_QPA_PLATFORM=offscreen /work/main/.venv/bin/python benchmarks/table_bench.py \
        [--size 1366x768] [--seed 1] [--actions N] [--last-turn T] [--out FILE.json]

The offscreen screen is given the ``--size`` (a Qt offscreen config file), the window is
shown maximised on it. Saves go to a temporary folder (autosave after every action is on,
as in play). The double-click guard of the prompt bar is shortened to 1 ms: the bot's
gestures follow each other at once, a person's do not.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _screen_config(size: tuple[int, int]) -> str:
    path = Path(tempfile.mkdtemp(prefix="pog-bench-")) / "screen.json"
    path.write_text(json.dumps({"screens": [{"name": "bench", "x": 0, "y": 0, "width": size[0],
                                             "height": size[1], "logicalDpi": 96, "dpr": 1}]}))
    return str(path)


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    return 0.0


def summary(values: list[float]) -> dict:
    v = sorted(values)
    if not v:
        return {"n": 0}
    p99 = v[min(len(v) - 1, int(round(0.99 * (len(v) - 1))))]
    return {"n": len(v), "median": round(statistics.median(v), 1), "p99": round(p99, 1), "max": round(v[-1], 1)}


class Bench:
    def __init__(self, window, rnd: random.Random, pick):
        from PySide6.QtWidgets import QApplication

        self.app = QApplication.instance()
        self.w = window
        self.rnd = rnd
        self.pick = pick
        self.by_kind: dict[str, list[float]] = {}
        self.cpu_by_kind: dict[str, list[float]] = {}
        self.by_gesture: dict[str, list[float]] = {}
        self.hidden_clicks: dict[str, int] = {}
        self.clicks: dict[str, int] = {}
        self.fallbacks = 0
        self.memory: list[dict] = []
        self.widest = 0
        self.too_wide = 0

    # -- timing ------------------------------------------------------------------------------
    def idle(self) -> None:
        from PySide6.QtCore import QEvent

        for _ in range(3):
            self.app.processEvents()
            self.app.sendPostedEvents(None, QEvent.DeferredDelete)   # what the event loop does

    def timed(self, gesture: str, do) -> None:
        kind = self.w.controller.game.prompt.kind
        t0, c0 = time.perf_counter(), time.process_time()
        do()
        self.idle()
        ms = (time.perf_counter() - t0) * 1000
        self.by_kind.setdefault(kind, []).append(ms)
        self.cpu_by_kind.setdefault(kind, []).append((time.process_time() - c0) * 1000)
        self.by_gesture.setdefault(gesture, []).append(ms)
        width = self.w.frameGeometry().width()
        self.widest = max(self.widest, width)
        self.too_wide += width > self.app.primaryScreen().geometry().width()

    def press(self, gesture: str, button) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from tests.ui.play.table_driver import fully_visible

        self.clicks[gesture] = self.clicks.get(gesture, 0) + 1
        if not fully_visible(button, self.app.primaryScreen().geometry()):
            self.hidden_clicks[gesture] = self.hidden_clicks.get(gesture, 0) + 1
        self.timed(gesture, lambda: QTest.mouseClick(button, Qt.LeftButton))

    # -- one action by the mouse ---------------------------------------------------------------
    def take(self, a) -> None:
        from PySide6.QtCore import QPointF
        from pog_desktop.ui.play.combat_adapter import running_combat
        from pog_desktop.ui.table.action_text import describe, is_button
        from tests.ui.play.table_driver import click_space, click_unit, drag_unit

        w, names = self.w, self.w.controller.names
        table, view, scene = w.table, w.view, w.scene
        bot = _Bot()
        card = getattr(a, "card", None)
        if card and card in table.hand.cards and a.type in table.hand.cards[card].buttons:
            return self.press("hand_button", table.hand.cards[card].buttons[a.type])
        if running_combat(w.controller.game) is not None:
            found = [b for b in table.combat_window.buttons if b.text().split(" — ")[0] == describe(a, names)]
            if found:
                return self.press("combat_button", found[0])
        if is_button(a):
            found = [b for b in table.prompt_bar.buttons if b.text() == describe(a, names)]
            if found:
                return self.press("bar_button", found[0])
            return
        units = tuple(getattr(a, "units", ()) or ()) or ((a.unit,) if getattr(a, "unit", None) else ())
        offer = w.controller._offer
        where = next((s for s, acts in offer.by_space.items() if a in acts), None)
        if a.type == "move" and len(units) == 1 and where in w.data.map.spaces:
            self._look_at(scene.counter_items[units[0]].sceneBoundingRect().center())
            self._open_under(units[0])
            return self.timed("drag", lambda: drag_unit(view, units[0], where))
        if units and any(a in offer.by_unit.get(u, []) for u in units) and (where is None or a.type == "move"):
            for u in units:
                if u in w.controller.selection:
                    continue
                self._look_at(scene.counter_items[u].sceneBoundingRect().center())
                self._open_under(u)
                self.timed("click_unit", lambda u=u: click_unit(bot, view, u))
                if w.controller.game.actions and self._taken():
                    return
            if where in w.data.map.spaces and w.controller.selection:
                self._look_at(QPointF(*w.data.map.spaces[where].center))
                self.timed("click_space", lambda: click_space(bot, view, where))
        elif where in w.data.map.spaces:
            self._look_at(QPointF(*w.data.map.spaces[where].center))
            self.timed("click_space", lambda: click_space(bot, view, where))
        if not self._taken():
            text = describe(a, names)
            found = [b for b in table.prompt_bar.offered if b.text().split(" — ")[0] == text]
            if found:
                self.press("offered_button", found[0])

    def _look_at(self, point) -> None:
        view = self.w.view
        if not view.viewport().rect().contains(view.mapFromScene(point)) or view.scale_factor() < 1.2:
            view.center_on(point, max(view.scale_factor(), 1.5))
            self.idle()

    def _open_under(self, unit: str) -> None:
        scene = self.w.scene
        item = scene.counter_items[unit]
        if scene.stack_units(item.stack_key)[0] != unit:
            scene.open_stack(item.stack_key)
            self.idle()

    def _taken(self) -> bool:
        return len(self.w.controller.game.actions) > self._before

    # -- the game ------------------------------------------------------------------------------
    def play(self, max_actions: int) -> int:
        c = self.w.controller
        self.sample(0)
        done = 0
        while c.game.prompt is not None and done < max_actions:
            legal = [a for a in c.game.legal_actions() if a.type != "offer_peace"]
            a = self.pick(c.game, legal, self.rnd)
            self._before = len(c.game.actions)
            tries = 0
            while not self._taken() and tries < 2:
                self.take(a)
                tries += 1
            if not self._taken():
                self.fallbacks += 1
                self.timed("controller", lambda: c.choose(a))
                if not self._taken():
                    raise SystemExit(f"the engine refused {a} at {c.game.prompt.kind}")
            if c.selection and c.game.prompt is not None and not any(
                    x.type == "move" for x in c.game.legal_actions()):
                c.select(())
            before, done = done, done + len(c.game.actions) - self._before
            if done // 200 > before // 200:
                self.sample(done)
        self.sample(done)
        return done

    def sample(self, actions: int) -> None:
        from PySide6.QtWidgets import QApplication

        gc.collect()
        self.memory.append({"actions": actions, "rss_mb": rss_mb(), "widgets": len(QApplication.allWidgets()),
                            "py_objects": len(gc.get_objects()) + gc.get_freeze_count()})


class _Bot:
    """The slice of pytest-qt's ``qtbot`` the table driver uses."""

    @staticmethod
    def mouseClick(widget, button, pos=None):  # noqa: N802
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        QTest.mouseClick(widget, button, Qt.NoModifier, pos if pos is not None else QPoint())


def main(argv=None) -> int:
    from pog_desktop.app import parse_size

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", type=parse_size, default=(1366, 768))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--actions", type=int, default=100000, help="stop after this many actions")
    ap.add_argument("--last-turn", type=int, default=None)
    ap.add_argument("--out", help="also write the JSON here")
    args = ap.parse_args(argv)
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screen_config(args.size)}"
    os.environ.setdefault("POG_DESKTOP_HOME", tempfile.mkdtemp(prefix="pog-bench-home-"))

    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from pog_desktop.match import Match, MatchMeta
    from pog_desktop.rules.selfplay import pick
    from pog_desktop.ui import main_window
    try:
        from pog_desktop.ui.table import click_guard
    except ImportError:     # before issue 15
        click_guard = None
    from pog_desktop.ui.table.seating import SOLITAIRE, Seats

    if hasattr(click_guard, "GUARD_MS"):
        click_guard.GUARD_MS = 1
    options = {"last_turn": args.last_turn} if args.last_turn else {}
    t0 = time.perf_counter()
    match = Match.new(MatchMeta("campaign", args.seed, options, {"ap": "A", "cp": "C"}))
    w = main_window.MainWindow(match, quiet=True)
    w.table.set_seats(Seats(SOLITAIRE, match.meta.players))
    w.controller.refresh()
    w.showMaximized()
    bench = Bench(w, random.Random(args.seed), pick)
    bench.idle()
    try:
        from pog_desktop.ui.collector import settle
        settle()                # as the application does once its window is up
    except ImportError:         # before it did
        pass
    opened = time.perf_counter() - t0
    t1 = time.perf_counter()
    actions = bench.play(args.actions)
    out = {
        "size": f"{args.size[0]}x{args.size[1]}", "seed": args.seed, "actions": actions,
        "result": w.controller.game.result, "window_open_s": round(opened, 2),
        "play_s": round(time.perf_counter() - t1, 1),
        "latency_ms_by_prompt_kind": {k: summary(v) for k, v in sorted(bench.by_kind.items())},
        "latency_ms_by_gesture": {k: summary(v) for k, v in sorted(bench.by_gesture.items())},
        "all_gestures_ms": summary([x for v in bench.by_gesture.values() for x in v]),
        # CPU time of this process per gesture: what other programs on the machine do not change
        "cpu_ms_by_prompt_kind": {k: summary(v) for k, v in sorted(bench.cpu_by_kind.items())},
        "all_gestures_cpu_ms": summary([x for v in bench.cpu_by_kind.values() for x in v]),
        "memory": bench.memory,
        "screen_width": app.primaryScreen().geometry().width(), "widest_window": bench.widest,
        "gestures_with_window_wider_than_screen": bench.too_wide,
        "clicks": bench.clicks, "clicked_buttons_not_visible": bench.hidden_clicks,
        "actions_without_a_gesture": bench.fallbacks,
    }
    text = json.dumps(out, indent=1)
    print(text)
    if args.out:
        Path(args.out).write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
