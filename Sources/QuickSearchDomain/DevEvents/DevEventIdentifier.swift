import Foundation

/// Short, stable identifiers for events: 8 characters of Crockford base32 (lower-case) taken
/// from a 64-bit FNV-1a hash of the normalised link and the folded title, finished with
/// MurmurHash3's 64-bit mixer so that similar entries get unlike ids. The same entry gets
/// the same id on every fetch and in every month section; two entries that share a link differ
/// by title; a remaining collision is settled by `attempt` (see `DevEventPageBuilder`).
public enum DevEventIdentifier {
    /// The id of an entry; `attempt` > 1 derives the next candidate after a collision.
    public static func make(title: String, url: URL?, attempt: Int = 1) -> String {
        make(key: key(title: title, url: url), attempt: attempt)
    }

    /// What an entry's id is made from: its normalised link and folded title. Entries with the
    /// same key get the same first id.
    public static func key(title: String, url: URL?) -> String {
        normalisedLink(url) + "\u{1}" + DevEventTextNormalizer.fold(title)
    }

    /// The id of the entry with this `key`; `attempt` > 1 derives the next candidate after a collision.
    public static func make(key: String, attempt: Int = 1) -> String {
        var hash = fnv1a64(key.utf8)
        if attempt > 1 {
            hash = fnv1a64("\u{1}#\(attempt)".utf8, continuing: hash)
        }
        return base32(mix(hash))
    }

    /// The link without scheme, `www.`, trailing slash, and lower-cased: the form ids are made
    /// from and links are compared in.
    public static func normalisedLink(_ url: URL?) -> String {
        guard var text = url?.absoluteString.lowercased() else { return "" }
        for prefix in ["https://", "http://"] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
        }
        if text.hasPrefix("www.") {
            text.removeFirst(4)
        }
        while text.hasSuffix("/") {
            text.removeLast()
        }
        return text
    }

    /// 64-bit FNV-1a; `continuing` the hash of a prefix, the hash of the prefix followed by `bytes`.
    static func fnv1a64(
        _ bytes: some Sequence<UInt8>,
        continuing start: UInt64 = 0xcbf2_9ce4_8422_2325
    ) -> UInt64 {
        var hash = start
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// MurmurHash3's fmix64: spreads every input bit over the whole value.
    static func mix(_ value: UInt64) -> UInt64 {
        var hash = value
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        hash = hash &* 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
        return hash
    }

    /// The top 40 bits of `value` as 8 Crockford base32 digits.
    static func base32(_ value: UInt64) -> String {
        var scalars = String.UnicodeScalarView()
        for index in 0..<8 {
            let shift = UInt64(59 - index * 5)
            scalars.append(base32Alphabet[Int((value >> shift) & 0x1F)])
        }
        return String(scalars)
    }

    private static let base32Alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz".unicodeScalars)
}
