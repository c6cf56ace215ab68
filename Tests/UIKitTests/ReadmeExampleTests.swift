import Testing
import UIKit

/// The README's example, run as written.
@MainActor
struct ReadmeExampleTests {
  final class GreetingViewController: UIViewController {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()

    override func viewDidLoad() {
      super.viewDidLoad()
      titleLabel.text = "Hello, Linux"
      subtitleLabel.text = "Laid out by Bezel"
      for label in [titleLabel, subtitleLabel] {
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
      }
      NSLayoutConstraint.activate([
        titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
        titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
        subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
        subtitleLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
        subtitleLabel.topAnchor.constraint(
          equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1),
      ])
    }
  }

  // The main screen is 393 × 852 at 3×. Each label is 393 − 2 · 20 = 353 wide; a 17-point
  // line is (1950 + 494) / 2048 · 17 = 20.287 high, rounded up to whole pixels: 61 / 3. The
  // subtitle starts 8 points (system spacing) below the title: 100 + 61/3 + 8 = 385/3.
  @Test func twoLabelsLaidOutWithAnchors() {
    let window = UIWindow()
    let controller = GreetingViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    let title = controller.titleLabel.frame
    let subtitle = controller.subtitleLabel.frame
    #expect(title.origin == CGPoint(x: 20, y: 100))
    #expect(title.size.width == 353)
    #expect(abs(title.size.height - 61.0 / 3) < 1e-9)
    #expect(subtitle.origin.x == 20)
    #expect(abs(subtitle.origin.y - 385.0 / 3) < 1e-9)
    #expect(subtitle.size.width == 353)
    let printed = [controller.titleLabel, controller.subtitleLabel].map { label in
      let f = label.frame
      return label.text! + " "
        + String(
          format: "x %.2f  y %.2f  w %.2f  h %.2f", f.minX, f.minY, f.width, f.height)
    }
    #expect(
      printed == [
        "Hello, Linux x 20.00  y 100.00  w 353.00  h 20.33",
        "Laid out by Bezel x 20.00  y 128.33  w 353.00  h 20.33",
      ])
  }
}
