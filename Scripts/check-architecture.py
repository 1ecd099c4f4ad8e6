#!/usr/bin/env python3
"""ARCHITECTURE.md can't drift from the tree: fails when a target, a target's top-level source folder,
a test target or a folder under Sources/, Tests/ or Plugins/ exists that the map doesn't name,
or when the map names a path or a target's folder that doesn't exist. It reads both packages: the
compiler's at the root and the checkout's nested in Checkout/.

Usage: python3 Scripts/check-architecture.py   (CI runs it)
"""
import os
import re
import sys

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
text = open("ARCHITECTURE.md", encoding="utf-8").read()
# Each package: the prefix of its paths, and its manifest.
packages = [("", open("Package.swift", encoding="utf-8").read()),
            ("Checkout/", open("Checkout/Package.swift", encoding="utf-8").read())]
problems = []

# The map's code spans, and its top-level bullets (a target's section runs to the next one).
spans = set(re.findall(r"`([^`\n]+)`", text))
sections = re.split(r"\n(?=- )", text)


def named(path):
    return path in spans or path.rstrip("/") + "/" in spans


# 1. Every target of Package.swift is named: by its name, or by its folder.
for prefix, manifest in packages:
    targets = re.findall(
        r"\.(?:target|executableTarget|testTarget|plugin|systemLibrary)\(\s*name:\s*\"([^\"]+)\"(?:(?:(?!\.(?:target|executableTarget|testTarget|plugin|systemLibrary)\().)*?path:\s*\"([^\"]+)\")?",
        manifest,
        re.S,
    )
    for name, path in targets:
        folders = [prefix + path] if path else [f"{prefix}{root}/{name}" for root in ("Sources", "Tests", "Plugins") if os.path.isdir(f"{prefix}{root}/{name}")]
        if name not in spans and not any(named(folder) for folder in folders):
            problems.append(f"the target {name} ({', '.join(folders) or 'no folder'}) is not in the map; name `{folders[0] if folders else name}` in it")

# 2. Every folder directly under Sources/, Tests/ and Plugins/ is named by its path (the fuzz harnesses, one folder
# each under Fuzz/, are named together as `Fuzz/`).
if not named("Fuzz/"):
    problems.append("the folder Fuzz is not in the map; name `Fuzz/` in it")
for root in ("Sources", "Tests", "Plugins", "Checkout/Sources", "Checkout/Tests"):
    for entry in sorted(os.listdir(root)):
        path = f"{root}/{entry}"
        if os.path.isdir(path) and not entry.startswith(".") and not named(path):
            problems.append(f"the folder {path} is not in the map; name `{path}` in it")

# 3. Each source target's top-level folders are named in its section, as `Folder/` (or by their path).
for entry in [f"Sources/{e}" for e in sorted(os.listdir("Sources"))] + [f"Checkout/Sources/{e}" for e in sorted(os.listdir("Checkout/Sources"))]:
    target = entry
    if not os.path.isdir(target):
        continue
    section = "\n".join(s for s in sections if s.startswith(f"- `{target}`"))
    names = set(re.findall(r"`([^`\n]+)`", section))
    for folder in sorted(os.listdir(target)):
        if not os.path.isdir(f"{target}/{folder}") or folder.endswith(".docc"):
            continue
        if f"{folder}/" not in names and f"{target}/{folder}" not in spans:
            problems.append(f"{target}/{folder} is not in the map; name `{folder}/` in the bullet of `{target}`")
    # and the reverse: a `Folder/` its section names is a folder somewhere in the target
    for name in sorted(n for n in names if re.fullmatch(r"[A-Za-z][\w.-]*/", n)):
        if not any(name[:-1] in dirs for _, dirs, _ in os.walk(target)):
            problems.append(f"the map names `{name}` under `{target}`, which has no such folder")

# 4. Every path the map names exists.
for span in sorted(spans):
    if re.fullmatch(r"(Sources|Tests|Plugins|Fuzz|Scripts|Docs|API|Generated|Checkout)(/[\w.+-]+)*/?", span):
        if not os.path.exists(span.rstrip("/")):
            problems.append(f"the map names `{span}`, which doesn't exist")

for problem in problems:
    print(f"ARCHITECTURE.md: error: {problem}", file=sys.stderr)
if problems:
    sys.exit(1)
print("ARCHITECTURE.md names every target and top-level source folder, and nothing that isn't there.")
