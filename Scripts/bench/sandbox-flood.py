#!/usr/bin/env python3
"""Slow-client flood against a checkout-sandbox binary: N connections that never finish their
header, a normal request during the flood, and the server's resident memory and open file
descriptors before, during and after; then two more floods, to tell a high-water mark from growth.

    python3 Scripts/bench/sandbox-flood.py BINARY N HOLD_SECONDS [checkout-sandbox options...]

Linux only (it reads /proc). Keep N under `ulimit -n`."""
import os, re, socket, subprocess, sys, time, urllib.request, json

binary, count, hold = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
extra = sys.argv[4:]
proc = subprocess.Popen([binary, "--port", "0"] + extra, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
url = None
for line in proc.stdout:
    m = re.match(r"Checkout sandbox listening on (http\S+)", line)
    if m:
        url = m.group(1); break
port = int(re.search(r":(\d+)/", url).group(1))

def rss():
    with open(f"/proc/{proc.pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) // 1024
def fds():
    return len(os.listdir(f"/proc/{proc.pid}/fd"))

def session():
    req = urllib.request.Request(url + "/client-sessions", method="POST",
        data=b'{"amount":1000,"currency":"EUR","orderId":"o"}',
        headers={"Authorization": "Bearer sk_sandbox_tessera", "Content-Type": "application/json"})
    t = time.time()
    with urllib.request.urlopen(req, timeout=60) as r:
        r.read()
    return time.time() - t

for _ in range(20): session()
print(f"baseline: rss {rss()} MB, fds {fds()}, request {session()*1000:.1f} ms")
socks = []
for i in range(count):
    s = socket.socket()
    s.setblocking(False)
    try:
        s.connect(("127.0.0.1", port))
    except BlockingIOError:
        pass
    socks.append(s)
time.sleep(1)
for s in socks:
    try: s.send(b"GET /v1/configuration HTTP/1.1\r\nHost: x\r\nX-Slow: ")
    except OSError: pass
time.sleep(1)
print(f"flood of {count}: rss {rss()} MB, fds {fds()}, normal request during flood {session()*1000:.1f} ms")
time.sleep(hold)
closed = 0
for s in socks:
    try:
        data = s.recv(1)
        if data == b"": closed += 1
    except BlockingIOError:
        pass
    except OSError:
        closed += 1
print(f"after {hold:.0f} s: {closed}/{count} closed by the server; rss {rss()} MB, fds {fds()}, request {session()*1000:.1f} ms")
for s in socks: s.close()
time.sleep(3)
for _ in range(20): session()
print(f"flood gone: rss {rss()} MB, fds {fds()}")
for round in range(2, 4):
    socks = []
    for i in range(count):
        s = socket.socket(); s.setblocking(False)
        try: s.connect(("127.0.0.1", port))
        except BlockingIOError: pass
        socks.append(s)
    time.sleep(1)
    for s in socks:
        try: s.send(b"GET /v1/configuration HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        except OSError: pass
    time.sleep(hold)
    for s in socks: s.close()
    time.sleep(3)
    for _ in range(20): session()
    print(f"after flood {round}: rss {rss()} MB, fds {fds()}")
proc.terminate(); proc.wait()
