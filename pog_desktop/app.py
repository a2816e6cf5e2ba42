"""Command line of the ``pog-desktop`` program."""
from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

from . import __version__

DEFAULT_SCENARIO = "campaign"


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1600x1000, got {text!r}") from None
    if not (100 <= w <= 16000 and 100 <= h <= 16000):
        raise argparse.ArgumentTypeError(f"size {w}x{h} is out of range (100 to 16000 pixels a side)")
    return w, h


def parse_zoom(text: str) -> float:
    try:
        z = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"zoom must be a number such as 1 or 4, got {text!r}") from None
    if not (math.isfinite(z) and 0.1 <= z <= 50):
        raise argparse.ArgumentTypeError(f"zoom {text} is out of range (0.1 to 50; 1 = the whole board)")
    return z


IMAGE_TYPES = (".png", ".jpg", ".jpeg", ".bmp")


def parse_image_path(text: str) -> str:
    if Path(text).suffix.lower() not in IMAGE_TYPES:
        raise argparse.ArgumentTypeError(f"{text!r} needs an image extension ({', '.join(IMAGE_TYPES)}), "
                                         f"e.g. {Path(text).stem or 'board'}.png")
    return text


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="pog-desktop",
                                description="Paths of Glory on your desktop: the board, the rules, hotseat, PBEM and solitaire.")
    p.add_argument("--version", action="version", version=f"pog-desktop {__version__}")
    p.add_argument("--scenario", default=None,
                   help=f"start a new game of this scenario (default: resume the last game, or {DEFAULT_SCENARIO}); "
                        "--list-scenarios shows them")
    p.add_argument("--list-scenarios", action="store_true", help="list the scenarios and exit")
    p.add_argument("--open", metavar="FILE.pog", help="open a saved game (or a PBEM turn file, FILE.pogturn)")
    p.add_argument("file", nargs="?", metavar="FILE",
                   help="a saved game (.pog) or turn file (.pogturn) to open, as the file manager passes it; "
                        "when the application is already running, it opens there")
    p.add_argument("--verify", metavar="FILE",
                   help="check a saved game (replaying it, every action and hash) or a PBEM turn file (.pogturn: "
                        "the whole match up to it, from the files in its folder) and exit: 0 if it is sound, "
                        "1 with the reason if not")
    p.add_argument("--screenshot", metavar="FILE.png", type=parse_image_path,
                   help="render to a PNG file without showing a window, then exit: the board of --scenario, or with --open the table view of that saved game")
    p.add_argument("--size", type=parse_size, default=(1600, 1000), metavar="WxH",
                   help="window or screenshot size in pixels (default 1600x1000)")
    p.add_argument("--language", choices=("en", "it", "es"),
                   help="interface language for this run (default: the one chosen in the settings, else the system's)")
    p.add_argument("--zoom", type=parse_zoom, default=1.0, metavar="F",
                   help="board zoom relative to the whole board (default 1 = fit; 4 = close up)")
    p.add_argument("--center", metavar="SPACE",
                   help="board centred on this space id (e.g. verdun)")
    return p


def verify(path: str) -> int:
    """``--verify``: the verdict on one file, without opening a window or writing anything;
    in the chosen language (``console`` installed it)."""
    from pathlib import Path

    from .match import SaveError, load_game_from_save, read_save
    from .ui.launch import refusal, render, translate
    name = Path(path).name
    if name.endswith(".pogturn"):
        from .match.postal import verify_file
        try:
            print(render(verify_file(path)))
        except SaveError as e:
            print("pog-desktop: " + translate("CommandLine", "cannot verify {file}: {error}").format(
                file=path, error=refusal(e)), file=sys.stderr)
            return 1
        return 0
    try:
        data = read_save(path)
        match = load_game_from_save(path, every_hash=True)
    except SaveError as e:
        print("pog-desktop: " + translate("CommandLine", "cannot open {file}: {error}").format(
            file=path, error=refusal(e)), file=sys.stderr)
        return 1
    print(translate("CommandLine", "{file}: sound: scenario {scenario}, seed {seed}, {actions} actions, rules version "
                                   "{rules}; every action and hash checked").format(
        file=name, scenario=match.meta.scenario_id, seed=match.meta.seed, actions=match.action_count, rules=data.rules))
    return 0


def list_scenarios() -> int:
    """``--list-scenarios``: id and title of each, the title in the chosen language."""
    from .data.scenarios import all_scenarios
    from .ui.table.option_words import scenario_text
    for _game, sid, title in all_scenarios():
        print(f"{sid:24} {scenario_text(title)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.file and args.open:
        parser.error("give the file to open either with --open or alone, not both")
    args.open = args.open or args.file
    from .data.scenarios import all_scenarios
    from .data.suggest import suggestion
    if args.list_scenarios or args.verify:
        from .ui.launch import console
        with console(args.language):
            return list_scenarios() if args.list_scenarios else verify(args.verify)
    known = [sid for _game, sid, _title in all_scenarios()]
    if args.scenario is not None and args.scenario not in known:
        parser.error(f"unknown scenario {args.scenario!r}{suggestion(args.scenario, known)}; "
                     "--list-scenarios shows them")
    from .ui.launch import run
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
