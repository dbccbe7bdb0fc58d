import CommandKit
import QuickSearchDomain

/// A text bar for a concentration, scaled so that the start of 매우나쁨 (PM10 150, PM2.5 75)
/// fills `width` columns; higher values are clamped to the full bar. Eighth blocks (`█▉▊▋▌▍▎▏`)
/// on UTF-8 terminals, `#` per column otherwise. Always `width` columns wide (a missing value is
/// blank), so bars line up.
struct DustGauge: Sendable {
    let width: Int
    let unicode: Bool

    /// The partial blocks for 1–7 eighths of a column.
    static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    func render(_ value: Double?, pollutant: Pollutant) -> String {
        render(fraction: value.map { $0 / pollutant.upperBounds.bad })
    }

    /// A bar filled to `fraction` (clamped to 0…1) of `width`; blank for nil or a fraction that
    /// is not finite.
    func render(fraction: Double?) -> String {
        let columns = max(0, width)
        guard let given = fraction, given.isFinite else { return String(repeating: " ", count: columns) }
        let fraction = min(max(given, 0), 1)
        var bar: String
        if unicode {
            let eighths = Int((fraction * Double(columns * 8)).rounded())
            bar = String(repeating: "█", count: eighths / 8)
            if eighths % 8 > 0 { bar.append(Self.eighths[eighths % 8 - 1]) }
        } else {
            bar = String(repeating: "#", count: Int((fraction * Double(columns)).rounded()))
        }
        return bar + String(repeating: " ", count: columns - bar.count)
    }

    /// Whether the locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`) says UTF-8.
    static func isUTF8(environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let normalized = locale.lowercased().utf8.filter { $0 != UInt8(ascii: "-") }
        return normalized.firstRange(of: Array("utf8".utf8)) != nil
    }
}
