import Foundation
import Testing

@testable import QuickSearchDomain

/// Which alerts concern a place: zones by province and city, fine-dust areas by district, and
/// what is in force at a time.
@Suite("Alert matching")
struct AlertMatchingTests {
    static let jongno = PlaceArea(province: .seoul, city: "종로구")
    static let gangnam = PlaceArea(province: .seoul, city: "강남구")
    static let suwon = PlaceArea(province: .gyeonggi, city: "수원시")
    static let gangneung = PlaceArea(province: .gangwon, city: "강릉시")
    static let ulleung = PlaceArea(province: .gyeongbuk, city: "울릉군")
    static let busan = PlaceArea(province: .busan, city: "연제구")

    @Test("a province covers all of it, its parts only their cities; sea zones cover no land")
    func zones() {
        let seoul = WarningZone(name: "서울", parts: [])
        #expect(seoul.covers(Self.jongno) && !seoul.covers(Self.suwon))
        let gyeonggi = WarningZone(name: "경기도", parts: ["수원", "성남"])
        #expect(gyeonggi.covers(Self.suwon))
        #expect(!gyeonggi.covers(PlaceArea(province: .gyeonggi, city: "고양시")))
        #expect(gyeonggi.covers(PlaceArea(province: .gyeonggi, city: nil)), "an unknown city is shown the alert")
        #expect(WarningZone(name: "강원도", parts: ["강릉평지", "동해평지"]).covers(Self.gangneung))
        #expect(WarningZone(name: "강원북부산지", parts: []).covers(Self.gangneung))
        #expect(WarningZone(name: "서울동남권", parts: []).covers(Self.jongno))
        #expect(WarningZone(name: "울릉도.독도", parts: []).covers(Self.ulleung))
        #expect(!WarningZone(name: "울릉도.독도", parts: []).covers(Self.busan))
        #expect(!WarningZone(name: "동해중부앞바다", parts: []).covers(Self.gangneung))
        #expect(!WarningZone(name: "제주도앞바다", parts: []).covers(PlaceArea(province: .jeju, city: "제주시")))
    }

    static func dust(
        _ area: String,
        province: Province = .seoul,
        issued: Double,
        cleared: Double?
    ) -> DistrictDustAlert {
        let base = Date(timeIntervalSince1970: 1_795_618_800)
        return DistrictDustAlert(
            pollutant: .pm10,
            level: .advisory,
            province: province,
            area: area,
            issuedAt: base.addingTimeInterval(issued * 3600),
            clearedAt: cleared.map { base.addingTimeInterval($0 * 3600) },
            value: 168
        )
    }

    @Test("Seoul's areas by district; a city by its name; another province's 권역 or the district's name, all of it")
    func dustAreas() {
        #expect(Self.dust("동남권", issued: 0, cleared: nil).covers(Self.gangnam))
        #expect(!Self.dust("동남권", issued: 0, cleared: nil).covers(Self.jongno))
        #expect(Self.dust("서울 도심권", issued: 0, cleared: nil).covers(Self.jongno))
        #expect(Self.dust("서울", issued: 0, cleared: nil).covers(Self.jongno))
        #expect(Self.dust("남부권", province: .gyeonggi, issued: 0, cleared: nil).covers(Self.suwon))
        #expect(Self.dust("수원시", province: .gyeonggi, issued: 0, cleared: nil).covers(Self.suwon))
        #expect(!Self.dust("성남시", province: .gyeonggi, issued: 0, cleared: nil).covers(Self.suwon))
        #expect(!Self.dust("동남권", issued: 0, cleared: nil).covers(Self.busan))
        #expect(Self.dust("동남권", issued: 0, cleared: nil).alert.text == "미세먼지(PM10) 주의보 168㎍/㎥")
        #expect(Self.dust("동남권", issued: 0, cleared: nil).alert.region == "서울 동남권")
    }

    @Test("in force: issued by now and not cleared by now; with clearedSince, the cleared ones since too")
    func inForce() {
        let bulletin = AlertBulletin(
            warnings: .available([
                ZonedWarning(
                    kind: .dryness,
                    level: .advisory,
                    zones: [WarningZone(name: "서울", parts: [])],
                    issuedAt: Date(timeIntervalSince1970: 1_795_640_400)
                )
            ]),
            dustAlerts: .available([
                Self.dust("동남권", issued: 10, cleared: 16), Self.dust("동남권", issued: 20, cleared: nil),
                Self.dust("서울", issued: -20, cleared: -14),
            ])
        )
        let base = Date(timeIntervalSince1970: 1_795_618_800)
        let at14 = bulletin.alerts(for: Self.gangnam, at: base.addingTimeInterval(14 * 3600))
        #expect(at14.map(\.kind) == [.dryness, .pm10])
        #expect(at14.allSatisfy { $0.isInForce }, "a clearing at 16:00 has not happened at 14:00")
        #expect(bulletin.alerts(for: Self.gangnam, at: base.addingTimeInterval(17 * 3600)).map(\.kind) == [.dryness])
        let today = bulletin.alerts(for: Self.gangnam, at: base.addingTimeInterval(17 * 3600), clearedSince: base)
        #expect(today.count == 2 && today.last?.clearedAt == base.addingTimeInterval(16 * 3600))
        #expect(bulletin.alerts(for: Self.busan, at: base.addingTimeInterval(14 * 3600)).isEmpty)
        #expect(bulletin.alerts(for: nil, at: base.addingTimeInterval(14 * 3600)).count == 2)
    }

    @Test("gravest first: a warning before an advisory before a preliminary one")
    func order() {
        let alert = { (level: AlertLevel) in
            Alert(
                source: .weatherWarnings,
                kind: .heavyRain,
                level: level,
                region: "서울",
                issuedAt: nil,
                clearedAt: nil,
                text: ""
            )
        }
        #expect(
            [alert(.preliminary), alert(.warning), alert(.advisory)].sorted(by: Alert.listingOrder).map(\.level)
                == [.warning, .advisory, .preliminary]
        )
    }
}
