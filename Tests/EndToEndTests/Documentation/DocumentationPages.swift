import Foundation

/// The repository's Markdown documentation: the README and every page of `docs/`.
enum DocumentationPages {
    /// The repository's root folder.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// One page: its path in the repository (`docs/json.md`) and its text.
    struct Page: Sendable {
        let path: String
        let text: String
    }

    /// `README.md`, then the Markdown pages of `docs/` in name order.
    static func all() throws -> [Page] {
        let docs = repository.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
        return try (["README.md"] + names.sorted().map { "docs/\($0)" }).map { path in
            Page(path: path, text: try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8))
        }
    }
}
