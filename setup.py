"""The one part of the build that pyproject.toml cannot say: the game data ships inside the
package. The repository's top-level ``resources/`` and ``scenarios/`` folders stay the sources
of truth; the wheel (and so an installed copy) holds them as ``pog_desktop/resources/<game>/``
and ``pog_desktop/scenarios/<game>/``, where ``pog_desktop.data.paths`` finds them through
importlib.resources. Every game folder found there is carried, so a new game needs no change here.
"""
from pathlib import Path

from setuptools import find_packages, setup

HERE = Path(__file__).parent
DATA = {"pog_desktop.resources": "resources", "pog_desktop.scenarios": "scenarios"}
# JSON definitions, and any pictures a game's board may bring, in the game's folder and below.
games = {f"{package}.{d.name}": ["**/*.json", "**/*.png", "**/*.svg"] for package, folder in DATA.items()
         for d in sorted((HERE / folder).iterdir()) if d.is_dir()}
# Folders of the package without Python code: the icon, the compiled translations.
assets = {name: globs for name, globs in (("pog_desktop.assets", ["*.png", "*.svg"]), ("pog_desktop.i18n", ["*.qm"]))
          if (HERE / name.replace(".", "/")).is_dir()}

setup(
    packages=find_packages(include=["pog_desktop", "pog_desktop.*"]) + list(DATA) + list(games) + list(assets),
    package_dir=DATA,
    package_data={**games, **assets},
)
