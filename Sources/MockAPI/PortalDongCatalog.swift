/// The dongs the mock's `getTMStdrCrdnt` knows: the portal's official sample (혜화동 →
/// 200089.126044, 453946.42329) and dong names several cities share (중앙동, 삼성동), so that
/// clients see ambiguous answers. The rest are TM points precomputed from latitude and longitude.
enum PortalDongCatalog {
    /// One row: sidoName, sggName, umdName, tmX, tmY, all strings as the portal sends them.
    struct Row {
        let sido: String
        let sgg: String
        let umd: String
        let tmX: String
        let tmY: String
    }

    static let rows: [Row] = [
        Row(sido: "서울특별시", sgg: "종로구", umd: "혜화동", tmX: "200089.126044", tmY: "453946.42329"),
        Row(sido: "서울특별시", sgg: "강남구", umd: "역삼동", tmX: "203236.3", tmY: "444571.3"),
        Row(sido: "서울특별시", sgg: "강남구", umd: "삼성동", tmX: "205570.1", tmY: "445482.7"),
        Row(sido: "대전광역시", sgg: "동구", umd: "삼성동", tmX: "238424.3", tmY: "315745.9"),
        Row(sido: "부산광역시", sgg: "중구", umd: "중앙동", tmX: "385640.6", tmY: "180530.0"),
        Row(sido: "전라북도", sgg: "전주시 완산구", umd: "중앙동", tmX: "213194.1", tmY: "257860.3"),
        Row(sido: "경상남도", sgg: "창원시 성산구", umd: "중앙동", tmX: "353128.9", tmY: "193575.6"),
        Row(sido: "부산광역시", sgg: "연제구", umd: "연산동", tmX: "389740.8", tmY: "189496.1"),
        Row(sido: "경기도", sgg: "광주시", umd: "경안동", tmX: "222663.8", tmY: "434657.1"),
        Row(sido: "경기도", sgg: "수원시 팔달구", umd: "인계동", tmX: "202927.1", tmY: "418534.2"),
        Row(sido: "제주특별자치도", sgg: "제주시", umd: "이도1동", tmX: "156329.2", tmY: "1468.8"),
        Row(sido: "세종특별자치시", sgg: "", umd: "아름동", tmX: "222214.3", tmY: "335219.6"),
    ]

    /// The rows whose dong is exactly `name`, in catalogue order.
    static func rows(named name: String) -> [Row] {
        rows.filter { $0.umd == name }
    }
}
