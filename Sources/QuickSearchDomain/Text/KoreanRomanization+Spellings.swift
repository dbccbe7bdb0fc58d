extension KoreanRomanization {
    /// A Hangul word read back from Latin letters, and how unlikely a reading it is (lower is
    /// likelier).
    struct Spelling: Sendable, Hashable {
        var hangul: String
        var cost: Int
    }

    /// What a syllable adds to a spelling's cost: fewer syllables are likelier (`서울` before
    /// `세오울`, `의정부` before `우이정부`).
    static let syllableCost = 10

    /// What a junction written otherwise than its final's and initial's own letters adds
    /// (nasalisation, ll, palatalisation: `종로` jongno, `신라` silla).
    static let soundChangeCost = 1

    /// The Hangul words without spaces whose romanisation as a name (`romanize(_:as: .name)`,
    /// lower-cased) is exactly `letters` (lower-case a–z), likeliest first, at most `limit`.
    ///
    /// A spelling costs `syllableCost` a syllable, plus its finals' costs (`finalCost`), plus
    /// `soundChangeCost` for each junction written otherwise than its letters (`각남` is written
    /// `gangnam` only by nasalisation, so `강남` comes first); equal costs keep a fixed order, so
    /// the answer is deterministic. The reading runs the
    /// romaniser's own tables backwards: a syllable's initial and vowel, then for each next
    /// syllable the text its previous final and its own initial and vowel are written with
    /// (`junction`), then the last final. It keeps the `limit` cheapest partial readings at each
    /// letter, which gives the `limit` cheapest readings overall since what follows a letter does
    /// not depend on how it was reached.
    ///
    /// - Complexity: O(n · limit) for n letters: each letter holds at most `limit` partial
    ///   readings, each extended by the few table entries (a constant number) that spell the
    ///   next at most `SpellingTables.longestJoin` letters.
    static func spellings(of letters: [UInt8], limit: Int) -> [Spelling] {
        guard !letters.isEmpty, limit > 0 else { return [] }
        let count = letters.count
        var steps: [SpellingStep] = []
        var partials = [[PartialSpelling]](repeating: [], count: count + 1)
        var complete: [PartialSpelling] = []
        for length in 1...min(SpellingTables.longestOpening, count) {
            for opening in SpellingTables.openings[Array(letters[0..<length])] ?? [] {
                let step = SpellingStep(parent: nil, previousFinal: 0, initial: opening.initial, vowel: opening.vowel)
                keep(step, cost: syllableCost, in: &partials[length], steps: &steps, limit: limit)
            }
        }
        for position in 1...count where !partials[position].isEmpty {
            let rest = count - position
            let endings =
                rest <= SpellingTables.longestEnding ? SpellingTables.endings[Array(letters[position...])] : nil
            let joins = (0...min(SpellingTables.longestJoin, rest)).map { length in
                length == 0 ? [] : SpellingTables.joins[Array(letters[position..<position + length])] ?? []
            }
            for partial in partials[position] {
                for final in endings ?? [] {
                    let ending = PartialSpelling(
                        cost: partial.cost + finalCost(final),
                        step: partial.step,
                        final: final
                    )
                    insert(ending, into: &complete, limit: limit)
                }
                for (length, entries) in joins.enumerated() {
                    for join in entries {
                        let step = SpellingStep(
                            parent: partial.step,
                            previousFinal: join.final,
                            initial: join.initial,
                            vowel: join.vowel
                        )
                        let cost = partial.cost + syllableCost + finalCost(join.final) + join.cost
                        keep(step, cost: cost, in: &partials[position + length], steps: &steps, limit: limit)
                    }
                }
            }
        }
        return complete.map { Spelling(hangul: hangul(ending: $0, steps: steps), cost: $0.cost) }
    }

    /// What a final adds to a spelling's cost: place names are Sino-Korean, whose syllables end in
    /// ㄱ, ㄴ, ㄹ, ㅁ, ㅂ, ㅇ or nothing (0); ㄷ and ㅅ end native words (2); the other single
    /// finals are rarer (3), the double ones rarest (5). `목동` before `몫동`, `부산` before `붓안`.
    static func finalCost(_ final: Int) -> Int {
        switch final {
        case 0, 1, 4, 8, 16, 17, 21: 0
        case 7, 19: 2
        case 2, 20, 22, 23, 24, 25, 26, 27: 3
        default: 5
        }
    }

    /// `step` at `cost` among `list`'s partial readings, when it is among the `limit` cheapest.
    private static func keep(
        _ step: SpellingStep,
        cost: Int,
        in list: inout [PartialSpelling],
        steps: inout [SpellingStep],
        limit: Int
    ) {
        guard list.count < limit || cost < list[list.count - 1].cost else { return }
        steps.append(step)
        insert(PartialSpelling(cost: cost, step: steps.count - 1, final: 0), into: &list, limit: limit)
    }

    /// `partial` in `list` (cheapest first, an equal cost after those already there), cut to
    /// `limit`.
    private static func insert(_ partial: PartialSpelling, into list: inout [PartialSpelling], limit: Int) {
        guard list.count < limit || partial.cost < list[list.count - 1].cost else { return }
        let index = list.firstIndex { $0.cost > partial.cost } ?? list.count
        list.insert(partial, at: index)
        if list.count > limit { list.removeLast() }
    }

    /// The word a complete reading spells: its steps from the last syllable back, each holding
    /// the final of the syllable before it.
    private static func hangul(ending: PartialSpelling, steps: [SpellingStep]) -> String {
        var scalars: [Unicode.Scalar] = []
        var final = ending.final
        var index: Int? = ending.step
        while let current = index {
            let step = steps[current]
            let value = 0xAC00 + (step.initial * 21 + step.vowel) * 28 + final
            if let scalar = Unicode.Scalar(UInt32(value)) { scalars.append(scalar) }
            final = step.previousFinal
            index = step.parent
        }
        var word = ""
        word.unicodeScalars.append(contentsOf: scalars.reversed())
        return word
    }
}

/// One syllable of a partial reading: its initial and vowel, the final chosen for the syllable
/// before it, and that syllable's step (nil for the first).
private struct SpellingStep {
    var parent: Int?
    var previousFinal: Int
    var initial: Int
    var vowel: Int
}

/// A partial reading up to some letter (or a complete one, with its last `final`): its cost and
/// its last step.
private struct PartialSpelling {
    var cost: Int
    var step: Int
    var final: Int
}

/// The romaniser's tables turned around: which letters each opening, junction and ending is
/// written with. Built once.
private enum SpellingTables {
    struct Opening {
        var initial: Int
        var vowel: Int
    }

    struct Join {
        var final: Int
        var initial: Int
        var vowel: Int
        /// `soundChangeCost` when the junction is not written with its letters as they are.
        var cost: Int
    }

    /// A first syllable's initial and vowel, by their letters (`seo` → ㅅ, ㅓ).
    static let openings: [[UInt8]: [Opening]] = {
        var table: [[UInt8]: [Opening]] = [:]
        for initial in KoreanRomanization.initials.indices {
            for vowel in KoreanRomanization.vowels.indices {
                let text = KoreanRomanization.initials[initial] + KoreanRomanization.vowels[vowel]
                table[Array(text.utf8), default: []].append(Opening(initial: initial, vowel: vowel))
            }
        }
        return table
    }()

    /// A previous syllable's final and a next syllable's initial and vowel, by the letters they
    /// are written with as a name (`ngno` → ㅇ, ㄹ, ㅗ as in 종로; also ㅇ, ㄴ, ㅗ and ㄱ, ㄴ, ㅗ).
    static let joins: [[UInt8]: [Join]] = {
        var table: [[UInt8]: [Join]] = [:]
        for final in 0..<28 {
            for initial in KoreanRomanization.initials.indices {
                for vowel in KoreanRomanization.vowels.indices {
                    let junction = KoreanRomanization.junction(final, initial, vowel, noun: true)
                    let text = junction + KoreanRomanization.vowels[vowel]
                    let cost = junction == plain(final, initial) ? 0 : KoreanRomanization.soundChangeCost
                    table[Array(text.utf8), default: []].append(
                        Join(final: final, initial: initial, vowel: vowel, cost: cost)
                    )
                }
            }
        }
        return table
    }()

    /// A final and the next initial written as they are: the final carried over to a silent ㅇ,
    /// else the final's sound and the initial's letters.
    private static func plain(_ final: Int, _ initial: Int) -> String {
        guard final != 0 else { return KoreanRomanization.initials[initial] }
        let letter = KoreanRomanization.finals[final]
        return KoreanRomanization.initials[initial].isEmpty
            ? letter.liaison : letter.sound.letters + KoreanRomanization.initials[initial]
    }

    /// A last syllable's final, by the letters it is written with at the end of a word (none for
    /// no final).
    static let endings: [[UInt8]: [Int]] = {
        var table: [[UInt8]: [Int]] = [:]
        for final in 0..<28 {
            let text = final == 0 ? "" : KoreanRomanization.finals[final].sound.letters
            table[Array(text.utf8), default: []].append(final)
        }
        return table
    }()

    static let longestOpening = openings.keys.map(\.count).max() ?? 0
    static let longestJoin = joins.keys.map(\.count).max() ?? 0
    static let longestEnding = endings.keys.map(\.count).max() ?? 0
}
