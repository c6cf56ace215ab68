import Foundation

extension SystemFontAdvances {
  /// Regular italic (`.SFUI-RegularItalic`), text design, in units of a 2048-unit em, index 0
  /// U+0020 to index 94 U+007E.
  ///
  /// Measured on an iOS 26.1 simulator at 12 pt, where tracking is 0 (Vercantez/openuikit,
  /// `golden/font_metrics_ios.json` at commit 32cc00a35acc, entry `italic-regular-12.0`); they are
  /// exactly the `hmtx` advances of Apple's static SF Pro Text Regular Italic 17.0d11e1
  /// (Gusalimi/dotfiles `fonts/SF-Pro-Text-RegularItalic.otf`, commit 572811e2b017).
  static let regularItalic: [CGFloat] = [
    578, 636, 895, 1296, 1328, 1880, 1457, 518,  // ␠!"#$%&'
    782, 782, 940, 1328, 608, 966, 608, 742,  // ()*+,-./
    1290, 955, 1237, 1284, 1318, 1267, 1305, 1167,  // 01234567
    1308, 1306, 608, 608, 1328, 1328, 1328, 1050,  // 89:;<=>?
    1880, 1380, 1346, 1463, 1486, 1219, 1170, 1525,  // @ABCDEFG
    1522, 550, 1102, 1349, 1164, 1792, 1520, 1579,  // HIJKLMNO
    1304, 1579, 1338, 1276, 1291, 1524, 1380, 1982,  // PQRSTUVW
    1389, 1344, 1355, 782, 742, 782, 940, 916,  // XYZ[\]^_
    1024, 1126, 1259, 1135, 1265, 1176, 741, 1247,  // `abcdefg
    1216, 516, 516, 1086, 516, 1782, 1198, 1212,  // hijklmno
    1254, 1251, 791, 1052, 744, 1195, 1110, 1586,  // pqrstuvw
    1079, 1112, 1104, 782, 742, 782, 1328,  // xyz{|}~
  ]

  /// Regular italic, display design: measured at 28 pt less its 28 units of tracking
  /// (`italic-regular-28.0` of the same measurements), exactly SF Pro Display Regular Italic
  /// 17.0d11e1's advances.
  static let regularItalicDisplay: [CGFloat] = [
    492, 550, 821, 1231, 1238, 1702, 1371, 480,  // ␠!"#$%&'
    660, 660, 820, 1238, 522, 830, 522, 660,  // ()*+,-./
    1285, 913, 1192, 1220, 1233, 1192, 1232, 1081,  // 01234567
    1243, 1231, 522, 522, 1238, 1238, 1238, 964,  // 89:;<=>?
    1794, 1291, 1300, 1402, 1413, 1134, 1084, 1454,  // @ABCDEFG
    1436, 464, 1026, 1259, 1078, 1706, 1434, 1518,  // HIJKLMNO
    1224, 1518, 1270, 1227, 1211, 1430, 1293, 1896,  // PQRSTUVW
    1304, 1256, 1263, 660, 660, 660, 820, 1024,  // XYZ[\]^_
    1024, 1018, 1139, 1031, 1151, 1062, 615, 1140,  // `abcdefg
    1110, 424, 416, 961, 424, 1638, 1094, 1096,  // hijklmno
    1137, 1139, 698, 948, 617, 1093, 974, 1450,  // pqrstuvw
    959, 976, 972, 660, 660, 660, 1238,  // xyz{|}~
  ]
}
