import Foundation
import Testing

@testable import UIKit

/// Geometry that no value can break.
///
/// Core Animation raises `CALayerInvalidGeometry` when a layer's position or bounds would contain
/// NaN ("CALayer position contains NaN: [nan 17]", as crash reports quote it); Bezel reports the
/// same reason through the diagnostics hook and keeps the previous geometry. An infinite position
/// or size is refused the same way: a frame rebuilt from it would be NaN (∞ − ∞).
@MainActor
struct InvalidGeometryTests {
  nonisolated static let invalid: [CGFloat] = [.nan, .infinity, -.infinity]

  private func exceptions(_ messages: [UIKitDiagnostics.Message]) -> [String] {
    messages.compactMap {
      if case .exception(let name) = $0.kind { return name + ": " + $0.text }
      return nil
    }
  }

  @Test(arguments: invalid)
  func aFrameWithAnInvalidOriginIsRefused(_ value: CGFloat) {
    let view = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
    let messages = UIKitDiagnostics.capturing {
      view.frame = CGRect(x: value, y: 17, width: 30, height: 40)
    }
    #expect(view.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
    let text = value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf")
    let noun = value.isNaN ? "NaN" : "an infinite value"
    #expect(
      exceptions(messages) == [
        "CALayerInvalidGeometry: CALayer position contains \(noun): [\(text) 37]"
      ])
  }

  @Test(arguments: invalid)
  func aFrameWithAnInvalidSizeIsRefused(_ value: CGFloat) {
    let view = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
    let messages = UIKitDiagnostics.capturing {
      view.frame = CGRect(x: 0, y: 0, width: 30, height: value)
    }
    #expect(view.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
    #expect(exceptions(messages).count == 1)
    #expect(exceptions(messages).first?.hasPrefix("CALayerInvalidGeometry: CALayer ") == true)
  }

  @Test(arguments: invalid)
  func boundsWithAnInvalidSizeAreRefused(_ value: CGFloat) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
    let messages = UIKitDiagnostics.capturing {
      view.bounds = CGRect(x: 0, y: 0, width: value, height: 40)
    }
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    let text = value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf")
    let noun = value.isNaN ? "NaN" : "an infinite value"
    #expect(
      exceptions(messages) == [
        "CALayerInvalidGeometry: CALayer bounds contains \(noun): [0 0; \(text) 40]"
      ])
  }

  @Test(arguments: invalid)
  func anInvalidCenterIsRefused(_ value: CGFloat) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
    let messages = UIKitDiagnostics.capturing { view.center = CGPoint(x: 5, y: value) }
    #expect(view.center == CGPoint(x: 15, y: 20))
    #expect(exceptions(messages).count == 1)
  }

  @Test(arguments: invalid)
  func anInvalidContentOffsetIsRefused(_ value: CGFloat) {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scroll.contentSize = CGSize(width: 300, height: 1000)
    scroll.contentOffset = CGPoint(x: 0, y: 50)
    let messages = UIKitDiagnostics.capturing { scroll.contentOffset = CGPoint(x: 0, y: value) }
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))
    #expect(exceptions(messages).count == 1)
  }

  // Scroll-view and safe-area values that feed layout: an invalid value is refused, keeping the
  // previous one, so that no later frame is computed from it.
  @Test(arguments: invalid)
  func invalidScrollValuesAreRefused(_ value: CGFloat) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    window.addSubview(scroll)
    let messages = UIKitDiagnostics.capturing {
      scroll.contentInset = UIEdgeInsets(top: value, left: 0, bottom: 0, right: 0)
      scroll.contentSize = CGSize(width: 300, height: value)
      window.layoutIfNeeded()
    }
    #expect(scroll.contentInset == .zero)
    #expect(scroll.contentSize == .zero)
    #expect(exceptions(messages).count == 2)
    #expect(scroll.adjustedContentInset.top.isFinite)
    #expect(scroll.contentOffset == .zero)
  }

  @Test(arguments: invalid)
  func invalidAdditionalSafeAreaInsetsAreRefused(_ value: CGFloat) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UIViewController()
    window.rootViewController = controller
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scroll.contentInsetAdjustmentBehavior = .always
    controller.view.addSubview(scroll)
    window.layoutIfNeeded()
    let messages = UIKitDiagnostics.capturing {
      controller.additionalSafeAreaInsets = UIEdgeInsets(top: value, left: 0, bottom: 0, right: 0)
      window.layoutIfNeeded()
    }
    #expect(controller.additionalSafeAreaInsets == .zero)
    #expect(exceptions(messages).count == 1)
    #expect(scroll.adjustedContentInset.top.isFinite)
  }

  @Test(arguments: invalid)
  func invalidLayoutMarginsAreRefused(_ value: CGFloat) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let messages = UIKitDiagnostics.capturing {
      view.layoutMargins = UIEdgeInsets(top: 0, left: value, bottom: 0, right: 0)
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 0, leading: value, bottom: 0, trailing: 0)
    }
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(exceptions(messages).count == 2)
  }

  // A table whose rows claim an invalid height lays its rows out at no height instead.
  @Test(arguments: [CGFloat.nan, .infinity, -5])
  func aTableWithAnInvalidRowHeightLaysOut(_ value: CGFloat) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .grouped)
    let rows = RowsDataSource(counts: [3, 3])
    table.dataSource = rows
    table.rowHeight = value
    window.addSubview(table)
    _ = UIKitDiagnostics.capturing { window.layoutIfNeeded() }
    #expect(table.contentSize.height.isFinite)
    for cell in table.visibleCells {
      #expect(cell.frame.height.isFinite && cell.frame.minY.isFinite)
    }
  }

  // A scroll view whose bounds are moved to a huge offset lays out without trapping.
  @Test func aHugeOffsetLaysOut() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
    let rows = RowsDataSource(counts: [3])
    table.dataSource = rows
    window.addSubview(table)
    table.bounds = CGRect(x: 0, y: 1e300, width: 300, height: 400)
    window.layoutIfNeeded()
    #expect(table.bounds.minY == 1e300)
  }
}

/// Transforms that would leave a view without a frame.
@MainActor
struct InvalidTransformTests {
  @Test(arguments: [CGFloat.nan, .infinity])
  func aTransformThatIsNotFiniteIsRefused(_ value: CGFloat) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
    let messages = UIKitDiagnostics.capturing {
      view.transform = CGAffineTransform(scaleX: value, y: 1)
    }
    #expect(view.transform.isIdentity)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 40))
    #expect(messages.count == 1)
  }

  // 1e300 × 1e300 overflows: the transform is finite, the frame it would give is not.
  @Test func aTransformThatOverflowsTheFrameIsRefused() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 1e300, height: 40))
    let messages = UIKitDiagnostics.capturing {
      view.transform = CGAffineTransform(scaleX: 1e300, y: 1)
    }
    #expect(view.transform.isIdentity)
    #expect(messages.count == 1)
  }

  @Test func aFiniteTransformIsKept() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: -15, y: -20, width: 60, height: 80))
  }
}

/// A view made with an invalid frame.
@MainActor
struct InvalidInitialFrameTests {
  @Test(arguments: [CGFloat.nan, .infinity])
  func aViewMadeWithAnInvalidFrameStartsAtZero(_ value: CGFloat) {
    var table: UITableView?
    let messages = UIKitDiagnostics.capturing {
      table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: value), style: .plain)
    }
    #expect(table?.frame == .zero)
    #expect(messages.count == 1)
  }

  // A transform that scales by 10^308 leaves a 0-high view finite, not a 20-high one.
  @Test func aSizeFromTheEngineThatTheTransformWouldScaleOutOfRangeIsRefused() {
    let root = makeContainer()
    let view = addConstrainedSubview(to: root)
    let height = view.heightAnchor.constraint(equalToConstant: 0)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.widthAnchor.constraint(equalToConstant: 100), height,
    ])
    root.layoutIfNeeded()
    view.transform = CGAffineTransform(scaleX: 1, y: 1e308)
    height.constant = 20
    root.layoutIfNeeded()
    let frame = view.frame
    #expect(frame.minY.isFinite && frame.height.isFinite)
    #expect(view.bounds.height == 0)
  }
}
