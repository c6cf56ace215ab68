import Foundation

extension UIStackView {
  /// The custom spacing that stands for "use the `spacing` property": `FLT_MAX`
  /// (UIStackView.h: `UIStackViewSpacingUseDefault … = FLT_MAX`).
  nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

  /// The spacing that stands for the system spacing to the neighbouring view: `FLT_MIN`, the
  /// smallest normal `Float` (UIStackView.h: `UIStackViewSpacingUseSystem … = FLT_MIN`).
  nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  func setSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    // UIStackView.h: "Ignored if arrangedSubview is not actually an arranged subview."
    guard isArranged(arrangedSubview) else { return }
    guard self.spacing(after: arrangedSubview) != spacing else { return }
    customSpacings.removeAll { $0.view === arrangedSubview }
    if spacing != UIStackView.spacingUseDefault {
      customSpacings.append((arrangedSubview, spacing))
    }
    arrangementDidChange()
  }

  func spacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings.first { $0.view === arrangedSubview }?.spacing ?? UIStackView.spacingUseDefault
  }

  /// The spacing that applies after `view`: its custom spacing, else the `spacing` property;
  /// `spacingUseDefault` as the `spacing` property means 0 (UIStackView.h: "Setting spacing to
  /// UIStackViewSpacingUseDefault … will result in a spacing of 0").
  func resolvedSpacing(after view: UIView) -> CGFloat {
    let custom = spacing(after: view)
    if custom != UIStackView.spacingUseDefault { return custom }
    return storedSpacing == UIStackView.spacingUseDefault ? 0 : storedSpacing
  }

  /// The `spacing` property as a length, for the proportions of the fill-proportionally
  /// distribution.
  var spacingLength: CGFloat {
    switch storedSpacing {
    case UIStackView.spacingUseDefault: 0
    case UIStackView.spacingUseSystem: UIView.standardSpacing
    default: storedSpacing
    }
  }

  /// The constant of the edge-to-edge constraint between `preceding` and `following`.
  ///
  /// As UIKit's `_expectedEdgeToEdgeSpacing…`: the spacing after `preceding`, rounded to the
  /// pixel grid; half of it when one of the two is hidden but the gap still lies between
  /// visible views; 0 when the gap is at an end of the visible views. The system spacing stands for
  /// `UIView.standardSpacing`, halved next to a hidden view (UIKit uses
  /// `constraintEqualToSystemSpacingAfterAnchor:multiplier:` with 0.5 there).
  func gapConstant(
    after preceding: UIView, before following: UIView, precededByVisible: Bool,
    followedByVisible: Bool
  ) -> CGFloat {
    let bothVisible = !preceding.storedIsHidden && !following.storedIsHidden
    let spacing = resolvedSpacing(after: preceding)
    if spacing == UIStackView.spacingUseSystem {
      return UIView.standardSpacing * (bothVisible ? 1 : 0.5)
    }
    let opensGap = !preceding.storedIsHidden || precededByVisible
    let closesGap = !following.storedIsHidden || followedByVisible
    guard opensGap, closesGap else { return 0 }
    let rounded = roundedToPixels(spacing)
    return bothVisible ? rounded : rounded * 0.5
  }

  /// The value rounded to the pixel grid of the screen the stack view is on (UIKit's
  /// `UIRoundToViewScale`).
  func roundedToPixels(_ value: CGFloat) -> CGFloat {
    let scale = max(layoutScale, 1)
    return (value * scale).rounded() / scale
  }
}
