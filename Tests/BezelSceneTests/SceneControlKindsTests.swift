import Bezel
import BezelScene
import Testing
import UIKit

/// Scene files declare the standard controls with their values.
@MainActor
struct SceneControlKindsTests {
  private func build(_ text: String) throws -> SceneInstance {
    try Scene.parse(text, file: "test.yaml").makeScreen(0, idiom: .phone)
  }

  @Test func controlsAndTheirValuesReachUIKit() throws {
    let instance = try build(
      """
      root:
        view:
          subviews:
            - {type: switch, name: wifi, isOn: true}
            - {type: segmented, name: units, segments: [Metric, Imperial], selected: 1}
            - {type: slider, name: volume, value: 0.25}
            - {type: stepper, name: copies, value: 3}
            - {type: activityIndicator, name: spinner}
            - {type: progress, name: download, progress: 0.5}
      """)
    #expect((instance.view(named: "wifi") as? UISwitch)?.isOn == true)
    let units = try #require(instance.view(named: "units") as? UISegmentedControl)
    #expect(units.numberOfSegments == 2 && units.selectedSegmentIndex == 1)
    #expect((instance.view(named: "volume") as? UISlider)?.value == 0.25)
    #expect((instance.view(named: "copies") as? UIStepper)?.value == 3)
    #expect((instance.view(named: "spinner") as? UIActivityIndicatorView)?.isAnimating == true)
    #expect((instance.view(named: "download") as? UIProgressView)?.progress == 0.5)
  }
}
