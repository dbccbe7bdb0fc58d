import CommandKit
import Foundation
import QuickSearchData

/// Reads and rewrites the config file for `qsearch config`: other lines (comments, API keys)
/// are kept, the file is replaced atomically and owner-only (0600), its folder owner-only (0700).
struct ConfigFileAccess {
    /// The file's location (`ConfigFile.location`).
    let url: URL

    /// The file's settings in order; empty when there is no file.
    ///
    /// - Throws: `ConfigurationError` for a malformed line (named, never its value) or an unreadable file.
    func settings() throws -> [(String, String)] {
        guard let text = try text() else { return [] }
        return try ConfigFile.parse(text, path: url.path)
    }

    /// What others may do with the file, holding `settings`, that stops the other commands from
    /// using it; nil when they use it (see `ConfigFile.exposure`).
    func exposure(of settings: [(String, String)]) -> ConfigFile.Exposure? {
        ConfigFile.mode(atPath: url.path).flatMap { ConfigFile.exposure(mode: $0, settings: settings) }
    }

    /// Sets `variable` to `value`, or removes it when nil, keeping every other line.
    func write(_ variable: String, _ value: String?) throws {
        let target = url.resolvingSymlinksInPath()
        let updated = try ConfigFile.setting(variable, to: value, in: try text() ?? "", path: url.path)
        let folder = target.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: folder,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        } catch {
            throw CLIError(
                "could not prepare the folder \(folder.path): \(AppErrors.message(error).0)",
                exitCode: .storage
            )
        }
        try AtomicFileWriter.save(Data(updated.utf8), to: target.path)
    }

    /// The file's text, or nil when it does not exist.
    private func text() throws -> String? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ConfigurationError(variables: [], message: "cannot read \(url.path); check its owner and permissions")
        }
        return try ConfigFile.text(of: data, path: url.path)
    }
}
