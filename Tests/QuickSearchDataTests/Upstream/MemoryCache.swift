import Foundation
import QuickSearchData
import Synchronization

/// A response cache in memory, for tests that look at what the client stored.
final class MemoryCache: ResponseCaching {
    private let answers = Mutex<[String: CachedResponse]>([:])

    var keys: [String] { answers.withLock { Array($0.keys) } }

    var entries: [CachedResponse] { answers.withLock { Array($0.values) } }

    /// As `ResponseCache`: the entry without its body, which `body(of:)` reads.
    func answer(forKey key: String) -> CachedResponse? {
        answers.withLock { answers in
            var answer = answers[key]
            answer?.body = nil
            return answer
        }
    }
    func body(of answer: CachedResponse) -> Data? {
        answers.withLock { answers in
            answers[answer.key].flatMap { $0.storedAt == answer.storedAt ? $0.body : nil }
        }
    }
    func save(_ answer: CachedResponse) { answers.withLock { $0[answer.key] = answer } }
    func renew(key: String, expiresAt: Date) {
        answers.withLock { $0[key]?.expiresAt = expiresAt }
    }
}
