import Testing

@testable import UIKit

/// The intrinsic sizes of the controls layout code uses.
@MainActor
struct ControlsTests {
  // "aaa bbb ccc" is 11 characters: 110 × 20 on one line.
  @Test func labelIsAsWideAsItsText() {
    TextMeasurement.withModel(FixedAdvanceTextModel()) {
      let label = UILabel()
      label.text = "aaa bbb ccc"
      #expect(label.intrinsicContentSize == CGSize(width: 110, height: 20))
      label.text = nil
      #expect(label.intrinsicContentSize == .zero)
    }
  }

  // Wrapping at 80: "aaa bbb" (70) and "ccc" (30) → 70 × 40.
  @Test func multilineLabelWrapsAtItsPreferredWidth() {
    TextMeasurement.withModel(FixedAdvanceTextModel()) {
      let label = UILabel()
      label.text = "aaa bbb ccc"
      label.numberOfLines = 0
      label.preferredMaxLayoutWidth = 80
      #expect(label.intrinsicContentSize == CGSize(width: 70, height: 40))
    }
  }

  // A multiline label pinned 80 wide wraps at its laid-out width and grows to two lines:
  // "aaa bbb" / "ccc", 40 high.
  @Test(arguments: bothDirections)
  func multilineLabelWrapsAtItsLaidOutWidth(direction: UIUserInterfaceLayoutDirection) {
    TextMeasurement.withModel(FixedAdvanceTextModel()) {
      let container = makeContainer(direction: direction)
      let label = UILabel()
      label.text = "aaa bbb ccc"
      label.numberOfLines = 0
      _ = addConstrainedSubview(to: container, label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
        label.topAnchor.constraint(equalTo: container.topAnchor),
        label.widthAnchor.constraint(equalToConstant: 80),
      ])
      container.layoutIfNeeded()
      #expect(
        label.frame == expected(CGRect(x: 10, y: 0, width: 80, height: 40), in: 320, direction))
    }
  }

  // An image view is as big as its image; without one it has no intrinsic size.
  @Test func imageViewTakesItsImagesSize() {
    let view = UIImageView(image: UIImage(size: CGSize(width: 24, height: 16)))
    #expect(view.intrinsicContentSize == CGSize(width: 24, height: 16))
    #expect(view.frame.size == CGSize(width: 24, height: 16))
    #expect(UIImageView().intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  @Test func pickerHasAFixedIntrinsicHeight() {
    #expect(UIPickerView().intrinsicContentSize == CGSize(width: -1, height: 216))
  }

  // A system button is at least 30 × 30; its title follows its state. "Send" in the fixed model
  // is 40 × 20, and a title gets 6 points above and below: 40 × (6 + 20 + 6).
  @Test func buttonTitleFollowsItsState() {
    TextMeasurement.withModel(FixedAdvanceTextModel()) {
      let button = UIButton(type: .system)
      #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
      button.setTitle("Send", for: .normal)
      button.setTitle("Sent", for: .selected)
      #expect(button.currentTitle == "Send")
      #expect(button.intrinsicContentSize == CGSize(width: 40, height: 32))
      button.isSelected = true
      #expect(button.currentTitle == "Sent")
      #expect(button.state == .selected)
      #expect(button.title(for: .highlighted) == "Send")
    }
  }

  @Test func cellsHaveContentViews() {
    let cell = UITableViewCell()
    #expect(cell.contentView.superview === cell)
    let item = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(item.contentView.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
  }
}
