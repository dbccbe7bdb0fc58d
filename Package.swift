// swift-tools-version:6.0
import PackageDescription

#if canImport(Glibc)
import Glibc

/// Whether this machine's glibc loads DT_RELR relocations (2.36 and later) and LLD, which
/// writes them, is on the `PATH` (swift.org's toolchains have it beside `swiftc`).
let loadsPackedRelocations: Bool = {
    let path = getenv("PATH").map { String(cString: $0) } ?? ""
    guard path.split(separator: ":").contains(where: { access("\($0)/ld.lld", X_OK) == 0 }) else { return false }
    // "glibc 2.36"
    var text = [CChar](repeating: 0, count: 64)
    guard confstr(Int32(_CS_GNU_LIBC_VERSION), &text, text.count) > 0 else { return false }
    let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let version = name.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) } ?? []
    return version.count >= 2 && (version[0], version[1]) >= (2, 36)
}()
#else
let loadsPackedRelocations = false
#endif

// Where glibc is 2.36 or later and LLD is at hand, the two tools are linked by LLD with packed
// relative relocations (DT_RELR): the loader reads 17 KB of them instead of 2 MB of 86,000 RELA
// entries at every start, and the binary stays position-independent (docs/design-choices.md). An
// older glibc cannot load such a binary, so there they are linked as before. LLD also lays out the
// functions the main commands execute together, in the order of scripts/linking/hot-symbols.txt
// (written by scripts/linking/update-hot-symbols.sh; a run maps about 6 MB less of the binary's
// code), and the tools export none of their own symbols (scripts/linking/exports.map).
let linking = String(#filePath.dropLast("Package.swift".count)) + "scripts/linking/"
let toolLinking: [LinkerSetting] =
    loadsPackedRelocations
    ? [
        .unsafeFlags(
            ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"],
            .when(platforms: [.linux])
        ),
        .unsafeFlags(
            [
                "-Xlinker", "--symbol-ordering-file=\(linking)hot-symbols.txt", "-Xlinker", "--no-warn-symbol-ordering",
                "-Xlinker", "--version-script=\(linking)exports.map",
                // Searched before the compiler's own directories: its libstdc++.so is a linker
                // script naming libstdc++.a, so the C++ library the runtime uses is linked in.
                "-L\(linking)static-libstdc++",
            ],
            .when(platforms: [.linux], configuration: .release)
        ),
    ]
    : []

let package = Package(
    name: "QuickSearch",
    // macOS 15: Synchronization's Mutex.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "qsearch", targets: ["qsearch"]),
        .executable(name: "devevents", targets: ["devevents"]),
        .executable(name: "mock-api", targets: ["mock-api"]),
    ],
    targets: [
        // C libraries from the system, found through pkg-config (Debian: libsqlite3-dev,
        // libxml2-dev; Fedora: the -devel packages; macOS: Homebrew).
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .yum(["sqlite-devel"]), .brew(["sqlite"])]
        ),
        // libxml2 is loaded by CXMLShim when a page is first parsed (not linked: it costs every run's
        // start-up), through its own copy of the few layouts it reads; the tests' XMLLayoutCheck
        // compiles that copy against libxml2's headers, found through pkg-config.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .yum(["libxml2-devel"]), .brew(["libxml2"])]
        ),
        .target(name: "CXMLShim"),
        // libcurl is loaded by CCurlShim when a request is first made (not linked: libcurl and the
        // libraries it brings are most of what a linked binary maps at start-up). Its header, on the
        // compiler's default path (Debian: libcurl4-openssl-dev; Fedora: libcurl-devel; macOS: the
        // SDK), gives the types and option values.
        .target(name: "CCurlShim"),
        // SQLite's variadic configuration calls, which Swift cannot make (`sqlite3_db_config`).
        .target(name: "CSQLiteShim", dependencies: ["CSQLite"]),

        // Escape sequences and invisible characters: what both the domain and the kit refuse to show.
        .target(name: "TextSafety"),
        // Days of the Gregorian calendar to and from day numbers, by arithmetic: the one copy for
        // the kit's timestamps, the domain's calendar, the time parser and the mock's dates.
        .target(name: "CivilCalendar"),
        // The generic command-line kit: parsing, typed options, help, completions, manual pages,
        // terminal, the report printer and diagnostics. Knows nothing of QuickSearch.
        .target(name: "CommandKit", dependencies: ["TextSafety", "CivilCalendar"]),
        .target(name: "QuickSearchDomain", dependencies: ["TextSafety", "CivilCalendar"]),
        .target(
            name: "QuickSearchData",
            dependencies: ["QuickSearchDomain", "CCurlShim", "CSQLite", "CSQLiteShim", "CXMLShim"]
        ),
        .target(
            name: "QuickSearchApp",
            dependencies: ["CommandKit", "CivilCalendar", "QuickSearchDomain", "QuickSearchData"]
        ),
        .target(name: "MockAPI", dependencies: ["CommandKit", "CivilCalendar"]),

        .executableTarget(name: "qsearch", dependencies: ["QuickSearchApp"], linkerSettings: toolLinking),
        .executableTarget(name: "devevents", dependencies: ["QuickSearchApp"], linkerSettings: toolLinking),
        .executableTarget(name: "mock-api", dependencies: ["MockAPI"]),
        .executableTarget(name: "qsbench", dependencies: ["QuickSearchData", "QuickSearchDomain"]),
        // The fault matrix and soak of `make check-reliability`: runs the built tools against mock servers,
        // placing each upstream where the upstream catalog (QuickSearchData) says it is configured.
        .executableTarget(
            name: "qsreliability",
            dependencies: ["CommandKit", "MockAPI", "TestSupport", "CSQLite", "QuickSearchDomain", "QuickSearchData"]
        ),

        // Helpers shared by the test targets (not shipped).
        .target(name: "TestSupport", dependencies: ["MockAPI"], path: "Tests/TestSupport"),
        // The seeded generator for randomised test inputs, apart so domain tests need no MockAPI.
        .target(name: "TestRandomness", path: "Tests/TestRandomness"),
        // CXMLShim's copy of libxml2's layouts, checked against libxml2's headers at compile time.
        .target(name: "XMLLayoutCheck", dependencies: ["CLibXML2"], path: "Tests/XMLLayoutCheck"),

        .testTarget(
            name: "QuickSearchDomainTests",
            dependencies: ["QuickSearchDomain", "CivilCalendar", "TextSafety", "TestRandomness"]
        ),
        .testTarget(name: "CommandKitTests", dependencies: ["CommandKit", "TestRandomness"]),
        .testTarget(
            name: "QuickSearchDataTests",
            dependencies: [
                "QuickSearchData", "QuickSearchDomain", "MockAPI", "TestSupport", "TestRandomness", "XMLLayoutCheck",
            ]
        ),
        .testTarget(
            name: "QuickSearchAppTests",
            dependencies: ["QuickSearchApp", "CommandKit", "QuickSearchDomain", "QuickSearchData", "TestSupport"]
        ),
        .testTarget(name: "MockAPITests", dependencies: ["CommandKit", "MockAPI", "TestSupport"]),
        // What users read (help, completion scripts, manual pages, tables) against the golden
        // files in Tests/GoldenTests/Golden, refreshed by scripts/update-golden.sh.
        .testTarget(
            name: "GoldenTests",
            dependencies: ["QuickSearchApp", "CommandKit", "QuickSearchData", "MockAPI", "TestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["MockAPI", "TestSupport", "TestRandomness", "QuickSearchData"]
        ),
    ]
)

// Every Swift target reaches the metadata of a concrete generic type (`KeyedEncodingContainer<…>`,
// `Dictionary<…>`) through the accessor the compiler emits, which hands over the conformances it
// needs, not by its mangled name, which the runtime resolves by looking each conformance up: on
// Linux a first look-up scans every conformance in the program (about 7,000), and a cold weather
// report made some ninety of them (20M of its 120M instructions). The code is the same otherwise,
// and the binary about as large (see docs/design-choices.md).
let cTargets: Set = ["CCurlShim", "CSQLiteShim", "CXMLShim", "XMLLayoutCheck"]
for target in package.targets where target.type != .system && !cTargets.contains(target.name) {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
            // Each function in a section of its own, so that the link can lay out the tools'
            // executed code together (scripts/linking).
            .unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release)),
        ]
}
