import Foundation
import QuickSearchDomain

/// Turns an `href` from the page into an absolute http(s) URL.
enum DevEventLinkResolver {
    /// The absolute URL of `href` resolved against `base`; nil for empty links, in-page
    /// anchors, other schemes (`javascript:`, `mailto:`) and text that is no URL at all.
    static func resolve(_ href: String, against base: URL) -> URL? {
        let text = DevEventTextNormalizer.clean(href)
        guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
        guard
            let url = URL(string: text, relativeTo: base)?.absoluteURL
                ?? text.addingPercentEncoding(withAllowedCharacters: allowed).flatMap({
                    URL(string: $0, relativeTo: base)?.absoluteURL
                })
        else { return nil }
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
            return nil
        }
        return url
    }

    private static let allowed: CharacterSet = {
        var set = CharacterSet.urlQueryAllowed
        set.insert(charactersIn: "#%")
        return set
    }()
}
