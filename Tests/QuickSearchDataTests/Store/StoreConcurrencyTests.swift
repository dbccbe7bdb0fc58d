import Foundation
import Synchronization
import TestSupport
import Testing

@testable import QuickSearchData

extension StoreTests {
    @Suite struct StoreConcurrencyTests {
        let directory: TemporaryDirectory
        let path: String

        init() throws {
            directory = try TemporaryDirectory()
            path = directory.path("data.sqlite")
        }

        /// Runs `work(index)` on `count` threads released at the same moment; returns their errors.
        static func runSimultaneously(_ count: Int, _ work: @escaping @Sendable (Int) throws -> Void) -> [String] {
            let ready = DispatchGroup()
            let done = DispatchGroup()
            let start = DispatchSemaphore(value: 0)
            let errors = ErrorList()
            for index in 0..<count {
                ready.enter()
                done.enter()
                Thread.detachNewThread {
                    ready.leave()
                    start.wait()
                    do { try work(index) } catch { errors.append("thread \(index): \(error)") }
                    done.leave()
                }
            }
            ready.wait()
            for _ in 0..<count { start.signal() }
            if done.wait(timeout: .now() + 60) == .timedOut { errors.append("threads did not finish in 60 s") }
            return errors.all
        }

        @Test func tenWritersOnSeparateConnectionsOfANewFileAllLand() throws {
            let path = path
            let errors = Self.runSimultaneously(10) { index in
                let store = try QuickSearchStore(path: path)
                try store.addFavorite(id: "event-\(index)", snapshot: Data("\(index)".utf8))
            }
            #expect(errors.isEmpty, "\(errors)")
            let ids = try QuickSearchStore(path: path).favorites().map(\.id)
            #expect(Set(ids) == Set((0..<10).map { "event-\($0)" }))
        }

        @Test func tenWritersOnSeparateConnectionsOfAnExistingFileAllLand() throws {
            let path = path
            let stores = try (0..<10).map { _ in try QuickSearchStore(path: path) }
            let errors = Self.runSimultaneously(10) { index in
                for round in 0..<20 {
                    try stores[index].addFavorite(id: "event-\(index)-\(round)", snapshot: Data([UInt8(index)]))
                    try stores[index].recordSearch(
                        HistoryEntry(
                            command: "images",
                            query: "\(index)-\(round)",
                            sort: nil,
                            sources: [],
                            resultCount: 0,
                            date: Date()
                        )
                    )
                }
            }
            #expect(errors.isEmpty, "\(errors)")
            #expect(try stores[0].favorites().count == 200)
            #expect(try stores[0].recentSearches(limit: 1000).count == 200)
        }

        @Test func writersFromTasksSharingOrNotAConnectionAllLand() async throws {
            let shared = try QuickSearchStore(path: path)
            let path = path
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<10 {
                    group.addTask {
                        let store = index.isMultiple(of: 2) ? shared : try QuickSearchStore(path: path)
                        try store.addFavorite(id: "task-\(index)", snapshot: Data())
                    }
                }
                try await group.waitForAll()
            }
            #expect(try shared.favorites().count == 10)
        }

        /// Holds a write transaction on its own thread (after inserting `'held'`) from the moment
        /// `start()` returns until `release()`; `finish()` waits for it and returns its error.
        final class LockHolder: @unchecked Sendable {
            private let holding = DispatchSemaphore(value: 0)
            private let released = DispatchSemaphore(value: 0)
            private let finished = DispatchSemaphore(value: 0)
            private var failure: (any Error)?
            private let database: SQLiteDatabase

            init(path: String) throws {
                database = try SQLiteDatabase(path: path)
                try database.migrate(QuickSearchStore.migrations)
            }

            func start() {
                Thread.detachNewThread { [self] in
                    do {
                        try database.transaction { transaction in
                            try transaction.execute(
                                "INSERT INTO favorites (id, snapshot, added_at, updated_at) VALUES ('held', x'', 0, 0)"
                            )
                            holding.signal()
                            released.wait()
                        }
                    } catch {
                        failure = error
                        holding.signal()
                    }
                    finished.signal()
                }
                holding.wait()
            }

            func release() {
                released.signal()
            }

            func finish() -> (any Error)? {
                finished.wait()
                return failure
            }
        }

        /// A store on `path` that signals `waiting` each time one of its statements starts to
        /// wait for another connection's lock.
        static func store(
            _ path: String,
            busyTimeout: Duration = .seconds(30),
            waiting: DispatchSemaphore
        ) throws -> QuickSearchStore {
            try QuickSearchStore(
                database: SQLiteDatabase(
                    path: path,
                    access: .readWrite,
                    busyTimeout: busyTimeout,
                    onBusy: { waiting.signal() }
                )
            )
        }

        @Test func aWriterWaitsForAnotherConnectionsTransaction() throws {
            let holder = try LockHolder(path: path)
            let waiting = DispatchSemaphore(value: 0)
            let waiter = try Self.store(path, waiting: waiting)
            holder.start()
            let done = DispatchSemaphore(value: 0)
            let errors = ErrorList()
            Thread.detachNewThread {
                do { try waiter.addFavorite(id: "waited", snapshot: Data()) } catch { errors.append("\(error)") }
                done.signal()
            }
            // The waiter has met the lock and is waiting (not failing): only then let go. (The
            // 60 s bound only keeps a broken build from hanging the suite.)
            #expect(waiting.wait(timeout: .now() + 60) == .success, "the writer never waited for the lock")
            #expect(try QuickSearchStore(path: path).favorites().isEmpty, "nothing is committed while the lock is held")
            holder.release()
            done.wait()
            #expect(holder.finish() == nil)
            #expect(errors.all.isEmpty, "\(errors.all)")
            #expect(try Set(waiter.favorites().map(\.id)) == ["held", "waited"])
        }

        @Test func aLockHeldPastTheBusyTimeoutIsAClearError() throws {
            let holder = try LockHolder(path: path)
            let waiting = DispatchSemaphore(value: 0)
            let impatient = try Self.store(path, busyTimeout: .milliseconds(100), waiting: waiting)
            holder.start()
            // The lock is held for as long as this thread needs: the write cannot get it in time.
            let error = #expect(throws: StoreError.self) { try impatient.addFavorite(id: "late", snapshot: Data()) }
            #expect(error?.code == .busy)
            #expect(error?.message.contains("try again") == true)
            holder.release()
            #expect(holder.finish() == nil)
            #expect(try impatient.favorites().map(\.id) == ["held"])
        }

        @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3")))
        func writersInOtherProcessesAndThisOneAllLand() throws {
            let path = path
            try QuickSearchStore(path: path).recordSearch(
                HistoryEntry(command: "images", query: "warm-up", sort: nil, sources: [], resultCount: 0, date: Date())
            )
            let errors = Self.runSimultaneously(10) { index in
                if index.isMultiple(of: 2) {
                    try QuickSearchStore(path: path).addFavorite(id: "thread-\(index)", snapshot: Data())
                    return
                }
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
                process.arguments = [
                    "-cmd", ".timeout 5000", path,
                    "BEGIN IMMEDIATE; INSERT INTO favorites (id, snapshot, added_at, updated_at) "
                        + "VALUES ('process-\(index)', x'7B7D', 0, 0); COMMIT;",
                ]
                try process.run()
                process.waitUntilExit()
                guard process.terminationStatus == 0 else {
                    throw StoreError(code: .sqliteFailure, message: "sqlite3 exited with \(process.terminationStatus)")
                }
            }
            #expect(errors.isEmpty, "\(errors)")
            let favorites = try QuickSearchStore(path: path).favorites()
            #expect(favorites.count == 10)
            #expect(favorites.first { $0.id == "process-1" }?.snapshot == Data("{}".utf8))
        }
    }
}

/// A thread-safe list of failure descriptions collected from worker threads.
final class ErrorList: Sendable {
    private let items = Mutex<[String]>([])

    func append(_ item: String) {
        items.withLock { $0.append(item) }
    }

    var all: [String] {
        items.withLock { $0 }
    }
}
