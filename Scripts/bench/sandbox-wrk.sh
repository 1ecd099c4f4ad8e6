#!/usr/bin/env bash
# wrk against two checkout-sandbox binaries (a baseline and a candidate, both release builds),
# alternated in one run: an authenticated GET /configuration and POST /client-sessions, 10 s
# each after a 3 s warm-up, 2 threads, 32 connections, ROUNDS rounds. Prints requests per second,
# p50 and p99 latency, and the server's CPU time per request (utime + stime from /proc).
#
#   bash Scripts/bench/sandbox-wrk.sh BASELINE CANDIDATE [ROUNDS]
#
# Needs wrk (Debian's package) and curl.
set -euo pipefail
cd "$(dirname "$0")/../.."
old=$1 new=$2 rounds=${3:-3}
run() {
  local binary=$1 label=$2 log; log=$(mktemp)
  "$binary" --port 0 >"$log" 2>&1 & local pid=$!
  local url=""
  for _ in $(seq 1 100); do url=$(sed -nE 's/^Checkout sandbox listening on (http[^ ]+)$/\1/p' "$log" | head -1); [ -n "$url" ] && break; sleep 0.1; done
  local token; token=$(curl -s -X POST "$url/client-sessions" -H 'Authorization: Bearer sk_sandbox_tessera' -H 'Content-Type: application/json' -d '{"amount":1000,"currency":"EUR","orderId":"o"}' | python3 -c 'import json,sys;print(json.load(sys.stdin)["clientToken"])')
  wrk -t2 -c32 -d3s -H "Authorization: Bearer $token" "$url/configuration" >/dev/null  # warm-up
  local get post cpu0 cpu1 cpu2
  cpu0=$(awk '{print $14+$15}' /proc/$pid/stat)
  get=$(wrk -t2 -c32 -d10s --latency -H "Authorization: Bearer $token" "$url/configuration")
  cpu1=$(awk '{print $14+$15}' /proc/$pid/stat)
  post=$(wrk -t2 -c32 -d10s --latency -s Scripts/bench/sandbox-session.lua "$url/client-sessions")
  cpu2=$(awk '{print $14+$15}' /proc/$pid/stat)
  local get_cpu=$((cpu1 - cpu0)) post_cpu=$((cpu2 - cpu1))
  kill "$pid"; wait "$pid" 2>/dev/null || true; rm -f "$log"
  for kind in get post; do
    local text=${!kind} ticks_name="${kind}_cpu"
    local requests; requests=$(grep -oP '^\s+\K[0-9]+(?= requests in)' <<<"$text")
    printf '%-4s %-5s rps %9s  p50 %8s  p99 %8s  non2xx %s  server CPU us/request %s\n' "$label" "$kind" \
      "$(grep -oP 'Requests/sec:\s+\K[0-9.]+' <<<"$text")" "$(grep -oP '^\s+50%\s+\K\S+' <<<"$text")" \
      "$(grep -oP '^\s+99%\s+\K\S+' <<<"$text")" "$(grep -oP 'Non-2xx or 3xx responses: \K[0-9]+' <<<"$text" || echo 0)" \
      "$(python3 -c "print(round(${!ticks_name} * 10000 / $requests, 1))")"
  done
}
for round in $(seq 1 "$rounds"); do
  run "$old" base
  run "$new" cand
done
