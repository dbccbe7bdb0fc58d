import Testing

@testable import CommandKit

/// A command's declarations are recorded as its value is built: every property once, in the
/// order written, whatever shared declarations, modifiers, groups and statics its properties use.
@Suite("Declarations are recorded as a command is built")
struct DeclarationRecorderTests {
    /// Declarations shared by properties, read here only by `Sample`, so that the first build
    /// of `Sample` is what builds them.
    enum Shared {
        static let depth = Option<Int>("depth", help: "How deep.", default: 1, range: 1...9)
        static let name = Argument<String>("name", help: "The name.")
        /// A table of declarations a property's help reads (as `qsearch config`'s keys read the
        /// options whose variables they set); none of them is a property.
        static let table: [OptionSpec] = [
            Option<Int>("hidden", help: "Never a property.", default: 1, range: 1...2).spec,
            Flag("unused", help: "Never a property either.").spec,
        ]
    }

    /// A group that refuses one value.
    struct Tagged: ParsableArguments {
        @Option("tag", help: "A tag.") var tag: String?

        func validate() throws {
            if tag == "bad" { throw ValidationError("the tag 'bad' is refused") }
        }
    }

    /// A group the parent declares (read, not declared, here).
    struct Global: ParsableArguments {
        @Option("home", help: "Where home is.") var home: String?
    }

    struct Sample: Command {
        static let about = CommandAbout(name: "sample", abstract: "A sample.")
        @Argument(Shared.name.completing(.file)) var name: String
        @Option(Shared.depth.conflicting(with: "flat")) var depth: Int
        @Flag("flat", help: "Flat.") var flat: Bool
        @Option("label", help: "One of \(Shared.table.map(\.long).joined(separator: ", ")).") var label: String?
        @OptionGroup var tagged: Tagged
        @OptionGroup(inherited: true) var global: Global

        func run(_ context: Void) async throws -> Report {
            Report(output: ReportOutput(human: TextView(["\(name) \(depth)"])))
        }
    }

    @Test("every property once, in the order written: not the statics a property read, nor an inherited group's")
    func specListsTheProperties() throws {
        let spec = CommandDeclarations.spec(of: Sample.self)
        #expect(spec.options.map(\.long) == ["depth", "flat", "label", "tag"])
        #expect(spec.options.first?.conflicts == ["flat"], "the modifier's copy replaced the shared declaration")
        #expect(spec.positionals.map(\.name) == ["name"])
        #expect(spec.positionals.first?.completion == .file)
    }

    @Test("the values typed reach the properties, the groups' included, and the groups are validated")
    func fills() throws {
        let sample = try Sample.parse(["x", "--depth", "3", "--tag", "t", "--label", "l"])
        #expect(sample.name == "x" && sample.depth == 3)
        #expect(sample.tagged.tag == "t" && sample.label == "l" && !sample.flat)
        #expect(throws: UsageError.self) { try Sample.parse(["x", "--tag", "bad"]) }
    }

    @Test("a value built outside a recording declares nothing and reads its defaults")
    func unrecorded() {
        // Not `Sample`: its first build must be the kit's, which builds `Shared`.
        #expect(Tagged().tag == nil)
        #expect(DeclarationRecorder.declarations { Tagged() }.declarations.count == 1)
    }
}
