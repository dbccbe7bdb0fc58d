import Foundation
import QuickSearchDomain

/// A year's fine-dust alerts as the cache keeps them read: the count left out, then every alert's
/// fields in declaration order. `dust`, `weather` and `brief` ask for the year's list on every run
/// (the operation has no filter by place); while the answer is fresh they read it back from this
/// form instead of decoding and checking its few hundred rows again. Linear in the alerts.
extension PortalRows: CompactStorable where Row == DistrictDustAlert {
    public static var compactLayout: String { "dust-alerts-1" }

    public func write(to writer: inout CompactWriter) {
        writer.write(leftOut)
        writer.write(UInt64(rows.count))
        for alert in rows {
            writer.write(alert.pollutant.rawValue)
            writer.write(alert.level.rawValue)
            writer.write(alert.province.rawValue)
            writer.write(alert.area)
            writer.write(alert.issuedAt)
            writer.write(alert.clearedAt)
            writer.write(alert.value != nil)
            if let value = alert.value { writer.write(value.bitPattern) }
        }
    }

    public init(from reader: inout CompactReader) throws(CompactReader.Malformed) {
        let leftOut = try reader.readInt()
        let count = try reader.readCount()
        var alerts: [DistrictDustAlert] = []
        alerts.reserveCapacity(count)
        for _ in 0..<count {
            let pollutant = try Self.known(Pollutant(rawValue: try reader.readString()))
            let level = try Self.known(AlertLevel(rawValue: try reader.readString()))
            let province = try Self.known(Province(rawValue: try reader.readString()))
            let area = try reader.readString()
            let issuedAt = try reader.readDate()
            let clearedAt = try reader.readOptionalDate()
            let value = try reader.readBool() ? Double(bitPattern: try reader.readUInt64()) : nil
            alerts.append(
                DistrictDustAlert(
                    pollutant: pollutant,
                    level: level,
                    province: province,
                    area: area,
                    issuedAt: issuedAt,
                    clearedAt: clearedAt,
                    value: value
                )
            )
        }
        self.init(rows: alerts, leftOut: leftOut)
    }

    /// A value read back, or malformed when the name is none of ours.
    private static func known<Value>(_ value: Value?) throws(CompactReader.Malformed) -> Value {
        guard let value else { throw CompactReader.Malformed() }
        return value
    }
}
