#!/bin/sh
# Install the unpacked MafiaMod bundle for this user (or, with --prefix, under that folder):
# the program under PREFIX/lib/mafiamod, `mafiamod` in PREFIX/bin, the menu entry, the icon
# and the .mafia file type (double-clicking a game file opens it in MafiaMod).
# Usage: ./install.sh [--prefix DIR] [--uninstall]        (default prefix: ~/.local)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix="$HOME/.local"
action=install
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --uninstall) action=uninstall; shift ;;
    -h|--help) sed -n '2,5p' "$0"; exit 0 ;;
    *) echo "install.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
app="$prefix/lib/mafiamod"
share="$prefix/share"
refresh() {
  if command -v update-mime-database >/dev/null; then update-mime-database "$share/mime"; fi
  if command -v update-desktop-database >/dev/null; then
    update-desktop-database -q "$share/applications" || true
  fi
  if command -v gtk-update-icon-cache >/dev/null; then
    gtk-update-icon-cache -q -t "$share/icons/hicolor" 2>/dev/null || true
  fi
}
if [ "$action" = uninstall ]; then
  rm -rf "$app"
  rm -f "$prefix/bin/mafiamod" "$share/applications/mafiamod.desktop" \
    "$share/mime/packages/mafiamod.xml" "$share/icons/hicolor/scalable/apps/mafiamod.svg" \
    "$share/icons/hicolor/256x256/apps/mafiamod.png"
  refresh
  echo "MafiaMod removed from $prefix"
  exit 0
fi
mkdir -p "$app" "$prefix/bin" "$share/applications" "$share/mime/packages" \
  "$share/icons/hicolor/scalable/apps" "$share/icons/hicolor/256x256/apps"
if [ "$here" != "$app" ]; then
  rm -rf "$app"
  cp -a "$here" "$app"
fi
ln -sf "$app/mafiamod" "$prefix/bin/mafiamod"
sed "s|^Exec=mafiamod|Exec=\"$app/mafiamod\"|" "$here/mafiamod.desktop" \
  >"$share/applications/mafiamod.desktop"
cp "$here/mafiamod-mime.xml" "$share/mime/packages/mafiamod.xml"
cp "$here/mafiamod.svg" "$share/icons/hicolor/scalable/apps/mafiamod.svg"
cp "$here/mafiamod-256.png" "$share/icons/hicolor/256x256/apps/mafiamod.png"
refresh
echo "MafiaMod installed: $prefix/bin/mafiamod, and in the desktop's menu (Games)"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "(add $prefix/bin to PATH to run it as mafiamod)" ;; esac
