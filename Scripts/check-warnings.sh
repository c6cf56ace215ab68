#!/bin/bash
# Fails when the compiler warns about the project's own files (Sources, Tests, Plugins,
# Package.swift), listing each warning once.
#
#     Scripts/check-warnings.sh build.log   # the output of a `swift build --build-tests` run
#     Scripts/check-warnings.sh             # runs `swift build --build-tests` itself
#
# The compiler prints a file's warnings only when it compiles that file, so an incremental build
# reports only what it recompiled; CI checks the build of a fresh clone, which compiles
# everything. Warnings about dependencies are not the project's: SwiftPM compiles remote
# packages with `-suppress-warnings`, and any that still appear name files under `.build/`
# (`.build/checkouts/…`), which are left out here. SwiftPM's own warnings about the package
# (`warning: 'name': …`, with no file) count as the project's.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
real=$(cd "$root" && pwd -P)

if [ $# -ge 1 ]; then
  log=$1
else
  log=$(mktemp)
  (cd "$root" && swift build --build-tests 2>&1) | tee "$log"
fi

# `path:line:column: warning: message` with the path under the root, outside .build, or SwiftPM's
# own `warning:` lines; the compiler's notes that repeat a warning inside a source excerpt
# (`|  `- warning:`) are not separate warnings.
warnings=$({ grep -E "^(/[^:]*:[0-9]+:[0-9]+: )?warning: " "$log" || true; } | while IFS= read -r line; do
  case "$line" in
    warning:*) echo "$line" ;;
    "$root"/.build/* | "$real"/.build/*) ;;
    "$root"/*) echo "${line#"$root"/}" ;;
    "$real"/*) echo "${line#"$real"/}" ;;
  esac
done | sort -u)

if [ -n "$warnings" ]; then
  echo "$warnings"
  echo "check-warnings: $(echo "$warnings" | wc -l) warning(s) in the project's own files" >&2
  exit 1
fi
echo "check-warnings: no warnings in the project's own files"
