import CSQLite
import Testing

@testable import QuickSearchData

@Suite("Store errors say what happened, then what to do")
struct StoreErrorWordingTests {
    static let errors: [StoreError] =
        [
            SQLITE_BUSY, SQLITE_CANTOPEN, SQLITE_READONLY, SQLITE_FULL, SQLITE_IOERR, SQLITE_CONSTRAINT,
            SQLITE_MISMATCH,
        ].map { StoreError.sqlite($0, detail: "detail", path: "/data/data.sqlite") } + [
            .notADatabase(path: "/data/data.sqlite"),
            .schemaTooNew(path: "/data/data.sqlite", found: 9, supported: 2),
            .misuse("a statement ran twice", path: nil),
            .typeMismatch(column: 1, expected: "integer", found: "text"),
        ]

    @Test("One clause, then advice after a semicolon, with no final period", arguments: errors)
    func wording(error: StoreError) {
        #expect(!error.message.hasSuffix("."), "\(error.message)")
        let parts = error.message.split(separator: "; ")
        #expect(parts.count == 2, "\(error.message)")
        #expect(parts.first?.contains(": ") == false, "\(error.message)")
        #expect(
            error.message.first?.isLowercase == true || error.message.hasPrefix("/")
                || error.message.hasPrefix("SQLite"),
            "\(error.message)"
        )
    }
}
