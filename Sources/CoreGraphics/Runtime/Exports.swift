// On Linux CGFloat, CGPoint, CGSize and CGRect come from Foundation: re-export it so that
// `import CoreGraphics` alone gives them, as it does on Apple platforms.
@_exported import Foundation
