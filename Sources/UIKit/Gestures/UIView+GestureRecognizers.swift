import Foundation

extension UIView {
  /// Attaches `recognizer`; one attached to another view moves here, as on iOS (a recognizer
  /// has one view), and one already here stays where it is in the list.
  func attachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    if recognizer.storedView === self,
      storedGestureRecognizers.contains(where: { $0 === recognizer })
    {
      return
    }
    recognizer.storedView?.detachGestureRecognizer(recognizer)
    // Appended in the box, in place: through the accessor each append would copy the array.
    writableExtras.gestureRecognizers.append(recognizer)
    recognizer.storedView = self
  }

  /// Detaches `recognizer`, which drops the gesture it was following.
  ///
  /// The recognizer goes back to `.possible`; one that is not the view's is ignored.
  func detachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    guard storedGestureRecognizers.contains(where: { $0 === recognizer }) else { return }
    storedGestureRecognizers.removeAll { $0 === recognizer }
    recognizer.storedView = nil
    if let arena = recognizer.arena, arena.isMember(recognizer) {
      arena.resetMember(recognizer)
      arena.settle()
    } else if recognizer.storedState != .possible || !recognizer.scheduledTimers.isEmpty {
      recognizer.returnToPossible()
    }
  }

  func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
    for recognizer in storedGestureRecognizers
    where !recognizers.contains(where: { $0 === recognizer }) {
      detachGestureRecognizer(recognizer)
    }
    for recognizer in recognizers { attachGestureRecognizer(recognizer) }
    storedGestureRecognizers = recognizers.filter { $0.storedView === self }
  }
}
