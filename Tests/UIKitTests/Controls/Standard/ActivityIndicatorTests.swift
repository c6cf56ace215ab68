import Foundation
import Testing

@testable import UIKit

/// UIActivityIndicatorView: sizes per style, animation state and hiding.
@MainActor
struct ActivityIndicatorTests {
  // "It assumes a default size of 20 × 20 or 37 × 37, depending on its style"
  // (markmeretzky.com); UIActivityIndicatorView.h raw values.
  @Test(arguments: [
    (UIActivityIndicatorView.Style.medium, 100, CGSize(width: 20, height: 20)),
    (.large, 101, CGSize(width: 37, height: 37)),
    (.whiteLarge, 0, CGSize(width: 37, height: 37)),
    (.white, 1, CGSize(width: 20, height: 20)),
    (.gray, 2, CGSize(width: 20, height: 20)),
  ])
  func eachStyleHasItsSize(_ style: UIActivityIndicatorView.Style, _ raw: Int, _ size: CGSize) {
    #expect(style.rawValue == raw)
    let indicator = UIActivityIndicatorView(style: style)
    #expect(indicator.frame.size == size)
    #expect(indicator.intrinsicContentSize == size)
  }

  @Test func aStoppedIndicatorHidesUntilItAnimates() {
    let indicator = UIActivityIndicatorView(style: .medium)
    #expect(!indicator.isAnimating && indicator.isHidden)
    indicator.startAnimating()
    #expect(indicator.isAnimating && !indicator.isHidden)
    indicator.stopAnimating()
    #expect(!indicator.isAnimating && indicator.isHidden)
  }

  @Test func anIndicatorThatStaysShowsWhenStopped() {
    let indicator = UIActivityIndicatorView(style: .large)
    indicator.hidesWhenStopped = false
    #expect(!indicator.isHidden)
    indicator.startAnimating()
    indicator.stopAnimating()
    #expect(!indicator.isHidden)
  }

  @Test func theColourIsTheStylesUntilSet() {
    #expect(UIActivityIndicatorView(style: .white).color == .white)
    #expect(UIActivityIndicatorView(style: .gray).color == .gray)
    let indicator = UIActivityIndicatorView(style: .medium)
    indicator.color = .red
    #expect(indicator.color == .red)
  }
}
