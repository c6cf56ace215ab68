import Foundation

/// A function that turns a text's attributes into others for a state, as a button
/// configuration applies it to its title and subtitle (iOS 15).
public struct UIConfigurationTextAttributesTransformer: Sendable {
  public let transform: @Sendable (AttributeContainer) -> AttributeContainer

  public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
    transform(input)
  }
}
