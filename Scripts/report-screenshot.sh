#!/usr/bin/env bash
# Regenerates the picture of `tessera report` in TesseraCore's DocC catalog (Resources/report.png): the
# top of the report of this package's own catalogs, in headless Chromium at
# 1000x760, light scheme. Fails if the picture is 150 KB or more.
#
# Usage: Scripts/report-screenshot.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/report-screenshot
mkdir -p "$out" Docs
swift run tessera report --output "$out/report.html"
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
chromium --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --hide-scrollbars \
  --disable-background-networking --disable-component-update --disable-sync --user-data-dir="$profile" \
  --force-device-scale-factor=1 --force-prefers-color-scheme=light --window-size=1000,760 \
  --screenshot="$PWD/Sources/TesseraCore/TesseraCore.docc/Resources/report.png" "file://$PWD/$out/report.html" >/dev/null 2>&1
size=$(wc -c <Sources/TesseraCore/TesseraCore.docc/Resources/report.png)
if [ "$size" -ge 153600 ]; then
  echo "report-screenshot: Sources/TesseraCore/TesseraCore.docc/Resources/report.png is $size bytes; keep it under 150 KB" >&2
  exit 1
fi
echo "report-screenshot: wrote Sources/TesseraCore/TesseraCore.docc/Resources/report.png ($size bytes)"
