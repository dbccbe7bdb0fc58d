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
///   end's month and the window across the year end spans at most six months (`12. 14 ~ 01. 05`
///   under `26년 01월` starts on 2025-12-14); an end written after a lone start is placed after
///   it the same way;
/// - a start whose end is written but cannot be read (`03. 28(토) ~ '26. 04월 중` under
///   `26년 04월`) takes the heading's year when its month is at or before the heading's, else
///   the year before.
///
/// An end written before its start within those six months (`05. 14(수) ~ 04. 23(수)` under
/// `25년 05월`, `04. 24 ~ 04. 20`) is a typo: both dates are kept as written in one year, in
/// order (04-23 to 05-14), and the schedule is marked `doubtful`.
///
/// Times: a date without a time starts at 00:00:00 and ends at 23:59:59; `24:00` and `24시` are
/// the end of their day, 23:59:59 with the time given (`02. 21(월) 24:00` and `12:00 - 24:00`
/// alike); an end given as a time only is on the start's day (the next day when it is earlier
/// than the start time); a day range followed by a time range (`04. 28(수) ~ 30(금) 19:00 ~
/// 22:00`) runs from the first time on the first day to the second on the last; a single date
/// with a start time and a `(N시간)` note ends N hours later.
///
/// Linear in the text.
public enum DevEventDateParser {
    /// The schedule of `text`, with years inferred from `section`.
    public static func parse(_ text: String, in section: DevEventMonth) -> DevEventSchedule {
        let tokenizer = DevEventDateTokenizer(text)
        let reading = DevEventDateReader.read(tokenizer.tokens)
        guard
            let range = DevEventDateRange(
                items: reading.items,
                durationHours: tokenizer.durationHours,
                endUnreadable: reading.unreadAfterSeparator
            )
        else {
            return .unknown
        }
        return range.schedule(in: section)
    }

    /// Whether `text` is nothing but a date range (`10. 12(화) ~ 11. 14(일)`): two dates, or a
    /// date and a time, around a range separator, and no other word.
    public static func readsAsDateRange(_ text: String) -> Bool {
        let tokenizer = DevEventDateTokenizer(text)
        guard !tokenizer.tokens.contains(.word) else { return false }
        let reading = DevEventDateReader.read(tokenizer.tokens)
        guard reading.items.contains(.separator), !reading.unreadAfterSeparator,
            let range = DevEventDateRange(items: reading.items, durationHours: nil)
        else { return false }
        return range.start != nil && range.end != nil
    }
}
