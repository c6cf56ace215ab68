// QuartzCore's headers import CoreGraphics and Foundation on Apple platforms, so `import
// QuartzCore` alone gives CGFloat, CGRect, CGColor and CGPath; Bezel's re-exports the same.
@_exported import CoreGraphics
@_exported import Foundation
