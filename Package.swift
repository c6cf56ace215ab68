// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Bezel",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "BezelSolver", targets: ["BezelSolver"]),
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

    // Benchmarks
    .target(name: "BezelBenchmarks", dependencies: ["BezelSolver"]),
    .executableTarget(
      name: "BezelBench",
      dependencies: [
        "BezelBenchmarks",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // Tests
    .testTarget(
      name: "BezelSolverTests", dependencies: ["BezelSolver", "BezelBenchmarks", "BezelBench"]),
  ]
)
