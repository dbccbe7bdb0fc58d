/// Placeholder.
