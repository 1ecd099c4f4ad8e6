#!/usr/bin/env bash
# Drives the real `checkout` binary in an 80×24 tmux pane, as a person
# would: open EPS and search a bank by typing, go back, then pick iDEAL,
# which goes straight to iDEAL's own page in the "system browser" (headless
# Chromium, through $BROWSER = Scripts/browser-for-checks.sh), where the
# check chooses a bank and approves the payment on the bank's page; then
# see the success screen with its receipt, quit, and check that the
# terminal was restored (main screen, cursor shown, echo and canonical mode
# back on). Then it pays by card (a sandbox test card that succeeds, typed
# field by field), and with the documentation's gift card (the code typed into the
# merchant's own text field), and checks the same. Then it does the same
# with SIGTERM in the middle of a payment, a stop and fg (SIGTSTP), and a
# crash (SIGABRT).
#
# Usage: Scripts/check-terminal.sh [path/to/checkout]   (default: Checkout/.build/debug/checkout)
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=$(realpath "${1:-Checkout/.build/debug/checkout}")
SOCKET="checkout-check-$$"
export LANG=C.UTF-8 LC_ALL=C.UTF-8

if ! command -v tmux >/dev/null; then
  echo "== installing tmux"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq tmux
fi

tmux_() { tmux -u -L "$SOCKET" "$@"; }

fail() {
  echo "check-terminal: $1" >&2
  echo "--- the pane:" >&2
  tmux_ capture-pane -p -t main >&2 || true
  exit 1
}

# Waits until the pane shows $1 (a fixed string), for up to 30 s.
wait_for() {
  for _ in $(seq 1 300); do
    if tmux_ capture-pane -p -t main | grep -qF -- "$1"; then return 0; fi
    sleep 0.1
  done
  fail "timed out waiting for '$1'"
}

pane_flag() { tmux_ display-message -p -t main "#{$1}"; }

# Echo and canonical mode, as stty reports them in the pane's shell.
check_restored() {
  [ "$(pane_flag alternate_on)" = 0 ] || fail "still on the alternate screen ($1)"
  [ "$(pane_flag cursor_flag)" = 1 ] || fail "the cursor is still hidden ($1)"
  tmux_ send-keys -t main "clear; stty -a | tr ' ;' '\n\n' | grep -x -e icanon -e echo -e isig | sort | tr '\n' ' '; echo \"STTY\"\"-DONE\"" Enter
  wait_for "STTY-DONE"
  tmux_ capture-pane -p -t main | grep -qF "echo icanon isig" || fail "the tty was left in raw mode ($1)"
}

PORT_FILE=$(mktemp /tmp/tessera-browser-port.XXXXXX)
rm -f "$PORT_FILE"
cleanup() {
  tmux_ kill-server 2>/dev/null || true
  # This run's browser only: its profile is named after this run's port file.
  # Wait for it to exit (it writes its profile while it stops), then remove.
  local browser="--user-data-dir=$PORT_FILE.profile"
  pkill -f -- "$browser" 2>/dev/null || true
  for _ in $(seq 50); do
    pgrep -f -- "$browser" >/dev/null || break
    sleep 0.1
  done
  pkill -KILL -f -- "$browser" 2>/dev/null || true
  rm -rf "$PORT_FILE" "$PORT_FILE.profile" 2>/dev/null || { sleep 1; rm -rf "$PORT_FILE" "$PORT_FILE.profile" || true; }
}
trap cleanup EXIT
shell_env="env -i PATH=/usr/bin:/bin HOME=$(printf %q "$HOME") TERM=xterm-256color LANG=C.UTF-8"
shell_env+=" BROWSER=$(printf %q "$PWD/Scripts/browser-for-checks.sh") TESSERA_BROWSER_PORT_FILE=$(printf %q "$PORT_FILE")"
tmux_ new-session -d -s main -x 80 -y 24 "$shell_env bash --norc --noprofile -i"
tmux_ send-keys -t main "'$BIN' --locale en --theme dark; echo EXIT=\$?" Enter

echo "== the payment methods"
wait_for "Choose payment method"
wait_for "Pay €24.90"
[ "$(pane_flag alternate_on)" = 1 ] || fail "checkout didn't use the alternate screen"

echo "== SIGWINCH: a resize to 40 columns lays the screen out again"
wait_for "iDEAL   Pay from your Dutch bank account"
tmux_ resize-window -t main -x 40 -y 24
wait_for "   Pay from your Dutch bank account"
tmux_ capture-pane -p -t main | grep -qF "iDEAL   Pay from" && fail "the screen wasn't laid out again at 40 columns"
tmux_ resize-window -t main -x 80 -y 24
wait_for "iDEAL   Pay from your Dutch bank account"

echo "== EPS lists its banks with their icons: search one by typing, then back"
tmux_ send-keys -t main Down Down Down
wait_for "›  EPS"
tmux_ send-keys -t main Enter
wait_for "Choose your bank for EPS"
wait_for "[EB] Erste Bank und Sparkassen"
tmux_ send-keys -t main -l "erste"
wait_for "1 bank"
tmux_capture_has() { tmux_ capture-pane -p -t main | grep -qF -- "$1"; }
tmux_capture_has "Bank Austria" && fail "the search didn't filter the list"
tmux_ send-keys -t main Escape
wait_for "Choose payment method"
wait_for "›  Card"  # back on the list, the focus starts again at its top

echo "== iDEAL, without its issuer list by default: straight to iDEAL's own page, opened in the browser"
tmux_ send-keys -t main Down
wait_for "›  iDEAL"
tmux_ send-keys -t main Enter
wait_for "Continue at your bank"
wait_for "/sandbox/schemes/ideal/"
tmux_capture_has "Choose your bank for iDEAL" && fail "iDEAL showed a bank list"
for _ in $(seq 1 100); do [ -s "$PORT_FILE" ] && break; sleep 0.1; done
[ -s "$PORT_FILE" ] || fail "the checkout didn't open the browser"

echo "== choose Rabobank on iDEAL's page and approve on the bank's, in the browser the checkout opened"
python3 Scripts/press-on-page.py "$(cat "$PORT_FILE")" "a[data-bank-id=rabobank]" "button[data-decision=approve]" \
  || fail "couldn't choose the bank and approve"

echo "== see success, and the receipt"
wait_for "Payment successful"
wait_for "You paid €24.90 to Tessera Store."
wait_for "Paid with iDEAL"
wait_for "Status: Paid"

echo "== quit, and the terminal is restored"
tmux_ send-keys -t main Enter
wait_for "EXIT=0"
check_restored "after a payment"

echo "== pay by card: the sandbox's test card that succeeds"
tmux_ send-keys -t main "clear; '$BIN' --locale en --theme dark; echo EXIT=\$?" Enter
wait_for "Choose payment method"
wait_for "›  Card   Credit or debit card"
tmux_ send-keys -t main Enter
wait_for "Card details"
wait_for "› [ 1234 5678 9012 3456"  # the card number has the focus
tmux_ send-keys -t main -l "4242 4242 4242 4242"
wait_for "Detected: Visa"
tmux_ send-keys -t main Tab
expiry="12/$((10#$(date +%y) + 5))"  # December, five years on: always in the future
tmux_ send-keys -t main -l "$expiry"
wait_for "[ $expiry "
tmux_ send-keys -t main Tab
tmux_ send-keys -t main -l "123"
wait_for "[ ••• "
tmux_ send-keys -t main Tab
tmux_ send-keys -t main -l "Ada Lovelace"
wait_for "› [ Ada Lovelace "
tmux_ send-keys -t main Tab
wait_for "›   Pay €24.90"
tmux_ send-keys -t main Enter
wait_for "Payment successful"
wait_for "You paid €24.90 to Tessera Store."
wait_for "Paid with Visa ending in 4242"

echo "== quit after the card payment, and the terminal is restored"
tmux_ send-keys -t main Enter
wait_for "EXIT=0"
check_restored "after a card payment"

echo "== the merchant's gift card: its code typed into the merchant's own text field"
tmux_ send-keys -t main "clear; '$BIN' --locale en --theme light; echo EXIT=\$?" Enter
wait_for "Choose payment method"
wait_for "Gift card   Pay with a store gift card"
tmux_ send-keys -t main Down Down Down Down
wait_for "›  Gift card"
tmux_ send-keys -t main Enter
wait_for "Pay with a gift card"
wait_for "› [ XXXX-XXXX-XXXX"  # the code field has the focus
tmux_ send-keys -t main -l "tess-gift-2026"
wait_for "[ TESS-GIFT-2026 "
tmux_ send-keys -t main Enter
wait_for "›   Pay with the gift card"
tmux_ send-keys -t main Enter
wait_for "Payment successful"
wait_for "Paid with Gift card"
tmux_ send-keys -t main Enter
wait_for "EXIT=0"
check_restored "after a gift-card payment"

echo "== SIGTERM mid-flow restores the terminal too"
tmux_ send-keys -t main "clear; '$BIN' --locale nl --theme light; echo EXIT=\$?" Enter
wait_for "Kies een betaalmethode"
tmux_ send-keys -t main Enter
wait_for "Kaartgegevens"
pkill -TERM -f "^$BIN --locale nl" || fail "no checkout process to signal"
wait_for "EXIT=143"
check_restored "after SIGTERM"

echo "== SIGTSTP (a stop) gives the terminal back, and fg brings the checkout back in raw mode"
tmux_ send-keys -t main "clear; '$BIN' --locale en; echo EXIT=\$?" Enter
wait_for "Choose payment method"
pkill -TSTP -f "^$BIN --locale en" || fail "no checkout process to stop"
for _ in $(seq 1 100); do [ "$(pane_flag alternate_on)" = 0 ] && break; sleep 0.1; done
check_restored "while stopped"
tmux_ send-keys -t main "clear; fg" Enter
wait_for "Choose payment method"
[ "$(pane_flag alternate_on)" = 1 ] || fail "fg didn't return to the alternate screen"
tmux_ send-keys -t main Down
wait_for "›  iDEAL"

echo "== a crash (SIGABRT) restores the terminal"
pkill -ABRT -f "^$BIN --locale en" || fail "no checkout process to abort"
wait_for "Aborted"  # the shell reports the death (the stopped job has no `echo EXIT` after fg)
check_restored "after SIGABRT"

echo "check-terminal: ok"
