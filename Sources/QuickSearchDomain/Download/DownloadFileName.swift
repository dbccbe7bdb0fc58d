import TextSafety

/// The file name a download is saved under: `<rank>-<source>-<slug>.<ext>`, e.g.
/// `007-naver-image-고양이-일상.jpg`. Safe on every common file system: no path separators,
/// no leading dot, no control or format characters, at most `maximumStemBytes` UTF-8 bytes
/// before the extension and its collision suffix.
public enum DownloadFileName {
    /// The slug's longest length in UTF-8 bytes (well under the 255 of ext4, APFS and NTFS).
    public static let maximumSlugBytes = 80

    /// The name without extension, e.g. `007-naver-image-고양이-일상`.
    ///
    /// - Parameters:
    ///   - position: 1-based position in the merged results, zero-padded to three digits.
    ///   - source: the source identifier (`naver-image`).
    ///   - title: the result's title; its slug, or else `host`'s, or else `image`.
    public static func stem(position: Int, source: String, title: String, host: String?) -> String {
        let rank = String(max(0, position))
        let padded = String(repeating: "0", count: max(0, 3 - rank.count)) + rank
        let nameSlug = [slug(title), slug(host ?? "")].first { !$0.isEmpty } ?? "image"
        let sourceSlug = slug(source)
        return "\(padded)-\(sourceSlug.isEmpty ? "source" : sourceSlug)-\(nameSlug)"
    }

    /// The full name for collision attempt `attempt` (1: none, 2: `-2`, …).
    public static func name(stem: String, attempt: Int, fileExtension: String) -> String {
        let suffix = attempt > 1 ? "-\(attempt)" : ""
        return "\(stem)\(suffix).\(fileExtension)"
    }

    /// Letters and digits of `text` (any script, lower-cased), runs of anything else as one
    /// `-`, without leading or trailing `-`, cut to `maximumSlugBytes` on a character boundary.
    public static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for character in text.lowercased() {
            let isWordCharacter =
                character.unicodeScalars.allSatisfy { scalar in
                    scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
                        || scalar.properties.generalCategory == .nonspacingMark
                        || scalar.properties.generalCategory == .spacingMark
                } && !character.unicodeScalars.contains(where: InvisibleCharacters.isInvisibleOrDirectional)
            guard isWordCharacter else {
                pendingDash = !result.isEmpty
                continue
            }
            let addition = (pendingDash ? "-" : "") + String(character)
            guard result.utf8.count + addition.utf8.count <= maximumSlugBytes else { break }
            result += addition
            pendingDash = false
        }
        return result
    }
}
