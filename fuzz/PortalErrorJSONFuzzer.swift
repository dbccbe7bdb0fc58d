import Foundation

// libFuzzer entry point for the portal's JSON error forms (seeded with its JSON envelopes):
// every input is read under each status, with the checks of PortalErrorCheck.swift.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPortalErrorJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    checkPortalError(Data(bytes: data, count: size))
    return 0
}
