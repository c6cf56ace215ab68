import Bezel
import Testing
import UIKit

/// Every measured root-geometry row, reproduced by hosting a plain controller on its device.
@MainActor
struct HostingConformanceTests {
  private func hosted(_ row: RootGeometryRow) -> (DeviceHost, UIViewController)? {
    guard let device = DeviceCatalog.device(named: row.catalogName) else { return nil }
    let controller = UIViewController()
    let orientation: Orientation = row.orientation == .portrait ? .portrait : .landscapeLeft
    let host = DeviceHost(controller, on: device, orientation: orientation, era: row.era)
    return (host, controller)
  }

  @Test(arguments: rootGeometryRows)
  func rootSafeAreaMatchesTheMeasurement(row: RootGeometryRow) throws {
    let (host, controller) = try #require(hosted(row))
    #expect(controller.view.bounds.size == row.bounds.cgSize)
    #expect(controller.view.safeAreaInsets == row.safeArea.edgeInsets)
    withExtendedLifetime(host) {}
  }

  @Test(arguments: rootGeometryRows)
  func rootLayoutMarginsMatchTheMeasurement(row: RootGeometryRow) throws {
    let (host, controller) = try #require(hosted(row))
    #expect(controller.view.layoutMargins == row.layoutMargins.edgeInsets)
    withExtendedLifetime(host) {}
  }

  @Test(arguments: rootGeometryRows)
  func readableContentGuideMatchesTheMeasurement(row: RootGeometryRow) throws {
    let (host, controller) = try #require(hosted(row))
    let frame = controller.view.readableContentGuide.layoutFrame
    let bounds = controller.view.bounds
    let insets = UIEdgeInsets(
      top: frame.minY, left: frame.minX, bottom: bounds.maxY - frame.maxY,
      right: bounds.maxX - frame.maxX)
    #expect(insets == row.readableContent.edgeInsets)
    withExtendedLifetime(host) {}
  }

  @Test(arguments: rootGeometryRows)
  func sizeClassesMatchTheMeasurement(row: RootGeometryRow) throws {
    let (host, controller) = try #require(hosted(row))
    #expect(controller.traitCollection.horizontalSizeClass == row.horizontal)
    #expect(controller.traitCollection.verticalSizeClass == row.vertical)
    withExtendedLifetime(host) {}
  }
}
