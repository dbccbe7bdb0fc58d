import CommandKit

/// `qsearch places list`: the saved places in order, with address, coordinates and when added.
struct PlacesListCommand: Command {
    static let about = CommandAbout(
        name: "list",
        abstract: "Show the saved places in order: number, name, address, coordinates, when added.",
        examples: ["qsearch places list", "qsearch places list --json"],
        records: .of(PlaceRecord.self)
    )

    func run(_ runtime: Runtime) async throws -> Report {
        try PlacesService(runtime: runtime).list()
    }
}
