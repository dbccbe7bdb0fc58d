import CommandKit

/// `qsearch cache info` as data: the database file, its cached answers, its size on disk.
struct CacheInfoRecord: FieldSelectable {
    let path: String
    let entries: Int
    let bytes: Int64

    enum FieldKey: String, CodingKey, CaseIterable {
        case path, entries, bytes
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(path, forKey: .path)
        try container.encode(entries, forKey: .entries)
        try container.encode(bytes, forKey: .bytes)
    }
}
