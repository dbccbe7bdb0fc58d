import Foundation
import Testing

@testable import CommandKit
@testable import QuickSearchApp

/// The manual pages and completion scripts generated from the two command trees (in process;
/// `ManualPageTests` and `ShellCompletionTests` lint and run what the built tools print).
@Suite("Manual pages and completion scripts, from the command tables")
struct GeneratedDocumentationTests {
    static let programs = ["qsearch", "devevents"]

    private static func page(_ program: String) throws -> String {
        let tool = try #require(QuickSearchProgram.named(program))
        return ManualPage(
            root: tool.spec,
            version: tool.program().version,
            facts: program == "devevents" ? .devevents : .qsearch,
            date: "2026-01-01"
        ).text
    }

    @Test("Every section, subcommand, option and exit code is there; hidden commands are not", arguments: programs)
    func content(program: String) throws {
        let page = try Self.page(program)
        let tool = try #require(QuickSearchProgram.named(program))
        #expect(page.contains(".TH \(program.uppercased()) 1 2026-01-01 "))
        for section in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES",
            "SEE ALSO",
        ] {
            #expect(page.contains("\n.SH \(section)\n"), "\(section)")
        }
        for node in CompletionNode.all(in: tool.spec).dropFirst() {
            #expect(page.contains(".SS \"\(([program] + node.path).joined(separator: " "))\""), "\(node.path)")
            for option in node.spec.options {
                #expect(page.contains(Roff.bold("--\(option.long)")), "\(node.path) --\(option.long)")
            }
        }
        for (code, _) in ExitCode.documented {
            #expect(page.contains(".TP\n\\fB\(code.rawValue)\\fR\n"))
        }
        #expect(!page.contains("__complete"))
        #expect(!page.contains(".SS \"\(program) manual\""))
    }

    @Test("Roff escaping: backslashes, hyphens, quotes, leading dots and apostrophes, non-ASCII")
    func escaping() {
        #expect(Roff.escape(#"a\b"#) == #"a\eb"#)
        #expect(Roff.escape("--limit") == #"\-\-limit"#)
        #expect(Roff.escape(".SH x") == #"\&.SH x"#)
        #expect(Roff.escape("'br") == #"\&'br"#)
        #expect(Roff.escape("say \"hi\"") == #"say \(dqhi\(dq"#)
        #expect(Roff.escape("서울") == #"\[uC11C]\[uC6B8]"#)
        #expect(Roff.escape("line\nbreak") == "line break")
        #expect(Roff.escape("😀") == #"\[u1F600]"#)
    }

    @Test("Every visible subcommand and option is in each shell's script; hidden commands are not", arguments: programs)
    func scriptsCoverTheTree(program: String) throws {
        let tool = try #require(QuickSearchProgram.named(program))
        for shell in CompletionCommand.Shell.allCases {
            let script = CompletionCommand.script(for: tool.spec, shell: shell)
            for node in CompletionNode.all(in: tool.spec) {
                for sub in node.subcommands { #expect(script.contains("'\(sub.name)'"), "\(shell) \(sub.name)") }
                for option in node.options {
                    #expect(
                        script.contains("--\(option.long)") || script.contains("-l '\(option.long)'"),
                        "\(shell) --\(option.long)"
                    )
                }
            }
            #expect(!script.contains("'__complete'") && !script.contains("'manual'"), "\(shell)")
        }
    }

    @Test("Completion kinds are declared where a name, an id or a file is expected")
    func declaredKinds() throws {
        let qsearch = QSearchTool.tool.spec
        let rm = try #require(qsearch.subcommand(named: "places")?.subcommand(named: "rm"))
        #expect(rm.positionals.first?.completion == .stored(.places))
        #expect(qsearch.subcommand(named: "dust")?.positionals.first?.completion == .stored(.places))
        #expect(qsearch.subcommand(named: "images")?.options.first { $0.long == "html" }?.valueCompletion == .file)
        #expect(
            qsearch.subcommand(named: "images")?.options.first { $0.long == "sort" }?.valueCompletion
                == .words(["accuracy", "recency"])
        )
        #expect(qsearch.subcommand(named: "images")?.options.first { $0.long == "json" }?.valueCompletion == nil)
        #expect(DevEventsTool.tool.spec.subcommand(named: "show")?.positionals.first?.completion == .stored(.events))
    }
}
