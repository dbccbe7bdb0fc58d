import QuickSearchDomain

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ImageDimensions {
    /// The dimensions the header of the file at `path` gives, from at most its first
    /// `headerBytes`; nil when it cannot be read or gives none.
    init?(headerOfFileAt path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: Self.headerBytes)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        self.init(header: Array(bytes.prefix(filled)))
    }
}
