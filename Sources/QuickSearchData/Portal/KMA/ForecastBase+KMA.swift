import QuickSearchDomain

extension ForecastBase {
    /// `base_date`: the base's `yyyyMMdd` in Korea time, as KMA names it.
    public var baseDate: String {
        KMADateTime.date(issuedAt)
    }

    /// `base_time`: the base's `HHmm` in Korea time, as KMA names it.
    public var baseTime: String {
        KMADateTime.time(issuedAt)
    }
}
