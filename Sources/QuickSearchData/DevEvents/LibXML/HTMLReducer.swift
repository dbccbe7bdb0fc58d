/// Rewrites a page's HTML into the little libxml2 needs to build the tree the Dev-Event readers
/// walk, in one pass, and counts the nodes that tree will have.
///
/// The page is tokenized the way HTML5 does it (tags, attributes with quoted or unquoted
/// values, comments, bogus comments, the raw text of `script` and `style`) and written back as
/// plain markup: start and end tags keep their name and only the `href` and `class` attributes
/// (the first of each, value double-quoted), text is copied as it is (entities are left for
/// libxml2) with a stray `<` written `&lt;`, and comments, doctypes, processing instructions,
/// the content of `script` and `style`, NUL bytes and tags whose name is no HTML name are
/// dropped. What libxml2 reads is thus tokenized exactly as here, whatever the page's markup:
/// it never sees a tag with more than two attributes (libxml2 checks each attribute of a tag
/// against the ones before it, quadratic in a tag with thousands).
///
/// Linear: every byte is looked at a constant number of times (the end of a raw text is
/// recognised from at most a tag name's length of look-ahead), and the output is never longer
/// than the input plus a few bytes per attribute kept. The pass stops as soon as the elements,
/// attributes and texts (runs of text between tags) it has written pass `nodeLimit`: a page
/// with more nodes is refused before libxml2 allocates anything for it.
struct HTMLReducer {
    /// What the pass produced.
    enum Outcome {
        /// The markup to hand to libxml2 and the number of nodes it holds.
        case reduced(bytes: [UInt8], nodes: Int)
        /// The page holds more than the limit of nodes.
        case tooManyNodes
    }

    /// Reduces `input`; `steps` grows by the bytes looked at.
    static func reduce(_ input: UnsafeRawBufferPointer, nodeLimit: Int, steps: inout Int) -> Outcome {
        var reducer = HTMLReducer(input: input, nodeLimit: nodeLimit)
        let finished = reducer.run()
        steps += reducer.steps
        return finished ? .reduced(bytes: reducer.output, nodes: reducer.nodes) : .tooManyNodes
    }

    /// Tag names longer than this are no HTML names (the longest GitHub uses is under 30).
    static let maximumNameLength = 64

    private let input: UnsafeRawBufferPointer
    private let nodeLimit: Int
    private var index = 0
    private var output: [UInt8] = []
    private var nodes = 0
    private var steps = 0
    /// Whether the last thing written is text (a new text run starts a node).
    private var inText = false

    private init(input: UnsafeRawBufferPointer, nodeLimit: Int) {
        self.input = input
        self.nodeLimit = nodeLimit
        output.reserveCapacity(input.count)
    }

    /// False when the node limit was passed.
    private mutating func run() -> Bool {
        while index < input.count {
            guard input[index] == UInt8(ascii: "<") else {
                guard copyText() else { return false }
                continue
            }
            let next = byte(at: index + 1)
            if let next, Self.isLetter(next) {
                guard startTag() else { return false }
            } else if next == UInt8(ascii: "/") {
                endTag()
            } else if next == UInt8(ascii: "!") {
                markupDeclaration()
            } else if next == UInt8(ascii: "?") {
                skipBogusComment(from: index + 1)
            } else {
                guard appendText(Self.escapedLessThan) else { return false }
                index += 1
                steps += 1
            }
        }
        return true
    }

    // MARK: Text

    /// Copies text up to the next `<`, without NUL bytes.
    private mutating func copyText() -> Bool {
        let start = index
        while index < input.count, input[index] != UInt8(ascii: "<") {
            index += 1
        }
        steps += index - start
        guard startText() else { return false }
        for position in start..<index where input[position] != 0 {
            output.append(input[position])
        }
        return true
    }

    private mutating func appendText(_ bytes: [UInt8]) -> Bool {
        guard startText() else { return false }
        output.append(contentsOf: bytes)
        return true
    }

    /// Counts a new text run unless text was the last thing written.
    private mutating func startText() -> Bool {
        guard !inText else { return true }
        inText = true
        return count(1)
    }

    private mutating func count(_ added: Int) -> Bool {
        nodes += added
        return nodes <= nodeLimit
    }

    // MARK: Tags

    /// A start tag at `<`: written back with its `href` and `class`; for `script` and `style`,
    /// their raw text is skipped as well.
    private mutating func startTag() -> Bool {
        let tagStart = index
        index += 1
        let name = readName()
        var href: Range<Int>?
        var className: Range<Int>?
        var selfClosing = false
        var complete = false
        scanning: while index < input.count {
            skipWhitespace()
            guard index < input.count else { break }
            switch input[index] {
            case UInt8(ascii: ">"):
                index += 1
                complete = true
                break scanning
            case UInt8(ascii: "/"):
                index += 1
                if byte(at: index) == UInt8(ascii: ">") {
                    index += 1
                    selfClosing = true
                    complete = true
                    break scanning
                }
            default:
                guard let (attribute, value) = readAttribute() else { break scanning }
                if href == nil, equalsIgnoringCase(attribute, "href") {
                    href = value
                } else if className == nil, equalsIgnoringCase(attribute, "class") {
                    className = value
                }
            }
        }
        steps += index - tagStart
        // A tag cut off by the end of the page is no tag (HTML5 drops it).
        guard complete, isHTMLName(name) else { return true }
        inText = false
        output.append(UInt8(ascii: "<"))
        output.append(contentsOf: input[name])
        var attributes = 0
        for (attribute, value) in [("href", href), ("class", className)] {
            guard let value else { continue }
            attributes += 1
            output.append(UInt8(ascii: " "))
            output.append(contentsOf: attribute.utf8)
            output.append(contentsOf: "=\"".utf8)
            for position in value where input[position] != 0 {
                if input[position] == UInt8(ascii: "\"") {
                    output.append(contentsOf: Self.escapedQuote)
                } else {
                    output.append(input[position])
                }
            }
            output.append(UInt8(ascii: "\""))
        }
        let rawText = Self.rawTextElements.first { equalsIgnoringCase(name, $0) }
        if selfClosing && rawText == nil {
            output.append(UInt8(ascii: "/"))
        }
        output.append(UInt8(ascii: ">"))
        guard count(1 + attributes) else { return false }
        if let rawText {
            skipRawText(until: rawText)
        }
        return true
    }

    /// An end tag at `</`: written back as `</name>` (its attributes, which mean nothing, are
    /// dropped); `</>` is dropped, and `</` before anything but a letter starts a bogus comment.
    private mutating func endTag() {
        let tagStart = index
        guard let first = byte(at: index + 2), Self.isLetter(first) else {
            if byte(at: index + 2) == UInt8(ascii: ">") {
                index += 3
                steps += 3
            } else {
                skipBogusComment(from: index + 2)
            }
            return
        }
        index += 2
        let name = readName()
        var complete = false
        while index < input.count {
            skipWhitespace()
            guard index < input.count else { break }
            if input[index] == UInt8(ascii: ">") {
                index += 1
                complete = true
                break
            }
            if input[index] == UInt8(ascii: "/") {
                index += 1
                continue
            }
            guard readAttribute() != nil else { break }
        }
        steps += index - tagStart
        guard complete, isHTMLName(name) else { return }
        inText = false
        output.append(contentsOf: "</".utf8)
        output.append(contentsOf: input[name])
        output.append(UInt8(ascii: ">"))
    }

    /// The tag name from `index`: up to whitespace, `/` or `>`.
    private mutating func readName() -> Range<Int> {
        let start = index
        while index < input.count, !Self.isWhitespace(input[index]),
            input[index] != UInt8(ascii: "/"), input[index] != UInt8(ascii: ">")
        {
            index += 1
        }
        return start..<index
    }

    /// One attribute from `index` (not whitespace, `/` or `>`): its name and the range of its
    /// value (empty when it has none); nil when the page ends inside a quoted value.
    private mutating func readAttribute() -> (name: Range<Int>, value: Range<Int>)? {
        let nameStart = index
        // HTML5: a leading `=` belongs to the name.
        index += 1
        while index < input.count, !Self.isWhitespace(input[index]), input[index] != UInt8(ascii: "/"),
            input[index] != UInt8(ascii: ">"), input[index] != UInt8(ascii: "=")
        {
            index += 1
        }
        let name = nameStart..<index
        let afterName = index
        skipWhitespace()
        guard byte(at: index) == UInt8(ascii: "=") else {
            // No value: the whitespace skipped separates it from the next attribute.
            return (name, afterName..<afterName)
        }
        index += 1
        skipWhitespace()
        guard let first = byte(at: index) else { return (name, index..<index) }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let valueStart = index + 1
            index = valueStart
            while index < input.count, input[index] != first {
                index += 1
            }
            guard index < input.count else { return nil }
            index += 1
            return (name, valueStart..<(index - 1))
        }
        let valueStart = index
        while index < input.count, !Self.isWhitespace(input[index]), input[index] != UInt8(ascii: ">") {
            index += 1
        }
        return (name, valueStart..<index)
    }

    private mutating func skipWhitespace() {
        while index < input.count, Self.isWhitespace(input[index]) {
            index += 1
        }
    }

    // MARK: What is dropped

    /// After `<!`: a comment (`<!--`), else a bogus comment up to `>` (doctype, `<![CDATA[`).
    private mutating func markupDeclaration() {
        guard byte(at: index + 2) == UInt8(ascii: "-"), byte(at: index + 3) == UInt8(ascii: "-") else {
            skipBogusComment(from: index + 2)
            return
        }
        let start = index
        index += 4
        // HTML5: `<!-->` and `<!--->` end at once; otherwise the comment ends at `-->` or `--!>`.
        if byte(at: index) == UInt8(ascii: ">") {
            index += 1
        } else if byte(at: index) == UInt8(ascii: "-"), byte(at: index + 1) == UInt8(ascii: ">") {
            index += 2
        } else {
            var dashes = 0
            while index < input.count {
                let current = input[index]
                index += 1
                if current == UInt8(ascii: ">"), dashes >= 2 { break }
                if current == UInt8(ascii: "!"), dashes >= 2, byte(at: index) == UInt8(ascii: ">") {
                    index += 1
                    break
                }
                dashes = current == UInt8(ascii: "-") ? dashes + 1 : 0
            }
        }
        steps += index - start
    }

    /// Skips from `start` past the next `>` (or to the end).
    private mutating func skipBogusComment(from start: Int) {
        let from = index
        index = start
        while index < input.count, input[index] != UInt8(ascii: ">") {
            index += 1
        }
        index = min(index + 1, input.count)
        steps += index - from
    }

    /// Skips the content of `script` or `style` up to its end tag (`</script` followed by
    /// whitespace, `/` or `>`), which is then read as an end tag; to the end when there is none.
    private mutating func skipRawText(until name: String) {
        let start = index
        let wanted = Array(name.utf8)
        while index < input.count {
            if input[index] == UInt8(ascii: "<"), byte(at: index + 1) == UInt8(ascii: "/"),
                endsRawText(at: index + 2, name: wanted)
            {
                break
            }
            index += 1
        }
        steps += index - start
    }

    /// Whether the bytes at `start` are `name` (any case) followed by whitespace, `/` or `>`.
    private mutating func endsRawText(at start: Int, name: [UInt8]) -> Bool {
        guard start + name.count < input.count else { return false }
        steps += name.count + 1
        for (offset, letter) in name.enumerated() where input[start + offset] | 0x20 != letter {
            return false
        }
        let after = input[start + name.count]
        return Self.isWhitespace(after) || after == UInt8(ascii: "/") || after == UInt8(ascii: ">")
    }

    // MARK: Bytes

    private func byte(at position: Int) -> UInt8? {
        position < input.count ? input[position] : nil
    }

    private static let escapedLessThan = Array("&lt;".utf8)
    private static let escapedQuote = Array("&quot;".utf8)
    private static let rawTextElements = ["script", "style"]

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// HTML5's whitespace: tab, line feed, form feed, carriage return, space.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// A name libxml2 reads whole: a letter, then letters, digits, `-`, `_`, `:` or `.`, at most
    /// `maximumNameLength` bytes.
    private func isHTMLName(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty, range.count <= Self.maximumNameLength, Self.isLetter(input[range.lowerBound]) else {
            return false
        }
        return input[range].allSatisfy { byte in
            Self.isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
                || byte == UInt8(ascii: ".")
        }
    }

    /// Whether the bytes of `range` spell `word` (lower-case ASCII) in any case.
    private func equalsIgnoringCase(_ range: Range<Int>, _ word: String) -> Bool {
        range.count == word.utf8.count && zip(input[range], word.utf8).allSatisfy { $0 | 0x20 == $1 }
    }
}
