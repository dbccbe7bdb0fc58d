/// A place name typed in Latin letters (`Seoul`, `Gangnam-gu`, `hyehwa dong`), read as the
/// Revised Romanization of its Korean name: the Korean names to look up, and the test a found
/// place must pass to be the one meant.
///
/// Case, spaces, hyphens and apostrophes are ignored (`Gangnam-gu`, `gangnam gu` and `GANGNAMGU`
/// are one name). The 17 provinces are known by every name in `Province.names` romanised
/// (`Seoul`, `Seoul-teukbyeolsi`, `Gyeonggi-do`, `Chungbuk`, `Chungcheongbuk-do`) and by their
/// official English names (`Seoul Special City`, `Busan Metropolitan City`, `North Chungcheong
/// Province`, `Gangwon State`, `Jeju Special Self-Governing Province`) and `Jeju Island`. Any
/// other name is spelled back in Hangul (`KoreanRomanization.spellings`): as a whole, and with an
/// administrative unit it ends with (`-si`, `-gun`, `-gu`, `-dong`, `-eup`, `-myeon`, `-ri`, `-do`,
/// `-ga`, `-ro`, `-gil`, `-teukbyeolsi`, `-gwangyeoksi`…) split off, as official names write it
/// (`Samjuk-myeon` is 삼죽면, whose unit takes no sound change).
public struct LatinPlaceName: Sendable, Hashable {
    /// The most letters a name may have; a longer text is not read as a place name.
    public static let maximumLetters = 40
    /// The most Korean names looked up for one Latin name.
    public static let maximumSpellings = 4

    /// The name's letters: lower-case a–z, without spaces, hyphens and apostrophes
    /// (`gangnamgu`).
    public let letters: String
    /// The province the letters name, if they name one.
    public let province: Province?
    /// The Korean names to look up, likeliest first, at most `maximumSpellings`: the province's
    /// name the letters romanise (`서울` for `Seoul`, `서울특별시` for `Seoul Special City`),
    /// then the spellings whose romanisation (as an administrative name or as a name) is the
    /// letters (`강남구`; `관악구` and `과낙구` both for `Gwanak-gu`). Empty when no Hangul
    /// romanises to the letters (`Atlantis`: no Korean syllable ends in `s`).
    public let spellings: [String]

    /// `text` as a Latin place name; nil when it holds anything but ASCII letters, spaces,
    /// hyphens and apostrophes (`혜화동`, `역삼1동`, `Sŏul`), no letter, or more than
    /// `maximumLetters` letters.
    ///
    /// - Complexity: O(n) for n letters (at most `maximumSpellings` partial readings a letter,
    ///   once per administrative unit the letters end with).
    public init?(_ text: String) {
        var letters: [UInt8] = []
        for scalar in text.unicodeScalars {
            if Self.separators.contains(scalar) { continue }
            guard scalar.isASCII, let byte = UInt8(exactly: scalar.value), Self.isLetter(byte) else { return nil }
            letters.append(byte | 0x20)
            if letters.count > Self.maximumLetters { return nil }
        }
        guard !letters.isEmpty else { return nil }
        let name = String(decoding: letters, as: UTF8.self)
        self.letters = name
        let named = Self.provinces[name]
        province = named?.province
        var spellings: [String] = named.map { [$0.hangul] } ?? []
        for spelling in Self.spellings(of: letters) where !spellings.contains(spelling) {
            guard spellings.count < Self.maximumSpellings else { break }
            spellings.append(spelling)
        }
        self.spellings = spellings
    }

    /// Whether `candidate`, found for one of `spellings`, is a place of this name: it is the
    /// province the letters name, or a word of its name romanises to the letters, as an
    /// administrative name, as a name, or without the unit it ends with (`광주광역시` and
    /// `광주시` are both `Gwangju`; `광주광역시 동구`, named `동구`, is not).
    public func matches(_ candidate: PlaceCandidate) -> Bool {
        if let province, Province(name: candidate.name) == province { return true }
        return candidate.name.split(separator: " ").contains { Self.readings(of: String($0)).contains(letters) }
    }

    /// What a look-up of `text` that found nothing tried, for a message: ` (read as 과낙구,
    /// 관악구)` for a Latin name with spellings; empty for any other text.
    public static func readAs(_ text: String) -> String {
        guard let name = LatinPlaceName(text), !name.spellings.isEmpty else { return "" }
        return " (read as \(name.spellings.joined(separator: ", ")))"
    }

    // MARK: - Letters

    /// Spaces, hyphens and apostrophes (ASCII and typographic), which a name may hold anywhere.
    private static let separators: Set<Unicode.Scalar> = [" ", "\t", "-", "'", "\u{2010}", "\u{2011}", "\u{2019}"]

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// `romanized` (the romaniser's output) as letters are compared: lower case, without spaces,
    /// hyphens and apostrophes; anything else (a digit's reading, `(il)`) is kept, and matches no
    /// name.
    private static func letters(of romanized: String) -> String {
        String(romanized.lowercased().unicodeScalars.filter { !separators.contains($0) })
    }

    /// The letters `word` (Hangul) is written with: as an administrative name, as a name, and
    /// its part before the unit it ends with as a name (`광주광역시`: `gwangjugwangyeoksi`,
    /// `gwangju`).
    private static func readings(of word: String) -> Set<String> {
        var readings: Set<String> = [
            letters(of: KoreanRomanization.romanize(word, as: .administrative)),
            letters(of: KoreanRomanization.romanize(word, as: .name)),
        ]
        if let unit = KoreanRomanization.administrativeUnits.first(where: {
            word.hasSuffix($0) && word.count > $0.count
        }) {
            readings.insert(letters(of: KoreanRomanization.romanize(String(word.dropLast(unit.count)), as: .name)))
        }
        return readings
    }

    // MARK: - Spellings

    /// Each administrative unit with the letters it is written with (`구`, `gu`), longest first.
    private static let units: [(hangul: String, letters: [UInt8])] = KoreanRomanization.administrativeUnits.map {
        ($0, Array(letters(of: KoreanRomanization.romanize($0, as: .name)).utf8))
    }

    /// How much costlier than the likeliest spelling another may be and still be asked: a
    /// native final or a sound change (`각남구` beside `강남구`), not both nor a rare final.
    private static let costSlack = 2

    /// The Hangul names whose romanisation is `letters`, likeliest first, at most
    /// `maximumSpellings`, none costing more than the cheapest plus `costSlack`: the part before
    /// each unit the letters end with read as a name and followed by the unit (each unit
    /// syllable costs as one of the name's), and the whole read as a name (which costs half a
    /// syllable more when the letters end with a unit, so that `Jongno-gu` is read `종로구`
    /// before `종녹우`), kept only when `romanize` gives the letters back.
    private static func spellings(of letters: [UInt8]) -> [String] {
        var found: [KoreanRomanization.Spelling] = []
        for unit in units where letters.count > unit.letters.count && letters.ends(with: unit.letters) {
            let unitCost = unit.hangul.count * KoreanRomanization.syllableCost
            found += KoreanRomanization.spellings(
                of: Array(letters.dropLast(unit.letters.count)),
                limit: maximumSpellings
            ).map { KoreanRomanization.Spelling(hangul: $0.hangul + unit.hangul, cost: $0.cost + unitCost) }
        }
        let wholePenalty = found.isEmpty ? 0 : KoreanRomanization.syllableCost / 2
        found += KoreanRomanization.spellings(of: letters, limit: maximumSpellings).map {
            KoreanRomanization.Spelling(hangul: $0.hangul, cost: $0.cost + wholePenalty)
        }
        let name = String(decoding: letters, as: UTF8.self)
        var seen = Set<String>()
        let ordered = found.enumerated()
            .sorted { ($0.element.cost, $0.offset) < ($1.element.cost, $1.offset) }
            .map(\.element)
            .filter { seen.insert($0.hangul).inserted && readings(of: $0.hangul).contains(name) }
        guard let cheapest = ordered.first?.cost else { return [] }
        return ordered.prefix { $0.cost <= cheapest + costSlack }.prefix(maximumSpellings).map(\.hangul)
    }

    // MARK: - Provinces

    /// Every Latin name of a province, as letters, with the province and the Korean name to look
    /// up: each of `Province.names` romanised (as an administrative name and as a name), and the
    /// official English names (looked up by the official Korean name).
    private static let provinces: [String: (province: Province, hangul: String)] = {
        var table: [String: (province: Province, hangul: String)] = [:]
        for province in Province.allCases {
            for name in province.names {
                for kind in [KoreanRomanization.Kind.administrative, .name] {
                    let key = letters(of: KoreanRomanization.romanize(name, as: kind))
                    if table[key] == nil { table[key] = (province, name) }
                }
            }
            for english in englishNames(of: province) where table[english] == nil {
                table[english] = (province, province.officialName)
            }
        }
        return table
    }()

    /// The official English names of `province` (the Ministry of the Interior's), as letters,
    /// and `Jeju Island`.
    private static func englishNames(of province: Province) -> [String] {
        switch province {
        case .seoul: ["seoulspecialcity", "seoulmetropolitancity"]
        case .busan, .daegu, .incheon, .gwangju, .daejeon, .ulsan:
            [letters(of: KoreanRomanization.romanize(province.shortName, as: .name)) + "metropolitancity"]
        case .sejong: ["sejongspecialselfgoverningcity", "sejongspecialautonomouscity"]
        case .gyeonggi: ["gyeonggiprovince"]
        case .gangwon: ["gangwonstate", "gangwonprovince"]
        case .chungbuk: ["northchungcheong", "northchungcheongprovince"]
        case .chungnam: ["southchungcheong", "southchungcheongprovince"]
        case .jeonbuk: ["jeonbukstate", "northjeolla", "northjeollaprovince"]
        case .jeonnam: ["southjeolla", "southjeollaprovince"]
        case .gyeongbuk: ["northgyeongsang", "northgyeongsangprovince"]
        case .gyeongnam: ["southgyeongsang", "southgyeongsangprovince"]
        case .jeju: ["jejuisland", "jejuprovince", "jejuspecialselfgoverningprovince"]
        }
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
