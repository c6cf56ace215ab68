#!/bin/bash
# Installs the `bezel` command both ways the README's "Install the command" gives, into a scratch
# home and a scratch prefix, and runs each installed copy from the PATH: `bezel --version` must
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

# 1. SwiftPM's installer, into a scratch home's ~/.swiftpm/bin. The build is the package's own
# release build (.build/release), which the home does not move.
home="$scratch/home"
rm -rf "$home"
mkdir -p "$home"
HOME="$home" swift package experimental-install --product bezel
check_version "$home/.swiftpm/bin"

# 2. A release build copied into a scratch prefix.
prefix="$scratch/prefix"
rm -rf "$prefix"
mkdir -p "$prefix/bin"
swift build -c release --product bezel
install -m 755 .build/release/bezel "$prefix/bin/bezel"
check_version "$prefix/bin"
