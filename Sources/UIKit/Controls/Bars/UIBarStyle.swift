import Foundation

/// The look of a bar (UIInterface.h).
public enum UIBarStyle: Int, Sendable {
  case `default` = 0
  case black = 1
  @available(*, deprecated, message: "Use UIBarStyle.black and set the bar's translucency")
  case blackTranslucent = 2

  /// The deprecated name of `black`.
  @available(*, deprecated, renamed: "black")
  public static var blackOpaque: UIBarStyle { .black }
}
