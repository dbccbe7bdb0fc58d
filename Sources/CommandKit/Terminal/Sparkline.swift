/// A one-line chart of a series, one block character (▁▂▃▄▅▆▇█) per value.
public enum Sparkline {
    /// The eight levels, lowest first.
    public static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// The chart of `values`, scaled to `range` (values outside it are clamped) or, when
    /// `nil`, to the series' own minimum and maximum. Values that are not finite show as
    /// `gap` (a space unless given: one that survives where runs of spaces are collapsed, such
    /// as a table cell, keeps every gap visible); a flat series shows at the lowest level.
    public static func render(_ values: [Double], range: ClosedRange<Double>? = nil, gap: Character = " ") -> String {
        let finite = values.filter(\.isFinite)
        guard let low = range?.lowerBound ?? finite.min(), let high = range?.upperBound ?? finite.max(),
            low.isFinite, high.isFinite
        else {
            return String(repeating: gap, count: values.count)
        }
        // Halved so that the span of two extreme doubles cannot overflow.
        let span = high / 2 - low / 2
        var chart = ""
        for value in values {
            guard value.isFinite else {
                chart.append(gap)
                continue
            }
            guard span > 0 else {
                chart.append(levels[0])
                continue
            }
            let fraction = (min(max(value, low), high) / 2 - low / 2) / span
            let level = Int((fraction * Double(levels.count - 1)).rounded())
            chart.append(levels[min(max(level, 0), levels.count - 1)])
        }
        return chart
    }
}
