import Testing

/// Groups every storage and configuration test, so `swift test --filter Store` runs them all.
@Suite enum StoreTests {}
