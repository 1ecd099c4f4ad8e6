#!/usr/bin/env bash
# `tessera report` in a real browser: renders the report of the package's own
# catalogs (with the checkout audit's coverage, when .build/checkout-coverage.json
# is there) and of a hostile catalog (Tests/TesseraCoreTests/Fixtures/HostileReport,
# whose every string would set the title to PWNED if it ran), loads both in
# Debian's headless Chromium, and fails on any console error, script, event
# handler, broken link, keyboard trap or page wider than a phone.
#
# Screenshots of each section at 1280 and 390 px (and 1280 px dark) go to
# .build/report-check/screenshots, for a person to look at.
#
# Usage: Scripts/check-report.sh [FOLDER]   (default: .build/report-check)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/report-check}"
hostile=Tests/TesseraCoreTests/Fixtures/HostileReport
mkdir -p "$out"
rm -rf "$out/screenshots"

coverage=()
if [ -f .build/checkout-coverage.json ]; then coverage=(--coverage .build/checkout-coverage.json); fi
swift run tessera report "${coverage[@]}" --output "$out/report.html"
swift run tessera report --no-default-paths --tokens "$hostile/Tokens" --strings "$hostile/Strings" \
  --output "$out/hostile.html"

# Deterministic: a second run leaves the page's bytes alone.
cp "$out/report.html" "$out/report.first.html"
swift run tessera report "${coverage[@]}" --output "$out/report.html"
cmp "$out/report.first.html" "$out/report.html" || { echo "check-report: two runs differ" >&2; exit 1; }
rm "$out/report.first.html"

python3 Scripts/check-report.py --screenshots "$out/screenshots" "$out/report.html" "$out/hostile.html"
echo "check-report: screenshots in $out/screenshots"
