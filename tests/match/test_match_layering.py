"""The match layer stays below the UI: no Qt import anywhere in pog_desktop/match (DESIGN layers)."""
import ast
from pathlib import Path

import pog_desktop.match

QT_MODULES = ("PySide6", "PyQt5", "PyQt6", "shiboken6")
MATCH_DIR = Path(pog_desktop.match.__file__).parent


def test_match_package_imports_no_qt_and_no_ui():
    offenders = []
    for source in sorted(MATCH_DIR.glob("*.py")):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            offenders += [f"{source.name}: {n}" for n in names
                          if n.split(".")[0] in QT_MODULES or n.startswith("pog_desktop.ui")]
    assert offenders == []
