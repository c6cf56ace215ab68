import Bezel
import BezelSnapshotTesting
import CustomDump
import SnapshotTesting
import SnapshotTestingCustomDump
import Testing
import UIKit

/// The strategies as a test uses them, with references recorded by swift-snapshot-testing's
/// record mode in `__Snapshots__/StrategyTests`.
@MainActor
@Suite(.snapshots(record: .missing))
struct StrategyTests {
  // By hand: a 200 × 100 view at (0 0) with a 40 × 40 tagged subview at (10 20), hidden and
  // clipping, prints `tag`, `hidden` and `clipsToBounds` as UIKit does.
  @Test func viewRecursiveDescription() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 40))
    child.tag = 7
    child.isHidden = true
    child.clipsToBounds = true
    view.addSubview(child)
    assertSnapshot(of: view, as: .recursiveDescription)
  }

  @Test func navigationHierarchy() {
    let navigation = UINavigationController(rootViewController: SquareViewController())
    assertSnapshot(of: navigation, as: .hierarchy)
  }

  @Test func svgOnIPhone13() {
    assertSnapshot(of: SquareViewController(), as: .svg(on: .iPhone13))
  }

  @Test func layoutOnThreeDevices() {
    assertSnapshots(
      of: SquareViewController(), as: .layout(on: [.iPhoneSe, .iPhone13(.landscape), .iPadPro11]))
  }

  // The square's fade ends 0.5 s after the screen appears; its completion hides it. The
  // description prints model values, so `alpha = 0` at once; without a wait the square is not
  // hidden yet, after a second of the host's clock it is.
  @Test func waitRunsTheHostClock() {
    assertSnapshot(
      of: FadingViewController(), as: .recursiveDescription(on: .iPhoneSe), named: "start")
    assertSnapshot(
      of: FadingViewController(), as: .wait(for: 1, on: .recursiveDescription(on: .iPhoneSe)),
      named: "after-1s")
  }

  // swift-custom-dump's UIKit conformances, compiled against Bezel's UIKit.
  @Test func customDumpOfSplitBehavior() {
    assertSnapshot(of: UISplitViewController.SplitBehavior.tile, as: .customDump)
  }

  @Test func dumpIsAvailable() {
    assertSnapshot(of: CGRect(x: 1, y: 2, width: 3, height: 4), as: .dump)
  }
}

/// `.accessibility(on:)` against references written by hand.
@MainActor
@Suite(.snapshots(record: .missing))
struct AccessibilityStrategyTests {
  // A 100 × 30 label "Hello" at the safe area's top-left + 20 on an iPhone SE (1st
  // generation, 20-point status bar): one static-text element whose frame is the label's,
  // (20, 40, 100, 30) in screen coordinates (UILabel's default traits are `.staticText`).
  @Test func labelIsOneStaticTextElement() {
    assertSnapshot(of: LabelViewController(), as: .accessibility(on: .iPhoneSe))
  }
}

/// A screen with one 100 × 30 label pinned to the safe area's top-left corner, 20 points in.
final class LabelViewController: UIViewController {
  let label = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    label.text = "Hello"
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      label.leadingAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.heightAnchor.constraint(equalToConstant: 30),
    ])
  }
}
