/// An enumeration ordered as its cases are declared, first least. Swift writes that `<` itself
/// only for an enumeration without raw values; one with them (a name kept for JSON or the store)
/// conforms to this instead of writing the same `<` again.
public protocol DeclarationOrdered: CaseIterable, Comparable {}

extension DeclarationOrdered {
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
