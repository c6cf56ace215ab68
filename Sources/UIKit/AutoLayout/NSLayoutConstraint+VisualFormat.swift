import Foundation

extension NSLayoutConstraint {
  /// The constraints a visual-format string describes (Auto Layout Guide, "Visual Format
  /// Language"), in the order UIKit creates them.
  ///
  /// A malformed format is reported with UIKit's `NSInvalidArgumentException` reason and yields no
  /// constraints.
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    do throws(VisualFormatError) {
      let layout = try VisualFormat.layout(
        for: format, options: opts, metrics: metrics, viewNames: Set(views.keys))
      for edge in layout.superviewEdges {
        guard let item = views[edge.view] as? UIView, item.superview != nil else {
          throw VisualFormatError.missingSuperview(format: format, position: edge.position)
        }
      }
      return layout.constraints.compactMap { makeConstraint($0, views: views) }
    } catch {
      UIKitDiagnostics.raise("NSInvalidArgumentException", error.message)
      return []
    }
  }

  private static func makeConstraint(_ spec: VisualFormatConstraint, views: [String: Any])
    -> NSLayoutConstraint?
  {
    func view(_ item: VisualFormatConstraint.Item, other: VisualFormatConstraint.Item?)
      -> AnyObject?
    {
      switch item {
      case .view(let name): return views[name] as AnyObject?
      case .superview:
        guard case .view(let name)? = other else { return nil }
        return (views[name] as? UIView)?.superview
      }
    }
    guard let first = view(spec.firstItem, other: spec.secondItem) else { return nil }
    let second = spec.secondItem.flatMap { view($0, other: spec.firstItem) }
    let constraint = NSLayoutConstraint(
      item: first, attribute: spec.firstAttribute, relatedBy: spec.relation, toItem: second,
      attribute: spec.secondAttribute, multiplier: spec.multiplier, constant: spec.constant)
    constraint.priority = UILayoutPriority(spec.priority)
    return constraint
  }
}
