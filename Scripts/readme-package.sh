#!/bin/bash
# Builds the packages the README describes, from the README's own lines, in a scratch folder
# beside a link to this checkout, and runs their tests: the "Use Bezel in your package"
# section's (MyScreens) and the "Snapshot testing" section's (MySnapshots).
#
#     Scripts/readme-package.sh [scratch-folder]
#
# Each block after a `<!-- file: path -->` line in README.md becomes that file of MyScreens;
# each block after `<!-- package: NAME, file: path -->` that file of the package NAME.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${1:-$(mktemp -d)}
mkdir -p "$scratch"
ln -sfn "$root" "$scratch/Bezel"
rm -rf "$scratch/MyScreens" "$scratch/MySnapshots"
python3 - "$root/README.md" "$scratch" <<'PY'
import os, re, sys
readme, scratch = sys.argv[1], sys.argv[2]
lines = open(readme, encoding="utf-8").read().split("\n")
written = 0
i = 0
while i < len(lines):
    line = lines[i].strip()
    marker = re.fullmatch(r"<!-- (?:package: (\w+), )?file: (\S+) -->", line)
    if marker:
        package = os.path.join(scratch, marker.group(1) or "MyScreens")
        path = marker.group(2)
        i += 1
        if i >= len(lines) or not lines[i].startswith("```"):
            sys.exit(f"README.md:{i}: a file marker must come right before a block")
        i += 1
        body = []
        while i < len(lines) and lines[i] != "```":
            body.append(lines[i])
            i += 1
        target = os.path.join(package, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as f:
            f.write("\n".join(body) + "\n")
        written += 1
    i += 1
if written == 0:
    sys.exit("README.md has no file blocks")
print(f"wrote {written} files to {scratch}")
PY

echo "== MyScreens: the first tests"
(cd "$scratch/MyScreens" && swift test)

# swift-snapshot-testing fails a test whose references it records, so the first run fails
# having written every reference, and the second run passes against them.
echo "== MySnapshots: recording"
snapshots="$scratch/MySnapshots/Tests/ProfileTests/__Snapshots__"
if (cd "$scratch/MySnapshots" && swift test); then
  echo "the first snapshot run passed without references"
  exit 1
fi
recorded=$(find "$snapshots" -type f | wc -l)
[ "$recorded" -eq 10 ] || { echo "expected 10 references recorded, found $recorded"; exit 1; }
[ -n "$(find "$snapshots" -name '*.png')" ] || { echo "no PNG reference was recorded"; exit 1; }
echo "== MySnapshots: comparing with the recorded references"
(cd "$scratch/MySnapshots" && swift test)
