#!/bin/bash
# Builds packages that have `canImport(UIKit)` code beside Bezel, in both orders SwiftPM can
# build them in: a scratch package depends on Bezel (a link to this checkout),
# swift-custom-dump 1.7.3, swift-snapshot-testing 1.19.7 and swift-property-based 2.0.1.
#
#     Scripts/uikit-packages.sh [scratch-folder]
#
# SwiftPM puts every module of a build in one folder, so whether a package's
# `#if canImport(UIKit)` code is compiled depends on whether Bezel's UIKit was built before it.
# The script builds once with the packages first (their UIKit code left out), then, in a
# fresh build folder, with Bezel's UIKit first (their UIKit code compiled against Bezel's),
# and checks the second build did compile that code.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${1:-$(mktemp -d)}
mkdir -p "$scratch"
ln -sfn "$root" "$scratch/Bezel"
package="$scratch/UIKitNeighbours"
rm -rf "$package"
mkdir -p "$package/Sources/Neighbours"
cat >"$package/Package.swift" <<'SWIFT'
// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "UIKitNeighbours",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: "../Bezel"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
  ],
  targets: [
    .executableTarget(
      name: "Neighbours",
      dependencies: [
        .product(name: "UIKit", package: "Bezel"),
        .product(name: "BezelSnapshotTesting", package: "Bezel"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ])
  ]
)
SWIFT
cat >"$package/Sources/Neighbours/main.swift" <<'SWIFT'
import BezelSnapshotTesting
import CustomDump
import PropertyBased
import SnapshotTesting
import UIKit

// Compiles in either order: the packages' UIKit code is used only through what every
// platform has.
var dumped = ""
customDump(CGRect(x: 1, y: 2, width: 3, height: 4), to: &dumped)
print(dumped)
SWIFT

cd "$package"
echo "== the packages first, then Bezel"
swift build --scratch-path .build-packages-first --target CustomDump
swift build --scratch-path .build-packages-first --target PropertyBased
swift build --scratch-path .build-packages-first --target SnapshotTesting
swift build --scratch-path .build-packages-first
swift run --skip-build --scratch-path .build-packages-first Neighbours

echo "== Bezel's UIKit first, then the packages"
swift build --scratch-path .build-uikit-first --target UIKit
swift build --scratch-path .build-uikit-first
swift run --skip-build --scratch-path .build-uikit-first Neighbours

# In the second build the packages' `canImport(UIKit)` code was compiled: custom-dump's UIKit
# conformances and property-based's `Gen<UIColor>` are in their objects.
objects=.build-uikit-first/debug
symbols() { nm "$objects/$1.build/"*.o 2>/dev/null | grep -c "$2" || true; }
[ "$(symbols CustomDump UISplitViewController)" -gt 0 ] \
  || { echo "custom-dump's UIKit code was not compiled"; exit 1; }
[ "$(symbols PropertyBased UIColor)" -gt 0 ] \
  || { echo "swift-property-based's UIKit code was not compiled"; exit 1; }
echo "custom-dump, snapshot-testing and property-based build beside Bezel in both orders"
