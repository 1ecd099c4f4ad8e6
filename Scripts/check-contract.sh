#!/usr/bin/env bash
# The sandbox server against its own contract, under property-based testing: schemathesis
# generates requests from API/checkout-api.yaml (valid and invalid ones, and stateful sequences
# along the contract's links), sends them to a checkout-sandbox on 127.0.0.1, and fails on any
# 5xx, any response or header the contract doesn't describe, any valid request refused and any
# invalid one accepted. The settings are Scripts/contract/schemathesis.toml; the rules JSON Schema
# can't state (Luhn digits, expiry dates, bank ids) are Scripts/contract/hooks.py.
#
#   bash Scripts/check-contract.sh [CHECKOUT_SANDBOX]
#
# It installs the pinned schemathesis into .build-schemathesis/ (from PyPI) if it isn't there, and
# builds checkout-sandbox unless a binary is given.
set -euo pipefail
cd "$(dirname "$0")/.."

version=4.32.5
venv=.build-schemathesis/venv
if ! "$venv/bin/schemathesis" --version 2>/dev/null | grep -q "$version"; then
  echo "== installing schemathesis $version into $venv"
  rm -rf "$venv"
  if ! python3 -m venv "$venv" >/dev/null 2>&1; then
    # Debian's own python3 keeps venv in a package of its own.
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
    rm -rf "$venv"
    python3 -m venv "$venv"
  fi
  "$venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$version"
fi

sandbox="${1:-}"
if [ -z "$sandbox" ]; then
  swift build --package-path Checkout --product checkout-sandbox >/dev/null
  sandbox="$(swift build --package-path Checkout --show-bin-path)/checkout-sandbox"
fi

work="$(mktemp -d)"
log="$work/sandbox.log"
secret="sk_contract_$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')"
"$sandbox" --port 0 --secret-key "$secret" --database "$work/sandbox.sqlite" >"$log" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
url=""
for _ in $(seq 1 100); do
  url=$(sed -nE 's/^Checkout sandbox listening on (http[^ ]+)$/\1/p' "$log" | head -1)
  [ -n "$url" ] && break
  kill -0 "$pid" 2>/dev/null || { cat "$log" >&2; exit 1; }
  sleep 0.1
done
[ -n "$url" ] || { echo "checkout-sandbox didn't start" >&2; cat "$log" >&2; exit 1; }

session=$(curl -sS --fail-with-body -X POST "$url/client-sessions" -H "Authorization: Bearer $secret" \
  -H 'Content-Type: application/json' -d '{"amount":1000,"currency":"EUR","orderId":"contract"}')
token=$(printf '%s' "$session" | python3 -c 'import json,sys; print(json.load(sys.stdin)["clientToken"])')

read -r -a SCHEMATHESIS_ARGS <<<"${SCHEMATHESIS_EXTRA:-}"
echo "== schemathesis $version against $url"
SANDBOX_URL="$url" SANDBOX_SECRET_KEY="$secret" SANDBOX_CLIENT_TOKEN="$token" PYTHONPATH=Scripts/contract \
  "$venv/bin/schemathesis" --config-file Scripts/contract/schemathesis.toml run API/checkout-api.yaml \
  --report-dir "$work/report" --no-color "${SCHEMATHESIS_ARGS[@]}"
