import CommandKit
import Foundation
import QuickSearchDomain

/// `qsearch places …`: the ordered list of saved places that `dust` and `weather` use, and the
/// look-up that finds them.
enum PlacesCommand {
    static let node = CommandNode<Runtime>(
        group: CommandAbout(
            name: "places",
            abstract: "Find places in Korea and keep an ordered list of saved places.",
            examples: [
                "qsearch places search 광주", "qsearch places add 혜화동", "qsearch places add 광주 --pick 2 --as 경기광주",
                "qsearch places list",
            ]
        ),
        children: [
            CommandNode(PlacesSearchCommand.self),
            CommandNode(PlacesAddCommand.self),
            CommandNode(PlacesListCommand.self),
            CommandNode(PlacesRemoveCommand.self),
            CommandNode(PlacesMoveCommand.self),
            CommandNode(PlacesRenameCommand.self),
        ]
    )

    /// A refused change or unknown place as one line and exit 64.
    static func usageError(_ error: PlaceListError) -> CLIError {
        let advice =
            switch error.kind {
            case .invalidName: "choose a name of 1-40 characters that is not a number (--as NAME when adding)"
            case .duplicateName: "choose another name (--as NAME), or rename or remove the saved one"
            case .unknownPlace: "'qsearch places list' shows the saved places"
            case .invalidPosition: "'qsearch places list' shows the positions"
            }
        return CLIError("\(error.message); \(advice)", exitCode: .usage)
    }

    /// A point as people write it: `37.586366,127.001699` (six decimals, about 10 cm).
    static func coordinateText(_ point: GeoCoordinate) -> String {
        String(format: "%.6f,%.6f", point.latitude, point.longitude)
    }
}
