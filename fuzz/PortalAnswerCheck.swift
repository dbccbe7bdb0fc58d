import Foundation
import QuickSearchDomain

@testable import QuickSearchData

// Shared by the portal fuzzers (AirKorea, KMA, UV, Kakao Local, the portal's error forms): the
// invariants of issue 16 §2 checked on whatever a target makes of an input. A value shown must
// be in a form the upstream publishes (checked by `PublishedText`, written apart from the
// library's `NumberText` so that one cannot hide the other's mistake), every time within its
// validity, every message and note one plain line; decoding may fail only with a
// `SourceFailure`. A broken invariant traps: that is a finding.

/// The fuzzers' clock: 2026-11-26 14:20 KST.
let fuzzNow = Date(timeIntervalSince1970: 1_795_651_200 - 9 * 3600 + 14 * 3600 + 20 * 60)

/// Fails the run with `message` unless `condition` holds.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

/// Decodes `response` with `target` and hands the value to `check`; a thrown `SourceFailure`
/// must be one plain line, anything else thrown is a finding.
func decodeChecked<Target: RequestTarget>(
    _ target: Target,
    _ response: HTTPResponse,
    check: (Decoded<Target.Output>) -> Void
) {
    do {
        check(try target.decode(response))
    } catch let failure as SourceFailure {
        requirePlainLine(failure.message, "failure message")
    } catch {
        fatalError("decoding failed with something other than a SourceFailure: \(error)")
    }
}

/// `text` is one line without control characters, of a sane length.
func requirePlainLine(_ text: String, _ what: String, limit: Int = 600) {
    require(!text.isEmpty, "\(what) is empty")
    require(text.count <= limit, "\(what) is \(text.count) characters long")
    require(
        !text.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == "\u{2028}" },
        "\(what) holds a control character: \(text.debugDescription)"
    )
}

/// The number forms the portal publishes, read independently of the library: an optional sign,
/// ASCII digits, optionally a point and more ASCII digits, spaces or tabs around.
enum PublishedText {
    static func number(_ text: String) -> Double? {
        var characters = Array(text.unicodeScalars)
        while let first = characters.first, first == " " || first == "\t" { characters.removeFirst() }
        while let last = characters.last, last == " " || last == "\t" { characters.removeLast() }
        guard !characters.isEmpty, characters.count <= 40 else { return nil }
        var position = 0
        if characters[0] == "-" || characters[0] == "+" { position = 1 }
        let digits = { (scalar: Unicode.Scalar) in scalar.value >= 0x30 && scalar.value <= 0x39 }
        let wholeStart = position
        while position < characters.count, digits(characters[position]) { position += 1 }
        guard position > wholeStart else { return nil }
        if position < characters.count {
            guard characters[position] == "." else { return nil }
            position += 1
            let fractionStart = position
            while position < characters.count, digits(characters[position]) { position += 1 }
            guard position > fractionStart, position == characters.count else { return nil }
        }
        return Double(String(String.UnicodeScalarView(characters)))
    }

    /// A KMA amount: the word for none, `N미만`, `N이상`, `N~N`, or `N`, with `unit` or none.
    static func isAmount(_ text: String, unit: String, none: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == none { return true }
        func amount(_ part: Substring, unitAllowed: Bool) -> Bool {
            var part = part.trimmingCharacters(in: .whitespaces)
            if unitAllowed, part.hasSuffix(unit) { part.removeLast(unit.count) }
            guard let value = number(part) else { return false }
            return value >= 0 && value < 900
        }
        for word in ["미만", "이상"] where trimmed.hasSuffix(word) {
            return amount(trimmed.dropLast(word.count), unitAllowed: true)
        }
        let band = trimmed.split(separator: "~", omittingEmptySubsequences: false)
        if band.count == 2 {
            return amount(band[0], unitAllowed: false) && amount(band[1], unitAllowed: true)
        }
        return amount(Substring(trimmed), unitAllowed: true)
    }

    /// Whether KMA publishes `value` for `category`: the forms of api-facts.md §6 within what
    /// the quantity can be, never a missing-value sentinel.
    static func isKMAValue(_ category: String, _ value: String) -> Bool {
        switch category {
        case "PCP", "RN1": return isAmount(value, unit: "mm", none: "강수없음")
        case "SNO": return isAmount(value, unit: "cm", none: "적설없음")
        default: break
        }
        guard let number = number(value), number > -900, number < 900 else { return false }
        let whole = number == number.rounded()
        switch category {
        case "TMP", "T1H", "TMN", "TMX": return (-80...70).contains(number)
        case "POP", "REH": return whole && (0...100).contains(number)
        case "SKY": return [1, 3, 4].contains(number)
        case "PTY": return whole && (0...7).contains(number)
        case "WSD": return (0...100).contains(number)
        case "VEC": return (0...360).contains(number)
        case "UUU", "VVV": return (-100...100).contains(number)
        case "WAV", "LGT": return number >= 0
        default: return false
        }
    }
}
