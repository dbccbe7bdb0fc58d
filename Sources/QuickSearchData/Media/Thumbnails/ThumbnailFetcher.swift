import Foundation
import QuickSearchDomain

/// An image fetched for an inline preview: its bytes, recognised by their signature.
public struct Thumbnail: Sendable, Hashable {
    public let format: ImageFormat
    public let bytes: Data
}

/// Fetches thumbnails for `--preview` through the HTTP stack the searches use: http(s) only
/// (the client's `URLPolicy`), at most `maximumSize` bytes each, a few at a time, all within
/// one deadline. An answer is kept only when it is a 200 whose `Content-Type` (when given)
/// is `image/…` and whose bytes start with a PNG, JPEG, GIF or WebP signature: an HTML error
/// page is dropped, whatever it claims.
public struct ThumbnailFetcher: Sendable {
    let http: any HTTPClient
    /// The largest thumbnail accepted, in bytes.
    public var maximumSize: Int
    /// How many are fetched at once.
    public var concurrency: Int

    public init(http: any HTTPClient, maximumSize: Int = 2 << 20, concurrency: Int = 4) {
        self.http = http
        self.maximumSize = maximumSize
        self.concurrency = max(1, concurrency)
    }

    /// One thumbnail per address, in order; nil where there is no address, the fetch failed,
    /// the answer was not an image, or the deadline passed.
    public func fetch(_ addresses: [URL?], deadline: ContinuousClock.Instant?) async -> [Thumbnail?] {
        var results = [Thumbnail?](repeating: nil, count: addresses.count)
        var pending = addresses.enumerated().compactMap { index, address in address.map { (index, $0) } }.makeIterator()
        await withTaskGroup(of: (Int, Thumbnail?).self) { group in
            for _ in 0..<concurrency {
                guard let (index, address) = pending.next() else { break }
                group.addTask { (index, await fetchOne(address, deadline: deadline)) }
            }
            while let (index, thumbnail) = await group.next() {
                results[index] = thumbnail
                if let (nextIndex, address) = pending.next() {
                    group.addTask { (nextIndex, await fetchOne(address, deadline: deadline)) }
                }
            }
        }
        return results
    }

    private func fetchOne(_ address: URL, deadline: ContinuousClock.Instant?) async -> Thumbnail? {
        let request = HTTPRequest(
            url: address,
            headers: [HTTPHeader("Accept", "image/png,image/jpeg,image/gif,image/webp")],
            maximumBodySize: maximumSize,
            deadline: deadline
        )
        guard let response = try? await http.send(request), response.status == 200 else { return nil }
        return Self.image(in: response)
    }

    /// The thumbnail in `response`, when its declared type and its bytes both say image.
    static func image(in response: HTTPResponse) -> Thumbnail? {
        if let declared = response.header("content-type")?.lowercased().trimmingSpaces(),
            !declared.hasPrefix("image/")
        {
            return nil
        }
        guard let format = ImageFormat.sniff(response.body) else { return nil }
        return Thumbnail(format: format, bytes: response.body)
    }
}
