import Foundation

extension UIView {
  /// How a view resizes when its superview's bounds change (UIView.h, `UIViewAutoresizing`).
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// UIKit's standard spacing between sibling views, 8 points (Auto Layout Guide, "Visual
  /// Format Language": the standard space).
  nonisolated static let standardSpacing: CGFloat = 8

  /// The value of an intrinsic dimension a view does not have (UIView.h: `UIViewNoIntrinsicMetric // -1`).
  nonisolated public static let noIntrinsicMetric: CGFloat = -1

  /// The target size for the smallest fitting size: {0, 0}, measured on the iOS simulator.
  nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// The target size for the largest fitting size: {10000, 10000}, measured on the iOS simulator.
  nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
}

/// The value of an intrinsic dimension a view does not have.
public let UIViewNoIntrinsicMetric: CGFloat = -1

/// The target size for the smallest fitting size.
public let UILayoutFittingCompressedSize = CGSize(width: 0, height: 0)

/// The target size for the largest fitting size.
public let UILayoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
