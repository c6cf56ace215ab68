// UIKit re-exports Foundation on Apple platforms (CGFloat, CGRect, NSObject…); so does Bezel's.
@_exported import Foundation
