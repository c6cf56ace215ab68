import Foundation
import Testing
import UIKit

// UIOffset (UIGeometry.h): "positive for right or down, negative for left or up", its zero,
// its helpers and its string form `{horizontal, vertical}`.

@Test func offsetKeepsItsComponents() {
  let offset = UIOffset(horizontal: 3, vertical: -4.5)
  #expect(offset.horizontal == 3)
  #expect(offset.vertical == -4.5)
}

@Test func zeroOffsetAndEmptyInitializerHaveNoOffset() {
  #expect(UIOffset.zero.horizontal == 0 && UIOffset.zero.vertical == 0)
  #expect(UIOffset() == .zero)
}

@Test func offsetMakeAndEqualToOffsetMatchTheInitializerAndEquality() {
  #expect(UIOffsetMake(1, 2) == UIOffset(horizontal: 1, vertical: 2))
  #expect(UIOffsetEqualToOffset(UIOffsetMake(1, 2), UIOffset(horizontal: 1, vertical: 2)))
  #expect(!UIOffsetEqualToOffset(UIOffsetMake(1, 2), UIOffsetMake(2, 1)))
}

// NSCoder.string(for:) writes `{h, v}` like NSStringFromCGPoint: whole numbers without a
// fraction, 17 significant digits otherwise.
@Test(arguments: [
  (UIOffset(horizontal: 1, vertical: 2), "{1, 2}"),
  (UIOffset(horizontal: -0.5, vertical: 10), "{-0.5, 10}"),
  (UIOffset.zero, "{0, 0}"),
])
func offsetStringIsBracedAndCommaSeparated(offset: UIOffset, string: String) {
  #expect(NSCoder.string(for: offset) == string)
}

@Test func offsetReadBackFromItsStringIsTheSame() {
  let offset = UIOffset(horizontal: 12.25, vertical: -3)
  #expect(NSCoder.uiOffset(for: NSCoder.string(for: offset)) == offset)
  #expect(NSCoder.uiOffset(for: "{7, 8}") == UIOffset(horizontal: 7, vertical: 8))
}

@Test func stringThatIsNoOffsetGivesZero() {
  #expect(NSCoder.uiOffset(for: "offset") == .zero)
}

// Boxed as the point of the same components (NSValue+UIGeometry.swift).
@Test func nsValueKeepsTheOffsetItBoxes() {
  let value = NSValue(uiOffset: UIOffset(horizontal: -2, vertical: 9.5))
  #expect(value.uiOffsetValue == UIOffset(horizontal: -2, vertical: 9.5))
}

@Test func nsValueOfAnotherGeometryHoldsNoOffset() {
  #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).uiOffsetValue == .zero)
}

@Test func keyedArchiveKeepsAnEncodedOffset() throws {
  let archiver = NSKeyedArchiver(requiringSecureCoding: false)
  archiver.encode(UIOffset(horizontal: 4, vertical: -6), forKey: "offset")
  archiver.finishEncoding()
  let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
  unarchiver.requiresSecureCoding = false
  #expect(unarchiver.decodeUIOffset(forKey: "offset") == UIOffset(horizontal: 4, vertical: -6))
  #expect(unarchiver.decodeUIOffset(forKey: "missing") == .zero)
}

@Test func offsetIsCodable() throws {
  let offset = UIOffset(horizontal: 1.5, vertical: 2)
  let data = try JSONEncoder().encode(offset)
  #expect(try JSONDecoder().decode(UIOffset.self, from: data) == offset)
}

@MainActor
struct OffsetTakingAPITests {
  @Test func barButtonItemKeepsTitleAdjustmentsPerBarMetrics() {
    let item = UIBarButtonItem()
    item.setTitlePositionAdjustment(UIOffset(horizontal: 2, vertical: 3), for: .compact)
    #expect(item.titlePositionAdjustment(for: .compact) == UIOffset(horizontal: 2, vertical: 3))
    #expect(item.titlePositionAdjustment(for: .default) == .zero)
    item.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -1, vertical: 0), for: .default)
    #expect(
      item.backButtonTitlePositionAdjustment(for: .default) == UIOffset(horizontal: -1, vertical: 0)
    )
  }

  @Test func tabBarItemAndSearchBarAdjustmentsStartAtZero() {
    #expect(UITabBarItem().titlePositionAdjustment == .zero)
    let bar = UISearchBar()
    #expect(bar.searchFieldBackgroundPositionAdjustment == .zero)
    #expect(bar.searchTextPositionAdjustment == .zero)
  }

  @Test func barMetricsHaveApplesRawValues() {
    #expect(UIBarMetrics.default.rawValue == 0)
    #expect(UIBarMetrics.compact.rawValue == 1)
    #expect(UIBarMetrics.defaultPrompt.rawValue == 101)
    #expect(UIBarMetrics.compactPrompt.rawValue == 102)
  }
}

@MainActor
struct BarAdjustmentTests {
  @Test func searchBarKeepsIconAdjustmentsPerIcon() {
    let bar = UISearchBar()
    bar.setPositionAdjustment(UIOffset(horizontal: 4, vertical: 0), for: .clear)
    #expect(bar.positionAdjustment(for: .clear) == UIOffset(horizontal: 4, vertical: 0))
    #expect(bar.positionAdjustment(for: .search) == .zero)
  }

  @Test func searchBarIconsHaveApplesRawValues() {
    let icons: [UISearchBar.Icon] = [.search, .clear, .bookmark, .resultsList]
    #expect(icons.map(\.rawValue) == [0, 1, 2, 3])
  }

  @Test func navigationBarKeepsTitleVerticalAdjustmentPerBarMetrics() {
    let bar = UINavigationBar()
    bar.setTitleVerticalPositionAdjustment(-3, for: .default)
    #expect(bar.titleVerticalPositionAdjustment(for: .default) == -3)
    #expect(bar.titleVerticalPositionAdjustment(for: .compact) == 0)
  }
}

@MainActor
struct SegmentedControlAdjustmentTests {
  @Test func segmentedControlKeepsContentAdjustmentPerSegmentTypeAndBarMetrics() {
    let control = UISegmentedControl(items: ["One", "Two"])
    let offset = UIOffset(horizontal: 0, vertical: 2)
    control.setContentPositionAdjustment(offset, forSegmentType: .left, barMetrics: .compact)
    #expect(
      control.contentPositionAdjustment(forSegmentType: .left, barMetrics: .compact) == offset)
    #expect(control.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default) == .zero)
    #expect(
      control.contentPositionAdjustment(forSegmentType: .right, barMetrics: .compact) == .zero)
  }

  @Test func segmentTypesHaveApplesRawValues() {
    let types: [UISegmentedControl.Segment] = [.any, .left, .center, .right, .alone]
    #expect(types.map(\.rawValue) == [0, 1, 2, 3, 4])
  }
}
