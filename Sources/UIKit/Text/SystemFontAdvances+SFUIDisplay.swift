import Foundation

extension SystemFontAdvances {
  /// Advance widths of iOS 9 to 13's system font from 20 pt, its display design, in units of a
  /// 2048-unit em; printable ASCII, index 0 U+0020 (space) to index 94 U+007E (~).
  ///
  /// Each is the `hmtx` table of one of Apple's static display fonts of that time as bundled in
  /// public repositories:
  /// - Regular and bold: SF Pro Display 13.0d3e20 (2017), Tanitych/twesco.org
  ///   `fonts/SFProDisplay-*.otf` (commit a522c77c1ef1).
  /// - Light and medium: SF Pro Display 15.0d4e20 (2019), AleksandraBogutska/Absolut
  ///   `fonts/SF-Pro-Display-*.otf` (commit 98747760f8b0), whose regular and bold letters are
  ///   13.0d3e20's within a unit or two (they differ in some punctuation).
  /// - Semibold and heavy are a model, since no file of those weights from before 2020 was
  ///   found: SF Pro Display 17.0d11e1's advance of that weight (`SFProDisplay`) plus 13.0d3e20's
  ///   difference from 17.0d11e1, interpolated between the regular and bold differences along the
  ///   weight axis (extrapolated for heavy). Checked on medium, the model is within 3 units of
  ///   15.0d4e20 on every letter and digit but 0.
  /// The 2015 SF UI Display (11.0d44e2, VasilyKonnov/web-limon `fonts/SF-UI-Display-Regular.otf`,
  /// commit f8356fa528b6) is about 3% wider in its lowercase letters; a recording of
  /// iOS 10 (bakkenbaeck/SweetUIKit, see the tests) measures the 2017 widths, so iOS 9's own
  /// widths are not modelled.
  enum SFUIDisplay {
    /// Light: SF Pro Display 15.0d4e20.
    static let light: [CGFloat] = [
      419, 531, 703, 1236, 1218, 1526, 1372, 369,  // ␠!"#$%&'
      626, 626, 789, 1218, 509, 874, 509, 626,  // ()*+,-./
      1222, 863, 1152, 1183, 1213, 1186, 1206, 1105,  // 01234567
      1211, 1206, 509, 509, 1218, 1218, 1218, 972,  // 89:;<=>?
      1770, 1262, 1205, 1371, 1364, 1104, 1061, 1409,  // @ABCDEFG
      1387, 406, 987, 1209, 1052, 1660, 1393, 1465,  // HIJKLMNO
      1150, 1465, 1193, 1181, 1165, 1386, 1262, 1854,  // PQRSTUVW
      1263, 1219, 1224, 626, 626, 626, 789, 819,  // XYZ[\]^_
      1024, 1014, 1117, 1012, 1119, 1040, 581, 1107,  // `abcdefg
      1082, 378, 378, 957, 378, 1621, 1062, 1072,  // hijklmno
      1107, 1110, 615, 927, 582, 1062, 946, 1430,  // pqrstuvw
      921, 951, 932, 626, 626, 626, 1218,  // xyz{|}~
    ]

    /// Regular: SF Pro Display 13.0d3e20.
    static let regular: [CGFloat] = [
      420, 546, 807, 1231, 1239, 1498, 1370, 430,  // ␠!"#$%&'
      660, 660, 988, 1239, 520, 878, 520, 660,  // ()*+,-./
      1242, 908, 1159, 1212, 1239, 1198, 1226, 1120,  // 01234567
      1227, 1226, 520, 520, 1239, 1239, 1239, 1002,  // 89:;<=>?
      1791, 1292, 1238, 1405, 1389, 1131, 1081, 1447,  // @ABCDEFG
      1432, 460, 1014, 1260, 1074, 1702, 1432, 1498,  // HIJKLMNO
      1183, 1498, 1227, 1216, 1190, 1426, 1292, 1892,  // PQRSTUVW
      1300, 1254, 1263, 660, 660, 660, 896, 828,  // XYZ[\]^_
      1005, 1028, 1135, 1026, 1134, 1049, 622, 1125,  // `abcdefg
      1104, 418, 418, 994, 418, 1645, 1079, 1087,  // hijklmno
      1125, 1125, 631, 953, 617, 1079, 989, 1465,  // pqrstuvw
      961, 995, 958, 660, 660, 660, 1239,  // xyz{|}~
    ]

    /// Medium: SF Pro Display 15.0d4e20.
    static let medium: [CGFloat] = [
      415, 583, 851, 1263, 1269, 1667, 1394, 443,  // ␠!"#$%&'
      704, 704, 856, 1269, 538, 888, 538, 704,  // ()*+,-./
      1278, 935, 1186, 1240, 1270, 1228, 1259, 1139,  // 01234567
      1266, 1260, 538, 538, 1269, 1269, 1269, 1035,  // 89:;<=>?
      1798, 1336, 1264, 1424, 1406, 1146, 1096, 1462,  // @ABCDEFG
      1454, 490, 1060, 1293, 1088, 1726, 1443, 1513,  // HIJKLMNO
      1212, 1513, 1257, 1243, 1205, 1434, 1327, 1923,  // PQRSTUVW
      1337, 1293, 1273, 704, 704, 704, 856, 838,  // XYZ[\]^_
      1024, 1061, 1167, 1058, 1165, 1081, 660, 1157,  // `abcdefg
      1137, 444, 444, 1033, 446, 1689, 1115, 1118,  // hijklmno
      1157, 1157, 672, 989, 657, 1115, 1022, 1520,  // pqrstuvw
      1004, 1038, 986, 704, 704, 704, 1269,  // xyz{|}~
    ]

    /// Semibold: modelled (see above).
    static let semibold: [CGFloat] = [
      410, 611, 884, 1277, 1294, 1608, 1413, 453,  // ␠!"#$%&'
      738, 738, 992, 1294, 551, 895, 551, 738,  // ()*+,-./
      1300, 956, 1207, 1261, 1295, 1250, 1283, 1153,  // 01234567
      1296, 1286, 551, 551, 1294, 1294, 1294, 1060,  // 89:;<=>?
      1803, 1369, 1284, 1439, 1417, 1158, 1107, 1473,  // @ABCDEFG
      1471, 512, 1096, 1318, 1098, 1744, 1452, 1525,  // HIJKLMNO
      1235, 1525, 1280, 1264, 1217, 1441, 1354, 1946,  // PQRSTUVW
      1366, 1323, 1281, 738, 738, 738, 948, 846,  // XYZ[\]^_
      1008, 1087, 1191, 1083, 1188, 1105, 690, 1182,  // `abcdefg
      1163, 464, 465, 1062, 468, 1723, 1143, 1142,  // hijklmno
      1182, 1182, 704, 1018, 687, 1143, 1047, 1562,  // pqrstuvw
      1037, 1069, 1007, 738, 738, 738, 1294,  // xyz{|}~
    ]

    /// Bold: SF Pro Display 13.0d3e20.
    static let bold: [CGFloat] = [
      405, 648, 929, 1304, 1326, 1670, 1437, 466,  // ␠!"#$%&'
      782, 782, 994, 1326, 569, 905, 569, 782,  // ()*+,-./
      1333, 983, 1235, 1290, 1327, 1280, 1317, 1172,  // 01234567
      1336, 1321, 569, 569, 1326, 1326, 1326, 1093,  // 89:;<=>?
      1810, 1413, 1310, 1459, 1433, 1174, 1123, 1489,  // @ABCDEFG
      1494, 542, 1143, 1353, 1112, 1768, 1463, 1541,  // HIJKLMNO
      1265, 1541, 1311, 1293, 1232, 1449, 1389, 1977,  // PQRSTUVW
      1404, 1362, 1292, 782, 782, 782, 978, 857,  // XYZ[\]^_
      1010, 1121, 1223, 1116, 1220, 1137, 729, 1215,  // `abcdefg
      1197, 491, 491, 1102, 496, 1768, 1180, 1173,  // hijklmno
      1215, 1215, 745, 1055, 728, 1180, 1081, 1618,  // pqrstuvw
      1081, 1112, 1035, 782, 782, 782, 1326,  // xyz{|}~
    ]

    /// Heavy: modelled (see above).
    static let heavy: [CGFloat] = [
      397, 701, 993, 1342, 1372, 1761, 1472, 485,  // ␠!"#$%&'
      846, 846, 997, 1372, 595, 919, 595, 846,  // ()*+,-./
      1381, 1023, 1275, 1330, 1373, 1323, 1364, 1199,  // 01234567
      1393, 1370, 595, 595, 1372, 1372, 1372, 1141,  // 89:;<=>?
      1819, 1476, 1348, 1487, 1455, 1196, 1144, 1510,  // @ABCDEFG
      1527, 585, 1210, 1401, 1132, 1802, 1479, 1564,  // HIJKLMNO
      1308, 1563, 1355, 1332, 1254, 1461, 1440, 2022,  // PQRSTUVW
      1458, 1419, 1307, 846, 846, 846, 1021, 872,  // XYZ[\]^_
      1013, 1169, 1269, 1163, 1265, 1183, 785, 1261,  // `abcdefg
      1245, 529, 530, 1158, 537, 1833, 1233, 1218,  // hijklmno
      1263, 1262, 805, 1109, 786, 1233, 1128, 1699,  // pqrstuvw
      1144, 1173, 1075, 846, 847, 846, 1372,  // xyz{|}~
    ]
  }
}
