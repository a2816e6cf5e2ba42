"""The application as a user installs it: the wheel built from this checkout (sdist first, then
the wheel from the sdist, as ``python -m build`` does), installed into a fresh virtual
environment, run from a folder that is not the checkout.

To keep this cheap the fresh environment installs only the wheel (``--no-deps``, no network);
its dependencies (PySide6, Pillow, platformdirs) come from the interpreter running the tests,
whose site-packages folders a ``.pth`` file adds. ``.pth`` files inside those folders are not
read, so an editable install of the checkout there stays invisible.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LEFT_OUT = shutil.ignore_patterns(".git", ".venv", "build", "dist", "out", "__pycache__", "*.egg-info",
                                  ".pytest_cache", "tests", "benchmarks")


@dataclass(frozen=True)
class Installed:
    venv: Path
    python: Path
    program: Path
    wheel: Path
    sdist: Path
    home: Path         # POG_DESKTOP_HOME: settings, saves, logs of these runs
    workdir: Path      # an empty folder the program is started from

    def env(self, **extra: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
        env.update(POG_DESKTOP_HOME=str(self.home), **extra)
        return env

    def run(self, *args: str, timeout: float = 120, **env: str) -> subprocess.CompletedProcess:
        return subprocess.run([str(self.program), *args], cwd=self.workdir, env=self.env(**env),
                              capture_output=True, text=True, timeout=timeout)


def _scripts(venv: Path) -> Path:
    return venv / ("Scripts" if os.name == "nt" else "bin")


def build_and_install(base: Path) -> Installed:
    source = base / "source"
    shutil.copytree(ROOT, source, ignore=LEFT_OUT)
    dist = base / "dist"
    subprocess.run([sys.executable, "-m", "build", "--no-isolation", "--outdir", str(dist), str(source)],
                   check=True, capture_output=True, text=True, timeout=300)
    wheel, = dist.glob("*.whl")
    sdist, = dist.glob("*.tar.gz")
    venv = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = _scripts(venv) / ("python.exe" if os.name == "nt" else "python")
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          check=True, capture_output=True, text=True).stdout.strip()
    ours = dict.fromkeys(sysconfig.get_paths()[k] for k in ("purelib", "platlib"))
    Path(site, "_test_dependencies.pth").write_text("\n".join(ours) + "\n", encoding="utf-8")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps", "--no-index",
                    "--force-reinstall", str(wheel)], check=True, capture_output=True, text=True, timeout=300)
    workdir = base / "elsewhere"
    workdir.mkdir()
    return Installed(venv, python, _scripts(venv) / "pog-desktop", wheel, sdist, base / "home", workdir)
