#!/usr/bin/env python3
"""Loads `tessera report` pages in headless Chromium through chromedriver (W3C
WebDriver over HTTP on 127.0.0.1) and fails on anything wrong:

- any console message at error level (a Content-Security-Policy violation,
  a failed load, a script error);
- any script element, event-handler attribute or javascript: link in the
  DOM the browser built, or a title other than the page's own (every
  hostile script in the fixture would set it to PWNED);
- a page the keyboard can't start on: Tab must reach the skip link first,
  visibly, and Enter on it must move focus to the main content;
- a section wider than the window at phone width (a table may scroll inside
  its own region, the page itself may not).

With --screenshots FOLDER it writes a screenshot of each section at
desktop (1280 px) and phone (390 px) widths, light, and at desktop width in
the dark scheme, for a person to look at.

Usage: check-report.py [--screenshots FOLDER] PAGE.html...
"""
import base64
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

TITLE = "Tessera report"
SECTIONS = ["summary", "tokens", "strings", "accessibility", "diagnostics"]
# Parts of a section deep enough in it to fall outside its screenshot.
PARTS = ["tokens-contrast", "tokens-typography", "tokens-other", "strings-pseudo"]
WIDTHS = {"desktop": 1280, "phone": 390}


def call(base, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, method=method, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=120) as response:
        return json.load(response)


class Browser:
    def __init__(self):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        self.driver = subprocess.Popen(["chromedriver", f"--port={port}", "--allowed-ips=127.0.0.1"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{port}"
        for _ in range(100):
            try:
                if call(self.base, "GET", "/status")["value"]["ready"]:
                    break
            except OSError:
                pass
            time.sleep(0.1)
        self.profile = tempfile.mkdtemp(prefix="tessera-report-chromium-")
        options = {
            "binary": "/usr/bin/chromium",
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                     "--hide-scrollbars", "--force-device-scale-factor=1", f"--user-data-dir={self.profile}",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        }
        capabilities = {"browserName": "chrome", "goog:chromeOptions": options, "goog:loggingPrefs": {"browser": "ALL"}}
        created = call(self.base, "POST", "/session", {"capabilities": {"alwaysMatch": capabilities}})
        self.prefix = "/session/" + created["value"]["sessionId"]

    def do(self, method, path, body=None):
        return call(self.base, method, self.prefix + path, body)["value"]

    def script(self, source, *args):
        return self.do("POST", "/execute/sync", {"script": source, "args": list(args)})

    def cdp(self, command, params):
        return self.do("POST", "/goog/cdp/execute", {"cmd": command, "params": params})

    def logs(self):
        return self.do("POST", "/se/log", {"type": "browser"})

    def size(self, width, height):
        self.do("POST", "/window/rect", {"width": width, "height": height})

    def element(self, selector):
        found = self.do("POST", "/element", {"using": "css selector", "value": selector})
        return next(v for k, v in found.items() if k.startswith("element-"))

    def key(self, key):
        self.do("POST", "/actions", {"actions": [{"type": "key", "id": "keyboard", "actions": [
            {"type": "keyDown", "value": key}, {"type": "keyUp", "value": key}]}]})
        self.do("DELETE", "/actions")

    def close(self):
        try:
            self.do("DELETE", "")
        finally:
            self.driver.terminate()
            self.driver.wait()
            subprocess.run(["rm", "-rf", self.profile], check=False)


INSPECT = """
const handlers = [];
for (const element of document.querySelectorAll('*')) {
  for (const attribute of element.attributes) {
    if (attribute.name.toLowerCase().startsWith('on')) handlers.push(element.tagName + ' ' + attribute.name);
  }
}
const links = [...document.querySelectorAll('[href]')].map(e => e.getAttribute('href'));
return {
  title: document.title,
  scripts: document.querySelectorAll('script').length,
  handlers: handlers,
  scriptLinks: links.filter(h => /^\\s*javascript:/i.test(h)),
  brokenLinks: links.filter(h => h.startsWith('#') && h.length > 1 && !document.getElementById(h.slice(1))),
  external: [...document.querySelectorAll('[src],link[href]')].length,
  sections: [...document.querySelectorAll('main > section')].map(s => s.id),
  parts: arguments[0].filter(id => document.getElementById(id)),
  pageWidth: document.documentElement.scrollWidth,
  viewWidth: document.documentElement.clientWidth,
};
"""


def check(browser, page, screenshots):
    problems = []
    url = "file://" + os.path.abspath(page)
    name = os.path.splitext(os.path.basename(page))[0]
    browser.size(WIDTHS["desktop"], 900)
    browser.cdp("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    browser.do("POST", "/url", {"url": url})
    facts = browser.script(INSPECT, PARTS)
    if facts["title"] != TITLE:
        problems.append(f"the title is {facts['title']!r}, not {TITLE!r}: a script ran")
    for what in ["scripts"]:
        if facts[what]:
            problems.append(f"{facts[what]} script element(s) in the DOM")
    for what in ["handlers", "scriptLinks", "brokenLinks"]:
        if facts[what]:
            problems.append(f"{what}: {facts[what][:5]}")
    if facts["external"]:
        problems.append(f"{facts['external']} element(s) load something from outside the page")

    # The keyboard: the first Tab shows the skip link; Enter moves focus into the main content.
    browser.key("\ue004")
    focused = browser.script("const e = document.activeElement; const r = e.getBoundingClientRect();"
                             "return {cls: e.className, top: r.top, height: r.height};")
    if focused["cls"] != "skip" or focused["top"] < 0 or focused["height"] <= 0:
        problems.append(f"the first Tab doesn't show the skip link: {focused}")
    browser.key("\ue007")
    if browser.script("return document.activeElement.id") != "main":
        problems.append("Enter on the skip link doesn't move focus to the main content")

    for mode, width in WIDTHS.items():
        browser.size(width, 900)
        browser.do("POST", "/url", {"url": url})
        widths = browser.script(INSPECT, PARTS)
        if widths["pageWidth"] > widths["viewWidth"] + 1:
            problems.append(f"at {width} px the page is {widths['pageWidth']} px wide: something doesn't wrap or scroll")
        if screenshots:
            shoot(browser, screenshots, f"{name}-{mode}", facts["sections"] + facts["parts"])
    if screenshots:
        browser.size(WIDTHS["desktop"], 900)
        browser.cdp("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        browser.do("POST", "/url", {"url": url})
        shoot(browser, screenshots, f"{name}-desktop-dark", facts["sections"] + facts["parts"])
        browser.cdp("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})

    # The page was loaded more than once: each message once.
    seen = set()
    for entry in browser.logs():
        level, message = entry.get("level"), entry.get("message")
        if (level, message) in seen:
            continue
        seen.add((level, message))
        if level == "SEVERE":
            problems.append(f"console error: {message}")
        else:
            print(f"check-report: {name}: console {level}: {message}")
    return problems


def shoot(browser, folder, stem, sections):
    """One screenshot per section or part: its first 2,400 px, enough to judge it by."""
    os.makedirs(folder, exist_ok=True)
    for section in sections:
        rect = browser.script("const r = document.getElementById(arguments[0]).getBoundingClientRect();"
                              "return {x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height};",
                              section)
        shot = browser.cdp("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": max(rect["y"] - 8, 0), "width": browser.script("return window.innerWidth"),
                     "height": 1600 if section in PARTS else min(rect["h"] + 16, 2400), "scale": 1}})
        with open(os.path.join(folder, f"{stem}-{section}.png"), "wb") as file:
            file.write(base64.b64decode(shot["data"]))


def main():
    arguments = sys.argv[1:]
    screenshots = None
    if arguments[:1] == ["--screenshots"]:
        screenshots, arguments = arguments[1], arguments[2:]
    if not arguments:
        sys.exit(__doc__)
    browser = Browser()
    failed = False
    try:
        for page in arguments:
            problems = check(browser, page, screenshots)
            for problem in problems:
                print(f"check-report: {page}: {problem}", file=sys.stderr)
            failed = failed or bool(problems)
            if not problems:
                print(f"check-report: {page}: no script ran, no console error, keyboard and widths fine")
    finally:
        browser.close()
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
