import Foundation
import QuickSearchDomain

/// A fine-dust alert as the cache keeps it read: its fields in declaration order, the three
/// kinds by case position (the year's list is `PortalRows`' form of them). `dust`, `weather` and `brief` ask for the year's list on
/// every run (the operation has no filter by place); while the answer is fresh they read it back
/// from this form instead of decoding and checking its few hundred rows again.
extension DistrictDustAlert: CompactStorable {
    public static var compactLayout: String { "dust-alerts-2" }

    public func write(to writer: inout CompactWriter) {
        writer.write(case: pollutant)
        writer.write(case: level)
        writer.write(case: province)
        writer.write(area)
        writer.write(issuedAt)
        writer.write(clearedAt)
        writer.write(value)
    }

    public init(from reader: inout CompactReader) throws(CompactReader.Malformed) {
        self.init(
            pollutant: try reader.readCase(Pollutant.self),
            level: try reader.readCase(AlertLevel.self),
            province: try reader.readCase(Province.self),
            area: try reader.readString(),
            issuedAt: try reader.readDate(),
            clearedAt: try reader.readOptionalDate(),
            value: try reader.readOptionalDouble()
        )
    }
}
