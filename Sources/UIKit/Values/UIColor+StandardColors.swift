import Foundation

/// The fixed standard colors.
///
/// Components are Apple's documented ones (UIColor reference pages, e.g. `lightGray`: "a
/// grayscale value of 2/3 and an alpha value of 1.0"; `brown`: "RGB values of 0.6, 0.4, and 0.2";
/// UIColor.h comments: black 0.0 white, darkGray 0.333 white, lightGray 0.667 white, white 1.0
/// white, gray 0.5 white, red 1,0,0, green 0,1,0, blue 0,0,1, cyan 0,1,1, yellow 1,1,0, magenta
/// 1,0,1, orange 1,0.5,0, purple 0.5,0,0.5, brown 0.6,0.4,0.2, clear 0.0 white 0.0 alpha). The
/// grays are grayscale colors, the others sRGB, as iOS prints them (`UIExtendedGrayColorSpace
/// 0.333333 1` for darkGray).
extension UIColor {
  public class var black: UIColor { UIColor(white: 0, alpha: 1) }
  public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
  public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
  public class var white: UIColor { UIColor(white: 1, alpha: 1) }
  public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
