/// The synthetic places the mock's Kakao Local answers from: a unique dong, an ambiguous city
/// name, a place only the keyword search knows, one whose only hit lies outside Korea, a
/// district, two metropolitan cities (at their city halls, as Kakao places them), and (every
/// other query) none. Coordinates are close to the real ones; codes are made up in the
/// real format (10 digits).
struct KakaoLocalGazetteer {
    /// One place: the queries that find it, by which search, and its facts.
    struct Entry {
        /// Exact queries (after trimming) that find this entry.
        var queries: [String]
        /// Found by the keyword search (a named place) rather than the address search.
        var isKeyword: Bool
        /// Keyword hits: the place's name.
        var placeName: String
        /// The full (lot-number) address; for an address hit, the region's name.
        var address: String
        var roadAddress: String
        var longitude: String
        var latitude: String
        /// The administrative (`H`) and legal (`B`) region codes and the `H` region's name.
        var hCode: String
        var bCode: String
        var hRegion: String
        /// Whether `coord2regioncode` answers with this entry for a point near it: not for a
        /// whole 시·도 (Kakao names the dong holding a point).
        var answersPoints = true
    }

    static let entries: [Entry] = [
        Entry(
            queries: ["혜화동", "서울특별시 종로구 혜화동", "서울 종로구 혜화동"],
            isKeyword: false,
            placeName: "",
            address: "서울특별시 종로구 혜화동",
            roadAddress: "",
            longitude: "127.0016985",
            latitude: "37.5863656",
            hCode: "1111065000",
            bCode: "1111016600",
            hRegion: "서울특별시 종로구 혜화동"
        ),
        Entry(
            queries: ["광주", "광주광역시"],
            isKeyword: false,
            placeName: "",
            address: "광주광역시",
            roadAddress: "",
            longitude: "126.851675",
            latitude: "35.160032",
            hCode: "2900000000",
            bCode: "2900000000",
            hRegion: "광주광역시"
        ),
        Entry(
            queries: ["광주", "경기도 광주시", "경기 광주시", "광주시"],
            isKeyword: false,
            placeName: "",
            address: "경기도 광주시",
            roadAddress: "",
            longitude: "127.255314",
            latitude: "37.429397",
            hCode: "4161000000",
            bCode: "4161000000",
            hRegion: "경기도 광주시"
        ),
        Entry(
            queries: ["광주"],
            isKeyword: false,
            placeName: "",
            address: "광주광역시 동구",
            roadAddress: "",
            longitude: "126.923320",
            latitude: "35.146180",
            hCode: "2911000000",
            bCode: "2911000000",
            hRegion: "광주광역시 동구"
        ),
        Entry(
            queries: ["강남역"],
            isKeyword: true,
            placeName: "강남역 2호선",
            address: "서울특별시 강남구 역삼동 858",
            roadAddress: "서울특별시 강남구 강남대로 지하 396",
            longitude: "127.027610",
            latitude: "37.497952",
            hCode: "1168064000",
            bCode: "1168010100",
            hRegion: "서울특별시 강남구 역삼1동"
        ),
        Entry(
            queries: ["도쿄역"],
            isKeyword: true,
            placeName: "도쿄역",
            address: "일본 도쿄도 지요다구 마루노우치 1-9-1",
            roadAddress: "",
            longitude: "139.767125",
            latitude: "35.681236",
            hCode: "",
            bCode: "",
            hRegion: ""
        ),
        // A district, as the Dev-Event list writes event places (`오프라인(서울 강남구)`).
        Entry(
            queries: ["서울 강남구", "서울특별시 강남구", "강남구"],
            isKeyword: false,
            placeName: "",
            address: "서울특별시 강남구",
            roadAddress: "",
            longitude: "127.047325",
            latitude: "37.517236",
            hCode: "1168000000",
            bCode: "1168000000",
            hRegion: "서울특별시 강남구"
        ),
        // Metropolitan cities, as Latin names (`Seoul`, `Busan`) are looked up.
        Entry(
            queries: ["서울", "서울특별시", "서울시"],
            isKeyword: false,
            placeName: "",
            address: "서울특별시",
            roadAddress: "",
            longitude: "126.978652",
            latitude: "37.566826",
            hCode: "1100000000",
            bCode: "1100000000",
            hRegion: "서울특별시",
            answersPoints: false
        ),
        Entry(
            queries: ["부산", "부산광역시", "부산시"],
            isKeyword: false,
            placeName: "",
            address: "부산광역시",
            roadAddress: "",
            longitude: "129.075986",
            latitude: "35.179470",
            hCode: "2600000000",
            bCode: "2600000000",
            hRegion: "부산광역시",
            answersPoints: false
        ),
    ]

    /// The address-search documents for `query`.
    static func addressDocuments(for query: String) -> [JSONValue] {
        matches(query, keyword: false).map { entry in
            let parts = entry.address.split(separator: " ").map(String.init)
            func part(_ index: Int) -> JSONValue { .string(parts.indices.contains(index) ? parts[index] : "") }
            return .object([
                ("address_name", .string(entry.address)),
                ("address_type", .string("REGION")),
                ("x", .string(entry.longitude)),
                ("y", .string(entry.latitude)),
                (
                    "address",
                    .object([
                        ("address_name", .string(entry.address)),
                        ("region_1depth_name", part(0)),
                        ("region_2depth_name", part(1)),
                        ("region_3depth_name", part(2)),
                        ("region_3depth_h_name", part(2)),
                        ("h_code", .string(entry.hCode)),
                        ("b_code", .string(entry.bCode)),
                        ("mountain_yn", .string("N")),
                        ("main_address_no", .string("")),
                        ("sub_address_no", .string("")),
                        ("x", .string(entry.longitude)),
                        ("y", .string(entry.latitude)),
                    ])
                ),
            ])
        }
    }

    /// The keyword-search documents for `query`.
    static func keywordDocuments(for query: String) -> [JSONValue] {
        matches(query, keyword: true).enumerated().map { offset, entry in
            .object([
                ("id", .string(String(26_000_000 + offset))),
                ("place_name", .string(entry.placeName)),
                ("category_name", .string("교통,수송 > 지하철,전철")),
                ("address_name", .string(entry.address)),
                ("road_address_name", .string(entry.roadAddress)),
                ("phone", .string("")),
                ("place_url", .string("http://place.map.kakao.com/\(26_000_000 + offset)")),
                ("x", .string(entry.longitude)),
                ("y", .string(entry.latitude)),
            ])
        }
    }

    /// Regions answered for points far from every entry: the nearest of these city centres.
    static let fallbackRegions: [Entry] = [
        ("서울특별시 중구 명동", "서울특별시 중구 명동2가", "37.5636", "126.9860", "1114055000", "1114012200"),
        ("부산광역시 연제구 연산5동", "부산광역시 연제구 연산동", "35.1796", "129.0756", "2647065000", "2647010200"),
        ("대구광역시 중구 성내1동", "대구광역시 중구 동인동1가", "35.8714", "128.6014", "2711057500", "2711010100"),
        ("대전광역시 서구 둔산1동", "대전광역시 서구 둔산동", "36.3504", "127.3845", "3017063000", "3017011200"),
        ("강원특별자치도 춘천시 소양동", "강원특별자치도 춘천시 봉의동", "37.8813", "127.7298", "5111052000", "5111010100"),
        ("제주특별자치도 제주시 이도2동", "제주특별자치도 제주시 이도이동", "33.4996", "126.5312", "5011059000", "5011010400"),
    ].map { region, address, latitude, longitude, hCode, bCode in
        Entry(
            queries: [],
            isKeyword: false,
            placeName: "",
            address: address,
            roadAddress: "",
            longitude: longitude,
            latitude: latitude,
            hCode: hCode,
            bCode: bCode,
            hRegion: region
        )
    }

    /// The `B` and `H` documents for a point: those of the entry within about 5 km, else those
    /// of the nearest city centre in `fallbackRegions` for any point in the box around Korea,
    /// else none (the sea).
    static func regionDocuments(longitude: Double, latitude: Double) -> [JSONValue] {
        let near = entries.first {
            $0.answersPoints && !$0.hCode.isEmpty && abs((Double($0.longitude) ?? 0) - longitude) < 0.05
                && abs((Double($0.latitude) ?? 0) - latitude) < 0.05
        }
        let inKorea = (33.0...38.7).contains(latitude) && (124.5...132.0).contains(longitude)
        let fallback = fallbackRegions.min { first, second in
            func distance(_ entry: Entry) -> Double {
                let dLat = (Double(entry.latitude) ?? 0) - latitude
                let dLon = (Double(entry.longitude) ?? 0) - longitude
                return dLat * dLat + dLon * dLon
            }
            return distance(first) < distance(second)
        }
        guard let entry = near ?? (inKorea ? fallback : nil) else {
            return []
        }
        func document(_ type: String, name: String, code: String) -> JSONValue {
            let parts = name.split(separator: " ").map(String.init)
            func part(_ index: Int) -> JSONValue { .string(parts.indices.contains(index) ? parts[index] : "") }
            return .object([
                ("region_type", .string(type)),
                ("address_name", .string(name)),
                ("region_1depth_name", part(0)),
                ("region_2depth_name", part(1)),
                ("region_3depth_name", part(2)),
                ("region_4depth_name", .string("")),
                ("code", .string(code)),
                ("x", .number(String(longitude))),
                ("y", .number(String(latitude))),
            ])
        }
        return [
            document("B", name: entry.isKeyword ? entry.hRegion : entry.address, code: entry.bCode),
            document("H", name: entry.hRegion, code: entry.hCode),
        ]
    }

    private static func matches(_ query: String, keyword: Bool) -> [Entry] {
        let wanted = query.trimmed(of: " \t")
        return entries.filter { $0.isKeyword == keyword && $0.queries.contains(wanted) }
    }
}
