import Foundation

/// A row of a table view, with a content view that holds its subviews.
@MainActor @preconcurrency
open class UITableViewCell: UIView {
  /// The built-in cell layouts.
  public enum CellStyle: Int, Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }

  public let style: CellStyle
  public let reuseIdentifier: String?
  public let contentView: UIView

  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    super.init(coder: coder)
    bounds = CGRect(x: 0, y: 0, width: 320, height: 44)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }
}
