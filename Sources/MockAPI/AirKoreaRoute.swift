import Foundation

/// One AirKorea operation of the public data portal (api-facts.md §4).
enum AirKoreaOperation {
    /// `getNearbyMsrstnList`: tmX, tmY → the nearest stations, nearest first.
    case nearbyStations
    /// `getTMStdrCrdnt`: umdName → the dongs of that name with their TM points.
    case dongCoordinates
    /// `getMsrstnAcctoRltmMesureDnsty`: stationName → its hourly readings, newest first.
    case stationReadings
    /// `getCtprvnRltmMesureDnsty`: sidoName (or 전국) → the latest reading of each station.
    case provinceReadings

    var path: String {
        switch self {
        case .nearbyStations: "/B552584/MsrstnInfoInqireSvc/getNearbyMsrstnList"
        case .dongCoordinates: "/B552584/MsrstnInfoInqireSvc/getTMStdrCrdnt"
        case .stationReadings: "/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty"
        case .provinceReadings: "/B552584/ArpltnInforInqireSvc/getCtprvnRltmMesureDnsty"
        }
    }

    var faultRoute: MockFaultRoute {
        switch self {
        case .nearbyStations: .airKoreaNearby
        case .dongCoordinates: .airKoreaDong
        case .stationReadings: .airKoreaStation
        case .provinceReadings: .airKoreaProvince
        }
    }
}

/// An AirKorea operation under `/B552584/`. The gateway checks `serviceKey` first
/// (`PortalGateway.accepts`); then the operation answers JSON for `returnType=json`, XML
/// otherwise. Readings are for the latest hour of the mock's clock (data is published on the hour).
///
/// An unknown dong, station or sido, or a page past the last, is the normal envelope with no
/// items (`totalCount` the number of rows); a missing parameter is `resultCode` 11, an
/// unreadable one 10, as the portal answers.
struct AirKoreaRoute: PortalRowsRoute {
    let operation: AirKoreaOperation
    let serviceKey: String
    /// The mock's clock; nil: the real one.
    let now: Date?

    var faultRoute: MockFaultRoute? { operation.faultRoute }
    var service: PortalService { .airKorea }
    var path: String { operation.path }

    func rows(for request: HTTPRequest) throws(PortalResult) -> [JSONValue] {
        let latest = AirKoreaReadingGenerator(latestAt: now ?? Date())
        switch operation {
        case .nearbyStations:
            guard let xText = request.queryValue("tmX"), let yText = request.queryValue("tmY") else {
                throw .missingParameter
            }
            guard let x = Double(xText), let y = Double(yText), x.isFinite, y.isFinite else {
                throw .invalidParameter
            }
            let nearest = AirKoreaStationCatalog.stations
                .map { (station: $0, distance: $0.distance(toX: x, y: y)) }
                .sorted { $0.distance < $1.distance }
                .prefix(3)
            return nearest.enumerated().map { index, entry in
                let tenths = (entry.distance * 10).rounded() / 10
                // The portal writes the distance as a number or as a string: both occur.
                let distance: JSONValue =
                    index.isMultiple(of: 2) ? .number(String(tenths)) : .string(String(tenths))
                return .object([
                    ("stationName", .string(entry.station.name)),
                    ("addr", .string(entry.station.address)),
                    ("tm", distance),
                ])
            }
        case .dongCoordinates:
            guard let name = request.queryValue("umdName"), !name.isEmpty else { throw .missingParameter }
            return PortalDongCatalog.rows(named: name).map { row in
                .object([
                    ("sidoName", .string(row.sido)),
                    ("sggName", .string(row.sgg)),
                    ("umdName", .string(row.umd)),
                    ("tmX", .string(row.tmX)),
                    ("tmY", .string(row.tmY)),
                ])
            }
        case .stationReadings:
            guard let name = request.queryValue("stationName"), !name.isEmpty else { throw .missingParameter }
            guard let station = AirKoreaStationCatalog.station(named: name) else { return [] }
            let hours =
                switch request.queryValue("dataTerm")?.uppercased() {
                case "MONTH": 24 * 30
                case "3MONTH": 24 * 90
                default: 24
                }
            return (0..<hours).filter { !station.outages.omits(hour: latest.hour - $0) }.map { back in
                AirKoreaReadingGenerator(hour: latest.hour - back).item(for: station, named: false)
            }
        case .provinceReadings:
            guard let sido = request.queryValue("sidoName"), !sido.isEmpty else { throw .missingParameter }
            return AirKoreaStationCatalog.stations(inSido: sido).filter { !$0.outages.omits(hour: latest.hour) }.map {
                latest.item(for: $0, named: true)
            }
        }
    }
}

extension MockFaultRoute {
    /// `getNearbyMsrstnList`.
    public static let airKoreaNearby = MockFaultRoute(registering: "airkorea-nearby")
    /// `getTMStdrCrdnt`.
    public static let airKoreaDong = MockFaultRoute(registering: "airkorea-dong")
    /// `getMsrstnAcctoRltmMesureDnsty`.
    public static let airKoreaStation = MockFaultRoute(registering: "airkorea-station")
    /// `getCtprvnRltmMesureDnsty`.
    public static let airKoreaProvince = MockFaultRoute(registering: "airkorea-province")
}
