import Testing

@testable import CommandKit

@Suite("CommandSpec: consistency")
struct CommandSpecConsistencyTests {
    @Test func sampleTableIsConsistent() {
        #expect(SampleCommands.root.consistencyProblems().isEmpty)
    }

    @Test func findsMistakes() {
        let spec = CommandSpec(
            name: "tool",
            abstract: "",
            options: [
                .flag("json", help: ""),
                .flag("json", short: "j", help: ""),
                .flag("jq", short: "j", help: ""),
                .flag("help", help: ""),
                .flag("x", short: "h", help: ""),
                .choice("sort", values: ["a"], help: "", default: "b"),
                .value("bad name", help: ""),
            ],
            positionals: [.zeroOrMore("rest", help: ""), .required("last", help: "")],
            subcommands: [
                CommandSpec(name: "run", abstract: ""),
                CommandSpec(name: "run", abstract: "", options: [.flag("version", help: "")]),
            ]
        )
        #expect(
            spec.consistencyProblems() == [
                "tool: option '--json' is declared twice",
                "tool: short option '-j' is declared twice",
                "tool: option '--help' is reserved",
                "tool: short option '-h' is reserved for help",
                "tool: default 'b' of '--sort' is not an allowed value",
                "tool: option name 'bad name' must be a word without dashes, '=' or spaces",
                "tool: variadic argument <rest> must be the last one",
                "tool: subcommand 'run' is declared twice",
            ]
        )
    }

    @Test func conflictsMustNameDeclaredOptions() {
        let spec = CommandSpec(
            name: "tool",
            abstract: "",
            options: [.flag("clear", help: "").conflicting(with: "limit", "lmit"), .value("limit", help: "")]
        )
        #expect(
            spec.consistencyProblems() == [
                "tool: '--clear' conflicts with '--lmit', which this command does not declare"
            ]
        )
    }
}
