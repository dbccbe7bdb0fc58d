import Foundation
import QuickSearchDomain

/// The entries one forecast answer holds, and how many of its rows or grades were left out as
/// not in the forecast's form.
public typealias DustForecastAnswer = PortalRows<DustForecastEntry>

/// `ArpltnInforInqireSvc/getMinuDustFrcstDspth` for one release day (`searchDate`): every
/// release of that day so far, each grading the nineteen regions for PM10, PM2.5 and (in season)
/// O3 on today, tomorrow and, from the afternoon release, the day after. Cached until the next
/// release becomes readable.
public struct DustForecastTarget: AirKoreaTarget {
    public typealias Output = DustForecastAnswer

    /// The rows asked for: four releases × three pollutants × three days, with room to spare.
    public static let rows = 100
    /// How long an answer is kept when the release it should hold is late.
    public static let lateLifetime: TimeInterval = 10 * 60
    /// How far back a release may be and still be read (a fallback reads the day before).
    static let oldestRelease: TimeInterval = 3 * 86_400

    /// The day whose releases are asked for.
    public let releaseDay: Date
    /// When the request is made, for what can be current and the expiry; the rows asked for:
    /// `rows`, or one for a probe.
    public let ask: PortalAsk

    public init(releaseDay: Date, requestedAt: Date, rows: Int = Self.rows) {
        self.releaseDay = releaseDay
        ask = PortalAsk(at: requestedAt, rows: rows, most: Self.rows)
    }

    public var answerName: String { "airkorea-forecast" }
    public var operation: String { "ArpltnInforInqireSvc/getMinuDustFrcstDspth" }
    public var parameters: [(name: String, value: String)] { [("searchDate", KoreaTime.calendar.dayText(releaseDay))] }
    public var rowsAsked: Int? { ask.rows }
    /// The longest an answer can stay fresh; each answer names its own expiry.
    public var cacheLifetime: Duration? { .seconds(6 * 3600 + Int(DustForecastSchedule.availability)) }

    /// Every grade of every readable row: a release that is not after the clock (nor older than
    /// three days), a known pollutant, a day from the release's own to two days later, the
    /// grades of known regions. None readable is `noData`. Cached until the next release is
    /// readable, or ten minutes when the newest release due is not in it. Linear in the rows.
    public func output(from envelope: PortalEnvelope<Item>) throws -> Decoded<DustForecastAnswer> {
        var entries: [DustForecastEntry] = []
        var leftOut = 0
        for item in envelope.items.prefix(Self.rows) {
            guard let release = item[.dataTime].flatMap(DustForecastText.release),
                release <= ask.requestedAt.addingTimeInterval(AirKoreaPublication.margin),
                release >= ask.requestedAt.addingTimeInterval(-Self.oldestRelease),
                let pollutant = item[.informCode].flatMap(DustForecastText.pollutant),
                let day = item[.informData].flatMap(DustForecastText.day),
                day >= KoreaTime.calendar.startOfDay(for: release),
                day <= KoreaTime.calendar.startOfDay(for: release).addingTimeInterval(2 * 86_400),
                let text = item[.informGrade]
            else {
                leftOut += 1
                continue
            }
            let (grades, skipped) = DustForecastText.grades(text)
            leftOut += skipped
            let cause = DustForecastText.cause(item[.informCause])
            entries += grades.map { region, grade in
                DustForecastEntry(
                    date: day,
                    pollutant: pollutant,
                    region: region,
                    grade: grade,
                    issuedAt: release,
                    cause: cause
                )
            }
        }
        guard let newest = entries.map(\.issuedAt).max() else {
            throw SourceFailure(
                .noData,
                "\(answerName): no readable forecast released on \(KoreaTime.calendar.dayText(releaseDay)); try again later"
            )
        }
        let due = DustForecastSchedule.latest(at: ask.requestedAt)
        let expiry =
            newest >= due
            ? DustForecastSchedule.nextAvailability(after: ask.requestedAt)
            : ask.requestedAt.addingTimeInterval(Self.lateLifetime)
        return Decoded(DustForecastAnswer(rows: entries, leftOut: leftOut), isCacheable: true, expiresAt: expiry)
    }

    /// One row: a release's grades of one pollutant for one day (other fields are ignored).
    public typealias Item = PortalRecord<Field>

    /// The fields of a row that are read.
    public enum Field: String, PortalField {
        case dataTime, informCode, informData, informGrade, informCause
    }
}
