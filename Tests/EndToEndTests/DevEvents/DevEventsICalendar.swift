import Foundation

/// An iCalendar text read the way a calendar program reads it: CRLF lines, unfolded, split into
/// components and properties.
struct DevEventsICalendar {
    /// The lines as sent (between CRLFs), in bytes.
    let physicalLines: [[UInt8]]
    /// The content lines after unfolding.
    let contentLines: [String]
    /// Whether every line break is a CRLF (no bare LF or CR).
    let usesCRLFOnly: Bool

    /// One property: `NAME;PARAM=…:value`.
    struct Property: Equatable {
        var name: String
        var parameters: String
        var value: String
    }

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var crlfOnly = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 13, index + 1 < bytes.count, bytes[index + 1] == 10 {
                lines.append(current)
                current = []
                index += 2
                continue
            }
            if byte == 10 || byte == 13 { crlfOnly = false }
            current.append(byte)
            index += 1
        }
        if !current.isEmpty {
            crlfOnly = false
            lines.append(current)
        }
        physicalLines = lines
        usesCRLFOnly = crlfOnly && text.hasSuffix("\r\n")
        var unfolded: [[UInt8]] = []
        for line in lines {
            if line.first == 32 || line.first == 9, !unfolded.isEmpty {
                unfolded[unfolded.count - 1] += line.dropFirst()
            } else {
                unfolded.append(line)
            }
        }
        contentLines = unfolded.map { String(decoding: $0, as: UTF8.self) }
    }

    static func property(_ line: String) -> Property? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let head = line[..<colon]
        let value = String(line[line.index(after: colon)...])
        if let semicolon = head.firstIndex(of: ";") {
            return Property(
                name: String(head[..<semicolon]),
                parameters: String(head[head.index(after: semicolon)...]),
                value: value
            )
        }
        return Property(name: String(head), parameters: "", value: value)
    }

    /// The properties of each VEVENT, in order.
    var events: [[Property]] {
        var result: [[Property]] = []
        var current: [Property]?
        for line in contentLines {
            if line == "BEGIN:VEVENT" {
                current = []
            } else if line == "END:VEVENT" {
                if let current { result.append(current) }
                current = nil
            } else if current != nil, let property = Self.property(line) {
                current?.append(property)
            }
        }
        return result
    }

    /// Undoes TEXT escaping (`\\`, `\;`, `\,`, `\n`).
    static func unescape(_ value: String) -> String {
        var output = ""
        var escaping = false
        for character in value {
            if escaping {
                output.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                output.append(character)
            }
        }
        return output
    }

    /// Whether a TEXT value has a `,` or `;` that is not escaped.
    static func hasUnescapedSeparator(_ value: String) -> Bool {
        var escaping = false
        for character in value {
            if escaping {
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "," || character == ";" {
                return true
            }
        }
        return false
    }
}

extension Array where Element == DevEventsICalendar.Property {
    func first(_ name: String) -> DevEventsICalendar.Property? {
        first { $0.name == name }
    }
}
