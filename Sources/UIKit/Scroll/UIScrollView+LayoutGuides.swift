import Foundation

extension UIScrollView {
  func makeContentLayoutGuide() -> UILayoutGuide {
    systemGuide(.scrollContent) {
      let guide = UILayoutGuide()
      guide.identifier = "UIScrollView-contentLayoutGuide"
      // The content rectangle starts at the content's origin; its size is what constraints say.
      guide.systemOrigin = { .zero }
      return guide
    }
  }

  func makeFrameLayoutGuide() -> UILayoutGuide {
    systemGuide(.scrollFrame) {
      let guide = UILayoutGuide()
      guide.identifier = "UIScrollView-frameLayoutGuide"
      // The frame, in content coordinates, is the visible rectangle: it moves with the offset.
      guide.systemFrame = { [link = itemLink] in link.view?.storedBounds ?? .zero }
      guide.systemInsets = { .zero }
      return guide
    }
  }

  /// Takes the content size from the constraints when they determine the content rectangle
  /// (TN2154: "The constraints on the subviews of the scroll view must result in a size to fill,
  /// which is then interpreted as the content size of the scroll view").
  func applyContentSizeFromConstraints() {
    guard let guide = systemGuide(.scrollContent), let engine = guide.registration?.engine else {
      return
    }
    engine.flushChanges()
    let rect = engine.alignmentRect(of: guide)
    contentSize = CGSize(width: max(rect.width, 0), height: max(rect.height, 0))
  }
}
