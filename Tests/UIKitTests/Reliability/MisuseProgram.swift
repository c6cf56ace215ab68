import Foundation

@testable import UIKit

/// A reproducible random number generator (SplitMix64), so that a seed names one program.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One call an app might make wrongly.
///
/// Views and constraints are named by index into the program's pools, taken modulo their sizes when the step runs, so that any subsequence of a
/// program is itself a program: that is what lets a failing one be shrunk.
enum MisuseStep: CustomStringConvertible {
  case addView(kind: Int, parent: Int)
  case removeView(Int)
  case setFrame(Int, CGRect)
  case setBounds(Int, CGRect)
  case setTransform(Int, CGFloat)
  case activate(first: Int, second: Int, shape: Int, multiplier: CGFloat, constant: CGFloat)
  case deactivate(Int)
  case setConstant(Int, CGFloat)
  case setPriority(Int, Float)
  case setMargins(Int, CGFloat)
  case setScrollValues(Int, CGFloat)
  case setRowHeight(Int, CGFloat)
  case setWindowSize(CGFloat, CGFloat)
  case setAdditionalSafeArea(CGFloat)
  case fit(Int, CGFloat)
  case layout(Int)
  case addTargetAction(Int, selector: Int, event: Int)
  case addAction(Int, event: Int)
  case removeTargets(Int, selector: Int, event: Int)
  case sendActions(Int, event: Int)
  case tap(CGFloat, CGFloat, cancelled: Bool)
  /// A first-responder or typing call on a view: see `MisuseRun`.
  case edit(Int, action: Int)
  /// A finger down at a point, moved to a second, and lifted or not.
  case drag(CGPoint, CGPoint, lifts: Bool)
  case scrollAnimated(Int, CGFloat)
  case scrollRectToVisible(Int, CGRect)
  case statusBarTap
  case advanceClock(CGFloat)
  case observe(Int)
  case invalidateObservations
  case addRecognizer(kind: Int, view: Int)
  case requireFailure(Int, Int)
  case toggleRecognizer(Int)
  case touch(phase: Int, at: CGPoint)
  /// A call on the app, its scene, its windows, the device or the screen: see
  /// `MisuseRun+App.swift`.
  case app(Int, value: CGFloat)
  /// A presentation, sheet or keyboard call: see `MisuseRun+Presentation.swift`.
  case present(Int, value: CGFloat)

  var description: String {
    switch self {
    case .addView(let kind, let parent): "add view kind \(kind) to \(parent)"
    case .removeView(let view): "remove view \(view)"
    case .setFrame(let view, let frame): "view \(view).frame = \(frame)"
    case .setBounds(let view, let bounds): "view \(view).bounds = \(bounds)"
    case .setTransform(let view, let scale): "view \(view).transform = scale \(scale)"
    case .activate(let first, let second, let shape, let multiplier, let constant):
      "activate shape \(shape) from \(first) to \(second), × \(multiplier) + \(constant)"
    case .deactivate(let constraint): "deactivate constraint \(constraint)"
    case .setConstant(let constraint, let value): "constraint \(constraint).constant = \(value)"
    case .setPriority(let constraint, let value): "constraint \(constraint).priority = \(value)"
    case .setMargins(let view, let value): "view \(view) margins = \(value)"
    case .setScrollValues(let view, let value): "scroll view \(view) values = \(value)"
    case .setRowHeight(let view, let value): "table \(view).rowHeight = \(value)"
    case .setWindowSize(let width, let height): "window size = \(width) × \(height)"
    case .setAdditionalSafeArea(let value): "additionalSafeAreaInsets = \(value)"
    case .fit(let view, let value): "view \(view) fitting \(value)"
    case .layout(let view): "view \(view).layoutIfNeeded()"
    case .addTargetAction(let view, let selector, let event):
      "control \(view).addTarget(selector \(selector), event bit \(event))"
    case .addAction(let view, let event): "control \(view).addAction(event bit \(event))"
    case .removeTargets(let view, let selector, let event):
      "control \(view).removeTarget(selector \(selector), event bit \(event))"
    case .sendActions(let view, let event): "control \(view).sendActions(event bit \(event))"
    case .tap(let x, let y, let cancelled): "tap at (\(x), \(y))\(cancelled ? ", cancelled" : "")"
    case .edit(let view, let action): "view \(view) editing action \(action)"
    case .drag(let start, let end, let lifts):
      "drag from \(start) to \(end)\(lifts ? ", lifted" : ", held")"
    case .scrollAnimated(let view, let value): "scroll view \(view) animates to \(value)"
    case .scrollRectToVisible(let view, let rect): "scroll view \(view) shows \(rect)"
    case .statusBarTap: "status bar tapped"
    case .advanceClock(let seconds): "clock advances \(seconds) s"
    case .observe(let view): "observe view \(view), moving its bounds in the handler"
    case .invalidateObservations: "invalidate the observations"
    case .addRecognizer(let kind, let view): "add recognizer kind \(kind) to view \(view)"
    case .requireFailure(let first, let second): "recognizer \(first) requires \(second) to fail"
    case .toggleRecognizer(let recognizer): "recognizer \(recognizer) enabled or removed"
    case .touch(let phase, let point): "finger phase \(phase) at \(point)"
    case .app(let call, let value): "app call \(call) with \(value)"
    case .present(let call, let value): "presentation call \(call) with \(value)"
    }
  }
}

/// The values apps get wrong: zeros, negatives, huge numbers, NaN and infinities.
enum MisuseValues {
  static let lengths: [CGFloat] = [
    0, 1, -1, 8, 100, -250, 1e6, -1e9, 1e300, .nan, .infinity, -.infinity, 0.333333, 1e-12,
    .greatestFiniteMagnitude,
  ]
  static let multipliers: [CGFloat] = [1, 1, 0.5, 2, 0, -1, .nan, .infinity, 1e-9, 1e9]
  static let priorities: [Float] = [1000, 999, 750, 250, 1, 0, 1001, -5, .nan, .infinity]
}

extension MisuseStep {
  /// A random step.
  static func random(using generator: inout SeededGenerator) -> MisuseStep {
    func index() -> Int { Int.random(in: 0..<64, using: &generator) }
    func length() -> CGFloat { MisuseValues.lengths.randomElement(using: &generator)! }
    func rect() -> CGRect { CGRect(x: length(), y: length(), width: length(), height: length()) }
    func bit() -> Int { Int.random(in: 0..<33, using: &generator) }
    func selector() -> Int { Int.random(in: 0..<4, using: &generator) }
    func point() -> CGPoint {
      Bool.random(using: &generator)
        ? CGPoint(
          x: CGFloat.random(in: -20...420, using: &generator),
          y: CGFloat.random(in: -20...880, using: &generator))
        : CGPoint(x: length(), y: length())
    }
    switch Int.random(in: 0..<41, using: &generator) {
    case 0, 1: return .addView(kind: Int.random(in: 0..<9, using: &generator), parent: index())
    case 2: return .removeView(index())
    case 3: return .setFrame(index(), rect())
    case 4: return .setBounds(index(), rect())
    case 5: return .setTransform(index(), length())
    case 6, 7, 8:
      return .activate(
        first: index(), second: index(), shape: Int.random(in: 0..<6, using: &generator),
        multiplier: MisuseValues.multipliers.randomElement(using: &generator)!,
        constant: length())
    case 9: return .deactivate(index())
    case 10: return .setConstant(index(), length())
    case 11:
      return .setPriority(index(), MisuseValues.priorities.randomElement(using: &generator)!)
    case 12: return .setMargins(index(), length())
    case 13: return .setScrollValues(index(), length())
    case 14: return .setRowHeight(index(), length())
    case 15: return .setWindowSize(length(), length())
    case 16: return .setAdditionalSafeArea(length())
    case 17: return .fit(index(), length())
    case 18: return .addTargetAction(index(), selector: selector(), event: bit())
    case 19: return .addAction(index(), event: bit())
    case 20: return .removeTargets(index(), selector: selector(), event: bit())
    case 21: return .sendActions(index(), event: bit())
    case 22: return .tap(length(), length(), cancelled: Bool.random(using: &generator))
    case 23, 24: return .edit(index(), action: Int.random(in: 0..<6, using: &generator))
    case 25: return .addRecognizer(kind: Int.random(in: 0..<6, using: &generator), view: index())
    case 26: return .requireFailure(index(), index())
    case 27: return .toggleRecognizer(index())
    case 28, 29: return .touch(phase: Int.random(in: 0..<4, using: &generator), at: point())
    case 30:
      return .advanceClock([0, 0.1, 0.35, 0.6, -1, .nan].randomElement(using: &generator)!)
    case 31: return .drag(point(), point(), lifts: Bool.random(using: &generator))
    case 32: return .scrollAnimated(index(), length())
    case 33: return .scrollRectToVisible(index(), rect())
    case 34: return Bool.random(using: &generator) ? .statusBarTap : .advanceClock(length())
    case 35: return .advanceClock(CGFloat.random(in: 0...2, using: &generator))
    case 36: return .observe(index())
    case 37: return .invalidateObservations
    case 38: return .app(Int.random(in: 0..<10, using: &generator), value: length())
    case 39: return .present(Int.random(in: 0..<12, using: &generator), value: length())
    default: return .layout(index())
    }
  }
}
