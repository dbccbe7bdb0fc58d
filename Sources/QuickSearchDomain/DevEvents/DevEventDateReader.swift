/// Reads dates, times and range separators out of a token sequence, skipping what it does
/// not understand. Date forms: `MM. DD`, `MM.DD`, `MM, DD`, `MM .DD`, `MM. DD.`, `MM. DD일`,
/// `M월 D일`, `YY. M. D`, `YYYY-MM-DD`, `YYYY년 M월 D일`, and `MM:DD(요일)` (a `:` typed for
/// the `.`: a weekday after it says it is a date, `11:30(화)` is 11-30); a month is 1–12 and a
/// day 1–31, or it is no date. Time forms: `HH:MM` (extra minute digits cut: `21:000` is
/// 21:00, unreadable minutes are 0: `20:#0` is 20:00), `H시`, `H시 M분`, `H시 반`, with
/// 오전/오후 or AM/PM. A lone day right after a range separator (`08. 14 ~ 16`) is a day of the
/// start's month. Linear in the tokens.
enum DevEventDateReader {
    /// What was read, and whether something after the range separator could not be read (an
    /// end written but unreadable, as in `03. 28 ~ '26. 04월 중`).
    struct Reading: Equatable {
        var items: [DevEventDateItem] = []
        var unreadAfterSeparator = false
    }

    static func read(_ tokens: [DevEventDateToken]) -> Reading {
        var items: [DevEventDateItem] = []
        var unread = false
        var separated = false
        var index = 0
        while index < tokens.count {
            if let (date, next) = readDate(tokens, at: index) {
                items.append(.date(date))
                index = next
                continue
            }
            if let (time, next) = readTime(tokens, at: index) {
                items.append(.time(time))
                index = next
                continue
            }
            switch tokens[index] {
            case .tilde, .hyphen:
                items.append(.separator)
                separated = true
            case .number(let value, let digits):
                if items.last == .separator, index > 0, [.tilde, .hyphen].contains(tokens[index - 1]), digits <= 2,
                    (1...31).contains(value), !isTimeMarker(token(tokens, index + 1)),
                    !isDatePart(token(tokens, index + 1))
                {
                    items.append(.bareDay(value))
                } else if separated {
                    unread = true
                }
            case .word, .unit:
                if separated { unread = true }
            default:
                break
            }
            index += 1
        }
        return Reading(items: items, unreadAfterSeparator: unread)
    }

    /// Whether `token` continues a date (`26.` of `'26. 04월`), so the number before it is no lone day.
    private static func isDatePart(_ token: DevEventDateToken?) -> Bool {
        guard let token else { return false }
        return [.dot, .comma, .slash, .unit(.month), .unit(.year)].contains(token)
    }

    /// A written date, or nil when its month or day cannot exist.
    private static func date(year: Int?, month: Int, day: Int) -> DevEventWrittenDate? {
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        return DevEventWrittenDate(year: year, month: month, day: day)
    }

    private static func token(_ tokens: [DevEventDateToken], _ index: Int) -> DevEventDateToken? {
        index < tokens.count ? tokens[index] : nil
    }

    private static func isTimeMarker(_ token: DevEventDateToken?) -> Bool {
        token == .colon || token == .unit(.hour)
    }

    private static func number(_ token: DevEventDateToken?) -> (value: Int, digits: Int)? {
        if case .number(let value, let digits) = token { return (value, digits) }
        return nil
    }

    private static func readDate(_ tokens: [DevEventDateToken], at index: Int) -> (DevEventWrittenDate, Int)? {
        guard let first = number(token(tokens, index)) else { return nil }
        if let (date, next) = readDateWithYear(tokens, at: index, first: first) {
            return (date, next)
        }
        guard first.digits <= 2, let separator = token(tokens, index + 1),
            let day = number(token(tokens, index + 2)), day.digits <= 2
        else { return nil }
        // `11:30(화)`: a colon typed for the dot, told from a time by the weekday after it.
        if separator == .colon, token(tokens, index + 3) == .weekday,
            let date = date(year: nil, month: first.value, day: day.value)
        {
            return (date, index + 3)
        }
        guard [.dot, .comma, .slash, .unit(.month)].contains(separator), !isTimeMarker(token(tokens, index + 3)),
            let date = date(year: nil, month: first.value, day: day.value)
        else { return nil }
        return (date, skipDayEnding(tokens, at: index + 3))
    }

    private static func readDateWithYear(
        _ tokens: [DevEventDateToken],
        at index: Int,
        first: (value: Int, digits: Int)
    ) -> (DevEventWrittenDate, Int)? {
        guard let yearSeparator = token(tokens, index + 1),
            [.dot, .slash, .hyphen, .unit(.year)].contains(yearSeparator),
            let month = number(token(tokens, index + 2)), month.digits <= 2,
            let monthSeparator = token(tokens, index + 3),
            [.dot, .slash, .hyphen, .comma, .unit(.month)].contains(monthSeparator),
            let day = number(token(tokens, index + 4)), day.digits <= 2,
            !isTimeMarker(token(tokens, index + 5)),
            first.digits == 4 || (first.digits == 2 && (first.value > 12 || yearSeparator == .unit(.year))),
            let date = date(
                year: first.digits == 4 ? first.value : 2000 + first.value,
                month: month.value,
                day: day.value
            )
        else { return nil }
        return (date, skipDayEnding(tokens, at: index + 5))
    }

    private static func skipDayEnding(_ tokens: [DevEventDateToken], at index: Int) -> Int {
        let ending = token(tokens, index)
        return ending == .dot || ending == .unit(.day) ? index + 1 : index
    }

    private static func readTime(_ tokens: [DevEventDateToken], at index: Int) -> (DevEventTimeOfDay, Int)? {
        var position = index
        var afternoon: Bool?
        if case .meridiem(let value) = token(tokens, position) {
            afternoon = value
            position += 1
        }
        guard let hour = number(token(tokens, position)), hour.digits <= 2 else { return nil }
        var minute = 0
        var next: Int
        switch token(tokens, position + 1) {
        case .colon:
            next = position + 2
            if let written = number(token(tokens, next)) {
                minute = written.digits > 2 ? firstTwoDigits(written) : written.value
                next += 1
            }
            if afternoon == nil, case .meridiem(let value) = token(tokens, next) {
                afternoon = value
                next += 1
            }
        case .unit(.hour):
            next = position + 2
            if let written = number(token(tokens, next)), written.digits <= 2, token(tokens, next + 1) == .unit(.minute)
            {
                minute = written.value
                next += 2
            } else if token(tokens, next) == .unit(.half) {
                minute = 30
                next += 1
            }
        default:
            return nil
        }
        var hourValue = hour.value
        if afternoon == true && hourValue < 12 {
            hourValue += 12
        } else if afternoon == false && hourValue == 12 {
            hourValue = 0
        }
        guard (0...24).contains(hourValue), (0...59).contains(minute), hourValue < 24 || minute == 0 else { return nil }
        return (DevEventTimeOfDay(hour: hourValue, minute: minute), next)
    }

    private static func firstTwoDigits(_ number: (value: Int, digits: Int)) -> Int {
        var value = number.value
        for _ in 0..<(min(number.digits, 6) - 2) { value /= 10 }
        return value
    }
}
