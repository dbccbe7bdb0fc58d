import Foundation
import QuickSearchDomain
import Testing

/// Debian's `chromium`, when installed (`.ci/run` and `make test` install it).
private enum Chromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Run the browser tests: when chromium is installed, or when `QSEARCH_REQUIRE_CHROMIUM=1`
    /// (set by `.ci/run`), so that CI fails rather than skips if the install went wrong.
    static let testsEnabled = path != nil || ProcessInfo.processInfo.environment["QSEARCH_REQUIRE_CHROMIUM"] == "1"
    static let skipReason: Comment = "chromium is not installed: apt-get install chromium (make test and CI install it)"

    /// Runs headless Chromium on `page` with `arguments`, under a 120-second `timeout(1)`, with
    /// every host name unresolvable but the loopback address: the page is local, and its
    /// thumbnails reach nothing but the test's mock (with `--local-media`, which serves them).
    static func run(
        _ arguments: [String],
        page: URL,
        home: URL
    ) throws -> (status: Int32, stdout: String, stderr: String) {
        let profile = home.appendingPathComponent("chromium-profile-\(UUID().uuidString)")
        let result = try SpawnedProcess.run(
            "/usr/bin/timeout",
            [
                "--kill-after=10", "120", path ?? "chromium",
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                "--user-data-dir=\(profile.path)", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
            ] + arguments + [page.absoluteString],
            environment: ["HOME": home.path, "PATH": "/usr/bin:/bin"]
        )
        return (
            result.status, String(decoding: result.stdout, as: UTF8.self),
            String(decoding: result.stderr, as: UTF8.self)
        )
    }
}

@Suite("qsearch --html: the gallery page in a real browser (headless Chromium)")
struct GalleryBrowserTests {
    /// Query words the mock puts into titles: a script that would stamp the page, and an
    /// image whose error handler would. Neither may run, or become an element.
    static let hostileQuery =
        "<script>document.documentElement.dataset.pwned='script'</script> <img src=x onerror=document.documentElement.dataset.pwned='img'> n=12"

    private static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test(
        "The page renders every tile, keeps a hostile title as text, and runs its filter script",
        .enabled(if: Chromium.testsEnabled, Chromium.skipReason)
    )
    func renderedDOM() async throws {
        try #require(Chromium.path != nil, "QSEARCH_REQUIRE_CHROMIUM=1 but no chromium in /usr/bin")
        let sandbox = try QSearchSandbox()
        let page = sandbox.root.appendingPathComponent("home/gallery.html")
        let run = try await sandbox.qsearch("images", Self.hostileQuery, "--limit", "12", "--html", page.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("gallery: \(page.path) (12 images)"))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(Self.count("<figure class=\"tile\"", in: html) == 12)

        let browser = try Chromium.run(["--dump-dom"], page: page, home: sandbox.root.appendingPathComponent("home"))
        #expect(browser.status == 0, "chromium: \(browser.stderr.suffix(2000))")
        let dom = browser.stdout
        #expect(Self.count("<figure class=\"tile\"", in: dom) == 12)
        #expect(
            dom.range(of: #"<html[^>]*data-filters="ready""#, options: .regularExpression) != nil,
            "the filter script did not run"
        )
        #expect(dom.contains("<output id=\"shown\">12</output>"))
        #expect(!dom.contains("data-pwned"), "an injected script or handler ran")
        #expect(Self.count("<script", in: dom) == 1)
        #expect(!dom.contains("<img src=\"x\""))
        #expect(!dom.contains("<img src=x"))
        #expect(dom.contains("&lt;script&gt;document.documentElement.dataset.pwned="))
        #expect(dom.contains("&lt;img src=x onerror="))
    }

    /// Tells, once every image of the page has loaded or failed, each one's decoded width (0:
    /// not decoded), in `data-widths` on the root element; every image is loaded at once.
    static let probe = """
        (function(){var i=[].slice.call(document.images);i.forEach(function(m){m.loading='eager';});\
        Promise.all(i.map(function(m){return m.decode().then(function(){return m.naturalWidth;},\
        function(){return 0;});})).then(function(w){document.documentElement.dataset.widths=w.join(',');});})();
        """

    /// Issue 19 #15: the mock's images were a signature and noise, so the gallery showed empty frames.
    @Test(
        "Every image of the page decodes in the browser (naturalWidth > 0): the mock serves real pictures",
        .enabled(if: Chromium.testsEnabled, Chromium.skipReason)
    )
    func imagesDecode() async throws {
        try #require(Chromium.path != nil, "QSEARCH_REQUIRE_CHROMIUM=1 but no chromium in /usr/bin")
        let sandbox = try QSearchSandbox(localMedia: true)
        let home = sandbox.root.appendingPathComponent("home")
        let page = home.appendingPathComponent("gallery.html")
        let run = try await sandbox.qsearch("images", "고양이 n=12", "--limit", "12", "--html", page.path)
        #expect(run.status == 0, "\(run.stderr)")
        // The probe is added to the page, its hash to the page's script sources.
        var html = try String(contentsOf: page, encoding: .utf8)
        let hash = "sha256-" + Data(SHA256.digest(Array(Self.probe.utf8))).base64EncodedString()
        html = html.replacingOccurrences(of: "script-src '", with: "script-src '\(hash)' '")
        html = html.replacingOccurrences(of: "</body>", with: "<script>\(Self.probe)</script></body>")
        try Data(html.utf8).write(to: page)
        let browser = try Chromium.run(["--virtual-time-budget=20000", "--dump-dom"], page: page, home: home)
        #expect(browser.status == 0, "chromium: \(browser.stderr.suffix(2000))")
        let widths = try #require(
            browser.stdout.firstMatch(of: /data-widths="([0-9,]*)"/).map { String($0.1) },
            "the probe did not finish"
        )
        let decoded = widths.split(separator: ",").compactMap { Int($0) }
        #expect(decoded.count == 12)
        #expect(decoded.allSatisfy { $0 > 0 }, "widths \(decoded)")
        #expect(sandbox.server.requestCount(pathPrefix: "/media/png/") >= 12)
    }

    @Test(
        "A screenshot of the page is a PNG",
        .enabled(if: Chromium.testsEnabled, Chromium.skipReason)
    )
    func screenshot() async throws {
        try #require(Chromium.path != nil, "QSEARCH_REQUIRE_CHROMIUM=1 but no chromium in /usr/bin")
        let sandbox = try QSearchSandbox(localMedia: true)
        let home = sandbox.root.appendingPathComponent("home")
        let page = home.appendingPathComponent("gallery.html")
        let run = try await sandbox.qsearch("images", "고양이 n=8", "--limit", "8", "--html", page.path)
        #expect(run.status == 0, "\(run.stderr)")
        let shot = home.appendingPathComponent("gallery.png")
        let browser = try Chromium.run(
            [
                "--screenshot=\(shot.path)", "--window-size=1000,700", "--hide-scrollbars",
                "--virtual-time-budget=20000",
            ],
            page: page,
            home: home
        )
        #expect(browser.status == 0, "chromium: \(browser.stderr.suffix(2000))")
        let png = try Data(contentsOf: shot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(png.count > 1000)
    }
}

@Suite("qsearch --html, --open and --preview: the file, its mode, the browser launch, the preview note")
struct GalleryFileTests {
    @Test("The page is written owner-only, named on standard error, and the results still print")
    func ownerOnlyFile() async throws {
        let sandbox = try QSearchSandbox()
        let page = sandbox.root.appendingPathComponent("home/p.html")
        try Data("old".utf8).write(to: page)
        let run = try await sandbox.qsearch("videos", "강의 n=5", "--html", page.path)
        #expect(run.status == 0)
        #expect(run.stdoutLines.count == 5)
        #expect(run.stderrLines == ["gallery: \(page.path) (5 videos)"])
        let attributes = try FileManager.default.attributesOfItem(atPath: page.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: page.deletingLastPathComponent().path)
            .filter { $0.hasPrefix(".p.html") }
        #expect(leftovers.isEmpty)
    }

    @Test("An unwritable path: exit 74, one error line, no file")
    func unwritable() async throws {
        let sandbox = try QSearchSandbox()
        let page = sandbox.root.appendingPathComponent("home/missing-folder/p.html")
        let run = try await sandbox.qsearch("images", "x n=3", "--html", page.path)
        #expect(run.status == 74)
        #expect(run.stderrLines.last?.hasPrefix("qsearch: error: could not write '\(page.path)'") == true)
        #expect(!FileManager.default.fileExists(atPath: page.path))
    }

    @Test("An unwritable page or a browser that fails: the results still print and the search is recorded")
    func failureKeepsResults() async throws {
        let sandbox = try QSearchSandbox()
        let missing = sandbox.root.appendingPathComponent("home/missing-folder/p.html")
        let unwritable = try await sandbox.qsearch("images", "kept n=3", "--html", missing.path)
        #expect(unwritable.status == 74)
        #expect(unwritable.stdoutLines.count == 5)
        var environment = sandbox.environment
        environment["BROWSER"] = "false"
        let page = sandbox.root.appendingPathComponent("home/p.html")
        let browser = try await sandbox.qsearch(
            ["videos", "opened n=2", "--html", page.path, "--open"],
            environment: environment
        )
        #expect(browser.status == 78)
        #expect(browser.stdoutLines.count == 2)
        #expect(browser.stderrLines.contains("gallery: \(page.path) (2 videos)"))
        let history = try await sandbox.qsearch("history", "--json")
        let searches = try #require(try history.jsonObject()["searches"] as? [[String: Any]])
        #expect(searches.map { $0["query"] as? String } == ["opened n=2", "kept n=3"])
    }

    @Test("--open hands the page's file URL to $BROWSER; --open without --html is a usage error")
    func open() async throws {
        let sandbox = try QSearchSandbox()
        let page = sandbox.root.appendingPathComponent("home/open.html")
        let record = sandbox.root.appendingPathComponent("home/opened.txt")
        var environment = sandbox.environment
        environment["BROWSER"] = "sh -c 'printf \"%%s\" \"$1\" > \(record.path)' browser %s"
        let run = try await sandbox.qsearch(
            ["images", "x n=3", "--html", page.path, "--open"],
            environment: environment
        )
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: record, encoding: .utf8) == page.absoluteURL.absoluteString)

        let usage = try await sandbox.qsearch("images", "x", "--open")
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("--html FILE"))
    }

    @Test(
        "--preview where output is not a kitty/iTerm2 terminal: the results as usual and one note; with --json: usage error"
    )
    func previewUnsupported() async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.environment
        environment["TERM"] = "xterm-kitty"
        let run = try await sandbox.qsearch(["images", "x n=3", "--preview"], environment: environment)
        #expect(run.status == 0)
        let plain = try await sandbox.qsearch(["images", "x n=3"], environment: environment)
        #expect(run.stdout == plain.stdout)
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.hasPrefix("previews are not supported here"))

        let usage = try await sandbox.qsearch("images", "x", "--preview", "--json")
        #expect(usage.status == 64)
    }
}
