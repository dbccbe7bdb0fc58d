import Foundation
import Testing

/// `--format TEMPLATE` through the built binary against the mock (issue 21, section 3): every
/// placeholder, templates kept in the config file by `config set` or by hand, and the refusals.
@Suite("qsearch weather/dust --format TEMPLATE against the mock, with templates in the config file")
struct FormatTemplateTests {
    /// Every placeholder between bars.
    static let every = "%p|%t|%f|%c|%C|%h|%w|%r|%R|%l|%H|%u|%d|%D|%F|%a|%S|%s|%%"

    @Test("Every placeholder has a value of its kind for a saved place at 14:05; the line's template is line")
    func everyPlaceholder() async throws {
        let sandbox = try await DustCommandTests.sandbox()
        let run = try await WeatherCommandTests.weather(sandbox, ["혜화동", "--format", Self.every])
        #expect(run.status == 0, "\(run.stderr)")
        let fields = run.stdout.trimmingCharacters(in: .newlines).split(
            separator: "|",
            omittingEmptySubsequences: false
        )
        .map(String.init)
        try #require(fields.count == 19, "\(run.stdout)")
        let patterns = [
            "^혜화동$", "^-?[0-9]+°C$", "^-?[0-9]+°C$", "^\\S+$", "^(맑음|구름많음|흐림|비|비/눈|눈)$", "^[0-9]+%$",
            "^[↓↙←↖↑↗→↘][0-9]+\\.[0-9]m/s$", "^[0-9]+%$", "^((내일 )?[0-2][0-9]시 (비|비/눈|눈)( [0-9]+%)?)?$",
            "^-?[0-9]+°$", "^-?[0-9]+°$", "^[0-9]+$", "^(좋음|보통|나쁨|매우나쁨)$", "^(좋음|보통|나쁨|매우나쁨)$",
            "^(좋음|보통|나쁨|매우나쁨)$", "^⚠1$", "^07:[0-5][0-9]$", "^17:[0-5][0-9]$", "^%$",
        ]
        for (field, pattern) in zip(fields, patterns) {
            #expect(field.range(of: pattern, options: .regularExpression) != nil, "'\(field)' is not \(pattern)")
        }
        let line = try await WeatherCommandTests.weather(sandbox, ["혜화동", "--format", "line"])
        let spelled = try await WeatherCommandTests.weather(sandbox, ["혜화동", "--format", "%p %c %t ↓%l ↑%H 강수 %r %a"])
        #expect(line.status == 0 && line.stdout == spelled.stdout, "\(line.stdout) \(spelled.stdout)")
    }

    @Test("config set format.NAME keeps a template; weather and dust use it by name, dust refusing %t")
    func namedInTheFile() async throws {
        let sandbox = try await DustCommandTests.sandbox()
        let set = try await sandbox.qsearch(
            ["config", "set", "format.bar", "%p: %t %d/%D"],
            environment: sandbox.environment
        )
        #expect(set.status == 0, "\(set.stderr)")
        let get = try await sandbox.qsearch(["config", "get", "format.bar"], environment: sandbox.environment)
        #expect(get.stdout == "%p: %t %d/%D\n")
        let weather = try await WeatherCommandTests.weather(sandbox, ["혜화동", "--format", "bar"])
        #expect(weather.status == 0, "\(weather.stderr)")
        #expect(
            weather.stdout.range(of: "^혜화동: -?[0-9]+°C \\S+/\\S+\n$", options: .regularExpression) != nil,
            "\(weather.stdout)"
        )
        let dustSet = try await sandbox.qsearch(
            ["config", "set", "format.air", "%p %d"],
            environment: sandbox.environment
        )
        #expect(dustSet.status == 0)
        let dust = try await DustCommandTests.dust(sandbox, "혜화동", "--format", "air")
        #expect(dust.stdout == "혜화동 보통\n", "\(dust.stderr)")
        let refused = try await DustCommandTests.dust(sandbox, "혜화동", "--format", "bar")
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("%t (the temperature now (12°C)) is not among what qsearch dust fetches"))
        let unset = try await sandbox.qsearch(["config", "unset", "format.bar"], environment: sandbox.environment)
        #expect(unset.status == 0)
        let gone = try await WeatherCommandTests.weather(sandbox, ["혜화동", "--format", "bar"])
        #expect(gone.status == 64)
        #expect(gone.stderr.contains("no format called 'bar'; use table, line, air, a template"), "\(gone.stderr)")
    }

    @Test(
        "config set refuses an unknown placeholder and a built-in or malformed name (64), writing nothing",
        arguments: [["format.bar", "%t %x"], ["format.line", "%t"], ["format.Bar", "%t"], ["format.", "%t"]]
    )
    func setRefuses(arguments: [String]) async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch(["config", "set"] + arguments, environment: sandbox.environment)
        #expect(run.status == 64, "\(run.stderr)")
        let file = sandbox.root.appendingPathComponent("home/.config/quicksearch/config")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("A template written by hand with an unknown placeholder is a configuration error naming the key (78)")
    func handWritten() async throws {
        let sandbox = try await DustCommandTests.sandbox()
        let folder = sandbox.root.appendingPathComponent("home/.config/quicksearch")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("config")
        try Data("format.good='%p %t # 기온'\nformat.bad=%p%q\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let good = try await WeatherCommandTests.weather(sandbox, ["혜화동", "--format", "good"])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stdout.hasSuffix("°C # 기온\n"), "a quoted # is the template's")
        let bad = try await WeatherCommandTests.weather(sandbox, ["혜화동", "--format", "bad"])
        #expect(bad.status == 78)
        #expect(bad.stderr.contains("format.bad in the config file: unknown placeholder '%q'"), "\(bad.stderr)")
    }
}
