"""Issue 16: the wheel and sdist carry the game data and the installed program runs from any folder."""
from __future__ import annotations

import subprocess
import tarfile
import zipfile

from PySide6.QtGui import QImage

from pog_desktop.data.scenarios import all_scenarios

from .installed import ROOT


def _data_files(kind: str) -> set[str]:
    return {p.relative_to(ROOT / kind).as_posix() for p in (ROOT / kind).rglob("*.json")}


def test_the_wheel_and_sdist_carry_every_resource_and_scenario_file(installed):
    wheel = set(zipfile.ZipFile(installed.wheel).namelist())
    sdist = {n.split("/", 1)[1] for n in tarfile.open(installed.sdist).getnames() if "/" in n}
    for kind in ("resources", "scenarios"):
        assert _data_files(kind), kind
        assert {f"pog_desktop/{kind}/{f}" for f in _data_files(kind)} <= wheel
        assert {f"{kind}/{f}" for f in _data_files(kind)} <= sdist
    assert {"pog_desktop/assets/pog-desktop.png", "pog_desktop/assets/pog-desktop.svg"} <= wheel
    assert {"pog_desktop/i18n/pog_desktop_it.qm", "pog_desktop/i18n/pog_desktop_es.qm"} <= wheel   # the UI in it/es


def test_the_installed_package_reads_its_own_copy_of_the_data(installed):
    code = ("import pog_desktop; from pog_desktop.data.paths import resources_dir, scenarios_dir; "
            "print(pog_desktop.__file__); print(resources_dir('pog')); print(scenarios_dir('pog'))")
    out = subprocess.run([str(installed.python), "-c", code], cwd=installed.workdir, env=installed.env(),
                         capture_output=True, text=True, check=True).stdout.split("\n")
    venv = str(installed.venv)
    assert all(line.startswith(venv) for line in out[:3]), out
    assert out[1].endswith("pog_desktop/resources/pog") and out[2].endswith("pog_desktop/scenarios/pog")


def test_list_scenarios_from_another_folder(installed):
    done = installed.run("--list-scenarios")
    assert done.returncode == 0, done.stderr
    listed = [line.split()[0] for line in done.stdout.splitlines()]
    assert listed == [sid for _game, sid, _title in all_scenarios()]
    assert "pug_1914" in listed     # the second game's data is in the wheel too
    assert listed[0] == "campaign"


def test_screenshot_from_another_folder(installed):
    done = installed.run("--screenshot", "board.png", "--size", "800x500", QT_QPA_PLATFORM="offscreen")
    assert done.returncode == 0, done.stderr
    image = QImage(str(installed.workdir / "board.png"))
    assert (image.width(), image.height()) == (800, 500)
    colours = {image.pixel(x, y) for x in range(0, 800, 20) for y in range(0, 500, 20)}
    assert len(colours) > 50   # a drawn map, not a blank window


def test_the_installed_package_carries_and_reads_the_translations(installed):
    """The game's words in Italian and Spanish (resources/<game>/i18n) ship in the wheel."""
    wheel = set(zipfile.ZipFile(installed.wheel).namelist())
    assert {f"pog_desktop/resources/{game}/i18n/{lang}.json"
            for game in ("pog", "pug") for lang in ("en", "it", "es")} <= wheel
    code = ("from pog_desktop.data.translations import card_name, space_name, term; "
            "print(card_name('pog', 'ap02', 'it')); print(space_name('pog', 'warsaw', 'es')); "
            "print(term('pog', 'reserve_box', 'it'))")
    out = subprocess.run([str(installed.python), "-c", code], cwd=installed.workdir, env=installed.env(),
                         capture_output=True, text=True, check=True).stdout.split("\n")
    assert out[:3] == ["Blocco", "Varsovia", "Casella della Riserva"]
