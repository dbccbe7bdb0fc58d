/// Closest-match suggestions for mistyped names, by optimal-string-alignment edit distance.
public enum EditDistance {
    /// The longest input compared; longer input gets no suggestion, which bounds the work.
    static let maximumLength = 64

    /// The candidate a user most likely meant by `input`, or `nil` when none is close enough.
    ///
    /// Close enough means: within 1 edit for inputs up to 4 characters, 2 up to 8, else 3
    /// (so `name` does not suggest `date`: half its letters differ); or `input` is a prefix of
    /// exactly one candidate. Ties go to the earlier candidate.
    public static func closest(to input: String, among candidates: [String]) -> String? {
        let typed = Array(input.lowercased())
        guard !typed.isEmpty, typed.count <= maximumLength else { return nil }
        let threshold = typed.count <= 4 ? 1 : (typed.count <= 8 ? 2 : 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = Self.distance(typed, Array(candidate.lowercased()))
            if distance <= threshold, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        let prefixed = candidates.filter { typed.count >= 2 && $0.lowercased().hasPrefix(String(typed)) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// The command a user most likely meant by `input`: the `closest` one, else the only
    /// candidate that starts with the same letter and holds every letter of `input` in order
    /// (`imgs` for `images`, `clr` for `clear`).
    public static func closestCommand(to input: String, among candidates: [String]) -> String? {
        if let closest = closest(to: input, among: candidates) { return closest }
        let typed = Array(input.lowercased())
        guard typed.count >= 2, typed.count <= maximumLength else { return nil }
        let matching = candidates.filter { candidate in
            let letters = Array(candidate.lowercased())
            guard letters.first == typed.first else { return false }
            var next = letters.startIndex
            for character in typed {
                guard let found = letters[next...].firstIndex(of: character) else { return false }
                next = found + 1
            }
            return true
        }
        return matching.count == 1 ? matching[0] : nil
    }

    /// The number of insertions, deletions, substitutions and adjacent swaps turning `a` into `b`.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
