#!/bin/bash
# Builds packages that have `canImport(UIKit)` or `canImport(os)` code beside Bezel, in both
# orders SwiftPM can build them in: a scratch package depends on Bezel (a link to this
# checkout), swift-custom-dump 1.7.3, swift-snapshot-testing 1.19.7 (with xctest-dynamic-overlay,
# whose reporter logs through `os`), swift-property-based 2.0.1 and swift-argument-parser 1.8.2
# (whose lock is `os_unfair_lock` where `os` exists), and an executable that links
# argument-parser without Bezel's `os`.
#
#     Scripts/uikit-packages.sh [scratch-folder]
#
# SwiftPM puts every module of a build in one folder, so whether a package's
# `#if canImport(UIKit)` (or `canImport(os)`) code is compiled depends on whether Bezel's
# UIKit (or os) was built before it. The script builds once with the packages first (that code
# left out), then, in a fresh build folder, with Bezel's UIKit and os first (that code compiled
# against Bezel's modules), and checks the second build did compile it.
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
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
  ],
  targets: [
    .executableTarget(
      name: "Neighbours",
      dependencies: [
        .product(name: "UIKit", package: "Bezel"),
        .product(name: "os", package: "Bezel"),
        .product(name: "BezelSnapshotTesting", package: "Bezel"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // argument-parser alone, without Bezel's `os`: built after `os`, argument-parser's objects
    // are compiled against it, and this executable still has to link them.
    .executableTarget(
      name: "ParserOnly",
      dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
  ]
)
SWIFT
mkdir -p "$package/Sources/ParserOnly"
cat >"$package/Sources/ParserOnly/main.swift" <<'SWIFT'
import ArgumentParser

struct Greet: ParsableCommand {
  @Option var name = "world"
  func run() { print("hello, \(name)") }
}
Greet.main()
SWIFT
cat >"$package/Sources/Neighbours/main.swift" <<'SWIFT'
import ArgumentParser
import BezelSnapshotTesting
import CustomDump
import PropertyBased
import SnapshotTesting
import UIKit
import os

// Compiles in either order: the packages' UIKit code is used only through what every
// platform has.
var dumped = ""
customDump(CGRect(x: 1, y: 2, width: 3, height: 4), to: &dumped)
print(dumped)
os_log("%{public}@ logged through os", "Neighbours")
SWIFT

cd "$package"
echo "== the packages first, then Bezel"
swift build --scratch-path .build-packages-first --target CustomDump
swift build --scratch-path .build-packages-first --target PropertyBased
swift build --scratch-path .build-packages-first --target SnapshotTesting
swift build --scratch-path .build-packages-first --target ArgumentParser
swift build --scratch-path .build-packages-first
swift run --skip-build --scratch-path .build-packages-first Neighbours
swift run --skip-build --scratch-path .build-packages-first ParserOnly --name Bezel

echo "== Bezel's UIKit and os first, then the packages"
swift build --scratch-path .build-uikit-first --target UIKit
swift build --scratch-path .build-uikit-first --target os
swift build --scratch-path .build-uikit-first
swift run --skip-build --scratch-path .build-uikit-first Neighbours
swift run --skip-build --scratch-path .build-uikit-first ParserOnly --name Bezel

# In the second build the packages' `canImport(UIKit)` code was compiled: custom-dump's UIKit
# conformances and property-based's `Gen<UIColor>` are in their objects.
objects=.build-uikit-first/debug
symbols() { nm "$objects/$1.build/"*.o 2>/dev/null | swift demangle | grep -c "$2" || true; }
[ "$(symbols CustomDump UISplitViewController)" -gt 0 ] \
  || { echo "custom-dump's UIKit code was not compiled"; exit 1; }
[ "$(symbols PropertyBased UIColor)" -gt 0 ] \
  || { echo "swift-property-based's UIKit code was not compiled"; exit 1; }
# xctest-dynamic-overlay's reporter and argument-parser's lock compiled their `os` code.
[ "$(symbols IssueReporting "os._dyld_image_count")" -gt 0 ] \
  || { echo "xctest-dynamic-overlay's os code was not compiled"; exit 1; }
[ "$(symbols ArgumentParser "os.os_unfair_lock_lock")" -gt 0 ] \
  || { echo "swift-argument-parser's os code was not compiled"; exit 1; }
echo "custom-dump, snapshot-testing, property-based and argument-parser build beside Bezel in both orders"
