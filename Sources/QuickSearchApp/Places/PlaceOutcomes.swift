import CommandKit

/// Fetches something for every place at once and keeps the outcomes in the places' order, so
/// one failing place does not hide the others (`dust` and `weather` for several places).
enum PlaceOutcomes {
    /// `fetch` for each element, run concurrently; each outcome at its element's index.
    static func gather<Element: Sendable, Value: Sendable>(
        _ elements: [Element],
        _ fetch: @escaping @Sendable (Element) async throws -> Value
    ) async -> [Result<Value, any Error>] {
        await withTaskGroup(of: (Int, Result<Value, any Error>).self) { group in
            for (index, element) in elements.enumerated() {
                group.addTask {
                    do {
                        return (index, .success(try await fetch(element)))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var outcomes = [Result<Value, any Error>](repeating: .failure(CancellationError()), count: elements.count)
            for await (index, outcome) in group {
                outcomes[index] = outcome
            }
            return outcomes
        }
    }
}
