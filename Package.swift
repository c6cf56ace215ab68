// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Bezel",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "BezelSolver", targets: ["BezelSolver"]),
    .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit", "_Testing_CoreGraphics"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "Bezel", targets: ["Bezel"]),
    .library(name: "BezelTesting", targets: ["BezelTesting"]),
    .library(name: "BezelScene", targets: ["BezelScene"]),
    .library(name: "BezelGallery", targets: ["BezelGallery"]),
    .library(name: "BezelSnapshotTesting", targets: ["BezelSnapshotTesting"]),
    .library(name: "os", targets: ["os"]),
    .executable(name: "bezel", targets: ["BezelCommand"]),
    .executable(name: "bezel-bench", targets: ["BezelBench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    // Only `BezelSnapshotTesting` and its tests use these two.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
  ],
  targets: [
    // Core
    .target(
      name: "BezelSolver",
      dependencies: [
        .product(name: "DequeModule", package: "swift-collections"),
        .product(name: "HeapModule", package: "swift-collections"),
      ]),

    // CoreGraphics' API (colours, paths, a context that records what is drawn), on Foundation
    // alone, and the overlay Swift Testing expects beside it.
    .target(name: "CoreGraphics"),
    .target(name: "_Testing_CoreGraphics", dependencies: ["CoreGraphics"]),
    // Core Animation's API (layers, animations, transactions) on CoreGraphics. The toolchain's
    // Swift Testing declares no cross-import overlay for QuartzCore, so none ships.
    .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
    // UIKit's API on the solver, and the overlay Swift Testing expects beside it.
    .target(name: "UIKit", dependencies: ["BezelSolver", "CoreGraphics", "QuartzCore"]),
    .target(name: "_Testing_UIKit", dependencies: ["UIKit"]),
    // Apple's `os` module (logging, signposts, unfair locks), in Swift alone: another package's
    // `#if canImport(os)` code imports it with no module map of ours to find.
    .target(name: "os"),
    // Bezel's own API beyond UIKit's.
    .target(name: "Bezel", dependencies: ["UIKit", "os"]),
    // Swift Testing traits for code that animates: a clock of its own for each test, and a check
    // that a test leaves nothing running on the clock its thread shares.
    .target(name: "BezelTesting", dependencies: ["QuartzCore"]),
    // Scene files: view-controller trees read from YAML and built with UIKit.
    .target(name: "BezelScene", dependencies: ["Bezel", "UIKit", "Yams"]),
    // The HTML gallery of a scene's drawings on every device.
    .target(name: "BezelGallery", dependencies: ["Bezel", "BezelScene", "UIKit"]),

    // swift-snapshot-testing's strategies for views and view controllers, drawn by Bezel.
    .target(
      name: "BezelSnapshotTesting",
      dependencies: [
        "Bezel", "UIKit",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),

    // The command.
    .executableTarget(
      name: "BezelCommand",
      dependencies: [
        "Bezel", "BezelGallery", "BezelScene", "UIKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // Benchmarks. The layout cases have a target of their own so that the solver's cases, which
    // the solver's tests use, stay free of UIKit.
    .target(name: "BezelBenchmarks", dependencies: ["BezelSolver"]),
    .target(
      name: "BezelLayoutBenchmarks",
      dependencies: [
        "BezelBenchmarks", "BezelSolver", "UIKit", "Bezel", "BezelScene", "BezelGallery",
      ]),
    .executableTarget(
      name: "BezelBench",
      dependencies: [
        "BezelBenchmarks",
        "BezelLayoutBenchmarks",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // Tests
    .testTarget(
      name: "UIKitTests",
      dependencies: ["UIKit", "_Testing_UIKit", "BezelSolver", "BezelTestSupport"]),
    .testTarget(
      name: "CoreGraphicsTests",
      dependencies: ["CoreGraphics", "_Testing_CoreGraphics", "UIKit", "_Testing_UIKit"]),
    .testTarget(name: "osTests", dependencies: ["os", "Bezel"]),
    .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "BezelTestSupport"]),
    .testTarget(
      name: "VisualFormatTests", dependencies: ["UIKit", "_Testing_UIKit", "BezelTestSupport"]),
    // Golden files for the test targets that record them.
    .target(
      name: "BezelTestSupport", dependencies: ["QuartzCore", "BezelTesting"],
      path: "Tests/BezelTestSupport"),
    .testTarget(
      name: "BezelTests", dependencies: ["Bezel", "UIKit", "_Testing_UIKit", "BezelTestSupport"],
      exclude: ["Snapshots/Golden"]),
    .testTarget(
      name: "BezelGalleryTests",
      dependencies: ["BezelGallery", "BezelScene", "Bezel", "UIKit", "BezelTestSupport"],
      exclude: ["Golden"]),
    // The command run as a process; `swift test` builds it with the tests.
    .testTarget(
      name: "BezelCommandTests",
      dependencies: ["BezelCommand", "BezelGallery", "BezelScene", "Bezel", "BezelTestSupport"]),
    .testTarget(
      name: "BezelSceneTests",
      dependencies: ["BezelScene", "Bezel", "UIKit", "_Testing_UIKit", "BezelTestSupport"]),
    // UIKit used the way layout libraries use it, compiled in both language modes. The Swift 5
    // target sees the Swift 6 target's files through a symbolic link (`Shared`), and adds
    // nonisolated helpers and XCTest cases, which only Swift 5 code can write that way.
    .testTarget(name: "ClientStyleTests", dependencies: ["UIKit", "_Testing_UIKit"]),
    .testTarget(
      name: "ClientStyleSwift5Tests", dependencies: ["UIKit", "_Testing_UIKit"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The README's Swift examples, extracted from README.md at build time and run.
    .executableTarget(name: "ReadmeExampleExtractor"),
    .plugin(
      name: "ReadmeExamples", capability: .buildTool(), dependencies: ["ReadmeExampleExtractor"]),
    .testTarget(
      name: "ReadmeTests", dependencies: ["Bezel", "BezelSolver", "UIKit", "_Testing_UIKit"],
      plugins: ["ReadmeExamples"]),
    // `assertSnapshot` as a user calls it, with swift-custom-dump's strategy beside Bezel's, so
    // that both packages' UIKit code compiles against Bezel's UIKit.
    .testTarget(
      name: "BezelSnapshotTestingTests",
      dependencies: [
        "BezelSnapshotTesting", "Bezel", "UIKit", "_Testing_UIKit",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "SnapshotTestingCustomDump", package: "swift-snapshot-testing"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "BezelSolverTests",
      dependencies: ["BezelSolver", "BezelBenchmarks", "BezelBench", "BezelTestSupport"]),
  ]
)
