/// The edges a compositional layout's content insets count from (UIKit's raw values).
public enum UIContentInsetsReference: Int, Sendable {
  /// The layout decides; compositional layouts use the safe area (Apple: "the system
  /// determines" the reference; iOS 14 and later apply the safe area on the edges that do not
  /// scroll).
  case automatic = 0
  /// The container's edges inside the collection view's adjusted content inset.
  case none = 1
  case safeArea = 2
  case layoutMargins = 3
  case readableContent = 4
}
