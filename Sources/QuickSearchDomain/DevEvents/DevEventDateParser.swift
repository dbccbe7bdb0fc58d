import Foundation

/// Reads the period text of an entry (`접수: 07. 07(화) ~ 08. 22(토) 09:00`, without its key)
/// into instants in Asia/Seoul. Pure: the same text and section always give the same result,
/// and no input makes it fail: what cannot be read gives `DevEventSchedule.unknown`.
///
/// Forms: `MM. DD(요일)` with an optional time, ranges with `~` (or a dash), same-day time ranges
/// (`10. 30(목) 19:30 ~ 20:30`, also `19:30 20:30` without the tilde), open ranges
/// (`05. 03(월) ~` and ` ~ 07. 30(금)`), and the anomalies listed on `DevEventDateReader`.
///
/// Years are rarely written, so they are inferred from the section heading:
/// - a written year (`25. 9. 29(월)`) always wins;
/// - the last date of the period (the end, or the only date) takes the year that puts it
///   nearest the heading's month: a month more than six months after the heading's belongs to
///   the previous year (`12. 20` under `26년 01월` is 2025-12-20), one more than six months
///   before it to the next year (`01. 05` under `25년 12월` is 2026-01-05), anything else to
///   the heading's year;
/// - the start takes the end's year, or the year before when its month is later than the
///   end's month (a window across the year end: `12. 14 ~ 01. 05` under `26년 01월` starts
///   on 2025-12-14); an end written after a lone start is placed after it the same way.
///
/// Times: a date without a time starts at 00:00:00 and ends at 23:59:59; `24시` ending a date
/// of its own is the end of that day (as if no time were given), and ending a same-day time
/// range (`19:00 ~ 24:00`) midnight at the end of the day; an end given as a time only is on the start's day (the next day
/// when it is earlier than the start time); a single date with a start time and a `(N시간)`
/// note ends N hours later.
public enum DevEventDateParser {
    /// The schedule of `text`, with years inferred from `section`.
    public static func parse(_ text: String, in section: DevEventMonth) -> DevEventSchedule {
        let tokenizer = DevEventDateTokenizer(text)
        let items = DevEventDateReader.items(from: tokenizer.tokens)
        guard let range = DevEventDateRange(items: items, durationHours: tokenizer.durationHours) else {
            return .unknown
        }
        return range.schedule(in: section)
    }
}
