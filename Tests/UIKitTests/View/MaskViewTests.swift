import Testing

@testable import UIKit

/// `UIView.mask`: a view whose layer masks the view's layer, kept alive while it masks.
@MainActor
@Suite struct MaskViewTests {
  @Test func maskViewsLayerBecomesTheLayersMask() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let mask = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    view.mask = mask
    #expect(view.mask === mask)
    #expect(view.layer.mask === mask.layer)
  }

  /// The mask is not a subview: UIKit documents it outside the hierarchy.
  @Test func maskIsNotASubview() {
    let view = UIView()
    let mask = UIView()
    view.mask = mask
    #expect(view.subviews.isEmpty)
    #expect(mask.superview == nil)
  }

  @Test func viewKeepsItsMaskAlive() {
    let view = UIView()
    weak var weakMask: UIView?
    do {
      let mask = UIView()
      weakMask = mask
      view.mask = mask
    }
    #expect(weakMask != nil)
    view.mask = nil
    #expect(weakMask == nil)
    #expect(view.layer.mask == nil)
  }

  /// A plain layer set as the layer's mask is no mask view.
  @Test func plainMaskLayerIsNoMaskView() {
    let view = UIView()
    view.layer.mask = CALayer()
    #expect(view.mask == nil)
  }

  /// `groupTableViewBackground` is the grouped background colour since iOS 13.
  @Test func groupTableViewBackgroundIsTheGroupedBackground() {
    #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
  }
}
