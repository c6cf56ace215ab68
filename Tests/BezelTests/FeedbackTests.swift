import Bezel
import Foundation
import Testing
import UIKit

/// Haptics are recorded, not felt.
@MainActor
struct FeedbackTests {
  @Test func generatorsOfAHostedViewRecordTheirHapticsInOrder() {
    let controller = UIViewController()
    let host = DeviceHost(controller, on: DeviceCatalog.iPhone16)
    let impact = UIImpactFeedbackGenerator(style: .heavy, view: controller.view)
    let selection = UISelectionFeedbackGenerator(view: controller.view)
    let notification = UINotificationFeedbackGenerator(view: controller.view)
    impact.prepare()
    impact.impactOccurred()
    selection.selectionChanged()
    impact.impactOccurred(intensity: 1.5)
    notification.notificationOccurred(.warning)
    #expect(
      host.playedHaptics == [
        .impact(.heavy, intensity: 1), .selectionChanged, .impact(.heavy, intensity: 1),
        .notification(.warning),
      ])
  }

  @Test func generatorsWithoutAViewRecordInTheContextUnderWay() {
    let haptics = SystemOutputs.recordingHaptics {
      UIImpactFeedbackGenerator().impactOccurred(intensity: 0.5)
    }
    #expect(haptics == [.impact(.medium, intensity: 0.5)])
  }

  @Test func feedbackRawValuesAreApples() {
    #expect(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4)
    #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
  }
}
