import Foundation

@testable import UIKit

/// A text model that gives each string the size iOS measured for it in a recording, so a test
/// checks the button's arithmetic rather than the font model.
struct RecordedTextModel: TextMeasuring {
  var sizes: [String: CGSize]

  func size(of text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?) -> CGSize {
    sizes[text] ?? .zero
  }
}

/// A window on a screen of `scale`, for frames rounded to its pixels.
@MainActor
func window(scale: CGFloat) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  window.screen = UIScreen(bounds: window.bounds, scale: scale)
  return window
}
