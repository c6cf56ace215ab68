import Foundation

/// A view that shows a visual effect behind the content of its `contentView`
/// (UIVisualEffectView.h).
///
/// Layout is UIKit's: the content view fills the effect view and follows its size (its
/// autoresizing mask is flexible width and height), so subviews added to it, and constraints to
/// it, place content as on iOS. Subviews belong in `contentView`; one added to the effect view
/// itself is added, and reported, as UIKit warns ("Do not add subviews directly to the visual
/// effect view itself, instead add them to the -contentView", UIVisualEffectView.h).
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
  /// The view to add subviews to.
  public let contentView: UIView
  /// The effect shown; nil shows none.
  open var effect: UIVisualEffect?

  /// An effect view showing `effect`.
  public init(effect: UIVisualEffect?) {
    contentView = UIView(frame: .zero)
    self.effect = effect
    super.init(frame: .zero)
    installContentView()
  }

  /// An effect view with no effect.
  public override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    effect = nil
    super.init(frame: frame)
    installContentView()
  }

  /// An effect view from an archive; Bezel reads none and gives one with no effect.
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    effect = nil
    super.init(coder: coder)
    installContentView()
  }

  private func installContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    super.insertSubview(contentView, at: 0)
  }

  open override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    guard subview !== contentView else { return }
    UIKitDiagnostics.log(
      "\(itemDescription(self)) has been asked to add a subview directly. Do not add subviews "
        + "directly to the visual effect view itself, instead add them to the -contentView.")
  }
}
