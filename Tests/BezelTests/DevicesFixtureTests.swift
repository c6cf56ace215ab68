import Bezel
import Testing
import UIKit

/// The catalog against every row measured on iOS 14.4–16.2 simulators (DIM, copied into
/// `Fixtures/RootGeometry.swift`): a plain root view controller, no bars, the status bar as the
/// OS shows it.
struct DevicesFixtureTests {
  @Test(arguments: rootGeometryRows)
  func rowDeviceIsInTheCatalog(_ row: RootGeometryRow) {
    #expect(DeviceCatalog.device(named: row.catalogName) != nil)
  }

  @Test(arguments: rootGeometryRows)
  func boundsMatchInTheRowsOrientation(_ row: RootGeometryRow) throws {
    let device = try #require(DeviceCatalog.device(named: row.catalogName))
    for orientation in row.orientations {
      #expect(device.bounds(in: orientation) == row.bounds.cgSize, "\(orientation)")
    }
  }

  @Test(arguments: rootGeometryRows)
  func scaleMatches(_ row: RootGeometryRow) throws {
    let device = try #require(DeviceCatalog.device(named: row.catalogName))
    #expect(device.scale == row.scale)
  }

  @Test(arguments: rootGeometryRows)
  func safeAreaInsetsMatch(_ row: RootGeometryRow) throws {
    let device = try #require(DeviceCatalog.device(named: row.catalogName))
    for orientation in row.orientations {
      let insets = device.safeAreaInsets(orientation: orientation, era: row.era)
      #expect(insets == row.safeArea.edgeInsets, "\(orientation)")
    }
  }

  @Test(arguments: rootGeometryRows)
  func safeAreaInsetsMatchInTheDefaultEra(_ row: RootGeometryRow) throws {
    let device = try #require(DeviceCatalog.device(named: row.catalogName))
    for orientation in row.orientations {
      #expect(device.safeAreaInsets(orientation: orientation) == row.safeArea.edgeInsets)
    }
  }

  @Test(arguments: rootGeometryRows)
  func sizeClassesMatch(_ row: RootGeometryRow) throws {
    let device = try #require(DeviceCatalog.device(named: row.catalogName))
    for orientation in row.orientations {
      let expected = SizeClasses(horizontal: row.horizontal, vertical: row.vertical)
      #expect(device.sizeClasses(in: orientation) == expected, "\(orientation)")
    }
  }

  /// The root view's margins are its safe area plus the system minimum on each side (margin
  /// − safe area ∈ {16, 20} on every row).
  @Test(arguments: rootGeometryRows)
  func systemMinimumMarginsAreTheMarginsBeyondTheSafeArea(_ row: RootGeometryRow) throws {
    let device = try #require(DeviceCatalog.device(named: row.catalogName))
    for orientation in row.orientations {
      let minimum = device.systemMinimumLayoutMargins(in: orientation)
      #expect(minimum.leading == row.layoutMargins.left - row.safeArea.left, "\(orientation)")
      #expect(minimum.trailing == row.layoutMargins.right - row.safeArea.right, "\(orientation)")
      #expect(minimum.top == 0 && minimum.bottom == 0)
    }
  }

  /// Where the readable guide is narrower than the margins guide, its width is the readable
  /// width at the default text size.
  @Test(arguments: rootGeometryRows.filter { $0.readableWidth < $0.marginsWidth })
  func readableWidthForLargeIsTheMeasuredGuideWidth(_ row: RootGeometryRow) throws {
    let device = try #require(DeviceCatalog.device(named: row.catalogName))
    #expect(device.readableWidth(for: .large, era: row.era) == row.readableWidth)
  }

  /// Every measured era is the catalog's default era.
  @Test(arguments: rootGeometryRows)
  func rowEraIsTheDefaultEra(_ row: RootGeometryRow) {
    #expect(row.era == OSEra.default)
  }
}
