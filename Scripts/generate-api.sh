#!/usr/bin/env bash
# Regenerates the OpenAPI code from API/checkout-api.yaml with the pinned
# generator in API/Generator: the types once (CheckoutAPI), the client
# (CheckoutComponents) and the server (CheckoutSandbox) over them; then formats
# it with the committed .swift-format.
#
#   bash Scripts/generate-api.sh           writes the generated files
#   bash Scripts/generate-api.sh --check   fails when the committed files differ
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-write}"
swift build --package-path API/Generator --product swift-openapi-generator >/dev/null
generator="$(swift build --package-path API/Generator --show-bin-path)/swift-openapi-generator"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

status=0
for side in types client server; do
  case "$side" in
    types) target="Checkout/Sources/CheckoutAPI/Generated" ;;
    client) target="Checkout/Sources/CheckoutComponents/Data/API/Generated" ;;
    server) target="Checkout/Sources/CheckoutSandbox/API/Generated" ;;
  esac
  out="$work/$side"
  mkdir -p "$out"
  if ! "$generator" generate --config "API/$side.config.yaml" --output-directory "$out" API/checkout-api.yaml \
    >"$work/$side.log" 2>&1; then
    cat "$work/$side.log" >&2
    exit 1
  fi
  # For a `package` access modifier the generator writes `package import`s, each under a
  # `#if compiler(>=6.4)` attribute that silences unused imports there, which swift format
  # folds onto one line (no longer valid Swift). Plain imports are what the other sides use.
  perl -0pi -e 's/#if compiler\(>=6\.4\)\n\@diagnose\(UnusedImportAccess, as: ignored\)\n#endif\n//g; s/^(\@_spi\(Generated\) )?package import /$1import /mg' "$out"/*.swift
  swift format format -i --configuration .swift-format "$out"/*.swift
  # The generator's code is checked against a fresh generation, not against the lint.
  for file in "$out"/*.swift; do
    { echo "// swift-format-ignore-file"; cat "$file"; } >"$file.tmp" && mv "$file.tmp" "$file"
  done
  if [ "$mode" = "--check" ]; then
    if ! diff -ru "$target" "$out"; then
      echo "error: $target differs from a fresh generation; run: bash Scripts/generate-api.sh" >&2
      status=1
    fi
  else
    mkdir -p "$target"
    rm -f "$target"/*.swift
    cp "$out"/*.swift "$target"/
    echo "wrote $target"
  fi
done
exit "$status"
