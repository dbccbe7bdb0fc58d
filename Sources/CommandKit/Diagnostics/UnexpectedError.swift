import Foundation

/// The line for an error no layer described. Foundation's own wording ("The operation could
/// not be completed", "NSCocoaErrorDomain error 256") never reaches the user: a system error is
/// named by its POSIX reason, anything else as unexpected, to be reported.
enum UnexpectedError {
    static func message(for error: any Error) -> String {
        let bridged = error as NSError
        let posix =
            bridged.domain == NSPOSIXErrorDomain
            ? bridged
            : (bridged.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap {
                $0.domain == NSPOSIXErrorDomain ? $0 : nil
            }
        if let posix {
            return
                "\(String(cString: strerror(Int32(truncatingIfNeeded: posix.code)))); check the paths and permissions involved"
        }
        return "an unexpected internal error (\(type(of: error))); please report it"
    }
}
