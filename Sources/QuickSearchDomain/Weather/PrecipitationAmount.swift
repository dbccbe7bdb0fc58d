/// A forecast amount of rain or snow: forecasts give bands, not always a plain number (the
/// predecessor read a 30–50 mm band as 0). Bounds and values are never negative.
public enum PrecipitationAmount: Sendable, Hashable, Codable {
    /// None falls.
    case none
    /// Some, below the bound.
    case below(Double)
    /// This much.
    case exactly(Double)
    /// Between the two bounds.
    case between(Double, Double)
    /// At least the bound.
    case atLeast(Double)

    /// One number standing for the amount, for sums and bars: the value, the middle of a band,
    /// half a "below" bound, or an "at least" bound.
    public var representativeValue: Double {
        switch self {
        case .none: 0
        case .below(let bound): bound / 2
        case .exactly(let value): value
        case .between(let low, let high): (low + high) / 2
        case .atLeast(let bound): bound
        }
    }
}
