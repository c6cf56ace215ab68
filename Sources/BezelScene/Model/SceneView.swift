import UIKit

/// A view described by a scene file.
struct SceneView: Sendable {
  /// The view's class, with the properties only that class has.
  enum Kind: Sendable {
    case view
    case scroll(SceneScrollProperties)
    case stack(SceneStackProperties)
    case label(SceneLabelProperties)
    case table(SceneTableProperties, SceneScrollProperties)
    case collection(SceneCollectionProperties, SceneScrollProperties)
    case button(title: String?)
    case textField(text: String?, placeholder: String?)
    case switchControl(isOn: Bool?)
    case segmentedControl(segments: [String], selected: Int?)
    case slider(value: Double?)
    case stepper(SceneStepperProperties)
    case activityIndicator(animating: Bool?)
    case progressView(progress: Double?)
    case pageControl(ScenePageControlProperties)
    case datePicker(SceneDatePickerProperties)
    case picker(ScenePickerProperties)

    /// The word the scene language uses for the kind.
    var typeName: String {
      switch self {
      case .view: "view"
      case .scroll: "scroll"
      case .stack: "stack"
      case .label: "label"
      case .table: "table"
      case .collection: "collection"
      case .button: "button"
      case .textField: "textField"
      case .switchControl: "switch"
      case .segmentedControl: "segmented"
      case .slider: "slider"
      case .stepper: "stepper"
      case .activityIndicator: "activityIndicator"
      case .progressView: "progress"
      case .pageControl: "pageControl"
      case .datePicker: "datePicker"
      case .picker: "picker"
      }
    }

    /// Whether the view is a scroll view, with content and frame layout guides.
    var isScrollView: Bool {
      switch self {
      case .scroll, .table, .collection: true
      default: false
      }
    }
  }

  /// Where the view's mapping starts.
  var location: SceneLocation
  var kind: Kind
  /// The view's name: the one written, or a generated one such as `label2`.
  var name = ""
  /// Whether `name` was written in the file.
  var hasExplicitName = false
  var frame: CGRect?
  var autoresizingMask: UIView.AutoresizingMask?
  var backgroundColor: UIColor?
  var isHidden: Bool?
  var layoutMargins: UIEdgeInsets?
  var directionalLayoutMargins: NSDirectionalEdgeInsets?
  var preservesSuperviewLayoutMargins: Bool?
  var insetsLayoutMarginsFromSafeArea: Bool?
  var semanticContentAttribute: UISemanticContentAttribute?
  var intrinsicSize: CGSize?
  var hugging: ScenePriorities?
  var compressionResistance: ScenePriorities?
  var subviews: [SceneView] = []
  /// For a stack view, the views it arranges (they are its subviews too).
  var arrangedSubviews: [SceneView] = []
  var constraints: [SceneConstraint] = []

  /// Every view of the tree rooted here, in document order, this one first.
  var allViews: [SceneView] {
    var result = [self]
    for child in subviews + arrangedSubviews { result += child.allViews }
    return result
  }
}

/// Content hugging or compression resistance priorities for each axis.
struct ScenePriorities: Sendable {
  var horizontal: Float?
  var vertical: Float?
}

/// The properties of a scroll view (tables have them too).
struct SceneScrollProperties: Sendable {
  var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior?
  var contentInset: UIEdgeInsets?
  var contentSize: CGSize?
}

/// The properties of a stack view.
struct SceneStackProperties: Sendable {
  var axis: NSLayoutConstraint.Axis?
  var spacing: Double?
  var alignment: UIStackView.Alignment?
  var distribution: UIStackView.Distribution?
  var isLayoutMarginsRelativeArrangement: Bool?
}

/// The properties of a label.
struct SceneLabelProperties: Sendable {
  /// A label's font: a Dynamic Type text style, or a system font of a size and weight.
  enum Font: Sendable {
    case textStyle(UIFont.TextStyle)
    case system(size: Double, weight: UIFont.Weight)
  }

  var text: String?
  var font: Font?
  var numberOfLines: Int?
  var textAlignment: NSTextAlignment?
  var adjustsFontForContentSizeCategory = true
  /// The paragraph style's line spacing; given, the text is attributed text of one run.
  var lineSpacing: Double?
  /// The kern of every character; given, the text is attributed text of one run.
  var kern: Double?
  /// The runs of the label's attributed text; given, `text` is their characters.
  var runs: [SceneTextRun]?

  /// Whether the label shows its text as attributed text.
  var isAttributed: Bool { lineSpacing != nil || kern != nil || runs != nil }
}

/// The properties of a table view.
struct SceneTableProperties: Sendable {
  /// A section's header, footer and rows.
  struct Section: Sendable {
    var header: String?
    var footer: String?
    var rows: [String]
  }

  /// The height written `automatic`: UIKit's `UITableView.automaticDimension`, which is −1.
  static let automaticHeight = -1.0

  var style: UITableView.Style = .plain
  var sections: [Section] = []
  var rowHeight: Double?
  var estimatedRowHeight: Double?
  var cellStyle: UITableViewCell.CellStyle = .default
  var accessory: UITableViewCell.AccessoryType = .none
  var cellLayoutMarginsFollowReadableWidth: Bool?
  var insetsContentViewsToSafeArea: Bool?
  var separatorInsetReference: UITableView.SeparatorInsetReference?
}
