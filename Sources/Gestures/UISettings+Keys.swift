extension UISettings {
    /// The name of one setting, exactly as the `GMSUISettings` property and the trace
    /// file's `settings` key.
    public enum Key: String, CaseIterable, Hashable, Sendable {
        /// `scrollGestures`, default true.
        case scrollGestures
        /// `zoomGestures`, default true.
        case zoomGestures
        /// `tiltGestures`, default true.
        case tiltGestures
        /// `rotateGestures`, default true.
        case rotateGestures
        /// `allowScrollGesturesDuringRotateOrZoom`, default true.
        case allowScrollGesturesDuringRotateOrZoom
        /// `compassButton`, default false.
        case compassButton
        /// `myLocationButton`, default false.
        case myLocationButton
        /// `indoorPicker`, default true.
        case indoorPicker
        /// `consumesGesturesInView`, default true.
        case consumesGesturesInView
    }

    /// Reads or writes the setting named by `key`.
    public subscript(key: Key) -> Bool {
        get {
            switch key {
            case .scrollGestures: return scrollGestures
            case .zoomGestures: return zoomGestures
            case .tiltGestures: return tiltGestures
            case .rotateGestures: return rotateGestures
            case .allowScrollGesturesDuringRotateOrZoom: return allowScrollGesturesDuringRotateOrZoom
            case .compassButton: return compassButton
            case .myLocationButton: return myLocationButton
            case .indoorPicker: return indoorPicker
            case .consumesGesturesInView: return consumesGesturesInView
            }
        }
        set {
            switch key {
            case .scrollGestures: scrollGestures = newValue
            case .zoomGestures: zoomGestures = newValue
            case .tiltGestures: tiltGestures = newValue
            case .rotateGestures: rotateGestures = newValue
            case .allowScrollGesturesDuringRotateOrZoom: allowScrollGesturesDuringRotateOrZoom = newValue
            case .compassButton: compassButton = newValue
            case .myLocationButton: myLocationButton = newValue
            case .indoorPicker: indoorPicker = newValue
            case .consumesGesturesInView: consumesGesturesInView = newValue
            }
        }
    }
}
