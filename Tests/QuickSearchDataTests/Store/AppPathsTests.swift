import Foundation
import Testing
@testable import QuickSearchData

extension StoreTests {
    @Suite struct AppPathsTests {
        struct Case: Sendable, CustomTestStringConvertible {
            let name: String
            let environment: [String: String]
            let data: String
            let cache: String
            let state: String
            var testDescription: String { name }
        }

        static let cases: [Case] = [
            Case(
                name: "only HOME",
                environment: ["HOME": "/home/kim"],
                data: "/home/kim/.local/share/quicksearch",
                cache: "/home/kim/.cache/quicksearch",
                state: "/home/kim/.local/state/quicksearch"
            ),
            Case(
                name: "all XDG set",
                environment: [
                    "HOME": "/home/kim", "XDG_DATA_HOME": "/xdg/data", "XDG_CACHE_HOME": "/xdg/cache/",
                    "XDG_STATE_HOME": "/xdg/state",
                ],
                data: "/xdg/data/quicksearch",
                cache: "/xdg/cache/quicksearch",
                state: "/xdg/state/quicksearch"
            ),
            Case(
                name: "relative and empty XDG values ignored",
                environment: [
                    "HOME": "/home/kim", "XDG_DATA_HOME": "relative/data", "XDG_CACHE_HOME": "",
                    "XDG_STATE_HOME": "~/state",
                ],
                data: "/home/kim/.local/share/quicksearch",
                cache: "/home/kim/.cache/quicksearch",
                state: "/home/kim/.local/state/quicksearch"
            ),
            Case(
                name: "XDG set without HOME",
                environment: ["XDG_DATA_HOME": "/d", "XDG_CACHE_HOME": "/c", "XDG_STATE_HOME": "/s"],
                data: "/d/quicksearch",
                cache: "/c/quicksearch",
                state: "/s/quicksearch"
            ),
            Case(
                name: "mixed",
                environment: ["HOME": "/root", "XDG_CACHE_HOME": "/tmp/cache"],
                data: "/root/.local/share/quicksearch",
                cache: "/tmp/cache/quicksearch",
                state: "/root/.local/state/quicksearch"
            ),
        ]

        @Test(arguments: cases)
        func resolvesDirectories(_ testCase: Case) throws {
            let paths = try AppPaths(environment: testCase.environment)
            #expect(paths.dataDirectory.path == testCase.data)
            #expect(paths.cacheDirectory.path == testCase.cache)
            #expect(paths.stateDirectory.path == testCase.state)
            #expect(paths.dataDatabaseURL.path == testCase.data + "/data.sqlite")
            #expect(paths.cacheDatabaseURL.path == testCase.cache + "/cache.sqlite")
        }

        @Test(arguments: [
            [String: String](),
            ["HOME": ""],
            ["HOME": "relative/home"],
            ["HOME": "relative", "XDG_DATA_HOME": "/d", "XDG_CACHE_HOME": "/c"],
        ])
        func needsAnAbsoluteHomeWhenAnyDirectoryFallsBack(environment: [String: String]) throws {
            let error = #expect(throws: AppPathsError.self) { try AppPaths(environment: environment) }
            #expect(error?.code == .homeNotSet)
            #expect(error?.message.contains("HOME") == true)
        }

        @Test func createsMissingDirectoriesPrivately() throws {
            let root = try TemporaryDirectory()
            let paths = try AppPaths(environment: ["HOME": root.url.path])
            #expect(try paths.createDataDirectory() == paths.dataDirectory)
            try paths.createCacheDirectory()
            try paths.createStateDirectory()
            for directory in [paths.dataDirectory, paths.cacheDirectory, paths.stateDirectory,
                              root.url.appendingPathComponent(".local")] {
                let attributes = try FileManager.default.attributesOfItem(atPath: directory.path)
                #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700, "\(directory.path)")
            }
            try paths.createDataDirectory()
        }

        @Test func leavesExistingDirectoriesAlone() throws {
            let root = try TemporaryDirectory()
            let existing = root.url.appendingPathComponent("data/quicksearch")
            try FileManager.default.createDirectory(
                at: existing, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o750])
            let paths = try AppPaths(environment: ["HOME": root.url.path, "XDG_DATA_HOME": root.url.path + "/data"])
            try paths.createDataDirectory()
            let attributes = try FileManager.default.attributesOfItem(atPath: existing.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o750)
        }

        @Test func aFileInTheWayIsAClearError() throws {
            let root = try TemporaryDirectory()
            try Data("x".utf8).write(to: root.url.appendingPathComponent("blocker"))
            let paths = try AppPaths(environment: ["XDG_DATA_HOME": root.url.path + "/blocker", "HOME": "/"])
            let error = #expect(throws: AppPathsError.self) { try paths.createDataDirectory() }
            #expect(error?.code == .notADirectory)
            #expect(error?.message.contains("blocker") == true)
        }

        @Test func anUncreatableDirectoryIsAClearError() throws {
            let root = try TemporaryDirectory()
            let tooLong = root.url.path + "/" + String(repeating: "a", count: 300)
            let paths = try AppPaths(environment: ["XDG_CACHE_HOME": tooLong, "HOME": "/"])
            let error = #expect(throws: AppPathsError.self) { try paths.createCacheDirectory() }
            #expect(error?.code == .cannotCreateDirectory)
            #expect(error?.message.contains("aaaa") == true)
        }

        @Test func storesOpenFromAppPaths() throws {
            let root = try TemporaryDirectory()
            let paths = try AppPaths(environment: ["HOME": root.url.path])
            let store = try QuickSearchStore(paths: paths)
            #expect(store.path == paths.dataDatabaseURL.path)
            let cache = try ResponseCache(paths: paths)
            #expect(cache.path == paths.cacheDatabaseURL.path)
            #expect(FileManager.default.fileExists(atPath: paths.cacheDatabaseURL.path))
        }
    }
}
