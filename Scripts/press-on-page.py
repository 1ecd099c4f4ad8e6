#!/usr/bin/env python3
"""Presses elements on the page a running Chromium shows, in turn, through
chromedriver attached to the browser's DevTools port (W3C WebDriver over HTTP
on 127.0.0.1), each as soon as it is there (a press may lead to another page:
iDEAL's own page, then the bank's), then waits until the page has sent the
browser to the checkout's return page.

Usage: press-on-page.py DEVTOOLS_PORT CSS_SELECTOR [CSS_SELECTOR ...]
"""
import json
import socket
import subprocess
import sys
import time
import urllib.request


def call(base, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, method=method, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.load(response)


def main():
    devtools_port, selectors = sys.argv[1], sys.argv[2:]
    if not selectors:
        sys.exit("usage: press-on-page.py DEVTOOLS_PORT CSS_SELECTOR [CSS_SELECTOR ...]")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    driver = subprocess.Popen(["chromedriver", f"--port={port}", "--allowed-ips=127.0.0.1"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                if call(base, "GET", "/status")["value"]["ready"]:
                    break
            except OSError:
                pass
            time.sleep(0.1)
        options = {"debuggerAddress": f"127.0.0.1:{devtools_port}"}
        session = call(base, "POST", "/session",
                       {"capabilities": {"alwaysMatch": {"goog:chromeOptions": options}}})["value"]["sessionId"]
        prefix = f"/session/{session}"
        for selector in selectors:
            element = None
            for _ in range(150):
                try:
                    found = call(base, "POST", prefix + "/element",
                                 {"using": "css selector", "value": selector})["value"]
                    element = next(v for k, v in found.items() if k.startswith("element-"))
                    break
                except (OSError, StopIteration, KeyError):
                    time.sleep(0.1)
            if element is None:
                sys.exit(f"press-on-page: no {selector} on the page")
            call(base, "POST", f"{prefix}/element/{element}/click", {})
        for _ in range(150):
            url = call(base, "GET", prefix + "/url")["value"]
            if "/bridge" in url and "/sandbox/" not in url:
                print(f"press-on-page: the browser is on the return page {url.split('?')[0]}")
                return
            time.sleep(0.1)
        sys.exit("press-on-page: the page never sent the browser to the return page")
    finally:
        driver.terminate()


if __name__ == "__main__":
    main()
