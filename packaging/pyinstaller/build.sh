#!/usr/bin/env bash
# Build the stand-alone application with PyInstaller (one folder, no Python needed on the
# target) and start it once with --screenshot to prove it runs:
#
#     bash packaging/pyinstaller/build.sh        # -> dist/pog-desktop/pog-desktop
#
# Works on Linux and macOS (and Windows under Git Bash); see packaging/README.md. PyInstaller
# is a build tool: it goes into a build environment (build/pyinstaller-venv), not into the
# project's dependencies. The project is installed there as a wheel would be, so the frozen
# program finds its data the way an installed one does (importlib.resources).
set -euo pipefail
cd "$(dirname "$0")/../.."
python="${PYTHON:-python3}"
venv="$PWD/build/pyinstaller-venv"
bin="$venv/bin"; [ -d "$venv/Scripts" ] && bin="$venv/Scripts"
[ -x "$bin/python" ] || [ -x "$bin/python.exe" ] || "$python" -m venv "$venv"
"$bin/python" -m pip install -q --upgrade pip
"$bin/python" -m pip install -q "pyinstaller>=6.10" .
"$bin/python" -m pip install -q --force-reinstall --no-deps .   # this checkout, even at an unchanged version
start=$(date +%s)
# From build/, not the checkout: "python -m" puts the working folder first on sys.path, and the
# checkout's pog_desktop has no data inside it; the installed one does.
(cd build && "$bin/python" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath ../dist --workpath pyinstaller ../packaging/pyinstaller/pog-desktop.spec)
echo "PyInstaller build took $(( $(date +%s) - start )) s"

app=dist/pog-desktop/pog-desktop; [ -x "$app.exe" ] && app="$app.exe"
# Start it as a user's machine would: from another folder, with its own settings folder.
POG_DESKTOP_HOME="$(mktemp -d)" "$bin/python" - "$app" <<'PY'
import os, statistics, subprocess, sys, tempfile, time
app = os.path.abspath(sys.argv[1])
env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
with tempfile.TemporaryDirectory() as shots:
    times = []
    for i in range(3):
        t0 = time.perf_counter()
        subprocess.run([app, "--screenshot", f"board{i}.png", "--size", "1366x768"], cwd=shots, env=env, check=True)
        times.append(time.perf_counter() - t0)
    t0 = time.perf_counter()
    listed = subprocess.run([app, "--list-scenarios"], cwd=shots, env=env, check=True, capture_output=True, text=True)
    listing = time.perf_counter() - t0
    print(f"--screenshot 1366x768 (start, load, draw, write, exit): {', '.join(f'{t:.2f}' for t in times)} s, "
          f"median {statistics.median(times):.2f} s; --list-scenarios {listing:.2f} s")
    print(listed.stdout.strip().splitlines()[0])
    os.replace(os.path.join(shots, "board0.png"), "dist/pog-desktop-screenshot.png")
PY
echo "screenshot: dist/pog-desktop-screenshot.png"
size=$(du -sk dist/pog-desktop | cut -f1)
echo "dist/pog-desktop: $(( size / 1024 )) MiB in $(find dist/pog-desktop -type f | wc -l) files"
