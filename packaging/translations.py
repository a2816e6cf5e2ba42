"""Qt Linguist's workflow for the interface's translations (Italian, Spanish).

    python packaging/translations.py           # pyside6-lupdate: the .ts from the code's tr() texts,
                                               # then pyside6-lrelease: the .qm the application loads
    python packaging/translations.py --release # only compile the .ts (after translating in Linguist)

The ``.ts`` files in ``pog_desktop/i18n/`` are the sources (open them with ``pyside6-linguist``);
the ``.qm`` beside them are built from them and committed, so the wheel carries them without
Qt tools at build time. Tests check every text is translated and every .qm is up to date.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "pog_desktop" / "i18n"
LANGUAGES = ("it", "es")


def tool(name: str) -> str:
    """pyside6-<name> beside the running interpreter (a venv's bin/ or Scripts/)."""
    for folder in (Path(sys.executable).parent, Path(sys.prefix) / "bin", Path(sys.prefix) / "Scripts"):
        for candidate in (folder / f"pyside6-{name}", folder / f"pyside6-{name}.exe"):
            if candidate.exists():
                return str(candidate)
    return f"pyside6-{name}"


def sources() -> list[str]:
    package = ROOT / "pog_desktop"
    return sorted(str(p.relative_to(ROOT)) for p in [package / "app.py", *(package / "ui").rglob("*.py")])


def ts_file(language: str) -> Path:
    return I18N / f"pog_desktop_{language}.ts"


def update() -> None:
    I18N.mkdir(exist_ok=True)
    subprocess.run([tool("lupdate"), "-no-obsolete", "-locations", "none", *sources(),
                    "-ts", *(str(ts_file(lang).relative_to(ROOT)) for lang in LANGUAGES)], cwd=ROOT, check=True)


def release(out: Path = I18N) -> list[Path]:
    made = []
    for lang in LANGUAGES:
        qm = out / ts_file(lang).with_suffix(".qm").name
        subprocess.run([tool("lrelease"), "-silent", str(ts_file(lang)), "-qm", str(qm)], check=True)
        made.append(qm)
    return made


def main(argv: list[str]) -> int:
    if "--release" not in argv:
        update()
    for qm in release():
        print(qm.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
