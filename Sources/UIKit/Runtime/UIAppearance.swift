import Foundation

/// A type whose instances' appearance can be customised for every instance at once.
@MainActor @preconcurrency
public protocol UIAppearance: NSObjectProtocol {}
