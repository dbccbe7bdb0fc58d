import Foundation
import TestSupport
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
            let paths = AppPaths(environment: testCase.environment)
            #expect(try paths.dataDirectory.path == testCase.data)
            #expect(try paths.cacheDirectory.path == testCase.cache)
            #expect(try paths.directory(.state).path == testCase.state)
            #expect(try paths.dataDatabaseURL.path == testCase.data + "/data.sqlite")
            #expect(try paths.cacheDatabaseURL.path == testCase.cache + "/cache.sqlite")
        }

        @Test(arguments: [
            [String: String](),
            ["HOME": ""],
            ["HOME": "relative/home"],
            ["HOME": "relative", "XDG_DATA_HOME": "/d", "XDG_STATE_HOME": "/s"],
        ])
        func aDirectoryFallingBackToHomeNeedsAnAbsoluteHome(environment: [String: String]) throws {
            let paths = AppPaths(environment: environment)
            let error = #expect(throws: AppPathsError.self) { try paths.directory(.cache) }
            #expect(error?.code == .homeNotSet)
            #expect(error?.message.contains("HOME") == true)
        }

        @Test func withoutHomeEachDirectoryNamesItsOwnVariable() throws {
            let paths = AppPaths(environment: [:])
            for kind in AppPaths.Kind.allCases {
                let error = #expect(throws: AppPathsError.self) { try paths.directory(kind) }
                #expect(error?.message.contains(kind.variable) == true, "\(kind)")
                let others = AppPaths.Kind.allCases.filter { $0 != kind }.map(\.variable)
                #expect(others.allSatisfy { error?.message.contains($0) == false }, "\(kind)")
            }
            let partial = AppPaths(environment: ["XDG_CACHE_HOME": "/c"])
            #expect(try partial.cacheDirectory.path == "/c/quicksearch")
        }

        @Test func aRelativeVariableIsIgnoredWithAWarningNamingIt() throws {
            let paths = AppPaths(environment: ["HOME": "/home/kim", "XDG_CACHE_HOME": "rel/cache", "XDG_DATA_HOME": ""])
            #expect(try paths.cacheDirectory.path == "/home/kim/.cache/quicksearch")
            let warning = try #require(paths.warning(for: .cache))
            #expect(warning.contains("XDG_CACHE_HOME") && warning.contains("rel/cache"))
            #expect(warning.contains("/home/kim/.cache/quicksearch"))
            #expect(paths.warning(for: .data) == nil)
            #expect(paths.warning(for: .state) == nil)
        }

        @Test func aMissingHomeIsNeverCreated() throws {
            let root = try TemporaryDirectory()
            let home = root.path("nonexistent")
            let paths = AppPaths(environment: ["HOME": home])
            for kind in AppPaths.Kind.allCases {
                let error = #expect(throws: AppPathsError.self) { try paths.createDirectory(kind) }
                #expect(error?.code == .homeMissing)
                #expect(error?.message.contains("HOME (\(home))") == true)
                #expect(error?.message.contains(kind.variable) == true)
            }
            #expect(!FileManager.default.fileExists(atPath: home))
            #expect(throws: AppPathsError.self) { try QuickSearchStore.reading(paths: paths) }
        }

        @Test func anAbsoluteVariableIsCreatedEvenWhenHomeIsMissing() throws {
            let root = try TemporaryDirectory()
            let paths = AppPaths(environment: [
                "HOME": root.path("nonexistent"), "XDG_DATA_HOME": root.path("xdg/data"),
            ])
            #expect(try paths.createDataDirectory().path == root.path("xdg/data/quicksearch"))
            #expect(!FileManager.default.fileExists(atPath: root.path("nonexistent")))
        }

        @Test func createsMissingDirectoriesPrivately() throws {
            let root = try TemporaryDirectory()
            let paths = AppPaths(environment: ["HOME": root.url.path])
            #expect(try paths.createDataDirectory() == paths.dataDirectory)
            try paths.createCacheDirectory()
            try paths.createDirectory(.state)
            for directory in [
                try paths.dataDirectory, try paths.cacheDirectory, try paths.directory(.state),
                root.url.appendingPathComponent(".local"),
            ] {
                let attributes = try FileManager.default.attributesOfItem(atPath: directory.path)
                #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700, "\(directory.path)")
            }
            try paths.createDataDirectory()
        }

        @Test func leavesExistingDirectoriesAlone() throws {
            let root = try TemporaryDirectory()
            let existing = root.url.appendingPathComponent("data/quicksearch")
            try FileManager.default.createDirectory(
                at: existing,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o750]
            )
            let paths = AppPaths(environment: ["HOME": root.url.path, "XDG_DATA_HOME": root.url.path + "/data"])
            try paths.createDataDirectory()
            let attributes = try FileManager.default.attributesOfItem(atPath: existing.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o750)
        }

        @Test func aFileInTheWayIsAClearError() throws {
            let root = try TemporaryDirectory()
            try Data("x".utf8).write(to: root.url.appendingPathComponent("blocker"))
            let paths = AppPaths(environment: ["XDG_DATA_HOME": root.url.path + "/blocker", "HOME": "/"])
            let error = #expect(throws: AppPathsError.self) { try paths.createDataDirectory() }
            #expect(error?.code == .notADirectory)
            #expect(error?.message.contains("blocker") == true)
        }

        @Test func anUncreatableDirectoryIsAClearError() throws {
            let root = try TemporaryDirectory()
            let tooLong = root.url.path + "/" + String(repeating: "a", count: 300)
            let paths = AppPaths(environment: ["XDG_CACHE_HOME": tooLong, "HOME": "/"])
            let error = #expect(throws: AppPathsError.self) { try paths.createCacheDirectory() }
            #expect(error?.code == .cannotCreateDirectory)
            #expect(error?.message.contains("aaaa") == true)
            #expect(error?.message.first?.isLowercase == true, "the CLI prints it after 'tool: error: '")
            #expect(error?.message.hasSuffix(".") == false)
            #expect(error?.message.contains("create it yourself") == true)
        }

        @Test func storesOpenFromAppPaths() throws {
            let root = try TemporaryDirectory()
            let paths = AppPaths(environment: ["HOME": root.url.path])
            let store = try QuickSearchStore(paths: paths)
            #expect(try store.path == paths.dataDatabaseURL.path)
            let cache = try ResponseCache(paths: paths)
            #expect(try cache.path == paths.cacheDatabaseURL.path)
            #expect(FileManager.default.fileExists(atPath: try paths.cacheDatabaseURL.path))
        }
    }
}
