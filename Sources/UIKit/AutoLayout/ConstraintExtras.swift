/// What few constraints have: an identifier, the archiving flag, the reason a constraint can
/// never be installed, and items that are neither views nor layout guides.
///
/// Kept in a box made on the first write, so that a constraint is a smaller allocation: every
/// constraint a screen makes pays for its stored fields, and nearly all leave these at their
/// defaults.
final class ConstraintExtras {
  var identifier: String?
  var shouldBeArchived = false
  var invalidReason: String?
  /// The items, weakly (`WeakItem`), of a constraint made from objects that are neither views
  /// nor layout guides; such a constraint's terms hold no link.
  var firstItem: WeakItem?
  var secondItem: WeakItem?
}
