import Foundation

/// The tokenizer UIKit's text objects answer: it finds character, word, line, paragraph and
/// document boundaries in the object's plain text.
///
/// Words are runs of letters and digits; lines and paragraphs end at line breaks (Bezel lays no
/// text out, so a wrapped line is not a line); sentences are the whole text.
@MainActor @preconcurrency
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
  private unowned let textInput: any UIResponder & UITextInput

  public init(textInput: any UIResponder & UITextInput) {
    self.textInput = textInput
    super.init()
  }

  /// The text's UTF-16 code units, and `position` as an offset into them.
  private func units(at position: UITextPosition) -> (units: [UInt16], offset: Int)? {
    let start = textInput.beginningOfDocument
    guard let all = textInput.textRange(from: start, to: textInput.endOfDocument),
      let text = textInput.text(in: all)
    else { return nil }
    return (Array(text.utf16), textInput.offset(from: start, to: position))
  }

  /// Whether the unit at `index` belongs inside a unit of `granularity`.
  private func isInside(_ unit: UInt16, _ granularity: UITextGranularity) -> Bool {
    switch granularity {
    case .character, .document, .sentence: return true
    case .word:
      guard let scalar = Unicode.Scalar(unit) else { return true }
      return CharacterSet.alphanumerics.contains(scalar)
    case .line, .paragraph: return unit != 10 && unit != 13
    }
  }

  private func isForward(_ direction: UITextDirection) -> Bool {
    direction == .storage(.forward) || direction == .layout(.right)
      || direction == .layout(.down)
  }

  open func isPosition(
    _ position: UITextPosition, atBoundary granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> Bool {
    guard let (units, offset) = units(at: position) else { return false }
    if granularity == .character { return true }
    let forward = isForward(direction)
    if forward ? offset >= units.count : offset <= 0 { return true }
    if granularity == .document { return false }
    let inside = forward ? offset - 1 : offset
    let outside = forward ? offset : offset - 1
    let wasIn = inside >= 0 && inside < units.count && isInside(units[inside], granularity)
    return wasIn && !isInside(units[outside], granularity)
  }

  open func isPosition(
    _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> Bool {
    guard let (units, offset) = units(at: position) else { return false }
    let index = isForward(direction) ? offset : offset - 1
    guard index >= 0, index < units.count else { return false }
    return isInside(units[index], granularity)
  }

  open func position(
    from position: UITextPosition, toBoundary granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> UITextPosition? {
    guard let (units, offset) = units(at: position) else { return nil }
    let forward = isForward(direction)
    var target = offset
    switch granularity {
    case .character: target += forward ? 1 : -1
    case .document: target = forward ? units.count : 0
    default:
      // Skip what lies outside a unit, then run to the unit's far end.
      let step = forward ? 1 : -1
      func unit(_ at: Int) -> UInt16? {
        let index = forward ? at : at - 1
        return index >= 0 && index < units.count ? units[index] : nil
      }
      while let next = unit(target), !isInside(next, granularity) { target += step }
      while let next = unit(target), isInside(next, granularity) { target += step }
    }
    guard target >= 0, target <= units.count else { return nil }
    return textInput.position(from: textInput.beginningOfDocument, offset: target)
  }

  open func rangeEnclosingPosition(
    _ position: UITextPosition, with granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> UITextRange? {
    guard isPosition(position, withinTextUnit: granularity, inDirection: direction)
    else { return nil }
    let forward = isForward(direction)
    let ahead = self.position(
      from: position, toBoundary: granularity,
      inDirection: forward ? .storage(.forward) : .storage(.backward))
    let behind = self.position(
      from: position, toBoundary: granularity,
      inDirection: forward ? .storage(.backward) : .storage(.forward))
    guard let ahead, let behind else { return nil }
    return textInput.textRange(from: behind, to: ahead)
  }
}
