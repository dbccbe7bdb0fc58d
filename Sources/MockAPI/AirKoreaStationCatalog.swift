/// A synthetic AirKorea measuring station: its province (the portal's short sido name), name,
/// address and TM position (EPSG:5181, metres, precomputed from a latitude and longitude with
/// the same projection the clients use).
struct AirKoreaStation {
    let sido: String
    let name: String
    let address: String
    let x: Double
    let y: Double
    /// What this station does not measure right now, and why.
    var outages: AirKoreaOutages = .none

    /// Straight-line distance to a TM point, km.
    func distance(toX pointX: Double, y pointY: Double) -> Double {
        ((x - pointX) * (x - pointX) + (y - pointY) * (y - pointY)).squareRoot() / 1000
    }
}

/// The stations of the mock's AirKorea, at least one in every province, with the anomalies
/// clients must handle: 강남구 (about 0.3 km from the Gangnam-gu office) never has PM values, so
/// a client must fall back to 도산대로; 연산동 (by Busan City Hall) has gaps in its day of hours;
/// others carry flags or `"-"` values.
enum AirKoreaStationCatalog {
    static let stations: [AirKoreaStation] = [
        AirKoreaStation(sido: "서울", name: "중구", address: "서울 중구 덕수궁길 15", x: 197800.1, y: 451652.0),
        AirKoreaStation(sido: "서울", name: "종로구", address: "서울 종로구 종로35가길 19", x: 200441.7, y: 452495.3),
        AirKoreaStation(
            sido: "서울",
            name: "용산구",
            address: "서울 용산구 한남대로 136",
            x: 200441.9,
            y: 448943.6,
            outages: .pm25CommunicationFailure
        ),
        AirKoreaStation(
            sido: "서울",
            name: "강남구",
            address: "서울 강남구 학동로 426",
            x: 204190.4,
            y: 446447.5,
            outages: .noParticulates
        ),
        AirKoreaStation(sido: "서울", name: "도산대로", address: "서울 강남구 도산대로 104", x: 203094.2, y: 446391.5),
        AirKoreaStation(
            sido: "부산",
            name: "광복동",
            address: "부산 중구 광복로 55번길 10",
            x: 385287.1,
            y: 179967.8,
            outages: .pm10Calibration
        ),
        AirKoreaStation(
            sido: "부산",
            name: "연산동",
            address: "부산 연제구 고분로 36",
            x: 389285.3,
            y: 189486.6,
            outages: .hourlyGaps
        ),
        AirKoreaStation(
            sido: "대구",
            name: "수창동",
            address: "대구 중구 태평로 144",
            x: 344133.9,
            y: 265351.5,
            outages: .khaiMissingOddHours
        ),
        AirKoreaStation(
            sido: "인천",
            name: "송도",
            address: "인천 연수구 송도동 6-1",
            x: 170067.6,
            y: 432127.3,
            outages: .ozoneDataError
        ),
        AirKoreaStation(sido: "광주", name: "농성동", address: "광주 서구 농성동 271-3", x: 189885.9, y: 184074.6),
        AirKoreaStation(sido: "대전", name: "문창동", address: "대전 중구 문창동 30", x: 238704.5, y: 313305.8),
        AirKoreaStation(sido: "울산", name: "삼산동", address: "울산 남구 삼산로 263", x: 411948.6, y: 229518.8),
        AirKoreaStation(sido: "경기", name: "인계동", address: "경기 수원시 팔달구 인계로 178", x: 202927.2, y: 418312.2),
        AirKoreaStation(sido: "경기", name: "경안동", address: "경기 광주시 경안로 73", x: 222752.6, y: 434546.4),
        AirKoreaStation(sido: "강원", name: "중앙로", address: "강원 춘천시 중앙로 11", x: 264221.6, y: 487042.8),
        AirKoreaStation(sido: "충북", name: "복대동", address: "충북 청주시 흥덕구 복대로 202", x: 239349.6, y: 349041.4),
        AirKoreaStation(sido: "충남", name: "성황동", address: "충남 천안시 동남구 성황동 13", x: 213384.6, y: 368160.0),
        AirKoreaStation(sido: "전북", name: "중앙동", address: "전북 전주시 완산구 중앙동 3가", x: 213374.5, y: 258082.4),
        AirKoreaStation(sido: "전남", name: "용당동", address: "전남 목포시 용당로 240", x: 144178.7, y: 145076.7),
        AirKoreaStation(sido: "경북", name: "장흥동", address: "경북 포항시 남구 장흥동 1", x: 413167.0, y: 284295.1),
        AirKoreaStation(sido: "경남", name: "회원동", address: "경남 창원시 마산회원구 회원동 2", x: 343661.7, y: 193309.2),
        AirKoreaStation(sido: "제주", name: "이도동", address: "제주 제주시 이도동 1207", x: 156326.7, y: 914.3),
        AirKoreaStation(sido: "세종", name: "아름동", address: "세종 아름동 1", x: 222125.0, y: 335108.4),
    ]

    /// The stations of one sido, or of all for `전국`.
    static func stations(inSido sido: String) -> [AirKoreaStation] {
        sido == "전국" ? stations : stations.filter { $0.sido == sido }
    }

    /// The station named `name`, if any.
    static func station(named name: String) -> AirKoreaStation? {
        stations.first { $0.name == name }
    }
}
