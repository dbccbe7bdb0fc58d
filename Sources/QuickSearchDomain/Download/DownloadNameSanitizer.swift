import TextSafety

/// Makes any text a safe file name: no `/` or `\` (each becomes `_`), no NUL, control,
/// invisible or bidirectional characters (dropped), no leading dot or space, no trailing space,
/// and short enough that the name with its collision suffix and extension stays within
/// `maximumNameBytes` UTF-8 bytes, cut between characters, never inside one.
public enum DownloadNameSanitizer {
    /// The longest name ext4, APFS and NTFS take, in bytes.
    public static let maximumNameBytes = 255
    /// Room kept for the collision suffix (`-99`, see `DownloadDirectory`).
    static let suffixBytes = 3

    /// The stem of a name that ends with `.fileExtension`: sanitised and cut so that
    /// `stem-99.fileExtension` fits; `image` when nothing is left.
    public static func stem(_ text: String, fileExtension: String) -> String {
        let budget = maximumNameBytes - suffixBytes - 1 - fileExtension.utf8.count
        var cleaned = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "/" || scalar == "\\" {
                cleaned.append("_")
            } else if !isRefused(scalar) {
                cleaned.append(scalar)
            }
        }
        var result = Substring(String(cleaned))
        while let first = result.first, first == "." || first.isWhitespace {
            result.removeFirst()
        }
        var cut = ""
        var bytes = 0
        for character in result {
            let size = character.utf8.count
            guard bytes + size <= budget else { break }
            cut.append(character)
            bytes += size
        }
        while let last = cut.last, last.isWhitespace {
            cut.removeLast()
        }
        return cut.isEmpty ? "image" : cut
    }

    /// NUL, C0 and C1 controls, DEL, and the invisible and bidirectional characters.
    static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || InvisibleCharacters.isInvisibleOrDirectional(scalar)
    }
}
