import Testing

@testable import UIKit

/// Layout margins as one value with one writer: `layoutMargins` and `directionalLayoutMargins`
/// read the same margins, margins the app set stay as set whatever becomes of the view, and a
/// view's defaults come from its role (Apple, UIView.layoutMargins and
/// UIView.directionalLayoutMargins).
@Suite(.checksInvariants)
@MainActor
struct LayoutMarginsWriterTests {
  private func view(in direction: UIUserInterfaceLayoutDirection) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.semanticContentAttribute =
      direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    return view
  }

  // UIView.directionalLayoutMargins: "When you set this property, UIKit updates the
  // layoutMargins property accordingly, taking into account the current layout direction".
  // Left 2 and right 4 read as leading 2, trailing 4 left to right, and leading 4, trailing 2
  // right to left (leading is the right side). Outside a window the safe area adds nothing.
  @Test(arguments: bothDirections)
  func settingLayoutMarginsUpdatesTheDirectionalMargins(
    direction: UIUserInterfaceLayoutDirection
  ) {
    let view = view(in: direction)
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let isRightToLeft = direction == .rightToLeft
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(
          top: 1, leading: isRightToLeft ? 4 : 2, bottom: 3, trailing: isRightToLeft ? 2 : 4))
  }

  // The reverse: leading 2 and trailing 4 are left 2, right 4 left to right, and left 4, right 2
  // right to left.
  @Test(arguments: bothDirections)
  func settingDirectionalMarginsUpdatesTheLayoutMargins(
    direction: UIUserInterfaceLayoutDirection
  ) {
    let view = view(in: direction)
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    let isRightToLeft = direction == .rightToLeft
    #expect(
      view.layoutMargins
        == UIEdgeInsets(
          top: 1, left: isRightToLeft ? 4 : 2, bottom: 3, right: isRightToLeft ? 2 : 4))
  }

  private final class PresetViewController: UIViewController {
    let preset: UIView
    init(preset: UIView) {
      self.preset = preset
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() { view = preset }
  }

  // systemMinimumLayoutMargins: "the root view's actual margins are set to either your custom
  // values or the minimum values … whichever values are greater". Margins the app set before
  // the view became a controller's root stay as set, 8 included: on a 375-wide iPhone 8 (safe
  // top 20, side minimum 16, top and bottom minimum 0) an own top of m reads m + 20, the sides
  // max(m, 16), the bottom m.
  @Test(arguments: [CGFloat(5), 8, 12])
  func marginsSetBeforeBecomingARootViewStayAsSet(value: CGFloat) {
    let preset = UIView()
    preset.layoutMargins = UIEdgeInsets(top: value, left: value, bottom: value, right: value)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.deviceSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let controller = PresetViewController(preset: preset)
    window.rootViewController = controller
    window.layoutIfNeeded()
    let side = max(value, 16)
    #expect(
      controller.view.layoutMargins
        == UIEdgeInsets(top: value + 20, left: side, bottom: value, right: side))
  }

  // Opting out of the minimum leaves exactly the margins set: 8 on every side, not the root's
  // defaults of 0 at the top and bottom.
  @Test func eightPointMarginsSetBeforeBecomingARootViewAreKeptWithoutTheMinimum() {
    let preset = UIView()
    preset.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 8, leading: 8, bottom: 8, trailing: 8)
    let controller = PresetViewController(preset: preset)
    controller.viewRespectsSystemMinimumLayoutMargins = false
    controller.loadViewIfNeeded()
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  // A root view whose margins nobody set has the root's defaults, 0 at the top and bottom; the
  // sides are 8 with the minimum turned off.
  @Test func unsetRootMarginsAreTheRootDefaults() {
    let controller = UIViewController()
    controller.viewRespectsSystemMinimumLayoutMargins = false
    controller.loadViewIfNeeded()
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
  }

  // UIView.layoutMargins: only a controller's root view has the root's defaults; "for other
  // subviews in your view hierarchy, the default layout margins are normally 8 points on each
  // side". A view replaced as a controller's view goes back to them.
  @Test func aViewNoLongerARootViewHasPlainDefaults() {
    let controller = UIViewController()
    controller.viewRespectsSystemMinimumLayoutMargins = false
    let first = controller.view!
    controller.view = UIView()
    #expect(first.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  private final class CountingStackView: UIStackView {
    var marginChanges = 0
    override func layoutMarginsDidChange() { marginChanges += 1 }
  }

  // `-[UIStackView initWithFrame:]` gives a stack view zero margins: its own defaults, not a
  // change it reports, even once laid out.
  @Test func aStackViewStartsWithZeroMarginsAndReportsNoChange() {
    let stack = CountingStackView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(stack.layoutMargins == .zero)
    #expect(stack.directionalLayoutMargins == NSDirectionalEdgeInsets())
    stack.layoutIfNeeded()
    #expect(stack.marginChanges == 0)
  }

  // A stack view's margins set as directional in right to left read back swapped: leading 10
  // is the right side.
  @Test func aStackViewsDirectionalMarginsFollowTheDirection() {
    let stack = UIStackView()
    stack.semanticContentAttribute = .forceRightToLeft
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 10, bottom: 0, trailing: 30)
    #expect(stack.layoutMargins == UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10))
    stack.semanticContentAttribute = .forceLeftToRight
    #expect(stack.layoutMargins == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
  }

  private func table(margins: UIEdgeInsets?) -> (UITableView, RowsDataSource) {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
    if let margins { tableView.layoutMargins = margins }
    let source = RowsDataSource(counts: [3])
    tableView.rowHeight = 50
    tableView.dataSource = source
    tableView.layoutIfNeeded()
    return (tableView, source)
  }

  // A table whose margins the app left alone takes the system minimum at layout: 8 at the top
  // and bottom, 16 on the sides of a compact width; its cells take its sides.
  @Test func aTableTakesTheSystemMinimumAndGivesItsCellsItsSides() throws {
    let (tableView, source) = table(margins: nil)
    defer { withExtendedLifetime(source) {} }
    #expect(tableView.layoutMargins == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.layoutMargins == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
  }

  // Margins the app set on the table stay through layout, and its cells take their sides (24
  // and 40), 8 at the top and bottom.
  @Test func aTablesMarginsSetByTheAppStayAndReachItsCells() throws {
    let (tableView, source) = table(margins: UIEdgeInsets(top: 2, left: 24, bottom: 2, right: 40))
    defer { withExtendedLifetime(source) {} }
    #expect(tableView.layoutMargins == UIEdgeInsets(top: 2, left: 24, bottom: 2, right: 40))
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.layoutMargins == UIEdgeInsets(top: 8, left: 24, bottom: 8, right: 40))
  }
}
