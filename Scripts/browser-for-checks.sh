#!/usr/bin/env bash
# A stand-in for the system browser in Scripts/check-terminal.sh: the
# checkout runs it as $BROWSER with the page's address. It starts headless
# Chromium on that page with its DevTools port open, so the check can act
# on the very page the checkout opened (through chromedriver, attached to
# it), and records the port in $TESSERA_BROWSER_PORT_FILE.
set -euo pipefail
url="$1"
port_file="${TESSERA_BROWSER_PORT_FILE:?}"
# The profile sits beside the port file, so the check that made that file finds, stops and removes this
# browser, and only this one.
dir="$port_file.profile"
mkdir -p "$dir"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
setsid chromium --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync \
  --user-data-dir="$dir" --remote-debugging-address=127.0.0.1 --remote-debugging-port="$port" \
  "$url" >/dev/null 2>&1 </dev/null &
echo "$port" >"$port_file"
