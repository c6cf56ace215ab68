import Bezel
import UIKit

extension SceneBuilder {
  /// Makes every pending constraint and the child controllers' pins, then activates them one by
  /// one; whatever UIKit refuses is reported at the scene location it came from.
  func makeConstraints() -> ([NSLayoutConstraint], [ObjectIdentifier: SceneLocation]) {
    var made: [(NSLayoutConstraint, SceneLocation)] = []
    for (childView, container, location) in containments {
      let pins = [
        childView.topAnchor.constraint(equalTo: container.topAnchor),
        childView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        childView.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        childView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      ]
      made += pins.map { ($0, location) }
    }
    for entry in pending {
      switch entry.constraint.form {
      case .expression(_, let plans):
        for plan in plans {
          if let constraint = make(plan, views: entry.views, at: entry.constraint.location) {
            made.append((constraint, entry.constraint.location))
          }
        }
      case .visual(let format, let metrics, let options):
        made += makeVisual(format, metrics: metrics, options: options, entry: entry).map {
          ($0, entry.constraint.location)
        }
      }
    }
    var active: [NSLayoutConstraint] = []
    var locations: [ObjectIdentifier: SceneLocation] = [:]
    for (constraint, location) in made {
      let problems = Diagnostics.capturing { constraint.isActive = true }
      if let problem = problems.first(where: { $0.kind != .log }) {
        report("UIKit refused the constraint: \(problem.text)", at: location)
        continue
      }
      active.append(constraint)
      locations[ObjectIdentifier(constraint)] = location
    }
    return (active, locations)
  }

  private func make(_ plan: ConstraintPlan, views: [String: UIView], at location: SceneLocation)
    -> NSLayoutConstraint?
  {
    guard let first = object(plan.firstItem, views: views, at: location) else { return nil }
    var second: AnyObject?
    if let item = plan.secondItem {
      guard let object = object(item, views: views, at: location) else { return nil }
      second = object
    }
    var constraint: NSLayoutConstraint?
    let problems = Diagnostics.capturing {
      if let second, let firstSize = dimension(first, plan.firstAttribute),
        let secondSize = dimension(second, plan.secondAttribute)
      {
        // A width may equal a height (an aspect ratio); the anchors say so directly.
        let (m, c) = (plan.multiplier, plan.constant)
        constraint =
          switch plan.relation {
          case .equal: firstSize.constraint(equalTo: secondSize, multiplier: m, constant: c)
          case .greaterThanOrEqual:
            firstSize.constraint(greaterThanOrEqualTo: secondSize, multiplier: m, constant: c)
          case .lessThanOrEqual:
            firstSize.constraint(lessThanOrEqualTo: secondSize, multiplier: m, constant: c)
          }
      } else {
        constraint = NSLayoutConstraint(
          item: first, attribute: plan.firstAttribute, relatedBy: plan.relation, toItem: second,
          attribute: plan.secondAttribute, multiplier: plan.multiplier, constant: plan.constant)
      }
      constraint?.priority = UILayoutPriority(plan.priority)
    }
    if let problem = problems.first(where: { $0.kind != .log }) {
      report("UIKit refused the constraint: \(problem.text)", at: location)
      return nil
    }
    return constraint
  }

  /// The width or height anchor of a view or layout guide, for those attributes.
  private func dimension(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute)
    -> NSLayoutDimension?
  {
    guard attribute == .width || attribute == .height else { return nil }
    if let view = object as? UIView {
      return attribute == .width ? view.widthAnchor : view.heightAnchor
    }
    if let guide = object as? UILayoutGuide {
      return attribute == .width ? guide.widthAnchor : guide.heightAnchor
    }
    return nil
  }

  /// The view or layout guide `item` names.
  private func object(_ item: ConstraintItem, views: [String: UIView], at location: SceneLocation)
    -> AnyObject?
  {
    guard let view = views[item.view] else {
      report("unknown view '\(item.view)'", at: location, text: item.view)
      return nil
    }
    switch item.guide {
    case nil: return view
    case .safeArea: return view.safeAreaLayoutGuide
    case .margins: return view.layoutMarginsGuide
    case .readable: return view.readableContentGuide
    case .keyboard: return view.keyboardLayoutGuide
    case .content, .frame:
      guard let scroll = view as? UIScrollView else {
        report("'\(item.view)' is not a scroll view", at: location, text: item.view)
        return nil
      }
      return item.guide == .content ? scroll.contentLayoutGuide : scroll.frameLayoutGuide
    }
  }

  private func makeVisual(
    _ format: String, metrics: [String: Double], options: NSLayoutConstraint.FormatOptions,
    entry: PendingConstraint
  ) -> [NSLayoutConstraint] {
    var constraints: [NSLayoutConstraint] = []
    let metricValues = metrics.mapValues { $0 as Any }
    let viewValues = entry.views.mapValues { $0 as Any }
    let problems = Diagnostics.capturing {
      constraints = NSLayoutConstraint.constraints(
        withVisualFormat: format, options: options, metrics: metricValues, views: viewValues)
    }
    if let problem = problems.first(where: { $0.kind != .log }) {
      // UIKit's reason: a first line, the description, the format, and a caret under the
      // offending character.
      let lines = problem.text.split(separator: "\n", omittingEmptySubsequences: false)
      let description =
        lines.count > 1
        ? lines[1].trimmingCharacters(in: .whitespaces) : problem.text
      var offset = 0
      if lines.count >= 4, let caret = lines.last, caret.last == "^" {
        offset = caret.unicodeScalars.count - 1
      }
      report(
        "invalid visual format: \(description)", at: entry.constraint.location(at: offset))
      return []
    }
    return constraints
  }
}
