/// The KMA short-term forecast operations the mock serves under
/// `/1360000/VilageFcstInfoService_2.0/`, with their base times and publication delays
/// (api-facts.md §6).
enum KMAForecastKind: CaseIterable {
    /// `getVilageFcst`: bases 0200, 0500, …, 2300, each published 10 minutes later.
    case village
    /// `getUltraSrtNcst`: base HH00, published at HH:10.
    case nowcast
    /// `getUltraSrtFcst`: base HH30, published at HH:45.
    case ultraShort

    static let pathPrefix = "/1360000/VilageFcstInfoService_2.0/"

    var path: String {
        switch self {
        case .village: Self.pathPrefix + "getVilageFcst"
        case .nowcast: Self.pathPrefix + "getUltraSrtNcst"
        case .ultraShort: Self.pathPrefix + "getUltraSrtFcst"
        }
    }

    var faultRoute: MockFaultRoute {
        switch self {
        case .village: .kmaVillage
        case .nowcast: .kmaNowcast
        case .ultraShort: .kmaUltraShort
        }
    }

    /// Whether a `base_time` (hour, minute) names a base of this operation.
    func isBase(hour: Int, minute: Int) -> Bool {
        switch self {
        case .village: minute == 0 && hour % 3 == 2
        case .nowcast: minute == 0
        case .ultraShort: minute == 30
        }
    }

    /// Seconds from a base's nominal time to its publication.
    var publicationDelay: Int {
        switch self {
        case .village, .nowcast: 10 * 60
        case .ultraShort: 15 * 60
        }
    }
}

extension MockFaultRoute {
    /// `/1360000/VilageFcstInfoService_2.0/getVilageFcst`.
    public static let kmaVillage = MockFaultRoute(registering: "kma-village")
    /// `/1360000/VilageFcstInfoService_2.0/getUltraSrtNcst`.
    public static let kmaNowcast = MockFaultRoute(registering: "kma-nowcast")
    /// `/1360000/VilageFcstInfoService_2.0/getUltraSrtFcst`.
    public static let kmaUltraShort = MockFaultRoute(registering: "kma-ultra-short")
}
