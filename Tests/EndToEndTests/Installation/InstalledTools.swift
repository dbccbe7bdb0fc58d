import Foundation
import Testing

/// The programs the completion, manual page and install tests run: zsh, fish and mandoc (bash
/// and groff are always there). `make test` and `.ci/run` install them (Makefile TEST_APT_PACKAGES).
enum InstalledTools {
    static func path(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)", "/usr/local/bin/\(name)"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Run a test needing `name` when it is installed, or when `QSEARCH_REQUIRE_SHELLS=1` (set by
    /// `.ci/run`), so that CI fails rather than skips when the install went wrong.
    static func enabled(_ name: String) -> Bool {
        path(name) != nil || ProcessInfo.processInfo.environment["QSEARCH_REQUIRE_SHELLS"] == "1"
    }

    static func skipReason(_ name: String) -> Comment {
        "\(name) is not installed: apt-get install \(name) (make test and CI install it)"
    }

    /// The package's root folder (scripts/, Makefile).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `program` with `arguments` under a 60-second `timeout(1)`, with `environment` and the
    /// built tools first on PATH.
    static func run(_ program: String, _ arguments: [String], environment: [String: String]) throws -> ProcessResult {
        var environment = environment
        environment["PATH"] = ProcessRunner.productsDirectory.path + ":/usr/bin:/bin"
        let result = try SpawnedProcess.run(
            "/usr/bin/timeout",
            ["--kill-after=10", "60", program] + arguments,
            environment: environment
        )
        return ProcessResult(
            status: result.status,
            stdout: String(decoding: result.stdout, as: UTF8.self),
            stderr: String(decoding: result.stderr, as: UTF8.self)
        )
    }
}

/// Asks a shell, loaded with a tool's generated completion script, what it completes for a
/// command line: bash through its completion function and `COMPREPLY`; zsh through its real
/// completion system (`compinit`, `_arguments`) in a pseudo-terminal, with `compadd` wrapped to
/// print every match; fish through `complete -C`.
struct CompletionProbe {
    let program: String
    let folder: URL
    let environment: [String: String]

    /// Writes the three scripts of `program` into `folder`, from the built tool.
    init(program: String, folder: URL, environment: [String: String]) throws {
        self.program = program
        self.folder = folder
        self.environment = environment
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for shell in ["bash", "zsh", "fish"] {
            let result = try InstalledTools.run(program, ["completion", shell], environment: environment)
            guard result.status == 0, result.stderr.isEmpty else {
                throw ProbeError("\(program) completion \(shell): \(result.status) \(result.stderr)")
            }
            try Data(result.stdout.utf8).write(to: scriptURL(shell))
        }
        try Data(Self.zshCapture.utf8).write(to: folder.appendingPathComponent("capture.zsh"))
    }

    func scriptURL(_ shell: String) -> URL {
        folder.appendingPathComponent(shell == "zsh" ? "_\(program)" : "\(program).\(shell)")
    }

    /// What bash puts in COMPREPLY for `words`, the last being the word under the cursor.
    func bash(_ words: String...) throws -> [String] {
        let code =
            #"source "$0"; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _"# + program
            + #"; printf '%s\n' "${COMPREPLY[@]}""#
        return try lines(
            InstalledTools.run(
                "bash",
                ["--norc", "--noprofile", "-c", code, scriptURL("bash").path, program] + words,
                environment: environment
            )
        )
    }

    /// The matches zsh offers for `line` (text before the cursor), as it would insert them.
    func zsh(_ line: String) throws -> [String] {
        try lines(
            InstalledTools.run(
                "zsh",
                ["-f", folder.appendingPathComponent("capture.zsh").path, folder.path, line],
                environment: environment
            )
        )
    }

    /// The candidates fish offers for `line` (text before the cursor), without descriptions.
    func fish(_ line: String) throws -> [String] {
        let result = try InstalledTools.run(
            "fish",
            ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", scriptURL("fish").path, line],
            environment: environment
        )
        return try lines(result).map { String($0.prefix { $0 != "\t" }) }
    }

    private func lines(_ result: ProcessResult) throws -> [String] {
        guard result.status == 0 else { throw ProbeError("status \(result.status): \(result.stderr)") }
        return result.stdout.split(separator: "\n").map(String.init)
    }

    /// Starts `zsh -f -i` in a pseudo-terminal, loads compinit with the folder on fpath, wraps
    /// compadd to print each match, types the line and a Tab, and prints what was matched.
    static let zshCapture = #"""
        zmodload zsh/zpty || exit 3
        local dir=$1 line=$2 out
        zpty z zsh -f -i
        zpty -w z "PROMPT='' RPROMPT=''; fpath=(${(q)dir} \$fpath); autoload -Uz compinit; compinit -u -d ${(q)dir}/.zcompdump"
        zpty -w z 'bindkey "^I" complete-word; zstyle ":completion:*" list-grouped false; zstyle ":completion:*" insert-tab false'
        zpty -w z 'capture-end() { print -r -- "<<END>>"; exit }; comppostfuncs=(capture-end)'
        zpty -w z 'compadd() {
          if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return; fi
          local -a hits; builtin compadd -A hits "$@"
          local h; for h in $hits; do print -r -- "<<MATCH>>$h<<"; done
          builtin compadd "$@"
        }'
        zpty -w z 'print -r -- "<<READY>>"'
        while zpty -r z out; do [[ $out == *'<<READY>>'* && $out != *print* ]] && break; done
        zpty -w -n z "$line"$'\t'
        while zpty -r z out; do
          [[ $out == *'<<END>>'* ]] && break
          [[ $out == *'<<MATCH>>'* ]] && print -r -- "${${out#*<<MATCH>>}%%<<*}"
        done
        zpty -d z
        """#
}

struct ProbeError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
