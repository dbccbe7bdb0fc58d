import Foundation
import QuickSearchData

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `qsbench store-writes DB [--count N] [--prefix P] [--report]`: adds N favourites (default
/// 500) to the store at DB, one transaction each, as `devevents fav add` does, and prints e.g.
/// `store-writes writes_per_s=2100.0 ms_per_write=0.476 count=500`.
///
/// With `--report`, prints `committed <id>` on standard output (unbuffered) as soon as each
/// write has committed: the store reliability tests kill the process at random points and
/// then check that every reported write is in the file.
func runStoreWrites(_ arguments: [String]) {
    guard let path = arguments.first, !path.hasPrefix("-") else { fail(usage, status: 64) }
    var count = 500
    var prefix = "bench-"
    var report = false
    var rest = arguments.dropFirst()
    while let argument = rest.popFirst() {
        switch argument {
        case "--count":
            guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else { fail(usage, status: 64) }
            count = value
        case "--prefix":
            guard let value = rest.popFirst() else { fail(usage, status: 64) }
            prefix = value
        case "--report":
            report = true
        default:
            fail(usage, status: 64)
        }
    }
    do {
        let store = try QuickSearchStore(path: path)
        let snapshot = Data(repeating: 0x20, count: 512)
        let elapsed = try ContinuousClock().measure {
            for index in 0..<count {
                let id = "\(prefix)\(index)"
                try store.addFavorite(id: id, snapshot: snapshot)
                if report {
                    try writeLine("committed \(id)")
                }
            }
        }
        let perWrite = milliseconds(elapsed) / Double(count)
        try writeLine(
            [
                "store-writes", String(format: "writes_per_s=%.1f", 1000 / perWrite),
                String(format: "ms_per_write=%.3f", perWrite), "count=\(count)",
            ].joined(separator: " ")
        )
    } catch {
        fail("qsbench: store-writes failed: \(error)", status: 74)
    }
}

/// Writes `line` and a newline to standard output at once (no buffering), or throws.
func writeLine(_ line: String) throws {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        offset += written
    }
}
