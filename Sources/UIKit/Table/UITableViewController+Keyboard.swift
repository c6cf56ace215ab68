import Foundation

// A table view controller keeps the row being edited clear of the keyboard: as the keyboard
// moves, it insets its table's bottom by the part of the table the keyboard covers and scrolls
// the first responder into view (UIKit's `-[UITableViewController
// _adjustForAutomaticKeyboardInfo:animated:lastAdjustment:]`, openradar 5016; Apple's "Managing
// the Keyboard" tells apps using a plain scroll view to adjust it themselves: a `UIScrollView`,
// and a table that is not a table view controller's, do nothing of their own).
//
// How the inset shows is a model: Bezel adds it to `adjustedContentInset`'s bottom, on top of
// the safe area the keyboard already covers, and leaves the app's `contentInset` as it set it.
// The adjustment happens inside the keyboard's animation block, so the table moves with the
// keyboard.

extension UITableViewController {
  /// Insets the table for the window's keyboard and scrolls the first responder into view.
  func adjustTableForKeyboard(in window: UIWindow) {
    guard let table = viewIfLoaded as? UITableView, table.window === window else { return }
    var covered: CGFloat = 0
    if let keyboard = window.keyboardFrameInWindow {
      let frame = table.convert(table.bounds, to: window)
      let overlap = frame.maxY - max(keyboard.minY, frame.minY)
      // The part of the safe area the keyboard covers is inset already.
      covered = max(0, overlap - table.safeAreaInsets.bottom)
    }
    guard covered != table.keyboardInset else { return }
    table.keyboardInset = covered
    table.updateAdjustedContentInset()
    guard covered > 0, let responder = window.storedFirstResponder?.responderView,
      responder.isDescendant(of: table)
    else { return }
    table.scrollRectToVisible(responder.convert(responder.bounds, to: table), animated: false)
  }
}
