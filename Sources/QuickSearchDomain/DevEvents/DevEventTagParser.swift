/// Splits a `분류` value into tags. `<code>` spans are whole tags; the rest of the text is split
/// at `,` `、` `|` `/` `;` `·`, quotes, and `.` unless it sits inside a word (`Node.js`);
/// nothing is split inside parentheses (`오프라인(서울, 강남)`). Tags are cleaned of spaces,
/// quotes and invisible characters, and duplicates (compared folded) dropped.
///
/// Linear in the value and its spans: the spans are taken out of the text in one pass (see
/// `DevEventTextNormalizer.replacingInOrder`) and duplicates are found with a set.
public enum DevEventTagParser {
    /// The tags of a field value and its code spans; `meter` counts the work (`.fields`).
    public static func tags(value: String, codeSpans: [String], meter: DevEventWorkMeter? = nil) -> [String] {
        var tags: [String] = []
        var work = value.utf8.count
        for span in codeSpans {
            let tag = cleanTag(span)
            if !tag.isEmpty { tags.append(tag) }
            work += span.utf8.count
        }
        let rest = DevEventTextNormalizer.replacingInOrder(
            codeSpans.map(DevEventTextNormalizer.clean),
            in: DevEventTextNormalizer.clean(value),
            with: ",",
            work: &work
        )
        if !rest.unicodeScalars.allSatisfy(separatorsAndSpaces.contains) {
            tags += split(rest).map(cleanTag).filter { !$0.isEmpty }
        }
        meter?.add(work, to: .fields)
        return unique(tags, meter: meter)
    }

    /// Whether a line holds nothing but its code spans and separators (a tag line without `분류:`).
    public static func isBareTagLine(_ text: String, codeSpans: [String], meter: DevEventWorkMeter? = nil) -> Bool {
        guard !codeSpans.isEmpty else { return false }
        var work = 0
        let rest = DevEventTextNormalizer.replacingInOrder(
            codeSpans.map(DevEventTextNormalizer.clean),
            in: DevEventTextNormalizer.clean(text),
            with: ",",
            work: &work
        )
        meter?.add(work, to: .fields)
        return rest.unicodeScalars.allSatisfy(separatorsAndSpaces.contains)
    }

    /// Drops repeated tags (compared folded), keeping the first spelling; `meter` counts one
    /// set lookup per tag (`.fields`).
    public static func unique(_ tags: [String], meter: DevEventWorkMeter? = nil) -> [String] {
        guard tags.count > 1 else { return tags }
        var seen = Set<String>(minimumCapacity: tags.count)
        meter?.add(tags.count, to: .fields)
        return tags.filter { seen.insert(DevEventTextNormalizer.fold($0)).inserted }
    }

    private static let separatorsAndSpaces = Set(" ,./|;·、，'\"`‘’“”".unicodeScalars)

    private static let tagEdges = Set(" .,;:#*_'\"`‘’“”«»-".unicodeScalars)

    private static func split(_ text: String) -> [String] {
        DevEventBracketSplitter.split(text) { scalars, index in isSeparator(scalars[index], at: index, in: scalars) }
    }

    private static func isSeparator(_ scalar: Unicode.Scalar, at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        switch scalar {
        case ",", "，", "、", "|", "/", ";", "·", "'", "\"", "`", "‘", "’", "“", "”", "«", "»":
            return true
        case ".", "。":
            let before = index > 0 ? scalars[index - 1] : " "
            let after = index + 1 < scalars.count ? scalars[index + 1] : " "
            return !(isWordCharacter(before) && isWordCharacter(after) && (before.isASCII || after.isASCII))
        default:
            return false
        }
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    private static func cleanTag(_ text: String) -> String {
        DevEventTextNormalizer.clean(DevEventTextNormalizer.trimming(DevEventTextNormalizer.clean(text), tagEdges))
    }
}
