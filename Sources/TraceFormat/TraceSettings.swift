import TraceJSON

/// UI settings as written in a trace (`GMSUISettings` keys); nil means "not given",
/// and the simulation applies Google's default (every gesture on, compassButton and
/// myLocationButton off, indoorPicker and consumesGesturesInView on).
public struct TraceSettings: Hashable, Sendable {
    /// Pan gestures. Google's default: true.
    public var scrollGestures: Bool?
    /// Pinch, double-tap and two-finger-tap zoom. Google's default: true.
    public var zoomGestures: Bool?
    /// Two-finger tilt. Google's default: true.
    public var tiltGestures: Bool?
    /// Two-finger rotation. Google's default: true.
    public var rotateGestures: Bool?
    /// Whether the focal point may move during rotate or zoom. Google's default: true.
    public var allowScrollGesturesDuringRotateOrZoom: Bool?
    /// Compass shown when the bearing is not 0. Google's default: false.
    public var compassButton: Bool?
    /// My-location button shown when myLocationEnabled. Google's default: false.
    public var myLocationButton: Bool?
    /// Indoor floor picker. Google's default: true.
    public var indoorPicker: Bool?
    /// Whether the map consumes gestures in a scroll view. Google's default: true.
    public var consumesGesturesInView: Bool?

    /// Settings with only the given keys set.
    public init(scrollGestures: Bool? = nil, zoomGestures: Bool? = nil, tiltGestures: Bool? = nil,
                rotateGestures: Bool? = nil, allowScrollGesturesDuringRotateOrZoom: Bool? = nil,
                compassButton: Bool? = nil, myLocationButton: Bool? = nil, indoorPicker: Bool? = nil,
                consumesGesturesInView: Bool? = nil) {
        self.scrollGestures = scrollGestures
        self.zoomGestures = zoomGestures
        self.tiltGestures = tiltGestures
        self.rotateGestures = rotateGestures
        self.allowScrollGesturesDuringRotateOrZoom = allowScrollGesturesDuringRotateOrZoom
        self.compassButton = compassButton
        self.myLocationButton = myLocationButton
        self.indoorPicker = indoorPicker
        self.consumesGesturesInView = consumesGesturesInView
    }

    /// Whether no key is set.
    public var isEmpty: Bool { self == TraceSettings() }

    /// The settings as (JSON key, value) pairs in schema order, nil for keys not given.
    public var keyedValues: [(key: String, value: Bool?)] {
        schemaValues.map { ($0.key.rawValue, $0.value) }
    }

    /// The settings by schema key, in schema order (`TraceSchema.settingsKeys`), nil for
    /// keys not given.
    public var schemaValues: [(key: TraceSchema.Key, value: Bool?)] {
        [(.scrollGestures, scrollGestures), (.zoomGestures, zoomGestures),
         (.tiltGestures, tiltGestures), (.rotateGestures, rotateGestures),
         (.allowScrollGesturesDuringRotateOrZoom, allowScrollGesturesDuringRotateOrZoom),
         (.compassButton, compassButton), (.myLocationButton, myLocationButton),
         (.indoorPicker, indoorPicker), (.consumesGesturesInView, consumesGesturesInView)]
    }

    /// Sets the value of a settings key; returns false for a key that is not a setting.
    @discardableResult
    public mutating func set(_ key: TraceSchema.Key, _ value: Bool?) -> Bool {
        switch key {
        case .scrollGestures: scrollGestures = value
        case .zoomGestures: zoomGestures = value
        case .tiltGestures: tiltGestures = value
        case .rotateGestures: rotateGestures = value
        case .allowScrollGesturesDuringRotateOrZoom: allowScrollGesturesDuringRotateOrZoom = value
        case .compassButton: compassButton = value
        case .myLocationButton: myLocationButton = value
        case .indoorPicker: indoorPicker = value
        case .consumesGesturesInView: consumesGesturesInView = value
        default: return false
        }
        return true
    }

    /// `self` with every key that `other` sets replaced (a `setSettings` command).
    public func merged(with other: TraceSettings) -> TraceSettings {
        var result = self
        for (key, value) in other.schemaValues where value != nil { result.set(key, value) }
        return result
    }
}
