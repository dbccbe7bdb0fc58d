/// A closed set of values each with one Korean name, as the upstreams write them (`주의보`,
/// `경기북부`, `나쁨`): the value a name stands for is found from the names themselves, so a
/// name is written once, in `koreanName`.
public protocol KoreanNamed: CaseIterable {
    /// The Korean name of the value, as the upstreams and our JSON write it.
    var koreanName: String { get }
}

extension KoreanNamed {
    /// The value named `koreanName` exactly; nil for any other text. Linear in the cases.
    public init?(koreanName: String) {
        guard let found = Self.allCases.first(where: { $0.koreanName == koreanName }) else { return nil }
        self = found
    }
}
