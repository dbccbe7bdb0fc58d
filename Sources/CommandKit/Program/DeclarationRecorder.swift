import Synchronization

/// Records what a command value declares while it is built: each `@Option`, `@Flag` and
/// `@Argument` property registers itself as its initialiser runs, and each `@OptionGroup` the
/// declarations of its group, in declaration order (Swift initialises stored properties in the
/// order they are written).
///
/// Not reflection: `Mirror` and the casts it needs look up each property type's conformances,
/// and on Linux a first look-up scans every conformance in the program (about a tenth of a
/// cached search's instructions went there).
///
/// A declaration is known by its value slot: a copy made from a shared declaration
/// (`@Option(Shared.timeout)`) or changed by a modifier (`.completing(…)`) takes the place of
/// the one it was made from. The value is built once before it is recorded, so that the statics
/// its properties read (shared declarations, or tables of them such as `qsearch config`'s keys)
/// are built outside the recording: only the declarations its properties make count. A property
/// initialiser that made a declaration only to inspect it would count it too (the golden help
/// files would show it).
final class DeclarationRecorder: Sendable {
    /// The recording the declarations being built now belong to, if any.
    @TaskLocal private static var current: DeclarationRecorder?

    private let entries = Mutex<[Entry]>([])

    private struct Entry: Sendable {
        /// The value slot of a declared slot; nil for a group.
        let identity: ObjectIdentifier?
        let declaration: RecordedDeclaration
    }

    /// `make()`'s value, with what was declared while it ran, in order; `make()` runs once more
    /// before, unrecorded, for the statics it reads (see above).
    static func declarations<Value>(building make: () -> Value) -> (value: Value, declarations: [RecordedDeclaration]) {
        if current == nil { _ = make() }
        return recording(make)
    }

    private static func recording<Value>(_ make: () -> Value) -> (value: Value, declarations: [RecordedDeclaration]) {
        let recorder = DeclarationRecorder()
        let value = $current.withValue(recorder) { make() }
        return (value, recorder.entries.withLock { $0.map(\.declaration) })
    }

    /// Records `slot` in the place of the declaration whose value slot is `replaced` (else of
    /// `slot`'s own, as a modifier's copy shares it) when this recording holds it, else last.
    static func record(_ slot: any DeclaredSlot, replacing replaced: ObjectIdentifier? = nil) {
        guard let recorder = current else { return }
        let entry = Entry(identity: slot.identity, declaration: .slot(slot))
        let known = replaced ?? slot.identity
        recorder.entries.withLock { entries in
            if let index = entries.lastIndex(where: { $0.identity == known }) {
                entries[index] = entry
            } else {
                entries.append(entry)
            }
        }
    }

    /// A group made by `make()`: recorded with its own declarations when a recording is on.
    static func group<Group: ParsableArguments>(isInherited: Bool, _ make: () -> Group) -> Group {
        guard let recorder = current else { return make() }
        let (group, members) = recording(make)
        let entry = Entry(identity: nil, declaration: .group(group, members: members, isInherited: isInherited))
        recorder.entries.withLock { $0.append(entry) }
        return group
    }
}

/// What a property of a command declares.
enum RecordedDeclaration: Sendable {
    case slot(any DeclaredSlot)
    /// An `@OptionGroup`: its group, what the group declares, and whether a command above
    /// declares its options.
    case group(any ParsableArguments, members: [RecordedDeclaration], isInherited: Bool)
}
