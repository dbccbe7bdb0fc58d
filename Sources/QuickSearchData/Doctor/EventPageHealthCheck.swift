import Foundation
import QuickSearchDomain

/// Whether the Dev-Event page (or the `--source` page) can be fetched and still parses to
/// events: one request, never cached; a `file://` source is read instead.
public struct EventPageHealthCheck: HealthCheck {
    public let name = "event-page"
    public let page: URL
    /// A client without a cache, so that the answer comes from the server.
    public let client: UpstreamClient
    public let deadline: ContinuousClock.Instant?

    public init(page: URL, client: UpstreamClient, deadline: ContinuousClock.Instant?) {
        self.page = page
        self.client = client
        self.deadline = deadline
    }

    public func run() async -> HealthCheckResult {
        let target = DevEventPageTarget(pageURL: page, parser: LibXMLDevEventPageParser(baseURL: page))
        do {
            let events: Int
            if page.isFileURL {
                events = try DevEventPageTarget.events(in: LocalPageFile.contents(of: page), parser: target.parser)
                    .events.count
            } else {
                events = try await client.fetch(target, refresh: true, deadline: deadline).value.events.count
            }
            return HealthCheckResult(
                name: name,
                status: .ok,
                detail: "\(page.isFileURL ? page.path : page.host ?? "the page") read: \(events) events"
            )
        } catch let failure as SourceFailure {
            let fix =
                failure.kind == .unusableContent
                ? "the page no longer reads as the Dev-Event format: check --source (or DEVEVENTS_SOURCE), or update devevents"
                : UpstreamHealthCheck<DevEventPageTarget>.fix(for: failure.kind, upstream: target.upstream)
            return HealthCheckResult(name: name, status: .failed, detail: failure.message, fix: fix)
        } catch {
            return HealthCheckResult(
                name: name,
                status: .failed,
                detail: "the page could not be read",
                fix: "check --source (or DEVEVENTS_SOURCE)"
            )
        }
    }
}
