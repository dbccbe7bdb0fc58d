extension ParsedCommand {
    /// Whether the flag `--name` was given.
    public func flag(_ name: String) -> Bool {
        options.contains { $0.name == name }
    }

    /// How many times the flag `--name` was given, e.g. 2 for `-v -v`.
    public func count(_ name: String) -> Int {
        options.count { $0.name == name }
    }

    /// Whether `--name` was typed, as opposed to falling back to its default.
    public func isGiven(_ name: String) -> Bool {
        flag(name)
    }

    /// The last value given for `--name`, else its declared default, else `nil`.
    public func value(_ name: String) -> String? {
        options.last { $0.name == name && $0.value != nil }?.value ?? defaultValues[name]
    }

    /// Every value given for `--name` in order, else its default as the only value, else empty.
    public func values(_ name: String) -> [String] {
        let given = options.compactMap { $0.name == name ? $0.value : nil }
        if given.isEmpty, let fallback = defaultValues[name] { return [fallback] }
        return given
    }

    /// The first argument in the positional slot `name`, or `nil` when it is empty.
    public func positional(_ name: String) -> String? {
        positionals[name]?.first
    }

    /// Every argument in the positional slot `name`, in order.
    public func positionalValues(_ name: String) -> [String] {
        positionals[name] ?? []
    }
}
