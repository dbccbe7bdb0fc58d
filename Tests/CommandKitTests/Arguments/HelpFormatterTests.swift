import Testing

@testable import CommandKit

@Suite("HelpFormatter")
struct HelpFormatterTests {
    @Test func rendersASubcommandWithInheritedOptions() throws {
        let request = try #require(HelpRequest.resolve(["fav", "list"], in: SampleCommands.root))
        let expected = """
            List favourites.

            USAGE
              qsearch fav list [options]

            OPTIONS
              -t, --tag <tag>  Only favourites with this tag. Can be
                               repeated.
              -h, --help       Show help for this command.

            INHERITED OPTIONS
                  --json       Print JSON.

            """
        #expect(HelpFormatter(width: 60).render(request) == expected)
    }

    @Test func rendersTheRootWithCommandsAndVersion() throws {
        let request = try #require(HelpRequest.resolve([], in: SampleCommands.root))
        let expected = """
            Search Korean web services from the terminal.

            USAGE
              qsearch <command> [options]

            COMMANDS
              images         Search images on Naver and Kakao.
              fav            Keep favourite results.
              weather        Show the forecast.

            OPTIONS
              -h, --help     Show help for this command.
                  --version  Show the version.

            EXAMPLES
              qsearch images 고양이

            LEARN MORE
              Use 'qsearch <command> --help' for more about a command.

            """
        #expect(HelpFormatter().render(request) == expected)
    }

    @Test func showsPlaceholdersChoicesDefaultsAndRepetition() throws {
        let request = try #require(HelpRequest.resolve(["images"], in: SampleCommands.root))
        let text = HelpFormatter(width: 100).render(request)
        #expect(text.contains("  qsearch images [options] <query>...\n"))
        #expect(text.contains("  <query>...               Words to search for.\n"))
        #expect(text.contains("  -n, --limit <n>          How many results to show. (default: 20)\n"))
        #expect(
            text.contains(
                "      --sort <order>       Order of results. One of: accuracy, recency. (default: accuracy)\n"
            )
        )
        #expect(
            text.contains(
                "  -s, --source <name>      Search only this source. One of: naver, kakao. Can be repeated.\n"
            )
        )
        #expect(text.contains("      --within <duration>  Only results newer than this, e.g. 30d\n"))
        #expect(text.contains("EXAMPLES\n  qsearch images 고양이 --limit 50\n"))
        #expect(!text.contains("--version"))
    }

    @Test func putsHelpUnderALongOptionWhenNarrow() throws {
        let request = try #require(HelpRequest.resolve(["images"], in: SampleCommands.root))
        let text = HelpFormatter(width: 60).render(request)
        #expect(
            text.contains("      --within <duration>\n                        Only results newer than this, e.g.\n")
        )
        #expect(
            text.contains("  -n, --limit <n>       How many results to show.\n                        (default: 20)\n")
        )
    }

    @Test func wrapsToTheGivenWidthAndIsDeterministic() throws {
        let request = try #require(HelpRequest.resolve(["images"], in: SampleCommands.root))
        let narrow = HelpFormatter(width: 50)
        let text = narrow.render(request)
        #expect(text == narrow.render(request))
        for line in text.split(separator: "\n") where !line.contains("<duration>") && !line.hasPrefix("  qsearch") {
            #expect(DisplayWidth.of(line) <= 50, "too wide: \(line)")
        }
        #expect(!text.split(separator: "\n").contains { $0.hasSuffix(" ") })
    }

    @Test func usageShowsEveryPositionalShape() {
        let spec = CommandSpec(
            name: "demo",
            abstract: "Demo.",
            positionals: [.required("a", help: ""), .optional("b", help: ""), .zeroOrMore("c", help: "")]
        )
        #expect(HelpFormatter().usageLines(spec, name: "x demo") == ["x demo [options] <a> [<b>] [<c>...]"])
        #expect(PositionalSpec.oneOrMore("q", help: "").usageSyntax == "<q>...")
    }

    @Test("The summary line is wrapped at the width too, by display width")
    func wrapsTheSummary() throws {
        let spec = CommandSpec(
            name: "weather",
            abstract: "Weather from KMA: now, the coming hours and days for your saved places, a place, or a point.",
            discussion: "혜화동 날씨를 보여 줍니다."
        )
        let request = try #require(HelpRequest.resolve([], in: spec))
        let text = HelpFormatter(width: 40).render(request)
        #expect(
            text.hasPrefix(
                """
                Weather from KMA: now, the coming hours
                and days for your saved places, a place,
                or a point.

                혜화동 날씨를 보여 줍니다.

                """
            )
        )
    }
}
