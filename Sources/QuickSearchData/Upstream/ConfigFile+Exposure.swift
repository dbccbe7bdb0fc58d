import Foundation

/// Whether others' access to the config file stops it from being used.
extension ConfigFile {
    /// The file's permission bits, or nil when they cannot be read.
    public static func mode(atPath path: String) -> Int? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return (attributes?[.posixPermissions] as? NSNumber)?.intValue
    }

    /// The variables that hold keys: the credentials of every upstream in `UpstreamCatalog.all`.
    public static let keyVariables = Set(UpstreamCatalog.all.flatMap(\.authentication.requiredVariables))

    /// Why a file with `mode` and `settings` must not be used, or nil when it may be: others may
    /// change it (they could add keys or move an upstream's address to a server of theirs, which
    /// the keys in the environment would then be sent to), or others may read it and it holds
    /// keys. A file others may only read that holds no keys (defaults such as `QSEARCH_LIMIT`) is
    /// used. Execute bits do not count.
    public static func exposure(mode: Int, settings: [(String, String)]) -> Exposure? {
        if mode & 0o022 != 0 { return .changeable }
        guard mode & 0o044 != 0 else { return nil }
        var keys: [String] = []
        for (name, _) in settings where keyVariables.contains(name) && !keys.contains(name) {
            keys.append(name)
        }
        return keys.isEmpty ? nil : .readable(keys: keys)
    }

    /// What others may do with the file that stops it from being used (see `exposure`).
    public enum Exposure: Sendable, Hashable {
        /// Group or others may write it.
        case changeable
        /// Group or others may read it, and it holds these keys (names, in the file's order).
        case readable(keys: [String])

        /// `holds NAVER_CLIENT_ID and NAVER_CLIENT_SECRET but others can read it`, or `can be changed by others`.
        public var reason: String {
            switch self {
            case .changeable:
                "can be changed by others"
            case .readable(let keys):
                "holds \(Self.list(keys)) but others can read it"
            }
        }

        /// The keys others may read; none for a file they may change.
        public var keys: [String] {
            if case .readable(let keys) = self { return keys }
            return []
        }

        private static func list(_ names: [String]) -> String {
            guard names.count > 1, let last = names.last else { return names.first ?? "" }
            return names.dropLast().joined(separator: ", ") + " and " + last
        }
    }
}
