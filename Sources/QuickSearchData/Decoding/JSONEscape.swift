/// JSON's one-letter string escapes, for the byte-level readers (`JSONTape`, the Dev-Event
/// payload reader): what `\b`, `\f`, `\n`, `\r`, `\t` stand for; `\"`, `\\` and `\/` stand for
/// the letter itself. `\u` is each reader's own: they differ in what they accept.
enum JSONEscape {
    /// The byte the escape `\letter` stands for.
    static func byte(for letter: UInt8) -> UInt8 {
        switch letter {
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: letter
        }
    }
}
