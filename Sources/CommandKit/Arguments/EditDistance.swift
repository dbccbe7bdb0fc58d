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
        suggestions(for: input, among: candidates.map { [$0] }, byLetters: false).first
    }

    /// The words a user most likely meant by `input` among commands, each given by its words,
    /// its name first and then its aliases (`[["list", "ls"], ["remove", "rm"]]`); empty when
    /// none is close.
    ///
    /// Each command is represented by its word nearest `input`, its name when a name and an
    /// alias are as near (`lss` suggests `ls`, `lsit` and `lis` suggest `list`). The commands
    /// within `closest`'s distance and nearest of all are suggested, in order: one, or several
    /// as near (`vm` is one edit from `mv` and from `rm`). Failing that, the one command with a
    /// word that `input` begins, or else the one command with a word that starts with the same
    /// letter and holds every letter of `input` in order (`imgs` for `images`, `clr` for
    /// `clear`), is suggested by that word, its name when both qualify; several commands
    /// answering so give no suggestion.
    ///
    /// Complexity: O(w × n × m) for w words of length up to m and an input of n ≤ 64 characters.
    public static func closestCommands(to input: String, among commands: [[String]]) -> [String] {
        suggestions(for: input, among: commands, byLetters: true)
    }

    /// The rules of `closestCommands`; the letters-in-order rule only when `byLetters`.
    private static func suggestions(for input: String, among groups: [[String]], byLetters: Bool) -> [String] {
        let typed = Array(input.lowercased())
        guard !typed.isEmpty, typed.count <= maximumLength else { return [] }
        let threshold = typed.count <= 4 ? 1 : (typed.count <= 8 ? 2 : 3)
        var nearest: [String] = []
        var nearestDistance = threshold
        for group in groups {
            var best: (word: String, distance: Int)?
            for word in group {
                let distance = Self.distance(typed, Array(word.lowercased()))
                if distance < (best?.distance ?? Int.max) { best = (word, distance) }
            }
            guard let best, best.distance <= nearestDistance else { continue }
            if best.distance < nearestDistance || nearest.isEmpty {
                nearest = []
                nearestDistance = best.distance
            }
            nearest.append(best.word)
        }
        if !nearest.isEmpty { return nearest }
        guard typed.count >= 2 else { return [] }
        let prefix = String(typed)
        if let word = onlyGroup(groups, where: { $0.hasPrefix(prefix) }) { return [word] }
        guard byLetters else { return [] }
        let found = onlyGroup(groups) { word in
            let letters = Array(word)
            guard letters.first == typed.first else { return false }
            var next = letters.startIndex
            for character in typed {
                guard let found = letters[next...].firstIndex(of: character) else { return false }
                next = found + 1
            }
            return true
        }
        return found.map { [$0] } ?? []
    }

    /// The first word, as spelled, of the one group that has a word whose lower-cased form
    /// satisfies `matches`; nil when no group or several do.
    private static func onlyGroup(_ groups: [[String]], where matches: (String) -> Bool) -> String? {
        var found: String?
        for group in groups {
            guard let word = group.first(where: { matches($0.lowercased()) }) else { continue }
            if found != nil { return nil }
            found = word
        }
        return found
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
