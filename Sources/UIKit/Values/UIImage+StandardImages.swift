import Foundation

// iOS 13's standard system images (UIImage.h, "Getting standard system images"). Apple documents
// each by its glyph, not by its symbol name; each is modelled as the SF Symbol whose glyph the
// documentation describes: a checkmark on a filled circle is `checkmark.circle.fill`, one on a
// stroked circle `checkmark.circle`, and addition, removal and actions the circled plus, minus
// and ellipsis of the same family.

extension UIImage {
  /// The standard image for indicating the addition of content.
  public class var add: UIImage { standardSymbol("plus.circle") }

  /// The standard image for indicating the removal of content.
  public class var remove: UIImage { standardSymbol("minus.circle") }

  /// The standard image for indicating user-initiated actions.
  public class var actions: UIImage { standardSymbol("ellipsis.circle") }

  /// The standard image for a checkmark on a filled-circle background.
  public class var checkmark: UIImage { standardSymbol("checkmark.circle.fill") }

  /// The standard image for a checkmark on a tinted circle with a white-stroked border.
  public class var strokedCheckmark: UIImage { standardSymbol("checkmark.circle") }

  /// The system symbol `name`, which is never empty here.
  private static func standardSymbol(_ name: String) -> UIImage {
    UIImage(systemName: name) ?? UIImage()
  }
}
