import Foundation
import QuickSearchDomain

/// `VilageFcstInfoService_2.0/{getVilageFcst|getUltraSrtNcst|getUltraSrtFcst}` for one grid
/// cell and base: the rows of that cell and base as `ForecastItem`s, each checked, and what was
/// left out (`KMAForecastRows`). An answer is cached until its operation publishes the next
/// base, so a repeated call within the hour costs no request.
public struct KMAForecastTarget: PortalRequestTarget {
    public typealias Output = KMAForecastRows

    /// The most rows asked for: a whole `getVilageFcst` base is about 800–1000 rows.
    public static let villageRows = 1000
    /// The most rows asked for from the now-cast (8) and the ultra-short forecast (6 h × 10).
    public static let shortRows = 100
    /// How long an answer for an older base than the newest (after a `NO_DATA` fall-back) is
    /// kept: the newest is due any moment.
    public static let fallbackLifetime: TimeInterval = 10 * 60
    /// The longest value read, in bytes: longer than any KMA writes.
    static let maximumValueLength = 64

    public let operation: ForecastOperation
    public let base: ForecastBase
    public let grid: ForecastGridPoint
    /// When the request is made (the client's clock), for the cache expiry of its answer.
    public let requestedAt: Date

    public var answerName: String {
        switch operation {
        case .villageForecast: "kma-village"
        case .nowcast: "kma-nowcast"
        case .ultraShortForecast: "kma-ultra-short"
        }
    }

    public var path: String { "/1360000/VilageFcstInfoService_2.0/" + operationName }

    /// The operation as KMA names it.
    var operationName: String {
        switch operation {
        case .villageForecast: "getVilageFcst"
        case .nowcast: "getUltraSrtNcst"
        case .ultraShortForecast: "getUltraSrtFcst"
        }
    }

    /// The longest an answer can stay fresh (a village base lasts three hours); each answer
    /// names its own expiry.
    public var cacheLifetime: Duration? { .seconds(3 * 3600 + 15 * 60) }

    var rowLimit: Int {
        operation == .villageForecast ? Self.villageRows : Self.shortRows
    }

    public var queryItems: [(name: String, value: String)] {
        [
            ("pageNo", "1"),
            ("numOfRows", String(rowLimit)),
            ("dataType", "JSON"),
            ("base_date", base.baseDate),
            ("base_time", base.baseTime),
            ("nx", String(grid.x)),
            ("ny", String(grid.y)),
        ]
    }

    /// The answer read straight from its JSON (`KMAForecastTarget.readDirectly`) when it has
    /// the plain shape KMA sends, else through the portal's envelope (`output(from:)`): both
    /// read every answer the same.
    public func decode(_ response: HTTPResponse) throws -> Decoded<KMAForecastRows> {
        if let read = try readDirectly(response) { return read }
        return try output(from: PortalErrorReading.envelope(Item.self, from: response, source: answerName))
    }

    /// The rows of the cell and base asked (at most `rowLimit` are read), in KMA's forms and
    /// within the base's range; rows of another cell or base are ignored, a missing-value
    /// sentinel is no value, and every other value or time that is not KMA's is left out and
    /// counted for the report's note. An answer with nothing left is `noData`, so that the
    /// previous base can stand in, with a message saying why. Linear in the rows.
    public func output(from envelope: PortalEnvelope<Item>) throws -> Decoded<KMAForecastRows> {
        let cell = RowCell(grid: grid, base: base)
        return try output(rowCount: envelope.items.count) { index, instants in
            let item = envelope.items[index]
            return item.isFor(cell) ? item.reading(operation, instants: &instants) : nil
        }
    }

    /// `output(from:)` over `rowCount` rows, the first `rowLimit` of them asked of `row`: its
    /// reading, or nil for a row of another cell or base.
    func output(
        rowCount: Int,
        row: (Int, inout KMADateTime.Memo) throws -> RowReading?
    ) throws -> Decoded<KMAForecastRows> {
        var rows = KMAForecastRows(items: [], unpublishedCategories: [], unpublishedCount: 0, outOfRangeCount: 0)
        var kept: [Row] = []
        var otherCellOrBase = 0
        var instants = KMADateTime.Memo()
        for index in 0..<min(rowCount, rowLimit) {
            guard let reading = try row(index, &instants) else {
                otherCellOrBase += 1
                continue
            }
            switch reading {
            case .row(let row) where operation.covers(row.item.time, base: base):
                kept.append(row)
            case .row, .untimed:
                rows.outOfRangeCount += 1
            case .unpublished(let category):
                rows.unpublishedCount += 1
                if !rows.unpublishedCategories.contains(category) { rows.unpublishedCategories.append(category) }
            case .ignored:
                continue
            }
        }
        rows.items = Self.items(of: kept)
        guard !rows.items.isEmpty else {
            let asked = "grid \(grid.x),\(grid.y) at the \(base.baseDate) \(base.baseTime) base"
            let reason =
                otherCellOrBase > 0 && otherCellOrBase == min(rowCount, rowLimit)
                ? "the answer has no rows for \(asked) (its rows are for another cell or base)"
                : "the answer has no readable rows for \(asked)" + (rows.leftOut.map { " (\($0))" } ?? "")
            throw SourceFailure(.noData, "\(answerName): \(reason); try again later")
        }
        return Decoded(rows, isCacheable: true, expiresAt: expiry)
    }

    /// The items of `rows`, in their order, without the rows of a category that gives way to
    /// another one at the same time when that one has a row then (`KMACategory.givesWayTo`).
    /// Linear in the rows.
    static func items(of rows: [Row]) -> [ForecastItem] {
        let present = Set(rows.map { Row.Slot(category: $0.category, time: $0.item.time) })
        return rows.compactMap { row in
            if let stronger = row.category.givesWayTo,
                present.contains(Row.Slot(category: stronger, time: row.item.time))
            {
                return nil
            }
            return row.item
        }
    }

    /// A row read: its category as KMA names it, and its value for its time.
    struct Row: Equatable {
        var category: KMACategory
        var item: ForecastItem

        /// A category at a time.
        struct Slot: Hashable {
            var category: KMACategory
            var time: Date
        }
    }

    /// The next base's publication; sooner for an older base than the newest.
    var expiry: Date {
        let next = operation.nextPublication(after: requestedAt)
        guard base == operation.latestBase(at: requestedAt) else {
            return min(next, requestedAt.addingTimeInterval(Self.fallbackLifetime))
        }
        return next
    }

    /// The grid cell and base asked, as a row names them.
    struct RowCell {
        var grid: ForecastGridPoint
        var baseDate: String
        var baseTime: String
        /// The cell's indices as a row's numbers read (`60.0`), to match most rows without
        /// reading their numbers back.
        var columnText: String?
        var rowText: String?
        /// The base's date and time as UTF-8, when all ASCII (as a base always is), to compare a
        /// row's bytes with.
        var baseDateBytes: [UInt8]?
        var baseTimeBytes: [UInt8]?

        init(grid: ForecastGridPoint, base: ForecastBase) {
            self.grid = grid
            baseDate = base.baseDate
            baseTime = base.baseTime
            columnText = Self.text(of: grid.x)
            rowText = Self.text(of: grid.y)
            baseDateBytes = Self.ascii(baseDate)
            baseTimeBytes = Self.ascii(baseTime)
        }

        /// The UTF-8 of `text` when it is all ASCII.
        private static func ascii(_ text: String) -> [UInt8]? {
            let bytes = Array(text.utf8)
            return bytes.allSatisfy { $0 < 0x80 } ? bytes : nil
        }

        /// The text a row's number `index` reads as; nil past 2^53, where a `Double` no longer
        /// holds every whole number.
        private static func text(of index: Int) -> String? {
            index.magnitude < 1 << 53 ? PortalText.text(Double(index)) : nil
        }

        /// Whether `text` is the grid index `index`: at once when it is the text a number `index`
        /// reads as, else by reading it (a whole number, as a JSON number or as a string).
        static func index(_ text: String?, is index: Int, writtenAs usual: String?) -> Bool {
            guard let text else { return false }
            return text == usual || NumberText.decimal(text).flatMap({ Int(exactly: $0) }) == index
        }
    }

    /// What a row is to a reader.
    enum RowReading: Equatable {
        /// A row in KMA's form.
        case row(Row)
        /// A value of a category KMA names that is not in a form it publishes for it.
        case unpublished(category: String)
        /// A date or time that is not a real one (`20261131`, `2400`), or a forecast time
        /// off the hour (KMA forecasts whole hours: `1330` is no forecast time).
        case untimed
        /// Not a row to read or to count: a category that is not KMA's or not read, a
        /// missing-value sentinel, or a missing field.
        case ignored
    }

    /// One row: forecasts carry `fcstDate`, `fcstTime`, `fcstValue`; observations `baseDate`,
    /// `baseTime`, `obsrValue`; both name their base and grid cell.
    public typealias Item = PortalRecord<KMAForecastField>
}

/// The fields of a forecast or observation row that are read.
public enum KMAForecastField: String, PortalField {
    case category, baseDate, baseTime, fcstDate, fcstTime, fcstValue, obsrValue, nx, ny
}

extension PortalRecord where Field == KMAForecastField {
    /// Whether the row names the cell and base asked (`nx`/`ny` whole numbers, written as
    /// numbers or strings; `baseDate`/`baseTime` exactly as the request named them).
    func isFor(_ cell: KMAForecastTarget.RowCell) -> Bool {
        typealias Cell = KMAForecastTarget.RowCell
        return Cell.index(self[.nx], is: cell.grid.x, writtenAs: cell.columnText)
            && Cell.index(self[.ny], is: cell.grid.y, writtenAs: cell.rowText)
            && self[.baseDate] == cell.baseDate && self[.baseTime] == cell.baseTime
    }

    /// The row read for `operation` (`KMAForecastTarget.reading`); a row without a category
    /// that is read is not read.
    func reading(_ operation: ForecastOperation, instants: inout KMADateTime.Memo) -> KMAForecastTarget.RowReading {
        guard let name = self[.category], let category = KMACategory(name: name) else { return .ignored }
        let fields = KMAForecastField.read(for: operation)
        return KMAForecastTarget.reading(
            category,
            value: self[fields.value],
            date: self[fields.date],
            time: self[fields.time],
            operation,
            instants: &instants
        )
    }
}

extension KMAForecastField {
    /// The fields holding a row's value, date and time for `operation`: an observation's value
    /// at its base for the now-cast, else a forecast's value at its time.
    static func read(for operation: ForecastOperation) -> (value: Self, date: Self, time: Self) {
        operation == .nowcast ? (.obsrValue, .baseDate, .baseTime) : (.fcstValue, .fcstDate, .fcstTime)
    }
}

extension KMAForecastTarget {
    /// A row of `category` read for `operation` from its texts: the value in a form
    /// `KMACategory.reading` accepts for the category, the date and time real ones
    /// (`KMADateTime`), and a forecast's time on the hour. A missing text is a row not to read.
    static func reading(
        _ category: KMACategory,
        value: String?,
        date: String?,
        time: String?,
        _ operation: ForecastOperation,
        instants: inout KMADateTime.Memo
    ) -> RowReading {
        guard let value, let date, let time else { return .ignored }
        let text = value.trimmingSpaces()
        guard text.utf8.count <= maximumValueLength else { return .unpublished(category: category.rawValue) }
        switch category.reading(text) {
        case .missing: return .ignored
        case .unpublished: return .unpublished(category: category.rawValue)
        case .value(let value):
            guard operation == .nowcast || KMADateTime.isOnTheHour(time),
                let instant = instants.instant(date: date, time: time)
            else { return .untimed }
            return .row(Row(category: category, item: ForecastItem(time: instant, value: value)))
        }
    }
}
