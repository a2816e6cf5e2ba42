"""Issue 16: the .pog and .pogturn file types and the icon, as each system's packaging
registers them: the Linux desktop entry and MIME file (and the script installing them), the
macOS bundle (PyInstaller spec, from packaging/app_info.py) and the Windows installer."""
from __future__ import annotations

import configparser
import os
import runpy
import subprocess
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer

from .installed import ROOT

APP_INFO = runpy.run_path(str(ROOT / "packaging" / "app_info.py"))
FILE_TYPES, VERSION = APP_INFO["FILE_TYPES"], APP_INFO["VERSION"]

LINUX = ROOT / "packaging" / "linux"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def _desktop_entry(path=LINUX / "pog-desktop.desktop"):
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_two_file_types_are_declared_for_the_shared_mime_database():
    root = ET.parse(LINUX / "pog-desktop.xml").getroot()
    declared = {m.get("type"): [g.get("pattern") for g in m.iter(f"{MIME_NS}glob")] for m in root}
    assert declared == {t.mime: [f"*.{t.extension}"] for t in FILE_TYPES}


def test_the_desktop_entry_opens_those_types_with_the_file_as_argument():
    entry = _desktop_entry()
    assert entry["Type"] == "Application" and entry["Icon"] == "pog-desktop"
    assert entry["Exec"] == "pog-desktop %f"
    assert entry["MimeType"].rstrip(";").split(";") == [t.mime for t in FILE_TYPES]
    assert {"Comment[it]", "Comment[es]"} <= set(entry)


def test_the_windows_installer_associates_both_extensions_with_the_program():
    iss = (ROOT / "packaging" / "windows" / "pog-desktop.iss").read_text(encoding="utf-8")
    for t in FILE_TYPES:
        assert f'Subkey: "Software\\Classes\\.{t.extension}"; ValueType: string; ValueName: ""; ValueData: "{t.prog_id}"' in iss
        assert f'Subkey: "Software\\Classes\\{t.prog_id}\\shell\\open\\command"' in iss
    assert '""{app}\\{#AppExe}"" ""%1""' in iss
    assert f'#define AppVersion "{VERSION}"' in iss


def test_the_macos_bundle_declares_both_types():
    spec = (ROOT / "packaging" / "pyinstaller" / "pog-desktop.spec").read_text(encoding="utf-8")
    assert "CFBundleDocumentTypes" in spec and "UTExportedTypeDeclarations" in spec and "FILE_TYPES" in spec
    assert len({t.uti for t in FILE_TYPES}) == len(FILE_TYPES)


def test_the_icon_exists_in_every_size_the_desktop_entry_may_ask_for():
    for n in SIZES:
        image = QImage(str(ROOT / "packaging" / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "pog-desktop.png"))
        assert (image.width(), image.height()) == (n, n)
    for name in ("pog-desktop.ico", "pog-desktop.icns"):
        assert (ROOT / "packaging" / "icons" / name).stat().st_size > 1000
    svg = QSvgRenderer(str(ROOT / "pog_desktop" / "assets" / "pog-desktop.svg"))
    assert svg.isValid() and svg.viewBox().width() == 256


@pytest.mark.skipif(os.name != "posix", reason="the Linux desktop integration script is a bash script")
def test_install_desktop_puts_the_files_in_place_with_the_programs_path(tmp_path):
    program = tmp_path / "bin" / "pog-desktop"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    data = tmp_path / "share"
    env = {**os.environ, "XDG_DATA_HOME": str(data), "HOME": str(tmp_path)}
    done = subprocess.run(["bash", str(LINUX / "install-desktop.sh"), str(program)], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    entry = _desktop_entry(data / "applications" / "pog-desktop.desktop")
    assert entry["Exec"] == f'"{program}" %f' and entry["TryExec"] == str(program)
    assert (data / "mime" / "packages" / "pog-desktop.xml").is_file()
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / "pog-desktop.png").is_file()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / "pog-desktop.svg").is_file()
    done = subprocess.run(["bash", str(LINUX / "install-desktop.sh"), "--uninstall"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert not (data / "applications" / "pog-desktop.desktop").exists()
