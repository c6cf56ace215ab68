import Testing

@testable import UIKit

/// `UIControl.Event`'s raw values, from UIControl.h.
struct ControlEventTests {
  /// Each event and its raw value in UIControl.h.
  static let rawValues: [(UIControl.Event, UInt)] = [
    (.touchDown, 1 << 0),
    (.touchDownRepeat, 1 << 1),
    (.touchDragInside, 1 << 2),
    (.touchDragOutside, 1 << 3),
    (.touchDragEnter, 1 << 4),
    (.touchDragExit, 1 << 5),
    (.touchUpInside, 1 << 6),
    (.touchUpOutside, 1 << 7),
    (.touchCancel, 1 << 8),
    (.valueChanged, 1 << 12),
    (.primaryActionTriggered, 1 << 13),
    (.menuActionTriggered, 1 << 14),
    (.editingDidBegin, 1 << 16),
    (.editingChanged, 1 << 17),
    (.editingDidEnd, 1 << 18),
    (.editingDidEndOnExit, 1 << 19),
    (.allTouchEvents, 0x0000_0FFF),
    (.allEditingEvents, 0x000F_0000),
    (.applicationReserved, 0x0F00_0000),
    (.systemReserved, 0xF000_0000),
    (.allEvents, 0xFFFF_FFFF),
  ]

  @Test(arguments: rawValues)
  func eventHasApplesRawValue(_ event: UIControl.Event, _ rawValue: UInt) {
    #expect(event.rawValue == rawValue)
  }

  // The touch events are the nine touch bits; the editing events the four editing bits.
  @Test func groupsAreTheUnionOfTheirEvents() {
    let touches: UIControl.Event = [
      .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
      .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel,
    ]
    #expect(UIControl.Event.allTouchEvents.isSuperset(of: touches))
    #expect(
      UIControl.Event.allEditingEvents
        == [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit])
  }
}
