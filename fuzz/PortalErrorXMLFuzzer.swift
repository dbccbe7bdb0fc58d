import Foundation

// libFuzzer entry point for the portal's XML error forms (seeded with its XML envelopes):
// every input is read under each status, with the checks of PortalErrorCheck.swift.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPortalErrorXML(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    checkPortalError(Data(bytes: data, count: size))
    return 0
}
