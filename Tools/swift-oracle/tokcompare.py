"""Compare behavior-lint's dump-tokens with the SwiftSyntax reference's spans on a list of files.
usage: tokcompare.py BEHAVIOR_LINT ORACLE FILELIST
  BEHAVIOR_LINT  the built executable (release is faster)
  ORACLE         Tools/swift-oracle/.build/release/oracle
                 (build: swift build -c release --package-path Tools/swift-oracle)
  FILELIST       a file with one .swift path per line
Compared per file, whitespace left out, operators and punctuation split into single bytes, a whole
string / regex literal as one span, `#word` as one span; files SwiftParser finds errors in are
left out of the agreement figure. Also checks that the tokens tile each file exactly (round trip).
Prints up to 15 differing files with their first differences, then one summary line."""
import json, os, subprocess, sys
from collections import defaultdict

bl, oracle, listfile = sys.argv[1:4]
files = [l.rstrip("\n") for l in open(listfile) if l.strip()]
CLS = {"identifier": "word", "keyword": "word", "integer": "number", "float": "number",
       "string": "string", "regex": "regex", "operator": "op", "punctuation": "op",
       "pound": "pound", "comment": "comment", "unknown": "unknown"}

def split_ops(spans):
    out = set()
    for s, e, c in spans:
        if c == "op":
            out.update((i, i + 1, "op") for i in range(s, e))
        else:
            out.add((s, e, c))
    return out

oracle_spans, oracle_err = {}, {}
for chunk in range(0, len(files), 500):
    p = subprocess.run([oracle, "spans"] + files[chunk:chunk + 500], capture_output=True, text=True)
    for line in p.stdout.splitlines():
        o = json.loads(line)
        oracle_spans[o["file"]] = split_ops(o["spans"])
        oracle_err[o["file"]] = o["hasError"]

ours = defaultdict(list)
crashed, timed_out = [], []
for chunk in range(0, len(files), 200):
    part = files[chunk:chunk + 200]
    try:
        p = subprocess.run([bl, "dump-tokens"] + part, capture_output=True, timeout=300)
    except subprocess.TimeoutExpired:
        timed_out += part; continue
    if p.returncode < 0 or p.returncode > 2:
        crashed += part
    for line in p.stdout.decode("utf-8", "replace").splitlines():
        try:
            t = json.loads(line)
        except ValueError:
            continue
        ours[t["file"]].append((t["start"], t["end"], t["kind"]))

agree = compared = roundtrip_ok = 0
bad = []
for f in files:
    toks = sorted(ours.get(f, []))
    size = os.path.getsize(f)
    pos, tiled = 0, True
    for s, e, k in toks:
        if s != pos or e < s:
            tiled = False; break
        pos = e
    tiled = tiled and pos == size
    roundtrip_ok += tiled
    if f not in oracle_spans or oracle_err[f]:
        continue
    compared += 1
    mine = split_ops([(s, e, CLS.get(k, "unknown")) for s, e, k in toks if k not in ("whitespace", "newline")])
    if mine == oracle_spans[f]:
        agree += 1
    else:
        diff = sorted(mine ^ oracle_spans[f])[:3]
        bad.append((f, diff))

for f, d in bad[:15]:
    print("differs:", f, d)
print(f"files {len(files)} tiled {roundtrip_ok} crashed {len(crashed)} timed_out {len(timed_out)} "
      f"compared {compared} agree {agree} ({100.0 * agree / max(1, compared):.2f}%)")
