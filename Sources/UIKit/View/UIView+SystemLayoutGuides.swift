import Foundation

/// The guides UIKit maintains for a view, in the order a view lists them.
///
/// Each kind knows what its frame is computed from; a view that sees one of those inputs change
/// brings the pins of exactly the guides that read it up to date
/// (`systemGuideInputsDidChange(_:)`).
enum SystemLayoutGuideKind: Int {
  /// `layoutMarginsGuide`: the bounds inset by the effective margins.
  case layoutMargins
  /// `safeAreaLayoutGuide`: the bounds inset by the safe area.
  case safeArea
  /// `readableContentGuide`: a column of the readable width inside the margins.
  case readableContent
  /// A scroll view's `contentLayoutGuide`: its origin is fixed, constraints give its size.
  case scrollContent
  /// A scroll view's `frameLayoutGuide`: the visible rectangle, which moves with the offset.
  case scrollFrame
  /// `keyboardLayoutGuide`: the part of the view the keyboard covers (or the bottom safe area).
  case keyboard

  /// What the guide's frame is computed from.
  var inputs: SystemLayoutGuideInputs {
    switch self {
    case .layoutMargins: [.size, .margins]
    case .safeArea: [.size, .safeArea]
    case .readableContent: [.size, .margins, .traits]
    case .scrollContent: []
    case .scrollFrame: [.size, .boundsOrigin]
    case .keyboard: [.size, .safeArea, .keyboard]
    }
  }
}

/// The inputs a system guide's frame may depend on.
struct SystemLayoutGuideInputs: OptionSet {
  let rawValue: UInt8
  /// The size of the owning view's bounds.
  static let size = SystemLayoutGuideInputs(rawValue: 1 << 0)
  /// The origin of the owning view's bounds (a scroll view's content offset).
  static let boundsOrigin = SystemLayoutGuideInputs(rawValue: 1 << 1)
  /// The owning view's safe-area insets, and so its place in the window.
  static let safeArea = SystemLayoutGuideInputs(rawValue: 1 << 2)
  /// The owning view's effective layout margins.
  static let margins = SystemLayoutGuideInputs(rawValue: 1 << 3)
  /// The owning view's traits (the readable width follows the text size).
  static let traits = SystemLayoutGuideInputs(rawValue: 1 << 4)
  /// The keyboard's frame in the window.
  static let keyboard = SystemLayoutGuideInputs(rawValue: 1 << 5)
}

extension UIView {
  /// The guides UIKit maintains for this view, among those made so far, in kind order.
  var systemLayoutGuides: [UILayoutGuide] { storedSystemGuides }

  /// The view's system guide of `kind`, if made.
  func systemGuide(_ kind: SystemLayoutGuideKind) -> UILayoutGuide? {
    // At most a handful of guides: a scan beats any table.
    for guide in storedSystemGuides where guide.systemKind == kind { return guide }
    return nil
  }

  /// The view's system guide of `kind`, made by `make` and owned by the view the first time.
  func systemGuide(_ kind: SystemLayoutGuideKind, make: () -> UILayoutGuide) -> UILayoutGuide {
    if let guide = systemGuide(kind) { return guide }
    let guide = make()
    guide.systemKind = kind
    guide.owningView = self
    var index = storedSystemGuides.count
    while index > 0, let other = storedSystemGuides[index - 1].systemKind,
      other.rawValue > kind.rawValue
    {
      index -= 1
    }
    storedSystemGuides.insert(guide, at: index)
    // The view's insets now follow its position (`insetsFollowPosition`).
    storedSuperview?.subviewKinds = nil
    return guide
  }

  /// Brings the engine's pins of the guides that read one of `inputs` up to date.
  func systemGuideInputsDidChange(_ inputs: SystemLayoutGuideInputs) {
    for guide in storedSystemGuides {
      guard let kind = guide.systemKind, !kind.inputs.isDisjoint(with: inputs),
        let registration = guide.registration
      else { continue }
      registration.engine?.updatePins(of: guide)
    }
  }
}
