import UIKit

extension LayoutSnapshot {
  /// Draws the keyboard while it is shown, the sensor housing, and with a `radius` the screen's
  /// outline and, in Split View, the window's.
  func drawDevice(_ svg: inout SVGWriter, screen: CGRect, radius: CGFloat?) {
    svg.raw("<g class=\"device\">\n")
    if let keyboardFrame {
      // The keyboard's light-mode background over the app (an approximation of its colour).
      svg.rect(keyboardFrame, " class=\"keyboard\" fill=\"#d1d4db\" fill-opacity=\"0.95\"")
    }
    if let housing = sensorHousing, let frame = sensorHousingFrame {
      switch housing.kind {
      case .dynamicIsland:
        svg.rect(frame, cornerAttributes(housing.cornerRadius) + " fill=\"#000000\"")
      case .notch:
        svg.raw("<path fill=\"#000000\" d=\"")
        appendNotchPath(&svg, housing)
        svg.raw("\"/>\n")
      }
    }
    if let radius {
      if windowSize != screenSize {
        svg.rect(
          CGRect(origin: .zero, size: windowSize),
          " fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"1\"")
      }
      svg.rect(
        screen,
        cornerAttributes(radius) + " fill=\"none\" stroke=\"#1c1c1e\" stroke-width=\"2\"")
    }
    svg.raw("</g>\n")
  }

  /// A notch open at the device's top edge with rounded lower corners, traced in portrait and
  /// turned to the orientation.
  private func appendNotchPath(_ svg: inout SVGWriter, _ housing: SensorHousing) {
    let portraitWidth = orientation.isLandscape ? screenSize.height : screenSize.width
    let width = min(housing.size.width, portraitWidth)
    let height = housing.size.height
    let radius = min(housing.cornerRadius, width / 2, height)
    let left = (portraitWidth - width) / 2
    let right = left + width
    // (command, x, y) in portrait, with the housing at the top edge.
    let steps: [(String, CGFloat, CGFloat)] = [
      ("M", left, 0), ("L", left, height - radius), ("Q", left, height),
      ("", left + radius, height), ("L", right - radius, height), ("Q", right, height),
      ("", right, height - radius), ("L", right, 0),
    ]
    for (command, x, y) in steps {
      let point = turned(CGPoint(x: x, y: y))
      svg.raw(command.isEmpty ? " " : command)
      svg.number(point.x)
      svg.raw(" ")
      svg.number(point.y)
    }
    svg.raw("Z")
  }

  /// A point of the portrait screen (top edge at y = 0) in the snapshot's orientation, as the
  /// device is turned: the top edge goes to the bottom upside down, to the right in
  /// `.landscapeLeft` (the device turned clockwise, home button on the left: UIKit's
  /// `UIInterfaceOrientationLandscapeLeft = UIDeviceOrientationLandscapeRight`) and to the left
  /// in `.landscapeRight` (turned counter-clockwise).
  func turned(_ point: CGPoint) -> CGPoint {
    switch orientation {
    case .portrait: return point
    case .portraitUpsideDown:
      return CGPoint(x: screenSize.width - point.x, y: screenSize.height - point.y)
    case .landscapeLeft: return CGPoint(x: screenSize.width - point.y, y: point.x)
    case .landscapeRight: return CGPoint(x: point.y, y: screenSize.height - point.x)
    }
  }
}
