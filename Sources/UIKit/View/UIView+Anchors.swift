import Foundation

extension UIView {
  public var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(layoutItem: self, attribute: .leading)
  }
  public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(layoutItem: self, attribute: .trailing)
  }
  public var leftAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(layoutItem: self, attribute: .left)
  }
  public var rightAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(layoutItem: self, attribute: .right)
  }
  public var topAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(layoutItem: self, attribute: .top)
  }
  public var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(layoutItem: self, attribute: .bottom)
  }
  public var widthAnchor: NSLayoutDimension {
    NSLayoutDimension(layoutItem: self, attribute: .width)
  }
  public var heightAnchor: NSLayoutDimension {
    NSLayoutDimension(layoutItem: self, attribute: .height)
  }
  public var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(layoutItem: self, attribute: .centerX)
  }
  public var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(layoutItem: self, attribute: .centerY)
  }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(layoutItem: self, attribute: .firstBaseline)
  }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(layoutItem: self, attribute: .lastBaseline)
  }
}
