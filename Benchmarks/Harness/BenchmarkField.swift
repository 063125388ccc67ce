/// An extra named figure of a result (`nsPerMarkerP50`, `touchEvents`), printed in the
/// JSON under `name` and in the table's notes as `note` (when given).
public struct BenchmarkField: Hashable, Sendable {
    /// The JSON key, camelCase with its unit where one applies: `"nsPerMarkerP50"`.
    public var name: String
    /// The value.
    public var value: Double
    /// Whether the value is a count, printed as an integer in JSON.
    public var isCount: Bool
    /// Short text for the table's notes column (`"0.81 ns/marker"`), or nil to leave the
    /// field out of the table.
    public var note: String?

    /// A field `name` = `value`; `isCount` prints it as an integer; `note` is its text in
    /// the table (nil: JSON only).
    public init(name: String, value: Double, isCount: Bool = false, note: String? = nil) {
        self.name = name
        self.value = value
        self.isCount = isCount
        self.note = note
    }
}
