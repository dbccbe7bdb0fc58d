import Foundation

/// Splits a period text into `DevEventDateToken`s: parenthesised weekdays and notes are
/// dropped (a `(3시간)` duration is kept aside), invisible and control characters removed,
/// full-width forms folded.
struct DevEventDateTokenizer {
    /// The tokens and, when the text held one, a duration in hours such as `(3시간)`.
    let tokens: [DevEventDateToken]
    let durationHours: Int?

    init(_ text: String) {
        let cleaned = DevEventTextNormalizer.clean(text)
        let folded = DevEventTextNormalizer.compatibilityForm(cleaned)
        let scalars = Array(folded.unicodeScalars)
        var tokens: [DevEventDateToken] = []
        var durationHours: Int?
        var index = 0
        var previousWasNumber = false
        while index < scalars.count {
            let scalar = scalars[index]
            if let digit = Self.digitValue(scalar) {
                var value = digit
                var digits = 1
                index += 1
                while index < scalars.count, let next = Self.digitValue(scalars[index]) {
                    if digits < 6 { value = value * 10 + next }
                    digits += 1
                    index += 1
                }
                tokens.append(digits <= 6 ? .number(value: value, digits: digits) : .word)
                previousWasNumber = digits <= 6
                continue
            }
            if scalar == "(" || scalar == "[" {
                index = Self.skipGroup(scalars, from: index, durationHours: &durationHours, tokens: &tokens)
                previousWasNumber = false
                continue
            }
            if Self.isLetter(scalar) {
                var end = index
                while end < scalars.count, Self.isLetter(scalars[end]) { end += 1 }
                Self.appendWords(
                    String(String.UnicodeScalarView(scalars[index..<end])),
                    after: previousWasNumber,
                    to: &tokens
                )
                index = end
                previousWasNumber = false
                continue
            }
            if let token = Self.punctuation(scalar) {
                tokens.append(token)
            } else if scalar != " " && scalar != ")" && scalar != "]" {
                tokens.append(.word)
            }
            previousWasNumber = false
            index += 1
        }
        self.tokens = tokens
        self.durationHours = durationHours
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        scalar.value >= 0x30 && scalar.value <= 0x39 ? Int(scalar.value - 0x30) : nil
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80
            ? scalar.properties.isAlphabetic : (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar))
    }

    private static func punctuation(_ scalar: Unicode.Scalar) -> DevEventDateToken? {
        switch scalar {
        case ".", "\u{3002}": return .dot
        case ",", "\u{3001}": return .comma
        case ":": return .colon
        case "/": return .slash
        case "-", "\u{2010}", "\u{2011}", "\u{2212}": return .hyphen
        case "~", "\u{301C}", "\u{223C}", "\u{2013}", "\u{2014}", "\u{2053}": return .tilde
        default: return nil
        }
    }

    /// Skips a `(...)` or `[...]` group of at most 16 characters, noting a `N시간` duration and
    /// a weekday (`.weekday`); an unclosed bracket is skipped with the letters right after it
    /// (`(토 19:00` keeps 19:00).
    private static func skipGroup(
        _ scalars: [Unicode.Scalar],
        from start: Int,
        durationHours: inout Int?,
        tokens: inout [DevEventDateToken]
    ) -> Int {
        let closing: Unicode.Scalar = scalars[start] == "(" ? ")" : "]"
        var index = start + 1
        while index < scalars.count, index - start <= 16, scalars[index] != closing, scalars[index] != scalars[start] {
            index += 1
        }
        if index < scalars.count, scalars[index] == closing {
            let content = String(String.UnicodeScalarView(scalars[(start + 1)..<index].filter { $0 != " " }))
            if content.hasSuffix("시간"), let hours = Int(content.dropLast(2)), (1...240).contains(hours) {
                durationHours = hours
            } else if weekdays.contains(content.lowercased()) {
                tokens.append(.weekday)
            }
            return index + 1
        }
        index = start + 1
        while index < scalars.count, isLetter(scalars[index]) { index += 1 }
        return index
    }

    /// Turns a run of letters into units, meridiems or a word. Units count only right after a
    /// number (`20일`, `24시`), so words such as `일정` stay words.
    private static func appendWords(_ run: String, after number: Bool, to tokens: inout [DevEventDateToken]) {
        var rest = Substring(run)
        var afterNumber = number
        while !rest.isEmpty {
            if rest.hasPrefix("오전") || rest.hasPrefix("오후") {
                tokens.append(.meridiem(afternoon: rest.hasPrefix("오후")))
                rest = rest.dropFirst(2)
                afterNumber = false
                continue
            }
            let lowered = rest.lowercased()
            if lowered == "am" || lowered == "pm" {
                tokens.append(.meridiem(afternoon: lowered == "pm"))
                return
            }
            if rest.first == "반", tokens.last == .unit(.hour) {
                tokens.append(.unit(.half))
                rest = rest.dropFirst()
                continue
            }
            if afterNumber, let first = rest.first, let unit = unit(of: first) {
                tokens.append(.unit(unit))
                rest = rest.dropFirst()
                afterNumber = false
                continue
            }
            if ignorableWords.contains(where: { rest.hasPrefix($0) }) {
                return
            }
            tokens.append(.word)
            return
        }
    }

    private static func unit(of character: Character) -> DevEventDateToken.Unit? {
        switch character {
        case "년": return .year
        case "월": return .month
        case "일": return .day
        case "시": return .hour
        case "분": return .minute
        case "반": return .half
        default: return nil
        }
    }

    /// What a weekday in parentheses may say: `화`, `화요일`, `tue`, `tuesday`.
    private static let weekdays: Set<String> = {
        var names = Set<String>()
        for day in ["월", "화", "수", "목", "금", "토", "일"] {
            names.insert(day)
            names.insert(day + "요일")
        }
        for day in ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] {
            names.insert(day)
            names.insert(String(day.prefix(3)))
        }
        return names
    }()

    /// Words that say nothing about the dates themselves.
    private static let ignorableWords = ["부터", "까지", "마감", "예정", "오픈", "시작", "종료", "중"]
}
