import Foundation

/// The files a command left under its scratch directory, read for inspection.
struct WrittenFiles {
    /// Files larger than this are read only up to it (the size itself is reported).
    static let readLimit = 64 << 20

    var paths: [String]
    var totalBytes: Int

    init(under directory: String) {
        var paths: [String] = []
        var total = 0
        let enumerator = FileManager.default.enumerator(atPath: directory)
        while let relative = enumerator?.nextObject() as? String {
            let path = directory + "/" + relative
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { continue }
            paths.append(path)
            total += (attributes[.size] as? Int) ?? 0
        }
        self.paths = paths.sorted()
        totalBytes = total
    }

    /// The first `readLimit` bytes of a file.
    static func contents(of path: String) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        return [UInt8]((try? handle.read(upToCount: readLimit)) ?? Data())
    }

    /// The SQLite databases among the files.
    var databases: [String] {
        paths.filter { $0.hasSuffix(".sqlite") }
    }
}
