import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process's environment variables, as `ProcessInfo.processInfo.environment` gives them
/// (its `NAME=value` entries, invalid UTF-8 repaired; should a name appear twice, the later
/// entry wins), read from `environ` directly on Linux: Foundation's reading costs a start-up about 0.8 M instructions,
/// a thirtieth of `qsearch --help`. Linear in the environment.
enum ProcessEnvironment {
    /// The variables now.
    static func variables() -> [String: String] {
        #if canImport(Glibc) || canImport(Musl)
        var variables: [String: String] = [:]
        var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        while let current = entry, let pointer = current.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                variables[String(text[..<equals])] = String(text[text.utf8.index(after: equals)...])
            }
            entry = current + 1
        }
        return variables
        #else
        return ProcessInfo.processInfo.environment
        #endif
    }
}
