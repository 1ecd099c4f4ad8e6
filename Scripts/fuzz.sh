#!/usr/bin/env bash
# Fuzzes Tessera's parsers with libFuzzer under AddressSanitizer.
#
#   Scripts/fuzz.sh [runs] [harness...]
#
# runs defaults to 1,000,000 executions per harness; the harnesses are the
# folders under Fuzz/ (StringsFile, FormatString, TokenCatalog, StringsDict, JSON, XCStrings, XLIFF, DTCG,
# and SandboxJSON, the sandbox server's request-body rules against TesseraCore's JSON reader),
# all of them unless some are named. Each one is built, seeded with the
# repository's own catalogs and test fixtures, and run for exactly `runs`
# executions with a fixed seed. Any crash, hang (one input over
# FUZZ_TIMEOUT seconds, default 10), leak, out-of-memory or sanitizer report
# fails the script; libFuzzer writes the input that caused it to
# .build-fuzz/artifacts/<harness>/ (reproduce with
# `.build-fuzz/fuzzers/<harness> <that file>`).
#
# Environment: FUZZ_SEED (default 1), FUZZ_JOBS (harnesses run at once,
# default the number of cores), FUZZ_TIMEOUT.
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-1000000}"
shift || true
harnesses=("$@")
if [ ${#harnesses[@]} -eq 0 ]; then
  harnesses=(StringsFile FormatString TokenCatalog StringsDict JSON XCStrings XLIFF DTCG SandboxJSON)
fi
seed="${FUZZ_SEED:-1}"
jobs="${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}"
timeout="${FUZZ_TIMEOUT:-10}"
scratch=.build-fuzz
build="$scratch/release"
sanitizers=fuzzer,address

echo "== building TesseraCore with -sanitize=$sanitizers (scratch path $scratch)"
swift build -c release --scratch-path "$scratch" --target TesseraCore -Xswiftc "-sanitize=$sanitizers"

# TesseraCore's objects and its dependencies' (the foundation, the kinds' targets, Yams and its C library). A Swift
# target's are the ones its output file map names, so that the object of a source file since deleted or renamed is
# never linked in.
objects=()
for target in TesseraFoundation TesseraColor TesseraTokens TesseraStrings TesseraAccessibility TesseraCore Yams CYaml; do
  map="$build/$target.build/output-file-map.json"
  if [ -f "$map" ]; then
    listed=$(grep -o '"object": *"[^"]*"' "$map" | cut -d'"' -f4 | sort)
  else
    listed=$(find "$build/$target.build" -name '*.o' | sort)
  fi
  while IFS= read -r object; do
    if [ -f "$object" ]; then objects+=("$object"); fi
  done <<<"$listed"
done
read -r -a xml_flags <<<"$(pkg-config --cflags-only-I libxml-2.0)"
# The C modules TesseraCore's interface imports: libxml2 and Yams's CYaml.
cc_flags=(-Xcc -fmodule-map-file=Sources/CLibXML2/module.modulemap -I "$scratch/checkouts/Yams/Sources/CYaml/include")
for flag in "${xml_flags[@]}"; do cc_flags+=(-Xcc "$flag"); done

# The harnesses read TesseraCore's `package` API (its parsers and loaders), so they are compiled as part of this
# package: with the package name SwiftPM gave TesseraCore (the package folder's name, so it differs between clones).
package_name=$(grep '"-module-name","TesseraCore"' "$scratch/release.yaml" | grep -o '"-package-name","[^"]*"' \
  | head -1 | cut -d'"' -f4)
if [ -z "$package_name" ]; then
  echo "fuzz.sh: could not find TesseraCore's package name in $scratch/release.yaml" >&2
  exit 2
fi

mkdir -p "$scratch/fuzzers"
for harness in "${harnesses[@]}"; do
  echo "== building the $harness harness"
  # A harness of code outside TesseraCore compiles that code's source beside it.
  sources=("Fuzz/$harness/main.swift")
  if [ "$harness" = SandboxJSON ]; then sources+=(Checkout/Sources/CheckoutSandbox/HTTP/StrictJSON.swift); fi
  swiftc -O -swift-version 6 -warnings-as-errors -parse-as-library "-sanitize=$sanitizers" \
    -package-name "$package_name" -I "$build/Modules" "${cc_flags[@]}" \
    -use-ld=lld "${sources[@]}" "${objects[@]}" -lxml2 \
    -o "$scratch/fuzzers/$harness"
done

# Seeds: the catalogs and fixtures each parser reads, under 16 KiB each
# (the larger hostile fixtures would only slow every execution).
seed_files() {
  local harness=$1
  case "$harness" in
    StringsFile) find Strings Tests/TesseraCoreTests/Fixtures -name '*.strings' -size -16k ;;
    StringsDict) find Strings Tests/TesseraCoreTests/Fixtures -name '*.stringsdict' -size -16k ;;
    TokenCatalog) find Tokens Tests/TesseraCoreTests/Fixtures Fuzz/Seeds/TokenCatalog -name '*.xml' -size -16k ;;
    FormatString) ;;
    JSON) find API Tests/TesseraCoreTests/Fixtures Tests/Fixtures -name '*.json' -not -path '*/.build/*' -size -16k ;;
    SandboxJSON) find Fuzz/Seeds/SandboxJSON -name '*.json' ;;
    XCStrings) find Strings Tests/TesseraCoreTests/Fixtures Fuzz/Seeds/XCStrings -name '*.xcstrings' -size -16k ;;
    XLIFF) find Tests/TesseraCoreTests/Fixtures -name '*.xliff' -size -16k ;;
    DTCG) find Tokens Tests/TesseraCoreTests/Fixtures Fuzz/Seeds/DTCG \( -name '*.tokens.json' -o -name '*.tokens' \
      -o -name '*.resolver.json' \) -size -16k ;;
  esac
}

seed_corpus() {
  local harness=$1 folder=$2
  rm -rf "$folder"
  mkdir -p "$folder"
  if [ "$harness" = FormatString ]; then
    # Every quoted value holding a '%' in the .strings files, and every
    # format key and plural form in the .stringsdict files.
    {
      find Strings Tests/TesseraCoreTests/Fixtures -name '*.strings' -exec grep -ohE '= "[^"]*%[^"]*"' {} + |
        sed -E 's/^= "(.*)"$/\1/'
      find Strings Tests/TesseraCoreTests/Fixtures -name '*.stringsdict' -exec grep -ohE '<string>[^<]*%[^<]*</string>' {} + |
        sed -E 's#^<string>(.*)</string>$#\1#'
    } | sort -u | while IFS= read -r value; do
      printf '%s' "$value" >"$folder/$(printf '%s' "$value" | sha1sum | cut -c1-16)"
    done
  else
    seed_files "$harness" | sort | while IFS= read -r file; do
      cp "$file" "$folder/$(sha1sum "$file" | cut -c1-16)"
    done
  fi
}

dictionary() {
  case "$1" in
    StringsFile) echo Fuzz/Dictionaries/strings.dict ;;
    FormatString) echo Fuzz/Dictionaries/format.dict ;;
    TokenCatalog) echo Fuzz/Dictionaries/tokens.dict ;;
    StringsDict) echo Fuzz/Dictionaries/stringsdict.dict ;;
    JSON | SandboxJSON) echo Fuzz/Dictionaries/json.dict ;;
    XCStrings) echo Fuzz/Dictionaries/xcstrings.dict ;;
    XLIFF) echo Fuzz/Dictionaries/xliff.dict ;;
    DTCG) echo Fuzz/Dictionaries/dtcg.dict ;;
  esac
}

run_one() {
  local harness=$1
  local seeds="$scratch/corpus/$harness/seed" work="$scratch/corpus/$harness/work"
  local artifacts="$scratch/artifacts/$harness/" log="$scratch/logs/$harness.log"
  seed_corpus "$harness" "$seeds"
  rm -rf "$work" "$artifacts"
  mkdir -p "$work" "$artifacts" "$(dirname "$log")" "$scratch/tmp"
  local status=0
  # A harness that reads its input from a file writes it under TMPDIR: here, not in the machine's /tmp.
  TMPDIR="$PWD/$scratch/tmp" "$scratch/fuzzers/$harness" -runs="$runs" -seed="$seed" -timeout="$timeout" -rss_limit_mb=4096 \
    -dict="$(dictionary "$harness")" -print_final_stats=1 -artifact_prefix="$artifacts" \
    "$work" "$seeds" >"$log" 2>&1 || status=$?
  if [ "$status" -ne 0 ] || grep -qE '^==[0-9]+==ERROR|^SUMMARY: |^ERROR: libFuzzer|deadly signal|Fatal error' "$log"; then
    echo "!! $harness failed (exit $status); see $log and $artifacts" >&2
    grep -E 'ERROR|SUMMARY|Fatal error|deadly signal|Test unit written' "$log" | head -20 >&2
    return 1
  fi
}

summary() {
  local harness=$1 log="$scratch/logs/$harness.log"
  local executed seconds coverage features corpus
  executed=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+)$/\1/p' "$log" | tail -1)
  seconds=$(sed -nE 's/^Done [0-9]+ runs in ([0-9]+) second.*/\1/p' "$log" | tail -1)
  coverage=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
  features=$(grep -oE 'ft: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
  corpus=$(grep -oE 'corp: [0-9]+/[0-9A-Za-z]+' "$log" | tail -1 | cut -d' ' -f2)
  printf '%-13s %10s %8ss %8s %8s %12s\n' "$harness" "$executed" "$seconds" "$coverage" "$features" "$corpus"
}

echo "== fuzzing ${harnesses[*]}: $runs runs each, seed $seed, $jobs at a time"
failed=0
pids=()
names=()
for harness in "${harnesses[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do sleep 1; done
  echo "-- $harness"
  run_one "$harness" &
  pids+=($!)
  names+=("$harness")
done
for index in "${!pids[@]}"; do
  wait "${pids[$index]}" || failed=1
done

printf '%-13s %10s %9s %8s %8s %12s\n' harness executions time edges features corpus
for harness in "${harnesses[@]}"; do summary "$harness"; done
if [ "$failed" -ne 0 ]; then
  echo "fuzzing found a problem" >&2
  exit 1
fi
echo "no crash, hang, leak or sanitizer report"
