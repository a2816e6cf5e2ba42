#!/usr/bin/env bash
# Prepare a fresh Debian/Ubuntu machine: the system libraries Qt needs, then a virtual
# environment in .venv with pog-desktop and its test tools installed from PyPI.
set -euo pipefail
cd "$(dirname "$0")/.."

# Qt 6 (PySide6) on a bare machine needs OpenGL/EGL, xkbcommon, fontconfig, D-Bus, GLib,
# the xcb cursor library for a real window, and at least one font to draw text with;
# xvfb: a virtual X server, so the tests start the real windowed application.
debs=(python3-venv libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3 libglib2.0-0
      libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-xinerama0 libxcb-randr0
      libxcb-render-util0 libxcb-image0 fonts-dejavu-core xvfb)
missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for p in "${debs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing system packages: ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq || true
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" || \
    echo "warning: could not install ${missing[*]}; Qt may fail to start" >&2
fi

python="${PYTHON:-python3}"
if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
  echo "pog-desktop needs Python 3.11 or newer; $python is $("$python" -V 2>&1). Set PYTHON=/path/to/python3.11." >&2
  exit 1
fi
[ -x .venv/bin/python ] || "$python" -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[test]"
