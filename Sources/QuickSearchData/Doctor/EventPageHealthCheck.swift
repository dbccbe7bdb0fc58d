import Foundation
import QuickSearchDomain

/// Whether the Dev-Event page (or the page the tool was given) can be fetched and still parses
/// to events: one request, never cached; a `file://` source is read instead.
public struct EventPageHealthCheck: HealthCheck {
    public let name = "event-page"
    public let page: URL
    /// A client without a cache, so that the answer comes from the server.
    public let client: UpstreamClient
    public let deadline: ContinuousClock.Instant?

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
            guard failure.kind != .unusableContent else {
                return HealthCheckResult(
                    name: name,
                    status: .failed,
                    detail: failure.message,
                    fix: "the page no longer reads as the Dev-Event format (update devevents if it is the right page)",
                    remedy: .checkPageAddress
                )
            }
            return HealthCheckResult(
                name: name,
                status: .failed,
                detail: failure.message,
                fix: UpstreamHealthCheck<DevEventPageTarget>.fix(for: failure.kind, upstream: target.upstream),
                remedy: failure.remedy ?? UpstreamHealthCheck<DevEventPageTarget>.remedy(for: failure.kind)
            )
        } catch {
            return HealthCheckResult(
                name: name,
                status: .failed,
                detail: "the page could not be read",
                remedy: .checkPageAddress
            )
        }
    }
}
