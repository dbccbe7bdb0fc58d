import Foundation
import Testing

/// The links between the README and the pages of `docs/` work: every relative link names a file
/// of the repository, and every `#anchor` a heading of the page it points to.
@Suite("Documentation links")
struct DocumentationLinkTests {
    @Test("Every relative link of the README and docs/ reaches its file and heading")
    func relativeLinksResolve() throws {
        let pages = try DocumentationPages.all()
        var anchorsOfPage: [String: Set<String>] = [:]
        for page in pages { anchorsOfPage[page.path] = MarkdownOutline(page.text).anchors }
        var checked = 0
        for page in pages {
            for link in MarkdownOutline(page.text).links where !link.target.contains(":") {
                checked += 1
                let problem = Self.problem(with: link.target, from: page.path, anchorsOfPage: anchorsOfPage)
                #expect(problem == nil, "\(page.path):\(link.line): \(link.target): \(problem ?? "")")
            }
        }
        #expect(checked > 0)
    }

    /// What is wrong with a link to `target` on the page at `path`, or nil when it works.
    static func problem(with target: String, from path: String, anchorsOfPage: [String: Set<String>]) -> String? {
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard let file = parts[0].isEmpty ? path : Self.resolve(String(parts[0]), from: path) else {
            return "outside the repository"
        }
        let absolute = DocumentationPages.repository.appendingPathComponent(file).path
        guard FileManager.default.fileExists(atPath: absolute) else {
            return "no such file in the repository"
        }
        guard parts.count == 2 else { return nil }
        guard let anchors = anchorsOfPage[file] else { return "an anchor on a page that is not documentation" }
        return anchors.contains(String(parts[1])) ? nil : "no heading with this anchor on \(file)"
    }

    /// The path in the repository of `relative` written on the page at `page`
    /// (`../README.md` from `docs/json.md` is `README.md`); nil when it leaves the repository.
    static func resolve(_ relative: String, from page: String) -> String? {
        var components = page.split(separator: "/").dropLast().map(String.init)
        for component in relative.split(separator: "/").map(String.init) where component != "." {
            if component == ".." {
                guard components.popLast() != nil else { return nil }
            } else {
                components.append(component)
            }
        }
        return components.joined(separator: "/")
    }

    @Test("Anchors are GitHub's: lower-cased, punctuation dropped, spaces made hyphens")
    func anchorsFollowGitHub() {
        #expect(
            MarkdownOutline.anchor(of: "The config file and `qsearch config`") == "the-config-file-and-qsearch-config"
        )
        #expect(MarkdownOutline.anchor(of: "How the weather is read (KMA)") == "how-the-weather-is-read-kma")
        #expect(MarkdownOutline.anchor(of: "Gallery, previews and open") == "gallery-previews-and-open")
        #expect(MarkdownOutline.anchor(of: "날씨와 미세먼지") == "날씨와-미세먼지")
        #expect(MarkdownOutline("# A\n## A\n").anchors == ["a", "a-1"])
    }

    @Test("Links in code, fenced or inline, are not links; a link after a code span is")
    func codeHoldsNoLinks() {
        let outline = MarkdownOutline(
            "```sh\n[x](fenced.md)\n```\nsee `[y](inline.md)` and ``a ` [z](double.md)``,\nthen [w](real.md#top)\n"
        )
        #expect(outline.links == [MarkdownOutline.Link(target: "real.md#top", line: 5)])
        #expect(outline.anchors.isEmpty)
    }

    @Test("A broken file or anchor is reported")
    func brokenLinksAreFound() {
        let anchors = ["README.md": Set(["keys"]), "docs/json.md": Set(["weather"])]
        #expect(Self.problem(with: "json.md#weather", from: "docs/qsearch.md", anchorsOfPage: anchors) == nil)
        #expect(Self.problem(with: "../README.md#keys", from: "docs/qsearch.md", anchorsOfPage: anchors) == nil)
        #expect(Self.problem(with: "json.md#wether", from: "docs/qsearch.md", anchorsOfPage: anchors) != nil)
        #expect(Self.problem(with: "jsn.md", from: "docs/qsearch.md", anchorsOfPage: anchors) != nil)
        #expect(Self.problem(with: "docs/json.md", from: "docs/qsearch.md", anchorsOfPage: anchors) != nil)
        #expect(Self.problem(with: "../../etc/passwd", from: "docs/qsearch.md", anchorsOfPage: anchors) != nil)
    }
}
