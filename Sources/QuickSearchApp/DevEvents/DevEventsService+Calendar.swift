import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

extension DevEventsService {
    /// `calendar`: what the events `filter` selects (saved ones only when `favoritesOnly`) mark
    /// on the days of its month (`--month`, else the month of now), or with `week` of the week
    /// of now, Monday to Sunday.
    func calendar(_ filter: DevEventFilter, favoritesOnly: Bool, week: Bool) async throws -> Report {
        let load = try await page.load()
        let selected: [DevEvent]
        var saved: [String: DevEventSavedEvent] = [:]
        var warnings: [String] = []
        if favoritesOnly {
            let favourites = try favorites().saved(against: load.page.events, at: runtime.now())
            selected = DevEventFavoriteSelection(saved: favourites, filter: filter, now: now).all.map(\.event)
            saved = Dictionary(favourites.map { ($0.event.id, $0) }, uniquingKeysWith: { first, _ in first })
        } else {
            selected = filter.apply(to: load.page.events, at: now)
            do {
                saved = Dictionary(
                    try favorites().all().map {
                        ($0.event.id, DevEventSavedEvent(event: $0.event, addedAt: $0.addedAt, onPage: true))
                    },
                    uniquingKeysWith: { first, _ in first }
                )
            } catch {
                warnings.append(
                    "favourites could not be read (\(runtime.describe(error).message)); showing the calendar without ★ marks"
                )
            }
        }
        guard let today = DevEventDay(now), let thisMonth = DevEventCalendar.month(of: now) else {
            throw CLIError("the time \(JSONOutput.korea.timestamp(now)) has no calendar day; give another --now")
        }
        let month = filter.month ?? thisMonth
        let span: (first: DevEventDay, last: DevEventDay)
        if week {
            let monday = today.adding(days: 1 - today.weekday)
            span = (monday, monday.adding(days: 6))
        } else {
            let days = month.days
            guard let first = days.first, let last = days.last else {
                throw CLIError("the month \(month) has no days")
            }
            span = (first, last)
        }
        let agenda = DevEventAgenda(events: selected, from: span.first, through: span.last)
        var remarks: [String] = []
        if agenda.isEmpty {
            remarks.append(
                week
                    ? "nothing falls on the week of \(DevEventDateFormat.day(span.first)) ~ \(DevEventDateFormat.day(span.last))"
                    : "no events take place or close in \(month)"
                        + (filter.month == nil ? "; --month YYYY-MM shows another month" : "")
            )
        }
        if agenda.undated > 0 {
            remarks.append(
                "\(agenda.undated) selected event\(agenda.undated == 1 ? " has" : "s have") no readable date "
                    + "and \(agenda.undated == 1 ? "is" : "are") not on the calendar ('devevents list' shows them)"
            )
        }
        return Report(
            output: ReportOutput(
                document: DevEventCalendarDocument(
                    source: load.source,
                    origin: load.originLabel,
                    now: now,
                    agenda: agenda,
                    today: today,
                    saved: saved
                ),
                records: agenda.allMarks.map(DevEventMarkRecord.init),
                human: DevEventCalendarView(
                    agenda: agenda,
                    month: week ? nil : month,
                    today: today,
                    saved: Set(saved.keys),
                    credit: page.creditLine,
                    remarks: remarks
                ),
                hasResults: true
            ),
            warnings: warnings
        )
    }
}
