import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

extension DevEventsService {
    /// `due`: the moments of the selected events that fall due within the window, soonest first.
    /// Announcing (`request.thresholds` set), only those whose nearest crossed threshold was not
    /// announced before (all with `again`): each is taken in the store first (so two runs at once
    /// announce it once), announced by the command and the notification, and given back when
    /// either failed (reported per event, exit 2), so the next run announces it again. Without
    /// a command or a notification, the moments printed are remembered once they were written.
    ///
    /// - Throws: `CLIError` (78) for a command or `notify-send` that is not installed, checked
    ///   before anything else; a store that cannot be written when announcing.
    func due(_ request: DevEventDueRequest) async throws -> Report {
        let announcer = try DevEventAnnouncer(
            exec: request.exec,
            notify: request.notify,
            environment: runtime.environment.variables,
            passOn: runtime.diagnostics.note
        )
        let load = try await page.load()
        var warnings: [String] = []
        let saved: [DevEventSavedEvent]
        do {
            saved = try favorites().saved(against: load.page.events, at: runtime.now())
        } catch  where request.selection == .all {
            saved = []
            warnings.append(
                "favourites could not be read (\(runtime.describe(error).message)); listing without ★ marks"
            )
        }
        let selection = request.selection ?? (saved.isEmpty ? .all : .favorites)
        let events = selection == .favorites ? saved.map(\.event) : load.page.events
        let savedByID = Dictionary(saved.map { ($0.event.id, $0) }, uniquingKeysWith: { first, _ in first })
        let due = DevEventDue.select(from: events, within: TimeInterval(request.window), kinds: request.kinds, at: now)
        let conditions = await weather(for: Self.distinctEvents(of: due), asked: request.weather)
        warnings += conditions?.warnings ?? []
        let weatherNotes =
            runtime.outputFormat == .human ? conditions?.reasonNotes(in: due.map(\.event.id)) ?? [] : []
        let record = { [now] (due: DevEventDue, threshold: Int?) in
            DevEventDueRecord(
                due: due,
                now: now,
                threshold: threshold,
                saved: savedByID[due.event.id],
                conditions: conditions.map { $0.conditions[due.event.id] ?? nil }
            )
        }
        var records: [DevEventDueRecord]
        var failures: [ReportFailure] = []
        var alreadyAnnounced = 0
        var remarks: [String] = []
        var afterDelivery: (@Sendable () async -> [String])?
        if let thresholds = request.thresholds {
            let store = DevEventAnnouncements(store: try runtime.services.store())
            let plan = DevEventAnnouncementPlan(
                due: due,
                thresholds: thresholds,
                announced: try store.announced(),
                at: now,
                again: request.again
            )
            alreadyAnnounced = plan.alreadyAnnounced
            if announcer.acts {
                let taken = try store.claim(plan.announcements.map(\.key), at: runtime.now(), again: request.again)
                let claimed = zip(plan.announcements, taken).filter(\.1).map(\.0)
                records = claimed.map { record($0.due, $0.threshold) }
                var failed: [DevEventAnnouncementKey] = []
                for (announcement, item) in zip(claimed, records) {
                    let problems = announcer.announce(item, json: try JSONOutput.korea.line(item), now: now)
                    guard !problems.isEmpty else { continue }
                    failed.append(announcement.key)
                    failures += problems.map {
                        ReportFailure(CLIError($0), subject: FailureSubject(item.due.event.id, kind: Self.eventSubject))
                    }
                }
                do {
                    try store.release(failed)
                } catch {
                    remarks.append(
                        "the failed announcements could not be given back (\(runtime.describe(error).message)); "
                            + "run again with --again to repeat them"
                    )
                }
            } else {
                records = plan.announcements.map { record($0.due, $0.threshold) }
                let keys = plan.announcements.map(\.key)
                let stamp = runtime.now()
                let again = request.again
                if !keys.isEmpty {
                    afterDelivery = {
                        do {
                            _ = try store.claim(keys, at: stamp, again: again)
                            return []
                        } catch {
                            return [
                                "what was announced could not be remembered (\(AppErrors.describer.describe(error).message)); "
                                    + "it will be announced again"
                            ]
                        }
                    }
                }
            }
        } else {
            records = due.map { record($0, nil) }
            if records.isEmpty {
                remarks.append(
                    saved.isEmpty && selection == .favorites
                        ? "no saved events yet: add one with 'devevents fav add ID'"
                        : Self.nothingDue(within: request.window, selection: selection, chosen: request.selection)
                )
            }
        }
        let announcing = request.thresholds != nil
        return Report(
            output: ReportOutput(
                document: DevEventDueDocument(
                    source: load.source,
                    origin: load.originLabel,
                    now: now,
                    within: request.window,
                    selection: selection,
                    announcing: announcing,
                    due: records,
                    alreadyAnnounced: alreadyAnnounced
                ),
                records: records,
                human: DevEventDueView(
                    records: records,
                    now: now,
                    announcing: announcing,
                    credit: page.creditLine,
                    remarks: remarks + weatherNotes,
                    weather: request.weather
                )
            ),
            failures: failures,
            warnings: warnings,
            status: conditions?.failed == true && failures.isEmpty ? .partial : nil,
            afterDelivery: afterDelivery
        )
    }

    /// The events of `due`, each once (an event may fall due twice: its deadline and its start).
    private static func distinctEvents(of due: [DevEventDue]) -> [DevEvent] {
        var seen = Set<String>()
        return due.map(\.event).filter { seen.insert($0.id).inserted }
    }

    /// What an announcement failure is about.
    static let eventSubject = FailureSubject.Kind(singular: "event", plural: "events")

    /// Why a listing of due events is empty.
    private static func nothingDue(
        within window: Int,
        selection: DevEventDueSelection,
        chosen: DevEventDueSelection?
    ) -> String {
        let span = DevEventAnnouncementPlan.label(window)
        switch (selection, chosen) {
        case (.favorites, nil):
            return "none of your saved events is due within \(span); --all looks at every event on the page"
        case (.favorites, _):
            return "none of your saved events is due within \(span)"
        case (.all, _):
            return "no event is due within \(span); --within widens the window"
        }
    }
}
