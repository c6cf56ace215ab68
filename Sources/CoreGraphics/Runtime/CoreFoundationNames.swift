import Foundation

// Core Foundation's names that CoreGraphics' API uses. On Apple platforms `import CoreGraphics`
// makes them visible (its headers import CoreFoundation), and code casts to them, as in
// `CGGradient(colorsSpace: nil, colors: [a, b] as CFArray, locations: nil)`. Linux's Foundation
// has no toll-free bridging, so each is the Swift type such a cast starts from.

/// Core Foundation's string type, as CoreGraphics' names use it (`CGColorSpace.sRGB`).
public typealias CFString = String

/// Core Foundation's array type, as CoreGraphics' gradient and color APIs take it.
public typealias CFArray = [Any]

/// Core Foundation's dictionary type, as CoreGraphics' option parameters take it.
public typealias CFDictionary = [AnyHashable: Any]

/// Core Foundation's data type, as `CGDataProvider(data:)` takes it.
public typealias CFData = Data

/// Core Foundation's time interval in seconds, as Core Animation's timing API takes it.
public typealias CFTimeInterval = Double
