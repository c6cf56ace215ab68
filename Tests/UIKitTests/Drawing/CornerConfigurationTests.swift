import Foundation
import Testing

@testable import UIKit

/// iOS 26's corner configurations, resolved to radii and to the layer's corner radius.
@MainActor
struct CornerConfigurationTests {
  @Test func aFixedRadiusRoundsEveryCorner() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    view.cornerConfiguration = .corners(radius: .fixed(12))
    #expect(view.effectiveRadius(corner: .allCorners) == 12)
    #expect(view.layer.cornerRadius == 12)
  }

  // A capsule is half the shorter side: 60 / 2; capped by the maximum radius.
  @Test func aCapsuleIsHalfTheShorterSide() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    view.cornerConfiguration = .capsule()
    #expect(view.layer.cornerRadius == 30)
    view.cornerConfiguration = .capsule(maximumRadius: 10)
    #expect(view.layer.cornerRadius == 10)
  }

  @Test func aCapsuleFollowsTheSize() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    view.cornerConfiguration = .capsule()
    view.frame.size.height = 40
    #expect(view.layer.cornerRadius == 20)
  }

  // A container rounded by 30 and a view inset 8 from its top-left corner: 30 − 8 = 22.
  @Test func aConcentricCornerIsTheContainersLessTheInset() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    container.cornerConfiguration = .corners(radius: .fixed(30))
    let view = UIView(frame: CGRect(x: 8, y: 8, width: 100, height: 100))
    container.addSubview(view)
    view.cornerConfiguration = .corners(radius: .containerConcentric())
    #expect(view.effectiveRadius(corner: .topLeft) == 22)
  }

  // The same view's bottom-right corner is 92 from the container's: 30 − 92 is below the
  // minimum, 6.
  @Test func aConcentricCornerKeepsItsMinimum() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    container.cornerConfiguration = .corners(radius: .fixed(30))
    let view = UIView(frame: CGRect(x: 8, y: 8, width: 100, height: 100))
    container.addSubview(view)
    view.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 6))
    #expect(view.effectiveRadius(corner: .bottomRight) == 6)
    #expect(view.effectiveRadius(corner: .allCorners) == 22)
  }

  // Uniform corners take the largest resolved radius: 22 at every corner.
  @Test func uniformCornersTakeTheLargestRadius() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    container.cornerConfiguration = .corners(radius: .fixed(30))
    let view = UIView(frame: CGRect(x: 8, y: 8, width: 100, height: 100))
    container.addSubview(view)
    view.cornerConfiguration = .uniformCorners(radius: .containerConcentric())
    #expect(view.effectiveRadius(corner: .bottomRight) == 22)
  }

  @Test func squareCornersAreLeftOutOfTheMask() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    view.cornerConfiguration = .corners(topLeftRadius: .fixed(10), topRightRadius: .fixed(10))
    #expect(view.layer.cornerRadius == 10)
    #expect(view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(view.effectiveRadius(corner: .bottomLeft) == 0)
  }

  @Test func aRadiusNeverExceedsHalfTheShorterSide() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    view.cornerConfiguration = .uniformEdges(topRadius: .fixed(50), bottomRadius: .fixed(4))
    #expect(view.effectiveRadius(corner: .topLeft) == 30)
    #expect(view.effectiveRadius(corner: .bottomLeft) == 4)
  }
}
