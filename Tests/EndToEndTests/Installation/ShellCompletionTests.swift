import Foundation
import Testing

/// The generated completion scripts, loaded in bash, zsh and fish, asked what they complete.
@Suite("qsearch/devevents completion: the scripts in their real shells")
struct ShellCompletionTests {
    /// Saved places whose names need quoting: a space, and shell metacharacters.
    static let places = ["서울 시청", "남산 'N' & $타워"]
    /// qsearch's visible commands today, in the tree's order. A command registered later joins
    /// them without an edit here: the in-process `GeneratedDocumentationTests` check the scripts
    /// against the whole tree; these check that real shells offer the commands.
    static let commands = [
        "images", "videos", "open", "history", "cache", "places", "dust", "weather", "config", "doctor", "completion",
    ]

    /// The placeholders `dust --format` offers, in their order.
    static let dustPlaceholders = ["%p", "%d", "%D", "%F", "%a", "%S", "%s", "%%"]

    /// Whether `offered`, the words a shell offers after `qsearch `, hold each of today's
    /// commands once (in order when `ordered`), and otherwise only words that look like command
    /// names: never an option or a hidden command (`__complete`, `manual`).
    static func offersTheCommands(_ offered: [String], ordered: Bool) -> Bool {
        let known = offered.filter(commands.contains)
        return (ordered ? known == commands : known.sorted() == commands.sorted())
            && offered.allSatisfy { $0.first?.isLowercase == true && $0 != "manual" }
    }

    /// A sandbox with `places` saved, and the three qsearch scripts written from the built tool.
    private static func probe() async throws -> (QSearchSandbox, CompletionProbe) {
        let sandbox = try QSearchSandbox()
        for (index, name) in places.enumerated() {
            let run = try await sandbox.qsearch("places", "add", name, "--at", "37.56\(index),126.97", "--as", name)
            try #require(run.status == 0, "\(run.stderr)")
        }
        let probe = try CompletionProbe(
            program: "qsearch",
            folder: sandbox.root.appendingPathComponent("scripts"),
            environment: sandbox.baseEnvironment
        )
        return (sandbox, probe)
    }

    @Test("bash: subcommands, options, choices, files, and saved places escaped")
    func bash() async throws {
        let (sandbox, probe) = try await Self.probe()
        defer { withExtendedLifetime(sandbox) {} }
        let commands = try probe.bash("")
        #expect(Self.offersTheCommands(commands, ordered: true), "\(commands)")
        #expect(try probe.bash("places", "r") == ["rm", "remove", "rename"], "aliases are offered too")
        #expect(try probe.bash("images", "--sort", "") == ["accuracy", "recency"])
        #expect(try probe.bash("images", "--sort", "=", "r") == ["recency"])
        #expect(try probe.bash("images", "-s", "") == ["kakao", "naver"])
        #expect(try probe.bash("images", "--so") == ["--source", "--sort"])
        #expect(try probe.bash("images", "cat", "-n", "5", "--si") == ["--size"])
        #expect(try probe.bash("videos", "--si") == [])
        #expect(try probe.bash("weather", "--map", "") == ["temp", "uv", "dust"])
        #expect(try probe.bash("weather", "--format", "%R") == ["%R"])
        #expect(try probe.bash("dust", "--format", "") == ["table", "line"] + Self.dustPlaceholders)
        #expect(try probe.bash("completion", "") == ["bash", "zsh", "fish"])
        #expect(try probe.bash("config", "set", "l") == ["limit"])
        #expect(try probe.bash("config", "set", "d") == ["download_dir"])
        #expect(try probe.bash("places", "rm", "") == [#"서울\ 시청"#, #"남산\ \'N\'\ \&\ \$타워"#])
        #expect(try probe.bash("places", "remove", "") == [#"서울\ 시청"#, #"남산\ \'N\'\ \&\ \$타워"#])
        #expect(try probe.bash("dust", #"서울\ "#) == [#"서울\ 시청"#])
        #expect(try probe.bash("weather", "'남") == ["남산 'N' & $타워"])
        #expect(try probe.bash("places", "mv", #"서울\ 시청"#, "") == [])
        #expect(try probe.bash("places", "rename", "--color", "") == ["auto", "always", "never"])
        let page = sandbox.root.appendingPathComponent("home/gallery.html")
        try Data().write(to: page)
        #expect(
            try probe.bash("images", "cat", "--html", sandbox.root.appendingPathComponent("home/gal").path) == [
                page.path
            ]
        )
    }

    @Test(
        "zsh: the real completion system offers the same, quoted by compadd",
        .enabled(if: InstalledTools.enabled("zsh"), InstalledTools.skipReason("zsh"))
    )
    func zsh() async throws {
        try #require(InstalledTools.path("zsh") != nil, "QSEARCH_REQUIRE_SHELLS=1 but zsh is not installed")
        let (sandbox, probe) = try await Self.probe()
        defer { withExtendedLifetime(sandbox) {} }
        let commands = try probe.zsh("qsearch ")
        #expect(Self.offersTheCommands(commands, ordered: false), "\(commands)")
        #expect(try probe.zsh("qsearch images --sort ") == ["accuracy", "recency"])
        #expect(try probe.zsh("qsearch images -s ") == ["kakao", "naver"])
        #expect(try Set(probe.zsh("qsearch images --s")) == ["--source", "--sort", "--size"])
        #expect(
            try Set(probe.zsh("qsearch places ")) == [
                "search", "add", "list", "ls", "rm", "remove", "mv", "move", "rename",
            ]
        )
        #expect(try probe.zsh("qsearch places rm ") == [#"서울\ 시청"#, #"남산\ \'N\'\ \&\ \$타워"#])
        #expect(try probe.zsh("qsearch places remove ") == [#"서울\ 시청"#, #"남산\ \'N\'\ \&\ \$타워"#])
        #expect(try probe.zsh(#"qsearch dust 서울\ "#) == [#"서울\ 시청"#])
        #expect(try probe.zsh("qsearch completion ") == ["bash", "zsh", "fish"])
        #expect(try Set(probe.zsh("qsearch dust --format ")) == Set(["table", "line"] + Self.dustPlaceholders))
    }

    @Test(
        "fish: complete -C offers the same",
        .enabled(if: InstalledTools.enabled("fish"), InstalledTools.skipReason("fish"))
    )
    func fish() async throws {
        try #require(InstalledTools.path("fish") != nil, "QSEARCH_REQUIRE_SHELLS=1 but fish is not installed")
        let (sandbox, probe) = try await Self.probe()
        defer { withExtendedLifetime(sandbox) {} }
        let commands = try probe.fish("qsearch ")
        #expect(Self.offersTheCommands(commands, ordered: false), "\(commands)")
        #expect(try probe.fish("qsearch images --sort ") == ["accuracy", "recency"])
        #expect(try probe.fish("qsearch images -s ") == ["kakao", "naver"])
        #expect(try probe.fish("qsearch images --so") == ["--sort", "--source"])
        #expect(
            try Set(probe.fish("qsearch places ")) == [
                "search", "add", "list", "ls", "rm", "remove", "mv", "move", "rename",
            ]
        )
        #expect(try Set(probe.fish("qsearch places rm ")) == Set(Self.places))
        #expect(try Set(probe.fish("qsearch places remove ")) == Set(Self.places))
        #expect(try probe.fish("qsearch dust 서울") == ["서울 시청"])
        #expect(try probe.fish("qsearch places mv 서울\\ 시청 ") == [])
        #expect(try probe.fish("qsearch images cat ") == [])
        #expect(try Set(probe.fish("qsearch dust --format ")) == Set(["table", "line"] + Self.dustPlaceholders))
        // fish matches without case when it can: %f and %F both.
        #expect(try Set(probe.fish("qsearch weather --format %f")) == ["%f", "%F"])
    }

    @Test("devevents: event ids from the cached page and the favourites, in each shell")
    func eventIDs() async throws {
        let sandbox = try DevEventsSandbox()
        defer { withExtendedLifetime(sandbox) {} }
        let url = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let environment = sandbox.baseEnvironment.merging(["DEVEVENTS_SOURCE": url]) { $1 }
        let list = try await sandbox.devevents(
            ["list", "--json", "--now", DevEventsSandbox.now],
            environment: ["DEVEVENTS_SOURCE": url]
        )
        try #require(list.status == 0, "\(list.stderr)")
        let ids = try #require(list.stdout.matches(of: /"id" ?: ?"([a-z0-9]+)"/).map { String($0.output.1) }.first)
        let probe = try CompletionProbe(
            program: "devevents",
            folder: sandbox.root.appendingPathComponent("scripts"),
            environment: environment
        )
        let stored = try InstalledTools.run("devevents", ["__complete", "events"], environment: environment)
        #expect(stored.status == 0 && stored.stderr.isEmpty)
        #expect(stored.stdout.split(separator: "\n").contains { $0 == ids })
        #expect(try probe.bash("show", String(ids.prefix(4))).contains(ids))
        #expect(try probe.bash("fav", "") == ["add", "remove", "rm", "list", "ls"], "aliases after their names")
        #expect(try probe.bash("fav", "rm", String(ids.prefix(4))).contains(ids))
        #expect(try probe.bash("list", "--sort", "") == ["date", "start", "deadline", "title"])
        if InstalledTools.path("zsh") != nil { #expect(try probe.zsh("devevents open \(ids.prefix(4))").contains(ids)) }
        if InstalledTools.path("fish") != nil {
            #expect(try probe.fish("devevents fav add \(ids.prefix(4))").contains(ids))
        }
    }

    @Test("__complete prints nothing and creates nothing without a store; it is hidden from help")
    func storedValuesWithoutStore() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("__complete", "places")
        #expect(run.status == 0 && run.stdout.isEmpty && run.stderr.isEmpty)
        let events = try InstalledTools.run(
            "devevents",
            ["__complete", "events"],
            environment: sandbox.baseEnvironment
        )
        #expect(events.status == 0 && events.stdout.isEmpty && events.stderr.isEmpty)
        #expect(sandbox.files().isEmpty)
        let help = try await sandbox.qsearch("--help")
        #expect(help.stdout.contains("completion"))
        #expect(!help.stdout.contains("__complete") && !help.stdout.contains("manual"))
        let bad = try await sandbox.qsearch("completion", "tcsh")
        #expect(bad.status == 64 && bad.stderr.contains("choose one of: bash, zsh, fish"))
    }
}
