import Foundation

/// Advance widths of the system font's printable ASCII characters from iOS 14 on, in units of a
/// 2048-unit em; the tables of iOS 9 to 13 are `SystemFontAdvances.SFUIText`.
///
/// These are the advances before tracking, at 12 pt, where Apple's tracking is 0. They were derived
/// from advances measured on iOS 26.1 (`.SFUI-Regular` at 12, 13 and 17 pt and `.SFUI-Bold` at
/// 17 pt, harvested into `font_metrics_ios.json` and quoted as `_SFUITable` by a public UIKit port):
/// every measured advance is exactly `units × size / 2048` plus a per-size tracking of 0, -12 and
/// -52 units at 12, 13 and 17 pt. Bold was measured only at 17 pt; its 12 pt units are the 17 pt
/// ones plus the same 52 units. Index 0 is U+0020 (space), index 94 is U+007E (~).
///
/// Medium, semibold and heavy are the `hmtx` advances of Apple's static SF Pro Text fonts,
/// version 17.0d11e1 (2021-08-02), as bundled in the public repository Gusalimi/dotfiles
/// (`fonts/SF-Pro-Text-*.otf`, commit 572811e2b017): the regular font of that build has
/// exactly the regular advances measured on iOS 26.1, and its bold is within half a unit of the
/// bold ones. Semibold from it reproduces 289 of 292 semibold label widths recorded on iOS 17.4
/// to 18.5 simulators (swift-snapshot-testing's `testTraits` recordings).
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

  /// Medium (SF Pro Text 17.0d11e1).
  static let medium: [CGFloat] = [
    559, 670, 1045, 1321, 1321, 1976, 1481, 645,  // ␠!"#$%&'
    817, 817, 975, 1321, 645, 975, 645, 646,  // ()*+,-./
    1330, 985, 1265, 1315, 1350, 1299, 1339, 1192,  // 01234567
    1349, 1339, 645, 645, 1321, 1321, 1321, 1083,  // 89:;<=>?
    1887, 1423, 1373, 1485, 1503, 1239, 1191, 1539,  // @ABCDEFG
    1550, 585, 1148, 1386, 1183, 1814, 1539, 1591,  // HIJKLMNO
    1329, 1591, 1368, 1333, 1317, 1527, 1415, 2013,  // PQRSTUVW
    1427, 1381, 1365, 817, 646, 817, 1321, 1227,  // XYZ[\]^_
    1024, 1158, 1285, 1167, 1285, 1192, 775, 1274,  // `abcdefg
    1237, 536, 535, 1155, 549, 1828, 1227, 1231,  // hijklmno
    1277, 1276, 820, 1104, 780, 1227, 1140, 1640,  // pqrstuvw
    1115, 1152, 1124, 817, 560, 817, 1321,  // xyz{|}~
  ]

  /// Semibold (SF Pro Text 17.0d11e1).
  static let semibold: [CGFloat] = [
    545, 696, 1097, 1344, 1344, 2039, 1500, 674,  // ␠!"#$%&'
    843, 843, 983, 1344, 674, 983, 674, 663,  // ()*+,-./
    1361, 1012, 1288, 1339, 1375, 1325, 1365, 1212,  // 01234567
    1380, 1365, 674, 674, 1344, 1344, 1344, 1108,  // 89:;<=>?
    1892, 1456, 1393, 1499, 1515, 1254, 1205, 1547,  // @ABCDEFG
    1573, 614, 1184, 1415, 1198, 1832, 1554, 1599,  // HIJKLMNO
    1351, 1599, 1391, 1354, 1332, 1540, 1442, 2036,  // PQRSTUVW
    1456, 1411, 1373, 843, 663, 843, 1344, 1252,  // XYZ[\]^_
    1024, 1179, 1306, 1182, 1306, 1208, 801, 1295,  // `abcdefg
    1262, 558, 557, 1188, 573, 1863, 1252, 1248,  // hijklmno
    1298, 1298, 851, 1128, 808, 1252, 1163, 1681,  // pqrstuvw
    1147, 1183, 1140, 843, 583, 843, 1344,  // xyz{|}~
  ]

  /// Heavy (SF Pro Text 17.0d11e1).
  static let heavy: [CGFloat] = [
    503, 778, 1264, 1420, 1420, 2240, 1560, 767,  // ␠!"#$%&'
    929, 929, 1006, 1420, 767, 1006, 767, 717,  // ()*+,-./
    1461, 1100, 1360, 1415, 1454, 1407, 1451, 1276,  // 01234567
    1481, 1451, 767, 767, 1420, 1420, 1420, 1189,  // 89:;<=>?
    1908, 1563, 1459, 1545, 1553, 1302, 1251, 1572,  // @ABCDEFG
    1648, 707, 1299, 1507, 1247, 1892, 1601, 1627,  // HIJKLMNO
    1421, 1627, 1466, 1423, 1381, 1582, 1528, 2112,  // PQRSTUVW
    1549, 1507, 1399, 929, 717, 929, 1420, 1332,  // XYZ[\]^_
    1024, 1248, 1374, 1233, 1374, 1262, 885, 1360,  // `abcdefg
    1342, 631, 631, 1295, 649, 1976, 1332, 1300,  // hijklmno
    1365, 1367, 950, 1206, 898, 1332, 1238, 1814,  // pqrstuvw
    1250, 1282, 1190, 929, 657, 929, 1420,  // xyz{|}~
  ]
}
