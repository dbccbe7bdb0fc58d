/// The seventeen provinces and metropolitan cities (시·도) of South Korea, in the order the
/// statistics office numbers them.
public enum Province: String, Sendable, Hashable, CaseIterable, Codable {
    case seoul, busan, daegu, incheon, gwangju, daejeon, ulsan, sejong
    case gyeonggi, gangwon, chungbuk, chungnam, jeonbuk, jeonnam, gyeongbuk, gyeongnam, jeju

    /// The short name everyone uses (`서울`, `경기`, `전북`).
    public var shortName: String {
        switch self {
        case .seoul: "서울"
        case .busan: "부산"
        case .daegu: "대구"
        case .incheon: "인천"
        case .gwangju: "광주"
        case .daejeon: "대전"
        case .ulsan: "울산"
        case .sejong: "세종"
        case .gyeonggi: "경기"
        case .gangwon: "강원"
        case .chungbuk: "충북"
        case .chungnam: "충남"
        case .jeonbuk: "전북"
        case .jeonnam: "전남"
        case .gyeongbuk: "경북"
        case .gyeongnam: "경남"
        case .jeju: "제주"
        }
    }

    /// The official name today (`서울특별시`, `강원특별자치도` since 2023, `전북특별자치도` since
    /// 2024): the second of `names`.
    public var officialName: String { names[1] }

    /// Every name an address may start with, in this order: the short name, the official name
    /// today, then the older official names (`강원도` before 2023, `전라북도` before 2024,
    /// `제주도`) and the common ones (`서울시`).
    public var names: [String] {
        switch self {
        case .seoul: ["서울", "서울특별시", "서울시"]
        case .busan: ["부산", "부산광역시", "부산시"]
        case .daegu: ["대구", "대구광역시", "대구시"]
        case .incheon: ["인천", "인천광역시", "인천시"]
        case .gwangju: ["광주", "광주광역시"]
        case .daejeon: ["대전", "대전광역시", "대전시"]
        case .ulsan: ["울산", "울산광역시", "울산시"]
        case .sejong: ["세종", "세종특별자치시", "세종시"]
        case .gyeonggi: ["경기", "경기도"]
        case .gangwon: ["강원", "강원특별자치도", "강원도"]
        case .chungbuk: ["충북", "충청북도"]
        case .chungnam: ["충남", "충청남도"]
        case .jeonbuk: ["전북", "전북특별자치도", "전라북도"]
        case .jeonnam: ["전남", "전라남도"]
        case .gyeongbuk: ["경북", "경상북도"]
        case .gyeongnam: ["경남", "경상남도"]
        case .jeju: ["제주", "제주특별자치도", "제주도"]
        }
    }

    /// The province a name stands for, in any of its `names`; nil for anything else (`광주시`
    /// is a city of 경기, not 광주광역시, and is not a province name).
    public init?(name: String) {
        guard let found = Self.byName[name] else { return nil }
        self = found
    }

    /// The province of a 10-digit administrative region code, by its first two digits (the
    /// province's number; 42 and 45 are 강원 and 전북 before they became special provinces,
    /// 51 and 52 after); nil for any other code.
    public init?(regionCode: String) {
        let digits = Array(regionCode.utf8)
        guard digits.count == 10, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let found = Self.byNumber[Int(digits[0] - 48) * 10 + Int(digits[1] - 48)]
        else { return nil }
        self = found
    }

    private static let byName: [String: Province] = Dictionary(
        allCases.flatMap { province in province.names.map { ($0, province) } },
        uniquingKeysWith: { first, _ in first }
    )

    private static let byNumber: [Int: Province] = [
        11: .seoul, 26: .busan, 27: .daegu, 28: .incheon, 29: .gwangju, 30: .daejeon, 31: .ulsan, 36: .sejong,
        41: .gyeonggi, 42: .gangwon, 51: .gangwon, 43: .chungbuk, 44: .chungnam, 45: .jeonbuk, 52: .jeonbuk,
        46: .jeonnam, 47: .gyeongbuk, 48: .gyeongnam, 50: .jeju,
    ]
}
