import Bezel
import Foundation
import Testing
import UIKit

/// Buttons' attributed titles drawn run by run, by their title labels.
///
/// Figures as in `SnapshotAttributedTextTests`: with `HalfEmTextModel` a 20 pt character is 10
/// wide and a 10 pt one 5.
@MainActor
struct SnapshotAttributedTitleTests {
  private func snapshot(_ button: UIButton) -> LayoutSnapshot {
    TextMeasurement.withModel(HalfEmTextModel()) {
      let controller = UIViewController()
      controller.view.addSubview(button)
      return LayoutSnapshot(DeviceHost(controller, on: DeviceCatalog.iPhone16))
    }
  }

  /// The texts of the views of `type`, in the snapshot's order.
  private func texts(_ snapshot: LayoutSnapshot, of type: String) -> [SnapshotText] {
    snapshot.views.filter { $0.type == type && !$0.isHidden }.compactMap(\.text)
  }

  @Test func aClassicButtonsAttributedTitleIsDrawnPerRun() throws {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
    button.setAttributedTitle(SnapshotAttributedTextTests.bigSmall(), for: .normal)
    let snapshot = snapshot(button)
    let title = try #require(texts(snapshot, of: "UIButtonLabel").first)
    #expect(title.runs.map(\.text) == ["Big ", "small"])
    #expect(title.runs.map(\.frame.width) == [40, 25])
    #expect(
      title.runs.map(\.color) == [
        SnapshotColor(red: 1, green: 0, blue: 0), SnapshotColor(red: 0, green: 0, blue: 1),
      ])
  }

  @Test func aClassicButtonsAttributedTitleIsDrawnOnce() throws {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
    button.setTitle("Plain", for: .normal)
    button.setAttributedTitle(SnapshotAttributedTextTests.bigSmall(), for: .normal)
    let snapshot = snapshot(button)
    // The attributed title takes precedence: the button draws no plain title over its label's.
    #expect(texts(snapshot, of: "UIButton").isEmpty)
    #expect(texts(snapshot, of: "UIButtonLabel").count == 1)
  }

  @Test func aConfiguredAttributedTitleKeepsItsRuns() throws {
    var configuration = UIButton.Configuration.plain()
    configuration.attributedTitle = try AttributedString(
      SnapshotAttributedTextTests.bigSmall(), including: \.uiKit)
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
    let title = try #require(texts(snapshot(button), of: "UIButtonLabel").first)
    #expect(title.runs.map(\.text) == ["Big ", "small"])
    #expect(title.runs.map(\.fontSize) == [20, 10])
    #expect(title.runs.map(\.cssWeight) == [700, 400])
  }

  @Test func aConfiguredAttributedSubtitleTakesTheSubtitleFontWhereItSetsNone() throws {
    var subtitle = AttributedString("Fresh ")
    var daily = AttributedString("daily")
    daily.underlineStyle = .single
    subtitle.append(daily)
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Bagels"
    configuration.attributedSubtitle = subtitle
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 20, y: 100, width: 200, height: 60)
    let labels = texts(snapshot(button), of: "UIButtonLabel")
    let drawn = try #require(labels.first { !$0.runs.isEmpty })
    #expect(drawn.runs.map(\.text) == ["Fresh ", "daily"])
    // A medium button's subtitle is in the subheadline style: 15 pt at the large size.
    #expect(drawn.runs.map(\.fontSize) == [15, 15])
    #expect(drawn.runs[0].underline == nil)
    #expect(drawn.runs[1].underline?.style == NSUnderlineStyle.single.rawValue)
  }
}
