/// Finds the declarations of a command type (its `@Option`, `@Flag` and `@Argument`
/// properties, and those of its `@OptionGroup`s, in declaration order) by building a value and
/// recording what its properties declare as they are initialised (see `DeclarationRecorder`),
/// so that each is written once.
enum CommandDeclarations {
    /// The declared slots among `declarations`, groups flattened, in declaration order; without
    /// the inherited groups' (declared by a command above) unless `inherited`.
    static func slots(in declarations: [RecordedDeclaration], inherited: Bool = true) -> [any DeclaredSlot] {
        declarations.flatMap { declaration -> [any DeclaredSlot] in
            switch declaration {
            case .slot(let slot): [slot]
            case .group(_, let members, let isInherited) where inherited || !isInherited:
                slots(in: members, inherited: inherited)
            case .group: []
            }
        }
    }

    /// The groups among `declarations`, innermost first, to validate after filling.
    static func groups(in declarations: [RecordedDeclaration]) -> [any ParsableArguments] {
        declarations.flatMap { declaration -> [any ParsableArguments] in
            guard case .group(let group, let members, _) = declaration else { return [] }
            return groups(in: members) + [group]
        }
    }

    /// The spec of a command type: its `about` with the options and arguments it declares, and
    /// `--json`, `--jsonl` and `--fields` when it has records.
    static func spec<C: Command>(of command: C.Type) -> CommandSpec {
        spec(of: command, about: C.about)
    }

    /// The spec of arguments of type `C` under `about`; its options and positionals are
    /// recorded when first asked for (see `CommandSpec`).
    static func spec<C: ParsableArguments>(of command: C.Type, about: CommandAbout) -> CommandSpec {
        let hasRecords = about.records != nil
        var spec = CommandSpec(
            name: about.name,
            abstract: about.abstract,
            discussion: { about.discussion },
            examples: about.examples,
            declare: { declarations(of: C.self, withOutputOptions: hasRecords) }
        )
        spec.isHidden = about.isHidden
        return spec
    }

    /// The options and arguments `C` declares, and `--json`, `--jsonl` and `--fields` when
    /// `withOutputOptions`.
    private static func declarations<C: ParsableArguments>(
        of command: C.Type,
        withOutputOptions: Bool
    ) -> CommandSpec.Declarations {
        var options: [OptionSpec] = []
        var positionals: [PositionalSpec] = []
        let recorded = DeclarationRecorder.declarations { C() }.declarations
        for slot in slots(in: recorded, inherited: false) {
            switch slot.declaration {
            case .option(let option): options.append(option)
            case .argument(let argument): positionals.append(argument)
            case .inherited: break
            }
        }
        if withOutputOptions {
            options += OutputFormat.options.map(\.spec)
        }
        return (options, positionals)
    }

    /// A command of type `C` filled from `parsed` and validated.
    static func command<C: ParsableArguments>(_ type: C.Type, from parsed: ParsedCommand) throws -> C {
        let (command, recorded) = DeclarationRecorder.declarations { C() }
        for slot in slots(in: recorded) {
            try slot.fill(from: parsed)
        }
        for group in groups(in: recorded) {
            try group.validate()
        }
        try command.validate()
        return command
    }
}
