import Foundation

/// Advance widths of the system font's printable ASCII characters, in units of a 2048-unit em.
///
/// These are the advances before tracking, at 12 pt, where Apple's tracking is 0. They were derived
/// from advances measured on iOS 26.1 (`.SFUI-Regular` at 12, 13 and 17 pt and `.SFUI-Bold` at
/// 17 pt, harvested into `font_metrics_ios.json` and quoted as `_SFUITable` by a public UIKit port):
/// every measured advance is exactly `units × size / 2048` plus a per-size tracking of 0, -12 and
/// -52 units at 12, 13 and 17 pt. Bold was measured only at 17 pt; its 12 pt units are the 17 pt
/// ones plus the same 52 units. Index 0 is U+0020 (space), index 94 is U+007E (~).
enum SystemFontAdvances {
  /// Regular weight (`.SFUI-Regular`).
  static let regular: [CGFloat] = [
    576, 637, 978, 1290, 1290, 1895, 1457, 608,  // ␠!"#$%&'
    782, 782, 966, 1290, 608, 966, 608, 624,  // ()*+,-./
    1290, 950, 1236, 1284, 1318, 1266, 1304, 1166,  // 01234567
    1308, 1304, 608, 608, 1290, 1290, 1290, 1050,  // 89:;<=>?
    1880, 1380, 1346, 1466, 1488, 1220, 1172, 1529,  // @ABCDEFG
    1520, 548, 1102, 1349, 1163, 1790, 1520, 1580,  // HIJKLMNO
    1301, 1580, 1338, 1305, 1298, 1510, 1380, 1982,  // PQRSTUVW
    1390, 1342, 1355, 782, 624, 782, 1290, 1195,  // XYZ[\]^_
    1024, 1130, 1258, 1146, 1258, 1170, 741, 1248,  // `abcdefg
    1205, 506, 505, 1112, 518, 1782, 1195, 1210,  // hijklmno
    1250, 1248, 780, 1072, 744, 1195, 1110, 1586,  // pqrstuvw
    1074, 1112, 1104, 782, 530, 782, 1290,  // xyz{|}~
  ]

  /// Bold weight (`.SFUI-Bold`).
  static let bold: [CGFloat] = [
    528, 729.5, 1165, 1375, 1375, 2121, 1524.5, 712,  // ␠!"#$%&'
    878, 878, 992, 1375, 712, 992, 712, 685,  // ()*+,-./
    1402, 1048, 1317, 1370, 1407, 1358.5, 1400, 1238,  // 01234567
    1421, 1400, 712, 712, 1375, 1375, 1375, 1141,  // 89:;<=>?
    1898.5, 1500, 1420, 1518, 1530.5, 1273.5, 1223.5, 1557,  // @ABCDEFG
    1604, 652, 1231, 1452.5, 1218, 1856.5, 1573, 1610.5,  // HIJKLMNO
    1379.5, 1610.5, 1422, 1382.5, 1352, 1557, 1477, 2067,  // PQRSTUVW
    1494, 1450, 1383.5, 878, 685, 878, 1375, 1284.5,  // XYZ[\]^_
    1024, 1207.5, 1334, 1203, 1334, 1230.5, 835.5, 1321.5,  // `abcdefg
    1294.5, 588, 587.5, 1231.5, 604, 1909, 1284.5, 1269,  // hijklmno
    1325, 1326, 891, 1160, 845, 1284.5, 1193.5, 1735,  // pqrstuvw
    1189, 1223, 1160, 878, 613, 878, 1375,  // xyz{|}~
  ]
}
