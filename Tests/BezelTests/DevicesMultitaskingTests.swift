import Bezel
import Testing
import UIKit

/// iPad Split View and Slide Over (SST, MACGURU and HACK-iPadPro: docs/sources.md).
struct DevicesMultitaskingTests {
  /// Split widths and size classes [SST; MACGURU].
  @Test(arguments: [
    (
      DeviceCatalog.iPadPro12_9, Orientation.landscapeLeft, SplitView.Fraction.half, 678.0,
      UIUserInterfaceSizeClass.regular
    ),
    (DeviceCatalog.iPadPro11, .landscapeLeft, .half, 592, .compact),
    (DeviceCatalog.iPadPro9_7, .landscapeRight, .twoThirds, 694, .regular),
    (DeviceCatalog.iPadPro12_9, .portrait, .twoThirds, 639, .compact),
  ])
  func splitWidthAndSizeClass(
    _ device: Device, _ orientation: Orientation, _ fraction: SplitView.Fraction,
    _ width: Double, _ sizeClass: UIUserInterfaceSizeClass
  ) throws {
    let split = try #require(device.splitView(fraction, in: orientation))
    #expect(split.size.width == CGFloat(width))
    #expect(split.horizontalSizeClass == sizeClass)
  }

  /// A split is as tall as the screen in its orientation.
  @Test func splitHeightIsTheScreenHeight() throws {
    let device = DeviceCatalog.iPad9
    let landscape = try #require(device.splitView(.oneThird, in: .landscapeLeft))
    #expect(landscape.size == CGSize(width: 320, height: 810))
    let portrait = try #require(device.splitView(.twoThirds, in: .portrait))
    #expect(portrait.size == CGSize(width: 480, height: 1080))
  }

  /// The vertical size class is regular in every split [JAZZYCHAD].
  @Test(arguments: DeviceCatalog.iPads)
  func splitsAreVerticallyRegular(_ device: Device) {
    #expect(device.splitViews.allSatisfy { $0.sizeClasses.vertical == .regular })
  }

  /// Slide Over on 9.7" and 10.5" iPads is 320 wide and 40 shorter than the
  /// screen [HACK-iPadPro].
  @Test(arguments: [DeviceCatalog.iPadPro9_7, DeviceCatalog.iPadPro10_5])
  func slideOverSize(_ device: Device) {
    for orientation in [Orientation.portrait, .landscapeLeft] {
      let screen = device.bounds(in: orientation)
      #expect(
        device.slideOverSize(in: orientation) == CGSize(width: 320, height: screen.height - 40))
    }
  }

  @Test(arguments: DeviceCatalog.iPhones)
  func iPhonesHaveNoSplits(_ device: Device) {
    #expect(device.splitViews(in: .landscapeLeft).isEmpty)
    #expect(device.slideOverSize(in: .portrait) == nil)
  }
}
