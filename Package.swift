// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Bezel",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "BezelSolver", targets: ["BezelSolver"]),
    .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
    .library(name: "Bezel", targets: ["Bezel"]),
    .executable(name: "bezel-bench", targets: ["BezelBench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
  ],
  targets: [
    // Core
    .target(
      name: "BezelSolver",
      dependencies: [.product(name: "HeapModule", package: "swift-collections")]),

    // UIKit's API on the solver, and the overlay Swift Testing expects beside it.
    .target(name: "UIKit", dependencies: ["BezelSolver"]),
    .target(name: "_Testing_UIKit", dependencies: ["UIKit"]),
    // Bezel's own API beyond UIKit's.
    .target(name: "Bezel", dependencies: ["UIKit"]),

    // Benchmarks. The layout cases have a target of their own so that the solver's cases, which
    // the solver's tests use, stay free of UIKit.
    .target(name: "BezelBenchmarks", dependencies: ["BezelSolver"]),
    .target(name: "BezelLayoutBenchmarks", dependencies: ["BezelBenchmarks", "UIKit"]),
    .executableTarget(
      name: "BezelBench",
      dependencies: [
        "BezelBenchmarks",
        "BezelLayoutBenchmarks",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // Tests
    .testTarget(name: "UIKitTests", dependencies: ["UIKit", "_Testing_UIKit"]),
    .testTarget(name: "VisualFormatTests", dependencies: ["UIKit", "_Testing_UIKit"]),
    .testTarget(name: "BezelTests", dependencies: ["Bezel", "UIKit", "_Testing_UIKit"]),
    .testTarget(
      name: "BezelSolverTests", dependencies: ["BezelSolver", "BezelBenchmarks", "BezelBench"]),
  ]
)
