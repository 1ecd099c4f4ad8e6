#!/usr/bin/env bash
# Builds the DocC documentation of TesseraCore and CheckoutComponents, each from its catalog
# (Sources/<Module>/<Module>.docc) and the module's public symbol graph, into
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
if ! swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members \
  >.build/docs/symbol-graph.log 2>&1; then
  cat .build/docs/symbol-graph.log >&2
  echo "build-docs: swift package dump-symbol-graph failed (above)" >&2
  exit 1
fi
graphs=$(find .build -maxdepth 2 -type d -name symbolgraph | head -n 1)
if [ -z "$graphs" ]; then
  echo "build-docs: swift package dump-symbol-graph wrote no symbolgraph folder under .build" >&2
  exit 1
fi

status=0
for module in TesseraCore CheckoutComponents; do
  symbols=".build/docs/$module-symbols"
  rm -rf "$symbols" ".build/docs/$module.doccarchive"
  mkdir -p "$symbols"
  cp "$graphs/$module.symbols.json" "$symbols/"
  find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$symbols/" \;
  log=".build/docs/$module.log"
  if ! "$docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$symbols" \
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
