import TestSupport

extension RefusingPort {
    /// A page address on this port.
    var pageURL: String {
        baseURL + "/pages/events.html"
    }
}
