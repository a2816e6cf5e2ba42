"""``selfplay --save DIR``: the random playouts of ``rules.selfplay`` with every game written
as a ``.pog`` file (the rules layer does no I/O, so the saving lives here).

    selfplay --games 3 --seed 1 --last-turn 2 --save out/      (or python -m pog_desktop.match.selfplay_save)
"""
from __future__ import annotations

import sys
from pathlib import Path

from .meta import MatchMeta
from .savefile import write_save


def saver(folder: Path | str):
    """A ``keep`` for ``selfplay.play``: writes ``<scenario>-seed<N>.pog`` into ``folder``."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)

    def keep(game, scenario: str, seed: int, options: dict | None) -> Path:
        meta = MatchMeta(scenario, seed, dict(options or {}), {"ap": "selfplay", "cp": "selfplay"})
        path = folder / f"{scenario}-seed{seed}.pog"
        write_save(path, game, meta)
        return path
    return keep


def main(argv=None) -> int:
    from ..rules import selfplay
    parser = selfplay.build_parser(prog="selfplay")
    parser.add_argument("--save", metavar="DIR", help="write every game played as DIR/<scenario>-seed<N>.pog")
    return selfplay.main(argv, parser, keep=lambda args: saver(args.save) if args.save else None)


if __name__ == "__main__":
    sys.exit(main())
