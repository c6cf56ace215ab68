// And CoreGraphics, as iOS's UIKit does: `import UIKit` alone gives CGColor, CGPath and CGContext.
@_exported import CoreGraphics
// UIKit re-exports Foundation on Apple platforms (CGFloat, CGRect, NSObject…); so does Bezel's.
@_exported import Foundation
// And QuartzCore, as iOS's UIKit does: `import UIKit` alone gives CALayer and CATransaction.
@_exported import QuartzCore
