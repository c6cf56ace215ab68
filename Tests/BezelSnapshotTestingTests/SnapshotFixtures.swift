import UIKit

/// swift-snapshot-testing's `testTraits` screen (Tests/SnapshotTestingTests/
/// SnapshotTestingTests.swift): four labels pinned to the safe area's top, leading, trailing
/// and bottom edges, in the text styles given when the traits change.
final class FourLabelsViewController: UIViewController {
  let topLabel = UILabel()
  let leadingLabel = UILabel()
  let trailingLabel = UILabel()
  let bottomLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    topLabel.text = "What's"
    leadingLabel.text = "the"
    trailingLabel.text = "point"
    bottomLabel.text = "?"
    for label in [topLabel, leadingLabel, trailingLabel, bottomLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      topLabel.topAnchor.constraint(equalTo: guide.topAnchor),
      topLabel.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
      leadingLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      leadingLabel.trailingAnchor.constraint(lessThanOrEqualTo: guide.centerXAnchor),
      leadingLabel.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
      trailingLabel.leadingAnchor.constraint(greaterThanOrEqualTo: guide.centerXAnchor),
      trailingLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      trailingLabel.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
      bottomLabel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      bottomLabel.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
    ])
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    topLabel.font = .preferredFont(forTextStyle: .headline, compatibleWith: traitCollection)
    leadingLabel.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
    trailingLabel.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
    bottomLabel.font = .preferredFont(forTextStyle: .subheadline, compatibleWith: traitCollection)
    view.setNeedsUpdateConstraints()
    view.updateConstraintsIfNeeded()
  }
}

/// A screen with one square view pinned to the safe area's top-leading corner with the system
/// spacing, 100 points wide and tall.
final class SquareViewController: UIViewController {
  let square = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    square.backgroundColor = .systemBlue
    square.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(square)
    NSLayoutConstraint.activate([
      square.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      square.leadingAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      square.widthAnchor.constraint(equalToConstant: 100),
      square.heightAnchor.constraint(equalToConstant: 100),
    ])
  }
}

/// A screen that fades its square out over half a second once it has appeared, and hides it
/// when the animation completes.
final class FadingViewController: UIViewController {
  let square = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(square)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    UIView.animate(
      withDuration: 0.5, animations: { self.square.alpha = 0 },
      completion: { _ in self.square.isHidden = true })
  }
}
