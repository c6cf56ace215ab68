import Foundation
import Testing
import UIKit

/// Keyboard code as apps write it: reading the notifications' user info in the common forms,
/// following the keyboard's curve, a table view controller subclass, and tracked constraints on
/// the keyboard layout guide.
private struct KeyboardInfo {
  var frame: CGRect
  var duration: TimeInterval
  var options: UIView.AnimationOptions

  /// The two readings of the frame apps use, the duration as a `Double`, the curve shifted into
  /// animation options.
  init?(_ notification: Notification) {
    guard let info = notification.userInfo else { return nil }
    guard let value = info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue,
      let rect = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
      value.cgRectValue == rect
    else { return nil }
    frame = rect
    duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
    let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0
    options = UIView.AnimationOptions(rawValue: curve << 16)
  }
}

private final class NotesController: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Note \(indexPath.row + 1)"
    return cell
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.keyboardDismissMode = .interactive
  }
}

@MainActor
struct KeyboardClientTests {
  @Test func userInfoReadsInTheFormsAppsUse() throws {
    let end = CGRect(x: 0, y: 517, width: 393, height: 335)
    let note = Notification(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
        UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
      ])
    let info = try #require(KeyboardInfo(note))
    #expect(info.frame == end)
    #expect(info.duration == 0.25)
    #expect(info.options.rawValue == 7 << 16)
  }

  @Test func aTableViewControllerSubclassFeedsItsTable() {
    let controller = NotesController()
    #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
    #expect(controller.tableView.keyboardDismissMode == .interactive)
  }

  @Test func trackedConstraintsOnTheKeyboardGuide() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let toolbar = UIView()
    toolbar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(toolbar)
    view.keyboardLayoutGuide.followsUndockedKeyboard = true
    let awayFromTop = toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
    view.keyboardLayoutGuide.setConstraints([awayFromTop], activeWhenAwayFrom: .top)
    let nearTop = toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    view.keyboardLayoutGuide.setConstraints([nearTop], activeWhenNearEdge: .top)
    #expect(awayFromTop.isActive)
    #expect(!nearTop.isActive)
  }
}
