#!/usr/bin/env bash
# Oracle for issue 19: a public design system's light and dark tokens, read as DTCG 2025.10, parsed
# without a diagnostic, and its resolved colours checked against the CSS its own build publishes.
#
# The design system is Figma's Simple Design System (github.com/figma/sds, MIT). Its repository holds,
# at one commit, both the token source and the output of its own token build:
#   scripts/tokens/tokens.json  the tokens, exported from Figma by its scripts/tokens (the older DTCG
#                               draft: colours are "#rrggbb[aa]" strings, and the per-mode values of the
#                               "@color" collection are in $extensions["com.figma.sds"].modes)
#   src/theme.css               the CSS custom properties scripts/tokens/app.mjs generates from it:
#                               ":root" blocks for "color_primitives: value" and "color: sds_light",
#                               and the "color: sds_dark" block inside prefers-color-scheme: dark
# Tessera reads the stable format only, so this script rewrites the colour collections mechanically:
#   - every "#rrggbb" / "#rrggbbaa" string becomes {"colorSpace": "srgb", "components": [r/255, g/255,
#     b/255], "hex": "#rrggbb"} plus "alpha": aa/255 when it has an alpha byte;
#   - "@color_primitives" becomes the shared group "primitive"; "@color" becomes the group "color",
#     written once per mode: light.tokens.json from modes.sds_light, dark.tokens.json from
#     modes.sds_dark (the third Figma mode, brand_b_light, has no CSS block and is left out);
#   - an alias "{@color_primitives.White.1000}" becomes "{primitive.white.1000}": SDS's aliases name
#     groups with another letter case than its keys ("White" for "white"), which its own build accepts,
#     so group and token are looked up without regard to case;
#   - "$type" is put on each top group; descriptions and $extensions are dropped.
# Sizes and typography are not converted: the check is about colours.
#
# Every colour token is compared, light and dark, with the hex its CSS resolves to (var() chains
# followed); the expected values are computed from the snapshot at run time, none are written here.
#
# Usage: Scripts/oracles/dtcg-design-system.sh [SDS_GIT_DIR]
#   SDS_GIT_DIR  a git directory (bare is fine) of github.com/figma/sds; default
#                /work/.mirror/figma+sds/repo. Absent: a message and exit 0 (nothing to check offline).
#   TESSERA      the tessera binary (default: .build/debug/tessera of this package).
#   SDS_REV      the revision to read (default HEAD). Checked at 6529aabf72c2ee02403ff57645a6c8537163b90f.
# Exit: 0 all compared colours match and lint is clean; 1 a mismatch, a diagnostic or a failed step.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
sds=${1:-/work/.mirror/figma+sds/repo}
rev=${SDS_REV:-HEAD}
tessera=${TESSERA:-$root/.build/debug/tessera}
case $tessera in /*) ;; *) tessera=$PWD/$tessera ;; esac

if ! git -C "$sds" rev-parse --verify --quiet "$rev^{commit}" >/dev/null 2>&1; then
    echo "dtcg-design-system: no git directory of figma/sds at '$sds' (fetch github:figma/sds and pass its git dir); nothing checked."
    exit 0
fi
if [ ! -x "$tessera" ]; then
    echo "dtcg-design-system: no tessera binary at '$tessera' (set TESSERA)." >&2
    exit 1
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/dtcg-design-system.XXXXXX")
trap 'rm -rf "$work"' EXIT
commit=$(git -C "$sds" rev-parse "$rev^{commit}")
git -C "$sds" show "$commit:scripts/tokens/tokens.json" >"$work/sds-tokens.json"
git -C "$sds" show "$commit:src/theme.css" >"$work/theme.css"
echo "figma/sds at $commit"

# 1. The mechanical rewrite into DTCG 2025.10 (see the header).
python3 - "$work/sds-tokens.json" "$work/tokens" <<'PY'
import json, os, re, sys
src, out = sys.argv[1], sys.argv[2]
d = json.load(open(src))
HEX = re.compile(r'^#([0-9a-fA-F]{6})([0-9a-fA-F]{2})?$')

def colour(s):
    m = HEX.match(s)
    if not m:
        sys.exit('unexpected colour %r' % s)
    h = m.group(1).lower()
    v = {"colorSpace": "srgb", "components": [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)], "hex": "#" + h}
    if m.group(2):
        v["alpha"] = int(m.group(2), 16) / 255
    return v

prim = d['@color_primitives']
def by_lower(node):
    return {k.lower(): k for k in node if not k.startswith('$')}

def alias(s):
    m = re.fullmatch(r'\{@color_primitives\.([^.{}]+)\.([^.{}]+)\}', s)
    if not m:
        sys.exit('unexpected alias %r' % s)
    group = by_lower(prim)[m.group(1).lower()]
    token = by_lower(prim[group])[m.group(2).lower()]
    return '{primitive.%s.%s}' % (group, token)

def walk(node, f):
    out = {}
    for k, v in node.items():
        if k.startswith('$') or not isinstance(v, dict):
            continue
        out[k] = f(v) if '$value' in v else walk(v, f)
    return out

def mode(name):
    def one(t):
        x = t['$extensions']['com.figma.sds']['modes'][name]
        return {"$value": alias(x) if x.startswith('{') else colour(x)}
    return walk(d['@color'], one)

os.makedirs(out)
files = {
    'primitive': {"primitive": {"$type": "color", **walk(prim, lambda t: {"$value": colour(t['$value'])})}},
    'light': {"color": {"$type": "color", **mode('sds_light')}},
    'dark': {"color": {"$type": "color", **mode('sds_dark')}},
}
for name, tree in files.items():
    with open(os.path.join(out, name + '.tokens.json'), 'w') as f:
        json.dump({"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", **tree}, f, indent=1)
PY

cat >"$work/tessera.yml" <<'YML'
tokens: tokens
dtcg:
  light: [tokens/light.tokens.json]
  dark: [tokens/dark.tokens.json]
YML

# 2. Lint: the converted tokens must give no diagnostic at all.
cd "$work"
status=0
"$tessera" lint --no-default-paths --config tessera.yml --tokens tokens --format json >lint.json || status=$?
python3 - lint.json "$status" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
for x in d['diagnostics']:
    print('  %s:%s:%s: %s: %s [%s]' % (x['file'], x['line'], x['column'], x['severity'], x['message'], x['rule']))
s = d['summary']
print('lint: exit %s, %d errors, %d warnings, %d notes' % (sys.argv[2], s['errors'], s['warnings'], s['notes']))
sys.exit(1 if d['diagnostics'] or sys.argv[2] != '0' else 0)
PY

# 3. Generate, and compare every colour with the published CSS.
"$tessera" generate --no-default-paths --config tessera.yml --tokens tokens --output Generated \
    --no-asset-catalog --quiet
python3 - Generated theme.css <<'PY'
import glob, re, sys
gen_dir, css_path = sys.argv[1], sys.argv[2]

# Tessera's values: the `<mode>Colors` arrays of DesignTokens*.swift, one `0xRRGG_BBAA,  // path` a line.
tessera = {'light': {}, 'dark': {}}
for path in glob.glob(gen_dir + '/DesignTokens*.swift'):
    m = None
    for line in open(path):
        s = re.match(r'\s*static let (light|dark)Colors: \[Swift\.UInt32\] = \[', line)
        if s:
            m = s.group(1)
            continue
        if m and line.strip().startswith(']'):
            m = None
            continue
        if m:
            v = re.match(r'\s*0x([0-9A-F]{4})_([0-9A-F]{4}),\s*// (\S+)', line)
            if v:
                tessera[m][v.group(3)] = v.group(1) + v.group(2)

# The published values: blocks of theme.css named by their "/* collection: mode (default) */" comment.
blocks, current = {}, None
for line in open(css_path):
    c = re.match(r'\s*/\* (.+?) \(default\) \*/', line)
    if c:
        current = blocks.setdefault(c.group(1), {})
        continue
    if current is not None and line.strip() == '}':
        current = None
        continue
    p = re.match(r'\s*(--[\w-]+):\s*(.+?);', line)
    if p and current is not None:
        current[p.group(1)] = p.group(2).strip()

def resolve(var, table, depth=0):
    v = table[var]
    r = re.fullmatch(r'var\((--[\w-]+)\)', v)
    if r:
        if depth > 16:
            sys.exit('var() cycle at ' + var)
        return resolve(r.group(1), table, depth + 1)
    h = re.fullmatch(r'#([0-9a-fA-F]{3,8})', v)
    if not h or len(h.group(1)) not in (3, 4, 6, 8):
        sys.exit('unexpected CSS colour %s: %s' % (var, v))
    x = h.group(1)
    if len(x) in (3, 4):
        x = ''.join(ch * 2 for ch in x)
    return (x + 'ff')[:8].upper() if len(x) == 6 else x.upper()

prims = blocks['color_primitives: value']
modes = {'light': blocks['color: sds_light'], 'dark': blocks['color: sds_dark']}
rows, missing, bad = [], [], 0
for mode, semantic in modes.items():
    table = {**prims, **semantic}
    seen = set()
    for path, got in sorted(tessera[mode].items()):
        var = '--sds-color-' + '-'.join(path.split('.')[1:])
        if var not in table:
            missing.append('%s %s: Tessera token with no CSS variable %s' % (mode, path, var))
            continue
        seen.add(var)
        want = resolve(var, table)
        ok = want == got
        bad += not ok
        rows.append((mode, path, var, table[var], want, got, ok))
    for var in sorted(set(semantic) | set(prims)):
        if var not in seen:
            missing.append('%s %s: CSS variable with no Tessera token' % (mode, var))

for mode, path, var, written, want, got, ok in rows:
    if not ok:
        print('MISMATCH %-5s %-55s css %s = %s -> #%s, tessera #%s' % (mode, path, var, written, want, got))
for m in missing:
    print('UNPAIRED ' + m)
n = {k: sum(1 for r in rows if r[0] == k) for k in modes}
print('compared %d colours (light %d, dark %d): %d match, %d mismatch; %d unpaired'
      % (len(rows), n['light'], n['dark'], len(rows) - bad, bad, len(missing)))
sys.exit(1 if bad or missing or len(rows) < 20 else 0)
PY
echo "dtcg-design-system: ok"
