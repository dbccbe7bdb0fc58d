/// The Revised Romanization of Korean (국어의 로마자 표기법, Ministry of Culture and Tourism
/// notice 2000-8), as far as it is mechanical: Hangul syllables are split into their initial,
/// vowel and final letters, written with the official tables, and the sound changes the rules
/// write are applied between syllables: a final carried over to a silent ㅇ (liaison), ㄷ and ㅌ
/// before 이 and ㄷ before 히 (palatalisation: 같이 gachi, 굳히다 guchida), nasalisation
/// (종로 Jongno, 왕십리 Wangsimni), ㄴ+ㄹ and ㄹ+ㄹ as ll (신라 Silla, 울릉 Ulleung), aspiration by ㅎ (좋고 joko; in nouns ㄱ, ㄷ, ㅂ keep their ㅎ:
/// 묵호 Mukho), and, in words, the ㄴ inserted between a final ㄹ and a y-vowel (알약 allyak).
/// Names carry the ㄹ over instead: place names are Sino-Korean, read without the inserted ㄴ
/// (월영동 Woryeong-dong, 별양동 Byeoryang-dong). Tense consonants are not written (압구정
/// Apgujeong).
///
/// What the rules leave to the dictionary is not guessed: an ㄴ inserted after other finals
/// (색연필) and after ㄹ in a compound name (서울역), ㄴ+ㄹ read nn in some words (의견란), and
/// the optional hyphen of ambiguous syllables. A digit run is written with its Sino-Korean reading (`1(il)`); anything that is
/// neither Hangul nor a digit is kept as it is. Linear in the text.
public enum KoreanRomanization {
    /// What the text is, which decides the rules and the spelling.
    public enum Kind: Sendable, Hashable {
        /// A word or phrase: the general rules, in lower case (`gachi`, `japyeo`).
        case word
        /// A proper noun: ㄱ, ㄷ, ㅂ keep a following ㅎ, each word capitalised (`Mukho`).
        case name
        /// An administrative name: as `.name`, and the unit ending the last word (도, 시, 군, 구,
        /// 읍, 면, 동, 리, 가, 로, 길, 특별시, 광역시…) set off by a hyphen, without sound changes
        /// across it (`Samjuk-myeon`, `Bongcheon 1(il)-dong`, `Jongno 2(i)-ga`).
        case administrative
    }

    /// The administrative units `.administrative` sets off, longest first so that 특별시 is one
    /// unit and not 시.
    public static let administrativeUnits = [
        "특별자치도", "특별자치시", "특별시", "광역시", "도", "시", "군", "구", "읍", "면", "동", "리", "가", "로", "길",
    ]

    /// `text` in the Revised Romanization.
    public static func romanize(_ text: String, as kind: Kind = .word) -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        var written: [String] = []
        written.reserveCapacity(words.count)
        for (index, word) in words.enumerated() {
            var scalars = Array(word.unicodeScalars)
            var unit: [Unicode.Scalar] = []
            if kind == .administrative, index == words.count - 1 {
                (scalars, unit) = splitUnit(scalars)
            }
            var result = romanizeRuns(scalars, noun: kind != .word)
            if !unit.isEmpty {
                result += "-" + romanizeRuns(unit, noun: true)
            }
            written.append(kind == .word ? result : capitalized(result))
        }
        return written.joined(separator: " ")
    }

    // MARK: - Words

    /// `scalars` without the administrative unit it ends with, and the unit; the unit is empty
    /// when none ends it or nothing would be left before it.
    private static func splitUnit(_ scalars: [Unicode.Scalar]) -> ([Unicode.Scalar], [Unicode.Scalar]) {
        for unit in administrativeUnits {
            let unitScalars = Array(unit.unicodeScalars)
            guard scalars.count > unitScalars.count, scalars.suffix(unitScalars.count).elementsEqual(unitScalars)
            else { continue }
            return (Array(scalars.dropLast(unitScalars.count)), unitScalars)
        }
        return (scalars, [])
    }

    /// A word: its Hangul runs (sound changes within each), digit runs with their reading, a
    /// space between Hangul and a following number, other characters as they are.
    private static func romanizeRuns(_ scalars: [Unicode.Scalar], noun: Bool) -> String {
        var output = ""
        var syllables: [Syllable] = []
        var digits = ""
        func flushSyllables() {
            guard !syllables.isEmpty else { return }
            output += romanize(syllables, noun: noun)
            syllables.removeAll(keepingCapacity: true)
        }
        func flushDigits() {
            guard !digits.isEmpty else { return }
            if let last = output.last, last.isLetter { output += " " }
            output += digits
            if let reading = sinoKorean(digits) { output += "(" + romanize(reading, noun: false) + ")" }
            digits = ""
        }
        for scalar in scalars {
            if let syllable = Syllable(scalar) {
                flushDigits()
                syllables.append(syllable)
            } else if ("0"..."9").contains(scalar) {
                flushSyllables()
                digits.unicodeScalars.append(scalar)
            } else {
                flushSyllables()
                flushDigits()
                output.unicodeScalars.append(scalar)
            }
        }
        flushSyllables()
        flushDigits()
        return output
    }

    private static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    // MARK: - Syllables

    /// A precomposed Hangul syllable as the indices of its initial (0–18), vowel (0–20) and
    /// final (0 none, 1–27) in Unicode's order.
    private struct Syllable {
        let initial: Int
        let vowel: Int
        let final: Int

        init?(_ scalar: Unicode.Scalar) {
            guard (0xAC00...0xD7A3).contains(scalar.value) else { return nil }
            let index = Int(scalar.value) - 0xAC00
            initial = index / 588
            vowel = index % 588 / 28
            final = index % 28
        }

        init(initial: Int, vowel: Int, final: Int) {
            self.initial = initial
            self.vowel = vowel
            self.final = final
        }
    }

    /// A run of syllables, sound changes applied between each two.
    private static func romanize(_ syllables: [Syllable], noun: Bool) -> String {
        var output = ""
        for (index, syllable) in syllables.enumerated() {
            if index == 0 {
                output += initials[syllable.initial]
            } else {
                output += junction(syllables[index - 1].final, syllable.initial, syllable.vowel, noun: noun)
            }
            output += vowels[syllable.vowel]
        }
        if let last = syllables.last, last.final != 0 {
            output += finals[last.final].sound.letters
        }
        return output
    }

    /// How each initial (in Unicode's order) is written before a vowel.
    static let initials = [
        "g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h",
    ]

    /// How each vowel (in Unicode's order) is written.
    static let vowels = [
        "a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu",
        "eu", "ui", "i",
    ]

    /// Indices of the initials the rules name.
    private enum Initial {
        static let g = 0, n = 2, d = 3, r = 5, m = 6, s = 9, silent = 11, j = 12, h = 18
    }

    /// Indices of the finals the rules name.
    private enum Final {
        static let d = 7, l = 8, lt = 13, t = 25, nh = 6, lh = 15, j = 22, ch = 23
    }

    /// The sound a final is pronounced with before a consonant or at the end of a word.
    enum Sound: String {
        case k, t, p, n, l, m, ng

        /// The letters it is written with: its name.
        var letters: String { rawValue }

        /// The sound before ㄴ or ㅁ (nasalisation); ㄹ stays ㄹ.
        var nasal: String {
            switch self {
            case .k, .ng: "ng"
            case .t, .n: "n"
            case .p, .m: "m"
            case .l: "l"
            }
        }
    }

    /// A final: its sound, what it becomes before a silent ㅇ, and whether it holds an ㅎ that
    /// aspirates what follows (ㅎ, ㄶ, ㅀ).
    struct FinalLetter {
        let sound: Sound
        let liaison: String
        var aspirates = false
    }

    /// The finals by index (index 0, no final, is never read).
    static let finals: [FinalLetter] = [
        FinalLetter(sound: .t, liaison: ""),
        FinalLetter(sound: .k, liaison: "g"),  // ㄱ
        FinalLetter(sound: .k, liaison: "kk"),  // ㄲ
        FinalLetter(sound: .k, liaison: "ks"),  // ㄳ
        FinalLetter(sound: .n, liaison: "n"),  // ㄴ
        FinalLetter(sound: .n, liaison: "nj"),  // ㄵ
        FinalLetter(sound: .n, liaison: "n", aspirates: true),  // ㄶ
        FinalLetter(sound: .t, liaison: "d"),  // ㄷ
        FinalLetter(sound: .l, liaison: "r"),  // ㄹ
        FinalLetter(sound: .k, liaison: "lg"),  // ㄺ
        FinalLetter(sound: .m, liaison: "lm"),  // ㄻ
        FinalLetter(sound: .l, liaison: "lb"),  // ㄼ
        FinalLetter(sound: .l, liaison: "ls"),  // ㄽ
        FinalLetter(sound: .l, liaison: "lt"),  // ㄾ
        FinalLetter(sound: .p, liaison: "lp"),  // ㄿ
        FinalLetter(sound: .l, liaison: "r", aspirates: true),  // ㅀ
        FinalLetter(sound: .m, liaison: "m"),  // ㅁ
        FinalLetter(sound: .p, liaison: "b"),  // ㅂ
        FinalLetter(sound: .p, liaison: "ps"),  // ㅄ
        FinalLetter(sound: .t, liaison: "s"),  // ㅅ
        FinalLetter(sound: .t, liaison: "ss"),  // ㅆ
        FinalLetter(sound: .ng, liaison: "ng"),  // ㅇ
        FinalLetter(sound: .t, liaison: "j"),  // ㅈ
        FinalLetter(sound: .t, liaison: "ch"),  // ㅊ
        FinalLetter(sound: .k, liaison: "k"),  // ㅋ
        FinalLetter(sound: .t, liaison: "t"),  // ㅌ
        FinalLetter(sound: .p, liaison: "p"),  // ㅍ
        FinalLetter(sound: .t, liaison: "", aspirates: true),  // ㅎ
    ]

    /// The vowels 야, 얘, 여, 예, 요, 유, before which an ㄴ is heard after a final ㄹ in a word (알약).
    private static let yVowels: Set<Int> = [2, 3, 6, 7, 12, 17]
    private static let vowelI = 20

    /// What is written between a syllable ending in `final` and the next, which starts with
    /// `initial` and `vowel`.
    static func junction(_ final: Int, _ initial: Int, _ vowel: Int, noun: Bool) -> String {
        guard final != 0 else { return initials[initial] }
        let letter = finals[final]
        if initial == Initial.silent {
            if vowel == vowelI {
                switch final {
                case Final.d: return "j"
                case Final.t: return "ch"
                case Final.lt: return "lch"
                default: break
                }
            }
            if !noun, final == Final.l, yVowels.contains(vowel) { return "ll" }
            return letter.liaison
        }
        if letter.aspirates {
            let kept = final == Final.nh ? "n" : final == Final.lh ? "l" : ""
            switch initial {
            case Initial.g: return kept + "k"
            case Initial.d: return kept + "t"
            case Initial.j: return kept + "ch"
            case Initial.s: return kept + "ss"
            case Initial.n: return final == Final.lh ? "ll" : "nn"
            case Initial.h: return kept + "h"
            default: break
            }
        }
        switch initial {
        case Initial.h:
            if final == Final.d, vowel == vowelI { return "ch" }
            switch letter.sound {
            case .k: return noun ? "kh" : "k"
            case .p: return noun ? "ph" : "p"
            case .t:
                if final == Final.j || final == Final.ch { return "ch" }
                return noun && final == Final.d ? "th" : "t"
            case .n, .l, .m, .ng: return letter.sound.letters + "h"
            }
        case Initial.n, Initial.m:
            if letter.sound == .l, initial == Initial.n { return "ll" }
            return letter.sound.nasal + initials[initial]
        case Initial.r:
            switch letter.sound {
            case .n, .l: return "ll"
            case .k, .ng: return "ngn"
            case .p, .m: return "mn"
            case .t: return "nn"
            }
        default:
            return letter.sound.letters + initials[initial]
        }
    }

    // MARK: - Numbers

    /// The Sino-Korean reading of a number below 10 000 in Hangul (`12` → 십이), nil for a
    /// longer one or one starting with 0 (read digit by digit, it is a code, not a number).
    private static func sinoKorean(_ digits: String) -> [Syllable]? {
        guard digits.count <= 4, let number = Int(digits), number > 0, digits.first != "0" else { return nil }
        // 일 이 삼 사 오 육 칠 팔 구, and 십 백 천, as syllables.
        let ones: [Syllable] = [
            Syllable(initial: Initial.silent, vowel: vowelI, final: Final.l),
            Syllable(initial: Initial.silent, vowel: vowelI, final: 0),
            Syllable(initial: Initial.s, vowel: 0, final: 16),
            Syllable(initial: Initial.s, vowel: 0, final: 0),
            Syllable(initial: Initial.silent, vowel: 8, final: 0),
            Syllable(initial: Initial.silent, vowel: 17, final: 1),
            Syllable(initial: 14, vowel: vowelI, final: Final.l),
            Syllable(initial: 17, vowel: 0, final: Final.l),
            Syllable(initial: Initial.g, vowel: 13, final: 0),
        ]
        let powers: [Syllable] = [
            Syllable(initial: Initial.s, vowel: vowelI, final: 17),
            Syllable(initial: 7, vowel: 1, final: 1),
            Syllable(initial: 14, vowel: 4, final: 4),
        ]
        var reading: [Syllable] = []
        let figures = digits.unicodeScalars.map { Int($0.value) - 48 }
        for (position, figure) in figures.enumerated() where figure != 0 {
            let power = figures.count - 1 - position
            if figure != 1 || power == 0 { reading.append(ones[figure - 1]) }
            if power > 0 { reading.append(powers[power - 1]) }
        }
        return reading
    }
}
