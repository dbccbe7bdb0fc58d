/// The nineteen regions the national fine-dust forecast grades, by their Korean names: every
/// province one region, but 경기 and 강원 two each.
public enum DustForecastRegion: String, Sendable, Hashable, CaseIterable, Codable, KoreanNamed {
    case seoul, incheon, gyeonggiNorth, gyeonggiSouth, gangwonWest, gangwonEast, daejeon, sejong
    case chungnam, chungbuk, gwangju, jeonbuk, jeonnam, busan, daegu, ulsan, gyeongbuk, gyeongnam, jeju

    /// The region's name, as the forecast and our JSON write it (`경기북부`, `강원영동`).
    public var koreanName: String {
        switch self {
        case .seoul: "서울"
        case .incheon: "인천"
        case .gyeonggiNorth: "경기북부"
        case .gyeonggiSouth: "경기남부"
        case .gangwonWest: "강원영서"
        case .gangwonEast: "강원영동"
        case .daejeon: "대전"
        case .sejong: "세종"
        case .chungnam: "충남"
        case .chungbuk: "충북"
        case .gwangju: "광주"
        case .jeonbuk: "전북"
        case .jeonnam: "전남"
        case .busan: "부산"
        case .daegu: "대구"
        case .ulsan: "울산"
        case .gyeongbuk: "경북"
        case .gyeongnam: "경남"
        case .jeju: "제주"
        }
    }

    /// The ten cities and counties of northern 경기 (경기도 북부: north of the Han, the province's
    /// northern administration), by their stems; every other city of 경기 is 경기남부.
    public static let gyeonggiNorthCities: Set<String> = [
        "고양", "의정부", "동두천", "구리", "남양주", "파주", "양주", "포천", "연천", "가평",
    ]
    /// The seven cities and counties of 강원 east of the Taebaek range (영동), by their stems;
    /// every other city of 강원 is 강원영서.
    public static let gangwonEastCities: Set<String> = ["강릉", "동해", "속초", "삼척", "태백", "고성", "양양"]

    /// The region an area's forecast is for: its province's, and for 경기 and 강원 by the city
    /// (`gyeonggiNorthCities`, `gangwonEastCities`); nil in 경기 or 강원 without a city, whose
    /// region cannot be told.
    public init?(area: PlaceArea) {
        switch area.province {
        case .seoul: self = .seoul
        case .incheon: self = .incheon
        case .daejeon: self = .daejeon
        case .sejong: self = .sejong
        case .chungnam: self = .chungnam
        case .chungbuk: self = .chungbuk
        case .gwangju: self = .gwangju
        case .jeonbuk: self = .jeonbuk
        case .jeonnam: self = .jeonnam
        case .busan: self = .busan
        case .daegu: self = .daegu
        case .ulsan: self = .ulsan
        case .gyeongbuk: self = .gyeongbuk
        case .gyeongnam: self = .gyeongnam
        case .jeju: self = .jeju
        case .gyeonggi:
            guard let stem = area.cityStem else { return nil }
            self = Self.gyeonggiNorthCities.contains(stem) ? .gyeonggiNorth : .gyeonggiSouth
        case .gangwon:
            guard let stem = area.cityStem else { return nil }
            self = Self.gangwonEastCities.contains(stem) ? .gangwonEast : .gangwonWest
        }
    }
}
