import Foundation
import QuickSearchData
import Synchronization

/// A response cache in memory, for tests that look at what the client stored.
final class MemoryCache: ResponseCaching {
    private let answers = Mutex<[String: CachedResponse]>([:])

    var keys: [String] { answers.withLock { Array($0.keys) } }

    var entries: [CachedResponse] { answers.withLock { Array($0.values) } }

    /// How many times `body(of:)` was asked: a second look-up of an entry.
    var bodyReads: Int { reads.withLock { $0 } }
    private let reads = Mutex(0)

    /// As `ResponseCache`: the entry with its body only when asked for; else `body(of:)` reads it.
    func answer(forKey key: String, includingBody: Bool) -> CachedResponse? {
        answers.withLock { answers in
            var answer = answers[key]
            if !includingBody { answer?.body = nil }
            return answer
        }
    }
    func body(of answer: CachedResponse) -> Data? {
        reads.withLock { $0 += 1 }
        return answers.withLock { answers in
            answers[answer.key].flatMap { $0.storedAt == answer.storedAt ? $0.body : nil }
        }
    }
    func save(_ answer: CachedResponse) { answers.withLock { $0[answer.key] = answer } }
    func renew(key: String, expiresAt: Date) {
        answers.withLock { $0[key]?.expiresAt = expiresAt }
    }
}
