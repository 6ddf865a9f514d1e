#!/usr/bin/env bash
# Takes a screenshot of a ./simulate HTML report with headless Chromium, to check that it renders.
#
#   examples/report-screenshot.sh report.html [report.png] [width] [height]
#
# Needs Debian's chromium package (apt-get install -y chromium). The page is self-contained, and
# Chromium is started with networking features off and a throwaway profile, so nothing leaves
# the machine. Look at the PNG: every chart drawn, no text cut off, tables aligned.
set -euo pipefail
if [ $# -lt 1 ]; then
    echo "usage: $0 REPORT.html [OUT.png] [WIDTH] [HEIGHT]" >&2
    exit 2
fi
report="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
out="${2:-${report%.html}.png}"
width="${3:-1200}"
height="${4:-2000}"
browser="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$browser" ]; then
    echo "chromium is not installed: apt-get install -y chromium" >&2
    exit 3
fi
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
"$browser" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
    --user-data-dir="$profile" --window-size="$width,$height" \
    --screenshot="$out" "file://$report" >/dev/null 2>&1
echo "wrote $out"
