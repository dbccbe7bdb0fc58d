import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `show` for people: one `label  value` line per known detail of the event, the same on a
/// terminal and in a pipe.
struct DevEventDetailView: HumanView {
    let event: DevEvent
    /// Set for a favourite: when it was saved, and whether the page still lists it.
    let saved: DevEventSavedEvent?
    let now: Date
    /// With `--weather`: the event's conditions (`.some(nil)` for an online event, which has
    /// no weather line); nil without the option.
    var conditions: DevEventConditions?? = nil

    func render(for terminal: TerminalCapabilities) -> HumanText {
        var fields: [(String, String)] = [
            ("id", event.id),
            ("title", event.title),
            ("link", event.url?.absoluteString ?? "–"),
        ]
        if let apply = event.applyURL {
            fields.append(("apply", apply.absoluteString))
        }
        fields.append((event.periodKind.label, DevEventDateFormat.period(event)))
        fields.append(("status", DevEventDateFormat.relative(event, now: now)))
        if event.start != nil || event.end != nil, !event.rawPeriod.isEmpty {
            fields.append(("as written", event.rawPeriod))
        }
        if event.periodDoubtful {
            fields.append(("doubtful", "the end is written before the start; both dates kept in one year, in order"))
        }
        fields.append(("host", event.hosts.isEmpty ? "–" : event.hosts.joined(separator: " / ")))
        fields.append(("tags", event.tags.isEmpty ? "–" : event.tags.joined(separator: ", ")))
        var venue = event.mode.rawValue
        if let place = event.place { venue += " (\(place))" }
        fields.append(("mode", venue))
        if case .some(.some(let conditions)) = conditions {
            fields.append(("weather", DevEventConditionsText.line(conditions)))
            if conditions.forecast.reading != nil, let note = conditions.dust.note {
                fields.append(("dust", "— \(note)"))
            }
        }
        fields.append(("price", event.price.rawValue))
        fields.append(("section", event.section.description))
        if let saved {
            let when = JSONOutput.korea.timestamp(saved.addedAt)
            fields.append(
                (
                    "favourite",
                    saved.onPage ? "saved \(when)" : "saved \(when); no longer on the page (last known details)"
                )
            )
        }
        let width = fields.map { DisplayWidth.of($0.0) }.max() ?? 0
        return HumanText(
            lines: fields.map { label, value in
                TextTruncation.pad(label, toWidth: width, alignment: .left) + "  " + TextSanitizer.singleLine(value)
            }
        )
    }
}
