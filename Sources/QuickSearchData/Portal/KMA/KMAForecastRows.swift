import QuickSearchDomain

/// One KMA forecast answer read for the grid cell and base asked: its rows, and what was left
/// out of it for not being what KMA publishes (a value in another form, a time outside the
/// base's range or not a real one), for the one note the report carries about it.
public struct KMAForecastRows: Sendable, Hashable {
    /// The values kept, in the answer's order, one name of a quantity giving way to the other
    /// (`KMAForecastTarget.items(of:)`).
    public var items: [ForecastItem]
    /// The categories of the values left out for not being in a form KMA publishes, each once,
    /// in the order first met.
    public var unpublishedCategories: [String]
    /// How many values were left out for that reason.
    public var unpublishedCount: Int
    /// How many rows were left out for a time outside the base's range, or not a real one.
    public var outOfRangeCount: Int

    /// The categories named in a note, at most.
    static let namedCategories = 4

    /// One line saying what was left out (`kma-nowcast: left out 1 value not in a form KMA
    /// publishes (T1H)`), or nil when nothing was.
    public func note(_ answerName: String) -> String? {
        leftOut.map { "\(answerName): \($0)" }
    }

    /// `left out 1 value not in a form KMA publishes (T1H)`, or nil when nothing was.
    var leftOut: String? {
        var parts: [String] = []
        if unpublishedCount > 0 {
            var names = unpublishedCategories.prefix(Self.namedCategories).joined(separator: ", ")
            if unpublishedCategories.count > Self.namedCategories { names += ", …" }
            parts.append("\(Self.count(unpublishedCount, "value")) not in a form KMA publishes (\(names))")
        }
        if outOfRangeCount > 0 {
            parts.append("\(Self.count(outOfRangeCount, "row")) not timed within the base's forecast range")
        }
        guard !parts.isEmpty else { return nil }
        return "left out " + parts.joined(separator: " and ")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
