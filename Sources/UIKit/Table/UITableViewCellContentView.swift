import Foundation

/// A table cell's content view (UIKit's private `UITableViewCellContentView`), a plain view by
/// another name: recursive descriptions list it under that name, as in
/// `<UITableViewCellContentView; frame = (0 0; 320 43.5); …>` (lyroger/lyroger.github.io
/// dbf02b832e9c, blog/source/_posts/UISearchBar的使用.md) and every other recorded cell.
final class UITableViewCellContentView: UIView {}

/// The label of a cell's system styles (UIKit's private `UITableViewLabel`), a plain label by
/// another name: `<UITableViewLabel; frame = (15 0; 290 43.5); text = '搜索第一行'; …>` in the
/// same recording.
final class UITableViewLabel: UILabel {}
