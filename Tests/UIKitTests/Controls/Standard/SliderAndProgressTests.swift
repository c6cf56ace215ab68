import Foundation
import Testing

@testable import UIKit

/// UISlider's value and geometry, and UIProgressView's progress.
@MainActor
struct SliderAndProgressTests {
  @Test func theValueStaysInItsRange() {
    let slider = UISlider()
    #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
    slider.value = 2
    #expect(slider.value == 1)
    slider.maximumValue = 0.5
    #expect(slider.value == 0.5)
    slider.setValue(-1, animated: true)
    #expect(slider.value == 0)
  }

  // The iOS 13 model: a 4-point track centred in the bounds, a 28-point thumb whose edges reach
  // the track's ends. In a 228-point slider at value 0.5 the thumb is at (228 − 28) × 0.5 = 100.
  @Test(arguments: [false, true]) func theThumbSitsAlongTheTrack(_ rightToLeft: Bool) {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    if rightToLeft { slider.semanticContentAttribute = .forceRightToLeft }
    slider.value = 0.25
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(track == CGRect(x: 0, y: 13.5, width: 228, height: 4))
    let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.25)
    #expect(thumb.size == CGSize(width: 28, height: 28))
    #expect(thumb.minX == (rightToLeft ? 150 : 50))
  }

  // Value images sit at the ends, the track 4 points inside them; right to left they swap.
  @Test(arguments: [false, true]) func valueImagesShortenTheTrack(_ rightToLeft: Bool) {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    if rightToLeft { slider.semanticContentAttribute = .forceRightToLeft }
    slider.minimumValueImage = UIImage(size: CGSize(width: 20, height: 20))
    slider.maximumValueImage = UIImage(size: CGSize(width: 30, height: 20))
    let minimum = slider.minimumValueImageRect(forBounds: slider.bounds)
    #expect(minimum.minX == (rightToLeft ? 180 : 0))
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(track.width == 142)  // 200 − (20 + 4) − (30 + 4)
    #expect(track.minX == (rightToLeft ? 34 : 24))
  }

  @Test func aSliderIsTheErasHeight() {
    #expect(UISlider().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
  }

  @Test func draggingTheThumbChangesTheValue() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    window.addSubview(slider)
    var sent = 0
    slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
    let finger = Finger(window: window)
    finger.down(at: CGPoint(x: 14, y: 15))
    finger.move(to: CGPoint(x: 114, y: 15))
    finger.up(at: CGPoint(x: 114, y: 15))
    #expect(slider.value == 0.5)
    #expect(sent >= 1)
  }

  @Test func progressIsPinnedAndTheBarIsTheErasHeight() {
    let bar = UIProgressView(progressViewStyle: .bar)
    #expect(UIProgressView.Style.bar.rawValue == 1)
    bar.setProgress(1.5, animated: true)
    #expect(bar.progress == 1)
    bar.progress = -1
    #expect(bar.progress == 0)
    #expect(bar.intrinsicContentSize.height == 4)
    #expect(bar.frame.height == 4)
  }
}
