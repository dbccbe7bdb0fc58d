import Testing

/// The golden folder holds exactly the catalogue's files, so a command that goes away takes
/// its files with it (and one that comes gets its own).
@Suite("Golden files: the folder matches the catalogue")
struct GoldenCatalogTests {
    @Test("no golden file is left that no case produces, and no two cases share a file")
    func noStaleFiles() throws {
        let names = GoldenCatalog.all.map(\.file)
        #expect(Set(names).count == names.count, "two cases write the same golden file")
        let stale = Set(GoldenFiles.stored()).subtracting(names).sorted()
        if GoldenFiles.isUpdating {
            try stale.forEach(GoldenFiles.remove)
            return
        }
        #expect(
            stale.isEmpty,
            "no case produces \(stale.map(GoldenFiles.relative)); refresh with \(GoldenFiles.refreshCommand)"
        )
    }

    @Test("the help walk reaches every visible command and leaves hidden ones out")
    func helpWalk() {
        let qsearch = Set(GoldenCatalog.commandPaths(GoldenTool.qsearch.spec).map { $0.joined(separator: " ") })
        #expect(qsearch.isSuperset(of: ["", "images", "places", "places add", "cache info", "config set", "doctor"]))
        #expect(!qsearch.contains("__complete") && !qsearch.contains("manual"))
        let devevents = Set(GoldenCatalog.commandPaths(GoldenTool.devevents.spec).map { $0.joined(separator: " ") })
        #expect(devevents.isSuperset(of: ["", "list", "fav", "fav list", "completion"]))
    }
}
