import QuickSearchDomain

/// Reading the prose of KMA's warning status (api-facts.md §8): `t6`, the warnings in force,
/// one entry a line (`o 강풍주의보 : 강원도(강릉평지, 동해평지), 울릉도.독도`, a long list wrapping
/// onto the next line), and `t7`, the preliminary ones grouped by kind (`(1) 대설 예비특보`, then
/// `o 11월 27일 새벽 : 강원북부산지, …`). `o 없음` (also `o 없 음`) is none.
enum WarningStatusText {
    /// The longest text read: a status of every zone of the country is about 3,000 characters.
    static let textLimit = 20_000
    /// The most zones one entry may list, and the most parts a zone may name.
    static let zonesLimit = 100
    /// The longest zone or part name, and the longest expected time of a preliminary warning.
    static let nameLimit = 20
    static let expectedLimit = 30

    /// One entry: a kind and level, its zones, and for a preliminary warning when it is expected.
    struct Entry: Sendable, Hashable {
        var kind: AlertKind
        var level: AlertLevel
        var zones: [WarningZone]
        var expected: String?
    }

    /// What a text holds: its entries, and how many lines were left out as not in the form.
    struct Reading: Sendable, Hashable {
        var entries: [Entry] = []
        var leftOut = 0
    }

    /// The logical lines of a text: trimmed, empty ones dropped, a line that does not start a
    /// new entry (`o `, `(n)`) joined to the one before. Linear in the text.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        for raw in text.prefix(textLimit).split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            let line = raw.trimmingSpaces()
            guard !line.isEmpty else { continue }
            if startsEntry(line) || lines.isEmpty {
                lines.append(line)
            } else {
                lines[lines.count - 1] += " " + line
            }
        }
        return lines
    }

    /// Whether a line opens an entry or a group: `o …` or `(1) …`.
    static func startsEntry(_ line: String) -> Bool {
        line.hasPrefix("o ") || line.hasPrefix("ㅇ ") || line.hasPrefix("○") || group(line) != nil
    }

    /// An entry's text after its bullet.
    static func body(_ line: String) -> String? {
        for bullet in ["o ", "ㅇ ", "○"] where line.hasPrefix(bullet) {
            return String(line.dropFirst(bullet.count)).trimmingSpaces()
        }
        return nil
    }

    /// Whether an entry says there is none: `없음`, `없 음`.
    static func isNone(_ body: String) -> Bool {
        body.replacingOccurrences(of: " ", with: "") == "없음"
    }

    /// The warnings in force of `t6`.
    static func warnings(_ text: String) -> Reading {
        var reading = Reading()
        for line in lines(text) {
            guard let body = body(line) else {
                reading.leftOut += 1
                continue
            }
            if isNone(body) { continue }
            guard let (head, zones) = split(body), let (kind, level) = kindAndLevel(head) else {
                reading.leftOut += 1
                continue
            }
            reading.entries.append(Entry(kind: kind, level: level, zones: zones))
        }
        return reading
    }

    /// The preliminary warnings of `t7`: each group's kind (`(1) 풍랑 예비특보`), then its entries
    /// `o <expected> : <zones>`.
    static func preliminary(_ text: String) -> Reading {
        var reading = Reading()
        var kind: AlertKind?
        for line in lines(text) {
            if let heading = group(line) {
                kind = heading
                continue
            }
            guard let body = body(line) else {
                reading.leftOut += 1
                continue
            }
            if isNone(body) { continue }
            guard let kind, let (expected, zones) = split(body), expected.count <= expectedLimit else {
                reading.leftOut += 1
                continue
            }
            reading.entries.append(
                Entry(kind: kind, level: .preliminary, zones: zones, expected: expected.isEmpty ? nil : expected)
            )
        }
        return reading
    }

    /// The kind of a group heading `(1) 풍랑 예비특보`; nil for any other line.
    static func group(_ line: String) -> AlertKind? {
        guard line.hasPrefix("("), let close = line.firstIndex(of: ")") else { return nil }
        let number = line[line.index(after: line.startIndex)..<close]
        guard (1...2).contains(number.count), number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let words = line[line.index(after: close)...].split(separator: " ")
        guard words.count == 2, words[1] == "예비특보" else { return nil }
        return AlertKind(weatherName: String(words[0]))
    }

    /// `강풍주의보` → (강풍, advisory); `호우경보` → (호우, warning).
    static func kindAndLevel(_ head: String) -> (AlertKind, AlertLevel)? {
        let name = head.replacingOccurrences(of: " ", with: "")
        for level in [AlertLevel.advisory, .warning] where name.hasSuffix(level.koreanName) {
            guard let kind = AlertKind(weatherName: String(name.dropLast(level.koreanName.count))) else { return nil }
            return (kind, level)
        }
        return nil
    }

    /// `<head> : <zones>` at the first colon; nil without one, or when the zones are unreadable.
    static func split(_ body: String) -> (String, [WarningZone])? {
        guard let colon = body.firstIndex(of: ":") else { return nil }
        let head = body[..<colon].trimmingSpaces()
        guard let zones = zones(String(body[body.index(after: colon)...])) else { return nil }
        return (head, zones)
    }

    /// The zones of a list, `서울, 경기도(수원, 성남), 울릉도.독도`: split at the commas outside the
    /// parentheses, a zone's parts at the commas and dots inside them. Nil for an unbalanced or
    /// nested parenthesis, an empty list, a name too long or not plain. Linear in the list.
    static func zones(_ list: String) -> [WarningZone]? {
        var zones: [WarningZone] = []
        var name = ""
        var part = ""
        var parts: [String] = []
        var inside = false
        var closed = false
        func finishZone() -> Bool {
            let trimmed = name.trimmingSpaces()
            guard isName(trimmed), zones.count < zonesLimit else { return false }
            zones.append(WarningZone(name: trimmed, parts: parts))
            (name, parts, closed) = ("", [], false)
            return true
        }
        func finishPart() -> Bool {
            let trimmed = part.trimmingSpaces()
            part = ""
            guard isName(trimmed), parts.count < zonesLimit else { return false }
            parts.append(trimmed)
            return true
        }
        for character in list {
            switch character {
            case "(":
                guard !inside, !closed else { return nil }
                inside = true
            case ")":
                guard inside, finishPart() else { return nil }
                (inside, closed) = (false, true)
            case "," where inside, "." where inside, "·" where inside:
                guard finishPart() else { return nil }
            case ",":
                guard finishZone() else { return nil }
            default:
                guard !closed || character == " " else { return nil }
                if inside { part.append(character) } else { name.append(character) }
            }
        }
        guard !inside, finishZone() else { return nil }
        return zones
    }

    /// A zone or part name: 1 to `nameLimit` characters, letters, digits, dots and spaces only.
    static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= nameLimit
            && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == " " }
    }
}
