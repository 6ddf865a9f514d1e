#!/usr/bin/env bash
# Checks that a ./simulate HTML report fits a phone (390 px) and a desktop (1280 px) window, and
# takes a full-page screenshot at each width, in headless Chromium (web/e2e/report-layout.mjs).
#
#   examples/report-screenshot.sh report.html [OUT_DIR] [WIDTH...]
#
# Writes OUT_DIR/report-WIDTH.png (OUT_DIR: examples/target/report-layout by default) and prints
# their paths. Exits 1 when a width overflows: the page scrolls sideways, an element reaches past
# the window or the report's column, or, from 1000 px on, a table has to scroll inside its box.
# Installs what it needs as .ci/web-e2e does: Debian's chromium and Node.js if missing, and
# playwright-core from web/e2e/package-lock.json. The page is opened offline with a throwaway
# profile, so nothing leaves the machine. Look at the PNGs too: every chart drawn and readable.
set -euo pipefail
if [ $# -lt 1 ]; then
    echo "usage: $0 REPORT.html [OUT_DIR] [WIDTH...]" >&2
    exit 2
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
report="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
out="$(mkdir -p "${2:-$root/examples/target/report-layout}" && cd "${2:-$root/examples/target/report-layout}" && pwd)"
shift $(( $# >= 2 ? 2 : 1 ))

as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v node >/dev/null && command -v npm >/dev/null || missing+=(nodejs npm)
if [ ${#missing[@]} -gt 0 ]; then
    echo "== installing ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if [ ! -d "$root/web/e2e/node_modules/playwright-core" ]; then
    (cd "$root/web/e2e" && npm ci --no-audit --no-fund --loglevel=error)
fi
node "$root/web/e2e/report-layout.mjs" "$report" "$out" "$@"
