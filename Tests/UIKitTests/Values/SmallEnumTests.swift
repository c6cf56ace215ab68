import Testing
import UIKit

// Raw values of small enums, from UIKit's headers.

@Test func imageOrientationHasApplesRawValues() {
  let orientations: [UIImage.Orientation] = [
    .up, .down, .left, .right, .upMirrored, .downMirrored, .leftMirrored, .rightMirrored,
  ]
  #expect(orientations.map(\.rawValue) == Array(0...7))
  #expect(UIImage().imageOrientation == .up)
}

@Test func animationTransitionHasApplesRawValues() {
  let transitions: [UIView.AnimationTransition] = [
    .none, .flipFromLeft, .flipFromRight, .curlUp, .curlDown,
  ]
  #expect(transitions.map(\.rawValue) == Array(0...4))
}

@Test func indexDisplayModeHasApplesRawValues() {
  #expect(UIScrollView.IndexDisplayMode.automatic.rawValue == 0)
  #expect(UIScrollView.IndexDisplayMode.alwaysHidden.rawValue == 1)
}

@Test func cellDragStatesHaveApplesRawValues() {
  #expect([UITableViewCell.DragState.none, .lifting, .dragging].map(\.rawValue) == [0, 1, 2])
  #expect([UICollectionViewCell.DragState.none, .lifting, .dragging].map(\.rawValue) == [0, 1, 2])
}
