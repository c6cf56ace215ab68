#!/bin/bash
# Builds the package the README's "Use Bezel in your package" section describes, from the
# README's own lines, in a scratch folder beside a link to this checkout, and runs its tests.
#
#     Scripts/readme-package.sh [scratch-folder]
#
# Each block after a `<!-- file: path -->` line in README.md becomes that file of the package.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${1:-$(mktemp -d)}
mkdir -p "$scratch"
ln -sfn "$root" "$scratch/Bezel"
package="$scratch/MyScreens"
rm -rf "$package"
mkdir -p "$package"
python3 - "$root/README.md" "$package" <<'PY'
import os, sys
readme, package = sys.argv[1], sys.argv[2]
lines = open(readme, encoding="utf-8").read().split("\n")
written = 0
i = 0
while i < len(lines):
    line = lines[i].strip()
    if line.startswith("<!-- file:") and line.endswith("-->"):
        path = line[len("<!-- file:"):-len("-->")].strip()
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
print(f"wrote {written} files to {package}")
PY
cd "$package"
swift test
