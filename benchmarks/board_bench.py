"""Board speed: time from start to a drawn board, frame times while panning and zooming
across the whole map (rendered offscreen), and peak memory. Prints JSON.

    QT_QPA_PLATFORM=offscreen /work/venv/bin/python benchmarks/board_bench.py [--scenario historical]
        [--size 1600x1000] [--frames 240] [--quick]
"""
from __future__ import annotations

import time

T0 = time.perf_counter()  # before Qt and the game data are imported

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import resource  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def seconds_since_exec() -> float | None:
    """Time since the process started (Linux /proc), so interpreter start-up counts too."""
    try:
        with open("/proc/self/stat") as f:
            start_ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime") as f:
            uptime = float(f.read().split()[0])
        return round(uptime - start_ticks / os.sysconf("SC_CLK_TCK"), 2)
    except (OSError, ValueError, IndexError):
        return None


def camera_path(view, frames: int):
    """(centre, scale) pairs: sweeps across the map at several zoom levels, zooming in and
    out between sweeps, so every part of the board is drawn at every detail band."""
    from PySide6.QtCore import QPointF

    rect = view.sceneRect()
    fit = view.fit_scale()
    scales = [fit, fit * 1.6, fit * 2.5, fit * 4.0, fit * 6.0]
    per = max(2, frames // (len(scales) * 2))
    path = []
    for k, scale in enumerate(scales):
        y = rect.top() + rect.height() * (0.25 + 0.5 * (k % 2))
        for i in range(per):          # pan left to right
            x = rect.left() + rect.width() * i / (per - 1)
            path.append((QPointF(x, y), scale))
        for i in range(per):          # zoom while moving back diagonally
            t = i / (per - 1)
            s = scale * (1 + 0.5 * t)
            path.append((QPointF(rect.right() - rect.width() * t, rect.top() + rect.height() * t), s))
    return path[:frames]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--scenario", default="historical")
    ap.add_argument("--size", default="1600x1000")
    ap.add_argument("--frames", type=int, default=240)
    ap.add_argument("--quick", action="store_true", help="CI mode: 40 frames")
    args = ap.parse_args(argv)
    w, h = (int(v) for v in args.size.split("x"))
    frames = 40 if args.quick else args.frames

    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from pog_desktop.ui.main_window import build_board

    app = QApplication.instance() or QApplication([])
    scene, view = build_board(args.scenario)
    view.setAttribute(Qt.WA_DontShowOnScreen)
    view.resize(w, h)
    view.show()
    app.processEvents()
    view.fit()
    view.viewport().repaint()
    drawn = time.perf_counter() - T0
    drawn_since_exec = seconds_since_exec()

    # A frame = move the camera, then let Qt paint what it marked dirty, as it does on screen
    # (a pan scrolls the pixels it has and paints the strip that comes into view).
    # A zoom step shows the last full frame scaled (a draft) until the zoom rests; a pan
    # ends the draft and draws the board in full, so pan frames below include every full redraw.
    times, cpu, kinds = [], [], []
    for centre, scale in camera_path(view, frames):
        t, c = time.perf_counter(), time.process_time()
        zoom = abs(scale / view.scale_factor() - 1) > 1e-9
        view.center_on(centre, scale)
        app.processEvents()
        times.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
        kinds.append("zoom" if zoom else "pan")
    view.end_draft()
    view.fit()
    t = time.perf_counter()
    view.viewport().repaint()
    full_fit = (time.perf_counter() - t) * 1000
    times_sorted = sorted(times)
    by_kind = {k: [x for x, kk in zip(times, kinds) if kk == k] for k in ("pan", "zoom")}
    result = {
        "scenario": args.scenario,
        "size": f"{w}x{h}",
        "units_on_board": sum(1 for i in scene.counter_items.values() if i.isVisible()),
        "scene_items": len(scene.items()),
        "start_to_drawn_board_s": round(drawn, 3),
        "process_start_to_drawn_board_s": drawn_since_exec,
        "frames": len(times),
        "frame_ms_median": round(statistics.median(times), 2),
        "frame_ms_p90": round(times_sorted[int(0.9 * (len(times) - 1))], 2),
        "frame_ms_worst": round(max(times), 2),
        "frame_cpu_ms_median": round(statistics.median(cpu), 2),
        "pan_frames": len(by_kind["pan"]),
        "pan_frame_ms_median": round(statistics.median(by_kind["pan"]), 2) if by_kind["pan"] else None,
        "zoom_frames": len(by_kind["zoom"]),
        "zoom_frame_ms_median": round(statistics.median(by_kind["zoom"]), 2) if by_kind["zoom"] else None,
        "full_redraw_whole_board_ms": round(full_fit, 2),
        "load_average_1min": round(os.getloadavg()[0], 2),
        "peak_memory_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
    }
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
