// A test that imports this module sees swift-snapshot-testing's `assertSnapshot` and
// `Snapshotting` as well.
@_exported import SnapshotTesting
