import TraceFormat

/// What a recording importer returns: the trace, and how the device's positions were
/// mapped onto its view (for the CLI's note when the mapping distorts the device's aspect).
public struct ImportedRecording: Hashable, Sendable {
    /// The imported trace.
    public var trace: TraceFile
    /// The mapping the touches were made with.
    public var mapping: TouchMapping

    /// A result from its parts.
    public init(trace: TraceFile, mapping: TouchMapping) {
        self.trace = trace
        self.mapping = mapping
    }
}
