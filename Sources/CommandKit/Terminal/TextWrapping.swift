/// Filling text into lines no wider than the terminal, counted in display columns (Hangul is 2).
///
/// Lines break only at spaces; the spaces at a break are dropped, those inside a line kept (so
/// aligned padding stays). A word is never split: one wider than the room (a URL, a path, an
/// identifier) gets a line of its own and is printed whole, past the width if it must. U+00A0
/// (no-break space) joins words that must stay on one line and is printed as a space. A line
/// feed starts a new line. Linear in the length of the text.
public enum TextWrapping {
    /// The no-break space: glue between words kept on one line, printed as a space.
    public static let glue: Character = "\u{A0}"

    /// `text` in lines of at most `width` columns; see `wrap(_:width:lead:indent:colorEnabled:)`.
    public static func wrap(_ text: String, width: Int, lead: String = "", indent: Int = 0) -> [String] {
        wrap([TextSpan(text)], width: width, lead: lead.isEmpty ? [] : [TextSpan(lead)], indent: indent)
    }

    /// `spans` in lines of at most `width` columns, each span styled when `colorEnabled`.
    ///
    /// - Parameters:
    ///   - lead: what starts the first line (a label, a status), never broken; its width counts.
    ///   - indent: the spaces that start every further line (a hanging indent).
    /// - Returns: at least one line.
    public static func wrap(
        _ spans: [TextSpan],
        width: Int,
        lead: [TextSpan] = [],
        indent: Int = 0,
        colorEnabled: Bool = false
    ) -> [String] {
        wrap(spans, width: width, lead: lead, indent: indent, colorEnabled: colorEnabled, readingPlainBytes: true)
    }

    /// `wrap(_:width:lead:indent:colorEnabled:)`, reading plain spans by the byte (as it always
    /// does) or, for tests that check the two readings agree, by the character.
    static func wrap(
        _ spans: [TextSpan],
        width: Int,
        lead: [TextSpan],
        indent: Int,
        colorEnabled: Bool,
        readingPlainBytes: Bool
    ) -> [String] {
        let margin = String(repeating: " ", count: max(0, indent))
        var lines: [String] = []
        var line = LineBuilder(colorEnabled: colorEnabled)
        for span in lead { line.append(String(span.text.map { $0 == glue ? " " : $0 }), style: span.style) }
        var hasContent = line.width > 0
        var pendingSpaces: [TextSpan] = []
        func breakLine() {
            lines.append(line.finish())
            line = LineBuilder(colorEnabled: colorEnabled)
            line.append(margin, style: nil)
            hasContent = false
            pendingSpaces = []
        }
        for token in tokens(of: spans, readingPlainBytes: readingPlainBytes) {
            switch token {
            case .lineFeed:
                breakLine()
            case .spaces(let span):
                pendingSpaces.append(span)
            case .word(let pieces, let wordWidth):
                let spacesWidth = pendingSpaces.reduce(0) { $0 + $1.text.count }
                if hasContent, line.width + spacesWidth + wordWidth > width {
                    breakLine()
                }
                if hasContent {
                    for span in pendingSpaces { line.append(span.text, style: span.style) }
                }
                pendingSpaces = []
                for piece in pieces { line.append(piece.text, style: piece.style) }
                hasContent = true
            }
        }
        lines.append(line.finish())
        return lines
    }

    /// What the text is made of, in order: words (runs of anything but spaces and line feeds,
    /// across spans, glue printed as a space), runs of spaces, line feeds.
    private enum Token {
        case word([TextSpan], width: Int)
        case spaces(TextSpan)
        case lineFeed
    }

    private static func tokens(of spans: [TextSpan], readingPlainBytes: Bool) -> [Token] {
        var tokens: [Token] = []
        var pieces: [TextSpan] = []
        var piece = ""
        var wordWidth = 0
        func endPiece(_ style: ANSIStyle?) {
            guard !piece.isEmpty else { return }
            pieces.append(TextSpan(piece, style: style))
            piece = ""
        }
        func endWord() {
            guard !pieces.isEmpty else { return }
            tokens.append(.word(pieces, width: wordWidth))
            pieces = []
            wordWidth = 0
        }
        func readPlain(_ span: TextSpan) {
            let bytes = span.text.utf8
            var start = bytes.startIndex
            while start < bytes.endIndex {
                let byte = bytes[start]
                var end = bytes.index(after: start)
                if byte == UInt8(ascii: "\n") {
                    endPiece(span.style)
                    endWord()
                    tokens.append(.lineFeed)
                } else if byte == UInt8(ascii: " ") {
                    while end < bytes.endIndex, bytes[end] == byte { end = bytes.index(after: end) }
                    endPiece(span.style)
                    endWord()
                    tokens.append(.spaces(TextSpan(String(span.text[start..<end]), style: span.style)))
                } else {
                    while end < bytes.endIndex, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\n") {
                        end = bytes.index(after: end)
                    }
                    piece += span.text[start..<end]
                    wordWidth += bytes.distance(from: start, to: end)
                }
                start = end
            }
            endPiece(span.style)
        }
        for span in spans {
            if readingPlainBytes, isPlain(span.text) {
                readPlain(span)
                continue
            }
            var spaces = ""
            for character in span.text {
                if character == " " {
                    endPiece(span.style)
                    endWord()
                    spaces.append(" ")
                    continue
                }
                if !spaces.isEmpty {
                    tokens.append(.spaces(TextSpan(spaces, style: span.style)))
                    spaces = ""
                }
                if character == "\n" || character == "\r\n" {
                    endPiece(span.style)
                    endWord()
                    tokens.append(.lineFeed)
                    continue
                }
                piece.append(character == glue ? " " : character)
                wordWidth += character == glue ? 1 : DisplayWidth.of(character)
            }
            endPiece(span.style)
            if !spaces.isEmpty { tokens.append(.spaces(TextSpan(spaces, style: span.style))) }
        }
        endWord()
        return tokens
    }

    /// Whether `text` is printable ASCII and line feeds only, each byte a character one column
    /// wide (or a line break), so it can be read by the byte.
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == UInt8(ascii: "\n") }
    }

    /// One line being filled: its text with styles applied, and its width in columns.
    private struct LineBuilder {
        let colorEnabled: Bool
        private var text = ""
        private var run = ""
        private var runStyle: ANSIStyle?
        private(set) var width = 0

        init(colorEnabled: Bool) {
            self.colorEnabled = colorEnabled
        }

        /// Adds `piece`; pieces of one style in a row are styled as one.
        mutating func append(_ piece: String, style: ANSIStyle?) {
            guard !piece.isEmpty else { return }
            if style != runStyle {
                flush()
                runStyle = style
            }
            run += piece
            width += DisplayWidth.of(piece)
        }

        private mutating func flush() {
            text += runStyle.map { $0.apply(to: run, enabled: colorEnabled) } ?? run
            run = ""
        }

        /// The line, without trailing spaces.
        mutating func finish() -> String {
            while run.last == " " { run.removeLast() }
            flush()
            while text.last == " " { text.removeLast() }
            return text
        }
    }
}
