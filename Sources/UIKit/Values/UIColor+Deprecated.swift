extension UIColor {
  /// The background of a grouped table view; since iOS 13 the grouped background system colour
  /// (UIColor documentation: deprecated, "Use systemGroupedBackgroundColor instead").
  @available(iOS, deprecated: 13.0, renamed: "systemGroupedBackground")
  public class var groupTableViewBackground: UIColor { systemGroupedBackground }
}
