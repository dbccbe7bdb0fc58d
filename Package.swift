// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "QuickSearch",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "qsearch", targets: ["qsearch"]),
        .executable(name: "devevents", targets: ["devevents"]),
        .executable(name: "mock-api", targets: ["mock-api"]),
    ],
    targets: [
        // C libraries from the system (Debian: libcurl4-openssl-dev, libsqlite3-dev, libxml2-dev).
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // libxml2 stays behind this C target: its headers (and their ICU) never reach Swift.
        .target(
            name: "CXMLShim",
            cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])],
            linkerSettings: [.linkedLibrary("xml2")]
        ),

        .target(name: "QuickSearchDomain"),
        .target(
            name: "QuickSearchData",
            dependencies: ["QuickSearchDomain", "CCurl", "CSQLite", "CXMLShim"]
        ),
        .target(
            name: "QuickSearchCLI",
            dependencies: ["QuickSearchDomain", "QuickSearchData"]
        ),
        .target(name: "MockAPI"),

        .executableTarget(name: "qsearch", dependencies: ["QuickSearchCLI"]),
        .executableTarget(name: "devevents", dependencies: ["QuickSearchCLI"]),
        .executableTarget(name: "mock-api", dependencies: ["MockAPI"]),
        .executableTarget(name: "qsbench", dependencies: ["QuickSearchData", "QuickSearchDomain"]),
        // The fault matrix and soak of `make check-reliability`: runs the built tools against mock servers.
        .executableTarget(
            name: "qsreliability", dependencies: ["MockAPI", "TestSupport", "CSQLite", "QuickSearchDomain"]
        ),

        // Helpers shared by the test targets (not shipped).
        .target(name: "TestSupport", dependencies: ["MockAPI"], path: "Tests/TestSupport"),
        // The seeded generator for randomised test inputs, apart so domain tests need no MockAPI.
        .target(name: "TestRandomness", path: "Tests/TestRandomness"),

        .testTarget(name: "QuickSearchDomainTests", dependencies: ["QuickSearchDomain", "TestRandomness"]),
        .testTarget(
            name: "QuickSearchDataTests",
            dependencies: ["QuickSearchData", "QuickSearchDomain", "MockAPI", "TestSupport", "TestRandomness"]
        ),
        .testTarget(
            name: "QuickSearchCLITests",
            dependencies: ["QuickSearchCLI", "QuickSearchDomain", "QuickSearchData", "TestSupport"]
        ),
        .testTarget(name: "MockAPITests", dependencies: ["MockAPI", "TestSupport"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["MockAPI", "TestSupport", "TestRandomness", "QuickSearchData"]
        ),
    ]
)
