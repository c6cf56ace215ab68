import UIKit

/// One run of a label's attributed text in a scene file: its characters and what it sets
/// over the label's font, colour and kern.
struct SceneTextRun: Sendable {
  var text: String
  var font: SceneLabelProperties.Font?
  var color: UIColor?
  var backgroundColor: UIColor?
  var underline: NSUnderlineStyle?
  var strikethrough: NSUnderlineStyle?
  var kern: Double?
  var baselineOffset: Double?
}
