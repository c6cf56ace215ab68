import Foundation

/// A visual format string, parsed into its views and the connections between them.
///
/// The grammar is the one in the "Visual Format Language" appendix of Apple's Auto Layout Guide:
///
/// ```
/// format     = (("H" | "V") ":")? ("|" connection)? view (connection view)* (connection "|")?
/// view       = "[" name ("(" predicate ("," predicate)* ")")? "]"
/// connection = "" | "-" | "-" predicate "-" | "-(" predicate ("," predicate)* ")-"
/// predicate  = ("==" | "<=" | ">=")? (number | metric | view) ("@" (number | metric))?
/// ```
///
/// A view may name another view only inside its own parentheses (`[a(==b)]`). Like UIKit, the
/// parser takes no whitespace anywhere: UIKit reads the string as ASCII bytes and never skips a
/// space, so `H:|-[a]` parses and `H: |-[a]` fails at the space.
///
/// Names are looked up while parsing, in the order UIKit looks them up, so that a format with
/// several faults reports the one UIKit reports: a name is a metric if the metrics dictionary has
/// it, else a view if the views dictionary has it.
struct VisualFormat: Equatable {
  /// The axis a format lays views out along.
  enum Orientation: Equatable, Sendable {
    /// `H:` or no prefix.
    case horizontal
    /// `V:`.
    case vertical
  }

  /// The object of a predicate: what the view's size or the spacing is compared with.
  enum Object: Equatable, Sendable {
    /// A number written in the format.
    case number(CGFloat)
    /// A key of the metrics dictionary, with its value.
    case metric(String, CGFloat)
    /// A key of the views dictionary, only in a view's own predicates: `[a(==b)]`.
    case view(String)
  }

  /// One comparison: a relation, an object and a priority.
  struct Predicate: Equatable, Sendable {
    /// How the size or spacing relates to the object; `==` when the format gives none.
    var relation: NSLayoutConstraint.Relation
    /// What the size or spacing is compared with.
    var object: Object
    /// The priority after `@`; 1000 (required) when the format gives none.
    var priority: Float

    init(_ relation: NSLayoutConstraint.Relation, _ object: Object, priority: Float = 1000) {
      self.relation = relation
      self.object = object
      self.priority = priority
    }
  }

  /// A view in the format, with the predicates on its width (or height, in a vertical format).
  struct View: Equatable, Sendable {
    /// The key of the views dictionary.
    var name: String
    /// The predicates in the view's parentheses, in order.
    var predicates: [Predicate]

    init(_ name: String, _ predicates: [Predicate] = []) {
      self.name = name
      self.predicates = predicates
    }
  }

  /// The space between two neighbours, each a view or the superview's edge.
  struct Connection: Equatable, Sendable {
    /// What the format says of the space.
    enum Spacing: Equatable, Sendable {
      /// No connection at all, as in `[a][b]`: zero space.
      case flush
      /// A lone `-`, as in `[a]-[b]`: the standard space.
      case standard
      /// `-8-`, `-(>=8,<=20)-` and the like.
      case predicates([Predicate])
    }

    /// What the format says of the space.
    var spacing: Spacing
    /// The offset at which UIKit finishes the connection's constraints.
    ///
    /// It is just past the view, or the bar, that ends the connection; errors raised while
    /// finishing point here.
    var position: Int

    init(_ spacing: Spacing, at position: Int) {
      self.spacing = spacing
      self.position = position
    }
  }

  /// The format string as given.
  var source: String
  /// The axis of the format.
  var orientation: Orientation = .horizontal
  /// The connection from a leading `|` to the first view, if the format starts with one.
  var leadingSuperview: Connection?
  /// The views, left to right (top to bottom).
  var views: [View] = []
  /// The connections between neighbouring views: `connections[i]` joins `views[i]` and
  /// `views[i + 1]`.
  var connections: [Connection] = []
  /// The connection from the last view to a trailing `|`, if the format ends with one.
  var trailingSuperview: Connection?

  init(source: String) {
    self.source = source
  }

  init(
    source: String, orientation: Orientation, leadingSuperview: Connection? = nil,
    views: [View], connections: [Connection] = [], trailingSuperview: Connection? = nil
  ) {
    self.source = source
    self.orientation = orientation
    self.leadingSuperview = leadingSuperview
    self.views = views
    self.connections = connections
    self.trailingSuperview = trailingSuperview
  }
}

extension VisualFormat {
  /// Parses a format and resolves it into constraints, as
  /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` does.
  ///
  /// - Parameters:
  ///   - format: The visual format string.
  ///   - options: Alignment, direction and spacing options.
  ///   - metrics: Values for the metric names in the format: `CGFloat`, `Double`, `Float`, any
  ///     integer, or `NSNumber`.
  ///   - viewNames: The keys of the views dictionary.
  /// - Returns: The constraints, in UIKit's order, and the `|` edges whose superview the caller
  ///   must check.
  /// - Throws: The first error UIKit would raise for the same arguments, save the missing
  ///   superview, which is the caller's check (see ``VisualFormatLayout/superviewEdges``).
  static func layout(
    for format: String, options: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]? = nil, viewNames: Set<String>
  ) throws(VisualFormatError) -> VisualFormatLayout {
    var parser = Parser(format: format, metrics: metrics ?? [:], viewNames: viewNames)
    do {
      try parser.parse()
    } catch {
      // UIKit finishes each connection as soon as the view after it is parsed, so an error
      // raised while finishing one that was parsed before the fault comes first.
      _ = try parser.parsed.resolve(options: options)
      throw error
    }
    return try parser.parsed.resolve(options: options)
  }

  /// Parses a format without resolving it.
  ///
  /// - Throws: The first parse error, which may name an unknown view or metric.
  static func parse(
    _ format: String, metrics: [String: Any]? = nil, viewNames: Set<String>
  ) throws(VisualFormatError) -> VisualFormat {
    var parser = Parser(format: format, metrics: metrics ?? [:], viewNames: viewNames)
    try parser.parse()
    return parser.parsed
  }
}
