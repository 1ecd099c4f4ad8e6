#!/usr/bin/env bash
# README.md's rule table is the output of `tessera rules --format markdown`,
# kept between the lines <!-- rules:begin --> and <!-- rules:end -->.
#
#   bash Scripts/readme-rules.sh           writes the table into README.md
#   bash Scripts/readme-rules.sh --check   fails when README.md's table differs
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-write}"
begin='<!-- rules:begin -->'
end='<!-- rules:end -->'
if [ "$(grep -cxF -- "$begin" README.md)" != 1 ] || [ "$(grep -cxF -- "$end" README.md)" != 1 ]; then
  echo "error: README.md needs one line '$begin' and, after it, one line '$end' around the rule table" >&2
  exit 1
fi

swift build --product tessera >/dev/null
tessera="$(swift build --show-bin-path)/tessera"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$tessera" rules --format markdown >"$work/table.md"
# The markers, a blank line, the table, a blank line: Markdown needs the blank lines around a table.
awk -v begin="$begin" -v end="$end" -v table="$work/table.md" '
  $0 == begin { print; print ""; while ((getline line < table) > 0) print line; print ""; skipping = 1; next }
  $0 == end { skipping = 0 }
  !skipping { print }
' README.md >"$work/README.md"

if [ "$mode" = "--check" ]; then
  if ! diff -u README.md "$work/README.md"; then
    echo "error: README.md's rule table differs from \`tessera rules --format markdown\`; run: bash Scripts/readme-rules.sh" >&2
    exit 1
  fi
  echo "README.md's rule table is \`tessera rules --format markdown\`."
else
  cat "$work/README.md" >README.md
  echo "wrote the rule table into README.md"
fi
