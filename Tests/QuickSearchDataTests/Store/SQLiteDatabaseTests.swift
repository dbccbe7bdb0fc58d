import Foundation
import TestSupport
import Testing

@testable import QuickSearchData

extension StoreTests {
    @Suite struct SQLiteDatabaseTests {
        let directory: TemporaryDirectory
        let database: SQLiteDatabase

        init() throws {
            directory = try TemporaryDirectory()
            database = try SQLiteDatabase(path: directory.path("test.sqlite"))
            try database.execute("CREATE TABLE t (a, b)")
        }

        @Test func opensInWriteAheadLogModeWithForeignKeys() throws {
            #expect(try database.query("PRAGMA journal_mode").first?.string(at: 0) == "wal")
            #expect(try database.query("PRAGMA foreign_keys").first?.int(at: 0) == 1)
        }

        @Test(arguments: [
            SQLiteValue.integer(.min), .integer(.max), .integer(0), .real(-1.5), .real(.infinity),
            .text(""), .text("한국어 ✓ emoji 🎉"), .text("nul\u{0}inside"), .blob(Data()),
            .blob(Data([0, 1, 2, 255])), .null,
        ])
        func valuesRoundTrip(value: SQLiteValue) throws {
            try database.execute("INSERT INTO t (a) VALUES (?)", [value])
            let rows = try database.query("SELECT a FROM t")
            #expect(rows == [SQLiteRow(values: [value])])
        }

        @Test func typedReadingChecksTheType() throws {
            try database.execute("INSERT INTO t (a, b) VALUES (?, ?)", [42, "text"])
            let row = try #require(try database.query("SELECT a, b FROM t").first)
            #expect(try row.int64(at: 0) == 42)
            #expect(try row.double(at: 0) == 42)
            #expect(try row.string(at: 1) == "text")
            #expect(try row.data(at: 1) == Data("text".utf8))
            #expect(try row.optionalString(at: 5) == nil)
            let error = #expect(throws: StoreError.self) { try row.string(at: 0) }
            #expect(error?.code == .typeMismatch)
            #expect(throws: StoreError.self) { try row.int64(at: 7) }
        }

        @Test func datesAreKeptToTheMillisecondAndNeverTrap() throws {
            let date = Date(timeIntervalSince1970: 1_700_000_000.123)
            try database.execute("INSERT INTO t (a) VALUES (?)", [.date(date)])
            try database.execute("INSERT INTO t (a) VALUES (?)", [.date(Date(timeIntervalSince1970: .infinity))])
            try database.execute("INSERT INTO t (a) VALUES (?)", [.date(Date(timeIntervalSince1970: -.infinity))])
            try database.execute("INSERT INTO t (a) VALUES (?)", [.date(Date(timeIntervalSince1970: .nan))])
            let rows = try database.query("SELECT a FROM t ORDER BY rowid")
            #expect(abs(try rows[0].date(at: 0).timeIntervalSince(date)) < 0.000_5)
            #expect(rows[1...].map { $0[0] } == [.integer(.max), .integer(.min), .integer(0)])
        }

        @Test func executeReportsChangedRows() throws {
            try database.execute("INSERT INTO t (a) VALUES (1), (2), (3)")
            #expect(try database.execute("DELETE FROM t WHERE a >= ?", [2]) == 2)
            #expect(try database.execute("DELETE FROM t WHERE a = ?", [99]) == 0)
        }

        @Test func wrongParameterCountIsAnError() throws {
            let error = #expect(throws: StoreError.self) {
                try database.execute("INSERT INTO t (a, b) VALUES (?, ?)", [1])
            }
            #expect(error?.code == .misuse)
        }

        @Test func severalStatementsAreRefused() throws {
            let error = #expect(throws: StoreError.self) {
                try database.execute("INSERT INTO t (a) VALUES (1); DROP TABLE t")
            }
            #expect(error?.code == .misuse)
            #expect(try database.query("SELECT count(*) FROM t").first?.int(at: 0) == 0)
            #expect(try database.execute("INSERT INTO t (a) VALUES (1); -- trailing comment") == 1)
        }

        @Test func syntaxErrorsAreErrors() throws {
            let error = #expect(throws: StoreError.self) { try database.query("SELEC nonsense") }
            #expect(error?.code == .sqliteFailure)
            #expect(error?.path == directory.path("test.sqlite"))
        }

        @Test func transactionCommitsOnReturn() throws {
            let count = try database.transaction { transaction in
                try transaction.execute("INSERT INTO t (a) VALUES (1)")
                try transaction.execute("INSERT INTO t (a) VALUES (2)")
                return try transaction.query("SELECT count(*) FROM t").first?.int(at: 0)
            }
            #expect(count == 2)
            #expect(try database.query("SELECT count(*) FROM t").first?.int(at: 0) == 2)
        }

        @Test func transactionRollsBackOnThrow() throws {
            struct Abort: Error {}
            #expect(throws: Abort.self) {
                try database.transaction { transaction in
                    try transaction.execute("INSERT INTO t (a) VALUES (1)")
                    throw Abort()
                }
            }
            #expect(try database.query("SELECT count(*) FROM t").first?.int(at: 0) == 0)
            try database.execute("INSERT INTO t (a) VALUES (1)")
            #expect(try database.query("SELECT count(*) FROM t").first?.int(at: 0) == 1)
        }

        @Test func transactionHandleIsUselessAfterwards() throws {
            nonisolated(unsafe) var kept: SQLiteTransaction?
            try database.transaction { kept = $0 }
            let error = #expect(throws: StoreError.self) { try kept?.execute("INSERT INTO t (a) VALUES (1)") }
            #expect(error?.code == .misuse)
        }

        @Test func unopenablePathIsAClearError() throws {
            let error = #expect(throws: StoreError.self) {
                try SQLiteDatabase(path: directory.path("missing/dir/x.sqlite"))
            }
            #expect(error?.code == .cannotOpen)
            #expect(error?.message.contains("missing/dir/x.sqlite") == true)
            #expect(throws: StoreError.self) { try SQLiteDatabase(path: "") }
            #expect(throws: StoreError.self) { try SQLiteDatabase(path: "bad\u{0}path") }
        }
    }
}
