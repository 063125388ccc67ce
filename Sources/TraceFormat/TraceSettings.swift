import Gestures
import TraceJSON

/// UI settings as written in a trace (`GMSUISettings` keys): the keys given, each with
/// its value; a key not given takes Google's default in the simulation (every gesture
/// on, compassButton and myLocationButton off, indoorPicker and consumesGesturesInView
/// on: `UISettings`). The keys are the simulation's own `UISettings.Key`, so the list of
/// settings is written once; iteration is in its declaration order, the schema's.
public struct TraceSettings: Hashable, Sendable {
    /// The given values, by key; never iterated in dictionary order (see `given`).
    private var values: [UISettings.Key: Bool]

    /// Settings with only the keys of `values` given. Default: none.
    public init(_ values: [UISettings.Key: Bool] = [:]) {
        self.values = values
    }

    /// The value given for `key`, or nil when the trace leaves it to the default.
    public subscript(key: UISettings.Key) -> Bool? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// Whether no key is given.
    public var isEmpty: Bool { values.isEmpty }

    /// The given settings in `UISettings.Key.allCases` order (the schema's).
    public var given: [(key: UISettings.Key, value: Bool)] {
        UISettings.Key.allCases.compactMap { key in values[key].map { (key, $0) } }
    }

    /// `self` with every key that `other` gives replaced (a `setSettings` command).
    public func merged(with other: TraceSettings) -> TraceSettings {
        TraceSettings(values.merging(other.values) { _, new in new })
    }
}
