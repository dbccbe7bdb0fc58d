import Foundation
import QuickSearchDomain

/// A fine-dust forecast entry as the cache keeps it read (the answer is `PortalRows`' form of
/// them): its day, pollutant, region, grade, release and cause. While the release is fresh,
/// `dust --forecast` and `brief` read the entries back from this form instead of reading the
/// release's text again, so a release is judged against the clock of the run that fetched it.
extension DustForecastEntry: CompactStorable {
    public static var compactLayout: String { "dust-forecast-1" }

    public func write(to writer: inout CompactWriter) {
        writer.write(date)
        writer.write(case: pollutant)
        writer.write(case: region)
        writer.write(case: grade)
        writer.write(issuedAt)
        writer.write(cause)
    }

    public init(from reader: inout CompactReader) throws(CompactReader.Malformed) {
        self.init(
            date: try reader.readDate(),
            pollutant: try reader.readCase(ForecastPollutant.self),
            region: try reader.readCase(DustForecastRegion.self),
            grade: try reader.readCase(DustGrade.self),
            issuedAt: try reader.readDate(),
            cause: try reader.readOptionalString()
        )
    }
}
