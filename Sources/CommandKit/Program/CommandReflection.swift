/// Finds the declarations of a command value (its `@Option`, `@Flag` and `@Argument`
/// properties, and those of its `@OptionGroup`s, in declaration order) by reflection, in the
/// manner of swift-argument-parser, so that each is written once.
enum CommandReflection {
    /// The declared slots of `value`, groups flattened, in declaration order; without the
    /// inherited groups' (declared by a command above) unless `inherited`.
    static func slots(of value: Any, inherited: Bool = true) -> [any DeclaredSlot] {
        Mirror(reflecting: value).children.flatMap { child -> [any DeclaredSlot] in
            switch (child.value as? any ReflectedProperty)?.reflected {
            case .slot(let slot): [slot]
            case .group(let group, let isInherited) where inherited || !isInherited:
                slots(of: group, inherited: inherited)
            case .group, nil: []
            }
        }
    }

    /// The groups of `value`, to validate after filling.
    static func groups(of value: Any) -> [any ParsableArguments] {
        Mirror(reflecting: value).children.flatMap { child -> [any ParsableArguments] in
            guard case .group(let group, _) = (child.value as? any ReflectedProperty)?.reflected else { return [] }
            return groups(of: group) + [group]
        }
    }

    /// The spec of a command type: its `about` with the options and arguments it declares, and
    /// `--json`, `--jsonl` and `--fields` when it has records.
    static func spec<C: Command>(of command: C.Type) -> CommandSpec {
        spec(of: command, about: C.about)
    }

    /// The spec of arguments of type `C` under `about`; its options and positionals are
    /// reflected when first asked for (see `CommandSpec`).
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
        for slot in slots(of: C(), inherited: false) {
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
        let command = C()
        for slot in slots(of: command) {
            try slot.fill(from: parsed)
        }
        for group in groups(of: command) {
            try group.validate()
        }
        try command.validate()
        return command
    }
}

/// A property the kit finds by reflection: a declared option, flag or argument, or a group of
/// them. One protocol for both, so that each property's type is looked up once (the runtime's
/// first look-up of a type's conformance scans every conformance in the program).
protocol ReflectedProperty {
    var reflected: ReflectedDeclaration { get }
}

/// What a reflected property declares.
enum ReflectedDeclaration {
    case slot(any DeclaredSlot)
    /// An `@OptionGroup`: its group, and whether a command above declares its options.
    case group(any ParsableArguments, isInherited: Bool)
}

extension Option: ReflectedProperty {
    var reflected: ReflectedDeclaration { .slot(self) }
}

extension Flag: ReflectedProperty {
    var reflected: ReflectedDeclaration { .slot(self) }
}

extension Argument: ReflectedProperty {
    var reflected: ReflectedDeclaration { .slot(self) }
}

extension OptionGroup: ReflectedProperty {
    var reflected: ReflectedDeclaration { .group(wrappedValue, isInherited: isInherited) }
}
