import Foundation

/// The first stored word of UIKit's attribute value classes (fonts, colours, paragraph styles,
/// shadows, attachments, tab stops), read by Linux's Core Foundation when an attributed string
/// compares the values of two runs.
///
/// Core Foundation takes an object's first word after Swift's header for its runtime information
/// (`_cfinfo`), with the type identifier in bits 8 to 17 (`__CFGenericTypeID_inline`,
/// swift-corelibs-foundation's CFRuntime.c). Comparing two distinct objects whose word holds type
/// 0, "not a type", halts (`CFEqual` asserts the object is a Core Foundation one); any other type,
/// on an object that is not Core Foundation's own, makes `CFEqual` call the object's
/// `isEqual(_:)`. Foundation's own classes declare this word first (`_CFInfo`); each UIKit value
/// class declares `coreFoundationInfo` as its first stored property, with the generic type
/// (`_kCFRuntimeIDCFType`, 1), so that an attributed string merges two equal fonts into one run
/// and keeps two different ones apart through UIKit's own equality, instead of trapping.
package enum CoreFoundationObjectInfo {
  /// Type 1 in bits 8 to 17; no other bit set.
  package static let swiftObject: UInt64 = 1 << 8
}
