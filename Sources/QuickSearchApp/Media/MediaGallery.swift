import CommandKit
import Foundation
import QuickSearchDomain

/// `--html FILE` and `--open`: the results' gallery page (see `GalleryPage`) written before the
/// report is printed, and opened in the browser when asked.
struct MediaGallery {
    let runtime: Runtime

    /// What publishing the page did: the report's notes (the page's path, then what the browser
    /// said) and, when the page could not be written or opened, the failure; it fails the
    /// command (exit 74, or 78 for the browser) while the results are still printed.
    struct Outcome {
        var notes: [String] = []
        var failure: ReportFailure?
    }

    /// Writes the page of `result` to `path` (atomically, owner-only; relative to the working
    /// folder) and, when `opening`, opens it in the browser.
    func publish(_ result: MediaSearchResult, to path: String, opening: Bool) -> Outcome {
        let page = GalleryPage(result: result, generated: runtime.now()).render()
        let absolute = URL(
            fileURLWithPath: path,
            relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        ).standardizedFileURL
        do {
            try AtomicFileWriter.save(Data(page.utf8), to: absolute.path)
        } catch {
            return Outcome(failure: ReportFailure(error, failsCommand: true))
        }
        let written = "gallery: \(absolute.path) (\(result.items.count) \(result.kind.commandName))"
        guard opening else { return Outcome(notes: [written]) }
        do {
            return Outcome(notes: [written] + (try BrowserLauncher.open(absolute, environment: runtime.environment)))
        } catch {
            return Outcome(notes: [written], failure: ReportFailure(error, failsCommand: true))
        }
    }
}
