#!/bin/bash
# Installs the `bezel` command both ways the README's "Install the command" gives, into the
# user's ~/.swiftpm/bin (removed again afterwards) and a scratch prefix, and runs each installed
# copy from the PATH: `bezel --version` must
# print the version of Sources/Bezel/BezelRelease.swift.
#
#     Scripts/install-check.sh [scratch-folder]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${1:-$(mktemp -d)}
mkdir -p "$scratch"
cd "$root"

# The README shows these commands; check them here as it writes them.
for line in "swift package experimental-install --product bezel" \
  'export PATH="$HOME/.swiftpm/bin:$PATH"' \
  "swift build -c release --product bezel" \
  "install -m 755 .build/release/bezel /usr/local/bin/bezel"; do
  grep -qF -- "$line" README.md || { echo "README.md no longer shows: $line" >&2; exit 1; }
done

expected=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/Bezel/BezelRelease.swift)
test -n "$expected" || { echo "no version in Sources/Bezel/BezelRelease.swift" >&2; exit 1; }

# Runs `bezel --version` with only `$1` before the system's folders on the PATH.
check_version() {
  local found printed
  found=$(PATH="$1:/usr/bin:/bin" command -v bezel)
  test "$found" = "$1/bezel" || { echo "bezel is not found in $1" >&2; exit 1; }
  printed=$(PATH="$1:/usr/bin:/bin" bezel --version)
  if [ "$printed" != "$expected" ]; then
    echo "$1/bezel --version printed '$printed', expected '$expected'" >&2
    exit 1
  fi
  echo "$1/bezel --version: $printed"
}

# 1. SwiftPM's installer. It installs into the user's ~/.swiftpm/bin (from the account's home
# folder, not $HOME), so the script reads where it went from its report, runs that copy, and
# uninstalls it again; a copy installed before is replaced first. The build is the package's own
# release build (.build/release).
if [ -e "$(getent passwd "$(id -u)" | cut -d: -f6)/.swiftpm/bin/bezel" ]; then
  swift package experimental-uninstall bezel
fi
report=$(swift package experimental-install --product bezel 2>&1) || { echo "$report" >&2; exit 1; }
echo "$report"
installed=$(printf '%s\n' "$report" | sed -n 's/.*successfully installed to \(.*\)\.$/\1/p' | tail -1)
test -x "$installed" || { echo "experimental-install reported no installed bezel" >&2; exit 1; }
check_version "$(dirname "$installed")"
swift package experimental-uninstall bezel

# 2. A release build copied into a scratch prefix.
prefix="$scratch/prefix"
rm -rf "$prefix"
mkdir -p "$prefix/bin"
swift build -c release --product bezel
install -m 755 .build/release/bezel "$prefix/bin/bezel"
check_version "$prefix/bin"
