import CivilCalendar
import Foundation

/// Reads ISO 8601 times by calendar arithmetic (`2026-08-20T14:00:00.5+09:00`): strict, every
/// field must exist on the calendar (`2026-02-30` and `T25:61:00` are refused, not rolled over
/// as Foundation's parser rolls them). Linear in the text.
public enum ISO8601Reading {
    /// What a time may leave out, and the separators it may use.
    public struct Form: Sendable {
        /// The offset of a time written without one; nil when one is required.
        let missingOffset: Int?
        /// Whether a bare date (`2026-08-20`, midnight at `missingOffset`) is a time.
        let allowsDate: Bool
        /// Whether the loose spellings are read: a space for `T`, no seconds, `,` for the
        /// decimal mark, `z`, an offset without its colon.
        let isLoose: Bool

        /// What people type (`QSEARCH_NOW`, `--now`): seconds and a fraction optional, `Z` or
        /// `±hh:mm`, or a local date-time or a bare date, read at `offset` (Korea time).
        public static func typed(missingOffset offset: Int) -> Form {
            Form(missingOffset: offset, allowsDate: true, isLoose: true)
        }

        /// What an upstream writes (`2018-12-16T09:40:08.000+09:00`): a date, `T`, a time with
        /// seconds (a fraction of up to nine digits optional) and `Z` or `±hh:mm`, nothing else.
        public static let exact = Form(missingOffset: nil, allowsDate: false, isLoose: false)
    }

    /// The instant `text` (spaces around it aside) names in `form`, or nil when it is not one.
    public static func instant(_ text: String, form: Form) -> Date? {
        var scanner = Scanner(Array(text.trimmingSpaces().utf8))
        guard let year = scanner.digits(4), scanner.take("-"), let month = scanner.digits(2), scanner.take("-"),
            let day = scanner.digits(2), (1...12).contains(month),
            (1...CivilDate.daysIn(month: month, of: year)).contains(day)
        else { return nil }
        var seconds = 0.0
        var offset = form.missingOffset
        if scanner.take("T") || (form.isLoose && scanner.take(" ")) {
            guard let hour = scanner.digits(2), scanner.take(":"), let minute = scanner.digits(2),
                hour < 24, minute < 60
            else { return nil }
            seconds = Double(hour * 3600 + minute * 60)
            if scanner.take(":") {
                guard let second = scanner.digits(2), second < 60 else { return nil }
                seconds += Double(second)
                if scanner.take(".") || (form.isLoose && scanner.take(",")) {
                    guard let fraction = scanner.fraction() else { return nil }
                    seconds += fraction
                }
            } else if !form.isLoose {
                return nil
            }
            if scanner.take("Z") || (form.isLoose && scanner.take("z")) {
                offset = 0
            } else if let sign = scanner.sign() {
                guard let hours = scanner.digits(2) else { return nil }
                guard scanner.take(":") || form.isLoose else { return nil }
                guard let minutes = scanner.digits(2), hours <= 14, minutes < 60 else { return nil }
                offset = sign * (hours * 3600 + minutes * 60)
            }
        } else if !form.allowsDate {
            return nil
        }
        guard scanner.isAtEnd, let offset else { return nil }
        let days = Double(CivilDate(year: year, month: month, day: day).daysSince1970)
        return Date(timeIntervalSince1970: days * 86_400 + seconds - Double(offset))
    }

    /// A cursor over the bytes of a time.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { index == bytes.count }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
            index += 1
            return true
        }

        /// Exactly `count` ASCII digits as a number.
        mutating func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += count
            return value
        }

        /// One to nine digits after a decimal mark, as a fraction of a second.
        mutating func fraction() -> Double? {
            var value = 0.0
            var scale = 1.0
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]), index - start < 9 {
                scale /= 10
                value += Double(bytes[index] - 0x30) * scale
                index += 1
            }
            return index > start ? value : nil
        }

        /// `+` as 1, `-` as -1.
        mutating func sign() -> Int? {
            if take("+") { return 1 }
            if take("-") { return -1 }
            return nil
        }
    }
}
