import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The terminal graphics protocols `--preview` speaks.
///
/// - kitty: the kitty graphics protocol (kitty, Ghostty), direct transmission of PNG data
///   (`f=100`): `ESC _ G a=T,f=100,c=<columns>,q=2,m=1 ; <base64> ESC \`, the base64 cut
///   into chunks of 4096 bytes, every chunk but the last with `m=1`, the last with `m=0`.
///   Only PNG: the protocol takes PNG or raw pixels, and QuickSearch does not decode JPEG.
/// - iTerm2 inline images (iTerm2, WezTerm): `ESC ] 1337 ; File=inline=1;size=<bytes>;
///   width=<columns>;preserveAspectRatio=1 : <base64> BEL`; PNG, JPEG, GIF and WebP.
enum InlineImageProtocol: String, Sendable {
    case kitty
    case iTerm

    /// The protocol the terminal described by `environment` speaks, or nil: kitty when
    /// `KITTY_WINDOW_ID` is set or `TERM` is `xterm-kitty` or `xterm-ghostty`; iTerm2's when
    /// `TERM_PROGRAM` is `iTerm.app` or `WezTerm`.
    static func detect(_ environment: Environment) -> InlineImageProtocol? {
        let term = environment.value("TERM") ?? ""
        if !(environment.value("KITTY_WINDOW_ID") ?? "").isEmpty || term == "xterm-kitty" || term == "xterm-ghostty" {
            return .kitty
        }
        if ["iTerm.app", "WezTerm"].contains(environment.value("TERM_PROGRAM") ?? "") {
            return .iTerm
        }
        return nil
    }

    /// The base64 bytes per kitty escape sequence (a multiple of 4, as the protocol requires).
    static let kittyChunkSize = 4096

    /// Whether this protocol can show images of `format`.
    func shows(_ format: ImageFormat) -> Bool {
        self == .iTerm || format == .png
    }

    /// The escape sequences that draw `image` `columns` cells wide, or nil when this protocol
    /// cannot show its format.
    func sequence(for image: Thumbnail, columns: Int) -> String? {
        guard shows(image.format) else { return nil }
        let payload = image.bytes.base64EncodedString()
        switch self {
        case .iTerm:
            return
                "\u{1B}]1337;File=inline=1;size=\(image.bytes.count);width=\(columns);preserveAspectRatio=1:\(payload)\u{07}"
        case .kitty:
            var output = ""
            var start = payload.startIndex
            var first = true
            repeat {
                let end =
                    payload.index(start, offsetBy: Self.kittyChunkSize, limitedBy: payload.endIndex) ?? payload.endIndex
                let more = end < payload.endIndex ? 1 : 0
                let keys = first ? "a=T,f=100,c=\(columns),q=2,m=\(more)" : "m=\(more)"
                output += "\u{1B}_G\(keys);\(payload[start..<end])\u{1B}\\"
                start = end
                first = false
            } while start < payload.endIndex
            return output
        }
    }
}
