/// A body too large to hold, sent as `prefix`, then `unit` `repeats` times, then `suffix`.
struct StreamedBody: Sendable {
    var prefix: [UInt8]
    var unit: [UInt8]
    var repeats: Int
    var suffix: [UInt8]

    /// The number of bytes on the wire.
    var count: Int {
        prefix.count + unit.count * repeats + suffix.count
    }

    /// Calls `send` with consecutive pieces of the body (about 64 KiB each) until it returns
    /// false or the body is done; true when every piece was sent.
    func forEachPiece(_ send: (ArraySlice<UInt8>) -> Bool) -> Bool {
        guard send(prefix[...]) else { return false }
        if !unit.isEmpty, repeats > 0 {
            let perPiece = max(1, 65_536 / unit.count)
            let piece = Array([[UInt8]](repeating: unit, count: perPiece).joined())
            var left = repeats
            while left > 0 {
                let now = min(left, perPiece)
                guard send(piece[0..<(now * unit.count)]) else { return false }
                left -= now
            }
        }
        return send(suffix[...])
    }
}
