#!/usr/bin/env bash
# Register pog-desktop with the Linux desktop for the current user: the application entry
# (menu, "Open with"), the .pog and .pogturn file types, and the icon. Double-clicking a
# .pog or .pogturn file then opens it, in the running window when there is one.
#
#     bash packaging/linux/install-desktop.sh [PROGRAM]
#
# PROGRAM: the program to start (default: .venv/bin/pog-desktop of this checkout, else
# dist/pog-desktop/pog-desktop of a PyInstaller build). Files go under $XDG_DATA_HOME
# (default ~/.local/share); run with --uninstall to remove them.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
sizes=(16 24 32 48 64 128 256 512)

refresh() {
  command -v update-mime-database >/dev/null && update-mime-database "$data/mime" || true
  command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" || true
  command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$data/applications/pog-desktop.desktop" "$data/mime/packages/pog-desktop.xml" \
        "$data/icons/hicolor/scalable/apps/pog-desktop.svg"
  for n in "${sizes[@]}"; do rm -f "$data/icons/hicolor/${n}x${n}/apps/pog-desktop.png"; done
  refresh
  echo "pog-desktop removed from $data"
  exit 0
fi

program="${1:-}"
if [ -z "$program" ]; then
  for p in "$root/.venv/bin/pog-desktop" "$root/dist/pog-desktop/pog-desktop"; do
    [ -x "$p" ] && { program="$p"; break; }
  done
fi
[ -n "$program" ] && [ -x "$program" ] || { echo "no pog-desktop program found; give its path" >&2; exit 1; }
program="$(cd "$(dirname "$program")" && pwd)/$(basename "$program")"

mkdir -p "$data/applications" "$data/mime/packages" "$data/icons/hicolor/scalable/apps"
# The desktop entry with the program's absolute path (quoted for the Exec key's rules).
sed -e "s|^Exec=pog-desktop |Exec=\"$program\" |" -e "s|^TryExec=pog-desktop$|TryExec=$program|" \
  "$here/pog-desktop.desktop" > "$data/applications/pog-desktop.desktop"
cp "$here/pog-desktop.xml" "$data/mime/packages/pog-desktop.xml"
cp "$root/pog_desktop/assets/pog-desktop.svg" "$data/icons/hicolor/scalable/apps/pog-desktop.svg"
for n in "${sizes[@]}"; do
  mkdir -p "$data/icons/hicolor/${n}x${n}/apps"
  cp "$here/../icons/hicolor/${n}x${n}/apps/pog-desktop.png" "$data/icons/hicolor/${n}x${n}/apps/"
done
refresh
if command -v xdg-mime >/dev/null; then
  xdg-mime default pog-desktop.desktop application/x-pog-desktop-save application/x-pog-desktop-turn || true
fi
echo "pog-desktop registered in $data for $program"
