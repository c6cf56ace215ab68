import Foundation
import Testing
import UIKit

/// Key-value observation of UIKit's properties with `observe(_:options:changeHandler:)`
/// (NSKeyValueObserving.h).
@MainActor
struct KeyValueObservationTests {
  /// What a handler heard: (isPrior, old, new).
  final class Log<Value> {
    var changes: [(isPrior: Bool, old: Value?, new: Value?)] = []
  }

  private func observedScrollView() -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    scrollView.contentSize = CGSize(width: 100, height: 1000)
    return scrollView
  }

  @Test func contentOffsetChangesCarryOldAndNewValues() {
    let scrollView = observedScrollView()
    let log = Log<CGPoint>()
    let observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { _, change in
      log.changes.append((change.isPrior, change.oldValue, change.newValue))
    }
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    scrollView.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
    #expect(log.changes.map(\.old) == [.zero, CGPoint(x: 0, y: 40)])
    #expect(log.changes.map(\.new) == [CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 90)])
    #expect(log.changes.allSatisfy { !$0.isPrior })
    observation.invalidate()
  }

  // NSKeyValueObservingOptionPrior: one notification before the change (old value only), one
  // after it.
  @Test func priorNotificationComesBeforeTheChange() {
    let scrollView = observedScrollView()
    var heard: [String] = []
    let observation = scrollView.observe(\.contentOffset, options: [.prior, .old, .new]) {
      view, change in
      heard.append(
        "\(change.isPrior ? "before" : "after") offset \(view.contentOffset.y)"
          + " old \(change.oldValue.map { "\($0.y)" } ?? "nil")"
          + " new \(change.newValue.map { "\($0.y)" } ?? "nil")")
    }
    scrollView.contentOffset.y = 10
    #expect(
      heard == [
        "before offset 0.0 old 0.0 new nil", "after offset 10.0 old 0.0 new 10.0",
      ])
    _ = observation
  }

  // NSKeyValueObservingOptionInitial: sent before `observe` returns, with the new value and no
  // old one.
  @Test func initialNotificationIsSentAtOnce() {
    let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    let log = Log<CGRect>()
    let observation = view.observe(\.frame, options: [.initial, .old, .new]) { _, change in
      log.changes.append((change.isPrior, change.oldValue, change.newValue))
    }
    #expect(log.changes.count == 1)
    #expect(log.changes.first?.old == nil)
    #expect(log.changes.first?.new == CGRect(x: 1, y: 2, width: 3, height: 4))
    _ = observation
  }

  @Test func invalidatedObservationHearsNothing() {
    let view = UIView()
    var count = 0
    let observation = view.observe(\.alpha) { _, _ in count += 1 }
    view.alpha = 0.5
    observation.invalidate()
    view.alpha = 0.25
    #expect(count == 1)
  }

  @Test func deallocatedObservationHearsNothing() {
    let view = UIView()
    var count = 0
    var observation: NSKeyValueObservation? = view.observe(\.isHidden) { _, _ in count += 1 }
    view.isHidden = true
    observation = nil
    view.isHidden = false
    #expect(count == 1)
    #expect(observation == nil)
  }

  // The observation holds the view weakly: the view goes when its last owner lets it go.
  @Test func observationDoesNotKeepTheViewAlive() {
    var view: UIView? = UIView()
    weak let weakView = view
    let observation = view?.observe(\.center) { _, _ in }
    view = nil
    #expect(weakView == nil)
    observation?.invalidate()
  }

  // Auto Layout moves a view through the same geometry: its frame observers hear of it. A
  // 100-wide superview laid out at 300 wide pins a subview at 10 from each side: 80 → 280 wide.
  @Test func layoutDrivenFrameChangeNotifies() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let subview = UIView()
    subview.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(subview)
    NSLayoutConstraint.activate([
      subview.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 10),
      subview.trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -10),
      subview.topAnchor.constraint(equalTo: superview.topAnchor),
      subview.heightAnchor.constraint(equalToConstant: 20),
    ])
    superview.layoutIfNeeded()
    let log = Log<CGRect>()
    let observation = subview.observe(\.frame, options: [.new]) { _, change in
      log.changes.append((change.isPrior, change.oldValue, change.newValue))
    }
    superview.frame.size.width = 300
    superview.layoutIfNeeded()
    #expect(log.changes.map(\.new) == [CGRect(x: 10, y: 0, width: 280, height: 20)])
    _ = observation
  }

  // The frame follows the bounds' size and the center; setting either tells frame observers.
  @Test(arguments: ["bounds", "center"])
  func frameObserversHearOfBoundsAndCenterChanges(_ property: String) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var count = 0
    let observation = view.observe(\.frame) { _, _ in count += 1 }
    if property == "bounds" {
      view.bounds.size = CGSize(width: 20, height: 20)
    } else {
      view.center = CGPoint(x: 50, y: 50)
    }
    #expect(count == 1)
    _ = observation
  }

  @Test func contentSizeAndInsetChangesNotify() {
    let scrollView = observedScrollView()
    let sizes = Log<CGSize>()
    let insets = Log<UIEdgeInsets>()
    let observations = [
      scrollView.observe(\.contentSize, options: [.new]) { _, change in
        sizes.changes.append((change.isPrior, change.oldValue, change.newValue))
      },
      scrollView.observe(\.contentInset, options: [.new]) { _, change in
        insets.changes.append((change.isPrior, change.oldValue, change.newValue))
      },
    ]
    scrollView.contentSize = CGSize(width: 100, height: 2000)
    scrollView.contentInset.top = 8
    #expect(sizes.changes.map(\.new) == [CGSize(width: 100, height: 2000)])
    #expect(insets.changes.map(\.new) == [UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)])
    _ = observations
  }

  // A value set again unchanged sends nothing (the model: notifications follow changes).
  @Test func settingTheSameValueSendsNothing() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var count = 0
    let observation = view.observe(\.frame) { _, _ in count += 1 }
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(count == 0)
    _ = observation
  }
}
