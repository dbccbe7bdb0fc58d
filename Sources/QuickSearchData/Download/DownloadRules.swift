import QuickSearchDomain

/// What a download must be to be kept, and what its file is named: a name template
/// (`--name-template`; nil: `DownloadFileName`'s form), the smallest size (`--min-size`) and the
/// smallest width and height (`--min-width`, `--min-height`) of the image its own header gives.
/// A fetched file that fails them is removed and reported as `.tooSmall`.
public struct DownloadRules: Sendable, Hashable {
    public var nameTemplate: DownloadNameTemplate?
    /// The smallest file kept, in bytes (0: any).
    public var minimumSize: Int
    public var minimumWidth: Int?
    public var minimumHeight: Int?

    public init(
        nameTemplate: DownloadNameTemplate? = nil,
        minimumSize: Int = 0,
        minimumWidth: Int? = nil,
        minimumHeight: Int? = nil
    ) {
        self.nameTemplate = nameTemplate
        self.minimumSize = max(0, minimumSize)
        self.minimumWidth = minimumWidth
        self.minimumHeight = minimumHeight
    }

    /// Why an image of `bytes` bytes and `dimensions` (nil: its header could not be read; read
    /// only when a width or height is asked for) is not kept, or nil when it is.
    public func refusal(bytes: Int, dimensions: @autoclosure () -> ImageDimensions?, host: String) -> DownloadError? {
        if bytes < minimumSize {
            return DownloadError(.tooSmall, "\(host) sent \(bytes) bytes, fewer than the \(minimumSize) asked for")
        }
        guard minimumWidth != nil || minimumHeight != nil else { return nil }
        guard let dimensions = dimensions() else {
            return DownloadError(.tooSmall, "\(host) sent an image whose header gives no width and height")
        }
        let size = "\(dimensions.width)×\(dimensions.height)"
        if let minimumWidth, dimensions.width < minimumWidth {
            return DownloadError(.tooSmall, "the image is \(size), narrower than \(minimumWidth) pixels")
        }
        if let minimumHeight, dimensions.height < minimumHeight {
            return DownloadError(.tooSmall, "the image is \(size), lower than \(minimumHeight) pixels")
        }
        return nil
    }

    /// The name (stem and extension) of a saved file: the template's, else `DownloadFileName`'s.
    func name(
        for item: DownloadItem,
        host: String,
        sha256: String,
        fileExtension: String
    ) -> (stem: String, fileExtension: String) {
        guard let nameTemplate else {
            let stem = DownloadFileName.stem(
                position: item.position,
                source: item.source,
                title: item.title,
                host: host
            )
            return (stem, fileExtension)
        }
        let fields =
            item.fields
            ?? DownloadNameFields(
                rank: item.position,
                source: item.source,
                site: host,
                title: item.title,
                width: nil,
                height: nil,
                date: nil,
                query: ""
            )
        return nameTemplate.render(fields, sha256: sha256, fileExtension: fileExtension)
    }
}
