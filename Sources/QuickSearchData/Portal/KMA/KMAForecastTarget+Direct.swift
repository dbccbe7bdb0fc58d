import Foundation
import QuickSearchDomain

extension KMAForecastTarget {
    /// The answer read straight from its JSON tape, without the portal's envelope and a
    /// `PortalRecord` of texts per row: a village forecast is about a thousand rows, and reading
    /// five places' forecasts that way was a third of a cold weather report's instructions.
    ///
    /// Only the shape KMA sends is read here: status 200, an object whose `response.header.
    /// resultCode` is the string `00` and whose `response.body.items` is `{"item": [rows]}` or
    /// a list of rows, at most `rowLimit` rows, each an object whose fields read are strings
    /// without escapes, whole numbers within 2^53 other than zero, or of another kind (no text),
    /// no name met twice on the way. Anything else (an error answer, XML, another shape, a case
    /// the tape leaves to `JSONDecoder`) is nil, and `decode` reads it through the envelope,
    /// which reads every answer read here the same (the tests compare both on every answer).
    /// Linear in the body.
    func readDirectly(_ response: HTTPResponse) throws -> Decoded<KMAForecastRows>? {
        // Markup (an XML error, a web page) is no JSON: the tape refuses it, as it does anything
        // that is not strict JSON, and the envelope's reading says what it is.
        guard response.status == 200, let tape = JSONTape.parse([UInt8](response.body)),
            let rows = Self.rowList(in: tape), rows.count <= rowLimit
        else { return nil }
        let cell = RowCell(grid: grid, base: base)
        let fields = KMAForecastField.read(for: operation)
        do {
            return try output(rowCount: rows.count) { index, instants in
                let row = try DirectRow(tape: tape, object: rows[index])
                guard row.isFor(cell) else { return nil }
                guard let category = row.category else { return .ignored }
                return Self.reading(
                    category,
                    value: row.text(fields.value),
                    date: row.text(fields.date),
                    time: row.text(fields.time),
                    operation,
                    instants: &instants
                )
            }
        } catch is DirectReadDeclined {
            return nil
        }
    }

    /// The row nodes of a normal answer of the plain shape; nil for anything else.
    private static func rowList(in tape: JSONTape) -> [Int]? {
        guard let response = tape.onlyMember("response", in: 0),
            let header = tape.onlyMember("header", in: response),
            let code = tape.onlyMember("resultCode", in: header), tape.isPlainString(code, equalTo: normalCode),
            let body = tape.onlyMember("body", in: response),
            var items = tape.onlyMember("items", in: body)
        else { return nil }
        if tape.nodes[items].kind == .object {
            guard let list = tape.onlyMember("item", in: items) else { return nil }
            items = list
        }
        guard tape.nodes[items].kind == .array else { return nil }
        let rows = tape.elements(of: items)
        guard rows.allSatisfy({ tape.nodes[$0].kind == .object }) else { return nil }
        return rows
    }

    /// The member names of a row, looked up together.
    private static let rowKeys = JSONTape.KeySet(KMAForecastField.allCases.map(\.stringValue))

    /// The result code of a normal answer.
    private static let normalCode = Array("00".utf8)

    /// A row the direct reading leaves to the envelope's (a text with an escape, a number
    /// written with a fraction or past 2^53, a field named twice).
    private struct DirectReadDeclined: Error {}

    /// One row's fields, as the nodes of the tape that hold them.
    private struct DirectRow {
        let tape: JSONTape
        /// By `KMAForecastField.allCases` order, the node of each field's value, or -1.
        let nodes: [Int]

        init(tape: JSONTape, object: Int) throws {
            let (nodes, isRepeated) = tape.members(KMAForecastTarget.rowKeys, in: object)
            guard !isRepeated else { throw DirectReadDeclined() }
            // What `PortalRecord` would read for every field, this reading reads the same or
            // declines the whole answer.
            for node in nodes where node >= 0 {
                let entry = tape.nodes[node]
                switch entry.kind {
                case .string where entry.flag: throw DirectReadDeclined()
                case .number where Self.whole(tape, node) == nil: throw DirectReadDeclined()
                default: continue
                }
            }
            self.tape = tape
            self.nodes = nodes
        }

        /// A number node's value when `PortalRecord` reads it as that whole number's `Double`.
        private static func whole(_ tape: JSONTape, _ node: Int) -> Int? {
            guard tape.nodes[node].flag, let value = tape.integer(at: node), value != 0, value.magnitude <= 1 << 53
            else { return nil }
            return value
        }

        private func node(_ field: KMAForecastField) -> Int {
            nodes[field.position]
        }

        /// The field's text as `PortalRecord` reads it: a string's, a number's `PortalText`.
        func text(_ field: KMAForecastField) -> String? {
            let node = node(field)
            guard node >= 0 else { return nil }
            switch tape.nodes[node].kind {
            case .string: return tape.string(at: node)
            case .number: return Self.whole(tape, node).flatMap { PortalText.text(Double($0)) }
            default: return nil
            }
        }

        /// The category a row's three-byte name names; nil for any other.
        var category: KMACategory? {
            let node = node(.category)
            guard node >= 0, tape.nodes[node].kind == .string else { return nil }
            return tape.withBytes(of: node) { KMACategory(bytes: $0) }
        }

        /// `PortalRecord.isFor(_:)`: a grid index as a number compared as one, a base compared
        /// by its bytes; any other form by its text.
        func isFor(_ cell: RowCell) -> Bool {
            index(.nx, is: cell.grid.x, writtenAs: cell.columnText)
                && index(.ny, is: cell.grid.y, writtenAs: cell.rowText)
                && matches(.baseDate, cell.baseDate, bytes: cell.baseDateBytes)
                && matches(.baseTime, cell.baseTime, bytes: cell.baseTimeBytes)
        }

        private func index(_ field: KMAForecastField, is index: Int, writtenAs usual: String?) -> Bool {
            let node = node(field)
            if node >= 0, tape.nodes[node].kind == .number, usual != nil {
                // Its text and `usual` are both `PortalText` of a whole number within 2^53.
                return Self.whole(tape, node) == index
            }
            return RowCell.index(text(field), is: index, writtenAs: usual)
        }

        /// Whether the field's text is `expected` (of which `bytes` are the UTF-8 when it is all
        /// ASCII): for a string, equal bytes are equal texts, and an ASCII string with other bytes
        /// is another text; any other (non-ASCII text compares by canonical equivalence, not by
        /// bytes) by its text.
        private func matches(_ field: KMAForecastField, _ expected: String, bytes: [UInt8]?) -> Bool {
            let node = node(field)
            if node >= 0, tape.nodes[node].kind == .string, let bytes {
                if tape.hasBytes(node, bytes) { return true }
                if tape.withBytes(of: node, { $0.allSatisfy { $0 < 0x80 } }) { return false }
            }
            return text(field) == expected
        }
    }
}

extension KMAForecastField {
    /// The field's place in `allCases` (where `JSONTape.members` puts its value), without
    /// making the list.
    var position: Int {
        switch self {
        case .category: 0
        case .baseDate: 1
        case .baseTime: 2
        case .fcstDate: 3
        case .fcstTime: 4
        case .fcstValue: 5
        case .obsrValue: 6
        case .nx: 7
        case .ny: 8
        }
    }
}
