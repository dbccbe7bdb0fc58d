import Foundation
import QuickSearchDomain
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Saves search results' images into a folder (`qsearch images --download DIR`).
///
/// Transfers run at most `maximumTotal` at once and at most `maximumPerHost` against any one
/// host, through libcurl, each body streamed to an owner-only temporary file in the folder as
/// it arrives (never held whole), cut at `maximumSize` bytes (announced or received), checked
/// to be an image (status 200, `Content-Type: image/…`, PNG/JPEG/GIF/WebP signature), then
/// given its name without ever replacing another file. A cancelled, failed or refused
/// download leaves no file behind. The same address listed twice is fetched once. A file an
/// earlier run saved from the same address, unchanged since (`DownloadSourceRecord`), is not
/// fetched again; a result is never reported as saved to a file holding other bytes. The
/// `DownloadLedger` adds the archive (an address saved before is not fetched) and stores each
/// picture once.
public struct MediaDownloader: Sendable {
    /// 8 at once per host: enough to fill a connection's bandwidth, few enough for an image
    /// host to accept from one client.
    public static let defaultMaximumPerHost = 8
    /// 64 at once in all: results come from many hosts (each original lives on its own site), so
    /// this bound, not the per-host one, sets how many latency waves a batch takes; bodies stream
    /// to disk, so memory does not grow with it (100 × 200 KB peaks under 40 MB).
    public static let defaultMaximumTotal = 64

    let client: CurlHTTPClient
    public let directory: DownloadDirectory
    /// The largest file accepted, in bytes.
    public let maximumSize: Int
    /// The addresses connections may go to; nil: any.
    public let addressPolicy: DownloadAddressPolicy?
    public let maximumTotal: Int
    /// Slots, rate and retries per host (`DownloadPacer`).
    public let pacer: DownloadPacer
    /// What is kept and how it is named (`DownloadRules`).
    public let rules: DownloadRules

    /// - Parameter pacer: nil: `maximumPerHost` at once per host, the default retries, no rate.
    public init(
        userAgent: String,
        directory: DownloadDirectory,
        maximumSize: Int,
        addressPolicy: DownloadAddressPolicy?,
        maximumPerHost: Int = defaultMaximumPerHost,
        maximumTotal: Int = defaultMaximumTotal,
        pacer: DownloadPacer? = nil,
        rules: DownloadRules = DownloadRules()
    ) {
        let pacer = pacer ?? DownloadPacer(maximumPerHost: maximumPerHost)
        client = CurlHTTPClient(userAgent: userAgent, maximumConnectionsPerHost: pacer.maximumPerHost)
        self.directory = directory
        self.maximumSize = max(1, maximumSize)
        self.addressPolicy = addressPolicy
        self.maximumTotal = max(1, maximumTotal)
        self.pacer = pacer
        self.rules = rules
    }

    /// Downloads every item; one outcome per item, in order. `progress` is called (from any
    /// thread) as bytes arrive and as each download ends. Past `deadline`, or when the task is
    /// cancelled, unfinished downloads end as `.timedOut` / `.cancelled` failures, their
    /// partial files removed. `ledger` holds the archive and what this batch stored.
    public func download(
        _ items: [DownloadItem],
        deadline: ContinuousClock.Instant?,
        ledger: DownloadLedger = DownloadLedger(archive: nil, query: "", now: { Date() }),
        progress: @escaping @Sendable (DownloadTally) -> Void = { _ in }
    ) async -> [Result<SavedDownload, DownloadError>] {
        var firstIndex: [String: Int] = [:]
        var unique: [Int] = []
        for (index, item) in items.enumerated() {
            guard let url = item.url else {
                unique.append(index)
                continue
            }
            if firstIndex[url] == nil {
                firstIndex[url] = index
                unique.append(index)
            }
        }
        let tally = Mutex(DownloadTally(total: unique.count))
        let report: @Sendable (Int, Int) -> Void = { finished, bytes in
            let snapshot = tally.withLock { tally in
                tally.finished += finished
                tally.bytes += bytes
                return tally
            }
            progress(snapshot)
        }
        var results = [Result<SavedDownload, DownloadError>?](repeating: nil, count: items.count)
        // Addresses are checked and the archive answers first, on this task: results saved
        // before cost a look-up each, asked together, and a run whose results were all saved
        // before starts no task and reads nothing of the folder.
        var addresses: [(index: Int, address: Address)] = []
        for index in unique {
            guard let address = Address(items[index]) else {
                let position = items[index].position
                results[index] = .failure(
                    DownloadError(.noAddress, "result \(position) has no http(s) address to download")
                )
                continue
            }
            addresses.append((index, address))
        }
        let archivedFiles = ledger.archived(addresses.map(\.address.text))
        var toFetch: [(index: Int, address: Address)] = []
        for (index, address) in addresses {
            if let archived = archivedFiles[address.text] {
                results[index] = .success(archived)
            } else {
                toFetch.append((index, address))
            }
        }
        if toFetch.count < unique.count { report(unique.count - toFetch.count, 0) }
        if !toFetch.isEmpty {
            await fetch(toFetch, of: items, into: &results, ledger: ledger, deadline: deadline, report: report)
        }
        return items.enumerated().map { index, item in
            if let outcome = results[index] { return outcome }
            let first = item.url.flatMap { firstIndex[$0] } ?? index
            return results[first].map { outcome in
                outcome.map {
                    SavedDownload(
                        path: $0.path,
                        bytes: $0.bytes,
                        sha256: $0.sha256,
                        reused: true,
                        archived: $0.archived,
                        duplicateOf: $0.duplicateOf
                    )
                }
            } ?? .failure(DownloadError(.notSaved, "not downloaded"))
        }
    }

    /// Fetches `items[i]` from its `address` for each of `wanted`, at most `maximumTotal` at
    /// once, into `results[i]`.
    private func fetch(
        _ wanted: [(index: Int, address: Address)],
        of items: [DownloadItem],
        into results: inout [Result<SavedDownload, DownloadError>?],
        ledger: DownloadLedger,
        deadline: ContinuousClock.Instant?,
        report: @escaping @Sendable (Int, Int) -> Void
    ) async {
        var pending = wanted.makeIterator()
        let record = DownloadSourceRecord(readingFrom: directory)
        let fetch = { @Sendable (index: Int, address: Address) in
            let outcome = await downloadOne(
                items[index],
                from: address,
                record: record,
                ledger: ledger,
                deadline: deadline,
                report: report
            )
            return (index, outcome)
        }
        await withTaskGroup(of: (Int, Result<SavedDownload, DownloadError>).self) { group in
            for _ in 0..<maximumTotal {
                guard let next = pending.next() else { break }
                group.addTask { await fetch(next.index, next.address) }
            }
            while let (index, outcome) = await group.next() {
                results[index] = outcome
                report(1, 0)
                if let next = pending.next() {
                    group.addTask { await fetch(next.index, next.address) }
                }
            }
        }
    }

    /// An item's address, checked to be one to download: http(s), with a host, without
    /// credentials.
    struct Address: Sendable {
        let text: String
        let url: URL
        let host: String

        init?(_ item: DownloadItem) {
            guard let text = item.url, let url = URL(string: text), let scheme = url.scheme?.lowercased(),
                scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty,
                !URLPolicy.hasCredentials(text)
            else { return nil }
            self.text = text
            self.url = url
            self.host = host
        }
    }

    private func downloadOne(
        _ item: DownloadItem,
        from address: Address,
        record: DownloadSourceRecord,
        ledger: DownloadLedger,
        deadline: ContinuousClock.Instant?,
        report: @escaping @Sendable (Int, Int) -> Void
    ) async -> Result<SavedDownload, DownloadError> {
        let (text, url, host) = (address.text, address.url, address.host)
        if let saved = recordedFile(for: text, in: record) {
            ledger.hold(saved)
            ledger.archive(saved, url: text, source: item.source)
            return .success(saved)
        }
        let temporary: (descriptor: Int32, path: String)
        do {
            temporary = try directory.makeTemporaryFile()
        } catch {
            return .failure(error)
        }
        var placed = false
        defer {
            if !placed { unlink(temporary.path) }
        }
        let sink: DownloadFileSink
        do {
            sink = try await fetch(url, host: host, into: temporary.descriptor, deadline: deadline, report: report)
            close(temporary.descriptor)
        } catch {
            close(temporary.descriptor)
            return .failure(error)
        }
        guard let (format, digest) = sink.finish() else {
            return .failure(sink.failure ?? DownloadError(.notAnImage, "\(host) sent no image"))
        }
        if let refusal = rules.refusal(
            bytes: sink.byteCount,
            dimensions: ImageDimensions(headerOfFileAt: temporary.path),
            host: host
        ) {
            return .failure(refusal)
        }
        let (stem, fileExtension) = rules.name(
            for: item,
            host: host,
            sha256: digest,
            fileExtension: ImageFormat(contentType: sink.contentType ?? "")?.fileExtension ?? format.fileExtension
        )
        do {
            let saved = try ledger.settle(size: sink.byteCount, sha256: digest) {
                () throws(DownloadError) -> SavedDownload in
                let (name, reused) = try directory.place(
                    temporary.path,
                    stem: stem,
                    fileExtension: fileExtension,
                    size: sink.byteCount,
                    sha256: digest
                )
                placed = true
                return SavedDownload(path: directory.file(name), bytes: sink.byteCount, sha256: digest, reused: reused)
            }
            if let name = directory.name(of: saved.path) {
                record.add(text, name: name, sha256: digest)
            }
            ledger.archive(saved, url: text, source: item.source)
            return .success(saved)
        } catch {
            return .failure(error)
        }
    }

    /// The file an earlier run saved from `address`, when the record names one and it still
    /// holds the bytes recorded (hashed again); nil otherwise, to fetch it.
    private func recordedFile(for address: String, in record: DownloadSourceRecord) -> SavedDownload? {
        guard let entry = record.entry(for: address), let size = directory.regularFileSize(entry.name),
            (try? directory.sha256(of: entry.name)) == entry.sha256
        else { return nil }
        return SavedDownload(path: directory.file(entry.name), bytes: size, sha256: entry.sha256, reused: true)
    }

    /// The download failure for a transfer error.
    static func failure(for error: any Error, host: String, limit: Int) -> DownloadError {
        switch error {
        case let failure as DownloadError:
            return failure
        case TransferRefusal.address(let scope):
            return DownloadError(
                .blockedAddress,
                "\(host) led to a \(scope.description) address, which downloads never reach unless the search itself was answered from there"
            )
        case is CancellationError:
            return DownloadError(.cancelled, "\(host): cancelled")
        case let failure as HTTPError:
            switch failure.kind {
            case .tooLarge:
                return DownloadError(
                    .tooLarge,
                    "\(host) sent a file larger than \(HTTPError.byteCount(limit))",
                    remedy: .allowLargerFiles
                )
            case .timedOut: return DownloadError(.timedOut, failure.message, remedy: failure.remedy)
            case .tooManyRedirects, .invalidURL:
                return DownloadError(.badRedirect, "\(host) redirected too often or to something other than http(s)")
            default: return DownloadError(.network, failure.message)
            }
        default:
            return DownloadError(.network, "\(host): \(error)")
        }
    }
}
