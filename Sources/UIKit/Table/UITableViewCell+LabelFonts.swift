import Foundation

extension UITableViewCell {
  /// A new label of the system styles, in the font UIKit gives it for this style.
  ///
  /// The title is in the body text style and a subtitle cell's detail in the caption1 style, as
  /// a simulator of May 2022 (Xcode 13, iOS 15) logged them: `font-family:
  /// "UICTFontTextStyleBody"; … font-size: 17.00pt` and `font-family:
  /// "UICTFontTextStyleCaption1"; … font-size: 12.00pt` (zjmdyd/ZJIOS,
  /// `ZJUIKitTableViewController.m`), and as a grouped settings cell's title logged it (its
  /// comment `font-family: "UICTFontTextStyleBody"` beside `textLabel?.font`). The other styles'
  /// detail labels keep the label's default 17-point system font: Bezel's model, no recording
  /// found. The text style gives multi-line labels the style's leading; the size is that of
  /// the Large category, whatever the traits, as a label does not follow Dynamic Type unless
  /// `adjustsFontForContentSizeCategory` is set.
  func makeSystemLabel(isDetail: Bool) -> UILabel {
    let label = UITableViewLabel()
    if !isDetail {
      label.font = .preferredFont(forTextStyle: .body)
    } else if style == .subtitle {
      label.font = .preferredFont(forTextStyle: .caption1)
    }
    return label
  }
}
