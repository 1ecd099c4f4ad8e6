#!/usr/bin/env bash
# Builds the DocC documentation of the compiler's targets (TesseraFoundation, TesseraColor, the three kinds',
# TesseraCore) and of CheckoutComponents, each from its catalog
# (Sources/<Module>/<Module>.docc in its package: the root, or the nested Checkout/) and the
# module's public symbol graph, into
# .build/docs/<Module>.doccarchive. Any DocC warning (an unresolved symbol or article link, an
# article that a symbol's name hides) fails it: CI runs this.
#
# Usage: bash Scripts/build-docs.sh
#   then: python3 -m http.server -d .build/docs/TesseraCore.doccarchive 8000
#         and open http://127.0.0.1:8000/documentation/tesseracore/
set -euo pipefail
cd "$(dirname "$0")/.."

docc=$(command -v docc || true)
if [ -z "$docc" ]; then
  docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
fi
if [ ! -x "$docc" ]; then
  echo "build-docs: no docc beside swift ($docc); it ships with the Swift toolchain" >&2
  exit 1
fi

mkdir -p .build/docs
# Writes the public symbol graphs of the package at $1 and prints the folder that holds them.
symbol_graphs() {
  local package=$1 log=".build/docs/symbol-graph-$(basename "$(realpath "$1")").log"
  if ! swift package --package-path "$package" dump-symbol-graph --minimum-access-level public \
    --skip-synthesized-members >"$log" 2>&1; then
    cat "$log" >&2
    echo "build-docs: swift package dump-symbol-graph failed in $package (above)" >&2
    return 1
  fi
  local graphs
  graphs=$(find "$package/.build" -maxdepth 2 -type d -name symbolgraph | head -n 1)
  if [ -z "$graphs" ]; then
    echo "build-docs: swift package dump-symbol-graph wrote no symbolgraph folder under $package/.build" >&2
    return 1
  fi
  echo "$graphs"
}

status=0
for entry in .:TesseraFoundation .:TesseraColor .:TesseraTokens .:TesseraStrings .:TesseraAccessibility .:TesseraCore Checkout:CheckoutComponents; do
  package=${entry%%:*} module=${entry##*:}
  graphs=$(symbol_graphs "$package")
  symbols=".build/docs/$module-symbols"
  rm -rf "$symbols" ".build/docs/$module.doccarchive"
  mkdir -p "$symbols"
  cp "$graphs/$module.symbols.json" "$symbols/"
  find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$symbols/" \;
  log=".build/docs/$module.log"
  if ! "$docc" convert "$package/Sources/$module/$module.docc" --additional-symbol-graph-dir "$symbols" \
    --output-path ".build/docs/$module.doccarchive" --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.tessera.$module" --transform-for-static-hosting \
    --warnings-as-errors >"$log" 2>&1; then
    cat "$log" >&2
    echo "build-docs: $module's documentation has warnings (above)" >&2
    status=1
  else
    echo "build-docs: $module: .build/docs/$module.doccarchive"
  fi
done
exit $status
